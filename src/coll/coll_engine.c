/* coll_engine.c - the step protocol of coll_area.h run as a non-blocking
 * state machine per operation, the per-team queues, and team state. */
#include "coll/coll.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "coll/coll_area.h"
#include "coll/coll_step.h"
#include "coll/coll_tree.h"
#include "pshm/alloc.h"
#include "pshm/cospin.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/wait.h"

#define COLL_RADIX 4

static uint64_t slots_in_use;          /* bit i: slot i holds a live team here */
static struct coll_team *active_teams; /* teams with in-flight operations (under the lock) */
static _Atomic bool have_work;         /* active_teams != NULL, readable without the lock */
/* Guards the queues and the active list: progress takes it with a try (a
 * thread that finds it busy leaves the work to its holder), issuing a new
 * operation waits for it. */
static atomic_flag progress_busy = ATOMIC_FLAG_INIT;
/* When one team has work and its head operation waits for one word to
 * reach a value, the word and the value (else NULL): progress then polls
 * that word without taking progress_busy, whose locked instruction would
 * also wait for this rank's own stores to drain (the arrival it has just
 * published, on a line its peers poll). Written under the lock: the value
 * first, the word last (release; pairs with the acquire in coll_progress). */
static _Atomic(const _Atomic uint64_t *) watch_word;
static _Atomic uint64_t watch_value;

static void op_release(struct pshmex_event *ev);

static void queues_lock(void)
{
    while (atomic_flag_test_and_set_explicit(&progress_busy, memory_order_acquire))
        sched_yield();
}

static void queues_unlock(void)
{
    atomic_flag_clear_explicit(&progress_busy, memory_order_release);
}

/* Under the lock, after the queues changed: what progress may poll alone. */
static void publish_watch(void)
{
    const _Atomic uint64_t *w = NULL;
    uint64_t v = 0;
    if (active_teams && !active_teams->next_active && active_teams->head) {
        w = active_teams->head->wait_word;
        v = active_teams->head->wait_value;
    }
    atomic_store_explicit(&watch_word, NULL, memory_order_relaxed);
    atomic_store_explicit(&watch_value, v, memory_order_relaxed);
    atomic_store_explicit(&watch_word, w, memory_order_release);
}

/* ---- team state ---- */

/* Fan-out of the tree. With a core per rank a 4-ary tree keeps each
 * rank's polling short. When ranks outnumber cores every wait costs a
 * context switch, and a deeper tree needs its inner ranks scheduled in
 * order: a flat tree lets each rank run once per phase (8 ranks on 2
 * cores, 20000 barriers: 538k context switches flat, 818k 4-ary, 986k
 * binary). PSHMEX_COLL_RADIX overrides (the same on every rank). */
/* A tuning variable's value, or -1 when it is unset or empty. */
static long tuning_env(const char *name)
{
    const char *env = getenv(name);
    return env && *env ? strtol(env, NULL, 10) : -1;
}

static unsigned tree_radix(uint32_t n)
{
    long radix = tuning_env("PSHMEX_COLL_RADIX");
    if (radix >= 2)
        return (unsigned)radix;
    return pshm_job_oversubscribed() && n > COLL_RADIX ? n : COLL_RADIX;
}

/* Largest team that takes flat steps. Each member of a flat step reads
 * every other member's line, which is cheap for a handful of ranks (and
 * then beats the tree: one line transfer instead of two per level and
 * direction) but grows with the team. PSHMEX_COLL_FLAT overrides (the same
 * on every rank; 0 turns flat steps off). */
#define COLL_FLAT_MAX 8u

static uint32_t flat_max(void)
{
    long max = tuning_env("PSHMEX_COLL_FLAT");
    return max >= 0 ? (uint32_t)max : COLL_FLAT_MAX;
}

