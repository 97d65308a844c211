/* coll.c - the cost of pshmex's collectives over the primordial team.
 * Unlike the other entries, every rank of the job takes part in every row;
 * the rows (microseconds per operation, on rank 0's clock, each run a loop
 * of many operations after a warm-up):
 *  - barrier: gex_Event_Wait(gex_Coll_BarrierNB(tm, 0)) in a loop, with the
 *    ratio to the floor's cache-line one-way latency and, in a 2-rank job,
 *    to the floor's bare barrier;
 *  - GASNet-1 barrier: gasnet_barrier_notify(0, ANONYMOUS) then
 *    gasnet_barrier_wait(0, ANONYMOUS), also beside the floor;
 *  - broadcast of 8 B and of 1 MiB from rank 0 (gex_Coll_BroadcastNB);
 *  - reduce-to-all of one int64 and of 1 MiB of int64 (128 Ki elements),
 *    GEX_OP_ADD (gex_Coll_ReduceToAllNB).
 * Beside them, the floors (coll_floor.c): one sched_yield hand-over
 * among as many processes pinned to one core as the job has ranks on a
 * core (at least two), and in a job with more ranks
 * than cores the oversubscription floor derived from it (ceil(ranks/cores)
 * hand-overs) and the bare barrier of as many yielding processes.  The
 * barrier rows and the 8 B reduce-to-all carry their ratios to the bare
 * 2-rank barrier (2 ranks) or to those two floors (oversubscribed), each
 * reference measured again before every run of the row and the ratio the
 * median of run / reference.
 * Each row name carries the job size.  Every result is checked on every
 * rank, and a row any rank found wrong is not printed (the entry fails):
 *  - before its runs, each barrier row runs a checked pass: every rank adds
 *    1 to a counter in rank 0's control page before barrier i (counted from
 *    0) and reads it after, where it must be between n(i+1) (everyone
 *    arrived) and n(i+2) (nobody is past the next one);
 *  - GASNet-1 barrier waits must return GASNET_OK;
 *  - every operation stamps three words of its payload (the first, the
 *    middle and the last; one word for 8 B) with values unique to it, and
 *    every rank checks them when the operation completes: the root's values
 *    after a broadcast, the sum over the ranks of (rank + 1) x value after a
 *    reduction;
 *  - after each run, the whole 1 MiB result is checked on every rank
 *    against the pattern (broadcast) or the sum (reduction) of that run.
 * A run goes in chunks of operations and stops early, before a chunk that
 * would end past its time budget by the time of the chunks before (ranks
 * sharing a core need the scheduler for every operation); rank 0 decides
 * it, one chunk ahead, through a word of its control page, so every rank
 * does the same operations.  The floor entry runs earlier in the same
 * process (pshmbench.c selects it with coll), so ctx->floor_oneway_ns is
 * this run's floor.
 */
#include "bench_util.h"
#include "coll_floor.h"

#include <gasnet_coll.h>

#include <inttypes.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COLL_DEFAULT_ITERS 20000L /* operations per run of the barrier and 8 B rows */
#define COLL_BIG_DIV       200L   /* 1 MiB rows: that many times fewer */
#define COLL_CHUNK         100L   /* operations per chunk (the stop decision's unit) */
#define COLL_BIG_CHUNK     1L
#define COLL_WARMUP_DIV    10L /* warm-up: at most a tenth of a run's chunks */
/* A run's timed chunks end within this (the run then counts the operations
 * done); its warm-up within a quarter of it. */
#define COLL_RUN_BUDGET_NS 100000000ull
#define COLL_CHECK_ITERS   1000L /* operations of a barrier row's checked pass */
#define COLL_BIG_BYTES     ((size_t)1 << 20)

/* The words in rank 0's control page, as byte offsets from
 * BENCH_COLL_OFFSET, 128 bytes apart. */
