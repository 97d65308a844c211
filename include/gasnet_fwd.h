/*
 * gasnet_fwd.h -- pshmex: the minimal GASNet-EX forward header.
 *
 * Holds only preprocessor constants and stand-alone typedefs (GASNet-EX
 * v0.18, "The gasnet_fwd.h header"), so a client may include it from its own
 * headers without pulling in the whole API.  Every macro defined here is in
 * the GEX_ or _GEX_ namespace.  Safe to include before or after any other
 * pshmex header.
 *
 * Representation notes (the library relies on these exactly):
 *  - ranks, EP indices and flags are uint32_t;
 *  - events are pointers to an incomplete struct; 0 is GEX_EVENT_INVALID;
 *  - GEX_FLAG_* bits: see the allocation table before the flag block;
 *  - GEX_DT_* and GEX_OP_* are distinct single bits (an AD takes an OR of ops).
 *
 * Preprocessor use: every integer constant here (GEX_FLAG_*, GEX_DT_*,
 * GEX_OP_*, GEX_EP_CAPABILITY_*, GEX_RANK_INVALID, GEX_EP_INDEX_INVALID) is a
 * plain 'u'-suffixed literal, or an OR of them, so it may be tested in #if.
 * Such a literal has type unsigned int, which is uint32_t (the spec's
 * gex_Flags_t, gex_DT_t, ...) on every platform pshmex builds for; the
 * assertion below stops a build where it is not.
 */
#ifndef _GEX_GASNET_FWD_H
#define _GEX_GASNET_FWD_H
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

#include <stdint.h>

#if defined(__STDC_VERSION__) && (__STDC_VERSION__ >= 201112L) && !defined(__cplusplus)
_Static_assert(sizeof(unsigned int) == sizeof(uint32_t) && (unsigned int)-1 == UINT32_MAX,
               "pshmex: the GEX_* 'u' literals must have the type uint32_t");
#elif defined(__cplusplus) && (__cplusplus >= 201103L)
static_assert(sizeof(unsigned int) == sizeof(uint32_t) && (unsigned int)-1 == UINT32_MAX,
              "pshmex: the GEX_* 'u' literals must have the type uint32_t");
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Basic scalar types                                                  */
/* ------------------------------------------------------------------ */

/** Position in, or size of, an ordered set (team, job); same as gasnet_node_t. */
typedef uint32_t gex_Rank_t;

/** "Not a rank": larger than every valid rank (and than GASNET_MAXNODES). */
#define GEX_RANK_INVALID 0xFFFFFFFFu

/** Endpoint index within a client in one process; the primordial EP is 0.
 *  16 bits, as in GASNet (clients check its size). */
typedef uint16_t gex_EP_Index_t;

/** "Not an EP index" ([MK] 3.4).  Not 0, because 0 names the primordial EP. */
#define GEX_EP_INDEX_INVALID 0xFFFFu

/** Address argument that some flags may turn into a segment offset; always void*. */
typedef void *gex_Addr_t;

/** Opaque handle to an asynchronous event; interoperable with gasnet_handle_t. */
typedef struct pshmex_event *gex_Event_t;

/** Hint/assertion/modifier bits passed to most calls. */
typedef uint32_t gex_Flags_t;

/** Data-type code for atomics and reductions (one GEX_DT_* bit). */
typedef uint32_t gex_DT_t;

/** Operation code for atomics and reductions (one GEX_OP_* bit, or an OR for AD ops sets). */
typedef uint32_t gex_OP_t;

/** OR of GEX_EP_CAPABILITY_* requested from gex_EP_Create(). */
typedef uint32_t gex_EP_Capabilities_t;

/* ------------------------------------------------------------------ */
/* Event constants                                                     */
/* ------------------------------------------------------------------ */

/** Already-complete event; all-zero, synonym of GASNET_INVALID_HANDLE. */
#define GEX_EVENT_INVALID ((gex_Event_t)0)
/** Result of an IMMEDIATE injection that did nothing; non-zero, never test/wait it. */
#define GEX_EVENT_NO_OP   ((gex_Event_t)(uintptr_t)1)

/** lc_opt input: local completion before the initiating call returns. */
#define GEX_EVENT_NOW   ((gex_Event_t *)(uintptr_t)1)
/** lc_opt input: local completion may be deferred until root completion. */
#define GEX_EVENT_DEFER ((gex_Event_t *)(uintptr_t)2)
/** lc_opt input: local completion tracked by gex_NBI_* / the access region. */
#define GEX_EVENT_GROUP ((gex_Event_t *)(uintptr_t)3)

