/* t_segments: every rank's segment is visible, byte for byte, from every rank.
 *
 *   pshmrun -n N t_segments [ex] [N]   gex_Segment_Attach, sizes vary per rank
 *   pshmrun -n N t_segments large [N]  same, > 64 MiB in total across the ranks
 *   pshmrun -n N t_segments g1 [N]     gasnet_init + gasnet_attach + gasnet_getSegmentInfo
 *
 * Each rank writes a rank- and offset-specific pattern into its own segment,
 * the ranks synchronise, then every rank verifies every segment through the
 * local address that gex_EP_QueryBoundSegmentNB reports.
 * N, when given, is the expected job size.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <gasnet.h>
#include <gasnetex.h>

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../tap.h"

#define MiB (1024UL * 1024UL)

/* Header each owner writes right after the tap.h page of its segment. */
typedef struct {
    uint64_t magic;
    uint64_t rank;
    uint64_t addr; /* gex_Segment_QueryAddr / getSegmentInfo addr, owner side */
    uint64_t size;
    uint8_t pad[32];
} seg_header_t;

#define HEADER_MAGIC   0x5345474d454e5453ull /* "SEGMENTS" */
#define PATTERN_OFFSET (TAP_RESERVED + sizeof(seg_header_t))

enum mode { MODE_EX, MODE_LARGE, MODE_G1 };

static uint64_t pattern_word(gex_Rank_t r, uint64_t k)
{
    uint64_t x = (k + 1) * 0x9E3779B97F4A7C15ull;
    return x ^ ((uint64_t)(r + 1) << 52) ^ ((uint64_t)r * 0x100000001B3ull);
}

