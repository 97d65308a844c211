/* am.c - Active Message costs, each next to the floor of the same run:
 *  - Short round trip: rank 0 sends RequestShort0, rank 1's handler answers
 *    with ReplyShort0, rank 0 waits for the reply handler; reported as half
 *    the round trip ("RTT/2"), with the ratio to the cache-line one-way
 *    latency, after the same round trip with no library in between
 *    (am_ring.c), over two bare rings and with the answer in the Request's
 *    own slot (as the library's Replies in place: the least this round
 *    trip costs here), and that in-place round trip through a model of the
 *    least an AM layer does (am_ring.c, AM_PP_MODEL), printed as floor
 *    rows, and notes with the ratio of the Short row to the in-place one
 *    and to the model; the cache-line floor and the bare
 *    round trips run again before each run, and the rows also give the
 *    median of each run over them;
 *  - Medium round trip of n bytes each way (8 B, 1 KiB, 64 KiB), RTT/2,
 *    plus the bandwidth of the 64 KiB ping-pong (n / RTT/2);
 *  - Long one-way bandwidth: rank 0 streams Long Requests of 64 KiB, 1 MiB
 *    and 4 MiB into rank 1's segment;
 *  - Short message rate: rank 0 streams RequestShort0 without replies,
 *    each run after a run of two bare rings (single-producer, and claimed
 *    by CAS), the ratio being the median of each run over the first.
 * Streams are acknowledged in batches: rank 1's handler replies to every
 * B-th message of a batch, so rank 0 knows when everything it sent was
 * handled, without assuming that AMs arrive in order.
 *
 * Rank 1 serves by calling gasnet_AMPoll() in a loop until rank 0's "stop"
 * AM; any further rank only joins the synchronisations.  The floor entry
 * always runs earlier in the same process (pshmbench.c selects it with
 * am), so ctx->floor_oneway_ns is this run's floor.
 */
#include "am_ring.h"
#include "bench_util.h"
#include "plot.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AM_DEFAULT_ITERS    100000L /* round trips per latency run */
#define AM_WARMUP_ITERS     10000L
/* A latency run stops early after this long (ranks sharing a core need the
 * scheduler for every round trip); the latency is then computed over the
 * round trips done. */
#define AM_RUN_BUDGET_NS    1000000000ull
#define AM_MEDIUM_MAX       ((size_t)65536)
#define AM_RATE_BATCH       100000L            /* Short messages per acknowledged batch */
#define AM_RATE_BATCHES     5                  /* timed batches per run (after one warm-up batch) */
#define AM_LONG_BATCH_BYTES ((size_t)64 << 20) /* bytes per Long batch */
#define AM_LONG_BATCHES     4                  /* timed batches per run (after one warm-up batch) */
/* Idle polls before a waiting rank yields the CPU on every further turn. */
#define AM_SPIN_POLLS       4096u
/* Where the rate floor's ring lives in rank 1's segment: past the Long
 * destination (at most 4 MiB from its start). */
#define AM_RING_OFFSET      ((uintptr_t)8 << 20)
#define AM_RING_BYTES       ((uintptr_t)64 << 10)
_Static_assert(AM_RING_PINGPONG_BYTES <= AM_RING_BYTES, "the ping-pong rings fit the area");

/* ---- state shared by the handlers and the loops of this process ----
 * Handlers run inside gasnet_AMPoll() (and other library calls) on the
 * calling thread, the only one that writes or reads these counters: so
 * they are updated with a relaxed load and store, not a locked
 * read-modify-write. A locked instruction in the handler would wait, at
 * every message, for the library's release of the previous slot to reach
 * a line the sender owns (one cross-core transfer per message), and time
 * that instead of the queue. */
static uint64_t am_replies;   /* rank 0: reply handlers run (pongs and acks) */
static uint64_t am_rx;        /* rank 1: stream messages received */
static uint64_t am_handled;   /* rank 1: handlers run (progress, for the backoff) */
static int am_stop;           /* rank 1: rank 0 said "stop serving" */
static uint64_t am_ack_every; /* rank 1: acknowledge every this many stream messages */
static uint64_t am_next_ack;  /* rank 1: am_rx value of the next acknowledged message */

