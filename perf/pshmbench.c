/* pshmbench - pshmex micro-benchmarks.
 *
 *   pshmbench [ENTRY...] [--runs K] [--iters N] [--plot DIR]
 *
 * ENTRY is one of the entries below or "all" (the default).  Each number is
 * the median of K runs (default 7), with min and max.  Needs at least 2
 * ranks; started without pshmrun and without GASNET_PSHM_NODES it runs as a
 * 2-rank job by itself.  Entries measure between ranks 0 and 1, except coll,
 * whose rows take in every rank of the job.  The rma entry also writes a plot, pshmbench-rma.svg
 * and pshmbench-rma.csv in the current directory (PSHMBENCH_PLOT=FILE.svg
 * puts them elsewhere); the vis entry pshmbench-vis.csv (PSHMBENCH_VIS_CSV).
 * With --plot DIR every entry writes its rows to DIR/ENTRY.csv and, where
 * it has rows by size, DIR/ENTRY-latency.svg and DIR/ENTRY-bandwidth.svg
 * (plot.h).
 */
#include "bench_util.h"
#include "plot.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*bench_entry_fn)(bench_ctx_t *);

/* vis.c: strided and indexed VIS Puts and Gets beside the same copies made
 * by a plain memcpy loop in this process (GB/s). */
int bench_vis(bench_ctx_t *ctx);

/* paper.c: the three tables of the 2002 GASNet paper (1-byte round-trip
 * latency, 128 KB flood bandwidth at depth 8, 1-byte inverse throughput)
 * measured here, as Markdown beside the paper's figures. */
int bench_paper(bench_ctx_t *ctx);

/* Entries run in table order.  One with needs_floor compares itself with the
 * floor measured in the same run, so selecting it selects "floor" (first)
 * too. */
static const struct {
    const char *name;
    const char *what;
    bench_entry_fn fn;
    int needs_floor;
} entries[] = {
    {"floor",
     "shared-memory floor: cache-line ping-pong latency, bare 2-rank flag barrier,\n"
     "            memcpy bandwidth",
     bench_floor, 0},
    {"am",
     "Active Messages: Short and Medium round trip / 2, Long bandwidth, Short rate (M msg/s);\n"
     "            the Short rows beside the same round trip and stream over bare rings (the\n"
     "            in-place ping-pong answers in the request's slot, as Replies in place do;\n"
     "            the am model adds an AM layer's least: table, checks, calls); runs floor first",
     bench_am, 1},
    {"rma",
     "RMA: 8 B Put/Get ns per call (gex_RMA_* and gasnet_*), NB and NBI Puts,\n"
     "            Put/Get bandwidth beside memcpy, non-temporal copy beside memcpy;\n"
     "            writes pshmbench-rma.svg and .csv (or $PSHMBENCH_PLOT); runs floor first",
     bench_rma, 1},
    {"atomics",
     "Remote atomics (gex_AD_*, 8 B): FADD NB and NBI and FCAS ns per call beside a bare\n"
     "            CPU fetch-add, contended FADD rate of every rank (M ops/s), SET/GET flag\n"
     "            ping-pong one-way; runs floor first",
     bench_atomics, 1},
    {"coll",
     "Collectives over every rank of the job (us per operation): gex_Coll_BarrierNB\n"
     "            and the GASNet-1 barrier beside the floor, broadcast from rank 0 and\n"
     "            reduce-to-all (int64 ADD) of 8 B and 1 MiB; runs floor first",
     bench_coll, 1},
    {"vis",
     "VIS: strided Put/Get of a 2-D (1 KiB rows) and a 3-D (64 B runs) 1 MiB section and\n"
     "            an indexed Put of 4096 scattered 8 B elements, GB/s beside the same\n"
     "            copies by a plain memcpy loop; writes pshmbench-vis.csv (or $PSHMBENCH_VIS_CSV)",
     bench_vis, 0},
    {"paper",
     "the 2002 GASNet paper's tables 1-3 (1-byte round-trip latency, 128 KB flood\n"
     "            bandwidth at depth 8, 1-byte inverse throughput) measured here, in\n"
     "            Markdown beside the paper's IBM SP and Millennium figures; runs floor first",
     bench_paper, 1},
};
#define N_ENTRIES (sizeof entries / sizeof entries[0])

#define DEFAULT_RUNS 7
#define BIG_MEMCPY   ((size_t)64 << 20)

