/* segment.c - see segment.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "pshm/segment.h"

#include <errno.h>
#include <fcntl.h>
#include <numa.h>
#include <numaif.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/mem_room.h"

/* A segment mapping is left out of core dumps: it is shared (every rank
 * maps every segment, so each core would hold the whole job's memory) and
 * dumping an untouched page would allocate it. */
void pshm_segment_nodump(void *addr, uint64_t len)
{
    if (len)
        (void)madvise(addr, len, MADV_DONTDUMP); /* a hint: its failure changes nothing else */
}

int pshm_segment_map_peers(void)
{
    for (uint32_t r = 0; r < pshm_job.hdr->nranks; r++) {
        uint64_t size = atomic_load_explicit(&pshm_rank_entry(r)->seg_size, memory_order_acquire);
        int rc = pshm_job_map_slot(r, size);
        if (rc)
            return rc;
        pshm_segment_nodump(pshm_seg_base(r), size);
    }
    return 0;
}

/* The owner's NUMA node: the one the supervisor bound it to, otherwise the
 * node it runs on now; -1 without NUMA support. */
static int owner_node(void)
{
    if (numa_available() < 0)
        return -1;
    int node = pshm_rank_entry(pshm_job.rank)->numa_node;
    if (node < 0) {
        int cpu = sched_getcpu();
        node = cpu >= 0 ? numa_node_of_cpu(cpu) : -1;
    }
    return node;
}

/* Place the pages of [addr, +len) on the owner's node whoever touches them
 * first: mbind on a shared memfd mapping sets the file's shared policy, which
 * every process's faults follow. A node named explicitly (not "local") keeps
 * a peer's first store from pulling the page to the peer's node. Preferred,
 * not bound: a full node spills rather than failing. */
void pshm_segment_place(void *addr, uint64_t len)
{
    int node = owner_node();
    if (node < 0)
        return;
    struct bitmask *mask = numa_allocate_nodemask();
    numa_bitmask_setbit(mask, (unsigned)node);
    /* best effort, as placement always was: a kernel that refuses leaves the
     * default policy, which is still correct, only slower across nodes */
    (void)mbind(addr, len, MPOL_PREFERRED, mask->maskp, mask->size + 1, 0);
    numa_bitmask_free(mask);
}

bool pshm_segment_commit_requested(void)
{
    const char *s = getenv("PSHMEX_SEGMENT_COMMIT");
    return s && *s && strcmp(s, "0") != 0;
}

/* PSHMEX_SEGMENT_COMMIT=1: allocate every page now (after placement, so the
 * pages follow the policy) and report a shortage as an attach error. */
static int commit_range(void *addr, uint64_t len)
{
    /* In a memory cgroup the kernel answers a fallocate past the limit with
     * the OOM killer, not an error: look first. (Ranks committing at once
     * each see the room before the others' pages.) */
    uint64_t room = pshm_mem_room(pshm_job.fd);
    if (len > room)
        return pshm_err(PSHM_ENOMEM,
                        "PSHMEX_SEGMENT_COMMIT=1: rank %u's segment needs %llu bytes, only %llu "
                        "can be allocated now (available memory, memory cgroup or file system "
                        "limit): attach a smaller segment or lower GASNET_MAX_SEGSIZE",
                        pshm_job.rank, (unsigned long long)len, (unsigned long long)room);
    off_t off = (off_t)((char *)addr - (char *)pshm_job.hdr);
    if (fallocate(pshm_job.fd, 0, off, (off_t)len) == 0 || errno == EOPNOTSUPP)
        return 0;
    return pshm_err(PSHM_ENOMEM,
                    "PSHMEX_SEGMENT_COMMIT=1: cannot allocate %llu bytes of shared memory for "
                    "rank %u's segment: %s (attach a smaller segment, lower GASNET_MAX_SEGSIZE, "
                    "or free memory)",
                    (unsigned long long)len, pshm_job.rank, strerror(errno));
}

int pshm_segment_attach(uint64_t size, void **addr_p)
{
    uint32_t me = pshm_job.rank;
    char *base = pshm_seg_base(me);
    int rc = pshm_job_map_slot(me, size);
    if (rc)
        return rc;
    /* before anyone can touch a page: peers map it after the attach barrier */
    pshm_segment_place(base, size);
    pshm_segment_nodump(base, size);
    if (pshm_segment_commit_requested()) {
        rc = commit_range(base, size);
        if (rc)
            return rc;
    }
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
