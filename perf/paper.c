/* paper.c - the three tables of the 2002 GASNet paper ("GASNet: A Portable
 * High-Performance Communication Layer for Global Address-Space Languages",
 * Bonachea and Jeong, section 4 "Results"; spec/000_ce8918a875243ab1.txt)
 * measured on this host, printed as Markdown with the paper's IBM SP and
 * Millennium figures beside ours and the ratio:
 *  - Table 1, round-trip latency of a 1-byte message (us): a loop of
 *    blocking gasnet_get / gasnet_put (a blocking call returns when the
 *    operation is complete: that is its "round trip" here), non-blocking
 *    gasnet_get_nb / gasnet_put_nb each followed by gasnet_wait_syncnb, and
 *    an AM round trip (a 1-byte Medium request whose handler answers with a
 *    1-byte Medium reply; the sender polls until the reply handler ran).
 *    The paper's MPI column is the transport under its AM layer; ours is
 *    the bare shared-memory round trip, twice the floor's cache-line
 *    one-way latency of the same run;
 *  - Table 2, flood bandwidth of 128 KB messages at a network depth of 8
 *    (MB/s, 1 MB = 10^6 bytes): blocking calls in a loop; non-blocking
 *    calls with 8 outstanding (each new call first waits for the handle of
 *    the call 8 before it, each of the 8 uses its own 128 KiB slot), all
 *    waited for at the end; AM Long requests of 128 KiB with at most 8
 *    unacknowledged (the handler acknowledges each with a Short reply).
 *    Bare column: memcpy of the same 128 KiB slots into the peer's
 *    segment.  The paper gives this table for the IBM SP only;
 *  - Table 3, inverse throughput of 1-byte flood operations (us per
 *    operation): the flood loops of table 2 with 1 byte (blocking loops are
 *    the loops of table 1, as in the paper), AM 1-byte Medium requests with
 *    at most 8 unacknowledged.  Bare column: a 1-byte store into the peer's
 *    segment.  Below it, our latencies of table 1, as the paper repeats
 *    them there.
 * The paper's sender was "active" and the receiver "passive ... continually
 * polling the network": here too rank 0 measures and rank 1 polls
 * (gasnet_AMPoll) through every measurement.  Each number is the median of
 * ctx->runs runs; each run is a timed loop of many operations (the paper
 * used 10,000), after a warm-up.  Any rank above 1 only joins the
 * synchronisations.
 */
#include "bench_util.h"
#include "plot.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PAPER_SMALL_ITERS   1000000L            /* 1-byte RMA operations per run (--iters N: N) */
#define PAPER_AM_DIV        10L                 /* AM operations: N / 10 */
#define PAPER_BIG_DIV       500L                /* 128 KiB operations: N / 500 */
#define PAPER_RUN_BUDGET_NS 300000000ull        /* a run stops after this long */
#define PAPER_CHUNK         64L                 /* operations between clock reads */
#define PAPER_BIG           ((size_t)128 << 10) /* the paper's 128 KB */
#define PAPER_DEPTH         8                   /* the paper's network depth */
#define PAPER_SLOT_SMALL    64                  /* 1-byte operations: one line per slot */
#define PAPER_SPIN_POLLS    4096u               /* idle polls before yielding */

/* ---- the paper's numbers (section 4) ---- */

/* The paper's columns: blocking get, blocking put, non-blocking get,
 * non-blocking put, AMMPI, MPI.  Ours: the same calls, AM, bare shared
 * memory. */
enum { COL_BGET, COL_BPUT, COL_NBGET, COL_NBPUT, COL_AM, COL_BARE, NCOL };

/* Table 1 (section 4.3): round-trip latency for a 1-byte message, us. */
static const double paper_t1[2][NCOL] = {
    {68.1, 67.2, 68.7, 67.1, 60.0, 39.1}, /* IBM SP */
    {43.7, 43.7, 43.3, 43.9, 41.0, 28.4}, /* Millennium */
};
/* Table 2 (section 4.4): bandwidth for 128 KB messages, network depth 8,
 * MB/s; IBM SP only ("the bandwidth results from Millennium had a large
 * variance and are somewhat inexplicable"). */
