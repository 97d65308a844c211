/* t_seg_tmpair: segments of gex_Segment_Create bound to a non-primordial
 * endpoint, published on a split team and written by every member through
 * TM-pairs (#17):
 *
 *   pshmrun -n N t_seg_tmpair             (also runs without pshmrun)
 *
 * Every rank creates endpoints 1 and 2 and splits the job by jobrank % 2.
 * For 12 rounds each rank creates a segment (a library-allocated one, or in
 * odd rounds client memory at an odd offset inside one), binds it to
 * endpoint 2 and publishes it on the split team; then every member, through
 * gex_TM_Pair(primordial endpoint, 2) and jobranks:
 *  - finds every member's segment with gex_Segment_QueryBound (size and,
 *    for itself, the addresses), and no segment behind endpoint 1;
 *  - writes a record into every member's segment with gex_RMA_PutBlocking,
 *    gex_RMA_PutNBIVal and gex_VIS_VectorPutBlocking, and reads its first
 *    word back with gex_RMA_GetBlocking;
 *  - after a team barrier, finds in its own segment the record of every
 *    member, with the round's values;
 *  - binding a second segment to endpoint 2 fails (GASNET_ERR_BAD_ARG);
 *  - destroys the segment (endpoint 2 is unbound again) after a barrier.
 * Then /proc/self/maps and the open memfds are as after the first round
 * (a last gex_EP_PublishBoundSegment lets peers drop what others destroyed).
 * Then RMA through a team of gex_TM_Create over endpoint 2 of every
 * process (made with GEX_FLAG_TM_NO_SCRATCH, and endpoint 2 published over
 * it) reaches the members' endpoint-2 segments. Last, with
 * GEX_FLAG_SELF_SEG_OFFSET / _BOUND the local address names the segment of
 * the local endpoint: endpoint 2's through gex_TM_Pair(ep2, 2) and the team
 * over endpoint 2, the primordial one through gex_TM_Pair(primordial, 2)
 * (RMA Put and Get, VIS vector Put and Get), and GEX_FLAG_PEER_SEG_OFFSET
 * and SELF_SEG_OFFSET name the target and the result of remote atomics.
 * Last, a segment of private client memory (malloc) on endpoint 2:
 * reached by its own process, queried by its peers (test_private_seg).
 */
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <gasnet_ratomic.h>
#include <gasnet_vis.h>

#include "seg_common.h"

#define ROUNDS      12
#define REC         48 /* bytes of one writer's record */
#define SCRATCH_OFF TAP_RESERVED
#define SCRATCH_MAX ((size_t)256 * 1024)
/* after the scratch, words at the same offset in the primordial segment
 * and in endpoint 2's (test_self_seg) */
#define PROBE_OFF   (SCRATCH_OFF + SCRATCH_MAX)
#define PROBE_BYTES 4096

static gex_TM_t team;
static gex_Rank_t trank, tsize;
static gex_EP_t ep1, ep2;

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return PROBE_OFF + PROBE_BYTES;
}

static uint64_t val(int round, gex_Rank_t writer, gex_Rank_t target, int k)
{
    return 0x5e00000000000000ull | (uint64_t)round << 32 | (uint64_t)writer << 16 |
           (uint64_t)target << 8 | (uint64_t)k;
}

static void team_barrier(void)
{
    gex_Event_Wait(gex_Coll_BarrierNB(team, 0));
}

/* Bytes of the segment bound in round r (the same on every rank). */
static uintptr_t round_size(int r)
{
    return (r % 2) ? 2048 : (uintptr_t)(2 + r % 3) * GASNET_PAGESIZE;
}