#define COLL_GATE  0   /* rank 0's decision: epoch << 32 | [FINAL] | chunks */
#define COLL_BAD   128 /* set by a rank whose checks failed in the row */
#define COLL_COUNT 256 /* the barrier check's arrival counter */
#define GATE_FINAL (UINT64_C(1) << 31)

typedef enum { C_BARRIER, C_BARRIER1, C_BCAST, C_REDUCE } kind_t;

typedef struct {
    kind_t kind;
    size_t nwords;   /* payload in 8-byte words (bcast, reduce) */
    int check;       /* barriers: the arrival-counter check (the checked pass) */
    uint64_t *src;   /* bcast: the root's source; reduce: my contribution */
    uint64_t *dst;   /* the result */
    long bad;        /* checks failed on this rank in this row */
    char first[160]; /* the first of them */
} row_t;

/* Identical on every rank: each rank does the same loops and operations. */
static uint32_t coll_epoch; /* loops run */
static uint64_t coll_seq;   /* operations run, for the stamps */

static uint64_t *coll_word(bench_ctx_t *ctx, size_t off)
{
    return (uint64_t *)(ctx->seg0 + BENCH_COLL_OFFSET + off);
}

static void note_bad(row_t *r, const char *fmt, uint64_t got, uint64_t want, uint64_t where)
{
    if (r->bad++ == 0)
        snprintf(r->first, sizeof r->first, fmt, where, got, want);
}

/* ---- payload patterns ---- */

/* The three stamped words of an nwords payload: first, middle, last. */
static size_t stamp_pos(size_t nwords, int k)
{
    return k == 0 ? 0 : k == 1 ? nwords / 2 : nwords - 1;
}

static int n_stamps(size_t nwords)
{
    return nwords >= 3 ? 3 : 1;
}

static int is_stamp(size_t nwords, size_t i)
{
    return i == 0 || (nwords >= 3 && (i == nwords / 2 || i == nwords - 1));
}

/* The value of operation seq at stamp k: unique to both. */
static uint64_t stamp(uint64_t seq, int k)
{
    return seq * 4 + (uint64_t)k + 1;
}

/* Broadcast source, word i of a run with this salt. */
static uint64_t bcast_pattern(size_t i, uint64_t salt)
{
    return ((uint64_t)i + 1) * UINT64_C(0x9e3779b97f4a7c15) ^ salt;
}

/* n(n+1)/2: the sum of rank + 1 over the ranks, the reduction's factor. */
static uint64_t tri(bench_ctx_t *ctx)
{
    return (uint64_t)ctx->nranks * ((uint64_t)ctx->nranks + 1) / 2;
}

/* ---- one operation, on every rank ---- */

