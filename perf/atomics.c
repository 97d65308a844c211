/* atomics.c - the cost of pshmex's remote atomics (gex_AD_*, U64 domain).
 * An operation is a CPU atomic done by the caller on the target word, which
 * is mapped into every process; the rows:
 *  - uncontended, rank 0 alone on one word at the start of rank 1's
 *    segment, ns per call in a loop: a bare __atomic_fetch_add through the
 *    cross-mapped pointer (the reference), FADD with
 *    gex_Event_Wait(gex_AD_OpNB_U64(...)) per call, FADD with
 *    gex_AD_OpNBI_U64 calls and one gex_NBI_Wait at the end (both with the
 *    ratio to the bare fetch-add), an FCAS that always succeeds (the word
 *    alternates between two values), a bare locked add (no fetch), the
 *    same add after pshmex's progress test (the load and branch on the
 *    poll-wanted word that every NBI atomic makes, #19: the least such a
 *    call can cost) and non-fetching ADD with gex_AD_OpNBI_U64 (ratio to
 *    the bare add); each
 *    run keeps the fastest of 10 rounds of each; then the cost of the default
 *    checks: the NBI FADD and ADD loops built checked (the default) and with
 *    -DPSHMEX_UNCHECKED (perf/check_cost*.c) and the bare add in the same
 *    loop shape, in turns, one row each (the ADD rows with their ratio to
 *    that add);
 *  - contended FADD throughput: every rank of the job adds rank + 1 to one
 *    word of rank 0's segment with gex_AD_OpNBI_U64, a fixed total number
 *    of times split evenly over the ranks, which leave a spinning start
 *    line together; millions of operations per second from the first
 *    rank's start to the last rank's end, and the final value must be the
 *    expected sum (checked after every run, the untimed first one too);
 *  - ping-pong through atomics: rank 0 SETs a flag word in rank 1's segment
 *    with GEX_FLAG_AD_REL, rank 1 polls it with GET and GEX_FLAG_AD_ACQ and
 *    answers by SETting a flag word in rank 0's segment, which rank 0 polls
 *    the same way; one-way = round trip / 2, with the ratio to the floor.
 * The uncontended loops end each iteration with an empty asm that clobbers
 * memory (no instruction), like rma.c, and measure the three fetch-adds in
 * turns, so no variant is always first; every loop is checked afterwards
 * (the word's value and the last value fetched).  Rank 0's words live in
 * its control page at BENCH_ATOMICS_OFFSET, rank 1's at the start of its
 * segment.  The floor entry runs earlier in the same process (pshmbench.c
 * selects it with atomics), so ctx->floor_oneway_ns is this run's floor.
 */
#include "bench_util.h"
#include "check_cost.h"

#include <gasnet_ratomic.h>

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AD_DEFAULT_ITERS    2000000L /* calls per uncontended run */
#define AD_PARTS            10       /* rounds per uncontended run (fastest kept) */
#define AD_CONTENDED_TOTAL  2000000L /* FADDs per contended run, all ranks together */
#define AD_PP_DEFAULT_ITERS 200000L  /* round trips per ping-pong run */
#define AD_PP_WARMUP_ITERS  20000L
/* A ping-pong run stops early after this long (ranks sharing a core need
 * the scheduler for every round trip); the latency is then computed over
 * the round trips done. */
#define AD_PP_BUDGET_NS     1000000000ull
#define AD_STOP             UINT64_MAX
/* the two values the FCAS word alternates between */
#define AD_CAS_A            UINT64_C(0x5a5a5a5a5a5a5a5a)
#define AD_CAS_B            UINT64_C(0xa5a5a5a5a5a5a5a5)

/* The words, as byte offsets: rank 0's from BENCH_ATOMICS_OFFSET in its
 * control page, rank 1's from the start of its segment; one per 128 bytes,
 * so no two share a cache line (or an adjacent-line prefetch pair). */
