/*
 * gasnet_tools.h -- pshmex: the GASNet Tools interface (gasnett_* / GASNETT_*).
 *
 * Communication-independent portability tools: compiler annotations,
 * platform identification, timers, memory fences, atomics, thread
 * wrappers, environment queries, backtraces and tracing hooks.
 *
 * Use it alone (link with `pkg-config --libs pshmex`; no gasnet_init is
 * needed) or with gasnetex.h / gasnet.h, which include it (spec 003:
 * gasnetex.h is the GASNet-EX API and Tools).
 * It compiles as C (C99 or later) and as C++ (C++11 or later).
 *
 * Some "functions" below are macros or inline functions: never take their
 * address or #undef them.  Names starting with _gasnett_ / _GASNETT_ and
 * pshmex_tools_ are private helpers.
 *
 * Always thread-safe: the atomics are true atomics and the mutexes true
 * locks whatever the client's thread mode. The mode is still reported as
 * README-tools and the reference define it, for client code that tests it:
 * GASNETT_THREAD_SAFE is 1 when the client defined it (any value, even
 * empty), defined GASNET_PAR or GASNET_PARSYNC, or - not in GASNET_SEQ nor
 * with GASNETT_THREAD_SINGLE - compiles threaded code (_REENTRANT,
 * _THREAD_SAFE, or pthread.h included first); otherwise GASNETT_THREAD_SINGLE
 * is 1. GASNETT_THREAD_MODEL is PAR or SEQ to match.
 */
#ifndef _GASNETT_GASNET_TOOLS_H
#define _GASNETT_GASNET_TOOLS_H

#if defined(GASNETT_THREAD_SAFE) && defined(GASNETT_THREAD_SINGLE)
#error "gasnet_tools.h: GASNETT_THREAD_SAFE and GASNETT_THREAD_SINGLE are both defined"
#endif
#if defined(GASNETT_THREAD_SINGLE) && (defined(GASNET_PAR) || defined(GASNET_PARSYNC))
#error "gasnet_tools.h: GASNETT_THREAD_SINGLE with GASNET_PAR or GASNET_PARSYNC"
#endif
#if defined(GASNETT_THREAD_SAFE) || defined(GASNET_PAR) || defined(GASNET_PARSYNC) ||              \
    (!defined(GASNET_SEQ) && !defined(GASNETT_THREAD_SINGLE) &&                                    \
     (defined(_REENTRANT) || defined(_THREAD_SAFE) || defined(PTHREAD_MUTEX_INITIALIZER)))
#undef GASNETT_THREAD_SAFE
#define GASNETT_THREAD_SAFE  1
#define GASNETT_THREAD_MODEL PAR
#else
#undef GASNETT_THREAD_SINGLE
#define GASNETT_THREAD_SINGLE 1
#define GASNETT_THREAD_MODEL  SEQ
#endif

/* The standard headers the reference's gasnet_tools.h and gasnet.h both give
 * their clients (a tools-only client calls memcpy(), getpid(), sched_yield()
 * or sizes a buffer with PATH_MAX having included only this header). */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
/* <limits.h> leaves PATH_MAX out under strict ISO C (-std=c11); this is
 * Linux's own value, so a later <linux/limits.h> redefines it identically. */
#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* The library is built with -fvisibility=hidden: the gasnett_* calls declared
 * here are part of its API. */
#pragma GCC visibility push(default)

/* ------------------------------------------------------------------ */
/* Preprocessor helpers                                                */
/* ------------------------------------------------------------------ */
#ifndef _STRINGIFY_HELPER
#define _STRINGIFY_HELPER(_x) #_x
#endif
#ifndef _STRINGIFY
/** The macro-expanded argument as a string literal. */
#define _STRINGIFY(_x) _STRINGIFY_HELPER(_x)
#endif
#ifndef _CONCAT_HELPER
#define _CONCAT_HELPER(_a, _b) _a##_b
#endif
#ifndef _CONCAT
/** Paste the macro-expanded arguments into one token. */
#define _CONCAT(_a, _b) _CONCAT_HELPER(_a, _b)
#endif

/* MIN and MAX, which GASNet's public headers give clients (unless the
 * client defined its own first). Each argument may be evaluated twice. */
#ifndef MIN
#define MIN(_x, _y) ((_x) < (_y) ? (_x) : (_y))
#endif
#ifndef MAX
#define MAX(_x, _y) ((_x) > (_y) ? (_x) : (_y))
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

