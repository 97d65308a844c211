/* check_cost_checked.c - the check-cost loops as a client builds them by
 * default: every RMA and atomic call checks its arguments inline. */
#define CC_BUILD checked
#include "check_cost_placements.h"
