/*
 * gasnetex.h -- pshmex: the GASNet-EX API (spec v0.18) for single-host jobs
 * over POSIX shared memory.
 *
 * This header carries the configuration macros, every GASNet-EX type and
 * constant, and the prototypes of the client, segment, endpoint, team,
 * system-query and event calls.  The AM, RMA, NBI, atomics, VIS and
 * collectives prototypes are added by later issues (their types and
 * constants are already here or in gasnet_fwd.h).
 *
 * The library is built once, PAR-safe, and serves clients compiled in any
 * of the three thread modes.
 *
 * Note: gex_AM_Fn_t is the unprototyped pointer type void (*)().  Compile C
 * code against this header as C99/C11/gnu11 (not C23, where () means (void)).
 *
 * Public names: gex_/GEX_/gasnet_/GASNET_/GASNETT_ (GASNet) and
 * pshmex_/PSHMEX_ (extensions); private helper macros use _GEX_/_GASNET_.
 * Every other name in these headers' code (parameters, locals, private
 * struct members) starts with an underscore, so that a client's own macros,
 * defined before or after it includes them (`rank`, `node`, `U64`, ...),
 * change nothing here (tests/core/client_macros.sh). The comments name
 * parameters as the spec does, without it.
 */
#ifndef _GEX_GASNETEX_H
#define _GEX_GASNETEX_H
/* the reference's guard name, which client code tests */
#define _INCLUDED_GASNETEX_H 1
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

/* The standard headers GASNet clients get through the reference's public
 * headers (gasnet_basic.h, portable_inttypes.h, gasnet_toolhelp.h): clients
 * call sleep(), malloc(), atoi(), memcpy(), printf() and use PRIuPTR,
 * SIZE_MAX or INT_MAX having included only gasnet.h or gasnetex.h. */
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gasnet_config.h" /* SIZEOF_VOID_P and the like, as the reference gives them */
#include "gasnet_fwd.h"

/* ------------------------------------------------------------------ */
/* Thread mode: exactly one of GASNET_SEQ / GASNET_PARSYNC / GASNET_PAR */
/* ------------------------------------------------------------------ */
#if (defined(GASNET_SEQ) + defined(GASNET_PARSYNC) + defined(GASNET_PAR)) > 1
#error "pshmex: define at most one of GASNET_SEQ, GASNET_PARSYNC, GASNET_PAR"
#endif
/* The selected mode's macro is 1, as in GASNet, whatever the client gave
 * it (`#define GASNET_PAR` is empty), so client code may test it with #if.
 * With none selected, GASNET_SEQ (GASNet refuses to compile instead). */
#if defined(GASNET_PAR)
#undef GASNET_PAR
#define GASNET_PAR 1
#elif defined(GASNET_PARSYNC)
#undef GASNET_PARSYNC
#define GASNET_PARSYNC 1
#else
#undef GASNET_SEQ
/** Default thread mode when the client selects none: one client thread calls GASNet. */
#define GASNET_SEQ 1
#endif

/* Exactly one of GASNET_DEBUG and GASNET_NDEBUG, as in GASNet, for client
 * code that tests them: GASNET_DEBUG in a client compiled for the debug
 * build (-DPSHMEX_DEBUG=1, pshmex_rma.h), GASNET_NDEBUG otherwise. They do
 * not change what the headers check; a client's own definition is kept
 * (GASNET_DEBUG made 1). */
#if !defined(GASNET_DEBUG) && !defined(GASNET_NDEBUG)
#if defined(PSHMEX_DEBUG) && PSHMEX_DEBUG
#define GASNET_DEBUG 1
#else
#define GASNET_NDEBUG 1
#endif
#elif defined(GASNET_DEBUG)
#undef GASNET_DEBUG /* 1, as in GASNet, for #if GASNET_DEBUG */
#define GASNET_DEBUG 1
#endif

#if defined(GASNET_PAR)
#define _GASNET_THREADMODEL_STR "PAR"
#elif defined(GASNET_PARSYNC)
#define _GASNET_THREADMODEL_STR "PARSYNC"
#else
#define _GASNET_THREADMODEL_STR "SEQ"
#endif

/* ------------------------------------------------------------------ */
/* Segment mode: pshmex provides only GASNET_SEGMENT_FAST              */
/* ------------------------------------------------------------------ */
#if defined(GASNET_SEGMENT_LARGE) || defined(GASNET_SEGMENT_EVERYTHING)
#error "pshmex supports only GASNET_SEGMENT_FAST"
#endif
/** Segment mode: a segment of bounded size in shared memory, fastest access. */
#undef GASNET_SEGMENT_FAST /* 1, even if the client defined it empty */
#define GASNET_SEGMENT_FAST 1

/* ------------------------------------------------------------------ */
/* Versions                                                            */
/* ------------------------------------------------------------------ */
/** Release year (EX releases are YEAR.MONTH.PATCH). */
#define GASNET_RELEASE_VERSION_MAJOR 2026
/** Release month. */
#define GASNET_RELEASE_VERSION_MINOR 11
/** Release patch level. */
#define GASNET_RELEASE_VERSION_PATCH 0
/** GASNet-EX specification version implemented: 0.18. */
#define GEX_SPEC_VERSION_MAJOR       0
/** GASNet-EX specification minor version. */
#define GEX_SPEC_VERSION_MINOR       18
/** GASNet-1 specification version the gasnet_* calls follow: 1.8. */
#define GASNET_SPEC_VERSION_MAJOR    1
/** GASNet-1 specification minor version. */
#define GASNET_SPEC_VERSION_MINOR    8
/** GASNet-Tools specification version: 1.20. */
#define GASNETT_SPEC_VERSION_MAJOR   1
/** GASNet-Tools specification minor version. */
#define GASNETT_SPEC_VERSION_MINOR   20

