/* coll.h - collectives engine: teams' tree state, the queue of in-flight
 * operations and their progress (see README.md in this directory). */
#ifndef COLL_H
#define COLL_H

#include <gasnetex.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/event.h"

struct coll_op;

/* Largest team whose flat reductions stage the members' parts in the op. */
#define COLL_STAGED_MAX 8u

/* The shape a step runs over (README.md, "Steps" and "Flat steps"). */
enum coll_shape {
    COLL_SHAPE_TREE,  /* the team's topology-shaped tree */
    COLL_SHAPE_CHAIN, /* 0 <- 1 <- ... <- n-1: rank-ordered combining */
    COLL_SHAPE_FLAT,  /* everyone reads everyone's line: small teams, small payloads */
};

/* This process's view of one team's collectives. */
struct coll_ctx;

struct coll_team {
    uint32_t id;                /* slot of the team's contexts (coll_ctx) */
    uint32_t me, n;             /* my team rank, team size */
    const gex_Rank_t *jobranks; /* team rank -> jobrank (NULL: identity) */
    int32_t *parent;            /* [n]: parent's team rank, -1 for the root (rank 0) */
    struct coll_ctx **ctx;      /* [n]: member r's context for this slot, as mapped here */
    /* The op of a fast barrier (coll_engine.c), kept with the team: taken
     * while bar_op_busy is clear, given back when its event is synced. A
     * second fast barrier in flight takes one from coll_op_new. */
    struct coll_op *bar_op;
    _Atomic bool bar_op_busy;
    /* The step of the last fast barrier that no later op has been queued
     * behind yet (0: none), and how many fast barriers with an op of
     * their own are handed out and not yet synced. */
    _Atomic uint64_t fast_step;
    _Atomic uint32_t fast_extra;
    uint32_t barrier_sig; /* a barrier's argument signature (coll_sig_prepare) */
    uint32_t *children;   /* my children's team ranks */
    uint32_t nchildren;
    uint64_t step_base;  /* the team's first step (its slot's counters may be anywhere below) */
    uint64_t next_step;  /* first step number not yet given to an operation */
    bool no_collectives; /* made with GEX_FLAG_TM_NO_SCRATCH by Create/Dup */
    uint32_t flat_max;   /* largest team size that takes flat steps (0: none) */
    bool flat_line;      /* flat arrivals also go to one shared line (coll_area.h) */
    enum coll_shape last_shape;  /* shape of the last issued tree- or chain-shaped operation */
    uint64_t last_end;           /* its last step (0: none yet) */
    uint64_t all_up_seen;        /* every member's up was seen >= this (flat slot reuse) */
    struct coll_op *head, *tail; /* in-flight operations, in issue order (a barrier of
                                    coll_barrier_fast is never queued) */
    /* A small reduction started outside the queue (coll_engine.c, the fast
     * reduction) whose reads of the members' slots are still to come: its
     * waiter finishes it, or the next coll_start queues it first. */
    _Atomic(struct coll_op *) fast;
    struct coll_team *next_active; /* on the list of teams with work, or NULL */
    bool active;
};

enum coll_kind { COLL_BARRIER, COLL_BCAST, COLL_REDUCE };

/* Combine count elements: y[i] = x[i] (+) y[i]. */
typedef void (*coll_combine_fn)(const void *x, void *y, size_t count, const void *cdata);

struct coll_op {
    struct pshmex_event ev; /* first: the gex_Event_t points here */
    struct coll_team *team;
    struct coll_op *next;
    enum coll_kind kind;
    uint64_t step0; /* first step; the op uses [step0, step0 + nsteps) */
    uint64_t nsteps;
    uint64_t up_next;    /* step index whose up phase runs next */
    uint64_t down_next;  /* step index whose down phase runs next (done at nsteps) */
    uint32_t next_child; /* up phase: children combined so far; flat: members seen */
    /* arguments */
    uint32_t root; /* team rank: Broadcast's source, ReduceToOne's destination */
    bool to_all;   /* Reduce: every rank gets the result */
    void *dst;
    const void *src;
    size_t nbytes; /* total payload bytes */
    size_t chunk;  /* payload bytes per step */
    size_t elem;   /* element size (Reduce), 1 otherwise */
    coll_combine_fn combine;
    const void *cdata;
    uint32_t
        root_child; /* Broadcast, ReduceToOne: my child whose subtree holds root, or UINT32_MAX */
    bool ordered;   /* combine in rank order (non-commutative user ops) */
    bool internal;  /* queued by coll_start behind a fast barrier: released by the queue's
                       progress, never handed out */
    enum coll_shape shape;             /* chosen by coll_start */
    const _Atomic uint64_t *wait_word; /* blocked until *wait_word >= wait_value (NULL: */
    uint64_t wait_value;               /* on something else); set by the step that waits */
    uint32_t sig_op, sig_dt;           /* Reduce's op and dt as the caller gave them */
    uint32_t sig;                      /* 24-bit hash of the arguments (coll_sig_prepare) */
    enum coll_shape prev_shape;        /* the team's last tree/chain operation before this one */
    uint64_t prev_end;                 /* and its last step (0: none) */
    /* Last, and not zeroed by coll_op_new: a flat reduction writes a
     * member's entry (on seeing its arrival, or its own in the up phase)
     * before anything reads it. */
    uint64_t small_in[COLL_STAGED_MAX]; /* flat reductions: members' small parts, copied */
};

