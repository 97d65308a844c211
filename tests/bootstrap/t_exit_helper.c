/* t_exit_helper: a job whose ranks end in the way argv says.  Driven by the
 * scripts in tests/bootstrap; not a TAP test itself.
 *
 *   t_exit_helper [--tag=STRING] [--g1] MODE [ARGS...]
 *
 * --tag=STRING is ignored: it puts a unique marker in every rank's argv so a
 * script can find the processes with pgrep -f.  --g1 initialises with
 * gasnet_init + gasnet_attach instead of gex_Client_Init + gex_Segment_Attach.
 *
 * Modes (R = a rank, C = an exit code, S = a signal number):
 *   touch FILE           create FILE before init, then init and return 0
 *   gasnet_exit R C      rank R calls gasnet_exit(C); the others wait forever
 *   return C             every rank returns C from main
 *   return-rank R C      rank R returns C from main; the others wait forever
 *   exit R C             rank R calls exit(C); the others wait forever
 *   abort R              rank R calls abort(); the others wait forever
 *   signal R S           rank R raises signal S; the others wait forever
 *   stubborn-exit R C    the other ranks block SIGQUIT/SIGTERM/SIGINT/SIGHUP
 *                        and spin outside GASNet; then rank R calls
 *                        gasnet_exit(C)
 *   exit-before-init C   exit(C) before init (every process)
 *   sleep-forever        print a ready line, then wait in GASNET_BLOCKUNTIL for
 *                        a flag nobody sets
 *   busy-forever         print a ready line, then spin without calling GASNet
 *   print-and-exit       every rank prints two lines, then all gasnet_exit(0)
 *   barrier-print-exit   every rank: the library's barrier, printf without
 *                        fflush, gasnet_exit(0)
 *   late-print MS        after a barrier rank 0 calls gasnet_exit(0); the
 *                        others sleep MS ms, printf without fflush, return 0
 *   read-stdin           every rank but 0 reads a line of stdin and prints
 *                        "rank R read: LINE" (or "rank R read EOF"); after a
 *                        barrier rank 0 does the same; all return 0
 *   late-fail MS C       after a barrier rank 0 calls gasnet_exit(0); the
 *                        others sleep MS ms, then call gasnet_exit(C) (C
 *                        "segv": raise SIGSEGV)
 *   print-sleep HOW      every rank but 0 printf's a line without fflush,
 *                        then after a barrier rank 0 ends the job (HOW
 *                        "exit": gasnet_exit(0); "fatal": a fatal error, a
 *                        Put to a rank out of range) while the others sleep
 *                        in a loop outside any GASNet call, until the job's
 *                        SIGQUIT ends them; every rank writes its ready line
 *                        to stderr after the barrier (stdout must keep its
 *                        buffer)
 *   put-forever C        after a barrier rank 0 calls gasnet_exit(C); the
 *                        others loop forever on a blocking Put of 8 bytes
 *                        to the next rank's segment (gasnet_put with --g1),
 *                        a call that never waits
 *   leave-before-init R C [MS]  rank R (from PSHMEX_RANK) exits with C
 *                        before init; the others sleep MS ms (default 0),
 *                        then init and wait forever (MS < 0: never init,
 *                        and report a SIGQUIT on stderr)
 *   quit-handler C [busy]  install a SIGQUIT handler that prints a line and
 *                        calls gasnet_exit(C); then like sleep-forever (or
 *                        busy-forever with "busy")
 *   quit-handler-exit R C Q  every rank installs that handler (calling
 *                        gasnet_exit(Q)); after a barrier rank R calls
 *                        gasnet_exit(C), the others wait in the library as
 *                        sleep-forever
 *   stop-self R          rank R stops itself (SIGSTOP) once all are ready;
 *                        the others wait forever
 *   affinity             every rank prints its CPU affinity and placement
 *   exec-default-signals PROG [ARGS...]   (no GASNet) reset SIGINT and
 *                        SIGQUIT to their defaults and exec PROG - for
 *                        scripts whose background jobs inherit them ignored
 *
 * Ready lines look like "t_exit_helper: rank R pid P ready" (stdout, flushed).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <gasnet.h>
#include <gasnetex.h>

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../tap.h"

static gex_Rank_t me, nranks;
static gex_TM_t job_tm = GEX_TM_INVALID;
static int g1;
static int quit_code;
static volatile int never_set;

static void usage(void)
{
    fprintf(stderr, "usage: t_exit_helper [--tag=STRING] [--g1] MODE [ARGS...] (see the source)\n");
    exit(64);
}

static long num(const char *s)
{
    char *end;
    if (!s)
        usage();
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end || end == s)
        usage();
    return v;
}

static void start(int use_g1, int *argc, char ***argv)
{
    gex_TM_t tm = GEX_TM_INVALID;
    if (use_g1) {
        if (gasnet_init(argc, argv) != GASNET_OK)
            exit(70);
        if (gasnet_attach(NULL, 0, 2 * GASNET_PAGESIZE, 0) != GASNET_OK)
            gasnet_exit(71);
        gasnet_QueryGexObjects(NULL, NULL, &tm, NULL);
    } else {
        gex_Client_t client;
        gex_EP_t ep;
        gex_Segment_t seg;
        if (gex_Client_Init(&client, &ep, &tm, "T_EXIT_HELPER", argc, argv, 0) != GASNET_OK)
            exit(70);
        if (gex_Segment_Attach(&seg, tm, 2 * GASNET_PAGESIZE) != GASNET_OK)
            gasnet_exit(71);
    }
    job_tm = tm;
    g1 = use_g1;
    me = gex_TM_QueryRank(tm);
    nranks = gex_TM_QuerySize(tm);
    tap_multi(tm); /* for tap_barrier() */
}

