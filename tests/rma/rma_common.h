/* rma_common.h - what the RMA tests (t_rma_ex, t_rma_g1) share: random
 * transfer sizes and offsets, pattern checks, and the native byte order of
 * value payloads. Include after am_common.h. */
#ifndef RMA_COMMON_H
#define RMA_COMMON_H

#include "../am_queues/am_common.h"

#include <sys/mman.h>

#define KIB ((size_t)1024)
#define MIB (1024 * KIB)

static AM_UNUSED size_t min_sz(size_t a, size_t b)
{
    return a < b ? a : b;
}

/* 0 B, small, medium or large (up to max), in that order of likelihood. */
static AM_UNUSED size_t rnd_size(rng_t *r, size_t max)
{
    size_t n;
    switch (below(r, 8)) {
    case 0: n = 0; break;
    case 1:
    case 2:
    case 3: n = 1 + below(r, 64); break;
    case 4:
    case 5: n = 65 + below(r, 8 * KIB); break;
    case 6: n = 8 * KIB + below(r, 56 * KIB); break;
    default: n = 64 * KIB + below(r, max); break;
    }
    return min_sz(n, max);
}

/* An offset in [lo, hi - n]: a multiple of al (al > 1, a power of 2; the
 * caller leaves room: hi - lo >= n + al), or for al == 1 any offset, half of
 * the time a multiple of 64. */
static AM_UNUSED size_t pick_off_aligned(rng_t *r, size_t lo, size_t hi, size_t n, size_t al)
{
    if (al > 1) {
        size_t first = (lo + al - 1) & ~(al - 1), last = (hi - n) & ~(al - 1);
        return first + below(r, (last - first) / al + 1) * al;
    }
    size_t off = lo + below(r, hi - lo - n + 1);
    if (rnd(r) & 1) {
        size_t a = (off + 63) & ~(size_t)63;
        if (a + n <= hi)
            off = a;
        else if ((off & ~(size_t)63) >= lo)
            off &= ~(size_t)63;
    }
    return off;
}

/* An offset in [lo, hi - n]; half of the time aligned to 64 bytes. */
static AM_UNUSED size_t pick_off(rng_t *r, size_t lo, size_t hi, size_t n)
{
    return pick_off_aligned(r, lo, hi, n, 1);
}

/* Index of the first byte of p[0..n) that is not pattern seed at base + j,
 * or -1. */
static AM_UNUSED long pat_check_at(const uint8_t *p, size_t n, uint32_t seed, size_t base)
{
    for (size_t j = 0; j < n; j++)
        if (p[j] != am_pat(seed, base + j))
            return (long)j;
    return -1;
}

/* Invert every byte: a source reused after local completion. */
static AM_UNUSED void clobber(uint8_t *p, size_t n)
{
    for (size_t j = 0; j < n; j++)
        p[j] = (uint8_t)~p[j];
}

/* Byte j in memory of an nb-byte native integer holding v. */
static AM_UNUSED uint8_t native_byte(gex_RMA_Value_t v, size_t nb, size_t j)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return (uint8_t)(v >> (8 * (nb - 1 - j)));
#else
    (void)nb;
    return (uint8_t)(v >> (8 * j));
#endif
}

/* A rank's segment budget: at most 64 MiB for the whole job of n ranks,
 * and no more than every rank can attach. */
static AM_UNUSED uintptr_t rma_seg_budget(unsigned n)
{
    uintptr_t budget = 64 * MIB / n;
    uintptr_t maxg = gasnet_getMaxGlobalSegmentSize();
    return maxg && maxg < budget ? maxg : budget;
}

/* Fit a program's segment layout into rma_seg_budget(n): layout(max) lays
 * the areas out for transfers of up to max bytes and returns where they
 * end; max halves from 2 MiB (down to 64 KiB) until that end, plus a page,
 * fits. Returns the end of the layout kept. */
static AM_UNUSED uintptr_t rma_fit_layout(unsigned n, uintptr_t (*layout)(size_t max))
{
    uintptr_t budget = rma_seg_budget(n);
    size_t max = 2 * MIB;
    uintptr_t end = layout(max);
    while (end + GASNET_PAGESIZE > budget && max > 64 * KIB)
        end = layout(max /= 2);
    return end;
}

/* T_SHIFT_MAP=1 (rma.sh): before init, the odd ranks take one page at the
 * address where pshmex maps the job area (PSHMEX_MAP_BASE, else pshmex's
 * default), so they map it elsewhere and the library translates every
 * remote address (pshmex_rma_delta; in the unchecked build through the
 * always-set poll word, pshmex_progress.h). The rank comes from pshmrun's
 * PSHMEX_RANK, the only thing known before init. */
static AM_UNUSED int rma_shifted;

static AM_UNUSED void rma_shift_map(void)
{
    /* Nothing to take under ThreadSanitizer: it keeps the job area off
     * pshmex's address (outside the memory it shadows), so the ranks map
     * it where the kernel puts it, and translate already. Its mmap would
     * also turn the address below into NULL and keep MAP_FIXED_NOREPLACE,
     * mapping page 0. */
    if (TAP_TSAN)
        return;
    const char *want = getenv("T_SHIFT_MAP");
    const char *rank = getenv("PSHMEX_RANK");
    if (!want || strcmp(want, "1") != 0 || !rank || strtoul(rank, NULL, 10) % 2 == 0)
        return;
    const char *base = getenv("PSHMEX_MAP_BASE");
    uintptr_t at =
        base && *base ? (uintptr_t)strtoull(base, NULL, 0) : (uintptr_t)0x200000000000ull;
    void *p =
        mmap((void *)at, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    rma_shifted = p == (void *)at;
}

/* After init, with T_SHIFT_MAP=1 and more than one rank: rank 0 checks
 * that the ranks did map the job area at different addresses (else the
 * job tests nothing new). */
static AM_UNUSED void rma_shift_map_check(void)
{
    const char *want = getenv("T_SHIFT_MAP");
    if (!want || strcmp(want, "1") != 0 || am_n < 2)
        return;
    ok(!pshmex_rma_same_addresses,
       "T_SHIFT_MAP=1: ranks mapped the job area at different "
       "addresses (rank 1's segment at %p here, %p in rank 1)",
       (void *)am_local[1], (void *)am_owner[1]);
}

/* The end of a test program's main: once() (may be NULL), a barrier
 * (the caller has filled its SRC area), phase(k) for k = 0..N-1; returns
 * the job's status (after gasnet_exit in practice). */
static AM_UNUSED int rma_run_phases(void (*once)(void), void (*phase)(unsigned k))
{
    if (once)
        once();
    tap_barrier(); /* every SRC area is filled */
    for (unsigned k = 0; k < am_n; k++)
        phase(k);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}

#endif
