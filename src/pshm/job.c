/* job.c - create, map and join the job area (see job.h). */
#include "pshm/job.h"

#include <errno.h>
#include <fcntl.h>
#include <numa.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/wait.h"

struct pshm_job pshm_job = {.hdr = NULL, .fd = -1, .rank = UINT32_MAX, .mapped = NULL};

static uint64_t round_up(uint64_t v, uint64_t a)
{
    return (v + a - 1) / a * a;
}

uint64_t pshm_ctrl_bytes(uint32_t nranks)
{
    (void)nranks; /* the AM queues are per receiver, whatever the job size */
    return PSHM_CTRL_BYTES;
}

static uint64_t map_hint(void)
{
    const char *s = getenv("PSHMEX_MAP_BASE");
    if (s && *s) {
        char *end;
        unsigned long long v = strtoull(s, &end, 0);
        if (*end == '\0')
            return v;
    }
    return PSHM_DEFAULT_MAP_BASE;
}

/* Reserve the job's address range (PROT_NONE, nothing backed, nothing for a
 * leak scanner to read) at the hint, then map the header into *out. Plain
 * hint, not MAP_FIXED: a taken range (sanitizer shadow, valgrind) yields
 * another address, which pshm_job_peer_addr() translates. */
static int reserve_and_map_header(int fd, uint64_t bytes, uint64_t header, uint64_t hint,
                                  void **out)
{
    void *base = mmap((void *)(uintptr_t)hint, bytes, PROT_NONE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED)
        return pshm_err(PSHM_ENOMEM, "reserving %llu bytes of address space for the job area: %s",
                        (unsigned long long)bytes, strerror(errno));
    if (mmap(base, header, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) == MAP_FAILED) {
        int rc = pshm_err(PSHM_ENOMEM, "mapping the job area's header: %s", strerror(errno));
        munmap(base, bytes);
        return rc;
    }
    *out = base;
    return 0;
}

static void alloc_local_maps(uint32_t nranks)
{
    pshm_free(pshm_job.mapped);
    pshm_job.mapped = pshm_calloc(nranks, sizeof *pshm_job.mapped);
}

int pshm_job_map_range(uint64_t off, uint64_t len)
{
    void *want = (char *)pshm_job.hdr + off;
    void *p =
        mmap(want, len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, pshm_job.fd, (off_t)off);
    if (p == MAP_FAILED)
        return pshm_err(PSHM_ENOMEM, "mapping %llu bytes of the job area: %s",
                        (unsigned long long)len, strerror(errno));
    return 0;
}

int pshm_job_map_slot(uint32_t r, uint64_t seg_bytes)
{
    struct pshm_job_header *h = pshm_job.hdr;
    _Atomic uint64_t *m = &pshm_job.mapped[r];
    uint64_t want = seg_bytes ? h->ctrl_region + seg_bytes : pshm_ctrl_bytes(h->nranks);
    uint64_t have = atomic_load_explicit(m, memory_order_acquire);
    if (have >= want)
        return 0;
    /* Mapping the same range twice is harmless (MAP_FIXED over the same
     * file pages), so racing threads need no lock. */
    int rc = pshm_job_map_range(h->header_bytes + (uint64_t)r * h->slot_bytes, want);
    if (!rc)
        atomic_store_explicit(m, want, memory_order_release);
    return rc;
}

int pshm_job_create(uint32_t nranks, uint64_t max_seg, uint32_t cores, const char *topology)
{
    long page = sysconf(_SC_PAGESIZE);
    uint64_t header =
        round_up(sizeof(struct pshm_job_header) + (uint64_t)nranks * sizeof(struct pshm_rank_entry),
                 PSHM_SLOT_ALIGN);
    /* the control area, then the reserved queues of endpoints 1.. */
    uint64_t ctrl_region = round_up(PSHM_CTRL_RESERVED_BYTES, PSHM_SLOT_ALIGN);
    max_seg = max_seg / (uint64_t)page * (uint64_t)page;
    uint64_t slot = ctrl_region + round_up(max_seg ? max_seg : 1, PSHM_SLOT_ALIGN);
    uint64_t total;
    if (__builtin_mul_overflow(slot, (uint64_t)nranks, &total) ||
        __builtin_add_overflow(total, header, &total) || total > (1ull << 46))
        return pshm_err(PSHM_ENOMEM,
                        "%u ranks x %llu-byte segments do not fit in the address space", nranks,
                        (unsigned long long)max_seg);

    int fd = memfd_create("pshmex-job", MFD_CLOEXEC);
    if (fd < 0)
        return pshm_err(PSHM_ENOMEM, "memfd_create: %s", strerror(errno));
    if (ftruncate(fd, (off_t)total) != 0) {
        int e = errno;
        close(fd);
        return pshm_err(PSHM_ENOMEM, "sizing the job area to %llu bytes: %s",
                        (unsigned long long)total, strerror(e));
    }
    uint64_t hint = map_hint();
    void *base;
    int rc = reserve_and_map_header(fd, total, header, hint, &base);
    if (rc) {
        close(fd);
        return rc;
    }
    struct pshm_job_header *h = base;
    h->magic = PSHM_JOB_MAGIC;
    h->version = PSHM_JOB_VERSION;
    h->nranks = nranks;
    h->file_bytes = total;
    h->header_bytes = header;
    h->slot_bytes = slot;
    h->ctrl_region = ctrl_region;
    h->max_seg = max_seg;
    h->map_hint = hint;
    h->supervisor_pid = getpid();
    h->cores_available = cores ? cores : 1;
    atomic_store_explicit(&h->bar_value, UINT64_MAX, memory_order_relaxed);
    snprintf(h->topology, sizeof h->topology, "%s", topology ? topology : "unknown");
    for (uint32_t r = 0; r < nranks; r++) {
        h->ranks[r].core = -1;
        h->ranks[r].numa_node = -1;
        h->ranks[r].package = -1;
        h->ranks[r].l3 = -1;
    }
    pshm_job.hdr = h;
    pshm_job.fd = fd;
    pshm_job.rank = UINT32_MAX;
    alloc_local_maps(nranks);
    return 0;
}

