/* vis.c - the cost of pshmex's VIS calls beside the same copy done by the
 * CPU alone.  Rank 0 moves data to and from rank 1's segment with no help
 * from rank 1; each row is a VIS call in a loop, in GB/s of payload, beside
 * a plain loop of memcpy calls in this process that copies the same pieces
 * between the same two buffers (rank 1's segment as mapped here), measured
 * alternately with it in the same run:
 *  - strided put / get of a 2-D sub-array: 8 B elements, 1 KiB rows, 1024
 *    rows (1 MiB), row pitches 2 KiB (rank 0) and 4 KiB (rank 1);
 *  - strided put / get of a 3-D sub-array with 64 B runs: 8 B elements,
 *    count {8, 128, 128} (1 MiB), in arrays [128][160][16] (rank 0) and
 *    [128][144][12] (rank 1) of 8 B elements;
 *  - indexed put of 4096 scattered 8 B elements (a random permutation of
 *    8 B slots in 1 MiB of rank 1's segment) from one contiguous 32 KiB
 *    buffer, beside the same scatter loop.
 * The local loops take their piece length from a variable, as a copy loop
 * written for any element size would.  After the timed runs each row's
 * destination is checked against its local loop's.  The medians also go to
 * a CSV file, pshmbench-vis.csv in the current directory or at
 * $PSHMBENCH_VIS_CSV.
 */
#include "bench_util.h"
#include "plot.h"

#include <gasnet_vis.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define VIS_MOVE_BYTES ((size_t)32 << 20) /* payload moved per measurement */
#define VIS_NSCATTER   4096

typedef enum { R_PUT2, R_GET2, R_PUT3, R_GET3, R_PUTI, R_COUNT } vis_row_t;

static const char *const row_name[R_COUNT] = {
    "strided put 2-D, 1 KiB rows", "strided get 2-D, 1 KiB rows", "strided put 3-D, 64 B runs",
    "strided get 3-D, 64 B runs", "indexed put 4096 x 8 B"};

/* One row's transfer: rank 0's side (local) and rank 1's (remote: its own
 * address, and here: the same memory as mapped in this process). */
typedef struct {
    gex_TM_t tm;
    char *local, *remote, *here;
    size_t elemsz, levels;
    size_t count[3];
    ptrdiff_t lstr[3], rstr[3];
    void **ilist;      /* R_PUTI: rank 1's addresses */
    void **ilist_here; /* the same, as mapped here */
    size_t run;        /* bytes per local memcpy: a variable, not a constant */
} vis_xfer_t;

/* The local copy of a strided transfer: one memcpy per run of x->run bytes
 * (the innermost dimension folded into it), to (put) or from rank 1. */
static void local_strided(const vis_xfer_t *x, int put)
{
    const size_t run = x->run, per = run / x->elemsz;
    for (size_t k = 0; k < (x->levels > 2 ? x->count[2] : 1); k++)
        for (size_t j = 0; j < x->count[1]; j++) {
            for (size_t i = 0; i < x->count[0]; i += per) {
                char *l = x->local + k * x->lstr[2] + j * x->lstr[1] + i * x->lstr[0];
                char *h = x->here + k * x->rstr[2] + j * x->rstr[1] + i * x->rstr[0];
                if (put)
                    memcpy(h, l, run);
                else
                    memcpy(l, h, run);
            }
        }
}

/* Payload bytes of one transfer of row r. */
static size_t row_bytes(const vis_xfer_t *x, vis_row_t r)
{
    if (r == R_PUTI)
        return VIS_NSCATTER * 8;
    return x->elemsz * x->count[0] * x->count[1] * (x->levels > 2 ? x->count[2] : 1);
}

/* One transfer of row r: the VIS call (vis) or the local loop. */
static void one_op(const vis_xfer_t *x, vis_row_t r, int vis)
{
    switch (r) {
    case R_PUT2:
    case R_PUT3:
        if (vis)
            gex_VIS_StridedPutBlocking(x->tm, 1, x->remote, x->rstr, x->local, x->lstr, x->elemsz,
                                       x->count, x->levels, 0);
        else
            local_strided(x, 1);
        break;
    case R_GET2:
    case R_GET3:
        if (vis)
            gex_VIS_StridedGetBlocking(x->tm, x->local, x->lstr, 1, x->remote, x->rstr, x->elemsz,
                                       x->count, x->levels, 0);
        else
            local_strided(x, 0);
        break;
    case R_PUTI:
        if (vis) {
            void *src = x->local;
            gex_VIS_IndexedPutBlocking(x->tm, 1, VIS_NSCATTER, x->ilist, 8, 1, &src,
                                       VIS_NSCATTER * 8, 0);
        } else {
            const size_t run = x->run;
            for (size_t i = 0; i < VIS_NSCATTER; i++)
                memcpy(x->ilist_here[i], x->local + i * run, run);
        }
        break;
    case R_COUNT: break;
    }
    __asm__ __volatile__("" ::: "memory");
}

