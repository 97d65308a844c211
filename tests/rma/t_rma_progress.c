/* t_rma_progress: calls that complete at once still make AM progress.
 *
 *   pshmrun -n N t_rma_progress           (also runs without pshmrun: 1 rank)
 *
 *  1. For each call that never waits here (the blocking Puts and Gets of
 *     GASNet-EX and GASNet-1, value forms, memset, gex_AD_OpNB/OpNBI, a
 *     Wait on the already complete event of an NB Put, and the syncs that
 *     the specs say poll: gex_NBI_Wait, gasnet_wait_syncnbi_* and
 *     gasnet_try_syncnbi_* after an NBI Put or Get, gasnet_try_syncnb(_all)
 *     and the array Waits of NB Puts, gasnet_wait_syncnb_valget; and the
 *     blocking VIS Puts of GASNet-EX and GASNet-1): this rank sends
 *     itself an AM Request whose handler sets a flag, then loops on the call
 *     alone until the flag is set. No other thread polls, so the loop ends
 *     only if the call itself runs handlers; the send set this rank's
 *     poll-wanted word, so the first call must run it (pshmex_progress.h).
 *     A loop that does not end in 2 s is reported, not waited for. The data
 *     of the calls is checked too (they target the next rank);
 *  1b. the same with the Request sent by the previous rank: a blocking Put
 *     loop ends once the peer's message arrives (the peer's send sets our
 *     word);
 *  2. GASNET_BLOCKUNTIL(flag) after such a loopback Request ends;
 *  3. gex_Event_Wait on a barrier event polls: rank 0 joins the barrier only
 *     after every other rank's handler answered its Request, while those
 *     ranks sit in gex_Event_Wait (without polling there the job hangs);
 *  4. the same loops from a second thread while the main thread sleeps
 *     (GASNET_PAR: the tick is per thread);
 *  5. the Tests that spec 003 says make no Poll call (gex_NBI_Test,
 *     gex_Event_Test, gex_Event_TestAll/Some) do not run the loopback
 *     Request's handler; gasnet_AMPoll then does;
 *  6. collectives in lockstep, every rank the same number of times: after
 *     a loopback Request, a loop of gasnet_barrier_notify + wait, of
 *     gex_Event_Wait on a broadcast, or of gasnet_coll_wait_sync on one,
 *     runs the handler within a few rounds, in a 1-rank job too, where
 *     every one of them completes without waiting;
 *  7. inside a no-interrupt section (gasnet_hold_interrupts), and while
 *     holding an HSL, a blocking Put (EX and GASNet-1) does not run the
 *     pending loopback Request's handler; the first Put after
 *     gasnet_resume_interrupts (or the unlock) does.
 */
#define GASNET_PAR 1
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <gasnet_ratomic.h>
#include <gasnet_vis.h>
#include <pthread.h>

#define LIMIT_S  2.0          /* a loop that polls ends in microseconds */
#define AREA_OFF TAP_RESERVED /* my 64 words, written by the rank before me */

static volatile int flag;
static volatile unsigned pongs;
static gex_AM_Index_t set_idx, ping_idx, pong_idx;
static gex_AD_t ad;

static void set_handler(gex_Token_t t, gex_AM_Arg_t v)
{
    (void)t;
    __atomic_store_n(&flag, (int)v, __ATOMIC_RELEASE);
}
static void ping_handler(gex_Token_t t)
{
    gex_AM_ReplyShort0(t, pong_idx, 0);
}
static void pong_handler(gex_Token_t t)
{
    (void)t;
    __atomic_add_fetch(&pongs, 1, __ATOMIC_RELEASE);
}

