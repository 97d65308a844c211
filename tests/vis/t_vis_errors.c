/* t_vis_errors: a helper for vis.sh (not a test by itself), built as a
 * client is by default (no -DPSHMEX_DEBUG, no -DPSHMEX_UNCHECKED): every
 * VIS call checks its arguments in the default build.
 *
 *   pshmrun -n N t_vis_errors MODE
 *
 * MODE "ok" makes valid calls of every kind to every rank (pieces that end
 * at the last byte of a segment, empty pieces anywhere, NULL lists with
 * zero counts, elemsz 0 and zero counts with NULL addresses, zero and
 * negative strides, segment offsets, a TM-pair, a peer-completion handler,
 * the GASNet-1 forms) and exits with status 0: the checks must not reject
 * correct use. Every other MODE makes one bad call on rank 0; the library
 * must stop the job with one line "pshmex: ..." on stderr that names the
 * call and the argument. The harness (announce line, statuses 3, 4, 5)
 * is tests/err_mode.h.
 */
#include "../err_mode.h"
#include "vis_common.h"

#include <stdint.h>

#define SEGSIZE   (64 * 1024)
#define H_PEER    201
#define H_NOWHERE 202 /* registered on no endpoint */

static const char *const modes[] = {"ok",
                                    "vector-put-range",
                                    "vector-get-range",
                                    "indexed-put-range",
                                    "strided-put-range",
                                    "strided-get-below",
                                    "vector-null",
                                    "indexed-null",
                                    "vector-totals",
                                    "indexed-totals",
                                    "indexed-overflow",
                                    "strided-overflow",
                                    "strided-elem-overflow",
                                    "strided-null-strides",
                                    "leaf-lc-get",
                                    "leaf-lc-blocking",
                                    "bad-flags",
                                    "bad-rank",
                                    "peer-on-get",
                                    "peer-immediate",
                                    "peer-too-big",
                                    "peer-flags",
                                    "peer-noop-get",
                                    "peer-noop-rank",
                                    "peer-ep-no-am",
                                    "peer-ep-unregistered",
                                    "g1-puts-monotonic",
                                    "g1-getv-range",
                                    "g1-puti-null",
                                    "g1-gets-count-null",
                                    "vector-local-null",
                                    "indexed-local-null",
                                    "strided-local-null"};
#define NMODES ((int)(sizeof modes / sizeof modes[0]))

static int peer_runs;
static gex_TM_t team1; /* over endpoint 1 of every process (the peer-ep-* modes) */

/* The peer-ep-* modes, on every rank: endpoint 1 with caps and a segment
 * of its own, published, and team1 over it. */
static void make_ep1(gex_EP_Capabilities_t caps)
{
    gex_Client_t client;
    gex_EP_t ep1;
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    gasnet_QueryGexObjects(&client, NULL, NULL, NULL);
    int rc = gex_EP_Create(&ep1, client, caps, 0);
    rc = rc == GASNET_OK ? gex_Segment_Create(&seg, client, NULL, 4096, GEX_MK_HOST, 0) : rc;
    rc = rc == GASNET_OK ? gex_EP_BindSegment(ep1, seg, 0) : rc;
    rc = rc == GASNET_OK ? gex_EP_PublishBoundSegment(am_tm, &ep1, 1, 0) : rc;
    gex_EP_Location_t *loc = calloc(em_n, sizeof *loc);
    for (gex_Rank_t i = 0; i < em_n; i++)
        loc[i] = (gex_EP_Location_t){i, 1};
    if (rc == GASNET_OK)
        gex_TM_Create(&team1, 1, am_tm, loc, em_n, NULL, 0,
                      GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_NO_SCRATCH);
    free(loc);
    if (rc != GASNET_OK || team1 == GEX_TM_INVALID) {
        fprintf(stderr, "t_vis_errors: endpoint 1 with a segment: %d\n", rc);
        gasnet_exit(5);
    }
}

