/* t_coll_legacy: the legacy GASNet collectives of gasnet_coll.h.
 *
 *   pshmrun -n N t_coll_legacy
 *
 * On GASNET_TEAM_ALL and on a split team (odd/even ranks), for three flag
 * sets (NOSYNC/LOCAL, MYSYNC/SINGLE, ALLSYNC/LOCAL with segment hints) and
 * sizes 1, 100 and 20000 bytes (several engine steps):
 *  - gasnet_coll_broadcast / scatter (every root), gather (every root),
 *    gather_all, exchange, blocking: every byte where it belongs;
 *  - the _nb forms all in flight at once, then gasnet_coll_wait_sync_all,
 *    try_sync polling, and wait_sync_some; a handle is a gex_Event_t (as
 *    in GASNet-EX's gasnet_coll.h), so gex_Event_WaitAll, a gex_Event_Test
 *    loop and gex_Event_WaitSome sync them as well;
 *  - OUT_ALLSYNC: once a broadcast into the segment returns, every member's
 *    destination already holds the data; so too for scatter and exchange
 *    when one member issues the _nb form and polls (gasnet_AMPoll) for
 *    100 ms before it syncs: the others' calls return and find its
 *    destination written;
 *  - gasnet_coll_barrier_notify / wait / try and gasnet_coll_barrier on
 *    the team: equal names OK, different names or a MISMATCH flag
 *    GASNET_ERR_BARRIER_MISMATCH everywhere, anonymous/unnamed match all;
 *    a wait's flags may differ from its notify's, a named wait is checked
 *    against the phase's name only (GASNet >= 1.20), on every team alike;
 *  - IN_ALLSYNC: a rank that, before entering, puts into the next rank's
 *    destination (after a delay) never overwrites the broadcast there:
 *    the data moves only once every member has entered (GASNET_TEAM_ALL,
 *    rounds of gasnet_coll_broadcast_nb from rank 0);
 *  - gasnet_coll_init(NULL, ...) is accepted.
 */
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>

#define OFF_SCRATCH ((uintptr_t)TAP_RESERVED)
#define SCRATCH     (64u << 10)
#define OFF_DST     (OFF_SCRATCH + SCRATCH)
#define DST_BYTES   (32u << 10)

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return OFF_DST + DST_BYTES;
}

static unsigned char val(unsigned root, unsigned rank, size_t i, size_t nbytes)
{
    return (unsigned char)(root * 131u + rank * 17u + i * 7u + nbytes);
}

static const int flag_sets[3] = {
    GASNET_COLL_IN_NOSYNC | GASNET_COLL_OUT_NOSYNC | GASNET_COLL_LOCAL,
    GASNET_COLL_IN_MYSYNC | GASNET_COLL_OUT_MYSYNC | GASNET_COLL_SINGLE,
    GASNET_COLL_IN_ALLSYNC | GASNET_COLL_OUT_ALLSYNC | GASNET_COLL_LOCAL |
        GASNET_COLL_DST_IN_SEGMENT | GASNET_COLL_SRC_IN_SEGMENT,
};
static const size_t sizes[3] = {1, 100, 20000};

