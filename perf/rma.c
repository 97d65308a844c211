/* rma.c - the cost of pshmex's RMA calls.  Every rank's segment is mapped
 * into every process, so a Put or Get is a memcpy done by the caller; rank 0
 * measures against rank 1's segment, with no help from rank 1:
 *  - 8-byte call cost, ns per call, in a loop of gex_RMA_PutBlocking,
 *    gasnet_put, gex_RMA_GetBlocking, gasnet_get and
 *    gex_Event_Wait(gex_RMA_PutNB(...)), each moving a constant 8 bytes
 *    (no ratio to the floor here: a note gives the floor's cache-line
 *    one-way latency, the time until rank 1 can see the data);
 *  - the cost of the default argument checks against the floor: 8-byte
 *    gex_RMA_PutBlocking and gex_RMA_GetBlocking loops built checked (the
 *    default) and with -DPSHMEX_UNCHECKED (perf/check_cost*.c), and the
 *    same loop with a raw 8-byte store (load) to rank 1's word as mapped
 *    here, with and without pshmex's progress test before it (the load and
 *    branch that every blocking Put and Get makes, #19: the floor of such
 *    a call), measured in turns (each run's sample: the fastest of 10 rounds),
 *    each loop built at four placements in a code line (check_cost.h);
 *    one row each with the ratio to the raw row, and a note with the
 *    differences and issue #18's targets;
 *  - small-Put rate: 8-byte gex_RMA_PutNBI calls in a loop and one
 *    gex_NBI_Wait at the end, in millions of calls per second;
 *  - Put and Get bandwidth from 8 B to 64 MiB, each with the ratio to a
 *    plain memcpy between the same two buffers, measured alternately with
 *    it in the same run;
 *  - from 1 MiB up, a copy with non-temporal (cache-bypassing) stores,
 *    rma_nt_copy(), beside the same memcpy, and which of the two is faster;
 *  - a plot: pshmbench-rma.svg (Put, Get and their memcpy, GB/s against
 *    size) and pshmbench-rma.csv with the medians, in the current directory
 *    or at $PSHMBENCH_PLOT.
 * The 8-byte loops write (or read) a different word of one cache line on
 * every call and end each iteration with an empty asm that clobbers memory,
 * so the compiler keeps every call in place; the words are checked after
 * the timed loop.  Bandwidth loops repeat one transfer until about 256 MiB
 * have moved, so small sizes run from the cache, as a repeated transfer
 * would.  Any rank other than 0 only joins the synchronisations; the floor
 * entry runs earlier in the same process (pshmbench.c selects it with rma).
 */
#include "bench_util.h"
#include "check_cost.h"
#include "plot.h"
#include "plot_svg.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define RMA_DEFAULT_ITERS 10000000L /* calls per 8-byte latency or rate run */
#define RMA_MAX_BYTES     ((size_t)64 << 20)
#define RMA_BW_BYTES      ((size_t)256 << 20) /* bytes moved per bandwidth run */
#define RMA_NT_MIN        ((size_t)1 << 20)   /* smallest size of the NT comparison */
#define RMA_LINE_WORDS    8                   /* 8-byte words in one cache line */
#define RMA_CC_PARTS      10 /* rounds per run of the check-cost rows (fastest kept) */

/* Keeps the compiler from merging, moving or dropping the memory accesses
 * of one loop iteration; it emits no instruction. */
#define RMA_KEEP() __asm__ __volatile__("" ::: "memory")

/* Sizes of the bandwidth tables: 8 B, then powers of 4 from 64 B to 64 MiB. */
#define RMA_NSIZES 12
static size_t rma_size(size_t i)
{
    return i == 0 ? 8 : (size_t)64 << (2 * (i - 1));
}

/* Copy with non-temporal stores: 16-byte streaming stores that bypass the
 * cache, then a store fence.  Without SSE2, a plain memcpy. */