#define AD_R0_COUNTER 0   /* the contended word */
#define AD_R0_TSTART  128 /* contended: earliest start (ns) of any rank */
#define AD_R0_TEND    256 /* contended: latest end (ns) of any rank */
#define AD_R0_PONG    384 /* ping-pong: rank 1's answer */
#define AD_R0_GATE    512 /* contended: ranks at the start line */
#define AD_R1_WORD    0   /* the uncontended word */
#define AD_R1_PING    128 /* ping-pong: rank 0's flag */

/* Keeps the compiler from merging, moving or dropping the memory accesses
 * of one loop iteration; it emits no instruction. */
#define AD_KEEP() __asm__ __volatile__("" ::: "memory")

/* A word, by its owner's address (for the gex_AD calls) and as mapped here
 * (for the bare CPU atomics and the checks). */
typedef struct {
    uint64_t *owner;
    uint64_t *here;
} word_t;

static word_t word_at(char *owner_base, char *here_base, size_t off)
{
    word_t w = {(uint64_t *)(owner_base + off), (uint64_t *)(here_base + off)};
    return w;
}

/* ---- uncontended (rank 0) ---- */

typedef enum {
    U_BARE,
    U_FADD_NB,
    U_FADD_NBI,
    U_FCAS,
    U_BARE_ADD,
    U_BARE_ADD_POLL,
    U_ADD_NBI,
    U_COUNT
} uop_t;

/* Row names, in uop_t order. */
static const char *const u_name[] = {
    "cpu fetch-add 8 B",  "fadd 8 B NB + wait",  "fadd 8 B NBI, one wait", "fcas 8 B NB + wait",
    "cpu atomic add 8 B", "cpu add + poll test", "add 8 B NBI, one wait",
};

/* Non-fetching ops: nothing is fetched, the loop's last value stays 0. */
static int u_fetches(uop_t op)
{
    return op != U_BARE_ADD && op != U_BARE_ADD_POLL && op != U_ADD_NBI;
}

/* n calls of op on w (a word of rank 1's segment); the FADDs add 1, the
 * FCAS swaps A for B and B for A.  Returns the elapsed ns; *last is the
 * value fetched by the last call, *bad the number of failed FCAS. */
static uint64_t u_loop(gex_AD_t ad, uop_t op, word_t w, long n, uint64_t *last, long *bad)
{
    uint64_t r = 0;
    long nbad = 0;
    uint64_t *const p = w.owner, *const here = w.here;
    const uint64_t t0 = bench_now_ns();
    switch (op) {
    case U_BARE:
        for (long i = 0; i < n; i++) {
            r = __atomic_fetch_add(here, 1, __ATOMIC_RELAXED);
            AD_KEEP();
        }
        break;
    case U_FADD_NB:
        for (long i = 0; i < n; i++) {
            gex_Event_Wait(gex_AD_OpNB_U64(ad, &r, 1, p, GEX_OP_FADD, 1, 0, 0));
            AD_KEEP();
        }
        break;
    case U_FADD_NBI:
        for (long i = 0; i < n; i++) {
            gex_AD_OpNBI_U64(ad, &r, 1, p, GEX_OP_FADD, 1, 0, 0);
            AD_KEEP();
        }
        gex_NBI_Wait(GEX_EC_RMW, 0);
        break;
    case U_BARE_ADD: /* the result unused: a locked add, no fetch */
        for (long i = 0; i < n; i++) {
            __atomic_fetch_add(here, 1, __ATOMIC_RELAXED);
            AD_KEEP();
        }
        break;
    case U_BARE_ADD_POLL: /* the same after pshmex's progress test, as every NBI atomic makes */
        for (long i = 0; i < n; i++) {
            pshmex_progress_check();
            __atomic_fetch_add(here, 1, __ATOMIC_RELAXED);
            AD_KEEP();
        }
        break;
    case U_ADD_NBI:
        for (long i = 0; i < n; i++) {
            gex_AD_OpNBI_U64(ad, NULL, 1, p, GEX_OP_ADD, 1, 0, 0);
            AD_KEEP();
        }
        gex_NBI_Wait(GEX_EC_RMW, 0);
        break;
    case U_FCAS:
        for (long i = 0; i < n; i++) {
            const uint64_t want = (i & 1) ? AD_CAS_B : AD_CAS_A;
            const uint64_t next = (i & 1) ? AD_CAS_A : AD_CAS_B;
            gex_Event_Wait(gex_AD_OpNB_U64(ad, &r, 1, p, GEX_OP_FCAS, want, next, 0));
            nbad += r != want;
            AD_KEEP();
        }
        break;
    case U_COUNT: break;
    }
    const uint64_t t1 = bench_now_ns();
    *last = r;
    *bad = nbad;
    return t1 - t0;
}

