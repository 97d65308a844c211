/*
 * t_headers.c -- pshmex: compile-time and run-time checks of the public
 * headers (gasnet_fwd.h, gasnetex.h, gasnet.h and the per-API headers).
 *
 * Prints TAP ("1..N", then "ok K - ..." / "not ok K - ...") and exits
 * non-zero if any check fails.  It calls no library function, so it links
 * against libc only.  Build: gcc -std=gnu11 -Wall -Wextra -Werror -Iinclude.
 *
 * No thread mode is defined here on purpose: the headers must pick
 * GASNET_SEQ.
 */

/* clang-format off */
/* Headers in a deliberately unusual order (the spec allows any order)... */
#include <gasnet_vis.h>
#include <gasnet_fwd.h>
#include <gasnet_coll.h>
#include <gasnet.h>
#include <gasnet_mk.h>
#include <gasnet_ratomic.h>
#include <gasnetex.h>
/* ...and again in another order: the include guards must make this a no-op. */
#include <gasnetex.h>
#include <gasnet_ratomic.h>
#include <gasnet.h>
#include <gasnet_fwd.h>
#include <gasnet_mk.h>
#include <gasnet_coll.h>
#include <gasnet_vis.h>
/* clang-format on */

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Compile-time checks                                                 */
/* ------------------------------------------------------------------ */

#if defined(__STDC_VERSION__) && (__STDC_VERSION__ >= 201112L)
#define STATIC_CHECK(cond, msg) _Static_assert(cond, msg)
#else
#define STATIC_CHECK_CAT2(a, b) a##b
#define STATIC_CHECK_CAT(a, b)  STATIC_CHECK_CAT2(a, b)
#define STATIC_CHECK(cond, msg)                                                                    \
    typedef char STATIC_CHECK_CAT(static_check_, __LINE__)[(cond) ? 1 : -1]
#endif

/* Preprocessor-level checks: these macros must be usable in #if. */
#if (defined(GASNET_SEQ) + defined(GASNET_PARSYNC) + defined(GASNET_PAR)) != 1
#error "exactly one thread mode must be defined"
#endif
#if !defined(GASNET_SEQ)
#error "GASNET_SEQ must be the default thread mode"
#endif
#if GASNET_OK != 0
#error "GASNET_OK must be 0"
#endif
#if GASNET_RELEASE_VERSION_MAJOR != 2026 || GASNET_RELEASE_VERSION_MINOR != 11 ||                  \
    GASNET_RELEASE_VERSION_PATCH != 0
#error "release version"
#endif
#if GEX_SPEC_VERSION_MAJOR != 0 || GEX_SPEC_VERSION_MINOR != 18
#error "GEX spec version"
#endif
#if GASNET_SPEC_VERSION_MAJOR != 1 || GASNET_SPEC_VERSION_MINOR != 8
#error "GASNet-1 spec version"
#endif
#if GASNETT_SPEC_VERSION_MAJOR != 1 || GASNETT_SPEC_VERSION_MINOR != 20
#error "GASNet-Tools spec version"
#endif
#if GASNET_VERSION != GASNET_SPEC_VERSION_MAJOR
#error "GASNET_VERSION"
#endif
#if SIZEOF_GEX_RMA_VALUE_T != SIZEOF_GASNET_REGISTER_VALUE_T
#error "SIZEOF_GEX_RMA_VALUE_T vs SIZEOF_GASNET_REGISTER_VALUE_T"
#endif
#if GASNET_PAGESIZE != 4096 || GASNET_ALIGNED_SEGMENTS != 0 || GASNET_MAXEPS != 64
#error "limits"
#endif
#if GEX_AM_INDEX_BASE > 128 || GASNET_HIDDEN_AM_CONCURRENCY_LEVEL != 0
#error "AM limits"
#endif
#if defined(GASNET_RCV_THREAD) || defined(GASNET_SND_THREAD)
#error "pshmex has no progress threads"
#endif
#if !GASNET_SUPPORTS_TI_SRCRANK || !GASNET_SUPPORTS_TI_EP || !GASNET_SUPPORTS_TI_ENTRY ||          \
    !GASNET_SUPPORTS_TI_IS_REQ || !GASNET_SUPPORTS_TI_IS_LONG
