/* supervisor.c - fork the ranks, relay their output, end the job as one.
 *
 * Job status: decided (pshm_job_decide_exit) by the first rank that
 * calls gasnet_exit or returns from main, or here on the first abnormal
 * death (signal -> 128+sig; non-zero exit before joining -> that code; exit
 * with 0 before joining while other ranks joined -> SUP_EXIT_NOT_STARTED);
 * a status of 0 is replaced by the first failure after it: a rank's own
 * non-zero gasnet_exit or return, or its death by a signal the job did not
 * send it, while the others are given time to leave.
 * Teardown: raise `exiting` and ring every doorbell (waiting ranks flush
 * stdio and leave), then
 *  - graceful, when a rank ended the job (gasnet_exit, return from main):
 *    the other ranks get the exit timeout (GASNet's: 2 s + 0.25 s per rank,
 *    GASNET_EXITTIMEOUT*) to reach the library or exit by themselves and
 *    flush their output; survivors then get SIGQUIT, and SIGKILL 0.5 s later;
 *  - fast, after a crash or kill (nothing is waiting to flush): SIGQUIT at
 *    TEARDOWN_QUIT_MS, SIGKILL at TEARDOWN_KILL_MS.
 * SIGTERM/SIGINT/SIGHUP/SIGQUIT to the supervisor reach the joined ranks as
 * SIGQUIT (GASNet's convention: a client's handler may gasnet_exit with its
 * own code; the library's default handler leaves with 128+the signal),
 * ranks that have not joined get the signal itself; SIGKILL follows at
 * TEARDOWN_KILL_MS, and at once on a second signal. Ranks carry
 * PR_SET_PDEATHSIG, so killing the supervisor itself takes them down too.
 * The supervisor ignores SIGPIPE: a reader of its messages that went away
 * must not change the job's status.
 */
#include "bootstrap/supervisor.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bootstrap/job_config.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/job.h"

#define TEARDOWN_QUIT_MS            100
#define TEARDOWN_KILL_MS            600
#define GRACEFUL_KILL_AFTER_QUIT_MS 500
#define NS_PER_MS                   1000000u

struct linebuf {
    int fd;  /* read end of the rank's pipe, -1 once closed */
    int out; /* where lines go: 1 or 2 */
    size_t len;
    char buf[4096];
};

struct rank_proc {
    pid_t pid;
    bool alive;
    struct linebuf streams[2]; /* stdout, stderr (label mode only) */
};

struct supervisor {
    const struct sup_options *o;
    struct rank_proc *ranks;
    uint32_t alive;
    int sigfd;
    bool tearing_down, quit_sent, kill_sent;
    uint64_t quit_at, kill_at; /* monotonic ns deadlines, 0: none yet */
    uint64_t exit_timeout_ms;  /* graceful teardown: how long ranks may take */
    int forwarded_signals;
    int term_sig; /* the first terminate signal the job received, 0 */
    bool reported;
    struct sigaction sigpipe_was; /* restored in the ranks */
};

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void write_all(int fd, const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return; /* our own output is gone: nothing sensible to do */
        p += w;
        n -= (size_t)w;
    }
}

/* ---- children ---------------------------------------------------------- */

static char **wrapper_argv(char *const *argv)
{
    const char *w = getenv("PSHMEX_RANK_WRAPPER");
    size_t nargs = 0, nwords = 0;
    while (argv[nargs])
        nargs++;
    char *copy = w && *w ? strdup(w) : NULL;
    char *words[64], *save = NULL;
    for (char *t = copy ? strtok_r(copy, " \t", &save) : NULL; t && nwords < 64;
         t = strtok_r(NULL, " \t", &save))
        words[nwords++] = t;
    char **out = calloc(nwords + nargs + 1, sizeof *out);
    if (!out)
        _exit(127);
    for (size_t i = 0; i < nwords; i++)
        out[i] = words[i];
    for (size_t i = 0; i < nargs; i++)
        out[nwords + i] = argv[i];
    return out;
}