/* ------------------------------------------------------------------ */
/* Flags                                                               */
/*                                                                     */
/* The spec only requires the flags accepted by one call to be         */
/* disjoint.  pshmex allocates gex_Flags_t bits as follows:            */
/*   bits  0..20  point-to-point communication and queries (RMA, AM,   */
/*                NPAM, VIS, AD ops, AM_Max*, QueryBoundSegmentNB);    */
/*                unique among all flags;                              */
/*   bits 21..28  team construction/destruction flags; the same bits   */
/*                are reused, independently, by gex_AD_Create (AD      */
/*                FAVOR hints), gex_AM_Entry_t.gex_flags (AM category  */
/*                and request/reply) and gex_EP_Create (HINT_ACCEL);   */
/*                none of those calls accepts a team flag;             */
/*   bits 29..30  gex_Client_Init;                                     */
/*   bit  31      GEX_FLAG_IMMEDIATE_COMMIT (the NPAM Prepares).       */
/* GEX_FLAG_RANK_IS_JOBRANK (bit 9) is accepted by gex_AD_Op* and      */
/* gex_TM_Create alike.                                                */
/* ------------------------------------------------------------------ */

/* -- point-to-point communication (bits 0..20) -- */
/** The call may do nothing (returning non-zero / NO_OP) rather than wait for resources. */
#define GEX_FLAG_IMMEDIATE               0x00000001u
/** [UNIMPLEMENTED] Request a copy of the payload for early local completion. */
#define GEX_FLAG_LC_COPY_YES             0x00000002u
/** [UNIMPLEMENTED] Forbid a payload copy for early local completion. */
#define GEX_FLAG_LC_COPY_NO              0x00000004u
/** Assert the peer EP is not in the calling process (gex_RMA_*). */
#define GEX_FLAG_PEER_NEVER_SELF         0x00000008u
/** Assert the peer EP is not in the caller's neighborhood (gex_RMA_*); implies NEVER_SELF. */
#define GEX_FLAG_PEER_NEVER_NBRHD        0x00000010u
/** Assert an AD op's target rank is the caller's own rank in the AD's team. */
#define GEX_FLAG_AD_MY_RANK              0x00000020u
/** Assert an AD op's target process is in the caller's neighborhood. */
#define GEX_FLAG_AD_MY_NBRHD             0x00000040u
/** AD op with acquire ordering after its synchronization. */
#define GEX_FLAG_AD_ACQ                  0x00000080u
/** AD op with release ordering before its initiation. */
#define GEX_FLAG_AD_REL                  0x00000100u
/** The rank argument is a jobrank (gex_AD_Op*, gex_TM_Create). */
#define GEX_FLAG_RANK_IS_JOBRANK         0x00000200u
/** Compatibility alias for the seed's misspelling of GEX_FLAG_RANK_IS_JOBRANK. */
#define GEX_FLAG_RANK_IS_JOBANK          GEX_FLAG_RANK_IS_JOBRANK
/** VIS Puts: expose the payload's local completion as a leaf event / GEX_EC_LC. */
#define GEX_FLAG_ENABLE_LEAF_LC          0x00000400u
/** gex_AM_Max*: query largest least_payload for Prepare with a client buffer
 *  (GASNet's value, which clients compare). */
#define GEX_FLAG_AM_PREPARE_LEAST_CLIENT 0x00000800u
/** gex_AM_Max*: query largest least_payload for Prepare with a GASNet buffer
 *  (GASNet's value, which clients compare). */
#define GEX_FLAG_AM_PREPARE_LEAST_ALLOC  0x00001000u
/** [UNIMPLEMENTED] Local addresses not known to be in any segment. */
#define GEX_FLAG_SELF_SEG_UNKNOWN        0x00002000u
/** [UNIMPLEMENTED] Local addresses lie in some segment of this process. */
#define GEX_FLAG_SELF_SEG_SOME           0x00004000u
/** [UNIMPLEMENTED] Local addresses lie in the local EP's bound segment. */
#define GEX_FLAG_SELF_SEG_BOUND          0x00008000u
/** [UNIMPLEMENTED] Local addresses are offsets into the local bound segment. */
#define GEX_FLAG_SELF_SEG_OFFSET         0x00010000u
/** [UNIMPLEMENTED] Peer addresses not known to be in any segment. */
#define GEX_FLAG_PEER_SEG_UNKNOWN        0x00020000u
/** [UNIMPLEMENTED] Peer addresses lie in some segment of the peer's process. */
#define GEX_FLAG_PEER_SEG_SOME           0x00040000u
/** [UNIMPLEMENTED] Peer addresses lie in the peer EP's bound segment. */
#define GEX_FLAG_PEER_SEG_BOUND          0x00080000u
/** [UNIMPLEMENTED] Peer addresses are offsets into the peer's bound segment. */
#define GEX_FLAG_PEER_SEG_OFFSET         0x00100000u

