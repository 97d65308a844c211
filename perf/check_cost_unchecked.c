/* check_cost_unchecked.c - the check-cost loops built with
 * -DPSHMEX_UNCHECKED (defined here, before any pshmex header): no checks. */
#define PSHMEX_UNCHECKED 1
#define CC_BUILD         unchecked
#include "check_cost_placements.h"
