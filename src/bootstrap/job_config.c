/* job_config.c - see job_config.h. */
#include "bootstrap/job_config.h"

#include <ctype.h>
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

int boot_parse_size(const char *text, uint32_t nranks, uint64_t *bytes)
{
    char *end;
    double v = strtod(text, &end);
    if (end == text || !(v >= 0))
        return pshm_err(PSHM_EINVAL, "'%s' is not a size", text);
    while (isspace((unsigned char)*end))
        end++;
    double mult = 1;
    if (*end == '/') {
        char c = (char)toupper((unsigned char)end[1]);
        if ((c != 'H' && c != 'P') || end[2] != '\0' || v > 1)
            return pshm_err(PSHM_EINVAL, "'%s': a fraction is written like 0.5/H or 0.1/P", text);
        double mem = (double)phys_mem();
        *bytes = (uint64_t)(c == 'H' ? v * mem / (nranks ? nranks : 1) : v * mem);
        return 0;
    }
    switch (toupper((unsigned char)*end)) {
    case '\0': break;
    case 'K':
        mult = 1024.0;
        end++;
        break;
    case 'M':
        mult = 1024.0 * 1024;
        end++;
        break;
    case 'G':
        mult = 1024.0 * 1024 * 1024;
        end++;
        break;
    case 'T':
        mult = 1024.0 * 1024 * 1024 * 1024;
        end++;
        break;
    default: return pshm_err(PSHM_EINVAL, "'%s': unknown size suffix", text);
    }
    if (mult > 1 && toupper((unsigned char)*end) == 'B')
        end++;
    if (*end != '\0')
        return pshm_err(PSHM_EINVAL, "'%s' is not a size", text);
    double b = v * mult;
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
