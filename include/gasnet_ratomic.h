/*
 * gasnet_ratomic.h -- pshmex: the GASNet-EX remote atomics API (gex_AD_*).
 *
 * Every rank's segment is mapped into every process of the job, so each
 * operation is performed by the initiating thread itself, with the CPU's
 * own atomic instructions on the target word: no target involvement, no
 * lock, no message. It has completed when the call returns: gex_AD_OpNB_*
 * returns GEX_EVENT_INVALID and gex_AD_OpNBI_* leaves nothing outstanding
 * (GEX_FLAG_IMMEDIATE never turns a call into a no-op). The fetched value is
 * in *result_p at return.
 *
 * Atomicity: every operation is lock-free (x86-64 and AArch64: native
 * fetch-add/and/or/xor/exchange/compare-exchange for integers; MULT, MIN,
 * MAX and every floating-point arithmetic op are compare-and-swap loops on
 * the word's bits). Because they are plain CPU atomics on the word, they are
 * also atomic with respect to C11 atomics (and __atomic builtins) on the
 * same naturally aligned word, in any process of the job, and with respect
 * to other atomic domains: stronger than the spec promises.
 *
 * Floating point (the spec leaves these open; pshmex does this):
 *  - CAS and FCAS compare bit patterns: -0.0 does not match +0.0, and a NaN
 *    matches a NaN of the same bits;
 *  - MIN/MAX compute (op0 < op1) ? op0 : op1 and (op0 > op1) ? op0 : op1 in
 *    IEEE arithmetic: if either value is a NaN the result is operand1, and
 *    MIN(+0.0, -0.0) is operand1 (the comparison is false);
 *  - ADD/SUB/MULT/INC/DEC round as the CPU does in the caller's mode.
 *
 * Memory order: without flags an operation is relaxed. GEX_FLAG_AD_REL
 * makes the caller's earlier accesses visible before the operation
 * (release), GEX_FLAG_AD_ACQ keeps later accesses after it (acquire); both
 * together are acq_rel. A GET with REL is done as a fetch-add of 0 and a
 * SET with ACQ as an exchange: a plain load cannot release, nor a plain
 * store acquire (and thread sanitizers understand these, unlike fences).
 * A CAS or FCAS with REL releases whether or not it succeeds: a release
 * fence precedes it (a failed compare-exchange is only a load).
 *
 * Segment offsets, as for RMA (pshmex_rma.h, "Flags"; [UNIMPLEMENTED] in
 * the spec): with GEX_FLAG_PEER_SEG_OFFSET tgt_addr is an offset into the
 * target endpoint's bound segment, with GEX_FLAG_SELF_SEG_OFFSET result_p
 * one into the segment bound to the local endpoint of the domain's team.
 * Either sends the operation through the out-of-line path.
 *
 * Checks: by default each operation checks inline (see pshmex_AD_Target
 * below; -DPSHMEX_UNCHECKED removes the checks). A program compiled with
 * -DPSHMEX_DEBUG=1 sends every operation through pshmex_AD_Target, which
 * checks the opcode (one GEX_OP_*, in the
 * domain's ops, valid for the type), the function's type against the
 * domain's, the rank (with GEX_FLAG_RANK_IS_JOBRANK: a jobrank whose
 * endpoint is a member of the domain's team), natural alignment, that the
 * target lies in the peer's
 * bound segment, result_p for fetching ops and the locality flags, and stops
 * the job with a message naming the call. gex_AD_Create always checks its
 * arguments (fatal: it returns void).
 */
#ifndef _GASNET_RATOMIC_H
#define _GASNET_RATOMIC_H
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

#include "gasnetex.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Atomic domains                                                      */
/* ------------------------------------------------------------------ */

/**
 * Collective over tm (the primordial team): create a domain for type dt and
 * the OR of operations ops. dt, ops and flags must be the same on every
 * rank (checked). At most one GEX_FLAG_AD_FAVOR_* flag (a hint).
 */
extern void gex_AD_Create(gex_AD_t *ad_p, gex_TM_t tm, gex_DT_t dt, gex_OP_t ops,
                          gex_Flags_t flags);
