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
extern void gex_AD_Create(gex_AD_t *_ad_p, gex_TM_t _tm, gex_DT_t _dt, gex_OP_t _ops,
                          gex_Flags_t _flags);
/** Collective over the domain's team; every operation on it must be complete. No barrier. */
extern void gex_AD_Destroy(gex_AD_t _ad);
/** The flags given to gex_AD_Create. */
extern gex_Flags_t gex_AD_QueryFlags(gex_AD_t _ad);
/** The team the domain was created over. */
extern gex_TM_t gex_AD_QueryTM(gex_AD_t _ad);
/** The domain's data type. */
extern gex_DT_t gex_AD_QueryDT(gex_AD_t _ad);
/** The domain's OR of operations. */
extern gex_OP_t gex_AD_QueryOps(gex_AD_t _ad);
/** Set the client data of the domain. */
extern void gex_AD_SetCData(gex_AD_t _ad, const void *_val);
/** The client data of the domain (NULL until set). */
extern void *gex_AD_QueryCData(gex_AD_t _ad);

/* ------------------------------------------------------------------ */
/* What the inline operations read (ABI, not API)                      */
/* ------------------------------------------------------------------ */

/* The atomic types, GEX_DT_I32 (bit 0) to GEX_DT_DBL (bit 5), as indexes. */
#define PSHMEX_AD_NDT           6
#define PSHMEX_AD_DT_INDEX(_dt) ((unsigned)__builtin_ctz(_dt))

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
    gex_TM_t _tm;
    gex_DT_t _dt;
    gex_OP_t _ops;
    gex_Rank_t _size;
    gex_Rank_t _jobrank_size;
    const struct pshmex_rma_seg *_rma_segs;
    /* [PSHMEX_AD_DT_INDEX(t)]: ops if t is the domain's type, else 0. The
     * inline check tests type and opcode with one load (#18). */
    gex_OP_t _ops_by_dt[PSHMEX_AD_NDT];
};

/* Checked slow path: validates everything (fatal, naming call) and returns
 * the target's address in this process. */
extern void *pshmex_AD_Target(const char *_call, gex_AD_t _ad, gex_DT_t _dt, gex_Rank_t _rank,
                              void *_tgt_addr, gex_OP_t _opcode, const void *_result_p,
                              gex_Flags_t _flags);

/* Fetching opcodes (result_p written): F* forms, SWAP, FCAS, GET. */
#define PSHMEX_AD_FETCHES(_op)                                                                     \
    (((_op) & (GEX_OP_TO_FETCHING(0xfffu & ~(gex_OP_t)(GEX_OP_SET | GEX_OP_CAS)) | GEX_OP_SWAP |   \
               GEX_OP_FCAS | GEX_OP_GET)) != 0)

/* The two choices of a non-fetching op's inline check, made on x86-64 with
 * conditional moves, which GCC would compile as branches and then copy the
 * tests after them behind taken jumps: straight-line code ran pshmbench's
 * and a client's checked ADD loops at or under the bare locked add's rate
 * (#18, docs/design.md). */
/* rma_segs[rank], or none if rank >= limit. */
static inline const struct pshmex_rma_seg *pshmex_ad_seg(const struct pshmex_rma_seg *_segs,
                                                         gex_Rank_t _rank, gex_Rank_t _limit,
                                                         const struct pshmex_rma_seg *_none)
{
#if defined(__x86_64__)
    uintptr_t _s = (uintptr_t)_segs + (uintptr_t)_rank * sizeof *_segs;
    __asm__("cmpl %k[_rank], %k[_limit]\n\tcmovbe %[_none], %[_s]"
            : [_s] "+r"(_s)
            : [_rank] "ri"(_rank), [_limit] "r"(_limit), [_none] "r"(_none)
            : "cc");
    return (const struct pshmex_rma_seg *)_s;
#else
    return _rank < _limit ? &_segs[_rank] : _none;
#endif
}

