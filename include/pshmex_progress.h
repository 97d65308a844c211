/*
 * pshmex_progress.h - bounded progress from calls that never wait.
 *
 * Included by gasnetex.h (through pshmex_rma.h); do not include it directly.
 *
 * Here a blocking Put or Get, a value Get and a remote atomic complete in
 * the calling thread at once: they have no wait loop, so by themselves they
 * would never run AM handlers. GASNet clients rely on blocking calls making
 * progress now and then, e.g. a thread that loops on gex_RMA_PutBlocking
 * until a handler of its own rank sets a flag, with no other thread
 * polling. Likewise a Wait (and GASNet-1's try) on operations that had
 * completed: spec 003 says a Wait polls, and a client may loop on one
 * alone (a Test makes no poll call: include/pshmex_rma.h, PSHMEX_SYNC_*).
 * So each such call loads this process's "poll wanted" word, a
 * word in shared memory that every AM sender sets after publishing a
 * message to this rank (and the job's exit notice sets too), and polls
 * once when it is set (pshmex_Progress_Poll: incoming AMs and in-flight
 * collectives, as gasnet_AMPoll; nothing inside a handler, while holding
 * an HSL or in a no-interrupt section). An AM sent to this rank is thus run
 * by the next such call of any of its threads. (A wait for a flat
 * collective of a rank that shares its core clears the word before it
 * polls, and sets it again when it leaves if it ever cleared it:
 * src/pshm/cospin.h.) While a collective of this
 * process is in flight the word stays set and such calls poll every
 * PSHMEX_PROGRESS_EVERY-th time, so a collective advances within that many
 * calls of a thread.
 *
 * Why a load (#18, pshmbench rma): the earlier per-call counter was a
 * read-modify-write that the next call's increment waited for, about
 * 0.35 ns per call on the 2-core test machine, more than the raw 8 B store
 * it sat beside (0.27 ns). A load of a line nobody writes while no AM
 * arrives has no such chain. Other forms of the test (a compare of the
 * word in memory, the whole Put in inline asm, the word's address held in
 * a register) were no faster in pshmbench's loops: docs/design.md,
 * "Progress", has their numbers.
 */
#ifndef _PSHMEX_PROGRESS_H
#define _PSHMEX_PROGRESS_H

#ifndef _GEX_GASNETEX_H
#error "include <gasnetex.h>, not <pshmex_progress.h>"
#endif

/* Calls of a thread between two polls while a collective of this process
 * is in flight and no AM arrives. */
#define PSHMEX_PROGRESS_EVERY 256u

/* The page that holds this process's poll-wanted word (ABI, not API):
 * word PSHMEX_POLL_WORD, nonzero, asks the next call that never waits to
 * poll. Once the process joins a job, the library maps the page of its
 * control area that holds the shared word over this array, so other ranks'
 * stores land here and the test is one load of a fixed address, with no
 * pointer to follow first (#18). Outside a job and after exit it is a
 * private page that is never set. In a job whose ranks mapped the job area
 * at different addresses it is a private page whose word is always set,
 * so that the unchecked build's blocking Put and Get, which fold the rank
 * translation into this test (pshmex_rma.h, pshmex_rma_peer_poll), take
 * their out-of-line path (pshmex_Progress_Poll then polls only when the
 * shared word is set); the library falls back to that page too if it cannot
 * map over this one. */
#define PSHMEX_POLL_PAGE_BYTES 4096
#define PSHMEX_POLL_WORD       32 /* the word at byte 128: struct pshm_rank_ctrl's line 2 */
extern unsigned int pshmex_poll_page[PSHMEX_POLL_PAGE_BYTES / sizeof(unsigned int)];

/* This process's poll-wanted word, as the inline tests read it. */
static inline unsigned int pshmex_poll_wanted(void)
{
    return __atomic_load_n(&pshmex_poll_page[PSHMEX_POLL_WORD], __ATOMIC_RELAXED);
}

/* Slow path: poll once (as gasnet_AMPoll, but never fatal in a handler). */
extern void pshmex_Progress_Poll(void);

/* Called by every call that completes without waiting. Relaxed: the slow
 * path's exchange is the acquire that orders the poll after the message. */
static inline void pshmex_progress_check(void)
{
    if (__builtin_expect(pshmex_poll_wanted() != 0, 0))
        pshmex_Progress_Poll();
}

#endif /* _PSHMEX_PROGRESS_H */