/** Collective over the domain's team; every operation on it must be complete. No barrier. */
extern void gex_AD_Destroy(gex_AD_t ad);
/** The flags given to gex_AD_Create. */
extern gex_Flags_t gex_AD_QueryFlags(gex_AD_t ad);
/** The team the domain was created over. */
extern gex_TM_t gex_AD_QueryTM(gex_AD_t ad);
/** The domain's data type. */
extern gex_DT_t gex_AD_QueryDT(gex_AD_t ad);
/** The domain's OR of operations. */
extern gex_OP_t gex_AD_QueryOps(gex_AD_t ad);
/** Set the client data of the domain. */
extern void gex_AD_SetCData(gex_AD_t ad, const void *val);
/** The client data of the domain (NULL until set). */
extern void *gex_AD_QueryCData(gex_AD_t ad);

/* ------------------------------------------------------------------ */
/* What the inline operations read (ABI, not API)                      */
/* ------------------------------------------------------------------ */

/* The atomic types, GEX_DT_I32 (bit 0) to GEX_DT_DBL (bit 5), as indexes. */
#define PSHMEX_AD_NDT          6
#define PSHMEX_AD_DT_INDEX(dt) ((unsigned)__builtin_ctz(dt))

/* First members of every domain object: its team, type and ops, and the
 * team's size and entry array (struct pshmex_tm_prefix; size 0 if tm is
 * not a team object), so the inline check of a team rank is two dependent
 * loads (this object, then the entry) after the caller's locked
 * instruction of the previous call, not four (tm, its array, ...).
 * jobrank_size: the jobranks below it are the team ranks of the same
 * number (on endpoint 0): the primordial team's size, for another team the
 * length of its leading run of team rank == jobrank (often 0). So the
 * inline check of GEX_FLAG_RANK_IS_JOBRANK is the same compare with
 * another limit, and any other jobrank goes out of line, which checks that
 * it names a member of the team (spec: it must). */
struct pshmex_ad_prefix {
    gex_TM_t tm;
    gex_DT_t dt;
    gex_OP_t ops;
    gex_Rank_t size;
    gex_Rank_t jobrank_size;
    const struct pshmex_rma_seg *rma_segs;
    /* [PSHMEX_AD_DT_INDEX(t)]: ops if t is the domain's type, else 0. The
     * inline check tests type and opcode with one load (#18). */
    gex_OP_t ops_by_dt[PSHMEX_AD_NDT];
};

/* Checked slow path: validates everything (fatal, naming call) and returns
 * the target's address in this process. */
extern void *pshmex_AD_Target(const char *call, gex_AD_t ad, gex_DT_t dt, gex_Rank_t rank,
                              void *tgt_addr, gex_OP_t opcode, const void *result_p,
                              gex_Flags_t flags);

/* Fetching opcodes (result_p written): F* forms, SWAP, FCAS, GET. */
#define PSHMEX_AD_FETCHES(op)                                                                      \
    (((op) & (GEX_OP_TO_FETCHING(0xfffu & ~(gex_OP_t)(GEX_OP_SET | GEX_OP_CAS)) | GEX_OP_SWAP |    \
              GEX_OP_FCAS | GEX_OP_GET)) != 0)

/* The two choices of a non-fetching op's inline check, made on x86-64 with
 * conditional moves, which GCC would compile as branches and then copy the
 * tests after them behind taken jumps: straight-line code ran pshmbench's
 * and a client's checked ADD loops at or under the bare locked add's rate
 * (#18, docs/design.md). */
/* rma_segs[rank], or none if rank >= limit. */
static inline const struct pshmex_rma_seg *pshmex_ad_seg(const struct pshmex_rma_seg *segs,
                                                         gex_Rank_t rank, gex_Rank_t limit,
                                                         const struct pshmex_rma_seg *none)
{
#if defined(__x86_64__)
    uintptr_t s = (uintptr_t)segs + (uintptr_t)rank * sizeof *segs;
    __asm__("cmpl %k[rank], %k[limit]\n\tcmovbe %[none], %[s]"
            : [s] "+r"(s)
            : [rank] "ri"(rank), [limit] "r"(limit), [none] "r"(none)
            : "cc");
    return (const struct pshmex_rma_seg *)s;
#else
    return rank < limit ? &segs[rank] : none;
#endif
}