static void rma_nt_copy(void *dst, const void *src, size_t n)
{
#ifdef __SSE2__
    char *d = dst;
    const char *s = src;
    size_t head = (16 - ((uintptr_t)d & 15)) & 15; /* to a 16-byte boundary */
    if (head > n)
        head = n;
    memcpy(d, s, head);
    d += head;
    s += head;
    n -= head;
    for (; n >= 64; n -= 64, d += 64, s += 64) {
        __m128i a = _mm_loadu_si128((const __m128i *)s);
        __m128i b = _mm_loadu_si128((const __m128i *)(s + 16));
        __m128i c = _mm_loadu_si128((const __m128i *)(s + 32));
        __m128i e = _mm_loadu_si128((const __m128i *)(s + 48));
        _mm_stream_si128((__m128i *)d, a);
        _mm_stream_si128((__m128i *)(d + 16), b);
        _mm_stream_si128((__m128i *)(d + 32), c);
        _mm_stream_si128((__m128i *)(d + 48), e);
    }
    memcpy(d, s, n);
    _mm_sfence();
#else
    memcpy(dst, src, n);
#endif
}

/* ---- 8-byte calls ---- */

typedef enum { OP_PUT, OP_PUT1, OP_GET, OP_GET1, OP_PUT_NB, OP_PUT_NBI } small_op_t;

/* Row names, in small_op_t order. */
static const char *const small_name[] = {
    "put 8 B blocking", "gasnet_put 8 B",    "get 8 B blocking",
    "gasnet_get 8 B",   "put 8 B NB + wait", "put 8 B NBI rate",
};

static int is_get(small_op_t op)
{
    return op == OP_GET || op == OP_GET1;
}

/* n calls of op on the words of one cache line of rank 1's segment (win,
 * rank 1's address); a Put of call i stores base + i into word i % 8.
 * Returns the elapsed ns; *sum is the sum of the words read by a Get. */
static uint64_t small_loop(gex_TM_t tm, small_op_t op, uint64_t *win, long n, uint64_t base,
                           uint64_t *sum)
{
    uint64_t acc = 0;
    const uint64_t t0 = bench_now_ns();
    switch (op) {
    case OP_PUT:
        for (long i = 0; i < n; i++) {
            uint64_t v = base + (uint64_t)i;
            gex_RMA_PutBlocking(tm, 1, win + (i & 7), &v, 8, 0);
            RMA_KEEP();
        }
        break;
    case OP_PUT1:
        for (long i = 0; i < n; i++) {
            uint64_t v = base + (uint64_t)i;
            gasnet_put(1, win + (i & 7), &v, 8);
            RMA_KEEP();
        }
        break;
    case OP_GET:
        for (long i = 0; i < n; i++) {
            uint64_t v;
            gex_RMA_GetBlocking(tm, &v, 1, win + (i & 7), 8, 0);
            acc += v;
            RMA_KEEP();
        }
        break;
    case OP_GET1:
        for (long i = 0; i < n; i++) {
            uint64_t v;
            gasnet_get(&v, 1, win + (i & 7), 8);
            acc += v;
            RMA_KEEP();
        }
        break;
    case OP_PUT_NB:
        for (long i = 0; i < n; i++) {
            uint64_t v = base + (uint64_t)i;
            gex_Event_Wait(gex_RMA_PutNB(tm, 1, win + (i & 7), &v, 8, GEX_EVENT_NOW, 0));
            RMA_KEEP();
        }
        break;
    case OP_PUT_NBI:
        for (long i = 0; i < n; i++) {
            uint64_t v = base + (uint64_t)i;
            gex_RMA_PutNBI(tm, 1, win + (i & 7), &v, 8, GEX_EVENT_DEFER, 0);
            RMA_KEEP();
        }
        gex_NBI_Wait(GEX_EC_PUT, 0);
        break;
    }
    const uint64_t t1 = bench_now_ns();
    *sum = acc;
    return t1 - t0;
}

/* After n calls: did the Puts leave base + i in word i % 8 for the last 8
 * calls (line: the words as mapped here)?  Did the Gets read the right sum
 * (word k holds k + 1)? */
static int small_check(small_op_t op, const uint64_t *line, long n, uint64_t base, uint64_t sum)
{
    if (is_get(op)) {
        uint64_t want = (uint64_t)(n / RMA_LINE_WORDS) * 36; /* 1 + 2 + ... + 8 */
        for (long k = 0; k < n % RMA_LINE_WORDS; k++)
            want += (uint64_t)k + 1;
        return sum == want;
    }
    for (long i = n > RMA_LINE_WORDS ? n - RMA_LINE_WORDS : 0; i < n; i++)
        if (line[i & 7] != base + (uint64_t)i)
            return 0;
    return 1;
}