/* One run of op: sets the word, runs the loop, checks the result.  Returns
 * ns per call, or -1 if the check failed (with a message). */
static double u_run(gex_AD_t ad, uop_t op, word_t w, long n)
{
    const int cas = op == U_FCAS;
    __atomic_store_n(w.here, cas ? AD_CAS_A : 0, __ATOMIC_RELAXED);
    uint64_t last;
    long bad;
    uint64_t ns = u_loop(ad, op, w, n, &last, &bad);
    const uint64_t got = __atomic_load_n(w.here, __ATOMIC_RELAXED);
    const uint64_t want = cas ? ((n & 1) ? AD_CAS_B : AD_CAS_A) : (uint64_t)n;
    const uint64_t want_last = cas              ? ((n & 1) ? AD_CAS_A : AD_CAS_B)
                               : !u_fetches(op) ? 0
                                                : (uint64_t)n - 1;
    if (got != want || last != want_last || bad != 0) {
        fprintf(stderr,
                "pshmbench: atomics %s: wrong result after %ld calls: word 0x%llx (want 0x%llx), "
                "last fetched 0x%llx (want 0x%llx), %ld failed FCAS\n",
                u_name[op], n, (unsigned long long)got, (unsigned long long)want,
                (unsigned long long)last, (unsigned long long)want_last, bad);
        return -1;
    }
    return (double)(ns ? ns : 1) / (double)n;
}

/* ctx->runs timed runs after one untimed one; a run is AD_PARTS rounds of
 * n / AD_PARTS calls of every op in turns (round p of run r starts with op
 * (r + p) % U_COUNT), and an op's sample is its fastest round (one
 * preemption on a busy machine would swamp a few-ns row).
 * samples[op * runs + run]: ns per call.  Returns 0, or -1 if a check
 * failed. */
static int u_runs(bench_ctx_t *ctx, gex_AD_t ad, word_t w, double *samples)
{
    const long n = ctx->iters > 0 ? ctx->iters : AD_DEFAULT_ITERS;
    const long part = n / AD_PARTS > 0 ? n / AD_PARTS : 1;
    for (int run = -1; run < ctx->runs; run++) {
        double best[U_COUNT] = {0};
        for (int p = 0; p < AD_PARTS; p++)
            for (int j = 0; j < U_COUNT; j++) {
                int k = (run + 1 + p + j) % U_COUNT;
                double v = u_run(ad, (uop_t)k, w, part);
                if (v < 0)
                    return -1;
                if (p == 0 || v < best[k])
                    best[k] = v;
            }
        if (run >= 0)
            for (int k = 0; k < U_COUNT; k++)
                samples[k * ctx->runs + run] = best[k];
    }
    return 0;
}

/* ---- the cost of the default checks (rank 0) ---- */

/* The loops of these rows (perf/check_cost*.c, one placement: a locked
 * instruction per call dwarfs its effect), in row order: the NBI FADD and
 * the NBI ADD built checked (the default) and with -DPSHMEX_UNCHECKED,
 * and the bare locked add in the same loop shape (the ADD rows' floor). */