static unsigned char am_reply_buf[AM_MEDIUM_MAX]; /* rank 1: Medium reply payload */
static unsigned char am_req_buf[AM_MEDIUM_MAX];   /* rank 0: Medium request payload */

static uint64_t load(const uint64_t *p)
{
    return __atomic_load_n(p, __ATOMIC_ACQUIRE);
}

/* +1 by the one thread that writes *p; returns the new value. */
static uint64_t bump(uint64_t *p)
{
    uint64_t v = __atomic_load_n(p, __ATOMIC_RELAXED) + 1;
    __atomic_store_n(p, v, __ATOMIC_RELEASE);
    return v;
}

/* ---- handlers (indices assigned by gex_EP_RegisterHandlers) ---- */

enum { H_PING, H_PONG, H_PING_MED, H_PONG_MED, H_STREAM, H_LONG, H_ACK, H_STOP, H_COUNT };
static gex_AM_Index_t am_idx[H_COUNT];

static void h_ping(gex_Token_t t)
{
    bump(&am_handled);
    gex_AM_ReplyShort0(t, am_idx[H_PONG], 0);
}

static void h_pong(gex_Token_t t)
{
    (void)t;
    bump(&am_replies);
}

static void h_ping_med(gex_Token_t t, void *buf, size_t nbytes)
{
    (void)buf;
    bump(&am_handled);
    gex_AM_ReplyMedium0(t, am_idx[H_PONG_MED], am_reply_buf, nbytes, GEX_EVENT_NOW, 0);
}

static void h_pong_med(gex_Token_t t, void *buf, size_t nbytes)
{
    (void)t;
    (void)buf;
    (void)nbytes;
    bump(&am_replies);
}

/* One message of a stream: every am_ack_every-th one is acknowledged. */
static void stream_rx(gex_Token_t t)
{
    bump(&am_handled);
    if (bump(&am_rx) == am_next_ack) {
        am_next_ack += am_ack_every;
        gex_AM_ReplyShort0(t, am_idx[H_ACK], 0);
    }
}

static void h_stream(gex_Token_t t)
{
    stream_rx(t);
}

static void h_long(gex_Token_t t, void *buf, size_t nbytes)
{
    (void)buf;
    (void)nbytes;
    stream_rx(t);
}

static void h_ack(gex_Token_t t)
{
    (void)t;
    bump(&am_replies);
}

static void h_stop(gex_Token_t t)
{
    (void)t;
    bump(&am_handled);
    __atomic_store_n(&am_stop, 1, __ATOMIC_RELEASE);
}

/* Same table, in the same order, on every rank, so the assigned indices
 * agree across ranks. */
static void register_handlers(bench_ctx_t *ctx)
{
    const gex_Flags_t sreq = GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST;
    const gex_Flags_t srep = GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY;
    gex_AM_Entry_t table[H_COUNT] = {
        [H_PING] = {0, (gex_AM_Fn_t)h_ping, sreq, 0, NULL, "bench_am_ping"},
        [H_PONG] = {0, (gex_AM_Fn_t)h_pong, srep, 0, NULL, "bench_am_pong"},
        [H_PING_MED] = {0, (gex_AM_Fn_t)h_ping_med, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST, 0,
                        NULL, "bench_am_ping_medium"},
        [H_PONG_MED] = {0, (gex_AM_Fn_t)h_pong_med, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 0, NULL,
                        "bench_am_pong_medium"},
        [H_STREAM] = {0, (gex_AM_Fn_t)h_stream, sreq, 0, NULL, "bench_am_stream"},
        [H_LONG] = {0, (gex_AM_Fn_t)h_long, GEX_FLAG_AM_LONG | GEX_FLAG_AM_REQUEST, 0, NULL,
                    "bench_am_long"},
        [H_ACK] = {0, (gex_AM_Fn_t)h_ack, srep, 0, NULL, "bench_am_ack"},
        [H_STOP] = {0, (gex_AM_Fn_t)h_stop, sreq, 0, NULL, "bench_am_stop"},
    };
    if (gex_EP_RegisterHandlers(ctx->ep, table, H_COUNT) != GASNET_OK) {
        fprintf(stderr, "pshmbench: rank %u: gex_EP_RegisterHandlers failed\n",
                (unsigned)ctx->rank);
        gasnet_exit(1);
    }
    for (int i = 0; i < H_COUNT; i++)
        am_idx[i] = table[i].gex_index;
}

