/*
 * gasnet_coll.h -- pshmex: the GASNet-EX collectives API (gex_Coll_*).
 *
 * Placeholder: issue #6 (collectives) adds gex_Coll_BroadcastNB,
 * gex_Coll_ReduceToOneNB and gex_Coll_ReduceToAllNB here, and
 * gex_Coll_BarrierNB to gasnetex.h.  gex_Coll_ReduceFn_t is already defined
 * by gasnetex.h.
 * Clients may already include it, in any order relative to the other
 * pshmex headers; it provides everything gasnetex.h provides.
 */
#ifndef _GASNET_COLL_H
#define _GASNET_COLL_H

#include "gasnetex.h"

#ifdef __cplusplus
extern "C" {
#endif

/* (declarations added by issue #6) */

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* _GASNET_COLL_H */
