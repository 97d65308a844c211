/* ex_only_names.c - issue #14: a GASNet-EX client that includes only
 * <gasnetex.h> reaches gasnet_AMPoll, GASNET_BLOCKUNTIL,
 * gex_Coll_BarrierBlocking, the NPAM _v2/Cancel calls, the conduit
 * identification macros and gasnet_image_t; in a GASNET_SEQ client
 * gex_System_QueryMaxThreads() is the constant 1. Compiled, not run, by
 * tests/core/headers.sh. */
#define GASNET_SEQ 1
#include <gasnetex.h>

#if !defined(GASNET_CORE_NAME) || !defined(GASNET_CORE_VERSION) ||                                 \
    !defined(GASNET_EXTENDED_NAME) || !defined(GASNET_EXTENDED_VERSION) ||                         \
    !GASNET_SUPPORTS_AM_CANCEL || !GASNET_SUPPORTS_AM_COMMIT_V2
#error "conduit identification / NPAM feature macros"
#endif

int ex_only_use(gex_TM_t tm, gex_AM_Index_t h, volatile int *flag);
int ex_only_use(gex_TM_t tm, gex_AM_Index_t h, volatile int *flag)
{
    static const char core[] = GASNET_CORE_NAME_STR GASNET_CORE_VERSION_STR;
    gasnet_image_t img = 0;
    int rc = gasnet_AMPoll();
    GASNET_BLOCKUNTIL(*flag != 0);
    gex_Coll_BarrierBlocking(tm, 0);
    gex_AM_SrcDesc_t sd = gex_AM_PrepareRequestMedium(tm, 0, NULL, 8, 8, NULL, 0, 1);
    rc += gex_AM_CommitRequestMedium1_v2(sd, h, 8, GEX_FLAG_IMMEDIATE, 5);
    sd = gex_AM_PrepareRequestLong(tm, 0, NULL, 8, 8, NULL, NULL, 0, 0);
    rc += gex_AM_CancelRequestLong(sd, 0);
    return rc + (int)img + (int)sizeof core + (int)gex_System_QueryMaxThreads();
}

#if defined(__cplusplus)
static_assert(sizeof(gex_System_QueryMaxThreads()) == sizeof(uint64_t), "a uint64_t");
#else
_Static_assert(sizeof(gex_System_QueryMaxThreads()) == sizeof(uint64_t), "a uint64_t");
#endif
