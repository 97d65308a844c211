/* t_init_flags.c - the primordial endpoint and team report the flags they
 * were created with: gex_EP_QueryFlags and gex_TM_QueryFlags return "the
 * flags passed when the object was created" (spec 0.18), and
 * gex_Client_Init(flags) creates the primordial EP and team, so both
 * return those flags, as gex_Client_QueryFlags does.
 *
 *   t_init_flags ex0     gex_Client_Init(..., 0)
 *   t_init_flags ex1     gex_Client_Init(..., GEX_FLAG_USES_GASNET1)
 *   t_init_flags legacy  gasnet_init (which passes GEX_FLAG_USES_GASNET1)
 * Run by tests/core/init_flags.sh under pshmrun -n 1 and -n 2. */
#include <gasnet.h>
#include <string.h>

#include "../tap.h"

#define SEGSIZE (16 * GASNET_PAGESIZE)

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";
    gex_Client_t client = GEX_CLIENT_INVALID;
    gex_EP_t ep = GEX_EP_INVALID;
    gex_TM_t tm = GEX_TM_INVALID;
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    gex_Flags_t want;
    int rc;
    if (strcmp(mode, "ex0") == 0 || strcmp(mode, "ex1") == 0) {
        want = mode[2] == '1' ? GEX_FLAG_USES_GASNET1 : 0;
        rc = gex_Client_Init(&client, &ep, &tm, "T_INIT_FLAGS", &argc, &argv, want);
        if (rc == GASNET_OK)
            rc = gex_Segment_Attach(&seg, tm, SEGSIZE);
    } else if (strcmp(mode, "legacy") == 0) {
        want = GEX_FLAG_USES_GASNET1;
        rc = gasnet_init(&argc, &argv);
        if (rc == GASNET_OK)
            rc = gasnet_attach(NULL, 0, SEGSIZE, 0);
        gasnet_QueryGexObjects(&client, &ep, &tm, &seg);
    } else {
        fprintf(stderr, "usage: t_init_flags ex0|ex1|legacy\n");
        return 2;
    }
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - %s: init and attach (%d)\n", mode, rc);
        return 1;
    }
    tap_multi(tm);

    const gex_Flags_t cf = gex_Client_QueryFlags(client);
    const gex_Flags_t ef = gex_EP_QueryFlags(ep);
    const gex_Flags_t tf = gex_TM_QueryFlags(tm);
    ok(cf == want, "%s: gex_Client_QueryFlags = %#x, want %#x", mode, (unsigned)cf, (unsigned)want);
    ok(ef == want, "%s: gex_EP_QueryFlags(primordial EP) = %#x, want %#x", mode, (unsigned)ef,
       (unsigned)want);
    ok(tf == want, "%s: gex_TM_QueryFlags(primordial team) = %#x, want %#x", mode, (unsigned)tf,
       (unsigned)want);
    return tap_finish();
}
