/* t_wait: unit test of the wait primitive's back-off (src/pshm/wait.h).
 *
 *   t_wait        (a plain program: no job, no pshmrun)
 *
 * A waiter spins, then yields, then sleeps. Progress restarts the back-off:
 * a waiter that keeps seeing progress must stay in the spin phase however
 * long it waits in total, or a long operation (a 1 MiB broadcast is 64
 * steps) would put each of its later steps behind a sleep and a wake. Two
 * kinds of progress count: pshm_poll() returning true (the poll hook did
 * work), and pshm_note_progress() (work done by a wait condition itself,
 * e.g. one that advances the collectives). Without either, the waiter must
 * leave the spin phase once the spin budget is spent.
 *
 * No job is set up, so the waiter never arms a sleep (it yields instead)
 * and the spin budget is the dedicated-core one; each loop runs for a
 * fixed wall time far beyond that budget (tens of ms against 50 us).
 */
#define TAP_NO_GASNET
#include <linux/membarrier.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "../tap.h"
#include "pshm/wait.h"

#define RUN_NS 20000000ull /* 20 ms: 400 times the dedicated spin budget */

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static bool hook_reports_work;
static unsigned long hook_calls;

static bool test_hook(void)
{
    hook_calls++;
    return hook_reports_work;
}

enum progress_kind { NONE, NOTED, POLLED };

/* Wait steps for RUN_NS with the given kind of progress before each step.
 * Returns the steps taken before the first one outside the spin phase, or
 * 0 if every step spun. */
static unsigned long steps_until_spin_ends(enum progress_kind kind, unsigned long *steps)
{
    struct pshm_waiter w = PSHM_WAITER_INIT;
    hook_reports_work = kind == POLLED;
    const uint64_t end = now_ns() + RUN_NS;
    unsigned long n = 0, left_spin = 0;
    while (now_ns() < end) {
        pshm_wait_prepare(&w);
        if (w.phase != PSHM_PHASE_SPIN && !left_spin)
            left_spin = n + 1;
        if (kind == NOTED)
            pshm_note_progress();
        pshm_wait_step(&w);
        n++;
    }
    pshm_wait_done(&w);
    *steps = n;
    return left_spin;
}

int main(void)
{
    pshm_set_poll_hook(test_hook);
    unsigned long steps, left;

    left = steps_until_spin_ends(NONE, &steps);
    ok(left != 0, "no progress: the waiter leaves the spin phase (after %lu of %lu steps)", left,
       steps);
    ok(hook_calls >= steps, "every step polled (%lu polls, %lu steps)", hook_calls, steps);

    left = steps_until_spin_ends(NOTED, &steps);
    ok(left == 0, "pshm_note_progress before each step: %lu steps over 20 ms, all spinning%s",
       steps, left ? " (left the spin phase)" : "");

    left = steps_until_spin_ends(POLLED, &steps);
    ok(left == 0, "the poll hook reporting work at each step: %lu steps over 20 ms, all spinning%s",
       steps, left ? " (left the spin phase)" : "");

    /* The thread's progress count has moved on since the first run: a new
     * waiter that sees no progress of its own must still back off. */
    left = steps_until_spin_ends(NONE, &steps);
    ok(left != 0, "no progress again: the waiter leaves the spin phase (after %lu steps)", left);

    /* Joining registers for the sleeper's asymmetric fence where the kernel
     * offers it; then (and only then) AM senders skip their full fence. */
    long cmds = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    bool have = cmds > 0 && (cmds & MEMBARRIER_CMD_GLOBAL_EXPEDITED);
    ok(!pshm_asym_fence, "before pshm_wait_join, wakers fence fully");
    pshm_wait_join();
    ok(pshm_asym_fence == have, "pshm_wait_join: asymmetric fence %s (membarrier %s)",
       pshm_asym_fence ? "on" : "off", have ? "GLOBAL_EXPEDITED available" : "missing");
    if (have)
        ok(syscall(__NR_membarrier, MEMBARRIER_CMD_GLOBAL_EXPEDITED, 0, 0) == 0,
           "the sleeper's membarrier succeeds once registered");
    return tap_done();
}
