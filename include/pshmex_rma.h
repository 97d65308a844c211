/*
 * pshmex_rma.h - GASNet-EX RMA (put/get, value forms), event and NBI
 * synchronization.
 *
 * Included by gasnetex.h; do not include it directly.
 *
 * Every rank's segment is mapped into every process of the job, so a Put or
 * a Get is a memcpy between the caller's memory and the peer's segment, done
 * by the calling thread. The small-transfer path is inline: a Put of a
 * constant 8 bytes compiles to the checks below (the team's size, the
 * rank's entry) and one store to the address as given.
 *
 * Completion: every RMA call has completed, locally and remotely, when it
 * returns. NB calls therefore return GEX_EVENT_INVALID ("already complete")
 * and store GEX_EVENT_INVALID through an lc_opt pointer; NBI calls add
 * nothing to the implicit set, so gex_NBI_Test/Wait succeed at once. The
 * data of a Put is visible to any rank that synchronizes with the initiator
 * afterwards (barrier, AM, atomics with acquire/release): it was stored
 * before the call returned, in program order before that synchronization.
 *
 * Checks (three levels, one switch for RMA, VIS and atomics):
 *  - default: every call checks inline, at a cost of a few instructions,
 *    that the rank is in the team (or job), that the remote range lies in
 *    that rank's bound segment (the team's entry array, indexed by rank: a
 *    subtraction, an add with carry and one unsigned compare), value sizes, and a NULL local
 * address; a failed check goes to the out-of-line path, which stops the job with one line "pshmex:
 * FATAL: <call>: <argument> <value> ... (valid ...)" and the caller's backtrace. Calls before
 * gex_Client_Init / gasnet_init fail the same inline check (the table is empty) and say so; so do
 * calls after exit (the exit handler empties the table).
 *  - -DPSHMEX_UNCHECKED: no checks at all (the fastest code). pshmex does
 *    not follow GASNet's GASNET_NDEBUG here: GASNet defines that in every
 *    non-debug build, which would turn the default checks off.
 *  - -DPSHMEX_DEBUG=1 (pkg-config --cflags of a debug build of pshmex adds
 *    it): every call goes through the exported slow path, which also checks
 *    the lc_opt form and the PEER_NEVER assertions.
 *
 * Flags: GEX_FLAG_IMMEDIATE never makes a call a no-op (nothing ever waits
 * for resources). GEX_FLAG_RANK_IS_JOBRANK and TM-pairs (gex_TM_Pair) take
 * rank as a jobrank. GEX_FLAG_PEER_NEVER_SELF and _NBRHD are assertions:
 * every peer of a one-host job is in the caller's neighborhood, so
 * PEER_NEVER_NBRHD is never true here (reported in a checking build). The
 * segment-disposition flags, [UNIMPLEMENTED] in the spec, are implemented:
 * GEX_FLAG_SELF_SEG_OFFSET / GEX_FLAG_PEER_SEG_OFFSET make the local /
 * remote address an offset into the segment bound to the local endpoint
 * (tm's: a TM-pair's own, a team's member in this process) / to the peer
 * endpoint; the other SEG flags are accepted as assertions (with
 * -DPSHMEX_DEBUG=1 SELF_SEG_BOUND is checked against the local endpoint's
 * segment).
 */
#ifndef _PSHMEX_RMA_H
#define _PSHMEX_RMA_H

#ifndef _GEX_GASNETEX_H
#error "include <gasnetex.h>, not <pshmex_rma.h>"
#endif

#include <string.h>

#include <pshmex_progress.h>

/* ------------------------------------------------------------------ */
/* What the inline paths read (ABI, not API)                           */
/* ------------------------------------------------------------------ */

/* [jobrank]: that rank's bound segment as the owner addresses it (base,
 * size; size 0: none, or not yet seen here) and the offset to add to an
 * owner address to get this process's address (pshmex_rma_delta[jobrank]).
 * Written by this process only (the out-of-line path fills an entry the
 * first time it finds the rank's gex_Segment_Attach segment, the only kind
 * recorded here: it is never unbound, so an entry changes once, from size 0
 * to its final value, and back to base UINTPTR_MAX, size 0 at exit, which
 * fails every check). An
 * entry is filled only where delta is 0 (the segment is mapped here at its
 * owner's address, the usual case), so the inline paths use an address
 * that passes as it is, with no load of delta (#18); calls to a rank whose
 * segment is mapped elsewhere always translate out of line. */
