/*
 * gasnet_handler.h -- pshmex: helpers for GASNet-1 AM handlers written once
 * for 32- and 64-bit pointers.
 *
 * A GASNet-1 handler argument is 32 bits wide, so a pointer travels as one
 * argument on a 32-bit host and as two on a 64-bit one. GASNet-1 clients
 * (UPC++ v0.1, the GASNet-1 era runtimes) write each send and each handler
 * once with these macros, giving both argument counts, and include this
 * header by name, as the reference installs it:
 *
 *   SHORT_HANDLER(put_ack, 1, 2, (token, UNPACK(a0)), (token, UNPACK2(a0, a1)));
 *   gasnet_handlerentry_t table[] = {gasneti_handler_tableentry_with_bits(put_ack)};
 *   SHORT_REQ(1, 2, (node, gasneti_handleridx(put_ack), PACK(flagp)));
 *
 * where the client defines put_ack_inner(token, void *flagp) and the handler
 * index _hidx_put_ack. Nothing here is compiled into the library: every name
 * is a macro or a type over gasnet.h's AM calls.
 */
#ifndef _GASNET_HANDLER_H
#define _GASNET_HANDLER_H

#include "gasnet.h"

/* 1 where a pointer needs two 32-bit arguments (any standard C compiler) */
#if UINTPTR_MAX > 0xffffffffu
#define _PSHMEX_HANDLER_PTR64 1
#else
#define _PSHMEX_HANDLER_PTR64 0
#endif

/* ------------------------------------------------------------------ */
/* Handler parameter lists: ARGSn declares a0..a(n-1), each after a    */
/* comma; ARGNAMESn names them the same way.                            */
/* ------------------------------------------------------------------ */
#define ARGS0
#define ARGS1  , gasnet_handlerarg_t a0
#define ARGS2  ARGS1, gasnet_handlerarg_t a1
#define ARGS3  ARGS2, gasnet_handlerarg_t a2
#define ARGS4  ARGS3, gasnet_handlerarg_t a3
#define ARGS5  ARGS4, gasnet_handlerarg_t a4
#define ARGS6  ARGS5, gasnet_handlerarg_t a5
#define ARGS7  ARGS6, gasnet_handlerarg_t a6
#define ARGS8  ARGS7, gasnet_handlerarg_t a7
#define ARGS9  ARGS8, gasnet_handlerarg_t a8
#define ARGS10 ARGS9, gasnet_handlerarg_t a9
#define ARGS11 ARGS10, gasnet_handlerarg_t a10
#define ARGS12 ARGS11, gasnet_handlerarg_t a11
#define ARGS13 ARGS12, gasnet_handlerarg_t a12
#define ARGS14 ARGS13, gasnet_handlerarg_t a13
#define ARGS15 ARGS14, gasnet_handlerarg_t a14
#define ARGS16 ARGS15, gasnet_handlerarg_t a15

#define ARGNAMES0
#define ARGNAMES1  , a0
#define ARGNAMES2  ARGNAMES1, a1
#define ARGNAMES3  ARGNAMES2, a2
#define ARGNAMES4  ARGNAMES3, a3
#define ARGNAMES5  ARGNAMES4, a4
#define ARGNAMES6  ARGNAMES5, a5
#define ARGNAMES7  ARGNAMES6, a6
#define ARGNAMES8  ARGNAMES7, a7
#define ARGNAMES9  ARGNAMES8, a8
#define ARGNAMES10 ARGNAMES9, a9
#define ARGNAMES11 ARGNAMES10, a10
#define ARGNAMES12 ARGNAMES11, a11
#define ARGNAMES13 ARGNAMES12, a12
#define ARGNAMES14 ARGNAMES13, a13
#define ARGNAMES15 ARGNAMES14, a14
#define ARGNAMES16 ARGNAMES15, a15

