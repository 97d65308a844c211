/* rank_init.c - see rank_init.h. */
#include "bootstrap/rank_init.h"

#include <gasnetex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "bootstrap/bind.h"
#include "bootstrap/job_config.h"
#include "bootstrap/supervisor.h"
#include "core/event.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/wait.h"
#include "rma/rma_view.h"

static bool joined;

bool rank_joined(void)
{
    return joined;
}

static int env_uint(const char *name, long max, long *out)
{
    const char *s = getenv(name);
    if (!s || !*s)
        return 0;
    char *end;
    long v = strtol(s, &end, 10);
    if (*end != '\0' || v < 0 || v > max)
        return pshm_err(PSHM_EINVAL, "%s='%s' is not a number in 0..%ld", name, s, max);
    *out = v;
    return 1;
}

static int join_launched(void)
{
    long fd = -1, rank = -1;
    int rc = env_uint("PSHMEX_JOB_FD", 1 << 20, &fd);
    if (rc <= 0)
        return rc;
    rc = env_uint("PSHMEX_RANK", PSHMEX_MAX_RANKS - 1, &rank);
    if (rc == 0)
        return pshm_err(PSHM_EINVAL, "PSHMEX_JOB_FD is set but PSHMEX_RANK is not");
    if (rc < 0)
        return rc;
    rc = pshm_job_map((int)fd, (uint32_t)rank);
    if (rc)
        return rc;
    /* Programs this rank starts itself are not ranks of the job. */
    unsetenv("PSHMEX_JOB_FD");
    unsetenv("PSHMEX_RANK");
    return 1;
}

static int fork_ranks(const char *who)
{
    long n = 0;
    int rc = env_uint("GASNET_PSHM_NODES", PSHMEX_MAX_RANKS, &n);
    if (rc <= 0)
        return rc;
    if (n < 1)
        return pshm_err(PSHM_EINVAL, "GASNET_PSHM_NODES=0: a job has 1..%d ranks",
                        PSHMEX_MAX_RANKS);
    struct sup_options o = {(uint32_t)n, BOOT_BIND_DEFAULT, false, NULL, who};
    rc = sup_launch(&o); /* returns only in the ranks */
    return rc < 0 ? rc : 1;
}

static int single_rank(void)
{
    struct boot_topo topo;
    int rc = boot_topo_load(&topo);
    if (rc)
        return rc;
    uint64_t max_seg;
    rc = boot_max_segsize(1, &max_seg);
    if (!rc)
        rc = pshm_job_create(1, max_seg, topo.npus, topo.desc);
    if (!rc) {
        pshm_job.rank = 0;
        pshm_rank_entry(0)->numa_node = topo.nnuma == 1 ? 0 : -1;
        pshm_rank_entry(0)->package = -1;
        pshm_rank_entry(0)->l3 = -1;
    }
    boot_topo_free(&topo);
    return rc;
}

static void on_process_exit(int status, void *arg)
{
    (void)arg;
    struct pshm_rank_entry *e = pshm_rank_entry(pshm_job.rank);
    if (atomic_load_explicit(&e->pid, memory_order_relaxed) != (int32_t)getpid())
        return; /* a child the program forked itself is not the rank */
    uint32_t expect = PSHM_RANK_JOINED;
    /* A return from main (or exit()) after joining ends the job like
     * gasnet_exit(status): the supervisor takes the other ranks down. */
    if (atomic_compare_exchange_strong_explicit(&e->state, &expect, PSHM_RANK_RETURNED,
                                                memory_order_acq_rel, memory_order_relaxed)) {
        pshm_job_decide_exit(status & 0xff, (int32_t)pshm_job.rank);
        pshm_job_announce_exit();
    }
    rma_view_shutdown();   /* a later RMA/atomic call (a destructor's) is reported */
    core_progress_leave(); /* and does not poll first */
}