/* Blocking forms: count wrong bytes. */
static unsigned run_blocking(gasnet_team_handle_t team, int flags, size_t nb)
{
    gex_Rank_t n = gex_TM_QuerySize(team), me = gex_TM_QueryRank(team);
    unsigned char *src = malloc(n * nb), *dst = malloc(n * nb);
    unsigned bad = 0;
    for (gex_Rank_t root = 0; root < n; root++) {
        /* broadcast: root's nb bytes */
        for (size_t i = 0; i < nb; i++)
            src[i] = val(root, root, i, nb);
        memset(dst, 0, nb);
        gasnet_coll_broadcast(team, dst, root, me == root ? src : NULL, nb, flags);
        for (size_t i = 0; i < nb; i++)
            bad += dst[i] != val(root, root, i, nb);
        /* scatter: piece r of root's source goes to r */
        for (gex_Rank_t r = 0; r < n; r++)
            for (size_t i = 0; i < nb; i++)
                src[r * nb + i] = val(root, r, i, nb);
        memset(dst, 0, nb);
        gasnet_coll_scatter(team, dst, root, me == root ? src : NULL, nb, flags);
        for (size_t i = 0; i < nb; i++)
            bad += dst[i] != val(root, me, i, nb);
        /* gather: everyone's nb bytes at root, in rank order */
        for (size_t i = 0; i < nb; i++)
            src[i] = val(root + 7, me, i, nb);
        memset(dst, 0, n * nb);
        gasnet_coll_gather(team, root, me == root ? dst : NULL, src, nb, flags);
        if (me == root)
            for (gex_Rank_t r = 0; r < n; r++)
                for (size_t i = 0; i < nb; i++)
                    bad += dst[r * nb + i] != val(root + 7, r, i, nb);
    }
    /* gather_all */
    for (size_t i = 0; i < nb; i++)
        src[i] = val(99, me, i, nb);
    memset(dst, 0, n * nb);
    gasnet_coll_gather_all(team, dst, src, nb, flags);
    for (gex_Rank_t r = 0; r < n; r++)
        for (size_t i = 0; i < nb; i++)
            bad += dst[r * nb + i] != val(99, r, i, nb);
    /* exchange: my piece j goes to j; dst piece j comes from j */
    for (gex_Rank_t j = 0; j < n; j++)
        for (size_t i = 0; i < nb; i++)
            src[j * nb + i] = val(me, j, i, nb);
    memset(dst, 0, n * nb);
    gasnet_coll_exchange(team, dst, src, nb, flags);
    for (gex_Rank_t j = 0; j < n; j++)
        for (size_t i = 0; i < nb; i++)
            bad += dst[j * nb + i] != val(j, me, i, nb);
    free(src);
    free(dst);
    return bad;
}

/* The _nb forms, all in flight at once. mode 0: wait_sync_all; 1: try_sync
 * polling each; 2: wait_sync_some until all are INVALID; 3-5 the same with
 * gex_Event_WaitAll, gex_Event_Test and gex_Event_WaitSome. */
static const char *const nb_sync_names[6] = {
    "wait_sync_all",     "try_sync",       "wait_sync_some",
    "gex_Event_WaitAll", "gex_Event_Test", "gex_Event_WaitSome",
};

static unsigned run_nb(gasnet_team_handle_t team, int flags, size_t nb, int mode)
{
    gex_Rank_t n = gex_TM_QuerySize(team), me = gex_TM_QueryRank(team);
    gex_Rank_t root = (gex_Rank_t)(nb % n);
    unsigned char *bsrc = malloc(nb), *bdst = calloc(1, nb);
    unsigned char *ssrc = malloc(n * nb), *sdst = calloc(1, nb);
    unsigned char *gsrc = malloc(nb), *gdst = calloc(n, nb), *adst = calloc(n, nb);
    unsigned char *xsrc = malloc(n * nb), *xdst = calloc(n, nb);
    for (size_t i = 0; i < nb; i++) {
        bsrc[i] = val(root, 1, i, nb);
        gsrc[i] = val(5, me, i, nb);
    }
    for (gex_Rank_t r = 0; r < n; r++)
        for (size_t i = 0; i < nb; i++) {
            ssrc[r * nb + i] = val(root, r + 3, i, nb);
            xsrc[r * nb + i] = val(me + 11, r, i, nb);
        }
    gasnet_coll_handle_t h[5];
    h[0] = gasnet_coll_broadcast_nb(team, bdst, root, bsrc, nb, flags);
    h[1] = gasnet_coll_scatter_nb(team, sdst, root, ssrc, nb, flags);
    h[2] = gasnet_coll_gather_nb(team, root, gdst, gsrc, nb, flags);
    h[3] = gasnet_coll_gather_all_nb(team, adst, gsrc, nb, flags);
    h[4] = gasnet_coll_exchange_nb(team, xdst, xsrc, nb, flags);
    unsigned bad = 0;
    if (mode == 0) {
        gasnet_coll_wait_sync_all(h, 5);
    } else if (mode == 3) {
        gex_Event_WaitAll(h, 5, 0);
    } else if (mode == 1 || mode == 4) {
        for (int k = 0; k < 5; k++)
            while ((mode == 1 ? gasnet_coll_try_sync(h[k]) : gex_Event_Test(h[k])) ==
                   GASNET_ERR_NOT_READY)
                gasnet_AMPoll();
    } else {
        for (;;) {
            int left = 0;
            for (int k = 0; k < 5; k++)
                left += h[k] != GASNET_COLL_INVALID_HANDLE;
            if (!left)
                break;
            if (mode == 2)
                gasnet_coll_wait_sync_some(h, 5);
            else
                gex_Event_WaitSome(h, 5, 0);
        }
    }
    if (mode != 1 && mode != 4)
        for (int k = 0; k < 5; k++)
            bad += h[k] != GASNET_COLL_INVALID_HANDLE;
    for (size_t i = 0; i < nb; i++) {
        bad += bdst[i] != val(root, 1, i, nb);
        bad += sdst[i] != val(root, me + 3, i, nb);
    }
    for (gex_Rank_t r = 0; r < n; r++)
        for (size_t i = 0; i < nb; i++) {
            if (me == root)
                bad += gdst[r * nb + i] != val(5, r, i, nb);
            bad += adst[r * nb + i] != val(5, r, i, nb);
            bad += xdst[r * nb + i] != val(r + 11, me, i, nb);
        }
    free(bsrc), free(bdst), free(ssrc), free(sdst), free(gsrc), free(gdst), free(adst);
    free(xsrc), free(xdst);
    return bad;
}

