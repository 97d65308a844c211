/*
 * pshmex_tools_atomic.h -- pshmex: the atomics (gasnett_atomic*_t, the fence
 * flags) of the GASNet Tools interface.
 *
 * Part of gasnet_tools.h, which includes it (inside its extern "C" block,
 * after its system headers and compiler annotations): include
 * <gasnet_tools.h>, not this file.
 */
#ifndef _PSHMEX_TOOLS_ATOMIC_H
#define _PSHMEX_TOOLS_ATOMIC_H

#ifndef _GASNETT_GASNET_TOOLS_H
#error "include <gasnet_tools.h>, not <pshmex_tools_atomic.h>"
#endif

/* Declarations of the library's API (built with -fvisibility=hidden). */
#pragma GCC visibility push(default)

/* ------------------------------------------------------------------ */
/* Atomics                                                             */
/* ------------------------------------------------------------------ */
/* Fence flags of every atomic operation (OR them together).  The fence is
 * at least as strong as asked: RMB = acquire, WMB = release, MB = full. */
#define GASNETT_ATOMIC_NONE              0
#define GASNETT_ATOMIC_RMB_PRE           0x01
#define GASNETT_ATOMIC_WMB_PRE           0x02
#define GASNETT_ATOMIC_MB_PRE            (GASNETT_ATOMIC_RMB_PRE | GASNETT_ATOMIC_WMB_PRE)
#define GASNETT_ATOMIC_RMB_POST          0x04
#define GASNETT_ATOMIC_WMB_POST          0x08
#define GASNETT_ATOMIC_MB_POST           (GASNETT_ATOMIC_RMB_POST | GASNETT_ATOMIC_WMB_POST)
/** Read fence after a compare_and_swap / decrement_and_test that returned true. */
#define GASNETT_ATOMIC_RMB_POST_IF_TRUE  0x10
/** Read fence after a compare_and_swap / decrement_and_test that returned false. */
#define GASNETT_ATOMIC_RMB_POST_IF_FALSE 0x20
#define GASNETT_ATOMIC_REL               GASNETT_ATOMIC_WMB_PRE
#define GASNETT_ATOMIC_ACQ               GASNETT_ATOMIC_RMB_POST
#define GASNETT_ATOMIC_ACQ_IF_TRUE       GASNETT_ATOMIC_RMB_POST_IF_TRUE
#define GASNETT_ATOMIC_ACQ_IF_FALSE      GASNETT_ATOMIC_RMB_POST_IF_FALSE

#define GASNETT_HAVE_ATOMIC_CAS           1
#define GASNETT_HAVE_ATOMIC_ADD_SUB       1
#define GASNETT_HAVE_STRONGATOMIC_CAS     1
#define GASNETT_HAVE_STRONGATOMIC_ADD_SUB 1

/* How the flags become memory orders.  A lone WMB_PRE (= REL) on an
 * operation that writes is the C11 release order of the access itself, and
 * a lone RMB_POST (= ACQ, and the _IF_TRUE / _IF_FALSE forms) on one that
 * reads is its acquire order: the order sits on the atomic access, where
 * the C11 model (and ThreadSanitizer, which does not model standalone
 * fences) sees it pair with the other side's acquire / release.  What an
 * access order cannot express stays a fence: an RMB before, a WMB after,
 * and the full fences (MB_PRE, MB_POST, a WMB_PRE before a read, an
 * RMB_POST after a store) are __atomic_thread_fence(__ATOMIC_SEQ_CST); the
 * access then also carries the release / acquire part of that fence. */

/* The order of an access that reads (`reads`) and/or writes (`writes`). */
static inline int _gasnett_order(int _flags, int _reads, int _writes)
{
    int _rel = _writes && (_flags & GASNETT_ATOMIC_WMB_PRE);
    int _acq = _reads && (_flags & (GASNETT_ATOMIC_RMB_POST | GASNETT_ATOMIC_RMB_POST_IF_TRUE |
                                    GASNETT_ATOMIC_RMB_POST_IF_FALSE));
    return _rel && _acq ? __ATOMIC_ACQ_REL
           : _rel       ? __ATOMIC_RELEASE
           : _acq       ? __ATOMIC_ACQUIRE
                        : __ATOMIC_RELAXED;
}

