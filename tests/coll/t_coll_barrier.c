/* t_coll_barrier: gex_Coll_BarrierNB and the GASNet-1 barriers.
 *
 *   pshmrun -n N t_coll_barrier [SEED]     (also runs without pshmrun: 1 rank)
 *
 * gex_Coll_BarrierNB over the primordial team:
 *  1. ordering, many rounds (1000; 300 above 4 ranks; parts 3 and 9 are
 *     likewise shortened) with random small delays (seeded): before round
 *     k's barrier every rank increments cnt[k] (an atomic in rank 0's
 *     segment) and writes slot[me] = k+1; after the barrier every rank must
 *     see cnt[k] == N and every slot[j] in {k+1, k+2} (a rank may already be
 *     in round k+1, not further). Rounds cycle through the ways to complete
 *     the event: gex_Event_Wait, a gex_Event_Test loop (with gasnet_AMPoll),
 *     gex_Event_WaitAll of one event, and a random delay between initiation
 *     and gex_Event_Wait (split phase);
 *  2. a late rank (each rank in turn): the others initiate, and their first
 *     gex_Event_Test must say GASNET_ERR_NOT_READY (the late rank has not
 *     called yet: it waits until they all tested); they Test-loop until done
 *     and must then see the flag the late rank wrote just before its call;
 *  3. three barriers in flight: each preceded by writes to its own slot
 *     array, random delays between the initiations; synced by
 *     gex_Event_WaitAll, or in reverse order (after gex_Event_Wait on the
 *     third, gex_Event_Test on the first two must say GASNET_OK: the
 *     barriers complete in issue order, as gasnet_coll.h documents), by a
 *     gex_Event_TestAll loop, or by gex_Event_WaitSome until done; all
 *     writes before each barrier visible. Then 64 barriers in flight.
 *     (Barriers mixed with other collectives, and synced late:
 *     t_coll_fast.)
 * GASNet-1 (gasnet_barrier_notify/wait/try, gasnet_barrier,
 * gasnet_barrier_result), spec 1.8 section 3.5:
 *  4. named barriers match (GASNET_OK); anonymous notifies mix with named
 *     ones (anonymous matches anything); all-anonymous; result() tells
 *     anonymous (1) from named (0, with the name);
 *  5. named mismatch (one rank passes another id; also with anonymous ranks
 *     around) -> GASNET_ERR_BARRIER_MISMATCH on every rank;
 *     GASNET_BARRIERFLAG_MISMATCH on one rank -> mismatch on every rank;
 *  6. wait flags (GASNet >= 1.20 semantics): a named wait whose id is not
 *     the phase's name -> mismatch on that rank only; wait's flags may
 *     differ from notify's; an anonymous wait ignores id; a named wait
 *     after all-anonymous notifies matches. (Every combination of the
 *     flags: t_coll_barrier_flags.c.)
 *  7. gasnet_barrier_try: GASNET_ERR_NOT_READY until every rank notified
 *     (rank 0 notifies only after every other rank saw NOT_READY), then
 *     GASNET_OK (and MISMATCH through try too);
 *  8. wait and try poll AMs: rank 0 notifies only after every other rank
 *     answered an AM Request, while they sit in gasnet_barrier_wait (or loop
 *     on gasnet_barrier_try alone): without polling the job would hang;
 *  9. many split-phase rounds with random delays and work between notify
 *     and wait, ids changing every round, visibility of writes made before
 *     notify after wait;
 * 10. gasnet_barrier(id, flags) (blocking) with the same matching rules.
 * Every wait in this file polls (gasnet_AMPoll) and is bounded in time.
 */
#include "barrier_g1.h"
#include "coll_delay.h"

#include <sched.h>
#include <stdbool.h>

/* Rounds of parts 1, 3 and 9: fewer above 4 ranks (on 2 cores every
 * barrier step of 8 ranks is a context switch, and the job must stay fast
 * when the machine is busy with other tests). */
