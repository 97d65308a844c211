/* coll_area.h - the shared-memory side of the collectives: one context per
 * team slot in every rank's control area (pshm_ctrl(r) + PSHM_CTRL_COLL).
 *
 * Contract of struct coll_ctx (rank r's context for team slot `id`):
 *  - up, down and data are written only by r (single writer); any member
 *    of the team occupying the slot reads them;
 *  - up = s (release) says: r has finished the up phase of step s, and for
 *    a step that carries data upward, `data` holds r's subtree's part;
 *  - down = s (release) says: r has finished the down phase of step s, and
 *    for a step that carries data downward, `data` holds that data;
 *  - readers acquire-load up/down before reading data;
 *  - counters only grow: a team's steps are numbered from a base above
 *    every value its members' slot counters ever held, so a slot can be
 *    reused by a later team without being reset.
 * Buffer reuse: step s of a tree or chain op uses half s % 2 of `data`
 * (COLL_HALF_BYTES at (s % 2) * COLL_HALF_BYTES). r rewrites that half in
 * the up phase of step s only after each child's up >= s (a reduction or a
 * barrier waits for it anyway; a broadcast checks each child's down >= s-2
 * or up > s-2 instead, or in its first two steps that the readers of the
 * previous tree or chain op's last step are done), and after its parent's
 * down >= s-2 (r's own down phase of s-2 waited for it); it rewrites it in
 * the down phase of s only after its parent's down >= s, which implies the
 * parent has consumed r's up-phase data of step s.
 * Order of phases at r: up s, down s, up s+1, ... except in a reduction,
 * which runs up s+1 before down s (up 0, up 1, down 0, up 2, down 1, ...;
 * never further ahead: two halves). So a child's up >= s says it has done
 * the down phase of s-2, which is what the rule above needs.
 * Every op's last step waits for every child's up (broadcasts skip that in
 * their other steps), so when r has finished an op every member has begun
 * its last step: readers of anything older are done.
 *
 * Flat steps (small teams, small payloads; see README.md) use `flat`, not
 * `data`, and write only `up` (and an arrival word, below):
 *  - up = s (release) says: r has arrived at flat step s, and if it
 *    contributes data, flat[s % COLL_FLAT_SLOTS] holds it (or, for at most
 *    COLL_SMALL_BYTES, small[s % COLL_FLAT_SLOTS], on up's own line);
 *  - in teams that share an arrival line, r also writes arrivals[team rank
 *    of r] = s (release) in the context of team rank 0, after up: a second
 *    copy of up that every member reads from one line. It is the one
 *    exception to "only the owner writes": word i of the line is written
 *    only by team rank i, and only team members read it;
 *  - every reader of a flat slot is a member that acquire-loads r's up
 *    first; r rewrites slot s % COLL_FLAT_SLOTS (in step s) only after
 *    every member's up >= s - COLL_FLAT_SLOTS + 1: each has begun a later
 *    step, so it has finished reading what r wrote in step s - COLL_FLAT_SLOTS.
 * Argument signatures (coll_sig.c, README.md "Arguments that differ
 * between ranks"): before every release of up = s (tree, chain or flat
 * step), r writes sig[s % COLL_FLAT_SLOTS] = its tag of s (low 8 bits) <<
 * 24 | a 24-bit hash of the op's (call, root, nbytes, op, dt), and
 * args[s % COLL_FLAT_SLOTS] = the step and those arguments in full. Every
 * member that acquire-loads r's up (or arrival word) >= s compares r's
 * sig with its own for s, when r's tag still names s; args is read only
 * after they differ, to report both values. Both are written only by r.
 * A member's up >= x + 1 implies it has finished step x (reading included)
 * when x is a flat step or the last step of an op: ops run in order and up
 * is the first thing a step publishes. Inside a reduction it implies only
 * that the member finished step x - 1 (see the order above).
 */
#ifndef COLL_AREA_H
#define COLL_AREA_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "pshm/job.h"

#define COLL_MAX_TEAMS   32     /* team slots per rank (the primordial team is slot 0) */
#define COLL_DATA_BYTES  65536u /* two halves: a step uses half s % 2 */
#define COLL_HALF_BYTES  (COLL_DATA_BYTES / 2) /* data moved per step */
#define COLL_FLAT_SLOTS  4u    /* flat-step slots, used round-robin by step number */
#define COLL_FLAT_BYTES  1024u /* largest payload of a flat step */
#define COLL_LINE_WORDS  8u    /* members that can share an arrival line */
#define COLL_SMALL_BYTES 8u    /* largest payload of a flat step kept on up's line */

