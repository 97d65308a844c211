/* t_seg_primordial MODE: a job that never calls gex_Segment_Attach and
 * binds a gex_Segment_Create segment to the primordial endpoint instead
 * (spec 003 3.7 forbids only device memory there; the reference's
 * testsegment does this):
 *
 *   pshmrun -n N t_seg_primordial lib|client|private
 *
 *  - lib: a library-allocated segment (address NULL);
 *  - client: client memory 24 bytes into a library-allocated segment
 *    (shared: every rank reaches it; 8-byte aligned for the atomics);
 *  - private: rank 0 as in lib (it holds tap.h's counters), the others
 *    client memory from malloc, which only their own process reaches.
 * Every rank binds it to the primordial endpoint, publishes it on the
 * primordial team, and then tap.h itself finds rank 0's segment through
 * gex_EP_QueryBoundSegmentNB. Checks:
 *  - a second bind and gex_Segment_Attach are refused (GASNET_ERR_BAD_ARG);
 *  - the queries (own segment; every peer's: owner address, size, and a
 *    local address unless it is private);
 *  - every rank writes its record into each reachable rank's segment
 *    (itself included) with Put, value Put, VIS, a remote atomic add and an
 *    AM Long, and reads a word back with Get; after a barrier each rank
 *    finds every writer's record in its own segment;
 *  - destroying the segment unbinds the primordial endpoint.
 * Misuse modes (2 ranks, seg_tmpair.sh): stale (a Put to rank 1's
 * segment after it was destroyed, following an atomic and a Put that
 * reached it), private_peer (a Put to rank 1's malloc'd primordial
 * segment), g1_attach (gasnet_attach after such a bind: BAD_ARG).
 * (Plain primordial-team RMA: the team's ranks name the primordial
 * endpoints, so this is the path every Attach-less client takes.)
 */
#include <gasnet_ratomic.h>
#include <gasnet_vis.h>
#include <gasnetex.h>
#include <string.h>

#include "../tap.h"

#define SEGSZ (8 * GASNET_PAGESIZE)
#define REC   64 /* bytes of one writer's record, after TAP_RESERVED */
#define H_REC 200

static gex_Rank_t me, n;
static char *mine; /* this rank's segment */
static volatile int longs;

static uint64_t val(gex_Rank_t writer, gex_Rank_t target, int k)
{
    return 0xab000000000ull + ((uint64_t)writer << 20) + ((uint64_t)target << 8) + (uint64_t)k;
}

static void on_long(gex_Token_t token, void *buf, size_t nbytes, gex_AM_Arg_t writer)
{
    (void)token;
    uint64_t v;
    memcpy(&v, buf, 8);
    if (nbytes == 8 && v == val((gex_Rank_t)writer, me, 5) &&
        buf == mine + TAP_RESERVED + (size_t)writer * REC + 40)
        __atomic_fetch_add(&longs, 1, __ATOMIC_RELEASE);
}

/* Does `mode` leave rank r's segment private (malloc)? */
static int is_private(const char *mode, gex_Rank_t r)
{
    return !strcmp(mode, "private") && r != 0;
}

/* The misuse modes, run in 2-rank jobs by seg_tmpair.sh; each must stop
 * the job with one line "pshmex: FATAL: <call>: ..." (stale, private_peer)
 * or report its check as TAP (g1_attach). */
