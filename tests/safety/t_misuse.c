/* t_misuse: a helper for misuse.sh (not a test by itself), built like any
 * client, in the default build (no -DPSHMEX_DEBUG, no -DPSHMEX_UNCHECKED).
 *
 *   pshmrun -n 2 t_misuse MODE
 *
 * Each MODE (see modes[] below) makes one misuse on rank 0 (the "before-*"
 * modes: before any init, in every rank). The library must stop the job
 * with a message naming the call and the argument; the script checks the
 * exit status and the message. If the bad call returns, this program says
 * so on stderr and exits with status 3; if the job is still alive after
 * 20 s, the other ranks exit with status 4.
 */
#include <gasnet.h>
#include <gasnet_ratomic.h>
#include <gasnetex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../tap.h" /* tap_time_scale */

static const char *const modes[] = {
    "ok",
    "put-rank",
    "get-range",
    "put-val-size",
    "put-null-src",
    "g1-put-node",
    "g1-get-range",
    "ad-op",
    "ad-align",
    "ad-range",
    "ad-rank",
    "before-put",
    "before-gex-put",
    "before-query",
    "before-mynode",
    "segv",
    "am-index",
    "am-nargs",
    "am-category",
    "after-exit",
    "put-word-range",
    "destroy-unsynced",
    "ad-jobrank-team",
    "ad-set-type",
    "ad-set-align",
    "ad-set-range",
    "ad-set-rank",
};
enum {
    M_OK,
    M_PUT_RANK,
    M_GET_RANGE,
    M_PUT_VAL_SIZE,
    M_PUT_NULL_SRC,
    M_G1_PUT_NODE,
    M_G1_GET_RANGE,
    M_AD_OP,
    M_AD_ALIGN,
    M_AD_RANGE,
    M_AD_RANK,
    M_BEFORE_PUT,
    M_BEFORE_GEX_PUT,
    M_BEFORE_QUERY,
    M_BEFORE_MYNODE,
    M_SEGV,
    M_AM_INDEX,
    M_AM_NARGS,
    M_AM_CATEGORY,
    M_AFTER_EXIT,
    M_PUT_WORD_RANGE,
    M_DESTROY_UNSYNCED,
    M_AD_JOBRANK_TEAM,
    M_AD_SET_TYPE,
    M_AD_SET_ALIGN,
    M_AD_SET_RANGE,
    M_AD_SET_RANK,
    NMODES
};
_Static_assert(sizeof modes / sizeof modes[0] == NMODES, "one name per mode, in enum order");

#define SEGSIZE  (64 * 1024)
#define H_SHORT1 200 /* a registered Short handler of 1 argument */

static int mode;

static void h_short1(gex_Token_t t, gex_AM_Arg_t a0)
{
    (void)t;
    (void)a0;
}

/* An 8-byte Put with every call inlined (flatten), so that its check sees
 * the constant size: the inline check of a word (pshmex_rma.h, fit8). The
 * calls in main may go through an out-of-line copy that GCC makes of the
 * header's function, whose size is a variable (the general check). */
static __attribute__((noinline, flatten)) void put_word(gex_TM_t tm, gex_Rank_t t, void *dest)
{
    static uint64_t word = 7;
    gex_RMA_PutBlocking(tm, t, dest, &word, 8, 0);
}

static _Noreturn void returned(void)
{
    fprintf(stderr, "t_misuse: %s: the bad call returned (not detected)\n", modes[mode]);
    fflush(stderr);
    _exit(3);
}

/* after-exit: rank 0 puts from an atexit handler registered before init,
 * so it runs after pshmex's own exit handler (on_exit runs in reverse). */
