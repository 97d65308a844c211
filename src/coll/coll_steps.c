/* coll_steps.c - tree and chain steps: the up and down phases of one step
 * of a collective over the team's topology-shaped tree or the rank-ordered
 * chain, with the buffer rules of coll_area.h (README.md, "Steps").
 * coll_engine.c decides which phase runs next; flat steps are in
 * coll_flat.c. */
#include <string.h>

#include "coll/coll_step.h"
#include "pshm/tsan.h"
#include "pshm/wait.h"

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

/* Does this broadcast step skip waiting for every child's arrival? All but
 * the last step do, so that a rank fills one half of its buffer while its
 * children still copy the other. The last one waits, as every other tree
 * or chain step does, so that an operation still ends only once every
 * member has begun its last step: half_free relies on that for the
 * readers of operations before the previous one. */
static bool bcast_relaxed(const struct coll_op *op, uint64_t i)
{
    return op->kind == COLL_BCAST && i + 1 < op->nsteps;
}

/* May step index i (step s) rewrite half s % 2 of my buffer? Its last
 * readers were my children (in this op's shape) in step s-2, or, in the
 * op's first two steps, the readers of the team's previous tree or chain
 * op's last step (prev_shape; flat steps do not use the buffer). A step
 * that waited for every child's up >= s has its answer already: each child
 * has begun step s, so it is done with s-2 (coll_area.h), and with the
 * previous op if that op had the same shape. */
static bool half_free(const struct coll_op *op, uint64_t i, uint64_t s)
{
    const struct coll_team *t = op->team;
    bool waited_all = !bcast_relaxed(op, i);
    if (i >= 2)
        return waited_all || readers_done_with(op, op->shape, s - 2);
    if (op->prev_end < t->step_base)
        return true; /* no earlier use by this team */
    if (waited_all && (i == 1 || op->prev_shape == op->shape))
        return true; /* i == 1: the old shape's readers were checked at i == 0 */
    return readers_done_with(op, op->prev_shape, op->prev_end);
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
bool coll_step_up(struct coll_op *op, uint64_t i, uint64_t s)
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
     * half_free). Only then is my buffer rewritten, so a rank never waits
     * for a child twice. A broadcast waits, but for its last step, only for
     * the child its data comes from (bcast_relaxed). */
    for (; op->next_child < nchildren; op->next_child++) {
        if (bcast_relaxed(op, i) && op->next_child != op->root_child)
            continue;
        struct coll_ctx *c = coll_ctx_of(t, op_child(op, op->next_child));
        /* acquire: pairs with the child's release of up; its data is ready */
        const uint64_t seen = atomic_load_explicit(&c->up, memory_order_acquire);
        if (seen < s)
            return coll_blocked_on(op, &c->up, s);
        coll_sig_check(op, op_child(op, op->next_child), s, seen);
        PSHM_TSAN_ACQUIRE();
    }
    /* a rank with children rewrites its half in the down phase at least:
     * it checks here, before its up tells the parent it may go on */
    if (op->kind != COLL_BARRIER && (up_writes_data(op, t) || nchildren) && !half_free(op, i, s))
        return false;
    if (up_writes_data(op, t)) {
        if (op->shape == COLL_SHAPE_CHAIN && op->kind == COLL_REDUCE && nchildren) {
            /* mine = my part (+) what follows me: rank order */
            memcpy(buf, coll_ctx_of(t, op_child(op, 0))->data + boff, bytes);
            op->combine(src, buf, bytes / op->elem, op->cdata);
        } else {
            if (op->kind == COLL_REDUCE || t->me == op->root)
                memcpy(buf, src, bytes);
            for (uint32_t k = 0; k < nchildren; k++) {
                struct coll_ctx *c = coll_ctx_of(t, op_child(op, k));
                if (op->kind == COLL_REDUCE)
                    op->combine(c->data + boff, buf, bytes / op->elem, op->cdata);
                else if (k == op->root_child)
                    memcpy(buf, c->data + boff, bytes);
            }
        }
    }
    coll_sig_publish(op, mine, s);
    /* release: my data, my signature (and everything before, for
     * barriers) are visible */
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

/* Does my down phase hand data on to my children? Only toward whoever
 * delivers it: everyone, but for a ReduceToOne, whose result goes down the
 * path to its root alone. */
static bool passes_down(const struct coll_op *op)
{
    return op->kind == COLL_BCAST || op->to_all || op->root_child != UINT32_MAX;
}

/* Down phase of step index i (step s); false if it must wait. */
bool coll_step_down(struct coll_op *op, uint64_t i, uint64_t s)
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
        bool copy = data && bytes && nchildren && passes_down(op);
        if (copy)
            memcpy(mine->data + boff, pbuf, bytes); /* for my children to read */
        from = copy ? (const void *)(mine->data + boff) : pbuf;
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
    for (uint32_t k = 0; k < nchildren; k++)
        pshm_wake_if_sleeping(coll_jobrank(t, op_child(op, k)));
    /* my tree parent and my chain predecessor may wait in half_free()
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