/* Write out what stdio buffers for stdout and stderr, from a signal
 * handler that will _exit. Spec 004: gasnet_exit "causes the system to
 * flush all I/O" of the job, and a rank outside GASNet calls (computing,
 * sleeping) learns of the job's end only from SIGQUIT. stdio is not
 * async-signal-safe; the two ways it can go wrong here are handled so:
 *  - waiting for a stream's lock could hang the handler (the owner may be
 *    another thread that never lets go, stopped or waiting for this one):
 *    ftrylockfile never waits, and a stream it cannot lock is skipped (its
 *    buffer is lost, as before);
 *  - glibc's stream locks are recursive, so the try also succeeds when the
 *    signal interrupted this very thread inside a stdio call on the stream.
 *    The flush then writes the buffer as that call left it; the handler
 *    never returns into the call, so at worst part of that call's output
 *    is cut or written twice, instead of the whole buffer being lost.
 * Only these two streams: fflush(NULL) takes the list lock of all streams,
 * which the interrupted code may hold (fopen), with no way to try it. A
 * write that blocks (a full pipe nobody reads) ends at the supervisor's
 * SIGKILL, which follows its SIGQUIT within 0.6 s. */
static void flush_std_streams(void)
{
    FILE *const streams[2] = {stdout, stderr};
    for (int i = 0; i < 2; i++)
        if (ftrylockfile(streams[i]) == 0) {
            fflush_unlocked(streams[i]);
            funlockfile(streams[i]);
        }
}

/* The terminate signal (SIGINT, SIGTERM, SIGHUP) this rank received and
 * turned into SIGQUIT (on_terminate_signal), or 0. */
static volatile sig_atomic_t terminate_sig;

/* SIGQUIT: GASNet's "the job is ending" signal, sent by the supervisor to
 * ranks that did not leave by themselves (after the exit timeout, or soon
 * after a crash), and for a terminate signal the job received. Flush
 * stdout and stderr where that cannot hang (above), then leave with the
 * job's status, or 128 + the signal (SIGQUIT: the supervisor reports the
 * job's signal instead; the terminate signal this rank turned into it). */
static void on_sigquit(int sig)
{
    flush_std_streams();
    struct pshm_job_header *h = pshm_job.hdr;
    uint64_t w = atomic_load_explicit(&h->exit_word, memory_order_acquire);
    int own = terminate_sig ? (int)terminate_sig : sig;
    _exit((w & PSHM_EXIT_DECIDED) ? (int)(w & 0xff) : 128 + own);
}

/* Is SIGQUIT's handler the client's own (not ours, not a default)? */
static bool client_handles_sigquit(void)
{
    struct sigaction cur;
    if (sigaction(SIGQUIT, NULL, &cur) != 0)
        return false;
    if (cur.sa_flags & SA_SIGINFO)
        return true;
    return cur.sa_handler != SIG_DFL && cur.sa_handler != SIG_IGN && cur.sa_handler != on_sigquit;
}

/* SIGINT, SIGTERM, SIGHUP sent to a rank itself (not through the
 * launcher, which already sends the ranks SIGQUIT): spec 004, gasnet_exit:
 * GASNet "will also send a SIGQUIT signal if it detects that the job has
 * received a different catchable terminate-the-program signal", so the
 * client's SIGQUIT handler runs, or ours ends the job with 128 + sig. With
 * no SIGQUIT handler at all (the client reset it), die of sig as before. */