/** pshmex's own version. */
#define PSHMEX_VERSION_STRING "0.1.0"
/** Largest job size pshmex supports. */
#define PSHMEX_MAX_RANKS      1024

/* ------------------------------------------------------------------ */
/* Conduit identity and limits                                         */
/* ------------------------------------------------------------------ */
/** Conduit name as a bare token. */
#define GASNET_CONDUIT_NAME     PSHMEX
/** Conduit name as a string. */
#define GASNET_CONDUIT_NAME_STR "PSHMEX"
/** Defined to 1: this is the pshmex conduit. */
#define GASNET_CONDUIT_PSHMEX   1
/** Also defined to 1: pshmex installs as GASNet's smp conduit (smp-conduit/,
 *  gasnet-smp-*.pc, gasnetrun_smp), and client code keyed on it (every rank
 *  on one host; GASNET_PSHM_NODES to start a job without a launcher) holds
 *  here. */
#define GASNET_CONDUIT_SMP      1
/** Defined to 1: ranks share memory through the PSHM (shared-memory) transport. */
#define GASNET_PSHM             1

/* Conduit identification as the reference's conduits spell it: the core
 * (AM, job control) and extended (RMA, collectives) layers are both ours. */
/** Core layer name as a bare token. */
#define GASNET_CORE_NAME            PSHMEX
/** Core layer name as a string. */
#define GASNET_CORE_NAME_STR        "PSHMEX"
/** Core layer version as a bare token (pshmex's major.minor). */
#define GASNET_CORE_VERSION         0.1
/** Core layer version as a string. */
#define GASNET_CORE_VERSION_STR     "0.1"
/** Extended layer name as a bare token. */
#define GASNET_EXTENDED_NAME        PSHMEX
/** Extended layer name as a string. */
#define GASNET_EXTENDED_NAME_STR    "PSHMEX"
/** Extended layer version as a bare token. */
#define GASNET_EXTENDED_VERSION     0.1
/** Extended layer version as a string. */
#define GASNET_EXTENDED_VERSION_STR "0.1"

/** Granularity of page-aligned parameters (segment sizes and bases). */
#define GASNET_PAGESIZE         4096
/** Most nodes (ranks) in one job: pshmrun refuses -n GASNET_MAXNODES+1. */
#define GASNET_MAXNODES         PSHMEX_MAX_RANKS
/** gasnet_attach() does not promise equal segment addresses across ranks. */
#define GASNET_ALIGNED_SEGMENTS 0
/** Endpoints per client per process: the primordial one and 63 from gex_EP_Create(). */
#define GASNET_MAXEPS           64

/** No library-owned thread ever runs AM handlers (GASNET_RCV_THREAD/SND_THREAD stay undefined). */
#define GASNET_HIDDEN_AM_CONCURRENCY_LEVEL 0

/** Smallest fixed AM handler index a client may register. */
#define GEX_AM_INDEX_BASE 128

#if defined(__SIZEOF_POINTER__) && (__SIZEOF_POINTER__ == 4)
/** Preprocess-time sizeof(gex_RMA_Value_t). */
#define SIZEOF_GEX_RMA_VALUE_T 4
#define _GEX_PTR_BITS_STR      "32bit"
#else
/** Preprocess-time sizeof(gex_RMA_Value_t). */
#define SIZEOF_GEX_RMA_VALUE_T 8
#define _GEX_PTR_BITS_STR      "64bit"
#endif

/** gex_Token_Info() always answers GEX_TI_SRCRANK. */
#define GASNET_SUPPORTS_TI_SRCRANK 1
/** gex_Token_Info() always answers GEX_TI_EP. */
#define GASNET_SUPPORTS_TI_EP      1
/** gex_Token_Info() always answers GEX_TI_ENTRY. */
#define GASNET_SUPPORTS_TI_ENTRY   1
/** gex_Token_Info() always answers GEX_TI_IS_REQ. */
#define GASNET_SUPPORTS_TI_IS_REQ  1
/** gex_Token_Info() always answers GEX_TI_IS_LONG. */
#define GASNET_SUPPORTS_TI_IS_LONG 1

/**
 * Compile-time configuration, compared with strcmp() for compatibility.
 * The library embeds its own as "$GASNetConfig: (libpshmex) ... $", the
 * value a GASNET_PAR client gets (one thread-safe library serves all modes).
 */
#define GASNET_CONFIG_STRING                                                                       \
    "RELEASE=2026.11.0,SPEC=0.18,CONDUIT=PSHMEX(PSHMEX-" PSHMEX_VERSION_STRING                     \
    "),THREADMODEL=" _GASNET_THREADMODEL_STR ",SEGMENT=FAST,PTR=" _GEX_PTR_BITS_STR ",PSHM"

