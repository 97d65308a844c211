/* plot_svg.h - a minimal SVG line chart for pshmbench: x on a log2 axis
 * (e.g. transfer sizes), y on a linear axis from 0, one polyline per series,
 * a legend on the right.  Needs only stdio and libm. */
#ifndef PSHMEX_PERF_PLOT_SVG_H
#define PSHMEX_PERF_PLOT_SVG_H

#include <stddef.h>

typedef struct {
    const char *label; /* legend text */
    const char *color; /* SVG colour, e.g. "#1f77b4" */
    int dashed;        /* draw a dashed line */
    const double *y;   /* one value per point; values <= 0 are left out */
} plot_series_t;

/* Write the chart to path.  x: npoints values > 0, increasing; xtick: a
 * label for each point, drawn under it.  Returns 0, or -1 (errno set) when
 * the file cannot be written. */
int plot_svg_write(const char *path, const char *title, const char *xlabel, const char *ylabel,
                   const double *x, const char *const *xtick, size_t npoints,
                   const plot_series_t *series, size_t nseries);

#endif /* PSHMEX_PERF_PLOT_SVG_H */
