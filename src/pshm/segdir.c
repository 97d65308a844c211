/* segdir.c - see segdir.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "pshm/segdir.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pshm/err.h"
#include "pshm/segment.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

_Static_assert(PSHM_SEGDIR_ENTRIES * sizeof(struct pshm_segdir_entry) <= PSHM_CTRL_SEGDIR_BYTES,
               "the directory fits its region of the control area");

/* Created segments go at addresses no other rank uses, so that a peer can
 * usually map one at the owner's address (same pointers everywhere, as in
 * the job area): each rank has a window of PSHM_SHMSEG_WINDOW bytes above
 * the job area, filled upwards. Only a hint: a taken or exhausted range
 * leaves the choice to the kernel, and peers then translate. */
#define PSHM_SHMSEG_WINDOW (64ull << 30)
static _Atomic uint64_t window_used;

static void *window_hint(uint64_t len)
{
    const struct pshm_job_header *h = pshm_job.hdr;
    uint64_t tib = 1ull << 40;
    uint64_t start = (h->map_hint + h->file_bytes + tib - 1) & ~(tib - 1);
    uint64_t step = (len + PSHM_SLOT_ALIGN - 1) & ~(uint64_t)(PSHM_SLOT_ALIGN - 1);
    uint64_t off = atomic_fetch_add_explicit(&window_used, step, memory_order_relaxed);
    if (off + step > PSHM_SHMSEG_WINDOW)
        return NULL;
    return (void *)(uintptr_t)(start + (uint64_t)pshm_job.rank * PSHM_SHMSEG_WINDOW + off);
}

/* fd mapped at hint (shared, read-write), or MAP_FAILED if that range is
 * taken. Never under ThreadSanitizer: its mmap interceptor replaces a hint
 * outside the memory it shadows (as these windows are) with NULL but keeps
 * MAP_FIXED_NOREPLACE, a flag it does not know, so the kernel maps at
 * address 0 (root may) and TSan stops the process ("mmap at bad
 * address"). The callers then let the kernel choose, and peers translate. */
static void *map_at_hint(void *hint, uint64_t len, int fd)
{
#if defined(__SANITIZE_THREAD__)
    (void)hint;
    (void)len;
    (void)fd;
    return MAP_FAILED;
#else
    return mmap(hint, len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED_NOREPLACE, fd, 0);
#endif
}

int pshm_shmseg_create(uint64_t len, struct pshm_shmseg *s)
{
    int fd = memfd_create("pshmex-segment", MFD_CLOEXEC);
    if (fd < 0)
        return pshm_err(PSHM_ENOMEM, "cannot create a shared memory file: %s", strerror(errno));
    struct stat st;
    if (ftruncate(fd, (off_t)len) != 0 || fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return pshm_err(PSHM_ENOMEM, "cannot size a shared memory file to %llu bytes: %s",
                        (unsigned long long)len, strerror(e));
    }
    void *hint = window_hint(len);
    void *addr = hint ? map_at_hint(hint, len, fd) : MAP_FAILED;
    if (addr == MAP_FAILED)
        addr = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (addr == MAP_FAILED) {
        int e = errno;
        close(fd);
        return pshm_err(PSHM_ENOMEM, "cannot map %llu bytes of shared memory: %s",
                        (unsigned long long)len, strerror(e));
    }
    /* before any peer can map it: the file's policy then governs every fault */
    pshm_segment_place(addr, len);
    pshm_segment_nodump(addr, len);
    *s = (struct pshm_shmseg){fd, (uint64_t)st.st_dev, (uint64_t)st.st_ino, addr, len};
    return 0;
}

void pshm_shmseg_destroy(struct pshm_shmseg *s)
{
    munmap(s->addr, s->len);
    /* frees the pages now, whoever still maps the file: a peer's stale
     * mapping then faults (SIGBUS) instead of reaching freed memory */
    (void)ftruncate(s->fd, 0); /* a memfd always truncates */
    close(s->fd);
    s->fd = -1;
    s->addr = NULL;
}

