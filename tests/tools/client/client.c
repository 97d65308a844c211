/* client.c - a GASNet client built by tests/tools/client/Makefile from an
 * installed pshmex: GASNet-1 (gasnet.h), GASNet-EX (gasnetex.h) and the
 * tools (gasnet_tools.h) in one program.  Every rank adds to a word of rank
 * 0's segment with gasnett atomics, puts its rank to its right neighbour,
 * and prints one "client ok" line naming the thread mode it was built in.
 * It also calls the C math library (exp, log), as client code does: GASNet's
 * GASNET_LIBS carries -lm, so the fragment's link line needs nothing more. */
#include <gasnet.h>
#include <gasnet_tools.h>
#include <gasnetex.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#if defined(GASNET_PAR)
#define MODE "PAR"
#elif defined(GASNET_PARSYNC)
#define MODE "PARSYNC"
#elif defined(GASNET_SEQ)
#define MODE "SEQ"
#endif

extern int cxx_part(void); /* cxx_part.cc, compiled with GASNET_CXX */

static void barrier(void)
{
    gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
    gasnet_barrier_wait(0, GASNET_BARRIERFLAG_ANONYMOUS);
}

int main(int argc, char **argv)
{
    if (gasnet_init(&argc, &argv) != GASNET_OK || gasnet_attach(NULL, 0, 65536, 0) != GASNET_OK)
        return 2;
    gasnet_node_t me = gasnet_mynode(), n = gasnet_nodes();
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Segment_t seg;
    gasnet_QueryGexObjects(&client, &ep, &tm, &seg);
    void *owner0, *local0;
    uintptr_t size0;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, 0, &owner0, &local0, &size0, 0));
    gasnett_atomic64_t *word = (gasnett_atomic64_t *)local0;
    barrier();
    gasnett_tick_t t0 = gasnett_ticks_now();
    for (int i = 0; i < 10000; i++)
        gasnett_atomic64_add(word, me + 1, GASNETT_ATOMIC_REL);
    /* my rank into the right neighbour's segment, after rank 0's word */
    gasnet_seginfo_t *si = malloc(n * sizeof *si);
    gasnet_getSegmentInfo(si, (int)n);
    gasnet_node_t right = (me + 1) % n;
    uint64_t mine = me;
    gasnet_put(right, (char *)si[right].addr + 64, &mine, sizeof mine);
    barrier();
    uint64_t want = 10000ull * n * (n + 1) / 2;
    uint64_t got = gasnett_atomic64_read(word, GASNETT_ATOMIC_ACQ);
    uint64_t from_left = *(uint64_t *)((char *)si[me].addr + 64);
    volatile double base = (double)n + 2.0; /* at run time: not folded */
    int good = got == want && from_left == (me + n - 1) % n && cxx_part() == 42 &&
               fabs(exp(log(base)) - ((double)n + 2.0)) < 1e-9 &&
               gex_System_QueryJobRank() == me && gasnett_ticks_to_ns(gasnett_ticks_now() - t0) > 0;
    printf("client %s rank %u/%u mode %s (sum %llu of %llu)\n", good ? "ok" : "FAILED",
           (unsigned)me, (unsigned)n, MODE, (unsigned long long)got, (unsigned long long)want);
    fflush(stdout);
    barrier();
    gasnet_exit(good ? 0 : 1);
    return 0;
}
