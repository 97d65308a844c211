/* segment.c - see segment.h. */
#include "pshm/segment.h"

#include "pshm/err.h"
#include "pshm/job.h"

int pshm_segment_map_peers(void)
{
    for (uint32_t r = 0; r < pshm_job.hdr->nranks; r++) {
        uint64_t size = atomic_load_explicit(&pshm_rank_entry(r)->seg_size, memory_order_acquire);
        int rc = pshm_job_map_slot(r, size);
        if (rc)
            return rc;
    }
    return 0;
}

int pshm_segment_attach(uint64_t size, void **addr_p)
{
    uint32_t me = pshm_job.rank;
    char *base = pshm_seg_base(me);
    int rc = pshm_job_map_slot(me, size);
    if (rc)
        return rc;
    rc = pshm_job_back_range(base, size, "the segment");
    if (rc)
        return rc;
    struct pshm_rank_entry *e = pshm_rank_entry(me);
    atomic_store_explicit(&e->seg_owner_addr, (uint64_t)(uintptr_t)base, memory_order_relaxed);
    /* release: pairs with the acquire of the bootstrap barrier's arrivals */
    atomic_store_explicit(&e->seg_size, size, memory_order_release);
    *addr_p = base;
    return 0;
}

void pshm_segment_query(uint32_t r, void **owner_p, void **local_p, uint64_t *size_p)
{
    struct pshm_rank_entry *e = pshm_rank_entry(r);
    uint64_t size = atomic_load_explicit(&e->seg_size, memory_order_acquire);
    uint64_t owner = atomic_load_explicit(&e->seg_owner_addr, memory_order_relaxed);
    if (owner_p)
        *owner_p = (void *)(uintptr_t)owner;
    if (local_p)
        *local_p = size ? pshm_job_peer_addr(r, owner) : NULL;
    if (size_p)
        *size_p = size;
}
