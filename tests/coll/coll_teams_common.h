/* coll_teams_common.h - what t_coll_teams and t_coll_slots share: the
 * segment layout, scratch chunks, and checking a new team against the
 * membership the test expects (queries, translations, and collectives
 * over it; see t_coll_teams.c for the list). One program includes it once,
 * as a GASNET_PAR client (t_coll_slots drives teams from two threads). */
#ifndef COLL_TEAMS_COMMON_H
#define COLL_TEAMS_COMMON_H

#define GASNET_PAR 1
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>

#define KIB        ((size_t)1024)
#define MAXN       1024
#define NCHUNK     40
#define CHUNK      (64 * KIB)
#define BC_BIG     (20 * KIB)
#define TIME_LIMIT 20.0

static uint32_t seed0 = 0x7EA35EEDu;

/* Segment layout (every rank): */
#define OFF_SHARED  TAP_RESERVED            /* rank 0: struct shared */
#define OFF_RMA     (OFF_SHARED + 2 * 4096) /* uint64_t [MAXN] */
#define OFF_ID      (OFF_RMA + MAXN * 8)    /* uint64_t: my jobrank stamp */
#define OFF_SCRATCH (OFF_ID + 4096)         /* NCHUNK chunks of CHUNK */
#define SEG_SIZE    (OFF_SCRATCH + NCHUNK * CHUNK)

struct shared {
    uint32_t epoch[MAXN];
};
static struct shared *sh;
static size_t scratch_sz; /* what the queries recommend (<= CHUNK) */

static uint64_t id_stamp(gex_Rank_t jr)
{
    return 0x1D00000000ull | jr;
}

/* ---------------------------------------------------------------- */
/* Scratch chunks: never two live teams on one chunk                  */
/* ---------------------------------------------------------------- */

static int chunk_used[NCHUNK];

/* A free chunk index; the same on every rank as long as every rank takes
 * and gives back chunks in the same order. */
static AM_UNUSED int chunk_take(void)
{
    for (int i = 0; i < NCHUNK; i++)
        if (!chunk_used[i]) {
            chunk_used[i] = 1;
            return i;
        }
    printf("not ok - t_coll_teams: out of scratch chunks\n");
    gasnet_exit(99);
    return -1;
}
static AM_UNUSED void chunk_give(int i)
{
    if (i >= 0)
        chunk_used[i] = 0;
}
static AM_UNUSED void *chunk_addr(gex_Rank_t jr, int i)
{
    return am_owner[jr] + OFF_SCRATCH + (size_t)i * CHUNK;
}

/* ---------------------------------------------------------------- */
/* Checking a team                                                    */
/* ---------------------------------------------------------------- */

static char why[400];
#define WHY(...) (snprintf(why, sizeof why, __VA_ARGS__), why)

static gex_Rank_t index_of(const gex_Rank_t *exp, size_t n, gex_Rank_t jr)
{
    for (size_t i = 0; i < n; i++)
        if (exp[i] == jr)
            return (gex_Rank_t)i;
    return GEX_RANK_INVALID;
}

/* Queries and translations; NULL if right. */
static AM_UNUSED const char *check_queries(gex_TM_t tm, const gex_Rank_t *exp, size_t n)
{
    gex_Rank_t me = index_of(exp, n, am_me);
    if (gex_TM_QuerySize(tm) != n)
        return WHY("gex_TM_QuerySize %u, want %zu", (unsigned)gex_TM_QuerySize(tm), n);
    if (gex_TM_QueryRank(tm) != me)
        return WHY("gex_TM_QueryRank %u, want %u", (unsigned)gex_TM_QueryRank(tm), (unsigned)me);
    for (size_t i = 0; i < n; i++) {
        gex_Rank_t jr = gex_TM_TranslateRankToJobrank(tm, (gex_Rank_t)i);
        if (jr != exp[i])
            return WHY("gex_TM_TranslateRankToJobrank(tm, %zu) = %u, want %u", i, (unsigned)jr,
                       (unsigned)exp[i]);
        gex_EP_Location_t loc = gex_TM_TranslateRankToEP(tm, (gex_Rank_t)i, 0);
        if (loc.gex_rank != exp[i] || loc.gex_ep_index != 0)
            return WHY("gex_TM_TranslateRankToEP(tm, %zu) = {%u, %u}, want {%u, 0}", i,
                       (unsigned)loc.gex_rank, (unsigned)loc.gex_ep_index, (unsigned)exp[i]);
    }
    for (gex_Rank_t jr = 0; jr < am_n; jr++) {
        gex_Rank_t r = gex_TM_TranslateJobrankToRank(tm, jr), want = index_of(exp, n, jr);
        if (r != want)
            return WHY("gex_TM_TranslateJobrankToRank(tm, %u) = %u, want %u", (unsigned)jr,
                       (unsigned)r, (unsigned)want);
    }
    if (gex_TM_QueryEP(tm) != am_ep)
        return WHY("gex_TM_QueryEP is not the primordial EP");
    if (gex_TM_QueryClient(tm) != am_client)
        return WHY("gex_TM_QueryClient is not the client");
    return NULL;
}

