/* t_coll_teams: team construction (gex_TM_Split, gex_TM_Create,
 * gex_TM_Dup), destruction (gex_TM_Destroy), and collectives and RMA over
 * the new teams.
 *
 *   pshmrun -n N t_coll_teams [SEED]      (also runs without pshmrun: 1 rank)
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
 *  Team slots over time, threads and too many teams: t_coll_slots.
 */
#include "coll_teams_common.h"

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

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_TEAMS", segsize);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    size_t q = teams_setup();
    ok(q > 0 && q <= CHUNK, "recommended scratch size %zu fits a %zu-byte chunk", q, CHUNK);

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
    note("construction parts %.2f s", am_now() - t0);

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
