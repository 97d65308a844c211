/*
 * gasnet_vis.h -- pshmex: the GASNet-EX non-contiguous RMA (VIS) API:
 * gex_VIS_{Vector,Indexed,Strided}{Put,Get}{Blocking,NB,NBI},
 * gex_VIS_SetPeerCompletionHandler and GEX_VIS_MAX_PEERCOMPLETION; with
 * gasnet.h also the GASNet-1 forms gasnet_{put,get}{v,i,s}{,_nb,_nbi}_bulk
 * (pshmex_vis1.h). The headers may be included in any order.
 *
 * Every rank's segment is mapped into every process, so a VIS call is a
 * gather/scatter copy by the calling thread: contiguous runs are merged
 * into single copies, small pieces (8, 16, 32, 64 B) are moved with inline
 * loads and stores. Nothing is packed, nothing travels through an AM.
 *
 * Completion: as for contiguous RMA (pshmex_rma.h), every VIS call has
 * completed, locally and remotely, when it returns. NB calls return
 * GEX_EVENT_INVALID (GASNet-1: GASNET_INVALID_HANDLE); NBI calls add nothing
 * to the implicit set, inside an access region or not. With
 * GEX_FLAG_ENABLE_LEAF_LC the LC leaf of an NB Put
 * (gex_Event_QueryLeaf(root, GEX_EC_LC)) is GEX_EVENT_INVALID, i.e. done.
 * Metadata arrays are therefore free for reuse at return, for every form.
 *
 * Semantics: Vector and Indexed stream the source pieces, in list order,
 * into the destination pieces, in list order; only the totals must match;
 * zero-length entries are skipped; dstcount and srccount both 0 make a
 * no-op whatever tm, rank and the lists (they may be NULL). Strided (EX
 * format): elemsz contiguous bytes, count[0..stridelevels-1], ptrdiff_t
 * strides (negative and zero strides allowed: transpose, reflection,
 * replication of a source); elemsz 0 is a no-op that ignores every other
 * argument, any count 0 one that ignores tm, rank and the addresses (the
 * stride arrays must still be valid, as the spec says), stridelevels 0 a
 * contiguous copy of elemsz bytes. A no-op Put still sends an armed
 * peer-completion handler (below).
 * Source pieces may overlap each other; a destination overlapping a source
 * or another destination is undefined (as the spec says).
 *
 * Flags: 0 or an OR of GEX_FLAG_IMMEDIATE (never makes a call a no-op
 * here), GEX_FLAG_ENABLE_LEAF_LC (Put NB/NBI only), GEX_FLAG_RANK_IS_JOBRANK,
 * GEX_FLAG_PEER_NEVER_SELF / _NBRHD (assertions, as for RMA) and the
 * segment-disposition flags: with GEX_FLAG_PEER_SEG_OFFSET every remote
 * address of the call is an offset into the peer's bound segment, with
 * GEX_FLAG_SELF_SEG_OFFSET every local one into ours.
 *
 * Checks: a call is checked when contiguous RMA is: by default and in a
 * -DPSHMEX_DEBUG=1 build, not with -DPSHMEX_UNCHECKED (see pshmex_rma.h;
 * PSHMEX_VIS_CHECKED below is the one place that ties VIS to it). A VIS call
 * runs out of line anyway, so its checks cost little next to the copy. A
 * checked call stops the job with a message naming the call and the
 * argument on: a remote piece outside the peer's bound segment, a NULL list
 * with a non-zero count, counts, lengths or strides whose sizes overflow
 * size_t, totals of the two sides that differ, a flag not allowed for the
 * call, a bad rank. Unchecked, the copy stops at the shorter side's total.
 *
 * Peer completion [DEPRECATED in the spec, implemented]:
 * gex_VIS_SetPeerCompletionHandler arms, for the calling thread, a 0-arg
 * AM Medium Reply handler (registered with GEX_FLAG_AM_MEDIUM |
 * GEX_FLAG_AM_REPLY, 0 arguments) with an optional payload of at most
 * GEX_VIS_MAX_PEERCOMPLETION bytes. The next VIS Put of that thread copies
 * its data, then sends that AM to the endpoint the Put wrote to (a TM-pair's
 * remote index, a team member's endpoint), which must have
 * GEX_EP_CAPABILITY_AM and have the handler registered; it runs at the
 * target's next poll and sees the data. Only Puts use it (a checked Get with a
 * handler armed is an error; an unchecked one leaves it armed); handler 0
 * disarms. GASNet's tuning variables (GASNET_VIS_AMPIPE, _MAXCHUNK,
 * _REMOTECONTIG, ...) have nothing to tune here and are ignored.
 */
#ifndef _GASNET_VIS_H
#define _GASNET_VIS_H
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