static void usage(FILE *f)
{
    fprintf(f, "usage: pshmbench [ENTRY...] [--runs K] [--iters N] [--plot DIR]\n"
               "  ENTRY   all (default)");
    for (size_t i = 0; i < N_ENTRIES; i++)
        fprintf(f, ", %s", entries[i].name);
    fprintf(f, "\n");
    for (size_t i = 0; i < N_ENTRIES; i++)
        fprintf(f, "    %-8s%s\n", entries[i].name, entries[i].what);
    fprintf(f,
            "  --runs K    measurements per result, reported as median/min/max (default %d)\n"
            "  --iters N   round trips per latency or rate measurement (rma and atomics 8 B\n"
            "              rows: calls; atomics contended row: the calls of all ranks together;\n"
            "              coll: operations per barrier and 8 B run, N/100 for 1 MiB)\n"
            "              (default: per entry)\n"
            "  --plot DIR  also write each entry's rows to DIR/ENTRY.csv and, for rows by\n"
            "              size (rma, am, vis), DIR/ENTRY-latency.svg and -bandwidth.svg\n"
            "Run it as `pshmbench` (a 2-rank job by itself) or `pshmrun -n 2 pshmbench`.\n"
            "Environment: PSHMBENCH_PLOT=FILE.svg  where rma writes its plot (and FILE.csv)\n"
            "             PSHMBENCH_VIS_CSV=FILE   where vis writes its CSV\n",
            DEFAULT_RUNS);
}

