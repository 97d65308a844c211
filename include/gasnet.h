/*
 * gasnet.h -- pshmex: the legacy GASNet-1 API (spec 1.8.1), layered on the
 * GASNet-EX objects of gasnetex.h.
 *
 * The GASNet-1 types are the interoperable GASNet-EX types, so handles,
 * tokens, locks and memvecs may be passed between the two APIs.
 *
 * Job control, environment queries, polling, the threading macros, Active
 * Messages, HSL/NIS, the extended API (put/get/sync, pshmex_rma1.h) and
 * the barriers. (VIS: gasnet_vis.h, whose GASNet-1 forms need this header.)
 */
#ifndef _GASNET_GASNET_H
#define _GASNET_GASNET_H

#include "gasnetex.h"

/* ------------------------------------------------------------------ */
/* Constants                                                           */
/* ------------------------------------------------------------------ */

/** Deprecated: the GASNet-1 spec major version (GASNET_SPEC_VERSION_MAJOR). */
#define GASNET_VERSION GASNET_SPEC_VERSION_MAJOR

/** Preprocess-time sizeof(gasnet_register_value_t); same as SIZEOF_GEX_RMA_VALUE_T. */
#define SIZEOF_GASNET_REGISTER_VALUE_T SIZEOF_GEX_RMA_VALUE_T

/** Barrier flag: this rank matches any id (anonymous barrier). */
#define GASNET_BARRIERFLAG_ANONYMOUS 1
/** Barrier flag: force a mismatch to be reported. */
#define GASNET_BARRIERFLAG_MISMATCH  2

/** gasnet_set_waitmode(): spin while waiting. */
#define GASNET_WAIT_SPIN      0
/** gasnet_set_waitmode(): yield the CPU at once while waiting. */
#define GASNET_WAIT_BLOCK     1
/** gasnet_set_waitmode(): spin for a while, then block. */
#define GASNET_WAIT_SPINBLOCK 2

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Types                                                               */
/* ------------------------------------------------------------------ */

/** 0-based node (rank) index; same as gex_Rank_t. */
typedef gex_Rank_t gasnet_node_t;
/** Handle of an explicit-handle (nb) operation; same as gex_Event_t. */
typedef gex_Event_t gasnet_handle_t;
/** AM token handed to handlers; same as gex_Token_t. */
typedef gex_Token_t gasnet_token_t;
/** AM handler index (client range 128..255); same as gex_AM_Index_t. */
typedef gex_AM_Index_t gasnet_handler_t;
/** 32-bit signed AM handler argument; same as gex_AM_Arg_t. */
typedef gex_AM_Arg_t gasnet_handlerarg_t;
/** Widest unsigned register-sized value; same as gex_RMA_Value_t. */
typedef gex_RMA_Value_t gasnet_register_value_t;
/** Handler-safe lock; same as gex_HSL_t. */
typedef gex_HSL_t gasnet_hsl_t;
/** Opaque per-thread metadata pointer (see GASNET_GET_THREADINFO). */
typedef void *gasnet_threadinfo_t;

/** One entry of the handler table passed to gasnet_attach(). */
typedef struct {
    gasnet_handler_t index;  /**< 0 = library picks; written back on return */
    gex_AM_Fn_t      fnptr;  /**< the handler, cast to void (*)() (see gex_AM_Fn_t) */
} gasnet_handlerentry_t;

/** Base address and size of one node's segment (gasnet_getSegmentInfo). */
typedef struct {
    void      *addr;  /**< segment base in the owning node's address space */
    uintptr_t  size;  /**< segment length in bytes */
} gasnet_seginfo_t;

/** Address/length pair for VIS calls; same layout as gex_Memvec_t. */
typedef struct {
    void   *addr;  /**< start address */
    size_t  len;   /**< length in bytes */
} gasnet_memvec_t;

/** The invalid (already complete) handle: all-zero bits, == GEX_EVENT_INVALID. */
#define GASNET_INVALID_HANDLE ((gasnet_handle_t)0)
/** Static initializer for a gasnet_hsl_t. */
#define GASNET_HSL_INITIALIZER GEX_HSL_INITIALIZER

/* ------------------------------------------------------------------ */
/* Job control and environment                                         */
/* ------------------------------------------------------------------ */

