/* t_vis_noop: VIS calls with zero counts are no-ops that ignore their
 * other arguments (003 L6608 for Vector and Indexed, L6977 for GASNet-1
 * strided, L3839-3845 for EX strided).
 *
 *   pshmrun -n N t_vis_noop
 *
 * Built three times, as a client may be: t_vis_noop (the default, checked
 * inline), t_vis_noop_unchecked (-DPSHMEX_UNCHECKED) and t_vis_noop_debug
 * (-DPSHMEX_DEBUG=1). In every form (Put and Get; Blocking, NB, NBI; the
 * GASNet-1 _bulk, _nb_bulk, _nbi_bulk):
 *  - Vector and Indexed with dstcount = srccount = 0, NULL lists and a rank
 *    out of range (of the primordial team, and of a team whose ranks are
 *    mapped: an unchecked call must not read its table either);
 *  - GASNet-1 strided with a zero entry of count[1..] or count[0], NULL
 *    strides, NULL addresses and a node out of range;
 *  - EX strided with a zero count and a rank out of range (the stride
 *    arrays stay valid: the EX rule still asks for them);
 * return 0 (NB: GEX_EVENT_INVALID) and copy nothing, also with lists that
 * name real pieces. Then a peer-completion handler armed before a zero-count
 * Put to a valid rank still runs there, once per armed Put (Vector,
 * Indexed, EX strided, and each GASNet-1 kind), and not for the unarmed
 * zero-count Put after it.
 */
#include "vis_common.h"

#define H_NOOP    210
#define BAD_RANK  12345u
#define HUGE_RANK 0x7ffffff0u /* far past any table: an unchecked read faults */
#define NARMED    6           /* armed zero-count Puts per target */

static gex_TM_t mapped; /* the job, split in reverse order: its ranks have a table */
static uint32_t *received;

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED + 4096;
}

static void on_noop(gex_Token_t token, void *buf, size_t nbytes)
{
    (void)buf;
    gex_Token_Info_t info;
    gex_Token_Info(token, &info, GEX_TI_SRCRANK);
    if (nbytes != 0)
        am_fail(0, "a peer-completion payload of %zu bytes, want 0", nbytes);
    __atomic_add_fetch(&received[info.gex_srcrank], 1, __ATOMIC_RELAXED);
}

/* Every Vector form with zero counts on (tm, rank); dv, sv: the lists
 * (NULL or real). Returns the OR of the results (an NB form's event counts
 * when it is not GEX_EVENT_INVALID). */
static int vector_forms(gex_TM_t tm, gex_Rank_t rank, gex_Memvec_t *dv, gex_Memvec_t *sv)
{
    int rc = gex_VIS_VectorPutBlocking(tm, rank, 0, dv, 0, sv, 0);
    rc |= gex_VIS_VectorPutNB(tm, rank, 0, dv, 0, sv, 0) != GEX_EVENT_INVALID;
    rc |= gex_VIS_VectorPutNBI(tm, rank, 0, dv, 0, sv, 0);
    rc |= gex_VIS_VectorGetBlocking(tm, 0, dv, rank, 0, sv, 0);
    rc |= gex_VIS_VectorGetNB(tm, 0, dv, rank, 0, sv, 0) != GEX_EVENT_INVALID;
    rc |= gex_VIS_VectorGetNBI(tm, 0, dv, rank, 0, sv, 0);
    gex_NBI_Wait(GEX_EC_ALL, 0);
    return rc;
}

