/* bench_util.c - timing, statistics, output and synchronisation for pshmbench. */
#include "bench_util.h"

#include "plot.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

uint64_t bench_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void bench_stats(const double *samples, int n, bench_stats_t *out)
{
    memset(out, 0, sizeof *out);
    if (n <= 0)
        return;
    double *s = malloc((size_t)n * sizeof *s);
    if (!s) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    memcpy(s, samples, (size_t)n * sizeof *s);
    qsort(s, (size_t)n, sizeof *s, cmp_double);
    out->min = s[0];
    out->max = s[n - 1];
    out->median = (n % 2) ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    out->runs = n;
    free(s);
}

double bench_ratio(double value, double floor_value)
{
    if (!(value > 0) || !(floor_value > 0))
        return 0;
    return value / floor_value;
}

void bench_print_row_prec(const char *group, const char *name, const bench_stats_t *s,
                          const char *unit, int decimals, double ref_value, const char *ref_name,
                          const char *detail)
{
    printf("%-6s %-24s median %6.*f %-4s (min %.*f, max %.*f, %d run%s)", group, name, decimals,
           s->median, unit, decimals, s->min, decimals, s->max, s->runs, s->runs == 1 ? "" : "s");
    double r = bench_ratio(s->median, ref_value);
    if (r > 0)
        printf("  ratio to %s %.2fx", ref_name, r);
    if (detail)
        fputs(detail, stdout);
    putchar('\n');
    fflush(stdout);
    bench_plot_row(group, name, s, unit);
}

void bench_print_row_vs(const char *group, const char *name, const bench_stats_t *s,
                        const char *unit, double ref_value, const char *ref_name,
                        const char *detail)
{
    bench_print_row_prec(group, name, s, unit, 1, ref_value, ref_name, detail);
}

void bench_print_row(const char *group, const char *name, const bench_stats_t *s, const char *unit,
                     double floor_value)
{
    bench_print_row_vs(group, name, s, unit, floor_value, "floor", NULL);
}

const char *bench_size_str(size_t bytes, char *buf, size_t len)
{
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
        snprintf(buf, len, "%zu MiB", bytes >> 20);
    else if (bytes >= 1024 && bytes % 1024 == 0)
        snprintf(buf, len, "%zu KiB", bytes >> 10);
    else
        snprintf(buf, len, "%zu B", bytes);
    return buf;
}

void bench_sync(bench_ctx_t *ctx)
{
    bench_sync_t *s = ctx->sync;
    if (ctx->nranks <= 1)
        return;
    uint32_t gen = __atomic_load_n(&s->generation, __ATOMIC_ACQUIRE);
    if (__atomic_add_fetch(&s->arrived, 1, __ATOMIC_ACQ_REL) == ctx->nranks) {
        __atomic_store_n(&s->arrived, 0, __ATOMIC_RELAXED);
        __atomic_add_fetch(&s->generation, 1, __ATOMIC_RELEASE);
    } else {
        GASNET_BLOCKUNTIL(__atomic_load_n(&s->generation, __ATOMIC_ACQUIRE) != gen);
    }
}

void bench_spin_until(const uint64_t *p, uint64_t v)
{
    unsigned spins = 0;
    while (__atomic_load_n(p, __ATOMIC_ACQUIRE) < v) {
        if (++spins < 4096u)
            bench_cpu_relax();
        else
            sched_yield();
    }
}
