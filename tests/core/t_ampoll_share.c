/* t_ampoll_share.c - in a job with more ranks than CPUs, a thread that
 * waits for an AM in a loop of gasnet_AMPoll() calls (the GASNet-1 idiom
 * `while (!done) gasnet_AMPoll();`) leaves the CPU to the rank it waits
 * for. Run by tests/core/ampoll_share.sh with both ranks on one CPU.
 *
 *  - ping-pong: ROUNDS Short round trips, each side waiting for the other
 *    in a gasnet_AMPoll() loop; every Request answered with its value.
 *  - share: rank 1 computes for WORK_NS of its thread's CPU time, then
 *    sends that time in a Short; rank 0 waits for it in a gasnet_AMPoll()
 *    loop and measures its own CPU time meanwhile. A waiter that held the
 *    CPU for its whole time slice took as much as the worker (the
 *    scheduler shares the CPU evenly); one that yields takes a small part.
 *    The check is that part, under a quarter: a ratio of two CPU times of
 *    one run, not a time bound.
 * Outside an oversubscribed job (more CPUs than ranks) the share check
 * has nothing to measure and is skipped. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* CPU_COUNT */
#endif
#include <gasnetex.h>
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

int main(int argc, char **argv)
{
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Segment_t seg;
    gex_Client_Init(&client, &ep, &tm, "T_AMPOLL_SHARE", &argc, &argv, 0);
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
    uint64_t wait_us = 0, start;
    gex_Coll_BarrierBlocking(tm, 0);
    if (me == 1) {
        start = thread_cpu_ns();
        volatile uint64_t spin = 0;
        while (thread_cpu_ns() - start < WORK_NS)
            spin++;
        work_us = (gex_AM_Arg_t)((thread_cpu_ns() - start) / 1000);
        gex_AM_RequestShort1(tm, 0, H_WORK, 0, work_us);
    } else {
        start = thread_cpu_ns();
        while (!work_done)
            gasnet_AMPoll();
        wait_us = (thread_cpu_ns() - start) / 1000;
    }
    /* rank 1's side: it computed; rank 0's: what its wait took meanwhile */
    if (ncpus >= 2)
        ok(1, "share # SKIP %d CPUs for 2 ranks: the job is not oversubscribed", ncpus);
    else
        ok(wait_us <= QUARTER((uint64_t)work_us),
           "share: waiting for a core-mate in a gasnet_AMPoll() loop took %llu us of CPU while "
           "it computed %llu us (want at most a quarter)",
           (unsigned long long)wait_us, (unsigned long long)work_us);
    tap_barrier();
    return tap_finish();
}
