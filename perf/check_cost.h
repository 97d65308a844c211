/* check_cost.h - the cost of pshmex's default argument checks, measured as
 * the same loops compiled twice: check_cost_checked.c (the default build,
 * which checks every RMA and atomic call inline) and check_cost_unchecked.c
 * (-DPSHMEX_UNCHECKED). rma.c and atomics.c run them alternately in the
 * same run and print one row of each.
 */
#ifndef PSHMEX_PERF_CHECK_COST_H
#define PSHMEX_PERF_CHECK_COST_H

#include <gasnet_ratomic.h>
#include <gasnetex.h>
#include <stdint.h>

typedef enum {
    CC_PUT8,     /* gex_RMA_PutBlocking of 8 bytes to word i % 8 of win */
    CC_GET8,     /* gex_RMA_GetBlocking of 8 bytes from word i % 8 of win */
    CC_FADD_NBI, /* gex_AD_OpNBI_U64 GEX_OP_FADD 1 on win[0], one gex_NBI_Wait */
    CC_ADD_NBI,  /* gex_AD_OpNBI_U64 GEX_OP_ADD 1 on win[0] (no fetch), one gex_NBI_Wait */
    /* The floor of CC_ADD_NBI: a locked add of 1 to win[0], which is then
     * rank 1's word as mapped here (no pshmex call; identical in both
     * builds). */
    CC_ADD_RAW,
    /* The floor rows: the same loops with a plain store / load (no pshmex
     * call) to word i % 8 of win, which is then rank 1's word as mapped in
     * this process. Identical in both builds. */
    CC_PUT8_RAW,
    CC_GET8_RAW,
    /* The same, each store / load preceded by pshmex's progress test (the
     * load and branch on the poll-wanted word that every blocking Put and
     * Get makes, pshmex_progress.h): the least an 8-byte Put or Get can
     * cost while it must test for progress (#19). */
    CC_PUT8_RAW_POLL,
    CC_GET8_RAW_POLL,
} cc_op_t;

/* n calls of op against rank 1 (win: rank 1's address; tm for RMA, ad for
 * the atomics). Returns elapsed ns; *sum: the sum of the words a Get read,
 * the value the last FADD fetched, or 0 (ADD). */
typedef uint64_t cc_loop_fn(cc_op_t op, gex_TM_t tm, gex_AD_t ad, uint64_t *win, long n,
                            uint64_t *sum);

/* Each build's loops are compiled CC_PLACEMENTS times, each copy starting
 * its loops at another offset of a 64-byte code line (padding of 1, 17, 33
 * and 49 bytes after a line boundary, before the loop's own setup). On the
 * test machine (AMD Zen 5) a loop of a few cycles costs one cycle more per
 * line it spans, and a few placements cost several times more, for the
 * same instructions: a row that sampled one placement would measure where
 * the linker put the loop. The rows sample them all. */
#define CC_PLACEMENTS 4
extern cc_loop_fn *const cc_loop_checked[CC_PLACEMENTS];
extern cc_loop_fn *const cc_loop_unchecked[CC_PLACEMENTS];

#endif