enum {
    C_PUT,
    C_GET,
    C_PUTVAL,
    C_GETVAL,
    C_NBWAIT,
    C_AD_NB,
    C_AD_NBI,
    C_G1_PUT,
    C_G1_PUTBULK,
    C_G1_GET,
    C_G1_GETBULK,
    C_G1_MEMSET,
    C_G1_PUTVAL,
    C_G1_GETVAL,
    C_G1_SYNCNB,
    C_PUT_NBI,
    C_G1_NBI,
    C_G1_TRYNBI,
    C_G1_TRYNB,
    C_WAITALL,
    C_G1_WAITALL,
    C_G1_TRYNB_ALL,
    C_G1_GETNBI_WAIT,
    C_G1_GETNBI_TRY,
    C_G1_VALGET,
    C_VIS_PUT,
    C_G1_VIS_PUT,
    NCALLS
};
static const char *const call_name[NCALLS] = {"gex_RMA_PutBlocking",
                                              "gex_RMA_GetBlocking",
                                              "gex_RMA_PutBlockingVal",
                                              "gex_RMA_GetBlockingVal",
                                              "gex_Event_Wait(gex_RMA_PutNB)",
                                              "gex_AD_OpNB_U64(FADD)",
                                              "gex_AD_OpNBI_U64(SET)",
                                              "gasnet_put",
                                              "gasnet_put_bulk",
                                              "gasnet_get",
                                              "gasnet_get_bulk",
                                              "gasnet_memset",
                                              "gasnet_put_val",
                                              "gasnet_get_val",
                                              "gasnet_wait_syncnb(gasnet_put_nb)",
                                              "gex_RMA_PutNBI + gex_NBI_Wait",
                                              "gasnet_put_nbi + gasnet_wait_syncnbi_puts",
                                              "gasnet_put_nbi + gasnet_try_syncnbi_all",
                                              "gasnet_try_syncnb(gasnet_put_nb)",
                                              "gex_Event_WaitAll(2 x gex_RMA_PutNB)",
                                              "gasnet_wait_syncnb_all(2 x gasnet_put_nb)",
                                              "gasnet_try_syncnb_all(2 x gasnet_put_nb)",
                                              "gasnet_get_nbi + gasnet_wait_syncnbi_gets",
                                              "gasnet_get_nbi + gasnet_try_syncnbi_gets",
                                              "gasnet_wait_syncnb_valget(gasnet_get_nb_val)",
                                              "gex_VIS_VectorPutBlocking",
                                              "gasnet_putv_bulk"};

/* One call of kind c; word i of the next rank's area gets (or is read as)
 * stamp-derived data. Returns a mismatch description, or NULL. */
