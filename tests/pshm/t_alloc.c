/* t_alloc: the library's heap allocator stops the job with the fatal line
 * (src/pshm/alloc.h) when memory runs out or a size overflows.
 *
 *   t_alloc       (a plain program: no job, no pshmrun)
 *
 * Each case runs in a child whose stderr goes to a pipe: the child must die
 * of SIGABRT, having printed exactly one "pshmex: FATAL: " line that names
 * the allocator and the size.
 */
#define TAP_NO_GASNET
#include <regex.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../tap.h"
#include "pshm/alloc.h"

enum which { HUGE_MALLOC, HUGE_REALLOC, CALLOC_OVERFLOW };

static void allocate(enum which w)
{
    void *volatile p = NULL;
    switch (w) {
    case HUGE_MALLOC: /* beyond PTRDIFF_MAX: jemalloc cannot serve it */
        p = pshm_malloc(SIZE_MAX / 2 + 1);
        break;
    case HUGE_REALLOC: p = pshm_realloc(pshm_malloc(16), SIZE_MAX / 2 + 1); break;
    case CALLOC_OVERFLOW: p = pshm_calloc(SIZE_MAX / 2, 4); break;
    }
    (void)p;
}

/* Run case w in a child; its stderr into err (NUL-terminated). */
static int run_child(enum which w, char *err, size_t len)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 2);
        close(fds[0]);
        allocate(w);
        _exit(0); /* the allocation returned: wrong */
    }
    close(fds[1]);
    size_t at = 0;
    ssize_t n;
    while (at + 1 < len && (n = read(fds[0], err + at, len - 1 - at)) > 0)
        at += (size_t)n;
    err[at] = '\0';
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return status;
}

static void check(enum which w, const char *name, const char *re)
{
    char err[4096];
    int status = run_child(w, err, sizeof err);
    ok(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT, "%s: the process dies of SIGABRT", name);
    regex_t rx;
    int matched = 0, lines = 0;
    for (char *l = err; (l = strstr(l, "pshmex: ")); l++)
        lines++;
    if (regcomp(&rx, re, REG_EXTENDED | REG_NEWLINE) == 0) {
        matched = regexec(&rx, err, 0, NULL, 0) == 0;
        regfree(&rx);
    }
    ok(matched && lines == 1, "%s: one line matching /%s/", name, re);
    if (!matched || lines != 1)
        diag("stderr was: %s", err);
}

int main(void)
{
    tap_plan(6);
    check(HUGE_MALLOC, "pshm_malloc",
          "^pshmex: FATAL: pshm_malloc: out of memory allocating [0-9]+ bytes$");
    check(HUGE_REALLOC, "pshm_realloc",
          "^pshmex: FATAL: pshm_realloc: out of memory allocating [0-9]+ bytes$");
    check(CALLOC_OVERFLOW, "pshm_calloc",
          "^pshmex: FATAL: pshm_calloc: allocation of [0-9]+ x 4 bytes overflows$");
    return tap_done();
}
