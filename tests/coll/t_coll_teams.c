/* t_coll_teams: team construction (gex_TM_Split, gex_TM_Create,
 * gex_TM_Dup), destruction (gex_TM_Destroy), and collectives and RMA over
 * the new teams.
 *
 *   pshmrun -n N t_coll_teams [SEED]      (also runs without pshmrun: 1 rank)
 *   pshmrun -n N t_coll_teams too-many    (expected to die: 32 Dups alive)
 *
 * Every new team is checked against the membership the test expects
 * (a list of jobranks in team-rank order):
 *   - gex_TM_QuerySize / gex_TM_QueryRank;
 *   - gex_TM_TranslateRankToJobrank for every team rank,
 *     gex_TM_TranslateRankToEP (jobrank, EP index 0), and
 *     gex_TM_TranslateJobrankToRank for every jobrank (GEX_RANK_INVALID for
 *     non-members);
 * and, unless collectives over it are prohibited, by collectives over it:
 *   - ReduceToAll U64 ADD of a function of the members' jobranks;
 *   - ReduceToAll GEX_OP_USER_NC "digits" (x, y) -> x * B^len(y) + y, which
 *     gives the members' jobranks in team-rank order as the digits of one
 *     number: wrong membership or order shows;
 *   - a Broadcast from every team rank (8 bytes: the root's jobrank) and a
 *     20 KiB Broadcast (two data steps) from the last team rank;
 *   - ReduceToOne I64 MIN to the last team rank; a Barrier.
 * Covered:
 *  1. Split by parity with keys reversing the order; with equal keys
 *     (parent order kept); a split of a split (translations through two
 *     levels); singletons (color = rank); a rank passing new_tm_p == NULL;
 *     GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED (> 0 for a joining rank, 0 for
 *     new_tm_p == NULL, *new_tm_p not written); Split with
 *     GEX_FLAG_TM_NO_SCRATCH still runs collectives (only Create/Dup forbid
 *     them).
 *     Also: Split while collectives on the parent and on a subteam are in
 *     flight; extreme colors (0, INT_MAX) and keys (near INT_MIN/INT_MAX).
 *  2. Collectives on a subteam and on its parent in flight together, issued
 *     in opposite orders by different ranks (teams are independent), synced
 *     in either order; collectives over a Dup inside a GASNet-1 barrier
 *     phase and across a blocking gasnet_barrier (only collectives over the
 *     primordial team may not overlap the GASNet-1 barrier).
 *  3. Create: jobranks in reverse order (GEX_FLAG_RANK_IS_JOBRANK,
 *     SYMMETRIC scratch at the same segment offset everywhere); two teams in
 *     one call from parent-relative ranks of the reversed team (first half
 *     with GEX_FLAG_TM_LOCAL_SCRATCH in the segment, which promises a
 *     barrier over the new team; second half with NO_SCRATCH); a team of the
 *     even jobranks with GLOBAL scratch while the odd ranks pass numargs 0;
 *     the scratch size query.
 *  4. Dup of the primordial team (SYMMETRIC) and of a subteam (LOCAL):
 *     same membership, collectives, and independence from the original
 *     (ranks issue on the original and the dup in opposite orders);
 *     Dup with NO_SCRATCH; the scratch size query.
 *  5. Destroy: non-zero and the scratch memvec when the client gave scratch
 *     (Split, Create LOCAL/SYMMETRIC/GLOBAL, Dup), 0 and *scratch_p not
 *     written with NO_SCRATCH; 0 with scratch_p == NULL (nothing written);
 *     GEX_FLAG_GLOBALLY_QUIESCED after a barrier on the parent.
 *  6. RMA through a subteam: gex_RMA_PutBlocking / GetBlocking(subtm, r,
 *     ...) reach jobrank TranslateRankToJobrank(subtm, r) (reversed team,
 *     parity team), checked through the target's segment.
 *  7. More teams over time than the 32 team slots: 40 rounds create a team
 *     (Split / Create / Dup in turn) while the previous round's team is
 *     still alive, run collectives on both (ADD, USER_NC digits, a
 *     Broadcast), destroy the older; then 31 Dups alive at once (every
 *     slot), a collective on each in flight together, all destroyed; then
 *     12 more rounds.
 *  8. Threads (a GASNET_PAR client): on every rank two threads each drive
 *     collectives over their own Dup of the primordial team at the same
 *     time (60 rounds; 30 above 4 ranks) (reductions and broadcasts of two data steps, rank-ordered
 *     reductions), one syncing with gex_Event_Wait, the other with Test
 *     loops: every result right.
 *  "too-many": 32 Dups alive with the primordial team need 33 slots; the
 *     job must stop with a message naming gex_TM_Dup (coll.sh checks).
 */
#define GASNET_PAR 1
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>

#define KIB ((size_t)1024)
#define MAXN 1024
#define NCHUNK 40
#define CHUNK (64 * KIB)
#define BC_BIG (20 * KIB)
#define TIME_LIMIT 20.0

static uint32_t seed0 = 0x7EA35EEDu;

