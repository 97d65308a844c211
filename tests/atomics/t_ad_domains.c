/* t_ad_domains: the life of remote atomic domains (gex_AD_*), beside the
 * operations t_ad_ops checks.
 *
 *   pshmrun -n N t_ad_domains        (also runs without pshmrun: 1 rank)
 *
 * Covers gex_AD_Create / Destroy on the primordial team with nine domains
 * alive at once (two of the same type, every FAVOR hint, subsets of the
 * opcodes): distinct handles, gex_AD_QueryDT/Ops/Flags/TM as created,
 * QueryCData NULL when new; SetCData per domain (SetCData(NULL) clears only
 * that one); the Query and CData calls from an AM handler; the subset
 * domains used to every rank next to the others; destroying all nine in a
 * mixed order, then create/destroy cycles whose fresh domains query right
 * and work.
 */
#include "../am_queues/am_common.h"

#include "ad_common.h"

enum { B_MULTI, B_HANDLER };

static int check_queries(gex_AD_t ad, gex_DT_t dt, gex_OP_t ops, gex_Flags_t flags,
                         const void *cdata, const char *what)
{
    gex_DT_t qdt = gex_AD_QueryDT(ad);
    gex_OP_t qops = gex_AD_QueryOps(ad);
    gex_Flags_t qfl = gex_AD_QueryFlags(ad);
    gex_TM_t qtm = gex_AD_QueryTM(ad);
    void *qcd = gex_AD_QueryCData(ad);
    if (ad == GEX_AD_INVALID || qdt != dt || qops != ops || qfl != flags || qtm != am_tm ||
        qcd != cdata) {
        diag("%s: ad %p: DT 0x%x (want 0x%x), Ops 0x%x (want 0x%x), Flags 0x%x (want 0x%x), TM %p "
             "(want %p), CData %p (want %p)",
             what, (void *)ad, (unsigned)qdt, (unsigned)dt, (unsigned)qops, (unsigned)ops,
             (unsigned)qfl, (unsigned)flags, (void *)qtm, (void *)am_tm, qcd, cdata);
        return 0;
    }
    return 1;
}

static struct {
    gex_AD_t ad;
    gex_DT_t dt;
    gex_OP_t ops;
    gex_Flags_t flags;
    const char *name;
} doms[9];
static int cdata_tag[9];

/* AM handler: the Query and CData calls are legal in handler context. */
static volatile int handler_runs;
static void query_handler(gex_Token_t token)
{
    (void)token;
    for (int i = 0; i < 9; i++) {
        if (gex_AD_QueryDT(doms[i].ad) != doms[i].dt ||
            gex_AD_QueryOps(doms[i].ad) != doms[i].ops ||
            gex_AD_QueryFlags(doms[i].ad) != doms[i].flags || gex_AD_QueryTM(doms[i].ad) != am_tm ||
            gex_AD_QueryCData(doms[i].ad) != &cdata_tag[i])
            am_fail(B_HANDLER, "domain %s: wrong query result in a handler", doms[i].name);
        gex_AD_SetCData(doms[i].ad, &cdata_tag[(i + 1) % 9]);
        if (gex_AD_QueryCData(doms[i].ad) != &cdata_tag[(i + 1) % 9])
            am_fail(B_HANDLER, "domain %s: SetCData in a handler not seen", doms[i].name);
        gex_AD_SetCData(doms[i].ad, &cdata_tag[i]);
    }
    handler_runs++;
}

