/*
 * gasnet_coll.h -- pshmex: the GASNet-EX collectives API (gex_Coll_*).
 *
 * gex_Coll_BarrierNB is in gasnetex.h. Every collective is non-blocking and
 * returns a root event to sync with gex_Event_Test/Wait*. Several may be in
 * flight on a team; they complete in the order every member issued them.
 * They run over per-rank flags in the shared job area, arranged in a tree
 * that groups ranks sharing a package, NUMA node and L3 cache; data moves
 * through per-team shared buffers, 32 KiB per step.
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
extern gex_Event_t gex_Coll_BroadcastNB(gex_TM_t _tm, gex_Rank_t _root, void *_dst,
                                        const void *_src, size_t _nbytes, gex_Flags_t _flags);

/**
 * Collective over tm: dst on root = src[0] (+) ... (+) src[n-1] element-wise
 * over dt_cnt elements of dt (dt_sz bytes each). op: GEX_OP_ADD, MULT, MIN,
 * MAX (every type), AND, OR, XOR (integers), or GEX_OP_USER (commutative)
 * / GEX_OP_USER_NC (combined in rank order) with user_op and user_cdata.
 * GEX_DT_USER needs a user op, with dt_sz up to 32 KiB (spec 003: an
 * implementation may limit it to as little as 32KB).
 */
extern gex_Event_t gex_Coll_ReduceToOneNB(gex_TM_t _tm, gex_Rank_t _root, void *_dst,
                                          const void *_src, gex_DT_t _dt, size_t _dt_sz,
                                          size_t _dt_cnt, gex_OP_t _op,
                                          gex_Coll_ReduceFn_t _user_op, void *_user_cdata,
                                          gex_Flags_t _flags);

/** As gex_Coll_ReduceToOneNB, with the result in dst on every member. */
extern gex_Event_t gex_Coll_ReduceToAllNB(gex_TM_t _tm, void *_dst, const void *_src, gex_DT_t _dt,
                                          size_t _dt_sz, size_t _dt_cnt, gex_OP_t _op,
                                          gex_Coll_ReduceFn_t _user_op, void *_user_cdata,
                                          gex_Flags_t _flags);

/* ------------------------------------------------------------------ */
/* Legacy GASNet collectives (gasnet_coll_*), as GASNet-1 programs     */
/* call them                                                           */
/*                                                                     */
/* One image per node: an image index is a team rank.  Addresses are   */
/* this node's own in both GASNET_COLL_SINGLE and GASNET_COLL_LOCAL    */
/* modes (segments are not aligned here).  Every call runs over the    */
/* gex_Coll engine on the team; the _nb forms return a handle to sync  */
/* with gasnet_coll_wait_sync / try_sync, or                           */
/* GASNET_COLL_INVALID_HANDLE if the collective already completed.     */
/* flags: exactly one GASNET_COLL_IN_*, one GASNET_COLL_OUT_* and one  */
/* of SINGLE / LOCAL, plus optional hints.  IN_ALLSYNC: no data moves  */
/* before every member has entered; OUT_ALLSYNC: it completes nowhere  */
/* before every member's data movement is done (a barrier before or    */
/* after); the MYSYNC and NOSYNC modes need nothing more, since each   */
/* node only reads and writes its own buffers after it entered and     */
/* before it completes.  Bad arguments stop the job naming the call.   */
/* ------------------------------------------------------------------ */

/** A team for the legacy collectives: any gex_TM_t (not a TM-pair). */
typedef gex_TM_t gasnet_team_handle_t;
/** Handle of a legacy non-blocking collective: an event, as in GASNet-EX,
 *  so gex_Event_Test/Wait and their array forms sync it too. */
typedef gex_Event_t gasnet_coll_handle_t;
/** A handle that is already complete. */
#define GASNET_COLL_INVALID_HANDLE GEX_EVENT_INVALID

/** The team of all nodes (the primordial team; valid after init). */
extern gasnet_team_handle_t pshmex_coll_team_all(void);
#define GASNET_TEAM_ALL       (pshmex_coll_team_all())
/** The name GASNet-1 clients reach the same team by (the reference's own
 *  object behind GASNET_TEAM_ALL, e.g. Shray's gasnet_coll_broadcast);
 *  a macro here, not an exported symbol. */
#define gasnete_coll_team_all GASNET_TEAM_ALL

/** Data may move before this image entered (we never do; accepted). */
#define GASNET_COLL_IN_NOSYNC      (1 << 0)
/** Data to/from this image moves only after it entered. */
#define GASNET_COLL_IN_MYSYNC      (1 << 1)
/** No data moves before every image entered. */
#define GASNET_COLL_IN_ALLSYNC     (1 << 2)
/** Completion says nothing about other images. */
#define GASNET_COLL_OUT_NOSYNC     (1 << 3)
/** Completes once data to/from this image has moved. */
#define GASNET_COLL_OUT_MYSYNC     (1 << 4)
/** Completes once every image's data movement is done. */
#define GASNET_COLL_OUT_ALLSYNC    (1 << 5)
/** Every image passes the same arguments. */
#define GASNET_COLL_SINGLE         (1 << 6)
/** Each image passes its own addresses (non-root sources are ignored). */
#define GASNET_COLL_LOCAL          (1 << 7)
/** Hint: the operation may be aggregated with the next (ignored). */
#define GASNET_COLL_AGGREGATE      (1 << 8)
/** Hint: the destinations lie in the segment (ignored). */
#define GASNET_COLL_DST_IN_SEGMENT (1 << 9)
/** Hint: the sources lie in the segment (ignored). */
#define GASNET_COLL_SRC_IN_SEGMENT (1 << 10)