/* One measurement of row r: the VIS call and the local loop in turns, a
 * few transfers of each at a time (which goes first alternates), so both
 * see the same cache state and the same load from the rest of the machine;
 * each side's rate is that of its median turn, so a turn in which the
 * process lost its core (2 cores, several jobs) does not count. GB/s of
 * each into gbs[1] (VIS) and gbs[0] (local loop). */
#define VIS_TURNS 33
static void measure_pair(const vis_xfer_t *x, vis_row_t r, double gbs[2])
{
    const size_t bytes = row_bytes(x, r);
    size_t slice = VIS_MOVE_BYTES / (bytes * VIS_TURNS); /* transfers per turn */
    if (slice == 0)
        slice = 1;
    double turn_ns[2][VIS_TURNS];
    for (size_t t = 0; t < VIS_TURNS; t++)
        for (int j = 0; j < 2; j++) {
            int vis = (int)((t + (size_t)j) % 2);
            uint64_t t0 = bench_now_ns();
            for (size_t k = 0; k < slice; k++)
                one_op(x, r, vis);
            turn_ns[vis][t] = (double)(bench_now_ns() - t0);
        }
    for (int v = 0; v < 2; v++) {
        bench_stats_t st;
        bench_stats(turn_ns[v], VIS_TURNS, &st);
        gbs[v] = (double)(bytes * slice) / (st.median > 0 ? st.median : 1);
    }
}

/* The shapes of the rows; rank 0's side at local (64 MiB), rank 1's at
 * remote / here (its segment). */
static void shape(vis_xfer_t *x, vis_row_t r)
{
    if (r == R_PUT2 || r == R_GET2) {
        x->elemsz = 8;
        x->levels = 2;
        x->count[0] = 128; /* 1 KiB rows */
        x->count[1] = 1024;
        x->lstr[0] = x->rstr[0] = 8;
        x->lstr[1] = 2048;
        x->rstr[1] = 4096;
        x->run = 1024;
    } else {
        x->elemsz = 8;
        x->levels = 3;
        x->count[0] = 8; /* 64 B runs */
        x->count[1] = 128;
        x->count[2] = 128;
        x->lstr[0] = x->rstr[0] = 8;
        x->lstr[1] = 16 * 8;
        x->lstr[2] = 160 * 16 * 8;
        x->rstr[1] = 12 * 8;
        x->rstr[2] = 144 * 12 * 8;
        x->run = 64;
    }
}

/* FNV-1a of n bytes. */
static uint64_t sum_bytes(const char *p, size_t n)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)p[i]) * 1099511628211ULL;
    return h;
}

/* After the timed runs: the VIS call and the local loop leave the same
 * bytes in the destination area (dst, n bytes as mapped here). */
static int check_row(const vis_xfer_t *x, vis_row_t r, char *dst, size_t n)
{
    uint64_t h[2];
    for (int vis = 0; vis < 2; vis++) {
        memset(dst, 0, n);
        one_op(x, r, vis);
        h[vis] = sum_bytes(dst, n);
    }
    if (h[0] != h[1]) {
        fprintf(stderr, "pshmbench: vis %s: the VIS call and the local loop disagree\n",
                row_name[r]);
        return -1;
    }
    return 0;
}

/* The medians of the rows measured (nrows), as CSV; returns 0 or -1. */
static int write_csv(const bench_stats_t *vis, const bench_stats_t *loc, int nrows)
{
    const char *env = getenv("PSHMBENCH_VIS_CSV");
    const char *path = env && *env ? env : "pshmbench-vis.csv";
    FILE *f = fopen(path, "w");
    if (f) {
        fprintf(f, "row,vis_gbs,local_copy_gbs,ratio\n");
        for (int r = 0; r < nrows; r++)
            fprintf(f, "\"%s\",%.3f,%.3f,%.3f\n", row_name[r], vis[r].median, loc[r].median,
                    bench_ratio(vis[r].median, loc[r].median));
    }
    if (!f || ferror(f) | fclose(f)) {
        fprintf(stderr, "pshmbench: vis: cannot write %s (set PSHMBENCH_VIS_CSV=FILE)\n", path);
        return -1;
    }
    printf("pshmbench: note: vis numbers written to %s\n", path);
    return 0;
}