/* Rank 0: ctx->runs timed runs of op after one untimed one; samples are ns
 * per call (M calls/s for the NBI rate).  Returns 0, or -1 if a check
 * failed. */
static int small_runs(bench_ctx_t *ctx, small_op_t op, uint64_t *win, uint64_t *line,
                      double *samples)
{
    const long n = ctx->iters > 0 ? ctx->iters : RMA_DEFAULT_ITERS;
    uint64_t sum;
    if (is_get(op))
        for (int k = 0; k < RMA_LINE_WORDS; k++)
            line[k] = (uint64_t)k + 1;
    for (int run = -1; run < ctx->runs; run++) {
        const uint64_t base = ((uint64_t)(op + 1) << 48) + ((uint64_t)(run + 1) << 32);
        uint64_t ns = small_loop(ctx->tm, op, win, n, base, &sum);
        if (!small_check(op, line, n, base, sum)) {
            fprintf(stderr, "pshmbench: rma %s: wrong data after the loop\n", small_name[op]);
            return -1;
        }
        if (ns == 0)
            ns = 1;
        if (run >= 0)
            samples[run] =
                op == OP_PUT_NBI ? (double)n / (double)ns * 1000.0 : (double)ns / (double)n;
    }
    return 0;
}

/* ---- the cost of the default checks, against a raw store/load ---- */

/* The variants of one 8-byte loop, in the order of their rows: the pshmex
 * call built checked and unchecked, the plain access preceded by pshmex's
 * progress test, the plain access alone. */
enum { CC_CHECKED, CC_UNCHECKED, CC_RAW_POLL, CC_RAW, CC_NVARIANTS };

/* One run of variant k of op (CC_PUT8 or CC_GET8), its loop at placement
 * p (check_cost.h): the pshmex call built checked or unchecked on rank 1's
 * address (win), or the plain store/load on the same word as mapped here
 * (line), with or without the progress test.  Returns ns. */
static uint64_t check_cost_run(bench_ctx_t *ctx, cc_op_t op, int k, int p, uint64_t *win,
                               uint64_t *line, long n, uint64_t *sum)
{
    if (k == CC_RAW)
        return cc_loop_checked[p](op == CC_PUT8 ? CC_PUT8_RAW : CC_GET8_RAW, ctx->tm, NULL, line, n,
                                  sum);
    if (k == CC_RAW_POLL)
        return cc_loop_checked[p](op == CC_PUT8 ? CC_PUT8_RAW_POLL : CC_GET8_RAW_POLL, ctx->tm,
                                  NULL, line, n, sum);
    return (k == CC_UNCHECKED ? cc_loop_unchecked : cc_loop_checked)[p](op, ctx->tm, NULL, win, n,
                                                                        sum);
}

/* Checked, unchecked, raw + poll test and raw rows of one 8-byte op
 * (CC_PUT8 or CC_GET8), each with its ratio to the raw row, then notes with
 * each loop placement's medians (check_cost.h), the differences and the
 * targets of issue #18. The raw + poll test row is the floor of a call that
 * must test for progress (#19): the note gives unchecked over it too.
 * A run measures every placement: RMA_CC_PARTS rounds of n / RMA_CC_PARTS
 * calls of each variant in turns (each round starting with another
 * variant), and its sample of a variant at a placement is the fastest of
 * its rounds: these rows compare a few cycles per call, which one
 * preemption on a busy machine would swamp. A row is the median of the
 * samples of all runs and placements. Returns 0, or -1 if a loop left
 * wrong data. */