enum {
    ACC_FADD_CHECKED,
    ACC_FADD_UNCHECKED,
    ACC_ADD_CHECKED,
    ACC_ADD_UNCHECKED,
    ACC_BARE_ADD,
    ACC_N
};
static const struct {
    const char *name;
    cc_op_t op;
    int unchecked;
} acc_variant[ACC_N] = {
    {"fadd 8 B NBI checked", CC_FADD_NBI, 0}, {"fadd 8 B NBI unchecked", CC_FADD_NBI, 1},
    {"add 8 B NBI checked", CC_ADD_NBI, 0},   {"add 8 B NBI unchecked", CC_ADD_NBI, 1},
    {"cpu add, same loop", CC_ADD_RAW, 0},
};

/* One call of variant k's loop: part calls on w from 0. Returns ns per
 * call, or -1 if the word did not count every call (with a message). */
static double acc_run(gex_AD_t ad, word_t w, int k, long part)
{
    uint64_t last;
    __atomic_store_n(w.here, 0, __ATOMIC_RELAXED);
    cc_loop_fn *loop = acc_variant[k].unchecked ? cc_loop_unchecked[0] : cc_loop_checked[0];
    /* the pshmex calls take rank 1's address, the bare add the mapping here */
    uint64_t *target = acc_variant[k].op == CC_ADD_RAW ? w.here : w.owner;
    uint64_t ns = loop(acc_variant[k].op, NULL, ad, target, part, &last);
    if (__atomic_load_n(w.here, __ATOMIC_RELAXED) != (uint64_t)part) {
        fprintf(stderr, "pshmbench: atomics %s: the word is not %ld\n", acc_variant[k].name, part);
        return -1;
    }
    return (double)(ns ? ns : 1) / (double)part;
}

/* The rows of acc_variant, measured in turns as u_runs (a run's sample of
 * a variant is its fastest of AD_PARTS rounds); the ADD rows with their
 * ratio to the bare add of the same loops; then a note with the
 * differences of the medians, and the unchecked ADD over the bare add.
 * samples: at least ACC_N * runs. Returns 0, or -1 if a loop miscounted. */
static int check_cost_rows(bench_ctx_t *ctx, gex_AD_t ad, word_t w, double *samples)
{
    const long n = ctx->iters > 0 ? ctx->iters : AD_DEFAULT_ITERS;
    const long part = n / AD_PARTS > 0 ? n / AD_PARTS : 1;
    for (int run = -1; run < ctx->runs; run++) {
        double best[ACC_N] = {0};
        for (int p = 0; p < AD_PARTS; p++)
            for (int j = 0; j < ACC_N; j++) {
                const int k = (run + 1 + p + j) % ACC_N;
                const double v = acc_run(ad, w, k, part);
                if (v < 0)
                    return -1;
                if (p == 0 || v < best[k])
                    best[k] = v;
            }
        if (run >= 0)
            for (int k = 0; k < ACC_N; k++)
                samples[k * ctx->runs + run] = best[k];
    }
    bench_stats_t st[ACC_N];
    for (int k = 0; k < ACC_N; k++)
        bench_stats(samples + k * ctx->runs, ctx->runs, &st[k]);
    const double bare = st[ACC_BARE_ADD].median;
    for (int k = 0; k < ACC_N; k++) {
        const int vs_bare = k == ACC_ADD_CHECKED || k == ACC_ADD_UNCHECKED;
        bench_print_row_prec("atomics", acc_variant[k].name, &st[k], "ns", 2, vs_bare ? bare : 0,
                             vs_bare ? "cpu add" : NULL, NULL);
    }
    printf("pshmbench: note: atomics cost of the default checks (median checked - unchecked): "
           "fadd 8 B NBI %.2f ns per call, add 8 B NBI %.2f ns per call; add NBI unchecked / "
           "cpu add in the same loop %.2fx\n",
           st[ACC_FADD_CHECKED].median - st[ACC_FADD_UNCHECKED].median,
           st[ACC_ADD_CHECKED].median - st[ACC_ADD_UNCHECKED].median,
           bench_ratio(st[ACC_ADD_UNCHECKED].median, bare));
    return 0;
}

/* ---- contended (every rank) ---- */