/* In the child, right after fork. Returns only in fork mode. */
static int become_rank(struct supervisor *s, uint32_t r, pid_t parent, int pipes[2][2],
                       struct boot_topo *topo, const struct boot_place *place,
                       const sigset_t *oldmask)
{
    const struct sup_options *o = s->o;
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) /* the supervisor died before prctl took effect */
        _exit(128 + SIGKILL);
    close(s->sigfd);
    sigaction(SIGPIPE, &s->sigpipe_was, NULL);
    sigprocmask(SIG_SETMASK, oldmask, NULL);
    /* stdin is rank 0's alone, as in GASNet's smp-conduit: the others read
     * /dev/null (EOF), so no rank takes input meant for another */
    if (r != 0) {
        int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
        if (null_fd >= 0) {
            dup2(null_fd, STDIN_FILENO);
            close(null_fd);
        }
    }
    if (o->label) {
        dup2(pipes[0][1], 1);
        dup2(pipes[1][1], 2);
    }
    /* Close the other ranks' pipe ends inherited from the supervisor. */
    for (uint32_t i = 0; i < r; i++)
        for (int k = 0; k < 2; k++)
            if (s->ranks[i].streams[k].fd >= 0)
                close(s->ranks[i].streams[k].fd);
    if (o->label)
        for (int k = 0; k < 2; k++) {
            close(pipes[k][0]);
            close(pipes[k][1]);
        }
    if (boot_bind_self(topo, place) != 0)
        fprintf(stderr, "%s: rank %u: %s (continuing unbound)\n", o->who, r, pshm_errmsg());
    if (!o->argv) {
        pshm_job.rank = r;
        return (int)r;
    }
    char num[32];
    snprintf(num, sizeof num, "%d", pshm_job.fd);
    setenv("PSHMEX_JOB_FD", num, 1);
    snprintf(num, sizeof num, "%u", r);
    setenv("PSHMEX_RANK", num, 1);
    fcntl(pshm_job.fd, F_SETFD, 0); /* the job fd crosses exec */
    char **argv = wrapper_argv(o->argv);
    execvp(argv[0], argv);
    fprintf(stderr, "%s: rank %u: cannot run %s: %s\n", o->who, r, argv[0], strerror(errno));
    _exit(127);
}

/* ---- output relay (--label) -------------------------------------------- */

static void relay_flush_line(uint32_t r, struct linebuf *b, size_t n)
{
    char prefix[24];
    int plen = snprintf(prefix, sizeof prefix, "[%u] ", r);
    write_all(b->out, prefix, (size_t)plen);
    write_all(b->out, b->buf, n);
    memmove(b->buf, b->buf + n, b->len - n);
    b->len -= n;
}

static void relay(uint32_t r, struct linebuf *b)
{
    ssize_t n = read(b->fd, b->buf + b->len, sizeof b->buf - b->len);
    if (n <= 0) {
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            return;
        if (b->len) { /* last line without a newline */
            b->buf[b->len++] = '\n';
            relay_flush_line(r, b, b->len);
        }
        close(b->fd);
        b->fd = -1;
        return;
    }
    b->len += (size_t)n;
    for (;;) {
        char *nl = memchr(b->buf, '\n', b->len);
        if (!nl)
            break;
        relay_flush_line(r, b, (size_t)(nl - b->buf) + 1);
    }
    if (b->len == sizeof b->buf) /* an overlong line: pass it on in pieces */
        relay_flush_line(r, b, b->len);
}

/* ---- deaths and teardown ----------------------------------------------- */

static void signal_survivors(struct supervisor *s, int sig)
{
    for (uint32_t r = 0; r < s->o->nranks; r++)
        if (s->ranks[r].alive)
            kill(s->ranks[r].pid, sig);
}

/* SIGQUIT to the ranks that joined (the library's handler, or the
 * client's, is installed); a rank still in its own start-up code gets
 * `other` instead: SIGQUIT's default action would dump a core file. */
