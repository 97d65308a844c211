/* bind.c - see bind.h. */
#include "bootstrap/bind.h"

#include <stdio.h>
#include <string.h>

#include "pshm/alloc.h"
#include "pshm/err.h"

static unsigned count(hwloc_topology_t topo, hwloc_obj_type_t type)
{
    int n = hwloc_get_nbobjs_by_type(topo, type);
    return n > 0 ? (unsigned)n : 0;
}

static const char *plural(unsigned n, const char *one, const char *many)
{
    return n == 1 ? one : many;
}

int boot_topo_load(struct boot_topo *t)
{
    memset(t, 0, sizeof *t);
    if (hwloc_topology_init(&t->topo) != 0)
        return pshm_err(PSHM_ENOMEM, "hwloc_topology_init failed");
    /* Only what we need: no I/O devices, which are slow to discover. */
    hwloc_topology_set_io_types_filter(t->topo, HWLOC_TYPE_FILTER_KEEP_NONE);
#if HWLOC_API_VERSION >= 0x00020500
    /* Only the CPUs this process may run on: `taskset -c 2,3 pshmrun ...`
     * places the ranks on CPUs 2 and 3 and counts 2 of them (hwloc alone
     * honours a cpuset cgroup, not the launcher's own affinity). */
    hwloc_topology_set_flags(t->topo, HWLOC_TOPOLOGY_FLAG_IS_THISSYSTEM |
                                          HWLOC_TOPOLOGY_FLAG_RESTRICT_TO_CPUBINDING);
#endif
    if (hwloc_topology_load(t->topo) != 0) {
        hwloc_topology_destroy(t->topo);
        t->topo = NULL;
        return pshm_err(PSHM_ENOMEM, "hwloc_topology_load failed");
    }
    t->ncores = count(t->topo, HWLOC_OBJ_CORE);
    t->npus = count(t->topo, HWLOC_OBJ_PU);
    t->nnuma = count(t->topo, HWLOC_OBJ_NUMANODE);
    t->npackages = count(t->topo, HWLOC_OBJ_PACKAGE);
    if (!t->ncores)
        t->ncores = t->npus ? t->npus : 1;
    if (!t->npus)
        t->npus = t->ncores;
    snprintf(t->desc, sizeof t->desc, "%u %s, %u NUMA %s, %u %s, %u %s", t->npackages,
             plural(t->npackages, "package", "packages"), t->nnuma,
             plural(t->nnuma, "node", "nodes"), t->ncores, plural(t->ncores, "core", "cores"),
             t->npus, plural(t->npus, "PU", "PUs"));
    return 0;
}

void boot_topo_free(struct boot_topo *t)
{
    if (t->topo)
        hwloc_topology_destroy(t->topo);
    t->topo = NULL;
}

static int numa_of(hwloc_obj_t core)
{
    if (!core || !core->nodeset || hwloc_bitmap_iszero(core->nodeset))
        return -1;
    return hwloc_bitmap_first(core->nodeset);
}

/* Logical index of core's ancestor of the given type (the collectives group
 * ranks by it), or -1. */
static int ancestor_index(hwloc_topology_t topo, hwloc_obj_t core, hwloc_obj_type_t type)
{
    hwloc_obj_t a = hwloc_get_ancestor_obj_by_type(topo, type, core);
    return a ? (int)a->logical_index : -1;
}

void boot_plan(struct boot_topo *t, uint32_t n, enum boot_bind_mode mode, struct boot_place *places)
{
    /* The default binds when n is at most the number of cores or a
     * multiple of it: every core then runs the same ranks, as many as any
     * other core, for the whole job (beyond the core count rank i shares
     * the (i mod cores)-th core hwloc_distrib spread). Left to the
     * scheduler, such ranks migrate, a core holds 5 of 8 for a while, and
     * every barrier waits for the busiest core (8 ranks on 2 cores,
     * pshmbench coll, 3 interleaved runs, median over the oversubscription
     * floor: barrier 1.12-1.24x unbound, 0.95-1.07x bound; GASNet-1
     * barrier 1.39-1.41x, 1.00-1.07x; reduce-to-all 8 B 1.14-1.42x,
     * 1.00-1.19x). With other counts the default leaves ranks unbound:
     * the scheduler shares 3 ranks fairly over 2 cores, where binding
     * would give one core 2 (a compute phase then took 10.9-11.1 ms bound
     * against 9.3-10.0 ms unbound; 5 ranks 16.2-18.3 against 14.6-14.9). */
    bool bind = mode == BOOT_BIND_CORE ||
                (mode == BOOT_BIND_DEFAULT && (n <= t->ncores || n % t->ncores == 0));
    int unbound_numa = t->nnuma == 1 ? 0 : -1;
    for (uint32_t i = 0; i < n; i++)
        places[i] = (struct boot_place){NULL, -1, unbound_numa, -1, -1};
    if (!bind || !t->topo || !count(t->topo, HWLOC_OBJ_CORE))
        return;
    uint32_t spread = n <= t->ncores ? n : t->ncores;
    hwloc_bitmap_t *sets = pshm_calloc(spread, sizeof *sets);
    hwloc_obj_t root = hwloc_get_root_obj(t->topo);
    int core_depth = hwloc_get_type_depth(t->topo, HWLOC_OBJ_CORE);
    if (!sets || hwloc_distrib(t->topo, &root, 1, sets, spread, core_depth, 0) != 0) {
        pshm_free(sets);
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        /* hwloc_distrib gives each of the first `spread` ranks its share of
         * the cores (one each when there are as many ranks as cores, more
         * when there are fewer: a threaded rank's threads get them, and one
         * rank runs anywhere); beyond the core count ranks share a core. */
        hwloc_obj_t core =
            hwloc_get_obj_inside_cpuset_by_type(t->topo, sets[i % spread], HWLOC_OBJ_CORE, 0);
        if (!core)
            continue;
        places[i].set = hwloc_bitmap_dup(n < t->ncores ? sets[i % spread] : core->cpuset);
        places[i].core = (int)core->logical_index;
        places[i].numa_node = numa_of(core);
        places[i].package = ancestor_index(t->topo, core, HWLOC_OBJ_PACKAGE);
        places[i].l3 = ancestor_index(t->topo, core, HWLOC_OBJ_L3CACHE);
    }
    for (uint32_t i = 0; i < spread; i++)
        hwloc_bitmap_free(sets[i]);
    pshm_free(sets);
}

void boot_plan_free(struct boot_place *places, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (places[i].set)
            hwloc_bitmap_free(places[i].set);
}

int boot_bind_self(struct boot_topo *t, const struct boot_place *p)
{
    if (!p->set || !t->topo)
        return 0;
    if (hwloc_set_cpubind(t->topo, p->set, HWLOC_CPUBIND_PROCESS) != 0)
        return pshm_err(PSHM_EINVAL, "binding to core %d failed", p->core);
    return 0;
}
