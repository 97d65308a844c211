/* rma_nbi.c - implicit-handle (NBI) synchronization and access regions.
 *
 * NBI operations complete before their initiating call returns, so the
 * implicit set of a thread is always empty and a region's event is
 * GEX_EVENT_INVALID. What is left to do is the spec's usage rules, checked
 * in every build (one thread-local load on calls that are out of line
 * anyway): regions do not nest, End needs a Begin, no NBI sync inside a
 * region, flags 0, a non-empty category mask. And progress: the Waits
 * (and GASNet-1's try forms) poll when asked, as the other calls that
 * complete at once do (include/pshmex_progress.h); spec 003 says a Wait
 * polls and a Test makes no Poll call, and GASNet-1's try polls.
 */
#include <gasnet.h>
#include <gasnetex.h>
#include <stdbool.h>

#include "am_queues/am_context.h"
#include "pshm/err.h"

static _Thread_local bool rma_in_region; /* between Begin and End on this thread */

static void check_flags(const char *call, gex_Flags_t flags)
{
    if (flags)
        pshm_fatal("%s: flags must be 0 (got 0x%x)", call, (unsigned)flags);
}

int pshmex_NBI_Sync(gex_EC_t mask, int mode, const char *call)
{
    /* nothing is outstanding: Test and Wait agree but for the poll */
    am_check_may_block(call);
    if (rma_in_region)
        pshm_fatal("%s: not allowed inside an NBI access region (end it with "
                   "gex_NBI_EndAccessRegion / gasnet_end_nbi_accessregion first)",
                   call);
    if (!mask || (mask & ~GEX_EC_ALL))
        pshm_fatal("%s: event_mask 0x%x is not a non-empty OR of GEX_EC_* categories", call,
                   (unsigned)mask);
    if (mode != PSHMEX_SYNC_TEST)
        pshmex_progress_check();
    return GASNET_OK; /* nothing is ever outstanding */
}

int gex_NBI_Test(gex_EC_t event_mask, gex_Flags_t flags)
{
    check_flags("gex_NBI_Test", flags);
    return pshmex_NBI_Sync(event_mask, PSHMEX_SYNC_TEST, "gex_NBI_Test");
}

void gex_NBI_Wait(gex_EC_t event_mask, gex_Flags_t flags)
{
    check_flags("gex_NBI_Wait", flags);
    (void)pshmex_NBI_Sync(event_mask, PSHMEX_SYNC_WAIT, "gex_NBI_Wait");
}

void gex_NBI_BeginAccessRegion(gex_Flags_t flags)
{
    static const char call[] = "gex_NBI_BeginAccessRegion";
    check_flags(call, flags);
    if (rma_in_region)
        pshm_fatal("%s: this thread is already in an access region (regions do not nest)", call);
    rma_in_region = true;
}

gex_Event_t gex_NBI_EndAccessRegion(gex_Flags_t flags)
{
    static const char call[] = "gex_NBI_EndAccessRegion";
    check_flags(call, flags);
    if (!rma_in_region)
        pshm_fatal("%s: this thread is not in an access region (no matching "
                   "gex_NBI_BeginAccessRegion)",
                   call);
    rma_in_region = false;
    return GEX_EVENT_INVALID; /* every operation of the region has completed */
}