/* ---- waiting ---- */

/* How ranks 0 and 1 wait (set alike on every rank before a run): 0, a
 * loop of gasnet_AMPoll() calls, as the paper's benchmarks and many clients
 * do; 1, GASNET_BLOCKUNTIL, the library's own wait, which polls and, after
 * a poll that ran nothing, relaxes the CPU for a moment before the next. */
static int am_wait_blockuntil;

/* Rank 0: poll until *p >= v.  Spins on gasnet_AMPoll(); after a long idle
 * spin it also yields the CPU, so two ranks sharing a core make progress. */
static void poll_until(const uint64_t *p, uint64_t v)
{
    if (am_wait_blockuntil) {
        GASNET_BLOCKUNTIL(load(p) >= v);
        return;
    }
    unsigned idle = 0;
    while (load(p) < v) {
        gasnet_AMPoll();
        if (++idle > AM_SPIN_POLLS)
            sched_yield();
    }
}

/* Rank 1: serve AMs until rank 0's stop message; same backoff, reset
 * whenever a handler ran. */
static void serve(void)
{
    if (am_wait_blockuntil) {
        GASNET_BLOCKUNTIL(__atomic_load_n(&am_stop, __ATOMIC_ACQUIRE));
        return;
    }
    uint64_t seen = load(&am_handled);
    unsigned idle = 0;
    while (!__atomic_load_n(&am_stop, __ATOMIC_ACQUIRE)) {
        gasnet_AMPoll();
        uint64_t h = load(&am_handled);
        if (h != seen) {
            seen = h;
            idle = 0;
        } else if (++idle > AM_SPIN_POLLS) {
            sched_yield();
        }
    }
}

/* ---- one measured quantity ----
 * Every rank calls run_one(); rank 0 calls measure() between two syncs and
 * then stops rank 1, which serves meanwhile, and returns its sample (the
 * other ranks return 0).  ack_every is the stream batch size (0 for
 * ping-pongs).  run_all() does it ctx->runs times. */
typedef double (*measure_fn)(bench_ctx_t *ctx, const void *arg);

static double run_one(bench_ctx_t *ctx, measure_fn measure, const void *arg, uint64_t ack_every)
{
    double sample = 0;
    /* nothing is in flight here: the previous run ended with a sync after
     * rank 1 stopped */
    __atomic_store_n(&am_replies, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&am_rx, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&am_stop, 0, __ATOMIC_RELAXED);
    am_ack_every = ack_every ? ack_every : 1;
    am_next_ack = am_ack_every;
    bench_sync(ctx);
    if (ctx->rank == 0) {
        sample = measure(ctx, arg);
        gex_AM_RequestShort0(ctx->tm, 1, am_idx[H_STOP], 0);
    } else if (ctx->rank == 1) {
        serve();
    }
    bench_sync(ctx);
    return sample;
}

static void run_all(bench_ctx_t *ctx, measure_fn measure, const void *arg, uint64_t ack_every,
                    double *samples)
{
    for (int run = 0; run < ctx->runs; run++)
        samples[run] = run_one(ctx, measure, arg, ack_every);
}

/* ---- ping-pong latency (rank 0) ---- */

typedef struct {
    size_t nbytes; /* Medium payload each way; SIZE_MAX for Short */
    long iters;
    int *cut; /* set when a run was cut by the time budget */
} pingpong_arg_t;

#define AM_SHORT SIZE_MAX

/* n round trips, stopping early once the budget is spent; returns the
 * number done. */
static long round_trips(bench_ctx_t *ctx, size_t nbytes, long n, uint64_t budget_ns)
{
    const uint64_t start = bench_now_ns();
    uint64_t want = load(&am_replies);
    long i = 0;
    while (i < n) {
        long chunk = n - i < 256 ? n - i : 256;
        for (long k = 0; k < chunk; k++) {
            if (nbytes == AM_SHORT)
                gex_AM_RequestShort0(ctx->tm, 1, am_idx[H_PING], 0);
            else
                gex_AM_RequestMedium0(ctx->tm, 1, am_idx[H_PING_MED], am_req_buf, nbytes,
                                      GEX_EVENT_NOW, 0);
            poll_until(&am_replies, ++want);
        }
        i += chunk;
        if (bench_now_ns() - start > budget_ns)
            break;
    }
    return i;
}

