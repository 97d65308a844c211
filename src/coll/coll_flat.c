/* coll_flat.c - flat steps: every member publishes its arrival (and its
 * small payload) on its own lines and reads the others' directly, with no
 * tree in between (README.md, "Flat steps"; the contract is in
 * coll_area.h).
 *
 * A barrier then costs one line transfer each way instead of two up a tree
 * and two down, and when ranks share cores nobody waits for a root to be
 * scheduled after the last arrival: every rank leaves as soon as it sees
 * all arrivals. Each member reads every other member's line, so flat steps
 * are for small teams (coll_team_new sets flat_max).
 */
#include <string.h>

#include "coll/coll_step.h"
#include "pshm/tsan.h"
#include "pshm/wait.h"

_Static_assert(COLL_SMALL_BYTES <= sizeof(((struct coll_op *)0)->small_in[0]),
               "a staged part fits its word");

/* memcpy of a flat step's payload: a word (a small reduction's part, the
 * GASNet-1 barrier's name) as one load and store instead of a call to
 * the library's memcpy, which nbytes being a variable forces. */
static inline void copy_part(void *dst, const void *src, size_t nbytes)
{
    if (nbytes == sizeof(uint64_t))
        memcpy(dst, src, sizeof(uint64_t));
    else
        memcpy(dst, src, nbytes);
}

/* Member c's flat slot for step s of an op with nbytes of payload. */
static unsigned char *flat_slot(struct coll_ctx *c, uint64_t s, size_t nbytes)
{
    return nbytes <= COLL_SMALL_BYTES ? c->small[s % COLL_FLAT_SLOTS]
                                      : c->flat[s % COLL_FLAT_SLOTS];
}

/* May I rewrite my slot for step s? Every member must have begun step
 * s - COLL_FLAT_SLOTS + 1 (so it is done reading that slot's last use).
 * Usually known already from an earlier wait on everyone's up. */
static bool slot_free(struct coll_op *op, uint64_t s)
{
    struct coll_team *t = op->team;
    if (s < t->step_base + COLL_FLAT_SLOTS) /* first use by this team (see coll_area.h) */
        return true;
    uint64_t need = s - COLL_FLAT_SLOTS + 1;
    if (t->all_up_seen >= need)
        return true;
    uint64_t least = UINT64_MAX;
    for (uint32_t r = 0; r < t->n; r++) {
        if (r == t->me)
            continue;
        /* acquire: pairs with r's release of up, after its reads of my slot */
        _Atomic uint64_t *up = &coll_ctx_of(t, r)->up;
        uint64_t u = atomic_load_explicit(up, memory_order_acquire);
        if (u < need)
            return coll_blocked_on(op, up, need);
        least = u < least ? u : least;
    }
    PSHM_TSAN_ACQUIRE();
    t->all_up_seen = least;
    return true;
}

/* Does my step contribute data? */
static bool contributes(const struct coll_op *op)
{
    return op->nbytes &&
           (op->kind == COLL_REDUCE || (op->kind == COLL_BCAST && op->team->me == op->root));
}

/* Does a reduction copy each member's small part as soon as it sees its
 * arrival? The member's line is then still in this core's cache: read
 * later, it has often gone back to the member, which has gone on to write
 * its next step there. 2 ranks, 8-byte ReduceToAll loop, us per op: 270-310
 * before, 220-265 staged, 185-195 staged and with the small slot on up's
 * line (one line per member instead of two). */
static bool stages(const struct coll_op *op)
{
    return op->kind == COLL_REDUCE && op->nbytes <= COLL_SMALL_BYTES &&
           op->team->n <= COLL_STAGED_MAX;
}

/* The word that tells member r's arrival: its word of the team's arrival
 * line, or its up. */
static _Atomic uint64_t *arrival_word(const struct coll_team *t, uint32_t r)
{
    return t->flat_line ? &coll_ctx_of(t, 0)->arrivals[r] : &coll_ctx_of(t, r)->up;
}

/* My arrival at step s: the release store, and the light wake check of
 * every member that may sleep (pshm_wake_rank_light: the sleeper's
 * membarrier is the other half of the fence). An exchange here held this
 * rank until its own line came back from the peers that poll it, before
 * it could read theirs (2 ranks, barrier loop: 360 -> 348 ns, medians of
 * interleaved runs, the VM's slow state). */
static void publish_arrival(struct coll_team *t, struct coll_ctx *mine, uint64_t s)
{
    if (t->flat_line) /* up first: whoever sees my line word also sees up >= s */
        atomic_store_explicit(&mine->up, s, memory_order_release);
    atomic_store_explicit(arrival_word(t, t->me), s, memory_order_release);
    for (uint32_t r = 0; r < t->n; r++)
        if (r != t->me)
            pshm_wake_rank_light(coll_jobrank(t, r));
}

void coll_flat_barrier_up(struct coll_team *t, uint64_t s)
{
    struct coll_ctx *mine = coll_ctx_of(t, t->me);
    /* a barrier's signature and arguments, from the fields a barrier op
     * has (the compiler keeps only those coll_sig_publish reads) */
    const struct coll_op barrier = {.kind = COLL_BARRIER, .sig = t->barrier_sig};
    coll_sig_publish(&barrier, mine, s);
    PSHM_TSAN_RELEASE();
    publish_arrival(t, mine, s);
}

