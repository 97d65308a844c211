/* hello - the pshmex demo.
 *
 *   pshmrun -n 4 examples/hello
 *
 * Every rank attaches a segment, then the ranks take turns (in rank order)
 * to say who they are, where they run and where their segment is.  The turn
 * counter lives in rank 0's segment, which every rank can load and store
 * directly: that is what "shared memory" buys.
 */
#include <gasnet.h>
#include <gasnetex.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SEGMENT_BYTES (1024 * 1024)

int main(int argc, char **argv)
{
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Segment_t seg;

    if (gex_Client_Init(&client, &ep, &tm, "HELLO", &argc, &argv, 0) != GASNET_OK) {
        fprintf(stderr, "hello: gex_Client_Init failed\n");
        return 1;
    }
    if (gex_Segment_Attach(&seg, tm, SEGMENT_BYTES) != GASNET_OK) {
        fprintf(stderr, "hello: gex_Segment_Attach failed\n");
        gasnet_exit(1);
    }
    gex_Rank_t me = gex_TM_QueryRank(tm);
    gex_Rank_t n = gex_TM_QuerySize(tm);

    /* rank 0's segment, as mapped in this process; its first word is the turn */
    void *seg0 = NULL;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, 0, NULL, &seg0, NULL, 0));
    uint32_t *turn = seg0;

    GASNET_BLOCKUNTIL(__atomic_load_n(turn, __ATOMIC_ACQUIRE) == me);

    if (me == 0) {
        printf("Host: %s\n", pshmex_QueryHostTopology());
        printf(
            "This job has %u ranks: processes on this host that share one memory area.\n"
            "Each rank owns a segment that every other rank can read and write directly;\n"
            "the ranks take turns below, in rank order, through a counter in rank 0's segment.\n\n",
            (unsigned)n);
    }
    int core = -1, numa = -1;
    char where[64];
    pshmex_QueryRankPlacement(me, &core, &numa);
    if (core >= 0)
        snprintf(where, sizeof where, "core %d, NUMA node %d", core, numa);
    else
        snprintf(where, sizeof where, "not bound to a core, NUMA node %d", numa);
    printf("Hello from rank %u of %u: %s, segment of %lu KiB at %p\n", (unsigned)me, (unsigned)n,
           where, (unsigned long)(gex_Segment_QuerySize(seg) / 1024), gex_Segment_QueryAddr(seg));
    fflush(stdout);
    __atomic_store_n(turn, me + 1, __ATOMIC_RELEASE);

    if (me == 0) {
        GASNET_BLOCKUNTIL(__atomic_load_n(turn, __ATOMIC_ACQUIRE) == n);
        printf("\nTo measure the floor of this machine (cache-line latency between two cores,\n"
               "memcpy bandwidth) run: pshmbench floor\n");
        fflush(stdout);
        __atomic_store_n(turn, n + 1, __ATOMIC_RELEASE);
    }
    /* everyone leaves together once rank 0 has printed its last line */
    GASNET_BLOCKUNTIL(__atomic_load_n(turn, __ATOMIC_ACQUIRE) == n + 1);
    gasnet_exit(0);
    return 0;
}