/* OUT_ALLSYNC: after return, every member's destination holds the data. */
static unsigned run_out_allsync(gasnet_team_handle_t team)
{
    gex_Rank_t n = gex_TM_QuerySize(team), me = gex_TM_QueryRank(team);
    unsigned bad = 0;
    for (unsigned round = 0; round < 20; round++) {
        size_t nb = 8000 + round;
        unsigned char *src = malloc(nb);
        for (size_t i = 0; i < nb; i++)
            src[i] = val(round, 0, i, nb);
        gasnet_coll_broadcast(team, am_local[am_me] + OFF_DST, round % n, src, nb,
                              GASNET_COLL_IN_ALLSYNC | GASNET_COLL_OUT_ALLSYNC | GASNET_COLL_LOCAL |
                                  GASNET_COLL_DST_IN_SEGMENT);
        for (gex_Rank_t r = 0; r < n; r++) {
            unsigned char *peer =
                (unsigned char *)am_local[gex_TM_TranslateRankToJobrank(team, r)] + OFF_DST;
            for (size_t i = 0; i < nb; i++)
                if (peer[i] != val(round, 0, i, nb)) {
                    bad++;
                    break;
                }
        }
        (void)me;
        free(src);
        gasnet_coll_barrier(team, 0, GASNET_BARRIERFLAG_ANONYMOUS); /* before the next rewrite */
    }
    return bad;
}

/* OUT_ALLSYNC scatter and exchange into the segment, with team rank 1
 * late: it issues the _nb form and only polls for 100 ms, which moves the
 * collective on, before it syncs. The others' blocking calls return once
 * every member's data movement is done: they must find rank 1's
 * destination written (nothing may be left for rank 1's sync to do). */
static unsigned run_out_allsync_late(gasnet_team_handle_t team)
{
    const int fl = GASNET_COLL_IN_ALLSYNC | GASNET_COLL_OUT_ALLSYNC | GASNET_COLL_LOCAL |
                   GASNET_COLL_DST_IN_SEGMENT;
    gex_Rank_t n = gex_TM_QuerySize(team), me = gex_TM_QueryRank(team);
    unsigned bad = 0;
    for (unsigned round = 0; round < 4; round++) {
        size_t nb = (DST_BYTES / n) - round;
        int exchange = round % 2;
        gex_Rank_t root = round % n;
        unsigned char *src = malloc(n * nb);
        for (gex_Rank_t k = 0; k < n; k++)
            for (size_t i = 0; i < nb; i++) /* scatter: piece k; exchange: my piece k */
                src[k * nb + i] = exchange ? val(me + 11, k, i, nb) : val(root, k, i, nb);
        void *dst = am_local[am_me] + OFF_DST;
        gasnet_coll_handle_t h = GASNET_COLL_INVALID_HANDLE;
        if (exchange)
            h = gasnet_coll_exchange_nb(team, dst, src, nb, fl);
        else
            h = gasnet_coll_scatter_nb(team, dst, root, src, nb, fl);
        if (me == 1) {
            double t0 = am_now();
            while (am_now() - t0 < 0.1)
                gasnet_AMPoll();
        }
        gasnet_coll_wait_sync(h);
        for (gex_Rank_t r = 0; r < n; r++) {
            const unsigned char *peer =
                (unsigned char *)am_local[gex_TM_TranslateRankToJobrank(team, r)] + OFF_DST;
            size_t len = exchange ? n * nb : nb;
            for (size_t i = 0; i < len; i++) {
                unsigned char want =
                    exchange ? val((unsigned)(i / nb) + 11, r, i % nb, nb) : val(root, r, i, nb);
                if (peer[i] != want) {
                    bad++;
                    break;
                }
            }
        }
        free(src);
        gasnet_coll_barrier(team, 0, GASNET_BARRIERFLAG_ANONYMOUS); /* before the next rewrite */
    }
    return bad;
}