int bench_vis(bench_ctx_t *ctx)
{
    int rc = 0;
    void *seg1 = NULL, *seg1_here = NULL;
    uintptr_t seg1_size = 0;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(ctx->tm, 1, &seg1, &seg1_here, &seg1_size, 0));
    bench_sync(ctx);
    const size_t need = (size_t)4 << 20; /* the largest area: 3-D, [128][160][16] x 8 B */
    if (ctx->rank == 0 && (seg1_size < need || ctx->big_bytes < need)) {
        printf("pshmbench: note: vis skipped: needs %zu bytes on each side (rank 1's segment: "
               "%lu, rank 0's buffer: %zu)\n",
               need, (unsigned long)seg1_size, ctx->big_bytes);
    } else if (ctx->rank == 0) {
        double *samples = calloc((size_t)ctx->runs * 2, sizeof *samples);
        void **ilist = malloc(VIS_NSCATTER * sizeof *ilist);
        void **ilist_here = malloc(VIS_NSCATTER * sizeof *ilist_here);
        if (!samples || !ilist || !ilist_here) {
            fprintf(stderr, "pshmbench: out of memory\n");
            gasnet_exit(1);
        }
        /* 4096 distinct 8 B slots of rank 1's first MiB, in random order */
        uint32_t *slot = malloc((1u << 17) * sizeof *slot);
        for (uint32_t i = 0; i < (1u << 17); i++)
            slot[i] = i;
        uint64_t s = 0x9E3779B97F4A7C15ULL;
        for (uint32_t i = 0; i < VIS_NSCATTER; i++) {
            s ^= s << 13, s ^= s >> 7, s ^= s << 17;
            uint32_t j = i + (uint32_t)(s % ((1u << 17) - i)), t = slot[i];
            slot[i] = slot[j];
            slot[j] = t;
            ilist[i] = (char *)seg1 + 8 * (size_t)slot[i];
            ilist_here[i] = (char *)seg1_here + 8 * (size_t)slot[i];
        }
        free(slot);
        char *local = ctx->seg0 + BENCH_CTL_BYTES;
        bench_stats_t st_vis[R_COUNT], st_loc[R_COUNT];
        int r = 0;
        for (; r < R_COUNT && rc == 0; r++) {
            for (size_t i = 0; i < need; i++)
                local[i] = (char)(i * 131 + 7 + (size_t)r);
            vis_xfer_t x = {ctx->tm, local, seg1, seg1_here, 0,          0,
                            {0},     {0},   {0},  ilist,     ilist_here, 8};
            if (r != R_PUTI)
                shape(&x, (vis_row_t)r);
            double gbs[2];
            measure_pair(&x, (vis_row_t)r, gbs); /* warm-up */
            for (int run = 0; run < ctx->runs; run++) {
                measure_pair(&x, (vis_row_t)r, gbs);
                samples[run] = gbs[0];
                samples[ctx->runs + run] = gbs[1];
            }
            bench_stats(samples + ctx->runs, ctx->runs, &st_vis[r]);
            bench_stats(samples, ctx->runs, &st_loc[r]);
            char detail[48];
            snprintf(detail, sizeof detail, " (local copy %.1f GB/s)", st_loc[r].median);
            int put = r == R_PUT2 || r == R_PUT3 || r == R_PUTI;
            /* plotted against the contiguous piece: 8 B elements, 64 B runs, 1 KiB rows */
            const size_t piece = r == R_PUTI ? 8 : r == R_PUT3 || r == R_GET3 ? 64 : 1024;
            bench_plot_tag(put ? "VIS put" : "VIS get", piece, piece);
            bench_print_row_vs("vis", row_name[r], &st_vis[r], "GB/s", st_loc[r].median,
                               "local copy", detail);
            bench_plot_tag(put ? "local copy loop, put" : "local copy loop, get", piece, piece);
            bench_plot_row("vis", put ? "local copy loop, put" : "local copy loop, get", &st_loc[r],
                           "GB/s");
            rc = check_row(&x, (vis_row_t)r, put ? (char *)seg1_here : local,
                           r == R_PUTI ? (size_t)1 << 20 : need);
        }
        if (rc == 0 && write_csv(st_vis, st_loc, r) != 0)
            rc = 1;
        free(ilist_here);
        free(ilist);
        free(samples);
        fflush(stdout);
    }
    bench_sync(ctx);
    return rc;
}