/* tgt, or scratch if bad. */
static inline void *pshmex_ad_word(unsigned bad, void *tgt, uint64_t *scratch)
{
#if defined(__x86_64__)
    uintptr_t t = (uintptr_t)tgt;
    __asm__("testl %k[bad], %k[bad]\n\tcmovne %[scratch], %[t]"
            : [t] "+r"(t)
            : [bad] "r"(bad), [scratch] "r"(scratch)
            : "cc");
    return (void *)t;
#else
    const uintptr_t t = (uintptr_t)tgt, m = -(uintptr_t)(bad != 0);
    return (void *)(t ^ (m & (t ^ (uintptr_t)scratch)));
#endif
}

/* Target address in this process (the rank translation of pshmex_rma.h).
 * The default build checks inline (see "Checks" in pshmex_rma.h): the
 * domain's type and ops, result_p of a fetching op, natural alignment, the
 * rank and that the word lies in the rank's bound segment. A fetching op
 * that fails a test calls pshmex_AD_Target here, which names the failure
 * or (a segment entry not filled yet, a jobrank past jobrank_size) returns
 * the real address. Any other op that fails gets *redo_p = 1 and the
 * address of a private scratch word: the caller applies the op there, then
 * calls pshmex_AD_Target and applies the op again at what it returns.
 * Otherwise *redo_p = 0. nbytes: the type's size. */
static inline void *pshmex_ad_target(const char *call, gex_AD_t ad, gex_DT_t dt, gex_Rank_t rank,
                                     void *tgt_addr, gex_OP_t opcode, const void *result_p,
                                     gex_Flags_t flags, size_t nbytes, unsigned *redo_p)
{
    *redo_p = 0;
    if (PSHMEX_RMA_CHECKED || (flags & GEX_FLAG_PEER_SEG_OFFSET))
        return pshmex_AD_Target(call, ad, dt, rank, tgt_addr, opcode, result_p, flags);
    const struct pshmex_ad_prefix *d = (const struct pshmex_ad_prefix *)(const void *)ad;
    if (PSHMEX_RMA_INLINE_CHECKS) {
        /* Every domain type is at most 8 bytes and naturally aligned. */
        static uint64_t scratch;
        const int fetches = PSHMEX_AD_FETCHES(opcode); /* a constant in each call */
        if (PSHMEX_UNLIKELY(!d)) {
            if (fetches)
                return pshmex_AD_Target(call, ad, dt, rank, tgt_addr, opcode, result_p, flags);
            *redo_p = 1;
            return &scratch;
        }
        /* A rank out of range tests the empty entry, which fails; a
         * jobrank passes only below jobrank_size, where it is the team
         * rank. The segment test is pshmex_rma_in_seg's one compare with
         * fit8. A non-fetching op tests type and opcode at once (ops_by_dt).
         * A fetching op keeps the branch on the rank and the two tests:
         * FADD NB + wait ran 0.96x the bare xadd so, 0.99-1.00x the other
         * way (#18). */
        const gex_Rank_t limit = (flags & GEX_FLAG_RANK_IS_JOBRANK) ? d->jobrank_size : d->size;
        static const struct pshmex_rma_seg no_seg = {UINTPTR_MAX, 0, 0, 0};
        const struct pshmex_rma_seg *s = fetches ? (rank < limit ? &d->rma_segs[rank] : &no_seg)
                                                 : pshmex_ad_seg(d->rma_segs, rank, limit, &no_seg);
        const unsigned type_op = fetches ? (d->dt != dt) | !(opcode & d->ops)
                                         : !(opcode & d->ops_by_dt[PSHMEX_AD_DT_INDEX(dt)]);
        const unsigned bad = type_op | ((opcode & (opcode - 1)) != 0) |
                             (fetches && !result_p && !(flags & GEX_FLAG_SELF_SEG_OFFSET)) |
                             (((uintptr_t)tgt_addr & (nbytes - 1)) != 0) |
                             ((uintptr_t)tgt_addr - s->base >= s->fit8);
        /* A fetching op branches on bad before it. The others take the
         * word through a select and branch after the op: an NBI ADD loop
         * ran 0.1 ns a call faster, as fast as a bare locked add, where a
         * FADD done so ran 1.5 ns slower (#18, docs/design.md). */
        if (fetches) {
            if (PSHMEX_UNLIKELY(bad))
                return pshmex_AD_Target(call, ad, dt, rank, tgt_addr, opcode, result_p, flags);
            return tgt_addr; /* an entry that passes has delta 0 (pshmex_rma_seg) */
        }
        *redo_p = bad;
        return pshmex_ad_word(bad, tgt_addr, &scratch);
    }
    return pshmex_rma_peer(call, d->tm, rank, tgt_addr, 0, flags & GEX_FLAG_RANK_IS_JOBRANK);
}

