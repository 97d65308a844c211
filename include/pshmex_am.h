/*
 * pshmex_am.h - GASNet-EX Active Messages: registration, limits, tokens,
 * fixed-payload and negotiated-payload (NPAM) injection, handler-safe locks.
 *
 * Included by gasnetex.h; do not include it directly.
 *
 * The spec's numbered forms (gex_AM_RequestShort0..16 etc.) and the
 * argument-count-inferring forms (gex_AM_RequestShort(tm, rank, h, flags,
 * a0, ...)) are macros, defined in pshmex_am_forms.h. Each casts every
 * argument to gex_AM_Arg_t once and calls one of the exported variadic
 * pshmex_AM_* entry points below with the argument count; the Short forms
 * with 0, 1 or 2 arguments call their own fixed entry points
 * (pshmex_AM_RequestShort0..2, pshmex_AM_ReplyShort0..2). Those entry
 * points are ABI, not API: call the spec names.
 *
 * Handler prototypes (M = the registered gex_nargs):
 *   Short:       void h(gex_Token_t t, gex_AM_Arg_t a0, ..., aM-1);
 *   Medium/Long: void h(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t a0, ..., aM-1);
 *
 * Context rules (checked in every build, fatal with a message naming the
 * call): Requests, polling and blocking calls are not allowed inside a
 * handler or while holding an HSL; a Request handler may Reply at most once
 * and only while holding no HSL; a Reply handler may not communicate.
 */
#ifndef _PSHMEX_AM_H
#define _PSHMEX_AM_H

#ifndef _GEX_GASNETEX_H
#error "include <gasnetex.h>, not <pshmex_am.h>"
#endif

/* ------------------------------------------------------------------ */
/* Handler registration and limits                                     */
/* ------------------------------------------------------------------ */

/**
 * Register numentries handlers on ep (not collective, may be repeated).
 * Fixed indices (GEX_AM_INDEX_BASE..255) are taken first; entries with
 * gex_index 0 then get the highest free index, in table order, written back.
 * All-or-nothing: GASNET_ERR_BAD_ARG naming the entry on a taken or reserved
 * index, nargs over gex_AM_MaxArgs(), a NULL gex_fnptr or bad gex_flags.
 */
extern int gex_EP_RegisterHandlers(gex_EP_t _ep, gex_AM_Entry_t *_table, size_t _numentries);

/** Most arguments an AM may carry (16). */
extern unsigned int gex_AM_MaxArgs(void);
/** The same, an unsigned int literal usable in #if. */
#define PSHMEX_AM_MAX_ARGS 16u
/* As in the reference's conduits, the limits that do not depend on the job
 * are constant expressions: a client may size an array or a C++ static const
 * member with gex_AM_MaxArgs(), gex_AM_LUB*Medium(), gasnet_AMMaxArgs() or
 * gasnet_AMMaxMedium(). The functions stay exported, for (gex_AM_MaxArgs)(). */
#define gex_AM_MaxArgs()   ((unsigned int)PSHMEX_AM_MAX_ARGS)

/** Largest nbytes for a Medium Request (or least_payload with GEX_FLAG_AM_PREPARE_LEAST_*). */
extern size_t gex_AM_MaxRequestMedium(gex_TM_t _tm, gex_Rank_t _other_rank,
                                      const gex_Event_t *_lc_opt, gex_Flags_t _flags,
                                      unsigned int _numargs);
/** Largest nbytes for a Medium Reply (or least_payload with GEX_FLAG_AM_PREPARE_LEAST_*). */
extern size_t gex_AM_MaxReplyMedium(gex_TM_t _tm, gex_Rank_t _other_rank,
                                    const gex_Event_t *_lc_opt, gex_Flags_t _flags,
                                    unsigned int _numargs);
/** Largest nbytes for a Long Request: the job's segment limit, at most 0x7fffffff. */
extern size_t gex_AM_MaxRequestLong(gex_TM_t _tm, gex_Rank_t _other_rank,
                                    const gex_Event_t *_lc_opt, gex_Flags_t _flags,
                                    unsigned int _numargs);
/** Largest nbytes for a Long Reply: the job's segment limit, at most 0x7fffffff. */
extern size_t gex_AM_MaxReplyLong(gex_TM_t _tm, gex_Rank_t _other_rank, const gex_Event_t *_lc_opt,
                                  gex_Flags_t _flags, unsigned int _numargs);
/** Largest Medium Reply to the sender of token (Request handlers only). */
extern size_t gex_Token_MaxReplyMedium(gex_Token_t _token, const gex_Event_t *_lc_opt,
                                       gex_Flags_t _flags, unsigned int _numargs);
/** Largest Long Reply to the sender of token (Request handlers only). */
extern size_t gex_Token_MaxReplyLong(gex_Token_t _token, const gex_Event_t *_lc_opt,
                                     gex_Flags_t _flags, unsigned int _numargs);

/** pshmex ABI behind gex_AM_LUB{Request,Reply}Long(): the job's segment limit, at most
 * 0x7fffffff (as the reference's conduits; GASNet-1 clients keep it in an int). */