struct pshmex_rma_seg {
    uintptr_t _base;
    uintptr_t _size;
    intptr_t _delta;
    /* The offsets at which 8 bytes fit: size - 7, 0 if size < 8. An access
     * of a constant 1..8 bytes is checked against it with one compare; one
     * in the last 7 bytes of a segment fails that and goes out of line,
     * which allows it. Stored with size (src/rma/rma_view.h). */
    uintptr_t _fit8;
};

/* The first members of every team object: rank -> jobrank table (NULL for
 * the identity), size, and the team's entry array: [team rank] is the
 * pshmex_rma_job entry of its jobrank (the primordial team: that table
 * itself; other teams: a copy the library keeps equal to it). So the
 * inline check of a team rank is one load (the array) before the entry's,
 * beside the compare with size. A TM-pair is a tagged endpoint pointer
 * (bit 0). */
struct pshmex_tm_prefix {
    const gex_Rank_t *_jobranks;
    gex_Rank_t _size;
    gex_Rank_t _rank_; /* not read inline */
    const struct pshmex_rma_seg *_rma_segs;
};

/* What the inline check reads for a jobrank (a TM-pair to endpoint 0,
 * GEX_FLAG_RANK_IS_JOBRANK, a GASNet-1 node): size is the number of ranks
 * in the job once initialized, 0 before and after exit; rma_segs [jobrank]
 * the entries above. Written by the library only. */
extern struct pshmex_tm_prefix pshmex_rma_job;
/* What it reads for a tm it leaves to the out-of-line path (NULL, a
 * TM-pair to an endpoint other than 0): size 0, so every rank fails. */
extern const struct pshmex_tm_prefix pshmex_rma_none;

/* [jobrank]: address in this process minus address in that rank's process,
 * for that rank's segment (all zero when every rank mapped the job area at
 * the same address). Set when the segments are attached. */
extern const intptr_t *pshmex_rma_delta;

/* Non-zero while every segment this process may address is mapped here at
 * its owner's address (the usual case): every rank's primordial segment
 * (the job area is mapped at one address everywhere), and every segment
 * bound to another endpoint that was published to this process
 * (gex_EP_PublishBoundSegment maps those at their owners' addresses). Then
 * an owner address is valid here as it is, and the unchecked build uses it
 * so, whatever the team, endpoint or TM-pair. Set to 0 for good, by the
 * library, once one such segment is mapped elsewhere (or the job area is):
 * the unchecked build then translates every address out of line. */
extern int pshmex_rma_same_addresses;

/* A TM-pair (gex_TM_Pair) is an endpoint address with bit 0 set and the
 * remote endpoint index in bits 1..6 (src/core/objects.h): non-zero for a
 * pair whose remote endpoint is not the primordial one. */
#define PSHMEX_TM_PAIR_EP_BITS ((uintptr_t)0x7e)

/* The one switch: PSHMEX_RMA_CHECKED sends every call out of line (debug
 * build); PSHMEX_RMA_INLINE_CHECKS checks inline (the default). */
#if defined(PSHMEX_DEBUG) && PSHMEX_DEBUG
#define PSHMEX_RMA_CHECKED       1
#define PSHMEX_RMA_INLINE_CHECKS 0
#elif defined(PSHMEX_UNCHECKED)
#define PSHMEX_RMA_CHECKED       0
#define PSHMEX_RMA_INLINE_CHECKS 0
#else
#define PSHMEX_RMA_CHECKED       0
#define PSHMEX_RMA_INLINE_CHECKS 1
#endif
#define PSHMEX_UNLIKELY(_x) __builtin_expect(!!(_x), 0)