static void create_domains(void)
{
    const gex_OP_t iops = all_ops(0), fops = all_ops(1);
    doms[0] = (typeof(doms[0])){NULL, GEX_DT_I32, iops, 0, "I32 (all ops)"};
    doms[1] = (typeof(doms[0])){NULL, GEX_DT_U32, iops, GEX_FLAG_AD_FAVOR_MY_RANK,
                                "U32 (all ops, FAVOR_MY_RANK)"};
    doms[2] = (typeof(doms[0])){NULL, GEX_DT_I64, iops, GEX_FLAG_AD_FAVOR_MY_NBRHD,
                                "I64 (all ops, FAVOR_MY_NBRHD)"};
    doms[3] = (typeof(doms[0])){NULL, GEX_DT_U64, iops, GEX_FLAG_AD_FAVOR_REMOTE,
                                "U64 (all ops, FAVOR_REMOTE)"};
    doms[4] = (typeof(doms[0])){NULL, GEX_DT_FLT, fops, 0, "FLT (all ops)"};
    doms[5] = (typeof(doms[0])){NULL, GEX_DT_DBL, fops, GEX_FLAG_AD_FAVOR_MY_NBRHD,
                                "DBL (all ops, FAVOR_MY_NBRHD)"};
    doms[6] = (typeof(doms[0])){NULL, GEX_DT_U64, GEX_OP_FADD | GEX_OP_GET,
                                GEX_FLAG_AD_FAVOR_MY_RANK, "U64 (FADD|GET)"};
    doms[7] =
        (typeof(doms[0])){NULL, GEX_DT_I32, GEX_OP_SET | GEX_OP_GET | GEX_OP_CAS | GEX_OP_FCAS, 0,
                          "I32 (SET|GET|CAS|FCAS)"};
    doms[8] = (typeof(doms[0])){NULL, GEX_DT_DBL, GEX_OP_FMIN | GEX_OP_MAX | GEX_OP_SWAP,
                                GEX_FLAG_AD_FAVOR_REMOTE, "DBL (FMIN|MAX|SWAP)"};
    for (int i = 0; i < 9; i++)
        gex_AD_Create(&doms[i].ad, am_tm, doms[i].dt, doms[i].ops, doms[i].flags);
    int good = 1, distinct = 1;
    for (int i = 0; i < 9; i++) {
        good &=
            check_queries(doms[i].ad, doms[i].dt, doms[i].ops, doms[i].flags, NULL, doms[i].name);
        for (int j = 0; j < i; j++)
            distinct &= doms[i].ad != doms[j].ad;
    }
    ok(good && distinct, "9 domains alive at once (2 x U64, 2 x I32, 2 x DBL): distinct handles; "
                         "QueryDT/Ops/Flags/TM as created, QueryCData NULL");
    for (int i = 0; i < 9; i++)
        gex_AD_SetCData(doms[i].ad, &cdata_tag[i]);
    good = 1;
    for (int i = 0; i < 9; i++)
        good &= check_queries(doms[i].ad, doms[i].dt, doms[i].ops, doms[i].flags, &cdata_tag[i],
                              doms[i].name);
    gex_AD_SetCData(doms[4].ad, NULL);
    good &= check_queries(doms[4].ad, doms[4].dt, doms[4].ops, doms[4].flags, NULL,
                          "FLT after SetCData(NULL)");
    good &= gex_AD_QueryCData(doms[5].ad) == &cdata_tag[5];
    gex_AD_SetCData(doms[4].ad, &cdata_tag[4]);
    ok(good, "SetCData on each domain: QueryCData gives each its own value back; SetCData(NULL) "
             "clears only that domain");

    /* the same calls in a handler (legal there) */
    gex_AM_Entry_t table[1] = {
        {0, (gex_AM_Fn_t)query_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 0, NULL, "q"}};
    int rc = gex_EP_RegisterHandlers(am_ep, table, 1);
    if (rc != GASNET_OK)
        am_fail(B_HANDLER, "gex_EP_RegisterHandlers returned %d", rc);
    else {
        rc = gex_AM_RequestShort0(am_tm, am_me, table[0].gex_index, 0);
        double t0 = am_now();
        GASNET_BLOCKUNTIL(handler_runs == 1 || am_now() - t0 > 10);
        if (handler_runs != 1)
            am_fail(B_HANDLER, "the handler did not run within 10 s (request returned %d)", rc);
    }
    am_bucket_ok(B_HANDLER, "gex_AD_Query* and gex_AD_SetCData/QueryCData from an AM handler");
}