static void run_barriers(gasnet_team_handle_t team, const char *tname)
{
    gex_Rank_t n = gex_TM_QuerySize(team), me = gex_TM_QueryRank(team);
    int rc = gasnet_coll_barrier(team, 42, 0);
    ok(rc == GASNET_OK, "%s: gasnet_coll_barrier, every member named 42: GASNET_OK (%d)", tname,
       rc);
    gasnet_coll_barrier_notify(team, (int)(me % 2), 0);
    rc = gasnet_coll_barrier_wait(team, (int)(me % 2), 0);
    ok(rc == (n > 1 ? GASNET_ERR_BARRIER_MISMATCH : GASNET_OK),
       "%s: names 0 and 1: GASNET_ERR_BARRIER_MISMATCH when the team has both (%d)", tname, rc);
    int f = me == n - 1 ? GASNET_BARRIERFLAG_MISMATCH : GASNET_BARRIERFLAG_ANONYMOUS;
    gasnet_coll_barrier_notify(team, 0, f);
    while ((rc = gasnet_coll_barrier_try(team, 0, f)) == GASNET_ERR_NOT_READY)
        gasnet_AMPoll();
    ok(rc == GASNET_ERR_BARRIER_MISMATCH,
       "%s: the last member passes GASNET_BARRIERFLAG_MISMATCH (try): mismatch everywhere (%d)",
       tname, rc);
    f = me == 0 ? 0 : (me % 2 ? GASNET_BARRIERFLAG_ANONYMOUS : GASNET_BARRIERFLAG_UNNAMED);
    rc = gasnet_coll_barrier(team, 9, f);
    ok(rc == GASNET_OK, "%s: one named 9, the others anonymous or unnamed: GASNET_OK (%d)", tname,
       rc);
    rc = gasnet_coll_barrier(team, 4, GASNET_BARRIERFLAG_IMAGES);
    ok(rc == GASNET_OK, "%s: named 4 with GASNET_BARRIERFLAG_IMAGES everywhere: GASNET_OK (%d)",
       tname, rc);
    /* GASNet >= 1.20, as gasnet_barrier_wait on any team: the wait's flags
     * may differ from the notify's; a named wait is checked against the
     * phase's name only */
    gasnet_coll_barrier_notify(team, 7, 0);
    int rc1 = gasnet_coll_barrier_wait(team, 0, GASNET_BARRIERFLAG_ANONYMOUS);
    gasnet_coll_barrier_notify(team, 0, GASNET_BARRIERFLAG_ANONYMOUS);
    int rc2 = gasnet_coll_barrier_wait(team, 5, 0);
    gasnet_coll_barrier_notify(team, 7, 0);
    int rc3 = gasnet_coll_barrier_wait(team, 8, 0);
    ok(rc1 == GASNET_OK && rc2 == GASNET_OK && rc3 == GASNET_ERR_BARRIER_MISMATCH,
       "%s: notify 7 / anonymous wait: OK (%d); anonymous notify / wait named 5: OK (%d); notify "
       "7 / wait named 8: MISMATCH (%d)",
       tname, rc1, rc2, rc3);
}