static const double paper_t2_sp[NCOL] = {117.6, 110.3, 161.2, 159.0, 159.3, 242.4};
/* Table 3 (section 4.5): inverse throughput for 1-byte messages, us. */
static const double paper_t3[2][NCOL] = {
    {78.5, 78.6, 28.8, 28.9, 28.9, 7.6},  /* IBM SP */
    {56.3, 55.8, 18.2, 17.8, 17.7, 10.7}, /* Millennium */
};
static const char *const paper_sys[2] = {"IBM SP", "Millennium"};

/* ---- the measured loops ---- */

typedef enum {
    M_BGET,     /* blocking get in a loop */
    M_BPUT,     /* blocking put in a loop */
    M_NBGET,    /* get_nb + wait_syncnb (latency) */
    M_NBPUT,    /* put_nb + wait_syncnb (latency) */
    M_AM_RT,    /* AM Medium request + reply (latency) */
    M_NBGET_FL, /* get_nb, 8 outstanding (flood) */
    M_NBPUT_FL, /* put_nb, 8 outstanding (flood) */
    M_AM_FL,    /* AM Medium (1 B) or Long (128 KiB), 8 unacknowledged */
    M_BARE,     /* memcpy (128 KiB) or a 1-byte store to the peer's segment */
} meas_t;

typedef struct {
    bench_ctx_t *ctx;
    char *remote;      /* rank 1's segment, rank 1's address (for the calls) */
    char *remote_here; /* the same memory as mapped here (bare rows) */
    char *local;       /* rank 0's buffer: PAPER_DEPTH slots */
    size_t bytes;      /* 1 or PAPER_BIG */
    size_t slot;       /* distance between slots */
    gasnet_handle_t h[PAPER_DEPTH];
    uint64_t sent; /* AM flood: requests sent */
} loop_t;

/* state shared by the handlers and the loops of this process */
static uint64_t pp_acks;    /* rank 0: reply handlers run */
static uint64_t pp_handled; /* rank 1: request handlers run (for the backoff) */
static int pp_stop;         /* rank 1: rank 0 said "stop serving" */
static unsigned char pp_reply_byte;

static uint64_t load(const uint64_t *p)
{
    return __atomic_load_n(p, __ATOMIC_ACQUIRE);
}

enum { H_RT, H_RT_REPLY, H_FLOOD_MED, H_FLOOD_LONG, H_ACK, H_STOP, H_COUNT };
static gex_AM_Index_t pp_idx[H_COUNT];

static void h_rt(gex_Token_t t, void *buf, size_t n)
{
    (void)buf;
    __atomic_add_fetch(&pp_handled, 1, __ATOMIC_ACQ_REL);
    gex_AM_ReplyMedium0(t, pp_idx[H_RT_REPLY], &pp_reply_byte, n, GEX_EVENT_NOW, 0);
}

static void h_ack_any(gex_Token_t t, void *buf, size_t n)
{
    (void)t;
    (void)buf;
    (void)n;
    __atomic_add_fetch(&pp_acks, 1, __ATOMIC_ACQ_REL);
}

static void h_ack(gex_Token_t t)
{
    h_ack_any(t, NULL, 0);
}

static void h_flood(gex_Token_t t, void *buf, size_t n)
{
    (void)buf;
    (void)n;
    __atomic_add_fetch(&pp_handled, 1, __ATOMIC_ACQ_REL);
    gex_AM_ReplyShort0(t, pp_idx[H_ACK], 0);
}

static void h_stop(gex_Token_t t)
{
    (void)t;
    __atomic_store_n(&pp_stop, 1, __ATOMIC_RELEASE);
}