#define ROUNDS     1000
#define INFLIGHT   100
#define G1ROUNDS   400
#define BIGJOB     (am_n > 4)
#define N_ROUNDS   (BIGJOB ? 300u : ROUNDS)
#define N_INFLIGHT (BIGJOB ? 40u : INFLIGHT)
#define N_G1ROUNDS (BIGJOB ? 150u : G1ROUNDS)

static uint32_t seed0 = 0xBA771E12u;

/* In rank 0's segment, after tap.h's page. */
struct shared {
    uint32_t cnt[ROUNDS];
    uint32_t tested[64]; /* part 2: how many ranks tested their barrier, per round */
    uint32_t late[64];   /* part 2: the late rank's flag, per round */
    uint32_t tried[8];   /* parts 7, 8: how many ranks reached the point, per round */
    uint64_t slot[3][1024];
    uint64_t g1slot[1024];
};
static struct shared *sh;

static rng_t rng_for(unsigned a, unsigned b)
{
    return rng_seeded(seed0, a, b);
}

/* Poll until cond holds; stop the job if it takes longer than TIME_LIMIT. */
#define POLL_UNTIL(cond, what)                                                                     \
    do {                                                                                           \
        double t_end_ = am_now() + TIME_LIMIT;                                                     \
        unsigned it_ = 0;                                                                          \
        while (!(cond)) {                                                                          \
            gasnet_AMPoll();                                                                       \
            if (++it_ > 64) {                                                                      \
                sched_yield();                                                                     \
                if (am_now() > t_end_) {                                                           \
                    printf("not ok - rank %u: %s did not happen in %.0f s\n", (unsigned)am_me,     \
                           what, TIME_LIMIT);                                                      \
                    fflush(stdout);                                                                \
                    gasnet_exit(3);                                                                \
                }                                                                                  \
            }                                                                                      \
        }                                                                                          \
    } while (0)

/* gex_Event_Test until done (polling in between); returns the number of
 * GASNET_ERR_NOT_READY answers; counts other answers into *bad. */
static unsigned test_loop(gex_Event_t ev, unsigned *bad)
{
    unsigned notready = 0;
    double end = am_now() + TIME_LIMIT;
    for (;;) {
        int rc = gex_Event_Test(ev);
        if (rc == GASNET_OK)
            return notready;
        if (rc != GASNET_ERR_NOT_READY)
            ++*bad;
        notready++;
        gasnet_AMPoll();
        if ((notready & 63) == 0) {
            sched_yield();
            if (am_now() > end) {
                printf("not ok - rank %u: a barrier event did not complete in %.0f s\n",
                       (unsigned)am_me, TIME_LIMIT);
                fflush(stdout);
                gasnet_exit(3);
            }
        }
    }
}

#define LD(p)    __atomic_load_n((p), __ATOMIC_RELAXED)
#define ST(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)

/* ---------------------------------------------------------------- */
/* 1. ordering over many rounds                                       */
/* ---------------------------------------------------------------- */

static const char *const mode_name[4] = {"gex_Event_Wait", "gex_Event_Test loop",
                                         "gex_Event_WaitAll(1 event)",
                                         "delay after initiation, then gex_Event_Wait"};

static void part_ordering(void)
{
    unsigned bad[4] = {0, 0, 0, 0}, rounds[4] = {0, 0, 0, 0}, testbad = 0;
    char first[4][200] = {"", "", "", ""};
    rng_t r = rng_for(1, 0);
    for (unsigned k = 0; k < N_ROUNDS; k++) {
        unsigned mode = (k + (unsigned)(k / 4)) % 4;
        small_delay(&r);
        __atomic_add_fetch(&sh->cnt[k], 1, __ATOMIC_RELAXED);
        ST(&sh->slot[0][am_me], (uint64_t)k + 1);
        gex_Event_t ev = gex_Coll_BarrierNB(am_tm, 0);
        switch (mode) {
        case 0: gex_Event_Wait(ev); break;
        case 1: test_loop(ev, &testbad); break;
        case 2: gex_Event_WaitAll(&ev, 1, 0); break;
        default:
            small_delay(&r);
            small_delay(&r);
            gex_Event_Wait(ev);
            break;
        }
        rounds[mode]++;
        uint32_t c = LD(&sh->cnt[k]);
        int good = c == am_n;
        gex_Rank_t who = 0;
        uint64_t v = 0;
        for (gex_Rank_t j = 0; j < am_n && good; j++) {
            v = LD(&sh->slot[0][j]);
            if (v != k + 1 && v != k + 2) {
                good = 0;
                who = j;
            }
        }
        if (!good && bad[mode]++ == 0)
            snprintf(first[mode], sizeof first[mode],
                     "round %u: cnt %u (want %u), slot of rank %u = %llu (want %u or %u)", k,
                     (unsigned)c, (unsigned)am_n, (unsigned)who, (unsigned long long)v, k + 1,
                     k + 2);
    }
    for (unsigned m = 0; m < 4; m++)
        if (!ok(bad[m] == 0,
                "BarrierNB ordering, %u rounds completed by %s: every arrival of the round "
                "visible after it",
                rounds[m], mode_name[m]))
            diag("%u bad round(s); first: %s", bad[m], first[m]);
    ok(testbad == 0,
       "gex_Event_Test on a pending barrier says GASNET_ERR_NOT_READY (%u other "
       "answers)",
       testbad);
}

