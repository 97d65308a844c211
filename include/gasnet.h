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
/* the reference's guard name, which client code tests (e.g. its test.h) */
#define _INCLUDED_GASNET_H 1
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

#include "gasnetex.h"

/* ------------------------------------------------------------------ */
/* Constants                                                           */
/* ------------------------------------------------------------------ */

/** Deprecated: the GASNet-1 spec major version (GASNET_SPEC_VERSION_MAJOR). */
#define GASNET_VERSION GASNET_SPEC_VERSION_MAJOR

/** Preprocess-time sizeof(gasnet_register_value_t); same as SIZEOF_GEX_RMA_VALUE_T. */
#define SIZEOF_GASNET_REGISTER_VALUE_T SIZEOF_GEX_RMA_VALUE_T

/* GASNET_BARRIERFLAG_* are in pshmex_barrier1.h (gasnetex.h includes it). */

/* GASNET_WAIT_SPIN, _BLOCK and _SPINBLOCK are defined in gasnetex.h. */

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
/* gasnet_nodeinfo_t, gasnet_seginfo_t and gasnet_threadinfo_t are in gasnetex.h. */

/** One entry of the handler table passed to gasnet_attach(). */
typedef struct {
    gasnet_handler_t index; /**< 0 = library picks; written back on return */
    gex_AM_Fn_t fnptr;      /**< the handler, cast to void (*)() (see gex_AM_Fn_t) */
} gasnet_handlerentry_t;

/** Address/length pair for VIS calls; same layout as gex_Memvec_t. */
typedef struct {
    void *addr; /**< start address */
    size_t len; /**< length in bytes */
} gasnet_memvec_t;

/** The invalid (already complete) handle: all-zero bits, == GEX_EVENT_INVALID. */
#define GASNET_INVALID_HANDLE  ((gasnet_handle_t)0)
/** Static initializer for a gasnet_hsl_t. */
#define GASNET_HSL_INITIALIZER GEX_HSL_INITIALIZER

/* ------------------------------------------------------------------ */
/* Job control and environment                                         */
/* ------------------------------------------------------------------ */

/** Bootstrap the job (first call in main); GASNET_OK or an error code. Once per process. */
extern int gasnet_init(int *_argc, char ***_argv);
/** Collective: register handlers, create this node's segment, then barrier. */
extern int gasnet_attach(gasnet_handlerentry_t *_table, int _numentries, uintptr_t _segsize,
                         uintptr_t _minheapoffset);
/** This node's 0-based index. */
extern gasnet_node_t gasnet_mynode(void);
/** Number of nodes in the job. */
extern gasnet_node_t gasnet_nodes(void);
/* gasnet_getSegmentInfo, gasnet_getNodeInfo, gasnet_getMaxLocalSegmentSize,
 * gasnet_getMaxGlobalSegmentSize, gasnet_getenv, gasnet_set_waitmode,
 * gasnet_AMPoll() and GASNET_BLOCKUNTIL() are declared in gasnetex.h. */
/** The client, EP, team and segment made by gex_Client_Init or gasnet_init/attach (outputs may be
 * NULL). */
extern void gasnet_QueryGexObjects(gex_Client_t *_client_p, gex_EP_t *_endpoint_p, gex_TM_t *_tm_p,
                                   gex_Segment_t *_segment_p);

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
/* Constant expressions, as in the reference's conduits (see gex_AM_MaxArgs). */
#define gasnet_AMMaxArgs()   ((size_t)PSHMEX_AM_MAX_ARGS)
#define gasnet_AMMaxMedium() ((size_t)PSHMEX_AM_MAX_MEDIUM)
/** Largest Long Request payload: the job's segment limit, at most 0x7fffffff. */
extern size_t gasnet_AMMaxLongRequest(void);
/** Largest Long Reply payload: the job's segment limit, at most 0x7fffffff. */
extern size_t gasnet_AMMaxLongReply(void);
/** In a handler: store the sending node of token in *srcindex; GASNET_OK. */
extern int gasnet_AMGetMsgSource(gasnet_token_t _token, gasnet_node_t *_srcindex);

extern int pshmex_AM1_RequestShort(gasnet_node_t _dest, gasnet_handler_t _handler,
                                   unsigned int _nargs, ...);
/* gasnet_AMRequestShort0..2 and gasnet_AMReplyShort0..2: the same calls
 * with 0, 1 or 2 arguments, entered without a va_list (as
 * pshmex_AM_RequestShort0..2 in pshmex_am.h). */