/* Same table in the same order on every rank: the indices agree. */
static void register_handlers(bench_ctx_t *ctx)
{
    static int done;
    if (done)
        return;
    done = 1;
    const gex_Flags_t med_req = GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST;
    gex_AM_Entry_t table[H_COUNT] = {
        [H_RT] = {0, (gex_AM_Fn_t)h_rt, med_req, 0, NULL, "paper_rt"},
        [H_RT_REPLY] = {0, (gex_AM_Fn_t)h_ack_any, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 0, NULL,
                        "paper_rt_reply"},
        [H_FLOOD_MED] = {0, (gex_AM_Fn_t)h_flood, med_req, 0, NULL, "paper_flood_medium"},
        [H_FLOOD_LONG] = {0, (gex_AM_Fn_t)h_flood, GEX_FLAG_AM_LONG | GEX_FLAG_AM_REQUEST, 0, NULL,
                          "paper_flood_long"},
        [H_ACK] = {0, (gex_AM_Fn_t)h_ack, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 0, NULL,
                   "paper_ack"},
        [H_STOP] = {0, (gex_AM_Fn_t)h_stop, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 0, NULL,
                    "paper_stop"},
    };
    if (gex_EP_RegisterHandlers(ctx->ep, table, H_COUNT) != GASNET_OK) {
        fprintf(stderr, "pshmbench: rank %u: gex_EP_RegisterHandlers failed\n",
                (unsigned)ctx->rank);
        gasnet_exit(1);
    }
    for (int i = 0; i < H_COUNT; i++)
        pp_idx[i] = table[i].gex_index;
}

/* Rank 0: poll until *p >= v, yielding after a long idle spin. */
static void poll_until(const uint64_t *p, uint64_t v)
{
    unsigned idle = 0;
    while (load(p) < v) {
        gasnet_AMPoll();
        if (++idle > PAPER_SPIN_POLLS)
            sched_yield();
    }
}

/* Rank 1: the passive receiver, polling until rank 0's stop message. */
static void serve(void)
{
    uint64_t seen = load(&pp_handled);
    unsigned idle = 0;
    while (!__atomic_load_n(&pp_stop, __ATOMIC_ACQUIRE)) {
        gasnet_AMPoll();
        uint64_t h = load(&pp_handled);
        if (h != seen) {
            seen = h;
            idle = 0;
        } else if (++idle > PAPER_SPIN_POLLS) {
            sched_yield();
        }
    }
}

/* k operations of kind m (operation i uses slot i % 8). */
static void run_ops(loop_t *l, meas_t m, uint64_t first, long k)
{
    const size_t n = l->bytes;
    gex_TM_t tm = l->ctx->tm;
    for (long j = 0; j < k; j++) {
        const uint64_t i = first + (uint64_t)j;
        const size_t s = (size_t)(i % PAPER_DEPTH);
        char *loc = l->local + s * l->slot, *rem = l->remote + s * l->slot;
        switch (m) {
        case M_BGET: gasnet_get(loc, 1, rem, n); break;
        case M_BPUT:
            *loc = (char)i;
            gasnet_put(1, rem, loc, n);
            break;
        case M_NBGET: gasnet_wait_syncnb(gasnet_get_nb(loc, 1, rem, n)); break;
        case M_NBPUT:
            *loc = (char)i;
            gasnet_wait_syncnb(gasnet_put_nb(1, rem, loc, n));
            break;
        case M_AM_RT:
            gex_AM_RequestMedium0(tm, 1, pp_idx[H_RT], loc, n, GEX_EVENT_NOW, 0);
            poll_until(&pp_acks, l->sent + 1);
            l->sent++;
            break;
        case M_NBGET_FL:
        case M_NBPUT_FL:
            if (l->h[s] != GASNET_INVALID_HANDLE)
                gasnet_wait_syncnb(l->h[s]);
            l->h[s] =
                m == M_NBGET_FL ? gasnet_get_nb(loc, 1, rem, n) : gasnet_put_nb(1, rem, loc, n);
            break;
        case M_AM_FL:
            if (l->sent >= PAPER_DEPTH)
                poll_until(&pp_acks, l->sent - PAPER_DEPTH + 1);
            if (n == 1)
                gex_AM_RequestMedium0(tm, 1, pp_idx[H_FLOOD_MED], loc, n, GEX_EVENT_NOW, 0);
            else
                gex_AM_RequestLong0(tm, 1, pp_idx[H_FLOOD_LONG], loc, n, rem, GEX_EVENT_NOW, 0);
            l->sent++;
            break;
        case M_BARE: {
            char *here = l->remote_here + s * l->slot;
            if (n == 1)
                *(volatile char *)here = (char)i;
            else
                memcpy(here, loc, n);
            break;
        }
        }
        __asm__ __volatile__("" ::: "memory"); /* keep every operation */
    }
}