/* Operation i (from 0) of the loop. */
static inline void one_op(bench_ctx_t *ctx, row_t *r, long i)
{
    const uint64_t seq = ++coll_seq;
    const uint64_t n = ctx->nranks;
    switch (r->kind) {
    case C_BARRIER:
    case C_BARRIER1: {
        uint64_t *count = coll_word(ctx, COLL_COUNT);
        if (r->check)
            __atomic_add_fetch(count, 1, __ATOMIC_ACQ_REL);
        if (r->kind == C_BARRIER) {
            gex_Event_Wait(gex_Coll_BarrierNB(ctx->tm, 0));
        } else {
            gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
            int rc = gasnet_barrier_wait(0, GASNET_BARRIERFLAG_ANONYMOUS);
            if (rc != GASNET_OK)
                note_bad(r,
                         "barrier %" PRIu64 ": gasnet_barrier_wait returned %" PRIu64
                         " (want %" PRIu64 ", GASNET_OK)",
                         (uint64_t)rc, GASNET_OK, (uint64_t)i);
        }
        if (r->check) {
            uint64_t c = __atomic_load_n(count, __ATOMIC_ACQUIRE);
            uint64_t lo = n * ((uint64_t)i + 1);
            if (c < lo || c > lo + n)
                note_bad(r,
                         "barrier %" PRIu64 ": %" PRIu64 " arrivals counted after it (want "
                         "%" PRIu64 ", or up to n more)",
                         c, lo, (uint64_t)i);
        }
        break;
    }
    case C_BCAST: {
        const int ns = n_stamps(r->nwords);
        if (ctx->rank == 0)
            for (int k = 0; k < ns; k++)
                r->src[stamp_pos(r->nwords, k)] = stamp(seq, k);
        gex_Event_Wait(
            gex_Coll_BroadcastNB(ctx->tm, 0, r->dst, r->src, r->nwords * sizeof(uint64_t), 0));
        for (int k = 0; k < ns; k++) {
            size_t p = stamp_pos(r->nwords, k);
            if (r->dst[p] != stamp(seq, k))
                note_bad(r, "word %" PRIu64 " is 0x%" PRIx64 " (want 0x%" PRIx64 ")", r->dst[p],
                         stamp(seq, k), p);
        }
        break;
    }
    case C_REDUCE: {
        const int ns = n_stamps(r->nwords);
        const uint64_t mult = (uint64_t)ctx->rank + 1, sum = tri(ctx);
        for (int k = 0; k < ns; k++)
            r->src[stamp_pos(r->nwords, k)] = mult * stamp(seq, k);
        gex_Event_Wait(gex_Coll_ReduceToAllNB(ctx->tm, r->dst, r->src, GEX_DT_I64, sizeof(int64_t),
                                              r->nwords, GEX_OP_ADD, NULL, NULL, 0));
        for (int k = 0; k < ns; k++) {
            size_t p = stamp_pos(r->nwords, k);
            if (r->dst[p] != sum * stamp(seq, k))
                note_bad(r, "element %" PRIu64 " is %" PRIu64 " (want %" PRIu64 ")", r->dst[p],
                         sum * stamp(seq, k), p);
        }
        break;
    }
    }
}

/* ---- the loop: chunks of operations, stopped by rank 0 ---- */

/* Rank 0 posts, before it starts chunk k, how many chunks the loop has so
 * far: k + 2 (chunk k + 1 will follow) or FINAL | k + 1 (chunk k is the
 * last); the others wait for that word before each chunk.  Every rank
 * leaves the loop before rank 0 can start the next one (a bench_sync
 * follows every loop), so the epoch only tells stale words from earlier
 * loops. */
static void gate_post(uint64_t *gate, uint32_t epoch, uint64_t chunks, int final)
{
    __atomic_store_n(gate, (uint64_t)epoch << 32 | (final ? GATE_FINAL : 0) | chunks,
                     __ATOMIC_RELEASE);
}

/* Not rank 0: whether chunk k runs. */
static int gate_wait(const uint64_t *gate, uint32_t epoch, long k)
{
    unsigned spins = 0;
    for (;;) {
        uint64_t g = __atomic_load_n(gate, __ATOMIC_ACQUIRE);
        if ((uint32_t)(g >> 32) == epoch) {
            uint64_t chunks = g & (GATE_FINAL - 1);
            if (chunks > (uint64_t)k)
                return 1;
            if (g & GATE_FINAL)
                return 0;
        }
        if (++spins < 4096u)
            bench_cpu_relax();
        else
            sched_yield();
    }
}

typedef struct {
    long len;        /* operations per chunk */
    long warm_max;   /* warm-up chunks, at most (0: none) */
    long timed_max;  /* timed chunks, at most (at least 1) */
    uint64_t budget; /* ns for the timed chunks; a quarter of it for the warm-up */
} plan_t;

/* Every rank: one loop of the plan: the warm-up chunks, then the timed
 * ones.  Rank 0 returns the ns per timed operation and sets *cut if the
 * budget stopped it; the others return 0. */