/* Flags that need the out-of-line path even without checks. */
#define PSHMEX_RMA_SLOW_FLAGS (GEX_FLAG_SELF_SEG_OFFSET | GEX_FLAG_PEER_SEG_OFFSET)

/* What an out-of-line check is asked to verify besides the addresses. */
#define PSHMEX_RMA_LC_NB  1 /* lc_opt of an NB Put */
#define PSHMEX_RMA_LC_NBI 2 /* lc_opt of an NBI Put */

/* Slow path: checks (fatal naming call), SEG_OFFSET translation; returns
 * the address of [remote, remote + nbytes) of (tm, rank) in this process.
 * tm NULL: rank is a jobrank (GASNet-1 node). */
extern void *pshmex_RMA_Peer(const char *_call, gex_TM_t _tm, gex_Rank_t _rank, void *_remote,
                             size_t _nbytes, gex_Flags_t _flags) __attribute__((__cold__));
/* Slow path of pshmex_rma_peer_poll (unchecked build): polls if this
 * process's poll-wanted word is set, then returns the address of remote on
 * (tm, rank) in this process (tm NULL: rank is a jobrank). */
extern void *pshmex_RMA_PollPeer(const char *_call, gex_TM_t _tm, gex_Rank_t _rank, void *_remote,
                                 size_t _nbytes, gex_Flags_t _flags) __attribute__((__cold__));
/* Slow path of pshmex_rma_translate (unchecked build, once some segment is
 * mapped here at another address than its owner's): the address of remote
 * on (tm, rank) in this process, whichever endpoint's segment that names
 * (tm NULL: rank is a jobrank). */
extern void *pshmex_RMA_Translate(const char *_call, gex_TM_t _tm, gex_Rank_t _rank, void *_remote,
                                  gex_Flags_t _flags) __attribute__((__cold__));
/* Slow path for the local address (SELF_SEG_OFFSET, and checks): the
 * GEX_FLAG_SELF_SEG_* flags name the segment bound to tm's local endpoint
 * (tm NULL: the primordial one). */
extern void *pshmex_RMA_SelfTM(const char *_call, gex_TM_t _tm, void *_local, size_t _nbytes,
                               gex_Flags_t _flags) __attribute__((__cold__));
/* The same for the primordial endpoint: what clients built against the
 * headers before pshmex_RMA_SelfTM call. */
extern void *pshmex_RMA_Self(const char *_call, void *_local, size_t _nbytes, gex_Flags_t _flags)
    __attribute__((__cold__));
/* Checks of an lc_opt (kind PSHMEX_RMA_LC_*) or of a value size (kind 0). */
extern void pshmex_RMA_CheckArg(const char *_call, int _kind, gex_Event_t *_lc_opt, size_t _nbytes);

/* s if [remote, remote + nbytes) lies in s's segment, else NULL. For a
 * constant nbytes up to 8 (words, value forms, atomics) one subtraction
 * and one compare with fit8; else one subtraction, one add with carry and
 * one compare with size. Either way remote below base wraps to an offset
 * that fails. (Computing the end in 128 bits makes the general test one
 * branch, but twice the instructions, which cost more here: #18.) */
static inline const struct pshmex_rma_seg *pshmex_rma_in_seg(const struct pshmex_rma_seg *_s,
                                                             const void *_remote, size_t _nbytes)
{
    if (__builtin_constant_p(_nbytes) && _nbytes <= 8)
        return PSHMEX_UNLIKELY((uintptr_t)_remote - _s->_base >= _s->_fit8) ? 0 : _s;
    uintptr_t _end;
    if (PSHMEX_UNLIKELY(__builtin_add_overflow((uintptr_t)_remote - _s->_base, _nbytes, &_end) ||
                        _end > _s->_size))
        return 0;
    return _s;
}

/* The entry array and size that the inline check reads for (tm, flags):
 * the team's own; pshmex_rma_job for a jobrank; pshmex_rma_none for a
 * NULL team or a TM-pair to an endpoint other than 0 (their segments are
 * found out of line). Arithmetic on tm and flags only, so a loop over one
 * tm selects once, before the loop. */