/* -- team construction / destruction (bits 21..28) -- */
/** gex_TM_Create: one scratch address per member of the new team. */
#define GEX_FLAG_TM_GLOBAL_SCRATCH           0x00200000u
/** gex_TM_Create/Dup: one scratch address per local member of the new team. */
#define GEX_FLAG_TM_LOCAL_SCRATCH            0x00400000u
/** gex_TM_Create/Dup: one scratch address shared by all members. */
#define GEX_FLAG_TM_SYMMETRIC_SCRATCH        0x00800000u
/** gex_TM_Create/Split/Dup: no scratch space is provided. */
#define GEX_FLAG_TM_NO_SCRATCH               0x01000000u
/** Scratch addresses are offsets into the bound segment (TM_Create/Dup/Destroy). */
#define GEX_FLAG_SCRATCH_SEG_OFFSET          0x02000000u
/** gex_TM_Destroy: the client asserts global quiescence. */
#define GEX_FLAG_GLOBALLY_QUIESCED           0x04000000u
/** TM_Split/Create/Dup become a query returning the recommended scratch size. */
#define GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED 0x08000000u
/** [DEPRECATED since spec v0.11] Query for the minimum scratch size. */
#define GEX_FLAG_TM_SCRATCH_SIZE_MIN         0x10000000u

/* -- gex_AD_Create hints (reuse bits 21..23) -- */
/** gex_AD_Create: favor targets owned by the calling rank. */
#define GEX_FLAG_AD_FAVOR_MY_RANK  0x00200000u
/** gex_AD_Create: favor targets in the caller's neighborhood. */
#define GEX_FLAG_AD_FAVOR_MY_NBRHD 0x00400000u
/** gex_AD_Create: favor targets outside the caller's neighborhood. */
#define GEX_FLAG_AD_FAVOR_REMOTE   0x00800000u

/* -- gex_AM_Entry_t.gex_flags (reuse bits 21..25) -- */
/** Handler is invoked only as a Short AM. */
#define GEX_FLAG_AM_SHORT   0x00200000u
/** Handler is invoked only as a Medium AM. */
#define GEX_FLAG_AM_MEDIUM  0x00400000u
/** Handler is invoked only as a Long AM. */
#define GEX_FLAG_AM_LONG    0x00800000u
/** Handler is invoked as a Medium or a Long AM. */
#define GEX_FLAG_AM_MEDLONG (GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_LONG)
/** Handler is invoked only as a Request. */
#define GEX_FLAG_AM_REQUEST 0x01000000u
/** Handler is invoked only as a Reply. */
#define GEX_FLAG_AM_REPLY   0x02000000u
/** Handler is invoked as a Request or a Reply. */
#define GEX_FLAG_AM_REQREP  (GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_REPLY)

/* -- gex_EP_Create hints (reuse bits 21..22) -- */
/** gex_EP_Create: ask for atomics acceleration resources (a hint). */
#define GEX_FLAG_HINT_ACCEL_AD   0x00200000u
/** gex_EP_Create: ask for collectives acceleration resources (a hint). */
#define GEX_FLAG_HINT_ACCEL_COLL 0x00400000u
/** OR of every GEX_FLAG_HINT_ACCEL_* flag. */
#define GEX_FLAG_HINT_ACCEL_ALL  (GEX_FLAG_HINT_ACCEL_AD | GEX_FLAG_HINT_ACCEL_COLL)

/* -- gex_Client_Init (bits 29..30) -- */
/** gex_Client_Init: this client will also use the legacy gasnet_* API. */
#define GEX_FLAG_USES_GASNET1  0x20000000u
/** [EXPERIMENTAL] gex_Client_Init: the client starts any progress threads itself. */
#define GEX_FLAG_DEFER_THREADS 0x40000000u

/* -- gex_AM_Prepare* (bit 31) -- */
/** Given to gex_AM_Prepare* (with GEX_FLAG_IMMEDIATE): the legacy Commit may
 *  then return non-zero rather than wait (the client retries or cancels
 *  it). A pshmex Prepare reserves everything, so that Commit returns 0. */
#define GEX_FLAG_IMMEDIATE_COMMIT 0x80000000u

/* ------------------------------------------------------------------ */
/* Data types (disjoint non-zero bits)                                 */
/* ------------------------------------------------------------------ */

/** int32_t */
#define GEX_DT_I32  0x01u
/** uint32_t */
#define GEX_DT_U32  0x02u
/** int64_t */
#define GEX_DT_I64  0x04u
/** uint64_t */
#define GEX_DT_U64  0x08u
/** float */
#define GEX_DT_FLT  0x10u
/** double */
#define GEX_DT_DBL  0x20u
/** Opaque client-defined type (reductions only). */
#define GEX_DT_USER 0x40u

