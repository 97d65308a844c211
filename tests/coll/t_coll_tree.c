/* t_coll_tree: unit test of coll_tree_build (src/coll/coll_tree.h), the
 * topology-shaped tree every team's collectives run over.
 *
 *   t_coll_tree [SEED]        (a plain program: no job, no pshmrun)
 *   t_coll_tree --export-xml SYNTHETIC FILE
 *                             (a helper for coll.sh, not a test: write the
 *                             hwloc XML of a synthetic machine, for
 *                             HWLOC_XMLFILE)
 *
 * Machines are hwloc synthetic topologies (hwloc_topology_set_synthetic).
 * Team ranks are placed on cores four ways:
 *   - in order (rank i on core i mod #cores);
 *   - round-robin across packages (rank i in package i mod #packages, on
 *     that package's next core);
 *   - as hwloc_distrib spreads them (what pshmrun's binding does);
 *   - a seeded random permutation of the cores.
 * Each rank's locality is built as the library builds it from its core:
 * package = logical index of the PACKAGE ancestor, numa = first bit of the
 * core's nodeset, l3 = logical index of the L3CACHE ancestor (-1 where the
 * machine has none). Team sizes 1, 2, 3, 5, 8, 16, #cores, #cores+3 and
 * 1024 (more ranks than cores: ranks share cores); radix 2, 3, 4 (the
 * engine's) and 8. Also: every locality unknown (-1), and a mix of known
 * and unknown ("unbound") ranks.
 *
 * Checked for every tree (coll_tree.h's contract; "group" = the ranks with
 * equal values at that level and above, -1 being an ordinary value since all
 * unknowns group together):
 *  T1 rank 0 is the root (parent -1) and the only rank without a parent;
 *     every parent is a team rank other than the rank itself;
 *  T2 following parents from any rank reaches rank 0 within n steps (so the
 *     tree is connected and acyclic);
 *  T3 groups keep team-rank order: every parent has a lower rank than its
 *     child (each group's subtree is rooted at its lowest rank, and groups
 *     are linked in the order of their lowest ranks);
 *  T4 L3 level: in every (package, numa, l3) group, every rank but the
 *     group's lowest has its parent inside the group;
 *  T5 NUMA level: the lowest rank of an L3 group that is not the lowest of
 *     its (package, numa) group has as parent the lowest rank of another L3
 *     group of the same (package, numa) group;
 *  T6 package level: the lowest rank of a (package, numa) group that is not
 *     the lowest of its package has as parent the lowest rank of another
 *     (package, numa) group of the same package;
 *  T7 top level: the lowest rank of a package group other than rank 0 has
 *     as parent the lowest rank of another package group;
 *     (T4-T7: traffic inside a cache / NUMA node / package stays there, and
 *     only group roots talk across);
 *  T8 fan-out: for every rank, each of its four kinds of children (same L3
 *     group members, L3-group roots, NUMA-group roots, package roots)
 *     numbers at most radix;
 *  T9 depth: no deeper than the sum over the four levels of the depth of a
 *     complete radix-ary tree over the most items linked at that level (a
 *     radix-ary tree, i.e. balanced, not a chain);
 *  T10 deterministic: a second build gives the same array, whatever the
 *     array held before (every entry is written); loc is not modified.
 * Plus: n = 0 writes nothing; n = 1 gives {-1}.
 */
#define TAP_NO_GASNET
#include "../tap.h"

#include <hwloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "coll/coll_tree.h"

#define MAXN 1024

static uint64_t seed0 = 0x7EE5EED5ull;

