/* t_am_lane: the requester's lane of gasnet_AMPoll() (src/am_queues/README.md,
 * "The requester's lane"): a thread whose only Replies in place come from
 * one peer, with one Request out and its Reply come, runs that Reply
 * without the general poll.
 *
 *   pshmrun -n N t_am_lane      (N >= 2; rank 0 sends Requests to rank 1 only)
 *
 * The checks:
 *  1. round trips from a loop of gasnet_AMPoll() calls: every Reply runs
 *     once, in order, with its argument, and went in place;
 *  2. the lane, then a full poll, in two waves: once every other rank has
 *     sent rank 0 a Request, rank 0 makes two round trips, each with one
 *     poll once the Reply is in its slot. The first poll (the lane open)
 *     runs the Reply and none of those Requests; the second (the lane
 *     closed after it was taken) runs the next Reply and all of them.
 *     Wave 1 polls with gasnet_AMPoll() then GASNET_BLOCKUNTIL, wave 2
 *     the other way round: every wait takes the lane, and closes it for
 *     the thread's next poll of any kind;
 *  3. a second thread of rank 0 polls all the time while the main thread
 *     runs round trips from its own polls: every Reply runs exactly once
 *     (the lane and the general drain share the peer's busy flag).
 * Links the convenience library: it reads the requester's state of Replies
 * in place (amq_pair.h).
 */
#include "am_common.h"

#include <pthread.h>
#include <sched.h>

#include "am_queues/amq_pair.h"

enum { B_ORDER, B_SRC, B_DUP };

#define ROUND_TRIPS 2000 /* part 1 and part 3, each */
#define H_REQ       200  /* Request: seq; answered with H_REP */
#define H_REP       201  /* Reply: seq */
#define H_HELLO     202  /* Request from ranks 1..N-1 to rank 0: no Reply */
#define H_STOP      203  /* Request from rank 0 to rank 1: stop serving */

static volatile unsigned long replies; /* Replies run on rank 0 */
static volatile uint32_t last_seq;     /* the seq of the last one */
static volatile unsigned long hellos;  /* H_HELLO run on rank 0 */
static volatile int stop_serving;      /* rank 1: H_STOP came */

static void on_req(gex_Token_t t, gex_AM_Arg_t seq)
{
    gex_AM_ReplyShort1(t, H_REP, 0, seq);
}

static void on_rep(gex_Token_t t, gex_AM_Arg_t seq)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    if (info.gex_srcrank != 1)
        am_fail(B_SRC, "a Reply from rank %u, want 1", (unsigned)info.gex_srcrank);
    if (replies && (uint32_t)seq != last_seq + 1)
        am_fail((uint32_t)seq == last_seq ? B_DUP : B_ORDER, "Reply %u after Reply %u",
                (unsigned)seq, (unsigned)last_seq);
    last_seq = (uint32_t)seq;
    __atomic_store_n(&replies, replies + 1, __ATOMIC_RELEASE);
}

static void on_hello(gex_Token_t t)
{
    (void)t;
    __atomic_store_n(&hellos, hellos + 1, __ATOMIC_RELEASE);
}

static void on_stop(gex_Token_t t)
{
    (void)t;
    __atomic_store_n(&stop_serving, 1, __ATOMIC_RELEASE);
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return 64 * 1024;
}

static void sync_all(void)
{
    gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
}

static unsigned long replies_now(void)
{
    return __atomic_load_n(&replies, __ATOMIC_ACQUIRE);
}

/* Rank 0's state of Replies in place from rank 1 (NULL: none) */
static const struct amq_in_place_rx *in_place_of_1(void)
{
    return amq_pair_tx0 ? amq_pair_tx0[2].in_place : NULL;
}

static uint32_t in_place_count(void)
{
    const struct amq_in_place_rx *e = in_place_of_1();
    return e ? atomic_load_explicit(&e->consumed, memory_order_acquire) +
                   atomic_load_explicit(&e->pings_run, memory_order_acquire)
             : 0;
}

/* Whether the Reply to rank 0's last Request to rank 1 is in its slot,
 * not yet run (read as a poller would, without running anything). */
static int reply_waiting(const struct amq_in_place_rx *e)
{
    /* in the ping line if the Request went there (amq_pair.h) */
    const uint32_t sent = atomic_load_explicit(&e->tx->ping_sent, memory_order_relaxed);
    if (sent != atomic_load_explicit(&e->tx->ping_done, memory_order_acquire))
        return atomic_load_explicit(&amq_ping_of_slots(e->slots)->reply.seq,
                                    memory_order_acquire) == sent;
    const uint32_t q = atomic_load_explicit(&e->tx->tail, memory_order_relaxed) - 1;
    const struct amq_slot *s = &e->slots[q & (AMQ_PAIR_SLOTS - 1)];
    return atomic_load_explicit(&s->reply.seq, memory_order_acquire) == q + 1;
}

