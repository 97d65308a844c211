/* job_config.c - see job_config.h. */
#include "bootstrap/job_config.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/mem_room.h"

static uint64_t phys_mem(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    return pages > 0 && page > 0 ? (uint64_t)pages * (uint64_t)page : (1ull << 30);
}

/* GASNET_MAX_SEGSIZE's forms, as the reference reads them: a size
 * ("512MB", "2G", "1.5GB", a plain number of bytes) or a fraction of the
 * physical memory (a number strictly between 0 and 1, "0.85"), then
 * optionally "/P" (per process, the default) or "/H" (for the host: split
 * across the job's ranks), the slash and blanks optional ("2GB/P",
 * "0.5 h"). */
int boot_parse_size(const char *text, uint32_t nranks, uint64_t *bytes)
{
    char buf[128];
    size_t len = strlen(text);
    if (len >= sizeof buf)
        return pshm_err(PSHM_EINVAL, "'%.40s...' is too long for a size", text);
    memcpy(buf, text, len + 1);
    while (len && isspace((unsigned char)buf[len - 1]))
        buf[--len] = '\0';
    bool per_host = false;
    char last = len ? (char)toupper((unsigned char)buf[len - 1]) : '\0';
    if (last == 'H' || last == 'P') {
        per_host = last == 'H';
        buf[--len] = '\0';
        while (len && isspace((unsigned char)buf[len - 1]))
            buf[--len] = '\0';
        if (len && buf[len - 1] == '/')
            buf[--len] = '\0';
    }
    char *end;
    double v = strtod(buf, &end);
    if (end == buf || !(v >= 0))
        return pshm_err(PSHM_EINVAL, "'%s' is not a size", text);
    while (isspace((unsigned char)*end))
        end++;
    double b;
    if (*end == '\0') {
        b = v > 0 && v < 1 ? v * (double)phys_mem() : v; /* a fraction, or bytes */
    } else {
        double mult;
        switch (toupper((unsigned char)*end)) {
        case 'K': mult = 1024.0; break;
        case 'M': mult = 1024.0 * 1024; break;
        case 'G': mult = 1024.0 * 1024 * 1024; break;
        case 'T': mult = 1024.0 * 1024 * 1024 * 1024; break;
        default: return pshm_err(PSHM_EINVAL, "'%s': unknown size suffix", text);
        }
        end++;
        if (toupper((unsigned char)*end) == 'B')
            end++;
        if (*end != '\0')
            return pshm_err(PSHM_EINVAL, "'%s' is not a size (e.g. 2GB, 0.5/H, 1000MB/P)", text);
        b = v * mult;
    }
    if (per_host)
        b /= nranks ? nranks : 1;
    if (b > 1.8e19)
        return pshm_err(PSHM_EINVAL, "'%s' is too large", text);
    *bytes = (uint64_t)b;
    return 0;
}

uint64_t boot_shm_budget(void)
{
    uint64_t half = phys_mem() / 2, room = pshm_mem_room(-1);
    return half < room ? half : room;
}

int boot_max_segsize(uint32_t nranks, uint64_t *bytes)
{
    const char *s = getenv("GASNET_MAX_SEGSIZE");
    uint64_t v;
    if (s && *s) {
        int rc = boot_parse_size(s, nranks, &v);
        if (rc) {
            char why[256];
            snprintf(why, sizeof why, "%s", pshm_errmsg());
            return pshm_err(PSHM_EINVAL, "GASNET_MAX_SEGSIZE=%s: %s", s, why);
        }
    } else {
        /* every rank attaching this much, with the control areas every rank
         * backs at init, stays within what the job may use */
        uint64_t n = nranks ? nranks : 1, budget = boot_shm_budget();
        uint64_t ctrl = n * pshm_ctrl_bytes((uint32_t)n) + PSHM_SLOT_ALIGN;
        v = budget > ctrl ? (budget - ctrl) / n : 0;
    }
    uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
    *bytes = v / page * page;
    if (*bytes < page) /* nothing fits: one page, so attach still works for tiny segments */
        *bytes = page;
    return 0;
}