/* Memory orders selected by the GEX_FLAG_AD_* ordering flags. With
 * constant flags (the usual case) these fold to constants; otherwise the
 * builtins treat them as seq_cst, which is stronger. */
#define PSHMEX_AD_MO_RMW(f)                                                                        \
    (((f)&GEX_FLAG_AD_ACQ) ? (((f)&GEX_FLAG_AD_REL) ? __ATOMIC_ACQ_REL : __ATOMIC_ACQUIRE)         \
                           : (((f)&GEX_FLAG_AD_REL) ? __ATOMIC_RELEASE : __ATOMIC_RELAXED))
#define PSHMEX_AD_MO_LOAD(f)  (((f)&GEX_FLAG_AD_ACQ) ? __ATOMIC_ACQUIRE : __ATOMIC_RELAXED)
#define PSHMEX_AD_MO_STORE(f) (((f)&GEX_FLAG_AD_REL) ? __ATOMIC_RELEASE : __ATOMIC_RELAXED)

/* Before a CAS or FCAS with GEX_FLAG_AD_REL: a release fence, since one
 * that fails is only a load, which cannot release (C11 has no release
 * failure order); the success order keeps its release, which thread
 * sanitizers see (fences they do not). Flags known only at run time get
 * the fence always, as they get seq_cst: no branch. None on x86, where
 * lock cmpxchg is a full barrier whether or not it stores and compilers
 * keep earlier accesses before a CAS whose success order releases; there
 * an empty fence would only change GCC's code where flags are known only
 * at run time. */
#if defined(__x86_64__) || defined(__i386__)
#define PSHMEX_AD_CAS_RELEASE(op, f) ((void)0)
#else
#define PSHMEX_AD_CAS_RELEASE(op, f)                                                               \
    do {                                                                                           \
        if (((op) == GEX_OP_CAS || (op) == GEX_OP_FCAS) &&                                         \
            (__builtin_constant_p(f) ? (GEX_FLAG_AD_REL & (f)) != 0 : 1))                          \
            __atomic_thread_fence(__ATOMIC_RELEASE);                                               \
    } while (0)
#endif

/* A value of the domain's type through the bits of its word (floats). */
#define PSHMEX_AD_BITS(R, T, v)                                                                    \
    (__extension__({                                                                               \
        T bits_in_ = (v);                                                                          \
        R bits_out_;                                                                               \
        memcpy(&bits_out_, &bits_in_, sizeof bits_out_);                                           \
        bits_out_;                                                                                 \
    }))
#define PSHMEX_AD_VAL(R, T, b)                                                                     \
    (__extension__({                                                                               \
        R val_in_ = (b);                                                                           \
        T val_out_;                                                                                \
        memcpy(&val_out_, &val_in_, sizeof val_out_);                                              \
        val_out_;                                                                                  \
    }))

/* op0 (the old value) and the new value of an arithmetic opcode computed
 * by a compare-and-swap loop: new = EXPR(old, a). For floats and for the
 * integer ops without an instruction (MULT, MIN, MAX). */
