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
 * two processes pinned to the CPU it runs on, which pass a token back and
 * forth through a shared word, each waiting for its turn with nothing but
 * sched_yield; one hand-over = the elapsed time / the number of passes.
 * The other ranks wait meanwhile in bench_sync (sleeping after a short
 * spin), so the two processes share the core with whatever else the host
 * runs, as the job's ranks do.
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

#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#define HANDOVER_WARMUP 1000L           /* passes before the timed ones */
#define HANDOVER_PASSES 20000L          /* timed passes per run, at most */
#define HANDOVER_BUDGET_NS 100000000ull /* a run stops after this long */
#define HANDOVER_STOP UINT64_MAX

/* The shared page: the token (pass k is the store of k + 1, by child 0
 * for even k, child 1 for odd k) and child 0's result.  Written with
 * release, read with acquire: a pass publishes nothing else, and the
 * result is read by rank 0 after waitpid. */
typedef struct {
    uint64_t token;
    uint8_t pad[56];
    double ns_per_pass;
} handover_t;

static void pin(int cpu)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        _exit(3);
}

/* Wait for my turn (token == k) with sched_yield only; 0 if told to stop. */
static int my_turn(handover_t *h, uint64_t k)
{
    uint64_t t;
    while ((t = __atomic_load_n(&h->token, __ATOMIC_ACQUIRE)) != k) {
        if (t == HANDOVER_STOP)
            return 0;
        sched_yield();
    }
    return 1;
}

/* Child `who` (0 or 1): passes who, who + 2, ...; child 0 times them and
 * stops both when the budget is spent. */
static _Noreturn void child(handover_t *h, int who, int cpu)
{
    pin(cpu);
    uint64_t k = (uint64_t)who, t0 = 0, timed_from = HANDOVER_WARMUP;
    const uint64_t end = HANDOVER_WARMUP + HANDOVER_PASSES;
    for (;; k += 2) {
        if (!my_turn(h, k))
            _exit(0);
        if (who == 0 && k >= timed_from) {
            uint64_t now = bench_now_ns();
            if (t0 == 0) {
                t0 = now;
                timed_from = k;
            } else if (k >= end || now - t0 > HANDOVER_BUDGET_NS) {
                h->ns_per_pass = (double)(now - t0) / (double)(k - timed_from);
                __atomic_store_n(&h->token, HANDOVER_STOP, __ATOMIC_RELEASE);
                _exit(0);
            }
        }
        __atomic_store_n(&h->token, k + 1, __ATOMIC_RELEASE);
    }
}

/* One run: ns per hand-over, or -1. */
static double handover_run(int cpu)
{
    handover_t *h =
        mmap(NULL, sizeof *h, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (h == MAP_FAILED)
        return -1;
    memset(h, 0, sizeof *h);
    fflush(NULL); /* the children must not flush rank 0's buffers */
    pid_t pid[2] = {-1, -1};
    for (int who = 0; who < 2; who++) {
        pid[who] = fork();
        if (pid[who] == 0)
            child(h, who, cpu);
    }
    int ok = pid[0] > 0 && pid[1] > 0;
    for (int who = 0; who < 2; who++) {
        if (pid[who] <= 0)
            continue;
        if (!ok)
            kill(pid[who], SIGKILL);
        int status = 0;
        while (waitpid(pid[who], &status, 0) < 0) {
        }
        ok = ok && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
    double r = ok && h->ns_per_pass > 0 ? h->ns_per_pass : -1;
    munmap(h, sizeof *h);
    return r;
}

int coll_floor_handover(bench_ctx_t *ctx, int runs, double *samples, bench_stats_t *st, int *cpu)
{
    int rc = 0;
    if (ctx->rank == 0) {
        *cpu = sched_getcpu();
        if (*cpu < 0)
            *cpu = 0;
        for (int run = 0; run < runs && rc == 0; run++)
            if ((samples[run] = handover_run(*cpu)) < 0)
                rc = 1;
        if (rc == 0)
            bench_stats(samples, runs, st);
        else
            fprintf(stderr, "pshmbench: coll: the sched_yield hand-over measurement failed\n");
    }
    return rc;
}

/* ---- the bare barrier of N yielding processes ---- */

#define YBAR_MAX 1024          /* processes (pshmrun's rank limit) */
#define YBAR_BARRIERS 20000ull /* timed barriers per run, at most */
#define YBAR_WARMUP 200ull
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

static _Noreturn void ybar_child(ybar_t *b, unsigned r, unsigned n, int core)
{
    if (core >= 0)
        pin(core);
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

/* One run: ns per barrier, or -1. */
static double ybar_run(unsigned n, const int *core)
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
            ybar_child(b, r, n, core[r]);
        ok = pid[r] > 0;
    }
    for (unsigned r = 0; pid && r < n && pid[r] > 0; r++) {
        if (!ok)
            kill(pid[r], SIGKILL);
        int status = 0;
        while (waitpid(pid[r], &status, 0) < 0) {
        }
        ok = ok && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
    double ns = ok && b->ns > 0 ? b->ns : -1;
    free(pid);
    munmap(b, sizeof *b);
    return ns;
}

int coll_floor_yield_barrier(bench_ctx_t *ctx, int runs, double *samples, bench_stats_t *st)
{
    if (ctx->rank != 0)
        return 0;
    const unsigned n = ctx->nranks;
    int *core = calloc(n, sizeof *core);
    if (!core || n > YBAR_MAX) {
        free(core);
        return 1;
    }
    for (unsigned r = 0; r < n; r++) {
        int numa = -1;
        core[r] = -1;
        pshmex_QueryRankPlacement(r, &core[r], &numa);
    }
    int rc = 0;
    for (int run = 0; run < runs && rc == 0; run++)
        if ((samples[run] = ybar_run(n, core)) < 0)
            rc = 1;
    if (rc == 0)
        bench_stats(samples, runs, st);
    else
        fprintf(stderr, "pshmbench: coll: the bare yield barrier measurement failed\n");
    free(core);
    return rc;
}

int coll_floor_cores(bench_ctx_t *ctx)
{
    /* the distinct cores the ranks are bound to, if all are bound */
    int n = 0, all = 1;
    int *seen = calloc(ctx->nranks, sizeof *seen);
    if (!seen)
        return 1;
    for (gex_Rank_t r = 0; r < ctx->nranks && all; r++) {
        int core = -1, numa = -1;
        pshmex_QueryRankPlacement(r, &core, &numa);
        if (core < 0) {
            all = 0;
            break;
        }
        int dup = 0;
        for (int i = 0; i < n; i++)
            dup |= seen[i] == core;
        if (!dup)
            seen[n++] = core;
    }
    free(seen);
    if (all && n > 0)
        return n;
    /* unbound: the CPUs this process may run on */
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return CPU_COUNT(&set);
    long c = sysconf(_SC_NPROCESSORS_ONLN);
    return c > 0 ? (int)c : 1;
}