static inline const struct pshmex_tm_prefix *pshmex_rma_view(gex_TM_t _tm, gex_Flags_t _flags)
{
    /* Selected with masks, not branches: a compiler hoists the arithmetic
     * out of a loop, where it may not move a branch. */
    const uintptr_t _v = (uintptr_t)_tm;
    const uintptr_t _job = (uintptr_t)&pshmex_rma_job, _none = (uintptr_t)&pshmex_rma_none;
    const uintptr_t _pair = 0 - (_v & 1);
    const uintptr_t _jobrank = (_flags & GEX_FLAG_RANK_IS_JOBRANK) ? ~(uintptr_t)0 : 0;
    const uintptr_t _pair_ep = _pair & (0 - (uintptr_t)((_v & PSHMEX_TM_PAIR_EP_BITS) != 0));
    const uintptr_t _null_team = ~_jobrank & (0 - (uintptr_t)(_v == 0));
    const uintptr_t _alt = _job ^ ((_job ^ _none) & (_pair_ep | _null_team));
    return (const struct pshmex_tm_prefix *)(_v ^ ((_v ^ _alt) & (_pair | _jobrank | _null_team)));
}

/* The inline check (default build): the entry of (tm, rank) (the team's
 * copy, or pshmex_rma_job's) if rank is in range and [remote, remote +
 * nbytes) lies in that rank's bound segment as this process last saw it;
 * NULL otherwise, and then the caller takes the out-of-line path, which
 * reports the failure (or records a newly seen segment, or allows a 0-byte
 * transfer outside any segment, and goes on). Before init pshmex_rma_job
 * has size 0 and no team exists; after exit every entry fails (see
 * pshmex_rma_seg). */
static inline const struct pshmex_rma_seg *pshmex_rma_check(gex_TM_t _tm, gex_Rank_t _rank,
                                                            const void *_remote, size_t _nbytes,
                                                            gex_Flags_t _flags)
{
    const struct pshmex_tm_prefix *_t = pshmex_rma_view(_tm, _flags);
    if (PSHMEX_UNLIKELY(_rank >= _t->_size))
        return 0;
    return pshmex_rma_in_seg(&_t->_rma_segs[_rank], _remote, _nbytes);
}

/* The unchecked build's translation of an owner address of (tm, rank) (a
 * team rank; a jobrank for GEX_FLAG_RANK_IS_JOBRANK, a TM-pair or tm NULL,
 * a GASNet-1 node) into this process's address: the address itself while
 * every segment is mapped at its owner's address, else out of line. Also
 * the out-of-line path's (pshmex_RMA_PollPeer). */
static inline void *pshmex_rma_translate(const char *_call, gex_TM_t _tm, gex_Rank_t _rank,
                                         void *_remote, gex_Flags_t _flags)
{
    if (__builtin_expect(__atomic_load_n(&pshmex_rma_same_addresses, __ATOMIC_RELAXED), 1))
        return _remote;
    return pshmex_RMA_Translate(_call, _tm, _rank, _remote, _flags);
}

/* p, through an empty asm the compiler cannot see into. The inline Put and
 * Get paths pass remote to their slow path this way: without it GCC 12
 * computed the address straight into the call's argument register ahead of
 * the poll test, then loaded the poll-wanted word into the register that
 * arithmetic had just freed, so the load came after it. With the copy the
 * load comes first: pshmbench's unchecked 8-byte Put loop went from 2
 * cycles to 1.5 at two of its four placements, as fast as a bare store
 * behind the same test there, and the checked one from 0.74 to 0.72 ns at
 * all four (#18). */
static inline void *pshmex_rma_opaque(void *_p)
{
    __asm__("" : "+r"(_p));
    return _p;
}