extern size_t pshmex_AM_LUBLong(void);

/** Medium payload every peer accepts, whatever the arguments (64 KiB); a
 * size_t literal, usable in #if. */
#if SIZE_MAX == ULONG_MAX
#define PSHMEX_AM_MAX_MEDIUM 65536ul
#else
#define PSHMEX_AM_MAX_MEDIUM 65536u
#endif
/** Least upper bound of gex_AM_MaxRequestMedium over all arguments. */
#define gex_AM_LUBRequestMedium() PSHMEX_AM_MAX_MEDIUM
/** Least upper bound of gex_AM_MaxReplyMedium over all arguments. */
#define gex_AM_LUBReplyMedium()   PSHMEX_AM_MAX_MEDIUM
/** Least upper bound of gex_AM_MaxRequestLong over all arguments. */
#define gex_AM_LUBRequestLong()   pshmex_AM_LUBLong()
/** Least upper bound of gex_AM_MaxReplyLong over all arguments. */
#define gex_AM_LUBReplyLong()     pshmex_AM_LUBLong()

/* ------------------------------------------------------------------ */
/* Tokens                                                              */
/* ------------------------------------------------------------------ */

/** Fill the fields of *info selected by mask; returns the mask of valid fields (all five). */
extern gex_TI_t gex_Token_Info(gex_Token_t _token, gex_Token_Info_t *_info, gex_TI_t _mask);

/* ------------------------------------------------------------------ */
/* Fixed-payload injection (ABI; use the gex_AM_* forms)               */
/* ------------------------------------------------------------------ */
/* Return 0, or non-zero iff GEX_FLAG_IMMEDIATE was given and nothing was
 * sent. nargs arguments of type gex_AM_Arg_t follow. */

extern int pshmex_AM_RequestShort(gex_TM_t _tm, gex_Rank_t _rank, gex_AM_Index_t _handler,
                                  gex_Flags_t _flags, unsigned int _nargs, ...);
/* gex_AM_RequestShort0..2 and gex_AM_ReplyShort0..2: the same calls with
 * 0, 1 or 2 arguments, entered without a va_list (a variadic entry saves
 * its register arguments and sets up the list at every call, a third of a
 * Short's sending cost). */
extern int pshmex_AM_RequestShort0(gex_TM_t _tm, gex_Rank_t _rank, gex_AM_Index_t _handler,
                                   gex_Flags_t _flags);
extern int pshmex_AM_RequestShort1(gex_TM_t _tm, gex_Rank_t _rank, gex_AM_Index_t _handler,
                                   gex_Flags_t _flags, gex_AM_Arg_t _a0);
extern int pshmex_AM_RequestShort2(gex_TM_t _tm, gex_Rank_t _rank, gex_AM_Index_t _handler,
                                   gex_Flags_t _flags, gex_AM_Arg_t _a0, gex_AM_Arg_t _a1);
extern int pshmex_AM_ReplyShort0(gex_Token_t _token, gex_AM_Index_t _handler, gex_Flags_t _flags);
extern int pshmex_AM_ReplyShort1(gex_Token_t _token, gex_AM_Index_t _handler, gex_Flags_t _flags,
                                 gex_AM_Arg_t _a0);
extern int pshmex_AM_ReplyShort2(gex_Token_t _token, gex_AM_Index_t _handler, gex_Flags_t _flags,
                                 gex_AM_Arg_t _a0, gex_AM_Arg_t _a1);
extern int pshmex_AM_RequestMedium(gex_TM_t _tm, gex_Rank_t _rank, gex_AM_Index_t _handler,
                                   const void *_source_addr, size_t _nbytes, gex_Event_t *_lc_opt,
                                   gex_Flags_t _flags, unsigned int _nargs, ...);
extern int pshmex_AM_RequestLong(gex_TM_t _tm, gex_Rank_t _rank, gex_AM_Index_t _handler,
                                 const void *_source_addr, size_t _nbytes, void *_dest_addr,
                                 gex_Event_t *_lc_opt, gex_Flags_t _flags, unsigned int _nargs,
                                 ...);
extern int pshmex_AM_ReplyShort(gex_Token_t _token, gex_AM_Index_t _handler, gex_Flags_t _flags,
                                unsigned int _nargs, ...);
extern int pshmex_AM_ReplyMedium(gex_Token_t _token, gex_AM_Index_t _handler,
                                 const void *_source_addr, size_t _nbytes, gex_Event_t *_lc_opt,
                                 gex_Flags_t _flags, unsigned int _nargs, ...);
extern int pshmex_AM_ReplyLong(gex_Token_t _token, gex_AM_Index_t _handler,
                               const void *_source_addr, size_t _nbytes, void *_dest_addr,
                               gex_Event_t *_lc_opt, gex_Flags_t _flags, unsigned int _nargs, ...);

/* ------------------------------------------------------------------ */
/* Negotiated-payload AM                                               */
/* ------------------------------------------------------------------ */