/* tgt, or scratch if bad. */
static inline void *pshmex_ad_word(unsigned _bad, void *_tgt, uint64_t *_scratch)
{
#if defined(__x86_64__)
    uintptr_t _t = (uintptr_t)_tgt;
    __asm__("testl %k[_bad], %k[_bad]\n\tcmovne %[_scratch], %[_t]"
            : [_t] "+r"(_t)
            : [_bad] "r"(_bad), [_scratch] "r"(_scratch)
            : "cc");
    return (void *)_t;
#else
    const uintptr_t _t = (uintptr_t)_tgt, _m = -(uintptr_t)(_bad != 0);
    return (void *)(_t ^ (_m & (_t ^ (uintptr_t)_scratch)));
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
static inline void *pshmex_ad_target(const char *_call, gex_AD_t _ad, gex_DT_t _dt,
                                     gex_Rank_t _rank, void *_tgt_addr, gex_OP_t _opcode,
                                     const void *_result_p, gex_Flags_t _flags, size_t _nbytes,
                                     unsigned *_redo_p)
{
    *_redo_p = 0;
    if (PSHMEX_RMA_CHECKED || (_flags & GEX_FLAG_PEER_SEG_OFFSET))
        return pshmex_AD_Target(_call, _ad, _dt, _rank, _tgt_addr, _opcode, _result_p, _flags);
    const struct pshmex_ad_prefix *_d = (const struct pshmex_ad_prefix *)(const void *)_ad;
    if (PSHMEX_RMA_INLINE_CHECKS) {
        /* Every domain type is at most 8 bytes and naturally aligned. */
        static uint64_t _scratch;
        const int _fetches = PSHMEX_AD_FETCHES(_opcode); /* a constant in each call */
        if (PSHMEX_UNLIKELY(!_d)) {
            if (_fetches)
                return pshmex_AD_Target(_call, _ad, _dt, _rank, _tgt_addr, _opcode, _result_p,
                                        _flags);
            *_redo_p = 1;
            return &_scratch;
        }
        /* A rank out of range tests the empty entry, which fails; a
         * jobrank passes only below jobrank_size, where it is the team
         * rank. The segment test is pshmex_rma_in_seg's one compare with
         * fit8. A non-fetching op tests type and opcode at once (ops_by_dt).
         * A fetching op keeps the branch on the rank and the two tests:
         * FADD NB + wait ran 0.96x the bare xadd so, 0.99-1.00x the other
         * way (#18). */
        const gex_Rank_t _limit =
            (_flags & GEX_FLAG_RANK_IS_JOBRANK) ? _d->_jobrank_size : _d->_size;
        static const struct pshmex_rma_seg _no_seg = {UINTPTR_MAX, 0, 0, 0};
        const struct pshmex_rma_seg *_s =
            _fetches ? (_rank < _limit ? &_d->_rma_segs[_rank] : &_no_seg)
                     : pshmex_ad_seg(_d->_rma_segs, _rank, _limit, &_no_seg);
        const unsigned _type_op = _fetches ? (_d->_dt != _dt) | !(_opcode & _d->_ops)
                                           : !(_opcode & _d->_ops_by_dt[PSHMEX_AD_DT_INDEX(_dt)]);
        const unsigned _bad = _type_op | ((_opcode & (_opcode - 1)) != 0) |
                              (_fetches && !_result_p && !(_flags & GEX_FLAG_SELF_SEG_OFFSET)) |
                              (((uintptr_t)_tgt_addr & (_nbytes - 1)) != 0) |
                              ((uintptr_t)_tgt_addr - _s->_base >= _s->_fit8);
        /* A fetching op branches on bad before it. The others take the
         * word through a select and branch after the op: an NBI ADD loop
         * ran 0.1 ns a call faster, as fast as a bare locked add, where a
         * FADD done so ran 1.5 ns slower (#18, docs/design.md). */
        if (_fetches) {
            if (PSHMEX_UNLIKELY(_bad))
                return pshmex_AD_Target(_call, _ad, _dt, _rank, _tgt_addr, _opcode, _result_p,
                                        _flags);
            return _tgt_addr; /* an entry that passes has delta 0 (pshmex_rma_seg) */
        }
        *_redo_p = _bad;
        return pshmex_ad_word(_bad, _tgt_addr, &_scratch);
    }
    return pshmex_rma_peer(_call, _d->_tm, _rank, _tgt_addr, 0, _flags & GEX_FLAG_RANK_IS_JOBRANK);
}

/* Memory orders selected by the GEX_FLAG_AD_* ordering flags. With
 * constant flags (the usual case) these fold to constants; otherwise the
 * builtins treat them as seq_cst, which is stronger. */
#define PSHMEX_AD_MO_RMW(_f)                                                                       \
    (((_f)&GEX_FLAG_AD_ACQ) ? (((_f)&GEX_FLAG_AD_REL) ? __ATOMIC_ACQ_REL : __ATOMIC_ACQUIRE)       \
                            : (((_f)&GEX_FLAG_AD_REL) ? __ATOMIC_RELEASE : __ATOMIC_RELAXED))
#define PSHMEX_AD_MO_LOAD(_f)  (((_f)&GEX_FLAG_AD_ACQ) ? __ATOMIC_ACQUIRE : __ATOMIC_RELAXED)
#define PSHMEX_AD_MO_STORE(_f) (((_f)&GEX_FLAG_AD_REL) ? __ATOMIC_RELEASE : __ATOMIC_RELAXED)

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
#define PSHMEX_AD_CAS_RELEASE(_op, _f) ((void)0)
#else
#define PSHMEX_AD_CAS_RELEASE(_op, _f)                                                             \
    do {                                                                                           \
        if (((_op) == GEX_OP_CAS || (_op) == GEX_OP_FCAS) &&                                       \
            (__builtin_constant_p(_f) ? (GEX_FLAG_AD_REL & (_f)) != 0 : 1))                        \
            __atomic_thread_fence(__ATOMIC_RELEASE);                                               \
    } while (0)
#endif

/* A value of the domain's type through the bits of its word (floats). */
#define PSHMEX_AD_BITS(R, T, _v)                                                                   \
    (__extension__({                                                                               \
        T _bits_in_ = (_v);                                                                        \
        R _bits_out_;                                                                              \
        memcpy(&_bits_out_, &_bits_in_, sizeof _bits_out_);                                        \
        _bits_out_;                                                                                \
    }))
#define PSHMEX_AD_VAL(R, T, _b)                                                                    \
    (__extension__({                                                                               \
        R _val_in_ = (_b);                                                                         \
        T _val_out_;                                                                               \
        memcpy(&_val_out_, &_val_in_, sizeof _val_out_);                                           \
        _val_out_;                                                                                 \
    }))

/* op0 (the old value) and the new value of an arithmetic opcode computed
 * by a compare-and-swap loop: new = EXPR(old, a). For floats and for the
 * integer ops without an instruction (MULT, MIN, MAX). */
#define PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, EXPR)                                                 \
    (__extension__({                                                                               \
        R *_cas_w_ = (R *)(_p);                                                                    \
        R _cas_ob_ = __atomic_load_n(_cas_w_, __ATOMIC_RELAXED);                                   \
        T _cas_o_;                                                                                 \
        for (;;) {                                                                                 \
            _cas_o_ = PSHMEX_AD_VAL(R, T, _cas_ob_);                                               \
            T _cas_n_ = EXPR(_cas_o_, (_a));                                                       \
            if (__atomic_compare_exchange_n(_cas_w_, &_cas_ob_, PSHMEX_AD_BITS(R, T, _cas_n_), 0,  \
                                            PSHMEX_AD_MO_RMW(_f), PSHMEX_AD_MO_LOAD(_f)))          \
                break;                                                                             \
        }                                                                                          \
        _cas_o_;                                                                                   \
    }))
#define PSHMEX_AD_E_ADD(_o, _a)  ((_o) + (_a))
#define PSHMEX_AD_E_SUB(_o, _a)  ((_o) - (_a))
#define PSHMEX_AD_E_MULT(_o, _a) ((_o) * (_a))
#define PSHMEX_AD_E_MIN(_o, _a)  (((_o) < (_a)) ? (_o) : (_a))
#define PSHMEX_AD_E_MAX(_o, _a)  (((_o) > (_a)) ? (_o) : (_a))
#define PSHMEX_AD_E_INC(_o, _a)  ((_o) + 1)
#define PSHMEX_AD_E_DEC(_o, _a)  ((_o)-1)
/* Integer MULT in the unsigned type R: wraps instead of overflowing. */
#define PSHMEX_AD_E_UMULT(_o, _a)                                                                  \
    ((__typeof__(_o))((unsigned long long)(_o) * (unsigned long long)(_a)))

/* Word-level operations common to every type: SET, GET, SWAP, CAS, FCAS
 * on the bits. Returns op0; *done set if opcode was one of them. */
#define PSHMEX_AD_WORD_OPS(R, T, _p, _opcode, _a, _b, _f, _done)                                   \
    (__extension__({                                                                               \
        R *_word_w_ = (R *)(_p);                                                                   \
        R _word_r_ = 0;                                                                            \
        *(_done) = 1;                                                                              \
        switch (_opcode) {                                                                         \
        case GEX_OP_SET: /* with ACQ: an exchange, since a store cannot acquire */                 \
            if ((_f)&GEX_FLAG_AD_ACQ)                                                              \
                (void)__atomic_exchange_n(_word_w_, PSHMEX_AD_BITS(R, T, _a),                      \
                                          PSHMEX_AD_MO_RMW(_f));                                   \
            else                                                                                   \
                __atomic_store_n(_word_w_, PSHMEX_AD_BITS(R, T, _a), PSHMEX_AD_MO_STORE(_f));      \
            break;                                                                                 \
        case GEX_OP_GET: /* with REL: a fetch-add of 0, since a load cannot release */             \
            if ((_f)&GEX_FLAG_AD_REL)                                                              \
                _word_r_ = __atomic_fetch_add(_word_w_, 0, PSHMEX_AD_MO_RMW(_f));                  \
            else                                                                                   \
                _word_r_ = __atomic_load_n(_word_w_, PSHMEX_AD_MO_LOAD(_f));                       \
            break;                                                                                 \
        case GEX_OP_SWAP:                                                                          \
            _word_r_ =                                                                             \
                __atomic_exchange_n(_word_w_, PSHMEX_AD_BITS(R, T, _a), PSHMEX_AD_MO_RMW(_f));     \
            break;                                                                                 \
        case GEX_OP_CAS:                                                                           \
        case GEX_OP_FCAS:                                                                          \
            _word_r_ = PSHMEX_AD_BITS(R, T, _a); /* on failure: the value found */                 \
            __atomic_compare_exchange_n(_word_w_, &_word_r_, PSHMEX_AD_BITS(R, T, _b), 0,          \
                                        PSHMEX_AD_MO_RMW(_f), PSHMEX_AD_MO_LOAD(_f));              \
            break;                                                                                 \
        default: *(_done) = 0;                                                                     \
        }                                                                                          \
        PSHMEX_AD_VAL(R, T, _word_r_);                                                             \
    }))

/* Perform opcode on the integer word at p; returns op0. */
#define PSHMEX_AD_DEFINE_INT(NAME, T, R)                                                           \
    static inline T pshmex_ad_apply_##NAME(void *_p, gex_OP_t _opcode, T _a, T _b, gex_Flags_t _f) \
    {                                                                                              \
        int _done;                                                                                 \
        T _old = PSHMEX_AD_WORD_OPS(R, T, _p, _opcode, _a, _b, _f, &_done);                        \
        if (_done)                                                                                 \
            return _old;                                                                           \
        T *_t = (T *)_p;                                                                           \
        switch (_opcode) {                                                                         \
        case GEX_OP_ADD:                                                                           \
        case GEX_OP_FADD: return __atomic_fetch_add(_t, _a, PSHMEX_AD_MO_RMW(_f));                 \
        case GEX_OP_SUB:                                                                           \
        case GEX_OP_FSUB: return __atomic_fetch_sub(_t, _a, PSHMEX_AD_MO_RMW(_f));                 \
        case GEX_OP_INC:                                                                           \
        case GEX_OP_FINC: return __atomic_fetch_add(_t, 1, PSHMEX_AD_MO_RMW(_f));                  \
        case GEX_OP_DEC:                                                                           \
        case GEX_OP_FDEC: return __atomic_fetch_sub(_t, 1, PSHMEX_AD_MO_RMW(_f));                  \
        case GEX_OP_AND:                                                                           \
        case GEX_OP_FAND: return __atomic_fetch_and(_t, _a, PSHMEX_AD_MO_RMW(_f));                 \
        case GEX_OP_OR:                                                                            \
        case GEX_OP_FOR: return __atomic_fetch_or(_t, _a, PSHMEX_AD_MO_RMW(_f));                   \
        case GEX_OP_XOR:                                                                           \
        case GEX_OP_FXOR: return __atomic_fetch_xor(_t, _a, PSHMEX_AD_MO_RMW(_f));                 \
        case GEX_OP_MULT:                                                                          \
        case GEX_OP_FMULT: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_UMULT);         \
        case GEX_OP_MIN:                                                                           \
        case GEX_OP_FMIN: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_MIN);            \
        case GEX_OP_MAX:                                                                           \
        case GEX_OP_FMAX: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_MAX);            \
        default: return 0; /* not an opcode of this type: checked builds stop first */             \
        }                                                                                          \
    }

