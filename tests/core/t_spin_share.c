/* t_spin_share.c - in a job with more ranks than CPUs, a thread that
 * waits in a loop of calls that return at once (gasnet_AMPoll(),
 * gex_Event_Test, gasnet_barrier_try: `while (!done) gasnet_AMPoll();`
 * and the like) leaves the CPU to the rank it waits for. Run by
 * tests/core/spin_share.sh with both ranks on one CPU.
 *
 *  - ping-pong: ROUNDS Short round trips, each side waiting for the other
 *    in a gasnet_AMPoll() loop; every Request answered with its value.
 *  - share (poll, test, try): rank 1 computes for WORK_NS of its thread's
 *    CPU time while rank 0 waits for it, in a loop of gasnet_AMPoll() for
 *    a Short rank 1 sends next, of gex_Event_Test on a barrier that rank 1
 *    enters next, or of gasnet_barrier_try on such a barrier. Rank 0
 *    measures its own CPU time meanwhile; rank 1 sends it the time it
 *    computed. A waiter that held the CPU for its whole time slice took as
 *    much as the worker (the scheduler shares the CPU evenly); one that
 *    yields takes a small part. The check is that part, under a quarter:
 *    a ratio of two CPU times of one run, not a time bound.
 * Outside an oversubscribed job (more CPUs than ranks) the share checks
 * have nothing to measure and are skipped. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* CPU_COUNT */
#endif
#include <gasnet.h>
#include <sched.h>
#include <stdlib.h>
#include <time.h>

#include "../tap.h"

#define SEGSIZE    (16 * GASNET_PAGESIZE)
#define H_PING     128
#define H_PONG     129
#define H_WORK     130
#define ROUNDS     200
#define WORK_NS    50000000ull /* 50 ms of the worker's CPU time */
#define QUARTER(x) ((x) / 4)

static volatile unsigned pongs, pings, bad_pongs;
static volatile gex_AM_Arg_t last_ping, work_us;
static volatile int work_done;

static void ping(gex_Token_t t, gex_AM_Arg_t v)
{
    last_ping = v;
    pings++;
    gex_AM_ReplyShort1(t, H_PONG, 0, v);
}

static void pong(gex_Token_t t, gex_AM_Arg_t v)
{
    (void)t;
    if (v != (gex_AM_Arg_t)pongs)
        bad_pongs++;
    pongs++;
}

static void work(gex_Token_t t, gex_AM_Arg_t us)
{
    (void)t;
    work_us = us;
    work_done = 1;
}

static uint64_t thread_cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* One share check: rank 1 computes, then sends the CPU time it took and
 * (modes 1, 2) enters a barrier; rank 0 waits for it as mode says. */
static void share(gex_TM_t tm, gex_Rank_t me, int mode, int ncpus, const char *how)
{
    uint64_t wait_us = 0, start;
    work_done = 0;
    gex_Coll_BarrierBlocking(tm, 0);
    if (me == 1) {
        start = thread_cpu_ns();
        volatile uint64_t spin = 0;
        while (thread_cpu_ns() - start < WORK_NS)
            spin++;
        work_us = (gex_AM_Arg_t)((thread_cpu_ns() - start) / 1000);
        gex_AM_RequestShort1(tm, 0, H_WORK, 0, work_us);
        if (mode == 1)
            gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
        else if (mode == 2)
            gasnet_barrier(0, GASNET_BARRIERFLAG_ANONYMOUS);
    } else {
        gex_Event_t ev = GEX_EVENT_INVALID;
        if (mode == 1)
            ev = gex_Coll_BarrierNB(tm, 0);
        else if (mode == 2)
            gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
        start = thread_cpu_ns();
        if (mode == 0)
            while (!work_done)
                gasnet_AMPoll();
        else if (mode == 1)
            while (gex_Event_Test(ev) != GASNET_OK)
                continue;
        else
            while (gasnet_barrier_try(0, GASNET_BARRIERFLAG_ANONYMOUS) == GASNET_ERR_NOT_READY)
                continue;
        wait_us = (thread_cpu_ns() - start) / 1000;
        while (!work_done) /* rank 1's time (the Test loop runs no handler) */
            gasnet_AMPoll();
    }
    /* rank 1's side: it computed; rank 0's: what its wait took meanwhile */
    if (ncpus >= 2)
        ok(1, "share, %s # SKIP %d CPUs for 2 ranks: the job is not oversubscribed", how, ncpus);
    else
        ok(wait_us <= QUARTER((uint64_t)work_us),
           "share: waiting for a core-mate in a %s took %llu us of CPU while it computed %llu us "
           "(want at most a quarter)",
           how, (unsigned long long)wait_us, (unsigned long long)work_us);
}

int main(int argc, char **argv)
{
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Segment_t seg;
    gex_Client_Init(&client, &ep, &tm, "T_SPIN_SHARE", &argc, &argv, 0);
    gex_AM_Entry_t handlers[] = {
        {H_PING, (gex_AM_Fn_t)ping, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT, 1, NULL, "ping"},
        {H_PONG, (gex_AM_Fn_t)pong, GEX_FLAG_AM_REPLY | GEX_FLAG_AM_SHORT, 1, NULL, "pong"},
        {H_WORK, (gex_AM_Fn_t)work, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT, 1, NULL, "work"},
    };
    gex_EP_RegisterHandlers(ep, handlers, 3);
    gex_Segment_Attach(&seg, tm, SEGSIZE);
    tap_multi(tm);
    const gex_Rank_t me = gex_TM_QueryRank(tm);
    if (gex_TM_QuerySize(tm) != 2) {
        ok(0, "run with 2 ranks (got %u)", (unsigned)gex_TM_QuerySize(tm));
        return tap_finish();
    }

    gex_Coll_BarrierBlocking(tm, 0);
    if (me == 0) {
        for (unsigned i = 0; i < ROUNDS; i++) {
            gex_AM_RequestShort1(tm, 1, H_PING, 0, (gex_AM_Arg_t)i);
            while (pongs == i)
                gasnet_AMPoll();
        }
    } else {
        while (pings < ROUNDS)
            gasnet_AMPoll();
    }
    ok(pongs == (me == 0 ? ROUNDS : 0) && bad_pongs == 0 &&
           (me == 0 || (pings == ROUNDS && last_ping == ROUNDS - 1)),
       "ping-pong: %d Short round trips, both sides waiting in gasnet_AMPoll() loops", ROUNDS);
    tap_barrier();

    cpu_set_t cpus;
    const int ncpus = sched_getaffinity(0, sizeof cpus, &cpus) == 0 ? CPU_COUNT(&cpus) : 0;
    static const char *const how[] = {"gasnet_AMPoll() loop", "gex_Event_Test loop on a barrier",
                                      "gasnet_barrier_try loop"};
    for (int mode = 0; mode < 3; mode++) {
        share(tm, me, mode, ncpus, how[mode]);
        tap_barrier();
    }
    tap_barrier();
    return tap_finish();
}
