/* t_seg_threads: per-thread endpoints with their own segments (a
 * GASNET_PAR client; #17):
 *
 *   pshmrun -n N t_seg_threads            (also runs without pshmrun)
 *
 * The main thread creates endpoints 1..4 (the same indices on every rank).
 * For 3 rounds, thread t (of 4) creates its own segment and binds it to
 * endpoint t + 1, all threads at once; the main thread publishes the four
 * endpoints on the primordial team; then every thread, at once, writes
 * through gex_TM_Pair(its endpoint, t + 1) a record into the segment of the
 * matching endpoint of every rank and reads it back; after a barrier each
 * rank finds every rank's record in each of its four segments, and the
 * threads destroy their segments at once. Each thread also writes a word
 * of its own, SHARED_PUTS times, into every endpoint's segment of every
 * rank, so that the threads read each (rank, endpoint) view at once
 * (mapped by gex_EP_PublishBoundSegment; src/rma/rma_epseg.c,
 * resolve_mapped).
 */
#define GASNET_PAR 1
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <pthread.h>

#include "seg_common.h"

#define NTHREADS    4
#define ROUNDS      3
#define REC         64
#define SHARED_PUTS 200
#define SEG_UNIT    16384 /* thread t's segment: (t + 1) * SEG_UNIT bytes */

static gex_EP_t eps[NTHREADS];
static gex_Segment_t segs[NTHREADS];
static int round_no;
static unsigned bad_bind, bad_rma;

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return 1 << 20;
}

static uint8_t pattern(int round, int t, gex_Rank_t writer, gex_Rank_t target, int i)
{
    return (uint8_t)(round * 41 + t * 13 + writer * 7 + target * 3 + i);
}

static void *bind_one(void *arg)
{
    int t = (int)(intptr_t)arg;
    uintptr_t len = (uintptr_t)(t + 1) * SEG_UNIT;
    if (gex_Segment_Create(&segs[t], am_client, NULL, len, GEX_MK_HOST, 0) != GASNET_OK ||
        gex_EP_BindSegment(eps[t], segs[t], 0) != GASNET_OK)
        __atomic_fetch_add(&bad_bind, 1, __ATOMIC_RELAXED);
    return NULL;
}

static void *write_all(void *arg)
{
    int t = (int)(intptr_t)arg;
    gex_TM_t pair = gex_TM_Pair(eps[t], (gex_EP_Index_t)(t + 1));
    for (gex_Rank_t jr = 0; jr < am_n; jr++) {
        void *owner = NULL;
        uintptr_t size = 0;
        if (gex_Segment_QueryBound(pair, jr, &owner, NULL, &size) != 0 ||
            size != (uintptr_t)(t + 1) * SEG_UNIT) {
            __atomic_fetch_add(&bad_rma, 1, __ATOMIC_RELAXED);
            continue;
        }
        uint8_t rec[REC], back[REC];
        for (int i = 0; i < REC; i++)
            rec[i] = pattern(round_no, t, am_me, jr, i);
        char *dst = (char *)owner + am_me * REC;
        gex_RMA_PutBlocking(pair, jr, dst, rec, REC, 0);
        gex_RMA_GetBlocking(pair, back, jr, dst, REC, 0);
        if (memcmp(rec, back, REC))
            __atomic_fetch_add(&bad_rma, 1, __ATOMIC_RELAXED);
    }
    return NULL;
}

/* Where writer w's thread t puts its word in every segment: after the
 * records of up to 8 ranks (the tests' largest job; main checks). */
#define SHARED_AT(w, t) (8 * REC + ((size_t)(w)*NTHREADS + (size_t)(t)) * 8)
_Static_assert(SHARED_AT(7, NTHREADS - 1) + 8 <= SEG_UNIT, "in the smallest segment (8 ranks)");

static uint64_t shared_word(int round, int t, gex_Rank_t writer, int k)
{
    return 0x5e6d000000000000ull + ((uint64_t)round << 24) + ((uint64_t)t << 16) +
           ((uint64_t)writer << 8) + (uint64_t)k;
}

/* Thread t writes its word into segment k of every rank through
 * gex_TM_Pair(its endpoint, k + 1), for every k, SHARED_PUTS times, and
 * reads the last one back. */
