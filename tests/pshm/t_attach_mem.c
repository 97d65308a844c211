/* t_attach_mem: what attaching a segment costs in memory and time.
 *
 *   t_attach_mem [--tag=X] SIZE [MODE]
 *
 * SIZE is a byte count with an optional K/M/G suffix, or "max" for
 * gasnet_getMaxLocalSegmentSize(). Every rank attaches SIZE, then:
 *   MODE "report" (default): rank 0 prints, as TAP, the attach time, each
 *       rank's VmRSS and how much of the job's shared memory the attach
 *       allocated; it checks that the attach allocated (committed) at most
 *       ALLOWANCE bytes in the whole job and grew no rank's RSS by more
 *       (with PSHMEX_SEGMENT_COMMIT=1: that it allocated all of it).
 *   MODE "touch": every rank writes one byte in each page of its own
 *       segment, then the same report (nothing is then "small").
 *   MODE "touch-peer": rank 0 writes each page of rank 1's segment (the
 *       pages are allocated by a peer, not the owner).
 *   MODE "nodump": every rank checks that each segment mapping is left out
 *       of core dumps (VmFlags "dd" in /proc/self/smaps).
 *   MODE "hold": every rank prints "t_attach_mem: rank R pid P ready" and
 *       waits forever (for tests that end the job from outside).
 *   MODE "policy": every rank checks the NUMA policy of every segment: the
 *       pages of rank r's segment are placed on rank r's node (from
 *       pshmex_QueryRankPlacement) whoever touches them first; rank 0 then
 *       touches a page of every peer and checks where it landed.
 * --tag=X is ignored (a marker for pgrep -f).
 *
 * The job's shared memory is the memfd "pshmex-job" that every rank holds
 * open; its allocated blocks (st_blocks) are what the kernel has committed.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <gasnet.h>
#include <gasnetex.h>

#include <dirent.h>
#include <fcntl.h>
#include <inttypes.h>
#include <numaif.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../tap.h"

#define MiB       (1024.0 * 1024.0)
/* What an attach may allocate in the whole job, and grow a rank's RSS by:
 * tap.h's page and the library's bookkeeping, nothing proportional to SIZE. */
#define ALLOWANCE (16ull << 20)

/* Per-rank figures, stored by each rank into rank 0's segment after tap.h's
 * page; rank 0 reads them after a barrier. */
struct figures {
    uint64_t attach_ns;
    uint64_t rss_before, rss_after; /* bytes */
    uint64_t job_before;            /* job file's allocated bytes before our attach */
    uint64_t pad[4];
};

static uint64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000ull + (uint64_t)t.tv_nsec;
}

static uint64_t vm_rss(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    uint64_t kb = 0;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %" SCNu64, &kb) == 1)
            break;
    if (f)
        fclose(f);
    return kb * 1024;
}

/* Allocated bytes of the job's memfd, found among our open descriptors. */
static uint64_t job_allocated(void)
{
    DIR *d = opendir("/proc/self/fd");
    struct dirent *e;
    uint64_t bytes = UINT64_MAX;
    while (d && (e = readdir(d))) {
        char path[300], link[300];
        snprintf(path, sizeof path, "/proc/self/fd/%s", e->d_name);
        ssize_t n = readlink(path, link, sizeof link - 1);
        if (n <= 0)
            continue;
        link[n] = '\0';
        struct stat st;
        /* a memfd, or the file tests/pshm/memfd_in_dir.c made instead */
        const char *dir = getenv("PSHMEX_TEST_MEMFD_DIR");
        int ours =
            dir && *dir ? strncmp(link, dir, strlen(dir)) == 0 : strstr(link, "pshmex-job") != NULL;
        if (ours && stat(path, &st) == 0) {
            bytes = (uint64_t)st.st_blocks * 512;
            break;
        }
    }
    if (d)
        closedir(d);
    return bytes;
}

static uintptr_t parse_size(const char *s)
{
    if (strcmp(s, "max") == 0)
        return gasnet_getMaxLocalSegmentSize();
    char *end;
    double v = strtod(s, &end);
    switch (*end) {
    case 'G': v *= 1024.0; /* fall through */
    case 'M': v *= 1024.0; /* fall through */
    case 'K': v *= 1024.0;
    }
    uintptr_t b = (uintptr_t)v;
    return b / GASNET_PAGESIZE * GASNET_PAGESIZE;
}

static void *segment_of(gex_TM_t tm, gex_Rank_t r, uintptr_t *size)
{
    void *local = NULL;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, r, NULL, &local, size, 0));
    return local;
}

static void touch(char *base, uintptr_t size)
{
    for (uintptr_t off = 0; off < size; off += GASNET_PAGESIZE)
        base[off] = 1;
}

