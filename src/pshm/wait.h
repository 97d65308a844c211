/* wait.h - the one wait primitive behind every blocking call.
 *
 * A waiter alternates "poll incoming work, test the condition" with a
 * back-off step that escalates: spin (cpu_relax), then sched_yield, then
 * sleep on the rank's doorbell futex. The sleep has a short, growing timeout
 * so that a condition made true by a plain remote store (no doorbell) is
 * still noticed; work handed over through the library rings the doorbell and
 * wakes the sleeper at once. When the job has more ranks than cores the spin
 * phase is cut short, so a waiter never holds a core its peer needs; a
 * keyed wait (PSHM_WAIT_UNTIL_KEYED, src/pshm/cospin.h) spins in the yield
 * phase while every rank bound to its core waits for the same collective.
 *
 * Protocol (Dekker through two seq_cst fences):
 *   waiter: sleeping=1; fence; seq=doorbell; test condition / poll; futex_wait(doorbell, seq)
 *   waker:  publish work; fence; if (sleeping) { doorbell++; futex_wake }
 * Either the waiter sees the work, or the waker sees sleeping=1 and the
 * bumped doorbell makes futex_wait return.
 */
#ifndef PSHM_WAIT_H
#define PSHM_WAIT_H

#include <stdbool.h>
#include <stdint.h>

#include "pshm/cospin.h"
#include "pshm/job.h"

enum pshm_wait_mode { PSHM_WAIT_SPIN = 0, PSHM_WAIT_BLOCK = 1, PSHM_WAIT_SPINBLOCK = 2 };

enum pshm_wait_phase { PSHM_PHASE_SPIN, PSHM_PHASE_YIELD, PSHM_PHASE_SLEEP };

/* Back-off state of one wait loop. */
struct pshm_waiter {
    uint32_t iter;              /* steps taken since the last progress */
    uint32_t yields;            /* sched_yield()s taken after the spin phase */
    uint32_t sleep_us;          /* last futex timeout */
    uint32_t seq;               /* doorbell value read by pshm_wait_prepare */
    uint64_t spin_until;        /* monotonic ns at which spinning stops */
    enum pshm_wait_phase phase; /* what the coming step does */
    bool armed;                 /* sleeping count raised by pshm_wait_prepare */
    uint64_t progress;          /* pshm_progress_count at the last step */
    uint64_t ending_since;      /* monotonic ns at which the job's end was seen, 0 */
    /* keyed waits (src/pshm/cospin.h), kept when progress restarts the
     * back-off: */
    uint64_t key;     /* the wait's key, 0: not keyed */
    uint32_t cospins; /* spin steps in a row instead of yields */
    bool cleared;     /* a step exchanged our poll-wanted word from 1 to 0 */
};
#define PSHM_WAITER_INIT                                                                           \
    {                                                                                              \
        0, 0, 0, 0, 0, PSHM_PHASE_SPIN, false, 0, 0, 0, 0, false                                   \
    }

/* Progress made outside pshm_poll, e.g. by a wait condition that advances
 * the collectives itself, restarts the back-off of this thread's waits as
 * well: whoever makes it calls pshm_note_progress. */
extern _Thread_local uint64_t pshm_progress_count;
static inline void pshm_note_progress(void)
{
    pshm_progress_count++;
}

/* Set the process's wait mode (GASNET_WAIT_MODE, gasnet_set_waitmode). */
void pshm_set_wait_mode(enum pshm_wait_mode mode);
enum pshm_wait_mode pshm_get_wait_mode(void);

/* Progress hook: polls incoming work (AM queues, #3). Returns true if it did
 * something. Installed by upper layers; NULL until then. */
typedef bool (*pshm_poll_fn)(void);
void pshm_set_poll_hook(pshm_poll_fn fn);

/* Poll once: run the hook, then leave the process if the job is ending.
 * Returns true if any work was done. */
bool pshm_poll(void);

/* Poll once for a call that never waits (include/pshmex_progress.h): run
 * the hook; once the job is ending, leave the process only after such
 * calls have gone on for PSHM_ENDING_RETEST_NS since this thread first
 * saw the end (as a wait does). Returns true if work was done or the job is ending (then the
 * caller asks to be polled again). */
bool pshm_poll_nonwaiting(void);

/* While held (calls nest), pshm_poll on this thread only checks for the
 * job's end. The bootstrap barrier holds it: inside gasnet_attach or
 * gex_Client_Init, a peer that already left the barrier may send AMs whose
 * handlers the client has not set up yet; they run after the call. */
