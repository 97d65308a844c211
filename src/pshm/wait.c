/* wait.c - the wait primitive and doorbells (see wait.h for the protocol). */
#include "pshm/wait.h"

#include <linux/membarrier.h>
#include <sched.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "pshm/cospin.h"
#include "pshm/futex.h"

/* Tuning. Dedicated cores: spin long enough to cover an on-node round trip
 * many times over before paying for a syscall. Oversubscribed: hand the core
 * over at once, since the peer we wait for may need it, and keep yielding
 * rather than sleep: a futex wake-up costs far more than a yield on a VM.
 * 8 ranks on 2 cores, barrier: 37 us with a 1 us spin and 8 yields, 21 us
 * with no time-bounded spin, 7-9 us with no spin at all (not even the 64
 * steps before the first clock read); 114 us sleeping at once. */
#define SPIN_NS_DEDICATED      50000u
#define SPIN_NS_OVERSUBSCRIBED 0u
#define YIELDS_DEDICATED       64u
#define YIELDS_OVERSUBSCRIBED  64u
#define SLEEP_US_FIRST         20u
#define SLEEP_US_MAX           1000u

static _Atomic int wait_mode = PSHM_WAIT_SPINBLOCK;
static _Atomic(pshm_poll_fn) poll_hook;

void pshm_set_wait_mode(enum pshm_wait_mode mode)
{
    atomic_store_explicit(&wait_mode, mode, memory_order_relaxed);
}

enum pshm_wait_mode pshm_get_wait_mode(void)
{
    return (enum pshm_wait_mode)atomic_load_explicit(&wait_mode, memory_order_relaxed);
}

void pshm_set_poll_hook(pshm_poll_fn fn)
{
    atomic_store_explicit(&poll_hook, fn, memory_order_release);
}

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static bool job_ending(void)
{
    struct pshm_job_header *h = pshm_job.hdr;
    return h && atomic_load_explicit(&h->exiting, memory_order_acquire);
}

static _Atomic(void (*)(void)) ending_hook;

void pshm_set_ending_hook(void (*hook)(void))
{
    atomic_store_explicit(&ending_hook, hook, memory_order_release);
}

void pshm_check_exit(void)
{
    if (job_ending()) {
        void (*hook)(void) = atomic_load_explicit(&ending_hook, memory_order_acquire);
        if (hook)
            hook(); /* bootstrap/rank_init.c: the client's SIGQUIT handler */
        struct pshm_job_header *h = pshm_job.hdr;
        int code = (int)(uint32_t)atomic_load_explicit(&h->exit_word, memory_order_acquire);
        fflush(NULL);
        _exit(code);
    }
}

/* Non-zero while this thread waits in the bootstrap barrier. */
static _Thread_local unsigned poll_held;

void pshm_hold_polling(bool hold)
{
    poll_held += hold ? 1u : -1u;
}

static bool run_hook(void)
{
    if (poll_held)
        return false;
    pshm_poll_fn fn = atomic_load_explicit(&poll_hook, memory_order_acquire);
    return fn ? fn() : false;
}

bool pshm_poll(void)
{
    /* The hook first: what a peer sent before it ended the job still runs. */
    bool did = run_hook();
    pshm_check_exit();
    return did;
}

/* Once the job is ending: the first call notes the time in *since, later
 * ones leave the process once PSHM_ENDING_RETEST_NS have passed. A rank
 * that is about to print and leave by itself (its own gasnet_exit) keeps
 * its output. */
static void leave_after_grace(uint64_t *since)
{
    uint64_t t = now_ns();
    if (!*since)
        *since = t;
    else if (t - *since > PSHM_ENDING_RETEST_NS)
        pshm_check_exit();
}

/* When this thread's calls that never wait first saw the job ending. */
static _Thread_local uint64_t nonwaiting_ending_since;

bool pshm_poll_nonwaiting(void)
{
    bool did = run_hook();
    if (!job_ending())
        return did;
    leave_after_grace(&nonwaiting_ending_since); /* as a wait's ending_step */
    return true;                                 /* ask again */
}

/* A wait step once the job is ending (see pshm_wait_step in wait.h). */
static void ending_step(struct pshm_waiter *w)
{
    leave_after_grace(&w->ending_since);
    pshm_wait_done(w);
    run_hook();
    sched_yield();
}

/* Decide what the coming step does; called once per iteration, from
 * pshm_wait_prepare, before the condition is tested. */
static enum pshm_wait_phase next_phase(struct pshm_waiter *w)
{
    enum pshm_wait_mode mode = pshm_get_wait_mode();
    bool over = pshm_job_oversubscribed();
    if (mode == PSHM_WAIT_BLOCK)
        return w->iter < 2 ? PSHM_PHASE_YIELD : PSHM_PHASE_SLEEP;
    if (mode == PSHM_WAIT_SPIN)
        return (over && (w->iter & 255u) == 255u) ? PSHM_PHASE_YIELD : PSHM_PHASE_SPIN;
    uint64_t budget = over ? SPIN_NS_OVERSUBSCRIBED : SPIN_NS_DEDICATED;
    if (w->iter == 0) {
        /* spinning; the deadline is set on the first clock read */
        w->spin_until = budget ? UINT64_MAX : 0;
        w->yields = 0;
    }
    if (w->spin_until) {
        /* Reading the clock every step would dominate a short spin, and at
         * the first step it would cost every short wait (a 2-rank barrier
         * is ~150 ns; a clock read ~20 ns): read it every 64 steps. */
        if ((w->iter & 63u) != 63u)
            return PSHM_PHASE_SPIN;
        uint64_t t = now_ns();
        if (w->spin_until == UINT64_MAX)
            w->spin_until = t + budget;
        if (t < w->spin_until)
            return PSHM_PHASE_SPIN;
        w->spin_until = 0;
        w->yields = 0;
    }
    return w->yields < (over ? YIELDS_OVERSUBSCRIBED : YIELDS_DEDICATED) ? PSHM_PHASE_YIELD
                                                                         : PSHM_PHASE_SLEEP;
}