extern int pshmex_AM1_RequestShort0(gasnet_node_t _dest, gasnet_handler_t _handler);
extern int pshmex_AM1_RequestShort1(gasnet_node_t _dest, gasnet_handler_t _handler,
                                    gasnet_handlerarg_t _a0);
extern int pshmex_AM1_RequestShort2(gasnet_node_t _dest, gasnet_handler_t _handler,
                                    gasnet_handlerarg_t _a0, gasnet_handlerarg_t _a1);
extern int pshmex_AM1_ReplyShort0(gasnet_token_t _token, gasnet_handler_t _handler);
extern int pshmex_AM1_ReplyShort1(gasnet_token_t _token, gasnet_handler_t _handler,
                                  gasnet_handlerarg_t _a0);
extern int pshmex_AM1_ReplyShort2(gasnet_token_t _token, gasnet_handler_t _handler,
                                  gasnet_handlerarg_t _a0, gasnet_handlerarg_t _a1);
extern int pshmex_AM1_RequestMedium(gasnet_node_t _dest, gasnet_handler_t _handler,
                                    void *_source_addr, size_t _nbytes, unsigned int _nargs, ...);
extern int pshmex_AM1_RequestLong(gasnet_node_t _dest, gasnet_handler_t _handler,
                                  void *_source_addr, size_t _nbytes, void *_dest_addr,
                                  unsigned int _nargs, ...);
/* LongAsync is LongM: the payload is copied before the call returns. */
extern int pshmex_AM1_ReplyShort(gasnet_token_t _token, gasnet_handler_t _handler,
                                 unsigned int _nargs, ...);
extern int pshmex_AM1_ReplyMedium(gasnet_token_t _token, gasnet_handler_t _handler,
                                  void *_source_addr, size_t _nbytes, unsigned int _nargs, ...);
extern int pshmex_AM1_ReplyLong(gasnet_token_t _token, gasnet_handler_t _handler,
                                void *_source_addr, size_t _nbytes, void *_dest_addr,
                                unsigned int _nargs, ...);

#include <pshmex_am1_forms.h>

/*
 * The variadic forms (post-1.8): the count of handler arguments comes
 * first, then the arguments, e.g. gasnet_AMRequestShort(node, h, 2, a0, a1)
 * or gasnet_AMRequestMedium(node, h, buf, n, 0).  The count is checked
 * against the arguments actually given (a fatal error names the call).
 */
extern unsigned int pshmex_AM1_CheckCount(unsigned int _numargs, unsigned int _given,
                                          const char *_call);
#define _GASNET_AM1_GIVEN(...)                                                                     \
    _GASNET_AM1_NTH(__VA_ARGS__, _over_16_handler_arguments, _over_16_handler_arguments,           \
                    _over_16_handler_arguments, _over_16_handler_arguments, 16, 15, 14, 13, 12,    \
                    11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, ~)
#define _GASNET_AM1_NTH(_c, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12,    \
                        _a13, _a14, _a15, _a16, _a17, _a18, _a19, _n, ...)                         \
    _n
/* "numargs, a0, ..., ak" -> "checked numargs, (gasnet_handlerarg_t)(a0),
 * ...": the form for k + 1 arguments is chosen by their count, so numargs,
 * whatever expression it is, is evaluated once, inside the check, and each
 * argument is converted to gasnet_handlerarg_t as the numbered forms'
 * prototypes convert it. More than 16 arguments do not compile (the
 * identifier the error names says so). */
#define _GASNET_AM1_COUNTED(_call, ...)                                                            \
    _GASNET_AM1_CAT(_GASNET_AM1_ARGS, _GASNET_AM1_GIVEN(__VA_ARGS__))(_call, __VA_ARGS__)
#define _GASNET_AM1_CAT(_a, _b)           _GASNET_AM1_CAT_(_a, _b)
#define _GASNET_AM1_CAT_(_a, _b)          _a##_b
#define _GASNET_AM1_C(_call, _n, _k)      pshmex_AM1_CheckCount((unsigned int)(_n), _k, _call)
#define _GASNET_AM1_V(_a)                 ((gasnet_handlerarg_t)(_a))
#define _GASNET_AM1_ARGS0(_call, _n)      _GASNET_AM1_C(_call, _n, 0)
#define _GASNET_AM1_ARGS1(_call, _n, _a0) _GASNET_AM1_C(_call, _n, 1), _GASNET_AM1_V(_a0)
#define _GASNET_AM1_ARGS2(_call, _n, _a0, _a1)                                                     \
    _GASNET_AM1_C(_call, _n, 2), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1)
