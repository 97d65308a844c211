/* t_seg_errors MODE: one misuse of segments, endpoints' segments or memory
 * kinds, made by rank 0 (the other ranks wait in a barrier); each must
 * stop the job with one line "pshmex: FATAL: <call>: ..." (checked by
 * seg_tmpair.sh). MODE ok makes the valid calls around them and exits 0.
 * Built with the default (inline) checks: rma_outside_sub fails only if a
 * TM-pair to endpoint 3 is not checked against the primordial segment, and
 * team_outside_sub likewise for a gex_TM_Create team over endpoints 3. */
#include "../am_queues/am_common.h"

#include <gasnet_mk.h>
#include <gasnet_vis.h>

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return 1 << 20;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "ok";
    am_start(&argc, &argv, "T_SEG_ERRORS", segsize);
    gex_EP_t ep1, ep2;
    gex_EP_Create(&ep1, am_client, GEX_EP_CAPABILITY_RMA, 0);
    gex_EP_Create(&ep2, am_client, GEX_EP_CAPABILITY_RMA, 0);
    gex_Segment_t seg;
    gex_Segment_Create(&seg, am_client, NULL, GASNET_PAGESIZE, GEX_MK_HOST, 0);
    gex_EP_BindSegment(ep2, seg, 0);
    /* endpoint 3: 64 bytes of client memory inside the primordial segment */
    gex_EP_t ep3;
    gex_Segment_t sub;
    gex_EP_Create(&ep3, am_client, GEX_EP_CAPABILITY_RMA, 0);
    gex_Segment_Create(&sub, am_client, (char *)gex_Segment_QueryAddr(am_seg) + TAP_RESERVED, 64,
                       GEX_MK_HOST, 0);
    gex_EP_BindSegment(ep3, sub, 0);
    gex_EP_t both[2] = {ep2, ep3};
    gex_EP_PublishBoundSegment(am_tm, both, 2, 0);
    gex_Rank_t peer = (am_me + 1) % am_n;
    void *owner = NULL;
    uintptr_t size = 0;
    gex_Segment_QueryBound(gex_TM_Pair(am_ep, 2), peer, &owner, NULL, &size);
    uint64_t word = 7;
    gex_RMA_PutBlocking(gex_TM_Pair(am_ep, 2), peer, owner, &word, 8, 0); /* valid */
    gex_TM_t ep3_team = GEX_TM_INVALID; /* gex_TM_Create over endpoint 3 of every process */
    if (!strcmp(mode, "team_outside_sub")) {
        gex_EP_Location_t *args = calloc(am_n, sizeof *args);
        for (gex_Rank_t i = 0; i < am_n; i++)
            args[i] = (gex_EP_Location_t){i, 3};
        gex_TM_Create(&ep3_team, 1, am_tm, args, am_n, NULL, 0,
                      GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_NO_SCRATCH);
        free(args);
    }
    /* endpoint 4 (private_* modes only: a published private segment turns
     * the unchecked build's address translation on for the whole job):
     * client memory no peer can map (malloc) */
    gex_EP_t ep4;
    gex_Segment_t priv = GEX_SEGMENT_INVALID;
    void *priv_owner = NULL;
    if (!strncmp(mode, "private_", 8)) {
        gex_EP_Create(&ep4, am_client,
                      GEX_EP_CAPABILITY_RMA | GEX_EP_CAPABILITY_VIS | GEX_EP_CAPABILITY_AM, 0);
        gex_Segment_Create(&priv, am_client, malloc(256), 256, GEX_MK_HOST, 0);
        gex_EP_BindSegment(ep4, priv, 0);
        gex_EP_PublishBoundSegment(am_tm, &ep4, 1, 0);
        gex_Event_Wait(
            gex_EP_QueryBoundSegmentNB(gex_TM_Pair(am_ep, 4), peer, &priv_owner, NULL, NULL, 0));
    }
    /* endpoint 4 (long_outside): AM and RMA, a library-allocated page */
    void *am4_owner = NULL;
    if (!strcmp(mode, "long_outside")) {
        gex_Segment_t am4;
        gex_EP_Create(&ep4, am_client, GEX_EP_CAPABILITY_RMA | GEX_EP_CAPABILITY_AM, 0);
        gex_Segment_Create(&am4, am_client, NULL, GASNET_PAGESIZE, GEX_MK_HOST, 0);
        gex_EP_BindSegment(ep4, am4, 0);
        gex_EP_PublishBoundSegment(am_tm, &ep4, 1, 0);
        gex_Segment_QueryBound(gex_TM_Pair(am_ep, 4), peer, &am4_owner, NULL, NULL);
    }
    gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
    if (am_me == 0) {
        printf("t_seg_errors: %s\n", mode);
        fflush(stdout);
        if (!strcmp(mode, "rma_unbound")) {
            gex_RMA_PutBlocking(gex_TM_Pair(am_ep, 1), peer, owner, &word, 8, 0);
        } else if (!strcmp(mode, "rma_noep")) {
            gex_RMA_GetBlocking(gex_TM_Pair(am_ep, 9), &word, peer, owner, 8, 0);
        } else if (!strcmp(mode, "rma_outside")) {
            gex_RMA_PutBlocking(gex_TM_Pair(am_ep, 2), peer, (char *)owner + size - 4, &word, 8, 0);
        } else if (!strcmp(mode, "rma_outside_sub")) {
            /* inside the peer's primordial segment, but past endpoint 3's */
            void *sub_owner = NULL;
            gex_Segment_QueryBound(gex_TM_Pair(am_ep, 3), peer, &sub_owner, NULL, NULL);
            gex_RMA_PutBlocking(gex_TM_Pair(am_ep, 3), peer, sub_owner, &word, 8, 0); /* valid */
            /* the peer's primordial segment is now known to the inline check */
            gex_RMA_PutBlocking(am_tm, peer, am_owner[peer] + TAP_RESERVED + 128, &word, 8, 0);
            gex_RMA_PutBlocking(gex_TM_Pair(am_ep, 3), peer, (char *)sub_owner + 64, &word, 8, 0);
        } else if (!strcmp(mode, "team_outside_sub")) {
            /* the same through a team whose members are endpoints 3: its
             * entries must not pass for the primordial segments */
            void *sub_owner = NULL;
            gex_Segment_QueryBound(ep3_team, peer, &sub_owner, NULL, NULL);
            gex_RMA_PutBlocking(ep3_team, peer, sub_owner, &word, 8, 0); /* valid */
            gex_RMA_PutBlocking(am_tm, peer, am_owner[peer] + TAP_RESERVED + 128, &word, 8, 0);
            gex_RMA_PutBlocking(ep3_team, peer, (char *)sub_owner + 64, &word, 8, 0);
        } else if (!strcmp(mode, "val_outside")) {
            gex_RMA_PutBlockingVal(gex_TM_Pair(am_ep, 2), peer, (char *)owner + size, 1, 8, 0);
        } else if (!strcmp(mode, "vis_unbound")) {
            gex_Memvec_t src = {&word, 8}, dst = {owner, 8};
            gex_VIS_VectorPutBlocking(gex_TM_Pair(am_ep, 1), peer, 1, &dst, 1, &src, 0);
        } else if (!strcmp(mode, "self_unbound")) {
            /* the local endpoint of the TM-pair is endpoint 1, unbound */
            gex_RMA_PutBlocking(gex_TM_Pair(ep1, 0), peer, am_owner[peer] + TAP_RESERVED + 128,
                                (void *)(uintptr_t)8, 8, GEX_FLAG_SELF_SEG_OFFSET);
        } else if (!strcmp(mode, "self_outside")) {
            /* past the end of endpoint 2's segment, within the primordial one */
            gex_RMA_GetBlocking(gex_TM_Pair(ep2, 0), (void *)(uintptr_t)(GASNET_PAGESIZE - 4), peer,
                                am_owner[peer] + TAP_RESERVED + 128, 8, GEX_FLAG_SELF_SEG_OFFSET);
        } else if (!strcmp(mode, "vis_self_outside")) {
            gex_Memvec_t dst = {(void *)(uintptr_t)(GASNET_PAGESIZE - 4), 8},
                         src = {am_owner[peer] + TAP_RESERVED + 128, 8};
            gex_VIS_VectorGetBlocking(gex_TM_Pair(ep2, 0), 1, &dst, peer, 1, &src,
                                      GEX_FLAG_SELF_SEG_OFFSET);
        } else if (!strcmp(mode, "private_put")) {
            gex_RMA_PutBlocking(gex_TM_Pair(am_ep, 4), peer, priv_owner, &word, 8, 0);
        } else if (!strcmp(mode, "private_vis")) {
            gex_Memvec_t dst = {&word, 8}, src = {priv_owner, 8};
            gex_VIS_VectorGetBlocking(gex_TM_Pair(am_ep, 4), 1, &dst, peer, 1, &src, 0);
        } else if (!strcmp(mode, "private_long")) {
            gex_AM_RequestLong0(gex_TM_Pair(am_ep, 4), peer, GEX_AM_INDEX_BASE, &word, 8,
                                priv_owner, GEX_EVENT_NOW, 0);
        } else if (!strcmp(mode, "long_outside")) { /* 4 bytes past endpoint 4's page */
            gex_AM_RequestLong0(gex_TM_Pair(am_ep, 4), peer, GEX_AM_INDEX_BASE, &word, 8,
                                (char *)am4_owner + GASNET_PAGESIZE - 4, GEX_EVENT_NOW, 0);
        } else if (!strcmp(mode, "pair_range")) {
            (void)gex_TM_Pair(am_ep, GASNET_MAXEPS);
        } else if (!strcmp(mode, "destroy_twice")) {
            gex_Segment_t s;
            gex_Segment_Create(&s, am_client, NULL, GASNET_PAGESIZE, GEX_MK_HOST, 0);
            gex_Segment_Destroy(s, 0);
            gex_Segment_Destroy(s, 0);
        } else if (!strcmp(mode, "destroy_attach")) {
            gex_Segment_Destroy(am_seg, 0);
        } else if (!strcmp(mode, "destroy_invalid")) {
            gex_Segment_Destroy(GEX_SEGMENT_INVALID, 0);
        } else if (!strcmp(mode, "destroy_parent")) {
            gex_Segment_t child;
            gex_Segment_Create(&child, am_client, gex_Segment_QueryAddr(seg), 64, GEX_MK_HOST, 0);
            gex_Segment_Destroy(seg, 0);
        } else if (!strcmp(mode, "mk_destroy_host")) {
            gex_MK_Destroy(GEX_MK_HOST, 0);
        } else if (!strcmp(mode, "mk_destroy_used")) {
            gex_MK_Create_args_t args = {0, GEX_MK_CLASS_HOST, {{0}}};
            gex_MK_t mk;
            gex_Segment_t s;
            gex_MK_Create(&mk, am_client, &args, 0);
            gex_Segment_Create(&s, am_client, NULL, GASNET_PAGESIZE, mk, 0);
            gex_MK_Destroy(mk, 0);
        } else if (strcmp(mode, "ok") != 0) {
            printf("t_seg_errors: unknown mode %s\n", mode);
            gasnet_exit(2);
        }
        if (strcmp(mode, "ok") != 0) {
            printf("t_seg_errors: %s returned\n", mode);
            fflush(stdout);
            gasnet_exit(3);
        }
    }
    gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
    printf("t_seg_errors: rank %u: valid calls passed the checks\n", (unsigned)am_me);
    gex_Segment_Destroy(sub, 0);
    gex_Segment_Destroy(seg, 0);
    gasnet_exit(0);
    return 0;
}
