/* t_seg_create: gex_Segment_Create / _Destroy, memory kinds and the
 * segment queries, in every rank of a job (no endpoint of its own needed):
 *
 *   pshmrun -n N t_seg_create             (also runs without pshmrun)
 *
 *  - gex_MK_Create for GEX_MK_CLASS_HOST and gex_MK_Destroy; the device
 *    classes, an unknown class and bad arguments give GASNET_ERR_BAD_ARG
 *    and leave *kind_p alone (seg_create.sh checks the messages);
 *  - library-allocated segments: rounded to pages, zeroed, writable, shared
 *    (a memfd), every query; bad lengths, kinds and flags;
 *  - client memory: accepted inside the primordial segment and inside a
 *    library-allocated segment, and private memory (malloc, stack: this
 *    process's only; t_seg_tmpair uses it); refused for a range that sticks
 *    out of a segment and for one with an unmapped page;
 *  - gex_EP_BindSegment refuses the primordial endpoint once it has the
 *    gex_Segment_Attach segment (t_seg_primordial binds one without it);
 *  - 40 rounds of create / write / destroy leave /proc/self/maps and the
 *    open memfds as they were.
 */
#include "../am_queues/am_common.h"

#include <gasnet_mk.h>
#include <sys/mman.h>

#include "seg_common.h"

#define SEGSZ ((uintptr_t)1 << 20)

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return SEGSZ;
}

static void test_kinds(void)
{
    gex_MK_Create_args_t args = {0, GEX_MK_CLASS_HOST, {{0}}};
    gex_MK_t mk = GEX_MK_INVALID;
    ok(gex_MK_Create(&mk, am_client, &args, 0) == GASNET_OK && mk != GEX_MK_INVALID &&
           mk != GEX_MK_HOST,
       "gex_MK_Create(GEX_MK_CLASS_HOST) makes a new kind");
    gex_Segment_t s = GEX_SEGMENT_INVALID;
    int rc = gex_Segment_Create(&s, am_client, NULL, 3 * GASNET_PAGESIZE, mk, 0);
    ok(rc == GASNET_OK && s && gex_Segment_QuerySize(s) == 3 * GASNET_PAGESIZE,
       "a segment of that kind is host memory like GEX_MK_HOST's");
    if (s) {
        memset(gex_Segment_QueryAddr(s), 0x5a, 3 * GASNET_PAGESIZE);
        gex_Segment_Destroy(s, 0);
    }
    gex_MK_Destroy(mk, 0);
    ok(1, "gex_MK_Destroy of the kind once its segment is gone");

    static const struct {
        gex_MK_Class_t cls;
        const char *name;
    } dev[] = {
        {GEX_MK_CLASS_CUDA_UVA, "CUDA_UVA"}, {GEX_MK_CLASS_HIP, "HIP"}, {GEX_MK_CLASS_ZE, "ZE"}};
    for (size_t i = 0; i < 3; i++) {
        gex_MK_Create_args_t a = {0, dev[i].cls, {{0}}};
        gex_MK_t k = (gex_MK_t)(uintptr_t)0x1234;
        rc = gex_MK_Create(&k, am_client, &a, 0);
        ok(rc == GASNET_ERR_BAD_ARG && k == (gex_MK_t)(uintptr_t)0x1234,
           "GEX_MK_CLASS_%s: GASNET_ERR_BAD_ARG (host only), kind_p untouched (rc %d)", dev[i].name,
           rc);
    }
    gex_MK_Create_args_t bad = {0, (gex_MK_Class_t)77, {{0}}};
    gex_MK_t k = GEX_MK_INVALID;
    ok(gex_MK_Create(&k, am_client, &bad, 0) == GASNET_ERR_BAD_ARG && k == GEX_MK_INVALID,
       "an unknown class: GASNET_ERR_BAD_ARG");
    bad.gex_class = GEX_MK_CLASS_HOST;
    bad.gex_flags = 1;
    ok(gex_MK_Create(&k, am_client, &bad, 0) == GASNET_ERR_BAD_ARG,
       "args->gex_flags != 0: GASNET_ERR_BAD_ARG");
    ok(gex_MK_Create(&k, am_client, &args, 4) == GASNET_ERR_BAD_ARG,
       "flags != 0: GASNET_ERR_BAD_ARG");
    ok(gex_MK_Create(&k, am_client, NULL, 0) == GASNET_ERR_BAD_ARG &&
           gex_MK_Create(NULL, am_client, &args, 0) == GASNET_ERR_BAD_ARG &&
           gex_MK_Create(&k, NULL, &args, 0) == GASNET_ERR_BAD_ARG && k == GEX_MK_INVALID,
       "NULL args, kind_p or client: GASNET_ERR_BAD_ARG");
}

