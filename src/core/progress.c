/* progress.c - what one poll of this process does (the wait primitive's
 * hook, gasnet_AMPoll): AM handlers, then in-flight collectives. */
#include "am_queues/am_context.h"
#include "am_queues/amq_area.h"
#include "coll/coll.h"
#include "core/event.h"

bool core_poll(void)
{
    if (am_restricted())
        return false; /* handlers and HSL holders do not progress anything */
    bool any = amq_poll();
    return coll_progress() || any;
}
