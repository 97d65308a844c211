/* t_coll_fast: collectives that start outside the queue (a barrier, a
 * ReduceToAll of at most 8 bytes, on a team with nothing in flight: see
 * src/coll/README.md, "The fast barrier"), mixed with queued ones and
 * synced late.
 *
 *   pshmrun -n N t_coll_fast [SEED]     (also runs without pshmrun: 1 rank)
 *
 *  1. a barrier in flight, then a ReduceToAll (and in odd rounds a
 *     Broadcast) before it is synced, or the ReduceToAll first, completed
 *     in issue order, in reverse, or all at once, with random delays;
 *  2. a barrier synced only after 256 later ReduceToAlls (its signature
 *     slot rewritten by a step whose tag is the barrier's again);
 *  3. GASNet-1 barrier phases among gex collectives on the same team: a
 *     small ReduceToAll (and in some rounds a barrier) issued before the
 *     notify, still in flight, or issued between the notify and the wait;
 *     named phases, every fifth one with a mismatching id on the last rank;
 *  4. an AM Request answered inside a fast collective's wait: in each round
 *     one rank asks another and waits for the Reply before it joins a
 *     barrier, a ReduceToAll or a GASNet-1 barrier that all the others
 *     already wait in (with ranks bound to shared cores, waits for the same
 *     flat collective spin instead of yielding, src/pshm/cospin.h: the one
 *     that must answer still gets the core);
 *  5. more Requests than one poll runs (40) sent to a rank just before the
 *     collective it waits in; after it, that rank loops on blocking Puts,
 *     which poll only when asked, until its handler counted all 40 (a
 *     keyed wait clears the poll-wanted word and must set it again).
 * With more than 8 ranks or PSHMEX_COLL_FLAT=0 nothing starts outside the
 * queue, and every part runs the queued path only.
 */
#include "coll_delay.h"

#include <gasnet_coll.h>

#define INFLIGHT   100
#define N_INFLIGHT (am_n > 4 ? 40u : INFLIGHT)

static uint32_t seed0 = 0xFA57C011u;

/* In rank 0's segment, after tap.h's page: each rank's last round. */
struct shared {
    uint64_t slot[2][1024];
};
static struct shared *sh;

static rng_t rng_for(unsigned a, unsigned b)
{
    return rng_seeded(seed0, a, b);
}

#define LD(p)    __atomic_load_n((p), __ATOMIC_RELAXED)
#define ST(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)

/* The sum over the ranks of am_me + k: what round k's ReduceToAll gives. */
static uint64_t sum_of_round(unsigned k)
{
    return (uint64_t)am_n * k + (uint64_t)am_n * (am_n - 1) / 2;
}

/* 1. a barrier in flight, then a ReduceToAll (and in odd rounds a
 * Broadcast) issued before the barrier is synced; in half the rounds the
 * ReduceToAll comes first, then the barrier. A barrier or a small
 * ReduceToAll issued on an idle team starts outside the queue
 * (coll_engine.c, the fast barrier and reduction), so what comes after
 * must still complete after it. Synced in issue order, in reverse (after
 * the last one's Wait, a Test of the first says GASNET_OK), or by one
 * gex_Event_WaitAll; the sums, broadcasts and the writes made before the
 * barrier are checked. */