static uint64_t rnd(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

/* ---------------------------------------------------------------- */
/* Verification                                                       */
/* ---------------------------------------------------------------- */

static char why[300];
#define WHY(...) (snprintf(why, sizeof why, __VA_ARGS__), why)

static int same(const struct coll_locality *a, const struct coll_locality *b, int level)
{
    if (a->package != b->package)
        return 0;
    if (level >= 1 && a->numa != b->numa)
        return 0;
    if (level >= 2 && a->l3 != b->l3)
        return 0;
    return 1;
}

/* lowest[level][i]: the lowest rank of i's group at level (0 package, 1
 * (package, numa), 2 (package, numa, l3)). */
static uint32_t lowest[3][MAXN];

static void groups(uint32_t n, const struct coll_locality *loc)
{
    for (int lv = 0; lv < 3; lv++)
        for (uint32_t i = 0; i < n; i++) {
            uint32_t j = 0;
            while (!same(&loc[j], &loc[i], lv))
                j++;
            lowest[lv][i] = j;
        }
}

/* Depth of a complete radix-ary tree of m nodes (0 for m <= 1). */
static unsigned kdepth(uint32_t m, unsigned radix)
{
    unsigned d = 0;
    uint64_t cap = 1, level = 1;
    while (cap < m) {
        level *= radix;
        cap += level;
        d++;
    }
    return d;
}

static const char *verify(uint32_t n, const struct coll_locality *loc, unsigned radix,
                          const int32_t *parent)
{
    /* T1 */
    if (parent[0] != -1)
        return WHY("T1: parent[0] = %d, want -1", parent[0]);
    for (uint32_t i = 1; i < n; i++)
        if (parent[i] < 0 || (uint32_t)parent[i] >= n || (uint32_t)parent[i] == i)
            return WHY("T1: parent[%u] = %d", i, parent[i]);
    /* T2 */
    unsigned maxdepth = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t r = i;
        unsigned steps = 0;
        while (r != 0 && steps <= n) {
            r = (uint32_t)parent[r];
            steps++;
        }
        if (r != 0)
            return WHY("T2: rank %u does not reach rank 0 (a cycle)", i);
        if (steps > maxdepth)
            maxdepth = steps;
    }
    /* T3 */
    for (uint32_t i = 1; i < n; i++)
        if ((uint32_t)parent[i] > i)
            return WHY("T3: parent[%u] = %d is a higher rank", i, parent[i]);
    groups(n, loc);
    for (uint32_t i = 1; i < n; i++) {
        uint32_t p = (uint32_t)parent[i];
        if (lowest[2][i] != i) { /* T4 */
            if (!same(&loc[p], &loc[i], 2))
                return WHY("T4: rank %u (pkg %d numa %d l3 %d) has parent %u (pkg %d numa %d l3 "
                           "%d) outside its L3 group",
                           i, loc[i].package, loc[i].numa, loc[i].l3, p, loc[p].package,
                           loc[p].numa, loc[p].l3);
        } else if (lowest[1][i] != i) { /* T5 */
            if (!same(&loc[p], &loc[i], 1) || lowest[2][p] != p || same(&loc[p], &loc[i], 2))
                return WHY("T5: L3-group root %u (pkg %d numa %d l3 %d) has parent %u (pkg %d "
                           "numa %d l3 %d), not another L3-group root of its NUMA group",
                           i, loc[i].package, loc[i].numa, loc[i].l3, p, loc[p].package,
                           loc[p].numa, loc[p].l3);
        } else if (lowest[0][i] != i) { /* T6 */
            if (!same(&loc[p], &loc[i], 0) || lowest[1][p] != p || same(&loc[p], &loc[i], 1))
                return WHY("T6: NUMA-group root %u (pkg %d numa %d) has parent %u (pkg %d numa "
                           "%d), not another NUMA-group root of its package",
                           i, loc[i].package, loc[i].numa, p, loc[p].package, loc[p].numa);
        } else { /* T7 */
            if (lowest[0][p] != p || same(&loc[p], &loc[i], 0))
                return WHY("T7: package root %u (pkg %d) has parent %u (pkg %d), not another "
                           "package root",
                           i, loc[i].package, p, loc[p].package);
        }
    }
    /* T8 */
    static unsigned kids[MAXN][4];
    memset(kids, 0, sizeof kids[0] * n);
    for (uint32_t i = 1; i < n; i++) {
        int kind = lowest[2][i] != i ? 0 : lowest[1][i] != i ? 1 : lowest[0][i] != i ? 2 : 3;
        if (++kids[parent[i]][kind] > radix)
            return WHY("T8: rank %d has more than %u children of kind %d", parent[i], radix, kind);
    }
    /* T9: the most items linked at each level */
    uint32_t m[4] = {0, 0, 0, 0};
    for (uint32_t g = 0; g < n; g++) {
        uint32_t c[4] = {0, 0, 0, 0};
        for (uint32_t i = 0; i < n; i++) {
            if (lowest[2][g] == g && lowest[2][i] == g)
                c[0]++; /* members of L3 group g */
            if (lowest[1][g] == g && lowest[1][i] == g && lowest[2][i] == i)
                c[1]++; /* L3 groups in NUMA group g */
            if (lowest[0][g] == g && lowest[0][i] == g && lowest[1][i] == i)
                c[2]++; /* NUMA groups in package g */
        }
        if (g == 0)
            for (uint32_t i = 0; i < n; i++)
                c[3] += lowest[0][i] == i; /* packages */
        for (int k = 0; k < 4; k++)
            if (c[k] > m[k])
                m[k] = c[k];
    }
    unsigned bound = 0;
    for (int k = 0; k < 4; k++)
        bound += kdepth(m[k], radix);
    if (maxdepth > bound)
        return WHY("T9: depth %u > %u (levels link at most %u, %u, %u, %u items)", maxdepth, bound,
                   m[0], m[1], m[2], m[3]);
    return NULL;
}