static int parse_long(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = s ? strtol(s, &end, 10) : 0;
    if (!s || errno || *end || end == s || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

/* On a bad command line: rank 0 explains, the job ends with status 2 (the
 * other ranks wait to be taken down, so rank 0's output is complete). */
static _Noreturn void bad_usage(bench_ctx_t *ctx, const char *fmt, const char *arg)
{
    if (ctx->rank == 0) {
        fprintf(stderr, "pshmbench: ");
        fprintf(stderr, fmt, arg);
        fputc('\n', stderr);
        usage(stderr);
        fflush(stderr);
        gasnet_exit(2);
    }
    static volatile int never;
    GASNET_BLOCKUNTIL(never);
    abort();
}

int main(int argc, char **argv)
{
    if (!getenv("PSHMEX_JOB_FD") && !getenv("GASNET_PSHM_NODES"))
        setenv("GASNET_PSHM_NODES", "2", 1);

    bench_ctx_t ctx;
    memset(&ctx, 0, sizeof ctx);
    if (gex_Client_Init(&ctx.client, &ctx.ep, &ctx.tm, "PSHMBENCH", &argc, &argv, 0) != GASNET_OK) {
        fprintf(stderr, "pshmbench: gex_Client_Init failed\n");
        return 1;
    }
    ctx.rank = gex_TM_QueryRank(ctx.tm);
    ctx.nranks = gex_TM_QuerySize(ctx.tm);
    ctx.runs = DEFAULT_RUNS;

    /* command line (identical on every rank) */
    int selected[N_ENTRIES] = {0}, any = 0;
    const char *plot_dir = NULL;
    for (int i = 1; i < argc; i++) {
        long v = 0;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            if (ctx.rank == 0) {
                usage(stdout);
                fflush(stdout);
                gasnet_exit(0);
            }
            static volatile int never;
            GASNET_BLOCKUNTIL(never);
        } else if (strcmp(argv[i], "--runs") == 0 || strcmp(argv[i], "--iters") == 0) {
            const char *val = i + 1 < argc ? argv[i + 1] : NULL;
            int is_runs = argv[i][2] == 'r';
            if (parse_long(val, 1, is_runs ? 1000 : LONG_MAX / 4, &v))
                bad_usage(&ctx,
                          is_runs ? "--runs needs a number from 1 to 1000, not '%s'"
                                  : "--iters needs a positive number, not '%s'",
                          val ? val : "");
            if (is_runs)
                ctx.runs = (int)v;
            else
                ctx.iters = v;
            i++;
        } else if (strcmp(argv[i], "--plot") == 0) {
            if (i + 1 >= argc || !argv[i + 1][0])
                bad_usage(&ctx, "--plot needs a directory%s", "");
            plot_dir = argv[++i];
        } else if (strcmp(argv[i], "all") == 0) {
            for (size_t k = 0; k < N_ENTRIES; k++)
                selected[k] = 1;
            any = 1;
        } else {
            size_t k = 0;
            while (k < N_ENTRIES && strcmp(argv[i], entries[k].name) != 0)
                k++;
            if (k == N_ENTRIES)
                bad_usage(&ctx, "unknown entry or option '%s'", argv[i]);
            selected[k] = 1;
            any = 1;
        }
    }
    if (!any)
        for (size_t k = 0; k < N_ENTRIES; k++)
            selected[k] = 1;
    for (size_t k = 0; k < N_ENTRIES; k++)
        if (selected[k] && entries[k].needs_floor)
            selected[0] = 1; /* entries[0] is floor */

    if (ctx.nranks < 2) {
        if (ctx.rank == 0)
            fprintf(stderr,
                    "pshmbench: needs at least 2 ranks, this job has %u "
                    "(run `pshmrun -n 2 pshmbench`, or pshmbench alone)\n",
                    (unsigned)ctx.nranks);
        gasnet_exit(2);
    }

    /* segments: rank 0 holds the control page and two memcpy buffers, rank 1
     * the destination of am's Long messages and of rma's Puts and Gets */
    uintptr_t maxlocal = gasnet_getMaxLocalSegmentSize();
    ctx.big_bytes = BIG_MEMCPY;
    while (ctx.big_bytes > 4096 && BENCH_CTL_BYTES + 2 * ctx.big_bytes > maxlocal)
        ctx.big_bytes /= 2;
    uintptr_t want = GASNET_PAGESIZE;
    if (ctx.rank == 0)
        want = BENCH_CTL_BYTES + 2 * ctx.big_bytes;
    else if (ctx.rank == 1)
        want = BENCH_RANK1_SEG_BYTES < maxlocal ? BENCH_RANK1_SEG_BYTES : maxlocal;
    if (gex_Segment_Attach(&ctx.seg, ctx.tm, want) != GASNET_OK) {
        fprintf(stderr, "pshmbench: rank %u: gex_Segment_Attach(%lu) failed\n", (unsigned)ctx.rank,
                (unsigned long)want);
        gasnet_exit(1);
    }
    ctx.my_seg = gex_Segment_QueryAddr(ctx.seg);
    ctx.my_seg_size = gex_Segment_QuerySize(ctx.seg);
    void *seg0 = NULL;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(ctx.tm, 0, NULL, &seg0, &ctx.seg0_size, 0));
    if (!seg0 || ctx.seg0_size < BENCH_CTL_BYTES) {
        fprintf(stderr, "pshmbench: rank %u: rank 0's segment is not mapped here\n",
                (unsigned)ctx.rank);
        gasnet_exit(1);
    }
    ctx.seg0 = seg0;
    ctx.sync = (bench_sync_t *)ctx.seg0;

    if (ctx.rank == 0) {
        int c0 = -1, n0 = -1, c1 = -1, n1 = -1;
        pshmex_QueryRankPlacement(0, &c0, &n0);
        pshmex_QueryRankPlacement(1, &c1, &n1);
        const char *topo = pshmex_QueryHostTopology();
        printf("pshmbench: %u ranks, rank0 core %d (NUMA %d), rank1 core %d (NUMA %d); host: %s\n",
               (unsigned)ctx.nranks, c0, n0, c1, n1, topo ? topo : "unknown");
        if (c0 >= 0 && c0 == c1)
            printf("pshmbench: note: ranks 0 and 1 share core %d; latencies include scheduling\n",
                   c0);
        fflush(stdout);
    }
    /* rank 0 prints the rows, so it alone writes the --plot files; if it
     * cannot, it ends the job (the others wait in the sync below) */
    if (ctx.rank == 0 && bench_plot_open(plot_dir) != 0)
        gasnet_exit(1);
    bench_sync(&ctx);

    int rc = 0;
    for (size_t k = 0; k < N_ENTRIES; k++) {
        if (!selected[k])
            continue;
        bench_plot_begin(entries[k].name);
        if (entries[k].fn(&ctx) != 0)
            rc = 1;
        if (bench_plot_end() != 0)
            rc = 1;
    }

    /* the job's status: failed if an entry failed on any rank (the first
     * rank to call gasnet_exit decides it, so every rank must agree) */
    if (rc)
        __atomic_store_n(&ctx.sync->failed, 1, __ATOMIC_RELAXED);
    bench_sync(&ctx);
    rc = __atomic_load_n(&ctx.sync->failed, __ATOMIC_RELAXED) ? 1 : 0;
    gasnet_exit(rc);
    return rc;
}