static void *write_shared(void *arg)
{
    int t = (int)(intptr_t)arg;
    for (int k = 0; k < NTHREADS; k++) {
        gex_TM_t pair = gex_TM_Pair(eps[t], (gex_EP_Index_t)(k + 1));
        for (gex_Rank_t jr = 0; jr < am_n; jr++) {
            void *owner = NULL;
            if (gex_Segment_QueryBound(pair, jr, &owner, NULL, NULL) != 0) {
                __atomic_fetch_add(&bad_rma, 1, __ATOMIC_RELAXED);
                continue;
            }
            uint64_t *dst = (uint64_t *)((char *)owner + SHARED_AT(am_me, t));
            for (int i = 0; i < SHARED_PUTS; i++) {
                uint64_t v = shared_word(round_no, t, am_me, k) + (uint64_t)(SHARED_PUTS - 1 - i);
                gex_RMA_PutBlocking(pair, jr, dst, &v, 8, 0);
            }
            uint64_t back = 0;
            gex_RMA_GetBlocking(pair, &back, jr, dst, 8, 0);
            if (back != shared_word(round_no, t, am_me, k))
                __atomic_fetch_add(&bad_rma, 1, __ATOMIC_RELAXED);
        }
    }
    return NULL;
}

static void *destroy_one(void *arg)
{
    int t = (int)(intptr_t)arg;
    gex_Segment_Destroy(segs[t], 0);
    return NULL;
}

static void in_threads(void *(*fn)(void *))
{
    pthread_t th[NTHREADS];
    for (int t = 0; t < NTHREADS; t++)
        pthread_create(&th[t], NULL, fn, (void *)(intptr_t)t);
    for (int t = 0; t < NTHREADS; t++)
        pthread_join(th[t], NULL);
}

static void barrier(void)
{
    gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_SEG_THREADS", segsize);
    if (am_n > 8) { /* SHARED_AT's room */
        diag("t_seg_threads runs in jobs of at most 8 ranks, not %u", (unsigned)am_n);
        gasnet_exit(1);
    }
    unsigned bad_ep = 0;
    for (int t = 0; t < NTHREADS; t++)
        bad_ep += gex_EP_Create(&eps[t], am_client, GEX_EP_CAPABILITY_RMA, 0) != GASNET_OK ||
                  gex_EP_QueryIndex(eps[t]) != (gex_EP_Index_t)(t + 1);
    ok(bad_ep == 0, "endpoints 1..%d created", NTHREADS);
    for (round_no = 0; round_no < ROUNDS; round_no++) {
        bad_bind = bad_rma = 0;
        in_threads(bind_one);
        ok(bad_bind == 0, "round %d: %d threads create and bind their segments at once", round_no,
           NTHREADS);
        ok(gex_EP_PublishBoundSegment(am_tm, eps, NTHREADS, 0) == GASNET_OK,
           "round %d: the %d endpoints published", round_no, NTHREADS);
        in_threads(write_all);
        ok(bad_rma == 0,
           "round %d: every thread wrote and read back its record on the matching endpoint of "
           "every rank (%u wrong)",
           round_no, bad_rma);
        bad_rma = 0;
        in_threads(write_shared);
        ok(bad_rma == 0,
           "round %d: every thread wrote and read back its word in every endpoint's segment of "
           "every rank, the threads at once through each (%u wrong)",
           round_no, bad_rma);
        barrier();
        unsigned bad = 0;
        for (int t = 0; t < NTHREADS; t++) {
            const uint8_t *mine = gex_Segment_QueryAddr(segs[t]);
            for (gex_Rank_t w = 0; w < am_n; w++)
                for (int i = 0; i < REC; i++)
                    bad += mine[w * REC + i] != pattern(round_no, t, w, am_me, i);
        }
        ok(bad == 0,
           "round %d: each of this rank's %d segments holds every rank's record (%u "
           "bytes wrong)",
           round_no, NTHREADS, bad);
        bad = 0;
        for (int k = 0; k < NTHREADS; k++) {
            const char *mine = gex_Segment_QueryAddr(segs[k]);
            for (gex_Rank_t w = 0; w < am_n; w++)
                for (int t = 0; t < NTHREADS; t++) {
                    uint64_t v;
                    memcpy(&v, mine + SHARED_AT(w, t), 8);
                    bad += v != shared_word(round_no, t, w, k);
                }
        }
        ok(bad == 0,
           "round %d: each of this rank's %d segments holds every thread's word (%u wrong)",
           round_no, NTHREADS, bad);
        barrier();
        in_threads(destroy_one);
        unsigned still = 0;
        for (int t = 0; t < NTHREADS; t++)
            still += gex_EP_QuerySegment(eps[t]) != GEX_SEGMENT_INVALID;
        ok(still == 0, "round %d: the threads destroyed their segments at once", round_no);
    }
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