/* Build (twice, T10) and verify; NULL if right. */
static const char *build_verify(uint32_t n, const struct coll_locality *loc, unsigned radix)
{
    static int32_t p1[MAXN], p2[MAXN];
    static struct coll_locality copy[MAXN];
    memcpy(copy, loc, n * sizeof *loc);
    memset(p1, 0x7f, sizeof p1);
    for (uint32_t i = 0; i < MAXN; i++)
        p2[i] = -2 - (int32_t)i;
    coll_tree_build(n, loc, radix, p1);
    coll_tree_build(n, loc, radix, p2);
    if (memcmp(copy, loc, n * sizeof *loc))
        return WHY("T10: coll_tree_build modified loc");
    if (memcmp(p1, p2, n * sizeof *p1)) {
        uint32_t i = 0;
        while (p1[i] == p2[i])
            i++;
        return WHY("T10: two builds differ at rank %u (%d vs %d)", i, p1[i], p2[i]);
    }
    if (n < MAXN && p1[n] != 0x7f7f7f7f)
        return WHY("coll_tree_build wrote past parent[n - 1]");
    return verify(n, loc, radix, p1);
}

/* ---------------------------------------------------------------- */
/* Machines and placements                                            */
/* ---------------------------------------------------------------- */

struct machine {
    hwloc_topology_t topo;
    unsigned ncores, npack;
    hwloc_obj_t *core;          /* [ncores], logical order */
    struct coll_locality *cloc; /* [ncores] */
};

static int machine_load(struct machine *m, const char *synth)
{
    memset(m, 0, sizeof *m);
    if (hwloc_topology_init(&m->topo) || hwloc_topology_set_synthetic(m->topo, synth) ||
        hwloc_topology_load(m->topo))
        return -1;
    int nc = hwloc_get_nbobjs_by_type(m->topo, HWLOC_OBJ_CORE);
    int np = hwloc_get_nbobjs_by_type(m->topo, HWLOC_OBJ_PACKAGE);
    if (nc <= 0)
        return -1;
    m->ncores = (unsigned)nc;
    m->npack = np > 0 ? (unsigned)np : 0;
    m->core = calloc(m->ncores, sizeof *m->core);
    m->cloc = calloc(m->ncores, sizeof *m->cloc);
    for (unsigned i = 0; i < m->ncores; i++) {
        hwloc_obj_t c = hwloc_get_obj_by_type(m->topo, HWLOC_OBJ_CORE, i);
        hwloc_obj_t p = hwloc_get_ancestor_obj_by_type(m->topo, HWLOC_OBJ_PACKAGE, c);
        hwloc_obj_t l3 = hwloc_get_ancestor_obj_by_type(m->topo, HWLOC_OBJ_L3CACHE, c);
        m->core[i] = c;
        m->cloc[i].package = p ? (int32_t)p->logical_index : -1;
        m->cloc[i].numa = c->nodeset && !hwloc_bitmap_iszero(c->nodeset)
                              ? (int32_t)hwloc_bitmap_first(c->nodeset)
                              : -1;
        m->cloc[i].l3 = l3 ? (int32_t)l3->logical_index : -1;
    }
    return 0;
}

static void machine_free(struct machine *m)
{
    free(m->core);
    free(m->cloc);
    if (m->topo)
        hwloc_topology_destroy(m->topo);
}

enum { P_ORDER, P_RR, P_DISTRIB, P_RANDOM, NPLACE };
static const char *const place_name[NPLACE] = {"in order", "round-robin across packages",
                                               "as hwloc_distrib spreads them",
                                               "randomly permuted"};