/* ---------------------------------------------------------------- */
/* 2. a late rank                                                     */
/* ---------------------------------------------------------------- */

static void part_late(void)
{
    unsigned rounds = am_n < 8 ? 2 * am_n : am_n;
    if (rounds > 64)
        rounds = 64;
    unsigned early_ready = 0, not_seen = 0, bad = 0;
    for (unsigned k = 0; k < rounds; k++) {
        gex_Rank_t late = k % am_n;
        if (am_me == late) {
            POLL_UNTIL(__atomic_load_n(&sh->tested[k], __ATOMIC_ACQUIRE) == am_n - 1,
                       "every other rank testing its barrier");
            /* let the others spin on Test a little longer */
            double end = am_now() + 0.002;
            while (am_now() < end)
                gasnet_AMPoll();
            ST(&sh->late[k], 1u);
            gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
        } else {
            gex_Event_t ev = gex_Coll_BarrierNB(am_tm, 0);
            int rc = gex_Event_Test(ev);
            if (rc != GASNET_ERR_NOT_READY)
                early_ready++;
            __atomic_add_fetch(&sh->tested[k], 1, __ATOMIC_RELEASE);
            if (rc != GASNET_OK)
                test_loop(ev, &bad);
            if (LD(&sh->late[k]) != 1)
                not_seen++;
        }
    }
    ok(early_ready == 0,
       "%u rounds with a late rank: the first gex_Event_Test before the late rank's call says "
       "GASNET_ERR_NOT_READY (%u times it did not)",
       rounds, early_ready);
    ok(not_seen == 0 && bad == 0,
       "the barrier completes only after the late rank's call: its flag is visible (%u times "
       "not; %u bad Test answers)",
       not_seen, bad);
}

/* ---------------------------------------------------------------- */
/* 3. three barriers in flight                                        */
/* ---------------------------------------------------------------- */

