/* tools_env.c - environment queries and number parsing/formatting.
 *
 * Malformed values are fatal errors naming the variable: a typo in a job's
 * settings should stop it, not silently run with the default. */
#include <gasnet_tools.h>

#include <ctype.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdbool.h>
#include <string.h>
#include <strings.h>

#include "tools/tools_internal.h"

char *gasnett_getenv(const char *keyname)
{
    return getenv(keyname);
}

void gasnett_setenv(const char *key, const char *value)
{
    if (setenv(key, value, 1))
        gasnett_fatalerror("gasnett_setenv(%s=%s) failed", key, value);
}

void gasnett_unsetenv(const char *key)
{
    if (unsetenv(key))
        gasnett_fatalerror("gasnett_unsetenv(%s) failed", key);
}

int gasnett_verboseenv(void)
{
    const char *v = getenv("GASNET_VERBOSEENV");
    return v && (!strcmp(v, "1") || !strcasecmp(v, "y") || !strcasecmp(v, "yes"));
}

/* Each key is reported once (a small table; later keys past it are still
 * reported, only possibly more than once). */
static bool first_report(const char *key)
{
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static char seen[64][64];
    static int nseen;
    bool first = true;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < nseen && first; i++)
        first = strcmp(seen[i], key) != 0;
    if (first && nseen < 64 && strlen(key) < sizeof seen[0])
        strcpy(seen[nseen++], key);
    pthread_mutex_unlock(&lock);
    return first;
}

static void display(const char *key, const char *shown, int is_dflt)
{
    if (!gasnett_verboseenv() || tools_rank() > 0 || !first_report(key))
        return;
    fprintf(stderr, "ENV parameter: %-30s = %s%s\n", key, shown, is_dflt ? "   (default)" : "");
    fflush(stderr);
}

void gasnett_envstr_display(const char *key, const char *val, int is_dflt)
{
    char buf[256];
    snprintf(buf, sizeof buf, "\"%s\"", val ? val : "");
    display(key, buf, is_dflt);
}

void gasnett_envint_display(const char *key, int64_t val, int is_dflt, int is_mem_size)
{
    char buf[64];
    display(key, gasnett_format_number(val, buf, sizeof buf, is_mem_size), is_dflt);
}

void gasnett_envdbl_display(const char *key, double val, int is_dflt)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%g", val);
    display(key, buf, is_dflt);
}

char *gasnett_getenv_withdefault(const char *keyname, const char *defaultval)
{
    char *v = getenv(keyname);
    gasnett_envstr_display(keyname, v ? v : defaultval, !v);
    return v ? v : (char *)defaultval;
}

int gasnett_getenv_yesno_withdefault(const char *keyname, int defaultval)
{
    const char *v = getenv(keyname);
    int r = defaultval != 0;
    if (v) {
        if (!strcasecmp(v, "y") || !strcasecmp(v, "yes") || !strcmp(v, "1"))
            r = 1;
        else if (!strcasecmp(v, "n") || !strcasecmp(v, "no") || !strcmp(v, "0"))
            r = 0;
        else
            gasnett_fatalerror("environment variable %s=\"%s\" is not yes/no "
                               "(Y, YES, 1, N, NO or 0)",
                               keyname, v);
    }
    display(keyname, r ? "YES" : "NO", !v);
    return r;
}

/* Binary multiplier of a memory-size suffix ("" is 0: none given); -1 if
 * the suffix is not one. */
static int64_t suffix_multiplier(const char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    static const char units[] = "BKMGT";
    if (!*s)
        return 0;
    const char *u = strchr(units, toupper((unsigned char)*s));
    if (!u)
        return -1;
    int64_t m = (int64_t)1 << (10 * (u - units));
    s++;
    if (u != units && (*s == 'b' || *s == 'B'))
        s++;
    while (isspace((unsigned char)*s))
        s++;
    return *s ? -1 : m;
}