/* ------------------------------------------------------------------ */
/* Error codes                                                         */
/* ------------------------------------------------------------------ */
/** Success. */
#define GASNET_OK                   0
/** Base of the GASNET_ERR_* values (not itself an error). */
#define _GASNET_ERR_BASE            10000
/** GASNet was not (yet) initialized or attached. */
#define GASNET_ERR_NOT_INIT         10001
/** Out of resources, or a communication failure. */
#define GASNET_ERR_RESOURCE         10002
/** An argument was illegal. */
#define GASNET_ERR_BAD_ARG          10003
/** A "try" operation could not complete yet. */
#define GASNET_ERR_NOT_READY        10004
/** The barrier names (or flags) did not match across ranks. */
#define GASNET_ERR_BARRIER_MISMATCH 10005

/* Private helper: a call that never returns. */
#if defined(__cplusplus) && (__cplusplus >= 201103L)
#define _GEX_NORETURN [[noreturn]]
#elif defined(__GNUC__) || defined(__clang__)
#define _GEX_NORETURN __attribute__((__noreturn__))
#else
#define _GEX_NORETURN
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Opaque handles (0 is never a valid object)                          */
/* ------------------------------------------------------------------ */

/** Handle to a client (an instance of the library's client interface). */
typedef struct pshmex_client *gex_Client_t;
/** Handle to an endpoint (a communication context). */
typedef struct pshmex_ep *gex_EP_t;
/** Handle to a segment (a memory range usable as an RMA/Long target). */
typedef struct pshmex_segment *gex_Segment_t;
/** Handle to a team member, or a TM-pair made by gex_TM_Pair(). */
typedef struct pshmex_tm *gex_TM_t;
/** AM token handed to handlers; interoperable with gasnet_token_t. */
typedef struct pshmex_token *gex_Token_t;
/** Handle to an atomic domain. */
typedef struct pshmex_ad *gex_AD_t;
/** Negotiated-payload AM source descriptor (thread-specific). */
typedef struct pshmex_srcdesc *gex_AM_SrcDesc_t;
/** Handle to a memory kind. */
typedef struct pshmex_mk *gex_MK_t;

/** Never a valid client. */
#define GEX_CLIENT_INVALID   ((gex_Client_t)0)
/** Never a valid endpoint. */
#define GEX_EP_INVALID       ((gex_EP_t)0)
/** Never a valid segment; also "no bound segment". */
#define GEX_SEGMENT_INVALID  ((gex_Segment_t)0)
/** Never a valid team or TM-pair. */
#define GEX_TM_INVALID       ((gex_TM_t)0)
/** Never a valid atomic domain. */
#define GEX_AD_INVALID       ((gex_AD_t)0)
/** Result of a gex_AM_Prepare* that did nothing under GEX_FLAG_IMMEDIATE (zero). */
#define GEX_AM_SRCDESC_NO_OP ((gex_AM_SrcDesc_t)0)
/** Never a valid memory kind. */
#define GEX_MK_INVALID       ((gex_MK_t)0)
/** The kind of ordinary host memory (every Attach segment). */
#define GEX_MK_HOST          ((gex_MK_t)(uintptr_t)1)

/* ------------------------------------------------------------------ */
/* Plain data types                                                    */
/* ------------------------------------------------------------------ */

/** (rank, EP index) naming one endpoint; with a jobrank it is unique in a client. */
typedef struct {
    gex_Rank_t gex_rank;         /**< jobrank or team rank, per context */
    gex_EP_Index_t gex_ep_index; /**< endpoint index in that process */
} gex_EP_Location_t;

/** Address/length pair; same layout as gasnet_memvec_t. */
typedef struct {
    void *gex_addr; /**< start address ([EXPERIMENTAL] will become gex_Addr_t) */
    size_t gex_len; /**< length in bytes */
} gex_Memvec_t;

/** Widest unsigned scalar moved by value-based RMA; same as gasnet_register_value_t. */
typedef uintptr_t gex_RMA_Value_t;

/** Handler index (0, or GEX_AM_INDEX_BASE..255); same as gasnet_handler_t. */
typedef uint8_t gex_AM_Index_t;

/** Client handler argument; same as gasnet_handlerarg_t. */
typedef int32_t gex_AM_Arg_t;

/*
 * The handler pointer type is deliberately unprototyped (K&R), so that a
 * handler of any arity can be stored after a cast.  Keep -Wstrict-prototypes
 * quiet about this one declaration.
 */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__cplusplus)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstrict-prototypes"
#endif
/** Handler function pointer: unprototyped (K&R) on purpose; cast handlers to it. */
typedef void (*gex_AM_Fn_t)();
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__cplusplus)
#pragma GCC diagnostic pop
#endif

/** One AM handler to register with gex_EP_RegisterHandlers(). */
typedef struct {
    gex_AM_Index_t gex_index; /**< 0 (library picks) or GEX_AM_INDEX_BASE..255 */
    gex_AM_Fn_t gex_fnptr;    /**< the handler in this process */
    gex_Flags_t
        gex_flags; /**< one GEX_FLAG_AM_{SHORT,MEDIUM,LONG,MEDLONG} | one {REQUEST,REPLY,REQREP} */
    unsigned int gex_nargs; /**< argument count, 0..gex_AM_MaxArgs() */
    const void *gex_cdata;  /**< optional client data, visible via gex_Token_Info */
    const char *gex_name;   /**< optional name for debug messages */
} gex_AM_Entry_t;