static void report(struct figures *all, gex_Rank_t n, uintptr_t size, int expect_small)
{
    uint64_t job_after = job_allocated();
    uint64_t slowest = 0, job_before = UINT64_MAX, worst_rss = 0;
    for (gex_Rank_t r = 0; r < n; r++) {
        struct figures *f = &all[r];
        if (f->attach_ns > slowest)
            slowest = f->attach_ns;
        if (f->job_before < job_before) /* the first rank's: before any attach */
            job_before = f->job_before;
        if (f->rss_after > f->rss_before && f->rss_after - f->rss_before > worst_rss)
            worst_rss = f->rss_after - f->rss_before;
        note("rank %u: attach %.1f ms, VmRSS %.1f MiB after (%.1f before)", (unsigned)r,
             f->attach_ns / 1e6, f->rss_after / MiB, f->rss_before / MiB);
    }
    uint64_t grown = job_after > job_before ? job_after - job_before : 0;
    note("attach of %.1f MiB per rank x %u ranks: slowest %.1f ms; the job's shared memory "
         "allocated %.1f MiB before, %.1f MiB after",
         size / MiB, (unsigned)n, slowest / 1e6, job_before / MiB, job_after / MiB);
    ok(job_after != UINT64_MAX, "the job's memfd is found among the open descriptors");
    if (!expect_small)
        return;
    const char *commit = getenv("PSHMEX_SEGMENT_COMMIT");
    if (commit && strcmp(commit, "1") == 0) {
        ok(grown >= (uint64_t)n * size,
           "PSHMEX_SEGMENT_COMMIT=1: attaching %u x %.1f MiB allocated all of it (%.1f MiB)",
           (unsigned)n, size / MiB, grown / MiB);
        return;
    }
    ok(grown <= ALLOWANCE,
       "attaching %u x %.1f MiB allocated %.1f MiB of shared memory (at most %.0f: reserved, "
       "not committed)",
       (unsigned)n, size / MiB, grown / MiB, ALLOWANCE / MiB);
    ok(worst_rss <= ALLOWANCE, "no rank's RSS grew by more than %.0f MiB across attach (%.1f)",
       ALLOWANCE / MiB, worst_rss / MiB);
}

/* Node of the page at addr (move_pages with no target only queries). */
static int page_node(void *addr)
{
    int status = -1;
    void *pages[1] = {addr};
    if (move_pages(0, 1, pages, NULL, &status, 0) != 0)
        return -1;
    return status;
}

static void check_policy(gex_TM_t tm, gex_Rank_t me, gex_Rank_t n)
{
    int placed = 1, landed = 1;
    for (gex_Rank_t r = 0; r < n; r++) {
        int core = -1, node = -1;
        uintptr_t size = 0;
        char *seg = segment_of(tm, r, &size);
        pshmex_QueryRankPlacement(r, &core, &node);
        int mode = -1;
        unsigned long mask[16] = {0};
        char *probe = seg + size / 2 / GASNET_PAGESIZE * GASNET_PAGESIZE;
        if (get_mempolicy(&mode, mask, sizeof mask * 8, probe, MPOL_F_ADDR) != 0) {
            placed = 0;
            diag("rank %u: get_mempolicy on rank %u's segment failed", (unsigned)me, (unsigned)r);
            continue;
        }
        /* the owner's node, named explicitly: a page lands there whoever
         * touches it first (a node-local policy would follow the toucher) */
        int want = node >= 0 ? node : -1;
        int named = want >= 0 && (mask[want / 64] >> (want % 64)) & 1;
        if ((mode != MPOL_PREFERRED && mode != MPOL_BIND) || (want >= 0 && !named)) {
            placed = 0;
            diag("rank %u: rank %u's segment has policy mode %d mask %#lx, want its node %d",
                 (unsigned)me, (unsigned)r, mode, mask[0], want);
        }
        if (me == 0 && r != 0) {
            probe[0] = 1;
            int got = page_node(probe);
            if (want >= 0 && got != want) {
                landed = 0;
                diag("rank 0 touched rank %u's page first: it is on node %d, want %d", (unsigned)r,
                     got, want);
            }
        }
    }
    ok(placed, "every segment carries a policy that places its pages on its owner's node");
    ok(landed, "a page of a peer's segment that rank 0 touched first is on the peer's node");
}

/* Every mapping in /proc/self/smaps that overlaps a segment carries the
 * "dd" VmFlag (not in core dumps). */
