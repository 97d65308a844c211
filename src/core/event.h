/* event.h - event objects for operations that complete after their
 * initiating call returns (the non-blocking collectives). A gex_Event_t
 * other than GEX_EVENT_INVALID points at one of these, embedded first in
 * the operation that owns it. Events belong to the initiating thread. */
#ifndef CORE_EVENT_H
#define CORE_EVENT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#define CORE_EVENT_MAGIC 0x70736576u /* "psev" while the event is live */

struct pshmex_event {
    uint32_t magic;
    _Atomic bool done; /* set (release) by progress when the operation completes */
    /* Called once the event is synced: frees the owning operation. */
    void (*release)(struct pshmex_event *ev);
    /* NULL, or how a Test or Wait finds out, while done is false, whether
     * the operation has completed (sets done if so): for an operation
     * that no progress call advances (coll_engine.c, the fast barrier). */
    bool (*test)(struct pshmex_event *ev);
    /* Non-zero: a wait for it is keyed (src/pshm/cospin.h): a flat
     * collective's team slot and step, set by the engine. */
    uint64_t wait_key;
};

/* Is the event complete? Runs its own test, if it has one, or advances the
 * collectives once (events.c). */
bool core_event_done(struct pshmex_event *e);

/* gex_Event_Test for the library's own use (a collective testing the
 * events it is built from): it does not count as a client's idle call
 * (pshm_idle_call, src/pshm/wait.h). call names the API call for errors. */
int core_event_test(gex_Event_t event, const char *call);

static inline void core_event_init(struct pshmex_event *ev, void (*release)(struct pshmex_event *))
{
    ev->magic = CORE_EVENT_MAGIC;
    atomic_store_explicit(&ev->done, false, memory_order_relaxed);
    ev->release = release;
    ev->test = NULL;
    ev->wait_key = 0;
}

/* The poll hook of the wait primitive: run waiting AM handlers (not in a
 * restricted context) and advance the collectives. True if anything ran.
 * As core_poll_lane. */
bool core_poll(void);

/* core_poll that says whether it took the requester's lane
 * (src/am_queues/README.md, "The requester's lane"): then it ran one
 * Reply and looked at nothing else (not the collectives, nor the other
 * queues), and the thread's next poll, of any kind, polls in full. Every
 * poll of a thread takes it when it can, so that a client waiting for a
 * Reply in a loop of gasnet_AMPoll() calls or in GASNET_BLOCKUNTIL (or
 * any wait of the library) runs it sooner. */
bool core_poll_lane(bool *took_lane);

/* Map our rank's poll-wanted word over pshmex_poll_page (after joining
 * the job), and a page never set back over it (at process exit: a later
 * call that never waits must reach its own "after exit" report, not
 * poll). */
void core_progress_join(const char *call);
void core_progress_leave(void);
/* Ranks mapped the job area at different addresses: every call that never
 * waits takes its out-of-line path (pshmex_progress.h). */
void core_progress_translate_always(void);

#endif
