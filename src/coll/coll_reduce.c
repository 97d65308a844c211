/* coll_reduce.c - built-in reduction kernels: y[i] = x[i] (+) y[i] for every
 * valid (GEX_DT_*, GEX_OP_*) pair of the reductions. Integer ADD and MULT
 * wrap (computed in the unsigned type); FP MIN/MAX use the same formula as
 * the atomics, (x < y) ? x : y and (x > y) ? x : y. */
#include "coll/coll.h"

#include <stdint.h>

#define KERNEL(NAME, T, EXPR)                                                                      \
    static void NAME(const void *xv, void *yv, size_t count, const void *cdata)                    \
    {                                                                                              \
        (void)cdata;                                                                               \
        const T *x = xv;                                                                           \
        T *y = yv;                                                                                 \
        for (size_t i = 0; i < count; i++)                                                         \
            y[i] = EXPR(x[i], y[i]);                                                               \
    }
#define E_ADD(a, b)  ((a) + (b))
#define E_MULT(a, b) ((a) * (b))
#define E_MIN(a, b)  (((a) < (b)) ? (a) : (b))
#define E_MAX(a, b)  (((a) > (b)) ? (a) : (b))
#define E_AND(a, b)  ((a) & (b))
#define E_OR(a, b)   ((a) | (b))
#define E_XOR(a, b)  ((a) ^ (b))

/* Signed integers: arithmetic in the unsigned type of the same width. */
#define E_UADD32(a, b)   ((int32_t)((uint32_t)(a) + (uint32_t)(b)))
#define E_UMULT32(a, b)  ((int32_t)((uint32_t)(a) * (uint32_t)(b)))
#define E_UADD64(a, b)   ((int64_t)((uint64_t)(a) + (uint64_t)(b)))
#define E_UMULT64(a, b)  ((int64_t)((uint64_t)(a) * (uint64_t)(b)))
/* uint32_t * uint32_t promotes to int where int is wider: not here (32-bit
 * int), but keep the product unsigned anyway. */
#define E_MULT_U32(a, b) ((uint32_t)((uint32_t)(a) * (uint32_t)(b)))

KERNEL(i32_add, int32_t, E_UADD32)
KERNEL(i32_mult, int32_t, E_UMULT32)
KERNEL(i32_min, int32_t, E_MIN)
KERNEL(i32_max, int32_t, E_MAX)
KERNEL(i32_and, int32_t, E_AND)
KERNEL(i32_or, int32_t, E_OR)
KERNEL(i32_xor, int32_t, E_XOR)
KERNEL(u32_add, uint32_t, E_ADD)
KERNEL(u32_mult, uint32_t, E_MULT_U32)
KERNEL(u32_min, uint32_t, E_MIN)
KERNEL(u32_max, uint32_t, E_MAX)
KERNEL(u32_and, uint32_t, E_AND)
KERNEL(u32_or, uint32_t, E_OR)
KERNEL(u32_xor, uint32_t, E_XOR)
KERNEL(i64_add, int64_t, E_UADD64)
KERNEL(i64_mult, int64_t, E_UMULT64)
KERNEL(i64_min, int64_t, E_MIN)
KERNEL(i64_max, int64_t, E_MAX)
KERNEL(i64_and, int64_t, E_AND)
KERNEL(i64_or, int64_t, E_OR)
KERNEL(i64_xor, int64_t, E_XOR)
KERNEL(u64_add, uint64_t, E_ADD)
KERNEL(u64_mult, uint64_t, E_MULT)
KERNEL(u64_min, uint64_t, E_MIN)
KERNEL(u64_max, uint64_t, E_MAX)
KERNEL(u64_and, uint64_t, E_AND)
KERNEL(u64_or, uint64_t, E_OR)
KERNEL(u64_xor, uint64_t, E_XOR)
KERNEL(flt_add, float, E_ADD)
KERNEL(flt_mult, float, E_MULT)
KERNEL(flt_min, float, E_MIN)
KERNEL(flt_max, float, E_MAX)
KERNEL(dbl_add, double, E_ADD)
KERNEL(dbl_mult, double, E_MULT)
KERNEL(dbl_min, double, E_MIN)
KERNEL(dbl_max, double, E_MAX)

#define ROW(DT, P)                                                                                 \
    case DT:                                                                                       \
        switch (op) {                                                                              \
        case GEX_OP_ADD: return P##_add;                                                           \
        case GEX_OP_MULT: return P##_mult;                                                         \
        case GEX_OP_MIN: return P##_min;                                                           \
        case GEX_OP_MAX: return P##_max;                                                           \
        case GEX_OP_AND: return P##_and;                                                           \
        case GEX_OP_OR: return P##_or;                                                             \
        case GEX_OP_XOR: return P##_xor;                                                           \
        default: return NULL;                                                                      \
        }
#define ROW_FP(DT, P)                                                                              \
    case DT:                                                                                       \
        switch (op) {                                                                              \
        case GEX_OP_ADD: return P##_add;                                                           \
        case GEX_OP_MULT: return P##_mult;                                                         \
        case GEX_OP_MIN: return P##_min;                                                           \
        case GEX_OP_MAX: return P##_max;                                                           \
        default: return NULL;                                                                      \
        }

coll_combine_fn coll_builtin_combine(gex_DT_t dt, gex_OP_t op)
{
    switch (dt) {
        ROW(GEX_DT_I32, i32)
        ROW(GEX_DT_U32, u32)
        ROW(GEX_DT_I64, i64)
        ROW(GEX_DT_U64, u64)
        ROW_FP(GEX_DT_FLT, flt)
        ROW_FP(GEX_DT_DBL, dbl)
    default: return NULL;
    }
}
