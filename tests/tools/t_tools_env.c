/* t_tools_env.c - environment calls and number parsing / formatting,
 * including the fatal error each malformed value gets. */
#include "tools_common.h"

static void bad_env(void *arg)
{
    /* arg: "KIND=value"; KIND y (yesno), i (int), m (memory size), d (double) */
    const char *spec = arg;
    setenv("T_TOOLS_BAD", spec + 2, 1);
    switch (spec[0]) {
    case 'y': printf("got %d\n", gasnett_getenv_yesno_withdefault("T_TOOLS_BAD", 0)); break;
    case 'i':
        printf("got %lld\n", (long long)gasnett_getenv_int_withdefault("T_TOOLS_BAD", 1, 0));
        break;
    case 'm':
        printf("got %lld\n", (long long)gasnett_getenv_int_withdefault("T_TOOLS_BAD", 1, 1));
        break;
    case 'd': printf("got %g\n", gasnett_getenv_dbl_withdefault("T_TOOLS_BAD", 1.0)); break;
    case 'p': printf("got %lld\n", (long long)gasnett_parse_int(spec + 2, 0)); break;
    }
}

static void verbose(void *arg)
{
    (void)arg;
    setenv("GASNET_VERBOSEENV", "1", 1);
    setenv("T_TOOLS_SET", "abc", 1);
    unsetenv("T_TOOLS_UNSET");
    gasnett_getenv_withdefault("T_TOOLS_SET", "dflt");
    gasnett_getenv_int_withdefault("T_TOOLS_UNSET", 4096, 1);
    gasnett_getenv_withdefault("T_TOOLS_SET", "dflt"); /* reported once only */
}

#define YESNO(v, d, want)                                                                          \
    do {                                                                                           \
        setenv("T_TOOLS_YN", v, 1);                                                                \
        ok(gasnett_getenv_yesno_withdefault("T_TOOLS_YN", d) == want, "yesno: \"%s\" is %d", v,    \
           want);                                                                                  \
    } while (0)

#define INT(v, mult, want)                                                                         \
    do {                                                                                           \
        setenv("T_TOOLS_INT", v, 1);                                                               \
        int64_t got_ = gasnett_getenv_int_withdefault("T_TOOLS_INT", -99, mult);                   \
        ok(got_ == (int64_t)(want), "int: \"%s\" (multiplier %d) is %lld (got %lld)", v, mult,     \
           (long long)(want), (long long)got_);                                                    \
    } while (0)

#define BAD(spec, what)                                                                            \
    do {                                                                                           \
        run_child(bad_env, (void *)(spec), &r);                                                    \
        ok(aborted(&r) && strstr(r.out, "FATAL ERROR") && strstr(r.out, what),                     \
           "malformed %s is a fatal error naming it", spec);                                       \
        if (!aborted(&r))                                                                          \
            diag("status 0x%x, output: %s", r.status, r.out);                                      \
    } while (0)

