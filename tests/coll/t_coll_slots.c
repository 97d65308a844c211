/* t_coll_slots: teams over time and at once, beyond the 32 team slots a
 * rank has, and teams driven by two threads (a GASNET_PAR client). New
 * teams are checked as in t_coll_teams (coll_teams_common.h).
 *
 *   pshmrun -n N t_coll_slots [SEED]      (also runs without pshmrun: 1 rank)
 *   pshmrun -n N t_coll_slots too-many    (expected to die: 32 Dups alive)
 *
 *  1. More teams over time than the 32 team slots: 40 rounds create a team
 *     (Split / Create / Dup in turn) while the previous round's team is
 *     still alive, run collectives on both (ADD, USER_NC digits, a
 *     Broadcast), destroy the older; then 31 Dups alive at once (every
 *     slot), a collective on each in flight together, all destroyed; then
 *     12 more rounds. Every other Create and Dup gives its scratch as an
 *     offset into the bound segment (GEX_FLAG_SCRATCH_SEG_OFFSET), and
 *     every other Destroy asks for it back as one, independently: the
 *     scratch each Destroy reports is the address or offset it asked for.
 *  2. Threads (a GASNET_PAR client): on every rank two threads each drive
 *     collectives over their own Dup of the primordial team at the same
 *     time (60 rounds; 30 above 4 ranks) (reductions and broadcasts of two data steps, rank-ordered
 *     reductions), one syncing with gex_Event_Wait, the other with Test
 *     loops: every result right.
 *  3. Threads that end: 16 threads one after another, each running 3
 *     barriers over the primordial team, then ending; the operations they
 *     cached for reuse are freed (the library's count of live operations,
 *     coll_ops_live, is back where it was).
 *  "too-many": 32 Dups alive with the primordial team need 33 slots; the
 *     job must stop with a message naming gex_TM_Dup (coll.sh checks).
 *  "size-min": the deprecated GEX_FLAG_TM_SCRATCH_SIZE_MIN queries of
 *     Split, Create and Dup answer as GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED
 *     (exit 0 if they do), and the job prints one warning naming the flag
 *     (coll.sh counts the lines).
 *  GEX_FLAG_SCRATCH_SEG_OFFSET misused, each must stop the job with a
 *  message naming the call and what is wrong (coll.sh checks):
 *  "offset-past-end": gex_TM_Dup with an offset at the segment's end;
 *  "offset-unbound": gex_TM_Create over endpoint 1, which has no segment;
 *  "offset-outside": gex_TM_Destroy asking for the offset of scratch that
 *     is not in the segment (a Dup given memory from malloc).
 */
#include "coll_teams_common.h"

#include "coll/coll.h" /* coll_ops_live (linked from the convenience library) */

/* ---------------------------------------------------------------- */
/* 1. more teams than slots                                           */
/* ---------------------------------------------------------------- */

struct made {
    gex_TM_t tm;
    gex_Rank_t exp[MAXN];
    size_t n;
    int colls, chunk;
    void *scratch;
};

/* Rounds whose Create or Dup passes GEX_FLAG_SCRATCH_SEG_OFFSET, and whose
 * Destroy of the round's team does: the two alternate out of step, so
 * each construction meets each kind of Destroy. */
static int offset_made(unsigned it)
{
    return (it / 3) % 2 == 1;
}
static int offset_destroyed(unsigned it)
{
    return it % 2 == 0;
}
static void *scratch_offset(const struct made *m)
{
    return (void *)(uintptr_t)((char *)m->scratch - am_owner[am_me]);
}

