/* tools_backtrace.c - backtraces of the calling thread, fatal errors and
 * freezing for a debugger.
 *
 * The EXECINFO mechanism takes the return addresses from glibc's
 * backtrace() and names them itself from the ELF symbol tables (.symtab,
 * else .dynsym) of the executable and of each shared object: dladdr() alone
 * sees only exported (dynamic) symbols, so without -rdynamic a program's
 * own functions -- and every static function -- would print as bare
 * addresses. */
#include <gasnet_tools.h>

#include <dlfcn.h>
#include <elf.h>
#include <execinfo.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tools/tools_internal.h"

/* ---- ELF symbol tables, mapped once per object and kept ---- */

struct elf_syms {
    char path[PATH_MAX];
    const ElfW(Sym) * syms; /* NULL: the object has no usable table */
    size_t nsyms;
    const char *strtab;
    int is_exec; /* ET_EXEC: symbol values are absolute addresses */
};

enum { MAX_OBJECTS = 32 };
static struct elf_syms objects[MAX_OBJECTS];
static int nobjects;
static pthread_mutex_t objects_lock = PTHREAD_MUTEX_INITIALIZER;

static void load_syms(struct elf_syms *o)
{
    int fd = open(o->path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0)
        return;
    if (fstat(fd, &st) || (size_t)st.st_size < sizeof(ElfW(Ehdr))) {
        close(fd);
        return;
    }
    const unsigned char *map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED)
        return;
    const ElfW(Ehdr) *eh = (const ElfW(Ehdr) *)map;
    size_t size = (size_t)st.st_size;
    if (memcmp(eh->e_ident, ELFMAG, SELFMAG) || eh->e_shoff == 0 ||
        eh->e_shoff + (size_t)eh->e_shnum * sizeof(ElfW(Shdr)) > size)
        return; /* the mapping is kept: harmless, and this is rare */
    const ElfW(Shdr) *sh = (const ElfW(Shdr) *)(map + eh->e_shoff);
    const ElfW(Shdr) *best = NULL;
    for (int i = 0; i < eh->e_shnum; i++)
        if (sh[i].sh_type == SHT_SYMTAB || (sh[i].sh_type == SHT_DYNSYM && !best))
            best = &sh[i];
    if (!best || best->sh_link >= eh->e_shnum || best->sh_offset + best->sh_size > size ||
        sh[best->sh_link].sh_offset + sh[best->sh_link].sh_size > size)
        return;
    o->syms = (const ElfW(Sym) *)(map + best->sh_offset);
    o->nsyms = best->sh_size / sizeof(ElfW(Sym));
    o->strtab = (const char *)map + sh[best->sh_link].sh_offset;
    o->is_exec = eh->e_type == ET_EXEC;
}

static struct elf_syms *object_for(const char *path)
{
    struct elf_syms *o = NULL;
    pthread_mutex_lock(&objects_lock);
    for (int i = 0; i < nobjects && !o; i++)
        if (!strcmp(objects[i].path, path))
            o = &objects[i];
    if (!o && nobjects < MAX_OBJECTS && strlen(path) < PATH_MAX) {
        o = &objects[nobjects++];
        strcpy(o->path, path);
        load_syms(o);
    }
    pthread_mutex_unlock(&objects_lock);
    return o;
}

/* Name of the function containing addr ("??" if unknown) and addr's offset in it. */
static const char *symbolize(const void *addr, const char **object, uintptr_t *off)
{
    Dl_info info;
    *object = "??";
    *off = 0;
    if (!dladdr(addr, &info) || !info.dli_fname)
        return "??";
    /* the main program's name is argv[0] or empty: read /proc/self/exe */
    const char *path = info.dli_fname[0] == '/' ? info.dli_fname : gasnett_exe_name();
    *object = path;
    struct elf_syms *o = object_for(path);
    uintptr_t a = (uintptr_t)addr;
    uintptr_t rel = o && o->is_exec ? a : a - (uintptr_t)info.dli_fbase;
    if (o && o->syms) {
        for (size_t i = 0; i < o->nsyms; i++) {
            const ElfW(Sym) *s = &o->syms[i];
            if (ELF64_ST_TYPE(s->st_info) != STT_FUNC || !s->st_value)
                continue;
            if (rel >= s->st_value && rel < s->st_value + (s->st_size ? s->st_size : 1)) {
                *off = rel - s->st_value;
                return o->strtab + s->st_name;
            }
        }
    }
    if (info.dli_sname && info.dli_saddr) {
        *off = a - (uintptr_t)info.dli_saddr;
        return info.dli_sname;
    }
    return "??";
}