int main(void)
{
    struct child_result r;
    char buf[64];

    gasnett_setenv("T_TOOLS_X", "hello");
    ok(gasnett_getenv("T_TOOLS_X") && !strcmp(gasnett_getenv("T_TOOLS_X"), "hello"),
       "setenv then getenv");
    gasnett_unsetenv("T_TOOLS_X");
    ok(gasnett_getenv("T_TOOLS_X") == NULL, "unsetenv removes it");
    ok(!strcmp(gasnett_getenv_withdefault("T_TOOLS_X", "dflt"), "dflt"),
       "withdefault: unset gives the default");
    gasnett_setenv("T_TOOLS_X", "set");
    ok(!strcmp(gasnett_getenv_withdefault("T_TOOLS_X", "dflt"), "set"),
       "withdefault: set value wins");

    YESNO("y", 0, 1);
    YESNO("YES", 0, 1);
    YESNO("Yes", 0, 1);
    YESNO("1", 0, 1);
    YESNO("n", 1, 0);
    YESNO("NO", 1, 0);
    YESNO("0", 1, 0);
    unsetenv("T_TOOLS_YN");
    ok(gasnett_getenv_yesno_withdefault("T_TOOLS_YN", 1) == 1 &&
           gasnett_getenv_yesno_withdefault("T_TOOLS_YN", 0) == 0,
       "yesno: unset gives the default");

    INT("42", 0, 42);
    INT("-7", 0, -7);
    INT("0x1F", 0, 31);
    INT(" 12 ", 0, 12);
    INT("64MB", 1, 64 << 20);
    INT("64m", 1, 64 << 20);
    INT("1.5G", 1, 3ll << 29);
    INT("4k", 1, 4096);
    INT("2TB", 1, 2ll << 40);
    INT("100", 1024, 102400);
    INT("10B", 1024, 10);
    INT("0x10", 1024, 16 * 1024);
    unsetenv("T_TOOLS_INT");
    ok(gasnett_getenv_int_withdefault("T_TOOLS_INT", 77, 0) == 77, "int: unset gives the default");

    setenv("T_TOOLS_DBL", "1.5", 1);
    ok(gasnett_getenv_dbl_withdefault("T_TOOLS_DBL", 0) == 1.5, "dbl: \"1.5\"");
    setenv("T_TOOLS_DBL", "-1e4", 1);
    ok(gasnett_getenv_dbl_withdefault("T_TOOLS_DBL", 0) == -1e4, "dbl: \"-1e4\"");
    setenv("T_TOOLS_DBL", "3/8", 1);
    ok(gasnett_getenv_dbl_withdefault("T_TOOLS_DBL", 0) == 0.375, "dbl: the fraction \"3/8\"");
    unsetenv("T_TOOLS_DBL");
    ok(gasnett_getenv_dbl_withdefault("T_TOOLS_DBL", 2.25) == 2.25, "dbl: unset gives the default");

    ok(gasnett_parse_int("123", 0) == 123 && gasnett_parse_int("0x100", 0) == 256 &&
           gasnett_parse_int("2K", 1) == 2048 && gasnett_parse_int("3", 1024 * 1024) == 3 << 20,
       "parse_int: unitless and memory sizes");

    BAD("y=maybe", "T_TOOLS_BAD");
    BAD("y=", "T_TOOLS_BAD");
    BAD("i=12abc", "T_TOOLS_BAD");
    BAD("i=1.5", "T_TOOLS_BAD");
    BAD("i=", "T_TOOLS_BAD");
    BAD("m=3 parsecs", "T_TOOLS_BAD");
    BAD("m=KB", "T_TOOLS_BAD");
    BAD("d=x", "T_TOOLS_BAD");
    BAD("d=1/0", "T_TOOLS_BAD");
    BAD("d=2.5z", "T_TOOLS_BAD");
    BAD("p=0xZZ", "0xZZ");

    ok(!strcmp(gasnett_format_number(4096, buf, sizeof buf, 1), "4 KB"),
       "format_number: 4096 -> 4 KB");
    ok(!strcmp(gasnett_format_number(3ll << 30, buf, sizeof buf, 1), "3 GB"),
       "format_number: 3 GB");
    ok(!strcmp(gasnett_format_number(1000, buf, sizeof buf, 1), "1000 B"), "format_number: 1000 B");
    ok(!strcmp(gasnett_format_number(-5, buf, sizeof buf, 0), "-5"), "format_number: -5 unitless");
    ok(gasnett_parse_int(gasnett_format_number(5ll << 20, buf, sizeof buf, 1), 1) == 5ll << 20,
       "parse_int reads back what format_number wrote");

    unsetenv("GASNET_VERBOSEENV");
    ok(!gasnett_verboseenv(), "verboseenv: off without GASNET_VERBOSEENV");
    run_child(verbose, NULL, &r);
    const char *first = strstr(r.out, "T_TOOLS_SET");
    ok(first && strstr(r.out, "abc") && !strstr(first + 1, "T_TOOLS_SET"),
       "GASNET_VERBOSEENV=1: a setting is reported, once");
    ok(strstr(r.out, "T_TOOLS_UNSET") && strstr(r.out, "4 KB") && strstr(r.out, "(default)"),
       "GASNET_VERBOSEENV=1: a default is reported as such");
    return tap_done();
}