/* Perform opcode on the floating-point word at p (bits in R); returns op0. */
#define PSHMEX_AD_DEFINE_FP(NAME, T, R)                                                            \
    static inline T pshmex_ad_apply_##NAME(void *_p, gex_OP_t _opcode, T _a, T _b, gex_Flags_t _f) \
    {                                                                                              \
        int _done;                                                                                 \
        T _old = PSHMEX_AD_WORD_OPS(R, T, _p, _opcode, _a, _b, _f, &_done);                        \
        if (_done)                                                                                 \
            return _old;                                                                           \
        switch (_opcode) {                                                                         \
        case GEX_OP_ADD:                                                                           \
        case GEX_OP_FADD: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_ADD);            \
        case GEX_OP_SUB:                                                                           \
        case GEX_OP_FSUB: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_SUB);            \
        case GEX_OP_MULT:                                                                          \
        case GEX_OP_FMULT: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_MULT);          \
        case GEX_OP_MIN:                                                                           \
        case GEX_OP_FMIN: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_MIN);            \
        case GEX_OP_MAX:                                                                           \
        case GEX_OP_FMAX: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_MAX);            \
        case GEX_OP_INC:                                                                           \
        case GEX_OP_FINC: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_INC);            \
        case GEX_OP_DEC:                                                                           \
        case GEX_OP_FDEC: return PSHMEX_AD_CAS_LOOP(R, T, _p, _a, _f, PSHMEX_AD_E_DEC);            \
        default: return 0; /* bitwise ops are not defined on floats: checked builds stop first */  \
        }                                                                                          \
    }