static void on_peer(gex_Token_t token, void *buf, size_t nbytes)
{
    (void)token;
    (void)buf;
    (void)nbytes;
    peer_runs++;
}

/* Valid use of every kind, to every rank; returns the number of problems. */
static int valid_calls(void)
{
    int bad = 0;
    uint8_t buf[256], back[256];
    gex_TM_t pair = gex_TM_Pair(em_ep, 0);
    /* The same on every rank, and the same in every 8-byte piece: the ranks
     * race at a segment's end, where the strided Put below also writes
     * buf[16..24) over the last 8 bytes that another rank (or the owner)
     * has just put from buf[0..8) and reads back. */
    for (size_t j = 0; j < sizeof buf; j++)
        buf[j] = (uint8_t)(j % 8 * 5 + 1);
    for (gex_Rank_t i = 0; i < em_n; i++) {
        gex_Rank_t t = (em_me + i) % em_n;
        char *base = em_seginfo[t].addr, *end = base + em_seginfo[t].size;
        char *mine = base + TAP_RESERVED + 1024 * em_me; /* disjoint per writer */
        /* the last 8 bytes of the segment, empty pieces past its end and NULL */
        gex_Memvec_t dv[3] = {{end - 8, 8}, {end + 4096, 0}, {NULL, 0}},
                     sv[2] = {{buf, 8}, {NULL, 0}};
        bad += gex_VIS_VectorPutBlocking(am_tm, t, 3, dv, 2, sv,
                                         GEX_FLAG_PEER_NEVER_SELF * (t != em_me));
        gex_Memvec_t bv = {back, 8};
        gex_Event_Wait(gex_VIS_VectorGetNB(pair, 1, &bv, t, 3, dv, 0));
        bad += memcmp(back, buf, 8) != 0;
        bad += gex_VIS_VectorPutNBI(am_tm, t, 0, NULL, 0, NULL, GEX_FLAG_ENABLE_LEAF_LC);
        gex_NBI_Wait(GEX_EC_ALL, 0);
        /* indexed, with offsets into the segments */
        void *dp[2] = {(void *)(uintptr_t)(mine - base), (void *)(uintptr_t)(mine - base + 64)};
        void *sp[1] = {(void *)(uintptr_t)((char *)em_seginfo[em_me].addr + 32768 -
                                           (char *)em_seginfo[em_me].addr)};
        bad += gex_VIS_IndexedGetBlocking(am_tm, 1, sp, 32, t, 2, dp, 16,
                                          GEX_FLAG_SELF_SEG_OFFSET | GEX_FLAG_PEER_SEG_OFFSET);
        bad += gex_VIS_IndexedPutNBI(am_tm, t, 0, NULL, 8, 0, NULL, 16, 0);
        /* strided: a negative and a zero stride, the section ending at the
         * segment's end; elemsz 0 and a zero count with NULL addresses */
        ptrdiff_t dst[2] = {-16, 64}, sst[2] = {0, 8};
        size_t cnt[2] = {4, 3}, zc[2] = {2, 0};
        bad += gex_VIS_StridedPutBlocking(am_tm, t, end - 136, dst, buf, sst, 8, cnt, 2,
                                          GEX_FLAG_IMMEDIATE);
        bad += gex_VIS_StridedGetNBI(am_tm, NULL, NULL, t, NULL, NULL, 0, NULL, 9, 0);
        gex_Event_Wait(gex_VIS_StridedGetNB(am_tm, NULL, dst, t, NULL, sst, 8, zc, 2, 0));
        bad += gex_VIS_StridedPutNBI(am_tm, t, mine, NULL, buf, NULL, 100, NULL, 0,
                                     GEX_FLAG_ENABLE_LEAF_LC);
        gex_NBI_Wait(GEX_EC_LC, 0);
        /* GASNet-1 */
        size_t g1st[1] = {16}, g1cnt[2] = {8, 4};
        gasnet_puts_bulk(t, mine, g1st, buf, g1st, g1cnt, 1);
        gasnet_gets_bulk(back, g1st, t, mine, g1st, g1cnt, 1);
        bad += memcmp(back, buf, 8) != 0;
        gasnet_memvec_t g1v = {mine, 32}, g1b = {back, 32};
        gasnet_wait_syncnb(gasnet_getv_nb_bulk(1, &g1b, t, 1, &g1v));
        void *g1d[1] = {mine};
        gasnet_puti_nbi_bulk(t, 1, g1d, 16, 1, (void *[]){buf}, 16);
        gasnet_wait_syncnbi_puts();
        /* a peer-completion handler on a Put */
        gex_VIS_SetPeerCompletionHandler(H_PEER, buf, GEX_VIS_MAX_PEERCOMPLETION < 256 ? 8 : 200,
                                         0);
        bad += gex_VIS_VectorPutBlocking(am_tm, t, 1, dv, 1, sv, 0);
    }
    return bad;
}