/** Bit mask selecting gex_Token_Info() queries. */
typedef uint32_t gex_TI_t;
/** Query the sender's jobrank (always supported). */
#define GEX_TI_SRCRANK 0x01u
/** Query the receiving EP (always supported). */
#define GEX_TI_EP      0x02u
/** Query the handler's registration entry. */
#define GEX_TI_ENTRY   0x04u
/** Query whether the handler runs for a Request. */
#define GEX_TI_IS_REQ  0x08u
/** Query whether the handler runs for a Long AM. */
#define GEX_TI_IS_LONG 0x10u
/** All of the GEX_TI_* queries above. */
#define GEX_TI_ALL     0x1Fu

/** Information about the AM a handler is running for (see gex_Token_Info). */
typedef struct {
    gex_Rank_t gex_srcrank;          /**< jobrank of the sending process */
    gex_EP_t gex_ep;                 /**< the receiving endpoint */
    const gex_AM_Entry_t *gex_entry; /**< library-owned copy of the handler's entry */
    unsigned int gex_is_req;         /**< 1 for a Request handler, else 0 */
    unsigned int gex_is_long;        /**< 1 for a Long handler, else 0 */
} gex_Token_Info_t;

/** Event category mask for gex_NBI_* and gex_Event_QueryLeaf. */
typedef uint32_t gex_EC_t;
/** Implicit-handle Gets (and AD GET). */
#define GEX_EC_GET 0x01u
/** Implicit-handle Puts (and AD SET). */
#define GEX_EC_PUT 0x02u
/** Local completion of AM Requests injected with GEX_EVENT_GROUP. */
#define GEX_EC_AM  0x04u
/** Local completion of Puts injected with GEX_EVENT_GROUP / ENABLE_LEAF_LC. */
#define GEX_EC_LC  0x08u
/** Other atomic (read-modify-write) operations. */
#define GEX_EC_RMW 0x10u
/** Every category above. */
#define GEX_EC_ALL 0x1Fu

/**
 * Handler-safe lock: a process-local mutex, never placed in shared memory.
 * Interoperable with gasnet_hsl_t.
 */
typedef struct {
    pthread_mutex_t pshmex_mutex; /**< the underlying lock */
} gex_HSL_t;
/** Static initializer for a gex_HSL_t; same as GASNET_HSL_INITIALIZER. */
#define GEX_HSL_INITIALIZER                                                                        \
    {                                                                                              \
        PTHREAD_MUTEX_INITIALIZER                                                                  \
    }

/** Client reduction operator: arg2_and_out[i] = arg1[i] (op) arg2_and_out[i], i < count. */
typedef void (*gex_Coll_ReduceFn_t)(const void *_arg1, void *_arg2_and_out, size_t _count,
                                    const void *_cdata);

/** One member of a neighborhood or host (read-only, library-owned arrays). */
typedef const struct {
    gex_Rank_t gex_jobrank; /**< the member's jobrank */
} gex_RankInfo_t;

/** Progress-thread role: the thread runs AM handlers. */
#define GEX_THREAD_ROLE_RCV 0x1u
/** Progress-thread role: the thread progresses sends (never runs handlers). */
#define GEX_THREAD_ROLE_SND 0x2u

/** [EXPERIMENTAL] A progress thread the client must start (GEX_FLAG_DEFER_THREADS). */
typedef struct {
    const char *gex_device_list;      /**< comma-separated devices it serves */
    unsigned int gex_thread_roles;    /**< OR of GEX_THREAD_ROLE_* */
    void *(*gex_progress_fn)(void *); /**< run this in a joinable pthread ... */
    void *gex_progress_arg;           /**< ... with this argument */
} gex_ProgressThreadInfo_t;

/** Classes of memory kinds (pshmex supports only GEX_MK_CLASS_HOST). */
typedef enum {
    GEX_MK_CLASS_HOST,     /**< ordinary host memory */
    GEX_MK_CLASS_CUDA_UVA, /**< CUDA UVA device memory */
    GEX_MK_CLASS_HIP,      /**< HIP device memory */
    GEX_MK_CLASS_ZE        /**< oneAPI Level Zero device memory */
} gex_MK_Class_t;

/** Arguments to gex_MK_Create(): a class tag and its class-specific parameters. */
typedef struct {
    uint64_t gex_flags;       /**< reserved, must be 0 */
    gex_MK_Class_t gex_class; /**< which member of gex_args is meaningful */
    union {
        struct {
            int gex_CUdevice;
        } gex_class_cuda_uva; /**< CUDA device ordinal */
        struct {
            int gex_hipDevice;
        } gex_class_hip; /**< HIP device ordinal */
        struct {
            void *gex_zeDevice;           /**< Level Zero device handle */
            void *gex_zeContext;          /**< Level Zero context handle */
            uint32_t gex_zeMemoryOrdinal; /**< memory ordinal on that device */
        } gex_class_ze;                   /**< Level Zero parameters */
    } gex_args;                           /**< class-specific parameters */
} gex_MK_Create_args_t;