#define PSHMEX_AD_CAS_LOOP(R, T, p, a, f, EXPR)                                                    \
    (__extension__({                                                                               \
        R *cas_w_ = (R *)(p);                                                                      \
        R cas_ob_ = __atomic_load_n(cas_w_, __ATOMIC_RELAXED);                                     \
        T cas_o_;                                                                                  \
        for (;;) {                                                                                 \
            cas_o_ = PSHMEX_AD_VAL(R, T, cas_ob_);                                                 \
            T cas_n_ = EXPR(cas_o_, (a));                                                          \
            if (__atomic_compare_exchange_n(cas_w_, &cas_ob_, PSHMEX_AD_BITS(R, T, cas_n_), 0,     \
                                            PSHMEX_AD_MO_RMW(f), PSHMEX_AD_MO_LOAD(f)))            \
                break;                                                                             \
        }                                                                                          \
        cas_o_;                                                                                    \
    }))
#define PSHMEX_AD_E_ADD(o, a)   ((o) + (a))
#define PSHMEX_AD_E_SUB(o, a)   ((o) - (a))
#define PSHMEX_AD_E_MULT(o, a)  ((o) * (a))
#define PSHMEX_AD_E_MIN(o, a)   (((o) < (a)) ? (o) : (a))
#define PSHMEX_AD_E_MAX(o, a)   (((o) > (a)) ? (o) : (a))
#define PSHMEX_AD_E_INC(o, a)   ((o) + 1)
#define PSHMEX_AD_E_DEC(o, a)   ((o)-1)
/* Integer MULT in the unsigned type R: wraps instead of overflowing. */
#define PSHMEX_AD_E_UMULT(o, a) ((__typeof__(o))((unsigned long long)(o) * (unsigned long long)(a)))

/* Word-level operations common to every type: SET, GET, SWAP, CAS, FCAS
 * on the bits. Returns op0; *done set if opcode was one of them. */
#define PSHMEX_AD_WORD_OPS(R, T, p, opcode, a, b, f, done)                                         \
    (__extension__({                                                                               \
        R *word_w_ = (R *)(p);                                                                     \
        R word_r_ = 0;                                                                             \
        *(done) = 1;                                                                               \
        switch (opcode) {                                                                          \
        case GEX_OP_SET: /* with ACQ: an exchange, since a store cannot acquire */                 \
            if ((f)&GEX_FLAG_AD_ACQ)                                                               \
                (void)__atomic_exchange_n(word_w_, PSHMEX_AD_BITS(R, T, a), PSHMEX_AD_MO_RMW(f));  \
            else                                                                                   \
                __atomic_store_n(word_w_, PSHMEX_AD_BITS(R, T, a), PSHMEX_AD_MO_STORE(f));         \
            break;                                                                                 \
        case GEX_OP_GET: /* with REL: a fetch-add of 0, since a load cannot release */             \
            if ((f)&GEX_FLAG_AD_REL)                                                               \
                word_r_ = __atomic_fetch_add(word_w_, 0, PSHMEX_AD_MO_RMW(f));                     \
            else                                                                                   \
                word_r_ = __atomic_load_n(word_w_, PSHMEX_AD_MO_LOAD(f));                          \
            break;                                                                                 \
        case GEX_OP_SWAP:                                                                          \
            word_r_ = __atomic_exchange_n(word_w_, PSHMEX_AD_BITS(R, T, a), PSHMEX_AD_MO_RMW(f));  \
            break;                                                                                 \
        case GEX_OP_CAS:                                                                           \
        case GEX_OP_FCAS:                                                                          \
            word_r_ = PSHMEX_AD_BITS(R, T, a); /* on failure: the value found */                   \
            __atomic_compare_exchange_n(word_w_, &word_r_, PSHMEX_AD_BITS(R, T, b), 0,             \
                                        PSHMEX_AD_MO_RMW(f), PSHMEX_AD_MO_LOAD(f));                \
            break;                                                                                 \
        default: *(done) = 0;                                                                      \
        }                                                                                          \
        PSHMEX_AD_VAL(R, T, word_r_);                                                              \
    }))