void pshm_hold_polling(bool hold);

/* Before testing the condition: if the next step would sleep, raise the
 * sleeping flag and read the doorbell (the order matters, see above). */
void pshm_wait_prepare(struct pshm_waiter *w);

/* After the condition tested false: poll, then spin, yield or sleep.
 * Once the job is ending, the step keeps polling and yielding for up to
 * PSHM_ENDING_RETEST_NS so that a condition a departing peer made true
 * just before it left (the barrier it completed, then gasnet_exit) still
 * ends the wait and the rank goes on to print and exit by itself; a wait
 * that cannot end leaves the process (stdio flushed). */
void pshm_wait_step(struct pshm_waiter *w);

/* Wait until cond holds, polling. cond is evaluated repeatedly; a cond
 * that already holds costs one test (prepare matters only before a step
 * that may sleep, which comes after a false test). */
#define PSHM_WAIT_UNTIL(cond) PSHM_WAIT_UNTIL_KEYED(cond, 0)

/* The same, keyed (src/pshm/cospin.h): key_, if not 0, names the flat
 * collective the wait is for; in the yield phase the wait may then spin
 * while every core-mate waits for the same one. */
#define PSHM_WAIT_UNTIL_KEYED(cond, key_)                                                          \
    do {                                                                                           \
        if (cond)                                                                                  \
            break;                                                                                 \
        struct pshm_waiter pshm_w_ = PSHM_WAITER_INIT;                                             \
        pshm_w_.key = pshm_wait_key_usable(key_);                                                  \
        for (;;) {                                                                                 \
            pshm_wait_prepare(&pshm_w_);                                                           \
            if (cond)                                                                              \
                break;                                                                             \
            pshm_wait_step(&pshm_w_);                                                              \
        }                                                                                          \
        pshm_wait_done(&pshm_w_);                                                                  \
        if (pshm_w_.key)                                                                           \
            pshm_wait_key_end(&pshm_w_);                                                           \
    } while (0)

/* One spin step: a pause for the core (and its sibling thread). */
static inline void pshm_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* Ask for p's line in the state that lets this core write it (x86
 * PREFETCHW: a no-op on cores without it; elsewhere a write prefetch).
 * A hint: it moves no data a program can see. */
static inline void pshm_prefetch_write(const void *p)
{
#if defined(__x86_64__) || defined(__i386__)
    __asm__ __volatile__("prefetchw %0" ::"m"(*(const char *)p));
#else
    __builtin_prefetch(p, 1, 3);
#endif
}

/* Lower the sleeping flag if the loop ended while armed. */
void pshm_wait_done(struct pshm_waiter *w);

/* Wake rank r if it sleeps. Call after publishing the work (release). */
void pshm_wake_rank(uint32_t r);

/* Ring rank r's doorbell and FUTEX_WAKE it (it was seen sleeping). */
void pshm_ring_doorbell(uint32_t r);

/* The wake check without its fence, for a caller whose publication was a
 * seq_cst read-modify-write (see pshm_wake_rank_after_rmw): then one RMW
 * serves several ranks. The load must be seq_cst: the no-lost-wake-up
 * argument needs it in the single total order with the publishing RMW and
 * with the waiter's seq_cst fence between raising `sleeping` and reading
 * the doorbell (pshm_wait_prepare); a relaxed load may be satisfied before
 * the publication on weakly ordered CPUs, miss the sleeper, and leave it
 * asleep. On x86-64 a seq_cst load is a plain load, so this is free. */
static inline void pshm_wake_if_sleeping(uint32_t r)
{
    if (atomic_load_explicit(&pshm_ctrl(r)->sleeping, memory_order_seq_cst))
        pshm_ring_doorbell(r);
}

/* pshm_wake_rank for a caller whose publication was itself a seq_cst
 * read-modify-write (e.g. the AM queues' exchange of a slot's sequence):
 * that RMW already orders the publication before the load of the sleeping
 * flag, in the single total order that also holds the waiter's fence, so
 * the fence is skipped. The hot path is one load of a line that is shared,
 * not written, while the receiver is awake. */
static inline void pshm_wake_rank_after_rmw(uint32_t r)
{
    if (atomic_load_explicit(&pshm_ctrl(r)->sleeping, memory_order_seq_cst))
        pshm_ring_doorbell(r);
}

