/*
 * gasnet_tools.h -- pshmex: the GASNet Tools interface (gasnett_* / GASNETT_*).
 *
 * Communication-independent portability tools: compiler annotations,
 * platform identification, timers, memory fences, atomics, thread
 * wrappers, environment queries, backtraces and tracing hooks.
 *
 * Use it alone (link with `pkg-config --libs pshmex`; no gasnet_init is
 * needed) or together with gasnet.h / gasnetex.h, included in either order.
 * It compiles as C (C99 or later) and as C++ (C++11 or later).
 *
 * Some "functions" below are macros or inline functions: never take their
 * address or #undef them.  Names starting with _gasnett_ / _GASNETT_ and
 * pshmex_tools_ are private helpers.
 *
 * Always thread-safe: the atomics are true atomics and the mutexes true
 * locks whatever the client's thread mode (GASNETT_THREAD_SAFE is accepted
 * and changes nothing).
 */
#ifndef _GASNETT_GASNET_TOOLS_H
#define _GASNETT_GASNET_TOOLS_H

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The library is built with -fvisibility=hidden: the gasnett_* calls declared
 * here are part of its API. */
#pragma GCC visibility push(default)

/* ------------------------------------------------------------------ */
/* Preprocessor helpers                                                */
/* ------------------------------------------------------------------ */
#ifndef _STRINGIFY_HELPER
#define _STRINGIFY_HELPER(x) #x
#endif
#ifndef _STRINGIFY
/** The macro-expanded argument as a string literal. */
#define _STRINGIFY(x) _STRINGIFY_HELPER(x)
#endif
#ifndef _CONCAT_HELPER
#define _CONCAT_HELPER(a, b) a##b
#endif
#ifndef _CONCAT
/** Paste the macro-expanded arguments into one token. */
#define _CONCAT(a, b) _CONCAT_HELPER(a, b)
#endif

/* <inttypes.h> names for size_t / ssize_t, as the GASNet headers give them. */
#ifndef PRIuSZ
#define PRIuSZ "zu"
#endif
#ifndef PRIdSZ
#define PRIdSZ "zd"
#endif
#ifndef PRIxSZ
#define PRIxSZ "zx"
#endif
#ifndef PRIXSZ
#define PRIXSZ "zX"
#endif

/* ------------------------------------------------------------------ */
/* Platform identification (PLATFORM_COMPILER_*, _OS_*, _ARCH_*)       */
/* ------------------------------------------------------------------ */
#if defined(__clang__)
#define PLATFORM_COMPILER_CLANG 1
#define PLATFORM_COMPILER_FAMILYNAME CLANG
#define PLATFORM_COMPILER_FAMILYID 17
#define PLATFORM_COMPILER_VERSION                                                                  \
    ((__clang_major__ << 16) | (__clang_minor__ << 8) | __clang_patchlevel__)
#define PLATFORM_COMPILER_VERSION_STR                                                              \
    _STRINGIFY(__clang_major__) "." _STRINGIFY(__clang_minor__) "." _STRINGIFY(__clang_patchlevel__)
#elif defined(__GNUC__)
#define PLATFORM_COMPILER_GNU 1
#define PLATFORM_COMPILER_FAMILYNAME GNU
#define PLATFORM_COMPILER_FAMILYID 1
#define PLATFORM_COMPILER_VERSION ((__GNUC__ << 16) | (__GNUC_MINOR__ << 8) | __GNUC_PATCHLEVEL__)
#define PLATFORM_COMPILER_VERSION_STR                                                              \
    _STRINGIFY(__GNUC__) "." _STRINGIFY(__GNUC_MINOR__) "." _STRINGIFY(__GNUC_PATCHLEVEL__)
#else
#error "gasnet_tools.h (pshmex) needs GCC or Clang"
#endif
#if defined(__cplusplus)
#define PLATFORM_COMPILER_C_LANGLVL 0
#define PLATFORM_COMPILER_CXX_LANGLVL __cplusplus
#else
#define PLATFORM_COMPILER_C_LANGLVL __STDC_VERSION__
#define PLATFORM_COMPILER_CXX_LANGLVL 0
#endif
/** Compiler identification: family, version and language level. */
#define PLATFORM_COMPILER_IDSTR                                                                    \
    _STRINGIFY(PLATFORM_COMPILER_FAMILYNAME) "|" PLATFORM_COMPILER_VERSION_STR "|" __VERSION__
/** Compiler identity as one integer. */
#define PLATFORM_COMPILER_ID (PLATFORM_COMPILER_FAMILYID * 100000 + PLATFORM_COMPILER_VERSION)

#if defined(__linux__)
#define PLATFORM_OS_LINUX 1
#define PLATFORM_OS_FAMILYNAME LINUX
#else
#error "pshmex runs on Linux only"
#endif

#if defined(__x86_64__)
#define PLATFORM_ARCH_X86_64 1
#define PLATFORM_ARCH_FAMILYNAME X86_64
#define _GASNETT_TUPLE_ARCH "x86_64-pc"
#elif defined(__aarch64__)
#define PLATFORM_ARCH_AARCH64 1
#define PLATFORM_ARCH_FAMILYNAME AARCH64
#define _GASNETT_TUPLE_ARCH "aarch64-unknown"
#elif defined(__i386__)
#define PLATFORM_ARCH_X86 1
#define PLATFORM_ARCH_FAMILYNAME X86
#define _GASNETT_TUPLE_ARCH "i686-pc"
#elif defined(__powerpc64__)
#define PLATFORM_ARCH_POWERPC 1
#define PLATFORM_ARCH_FAMILYNAME POWERPC
#define _GASNETT_TUPLE_ARCH "powerpc64-unknown"
#else
#define PLATFORM_ARCH_UNKNOWN 1
#define PLATFORM_ARCH_FAMILYNAME UNKNOWN
#define _GASNETT_TUPLE_ARCH "unknown-unknown"
#endif
#if __SIZEOF_POINTER__ == 8
#define PLATFORM_ARCH_64 1
#else
#define PLATFORM_ARCH_32 1
#endif
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define PLATFORM_ARCH_LITTLE_ENDIAN 1
#else
#define PLATFORM_ARCH_BIG_ENDIAN 1
#endif