#define _GASNET_AM1_ARGS3(_call, _n, _a0, _a1, _a2)                                                \
    _GASNET_AM1_C(_call, _n, 3), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2)
#define _GASNET_AM1_ARGS4(_call, _n, _a0, _a1, _a2, _a3)                                           \
    _GASNET_AM1_C(_call, _n, 4), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),       \
        _GASNET_AM1_V(_a3)
#define _GASNET_AM1_ARGS5(_call, _n, _a0, _a1, _a2, _a3, _a4)                                      \
    _GASNET_AM1_C(_call, _n, 5), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),       \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4)
#define _GASNET_AM1_ARGS6(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5)                                 \
    _GASNET_AM1_C(_call, _n, 6), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),       \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5)
#define _GASNET_AM1_ARGS7(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6)                            \
    _GASNET_AM1_C(_call, _n, 7), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),       \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6)
#define _GASNET_AM1_ARGS8(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7)                       \
    _GASNET_AM1_C(_call, _n, 8), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),       \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7)
#define _GASNET_AM1_ARGS9(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8)                  \
    _GASNET_AM1_C(_call, _n, 9), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),       \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7), _GASNET_AM1_V(_a8)
#define _GASNET_AM1_ARGS10(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9)            \
    _GASNET_AM1_C(_call, _n, 10), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),      \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7), _GASNET_AM1_V(_a8), _GASNET_AM1_V(_a9)
#define _GASNET_AM1_ARGS11(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10)      \
    _GASNET_AM1_C(_call, _n, 11), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),      \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7), _GASNET_AM1_V(_a8), _GASNET_AM1_V(_a9), _GASNET_AM1_V(_a10)
#define _GASNET_AM1_ARGS12(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10,      \
                           _a11)                                                                   \
    _GASNET_AM1_C(_call, _n, 12), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),      \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7), _GASNET_AM1_V(_a8), _GASNET_AM1_V(_a9), _GASNET_AM1_V(_a10),           \
        _GASNET_AM1_V(_a11)
#define _GASNET_AM1_ARGS13(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10,      \
                           _a11, _a12)                                                             \
    _GASNET_AM1_C(_call, _n, 13), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),      \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7), _GASNET_AM1_V(_a8), _GASNET_AM1_V(_a9), _GASNET_AM1_V(_a10),           \
        _GASNET_AM1_V(_a11), _GASNET_AM1_V(_a12)
#define _GASNET_AM1_ARGS14(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10,      \
                           _a11, _a12, _a13)                                                       \
    _GASNET_AM1_C(_call, _n, 14), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),      \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7), _GASNET_AM1_V(_a8), _GASNET_AM1_V(_a9), _GASNET_AM1_V(_a10),           \
        _GASNET_AM1_V(_a11), _GASNET_AM1_V(_a12), _GASNET_AM1_V(_a13)
#define _GASNET_AM1_ARGS15(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10,      \
                           _a11, _a12, _a13, _a14)                                                 \
    _GASNET_AM1_C(_call, _n, 15), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),      \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7), _GASNET_AM1_V(_a8), _GASNET_AM1_V(_a9), _GASNET_AM1_V(_a10),           \
        _GASNET_AM1_V(_a11), _GASNET_AM1_V(_a12), _GASNET_AM1_V(_a13), _GASNET_AM1_V(_a14)
#define _GASNET_AM1_ARGS16(_call, _n, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10,      \
                           _a11, _a12, _a13, _a14, _a15)                                           \
    _GASNET_AM1_C(_call, _n, 16), _GASNET_AM1_V(_a0), _GASNET_AM1_V(_a1), _GASNET_AM1_V(_a2),      \
        _GASNET_AM1_V(_a3), _GASNET_AM1_V(_a4), _GASNET_AM1_V(_a5), _GASNET_AM1_V(_a6),            \
        _GASNET_AM1_V(_a7), _GASNET_AM1_V(_a8), _GASNET_AM1_V(_a9), _GASNET_AM1_V(_a10),           \
        _GASNET_AM1_V(_a11), _GASNET_AM1_V(_a12), _GASNET_AM1_V(_a13), _GASNET_AM1_V(_a14),        \
        _GASNET_AM1_V(_a15)

/** gasnet_AMRequestShort(node, handler, numargs [, a0 ...]) */
#define gasnet_AMRequestShort(_node, _handler, ...)                                                \
    pshmex_AM1_RequestShort(_node, _handler,                                                       \
                            _GASNET_AM1_COUNTED("gasnet_AMRequestShort", __VA_ARGS__))