struct coll_ctx {
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t up;
    /* flat slots for payloads of at most COLL_SMALL_BYTES, on up's line:
     * a reader gets the arrival and the payload in one line transfer */
    _Alignas(8) unsigned char small[COLL_FLAT_SLOTS][COLL_SMALL_BYTES];
    /* the argument signature of step s in sig[s % COLL_FLAT_SLOTS]: read
     * with up, in the same line transfer */
    _Atomic uint32_t sig[COLL_FLAT_SLOTS];
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t down;
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t arrivals[COLL_LINE_WORDS];
    _Alignas(PSHM_CACHE_LINE) unsigned char flat[COLL_FLAT_SLOTS][COLL_FLAT_BYTES];
    _Alignas(PSHM_CACHE_LINE) unsigned char data[COLL_DATA_BYTES];
    /* step s's arguments in full (coll_sig.c): read only on a mismatch */
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t args[COLL_FLAT_SLOTS][4];
};
_Static_assert(offsetof(struct coll_ctx, down) == PSHM_CACHE_LINE, "up and down on own lines");
_Static_assert(offsetof(struct coll_ctx, small) + sizeof(((struct coll_ctx *)0)->small) <=
                   PSHM_CACHE_LINE,
               "the small flat slots share up's line");
_Static_assert(offsetof(struct coll_ctx, sig) + sizeof(((struct coll_ctx *)0)->sig) <=
                   PSHM_CACHE_LINE,
               "the argument signatures share up's line");
_Static_assert(offsetof(struct coll_ctx, arrivals) == 2 * PSHM_CACHE_LINE &&
                   sizeof(((struct coll_ctx *)0)->arrivals) == PSHM_CACHE_LINE,
               "the arrival line is one line of its own");
_Static_assert(offsetof(struct coll_ctx, flat) == 3 * PSHM_CACHE_LINE, "flat slots after it");
_Static_assert(COLL_FLAT_BYTES % PSHM_CACHE_LINE == 0, "flat slots on their own lines");
_Static_assert(COLL_FLAT_SLOTS >= 2, "a flat slot is not rewritten by the next step");
_Static_assert(offsetof(struct coll_ctx, data) % 16 == 0, "data is 16-aligned");

/* Rank r's contexts start (r % COLL_CTX_COLOURS) * COLL_CTX_COLOUR_BYTES
 * into its collectives area, not at the same offset in every rank's. A
 * load whose low 12 address bits match those of an older store that is
 * not yet committed can be held until it is (4K aliasing, on the test
 * machine's CPU), and a flat step stores this rank's up, then loads the
 * members' up words: at one offset for all, every such load waited for
 * the store, whose line the members were reading (2 ranks,
 * gex_Coll_BarrierNB + Wait loop, near state, interleaved: 56-66 -> 37-52
 * ns a barrier). 448 bytes is 7 lines: no two colours' up lines share a
 * page offset, nor one's up line another's args line (page offset 192 of
 * a context). */
#define COLL_CTX_COLOURS      8u
#define COLL_CTX_COLOUR_BYTES 448u
_Static_assert(COLL_CTX_COLOUR_BYTES % PSHM_CACHE_LINE == 0, "contexts stay line-aligned");
_Static_assert((COLL_CTX_COLOURS - 1) * COLL_CTX_COLOUR_BYTES +
                       COLL_MAX_TEAMS * sizeof(struct coll_ctx) <=
                   PSHM_CTRL_COLL_BYTES,
               "the coloured contexts fit the collectives area");
_Static_assert(offsetof(struct coll_ctx, args) % 4096 == 192, "the args line's page offset, above");

/* Rank r's context for team slot id, as mapped in this process. */
static inline struct coll_ctx *coll_ctx(uint32_t r, uint32_t id)
{
    char *area = (char *)pshm_ctrl(r) + PSHM_CTRL_COLL;
    return (struct coll_ctx *)(area + (r % COLL_CTX_COLOURS) * COLL_CTX_COLOUR_BYTES) + id;
}

#endif
