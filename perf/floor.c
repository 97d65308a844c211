/* floor.c - the shared-memory floor every other pshmbench number is compared
 * with:
 *  - cache-line one-way latency: one 64-byte-aligned cache line in rank 0's
 *    segment is bounced between rank 0 and rank 1 (rank 0 stores an odd
 *    sequence number, rank 1 answers with the next even one); one-way =
 *    round trip / 2;
 *  - bare barrier: the simplest 2-rank barrier, with no library and nothing
 *    between one barrier and the next: rank 0 and rank 1 each store the
 *    barrier's number to a flag line of their own, then spin until the
 *    other's flag holds it.  What the hardware gives a barrier made of
 *    per-rank flags, beside which coll's 2-rank barrier rows are shown;
 *  - memcpy bandwidth between two buffers of rank 0's segment, for 4 KiB,
 *    64 KiB, 1 MiB and the large size (64 MiB unless the segment limit is
 *    smaller).
 * Rank 0 and 1 measure; any further rank only joins the synchronisations.
 */
#include "bench_util.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FLOOR_DEFAULT_ITERS 200000L
#define FLOOR_WARMUP_ITERS  20000L
/* A run stops early after this long (ranks sharing a core need the
 * scheduler for every round trip); the latency is then computed over the
 * round trips done. */
#define FLOOR_RUN_BUDGET_NS 2000000000ull
#define FLOOR_STOP          UINT64_MAX

/* Rank 1's side: wait for rank 0's odd value (or STOP), answer with the next
 * even value.  Returns 0 when told to stop. */
static int answer_one(uint64_t *line, uint64_t *seq)
{
    unsigned spins = 0;
    uint64_t v;
    while ((v = __atomic_load_n(line, __ATOMIC_ACQUIRE)) != *seq + 1) {
        if (v == FLOOR_STOP)
            return 0;
        if (++spins < 4096u)
            bench_cpu_relax();
        else
            sched_yield();
    }
    __atomic_store_n(line, *seq + 2, __ATOMIC_RELEASE);
    *seq += 2;
    return 1;
}

/* Rank 0's side: n round trips, stopping early once the budget is spent;
 * returns the number done. */
static long round_trips(uint64_t *line, uint64_t *seq, long n, uint64_t budget_ns)
{
    const uint64_t start = bench_now_ns();
    long i = 0;
    while (i < n) {
        long chunk = n - i < 256 ? n - i : 256;
        for (long k = 0; k < chunk; k++) {
            __atomic_store_n(line, *seq + 1, __ATOMIC_RELEASE);
            bench_spin_until(line, *seq + 2);
            *seq += 2;
        }
        i += chunk;
        if (bench_now_ns() - start > budget_ns)
            break;
    }
    return i;
}

double bench_floor_oneway(bench_ctx_t *ctx, long iters, long *done_out)
{
    uint64_t *line = (uint64_t *)(ctx->seg0 + BENCH_LINE_OFFSET);
    const long warmup = iters < FLOOR_WARMUP_ITERS ? iters : FLOOR_WARMUP_ITERS;
    uint64_t seq = 0;
    double ns = 0;
    if (ctx->rank == 0)
        __atomic_store_n(line, 0, __ATOMIC_RELAXED);
    bench_sync(ctx);
    if (ctx->rank == 0) {
        round_trips(line, &seq, warmup, FLOOR_RUN_BUDGET_NS / 4);
        uint64_t t0 = bench_now_ns();
        long done = round_trips(line, &seq, iters, FLOOR_RUN_BUDGET_NS);
        uint64_t t1 = bench_now_ns();
        __atomic_store_n(line, FLOOR_STOP, __ATOMIC_RELEASE);
        ns = (double)(t1 - t0) / (double)done / 2.0;
        if (done_out)
            *done_out = done;
    } else if (ctx->rank == 1) {
        while (answer_one(line, &seq)) {
        }
    }
    bench_sync(ctx);
    return ns;
}

static void pingpong_runs(bench_ctx_t *ctx, double *samples)
{
    const long iters = ctx->iters > 0 ? ctx->iters : FLOOR_DEFAULT_ITERS;
    for (int run = 0; run < ctx->runs; run++) {
        long done = iters;
        samples[run] = bench_floor_oneway(ctx, iters, &done);
        if (done < iters && run == 0 && ctx->rank == 0)
            printf("pshmbench: note: latency runs cut to %.1f s (%ld of %ld round trips)\n",
                   FLOOR_RUN_BUDGET_NS / 1e9, done, iters);
    }
}

/* One bare barrier after another: publish my number, wait until the
 * other's flag has reached it (it may already be one further on). */
