/* am_common.h - helpers shared by the Active Message tests (tests/am_queues).
 *
 *  - am_start(): gex_Client_Init + gex_Segment_Attach + tap_multi, and the
 *    owner/local address of every rank's segment (am_owner[], am_local[]);
 *  - error buckets: handlers must not print TAP (the numbering must be the
 *    same on every rank), so they record failures with am_fail(BUCKET, ...)
 *    and the main line reports each bucket with am_bucket_ok();
 *  - deterministic payload patterns and argument values;
 *  - macros that spell out 0..16 handler parameters / call arguments, so a
 *    test can define one real handler per argument count (a handler must
 *    be called through its exact prototype).
 */
#ifndef AM_COMMON_H
#define AM_COMMON_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <gasnet.h>
#include <gasnetex.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../tap.h"

#define AM_UNUSED TAP_UNUSED

/* ------------------------------------------------------------------ */
/* Job start                                                           */
/* ------------------------------------------------------------------ */

static AM_UNUSED gex_Client_t am_client;
static AM_UNUSED gex_EP_t am_ep;
static AM_UNUSED gex_TM_t am_tm;
static AM_UNUSED gex_Segment_t am_seg;
static AM_UNUSED gex_Rank_t am_me, am_n;
static AM_UNUSED char **am_owner;    /* [r]: rank r's segment base, in rank r's address space */
static AM_UNUSED char **am_local;    /* [r]: rank r's segment base, as mapped here */
static AM_UNUSED uintptr_t *am_size; /* [r]: rank r's segment size */

/* Fetch every rank's segment addresses (after the segments exist). */
static AM_UNUSED void am_query_segments(gex_TM_t tm)
{
    gex_Rank_t n = gex_TM_QuerySize(tm);
    am_owner = calloc(n, sizeof *am_owner);
    am_local = calloc(n, sizeof *am_local);
    am_size = calloc(n, sizeof *am_size);
    if (!am_owner || !am_local || !am_size) {
        fprintf(stderr, "# am_common.h: out of memory\n");
        gasnet_exit(99);
    }
    for (gex_Rank_t r = 0; r < n; r++) {
        void *owner = NULL;
        am_local[r] = tap_segment_of(tm, r, &owner, &am_size[r]);
        am_owner[r] = owner;
    }
}

/* Client init, a segment of segsize(job size) bytes on every rank, TAP in
 * multi-rank mode. Exits with a TAP failure if init or attach fail. */
static AM_UNUSED void am_start(int *argc, char ***argv, const char *name,
                               uintptr_t (*segsize)(gex_Rank_t nranks))
{
    int rc = gex_Client_Init(&am_client, &am_ep, &am_tm, name, argc, argv, 0);
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gex_Client_Init returns GASNET_OK (got %d)\n", rc);
        fflush(stdout);
        exit(1);
    }
    am_me = gex_TM_QueryRank(am_tm);
    am_n = gex_TM_QuerySize(am_tm);
    tap_set_rank(am_me, am_n);
    uintptr_t size = segsize(am_n);
    size = (size + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
    rc = gex_Segment_Attach(&am_seg, am_tm, size);
    if (rc != GASNET_OK) {
        if (am_me == 0)
            printf("1..1\nnot ok 1 - gex_Segment_Attach(%lu) returns GASNET_OK (got %d)\n",
                   (unsigned long)size, rc);
        fflush(stdout);
        gasnet_exit(1);
    }
    tap_multi(am_tm);
    am_query_segments(am_tm);
}

/* ------------------------------------------------------------------ */
/* Error buckets (usable in handlers)                                   */
/* ------------------------------------------------------------------ */

#define AM_NBUCKETS 32
static AM_UNUSED struct {
    unsigned long n;
    char first[400];
} am_bucket_[AM_NBUCKETS];

static AM_UNUSED TAP_PRINTF(2, 3) void am_fail(int b, const char *fmt, ...)
{
    if (__atomic_fetch_add(&am_bucket_[b].n, 1, __ATOMIC_RELAXED) == 0) { /* threads too */
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(am_bucket_[b].first, sizeof am_bucket_[b].first, fmt, ap);
        va_end(ap);
    }
}