static double coll_loop(bench_ctx_t *ctx, row_t *r, const plan_t *p, int *cut)
{
    const uint32_t epoch = ++coll_epoch;
    uint64_t *gate = coll_word(ctx, COLL_GATE);

    if (ctx->rank != 0) {
        for (long k = 0; gate_wait(gate, epoch, k); k++)
            for (long j = 0; j < p->len; j++)
                one_op(ctx, r, k * p->len + j);
        return 0;
    }

    /* chunk k's decision uses the time per chunk seen so far (in the
     * warm-up, then in the timed part): chunk k + 1 follows only if it
     * would end within the budget */
    int timed = p->warm_max == 0;
    long warm = 0, ntimed = 0;
    uint64_t start = bench_now_ns(), t0 = start, est = 0;
    for (long k = 0;; k++) {
        const uint64_t now = bench_now_ns();
        if (timed && ntimed == 0)
            t0 = now;
        const long done = timed ? ntimed : warm; /* chunks of this part before k */
        const uint64_t since = now - (timed ? t0 : start);
        if (done > 0)
            est = since / (uint64_t)done;
        int next_timed = 1, last = 0;
        if (!timed) {
            warm++;
            next_timed = !(warm < p->warm_max && since + 2 * est <= p->budget / 4);
        } else {
            ntimed++;
            if (ntimed >= p->timed_max || since + 2 * est > p->budget) {
                last = 1;
                if (ntimed < p->timed_max)
                    *cut = 1;
            }
        }
        gate_post(gate, epoch, (uint64_t)k + (last ? 1 : 2), last);
        for (long j = 0; j < p->len; j++)
            one_op(ctx, r, k * p->len + j);
        if (last)
            break;
        timed = next_timed;
    }
    const uint64_t t1 = bench_now_ns();
    return (double)(t1 - t0) / (double)(ntimed * p->len);
}

/* ---- a row ---- */

/* Before run `run`: fill the source and spoil the result (untimed). */
static void prepare(bench_ctx_t *ctx, row_t *r, int run)
{
    const uint64_t salt = (uint64_t)run + 1;
    if (r->kind == C_BCAST && ctx->rank == 0)
        for (size_t i = 0; i < r->nwords; i++)
            r->src[i] = bcast_pattern(i, salt);
    if (r->kind == C_REDUCE)
        for (size_t i = 0; i < r->nwords; i++)
            r->src[i] = ((uint64_t)ctx->rank + 1) * ((uint64_t)i + salt);
    if (r->dst)
        memset(r->dst, 0xa5, r->nwords * sizeof(uint64_t));
}

/* After run `run`: the words that were not stamped hold the run's data. */
static void check_result(bench_ctx_t *ctx, row_t *r, int run)
{
    if (r->kind != C_BCAST && r->kind != C_REDUCE)
        return;
    const uint64_t salt = (uint64_t)run + 1, sum = tri(ctx);
    for (size_t i = 0; i < r->nwords; i++) {
        if (is_stamp(r->nwords, i))
            continue;
        uint64_t want = r->kind == C_BCAST ? bcast_pattern(i, salt) : sum * ((uint64_t)i + salt);
        if (r->dst[i] != want) {
            note_bad(r, "after the run, word %" PRIu64 " is 0x%" PRIx64 " (want 0x%" PRIx64 ")",
                     r->dst[i], want, (uint64_t)i);
            break;
        }
    }
}

/* Every rank: whether any rank's checks failed in the row (each failing
 * rank says what it saw). */
static int row_failed(bench_ctx_t *ctx, row_t *r, const char *name)
{
    uint64_t *bad = coll_word(ctx, COLL_BAD);
    if (r->bad) {
        fprintf(stderr, "pshmbench: coll %s: rank %u: %ld wrong result%s, the first: %s\n", name,
                (unsigned)ctx->rank, r->bad, r->bad == 1 ? "" : "s", r->first);
        fflush(stderr);
        __atomic_store_n(bad, 1, __ATOMIC_RELAXED);
    }
    bench_sync(ctx);
    int failed = __atomic_load_n(bad, __ATOMIC_RELAXED) != 0;
    bench_sync(ctx); /* everyone has read it */
    if (ctx->rank == 0)
        __atomic_store_n(bad, 0, __ATOMIC_RELAXED);
    return failed;
}