/* core index of each of n ranks */
static void place(struct machine *m, int how, uint32_t n, unsigned *corei)
{
    switch (how) {
    case P_ORDER:
        for (uint32_t i = 0; i < n; i++)
            corei[i] = i % m->ncores;
        return;
    case P_RR: {
        unsigned np = m->npack ? m->npack : 1;
        unsigned *next = calloc(np, sizeof *next);
        for (uint32_t i = 0; i < n; i++) {
            unsigned pk = i % np, seen = 0;
            /* the (next[pk] mod count)-th core of package pk */
            unsigned cnt = 0;
            for (unsigned c = 0; c < m->ncores; c++)
                cnt += m->npack == 0 || (unsigned)m->cloc[c].package == pk;
            unsigned want = next[pk]++ % cnt;
            for (unsigned c = 0; c < m->ncores; c++)
                if (m->npack == 0 || (unsigned)m->cloc[c].package == pk) {
                    if (seen++ == want) {
                        corei[i] = c;
                        break;
                    }
                }
        }
        free(next);
        return;
    }
    case P_DISTRIB: {
        uint32_t spread = n < m->ncores ? n : m->ncores;
        hwloc_bitmap_t *sets = calloc(spread, sizeof *sets);
        hwloc_obj_t root = hwloc_get_root_obj(m->topo);
        int depth = hwloc_get_type_depth(m->topo, HWLOC_OBJ_CORE);
        hwloc_distrib(m->topo, &root, 1, sets, spread, depth, 0);
        for (uint32_t i = 0; i < n; i++) {
            hwloc_obj_t c =
                hwloc_get_obj_inside_cpuset_by_type(m->topo, sets[i % spread], HWLOC_OBJ_CORE, 0);
            corei[i] = c ? c->logical_index : 0;
        }
        for (uint32_t i = 0; i < spread; i++)
            hwloc_bitmap_free(sets[i]);
        free(sets);
        return;
    }
    default: {
        unsigned *perm = malloc(m->ncores * sizeof *perm);
        uint64_t s = seed0 ^ (n * 0x9E3779B97F4A7C15ull) ^ m->ncores;
        for (unsigned c = 0; c < m->ncores; c++)
            perm[c] = c;
        for (unsigned c = m->ncores; c > 1; c--) {
            unsigned j = (unsigned)(rnd(&s) % c), t = perm[c - 1];
            perm[c - 1] = perm[j];
            perm[j] = t;
        }
        for (uint32_t i = 0; i < n; i++)
            corei[i] = perm[i % m->ncores];
        free(perm);
        return;
    }
    }
}

static const unsigned radixes[] = {2, 3, 4, 8};
#define NRADIX 4

/* ---------------------------------------------------------------- */

static struct coll_locality loc[MAXN];
static unsigned corei[MAXN];

static void test_machine(const char *synth)
{
    struct machine m;
    if (machine_load(&m, synth)) {
        ok(0, "hwloc loads the synthetic machine \"%s\"", synth);
        machine_free(&m);
        return;
    }
    unsigned nnuma = (unsigned)hwloc_get_nbobjs_by_type(m.topo, HWLOC_OBJ_NUMANODE);
    unsigned nl3 = (unsigned)hwloc_get_nbobjs_by_type(m.topo, HWLOC_OBJ_L3CACHE);
    note("\"%s\": %u cores, %u packages, %u NUMA nodes, %u L3", synth, m.ncores, m.npack, nnuma,
         nl3);
    uint32_t sizes[] = {1, 2, 3, 5, 8, 16, m.ncores, m.ncores + 3, MAXN};
    for (int how = 0; how < NPLACE; how++) {
        const char *bad = NULL;
        char first[400] = "";
        unsigned trees = 0;
        for (unsigned si = 0; si < sizeof sizes / sizeof sizes[0] && !bad; si++) {
            uint32_t n = sizes[si] > MAXN ? MAXN : sizes[si];
            place(&m, how, n, corei);
            for (uint32_t i = 0; i < n; i++)
                loc[i] = m.cloc[corei[i]];
            for (int ri = 0; ri < NRADIX && !bad; ri++) {
                trees++;
                bad = build_verify(n, loc, radixes[ri]);
                if (bad)
                    snprintf(first, sizeof first, "n %u radix %u: %s", n, radixes[ri], bad);
            }
        }
        if (!ok(!bad, "\"%s\", ranks %s: T1-T10 hold (%u trees)", synth, place_name[how], trees))
            diag("%s", first);
    }
    machine_free(&m);
}

/* Locality of an unbound rank, as pshmrun records it. */
static const struct coll_locality unknown = {-1, -1, -1};

