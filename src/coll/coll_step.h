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

/* Team rank r's context for t's slot (one load: the team keeps a table,
 * filled by coll_team_new, where the address takes several). */
static inline struct coll_ctx *coll_ctx_of(const struct coll_team *t, uint32_t r)
{
    return t->ctx[r];
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

/* ---- argument signatures (coll_sig.c; contract in coll_area.h) ---- */

/* Set op->sig from its arguments: once, when the op is started. */
void coll_sig_prepare(struct coll_op *op);

/* Report that team rank r's arguments for step s differ from mine: one
 * fatal line naming the call, the argument, both values and both ranks. */
_Noreturn void coll_sig_mismatch(const struct coll_op *op, uint32_t r, uint64_t s);

/* My signature word for step s: the step's tag, then the hash. */
static inline uint32_t coll_sig_word(const struct coll_op *op, uint64_t s)
{
    return (uint32_t)(s & 0xffu) << 24 | op->sig;
}

/* Before my release of up = s: my signature and arguments for step s.
 * Relaxed: the release of up (or of the arrival word after it) that the
 * readers acquire publishes them. */
static inline void coll_sig_publish(const struct coll_op *op, struct coll_ctx *mine, uint64_t s)
{
    uint32_t k = (uint32_t)(s % COLL_FLAT_SLOTS);
    atomic_store_explicit(&mine->sig[k], coll_sig_word(op, s), memory_order_relaxed);
    atomic_store_explicit(&mine->args[k][0], s, memory_order_relaxed);
    atomic_store_explicit(&mine->args[k][1], op->nbytes, memory_order_relaxed);
    atomic_store_explicit(&mine->args[k][2],
                          (uint64_t)op->kind << 40 | (uint64_t)op->to_all << 32 | op->root,
                          memory_order_relaxed);
    atomic_store_explicit(&mine->args[k][3], (uint64_t)op->sig_op << 32 | op->sig_dt,
                          memory_order_relaxed);
}

/* After an acquire of team rank r's up or arrival word, read as `seen` >=
 * s: does r's signature for s match mine? Skipped once r has published a
 * step that rewrites that slot (seen >= s + COLL_FLAT_SLOTS: with
 * non-blocking collectives a member may be any number of steps ahead, and
 * the 8-bit tag names s again 256 steps on), and when r's tag no longer
 * names s (r is writing a later step's signature there). */
static inline void coll_sig_check(const struct coll_op *op, uint32_t r, uint64_t s, uint64_t seen)
{
    if (seen - s >= COLL_FLAT_SLOTS)
        return;
    const struct coll_ctx *c = coll_ctx_of(op->team, r);
    uint32_t theirs = atomic_load_explicit(&c->sig[s % COLL_FLAT_SLOTS], memory_order_relaxed);
    uint32_t mine = coll_sig_word(op, s);
    if (__builtin_expect(theirs != mine, 0) && theirs >> 24 == mine >> 24)
        coll_sig_mismatch(op, r, s);
}

/* Tree and chain steps (coll_steps.c): the phases of step index i of op,
 * step number s = op->step0 + i; false while the phase must wait. */
bool coll_step_up(struct coll_op *op, uint64_t i, uint64_t s);
bool coll_step_down(struct coll_op *op, uint64_t i, uint64_t s);

/* Flat steps (coll_flat.c): false while the phase must wait. */
bool coll_flat_up(struct coll_op *op, uint64_t s);
bool coll_flat_down(struct coll_op *op, uint64_t s);
/* My arrival at flat barrier step s, with a barrier's signature: what
 * coll_flat_up does for a barrier op, without one (the fast barrier
 * publishes before it builds its op). */
void coll_flat_barrier_up(struct coll_team *t, uint64_t s);
/* A small staged ReduceToAll at flat step s: once every member arrived,
 * copies the other members' parts into parts[] (indexed by team rank) and
 * returns true; false, with nothing copied, while one is missing. Writes
 * nothing of op. Then coll_flat_reduce_combine stages them in op and
 * combines every part into dst. */
bool coll_flat_reduce_gather(const struct coll_op *op, uint64_t s, uint64_t *parts);
void coll_flat_reduce_combine(struct coll_op *op, uint64_t s, const uint64_t *parts);
/* Has every member arrived at flat barrier step s of op? Reads the
 * arrivals (and checks their signatures) and writes nothing: the fast
 * barrier's test, which may run beside the queue's progress. */
bool coll_flat_barrier_done(const struct coll_op *op, uint64_t s);

#endif