static void part_inflight(void)
{
    unsigned bad[4] = {0, 0, 0, 0}, order_bad = 0, testbad = 0, somebad = 0;
    char first[200] = "";
    rng_t r = rng_for(3, 0);
    for (unsigned k = 0; k < N_INFLIGHT; k++) {
        unsigned mode = k % 4;
        gex_Event_t ev[3];
        for (int b = 0; b < 3; b++) {
            small_delay(&r);
            ST(&sh->slot[b][am_me], (uint64_t)k + 1);
            ev[b] = gex_Coll_BarrierNB(am_tm, 0);
        }
        if (mode == 0) {
            gex_Event_WaitAll(ev, 3, 0);
        } else if (mode == 1) {
            gex_Event_Wait(ev[2]);
            int r1 = gex_Event_Test(ev[1]), r0 = gex_Event_Test(ev[0]);
            if (r1 != GASNET_OK || r0 != GASNET_OK) {
                order_bad++;
                /* complete them anyway, so the next round is clean */
                if (r1 != GASNET_OK)
                    gex_Event_Wait(ev[1]);
                if (r0 != GASNET_OK)
                    gex_Event_Wait(ev[0]);
            }
        } else if (mode == 3) {
            /* gex_Event_WaitSome until every entry is GEX_EVENT_INVALID */
            for (unsigned loops = 0;; loops++) {
                int left = 0;
                for (int b = 0; b < 3; b++)
                    left += ev[b] != GEX_EVENT_INVALID;
                if (!left)
                    break;
                if (loops > 3) { /* each WaitSome completes at least one */
                    somebad++;
                    for (int b = 0; b < 3; b++)
                        if (ev[b] != GEX_EVENT_INVALID)
                            gex_Event_Wait(ev[b]);
                    break;
                }
                gex_Event_WaitSome(ev, 3, 0);
            }
        } else {
            double end = am_now() + TIME_LIMIT;
            int rc;
            while ((rc = gex_Event_TestAll(ev, 3, 0)) != GASNET_OK) {
                if (rc != GASNET_ERR_NOT_READY)
                    testbad++;
                gasnet_AMPoll();
                sched_yield();
                if (am_now() > end) {
                    printf("not ok - rank %u: 3 barriers did not complete in %.0f s\n",
                           (unsigned)am_me, TIME_LIMIT);
                    gasnet_exit(3);
                }
            }
        }
        for (int b = 0; b < 3; b++)
            for (gex_Rank_t j = 0; j < am_n; j++) {
                /* nobody writes round k+1 before everyone checked round k
                 * (the tap_barrier below) */
                uint64_t v = LD(&sh->slot[b][j]);
                if (v != k + 1 && bad[mode]++ == 0)
                    snprintf(first, sizeof first, "round %u: array %d, rank %u wrote %llu", k, b,
                             (unsigned)j, (unsigned long long)v);
            }
        /* the next round's writes to arrays 1 and 2 must not race with the
         * checks above: a barrier outside the code under test */
        tap_barrier();
    }
    ok(bad[0] == 0, "3 barriers in flight, gex_Event_WaitAll: every write before each barrier "
                    "visible");
    ok(bad[1] == 0 && order_bad == 0,
       "3 barriers in flight, synced in reverse order: after the third the first two test "
       "GASNET_OK (%u times not), writes visible",
       order_bad);
    ok(bad[2] == 0 && testbad == 0,
       "3 barriers in flight, gex_Event_TestAll loop: writes visible (%u bad TestAll answers)",
       testbad);
    ok(bad[3] == 0 && somebad == 0,
       "3 barriers in flight, gex_Event_WaitSome until all done: each call completes at least "
       "one (%u times not), writes visible",
       somebad);
    if (bad[0] || bad[1] || bad[2] || bad[3])
        diag("first: %s", first);

    /* 64 barriers in flight at once, each after its own write */
    enum { MANY = 64 };
    gex_Event_t many[MANY];
    unsigned notvis = 0;
    for (unsigned b = 0; b < MANY; b++) {
        ST(&sh->slot[0][am_me], (uint64_t)10000 + b);
        many[b] = gex_Coll_BarrierNB(am_tm, 0);
    }
    gex_Event_WaitAll(many, MANY, 0);
    for (gex_Rank_t j = 0; j < am_n; j++)
        notvis += LD(&sh->slot[0][j]) != 10000 + MANY - 1;
    ok(notvis == 0,
       "%d barriers in flight at once, gex_Event_WaitAll: every rank's last write "
       "visible (%u ranks not)",
       MANY, notvis);
    tap_barrier();
}

/* ---------------------------------------------------------------- */
/* 4-6, 10. GASNet-1 matching                                         */
/* ---------------------------------------------------------------- */

/* One split-phase barrier: notify(nid, nfl), wait(wid, wfl). */
static int g1(int nid, int nfl, int wid, int wfl)
{
    gasnet_barrier_notify(nid, nfl);
    return gasnet_barrier_wait(wid, wfl);
}

/* ok() that rc is want (the same check on every rank). */
static void want_rc(int rc, int want, const char *what)
{
    ok(rc == want, "%s: %s (got %s, %d)", what, rcname(want), rcname(rc), rc);
}