/* Every rank: the row's checked pass (barriers), then ctx->runs runs; rank 0
 * prints the row.  Returns 0, or 1 if a check failed on any rank. */
/* What a row is printed beside: the floor's one-way latency (us, rank 0;
 * 0: nothing), and, measured again before each run of the row, the bare
 * 2-rank barrier (want_bare) or the derived oversubscription floor and the
 * bare barrier of yielding processes (want_over; coll_floor.c).  The row's
 * ratios use the medians of those: on a busy host the load moves between
 * the start of the entry and a row. */
typedef struct {
    double floor_us;
    int want_bare, want_over; /* the same on every rank */
    unsigned per_core;        /* hand-overs per barrier in the oversubscription floor */
} refs_t;

/* Every rank: before run `run`, the references of ref (rank 0 stores
 * them, in us, in ref_s[0..2][run]). */
static int measure_refs(bench_ctx_t *ctx, const refs_t *ref, long iters, int run, double *ref_s)
{
    int rc = 0, cpu;
    bench_stats_t st;
    double ns = 0;
    if (ref->want_bare) {
        ns = bench_floor_bare_barrier(ctx, iters);
        ref_s[run] = ns / 1000;
    }
    if (ref->want_over) {
        bench_sync(ctx);
        rc |= coll_floor_handover(ctx, ref->per_core, 1, &ns, &st, &cpu);
        ref_s[ctx->runs + run] = ns * ref->per_core / 1000;
        rc |= coll_floor_yield_barrier(ctx, 1, &ns, &st);
        ref_s[2 * ctx->runs + run] = ns / 1000;
        bench_sync(ctx);
    }
    return rc;
}

static int run_row(bench_ctx_t *ctx, row_t *r, const char *name, long iters, long chunk,
                   const refs_t *ref, double *samples, int *cut)
{
    r->bad = 0;
    if (r->kind == C_BARRIER || r->kind == C_BARRIER1) {
        plan_t cp = {COLL_CHUNK, 0, (COLL_CHECK_ITERS + COLL_CHUNK - 1) / COLL_CHUNK,
                     COLL_RUN_BUDGET_NS};
        int ignored = 0;
        if (ctx->rank == 0)
            __atomic_store_n(coll_word(ctx, COLL_COUNT), 0, __ATOMIC_RELAXED);
        bench_sync(ctx);
        r->check = 1;
        coll_loop(ctx, r, &cp, &ignored);
        r->check = 0;
        bench_sync(ctx);
    }

    const long len = iters < chunk ? iters : chunk;
    long timed = (iters + len - 1) / len;
    if (timed > (long)(GATE_FINAL >> 1))
        timed = (long)(GATE_FINAL >> 1); /* the gate's count field; the budget stops far sooner */
    const long warm = timed / COLL_WARMUP_DIV > 0 ? timed / COLL_WARMUP_DIV : 1;
    const plan_t p = {len, warm, timed, COLL_RUN_BUDGET_NS};
    double *ref_s = calloc(3 * (size_t)ctx->runs, sizeof *ref_s);
    if (!ref_s) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    int ref_rc = 0;
    for (int run = 0; run < ctx->runs; run++) {
        ref_rc |= measure_refs(ctx, ref, iters, run, ref_s);
        prepare(ctx, r, run);
        bench_sync(ctx);
        samples[run] = coll_loop(ctx, r, &p, cut) / 1000.0; /* ns -> us */
        check_result(ctx, r, run);
        bench_sync(ctx);
    }

    if (row_failed(ctx, r, name)) {
        free(ref_s);
        return 1;
    }
    if (ctx->rank == 0) {
        bench_stats_t st, rs[3];
        bench_stats(samples, ctx->runs, &st);
        for (int k = 0; k < 3; k++)
            bench_stats(ref_s + k * ctx->runs, ctx->runs, &rs[k]); /* before the ratios */
        char detail[128] = "";
        size_t len = 0;
        /* each ratio: the median over the runs of (the run / the reference
         * measured just before it), so a load that comes and goes between
         * runs moves both sides of a ratio alike */
        double ratio[3] = {0, 0, 0};
        for (int k = 0; k < 3; k++) {
            if (!(k == 0 ? ref->want_bare : ref->want_over))
                continue;
            for (int run = 0; run < ctx->runs; run++)
                ref_s[k * ctx->runs + run] = bench_ratio(samples[run], ref_s[k * ctx->runs + run]);
            bench_stats_t q;
            bench_stats(ref_s + k * ctx->runs, ctx->runs, &q);
            ratio[k] = q.median;
        }
        const double bare = ratio[0], over = ratio[1], ybar = ratio[2];
        if (bare > 0)
            len += (size_t)snprintf(detail, sizeof detail, ", to bare barrier %.2fx", bare);
        if (over > 0)
            len += (size_t)snprintf(detail + len, sizeof detail - len,
                                    ", to oversubscription floor %.2fx", over);
        if (ybar > 0)
            snprintf(detail + len, sizeof detail - len, ", to bare yield barrier %.2fx", ybar);
        bench_print_row_prec("coll", name, &st, "us", 2, ref->floor_us, "floor", detail);
        if (bare > 0)
            printf("pshmbench: note: coll %s: bare barrier measured before each run: median "
                   "%.3f us (min %.3f, max %.3f); ratios: medians of run / reference\n",
                   name, rs[0].median, rs[0].min, rs[0].max);
        if (over > 0)
            printf("pshmbench: note: coll %s: measured before each run: oversubscription floor "
                   "median %.2f us (min %.2f, max %.2f), bare yield barrier median %.2f us "
                   "(min %.2f, max %.2f); ratios: medians of run / reference\n",
                   name, rs[1].median, rs[1].min, rs[1].max, rs[2].median, rs[2].min, rs[2].max);
        fflush(stdout);
    }
    free(ref_s);
    return ref_rc;
}