/* Segment layout (every rank): */
#define OFF_SHARED TAP_RESERVED         /* rank 0: struct shared */
#define OFF_RMA (OFF_SHARED + 2 * 4096) /* uint64_t [MAXN] */
#define OFF_ID (OFF_RMA + MAXN * 8)     /* uint64_t: my jobrank stamp */
#define OFF_SCRATCH (OFF_ID + 4096)     /* NCHUNK chunks of CHUNK */
#define SEG_SIZE (OFF_SCRATCH + NCHUNK * CHUNK)

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
static int chunk_take(void)
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
static void chunk_give(int i)
{
    if (i >= 0)
        chunk_used[i] = 0;
}
static void *chunk_addr(gex_Rank_t jr, int i)
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
static const char *check_queries(gex_TM_t tm, const gex_Rank_t *exp, size_t n)
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
static void op_dig(const void *arg1, void *arg2_and_out, size_t count, const void *cdata)
{
    (void)cdata;
    const struct dig *x = arg1;
    struct dig *y = arg2_and_out;
    for (size_t i = 0; i < count; i++) {
        y[i].h = x[i].h * y[i].p + y[i].h;
        y[i].p = x[i].p * y[i].p;
    }
}
static struct dig dig_of(gex_Rank_t jr, unsigned salt)
{
    struct dig d = {(uint64_t)jr + 1 + salt, DIG_BASE};
    return d;
}
static struct dig dig_expect(const gex_Rank_t *exp, size_t n, unsigned salt)
{
    struct dig acc = dig_of(exp[0], salt);
    for (size_t i = 1; i < n; i++) {
        struct dig e = dig_of(exp[i], salt);
        acc.h = acc.h * e.p + e.h;
        acc.p *= e.p;
    }
    return acc;
}

static void wait_ev(gex_Event_t ev)
{
    gex_Event_Wait(ev);
}

