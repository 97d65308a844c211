/* job.h - the job area: one anonymous memfd shared by the supervisor and
 * every rank (see docs/design.md).
 *
 * Layout of the file (all offsets page aligned, slots 2 MiB aligned):
 *
 *   [0, header_bytes)            struct pshm_job_header + rank table
 *   slot r = header_bytes + r * slot_bytes:
 *     [0, ctrl_bytes)            struct pshm_rank_ctrl of rank r, then its AM
 *                                queues (struct amq_area), owned by rank r
 *     [PSHM_CTRL_EP_QUEUES, ..)  AM queues of endpoints 1.. (reserved; each
 *                                backed when its endpoint is created)
 *     [ctrl_region, +max_seg)    rank r's segment (only seg_size is mapped)
 *
 * The file is sparse: ftruncate reserves nothing. Each rank backs its own
 * control area with fallocate() after binding and mbind, so the pages sit
 * on its NUMA node and exhaustion is an error at init time. A segment is
 * only reserved: its pages are allocated on first touch, on the owner's
 * node (see segment.h), unless PSHMEX_SEGMENT_COMMIT=1.
 *
 * Every process reserves the whole range once (PROT_NONE), at the hint
 * address in the header, and maps the header. A slot's control area is
 * mapped when its rank joins (peers: after the init barrier), its segment
 * after attach: a stray access outside what exists faults instead of
 * silently allocating, and no tool scans gigabytes of holes. In practice all
 * processes get the hint, so a pointer into any slot is valid in every rank;
 * a rank that got another base records it in its rank entry, and
 * pshm_job_peer_addr() translates.
 */
#ifndef PSHM_JOB_H
#define PSHM_JOB_H

#include <assert.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define PSHM_CACHE_LINE       64
#define PSHM_JOB_MAGIC        0x70736868656a6f62ull /* "bojehhsp" */
#define PSHM_JOB_VERSION      1
#define PSHM_SLOT_ALIGN       (2u << 20)
#define PSHM_DEFAULT_MAP_BASE 0x200000000000ull /* 32 TiB: far from heap, libs, stack */
#define PSHM_TOPO_STR_LEN     120

/* Life of a rank, as recorded in its rank entry. */
enum pshm_rank_state {
    PSHM_RANK_STARTING = 0,    /* forked, not yet in gex_Client_Init/gasnet_init */
    PSHM_RANK_JOINED = 1,      /* mapped the job, control area ready */
    PSHM_RANK_EXIT_CALLED = 2, /* called gasnet_exit() */
    PSHM_RANK_RETURNED = 3,    /* returned from main / called exit() after joining */
};

/* One rank's entry in the header: one cache line.
 * Writers: the supervisor writes pid/core/numa_node before the rank runs;
 * the rank itself writes everything else. Readers: any rank, the supervisor.
 * seg_size and seg_owner_addr are published (release) before the rank arrives
 * at the attach barrier, whose acquire makes them visible to peers. */
struct pshm_rank_entry {
    _Atomic int32_t pid;
    int32_t core;                    /* hwloc logical core index, -1 if unbound */
    int32_t numa_node;               /* OS index of the NUMA node, -1 if unknown */
    _Atomic uint32_t state;          /* enum pshm_rank_state */
    _Atomic uint64_t map_base;       /* where this rank mapped the job area */
    _Atomic uint64_t seg_owner_addr; /* segment address in the owner's space */
    _Atomic uint64_t seg_size;       /* 0 = no segment */
    int32_t package;                 /* hwloc logical index of the core's package, -1 if unknown */
    int32_t l3; /* hwloc logical index of the core's L3 cache, -1 if none/unknown */
    uint64_t reserved[2];
};
_Static_assert(sizeof(struct pshm_rank_entry) == PSHM_CACHE_LINE, "rank entry is one line");

/* The job header. Cache line 0 is written once by the supervisor before any
 * rank starts, read-only afterwards. Line 1 holds the exit state, line 2 the
 * bootstrap barrier: both are rare-path words shared by everyone. */
struct pshm_job_header {
    /* line 0: immutable geometry (supervisor, before fork) */
    uint64_t magic;
    uint32_t version;
    uint32_t nranks;
    uint64_t file_bytes;   /* total size of the memfd */
    uint64_t header_bytes; /* offset of slot 0 */
    uint64_t slot_bytes;   /* distance between slots */
    uint64_t ctrl_region;  /* offset of the segment inside a slot */
    uint64_t max_seg;      /* per-rank segment limit (GASNET_MAX_SEGSIZE) */
    uint64_t map_hint;     /* address every process tries to map at */

