/* bind.h - host topology and rank placement, through hwloc. */
#ifndef BOOT_BIND_H
#define BOOT_BIND_H

#include <hwloc.h>
#include <stdbool.h>
#include <stdint.h>

enum boot_bind_mode { BOOT_BIND_DEFAULT, BOOT_BIND_CORE, BOOT_BIND_NONE };

struct boot_topo {
    hwloc_topology_t topo;
    unsigned ncores, npus, nnuma, npackages; /* allowed to this process */
    char desc[120];                          /* "1 package, 1 NUMA node, 2 cores, 2 PUs" */
};

/* One rank's placement. set is NULL when the rank is not bound. */
struct boot_place {
    hwloc_bitmap_t set;
    int core;      /* logical index of the core, -1 if unbound */
    int numa_node; /* OS index of its NUMA node, -1 if unknown */
    int package;   /* logical index of its package, -1 if unknown */
    int l3;        /* logical index of its L3 cache, -1 if none or unknown */
};

int boot_topo_load(struct boot_topo *t);
void boot_topo_free(struct boot_topo *t);

/* Plan n ranks: BOOT_BIND_DEFAULT binds when n <= cores or n is a
 * multiple of the core count, as BOOT_BIND_CORE always does. Cores are
 * the topology's (boot_topo_load: those this process may run on), chosen
 * with hwloc_distrib, which spreads ranks across packages and NUMA nodes
 * before filling one; beyond the core count ranks share cores in turn.
 * places[] must hold n entries. */
void boot_plan(struct boot_topo *t, uint32_t n, enum boot_bind_mode mode,
               struct boot_place *places);
void boot_plan_free(struct boot_place *places, uint32_t n);

/* In the forked child: bind the whole process to its planned cpuset. */
int boot_bind_self(struct boot_topo *t, const struct boot_place *p);

#endif
