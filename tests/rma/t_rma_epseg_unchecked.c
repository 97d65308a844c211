/* t_rma_epseg_unchecked: the unchecked build (-DPSHMEX_UNCHECKED) reaches
 * segments bound to endpoint 1 of every process (gex_Segment_Create,
 * gex_EP_BindSegment, gex_EP_PublishBoundSegment), with no query before
 * the first access:
 *
 *   pshmrun -n N t_rma_epseg_unchecked     (T_SHIFT_MAP=1: odd ranks map
 *                                            the job area elsewhere)
 *   pshmrun -n N t_rma_epseg_unchecked take (odd ranks take the next
 *                                            rank's segment address first)
 *
 * Each rank's endpoint-1 segment and an endpoint-2 segment are client
 * segments inside one created segment (one file, mapped once by each
 * peer). Each rank learns the next rank's endpoint-1 segment address from the
 * next rank's primordial segment (a plain load, not a segment query, which
 * would map the segment as a side effect), then through a team of
 * gex_TM_Create over endpoint 1 of every process and through
 * gex_TM_Pair(primordial endpoint, 1) and the jobrank:
 *  - writes words with gex_RMA_PutBlocking, gex_RMA_PutNBI, and a remote
 *    atomic add (gex_AD over the team), and reads one back with
 *    gex_RMA_GetBlocking;
 *  - writes a word into the next rank's endpoint-2 segment through
 *    gex_TM_Pair(primordial endpoint, 2);
 *  - after a barrier, finds the previous rank's words in its own
 *    endpoint-1 and endpoint-2 segments, and its primordial segment
 *    unchanged;
 *  - (neither mode below) still addresses segments as their owners do:
 *    the two views of one file share one mapping at the owner's address.
 * The inline paths use an owner's address as it is only while every
 * segment this process may address is mapped at its owner's address
 * (pshmex_rma.h); a segment published to it is mapped when it is
 * published, and anywhere else turns the translation on ("take": a rank
 * that holds the next rank's segment address itself must see that
 * translation on, and its accesses must still land in the segment).
 */
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <gasnet_ratomic.h>

#include "rma_common.h"

#include <sys/mman.h>

#define EPSEG_BYTES (16 * 4096)
#define ADDR_OFF    TAP_RESERVED /* where each rank leaves its endpoint-1 segment address */
#define GUARD       0x6a6a6a6a6a6a6a6aull

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED + 4096;
}

static uint64_t word(gex_Rank_t writer, int k)
{
    return 0xe5e60000000ull + ((uint64_t)writer << 8) + (uint64_t)k;
}