/* Perform opcode on the integer word at p; returns op0. */
#define PSHMEX_AD_DEFINE_INT(NAME, T, R)                                                           \
    static inline T pshmex_ad_apply_##NAME(void *p, gex_OP_t opcode, T a, T b, gex_Flags_t f)      \
    {                                                                                              \
        int done;                                                                                  \
        T old = PSHMEX_AD_WORD_OPS(R, T, p, opcode, a, b, f, &done);                               \
        if (done)                                                                                  \
            return old;                                                                            \
        T *t = (T *)p;                                                                             \
        switch (opcode) {                                                                          \
        case GEX_OP_ADD:                                                                           \
        case GEX_OP_FADD: return __atomic_fetch_add(t, a, PSHMEX_AD_MO_RMW(f));                    \
        case GEX_OP_SUB:                                                                           \
        case GEX_OP_FSUB: return __atomic_fetch_sub(t, a, PSHMEX_AD_MO_RMW(f));                    \
        case GEX_OP_INC:                                                                           \
        case GEX_OP_FINC: return __atomic_fetch_add(t, 1, PSHMEX_AD_MO_RMW(f));                    \
        case GEX_OP_DEC:                                                                           \
        case GEX_OP_FDEC: return __atomic_fetch_sub(t, 1, PSHMEX_AD_MO_RMW(f));                    \
        case GEX_OP_AND:                                                                           \
        case GEX_OP_FAND: return __atomic_fetch_and(t, a, PSHMEX_AD_MO_RMW(f));                    \
        case GEX_OP_OR:                                                                            \
        case GEX_OP_FOR: return __atomic_fetch_or(t, a, PSHMEX_AD_MO_RMW(f));                      \
        case GEX_OP_XOR:                                                                           \
        case GEX_OP_FXOR: return __atomic_fetch_xor(t, a, PSHMEX_AD_MO_RMW(f));                    \
        case GEX_OP_MULT:                                                                          \
        case GEX_OP_FMULT: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_UMULT);            \
        case GEX_OP_MIN:                                                                           \
        case GEX_OP_FMIN: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_MIN);               \
        case GEX_OP_MAX:                                                                           \
        case GEX_OP_FMAX: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_MAX);               \
        default: return 0; /* not an opcode of this type: checked builds stop first */             \
        }                                                                                          \
    }

/* Perform opcode on the floating-point word at p (bits in R); returns op0. */
#define PSHMEX_AD_DEFINE_FP(NAME, T, R)                                                            \
    static inline T pshmex_ad_apply_##NAME(void *p, gex_OP_t opcode, T a, T b, gex_Flags_t f)      \
    {                                                                                              \
        int done;                                                                                  \
        T old = PSHMEX_AD_WORD_OPS(R, T, p, opcode, a, b, f, &done);                               \
        if (done)                                                                                  \
            return old;                                                                            \
        switch (opcode) {                                                                          \
        case GEX_OP_ADD:                                                                           \
        case GEX_OP_FADD: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_ADD);               \
        case GEX_OP_SUB:                                                                           \
        case GEX_OP_FSUB: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_SUB);               \
        case GEX_OP_MULT:                                                                          \
        case GEX_OP_FMULT: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_MULT);             \
        case GEX_OP_MIN:                                                                           \
        case GEX_OP_FMIN: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_MIN);               \
        case GEX_OP_MAX:                                                                           \
        case GEX_OP_FMAX: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_MAX);               \
        case GEX_OP_INC:                                                                           \
        case GEX_OP_FINC: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_INC);               \
        case GEX_OP_DEC:                                                                           \
        case GEX_OP_FDEC: return PSHMEX_AD_CAS_LOOP(R, T, p, a, f, PSHMEX_AD_E_DEC);               \
        default: return 0; /* bitwise ops are not defined on floats: checked builds stop first */  \
        }                                                                                          \
    }

/* Where a fetching op's result goes: result_p, or with
 * GEX_FLAG_SELF_SEG_OFFSET the address of that offset in the segment bound
 * to the local endpoint of the domain's team (as for RMA's local address,
 * pshmex_rma.h "Flags"). */
#define PSHMEX_AD_RESULT(CALL, ad, result_p, nbytes, flags)                                        \
    (((flags)&GEX_FLAG_SELF_SEG_OFFSET)                                                            \
         ? (__typeof__(result_p))pshmex_RMA_SelfTM(                                                \
               CALL, ((const struct pshmex_ad_prefix *)(const void *)(ad))->tm,                    \
               (void *)(result_p), nbytes, flags)                                                  \
         : (result_p))

