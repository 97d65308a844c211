/*
 * pshmex_am_v2_forms.h - the numbered NPAM Commit forms with flags and a
 * result: gex_AM_Commit{Request,Reply}{Medium,Long}0..16_v2.
 *
 * Included by gasnetex.h.  Each form evaluates every argument exactly once,
 * casts each handler argument to gex_AM_Arg_t and calls the exported
 * variadic pshmex_AM_Commit*_v2 entry point with the argument count.
 * Generated; the shape of each line is the same for every count.
 */
#ifndef _PSHMEX_AM_V2_FORMS_H
#define _PSHMEX_AM_V2_FORMS_H

/* One form per line, a table to read down: not clang-format's layout. */
/* clang-format off */


/* gex_AM_CommitRequestMedium[0..16]_v2(sd, handler, nbytes, flags [, a0 ...]) */
#define gex_AM_CommitRequestMedium0_v2(_sd, _handler, _nbytes, _flags) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 0u)
#define gex_AM_CommitRequestMedium1_v2(_sd, _handler, _nbytes, _flags, _a0) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_CommitRequestMedium2_v2(_sd, _handler, _nbytes, _flags, _a0, _a1) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_CommitRequestMedium3_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_CommitRequestMedium4_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_CommitRequestMedium5_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_CommitRequestMedium6_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_CommitRequestMedium7_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_CommitRequestMedium8_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_CommitRequestMedium9_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_CommitRequestMedium10_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_CommitRequestMedium11_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_CommitRequestMedium12_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_CommitRequestMedium13_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_CommitRequestMedium14_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_CommitRequestMedium15_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_CommitRequestMedium16_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_CommitRequestMedium_v2(_sd, _handler, _nbytes, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))

/* gex_AM_CommitRequestLong[0..16]_v2(sd, handler, nbytes, dest_addr, flags [, a0 ...]) */
#define gex_AM_CommitRequestLong0_v2(_sd, _handler, _nbytes, _dest_addr, _flags) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 0u)
#define gex_AM_CommitRequestLong1_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_CommitRequestLong2_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_CommitRequestLong3_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_CommitRequestLong4_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_CommitRequestLong5_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_CommitRequestLong6_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_CommitRequestLong7_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_CommitRequestLong8_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_CommitRequestLong9_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_CommitRequestLong10_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_CommitRequestLong11_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_CommitRequestLong12_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_CommitRequestLong13_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_CommitRequestLong14_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_CommitRequestLong15_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_CommitRequestLong16_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_CommitRequestLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))

/* gex_AM_CommitReplyMedium[0..16]_v2(sd, handler, nbytes, flags [, a0 ...]) */
#define gex_AM_CommitReplyMedium0_v2(_sd, _handler, _nbytes, _flags) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 0u)
#define gex_AM_CommitReplyMedium1_v2(_sd, _handler, _nbytes, _flags, _a0) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_CommitReplyMedium2_v2(_sd, _handler, _nbytes, _flags, _a0, _a1) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_CommitReplyMedium3_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_CommitReplyMedium4_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_CommitReplyMedium5_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_CommitReplyMedium6_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_CommitReplyMedium7_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_CommitReplyMedium8_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_CommitReplyMedium9_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_CommitReplyMedium10_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_CommitReplyMedium11_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_CommitReplyMedium12_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_CommitReplyMedium13_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_CommitReplyMedium14_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_CommitReplyMedium15_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_CommitReplyMedium16_v2(_sd, _handler, _nbytes, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_CommitReplyMedium_v2(_sd, _handler, _nbytes, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))

/* gex_AM_CommitReplyLong[0..16]_v2(sd, handler, nbytes, dest_addr, flags [, a0 ...]) */
#define gex_AM_CommitReplyLong0_v2(_sd, _handler, _nbytes, _dest_addr, _flags) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 0u)
#define gex_AM_CommitReplyLong1_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_CommitReplyLong2_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_CommitReplyLong3_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_CommitReplyLong4_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_CommitReplyLong5_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_CommitReplyLong6_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_CommitReplyLong7_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_CommitReplyLong8_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_CommitReplyLong9_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_CommitReplyLong10_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_CommitReplyLong11_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_CommitReplyLong12_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_CommitReplyLong13_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_CommitReplyLong14_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_CommitReplyLong15_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_CommitReplyLong16_v2(_sd, _handler, _nbytes, _dest_addr, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_CommitReplyLong_v2(_sd, _handler, _nbytes, _dest_addr, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))

/* clang-format on */
#endif /* _PSHMEX_AM_V2_FORMS_H */
