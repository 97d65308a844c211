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
#define gex_AM_CommitRequestMedium0_v2(sd, handler, nbytes, flags) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 0u)
#define gex_AM_CommitRequestMedium1_v2(sd, handler, nbytes, flags, a0) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_CommitRequestMedium2_v2(sd, handler, nbytes, flags, a0, a1) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_CommitRequestMedium3_v2(sd, handler, nbytes, flags, a0, a1, a2) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_CommitRequestMedium4_v2(sd, handler, nbytes, flags, a0, a1, a2, a3) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_CommitRequestMedium5_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_CommitRequestMedium6_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_CommitRequestMedium7_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_CommitRequestMedium8_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_CommitRequestMedium9_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_CommitRequestMedium10_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_CommitRequestMedium11_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_CommitRequestMedium12_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_CommitRequestMedium13_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_CommitRequestMedium14_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_CommitRequestMedium15_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_CommitRequestMedium16_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_CommitRequestMedium_v2(sd, handler, nbytes, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))

/* gex_AM_CommitRequestLong[0..16]_v2(sd, handler, nbytes, dest_addr, flags [, a0 ...]) */
#define gex_AM_CommitRequestLong0_v2(sd, handler, nbytes, dest_addr, flags) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 0u)
#define gex_AM_CommitRequestLong1_v2(sd, handler, nbytes, dest_addr, flags, a0) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_CommitRequestLong2_v2(sd, handler, nbytes, dest_addr, flags, a0, a1) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_CommitRequestLong3_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_CommitRequestLong4_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_CommitRequestLong5_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_CommitRequestLong6_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_CommitRequestLong7_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_CommitRequestLong8_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_CommitRequestLong9_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_CommitRequestLong10_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_CommitRequestLong11_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_CommitRequestLong12_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_CommitRequestLong13_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_CommitRequestLong14_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_CommitRequestLong15_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_CommitRequestLong16_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_CommitRequestLong_v2(sd, handler, nbytes, dest_addr, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))

/* gex_AM_CommitReplyMedium[0..16]_v2(sd, handler, nbytes, flags [, a0 ...]) */
#define gex_AM_CommitReplyMedium0_v2(sd, handler, nbytes, flags) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 0u)
#define gex_AM_CommitReplyMedium1_v2(sd, handler, nbytes, flags, a0) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_CommitReplyMedium2_v2(sd, handler, nbytes, flags, a0, a1) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_CommitReplyMedium3_v2(sd, handler, nbytes, flags, a0, a1, a2) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_CommitReplyMedium4_v2(sd, handler, nbytes, flags, a0, a1, a2, a3) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_CommitReplyMedium5_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_CommitReplyMedium6_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_CommitReplyMedium7_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_CommitReplyMedium8_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_CommitReplyMedium9_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_CommitReplyMedium10_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_CommitReplyMedium11_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_CommitReplyMedium12_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_CommitReplyMedium13_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_CommitReplyMedium14_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_CommitReplyMedium15_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_CommitReplyMedium16_v2(sd, handler, nbytes, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_CommitReplyMedium_v2(sd, handler, nbytes, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))

/* gex_AM_CommitReplyLong[0..16]_v2(sd, handler, nbytes, dest_addr, flags [, a0 ...]) */
#define gex_AM_CommitReplyLong0_v2(sd, handler, nbytes, dest_addr, flags) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 0u)
#define gex_AM_CommitReplyLong1_v2(sd, handler, nbytes, dest_addr, flags, a0) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_CommitReplyLong2_v2(sd, handler, nbytes, dest_addr, flags, a0, a1) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_CommitReplyLong3_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_CommitReplyLong4_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_CommitReplyLong5_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_CommitReplyLong6_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_CommitReplyLong7_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_CommitReplyLong8_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_CommitReplyLong9_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_CommitReplyLong10_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_CommitReplyLong11_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_CommitReplyLong12_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_CommitReplyLong13_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_CommitReplyLong14_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_CommitReplyLong15_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_CommitReplyLong16_v2(sd, handler, nbytes, dest_addr, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_CommitReplyLong_v2(sd, handler, nbytes, dest_addr, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))

/* clang-format on */
#endif /* _PSHMEX_AM_V2_FORMS_H */