/* ---- the entry ---- */

static uint64_t *alloc_words(size_t nwords)
{
    uint64_t *p = aligned_alloc(64, nwords * sizeof(uint64_t));
    if (!p) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    return p;
}

int bench_coll(bench_ctx_t *ctx)
{
    double *samples = calloc((size_t)ctx->runs, sizeof *samples);
    if (!samples) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    if (ctx->rank == 0) {
        __atomic_store_n(coll_word(ctx, COLL_GATE), 0, __ATOMIC_RELAXED);
        __atomic_store_n(coll_word(ctx, COLL_BAD), 0, __ATOMIC_RELAXED);
    }
    bench_sync(ctx);

    const long iters = ctx->iters > 0 ? ctx->iters : COLL_DEFAULT_ITERS;
    const long big_iters = iters / COLL_BIG_DIV > 0 ? iters / COLL_BIG_DIV : 1;
    const double floor_us = ctx->floor_oneway_ns / 1000.0;
    const unsigned n = (unsigned)ctx->nranks;
    const size_t big_words = COLL_BIG_BYTES / sizeof(uint64_t);
    uint64_t *src = alloc_words(big_words), *dst = alloc_words(big_words);
    int rc = 0, cut = 0;
    char name[48], sz[16];

    /* the oversubscription floor (coll_floor.c): with more ranks than
     * cores, a barrier costs at least ceil(n / cores) sched_yield
     * hand-overs */
    bench_stats_t ho;
    int cpu = -1;
    memset(&ho, 0, sizeof ho);
    bench_stats_t yb;
    memset(&yb, 0, sizeof yb);
    const unsigned cores = (unsigned)coll_floor_cores(ctx);
    const unsigned per_core = (n + cores - 1) / cores;
    bench_sync(ctx);
    rc |= coll_floor_handover(ctx, per_core, ctx->runs, samples, &ho, &cpu);
    if (n > cores)
        rc |= coll_floor_yield_barrier(ctx, ctx->runs, samples, &yb);
    bench_sync(ctx);
    double oversub_us = 0;
    if (ctx->rank == 0 && ho.runs > 0) {
        bench_stats_t us = {ho.median / 1000, ho.min / 1000, ho.max / 1000, ho.runs};
        snprintf(name, sizeof name, "yield hand-over, %u on cpu %d", per_core < 2 ? 2 : per_core,
                 cpu);
        bench_print_row_prec("floor", name, &us, "us", 2, 0, NULL, NULL);
        if (n > cores) {
            bench_stats_t fl = {us.median * per_core, us.min * per_core, us.max * per_core,
                                us.runs};
            oversub_us = fl.median;
            snprintf(name, sizeof name, "oversubscribed, %u on %u cores", n, cores);
            bench_print_row_prec("floor", name, &fl, "us", 2, 0, NULL, NULL);
            printf("pshmbench: note: oversubscription floor: %u ranks on %u cores, so at least "
                   "ceil(%u/%u) = %u sched_yield hand-overs per barrier on a core (each rank "
                   "runs once a barrier), x %.2f us (a hand-over among %u processes pinned to "
                   "cpu %d, each calling sched_yield in a loop) = %.2f us\n",
                   n, cores, n, cores, per_core, us.median, per_core, cpu, oversub_us);
            if (yb.runs > 0) {
                bench_stats_t y = {yb.median / 1000, yb.min / 1000, yb.max / 1000, yb.runs};
                snprintf(name, sizeof name, "bare yield barrier, %u procs", n);
                bench_print_row_prec("floor", name, &y, "us", 2, oversub_us,
                                     "oversubscription floor", NULL);
            }
        }
        fflush(stdout);
    }

    row_t r;
    memset(&r, 0, sizeof r);
    r.kind = C_BARRIER;
    snprintf(name, sizeof name, "barrier, %u ranks", n);
    const refs_t refs = {floor_us, n == 2, n > cores, per_core}, none = {0, 0, 0, 0};
    rc |= run_row(ctx, &r, name, iters, COLL_CHUNK, &refs, samples, &cut);

    r.kind = C_BARRIER1;
    snprintf(name, sizeof name, "gasnet_barrier, %u ranks", n);
    rc |= run_row(ctx, &r, name, iters, COLL_CHUNK, &refs, samples, &cut);

    r.src = src;
    r.dst = dst;
    const kind_t data_kinds[] = {C_BCAST, C_REDUCE};
    const size_t sizes[] = {sizeof(uint64_t), COLL_BIG_BYTES};
    for (int d = 0; d < 2; d++)
        for (int s = 0; s < 2; s++) {
            r.kind = data_kinds[d];
            r.nwords = sizes[s] / sizeof(uint64_t);
            snprintf(name, sizeof name, "%s %s, %u ranks",
                     r.kind == C_BCAST ? "broadcast" : "reduce-to-all",
                     bench_size_str(sizes[s], sz, sizeof sz), n);
            /* an 8 B reduce-to-all is a barrier that carries a word: the
             * same floors */
            const int small_red = r.kind == C_REDUCE && s == 0;
            rc |= run_row(ctx, &r, name, s ? big_iters : iters, s ? COLL_BIG_CHUNK : COLL_CHUNK,
                          small_red ? &refs : &none, samples, &cut);
        }

    if (ctx->rank == 0) {
        printf("pshmbench: note: coll rows: every rank of the %u-rank job, us per operation on "
               "rank 0's clock; broadcasts from rank 0, reductions int64 ADD\n",
               n);
        if (cut)
            printf("pshmbench: note: some coll runs were cut to %.2f s\n",
                   COLL_RUN_BUDGET_NS / 1e9);
        fflush(stdout);
    }
    bench_sync(ctx);
    free(src);
    free(dst);
    free(samples);
    return rc;
}