/* compare_and_swap: the order when the swap happens (it reads and writes),
 * then the order when it does not (a read: the _IF_FALSE acquire), raised
 * to the success order's strength where C11 wants success >= failure. */
static inline int _gasnett_cas_success(int _flags)
{
    int _o = _gasnett_order(_flags & ~GASNETT_ATOMIC_RMB_POST_IF_FALSE, 1, 1);
    if (_flags & GASNETT_ATOMIC_RMB_POST_IF_FALSE)
        _o = _o == __ATOMIC_RELAXED   ? __ATOMIC_ACQUIRE
             : _o == __ATOMIC_RELEASE ? __ATOMIC_ACQ_REL
                                      : _o;
    return _o;
}
static inline int _gasnett_cas_failure(int _flags)
{
    return _gasnett_order(_flags & ~GASNETT_ATOMIC_RMB_POST_IF_TRUE, 1, 0);
}

/* Fence before an operation.  `load_only`: the operation only reads, so a
 * write fence before it must also order earlier stores before its load
 * (store->load needs the full fence). */
static inline void _gasnett_fence_pre(int _flags, int _load_only)
{
    if ((_flags & GASNETT_ATOMIC_MB_PRE) == GASNETT_ATOMIC_MB_PRE ||
        (_load_only && (_flags & GASNETT_ATOMIC_WMB_PRE)))
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    else if (_flags & GASNETT_ATOMIC_RMB_PRE)
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
    /* a lone WMB_PRE: the release order of the access (_gasnett_order) */
}

/* Fence after an operation.  `store_only`: the operation only writes, so a
 * read fence after it must order its store before later loads (full fence).
 * `result` selects the _IF_TRUE / _IF_FALSE flags of boolean operations. */
static inline void _gasnett_fence_post(int _flags, int _store_only, int _result)
{
    if (_flags & (_result ? GASNETT_ATOMIC_RMB_POST_IF_TRUE : GASNETT_ATOMIC_RMB_POST_IF_FALSE))
        _flags |= GASNETT_ATOMIC_RMB_POST;
    if ((_flags & GASNETT_ATOMIC_MB_POST) == GASNETT_ATOMIC_MB_POST ||
        (_store_only && (_flags & GASNETT_ATOMIC_RMB_POST)))
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    else if (_flags & GASNETT_ATOMIC_WMB_POST)
        __atomic_thread_fence(__ATOMIC_RELEASE);
    /* a lone RMB_POST: the acquire order of the access (_gasnett_order) */
}

/* One family of atomic operations on `struct { T ctr; }`, built on the C11
 * memory model's __atomic builtins (what <stdatomic.h> expands to; usable
 * from C and C++ alike), with the orders and fences above.  Lock-free for
 * 32 and 64 bits, so the operations are also atomic between processes on
 * shared memory (e.g. on a word of a pshmex segment) and async-signal-safe.
 * The flags are constants in practice, so the orders fold at compile time
 * (a non-constant order is taken as __ATOMIC_SEQ_CST, never weaker). */