/* Returns RTT/2 in ns. */
static double measure_pingpong(bench_ctx_t *ctx, const void *argp)
{
    const pingpong_arg_t *a = argp;
    long warmup = a->iters < AM_WARMUP_ITERS ? a->iters : AM_WARMUP_ITERS;
    round_trips(ctx, a->nbytes, warmup, AM_RUN_BUDGET_NS / 4);
    uint64_t t0 = bench_now_ns();
    long done = round_trips(ctx, a->nbytes, a->iters, AM_RUN_BUDGET_NS);
    uint64_t t1 = bench_now_ns();
    if (done < a->iters)
        *a->cut = 1;
    return (double)(t1 - t0) / (double)done / 2.0;
}

/* ---- streams (rank 0): Short rate and Long bandwidth ---- */

typedef struct {
    size_t nbytes;   /* Long payload; AM_SHORT for the Short rate */
    const void *src; /* Long source (rank 0) */
    void *dest;      /* Long destination: rank 1's segment, owner address */
    long batch;      /* messages per acknowledged batch */
    int batches;     /* timed batches */
} stream_arg_t;

static void send_batch(bench_ctx_t *ctx, const stream_arg_t *a)
{
    for (long i = 0; i < a->batch; i++) {
        if (a->nbytes == AM_SHORT)
            gex_AM_RequestShort0(ctx->tm, 1, am_idx[H_STREAM], 0);
        else
            gex_AM_RequestLong0(ctx->tm, 1, am_idx[H_LONG], a->src, a->nbytes, a->dest,
                                GEX_EVENT_NOW, 0);
    }
}

/* One warm-up batch, then the timed batches sent back to back; the clock
 * stops when the last batch is acknowledged.  Returns messages per ns
 * (x1000 = M msg/s) for Short, bytes per ns (= GB/s) for Long. */
static double measure_stream(bench_ctx_t *ctx, const void *argp)
{
    const stream_arg_t *a = argp;
    send_batch(ctx, a);
    poll_until(&am_replies, 1);
    uint64_t t0 = bench_now_ns();
    for (int b = 0; b < a->batches; b++)
        send_batch(ctx, a);
    poll_until(&am_replies, 1 + (uint64_t)a->batches);
    uint64_t t1 = bench_now_ns();
    double msgs = (double)a->batch * a->batches;
    double per = a->nbytes == AM_SHORT ? 1.0 : (double)a->nbytes;
    return msgs * per / (double)(t1 - t0);
}

/* ---- the entry ---- */

static void print_row(bench_ctx_t *ctx, const char *name, const double *samples, const char *unit,
                      double floor_value)
{
    if (ctx->rank != 0)
        return;
    bench_stats_t st;
    bench_stats(samples, ctx->runs, &st);
    bench_print_row("am", name, &st, unit, floor_value);
}

/* n doubles, zeroed; out of memory ends the job. */
static double *doubles_new(int n)
{
    double *p = calloc((size_t)n, sizeof *p);
    if (!p) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    return p;
}

/* The median over the runs of a[run] / b[run] (sub: a[run] - b[run]). */
static double median_of_pairs(const double *a, const double *b, int runs, int sub)
{
    double *q = doubles_new(runs);
    for (int run = 0; run < runs; run++)
        q[run] = sub ? a[run] - b[run] : bench_ratio(a[run], b[run]);
    bench_stats_t st;
    bench_stats(q, runs, &st);
    free(q);
    return st.median;
}

/* Rank 0: one RTT/2 row beside the floor entry's median and, paired run
 * by run, the cache-line floor measured before each run (line_ns). */
static void print_rtt_row(bench_ctx_t *ctx, const char *group, const char *name, const double *ns,
                          const double *line_ns)
{
    bench_stats_t st;
    char detail[96];
    bench_stats(ns, ctx->runs, &st);
    snprintf(detail, sizeof detail, ", to floor measured before each run %.2fx",
             median_of_pairs(ns, line_ns, ctx->runs, 0));
    bench_print_row_vs(group, name, &st, "ns", ctx->floor_oneway_ns, "floor", detail);
}

