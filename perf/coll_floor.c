/* coll_floor.c - the oversubscription floor of pshmbench coll.
 *
 * When a job has more ranks than cores, a barrier cannot finish before
 * every rank has run once since the previous one: on each core its ranks
 * take turns, and a rank that waits gives the core to the next one with
 * sched_yield (or sleeps, which costs more).  So one barrier of N ranks on
 * C cores costs at least ceil(N / C) hand-overs on the busiest core (the
 * cores work side by side), each the cost of one sched_yield switch from
 * one process to another on the same core.
 *
 * That hand-over is measured here with no library at all: rank 0 forks
 * as many processes as the job puts on a core (ceil(N / C), at least two),
 * pinned to the CPU it runs on, and each calls sched_yield in a loop,
 * counting its calls; one hand-over = the elapsed time / the calls of all
 * of them (with two or more runnable, every call switches). The count of
 * processes matters: a switch costs more with more of them on the core
 * (2-vCPU test VM: about 5.3 us among 2, 7.9 us among 4), and a core of
 * the job has that many. A token passed in a fixed order would not do:
 * with more than two, sched_yield often picks a process whose turn it is
 * not (15.8 us a pass among 4), while a barrier lets the ranks of a core
 * arrive in any order. The other ranks wait meanwhile in bench_sync
 * (sleeping after a short spin), so the processes share the core with
 * whatever else the host runs, as the job's ranks do.
 *
 * That derived floor assumes the scheduler runs a core's ranks in turn and
 * the cores in step.  Beside it, the bare barrier of N processes is
 * measured too, with no library: rank 0 forks N processes placed as the
 * job's ranks are (bound to the same cores, or not bound), each stores the
 * barrier's number to a line of its own and then reads every other line,
 * calling sched_yield while one is behind.  What the host's scheduler
 * gives a barrier of yielding processes, as the floor entry's bare barrier
 * is what the hardware gives 2 ranks.
 */
#include "coll_floor.h"

#include <gasnet_coll.h>

#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define HANDOVER_MAX_PROCS 64           /* processes per core measured, at most */
#define HANDOVER_WARMUP    1000L        /* calls of process 0 before the timed ones */
#define HANDOVER_CALLS     10000L       /* timed calls of process 0 per run, at most */
#define HANDOVER_BUDGET_NS 100000000ull /* a run stops after this long */

/* The shared pages: process i counts its sched_yield calls in calls[i]
 * (written by it alone, relaxed: every process runs on the one CPU, so
 * the counts read by process 0 are current); process 0 sets go once all
 * are running and stop at the end (release), and stores the result. */
typedef struct {
    struct {
        uint64_t n;
        uint8_t pad[56];
    } calls[HANDOVER_MAX_PROCS];
    uint64_t ready, go, stop;
    double ns_per_call;
} handover_t;
_Static_assert(sizeof(((handover_t *)0)->calls[0]) == 64, "one line per process");

static void pin(int cpu)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        _exit(3);
}

/* The calls of all processes so far. */
static uint64_t calls_sum(const handover_t *h, unsigned procs)
{
    uint64_t sum = 0;
    for (unsigned i = 0; i < procs; i++)
        sum += __atomic_load_n(&h->calls[i].n, __ATOMIC_RELAXED);
    return sum;
}

/* Process `who`: yield until told to stop; process 0 times its calls
 * against everyone's. */
static _Noreturn void child(handover_t *h, unsigned who, unsigned procs, int cpu)
{
    pin(cpu);
    __atomic_add_fetch(&h->ready, 1, __ATOMIC_RELEASE);
    while (!__atomic_load_n(&h->go, __ATOMIC_ACQUIRE)) {
        if (who == 0 && __atomic_load_n(&h->ready, __ATOMIC_ACQUIRE) == procs)
            __atomic_store_n(&h->go, 1, __ATOMIC_RELEASE);
        sched_yield();
    }
    uint64_t t0 = 0, sum0 = 0;
    for (long k = 0; !__atomic_load_n(&h->stop, __ATOMIC_ACQUIRE); k++) {
        sched_yield();
        __atomic_store_n(&h->calls[who].n, h->calls[who].n + 1, __ATOMIC_RELAXED);
        if (who != 0 || k < HANDOVER_WARMUP)
            continue;
        uint64_t now = bench_now_ns();
        if (k == HANDOVER_WARMUP) {
            t0 = now;
            sum0 = calls_sum(h, procs);
        } else if (k >= HANDOVER_WARMUP + HANDOVER_CALLS || now - t0 > HANDOVER_BUDGET_NS) {
            h->ns_per_call = (double)(now - t0) / (double)(calls_sum(h, procs) - sum0);
            __atomic_store_n(&h->stop, 1, __ATOMIC_RELEASE);
        }
    }
    _exit(0);
}

