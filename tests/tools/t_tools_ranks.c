/* t_tools_ranks.c - gasnet_tools.h in a pshmex job (run by tools.sh under
 * pshmrun -n N):
 *  - every rank (and 2 threads per rank) hammers words of rank 0's segment
 *    with gasnett_atomic64 / atomic32 operations: no update is lost;
 *  - then one AM, one out-of-line RMA call and a collective per rank, and a
 *    GASNETT_TRACE_PRINTF line, for tools.sh to find in the GASNET_TRACEFILE
 *    trace (when it sets one). */
#include "../am_queues/am_common.h"

#include <gasnet_tools.h>
#include <pthread.h>

enum { ITERS = 20000, THREADS = 2 };

static uintptr_t seg_size(gex_Rank_t n)
{
    (void)n;
    return 2 * TAP_RESERVED;
}

struct words {
    gasnett_atomic64_t inc;  /* += 1 per iteration per thread */
    gasnett_atomic32_t cas;  /* += 1 by a compare-and-swap loop */
    gasnett_atomic64_t add;  /* += rank + 1 */
    gasnett_atomic32_t down; /* counted down; exactly one thread sees 0 */
    gasnett_atomic32_t zeros;
};
static struct words *w; /* in rank 0's segment, after tap.h's page */

static void *hammer(void *arg)
{
    (void)arg;
    for (int i = 0; i < ITERS; i++) {
        gasnett_atomic64_increment(&w->inc, i % 2 ? GASNETT_ATOMIC_NONE : GASNETT_ATOMIC_MB_POST);
        uint32_t old;
        do
            old = gasnett_atomic32_read(&w->cas, 0);
        while (
            !gasnett_atomic32_compare_and_swap(&w->cas, old, old + 1, GASNETT_ATOMIC_ACQ_IF_TRUE));
        gasnett_atomic64_add(&w->add, am_me + 1, GASNETT_ATOMIC_REL);
        if (gasnett_atomic32_decrement_and_test(&w->down, GASNETT_ATOMIC_ACQ_IF_TRUE))
            gasnett_atomic32_increment(&w->zeros, 0);
    }
    return NULL;
}

static gasnett_atomic_t am_got = gasnett_atomic_init(0);
static void ping(gex_Token_t t)
{
    (void)t;
    gasnett_atomic_increment(&am_got, GASNETT_ATOMIC_REL);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_TOOLS_RANKS", seg_size);
    uint64_t n = am_n;
    w = (struct words *)(void *)(am_local[0] + TAP_RESERVED);
    if (am_me == 0)
        gasnett_atomic32_set(&w->down, (uint32_t)(n * THREADS * ITERS), GASNETT_ATOMIC_REL);
    tap_barrier();

    gasnett_tick_t t0 = gasnett_ticks_now();
    pthread_t th[THREADS];
    for (int i = 0; i < THREADS; i++)
        pthread_create(&th[i], NULL, hammer, NULL);
    for (int i = 0; i < THREADS; i++)
        pthread_join(th[i], NULL);
    tap_barrier();
    note("%u ranks x %d threads: %.1f ms", am_n, THREADS,
         gasnett_ticks_to_us(gasnett_ticks_now() - t0) / 1e3);

    uint64_t total = n * THREADS * ITERS;
    ok(gasnett_atomic64_read(&w->inc, GASNETT_ATOMIC_ACQ) == total,
       "%u ranks x %d threads: atomic64_increment on a segment word loses nothing", am_n, THREADS);
    ok(gasnett_atomic32_read(&w->cas, 0) == (uint32_t)total,
       "%u ranks x %d threads: atomic32 compare_and_swap loop loses nothing", am_n, THREADS);
    ok(gasnett_atomic64_read(&w->add, 0) == (uint64_t)THREADS * ITERS * n * (n + 1) / 2,
       "%u ranks: atomic64_add of rank + 1 sums right", am_n);
    ok(gasnett_atomic32_read(&w->down, 0) == 0 && gasnett_atomic32_read(&w->zeros, 0) == 1,
       "%u ranks: exactly one decrement_and_test sees zero", am_n);
    tap_barrier();

    /* gasnett_run_diagnostics: my right neighbour's segment past our words */
    gex_Rank_t right = (am_me + 1) % am_n;
    int derr = gasnett_run_diagnostics(3, 2, NULL, am_tm, am_owner[am_me] + TAP_RESERVED + 1024,
                                       right, am_owner[right] + TAP_RESERVED + 1024);
    ok(derr == 0, "gasnett_run_diagnostics (all sections) finds no failure (%d)", derr);
    derr = gasnett_run_diagnostics(1, 1, "aD", am_tm, NULL, right,
                                   am_owner[right] + TAP_RESERVED + 1024);
    ok(derr == 0, "gasnett_run_diagnostics sections \"aD\" (%d)", derr);
    tap_barrier();

    /* traced events: one AM Request, one out-of-line RMA call, a collective */
    gex_AM_Entry_t e = {0,     (gex_AM_Fn_t)ping, GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT, 0, NULL,
                        "ping"};
    ok(gex_EP_RegisterHandlers(am_ep, &e, 1) == GASNET_OK, "register the ping handler");
    tap_barrier(); /* the peer polls in the barrier above: register before anyone sends */
    gex_Rank_t peer = (am_me + 1) % am_n;
    gex_AM_RequestShort0(am_tm, peer, e.gex_index, 0);
    GASNET_BLOCKUNTIL(gasnett_atomic_read(&am_got, GASNETT_ATOMIC_ACQ) >= 1);
    ok(1, "the ping AM arrived");
    uint64_t val = 0x5151;
    gex_RMA_PutBlocking(am_tm, peer, (void *)(uintptr_t)(TAP_RESERVED + 64 + 8 * am_me), &val,
                        sizeof val, GEX_FLAG_PEER_SEG_OFFSET);
    gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
    GASNETT_TRACE_PRINTF("client line from rank %u", am_me);
    ok(1, "traced calls done (tracing %s)", GASNETT_TRACE_ENABLED ? "on" : "off");
    int rc = tap_finish();
    gasnet_exit(rc);
    return rc;
}
