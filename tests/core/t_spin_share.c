/* t_spin_share.c - in a job with more ranks than CPUs, a thread that
 * waits in a loop of calls that return at once (gasnet_AMPoll(), a Test,
 * a GASNet-1 try: `while (!done) gasnet_AMPoll();` and the like) leaves
 * the CPU to the rank it waits for. Run by tests/core/spin_share.sh with
 * both ranks on one CPU.
 *
 *  - ping-pong: ROUNDS Short round trips, each side waiting for the other
 *    in a gasnet_AMPoll() loop; every Request answered with its value.
 *  - share: rank 1 computes for WORK_NS of its thread's CPU time while
 *    rank 0 waits for it in a loop of one of the calls of share_how[]:
 *    gasnet_AMPoll() for a Short rank 1 sends next; gex_Event_Test,
 *    gex_Event_TestAll or gasnet_barrier_try on a barrier that rank 1
 *    enters next; gasnet_coll_try_sync on a legacy broadcast that rank 1
 *    roots next. Rank 0 measures its own CPU time meanwhile; rank 1 sends
 *    it the time it computed. A waiter that held the CPU for its whole
 *    time slice took as much as the worker (the scheduler shares the CPU
 *    evenly); one that yields takes a small part. The check is that part,
 *    under a quarter: a ratio of two CPU times of one run, not a time
 *    bound.
 * Unless both ranks may run on one and the same CPU only, the job is not
 * oversubscribed there and the share checks are skipped. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* CPU_COUNT */
#endif
#include <gasnet.h>
#include <gasnet_coll.h>
#include <sched.h>
#include <stdbool.h>
#include <stdlib.h>
#include <time.h>

#include "../tap.h"

#define SEGSIZE    (16 * GASNET_PAGESIZE)
#define H_PING     128
#define H_PONG     129
#define H_WORK     130
#define H_CPU      131
#define ROUNDS     200
#define WORK_NS    50000000ull /* 50 ms of the worker's CPU time */
#define QUARTER(x) ((x) / 4)

static volatile unsigned pongs, pings, bad_pongs;
static volatile gex_AM_Arg_t last_ping, work_us;
static volatile int work_done;
static volatile gex_AM_Arg_t peer_cpu = -2; /* rank 1's only CPU, -1 if several */

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

static void cpu_of_peer(gex_Token_t t, gex_AM_Arg_t cpu)
{
    (void)t;
    peer_cpu = cpu;
}

/* The one CPU this thread may run on, or -1 if it may run on several. */
static int only_cpu(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0 || CPU_COUNT(&set) != 1)
        return -1;
    for (int c = 0; c < CPU_SETSIZE; c++)
        if (CPU_ISSET(c, &set))
            return c;
    return -1;
}

static uint64_t thread_cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

enum { SHARE_POLL, SHARE_TEST, SHARE_TESTALL, SHARE_TRY, SHARE_COLL_TRY, SHARE_MODES };
static const char *const share_how[SHARE_MODES] = {
    "gasnet_AMPoll() loop", "gex_Event_Test loop on a barrier",
    "gex_Event_TestAll loop on a barrier", "gasnet_barrier_try loop",
    "gasnet_coll_try_sync loop on a legacy broadcast"};

/* One share check: rank 1 computes, then sends the CPU time it took and
 * (but for SHARE_POLL) joins the collective rank 0 waits for as mode says.
 * shared: both ranks run on one and the same CPU only. */