/* One TAP check: no failure recorded in bucket b; resets the bucket. */
static AM_UNUSED TAP_PRINTF(2, 3) int am_bucket_ok(int b, const char *fmt, ...)
{
    char what[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    unsigned long n = am_bucket_[b].n;
    int r = ok(n == 0, "%s", what);
    if (n)
        diag("%lu failure(s) on rank %u; first: %s", n, (unsigned)am_me, am_bucket_[b].first);
    am_bucket_[b].n = 0;
    am_bucket_[b].first[0] = '\0';
    return r;
}

/* ------------------------------------------------------------------ */
/* Patterns and argument values                                         */
/* ------------------------------------------------------------------ */

static inline uint32_t am_mix(uint32_t h)
{
    h ^= h >> 16;
    h *= 0x7feb352dU;
    h ^= h >> 15;
    h *= 0x846ca68bU;
    h ^= h >> 16;
    return h;
}

static inline uint32_t am_seed(uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
    return am_mix(a * 0x9E3779B1U ^ am_mix(b * 0x85EBCA77U ^ am_mix(c * 0xC2B2AE3DU ^ am_mix(d))));
}

/* The index of argv[1] in modes[0..n) (a program that runs one case per
 * job), or -1 after printing the usage, naming prog and the modes. */
static AM_UNUSED int am_pick_mode(int argc, char **argv, const char *const *modes, int n,
                                  const char *prog)
{
    for (int i = 0; argc > 1 && i < n; i++)
        if (strcmp(argv[1], modes[i]) == 0)
            return i;
    fprintf(stderr, "usage: %s MODE; modes:", prog);
    for (int i = 0; i < n; i++)
        fprintf(stderr, " %s", modes[i]);
    fprintf(stderr, "\n");
    return -1;
}

/* ------------------------------------------------------------------ */
/* Deterministic random numbers (xorshift64*), seeded per purpose      */
/* ------------------------------------------------------------------ */

typedef struct {
    uint64_t s;
} rng_t;

/* A generator for (seed, this rank, a, b): the same numbers in every run
 * with the same seed, different ones per rank and purpose. */
static AM_UNUSED rng_t rng_seeded(uint32_t seed, unsigned a, unsigned b)
{
    rng_t r = {((uint64_t)am_seed(seed, am_me, a, b) << 32 | am_seed(seed, b, a, am_me)) | 1};
    return r;
}

static AM_UNUSED uint64_t rnd(rng_t *r)
{
    uint64_t x = r->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

/* Uniform in [0, n) (0 for n == 0). */
static AM_UNUSED size_t below(rng_t *r, size_t n)
{
    return n ? (size_t)(rnd(r) % n) : 0;
}

/* Byte i of the pattern with this seed: every byte depends on (seed, i), so
 * a shift, a truncation or stale data shows. */
static inline uint8_t am_pat(uint32_t seed, size_t i)
{
    uint32_t w = am_mix(seed ^ (uint32_t)(i >> 2) * 0x27d4eb2dU);
    return (uint8_t)(w >> (8 * (i & 3)));
}

static AM_UNUSED void am_fill(void *buf, size_t n, uint32_t seed)
{
    uint8_t *p = buf;
    size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        uint32_t w = am_mix(seed ^ (uint32_t)(i >> 2) * 0x27d4eb2dU);
        p[i] = (uint8_t)w;
        p[i + 1] = (uint8_t)(w >> 8);
        p[i + 2] = (uint8_t)(w >> 16);
        p[i + 3] = (uint8_t)(w >> 24);
    }
    for (; i < n; i++)
        p[i] = am_pat(seed, i);
}

/* Index of the first byte that differs from the pattern, or -1. */
static AM_UNUSED long am_check(const void *buf, size_t n, uint32_t seed)
{
    const uint8_t *p = buf;
    size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        uint32_t w = am_mix(seed ^ (uint32_t)(i >> 2) * 0x27d4eb2dU);
        if (p[i] != (uint8_t)w || p[i + 1] != (uint8_t)(w >> 8) || p[i + 2] != (uint8_t)(w >> 16) ||
            p[i + 3] != (uint8_t)(w >> 24))
            break;
    }
    for (; i < n; i++)
        if (p[i] != am_pat(seed, i))
            return (long)i;
    return -1;
}

/* FNV-1a of a buffer. */
static AM_UNUSED uint32_t am_sum(const void *buf, size_t n)
{
    const uint8_t *p = buf;
    uint32_t h = 2166136261U;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 16777619U;
    return h;
}

/* A full-range 32-bit argument value (negative ones included). */
static inline gex_AM_Arg_t am_argval(uint32_t a, uint32_t b, uint32_t c, uint32_t i)
{
    return (gex_AM_Arg_t)am_seed(a, b, c, 0x1000u + i);
}

