/* progress.c - what one poll of this process does (the wait primitive's
 * hook, gasnet_AMPoll): AM handlers, then in-flight collectives; and the
 * slow path of the progress tick of the calls that never wait
 * (include/pshmex_progress.h). */
#include <gasnetex.h>
#include <limits.h>

#include "am_queues/am_context.h"
#include "am_queues/amq_area.h"
#include "coll/coll.h"
#include "core/event.h"
#include "pshm/job.h"
#include "pshm/wait.h"

bool core_poll(void)
{
    if (am_restricted())
        return false; /* handlers and HSL holders do not progress anything */
    bool any = amq_poll();
    return coll_progress() || any;
}

__thread unsigned char pshmex_progress_ticks;
_Static_assert(PSHMEX_PROGRESS_EVERY == UCHAR_MAX + 1u,
               "the tick counter (a byte) wraps every PSHMEX_PROGRESS_EVERY calls");

void pshmex_Progress_Poll(void)
{
    if (pshm_job.hdr) /* a job exists: else there is nothing to poll */
        pshm_poll();
}