static int check_cost_rows(bench_ctx_t *ctx, cc_op_t op, uint64_t *win, uint64_t *line)
{
    static const char *const variant[CC_NVARIANTS] = {"checked", "unchecked", "raw + poll test",
                                                      "raw"};
    const long n = ctx->iters > 0 ? ctx->iters : RMA_DEFAULT_ITERS;
    const int get = op == CC_GET8;
    const char *what = get ? "get" : "put";
    const long part = n / RMA_CC_PARTS > 0 ? n / RMA_CC_PARTS : 1;
    const int per = ctx->runs * CC_PLACEMENTS; /* samples of a variant */
    double *samples = calloc((size_t)CC_NVARIANTS * (size_t)per, sizeof *samples);
    if (!samples) {
        fprintf(stderr, "pshmbench: out of memory\n");
        return -1;
    }
    /* samples[(k * CC_PLACEMENTS + pl) * runs + run] */
#define CC_SAMPLE(k, pl, run) samples[((k)*CC_PLACEMENTS + (pl)) * ctx->runs + (run)]
    for (int run = -1; run < ctx->runs; run++)
        for (int pl = 0; pl < CC_PLACEMENTS; pl++) {
            double best[CC_NVARIANTS] = {0};
            for (int p = 0; p < RMA_CC_PARTS; p++)
                for (int j = 0; j < CC_NVARIANTS; j++) {
                    const int k = (run + 1 + p + j) % CC_NVARIANTS;
                    uint64_t sum;
                    if (get)
                        for (int w = 0; w < RMA_LINE_WORDS; w++)
                            line[w] = (uint64_t)w + 1;
                    uint64_t ns = check_cost_run(ctx, op, k, pl, win, line, part, &sum);
                    if (!small_check(get ? OP_GET : OP_PUT, line, part, 0, sum)) {
                        fprintf(stderr, "pshmbench: rma %s 8 B %s: wrong data after the loop\n",
                                what, variant[k]);
                        free(samples);
                        return -1;
                    }
                    const double v = (double)(ns ? ns : 1) / (double)part;
                    if (p == 0 || v < best[k])
                        best[k] = v;
                }
            if (run >= 0)
                for (int k = 0; k < CC_NVARIANTS; k++)
                    CC_SAMPLE(k, pl, run) = best[k];
        }
    bench_stats_t st[CC_NVARIANTS];
    for (int k = 0; k < CC_NVARIANTS; k++)
        bench_stats(&CC_SAMPLE(k, 0, 0), per, &st[k]);
    const double raw = st[CC_RAW].median;
    for (int k = 0; k < CC_NVARIANTS; k++) {
        char name[40];
        snprintf(name, sizeof name, "%s 8 B %s", what, variant[k]);
        bench_print_row_prec("rma", name, &st[k], "ns", 2, k == CC_RAW ? 0 : raw,
                             get ? "raw load" : "raw store", NULL);
    }
    printf("pshmbench: note: rma %s 8 B medians by loop placement "
           "(checked/unchecked/raw + poll test/raw ns):",
           what);
    double mean[CC_NVARIANTS] = {0}; /* of the placements' medians */
    for (int pl = 0; pl < CC_PLACEMENTS; pl++) {
        printf("%s", pl ? " | " : " ");
        for (int k = 0; k < CC_NVARIANTS; k++) {
            bench_stats_t one;
            bench_stats(&CC_SAMPLE(k, pl, 0), ctx->runs, &one);
            printf("%s%.2f", k ? "/" : "", one.median);
            mean[k] += one.median / CC_PLACEMENTS;
        }
    }
    printf("\n");
#undef CC_SAMPLE
    /* A loop runs at one of two speeds by where it falls in a 64-byte code
     * line (it takes a cycle more when it spans two), so the pooled median
     * above snaps to one of them; the mean over the placements is the cost
     * expected of a client loop placed anywhere (#18). */
    printf("pshmbench: note: rma %s 8 B mean of the %d placements' medians "
           "(checked/unchecked/raw + poll test/raw ns): %.2f/%.2f/%.2f/%.2f, "
           "unchecked / raw %.2fx, checked - raw %.2f ns\n",
           what, CC_PLACEMENTS, mean[CC_CHECKED], mean[CC_UNCHECKED], mean[CC_RAW_POLL],
           mean[CC_RAW], bench_ratio(mean[CC_UNCHECKED], mean[CC_RAW]),
           mean[CC_CHECKED] - mean[CC_RAW]);
    printf("pshmbench: note: rma %s 8 B: checked - unchecked %.2f ns (the default checks), "
           "checked - raw %.2f ns (target <= 0.5), unchecked / raw %.2fx (target <= 1.5x), "
           "unchecked / (raw + poll test) %.2fx (raw + poll test / raw %.2fx)\n",
           what, st[CC_CHECKED].median - st[CC_UNCHECKED].median, st[CC_CHECKED].median - raw,
           bench_ratio(st[CC_UNCHECKED].median, raw),
           bench_ratio(st[CC_UNCHECKED].median, st[CC_RAW_POLL].median),
           bench_ratio(st[CC_RAW_POLL].median, raw));
    free(samples);
    return 0;
}