static int indexed_forms(gex_TM_t tm, gex_Rank_t rank, void **dp, void **sp)
{
    int rc = gex_VIS_IndexedPutBlocking(tm, rank, 0, dp, 8, 0, sp, 8, 0);
    rc |= gex_VIS_IndexedPutNB(tm, rank, 0, dp, 8, 0, sp, 16, 0) != GEX_EVENT_INVALID;
    rc |= gex_VIS_IndexedPutNBI(tm, rank, 0, dp, 0, 0, sp, 0, 0);
    rc |= gex_VIS_IndexedGetBlocking(tm, 0, dp, 8, rank, 0, sp, 8, 0);
    rc |= gex_VIS_IndexedGetNB(tm, 0, dp, 4, rank, 0, sp, 8, 0) != GEX_EVENT_INVALID;
    rc |= gex_VIS_IndexedGetNBI(tm, 0, dp, 8, rank, 0, sp, 8, 0);
    gex_NBI_Wait(GEX_EC_ALL, 0);
    return rc;
}

/* EX strided: count has a zero; the strides are valid arrays. */
static int strided_forms(gex_TM_t tm, gex_Rank_t rank, void *d, void *s)
{
    static const ptrdiff_t st[3] = {8, 64, 512};
    static const size_t cnt[3] = {8, 0, 2};
    int rc = gex_VIS_StridedPutBlocking(tm, rank, d, st, s, st, 8, cnt, 3, 0);
    rc |= gex_VIS_StridedPutNB(tm, rank, d, st, s, st, 8, cnt, 3, 0) != GEX_EVENT_INVALID;
    rc |= gex_VIS_StridedPutNBI(tm, rank, d, st, s, st, 8, cnt, 3, 0);
    rc |= gex_VIS_StridedGetBlocking(tm, d, st, rank, s, st, 8, cnt, 3, 0);
    rc |= gex_VIS_StridedGetNB(tm, d, st, rank, s, st, 8, cnt, 3, 0) != GEX_EVENT_INVALID;
    rc |= gex_VIS_StridedGetNBI(tm, d, st, rank, s, st, 8, cnt, 3, 0);
    gex_NBI_Wait(GEX_EC_ALL, 0);
    return rc;
}

/* The GASNet-1 Vector and Indexed forms with zero counts to node. */
static int g1_list_forms(gasnet_node_t node, gex_Memvec_t *dv, gex_Memvec_t *sv, void **dp,
                         void **sp)
{
    gasnet_memvec_t *gd = (gasnet_memvec_t *)(void *)dv, *gs = (gasnet_memvec_t *)(void *)sv;
    int rc = 0;
    gasnet_putv_bulk(node, 0, gd, 0, gs);
    rc |= gasnet_putv_nb_bulk(node, 0, gd, 0, gs) != GASNET_INVALID_HANDLE;
    gasnet_putv_nbi_bulk(node, 0, gd, 0, gs);
    gasnet_getv_bulk(0, gd, node, 0, gs);
    rc |= gasnet_getv_nb_bulk(0, gd, node, 0, gs) != GASNET_INVALID_HANDLE;
    gasnet_getv_nbi_bulk(0, gd, node, 0, gs);
    gasnet_puti_bulk(node, 0, dp, 8, 0, sp, 8);
    rc |= gasnet_puti_nb_bulk(node, 0, dp, 8, 0, sp, 8) != GASNET_INVALID_HANDLE;
    gasnet_puti_nbi_bulk(node, 0, dp, 8, 0, sp, 8);
    gasnet_geti_bulk(0, dp, 8, node, 0, sp, 8);
    rc |= gasnet_geti_nb_bulk(0, dp, 8, node, 0, sp, 8) != GASNET_INVALID_HANDLE;
    gasnet_geti_nbi_bulk(0, dp, 8, node, 0, sp, 8);
    gasnet_wait_syncnbi_all();
    return rc;
}

/* The GASNet-1 strided forms with count (a zero in it), NULL strides and
 * addresses, to node. */