/* Wait for the n children in pid (entries <= 0: never forked), killing
 * them first unless ok; ok and every child exited with status 0. */
static int reap(const pid_t *pid, unsigned n, int ok)
{
    for (unsigned i = 0; i < n; i++) {
        if (pid[i] <= 0)
            continue;
        if (!ok)
            kill(pid[i], SIGKILL);
        int status = 0;
        while (waitpid(pid[i], &status, 0) < 0) {
        }
        ok = ok && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
    return ok;
}

/* One run: ns per hand-over among procs processes on cpu, or -1. */
static double handover_run(int cpu, unsigned procs)
{
    handover_t *h =
        mmap(NULL, sizeof *h, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (h == MAP_FAILED)
        return -1;
    memset(h, 0, sizeof *h);
    fflush(NULL); /* the children must not flush rank 0's buffers */
    pid_t pid[HANDOVER_MAX_PROCS];
    int ok = 1;
    unsigned forked = 0;
    for (; forked < procs && ok; forked++) {
        pid[forked] = fork();
        if (pid[forked] == 0)
            child(h, forked, procs, cpu);
        ok = pid[forked] > 0;
    }
    ok = reap(pid, forked, ok);
    double r = ok && h->ns_per_call > 0 ? h->ns_per_call : -1;
    munmap(h, sizeof *h);
    return r;
}

int coll_floor_handover(bench_ctx_t *ctx, unsigned procs, int runs, double *samples,
                        bench_stats_t *st, int *cpu)
{
    int rc = 0;
    if (procs < 2)
        procs = 2;
    if (procs > HANDOVER_MAX_PROCS)
        procs = HANDOVER_MAX_PROCS;
    if (ctx->rank == 0) {
        *cpu = sched_getcpu();
        if (*cpu < 0)
            *cpu = 0;
        for (int run = 0; run < runs && rc == 0; run++)
            if ((samples[run] = handover_run(*cpu, procs)) < 0)
                rc = 1;
        if (rc == 0)
            bench_stats(samples, runs, st);
        else
            fprintf(stderr, "pshmbench: coll: the sched_yield hand-over measurement failed\n");
    }
    return rc;
}

/* ---- the bare barrier of N yielding processes ---- */

#define YBAR_MAX       1024     /* processes (pshmrun's rank limit) */
#define YBAR_BARRIERS  20000ull /* timed barriers per run, at most */
#define YBAR_WARMUP    200ull
#define YBAR_BUDGET_NS 100000000ull

/* The shared pages: process r writes arrive[r].n (release, after its
 * earlier reads) and reads everyone's (acquire); process 0 alone writes
 * stop (the last barrier, before it arrives at that barrier) and ns. */
typedef struct {
    struct {
        uint64_t n;
        uint8_t pad[56];
    } arrive[YBAR_MAX];
    uint64_t stop;
    double ns;
} ybar_t;
_Static_assert(sizeof(((ybar_t *)0)->arrive[0]) == 64, "one line per process");

static _Noreturn void ybar_child(ybar_t *b, unsigned r, unsigned n, const cpu_set_t *cpus)
{
    if (sched_setaffinity(0, sizeof *cpus, cpus) != 0)
        _exit(3);
    uint64_t t0 = 0, k0 = 0;
    for (uint64_t k = 1;; k++) {
        uint64_t stop = __atomic_load_n(&b->stop, __ATOMIC_ACQUIRE);
        if (stop && k > stop)
            _exit(0);
        if (r == 0 && !stop) {
            uint64_t now = bench_now_ns();
            if (k == YBAR_WARMUP) {
                t0 = now;
                k0 = k;
            } else if (t0 && (k - k0 >= YBAR_BARRIERS || now - t0 > YBAR_BUDGET_NS)) {
                /* k is the last barrier; everyone sees it once past it */
                __atomic_store_n(&b->stop, k, __ATOMIC_RELEASE);
            }
        }
        __atomic_store_n(&b->arrive[r].n, k, __ATOMIC_RELEASE);
        for (unsigned q = 0; q < n; q++)
            while (__atomic_load_n(&b->arrive[q].n, __ATOMIC_ACQUIRE) < k)
                sched_yield();
        if (r == 0 && t0 && k == __atomic_load_n(&b->stop, __ATOMIC_RELAXED))
            b->ns = (double)(bench_now_ns() - t0) / (double)(k - k0);
    }
}

/* One run: ns per barrier, or -1. Process r runs where rank r may. */
static double ybar_run(unsigned n, const cpu_set_t *cpus)
{
    ybar_t *b = mmap(NULL, sizeof *b, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (b == MAP_FAILED)
        return -1;
    fflush(NULL);
    pid_t *pid = calloc(n, sizeof *pid);
    int ok = pid != NULL;
    for (unsigned r = 0; r < n && ok; r++) {
        pid[r] = fork();
        if (pid[r] == 0)
            ybar_child(b, r, n, &cpus[r]);
        ok = pid[r] > 0;
    }
    if (pid)
        ok = reap(pid, n, ok);
    double ns = ok && b->ns > 0 ? b->ns : -1;
    free(pid);
    munmap(b, sizeof *b);
    return ns;
}

/* The CPUs rank r may run on, for every rank (coll_floor_cores). */
static cpu_set_t *rank_cpus;
static unsigned rank_cpus_n;

int coll_floor_yield_barrier(bench_ctx_t *ctx, int runs, double *samples, bench_stats_t *st)
{
    if (ctx->rank != 0)
        return 0;
    const unsigned n = ctx->nranks;
    if (n > YBAR_MAX || !rank_cpus || rank_cpus_n != n)
        return 1;
    int rc = 0;
    for (int run = 0; run < runs && rc == 0; run++)
        if ((samples[run] = ybar_run(n, rank_cpus)) < 0)
            rc = 1;
    if (rc == 0)
        bench_stats(samples, runs, st);
    else
        fprintf(stderr, "pshmbench: coll: the bare yield barrier measurement failed\n");
    return rc;
}

int coll_floor_cores(bench_ctx_t *ctx)
{
    /* every rank learns every rank's pid (a sum of one word per rank) and
     * asks the kernel where each may run: the binding as it is, whatever
     * the launcher's placement (bound in turn, or not) */
    const unsigned n = ctx->nranks;
    int64_t *mine = calloc(n, sizeof *mine), *pids = calloc(n, sizeof *pids);
    free(rank_cpus);
    rank_cpus = calloc(n, sizeof *rank_cpus);
    rank_cpus_n = n;
    if (!mine || !pids || !rank_cpus) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    mine[ctx->rank] = (int64_t)getpid();
    gex_Event_Wait(gex_Coll_ReduceToAllNB(ctx->tm, pids, mine, GEX_DT_I64, sizeof(int64_t), n,
                                          GEX_OP_ADD, NULL, NULL, 0));
    cpu_set_t job;
    CPU_ZERO(&job);
    for (unsigned r = 0; r < n; r++) {
        if (sched_getaffinity((pid_t)pids[r], sizeof rank_cpus[r], &rank_cpus[r]) != 0 ||
            CPU_COUNT(&rank_cpus[r]) == 0)
            sched_getaffinity(0, sizeof rank_cpus[r], &rank_cpus[r]); /* as this process */
        CPU_OR(&job, &job, &rank_cpus[r]);
    }
    free(mine);
    free(pids);
    const int cpus = CPU_COUNT(&job);
    return cpus > 0 ? cpus : 1;
}