/** Target tuple of this system (informational). */
#define GASNETT_SYSTEM_TUPLE _GASNETT_TUPLE_ARCH "-linux-gnu"

/* ------------------------------------------------------------------ */
/* Compiler annotations                                                */
/* ------------------------------------------------------------------ */
#ifdef __cplusplus
#define GASNETT_BEGIN_EXTERNC extern "C" {
#define GASNETT_END_EXTERNC }
#define GASNETT_EXTERNC extern "C"
#else
/** Opens a block of C-linkage declarations (empty in C). */
#define GASNETT_BEGIN_EXTERNC
/** Closes GASNETT_BEGIN_EXTERNC. */
#define GASNETT_END_EXTERNC
/** C linkage for one declaration (plain extern in C). */
#define GASNETT_EXTERNC extern
#endif

/** GASNETT_INLINE(f) <definition of f>: a static function always inlined. */
#define GASNETT_INLINE(fnname) static inline __attribute__((__always_inline__))
/** Like GASNETT_INLINE, but never an error where inlining is impossible. */
#define GASNETT_PLEASE_INLINE(fnname) static inline
/** GASNETT_NEVER_INLINE(f, declarator): f is never inlined. */
#define GASNETT_NEVER_INLINE(fnname, declarator) __attribute__((__noinline__)) declarator
/** `decl GASNETT_NORETURN;`: the function never returns. */
#define GASNETT_NORETURN __attribute__((__noreturn__))
/** Pragma form of GASNETT_NORETURN (nothing needed with GCC/Clang). */
#define GASNETT_NORETURNP(fnname)
/** Prefix of a function returning fresh, unaliased memory. */
#define GASNETT_MALLOC __attribute__((__malloc__))
#define GASNETT_MALLOCP(fnname)
/** Prefix of a function without side effects (may read globals). */
#define GASNETT_PURE __attribute__((__pure__))
#define GASNETT_PUREP(fnname)
/** Prefix of a function whose result depends only on its arguments. */
#define GASNETT_CONST __attribute__((__const__))
#define GASNETT_CONSTP(fnname)
#define GASNETT_HOT __attribute__((__hot__))
#define GASNETT_COLD __attribute__((__cold__))
#define GASNETT_DEPRECATED __attribute__((__deprecated__))
#define GASNETT_WARN_UNUSED_RESULT __attribute__((__warn_unused_result__))
/** Keep the function or variable even when it looks unused. */
#define GASNETT_USED __attribute__((__used__))
#if defined(__cplusplus) && __cplusplus >= 201703L
#define GASNETT_FALLTHROUGH [[fallthrough]];
#else
#define GASNETT_FALLTHROUGH __attribute__((__fallthrough__));
#endif
#ifdef __cplusplus
#define GASNETT_RESTRICT __restrict__
#else
/** C99 restrict (also in C++, as __restrict__). */
#define GASNETT_RESTRICT restrict
#endif
/** GASNETT_FORMAT_PRINTF(f, fmtarg, firstvararg, declarator): printf-checked f. */
#define GASNETT_FORMAT_PRINTF(fnname, fmtarg, firstvararg, declarator)                             \
    __attribute__((__format__(__printf__, fmtarg, firstvararg))) declarator
#define GASNETT_FORMAT_PRINTF_FUNCPTR(fnname, fmtarg, firstvararg, declarator)                     \
    __attribute__((__format__(__printf__, fmtarg, firstvararg))) declarator
/** Name of the enclosing function, as a const char *. */
#define GASNETT_CURRENT_FUNCTION __func__

/** GASNETT_IDENT(name, "$Keyword: text $"); embeds text in the executable. */
#ifdef __cplusplus
#define GASNETT_IDENT(identName, identText)                                                        \
    extern "C" const char identName[];                                                             \
    extern "C" GASNETT_USED const char identName[] = identText
#else
#define GASNETT_IDENT(identName, identText)                                                        \
    extern const char identName[];                                                                 \
    GASNETT_USED const char identName[] = identText
#endif

/* Mark 1..8 arguments as intentionally unused. */
#define GASNETT_UNUSED_ARGS1(a) ((void)(a))
#define GASNETT_UNUSED_ARGS2(a, b) ((void)(a), (void)(b))
#define GASNETT_UNUSED_ARGS3(a, b, c) (GASNETT_UNUSED_ARGS2(a, b), (void)(c))
#define GASNETT_UNUSED_ARGS4(a, b, c, d) (GASNETT_UNUSED_ARGS3(a, b, c), (void)(d))
#define GASNETT_UNUSED_ARGS5(a, b, c, d, e) (GASNETT_UNUSED_ARGS4(a, b, c, d), (void)(e))
#define GASNETT_UNUSED_ARGS6(a, b, c, d, e, f) (GASNETT_UNUSED_ARGS5(a, b, c, d, e), (void)(f))
#define GASNETT_UNUSED_ARGS7(a, b, c, d, e, f, g)                                                  \
    (GASNETT_UNUSED_ARGS6(a, b, c, d, e, f), (void)(g))
#define GASNETT_UNUSED_ARGS8(a, b, c, d, e, f, g, h)                                               \
    (GASNETT_UNUSED_ARGS7(a, b, c, d, e, f, g), (void)(h))

/** Value of expr, hinted to be usually true / usually false. */
#define GASNETT_PREDICT_TRUE(expr) __builtin_expect(!!(expr), 1)
#define GASNETT_PREDICT_FALSE(expr) __builtin_expect(!!(expr), 0)
#ifndef if_pf
/** `if` whose condition is predicted false. */
#define if_pf(cond) if (GASNETT_PREDICT_FALSE(cond))
#endif
#ifndef if_pt
/** `if` whose condition is predicted true. */
#define if_pt(cond) if (GASNETT_PREDICT_TRUE(cond))
#endif
/** Non-zero if expr is a compile-time constant. */
#define gasnett_constant_p(expr) __builtin_constant_p(expr)
/** Tell the compiler this point is never reached. */
#define gasnett_unreachable() __builtin_unreachable()