static inline void *pshmex_rma_peer(const char *_call, gex_TM_t _tm, gex_Rank_t _rank,
                                    void *_remote, size_t _nbytes, gex_Flags_t _flags)
{
    if (PSHMEX_RMA_CHECKED || (_flags & PSHMEX_RMA_SLOW_FLAGS))
        return pshmex_RMA_Peer(_call, _tm, _rank, _remote, _nbytes, _flags);
    if (PSHMEX_RMA_INLINE_CHECKS) {
        if (PSHMEX_UNLIKELY(!pshmex_rma_check(_tm, _rank, _remote, _nbytes, _flags)))
            return pshmex_RMA_Peer(_call, _tm, _rank, pshmex_rma_opaque(_remote), _nbytes, _flags);
        return _remote; /* an entry that passes has delta 0 (pshmex_rma_seg) */
    }
    return pshmex_rma_translate(_call, _tm, _rank, _remote, _flags);
}

/* pshmex_progress_check, then pshmex_rma_peer: for the calls that poll
 * when asked (blocking Put and Get, their value forms). The unchecked
 * build folds the address translation into the progress test: once some
 * segment is mapped here at another address than its owner's, the
 * poll-wanted word is always set (pshmex_progress.h), so the one load that
 * tests for a poll also sends such calls out of line to translate. An
 * unchecked 8-byte Put in a loop is then one test of that word and the
 * store (#18). */
static inline void *pshmex_rma_peer_poll(const char *_call, gex_TM_t _tm, gex_Rank_t _rank,
                                         void *_remote, size_t _nbytes, gex_Flags_t _flags)
{
    if (PSHMEX_RMA_CHECKED || PSHMEX_RMA_INLINE_CHECKS || (_flags & PSHMEX_RMA_SLOW_FLAGS)) {
        pshmex_progress_check();
        return pshmex_rma_peer(_call, _tm, _rank, _remote, _nbytes, _flags);
    }
    if (PSHMEX_UNLIKELY(pshmex_poll_wanted()))
        return pshmex_RMA_PollPeer(_call, _tm, _rank, pshmex_rma_opaque(_remote), _nbytes, _flags);
    return _remote;
}

static inline void *pshmex_rma_self(const char *_call, gex_TM_t _tm, const void *_local,
                                    size_t _nbytes, gex_Flags_t _flags)
{
    if (PSHMEX_RMA_CHECKED || (_flags & GEX_FLAG_SELF_SEG_OFFSET) ||
        (PSHMEX_RMA_INLINE_CHECKS && PSHMEX_UNLIKELY(!_local && _nbytes)))
        return pshmex_RMA_SelfTM(_call, _tm, (void *)(uintptr_t)_local, _nbytes, _flags);
    return (void *)(uintptr_t)_local;
}

/* A value size out of 1..sizeof(gex_RMA_Value_t) is reported out of line. */
static inline void pshmex_rma_check_val(const char *_call, size_t _nbytes)
{
    if (PSHMEX_RMA_CHECKED ||
        (PSHMEX_RMA_INLINE_CHECKS && PSHMEX_UNLIKELY(_nbytes - 1 >= sizeof(gex_RMA_Value_t))))
        pshmex_RMA_CheckArg(_call, 0, GEX_EVENT_NOW, _nbytes);
}

static inline void pshmex_rma_copy(void *_dest, const void *_src, size_t _nbytes)
{
    if (_nbytes) /* memcpy's pointers must be valid even for 0 bytes */
        memcpy(_dest, _src, _nbytes);
}

/* Local completion is immediate: a leaf event is already complete. */
static inline void pshmex_rma_lc_done(const char *_call, int _kind, gex_Event_t *_lc_opt)
{
    if (PSHMEX_RMA_CHECKED)
        pshmex_RMA_CheckArg(_call, _kind, _lc_opt, 0);
    if ((uintptr_t)_lc_opt > (uintptr_t)GEX_EVENT_GROUP)
        *_lc_opt = GEX_EVENT_INVALID;
}

/* Store the low-order nbytes of value as a native nbytes-wide integer. */
static inline void pshmex_rma_store_val(void *_dest, gex_RMA_Value_t _value, size_t _nbytes)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    memcpy(_dest, (const char *)&_value + (sizeof _value - _nbytes), _nbytes);
#else
    memcpy(_dest, &_value, _nbytes);
#endif
}