/* Do a flat step's arrivals also go to one shared line? Each member then
 * polls one line instead of n-1. When ranks share cores the line only
 * moves between those cores and the scan is shorter (barrier in a loop, 2
 * cores, medians of 5 interleaved runs: 8 ranks 3.56 us shared vs 4.00 us
 * separate lines, 4.53 us on the tree; 4 ranks 1.39 vs 1.49 vs 2.03 us).
 * With a core each, members' writes would queue for the one line; and at
 * 2 ranks separate lines measured faster too (185 vs 223 ns). The
 * oversubscription test is the one the wait primitive makes.
 * PSHMEX_COLL_FLAT_LINE=0/1 overrides (the same on every rank). */
static bool flat_line(uint32_t n)
{
    if (n > COLL_LINE_WORDS || n < 2)
        return false;
    long forced = tuning_env("PSHMEX_COLL_FLAT_LINE");
    return forced >= 0 ? forced != 0 : pshm_job_oversubscribed();
}

static void bar_op_release(struct pshmex_event *ev);

struct coll_team *coll_team_new(uint32_t id, uint32_t me, uint32_t n, const gex_Rank_t *jobranks,
                                uint64_t step0)
{
    struct coll_team *t = pshm_calloc(1, sizeof *t);
    t->id = id;
    t->me = me;
    t->n = n;
    t->jobranks = jobranks;
    t->step_base = step0;
    t->next_step = step0;
    t->flat_max = flat_max();
    t->flat_line = flat_line(n);
    t->parent = pshm_malloc(n * sizeof *t->parent);
    t->ctx = pshm_malloc((n ? n : 1) * sizeof *t->ctx);
    for (uint32_t r = 0; r < n; r++)
        t->ctx[r] = coll_ctx(coll_jobrank(t, r), id);
    struct coll_op barrier = {.kind = COLL_BARRIER}; /* as coll_op_new makes one */
    coll_sig_prepare(&barrier);
    t->barrier_sig = barrier.sig;
    /* the team's own barrier op: what never changes set once, here */
    t->bar_op = pshm_calloc(1, sizeof *t->bar_op);
    t->bar_op->team = t;
    t->bar_op->kind = COLL_BARRIER;
    t->bar_op->sig = t->barrier_sig; /* what coll_sig_prepare(op) computes */
    core_event_init(&t->bar_op->ev, bar_op_release);
    struct coll_locality *loc = pshm_malloc(n * sizeof *loc);
    for (uint32_t r = 0; r < n; r++) {
        const struct pshm_rank_entry *e = pshm_rank_entry(coll_jobrank(t, r));
        loc[r] = (struct coll_locality){e->package, e->numa_node, e->l3};
    }
    coll_tree_build(n, loc, tree_radix(n), t->parent);
    pshm_free(loc);
    t->children = pshm_malloc((n ? n : 1) * sizeof *t->children);
    for (uint32_t r = 0; r < n; r++)
        if (t->parent[r] == (int32_t)me)
            t->children[t->nchildren++] = r;
    coll_slot_take(id);
    return t;
}

struct coll_team *coll_team_primordial(uint32_t me, uint32_t n)
{
    /* Slot 0's counters start at 0 in a new job area: steps from 1. */
    return coll_team_new(0, me, n, NULL, 1);
}

void coll_team_free(struct coll_team *t)
{
    if (!t)
        return;
    coll_slot_release(t->id);
    pshm_free(t->children);
    pshm_free(t->ctx);
    pshm_free(t->bar_op);
    pshm_free(t->parent);
    pshm_free(t);
}

uint64_t coll_slots_in_use(void)
{
    return slots_in_use;
}
void coll_slot_take(uint32_t id)
{
    slots_in_use |= 1ull << id;
}
void coll_slot_release(uint32_t id)
{
    slots_in_use &= ~(1ull << id);
}