    /* line 1: job termination. exit_word = PSHM_EXIT_DECIDED | (uint32)code,
     * set by CAS (first gasnet_exit, return from main, or the supervisor on
     * a death), and replaced once more at most, by the first non-zero code
     * after a 0; exiting is raised after it and tells waiters to leave. */
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t exit_word;
    _Atomic uint32_t exiting;
    _Atomic int32_t exit_rank; /* rank whose termination decided the code */
    int32_t supervisor_pid;    /* 0 in a one-rank job without supervisor */
    uint32_t cores_available;  /* PUs the job may run on (oversubscription) */
    /* 1 + the rank that exited with status 0 before joining (0: none). Set
     * once by the supervisor (CAS, then a seq_cst fence, then it reads the
     * ranks' states); a joining rank stores JOINED, fences, then reads it:
     * one of the two sees the other, so the job never waits for a rank
     * that is gone (src/bootstrap/supervisor.c). */
    _Atomic int32_t early_leaver;

    /* line 2: bootstrap barrier (init, attach): count of arrivals and a
     * generation bumped by the last arriver (release; pairs with the acquire
     * load of waiters). Not a hot path: the collectives of #6 use trees. */
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t bar_count;
    _Atomic uint32_t bar_gen;
    _Atomic uint64_t bar_value;  /* min-reduction of the current round (starts at max) */
    _Atomic uint64_t bar_result; /* the last round's minimum, ordered by bar_gen */

    /* line 3+: host description written by the supervisor */
    _Alignas(PSHM_CACHE_LINE) char topology[PSHM_TOPO_STR_LEN];

    _Alignas(PSHM_CACHE_LINE) struct pshm_rank_entry ranks[];
};
#define PSHM_EXIT_DECIDED (1ull << 32)
_Static_assert(offsetof(struct pshm_job_header, exit_word) == PSHM_CACHE_LINE, "line 1");
_Static_assert(offsetof(struct pshm_job_header, bar_count) == 2 * PSHM_CACHE_LINE, "line 2");
_Static_assert(offsetof(struct pshm_job_header, ranks) % PSHM_CACHE_LINE == 0, "aligned table");

/* A rank's control area, at the start of its slot, owned by that rank.
 * Line 0: doorbell. Any process that hands work to the rank (an AM, a
 * collective flag, the exit notice) bumps it after a seq_cst fence if the
 * rank is asleep, then FUTEX_WAKEs it. Line 1: written only by the owner;
 * every AM sender reads it (pshm_wake_rank_light), so it stays shared.
 * Line 2: poll_wanted, the load-only progress test of the calls that never
 * wait (include/pshmex_progress.h): an AM sender stores 1 after publishing
 * the message (release; pairs with the owner's exchange), and so does the
 * exit notice; the owner stores 1 when a collective of its own stays in
 * flight, and exchanges it to 0 (acq_rel) before it polls, in
 * pshmex_Progress_Poll only. The senders' store is unconditional: a sender
 * that skipped it on seeing 1 could race with the owner's clear
 * (store-buffer pattern) and leave a message that no call polls for. On its own line so
 * that senders' stores never steal the line they read the sleeping flag
 * from; a keyed wait (src/pshm/cospin.h) also exchanges it to 0 before it
 * polls, and the ranks bound to the same core read it. Line 3: wait_key,
 * written by the owner, read by the ranks bound to its core (cospin.h).
 * The rest of the first page: the directory of the rank's endpoints and
 * the description of its endpoint 0's handler table (both owner-written,
 * src/am_queues/amq_area.h). The AM queues follow from offset
 * PSHM_CTRL_QUEUES. */
struct pshm_rank_ctrl {
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t doorbell;
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t sleeping; /* 1 while in/near futex_wait */
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t poll_wanted;
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t wait_key; /* see src/pshm/cospin.h */
};
_Static_assert(offsetof(struct pshm_rank_ctrl, sleeping) == PSHM_CACHE_LINE, "own lines");
_Static_assert(offsetof(struct pshm_rank_ctrl, poll_wanted) == 2 * PSHM_CACHE_LINE, "own line");
_Static_assert(offsetof(struct pshm_rank_ctrl, wait_key) == 3 * PSHM_CACHE_LINE, "own line");
#define PSHM_CTRL_QUEUES       4096
/* Bytes of one endpoint's AM queues (struct amq_area: rings, pair rings,
 * inline payloads, payload pools), rounded up to a page: the primordial
 * endpoint's follow the lines above, endpoints 1.. have one such stride
 * each after the control area. src/am_queues/amq_area.h asserts that this
 * IS the rounded struct size, so a layout change there fails the build
 * until the reservation here is recomputed (4 MiB + 16 KiB: 3 MiB of
 * payload pools and inline payloads, 1032 KiB of pair rings). */
#define PSHM_CTRL_AM_PAGES     1028u
#define PSHM_CTRL_AM_BYTES     (PSHM_CTRL_AM_PAGES * 4096u)
/* Then the collectives' per-team contexts (src/coll/coll_area.h asserts
 * that they fit). */