/* Rank 0: the two bare ping-pong rows (if ring_ns and in_place_ns), the
 * Short RTT/2 rows, and their notes. The "ratio to floor" columns are to
 * the floor entry's median, as every row's; the ratios after them pair
 * each run with the references measured just before it (median over the
 * runs). */
static void print_short_rtt(bench_ctx_t *ctx, const double *samples, const double *block_ns,
                            const double *line_ns, const double *ring_ns, const double *in_place_ns,
                            const double *model_ns)
{
    bench_stats_t line;
    bench_stats(line_ns, ctx->runs, &line);
    if (ring_ns) {
        print_rtt_row(ctx, "floor", "ring ping-pong RTT/2", ring_ns, line_ns);
        print_rtt_row(ctx, "floor", "in-place ping-pong RTT/2", in_place_ns, line_ns);
        print_rtt_row(ctx, "floor", "am model ping-pong RTT/2", model_ns, line_ns);
    }
    bench_plot_tag("Short RTT/2", 0, 0); /* no payload: CSV only */
    print_rtt_row(ctx, "am", "short RTT/2", samples, line_ns);
    print_rtt_row(ctx, "am", "short RTT/2, BLOCKUNTIL", block_ns, line_ns);
    printf("pshmbench: note: am short RTT/2: rank 0 waits for each Reply, and rank 1 for the "
           "Requests, in a loop of gasnet_AMPoll() calls; in the BLOCKUNTIL row with "
           "GASNET_BLOCKUNTIL, which relaxes the CPU after a poll that ran nothing\n");
    printf("pshmbench: note: am short RTT/2: the cache-line floor measured before each run: "
           "median %.1f ns (min %.1f, max %.1f); ratios: medians of run / reference\n",
           line.median, line.min, line.max);
    if (ring_ns)
        printf("pshmbench: note: am short RTT/2 / in-place ping-pong RTT/2 %.2fx (difference "
               "%.1f ns per half: the software of a Short round trip, whose Reply goes back in "
               "the Request's slot as the in-place ping-pong's answer does)\n",
               median_of_pairs(samples, in_place_ns, ctx->runs, 0),
               median_of_pairs(samples, in_place_ns, ctx->runs, 1));
    if (ring_ns) {
        printf("pshmbench: note: am model ping-pong: the in-place ping-pong with only what an "
               "AM layer cannot do without: each side waits in a loop of calls to a poll, "
               "with a CPU relax after each of the first 16 that found nothing (as "
               "gasnet_AMPoll() paces the short RTT/2 row's loop), that checks the handler's "
               "entry in a table and calls it; the answer goes through a reply call that "
               "checks its entry\n");
        printf("pshmbench: note: am short RTT/2 / am model ping-pong RTT/2 %.2fx (difference "
               "%.1f ns per half: what the library does beyond that model)\n",
               median_of_pairs(samples, model_ns, ctx->runs, 0),
               median_of_pairs(samples, model_ns, ctx->runs, 1));
    }
}

/* Rank 0: the two bare ring rows (if ring_mps) and the Short rate row,
 * whose ratio is the median over the runs of the run / the single-producer
 * ring's run just before it. */
static void print_rate(bench_ctx_t *ctx, const double *samples, double *const *ring_mps)
{
    static const char *const ring_names[] = {"spsc ring rate, 0 args", "cas ring rate, 0 args"};
    bench_stats_t st;
    char detail[64] = "";
    if (ring_mps) {
        for (int kind = AM_RING_SPSC; kind <= AM_RING_CAS; kind++) {
            bench_stats(ring_mps[kind], ctx->runs, &st);
            if (kind == AM_RING_CAS)
                snprintf(detail, sizeof detail, "  ratio to spsc ring %.2fx",
                         median_of_pairs(ring_mps[kind], ring_mps[AM_RING_SPSC], ctx->runs, 0));
            bench_print_row_vs("floor", ring_names[kind], &st, "M/s", 0, "", detail);
        }
        snprintf(detail, sizeof detail, "  ratio to spsc ring %.2fx",
                 median_of_pairs(samples, ring_mps[AM_RING_SPSC], ctx->runs, 0));
    }
    bench_stats(samples, ctx->runs, &st);
    bench_print_row_vs("am", "short message rate", &st, "M/s", 0, "", ring_mps ? detail : NULL);
    if (ring_mps)
        printf("pshmbench: note: am short message rate: the rings ran before each run; ratios: "
               "medians of run / reference\n");
}