/* One round; returns failures (each also reported by a check). */
static void one_round(int r)
{
    gex_Segment_t lib = GEX_SEGMENT_INVALID, sub = GEX_SEGMENT_INVALID, bound;
    int rc = gex_Segment_Create(&lib, am_client, NULL, 4 * GASNET_PAGESIZE, GEX_MK_HOST, 0);
    if (rc == GASNET_OK && r % 2)
        rc = gex_Segment_Create(&sub, am_client, (char *)gex_Segment_QueryAddr(lib) + 4096 + 8,
                                2048, GEX_MK_HOST, 0);
    else if (rc == GASNET_OK && gex_Segment_QuerySize(lib) != round_size(r)) {
        gex_Segment_Destroy(lib, 0); /* this round's size */
        rc = gex_Segment_Create(&lib, am_client, NULL, round_size(r), GEX_MK_HOST, 0);
    }
    bound = sub ? sub : lib;
    rc = rc == GASNET_OK ? gex_EP_BindSegment(ep2, bound, 0) : rc;
    ok(rc == GASNET_OK && gex_EP_QuerySegment(ep2) == bound,
       "round %d: %s segment of %lu bytes bound to endpoint 2", r, sub ? "a client" : "a library",
       (unsigned long)round_size(r));
    gex_Segment_t other = GEX_SEGMENT_INVALID;
    gex_Segment_Create(&other, am_client, NULL, GASNET_PAGESIZE, GEX_MK_HOST, 0);
    ok(gex_EP_BindSegment(ep2, other, 0) == GASNET_ERR_BAD_ARG && gex_EP_QuerySegment(ep2) == bound,
       "round %d: binding a second segment to endpoint 2: GASNET_ERR_BAD_ARG", r);
    gex_Segment_Destroy(other, 0);
    ok(gex_EP_PublishBoundSegment(team, &ep2, 1, 0) == GASNET_OK,
       "round %d: gex_EP_PublishBoundSegment on the split team", r);

    gex_TM_t pair = gex_TM_Pair(am_ep, 2), pair1 = gex_TM_Pair(am_ep, 1);
    unsigned bad_query = 0, bad_get = 0;
    for (gex_Rank_t t = 0; t < tsize; t++) {
        gex_Rank_t jr = gex_TM_TranslateRankToJobrank(team, t);
        void *owner = NULL, *local = NULL;
        uintptr_t size = 0;
        if (gex_Segment_QueryBound(pair, jr, &owner, &local, &size) != 0 || size != round_size(r) ||
            !local || (jr == am_me && (owner != gex_Segment_QueryAddr(bound) || local != owner)))
            bad_query++;
        uintptr_t size1 = 7;
        gex_EP_QueryBoundSegmentNB(pair1, jr, NULL, NULL, &size1, 0);
        if (gex_Segment_QueryBound(pair1, jr, NULL, NULL, NULL) == 0 || size1 != 0)
            bad_query++;
        if (!owner)
            continue;
        char *rec = (char *)owner + am_me * REC;
        uint64_t v0 = val(r, am_me, jr, 0), v2[2] = {val(r, am_me, jr, 2), val(r, am_me, jr, 3)};
        gex_RMA_PutBlocking(pair, jr, rec, &v0, 8, 0);
        gex_RMA_PutNBIVal(pair, jr, rec + 8, val(r, am_me, jr, 1), 8, 0);
        gex_Memvec_t src[2] = {{&v2[0], 8}, {&v2[1], 8}}, dst[1] = {{rec + 16, 16}};
        gex_VIS_VectorPutBlocking(pair, jr, 1, dst, 2, src, 0);
        uint64_t back = 0;
        gex_RMA_GetBlocking(pair, &back, jr, rec, 8, 0);
        bad_get += back != v0;
    }
    gex_NBI_Wait(GEX_EC_ALL, 0);
    ok(bad_query == 0,
       "round %d: gex_Segment_QueryBound through TM-pair (ep0, 2) finds every member's "
       "segment, (ep0, 1) none (%u wrong)",
       r, bad_query);
    ok(bad_get == 0, "round %d: gex_RMA_GetBlocking through the TM-pair reads back (%u wrong)", r,
       bad_get);
    team_barrier();
    const char *mine = gex_Segment_QueryAddr(bound);
    unsigned bad = 0;
    for (gex_Rank_t t = 0; t < tsize; t++) {
        gex_Rank_t w = gex_TM_TranslateRankToJobrank(team, t);
        for (int k = 0; k < 4; k++) {
            uint64_t got;
            memcpy(&got, mine + w * REC + 8 * k, 8);
            bad += got != val(r, w, am_me, k);
        }
    }
    ok(bad == 0,
       "round %d: every member's PutBlocking, PutNBIVal and VIS vector put landed in this "
       "rank's segment (%u words wrong)",
       r, bad);
    team_barrier(); /* nobody reaches a segment after its owner destroys it */
    if (sub)
        gex_Segment_Destroy(sub, 0);
    gex_Segment_Destroy(lib, 0);
    ok(gex_EP_QuerySegment(ep2) == GEX_SEGMENT_INVALID,
       "round %d: destroyed, endpoint 2 has no bound segment", r);
}