#include "gasnetex.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Largest payload of a VIS peer-completion handler, in bytes (spec: >= 127). */
#define GEX_VIS_MAX_PEERCOMPLETION ((size_t)1024)

/* ------------------------------------------------------------------ */
/* What the inline forms pass to the library (ABI, not API)            */
/* ------------------------------------------------------------------ */

/* The switch of every VIS check: on when contiguous RMA checks are, out of
 * line or inline (the default build). */
#define PSHMEX_VIS_CHECKED (PSHMEX_RMA_CHECKED || PSHMEX_RMA_INLINE_CHECKS)

/* mode bits of pshmex_VIS_* */
#define PSHMEX_VIS_PUT    1u  /* a Put (else a Get) */
#define PSHMEX_VIS_NB     2u  /* an NB form */
#define PSHMEX_VIS_NBI    4u  /* an NBI form */
#define PSHMEX_VIS_CHECK  8u  /* check the arguments (PSHMEX_VIS_CHECKED) */
#define PSHMEX_VIS_LEGACY 16u /* GASNet-1: tm is NULL, rank a node; strides monotonic */
#define PSHMEX_VIS_CHK    (PSHMEX_VIS_CHECKED ? PSHMEX_VIS_CHECK : 0u)

/* Each returns 0. call names the API call for messages; for a Get, rank is
 * the source, for a Put the destination. */
extern int pshmex_VIS_Vector(const char *_call, unsigned _mode, gex_TM_t _tm, gex_Rank_t _rank,
                             size_t _dstcount, gex_Memvec_t const _dstlist[], size_t _srccount,
                             gex_Memvec_t const _srclist[], gex_Flags_t _flags);
extern int pshmex_VIS_Indexed(const char *_call, unsigned _mode, gex_TM_t _tm, gex_Rank_t _rank,
                              size_t _dstcount, void *const _dstlist[], size_t _dstlen,
                              size_t _srccount, void *const _srclist[], size_t _srclen,
                              gex_Flags_t _flags);
extern int pshmex_VIS_Strided(const char *_call, unsigned _mode, gex_TM_t _tm, gex_Rank_t _rank,
                              void *_dstaddr, const ptrdiff_t _dststrides[], void *_srcaddr,
                              const ptrdiff_t _srcstrides[], size_t _elemsz, const size_t _count[],
                              size_t _stridelevels, gex_Flags_t _flags);
extern void pshmex_VIS_SetPeerCompletion(gex_AM_Index_t _handler, const void *_source_addr,
                                         size_t _nbytes, gex_Flags_t _flags, unsigned _mode);

/* The three completion forms of one call: NAME##Blocking, NAME##NB,
 * NAME##NBI, with PARAMS as declared and ARGS passed on after tm. */