uint64_t coll_step_high_water(void)
{
    uint64_t hw = 0;
    for (uint32_t id = 0; id < COLL_MAX_TEAMS; id++) {
        struct coll_ctx *c = coll_ctx(pshm_job.rank, id);
        uint64_t u = atomic_load_explicit(&c->up, memory_order_relaxed);
        uint64_t d = atomic_load_explicit(&c->down, memory_order_relaxed);
        hw = u > hw ? u : hw;
        hw = d > hw ? d : hw;
        for (uint32_t i = 0; i < COLL_LINE_WORDS; i++) { /* my line's words, written by others */
            uint64_t a = atomic_load_explicit(&c->arrivals[i], memory_order_relaxed);
            hw = a > hw ? a : hw;
        }
    }
    return hw;
}

/* ---- one operation's phases (the steps themselves: coll_steps.c, coll_flat.c) ---- */

/* Is the next phase of op an up phase? Steps run up, down, up, down...,
 * except that a reduction runs the up phase of step i+1 before the down
 * phase of step i (up 0, up 1, down 0, up 2, down 1, ...): its leaves
 * publish the next chunk while the result of this one comes down, and the
 * buffer's halves keep the two apart. The rules of coll_area.h hold in
 * that order (README.md, "Steps"). */
static bool next_is_up(const struct coll_op *op)
{
    uint64_t ahead = op->kind == COLL_REDUCE ? 1 : 0;
    return op->up_next < op->nsteps && op->up_next <= op->down_next + ahead;
}

/* Advance op as far as it goes without waiting; true once it completed. */
static bool advance(struct coll_op *op)
{
    op->wait_word = NULL;
    bool flat = op->shape == COLL_SHAPE_FLAT;
    while (op->down_next < op->nsteps) {
        bool up = next_is_up(op);
        uint64_t i = up ? op->up_next : op->down_next, s = op->step0 + i;
        if (up) {
            if (!(flat ? coll_flat_up(op, s) : coll_step_up(op, i, s)))
                return false;
            op->up_next++;
        } else {
            if (!(flat ? coll_flat_down(op, s) : coll_step_down(op, i, s)))
                return false;
            op->down_next++;
        }
        op->next_child = 0;
    }
    return true;
}

/* Advance t's queue in order; true if any operation moved: completed, or
 * got through a phase of a step. A long operation (1 MiB is 64 steps)
 * moves many times before it completes, and each move must count as
 * progress: it restarts the waiter's back-off, which would otherwise run
 * out of spinning partway through and put every later step behind a
 * futex sleep and wake (2 ranks, 1 MiB broadcast: 3.4 ms, ~50 us a step). */
static bool progress_team(struct coll_team *t)
{
    bool any = false;
    while (t->head) {
        struct coll_op *op = t->head;
        uint64_t was = op->up_next + op->down_next;
        bool done = advance(op);
        any |= op->up_next + op->down_next != was;
        if (!done)
            break;
        /* release: a coll_barrier_fast that reads NULL sees op's steps done */
        __atomic_store_n(&t->head, op->next, __ATOMIC_RELEASE);
        if (!t->head)
            t->tail = NULL;
        if (op->internal) /* nobody syncs it */
            op_release(&op->ev);
        else /* release: the op's results are visible to the thread that syncs */
            atomic_store_explicit(&op->ev.done, true, memory_order_release);
        any = true;
    }
    return any;
}

bool coll_in_flight(void)
{
    return atomic_load_explicit(&have_work, memory_order_relaxed);
}

uint64_t coll_wait_key(uint64_t key)
{
    return coll_in_flight() ? 0 : key;
}

/* coll_progress once there is work: kept out of line so that the idle
 * test in coll_progress saves no registers. */
static __attribute__((noinline)) bool progress_teams(void)
{
    /* still blocked on the one word we know of: no lock (see watch_word).
     * acquire: pairs with the release in publish_watch */
    const _Atomic uint64_t *w = atomic_load_explicit(&watch_word, memory_order_acquire);
    if (w && atomic_load_explicit(w, memory_order_relaxed) <
                 atomic_load_explicit(&watch_value, memory_order_relaxed))
        return false;
    if (atomic_flag_test_and_set_explicit(&progress_busy, memory_order_acquire))
        return false;
    bool any = false;
    struct coll_team **link = &active_teams;
    while (*link) {
        struct coll_team *t = *link;
        any |= progress_team(t);
        if (!t->head) { /* idle: off the list */
            t->active = false;
            *link = t->next_active;
        } else {
            link = &t->next_active;
        }
    }
    atomic_store_explicit(&have_work, active_teams != NULL, memory_order_relaxed);
    publish_watch();
    queues_unlock();
    if (any) /* also when the caller is a wait condition, not pshm_poll */
        pshm_note_progress();
    return any;
}

