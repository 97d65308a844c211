/*
 * gasnet_coll.h -- pshmex: the GASNet-EX collectives API (gex_Coll_*).
 *
 * gex_Coll_BarrierNB is in gasnetex.h. Every collective is non-blocking and
 * returns a root event to sync with gex_Event_Test/Wait*. Several may be in
 * flight on a team; they complete in the order every member issued them.
 * They run over per-rank flags in the shared job area, arranged in a tree
 * that groups ranks sharing a package, NUMA node and L3 cache; data moves
 * through per-team shared buffers, COLL_DATA_BYTES (16 KiB) per step.
 * Results are deterministic for identical calls on a team (the tree fixes
 * the combining order). flags must be 0. Errors in arguments stop the job
 * with a message naming the call.
 */
#ifndef _GASNET_COLL_H
#define _GASNET_COLL_H
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

#include "gasnetex.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Collective over tm: copy nbytes from src on root to dst on every member
 * (root included; src == dst allowed on the root).
 */
extern gex_Event_t gex_Coll_BroadcastNB(gex_TM_t tm, gex_Rank_t root, void *dst, const void *src,
                                        size_t nbytes, gex_Flags_t flags);

/**
 * Collective over tm: dst on root = src[0] (+) ... (+) src[n-1] element-wise
 * over dt_cnt elements of dt (dt_sz bytes each). op: GEX_OP_ADD, MULT, MIN,
 * MAX (every type), AND, OR, XOR (integers), or GEX_OP_USER (commutative)
 * / GEX_OP_USER_NC (combined in rank order) with user_op and user_cdata.
 * GEX_DT_USER needs a user op, with dt_sz up to 16 KiB.
 */
extern gex_Event_t gex_Coll_ReduceToOneNB(gex_TM_t tm, gex_Rank_t root, void *dst,
                                          const void *src, gex_DT_t dt, size_t dt_sz,
                                          size_t dt_cnt, gex_OP_t op,
                                          gex_Coll_ReduceFn_t user_op, void *user_cdata,
                                          gex_Flags_t flags);

/** As gex_Coll_ReduceToOneNB, with the result in dst on every member. */
extern gex_Event_t gex_Coll_ReduceToAllNB(gex_TM_t tm, void *dst, const void *src, gex_DT_t dt,
                                          size_t dt_sz, size_t dt_cnt, gex_OP_t op,
                                          gex_Coll_ReduceFn_t user_op, void *user_cdata,
                                          gex_Flags_t flags);

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop
#endif /* _GASNET_COLL_H */