#define PSHMEX_VIS_FORMS_(NAME, FN, PUT, PARAMS, ARGS)                                             \
    static inline int NAME##Blocking PARAMS                                                        \
    {                                                                                              \
        return FN(#NAME "Blocking", PUT | PSHMEX_VIS_CHK, _tm, ARGS, _flags);                      \
    }                                                                                              \
    static inline gex_Event_t NAME##NB PARAMS                                                      \
    {                                                                                              \
        (void)FN(#NAME "NB", PUT | PSHMEX_VIS_NB | PSHMEX_VIS_CHK, _tm, ARGS, _flags);             \
        return GEX_EVENT_INVALID;                                                                  \
    }                                                                                              \
    static inline int NAME##NBI PARAMS                                                             \
    {                                                                                              \
        return FN(#NAME "NBI", PUT | PSHMEX_VIS_NBI | PSHMEX_VIS_CHK, _tm, ARGS, _flags);          \
    }

#define PSHMEX_VIS_P_(...) (__VA_ARGS__)
#define PSHMEX_VIS_A_(...) __VA_ARGS__

/* ------------------------------------------------------------------ */
/* Vector: lists of (address, length)                                  */
/* ------------------------------------------------------------------ */

/** gex_VIS_VectorGet{Blocking,NB,NBI}: stream srclist on (tm, srcrank) into the local dstlist. */
PSHMEX_VIS_FORMS_(gex_VIS_VectorGet, pshmex_VIS_Vector, 0u,
                  PSHMEX_VIS_P_(gex_TM_t _tm, size_t _dstcount, gex_Memvec_t const _dstlist[],
                                gex_Rank_t _srcrank, size_t _srccount,
                                gex_Memvec_t const _srclist[], gex_Flags_t _flags),
                  PSHMEX_VIS_A_(_srcrank, _dstcount, _dstlist, _srccount, _srclist))

/** gex_VIS_VectorPut{Blocking,NB,NBI}: stream the local srclist into dstlist on (tm, dstrank). */
PSHMEX_VIS_FORMS_(gex_VIS_VectorPut, pshmex_VIS_Vector, PSHMEX_VIS_PUT,
                  PSHMEX_VIS_P_(gex_TM_t _tm, gex_Rank_t _dstrank, size_t _dstcount,
                                gex_Memvec_t const _dstlist[], size_t _srccount,
                                gex_Memvec_t const _srclist[], gex_Flags_t _flags),
                  PSHMEX_VIS_A_(_dstrank, _dstcount, _dstlist, _srccount, _srclist))

/* ------------------------------------------------------------------ */
/* Indexed: lists of addresses of fixed-length pieces                  */
/* ------------------------------------------------------------------ */

/** gex_VIS_IndexedGet{Blocking,NB,NBI}: srccount pieces of srclen bytes into dstcount of dstlen. */
PSHMEX_VIS_FORMS_(gex_VIS_IndexedGet, pshmex_VIS_Indexed, 0u,
                  PSHMEX_VIS_P_(gex_TM_t _tm, size_t _dstcount, void *const _dstlist[],
                                size_t _dstlen, gex_Rank_t _srcrank, size_t _srccount,
                                void *const _srclist[], size_t _srclen, gex_Flags_t _flags),
                  PSHMEX_VIS_A_(_srcrank, _dstcount, _dstlist, _dstlen, _srccount, _srclist,
                                _srclen))

/** gex_VIS_IndexedPut{Blocking,NB,NBI}: the local pieces into the pieces on (tm, dstrank). */
PSHMEX_VIS_FORMS_(gex_VIS_IndexedPut, pshmex_VIS_Indexed, PSHMEX_VIS_PUT,
                  PSHMEX_VIS_P_(gex_TM_t _tm, gex_Rank_t _dstrank, size_t _dstcount,
                                void *const _dstlist[], size_t _dstlen, size_t _srccount,
                                void *const _srclist[], size_t _srclen, gex_Flags_t _flags),
                  PSHMEX_VIS_A_(_dstrank, _dstcount, _dstlist, _dstlen, _srccount, _srclist,
                                _srclen))

/* ------------------------------------------------------------------ */
/* Strided (EX metadata: elemsz, count[stridelevels], ptrdiff_t strides) */
/* ------------------------------------------------------------------ */

/** gex_VIS_StridedGet{Blocking,NB,NBI}: an N-d section on (tm, srcrank) into a local one. */
PSHMEX_VIS_FORMS_(gex_VIS_StridedGet, pshmex_VIS_Strided, 0u,
                  PSHMEX_VIS_P_(gex_TM_t _tm, void *_dstaddr, const ptrdiff_t _dststrides[],
                                gex_Rank_t _srcrank, void *_srcaddr, const ptrdiff_t _srcstrides[],
                                size_t _elemsz, const size_t _count[], size_t _stridelevels,
                                gex_Flags_t _flags),
                  PSHMEX_VIS_A_(_srcrank, _dstaddr, _dststrides, _srcaddr, _srcstrides, _elemsz,
                                _count, _stridelevels))

/** gex_VIS_StridedPut{Blocking,NB,NBI}: a local N-d section into one on (tm, dstrank). */
PSHMEX_VIS_FORMS_(gex_VIS_StridedPut, pshmex_VIS_Strided, PSHMEX_VIS_PUT,
                  PSHMEX_VIS_P_(gex_TM_t _tm, gex_Rank_t _dstrank, void *_dstaddr,
                                const ptrdiff_t _dststrides[], void *_srcaddr,
                                const ptrdiff_t _srcstrides[], size_t _elemsz,
                                const size_t _count[], size_t _stridelevels, gex_Flags_t _flags),
                  PSHMEX_VIS_A_(_dstrank, _dstaddr, _dststrides, _srcaddr, _srcstrides, _elemsz,
                                _count, _stridelevels))

/* ------------------------------------------------------------------ */
/* Peer completion                                                     */
/* ------------------------------------------------------------------ */

/**
 * Arm handler (0: disarm) with nbytes (<= GEX_VIS_MAX_PEERCOMPLETION) of
 * payload at source_addr for the calling thread's next VIS Put; flags 0.
 * The payload is read when that Put is made, so it must stay unchanged
 * until then.
 */
static inline void gex_VIS_SetPeerCompletionHandler(gex_AM_Index_t _handler,
                                                    const void *_source_addr, size_t _nbytes,
                                                    gex_Flags_t _flags)
{
    pshmex_VIS_SetPeerCompletion(_handler, _source_addr, _nbytes, _flags, PSHMEX_VIS_CHK);
}

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop

/* The GASNet-1 forms, once both this header and gasnet.h are in (gasnet.h
 * includes pshmex_vis1.h itself when it comes second). */
#ifdef _GASNET_GASNET_H
#include "pshmex_vis1.h"
#endif

#endif /* _GASNET_VIS_H */