bool coll_progress(void)
{
    /* the idle poll: one relaxed load */
    if (!atomic_load_explicit(&have_work, memory_order_relaxed))
        return false;
    return progress_teams();
}

/* ---- starting operations ---- */

/* A few freed operations kept per thread for the next ones: issuing a
 * barrier then costs no trip to the allocator. A thread that ends gives
 * its cache back (op_cache_key's destructor). */
#define OP_CACHE_MAX 8
static _Thread_local struct coll_op *op_cache;
static _Thread_local unsigned op_cache_len;
static _Thread_local bool op_cache_keyed; /* op_cache_key is set in this thread */
static pthread_key_t op_cache_key;
static pthread_once_t op_cache_once = PTHREAD_ONCE_INIT;
static _Atomic long ops_live; /* allocated and not freed, cached ones included */

long coll_ops_live(void)
{
    return atomic_load_explicit(&ops_live, memory_order_relaxed);
}

static void op_free(struct coll_op *op)
{
    atomic_fetch_sub_explicit(&ops_live, 1, memory_order_relaxed);
    pshm_free(op);
}

/* At thread exit (the key's value is non-NULL): free the thread's cache. */
static void op_cache_drain(void *unused)
{
    (void)unused;
    while (op_cache) {
        struct coll_op *op = op_cache;
        op_cache = op->next;
        op_free(op);
    }
    op_cache_len = 0;
}

static void op_cache_make_key(void)
{
    if (pthread_key_create(&op_cache_key, op_cache_drain) != 0)
        pshm_fatal("collectives: pthread_key_create failed");
}

static void op_release(struct pshmex_event *ev)
{
    struct coll_op *op = (struct coll_op *)(void *)ev; /* ev is the op's first member */
    if (op_cache_len < OP_CACHE_MAX) {
        if (!op_cache_keyed) { /* the thread's first: drain the cache when it ends */
            pthread_once(&op_cache_once, op_cache_make_key);
            pthread_setspecific(op_cache_key, &op_cache_keyed);
            op_cache_keyed = true;
        }
        op->next = op_cache;
        op_cache = op;
        op_cache_len++;
        return;
    }
    op_free(op);
}

struct coll_op *coll_op_new(struct coll_team *t, enum coll_kind kind)
{
    struct coll_op *op = op_cache;
    if (op) {
        op_cache = op->next;
        op_cache_len--;
    } else {
        op = pshm_calloc(1, sizeof *op);
        atomic_fetch_add_explicit(&ops_live, 1, memory_order_relaxed);
    }
    coll_op_init(op, t, kind);
    return op;
}

void coll_op_init(struct coll_op *op, struct coll_team *t, enum coll_kind kind)
{
    /* Every field but small_in (see struct coll_op), copied from a blank:
     * a constant-size copy is a few vector moves, where the memset of the
     * op this replaces was a rep stos, whose start-up cost a barrier paid
     * between seeing the last arrival and publishing its next one. */
    static const struct coll_op blank = {
        .chunk = COLL_HALF_BYTES, .elem = 1, .root_child = UINT32_MAX};
    memcpy(op, &blank, offsetof(struct coll_op, small_in));
    op->team = t;
    op->kind = kind;
    core_event_init(&op->ev, op_release);
}

/* Index of my child whose subtree holds team rank r, or UINT32_MAX. */
static uint32_t child_toward(const struct coll_team *t, uint32_t r)
{
    if (r == t->me)
        return UINT32_MAX;
    while (t->parent[r] >= 0 && (uint32_t)t->parent[r] != t->me)
        r = (uint32_t)t->parent[r];
    if (t->parent[r] < 0)
        return UINT32_MAX; /* r is not below me */
    for (uint32_t i = 0; i < t->nchildren; i++)
        if (t->children[i] == r)
            return i;
    return UINT32_MAX;
}

