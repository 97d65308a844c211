/* bench_util.h - shared pieces of pshmbench: the job context, timing,
 * statistics over K runs, the result table, and rank synchronisation.
 *
 * Every entry of pshmbench is a function `int entry(bench_ctx_t *)` run by
 * every rank (see pshmbench.c); it measures between rank 0 and rank 1 (coll:
 * over every rank of the job) and prints rows with bench_print_row() on
 * rank 0.
 */
#ifndef PSHMEX_PERF_BENCH_UTIL_H
#define PSHMEX_PERF_BENCH_UTIL_H

#include <gasnet.h>
#include <gasnetex.h>

#include <stddef.h>
#include <stdint.h>

/* The control page at the start of rank 0's segment. */
#define BENCH_CTL_BYTES       4096
/* Offset of the ping-pong cache line in the control page (64-byte aligned,
 * with nothing else in the 128 bytes around it). */
#define BENCH_LINE_OFFSET     1024
/* Offset of the floor's bare-barrier flags in the control page: rank 0's
 * word, and rank 1's 256 bytes further (each alone in its 128 bytes). */
#define BENCH_BARE_OFFSET     1408
/* Offset of the atomics entry's words in the control page (640 bytes: five
 * words, 128 bytes apart). */
#define BENCH_ATOMICS_OFFSET  2048
/* Offset of the coll entry's words in the control page (384 bytes: three
 * words, 128 bytes apart). */
#define BENCH_COLL_OFFSET     3072
/* Rank 1's segment: the destination of the am entry's Long messages (up to
 * 4 MiB), the target of the rma entry's Puts and Gets (up to 64 MiB) and of
 * the atomics entry's uncontended operations and ping-pong flag (its first
 * 256 bytes). */
#define BENCH_RANK1_SEG_BYTES ((uintptr_t)64 << 20)

typedef struct {
    uint32_t arrived;
    uint8_t pad0[60];
    uint32_t generation;
    uint8_t pad1[60];
    uint32_t failed; /* set by any rank whose entry failed; read at the end */
    uint8_t pad2[60];
} bench_sync_t;

typedef struct {
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Segment_t seg;
    gex_Rank_t rank, nranks;
    void *my_seg; /* my segment */
    uintptr_t my_seg_size;
    char *seg0; /* rank 0's segment, as mapped in this rank */
    uintptr_t seg0_size;
    bench_sync_t *sync; /* in rank 0's control page */

    int runs;         /* K: measurements per row (--runs) */
    long iters;       /* round trips per latency run (--iters; 0 = entry default) */
    size_t big_bytes; /* size of the large memcpy (fits rank 0's segment) */

    /* floor results, for later entries' "ratio to floor" (0 = not measured) */
    double floor_oneway_ns;
    double floor_barrier_ns; /* the bare 2-rank barrier (floor.c) */
    double floor_memcpy_gbs;
} bench_ctx_t;

typedef struct {
    double median, min, max;
    int runs;
} bench_stats_t;

/* CLOCK_MONOTONIC in nanoseconds. */
uint64_t bench_now_ns(void);

/* Median/min/max of n samples (the array is not modified). */
void bench_stats(const double *samples, int n, bench_stats_t *out);

/* value / floor, or 0 if either is not positive. */
double bench_ratio(double value, double floor_value);

/* One row of the table (rank 0 only), e.g.
 *   floor  cacheline one-way        median   41.2 ns   (min 39.8, max 45.0, 7 runs)
 * With floor_value > 0, "  ratio to floor 1.23x" (= median / floor_value) is
 * appended. */
void bench_print_row(const char *group, const char *name, const bench_stats_t *s, const char *unit,
                     double floor_value);

/* The same row compared with another reference: with ref_value > 0,
 * "  ratio to REF_NAME 0.98x" (= median / ref_value) is appended, then
 * detail if not NULL, e.g. " (memcpy 10.3 GB/s)". */
void bench_print_row_vs(const char *group, const char *name, const bench_stats_t *s,
                        const char *unit, double ref_value, const char *ref_name,
                        const char *detail);

/* The same row with the median, min and max printed with `decimals`
 * digits after the point (bench_print_row_vs uses 1). */
void bench_print_row_prec(const char *group, const char *name, const bench_stats_t *s,
                          const char *unit, int decimals, double ref_value, const char *ref_name,
                          const char *detail);

/* Human size: "4 KiB", "64 MiB", "100 B". */
const char *bench_size_str(size_t bytes, char *buf, size_t len);

/* Barrier over every rank of the job, through rank 0's control page; waits
 * with GASNET_BLOCKUNTIL, so waiting ranks back off. */
void bench_sync(bench_ctx_t *ctx);

/* Spin until *p >= v (acquire; every caller's word only grows).  Pure
 * spinning with a CPU pause; after a long spin it yields the CPU on every
 * turn, so two ranks that share a core still make progress. */
void bench_spin_until(const uint64_t *p, uint64_t v);

/* CPU pause hint for spin loops. */
static inline void bench_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield" ::: "memory");
#else
    __asm__ __volatile__("" ::: "memory");
#endif
}

/* ---- the entries (one file each; registered in pshmbench.c) ---- */

/* floor.c: cache-line ping-pong one-way latency and memcpy bandwidth;
 * sets ctx->floor_oneway_ns and ctx->floor_memcpy_gbs on rank 0. */
int bench_floor(bench_ctx_t *ctx);

/* floor.c: one run of the cache-line ping-pong (iters round trips after a
 * warm-up, fewer once its time budget is spent) by ranks 0 and 1, between
 * two bench_syncs that every rank joins; rank 0 returns the one-way
 * latency in ns and, if done_out is not NULL, stores the round trips done;
 * the others return 0. */
double bench_floor_oneway(bench_ctx_t *ctx, long iters, long *done_out);

/* floor.c: one run of the bare 2-rank barrier (iters barriers after a
 * warm-up) by ranks 0 and 1, between two bench_syncs that every rank
 * joins; rank 0 returns ns per barrier, the others 0. */
double bench_floor_bare_barrier(bench_ctx_t *ctx, long iters);

/* am.c: Active Message round-trip latency (Short, Medium), Long bandwidth
 * and Short message rate, beside the floor measured earlier in the run. */
int bench_am(bench_ctx_t *ctx);

/* rma.c: 8-byte Put/Get cost per call (GASNet-EX and GASNet-1), NB and NBI
 * Puts, Put and Get bandwidth beside memcpy between the same buffers, a
 * non-temporal copy beside memcpy; writes an SVG plot and a CSV file. */
int bench_rma(bench_ctx_t *ctx);

/* atomics.c: remote atomics (gex_AD_*, U64): uncontended FADD (NB and NBI)
 * and FCAS cost per call beside a bare CPU fetch-add on the same word,
 * contended FADD throughput of every rank on one word (its final value
 * checked), and a SET/GET flag ping-pong beside the floor. */
int bench_atomics(bench_ctx_t *ctx);

/* coll.c: collectives over every rank of the job, microseconds per
 * operation: gex_Coll_BarrierNB (beside the floor), the GASNet-1 barrier,
 * gex_Coll_BroadcastNB from rank 0 and gex_Coll_ReduceToAllNB (int64 ADD)
 * of 8 B and 1 MiB, every result checked on every rank. */
int bench_coll(bench_ctx_t *ctx);

#endif /* PSHMEX_PERF_BENCH_UTIL_H */