/* The "digits" op: (h, p) pairs, p = B^len; x (+) y = (x.h * y.p + y.h, x.p * y.p). */
struct dig {
    uint64_t h, p;
};
#define DIG_BASE 1031u
static AM_UNUSED void op_dig(const void *arg1, void *arg2_and_out, size_t count, const void *cdata)
{
    (void)cdata;
    const struct dig *x = arg1;
    struct dig *y = arg2_and_out;
    for (size_t i = 0; i < count; i++) {
        y[i].h = x[i].h * y[i].p + y[i].h;
        y[i].p = x[i].p * y[i].p;
    }
}
static AM_UNUSED struct dig dig_of(gex_Rank_t jr, unsigned salt)
{
    struct dig d = {(uint64_t)jr + 1 + salt, DIG_BASE};
    return d;
}
static AM_UNUSED struct dig dig_expect(const gex_Rank_t *exp, size_t n, unsigned salt)
{
    struct dig acc = dig_of(exp[0], salt);
    for (size_t i = 1; i < n; i++) {
        struct dig e = dig_of(exp[i], salt);
        acc.h = acc.h * e.p + e.h;
        acc.p *= e.p;
    }
    return acc;
}

static AM_UNUSED void wait_ev(gex_Event_t ev)
{
    gex_Event_Wait(ev);
}

/* Collectives over tm (every member calls it); NULL if right. */
static AM_UNUSED const char *check_colls(gex_TM_t tm, const gex_Rank_t *exp, size_t n,
                                         unsigned salt)
{
    gex_Rank_t me = index_of(exp, n, am_me);
    const char *bad = NULL;
    /* ADD */
    uint64_t v = ((uint64_t)am_me + 1) * 0x10001ull + salt, sum = 0, want = 0;
    for (size_t i = 0; i < n; i++)
        want += ((uint64_t)exp[i] + 1) * 0x10001ull + salt;
    wait_ev(gex_Coll_ReduceToAllNB(tm, &sum, &v, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0));
    if (sum != want && !bad)
        bad = WHY("ReduceToAll U64 ADD gave %llu, want %llu", (unsigned long long)sum,
                  (unsigned long long)want);
    /* order */
    struct dig d = dig_of(am_me, salt), got = {0, 0}, dw = dig_expect(exp, n, salt);
    wait_ev(gex_Coll_ReduceToAllNB(tm, &got, &d, GEX_DT_USER, sizeof d, 1, GEX_OP_USER_NC, op_dig,
                                   NULL, 0));
    if ((got.h != dw.h || got.p != dw.p) && !bad)
        bad = WHY("ReduceToAll USER_NC digits gave %llx, want %llx: members or their order wrong",
                  (unsigned long long)got.h, (unsigned long long)dw.h);
    /* a Broadcast from every rank */
    for (size_t r = 0; r < n; r++) {
        uint64_t src = id_stamp(am_me) + salt, dst = 0;
        wait_ev(gex_Coll_BroadcastNB(tm, (gex_Rank_t)r, &dst, &src, 8, 0));
        if (dst != id_stamp(exp[r]) + salt && !bad)
            bad = WHY("Broadcast from team rank %zu gave %llx, want %llx (jobrank %u)", r,
                      (unsigned long long)dst, (unsigned long long)(id_stamp(exp[r]) + salt),
                      (unsigned)exp[r]);
    }
    /* a 20 KiB Broadcast from the last rank */
    static uint8_t big[BC_BIG], bigsrc[BC_BIG];
    uint32_t bs = am_seed(seed0, salt, (uint32_t)exp[n - 1], 0xB1);
    memset(big, 0, sizeof big);
    if (me == n - 1)
        am_fill(bigsrc, sizeof bigsrc, bs);
    wait_ev(gex_Coll_BroadcastNB(tm, (gex_Rank_t)(n - 1), big, bigsrc, sizeof big, 0));
    if (am_check(big, sizeof big, bs) >= 0 && !bad)
        bad = WHY("20 KiB Broadcast from the last team rank: wrong data");
    /* ReduceToOne MIN to the last rank */
    int64_t mv = -(int64_t)am_me - (int64_t)salt, mr = 1, mw = 0;
    for (size_t i = 0; i < n; i++)
        if (-(int64_t)exp[i] - (int64_t)salt < mw)
            mw = -(int64_t)exp[i] - (int64_t)salt;
    wait_ev(gex_Coll_ReduceToOneNB(tm, (gex_Rank_t)(n - 1), me == n - 1 ? &mr : NULL, &mv,
                                   GEX_DT_I64, 8, 1, GEX_OP_MIN, NULL, NULL, 0));
    if (me == n - 1 && mr != mw && !bad)
        bad = WHY("ReduceToOne I64 MIN gave %lld, want %lld", (long long)mr, (long long)mw);
    wait_ev(gex_Coll_BarrierNB(tm, 0));
    return bad;
}