/* Part 2's waves: a word in rank 0's segment, set to wave w (1, 2) once
 * rank 0's lane is open; the other ranks then send it one Request each */
static uint32_t *go_word(void)
{
    return (uint32_t *)(void *)(am_local[0] + TAP_RESERVED);
}

static uint32_t wave_given(void)
{
    return __atomic_load_n(go_word(), __ATOMIC_ACQUIRE);
}

/* Set by rank r (1..N-1) to the wave whose Request to rank 0 it sent */
static uint32_t *sent_word(gex_Rank_t r)
{
    return (uint32_t *)(void *)(am_local[0] + TAP_RESERVED + 64 + 4 * (size_t)r);
}

/* Send rank 0 the Request of wave w, and say so. */
static void send_hello(uint32_t w)
{
    gex_AM_RequestShort0(am_tm, 0, H_HELLO, 0);
    __atomic_store_n(sent_word(am_me), w, __ATOMIC_RELEASE);
}

#define WAVES 2

/* Rank 1, in parts 1 to 3: answer until rank 0 says stop; in part 2
 * (hello), send rank 0 a Request at each wave. */
static void serve(int hello)
{
    uint32_t sent = 0;
    while (!__atomic_load_n(&stop_serving, __ATOMIC_ACQUIRE)) {
        gasnet_AMPoll();
        if (hello && sent < wave_given())
            send_hello(++sent);
    }
    __atomic_store_n(&stop_serving, 0, __ATOMIC_RELAXED);
}

static void stop_rank1(void)
{
    gex_AM_RequestShort0(am_tm, 1, H_STOP, 0);
}

static uint32_t seq; /* rank 0: the last seq sent */

/* Rank 0: n round trips to rank 1 from a loop of polls; 1 if all came. */
static int round_trips(int n)
{
    const double t0 = am_now();
    for (int i = 0; i < n; i++) {
        const unsigned long want = replies_now() + 1;
        gex_AM_RequestShort1(am_tm, 1, H_REQ, 0, (gex_AM_Arg_t)++seq);
        while (replies_now() < want && am_now() - t0 < 30 * tap_time_scale())
            gasnet_AMPoll();
        if (replies_now() < want) {
            diag("the Reply of round trip %d never ran", i);
            return 0;
        }
    }
    return 1;
}

/* 1. */
static void part_round_trips(void)
{
    if (am_me == 0) {
        const uint32_t before = in_place_count();
        ok(round_trips(ROUND_TRIPS), "round trips: every Reply ran");
        ok(in_place_count() - before == ROUND_TRIPS,
           "round trips: every Reply went in place (%u of %d)", in_place_count() - before,
           ROUND_TRIPS);
        ok(atomic_load_explicit(&amq_in_place_n, memory_order_acquire) == 1,
           "rank 0 has Replies in place from one peer only: the lane's condition");
        stop_rank1();
    } else {
        if (am_me == 1)
            serve(0);
        ok(1, "round trips: every Reply ran");
        ok(1, "round trips: every Reply went in place");
        ok(1, "rank 0 has Replies in place from one peer only");
    }
    sync_all();
    am_bucket_ok(B_ORDER, "round trips: the Replies ran in order");
    am_bucket_ok(B_DUP, "round trips: no Reply ran twice");
    am_bucket_ok(B_SRC, "round trips: every Reply names rank 1");
}

/* Rank 0, part 2: send a Request to rank 1, wait without any library
 * call until its Reply is in its slot, then poll once: one
 * gasnet_AMPoll() call, or a GASNET_BLOCKUNTIL for the Reply (which
 * polls until it has run). Returns how many Replies ran (-1: the Reply
 * never came). */
static int one_poll_after_reply(const struct amq_in_place_rx *e, int blockuntil)
{
    const unsigned long before = replies_now();
    gex_AM_RequestShort1(am_tm, 1, H_REQ, 0, (gex_AM_Arg_t)++seq);
    const double t0 = am_now();
    while (!reply_waiting(e)) {
        if (am_now() - t0 > 30 * tap_time_scale())
            return -1;
        sched_yield();
    }
    if (blockuntil)
        GASNET_BLOCKUNTIL(replies_now() != before);
    else
        gasnet_AMPoll();
    return (int)(replies_now() - before);
}

/* Rank 0: give wave w, and wait (no library call: the Requests wait)
 * until every other rank has sent its Request; 0 if one never did. */
static int give_wave(uint32_t w)
{
    __atomic_store_n(go_word(), w, __ATOMIC_RELEASE);
    const double t0 = am_now();
    for (gex_Rank_t r = 1; r < am_n; r++)
        while (__atomic_load_n(sent_word(r), __ATOMIC_ACQUIRE) < w) {
            if (am_now() - t0 > 30 * tap_time_scale()) {
                diag("rank %u never sent its Request of wave %u", (unsigned)r, (unsigned)w);
                return 0;
            }
            sched_yield();
        }
    return 1;
}

