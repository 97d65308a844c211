/* segdir.h - segments made by gex_Segment_Create, and the per-rank
 * directory through which peers find the segments bound to a rank's
 * endpoints other than the primordial one.
 *
 * A library-allocated segment is a memfd of its own (shmseg below): the
 * owner creates, sizes, maps and places it on its NUMA node; a peer opens
 * the owner's descriptor through /proc/<pid>/fd/<fd>, checks that it is
 * the same file (device and inode in the directory entry) and maps it,
 * at the owner's address when that range is free. Destroy truncates the
 * file to 0 bytes: the memory is freed at once even while peers still map
 * it (their next access faults instead of reaching freed memory), and
 * peers drop the empty mapping when they notice the entry changed.
 *
 * The directory (struct pshm_segdir_entry[PSHM_SEGDIR_ENTRIES], at
 * pshm_ctrl(r) + PSHM_CTRL_SEGDIR) has one entry per endpoint index of
 * rank r. Entry 0 holds a created segment bound to the primordial
 * endpoint of a rank that did not call gex_Segment_Attach; Attach's segment
 * is in the rank entry instead.
 */
#ifndef PSHM_SEGDIR_H
#define PSHM_SEGDIR_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "pshm/job.h"

/* A library-allocated segment in this process. */
struct pshm_shmseg {
    int fd;       /* the memfd, open until destroy (peers open it through /proc) */
    uint64_t dev; /* its identity, checked by peers */
    uint64_t ino;
    void *addr; /* our mapping */
    uint64_t len;
};

/* Create, map and place a memfd segment of len bytes (a page multiple). */
int pshm_shmseg_create(uint64_t len, struct pshm_shmseg *s);
/* Unmap it here, free its memory (truncate to 0) and close it. */
void pshm_shmseg_destroy(struct pshm_shmseg *s);

/* Where a bound segment of one endpoint lies: [owner_addr, +size) in a
 * mapping [map_addr, +map_len) of the owner; ino 0: the mapping is the job
 * area itself (a client segment inside the primordial segment), no file to
 * open; private_mem 1: client memory private to the owner (malloc, stack,
 * a private mapping), which no peer can map or reach. */
struct pshm_segdir_where {
    uint64_t owner_addr;
    uint64_t size;
    uint64_t map_addr;
    uint64_t map_len;
    uint64_t dev;
    uint64_t ino;
    int32_t fd;
    uint32_t private_mem;
};

/* What a directory entry describes, as read by one rank. */
struct pshm_segdir_desc {
    uint64_t gen; /* non-zero, unique per rank: a new value for every bind */
    struct pshm_segdir_where where;
};

/* The shared entry. Contract: written only by the owner rank, in the slow
 * path of gex_EP_BindSegment / gex_Segment_Destroy: bind writes `where`
 * while gen is 0, then gen (release); unbind stores gen 0 (release).
 * Readers (any rank) load gen (acquire), copy `where`, then load gen
 * again after an acquire fence: equal and non-zero means the copy is one
 * consistent bind. The spec forbids using an endpoint while its segment is
 * bound or destroyed, so the re-check only guards against misuse. */
struct pshm_segdir_entry {
    _Atomic uint64_t gen;
    struct pshm_segdir_where where;
};
_Static_assert(sizeof(struct pshm_segdir_entry) == PSHM_CACHE_LINE, "one line per entry");

#define PSHM_SEGDIR_ENTRIES (PSHM_CTRL_SEGDIR_BYTES / sizeof(struct pshm_segdir_entry))
_Static_assert(PSHM_SEGDIR_ENTRIES >= 64, "room for 64 endpoints per rank");

/* Owner: publish d (its gen is set here) as endpoint ep's bound segment. */
void pshm_segdir_bind(unsigned ep, struct pshm_segdir_desc *d);
/* Owner: endpoint ep has no bound segment any more. */
void pshm_segdir_unbind(unsigned ep);
/* A consistent copy of rank r's entry ep; false if ep has no bound segment. */
bool pshm_segdir_read(uint32_t r, unsigned ep, struct pshm_segdir_desc *d);
/* The current gen of rank r's entry ep (0: unbound). */
uint64_t pshm_segdir_gen(uint32_t r, unsigned ep);

/* Map the mapping that holds rank r's segment d into this process;
 * *map_p receives where (for ino 0: the job area, nothing is mapped).
 * Errors name the requirement (same user, /proc). */
int pshm_segdir_map(uint32_t r, const struct pshm_segdir_desc *d, void **map_p);
/* Undo pshm_segdir_map. */
void pshm_segdir_unmap(const struct pshm_segdir_desc *d, void *map);

#endif
