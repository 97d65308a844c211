/* events.c - event completion for the events that exist so far: every
 * operation in this foundation completes before it returns, so the only
 * event handed out is GEX_EVENT_INVALID. The RMA issue (#4) replaces this
 * with the event pool (root/leaf events, Test/Wait Some/All, NBI). */
#include <gasnetex.h>

#include "am_queues/am_context.h"
#include "pshm/err.h"

int gex_Event_Test(gex_Event_t event)
{
    am_check_may_block("gex_Event_Test");
    if (event == GEX_EVENT_INVALID)
        return GASNET_OK;
    pshm_fatal("gex_Event_Test: event %p is not an event of this library%s", (void *)event,
               event == GEX_EVENT_NO_OP ? " (GEX_EVENT_NO_OP may not be tested)" : "");
}

void gex_Event_Wait(gex_Event_t event)
{
    am_check_may_block("gex_Event_Wait");
    if (event == GEX_EVENT_INVALID)
        return;
    pshm_fatal("gex_Event_Wait: event %p is not an event of this library%s", (void *)event,
               event == GEX_EVENT_NO_OP ? " (GEX_EVENT_NO_OP may not be waited on)" : "");
}