/* 2. */
static void part_lane_then_full(void)
{
    /* [wave]: the lane's poll ran the Reply and none of the wave's
     * Requests; the next poll ran the next Reply and all of them */
    int lane[WAVES] = {0}, full[WAVES] = {0};
    static const char *const first[WAVES] = {"gasnet_AMPoll()", "GASNET_BLOCKUNTIL"};
    static const char *const next[WAVES] = {"GASNET_BLOCKUNTIL", "gasnet_AMPoll()"};
    if (am_me == 0) {
        const struct amq_in_place_rx *e = in_place_of_1();
        /* pass the position of part 1's stop (a Request without a Reply:
         * the lane's "one Request out" would not hold at once), then one
         * call that finds nothing: it polls in full, so the lane is open */
        round_trips(2);
        gasnet_AMPoll();
        for (uint32_t w = 0; w < WAVES && e && give_wave(w + 1); w++) {
            const unsigned long had = __atomic_load_n(&hellos, __ATOMIC_ACQUIRE);
            const int ran1 = one_poll_after_reply(e, w == 1);
            const unsigned long h1 = __atomic_load_n(&hellos, __ATOMIC_ACQUIRE) - had;
            const int ran2 = one_poll_after_reply(e, w == 0);
            const unsigned long h2 = __atomic_load_n(&hellos, __ATOMIC_ACQUIRE) - had;
            lane[w] = ran1 == 1 && h1 == 0;
            full[w] = ran2 == 1 && h2 == am_n - 1u;
            if (!lane[w] || !full[w])
                diag("wave %u: the first poll ran %d Replies and %lu of the %u Requests waiting; "
                     "the next ran %d Replies, %lu Requests in all",
                     (unsigned)w + 1, ran1, h1, am_n - 1u, ran2, h2);
        }
        stop_rank1();
    } else if (am_me == 1) {
        serve(1);
    } else {
        for (uint32_t w = 1; w <= WAVES; w++) {
            while (wave_given() < w)
                sched_yield();
            send_hello(w);
        }
    }
    for (int w = 0; w < WAVES; w++) {
        ok(am_me != 0 || lane[w],
           "lane: %s with the lane open, once the Reply came, ran the Reply and none of the "
           "Requests waiting",
           first[w]);
        ok(am_me != 0 || full[w],
           "lane: the next poll, a %s, polled in full: it ran the next Reply and every Request "
           "waiting",
           next[w]);
    }
    sync_all();
    am_bucket_ok(B_ORDER, "lane: the Replies ran in order");
    am_bucket_ok(B_DUP, "lane: no Reply ran twice");
}

/* 3. */
static volatile int poller_stop;
static void *poller(void *arg)
{
    (void)arg;
    while (!__atomic_load_n(&poller_stop, __ATOMIC_ACQUIRE))
        gasnet_AMPoll();
    return NULL;
}

static void part_threads(void)
{
    if (am_me == 0) {
        pthread_t th;
        __atomic_store_n(&poller_stop, 0, __ATOMIC_RELEASE);
        const int started = pthread_create(&th, NULL, poller, NULL) == 0;
        const uint32_t before = in_place_count();
        ok(started && round_trips(ROUND_TRIPS),
           "threads: every Reply ran, with a second thread polling");
        if (started) {
            __atomic_store_n(&poller_stop, 1, __ATOMIC_RELEASE);
            pthread_join(th, NULL);
        }
        ok(in_place_count() - before == ROUND_TRIPS,
           "threads: every Reply went in place, and was counted once (%u of %d)",
           in_place_count() - before, ROUND_TRIPS);
        stop_rank1();
    } else {
        if (am_me == 1)
            serve(0);
        ok(1, "threads: every Reply ran");
        ok(1, "threads: every Reply went in place");
    }
    sync_all();
    am_bucket_ok(B_ORDER, "threads: the Replies ran in order");
    am_bucket_ok(B_DUP, "threads: no Reply ran twice");
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "TLANE", segsize);
    gex_AM_Entry_t e[] = {
        {H_REQ, (gex_AM_Fn_t)on_req, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT, 1, NULL, "req"},
        {H_REP, (gex_AM_Fn_t)on_rep, GEX_FLAG_AM_REPLY | GEX_FLAG_AM_SHORT, 1, NULL, "rep"},
        {H_HELLO, (gex_AM_Fn_t)on_hello, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT, 0, NULL, "hello"},
        {H_STOP, (gex_AM_Fn_t)on_stop, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT, 0, NULL, "stop"},
    };
    gex_EP_RegisterHandlers(am_ep, e, sizeof e / sizeof e[0]);
    if (am_n < 2) {
        diag("t_am_lane needs 2 ranks or more");
        gasnet_exit(2);
    }
    sync_all();
    part_round_trips();
    part_lane_then_full();
    part_threads();
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