static void test_unknown(void)
{
    static const uint32_t sizes[] = {1, 2, 7, 64, MAXN};
    const char *bad = NULL;
    char first[400] = "";
    for (unsigned si = 0; si < 5 && !bad; si++) {
        uint32_t n = sizes[si];
        for (uint32_t i = 0; i < n; i++)
            loc[i] = unknown;
        for (int ri = 0; ri < NRADIX && !bad; ri++)
            if ((bad = build_verify(n, loc, radixes[ri])))
                snprintf(first, sizeof first, "n %u radix %u: %s", n, radixes[ri], bad);
    }
    if (!ok(!bad, "every locality unknown (-1), n 1 2 7 64 1024: T1-T10 hold"))
        diag("%s", first);

    /* mixed: a real machine with every third rank unbound, or only the
     * package unknown for some */
    struct machine m;
    bad = NULL;
    if (machine_load(&m, "pack:2 numa:2 l3:1 core:8 pu:1") == 0) {
        uint64_t s = seed0 ^ 0x1234;
        static const uint32_t ms[] = {2, 5, 31, 100, MAXN};
        for (unsigned si = 0; si < 5 && !bad; si++) {
            uint32_t n = ms[si];
            for (uint32_t i = 0; i < n; i++) {
                loc[i] = m.cloc[rnd(&s) % m.ncores];
                uint64_t v = rnd(&s) % 6;
                if (v == 0)
                    loc[i] = unknown;
                else if (v == 1)
                    loc[i].package = -1;
                else if (v == 2)
                    loc[i].l3 = -1;
            }
            for (int ri = 0; ri < NRADIX && !bad; ri++)
                if ((bad = build_verify(n, loc, radixes[ri])))
                    snprintf(first, sizeof first, "n %u radix %u: %s", n, radixes[ri], bad);
        }
    } else {
        bad = "cannot load the machine";
        snprintf(first, sizeof first, "%s", bad);
    }
    machine_free(&m);
    if (!ok(!bad, "known and unknown localities mixed (random placement, some fields -1): "
                  "T1-T10 hold"))
        diag("%s", first);
}

static void test_small(void)
{
    int32_t p[4] = {11, 22, 33, 44};
    struct coll_locality l[2] = {{0, 0, 0}, {1, 1, 1}};
    coll_tree_build(0, l, 4, p);
    ok(p[0] == 11 && p[1] == 22, "n = 0: nothing written");
    coll_tree_build(1, l, 4, p);
    ok(p[0] == -1 && p[1] == 22, "n = 1: parent = {-1}, nothing else written (got %d, %d)", p[0],
       p[1]);
    coll_tree_build(2, l, 4, p);
    ok(p[0] == -1 && p[1] == 0 && p[2] == 33,
       "n = 2 in different packages: {-1, 0} (got %d, %d, %d)", p[0], p[1], p[2]);
    /* 1024 ranks on 8 packages x 4 cores: 32 ranks per core; the package
     * roots are ranks 0..7 (in order placement), linked 8 at most radix */
    struct machine m;
    if (machine_load(&m, "pack:8 core:4 pu:1") == 0) {
        for (uint32_t i = 0; i < MAXN; i++)
            loc[i] = m.cloc[(i / 4) % m.ncores]; /* 4 consecutive ranks per core */
        const char *bad = build_verify(MAXN, loc, 4);
        if (!ok(!bad, "1024 ranks, 4 per core on pack:8 core:4: T1-T10 hold"))
            diag("%s", bad);
    } else {
        ok(0, "hwloc loads pack:8 core:4");
    }
    machine_free(&m);
}

/* coll.sh's helper: the XML of a synthetic machine; 0 on success. */
static int export_xml(const char *synth, const char *file)
{
    hwloc_topology_t t;
    if (hwloc_topology_init(&t))
        return 1;
    int rc = hwloc_topology_set_synthetic(t, synth) || hwloc_topology_load(t) ||
             hwloc_topology_export_xml(t, file, 0);
    hwloc_topology_destroy(t);
    if (rc)
        fprintf(stderr, "t_coll_tree: cannot export \"%s\" to %s\n", synth, file);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--export-xml") == 0)
        return export_xml(argv[2], argv[3]);
    if (argc > 1)
        seed0 = strtoull(argv[1], NULL, 0);
    note("coll_tree_build on synthetic machines; seed 0x%llx (pass it as argv[1] to repeat)",
         (unsigned long long)seed0);
    test_small();
    static const char *const machines[] = {
        "pack:2 numa:2 l3:1 core:8 pu:1", /* 2 packages, 2 NUMA nodes each, an L3 per node */
        "pack:1 numa:1 l3:2 core:4 pu:1", /* 1 node, 2 L3s */
        "pack:1 l3:1 numa:4 core:2 pu:1", /* one L3 over 4 NUMA nodes */
        "pack:4 l3:2 core:3 pu:2",        /* SMT, 3-core L3s, 1 NUMA node */
        "pack:2 core:4 pu:1",             /* no L3 */
        "core:6 pu:2",                    /* no package, no L3 */
        "pack:4 numa:2 l3:2 core:8 pu:2", /* 128 cores */
    };
    for (unsigned i = 0; i < sizeof machines / sizeof machines[0]; i++)
        test_machine(machines[i]);
    test_unknown();
    return tap_done();
}