static int g1_strided_forms(gasnet_node_t node, const size_t *count, size_t levels)
{
    int rc = 0;
    gasnet_puts_bulk(node, NULL, NULL, NULL, NULL, count, levels);
    rc |= gasnet_puts_nb_bulk(node, NULL, NULL, NULL, NULL, count, levels) != GASNET_INVALID_HANDLE;
    gasnet_puts_nbi_bulk(node, NULL, NULL, NULL, NULL, count, levels);
    gasnet_gets_bulk(NULL, NULL, node, NULL, NULL, count, levels);
    rc |= gasnet_gets_nb_bulk(NULL, NULL, node, NULL, NULL, count, levels) != GASNET_INVALID_HANDLE;
    gasnet_gets_nbi_bulk(NULL, NULL, node, NULL, NULL, count, levels);
    gasnet_wait_syncnbi_all();
    return rc;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_VIS_NOOP", segsize);
    gex_AM_Entry_t e = {
        H_NOOP, (gex_AM_Fn_t)on_noop, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 0, NULL, "noop"};
    if (gex_EP_RegisterHandlers(am_ep, &e, 1) != GASNET_OK)
        ok(0, "gex_EP_RegisterHandlers");
    if (gex_TM_Split(&mapped, am_tm, 0, (int)(am_n - 1 - am_me), NULL, 0, GEX_FLAG_TM_NO_SCRATCH) !=
            GASNET_OK ||
        !mapped) {
        ok(0, "gex_TM_Split of a reversed team");
        gasnet_exit(1);
    }
    received = calloc(am_n, sizeof *received);
    note("checks: %s", PSHMEX_RMA_CHECKED         ? "-DPSHMEX_DEBUG=1"
                       : PSHMEX_RMA_INLINE_CHECKS ? "default (inline)"
                                                  : "-DPSHMEX_UNCHECKED");
    tap_barrier(); /* every handler is registered */

    /* real pieces in the next rank's segment and ours: nothing may move */
    gex_Rank_t next = (am_me + 1) % am_n;
    char *rwin = am_owner[next] + TAP_RESERVED, *lwin = am_local[am_me] + TAP_RESERVED + 2048;
    char *area = am_local[am_me] + TAP_RESERVED;
    am_fill(area, 4096, am_seed(0x40u, am_me, 0, 0));
    tap_barrier(); /* every area is filled */
    gex_Memvec_t dv[1] = {{rwin, 64}}, sv[1] = {{lwin, 64}};
    void *dp[1] = {rwin}, *sp[1] = {lwin};

    ok(vector_forms(am_tm, BAD_RANK, NULL, NULL) == 0,
       "Vector, every form, zero counts, NULL lists, rank %u of %u: a no-op returning 0", BAD_RANK,
       (unsigned)am_n);
    ok(vector_forms(mapped, HUGE_RANK, NULL, NULL) == 0,
       "Vector, every form, zero counts, rank 0x%x of a team with a rank table: a no-op",
       HUGE_RANK);
    ok(vector_forms(am_tm, BAD_RANK, dv, sv) == 0,
       "Vector, every form, zero counts, lists naming real pieces, rank %u: a no-op", BAD_RANK);
    ok(indexed_forms(am_tm, BAD_RANK, NULL, NULL) == 0,
       "Indexed, every form, zero counts, NULL lists, rank %u of %u: a no-op returning 0", BAD_RANK,
       (unsigned)am_n);
    ok(indexed_forms(mapped, HUGE_RANK, NULL, NULL) == 0,
       "Indexed, every form, zero counts, rank 0x%x of a team with a rank table: a no-op",
       HUGE_RANK);
    ok(indexed_forms(am_tm, BAD_RANK, dp, sp) == 0,
       "Indexed, every form, zero counts, lists naming real pieces, rank %u: a no-op", BAD_RANK);
    ok(strided_forms(am_tm, BAD_RANK, NULL, NULL) == 0,
       "EX strided, every form, count {8, 0, 2}, NULL addresses, rank %u: a no-op", BAD_RANK);
    ok(strided_forms(mapped, HUGE_RANK, rwin, lwin) == 0,
       "EX strided, every form, count {8, 0, 2}, rank 0x%x of a team with a rank table: a no-op",
       HUGE_RANK);
    ok(g1_list_forms(BAD_RANK, NULL, NULL, NULL, NULL) == 0 &&
           g1_list_forms(BAD_RANK, dv, sv, dp, sp) == 0,
       "GASNet-1 putv/getv/puti/geti, every form, zero counts, node %u: no-ops", BAD_RANK);
    static const size_t c_mid[3] = {8, 0, 2}, c_first[3] = {0, 4, 4}, c_last[2] = {16, 0};
    ok(g1_strided_forms(BAD_RANK, c_mid, 2) == 0,
       "GASNet-1 puts/gets, every form, count {8, 0, 2}, NULL strides and addresses, node %u: "
       "no-ops",
       BAD_RANK);
    ok(g1_strided_forms(BAD_RANK, c_first, 2) == 0 && g1_strided_forms(BAD_RANK, c_last, 1) == 0,
       "GASNet-1 puts/gets, every form, count {0, 4, 4} and {16, 0}, NULL strides: no-ops");
    tap_barrier(); /* every rank's no-ops are done */
    ok(am_check(area, 4096, am_seed(0x40u, am_me, 0, 0)) == -1,
       "nothing was copied into the pieces the lists name");

    /* armed zero-count Puts to a valid rank: the handler still runs */
    static const size_t g1zero[2] = {8, 0};
    static const ptrdiff_t st[1] = {8};
    static const size_t zero[1] = {0};
    int rc = 0;
    gex_VIS_SetPeerCompletionHandler(H_NOOP, NULL, 0, 0);
    rc |= gex_VIS_VectorPutBlocking(am_tm, next, 0, NULL, 0, NULL, 0);
    rc |= gex_VIS_VectorPutNBI(am_tm, next, 0, NULL, 0, NULL, 0); /* unarmed: nothing */
    gex_VIS_SetPeerCompletionHandler(H_NOOP, NULL, 0, 0);
    rc |= gex_VIS_IndexedPutNB(am_tm, next, 0, NULL, 8, 0, NULL, 8, 0) != GEX_EVENT_INVALID;
    gex_VIS_SetPeerCompletionHandler(H_NOOP, NULL, 0, 0);
    rc |= gex_VIS_StridedPutNBI(am_tm, next, NULL, st, NULL, st, 8, zero, 1, 0);
    gex_VIS_SetPeerCompletionHandler(H_NOOP, NULL, 0, 0);
    gasnet_putv_bulk((gasnet_node_t)next, 0, NULL, 0, NULL);
    gex_VIS_SetPeerCompletionHandler(H_NOOP, NULL, 0, 0);
    gasnet_puti_nbi_bulk((gasnet_node_t)next, 0, NULL, 8, 0, NULL, 8);
    gex_VIS_SetPeerCompletionHandler(H_NOOP, NULL, 0, 0);
    gasnet_puts_bulk((gasnet_node_t)next, NULL, NULL, NULL, NULL, g1zero, 1);
    rc |= gex_VIS_IndexedPutBlocking(am_tm, next, 0, NULL, 8, 0, NULL, 8, 0); /* unarmed */
    gasnet_wait_syncnbi_all();
    gex_NBI_Wait(GEX_EC_ALL, 0);
    gex_Rank_t prev = (am_me + am_n - 1) % am_n;
    double t0 = am_now();
    GASNET_BLOCKUNTIL(__atomic_load_n(&received[prev], __ATOMIC_RELAXED) >= NARMED ||
                      am_now() - t0 > 30.0 * tap_time_scale());
    tap_barrier(); /* nothing more is on its way */
    for (int i = 0; i < 20; i++)
        gasnet_AMPoll();
    ok(rc == 0 && received[prev] == NARMED,
       "an armed zero-count Put (Vector, Indexed, EX strided, putv, puti, puts) still runs the "
       "handler at its target: %u runs from rank %u, want %u",
       (unsigned)received[prev], (unsigned)prev, NARMED);
    am_bucket_ok(0, "the handlers of zero-count Puts get no payload");
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