/* ------------------------------------------------------------------ */
/* Sends: cnt32 and cnt64 are the argument counts on each kind of host; */
/* args is the call's parenthesized argument list, with each pointer    */
/* wrapped in PACK().                                                   */
/* ------------------------------------------------------------------ */
#if _PSHMEX_HANDLER_PTR64
#define _PSHMEX_HANDLER_BITS(_cnt32, _cnt64) _cnt64
#define _PSHMEX_HANDLER_SUFFIX               _64
#else
#define _PSHMEX_HANDLER_BITS(_cnt32, _cnt64) _cnt32
#define _PSHMEX_HANDLER_SUFFIX               _32
#endif
/* one more level, so that the count is expanded before it is pasted */
#define _PSHMEX_HANDLER_PASTE(_a, _b)  _PSHMEX_HANDLER_PASTE_(_a, _b)
#define _PSHMEX_HANDLER_PASTE_(_a, _b) _a##_b
#define _PSHMEX_HANDLER_CALL(_form, _cnt32, _cnt64)                                                \
    _PSHMEX_HANDLER_PASTE(_form, _PSHMEX_HANDLER_BITS(_cnt32, _cnt64))

#define SHORT_REQ(_cnt32, _cnt64, _args)                                                           \
    _PSHMEX_HANDLER_CALL(gasnet_AMRequestShort, _cnt32, _cnt64) _args
#define SHORT_REP(_cnt32, _cnt64, _args)                                                           \
    _PSHMEX_HANDLER_CALL(gasnet_AMReplyShort, _cnt32, _cnt64) _args
#define MEDIUM_REQ(_cnt32, _cnt64, _args)                                                          \
    _PSHMEX_HANDLER_CALL(gasnet_AMRequestMedium, _cnt32, _cnt64) _args
#define MEDIUM_REP(_cnt32, _cnt64, _args)                                                          \
    _PSHMEX_HANDLER_CALL(gasnet_AMReplyMedium, _cnt32, _cnt64) _args
#define LONG_REQ(_cnt32, _cnt64, _args)                                                            \
    _PSHMEX_HANDLER_CALL(gasnet_AMRequestLong, _cnt32, _cnt64) _args
#define LONG_REP(_cnt32, _cnt64, _args)                                                            \
    _PSHMEX_HANDLER_CALL(gasnet_AMReplyLong, _cnt32, _cnt64) _args
#define LONGASYNC_REQ(_cnt32, _cnt64, _args)                                                       \
    _PSHMEX_HANDLER_CALL(gasnet_AMRequestLongAsync, _cnt32, _cnt64) _args

/* ------------------------------------------------------------------ */
/* Pointers as arguments: PACK(p) is one argument on a 32-bit host and  */
/* two (high word, then low word) on a 64-bit one; a handler gets the   */
/* pointer back with UNPACK(a0) or UNPACK2(a0, a1) respectively.        */
/* PACK evaluates its argument twice on a 64-bit host: pass a plain      */
/* pointer expression, not p++ or a call with side effects.             */
/* ------------------------------------------------------------------ */
#if _PSHMEX_HANDLER_PTR64
#define PACK(_ptr)                                                                                 \
    ((gasnet_handlerarg_t)(uint32_t)((uint64_t)(uintptr_t)(_ptr) >> 32)),                          \
        ((gasnet_handlerarg_t)(uint32_t)(uintptr_t)(_ptr))
#define UNPACK2(_hi, _lo)                                                                          \
    ((void *)(uintptr_t)(((uint64_t)(uint32_t)(_hi) << 32) | (uint64_t)(uint32_t)(_lo)))
#else
#define PACK(_ptr)  ((gasnet_handlerarg_t)(uintptr_t)(_ptr))
#define UNPACK(_a0) ((void *)(uintptr_t)(uint32_t)(_a0))
#endif

/* ------------------------------------------------------------------ */
/* Handlers: NAME_32 or NAME_64 (the host's kind) receives the args and */
/* calls the client's NAME_inner with innerargs32 or innerargs64, a     */
/* parenthesized list that rebuilds the pointers. A client may define   */
/* GASNETI_HANDLER_SCOPE (e.g. static) before including this header.   */
/* The generated parameters are named token, addr, nbytes and a0..a15,  */
/* the names innerargs refer to (they shadow globals of those names).   */
/* ------------------------------------------------------------------ */
#ifndef GASNETI_HANDLER_SCOPE
#define GASNETI_HANDLER_SCOPE extern
#endif

