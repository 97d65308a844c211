/* plot.c - the rows of `pshmbench --plot DIR` (see plot.h): kept in memory
 * while an entry runs, then written as one CSV and up to two SVG plots
 * (drawn by plot_svg.c). */
#include "plot.h"

#include "plot_svg.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
    char *group, *name, *series, *unit; /* series: NULL if untagged */
    size_t size, op_bytes;
    bench_stats_t st;
    int csv_only; /* bench_plot_record: never drawn */
} prow_t;

static char *plot_dir;   /* NULL: --plot not given */
static char *plot_entry; /* the entry running */
static prow_t *rows;     /* its rows */
static size_t nrows, cap;
static char *tag_series; /* the pending tag, for the next row */
static size_t tag_size, tag_op;

static char *dup_or_die(const char *s)
{
    char *d = s ? strdup(s) : NULL;
    if (s && !d) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    return d;
}

int bench_plot_open(const char *dir)
{
    if (!dir || !*dir)
        return 0;
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "pshmbench: --plot: cannot create %s: %s\n", dir, strerror(errno));
        return -1;
    }
    struct stat sb;
    if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "pshmbench: --plot: %s is not a directory\n", dir);
        return -1;
    }
    plot_dir = dup_or_die(dir);
    return 0;
}

int bench_plot_enabled(void)
{
    return plot_dir != NULL;
}

static void clear_rows(void)
{
    for (size_t i = 0; i < nrows; i++) {
        free(rows[i].group);
        free(rows[i].name);
        free(rows[i].series);
        free(rows[i].unit);
    }
    nrows = 0;
    free(tag_series);
    tag_series = NULL;
}

void bench_plot_begin(const char *name)
{
    if (!plot_dir)
        return;
    clear_rows();
    free(plot_entry);
    plot_entry = dup_or_die(name);
}

void bench_plot_tag(const char *series, size_t size, size_t op_bytes)
{
    if (!plot_dir)
        return;
    free(tag_series);
    tag_series = dup_or_die(series);
    tag_size = size;
    tag_op = op_bytes;
}

/* A new row of the entry, its strings copied; the caller sets the rest. */
static prow_t *new_row(const char *group, const char *name, const bench_stats_t *s,
                       const char *unit)
{
    if (nrows == cap) {
        size_t ncap = cap ? 2 * cap : 64;
        prow_t *n = realloc(rows, ncap * sizeof *n);
        if (!n) {
            fprintf(stderr, "pshmbench: out of memory\n");
            gasnet_exit(1);
        }
        rows = n;
        cap = ncap;
    }
    prow_t *r = &rows[nrows++];
    *r = (prow_t){dup_or_die(group), dup_or_die(name), NULL, dup_or_die(unit), 0, 0, *s, 0};
    return r;
}

void bench_plot_row(const char *group, const char *name, const bench_stats_t *s, const char *unit)
{
    if (!plot_dir || !plot_entry)
        return;
    prow_t *r = new_row(group, name, s, unit);
    r->series = tag_series; /* the tag is used up */
    r->size = tag_series ? tag_size : 0;
    r->op_bytes = tag_series ? tag_op : 0;
    tag_series = NULL;
}

void bench_plot_record(const char *group, const char *name, const char *series, size_t bytes,
                       const bench_stats_t *s, const char *unit)
{
    if (!plot_dir || !plot_entry)
        return;
    prow_t *r = new_row(group, name, s, unit);
    r->series = dup_or_die(series);
    r->size = bytes;
    r->csv_only = 1;
}

/* ---- the CSV ---- */