/* ------------------------------------------------------------------ */
/* Errors and exit                                                     */
/* ------------------------------------------------------------------ */

/** Name of an error code, e.g. "GASNET_ERR_NOT_READY" (library-owned string). */
extern const char *gasnet_ErrorName(int _errval);
/** Human-readable description of an error code (library-owned string). */
extern const char *gasnet_ErrorDesc(int _errval);
/** Terminate the whole job with exitcode; callable anywhere, never returns. */
_GEX_NORETURN extern void gasnet_exit(int _exitcode);

/* ------------------------------------------------------------------ */
/* Job-level queries and utilities                                     */
/* ------------------------------------------------------------------ */

/** This process's jobrank (== gasnet_mynode()). */
extern gex_Rank_t gex_System_QueryJobRank(void);
/** Number of processes in the job (== gasnet_nodes()). */
extern gex_Rank_t gex_System_QueryJobSize(void);
/** Non-zero if certain non-fatal errors print console messages (default on). */
extern int gex_System_GetVerboseErrors(void);
/** Enable (1) or disable (0) console messages for non-fatal errors. */
extern void gex_System_SetVerboseErrors(int _enable);
/** Most live client threads that may enter the library in this process (1 under SEQ). */
extern uint64_t gex_System_QueryMaxThreads(void);
/** Non-zero iff AM handlers may run on a library-owned thread (0 in pshmex). */
extern int gex_System_QueryHiddenAMConcurrencyLevel(void);
/** [EXPERIMENTAL] Progress threads deferred by GEX_FLAG_DEFER_THREADS (none in pshmex). */
extern int gex_System_QueryProgressThreads(gex_Client_t _client, unsigned int *_count_p,
                                           const gex_ProgressThreadInfo_t **_info_p,
                                           gex_Flags_t _flags);

/** Members of the caller's neighborhood, sorted by jobrank (outputs may be NULL). */
extern void gex_System_QueryNbrhdInfo(gex_RankInfo_t **_info_p, gex_Rank_t *_info_count_p,
                                      gex_Rank_t *_my_info_index_p);
/** Members of the caller's host, sorted by jobrank (outputs may be NULL). */
extern void gex_System_QueryHostInfo(gex_RankInfo_t **_info_p, gex_Rank_t *_info_count_p,
                                     gex_Rank_t *_my_info_index_p);
/** Number of neighborhoods/hosts and the caller's index among them (outputs may be NULL). */
extern void gex_System_QueryMyPosition(gex_Rank_t *_nbrhd_set_size_p, gex_Rank_t *_nbrhd_set_rank_p,
                                       gex_Rank_t *_host_set_size_p, gex_Rank_t *_host_set_rank_p);

/* ------------------------------------------------------------------ */
/* Client                                                              */
/* ------------------------------------------------------------------ */

/** Longest client name gex_Client_Init accepts, in characters. */
#define PSHMEX_CLIENT_NAME_MAX 255

/**
 * Collective over the job: create the client, primordial EP and primordial
 * team.  clientName: any non-empty string of at most PSHMEX_CLIENT_NAME_MAX
 * characters (NULL and "" are GASNET_ERR_BAD_ARG); the spec recommends the
 * form [A-Z][A-Z0-9_]+ and, with verbose errors on, another name draws a
 * one-line warning on stderr.
 */
extern int gex_Client_Init(gex_Client_t *_client_p, gex_EP_t *_ep_p, gex_TM_t *_tm_p,
                           const char *_clientName, int *_argc, char ***_argv, gex_Flags_t _flags);
/** Flags passed to gex_Client_Init(). */
extern gex_Flags_t gex_Client_QueryFlags(gex_Client_t _client);
/** Name passed to gex_Client_Init(). */
extern const char *gex_Client_QueryName(gex_Client_t _client);
/** Set the client's client-data pointer. */
extern void gex_Client_SetCData(gex_Client_t _client, const void *_val);
/** The client's client-data pointer (NULL until set). */
extern void *gex_Client_QueryCData(gex_Client_t _client);

/* ------------------------------------------------------------------ */
/* Segment                                                             */
/* ------------------------------------------------------------------ */

/** Client owning the segment. */
extern gex_Client_t gex_Segment_QueryClient(gex_Segment_t _seg);
/** Flags given at creation (none defined yet). */
extern gex_Flags_t gex_Segment_QueryFlags(gex_Segment_t _seg);
/** Base address of the segment in this process. */
extern void *gex_Segment_QueryAddr(gex_Segment_t _seg);
/** Length of the segment in bytes. */
extern uintptr_t gex_Segment_QuerySize(gex_Segment_t _seg);
/** Set the segment's client-data pointer. */
extern void gex_Segment_SetCData(gex_Segment_t _seg, const void *_val);
/** The segment's client-data pointer (NULL until set). */
extern void *gex_Segment_QueryCData(gex_Segment_t _seg);
/** Collective over tm (the primordial team): allocate and bind a size-byte segment. */
extern int gex_Segment_Attach(gex_Segment_t *_segment_p, gex_TM_t _tm, uintptr_t _size);
/** [MK] Non-collective: create a segment (address NULL: library-allocated). */
extern int gex_Segment_Create(gex_Segment_t *_segment_p, gex_Client_t _client, gex_Addr_t _address,
                              uintptr_t _length, gex_MK_t _kind, gex_Flags_t _flags);