/* Flat steps for a small team and a payload that fits one flat slot;
 * otherwise the chain for rank-ordered combining, or the tree. */
static enum coll_shape choose_shape(const struct coll_op *op)
{
    const struct coll_team *t = op->team;
    if (t->n <= t->flat_max && (op->kind == COLL_BARRIER || op->nbytes <= COLL_FLAT_BYTES))
        return COLL_SHAPE_FLAT;
    return op->ordered ? COLL_SHAPE_CHAIN : COLL_SHAPE_TREE;
}

/* ---- the fast barrier ----
 * A barrier on a team with nothing in flight, of flat shape, needs no
 * queue: coll_barrier_fast publishes the arrival and returns, and the
 * event's own test reads the members' arrival words. The queued path (the
 * lock at issue and at completion, the watch word, the active list, the
 * generic wait) put about 60 ns between seeing the last arrival and
 * publishing the next one (2 ranks, barrier loop, near state: 105-112 ns
 * a barrier, against 40-49 ns for the same store and spin inside one
 * call).
 *
 * The op stays out of the queue for good: it was issued with nothing in
 * flight, so every earlier op had published all its steps, and it uses
 * nothing the queue hands out but its step number (no flat slot, no
 * buffer; coll_sig_check skips its signature slot once a member rewrote
 * it). The next op queued on the team goes behind a library-owned op
 * that waits for every arrival at the barrier's step (behind_fast_barrier,
 * from coll_start), so the queue keeps its order. */

/* ---- the fast reduction ----
 * A ReduceToAll of at most COLL_SMALL_BYTES (the GASNet-1 barrier's name
 * word, a scalar allreduce) on a team with nothing in flight, of flat
 * shape with staged parts, also starts outside the queue:
 * coll_reduce_fast_up (from coll_start, or from gasnet_barrier_notify with
 * a template op) publishes the part and the arrival at once (coll_flat_up)
 * and the event's test finishes it. Unlike a barrier it reads the members' slots
 * after its arrival, and nothing this rank publishes later may say it is
 * done with them (a member rewrites its slot four steps on, once every
 * member's up has passed this step: coll_area.h). So the team holds it in
 * `fast` until its reads are done: a fast barrier is not taken meanwhile,
 * and the next coll_start queues it first (absorb_fast), after which the
 * queue's progress finishes it before any later step is published. Its
 * waiter takes it off `fast` with a compare-exchange before it reads the
 * slots' copies: whoever wins owns the op. It copies the parts first:
 * while the op is in `fast`, this rank publishes nothing past its step,
 * so the copies are good if it wins; if it loses, the queue redoes them. */

/* Under the lock: op to the tail of t's queue, and t on the active list. */
static void enqueue(struct coll_team *t, struct coll_op *op)
{
    op->next = NULL;
    if (t->tail)
        t->tail->next = op;
    else
        __atomic_store_n(&t->head, op, __ATOMIC_RELAXED);
    t->tail = op;
    if (!t->active) {
        t->active = true;
        t->next_active = active_teams;
        active_teams = t;
    }
}

/* Under the lock, before a new op of t is queued: a fast reduction still
 * outside the queue goes to its head (the queue is empty then), its up
 * phase done. */
static void absorb_fast(struct coll_team *t)
{
    struct coll_op *f = atomic_exchange_explicit(&t->fast, NULL, memory_order_acq_rel);
    if (f)
        enqueue(t, f);
}

/* The waiter's test of a fast barrier or reduction: done once every
 * member arrived (a reduction: and its parts are combined). */
