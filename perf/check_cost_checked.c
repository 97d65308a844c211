/* check_cost_checked.c - the check-cost loops as a client builds them by
 * default: every RMA and atomic call checks its arguments inline. */
#define CC_LOOP cc_loop_checked
#include "check_cost_loops.h"
