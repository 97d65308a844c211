/* launch_args.c - see launch_args.h. */
#include "bootstrap/launch_args.h"

#include <errno.h>
#include <gasnetex.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define USAGE "usage: pshmrun -n N [--bind=core|none] [--label] [--] program [args...]"

static int fail(char *err, size_t len, const char *fmt, const char *arg)
{
    snprintf(err, len, fmt, arg);
    return -1;
}

static int parse_count(const char *s, uint32_t *n, char *err, size_t len)
{
    char *end;
    errno = 0;
    if (!s || !*s)
        return fail(err, len, "%s", "-n needs a number of ranks");
    long v = strtol(s, &end, 10);
    if (*end != '\0' || errno)
        return fail(err, len, "-n '%s' is not a number", s);
    if (v < 1 || v > PSHMEX_MAX_RANKS) {
        char msg[160];
        snprintf(msg, sizeof msg, "-n %s is out of range: a job has 1..%d ranks", s,
                 PSHMEX_MAX_RANKS);
        return fail(err, len, "%s", msg);
    }
    *n = (uint32_t)v;
    return 0;
}

int launch_parse(int argc, char **argv, struct launch_args *a, char *err, size_t len)
{
    *a = (struct launch_args){0, BOOT_BIND_DEFAULT, false, NULL};
    bool have_n = false;
    int i = 1;
    for (; i < argc; i++) {
        const char *s = argv[i];
        if (strcmp(s, "--") == 0) {
            i++;
            break;
        }
        if (s[0] != '-' || s[1] == '\0')
            break;
        if (strcmp(s, "-h") == 0 || strcmp(s, "--help") == 0)
            return snprintf(err, len, "%s", USAGE), 1;
        if (strcmp(s, "--version") == 0)
            return snprintf(err, len, "pshmrun (pshmex) %s", PSHMEX_VERSION_STRING), 1;
        if (strcmp(s, "-n") == 0 || strcmp(s, "--np") == 0) {
            if (parse_count(i + 1 < argc ? argv[++i] : NULL, &a->nranks, err, len))
                return -1;
            have_n = true;
        } else if (strncmp(s, "-n", 2) == 0 && s[2] != '-') {
            if (parse_count(s + 2, &a->nranks, err, len))
                return -1;
            have_n = true;
        } else if (strncmp(s, "--np=", 5) == 0) {
            if (parse_count(s + 5, &a->nranks, err, len))
                return -1;
            have_n = true;
        } else if (strcmp(s, "--bind=core") == 0) {
            a->bind = BOOT_BIND_CORE;
        } else if (strcmp(s, "--bind=none") == 0) {
            a->bind = BOOT_BIND_NONE;
        } else if (strncmp(s, "--bind", 6) == 0) {
            return fail(err, len, "bad binding '%s': use --bind=core or --bind=none", s);
        } else if (strcmp(s, "--label") == 0) {
            a->label = true;
        } else {
            return fail(err, len, "unknown option '%s' (" USAGE ")", s);
        }
    }
    if (!have_n)
        return fail(err, len, "%s", "missing -n N, the number of ranks (" USAGE ")");
    if (i >= argc)
        return fail(err, len, "%s", "missing the program to run (" USAGE ")");
    a->argv = &argv[i];
    return 0;
}

static int check_file(const char *path, char *err, size_t len)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return fail(err, len, "program '%s' not found", path);
    if (!S_ISREG(st.st_mode))
        return fail(err, len, "'%s' is not a regular file", path);
    if (access(path, X_OK) != 0)
        return fail(err, len, "program '%s' is not executable", path);
    return 0;
}

int launch_check_program(const char *prog, char *err, size_t len)
{
    if (strchr(prog, '/'))
        return check_file(prog, err, len);
    const char *path = getenv("PATH");
    if (!path || !*path)
        path = "/usr/local/bin:/usr/bin:/bin";
    char buf[PATH_MAX];
    for (const char *p = path;;) {
        const char *colon = strchr(p, ':');
        size_t dl = colon ? (size_t)(colon - p) : strlen(p);
        if (dl == 0)
            snprintf(buf, sizeof buf, "%s", prog);
        else
            snprintf(buf, sizeof buf, "%.*s/%s", (int)dl, p, prog);
        struct stat st;
        if (stat(buf, &st) == 0 && S_ISREG(st.st_mode) && access(buf, X_OK) == 0)
            return 0;
        if (!colon)
            break;
        p = colon + 1;
    }
    return fail(err, len, "program '%s' not found in PATH", prog);
}