/* Read a native nbytes-wide integer, zero-extended. */
static inline gex_RMA_Value_t pshmex_rma_load_val(const void *_src, size_t _nbytes)
{
    gex_RMA_Value_t _value = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    memcpy((char *)&_value + (sizeof _value - _nbytes), _src, _nbytes);
#else
    memcpy(&_value, _src, _nbytes);
#endif
    return _value;
}

/* ------------------------------------------------------------------ */
/* Contiguous Put and Get                                              */
/* ------------------------------------------------------------------ */

/** Put nbytes from src to dest on (tm, rank); returns 0 when remotely complete. */
static inline int gex_RMA_PutBlocking(gex_TM_t _tm, gex_Rank_t _rank, void *_dest, const void *_src,
                                      size_t _nbytes, gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_PutBlocking";
    pshmex_rma_copy(pshmex_rma_peer_poll(_call, _tm, _rank, _dest, _nbytes, _flags),
                    pshmex_rma_self(_call, _tm, _src, _nbytes, _flags), _nbytes);
    return 0;
}

/** Put, adding it to the implicit set (GEX_EC_PUT; GEX_EC_LC with GEX_EVENT_GROUP); 0. */
static inline int gex_RMA_PutNBI(gex_TM_t _tm, gex_Rank_t _rank, void *_dest, const void *_src,
                                 size_t _nbytes, gex_Event_t *_lc_opt, gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_PutNBI";
    pshmex_rma_copy(pshmex_rma_peer(_call, _tm, _rank, _dest, _nbytes, _flags),
                    pshmex_rma_self(_call, _tm, _src, _nbytes, _flags), _nbytes);
    pshmex_rma_lc_done(_call, PSHMEX_RMA_LC_NBI, _lc_opt);
    return 0;
}

/** Put with an explicit root event (GEX_EVENT_INVALID: already complete). */
static inline gex_Event_t gex_RMA_PutNB(gex_TM_t _tm, gex_Rank_t _rank, void *_dest,
                                        const void *_src, size_t _nbytes, gex_Event_t *_lc_opt,
                                        gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_PutNB";
    pshmex_rma_copy(pshmex_rma_peer(_call, _tm, _rank, _dest, _nbytes, _flags),
                    pshmex_rma_self(_call, _tm, _src, _nbytes, _flags), _nbytes);
    pshmex_rma_lc_done(_call, PSHMEX_RMA_LC_NB, _lc_opt);
    return GEX_EVENT_INVALID;
}

/** Get nbytes from src on (tm, rank) into dest; returns 0 when the data is in dest. */
static inline int gex_RMA_GetBlocking(gex_TM_t _tm, void *_dest, gex_Rank_t _rank, void *_src,
                                      size_t _nbytes, gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_GetBlocking";
    pshmex_rma_copy(pshmex_rma_self(_call, _tm, _dest, _nbytes, _flags),
                    pshmex_rma_peer_poll(_call, _tm, _rank, _src, _nbytes, _flags), _nbytes);
    return 0;
}

/** Get, adding it to the implicit set (GEX_EC_GET); 0. */
static inline int gex_RMA_GetNBI(gex_TM_t _tm, void *_dest, gex_Rank_t _rank, void *_src,
                                 size_t _nbytes, gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_GetNBI";
    pshmex_rma_copy(pshmex_rma_self(_call, _tm, _dest, _nbytes, _flags),
                    pshmex_rma_peer(_call, _tm, _rank, _src, _nbytes, _flags), _nbytes);
    return 0;
}

/** Get with an explicit root event (GEX_EVENT_INVALID: already complete). */
static inline gex_Event_t gex_RMA_GetNB(gex_TM_t _tm, void *_dest, gex_Rank_t _rank, void *_src,
                                        size_t _nbytes, gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_GetNB";
    pshmex_rma_copy(pshmex_rma_self(_call, _tm, _dest, _nbytes, _flags),
                    pshmex_rma_peer(_call, _tm, _rank, _src, _nbytes, _flags), _nbytes);
    return GEX_EVENT_INVALID;
}

/* ------------------------------------------------------------------ */
/* Value-based payloads (0 < nbytes <= SIZEOF_GEX_RMA_VALUE_T)         */
/* ------------------------------------------------------------------ */

