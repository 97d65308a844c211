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
 * any wait, so a stale value costs time, not correctness.
 */
#ifndef PSHM_COSPIN_H
#define PSHM_COSPIN_H

#include <stdbool.h>
#include <stdint.h>

/* Spin steps in a row before a keyed waiter yields once anyway (8 ranks on
 * 2 cores: a step is under 100 ns, a hand-over about 1.6 us). */
#define PSHM_COSPIN_STEPS 32u

/* The key of this thread's current wait, 0 if none (pshm_wait_key_begin). */
extern _Thread_local uint64_t pshm_wait_key;

/* Around a wait for a flat collective: key (non-zero) names it, the same on
 * every member. Begin does nothing unless this rank has core-mates: ranks
 * bound to its core, in an oversubscribed job, at most a few (found at the
 * first call). */
void pshm_wait_key_begin(uint64_t key);
void pshm_wait_key_end(void);

/* A flat collective's key: its team's context slot and its step. */
static inline uint64_t pshm_wait_key_of(uint32_t slot, uint64_t step)
{
    return ((uint64_t)(slot + 1) << 56) | (step & ((UINT64_C(1) << 56) - 1));
}

/* Keyed wait, before it polls: clear our poll_wanted (the core-mates read
 * it as "a message is pending"); the poll that follows sees every message
 * whose sender set it before (as pshmex_Progress_Poll). */
void pshm_cospin_before_poll(void);

/* Keyed wait, instead of a yield: true if it spun (every core-mate waits
 * with the same key and has nothing pending, fewer than PSHM_COSPIN_STEPS
 * steps in a row); *steps counts them and is reset when it returns false. */
bool pshm_cospin_step(uint32_t *steps);

#endif
