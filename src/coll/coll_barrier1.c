/* coll_barrier1.c - the GASNet-1 split-phase named barrier over the
 * primordial team: gasnet_barrier_notify / wait / try, gasnet_barrier and
 * gasnet_barrier_result.
 *
 * A barrier phase is a ReduceToAll of one word per rank: the state ANON,
 * NAMED(id) or MISMATCH, combined by ANON (+) x = x, NAMED(v) (+) NAMED(v) =
 * NAMED(v), NAMED(v) (+) NAMED(w != v) = MISMATCH, MISMATCH (+) x = MISMATCH
 * (associative and commutative, so the tree may combine in any order).
 * Every rank gets the same combined word with the completion. A wait (or
 * try) then fails only if that word is MISMATCH or if the wait is named
 * and the word is NAMED with another id (GASNet >= 1.20 semantics). */
#include <gasnet.h>

#include "am_queues/am_context.h"
#include "coll/coll.h"
#include "core/objects.h"
#include "pshm/err.h"
#include "pshm/wait.h"

#define ST_ANON      0ull
#define ST_NAMED     1ull
#define ST_MISMATCH  2ull
#define WORD(st, id) ((st) << 32 | (uint32_t)(id))

static void combine_names(const void *xv, void *yv, size_t count, const void *cdata)
{
    (void)cdata;
    const uint64_t *x = xv;
    uint64_t *y = yv;
    for (size_t i = 0; i < count; i++) {
        uint64_t a = x[i], b = y[i];
        if (a >> 32 == ST_MISMATCH || b >> 32 == ST_MISMATCH)
            y[i] = WORD(ST_MISMATCH, 0);
        else if (a >> 32 == ST_ANON)
            y[i] = b;
        else if (b >> 32 == ST_ANON)
            y[i] = a;
        else if ((uint32_t)a != (uint32_t)b)
            y[i] = WORD(ST_MISMATCH, 0);
    }
}

/* This process's barrier phase (one representative thread at a time). */
static struct {
    bool notified;         /* between notify and its wait/successful try */
    uint64_t mine, result; /* my word, the combined word */
    struct coll_op *op;    /* the phase's reduction, until completed */
    bool have_result;      /* gasnet_barrier_result() */
    uint64_t last;         /* the last completed phase's combined word */
    /* The phase's arguments, prepared once per team: notify publishes
     * from it (coll_reduce_fast_up) before it builds the phase's op, so
     * nothing but its own checks sits between a wait that saw the last
     * arrival and the next notify's arrival (2 ranks, notify/wait loop) */
    struct coll_op like;
} bar;

/* Set op's arguments: the phase's ReduceToAll of bar.mine into bar.result. */
static void phase_args(struct coll_op *op)
{
    op->to_all = true;
    op->src = &bar.mine;
    op->dst = &bar.result;
    op->nbytes = op->elem = sizeof bar.mine;
    op->combine = combine_names;
}

/* bar.like for team t (the primordial team's), prepared once. */
static struct coll_op *phase_template(struct coll_team *t)
{
    if (bar.like.team != t) {
        coll_op_init(&bar.like, t, COLL_REDUCE);
        phase_args(&bar.like);
        coll_op_prepare(&bar.like);
    }
    return &bar.like;
}

