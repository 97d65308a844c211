/* plot_svg.c - writes a small, self-contained SVG line chart (see
 * plot_svg.h): a frame with grid lines, x positions at log2(x) with the
 * caller's labels, a linear y axis from 0 to a round number, one path per
 * series (broken where a value is missing) with a dot on every point, and
 * a legend to the right of the plot area. */
#include "plot_svg.h"

#include <math.h>
#include <stdio.h>

#define W      980.0
#define H      460.0
#define LEFT   70.0
#define RIGHT  260.0
#define TOP    50.0
#define BOTTOM 70.0
#define PW     (W - LEFT - RIGHT)
#define PH     (H - TOP - BOTTOM)

/* text content or attribute value, XML-escaped */
static void put_text(FILE *f, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
    }
}

/* A round grid step (1, 2 or 5 times a power of ten) giving about 5 lines
 * up to ymax. */
static double nice_step(double ymax)
{
    double raw = ymax / 5, mag = pow(10, floor(log10(raw)));
    if (raw <= mag)
        return mag;
    if (raw <= 2 * mag)
        return 2 * mag;
    if (raw <= 5 * mag)
        return 5 * mag;
    return 10 * mag;
}

int plot_svg_write(const char *path, const char *title, const char *xlabel, const char *ylabel,
                   const double *x, const char *const *xtick, size_t npoints,
                   const plot_series_t *series, size_t nseries)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;

    double ymax = 0;
    for (size_t s = 0; s < nseries; s++)
        for (size_t i = 0; i < npoints; i++)
            if (series[s].y[i] > ymax)
                ymax = series[s].y[i];
    if (!(ymax > 0))
        ymax = 1;
    const double step = nice_step(ymax);
    const double ytop = ceil(ymax / step) * step;
    const double x0 = npoints ? log2(x[0]) : 0;
    const double xspan = npoints > 1 && x[npoints - 1] > x[0] ? log2(x[npoints - 1]) - x0 : 1;
#define PX(v) (LEFT + (log2(v) - x0) / xspan * PW)
#define PY(v) (TOP + PH - (v) / ytop * PH)

    fprintf(f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
            "viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\" font-size=\"12\">\n"
            "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
            W, H, W, H);
    fprintf(f, "<text x=\"%.1f\" y=\"28\" text-anchor=\"middle\" font-size=\"15\">", W / 2);
    put_text(f, title);
    fputs("</text>\n", f);

    /* horizontal grid lines and y labels */
    for (double v = 0; v <= ytop + step / 2; v += step) {
        fprintf(f,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n"
                "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n",
                LEFT, PY(v), LEFT + PW, PY(v), LEFT - 6, PY(v) + 4, v);
    }
    /* vertical grid lines and x labels, one per point */
    for (size_t i = 0; i < npoints; i++) {
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#eee\"/>\n",
                PX(x[i]), TOP, PX(x[i]), TOP + PH);
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"11\">", PX(x[i]),
                TOP + PH + 18);
        put_text(f, xtick[i]);
        fputs("</text>\n", f);
    }
    fprintf(f,
            "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" "
            "stroke=\"#444\"/>\n",
            LEFT, TOP, PW, PH);
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">", LEFT + PW / 2, H - 20);
    put_text(f, xlabel);
    fprintf(f,
            "</text>\n<text transform=\"translate(18 %.1f) rotate(-90)\" "
            "text-anchor=\"middle\">",
            TOP + PH / 2);
    put_text(f, ylabel);
    fputs("</text>\n", f);

    /* the series */
    for (size_t s = 0; s < nseries; s++) {
        const plot_series_t *p = &series[s];
        const char *dash = p->dashed ? " stroke-dasharray=\"6 4\"" : "";
        fputs("<path fill=\"none\" stroke-width=\"2\" stroke=\"", f);
        put_text(f, p->color);
        fprintf(f, "\"%s d=\"", dash);
        int pen_down = 0;
        for (size_t i = 0; i < npoints; i++) {
            if (!(p->y[i] > 0)) {
                pen_down = 0;
                continue;
            }
            fprintf(f, "%c%.1f %.1f ", pen_down ? 'L' : 'M', PX(x[i]), PY(p->y[i]));
            pen_down = 1;
        }
        fputs("\"/>\n", f);
        for (size_t i = 0; i < npoints; i++) {
            if (!(p->y[i] > 0))
                continue;
            fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"", PX(x[i]), PY(p->y[i]));
            put_text(f, p->color);
            fputs("\"/>\n", f);
        }
    }

    /* the legend, right of the plot area */
    const double lx = LEFT + PW + 16;
    for (size_t s = 0; s < nseries; s++) {
        const plot_series_t *p = &series[s];
        const double ly = TOP + 12 + 20.0 * (double)s;
        fprintf(f,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke-width=\"2\"%s "
                "stroke=\"",
                lx, ly - 4, lx + 28, ly - 4, p->dashed ? " stroke-dasharray=\"6 4\"" : "");
        put_text(f, p->color);
        fprintf(f, "\"/>\n<text x=\"%.1f\" y=\"%.1f\">", lx + 34, ly);
        put_text(f, p->label);
        fputs("</text>\n", f);
    }
    fputs("</svg>\n", f);
#undef PX
#undef PY

    int bad = ferror(f);
    if (fclose(f) != 0 || bad)
        return -1;
    return 0;
}