#if _PSHMEX_HANDLER_PTR64
#define _PSHMEX_HANDLER_INNER(_args32, _args64) _args64
#else
#define _PSHMEX_HANDLER_INNER(_args32, _args64) _args32
#endif
#define _PSHMEX_HANDLER_NAME(_name) _PSHMEX_HANDLER_PASTE(_name, _PSHMEX_HANDLER_SUFFIX)
#define _PSHMEX_HANDLER_ARGS(_cnt32, _cnt64)                                                       \
    _PSHMEX_HANDLER_PASTE(ARGS, _PSHMEX_HANDLER_BITS(_cnt32, _cnt64))
/* The definition ends in a declaration, so that the client's ';' after
 * the macro is not an empty declaration at file scope (-pedantic). */
#define _PSHMEX_HANDLER_END(_name) extern int _pshmex_handler_defined_##_name

#define SHORT_HANDLER_DECL(_name, _cnt32, _cnt64)                                                  \
    GASNETI_HANDLER_SCOPE void _PSHMEX_HANDLER_NAME(_name)(                                        \
        gasnet_token_t token _PSHMEX_HANDLER_ARGS(_cnt32, _cnt64))
#define SHORT_HANDLER(_name, _cnt32, _cnt64, _innerargs32, _innerargs64)                           \
    SHORT_HANDLER_DECL(_name, _cnt32, _cnt64);                                                     \
    SHORT_HANDLER_DECL(_name, _cnt32, _cnt64)                                                      \
    {                                                                                              \
        (void)token; /* innerargs may leave it out */                                              \
        _name##_inner _PSHMEX_HANDLER_INNER(_innerargs32, _innerargs64);                           \
    }                                                                                              \
    _PSHMEX_HANDLER_END(_name)
#define MEDIUM_HANDLER_DECL(_name, _cnt32, _cnt64)                                                 \
    GASNETI_HANDLER_SCOPE void _PSHMEX_HANDLER_NAME(_name)(                                        \
        gasnet_token_t token, void *addr, size_t nbytes _PSHMEX_HANDLER_ARGS(_cnt32, _cnt64))
#define MEDIUM_HANDLER(_name, _cnt32, _cnt64, _innerargs32, _innerargs64)                          \
    MEDIUM_HANDLER_DECL(_name, _cnt32, _cnt64);                                                    \
    MEDIUM_HANDLER_DECL(_name, _cnt32, _cnt64)                                                     \
    {                                                                                              \
        (void)token, (void)addr, (void)nbytes; /* innerargs may leave them out */                  \
        _name##_inner _PSHMEX_HANDLER_INNER(_innerargs32, _innerargs64);                           \
    }                                                                                              \
    _PSHMEX_HANDLER_END(_name)

/* Handlers whose arguments are the same on both kinds of host. */
#define SHORT_HANDLER_NOBITS_DECL(_name, _cnt)                                                     \
    GASNETI_HANDLER_SCOPE void _name(gasnet_token_t token ARGS##_cnt)
#define MEDIUM_HANDLER_NOBITS_DECL(_name, _cnt)                                                    \
    GASNETI_HANDLER_SCOPE void _name(gasnet_token_t token, void *addr, size_t nbytes ARGS##_cnt)

/* A Long handler has a Medium handler's parameters. */
#define LONG_HANDLER             MEDIUM_HANDLER
#define LONG_HANDLER_DECL        MEDIUM_HANDLER_DECL
#define LONG_HANDLER_NOBITS_DECL MEDIUM_HANDLER_NOBITS_DECL

/* ------------------------------------------------------------------ */
/* Handler-table entries for gasnet_attach(): the index is the client's */
/* _hidx_NAME (an enum or macro), the function NAME or NAME_32/_64.     */
/* ------------------------------------------------------------------ */
/** The untyped handler pointer an entry holds (gasnet_handlerentry_t's fnptr). */
typedef gex_AM_Fn_t gasneti_handler_fn_t;
#define gasneti_handleridx(_name) _hidx_##_name
#define gasneti_handler_tableentry_no_bits(_name)                                                  \
    {                                                                                              \
        gasneti_handleridx(_name), (gasneti_handler_fn_t)_name                                     \
    }
#define gasneti_handler_tableentry_with_bits(_name)                                                \
    {                                                                                              \
        gasneti_handleridx(_name), (gasneti_handler_fn_t)_PSHMEX_HANDLER_NAME(_name)               \
    }

#endif /* _GASNET_HANDLER_H */