/* Where a fetching op's result goes: result_p, or with
 * GEX_FLAG_SELF_SEG_OFFSET the address of that offset in the segment bound
 * to the local endpoint of the domain's team (as for RMA's local address,
 * pshmex_rma.h "Flags"). */
#define PSHMEX_AD_RESULT(CALL, _ad, _result_p, _nbytes, _flags)                                    \
    (((_flags)&GEX_FLAG_SELF_SEG_OFFSET)                                                           \
         ? (__typeof__(_result_p))pshmex_RMA_SelfTM(                                               \
               CALL, ((const struct pshmex_ad_prefix *)(const void *)(_ad))->_tm,                  \
               (void *)(_result_p), _nbytes, _flags)                                               \
         : (_result_p))

/* One atomic operation of a gex_AD_Op* call (see pshmex_ad_target):
 * applied to the word pshmex_ad_target chose, and again to the real one if
 * that was the scratch word. DT (GEX_DT_*) and APPLY (pshmex_ad_apply_*)
 * come pasted by the caller: a bare type name such as U64, which clients
 * define as macros, must not reach a place where it would be expanded. */
#define PSHMEX_AD_DO(DT, APPLY, T, CALL, _ad, _result_p, _tgt_rank, _tgt_addr, _opcode, _op1,      \
                     _op2, _flags)                                                                 \
    do {                                                                                           \
        unsigned _redo_;                                                                           \
        pshmex_progress_check();                                                                   \
        void *_p_ = pshmex_ad_target(CALL, _ad, DT, _tgt_rank, _tgt_addr, _opcode, _result_p,      \
                                     _flags, sizeof(T), &_redo_);                                  \
        PSHMEX_AD_CAS_RELEASE(_opcode, _flags);                                                    \
        T _old_ = APPLY(_p_, _opcode, _op1, _op2, _flags);                                         \
        if (PSHMEX_UNLIKELY(_redo_)) {                                                             \
            _p_ =                                                                                  \
                pshmex_AD_Target(CALL, _ad, DT, _tgt_rank, _tgt_addr, _opcode, _result_p, _flags); \
            _old_ = APPLY(_p_, _opcode, _op1, _op2, _flags);                                       \
        }                                                                                          \
        if (PSHMEX_AD_FETCHES(_opcode))                                                            \
            *PSHMEX_AD_RESULT(CALL, _ad, _result_p, sizeof(T), _flags) = _old_;                    \
    } while (0)