static const char *one_call(int c, uint64_t i)
{
    static char why[200];
    gex_Rank_t nx = (am_me + 1) % am_n;
    uint64_t *dst = (uint64_t *)(am_owner[nx] + AREA_OFF) + (c % 64);
    uint64_t *mine = (uint64_t *)(am_local[nx] + AREA_OFF) + (c % 64);
    uint64_t v = (uint64_t)c << 48 | i, got = 0, want = v;
    switch (c) {
    case C_PUT: gex_RMA_PutBlocking(am_tm, nx, dst, &v, 8, 0); break;
    case C_GET:
        *mine = v;
        gex_RMA_GetBlocking(am_tm, &got, nx, dst, 8, 0);
        break;
    case C_PUTVAL: gex_RMA_PutBlockingVal(am_tm, nx, dst, v, 8, 0); break;
    case C_GETVAL:
        *mine = v;
        got = gex_RMA_GetBlockingVal(am_tm, nx, dst, 8, 0);
        break;
    case C_NBWAIT: gex_Event_Wait(gex_RMA_PutNB(am_tm, nx, dst, &v, 8, GEX_EVENT_NOW, 0)); break;
    case C_AD_NB:
        *mine = 5;
        gex_Event_Wait(gex_AD_OpNB_U64(ad, &got, nx, dst, GEX_OP_FADD, 2, 0, 0));
        want = 5;
        if (*mine != 7)
            return "the FADD did not add";
        break;
    case C_AD_NBI:
        gex_AD_OpNBI_U64(ad, NULL, nx, dst, GEX_OP_SET, v, 0, 0);
        gex_NBI_Wait(GEX_EC_ALL, 0);
        break;
    case C_G1_PUT: gasnet_put(nx, dst, &v, 8); break;
    case C_G1_PUTBULK: gasnet_put_bulk(nx, dst, &v, 8); break;
    case C_G1_GET:
        *mine = v;
        gasnet_get(&got, nx, dst, 8);
        break;
    case C_G1_GETBULK:
        *mine = v;
        gasnet_get_bulk(&got, nx, dst, 8);
        break;
    case C_G1_MEMSET:
        gasnet_memset(nx, dst, (int)(i & 0xff), 8);
        want = 0x0101010101010101ull * (i & 0xff);
        break;
    case C_G1_PUTVAL: gasnet_put_val(nx, dst, v, 8); break;
    case C_G1_GETVAL:
        *mine = v;
        got = gasnet_get_val(nx, dst, 8);
        break;
    case C_G1_SYNCNB: gasnet_wait_syncnb(gasnet_put_nb(nx, dst, &v, 8)); break;
    case C_PUT_NBI:
        gex_RMA_PutNBI(am_tm, nx, dst, &v, 8, GEX_EVENT_NOW, 0);
        gex_NBI_Wait(GEX_EC_PUT, 0);
        break;
    case C_G1_NBI:
        gasnet_put_nbi(nx, dst, &v, 8);
        gasnet_wait_syncnbi_puts();
        break;
    case C_G1_TRYNBI:
        gasnet_put_nbi(nx, dst, &v, 8);
        if (gasnet_try_syncnbi_all() != GASNET_OK)
            return "gasnet_try_syncnbi_all: not GASNET_OK with nothing outstanding";
        break;
    case C_G1_TRYNB:
        if (gasnet_try_syncnb(gasnet_put_nb(nx, dst, &v, 8)) != GASNET_OK)
            return "gasnet_try_syncnb: not GASNET_OK for a complete Put";
        break;
    case C_WAITALL: {
        gex_Event_t ev[2] = {gex_RMA_PutNB(am_tm, nx, dst, &v, 8, GEX_EVENT_NOW, 0),
                             gex_RMA_PutNB(am_tm, nx, dst, &v, 8, GEX_EVENT_NOW, 0)};
        gex_Event_WaitAll(ev, 2, 0);
        break;
    }
    case C_G1_WAITALL: {
        gasnet_handle_t h[2] = {gasnet_put_nb(nx, dst, &v, 8), gasnet_put_nb(nx, dst, &v, 8)};
        gasnet_wait_syncnb_all(h, 2);
        break;
    }
    case C_G1_TRYNB_ALL: {
        gasnet_handle_t h[2] = {gasnet_put_nb(nx, dst, &v, 8), gasnet_put_nb(nx, dst, &v, 8)};
        if (gasnet_try_syncnb_all(h, 2) != GASNET_OK)
            return "gasnet_try_syncnb_all: not GASNET_OK for complete Puts";
        break;
    }
    case C_G1_GETNBI_WAIT:
        *mine = v;
        gasnet_get_nbi(&got, nx, dst, 8);
        gasnet_wait_syncnbi_gets();
        break;
    case C_G1_GETNBI_TRY:
        *mine = v;
        gasnet_get_nbi(&got, nx, dst, 8);
        if (gasnet_try_syncnbi_gets() != GASNET_OK)
            return "gasnet_try_syncnbi_gets: not GASNET_OK with nothing outstanding";
        break;
    case C_G1_VALGET:
        *mine = v;
        got = gasnet_wait_syncnb_valget(gasnet_get_nb_val(nx, dst, 8));
        break;
    case C_VIS_PUT: {
        gex_Memvec_t d = {dst, 8}, s = {&v, 8};
        gex_VIS_VectorPutBlocking(am_tm, nx, 1, &d, 1, &s, 0);
        break;
    }
    case C_G1_VIS_PUT: {
        gasnet_memvec_t d = {dst, 8}, s = {&v, 8};
        gasnet_putv_bulk(nx, 1, &d, 1, &s);
        break;
    }
    }
    int fetch = c == C_GET || c == C_GETVAL || c == C_G1_GET || c == C_G1_GETBULK ||
                c == C_G1_GETVAL || c == C_AD_NB || c == C_G1_GETNBI_WAIT || c == C_G1_GETNBI_TRY ||
                c == C_G1_VALGET;
    uint64_t seen = fetch ? got : *mine;
    if (seen != want) {
        snprintf(why, sizeof why, "%s: word %llx, want %llx", call_name[c],
                 (unsigned long long)seen, (unsigned long long)want);
        return why;
    }
    return NULL;
}