#define H_LONG2 220
static volatile long long_seen; /* AM Longs run on endpoint 2 */
static void long_on_ep2(gex_Token_t token, void *buf, size_t nbytes, gex_AM_Arg_t a0)
{
    (void)token;
    uint64_t v;
    memcpy(&v, buf, 8);
    if (nbytes == 8 && v == (uint64_t)a0)
        __atomic_fetch_add(&long_seen, 1, __ATOMIC_RELEASE);
}

/* RMA through a team of gex_TM_Create over endpoint 2 of every process:
 * each member puts into, and reads back from, the next member's segment
 * bound to endpoint 2 (the team's ranks address those segments, not the
 * primordial ones). */
static void test_created_team(void)
{
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    int rc = gex_Segment_Create(&seg, am_client, NULL, GASNET_PAGESIZE, GEX_MK_HOST, 0);
    rc = rc == GASNET_OK ? gex_EP_BindSegment(ep2, seg, 0) : rc;
    rc = rc == GASNET_OK ? gex_EP_PublishBoundSegment(am_tm, &ep2, 1, 0) : rc;
    gex_EP_Location_t *args = calloc(am_n, sizeof *args);
    for (gex_Rank_t i = 0; i < am_n; i++)
        args[i] = (gex_EP_Location_t){i, 2};
    gex_TM_t tm = GEX_TM_INVALID;
    gex_TM_Create(&tm, 1, am_tm, args, am_n, NULL, 0,
                  GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_NO_SCRATCH);
    free(args);
    ok(rc == GASNET_OK && tm != GEX_TM_INVALID, "gex_TM_Create over endpoint 2 of every process");
    /* collectives of the client's are prohibited over a team without
     * scratch, but Publish is not one: it takes any team */
    ok(gex_EP_PublishBoundSegment(tm, &ep2, 1, 0) == GASNET_OK,
       "gex_EP_PublishBoundSegment over that team (made with GEX_FLAG_TM_NO_SCRATCH) returns "
       "GASNET_OK");
    gex_Rank_t me = gex_TM_QueryRank(tm), n = gex_TM_QuerySize(tm), next = (me + 1) % n;
    void *owner = NULL;
    uintptr_t size = 0;
    gex_Segment_QueryBound(tm, next, &owner, NULL, &size);
    uint64_t v = 0x5e900000u + me, back = 0;
    if (owner) {
        gex_RMA_PutBlocking(tm, next, (char *)owner + 8, &v, 8, 0);
        gex_RMA_GetBlocking(tm, &back, next, (char *)owner + 8, 8, 0);
    }
    ok(owner && size == GASNET_PAGESIZE && back == v,
       "team rank %u put into and read back from rank %u's endpoint-2 segment", (unsigned)me,
       (unsigned)next);
    tap_barrier();
    uint64_t got;
    memcpy(&got, (char *)gex_Segment_QueryAddr(seg) + 8, 8);
    ok(got == 0x5e900000u + (me + n - 1) % n,
       "the previous team member's put landed in this rank's endpoint-2 segment, not the "
       "primordial one (0x%llx)",
       (unsigned long long)got);
    /* an AM Long through TM-pair (ep0, 2) lands in the endpoint-2 segment */
    if (owner)
        gex_AM_RequestLong1(gex_TM_Pair(am_ep, 2), gex_TM_TranslateRankToJobrank(tm, next), H_LONG2,
                            &v, 8, (char *)owner + 16, GEX_EVENT_NOW, 0, (gex_AM_Arg_t)v);
    GASNET_BLOCKUNTIL(__atomic_load_n(&long_seen, __ATOMIC_ACQUIRE) >= 1);
    memcpy(&got, (char *)gex_Segment_QueryAddr(seg) + 16, 8);
    ok(long_seen == 1 && got == 0x5e900000u + (me + n - 1) % n,
       "an AM Long through TM-pair (ep0, 2) ran endpoint 2's handler with its payload in the "
       "endpoint-2 segment");
    tap_barrier(); /* nobody reaches the segment after it is destroyed */
    gex_TM_Destroy(tm, NULL, 0);
    gex_Segment_Destroy(seg, 0);
}

/* Client memory no peer can map (malloc, at an odd offset) as a segment:
 * accepted as it is, bound to endpoint 2 and published on the job. This
 * process reaches it through TM-pair (primordial, 2): Put, Get, value Put,
 * VIS, an AM Long to itself, the queries. A peer's query gives where it
 * is (owner address, size) and no local address; a peer's access stops
 * the job (t_seg_errors private_*). */