/* A CSV field, quoted (RFC 4180) when it holds a comma, quote or newline. */
static void csv_field(FILE *f, const char *s)
{
    if (!s)
        return;
    if (!strpbrk(s, ",\"\n")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

static int write_csv(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    fputs("entry,group,name,series,bytes,unit,median,min,max,runs\n", f);
    for (size_t i = 0; i < nrows; i++) {
        const prow_t *r = &rows[i];
        csv_field(f, plot_entry);
        fputc(',', f);
        csv_field(f, r->group);
        fputc(',', f);
        csv_field(f, r->name);
        fputc(',', f);
        csv_field(f, r->series);
        fputc(',', f);
        if (r->series)
            fprintf(f, "%zu", r->size);
        fputc(',', f);
        csv_field(f, r->unit);
        fprintf(f, ",%.6g,%.6g,%.6g,%d\n", r->st.median, r->st.min, r->st.max, r->st.runs);
    }
    int bad = ferror(f);
    return fclose(f) != 0 || bad ? -1 : 0;
}

/* ---- the plots ---- */

typedef enum { K_LATENCY, K_BANDWIDTH } kind_t;

/* The y value of row r on a plot of kind k (ns or GB/s), 0 if it is not
 * on it; *derived says it is a latency derived from a bandwidth. */
static double point(const prow_t *r, kind_t k, int *derived)
{
    *derived = 0;
    if (r->csv_only || !r->series || r->size == 0 || !(r->st.median > 0))
        return 0;
    double ns = !strcmp(r->unit, "ns") ? 1 : !strcmp(r->unit, "us") ? 1e3 : 0;
    double gbs = !strcmp(r->unit, "GB/s") ? 1 : !strcmp(r->unit, "MB/s") ? 1e-3 : 0;
    if (k == K_LATENCY && ns > 0)
        return r->st.median * ns;
    if (k == K_BANDWIDTH && gbs > 0)
        return r->st.median * gbs;
    if (k == K_LATENCY && gbs > 0 && r->op_bytes > 0) {
        *derived = 1;
        return (double)r->op_bytes / (r->st.median * gbs); /* bytes / (bytes/ns) */
    }
    return 0;
}

static int cmp_size(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Draws the plot of kind k if any row is on it; returns 0, or -1. */
static int write_svg(const char *path, kind_t k)
{
    static const char *const palette[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
                                          "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
    const size_t npal = sizeof palette / sizeof palette[0];
    char **names = calloc(nrows + 1, sizeof *names);
    double *xs = calloc(nrows + 1, sizeof *xs);
    if (!names || !xs) {
        fprintf(stderr, "pshmbench: out of memory\n");
        gasnet_exit(1);
    }
    size_t ns = 0, nx = 0;
    int rc = 0;
    /* the series (in order of appearance) and the sizes on the plot */
    for (size_t i = 0; i < nrows; i++) {
        int derived;
        if (!(point(&rows[i], k, &derived) > 0))
            continue;
        char label[160];
        snprintf(label, sizeof label, "%s%s", rows[i].series,
                 derived ? " (bytes / bandwidth)" : "");
        size_t s = 0;
        while (s < ns && strcmp(names[s], label) != 0)
            s++;
        if (s == ns)
            names[ns++] = dup_or_die(label);
        size_t j = 0;
        while (j < nx && xs[j] != (double)rows[i].size)
            j++;
        if (j == nx)
            xs[nx++] = (double)rows[i].size;
    }
    if (ns > 0) {
        qsort(xs, nx, sizeof *xs, cmp_size);
        double *y = calloc(ns * nx, sizeof *y);
        plot_series_t *ser = calloc(ns, sizeof *ser);
        char(*tickbuf)[16] = calloc(nx, sizeof *tickbuf);
        const char **ticks = calloc(nx, sizeof *ticks);
        if (!y || !ser || !tickbuf || !ticks) {
            fprintf(stderr, "pshmbench: out of memory\n");
            gasnet_exit(1);
        }
        for (size_t i = 0; i < nrows; i++) {
            int derived;
            double v = point(&rows[i], k, &derived);
            if (!(v > 0))
                continue;
            char label[160];
            snprintf(label, sizeof label, "%s%s", rows[i].series,
                     derived ? " (bytes / bandwidth)" : "");
            size_t s = 0, j = 0;
            while (strcmp(names[s], label) != 0)
                s++;
            while (xs[j] != (double)rows[i].size)
                j++;
            y[s * nx + j] = v;
        }
        for (size_t s = 0; s < ns; s++)
            ser[s] = (plot_series_t){names[s], palette[s % npal],
                                     strstr(names[s], "memcpy") || strstr(names[s], "floor") ||
                                         (s / npal) % 2,
                                     y + s * nx};
        for (size_t j = 0; j < nx; j++)
            ticks[j] = bench_size_str((size_t)xs[j], tickbuf[j], sizeof tickbuf[j]);
        char title[96];
        snprintf(title, sizeof title, "pshmbench %s: %s (medians)", plot_entry,
                 k == K_LATENCY ? "time per operation" : "bandwidth");
        rc = plot_svg_write(path, title, "size in bytes (log2 scale)",
                            k == K_LATENCY ? "ns" : "GB/s", xs, ticks, nx, ser, ns);
        free(ticks);
        free(tickbuf);
        free(ser);
        free(y);
    }
    for (size_t s = 0; s < ns; s++)
        free(names[s]);
    free(names);
    free(xs);
    return rc;
}

int bench_plot_end(void)
{
    if (!plot_dir || !plot_entry)
        return 0;
    const char *suffix[] = {".csv", "-latency.svg", "-bandwidth.svg"};
    int rc = 0;
    for (int i = 0; i < 3 && rc == 0; i++) {
        size_t len = strlen(plot_dir) + strlen(plot_entry) + strlen(suffix[i]) + 2;
        char *path = malloc(len);
        if (!path) {
            fprintf(stderr, "pshmbench: out of memory\n");
            gasnet_exit(1);
        }
        snprintf(path, len, "%s/%s%s", plot_dir, plot_entry, suffix[i]);
        int r = i == 0 ? write_csv(path) : write_svg(path, i == 1 ? K_LATENCY : K_BANDWIDTH);
        if (r != 0) {
            fprintf(stderr, "pshmbench: --plot: cannot write %s: %s\n", path, strerror(errno));
            rc = -1;
        }
        free(path);
    }
    clear_rows();
    free(plot_entry);
    plot_entry = NULL;
    return rc;
}
