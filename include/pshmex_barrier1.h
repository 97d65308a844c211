/* pshmex_barrier1.h - GASNet-1's barriers and thread-information macros,
 * which GASNet-EX clients use as well: the reference's gasnetex.h provides
 * them (its test programs' BARRIER() is gasnet_barrier), so gasnetex.h
 * includes this file, and gasnet.h gets it from there. Do not include it
 * directly. */
#ifndef _PSHMEX_BARRIER1_H
#define _PSHMEX_BARRIER1_H

#ifndef _GEX_GASNETEX_H
#error "include <gasnetex.h>, not <pshmex_barrier1.h>"
#endif

/** Barrier flag: this rank matches any id (anonymous barrier). */
#define GASNET_BARRIERFLAG_ANONYMOUS 1
/** Barrier flag: force a mismatch to be reported. */
#define GASNET_BARRIERFLAG_MISMATCH  2
/**
 * Barrier flag (post-1.8): an unnamed barrier; id is ignored and the
 * barrier matches like an anonymous one (the value includes ANONYMOUS, as
 * on the reference implementation).
 */
#define GASNET_BARRIERFLAG_UNNAMED   (GASNET_BARRIERFLAG_ANONYMOUS | 8)
/**
 * Barrier flag (post-1.8, the reference's value): a barrier over images,
 * not nodes. With one image per node here the two are the same barrier,
 * so it may be ORed into any notify's flags and changes nothing.
 */
#define GASNET_BARRIERFLAG_IMAGES    4

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Barriers (split-phase, named or anonymous, over all nodes)          */
/* ------------------------------------------------------------------ */
/* Matching follows GASNet >= 1.20 (not the stricter 1.8 text): the flags
 * given to wait/try may differ from those given to notify. A phase fails
 * with GASNET_ERR_BARRIER_MISMATCH on every node if any node notified with
 * GASNET_BARRIERFLAG_MISMATCH or two nodes notified different names; a
 * named wait (flags without ANONYMOUS) also fails on its node if some node
 * notified a name and it is not the wait's id. An anonymous wait checks no
 * id; a named wait after all-anonymous notifies matches. */

/** Start a barrier phase: named with id (flags 0), ANONYMOUS, or MISMATCH. Never blocks. */
extern void gasnet_barrier_notify(int _id, int _flags);
/** Finish the phase: GASNET_OK, or GASNET_ERR_BARRIER_MISMATCH (names differ, flag). Polls. */
extern int gasnet_barrier_wait(int _id, int _flags);
/** As gasnet_barrier_wait if every node has notified; GASNET_ERR_NOT_READY otherwise. */
extern int gasnet_barrier_try(int _id, int _flags);
/** notify then wait. */
extern int gasnet_barrier(int _id, int _flags);
/** After a completed barrier: 1 if it was anonymous, else 0 with the matched name in *id. */
extern int gasnet_barrier_result(int *_id);

/* ------------------------------------------------------------------ */
/* Thread information macros                                           */
/* ------------------------------------------------------------------ */

#if defined(__GNUC__) || defined(__clang__)
#define _GASNET_UNUSED_VAR __attribute__((__unused__))
#else
#define _GASNET_UNUSED_VAR
#endif

/**
 * This thread's threadinfo.  pshmex keeps no per-thread state reachable
 * this way, so the value is an opaque non-NULL token.
 */
#define GASNET_GET_THREADINFO() ((gasnet_threadinfo_t)(uintptr_t)1)

/**
 * Optional hint, no run-time effect.  Use at the very start of a block,
 * before any declaration, followed by ';'.  Expands to a declaration.
 */
#define GASNET_POST_THREADINFO(_info)                                                              \
    gasnet_threadinfo_t _gasnet_posted_threadinfo _GASNET_UNUSED_VAR = (_info)

/** Same as GASNET_POST_THREADINFO(GASNET_GET_THREADINFO()); same placement rules. */
#define GASNET_BEGIN_FUNCTION() GASNET_POST_THREADINFO(GASNET_GET_THREADINFO())

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* _PSHMEX_BARRIER1_H */