/* Loopback Request, then loop on call c alone until its handler ran.
 * Returns the number of calls, or 0 if the loop had to be abandoned. */
static unsigned long spin_on(int c, const char **bad)
{
    __atomic_store_n(&flag, 0, __ATOMIC_RELAXED);
    gex_AM_RequestShort1(am_tm, am_me, set_idx, 0, (gex_AM_Arg_t)(c + 1));
    double end = am_now() + LIMIT_S;
    unsigned long n = 0;
    while (__atomic_load_n(&flag, __ATOMIC_ACQUIRE) != c + 1) {
        const char *b = one_call(c, n++);
        if (b && !*bad)
            *bad = b;
        if ((n & 4095) == 0 && am_now() > end)
            return 0;
    }
    return n;
}

/* Part 1 (from the calling thread): one TAP check per call kind when
 * report, else returns the number of failures. */
static unsigned part_calls(int report, const char *who)
{
    unsigned failed = 0;
    for (int c = 0; c < NCALLS; c++) {
        const char *bad = NULL;
        unsigned long n = spin_on(c, &bad);
        int good = n == 1 && !bad;
        failed += !good;
        if (report) {
            if (!ok(good, "%s%s loop ends by itself: the handler ran in call %lu (want 1)", who,
                    call_name[c], n))
                diag(n == 0 ? "rank %u: the loop did not end in %.0f s (the call never polls)%s%s"
                            : "rank %u: %.0f s limit; %s%s",
                     (unsigned)am_me, LIMIT_S, bad ? "; " : "", bad ? bad : "");
        } else if (!good) {
            diag("rank %u, second thread: %s: %lu calls%s%s", (unsigned)am_me, call_name[c], n,
                 bad ? "; " : "", bad ? bad : "");
        }
    }
    return failed;
}

/* Part 6: one round of collective kind k on the whole job. */
enum { K_G1_BARRIER, K_EX_BCAST, K_G1_BCAST, NKINDS };
static const char *const kind_name[NKINDS] = {"gasnet_barrier_notify + gasnet_barrier_wait",
                                              "gex_Event_Wait(gex_Coll_BroadcastNB)",
                                              "gasnet_coll_wait_sync(gasnet_coll_broadcast_nb)"};
static void one_collective(int k, uint64_t *word)
{
    uint64_t src = 42;
    switch (k) {
    case K_G1_BARRIER:
        gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
        gasnet_barrier_wait(0, GASNET_BARRIERFLAG_ANONYMOUS);
        break;
    case K_EX_BCAST: gex_Event_Wait(gex_Coll_BroadcastNB(am_tm, 0, word, &src, 8, 0)); break;
    case K_G1_BCAST:
        gasnet_coll_wait_sync(gasnet_coll_broadcast_nb(
            GASNET_TEAM_ALL, word, 0, &src, 8,
            GASNET_COLL_IN_NOSYNC | GASNET_COLL_OUT_NOSYNC | GASNET_COLL_LOCAL));
        break;
    }
}

/* Rounds every rank runs of each kind, and the round by which the handler
 * must have run: a wait polls at its end, but while a collective of the
 * process is queued a call polls only every PSHMEX_PROGRESS_EVERY-th time
 * (pshmex_progress.h), so allow two such periods. */
#define COLL_ROUNDS       600
#define COLL_ROUNDS_LIMIT (2 * PSHMEX_PROGRESS_EVERY)

static void part_collectives(void)
{
    for (int k = 0; k < NKINDS; k++) {
        uint64_t word = 0;
        __atomic_store_n(&flag, 0, __ATOMIC_RELAXED);
        tap_barrier();
        gex_AM_RequestShort1(am_tm, am_me, set_idx, 0, (gex_AM_Arg_t)(200 + k));
        long seen = -1;
        for (long i = 0; i < COLL_ROUNDS; i++) {
            one_collective(k, &word);
            if (seen < 0 && __atomic_load_n(&flag, __ATOMIC_ACQUIRE) == 200 + k)
                seen = i;
        }
        const uint64_t want = k == K_G1_BARRIER ? 0 : 42; /* the broadcasts' value */
        ok(seen >= 0 && seen < COLL_ROUNDS_LIMIT && word == want,
           "%s in lockstep runs the loopback handler by itself: after round %ld (want < %d; "
           "word %llu)",
           kind_name[k], seen, COLL_ROUNDS_LIMIT, (unsigned long long)word);
    }
}