/* The types' sizes (SIZEOF_VOID_P, ...) and platform identification
 * (PLATFORM_COMPILER_*, _OS_*, _ARCH_*): the reference installs each as a
 * header of its own, which clients also include directly. */
#include "gasnet_config.h"
#include "gasnet_portable_platform.h"

#if defined(PLATFORM_ARCH_X86_64)
#define _GASNETT_TUPLE_ARCH "x86_64-pc"
#elif defined(PLATFORM_ARCH_AARCH64)
#define _GASNETT_TUPLE_ARCH "aarch64-unknown"
#elif defined(PLATFORM_ARCH_X86)
#define _GASNETT_TUPLE_ARCH "i686-pc"
#elif defined(PLATFORM_ARCH_POWERPC)
#define _GASNETT_TUPLE_ARCH "powerpc64-unknown"
#else
#define _GASNETT_TUPLE_ARCH "unknown-unknown"
#endif
/** Target tuple of this system (informational). */
#define GASNETT_SYSTEM_TUPLE _GASNETT_TUPLE_ARCH "-linux-gnu"

/* ------------------------------------------------------------------ */
/* Compiler annotations                                                */
/* ------------------------------------------------------------------ */
#ifdef __cplusplus
#define GASNETT_BEGIN_EXTERNC extern "C" {
#define GASNETT_END_EXTERNC   }
#define GASNETT_EXTERNC       extern "C"
#else
/** Opens a block of C-linkage declarations (empty in C). */
#define GASNETT_BEGIN_EXTERNC
/** Closes GASNETT_BEGIN_EXTERNC. */
#define GASNETT_END_EXTERNC
/** C linkage for one declaration (plain extern in C). */
#define GASNETT_EXTERNC extern
#endif

/** GASNETT_INLINE(f) <definition of f>: a static function always inlined. */
#define GASNETT_INLINE(_fnname)                    static inline __attribute__((__always_inline__))
/** Like GASNETT_INLINE, but never an error where inlining is impossible. */
#define GASNETT_PLEASE_INLINE(_fnname)             static inline
/** GASNETT_NEVER_INLINE(f, declarator): f is never inlined. */
#define GASNETT_NEVER_INLINE(_fnname, _declarator) __attribute__((__noinline__)) _declarator
/** `decl GASNETT_NORETURN;`: the function never returns. */
#define GASNETT_NORETURN                           __attribute__((__noreturn__))
/** Pragma form of GASNETT_NORETURN (nothing needed with GCC/Clang). */
#define GASNETT_NORETURNP(_fnname)
/** Prefix of a function returning fresh, unaliased memory. */
#define GASNETT_MALLOC __attribute__((__malloc__))
#define GASNETT_MALLOCP(_fnname)
/** Prefix of a function without side effects (may read globals). */
#define GASNETT_PURE __attribute__((__pure__))
#define GASNETT_PUREP(_fnname)
/** Prefix of a function whose result depends only on its arguments. */
#define GASNETT_CONST __attribute__((__const__))
#define GASNETT_CONSTP(_fnname)
#define GASNETT_HOT                __attribute__((__hot__))
#define GASNETT_COLD               __attribute__((__cold__))
#define GASNETT_DEPRECATED         __attribute__((__deprecated__))
#define GASNETT_WARN_UNUSED_RESULT __attribute__((__warn_unused_result__))
/** Keep the function or variable even when it looks unused. */
#define GASNETT_USED               __attribute__((__used__))
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
#define GASNETT_FORMAT_PRINTF(_fnname, _fmtarg, _firstvararg, _declarator)                         \
    __attribute__((__format__(__printf__, _fmtarg, _firstvararg))) _declarator
#define GASNETT_FORMAT_PRINTF_FUNCPTR(_fnname, _fmtarg, _firstvararg, _declarator)                 \
    __attribute__((__format__(__printf__, _fmtarg, _firstvararg))) _declarator
/** Name of the enclosing function, as a const char *. */
#define GASNETT_CURRENT_FUNCTION __func__

/** GASNETT_IDENT(name, "$Keyword: text $"); embeds text in the executable. */
#ifdef __cplusplus
#define GASNETT_IDENT(_identName, _identText)                                                      \
    extern "C" const char _identName[];                                                            \
    extern "C" GASNETT_USED const char _identName[] = _identText
#else
#define GASNETT_IDENT(_identName, _identText)                                                      \
    extern const char _identName[];                                                                \
    GASNETT_USED const char _identName[] = _identText
