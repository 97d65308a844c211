/* t_amq_solo: unit test of the pollers' try-locks in and out of solo mode
 * (src/am_queues/amq_solo.h).
 *
 *   t_amq_solo    (a plain program: no job, no pshmrun)
 *
 * Solo mode lasts from the first lock a process takes until a second
 * thread wants one, once per process; so each trial runs in a child
 * process of its own. In a trial, thread A takes and gives back one lock
 * in a loop (solo mode, where the kernel offers membarrier); thread B
 * joins after a delay that differs from trial to trial, so that its first
 * lock comes at different points of A's sections, and loops the same way.
 * Inside each section a thread checks that nobody else is inside, bumps a
 * shared plain counter with a separate load and store (lost updates show
 * two holders), and retries the lock it holds (the same thread must be
 * refused: the pollers rely on it against re-entry). At the end the
 * counter must equal the sections both threads counted; A must have held
 * the lock in solo mode exactly when solo mode is available, and never
 * once B had held it; solo mode must be over. (The race that the ender's
 * wait closes, a solo section that passed its check before the mark but
 * has not stored its lock word yet, lasts a few instructions: the trials
 * reach it only by chance.)
 */
#define TAP_NO_GASNET
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../tap.h"
#include "am_queues/amq_solo.h"
#include "pshm/wait.h"

#define TRIALS   24
#define SECTIONS 200000L /* sections per thread and trial */

static _Atomic bool lock_word;
static volatile long counter; /* bumped inside sections only */
static volatile int inside;   /* 1 while a thread is in a section */
static _Atomic bool b_held;   /* B has held the lock once */
static _Atomic bool b_done;
static unsigned b_delay; /* B's spins before its first lock */

struct tally {
    long sections, busy, overlaps, reentered, solo, solo_after_b;
};

/* One section attempt of thread t; counts what happened. */
static void attempt(struct tally *t, bool is_a)
{
    const bool b_seen = is_a && atomic_load_explicit(&b_held, memory_order_acquire);
    const enum amq_lock how = amq_trylock(&lock_word);
    if (how == AMQ_LOCK_BUSY) {
        t->busy++;
        return;
    }
    if (inside)
        t->overlaps++;
    inside = 1;
    const long v = counter;
    counter = v + 1;
    const enum amq_lock again = amq_trylock(&lock_word);
    if (again != AMQ_LOCK_BUSY) {
        t->reentered++;
        amq_unlock(&lock_word, again);
    }
    inside = 0;
    t->solo += how == AMQ_LOCK_SOLO;
    t->solo_after_b += b_seen && how == AMQ_LOCK_SOLO;
    amq_unlock(&lock_word, how);
    t->sections++;
}

static void *thread_b(void *arg)
{
    struct tally *t = arg;
    for (volatile unsigned i = 0; i < b_delay; i++)
        ;
    while (t->sections < SECTIONS) {
        attempt(t, false);
        if (t->sections == 1)
            atomic_store_explicit(&b_held, true, memory_order_release);
    }
    atomic_store_explicit(&b_done, true, memory_order_release);
    return NULL;
}

/* Failure bits of one trial (the child's exit status). */
enum {
    F_LOST = 1,    /* counter != sections of both */
    F_OVERLAP = 2, /* two threads inside at once */
    F_REENTER = 4, /* a holder took its own lock again */
    F_SOLO = 8, /* A held it in solo mode though solo is unavailable, or never though available */
    F_AFTER_B = 16, /* A held it in solo mode after B had held it */
    F_NOT_OFF = 32, /* solo mode not over at the end */
    F_THREAD = 64,  /* pthread_create failed */
};

static int trial(unsigned delay, bool available)
{
    pshm_wait_join(); /* registers for membarrier, as a rank does at join */
    b_delay = delay;
    struct tally a = {0}, b = {0};
    attempt(&a, true); /* the first lock of the process: solo from here on, if available */
    pthread_t th;
    if (pthread_create(&th, NULL, thread_b, &b) != 0)
        return F_THREAD;
    while (a.sections < SECTIONS || !atomic_load_explicit(&b_done, memory_order_acquire))
        attempt(&a, true);
    pthread_join(th, NULL);
    int f = 0;
    if (counter != a.sections + b.sections)
        f |= F_LOST;
    if (a.overlaps || b.overlaps)
        f |= F_OVERLAP;
    if (a.reentered || b.reentered)
        f |= F_REENTER;
    if ((a.solo != 0) != available || b.solo)
        f |= F_SOLO;
    if (a.solo_after_b)
        f |= F_AFTER_B;
    if (atomic_load_explicit(&amq_solo_thread, memory_order_relaxed) != AMQ_SOLO_OFF)
        f |= F_NOT_OFF;
    return f;
}

int main(void)
{
    /* solo mode is available where the asymmetric fence is, unless
     * PSHMEX_AM_SOLO=0 or under ThreadSanitizer (amq_solo.h) */
    pshm_wait_join();
    const char *env = getenv("PSHMEX_AM_SOLO");
    bool available = pshm_asym_fence && !(env && env[0] == '0') && !TAP_TSAN;
    int any = 0, failed_trials = 0;
    for (unsigned k = 0; k < TRIALS; k++) {
        /* 0, then delays spread over about a thousand of A's sections */
        const unsigned delay = k * k * 97u;
        pid_t pid = fork();
        if (pid == 0)
            _exit(trial(delay, available));
        int st = 0;
        if (pid < 0 || waitpid(pid, &st, 0) != pid || !WIFEXITED(st)) {
            any |= 128;
            failed_trials++;
            continue;
        }
        any |= WEXITSTATUS(st);
        failed_trials += WEXITSTATUS(st) != 0;
    }
    ok(!(any & 128), "every trial's process ran to its end (%d trials)", TRIALS);
    ok(!(any & F_THREAD), "every trial started its second thread");
    ok(!(any & F_LOST), "the shared counter equals the sections both threads counted, in every "
                        "trial");
    ok(!(any & F_OVERLAP), "no two threads were ever inside at once");
    ok(!(any & F_REENTER), "a holder is always refused its own lock");
    ok(!(any & F_SOLO), "the first thread held the lock in solo mode %s, the second never",
       available ? "(available here)" : "never (not available here)");
    ok(!(any & F_AFTER_B), "once the second thread had held the lock, the first never took it "
                           "in solo mode again");
    ok(!(any & F_NOT_OFF), "solo mode is over at the end of every trial");
    ok(failed_trials == 0, "%d of %d trials failed", failed_trials, TRIALS);
    return tap_done();
}