/* Everything in flight completes (part of the timed region of a flood). */
static void drain(loop_t *l)
{
    for (int s = 0; s < PAPER_DEPTH; s++)
        if (l->h[s] != GASNET_INVALID_HANDLE) {
            gasnet_wait_syncnb(l->h[s]);
            l->h[s] = GASNET_INVALID_HANDLE;
        }
    poll_until(&pp_acks, l->sent);
}

/* Rank 0: up to n operations (fewer if the budget runs out), drained;
 * returns ns per operation. */
static double timed_ops(loop_t *l, meas_t m, long n, uint64_t budget, int *cut)
{
    const uint64_t t0 = bench_now_ns();
    long done = 0;
    while (done < n) {
        long k = n - done < PAPER_CHUNK ? n - done : PAPER_CHUNK;
        run_ops(l, m, (uint64_t)done, k);
        done += k;
        if (done < n && bench_now_ns() - t0 > budget) {
            *cut = 1;
            break;
        }
    }
    drain(l);
    return (double)(bench_now_ns() - t0) / (double)done;
}

/* Every rank: ctx->runs runs of m with n operations of `bytes`; rank 0's
 * median (ns per operation) goes to *st. */
static void measure(loop_t *l, meas_t m, size_t bytes, long n, double *samples, bench_stats_t *st,
                    int *cut)
{
    bench_ctx_t *ctx = l->ctx;
    l->bytes = bytes;
    l->slot = bytes == 1 ? PAPER_SLOT_SMALL : bytes;
    for (int run = 0; run < ctx->runs; run++) {
        __atomic_store_n(&pp_acks, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&pp_stop, 0, __ATOMIC_RELAXED);
        l->sent = 0;
        for (int s = 0; s < PAPER_DEPTH; s++)
            l->h[s] = GASNET_INVALID_HANDLE;
        bench_sync(ctx);
        if (ctx->rank == 0) {
            long warm = n / 10 > 0 ? n / 10 : 1;
            timed_ops(l, m, warm, PAPER_RUN_BUDGET_NS / 4, cut);
            l->sent = 0;
            __atomic_store_n(&pp_acks, 0, __ATOMIC_RELEASE);
            samples[run] = timed_ops(l, m, n, PAPER_RUN_BUDGET_NS, cut);
            gex_AM_RequestShort0(ctx->tm, 1, pp_idx[H_STOP], 0);
        } else if (ctx->rank == 1) {
            serve();
        }
        bench_sync(ctx);
    }
    if (ctx->rank == 0)
        bench_stats(samples, ctx->runs, st);
}

/* ---- the Markdown tables (rank 0) ---- */

/* Our numbers: 3 significant digits, whatever the magnitude. */
static const char *fmt3(double v, char *buf, size_t len)
{
    if (!(v > 0))
        snprintf(buf, len, "n/a");
    else if (v >= 100)
        snprintf(buf, len, "%.0f", v);
    else
        snprintf(buf, len, "%.3g", v);
    return buf;
}

