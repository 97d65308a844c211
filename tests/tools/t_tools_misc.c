/* t_tools_misc.c - system properties and the miscellaneous gasnett_* calls. */
#include "tools_common.h"

#include <sched.h>
#include <sys/resource.h>

GASNETT_IDENT(t_tools_misc_ident, "$PshmexTest: tools misc $");

static volatile sig_atomic_t got_usr1;
static void on_usr1(int sig)
{
    got_usr1 = sig;
}

static size_t naive0s(const unsigned char *p, size_t n)
{
    size_t z = 0;
    for (size_t i = 0; i < n; i++)
        z += p[i] == 0;
    return z;
}

GASNETT_NEVER_INLINE(never_inlined, static int never_inlined(int x));
static int never_inlined(int x)
{
    return x + 1;
}
GASNETT_INLINE(always_inlined) int always_inlined(int x)
{
    return x * 2;
}

int main(void)
{
    unsetenv("GASNET_TRACEFILE");
    ok(gasnett_cpu_count() >= 1 && gasnett_cpu_count() == sysconf(_SC_NPROCESSORS_ONLN),
       "cpu_count %d: the node's online CPUs (%ld), whatever this process may run on",
       gasnett_cpu_count(), sysconf(_SC_NPROCESSORS_ONLN));
    ok(gasnett_getPhysMemSz(1) >= (64u << 20), "getPhysMemSz %llu >= 64 MB",
       (unsigned long long)gasnett_getPhysMemSz(0));
    char host[256] = "";
    gethostname(host, sizeof host);
    ok(!strcmp(gasnett_gethostname(), host), "gethostname is \"%s\"", gasnett_gethostname());
    const char *exe = gasnett_exe_name();
    ok(strlen(exe) > 12 && !strcmp(exe + strlen(exe) - 12, "t_tools_misc"), "exe_name is %s", exe);
    ok(gasnett_release_version() == 2026110000u, "release_version 2026110000");
    ok(!strcmp(gasnett_release_version_str(), "2026.11.0"), "release_version_str 2026.11.0");
    ok(gasnett_performance_warning_str() != NULL, "performance_warning_str is a string");
    ok(gasnett_isLittleEndian() == (PLATFORM_ARCH_LITTLE_ENDIAN + 0),
       "isLittleEndian matches PLATFORM_ARCH");

    unsigned char a[300], b[300];
    for (int i = 0; i < 300; i++)
        a[i] = (unsigned char)((i * 7) % 5 ? i : 0);
    memcpy(b, a, sizeof a);
    ok(gasnett_checksum(a, 300) == gasnett_checksum(b, 300), "checksum: equal data, equal sums");
    b[150] ^= 1;
    ok(gasnett_checksum(a, 300) != gasnett_checksum(b, 300),
       "checksum: one flipped bit changes it");
    int c0ok = 1;
    for (size_t off = 0; off < 9; off++)
        for (size_t n = 0; n < 290; n += 17)
            c0ok &= gasnett_count0s(a + off, n) == naive0s(a + off, n);
    ok(c0ok, "count0s matches a byte-by-byte count at every alignment and length");
    memset(b, 0xAA, sizeof b);
    ok(gasnett_count0s_copy(b, a, 300) == naive0s(a, 300) && !memcmp(a, b, 300),
       "count0s_copy copies and counts");
    ok(gasnett_count0s_uint32_t(0x00FF0000u) == 3 && gasnett_count0s_uint32_t(0) == 4 &&
           gasnett_count0s_uint32_t(0x01020304u) == 0,
       "count0s_uint32_t");
    ok(gasnett_count0s_uint64_t(0x8000000000000001ull) == 6 && gasnett_count0s_uint64_t(0) == 8 &&
           gasnett_count0s_uintptr_t((uintptr_t)0x0100) == (int)sizeof(uintptr_t) - 1,
       "count0s_uint64_t / uintptr_t");

    char *m = gasnett_mmap(1 << 20);
    m[0] = 1;
    m[(1 << 20) - 1] = 2;
    ok(m[0] == 1 && m[(1 << 20) - 1] == 2, "mmap gives writable memory");

    /* a soft limit below its hard one, for the stack and for CPU time; with
     * GASNET_MAXIMIZE_RLIMIT_STACK=0 the stack's stays, and success is
     * still reported; without it both are raised */
    struct rlimit stack, cpu, after;
    getrlimit(RLIMIT_STACK, &stack);
    getrlimit(RLIMIT_CPU, &cpu);
    const rlim_t low_stack = 4u << 20, low_cpu = 100000;
    int lowered = (stack.rlim_max == RLIM_INFINITY || stack.rlim_max > low_stack) &&
                  (cpu.rlim_max == RLIM_INFINITY || cpu.rlim_max > low_cpu);
    if (lowered) {
        setrlimit(RLIMIT_STACK, &(struct rlimit){low_stack, stack.rlim_max});
        setrlimit(RLIMIT_CPU, &(struct rlimit){low_cpu, cpu.rlim_max});
    }
    setenv("GASNET_MAXIMIZE_RLIMIT_STACK", "0", 1);
    int rc = gasnett_maximize_rlimits();
    getrlimit(RLIMIT_STACK, &after);
    ok(!lowered || (rc && after.rlim_cur == low_stack),
       "maximize_rlimits with GASNET_MAXIMIZE_RLIMIT_STACK=0 leaves RLIMIT_STACK (%llu) and "
       "reports success (%d)",
       (unsigned long long)after.rlim_cur, rc);
    unsetenv("GASNET_MAXIMIZE_RLIMIT_STACK");
    gasnett_maximize_rlimits();
    getrlimit(RLIMIT_STACK, &after);
    ok(after.rlim_cur == after.rlim_max, "maximize_rlimits raises RLIMIT_STACK to its hard limit");
    getrlimit(RLIMIT_CPU, &after);
    ok(after.rlim_cur == after.rlim_max, "maximize_rlimits raises RLIMIT_CPU (cpu time) to its "
                                         "hard limit");

    /* rank names CPU rank mod the node's count, as the system numbers them:
     * the highest CPU this process may use, named with a rank past the count */
    cpu_set_t allowed;
    sched_getaffinity(0, sizeof allowed, &allowed);
    int last = -1;
    for (int c = 0; c < CPU_SETSIZE; c++)
        if (CPU_ISSET(c, &allowed))
            last = c;
    int rc_aff = gasnett_set_affinity(last + gasnett_cpu_count());
    cpu_set_t now;
    sched_getaffinity(0, sizeof now, &now);
    ok(rc_aff == 0 && CPU_COUNT(&now) == 1 && CPU_ISSET(last, &now),
       "set_affinity(%d + cpu_count) pins to CPU %d alone, returns 0 (%d)", last, last, rc_aff);
    sched_setaffinity(0, sizeof allowed, &allowed);

    gasnett_sighandlerfn_t old = gasnett_reghandler(SIGUSR1, on_usr1);
    raise(SIGUSR1);
    ok(got_usr1 == SIGUSR1 && gasnett_reghandler(SIGUSR1, old) == on_usr1,
       "reghandler installs a handler and returns the previous one");

    char *loc = gasnett_current_loc;
    ok(loc && strstr(loc, "main") && strstr(loc, "t_tools_misc.c"), "current_loc is \"%s\"", loc);
    free(loc);
    ok(!strcmp(GASNETT_CURRENT_FUNCTION, "main"), "GASNETT_CURRENT_FUNCTION");
    ok(strstr(t_tools_misc_ident, "PshmexTest") != NULL, "GASNETT_IDENT embeds its text");
    ok(never_inlined(1) == 2 && always_inlined(2) == 4, "GASNETT_INLINE / NEVER_INLINE functions");
    int hits = 0;
    if_pt(hits == 0) hits++;
    if_pf(hits == 0) hits += 10;
    ok(hits == 1 && GASNETT_PREDICT_TRUE(1) && !GASNETT_PREDICT_FALSE(0),
       "if_pt / if_pf / PREDICT");
    ok(!strcmp(_STRINGIFY(GASNETT_PAGESIZE), "4096") &&
           (1 << GASNETT_PAGESHIFT) == GASNETT_PAGESIZE && GASNETT_CACHE_LINE_BYTES >= 32,
       "GASNETT_PAGESIZE / PAGESHIFT / CACHE_LINE_BYTES");
    ok(strstr(GASNETT_CONFIG_STRING, "RELEASE=2026.11.0") && strstr(GASNETT_SYSTEM_TUPLE, "linux"),
       "CONFIG_STRING \"%s\", SYSTEM_TUPLE \"%s\"", GASNETT_CONFIG_STRING, GASNETT_SYSTEM_TUPLE);
    note("compiler %s", PLATFORM_COMPILER_IDSTR);
    ok(strlen(PRIuSZ) && strlen(PRIuPTR), "PRIuSZ / PRIuPTR exist");
    gasnett_sched_yield();
    gasnett_flush_streams();
    GASNETT_TRACE_PRINTF("not traced: GASNET_TRACEFILE is unset (%d)", 1);
    ok(!GASNETT_TRACE_ENABLED, "GASNETT_TRACE_ENABLED is 0 without GASNET_TRACEFILE");
    ok(GASNETT_STATS_INIT(NULL) == 0, "GASNETT_STATS_INIT compiles (statistics are not kept)");
    return tap_done();
}