static gex_TM_t after_tm;
static void *after_dest;
static void put_after_exit(void)
{
    static char src[8];
    if (gex_TM_QueryRank(after_tm) != 0)
        return;
    gex_RMA_PutBlocking(after_tm, 1, after_dest, src, 8, 0);
    returned();
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv)
{
    mode = -1;
    for (int i = 0; argc > 1 && i < NMODES; i++)
        if (strcmp(argv[1], modes[i]) == 0)
            mode = i;
    if (mode < 0) {
        fprintf(stderr, "usage: t_misuse MODE\n");
        return 2;
    }
    static char buf[64];
    gex_TM_t null_tm = NULL;
    switch (mode) { /* before any init */
    case M_BEFORE_PUT: gasnet_put(1, buf, buf, 8); returned();
    case M_BEFORE_GEX_PUT: gex_RMA_PutBlocking(null_tm, 1, buf, buf, 8, 0); returned();
    case M_BEFORE_QUERY: (void)gex_TM_QueryRank(null_tm); returned();
    case M_BEFORE_MYNODE: (void)gasnet_mynode(); returned();
    }
    if (mode == M_AFTER_EXIT)
        atexit(put_after_exit);
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    gex_Segment_t seg;
    if (gex_Client_Init(&client, &ep, &tm, "MISUSE", &argc, &argv, 0) != GASNET_OK ||
        gex_Segment_Attach(&seg, tm, SEGSIZE) != GASNET_OK) {
        fprintf(stderr, "t_misuse: init failed\n");
        return 5;
    }
    gex_AM_Entry_t h[] = {{H_SHORT1, (gex_AM_Fn_t)h_short1, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST,
                           1, NULL, "h_short1"}};
    gex_EP_RegisterHandlers(ep, h, 1);
    gex_Rank_t me = gex_TM_QueryRank(tm), n = gex_TM_QuerySize(tm);
    gex_Rank_t t = n > 1 ? 1 : 0;
    void *base;
    uintptr_t size;
    gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, t, &base, NULL, &size, 0));
    char *seg_t = base;
    gex_AD_t ad;
    gex_AD_Create(&ad, tm, GEX_DT_U64, GEX_OP_FADD | GEX_OP_SET, 0);
    /* destroy-unsynced: a team of every rank, with scratch in the segment */
    gex_TM_t sub = GEX_TM_INVALID;
    if (mode == M_DESTROY_UNSYNCED)
        gex_TM_Split(&sub, tm, 0, (int)me, (char *)gex_Segment_QueryAddr(seg) + SEGSIZE / 2,
                     SEGSIZE / 2, 0);
    /* ad-jobrank-team (and ok): every rank alone in a team, with a domain
     * over it (no scratch: no collectives, none needed) */
    gex_TM_t solo = GEX_TM_INVALID;
    gex_AD_t solo_ad = GEX_AD_INVALID;
    if (mode == M_AD_JOBRANK_TEAM || mode == M_OK) {
        gex_TM_Split(&solo, tm, (int)me, 0, NULL, 0, 0);
        gex_AD_Create(&solo_ad, solo, GEX_DT_U64, GEX_OP_ADD, 0);
    }
    gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
    uint64_t r = 0;
    /* volatile: a constant 9 or address 16 would be (rightly) diagnosed at
     * compile time */
    volatile size_t nine = 9;
    int *volatile bad_ptr = (int *)(uintptr_t)16;
    if (me == 0) {
        printf("t_misuse: %s: target rank %u, segment [%p, %p)\n", modes[mode], (unsigned)t, base,
               (void *)(seg_t + size));
        fflush(stdout);
        /* a valid call first, so that rank t's segment is known here and
         * the misuse below meets the inline check, not the first call's
         * out-of-line lookup */
        gex_RMA_PutBlocking(tm, t, seg_t, buf, 8, 0);
        switch (mode) {
        case M_OK: /* correct calls on the edges of the checks */
            gex_RMA_PutBlocking(tm, t, seg_t + size - 8, buf, 8, 0);
            gex_RMA_GetBlocking(tm, buf, t, seg_t, 8, 0);
            gex_RMA_PutBlockingVal(tm, t, seg_t, 7, sizeof(gex_RMA_Value_t), 0);
            gex_RMA_PutBlocking(tm, t, NULL, NULL, 0, 0);
            gasnet_put(t, seg_t + size - 1, buf, 1);
            gex_AD_OpNBI_U64(ad, &r, t, seg_t + size - 8, GEX_OP_FADD, 1, 0, 0);
            /* a jobrank: any in the primordial team, this rank in its own */
            gex_AD_OpNBI_U64(ad, &r, t, seg_t + size - 8, GEX_OP_FADD, 1, 0,
                             GEX_FLAG_RANK_IS_JOBRANK);
            gex_AD_OpNBI_U64(solo_ad, NULL, me, gex_Segment_QueryAddr(seg), GEX_OP_ADD, 1, 0,
                             GEX_FLAG_RANK_IS_JOBRANK);
            gex_NBI_Wait(GEX_EC_ALL, 0);
            /* in the last 7 bytes: the inline check of a constant size up
             * to 8 sends these out of line, which must allow them */
            gex_RMA_PutBlocking(tm, t, seg_t + size - 4, buf, 4, 0);
            gex_RMA_PutBlockingVal(tm, t, seg_t + size - 3, 0x0a0b0c, 3, 0);
            if (gex_RMA_GetBlockingVal(tm, t, seg_t + size - 3, 3, 0) != 0x0a0b0c ||
                gasnet_get_val(t, seg_t + size - 2, 2) != 0x0a0b) {
                printf("t_misuse: FAIL: the last bytes of the segment read back wrong\n");
                break;
            }
            printf("t_misuse: ok: valid calls passed the checks\n");
            break;
        case M_PUT_RANK: gex_RMA_PutBlocking(tm, n, seg_t, buf, 8, 0); returned();
        case M_PUT_WORD_RANGE:
            put_word(tm, t, seg_t + size - 8); /* the last word: valid */
            put_word(tm, t, seg_t + size - 4);
            returned();
        case M_GET_RANGE: gex_RMA_GetBlocking(tm, buf, t, seg_t + size - 4, 8, 0); returned();
        case M_PUT_VAL_SIZE: gex_RMA_PutBlockingVal(tm, t, seg_t, 1, nine, 0); returned();
        case M_PUT_NULL_SRC: gex_RMA_PutBlocking(tm, t, seg_t, NULL, 8, 0); returned();
        case M_G1_PUT_NODE: gasnet_put(n, seg_t, buf, 8); returned();
        case M_G1_GET_RANGE: gasnet_get(buf, t, seg_t + size, 8); returned();
        case M_AD_OP: gex_AD_OpNBI_U64(ad, &r, t, seg_t, GEX_OP_FCAS, 1, 2, 0); returned();
        case M_AD_ALIGN: gex_AD_OpNBI_U64(ad, &r, t, seg_t + 4, GEX_OP_FADD, 1, 0, 0); returned();
        case M_AD_RANGE:
            gex_AD_OpNBI_U64(ad, &r, t, seg_t + size, GEX_OP_FADD, 1, 0, 0);
            returned();
        case M_AD_RANK: gex_AD_OpNBI_U64(ad, &r, n, seg_t, GEX_OP_FADD, 1, 0, 0); returned();
        case M_AD_JOBRANK_TEAM: /* jobrank t is in the job, not in this rank's team */
            gex_AD_OpNBI_U64(solo_ad, NULL, t, seg_t, GEX_OP_ADD, 5, 0, GEX_FLAG_RANK_IS_JOBRANK);
            returned();
        /* the same tests for a non-fetching op (SET), which the inline
         * check applies to a scratch word before it goes out of line */
        case M_AD_SET_TYPE: gex_AD_OpNBI_I64(ad, NULL, t, seg_t, GEX_OP_SET, 7, 0, 0); returned();
        case M_AD_SET_ALIGN:
            gex_AD_OpNBI_U64(ad, NULL, t, seg_t + 4, GEX_OP_SET, 7, 0, 0);
            returned();
        case M_AD_SET_RANGE:
            gex_AD_OpNBI_U64(ad, NULL, t, seg_t + size, GEX_OP_SET, 7, 0, 0);
            returned();
        case M_AD_SET_RANK: gex_AD_OpNBI_U64(ad, NULL, n, seg_t, GEX_OP_SET, 7, 0, 0); returned();
        case M_SEGV: *bad_ptr = 1; returned();
        case M_AM_INDEX: gex_AM_RequestShort1(tm, t, 201, 0, 5); returned();
        case M_AM_NARGS: gex_AM_RequestShort2(tm, t, H_SHORT1, 0, 5, 6); returned();
        case M_AM_CATEGORY:
            gex_AM_RequestMedium1(tm, t, H_SHORT1, buf, 8, GEX_EVENT_NOW, 0, 5);
            returned();
        case M_DESTROY_UNSYNCED: /* a barrier the other rank never joins, not synced */
            if (n > 1) {
                gex_Event_t pending = gex_Coll_BarrierNB(sub, 0);
                (void)pending;
                gex_TM_Destroy(sub, NULL, 0);
                returned();
            }
            break;
        }
    }
    if (mode == M_AFTER_EXIT) { /* every rank returns from main */
        after_tm = tm;
        after_dest = seg_t;
        gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
        return 0;
    }
    if (mode == M_OK) {
        gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
        gasnet_exit(0);
    }
    /* the others wait until the job dies (or the bad call goes unnoticed) */
    const int bound = 20 * tap_time_scale();
    double t0 = now();
    GASNET_BLOCKUNTIL(now() - t0 > bound);
    fprintf(stderr, "t_misuse: %s: nothing happened within %d s\n", modes[mode], bound);
    gasnet_exit(4);
    return 4;
}
