/* supervisor.c - fork the ranks, relay their output, end the job as one.
 *
 * Job status: decided once (pshm_job_decide_exit) by the first rank that
 * calls gasnet_exit or returns from main, or here on the first abnormal
 * death (signal -> 128+sig; non-zero exit before joining -> that code).
 * Teardown: raise `exiting` and ring every doorbell (waiting ranks leave at
 * once), SIGQUIT the survivors after TEARDOWN_QUIT_MS (GASNet's "a peer
 * died" signal; the library's handler flushes stdio and exits), SIGKILL
 * whatever is left at TEARDOWN_KILL_MS. Ranks carry PR_SET_PDEATHSIG, so
 * killing the supervisor itself takes them down too.
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

#define TEARDOWN_QUIT_MS 100
#define TEARDOWN_KILL_MS 600

struct linebuf {
    int fd;       /* read end of the rank's pipe, -1 once closed */
    int out;      /* where lines go: 1 or 2 */
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
    uint64_t teardown_ns;
    int forwarded_signals;
    bool reported;
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
    sigprocmask(SIG_SETMASK, oldmask, NULL);
    if (o->label) {
        signal(SIGPIPE, SIG_DFL);
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

static void start_teardown(struct supervisor *s)
{
    if (s->tearing_down)
        return;
    s->tearing_down = true;
    s->teardown_ns = now_ns();
    pshm_job_announce_exit();
}

static void report(struct supervisor *s, uint32_t r, const char *how, int code)
{
    if (s->reported || code == 0)
        return;
    s->reported = true;
    fprintf(stderr, "%s: rank %u (pid %d) %s; job exit status %d\n", s->o->who, r,
            (int)s->ranks[r].pid, how, code);
}

/* Describe how rank w ended the job with `code`, from what it recorded. */
static void describe_decider(struct supervisor *s, uint32_t w, int code, char *how, size_t len)
{
    uint32_t state = atomic_load_explicit(&pshm_job.hdr->ranks[w].state, memory_order_acquire);
    (void)s;
    if (state == PSHM_RANK_EXIT_CALLED)
        snprintf(how, len, "called gasnet_exit(%d)", code);
    else if (state == PSHM_RANK_STARTING)
        snprintf(how, len, "exited with status %d before joining the job", code);
    else
        snprintf(how, len, "exited with status %d", code);
}

static void on_death(struct supervisor *s, uint32_t r, int status)
{
    struct pshm_job_header *h = pshm_job.hdr;
    s->ranks[r].alive = false;
    s->alive--;
    if (s->tearing_down)
        return; /* our own SIGQUIT/SIGKILL, or a rank leaving with the job */
    uint32_t state = atomic_load_explicit(&h->ranks[r].state, memory_order_acquire);
    bool signaled = WIFSIGNALED(status);
    int own = signaled ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
    if (!signaled && state == PSHM_RANK_STARTING && own == 0)
        return; /* a program that never joined the job and succeeded */
    int code = pshm_job_decide_exit(own, (int32_t)r);
    /* A rank may have decided the status (gasnet_exit) before this death. */
    int32_t who = atomic_load_explicit(&h->exit_rank, memory_order_relaxed);
    uint32_t w = who >= 0 && (uint32_t)who < s->o->nranks ? (uint32_t)who : r;
    char how[96];
    if (w == r && signaled)
        snprintf(how, sizeof how, "was killed by signal %d (%s)", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
    else
        describe_decider(s, w, code, how, sizeof how);
    report(s, w, how, code);
    start_teardown(s);
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

static void on_signal(struct supervisor *s, int sig)
{
    if (sig == SIGCHLD) {
        reap(s);
        return;
    }
    /* SIGINT/SIGTERM/SIGHUP/SIGQUIT: pass it on; insist on a repeat. */
    s->forwarded_signals++;
    signal_survivors(s, s->forwarded_signals > 1 ? SIGKILL : sig);
}

static int timeout_ms(struct supervisor *s)
{
    if (!s->tearing_down)
        return -1;
    uint64_t elapsed = (now_ns() - s->teardown_ns) / 1000000u;
    uint64_t next = !s->quit_sent ? TEARDOWN_QUIT_MS : TEARDOWN_KILL_MS;
    if (s->kill_sent)
        return 100; /* only waiting for SIGCHLD now */
    return elapsed >= next ? 0 : (int)(next - elapsed);
}

static void teardown_timers(struct supervisor *s)
{
    if (!s->tearing_down)
        return;
    uint64_t elapsed = (now_ns() - s->teardown_ns) / 1000000u;
    if (!s->quit_sent && elapsed >= TEARDOWN_QUIT_MS) {
        s->quit_sent = true;
        signal_survivors(s, SIGQUIT);
    }
    if (!s->kill_sent && elapsed >= TEARDOWN_KILL_MS) {
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
                    fds[nfds++] = (struct pollfd){.fd = s->ranks[r].streams[k].fd, .events = POLLIN};
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

    struct supervisor s = {.o = o, .alive = 0};
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
    if (o->label)
        signal(SIGPIPE, SIG_IGN);
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
            start_teardown(&s);
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