/* ---- bandwidth ---- */

typedef enum { CP_PUT, CP_GET, CP_MEMCPY_TO, CP_MEMCPY_FROM, CP_NT_TO, CP_COUNT } copy_op_t;

typedef struct {
    gex_TM_t tm;
    char *local;       /* rank 0's buffer */
    char *remote;      /* rank 1's segment, rank 1's address (for the RMA calls) */
    char *remote_here; /* the same memory as mapped here (for memcpy) */
} bufs_t;

/* Repeat one transfer of n bytes until about RMA_BW_BYTES have moved (at
 * least 4 times); returns bytes per ns (= GB/s).  The buffers are copied to
 * locals first, so the loops keep them in registers as a user's loop
 * would. */
static double copy_run(const bufs_t *b, copy_op_t op, size_t n)
{
    const size_t reps = n * 4 >= RMA_BW_BYTES ? 4 : RMA_BW_BYTES / n;
    const gex_TM_t tm = b->tm;
    char *const local = b->local, *const remote = b->remote, *const here = b->remote_here;
    const uint64_t t0 = bench_now_ns();
    switch (op) {
    case CP_PUT:
        for (size_t r = 0; r < reps; r++) {
            gex_RMA_PutBlocking(tm, 1, remote, local, n, 0);
            RMA_KEEP();
        }
        break;
    case CP_GET:
        for (size_t r = 0; r < reps; r++) {
            gex_RMA_GetBlocking(tm, local, 1, remote, n, 0);
            RMA_KEEP();
        }
        break;
    case CP_MEMCPY_TO:
        for (size_t r = 0; r < reps; r++) {
            memcpy(here, local, n);
            RMA_KEEP();
        }
        break;
    case CP_MEMCPY_FROM:
        for (size_t r = 0; r < reps; r++) {
            memcpy(local, here, n);
            RMA_KEEP();
        }
        break;
    case CP_NT_TO:
        for (size_t r = 0; r < reps; r++) {
            rma_nt_copy(here, local, n);
            RMA_KEEP();
        }
        break;
    case CP_COUNT: break;
    }
    uint64_t ns = bench_now_ns() - t0;
    return (double)n * (double)reps / (double)(ns ? ns : 1);
}

/* The ops of one size, measured in turns: run r starts with op r % nops, so
 * no op is always first.  One untimed round warms the caches and the page
 * tables first.  st[op] receives the statistics of each op measured. */
static void measure_size(bench_ctx_t *ctx, const bufs_t *b, const copy_op_t *ops, int nops,
                         size_t n, double *samples, bench_stats_t *st)
{
    for (int k = 0; k < nops; k++)
        copy_run(b, ops[k], n);
    for (int run = 0; run < ctx->runs; run++)
        for (int j = 0; j < nops; j++) {
            int k = (run + j) % nops;
            samples[k * ctx->runs + run] = copy_run(b, ops[k], n);
        }
    for (int k = 0; k < nops; k++)
        bench_stats(samples + k * ctx->runs, ctx->runs, &st[ops[k]]);
}

static void print_bw_row(const char *what, size_t n, const bench_stats_t *s,
                         const bench_stats_t *ref)
{
    char name[40], sz[16], detail[48];
    snprintf(name, sizeof name, "%s %s", what, bench_size_str(n, sz, sizeof sz));
    snprintf(detail, sizeof detail, " (memcpy %.1f GB/s)", ref->median);
    bench_plot_tag(what, n, n);
    bench_print_row_vs("rma", name, s, "GB/s", ref->median, "memcpy", detail);
}

/* ---- the plot ---- */