static bool fast_test(struct pshmex_event *ev)
{
    struct coll_op *op = (struct coll_op *)(void *)ev; /* ev is the op's first member */
    if (op->kind == COLL_BARRIER) {
        if (coll_flat_barrier_done(op, op->step0)) {
            atomic_store_explicit(&op->ev.done, true, memory_order_release);
            return true;
        }
    } else {
        struct coll_team *t = op->team;
        uint64_t parts[COLL_STAGED_MAX];
        /* acquire: pairs with the release in reduce_fast_finish */
        struct coll_op *pending = atomic_load_explicit(&t->fast, memory_order_acquire);
        if (pending == op && coll_flat_reduce_gather(op, op->step0, parts) &&
            atomic_compare_exchange_strong_explicit(&t->fast, &pending, NULL, memory_order_acq_rel,
                                                    memory_order_acquire)) {
            coll_flat_reduce_combine(op, op->step0, parts);
            atomic_store_explicit(&op->ev.done, true, memory_order_release);
            return true;
        }
    }
    coll_progress(); /* ops issued after it (and an absorbed reduction) */
    return atomic_load_explicit(&op->ev.done, memory_order_acquire);
}

/* Does op take the fast reduction (above)? op prepared (coll_op_prepare). */
static bool reduce_fast_applies(const struct coll_op *op)
{
    return op->kind == COLL_REDUCE && op->to_all && op->shape == COLL_SHAPE_FLAT && op->nbytes &&
           op->nbytes <= COLL_SMALL_BYTES && op->team->n <= COLL_STAGED_MAX;
}

bool coll_reduce_fast_up(struct coll_op *like, uint64_t *step)
{
    struct coll_team *t = like->team;
    /* acquire: pairs with progress_team's release of head */
    /* acquire (fast): a waiter that took the last fast reduction off it
     * did its reads before; none pending (fast_step): a barrier's data
     * movement may not start before it completes, which the queue ensures */
    if (!reduce_fast_applies(like) || __atomic_load_n(&t->head, __ATOMIC_ACQUIRE) ||
        atomic_load_explicit(&t->fast, memory_order_acquire) ||
        atomic_load_explicit(&t->fast_step, memory_order_relaxed))
        return false;
    const uint64_t s = t->next_step;
    if (!coll_flat_up(like, s)) /* the slot's last readers are not done: the queue waits */
        return false;
    t->next_step = s + 1;
    *step = s;
    return true;
}

/* The fast reduction of op (prepared) whose part and arrival at step s
 * coll_reduce_fast_up published: done at once if every member was there
 * already, else held in t->fast for its waiter. Returns its event. */
static gex_Event_t reduce_fast_finish(struct coll_op *op, uint64_t s)
{
    struct coll_team *t = op->team;
    op->step0 = s;
    op->prev_shape = t->last_shape;
    op->prev_end = t->last_end;
    op->up_next = 1;
    uint64_t parts[COLL_STAGED_MAX];
    if (coll_flat_reduce_gather(op, s, parts)) { /* every member was there already */
        coll_flat_reduce_combine(op, s, parts);
        op_release(&op->ev);
        return GEX_EVENT_INVALID;
    }
    op->ev.test = fast_test;
    op->ev.wait_key = pshm_wait_key_of(t->id, coll_jobrank(t, 0), s);
    /* release: what absorb_fast and fast_test read of op */
    atomic_store_explicit(&t->fast, op, memory_order_release);
    return (gex_Event_t)(void *)&op->ev;
}

gex_Event_t coll_reduce_fast_start(struct coll_op *op, uint64_t s)
{
    coll_op_prepare(op);
    /* my staged part: coll_flat_up staged it in the template it published
     * from, not in op; src still holds it (the caller's contract), even
     * where it is dst */
    if (op->nbytes == sizeof(uint64_t)) /* a word: no call to memcpy */
        memcpy(&op->small_in[op->team->me], op->src, sizeof(uint64_t));
    else
        memcpy(&op->small_in[op->team->me], op->src, op->nbytes);
    return reduce_fast_finish(op, s);
}