static int misuse(const char *mode, int *argc, char ***argv)
{
    if (!strcmp(mode, "g1_attach")) { /* GASNet-1 attach after a bind to endpoint 0 */
        gasnet_init(argc, argv);
        tap_set_rank(gasnet_mynode(), gasnet_nodes());
        gex_Client_t client;
        gex_EP_t ep;
        gasnet_QueryGexObjects(&client, &ep, NULL, NULL);
        gex_Segment_t seg;
        gex_Segment_Create(&seg, client, NULL, GASNET_PAGESIZE, GEX_MK_HOST, 0);
        int bound = gex_EP_BindSegment(ep, seg, 0);
        int rc = gasnet_attach(NULL, 0, GASNET_PAGESIZE, 0);
        ok(bound == GASNET_OK && rc == GASNET_ERR_BAD_ARG && gex_EP_QuerySegment(ep) == seg,
           "gasnet_attach after gex_EP_BindSegment on the primordial endpoint: "
           "GASNET_ERR_BAD_ARG, the bound segment stays");
        int status = tap_done();
        gasnet_exit(status);
        return status;
    }
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Client_Init(&client, &ep, &tm, "T_SEG_PRIMORDIAL", argc, argv, 0);
    me = gex_TM_QueryRank(tm);
    gex_Segment_t seg;
    const int priv = !strcmp(mode, "private_peer") && me == 1;
    gex_Segment_Create(&seg, client, priv ? malloc(4096) : NULL, 4096, GEX_MK_HOST, 0);
    gex_EP_BindSegment(ep, seg, 0);
    gex_EP_PublishBoundSegment(tm, &ep, 1, 0);
    void *owner = NULL;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, 1, &owner, NULL, NULL, 0));
    uint64_t word = 5;
    if (!strcmp(mode, "stale")) {
        /* an atomic and a Put reach rank 1's segment; it is destroyed; a
         * Put to it now must be caught (no inline entry kept it) */
        gex_AD_t ad;
        gex_AD_Create(&ad, tm, GEX_DT_U64, GEX_OP_ADD, 0);
        if (me == 0) {
            gex_Event_Wait(gex_AD_OpNB_U64(ad, NULL, 1, owner, GEX_OP_ADD, 1, 0, 0));
            gex_RMA_PutBlocking(tm, 1, (char *)owner + 8, &word, 8, 0);
        }
        gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
        if (me == 1)
            gex_Segment_Destroy(seg, 0);
        gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
        gex_AD_Destroy(ad);
    }
    if (me == 0) {
        printf("t_seg_primordial: %s\n", mode);
        fflush(stdout);
        gex_RMA_PutBlocking(tm, 1, (char *)owner + 16, &word, 8, 0);
        printf("t_seg_primordial: %s returned\n", mode);
        fflush(stdout);
        gasnet_exit(3);
    }
    gex_Event_Wait(gex_Coll_BarrierNB(tm, 0)); /* rank 0 never arrives */
    gasnet_exit(3);
    return 3;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "lib";
    if (strcmp(mode, "lib") && strcmp(mode, "client") && strcmp(mode, "private"))
        return misuse(mode, &argc, &argv);
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Client_Init(&client, &ep, &tm, "T_SEG_PRIMORDIAL", &argc, &argv, 0);
    me = gex_TM_QueryRank(tm);
    n = gex_TM_QuerySize(tm);
    tap_set_rank(me, n);
    gex_AM_Entry_t h = {
        H_REC, (gex_AM_Fn_t)on_long, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_LONG, 1, NULL, "on_long"};
    gex_EP_RegisterHandlers(ep, &h, 1);

    gex_Segment_t lib = GEX_SEGMENT_INVALID, seg = GEX_SEGMENT_INVALID;
    char *heap = NULL;
    size_t len = SEGSZ;
    int rc;
    if (!strcmp(mode, "lib") || (!strcmp(mode, "private") && me == 0)) {
        rc = gex_Segment_Create(&seg, client, NULL, SEGSZ, GEX_MK_HOST, 0);
    } else if (!strcmp(mode, "client")) {
        gex_Segment_Create(&lib, client, NULL, SEGSZ + GASNET_PAGESIZE, GEX_MK_HOST, 0);
        len = SEGSZ - 24;
        rc = gex_Segment_Create(&seg, client, (char *)gex_Segment_QueryAddr(lib) + 24, len,
                                GEX_MK_HOST, 0);
    } else {
        heap = calloc(1, SEGSZ + 8);
        len = SEGSZ - 8;
        rc = gex_Segment_Create(&seg, client, heap + 8, len, GEX_MK_HOST, 0);
    }
    mine = gex_Segment_QueryAddr(seg);
    int bound = rc == GASNET_OK ? gex_EP_BindSegment(ep, seg, 0) : rc;
    int published = gex_EP_PublishBoundSegment(tm, &ep, 1, 0);
    tap_multi(tm); /* finds rank 0's segment through the primordial endpoint */
    note("%s: %u ranks; no gex_Segment_Attach", mode, (unsigned)n);
    ok(rc == GASNET_OK && bound == GASNET_OK && published == GASNET_OK &&
           gex_EP_QuerySegment(ep) == seg,
       "gex_Segment_Create, gex_EP_BindSegment on the primordial endpoint, "
       "gex_EP_PublishBoundSegment on the primordial team");
    gex_Segment_t other = GEX_SEGMENT_INVALID, att = GEX_SEGMENT_INVALID;
    gex_Segment_Create(&other, client, NULL, GASNET_PAGESIZE, GEX_MK_HOST, 0);
    ok(gex_EP_BindSegment(ep, other, 0) == GASNET_ERR_BAD_ARG &&
           gex_Segment_Attach(&att, tm, GASNET_PAGESIZE) == GASNET_ERR_BAD_ARG &&
           att == GEX_SEGMENT_INVALID && gex_EP_QuerySegment(ep) == seg,
       "a second bind and gex_Segment_Attach are refused; the bound segment stays");
    gex_Segment_Destroy(other, 0);

    /* the queries */
    unsigned bad_query = 0;
    void **owner = calloc(n, sizeof *owner);
    for (gex_Rank_t r = 0; r < n; r++) {
        void *local = (void *)1;
        uintptr_t size = 0;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, r, &owner[r], &local, &size, 0));
        size_t want = !strcmp(mode, "lib") || (!strcmp(mode, "private") && r == 0) ? SEGSZ
                      : !strcmp(mode, "client")                                    ? SEGSZ - 24
                                                                                   : SEGSZ - 8;
        int good = size == want && owner[r] &&
                   (r == me               ? owner[r] == mine && local == mine
                    : is_private(mode, r) ? local == NULL
                                          : local != NULL);
        if (!good) {
            diag("rank %u's segment: owner %p, local %p, size %zu (want %zu)", (unsigned)r,
                 owner[r], local, (size_t)size, want);
            bad_query++;
        }
    }
    ok(bad_query == 0,
       "gex_EP_QueryBoundSegmentNB: every rank's owner address and size; a local address for "
       "its own and every shared one, none for a private one");

    /* every rank writes its record into each segment it may reach */
    gex_AD_t ad;
    gex_AD_Create(&ad, tm, GEX_DT_U64, GEX_OP_ADD, 0);
    unsigned bad_get = 0, sent = 0;
    for (gex_Rank_t i = 0; i < n; i++) {
        gex_Rank_t r = (me + i) % n;
        if (r != me && is_private(mode, r))
            continue;
        char *rec = (char *)owner[r] + TAP_RESERVED + (size_t)me * REC;
        uint64_t v0 = val(me, r, 0), v2 = val(me, r, 2), v5 = val(me, r, 5), back = 0;
        gex_RMA_PutBlocking(tm, r, rec, &v0, 8, 0);
        gex_RMA_PutBlockingVal(tm, r, rec + 8, val(me, r, 1), 8, 0);
        gex_Memvec_t src = {&v2, 8}, dst = {rec + 16, 8};
        gex_VIS_VectorPutBlocking(tm, r, 1, &dst, 1, &src, 0);
        gex_Event_Wait(gex_AD_OpNB_U64(ad, NULL, r, rec + 24, GEX_OP_ADD, val(me, r, 3), 0, 0));
        gex_RMA_GetBlocking(tm, &back, r, rec, 8, 0);
        bad_get += back != v0;
        gex_AM_RequestLong1(tm, r, H_REC, &v5, 8, rec + 40, GEX_EVENT_NOW, 0, (gex_AM_Arg_t)me);
        sent++;
    }
    ok(bad_get == 0, "gex_RMA_GetBlocking reads back each Put (%u wrong)", bad_get);
    gex_Event_Wait(gex_Coll_BarrierNB(tm, 0)); /* every write has landed */
    gex_AD_Destroy(ad);
    unsigned writers = 0, bad_rec = 0;
    for (gex_Rank_t w = 0; w < n; w++) {
        if (w != me && is_private(mode, me))
            continue; /* nobody else reaches a private segment */
        writers++;
        uint64_t got[6];
        memcpy(got, mine + TAP_RESERVED + (size_t)w * REC, sizeof got);
        for (int k = 0; k < 6; k++)
            if (k != 4 && got[k] != val(w, me, k)) {
                diag("rank %u's record in my segment: word %d is 0x%llx, want 0x%llx", (unsigned)w,
                     k, (unsigned long long)got[k], (unsigned long long)val(w, me, k));
                bad_rec++;
            }
    }
    GASNET_BLOCKUNTIL(__atomic_load_n(&longs, __ATOMIC_ACQUIRE) >= (int)writers);
    ok(bad_rec == 0 && longs == (int)writers,
       "my segment holds the Put, value Put, VIS, atomic add and AM Long of each of its %u "
       "writer(s), at the primordial endpoint's segment (%u words wrong, %d AM Longs)",
       writers, bad_rec, longs);
    unsigned reachable = 0;
    for (gex_Rank_t r = 0; r < n; r++)
        reachable += r == me || !is_private(mode, r);
    ok(sent == reachable, "this rank wrote into every segment it may reach (%u of %u)", sent,
       reachable);
    tap_barrier();

    /* tap.h's counters live in rank 0's segment: destroy after the last check */
    int status = tap_finish();
    gex_Event_Wait(gex_Coll_BarrierNB(tm, 0)); /* every rank has read the status */
    gex_Segment_Destroy(seg, 0);
    if (gex_EP_QuerySegment(ep) != GEX_SEGMENT_INVALID) {
        fprintf(stderr, "# rank %u: the primordial endpoint is still bound after destroy\n",
                (unsigned)me);
        status = 1;
    }
    if (lib)
        gex_Segment_Destroy(lib, 0);
    free(heap);
    free(owner);
    gasnet_exit(status);
    return status;
}