/* Writes the SVG chart and the CSV of the medians; returns 0 or -1. */
static int write_plot(const bench_stats_t (*st)[CP_COUNT], size_t nsizes)
{
    const char *env = getenv("PSHMBENCH_PLOT");
    const char *svg = env && *env ? env : "pshmbench-rma.svg";
    size_t len = strlen(svg);
    char *csv = malloc(len + 5);
    double *col = calloc(nsizes * (CP_COUNT + 1), sizeof *col);
    char(*ticks)[16] = calloc(nsizes, sizeof *ticks);
    const char **tick = calloc(nsizes, sizeof *tick);
    if (!csv || !col || !ticks || !tick) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    /* FILE.svg -> FILE.csv; any other name gets ".csv" appended */
    memcpy(csv, svg, len + 1);
    if (len >= 4 && strcmp(svg + len - 4, ".svg") == 0)
        len -= 4;
    strcpy(csv + len, ".csv");

    double *x = col + nsizes * CP_COUNT; /* col[op * nsizes + i]: medians */
    for (size_t i = 0; i < nsizes; i++) {
        x[i] = (double)rma_size(i);
        tick[i] = bench_size_str(rma_size(i), ticks[i], sizeof ticks[i]);
        for (int op = 0; op < CP_COUNT; op++)
            col[op * nsizes + i] = st[i][op].median;
    }
    const plot_series_t series[] = {
        {"put (gex_RMA_PutBlocking)", "#1f77b4", 0, col + CP_PUT * nsizes},
        {"memcpy, put buffers", "#1f77b4", 1, col + CP_MEMCPY_TO * nsizes},
        {"get (gex_RMA_GetBlocking)", "#d62728", 0, col + CP_GET * nsizes},
        {"memcpy, get buffers", "#d62728", 1, col + CP_MEMCPY_FROM * nsizes},
        {"non-temporal copy, put buffers", "#7f7f7f", 1, col + CP_NT_TO * nsizes},
    };
    int rc = plot_svg_write(svg, "pshmex RMA bandwidth, rank 0 to/from rank 1 (medians)",
                            "transfer size (log2 scale)", "GB/s", x, tick, nsizes, series,
                            sizeof series / sizeof series[0]);
    const char *failed = rc ? svg : NULL;
    if (!rc) {
        FILE *f = fopen(csv, "w");
        if (f) {
            fprintf(f, "bytes,put_gbs,get_gbs,memcpy_put_gbs,memcpy_get_gbs,nt_copy_gbs\n");
            for (size_t i = 0; i < nsizes; i++) {
                fprintf(f, "%zu,%.3f,%.3f,%.3f,%.3f,", rma_size(i), st[i][CP_PUT].median,
                        st[i][CP_GET].median, st[i][CP_MEMCPY_TO].median,
                        st[i][CP_MEMCPY_FROM].median);
                if (st[i][CP_NT_TO].runs)
                    fprintf(f, "%.3f", st[i][CP_NT_TO].median);
                fputc('\n', f);
            }
        }
        if (!f || ferror(f) | fclose(f))
            failed = csv;
    }
    if (failed) {
        fprintf(stderr, "pshmbench: rma: cannot write %s: %s (set PSHMBENCH_PLOT=FILE.svg)\n",
                failed, strerror(errno));
        rc = -1;
    } else {
        printf("pshmbench: note: rma plot written to %s, numbers in %s\n", svg, csv);
    }
    free(tick);
    free(ticks);
    free(col);
    free(csv);
    return rc;
}

/* ---- the rows (rank 0) ---- */

/* The 8-byte calls against one cache line at the start of rank 1's segment
 * (win: rank 1's address, line: mapped here).  Returns 0, or 1 if a check
 * failed. */
static int small_rows(bench_ctx_t *ctx, uint64_t *win, uint64_t *line, double *samples)
{
    bench_stats_t s;
    for (int op = OP_PUT; op <= OP_PUT_NBI; op++) {
        if (small_runs(ctx, (small_op_t)op, win, line, samples) != 0)
            return 1;
        bench_stats(samples, ctx->runs, &s);
        bench_plot_tag(small_name[op], 8, 0);
        bench_print_row("rma", small_name[op], &s, op == OP_PUT_NBI ? "M/s" : "ns", 0);
    }
    /* no ratio to the floor on these rows: a call costs a few cycles, far
     * below a cache line's trip to another core */
    printf("pshmbench: note: rma 8 B rows: the caller's time per call in a loop; the data "
           "reaches rank 1 after about the floor's one-way latency (%.1f ns)\n",
           ctx->floor_oneway_ns);
    return 0;
}

/* Put, then Get bandwidth for the first nsizes sizes, each beside memcpy
 * between the same buffers; the non-temporal copy is measured with the Put
 * (same direction) and compared afterwards.  Fills st. */
