/* t_rma_errors: a helper for rma.sh (not a test by itself), built with
 * -DPSHMEX_DEBUG=1 so that every RMA call checks its arguments.
 *
 *   pshmrun -n N t_rma_errors MODE
 *
 * MODE "ok" makes valid calls of every kind (to every rank, with
 * GEX_FLAG_PEER_NEVER_SELF to peers, a TM-pair, access regions) and exits
 * with status 0: the checks must not reject correct use. Every other MODE
 * (see modes[] below) makes one bad call on rank 0; the library must stop
 * the job with one line "pshmex: ..." naming the call on stderr. Before the
 * bad call rank 0 prints on stdout
 *     t_rma_errors: MODE: target rank T, segment [OWNER_START, OWNER_END)
 * so that the script can look for the rank and the bounds in the message.
 * If the bad call returns, this program says so on stderr and exits with
 * status 3; if the job is still alive after 20 s, the other ranks exit
 * with status 4.
 */
#include "../am_queues/am_common.h"

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

static int mode;
static gex_EP_t ep;
static gex_Rank_t me, n;
static gasnet_seginfo_t *seginfo;

static _Noreturn void returned(void)
{
    fprintf(stderr, "t_rma_errors: %s: the bad call returned (not detected)\n", modes[mode]);
    fflush(stderr);
    gasnet_exit(3);
}

static void announce(gex_Rank_t t)
{
    char *start = seginfo[t].addr;
    printf("t_rma_errors: %s: target rank %u, segment [%p, %p)\n", modes[mode], (unsigned)t,
           (void *)start, (void *)(start + seginfo[t].size));
    fflush(stdout);
}

/* Valid use of every kind, to every rank; returns the number of problems. */
static int valid_calls(void)
{
    int bad = 0;
    uint8_t buf[256], back[256];
    gex_TM_t pair = gex_TM_Pair(ep, 0);
    for (gex_Rank_t i = 0; i < n; i++) {
        gex_Rank_t t = (me + i) % n;
        char *base = seginfo[t].addr;
        char *mine = base + TAP_RESERVED + 512 * me; /* disjoint per writer */
        gex_Flags_t never_self = t == me ? 0 : GEX_FLAG_PEER_NEVER_SELF;
        for (size_t j = 0; j < sizeof buf; j++)
            buf[j] = (uint8_t)(j * 7 + me + t);
        gex_RMA_PutBlocking(am_tm, t, mine, buf, sizeof buf, never_self);
        gex_Event_Wait(gex_RMA_PutNB(am_tm, t, mine, buf, 0, GEX_EVENT_NOW, 0));
        gex_RMA_GetBlocking(am_tm, back, t, mine, sizeof back, never_self);
        bad += memcmp(buf, back, sizeof buf) != 0;
        /* the last byte of the segment, and a zero-length range at its end */
        gex_RMA_PutBlockingVal(pair, t, base + seginfo[t].size - 1, 0x5A, 1, 0);
        bad += gex_RMA_GetBlockingVal(am_tm, t, base + seginfo[t].size - 1, 1,
                                      GEX_FLAG_RANK_IS_JOBRANK) != 0x5A;
        gex_RMA_PutBlocking(am_tm, t, base + seginfo[t].size, buf, 0, 0);
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
    gex_Rank_t t = n > 1 ? 1 : 0;
    uint8_t buf[64] = {0};
    char *base = seginfo[t].addr;
    uintptr_t size = seginfo[t].size;
    switch (mode) {
    case M_PUT_RANGE: /* crosses the end of the segment */
        announce(t);
        gex_RMA_PutBlocking(am_tm, t, base + size - 8, buf, 16, 0);
        break;
    case M_GET_RANGE: /* starts before the segment */
        announce(t);
        gex_RMA_GetNB(am_tm, buf, t, base - 16, 32, 0);
        break;
    case M_BAD_RANK:
        announce(t);
        gex_RMA_PutNB(am_tm, n, base, buf, 8, GEX_EVENT_DEFER, 0);
        break;
    case M_NEVER_NBRHD:
        announce(t);
        gex_RMA_GetNBI(am_tm, buf, t, base, 8, GEX_FLAG_PEER_NEVER_NBRHD);
        break;
    case M_NEVER_SELF:
        announce(me);
        gex_RMA_PutBlockingVal(am_tm, me, seginfo[me].addr, 1, 4, GEX_FLAG_PEER_NEVER_SELF);
        break;
    case M_NESTED_REGION:
        gex_NBI_BeginAccessRegion(0);
        gex_NBI_BeginAccessRegion(0);
        break;
    case M_END_WITHOUT_BEGIN:
        (void)gex_NBI_EndAccessRegion(0);
        break;
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
        announce(t);
        gasnet_put(n, base, buf, 8);
        break;
    case M_G1_GET_RANGE: /* entirely past the end */
        announce(t);
        gasnet_get_bulk(buf, t, base + size, 8);
        break;
    }
    returned();
}

int main(int argc, char **argv)
{
    mode = am_pick_mode(argc, argv, modes, (int)NMODES, "t_rma_errors");
    if (mode < 0)
        return 2;
#if !defined(PSHMEX_DEBUG) || !PSHMEX_DEBUG
    fprintf(stderr, "t_rma_errors: built without -DPSHMEX_DEBUG=1\n");
    return 2;
#endif
    if (gasnet_init(&argc, &argv) != GASNET_OK || gasnet_attach(NULL, 0, SEGSIZE, 0) != GASNET_OK) {
        fprintf(stderr, "t_rma_errors: gasnet_init / gasnet_attach failed\n");
        return 5;
    }
    gasnet_QueryGexObjects(NULL, &ep, &am_tm, NULL);
    me = gasnet_mynode();
    n = gasnet_nodes();
    seginfo = calloc(n, sizeof *seginfo);
    if (!seginfo || gasnet_getSegmentInfo(seginfo, (int)n) != GASNET_OK) {
        fprintf(stderr, "t_rma_errors: gasnet_getSegmentInfo failed\n");
        gasnet_exit(5);
    }
    if (mode == M_OK) {
        tap_multi(am_tm); /* for tap_barrier() */
        int bad = valid_calls();
        if (bad)
            fprintf(stderr, "t_rma_errors: ok: rank %u: %d value(s) read back wrong\n",
                    (unsigned)me, bad);
        else
            printf("t_rma_errors: ok: rank %u: valid calls passed the checks\n", (unsigned)me);
        fflush(stdout);
        /* gasnet_exit ends the job: nobody leaves before everyone is done */
        tap_barrier();
        gasnet_exit(bad ? 1 : 0);
    }
    if (me == 0)
        bad_call();
    /* the others poll until the job dies (or the bad call goes unnoticed) */
    double t0 = am_now();
    GASNET_BLOCKUNTIL(am_now() - t0 > 20);
    fprintf(stderr, "t_rma_errors: %s: nothing happened within 20 s\n", modes[mode]);
    gasnet_exit(4);
    return 4;
}