/* Part 7. Spec 004 ("Restrictions on No-Interrupt Sections") names the
 * only calls legal inside a NIS (gasnet_mynode, gasnet_nodes, gasnet_hsl_*,
 * gasnet_exit, gasnet_AMReply*), and a thread holding an HSL is inside one.
 * The extended API is not among them: a Put there is erroneous. pshmex
 * reports it where it checks the calling context, on the out-of-line RMA
 * paths (all of them in a -DPSHMEX_DEBUG build, and every one once a
 * segment is mapped here at another address than its owner's, as under
 * ThreadSanitizer: hence no test then); the inline path here does not
 * check, and then must not run handlers either: a NIS is how a client
 * keeps handlers off this thread. */
static void part_restricted(void)
{
#if defined(PSHMEX_DEBUG) && PSHMEX_DEBUG
    ok(1, "blocking Puts in a NIS or holding an HSL # SKIP a -DPSHMEX_DEBUG build reports "
          "them (spec 004 does not allow them there)");
#else
    if (!__atomic_load_n(&pshmex_rma_same_addresses, __ATOMIC_RELAXED)) {
        ok(1, "blocking Puts in a NIS or holding an HSL # SKIP segments are mapped at other "
              "addresses than their owners': the Puts take the out-of-line path, which reports "
              "them (spec 004 does not allow them there)");
        return;
    }
    enum { R_NIS, R_HSL, NRESTRICT };
    static const char *const restrict_name[NRESTRICT] = {"in a no-interrupt section",
                                                         "holding an HSL"};
    static gasnet_hsl_t part7_hsl = GASNET_HSL_INITIALIZER;
    const int calls[2] = {C_PUT, C_G1_PUT};
    for (int r = 0; r < NRESTRICT; r++) {
        for (int k = 0; k < 2; k++) {
            const int c = calls[k];
            const char *bad = NULL, *b;
            __atomic_store_n(&flag, 0, __ATOMIC_RELAXED);
            gex_AM_RequestShort1(am_tm, am_me, set_idx, 0, 300 + c);
            if (r == R_NIS)
                gasnet_hold_interrupts();
            else
                gasnet_hsl_lock(&part7_hsl);
            for (uint64_t i = 0; i < 100; i++)
                if ((b = one_call(c, i)) && !bad)
                    bad = b;
            int ran = __atomic_load_n(&flag, __ATOMIC_ACQUIRE);
            if (r == R_NIS)
                gasnet_resume_interrupts();
            else
                gasnet_hsl_unlock(&part7_hsl);
            if ((b = one_call(c, 100)) && !bad)
                bad = b;
            int after = __atomic_load_n(&flag, __ATOMIC_ACQUIRE);
            if (!ok(ran == 0 && after == 300 + c && !bad,
                    "100 calls of %s %s leave the loopback handler alone (flag %d), the "
                    "next one outside runs it (flag %d)",
                    call_name[c], restrict_name[r], ran, after))
                diag("rank %u: %s", (unsigned)am_me, bad ? bad : "wrong flag");
        }
    }
#endif
}

