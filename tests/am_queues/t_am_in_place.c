/* t_am_in_place: Short Replies written into their Request's slot
 * (src/am_queues/amq_pair.h, "Replies in place").
 *
 *   pshmrun -n N t_am_in_place      (N >= 1; every rank against every rank,
 *                                    itself included)
 *
 * A Short Request between endpoints 0 that travels through a pair ring may
 * be answered in its own slot; the requester's process runs that Reply from
 * whichever thread polls. The checks, per peer:
 *  1. round trips, one Request at a time, answered with ReplyShort0, 1, 2
 *     (the fixed entry points), 3 and 16 (the variadic entry): every Reply
 *     runs once, from the right rank, with its arguments, and went in place
 *     (the requester's count of Replies run in place, amq_pair_tx0, grows by
 *     one per Reply: with the feature off the test fails here);
 *  2. a stream of Requests sent without polling in between, answered in
 *     place (every third), by a Medium Reply (every third) or not at all,
 *     more than a pair ring holds: every Reply runs exactly once, whether
 *     from a poll or from a later Request call that needs its slot, and
 *     none is lost (the positions without a Reply in place are passed);
 *  3. a thread that sends Requests and waits on a counter without polling,
 *     while another thread of the process polls: the poller runs the
 *     Replies in place;
 *  4. rank 0 leaves Replies in place waiting (Requests answered while it
 *     does not poll), then sends Requests with GEX_FLAG_IMMEDIATE: no
 *     handler runs inside those calls (a Request without the flag may run
 *     them, to free the slots it needs), and every Reply runs afterwards;
 *  5. (2 ranks and more) the same after 200 Requests without a Reply and
 *     with rank 1 not polling while rank 0 sends 200 IMMEDIATE ones: the
 *     waiting Reply keeps its slot (the sender's credit never passes a
 *     Reply it has not run) and runs once, with its argument, and rank 1
 *     handles every Request sent;
 *  6. (2 ranks and more) a Reply in place behind a Request without one,
 *     followed by a slow Request: rank 0 polls only through blocking Puts
 *     (which poll when asked to), and the Reply still runs: the receiver
 *     asks again once the Request before it is released;
 *  7. the ping line (amq_pair.h, "The ping line") comes back without a
 *     Reply in place: a Request in it answered by a Medium Reply, or not
 *     at all, is marked done (the requester's polls see the mark), and
 *     the next round trip goes through the line again.
 * Part 1 also checks that its round trips went through the ping line, and
 * none with PSHMEX_AM_PING=0 (am.sh runs this test both ways).
 * Links the convenience library: it reads the pair rings' sender table.
 */
#include "am_common.h"

#include <pthread.h>
#include <sched.h>

#include "am_queues/amq_pair.h"

enum { B_ARGS, B_SRC, B_DUP, B_MISSING, B_IN_PLACE, B_THREAD, B_IMMEDIATE };

#define STREAM      300 /* Requests per peer in part 2 (several laps of a pair ring) */
#define THREAD_RPCS 200 /* round trips per peer in part 3 */
#define IMM_BACKLOG 80  /* Requests left unanswered-to before part 4's IMMEDIATE ones */
#define H_REQ       200 /* Request: form, seq */
#define H_REP0      201 /* Replies by argument count */
#define H_REP1      202
#define H_REP2      203
#define H_REP3      204
#define H_REP16     205
#define H_REPM      206 /* Medium Reply: seq */

/* How a Request is answered */
enum { FORM_R0, FORM_R1, FORM_R2, FORM_R3, FORM_R16, FORM_MEDIUM, FORM_NONE, FORM_SLOW };

/* Replies run, by peer: counts, and which seq of part 2 (and 4) */
static volatile unsigned long *replies; /* [peer] */
static unsigned char *seen;             /* [peer * STREAM_MAX + seq] */
#define STREAM_MAX (STREAM + IMM_BACKLOG + 64)
static __thread int inside_immediate;  /* this thread is in an IMMEDIATE Request */
static unsigned long requests_handled; /* Request handlers run here */

