/* plot.h - `pshmbench --plot DIR`: every row an entry prints also goes to
 * DIR/<entry>.csv, and rows tagged with a series and a size are drawn on
 * DIR/<entry>-latency.svg (rows in ns or us) and DIR/<entry>-bandwidth.svg
 * (rows in GB/s or MB/s), against the size on a log2 axis.
 *
 * An entry only tags its rows: call bench_plot_tag() just before the
 * bench_print_row*() call of a row that belongs on a plot.  pshmbench.c
 * opens and closes each entry's files; bench_util.c hands every printed row
 * to bench_plot_row().  Rank 0 only (it prints the rows).
 */
#ifndef PSHMEX_PERF_PLOT_H
#define PSHMEX_PERF_PLOT_H

#include "bench_util.h"

#include <stddef.h>

/* Where the files go (NULL or "": nowhere, every call below does nothing).
 * Creates the directory if it does not exist.  Returns 0, or -1 with a
 * message on stderr. */
int bench_plot_open(const char *dir);

/* Whether --plot was given. */
int bench_plot_enabled(void);

/* The rows printed from now on belong to entry `name`. */
void bench_plot_begin(const char *name);

/* Write the entry's CSV and its plots (a plot only if some tagged row
 * belongs on it).  Returns 0, or -1 with a message on stderr. */
int bench_plot_end(void);

/* Tag the next row printed: it is a point of `series` at `size` bytes (the
 * x axis; > 0 to be drawn).  If op_bytes > 0 and the row is a bandwidth,
 * the latency plot also gets the time to move op_bytes at that bandwidth
 * (op_bytes / bandwidth: for a blocking call of op_bytes, its latency), as
 * series "<series> (bytes / bandwidth)".  A row can also be recorded
 * without printing it: bench_plot_tag() then bench_plot_row(). */
void bench_plot_tag(const char *series, size_t size, size_t op_bytes);

/* A printed row (called by bench_print_row_prec). */
void bench_plot_row(const char *group, const char *name, const bench_stats_t *s, const char *unit);

/* A row for the CSV only, never drawn: how an entry that prints no rows of
 * its own (paper: Markdown tables) records its numbers.  bytes: the
 * message size of the row (the CSV's bytes column).  s->runs 0 marks a
 * number not measured in this run (paper: a figure copied from the paper,
 * or one derived from another entry's median). */
void bench_plot_record(const char *group, const char *name, const char *series, size_t bytes,
                       const bench_stats_t *s, const char *unit);

#endif /* PSHMEX_PERF_PLOT_H */