static void share(gex_TM_t tm, gex_Rank_t me, int mode, bool shared, void *seg_addr)
{
    static int64_t value;
    uint64_t wait_us = 0, start;
    const int bcast_flags = GASNET_COLL_IN_ALLSYNC | GASNET_COLL_OUT_ALLSYNC | GASNET_COLL_LOCAL |
                            GASNET_COLL_DST_IN_SEGMENT;
    work_done = 0;
    gex_Coll_BarrierBlocking(tm, 0);
    if (me == 1) {
        start = thread_cpu_ns();
        volatile uint64_t spin = 0;
        while (thread_cpu_ns() - start < WORK_NS)
            spin++;
        work_us = (gex_AM_Arg_t)((thread_cpu_ns() - start) / 1000);
        gex_AM_RequestShort1(tm, 0, H_WORK, 0, work_us);
        value = mode + 1;
        if (mode == SHARE_TRY)
            gasnet_barrier(0, GASNET_BARRIERFLAG_ANONYMOUS);
        else if (mode == SHARE_COLL_TRY)
            gasnet_coll_broadcast(GASNET_TEAM_ALL, seg_addr, 1, &value, sizeof value, bcast_flags);
        else if (mode != SHARE_POLL)
            gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
    } else {
        gex_Event_t ev[1] = {GEX_EVENT_INVALID};
        gasnet_coll_handle_t h = GASNET_COLL_INVALID_HANDLE;
        if (mode == SHARE_TEST || mode == SHARE_TESTALL)
            ev[0] = gex_Coll_BarrierNB(tm, 0);
        else if (mode == SHARE_TRY)
            gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
        else if (mode == SHARE_COLL_TRY)
            h = gasnet_coll_broadcast_nb(GASNET_TEAM_ALL, seg_addr, 1, NULL, sizeof value,
                                         bcast_flags);
        start = thread_cpu_ns();
        switch (mode) {
        case SHARE_POLL:
            while (!work_done)
                gasnet_AMPoll();
            break;
        case SHARE_TEST:
            while (gex_Event_Test(ev[0]) != GASNET_OK)
                continue;
            break;
        case SHARE_TESTALL:
            while (gex_Event_TestAll(ev, 1, 0) != GASNET_OK)
                continue;
            break;
        case SHARE_TRY:
            while (gasnet_barrier_try(0, GASNET_BARRIERFLAG_ANONYMOUS) == GASNET_ERR_NOT_READY)
                continue;
            break;
        case SHARE_COLL_TRY:
            while (gasnet_coll_try_sync(h) != GASNET_OK)
                continue;
            break;
        }
        wait_us = (thread_cpu_ns() - start) / 1000;
        while (!work_done) /* rank 1's time (the Test loops run no handler) */
            gasnet_AMPoll();
    }
    if (mode == SHARE_COLL_TRY)
        ok(*(int64_t *)seg_addr == mode + 1,
           "the legacy broadcast waited for delivered rank 1's value");
    /* rank 1's side: it computed; rank 0's: what its wait took meanwhile */
    if (!shared)
        ok(1, "share, %s # SKIP the two ranks do not share one CPU only", share_how[mode]);
    else
        ok(wait_us <= QUARTER((uint64_t)work_us),
           "share: waiting for a core-mate in a %s took %llu us of CPU while it computed %llu us "
           "(want at most a quarter)",
           share_how[mode], (unsigned long long)wait_us, (unsigned long long)work_us);
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
        {H_CPU, (gex_AM_Fn_t)cpu_of_peer, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT, 1, NULL, "cpu"},
    };
    gex_EP_RegisterHandlers(ep, handlers, 4);
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

    /* do both ranks run on one and the same CPU only? rank 1 tells rank 0 */
    const int cpu = only_cpu();
    if (me == 1)
        gex_AM_RequestShort1(tm, 0, H_CPU, 0, (gex_AM_Arg_t)cpu);
    else
        while (peer_cpu == -2)
            gasnet_AMPoll();
    const bool shared = me == 0 ? cpu >= 0 && peer_cpu == cpu : true;
    gasnet_coll_init(NULL, 0, NULL, 0, 0);
    void *seg_addr = gex_Segment_QueryAddr(seg);
    seg_addr = (char *)seg_addr + TAP_RESERVED; /* the broadcast's destination */
    for (int mode = 0; mode < SHARE_MODES; mode++) {
        share(tm, me, mode, shared, seg_addr);
        tap_barrier();
    }
    return tap_finish();
}