static void ready(void)
{
    printf("t_exit_helper: rank %u pid %ld ready\n", (unsigned)me, (long)getpid());
    fflush(stdout);
}

static void wait_forever(void)
{
    GASNET_BLOCKUNTIL(never_set);
    fprintf(stderr, "t_exit_helper: rank %u: impossible wake-up\n", (unsigned)me);
    _exit(99);
}

/* the library's own barrier (not tap_barrier), as a client would use it */
static void lib_barrier(void)
{
    if (g1) {
        gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
        gasnet_barrier_wait(0, GASNET_BARRIERFLAG_ANONYMOUS);
    } else {
        gex_Event_Wait(gex_Coll_BarrierNB(job_tm, 0));
    }
}

static void sleep_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
        ;
}

/* A client's SIGQUIT handler (the job received a terminate signal) */
static void on_quit(int sig)
{
    static const char msg[] = "t_exit_helper: SIGQUIT handler runs\n";
    (void)sig;
    ssize_t rc = write(2, msg, sizeof msg - 1);
    (void)rc;
    gasnet_exit(quit_code);
}

/* SIGQUIT's default action dumps core; the supervisor should not send it
 * to a rank that never joined. Say so if it does. */
static void on_quit_before_init(int sig)
{
    static const char msg[] = "t_exit_helper: SIGQUIT before init\n";
    ssize_t rc = write(2, msg, sizeof msg - 1);
    (void)rc;
    _exit(128 + sig);
}

static gex_Rank_t rank_arg(const char *s)
{
    long r = num(s);
    if (r < 0 || (gex_Rank_t)r >= nranks) {
        fprintf(stderr, "t_exit_helper: rank %ld out of range (job has %u ranks)\n", r,
                (unsigned)nranks);
        gasnet_exit(65);
    }
    return (gex_Rank_t)r;
}