/** [MK] Destroy a segment made by gex_Segment_Create() (flags must be 0). */
extern void gex_Segment_Destroy(gex_Segment_t _segment, gex_Flags_t _flags);

/* ------------------------------------------------------------------ */
/* Endpoint                                                            */
/* ------------------------------------------------------------------ */

/** Client owning the endpoint. */
extern gex_Client_t gex_EP_QueryClient(gex_EP_t _ep);
/** Flags given at creation (HINT_ACCEL hints are returned unmodified). */
extern gex_Flags_t gex_EP_QueryFlags(gex_EP_t _ep);
/** Bound segment, or GEX_SEGMENT_INVALID. */
extern gex_Segment_t gex_EP_QuerySegment(gex_EP_t _ep);
/** Endpoint index (0 for the primordial EP). */
extern gex_EP_Index_t gex_EP_QueryIndex(gex_EP_t _ep);
/** Set the endpoint's client-data pointer. */
extern void gex_EP_SetCData(gex_EP_t _ep, const void *_val);
/** The endpoint's client-data pointer (NULL until set). */
extern void *gex_EP_QueryCData(gex_EP_t _ep);
/** [MK] Create a non-primordial endpoint: index 1, 2, ... in creation order (never reused);
 *  GASNET_ERR_RESOURCE past GASNET_MAXEPS, GASNET_ERR_BAD_ARG for capabilities 0 or unknown
 *  bits. Only an endpoint with GEX_EP_CAPABILITY_AM gets AM queues (shared memory). */
extern int gex_EP_Create(gex_EP_t *_ep_p, gex_Client_t _client, gex_EP_Capabilities_t _capabilities,
                         gex_Flags_t _flags);
/** [pshmex] Capabilities of an endpoint: as requested at gex_EP_Create, or
 *  GEX_EP_CAPABILITY_ALL for the primordial one. */
extern gex_EP_Capabilities_t gex_EP_QueryCapabilities(gex_EP_t _ep);
/** [MK] Bind a segment to an endpoint that has none (flags must be 0). */
extern int gex_EP_BindSegment(gex_EP_t _ep, gex_Segment_t _segment, gex_Flags_t _flags);
/** Collective over tm: make the bound segments of eps[] known to all tm members. */
extern int gex_EP_PublishBoundSegment(gex_TM_t _tm, gex_EP_t *_eps, size_t _num_eps,
                                      gex_Flags_t _flags);
/** Owner/local address and size of the segment bound to (tm, rank); sync the event first. */
extern gex_Event_t gex_EP_QueryBoundSegmentNB(gex_TM_t _tm, gex_Rank_t _rank, void **_owneraddr_p,
                                              void **_localaddr_p, uintptr_t *_size_p,
                                              gex_Flags_t _flags);
/** [DEPRECATED] Blocking form of gex_EP_QueryBoundSegmentNB; 0 on success. */
extern int gex_Segment_QueryBound(gex_TM_t _tm, gex_Rank_t _rank, void **_owneraddr_p,
                                  void **_localaddr_p, uintptr_t *_size_p);

/* ------------------------------------------------------------------ */
/* Team                                                                */
/* ------------------------------------------------------------------ */

/** Client owning the team. */
extern gex_Client_t gex_TM_QueryClient(gex_TM_t _tm);
/** Local endpoint representing this member. */
extern gex_EP_t gex_TM_QueryEP(gex_TM_t _tm);
/** Flags given when the team was created. */
extern gex_Flags_t gex_TM_QueryFlags(gex_TM_t _tm);
/** This member's rank in the team. */
extern gex_Rank_t gex_TM_QueryRank(gex_TM_t _tm);
/** Number of members in the team. */
extern gex_Rank_t gex_TM_QuerySize(gex_TM_t _tm);
/** Set the team's client-data pointer. */
extern void gex_TM_SetCData(gex_TM_t _tm, const void *_val);
/** The team's client-data pointer (NULL until set). */
extern void *gex_TM_QueryCData(gex_TM_t _tm);
/** Jobrank of team rank 'rank' (may communicate: not in handlers). */
extern gex_Rank_t gex_TM_TranslateRankToJobrank(gex_TM_t _tm, gex_Rank_t _rank);
/** Team rank of 'jobrank', or GEX_RANK_INVALID (may communicate: not in handlers). */
extern gex_Rank_t gex_TM_TranslateJobrankToRank(gex_TM_t _tm, gex_Rank_t _jobrank);
/** (jobrank, EP index) of team rank 'rank'; flags must be 0 (not in handlers). */
extern gex_EP_Location_t gex_TM_TranslateRankToEP(gex_TM_t _tm, gex_Rank_t _rank,
                                                  gex_Flags_t _flags);
/** Local TM-pair naming local_ep and EP remote_ep_index of the process given as rank. */
extern gex_TM_t gex_TM_Pair(gex_EP_t _local_ep, gex_EP_Index_t _remote_ep_index);
/** Collective over parent_tm: split by color, order by key (or query scratch size). */
extern size_t gex_TM_Split(gex_TM_t *_new_tm_p, gex_TM_t _parent_tm, int _color, int _key,
                           void *_scratch_addr, size_t _scratch_size, gex_Flags_t _flags);
