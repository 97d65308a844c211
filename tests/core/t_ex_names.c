/* t_ex_names: GASNet-EX names and semantics clients use beyond the 2024.5
 * text (issue #14).
 *
 *   pshmrun -n N t_ex_names
 *
 *  - gex_Coll_BarrierBlocking orders every rank's writes before every
 *    rank's later reads, rounds in a row;
 *  - a TM-pair in gex_EP_QueryBoundSegmentNB, gex_Segment_QueryBound and
 *    gex_AM_Max{Request,Reply}{Medium,Long} answers as the primordial team
 *    does for the same jobrank (it named the endpoint's fields before);
 *  - gex_AD_Create on a team made by gex_TM_Split (odd and even ranks):
 *    fetch-adds from every member land on the team's rank 0;
 *  - NPAM: gex_AM_Commit*_v2 (with GEX_FLAG_IMMEDIATE) returns 0 and
 *    delivers; gex_AM_Cancel{Request,Reply}{Medium,Long} delivers nothing,
 *    gives back the pool buffer (many large cancels in a row) and lets a
 *    Request handler reply again after cancelling its PrepareReply.
 */
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <gasnet_ratomic.h>

#define OFF_SCRATCH    ((uintptr_t)TAP_RESERVED)
#define SCRATCH        (64u << 10)
#define OFF_WORDS      (OFF_SCRATCH + SCRATCH) /* one uint64_t per rank (barrier rounds) */
#define OFF_AD         (OFF_WORDS + 8 * 1024)  /* the AD target word */
#define OFF_LONG       (OFF_AD + 4096)         /* Long payloads land here */
#define LONG_MAX_BYTES (64u << 10)

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return OFF_LONG + LONG_MAX_BYTES;
}

enum { B_PAYLOAD, B_ARGS };
static gex_AM_Index_t h_med, h_long, h_ask, h_rep;
static volatile unsigned got_med, got_long, got_rep;
static volatile int ask_cancelled_ok;

static void med_handler(gex_Token_t t, void *buf, size_t n, gex_AM_Arg_t a0, gex_AM_Arg_t a1)
{
    (void)t;
    if (a0 != 0x1234 || a1 != -7)
        am_fail(B_ARGS, "Medium args %d %d", (int)a0, (int)a1);
    for (size_t i = 0; i < n; i++)
        if (((unsigned char *)buf)[i] != (unsigned char)(i * 7 + 1)) {
            am_fail(B_PAYLOAD, "Medium byte %zu", i);
            break;
        }
    __atomic_fetch_add(&got_med, 1, __ATOMIC_RELEASE);
}

static void long_handler(gex_Token_t t, void *buf, size_t n, gex_AM_Arg_t a0)
{
    (void)t;
    if ((size_t)a0 != n)
        am_fail(B_ARGS, "Long arg %d, nbytes %zu", (int)a0, n);
    for (size_t i = 0; i < n; i++)
        if (((unsigned char *)buf)[i] != (unsigned char)(i ^ 0x5a)) {
            am_fail(B_PAYLOAD, "Long byte %zu", i);
            break;
        }
    __atomic_fetch_add(&got_long, 1, __ATOMIC_RELEASE);
}

/* Prepare a Reply of each kind, cancel it, then reply with a Short. */
static void ask_handler(gex_Token_t t, gex_AM_Arg_t kind)
{
    gex_AM_SrcDesc_t sd;
    int rc;
    if (kind == 0) {
        sd = gex_AM_PrepareReplyMedium(t, NULL, 8, 4000, NULL, 0, 1);
        rc = gex_AM_CancelReplyMedium(sd, 0);
    } else {
        sd = gex_AM_PrepareReplyLong(t, NULL, 8, 4000, NULL, NULL, 0, 1);
        rc = gex_AM_CancelReplyLong(sd, 0);
    }
    if (rc != GASNET_OK)
        am_fail(B_ARGS, "gex_AM_CancelReply%s returned %d", kind ? "Long" : "Medium", rc);
    gex_AM_ReplyShort1(t, h_rep, 0, kind + 100);
}

static void rep_handler(gex_Token_t t, gex_AM_Arg_t v)
{
    (void)t;
    if (v != 100 && v != 101)
        am_fail(B_ARGS, "reply value %d", (int)v);
    __atomic_fetch_add(&got_rep, 1, __ATOMIC_RELEASE);
}