static void bandwidth_rows(bench_ctx_t *ctx, const bufs_t *b, size_t nsizes, double *samples,
                           bench_stats_t (*st)[CP_COUNT])
{
    for (size_t i = 0; i < nsizes; i++) {
        const copy_op_t ops[] = {CP_PUT, CP_MEMCPY_TO, CP_NT_TO};
        measure_size(ctx, b, ops, rma_size(i) >= RMA_NT_MIN ? 3 : 2, rma_size(i), samples, st[i]);
        print_bw_row("put bw", rma_size(i), &st[i][CP_PUT], &st[i][CP_MEMCPY_TO]);
    }
    for (size_t i = 0; i < nsizes; i++) {
        const copy_op_t ops[] = {CP_GET, CP_MEMCPY_FROM};
        measure_size(ctx, b, ops, 2, rma_size(i), samples, st[i]);
        print_bw_row("get bw", rma_size(i), &st[i][CP_GET], &st[i][CP_MEMCPY_FROM]);
    }

    /* non-temporal copy against memcpy, both from rank 0's buffer to rank
     * 1's segment, and the verdict per size */
    char verdict[256] = "", sz[16];
    size_t vlen = 0;
    for (size_t i = 0; i < nsizes; i++) {
        if (rma_size(i) < RMA_NT_MIN)
            continue;
        print_bw_row("nt copy", rma_size(i), &st[i][CP_NT_TO], &st[i][CP_MEMCPY_TO]);
        double r = bench_ratio(st[i][CP_NT_TO].median, st[i][CP_MEMCPY_TO].median);
        const char *faster = r > 1.03 ? "nt" : r < 1 / 1.03 ? "memcpy" : "equal";
        if (vlen < sizeof verdict)
            vlen += (size_t)snprintf(verdict + vlen, sizeof verdict - vlen, "%s%s %s (%.2fx)",
                                     vlen ? ", " : "", bench_size_str(rma_size(i), sz, sizeof sz),
                                     faster, r);
    }
    if (vlen)
        printf("pshmbench: note: rma faster of nt copy and memcpy (within 3%%: equal): %s\n",
               verdict);
}

/* ---- the entry ---- */

int bench_rma(bench_ctx_t *ctx)
{
    double *samples = calloc((size_t)ctx->runs * CP_COUNT, sizeof *samples);
    bench_stats_t(*st)[CP_COUNT] = calloc(RMA_NSIZES, sizeof *st);
    if (!samples || !st) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    int rc = 0;

    /* rank 1's segment: its own address and the mapping here */
    void *seg1 = NULL, *seg1_here = NULL;
    uintptr_t seg1_size = 0;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(ctx->tm, 1, &seg1, &seg1_here, &seg1_size, 0));
    bench_sync(ctx);

    if (ctx->rank == 0) {
        rc = small_rows(ctx, seg1, seg1_here, samples);
        if (rc == 0) {
            if (check_cost_rows(ctx, CC_PUT8, seg1, seg1_here) != 0 ||
                check_cost_rows(ctx, CC_GET8, seg1, seg1_here) != 0)
                rc = 1;
        }

        /* the largest transfer fits rank 1's segment and rank 0's buffer */
        size_t max_n = RMA_MAX_BYTES, nsizes = 0;
        if (max_n > seg1_size)
            max_n = seg1_size;
        if (max_n > ctx->big_bytes)
            max_n = ctx->big_bytes;
        while (nsizes < RMA_NSIZES && rma_size(nsizes) <= max_n)
            nsizes++;
        char sz[16];
        if (rc == 0 && nsizes < RMA_NSIZES)
            printf("pshmbench: note: rma bandwidth sizes over %s skipped (rank 1's segment: "
                   "%lu bytes, rank 0's buffer: %zu bytes)\n",
                   bench_size_str(max_n, sz, sizeof sz), (unsigned long)seg1_size, ctx->big_bytes);

        if (rc == 0) {
            const bufs_t b = {ctx->tm, ctx->seg0 + BENCH_CTL_BYTES, seg1, seg1_here};
            memset(b.local, 0x5a, max_n);
            bandwidth_rows(ctx, &b, nsizes, samples, st);
            if (nsizes && write_plot((const bench_stats_t(*)[CP_COUNT])st, nsizes) != 0)
                rc = 1;
        }
        fflush(stdout);
    }

    bench_sync(ctx);
    free(st);
    free(samples);
    return rc;
}