/* The subset domains (6..8) on words at the start of each block. */
static void use_extra_domains(void)
{
    for (gex_Rank_t i = 0; i < am_n; i++) {
        gex_Rank_t t = (gex_Rank_t)((am_me + i) % am_n);
        char *own = am_owner[t] + block_off(am_me) + MULTI_OFF;
        char *loc = am_local[t] + block_off(am_me) + MULTI_OFF;
        uint64_t u = 0;
        int32_t s = 0;
        double d = 0;
        __atomic_store_n((uint64_t *)(void *)loc, (uint64_t)1000 * am_me, __ATOMIC_RELAXED);
        __atomic_store_n((int32_t *)(void *)(loc + 8), -5, __ATOMIC_RELAXED);
        __atomic_store_n((uint64_t *)(void *)(loc + 16), 0, __ATOMIC_RELAXED);
        for (int k = 0; k < 10; k++) {
            gex_Event_Wait(gex_AD_OpNB_U64(doms[6].ad, &u, t, own, GEX_OP_FADD, (uint64_t)k, 0, 0));
            if (u != (uint64_t)1000 * am_me + (uint64_t)k * (k - 1) / 2)
                am_fail(B_MULTI, "U64 FADD #%d to rank %u fetched %llu", k, (unsigned)t,
                        (unsigned long long)u);
        }
        gex_AD_OpNBI_U64(doms[6].ad, &u, t, own, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ);
        gex_NBI_Wait(GEX_EC_GET, 0);
        if (u != (uint64_t)1000 * am_me + 45)
            am_fail(B_MULTI, "U64 GET from rank %u: %llu", (unsigned)t, (unsigned long long)u);
        gex_AD_OpNBI_I32(doms[7].ad, NULL, t, own + 8, GEX_OP_CAS, -5, (int32_t)am_me, 0);
        gex_NBI_Wait(GEX_EC_RMW, 0);
        gex_Event_Wait(gex_AD_OpNB_I32(doms[7].ad, &s, t, own + 8, GEX_OP_FCAS, -5, 77, 0));
        if (s != (int32_t)am_me)
            am_fail(B_MULTI, "I32 FCAS (failing) on rank %u fetched %d", (unsigned)t, (int)s);
        gex_AD_OpNBI_I32(doms[7].ad, NULL, t, own + 8, GEX_OP_SET, 123, 0, GEX_FLAG_AD_REL);
        gex_NBI_Wait(GEX_EC_PUT, 0);
        gex_Event_Wait(gex_AD_OpNB_I32(doms[7].ad, &s, t, own + 8, GEX_OP_GET, 0, 0, 0));
        if (s != 123)
            am_fail(B_MULTI, "I32 GET from rank %u: %d", (unsigned)t, (int)s);
        gex_Event_Wait(gex_AD_OpNB_DBL(doms[8].ad, &d, t, own + 16, GEX_OP_SWAP, 2.5, 0, 0));
        gex_Event_Wait(gex_AD_OpNB_DBL(doms[8].ad, &d, t, own + 16, GEX_OP_FMIN, -1.5, 0, 0));
        if (d != 2.5)
            am_fail(B_MULTI, "DBL FMIN on rank %u fetched %g", (unsigned)t, d);
        gex_Event_Wait(gex_AD_OpNB_DBL(doms[8].ad, NULL, t, own + 16, GEX_OP_MAX, -3.0, 0, 0));
        gex_Event_Wait(gex_AD_OpNB_DBL(doms[8].ad, &d, t, own + 16, GEX_OP_SWAP, 0.0, 0, 0));
        if (d != -1.5)
            am_fail(B_MULTI, "DBL MAX(-1.5, -3.0) on rank %u left %g", (unsigned)t, d);
        if (__atomic_load_n((uint64_t *)(void *)loc, __ATOMIC_RELAXED) !=
                (uint64_t)1000 * am_me + 45 ||
            __atomic_load_n((int32_t *)(void *)(loc + 8), __ATOMIC_RELAXED) != 123)
            am_fail(B_MULTI, "rank %u: the words do not hold the last values", (unsigned)t);
    }
    am_bucket_ok(B_MULTI, "the subset domains (U64 FADD|GET, I32 SET|GET|CAS|FCAS, DBL "
                          "FMIN|MAX|SWAP) next to the others, to every rank");
}

/* Destroy, and create/destroy cycles (every domain fresh: CData NULL). */
static void destroy_and_cycle(void)
{
    tap_barrier(); /* every operation on every rank is complete */
    static const int order[9] = {7, 2, 8, 0, 4, 6, 1, 5, 3};
    for (int i = 0; i < 9; i++)
        gex_AD_Destroy(doms[order[i]].ad);
    int good = 1;
    for (int c = 0; c < 12; c++) {
        gex_AD_t a[3];
        gex_DT_t dts[3] = {GEX_DT_U32, GEX_DT_DBL, GEX_DT_I64};
        gex_OP_t opss[3] = {GEX_OP_FINC | GEX_OP_SET, GEX_OP_ADD,
                            (gex_OP_t)(GEX_OP_FXOR << (c % 2))};
        gex_Flags_t fls[3] = {c % 2 ? GEX_FLAG_AD_FAVOR_REMOTE : 0, 0, GEX_FLAG_AD_FAVOR_MY_RANK};
        for (int k = 0; k < 3; k++)
            gex_AD_Create(&a[k], am_tm, dts[k], opss[k], fls[k]);
        for (int k = 0; k < 3; k++) {
            good &= check_queries(a[k], dts[k], opss[k], fls[k], NULL, "a fresh domain");
            gex_AD_SetCData(a[k], &cdata_tag[k]);
        }
        /* use one: every rank increments a U32 word of its own block on rank c % n */
        gex_Rank_t t = (gex_Rank_t)(c % am_n);
        char *own = am_owner[t] + block_off(am_me) + 24;
        uint32_t r = 0;
        gex_AD_OpNBI_U32(a[0], NULL, t, own, GEX_OP_SET, (uint32_t)c, 0, 0);
        gex_NBI_Wait(GEX_EC_PUT, 0);
        gex_AD_OpNBI_U32(a[0], &r, t, own, GEX_OP_FINC, 0, 0, 0);
        gex_NBI_Wait(GEX_EC_RMW, 0);
        good &= r == (uint32_t)c;
        tap_barrier();
        for (int k = 0; k < 3; k++)
            gex_AD_Destroy(a[(k + c) % 3]);
    }
    ok(good, "12 create/destroy cycles of 3 domains after destroying all 9 (destroyed in mixed "
             "order): fresh domains query right, CData NULL, usable");
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AD_DOMAINS", segsize);
    note("t_ad_domains: %u ranks", (unsigned)am_n);
    create_domains();
    tap_barrier();
    use_extra_domains();
    tap_barrier();
    destroy_and_cycle();
    int rc = tap_finish();
    gasnet_exit(rc);
    return rc;
}