static void make_round(unsigned it, struct made *m)
{
    gex_EP_Location_t args[MAXN];
    m->tm = NULL;
    m->n = 0;
    m->colls = 1;
    m->chunk = chunk_take();
    m->scratch = chunk_addr(am_me, m->chunk);
    switch (it % 3) {
    case 0: { /* Split in three colors rotating with it, key = -rank */
        int color = (int)((am_me + it) % 3);
        for (gex_Rank_t j = am_n; j-- > 0;)
            if ((int)((j + it) % 3) == color)
                m->exp[m->n++] = j;
        gex_TM_Split(&m->tm, am_tm, color, -(int)am_me, m->scratch, scratch_sz, 0);
        break;
    }
    case 1: { /* Create: the ranks with (j + it) % 2 == my value, rotated by it */
        int side = (int)((am_me + it) % 2);
        gex_Rank_t mem[MAXN];
        size_t k = 0;
        for (gex_Rank_t j = 0; j < am_n; j++)
            if ((int)((j + it) % 2) == side)
                mem[k++] = j;
        for (size_t i = 0; i < k; i++) {
            m->exp[i] = mem[(i + it) % k];
            args[i].gex_rank = m->exp[i];
            args[i].gex_ep_index = 0;
        }
        m->n = k;
        gex_Addr_t a = offset_made(it) ? scratch_offset(m) : m->scratch;
        gex_TM_Create(&m->tm, 1, am_tm, args, k, &a, scratch_sz,
                      GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_LOCAL_SCRATCH |
                          (offset_made(it) ? GEX_FLAG_SCRATCH_SEG_OFFSET : 0));
        break;
    }
    default: /* Dup */
        for (gex_Rank_t j = 0; j < am_n; j++)
            m->exp[m->n++] = j;
        gex_TM_Dup(&m->tm, am_tm, offset_made(it) ? scratch_offset(m) : m->scratch, scratch_sz,
                   GEX_FLAG_TM_LOCAL_SCRATCH | (offset_made(it) ? GEX_FLAG_SCRATCH_SEG_OFFSET : 0));
        break;
    }
}

static void part_churn(unsigned rounds)
{
    static struct made a, b;
    struct made *prev = NULL, *cur = &a;
    unsigned bad = 0, destroy_bad = 0;
    char first[sizeof why + 32] = ""; /* "round N: " and a check's why */
    for (unsigned it = 0; it < rounds; it++) {
        make_round(it, cur);
        const char *w = check_queries(cur->tm, cur->exp, cur->n);
        if (!w)
            w = check_colls_light(cur->tm, cur->exp, cur->n, 100 + it);
        if (!w && prev)
            w = check_colls_light(prev->tm, prev->exp, prev->n, 200 + it); /* the older one */
        if (w && bad++ == 0)
            snprintf(first, sizeof first, "round %u: %s", it, w);
        if (prev) {
            gex_Memvec_t mv = {NULL, 0};
            const int as_offset = offset_destroyed(it);
            void *want = as_offset ? scratch_offset(prev) : prev->scratch;
            int rc = gex_TM_Destroy(prev->tm, &mv, as_offset ? GEX_FLAG_SCRATCH_SEG_OFFSET : 0);
            if ((rc == 0 || mv.gex_addr != want || mv.gex_len != scratch_sz) && destroy_bad++ == 0)
                diag("round %u: gex_TM_Destroy%s returned %d, {%p, %zu}, want {%p, %zu}", it,
                     as_offset ? " with GEX_FLAG_SCRATCH_SEG_OFFSET" : "", rc, mv.gex_addr,
                     mv.gex_len, want, scratch_sz);
            chunk_give(prev->chunk);
        }
        prev = cur;
        cur = cur == &a ? &b : &a;
    }
    gex_Memvec_t mv;
    gex_TM_Destroy(prev->tm, &mv, 0);
    chunk_give(prev->chunk);
    if (!ok(bad == 0,
            "%u rounds of Split/Create/Dup with the previous team alive: every team "
            "right, collectives on both",
            rounds))
        diag("%u bad; first: %s", bad, first);
    ok(destroy_bad == 0, "every one of those teams destroyed with its scratch reported (as an "
                         "address, or as an offset with GEX_FLAG_SCRATCH_SEG_OFFSET)");
}

