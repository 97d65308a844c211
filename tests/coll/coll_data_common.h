/* coll_data_common.h - what t_coll_data and t_coll_user share: sizes, the
 * seed, a generator keyed by (case, rank, element), syncing an event three
 * ways, guard bytes around a buffer, and the ReduceToOne variants and
 * roots. One program includes it once. */
#ifndef COLL_DATA_COMMON_H
#define COLL_DATA_COMMON_H

#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <sched.h>

#define KIB        ((size_t)1024)
#define MIB        (1024 * KIB)
#define GUARD      64 /* sentinel bytes checked before and after every dst */
#define SENT       0xEE
#define RBUF       (256 * KIB) /* reduction buffers (5 elements of the largest user type) */
#define TIME_LIMIT 20.0

static uint32_t seed0 = 0xDA7A5EEDu;
static uint8_t *rsrc, *rdst, *rref, *rtmp; /* reductions, RBUF + 2*GUARD each */

/* Allocate the reduction buffers, or stop the job. */
static AM_UNUSED void alloc_rbufs(void)
{
    rsrc = malloc(RBUF + 2 * GUARD);
    rdst = malloc(RBUF + 2 * GUARD);
    rref = malloc(RBUF + 2 * GUARD);
    rtmp = malloc(RBUF + 2 * GUARD);
    if (!rsrc || !rdst || !rref || !rtmp) {
        printf("not ok - out of memory\n");
        gasnet_exit(99);
    }
}

/* A generator keyed by (a, b, c, d) alone, not by the calling rank: every
 * rank can regenerate any rank's contribution for the reference. */
static AM_UNUSED rng_t rng_keyed(uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    rng_t r = {((uint64_t)am_seed(seed0, a, b, c) << 32 | am_seed(d, c, b, a ^ seed0)) | 1};
    return r;
}

/* ---------------------------------------------------------------- */
/* Syncing an event three ways                                        */
/* ---------------------------------------------------------------- */

static AM_UNUSED void sync_ev(gex_Event_t ev, unsigned how)
{
    switch (how % 3) {
    case 0: gex_Event_Wait(ev); return;
    case 1: gex_Event_WaitAll(&ev, 1, 0); return;
    default: {
        double end = am_now() + TIME_LIMIT;
        unsigned it = 0;
        while (gex_Event_Test(ev) != GASNET_OK) {
            gasnet_AMPoll();
            if ((++it & 63) == 0) {
                sched_yield();
                if (am_now() > end) {
                    printf("not ok - rank %u: a collective did not complete in %.0f s\n",
                           (unsigned)am_me, TIME_LIMIT);
                    fflush(stdout);
                    gasnet_exit(3);
                }
            }
        }
        return;
    }
    }
}

/* Guards: GUARD bytes of SENT before and after [p, p + n). */
static AM_UNUSED void guard_set(uint8_t *p, size_t n)
{
    memset(p - GUARD, SENT, n + 2 * GUARD);
}
static AM_UNUSED long guard_bad(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < GUARD; i++) {
        if (p[-1 - (long)i] != SENT)
            return -1 - (long)i;
        if (p[n + i] != SENT)
            return (long)(n + i);
    }
    return 0;
}

enum { V_ALL, V_ONE, V_INPLACE };

/* ReduceToOne roots: every root up to 4 ranks; above, every root for count
 * index 1 (5 elements) and three roots (0, N-1, one more varying with the
 * case) for the others, to keep 8-rank jobs on 2 cores fast. */
static AM_UNUSED int root_used(gex_Rank_t root, unsigned ci, unsigned variety)
{
    if (am_n <= 4 || ci == 1)
        return 1;
    return root == 0 || root == am_n - 1 || root == 1 + (variety + ci) % (am_n - 2);
}

#endif
