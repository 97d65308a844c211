/* coll_delay.h - a small random delay between collective calls, for the
 * tests that vary the ranks' timing (t_coll_barrier, t_coll_fast). */
#ifndef TESTS_COLL_DELAY_H
#define TESTS_COLL_DELAY_H

#include "../am_queues/am_common.h"

#include <sched.h>

/* A small random delay: none most of the time, else up to ~300 us, spent
 * sleeping or polling. */
static TAP_UNUSED void small_delay(rng_t *r)
{
    uint64_t v = rnd(r);
    unsigned us = (unsigned)(v >> 40) % 300;
    switch (v & 7) {
    case 0:
    case 1:
    case 2:
    case 3: return;
    case 4: {
        double end = am_now() + us * 1e-6;
        while (am_now() < end)
            gasnet_AMPoll();
        return;
    }
    case 5: sched_yield(); return;
    default: {
        struct timespec ts = {0, (long)us * 1000};
        nanosleep(&ts, NULL);
        return;
    }
    }
}

#endif