static uintptr_t requested_size(enum mode m, gex_Rank_t r, gex_Rank_t n)
{
    switch (m) {
    case MODE_LARGE: {
        /* at least 72 MiB in total, uneven per rank */
        uintptr_t per = (72 * MiB + n - 1) / n;
        per = (per + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
        return per + (uintptr_t)r * GASNET_PAGESIZE;
    }
    case MODE_G1: return (uintptr_t)(8 + 2 * r) * GASNET_PAGESIZE;
    case MODE_EX:
    default: return (uintptr_t)(16 + 3 * r) * GASNET_PAGESIZE;
    }
}

static void fill(void *base, uintptr_t size, gex_Rank_t me, void *owner_addr)
{
    seg_header_t *h = (seg_header_t *)((char *)base + TAP_RESERVED);
    uint64_t *w = (uint64_t *)((char *)base + PATTERN_OFFSET);
    uint64_t words = (size - PATTERN_OFFSET) / sizeof(uint64_t);
    for (uint64_t k = 0; k < words; k++)
        w[k] = pattern_word(me, k);
    /* trailing bytes, if size - PATTERN_OFFSET is not a multiple of 8 */
    unsigned char *tail = (unsigned char *)(w + words);
    for (uintptr_t i = 0; i < (size - PATTERN_OFFSET) % sizeof(uint64_t); i++)
        tail[i] = (unsigned char)(me + i);
    h->rank = me;
    h->addr = (uint64_t)(uintptr_t)owner_addr;
    h->size = size;
    __atomic_store_n(&h->magic, HEADER_MAGIC, __ATOMIC_RELEASE);
}

/* Returns 1 if rank r's segment, seen at `local`, holds r's pattern. */
static int verify(const void *local, uintptr_t size, gex_Rank_t r, gex_Rank_t me)
{
    const uint64_t *w = (const uint64_t *)((const char *)local + PATTERN_OFFSET);
    uint64_t words = (size - PATTERN_OFFSET) / sizeof(uint64_t);
    for (uint64_t k = 0; k < words; k++) {
        if (w[k] != pattern_word(r, k)) {
            /* locate the first bad byte */
            uint64_t want = pattern_word(r, k), got = w[k];
            unsigned b = 0;
            while (((const unsigned char *)&want)[b] == ((const unsigned char *)&got)[b])
                b++;
            diag("rank %u: rank %u's segment differs at offset %" PRIu64 ": byte %#x, expected %#x",
                 (unsigned)me, (unsigned)r, (uint64_t)(PATTERN_OFFSET + k * 8 + b),
                 ((const unsigned char *)&got)[b], ((const unsigned char *)&want)[b]);
            return 0;
        }
    }
    const unsigned char *tail = (const unsigned char *)(w + words);
    for (uintptr_t i = 0; i < (size - PATTERN_OFFSET) % sizeof(uint64_t); i++)
        if (tail[i] != (unsigned char)(r + i))
            return 0;
    return 1;
}

/* Checks shared by the EX and GASNet-1 modes once segments exist:
 * owner[r]/size_r are what the owner says (QueryAddr or getSegmentInfo). */
static void check_all_segments(gex_TM_t tm, gex_Rank_t me, gex_Rank_t n, void *my_base,
                               uintptr_t my_size, void *my_owner_addr)
{
    fill(my_base, my_size, me, my_owner_addr);
    tap_barrier();

    int found = 1, header_ok = 1, data_ok = 1, aligned = 1, disjoint = 1;
    void **locals = calloc(n, sizeof *locals);
    uintptr_t *sizes = calloc(n, sizeof *sizes);
    for (gex_Rank_t r = 0; r < n; r++) {
        void *owner = NULL, *local = NULL;
        uintptr_t size = 0;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, r, &owner, &local, &size, 0));
        if (size == 0 || !local || !owner) {
            found = 0;
            diag("rank %u: no usable mapping of rank %u's segment (owner %p local %p size %lu)",
                 (unsigned)me, (unsigned)r, owner, local, (unsigned long)size);
            continue;
        }
        locals[r] = local;
        sizes[r] = size;
        if (owner != local) {
            aligned = 0;
            diag("rank %u maps rank %u's segment at %p, owner address %p", (unsigned)me,
                 (unsigned)r, local, owner);
        }
        const seg_header_t *h = (const seg_header_t *)((const char *)local + TAP_RESERVED);
        if (__atomic_load_n(&h->magic, __ATOMIC_ACQUIRE) != HEADER_MAGIC || h->rank != r ||
            h->addr != (uint64_t)(uintptr_t)owner || h->size != size) {
            header_ok = 0;
            diag("rank %u: rank %u's header: magic %#" PRIx64 " rank %" PRIu64 " addr %#" PRIx64
                 " size %" PRIu64 "; query says owner %p size %lu",
                 (unsigned)me, (unsigned)r, h->magic, h->rank, h->addr, h->size, owner,
                 (unsigned long)size);
            continue;
        }
        if (!verify(local, size, r, me))
            data_ok = 0;
    }
    for (gex_Rank_t a = 0; a < n; a++)
        for (gex_Rank_t b = a + 1; b < n; b++)
            if (locals[a] && locals[b] && (uintptr_t)locals[a] < (uintptr_t)locals[b] + sizes[b] &&
                (uintptr_t)locals[b] < (uintptr_t)locals[a] + sizes[a]) {
                disjoint = 0;
                diag("segments of ranks %u and %u overlap in rank %u", (unsigned)a, (unsigned)b,
                     (unsigned)me);
            }
    ok(found, "every rank's segment has a local mapping (QueryBoundSegmentNB)");
    ok(header_ok, "owneraddr and size from QueryBoundSegmentNB match what each owner reports");
    ok(data_ok, "every segment holds its owner's pattern, byte for byte");
    ok(disjoint, "the local mappings of the %u segments do not overlap", (unsigned)n);
    if (aligned)
        note("every segment is mapped at its owner's address (owneraddr == localaddr)");
    free(locals);
    free(sizes);

    /* Second round: each rank stores into the last word of rank me+1's
     * segment and the owner checks it: stores through the cross mapping land. */
    tap_barrier();
    gex_Rank_t peer = (me + 1) % n;
    void *pl = NULL;
    uintptr_t psize = 0;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, peer, NULL, &pl, &psize, 0));
    uint64_t *slot = (uint64_t *)((char *)pl + psize - sizeof(uint64_t)); /* last word */
    __atomic_store_n(slot, 0xC0FFEE00ull + me, __ATOMIC_RELEASE);
    tap_barrier();
    gex_Rank_t from = (me + n - 1) % n;
    uint64_t got = __atomic_load_n((uint64_t *)((char *)my_base + my_size - sizeof(uint64_t)),
                                   __ATOMIC_ACQUIRE);
    ok(got == 0xC0FFEE00ull + from,
       "a store by rank %u into my segment is visible to me (%#" PRIx64 ")", (unsigned)from, got);
}

