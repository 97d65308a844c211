/* coll_engine.c - the step protocol of coll_area.h run as a non-blocking
 * state machine per operation, the per-team queues, and team state. */
#include "coll/coll.h"

#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "coll/coll_area.h"
#include "coll/coll_step.h"
#include "coll/coll_tree.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/tsan.h"
#include "pshm/wait.h"

#define COLL_RADIX 4

static uint64_t slots_in_use;               /* bit i: slot i holds a live team here */
static struct coll_team *active_teams;      /* teams with in-flight operations (under the lock) */
static _Atomic bool have_work;              /* active_teams != NULL, readable without the lock */
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
    pshm_free(t->parent);
    pshm_free(t);
}

uint64_t coll_slots_in_use(void) { return slots_in_use; }
void coll_slot_take(uint32_t id) { slots_in_use |= 1ull << id; }
void coll_slot_release(uint32_t id) { slots_in_use &= ~(1ull << id); }

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

/* ---- one operation's steps ---- */

/* Tree or chain steps: my parent, children in the op's shape. */
static int32_t op_parent(const struct coll_op *op)
{
    const struct coll_team *t = op->team;
    if (op->shape == COLL_SHAPE_CHAIN)
        return (int32_t)t->me - 1; /* -1 for rank 0 */
    return t->parent[t->me];
}

static uint32_t op_nchildren(const struct coll_op *op)
{
    const struct coll_team *t = op->team;
    if (op->shape == COLL_SHAPE_CHAIN)
        return t->me + 1 < t->n ? 1 : 0;
    return t->nchildren;
}

static uint32_t op_child(const struct coll_op *op, uint32_t i)
{
    return op->shape == COLL_SHAPE_CHAIN ? op->team->me + 1 : op->team->children[i];
}

/* Are the readers of my data buffer in shape `shape` done with step x? */
static bool readers_done_with(const struct coll_op *op, enum coll_shape shape, uint64_t x)
{
    const struct coll_team *t = op->team;
    if (shape == COLL_SHAPE_CHAIN)
        return t->me + 1 >= t->n || coll_member_done_with(coll_ctx_of(t, t->me + 1), x);
    for (uint32_t i = 0; i < t->nchildren; i++)
        if (!coll_member_done_with(coll_ctx_of(t, t->children[i]), x))
            return false;
    return true;
}

/* Whoever read my data buffer last is done with it. They were my children
 * in the shape of the last tree- or chain-shaped step (flat steps do not
 * use the buffer). When that is the shape of step s, the caller has
 * already seen each child's up >= s: each has begun step s, so it is done.
 * Otherwise check the old shape's children. */
static bool prev_readers_done(const struct coll_op *op, uint64_t i)
{
    const struct coll_team *t = op->team;
    if (i || op->prev_shape == op->shape || op->prev_end < t->step_base)
        return true; /* the op's own previous step, the same shape, or no earlier use */
    return readers_done_with(op, op->prev_shape, op->prev_end);
}

/* A broadcast step s uses half s % 2 of the buffer and does not wait for
 * every child's arrival (only for the child that brings the root's data),
 * so that a rank fills one half while its children copy the other. Its
 * half's last readers: my children in step s - 2 of this op, or, in the
 * op's first two steps, those of the team's previous tree or chain op
 * (which may have used either half). */
static bool bcast_half_free(const struct coll_op *op, uint64_t i, uint64_t s)
{
    const struct coll_team *t = op->team;
    if (i >= 2)
        return readers_done_with(op, op->shape, s - 2);
    return op->prev_end < t->step_base || readers_done_with(op, op->prev_shape, op->prev_end);
}

/* Does this broadcast step skip waiting for every child's arrival? All but
 * the last step do. The last one waits, as every other tree or chain step
 * does, so that an operation still ends only once every member has begun
 * its last step: a later operation counts on that when it checks only the
 * readers of the operation just before it (prev_readers_done). */
static bool bcast_relaxed(const struct coll_op *op, uint64_t i)
{
    return op->kind == COLL_BCAST && i + 1 < op->nsteps;
}

/* Where step s's data sits in a data buffer: its half. */
static size_t buf_off(uint64_t s)
{
    return (size_t)(s % 2) * COLL_HALF_BYTES;
}

/* Payload bytes of step index i. */
static size_t step_bytes(const struct coll_op *op, uint64_t i)
{
    size_t off = (size_t)i * op->chunk;
    return op->nbytes - off < op->chunk ? op->nbytes - off : op->chunk;
}

/* Does this step write my data buffer in its up phase? */
static bool up_writes_data(const struct coll_op *op, const struct coll_team *t)
{
    if (op->kind == COLL_REDUCE)
        return true;
    return op->kind == COLL_BCAST && (t->me == op->root || op->root_child != UINT32_MAX);
}

