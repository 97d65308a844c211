/* am_limits_const.c - the AM limits that do not depend on the job are
 * constant expressions, as in the reference's conduits: clients size arrays
 * and C++ static const members with them (SoftXMT's Communicator keeps
 * gasnet_AMMaxMedium() in a static const int). Compiled, not run, by
 * tests/core/headers.sh as C11 and C++17. */
#include <gasnet.h>

char am_medium_buf[gasnet_AMMaxMedium()];
gasnet_handlerarg_t am_args_buf[gasnet_AMMaxArgs()];
gex_AM_Arg_t am_ex_args_buf[gex_AM_MaxArgs()];
char am_lub_request[gex_AM_LUBRequestMedium()];
char am_lub_reply[gex_AM_LUBReplyMedium()];

#ifdef __cplusplus
struct am_limits {
    static const int max_medium = gasnet_AMMaxMedium();
    static const int max_args = gasnet_AMMaxArgs();
    static constexpr unsigned int ex_max_args = gex_AM_MaxArgs();
};
static_assert(am_limits::max_args == 16 && am_limits::ex_max_args == 16, "16 arguments");
static_assert(am_limits::max_medium >= 512, "the spec's least Medium");
#else
_Static_assert(gasnet_AMMaxArgs() == 16 && gex_AM_MaxArgs() == 16, "16 arguments");
_Static_assert(gasnet_AMMaxMedium() >= 512, "the spec's least Medium");
#endif
