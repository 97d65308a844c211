/* barrier_g1.h - helpers of the GASNet-1 barrier tests (t_coll_barrier,
 * t_coll_barrier_flags): flag shorthands, result names, a bounded try loop.
 */
#ifndef TESTS_COLL_BARRIER_G1_H
#define TESTS_COLL_BARRIER_G1_H

#include "../am_queues/am_common.h"

#include <sched.h>

#define TIME_LIMIT 20.0 /* seconds any single wait may take */

#define ANON GASNET_BARRIERFLAG_ANONYMOUS
#define MISM GASNET_BARRIERFLAG_MISMATCH

static TAP_UNUSED const char *rcname(int rc)
{
    return rc == GASNET_OK                     ? "GASNET_OK"
           : rc == GASNET_ERR_BARRIER_MISMATCH ? "GASNET_ERR_BARRIER_MISMATCH"
           : rc == GASNET_ERR_NOT_READY        ? "GASNET_ERR_NOT_READY"
                                               : "another code";
}

/* try until not GASNET_ERR_NOT_READY; polls with gasnet_AMPoll if poll;
 * *nr gets the number of NOT_READY answers. */
static TAP_UNUSED int try_loop(int id, int flags, int poll, unsigned *nr)
{
    double end = am_now() + TIME_LIMIT;
    unsigned n = 0;
    int rc;
    while ((rc = gasnet_barrier_try(id, flags)) == GASNET_ERR_NOT_READY) {
        n++;
        if (poll)
            gasnet_AMPoll();
        if ((n & 63) == 0) {
            sched_yield();
            if (am_now() > end) {
                printf("not ok - rank %u: gasnet_barrier_try never got ready in %.0f s\n",
                       (unsigned)am_me, TIME_LIMIT);
                fflush(stdout);
                gasnet_exit(3);
            }
        }
    }
    *nr = n;
    return rc;
}

#endif