/* gex_AD_OpNB_<DT> and gex_AD_OpNBI_<DT>. */
#define PSHMEX_AD_DEFINE_OPS(NAME, T)                                                              \
    /** Atomic opcode on tgt_addr of tgt_rank; complete at return: returns GEX_EVENT_INVALID. */   \
    static inline gex_Event_t gex_AD_OpNB_##NAME(gex_AD_t _ad, T *_result_p, gex_Rank_t _tgt_rank, \
                                                 void *_tgt_addr, gex_OP_t _opcode, T _operand1,   \
                                                 T _operand2, gex_Flags_t _flags)                  \
    {                                                                                              \
        PSHMEX_AD_DO(GEX_DT_##NAME, pshmex_ad_apply_##NAME, T, "gex_AD_OpNB_" #NAME, _ad,          \
                     _result_p, _tgt_rank, _tgt_addr, _opcode, _operand1, _operand2, _flags);      \
        return GEX_EVENT_INVALID;                                                                  \
    }                                                                                              \
    /** Atomic opcode into the implicit set (GEX_EC_PUT for SET, GET for GET, else RMW); 0. */     \
    static inline int gex_AD_OpNBI_##NAME(gex_AD_t _ad, T *_result_p, gex_Rank_t _tgt_rank,        \
                                          void *_tgt_addr, gex_OP_t _opcode, T _operand1,          \
                                          T _operand2, gex_Flags_t _flags)                         \
    {                                                                                              \
        PSHMEX_AD_DO(GEX_DT_##NAME, pshmex_ad_apply_##NAME, T, "gex_AD_OpNBI_" #NAME, _ad,         \
                     _result_p, _tgt_rank, _tgt_addr, _opcode, _operand1, _operand2, _flags);      \
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