bool pshm_asym_fence;

static long membarrier(int cmd)
{
    return syscall(__NR_membarrier, cmd, 0, 0);
}

/* Every rank of a job runs the same kernel, so all register or none does
 * (a rank that failed would fence fully as a waker: still correct). */
void pshm_wait_join(void)
{
    long cmds = membarrier(MEMBARRIER_CMD_QUERY);
    pshm_asym_fence = cmds > 0 && (cmds & MEMBARRIER_CMD_GLOBAL_EXPEDITED) &&
                      membarrier(MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED) == 0;
}

void pshm_asym_fence_heavy(void)
{
    (void)membarrier(MEMBARRIER_CMD_GLOBAL_EXPEDITED);
}

void pshm_wait_prepare(struct pshm_waiter *w)
{
    /* test the local, not w->phase: GCC merges phase and armed into one
     * wider load of the field just stored, which cannot be forwarded from
     * the store and stalls every spin step until the store commits
     * (perf annotate of a 2-rank barrier loop: 93% of this function's
     * samples on that load) */
    const enum pshm_wait_phase phase = next_phase(w);
    w->phase = phase;
    if (phase != PSHM_PHASE_SLEEP || w->armed || pshm_job.rank == UINT32_MAX || !pshm_job.hdr)
        return;
    struct pshm_rank_ctrl *c = pshm_ctrl(pshm_job.rank);
    atomic_fetch_add_explicit(&c->sleeping, 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_seq_cst); /* pairs with the fence in pshm_wake_rank */
    /* the heavy half of pshm_wake_rank_light's asymmetric fence: after it,
     * every registered waker's publication made before its (compiler-
     * barrier-only) load of `sleeping` is visible here, or that load sees
     * our flag */
    if (pshm_asym_fence)
        pshm_asym_fence_heavy();
    w->seq = atomic_load_explicit(&c->doorbell, memory_order_relaxed);
    w->armed = true;
}

void pshm_wait_done(struct pshm_waiter *w)
{
    if (w->armed) {
        atomic_fetch_sub_explicit(&pshm_ctrl(pshm_job.rank)->sleeping, 1, memory_order_relaxed);
        w->armed = false;
    }
}

_Thread_local uint64_t pshm_progress_count;

void pshm_wait_step(struct pshm_waiter *w)
{
    if (job_ending() || w->ending_since) {
        ending_step(w);
        return;
    }
    if (w->key) /* keyed: our core-mates read the word (cospin.h) */
        pshm_cospin_before_poll(w);
    const bool did = run_hook();
    if (did && w->key)
        pshm_cospin_after_work();
    if (did || w->progress != pshm_progress_count) {
        /* Progress was made: the caller re-tests right away; restart the
         * back-off so a busy exchange stays in the spin phase (a keyed
         * wait stays keyed). */
        pshm_wait_done(w);
        const uint64_t key = w->key;
        const bool cleared = w->cleared;
        *w = (struct pshm_waiter)PSHM_WAITER_INIT;
        w->key = key;
        w->cleared = cleared;
        w->progress = pshm_progress_count;
        return;
    }
    w->iter++;
    switch (w->phase) {
    case PSHM_PHASE_SPIN: pshm_cpu_relax(); return;
    case PSHM_PHASE_YIELD:
        if (w->key && pshm_cospin_step(w))
            return; /* every core-mate waits for the same collective */
        w->yields++;
        sched_yield();
        return;
    case PSHM_PHASE_SLEEP: break;
    }
    if (!w->armed) { /* the supervisor, or no job yet: nothing to sleep on */
        sched_yield();
        return;
    }
    w->sleep_us = w->sleep_us ? w->sleep_us * 2 : SLEEP_US_FIRST;
    if (w->sleep_us > SLEEP_US_MAX)
        w->sleep_us = SLEEP_US_MAX;
    pshm_futex_wait(&pshm_ctrl(pshm_job.rank)->doorbell, w->seq, (uint64_t)w->sleep_us * 1000u);
    pshm_wait_done(w);
}

_Thread_local unsigned pshm_idle_calls;

void pshm_idle_yield(void)
{
    pshm_idle_calls = 0;
    sched_yield();
}

#if defined(__SANITIZE_THREAD__)
char pshm_tsan_xproc; /* see tsan.h */
#endif

void pshm_wake_rank(uint32_t r)
{
    struct pshm_rank_ctrl *c = pshm_ctrl(r);
    atomic_thread_fence(memory_order_seq_cst); /* pairs with the fence in pshm_wait_prepare */
    if (atomic_load_explicit(&c->sleeping, memory_order_relaxed))
        pshm_ring_doorbell(r);
}

void pshm_ring_doorbell(uint32_t r)
{
    struct pshm_rank_ctrl *c = pshm_ctrl(r);
    atomic_fetch_add_explicit(&c->doorbell, 1, memory_order_relaxed);
    pshm_futex_wake(&c->doorbell, 1 << 30);
}