static gex_AM_Arg_t val(gex_Rank_t requester, gex_Rank_t responder, uint32_t seq, unsigned i)
{
    return am_argval(requester, responder, seq, i);
}

/* The Request handler: answers as form says. */
static void on_request(gex_Token_t t, gex_AM_Arg_t form, gex_AM_Arg_t seq)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    const gex_Rank_t q = info.gex_srcrank;
    gex_AM_Arg_t v[16];
    for (unsigned i = 0; i < 16; i++)
        v[i] = val(q, am_me, (uint32_t)seq, i);
    switch (form) {
    case FORM_R0: gex_AM_ReplyShort0(t, H_REP0, 0); break;
    case FORM_R1: gex_AM_ReplyShort1(t, H_REP1, 0, seq); break;
    case FORM_R2: gex_AM_ReplyShort2(t, H_REP2, 0, seq, v[1]); break;
    case FORM_R3: gex_AM_ReplyShort3(t, H_REP3, 0, seq, v[1], v[2]); break;
    case FORM_R16:
        gex_AM_ReplyShort16(t, H_REP16, 0, seq, v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8],
                            v[9], v[10], v[11], v[12], v[13], v[14], v[15]);
        break;
    case FORM_MEDIUM: gex_AM_ReplyMedium1(t, H_REPM, v, sizeof v, GEX_EVENT_NOW, 0, seq); break;
    case FORM_SLOW: { /* no Reply, after 50 ms */
        const double t0 = am_now();
        while (am_now() - t0 < 0.05)
            ;
        break;
    }
    default: break; /* no Reply */
    }
    __atomic_add_fetch(&requests_handled, 1, __ATOMIC_RELEASE);
}

/* Every Reply: from a rank, with seq and the values in a[1..n). */
static void on_reply(gex_Token_t t, unsigned n, const gex_AM_Arg_t *a)
{
    if (inside_immediate)
        am_fail(B_IMMEDIATE, "a Reply handler ran inside a Request with GEX_FLAG_IMMEDIATE");
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    const gex_Rank_t p = info.gex_srcrank;
    if (p >= am_n) {
        am_fail(B_SRC, "Reply from rank %u of %u", (unsigned)p, (unsigned)am_n);
        return;
    }
    if (n > 0) {
        const uint32_t seq = (uint32_t)a[0];
        for (unsigned i = 1; i < n; i++)
            if (a[i] != val(am_me, p, seq, i))
                am_fail(B_ARGS, "Reply with %u arguments from rank %u, seq %u: argument %u is %d",
                        n, (unsigned)p, seq, i, (int)a[i]);
        if (seq < STREAM_MAX && seen[p * STREAM_MAX + seq]++)
            am_fail(B_DUP, "Reply from rank %u for seq %u ran twice", (unsigned)p, seq);
    }
    __atomic_add_fetch(&replies[p], 1, __ATOMIC_RELEASE);
}

AM_SHORT_SHIMS(rep, on_reply)

