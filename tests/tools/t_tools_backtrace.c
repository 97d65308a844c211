/* t_tools_backtrace.c - gasnett_print_backtrace names this program's own
 * frames (static functions included, no -rdynamic), GASNET_BACKTRACE_TYPE
 * selects the mechanism, a client's gasnett_backtrace_user is used, and
 * gasnett_fatalerror prints the message and (with GASNET_BACKTRACE=1) the
 * backtrace before aborting. */
#include "tools_common.h"

#include <fcntl.h>

/* The client-defined mechanism: succeeds only when asked to. */
static int user_should_succeed, user_calls;
static int myapp_backtrace(int fd)
{
    user_calls++;
    if (!user_should_succeed)
        return 1; /* failure: the next mechanism is tried */
    static const char msg[] = "MYAPP-BACKTRACE-MARKER\n";
    return write(fd, msg, sizeof msg - 1) == sizeof msg - 1 ? 0 : 1;
}
gasnett_backtrace_type_t gasnett_backtrace_user = {"MYAPP", myapp_backtrace, 1};

static volatile int sink;

/* The backtrace of three nested calls of this program, into r->out. */
NOINLINE static int bt_level_three(int fd)
{
    int rc = gasnett_print_backtrace(fd);
    sink++; /* not a tail call: keeps this frame */
    return rc;
}
NOINLINE int bt_level_two(int fd)
{
    int rc = bt_level_three(fd);
    sink++;
    return rc;
}
NOINLINE static int bt_level_one(int fd)
{
    int rc = bt_level_two(fd);
    sink++;
    return rc;
}

static void print_bt(void *arg)
{
    if (arg)
        setenv("GASNET_BACKTRACE_TYPE", arg, 1);
    else
        unsetenv("GASNET_BACKTRACE_TYPE");
    printf("rc=%d\n", bt_level_one(STDOUT_FILENO));
}

NOINLINE static void die_here(void *arg)
{
    if (arg)
        setenv("GASNET_BACKTRACE", "1", 1);
    else
        unsetenv("GASNET_BACKTRACE");
    setenv("GASNET_BACKTRACE_TYPE", "EXECINFO", 1);
    gasnett_fatalerror("boom %d", 7);
}

/* Where the output names function fn in a frame line: " in fn+" (or
 * " in fn." for a compiler's clone such as fn.constprop.0); NULL if not. */
static const char *frame_of(const char *out, const char *fn)
{
    char pat[128];
    size_t len = (size_t)snprintf(pat, sizeof pat, " in %s", fn);
    for (const char *p = strstr(out, pat); p; p = strstr(p + 1, pat))
        if (p[len] == '+' || p[len] == '.')
            return p;
    return NULL;
}

static int names(const char *out, const char *fn)
{
    return frame_of(out, fn) != NULL;
}

static int print_ok(const struct child_result *r)
{
    return WIFEXITED(r->status) && WEXITSTATUS(r->status) == 0 && strstr(r->out, "rc=0");
}

int main(void)
{
    struct child_result r;
    unsetenv("GASNET_BACKTRACE");
    gasnett_backtrace_init("t_tools_backtrace");

    run_child(print_bt, "EXECINFO", &r);
    ok(print_ok(&r), "EXECINFO: print_backtrace returns 0");
    ok(names(r.out, "bt_level_three") && names(r.out, "bt_level_one"),
       "EXECINFO: names this program's static functions");
    ok(names(r.out, "bt_level_two") && names(r.out, "main"),
       "EXECINFO: names its global functions and main");
    ok(names(r.out, "gasnett_print_backtrace"), "EXECINFO: names the library's own frames");
    const char *p1 = frame_of(r.out, "bt_level_three"), *p2 = frame_of(r.out, "bt_level_two"),
               *p3 = frame_of(r.out, "bt_level_one"), *p4 = frame_of(r.out, "main");
    ok(p1 && p2 && p3 && p4 && p1 < p2 && p2 < p3 && p3 < p4, "EXECINFO: innermost frame first");
    if (!names(r.out, "bt_level_three"))
        diag("output:\n%s", r.out);

    user_should_succeed = 1;
    run_child(print_bt, "MYAPP", &r);
    ok(print_ok(&r) && strstr(r.out, "MYAPP-BACKTRACE-MARKER"),
       "GASNET_BACKTRACE_TYPE=MYAPP selects the client's gasnett_backtrace_user");
    run_child(print_bt, NULL, &r);
    ok(print_ok(&r) && strstr(r.out, "MYAPP-BACKTRACE-MARKER") && !names(r.out, "bt_level_one"),
       "by default the client's mechanism comes first");
    user_should_succeed = 0;
    run_child(print_bt, NULL, &r);
    ok(print_ok(&r) && !strstr(r.out, "MYAPP-BACKTRACE-MARKER") && names(r.out, "bt_level_one"),
       "when the client's mechanism fails, EXECINFO is used");
    run_child(print_bt, "NOSUCH", &r);
    ok(WIFEXITED(r.status) && strstr(r.out, "rc=1"),
       "an unknown mechanism only: print_backtrace fails");

    if (access("/usr/bin/gdb", X_OK) == 0) {
        run_child(print_bt, "GDB", &r);
        if (print_ok(&r))
            ok(strstr(r.out, "bt_level_three") && strstr(r.out, "bt_level_one"),
               "GDB: gdb's backtrace names this program's functions");
        else
            ok(strstr(r.out, "rc=1") != NULL,
               "GDB: gdb could not attach here (ptrace not permitted), reported as failure");
    }

    run_child(die_here, (void *)1, &r);
    ok(aborted(&r), "fatalerror aborts (SIGABRT)");
    ok(strstr(r.out, "*** FATAL ERROR") && strstr(r.out, "boom 7"),
       "fatalerror prints its message");
    ok(names(r.out, "die_here") && names(r.out, "gasnett_fatalerror"),
       "GASNET_BACKTRACE=1: fatalerror prints a backtrace naming the failing function");
    run_child(die_here, NULL, &r);
    ok(aborted(&r) && strstr(r.out, "boom 7") && !names(r.out, "die_here"),
       "without GASNET_BACKTRACE: message, no backtrace");
    return tap_done();
}
