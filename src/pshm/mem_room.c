/* mem_room.c - see mem_room.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "pshm/mem_room.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/vfs.h>
#include <unistd.h>

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

/* Free space of the file system behind fd, or behind a new memfd if fd < 0
 * (a memfd has no limit of its own and says 0 blocks). */
static uint64_t backing_room(int fd)
{
    int probe = fd < 0 ? memfd_create("pshmex-probe", MFD_CLOEXEC) : -1;
    struct statfs st;
    uint64_t room = UINT64_MAX;
    if ((fd >= 0 ? fd : probe) >= 0 && fstatfs(fd >= 0 ? fd : probe, &st) == 0 && st.f_blocks > 0)
        room = (uint64_t)st.f_bavail * (uint64_t)st.f_bsize;
    if (probe >= 0)
        close(probe);
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

uint64_t pshm_mem_room(int fd)
{
    uint64_t room = meminfo("MemAvailable");
    room = min_u64(room, memcg_room());
    room = min_u64(room, backing_room(fd));
    return min_u64(room, commit_room());
}