bool coll_flat_up(struct coll_op *op, uint64_t s)
{
    struct coll_team *t = op->team;
    struct coll_ctx *mine = coll_ctx_of(t, t->me);
    if (contributes(op)) {
        if (!slot_free(op, s))
            return false;
        copy_part(flat_slot(mine, s, op->nbytes), op->src, op->nbytes);
        if (stages(op))
            copy_part(&op->small_in[t->me], op->src, op->nbytes);
    }
    coll_sig_publish(op, mine, s);
    /* release: my slot, my signature (and, for a barrier, everything
     * before) are visible */
    PSHM_TSAN_RELEASE();
    publish_arrival(t, mine, s);
    return true;
}

/* Wait for every member's arrival at step s, resuming at op->next_child. */
static bool all_arrived(struct coll_op *op, uint64_t s)
{
    struct coll_team *t = op->team;
    for (; op->next_child < t->n; op->next_child++) {
        if (op->next_child == t->me)
            continue;
        /* acquire: pairs with the member's exchange in coll_flat_up; its
         * slot is ready */
        _Atomic uint64_t *w = arrival_word(t, op->next_child);
        const uint64_t seen = atomic_load_explicit(w, memory_order_acquire);
        if (seen < s)
            return coll_blocked_on(op, w, s);
        coll_sig_check(op, op->next_child, s, seen);
        if (stages(op)) {
            PSHM_TSAN_ACQUIRE();
            struct coll_ctx *c = coll_ctx_of(t, op->next_child);
            copy_part(&op->small_in[op->next_child], flat_slot(c, s, op->nbytes), op->nbytes);
        }
    }
    PSHM_TSAN_ACQUIRE();
    t->all_up_seen = s;
    return true;
}

bool coll_flat_barrier_done(const struct coll_op *op, uint64_t s)
{
    const struct coll_team *t = op->team;
    for (uint32_t r = 0; r < t->n; r++) {
        if (r == t->me)
            continue;
        /* acquire: pairs with the member's release in coll_flat_up */
        const uint64_t seen = atomic_load_explicit(arrival_word(t, r), memory_order_acquire);
        if (seen < s)
            return false;
        coll_sig_check(op, r, s, seen);
    }
    PSHM_TSAN_ACQUIRE();
    return true;
}

/* Member r's part of a reduction at step s: staged, or in its slot (not
 * src for my own: src may be dst, which combine_all overwrites first). */
static const void *part_of(const struct coll_op *op, uint32_t r, uint64_t s)
{
    if (stages(op))
        return &op->small_in[r];
    return flat_slot(coll_ctx_of(op->team, r), s, op->nbytes);
}

/* dst = x_0 (+) (x_1 (+) (... (+) x_{n-1})): every rank combines in the
 * same order, so all get the same bits, and non-commutative operations
 * see rank order. */
static void combine_all(struct coll_op *op, uint64_t s)
{
    const struct coll_team *t = op->team;
    size_t count = op->nbytes / op->elem;
    copy_part(op->dst, part_of(op, t->n - 1, s), op->nbytes);
    for (uint32_t r = t->n - 1; r-- > 0;)
        op->combine(part_of(op, r, s), op->dst, count, op->cdata);
}

bool coll_flat_reduce_gather(const struct coll_op *op, uint64_t s, uint64_t *parts)
{
    const struct coll_team *t = op->team;
    if (!coll_flat_barrier_done(op, s))
        return false;
    for (uint32_t r = 0; r < t->n; r++)
        if (r != t->me)
            copy_part(&parts[r], flat_slot(coll_ctx_of(t, r), s, op->nbytes), op->nbytes);
    return true;
}

void coll_flat_reduce_combine(struct coll_op *op, uint64_t s, const uint64_t *parts)
{
    const struct coll_team *t = op->team;
    for (uint32_t r = 0; r < t->n; r++)
        if (r != t->me)
            op->small_in[r] = parts[r];
    combine_all(op, s);
}

bool coll_flat_down(struct coll_op *op, uint64_t s)
{
    struct coll_team *t = op->team;
    switch (op->kind) {
    case COLL_BARRIER: return all_arrived(op, s);
    case COLL_REDUCE:
        if (!op->to_all && t->me != op->root)
            return true; /* my part is in my slot: locally complete */
        if (!all_arrived(op, s))
            return false;
        combine_all(op, s);
        return true;
    case COLL_BCAST:
        if (t->me == op->root) {
            if (op->nbytes && op->dst != op->src)
                memcpy(op->dst, op->src, op->nbytes);
            return true;
        }
        /* acquire: pairs with the root's exchange in coll_flat_up; its slot
         * is ready */
        _Atomic uint64_t *w = arrival_word(t, op->root);
        const uint64_t seen = atomic_load_explicit(w, memory_order_acquire);
        if (seen < s)
            return coll_blocked_on(op, w, s);
        coll_sig_check(op, op->root, s, seen);
        PSHM_TSAN_ACQUIRE();
        if (op->nbytes)
            memcpy(op->dst, flat_slot(coll_ctx_of(t, op->root), s, op->nbytes), op->nbytes);
        return true;
    }
    return true;
}