static void quit_survivors(struct supervisor *s, int other)
{
    for (uint32_t r = 0; r < s->o->nranks; r++) {
        if (!s->ranks[r].alive)
            continue;
        uint32_t state = atomic_load_explicit(&pshm_job.hdr->ranks[r].state, memory_order_acquire);
        kill(s->ranks[r].pid, state == PSHM_RANK_STARTING ? other : SIGQUIT);
    }
}

/* Bring the SIGQUIT and SIGKILL deadlines forward to quit_ms/kill_ms from
 * now (never later than already planned). */
static void plan_deadlines(struct supervisor *s, uint64_t quit_ms, uint64_t kill_ms)
{
    uint64_t t = now_ns();
    uint64_t q = t + quit_ms * NS_PER_MS, k = t + kill_ms * NS_PER_MS;
    if (!s->quit_at || q < s->quit_at)
        s->quit_at = q;
    if (!s->kill_at || k < s->kill_at)
        s->kill_at = k;
}

static void start_teardown(struct supervisor *s, bool graceful)
{
    if (s->tearing_down)
        return;
    s->tearing_down = true;
    pshm_job_announce_exit();
    if (graceful)
        plan_deadlines(s, s->exit_timeout_ms, s->exit_timeout_ms + GRACEFUL_KILL_AFTER_QUIT_MS);
    else
        plan_deadlines(s, TEARDOWN_QUIT_MS, TEARDOWN_KILL_MS);
}

/* GASNet's exit timeout, in ms: GASNET_EXITTIMEOUT seconds if set, else
 * min(GASNET_EXITTIMEOUT_MAX, GASNET_EXITTIMEOUT_MIN + nranks *
 * GASNET_EXITTIMEOUT_FACTOR), defaults 360, 2 and 0.25. */
static double env_seconds(const char *name, double dflt)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return dflt;
    char *end;
    double d = strtod(v, &end);
    if (*end != '\0' || !(d >= 0) || d > 86400) {
        fprintf(stderr, "pshmex: %s='%s' is not a number of seconds; using %g\n", name, v, dflt);
        return dflt;
    }
    return d;
}

static uint64_t exit_timeout_ms(uint32_t nranks)
{
    double t = env_seconds("GASNET_EXITTIMEOUT", -1);
    if (t < 0) {
        double max = env_seconds("GASNET_EXITTIMEOUT_MAX", 360);
        t = env_seconds("GASNET_EXITTIMEOUT_MIN", 2) +
            nranks * env_seconds("GASNET_EXITTIMEOUT_FACTOR", 0.25);
        if (t > max)
            t = max;
    }
    return (uint64_t)(t * 1000.0);
}

static void report(struct supervisor *s, uint32_t r, const char *how, int code)
{
    if (s->reported || code == 0)
        return;
    s->reported = true;
    /* stderr may be a pipe nobody reads any more: SIGPIPE is ignored, the
     * write fails, the job's status is unchanged. */
    fprintf(stderr, "%s: rank %u (pid %d) %s; job exit status %d\n", s->o->who, r,
            (int)s->ranks[r].pid, how, code);
}

/* Describe how rank w ended the job with `code`, from what it recorded. */
static void describe_decider(struct supervisor *s, uint32_t w, int code, char *how, size_t len)
{
    uint32_t state = atomic_load_explicit(&pshm_job.hdr->ranks[w].state, memory_order_acquire);
    int32_t early = atomic_load_explicit(&pshm_job.hdr->early_leaver, memory_order_relaxed);
    (void)s;
    if (early == (int32_t)w + 1)
        snprintf(how, len, "exited with status 0 before joining the job, which cannot start");
    else if (state == PSHM_RANK_EXIT_CALLED)
        snprintf(how, len, "called gasnet_exit(%d)", code);
    else if (state == PSHM_RANK_STARTING)
        snprintf(how, len, "exited with status %d before joining the job", code);
    else
        snprintf(how, len, "exited with status %d", code);
}

static bool any_rank_joined(struct supervisor *s)
{
    for (uint32_t r = 0; r < s->o->nranks; r++)
        if (atomic_load_explicit(&pshm_job.hdr->ranks[r].state, memory_order_seq_cst) !=
            PSHM_RANK_STARTING)
            return true;
    return false;
}