/* 31 Dups of the primordial team at once: every slot in use. */
static void part_full(unsigned count)
{
    gex_TM_t *t = calloc(count, sizeof *t);
    int *ch = calloc(count, sizeof *ch);
    uint64_t *res = calloc(count, sizeof *res), v = (uint64_t)am_me + 1, want = 0;
    gex_Event_t *ev = calloc(2 * (size_t)count, sizeof *ev);
    if (!t || !ch || !res || !ev) {
        printf("not ok - out of memory\n");
        gasnet_exit(99);
    }
    for (gex_Rank_t j = 0; j < am_n; j++)
        want += (uint64_t)j + 1;
    for (unsigned i = 0; i < count; i++) {
        ch[i] = i < NCHUNK ? chunk_take() : -1;
        gex_TM_Dup(&t[i], am_tm, ch[i] >= 0 ? chunk_addr(am_me, ch[i]) : NULL,
                   ch[i] >= 0 ? scratch_sz : 0,
                   ch[i] >= 0 ? GEX_FLAG_TM_SYMMETRIC_SCRATCH : GEX_FLAG_TM_NO_SCRATCH);
    }
    for (unsigned i = 0; i < count; i++) {
        ev[2 * i] =
            gex_Coll_ReduceToAllNB(t[i], &res[i], &v, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0);
        ev[2 * i + 1] = gex_Coll_BarrierNB(t[i], 0);
    }
    gex_Event_WaitAll(ev, 2 * (size_t)count, 0);
    unsigned bad = 0;
    for (unsigned i = 0; i < count; i++)
        bad += res[i] != want;
    ok(bad == 0,
       "%u Dups alive at once (with the primordial team: every one of the 32 slots), "
       "a reduction and a barrier in flight on each: right (%u wrong)",
       count, bad);
    for (unsigned i = count; i-- > 0;) {
        gex_TM_Destroy(t[i], NULL, 0);
        chunk_give(ch[i]);
    }
    free(t), free(ch), free(res), free(ev);
}

/* ---------------------------------------------------------------- */
/* 2. two threads, two teams                                          */
/* ---------------------------------------------------------------- */

#define TH_ROUNDS 60
#define TH_CNT    3000 /* 24000 bytes of U64: two data steps */

struct thr {
    gex_TM_t tm;
    int id;
    unsigned bad;
    char first[200];
};

static void th_sync(gex_Event_t ev, int test)
{
    if (!test) {
        gex_Event_Wait(ev);
        return;
    }
    while (gex_Event_Test(ev) != GASNET_OK)
        sched_yield();
}