#error "GASNET_SUPPORTS_TI_*"
#endif
#if !GASNET_SEGMENT_FAST || defined(GASNET_SEGMENT_LARGE) || defined(GASNET_SEGMENT_EVERYTHING)
#error "segment mode"
#endif
#if !GASNET_CONDUIT_PSHMEX || !GASNET_PSHM
#error "conduit identity"
#endif
#if defined(GASNET_HAVE_MK_CLASS_MULTIPLE) || defined(GASNET_HAVE_MK_CLASS_CUDA_UVA)
#error "host-only memory kinds"
#endif

STATIC_CHECK(GASNET_ERR_NOT_INIT == 10001, "GASNET_ERR_NOT_INIT");
STATIC_CHECK(GEX_EP_INDEX_INVALID != 0, "EP index 0 is the primordial EP");
STATIC_CHECK(sizeof(gex_Memvec_t) == sizeof(gasnet_memvec_t), "memvec size");
STATIC_CHECK(offsetof(gex_Memvec_t, gex_addr) == offsetof(gasnet_memvec_t, addr), "memvec addr");
STATIC_CHECK(offsetof(gex_Memvec_t, gex_len) == offsetof(gasnet_memvec_t, len), "memvec len");
STATIC_CHECK(SIZEOF_GEX_RMA_VALUE_T == sizeof(gex_RMA_Value_t), "SIZEOF_GEX_RMA_VALUE_T");
STATIC_CHECK(sizeof(gasnet_node_t) == sizeof(gex_Rank_t), "gasnet_node_t size");
STATIC_CHECK((gex_Rank_t)-1 > 0, "gex_Rank_t unsigned");
STATIC_CHECK((gex_RMA_Value_t)-1 > 0, "gex_RMA_Value_t unsigned");
STATIC_CHECK(sizeof(gex_AM_Arg_t) == 4 && (gex_AM_Arg_t)-1 < 0, "gex_AM_Arg_t is int32");
STATIC_CHECK(sizeof(gex_RMA_Value_t) >= sizeof(void *), "register value holds a pointer");

/* Values the spec leaves open, as GASNet defines them: Legion Realm's
 * GASNet-EX wrapper hard-codes them and checks them with static_asserts. */
STATIC_CHECK(sizeof(gex_EP_Index_t) == 2, "gex_EP_Index_t is 16 bits");
STATIC_CHECK(GEX_FLAG_AM_PREPARE_LEAST_CLIENT == 1u << 11, "GEX_FLAG_AM_PREPARE_LEAST_CLIENT");
STATIC_CHECK(GEX_FLAG_AM_PREPARE_LEAST_ALLOC == 1u << 12, "GEX_FLAG_AM_PREPARE_LEAST_ALLOC");
STATIC_CHECK(GEX_OP_AND == 1u << 0 && GEX_OP_OR == 1u << 1 && GEX_OP_XOR == 1u << 2 &&
                 GEX_OP_ADD == 1u << 3 && GEX_OP_SUB == 1u << 4 && GEX_OP_MULT == 1u << 5 &&
                 GEX_OP_MIN == 1u << 6 && GEX_OP_MAX == 1u << 7 && GEX_OP_INC == 1u << 8 &&
                 GEX_OP_DEC == 1u << 9 && GEX_OP_SET == 1u << 10 && GEX_OP_CAS == 1u << 11,
             "the non-fetching GEX_OP_* values");
STATIC_CHECK(GEX_OP_FAND == 1u << 15 && GEX_OP_FADD == 1u << 18 && GEX_OP_FDEC == 1u << 24 &&
                 GEX_OP_SWAP == 1u << 25 && GEX_OP_FCAS == 1u << 26 && GEX_OP_GET == 1u << 27 &&
                 GEX_OP_USER == 1u << 30 && GEX_OP_USER_NC == 1u << 31,
             "the fetching and other GEX_OP_* values");
STATIC_CHECK(GEX_EP_INDEX_INVALID == (gex_EP_Index_t)~0u, "GEX_EP_INDEX_INVALID is all ones");
/* and two reference-internal helpers it takes the address of */
static const void *const realm_takes_these[] = {(const void *)_gasnett_trace_printf_noop,
                                                (const void *)_gasneti_threadkey_init};