static void bare_barriers(uint64_t *mine, const uint64_t *theirs, uint64_t *seq, long n)
{
    for (long k = 0; k < n; k++) {
        ++*seq;
        __atomic_store_n(mine, *seq, __ATOMIC_RELEASE);
        bench_spin_until(theirs, *seq);
    }
}

/* The flags only grow: ranks 0 and 1 count alike, through every call of
 * bench_floor_bare_barrier in the process. */
static uint64_t bare_seq;

double bench_floor_bare_barrier(bench_ctx_t *ctx, long iters)
{
    uint64_t *flag[2] = {(uint64_t *)(ctx->seg0 + BENCH_BARE_OFFSET),
                         (uint64_t *)(ctx->seg0 + BENCH_BARE_OFFSET + 256)};
    const long warmup = iters < FLOOR_WARMUP_ITERS ? iters : FLOOR_WARMUP_ITERS;
    double ns = 0;
    bench_sync(ctx);
    if (ctx->rank <= 1) {
        uint64_t *mine = flag[ctx->rank];
        const uint64_t *theirs = flag[1 - ctx->rank];
        bare_barriers(mine, theirs, &bare_seq, warmup);
        uint64_t t0 = bench_now_ns();
        bare_barriers(mine, theirs, &bare_seq, iters);
        uint64_t t1 = bench_now_ns();
        ns = (double)(t1 - t0) / (double)iters;
    }
    bench_sync(ctx);
    return ctx->rank == 0 ? ns : 0;
}

/* Ranks 0 and 1 run the same number of bare barriers (half the round trips
 * of a latency run: a barrier takes about as long as a round trip); rank 0
 * times them. */
static void bare_barrier_runs(bench_ctx_t *ctx, double *samples)
{
    const long iters = (ctx->iters > 0 ? ctx->iters : FLOOR_DEFAULT_ITERS) / 2 + 1;
    for (int run = 0; run < ctx->runs; run++)
        samples[run] = bench_floor_bare_barrier(ctx, iters);
}

static double memcpy_run(char *dst, const char *src, size_t bytes)
{
    /* copy about 256 MiB per run (at least once), so small sizes are timed
     * over many repetitions */
    const size_t target = (size_t)256 << 20;
    size_t reps = bytes >= target ? 1 : target / bytes;
    uint64_t t0 = bench_now_ns();
    for (size_t r = 0; r < reps; r++) {
        memcpy(dst, src, bytes);
        __asm__ __volatile__("" ::: "memory"); /* keep every copy */
    }
    uint64_t t1 = bench_now_ns();
    return (double)bytes * (double)reps / (double)(t1 - t0); /* bytes/ns = GB/s */
}

int bench_floor(bench_ctx_t *ctx)
{
    double *samples = calloc((size_t)ctx->runs, sizeof *samples);
    if (!samples) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    bench_stats_t st;

    pingpong_runs(ctx, samples);
    if (ctx->rank == 0) {
        bench_stats(samples, ctx->runs, &st);
        bench_print_row("floor", "cacheline one-way", &st, "ns", 0);
        ctx->floor_oneway_ns = st.median;
    }

    bare_barrier_runs(ctx, samples);
    if (ctx->rank == 0) {
        bench_stats(samples, ctx->runs, &st);
        bench_print_row("floor", "bare barrier, 2 ranks", &st, "ns", ctx->floor_oneway_ns);
        ctx->floor_barrier_ns = st.median;
    }

    if (ctx->rank == 0) {
        char *src = ctx->seg0 + BENCH_CTL_BYTES;
        char *dst = src + ctx->big_bytes;
        const size_t sizes[] = {4096, 65536, (size_t)1 << 20, ctx->big_bytes};
        memset(src, 0x5a, ctx->big_bytes);
        memset(dst, 0xa5, ctx->big_bytes);
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            if (sizes[k] > ctx->big_bytes)
                continue;
            if (k == 3 && sizes[k] == sizes[2])
                continue;                   /* big limited to 1 MiB */
            memcpy_run(dst, src, sizes[k]); /* warm-up */
            for (int run = 0; run < ctx->runs; run++)
                samples[run] = memcpy_run(dst, src, sizes[k]);
            bench_stats(samples, ctx->runs, &st);
            char name[32], sz[16];
            snprintf(name, sizeof name, "memcpy %s", bench_size_str(sizes[k], sz, sizeof sz));
            bench_print_row("floor", name, &st, "GB/s", 0);
            if (sizes[k] == ctx->big_bytes)
                ctx->floor_memcpy_gbs = st.median;
        }
    }
    bench_sync(ctx);
    free(samples);
    return 0;
}
