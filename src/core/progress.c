/* progress.c - what one poll of this process does (the wait primitive's
 * hook, gasnet_AMPoll): AM handlers, then in-flight collectives; and the
 * slow path of the progress test of the calls that never wait
 * (include/pshmex_progress.h). */
#include <errno.h>
#include <gasnetex.h>
#include <limits.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "am_queues/am_context.h"
#include "am_queues/amq_area.h"
#include "coll/coll.h"
#include "core/errors.h"
#include "core/event.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/wait.h"

/* This thread's last poll took the requester's lane: its next one polls
 * in full. */
static _Thread_local bool lane_taken;

bool core_poll_lane(bool *took_lane)
{
    *took_lane = false;
    if (am_restricted())
        return false; /* handlers, HSL holders and NIS do not progress anything */
    const enum amq_polled r = amq_poll_lane(!lane_taken);
    lane_taken = r == AMQ_POLLED_LANE;
    if (lane_taken) {
        *took_lane = true;
        return true; /* nothing else looked at: the next call will */
    }
    return coll_progress() || r != AMQ_POLLED_IDLE;
}

bool core_poll(void)
{
    bool took_lane;
    return core_poll_lane(&took_lane);
}

/* See pshmex_progress.h. Page-aligned and a page long, so that mapping
 * over it replaces nothing else; in a PIE client the linker's copy keeps
 * that alignment (map_shared_page checks it). */
unsigned int pshmex_poll_page[PSHMEX_POLL_PAGE_BYTES / sizeof(unsigned int)]
    __attribute__((aligned(PSHMEX_POLL_PAGE_BYTES)));
_Static_assert(sizeof(unsigned int) == sizeof(_Atomic uint32_t) &&
                   PSHMEX_POLL_WORD * sizeof(unsigned int) ==
                       offsetof(struct pshm_rank_ctrl, poll_wanted) &&
                   sizeof(struct pshm_rank_ctrl) <= PSHMEX_POLL_PAGE_BYTES,
               "pshmex_poll_page views the control area's first page");

/* Replace pshmex_poll_page with a private page whose word is `word`. */
static int map_private_page(unsigned int word)
{
    void *p = mmap(pshmex_poll_page, PSHMEX_POLL_PAGE_BYTES, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    if (p == MAP_FAILED)
        return -1;
    __atomic_store_n(&pshmex_poll_page[PSHMEX_POLL_WORD], word, __ATOMIC_RELAXED);
    return 0;
}

/* The unchecked build would use untranslated addresses, or a later call
 * poll where it must report: a page that cannot be replaced ends the job. */
static void must_map_private_page(unsigned int word)
{
    if (map_private_page(word))
        pshm_fatal("cannot map a private page over the poll word at %p: %s",
                   (void *)pshmex_poll_page, strerror(errno));
}

/* Map the first page of our control area over pshmex_poll_page. */
static int map_shared_page(void)
{
    uintptr_t page = (uintptr_t)pshmex_poll_page;
    uint64_t off = (uint64_t)(pshm_slot(pshm_job.rank) - (char *)pshm_job.hdr);
    if (sysconf(_SC_PAGESIZE) != PSHMEX_POLL_PAGE_BYTES || page % PSHMEX_POLL_PAGE_BYTES ||
        off % PSHMEX_POLL_PAGE_BYTES)
        return -1;
    void *p = mmap(pshmex_poll_page, PSHMEX_POLL_PAGE_BYTES, PROT_READ | PROT_WRITE,
                   MAP_SHARED | MAP_FIXED, pshm_job.fd, (off_t)off);
    return p == MAP_FAILED ? -1 : 0;
}

void core_progress_join(const char *call)
{
    /* a message sent before this finds the word already set */
    if (map_shared_page()) {
        core_warn(call,
                  "could not map the poll word at %p: every blocking RMA and atomic call "
                  "takes its out-of-line path",
                  (void *)pshmex_poll_page);
        must_map_private_page(1);
    }
}

void core_progress_translate_always(void)
{
    must_map_private_page(1);
}

void core_progress_leave(void)
{
    must_map_private_page(0);
}

/* Calls of this thread since its last poll while only a collective keeps
 * the word set (a byte: wraps every PSHMEX_PROGRESS_EVERY calls). */
static __thread unsigned char coll_ticks;
_Static_assert(PSHMEX_PROGRESS_EVERY == UCHAR_MAX + 1u,
               "coll_ticks (a byte) wraps every PSHMEX_PROGRESS_EVERY calls");

void pshmex_Progress_Poll(void)
{
    if (!pshm_job.hdr || am_restricted())
        return; /* no job; or a restricted context: the word stays set for later */
    _Atomic uint32_t *word = pshm_my_poll_word();
    /* pshmex_poll_page may be the always-set page (pshmex_progress.h) */
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