/* Rank r exited with 0 before joining. A program that never uses GASNet on
 * any rank may do so; but a rank that joined (or joins later, see
 * rank_join) would wait for r forever. Returns true if the job must end. */
static bool left_before_joining(struct supervisor *s, uint32_t r)
{
    int32_t none = 0;
    atomic_compare_exchange_strong_explicit(&pshm_job.hdr->early_leaver, &none, (int32_t)r + 1,
                                            memory_order_seq_cst, memory_order_relaxed);
    atomic_thread_fence(memory_order_seq_cst); /* pairs with the one in rank_join */
    return any_rank_joined(s);
}

static bool ended_by_rank(uint32_t w)
{
    uint32_t state = atomic_load_explicit(&pshm_job.hdr->ranks[w].state, memory_order_acquire);
    return state == PSHM_RANK_EXIT_CALLED || state == PSHM_RANK_RETURNED;
}

static void on_death(struct supervisor *s, uint32_t r, int status)
{
    struct pshm_job_header *h = pshm_job.hdr;
    s->ranks[r].alive = false;
    s->alive--;
    if (s->tearing_down) {
        /* our own SIGQUIT/SIGKILL, or a rank leaving with the job; but a
         * crash before we sent any signal is a failure of its own, and so
         * is a non-zero gasnet_exit or return (the rank decided it): either
         * replaces a status of 0 and is reported */
        if (!s->quit_sent && !s->kill_sent) {
            if (WIFSIGNALED(status))
                pshm_job_decide_exit(128 + WTERMSIG(status), (int32_t)r);
            uint64_t w = atomic_load_explicit(&h->exit_word, memory_order_acquire);
            int code = (int)(uint32_t)w & 0xff;
            if (code && atomic_load_explicit(&h->exit_rank, memory_order_relaxed) == (int32_t)r) {
                char how[128];
                if (WIFSIGNALED(status))
                    snprintf(how, sizeof how, "was killed by signal %d (%s)", WTERMSIG(status),
                             strsignal(WTERMSIG(status)));
                else
                    describe_decider(s, r, code, how, sizeof how);
                report(s, r, how, code);
            }
        }
        return;
    }
    uint32_t state = atomic_load_explicit(&h->ranks[r].state, memory_order_acquire);
    bool signaled = WIFSIGNALED(status);
    int own = signaled ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
    bool relayed = s->term_sig && (own == 128 + SIGQUIT); /* our SIGQUIT, default handling */
    if (relayed)
        own = 128 + s->term_sig;
    if (!signaled && state == PSHM_RANK_STARTING && own == 0) {
        if (!left_before_joining(s, r))
            return;
        own = SUP_EXIT_NOT_STARTED;
    }
    int code = pshm_job_decide_exit(own, (int32_t)r);
    /* A rank may have decided the status (gasnet_exit) before this death. */
    int32_t who = atomic_load_explicit(&h->exit_rank, memory_order_relaxed);
    uint32_t w = who >= 0 && (uint32_t)who < s->o->nranks ? (uint32_t)who : r;
    char how[128];
    if (w == r && relayed)
        snprintf(how, sizeof how, "left on SIGQUIT, relayed for the job's signal %d (%s)",
                 s->term_sig, strsignal(s->term_sig));
    else if (w == r && signaled)
        snprintf(how, sizeof how, "was killed by signal %d (%s)", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
    else
        describe_decider(s, w, code, how, sizeof how);
    report(s, w, how, code);
    /* Ranks still running get time to print and exit by themselves when a
     * rank ended the job on purpose; not after a crash or a kill. */
    start_teardown(s, !signaled && ended_by_rank(w));
}

static void reap(struct supervisor *s)
{
    int status;
    pid_t pid;
    while ((pid = waitpid(-1, &status, WNOHANG)) > 0)
        for (uint32_t r = 0; r < s->o->nranks; r++)
            if (s->ranks[r].alive && s->ranks[r].pid == pid) {
                on_death(s, r, status);
                break;
            }
}

/* SIGINT/SIGTERM/SIGHUP/SIGQUIT to the job: SIGQUIT to the joined ranks
 * (their handler, the client's or the library's, ends the job), the signal
 * itself to ranks that have not joined; SIGKILL on a repeat or at the
 * deadline. */
static void on_terminate_signal(struct supervisor *s, int sig)
{
    s->forwarded_signals++;
    if (!s->term_sig)
        s->term_sig = sig;
    if (s->forwarded_signals > 1) {
        signal_survivors(s, SIGKILL);
        s->kill_sent = true;
        return;
    }
    quit_survivors(s, sig == SIGQUIT ? SIGTERM : sig);
    s->quit_sent = true;
    plan_deadlines(s, 0, TEARDOWN_KILL_MS);
}

static void on_signal(struct supervisor *s, int sig)
{
    if (sig == SIGCHLD)
        reap(s);
    else
        on_terminate_signal(s, sig);
}

static int timeout_ms(struct supervisor *s)
{
    if (s->kill_sent)
        return 100; /* only waiting for SIGCHLD now */
    uint64_t next = !s->quit_sent && s->quit_at ? s->quit_at : s->kill_at;
    if (!next)
        return -1;
    uint64_t t = now_ns();
    return t >= next ? 0 : (int)((next - t + NS_PER_MS - 1) / NS_PER_MS);
}

static void teardown_timers(struct supervisor *s)
{
    uint64_t t = now_ns();
    if (!s->quit_sent && s->quit_at && t >= s->quit_at) {
        s->quit_sent = true;
        quit_survivors(s, SIGTERM);
        /* The planned gap to SIGKILL counts from now: a supervisor that
         * wakes late (a loaded host) would otherwise send both at once,
         * and the ranks' SIGQUIT handlers (the library's flushes stdio, a
         * client's may gasnet_exit) would never run. */
        uint64_t gap = s->kill_at > s->quit_at ? s->kill_at - s->quit_at : 0;
        if (s->kill_at && s->kill_at < t + gap)
            s->kill_at = t + gap;
    }
    if (!s->kill_sent && s->kill_at && t >= s->kill_at) {
        s->kill_sent = true;
        signal_survivors(s, SIGKILL);
    }
}

static _Noreturn void supervise(struct supervisor *s)
{
    uint32_t n = s->o->nranks;
    struct pollfd *fds = pshm_calloc(1 + 2 * (size_t)n, sizeof *fds);
    for (;;) {
        size_t nfds = 0;
        fds[nfds++] = (struct pollfd){.fd = s->sigfd, .events = POLLIN};
        for (uint32_t r = 0; r < n; r++)
            for (int k = 0; k < 2; k++)
                if (s->ranks[r].streams[k].fd >= 0)
                    fds[nfds++] =
                        (struct pollfd){.fd = s->ranks[r].streams[k].fd, .events = POLLIN};
        if (s->alive == 0 && nfds == 1)
            break;
        int rc = poll(fds, nfds, s->alive ? timeout_ms(s) : 1000);
        if (rc < 0 && errno != EINTR)
            break;
        if (fds[0].revents & POLLIN) {
            struct signalfd_siginfo si;
            while (read(s->sigfd, &si, sizeof si) == (ssize_t)sizeof si)
                on_signal(s, (int)si.ssi_signo);
        }
        for (uint32_t r = 0; r < n; r++)
            for (int k = 0; k < 2; k++) {
                struct linebuf *b = &s->ranks[r].streams[k];
                for (size_t i = 1; i < nfds && b->fd >= 0; i++)
                    if (fds[i].fd == b->fd && (fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                        relay(r, b);
            }
        if (s->alive == 0 && rc == 0)
            break; /* every rank is gone and its pipes stay silent */
        teardown_timers(s);
    }
    uint64_t w = atomic_load_explicit(&pshm_job.hdr->exit_word, memory_order_acquire);
    int code = (w & PSHM_EXIT_DECIDED) ? (int)(uint32_t)w & 0xff : 0;
    fflush(NULL);
    _exit(code);
}

/* ---- launch ------------------------------------------------------------ */

int sup_launch(const struct sup_options *o)
{
    struct boot_topo topo;
    int rc = boot_topo_load(&topo);
    if (rc)
        return rc;
    uint64_t max_seg;
    rc = boot_max_segsize(o->nranks, &max_seg);
    if (!rc)
        rc = pshm_job_create(o->nranks, max_seg, topo.npus, topo.desc);
    if (rc) {
        boot_topo_free(&topo);
        return rc;
    }
    struct boot_place *places = pshm_calloc(o->nranks, sizeof *places);
    boot_plan(&topo, o->nranks, o->bind, places);

    struct supervisor s = {.o = o, .alive = 0, .exit_timeout_ms = exit_timeout_ms(o->nranks)};
    s.ranks = pshm_calloc(o->nranks, sizeof *s.ranks);
    sigset_t mask, oldmask;
    if (o->argv) {
        /* pshmrun forwards these; a shell may have started it with SIGINT
         * and SIGQUIT ignored (background job), and ignored signals never
         * reach the signalfd. */
        signal(SIGINT, SIG_DFL);
        signal(SIGQUIT, SIG_DFL);
    }
    sigemptyset(&mask);
    sigaddset(&mask, SIGCHLD);
    sigaddset(&mask, SIGINT);
    sigaddset(&mask, SIGTERM);
    sigaddset(&mask, SIGHUP);
    sigaddset(&mask, SIGQUIT);
    sigprocmask(SIG_BLOCK, &mask, &oldmask);
    s.sigfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
    if (s.sigfd < 0) {
        sigprocmask(SIG_SETMASK, &oldmask, NULL);
        return pshm_err(PSHM_ENOMEM, "signalfd: %s", strerror(errno));
    }
    struct sigaction ign;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    sigemptyset(&ign.sa_mask);
    sigaction(SIGPIPE, &ign, &s.sigpipe_was);
    fflush(NULL); /* or buffered output would be written once per rank */
    pid_t parent = getpid();
    for (uint32_t r = 0; r < o->nranks; r++) {
        int pipes[2][2] = {{-1, -1}, {-1, -1}};
        for (int k = 0; k < 2; k++) {
            s.ranks[r].streams[k].fd = -1;
            s.ranks[r].streams[k].out = k + 1;
            if (o->label && pipe2(pipes[k], O_CLOEXEC) != 0)
                pshm_fatal("%s: pipe: %s", o->who, strerror(errno));
        }
        struct pshm_rank_entry *e = pshm_rank_entry(r);
        e->core = places[r].core;
        e->numa_node = places[r].numa_node;
        e->package = places[r].package;
        e->l3 = places[r].l3;
        pid_t pid = fork();
        if (pid < 0) {
            fprintf(stderr, "%s: fork of rank %u failed: %s\n", o->who, r, strerror(errno));
            pshm_job_decide_exit(1, (int32_t)r);
            start_teardown(&s, false);
            signal_survivors(&s, SIGKILL);
            break;
        }
        if (pid == 0) {
            int rank = become_rank(&s, r, parent, pipes, &topo, &places[r], &oldmask);
            boot_plan_free(places, o->nranks); /* fork mode: the rank goes on */
            pshm_free(places);
            boot_topo_free(&topo);
            pshm_free(s.ranks);
            return rank;
        }
        atomic_store_explicit(&e->pid, (int32_t)pid, memory_order_relaxed);
        s.ranks[r].pid = pid;
        s.ranks[r].alive = true;
        s.alive++;
        if (o->label)
            for (int k = 0; k < 2; k++) {
                close(pipes[k][1]);
                s.ranks[r].streams[k].fd = pipes[k][0];
            }
    }
    boot_plan_free(places, o->nranks);
    pshm_free(places);
    boot_topo_free(&topo);
    supervise(&s);
}