static void part_barrier_then_data(void)
{
    unsigned bad_sum = 0, bad_order = 0, notvis = 0;
    rng_t r = rng_for(11, 0);
    for (unsigned k = 0; k < N_INFLIGHT; k++) {
        small_delay(&r);
        ST(&sh->slot[1][am_me], (uint64_t)k + 1);
        uint64_t mine = (uint64_t)am_me + k, sum = 0, bc = 0, root_val = 7000u + k;
        gex_Event_t ev[3];
        /* rounds 3..5 of every 6: the reduction first, which also starts
         * outside the queue (a small ReduceToAll), then the barrier */
        const int reduce_first = (k / 3) % 2;
        gex_Event_t *bar_ev = reduce_first ? &ev[1] : &ev[0],
                    *red_ev = reduce_first ? &ev[0] : &ev[1];
        if (!reduce_first)
            *bar_ev = gex_Coll_BarrierNB(am_tm, 0);
        *red_ev = gex_Coll_ReduceToAllNB(am_tm, &sum, &mine, GEX_DT_U64, sizeof mine, 1, GEX_OP_ADD,
                                         NULL, NULL, 0);
        if (reduce_first)
            *bar_ev = gex_Coll_BarrierNB(am_tm, 0);
        ev[2] = (k & 1) ? gex_Coll_BroadcastNB(am_tm, 0, &bc, &root_val, sizeof bc, 0)
                        : GEX_EVENT_INVALID;
        switch (k % 3) {
        case 0:
            gex_Event_Wait(ev[0]);
            for (gex_Rank_t j = 0; j < am_n; j++)
                notvis += LD(&sh->slot[1][j]) < (uint64_t)k + 1;
            gex_Event_Wait(ev[1]);
            gex_Event_Wait(ev[2]);
            break;
        case 1:
            gex_Event_Wait(ev[2]);
            gex_Event_Wait(ev[1]);
            if (gex_Event_Test(ev[0]) != GASNET_OK) {
                bad_order++;
                gex_Event_Wait(ev[0]);
            }
            if (!reduce_first) /* the barrier was first: its writes are visible */
                for (gex_Rank_t j = 0; j < am_n; j++)
                    notvis += LD(&sh->slot[1][j]) < (uint64_t)k + 1;
            break;
        default: gex_Event_WaitAll(ev, 3, 0); break;
        }
        bad_sum += sum != sum_of_round(k) || ((k & 1) && bc != root_val);
    }
    ok(bad_sum == 0 && bad_order == 0 && notvis == 0,
       "a barrier in flight, then a ReduceToAll (and a Broadcast) before it is synced, %u "
       "rounds: sums and broadcasts right (%u wrong), the barrier complete once a later op is "
       "(%u not), writes before the barrier visible after it (%u not)",
       N_INFLIGHT, bad_sum, bad_order, notvis);
    tap_barrier();
}

/* 2. a barrier synced late: initiated (step s), then 256 blocking 8-byte
 * ReduceToAlls (steps s+1..s+256), then synced. The last writer of the
 * barrier's signature slot is then step s+256, whose 8-bit tag is s's
 * again; the barrier's test must not take that reduction's signature for
 * the barrier's (which would stop the job: "arguments differ"). */
static void part_late_sync(void)
{
    enum { LATER = 256 };
    gex_Event_t ev = gex_Coll_BarrierNB(am_tm, 0);
    unsigned bad = 0;
    for (unsigned k = 0; k < LATER; k++) {
        uint64_t mine = k, sum = 0;
        gex_Event_Wait(gex_Coll_ReduceToAllNB(am_tm, &sum, &mine, GEX_DT_U64, sizeof mine, 1,
                                              GEX_OP_ADD, NULL, NULL, 0));
        bad += sum != (uint64_t)am_n * k;
    }
    gex_Event_Wait(ev);
    ok(bad == 0, "a barrier synced after %d later ReduceToAlls completes, sums right (%u wrong)",
       LATER, bad);
    tap_barrier();
}

/* 3. GASNet-1 barrier phases among gex collectives on the primordial team.
 * A notify on an idle team publishes its part before it builds its op
 * (coll_reduce_fast_up); one issued while a small ReduceToAll is held
 * outside the queue, or a barrier is in flight, goes through the queue;
 * and a ReduceToAll issued between a fast notify and its wait queues the
 * phase first. Every phase is named (id k); in every fifth the last rank
 * names k + 1000, so every rank's wait must return
 * GASNET_ERR_BARRIER_MISMATCH, and GASNET_OK otherwise, with
 * gasnet_barrier_result naming k; the sums must be right. */
static void part_g1_mixed(void)
{
    unsigned bad_sum = 0, bad_rc = 0, bad_result = 0;
    rng_t r = rng_for(33, 0);
    for (unsigned k = 0; k < N_INFLIGHT; k++) {
        small_delay(&r);
        const int mism = am_n > 1 && k % 5 == 4;
        const int id = (int)k + (mism && am_me == am_n - 1 ? 1000 : 0);
        const int before = k & 1, with_barrier = (k >> 1) & 1;
        uint64_t mine = (uint64_t)am_me + k, sum = 0;
        gex_Event_t ev[2] = {GEX_EVENT_INVALID, GEX_EVENT_INVALID};
        if (before) {
            ev[0] = gex_Coll_ReduceToAllNB(am_tm, &sum, &mine, GEX_DT_U64, sizeof mine, 1,
                                           GEX_OP_ADD, NULL, NULL, 0);
            if (with_barrier)
                ev[1] = gex_Coll_BarrierNB(am_tm, 0);
        }
        gasnet_barrier_notify(id, 0);
        if (!before) {
            if (with_barrier)
                ev[1] = gex_Coll_BarrierNB(am_tm, 0);
            ev[0] = gex_Coll_ReduceToAllNB(am_tm, &sum, &mine, GEX_DT_U64, sizeof mine, 1,
                                           GEX_OP_ADD, NULL, NULL, 0);
        }
        small_delay(&r);
        const int rc = gasnet_barrier_wait(id, 0);
        gex_Event_WaitAll(ev, 2, 0);
        bad_rc += rc != (mism ? GASNET_ERR_BARRIER_MISMATCH : GASNET_OK);
        int named = -1;
        if (!mism)
            bad_result += gasnet_barrier_result(&named) != 0 || named != (int)k;
        bad_sum += sum != sum_of_round(k);
    }
    ok(bad_sum == 0 && bad_rc == 0 && bad_result == 0,
       "GASNet-1 barrier phases with a ReduceToAll (and a barrier) in flight at the notify or "
       "issued before the wait, %u rounds: wait's result right (%u wrong), "
       "gasnet_barrier_result right (%u wrong), sums right (%u wrong)",
       N_INFLIGHT, bad_rc, bad_result, bad_sum);
    tap_barrier();
}