/* Collectives over tm (every member calls it); NULL if right. */
static const char *check_colls(gex_TM_t tm, const gex_Rank_t *exp, size_t n, unsigned salt)
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
static const char *check_colls_light(gex_TM_t tm, const gex_Rank_t *exp, size_t n, unsigned salt)
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
static int team_ok(gex_TM_t tm, const gex_Rank_t *exp, size_t n, int colls, unsigned salt,
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
static void destroy_ok(gex_TM_t tm, void *give, size_t len, gex_Flags_t flags, const char *what)
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

/* ---------------------------------------------------------------- */
/* 1. Split                                                           */
/* ---------------------------------------------------------------- */

static gex_TM_t oe; /* parity team, reversed order (kept for later parts) */
static int oe_chunk;
static gex_Rank_t oe_exp[MAXN];
static size_t oe_n;

static void part_split(void)
{
    gex_Rank_t exp[MAXN];
    size_t n;
    /* parity, keys reversing the order, scratch given */
    oe_chunk = chunk_take();
    n = 0;
    for (gex_Rank_t j = am_n; j-- > 0;)
        if (j % 2 == am_me % 2)
            exp[n++] = j;
    gex_TM_Split(&oe, am_tm, (int)(am_me % 2), -(int)am_me, chunk_addr(am_me, oe_chunk), scratch_sz,
                 0);
    memcpy(oe_exp, exp, n * sizeof *exp);
    oe_n = n;
    team_ok(oe, exp, n, 1, 1, "Split color = rank%2, key = -rank (reversed)");

    /* equal keys: parent order kept; NO_SCRATCH still allows collectives.
     * Issued while a ReduceToAll on the parent and a Broadcast on the
     * parity team are still in flight (the Split's own communication
     * queues behind them). */
    gex_TM_t m3 = NULL;
    n = 0;
    for (gex_Rank_t j = 0; j < am_n; j++)
        if (j % 3 == am_me % 3)
            exp[n++] = j;
    uint64_t pv = (uint64_t)am_me * 7 + 1, pr = 0, pw = 0, bv = id_stamp(am_me), br = 0;
    for (gex_Rank_t j = 0; j < am_n; j++)
        pw += (uint64_t)j * 7 + 1;
    gex_Event_t pending[2];
    pending[0] =
        gex_Coll_ReduceToAllNB(am_tm, &pr, &pv, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
    pending[1] = gex_Coll_BroadcastNB(oe, (gex_Rank_t)(oe_n - 1), &br, &bv, 8, 0);
    gex_TM_Split(&m3, am_tm, (int)(am_me % 3) + 100, 42, NULL, 0, GEX_FLAG_TM_NO_SCRATCH);
    gex_Event_WaitAll(pending, 2, 0);
    ok(pr == pw && br == id_stamp(oe_exp[oe_n - 1]),
       "a ReduceToAll on the parent and a Broadcast on a subteam, in flight across a Split, "
       "complete right (sum %llu, want %llu)",
       (unsigned long long)pr, (unsigned long long)pw);
    team_ok(m3, exp, n, 1, 2, "Split color = rank%3, equal keys, GEX_FLAG_TM_NO_SCRATCH");
    /* flags and client data of the new teams */
    gex_Flags_t f1 = gex_TM_QueryFlags(oe), f2 = gex_TM_QueryFlags(m3);
    void *cd0 = gex_TM_QueryCData(m3);
    static int tag1, tag2;
    gex_TM_SetCData(am_tm, &tag1);
    gex_TM_SetCData(m3, &tag2);
    ok(f1 == 0 && f2 == GEX_FLAG_TM_NO_SCRATCH && cd0 == NULL && gex_TM_QueryCData(m3) == &tag2 &&
           gex_TM_QueryCData(am_tm) == &tag1 && gex_TM_QueryCData(oe) == NULL,
       "gex_TM_QueryFlags gives the creation flags (0x%x, 0x%x); a new team's CData starts NULL "
       "and is its own",
       (unsigned)f1, (unsigned)f2);
    gex_TM_SetCData(am_tm, NULL);

    /* extreme colors and keys: colors 0, INT_MAX and 65536; keys near
     * INT_MIN for odd ranks, near INT_MAX for even ranks */
    gex_TM_t ext = NULL;
    int mycolor = am_me % 3 == 0 ? INT_MAX : am_me % 3 == 1 ? 0 : 65536;
    int mykey = am_me % 2 ? INT_MIN + (int)am_me : INT_MAX - (int)am_me;
    n = 0;
    /* odd ranks first (ascending rank: ascending key), then even ranks by
     * descending rank */
    for (gex_Rank_t j = 0; j < am_n; j++)
        if (j % 3 == am_me % 3 && j % 2)
            exp[n++] = j;
    for (gex_Rank_t j = am_n; j-- > 0;)
        if (j % 3 == am_me % 3 && !(j % 2))
            exp[n++] = j;
    int c3 = chunk_take();
    gex_TM_Split(&ext, am_tm, mycolor, mykey, chunk_addr(am_me, c3), scratch_sz, 0);
    team_ok(ext, exp, n, 1, 6, "Split with colors 0, INT_MAX, 65536 and keys near INT_MIN/INT_MAX");
    destroy_ok(ext, chunk_addr(am_me, c3), scratch_sz, 0, "extreme colors/keys team");
    chunk_give(c3);

    /* split of a split: the parity team by (its rank / 2), key = -its rank */
    gex_TM_t ss = NULL;
    gex_Rank_t sub = gex_TM_QueryRank(oe);
    n = 0;
    for (size_t i = oe_n; i-- > 0;)
        if (i / 2 == sub / 2)
            exp[n++] = oe_exp[i];
    int c2 = chunk_take();
    gex_TM_Split(&ss, oe, (int)(sub / 2), -(int)sub, chunk_addr(am_me, c2), scratch_sz, 0);
    team_ok(ss, exp, n, 1, 3, "Split of the parity team by (its rank / 2), reversed again");
    destroy_ok(ss, chunk_addr(am_me, c2), scratch_sz, 0, "split of a split");
    chunk_give(c2);

    /* singletons */
    gex_TM_t one = NULL;
    exp[0] = am_me;
    c2 = chunk_take();
    gex_TM_Split(&one, am_tm, (int)am_me, 0, chunk_addr(am_me, c2), scratch_sz, 0);
    team_ok(one, exp, 1, 1, 4, "Split color = rank: singletons");
    destroy_ok(one, chunk_addr(am_me, c2), scratch_sz, 0, "singleton");
    chunk_give(c2);

    /* the last rank passes new_tm_p == NULL; first the size query */
    gex_TM_t nt = (gex_TM_t)(uintptr_t)0x5E7, *ntp = am_me == am_n - 1 ? NULL : &nt;
    size_t q =
        gex_TM_Split(ntp, am_tm, 7, (int)am_me, NULL, 0, GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED);
    if (ntp)
        ok(q > 0 && nt == (gex_TM_t)(uintptr_t)0x5E7,
           "Split scratch size query (joining): %zu > 0, *new_tm_p not written", q);
    else
        ok(q == 0, "Split scratch size query with new_tm_p == NULL: 0 (got %zu)", q);
    n = 0;
    for (gex_Rank_t j = 0; j + 1 < am_n; j++)
        exp[n++] = j;
    c2 = chunk_take();
    nt = NULL;
    gex_TM_Split(ntp, am_tm, 7, (int)am_me, chunk_addr(am_me, c2), scratch_sz, 0);
    if (n)
        team_ok(ntp ? nt : NULL, exp, n, 1, 5, "Split, the last rank passing new_tm_p == NULL");
    else
        ok(1, "Split with new_tm_p == NULL on the only rank returns");
    destroy_ok(ntp ? nt : NULL, chunk_addr(am_me, c2), scratch_sz, 0, "team without the last rank");
    chunk_give(c2);

    destroy_ok(m3, NULL, 0, 0, "Split with NO_SCRATCH");
}

/* ---------------------------------------------------------------- */
/* 2. subteam and parent in flight together                          */
/* ---------------------------------------------------------------- */

static void part_concurrent(gex_TM_t sub, const gex_Rank_t *exp, size_t n, gex_TM_t par,
                            const char *what)
{
    unsigned bad = 0;
    char first[200] = "";
    for (unsigned k = 0; k < 8; k++) {
        uint64_t vs = (uint64_t)am_me * 3 + k, vp = (uint64_t)am_me * 5 + k, rs = 0, rp = 0;
        uint64_t ws = 0, wp = 0;
        for (size_t i = 0; i < n; i++)
            ws += (uint64_t)exp[i] * 3 + k;
        for (gex_Rank_t r = 0; r < gex_TM_QuerySize(par); r++)
            wp += (uint64_t)gex_TM_TranslateRankToJobrank(par, r) * 5 + k;
        struct dig d = dig_of(am_me, k), dr = {0, 0}, dw = dig_expect(exp, n, k);
        gex_Event_t ev[4];
        int sub_first = ((am_me / 2) + k) % 2 == 0; /* differs between ranks */
        if (sub_first) {
            ev[0] =
                gex_Coll_ReduceToAllNB(sub, &rs, &vs, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
            ev[1] = gex_Coll_ReduceToAllNB(sub, &dr, &d, GEX_DT_USER, sizeof d, 1, GEX_OP_USER_NC,
                                           op_dig, NULL, 0);
            ev[2] =
                gex_Coll_ReduceToAllNB(par, &rp, &vp, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
            ev[3] = gex_Coll_BarrierNB(par, 0);
        } else {
            ev[2] =
                gex_Coll_ReduceToAllNB(par, &rp, &vp, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
            ev[3] = gex_Coll_BarrierNB(par, 0);
            ev[0] =
                gex_Coll_ReduceToAllNB(sub, &rs, &vs, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
            ev[1] = gex_Coll_ReduceToAllNB(sub, &dr, &d, GEX_DT_USER, sizeof d, 1, GEX_OP_USER_NC,
                                           op_dig, NULL, 0);
        }
        if (k % 2) {
            gex_Event_WaitAll(ev, 4, 0);
        } else {
            for (int i = 3; i >= 0; i--)
                gex_Event_Wait(ev[i]);
        }
        if ((rs != ws || rp != wp || dr.h != dw.h || dr.p != dw.p) && bad++ == 0)
            snprintf(first, sizeof first,
                     "round %u: sub sum %llu (want %llu), parent sum %llu (want %llu), order %s", k,
                     (unsigned long long)rs, (unsigned long long)ws, (unsigned long long)rp,
                     (unsigned long long)wp, dr.h == dw.h ? "right" : "wrong");
    }
    if (!ok(bad == 0,
            "%s: collectives on the subteam and on its parent in flight together, "
            "issued in opposite orders by different ranks",
            what))
        diag("%u bad rounds; first: %s", bad, first);
}

/* ---------------------------------------------------------------- */
/* 3. Create, and 6. RMA through subteams                             */
/* ---------------------------------------------------------------- */

static gex_TM_t rev;
static int rev_chunk;
static gex_Rank_t rev_exp[MAXN];

/* Every rank puts to every member of its team t (membership exp) a stamp
 * at slot [my jobrank] of the target's RMA area, and gets the target's id
 * word; then everyone checks its own area. */
static void rma_through(gex_TM_t t, const gex_Rank_t *exp, size_t n, const char *what)
{
    uint64_t *area = (uint64_t *)(am_local[am_me] + OFF_RMA);
    memset(area, 0, MAXN * 8);
    tap_barrier();
    const char *bad = NULL;
    for (size_t i = 0; i < n; i++) {
        uint64_t stamp = ((uint64_t)am_me + 1) << 32 | (uint64_t)i;
        void *dest = am_owner[exp[i]] + OFF_RMA + (size_t)am_me * 8;
        gex_RMA_PutBlocking(t, (gex_Rank_t)i, dest, &stamp, 8, 0);
        uint64_t idw = 0;
        gex_RMA_GetBlocking(t, &idw, (gex_Rank_t)i, am_owner[exp[i]] + OFF_ID, 8, 0);
        if (idw != id_stamp(exp[i]) && !bad)
            bad = WHY("gex_RMA_GetBlocking(team, %zu) read %llx, want jobrank %u's id %llx", i,
                      (unsigned long long)idw, (unsigned)exp[i],
                      (unsigned long long)id_stamp(exp[i]));
    }
    tap_barrier();
    /* the writers that must have hit me: the members of my team; my team
     * rank in it is index_of(exp, am_me) */
    gex_Rank_t mine = index_of(exp, n, am_me);
    for (gex_Rank_t w = 0; w < am_n && !bad; w++) {
        uint64_t want = index_of(exp, n, w) != GEX_RANK_INVALID
                            ? (((uint64_t)w + 1) << 32 | (uint64_t)mine)
                            : 0;
        if (area[w] != want)
            bad = WHY("slot of jobrank %u in my segment holds %llx, want %llx", (unsigned)w,
                      (unsigned long long)area[w], (unsigned long long)want);
    }
    if (!ok(!bad, "%s: gex_RMA_PutBlocking/GetBlocking(subteam, r) reach the member's jobrank",
            what))
        diag("%s", bad);
    tap_barrier();
}

static void part_create(void)
{
    gex_Rank_t exp[MAXN];
    gex_EP_Location_t args[MAXN];
    size_t n;
    char what[200];

    /* reversed jobranks, SYMMETRIC scratch (same offset everywhere) */
    for (gex_Rank_t i = 0; i < am_n; i++) {
        args[i].gex_rank = am_n - 1 - i;
        args[i].gex_ep_index = 0;
        rev_exp[i] = am_n - 1 - i;
    }
    gex_TM_t qtm = (gex_TM_t)(uintptr_t)0x5E7;
    size_t q = gex_TM_Create(&qtm, 1, am_tm, args, am_n, NULL, 0,
                             GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED | GEX_FLAG_RANK_IS_JOBRANK);
    ok(q > 0 && qtm == (gex_TM_t)(uintptr_t)0x5E7,
       "Create scratch size query: %zu > 0, new_tms not written", q);
    rev_chunk = chunk_take();
    gex_Addr_t sa = chunk_addr(am_me, rev_chunk);
    rev = NULL;
    gex_TM_Create(&rev, 1, am_tm, args, am_n, &sa, scratch_sz,
                  GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_SYMMETRIC_SCRATCH);
    team_ok(rev, rev_exp, am_n, 1, 10, "Create, jobranks in reverse order (RANK_IS_JOBRANK)");
    rma_through(rev, rev_exp, am_n, "reversed team");
    rma_through(oe, oe_exp, oe_n, "parity team (reversed keys)");

    /* two teams in one call, ranks relative to the reversed team: its
     * first half with LOCAL scratch, its second half with NO_SCRATCH */
    size_t h = (am_n + 1) / 2;
    gex_Rank_t myrev = gex_TM_QueryRank(rev);
    int first = myrev < h;
    size_t lo = first ? 0 : h, hi = first ? h : am_n;
    n = 0;
    for (size_t i = lo; i < hi; i++) {
        args[n].gex_rank = (gex_Rank_t)i;
        args[n].gex_ep_index = 0;
        exp[n++] = rev_exp[i];
    }
    uint32_t epoch = 0x100 + 1;
    __atomic_store_n(&sh->epoch[am_me], epoch, __ATOMIC_RELEASE);
    int ch = first ? chunk_take() : -1; /* given back below: the chunk state stays equal */
    gex_Addr_t la = first ? chunk_addr(am_me, ch) : NULL;
    gex_TM_t half = NULL;
    gex_TM_Create(&half, 1, rev, args, n, first ? &la : NULL, first ? scratch_sz : 0,
                  first ? GEX_FLAG_TM_LOCAL_SCRATCH : GEX_FLAG_TM_NO_SCRATCH);
    /* LOCAL_SCRATCH promises a barrier over the new team: every member's
     * epoch is written */
    unsigned missing = 0;
    if (first)
        for (size_t i = 0; i < n; i++)
            missing += __atomic_load_n(&sh->epoch[exp[i]], __ATOMIC_ACQUIRE) != epoch;
    ok(missing == 0,
       "Create with LOCAL scratch synchronizes the new team (%u members not yet "
       "arrived)",
       missing);
    snprintf(what, sizeof what, "Create from parent-relative ranks of the reversed team (%s)",
             first ? "first half, LOCAL scratch" : "second half, NO_SCRATCH");
    team_ok(half, exp, n, first, 11, what);
    rma_through(half, exp, n, "the half teams");
    destroy_ok(half, first ? la : NULL, scratch_sz, 0,
               first ? "first half (LOCAL)" : "second half (NO_SCRATCH)");
    if (first)
        chunk_give(ch);

    /* the even jobranks with GLOBAL scratch; the odd ranks pass numargs 0 */
    n = 0;
    gex_Addr_t ga[MAXN];
    int gch = chunk_take(); /* every rank takes it: keeps the chunk sequence equal */
    for (gex_Rank_t j = 0; j < am_n; j += 2) {
        args[n].gex_rank = j;
        args[n].gex_ep_index = 0;
        ga[n] = chunk_addr(j, gch);
        exp[n++] = j;
    }
    int even = am_me % 2 == 0;
    gex_TM_t ev = NULL;
    gex_TM_Create(even ? &ev : NULL, even ? 1 : 0, am_tm, args, even ? n : 0, even ? ga : NULL,
                  scratch_sz, GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_GLOBAL_SCRATCH);
    team_ok(ev, exp, n, 1, 12, "Create of the even jobranks (GLOBAL scratch), odd ranks numargs 0");
    destroy_ok(ev, even ? chunk_addr(am_me, gch) : NULL, scratch_sz, 0, "even team (GLOBAL)");
    chunk_give(gch);
}

/* ---------------------------------------------------------------- */
/* 4. Dup                                                             */
/* ---------------------------------------------------------------- */

static void part_dup(void)
{
    gex_Rank_t all[MAXN];
    for (gex_Rank_t j = 0; j < am_n; j++)
        all[j] = j;
    gex_TM_t qtm = (gex_TM_t)(uintptr_t)0x5E7;
    size_t q = gex_TM_Dup(&qtm, am_tm, NULL, 0, GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED);
    ok(q > 0 && qtm == (gex_TM_t)(uintptr_t)0x5E7,
       "Dup scratch size query: %zu > 0, *new_tm_p not written", q);

    int c1 = chunk_take();
    gex_TM_t d0 = NULL;
    gex_TM_Dup(&d0, am_tm, chunk_addr(am_me, c1), scratch_sz, GEX_FLAG_TM_SYMMETRIC_SCRATCH);
    team_ok(d0, all, am_n, 1, 20, "Dup of the primordial team (SYMMETRIC scratch)");
    part_concurrent(d0, all, am_n, am_tm, "Dup and the primordial team");

    /* a GASNet-1 barrier phase (primordial team) open while collectives
     * over the Dup run; and a Dup collective in flight across a blocking
     * gasnet_barrier */
    {
        uint64_t v = (uint64_t)am_me + 11, r1 = 0, r2 = 0, w = 0;
        for (gex_Rank_t j = 0; j < am_n; j++)
            w += (uint64_t)j + 11;
        gasnet_barrier_notify(0x600D, 0);
        wait_ev(gex_Coll_ReduceToAllNB(d0, &r1, &v, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0));
        wait_ev(gex_Coll_BarrierNB(d0, 0));
        int rc1 = gasnet_barrier_wait(0x600D, 0);
        gex_Event_t e =
            gex_Coll_ReduceToAllNB(d0, &r2, &v, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
        int rc2 = gasnet_barrier(0x600E, 0);
        wait_ev(e);
        ok(r1 == w && r2 == w && rc1 == GASNET_OK && rc2 == GASNET_OK,
           "collectives over a Dup inside a GASNet-1 barrier phase and across gasnet_barrier: "
           "sums %llu %llu (want %llu), barriers %d %d",
           (unsigned long long)r1, (unsigned long long)r2, (unsigned long long)w, rc1, rc2);
    }

    int c2 = chunk_take();
    gex_TM_t d1 = NULL;
    gex_TM_Dup(&d1, oe, chunk_addr(am_me, c2), scratch_sz, GEX_FLAG_TM_LOCAL_SCRATCH);
    team_ok(d1, oe_exp, oe_n, 1, 21, "Dup of the parity team (LOCAL scratch)");
    part_concurrent(d1, oe_exp, oe_n, oe, "Dup and the parity team");

    gex_TM_t d2 = NULL;
    gex_TM_Dup(&d2, rev, NULL, 0, GEX_FLAG_TM_NO_SCRATCH);
    team_ok(d2, rev_exp, am_n, 0, 22, "Dup of the reversed team with NO_SCRATCH");
    rma_through(d2, rev_exp, am_n, "Dup of the reversed team");

    destroy_ok(d2, NULL, 0, 0, "Dup NO_SCRATCH");
    destroy_ok(d1, chunk_addr(am_me, c2), scratch_sz, 0, "Dup LOCAL");
    /* scratch_p NULL: nothing can be written, so the spec wants 0 */
    int rc = gex_TM_Destroy(d0, NULL, 0);
    ok(rc == 0,
       "gex_TM_Destroy(Dup with client scratch, scratch_p NULL) returns 0: nothing was "
       "written (got %d)",
       rc);
    chunk_give(c2);
    chunk_give(c1);
}

/* ---------------------------------------------------------------- */
/* 7. more teams than slots                                           */
/* ---------------------------------------------------------------- */

struct made {
    gex_TM_t tm;
    gex_Rank_t exp[MAXN];
    size_t n;
    int colls, chunk;
    void *scratch;
};

static void make_round(unsigned it, struct made *m)
{
    gex_EP_Location_t args[MAXN];
    m->tm = NULL;
    m->n = 0;
    m->colls = 1;
    m->chunk = chunk_take();
    m->scratch = chunk_addr(am_me, m->chunk);
    switch (it % 3) {
    case 0: { /* Split in three colors rotating with it, key = -rank */
        int color = (int)((am_me + it) % 3);
        for (gex_Rank_t j = am_n; j-- > 0;)
            if ((int)((j + it) % 3) == color)
                m->exp[m->n++] = j;
        gex_TM_Split(&m->tm, am_tm, color, -(int)am_me, m->scratch, scratch_sz, 0);
        break;
    }
    case 1: { /* Create: the ranks with (j + it) % 2 == my value, rotated by it */
        int side = (int)((am_me + it) % 2);
        gex_Rank_t mem[MAXN];
        size_t k = 0;
        for (gex_Rank_t j = 0; j < am_n; j++)
            if ((int)((j + it) % 2) == side)
                mem[k++] = j;
        for (size_t i = 0; i < k; i++) {
            m->exp[i] = mem[(i + it) % k];
            args[i].gex_rank = m->exp[i];
            args[i].gex_ep_index = 0;
        }
        m->n = k;
        gex_Addr_t a = m->scratch;
        gex_TM_Create(&m->tm, 1, am_tm, args, k, &a, scratch_sz,
                      GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_LOCAL_SCRATCH);
        break;
    }
    default: /* Dup */
        for (gex_Rank_t j = 0; j < am_n; j++)
            m->exp[m->n++] = j;
        gex_TM_Dup(&m->tm, am_tm, m->scratch, scratch_sz, GEX_FLAG_TM_LOCAL_SCRATCH);
        break;
    }
}

static void part_churn(unsigned rounds)
{
    static struct made a, b;
    struct made *prev = NULL, *cur = &a;
    unsigned bad = 0, destroy_bad = 0;
    char first[400] = "";
    for (unsigned it = 0; it < rounds; it++) {
        make_round(it, cur);
        const char *w = check_queries(cur->tm, cur->exp, cur->n);
        if (!w)
            w = check_colls_light(cur->tm, cur->exp, cur->n, 100 + it);
        if (!w && prev)
            w = check_colls_light(prev->tm, prev->exp, prev->n, 200 + it); /* the older one */
        if (w && bad++ == 0)
            snprintf(first, sizeof first, "round %u: %s", it, w);
        if (prev) {
            gex_Memvec_t mv = {NULL, 0};
            int rc = gex_TM_Destroy(prev->tm, &mv, 0);
            if ((rc == 0 || mv.gex_addr != prev->scratch || mv.gex_len != scratch_sz) &&
                destroy_bad++ == 0)
                diag("round %u: gex_TM_Destroy returned %d, {%p, %zu}", it, rc, mv.gex_addr,
                     mv.gex_len);
            chunk_give(prev->chunk);
        }
        prev = cur;
        cur = cur == &a ? &b : &a;
    }
    gex_Memvec_t mv;
    gex_TM_Destroy(prev->tm, &mv, 0);
    chunk_give(prev->chunk);
    if (!ok(bad == 0,
            "%u rounds of Split/Create/Dup with the previous team alive: every team "
            "right, collectives on both",
            rounds))
        diag("%u bad; first: %s", bad, first);
    ok(destroy_bad == 0, "every one of those teams destroyed with its scratch reported");
}

/* 31 Dups of the primordial team at once: every slot in use. */
static void part_full(unsigned count)
{
    gex_TM_t *t = calloc(count, sizeof *t);
    int *ch = calloc(count, sizeof *ch);
    uint64_t *res = calloc(count, sizeof *res), v = (uint64_t)am_me + 1, want = 0;
    gex_Event_t *ev = calloc(2 * (size_t)count, sizeof *ev);
    if (!t || !ch || !res || !ev) {
        printf("not ok - out of memory\n");
        gasnet_exit(99);
    }
    for (gex_Rank_t j = 0; j < am_n; j++)
        want += (uint64_t)j + 1;
    for (unsigned i = 0; i < count; i++) {
        ch[i] = i < NCHUNK ? chunk_take() : -1;
        gex_TM_Dup(&t[i], am_tm, ch[i] >= 0 ? chunk_addr(am_me, ch[i]) : NULL,
                   ch[i] >= 0 ? scratch_sz : 0,
                   ch[i] >= 0 ? GEX_FLAG_TM_SYMMETRIC_SCRATCH : GEX_FLAG_TM_NO_SCRATCH);
    }
    for (unsigned i = 0; i < count; i++) {
        ev[2 * i] =
            gex_Coll_ReduceToAllNB(t[i], &res[i], &v, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
        ev[2 * i + 1] = gex_Coll_BarrierNB(t[i], 0);
    }
    gex_Event_WaitAll(ev, 2 * (size_t)count, 0);
    unsigned bad = 0;
    for (unsigned i = 0; i < count; i++)
        bad += res[i] != want;
    ok(bad == 0,
       "%u Dups alive at once (with the primordial team: every one of the 32 slots), "
       "a reduction and a barrier in flight on each: right (%u wrong)",
       count, bad);
    for (unsigned i = count; i-- > 0;) {
        gex_TM_Destroy(t[i], NULL, 0);
        chunk_give(ch[i]);
    }
    free(t), free(ch), free(res), free(ev);
}

/* ---------------------------------------------------------------- */
/* 8. two threads, two teams                                          */
/* ---------------------------------------------------------------- */

#define TH_ROUNDS 60
#define TH_CNT 3000 /* 24000 bytes of U64: two data steps */

struct thr {
    gex_TM_t tm;
    int id;
    unsigned bad;
    char first[200];
};

static void th_sync(gex_Event_t ev, int test)
{
    if (!test) {
        gex_Event_Wait(ev);
        return;
    }
    while (gex_Event_Test(ev) != GASNET_OK)
        sched_yield();
}

static void *th_main(void *arg)
{
    struct thr *t = arg;
    uint64_t *src = malloc(TH_CNT * 8), *dst = malloc(TH_CNT * 8);
    uint8_t *b = malloc(BC_BIG), *bs = malloc(BC_BIG);
    if (!src || !dst || !b || !bs) {
        t->bad = 1;
        snprintf(t->first, sizeof t->first, "out of memory");
        return NULL;
    }
    unsigned rounds = am_n > 4 ? TH_ROUNDS / 2 : TH_ROUNDS;
    for (unsigned k = 0; k < rounds; k++) {
        unsigned salt = (unsigned)t->id * 1000 + k;
        for (size_t i = 0; i < TH_CNT; i++)
            src[i] = am_seed(salt, am_me, (uint32_t)i, 5);
        memset(dst, 0, TH_CNT * 8);
        th_sync(gex_Coll_ReduceToAllNB(t->tm, dst, src, GEX_DT_U64, 8, TH_CNT, GEX_OP_ADD, NULL,
                                       NULL, 0),
                t->id);
        for (size_t i = 0; i < TH_CNT && !(t->bad && t->first[0]); i++) {
            uint64_t w = 0;
            for (gex_Rank_t r = 0; r < am_n; r++)
                w += am_seed(salt, r, (uint32_t)i, 5);
            if (dst[i] != w && t->bad++ == 0)
                snprintf(t->first, sizeof t->first, "thread %d round %u: ADD element %zu wrong",
                         t->id, k, i);
        }
        gex_Rank_t root = (gex_Rank_t)((k + (unsigned)t->id) % am_n);
        uint32_t seed = am_seed(seed0, salt, root, 6);
        if (am_me == root)
            am_fill(bs, BC_BIG, seed);
        memset(b, 0, BC_BIG);
        th_sync(gex_Coll_BroadcastNB(t->tm, root, b, bs, BC_BIG, 0), t->id);
        if (am_check(b, BC_BIG, seed) >= 0 && t->bad++ == 0)
            snprintf(t->first, sizeof t->first, "thread %d round %u: broadcast from %u wrong",
                     t->id, k, (unsigned)root);
        gex_Rank_t all[MAXN] = {0};
        for (gex_Rank_t j = 0; j < am_n; j++)
            all[j] = j;
        struct dig d = dig_of(am_me, salt), g = {0, 0}, w = dig_expect(all, am_n, salt);
        th_sync(gex_Coll_ReduceToAllNB(t->tm, &g, &d, GEX_DT_USER, sizeof d, 1, GEX_OP_USER_NC,
                                       op_dig, NULL, 0),
                t->id);
        if ((g.h != w.h || g.p != w.p) && t->bad++ == 0)
            snprintf(t->first, sizeof t->first, "thread %d round %u: USER_NC order wrong", t->id,
                     k);
    }
    free(src), free(dst), free(b), free(bs);
    return NULL;
}

static void part_threads(void)
{
    struct thr t[2];
    int c[2];
    for (int i = 0; i < 2; i++) {
        c[i] = chunk_take();
        t[i].id = i;
        t[i].bad = 0;
        t[i].first[0] = '\0';
        gex_TM_Dup(&t[i].tm, am_tm, chunk_addr(am_me, c[i]), scratch_sz,
                   GEX_FLAG_TM_SYMMETRIC_SCRATCH);
    }
    pthread_t th;
    int started = pthread_create(&th, NULL, th_main, &t[1]) == 0;
    th_main(&t[0]);
    if (started)
        pthread_join(th, NULL);
    else
        th_main(&t[1]); /* no second thread: still do its work */
    ok(started, "a second thread started");
    if (!ok(t[0].bad == 0 && t[1].bad == 0,
            "two threads, each driving collectives over its own Dup at the same time (%u rounds "
            "of a 2-step ADD, a 2-step broadcast, a USER_NC): all right",
            am_n > 4 ? TH_ROUNDS / 2 : TH_ROUNDS))
        diag("%s %s", t[0].first, t[1].first);
    for (int i = 0; i < 2; i++) {
        gex_TM_Destroy(t[i].tm, NULL, 0);
        chunk_give(c[i]);
    }
}

/* ---------------------------------------------------------------- */

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return SEG_SIZE;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_TEAMS", segsize);
    int too_many = argc > 1 && strcmp(argv[1], "too-many") == 0;
    if (argc > 1 && !too_many)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat); host: %s", (unsigned)am_n, seed0,
         pshmex_QueryHostTopology());
    if (am_n > MAXN) {
        ok(0, "at most %d ranks supported by this test (got %u)", MAXN, (unsigned)am_n);
        gasnet_exit(tap_finish());
    }
    sh = (struct shared *)(am_local[0] + OFF_SHARED);
    *(uint64_t *)(am_local[am_me] + OFF_ID) = id_stamp(am_me);
    tap_barrier();

    if (too_many) {
        /* 32 Dups + the primordial team: one more than the slots. The
         * library must stop the job with a message naming the call. */
        gex_TM_t t[32];
        for (int i = 0; i < 32; i++)
            gex_TM_Dup(&t[i], am_tm, NULL, 0, GEX_FLAG_TM_NO_SCRATCH);
        printf("t_coll_teams: 32 Dups were created\n");
        fflush(stdout);
        gasnet_exit(4);
    }

    size_t q =
        gex_TM_Split(&(gex_TM_t){NULL}, am_tm, 0, 0, NULL, 0, GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED);
    ok(q > 0 && q <= CHUNK, "recommended scratch size %zu fits a %zu-byte chunk", q, CHUNK);
    scratch_sz = q > 0 && q <= CHUNK ? q : CHUNK;

    double t0 = am_now();
    part_split();
    part_concurrent(oe, oe_exp, oe_n, am_tm, "parity team and the primordial team");
    part_create();
    part_dup();
    /* 5. GLOBALLY_QUIESCED: both teams quiesced here, a barrier over the
     * parent, then destroy both without further synchronization */
    gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
    destroy_ok(oe, chunk_addr(am_me, oe_chunk), scratch_sz, GEX_FLAG_GLOBALLY_QUIESCED,
               "parity team, GEX_FLAG_GLOBALLY_QUIESCED");
    destroy_ok(rev, chunk_addr(am_me, rev_chunk), scratch_sz, GEX_FLAG_GLOBALLY_QUIESCED,
               "reversed team, GEX_FLAG_GLOBALLY_QUIESCED");
    chunk_give(oe_chunk);
    chunk_give(rev_chunk);
    double t1 = am_now();
    part_churn(40);
    part_full(31);
    part_churn(12);
    double t2 = am_now();
    part_threads();
    note("threads %.2f s", am_now() - t2);
    note("construction parts %.2f s, churn and full %.2f s", t1 - t0, am_now() - t1);

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