static void part_g1_match(void)
{
    int rc, id = -1;
    /* named, matching */
    rc = g1(12345, 0, 12345, 0);
    want_rc(rc, GASNET_OK, "named barrier, every rank id 12345");
    int anon = gasnet_barrier_result(&id);
    ok(anon == 0 && id == 12345, "gasnet_barrier_result: named, id 12345 (got %d, id %d)", anon,
       id);
    rc = g1(-7, 0, -7, 0);
    want_rc(rc, GASNET_OK, "named barrier, negative id -7");
    id = 0;
    anon = gasnet_barrier_result(&id);
    ok(anon == 0 && id == -7, "gasnet_barrier_result: named, id -7 (got %d, id %d)", anon, id);
    /* anonymous mixed with named: ranks with (r % 3) == 1 anonymous, and an
     * anonymous rank 0 as well when N > 1 */
    int a = (am_me % 3 == 1) || (am_me == 0 && am_n > 1);
    rc = a ? g1(999, ANON, 31337, ANON) : g1(777, 0, 777, 0);
    want_rc(rc, GASNET_OK, "anonymous notifies (ranks r%3==1 and 0) mixed with named id 777");
    id = 0;
    anon = gasnet_barrier_result(&id);
    int any_named = 0;
    for (gex_Rank_t r = 0; r < am_n; r++)
        any_named |= !((r % 3 == 1) || (r == 0 && am_n > 1));
    if (any_named)
        ok(anon == 0 && id == 777,
           "gasnet_barrier_result after the mixed barrier: named, id 777 (got %d, id %d)", anon,
           id);
    else
        ok(anon == 1,
           "gasnet_barrier_result after the mixed barrier (all anonymous here): "
           "anonymous (got %d)",
           anon);
    /* every rank anonymous, each with a different (ignored) id */
    rc = g1((int)am_me * 11 + 1, ANON, -(int)am_me, ANON);
    want_rc(rc, GASNET_OK, "every rank anonymous, different ignored ids");
    anon = gasnet_barrier_result(&id);
    ok(anon == 1, "gasnet_barrier_result: anonymous (got %d)", anon);
    /* blocking gasnet_barrier */
    rc = gasnet_barrier(4242, 0);
    want_rc(rc, GASNET_OK, "gasnet_barrier(4242, 0) on every rank");
    id = 0;
    anon = gasnet_barrier_result(&id);
    ok(anon == 0 && id == 4242, "gasnet_barrier_result after gasnet_barrier: id 4242 (got %d, %d)",
       anon, id);
    rc = gasnet_barrier(am_me == am_n - 1 ? 5 : 0, am_me == am_n - 1 ? 0 : ANON);
    want_rc(rc, GASNET_OK, "gasnet_barrier: the last rank named 5, the others anonymous");
    id = 0;
    anon = gasnet_barrier_result(&id);
    ok(anon == 0 && id == 5, "gasnet_barrier_result: named by the last rank, id 5 (got %d, %d)",
       anon, id);
    if (am_n > 1) {
        rc = gasnet_barrier(am_me == 1 ? 8 : 7, 0);
        want_rc(rc, GASNET_ERR_BARRIER_MISMATCH, "gasnet_barrier: rank 1 id 8, the others 7");
    } else {
        rc = gasnet_barrier(7, MISM);
        want_rc(rc, GASNET_ERR_BARRIER_MISMATCH, "gasnet_barrier(7, MISMATCH) on the only rank");
    }
    rc = gasnet_barrier(3, 0);
    want_rc(rc, GASNET_OK, "the barrier after a mismatch matches again");
}

