/* coll_tree.h - the topology-shaped tree a team's collectives run over.
 *
 * A pure function of the members' localities, so that every member builds
 * the same tree and tests can feed it synthetic machines. */
#ifndef COLL_TREE_H
#define COLL_TREE_H

#include <stdint.h>

/* Where a member runs; -1 means unknown (all unknowns group together). */
struct coll_locality {
    int32_t package;
    int32_t numa;
    int32_t l3;
};

/* Build the tree over team ranks 0..n-1 (loc[i] is rank i's locality):
 * parent[i] is the parent's team rank, -1 for the root, which is rank 0.
 * Members are grouped by package, then NUMA node, then L3 cache; each group
 * gets a subtree rooted at its lowest rank, and the roots of sibling groups
 * are linked into a `radix`-ary tree (so is a group of members that share
 * everything). Groups keep team-rank order, so the tree is deterministic. */
void coll_tree_build(uint32_t n, const struct coll_locality *loc, unsigned radix, int32_t *parent);

#endif