/** pshmex hands out space in the shared-memory message slot or buffer pool. */
#define GASNET_NATIVE_NP_ALLOC_REQ_MEDIUM 1
/** pshmex hands out space in the shared-memory message slot or buffer pool. */
#define GASNET_NATIVE_NP_ALLOC_REP_MEDIUM 1
/* Long with a library buffer stages the payload before copying it to
 * dest_addr at Commit: not native, so _REQ_LONG/_REP_LONG stay undefined. */

/** Payload address of a prepared descriptor (client_buf, or library space). */
extern void *gex_AM_SrcDescAddr(gex_AM_SrcDesc_t _sd);
/** Payload size of a prepared descriptor, in [least_payload, most_payload]. */
extern size_t gex_AM_SrcDescSize(gex_AM_SrcDesc_t _sd);

/* A Medium over 1920 bytes needs one of the receiver's 16 pool buffers.
 * When none is free and least_payload fits in 1920 bytes, Prepare (with a
 * client buffer or without, with GEX_FLAG_IMMEDIATE or without) neither
 * waits nor returns NO_OP: the descriptor's size is then 1920 bytes. */

/** Reserve everything a Medium Request needs; GEX_AM_SRCDESC_NO_OP only under IMMEDIATE. */
extern gex_AM_SrcDesc_t gex_AM_PrepareRequestMedium(gex_TM_t _tm, gex_Rank_t _rank,
                                                    const void *_client_buf, size_t _least_payload,
                                                    size_t _most_payload, gex_Event_t *_lc_opt,
                                                    gex_Flags_t _flags, unsigned int _numargs);
/** Reserve everything a Medium Reply needs (Request handlers only). */
extern gex_AM_SrcDesc_t gex_AM_PrepareReplyMedium(gex_Token_t _token, const void *_client_buf,
                                                  size_t _least_payload, size_t _most_payload,
                                                  gex_Event_t *_lc_opt, gex_Flags_t _flags,
                                                  unsigned int _numargs);
/** Reserve everything a Long Request needs; GEX_AM_SRCDESC_NO_OP only under IMMEDIATE. */
extern gex_AM_SrcDesc_t gex_AM_PrepareRequestLong(gex_TM_t _tm, gex_Rank_t _rank,
                                                  const void *_client_buf, size_t _least_payload,
                                                  size_t _most_payload, void *_dest_addr,
                                                  gex_Event_t *_lc_opt, gex_Flags_t _flags,
                                                  unsigned int _numargs);
/** Reserve everything a Long Reply needs (Request handlers only). */
extern gex_AM_SrcDesc_t gex_AM_PrepareReplyLong(gex_Token_t _token, const void *_client_buf,
                                                size_t _least_payload, size_t _most_payload,
                                                void *_dest_addr, gex_Event_t *_lc_opt,
                                                gex_Flags_t _flags, unsigned int _numargs);

/* Commit ABI (use gex_AM_Commit*): nargs must equal Prepare's numargs.
 * The result is always 0 (GASNET_OK): Prepare reserved everything, so a
 * Commit never fails, also after a Prepare with GEX_FLAG_IMMEDIATE_COMMIT.
 * Spec 003 gives these Commits no result; the reference implementation's
 * current releases return an int, which its clients use (`return
 * gex_AM_CommitRequestMedium0(...)` after a Prepare with
 * GEX_FLAG_IMMEDIATE_COMMIT), so pshmex returns one: code written either
 * way builds. */
extern int pshmex_AM_CommitRequestMedium(gex_AM_SrcDesc_t _sd, gex_AM_Index_t _handler,
                                         size_t _nbytes, unsigned int _nargs, ...);
extern int pshmex_AM_CommitReplyMedium(gex_AM_SrcDesc_t _sd, gex_AM_Index_t _handler,
                                       size_t _nbytes, unsigned int _nargs, ...);
extern int pshmex_AM_CommitRequestLong(gex_AM_SrcDesc_t _sd, gex_AM_Index_t _handler,
                                       size_t _nbytes, void *_dest_addr, unsigned int _nargs, ...);
extern int pshmex_AM_CommitReplyLong(gex_AM_SrcDesc_t _sd, gex_AM_Index_t _handler, size_t _nbytes,
                                     void *_dest_addr, unsigned int _nargs, ...);

/* ------------------------------------------------------------------ */
/* Handler-safe locks                                                  */
/* ------------------------------------------------------------------ */

/** Initialize an HSL (once). */
extern void gex_HSL_Init(gex_HSL_t *_hsl);
/** Destroy an unlocked HSL. */
extern void gex_HSL_Destroy(gex_HSL_t *_hsl);
/** Acquire; the only blocking call allowed in a handler. No handlers run while held. */
extern void gex_HSL_Lock(gex_HSL_t *_hsl);
/** Release (in reverse order of acquisition). */
extern void gex_HSL_Unlock(gex_HSL_t *_hsl);
/** GASNET_OK if acquired, GASNET_ERR_NOT_READY otherwise; never blocks. */
extern int gex_HSL_Trylock(gex_HSL_t *_hsl);

#include <pshmex_am_forms.h>

#endif /* _PSHMEX_AM_H */