int pshm_job_map(int fd, uint32_t rank)
{
    struct stat st;
    if (fstat(fd, &st) != 0 || st.st_size < (off_t)sizeof(struct pshm_job_header))
        return pshm_err(PSHM_EINVAL, "job descriptor %d is not a pshmex job area", fd);
    struct pshm_job_header probe;
    if (pread(fd, &probe, sizeof probe, 0) != (ssize_t)sizeof probe ||
        probe.magic != PSHM_JOB_MAGIC || probe.version != PSHM_JOB_VERSION ||
        probe.file_bytes != (uint64_t)st.st_size)
        return pshm_err(PSHM_EINVAL, "job descriptor %d is not a pshmex job area (version %d)", fd,
                        PSHM_JOB_VERSION);
    if (rank >= probe.nranks)
        return pshm_err(PSHM_EINVAL, "rank %u out of range for a %u-rank job", rank, probe.nranks);
    void *base;
    int rc =
        reserve_and_map_header(fd, probe.file_bytes, probe.header_bytes, probe.map_hint, &base);
    if (rc)
        return rc;
    struct pshm_job_header *h = base;
    if (pshm_job.fd >= 0 && pshm_job.fd != fd)
        close(pshm_job.fd);
    (void)fcntl(fd, F_SETFD, FD_CLOEXEC); /* the program's own children are not ranks */
    pshm_job.hdr = h;
    pshm_job.fd = fd;
    pshm_job.rank = rank;
    alloc_local_maps(probe.nranks);
    return 0;
}

/* Bind [addr, addr+len) to the caller's NUMA node, then back it in the file,
 * so pages come from the owner's node and a shortage shows now. */
int pshm_job_back_range(void *addr, uint64_t len, const char *what)
{
    if (!len)
        return 0;
    if (numa_available() >= 0)
        numa_setlocal_memory(addr, len);
    off_t off = (off_t)((char *)addr - (char *)pshm_job.hdr);
    int rc = fallocate(pshm_job.fd, 0, off, (off_t)len);
    if (rc != 0 && errno != EOPNOTSUPP)
        return pshm_err(PSHM_ENOMEM, "cannot reserve %llu bytes of shared memory for %s: %s",
                        (unsigned long long)len, what, strerror(errno));
    return 0;
}

int pshm_job_join(void)
{
    uint32_t me = pshm_job.rank;
    struct pshm_rank_entry *e = pshm_rank_entry(me);
    int rc = pshm_job_map_slot(me, 0);
    if (rc)
        return rc;
    rc = pshm_job_back_range(pshm_ctrl(me), pshm_ctrl_bytes(pshm_job.hdr->nranks),
                             "the rank's control area");
    if (rc)
        return rc;
    pshm_wait_join(); /* before any peer can see us JOINED and send */
    atomic_store_explicit(&e->pid, (int32_t)getpid(), memory_order_relaxed);
    atomic_store_explicit(&e->map_base, (uint64_t)(uintptr_t)pshm_job.hdr, memory_order_relaxed);
    /* Release: a peer that sees JOINED may ring our doorbell. */
    atomic_store_explicit(&e->state, PSHM_RANK_JOINED, memory_order_release);
    return 0;
}

int pshm_job_decide_exit(int code, int32_t rank)
{
    struct pshm_job_header *h = pshm_job.hdr;
    uint64_t want = PSHM_EXIT_DECIDED | (uint32_t)code;
    uint64_t cur = atomic_load_explicit(&h->exit_word, memory_order_acquire);
    /* The first decision stands, but a later failure replaces a 0: spec
     * 004 lets the job return any of the codes given, and a user (and the
     * reference, which keeps the first non-zero one) expects a rank's
     * failure not to be hidden by another's earlier success. */
    while (!(cur & PSHM_EXIT_DECIDED) || (code != 0 && (uint32_t)cur == 0)) {
        if (atomic_compare_exchange_weak_explicit(&h->exit_word, &cur, want, memory_order_acq_rel,
                                                  memory_order_acquire)) {
            atomic_store_explicit(&h->exit_rank, rank, memory_order_relaxed);
            return code;
        }
    }
    return (int)(uint32_t)cur;
}

void pshm_job_announce_exit(void)
{
    struct pshm_job_header *h = pshm_job.hdr;
    atomic_store_explicit(&h->exiting, 1, memory_order_seq_cst);
    for (uint32_t r = 0; r < h->nranks; r++)
        if (atomic_load_explicit(&h->ranks[r].state, memory_order_acquire) >= PSHM_RANK_JOINED &&
            pshm_job_map_slot(r, 0) == 0) {
            pshm_want_poll(r); /* a rank in a loop of calls that never wait sees it too */
            pshm_wake_rank(r);
        }
}