/* The release of a fast barrier's op from coll_op_new. */
static void extra_op_release(struct pshmex_event *ev)
{
    struct coll_op *op = (struct coll_op *)(void *)ev; /* ev is the op's first member */
    atomic_fetch_sub_explicit(&op->team->fast_extra, 1, memory_order_release);
    op_release(ev);
}

bool coll_fast_unsynced(struct coll_team *t)
{
    return atomic_load_explicit(&t->fast, memory_order_acquire) ||
           atomic_load_explicit(&t->bar_op_busy, memory_order_acquire) ||
           atomic_load_explicit(&t->fast_extra, memory_order_acquire);
}

/* Queued before the next op behind a fast barrier at step s: waits, as
 * the barrier itself would have in the queue, until every member arrived
 * there, so the queue keeps its order (an op starts once the one before
 * it completed locally: the legacy IN_ALLSYNC barrier relies on it). */
static struct coll_op *behind_fast_barrier(struct coll_team *t, uint64_t s)
{
    struct coll_op *op = coll_op_new(t, COLL_BARRIER);
    op->sig = t->barrier_sig;
    op->shape = COLL_SHAPE_FLAT;
    op->nsteps = 1;
    op->step0 = s;
    op->up_next = 1; /* the fast barrier published it */
    op->internal = true;
    return op;
}

/* The release of a team's own barrier op: free for the next one. */
static void bar_op_release(struct pshmex_event *ev)
{
    struct coll_op *op = (struct coll_op *)(void *)ev; /* ev is the op's first member */
    /* release: pairs with the acquire load in coll_barrier_fast */
    atomic_store_explicit(&op->team->bar_op_busy, false, memory_order_release);
}

bool coll_barrier_fast(struct coll_team *t, gex_Event_t *ev)
{
    /* acquire: pairs with progress_team's release of head, so the ops
     * before this one are done before its arrival is published */
    if (t->n > t->flat_max || __atomic_load_n(&t->head, __ATOMIC_ACQUIRE) ||
        atomic_load_explicit(&t->fast, memory_order_acquire)) /* a fast reduction's reads */
        return false;
    const uint64_t s = t->next_step++; /* members issue a team's collectives one at a time */
    coll_flat_barrier_up(t, s);        /* first: the peers wait for it */
    /* Wait here a little for the last arrival. In a loop of
     * gex_Event_Wait(gex_Coll_BarrierNB()) between two cores it usually
     * comes within two pauses, and seen here it completes the barrier with
     * no event to set up, hand out and sync: every instruction between
     * seeing it and publishing the next arrival adds to the barrier
     * (README.md, "How fast a 2-rank barrier can be"). Bounded, so the
     * call still returns soon when members are late; not when ranks share
     * cores, where they may need this one. */
    if (!pshm_job_oversubscribed()) {
        for (int i = 0; i < COLL_NB_SPINS; i++) {
            if (coll_flat_barrier_done(t->bar_op, s)) {
                /* the next op queued goes behind it (coll_start) */
                atomic_store_explicit(&t->fast_step, s, memory_order_relaxed);
                *ev = GEX_EVENT_INVALID;
                return true;
            }
            pshm_cpu_relax();
        }
    }
    struct coll_op *op;
    /* acquire: pairs with bar_op_release. A load and a store, no exchange:
     * only the thread issuing on the team sets it (members issue a team's
     * collectives one at a time), and a locked instruction here would
     * hold this thread until its arrival store is out */
    if (!atomic_load_explicit(&t->bar_op_busy, memory_order_acquire)) {
        atomic_store_explicit(&t->bar_op_busy, true, memory_order_relaxed);
        /* the team's own op (team, kind, sig and release set once, by
         * coll_team_new): a fast barrier is never queued, so its test and
         * sig check read only those fields and step0 */
        op = t->bar_op;
        op->ev.magic = CORE_EVENT_MAGIC; /* cleared by the last sync of it */
        atomic_store_explicit(&op->ev.done, false, memory_order_relaxed);
        op->ev.test = NULL;
    } else { /* a second one in flight: counted, so gex_TM_Destroy sees it */
        op = coll_op_new(t, COLL_BARRIER);
        op->ev.release = extra_op_release;
        op->sig = t->barrier_sig; /* what coll_sig_prepare(op) computes */
        atomic_fetch_add_explicit(&t->fast_extra, 1, memory_order_relaxed);
    }
    op->step0 = s;
    /* the next op queued goes behind it (coll_start); relaxed: only the
     * thread issuing on the team reads or writes it */
    atomic_store_explicit(&t->fast_step, s, memory_order_relaxed);
    if (coll_flat_barrier_done(op, s)) {
        op->ev.release(&op->ev);
        *ev = GEX_EVENT_INVALID;
        return true;
    }
    op->ev.test = fast_test;
    op->ev.wait_key = pshm_wait_key_of(t->id, coll_jobrank(t, 0), s);
    *ev = (gex_Event_t)(void *)&op->ev;
    return true;
}