/** Collective over parent_tm: build teams from explicit member lists (or query scratch size). */
extern size_t gex_TM_Create(gex_TM_t *_new_tms, size_t _num_new_tms, gex_TM_t _parent_tm,
                            gex_EP_Location_t *_args, size_t _numargs, gex_Addr_t *_scratch_addrs,
                            size_t _scratch_size, gex_Flags_t _flags);
/** [MK] Collective over orig_tm: a team with the same members (or query scratch size). */
extern size_t gex_TM_Dup(gex_TM_t *_new_tm_p, gex_TM_t _orig_tm, gex_Addr_t _scratch_addr,
                         size_t _scratch_len, gex_Flags_t _flags);
/** Collective over tm: destroy a quiesced team; non-zero iff *scratch_p was written. */
extern int gex_TM_Destroy(gex_TM_t _tm, gex_Memvec_t *_scratch_p, gex_Flags_t _flags);

/* ------------------------------------------------------------------ */
/* Active Messages and handler-safe locks                              */
/* ------------------------------------------------------------------ */

#include <pshmex_am.h>

/* ------------------------------------------------------------------ */
/* RMA, events and NBI synchronization                                 */
/* ------------------------------------------------------------------ */

#include <pshmex_rma.h>

/* ------------------------------------------------------------------ */
/* Barrier (the other collectives are in gasnet_coll.h)                */
/* ------------------------------------------------------------------ */

/**
 * Collective over tm: a non-blocking barrier. The event completes once every
 * member has called it. Initiation is a release, synchronization an
 * acquire. flags must be 0. When the ranks do not share cores, the call
 * waits up to about 0.4 us for the last member before it returns, and
 * returns GEX_EVENT_INVALID (complete) if that member came in time.
 */
extern gex_Event_t gex_Coll_BarrierNB(gex_TM_t _tm, gex_Flags_t _flags);

/* ------------------------------------------------------------------ */
/* Names GASNet-EX clients use beyond the 2024.5 specification text    */
/* ------------------------------------------------------------------ */

/** Index of a thread image (legacy collectives): one image per node, so a rank. */
typedef uint32_t gasnet_image_t;

/**
 * Collective over tm: a blocking barrier (gex_Coll_BarrierNB, then wait).
 * flags must be 0.
 */
extern void gex_Coll_BarrierBlocking(gex_TM_t _tm, gex_Flags_t _flags);

/** Run pending AM handlers and make progress; GASNET_OK (also in gasnet.h's API).
 *  In a job with more ranks than CPUs, a thread's calls that keep finding
 *  nothing yield the CPU now and then (every 64th), so that a loop of them
 *  lets the rank it waits for run. */
extern int gasnet_AMPoll(void);

/**
 * pshmex extension behind GASNET_BLOCKUNTIL: poll incoming work once and
 * back off according to *iter_p (spin, then sched_yield, then a brief sleep),
 * honouring the wait mode; increments *iter_p.  Start with *iter_p == 0.
 */
extern void pshmex_block_poll(unsigned *_iter_p);

/** Poll until cond is non-zero; cond is evaluated repeatedly, possibly concurrently with handlers.
 */
#define GASNET_BLOCKUNTIL(_cond)                                                                   \
    do {                                                                                           \
        unsigned _pshmex_it = 0;                                                                   \
        while (!(_cond))                                                                           \
            pshmex_block_poll(&_pshmex_it);                                                        \
    } while (0)

#if defined(GASNET_SEQ)
/* One library serves all thread modes, so the client's mode is known only
 * here: a GASNET_SEQ client has exactly one thread in the library. */
#define gex_System_QueryMaxThreads() ((uint64_t)1)
#endif

/*
 * Legacy job queries that gasnetex.h declares, as the reference's does
 * (through its conduit core headers and gasnet_help.h): the spec bounds
 * gex_Segment_Attach's size with gasnet_getMaxLocalSegmentSize(), and a
 * client that includes only gasnetex.h must not get an implicit int
 * declaration of it.  gasnet.h adds the rest of the GASNet-1 API.
 */

/** gasnet_set_waitmode(): spin while waiting. */
#define GASNET_WAIT_SPIN      0
/** gasnet_set_waitmode(): yield the CPU at once while waiting. */
#define GASNET_WAIT_BLOCK     1
/** gasnet_set_waitmode(): spin for a while, then block. */
#define GASNET_WAIT_SPINBLOCK 2

/** Where a node runs (gasnet_getNodeInfo); host and supernode are gasnet_node_t values. */
typedef struct {
    gex_Rank_t host;      /**< index of the node's host: 0 (one host) */
    gex_Rank_t supernode; /**< index of the node's shared-memory neighbourhood: 0 */
    intptr_t offset;      /**< local address of the node's segment minus its owner address */
} gasnet_nodeinfo_t;
/** Opaque per-thread metadata pointer (see GASNET_GET_THREADINFO in gasnet.h). */
typedef void *gasnet_threadinfo_t;
/** Base address and size of one node's segment (gasnet_getSegmentInfo). */
typedef struct {
    void *addr;     /**< segment base in the owning node's address space */
    uintptr_t size; /**< segment length in bytes */
} gasnet_seginfo_t;

