/* coll_tree.c - see coll_tree.h. */
#include "coll/coll_tree.h"

#include "pshm/alloc.h"

static int32_t key_of(const struct coll_locality *l, int level)
{
    return level == 0 ? l->package : level == 1 ? l->numa : l->l3;
}

/* Link items[0..m) into a radix-ary tree rooted at items[0]. */
static void link_kary(const uint32_t *items, uint32_t m, unsigned radix, int32_t *parent)
{
    for (uint32_t i = 1; i < m; i++)
        parent[items[i]] = (int32_t)items[(i - 1) / radix];
}

/* Tree over members[0..m) (ascending team ranks) from `level` down; returns
 * its root, members[0]. scratch holds at least m entries. */
static uint32_t build(uint32_t *members, uint32_t m, int level, const struct coll_locality *loc,
                      unsigned radix, int32_t *parent, uint32_t *scratch)
{
    if (level == 3 || m <= 1) {
        link_kary(members, m, radix, parent);
        return members[0];
    }
    /* Stable partition by this level's key, groups in order of first member. */
    uint32_t out = 0, ngroups = 0;
    uint32_t *roots = pshm_malloc(m * sizeof *roots);
    uint32_t *done = pshm_calloc(m, sizeof *done);
    for (uint32_t i = 0; i < m; i++) {
        if (done[i])
            continue;
        int32_t k = key_of(&loc[members[i]], level);
        uint32_t start = out;
        for (uint32_t j = i; j < m; j++)
            if (!done[j] && key_of(&loc[members[j]], level) == k) {
                scratch[out++] = members[j];
                done[j] = 1;
            }
        roots[ngroups++] = start; /* offset of the group, for now */
    }
    for (uint32_t i = 0; i < m; i++)
        members[i] = scratch[i];
    for (uint32_t g = 0; g < ngroups; g++) {
        uint32_t start = roots[g], end = g + 1 < ngroups ? roots[g + 1] : m;
        roots[g] = build(members + start, end - start, level + 1, loc, radix, parent, scratch);
    }
    link_kary(roots, ngroups, radix, parent);
    uint32_t root = roots[0];
    pshm_free(done);
    pshm_free(roots);
    return root;
}

void coll_tree_build(uint32_t n, const struct coll_locality *loc, unsigned radix, int32_t *parent)
{
    if (!n)
        return;
    if (radix < 2)
        radix = 2;
    uint32_t *members = pshm_malloc(n * sizeof *members);
    uint32_t *scratch = pshm_malloc(n * sizeof *scratch);
    for (uint32_t i = 0; i < n; i++)
        members[i] = i;
    parent[build(members, n, 0, loc, radix, parent, scratch)] = -1;
    pshm_free(scratch);
    pshm_free(members);
}