/** Store the low-order nbytes of value at dest on (tm, rank); 0. */
static inline int gex_RMA_PutBlockingVal(gex_TM_t _tm, gex_Rank_t _rank, void *_dest,
                                         gex_RMA_Value_t _value, size_t _nbytes, gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_PutBlockingVal";
    pshmex_rma_check_val(_call, _nbytes);
    pshmex_rma_store_val(pshmex_rma_peer_poll(_call, _tm, _rank, _dest, _nbytes, _flags), _value,
                         _nbytes);
    return 0;
}

/** Value Put into the implicit set (GEX_EC_PUT); 0. */
static inline int gex_RMA_PutNBIVal(gex_TM_t _tm, gex_Rank_t _rank, void *_dest,
                                    gex_RMA_Value_t _value, size_t _nbytes, gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_PutNBIVal";
    pshmex_rma_check_val(_call, _nbytes);
    pshmex_rma_store_val(pshmex_rma_peer(_call, _tm, _rank, _dest, _nbytes, _flags), _value,
                         _nbytes);
    return 0;
}

/** Value Put with a root event (GEX_EVENT_INVALID: already complete). */
static inline gex_Event_t gex_RMA_PutNBVal(gex_TM_t _tm, gex_Rank_t _rank, void *_dest,
                                           gex_RMA_Value_t _value, size_t _nbytes,
                                           gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_PutNBVal";
    pshmex_rma_check_val(_call, _nbytes);
    pshmex_rma_store_val(pshmex_rma_peer(_call, _tm, _rank, _dest, _nbytes, _flags), _value,
                         _nbytes);
    return GEX_EVENT_INVALID;
}

/** Read nbytes at src on (tm, rank) as a native integer, zero-extended. */
static inline gex_RMA_Value_t gex_RMA_GetBlockingVal(gex_TM_t _tm, gex_Rank_t _rank, void *_src,
                                                     size_t _nbytes, gex_Flags_t _flags)
{
    static const char _call[] = "gex_RMA_GetBlockingVal";
    pshmex_rma_check_val(_call, _nbytes);
    return pshmex_rma_load_val(pshmex_rma_peer_poll(_call, _tm, _rank, _src, _nbytes, _flags),
                               _nbytes);
}

/* ------------------------------------------------------------------ */
/* Events                                                              */
/* ------------------------------------------------------------------ */
/* Test/Wait are prohibited in handler context, while holding an HSL, in a
 * no-interrupt section and between an AM Prepare and its Commit, which
 * every build checks (as for the AM calls). Test is out of line; so is
 * Wait, except for its most common case, inline below. */

/** 0 and the event is consumed if it has completed, GASNET_ERR_NOT_READY otherwise. Does not poll.
 *  In a job with more ranks than CPUs, every 64th call of a thread that finds its operation not
 *  done yields the CPU (as gasnet_AMPoll), so that a loop of Tests lets the ranks it waits for
 *  run. */
extern int gex_Event_Test(gex_Event_t _event);
/** Wait until the event completes, consuming it. */
extern void gex_Event_Wait(gex_Event_t _event);

/* ABI, not API: nonzero while this thread is in a restricted context
 * (running an AM handler, holding an HSL, in a no-interrupt section, or
 * between an AM Prepare and its Commit), kept by the library. */
extern __thread unsigned int pshmex_thread_restricted;

/* gex_Event_Wait of an event that completed at once (GEX_EVENT_INVALID:
 * every RMA and atomic call here) outside a restricted context is inline:
 * the progress test of a blocking call, nothing else. Everything else,
 * and a call in a restricted context (which is then reported), goes to the
 * library. Why (#18, pshmbench atomics): the call through the PLT cost
 * about 0.7 ns beside a 2 ns fetch-add. */