/* Up phase of step index i (step s); false if it must wait. */
static bool step_up(struct coll_op *op, uint64_t i, uint64_t s)
{
    struct coll_team *t = op->team;
    struct coll_ctx *mine = coll_ctx_of(t, t->me);
    size_t bytes = step_bytes(op, i), off = (size_t)i * op->chunk;
    const char *src = (const char *)op->src + off;
    uint32_t nchildren = op_nchildren(op);
    size_t boff = buf_off(s);
    unsigned char *buf = mine->data + boff;
    /* First every child's arrival: its part is ready, and it has finished
     * reading what I published in this half in step s-2 (coll_area.h; see
     * also prev_readers_done). Only then is my buffer rewritten, so a rank
     * never waits for a child twice. A broadcast waits, but for its last
     * step, only for the child its data comes from (bcast_half_free). */
    for (; op->next_child < nchildren; op->next_child++) {
        if (bcast_relaxed(op, i) && op->next_child != op->root_child)
            continue;
        struct coll_ctx *c = coll_ctx_of(t, op_child(op, op->next_child));
        /* acquire: pairs with the child's release of up; its data is ready */
        if (atomic_load_explicit(&c->up, memory_order_acquire) < s)
            return coll_blocked_on(op, &c->up, s);
        PSHM_TSAN_ACQUIRE();
    }
    /* a broadcast's inner rank rewrites its half in the down phase: it
     * checks here too, before its up tells the parent it may go on */
    if (op->kind == COLL_BCAST && (up_writes_data(op, t) || nchildren) &&
        !bcast_half_free(op, i, s))
        return false;
    if (up_writes_data(op, t)) {
        if (op->kind != COLL_BCAST && !prev_readers_done(op, i))
            return false;
        if (op->shape == COLL_SHAPE_CHAIN && op->kind == COLL_REDUCE && nchildren) {
            /* mine = my part (+) what follows me: rank order */
            memcpy(buf, coll_ctx_of(t, op_child(op, 0))->data + boff, bytes);
            op->combine(src, buf, bytes / op->elem, op->cdata);
        } else {
            if (op->kind == COLL_REDUCE || t->me == op->root)
                memcpy(buf, src, bytes);
            for (uint32_t i = 0; i < nchildren; i++) {
                struct coll_ctx *c = coll_ctx_of(t, op_child(op, i));
                if (op->kind == COLL_REDUCE)
                    op->combine(c->data + boff, buf, bytes / op->elem, op->cdata);
                else if (i == op->root_child)
                    memcpy(buf, c->data + boff, bytes);
            }
        }
    }
    /* release: my data (and everything before, for barriers) is visible */
    PSHM_TSAN_RELEASE();
    /* seq_cst exchange: also the full barrier before reading the sleeping
     * flag (see pshm_wake_rank_after_rmw), one instruction for both */
    (void)atomic_exchange_explicit(&mine->up, s, memory_order_seq_cst);
    if (op_parent(op) >= 0)
        pshm_wake_if_sleeping(coll_jobrank(t, (uint32_t)op_parent(op)));
    return true;
}

/* Does this op deliver data to my dst in the down phase? */
static bool delivers(const struct coll_op *op, const struct coll_team *t)
{
    if (op->kind == COLL_BCAST)
        return true;
    return op->kind == COLL_REDUCE && (op->to_all || t->me == op->root);
}