static void run_team(gasnet_team_handle_t team, const char *tname)
{
    for (int fs = 0; fs < 3; fs++)
        for (int s = 0; s < 3; s++) {
            unsigned bad = run_blocking(team, flag_sets[fs], sizes[s]);
            ok(bad == 0,
               "%s flags 0x%x, %zu bytes: broadcast/scatter/gather from every root, gather_all, "
               "exchange (%u wrong bytes)",
               tname, (unsigned)flag_sets[fs], sizes[s], bad);
            int mode = (fs * 3 + s) % 6;
            bad = run_nb(team, flag_sets[fs], sizes[s], mode);
            ok(bad == 0, "%s flags 0x%x, %zu bytes: the five _nb forms in flight, synced by %s",
               tname, (unsigned)flag_sets[fs], sizes[s], nb_sync_names[mode]);
        }
    unsigned late = run_out_allsync_late(team);
    ok(late == 0,
       "%s: OUT_ALLSYNC scatter and exchange, team rank 1 polling 100 ms before its sync: every "
       "member's destination is written when the others' calls return (%u)",
       tname, late);
    unsigned bad = run_out_allsync(team);
    ok(bad == 0, "%s: OUT_ALLSYNC broadcast: every member's destination is written on return (%u)",
       tname, bad);
    run_barriers(team, tname);
}

/* A combining function of the shape clients register (never called here). */
static void sum_u32(void *results, size_t result_count, const void *left_operands,
                    size_t left_count, const void *right_operands, size_t elem_size, int flags,
                    int arg)
{
    (void)elem_size, (void)flags, (void)arg;
    uint32_t acc = 0;
    for (size_t j = 0; j < left_count; j++)
        acc += ((const uint32_t *)left_operands)[j];
    for (size_t i = 0; i < result_count; i++)
        ((uint32_t *)results)[i] = (acc += ((const uint32_t *)right_operands)[i]);
}

/* IN_ALLSYNC orders every member's earlier writes before the data
 * movement: rank r (each in turn, after a delay) puts a marker into rank
 * r+1's destination, then enters a broadcast from rank 0 into the same
 * place; once the collective is synced every destination holds the root's
 * byte, never a marker. */
static void run_in_allsync(void)
{
    enum { ROUNDS = 40 };
    const gex_Rank_t n = am_n, me = am_me;
    unsigned bad = 0;
    for (int k = 0; k < ROUNDS && n > 2; k++) {
        const gex_Rank_t late = 1 + (gex_Rank_t)k % (n - 1), target = (late + 1) % n;
        unsigned char *dst = (unsigned char *)am_owner[me] + OFF_DST;
        unsigned char byte = (unsigned char)(0x40 + k), marker = 0xee;
        dst[0] = 0;
        gex_Coll_BarrierBlocking(am_tm, 0); /* everyone cleared its destination */
        if (me == late) {
            struct timespec ts = {0, 200000};
            nanosleep(&ts, NULL);
            gex_RMA_PutBlocking(am_tm, target, am_owner[target] + OFF_DST, &marker, 1, 0);
        }
        gasnet_coll_handle_t h =
            gasnet_coll_broadcast_nb(am_tm, am_owner[me] + OFF_DST, 0, &byte, 1,
                                     GASNET_COLL_IN_ALLSYNC | GASNET_COLL_OUT_ALLSYNC |
                                         GASNET_COLL_LOCAL | GASNET_COLL_DST_IN_SEGMENT);
        gasnet_coll_wait_sync(h);
        bad += dst[0] != byte;
    }
    ok(bad == 0,
       "IN_ALLSYNC broadcast: a member's put made before it entered never overwrites the data "
       "(%u of %d rounds did; needs 3 ranks)",
       bad, ROUNDS);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_LEGACY", segsize);
    /* a typed table, as GASNet-1 clients write it, is accepted */
    gasnet_coll_fn_entry_t fns[1] = {{sum_u32, 0}};
    gasnet_coll_init(NULL, 0, fns, 1, 0);
    ok(GASNET_TEAM_ALL == am_tm, "GASNET_TEAM_ALL is the primordial team");
    ok(gasnete_coll_team_all == am_tm, "gasnete_coll_team_all, as clients spell it, is too");
    run_team(GASNET_TEAM_ALL, "GASNET_TEAM_ALL");
    run_in_allsync();
    gex_TM_t sub;
    gex_TM_Split(&sub, am_tm, (int)(am_me % 2), -(int)am_me, am_owner[am_me] + OFF_SCRATCH, SCRATCH,
                 0);
    run_team(sub, "odd/even team");
    gex_Coll_BarrierBlocking(am_tm, 0);
    return tap_finish();
}