static struct pshm_segdir_entry *entry(uint32_t r, unsigned ep)
{
    return (struct pshm_segdir_entry *)((char *)pshm_ctrl(r) + PSHM_CTRL_SEGDIR) + ep;
}

/* Bind generations of this rank: one counter, so a peer never mistakes a
 * later bind of the same entry for the one it mapped. */
static _Atomic uint64_t next_gen = 1;

void pshm_segdir_bind(unsigned ep, struct pshm_segdir_desc *d)
{
    struct pshm_segdir_entry *e = entry(pshm_job.rank, ep);
    d->gen = atomic_fetch_add_explicit(&next_gen, 1, memory_order_relaxed);
    e->where = d->where;
    /* release: pairs with the acquire load of gen in pshm_segdir_read */
    atomic_store_explicit(&e->gen, d->gen, memory_order_release);
}

void pshm_segdir_unbind(unsigned ep)
{
    /* release: a reader that sees 0 sees nothing older of this bind */
    atomic_store_explicit(&entry(pshm_job.rank, ep)->gen, 0, memory_order_release);
}

uint64_t pshm_segdir_gen(uint32_t r, unsigned ep)
{
    return atomic_load_explicit(&entry(r, ep)->gen, memory_order_acquire);
}

bool pshm_segdir_read(uint32_t r, unsigned ep, struct pshm_segdir_desc *d)
{
    struct pshm_segdir_entry *e = entry(r, ep);
    uint64_t gen = atomic_load_explicit(&e->gen, memory_order_acquire);
    if (!gen)
        return false;
    *d = (struct pshm_segdir_desc){gen, e->where};
    /* acquire fence: the copies above happen before the re-check */
    atomic_thread_fence(memory_order_acquire);
    return atomic_load_explicit(&e->gen, memory_order_relaxed) == gen;
}

int pshm_segdir_map(uint32_t r, const struct pshm_segdir_desc *d, void **map_p)
{
    if (!d->where.ino) { /* inside r's primordial segment: already mapped with the job area */
        *map_p = pshm_job_peer_addr(r, d->where.map_addr);
        return 0;
    }
    int pid = atomic_load_explicit(&pshm_rank_entry(r)->pid, memory_order_relaxed);
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/fd/%d", pid, (int)d->where.fd);
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return pshm_err(PSHM_ENOMEM,
                        "cannot open rank %u's segment file %s: %s (pshmex maps a peer's created "
                        "segment through /proc: every rank must run as the same user and stay "
                        "dumpable)",
                        r, path, strerror(errno));
    struct stat st;
    if (fstat(fd, &st) != 0 || (uint64_t)st.st_dev != d->where.dev ||
        (uint64_t)st.st_ino != d->where.ino || (uint64_t)st.st_size < d->where.map_len) {
        close(fd);
        return pshm_err(PSHM_EINVAL,
                        "rank %u's segment file %s is not the segment it published (destroyed "
                        "while being published?)",
                        r, path);
    }
    void *hint = (void *)(uintptr_t)d->where.map_addr;
    void *map = map_at_hint(hint, d->where.map_len, fd);
    if (map == MAP_FAILED) /* the owner's range is taken here: anywhere will do */
        map = mmap(NULL, d->where.map_len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    int e = errno;
    close(fd); /* the mapping keeps the file */
    if (map == MAP_FAILED)
        return pshm_err(PSHM_ENOMEM, "cannot map rank %u's segment (%llu bytes): %s", r,
                        (unsigned long long)d->where.map_len, strerror(e));
    pshm_segment_nodump(map, d->where.map_len);
    *map_p = map;
    return 0;
}

void pshm_segdir_unmap(const struct pshm_segdir_desc *d, void *map)
{
    if (d->where.ino && map)
        munmap(map, d->where.map_len);
}
