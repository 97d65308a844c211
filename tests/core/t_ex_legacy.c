/* t_ex_legacy.c - a GASNet-EX client that includes only <gasnetex.h> and
 * uses the legacy names the reference's gasnetex.h also declares (through
 * its conduit core headers and gasnet_help.h): gasnet_getMaxLocalSegmentSize,
 * gasnet_getMaxGlobalSegmentSize (spec 0.18 bounds gex_Segment_Attach's size
 * with the first), gasnet_getenv, gasnet_set_waitmode and GASNET_WAIT_*,
 * gasnet_getSegmentInfo and gasnet_getNodeInfo with their table types.
 *
 * Built and run by tests/core/ex_legacy.sh, which compiles it with
 * -Werror=implicit-function-declaration (an undeclared name is an error,
 * not an int-returning guess that truncates a 5 GiB size) and as C++17.
 *
 *   t_ex_legacy MAXSEG   (a 1-rank job, GASNET_MAX_SEGSIZE=MAXSEG bytes and
 *                         T_EX_LEGACY=yes in the environment)
 */
#define GASNET_SEQ 1
#include <gasnetex.h>

#define TAP_NO_GASNET /* tap.h would include gasnet.h: this client must not */
#include "../tap.h"

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: t_ex_legacy MAXSEG\n");
        return 2;
    }
    const unsigned long long want = strtoull(argv[1], NULL, 10);
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    if (gex_Client_Init(&client, &ep, &tm, "T_EX_LEGACY", &argc, &argv, 0) != GASNET_OK) {
        printf("1..1\nnot ok 1 - gex_Client_Init\n");
        return 1;
    }

    /* The checks keep the returned types: uintptr_t, not an implicit int. */
    const uintptr_t local = gasnet_getMaxLocalSegmentSize();
    const uintptr_t global = gasnet_getMaxGlobalSegmentSize();
    ok(local == want, "gasnet_getMaxLocalSegmentSize() = %llu, GASNET_MAX_SEGSIZE = %llu",
       (unsigned long long)local, want);
    ok(global == local, "gasnet_getMaxGlobalSegmentSize() = %llu, the local maximum (1 rank)",
       (unsigned long long)global);

    const char *v = gasnet_getenv("T_EX_LEGACY");
    ok(v && strcmp(v, "yes") == 0, "gasnet_getenv(\"T_EX_LEGACY\") = \"%s\"", v ? v : "(null)");
    ok(gasnet_set_waitmode(GASNET_WAIT_SPIN) == GASNET_OK &&
           gasnet_set_waitmode(GASNET_WAIT_SPINBLOCK) == GASNET_OK &&
           gasnet_set_waitmode(GASNET_WAIT_BLOCK) == GASNET_OK,
       "gasnet_set_waitmode(GASNET_WAIT_SPIN / SPINBLOCK / BLOCK) = GASNET_OK");

    gasnet_nodeinfo_t ni = {99, 99, 1};
    ok(gasnet_getNodeInfo(&ni, 1) == GASNET_OK && ni.host == 0 && ni.supernode == 0,
       "gasnet_getNodeInfo: host %u, supernode %u", (unsigned)ni.host, (unsigned)ni.supernode);

    /* the spec's bound on gex_Segment_Attach's size */
    uintptr_t size = 16 * (uintptr_t)GASNET_PAGESIZE;
    if (size > local)
        size = local;
    gex_Segment_t seg;
    ok(gex_Segment_Attach(&seg, tm, size) == GASNET_OK, "gex_Segment_Attach(%llu bytes)",
       (unsigned long long)size);
    gasnet_seginfo_t si = {NULL, 0};
    ok(gasnet_getSegmentInfo(&si, 1) == GASNET_OK && si.addr == gex_Segment_QueryAddr(seg) &&
           si.size == size,
       "gasnet_getSegmentInfo: the attached segment (%llu bytes)", (unsigned long long)si.size);

    gasnet_threadinfo_t ti = NULL;
    (void)ti;
    return tap_done();
}