int bench_am(bench_ctx_t *ctx)
{
    double *samples = doubles_new(ctx->runs);
    /* every rank registers before anyone sends */
    register_handlers(ctx);
    bench_sync(ctx);

    const long iters = ctx->iters > 0 ? ctx->iters : AM_DEFAULT_ITERS;
    int cut = 0;
    char name[40], sz[16];

    void *seg1 = NULL, *seg1_local = NULL;
    uintptr_t seg1_size = 0;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(ctx->tm, 1, &seg1, &seg1_local, &seg1_size, 0));
    /* the bare rings' area in rank 1's segment, as mapped here */
    void *ring = seg1_size >= AM_RING_OFFSET + AM_RING_BYTES
                     ? (char *)(ctx->rank == 1 ? ctx->my_seg : seg1_local) + AM_RING_OFFSET
                     : NULL;

    /* 1. Short round trip. Before each of its runs, the cache-line floor
     * and the same round trip over two bare rings (am_ring.c: the least a
     * message each way costs on these two cores right now), so that the
     * row's ratios pair each run with references measured just before it:
     * which cores the ranks run on, and how far apart they are, can change
     * between the floor entry and this row, and between two runs. */
    double *line_ns = doubles_new(ctx->runs), *ring_ns = doubles_new(ctx->runs);
    double *in_place_ns = doubles_new(ctx->runs), *block_ns = doubles_new(ctx->runs);
    double *model_ns = doubles_new(ctx->runs);
    pingpong_arg_t pp = {AM_SHORT, iters, &cut};
    for (int run = 0; run < ctx->runs; run++) {
        line_ns[run] = bench_floor_oneway(ctx, iters, NULL);
        if (ring && (am_ring_pingpong(ctx, ring, AM_PP_TWO_RINGS, iters, AM_RUN_BUDGET_NS, 1,
                                      &ring_ns[run]) != 0 ||
                     am_ring_pingpong(ctx, ring, AM_PP_IN_PLACE, iters, AM_RUN_BUDGET_NS, 1,
                                      &in_place_ns[run]) != 0 ||
                     am_ring_pingpong(ctx, ring, AM_PP_MODEL, iters, AM_RUN_BUDGET_NS, 1,
                                      &model_ns[run]) != 0))
            gasnet_exit(1);
        samples[run] = run_one(ctx, measure_pingpong, &pp, 0);
        am_wait_blockuntil = 1; /* the same round trips, both ranks waiting the library's way */
        block_ns[run] = run_one(ctx, measure_pingpong, &pp, 0);
        am_wait_blockuntil = 0;
    }
    if (ctx->rank == 0)
        print_short_rtt(ctx, samples, block_ns, line_ns, ring ? ring_ns : NULL, in_place_ns,
                        model_ns);
    free(line_ns);
    free(model_ns);
    free(ring_ns);
    free(in_place_ns);
    free(block_ns);

    /* 2. Medium round trips; the sizes are limited by the Medium maximum
     * (64 KiB in pshmex), which every rank computes alike. */
    size_t max_med = gex_AM_MaxRequestMedium(ctx->tm, 1, GEX_EVENT_NOW, 0, 0);
    size_t max_rep = gex_AM_MaxReplyMedium(ctx->tm, 1, GEX_EVENT_NOW, 0, 0);
    if (max_rep < max_med)
        max_med = max_rep;
    if (max_med > AM_MEDIUM_MAX)
        max_med = AM_MEDIUM_MAX;
    const size_t med_sizes[] = {8, 1024, AM_MEDIUM_MAX};
    for (size_t k = 0; k < sizeof med_sizes / sizeof med_sizes[0]; k++) {
        size_t n = med_sizes[k] < max_med ? med_sizes[k] : max_med;
        /* a big round trip costs tens of small ones: fewer of them */
        pp.nbytes = n;
        pp.iters = n > 4096 ? (iters / 16 > 0 ? iters / 16 : 1) : iters;
        run_all(ctx, measure_pingpong, &pp, 0, samples);
        snprintf(name, sizeof name, "medium %s RTT/2", bench_size_str(n, sz, sizeof sz));
        bench_plot_tag("Medium RTT/2", n, 0);
        print_row(ctx, name, samples, "ns", ctx->floor_oneway_ns);
        if (k == 2) {
            for (int r = 0; r < ctx->runs; r++)
                samples[r] = (double)n / samples[r]; /* bytes per ns = GB/s */
            snprintf(name, sizeof name, "medium %s ping-pong", bench_size_str(n, sz, sizeof sz));
            bench_plot_tag("Medium ping-pong", n, 0);
            print_row(ctx, name, samples, "GB/s", 0);
        }
    }
    if (cut && ctx->rank == 0)
        printf("pshmbench: note: some am latency runs were cut to %.1f s\n",
               AM_RUN_BUDGET_NS / 1e9);

    /* 3. Long one-way bandwidth into rank 1's segment (its owner address);
     * sizes that do not fit the segment are skipped (alike on every rank). */
    size_t max_long = gex_AM_MaxRequestLong(ctx->tm, 1, GEX_EVENT_NOW, 0, 0);
    const size_t long_sizes[] = {(size_t)64 << 10, (size_t)1 << 20, (size_t)4 << 20};
    unsigned char *src = NULL;
    if (ctx->rank == 0) {
        src = malloc(long_sizes[2]);
        if (!src) {
            fprintf(stderr, "pshmbench: out of memory\n");
            gasnet_exit(1);
        }
        memset(src, 0x5a, long_sizes[2]);
    }
    for (size_t k = 0; k < sizeof long_sizes / sizeof long_sizes[0]; k++) {
        size_t n = long_sizes[k];
        bench_size_str(n, sz, sizeof sz);
        if (n > seg1_size || n > max_long) {
            if (ctx->rank == 0)
                printf("pshmbench: note: am long %s skipped (rank 1's segment: %lu bytes, "
                       "Long limit: %zu bytes)\n",
                       sz, (unsigned long)seg1_size, max_long);
            continue;
        }
        stream_arg_t la = {n, src, seg1, (long)(AM_LONG_BATCH_BYTES / n), AM_LONG_BATCHES};
        run_all(ctx, measure_stream, &la, (uint64_t)la.batch, samples);
        snprintf(name, sizeof name, "long %s one-way", sz);
        bench_plot_tag("Long one-way stream", n, n);
        print_row(ctx, name, samples, "GB/s", 0);
    }
    free(src);
    if (ctx->rank == 0 && ctx->floor_memcpy_gbs > 0)
        printf("pshmbench: note: floor memcpy of %s (above): %.1f GB/s\n",
               bench_size_str(ctx->big_bytes, sz, sizeof sz), ctx->floor_memcpy_gbs);

    /* 4. Short message rate. Before each of its runs, the same stream over
     * a bare ring between the same two ranks (am_ring.c): single-producer,
     * and with the claim-by-CAS and exchange a multi-producer ring pays;
     * the ratio pairs each run with the single-producer ring's run just
     * before it, as in 1. */
    double *ring_mps[2] = {doubles_new(ctx->runs), doubles_new(ctx->runs)};
    stream_arg_t ra = {AM_SHORT, NULL, NULL, AM_RATE_BATCH, AM_RATE_BATCHES};
    for (int run = 0; run < ctx->runs; run++) {
        for (int kind = AM_RING_SPSC; ring && kind <= AM_RING_CAS; kind++) {
            am_ring_rate(ctx, ring, (am_ring_kind_t)kind, 0, 1, &ring_mps[kind][run]);
            ring_mps[kind][run] *= 1000.0; /* messages per ns -> millions per s */
        }
        samples[run] = run_one(ctx, measure_stream, &ra, AM_RATE_BATCH) * 1000.0;
    }
    if (ctx->rank == 0)
        print_rate(ctx, samples, ring ? ring_mps : NULL);
    free(ring_mps[0]);
    free(ring_mps[1]);

    bench_sync(ctx);
    free(samples);
    return 0;
}