static void on_terminate_signal(int sig)
{
    struct sigaction quit;
    if (sigaction(SIGQUIT, NULL, &quit) == 0 && !(quit.sa_flags & SA_SIGINFO) &&
        (quit.sa_handler == SIG_DFL || quit.sa_handler == SIG_IGN)) {
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    terminate_sig = sig;
    raise(SIGQUIT);
}

/* The job is ending and this rank learnt it inside a library call
 * (pshm_check_exit's hook): spec 004, gasnet_exit: GASNet "will send a
 * SIGQUIT signal to the node if it detects that a remote node has called
 * gasnet_exit or crashed". A client handler (which "should ... call
 * gasnet_exit()") runs here, once per process, on this thread; not in a
 * rank that is leaving by itself (its own gasnet_exit or return from
 * main, another thread's). Without one the rank leaves as before. */
static void raise_sigquit_for_client(void)
{
    static atomic_flag raised = ATOMIC_FLAG_INIT;
    uint32_t state =
        atomic_load_explicit(&pshm_rank_entry(pshm_job.rank)->state, memory_order_acquire);
    if (state != PSHM_RANK_JOINED || !client_handles_sigquit() ||
        atomic_flag_test_and_set_explicit(&raised, memory_order_relaxed))
        return;
    raise(SIGQUIT);
}

/* The library's handlers for SIGQUIT and the terminate signals, where the
 * disposition is still the default (a client's own, or a signal the job
 * was started with ignored, stays as it is). */
static void install_signal_handlers(void)
{
    static const int terminate[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction old, sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_sigquit;
    if (sigaction(SIGQUIT, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
        sigaction(SIGQUIT, &sa, NULL);
    sa.sa_handler = on_terminate_signal;
    for (size_t i = 0; i < sizeof terminate / sizeof terminate[0]; i++)
        if (sigaction(terminate[i], NULL, &old) == 0 && !(old.sa_flags & SA_SIGINFO) &&
            old.sa_handler == SIG_DFL)
            sigaction(terminate[i], &sa, NULL);
}

/* A rank exited with 0 before joining (supervisor.c, left_before_joining):
 * the job cannot start; the others leave now instead of waiting for it. */
static void leave_if_job_cannot_start(void)
{
    struct pshm_job_header *h = pshm_job.hdr;
    atomic_thread_fence(memory_order_seq_cst); /* after JOINED; pairs with the supervisor's */
    int32_t gone = atomic_load_explicit(&h->early_leaver, memory_order_relaxed);
    if (!gone)
        return;
    pshm_job_decide_exit(SUP_EXIT_NOT_STARTED, gone - 1);
    pshm_job_announce_exit();
    pshm_check_exit();
}

/* GASNET_WAIT_MODE, checked before the rank joins (so a bad value fails
 * init in every rank alike, and GASNET_PSHM_NODES forks nothing). */
static int read_wait_mode(enum pshm_wait_mode *mode, bool *set)
{
    const char *m = getenv("GASNET_WAIT_MODE");
    *set = m && *m;
    if (!*set)
        return 0;
    if (strcasecmp(m, "SPIN") == 0)
        *mode = PSHM_WAIT_SPIN;
    else if (strcasecmp(m, "BLOCK") == 0)
        *mode = PSHM_WAIT_BLOCK;
    else if (strcasecmp(m, "SPINBLOCK") == 0)
        *mode = PSHM_WAIT_SPINBLOCK;
    else
        return pshm_err(PSHM_EINVAL, "GASNET_WAIT_MODE='%s' is not SPIN, BLOCK or SPINBLOCK", m);
    return 0;
}

int rank_join(const char *who)
{
    if (joined)
        return 0;
    enum pshm_wait_mode wait_mode = PSHM_WAIT_SPINBLOCK;
    bool wait_mode_set;
    int rc = read_wait_mode(&wait_mode, &wait_mode_set);
    if (rc)
        return rc;
    rc = join_launched();
    if (rc == 0)
        rc = fork_ranks(who);
    if (rc == 0)
        rc = single_rank();
    if (rc < 0)
        return rc;
    rc = pshm_job_join();
    if (rc)
        return rc;
    leave_if_job_cannot_start();
    if (wait_mode_set)
        pshm_set_wait_mode(wait_mode);
    on_exit(on_process_exit, NULL);
    install_signal_handlers();
    pshm_set_ending_hook(raise_sigquit_for_client);
    joined = true;
    return 0;
}

void rank_exit_job(int code)
{
    if (joined) {
        struct pshm_rank_entry *e = pshm_rank_entry(pshm_job.rank);
        atomic_store_explicit(&e->state, PSHM_RANK_EXIT_CALLED, memory_order_release);
        code = pshm_job_decide_exit(code & 0xff, (int32_t)pshm_job.rank);
        pshm_job_announce_exit();
    }
    fflush(NULL);
    _exit(code & 0xff);
}