static void test_barrier_blocking(void)
{
    uint64_t *mine = (uint64_t *)(am_local[am_me] + OFF_WORDS);
    unsigned bad = 0;
    for (uint64_t round = 1; round <= 50; round++) {
        __atomic_store_n(mine, round * 1000 + am_me, __ATOMIC_RELAXED);
        gex_Coll_BarrierBlocking(am_tm, 0);
        for (gex_Rank_t r = 0; r < am_n; r++)
            if (__atomic_load_n((uint64_t *)(am_local[r] + OFF_WORDS), __ATOMIC_RELAXED) !=
                round * 1000 + r)
                bad++;
        gex_Coll_BarrierBlocking(am_tm, 0); /* nobody writes round+1 before all have read */
    }
    ok(bad == 0,
       "gex_Coll_BarrierBlocking: 50 rounds, every rank sees every rank's write (%u "
       "stale reads)",
       bad);
}

static void test_tm_pair(void)
{
    gex_TM_t pair = gex_TM_Pair(am_ep, 0);
    unsigned nb_bad = 0, qb_bad = 0, max_bad = 0;
    for (gex_Rank_t r = 0; r < am_n; r++) {
        void *o1 = NULL, *l1 = NULL, *o2 = NULL, *l2 = NULL;
        uintptr_t s1 = 0, s2 = 0;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(am_tm, r, &o1, &l1, &s1, 0));
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(pair, r, &o2, &l2, &s2, 0));
        nb_bad += o1 != o2 || l1 != l2 || s1 != s2 || s2 == 0;
        o2 = l2 = NULL;
        s2 = 0;
        int rc = gex_Segment_QueryBound(pair, r, &o2, &l2, &s2);
        qb_bad += rc != 0 || o1 != o2 || l1 != l2 || s1 != s2;
        for (unsigned na = 0; na <= 16; na += 8) {
            max_bad += gex_AM_MaxRequestMedium(pair, r, NULL, 0, na) !=
                       gex_AM_MaxRequestMedium(am_tm, r, NULL, 0, na);
            max_bad += gex_AM_MaxReplyMedium(pair, r, NULL, 0, na) !=
                       gex_AM_MaxReplyMedium(am_tm, r, NULL, 0, na);
            max_bad += gex_AM_MaxRequestLong(pair, r, NULL, 0, na) !=
                       gex_AM_MaxRequestLong(am_tm, r, NULL, 0, na);
            max_bad += gex_AM_MaxReplyLong(pair, r, NULL, 0, na) !=
                       gex_AM_MaxReplyLong(am_tm, r, NULL, 0, na);
        }
    }
    max_bad +=
        gex_AM_MaxRequestMedium(pair, GEX_RANK_INVALID, NULL, 0, 0) != gex_AM_LUBRequestMedium();
    ok(nb_bad == 0, "gex_EP_QueryBoundSegmentNB with a TM-pair: every jobrank as on the team");
    ok(qb_bad == 0, "gex_Segment_QueryBound with a TM-pair: every jobrank as on the team");
    ok(max_bad == 0, "gex_AM_Max{Request,Reply}{Medium,Long} with a TM-pair: as on the team");
}

static void test_ad_on_subteam(void)
{
    gex_TM_t sub;
    gex_TM_Split(&sub, am_tm, (int)(am_me % 2), (int)am_me, am_owner[am_me] + OFF_SCRATCH, SCRATCH,
                 0);
    gex_Rank_t sn = gex_TM_QuerySize(sub), sme = gex_TM_QueryRank(sub);
    gex_Rank_t root_jr = gex_TM_TranslateRankToJobrank(sub, 0);
    uint64_t *word = (uint64_t *)(am_local[root_jr] + OFF_AD);
    if (sme == 0)
        *word = 0;
    gex_Coll_BarrierBlocking(sub, 0);
    gex_AD_t ad;
    gex_AD_Create(&ad, sub, GEX_DT_U64, GEX_OP_FADD | GEX_OP_GET, 0);
    uint64_t before = 0, total = 0;
    for (int i = 0; i < 100; i++)
        gex_Event_Wait(gex_AD_OpNB_U64(ad, &before, 0, am_owner[root_jr] + OFF_AD, GEX_OP_FADD,
                                       sme + 1, 0, 0));
    gex_Coll_BarrierBlocking(sub, 0);
    gex_Event_Wait(gex_AD_OpNB_U64(ad, &total, 0, am_owner[root_jr] + OFF_AD, GEX_OP_GET, 0, 0, 0));
    uint64_t want = 100ull * sn * (sn + 1) / 2;
    ok(total == want && gex_AD_QueryTM(ad) == sub,
       "gex_AD_Create on a split team (size %u): 100 fetch-adds per member sum to %llu (want "
       "%llu)",
       (unsigned)sn, (unsigned long long)total, (unsigned long long)want);
    gex_Coll_BarrierBlocking(sub, 0);
    gex_AD_Destroy(ad);
    gex_TM_Destroy(sub, NULL, GEX_FLAG_GLOBALLY_QUIESCED);
}