/* Parse str into *out; false if malformed. */
static bool parse_int(const char *str, uint64_t mem_size_multiplier, int64_t *out)
{
    const char *s = str;
    while (isspace((unsigned char)*s))
        s++;
    if (!*s)
        return false;
    char *end;
    errno = 0;
    bool hex = (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) ||
               ((s[0] == '-' || s[0] == '+') && s[1] == '0' && (s[2] == 'x' || s[2] == 'X'));
    if (!mem_size_multiplier || hex) {
        long long v = strtoll(s, &end, 0);
        if (errno || end == s)
            return false;
        int64_t m = mem_size_multiplier ? suffix_multiplier(end) : 0;
        if (mem_size_multiplier ? m < 0 : suffix_multiplier(end) != 0)
            return false;
        if (mem_size_multiplier && !m)
            m = (int64_t)mem_size_multiplier;
        *out = (int64_t)v * (m ? m : 1);
        return true;
    }
    /* memory size: possibly fractional ("1.5G") */
    double v = strtod(s, &end);
    if (errno || end == s)
        return false;
    int64_t m = suffix_multiplier(end);
    if (m < 0)
        return false;
    if (!m)
        m = (int64_t)mem_size_multiplier;
    double bytes = v * (double)m;
    if (bytes > 9.2e18 || bytes < -9.2e18)
        return false;
    *out = (int64_t)(bytes + (bytes < 0 ? -0.5 : 0.5));
    return true;
}

int64_t gasnett_parse_int(const char *str, uint64_t mem_size_multiplier)
{
    int64_t v;
    if (!str || !parse_int(str, mem_size_multiplier, &v))
        gasnett_fatalerror("gasnett_parse_int: \"%s\" is not %s", str ? str : "(null)",
                           mem_size_multiplier ? "a memory size (e.g. 64MB, 1.5G)"
                                               : "an integer (decimal or 0x hex)");
    return v;
}

int64_t gasnett_getenv_int_withdefault(const char *keyname, int64_t defaultval,
                                       uint64_t mem_size_multiplier)
{
    const char *v = getenv(keyname);
    int64_t r = defaultval;
    if (v && !parse_int(v, mem_size_multiplier, &r))
        gasnett_fatalerror("environment variable %s=\"%s\" is not %s", keyname, v,
                           mem_size_multiplier ? "a memory size (e.g. 64MB, 1.5G)"
                                               : "an integer (decimal or 0x hex)");
    gasnett_envint_display(keyname, r, !v, mem_size_multiplier != 0);
    return r;
}

double gasnett_getenv_dbl_withdefault(const char *keyname, double defaultval)
{
    const char *v = getenv(keyname);
    double r = defaultval;
    if (v) {
        char *end;
        errno = 0;
        r = strtod(v, &end);
        bool ok = !errno && end != v;
        if (ok && *end == '/') { /* a fraction "3/8" */
            const char *den = end + 1;
            double d = strtod(den, &end);
            ok = !errno && end != den && d != 0;
            r = ok ? r / d : r;
        }
        while (ok && isspace((unsigned char)*end))
            end++;
        if (!ok || *end)
            gasnett_fatalerror("environment variable %s=\"%s\" is not a number "
                               "(e.g. 1.5, -1e4 or 3/8)",
                               keyname, v);
    }
    gasnett_envdbl_display(keyname, r, !v);
    return r;
}

char *gasnett_format_number(int64_t val, char *buf, size_t bufsz, int is_mem_size)
{
    static const char *const units[] = {"B", "KB", "MB", "GB", "TB"};
    int u = 0;
    if (is_mem_size) {
        while (u < 4 && val && val % 1024 == 0) {
            val /= 1024;
            u++;
        }
        snprintf(buf, bufsz, "%" PRId64 " %s", val, units[u]);
    } else {
        snprintf(buf, bufsz, "%" PRId64, val);
    }
    return buf;
}