/* Every rank adds rank + 1 to the counter per_rank times (w: the counter,
 * earliest start, latest end, start line).  Returns M ops/s on rank 0 (0
 * on the others), or -1 on rank 0 if the final value is wrong (with a
 * message). */
static double contended_run(bench_ctx_t *ctx, gex_AD_t ad, const word_t *w, long per_rank)
{
    const word_t ctr = w[0], tstart = w[1], tend = w[2], gate = w[3];
    if (ctx->rank == 0) {
        __atomic_store_n(ctr.here, 0, __ATOMIC_RELAXED);
        __atomic_store_n(tstart.here, UINT64_MAX, __ATOMIC_RELAXED);
        __atomic_store_n(tend.here, 0, __ATOMIC_RELAXED);
        __atomic_store_n(gate.here, 0, __ATOMIC_RELAXED);
    }
    bench_sync(ctx);
    /* a start line that spins (a rank waiting in bench_sync may be asleep),
     * so the ranks start together */
    __atomic_add_fetch(gate.here, 1, __ATOMIC_ACQ_REL);
    bench_spin_until(gate.here, ctx->nranks);
    const uint64_t add = (uint64_t)ctx->rank + 1;
    uint64_t *const p = ctr.owner;
    uint64_t r;
    const uint64_t t0 = bench_now_ns();
    for (long i = 0; i < per_rank; i++) {
        gex_AD_OpNBI_U64(ad, &r, 0, p, GEX_OP_FADD, add, 0, 0);
        AD_KEEP();
    }
    gex_NBI_Wait(GEX_EC_RMW, 0);
    const uint64_t t1 = bench_now_ns();
    gex_AD_OpNBI_U64(ad, NULL, 0, tstart.owner, GEX_OP_MIN, t0, 0, 0);
    gex_AD_OpNBI_U64(ad, NULL, 0, tend.owner, GEX_OP_MAX, t1, 0, 0);
    gex_NBI_Wait(GEX_EC_RMW, 0);
    bench_sync(ctx);
    if (ctx->rank != 0)
        return 0;

    const uint64_t n = (uint64_t)ctx->nranks;
    const uint64_t want = (uint64_t)per_rank * (n * (n + 1) / 2);
    const uint64_t got = __atomic_load_n(ctr.here, __ATOMIC_RELAXED);
    if (got != want) {
        fprintf(stderr,
                "pshmbench: atomics contended fadd: final value %llu, want %llu (%u ranks x %ld "
                "adds of rank + 1)\n",
                (unsigned long long)got, (unsigned long long)want, (unsigned)ctx->nranks, per_rank);
        return -1;
    }
    uint64_t ns = __atomic_load_n(tend.here, __ATOMIC_RELAXED) -
                  __atomic_load_n(tstart.here, __ATOMIC_RELAXED);
    return (double)per_rank * (double)n / (double)(ns ? ns : 1) * 1000.0;
}

/* ---- ping-pong (ranks 0 and 1) ---- */

/* Poll w (this rank's own word) with GET + ACQ until it holds v or STOP;
 * returns the value seen.  After a long spin it yields on every turn, so
 * two ranks sharing a core make progress. */
static uint64_t poll_flag(gex_AD_t ad, gex_Rank_t me, word_t w, uint64_t v)
{
    unsigned spins = 0;
    uint64_t got;
    for (;;) {
        gex_Event_Wait(gex_AD_OpNB_U64(ad, &got, me, w.owner, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ));
        if (got == v || got == AD_STOP)
            return got;
        if (++spins < 4096u)
            bench_cpu_relax();
        else
            sched_yield();
    }
}

static void set_flag(gex_AD_t ad, gex_Rank_t rank, word_t w, uint64_t v)
{
    gex_Event_Wait(gex_AD_OpNB_U64(ad, NULL, rank, w.owner, GEX_OP_SET, v, 0, GEX_FLAG_AD_REL));
}

/* Rank 0: n round trips, stopping early once the budget is spent; returns
 * the number done. */