static const char *fmt_ratio(double r, char *buf, size_t len)
{
    if (!(r > 0))
        snprintf(buf, len, "n/a");
    else if (r >= 100)
        snprintf(buf, len, "%.0fx", r);
    else
        snprintf(buf, len, "%.2gx", r);
    return buf;
}

static const char *const col_head =
    "| | Blocking get | Blocking put | Non-blocking get | Non-blocking put | AM (paper: AMMPI) "
    "| paper: MPI / pshmex: bare shared memory |\n"
    "|---|--:|--:|--:|--:|--:|--:|\n";

/* One table: the paper's rows (NULL: not given), ours (median, then
 * min-max), and paper/ours (lower_better) or ours/paper ratios. */
static void print_table(const char *title, const double (*paper)[NCOL], const int *given,
                        const bench_stats_t *ours, double scale, int lower_better, const char *unit)
{
    char b[32], c[32];
    printf("\n%s\n\n%s", title, col_head);
    for (int p = 0; p < 2; p++) {
        if (!given[p])
            continue;
        printf("| %s, 2002 (%s) |", paper_sys[p], unit);
        for (int k = 0; k < NCOL; k++)
            printf(" %.1f |", paper[p][k]);
        putchar('\n');
    }
    printf("| pshmex, this host (%s, median) |", unit);
    for (int k = 0; k < NCOL; k++)
        printf(" %s |", fmt3(ours[k].median * scale, b, sizeof b));
    printf("\n| pshmex min - max |");
    for (int k = 0; k < NCOL; k++)
        if (ours[k].runs > 0)
            printf(" %s - %s |", fmt3(ours[k].min * scale, b, sizeof b),
                   fmt3(ours[k].max * scale, c, sizeof c));
        else
            printf(" (floor median) |");
    putchar('\n');
    for (int p = 0; p < 2; p++) {
        if (!given[p])
            continue;
        printf("| pshmex speed-up over %s |", paper_sys[p]);
        for (int k = 0; k < NCOL; k++) {
            double v = ours[k].median * scale;
            double r = lower_better ? bench_ratio(paper[p][k], v) : bench_ratio(v, paper[p][k]);
            printf(" %s |", fmt_ratio(r, b, sizeof b));
        }
        putchar('\n');
    }
}

/* One table's cells as CSV rows (--plot DIR: DIR/paper.csv; the entry
 * prints no rows of its own): per column, the paper's figures (series
 * "IBM SP 2002", "Millennium 2002"; runs 0: copied from the paper), then
 * ours ("pshmex"), scaled as printed. A cell not measured is left out;
 * table 1's bare round trip has runs 0 (twice the floor entry's median). */
static void record_table(const char *group, const double (*paper)[NCOL], const int *given,
                         const bench_stats_t *ours, double scale, size_t bytes, const char *unit)
{
    static const char *const col_name[NCOL] = {
        "blocking get",     "blocking put",      "non-blocking get",
        "non-blocking put", "AM (paper: AMMPI)", "bare shared memory (paper: MPI)"};
    static const char *const series[2] = {"IBM SP 2002", "Millennium 2002"};
    for (int k = 0; k < NCOL; k++) {
        for (int p = 0; p < 2; p++) {
            if (!given[p])
                continue;
            const bench_stats_t fig = {paper[p][k], paper[p][k], paper[p][k], 0};
            bench_plot_record(group, col_name[k], series[p], bytes, &fig, unit);
        }
        if (!(ours[k].median > 0))
            continue;
        const bench_stats_t st = {ours[k].median * scale, ours[k].min * scale, ours[k].max * scale,
                                  ours[k].runs};
        bench_plot_record(group, col_name[k], "pshmex", bytes, &st, unit);
    }
}

/* ---- the entry ---- */