/* Teams: the primordial team's state (slot 0), made at client init. */
struct coll_team *coll_team_primordial(uint32_t me, uint32_t n);

/* A new team's state: members' jobranks (owned by the caller), my rank,
 * the slot id and the first step number. */
struct coll_team *coll_team_new(uint32_t id, uint32_t me, uint32_t n, const gex_Rank_t *jobranks,
                                uint64_t step0);
void coll_team_free(struct coll_team *t);

/* Slot ids this process's live teams occupy (bit i: slot i). */
uint64_t coll_slots_in_use(void);
void coll_slot_release(uint32_t id);
void coll_slot_take(uint32_t id);
/* Highest step number any of this process's slots' counters hold. */
uint64_t coll_step_high_water(void);

/* Queue op on its team and try to advance it. Returns the event to hand
 * out: GEX_EVENT_INVALID if the op already completed (it is then freed). */
gex_Event_t coll_start(struct coll_op *op);

/* coll_start's first part: op's argument signature, shape and steps, set
 * from its arguments. For an op built to be a template (below). */
void coll_op_prepare(struct coll_op *op);

/* A small flat ReduceToAll that publishes before its op is built (the
 * GASNet-1 barrier's notify): `like` is a prepared op with the arguments
 * (a template the caller keeps; coll_reduce_fast_up may write its
 * staging and wait fields). With nothing in flight on the team it
 * publishes my part and arrival at once and returns true with *step set;
 * otherwise false, with nothing published (the caller then calls
 * coll_start). After true, coll_reduce_fast_start(op, *step) hands the
 * reduction to op, a new op with the same arguments, and returns its
 * event (GEX_EVENT_INVALID, op freed, if it completed at once). In
 * between, nothing else may be issued on the team (a later step published
 * would let members rewrite the slots it reads), and op->src must still
 * hold the part published (op stages it from there). coll_start takes the
 * same path for such an op by itself. */
bool coll_reduce_fast_up(struct coll_op *like, uint64_t *step);
gex_Event_t coll_reduce_fast_start(struct coll_op *op, uint64_t step);

/* gex_Coll_BarrierNB on a team with nothing in flight whose barriers are
 * flat: publishes this rank's arrival at once, without the queue, and sets
 * *ev (GEX_EVENT_INVALID if every member had arrived). False, with nothing
 * done, where it does not apply (the caller then calls coll_start). */
bool coll_barrier_fast(struct coll_team *t, gex_Event_t *ev);

/* Tests of an operation with its own test (a fast barrier or reduction)
 * that a Wait makes before its generic wait, with a pause each (tens of ns
 * here): a few microseconds at most. */
#define COLL_TEST_SPINS 256

/* Tests, with a pause each, that gex_Coll_BarrierNB's fast barrier makes
 * for the last arrival before it hands out an event: about 0.4 us at most
 * (a pause is about 25 ns on the test machine), longer than a barrier
 * between two cores takes. Not when ranks share cores. */
#define COLL_NB_SPINS 16

/* Are fast operations (coll_engine.c) of t handed out and not synced? */
bool coll_fast_unsynced(struct coll_team *t);

/* Blocking helper for library-internal collectives: start and wait. */
void coll_run(struct coll_op *op);

/* Operations allocated and not yet freed, the per-thread caches' included
 * (for tests: a thread that ends frees its cache). */
long coll_ops_live(void);

/* Allocate an op of kind on team t with the common fields set. */
struct coll_op *coll_op_new(struct coll_team *t, enum coll_kind kind);
/* Set op's fields as coll_op_new does (for a template the caller keeps,
 * never started: see coll_reduce_fast_up). */
void coll_op_init(struct coll_op *op, struct coll_team *t, enum coll_kind kind);

/* Advance every team's in-flight operations (not reentrant: a nested call
 * returns false). */
bool coll_progress(void);

/* Whether an operation of this process is in flight (one relaxed load). */
bool coll_in_flight(void);

/* The key of a wait for an event whose wait_key is key (a fast barrier or
 * reduction; 0 otherwise): key, or 0 while a queued operation is in flight
 * (those need this rank's polls, which its core-mates cannot see). For
 * PSHM_WAIT_UNTIL_KEYED (src/pshm/wait.h, cospin.h). */
uint64_t coll_wait_key(uint64_t key);

/* Built-in reduction kernels: the combine function of (dt, op), or NULL if
 * the pair is not a valid reduction. */
coll_combine_fn coll_builtin_combine(gex_DT_t dt, gex_OP_t op);

#endif