static int run_ex(enum mode m, long expected, int argc, char **argv)
{
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    int rc = gex_Client_Init(&client, &ep, &tm, "T_SEGMENTS", &argc, &argv, 0);
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gex_Client_Init returns GASNET_OK (got %d)\n", rc);
        return 1;
    }
    const gex_Rank_t me = gex_TM_QueryRank(tm), n = gex_TM_QuerySize(tm);
    tap_set_rank(me, n);
    const uintptr_t want = requested_size(m, me, n);
    const uintptr_t maxlocal = gasnet_getMaxLocalSegmentSize();
    if (!ok(want <= maxlocal, "requested %lu bytes <= max local segment size %lu",
            (unsigned long)want, (unsigned long)maxlocal)) {
        /* attach would fail: nothing else to test */
        return tap_done();
    }
    rc = gex_Segment_Attach(&seg, tm, want);
    if (rc != GASNET_OK || seg == GEX_SEGMENT_INVALID) {
        ok(0, "gex_Segment_Attach(%lu) returns GASNET_OK (got %d)", (unsigned long)want, rc);
        return tap_done();
    }
    tap_multi(tm);
    if (expected > 0)
        ok(n == (gex_Rank_t)expected, "job size %u == %ld", (unsigned)n, expected);
    ok(1, "gex_Segment_Attach(%lu) on rank %u returns GASNET_OK", (unsigned long)want,
       (unsigned)me);
    if (m == MODE_LARGE && me == 0) {
        unsigned long long total = 0;
        for (gex_Rank_t r = 0; r < n; r++)
            total += requested_size(m, r, n);
        note("total segment memory across %u ranks: %.1f MiB", (unsigned)n, total / (double)MiB);
    }

    void *addr = gex_Segment_QueryAddr(seg);
    uintptr_t size = gex_Segment_QuerySize(seg);
    ok(addr && (uintptr_t)addr % GASNET_PAGESIZE == 0, "segment address %p is page aligned", addr);
    ok(size == want, "gex_Segment_QuerySize %lu == requested %lu", (unsigned long)size,
       (unsigned long)want);
    void *own_local = NULL, *own_owner = NULL;
    uintptr_t own_size = 0;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, me, &own_owner, &own_local, &own_size, 0));
    ok(own_owner == addr && own_local == addr && own_size == size,
       "QueryBoundSegmentNB(self) = segment address and size");

    check_all_segments(tm, me, n, addr, size, addr);
    return tap_finish();
}

