/* tools_common.h - helpers of the single-process gasnet_tools.h tests.
 *
 * These programs include gasnet_tools.h WITHOUT gasnet.h / gasnetex.h
 * (a tools-only client) and link only libpshmex. */
#ifndef TOOLS_COMMON_H
#define TOOLS_COMMON_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <gasnet_tools.h>

#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define TAP_NO_GASNET
#include "../tap.h"

#define NOINLINE __attribute__((noinline))

/* Output and fate of fn(arg) run in a child process. */
struct child_result {
    char out[16384]; /* stdout and stderr, merged */
    int status;      /* waitpid status */
};

/* Run fn(arg) in a forked child whose stdout/stderr go to a pipe; the child
 * exits 0 if fn returns.  Child-only environment changes go in fn. */
static TAP_UNUSED void run_child(void (*fn)(void *), void *arg, struct child_result *r)
{
    int p[2];
    memset(r, 0, sizeof *r);
    fflush(NULL);
    if (pipe(p)) {
        r->status = -1;
        return;
    }
    pid_t pid = fork();
    if (pid == 0) {
        close(p[0]);
        dup2(p[1], STDOUT_FILENO);
        dup2(p[1], STDERR_FILENO);
        signal(SIGABRT, SIG_DFL);
        fn(arg);
        fflush(NULL);
        _exit(0);
    }
    close(p[1]);
    size_t n = 0;
    ssize_t k;
    while ((k = read(p[0], r->out + n, sizeof r->out - 1 - n)) > 0)
        n += (size_t)k;
    r->out[n] = '\0';
    close(p[0]);
    waitpid(pid, &r->status, 0);
}

/* The child died of SIGABRT (gasnett_fatalerror). */
static TAP_UNUSED int aborted(const struct child_result *r)
{
    return WIFSIGNALED(r->status) && WTERMSIG(r->status) == SIGABRT;
}

#endif