static void part_g1_mismatch(void)
{
    int rc;
    char what[160];
    if (am_n > 1) {
        /* the last rank names another id */
        rc = am_me == am_n - 1 ? g1(101, 0, 101, 0) : g1(100, 0, 100, 0);
        want_rc(rc, GASNET_ERR_BARRIER_MISMATCH,
                "named mismatch (the last rank id 101, the others 100), every rank");
        rc = g1(102, 0, 102, 0);
        want_rc(rc, GASNET_OK, "next barrier (id 102 everywhere) matches");
        /* mismatch with anonymous ranks around: rank 0 id 1, rank N-1 id 2,
         * the others anonymous */
        if (am_me == 0)
            rc = g1(1, 0, 1, 0);
        else if (am_me == am_n - 1)
            rc = g1(2, 0, 2, 0);
        else
            rc = g1(0, ANON, 0, ANON);
        want_rc(rc, GASNET_ERR_BARRIER_MISMATCH,
                "rank 0 id 1, the last rank id 2, the others anonymous: mismatch everywhere");
    } else {
        ok(1, "named mismatch needs 2 ranks # SKIP 1 rank");
        ok(1, "next barrier matches # SKIP 1 rank");
        ok(1, "mismatch with anonymous ranks # SKIP 1 rank");
    }
    /* GASNET_BARRIERFLAG_MISMATCH on one rank (each rank in turn, up to 4) */
    unsigned turns = am_n < 4 ? am_n : 4;
    for (unsigned t = 0; t < turns; t++) {
        gex_Rank_t who = (gex_Rank_t)((t * 5) % am_n);
        rc = am_me == who ? g1(0, MISM, 0, MISM) : g1(55, 0, 55, 0);
        snprintf(what, sizeof what,
                 "rank %u passes GASNET_BARRIERFLAG_MISMATCH, the others named 55: mismatch "
                 "everywhere",
                 (unsigned)who);
        want_rc(rc, GASNET_ERR_BARRIER_MISMATCH, what);
    }
    rc = am_me == 0 ? g1(0, MISM, 0, MISM) : g1(0, ANON, 0, ANON);
    want_rc(rc, GASNET_ERR_BARRIER_MISMATCH,
            "rank 0 MISMATCH flag, the others anonymous: mismatch everywhere");
    rc = g1(56, 0, 56, 0);
    want_rc(rc, GASNET_OK, "next barrier matches");
}

static void part_g1_local(void)
{
    int rc;
    gex_Rank_t x = am_n - 1;
    char what[200];
    /* wait's id differs from the phase's name */
    rc = am_me == x ? g1(7, 0, 8, 0) : g1(7, 0, 7, 0);
    snprintf(what, sizeof what, "rank %u notify(7, 0) wait(8, 0), the others 7/7: %s", (unsigned)x,
             am_me == x ? "mismatch on that rank" : "OK elsewhere");
    want_rc(rc, am_me == x ? GASNET_ERR_BARRIER_MISMATCH : GASNET_OK, what);
    /* wait's flags differ (GASNet >= 1.20): named notify, anonymous wait */
    rc = am_me == x ? g1(7, 0, 7, ANON) : g1(7, 0, 7, 0);
    snprintf(what, sizeof what, "rank %u notify(7, 0) wait(7, ANONYMOUS): OK everywhere",
             (unsigned)x);
    want_rc(rc, GASNET_OK, what);
    /* anonymous notify, named wait with the phase's name */
    rc = am_me == 0 ? g1(7, ANON, 7, 0) : g1(7, 0, 7, 0);
    want_rc(rc, GASNET_OK, "rank 0 notify(7, ANONYMOUS) wait(7, 0), the others 7/7: OK everywhere");
    /* anonymous notify, named wait with another name than the phase's */
    rc = am_me == 0 ? g1(7, ANON, 6, 0) : g1(7, 0, 7, 0);
    snprintf(what, sizeof what, "rank 0 notify(7, ANONYMOUS) wait(6, 0), the others 7/7: %s",
             am_me == 0 && am_n > 1 ? "mismatch on rank 0" : "OK");
    want_rc(rc, am_me == 0 && am_n > 1 ? GASNET_ERR_BARRIER_MISMATCH : GASNET_OK, what);
    /* every notify anonymous, named waits with different ids: no name to
     * check against (the case: notify(id, ANON), wait(id2, 0)) */
    rc = g1(7, ANON, 100 + (int)am_me, 0);
    want_rc(rc, GASNET_OK, "notify(7, ANONYMOUS) wait(100 + rank, 0) everywhere: OK");
    /* anonymous wait ignores the id */
    rc = am_me == 0 ? g1(7, ANON, 12, ANON) : g1(7, 0, 7, 0);
    want_rc(rc, GASNET_OK, "rank 0 notify(7, ANONYMOUS) wait(12, ANONYMOUS): the id is ignored");
    rc = g1(9, 0, 9, 0);
    want_rc(rc, GASNET_OK, "next barrier matches");
}