#endif

/* Mark 1..8 arguments as intentionally unused. */
#define GASNETT_UNUSED_ARGS1(_a)                 ((void)(_a))
#define GASNETT_UNUSED_ARGS2(_a, _b)             ((void)(_a), (void)(_b))
#define GASNETT_UNUSED_ARGS3(_a, _b, _c)         (GASNETT_UNUSED_ARGS2(_a, _b), (void)(_c))
#define GASNETT_UNUSED_ARGS4(_a, _b, _c, _d)     (GASNETT_UNUSED_ARGS3(_a, _b, _c), (void)(_d))
#define GASNETT_UNUSED_ARGS5(_a, _b, _c, _d, _e) (GASNETT_UNUSED_ARGS4(_a, _b, _c, _d), (void)(_e))
#define GASNETT_UNUSED_ARGS6(_a, _b, _c, _d, _e, _f)                                               \
    (GASNETT_UNUSED_ARGS5(_a, _b, _c, _d, _e), (void)(_f))
#define GASNETT_UNUSED_ARGS7(_a, _b, _c, _d, _e, _f, _g)                                           \
    (GASNETT_UNUSED_ARGS6(_a, _b, _c, _d, _e, _f), (void)(_g))
#define GASNETT_UNUSED_ARGS8(_a, _b, _c, _d, _e, _f, _g, _h)                                       \
    (GASNETT_UNUSED_ARGS7(_a, _b, _c, _d, _e, _f, _g), (void)(_h))

/** Value of expr, hinted to be usually true / usually false. */
#define GASNETT_PREDICT_TRUE(_expr)  __builtin_expect(!!(_expr), 1)
#define GASNETT_PREDICT_FALSE(_expr) __builtin_expect(!!(_expr), 0)
#ifndef if_pf
/** `if` whose condition is predicted false. */
#define if_pf(_cond) if (GASNETT_PREDICT_FALSE(_cond))
#endif
#ifndef if_pt
/** `if` whose condition is predicted true. */
#define if_pt(_cond) if (GASNETT_PREDICT_TRUE(_cond))
#endif
/** Non-zero if expr is a compile-time constant. */
#define gasnett_constant_p(_expr) __builtin_constant_p(_expr)
/** Tell the compiler this point is never reached. */
#define gasnett_unreachable()     __builtin_unreachable()

/* ------------------------------------------------------------------ */
/* System properties and versions                                      */
/* ------------------------------------------------------------------ */
/** Virtual-memory page size and its log2. */
#define GASNETT_PAGESIZE         4096
#define GASNETT_PAGESHIFT        12
/** Cache line shared between CPUs (bytes). */
#define GASNETT_CACHE_LINE_BYTES 64
/** Most threads per process the library supports. */
#define GASNETT_MAX_THREADS      256
/* The reference's internal names for these, which GASNet clients use
 * (GASNETI_MAX_THREADS: Chapel's GASNet communication layer;
 * GASNETI_CACHE_LINE_BYTES: HiPer3GA's queue padding). */
#define GASNETI_MAX_THREADS      GASNETT_MAX_THREADS
#define GASNETI_PAGESIZE         GASNETT_PAGESIZE
#define GASNETI_PAGESHIFT        GASNETT_PAGESHIFT
#define GASNETI_CACHE_LINE_BYTES GASNETT_CACHE_LINE_BYTES
#define GASNETI_CACHE_LINE_SHIFT 6

/* Same values as gasnetex.h (identical redefinitions are allowed). */
#define GASNETT_RELEASE_VERSION_MAJOR 2026
#define GASNETT_RELEASE_VERSION_MINOR 11
#define GASNETT_RELEASE_VERSION_PATCH 0
#define GASNETT_SPEC_VERSION_MAJOR    1
#define GASNETT_SPEC_VERSION_MINOR    20
/* GASNet's own release numbers, for tools-only clients too (the
 * reference's tools header has them; gasnetex.h defines the same) */
#ifndef GASNET_RELEASE_VERSION_MAJOR
#define GASNET_RELEASE_VERSION_MAJOR 2026
#define GASNET_RELEASE_VERSION_MINOR 11
#define GASNET_RELEASE_VERSION_PATCH 0
#endif