/** A client's combining function for GASNet-1's computational collectives:
 *  writes result_count elements of elem_size bytes to results, element i
 *  combining the left_count elements of left_operands with elements 0..i of
 *  right_operands; flags and arg are what the client registered. */
typedef void (*gasnet_coll_reduce_fn_t)(void *_results, size_t _result_count,
                                        const void *_left_operands, size_t _left_count,
                                        const void *_right_operands, size_t _elem_size, int _flags,
                                        int _arg);

/** One entry of the function table given to gasnet_coll_init. */
typedef struct {
    gasnet_coll_reduce_fn_t fnptr;
    unsigned int flags;
} gasnet_coll_fn_entry_t;

/** Names an entry of that table (its index). */
typedef uint32_t gasnet_coll_fn_handle_t;

/** Accepted for source compatibility: images must be NULL or all 1; the
 *  function table is accepted and not used (pshmex provides no
 *  gasnet_coll_reduce*: GASNet-EX clients reduce with gex_Coll_Reduce*). */
extern void gasnet_coll_init(gasnet_image_t *_images, gasnet_image_t _my_image,
                             gasnet_coll_fn_entry_t *_fn_tbl, size_t _fn_count, int _init_flags);

/** Copy nbytes from src on image srcimage to dst on every image. */
extern gasnet_coll_handle_t gasnet_coll_broadcast_nb(gasnet_team_handle_t _team, void *_dst,
                                                     gasnet_image_t _srcimage, void *_src,
                                                     size_t _nbytes, int _flags);
/** Image i gets bytes [i*nbytes, (i+1)*nbytes) of src on image srcimage. */
extern gasnet_coll_handle_t gasnet_coll_scatter_nb(gasnet_team_handle_t _team, void *_dst,
                                                   gasnet_image_t _srcimage, void *_src,
                                                   size_t _nbytes, int _flags);
/** dst on image dstimage gets every image i's nbytes at offset i*nbytes. */
extern gasnet_coll_handle_t gasnet_coll_gather_nb(gasnet_team_handle_t _team,
                                                  gasnet_image_t _dstimage, void *_dst, void *_src,
                                                  size_t _nbytes, int _flags);
/** As gather, with the result on every image. */
extern gasnet_coll_handle_t gasnet_coll_gather_all_nb(gasnet_team_handle_t _team, void *_dst,
                                                      void *_src, size_t _nbytes, int _flags);
/** Image i's dst at j*nbytes gets image j's src at i*nbytes (all-to-all). */
extern gasnet_coll_handle_t gasnet_coll_exchange_nb(gasnet_team_handle_t _team, void *_dst,
                                                    void *_src, size_t _nbytes, int _flags);
/** Blocking gasnet_coll_broadcast_nb. */
extern void gasnet_coll_broadcast(gasnet_team_handle_t _team, void *_dst, gasnet_image_t _srcimage,
                                  void *_src, size_t _nbytes, int _flags);
/** Blocking gasnet_coll_scatter_nb. */
extern void gasnet_coll_scatter(gasnet_team_handle_t _team, void *_dst, gasnet_image_t _srcimage,
                                void *_src, size_t _nbytes, int _flags);
/** Blocking gasnet_coll_gather_nb. */
extern void gasnet_coll_gather(gasnet_team_handle_t _team, gasnet_image_t _dstimage, void *_dst,
                               void *_src, size_t _nbytes, int _flags);
/** Blocking gasnet_coll_gather_all_nb. */
extern void gasnet_coll_gather_all(gasnet_team_handle_t _team, void *_dst, void *_src,
                                   size_t _nbytes, int _flags);
/** Blocking gasnet_coll_exchange_nb. */
extern void gasnet_coll_exchange(gasnet_team_handle_t _team, void *_dst, void *_src, size_t _nbytes,
                                 int _flags);

/** GASNET_OK once the collective completed (the handle is then used up), else GASNET_ERR_NOT_READY.
 */
extern int gasnet_coll_try_sync(gasnet_coll_handle_t _handle);
/** Wait for the collective to complete (polls); uses up the handle. */
extern void gasnet_coll_wait_sync(gasnet_coll_handle_t _handle);
/** GASNET_OK if at least one handle completed (completed ones become INVALID) or all are
 *  INVALID; else NOT_READY (gex_Event_TestSome's rule). */
extern int gasnet_coll_try_sync_some(gasnet_coll_handle_t *_phandle, size_t _numhandles);
/** Wait until at least one handle completed (completed ones become INVALID) or all are INVALID. */
extern void gasnet_coll_wait_sync_some(gasnet_coll_handle_t *_phandle, size_t _numhandles);
/** GASNET_OK if every handle completed (each becomes INVALID); else NOT_READY. */
extern int gasnet_coll_try_sync_all(gasnet_coll_handle_t *_phandle, size_t _numhandles);
/** Wait until every handle completed (each becomes INVALID). */
extern void gasnet_coll_wait_sync_all(gasnet_coll_handle_t *_phandle, size_t _numhandles);

/**
 * Split-phase named barrier over team, with gasnet_barrier_notify's flags
 * and matching rules (on GASNET_TEAM_ALL it is gasnet_barrier_* itself).
 */
extern void gasnet_coll_barrier_notify(gasnet_team_handle_t _team, int _id, int _flags);
/** Finish the team's barrier phase: GASNET_OK or GASNET_ERR_BARRIER_MISMATCH. */
extern int gasnet_coll_barrier_wait(gasnet_team_handle_t _team, int _id, int _flags);
/** As gasnet_coll_barrier_wait if every member notified; else GASNET_ERR_NOT_READY. */
extern int gasnet_coll_barrier_try(gasnet_team_handle_t _team, int _id, int _flags);
/** notify then wait. */
extern int gasnet_coll_barrier(gasnet_team_handle_t _team, int _id, int _flags);

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop
#endif /* _GASNET_COLL_H */
