/* tools_sys.c - system properties and miscellaneous gasnett_* calls. */
#include <gasnet_tools.h>

#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include "pshm/job.h"
#include "tools/tools_internal.h"

int tools_rank(void)
{
    return pshm_job.hdr && pshm_job.rank != UINT32_MAX ? (int)pshm_job.rank : -1;
}

int tools_write_all(int fd, const char *buf, size_t len)
{
    while (len) {
        ssize_t n = write(fd, buf, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        buf += n;
        len -= (size_t)n;
    }
    return 0;
}

uint64_t gasnett_release_version(void)
{
    return GASNETT_RELEASE_VERSION_MAJOR * (uint64_t)1000000 +
           GASNETT_RELEASE_VERSION_MINOR * (uint64_t)10000 + GASNETT_RELEASE_VERSION_PATCH;
}

const char *gasnett_release_version_str(void)
{
    return _STRINGIFY(GASNETT_RELEASE_VERSION_MAJOR) "." _STRINGIFY(
        GASNETT_RELEASE_VERSION_MINOR) "." _STRINGIFY(GASNETT_RELEASE_VERSION_PATCH);
}

const char *gasnett_performance_warning_str(void)
{
#if defined(PSHMEX_DEBUG) && PSHMEX_DEBUG
    return "    debugging (--enable-debug: argument checks on every RMA call)\n";
#else
    return "";
#endif
}

void gasnett_sched_yield(void)
{
    sched_yield();
}

/* README-tools: the CPUs of this node, not only those this process may run
 * on (a cpuset or taskset restricts those). */
int gasnett_cpu_count(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 0;
}

uint64_t gasnett_getPhysMemSz(int failureIsFatal)
{
    long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
    if (pages > 0 && psz > 0)
        return (uint64_t)pages * (uint64_t)psz;
    if (failureIsFatal)
        gasnett_fatalerror("gasnett_getPhysMemSz: cannot determine the physical memory size");
    return 0;
}

static char host_name[HOST_NAME_MAX + 1];
static pthread_once_t host_once = PTHREAD_ONCE_INIT;

static void read_host_name(void)
{
    if (gethostname(host_name, sizeof host_name - 1))
        strcpy(host_name, "unknown");
}

const char *gasnett_gethostname(void)
{
    pthread_once(&host_once, read_host_name);
    return host_name;
}

static char exe_path[PATH_MAX];
static pthread_once_t exe_once = PTHREAD_ONCE_INIT;

static void read_exe_path(void)
{
    ssize_t n = readlink("/proc/self/exe", exe_path, sizeof exe_path - 1);
    exe_path[n > 0 ? n : 0] = '\0';
}

const char *gasnett_exe_name(void)
{
    pthread_once(&exe_once, read_exe_path);
    return exe_path;
}

void gasnett_flush_streams(void)
{
    fflush(NULL);
    fsync(STDOUT_FILENO);
    fsync(STDERR_FILENO);
}

void gasnett_close_streams(void)
{
    fflush(NULL);
    fclose(stdin);
    fclose(stdout);
    fclose(stderr);
}

void gasnett_killmyprocess(int exitcode)
{
    _exit(exitcode);
}

/* README-tools: CPU number rank mod the node's CPU count, as the system
 * numbers them; a CPU this process may not use leaves it as it was (and
 * returns non-zero, as the reference does for a failed binding). */
int gasnett_set_affinity(int rank)
{
    int n = gasnett_cpu_count();
    if (n <= 1)
        return 0; /* one CPU: nothing to choose */
    int cpu = rank % n;
    if (cpu < 0)
        cpu += n;
    if (cpu >= CPU_SETSIZE)
        return -1;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    return pthread_setaffinity_np(pthread_self(), sizeof one, &one) ? -1 : 0;
}

int gasnett_maximize_rlimit(int res, const char *lim_desc)
{
    /* GASNET_MAXIMIZE_<desc> set false: leave it, and report success */
    char var[64];
    snprintf(var, sizeof var, "GASNET_MAXIMIZE_%s", lim_desc ? lim_desc : "");
    if (lim_desc && !gasnett_getenv_yesno_withdefault(var, 1))
        return 1;
    struct rlimit r;
    if (getrlimit(res, &r))
        return 0;
    if (r.rlim_cur == r.rlim_max)
        return 1;
    r.rlim_cur = r.rlim_max;
    if (setrlimit(res, &r)) {
        if (gasnett_verboseenv())
            fprintf(stderr, "gasnett_maximize_rlimit: cannot raise %s\n", lim_desc);
        return 0;
    }
    return 1;
}

int gasnett_maximize_rlimits(void)
{
    static const struct {
        int res;
        const char *desc;
    } lims[] = {{RLIMIT_CPU, "RLIMIT_CPU"},        {RLIMIT_AS, "RLIMIT_AS"},
                {RLIMIT_DATA, "RLIMIT_DATA"},      {RLIMIT_STACK, "RLIMIT_STACK"},
                {RLIMIT_RSS, "RLIMIT_RSS"},        {RLIMIT_NPROC, "RLIMIT_NPROC"},
                {RLIMIT_MEMLOCK, "RLIMIT_MEMLOCK"}};
    int ok = 1;
    for (size_t i = 0; i < sizeof lims / sizeof lims[0]; i++)
        ok &= gasnett_maximize_rlimit(lims[i].res, lims[i].desc);
    return ok;
}

void *gasnett_mmap(uintptr_t segsize)
{
    void *p = mmap(NULL, segsize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        gasnett_fatalerror("gasnett_mmap(%" PRIuPTR "): %s", segsize, strerror(errno));
    return p;
}

int gasnett_isLittleEndian(void)
{
    const uint16_t one = 1;
    return *(const unsigned char *)&one == 1;
}

gasnett_sighandlerfn_t gasnett_reghandler(int sigtocatch, gasnett_sighandlerfn_t fp)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = fp;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (sigaction(sigtocatch, &sa, &old))
        gasnett_fatalerror("gasnett_reghandler(%d): %s", sigtocatch, strerror(errno));
    return old.sa_handler;
}

uint64_t gasnett_checksum(const void *p, int numbytes)
{
    /* FNV-1a, 64-bit */
    const unsigned char *b = p;
    uint64_t h = 0xcbf29ce484222325ull;
    for (int i = 0; i < numbytes; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

/* Zero bytes of a 64-bit word: a byte is zero iff adding 0x7f to its low
 * seven bits does not carry into bit 7 and bit 7 itself is clear. */
static inline int zero_bytes64(uint64_t x)
{
    const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
    uint64_t nonzero = ((x & low7) + low7) | x;
    return 8 - __builtin_popcountll(nonzero & ~low7);
}

int gasnett_count0s_uint64_t(uint64_t x)
{
    return zero_bytes64(x);
}

int gasnett_count0s_uint32_t(uint32_t x)
{
    return zero_bytes64(x | 0xffffffff00000000ull);
}

int gasnett_count0s_uintptr_t(uintptr_t x)
{
    return sizeof x == 8 ? zero_bytes64((uint64_t)x) : gasnett_count0s_uint32_t((uint32_t)x);
}

size_t gasnett_count0s(const void *p, size_t numbytes)
{
    const unsigned char *b = p;
    size_t n = 0, i = 0;
    for (; i + 8 <= numbytes; i += 8) {
        uint64_t w;
        memcpy(&w, b + i, 8);
        n += (size_t)zero_bytes64(w);
    }
    for (; i < numbytes; i++)
        n += b[i] == 0;
    return n;
}

size_t gasnett_count0s_copy(void *restrict dst, const void *restrict src, size_t numbytes)
{
    memcpy(dst, src, numbytes);
    return gasnett_count0s(dst, numbytes);
}

char *pshmex_tools_current_loc(const char *file, int line, const char *func)
{
    size_t len = strlen(file) + strlen(func) + 32;
    char *s = malloc(len);
    if (s)
        snprintf(s, len, "%s at %s:%d", func, file, line);
    return s;
}