/* Parts 4 and 5: round k's collective, one that starts outside the queue
 * (a flat step, waited for by a keyed wait where ranks share cores): a gex
 * barrier, a ReduceToAll of 8 bytes (a wrong sum counted in *bad_sum) or a
 * GASNet-1 barrier phase named k (a wait that fails counted in *bad_rc). */
static void round_collective(unsigned k, unsigned *bad_sum, unsigned *bad_rc)
{
    uint64_t mine = (uint64_t)am_me + k, sum = 0;
    switch (k % 3) {
    case 0: gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0)); break;
    case 1:
        gex_Event_Wait(gex_Coll_ReduceToAllNB(am_tm, &sum, &mine, GEX_DT_U64, sizeof mine, 1,
                                              GEX_OP_ADD, NULL, NULL, 0));
        *bad_sum += sum != sum_of_round(k);
        break;
    default:
        gasnet_barrier_notify((int)k, 0);
        *bad_rc += gasnet_barrier_wait((int)k, 0) != GASNET_OK;
        break;
    }
}

/* 4. The handlers of part 4: the Request is answered with a Reply whose
 * handler counts it; the asker waits for the count. */
static gex_AM_Index_t ask_idx, answer_idx;
static volatile uint64_t answers;

static void ask_handler(gex_Token_t t, gex_AM_Arg_t round)
{
    gex_AM_ReplyShort1(t, answer_idx, 0, round);
}

static void answer_handler(gex_Token_t t, gex_AM_Arg_t round)
{
    (void)t;
    (void)round;
    __atomic_fetch_add(&answers, 1, __ATOMIC_RELEASE);
}

static void register_ask(void)
{
    gex_AM_Entry_t h[2] = {
        {0, (gex_AM_Fn_t)ask_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, NULL, "ask"},
        {0, (gex_AM_Fn_t)answer_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 1, NULL, "answer"},
    };
    int rc = gex_EP_RegisterHandlers(am_ep, h, 2);
    ask_idx = h[0].gex_index;
    answer_idx = h[1].gex_index;
    ok(rc == GASNET_OK, "part 4: two AM handlers registered (%u, %u)", (unsigned)ask_idx,
       (unsigned)answer_idx);
}

/* 4. Round k: rank k % n (the asker) sends a Short Request to rank
 * (k % n + 1 + k / n) % n, or to itself in a 1-rank job, and polls until
 * the Reply came; then it joins the round's collective, which every other
 * rank entered at once: a gex barrier, a ReduceToAll of 8 bytes, or a
 * GASNet-1 barrier (k % 3). The rank asked answers from inside its wait
 * for that collective. Every asker must get its Reply, every sum must be
 * right, and the whole part must end in time (a waiter that kept the core
 * from the rank that must answer would hang it). */