/* One atomic operation of a gex_AD_Op* call (see pshmex_ad_target):
 * applied to the word pshmex_ad_target chose, and again to the real one if
 * that was the scratch word. */
#define PSHMEX_AD_DO(NAME, T, CALL, ad, result_p, tgt_rank, tgt_addr, opcode, op1, op2, flags)     \
    do {                                                                                           \
        unsigned redo_;                                                                            \
        pshmex_progress_check();                                                                   \
        void *p_ = pshmex_ad_target(CALL, ad, GEX_DT_##NAME, tgt_rank, tgt_addr, opcode, result_p, \
                                    flags, sizeof(T), &redo_);                                     \
        PSHMEX_AD_CAS_RELEASE(opcode, flags);                                                      \
        T old_ = pshmex_ad_apply_##NAME(p_, opcode, op1, op2, flags);                              \
        if (PSHMEX_UNLIKELY(redo_)) {                                                              \
            p_ = pshmex_AD_Target(CALL, ad, GEX_DT_##NAME, tgt_rank, tgt_addr, opcode, result_p,   \
                                  flags);                                                          \
            old_ = pshmex_ad_apply_##NAME(p_, opcode, op1, op2, flags);                            \
        }                                                                                          \
        if (PSHMEX_AD_FETCHES(opcode))                                                             \
            *PSHMEX_AD_RESULT(CALL, ad, result_p, sizeof(T), flags) = old_;                        \
    } while (0)

/* gex_AD_OpNB_<DT> and gex_AD_OpNBI_<DT>. */
#define PSHMEX_AD_DEFINE_OPS(NAME, T)                                                              \
    /** Atomic opcode on tgt_addr of tgt_rank; complete at return: returns GEX_EVENT_INVALID. */   \
    static inline gex_Event_t gex_AD_OpNB_##NAME(gex_AD_t ad, T *result_p, gex_Rank_t tgt_rank,    \
                                                 void *tgt_addr, gex_OP_t opcode, T operand1,      \
                                                 T operand2, gex_Flags_t flags)                    \
    {                                                                                              \
        PSHMEX_AD_DO(NAME, T, "gex_AD_OpNB_" #NAME, ad, result_p, tgt_rank, tgt_addr, opcode,      \
                     operand1, operand2, flags);                                                   \
        return GEX_EVENT_INVALID;                                                                  \
    }                                                                                              \
    /** Atomic opcode into the implicit set (GEX_EC_PUT for SET, GET for GET, else RMW); 0. */     \
    static inline int gex_AD_OpNBI_##NAME(gex_AD_t ad, T *result_p, gex_Rank_t tgt_rank,           \
                                          void *tgt_addr, gex_OP_t opcode, T operand1, T operand2, \
                                          gex_Flags_t flags)                                       \
    {                                                                                              \
        PSHMEX_AD_DO(NAME, T, "gex_AD_OpNBI_" #NAME, ad, result_p, tgt_rank, tgt_addr, opcode,     \
                     operand1, operand2, flags);                                                   \
        return 0;                                                                                  \
    }

PSHMEX_AD_DEFINE_INT(I32, int32_t, uint32_t)
PSHMEX_AD_DEFINE_INT(U32, uint32_t, uint32_t)
PSHMEX_AD_DEFINE_INT(I64, int64_t, uint64_t)
PSHMEX_AD_DEFINE_INT(U64, uint64_t, uint64_t)
PSHMEX_AD_DEFINE_FP(FLT, float, uint32_t)
PSHMEX_AD_DEFINE_FP(DBL, double, uint64_t)

PSHMEX_AD_DEFINE_OPS(I32, int32_t)
PSHMEX_AD_DEFINE_OPS(U32, uint32_t)
PSHMEX_AD_DEFINE_OPS(I64, int64_t)
PSHMEX_AD_DEFINE_OPS(U64, uint64_t)
PSHMEX_AD_DEFINE_OPS(FLT, float)
PSHMEX_AD_DEFINE_OPS(DBL, double)

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop
#endif /* _GASNET_RATOMIC_H */