#define PSHM_CTRL_COLL         (PSHM_CTRL_QUEUES + PSHM_CTRL_AM_BYTES)
#define PSHM_CTRL_COLL_BYTES   (3u << 20)
/* Then the directory of the rank's endpoints' bound segments
 * (src/pshm/segdir.h asserts that it fits). */
#define PSHM_CTRL_SEGDIR       (PSHM_CTRL_COLL + PSHM_CTRL_COLL_BYTES)
#define PSHM_CTRL_SEGDIR_BYTES 4096u
#define PSHM_CTRL_BYTES        (PSHM_CTRL_SEGDIR + PSHM_CTRL_SEGDIR_BYTES)
/* Then the AM queues of endpoints 1..PSHM_MAX_EPS-1 (gex_EP_Create), one
 * PSHM_CTRL_AM_BYTES area each: only reserved here, mapped and backed by
 * the owner when the endpoint is created (src/am_queues/amq_ep.c). The
 * segment starts after this reservation (ctrl_region). */
#define PSHM_MAX_EPS           64 /* GASNET_MAXEPS */
#define PSHM_CTRL_EP_QUEUES    PSHM_CTRL_BYTES
#define PSHM_CTRL_RESERVED_BYTES                                                                   \
    ((uint64_t)PSHM_CTRL_EP_QUEUES + (uint64_t)(PSHM_MAX_EPS - 1) * PSHM_CTRL_AM_BYTES)

/* This process's view of the job. */
struct pshm_job {
    struct pshm_job_header *hdr; /* the mapping (slot addresses derive from it) */
    int fd;                      /* the memfd, kept to fallocate our pages */
    uint32_t rank;               /* this process's rank, UINT32_MAX for the supervisor */
    _Atomic uint64_t *mapped;    /* per rank: bytes of its slot mapped here */
};

extern struct pshm_job pshm_job; /* the process's job (rank or supervisor) */

/* Bytes of control area a rank backs (fallocate) at join time. */
uint64_t pshm_ctrl_bytes(uint32_t nranks);

/* Supervisor: create and size the memfd, map it, write the header.
 * max_seg is rounded to pages; cores is the number of cores the job has. */
int pshm_job_create(uint32_t nranks, uint64_t max_seg, uint32_t cores, const char *topology);

/* Rank: map the job area from an inherited fd and take `rank`. */
int pshm_job_map(int fd, uint32_t rank);

/* Owner: mbind [addr, +len) to our NUMA node and back it with fallocate, so
 * the pages are local and running out of memory is reported now, naming
 * `what`, instead of a SIGBUS on first touch. */
int pshm_job_back_range(void *addr, uint64_t len, const char *what);

/* Map rank r's control area and the first seg_bytes of its segment into
 * this process (idempotent; seg_bytes 0 maps the control area only). */
int pshm_job_map_slot(uint32_t r, uint64_t seg_bytes);

/* Map [off, off + len) of the job file at the same offset of our
 * reservation (MAP_FIXED over the same pages is harmless: idempotent). */
int pshm_job_map_range(uint64_t off, uint64_t len);

/* Rank: back our control area (mbind local + fallocate) and mark us JOINED. */
int pshm_job_join(void);

/* Does the job have more ranks than CPUs (hardware threads) to run on?
 * cores_available counts the PUs the launcher may use. Then every wait
 * costs a context switch: waiting and the collectives' shapes adapt. */
static inline bool pshm_job_oversubscribed(void)
{
    const struct pshm_job_header *h = pshm_job.hdr;
    return h && h->nranks > h->cores_available;
}

static inline struct pshm_rank_entry *pshm_rank_entry(uint32_t r)
{
    return &pshm_job.hdr->ranks[r];
}

/* Address of rank r's slot in this process. */
static inline char *pshm_slot(uint32_t r)
{
    struct pshm_job_header *h = pshm_job.hdr;
    return (char *)h + h->header_bytes + (uint64_t)r * h->slot_bytes;
}

static inline struct pshm_rank_ctrl *pshm_ctrl(uint32_t r)
{
    return (struct pshm_rank_ctrl *)pshm_slot(r);
}

/* Rank r's segment base in this process (whether or not it is attached). */
static inline char *pshm_seg_base(uint32_t r)
{
    return pshm_slot(r) + pshm_job.hdr->ctrl_region;
}

/* Translate an address in rank r's address space to ours. */
static inline void *pshm_job_peer_addr(uint32_t r, uint64_t owner_addr)
{
    uint64_t theirs = atomic_load_explicit(&pshm_rank_entry(r)->map_base, memory_order_relaxed);
    return (char *)pshm_job.hdr + (owner_addr - theirs);
}

/* Decide the job's exit code unless already decided (a decided 0 gives way
 * to a non-zero code). Returns the decided code. */
int pshm_job_decide_exit(int code, int32_t rank);

/* Raise the exiting flag and wake every joined rank. */
void pshm_job_announce_exit(void);

#endif