static void repm(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t seq)
{
    gex_AM_Arg_t a[17] = {seq};
    if (nbytes != 16 * sizeof(gex_AM_Arg_t))
        am_fail(B_ARGS, "Medium Reply of %zu bytes", nbytes);
    else
        memcpy(&a[1], (const gex_AM_Arg_t *)buf + 1, 15 * sizeof(gex_AM_Arg_t));
    on_reply(t, 16, a);
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

static unsigned long replies_of(gex_Rank_t p)
{
    return __atomic_load_n(&replies[p], __ATOMIC_ACQUIRE);
}

static void poll_until(gex_Rank_t p, unsigned long want)
{
    while (replies_of(p) < want)
        gasnet_AMPoll();
}

/* The requester's side of Replies in place for p: NULL if our Requests to
 * p do not allow them (pair rings off, or p is not among our first
 * AMQ_IN_PLACE_PEERS peers). */
static const struct amq_in_place_rx *in_place_of(gex_Rank_t p)
{
    return amq_pair_tx0 ? amq_pair_tx0[2 * (size_t)p].in_place : NULL;
}

/* Replies this process has run in place for its Requests to p: in their
 * ring slots, and in the ping line. */
static uint32_t in_place_count(gex_Rank_t p)
{
    const struct amq_in_place_rx *e = in_place_of(p);
    return e ? atomic_load_explicit(&e->consumed, memory_order_acquire) +
                   atomic_load_explicit(&e->pings_run, memory_order_acquire)
             : 0;
}

/* Replies this process has run in the ping line of p. */
static uint32_t ping_count(gex_Rank_t p)
{
    const struct amq_in_place_rx *e = in_place_of(p);
    return e ? atomic_load_explicit(&e->pings_run, memory_order_acquire) : 0;
}

/* Whether the ping line is on (PSHMEX_AM_PING=0 turns it off). */
static int pings_on(void)
{
    const char *v = getenv("PSHMEX_AM_PING");
    return !(v && v[0] == '0');
}

/* A check that the Replies of n round trips to p ran in place (when p is
 * among the peers that allow them, which every peer is up to
 * AMQ_IN_PLACE_PEERS ranks); on failure, a note */
static int ran_in_place(gex_Rank_t p, uint32_t before, uint32_t n)
{
    if (!in_place_of(p) && am_n > AMQ_IN_PLACE_PEERS)
        return 1; /* a peer past the first 16: its Replies take a ring */
    const uint32_t got = in_place_count(p) - before;
    if (got != n)
        diag("rank %u: %u of %u Replies from rank %u ran in place", (unsigned)am_me, got, n,
             (unsigned)p);
    return got == n;
}

static void request(gex_Rank_t p, int form, uint32_t seq, gex_Flags_t flags)
{
    gex_AM_RequestShort2(am_tm, p, H_REQ, flags, (gex_AM_Arg_t)form, (gex_AM_Arg_t)seq);
}

/* 1. one Request at a time, every Short Reply form */
static void part_round_trips(void)
{
    for (gex_Rank_t p = 0; p < am_n; p++) {
        request(p, FORM_R1, STREAM_MAX - 1,
                0); /* warm-up: the first call decides the trace state */
        poll_until(p, 1);
    }
    int all_in_place = 1, pings_as_expected = 1;
    for (gex_Rank_t p = 0; p < am_n; p++) {
        const uint32_t before = in_place_count(p), pings_before = ping_count(p);
        unsigned long want = replies_of(p);
        for (int round = 0; round < 20; round++)
            for (int f = FORM_R0; f <= FORM_R16; f++) {
                request(p, f, STREAM_MAX - 2, 0);
                poll_until(p, ++want);
                seen[p * STREAM_MAX + STREAM_MAX - 2] = 0;
            }
        all_in_place &= ran_in_place(p, before, 20u * 5u);
        /* One Request out at a time, its Reply run before the next: each
         * finds the ping line free (amq_pair.h, "The ping line"). */
        if (in_place_of(p)) {
            const uint32_t pings = ping_count(p) - pings_before;
            const uint32_t expect = pings_on() ? 20u * 5u : 0;
            if (pings != expect)
                diag("rank %u: %u of 100 round trips to rank %u went through the ping line, "
                     "want %u",
                     (unsigned)am_me, pings, (unsigned)p, expect);
            pings_as_expected &= pings == expect;
        }
    }
    sync_all();
    am_bucket_ok(B_ARGS, "round trips: every Reply carries its arguments");
    am_bucket_ok(B_SRC, "round trips: every Reply names its sender");
    ok(all_in_place, "round trips: every Short Reply (0, 1, 2, 3, 16 arguments) went in place");
    ok(pings_as_expected, "round trips: each went through the ping line (none with "
                          "PSHMEX_AM_PING=0)");
}

/* 2. a stream per peer without polls, then wait for what must come back */
static void part_stream(void)
{
    memset(seen, 0, (size_t)am_n * STREAM_MAX);
    unsigned long base[am_n ? am_n : 1];
    for (gex_Rank_t p = 0; p < am_n; p++)
        base[p] = replies_of(p);
    for (uint32_t seq = 0; seq < STREAM; seq++)
        for (gex_Rank_t p = 0; p < am_n; p++)
            request(p, seq % 3 == 0 ? FORM_R3 : seq % 3 == 1 ? FORM_MEDIUM : FORM_NONE, seq, 0);
    const unsigned long want = (STREAM + 2) / 3 + (STREAM + 1) / 3; /* seq % 3 == 0 or 1 */
    const double t0 = am_now();
    int done = 1;
    for (gex_Rank_t p = 0; p < am_n; p++) {
        while (replies_of(p) - base[p] < want && am_now() - t0 < 30)
            gasnet_AMPoll();
        done &= replies_of(p) - base[p] == want;
    }
    sync_all(); /* late duplicates would show now */
    for (gex_Rank_t p = 0; p < am_n; p++) {
        if (replies_of(p) - base[p] != want)
            am_fail(B_MISSING, "rank %u: %lu Replies from rank %u, want %lu", (unsigned)am_me,
                    replies_of(p) - base[p], (unsigned)p, want);
        for (uint32_t seq = 0; seq < STREAM; seq++)
            if ((seq % 3 != 2) != (seen[p * STREAM_MAX + seq] == 1))
                am_fail(B_MISSING, "rank %u: seq %u to rank %u ran %u times", (unsigned)am_me, seq,
                        (unsigned)p, seen[p * STREAM_MAX + seq]);
    }
    ok(done, "stream: every expected Reply arrived within 30 s");
    am_bucket_ok(B_MISSING, "stream: each Reply in place or Medium ran once, none for the others");
    am_bucket_ok(B_DUP, "stream: no Reply ran twice");
    am_bucket_ok(B_ARGS, "stream: every Reply carries its arguments");
}

/* 3. the sender waits without polling; another thread polls */
static volatile int poller_stop;
static void *poller(void *arg)
{
    (void)arg;
    while (!__atomic_load_n(&poller_stop, __ATOMIC_ACQUIRE)) {
        gasnet_AMPoll();
        sched_yield(); /* ranks and pollers share the cores */
    }
    return NULL;
}

static void part_threads(void)
{
    pthread_t th;
    __atomic_store_n(&poller_stop, 0, __ATOMIC_RELEASE);
    const int started = pthread_create(&th, NULL, poller, NULL) == 0;
    if (!started)
        am_fail(B_THREAD, "pthread_create failed");
    const double t0 = am_now();
    int all_in_place = 1;
    for (gex_Rank_t p = 0; p < am_n && started; p++) {
        const uint32_t before = in_place_count(p);
        unsigned long want = replies_of(p);
        for (int i = 0; i < THREAD_RPCS; i++) {
            request(p, FORM_R0, 0, 0);
            want++;
            while (replies_of(p) < want && am_now() - t0 < 30)
                sched_yield(); /* no library call: the poller must run the Reply */
            if (replies_of(p) < want) {
                am_fail(B_THREAD, "rank %u: the Reply of round trip %d to rank %u never ran",
                        (unsigned)am_me, i, (unsigned)p);
                break;
            }
        }
        all_in_place &= ran_in_place(p, before, THREAD_RPCS);
    }
    if (started) {
        __atomic_store_n(&poller_stop, 1, __ATOMIC_RELEASE);
        pthread_join(th, NULL);
    }
    sync_all();
    am_bucket_ok(B_THREAD, "threads: another thread's polls run the Replies in place");
    ok(all_in_place, "threads: those Replies went in place");
}

/* 4. IMMEDIATE Requests while Replies in place wait to run (rank 0 to
 * rank 1, or to itself in a 1-rank job; the others serve from the
 * barrier's polls) */
static void part_immediate(void)
{
    memset(seen, 0, (size_t)am_n * STREAM_MAX);
    const gex_Rank_t p = 1 % am_n;
    if (am_me == 0) {
        const unsigned long base = replies_of(p);
        unsigned long sent = 0;
        for (uint32_t seq = 0; seq < IMM_BACKLOG; seq++, sent++)
            request(p, FORM_R1, seq, 0);
        /* no poll: rank 1 answers them in place meanwhile */
        const double t0 = am_now();
        while (am_now() - t0 < 0.05)
            sched_yield();
        for (uint32_t seq = IMM_BACKLOG; seq < IMM_BACKLOG + 60; seq++) {
            inside_immediate = 1;
            const int rc = gex_AM_RequestShort2(am_tm, p, H_REQ, GEX_FLAG_IMMEDIATE,
                                                (gex_AM_Arg_t)FORM_R1, (gex_AM_Arg_t)seq);
            inside_immediate = 0;
            sent += rc == 0;
        }
        const double t1 = am_now();
        while (replies_of(p) - base < sent && am_now() - t1 < 30)
            gasnet_AMPoll();
        if (replies_of(p) - base != sent)
            am_fail(B_MISSING, "%lu Replies for %lu Requests", replies_of(p) - base, sent);
    }
    sync_all();
    am_bucket_ok(B_IMMEDIATE, "IMMEDIATE: no handler ran inside the Request call");
    am_bucket_ok(B_MISSING, "IMMEDIATE: every Request sent was answered once");
    am_bucket_ok(B_DUP, "IMMEDIATE: no Reply ran twice");
}

/* Words of rank r's segment after the TAP area, written with plain
 * atomics through the cross-mapped segment (no library call) */
static uint64_t *ctl_word(gex_Rank_t r, unsigned i)
{
    return (uint64_t *)(void *)(am_local[r] + TAP_RESERVED) + i;
}
enum { CTL_HANDLED, CTL_GO };

/* 5. credit with a Reply in place waiting, the receiver not polling. Rank
 * 0 sends 200 Requests without a Reply one at a time, each handled before
 * the next (so all go through the pair ring, whose credit moves on), then
 * one answered in place; rank 0 never polls, so that Reply waits in its
 * slot. Then rank 1 stops polling and rank 0 sends 200 IMMEDIATE Requests:
 * more than a lap of the ring past the waiting Reply. */
static void part_credit(void)
{
    memset(seen, 0, (size_t)am_n * STREAM_MAX);
    const uint32_t s = STREAM_MAX - 3; /* the one Request answered in place */
    const unsigned long first = __atomic_load_n(&requests_handled, __ATOMIC_ACQUIRE);
    /* Rank 0 sends only after rank 1 has read `first`: rank 1's wait in
     * the barrier before this part polls, and a Request it ran there, not
     * counted, would leave rank 0 waiting for a count that never comes */
    sync_all();
    if (am_me == 1) {
        const double t0 = am_now();
        unsigned long got = first;
        while (got - first < 201 && am_now() - t0 < 30) {
            gasnet_AMPoll();
            got = __atomic_load_n(&requests_handled, __ATOMIC_ACQUIRE);
            __atomic_store_n(ctl_word(0, CTL_HANDLED), got - first, __ATOMIC_RELEASE);
        }
        if (got - first < 201)
            am_fail(B_MISSING, "rank 1 ran %lu of the 201 Requests within 30 s", got - first);
        while (!__atomic_load_n(ctl_word(1, CTL_GO), __ATOMIC_ACQUIRE))
            sched_yield(); /* no poll while rank 0 sends the IMMEDIATE ones */
    } else if (am_me == 0) {
        const unsigned long base = replies_of(1);
        const double t0 = am_now();
        for (uint32_t seq = 0; seq <= 200; seq++) {
            request(1, seq < 200 ? FORM_NONE : FORM_R1, seq < 200 ? seq : s, 0);
            while (__atomic_load_n(ctl_word(0, CTL_HANDLED), __ATOMIC_ACQUIRE) < seq + 1 &&
                   am_now() - t0 < 30)
                sched_yield(); /* no poll: the Reply waits in its slot */
            if (__atomic_load_n(ctl_word(0, CTL_HANDLED), __ATOMIC_ACQUIRE) < seq + 1) {
                am_fail(B_MISSING, "Request %u not run by rank 1 within 30 s", seq);
                break;
            }
        }
        unsigned long sent = 1;
        for (uint32_t seq = 200; seq < 400; seq++) {
            inside_immediate = 1;
            const int rc = gex_AM_RequestShort2(am_tm, 1, H_REQ, GEX_FLAG_IMMEDIATE,
                                                (gex_AM_Arg_t)FORM_R0, (gex_AM_Arg_t)seq);
            inside_immediate = 0;
            sent += rc == 0;
        }
        __atomic_store_n(ctl_word(1, CTL_GO), 1, __ATOMIC_RELEASE);
        const double t1 = am_now();
        while (replies_of(1) - base < sent && am_now() - t1 < 30)
            gasnet_AMPoll();
        if (replies_of(1) - base != sent)
            am_fail(B_MISSING, "%lu Replies for %lu Requests", replies_of(1) - base, sent);
        if (seen[1 * STREAM_MAX + s] != 1)
            am_fail(B_MISSING, "the Reply left waiting ran %u times", seen[1 * STREAM_MAX + s]);
    }
    sync_all();
    __atomic_store_n(ctl_word(am_me, CTL_HANDLED), 0, __ATOMIC_RELAXED);
    __atomic_store_n(ctl_word(am_me, CTL_GO), 0, __ATOMIC_RELAXED);
    am_bucket_ok(B_IMMEDIATE, "credit: no handler ran inside an IMMEDIATE Request");
    am_bucket_ok(B_MISSING, "credit: the waiting Reply ran once, every Request was answered");
    am_bucket_ok(B_ARGS, "credit: the waiting Reply kept its argument");
    am_bucket_ok(B_DUP, "credit: no Reply ran twice");
    sync_all();
}

/* 6. a Reply in place behind a Request without one, then a slow Request;
 * rank 0 polls only from blocking Puts */
static void part_behind(void)
{
    memset(seen, 0, (size_t)am_n * STREAM_MAX);
    if (am_me == 1) {
        /* poll only once the three are sent, so one drain takes them all
         * (the Reply in place, then 50 ms, then the release) */
        while (!__atomic_load_n(ctl_word(1, CTL_GO), __ATOMIC_ACQUIRE))
            sched_yield();
    } else if (am_me == 0) {
        const unsigned long base = replies_of(1);
        request(1, FORM_NONE, 0, 0);
        request(1, FORM_R1, 1, 0);
        request(1, FORM_SLOW, 2, 0);
        __atomic_store_n(ctl_word(1, CTL_GO), 1, __ATOMIC_RELEASE);
        uint64_t v = 0;
        const double t0 = am_now();
        while (replies_of(1) == base && am_now() - t0 < 10)
            gex_RMA_PutBlocking(am_tm, 0, am_owner[0] + TAP_RESERVED + 64, &v, sizeof v, 0);
        if (replies_of(1) - base != 1)
            am_fail(B_MISSING, "%lu Replies after 10 s of blocking Puts, want 1",
                    replies_of(1) - base);
    }
    sync_all();
    __atomic_store_n(ctl_word(am_me, CTL_GO), 0, __ATOMIC_RELAXED);
    am_bucket_ok(B_MISSING, "behind: a Reply in place behind a Request without one runs from "
                            "the progress of blocking Puts");
}

/* 7. the ping line of each peer, given back without a Reply in place */
static void part_ping_back(void)
{
    int went = 1, back = 1, again = 1;
    for (gex_Rank_t p = 0; p < am_n; p++) {
        const struct amq_in_place_rx *e = in_place_of(p);
        if (!e || !pings_on())
            continue; /* no ping line to this peer */
        /* A ping of an earlier part answered without a Reply may still
         * wait for a poll to see its mark: let it come first. */
        const double t_free = am_now();
        while (!amq_ping_free(e->tx) && am_now() - t_free < 30 * tap_time_scale())
            gasnet_AMPoll();
        const int forms[] = {FORM_MEDIUM, FORM_NONE};
        for (unsigned k = 0; k < 2; k++) {
            const uint32_t before = atomic_load_explicit(&e->tx->ping_sent, memory_order_relaxed);
            const unsigned long want = replies_of(p) + (forms[k] == FORM_MEDIUM);
            request(p, forms[k], STREAM_MAX - 2, 0);
            const uint32_t sent = atomic_load_explicit(&e->tx->ping_sent, memory_order_relaxed);
            went &= sent != before; /* the line was free: the Request went there */
            const double t0 = am_now();
            while ((atomic_load_explicit(&e->tx->ping_done, memory_order_acquire) != sent ||
                    replies_of(p) < want) &&
                   am_now() - t0 < 30 * tap_time_scale())
                gasnet_AMPoll();
            if (atomic_load_explicit(&e->tx->ping_done, memory_order_acquire) != sent ||
                replies_of(p) != want) {
                diag("rank %u: the ping to rank %u (form %d) never came back", (unsigned)am_me,
                     (unsigned)p, forms[k]);
                back = 0;
            }
            seen[p * STREAM_MAX + STREAM_MAX - 2] = 0;
            const uint32_t pings = ping_count(p);
            request(p, FORM_R1, STREAM_MAX - 2, 0);
            poll_until(p, want + 1);
            seen[p * STREAM_MAX + STREAM_MAX - 2] = 0;
            again &= ping_count(p) == pings + 1;
        }
    }
    sync_all();
    ok(went, "ping line: a Request answered otherwise went through it");
    ok(back, "ping line: given back after a Medium Reply, and after no Reply");
    ok(again, "ping line: the next round trip went through it again");
    am_bucket_ok(B_DUP, "ping line: no Reply ran twice");
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "TINPLACE", segsize);
    replies = calloc(am_n, sizeof *replies);
    seen = calloc((size_t)am_n * STREAM_MAX, 1);
    if (!replies || !seen) {
        fprintf(stderr, "# t_am_in_place: out of memory\n");
        gasnet_exit(99);
    }
    gex_AM_Entry_t e[] = {
        {H_REQ, (gex_AM_Fn_t)on_request, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT, 2, NULL, "req"},
        {H_REP0, (gex_AM_Fn_t)rep0, GEX_FLAG_AM_REPLY | GEX_FLAG_AM_SHORT, 0, NULL, "rep0"},
        {H_REP1, (gex_AM_Fn_t)rep1, GEX_FLAG_AM_REPLY | GEX_FLAG_AM_SHORT, 1, NULL, "rep1"},
        {H_REP2, (gex_AM_Fn_t)rep2, GEX_FLAG_AM_REPLY | GEX_FLAG_AM_SHORT, 2, NULL, "rep2"},
        {H_REP3, (gex_AM_Fn_t)rep3, GEX_FLAG_AM_REPLY | GEX_FLAG_AM_SHORT, 3, NULL, "rep3"},
        {H_REP16, (gex_AM_Fn_t)rep16, GEX_FLAG_AM_REPLY | GEX_FLAG_AM_SHORT, 16, NULL, "rep16"},
        {H_REPM, (gex_AM_Fn_t)repm, GEX_FLAG_AM_REPLY | GEX_FLAG_AM_MEDIUM, 1, NULL, "repm"},
    };
    gex_EP_RegisterHandlers(am_ep, e, sizeof e / sizeof e[0]);
    sync_all();
    part_round_trips();
    part_stream();
    part_threads();
    part_immediate();
    if (am_n >= 2) {
        part_credit();
        part_behind();
    } else {
        diag("parts 5 and 6 need a second rank");
    }
    part_ping_back();
    sync_all();
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
