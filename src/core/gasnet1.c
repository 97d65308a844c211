/* gasnet1.c - GASNet-1 job control and environment (gasnet.h), plus the
 * calls shared by both APIs: gasnet_exit, polling, GASNET_BLOCKUNTIL. */
#include <gasnet.h>
#include <stdlib.h>

#include "am_queues/am_context.h"
#include "bootstrap/rank_init.h"
#include "core/errors.h"
#include "core/event.h"
#include "core/objects.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segment.h"
#include "pshm/wait.h"

gasnet_node_t gasnet_mynode(void)
{
    return core_need_init("gasnet_mynode"), pshm_job.rank;
}
gasnet_node_t gasnet_nodes(void)
{
    return core_need_init("gasnet_nodes"), pshm_job.hdr->nranks;
}

uintptr_t gasnet_getMaxLocalSegmentSize(void)
{
    return pshm_job.hdr ? (uintptr_t)pshm_job.hdr->max_seg : 0;
}

uintptr_t gasnet_getMaxGlobalSegmentSize(void)
{
    return core.max_global_seg;
}

int gasnet_getSegmentInfo(gasnet_seginfo_t *table, int numentries)
{
    static const char call[] = "gasnet_getSegmentInfo";
    if (core.phase != CORE_ATTACHED)
        return core_return(call, pshm_err(PSHM_ENOTINIT, "gasnet_attach has not been called"));
    if (numentries > 0 && !table)
        return core_bad_arg(call, "seginfo_table is NULL but numentries is %d", numentries);
    uint32_t n = pshm_job.hdr->nranks;
    for (uint32_t r = 0; (int64_t)r < numentries && r < n; r++) {
        void *owner;
        uint64_t size;
        pshm_segment_query(r, &owner, NULL, &size);
        table[r].addr = size ? owner : NULL;
        table[r].size = (uintptr_t)size;
    }
    return GASNET_OK;
}

/* One host, one neighbourhood; the offset turns an owner address into the
 * address this process maps the node's segment at. */
int gasnet_getNodeInfo(gasnet_nodeinfo_t *table, int numentries)
{
    static const char call[] = "gasnet_getNodeInfo";
    if (!pshm_job.hdr)
        return core_return(call, pshm_err(PSHM_ENOTINIT, "gasnet_init has not been called"));
    if (numentries > 0 && !table)
        return core_bad_arg(call, "nodeinfo_table is NULL but numentries is %d", numentries);
    uint32_t n = pshm_job.hdr->nranks;
    for (uint32_t r = 0; (int64_t)r < numentries && r < n; r++) {
        void *owner = NULL, *local = NULL;
        uint64_t size = 0;
        if (core.phase == CORE_ATTACHED)
            pshm_segment_query(r, &owner, &local, &size);
        table[r].host = 0;
        table[r].supernode = 0;
        table[r].offset = size ? (intptr_t)((uintptr_t)local - (uintptr_t)owner) : 0;
    }
    return GASNET_OK;
}

/* Behind the variadic gasnet_AMRequestShort etc. (the forms without a digit): the count the client
 * gave must be the number of arguments it passed. */
unsigned int pshmex_AM1_CheckCount(unsigned int numargs, unsigned int given, const char *call)
{
    if (numargs != given)
        pshm_fatal("%s: numargs is %u but %u handler arguments follow it", call, numargs, given);
    return numargs;
}

/* The job's environment is the launcher's, inherited through fork/exec, so
 * every rank already sees the same snapshot. */
char *gasnet_getenv(const char *name)
{
    return name ? getenv(name) : NULL;
}

int gasnet_set_waitmode(int wait_mode)
{
    switch (wait_mode) {
    case GASNET_WAIT_SPIN: pshm_set_wait_mode(PSHM_WAIT_SPIN); return GASNET_OK;
    case GASNET_WAIT_BLOCK: pshm_set_wait_mode(PSHM_WAIT_BLOCK); return GASNET_OK;
    case GASNET_WAIT_SPINBLOCK: pshm_set_wait_mode(PSHM_WAIT_SPINBLOCK); return GASNET_OK;
    default:
        return core_bad_arg("gasnet_set_waitmode",
                            "wait_mode %d is not GASNET_WAIT_SPIN, "
                            "GASNET_WAIT_BLOCK or GASNET_WAIT_SPINBLOCK",
                            wait_mode);
    }
}

/* Pacing of a thread's gasnet_AMPoll() calls while an exchange is on:
 * after a call that ran something (a handler, or collective progress), the
 * next AMPOLL_PACED calls that find nothing end with a CPU relax
 * (pshm_cpu_relax: x86 pause, about 25 ns here), which spaces out the
 * caller's next poll. Why (#18, Short round trip): in a client's loop of
 * gasnet_AMPoll() calls the reads of the lines a peer is about to write
 * (the next Request's slot, or the Reply's) go out every few ns, and the
 * more often the receiver reads them the later the peer's store lands: a
 * leaner idle poll (4 ns instead of 9) made the round trip 12% slower on
 * near cores; a load fence after it (17 ns per idle call) 10% faster, and
 * a pause (31 ns per idle call) faster still, on far cores too (numbers
 * in the commits). Only after traffic, because a relax after every idle call
 * slows a client that polls from a compute loop: a loop that streams
 * through memory and polls once per cache line ran 141% slower with a
 * pause after every idle call (69% with the fence, 12% with neither). A
 * thread that has run nothing in its last AMPOLL_PACED idle calls never
 * relaxes. One relax on both sides is the best measured on near cores:
 * none on the side with no Request out, or two per call, made the Short
 * round trip slower there (two were faster on far cores). */
#define AMPOLL_PACED 16u

static void ampoll_pace(bool ran)
{
    static _Thread_local unsigned left; /* idle calls still to relax after */
    if (ran) {
        left = AMPOLL_PACED;
        pshm_busy_call();
    } else if (left) {
        left--;
        pshm_cpu_relax();
    } else {
        pshm_idle_call(); /* a client's loop of polls, in a job with more ranks than CPUs */
    }
}

int gasnet_AMPoll(void)
{
    am_check_may_block("gasnet_AMPoll");
    /* core_poll_lane itself, not pshm_poll's hook (core_poll once a
     * client exists): one call less on the path of every AM a client
     * polls for (#18) */
    if (pshm_job.hdr) {
        /* A poll that takes the requester's lane (core_poll_lane) ran one
         * Reply and nothing else: the exit check waits for the thread's
         * next poll, which polls in full. */
        bool took_lane;
        const bool ran = core_poll_lane(&took_lane);
        if (!took_lane)
            pshm_check_exit();
        ampoll_pace(ran);
    }
    return GASNET_OK;
}

/* One back-off step of GASNET_BLOCKUNTIL. The macro's counter starts at 0
 * for each loop; the rest of the back-off state is per thread. The sleep
 * phase is bounded by a short timeout, so a condition set by a plain store
 * (no doorbell) is seen too. */
void pshmex_block_poll(unsigned *iter_p)
{
    static _Thread_local struct pshm_waiter w;
    if (*iter_p == 0) {
        am_check_may_block("GASNET_BLOCKUNTIL");
        pshm_wait_done(&w);
        w = (struct pshm_waiter)PSHM_WAITER_INIT;
    }
    (*iter_p)++;
    if (!pshm_job.hdr)
        return;
    pshm_wait_prepare(&w);
    pshm_wait_step(&w);
    pshm_wait_done(&w);
}

void gasnet_exit(int exitcode)
{
    rank_exit_job(exitcode);
}
