/* seg_common.h - helpers of the created-segment tests (t_seg_create,
 * t_seg_tmpair): what this process has mapped and open, to prove that
 * creating and destroying segments leaves nothing behind. */
#ifndef SEG_COMMON_H
#define SEG_COMMON_H

#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../tap.h"

/* Lines of /proc/self/maps (one per mapping). Under ThreadSanitizer and
 * under valgrind (tap_under_valgrind) only those of memfds (the segments,
 * the job area), since the tool's own mappings share the map: TSan's
 * shadow of the memory a round touched splits into more mappings as the
 * test runs, and valgrind's changed by one line over 40 rounds
 * (104 -> 103). */
static TAP_UNUSED int seg_count_maps(void)
{
    const int memfds_only = TAP_TSAN || tap_under_valgrind();
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f)
        return -1;
    int n = 0;
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        if (memfds_only)
            n += strstr(line, "/memfd:") != NULL;
        else
            n += strchr(line, '\n') != NULL; /* a line longer than the buffer counts once */
    }
    fclose(f);
    return n;
}

/* /proc/self/maps as text (malloc'ed; NULL on failure). */
static TAP_UNUSED char *seg_read_maps(void)
{
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    int c;
    while (buf && (c = getc(f)) != EOF) {
        if (n + 1 >= cap)
            buf = realloc(buf, cap *= 2);
        if (buf)
            buf[n++] = (char)c;
    }
    fclose(f);
    if (buf)
        buf[n] = 0;
    return buf;
}

/* Open descriptors of memfds (any name) in this process. */
static TAP_UNUSED int seg_count_memfds(void)
{
    DIR *d = opendir("/proc/self/fd");
    if (!d)
        return -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        char path[300], target[300];
        snprintf(path, sizeof path, "/proc/self/fd/%s", e->d_name);
        ssize_t len = readlink(path, target, sizeof target - 1);
        if (len > 0) {
            target[len] = 0;
            n += strncmp(target, "/memfd:", 7) == 0;
        }
    }
    closedir(d);
    return n;
}

#endif