static void part_ask_in_wait(void)
{
    enum { ROUNDS = 600 };
    unsigned bad_sum = 0, bad_rc = 0, late = 0;
    uint64_t asked = 0;
    const double t0 = am_now();
    for (unsigned k = 0; k < ROUNDS; k++) {
        const gex_Rank_t asker = (gex_Rank_t)(k % am_n);
        const gex_Rank_t target = (gex_Rank_t)((asker + 1 + k / am_n) % am_n);
        if (am_me == asker) {
            const uint64_t want = __atomic_load_n(&answers, __ATOMIC_ACQUIRE) + 1;
            gex_AM_RequestShort1(am_tm, target, ask_idx, 0, (gex_AM_Arg_t)k);
            const double end = am_now() + 60;
            while (__atomic_load_n(&answers, __ATOMIC_ACQUIRE) < want && am_now() < end)
                gasnet_AMPoll();
            late += __atomic_load_n(&answers, __ATOMIC_ACQUIRE) < want;
            asked++;
        }
        round_collective(k, &bad_sum, &bad_rc);
    }
    const double secs = am_now() - t0;
    ok(late == 0 && bad_sum == 0 && bad_rc == 0 && secs < 60,
       "an AM Request answered from inside a barrier / ReduceToAll / GASNet-1 barrier wait, %u "
       "rounds (%llu asked here): every Reply came (%u missing), sums right (%u wrong), "
       "GASNet-1 waits OK (%u not), %.2f s (bound 60 s)",
       (unsigned)ROUNDS, (unsigned long long)asked, late, bad_sum, bad_rc, secs);
    tap_barrier();
}

/* 5. The handler of part 5 counts. */
static gex_AM_Index_t burst_idx;
static volatile uint64_t burst_got;

static void burst_handler(gex_Token_t t)
{
    (void)t;
    __atomic_fetch_add(&burst_got, 1, __ATOMIC_RELEASE);
}

static void register_burst(void)
{
    gex_AM_Entry_t h = {
        0, (gex_AM_Fn_t)burst_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 0, NULL, "burst"};
    int rc = gex_EP_RegisterHandlers(am_ep, &h, 1);
    burst_idx = h.gex_index;
    ok(rc == GASNET_OK, "part 5: AM handler registered (%u)", (unsigned)burst_idx);
}

/* 5. Round k: rank k % n sends BURST Short Requests to the next rank (or
 * itself alone), then joins the round's collective (as part 4), which the
 * others entered at once. After it, the rank they went to calls
 * gex_RMA_PutBlocking on a word of its own segment in a loop until its
 * handler ran BURST more times: a Put polls only when the poll-wanted word
 * is set, so the loop ends only if a wait that cleared the word while
 * messages were left set it again. Bounded: 2 s a round. */
static void part_burst_then_puts(void)
{
    enum { ROUNDS = 90, BURST = 40 };
    unsigned missing = 0, bad_sum = 0, bad_rc = 0;
    uint64_t *word = (uint64_t *)(am_owner[am_me] + TAP_RESERVED + sizeof(struct shared)) - 1;
    uint64_t want = 0;
    for (unsigned k = 0; k < ROUNDS; k++) { /* every round on every rank: the collectives pair up */
        const gex_Rank_t sender = (gex_Rank_t)(k % am_n);
        const gex_Rank_t target = (gex_Rank_t)((sender + 1) % am_n);
        if (am_me == sender)
            for (unsigned i = 0; i < BURST; i++)
                gex_AM_RequestShort0(am_tm, target, burst_idx, 0);
        round_collective(k, &bad_sum, &bad_rc);
        if (am_me == target) {
            want += BURST;
            const double end = am_now() + 2;
            for (uint64_t v = 0; __atomic_load_n(&burst_got, __ATOMIC_ACQUIRE) < want; v++) {
                gex_RMA_PutBlocking(am_tm, am_me, word, &v, sizeof v, 0);
                if ((v & 1023) == 0 && am_now() > end)
                    break;
            }
            if (__atomic_load_n(&burst_got, __ATOMIC_ACQUIRE) < want) {
                missing++;
                want = __atomic_load_n(&burst_got, __ATOMIC_ACQUIRE); /* count each round once */
            }
        }
    }
    ok(missing == 0 && bad_sum == 0 && bad_rc == 0,
       "%u Requests sent just before a barrier / ReduceToAll / GASNet-1 barrier are all run by "
       "blocking Puts after it, %u rounds: %u rounds where the Put loop here missed some "
       "within 2 s, sums right (%u wrong), GASNet-1 waits OK (%u not)",
       (unsigned)BURST, (unsigned)ROUNDS, missing, bad_sum, bad_rc);
    tap_barrier();
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED + sizeof(struct shared);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_FAST", segsize);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat)", (unsigned)am_n, seed0);
    if (am_n > 1024) {
        ok(0, "at most 1024 ranks supported by this test (got %u)", (unsigned)am_n);
        gasnet_exit(tap_finish());
    }
    sh = (struct shared *)(am_local[0] + TAP_RESERVED);
    register_ask();
    register_burst();
    tap_barrier();
    part_barrier_then_data();
    part_late_sync();
    part_g1_mixed();
    part_ask_in_wait();
    part_burst_then_puts();
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