static void bad_call(void)
{
    gex_Rank_t t = em_n > 1 ? 1 : 0;
    uint8_t buf[64] = {0};
    char *base = em_seginfo[t].addr;
    uintptr_t size = em_seginfo[t].size;
    char *end = base + size;
    gex_Memvec_t ok1 = {base, 8}, lv[2] = {{buf, 8}, {buf + 8, 8}};
    const char *m = em_modes[em_mode];
    ptrdiff_t st[2] = {16, 256};
    size_t cnt[2] = {4, 4};
    void *dp[3] = {base, base + 64, end - 4}, *lp[3] = {buf, buf + 8, buf + 16};
    if (strstr(m, "range") || strstr(m, "below"))
        em_announce(t);
    if (!strcmp(m, "vector-put-range")) { /* dstlist[1] crosses the end */
        gex_Memvec_t dv[2] = {{base, 8}, {end - 4, 8}};
        gex_VIS_VectorPutBlocking(am_tm, t, 2, dv, 2, lv, 0);
    } else if (!strcmp(m, "vector-get-range")) { /* srclist[0] starts before */
        gex_Memvec_t sv[1] = {{base - 8, 16}};
        gex_Memvec_t dv[1] = {{buf, 16}};
        gex_Event_Wait(gex_VIS_VectorGetNB(am_tm, 1, dv, t, 1, sv, 0));
    } else if (!strcmp(m, "indexed-put-range")) { /* dstlist[2] crosses the end */
        gex_VIS_IndexedPutNBI(am_tm, t, 3, dp, 8, 3, lp, 8, 0);
    } else if (!strcmp(m, "strided-put-range")) { /* the last row passes the end */
        gex_VIS_StridedPutBlocking(am_tm, t, end - 3 * 256 - 40, st, buf, st, 8, cnt, 2, 0);
    } else if (!strcmp(m, "strided-get-below")) { /* a negative stride reaches below */
        ptrdiff_t neg[2] = {-16, 256};
        gex_Event_Wait(gex_VIS_StridedGetNB(am_tm, buf, st, t, base + 16, neg, 8, cnt, 2, 0));
    } else if (!strcmp(m, "vector-local-null")) { /* srclist[1]: 8 bytes at NULL */
        gex_Memvec_t sv[2] = {{buf, 8}, {NULL, 8}};
        gex_VIS_VectorPutBlocking(am_tm, t, 1, (gex_Memvec_t[]){{base, 16}}, 2, sv, 0);
    } else if (!strcmp(m, "indexed-local-null")) { /* dstlist[1] of a Get */
        void *ld[3] = {buf, NULL, buf + 16};
        gex_VIS_IndexedGetBlocking(am_tm, 3, ld, 8, t, 3, dp, 8, 0);
    } else if (!strcmp(m, "strided-local-null")) { /* srcaddr NULL, a negative stride */
        ptrdiff_t neg[2] = {-16, 256};
        gex_VIS_StridedPutBlocking(am_tm, t, base, st, NULL, neg, 8, cnt, 2, 0);
    } else if (!strcmp(m, "vector-null")) {
        gex_VIS_VectorPutBlocking(am_tm, t, 2, NULL, 1, lv, 0);
    } else if (!strcmp(m, "indexed-null")) {
        gex_VIS_IndexedGetNBI(am_tm, 3, lp, 8, t, 3, NULL, 8, 0);
    } else if (!strcmp(m, "vector-totals")) {
        gex_VIS_VectorPutBlocking(am_tm, t, 1, &ok1, 2, lv, 0);
    } else if (!strcmp(m, "indexed-totals")) {
        gex_VIS_IndexedPutBlocking(am_tm, t, 3, dp, 4, 1, lp, 8, 0);
    } else if (!strcmp(m, "indexed-overflow")) {
        gex_VIS_IndexedPutBlocking(am_tm, t, SIZE_MAX / 2, dp, 4, 1, lp, 8, 0);
    } else if (!strcmp(m, "strided-overflow")) {
        size_t big[2] = {2, SIZE_MAX / 64};
        gex_VIS_StridedPutBlocking(am_tm, t, base, st, buf, st, 1, big, 2, 0);
    } else if (!strcmp(m, "strided-elem-overflow")) {
        size_t big[2] = {SIZE_MAX / 4, 8};
        gex_VIS_StridedGetBlocking(am_tm, buf, st, t, base, st, 16, big, 2, 0);
    } else if (!strcmp(m, "strided-null-strides")) { /* even with a zero count */
        size_t zc[2] = {0, 4};
        gex_VIS_StridedPutBlocking(am_tm, t, base, NULL, buf, st, 8, zc, 2, 0);
    } else if (!strcmp(m, "leaf-lc-get")) {
        gex_Event_Wait(gex_VIS_VectorGetNB(am_tm, 1, lv, t, 1, &ok1, GEX_FLAG_ENABLE_LEAF_LC));
    } else if (!strcmp(m, "leaf-lc-blocking")) {
        gex_VIS_StridedPutBlocking(am_tm, t, base, st, buf, st, 8, cnt, 2, GEX_FLAG_ENABLE_LEAF_LC);
    } else if (!strcmp(m, "bad-flags")) {
        gex_VIS_VectorPutBlocking(am_tm, t, 1, &ok1, 1, lv, GEX_FLAG_AM_PREPARE_LEAST_CLIENT);
    } else if (!strcmp(m, "bad-rank")) {
        gex_VIS_IndexedPutBlocking(am_tm, em_n, 1, dp, 8, 1, lp, 8, 0);
    } else if (!strcmp(m, "peer-on-get")) {
        gex_VIS_SetPeerCompletionHandler(H_PEER, NULL, 0, 0);
        gex_VIS_StridedGetBlocking(am_tm, buf, st, t, base, st, 8, cnt, 2, 0);
    } else if (!strcmp(m, "peer-immediate")) {
        gex_VIS_SetPeerCompletionHandler(H_PEER, NULL, 0, 0);
        gex_VIS_VectorPutBlocking(am_tm, t, 1, &ok1, 1, lv, GEX_FLAG_IMMEDIATE);
    } else if (!strcmp(m, "peer-too-big")) {
        gex_VIS_SetPeerCompletionHandler(H_PEER, buf, GEX_VIS_MAX_PEERCOMPLETION + 1, 0);
    } else if (!strcmp(m, "peer-flags")) {
        gex_VIS_SetPeerCompletionHandler(H_PEER, buf, 8, GEX_FLAG_IMMEDIATE);
    } else if (!strcmp(m, "peer-noop-get")) { /* a zero count: still a Get while armed */
        size_t zc[2] = {4, 0};
        gex_VIS_SetPeerCompletionHandler(H_PEER, NULL, 0, 0);
        gex_VIS_StridedGetBlocking(am_tm, buf, st, t, base, st, 8, zc, 2, 0);
    } else if (!strcmp(m, "peer-noop-rank")) { /* the armed no-op Put needs its peer */
        gex_VIS_SetPeerCompletionHandler(H_PEER, NULL, 0, 0);
        gex_VIS_VectorPutBlocking(am_tm, 12345, 0, NULL, 0, NULL, 0);
    } else if (!strcmp(m, "peer-ep-no-am")) { /* endpoint 1 has no AM queues */
        gex_TM_t pair = gex_TM_Pair(em_ep, 1);
        void *owner = NULL;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(pair, t, &owner, NULL, NULL, 0));
        gex_Memvec_t d1 = {owner, 8};
        gex_VIS_SetPeerCompletionHandler(H_PEER, NULL, 0, 0);
        gex_VIS_VectorPutBlocking(pair, t, 1, &d1, 1, lv, 0);
    } else if (!strcmp(m, "peer-ep-unregistered")) {
        /* from endpoint 1 to our own endpoint 1, with a handler registered
         * nowhere: the target's poll names both endpoints */
        gex_VIS_SetPeerCompletionHandler(H_NOWHERE, NULL, 0, 0);
        gex_VIS_VectorPutBlocking(team1, 0, 0, NULL, 0, NULL, 0);
        for (int i = 0; i < 100; i++)
            gasnet_AMPoll();
    } else if (!strcmp(m, "g1-puts-monotonic")) {
        size_t g1st[2] = {16, 32}, g1cnt[3] = {8, 4, 2}; /* 32 < 4 * 16 */
        gasnet_puts_bulk(t, base, g1st, buf, g1st, g1cnt, 2);
    } else if (!strcmp(m, "g1-getv-range")) {
        gasnet_memvec_t sv[1] = {{end, 8}}, dv[1] = {{buf, 8}};
        gasnet_getv_bulk(1, dv, t, 1, sv);
    } else if (!strcmp(m, "g1-puti-null")) {
        gasnet_puti_nbi_bulk(t, 2, NULL, 8, 2, lp, 8);
    } else if (!strcmp(m, "g1-gets-count-null")) {
        size_t g1st[1] = {16};
        gasnet_gets_bulk(buf, g1st, t, base, g1st, NULL, 1);
    }
    em_returned();
}