int bench_paper(bench_ctx_t *ctx)
{
    register_handlers(ctx);
    void *seg1 = NULL, *seg1_here = NULL;
    uintptr_t seg1_size = 0;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(ctx->tm, 1, &seg1, &seg1_here, &seg1_size, 0));
    const size_t need = PAPER_DEPTH * PAPER_BIG;
    size_t max_long = gex_AM_MaxRequestLong(ctx->tm, 1, GEX_EVENT_NOW, 0, 0);
    if (seg1_size < need || ctx->big_bytes < need || !seg1_here) {
        if (ctx->rank == 0)
            fprintf(stderr, "pshmbench: paper: needs %zu bytes of segment on ranks 0 and 1\n",
                    need);
        bench_sync(ctx);
        return 1;
    }
    double *samples = calloc((size_t)ctx->runs, sizeof *samples);
    if (!samples) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    loop_t l;
    memset(&l, 0, sizeof l);
    l.ctx = ctx;
    l.remote = seg1;
    l.remote_here = seg1_here;
    l.local = ctx->seg0 + BENCH_CTL_BYTES;
    if (ctx->rank == 0)
        memset(l.local, 0x5a, need);

    const long n_small = ctx->iters > 0 ? ctx->iters : PAPER_SMALL_ITERS;
    const long n_am = n_small / PAPER_AM_DIV > 0 ? n_small / PAPER_AM_DIV : 1;
    const long n_big = n_small / PAPER_BIG_DIV > 0 ? n_small / PAPER_BIG_DIV : 1;
    int cut = 0;
    bench_stats_t t1[NCOL], t2[NCOL], t3[NCOL];
    memset(t1, 0, sizeof t1);
    memset(t2, 0, sizeof t2);
    memset(t3, 0, sizeof t3);

    /* table 1: ping-pong, 1 byte */
    measure(&l, M_BGET, 1, n_small, samples, &t1[COL_BGET], &cut);
    measure(&l, M_BPUT, 1, n_small, samples, &t1[COL_BPUT], &cut);
    measure(&l, M_NBGET, 1, n_small, samples, &t1[COL_NBGET], &cut);
    measure(&l, M_NBPUT, 1, n_small, samples, &t1[COL_NBPUT], &cut);
    measure(&l, M_AM_RT, 1, n_am, samples, &t1[COL_AM], &cut);
    const double rt = 2 * ctx->floor_oneway_ns;
    t1[COL_BARE] = (bench_stats_t){rt, rt, rt, 0}; /* the floor entry's median only */

    /* table 2: flood, 128 KiB, depth 8 */
    measure(&l, M_BGET, PAPER_BIG, n_big, samples, &t2[COL_BGET], &cut);
    measure(&l, M_BPUT, PAPER_BIG, n_big, samples, &t2[COL_BPUT], &cut);
    measure(&l, M_NBGET_FL, PAPER_BIG, n_big, samples, &t2[COL_NBGET], &cut);
    measure(&l, M_NBPUT_FL, PAPER_BIG, n_big, samples, &t2[COL_NBPUT], &cut);
    if (max_long >= PAPER_BIG)
        measure(&l, M_AM_FL, PAPER_BIG, n_big, samples, &t2[COL_AM], &cut);
    measure(&l, M_BARE, PAPER_BIG, n_big, samples, &t2[COL_BARE], &cut);

    /* table 3: flood, 1 byte, depth 8 */
    measure(&l, M_BGET, 1, n_small, samples, &t3[COL_BGET], &cut);
    measure(&l, M_BPUT, 1, n_small, samples, &t3[COL_BPUT], &cut);
    measure(&l, M_NBGET_FL, 1, n_small, samples, &t3[COL_NBGET], &cut);
    measure(&l, M_NBPUT_FL, 1, n_small, samples, &t3[COL_NBPUT], &cut);
    measure(&l, M_AM_FL, 1, n_am, samples, &t3[COL_AM], &cut);
    measure(&l, M_BARE, 1, n_small, samples, &t3[COL_BARE], &cut);

    if (ctx->rank == 0) {
        /* bandwidth: ns per 128 KiB operation -> MB/s */
        bench_stats_t bw[NCOL];
        for (int k = 0; k < NCOL; k++) {
            const bench_stats_t *s = &t2[k];
            double f = (double)PAPER_BIG * 1000.0; /* bytes/ns * 1000 = MB/s */
            bw[k] = (bench_stats_t){s->median > 0 ? f / s->median : 0, s->max > 0 ? f / s->max : 0,
                                    s->min > 0 ? f / s->min : 0, s->runs};
        }
        const int both[2] = {1, 1}, sp_only[2] = {1, 0};
        const double t2p[2][NCOL] = {
            {paper_t2_sp[0], paper_t2_sp[1], paper_t2_sp[2], paper_t2_sp[3], paper_t2_sp[4],
             paper_t2_sp[5]},
            {0},
        };
        printf("\n## pshmex beside the GASNet paper (Bonachea & Jeong, 2002, section 4 Results)\n"
               "\nRank 0 active, rank 1 polling (gasnet_AMPoll), as in the paper; pshmex "
               "medians of %d runs on this host; the paper's figures are copied from its "
               "tables 1-3.\n",
               ctx->runs);
        print_table("### Table 1: round-trip latency of a 1-byte message, us (lower is better; "
                    "paper section 4.3, table 1)",
                    paper_t1, both, t1, 1e-3, 1, "us");
        print_table("### Table 2: flood bandwidth of 128 KB messages, network depth 8, MB/s "
                    "(higher is better; paper section 4.4, table 2; IBM SP only)",
                    t2p, sp_only, bw, 1, 0, "MB/s");
        print_table("### Table 3: inverse throughput of 1-byte flood operations, us per "
                    "operation (lower is better; paper section 4.5, table 3)",
                    paper_t3, both, t3, 1e-3, 1, "us");
        record_table("table 1: round-trip latency", paper_t1, both, t1, 1e-3, 1, "us");
        record_table("table 2: flood bandwidth, depth 8", t2p, sp_only, bw, 1, PAPER_BIG, "MB/s");
        record_table("table 3: inverse throughput", paper_t3, both, t3, 1e-3, 1, "us");
        char b[32];
        printf("| pshmex latency (table 1), us |");
        for (int k = 0; k < NCOL; k++)
            printf(" %s |", fmt3(t1[k].median * 1e-3, b, sizeof b));
        printf("\n\nHow pshmex was measured (2 ranks on one host, POSIX shared memory):\n"
               "- blocking: gasnet_get / gasnet_put in a loop (a blocking call returns when "
               "complete: its round trip; on shared memory it is a load or store by the caller, "
               "and a put's data reaches the peer's cache about one floor one-way latency "
               "later);\n"
               "- non-blocking, table 1: gasnet_get_nb / gasnet_put_nb + gasnet_wait_syncnb; "
               "tables 2-3: 8 outstanding, each new call waits for the handle of the call 8 "
               "before it, all drained at the end of the timed loop;\n"
               "- AM: table 1 a 1-byte Medium request answered by a 1-byte Medium reply; "
               "tables 2-3 Long (128 KiB) or Medium (1 B) requests, at most 8 not yet "
               "acknowledged by the handler's Short reply;\n"
               "- bare shared memory (where the paper has MPI): table 1 the cache-line round "
               "trip (2 x the floor's one-way latency, %.1f ns), table 2 memcpy into the peer's "
               "segment, table 3 a 1-byte store into it;\n"
               "- MB/s = 10^6 bytes/s; 1 KB = 1024 bytes. The paper used depth 16 on "
               "Millennium and gives no Millennium bandwidth table.\n",
               ctx->floor_oneway_ns);
        if (max_long < PAPER_BIG)
            printf("- AM Long of 128 KiB is over gex_AM_MaxRequestLong (%zu): not measured.\n",
                   max_long);
        if (cut)
            printf("- some runs were cut to %.1f s (fewer operations than asked).\n",
                   PAPER_RUN_BUDGET_NS / 1e9);
        fflush(stdout);
    }
    bench_sync(ctx);
    free(samples);
    return 0;
}