void coll_op_prepare(struct coll_op *op)
{
    struct coll_team *t = op->team;
    coll_sig_prepare(op);
    op->shape = choose_shape(op);
    if (op->kind != COLL_BARRIER && op->shape != COLL_SHAPE_FLAT && op->chunk) {
        size_t per = op->chunk / op->elem * op->elem; /* whole elements per step */
        op->chunk = per;
        op->nsteps = op->nbytes ? (op->nbytes + per - 1) / per : 1;
    } else {
        op->nsteps = 1;
    }
    bool rooted = op->kind == COLL_BCAST || (op->kind == COLL_REDUCE && !op->to_all);
    if (rooted && op->shape == COLL_SHAPE_TREE)
        op->root_child = child_toward(t, op->root);
    else if (rooted && op->shape == COLL_SHAPE_CHAIN)
        op->root_child = op->root > t->me ? 0 : UINT32_MAX; /* the root is below me */
}

gex_Event_t coll_start(struct coll_op *op)
{
    struct coll_team *t = op->team;
    coll_op_prepare(op);
    uint64_t s;
    if (coll_reduce_fast_up(op, &s))
        return reduce_fast_finish(op, s);
    queues_lock();
    absorb_fast(t);
    const uint64_t fs = atomic_load_explicit(&t->fast_step, memory_order_relaxed);
    if (fs) {
        atomic_store_explicit(&t->fast_step, 0, memory_order_relaxed);
        enqueue(t, behind_fast_barrier(t, fs));
    }
    op->step0 = t->next_step;
    t->next_step += op->nsteps;
    op->prev_shape = t->last_shape;
    op->prev_end = t->last_end;
    if (op->shape != COLL_SHAPE_FLAT) {
        t->last_shape = op->shape;
        t->last_end = op->step0 + op->nsteps - 1;
    }
    /* Nothing ahead of it on the team: start it now, under the lock we
     * hold, so that its arrival is published before this call returns (a
     * barrier in a loop spends no time between seeing the last arrival and
     * publishing its own next one). */
    if (!t->head && advance(op)) {
        queues_unlock();
        op_release(&op->ev);
        return GEX_EVENT_INVALID;
    }
    bool first = !t->head;
    enqueue(t, op);
    atomic_store_explicit(&have_work, true, memory_order_relaxed);
    pshm_want_poll(pshm_job.rank); /* calls that never wait advance it too (pshmex_progress.h) */
    publish_watch();
    queues_unlock();
    if (!first) /* the ops ahead of it may be able to move */
        coll_progress();
    if (atomic_load_explicit(&op->ev.done, memory_order_acquire)) {
        op_release(&op->ev);
        return GEX_EVENT_INVALID;
    }
    return (gex_Event_t)(void *)&op->ev;
}

void coll_run(struct coll_op *op)
{
    gex_Event_t ev = coll_start(op);
    if (ev == GEX_EVENT_INVALID)
        return;
    /* every wait step polls, and polling progresses the collectives */
    PSHM_WAIT_UNTIL(core_event_done(&op->ev));
    op_release(&op->ev);
}