static void test_private_seg(void)
{
    const size_t len = 4000;
    char *mem = malloc(len + 2);
    if (!mem)
        gasnet_exit(99);
    memset(mem, 0x3c, len + 2);
    char *addr = mem + 1;
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    int rc = gex_Segment_Create(&seg, am_client, addr, len, GEX_MK_HOST, 0);
    ok(rc == GASNET_OK && gex_Segment_QueryAddr(seg) == addr && gex_Segment_QuerySize(seg) == len &&
           mem[1] == 0x3c && mem[len] == 0x3c,
       "private memory (malloc, odd offset, %zu bytes) is accepted as it is, contents untouched",
       len);
    rc = rc == GASNET_OK ? gex_EP_BindSegment(ep2, seg, 0) : rc;
    rc = rc == GASNET_OK ? gex_EP_PublishBoundSegment(am_tm, &ep2, 1, 0) : rc;
    ok(rc == GASNET_OK, "bound to endpoint 2 and published on the job");
    const gex_TM_t pair = gex_TM_Pair(am_ep, 2);
    uint64_t v = 0x77000000u + am_me, back = 0, w[3];
    gex_RMA_PutBlocking(pair, am_me, addr + 8, &v, 8, 0);
    gex_RMA_GetBlocking(pair, &back, am_me, addr + 8, 8, 0);
    gex_RMA_PutBlockingVal(pair, am_me, addr + 16, v + 1, 8, 0);
    gex_Memvec_t src = {&v, 8}, dst = {addr + 24, 8};
    gex_VIS_VectorPutBlocking(pair, am_me, 1, &dst, 1, &src, 0);
    memcpy(w, addr + 8, sizeof w);
    ok(back == v && w[0] == v && w[1] == v + 1 && w[2] == v,
       "this process reaches it through TM-pair (primordial, 2): Put, Get, value Put, VIS");
    long seen = long_seen;
    gex_AM_RequestLong1(pair, am_me, H_LONG2, &v, 8, addr + 32, GEX_EVENT_NOW, 0, (gex_AM_Arg_t)v);
    GASNET_BLOCKUNTIL(__atomic_load_n(&long_seen, __ATOMIC_ACQUIRE) > seen);
    memcpy(&back, addr + 32, 8);
    ok(back == v, "an AM Long to itself lands its payload in it");
    void *owner = NULL, *local = NULL;
    uintptr_t size = 0;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(pair, am_me, &owner, &local, &size, 0));
    ok(owner == addr && local == addr && size == len,
       "gex_EP_QueryBoundSegmentNB of its own: owner and local address %p, size %zu", (void *)addr,
       len);
    if (am_n > 1) {
        gex_Rank_t next = (am_me + 1) % am_n;
        local = (void *)1;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(pair, next, &owner, &local, &size, 0));
        ok(owner && !local && size == len,
           "a peer's: its owner address, size %zu, no local address (not mapped here; got %p, "
           "%p, %zu)",
           len, owner, local, (size_t)size);
    } else {
        ok(1, "a peer's query (no peer in a 1-rank job)");
    }
    tap_barrier(); /* peers' queries are done */
    gex_Segment_Destroy(seg, 0);
    ok(gex_EP_QuerySegment(ep2) == GEX_SEGMENT_INVALID && mem[len] == 0x3c,
       "destroyed: endpoint 2 is unbound, the memory stays the client's");
    free(mem);
}

/* The value of word 0 of jobrank r's probe words: in its endpoint-2
 * segment (ep 2) or its primordial one (ep 0). */
static uint64_t probe_val(unsigned ep, gex_Rank_t r)
{
    return 0x5e5e000000000000ull | (uint64_t)ep << 32 | r;
}

/* GEX_FLAG_SELF_SEG_OFFSET and _BOUND name the segment bound to the local
 * endpoint (spec: "the local endpoint's (required) bound segment"). Each
 * rank's primordial and endpoint-2 segments hold different values at the
 * same offset (word 0 of the probe words), so a call that takes the wrong
 * segment moves the wrong value, or writes the wrong segment. Each rank
 * writes words 1..8 of the next rank's endpoint-2 probe words, or reads
 * into its own. */
