/* t_vis_peer_ep: VIS peer completion to an endpoint other than 0 (003
 * L3865-3872, L3890: the AM "is delivered to the peer endpoint", whose
 * handler table must hold the handler).
 *
 *   pshmrun -n N t_vis_peer_ep
 *
 * Every rank creates endpoint 1 (AM, RMA, VIS) with a segment of its own
 * (gex_Segment_Create, gex_EP_BindSegment, gex_EP_PublishBoundSegment) and
 * registers handler index 200 twice, differently: on endpoint 0 and on
 * endpoint 1. Then every rank, to every rank (itself included), makes
 * armed VIS Puts into the peer's endpoint-1 segment:
 *  - through gex_TM_Pair(endpoint 0, 1): a Vector, an Indexed NB and a
 *    Strided NBI Put (the last with GEX_FLAG_PEER_SEG_OFFSET), and a
 *    zero-count Vector Put;
 *  - through a team of gex_TM_Create over endpoint 1 of every process: a
 *    Vector Put;
 * and one through the primordial team into the peer's primordial segment.
 * Endpoint 1's handler must run for each of the first five, on endpoint 1
 * (gex_Token_Info), seeing the data in endpoint 1's segment; endpoint 0's
 * only for the last, seeing it in the primordial segment.
 */
#include "vis_common.h"

#define H_PEER      200
#define EPSEG_BYTES ((uintptr_t)64 * 1024)
#define SLOT        256 /* bytes per Put */
#define NSLOT       8   /* slots per sender in each segment */
#define EP1_PUTS    5
#define EP0_PUTS    1

enum { B_EP1, B_EP0 };

struct peer_msg {
    uint32_t src, seq, len, sum;
};

static gex_EP_t ep1;
static char *ep1_seg;                 /* this rank's endpoint-1 segment */
static uint32_t *ep1_runs, *ep0_runs; /* [src] */

static uintptr_t segsize(gex_Rank_t n)
{
    return TAP_RESERVED + (uintptr_t)n * NSLOT * SLOT;
}

static uint32_t data_seed(gex_Rank_t src, gex_Rank_t dst, uint32_t seq)
{
    return am_seed(src, dst, seq, 0xe91u);
}

/* The handler of endpoint `want` (0 or 1): the token names that endpoint
 * and the sender; the Put's bytes are in that endpoint's segment at base. */
static void check_msg(int b, gex_EP_t want, const char *base, gex_Token_t token, void *buf,
                      size_t nbytes, uint32_t *runs)
{
    gex_Token_Info_t info;
    gex_Token_Info(token, &info, GEX_TI_SRCRANK | GEX_TI_EP);
    gex_Rank_t src = info.gex_srcrank;
    if (info.gex_ep != want)
        am_fail(b, "endpoint %u's handler runs with a token of endpoint %u",
                (unsigned)gex_EP_QueryIndex(want), (unsigned)gex_EP_QueryIndex(info.gex_ep));
    struct peer_msg m;
    if (nbytes != sizeof m) {
        am_fail(b, "a payload of %zu bytes from rank %u, want %zu", nbytes, (unsigned)src,
                sizeof m);
        return;
    }
    memcpy(&m, buf, sizeof m);
    const char *slot = base + ((size_t)src * NSLOT + m.seq) * SLOT;
    if (m.src != src)
        am_fail(b, "the token names rank %u, the payload rank %u", (unsigned)src, (unsigned)m.src);
    else if (m.len && (am_sum(slot, m.len) != m.sum ||
                       am_check(slot, m.len, data_seed(src, am_me, m.seq)) != -1))
        am_fail(b, "from rank %u, Put %u: the %u bytes are not in endpoint %u's segment",
                (unsigned)src, (unsigned)m.seq, (unsigned)m.len, (unsigned)gex_EP_QueryIndex(want));
    __atomic_add_fetch(&runs[src], 1, __ATOMIC_RELAXED);
}

static void on_ep0(gex_Token_t token, void *buf, size_t nbytes)
{
    check_msg(B_EP0, am_ep, am_local[am_me] + TAP_RESERVED, token, buf, nbytes, ep0_runs);
}

static void on_ep1(gex_Token_t token, void *buf, size_t nbytes)
{
    check_msg(B_EP1, ep1, ep1_seg, token, buf, nbytes, ep1_runs);
}