static void test_library_segments(void)
{
    gex_Segment_t s = GEX_SEGMENT_INVALID;
    int rc = gex_Segment_Create(&s, am_client, NULL, 5000, GEX_MK_HOST, 0);
    ok(rc == GASNET_OK && s != GEX_SEGMENT_INVALID, "gex_Segment_Create(NULL, 5000 bytes)");
    if (!s)
        return;
    char *a = gex_Segment_QueryAddr(s);
    uintptr_t n = gex_Segment_QuerySize(s);
    ok(n == 2 * GASNET_PAGESIZE && (uintptr_t)a % GASNET_PAGESIZE == 0,
       "rounded up to whole pages at a page boundary (size %lu)", (unsigned long)n);
    ok(gex_Segment_QueryClient(s) == am_client && gex_Segment_QueryFlags(s) == 0,
       "QueryClient and QueryFlags");
    gex_Segment_SetCData(s, &rc);
    ok(gex_Segment_QueryCData(s) == &rc, "SetCData / QueryCData");
    size_t zero = 0;
    for (uintptr_t i = 0; i < n; i++)
        zero += a[i] == 0;
    memset(a, 0xa5, n);
    ok(zero == n && (unsigned char)a[n - 1] == 0xa5, "zeroed and writable");
    ok(seg_count_memfds() >= 1, "backed by a memfd (shared memory)");
    gex_Segment_Destroy(s, 0);

    gex_Segment_t keep = (gex_Segment_t)(uintptr_t)0x99;
    ok(gex_Segment_Create(&keep, am_client, NULL, 0, GEX_MK_HOST, 0) == GASNET_ERR_BAD_ARG &&
           keep == (gex_Segment_t)(uintptr_t)0x99,
       "length 0: GASNET_ERR_BAD_ARG, segment_p untouched");
    ok(gex_Segment_Create(&keep, am_client, NULL, gasnet_getMaxLocalSegmentSize() + 1, GEX_MK_HOST,
                          0) == GASNET_ERR_BAD_ARG,
       "over gasnet_getMaxLocalSegmentSize(): GASNET_ERR_BAD_ARG");
    ok(gex_Segment_Create(&keep, am_client, NULL, 4096, GEX_MK_INVALID, 0) == GASNET_ERR_BAD_ARG &&
           gex_Segment_Create(&keep, am_client, NULL, 4096, (gex_MK_t)(uintptr_t)0x40, 0) ==
               GASNET_ERR_BAD_ARG,
       "GEX_MK_INVALID or a made-up kind: GASNET_ERR_BAD_ARG");
    ok(gex_Segment_Create(&keep, am_client, NULL, 4096, GEX_MK_HOST, 2) == GASNET_ERR_BAD_ARG &&
           keep == (gex_Segment_t)(uintptr_t)0x99,
       "flags != 0: GASNET_ERR_BAD_ARG");
}

