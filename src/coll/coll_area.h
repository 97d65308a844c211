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
 * Buffer reuse: r rewrites `data` in the up phase of step s only after each
 * child's down >= s-1 (they have copied what r published in step s-1); it
 * rewrites it in the down phase of s only after its parent's down >= s,
 * which implies the parent has consumed r's up-phase data of step s.
 */
#ifndef COLL_AREA_H
#define COLL_AREA_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "pshm/job.h"

#define COLL_MAX_TEAMS 32       /* team slots per rank (the primordial team is slot 0) */
#define COLL_DATA_BYTES 16384u  /* data moved per step */

struct coll_ctx {
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t up;
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t down;
    _Alignas(PSHM_CACHE_LINE) unsigned char data[COLL_DATA_BYTES];
};
_Static_assert(offsetof(struct coll_ctx, down) == PSHM_CACHE_LINE, "up and down on own lines");
_Static_assert(offsetof(struct coll_ctx, data) % 16 == 0, "data is 16-aligned");
_Static_assert(COLL_MAX_TEAMS * sizeof(struct coll_ctx) <= PSHM_CTRL_COLL_BYTES,
               "the team contexts fit the control area");

/* Rank r's context for team slot id, as mapped in this process. */
static inline struct coll_ctx *coll_ctx(uint32_t r, uint32_t id)
{
    return (struct coll_ctx *)((char *)pshm_ctrl(r) + PSHM_CTRL_COLL) + id;
}

#endif