#define _GASNETT_ATOMIC_FAMILY(_name, T)                                                           \
    static inline T _name##_read(_name##_t *_p, int _flags)                                        \
    {                                                                                              \
        _gasnett_fence_pre(_flags, 1);                                                             \
        T _v = __atomic_load_n(&_p->_ctr, _gasnett_order(_flags, 1, 0));                           \
        _gasnett_fence_post(_flags, 0, 0);                                                         \
        return _v;                                                                                 \
    }                                                                                              \
    static inline void _name##_set(_name##_t *_p, T _v, int _flags)                                \
    {                                                                                              \
        _gasnett_fence_pre(_flags, 0);                                                             \
        __atomic_store_n(&_p->_ctr, _v, _gasnett_order(_flags, 0, 1));                             \
        _gasnett_fence_post(_flags, 1, 0);                                                         \
    }                                                                                              \
    /* add / subtract / increment / decrement wrap around; add and        */                       \
    /* subtract return the new value */                                                            \
    static inline T _name##_add(_name##_t *_p, T _op, int _flags)                                  \
    {                                                                                              \
        _gasnett_fence_pre(_flags, 0);                                                             \
        T _v = __atomic_add_fetch(&_p->_ctr, _op, _gasnett_order(_flags, 1, 1));                   \
        _gasnett_fence_post(_flags, 0, 0);                                                         \
        return _v;                                                                                 \
    }                                                                                              \
    static inline T _name##_subtract(_name##_t *_p, T _op, int _flags)                             \
    {                                                                                              \
        _gasnett_fence_pre(_flags, 0);                                                             \
        T _v = __atomic_sub_fetch(&_p->_ctr, _op, _gasnett_order(_flags, 1, 1));                   \
        _gasnett_fence_post(_flags, 0, 0);                                                         \
        return _v;                                                                                 \
    }                                                                                              \
    static inline void _name##_increment(_name##_t *_p, int _flags)                                \
    {                                                                                              \
        (void)_name##_add(_p, 1, _flags);                                                          \
    }                                                                                              \
    static inline void _name##_decrement(_name##_t *_p, int _flags)                                \
    {                                                                                              \
        (void)_name##_subtract(_p, 1, _flags);                                                     \
    }                                                                                              \
    /* non-zero iff the decremented value is 0 */                                                  \
    static inline int _name##_decrement_and_test(_name##_t *_p, int _flags)                        \
    {                                                                                              \
        _gasnett_fence_pre(_flags, 0);                                                             \
        int _r = __atomic_sub_fetch(&_p->_ctr, 1, _gasnett_order(_flags, 1, 1)) == 0;              \
        _gasnett_fence_post(_flags, 0, _r);                                                        \
        return _r;                                                                                 \
    }                                                                                              \
    /* stores v, returns the old value */                                                          \
    static inline T _name##_swap(_name##_t *_p, T _v, int _flags)                                  \
    {                                                                                              \
        _gasnett_fence_pre(_flags, 0);                                                             \
        T _old = __atomic_exchange_n(&_p->_ctr, _v, _gasnett_order(_flags, 1, 1));                 \
        _gasnett_fence_post(_flags, 0, 0);                                                         \
        return _old;                                                                               \
    }                                                                                              \
    /* if *p == oldval, stores newval and returns non-zero; else returns 0 */                      \
    static inline int _name##_compare_and_swap(_name##_t *_p, T _oldval, T _newval, int _flags)    \
    {                                                                                              \
        _gasnett_fence_pre(_flags, 0);                                                             \
        int _r = __atomic_compare_exchange_n(&_p->_ctr, &_oldval, _newval, 0,                      \
                                             _gasnett_cas_success(_flags),                         \
                                             _gasnett_cas_failure(_flags));                        \
        _gasnett_fence_post(_flags, 0, _r);                                                        \
        return _r;                                                                                 \
    }

/** The general atomic type: an unsigned 32-bit counter. */
typedef uint32_t gasnett_atomic_val_t;
typedef int32_t gasnett_atomic_sval_t;
typedef struct {
    gasnett_atomic_val_t _ctr; /* access only through gasnett_atomic_* */
} gasnett_atomic_t;
#define GASNETT_ATOMIC_MAX        ((gasnett_atomic_val_t)0xFFFFFFFFu)
#define GASNETT_ATOMIC_SIGNED_MIN ((gasnett_atomic_sval_t)(-0x7FFFFFFF - 1))
#define GASNETT_ATOMIC_SIGNED_MAX ((gasnett_atomic_sval_t)0x7FFFFFFF)
/** A value read from a gasnett_atomic_t, as a signed number. */
#define gasnett_atomic_signed(_v) ((gasnett_atomic_sval_t)(_v))
/** Static initializer: gasnett_atomic_t a = gasnett_atomic_init(5); */
#define gasnett_atomic_init(_v)                                                                    \
    {                                                                                              \
        (gasnett_atomic_val_t)(_v)                                                                 \
    }

