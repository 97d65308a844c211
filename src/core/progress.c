/* progress.c - what one poll of this process does (the wait primitive's
 * hook, gasnet_AMPoll): AM handlers, then in-flight collectives; and the
 * slow path of the progress test of the calls that never wait
 * (include/pshmex_progress.h). */
#include <gasnetex.h>
#include <limits.h>
#include <stdatomic.h>

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

/* What pshmex_poll_wanted points at outside a job: never set. */
static unsigned int no_job_word;
unsigned int *pshmex_poll_wanted = &no_job_word;
_Static_assert(sizeof(unsigned int) == sizeof(_Atomic uint32_t),
               "pshmex_poll_wanted views the shared _Atomic uint32_t");

void core_progress_join(void)
{
    /* a message sent before this finds the word already set */
    pshmex_poll_wanted = (unsigned int *)(void *)pshm_my_poll_word();
}

/* Never written: see pshmex_progress.h. */
static unsigned int always_set_word = 1;

void core_progress_translate_always(void)
{
    pshmex_poll_wanted = &always_set_word;
}

void core_progress_leave(void)
{
    pshmex_poll_wanted = &no_job_word;
}

/* Calls of this thread since its last poll while only a collective keeps
 * the word set (a byte: wraps every PSHMEX_PROGRESS_EVERY calls). */
static __thread unsigned char coll_ticks;
_Static_assert(PSHMEX_PROGRESS_EVERY == UCHAR_MAX + 1u,
               "coll_ticks (a byte) wraps every PSHMEX_PROGRESS_EVERY calls");

void pshmex_Progress_Poll(void)
{
    if (!pshm_job.hdr || am_restricted())
        return; /* no job; or a handler / HSL holder: the word stays set for later */
    _Atomic uint32_t *word = pshm_my_poll_word();
    /* pshmex_poll_wanted may be the always-set word (pshmex_progress.h) */
    if (!atomic_load_explicit(word, memory_order_relaxed))
        return;
    /* A collective in flight keeps the word set: poll for it only every
     * PSHMEX_PROGRESS_EVERY-th call, as an idle poll costs ~50 ns. An AM
     * that arrives meanwhile waits as long (the same bound). */
    if (coll_in_flight() && ++coll_ticks != 0)
        return;
    /* acq_rel: pairs with the sender's release in pshm_want_poll. A message
     * published after this exchange sets the word again; one published
     * before it is seen by the poll below. */
    atomic_exchange_explicit(word, 0, memory_order_acq_rel);
    bool did = pshm_poll_nonwaiting();
    /* more may be waiting (a poll runs a bounded batch), a collective, or
     * the job's end */
    if (did || coll_in_flight())
        atomic_store_explicit(word, 1, memory_order_relaxed);
}