static void test_client_memory(void)
{
    char *prim = (char *)gex_Segment_QueryAddr(am_seg);
    gex_Segment_t c = GEX_SEGMENT_INVALID;
    /* no alignment needed: 100 bytes at an odd offset of the primordial segment */
    int rc = gex_Segment_Create(&c, am_client, prim + TAP_RESERVED + 3, 100, GEX_MK_HOST, 0);
    ok(rc == GASNET_OK && gex_Segment_QueryAddr(c) == prim + TAP_RESERVED + 3 &&
           gex_Segment_QuerySize(c) == 100,
       "client memory inside the primordial segment: its address and length as given");
    if (rc == GASNET_OK)
        gex_Segment_Destroy(c, 0);

    gex_Segment_t lib = GEX_SEGMENT_INVALID;
    gex_Segment_Create(&lib, am_client, NULL, 4 * GASNET_PAGESIZE, GEX_MK_HOST, 0);
    char *l = gex_Segment_QueryAddr(lib);
    l[5000] = 42;
    rc = gex_Segment_Create(&c, am_client, l + 4096, 8192, GEX_MK_HOST, 0);
    ok(rc == GASNET_OK && ((char *)gex_Segment_QueryAddr(c))[904] == 42,
       "client memory inside a library-allocated segment (same bytes)");
    gex_Segment_t keep = GEX_SEGMENT_INVALID;
    ok(gex_Segment_Create(&keep, am_client, l + 3 * GASNET_PAGESIZE, 2 * GASNET_PAGESIZE,
                          GEX_MK_HOST, 0) == GASNET_ERR_BAD_ARG &&
           keep == GEX_SEGMENT_INVALID,
       "a range that sticks out of the segment: GASNET_ERR_BAD_ARG");
    if (rc == GASNET_OK)
        gex_Segment_Destroy(c, 0);
    gex_Segment_Destroy(lib, 0);

    ok(gex_Segment_Create(&keep, am_client, prim + gex_Segment_QuerySize(am_seg) - 8, 16,
                          GEX_MK_HOST, 0) == GASNET_ERR_BAD_ARG &&
           keep == GEX_SEGMENT_INVALID,
       "a range that sticks out of the primordial segment: GASNET_ERR_BAD_ARG");

    /* private memory: accepted as it is (only this process reaches it) */
    char *priv = malloc(65536);
    memset(priv, 0x6b, 65536);
    rc = gex_Segment_Create(&c, am_client, priv + 7, 65529, GEX_MK_HOST, 0);
    ok(rc == GASNET_OK && gex_Segment_QueryAddr(c) == priv + 7 &&
           gex_Segment_QuerySize(c) == 65529 && priv[7] == 0x6b && priv[65535] == 0x6b,
       "private memory (malloc, odd address and length): its address and length as given, "
       "contents untouched");
    if (rc == GASNET_OK)
        gex_Segment_Destroy(c, 0);
    free(priv);
    char on_stack[100];
    memset(on_stack, 1, sizeof on_stack);
    rc = gex_Segment_Create(&c, am_client, on_stack, sizeof on_stack, GEX_MK_HOST, 0);
    ok(rc == GASNET_OK && gex_Segment_QueryAddr(c) == on_stack, "stack memory: accepted");
    if (rc == GASNET_OK)
        gex_Segment_Destroy(c, 0);
    /* a hole: mapped, then unmapped */
    char *hole =
        mmap(NULL, 3 * GASNET_PAGESIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    munmap(hole + GASNET_PAGESIZE, GASNET_PAGESIZE);
    ok(gex_Segment_Create(&keep, am_client, hole + 100, 2 * GASNET_PAGESIZE, GEX_MK_HOST, 0) ==
               GASNET_ERR_BAD_ARG &&
           keep == GEX_SEGMENT_INVALID,
       "a range with an unmapped page: GASNET_ERR_BAD_ARG");
    munmap(hole, 3 * GASNET_PAGESIZE);
}

static void test_bind_primordial(void)
{
    gex_Segment_t s = GEX_SEGMENT_INVALID;
    gex_Segment_Create(&s, am_client, NULL, GASNET_PAGESIZE, GEX_MK_HOST, 0);
    ok(gex_EP_BindSegment(am_ep, s, 0) == GASNET_ERR_BAD_ARG &&
           gex_EP_QuerySegment(am_ep) == am_seg,
       "gex_EP_BindSegment on the primordial endpoint: GASNET_ERR_BAD_ARG, Attach's stays");
    ok(gex_EP_BindSegment(GEX_EP_INVALID, s, 0) == GASNET_ERR_BAD_ARG &&
           gex_EP_BindSegment(am_ep, GEX_SEGMENT_INVALID, 0) == GASNET_ERR_BAD_ARG,
       "gex_EP_BindSegment with GEX_EP_INVALID or GEX_SEGMENT_INVALID: GASNET_ERR_BAD_ARG");
    gex_Segment_Destroy(s, 0);
    ok(gex_EP_PublishBoundSegment(am_tm, &am_ep, 1, 0) == GASNET_OK,
       "gex_EP_PublishBoundSegment of the primordial endpoint on the primordial team");
    gex_EP_t two[2] = {am_ep, am_ep};
    ok(gex_EP_PublishBoundSegment(am_tm, two, 2, 0) == GASNET_ERR_BAD_ARG,
       "gex_EP_PublishBoundSegment naming one endpoint twice: GASNET_ERR_BAD_ARG");
}

static void test_no_leak(void)
{
    char *prim = (char *)gex_Segment_QueryAddr(am_seg);
    int maps0 = seg_count_maps(), fds0 = seg_count_memfds();
    unsigned bad = 0;
    for (int round = 0; round < 40; round++) {
        gex_Segment_t lib, in_lib, in_prim;
        if (gex_Segment_Create(&lib, am_client, NULL, (uintptr_t)(round + 1) * 8192, GEX_MK_HOST,
                               0) != GASNET_OK) {
            bad++;
            continue;
        }
        char *a = gex_Segment_QueryAddr(lib);
        bad += gex_Segment_Create(&in_lib, am_client, a + 8, 64, GEX_MK_HOST, 0) != GASNET_OK;
        bad += gex_Segment_Create(&in_prim, am_client, prim + TAP_RESERVED, 64, GEX_MK_HOST, 0) !=
               GASNET_OK;
        memset(a, round, gex_Segment_QuerySize(lib));
        gex_Segment_Destroy(in_prim, 0);
        gex_Segment_Destroy(in_lib, 0);
        gex_Segment_Destroy(lib, 0);
    }
    int maps1 = seg_count_maps(), fds1 = seg_count_memfds();
    ok(bad == 0 && maps1 == maps0 && fds1 == fds0,
       "40 rounds of create / write / destroy: maps %d -> %d, memfds %d -> %d (%u failed)", maps0,
       maps1, fds0, fds1, bad);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_SEG_CREATE", segsize);
    test_kinds();
    test_library_segments();
    test_client_memory();
    test_bind_primordial();
    test_no_leak();
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