/** Optimistic largest segment this node could attach (multiple of GASNET_PAGESIZE). */
extern uintptr_t gasnet_getMaxLocalSegmentSize(void);
/** Minimum of gasnet_getMaxLocalSegmentSize() over all nodes. */
extern uintptr_t gasnet_getMaxGlobalSegmentSize(void);
/** getenv() over the environment the job was launched with. */
extern char *gasnet_getenv(const char *_name);
/** Hint how waiting threads use the CPU (GASNET_WAIT_*); GASNET_OK. */
extern int gasnet_set_waitmode(int _wait_mode);
/**
 * Fill segment base/size for nodes 0..numentries-1 (non-collective) once
 * the segment is attached (gex_Segment_Attach or gasnet_attach); GASNET_OK.
 */
extern int gasnet_getSegmentInfo(gasnet_seginfo_t *_seginfo_table, int _numentries);
/**
 * Fill host, supernode and segment address offset for nodes
 * 0..numentries-1 (non-collective); before the segment is attached every
 * offset is 0.  GASNET_OK, or GASNET_ERR_BAD_ARG for a NULL table.
 */
extern int gasnet_getNodeInfo(gasnet_nodeinfo_t *_nodeinfo_table, int _numentries);

/*
 * Negotiated-payload AM: Commit with flags and a result, and Cancel
 * (GASNet-EX 2023.9 and later).  pshmex's Prepare reserves everything, so a
 * _v2 Commit never fails and returns 0 (GASNET_OK), with or without
 * GEX_FLAG_IMMEDIATE.  Cancel gives back what Prepare reserved (the message
 * is never delivered; a Reply's token may reply again) and returns
 * GASNET_OK; flags must be 0.  The numbered forms
 * gex_AM_Commit{Request,Reply}{Medium,Long}<N>_v2 are in pshmex_am_v2_forms.h.
 */
/** gex_AM_Commit*_v2 exist. */
#define GASNET_SUPPORTS_AM_COMMIT_V2 1
/** gex_AM_Cancel* exist. */
#define GASNET_SUPPORTS_AM_CANCEL    1
/** Give back a prepared Medium Request without sending it. */
extern int gex_AM_CancelRequestMedium(gex_AM_SrcDesc_t _sd, gex_Flags_t _flags);
/** Give back a prepared Medium Reply without sending it. */
extern int gex_AM_CancelReplyMedium(gex_AM_SrcDesc_t _sd, gex_Flags_t _flags);
/** Give back a prepared Long Request without sending it. */
extern int gex_AM_CancelRequestLong(gex_AM_SrcDesc_t _sd, gex_Flags_t _flags);
/** Give back a prepared Long Reply without sending it. */
extern int gex_AM_CancelReplyLong(gex_AM_SrcDesc_t _sd, gex_Flags_t _flags);
/* Commit _v2 ABI (use gex_AM_Commit*_v2): nargs must equal Prepare's numargs. */
extern int pshmex_AM_CommitRequestMedium_v2(gex_AM_SrcDesc_t _sd, gex_AM_Index_t _handler,
                                            size_t _nbytes, gex_Flags_t _flags, unsigned int _nargs,
                                            ...);
extern int pshmex_AM_CommitReplyMedium_v2(gex_AM_SrcDesc_t _sd, gex_AM_Index_t _handler,
                                          size_t _nbytes, gex_Flags_t _flags, unsigned int _nargs,
                                          ...);
extern int pshmex_AM_CommitRequestLong_v2(gex_AM_SrcDesc_t _sd, gex_AM_Index_t _handler,
                                          size_t _nbytes, void *_dest_addr, gex_Flags_t _flags,
                                          unsigned int _nargs, ...);
extern int pshmex_AM_CommitReplyLong_v2(gex_AM_SrcDesc_t _sd, gex_AM_Index_t _handler,
                                        size_t _nbytes, void *_dest_addr, gex_Flags_t _flags,
                                        unsigned int _nargs, ...);

#include <pshmex_am_v2_forms.h>

/* GASNet-1's barriers and thread-information macros (the reference's
 * gasnetex.h has them too) */
#include <pshmex_barrier1.h>

/* ------------------------------------------------------------------ */
/* pshmex extensions                                                   */
/* ------------------------------------------------------------------ */

/**
 * Where a rank runs: core index (hwloc logical core, -1 if unbound) and
 * NUMA node (-1 if unknown).  Returns GASNET_OK or GASNET_ERR_BAD_ARG.
 */
extern int pshmex_QueryRankPlacement(gex_Rank_t _jobrank, int *_core_p, int *_numa_node_p);

/**
 * One-line human summary of the host topology, e.g.
 * "1 package, 1 NUMA node, 2 cores, 2 PUs".  Library-owned string.
 */
extern const char *pshmex_QueryHostTopology(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop

/* The Tools API: spec 003 ("Public Header Files") describes gasnetex.h as
 * the GASNet-EX API and Tools, so its clients use gasnett_* and GASNETT_*
 * (and MIN, MAX, PLATFORM_*) having included only gasnetex.h or gasnet.h. */
#include "gasnet_tools.h"
/* ... and the Tools' formatters of gex_* values (VIS lists, DT/OP/TI). */
#include "pshmex_tools_format.h"

#endif /* _GEX_GASNETEX_H */