static void *thread_main(void *arg)
{
    *(unsigned *)arg = part_calls(0, "");
    return NULL;
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED + 64 * 8;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_RMA_PROGRESS", segsize);
    gex_AM_Entry_t h[3] = {
        {0, (gex_AM_Fn_t)set_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, NULL, "set"},
        {0, (gex_AM_Fn_t)ping_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 0, NULL, "ping"},
        {0, (gex_AM_Fn_t)pong_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 0, NULL, "pong"},
    };
    int rc = gex_EP_RegisterHandlers(am_ep, h, 3);
    set_idx = h[0].gex_index;
    ping_idx = h[1].gex_index;
    pong_idx = h[2].gex_index;
    ok(rc == GASNET_OK, "three AM handlers registered");
    gex_AD_Create(&ad, am_tm, GEX_DT_U64, GEX_OP_FADD | GEX_OP_SET, 0);
    tap_barrier();

    /* 1 */
    part_calls(1, "");
    tap_barrier();

    /* 1b */
    __atomic_store_n(&flag, 0, __ATOMIC_RELAXED);
    tap_barrier();
    gex_AM_RequestShort1(am_tm, (am_me + 1) % am_n, set_idx, 0, 99);
    double end = am_now() + LIMIT_S;
    unsigned long calls = 0;
    const char *bad = NULL;
    while (__atomic_load_n(&flag, __ATOMIC_ACQUIRE) != 99) {
        const char *b = one_call(C_PUT, calls++);
        if (b && !bad)
            bad = b;
        if ((calls & 4095) == 0 && am_now() > end)
            break;
    }
    if (!ok(__atomic_load_n(&flag, __ATOMIC_ACQUIRE) == 99 && !bad,
            "a gex_RMA_PutBlocking loop runs the Request the previous rank sent (%lu calls)",
            calls))
        diag("rank %u: %s", (unsigned)am_me, bad ? bad : "the loop did not end in 2 s");
    tap_barrier();

    /* 2 */
    __atomic_store_n(&flag, 0, __ATOMIC_RELAXED);
    gex_AM_RequestShort1(am_tm, am_me, set_idx, 0, 77);
    GASNET_BLOCKUNTIL(__atomic_load_n(&flag, __ATOMIC_ACQUIRE) == 77);
    ok(1, "GASNET_BLOCKUNTIL(flag) ends once the loopback handler set it");
    tap_barrier();

    /* 3 */
    if (am_me == 0) {
        for (gex_Rank_t r = 1; r < am_n; r++)
            gex_AM_RequestShort0(am_tm, r, ping_idx, 0);
        GASNET_BLOCKUNTIL(__atomic_load_n(&pongs, __ATOMIC_ACQUIRE) == am_n - 1);
    }
    gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
    ok(1, "gex_Event_Wait(barrier) ran the Request handler rank 0 waited for before joining");
    tap_barrier();

    /* 4 */
    unsigned failed = 1;
    pthread_t th;
    if (pthread_create(&th, NULL, thread_main, &failed) == 0)
        pthread_join(th, NULL);
    ok(failed == 0, "every call's loop ends by itself on a second thread too (%u failed)", failed);

    tap_barrier();

    /* 5 */
    __atomic_store_n(&flag, 0, __ATOMIC_RELAXED);
    gex_AM_RequestShort1(am_tm, am_me, set_idx, 0, 55);
    int tests_ok = 1;
    for (int k = 0; k < 1000; k++) {
        gex_Event_t none[2] = {GEX_EVENT_INVALID, GEX_EVENT_INVALID};
        tests_ok &= gex_NBI_Test(GEX_EC_ALL, 0) == GASNET_OK;
        tests_ok &= gex_Event_Test(GEX_EVENT_INVALID) == GASNET_OK;
        tests_ok &= gex_Event_TestAll(none, 2, 0) == GASNET_OK;
        tests_ok &= gex_Event_TestSome(none, 2, 0) == GASNET_OK;
    }
    ok(tests_ok && __atomic_load_n(&flag, __ATOMIC_ACQUIRE) == 0,
       "1000 rounds of gex_NBI_Test, gex_Event_Test, gex_Event_TestAll and gex_Event_TestSome: "
       "all GASNET_OK, and none polled (the loopback handler did not run: flag %d)",
       __atomic_load_n(&flag, __ATOMIC_ACQUIRE));
    gasnet_AMPoll();
    ok(__atomic_load_n(&flag, __ATOMIC_ACQUIRE) == 55, "then gasnet_AMPoll ran it");
    tap_barrier();

    /* 6 */
    part_collectives();
    tap_barrier();

    /* 7 */
    part_restricted();

    gex_AD_Destroy(ad);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
