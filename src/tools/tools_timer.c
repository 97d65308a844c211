/* tools_timer.c - gasnett_ticks_* timers.
 *
 * Ticks are the CPU's time-stamp counter when CPUID says it is invariant
 * (constant rate in every P/C-state, synchronized across cores), else
 * CLOCK_MONOTONIC nanoseconds.  The TSC rate is measured once, on the first
 * conversion, against CLOCK_MONOTONIC: from a (TSC, clock) pair read when
 * the library was loaded to one read then, so a conversion made at least
 * CALIBRATE_NS into the run does not wait (one made sooner sleeps the rest
 * of it: a timed loop's first conversion used to stall it for 20 ms).
 */
#include <gasnet_tools.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <sys/time.h>
#include <time.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <x86intrin.h>
#define TOOLS_HAVE_TSC 1
#else
#define TOOLS_HAVE_TSC 0
#endif

#define CALIBRATE_NS 20000000ull /* 20 ms: ~0.1 ppm error from clock reads */

enum tick_source { SRC_UNKNOWN = 0, SRC_TSC, SRC_CLOCK };

/* Chosen once; a racing first use picks the same value. */
static _Atomic int tick_src = SRC_UNKNOWN;
/* ns = ticks * ns_per_tick_q32 >> 32; set by calibrate(), read after
 * pthread_once (which orders it). */
static uint64_t ns_per_tick_q32;
static pthread_once_t calibrated = PTHREAD_ONCE_INIT;

static uint64_t clock_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static int choose_source(void)
{
    int src = SRC_CLOCK;
#if TOOLS_HAVE_TSC
    unsigned a, b, c, d;
    /* CPUID 0x80000007 EDX bit 8: invariant TSC */
    if (__get_cpuid(0x80000000u, &a, &b, &c, &d) && a >= 0x80000007u &&
        __get_cpuid(0x80000007u, &a, &b, &c, &d) && (d & (1u << 8)))
        src = SRC_TSC;
#endif
    if (getenv("PSHMEX_TICKS_CLOCK")) /* testing: force the clock_gettime source */
        src = SRC_CLOCK;
    atomic_store_explicit(&tick_src, src, memory_order_relaxed);
    return src;
}

static inline int source(void)
{
    int src = atomic_load_explicit(&tick_src, memory_order_relaxed);
    return src != SRC_UNKNOWN ? src : choose_source();
}

gasnett_tick_t gasnett_ticks_now(void)
{
#if TOOLS_HAVE_TSC
    if (source() == SRC_TSC)
        return __rdtsc();
#endif
    return clock_ns();
}

/* A (tsc, clock) pair read as close together as possible: the clock read
 * bracketed by two TSC reads, keeping the tightest of a few tries. */
static void pair(uint64_t *tsc, uint64_t *ns)
{
    uint64_t best = UINT64_MAX;
    for (int i = 0; i < 5; i++) {
        uint64_t t0 = gasnett_ticks_now();
        uint64_t n = clock_ns();
        uint64_t t1 = gasnett_ticks_now();
        if (t1 - t0 < best) {
            best = t1 - t0;
            *tsc = t0 + (t1 - t0) / 2;
            *ns = n;
        }
    }
}

/* The pair read when the library was loaded (a process forked later,
 * as GASNET_PSHM_NODES ranks are, inherits it: both clocks are system-wide). */
static uint64_t load_tsc, load_ns;
static bool load_pair_read;

__attribute__((constructor)) static void read_load_pair(void)
{
    if (source() == SRC_TSC) {
        pair(&load_tsc, &load_ns);
        load_pair_read = true;
    }
}

static void calibrate(void)
{
    if (source() != SRC_TSC) {
        ns_per_tick_q32 = 1ull << 32;
        return;
    }
    uint64_t t0 = load_tsc, n0 = load_ns, t1, n1;
    if (!load_pair_read)
        pair(&t0, &n0);
    pair(&t1, &n1);
    if (n1 - n0 < CALIBRATE_NS) {
        uint64_t rest = CALIBRATE_NS - (n1 - n0);
        struct timespec d = {0, (long)rest};
        while (nanosleep(&d, &d) != 0)
            ;
        pair(&t1, &n1);
    }
    ns_per_tick_q32 = (uint64_t)(((unsigned __int128)(n1 - n0) << 32) / (t1 - t0));
}

uint64_t gasnett_ticks_to_ns(gasnett_tick_t ticks)
{
    pthread_once(&calibrated, calibrate);
    return (uint64_t)(((unsigned __int128)ticks * ns_per_tick_q32) >> 32);
}

uint64_t gasnett_ticks_to_us(gasnett_tick_t ticks)
{
    return gasnett_ticks_to_ns(ticks) / 1000;
}

/* ticks in us, without rounding to whole ns first: one step of a GHz
 * tick counter is under 1 ns, which gasnett_ticks_to_ns truncates to 0. */
static double ticks_to_us_exact(gasnett_tick_t ticks)
{
    pthread_once(&calibrated, calibrate);
    return (double)ticks * (double)ns_per_tick_q32 / 4294967296.0 / 1000.0;
}

double gasnett_tick_granularityus(void)
{
    /* smallest non-zero step seen between consecutive readings */
    gasnett_tick_t best = GASNETT_TICK_MAX;
    for (int i = 0; i < 1000; i++) {
        gasnett_tick_t a = gasnett_ticks_now(), b;
        while ((b = gasnett_ticks_now()) == a)
            ;
        if (b - a < best)
            best = b - a;
    }
    return ticks_to_us_exact(best);
}

double gasnett_tick_overheadus(void)
{
    enum { N = 10000 };
    gasnett_tick_t a = gasnett_ticks_now(), b = a;
    for (int i = 0; i < N; i++)
        b = gasnett_ticks_now();
    return ticks_to_us_exact(b - a) / N;
}

uint64_t gasnett_gettimeofday_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

int gasnett_nsleep(uint64_t ns_delay)
{
    struct timespec d = {(time_t)(ns_delay / 1000000000u), (long)(ns_delay % 1000000000u)};
    int rc;
    while ((rc = nanosleep(&d, &d)) != 0 && errno == EINTR)
        ;
    return rc ? -1 : 0;
}