#if defined(__STDC_VERSION__) && (__STDC_VERSION__ >= 201112L)
#define SAME_TYPE(expr, T) _Generic((expr), T : 1, default : 0)
STATIC_CHECK(SAME_TYPE((gex_Rank_t)0, uint32_t), "gex_Rank_t is uint32_t");
STATIC_CHECK(SAME_TYPE((gex_Flags_t)0, uint32_t), "gex_Flags_t is uint32_t");
STATIC_CHECK(SAME_TYPE((gex_EP_Index_t)0, uint16_t), "gex_EP_Index_t is uint16_t, as in GASNet");
STATIC_CHECK(SAME_TYPE((gasnet_node_t)0, gex_Rank_t), "gasnet_node_t");
STATIC_CHECK(SAME_TYPE((gasnet_handle_t)0, gex_Event_t), "gasnet_handle_t");
STATIC_CHECK(SAME_TYPE((gasnet_token_t)0, gex_Token_t), "gasnet_token_t");
STATIC_CHECK(SAME_TYPE((gasnet_handler_t)0, gex_AM_Index_t), "gasnet_handler_t");
STATIC_CHECK(SAME_TYPE((gasnet_handlerarg_t)0, gex_AM_Arg_t), "gasnet_handlerarg_t");
STATIC_CHECK(SAME_TYPE((gasnet_register_value_t)0, gex_RMA_Value_t), "gasnet_register_value_t");
STATIC_CHECK(SAME_TYPE((gex_AM_Index_t)0, uint8_t), "gex_AM_Index_t");
STATIC_CHECK(SAME_TYPE((gex_AM_Arg_t)0, int32_t), "gex_AM_Arg_t");
STATIC_CHECK(SAME_TYPE((gex_Addr_t)0, void *), "gex_Addr_t");
STATIC_CHECK(SAME_TYPE((gex_RMA_Value_t)0, uintptr_t), "gex_RMA_Value_t");
STATIC_CHECK(SAME_TYPE(GEX_EVENT_NOW, gex_Event_t *), "GEX_EVENT_NOW type");
STATIC_CHECK(SAME_TYPE(GEX_EVENT_NO_OP, gex_Event_t), "GEX_EVENT_NO_OP type");
STATIC_CHECK(SAME_TYPE(GEX_FLAG_IMMEDIATE, gex_Flags_t), "flag type");
STATIC_CHECK(SAME_TYPE(GEX_DT_I32, gex_DT_t), "DT type");
STATIC_CHECK(SAME_TYPE(GEX_OP_ADD, gex_OP_t), "OP type");
STATIC_CHECK(SAME_TYPE(GEX_OP_TO_FETCHING(GEX_OP_ADD), gex_OP_t), "OP conversion type");
STATIC_CHECK(SAME_TYPE(GEX_TI_ALL, gex_TI_t), "TI type");
STATIC_CHECK(SAME_TYPE(GEX_EC_ALL, gex_EC_t), "EC type");
#endif

/* Types the library relies on: static initializers must be accepted. */
static gex_HSL_t test_gex_hsl = GEX_HSL_INITIALIZER;
static gasnet_hsl_t test_gasnet_hsl = GASNET_HSL_INITIALIZER;

static void test_short_handler(gex_Token_t token, gex_AM_Arg_t a0)
{
    (void)token;
    (void)a0;
}

static void test_reduce(const void *arg1, void *arg2_and_out, size_t count, const void *cdata)
{
    (void)arg1;
    (void)arg2_and_out;
    (void)count;
    (void)cdata;
}

static void *test_progress(void *arg)
{
    return arg;
}

/* GASNET_POST_THREADINFO / GASNET_BEGIN_FUNCTION must be legal at the very
 * start of a block, before declarations, followed by ';'. */
static int threadinfo_macros_compile(void)
{
    GASNET_BEGIN_FUNCTION();
    int total = 1;
    {
        GASNET_POST_THREADINFO(GASNET_GET_THREADINFO());
        int inner = 2;
        total += inner;
    }
    return total == 3;
}

/* ------------------------------------------------------------------ */
/* Run-time TAP reporting                                              */
/* ------------------------------------------------------------------ */

#define MAX_CHECKS 128
static int n_checks;
static int results[MAX_CHECKS];
static const char *descs[MAX_CHECKS];