/* ------------------------------------------------------------------ */
/* System properties and versions                                      */
/* ------------------------------------------------------------------ */
/** Virtual-memory page size and its log2. */
#define GASNETT_PAGESIZE 4096
#define GASNETT_PAGESHIFT 12
/** Cache line shared between CPUs (bytes). */
#define GASNETT_CACHE_LINE_BYTES 64
/** Most threads per process the library supports. */
#define GASNETT_MAX_THREADS 256

/* Same values as gasnetex.h (identical redefinitions are allowed). */
#define GASNETT_RELEASE_VERSION_MAJOR 2026
#define GASNETT_RELEASE_VERSION_MINOR 11
#define GASNETT_RELEASE_VERSION_PATCH 0
#define GASNETT_SPEC_VERSION_MAJOR 1
#define GASNETT_SPEC_VERSION_MINOR 20

#define GASNETT_THREAD_MODEL PAR
#define GASNETT_TIMER_CONFIG timers_tsc_or_posix
#define GASNETT_MEMBAR_CONFIG gcc_atomics
#define GASNETT_ATOMIC_CONFIG atomics_c11
#define GASNETT_ATOMIC32_CONFIG atomic32_c11
#define GASNETT_ATOMIC64_CONFIG atomic64_c11
#if PLATFORM_ARCH_64
#define GASNETT_PTR_CONFIG 64bit
#else
#define GASNETT_PTR_CONFIG 32bit
#endif
/** Build configuration of the tools, for informational comparison. */
#define GASNETT_CONFIG_STRING                                                                                                                                                                                        \
    "RELEASE=" _STRINGIFY(GASNETT_RELEASE_VERSION_MAJOR) "." _STRINGIFY(GASNETT_RELEASE_VERSION_MINOR) "." _STRINGIFY(GASNETT_RELEASE_VERSION_PATCH) ",SPEC=" _STRINGIFY(GASNETT_SPEC_VERSION_MAJOR) "." _STRINGIFY( \
        GASNETT_SPEC_VERSION_MINOR) ",PTR=" _STRINGIFY(GASNETT_PTR_CONFIG) ",nodebug," _STRINGIFY(GASNETT_THREAD_MODEL) "," _STRINGIFY(GASNETT_TIMER_CONFIG) "," _STRINGIFY(GASNETT_MEMBAR_CONFIG) "," _STRINGIFY(GASNETT_ATOMIC_CONFIG)

GASNETT_BEGIN_EXTERNC

/** Release as MAJOR*1000000 + MINOR*10000 + PATCH (increases with each release). */
extern uint64_t gasnett_release_version(void);
/** Release as "MAJOR.MINOR.PATCH". */
extern const char *gasnett_release_version_str(void);
/** Configuration choices that may hurt performance ("" if none). */
extern const char *gasnett_performance_warning_str(void);

/* ------------------------------------------------------------------ */
/* Timers                                                              */
/* ------------------------------------------------------------------ */
/** Ticks: the CPU's invariant time-stamp counter where it has one, else
 *  CLOCK_MONOTONIC nanoseconds.  Compare ticks of one process only. */
typedef uint64_t gasnett_tick_t;
#define GASNETT_TICK_MIN ((gasnett_tick_t)0)
#define GASNETT_TICK_MAX (~(gasnett_tick_t)0)

/** The current tick count. */
extern gasnett_tick_t gasnett_ticks_now(void);
/** Ticks (an interval or a reading) in nanoseconds (calibrated once). */
extern uint64_t gasnett_ticks_to_ns(gasnett_tick_t ticks);
/** Ticks in microseconds. */
extern uint64_t gasnett_ticks_to_us(gasnett_tick_t ticks);
/** Smallest non-zero interval the timer shows, in microseconds. */
extern double gasnett_tick_granularityus(void);
/** Cost of one gasnett_ticks_now() call, in microseconds. */
extern double gasnett_tick_overheadus(void);
/** Wall-clock time: microseconds since the Epoch. */
extern uint64_t gasnett_gettimeofday_us(void);
/** Sleep for at least ns_delay nanoseconds. */
extern void gasnett_nsleep(uint64_t ns_delay);

/* ------------------------------------------------------------------ */
/* Memory fences (C11 memory model)                                    */
/* ------------------------------------------------------------------ */
/** Full fence: earlier loads and stores before later ones. */
#define gasnett_local_mb() __atomic_thread_fence(__ATOMIC_SEQ_CST)
/** Read fence: earlier loads before later loads and stores (acquire). */
#define gasnett_local_rmb() __atomic_thread_fence(__ATOMIC_ACQUIRE)
/** Write fence: earlier loads and stores before later stores (release). */
#define gasnett_local_wmb() __atomic_thread_fence(__ATOMIC_RELEASE)
/* The weak forms are the same here: the tools are always thread-safe. */
#define gasnett_weak_mb() gasnett_local_mb()
#define gasnett_weak_rmb() gasnett_local_rmb()
#define gasnett_weak_wmb() gasnett_local_wmb()
/** Stop the compiler moving memory accesses across this point. */
#define gasnett_compiler_fence() __atomic_signal_fence(__ATOMIC_SEQ_CST)
/** CPU hint for the body of a spin loop. */
#if defined(__x86_64__) || defined(__i386__)
#define gasnett_spinloop_hint() __builtin_ia32_pause()
#elif defined(__aarch64__)
#define gasnett_spinloop_hint() __asm__ __volatile__("yield" ::: "memory")
#else
#define gasnett_spinloop_hint() gasnett_compiler_fence()
#endif

/* ------------------------------------------------------------------ */
/* Atomics                                                             */
/* ------------------------------------------------------------------ */
/* Fence flags of every atomic operation (OR them together).  The fence is
 * at least as strong as asked: RMB = acquire, WMB = release, MB = full. */