static void test_self_seg(void)
{
    const gex_Rank_t next = (am_me + 1) % am_n, prev = (am_me + am_n - 1) % am_n;
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    int rc = gex_Segment_Create(&seg, am_client, NULL, PROBE_OFF + PROBE_BYTES, GEX_MK_HOST, 0);
    rc = rc == GASNET_OK ? gex_EP_BindSegment(ep2, seg, 0) : rc;
    rc = rc == GASNET_OK ? gex_EP_PublishBoundSegment(am_tm, &ep2, 1, 0) : rc;
    gex_EP_Location_t *args = calloc(am_n, sizeof *args);
    for (gex_Rank_t i = 0; i < am_n; i++)
        args[i] = (gex_EP_Location_t){i, 2};
    gex_TM_t tm2 = GEX_TM_INVALID; /* team rank i is jobrank i */
    gex_TM_Create(&tm2, 1, am_tm, args, am_n, NULL, 0,
                  GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_NO_SCRATCH);
    free(args);
    ok(rc == GASNET_OK && tm2 != GEX_TM_INVALID,
       "self seg: endpoint 2's segment bound and published, a team over endpoints 2");
    uint64_t *w2 = (uint64_t *)((char *)gex_Segment_QueryAddr(seg) + PROBE_OFF);
    uint64_t *w0 = (uint64_t *)(am_local[am_me] + PROBE_OFF);
    memset(w2, 0, PROBE_BYTES);
    memset(w0, 0, PROBE_BYTES);
    w2[0] = probe_val(2, am_me);
    w0[0] = probe_val(0, am_me);
    w2[9] = 0x1000 + am_me; /* the atomics' word */
    gex_AD_t ad;
    gex_AD_Create(&ad, tm2, GEX_DT_U64, GEX_OP_FADD | GEX_OP_ADD, 0);
    tap_barrier();

    const gex_TM_t pair22 = gex_TM_Pair(ep2, 2), pair02 = gex_TM_Pair(am_ep, 2);
    void *owner = NULL;
    gex_Segment_QueryBound(pair02, next, &owner, NULL, NULL);
    uint64_t *nw = (uint64_t *)((char *)owner + PROBE_OFF); /* next's, owner addresses */
    void *const off0 = (void *)(uintptr_t)PROBE_OFF;        /* word 0, as an offset */
    const gex_Flags_t so = GEX_FLAG_SELF_SEG_OFFSET;
    gex_RMA_PutBlocking(pair22, next, &nw[1], off0, 8, so);
    gex_RMA_PutBlocking(pair22, next, (void *)(uintptr_t)(PROBE_OFF + 16), off0, 8,
                        so | GEX_FLAG_PEER_SEG_OFFSET);
    gex_RMA_PutBlocking(pair02, next, &nw[3], off0, 8, so); /* the primordial endpoint's */
    gex_RMA_GetBlocking(pair22, (void *)(uintptr_t)(PROBE_OFF + 32), next, &nw[0], 8, so);
    gex_Memvec_t local = {off0, 8}, remote = {&nw[5], 8};
    gex_VIS_VectorPutBlocking(pair22, next, 1, &remote, 1, &local, so);
    local = (gex_Memvec_t){(void *)(uintptr_t)(PROBE_OFF + 48), 8};
    remote = (gex_Memvec_t){&nw[0], 8};
    gex_VIS_VectorGetBlocking(pair22, 1, &local, next, 1, &remote, so);
    gex_RMA_PutBlocking(tm2, next, &nw[7], off0, 8, so);
    gex_RMA_PutBlocking(pair22, next, &nw[8], &w2[0], 8, GEX_FLAG_SELF_SEG_BOUND);
    /* atomics over the team of endpoints 2: next's word 9 and 11 named by
     * offsets, FADD's old value into my word 10 named by an offset */
    gex_Event_Wait(gex_AD_OpNB_U64(ad, (uint64_t *)(uintptr_t)(PROBE_OFF + 80), next,
                                   (void *)(uintptr_t)(PROBE_OFF + 72), GEX_OP_FADD,
                                   probe_val(2, am_me), 0, so | GEX_FLAG_PEER_SEG_OFFSET));
    gex_AD_OpNBI_U64(ad, NULL, next, (void *)(uintptr_t)(PROBE_OFF + 88), GEX_OP_ADD, 5, 0,
                     GEX_FLAG_PEER_SEG_OFFSET);
    gex_NBI_Wait(GEX_EC_RMW, 0);
    tap_barrier();

    const uint64_t want[9] = {probe_val(2, am_me), probe_val(2, prev), probe_val(2, prev),
                              probe_val(0, prev),  probe_val(2, next), probe_val(2, prev),
                              probe_val(2, next),  probe_val(2, prev), probe_val(2, prev)};
    unsigned bad2 = 0, bad0 = 0;
    for (int k = 0; k < 9; k++) {
        bad2 += w2[k] != want[k];
        bad0 += w0[k] != (k ? 0 : probe_val(0, am_me));
        if (w2[k] != want[k])
            diag("endpoint-2 probe word %d: 0x%llx, want 0x%llx", k, (unsigned long long)w2[k],
                 (unsigned long long)want[k]);
    }
    ok(bad2 == 0,
       "self seg: Put and Get through TM-pair (ep2, 2) and the team over endpoints 2 took "
       "endpoint 2's segment, through TM-pair (ep0, 2) the primordial one (%u words wrong)",
       bad2);
    ok(bad0 == 0, "self seg: nothing was read into the primordial segment (%u words wrong)", bad0);
    ok(w2[9] == 0x1000 + am_me + probe_val(2, prev) && w2[10] == 0x1000 + next && w2[11] == 5 &&
           w0[9] == 0 && w0[10] == 0 && w0[11] == 0,
       "self seg: gex_AD_OpNB FADD and OpNBI ADD with GEX_FLAG_PEER_SEG_OFFSET reached the next "
       "member's endpoint-2 words, the FADD's old value went to this rank's endpoint-2 word "
       "named by GEX_FLAG_SELF_SEG_OFFSET (words 9-11: 0x%llx 0x%llx %llu; primordial %llu %llu "
       "%llu)",
       (unsigned long long)w2[9], (unsigned long long)w2[10], (unsigned long long)w2[11],
       (unsigned long long)w0[9], (unsigned long long)w0[10], (unsigned long long)w0[11]);
    tap_barrier(); /* nobody reaches the segment after it is destroyed */
    gex_AD_Destroy(ad);
    gex_TM_Destroy(tm2, NULL, 0);
    gex_Segment_Destroy(seg, 0);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_SEG_TMPAIR", segsize);
    ok(gex_EP_Create(&ep1, am_client, GEX_EP_CAPABILITY_RMA, 0) == GASNET_OK &&
           gex_EP_Create(&ep2, am_client,
                         GEX_EP_CAPABILITY_RMA | GEX_EP_CAPABILITY_VIS | GEX_EP_CAPABILITY_AM,
                         0) == GASNET_OK &&
           gex_EP_QueryIndex(ep1) == 1 && gex_EP_QueryIndex(ep2) == 2,
       "endpoints 1 and 2 created");
    gex_AM_Entry_t long2 = {
        H_LONG2,      (gex_AM_Fn_t)long_on_ep2, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_LONG, 1, NULL,
        "long_on_ep2"};
    gex_EP_RegisterHandlers(ep2, &long2, 1);
    size_t sz = gex_TM_Split(&team, am_tm, (int)(am_me % 2), (int)am_me, NULL, 0,
                             GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED);
    if (sz > SCRATCH_MAX)
        sz = SCRATCH_MAX;
    gex_TM_Split(&team, am_tm, (int)(am_me % 2), (int)am_me, am_local[am_me] + SCRATCH_OFF, sz, 0);
    trank = gex_TM_QueryRank(team);
    tsize = gex_TM_QuerySize(team);
    note("%u ranks; split team of jobrank %% 2 == %u: rank %u of %u", (unsigned)am_n,
         (unsigned)(am_me % 2), (unsigned)trank, (unsigned)tsize);
    one_round(0);
    /* after a first round (what the allocator maps for good is in place)
     * and a publish that lets peers drop the round's destroyed segments */
    gex_EP_PublishBoundSegment(team, NULL, 0, 0);
    int maps0 = seg_count_maps(), fds0 = seg_count_memfds();
    char *before = seg_read_maps();
    for (int r = 1; r < ROUNDS; r++)
        one_round(r);
    /* every member destroyed its last segment before arriving here */
    gex_EP_PublishBoundSegment(team, NULL, 0, 0);
    int maps1 = seg_count_maps(), fds1 = seg_count_memfds();
    ok(maps1 == maps0 && fds1 == fds0,
       "%d more rounds: /proc/self/maps %d -> %d lines, open memfds %d -> %d", ROUNDS - 1, maps0,
       maps1, fds0, fds1);
    if (maps1 != maps0) {
        char *after = seg_read_maps();
        diag("rank %u maps before:\n%s", (unsigned)am_me, before);
        diag("rank %u maps after:\n%s", (unsigned)am_me, after);
        free(after);
    }
    free(before);
    test_created_team();
    test_self_seg();
    tap_barrier();
    test_private_seg();
    gex_TM_Destroy(team, NULL, 0);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
