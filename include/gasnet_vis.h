/*
 * gasnet_vis.h -- pshmex: the GASNet-EX non-contiguous RMA (VIS) API.
 *
 * Placeholder: issue #4 (RMA/VIS) adds the
 * gex_VIS_{Vector,Indexed,Strided}{Get,Put}{NB,NBI,Blocking} calls,
 * gex_VIS_SetPeerCompletionHandler, GEX_VIS_MAX_PEERCOMPLETION and the
 * legacy gasnet_{put,get}{v,i,s}* calls here.  gex_Memvec_t and
 * gasnet_memvec_t are already defined by gasnetex.h and gasnet.h.
 * Clients may already include it, in any order relative to the other
 * pshmex headers; it provides everything gasnetex.h provides.
 */
#ifndef _GASNET_VIS_H
#define _GASNET_VIS_H
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

#include "gasnetex.h"

#ifdef __cplusplus
extern "C" {
#endif

/* (declarations added by issue #4) */

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop
#endif /* _GASNET_VIS_H */
