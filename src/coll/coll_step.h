/* coll_step.h - helpers the step protocols share (coll_steps.c runs the
 * tree and chain steps, coll_flat.c the flat ones, coll_engine.c orders
 * their phases). */
#ifndef COLL_STEP_H
#define COLL_STEP_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "coll/coll.h"
#include "coll/coll_area.h"

static inline uint32_t coll_jobrank(const struct coll_team *t, uint32_t r)
{
    return t->jobranks ? t->jobranks[r] : r;
}

/* Team rank r's context for t's slot. */
static inline struct coll_ctx *coll_ctx_of(const struct coll_team *t, uint32_t r)
{
    return coll_ctx(coll_jobrank(t, r), t->id);
}

/* Has member c finished step x, reading included? Either it published the
 * down of x, or it began a later step. Only for x a flat step, the last
 * step of an op, or a step of a broadcast: a reduction publishes up x+1
 * before it reads for x (coll_area.h). acquire: pairs with c's release of
 * down or up, after its last read of my buffers. */
static inline bool coll_member_done_with(const struct coll_ctx *c, uint64_t x)
{
    return atomic_load_explicit(&c->down, memory_order_acquire) >= x ||
           atomic_load_explicit(&c->up, memory_order_acquire) > x;
}

/* A step that cannot go on until *w >= v says so before it returns false:
 * progress then polls that word alone, without taking its lock. */
static inline bool coll_blocked_on(struct coll_op *op, const _Atomic uint64_t *w, uint64_t v)
{
    op->wait_word = w;
    op->wait_value = v;
    return false;
}

/* Tree and chain steps (coll_steps.c): the phases of step index i of op,
 * step number s = op->step0 + i; false while the phase must wait. */
bool coll_step_up(struct coll_op *op, uint64_t i, uint64_t s);
bool coll_step_down(struct coll_op *op, uint64_t i, uint64_t s);

/* Flat steps (coll_flat.c): false while the phase must wait. */
bool coll_flat_up(struct coll_op *op, uint64_t s);
bool coll_flat_down(struct coll_op *op, uint64_t s);

#endif