static void test_npam(void)
{
    gex_Rank_t peer = (am_me + 1) % am_n;
    unsigned char src[4096];
    /* Cancel: nothing arrives; large Mediums take (and give back) a pool buffer */
    unsigned rc_bad = 0;
    for (int i = 0; i < 200; i++) {
        gex_AM_SrcDesc_t sd =
            gex_AM_PrepareRequestMedium(am_tm, peer, NULL, 60000, 60000, NULL, 0, 2);
        memset(gex_AM_SrcDescAddr(sd), 0xee, 64);
        rc_bad += gex_AM_CancelRequestMedium(sd, 0) != GASNET_OK;
        sd = gex_AM_PrepareRequestLong(am_tm, peer, NULL, 16, 4096, am_owner[peer] + OFF_LONG, NULL,
                                       0, 1);
        rc_bad += gex_AM_CancelRequestLong(sd, 0) != GASNET_OK;
    }
    ok(rc_bad == 0, "200 cancelled Medium (60000 B) and Long Prepares return GASNET_OK");
    tap_barrier();
    gasnet_AMPoll();
    tap_barrier();
    ok(got_med == 0 && got_long == 0,
       "cancelled Prepares deliver nothing (Medium handler ran %u times, Long %u)", got_med,
       got_long);
    tap_barrier();
    /* _v2 Commit delivers and returns 0, with and without IMMEDIATE */
    for (size_t i = 0; i < sizeof src; i++)
        src[i] = (unsigned char)(i * 7 + 1);
    int v2_bad = 0;
    for (int i = 0; i < 20; i++) {
        gex_Flags_t f = (i % 2) ? GEX_FLAG_IMMEDIATE : 0;
        gex_AM_SrcDesc_t sd = gex_AM_PrepareRequestMedium(am_tm, peer, NULL, 100, 4096, NULL, 0, 2);
        memcpy(gex_AM_SrcDescAddr(sd), src, 100 + (size_t)i);
        v2_bad += gex_AM_CommitRequestMedium2_v2(sd, h_med, 100 + (size_t)i, f, 0x1234, -7) != 0;
        unsigned char lsrc[512];
        for (size_t k = 0; k < sizeof lsrc; k++)
            lsrc[k] = (unsigned char)(k ^ 0x5a);
        sd = gex_AM_PrepareRequestLong(am_tm, peer, lsrc, 1, 512, NULL, GEX_EVENT_NOW, 0, 1);
        v2_bad += gex_AM_CommitRequestLong1_v2(sd, h_long, 300 + (size_t)i,
                                               am_owner[peer] + OFF_LONG + (size_t)am_me * 1024, f,
                                               300 + i) != 0;
    }
    GASNET_BLOCKUNTIL(got_med == 20 && got_long == 20);
    ok(v2_bad == 0, "gex_AM_Commit{Request}{Medium,Long}N_v2 return 0 (with and without "
                    "GEX_FLAG_IMMEDIATE)");
    am_bucket_ok(B_PAYLOAD, "_v2 Commits deliver their payloads");
    am_bucket_ok(B_ARGS, "_v2 Commits deliver their arguments; CancelReply* return GASNET_OK");
    tap_barrier();
    /* Replies: the handler cancels a PrepareReply, then replies again */
    gex_AM_RequestShort1(am_tm, peer, h_ask, 0, 0);
    gex_AM_RequestShort1(am_tm, peer, h_ask, 0, 1);
    GASNET_BLOCKUNTIL(got_rep == 2);
    ok(got_rep == 2, "after gex_AM_CancelReply{Medium,Long} a Request handler may reply again");
    am_bucket_ok(B_ARGS, "the replies after a cancelled PrepareReply carry their arguments");
    tap_barrier();
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_EX_NAMES", segsize);
    gex_AM_Entry_t tab[] = {
        {0, (gex_AM_Fn_t)med_handler, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST, 2, NULL, "med"},
        {0, (gex_AM_Fn_t)long_handler, GEX_FLAG_AM_LONG | GEX_FLAG_AM_REQUEST, 1, NULL, "long"},
        {0, (gex_AM_Fn_t)ask_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, NULL, "ask"},
        {0, (gex_AM_Fn_t)rep_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 1, NULL, "rep"},
    };
    gex_EP_RegisterHandlers(am_ep, tab, 4);
    h_med = tab[0].gex_index;
    h_long = tab[1].gex_index;
    h_ask = tab[2].gex_index;
    h_rep = tab[3].gex_index;
    tap_barrier();
    test_barrier_blocking();
    test_tm_pair();
    test_ad_on_subteam();
    test_npam();
    return tap_finish();
}
