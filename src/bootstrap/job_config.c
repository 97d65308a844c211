/* job_config.c - see job_config.h. */
#include "bootstrap/job_config.h"

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "pshm/err.h"
#include "pshm/job.h"

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
    case 'K': mult = 1024.0; end++; break;
    case 'M': mult = 1024.0 * 1024; end++; break;
    case 'G': mult = 1024.0 * 1024 * 1024; end++; break;
    case 'T': mult = 1024.0 * 1024 * 1024 * 1024; end++; break;
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

/* ---- the default: what the job's shared memory may grow to ------------- */

static uint64_t min_u64(uint64_t a, uint64_t b)
{
    return a < b ? a : b;
}

/* A "Name:   N kB" line of /proc/meminfo, in bytes; UINT64_MAX if absent. */
static uint64_t meminfo(const char *name)
{
    FILE *f = fopen("/proc/meminfo", "r");
    char line[256];
    uint64_t v = UINT64_MAX;
    size_t n = strlen(name);
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, name, n) == 0 && line[n] == ':') {
            v = strtoull(line + n + 1, NULL, 10) * 1024;
            break;
        }
    if (f)
        fclose(f);
    return v;
}

/* A number in a cgroup file ("max" or absent: UINT64_MAX). */
static uint64_t read_u64_file(const char *dir, const char *file)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "r");
    char text[64] = "";
    if (!f)
        return UINT64_MAX;
    if (!fgets(text, sizeof text, f))
        text[0] = '\0';
    fclose(f);
    char *end;
    unsigned long long v = strtoull(text, &end, 10);
    return end == text ? UINT64_MAX : v;
}

/* Room left under the memory limits of the cgroup `dir` and its ancestors
 * up to `root` (the controller's mount). */
static uint64_t cgroup_room(const char *root, const char *rel, const char *limit_file,
                            const char *usage_file)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s%s", root, rel);
    if (access(dir, F_OK) != 0) /* a cgroup namespace: we sit at the mount's root */
        snprintf(dir, sizeof dir, "%s", root);
    uint64_t room = UINT64_MAX;
    for (;;) {
        uint64_t limit = read_u64_file(dir, limit_file);
        uint64_t usage = read_u64_file(dir, usage_file);
        if (limit < (1ull << 60) && usage != UINT64_MAX)
            room = min_u64(room, limit > usage ? limit - usage : 0);
        char *slash = strrchr(dir, '/');
        if (strlen(dir) <= strlen(root) || !slash)
            break;
        *slash = '\0';
    }
    return room;
}

/* The memory cgroup's room (v2, or v1's memory controller). */
static uint64_t memcg_room(void)
{
    FILE *f = fopen("/proc/self/cgroup", "r");
    char line[4096];
    uint64_t room = UINT64_MAX;
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        char *ctrl = strchr(line, ':'), *path = ctrl ? strchr(ctrl + 1, ':') : NULL;
        if (!path)
            continue;
        *path++ = '\0';
        ctrl++;
        if (*ctrl == '\0') { /* v2: mounted at /sys/fs/cgroup or at .../unified */
            room =
                min_u64(room, cgroup_room("/sys/fs/cgroup", path, "memory.max", "memory.current"));
            room = min_u64(
                room, cgroup_room("/sys/fs/cgroup/unified", path, "memory.max", "memory.current"));
        } else if (strstr(ctrl, "memory")) {
            room = min_u64(room, cgroup_room("/sys/fs/cgroup/memory", path, "memory.limit_in_bytes",
                                             "memory.usage_in_bytes"));
        }
    }
    if (f)
        fclose(f);
    return room;
}

/* Free space of the file system behind the job's file (a memfd has no
 * limit of its own and says 0 blocks). */
static uint64_t backing_room(void)
{
    int fd = memfd_create("pshmex-probe", MFD_CLOEXEC);
    struct statfs st;
    uint64_t room = UINT64_MAX;
    if (fd >= 0 && fstatfs(fd, &st) == 0 && st.f_blocks > 0)
        room = (uint64_t)st.f_bavail * (uint64_t)st.f_bsize;
    if (fd >= 0)
        close(fd);
    return room;
}

/* With strict overcommit (vm.overcommit_memory=2) every page of the job's
 * file is charged against the commit limit. */
static uint64_t commit_room(void)
{
    FILE *f = fopen("/proc/sys/vm/overcommit_memory", "r");
    int mode = 0;
    if (f) {
        if (fscanf(f, "%d", &mode) != 1)
            mode = 0;
        fclose(f);
    }
    if (mode != 2)
        return UINT64_MAX;
    uint64_t limit = meminfo("CommitLimit"), used = meminfo("Committed_AS");
    return limit != UINT64_MAX && used != UINT64_MAX && limit > used ? limit - used : 0;
}

uint64_t boot_shm_budget(void)
{
    uint64_t b = phys_mem() / 2;
    b = min_u64(b, meminfo("MemAvailable"));
    b = min_u64(b, memcg_room());
    b = min_u64(b, backing_room());
    return min_u64(b, commit_room());
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
