/* check_cost_unchecked.c - the check-cost loops built with
 * -DPSHMEX_UNCHECKED (defined here, before any pshmex header): no checks. */
#define PSHMEX_UNCHECKED 1
#define CC_LOOP cc_loop_unchecked
#include "check_cost_loops.h"