/* ---------------------------------------------------------------- */
/* 7, 8. try, and progress inside wait/try                            */
/* ---------------------------------------------------------------- */

static volatile unsigned replies;
static unsigned req_idx, rep_idx;

static void req_handler(gex_Token_t t)
{
    gex_AM_ReplyShort0(t, (gex_AM_Index_t)rep_idx, 0);
}
static void rep_handler(gex_Token_t t)
{
    (void)t;
    __atomic_add_fetch(&replies, 1, __ATOMIC_RELEASE);
}

static void part_g1_try(void)
{
    unsigned nr = 0;
    int rc;
    /* 7a: rank 0 notifies last, after everyone saw NOT_READY */
    for (unsigned t = 0; t < 3; t++) {
        unsigned slot = t;
        int id = 300 + (int)t, flags = t == 1 ? ANON : 0;
        int first = GASNET_OK;
        if (am_me == 0) {
            POLL_UNTIL(__atomic_load_n(&sh->tried[slot], __ATOMIC_ACQUIRE) == am_n - 1,
                       "every other rank's first gasnet_barrier_try");
            gasnet_barrier_notify(id, flags);
            rc = try_loop(id, flags, 1, &nr);
        } else {
            gasnet_barrier_notify(id, flags);
            first = gasnet_barrier_try(id, flags);
            __atomic_add_fetch(&sh->tried[slot], 1, __ATOMIC_RELEASE);
            rc = first == GASNET_ERR_NOT_READY ? try_loop(id, flags, 1, &nr) : first;
        }
        ok(first == (am_me == 0 ? GASNET_OK : GASNET_ERR_NOT_READY),
           "try, round %u: before rank 0 notifies, gasnet_barrier_try says NOT_READY (got %s)", t,
           am_me == 0 ? "-" : rcname(first));
        want_rc(rc, GASNET_OK,
                t == 1 ? "try loop completes the anonymous phase"
                       : "try loop completes the named phase");
    }
    /* 7b: mismatch reported through try */
    rc = am_me == am_n - 1 ? (gasnet_barrier_notify(1, MISM), try_loop(1, MISM, 1, &nr))
                           : (gasnet_barrier_notify(1, 0), try_loop(1, 0, 1, &nr));
    want_rc(rc, GASNET_ERR_BARRIER_MISMATCH,
            "try loop: the last rank passed GASNET_BARRIERFLAG_MISMATCH -> mismatch everywhere");
    rc = am_me == 0 ? (gasnet_barrier_notify(5, 0), try_loop(6, 0, 1, &nr))
                    : (gasnet_barrier_notify(5, 0), try_loop(5, 0, 1, &nr));
    want_rc(rc, am_me == 0 ? GASNET_ERR_BARRIER_MISMATCH : GASNET_OK,
            am_me == 0 ? "try with another id than the notify: local mismatch on rank 0"
                       : "try: OK on the ranks whose ids agree");

    /* 8: wait (8a) and try alone (8b) must poll AMs: rank 0 needs a reply
     * from every other rank before it notifies. */
    for (unsigned t = 0; t < 2; t++) {
        unsigned slot = 4 + t;
        int id = 600 + (int)t;
        if (am_me == 0) {
            POLL_UNTIL(__atomic_load_n(&sh->tried[slot], __ATOMIC_ACQUIRE) == am_n - 1,
                       "every other rank notifying");
            /* give them time to get stuck in wait/try */
            double end = am_now() + 0.005;
            while (am_now() < end)
                sched_yield();
            replies = 0;
            for (gex_Rank_t r = 1; r < am_n; r++)
                gex_AM_RequestShort0(am_tm, r, (gex_AM_Index_t)req_idx, 0);
            POLL_UNTIL(__atomic_load_n(&replies, __ATOMIC_ACQUIRE) == am_n - 1,
                       "the replies of ranks sitting in the barrier");
            gasnet_barrier_notify(id, 0);
            rc = gasnet_barrier_wait(id, 0);
        } else {
            gasnet_barrier_notify(id, 0);
            __atomic_add_fetch(&sh->tried[slot], 1, __ATOMIC_RELEASE);
            rc = t == 0 ? gasnet_barrier_wait(id, 0) : try_loop(id, 0, 0, &nr);
        }
        want_rc(rc, GASNET_OK,
                t == 0 ? "gasnet_barrier_wait polls AMs: rank 0 got every reply and notified"
                       : "gasnet_barrier_try (no other polling) runs AM handlers: rank 0 "
                         "notified");
    }
}