/* Down phase of step index i (step s); false if it must wait. */
static bool step_down(struct coll_op *op, uint64_t i, uint64_t s)
{
    struct coll_team *t = op->team;
    struct coll_ctx *mine = coll_ctx_of(t, t->me);
    size_t bytes = step_bytes(op, i), off = (size_t)i * op->chunk;
    bool data = op->kind != COLL_BARRIER;
    int32_t p = op_parent(op);
    uint32_t nchildren = op_nchildren(op);
    size_t boff = buf_off(s);
    const unsigned char *pbuf = NULL; /* my parent's data for this step */
    const void *from = NULL;          /* where my dst's part of this step is */
    if (p >= 0) {
        struct coll_ctx *pc = coll_ctx_of(t, (uint32_t)p);
        /* acquire: pairs with the parent's release of down */
        if (atomic_load_explicit(&pc->down, memory_order_acquire) < s)
            return coll_blocked_on(op, &pc->down, s);
        PSHM_TSAN_ACQUIRE();
        pbuf = pc->data + boff;
        if (data && bytes && nchildren)
            memcpy(mine->data + boff, pbuf, bytes); /* for my children to read */
        from = nchildren ? (const void *)(mine->data + boff) : pbuf;
    } else {
        from = mine->data + boff;
    }
    if (op->kind == COLL_BCAST && t->me == op->root)
        from = (const char *)op->src + off; /* the root has it at hand */
    if (!data || !bytes || !delivers(op, t) || from == (char *)op->dst + off)
        from = NULL;
    if (from && from == pbuf) {
        /* a leaf reads its parent's buffer, which my down gives back */
        memcpy((char *)op->dst + off, from, bytes);
        from = NULL;
    }
    PSHM_TSAN_RELEASE();
    /* seq_cst exchange: the release, and the full barrier before reading
     * the sleeping flags of every rank woken below */
    (void)atomic_exchange_explicit(&mine->down, s, memory_order_seq_cst);
    for (uint32_t i = 0; i < nchildren; i++)
        pshm_wake_if_sleeping(coll_jobrank(t, op_child(op, i)));
    /* my tree parent and my chain predecessor may wait in prev_readers_done()
     * for this down before rewriting their buffers */
    if (t->parent[t->me] >= 0)
        pshm_wake_if_sleeping(coll_jobrank(t, (uint32_t)t->parent[t->me]));
    if (t->me > 0 && (uint32_t)t->parent[t->me] != t->me - 1)
        pshm_wake_if_sleeping(coll_jobrank(t, t->me - 1));
    /* My own delivery from my buffer or my src comes after down is out,
     * off my children's path: nobody but me rewrites either. */
    if (from)
        memcpy((char *)op->dst + off, from, bytes);
    return true;
}

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
            if (!(flat ? coll_flat_up(op, s) : step_up(op, i, s)))
                return false;
            op->up_next++;
        } else {
            if (!(flat ? coll_flat_down(op, s) : step_down(op, i, s)))
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
        t->head = op->next;
        if (!t->head)
            t->tail = NULL;
        /* release: the op's results are visible to the thread that syncs */
        atomic_store_explicit(&op->ev.done, true, memory_order_release);
        any = true;
    }
    return any;
}

bool coll_progress(void)
{
    /* the idle poll: one relaxed load */
    if (!atomic_load_explicit(&have_work, memory_order_relaxed))
        return false;
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

/* ---- starting operations ---- */

/* A few freed operations kept per thread for the next ones: issuing a
 * barrier then costs no trip to the allocator. */
#define OP_CACHE_MAX 8
static _Thread_local struct coll_op *op_cache;
static _Thread_local unsigned op_cache_len;

static void op_release(struct pshmex_event *ev)
{
    struct coll_op *op = (struct coll_op *)(void *)ev; /* ev is the op's first member */
    if (op_cache_len < OP_CACHE_MAX) {
        op->next = op_cache;
        op_cache = op;
        op_cache_len++;
        return;
    }
    pshm_free(op);
}

struct coll_op *coll_op_new(struct coll_team *t, enum coll_kind kind)
{
    struct coll_op *op = op_cache;
    if (op) {
        op_cache = op->next;
        op_cache_len--;
        memset(op, 0, sizeof *op);
    } else {
        op = pshm_calloc(1, sizeof *op);
    }
    core_event_init(&op->ev, op_release);
    op->team = t;
    op->kind = kind;
    op->chunk = COLL_HALF_BYTES;
    op->elem = 1;
    op->root_child = UINT32_MAX;
    return op;
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

gex_Event_t coll_start(struct coll_op *op)
{
    struct coll_team *t = op->team;
    op->shape = choose_shape(op);
    if (op->kind != COLL_BARRIER && op->shape != COLL_SHAPE_FLAT && op->chunk) {
        size_t per = op->chunk / op->elem * op->elem; /* whole elements per step */
        op->chunk = per;
        op->nsteps = op->nbytes ? (op->nbytes + per - 1) / per : 1;
    } else {
        op->nsteps = 1;
    }
    if (op->kind == COLL_BCAST && op->shape == COLL_SHAPE_TREE)
        op->root_child = child_toward(t, op->root);
    else if (op->kind == COLL_BCAST && op->shape == COLL_SHAPE_CHAIN)
        op->root_child = op->root > t->me ? 0 : UINT32_MAX; /* the root is below me */
    queues_lock();
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
    op->next = NULL;
    bool first = !t->head;
    if (t->tail)
        t->tail->next = op;
    else
        t->head = op;
    t->tail = op;
    if (!t->active) {
        t->active = true;
        t->next_active = active_teams;
        active_teams = t;
    }
    atomic_store_explicit(&have_work, true, memory_order_relaxed);
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
    PSHM_WAIT_UNTIL(atomic_load_explicit(&op->ev.done, memory_order_acquire));
    op_release(&op->ev);
}
