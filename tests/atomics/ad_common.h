/* ad_common.h - what the remote atomics tests t_ad_ops and t_ad_domains
 * share: the segment layout (one block per initiator in every target's
 * segment) and the table of opcodes. Include after am_common.h. */
#ifndef AD_COMMON_H
#define AD_COMMON_H

#include <gasnet_ratomic.h>

#define BLOCK      128 /* per initiator, in every target's segment */
#define WORD_OFF   64  /* the target word in a block (+4 for some 32-bit ops) */
#define GUARD_LO   40  /* [GUARD_LO, GUARD_HI) of a block: guard bytes */
#define GUARD_HI   96
#define MULTI_OFF  0 /* [0, 32) of a block: the words of t_ad_domains' subset domains */
#define BLOCKS_OFF TAP_RESERVED

static AM_UNUSED uintptr_t segsize(gex_Rank_t n)
{
    return BLOCKS_OFF + (uintptr_t)n * BLOCK + 4 * GASNET_PAGESIZE;
}

static AM_UNUSED size_t block_off(gex_Rank_t initiator)
{
    return BLOCKS_OFF + (size_t)initiator * BLOCK;
}

typedef struct {
    gex_OP_t op;
    const char *name;
    gex_OP_t base; /* the op whose expression it computes (this test's own table) */
    int fetch;     /* writes *result_p */
    int bitwise;   /* integer types only */
} opinfo_t;

static AM_UNUSED const opinfo_t optab[] = {
    {GEX_OP_SET, "SET", GEX_OP_SET, 0, 0},      {GEX_OP_GET, "GET", GEX_OP_GET, 1, 0},
    {GEX_OP_SWAP, "SWAP", GEX_OP_SET, 1, 0},    {GEX_OP_CAS, "CAS", GEX_OP_CAS, 0, 0},
    {GEX_OP_FCAS, "FCAS", GEX_OP_CAS, 1, 0},    {GEX_OP_ADD, "ADD", GEX_OP_ADD, 0, 0},
    {GEX_OP_FADD, "FADD", GEX_OP_ADD, 1, 0},    {GEX_OP_SUB, "SUB", GEX_OP_SUB, 0, 0},
    {GEX_OP_FSUB, "FSUB", GEX_OP_SUB, 1, 0},    {GEX_OP_MULT, "MULT", GEX_OP_MULT, 0, 0},
    {GEX_OP_FMULT, "FMULT", GEX_OP_MULT, 1, 0}, {GEX_OP_MIN, "MIN", GEX_OP_MIN, 0, 0},
    {GEX_OP_FMIN, "FMIN", GEX_OP_MIN, 1, 0},    {GEX_OP_MAX, "MAX", GEX_OP_MAX, 0, 0},
    {GEX_OP_FMAX, "FMAX", GEX_OP_MAX, 1, 0},    {GEX_OP_INC, "INC", GEX_OP_INC, 0, 0},
    {GEX_OP_FINC, "FINC", GEX_OP_INC, 1, 0},    {GEX_OP_DEC, "DEC", GEX_OP_DEC, 0, 0},
    {GEX_OP_FDEC, "FDEC", GEX_OP_DEC, 1, 0},    {GEX_OP_AND, "AND", GEX_OP_AND, 0, 1},
    {GEX_OP_FAND, "FAND", GEX_OP_AND, 1, 1},    {GEX_OP_OR, "OR", GEX_OP_OR, 0, 1},
    {GEX_OP_FOR, "FOR", GEX_OP_OR, 1, 1},       {GEX_OP_XOR, "XOR", GEX_OP_XOR, 0, 1},
    {GEX_OP_FXOR, "FXOR", GEX_OP_XOR, 1, 1},
};
#define NOPS (sizeof optab / sizeof optab[0])

static AM_UNUSED gex_OP_t all_ops(int fp)
{
    gex_OP_t m = 0;
    for (size_t k = 0; k < NOPS; k++)
        if (!(fp && optab[k].bitwise))
            m |= optab[k].op;
    return m;
}

#endif