static void check(int cond, const char *desc)
{
    if (n_checks < MAX_CHECKS) {
        results[n_checks] = cond ? 1 : 0;
        descs[n_checks] = desc;
    }
    n_checks++;
}

static int is_single_bit(uint32_t v)
{
    return v != 0 && (v & (v - 1)) == 0;
}

/* Non-zero single bits, pairwise disjoint. */
static int disjoint_bits(const uint32_t *v, size_t n)
{
    uint32_t seen = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        if (!is_single_bit(v[i]) || (seen & v[i]))
            return 0;
        seen |= v[i];
    }
    return 1;
}

static uint32_t or_all(const uint32_t *v, size_t n)
{
    uint32_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++)
        acc |= v[i];
    return acc;
}

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))
#define XSTR2(x) #x
#define XSTR(x)  XSTR2(x)

int main(void)
{
    int i, failed = 0;

    /* --- error codes --- */
    check(GASNET_OK == 0, "GASNET_OK is 0");
    check(
        realm_takes_these[0] != NULL && realm_takes_these[1] != NULL,
        "_gasnett_trace_printf_noop and _gasneti_threadkey_init exist (Realm takes their address)");
    check(_GASNET_ERR_BASE == 10000, "_GASNET_ERR_BASE is 10000");
    check(GASNET_ERR_NOT_INIT == 10001, "GASNET_ERR_NOT_INIT is 10001");
    check(GASNET_ERR_RESOURCE == 10002, "GASNET_ERR_RESOURCE is 10002");
    check(GASNET_ERR_BAD_ARG == 10003, "GASNET_ERR_BAD_ARG is 10003");
    check(GASNET_ERR_NOT_READY == 10004, "GASNET_ERR_NOT_READY is 10004");
    check(GASNET_ERR_BARRIER_MISMATCH == 10005, "GASNET_ERR_BARRIER_MISMATCH is 10005");

    /* --- events and handles --- */
    {
        gex_Event_t ev = GEX_EVENT_INVALID;
        gasnet_handle_t h = ev;           /* interoperable without a cast */
        static const gex_Event_t zero_ev; /* all-zero bits */
        check(ev == NULL && h == GASNET_INVALID_HANDLE && memcmp(&ev, &zero_ev, sizeof ev) == 0,
              "GEX_EVENT_INVALID is zero and equals GASNET_INVALID_HANDLE");
    }
    check(GEX_EVENT_NO_OP != GEX_EVENT_INVALID, "GEX_EVENT_NO_OP is non-zero");
    check(GEX_EVENT_NOW != NULL && GEX_EVENT_DEFER != NULL && GEX_EVENT_GROUP != NULL,
          "GEX_EVENT_NOW/DEFER/GROUP are non-NULL");
    check(GEX_EVENT_NOW != GEX_EVENT_DEFER && GEX_EVENT_NOW != GEX_EVENT_GROUP &&
              GEX_EVENT_DEFER != GEX_EVENT_GROUP,
          "GEX_EVENT_NOW/DEFER/GROUP are distinct");
    check(GEX_CLIENT_INVALID == NULL && GEX_EP_INVALID == NULL && GEX_SEGMENT_INVALID == NULL &&
              GEX_TM_INVALID == NULL && GEX_AD_INVALID == NULL && GEX_AM_SRCDESC_NO_OP == NULL &&
              GEX_MK_INVALID == NULL,
          "handle *_INVALID constants and GEX_AM_SRCDESC_NO_OP are 0");
    check(GEX_MK_HOST != GEX_MK_INVALID, "GEX_MK_HOST is a valid kind");
    check(GEX_RANK_INVALID == 0xFFFFFFFFu && GEX_RANK_INVALID > GASNET_MAXNODES,
          "GEX_RANK_INVALID exceeds every rank");
    check(GEX_EP_INDEX_INVALID != 0, "GEX_EP_INDEX_INVALID differs from the primordial index 0");

    /* --- GASNet-1 / EX interoperability --- */
    check(sizeof(gex_Memvec_t) == sizeof(gasnet_memvec_t) &&
              offsetof(gex_Memvec_t, gex_addr) == offsetof(gasnet_memvec_t, addr) &&
              offsetof(gex_Memvec_t, gex_len) == offsetof(gasnet_memvec_t, len),
          "gex_Memvec_t and gasnet_memvec_t share a layout");
    check(SIZEOF_GEX_RMA_VALUE_T == sizeof(gex_RMA_Value_t) &&
              SIZEOF_GASNET_REGISTER_VALUE_T == sizeof(gasnet_register_value_t),
          "SIZEOF_GEX_RMA_VALUE_T / SIZEOF_GASNET_REGISTER_VALUE_T match sizeof");
    check(sizeof(gasnet_node_t) == sizeof(gex_Rank_t) && (gasnet_node_t)-1 > 0,
          "gasnet_node_t and gex_Rank_t are the same unsigned size");
    {
        gex_Token_t tok = NULL;
        gasnet_token_t gtok = tok;
        gex_HSL_t *hp = &test_gasnet_hsl;
        gasnet_hsl_t *ghp = &test_gex_hsl;
        check(gtok == NULL && hp != NULL && ghp != NULL && sizeof(gasnet_handler_t) == 1 &&
                  sizeof(gasnet_handlerarg_t) == 4,
              "token, handler, handlerarg and HSL types interoperate");
    }

    /* --- data types and opcodes --- */
    {
        static const uint32_t dts[] = {GEX_DT_I32, GEX_DT_U32, GEX_DT_I64, GEX_DT_U64,
                                       GEX_DT_FLT, GEX_DT_DBL, GEX_DT_USER};
        check(disjoint_bits(dts, NELEM(dts)), "GEX_DT_* are non-zero disjoint bits");
    }
    {
        static const uint32_t ops[] = {
            GEX_OP_ADD,  GEX_OP_MULT,  GEX_OP_MIN,    GEX_OP_MAX,  GEX_OP_SUB,  GEX_OP_INC,
            GEX_OP_DEC,  GEX_OP_AND,   GEX_OP_OR,     GEX_OP_XOR,  GEX_OP_SET,  GEX_OP_CAS,
            GEX_OP_FADD, GEX_OP_FMULT, GEX_OP_FMIN,   GEX_OP_FMAX, GEX_OP_FSUB, GEX_OP_FINC,
            GEX_OP_FDEC, GEX_OP_FAND,  GEX_OP_FOR,    GEX_OP_FXOR, GEX_OP_SWAP, GEX_OP_FCAS,
            GEX_OP_GET,  GEX_OP_USER,  GEX_OP_USER_NC};
        check(NELEM(ops) == 27 && disjoint_bits(ops, NELEM(ops)),
              "GEX_OP_* (27 opcodes) are non-zero disjoint bits");
        check(GEX_OP_CSWAP == GEX_OP_FCAS, "GEX_OP_CSWAP aliases GEX_OP_FCAS");
    }
    {
        static const uint32_t nf[] = {GEX_OP_ADD, GEX_OP_MULT, GEX_OP_MIN, GEX_OP_MAX,
                                      GEX_OP_SUB, GEX_OP_INC,  GEX_OP_DEC, GEX_OP_AND,
                                      GEX_OP_OR,  GEX_OP_XOR,  GEX_OP_SET, GEX_OP_CAS};
        static const uint32_t fe[] = {GEX_OP_FADD, GEX_OP_FMULT, GEX_OP_FMIN, GEX_OP_FMAX,
                                      GEX_OP_FSUB, GEX_OP_FINC,  GEX_OP_FDEC, GEX_OP_FAND,
                                      GEX_OP_FOR,  GEX_OP_FXOR,  GEX_OP_SWAP, GEX_OP_FCAS};
        size_t k;
        int ok = 1;
        gex_OP_t op = GEX_OP_SUB;
        for (k = 0; k < NELEM(nf); k++) {
            if (GEX_OP_TO_FETCHING(nf[k]) != fe[k] || GEX_OP_TO_NONFETCHING(fe[k]) != nf[k])
                ok = 0;
        }
        /* each argument evaluated exactly once */
        if (GEX_OP_TO_FETCHING(op++) != GEX_OP_FSUB || op != GEX_OP_SUB + 1)
            ok = 0;
        check(ok && GEX_OP_TO_FETCHING(GEX_OP_SET) == GEX_OP_SWAP &&
                  GEX_OP_TO_NONFETCHING(GEX_OP_SWAP) == GEX_OP_SET &&
                  GEX_OP_TO_FETCHING(GEX_OP_CAS) == GEX_OP_FCAS,
              "GEX_OP_TO_FETCHING / GEX_OP_TO_NONFETCHING map every pair");
    }

    /* --- flags: disjoint within each API's accepted set --- */
    {
        /* every point-to-point communication / query flag (RMA, AM, NPAM, VIS, AD ops) */
        static const uint32_t comm[] = {GEX_FLAG_IMMEDIATE,
                                        GEX_FLAG_LC_COPY_YES,
                                        GEX_FLAG_LC_COPY_NO,
                                        GEX_FLAG_PEER_NEVER_SELF,
                                        GEX_FLAG_PEER_NEVER_NBRHD,
                                        GEX_FLAG_AD_MY_RANK,
                                        GEX_FLAG_AD_MY_NBRHD,
                                        GEX_FLAG_AD_ACQ,
                                        GEX_FLAG_AD_REL,
                                        GEX_FLAG_RANK_IS_JOBRANK,
                                        GEX_FLAG_AM_PREPARE_LEAST_CLIENT,
                                        GEX_FLAG_AM_PREPARE_LEAST_ALLOC,
                                        GEX_FLAG_IMMEDIATE_COMMIT,
                                        GEX_FLAG_ENABLE_LEAF_LC,
                                        GEX_FLAG_SELF_SEG_UNKNOWN,
                                        GEX_FLAG_SELF_SEG_SOME,
                                        GEX_FLAG_SELF_SEG_BOUND,
                                        GEX_FLAG_SELF_SEG_OFFSET,
                                        GEX_FLAG_PEER_SEG_UNKNOWN,
                                        GEX_FLAG_PEER_SEG_SOME,
                                        GEX_FLAG_PEER_SEG_BOUND,
                                        GEX_FLAG_PEER_SEG_OFFSET};
        static const uint32_t tm_create[] = {
            GEX_FLAG_TM_GLOBAL_SCRATCH,    GEX_FLAG_TM_LOCAL_SCRATCH,
            GEX_FLAG_TM_SYMMETRIC_SCRATCH, GEX_FLAG_TM_NO_SCRATCH,
            GEX_FLAG_SCRATCH_SEG_OFFSET,   GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED,
            GEX_FLAG_TM_SCRATCH_SIZE_MIN,  GEX_FLAG_RANK_IS_JOBRANK};
        static const uint32_t tm_destroy[] = {GEX_FLAG_GLOBALLY_QUIESCED,
                                              GEX_FLAG_SCRATCH_SEG_OFFSET};
        static const uint32_t client_init[] = {GEX_FLAG_USES_GASNET1, GEX_FLAG_DEFER_THREADS};
        static const uint32_t ad_create[] = {GEX_FLAG_AD_FAVOR_MY_RANK, GEX_FLAG_AD_FAVOR_MY_NBRHD,
                                             GEX_FLAG_AD_FAVOR_REMOTE};
        static const uint32_t am_entry[] = {GEX_FLAG_AM_SHORT, GEX_FLAG_AM_MEDIUM, GEX_FLAG_AM_LONG,
                                            GEX_FLAG_AM_REQUEST, GEX_FLAG_AM_REPLY};
        static const uint32_t ep_create[] = {GEX_FLAG_HINT_ACCEL_AD, GEX_FLAG_HINT_ACCEL_COLL};
        check(disjoint_bits(comm, NELEM(comm)),
              "communication flags (RMA/AM/NPAM/VIS/AD ops) are disjoint bits");
        check(disjoint_bits(tm_create, NELEM(tm_create)) &&
                  disjoint_bits(tm_destroy, NELEM(tm_destroy)),
              "team construction/destruction flags are disjoint bits");
        check(disjoint_bits(client_init, NELEM(client_init)) &&
                  (or_all(client_init, NELEM(client_init)) &
                   (or_all(comm, NELEM(comm)) | or_all(tm_create, NELEM(tm_create)) |
                    GEX_FLAG_GLOBALLY_QUIESCED)) == 0,
              "gex_Client_Init flags are disjoint and unique");
        check(disjoint_bits(ad_create, NELEM(ad_create)) &&
                  (or_all(ad_create, NELEM(ad_create)) & or_all(comm, NELEM(comm))) == 0,
              "gex_AD_Create flags are disjoint bits, apart from AD op flags");
        check(disjoint_bits(am_entry, NELEM(am_entry)) &&
                  GEX_FLAG_AM_MEDLONG == (GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_LONG) &&
                  GEX_FLAG_AM_REQREP == (GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_REPLY) &&
                  (or_all(am_entry, NELEM(am_entry)) & or_all(comm, NELEM(comm))) == 0,
              "gex_AM_Entry_t flags are disjoint; MEDLONG and REQREP are their ORs");
        check(disjoint_bits(ep_create, NELEM(ep_create)) &&
                  GEX_FLAG_HINT_ACCEL_ALL == (GEX_FLAG_HINT_ACCEL_AD | GEX_FLAG_HINT_ACCEL_COLL),
              "GEX_FLAG_HINT_ACCEL_* are disjoint; ALL is their OR");
        check(GEX_FLAG_RANK_IS_JOBANK == GEX_FLAG_RANK_IS_JOBRANK,
              "GEX_FLAG_RANK_IS_JOBANK aliases GEX_FLAG_RANK_IS_JOBRANK");
    }

    /* --- token info, event categories, capabilities, thread roles --- */
    {
        static const uint32_t ti[] = {GEX_TI_SRCRANK, GEX_TI_EP, GEX_TI_ENTRY, GEX_TI_IS_REQ,
                                      GEX_TI_IS_LONG};
        static const uint32_t ec[] = {GEX_EC_GET, GEX_EC_PUT, GEX_EC_AM, GEX_EC_LC, GEX_EC_RMW};
        static const uint32_t caps[] = {GEX_EP_CAPABILITY_RMA, GEX_EP_CAPABILITY_AM,
                                        GEX_EP_CAPABILITY_VIS, GEX_EP_CAPABILITY_COLL,
                                        GEX_EP_CAPABILITY_AD};
        check(disjoint_bits(ti, NELEM(ti)) && GEX_TI_ALL == or_all(ti, NELEM(ti)),
              "GEX_TI_* are disjoint bits and GEX_TI_ALL is their OR");
        check(disjoint_bits(ec, NELEM(ec)) && GEX_EC_ALL == or_all(ec, NELEM(ec)),
              "GEX_EC_* are disjoint bits and GEX_EC_ALL is their OR");
        check(disjoint_bits(caps, NELEM(caps)) &&
                  GEX_EP_CAPABILITY_ALL == or_all(caps, NELEM(caps)),
              "GEX_EP_CAPABILITY_* are disjoint bits and ALL is their OR");
        check(is_single_bit(GEX_THREAD_ROLE_RCV) && is_single_bit(GEX_THREAD_ROLE_SND) &&
                  GEX_THREAD_ROLE_RCV != GEX_THREAD_ROLE_SND,
              "GEX_THREAD_ROLE_* are distinct bits");
    }

    /* --- configuration and versions --- */
    check(GASNET_RELEASE_VERSION_MAJOR == 2026 && GASNET_RELEASE_VERSION_MINOR == 11 &&
              GASNET_RELEASE_VERSION_PATCH == 0,
          "release version 2026.11.0");
    check(GEX_SPEC_VERSION_MAJOR == 0 && GEX_SPEC_VERSION_MINOR == 18 &&
              GASNET_SPEC_VERSION_MAJOR == 1 && GASNET_SPEC_VERSION_MINOR == 8 &&
              GASNETT_SPEC_VERSION_MAJOR == 1 && GASNETT_SPEC_VERSION_MINOR == 20 &&
              GASNET_VERSION == 1,
          "spec versions (EX 0.18, GASNet 1.8, Tools 1.20)");
    check(strcmp(PSHMEX_VERSION_STRING, "0.1.0") == 0 && PSHMEX_MAX_RANKS == 1024,
          "PSHMEX_VERSION_STRING and PSHMEX_MAX_RANKS");
    {
        int modes = 0;
#ifdef GASNET_SEQ
        modes++;
#endif
#ifdef GASNET_PARSYNC
        modes++;
#endif
#ifdef GASNET_PAR
        modes++;
#endif
        check(modes == 1, "exactly one thread mode (GASNET_SEQ by default)");
    }
    check(strstr(GASNET_CONFIG_STRING, "THREADMODEL=SEQ") != NULL &&
              strstr(GASNET_CONFIG_STRING, "SEGMENT=FAST") != NULL,
          "GASNET_CONFIG_STRING names the thread and segment modes");
    check(strcmp(GASNET_CONDUIT_NAME_STR, "PSHMEX") == 0 &&
              strcmp(XSTR(GASNET_CONDUIT_NAME), "PSHMEX") == 0 && GASNET_CONDUIT_PSHMEX == 1 &&
              GASNET_PSHM == 1,
          "conduit name PSHMEX, GASNET_PSHM");
    check(GASNET_SEGMENT_FAST == 1 && GASNET_PAGESIZE == 4096 &&
              GASNET_MAXNODES == PSHMEX_MAX_RANKS && GASNET_ALIGNED_SEGMENTS == 0 &&
              GASNET_MAXEPS == 64,
          "segment mode and limits (GASNET_MAXNODES is the job limit, PSHMEX_MAX_RANKS)");
    check(GEX_AM_INDEX_BASE == 128 && GASNET_HIDDEN_AM_CONCURRENCY_LEVEL == 0,
          "GEX_AM_INDEX_BASE 128, no hidden AM concurrency");
    check(GASNET_BARRIERFLAG_ANONYMOUS == 1 && GASNET_BARRIERFLAG_MISMATCH == 2,
          "GASNET_BARRIERFLAG_* values");
    check(GASNET_WAIT_SPIN == 0 && GASNET_WAIT_BLOCK == 1 && GASNET_WAIT_SPINBLOCK == 2,
          "GASNET_WAIT_* values");

    /* --- structure types usable as the spec shows --- */
    {
        gex_AM_Entry_t entry = {
            0,  (gex_AM_Fn_t)test_short_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, NULL,
            "h"};
        gasnet_handlerentry_t gentry = {0, (void (*)())test_short_handler};
        gex_Token_Info_t info;
        gex_EP_Location_t loc = {3, 0};
        gex_RankInfo_t rinfo = {7};
        gex_ProgressThreadInfo_t pti = {"dev", GEX_THREAD_ROLE_RCV, test_progress, NULL};
        gex_MK_Create_args_t args = {0, GEX_MK_CLASS_CUDA_UVA, {{0}}};
        gex_Coll_ReduceFn_t fn = test_reduce;
        gasnet_seginfo_t si = {NULL, 0};
        memset(&info, 0, sizeof info);
        info.gex_srcrank = 1;
        info.gex_ep = GEX_EP_INVALID;
        info.gex_entry = &entry;
        info.gex_is_req = 1;
        info.gex_is_long = 0;
        args.gex_args.gex_class_cuda_uva.gex_CUdevice = 2;
        check(entry.gex_nargs == 1 && gentry.index == 0 && info.gex_entry == &entry &&
                  loc.gex_rank == 3 && loc.gex_ep_index == 0 && rinfo.gex_jobrank == 7 &&
                  pti.gex_progress_fn == test_progress &&
                  args.gex_args.gex_class_cuda_uva.gex_CUdevice == 2 &&
                  args.gex_class == GEX_MK_CLASS_CUDA_UVA && fn == test_reduce && si.size == 0,
              "AM entry, token info, EP location, rank info, MK args and other structs");
    }

    /* --- macros of gasnet.h --- */
    check(threadinfo_macros_compile() && GASNET_GET_THREADINFO() != NULL,
          "GASNET_BEGIN_FUNCTION/POST_THREADINFO at block start; GET_THREADINFO non-NULL");
    check(strstr(XSTR(GASNET_BLOCKUNTIL(flag)), "pshmex_block_poll") != NULL &&
              strstr(XSTR(GASNET_BLOCKUNTIL(flag)), "flag") != NULL,
          "GASNET_BLOCKUNTIL polls through pshmex_block_poll");

    /* --- report --- */
    printf("1..%d\n", n_checks);
    for (i = 0; i < n_checks && i < MAX_CHECKS; i++) {
        printf("%sok %d - %s\n", results[i] ? "" : "not ", i + 1, descs[i]);
        if (!results[i])
            failed++;
    }
    return failed ? 1 : 0;
}