static long round_trips(gex_AD_t ad, word_t ping, word_t pong, uint64_t *seq, long n,
                        uint64_t budget_ns)
{
    const uint64_t start = bench_now_ns();
    long i = 0;
    while (i < n) {
        long chunk = n - i < 256 ? n - i : 256;
        for (long k = 0; k < chunk; k++) {
            set_flag(ad, 1, ping, ++*seq);
            poll_flag(ad, 0, pong, *seq);
        }
        i += chunk;
        if (bench_now_ns() - start > budget_ns)
            break;
    }
    return i;
}

/* Every rank: ctx->runs ping-pong runs; samples (rank 0): one-way ns.
 * Sets *cut if a run was cut by the time budget. */
static void pingpong_runs(bench_ctx_t *ctx, gex_AD_t ad, word_t ping, word_t pong, double *samples,
                          int *cut)
{
    const long iters = ctx->iters > 0 ? ctx->iters : AD_PP_DEFAULT_ITERS;
    const long warmup = iters < AD_PP_WARMUP_ITERS ? iters : AD_PP_WARMUP_ITERS;
    for (int run = 0; run < ctx->runs; run++) {
        uint64_t seq = 0;
        if (ctx->rank == 0) {
            __atomic_store_n(ping.here, 0, __ATOMIC_RELAXED);
            __atomic_store_n(pong.here, 0, __ATOMIC_RELAXED);
        }
        bench_sync(ctx);
        if (ctx->rank == 0) {
            round_trips(ad, ping, pong, &seq, warmup, AD_PP_BUDGET_NS / 4);
            uint64_t t0 = bench_now_ns();
            long done = round_trips(ad, ping, pong, &seq, iters, AD_PP_BUDGET_NS);
            uint64_t t1 = bench_now_ns();
            set_flag(ad, 1, ping, AD_STOP);
            samples[run] = (double)(t1 - t0) / (double)done / 2.0;
            if (done < iters)
                *cut = 1;
        } else if (ctx->rank == 1) {
            while (poll_flag(ad, 1, ping, seq + 1) != AD_STOP)
                set_flag(ad, 0, pong, ++seq);
        }
        bench_sync(ctx);
    }
}

/* ---- the entry ---- */