static void check_nodump(gex_TM_t tm, gex_Rank_t me, gex_Rank_t n)
{
    FILE *f = fopen("/proc/self/smaps", "r");
    char line[512];
    uintptr_t lo = 0, hi = 0;
    int inside = 0, seen = 0, bad = 0;
    while (f && fgets(line, sizeof line, f)) {
        uintptr_t a, b;
        if (sscanf(line, "%" SCNxPTR "-%" SCNxPTR " ", &a, &b) == 2) {
            inside = 0;
            for (gex_Rank_t r = 0; r < n; r++) {
                uintptr_t size = 0;
                char *s = segment_of(tm, r, &size);
                if (a < (uintptr_t)s + size && (uintptr_t)s < b)
                    inside = 1;
            }
            lo = a;
            hi = b;
        } else if (inside && strncmp(line, "VmFlags:", 8) == 0) {
            seen++;
            if (!strstr(line, " dd")) {
                bad++;
                diag("rank %u: mapping %#" PRIxPTR "-%#" PRIxPTR " of a segment: %s", (unsigned)me,
                     lo, hi, line);
            }
        }
    }
    if (f)
        fclose(f);
    ok(seen >= (int)n && !bad, "the %d mappings of the %u segments are all left out of core dumps",
       seen, (unsigned)n);
}

int main(int argc, char **argv)
{
    int i = 1;
    while (i < argc && strncmp(argv[i], "--tag=", 6) == 0)
        i++;
    if (i >= argc) {
        fprintf(stderr, "usage: t_attach_mem [--tag=X] SIZE|max "
                        "[report|touch|touch-peer|policy|nodump|hold]\n");
        return 64;
    }
    char size_arg[64], mode[32] = "report";
    snprintf(size_arg, sizeof size_arg, "%s", argv[i]);
    if (i + 1 < argc)
        snprintf(mode, sizeof mode, "%s", argv[i + 1]);

    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Segment_t seg;
    if (gex_Client_Init(&client, &ep, &tm, "T_ATTACH_MEM", &argc, &argv, 0) != GASNET_OK)
        return 70;
    const gex_Rank_t me = gex_TM_QueryRank(tm), n = gex_TM_QuerySize(tm);
    tap_set_rank(me, n);
    uintptr_t size = parse_size(size_arg);
    if (size < 2 * TAP_RESERVED) {
        fprintf(stderr, "t_attach_mem: size %s is too small\n", size_arg);
        return 64;
    }
    struct figures f = {0};
    f.rss_before = vm_rss();
    f.job_before = job_allocated();
    uint64_t t0 = now_ns();
    int rc = gex_Segment_Attach(&seg, tm, size);
    f.attach_ns = now_ns() - t0;
    f.rss_after = vm_rss();
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gex_Segment_Attach(%lu) returns GASNET_OK (got %d)\n",
               (unsigned long)size, rc);
        return 1;
    }
    tap_multi(tm);
    ok(1, "%u ranks attached %lu bytes each (gasnet_getMaxLocalSegmentSize() = %lu)", (unsigned)n,
       (unsigned long)size, (unsigned long)gasnet_getMaxLocalSegmentSize());

    uintptr_t size0 = 0;
    struct figures *all = (struct figures *)((char *)segment_of(tm, 0, &size0) + TAP_RESERVED);
    if (TAP_RESERVED + n * sizeof *all > size0)
        gasnet_exit(64);
    all[me] = f;
    tap_barrier();

    int expect_small = 1;
    if (strcmp(mode, "touch") == 0) {
        uintptr_t mine = 0;
        char *base = segment_of(tm, me, &mine);
        /* past tap.h's page and the figures on rank 0 */
        touch(base + 2 * TAP_RESERVED, mine - 2 * TAP_RESERVED);
        expect_small = 0;
    } else if (strcmp(mode, "touch-peer") == 0) {
        uintptr_t theirs = 0;
        if (me == 0 && n > 1) {
            char *peer = segment_of(tm, 1, &theirs);
            touch(peer, theirs);
        }
        expect_small = 0;
    } else if (strcmp(mode, "policy") == 0) {
        check_policy(tm, me, n);
        expect_small = 0;
    } else if (strcmp(mode, "nodump") == 0) {
        check_nodump(tm, me, n);
        expect_small = 0;
    } else if (strcmp(mode, "hold") == 0) {
        static volatile int never;
        printf("t_attach_mem: rank %u pid %ld ready\n", (unsigned)me, (long)getpid());
        fflush(stdout);
        GASNET_BLOCKUNTIL(never);
    } else if (strcmp(mode, "report") != 0) {
        fprintf(stderr, "t_attach_mem: unknown mode %s\n", mode);
        gasnet_exit(64);
    }
    tap_barrier();
    if (me == 0)
        report(all, n, size, expect_small);
    return tap_finish();
}