#define GASNETT_ATOMIC_NONE 0
#define GASNETT_ATOMIC_RMB_PRE 0x01
#define GASNETT_ATOMIC_WMB_PRE 0x02
#define GASNETT_ATOMIC_MB_PRE (GASNETT_ATOMIC_RMB_PRE | GASNETT_ATOMIC_WMB_PRE)
#define GASNETT_ATOMIC_RMB_POST 0x04
#define GASNETT_ATOMIC_WMB_POST 0x08
#define GASNETT_ATOMIC_MB_POST (GASNETT_ATOMIC_RMB_POST | GASNETT_ATOMIC_WMB_POST)
/** Read fence after a compare_and_swap / decrement_and_test that returned true. */
#define GASNETT_ATOMIC_RMB_POST_IF_TRUE 0x10
/** Read fence after a compare_and_swap / decrement_and_test that returned false. */
#define GASNETT_ATOMIC_RMB_POST_IF_FALSE 0x20
#define GASNETT_ATOMIC_REL GASNETT_ATOMIC_WMB_PRE
#define GASNETT_ATOMIC_ACQ GASNETT_ATOMIC_RMB_POST
#define GASNETT_ATOMIC_ACQ_IF_TRUE GASNETT_ATOMIC_RMB_POST_IF_TRUE
#define GASNETT_ATOMIC_ACQ_IF_FALSE GASNETT_ATOMIC_RMB_POST_IF_FALSE

#define GASNETT_HAVE_ATOMIC_CAS 1
#define GASNETT_HAVE_ATOMIC_ADD_SUB 1
#define GASNETT_HAVE_STRONGATOMIC_CAS 1
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
static inline int _gasnett_order(int flags, int reads, int writes)
{
    int rel = writes && (flags & GASNETT_ATOMIC_WMB_PRE);
    int acq = reads && (flags & (GASNETT_ATOMIC_RMB_POST | GASNETT_ATOMIC_RMB_POST_IF_TRUE |
                                 GASNETT_ATOMIC_RMB_POST_IF_FALSE));
    return rel && acq ? __ATOMIC_ACQ_REL
           : rel      ? __ATOMIC_RELEASE
           : acq      ? __ATOMIC_ACQUIRE
                      : __ATOMIC_RELAXED;
}

/* compare_and_swap: the order when the swap happens (it reads and writes),
 * then the order when it does not (a read: the _IF_FALSE acquire), raised
 * to the success order's strength where C11 wants success >= failure. */
static inline int _gasnett_cas_success(int flags)
{
    int o = _gasnett_order(flags & ~GASNETT_ATOMIC_RMB_POST_IF_FALSE, 1, 1);
    if (flags & GASNETT_ATOMIC_RMB_POST_IF_FALSE)
        o = o == __ATOMIC_RELAXED ? __ATOMIC_ACQUIRE : o == __ATOMIC_RELEASE ? __ATOMIC_ACQ_REL : o;
    return o;
}
static inline int _gasnett_cas_failure(int flags)
{
    return _gasnett_order(flags & ~GASNETT_ATOMIC_RMB_POST_IF_TRUE, 1, 0);
}

/* Fence before an operation.  `load_only`: the operation only reads, so a
 * write fence before it must also order earlier stores before its load
 * (store->load needs the full fence). */
static inline void _gasnett_fence_pre(int flags, int load_only)
{
    if ((flags & GASNETT_ATOMIC_MB_PRE) == GASNETT_ATOMIC_MB_PRE ||
        (load_only && (flags & GASNETT_ATOMIC_WMB_PRE)))
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    else if (flags & GASNETT_ATOMIC_RMB_PRE)
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
    /* a lone WMB_PRE: the release order of the access (_gasnett_order) */
}

/* Fence after an operation.  `store_only`: the operation only writes, so a
 * read fence after it must order its store before later loads (full fence).
 * `result` selects the _IF_TRUE / _IF_FALSE flags of boolean operations. */
