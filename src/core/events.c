/* events.c - synchronization of root and leaf events (gex_Event_*, the
 * GASNet-1 syncnb calls share it).
 *
 * Every operation pshmex offers so far (AM local completion, RMA) has
 * completed when its initiating call returns, so the only event value it
 * hands out is GEX_EVENT_INVALID, "already complete". Any other value is one
 * that no pshmex call returned, a client error: GEX_EVENT_NO_OP (the spec
 * makes syncing it erroneous) or garbage. Every sync is prohibited in
 * handler context and while holding an HSL (checked in every build).
 * Events that complete later (non-blocking collectives) extend
 * pshmex_Event_Sync with real event objects.
 */
#include <gasnetex.h>
#include <stdbool.h>
#include <stdio.h>

#include "am_queues/am_context.h"
#include "pshm/err.h"

static _Noreturn void bad_event(const char *call, gex_Event_t event, size_t index, bool in_array)
{
    char where[48] = "";
    if (in_array)
        snprintf(where, sizeof where, " (entry %zu)", index);
    if (event == GEX_EVENT_NO_OP)
        pshm_fatal("%s: GEX_EVENT_NO_OP%s may not be synchronized", call, where);
    pshm_fatal("%s: event %p%s is not an event of this library (already synchronized, or never "
               "returned by an initiation call)",
               call, (void *)event, where);
}

int pshmex_Event_Sync(gex_Event_t event, const char *call)
{
    am_check_may_block(call);
    if (event == GEX_EVENT_INVALID)
        return GASNET_OK;
    bad_event(call, event, 0, false);
}

int gex_Event_Test(gex_Event_t event)
{
    return pshmex_Event_Sync(event, "gex_Event_Test");
}

void gex_Event_Wait(gex_Event_t event)
{
    (void)pshmex_Event_Sync(event, "gex_Event_Wait");
}

int pshmex_Event_SyncArray(gex_Event_t *pevent, size_t numevents, gex_Flags_t flags, int all,
                           int wait, const char *call)
{
    (void)all; /* every event is complete: Some and All agree */
    (void)wait;
    am_check_may_block(call);
    if (flags)
        pshm_fatal("%s: flags must be 0 (got 0x%x)", call, (unsigned)flags);
    if (numevents && !pevent)
        pshm_fatal("%s: the event array is NULL with %zu entries", call, numevents);
    for (size_t i = 0; i < numevents; i++)
        if (pevent[i] != GEX_EVENT_INVALID)
            bad_event(call, pevent[i], i, true);
    return GASNET_OK;
}

gex_Event_t gex_Event_QueryLeaf(gex_Event_t root, gex_EC_t event_category)
{
    static const char call[] = "gex_Event_QueryLeaf";
    gex_EC_t c = event_category;
    if (!c || (c & (c - 1)) || (c & ~GEX_EC_ALL))
        pshm_fatal("%s: event_category 0x%x must be exactly one GEX_EC_* category (not "
                   "GEX_EC_ALL, not an OR)",
                   call, (unsigned)c);
    if (root != GEX_EVENT_INVALID)
        bad_event(call, root, 0, false);
    return GEX_EVENT_INVALID; /* the leaf of a complete root is complete */
}