/** gasnet_AMRequestMedium(node, handler, src, nbytes, numargs [, a0 ...]) */
#define gasnet_AMRequestMedium(_node, _handler, _src, _nbytes, ...)                                \
    pshmex_AM1_RequestMedium(_node, _handler, _src, _nbytes,                                       \
                             _GASNET_AM1_COUNTED("gasnet_AMRequestMedium", __VA_ARGS__))
/** gasnet_AMRequestLong(node, handler, src, nbytes, dest_addr, numargs [, a0 ...]) */
#define gasnet_AMRequestLong(_node, _handler, _src, _nbytes, _dest, ...)                           \
    pshmex_AM1_RequestLong(_node, _handler, _src, _nbytes, _dest,                                  \
                           _GASNET_AM1_COUNTED("gasnet_AMRequestLong", __VA_ARGS__))
/** gasnet_AMRequestLongAsync(...): as gasnet_AMRequestLong (the payload is copied at once). */
#define gasnet_AMRequestLongAsync(_node, _handler, _src, _nbytes, _dest, ...)                      \
    pshmex_AM1_RequestLong(_node, _handler, _src, _nbytes, _dest,                                  \
                           _GASNET_AM1_COUNTED("gasnet_AMRequestLongAsync", __VA_ARGS__))
/** gasnet_AMReplyShort(token, handler, numargs [, a0 ...]) */
#define gasnet_AMReplyShort(_token, _handler, ...)                                                 \
    pshmex_AM1_ReplyShort(_token, _handler, _GASNET_AM1_COUNTED("gasnet_AMReplyShort", __VA_ARGS__))
/** gasnet_AMReplyMedium(token, handler, src, nbytes, numargs [, a0 ...]) */
#define gasnet_AMReplyMedium(_token, _handler, _src, _nbytes, ...)                                 \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes,                                        \
                           _GASNET_AM1_COUNTED("gasnet_AMReplyMedium", __VA_ARGS__))
/** gasnet_AMReplyLong(token, handler, src, nbytes, dest_addr, numargs [, a0 ...]) */
#define gasnet_AMReplyLong(_token, _handler, _src, _nbytes, _dest, ...)                            \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest,                                   \
                         _GASNET_AM1_COUNTED("gasnet_AMReplyLong", __VA_ARGS__))

/* ------------------------------------------------------------------ */
/* Atomicity control: no-interrupt sections and handler-safe locks     */
/* ------------------------------------------------------------------ */

/** Open a no-interrupt section on this thread: no handler runs on it until
 * gasnet_resume_interrupts(). Inside it only gasnet_mynode, gasnet_nodes,
 * gasnet_hsl_*, gasnet_exit and gasnet_AMReply* are legal; a Request, a poll,
 * a wait or a barrier there is fatal. Ignored in a handler and under an HSL. */
extern void gasnet_hold_interrupts(void);
/** Close the no-interrupt section opened by gasnet_hold_interrupts(). */
extern void gasnet_resume_interrupts(void);
/** Initialize an HSL (once); errors are fatal. */
extern void gasnet_hsl_init(gasnet_hsl_t *_hsl);
/** Destroy an unlocked HSL. */
extern void gasnet_hsl_destroy(gasnet_hsl_t *_hsl);
/** Acquire; the only blocking call allowed in a handler. */
extern void gasnet_hsl_lock(gasnet_hsl_t *_hsl);
/** Release a held HSL. */
extern void gasnet_hsl_unlock(gasnet_hsl_t *_hsl);
/** GASNET_OK if acquired, GASNET_ERR_NOT_READY otherwise; never blocks. */
extern int gasnet_hsl_trylock(gasnet_hsl_t *_hsl);

/* ------------------------------------------------------------------ */
/* Extended API: put/get, memset, value forms, synchronization          */
/* ------------------------------------------------------------------ */

#include <pshmex_rma1.h>

/* The barriers (gasnet_barrier_notify/wait/try, gasnet_barrier,
 * gasnet_barrier_result) and the thread-information macros are in
 * pshmex_barrier1.h: GASNet-EX clients get them from gasnetex.h too. */

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop

/* gasnet_vis.h came first: its GASNet-1 forms now */
#ifdef _GASNET_VIS_H
#include "pshmex_vis1.h"
#endif

#endif /* _GASNET_GASNET_H */