void gasnet_barrier_notify(int id, int flags)
{
    static const char call[] = "gasnet_barrier_notify";
    am_check_may_block(call);
    if (!core.client)
        pshm_fatal("%s: called before gasnet_init", call);
    if (bar.notified)
        pshm_fatal("%s: a second notify without a wait (or successful try) in between", call);
    /* UNNAMED has ANONYMOUS; IMAGES is the same barrier (one image per node) */
    if (flags &
        ~(GASNET_BARRIERFLAG_UNNAMED | GASNET_BARRIERFLAG_MISMATCH | GASNET_BARRIERFLAG_IMAGES))
        pshm_fatal("%s: flags 0x%x: only GASNET_BARRIERFLAG_ANONYMOUS, _UNNAMED, _MISMATCH and "
                   "_IMAGES exist",
                   call, (unsigned)flags);
    bar.notified = true;
    bar.mine = (flags & GASNET_BARRIERFLAG_MISMATCH)    ? WORD(ST_MISMATCH, 0)
               : (flags & GASNET_BARRIERFLAG_ANONYMOUS) ? WORD(ST_ANON, 0)
                                                        : WORD(ST_NAMED, id);
    struct coll_team *t = core.client->tm0->coll;
    uint64_t step;
    const bool published = coll_reduce_fast_up(phase_template(t), &step);
    struct coll_op *op = coll_op_new(t, COLL_REDUCE);
    phase_args(op);
    /* keep the op, unless it completed at once (it is freed then) */
    gex_Event_t ev = published ? coll_reduce_fast_start(op, step) : coll_start(op);
    bar.op = ev == GEX_EVENT_INVALID ? NULL : op;
}

static int finish(int id, int flags)
{
    bar.notified = false;
    bar.last = bar.result;
    bar.have_result = true;
    bool global = bar.result >> 32 == ST_MISMATCH;
    /* GASNet >= 1.20, not the 1.8 text: wait's flags may differ from
     * notify's, and a named wait is checked only against the phase's name
     * (the id every named notify gave, if any rank gave one). */
    bool named_wait = !(flags & GASNET_BARRIERFLAG_ANONYMOUS);
    bool local = named_wait && bar.result >> 32 == ST_NAMED && (uint32_t)id != (uint32_t)bar.result;
    return global || local ? GASNET_ERR_BARRIER_MISMATCH : GASNET_OK;
}

static bool phase_done(void)
{
    if (!bar.op)
        return true;
    if (!core_event_done(&bar.op->ev))
        return false;
    bar.op->ev.release(&bar.op->ev);
    bar.op = NULL;
    return true;
}

/* The end of a wait whose phase is done: a wait polls (when asked, as the
 * calls that complete at once: pshmex_progress.h), even when the phase
 * completed without waiting (alone, or the last to notify). */
static int wait_done(int id, int flags)
{
    pshmex_progress_check();
    return finish(id, flags);
}

int gasnet_barrier_wait(int id, int flags)
{
    static const char call[] = "gasnet_barrier_wait";
    am_check_may_block(call);
    if (!bar.notified)
        pshm_fatal("%s: no gasnet_barrier_notify since the last wait (or successful try)", call);
    /* a phase started outside the queue: its own test alone first, as a
     * Wait does (events.c) */
    for (int i = 0; bar.op && bar.op->ev.test && i < COLL_TEST_SPINS && !pshm_job_oversubscribed();
         i++) {
        if (phase_done())
            return wait_done(id, flags);
        pshm_cpu_relax();
    }
    PSHM_WAIT_UNTIL_KEYED(phase_done(), coll_wait_key(bar.op ? bar.op->ev.wait_key : 0));
    return wait_done(id, flags);
}

int gasnet_barrier_try(int id, int flags)
{
    static const char call[] = "gasnet_barrier_try";
    am_check_may_block(call);
    if (!bar.notified)
        pshm_fatal("%s: no gasnet_barrier_notify since the last wait (or successful try)", call);
    pshm_poll(); /* AMs a peer may be waiting for before it can notify */
    if (!phase_done()) {
        pshm_idle_call(); /* a client may loop on it */
        return GASNET_ERR_NOT_READY;
    }
    return finish(id, flags);
}

int gasnet_barrier(int id, int flags)
{
    gasnet_barrier_notify(id, flags);
    return gasnet_barrier_wait(id, flags);
}

int gasnet_barrier_result(int *id)
{
    if (!bar.have_result)
        pshm_fatal("gasnet_barrier_result: no barrier has completed yet");
    bool named = bar.last >> 32 == ST_NAMED;
    if (named && id)
        *id = (int)(uint32_t)bar.last;
    return !named;
}
