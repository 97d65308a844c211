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
 * call and the argument. Before a bad range rank 0 prints on stdout
 *     t_vis_errors: MODE: target rank T, segment [OWNER_START, OWNER_END)
 * If the bad call returns, this program exits with status 3; if the job is
 * still alive after 20 s, the other ranks exit with status 4.
 */
#include "vis_common.h"

#include <stdint.h>

#define SEGSIZE (64 * 1024)
#define H_PEER 201

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
                                    "g1-puts-monotonic",
                                    "g1-getv-range",
                                    "g1-puti-null",
                                    "g1-gets-count-null"};
#define NMODES ((int)(sizeof modes / sizeof modes[0]))

static int mode;
static gex_EP_t ep;
static gex_Rank_t me, n;
static gasnet_seginfo_t *seginfo;
static int peer_runs;

static void on_peer(gex_Token_t token, void *buf, size_t nbytes)
{
    (void)token;
    (void)buf;
    (void)nbytes;
    peer_runs++;
}

static _Noreturn void returned(void)
{
    fprintf(stderr, "t_vis_errors: %s: the bad call returned (not detected)\n", modes[mode]);
    fflush(stderr);
    gasnet_exit(3);
}

static void announce(gex_Rank_t t)
{
    char *start = seginfo[t].addr;
    printf("t_vis_errors: %s: target rank %u, segment [%p, %p)\n", modes[mode], (unsigned)t,
           (void *)start, (void *)(start + seginfo[t].size));
    fflush(stdout);
}

/* Valid use of every kind, to every rank; returns the number of problems. */
static int valid_calls(void)
{
    int bad = 0;
    uint8_t buf[256], back[256];
    gex_TM_t pair = gex_TM_Pair(ep, 0);
    for (size_t j = 0; j < sizeof buf; j++)
        buf[j] = (uint8_t)(j * 5 + 1); /* the same on every rank: they race at a segment's end */
    for (gex_Rank_t i = 0; i < n; i++) {
        gex_Rank_t t = (me + i) % n;
        char *base = seginfo[t].addr, *end = base + seginfo[t].size;
        char *mine = base + TAP_RESERVED + 1024 * me; /* disjoint per writer */
        /* the last 8 bytes of the segment, empty pieces past its end and NULL */
        gex_Memvec_t dv[3] = {{end - 8, 8}, {end + 4096, 0}, {NULL, 0}},
                     sv[2] = {{buf, 8}, {NULL, 0}};
        bad +=
            gex_VIS_VectorPutBlocking(am_tm, t, 3, dv, 2, sv, GEX_FLAG_PEER_NEVER_SELF * (t != me));
        gex_Memvec_t bv = {back, 8};
        gex_Event_Wait(gex_VIS_VectorGetNB(pair, 1, &bv, t, 3, dv, 0));
        bad += memcmp(back, buf, 8) != 0;
        bad += gex_VIS_VectorPutNBI(am_tm, t, 0, NULL, 0, NULL, GEX_FLAG_ENABLE_LEAF_LC);
        gex_NBI_Wait(GEX_EC_ALL, 0);
        /* indexed, with offsets into the segments */
        void *dp[2] = {(void *)(uintptr_t)(mine - base), (void *)(uintptr_t)(mine - base + 64)};
        void *sp[1] = {
            (void *)(uintptr_t)((char *)seginfo[me].addr + 32768 - (char *)seginfo[me].addr)};
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
    gex_Rank_t t = n > 1 ? 1 : 0;
    uint8_t buf[64] = {0};
    char *base = seginfo[t].addr;
    uintptr_t size = seginfo[t].size;
    char *end = base + size;
    gex_Memvec_t ok1 = {base, 8}, lv[2] = {{buf, 8}, {buf + 8, 8}};
    const char *m = modes[mode];
    ptrdiff_t st[2] = {16, 256};
    size_t cnt[2] = {4, 4};
    void *dp[3] = {base, base + 64, end - 4}, *lp[3] = {buf, buf + 8, buf + 16};
    if (strstr(m, "range") || strstr(m, "below"))
        announce(t);
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
        gex_VIS_IndexedPutBlocking(am_tm, n, 1, dp, 8, 1, lp, 8, 0);
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
    returned();
}

int main(int argc, char **argv)
{
    mode = am_pick_mode(argc, argv, modes, NMODES, "t_vis_errors");
    if (mode < 0)
        return 2;
#if !PSHMEX_VIS_CHECKED
    fprintf(stderr, "t_vis_errors: built without VIS checks\n");
    return 2;
#endif
    if (gasnet_init(&argc, &argv) != GASNET_OK || gasnet_attach(NULL, 0, SEGSIZE, 0) != GASNET_OK) {
        fprintf(stderr, "t_vis_errors: gasnet_init / gasnet_attach failed\n");
        return 5;
    }
    gasnet_QueryGexObjects(NULL, &ep, &am_tm, NULL);
    gex_AM_Entry_t e = {
        H_PEER, (gex_AM_Fn_t)on_peer, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 0, NULL, "vis_peer"};
    gex_EP_RegisterHandlers(ep, &e, 1);
    me = gasnet_mynode();
    n = gasnet_nodes();
    seginfo = calloc(n, sizeof *seginfo);
    if (!seginfo || gasnet_getSegmentInfo(seginfo, (int)n) != GASNET_OK) {
        fprintf(stderr, "t_vis_errors: gasnet_getSegmentInfo failed\n");
        gasnet_exit(5);
    }
    if (mode == 0) {
        tap_multi(am_tm); /* for tap_barrier() */
        tap_barrier();    /* every handler is registered */
        int bad = valid_calls();
        tap_barrier();
        GASNET_BLOCKUNTIL(peer_runs == (int)n); /* one per sender */
        if (bad)
            fprintf(stderr, "t_vis_errors: ok: rank %u: %d call(s) failed or read back wrong\n",
                    (unsigned)me, bad);
        else
            printf("t_vis_errors: ok: rank %u: valid calls passed the checks\n", (unsigned)me);
        fflush(stdout);
        tap_barrier();
        gasnet_exit(bad ? 1 : 0);
    }
    if (me == 0)
        bad_call();
    double t0 = am_now();
    GASNET_BLOCKUNTIL(am_now() - t0 > 20);
    fprintf(stderr, "t_vis_errors: %s: nothing happened within 20 s\n", modes[mode]);
    gasnet_exit(4);
    return 4;
}