static int backtrace_execinfo(int fd)
{
    void *frames[128];
    int n = backtrace(frames, 128);
    if (n <= 0)
        return 1;
    char line[PATH_MAX + 512];
    for (int i = 0; i < n; i++) {
        const char *object;
        uintptr_t off;
        /* a return address points after the call: look up the call itself */
        const char *fn = symbolize((const char *)frames[i] - (i ? 1 : 0), &object, &off);
        int len = strcmp(fn, "??")
                      ? snprintf(line, sizeof line, "#%-2d %p in %s+0x%" PRIxPTR " (%s)\n", i,
                                 frames[i], fn, off + (i ? 1 : 0), object)
                      : snprintf(line, sizeof line, "#%-2d %p in ?? (%s)\n", i, frames[i], object);
        if (len > 0 &&
            tools_write_all(fd, line, (size_t)len < sizeof line ? (size_t)len : sizeof line - 1))
            return 1;
    }
    return 0;
}

/* gdb attached to this process prints every thread's stack. */
static int backtrace_gdb(int fd)
{
    char pid[32];
    snprintf(pid, sizeof pid, "%d", (int)getpid());
#ifdef PR_SET_PTRACER
    prctl(PR_SET_PTRACER, PR_SET_PTRACER_ANY, 0, 0, 0); /* Yama: let our child attach */
#endif
    pid_t child = fork();
    if (child < 0)
        return 1;
    if (child == 0) {
        dup2(fd, STDOUT_FILENO);
        dup2(fd, STDERR_FILENO);
        execlp("gdb", "gdb", "-nx", "-batch", "-p", pid, "-ex", "thread apply all backtrace",
               (char *)NULL);
        _exit(127);
    }
    int status;
    while (waitpid(child, &status, 0) < 0)
        if (errno != EINTR)
            return 1;
    return !(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

static int backtrace_user(int fd)
{
    if (&gasnett_backtrace_user == NULL || !gasnett_backtrace_user.fnp)
        return 1;
    return gasnett_backtrace_user.fnp(fd);
}

void gasnett_backtrace_init(const char *exename)
{
    (void)exename;            /* the executable is found through /proc/self/exe */
    (void)gasnett_exe_name(); /* resolve it now, while it is cheap */
    void *warm[1];
    (void)backtrace(warm, 1); /* loads the unwinder before any crash */
}

int gasnett_print_backtrace(int fd)
{
    const char *types = getenv("GASNET_BACKTRACE_TYPE");
    if (!types || !*types)
        types = "USER,EXECINFO,GDB";
    char list[256];
    snprintf(list, sizeof list, "%s", types);
    char *save = NULL;
    for (char *t = strtok_r(list, ", ", &save); t; t = strtok_r(NULL, ", ", &save)) {
        int rc = 1;
        if (!strcasecmp(t, "EXECINFO"))
            rc = backtrace_execinfo(fd);
        else if (!strcasecmp(t, "GDB"))
            rc = backtrace_gdb(fd);
        else if (!strcasecmp(t, "USER") ||
                 (&gasnett_backtrace_user != NULL && gasnett_backtrace_user.name &&
                  !strcasecmp(t, gasnett_backtrace_user.name)))
            rc = backtrace_user(fd);
        if (rc == 0)
            return 0;
    }
    return 1;
}

static int backtrace_if_enabled(int fd)
{
    if (!gasnett_getenv_yesno_withdefault("GASNET_BACKTRACE", 0))
        return 1;
    static const char head[] = "*** Backtrace of the calling thread:\n";
    tools_write_all(fd, head, sizeof head - 1);
    return gasnett_print_backtrace(fd);
}

int (*gasnett_print_backtrace_ifenabled)(int fd) = backtrace_if_enabled;

void gasnett_freezeForDebuggerNow(volatile int *flag, const char *flagsymname)
{
    fprintf(stderr,
            "Process %d on %s is frozen for a debugger: attach (gdb -p %d), "
            "`set var %s = 0`, continue\n",
            (int)getpid(), gasnett_gethostname(), (int)getpid(), flagsymname);
    fflush(stderr);
    while (*flag)
        gasnett_nsleep(1000000);
}

static volatile int gasnett_frozen;

void gasnett_freezeForDebuggerErr(void)
{
    if (gasnett_getenv_yesno_withdefault("GASNET_FREEZE_ON_ERROR", 0)) {
        gasnett_frozen = 1;
        gasnett_freezeForDebuggerNow(&gasnett_frozen, "gasnett_frozen");
    }
}

void gasnett_fatalerror(const char *msg, ...)
{
    static atomic_int dying;
    if (atomic_exchange_explicit(&dying, 1, memory_order_relaxed))
        abort(); /* a fatal error while reporting one */
    char text[1024];
    va_list ap;
    va_start(ap, msg);
    vsnprintf(text, sizeof text, msg, ap);
    va_end(ap);
    fflush(NULL);
    int rank = tools_rank();
    if (rank >= 0)
        fprintf(stderr, "*** FATAL ERROR (rank %d): %s\n", rank, text);
    else
        fprintf(stderr, "*** FATAL ERROR (pid %d): %s\n", (int)getpid(), text);
    fflush(stderr);
    gasnett_print_backtrace_ifenabled(STDERR_FILENO);
    gasnett_freezeForDebuggerErr();
    fflush(NULL);
    abort();
}