/* A lighter check_colls for the many teams of part 7: ADD, the USER_NC
 * digits and an 8-byte Broadcast from a rank chosen by salt, issued back
 * to back and synced together. */
static AM_UNUSED const char *check_colls_light(gex_TM_t tm, const gex_Rank_t *exp, size_t n,
                                               unsigned salt)
{
    uint64_t v = ((uint64_t)am_me + 1) * 0x10001ull + salt, sum = 0, want = 0;
    for (size_t i = 0; i < n; i++)
        want += ((uint64_t)exp[i] + 1) * 0x10001ull + salt;
    struct dig d = dig_of(am_me, salt), got = {0, 0}, dw = dig_expect(exp, n, salt);
    gex_Rank_t root = (gex_Rank_t)(salt % n);
    uint64_t src = id_stamp(am_me) + salt, dst = 0;
    gex_Event_t ev[3];
    ev[0] = gex_Coll_ReduceToAllNB(tm, &sum, &v, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
    ev[1] = gex_Coll_ReduceToAllNB(tm, &got, &d, GEX_DT_USER, sizeof d, 1, GEX_OP_USER_NC, op_dig,
                                   NULL, 0);
    ev[2] = gex_Coll_BroadcastNB(tm, root, &dst, &src, 8, 0);
    gex_Event_WaitAll(ev, 3, 0);
    if (sum != want)
        return WHY("ReduceToAll U64 ADD gave %llu, want %llu", (unsigned long long)sum,
                   (unsigned long long)want);
    if (got.h != dw.h || got.p != dw.p)
        return WHY("ReduceToAll USER_NC digits gave %llx, want %llx: members or their order "
                   "wrong",
                   (unsigned long long)got.h, (unsigned long long)dw.h);
    if (dst != id_stamp(exp[root]) + salt)
        return WHY("Broadcast from team rank %u gave %llx, want %llx", (unsigned)root,
                   (unsigned long long)dst, (unsigned long long)(id_stamp(exp[root]) + salt));
    return NULL;
}

/* One TAP check for "tm has membership exp (and collectives work)" on
 * every rank: members check, non-members (tm == NULL expected) pass. */
static AM_UNUSED int team_ok(gex_TM_t tm, const gex_Rank_t *exp, size_t n, int colls, unsigned salt,
                             const char *what)
{
    const char *bad = NULL;
    int member = index_of(exp, n, am_me) != GEX_RANK_INVALID;
    if (member && !tm)
        bad = "no team handle for a member";
    else if (!member && tm)
        bad = "a team handle for a non-member";
    else if (member) {
        bad = check_queries(tm, exp, n);
        if (!bad && colls)
            bad = check_colls(tm, exp, n, salt);
    }
    int r = ok(!bad, "%s: %s", what,
               colls ? "queries, translations and collectives right"
                     : "queries and translations right");
    if (bad)
        diag("%s", bad);
    return r;
}

/* Destroy and check the scratch report. give: the scratch the team was
 * given (NULL: none). */
static AM_UNUSED void destroy_ok(gex_TM_t tm, void *give, size_t len, gex_Flags_t flags,
                                 const char *what)
{
    if (!tm) {
        ok(1, "%s: not a member", what);
        return;
    }
    gex_Memvec_t mv = {(void *)(uintptr_t)0xDEADBEEF, 12345};
    int rc = gex_TM_Destroy(tm, &mv, flags);
    if (give)
        ok(rc != 0 && mv.gex_addr == give && mv.gex_len == len,
           "%s: gex_TM_Destroy returns non-zero and the scratch {%p, %zu} (got %d, {%p, %zu})",
           what, give, len, rc, mv.gex_addr, mv.gex_len);
    else
        ok(rc == 0 && mv.gex_addr == (void *)(uintptr_t)0xDEADBEEF && mv.gex_len == 12345,
           "%s: gex_TM_Destroy returns 0, *scratch_p not written (got %d, {%p, %zu})", what, rc,
           mv.gex_addr, mv.gex_len);
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return SEG_SIZE;
}

/* Every rank, after am_start (and the seed from argv): the note naming the
 * seed, the rank limit, the shared words, my jobrank stamp, and the
 * recommended scratch size (0 if the query returned none that fits). */
static AM_UNUSED size_t teams_setup(void)
{
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat); host: %s", (unsigned)am_n, seed0,
         pshmex_QueryHostTopology());
    if (am_n > MAXN) {
        ok(0, "at most %d ranks supported by this test (got %u)", MAXN, (unsigned)am_n);
        gasnet_exit(tap_finish());
    }
    sh = (struct shared *)(am_local[0] + OFF_SHARED);
    *(uint64_t *)(am_local[am_me] + OFF_ID) = id_stamp(am_me);
    tap_barrier();
    size_t q =
        gex_TM_Split(&(gex_TM_t){NULL}, am_tm, 0, 0, NULL, 0, GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED);
    scratch_sz = q > 0 && q <= CHUNK ? q : CHUNK;
    return q;
}

#endif