int main(int argc, char **argv)
{
    rma_shift_map();
    am_start(&argc, &argv, "T_RMA_EPSEG_UNCHECKED", segsize);
    rma_shift_map_check();
    gex_EP_t ep1, ep2;
    gex_Segment_t cont = GEX_SEGMENT_INVALID, seg = GEX_SEGMENT_INVALID, seg2 = GEX_SEGMENT_INVALID;
    int rc = gex_EP_Create(&ep1, am_client, GEX_EP_CAPABILITY_RMA, 0);
    rc = rc == GASNET_OK ? gex_EP_Create(&ep2, am_client, GEX_EP_CAPABILITY_RMA, 0) : rc;
    rc = rc == GASNET_OK
             ? gex_Segment_Create(&cont, am_client, NULL, 2 * EPSEG_BYTES, GEX_MK_HOST, 0)
             : rc;
    char *base = rc == GASNET_OK ? gex_Segment_QueryAddr(cont) : NULL;
    rc = rc == GASNET_OK ? gex_Segment_Create(&seg, am_client, base, EPSEG_BYTES, GEX_MK_HOST, 0)
                         : rc;
    rc = rc == GASNET_OK
             ? gex_Segment_Create(&seg2, am_client, base + EPSEG_BYTES, EPSEG_BYTES, GEX_MK_HOST, 0)
             : rc;
    rc = rc == GASNET_OK ? gex_EP_BindSegment(ep1, seg, 0) : rc;
    rc = rc == GASNET_OK ? gex_EP_BindSegment(ep2, seg2, 0) : rc;
    char *mine = rc == GASNET_OK ? gex_Segment_QueryAddr(seg) : NULL;
    if (mine)
        memset(base, 0, 2 * EPSEG_BYTES);
    uint64_t guard = GUARD;
    memcpy(am_local[am_me] + ADDR_OFF + 8, &guard, 8);
    memcpy(am_local[am_me] + ADDR_OFF, &mine, sizeof mine);
    gex_Rank_t next = (am_me + 1) % am_n, prev = (am_me + am_n - 1) % am_n;
    const int take = argc > 1 && strcmp(argv[1], "take") == 0 && am_me % 2 && next != am_me;
    if (argc > 1 && strcmp(argv[1], "take") == 0) {
        tap_barrier(); /* every address is left */
        char *at;
        memcpy(&at, am_local[next] + ADDR_OFF, sizeof at);
        if (take)
            ok(mmap(at, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1,
                    0) == at,
               "rank %u holds rank %u's segment address %p itself", (unsigned)am_me, (unsigned)next,
               (void *)at);
    }
    gex_EP_t both[2] = {ep1, ep2};
    rc = rc == GASNET_OK ? gex_EP_PublishBoundSegment(am_tm, both, 2, 0) : rc;
    ok(rc == GASNET_OK && mine,
       "endpoints 1 and 2, each with a %d-byte client segment inside one created segment, "
       "published",
       EPSEG_BYTES);

    gex_EP_Location_t *args = calloc(am_n, sizeof *args);
    for (gex_Rank_t i = 0; i < am_n; i++)
        args[i] = (gex_EP_Location_t){i, 1};
    gex_TM_t tm = GEX_TM_INVALID;
    gex_TM_Create(&tm, 1, am_tm, args, am_n, NULL, 0,
                  GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_NO_SCRATCH);
    free(args);
    ok(tm != GEX_TM_INVALID, "gex_TM_Create over endpoint 1 of every process");

    char *theirs; /* the next rank's endpoint-1 segment, as it addresses it */
    memcpy(&theirs, am_local[next] + ADDR_OFF, sizeof theirs);
    gex_Rank_t tnext = next; /* team rank = jobrank: the team lists every process in order */
    uint64_t v0 = word(am_me, 0), v1 = word(am_me, 1), v2 = word(am_me, 2), back = 0;
    gex_RMA_PutBlocking(tm, tnext, theirs, &v0, 8, 0);
    gex_RMA_PutNBI(tm, tnext, theirs + 8, &v1, 8, GEX_EVENT_NOW, 0);
    gex_NBI_Wait(GEX_EC_PUT, 0);
    gex_RMA_GetBlocking(tm, &back, tnext, theirs, 8, 0);
    ok(back == v0, "team: a Put then a Get of the next rank's endpoint-1 segment (0x%llx)",
       (unsigned long long)back);
    gex_TM_t pair = gex_TM_Pair(am_ep, 1);
    gex_RMA_PutBlocking(pair, next, theirs + 16, &v2, 8, 0);
    back = 0;
    gex_RMA_GetBlocking(pair, &back, next, theirs + 16, 8, 0);
    ok(back == v2, "TM-pair (ep0, 1): a Put then a Get of the same segment (0x%llx)",
       (unsigned long long)back);
    /* the next rank's endpoint-2 segment follows its endpoint-1 one */
    gex_RMA_PutBlockingVal(gex_TM_Pair(am_ep, 2), next, theirs + EPSEG_BYTES, word(am_me, 3), 8, 0);
    gex_AD_t ad = GEX_AD_INVALID;
    gex_AD_Create(&ad, tm, GEX_DT_U64, GEX_OP_ADD, 0);
    gex_AD_OpNBI_U64(ad, NULL, tnext, theirs + 24, GEX_OP_ADD, 5, 0, 0);
    gex_AD_OpNBI_U64(ad, NULL, tnext, theirs + 24, GEX_OP_ADD, 7, 0, 0);
    gex_NBI_Wait(GEX_EC_RMW, 0);
    tap_barrier();

    uint64_t got[4];
    memcpy(got, mine, sizeof got);
    uint64_t got2;
    memcpy(&got2, mine + EPSEG_BYTES, 8);
    ok(got2 == word(prev, 3),
       "the previous rank's Put through TM-pair (ep0, 2) landed in this "
       "rank's endpoint-2 segment (0x%llx)",
       (unsigned long long)got2);
    ok(got[0] == word(prev, 0) && got[1] == word(prev, 1) && got[2] == word(prev, 2) &&
           got[3] == 12,
       "the previous rank's Puts and adds landed in this rank's endpoint-1 segment "
       "(0x%llx 0x%llx 0x%llx %llu)",
       (unsigned long long)got[0], (unsigned long long)got[1], (unsigned long long)got[2],
       (unsigned long long)got[3]);
    memcpy(&guard, am_local[am_me] + ADDR_OFF + 8, 8);
    ok(guard == GUARD, "this rank's primordial segment is unchanged beside the address it left");
    if (take)
        ok(!pshmex_rma_same_addresses,
           "rank %u, which mapped rank %u's segment elsewhere, translates addresses",
           (unsigned)am_me, (unsigned)next);
    const char *shift = getenv("T_SHIFT_MAP");
    /* (not under ThreadSanitizer, which keeps the job area and the
     * created segments off the addresses pshmex asks for: see
     * rma_shift_map) */
    if (!(argc > 1 && strcmp(argv[1], "take") == 0) && !(shift && strcmp(shift, "1") == 0) &&
        !TAP_TSAN)
        ok(pshmex_rma_same_addresses,
           "every segment is mapped at its owner's address here (the two endpoint segments of "
           "one file share one mapping): the inline paths use owner addresses as they are");
    note("endpoint-1 segment at %p here; ranks address segments as their owners do: %s", mine,
         pshmex_rma_same_addresses ? "yes" : "no (translated)");
    tap_barrier(); /* nobody reaches the segment after it is destroyed */
    gex_AD_Destroy(ad);
    gex_TM_Destroy(tm, NULL, 0);
    gex_Segment_Destroy(seg2, 0);
    gex_Segment_Destroy(seg, 0);
    gex_Segment_Destroy(cont, 0);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