static inline int pshmex_event_wait_now(gex_Event_t _event)
{
#if !(defined(PSHMEX_DEBUG) && PSHMEX_DEBUG)
    if (__builtin_expect(_event == GEX_EVENT_INVALID && !pshmex_thread_restricted, 1)) {
        pshmex_progress_check();
        return 1;
    }
#else
    (void)_event;
#endif
    return 0; /* the library's Wait must run (and may report) */
}
static inline void pshmex_Event_Wait_inline(gex_Event_t _event)
{
    if (!pshmex_event_wait_now(_event))
        gex_Event_Wait(_event);
}
#define gex_Event_Wait(_event) pshmex_Event_Wait_inline(_event)

/* How an ABI sync call below syncs (its mode): a Test makes no poll call;
 * a Wait blocks, and polls when asked (pshmex_progress.h) even if the
 * operations had completed; GASNet-1's try polls so, then tests (spec 003:
 * "Test does not AMPoll as try does"). */
#define PSHMEX_SYNC_TEST 0
#define PSHMEX_SYNC_WAIT 1
#define PSHMEX_SYNC_TRY  2

/* ABI behind the GASNet-1 syncnb calls and the array forms: sync one event
 * or an array (all: every event, else some) as mode (PSHMEX_SYNC_*) says;
 * call names the API call for messages. */
extern int pshmex_Event_Sync(gex_Event_t _event, int _mode, const char *_call);
extern int pshmex_Event_SyncArray(gex_Event_t *_pevent, size_t _numevents, gex_Flags_t _flags,
                                  int _all, int _mode, const char *_call);

/** 0 if any event completed (or all are INVALID); completed ones become INVALID. Does not poll. */
static inline int gex_Event_TestSome(gex_Event_t *_pevent, size_t _numevents, gex_Flags_t _flags)
{
    return pshmex_Event_SyncArray(_pevent, _numevents, _flags, 0, PSHMEX_SYNC_TEST,
                                  "gex_Event_TestSome");
}

/** Wait until an event completes (or all are INVALID); completed ones become INVALID. */
static inline void gex_Event_WaitSome(gex_Event_t *_pevent, size_t _numevents, gex_Flags_t _flags)
{
    (void)pshmex_Event_SyncArray(_pevent, _numevents, _flags, 0, PSHMEX_SYNC_WAIT,
                                 "gex_Event_WaitSome");
}

/** 0 if every event completed; completed ones become INVALID. Does not poll. */
static inline int gex_Event_TestAll(gex_Event_t *_pevent, size_t _numevents, gex_Flags_t _flags)
{
    return pshmex_Event_SyncArray(_pevent, _numevents, _flags, 1, PSHMEX_SYNC_TEST,
                                  "gex_Event_TestAll");
}

/** Wait until every event completes; all entries become INVALID. */
static inline void gex_Event_WaitAll(gex_Event_t *_pevent, size_t _numevents, gex_Flags_t _flags)
{
    (void)pshmex_Event_SyncArray(_pevent, _numevents, _flags, 1, PSHMEX_SYNC_WAIT,
                                 "gex_Event_WaitAll");
}

/**
 * The leaf event of category event_category (one GEX_EC_*, not ALL) of a
 * root event. Every leaf of an operation is complete when it returns, so the
 * leaf of GEX_EVENT_INVALID is GEX_EVENT_INVALID.
 */
extern gex_Event_t gex_Event_QueryLeaf(gex_Event_t _root, gex_EC_t _event_category);

/* ------------------------------------------------------------------ */
/* Implicit-handle (NBI) synchronization and access regions            */
/* ------------------------------------------------------------------ */

/** 0 if the calling thread's NBI operations in event_mask are complete. Does not poll. */
extern int gex_NBI_Test(gex_EC_t _event_mask, gex_Flags_t _flags);
/** Wait until the calling thread's NBI operations in event_mask are complete. Polls when
 * asked (pshmex_progress.h), as a Wait does. */
extern void gex_NBI_Wait(gex_EC_t _event_mask, gex_Flags_t _flags);
/** Start collecting this thread's NBI operations into one event (regions do not nest). */
extern void gex_NBI_BeginAccessRegion(gex_Flags_t _flags);
/** End the region; returns the root event of every NBI operation started in it. */
extern gex_Event_t gex_NBI_EndAccessRegion(gex_Flags_t _flags);

#endif /* _PSHMEX_RMA_H */
