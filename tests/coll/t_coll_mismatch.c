/* t_coll_mismatch: a helper for mismatch.sh (not a test by itself).
 *
 *   pshmrun -n N t_coll_mismatch MODE
 *
 * Each MODE makes one collective (or gex_TM_Split) whose single-valued
 * arguments differ between ranks: the last rank passes one value, the
 * others another. The library must stop the job with a line naming the
 * call and the argument; the script checks the exit status and the line.
 * If the mismatched call returns on every rank, this program says so on
 * stderr and exits with status 3; a hang ends by SIGALRM after 30 s.
 * MODE ok makes the same calls with agreeing arguments, including the
 * differences the spec allows (non-root dst NULL, scratch sizes that
 * differ between new teams), and must exit 0.
 */
#include <gasnet.h>
#include <gasnet_coll.h>
#include <gasnetex.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static gex_TM_t tm;
static gex_Rank_t me, n;
static int odd; /* the rank that differs: the last one (0 in mode ok) */

static void wait_ev(gex_Event_t ev)
{
    gex_Event_Wait(ev);
}

static void barrier(void)
{
    wait_ev(gex_Coll_BarrierNB(tm, 0));
}

/* Broadcast nbytes from root (a multiple of 8, up to 8 KiB). */
static void bcast(gex_Rank_t root, size_t nbytes)
{
    static uint64_t src[1024], dst[1024];
    for (size_t i = 0; i < 1024; i++)
        src[i] = 1000 * root + i;
    wait_ev(gex_Coll_BroadcastNB(tm, root, dst, src, nbytes, 0));
}

static void reduce_all(gex_DT_t dt, gex_OP_t op, size_t cnt)
{
    int64_t src[4] = {me + 1, 1, 1, 1}, dst[4];
    wait_ev(gex_Coll_ReduceToAllNB(tm, dst, src, dt, 8, cnt, op, NULL, NULL, 0));
}

static void reduce_one(gex_Rank_t root)
{
    int64_t src = me + 1, dst = 0;
    wait_ev(gex_Coll_ReduceToOneNB(tm, root, me == root ? &dst : NULL, &src, GEX_DT_I64, 8, 1,
                                   GEX_OP_ADD, NULL, NULL, 0));
}

static char scratch[2][8192];

static void split(gex_Flags_t flags, size_t size, int color)
{
    gex_TM_t sub = GEX_TM_INVALID;
    if (flags & (GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED | GEX_FLAG_TM_SCRATCH_SIZE_MIN)) {
        (void)gex_TM_Split(&sub, tm, color, (int)me, NULL, 0, flags);
        return;
    }
    gex_TM_Split(&sub, tm, color, (int)me, scratch[color & 1], size, flags);
    wait_ev(gex_Coll_BarrierNB(sub, 0));
    gex_TM_Destroy(sub, NULL, 0);
}

int main(int argc, char **argv)
{
    gex_Client_t client;
    gex_EP_t ep;
    alarm(30);
    if (gex_Client_Init(&client, &ep, &tm, "MISMATCH", &argc, &argv, 0) != GASNET_OK)
        return 2;
    if (argc < 2) {
        fprintf(stderr, "usage: t_coll_mismatch MODE\n");
        return 2;
    }
    const char *mode = argv[1];
    me = gex_TM_QueryRank(tm);
    n = gex_TM_QuerySize(tm);
    bool ok = strcmp(mode, "ok") == 0;
    odd = !ok && me == n - 1;
    gex_Rank_t last = n - 1;
    barrier(); /* some agreeing collectives first */
    reduce_all(GEX_DT_I64, GEX_OP_ADD, 1);
    if (ok) { /* every call below, with agreeing arguments */
        barrier();
        bcast(last, 8);
        bcast(0, 8192);
        reduce_one(last);
        reduce_one(0);
        reduce_all(GEX_DT_I64, GEX_OP_MAX, 2);
        reduce_all(GEX_DT_U64, GEX_OP_ADD, 1);
        split(GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED, 0, 0);
        split(GEX_FLAG_TM_NO_SCRATCH, 0, 0);
        split(0, 4096, 0);
        /* sizes differ between the two new teams, agree inside each */
        split(0, me % 2 ? 8192 : 4096, (int)(me % 2));
    } else if (!strcmp(mode, "kind")) {
        if (odd)
            bcast(0, 8);
        else
            barrier();
    } else if (!strcmp(mode, "bcast-root")) {
        bcast(odd ? 0 : last, 8);
    } else if (!strcmp(mode, "reduce-root")) {
        /* the last rank names itself, the others rank 0: both read every
         * member's arrival (a non-root completes without reading) */
        reduce_one(odd ? last : 0);
    } else if (!strcmp(mode, "bcast-nbytes")) {
        bcast(0, odd ? 16 : 8);
    } else if (!strcmp(mode, "bcast-nbytes-tree")) { /* payloads that take tree steps */
        bcast(0, odd ? 8192 : 4096);
    } else if (!strcmp(mode, "reduce-nbytes")) {
        reduce_all(GEX_DT_I64, GEX_OP_ADD, odd ? 2 : 1);
    } else if (!strcmp(mode, "op")) {
        reduce_all(GEX_DT_I64, odd ? GEX_OP_MAX : GEX_OP_ADD, 1);
    } else if (!strcmp(mode, "dt")) {
        reduce_all(odd ? GEX_DT_U64 : GEX_DT_I64, GEX_OP_ADD, 1);
    } else if (!strcmp(mode, "split-query")) {
        split(odd ? GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED : 0, 4096, 0);
    } else if (!strcmp(mode, "split-query-kind")) {
        split(odd ? GEX_FLAG_TM_SCRATCH_SIZE_MIN : GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED, 0, 0);
    } else if (!strcmp(mode, "split-noscratch")) {
        split(odd ? GEX_FLAG_TM_NO_SCRATCH : 0, 4096, 0);
    } else if (!strcmp(mode, "split-size")) {
        split(0, odd ? 8192 : 4096, 0);
    } else {
        fprintf(stderr, "t_coll_mismatch: unknown mode %s\n", mode);
        return 2;
    }
    barrier();
    if (!ok) {
        fprintf(stderr, "rank %u: the mismatched %s returned\n", me, mode);
        gasnet_exit(3);
    }
    printf("rank %u: agreeing calls passed\n", me);
    gasnet_exit(0);
    return 0;
}
