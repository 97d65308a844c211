/* cospin.h - keyed waits: ranks bound to one core that all wait for the
 * same flat collective let one of them spin instead of handing the core
 * round (#18).
 *
 * When ranks outnumber cores and share them in turn (src/bootstrap/bind.h),
 * a waiting rank yields its core after each test, so a barrier costs a
 * core at least one sched_yield switch per rank on it. When every rank on
 * the core is waiting for the same flat barrier or small reduction, none of
 * them can do anything until ranks on other cores arrive: a yield only
 * passes the core to another rank that tests and yields again. So a waiter
 * whose wait is keyed (the collective's team slot and step, the same on
 * every member) spins (and polls) instead of yielding while
 *   - every other rank bound to its core publishes the same key, and
 *   - none of them has a message pending (its poll_wanted word is 0: an
 *     AM sender sets it, and a keyed waiter clears it before each poll),
 * for at most PSHM_COSPIN_STEPS steps in a row, then yields once. When the
 * last rank on another core arrives, the spinner leaves at once and its
 * core-mates follow as it yields at its next wait. A core-mate that needs
 * the core for something this cannot see (a second thread of a process, a
 * process outside the job) waits at most one bounded spin.
 *
 * Shared state: the wait_key line of each rank's control area
 * (struct pshm_rank_ctrl, src/pshm/job.h): written by its owner only,
 * read by the ranks bound to the same core. Both sides use relaxed atomics:
 * the key is a hint about whom to hand the core to, never a condition of
 * any wait, so a stale value costs time, not correctness. The poll-wanted
 * word is different: a keyed wait clears it before it polls, so it must
 * set it again when a poll ran something and at the end of the wait if it
 * ever cleared it (pshm_cospin_after_work, pshm_wait_key_end), or a loop
 * of calls that never wait could miss a message or the job's end.
 */
#ifndef PSHM_COSPIN_H
#define PSHM_COSPIN_H

#include <stdbool.h>
#include <stdint.h>

/* Spin steps in a row before a keyed waiter yields once anyway (8 ranks on
 * 2 cores: a step is under 100 ns, a hand-over about 1.6 us). Keyed waits
 * reach the sleep phase correspondingly later: only yields count there. */
#define PSHM_COSPIN_STEPS 32u

struct pshm_waiter;

/* A flat collective's key: its team's context slot, the job rank of the
 * team's first member (teams of disjoint members may use the same slot)
 * and its step; the same on every member. */
static inline uint64_t pshm_wait_key_of(uint32_t slot, uint32_t first, uint64_t step)
{
    return ((uint64_t)(slot + 1) << 56) ^ ((uint64_t)first << 42) ^
           (step & ((UINT64_C(1) << 56) - 1));
}

/* key, or 0 if this rank has no core-mates: ranks bound to its core, in an
 * oversubscribed job, at most a few (found at the first call). The key of
 * PSHM_WAIT_UNTIL_KEYED (src/pshm/wait.h); the wait is keyed when this is
 * not 0. */
uint64_t pshm_wait_key_usable(uint64_t key);

/* A keyed wait's step, before it polls: clear our poll-wanted word if set
 * (the core-mates read it as "a message is pending"), noting it in
 * w->cleared; the poll that follows sees every message whose sender set it
 * before (as pshmex_Progress_Poll). */
void pshm_cospin_before_poll(struct pshm_waiter *w);

/* A keyed wait's step whose poll ran something: set the word again (a poll
 * runs a bounded batch, more may be waiting), so that no core-mate spins
 * while we have work. */
void pshm_cospin_after_work(void);

/* A keyed wait's step, instead of a yield: true if it spun (every core-mate
 * waits with the same key and has nothing pending, fewer than
 * PSHM_COSPIN_STEPS steps in a row, counted in w->cospins). */
bool pshm_cospin_step(struct pshm_waiter *w);

/* The end of a keyed wait: unpublish the key, and set the poll-wanted word
 * again if a step cleared it (a message, the exit notice or a collective's
 * request to be polled may be behind it; calls that never wait then poll
 * once, as pshmex_progress.h promises). */
void pshm_wait_key_end(struct pshm_waiter *w);

#endif