/** Bootstrap the job (first call in main); GASNET_OK or an error code. Once per process. */
extern int gasnet_init(int *argc, char ***argv);
/** Collective: register handlers, create this node's segment, then barrier. */
extern int gasnet_attach(gasnet_handlerentry_t *table, int numentries,
                         uintptr_t segsize, uintptr_t minheapoffset);
/** This node's 0-based index. */
extern gasnet_node_t gasnet_mynode(void);
/** Number of nodes in the job. */
extern gasnet_node_t gasnet_nodes(void);
/** Fill segment base/size for nodes 0..numentries-1 (non-collective); GASNET_OK. */
extern int gasnet_getSegmentInfo(gasnet_seginfo_t *seginfo_table, int numentries);
/** Optimistic largest segment this node could attach (multiple of GASNET_PAGESIZE). */
extern uintptr_t gasnet_getMaxLocalSegmentSize(void);
/** Minimum of gasnet_getMaxLocalSegmentSize() over all nodes. */
extern uintptr_t gasnet_getMaxGlobalSegmentSize(void);
/** getenv() over the environment the job was launched with. */
extern char *gasnet_getenv(const char *name);
/** Hint how waiting threads use the CPU (GASNET_WAIT_*); GASNET_OK. */
extern int gasnet_set_waitmode(int wait_mode);
/** Run pending AM handlers and make progress; GASNET_OK. */
extern int gasnet_AMPoll(void);
/** The client, EP, team and segment made by gex_Client_Init or gasnet_init/attach (outputs may be NULL). */
extern void gasnet_QueryGexObjects(gex_Client_t *client_p, gex_EP_t *endpoint_p,
                                   gex_TM_t *tm_p, gex_Segment_t *segment_p);

/* ------------------------------------------------------------------ */
/* Active Messages (GASNet-1)                                          */
/* ------------------------------------------------------------------ */
/* The numbered forms gasnet_AMRequestShort0..16 etc. are macros (see
 * pshmex_am1_forms.h) over the exported pshmex_AM1_* entry points below,
 * which are ABI, not API. They send on the primordial endpoint to a node
 * (jobrank) and return GASNET_OK; a bad argument is a fatal error. */

/** Most handler arguments (16). */
extern size_t gasnet_AMMaxArgs(void);
/** Largest Medium payload, requests and replies (65536). */
extern size_t gasnet_AMMaxMedium(void);
/** Largest Long Request payload (the job's segment limit). */
extern size_t gasnet_AMMaxLongRequest(void);
/** Largest Long Reply payload (the job's segment limit). */
extern size_t gasnet_AMMaxLongReply(void);
/** In a handler: store the sending node of token in *srcindex; GASNET_OK. */
extern int gasnet_AMGetMsgSource(gasnet_token_t token, gasnet_node_t *srcindex);

extern int pshmex_AM1_RequestShort(gasnet_node_t dest, gasnet_handler_t handler,
                                   unsigned int nargs, ...);
extern int pshmex_AM1_RequestMedium(gasnet_node_t dest, gasnet_handler_t handler,
                                    void *source_addr, size_t nbytes, unsigned int nargs, ...);
extern int pshmex_AM1_RequestLong(gasnet_node_t dest, gasnet_handler_t handler,
                                  void *source_addr, size_t nbytes, void *dest_addr,
                                  unsigned int nargs, ...);
/* LongAsync is LongM: the payload is copied before the call returns. */
extern int pshmex_AM1_ReplyShort(gasnet_token_t token, gasnet_handler_t handler,
                                 unsigned int nargs, ...);
extern int pshmex_AM1_ReplyMedium(gasnet_token_t token, gasnet_handler_t handler,
                                  void *source_addr, size_t nbytes, unsigned int nargs, ...);
extern int pshmex_AM1_ReplyLong(gasnet_token_t token, gasnet_handler_t handler,
                                void *source_addr, size_t nbytes, void *dest_addr,
                                unsigned int nargs, ...);

#include <pshmex_am1_forms.h>

/* ------------------------------------------------------------------ */
/* Atomicity control: no-interrupt sections and handler-safe locks     */
/* ------------------------------------------------------------------ */