/* ------------------------------------------------------------------ */
/* Operation codes (disjoint non-zero bits)                            */
/*                                                                     */
/* The values GASNet gives them (clients such as Legion Realm's       */
/* GASNet-EX wrapper compare them): the non-fetching ops that have a   */
/* fetching partner occupy bits 0..11 (AND OR XOR ADD SUB MULT MIN MAX */
/* INC DEC SET CAS); the partner of bit k is bit k+15 (SET<->SWAP,     */
/* CAS<->FCAS included), so the conversion macros are a shift.  GET    */
/* (bit 27), USER and USER_NC (bits 30, 31) have no partner.           */
/* ------------------------------------------------------------------ */

/** op0 + op1 (atomics, reductions) */
#define GEX_OP_ADD     0x00000008u
/** op0 * op1 (atomics, reductions) */
#define GEX_OP_MULT    0x00000020u
/** min(op0, op1) (atomics, reductions) */
#define GEX_OP_MIN     0x00000040u
/** max(op0, op1) (atomics, reductions) */
#define GEX_OP_MAX     0x00000080u
/** op0 - op1 (atomics) */
#define GEX_OP_SUB     0x00000010u
/** op0 + 1 (atomics) */
#define GEX_OP_INC     0x00000100u
/** op0 - 1 (atomics) */
#define GEX_OP_DEC     0x00000200u
/** op0 & op1, integer types (atomics, reductions) */
#define GEX_OP_AND     0x00000001u
/** op0 | op1, integer types (atomics, reductions) */
#define GEX_OP_OR      0x00000002u
/** op0 ^ op1, integer types (atomics, reductions) */
#define GEX_OP_XOR     0x00000004u
/** target = op1 (atomics, non-fetching) */
#define GEX_OP_SET     0x00000400u
/** target = (op0 == op1) ? op2 : op0, no spurious failure (atomics, non-fetching) */
#define GEX_OP_CAS     0x00000800u
/** Fetching ADD */
#define GEX_OP_FADD    0x00040000u
/** Fetching MULT */
#define GEX_OP_FMULT   0x00100000u
/** Fetching MIN */
#define GEX_OP_FMIN    0x00200000u
/** Fetching MAX */
#define GEX_OP_FMAX    0x00400000u
/** Fetching SUB */
#define GEX_OP_FSUB    0x00080000u
/** Fetching INC */
#define GEX_OP_FINC    0x00800000u
/** Fetching DEC */
#define GEX_OP_FDEC    0x01000000u
/** Fetching AND */
#define GEX_OP_FAND    0x00008000u
/** Fetching OR */
#define GEX_OP_FOR     0x00010000u
/** Fetching XOR */
#define GEX_OP_FXOR    0x00020000u
/** Fetch op0 and write op1 (the fetching partner of SET) */
#define GEX_OP_SWAP    0x02000000u
/** Fetching CAS */
#define GEX_OP_FCAS    0x04000000u
/** Fetch op0 without modifying the target */
#define GEX_OP_GET     0x08000000u
/** Commutative client-defined reduction operator */
#define GEX_OP_USER    0x40000000u
/** [UNIMPLEMENTED upstream] Non-commutative client-defined reduction operator */
#define GEX_OP_USER_NC 0x80000000u
/** Deprecated alias of GEX_OP_FCAS. */
#define GEX_OP_CSWAP   GEX_OP_FCAS

/** Fetching partner of a non-fetching arithmetic/bitwise op, SET (->SWAP) or CAS (->FCAS). */
#define GEX_OP_TO_FETCHING(_op)    (((_op) + 0u) << 15)
/** Non-fetching partner of a fetching arithmetic/bitwise op, SWAP (->SET) or FCAS (->CAS). */
#define GEX_OP_TO_NONFETCHING(_op) (((_op) + 0u) >> 15)

/* ------------------------------------------------------------------ */
/* Endpoint capabilities ([MK] 3.2)                                    */
/* ------------------------------------------------------------------ */

/** The EP supports gex_RMA_*. */
#define GEX_EP_CAPABILITY_RMA  0x01u
/** The EP supports gex_AM_* (primordial EPs always do). */
#define GEX_EP_CAPABILITY_AM   0x02u
/** The EP supports gex_VIS_*. */
#define GEX_EP_CAPABILITY_VIS  0x04u
/** The EP supports gex_Coll_* on teams containing it. */
#define GEX_EP_CAPABILITY_COLL 0x08u
/** The EP supports gex_AD_* on teams containing it. */
#define GEX_EP_CAPABILITY_AD   0x10u
/** OR of every GEX_EP_CAPABILITY_* above. */
#define GEX_EP_CAPABILITY_ALL  0x1Fu

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop
#endif /* _GEX_GASNET_FWD_H */