static inline void _gasnett_fence_post(int flags, int store_only, int result)
{
    if (flags & (result ? GASNETT_ATOMIC_RMB_POST_IF_TRUE : GASNETT_ATOMIC_RMB_POST_IF_FALSE))
        flags |= GASNETT_ATOMIC_RMB_POST;
    if ((flags & GASNETT_ATOMIC_MB_POST) == GASNETT_ATOMIC_MB_POST ||
        (store_only && (flags & GASNETT_ATOMIC_RMB_POST)))
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    else if (flags & GASNETT_ATOMIC_WMB_POST)
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
#define _GASNETT_ATOMIC_FAMILY(name, T)                                                            \
    static inline T name##_read(name##_t *p, int flags)                                            \
    {                                                                                              \
        _gasnett_fence_pre(flags, 1);                                                              \
        T v = __atomic_load_n(&p->ctr, _gasnett_order(flags, 1, 0));                               \
        _gasnett_fence_post(flags, 0, 0);                                                          \
        return v;                                                                                  \
    }                                                                                              \
    static inline void name##_set(name##_t *p, T v, int flags)                                     \
    {                                                                                              \
        _gasnett_fence_pre(flags, 0);                                                              \
        __atomic_store_n(&p->ctr, v, _gasnett_order(flags, 0, 1));                                 \
        _gasnett_fence_post(flags, 1, 0);                                                          \
    }                                                                                              \
    /* add / subtract / increment / decrement wrap around; add and        */                       \
    /* subtract return the new value */                                                            \
    static inline T name##_add(name##_t *p, T op, int flags)                                       \
    {                                                                                              \
        _gasnett_fence_pre(flags, 0);                                                              \
        T v = __atomic_add_fetch(&p->ctr, op, _gasnett_order(flags, 1, 1));                        \
        _gasnett_fence_post(flags, 0, 0);                                                          \
        return v;                                                                                  \
    }                                                                                              \
    static inline T name##_subtract(name##_t *p, T op, int flags)                                  \
    {                                                                                              \
        _gasnett_fence_pre(flags, 0);                                                              \
        T v = __atomic_sub_fetch(&p->ctr, op, _gasnett_order(flags, 1, 1));                        \
        _gasnett_fence_post(flags, 0, 0);                                                          \
        return v;                                                                                  \
    }                                                                                              \
    static inline void name##_increment(name##_t *p, int flags)                                    \
    {                                                                                              \
        (void)name##_add(p, 1, flags);                                                             \
    }                                                                                              \
    static inline void name##_decrement(name##_t *p, int flags)                                    \
    {                                                                                              \
        (void)name##_subtract(p, 1, flags);                                                        \
    }                                                                                              \
    /* non-zero iff the decremented value is 0 */                                                  \
    static inline int name##_decrement_and_test(name##_t *p, int flags)                            \
    {                                                                                              \
        _gasnett_fence_pre(flags, 0);                                                              \
        int r = __atomic_sub_fetch(&p->ctr, 1, _gasnett_order(flags, 1, 1)) == 0;                  \
        _gasnett_fence_post(flags, 0, r);                                                          \
        return r;                                                                                  \
    }                                                                                              \
    /* stores v, returns the old value */                                                          \
    static inline T name##_swap(name##_t *p, T v, int flags)                                       \
    {                                                                                              \
        _gasnett_fence_pre(flags, 0);                                                              \
        T old = __atomic_exchange_n(&p->ctr, v, _gasnett_order(flags, 1, 1));                      \
        _gasnett_fence_post(flags, 0, 0);                                                          \
        return old;                                                                                \
    }                                                                                              \
    /* if *p == oldval, stores newval and returns non-zero; else returns 0 */                      \
    static inline int name##_compare_and_swap(name##_t *p, T oldval, T newval, int flags)          \
    {                                                                                              \
        _gasnett_fence_pre(flags, 0);                                                              \
        int r =                                                                                    \
            __atomic_compare_exchange_n(&p->ctr, &oldval, newval, 0, _gasnett_cas_success(flags),  \
                                        _gasnett_cas_failure(flags));                              \
        _gasnett_fence_post(flags, 0, r);                                                          \
        return r;                                                                                  \
    }

/** The general atomic type: an unsigned 32-bit counter. */
typedef uint32_t gasnett_atomic_val_t;
typedef int32_t gasnett_atomic_sval_t;
typedef struct {
    gasnett_atomic_val_t ctr; /* access only through gasnett_atomic_* */
} gasnett_atomic_t;
#define GASNETT_ATOMIC_MAX ((gasnett_atomic_val_t)0xFFFFFFFFu)
#define GASNETT_ATOMIC_SIGNED_MIN ((gasnett_atomic_sval_t)(-0x7FFFFFFF - 1))
#define GASNETT_ATOMIC_SIGNED_MAX ((gasnett_atomic_sval_t)0x7FFFFFFF)
/** A value read from a gasnett_atomic_t, as a signed number. */
#define gasnett_atomic_signed(v) ((gasnett_atomic_sval_t)(v))
/** Static initializer: gasnett_atomic_t a = gasnett_atomic_init(5); */
#define gasnett_atomic_init(v)                                                                     \
    {                                                                                              \
        (gasnett_atomic_val_t)(v)                                                                  \
    }

/** Fixed-width atomics: exactly the storage of uint32_t / uint64_t. */
typedef struct {
    uint32_t ctr;
} gasnett_atomic32_t;
typedef struct {
    uint64_t ctr;
} gasnett_atomic64_t;
#define gasnett_atomic32_init(v)                                                                   \
    {                                                                                              \
        (uint32_t)(v)                                                                              \
    }
#define gasnett_atomic64_init(v)                                                                   \
    {                                                                                              \
        (uint64_t)(v)                                                                              \
    }

_GASNETT_ATOMIC_FAMILY(gasnett_atomic, gasnett_atomic_val_t)
_GASNETT_ATOMIC_FAMILY(gasnett_atomic32, uint32_t)
_GASNETT_ATOMIC_FAMILY(gasnett_atomic64, uint64_t)

/* Strong atomics: the same operations (ours are always true atomics). */
#define gasnett_strongatomic_t gasnett_atomic_t
#define gasnett_strongatomic_init gasnett_atomic_init
#define gasnett_strongatomic_read gasnett_atomic_read
#define gasnett_strongatomic_set gasnett_atomic_set
#define gasnett_strongatomic_increment gasnett_atomic_increment
#define gasnett_strongatomic_decrement gasnett_atomic_decrement
#define gasnett_strongatomic_decrement_and_test gasnett_atomic_decrement_and_test
#define gasnett_strongatomic_add gasnett_atomic_add
#define gasnett_strongatomic_subtract gasnett_atomic_subtract
#define gasnett_strongatomic_swap gasnett_atomic_swap
#define gasnett_strongatomic_compare_and_swap gasnett_atomic_compare_and_swap
#define gasnett_strongatomic32_t gasnett_atomic32_t
#define gasnett_strongatomic32_init gasnett_atomic32_init
#define gasnett_strongatomic32_read gasnett_atomic32_read
#define gasnett_strongatomic32_set gasnett_atomic32_set
#define gasnett_strongatomic32_increment gasnett_atomic32_increment
#define gasnett_strongatomic32_decrement gasnett_atomic32_decrement
#define gasnett_strongatomic32_decrement_and_test gasnett_atomic32_decrement_and_test
#define gasnett_strongatomic32_add gasnett_atomic32_add
#define gasnett_strongatomic32_subtract gasnett_atomic32_subtract
#define gasnett_strongatomic32_swap gasnett_atomic32_swap
#define gasnett_strongatomic32_compare_and_swap gasnett_atomic32_compare_and_swap
#define gasnett_strongatomic64_t gasnett_atomic64_t
#define gasnett_strongatomic64_init gasnett_atomic64_init
#define gasnett_strongatomic64_read gasnett_atomic64_read
#define gasnett_strongatomic64_set gasnett_atomic64_set
#define gasnett_strongatomic64_increment gasnett_atomic64_increment
#define gasnett_strongatomic64_decrement gasnett_atomic64_decrement
#define gasnett_strongatomic64_decrement_and_test gasnett_atomic64_decrement_and_test
#define gasnett_strongatomic64_add gasnett_atomic64_add
#define gasnett_strongatomic64_subtract gasnett_atomic64_subtract
#define gasnett_strongatomic64_swap gasnett_atomic64_swap
#define gasnett_strongatomic64_compare_and_swap gasnett_atomic64_compare_and_swap

/* ------------------------------------------------------------------ */
/* Fatal errors and backtraces                                         */
/* ------------------------------------------------------------------ */
/** Print "*** FATAL ERROR (rank R): <message>" on stderr, a backtrace if
 *  GASNET_BACKTRACE=1, freeze if GASNET_FREEZE_ON_ERROR=1, then abort(). */
extern void gasnett_fatalerror(const char *msg, ...) GASNETT_NORETURN
    __attribute__((__format__(__printf__, 1, 2)));
/** Terminate this process now with exitcode (no atexit handlers). */
extern void gasnett_killmyprocess(int exitcode) GASNETT_NORETURN;

/** A backtrace mechanism a client may add (define gasnett_backtrace_user). */
typedef struct {
    const char *name;  /* upper-case name, selectable in GASNET_BACKTRACE_TYPE */
    int (*fnp)(int);   /* writes the calling thread's backtrace to fd; 0 = success */
    int threadsupport; /* non-zero if it works in multi-threaded processes */
} gasnett_backtrace_type_t;
/* Weak: a client that defines gasnett_backtrace_user adds its mechanism. */
extern gasnett_backtrace_type_t gasnett_backtrace_user __attribute__((__weak__));

/** Optional: call early with argv[0] (the executable is also found without it). */
extern void gasnett_backtrace_init(const char *exename);
/** Write the calling thread's backtrace to fd now.  Mechanisms are tried in
 *  GASNET_BACKTRACE_TYPE order (default "USER,EXECINFO,GDB"): USER (the
 *  client's), EXECINFO (glibc backtrace(), function names read from the
 *  ELF symbol tables, static functions included), GDB.  0 on success. */
extern int gasnett_print_backtrace(int fd);
/** Called on fatal errors: prints a backtrace iff GASNET_BACKTRACE=1.
 *  A client may point it elsewhere. */
extern int (*gasnett_print_backtrace_ifenabled)(int fd);
/** Print how to attach a debugger and wait until *flag becomes 0. */
extern void gasnett_freezeForDebuggerNow(volatile int *flag, const char *flagsymname);
/** gasnett_freezeForDebuggerNow iff GASNET_FREEZE_ON_ERROR=1. */
extern void gasnett_freezeForDebuggerErr(void);

/** malloc()ed "func at file:line" of the call site; free() it. */
#define gasnett_current_loc pshmex_tools_current_loc(__FILE__, __LINE__, __func__)
extern char *pshmex_tools_current_loc(const char *file, int line, const char *func);

/* ------------------------------------------------------------------ */
/* Mutexes, condition variables, reader-writer locks                   */
/* ------------------------------------------------------------------ */
/** A pthread mutex that knows its owner, to catch recursive locking,
 *  unlocking a mutex not held, and to answer assertlocked. */
typedef struct {
    pthread_mutex_t lock;
    pthread_t owner; /* the holder, written by it before is_held is set */
    int is_held;     /* set (release) by the holder after owner, cleared by it before unlocking */
} gasnett_mutex_t;
#define GASNETT_MUTEX_INITIALIZER                                                                  \
    {                                                                                              \
        PTHREAD_MUTEX_INITIALIZER, 0, 0                                                            \
    }

/* Non-zero iff the calling thread holds m.  The acquire load pairs with the
 * holder's release store of is_held, so a set is_held comes with its owner. */
static inline int _gasnett_mutex_mine(gasnett_mutex_t *m)
{
    return __atomic_load_n(&m->is_held, __ATOMIC_ACQUIRE) &&
           pthread_equal(__atomic_load_n(&m->owner, __ATOMIC_RELAXED), pthread_self());
}
static inline void _gasnett_mutex_took(gasnett_mutex_t *m)
{
    __atomic_store_n(&m->owner, pthread_self(), __ATOMIC_RELAXED);
    __atomic_store_n(&m->is_held, 1, __ATOMIC_RELEASE);
}
static inline void gasnett_mutex_init(gasnett_mutex_t *m)
{
    int rc = pthread_mutex_init(&m->lock, NULL);
    if (rc)
        gasnett_fatalerror("gasnett_mutex_init: pthread_mutex_init failed (error %d)", rc);
    m->is_held = 0;
}
/** Destroy; returns the pthread error (0 on success) without checking it. */
static inline int gasnett_mutex_destroy_ignoreerr(gasnett_mutex_t *m)
{
    return pthread_mutex_destroy(&m->lock);
}
static inline void gasnett_mutex_destroy(gasnett_mutex_t *m)
{
    int rc = pthread_mutex_destroy(&m->lock);
    if (rc)
        gasnett_fatalerror("gasnett_mutex_destroy: error %d (is the mutex held?)", rc);
}
static inline void gasnett_mutex_lock(gasnett_mutex_t *m)
{
    if (_gasnett_mutex_mine(m))
        gasnett_fatalerror("gasnett_mutex_lock: recursive locking of a mutex this thread holds");
    int rc = pthread_mutex_lock(&m->lock);
    if (rc)
        gasnett_fatalerror("gasnett_mutex_lock: pthread_mutex_lock failed (error %d)", rc);
    _gasnett_mutex_took(m);
}
/** 0 if acquired, EBUSY if another thread holds it. */
static inline int gasnett_mutex_trylock(gasnett_mutex_t *m)
{
    if (_gasnett_mutex_mine(m))
        gasnett_fatalerror("gasnett_mutex_trylock: recursive locking of a mutex this thread holds");
    int rc = pthread_mutex_trylock(&m->lock);
    if (rc == 0)
        _gasnett_mutex_took(m);
    else if (rc != EBUSY)
        gasnett_fatalerror("gasnett_mutex_trylock: pthread_mutex_trylock failed (error %d)", rc);
    return rc;
}
static inline void gasnett_mutex_unlock(gasnett_mutex_t *m)
{
    if (!_gasnett_mutex_mine(m))
        gasnett_fatalerror("gasnett_mutex_unlock: the calling thread does not hold the mutex");
    __atomic_store_n(&m->is_held, 0, __ATOMIC_RELAXED);
    int rc = pthread_mutex_unlock(&m->lock);
    if (rc)
        gasnett_fatalerror("gasnett_mutex_unlock: pthread_mutex_unlock failed (error %d)", rc);
}
/** Fatal error unless the calling thread holds m. */
static inline void gasnett_mutex_assertlocked(gasnett_mutex_t *m)
{
    if (!_gasnett_mutex_mine(m))
        gasnett_fatalerror("gasnett_mutex_assertlocked: the calling thread does not hold it");
}
/** Fatal error if the calling thread holds m. */
static inline void gasnett_mutex_assertunlocked(gasnett_mutex_t *m)
{
    if (_gasnett_mutex_mine(m))
        gasnett_fatalerror("gasnett_mutex_assertunlocked: the calling thread holds it");
}

typedef pthread_cond_t gasnett_cond_t;
#define GASNETT_COND_INITIALIZER PTHREAD_COND_INITIALIZER
static inline void gasnett_cond_init(gasnett_cond_t *c)
{
    int rc = pthread_cond_init(c, NULL);
    if (rc)
        gasnett_fatalerror("gasnett_cond_init: pthread_cond_init failed (error %d)", rc);
}
static inline void gasnett_cond_destroy(gasnett_cond_t *c)
{
    int rc = pthread_cond_destroy(c);
    if (rc)
        gasnett_fatalerror("gasnett_cond_destroy: error %d (are threads waiting?)", rc);
}
/** Wake at least one waiter (hold the associated mutex while signalling). */
static inline void gasnett_cond_signal(gasnett_cond_t *c)
{
    (void)pthread_cond_signal(c);
}
/** Wake every waiter. */
static inline void gasnett_cond_broadcast(gasnett_cond_t *c)
{
    (void)pthread_cond_broadcast(c);
}
/** Release m (held), sleep until signalled (or spuriously), retake m. */
static inline void gasnett_cond_wait(gasnett_cond_t *c, gasnett_mutex_t *m)
{
    if (!_gasnett_mutex_mine(m))
        gasnett_fatalerror("gasnett_cond_wait: the calling thread does not hold the mutex");
    __atomic_store_n(&m->is_held, 0, __ATOMIC_RELAXED);
    int rc = pthread_cond_wait(c, &m->lock);
    if (rc)
        gasnett_fatalerror("gasnett_cond_wait: pthread_cond_wait failed (error %d)", rc);
    _gasnett_mutex_took(m);
}

/** Reader-writer lock (many readers or one writer; waiting writers keep new
 *  readers out).  Built on a mutex and a condition variable, so it exists
 *  in strict ISO C builds where pthread_rwlock_t is hidden.  Not recursive. */
typedef struct {
    pthread_mutex_t lock; /* guards the three counts */
    pthread_cond_t cond;  /* broadcast whenever the lock becomes free(r) */
    int readers;          /* threads holding it for reading */
    int writer;           /* 1 while a thread holds it for writing */
    int writers_waiting;  /* writers blocked in wrlock */
} gasnett_rwlock_t;
#define GASNETT_RWLOCK_INITIALIZER                                                                 \
    {                                                                                              \
        PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, 0                               \
    }
extern void gasnett_rwlock_init(gasnett_rwlock_t *l);
extern void gasnett_rwlock_destroy(gasnett_rwlock_t *l);
extern void gasnett_rwlock_rdlock(gasnett_rwlock_t *l);
extern void gasnett_rwlock_wrlock(gasnett_rwlock_t *l);
/** 0 if acquired, EBUSY otherwise. */
extern int gasnett_rwlock_tryrdlock(gasnett_rwlock_t *l);
extern int gasnett_rwlock_trywrlock(gasnett_rwlock_t *l);
/** Release a read or a write hold. */
extern void gasnett_rwlock_unlock(gasnett_rwlock_t *l);

/* ------------------------------------------------------------------ */
/* Thread-specific pointers                                            */
/* ------------------------------------------------------------------ */
/* A key is a thread-local void * (compiler TLS: no key creation needed,
 * every thread starts with NULL). */
#ifdef __cplusplus
#define _GASNETT_TLS thread_local
#else
#define _GASNETT_TLS _Thread_local
#endif
/** Define key at file scope, in exactly one source file. */
#define GASNETT_THREADKEY_DEFINE(key) _GASNETT_TLS void *_gasnett_threadkey_##key = NULL
/** Declare a key defined elsewhere (in a header). */
#define GASNETT_THREADKEY_DECLARE(key) extern _GASNETT_TLS void *_gasnett_threadkey_##key
#define gasnett_threadkey_get(key) (_gasnett_threadkey_##key)
#define gasnett_threadkey_set(key, newval) ((void)(_gasnett_threadkey_##key = (newval)))
/** Optional (thread-local storage needs no set-up); may be called many times. */
#define gasnett_threadkey_init(key) ((void)&_gasnett_threadkey_##key)
#define gasnett_threadkey_get_noinit(key) gasnett_threadkey_get(key)
#define gasnett_threadkey_set_noinit(key, newval) gasnett_threadkey_set(key, newval)

/* ------------------------------------------------------------------ */
/* Environment                                                         */
/* ------------------------------------------------------------------ */
/** getenv() without reporting. */
extern char *gasnett_getenv(const char *keyname);
/** Set / remove a variable in this process only. */
extern void gasnett_setenv(const char *key, const char *value);
extern void gasnett_unsetenv(const char *key);
/** Value of keyname, or defaultval if unset (reported when verbose). */
extern char *gasnett_getenv_withdefault(const char *keyname, const char *defaultval);
/** 1 for y/yes/1 (any case), 0 for n/no/0, defaultval if unset; fatal otherwise. */
extern int gasnett_getenv_yesno_withdefault(const char *keyname, int defaultval);
/** Integer value (gasnett_parse_int rules); fatal on a malformed value. */
extern int64_t gasnett_getenv_int_withdefault(const char *keyname, int64_t defaultval,
                                              uint64_t mem_size_multiplier);
/** Floating-point value ("1.5", "-1e4" or a fraction "3/8"); fatal if malformed. */
extern double gasnett_getenv_dbl_withdefault(const char *keyname, double defaultval);
/** Parse an integer: decimal or 0x hex.  mem_size_multiplier != 0: a memory
 *  size, possibly fractional, with an optional B/K/KB/M/MB/G/GB/T/TB suffix
 *  (powers of 1024); without suffix the number counts mem_size_multiplier
 *  bytes.  Fatal error on a malformed string. */
extern int64_t gasnett_parse_int(const char *str, uint64_t mem_size_multiplier);
/** val as text ("123", or for memory sizes "4 KB", "3 GB" when exact) in buf. */
extern char *gasnett_format_number(int64_t val, char *buf, size_t bufsz, int is_mem_size);
/** Non-zero iff GASNET_VERBOSEENV=1 (settings are then reported by rank 0). */
extern int gasnett_verboseenv(void);
extern void gasnett_envstr_display(const char *key, const char *val, int is_dflt);
extern void gasnett_envint_display(const char *key, int64_t val, int is_dflt, int is_mem_size);
extern void gasnett_envdbl_display(const char *key, double val, int is_dflt);

/* ------------------------------------------------------------------ */
/* Miscellaneous                                                       */
/* ------------------------------------------------------------------ */
extern void gasnett_sched_yield(void);
/** CPUs this process may run on (0 if unknown). */
extern int gasnett_cpu_count(void);
/** Physical memory in bytes; 0 (or a fatal error if failureIsFatal) if unknown. */
extern uint64_t gasnett_getPhysMemSz(int failureIsFatal);
extern const char *gasnett_gethostname(void);
/** Full path of the running executable. */
extern const char *gasnett_exe_name(void);
extern void gasnett_flush_streams(void);
extern void gasnett_close_streams(void);
/** Pin the calling thread to CPU (rank mod number of CPUs). */
extern void gasnett_set_affinity(int rank);
/** Raise one soft rlimit to its hard limit; non-zero on success. */
extern int gasnett_maximize_rlimit(int res, const char *lim_desc);
/** Raise the memory and process rlimits (address space, data, stack, ...). */
extern int gasnett_maximize_rlimits(void);
/** Anonymous private read-write mapping of segsize bytes; fatal on failure. */
extern void *gasnett_mmap(uintptr_t segsize);
extern int gasnett_isLittleEndian(void);
typedef void (*gasnett_sighandlerfn_t)(int);
/** Install fp for sigtocatch; returns the previous handler. */
extern gasnett_sighandlerfn_t gasnett_reghandler(int sigtocatch, gasnett_sighandlerfn_t fp);
/** A simple (not cryptographic) 64-bit checksum of numbytes at p. */
extern uint64_t gasnett_checksum(const void *p, int numbytes);
/** Number of zero bytes in the representation of x / in a buffer. */
extern int gasnett_count0s_uint32_t(uint32_t x);
extern int gasnett_count0s_uint64_t(uint64_t x);
extern int gasnett_count0s_uintptr_t(uintptr_t x);
extern size_t gasnett_count0s(const void *p, size_t numbytes);
/** memcpy(dst, src, numbytes) and gasnett_count0s of the bytes copied. */
extern size_t gasnett_count0s_copy(void *GASNETT_RESTRICT dst, const void *GASNETT_RESTRICT src,
                                   size_t numbytes);

/* In a pshmex job: gex_TM_t is struct pshmex_tm * and gex_Rank_t is uint32_t
 * (gasnetex.h), spelled here so that this header stands alone. */
struct pshmex_tm;
/** Collective self-check (every rank of myteam calls it): timers, atomics
 *  and mutex/cond from threadcnt threads, and RMA put/get of a pattern at
 *  peerseg in peer's segment.  testsections: letters A (timers), B
 *  (atomics), C (locks), D (RMA); NULL or "" for all.  Returns the number
 *  of failed checks, each described on stderr. */
extern int gasnett_run_diagnostics(int iters, int threadcnt, const char *testsections,
                                   struct pshmex_tm *myteam, void *myseg, uint32_t peer,
                                   void *peerseg);

/* ------------------------------------------------------------------ */
/* Tracing and statistics                                              */
/* ------------------------------------------------------------------ */
/* Tracing is on iff GASNET_TRACEFILE names a file at the first traced
 * event ('%' in the name is replaced by the rank; "-" or "stderr" means
 * stderr).  The library then writes one line per AM send, out-of-line RMA
 * call and collective call; GASNETT_TRACE_PRINTF adds the client's lines.
 * Statistics are not collected: the GASNETT_STATS_* hooks do nothing. */
extern int pshmex_tools_trace_enabled(void);
extern void pshmex_tools_trace_printf(const char *fmt, ...)
    __attribute__((__format__(__printf__, 1, 2)));
#define GASNETT_TRACE_ENABLED pshmex_tools_trace_enabled()
#define GASNETT_TRACE_PRINTF pshmex_tools_trace_printf
#define GASNETT_TRACE_PRINTF_FORCE pshmex_tools_trace_printf
#define GASNETT_TRACE_GETMASK() (pshmex_tools_trace_enabled() ? "H" : "")
#define GASNETT_TRACE_SETMASK(mask) ((void)(mask))
#define GASNETT_TRACE_GET_TRACELOCAL() (0)
#define GASNETT_TRACE_SET_TRACELOCAL(newval) ((void)(newval))
#define GASNETT_TRACE_SETSOURCELINE(file, line) ((void)(file), (void)(line))
#define GASNETT_TRACE_GETSOURCELINE(pfile, pline) ((void)(pfile), (void)(pline))
#define GASNETT_TRACE_FREEZESOURCELINE() ((void)0)
#define GASNETT_TRACE_UNFREEZESOURCELINE() ((void)0)
#define GASNETT_STATS_INIT(callbackfn) ((void)(callbackfn), 0)
#define GASNETT_STATS_GETMASK() ""
#define GASNETT_STATS_SETMASK(mask) ((void)(mask))

GASNETT_END_EXTERNC

#pragma GCC visibility pop

#endif /* _GASNETT_GASNET_TOOLS_H */