int bench_atomics(bench_ctx_t *ctx)
{
    _Static_assert((int)ACC_N <= (int)U_COUNT, "samples holds the check-cost rows too");
    double *samples = calloc((size_t)ctx->runs * U_COUNT, sizeof *samples);
    if (!samples) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    int rc = 0;
    bench_stats_t st[U_COUNT];

    /* the segments of ranks 0 and 1: their owners' addresses and the
     * mappings here */
    void *seg0 = NULL, *seg1 = NULL, *seg1_here = NULL;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(ctx->tm, 0, &seg0, NULL, NULL, 0));
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(ctx->tm, 1, &seg1, &seg1_here, NULL, 0));
    char *ctl0 = (char *)seg0 + BENCH_ATOMICS_OFFSET, *ctl0_here = ctx->seg0 + BENCH_ATOMICS_OFFSET;
    const word_t contended[] = {
        word_at(ctl0, ctl0_here, AD_R0_COUNTER),
        word_at(ctl0, ctl0_here, AD_R0_TSTART),
        word_at(ctl0, ctl0_here, AD_R0_TEND),
        word_at(ctl0, ctl0_here, AD_R0_GATE),
    };
    const word_t pong = word_at(ctl0, ctl0_here, AD_R0_PONG);
    const word_t word = word_at(seg1, seg1_here, AD_R1_WORD);
    const word_t ping = word_at(seg1, seg1_here, AD_R1_PING);

    /* collective over the primordial team: every rank, same arguments */
    gex_AD_t ad;
    gex_AD_Create(&ad, ctx->tm, GEX_DT_U64,
                  GEX_OP_FADD | GEX_OP_ADD | GEX_OP_FCAS | GEX_OP_SET | GEX_OP_GET | GEX_OP_MIN |
                      GEX_OP_MAX,
                  0);
    bench_sync(ctx);

    /* 1. uncontended: rank 0 alone */
    if (ctx->rank == 0) {
        if (u_runs(ctx, ad, word, samples) != 0) {
            rc = 1;
        } else {
            for (int k = 0; k < U_COUNT; k++)
                bench_stats(samples + k * ctx->runs, ctx->runs, &st[k]);
            bench_print_row_vs("atomics", u_name[U_BARE], &st[U_BARE], "ns", 0, NULL, NULL);
            bench_print_row_vs("atomics", u_name[U_FADD_NB], &st[U_FADD_NB], "ns",
                               st[U_BARE].median, "fetch-add", NULL);
            bench_print_row_vs("atomics", u_name[U_FADD_NBI], &st[U_FADD_NBI], "ns",
                               st[U_BARE].median, "fetch-add", NULL);
            bench_print_row_vs("atomics", u_name[U_FCAS], &st[U_FCAS], "ns", 0, NULL, NULL);
            bench_print_row_vs("atomics", u_name[U_BARE_ADD], &st[U_BARE_ADD], "ns", 0, NULL, NULL);
            bench_print_row_vs("atomics", u_name[U_BARE_ADD_POLL], &st[U_BARE_ADD_POLL], "ns",
                               st[U_BARE_ADD].median, "cpu add", NULL);
            bench_print_row_vs("atomics", u_name[U_ADD_NBI], &st[U_ADD_NBI], "ns",
                               st[U_BARE_ADD].median, "cpu add", NULL);
            printf("pshmbench: note: atomics targets (#18): fadd NB + wait <= 1.3x the cpu "
                   "fetch-add (%.2fx), add NBI at the cpu add's rate (%.2fx); add NBI / (cpu add "
                   "+ poll test) %.2fx\n",
                   bench_ratio(st[U_FADD_NB].median, st[U_BARE].median),
                   bench_ratio(st[U_ADD_NBI].median, st[U_BARE_ADD].median),
                   bench_ratio(st[U_ADD_NBI].median, st[U_BARE_ADD_POLL].median));
            printf("pshmbench: note: atomics 8 B rows: rank 0 alone on one word of rank 1's "
                   "segment, ns per call in a loop (the line stays in rank 0's cache)\n");
            if (check_cost_rows(ctx, ad, word, samples) != 0)
                rc = 1;
        }
    }
    bench_sync(ctx);

    /* 2. contended: every rank on one word of rank 0's segment, the total
     * split evenly (the same on every rank) */
    long total = ctx->iters > 0 ? ctx->iters : AD_CONTENDED_TOTAL;
    long per_rank = total / (long)ctx->nranks > 0 ? total / (long)ctx->nranks : 1;
    int failed = 0;
    for (int run = -1; run < ctx->runs; run++) {
        double v = contended_run(ctx, ad, contended, per_rank);
        if (v < 0)
            failed = 1;
        if (run >= 0)
            samples[run] = v;
    }
    if (ctx->rank == 0) {
        if (failed) {
            rc = 1;
        } else {
            char name[40];
            snprintf(name, sizeof name, "fadd contended, %u ranks", (unsigned)ctx->nranks);
            bench_stats(samples, ctx->runs, &st[0]);
            bench_print_row("atomics", name, &st[0], "M/s", 0);
        }
    }

    /* 3. ping-pong between ranks 0 and 1 */
    int cut = 0;
    pingpong_runs(ctx, ad, ping, pong, samples, &cut);
    if (ctx->rank == 0) {
        bench_stats(samples, ctx->runs, &st[0]);
        bench_print_row("atomics", "flag ping-pong one-way", &st[0], "ns", ctx->floor_oneway_ns);
        if (cut)
            printf("pshmbench: note: some atomics ping-pong runs were cut to %.1f s\n",
                   AD_PP_BUDGET_NS / 1e9);
        fflush(stdout);
    }

    /* every operation has completed (at its call); nobody uses ad after
     * this sync */
    bench_sync(ctx);
    gex_AD_Destroy(ad);
    free(samples);
    return rc;
}
