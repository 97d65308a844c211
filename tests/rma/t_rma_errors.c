/* t_rma_errors: a helper for rma.sh (not a test by itself), built with
 * -DPSHMEX_DEBUG=1 so that every RMA call checks its arguments.
 *
 *   pshmrun -n N t_rma_errors MODE
 *
 * MODE "ok" makes valid calls of every kind (to every rank, with
 * GEX_FLAG_PEER_NEVER_SELF to peers, a TM-pair, access regions) and exits
 * with status 0: the checks must not reject correct use. Every other MODE
 * (see modes[] below) makes one bad call on rank 0; the library must stop
 * the job with one line "pshmex: ..." naming the call on stderr. The
 * harness (announce line, statuses 3, 4, 5) is tests/err_mode.h.
 */
#include "../am_queues/am_common.h"
#include "../err_mode.h"

enum {
    M_OK,
    M_PUT_RANGE,
    M_GET_RANGE,
    M_BAD_RANK,
    M_NEVER_NBRHD,
    M_NEVER_SELF,
    M_NESTED_REGION,
    M_END_WITHOUT_BEGIN,
    M_WAIT_IN_REGION,
    M_TEST_IN_REGION,
    M_G1_SYNCNBI_IN_REGION,
    M_G1_PUT_BAD_NODE,
    M_G1_GET_RANGE,
    NMODES
};
static const char *const modes[NMODES] = {"ok",
                                          "put-range",
                                          "get-range",
                                          "bad-rank",
                                          "never-nbrhd",
                                          "never-self",
                                          "nested-region",
                                          "end-without-begin",
                                          "wait-in-region",
                                          "test-in-region",
                                          "g1-syncnbi-in-region",
                                          "g1-put-bad-node",
                                          "g1-get-range"};

#define SEGSIZE (64 * 1024)

/* Valid use of every kind, to every rank; returns the number of problems. */
static int valid_calls(void)
{
    int bad = 0;
    uint8_t buf[256], back[256];
    gex_TM_t pair = gex_TM_Pair(em_ep, 0);
    for (gex_Rank_t i = 0; i < em_n; i++) {
        gex_Rank_t t = (em_me + i) % em_n;
        char *base = em_seginfo[t].addr;
        char *mine = base + TAP_RESERVED + 512 * em_me; /* disjoint per writer */
        gex_Flags_t never_self = t == em_me ? 0 : GEX_FLAG_PEER_NEVER_SELF;
        for (size_t j = 0; j < sizeof buf; j++)
            buf[j] = (uint8_t)(j * 7 + em_me + t);
        gex_RMA_PutBlocking(am_tm, t, mine, buf, sizeof buf, never_self);
        gex_Event_Wait(gex_RMA_PutNB(am_tm, t, mine, buf, 0, GEX_EVENT_NOW, 0));
        gex_RMA_GetBlocking(am_tm, back, t, mine, sizeof back, never_self);
        bad += memcmp(buf, back, sizeof buf) != 0;
        /* the last byte of the segment, and a zero-length range at its end */
        gex_RMA_PutBlockingVal(pair, t, base + em_seginfo[t].size - 1, 0x5A, 1, 0);
        bad += gex_RMA_GetBlockingVal(am_tm, t, base + em_seginfo[t].size - 1, 1,
                                      GEX_FLAG_RANK_IS_JOBRANK) != 0x5A;
        gex_RMA_PutBlocking(am_tm, t, base + em_seginfo[t].size, buf, 0, 0);
        gex_NBI_BeginAccessRegion(0);
        gex_RMA_PutNBI(am_tm, t, mine, buf, 8, GEX_EVENT_GROUP, 0);
        gex_RMA_GetNBI(am_tm, back, t, mine, 8, 0);
        gex_Event_Wait(gex_NBI_EndAccessRegion(0));
        gasnet_put(t, mine, buf, 16);
        gasnet_get_bulk(back, t, mine + 1, 15);
        bad += memcmp(buf + 1, back, 15) != 0;
        gasnet_put_nbi_val(t, mine, 7, 4);
        gasnet_wait_syncnbi_all();
        bad += gasnet_wait_syncnb_valget(gasnet_get_nb_val(t, mine, 4)) != 7;
    }
    return bad;
}

static void bad_call(void)
{
    gex_Rank_t t = em_n > 1 ? 1 : 0;
    uint8_t buf[64] = {0};
    char *base = em_seginfo[t].addr;
    uintptr_t size = em_seginfo[t].size;
    switch (em_mode) {
    case M_PUT_RANGE: /* crosses the end of the segment */
        em_announce(t);
        gex_RMA_PutBlocking(am_tm, t, base + size - 8, buf, 16, 0);
        break;
    case M_GET_RANGE: /* starts before the segment */
        em_announce(t);
        gex_RMA_GetNB(am_tm, buf, t, base - 16, 32, 0);
        break;
    case M_BAD_RANK:
        em_announce(t);
        gex_RMA_PutNB(am_tm, em_n, base, buf, 8, GEX_EVENT_DEFER, 0);
        break;
    case M_NEVER_NBRHD:
        em_announce(t);
        gex_RMA_GetNBI(am_tm, buf, t, base, 8, GEX_FLAG_PEER_NEVER_NBRHD);
        break;
    case M_NEVER_SELF:
        em_announce(em_me);
        gex_RMA_PutBlockingVal(am_tm, em_me, em_seginfo[em_me].addr, 1, 4,
                               GEX_FLAG_PEER_NEVER_SELF);
        break;
    case M_NESTED_REGION:
        gex_NBI_BeginAccessRegion(0);
        gex_NBI_BeginAccessRegion(0);
        break;
    case M_END_WITHOUT_BEGIN: (void)gex_NBI_EndAccessRegion(0); break;
    case M_WAIT_IN_REGION:
        gex_NBI_BeginAccessRegion(0);
        gex_RMA_PutNBI(am_tm, t, base, buf, 8, GEX_EVENT_DEFER, 0);
        gex_NBI_Wait(GEX_EC_ALL, 0);
        break;
    case M_TEST_IN_REGION:
        gex_NBI_BeginAccessRegion(0);
        (void)gex_NBI_Test(GEX_EC_PUT, 0);
        break;
    case M_G1_SYNCNBI_IN_REGION:
        gasnet_begin_nbi_accessregion();
        gasnet_get_nbi(buf, t, base, 8);
        gasnet_wait_syncnbi_gets();
        break;
    case M_G1_PUT_BAD_NODE:
        em_announce(t);
        gasnet_put(em_n, base, buf, 8);
        break;
    case M_G1_GET_RANGE: /* entirely past the end */
        em_announce(t);
        gasnet_get_bulk(buf, t, base + size, 8);
        break;
    }
    em_returned();
}

int main(int argc, char **argv)
{
    if (em_pick(argc, argv, "t_rma_errors", modes, (int)NMODES) < 0)
        return 2;
#if !defined(PSHMEX_DEBUG) || !PSHMEX_DEBUG
    fprintf(stderr, "t_rma_errors: built without -DPSHMEX_DEBUG=1\n");
    return 2;
#endif
    em_init(&argc, &argv, SEGSIZE);
    if (em_mode == M_OK) {
        tap_multi(am_tm); /* for tap_barrier() */
        em_ok_exit(valid_calls(), "value(s) read back wrong");
    }
    if (em_me == 0)
        bad_call();
    em_wait_for_the_end();
}