static void *th_main(void *arg)
{
    struct thr *t = arg;
    uint64_t *src = malloc(TH_CNT * 8), *dst = malloc(TH_CNT * 8);
    uint8_t *b = malloc(BC_BIG), *bs = malloc(BC_BIG);
    if (!src || !dst || !b || !bs) {
        t->bad = 1;
        snprintf(t->first, sizeof t->first, "out of memory");
        return NULL;
    }
    unsigned rounds = am_n > 4 ? TH_ROUNDS / 2 : TH_ROUNDS;
    for (unsigned k = 0; k < rounds; k++) {
        unsigned salt = (unsigned)t->id * 1000 + k;
        for (size_t i = 0; i < TH_CNT; i++)
            src[i] = am_seed(salt, am_me, (uint32_t)i, 5);
        memset(dst, 0, TH_CNT * 8);
        th_sync(gex_Coll_ReduceToAllNB(t->tm, dst, src, GEX_DT_U64, 8, TH_CNT, GEX_OP_ADD, NULL,
                                       NULL, 0),
                t->id);
        for (size_t i = 0; i < TH_CNT && !(t->bad && t->first[0]); i++) {
            uint64_t w = 0;
            for (gex_Rank_t r = 0; r < am_n; r++)
                w += am_seed(salt, r, (uint32_t)i, 5);
            if (dst[i] != w && t->bad++ == 0)
                snprintf(t->first, sizeof t->first, "thread %d round %u: ADD element %zu wrong",
                         t->id, k, i);
        }
        gex_Rank_t root = (gex_Rank_t)((k + (unsigned)t->id) % am_n);
        uint32_t seed = am_seed(seed0, salt, root, 6);
        if (am_me == root)
            am_fill(bs, BC_BIG, seed);
        memset(b, 0, BC_BIG);
        th_sync(gex_Coll_BroadcastNB(t->tm, root, b, bs, BC_BIG, 0), t->id);
        if (am_check(b, BC_BIG, seed) >= 0 && t->bad++ == 0)
            snprintf(t->first, sizeof t->first, "thread %d round %u: broadcast from %u wrong",
                     t->id, k, (unsigned)root);
        gex_Rank_t all[MAXN] = {0};
        for (gex_Rank_t j = 0; j < am_n; j++)
            all[j] = j;
        struct dig d = dig_of(am_me, salt), g = {0, 0}, w = dig_expect(all, am_n, salt);
        th_sync(gex_Coll_ReduceToAllNB(t->tm, &g, &d, GEX_DT_USER, sizeof d, 1, GEX_OP_USER_NC,
                                       op_dig, NULL, 0),
                t->id);
        if ((g.h != w.h || g.p != w.p) && t->bad++ == 0)
            snprintf(t->first, sizeof t->first, "thread %d round %u: USER_NC order wrong", t->id,
                     k);
    }
    free(src), free(dst), free(b), free(bs);
    return NULL;
}

static void part_threads(void)
{
    struct thr t[2];
    int c[2];
    for (int i = 0; i < 2; i++) {
        c[i] = chunk_take();
        t[i].id = i;
        t[i].bad = 0;
        t[i].first[0] = '\0';
        gex_TM_Dup(&t[i].tm, am_tm, chunk_addr(am_me, c[i]), scratch_sz,
                   GEX_FLAG_TM_SYMMETRIC_SCRATCH);
    }
    pthread_t th;
    int started = pthread_create(&th, NULL, th_main, &t[1]) == 0;
    th_main(&t[0]);
    if (started)
        pthread_join(th, NULL);
    else
        th_main(&t[1]); /* no second thread: still do its work */
    ok(started, "a second thread started");
    if (!ok(t[0].bad == 0 && t[1].bad == 0,
            "two threads, each driving collectives over its own Dup at the same time (%u rounds "
            "of a 2-step ADD, a 2-step broadcast, a USER_NC): all right",
            am_n > 4 ? TH_ROUNDS / 2 : TH_ROUNDS))
        diag("%s %s", t[0].first, t[1].first);
    for (int i = 0; i < 2; i++) {
        gex_TM_Destroy(t[i].tm, NULL, 0);
        chunk_give(c[i]);
    }
}

/* ---------------------------------------------------------------- */
/* 3. threads that end give their cached operations back              */
/* ---------------------------------------------------------------- */

#define END_THREADS  16
#define END_BARRIERS 3

static void *barriers_main(void *arg)
{
    (void)arg;
    for (int i = 0; i < END_BARRIERS; i++)
        gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
    return NULL;
}

static void part_thread_ends(void)
{
    long before = coll_ops_live();
    int started = 0;
    for (int i = 0; i < END_THREADS; i++) {
        pthread_t th;
        if (pthread_create(&th, NULL, barriers_main, NULL) == 0) {
            pthread_join(th, NULL);
            started++;
        } else {
            barriers_main(NULL); /* keep the barriers matched across ranks */
        }
    }
    long after = coll_ops_live();
    ok(started == END_THREADS, "%d threads ran %d barriers each, one after another", started,
       END_BARRIERS);
    ok(after <= before,
       "the threads' cached operations were freed when they ended (live operations: %ld before, "
       "%ld after)",
       before, after);
}