static int run_g1(long expected, int argc, char **argv)
{
    int rc = gasnet_init(&argc, &argv);
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_init returns GASNET_OK (got %d)\n", rc);
        return 1;
    }
    const gasnet_node_t me = gasnet_mynode(), n = gasnet_nodes();
    tap_set_rank(me, n);
    if (expected > 0)
        ok(n == (gasnet_node_t)expected, "gasnet_nodes() %u == %ld", (unsigned)n, expected);
    ok(me < n, "gasnet_mynode() %u < gasnet_nodes() %u", (unsigned)me, (unsigned)n);

    const uintptr_t maxlocal = gasnet_getMaxLocalSegmentSize();
    const uintptr_t maxglobal = gasnet_getMaxGlobalSegmentSize();
    ok(maxlocal > 0 && maxlocal % GASNET_PAGESIZE == 0, "before attach: max local segment %lu",
       (unsigned long)maxlocal);
    ok(maxglobal > 0 && maxglobal <= maxlocal && maxglobal % GASNET_PAGESIZE == 0,
       "before attach: max global segment %lu <= max local", (unsigned long)maxglobal);

    rc = gasnet_init(&argc, &argv); /* may print a message on stderr */
    ok(rc != GASNET_OK, "a second gasnet_init returns an error (%d)", rc);

    const uintptr_t want = requested_size(MODE_G1, me, n);
    rc = gasnet_attach(NULL, 0, want, 0);
    if (rc != GASNET_OK) {
        ok(0, "gasnet_attach(NULL, 0, %lu, 0) returns GASNET_OK (got %d)", (unsigned long)want, rc);
        return tap_done();
    }

    gex_Client_t client = GEX_CLIENT_INVALID;
    gex_EP_t ep = GEX_EP_INVALID;
    gex_TM_t tm = GEX_TM_INVALID;
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    gasnet_QueryGexObjects(&client, &ep, &tm, &seg);
    if (tm == GEX_TM_INVALID || seg == GEX_SEGMENT_INVALID) {
        ok(0, "gasnet_QueryGexObjects returns the implicit TM and segment");
        return tap_done();
    }
    tap_multi(tm);
    ok(1, "gasnet_attach(NULL, 0, %lu, 0) returns GASNET_OK", (unsigned long)want);
    ok(gex_TM_QueryRank(tm) == me && gex_TM_QuerySize(tm) == n && gex_TM_QueryEP(tm) == ep &&
           gex_EP_QueryClient(ep) == client,
       "gasnet_QueryGexObjects: TM rank/size match gasnet_mynode/nodes, EP and client consistent");

    gex_System_SetVerboseErrors(0);
    rc = gasnet_attach(NULL, 0, want, 0);
    gex_System_SetVerboseErrors(1);
    ok(rc != GASNET_OK, "a second gasnet_attach returns an error (%d)", rc);

    /* gasnet_getSegmentInfo: n entries, two sentinels after them */
    gasnet_seginfo_t *tab = calloc(n + 2, sizeof *tab);
    const gasnet_seginfo_t sentinel = {(void *)(uintptr_t)0x5EA1, 0x5EA1};
    tab[n] = tab[n + 1] = sentinel;
    rc = gasnet_getSegmentInfo(tab, (int)(n + 2));
    ok(rc == GASNET_OK, "gasnet_getSegmentInfo(table, nodes + 2) returns GASNET_OK (%d)", rc);
    ok(tab[n].addr == sentinel.addr && tab[n].size == sentinel.size &&
           tab[n + 1].addr == sentinel.addr && tab[n + 1].size == sentinel.size,
       "entries past gasnet_nodes() are left untouched");
    int sane = 1;
    for (gasnet_node_t r = 0; r < n; r++) {
        if (!tab[r].addr || (uintptr_t)tab[r].addr % GASNET_PAGESIZE || tab[r].size == 0 ||
            tab[r].size % GASNET_PAGESIZE || tab[r].size > requested_size(MODE_G1, r, n))
            sane = 0;
        if (tab[r].size != requested_size(MODE_G1, r, n))
            note("rank %u got %lu bytes of the %lu requested", (unsigned)r,
                 (unsigned long)tab[r].size, (unsigned long)requested_size(MODE_G1, r, n));
    }
    ok(sane, "every entry is page aligned, non-empty and no larger than requested");
    ok(tab[me].addr == gex_Segment_QueryAddr(seg) && tab[me].size == gex_Segment_QuerySize(seg),
       "my entry matches the implicit segment (%p, %lu)", tab[me].addr,
       (unsigned long)tab[me].size);
#if GASNET_ALIGNED_SEGMENTS
    int same = 1;
    for (gasnet_node_t r = 1; r < n; r++)
        same &= tab[r].addr == tab[0].addr;
    ok(same, "GASNET_ALIGNED_SEGMENTS=1: every segment has the same address");
#endif
    int match = 1;
    for (gasnet_node_t r = 0; r < n; r++) {
        void *owner = NULL;
        uintptr_t size = 0;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, r, &owner, NULL, &size, 0));
        if (owner != tab[r].addr || size != tab[r].size) {
            match = 0;
            diag("rank %u: getSegmentInfo says %p/%lu, QueryBoundSegmentNB %p/%lu", (unsigned)r,
                 tab[r].addr, (unsigned long)tab[r].size, owner, (unsigned long)size);
        }
    }
    ok(match, "getSegmentInfo agrees with gex_EP_QueryBoundSegmentNB for every rank");

    gasnet_seginfo_t two[2] = {sentinel, sentinel};
    rc = gasnet_getSegmentInfo(two, 1);
    ok(rc == GASNET_OK && two[0].addr == tab[0].addr && two[0].size == tab[0].size &&
           two[1].addr == sentinel.addr,
       "gasnet_getSegmentInfo(table, 1) fills only entry 0");

    check_all_segments(tm, me, n, tab[me].addr, tab[me].size, tab[me].addr);
    free(tab);
    return tap_finish();
}

int main(int argc, char **argv)
{
    enum mode m = MODE_EX;
    long expected = 0;
    /* Arguments are read before init only to pick the mode (the same on all ranks). */
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "ex") == 0)
            m = MODE_EX;
        else if (strcmp(argv[i], "large") == 0)
            m = MODE_LARGE;
        else if (strcmp(argv[i], "g1") == 0)
            m = MODE_G1;
        else
            expected = strtol(argv[i], NULL, 10);
    }
    if (m == MODE_G1)
        return run_g1(expected, argc, argv);
    return run_ex(m, expected, argc, argv);
}