/** Fixed-width atomics: exactly the storage of uint32_t / uint64_t. */
typedef struct {
    uint32_t _ctr;
} gasnett_atomic32_t;
typedef struct {
    uint64_t _ctr;
} gasnett_atomic64_t;
#define gasnett_atomic32_init(_v)                                                                  \
    {                                                                                              \
        (uint32_t)(_v)                                                                             \
    }
#define gasnett_atomic64_init(_v)                                                                  \
    {                                                                                              \
        (uint64_t)(_v)                                                                             \
    }

_GASNETT_ATOMIC_FAMILY(gasnett_atomic, gasnett_atomic_val_t)
_GASNETT_ATOMIC_FAMILY(gasnett_atomic32, uint32_t)
_GASNETT_ATOMIC_FAMILY(gasnett_atomic64, uint64_t)

/* Strong atomics: the same operations (ours are always true atomics). */
#define gasnett_strongatomic_t                    gasnett_atomic_t
#define gasnett_strongatomic_init                 gasnett_atomic_init
#define gasnett_strongatomic_read                 gasnett_atomic_read
#define gasnett_strongatomic_set                  gasnett_atomic_set
#define gasnett_strongatomic_increment            gasnett_atomic_increment
#define gasnett_strongatomic_decrement            gasnett_atomic_decrement
#define gasnett_strongatomic_decrement_and_test   gasnett_atomic_decrement_and_test
#define gasnett_strongatomic_add                  gasnett_atomic_add
#define gasnett_strongatomic_subtract             gasnett_atomic_subtract
#define gasnett_strongatomic_swap                 gasnett_atomic_swap
#define gasnett_strongatomic_compare_and_swap     gasnett_atomic_compare_and_swap
#define gasnett_strongatomic32_t                  gasnett_atomic32_t
#define gasnett_strongatomic32_init               gasnett_atomic32_init
#define gasnett_strongatomic32_read               gasnett_atomic32_read
#define gasnett_strongatomic32_set                gasnett_atomic32_set
#define gasnett_strongatomic32_increment          gasnett_atomic32_increment
#define gasnett_strongatomic32_decrement          gasnett_atomic32_decrement
#define gasnett_strongatomic32_decrement_and_test gasnett_atomic32_decrement_and_test
#define gasnett_strongatomic32_add                gasnett_atomic32_add
#define gasnett_strongatomic32_subtract           gasnett_atomic32_subtract
#define gasnett_strongatomic32_swap               gasnett_atomic32_swap
#define gasnett_strongatomic32_compare_and_swap   gasnett_atomic32_compare_and_swap
#define gasnett_strongatomic64_t                  gasnett_atomic64_t
#define gasnett_strongatomic64_init               gasnett_atomic64_init
#define gasnett_strongatomic64_read               gasnett_atomic64_read
#define gasnett_strongatomic64_set                gasnett_atomic64_set
#define gasnett_strongatomic64_increment          gasnett_atomic64_increment
#define gasnett_strongatomic64_decrement          gasnett_atomic64_decrement
#define gasnett_strongatomic64_decrement_and_test gasnett_atomic64_decrement_and_test
#define gasnett_strongatomic64_add                gasnett_atomic64_add
#define gasnett_strongatomic64_subtract           gasnett_atomic64_subtract
#define gasnett_strongatomic64_swap               gasnett_atomic64_swap
#define gasnett_strongatomic64_compare_and_swap   gasnett_atomic64_compare_and_swap

#pragma GCC visibility pop

#endif /* _PSHMEX_TOOLS_ATOMIC_H */