/* Pointers travel as two arguments. */
#define AM_HI(p)       ((gex_AM_Arg_t)(uint32_t)((uint64_t)(uintptr_t)(p) >> 32))
#define AM_LO(p)       ((gex_AM_Arg_t)(uint32_t)(uintptr_t)(p))
#define AM_PTR(hi, lo) ((void *)(uintptr_t)(((uint64_t)(uint32_t)(hi) << 32) | (uint32_t)(lo)))

static inline int am_aligned16(const void *p)
{
    return ((uintptr_t)p & 15) == 0;
}

/* Seconds since some fixed point. */
static AM_UNUSED double am_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

#define AM_LOAD(p)     __atomic_load_n((p), __ATOMIC_ACQUIRE)
#define AM_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELEASE)

/* ------------------------------------------------------------------ */
/* 0..16 parameters and arguments                                       */
/* ------------------------------------------------------------------ */

/* AM_PARAMSn: ", gex_AM_Arg_t a0, ..., gex_AM_Arg_t an-1" */
#define AM_PARAMS0
#define AM_PARAMS1  AM_PARAMS0, gex_AM_Arg_t a0
#define AM_PARAMS2  AM_PARAMS1, gex_AM_Arg_t a1
#define AM_PARAMS3  AM_PARAMS2, gex_AM_Arg_t a2
#define AM_PARAMS4  AM_PARAMS3, gex_AM_Arg_t a3
#define AM_PARAMS5  AM_PARAMS4, gex_AM_Arg_t a4
#define AM_PARAMS6  AM_PARAMS5, gex_AM_Arg_t a5
#define AM_PARAMS7  AM_PARAMS6, gex_AM_Arg_t a6
#define AM_PARAMS8  AM_PARAMS7, gex_AM_Arg_t a7
#define AM_PARAMS9  AM_PARAMS8, gex_AM_Arg_t a8
#define AM_PARAMS10 AM_PARAMS9, gex_AM_Arg_t a9
#define AM_PARAMS11 AM_PARAMS10, gex_AM_Arg_t a10
#define AM_PARAMS12 AM_PARAMS11, gex_AM_Arg_t a11
#define AM_PARAMS13 AM_PARAMS12, gex_AM_Arg_t a12
#define AM_PARAMS14 AM_PARAMS13, gex_AM_Arg_t a13
#define AM_PARAMS15 AM_PARAMS14, gex_AM_Arg_t a14
#define AM_PARAMS16 AM_PARAMS15, gex_AM_Arg_t a15

/* AM_VALSn: ", a0, ..., an-1" (the parameters, as values) */
#define AM_VALS0
#define AM_VALS1  AM_VALS0, a0
#define AM_VALS2  AM_VALS1, a1
#define AM_VALS3  AM_VALS2, a2
#define AM_VALS4  AM_VALS3, a3
#define AM_VALS5  AM_VALS4, a4
#define AM_VALS6  AM_VALS5, a5
#define AM_VALS7  AM_VALS6, a6
#define AM_VALS8  AM_VALS7, a7
#define AM_VALS9  AM_VALS8, a8
#define AM_VALS10 AM_VALS9, a9
#define AM_VALS11 AM_VALS10, a10
#define AM_VALS12 AM_VALS11, a11
#define AM_VALS13 AM_VALS12, a12
#define AM_VALS14 AM_VALS13, a13
#define AM_VALS15 AM_VALS14, a14
#define AM_VALS16 AM_VALS15, a15

/* AM_SHORT_SHIMS(NAME, FN): Short handlers NAME0, NAME1, NAME2, NAME3 and
 * NAME16, each with its exact prototype, that call FN(token, n, args) with
 * their n arguments as an array (args NULL for 0). */