int main(int argc, char **argv)
{
    if (em_pick(argc, argv, "t_vis_errors", modes, NMODES) < 0)
        return 2;
#if !PSHMEX_VIS_CHECKED
    fprintf(stderr, "t_vis_errors: built without VIS checks\n");
    return 2;
#endif
    em_init(&argc, &argv, SEGSIZE);
    gex_AM_Entry_t e = {
        H_PEER, (gex_AM_Fn_t)on_peer, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 0, NULL, "vis_peer"};
    gex_EP_RegisterHandlers(em_ep, &e, 1);
    if (em_mode == 0) {
        tap_multi(am_tm); /* for tap_barrier() */
        tap_barrier();    /* every handler is registered */
        int bad = valid_calls();
        tap_barrier();
        GASNET_BLOCKUNTIL(peer_runs == (int)em_n); /* one per sender */
        em_ok_exit(bad, "call(s) failed or read back wrong");
    }
    if (!strcmp(em_modes[em_mode], "peer-ep-no-am"))
        make_ep1(GEX_EP_CAPABILITY_RMA | GEX_EP_CAPABILITY_VIS);
    else if (!strcmp(em_modes[em_mode], "peer-ep-unregistered"))
        make_ep1(GEX_EP_CAPABILITY_AM | GEX_EP_CAPABILITY_RMA | GEX_EP_CAPABILITY_VIS);
    if (em_me == 0)
        bad_call();
    em_wait_for_the_end();
}