/* ---------------------------------------------------------------- */

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_SLOTS", segsize);
    int too_many = argc > 1 && strcmp(argv[1], "too-many") == 0;
    int misuse = argc > 1 && strncmp(argv[1], "offset-", 7) == 0;
    if (argc > 1 && !too_many && !misuse)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    (void)teams_setup();

    if (argc > 1 && !strcmp(argv[1], "size-min")) {
        const gex_Flags_t min = GEX_FLAG_TM_SCRATCH_SIZE_MIN,
                          rec = GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED;
        gex_TM_t t;
        gex_EP_Location_t args[MAXN];
        for (gex_Rank_t j = 0; j < am_n; j++)
            args[j] = (gex_EP_Location_t){j, 0};
        size_t s1 = gex_TM_Split(&t, am_tm, 0, 0, NULL, 0, min);
        size_t r1 = gex_TM_Split(&t, am_tm, 0, 0, NULL, 0, rec);
        size_t s2 =
            gex_TM_Create(&t, 1, am_tm, args, am_n, NULL, 0, min | GEX_FLAG_RANK_IS_JOBRANK);
        size_t r2 =
            gex_TM_Create(&t, 1, am_tm, args, am_n, NULL, 0, rec | GEX_FLAG_RANK_IS_JOBRANK);
        size_t s3 = gex_TM_Dup(&t, am_tm, NULL, 0, min);
        size_t r3 = gex_TM_Dup(&t, am_tm, NULL, 0, rec);
        printf("t_coll_slots: size-min %zu %zu %zu, recommended %zu %zu %zu\n", s1, s2, s3, r1, r2,
               r3);
        fflush(stdout);
        gasnet_exit(s1 == r1 && s2 == r2 && s3 == r3 && s1 > 0 ? 0 : 5);
    }

    if (misuse) {
        gex_TM_t t = GEX_TM_INVALID;
        const gex_Flags_t off = GEX_FLAG_TM_LOCAL_SCRATCH | GEX_FLAG_SCRATCH_SEG_OFFSET;
        if (!strcmp(argv[1], "offset-past-end")) {
            gex_TM_Dup(&t, am_tm, (void *)am_size[am_me], scratch_sz, off);
        } else if (!strcmp(argv[1], "offset-unbound")) {
            gex_EP_t ep1;
            gex_EP_Create(&ep1, am_client, GEX_EP_CAPABILITY_RMA, 0);
            gex_EP_Location_t args[MAXN];
            for (gex_Rank_t j = 0; j < am_n; j++)
                args[j] = (gex_EP_Location_t){j, 1};
            gex_Addr_t a = 0;
            gex_TM_Create(&t, 1, am_tm, args, am_n, &a, scratch_sz, GEX_FLAG_RANK_IS_JOBRANK | off);
        } else if (!strcmp(argv[1], "offset-outside")) {
            void *mem = malloc(scratch_sz);
            gex_TM_Dup(&t, am_tm, mem, scratch_sz, GEX_FLAG_TM_LOCAL_SCRATCH);
            gex_Memvec_t mv;
            gex_TM_Destroy(t, &mv, GEX_FLAG_SCRATCH_SEG_OFFSET);
        }
        printf("t_coll_slots: %s went on\n", argv[1]);
        fflush(stdout);
        gasnet_exit(4);
    }

    if (too_many) {
        /* 32 Dups + the primordial team: one more than the slots. The
         * library must stop the job with a message naming the call. */
        gex_TM_t t[32];
        for (int i = 0; i < 32; i++)
            gex_TM_Dup(&t[i], am_tm, NULL, 0, GEX_FLAG_TM_NO_SCRATCH);
        printf("t_coll_slots: 32 Dups were created\n");
        fflush(stdout);
        gasnet_exit(4);
    }

    double t1 = am_now();
    part_churn(40);
    part_full(31);
    part_churn(12);
    double t2 = am_now();
    part_threads();
    part_thread_ends();
    note("threads %.2f s", am_now() - t2);
    note("churn and full %.2f s", t2 - t1);

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