#define AM_SHORT_SHIMS(NAME, FN)                                                                   \
    static AM_UNUSED void NAME##0(gex_Token_t t)                                                   \
    {                                                                                              \
        FN(t, 0, NULL);                                                                            \
    }                                                                                              \
    static AM_UNUSED void NAME##1(gex_Token_t t AM_PARAMS1)                                        \
    {                                                                                              \
        const gex_AM_Arg_t a[2] = {0 AM_VALS1}; /* a[0] unused: AM_VALSn starts with a comma */    \
        FN(t, 1, a + 1);                                                                           \
    }                                                                                              \
    static AM_UNUSED void NAME##2(gex_Token_t t AM_PARAMS2)                                        \
    {                                                                                              \
        const gex_AM_Arg_t a[3] = {0 AM_VALS2};                                                    \
        FN(t, 2, a + 1);                                                                           \
    }                                                                                              \
    static AM_UNUSED void NAME##3(gex_Token_t t AM_PARAMS3)                                        \
    {                                                                                              \
        const gex_AM_Arg_t a[4] = {0 AM_VALS3};                                                    \
        FN(t, 3, a + 1);                                                                           \
    }                                                                                              \
    static AM_UNUSED void NAME##16(gex_Token_t t AM_PARAMS16)                                      \
    {                                                                                              \
        const gex_AM_Arg_t a[17] = {0 AM_VALS16};                                                  \
        FN(t, 16, a + 1);                                                                          \
    }

/* AM_AVn: ", av[0], ..., av[n-1]" (call arguments from an array av) */
#define AM_AV0
#define AM_AV1  AM_AV0, av[0]
#define AM_AV2  AM_AV1, av[1]
#define AM_AV3  AM_AV2, av[2]
#define AM_AV4  AM_AV3, av[3]
#define AM_AV5  AM_AV4, av[4]
#define AM_AV6  AM_AV5, av[5]
#define AM_AV7  AM_AV6, av[6]
#define AM_AV8  AM_AV7, av[7]
#define AM_AV9  AM_AV8, av[8]
#define AM_AV10 AM_AV9, av[9]
#define AM_AV11 AM_AV10, av[10]
#define AM_AV12 AM_AV11, av[11]
#define AM_AV13 AM_AV12, av[12]
#define AM_AV14 AM_AV13, av[13]
#define AM_AV15 AM_AV14, av[14]
#define AM_AV16 AM_AV15, av[15]

/* AM_CALL(f, args...): the arguments are macro-expanded before f is
 * invoked, so AM_CALL(gex_AM_RequestShort3, tm, r, h, 0 AM_AV3) calls the
 * form with 7 arguments. */
#define AM_CALL(f, ...) f(__VA_ARGS__)

/* AM_FOR17(M, x): M(0, x) M(1, x) ... M(16, x) */
/* clang-format off */
#define AM_FOR17(M, x) \
    M(0, x) M(1, x) M(2, x) M(3, x) M(4, x) M(5, x) M(6, x) M(7, x) M(8, x) \
    M(9, x) M(10, x) M(11, x) M(12, x) M(13, x) M(14, x) M(15, x) M(16, x)
/* clang-format on */

/* Handler definitions: NAME##_##n calls BODY(token, buf, nbytes, n, args)
 * with the n arguments in an array (buf NULL and nbytes 0 for Shorts). */
#define AM_DEF_SHORT_(n, pfx)                                                                      \
    static void pfx##_##n(gex_Token_t t AM_PARAMS##n)                                              \
    {                                                                                              \
        const gex_AM_Arg_t v_[17] = {0 AM_VALS##n};                                                \
        pfx##_body(t, NULL, 0, n, v_ + 1);                                                         \
    }
#define AM_DEF_PAYLOAD_(n, pfx)                                                                    \
    static void pfx##_##n(gex_Token_t t, void *buf, size_t nbytes AM_PARAMS##n)                    \
    {                                                                                              \
        const gex_AM_Arg_t v_[17] = {0 AM_VALS##n};                                                \
        pfx##_body(t, buf, nbytes, n, v_ + 1);                                                     \
    }
/* AM_DEF_SHORT17(pfx): pfx_0 .. pfx_16, Short prototypes, calling
 * pfx_body(gex_Token_t, void *, size_t, unsigned, const gex_AM_Arg_t *). */
#define AM_DEF_SHORT17(pfx)   AM_FOR17(AM_DEF_SHORT_, pfx)
/* AM_DEF_PAYLOAD17(pfx): the same with Medium/Long prototypes. */
#define AM_DEF_PAYLOAD17(pfx) AM_FOR17(AM_DEF_PAYLOAD_, pfx)
/* AM_FNS17(pfx): initializer list {(gex_AM_Fn_t)pfx_0, ...} */
#define AM_FN_(n, pfx)        (gex_AM_Fn_t) pfx##_##n,
#define AM_FNS17(pfx)                                                                              \
    {                                                                                              \
        AM_FOR17(AM_FN_, pfx)                                                                      \
    }

#endif /* AM_COMMON_H */