#define GASNETT_TIMER_CONFIG    timers_tsc_or_posix
#define GASNETT_MEMBAR_CONFIG   gcc_atomics
#define GASNETT_ATOMIC_CONFIG   atomics_c11
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
extern uint64_t gasnett_ticks_to_ns(gasnett_tick_t _ticks);
/** Ticks in microseconds. */
extern uint64_t gasnett_ticks_to_us(gasnett_tick_t _ticks);
/** Smallest non-zero interval the timer shows, in microseconds. */
extern double gasnett_tick_granularityus(void);
/** Cost of one gasnett_ticks_now() call, in microseconds. */
extern double gasnett_tick_overheadus(void);
/** Wall-clock time: microseconds since the Epoch. */
extern uint64_t gasnett_gettimeofday_us(void);
/** Sleep for at least ns_delay nanoseconds (a signal does not cut it short):
 *  0, or -1 with errno set if the system refused to sleep. */
extern int gasnett_nsleep(uint64_t _ns_delay);
/* The reference's internal names for the same timer, which GASNet clients
 * use having included only gasnetex.h (ARL's timer). */
#define gasneti_tick_t              gasnett_tick_t
#define gasneti_ticks_now()         gasnett_ticks_now()
#define gasneti_ticks_to_ns(_ticks) gasnett_ticks_to_ns(_ticks)
#define gasneti_ticks_to_us(_ticks) gasnett_ticks_to_us(_ticks)

/* ------------------------------------------------------------------ */
/* Memory fences (C11 memory model)                                    */
/* ------------------------------------------------------------------ */
/** Full fence: earlier loads and stores before later ones. */
#define gasnett_local_mb()       __atomic_thread_fence(__ATOMIC_SEQ_CST)
/** Read fence: earlier loads before later loads and stores (acquire). */
#define gasnett_local_rmb()      __atomic_thread_fence(__ATOMIC_ACQUIRE)
/** Write fence: earlier loads and stores before later stores (release). */
#define gasnett_local_wmb()      __atomic_thread_fence(__ATOMIC_RELEASE)
/* The weak forms are the same here: the tools are always thread-safe. */
#define gasnett_weak_mb()        gasnett_local_mb()
#define gasnett_weak_rmb()       gasnett_local_rmb()
#define gasnett_weak_wmb()       gasnett_local_wmb()
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

/* Atomics: gasnett_atomic*_t and the fence flags. */
#include <pshmex_tools_atomic.h>

/* ------------------------------------------------------------------ */
/* Fatal errors and backtraces                                         */
/* ------------------------------------------------------------------ */
/** Print "*** FATAL ERROR (rank R): <message>" on stderr, a backtrace if
 *  GASNET_BACKTRACE=1, freeze if GASNET_FREEZE_ON_ERROR=1, then abort(). */
extern void gasnett_fatalerror(const char *_msg, ...) GASNETT_NORETURN
    __attribute__((__format__(__printf__, 1, 2)));
/** The same, named as newer GASNet releases name the form that adds no
 *  source position to the message (gasnett_fatalerror adds none here). A
 *  macro, so that clients can test for it with #ifdef. */
#define gasnett_fatalerror_nopos gasnett_fatalerror
/** Terminate this process now with exitcode (no atexit handlers). */
extern void gasnett_killmyprocess(int _exitcode) GASNETT_NORETURN;

/** A backtrace mechanism a client may add (define gasnett_backtrace_user). */
typedef struct {
    const char *name;  /* upper-case name, selectable in GASNET_BACKTRACE_TYPE */
    int (*fnp)(int);   /* writes the calling thread's backtrace to fd; 0 = success */
    int threadsupport; /* non-zero if it works in multi-threaded processes */
} gasnett_backtrace_type_t;
/* Weak: a client that defines gasnett_backtrace_user adds its mechanism. */
extern gasnett_backtrace_type_t gasnett_backtrace_user __attribute__((__weak__));

/** Optional: call early with argv[0] (the executable is also found without it). */
extern void gasnett_backtrace_init(const char *_exename);
/** Write the calling thread's backtrace to fd now.  Mechanisms are tried in
 *  GASNET_BACKTRACE_TYPE order (default "USER,EXECINFO,GDB"): USER (the
 *  client's), EXECINFO (glibc backtrace(), function names read from the
 *  ELF symbol tables, static functions included), GDB.  0 on success. */
extern int gasnett_print_backtrace(int _fd);
/** Called on fatal errors: prints a backtrace iff GASNET_BACKTRACE=1.
 *  A client may point it elsewhere. */
