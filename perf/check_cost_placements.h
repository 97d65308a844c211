/* check_cost_placements.h - the CC_PLACEMENTS copies of one build's loops
 * (see check_cost.h), and the table of them, cc_loop_<CC_BUILD>. Included
 * once by each of check_cost_checked.c and check_cost_unchecked.c. */
#include "check_cost.h"

#define CC_CAT_(a, b) a##b
#define CC_CAT(a, b)  CC_CAT_(a, b)
#define CC_NAME(k)    CC_CAT(CC_CAT(cc_loop_, CC_BUILD), CC_CAT(_at, k))

#define CC_LOOP CC_NAME(0)
#define CC_PAD  1
#include "check_cost_loops.h"
#undef CC_LOOP
#undef CC_PAD

#define CC_LOOP CC_NAME(1)
#define CC_PAD  17
#include "check_cost_loops.h"
#undef CC_LOOP
#undef CC_PAD

#define CC_LOOP CC_NAME(2)
#define CC_PAD  33
#include "check_cost_loops.h"
#undef CC_LOOP
#undef CC_PAD

#define CC_LOOP CC_NAME(3)
#define CC_PAD  49
#include "check_cost_loops.h"
#undef CC_LOOP
#undef CC_PAD

_Static_assert(CC_PLACEMENTS == 4, "one copy per placement above");
cc_loop_fn *const CC_CAT(cc_loop_, CC_BUILD)[CC_PLACEMENTS] = {CC_NAME(0), CC_NAME(1), CC_NAME(2),
                                                               CC_NAME(3)};