/* Arm the handler with the message of Put seq (len bytes of src) to t. */
static void arm(struct peer_msg *m, gex_Rank_t t, uint32_t seq, uint8_t *src, size_t len)
{
    am_fill(src, len, data_seed(am_me, t, seq));
    *m = (struct peer_msg){am_me, seq, (uint32_t)len, am_sum(src, len)};
    gex_VIS_SetPeerCompletionHandler(H_PEER, m, sizeof *m, 0);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_VIS_PEER_EP", segsize);
    ep1_runs = calloc(am_n, sizeof *ep1_runs);
    ep0_runs = calloc(am_n, sizeof *ep0_runs);
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    int rc = gex_EP_Create(&ep1, am_client,
                           GEX_EP_CAPABILITY_AM | GEX_EP_CAPABILITY_RMA | GEX_EP_CAPABILITY_VIS, 0);
    rc = rc == GASNET_OK ? gex_Segment_Create(&seg, am_client, NULL, EPSEG_BYTES, GEX_MK_HOST, 0)
                         : rc;
    rc = rc == GASNET_OK ? gex_EP_BindSegment(ep1, seg, 0) : rc;
    ep1_seg = rc == GASNET_OK ? gex_Segment_QueryAddr(seg) : NULL;
    gex_AM_Entry_t e0 = {H_PEER, (gex_AM_Fn_t)on_ep0, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 0,
                         NULL,   "vis_peer_ep0"};
    gex_AM_Entry_t e1 = {H_PEER, (gex_AM_Fn_t)on_ep1, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 0,
                         NULL,   "vis_peer_ep1"};
    rc = rc == GASNET_OK ? gex_EP_RegisterHandlers(am_ep, &e0, 1) : rc;
    rc = rc == GASNET_OK ? gex_EP_RegisterHandlers(ep1, &e1, 1) : rc;
    rc = rc == GASNET_OK ? gex_EP_PublishBoundSegment(am_tm, &ep1, 1, 0) : rc;
    if (!ok(rc == GASNET_OK && gex_EP_QueryIndex(ep1) == 1 && ep1_seg,
            "endpoint 1 with a %lu-byte segment, handler %d registered on endpoints 0 and 1",
            (unsigned long)EPSEG_BYTES, H_PEER))
        gasnet_exit(1);
    gex_EP_Location_t *loc = calloc(am_n, sizeof *loc);
    for (gex_Rank_t i = 0; i < am_n; i++)
        loc[i] = (gex_EP_Location_t){i, 1};
    gex_TM_t team1 = GEX_TM_INVALID;
    gex_TM_Create(&team1, 1, am_tm, loc, am_n, NULL, 0,
                  GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_NO_SCRATCH);
    free(loc);
    ok(team1 != GEX_TM_INVALID, "gex_TM_Create over endpoint 1 of every process");
    tap_barrier(); /* every handler is registered, every segment published */

    gex_TM_t pair = gex_TM_Pair(am_ep, 1);
    uint8_t src[SLOT];
    struct peer_msg m;
    for (gex_Rank_t k = 0; k < am_n; k++) {
        gex_Rank_t t = (am_me + k) % am_n;
        void *owner = NULL, *local = NULL;
        uintptr_t size = 0;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(pair, t, &owner, &local, &size, 0));
        char *mine = (char *)owner + (size_t)am_me * NSLOT * SLOT; /* owner addresses */
        uintptr_t off = (size_t)am_me * NSLOT * SLOT;              /* offsets */

        arm(&m, t, 0, src, 64);
        gex_Memvec_t dv[2] = {{mine, 40}, {mine + 40, 24}}, sv = {src, 64};
        gex_VIS_VectorPutBlocking(pair, t, 2, dv, 1, &sv, 0);

        arm(&m, t, 1, src, 96);
        void *dp[3] = {mine + SLOT, mine + SLOT + 32, mine + SLOT + 64}, *sp[1] = {src};
        gex_Event_Wait(gex_VIS_IndexedPutNB(pair, t, 3, dp, 32, 1, sp, 96, 0));

        arm(&m, t, 2, src, 128);
        ptrdiff_t st[1] = {16};
        size_t cnt[1] = {8};
        gex_VIS_StridedPutNBI(pair, t, (void *)(off + 2 * SLOT), st, src, st, 16, cnt, 1,
                              GEX_FLAG_PEER_SEG_OFFSET);
        gex_NBI_Wait(GEX_EC_PUT, 0);

        arm(&m, t, 3, src, 0); /* a no-op Put: the handler still runs, on endpoint 1 */
        gex_VIS_VectorPutBlocking(pair, t, 0, NULL, 0, NULL, 0);

        arm(&m, t, 4, src, 200);
        gex_Memvec_t d4 = {mine + 4 * SLOT, 200}, s4 = {src, 200};
        gex_VIS_VectorPutBlocking(team1, t, 1, &d4, 1, &s4, 0);

        /* the primordial team: endpoint 0's handler, the primordial segment */
        arm(&m, t, 5, src, 48);
        gex_Memvec_t d5 = {am_owner[t] + TAP_RESERVED + ((size_t)am_me * NSLOT + 5) * SLOT, 48},
                     s5 = {src, 48};
        gex_VIS_VectorPutBlocking(am_tm, t, 1, &d5, 1, &s5, 0);
    }
    double t0 = am_now();
    int all = 0;
    while (!all && am_now() - t0 < 30.0 * tap_time_scale()) {
        gasnet_AMPoll();
        all = 1;
        for (gex_Rank_t s = 0; s < am_n; s++)
            all &= __atomic_load_n(&ep1_runs[s], __ATOMIC_RELAXED) >= EP1_PUTS &&
                   __atomic_load_n(&ep0_runs[s], __ATOMIC_RELAXED) >= EP0_PUTS;
    }
    tap_barrier(); /* nothing else is on its way */
    for (int i = 0; i < 20; i++)
        gasnet_AMPoll();
    int exact = 1;
    for (gex_Rank_t s = 0; s < am_n; s++)
        if (ep1_runs[s] != EP1_PUTS || ep0_runs[s] != EP0_PUTS) {
            exact = 0;
            diag("rank %u: from rank %u, %u runs of endpoint 1's handler (want %d), %u of "
                 "endpoint 0's (want %d)",
                 (unsigned)am_me, (unsigned)s, (unsigned)ep1_runs[s], EP1_PUTS,
                 (unsigned)ep0_runs[s], EP0_PUTS);
        }
    ok(exact,
       "Puts to endpoint 1 (TM-pair, gex_TM_Create team) run endpoint 1's handler, %d per sender; "
       "Puts to endpoint 0 endpoint 0's, %d per sender",
       EP1_PUTS, EP0_PUTS);
    am_bucket_ok(B_EP1, "endpoint 1's handler runs on endpoint 1 and sees the data in its segment");
    am_bucket_ok(B_EP0, "endpoint 0's handler runs on endpoint 0 and sees the data in its segment");
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