extern int (*gasnett_print_backtrace_ifenabled)(int _fd);
/** Print how to attach a debugger and wait until *flag becomes 0. */
extern void gasnett_freezeForDebuggerNow(volatile int *_flag, const char *_flagsymname);
/** gasnett_freezeForDebuggerNow iff GASNET_FREEZE_ON_ERROR=1. */
extern void gasnett_freezeForDebuggerErr(void);

/** malloc()ed "func at file:line" of the call site; free() it. */
#define gasnett_current_loc pshmex_tools_current_loc(__FILE__, __LINE__, __func__)
extern char *pshmex_tools_current_loc(const char *_file, int _line, const char *_func);

/* Mutexes, condition variables, reader-writer locks, thread keys. */
#include <pshmex_tools_sync.h>

/* ------------------------------------------------------------------ */
/* Environment                                                         */
/* ------------------------------------------------------------------ */
/** getenv() without reporting. */
extern char *gasnett_getenv(const char *_keyname);
/** Set / remove a variable in this process only. */
extern void gasnett_setenv(const char *_key, const char *_value);
extern void gasnett_unsetenv(const char *_key);
/** Value of keyname, or defaultval if unset (reported when verbose). */
extern char *gasnett_getenv_withdefault(const char *_keyname, const char *_defaultval);
/** 1 for y/yes/1 (any case), 0 for n/no/0, defaultval if unset; fatal otherwise. */
extern int gasnett_getenv_yesno_withdefault(const char *_keyname, int _defaultval);
/** Integer value (gasnett_parse_int rules); fatal on a malformed value. */
extern int64_t gasnett_getenv_int_withdefault(const char *_keyname, int64_t _defaultval,
                                              uint64_t _mem_size_multiplier);
/** Floating-point value ("1.5", "-1e4" or a fraction "3/8"); fatal if malformed. */
extern double gasnett_getenv_dbl_withdefault(const char *_keyname, double _defaultval);
/** Parse an integer: decimal or 0x hex.  mem_size_multiplier != 0: a memory
 *  size, possibly fractional, with an optional B/K/KB/M/MB/G/GB/T/TB suffix
 *  (powers of 1024); without suffix the number counts mem_size_multiplier
 *  bytes.  Fatal error on a malformed string. */
extern int64_t gasnett_parse_int(const char *_str, uint64_t _mem_size_multiplier);
/** val as text ("123", or for memory sizes "4 KB", "3 GB" when exact) in buf. */
extern char *gasnett_format_number(int64_t _val, char *_buf, size_t _bufsz, int _is_mem_size);
/** Non-zero iff GASNET_VERBOSEENV=1 (settings are then reported by rank 0). */
extern int gasnett_verboseenv(void);
extern void gasnett_envstr_display(const char *_key, const char *_val, int _is_dflt);
extern void gasnett_envint_display(const char *_key, int64_t _val, int _is_dflt, int _is_mem_size);
extern void gasnett_envdbl_display(const char *_key, double _val, int _is_dflt);

/* ------------------------------------------------------------------ */
/* Miscellaneous                                                       */
/* ------------------------------------------------------------------ */
extern void gasnett_sched_yield(void);
/** The node's CPUs (online), whatever this process may run on (0 if unknown). */
extern int gasnett_cpu_count(void);
/** Physical memory in bytes; 0 (or a fatal error if failureIsFatal) if unknown. */
extern uint64_t gasnett_getPhysMemSz(int _failureIsFatal);
extern const char *gasnett_gethostname(void);
/** Full path of the running executable. */
extern const char *gasnett_exe_name(void);
extern void gasnett_flush_streams(void);
extern void gasnett_close_streams(void);
/** Pin the calling thread to CPU number (rank mod the node's CPU count):
 *  0 on success, non-zero if it could not be (a CPU it may not use); as the
 *  reference's, which tests call as `int rc = gasnett_set_affinity(i)`. */