int main(int argc, char **argv)
{
    int use_g1 = 0, i = 1;
    for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        if (strcmp(argv[i], "--g1") == 0)
            use_g1 = 1;
        else if (strncmp(argv[i], "--tag=", 6) != 0)
            usage();
    }
    if (i >= argc)
        usage();
    const char *mode = argv[i];
    char **args = argv + i + 1; /* NULL-terminated */

    /* modes that act before init (they do not look at init's argv) */
    if (strcmp(mode, "exec-default-signals") == 0) {
        if (!args[0])
            usage();
        signal(SIGINT, SIG_DFL);
        signal(SIGQUIT, SIG_DFL);
        execvp(args[0], args);
        fprintf(stderr, "t_exit_helper: exec %s: %s\n", args[0], strerror(errno));
        return 127;
    }
    if (strcmp(mode, "exit-before-init") == 0)
        exit((int)num(args[0]));
    if (strcmp(mode, "leave-before-init") == 0) {
        const char *r = getenv("PSHMEX_RANK");
        if (r && num(r) == num(args[0]))
            exit((int)num(args[1]));
        if (args[1] && args[2] && num(args[2]) < 0) {
            signal(SIGQUIT, on_quit_before_init);
            for (;;)
                pause(); /* never joins */
        }
        if (args[1] && args[2])
            sleep_ms(num(args[2]));
    }
    if (strcmp(mode, "touch") == 0) {
        if (!args[0])
            usage();
        int fd = open(args[0], O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd < 0) {
            perror(args[0]);
            return 66;
        }
        close(fd);
    }

    /* copy what we need: init may rewrite argv */
    static char m[64], a0buf[256], a1buf[256], a2buf[256];
    snprintf(m, sizeof m, "%s", mode);
    const char *a0 = args[0] ? (snprintf(a0buf, sizeof a0buf, "%s", args[0]), a0buf) : NULL;
    const char *a1 = (a0 && args[1]) ? (snprintf(a1buf, sizeof a1buf, "%s", args[1]), a1buf) : NULL;
    const char *a2 = (a1 && args[2]) ? (snprintf(a2buf, sizeof a2buf, "%s", args[2]), a2buf) : NULL;

    start(use_g1, &argc, &argv);

    if (strcmp(m, "touch") == 0)
        return 0;
    if (strcmp(m, "return") == 0)
        return (int)num(a0);
    if (strcmp(m, "sleep-forever") == 0) {
        ready();
        wait_forever();
    }
    if (strcmp(m, "busy-forever") == 0) {
        ready();
        for (;;)
            __atomic_load_n(&never_set, __ATOMIC_RELAXED); /* never calls GASNet */
    }
    if (strcmp(m, "leave-before-init") == 0)
        wait_forever();
    if (strcmp(m, "barrier-print-exit") == 0) {
        lib_barrier();
        printf("rank %u of %u: the line before gasnet_exit\n", (unsigned)me, (unsigned)nranks);
        gasnet_exit(0);
    }
    if (strcmp(m, "late-print") == 0) {
        long ms = num(a0);
        lib_barrier();
        if (me == 0)
            gasnet_exit(0);
        sleep_ms(ms);
        printf("rank %u of %u: printed %ld ms after rank 0's gasnet_exit\n", (unsigned)me,
               (unsigned)nranks, ms);
        return 0;
    }
    if (strcmp(m, "read-stdin") == 0) {
        char line[128];
        for (int turn = 0; turn < 2; turn++) {
            if ((me == 0) == (turn == 1)) {
                if (fgets(line, sizeof line, stdin))
                    printf("rank %u read: %s", (unsigned)me, line);
                else
                    printf("rank %u read EOF\n", (unsigned)me);
                fflush(stdout);
            }
            lib_barrier();
        }
        return 0;
    }
    if (strcmp(m, "late-fail") == 0) {
        long ms = num(a0);
        if (!a1)
            usage();
        lib_barrier();
        if (me == 0)
            gasnet_exit(0);
        sleep_ms(ms);
        if (strcmp(a1, "segv") == 0)
            raise(SIGSEGV);
        gasnet_exit((int)num(a1));
    }
    if (strcmp(m, "print-sleep") == 0) {
        if (!a0 || (strcmp(a0, "exit") != 0 && strcmp(a0, "fatal") != 0))
            usage();
        if (me != 0) /* stays in stdio's buffer: stdout is a pipe or a file */
            printf("rank %u of %u: a buffered line, then sleeping outside GASNet\n", (unsigned)me,
                   (unsigned)nranks);
        lib_barrier();
        fprintf(stderr, "t_exit_helper: rank %u pid %ld ready\n", (unsigned)me, (long)getpid());
        if (me == 0) {
            if (strcmp(a0, "exit") == 0)
                gasnet_exit(0);
            uint64_t v = 0;
            gex_RMA_PutBlocking(job_tm, nranks, &v, &v, sizeof v, 0); /* fatal: no such rank */
            fprintf(stderr, "t_exit_helper: a Put to rank %u returned\n", (unsigned)nranks);
            _exit(98);
        }
        for (;;)
            sleep_ms(10);
    }
    if (strcmp(m, "put-forever") == 0) {
        int code = (int)num(a0);
        gex_Rank_t next = (me + 1) % nranks;
        void *dest = NULL;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(job_tm, next, &dest, NULL, NULL, 0));
        lib_barrier();
        if (me == 0)
            gasnet_exit(code);
        for (uint64_t v = 0;; v++) {
            if (g1)
                gasnet_put(next, dest, &v, sizeof v);
            else
                gex_RMA_PutBlocking(job_tm, next, dest, &v, sizeof v, 0);
        }
    }
    if (strcmp(m, "quit-handler") == 0) {
        quit_code = (int)num(a0);
        signal(SIGQUIT, on_quit);
        ready();
        if (a1 && strcmp(a1, "busy") == 0)
            for (;;)
                __atomic_load_n(&never_set, __ATOMIC_RELAXED);
        wait_forever();
    }
    if (strcmp(m, "quit-handler-exit") == 0) {
        quit_code = (int)num(a2);
        signal(SIGQUIT, on_quit);
        lib_barrier();
        if (me == (gex_Rank_t)num(a0))
            gasnet_exit((int)num(a1));
        ready();
        wait_forever();
    }
    if (strcmp(m, "print-and-exit") == 0) {
        printf("rank %u of %u: first line\nrank %u of %u: second line\n", (unsigned)me,
               (unsigned)nranks, (unsigned)me, (unsigned)nranks);
        fflush(stdout);
        tap_barrier();
        gasnet_exit(0);
    }
    if (strcmp(m, "affinity") == 0) {
        cpu_set_t set;
        char list[1024] = "";
        int count = -1, core = -9, numa = -9;
        if (sched_getaffinity(0, sizeof set, &set) == 0) {
            count = CPU_COUNT(&set);
            size_t len = 0;
            for (int c = 0; c < CPU_SETSIZE && len + 8 < sizeof list; c++)
                if (CPU_ISSET(c, &set))
                    len +=
                        (size_t)snprintf(list + len, sizeof list - len, "%s%d", len ? "," : "", c);
        }
        int prc = pshmex_QueryRankPlacement(me, &core, &numa);
        for (gex_Rank_t turn = 0; turn < nranks; turn++) { /* print in rank order */
            if (turn == me) {
                printf("affinity rank %u cpus %d list %s core %d numa %d rc %d\n", (unsigned)me,
                       count, list, core, numa, prc);
                fflush(stdout);
            }
            tap_barrier();
        }
        gasnet_exit(0);
    }

    gex_Rank_t r = rank_arg(a0);
    if (strcmp(m, "gasnet_exit") == 0) {
        if (me == r)
            gasnet_exit((int)num(a1));
    } else if (strcmp(m, "return-rank") == 0) {
        if (me == r)
            return (int)num(a1);
    } else if (strcmp(m, "exit") == 0) {
        if (me == r)
            exit((int)num(a1));
    } else if (strcmp(m, "abort") == 0) {
        if (me == r)
            abort();
    } else if (strcmp(m, "signal") == 0) {
        if (me == r)
            raise((int)num(a1));
    } else if (strcmp(m, "stop-self") == 0) {
        ready();
        tap_barrier();
        if (me == r)
            raise(SIGSTOP);
    } else if (strcmp(m, "stubborn-exit") == 0) {
        /* the other ranks block the usual termination signals and spin
         * outside GASNet, so only SIGKILL can take them down */
        if (me != r) {
            sigset_t set;
            sigemptyset(&set);
            sigaddset(&set, SIGQUIT);
            sigaddset(&set, SIGTERM);
            sigaddset(&set, SIGINT);
            sigaddset(&set, SIGHUP);
            sigprocmask(SIG_BLOCK, &set, NULL);
        }
        tap_barrier();
        if (me == r)
            gasnet_exit((int)num(a1));
        for (;;)
            __atomic_load_n(&never_set, __ATOMIC_RELAXED);
    } else {
        fprintf(stderr, "t_exit_helper: unknown mode %s\n", m);
        gasnet_exit(64);
    }
    wait_forever();
    return 0;
}