/* Asymmetric fence (Linux membarrier GLOBAL_EXPEDITED). A waker on a hot
 * path (an AM send) would pay a full fence, which stalls it until its
 * publishing store owns a line the receiver polls: one cache-line transfer
 * per message, serialized (3 M msg/s where a ring with release stores does
 * 24 M). Instead every rank registers at join (pshm_wait_join) and a
 * sleeper, after raising `sleeping` and its own fence, has the kernel run a
 * full barrier on every CPU that runs a registered process; the waker then
 * needs only a compiler barrier between its publication and its load of
 * `sleeping` (Dekker with one heavy and one light fence: the publication is
 * ordered before the load either way). Only a sleeper pays (about 1.5 us,
 * once per sleep). Where membarrier is missing, pshm_asym_fence is false
 * and wakers fence as before. */
extern bool pshm_asym_fence;

/* At join, before any peer may send to us: register for the sleeper's
 * barrier and set pshm_asym_fence. */
void pshm_wait_join(void);

/* The heavy half of an asymmetric fence: a full barrier on every running
 * thread of every registered process, this one's included (only when
 * pshm_asym_fence). */
void pshm_asym_fence_heavy(void);

/* pshm_wake_rank for a publication made with a release store: a compiler
 * barrier when every rank is registered (pshm_asym_fence), else a full
 * fence. The load is seq_cst for the no-lost-wake-up argument of
 * pshm_wake_if_sleeping (a plain load on x86-64). */
static inline bool pshm_must_wake(struct pshm_rank_ctrl *c)
{
    if (__builtin_expect(pshm_asym_fence, 1))
        atomic_signal_fence(memory_order_seq_cst); /* the sleeper's membarrier is the other half */
    else
        atomic_thread_fence(memory_order_seq_cst); /* pairs with pshm_wait_prepare's fence */
    return atomic_load_explicit(&c->sleeping, memory_order_seq_cst);
}

static inline void pshm_wake_rank_light(uint32_t r)
{
    if (pshm_must_wake(pshm_ctrl(r)))
        pshm_ring_doorbell(r);
}

/* Ask rank r (possibly ourselves) to poll at its next call that never
 * waits (include/pshmex_progress.h): after publishing an AM to it. Release:
 * pairs with the exchange in pshmex_Progress_Poll, so the message is seen
 * by the poll that follows it. One store to a line of r's that only this
 * and the owner's clear write (pshm_rank_ctrl, line 2). */
static inline void pshm_want_poll(uint32_t r)
{
    atomic_store_explicit(&pshm_ctrl(r)->poll_wanted, 1, memory_order_release);
}

/* Our own poll_wanted word, for pshmex_poll_wanted. */
static inline _Atomic uint32_t *pshm_my_poll_word(void)
{
    return &pshm_ctrl(pshm_job.rank)->poll_wanted;
}

/* Calls a client may repeat until something happens elsewhere: a
 * gasnet_AMPoll() that ran nothing, a client's Test or try that found its
 * operation not done (not the library's own tests: core_event_test). The
 * library's own waits yield by themselves (pshm_wait_step); a client's
 * loop of such calls would hold the CPU for its whole time slice, and in
 * a job with more ranks than CPUs the rank it waits for may need that CPU.
 * So there the PSHM_IDLE_YIELD_EVERY-th such call of a thread since its
 * last yield (or its last gasnet_AMPoll() that ran something:
 * pshm_busy_call) yields the CPU once: a loop spins about a microsecond
 * between yields, and a compute loop that tests now and then pays one
 * yield per that many calls. Not for HSL trylocks: their holder is a
 * thread of the same process, which the scheduler shares the process's
 * CPUs with anyway. */
#define PSHM_IDLE_YIELD_EVERY 64u
extern _Thread_local unsigned pshm_idle_calls;
void pshm_idle_yield(void);

static inline void pshm_idle_call(void)
{
    if (pshm_job_oversubscribed() && ++pshm_idle_calls == PSHM_IDLE_YIELD_EVERY)
        pshm_idle_yield();
}

static inline void pshm_busy_call(void)
{
    pshm_idle_calls = 0;
}

/* If the job is ending, leave this process now with the job's exit code,
 * stdio flushed (never called from a signal handler). The ending hook, if
 * set, runs first (once the job is ending) and may not return. */
void pshm_check_exit(void);
void pshm_set_ending_hook(void (*hook)(void));

/* How long a wait goes on testing its condition after the job's end. */
#define PSHM_ENDING_RETEST_NS 20000000u

#endif