/** Open a no-interrupt section on this thread (handlers never run asynchronously here). */
extern void gasnet_hold_interrupts(void);
/** Close the no-interrupt section opened by gasnet_hold_interrupts(). */
extern void gasnet_resume_interrupts(void);
/** Initialize an HSL (once); errors are fatal. */
extern void gasnet_hsl_init(gasnet_hsl_t *hsl);
/** Destroy an unlocked HSL. */
extern void gasnet_hsl_destroy(gasnet_hsl_t *hsl);
/** Acquire; the only blocking call allowed in a handler. */
extern void gasnet_hsl_lock(gasnet_hsl_t *hsl);
/** Release a held HSL. */
extern void gasnet_hsl_unlock(gasnet_hsl_t *hsl);
/** GASNET_OK if acquired, GASNET_ERR_NOT_READY otherwise; never blocks. */
extern int gasnet_hsl_trylock(gasnet_hsl_t *hsl);

/* ------------------------------------------------------------------ */
/* Extended API: put/get, memset, value forms, synchronization          */
/* ------------------------------------------------------------------ */

#include <pshmex_rma1.h>

/* ------------------------------------------------------------------ */
/* Barriers (split-phase, named or anonymous, over all nodes)          */
/* ------------------------------------------------------------------ */

/** Start a barrier phase: named with id (flags 0), ANONYMOUS, or MISMATCH. Never blocks. */
extern void gasnet_barrier_notify(int id, int flags);
/** Finish the phase: GASNET_OK, or GASNET_ERR_BARRIER_MISMATCH (names differ, flag). Polls. */
extern int gasnet_barrier_wait(int id, int flags);
/** As gasnet_barrier_wait if every node has notified; GASNET_ERR_NOT_READY otherwise. */
extern int gasnet_barrier_try(int id, int flags);
/** notify then wait. */
extern int gasnet_barrier(int id, int flags);
/** After a completed barrier: 1 if it was anonymous, else 0 with the matched name in *id. */
extern int gasnet_barrier_result(int *id);

/* ------------------------------------------------------------------ */
/* Blocking until a condition holds                                    */
/* ------------------------------------------------------------------ */

/**
 * pshmex extension behind GASNET_BLOCKUNTIL: poll incoming work once and
 * back off according to *iter_p (spin, then sched_yield, then a brief sleep),
 * honouring the wait mode; increments *iter_p.  Start with *iter_p == 0.
 */
extern void pshmex_block_poll(unsigned *iter_p);

/** Poll until cond is non-zero; cond is evaluated repeatedly, possibly concurrently with handlers. */
#define GASNET_BLOCKUNTIL(cond) \
    do { \
        unsigned _pshmex_it = 0; \
        while (!(cond)) pshmex_block_poll(&_pshmex_it); \
    } while (0)

/* ------------------------------------------------------------------ */
/* Thread information macros                                           */
/* ------------------------------------------------------------------ */

#if defined(__GNUC__) || defined(__clang__)
#define _GASNET_UNUSED_VAR __attribute__((__unused__))
#else
#define _GASNET_UNUSED_VAR
#endif

/**
 * This thread's threadinfo.  pshmex keeps no per-thread state reachable
 * this way, so the value is an opaque non-NULL token.
 */
#define GASNET_GET_THREADINFO() ((gasnet_threadinfo_t)(uintptr_t)1)

/**
 * Optional hint, no run-time effect.  Use at the very start of a block,
 * before any declaration, followed by ';'.  Expands to a declaration.
 */
#define GASNET_POST_THREADINFO(info) \
    gasnet_threadinfo_t _gasnet_posted_threadinfo _GASNET_UNUSED_VAR = (info)

/** Same as GASNET_POST_THREADINFO(GASNET_GET_THREADINFO()); same placement rules. */
#define GASNET_BEGIN_FUNCTION() GASNET_POST_THREADINFO(GASNET_GET_THREADINFO())

#ifdef __cplusplus
} /* extern "C" */
#endif

/* gasnet_vis.h came first: its GASNet-1 forms now */
#ifdef _GASNET_VIS_H
#include "pshmex_vis1.h"
#endif

#endif /* _GASNET_GASNET_H */