/* ---------------------------------------------------------------- */
/* 9. many split-phase rounds                                         */
/* ---------------------------------------------------------------- */

static void part_g1_rounds(void)
{
    unsigned bad_rc = 0, bad_vis = 0;
    char first[200] = "";
    rng_t r = rng_for(9, 0);
    for (unsigned k = 0; k < N_G1ROUNDS; k++) {
        int id = (int)(k * 2654435761u);
        /* a random ~quarter of the ranks go anonymous (same choice on all
         * ranks? no need: anonymous matches anything) */
        int anon = (am_seed(seed0, k, am_me, 99) & 3) == 0;
        small_delay(&r);
        ST(&sh->g1slot[am_me], (uint64_t)k + 1);
        gasnet_barrier_notify(id, anon ? ANON : 0);
        small_delay(&r); /* work between notify and wait */
        int rc;
        if (k % 3 == 2) {
            unsigned nr;
            rc = try_loop(id, anon ? ANON : 0, 1, &nr);
        } else {
            rc = gasnet_barrier_wait(id, anon ? ANON : 0);
        }
        if (rc != GASNET_OK && bad_rc++ == 0)
            snprintf(first, sizeof first, "round %u: %s", k, rcname(rc));
        for (gex_Rank_t j = 0; j < am_n; j++) {
            uint64_t v = LD(&sh->g1slot[j]);
            if (v != k + 1 && v != k + 2 && bad_vis++ == 0)
                snprintf(first, sizeof first, "round %u: rank %u's slot %llu", k, (unsigned)j,
                         (unsigned long long)v);
        }
    }
    ok(bad_rc == 0,
       "%u split-phase rounds (random delays, ids change, some ranks anonymous): "
       "all GASNET_OK",
       N_G1ROUNDS);
    ok(bad_vis == 0, "every write before a rank's notify visible after the wait");
    if (bad_rc || bad_vis)
        diag("first: %s", first);
}

/* ---------------------------------------------------------------- */

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED + sizeof(struct shared);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_BARRIER", segsize);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat); host: %s", (unsigned)am_n, seed0,
         pshmex_QueryHostTopology());
    if (am_n > 1024) {
        ok(0, "at most 1024 ranks supported by this test (got %u)", (unsigned)am_n);
        gasnet_exit(tap_finish());
    }
    sh = (struct shared *)(am_local[0] + TAP_RESERVED);

    gex_AM_Entry_t h[2] = {
        {0, (gex_AM_Fn_t)req_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 0, NULL, "req"},
        {0, (gex_AM_Fn_t)rep_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 0, NULL, "rep"},
    };
    int rc = gex_EP_RegisterHandlers(am_ep, h, 2);
    req_idx = h[0].gex_index;
    rep_idx = h[1].gex_index;
    ok(rc == GASNET_OK, "two AM handlers registered (%u, %u)", req_idx, rep_idx);
    tap_barrier();

    double t0 = am_now();
    part_ordering();
    part_late();
    part_inflight();
    tap_barrier();
    double t1 = am_now();
    part_g1_match();
    part_g1_mismatch();
    part_g1_local();
    part_g1_try();
    part_g1_rounds();
    /* an EX barrier after the GASNet-1 ones (not overlapping them) */
    gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
    ok(1, "gex_Coll_BarrierNB after the GASNet-1 barriers completes");
    note("EX part %.2f s, GASNet-1 part %.2f s", t1 - t0, am_now() - t1);

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
