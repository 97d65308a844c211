/* events.c - synchronization of root and leaf events (gex_Event_*, the
 * GASNet-1 syncnb calls share it).
 *
 * RMA, AM local completion and atomics complete before their initiating
 * call returns and hand out GEX_EVENT_INVALID ("already complete"). The
 * non-blocking collectives hand out a struct pshmex_event (core/event.h)
 * that their progress marks done; syncing it frees the operation. Any other
 * value is a client error: GEX_EVENT_NO_OP (syncing it is erroneous), an
 * event already synced, or garbage. Every sync is prohibited in handler
 * context, while holding an HSL and in a no-interrupt section (checked in
 * every build). Test does not run AM handlers, but it does advance the
 * collectives (no handler runs for them), so a loop of Tests completes.
 */
#include <gasnetex.h>
#include <stdbool.h>
#include <stdio.h>

#include "am_queues/am_context.h"
#include "coll/coll.h"
#include "core/event.h"
#include "pshm/err.h"
#include "pshm/wait.h"

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

/* The live event behind ev, or fatal. */
static struct pshmex_event *live(gex_Event_t ev, const char *call, size_t index, bool in_array)
{
    struct pshmex_event *e = (struct pshmex_event *)(void *)ev;
    if (ev == GEX_EVENT_NO_OP || ((uintptr_t)ev & 7u) || e->magic != CORE_EVENT_MAGIC)
        bad_event(call, ev, index, in_array);
    return e;
}

bool core_event_done(struct pshmex_event *e)
{
    if (atomic_load_explicit(&e->done, memory_order_acquire))
        return true;
    if (e->test)
        return e->test(e);
    coll_progress();
    return atomic_load_explicit(&e->done, memory_order_acquire);
}

static void consume(struct pshmex_event *e)
{
    e->magic = 0;
    e->release(e);
}

/* Sync one event as mode (PSHMEX_SYNC_*) says. A Wait, and GASNet-1's
 * try, poll when asked (pshmex_progress.h) even for an operation that had
 * completed: a client's loop on them alone runs its handlers, as a loop
 * on gasnet_AMPoll would (spec 003: a Wait polls, a Test makes no poll
 * call). */
static int sync_one(gex_Event_t event, int mode, const char *call)
{
    am_check_may_block(call);
    if (event == GEX_EVENT_INVALID) {
        if (mode != PSHMEX_SYNC_TEST)
            pshmex_progress_check();
        return GASNET_OK;
    }
    struct pshmex_event *e = live(event, call, 0, false);
    const bool wait = mode == PSHMEX_SYNC_WAIT;
    if (mode == PSHMEX_SYNC_TRY)
        pshmex_progress_check();
    if (wait && e->test && !pshm_job_oversubscribed()) {
        /* The operation's own test alone first (the fast barrier), before
         * the generic wait, whose every step also polls AMs and the
         * collectives' queues and so let a peer's arrival wait longer (2
         * ranks, barrier loop, far state, interleaved: 273-308 -> 232-271
         * ns). Bounded, and not when ranks share cores: the rank waited
         * for may need this core. */
        for (int i = 0; i < COLL_TEST_SPINS; i++) {
            if (core_event_done(e))
                goto done;
            pshm_cpu_relax();
        }
    }
    if (wait) /* keyed for a flat collective: src/pshm/cospin.h */
        PSHM_WAIT_UNTIL_KEYED(core_event_done(e), coll_wait_key(e->wait_key));
    else if (!core_event_done(e))
        return GASNET_ERR_NOT_READY;
done:
    consume(e);
    if (wait) /* it may have polled in PSHM_WAIT_UNTIL: then this is one load */
        pshmex_progress_check();
    return GASNET_OK;
}

/* The result of a client's Test or try: one that finds the operation not
 * done counts as an idle call (a client may loop on it: src/pshm/wait.h). */
static int client_test_result(int rc)
{
    if (rc == GASNET_ERR_NOT_READY)
        pshm_idle_call();
    return rc;
}

int pshmex_Event_Sync(gex_Event_t event, int mode, const char *call)
{
    return client_test_result(sync_one(event, mode, call));
}

int gex_Event_Test(gex_Event_t event)
{
    return client_test_result(sync_one(event, PSHMEX_SYNC_TEST, "gex_Event_Test"));
}

int core_event_test(gex_Event_t event, const char *call)
{
    return sync_one(event, PSHMEX_SYNC_TEST, call);
}

/* (gex_Event_Wait): the function, not the header's inline macro */
void(gex_Event_Wait)(gex_Event_t event)
{
    /* The common case first, as a leaf: the event of a call that completed
     * at once (every RMA and atomic here), outside any restricted context.
     * sync_one's frame and out-of-line context check cost 2 ns, a third of
     * an uncontended fetch-add's (#18). */
    if (event == GEX_EVENT_INVALID && !am_restricted()) {
        pshmex_progress_check(); /* a Wait is a blocking call: it polls when asked
                                    (pshmex_progress.h) */
        return;
    }
    (void)sync_one(event, PSHMEX_SYNC_WAIT, "gex_Event_Wait");
}

/* One pass over the array: consume completed entries. Returns how many
 * live entries remain and whether any completed. */
static size_t sweep(gex_Event_t *pevent, size_t n, bool *any, const char *call)
{
    size_t left = 0;
    for (size_t i = 0; i < n; i++) {
        if (pevent[i] == GEX_EVENT_INVALID)
            continue;
        struct pshmex_event *e = live(pevent[i], call, i, true);
        if (core_event_done(e)) {
            consume(e);
            pevent[i] = GEX_EVENT_INVALID;
            *any = true;
        } else {
            left++;
        }
    }
    return left;
}

int pshmex_Event_SyncArray(gex_Event_t *pevent, size_t numevents, gex_Flags_t flags, int all,
                           int mode, const char *call)
{
    am_check_may_block(call);
    if (flags)
        pshm_fatal("%s: flags must be 0 (got 0x%x)", call, (unsigned)flags);
    if (numevents && !pevent)
        pshm_fatal("%s: the event array is NULL with %zu entries", call, numevents);
    bool any = false;
    /* the entries are checked first, then a Wait or try polls, as sync_one */
    size_t left = sweep(pevent, numevents, &any, call);
    if (mode != PSHMEX_SYNC_TEST)
        pshmex_progress_check();
    /* Some: done when one completed or none is live; All: when none is live */
    if (mode == PSHMEX_SYNC_WAIT) {
        PSHM_WAIT_UNTIL(
            left == 0 || (!all && any) ||
            ((left = sweep(pevent, numevents, &any, call)), left == 0 || (!all && any)));
        return GASNET_OK;
    }
    return client_test_result(left == 0 || (!all && any) ? GASNET_OK : GASNET_ERR_NOT_READY);
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
        live(root, call, 0, false);
    /* Collectives have no leaves of these categories, and every other
     * operation is complete: the leaf is complete. */
    return GEX_EVENT_INVALID;
}
