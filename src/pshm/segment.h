/* segment.h - a rank's segment inside its slot of the job area. */
#ifndef PSHM_SEGMENT_H
#define PSHM_SEGMENT_H

#include <stdint.h>

/* Back `size` bytes (a page multiple, <= the job's max) of our slot's
 * segment on our NUMA node and publish address and size in our rank entry.
 * Peers may rely on it after the next bootstrap barrier. */
int pshm_segment_attach(uint64_t size, void **addr_p);

/* After the attach barrier: map every rank's control area and published
 * segment into this process. */
int pshm_segment_map_peers(void);

/* What rank r published: its segment's owner address and size (0: none),
 * and where that segment is mapped in this process. */
void pshm_segment_query(uint32_t r, void **owner_p, void **local_p, uint64_t *size_p);

#endif
