/* segment.h - a rank's segment inside its slot of the job area. */
#ifndef PSHM_SEGMENT_H
#define PSHM_SEGMENT_H

#include <stdbool.h>
#include <stdint.h>

/* Map `size` bytes (a page multiple, <= the job's max) of our slot's
 * segment and publish address and size in our rank entry. The memory is
 * reserved, not committed: a page is allocated when first touched, by
 * whichever rank, on our NUMA node (the mapping's shared policy names it).
 * PSHMEX_SEGMENT_COMMIT=1 allocates every page now and reports a shortage
 * as an error. Installs the SIGBUS report of segment_fault.h. Peers may
 * rely on the segment after the next bootstrap barrier. */
int pshm_segment_attach(uint64_t size, void **addr_p);
/* PSHMEX_SEGMENT_COMMIT is set to something other than 0. */
bool pshm_segment_commit_requested(void);

/* After the attach barrier: map every rank's control area and published
 * segment into this process. */
int pshm_segment_map_peers(void);

/* What rank r published: its segment's owner address and size (0: none),
 * and where that segment is mapped in this process. */
void pshm_segment_query(uint32_t r, void **owner_p, void **local_p, uint64_t *size_p);

/* Place the pages of a shared mapping [addr, +len) on this rank's NUMA
 * node whoever touches them first (the file's shared policy; best effort). */
void pshm_segment_place(void *addr, uint64_t len);
/* Leave a shared segment mapping out of core dumps (a hint). */
void pshm_segment_nodump(void *addr, uint64_t len);

#endif