extern int gasnett_set_affinity(int _rank);
/** Defined to 1: gasnett_set_affinity binds threads here (Linux). */
#define GASNETT_SET_AFFINITY_SUPPORT 1
/** Raise one soft rlimit to its hard limit; non-zero on success. */
extern int gasnett_maximize_rlimit(int _res, const char *_lim_desc);
/** Raise the memory and process rlimits (address space, data, stack, ...). */
extern int gasnett_maximize_rlimits(void);
/** Anonymous private read-write mapping of segsize bytes; fatal on failure. */
extern void *gasnett_mmap(uintptr_t _segsize);
extern int gasnett_isLittleEndian(void);
typedef void (*gasnett_sighandlerfn_t)(int);
/** Install fp for sigtocatch; returns the previous handler. */
extern gasnett_sighandlerfn_t gasnett_reghandler(int _sigtocatch, gasnett_sighandlerfn_t _fp);
/** A simple (not cryptographic) 64-bit checksum of numbytes at p. */
extern uint64_t gasnett_checksum(const void *_p, int _numbytes);
/** Number of zero bytes in the representation of x / in a buffer. */
extern int gasnett_count0s_uint32_t(uint32_t _x);
extern int gasnett_count0s_uint64_t(uint64_t _x);
extern int gasnett_count0s_uintptr_t(uintptr_t _x);
extern size_t gasnett_count0s(const void *_p, size_t _numbytes);
/** memcpy(dst, src, numbytes) and gasnett_count0s of the bytes copied. */
extern size_t gasnett_count0s_copy(void *GASNETT_RESTRICT _dst, const void *GASNETT_RESTRICT _src,
                                   size_t _numbytes);

/* In a pshmex job: gex_TM_t is struct pshmex_tm * and gex_Rank_t is uint32_t
 * (gasnetex.h), spelled here so that this header stands alone. */
struct pshmex_tm;
/** Collective self-check (every rank of myteam calls it): timers, atomics
 *  and mutex/cond from threadcnt threads, and RMA put/get of a pattern at
 *  peerseg in peer's segment.  testsections: letters A (timers), B
 *  (atomics), C (locks), D (RMA); NULL or "" for all.  Returns the number
 *  of failed checks, each described on stderr. */
extern int gasnett_run_diagnostics(int _iters, int _threadcnt, const char *_testsections,
                                   struct pshmex_tm *_myteam, void *_myseg, uint32_t _peer,
                                   void *_peerseg);

/* ------------------------------------------------------------------ */
/* Tracing and statistics                                              */
/* ------------------------------------------------------------------ */
/* Tracing is on iff GASNET_TRACEFILE names a file at the first traced
 * event ('%' in the name is replaced by the rank; "-" or "stderr" means
 * stderr).  The library then writes one line per AM send, out-of-line RMA
 * call and collective call; GASNETT_TRACE_PRINTF adds the client's lines.
 * Statistics are not collected: the GASNETT_STATS_* hooks do nothing. */
extern int pshmex_tools_trace_enabled(void);
extern void pshmex_tools_trace_printf(const char *_fmt, ...)
    __attribute__((__format__(__printf__, 1, 2)));
#define GASNETT_TRACE_ENABLED                       pshmex_tools_trace_enabled()
#define GASNETT_TRACE_PRINTF                        pshmex_tools_trace_printf
#define GASNETT_TRACE_PRINTF_FORCE                  pshmex_tools_trace_printf
#define GASNETT_TRACE_GETMASK()                     (pshmex_tools_trace_enabled() ? "H" : "")
#define GASNETT_TRACE_SETMASK(_mask)                ((void)(_mask))
#define GASNETT_TRACE_GET_TRACELOCAL()              (0)
#define GASNETT_TRACE_SET_TRACELOCAL(_newval)       ((void)(_newval))
#define GASNETT_TRACE_SETSOURCELINE(_file, _line)   ((void)(_file), (void)(_line))
#define GASNETT_TRACE_GETSOURCELINE(_pfile, _pline) ((void)(_pfile), (void)(_pline))
#define GASNETT_TRACE_FREEZESOURCELINE()            ((void)0)
#define GASNETT_TRACE_UNFREEZESOURCELINE()          ((void)0)
#define GASNETT_STATS_INIT(_callbackfn)             ((void)(_callbackfn), 0)
#define GASNETT_STATS_GETMASK()                     ""
#define GASNETT_STATS_SETMASK(_mask)                ((void)(_mask))

/* Two helpers the reference's headers define as static functions, whose
 * address GASNet clients take only to silence its unused-function warnings
 * (Legion Realm's GASNet-EX wrapper does, unguarded). They do nothing. */
static inline __attribute__((__format__(__printf__, 1, 2))) void
_gasnett_trace_printf_noop(const char *_fmt, ...)
{
    (void)_fmt;
}
static inline void _gasneti_threadkey_init(void) {}

GASNETT_END_EXTERNC

#pragma GCC visibility pop

#endif /* _GASNETT_GASNET_TOOLS_H */
