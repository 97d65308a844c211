/* t_ad_contend: remote atomics under contention from every rank at once.
 *
 *   pshmrun -n N t_ad_contend        (also runs without pshmrun: 1 rank)
 *
 *  1. every rank does ITER fetch-and-add-1 (FADD and FINC, NB and NBI, with
 *     and without ACQ/REL and RANK_IS_JOBRANK) on one U64 word of rank 0:
 *     the final value is N*ITER, each rank's fetched values increase, and
 *     all N*ITER fetched values (gathered into rank 0's segment with
 *     gex_RMA_PutBlocking) are exactly 0..N*ITER-1, each once;
 *  2. a spinlock built from I32 CAS/FCAS with GEX_FLAG_AD_ACQ (unlock: SET
 *     with GEX_FLAG_AD_REL) protects a plain (non-atomic) counter, an owner
 *     field, an "inside" count and 24 words that must all equal the counter,
 *     in rank 0's segment, accessed with ordinary loads and stores through
 *     the local mapping from gex_EP_QueryBoundSegmentNB: the count must be
 *     exact and nobody else may be seen inside the lock (the holder yields
 *     the CPU inside it now and then);
 *  3. message passing: in a ring, each rank writes DATA_WORDS words with
 *     plain stores into its successor's segment and publishes a round number
 *     with a release operation (SET, INC, FADD or SWAP with GEX_FLAG_AD_REL);
 *     the successor polls with an acquire operation (GET, FADD 0 or FCAS
 *     with GEX_FLAG_AD_ACQ) until it sees the round, then every data word
 *     must be that round's; it acknowledges with SET|REL, which the writer
 *     waits for (ACQ) before reusing the buffer. ROUNDS rounds;
 *  4. floating point: every rank adds 0.5 ITER_FP times to a DBL word on
 *     rank N-1 (all fetched values gathered: exactly k/2 for k = 0..N*ITER_FP-1)
 *     and to a FLT word on rank 0 (FADD 0.5 and SUB -0.5): exact sums;
 *  5. an increment built from GET + FCAS retry loops on a U32 word of rank
 *     N/2 (success: FCAS fetched the value it compared with): exact count,
 *     and every rank gets its CAS_ITERS successes;
 *  6. contended FMIN/FMAX/MIN/MAX on I64 words: the global extremes.
 *
 * Spin loops call sched_yield() and gasnet_AMPoll() (8 ranks on 2 cores) and
 * give up after WAIT_LIMIT seconds with a failed check instead of hanging
 * (one rank giving up makes every later wait of every rank give up). The
 * hammer loops yield every 256 operations so that the ranks sharing a core
 * interleave. Notes (rank 0) tell how much contention there actually was.
 */
#include "../am_queues/am_common.h"

#include <gasnet_ratomic.h>

#include <sched.h>

#define ITER         20000
#define ITER_FP      5000
#define LOCK_ITERS   4000
#define ROUNDS       5000
#define CAS_ITERS    3000
#define MINMAX_ITERS 500
#define DATA_WORDS   32
/* Seconds a wait loop may take (times tap_time_scale()). The ring of 2
 * ranks takes 0.1 s on an idle 2-core machine and 12-19 s when other
 * tests run beside it (make -j2 check): each rank is bound to its own
 * core, and one that shares it with another test's process waits for its
 * turn at every hand-over of the 5000 rounds. */
#define WAIT_LIMIT   (40.0 * tap_time_scale())

/* Rank 0's segment (and others' for the channels), offsets: */
#define W_FADD     (TAP_RESERVED + 0)    /* U64, rank 0 */
#define W_LOCK     (TAP_RESERVED + 64)   /* I32, rank 0 */
#define W_COUNT    (TAP_RESERVED + 128)  /* guarded_t (plain accesses), rank 0: 224 bytes */
#define W_DBL      (TAP_RESERVED + 512)  /* DBL, rank N-1 */
#define W_FLT      (TAP_RESERVED + 576)  /* FLT, rank 0 */
#define W_CAS      (TAP_RESERVED + 640)  /* U32, rank N/2 */
#define W_MAX      (TAP_RESERVED + 704)  /* I64 max, rank 0; min at +8 */
#define W_ABORT    (TAP_RESERVED + 768)  /* uint32, rank 0: some rank gave up waiting */
#define W_STATS    (TAP_RESERVED + 832)  /* uint64 x 2, rank 0: job-wide counts for notes */
#define CHAN_OFF   (TAP_RESERVED + 1024) /* in the reader's segment */
#define CH_FLAG    (DATA_WORDS * 8)
#define CH_ACK     (DATA_WORDS * 8 + 64)
#define GATHER_OFF (TAP_RESERVED + 4096)

enum { B_FADD, B_LOCK, B_MP, B_FP, B_CAS, B_MINMAX, B_WAIT };

static gex_AD_t ad_u64, ad_i32, ad_dbl, ad_flt, ad_u32, ad_i64;
static int timed_out;        /* a wait gave up: skip the remaining waits */
static uint32_t *abort_flag; /* the same, job-wide (set by whoever gave up first) */

static uintptr_t segsize(gex_Rank_t n)
{
    return GATHER_OFF + (uintptr_t)n * (ITER + ITER_FP) * 8 + GASNET_PAGESIZE;
}

/* One step of a wait loop: yield the CPU, poll; 0 once WAIT_LIMIT passed
 * since t0 or another rank gave up (then every later wait gives up at once). */
static int pause_ok(unsigned *k, double t0, const char *what)
{
    ++*k;
    if (*k & 1)
        sched_yield();
    else
        gasnet_AMPoll();
    if (!timed_out && __atomic_load_n(abort_flag, __ATOMIC_RELAXED))
        timed_out = 1;
    if (!timed_out && (*k & 255) == 0 && am_now() - t0 > WAIT_LIMIT) {
        am_fail(B_WAIT, "gave up waiting for %s after %.0f s", what, WAIT_LIMIT);
        timed_out = 1;
        __atomic_store_n(abort_flag, 1, __ATOMIC_RELAXED);
    }
    return !timed_out;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int cmp_dbl(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* ------------------------------------------------------------------ */
/* 1. FADD hammer                                                       */
/* ------------------------------------------------------------------ */

static void fadd_hammer(void)
{
    char *own = am_owner[0] + W_FADD;
    gex_Rank_t jr0 = gex_TM_TranslateRankToJobrank(am_tm, 0);
    uint64_t *got = malloc(ITER * sizeof *got);
    if (!got)
        abort();
    if (am_me == 0)
        gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, NULL, 0, own, GEX_OP_SET, 0, 0, 0));
    tap_barrier();
    double t0 = am_now();
    unsigned long nonmono = 0;
    for (int i = 0; i < ITER; i++) {
        uint64_t v = UINT64_MAX;
        switch (i % 5) {
        case 0: gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, &v, 0, own, GEX_OP_FADD, 1, 0, 0)); break;
        case 1:
            gex_AD_OpNBI_U64(ad_u64, &v, 0, own, GEX_OP_FINC, 0, 0, 0);
            gex_NBI_Wait(GEX_EC_RMW, 0);
            break;
        case 2:
            gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, &v, 0, own, GEX_OP_FADD, 1, 0,
                                           GEX_FLAG_AD_ACQ | GEX_FLAG_AD_REL));
            break;
        case 3:
            gex_AD_OpNBI_U64(ad_u64, &v, jr0, own, GEX_OP_FADD, 1, 0, GEX_FLAG_RANK_IS_JOBRANK);
            gex_NBI_Wait(GEX_EC_RMW, 0);
            break;
        default:
            gex_Event_Wait(
                gex_AD_OpNB_U64(ad_u64, &v, 0, own, GEX_OP_FINC, 0, 0,
                                am_me == 0 ? GEX_FLAG_AD_MY_RANK : GEX_FLAG_AD_MY_NBRHD));
            break;
        }
        got[i] = v;
        if (i % 256 == 255)
            sched_yield(); /* let the ranks sharing this core in: they all run at once */
        if (i > 0 && v <= got[i - 1] && nonmono++ == 0)
            am_fail(B_FADD, "fetch #%d gave %llu after %llu", i, (unsigned long long)v,
                    (unsigned long long)got[i - 1]);
    }
    double dt = am_now() - t0;
    unsigned long jumps = 0; /* another rank's adds came in between */
    for (int i = 1; i < ITER; i++)
        jumps += got[i] != got[i - 1] + 1;
    note("FADD/FINC hammer: rank 0's fetches were interleaved with other ranks' %lu times", jumps);
    ok(nonmono == 0,
       "FADD/FINC hammer: each rank's %d fetched values strictly increase (%lu "
       "did not)",
       ITER, nonmono);
    gex_RMA_PutBlocking(am_tm, 0, am_owner[0] + GATHER_OFF + (size_t)am_me * ITER * 8, got,
                        ITER * sizeof *got, 0);
    tap_barrier();
    uint64_t final = 0;
    gex_AD_OpNBI_U64(ad_u64, &final, 0, own, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ);
    gex_NBI_Wait(GEX_EC_GET, 0);
    ok(final == (uint64_t)am_n * ITER,
       "FADD/FINC hammer: %u ranks x %d on one U64 word of rank "
       "0: final %llu (want %llu; %.2fs on this rank)",
       (unsigned)am_n, ITER, (unsigned long long) final, (unsigned long long)am_n * ITER, dt);
    long bad_at = -1;
    uint64_t bad_val = 0;
    if (am_me == 0) {
        size_t total = (size_t)am_n * ITER;
        uint64_t *all = malloc(total * sizeof *all);
        if (!all)
            abort();
        memcpy(all, am_local[0] + GATHER_OFF, total * sizeof *all);
        qsort(all, total, sizeof *all, cmp_u64);
        for (size_t k = 0; k < total; k++)
            if (all[k] != k) {
                bad_at = (long)k;
                bad_val = all[k];
                break;
            }
        free(all);
        if (bad_at >= 0)
            diag("sorted fetched values: [%ld] = %llu (a duplicate or a gap)", bad_at,
                 (unsigned long long)bad_val);
    }
    /* evaluated on rank 0, which prints the line */
    ok(bad_at < 0,
       "FADD/FINC hammer: the %lu fetched values of all ranks, sorted, are exactly "
       "0..%lu (each unique)",
       (unsigned long)am_n * ITER, (unsigned long)am_n * ITER - 1);
    am_bucket_ok(B_FADD, "FADD/FINC hammer: no fetched value out of order on this rank");
    free(got);
    tap_barrier();
}

/* ------------------------------------------------------------------ */
/* 2. CAS spinlock around a plain counter                              */
/* ------------------------------------------------------------------ */

#define GUARDED_WORDS 24
typedef struct {
    uint64_t count;
    uint32_t owner;
    uint32_t inside;
    uint64_t words[GUARDED_WORDS]; /* each == count outside the lock */
} guarded_t;

static unsigned long lock_busy; /* acquisitions that found the lock taken */

static int lock_acquire(char *lock, int i, double t0)
{
    const int32_t me1 = (int32_t)am_me + 1;
    unsigned k = 0;
    for (;;) {
        int32_t old = -1;
        if (i % 2 == 0) {
            gex_Event_Wait(
                gex_AD_OpNB_I32(ad_i32, &old, 0, lock, GEX_OP_FCAS, 0, me1, GEX_FLAG_AD_ACQ));
            if (old == 0)
                return 1;
        } else {
            gex_AD_OpNBI_I32(ad_i32, NULL, 0, lock, GEX_OP_CAS, 0, me1, GEX_FLAG_AD_ACQ);
            gex_NBI_Wait(GEX_EC_RMW, 0);
            gex_Event_Wait(
                gex_AD_OpNB_I32(ad_i32, &old, 0, lock, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ));
            if (old == me1)
                return 1;
        }
        if (old < 0 || old > (int32_t)am_n) {
            am_fail(B_LOCK, "the lock word holds %d", (int)old);
            return 0;
        }
        /* wait until it looks free (relaxed GETs), then try again */
        lock_busy++;
        do {
            if (!pause_ok(&k, t0, "the spinlock"))
                return 0;
            gex_Event_Wait(gex_AD_OpNB_I32(ad_i32, &old, 0, lock, GEX_OP_GET, 0, 0, 0));
        } while (old != 0);
    }
}

static void lock_release(char *lock, int i)
{
    if (i % 3 == 0) {
        gex_AD_OpNBI_I32(ad_i32, NULL, 0, lock, GEX_OP_SET, 0, 0, GEX_FLAG_AD_REL);
        gex_NBI_Wait(GEX_EC_PUT, 0);
    } else {
        gex_Event_Wait(gex_AD_OpNB_I32(ad_i32, NULL, 0, lock, GEX_OP_SET, 0, 0, GEX_FLAG_AD_REL));
    }
}

static void spinlock(void)
{
    char *lock = am_owner[0] + W_LOCK;
    guarded_t *g = (guarded_t *)(void *)(am_local[0] + W_COUNT); /* plain accesses */
    if (am_me == 0) {
        gex_Event_Wait(gex_AD_OpNB_I32(ad_i32, NULL, 0, lock, GEX_OP_SET, 0, 0, 0));
        memset(g, 0, sizeof *g);
    }
    tap_barrier();
    double t0 = am_now();
    unsigned long overlaps = 0, done = 0;
    for (int i = 0; i < LOCK_ITERS && !timed_out; i++) {
        if (!lock_acquire(lock, i, t0))
            break;
        /* critical section: plain loads and stores only */
        uint64_t c = g->count;
        uint32_t in = g->inside;
        g->inside = in + 1;
        g->owner = am_me + 1;
        if (in != 0 && overlaps++ == 0)
            am_fail(B_LOCK, "entered the lock with %u other(s) inside", (unsigned)in);
        for (int j = 0; j < GUARDED_WORDS; j++) {
            if (g->words[j] != c && overlaps++ == 0)
                am_fail(B_LOCK, "guarded word %d is %llu, the count %llu", j,
                        (unsigned long long)g->words[j], (unsigned long long)c);
            g->words[j] = c + 1;
        }
        if (i % 16 == 0)
            sched_yield(); /* be preempted while holding it */
        if (g->owner != am_me + 1 && overlaps++ == 0)
            am_fail(B_LOCK, "owner changed to %u inside the lock", (unsigned)g->owner - 1);
        g->count = c + 1;
        g->inside = in;
        lock_release(lock, i);
        done++;
    }
    double dt = am_now() - t0;
    uint64_t *busy_sum = (uint64_t *)(void *)(am_local[0] + W_STATS);
    __atomic_fetch_add(busy_sum, lock_busy, __ATOMIC_RELAXED);
    tap_barrier();
    uint64_t count = g->count; /* after the barrier: plain read is fine */
    int32_t lw = -1;
    gex_Event_Wait(gex_AD_OpNB_I32(ad_i32, &lw, 0, lock, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ));
    ok(done == LOCK_ITERS && count == (uint64_t)am_n * LOCK_ITERS && lw == 0,
       "CAS/FCAS|ACQ + SET|REL spinlock: %u ranks x %d increments of a plain counter: %llu (want "
       "%llu), lock free at the end (%d) (%.2fs)",
       (unsigned)am_n, LOCK_ITERS, (unsigned long long)count, (unsigned long long)am_n * LOCK_ITERS,
       (int)lw, dt);
    note("spinlock: the ranks found the lock taken %llu times",
         (unsigned long long)__atomic_load_n(busy_sum, __ATOMIC_RELAXED));
    am_bucket_ok(B_LOCK, "spinlock: never two ranks inside at once");
    tap_barrier();
}

/* ------------------------------------------------------------------ */
/* 3. Message passing with release/acquire                              */
/* ------------------------------------------------------------------ */

static uint64_t mp_word(gex_Rank_t writer, uint64_t round, int j)
{
    return ((uint64_t)am_seed(writer, (uint32_t)round, (uint32_t)j, 0x3A11) << 32) | (round << 8) |
           (uint64_t)j;
}

static void mp_publish(gex_Rank_t rd, char *flag, uint64_t round)
{
    uint64_t old = 0;
    switch (round % 5) {
    case 0:
        gex_Event_Wait(
            gex_AD_OpNB_U64(ad_u64, NULL, rd, flag, GEX_OP_SET, round, 0, GEX_FLAG_AD_REL));
        break;
    case 1:
        gex_AD_OpNBI_U64(ad_u64, NULL, rd, flag, GEX_OP_SET, round, 0, GEX_FLAG_AD_REL);
        gex_NBI_Wait(GEX_EC_PUT, 0);
        break;
    case 2: /* round - 1 -> round */
        gex_AD_OpNBI_U64(ad_u64, NULL, rd, flag, GEX_OP_INC, 0, 0, GEX_FLAG_AD_REL);
        gex_NBI_Wait(GEX_EC_RMW, 0);
        break;
    case 3:
        gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, &old, rd, flag, GEX_OP_FADD, 1, 0,
                                       GEX_FLAG_AD_REL | GEX_FLAG_AD_ACQ));
        if (old != round - 1)
            am_fail(B_MP, "round %llu: FADD on the flag fetched %llu", (unsigned long long)round,
                    (unsigned long long)old);
        break;
    default:
        gex_Event_Wait(
            gex_AD_OpNB_U64(ad_u64, &old, rd, flag, GEX_OP_SWAP, round, 0, GEX_FLAG_AD_REL));
        if (old != round - 1)
            am_fail(B_MP, "round %llu: SWAP on the flag fetched %llu", (unsigned long long)round,
                    (unsigned long long)old);
        break;
    }
}

static uint64_t mp_poll(gex_Rank_t r, char *flag, uint64_t round)
{
    uint64_t v = 0;
    switch (round % 4) {
    case 0:
        gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, &v, r, flag, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ));
        break;
    case 1:
        gex_AD_OpNBI_U64(ad_u64, &v, r, flag, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ);
        gex_NBI_Wait(GEX_EC_GET, 0);
        break;
    case 2:
        gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, &v, r, flag, GEX_OP_FADD, 0, 0, GEX_FLAG_AD_ACQ));
        break;
    default: /* compares with a value it never holds: fetches without changing it */
        gex_AD_OpNBI_U64(ad_u64, &v, r, flag, GEX_OP_FCAS, UINT64_MAX, 0, GEX_FLAG_AD_ACQ);
        gex_NBI_Wait(GEX_EC_RMW, 0);
        break;
    }
    return v;
}

static void message_passing(void)
{
    gex_Rank_t rd = (gex_Rank_t)((am_me + 1) % am_n);        /* I write into its segment */
    gex_Rank_t wr = (gex_Rank_t)((am_me + am_n - 1) % am_n); /* it writes into mine */
    char *out_own = am_owner[rd] + CHAN_OFF;
    uint64_t *out_data = (uint64_t *)(void *)(am_local[rd] + CHAN_OFF);
    char *in_own = am_owner[am_me] + CHAN_OFF;
    const uint64_t *in_data = (const uint64_t *)(void *)(am_local[am_me] + CHAN_OFF);
    /* my channel (in my segment): flag and ack 0, data 0 */
    for (int j = 0; j < DATA_WORDS; j++)
        ((uint64_t *)(void *)(am_local[am_me] + CHAN_OFF))[j] = 0;
    gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, NULL, am_me, in_own + CH_FLAG, GEX_OP_SET, 0, 0, 0));
    gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, NULL, am_me, in_own + CH_ACK, GEX_OP_SET, 0, 0, 0));
    tap_barrier();
    double t0 = am_now();
    unsigned long stale = 0, waits = 0;
    for (uint64_t round = 1; round <= ROUNDS && !timed_out; round++) {
        unsigned k = 0;
        /* writer: wait for the previous round's acknowledgement */
        while (mp_poll(rd, out_own + CH_ACK, round + 1) != round - 1)
            if (!pause_ok(&k, t0, "the reader's acknowledgement"))
                break;
        for (int j = 0; j < DATA_WORDS; j++)
            out_data[j] = mp_word(am_me, round, j);
        mp_publish(rd, out_own + CH_FLAG, round);
        /* reader */
        uint64_t f;
        k = 0;
        while ((f = mp_poll(am_me, in_own + CH_FLAG, round)) != round) {
            if (f > round) {
                am_fail(B_MP, "round %llu: the flag says %llu", (unsigned long long)round,
                        (unsigned long long)f);
                timed_out = 1;
                break;
            }
            waits++;
            if (!pause_ok(&k, t0, "the writer's flag"))
                break;
        }
        for (int j = 0; j < DATA_WORDS && !timed_out; j++) {
            uint64_t want = mp_word(wr, round, j);
            if (in_data[j] != want && stale++ == 0)
                am_fail(B_MP,
                        "round %llu: after the flag, data word %d from rank %u is 0x%llx, not "
                        "0x%llx",
                        (unsigned long long)round, j, (unsigned)wr, (unsigned long long)in_data[j],
                        (unsigned long long)want);
        }
        gex_Event_Wait(gex_AD_OpNB_U64(ad_u64, NULL, am_me, in_own + CH_ACK, GEX_OP_SET, round, 0,
                                       GEX_FLAG_AD_REL));
    }
    double dt = am_now() - t0;
    uint64_t *wait_sum = (uint64_t *)(void *)(am_local[0] + W_STATS + 8);
    __atomic_fetch_add(wait_sum, waits, __ATOMIC_RELAXED);
    tap_barrier();
    ok(stale == 0 && !timed_out,
       "message passing (ring of %u): %d rounds of %d plain data words published with "
       "SET/INC/FADD/SWAP|REL, seen after GET/FADD/FCAS|ACQ: data always complete (%lu stale "
       "words; %.2fs)%s",
       (unsigned)am_n, ROUNDS, DATA_WORDS, stale, dt,
       timed_out ? " [cut short: a wait gave up]" : "");
    note("message passing: the readers polled a flag that was not yet set %llu times",
         (unsigned long long)__atomic_load_n(wait_sum, __ATOMIC_RELAXED));
    am_bucket_ok(B_MP, "message passing: flag values as expected");
    tap_barrier();
}

/* ------------------------------------------------------------------ */
/* 4. Floating-point contended adds                                     */
/* ------------------------------------------------------------------ */

static void fp_adds(void)
{
    gex_Rank_t last = am_n - 1;
    char *dw = am_owner[last] + W_DBL;
    char *fw = am_owner[0] + W_FLT;
    if (am_me == last)
        gex_Event_Wait(gex_AD_OpNB_DBL(ad_dbl, NULL, last, dw, GEX_OP_SET, 0.0, 0, 0));
    if (am_me == 0)
        gex_Event_Wait(gex_AD_OpNB_FLT(ad_flt, NULL, 0, fw, GEX_OP_SET, 0.0f, 0, 0));
    tap_barrier();
    double *got = malloc(ITER_FP * sizeof *got);
    if (!got)
        abort();
    double t0 = am_now();
    unsigned long nonmono = 0;
    for (int i = 0; i < ITER_FP; i++) {
        double v = -1;
        if (i % 2) {
            gex_Event_Wait(gex_AD_OpNB_DBL(ad_dbl, &v, last, dw, GEX_OP_FADD, 0.5, 0, 0));
        } else {
            gex_AD_OpNBI_DBL(ad_dbl, &v, last, dw, GEX_OP_FADD, 0.5, 0, GEX_FLAG_AD_REL);
            gex_NBI_Wait(GEX_EC_RMW, 0);
        }
        got[i] = v;
        if (i % 256 == 255)
            sched_yield();
        if (i > 0 && !(v > got[i - 1]) && nonmono++ == 0)
            am_fail(B_FP, "DBL fetch #%d gave %.17g after %.17g", i, v, got[i - 1]);
        if (i % 3 == 0) {
            gex_AD_OpNBI_FLT(ad_flt, NULL, 0, fw, GEX_OP_SUB, -0.5f, 0, 0);
            gex_NBI_Wait(GEX_EC_RMW, 0);
        } else {
            float fv = -1;
            gex_Event_Wait(gex_AD_OpNB_FLT(ad_flt, &fv, 0, fw, GEX_OP_FADD, 0.5f, 0, 0));
            if (!(fv >= 0 && fv < (float)am_n * ITER_FP * 0.5f) || fv != (float)(int)(fv * 2) / 2)
                am_fail(B_FP, "FLT FADD fetched %.9g", (double)fv);
        }
    }
    double dt = am_now() - t0;
    gex_RMA_PutBlocking(
        am_tm, 0, am_owner[0] + GATHER_OFF + ((size_t)am_n * ITER + (size_t)am_me * ITER_FP) * 8,
        got, ITER_FP * sizeof *got, 0);
    tap_barrier();
    double d = -1;
    float f = -1;
    gex_Event_Wait(gex_AD_OpNB_DBL(ad_dbl, &d, last, dw, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ));
    gex_AD_OpNBI_FLT(ad_flt, &f, 0, fw, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ);
    gex_NBI_Wait(GEX_EC_GET, 0);
    ok(d == (double)am_n * ITER_FP * 0.5 && f == (float)am_n * ITER_FP * 0.5f,
       "FP adds of 0.5: %u ranks x %d on a DBL word of rank %u: %.17g (want %.17g); on a FLT word "
       "of rank 0 (FADD 0.5 / SUB -0.5): %.9g (want %.9g) (%.2fs)",
       (unsigned)am_n, ITER_FP, (unsigned)last, d, (double)am_n * ITER_FP * 0.5, (double)f,
       (double)am_n * ITER_FP * 0.5, dt);
    long bad_at = -1;
    if (am_me == 0) {
        size_t total = (size_t)am_n * ITER_FP;
        double *all = malloc(total * sizeof *all);
        if (!all)
            abort();
        memcpy(all, am_local[0] + GATHER_OFF + (size_t)am_n * ITER * 8, total * sizeof *all);
        qsort(all, total, sizeof *all, cmp_dbl);
        for (size_t k = 0; k < total; k++)
            if (all[k] != (double)k * 0.5) {
                bad_at = (long)k;
                diag("sorted DBL fetched values: [%zu] = %.17g (want %.17g)", k, all[k],
                     (double)k * 0.5);
                break;
            }
        free(all);
    }
    ok(bad_at < 0,
       "FP adds: the %lu DBL values fetched by all ranks, sorted, are exactly 0, "
       "0.5, 1, ..., %.1f",
       (unsigned long)am_n * ITER_FP, ((double)am_n * ITER_FP - 1) * 0.5);
    am_bucket_ok(B_FP, "FP adds: fetched values increase (DBL) and are multiples of 0.5 in range "
                       "(FLT) on this rank");
    free(got);
    tap_barrier();
}

/* ------------------------------------------------------------------ */
/* 5. FCAS increment loops; 6. contended MIN/MAX                         */
/* ------------------------------------------------------------------ */

static void cas_loops(void)
{
    gex_Rank_t t = am_n / 2;
    char *w = am_owner[t] + W_CAS;
    if (am_me == t)
        gex_Event_Wait(gex_AD_OpNB_U32(ad_u32, NULL, t, w, GEX_OP_SET, 0, 0, 0));
    tap_barrier();
    unsigned long retries = 0, wins = 0;
    unsigned k = 0;
    double t0 = am_now();
    for (int i = 0; i < CAS_ITERS && !timed_out; i++) {
        uint32_t seen = 0, old = 0;
        if (i % 256 == 255)
            sched_yield();
        gex_Event_Wait(gex_AD_OpNB_U32(ad_u32, &seen, t, w, GEX_OP_GET, 0, 0, 0));
        for (;;) {
            if (i % 2)
                gex_Event_Wait(gex_AD_OpNB_U32(ad_u32, &old, t, w, GEX_OP_FCAS, seen, seen + 1,
                                               GEX_FLAG_AD_ACQ | GEX_FLAG_AD_REL));
            else {
                gex_AD_OpNBI_U32(ad_u32, &old, t, w, GEX_OP_FCAS, seen, seen + 1, 0);
                gex_NBI_Wait(GEX_EC_RMW, 0);
            }
            if (old == seen) {
                wins++;
                break;
            }
            retries++;
            if (retries % 16 == 0 && !pause_ok(&k, t0, "a successful FCAS"))
                break;
            seen = old;
        }
    }
    double dt = am_now() - t0;
    tap_barrier();
    uint32_t final = 0;
    gex_Event_Wait(gex_AD_OpNB_U32(ad_u32, &final, t, w, GEX_OP_GET, 0, 0, 0));
    ok(final == (uint32_t)am_n * CAS_ITERS && wins == CAS_ITERS,
       "GET + FCAS retry increments: %u ranks x %d on a U32 word of rank %u: %u (want %u) "
       "(%lu retries on this rank, %.2fs)",
       (unsigned)am_n, CAS_ITERS, (unsigned)t, final, (unsigned)am_n * CAS_ITERS, retries, dt);
    tap_barrier();
}

static int64_t mm_value(gex_Rank_t r, int i)
{
    uint32_t h = am_seed(r, (uint32_t)i, 0x51, 0x2468);
    return (int64_t)(((uint64_t)h << 32) | am_mix(h)); /* any sign */
}

static void min_max(void)
{
    char *wmax = am_owner[0] + W_MAX, *wmin = am_owner[0] + W_MAX + 8;
    if (am_me == 0) {
        gex_Event_Wait(gex_AD_OpNB_I64(ad_i64, NULL, 0, wmax, GEX_OP_SET, INT64_MIN, 0, 0));
        gex_Event_Wait(gex_AD_OpNB_I64(ad_i64, NULL, 0, wmin, GEX_OP_SET, INT64_MAX, 0, 0));
    }
    tap_barrier();
    int64_t want_max = INT64_MIN, want_min = INT64_MAX;
    for (gex_Rank_t r = 0; r < am_n; r++)
        for (int i = 0; i < MINMAX_ITERS; i++) {
            int64_t v = mm_value(r, i);
            want_max = v > want_max ? v : want_max;
            want_min = v < want_min ? v : want_min;
        }
    int64_t prev_max = INT64_MIN, prev_min = INT64_MAX;
    for (int i = 0; i < MINMAX_ITERS; i++) {
        int64_t v = mm_value(am_me, i), o1 = 0, o2 = 0;
        if (i % 64 == 63)
            sched_yield();
        if (i % 2) {
            gex_Event_Wait(gex_AD_OpNB_I64(ad_i64, &o1, 0, wmax, GEX_OP_FMAX, v, 0, 0));
            gex_AD_OpNBI_I64(ad_i64, &o2, 0, wmin, GEX_OP_FMIN, v, 0, 0);
            gex_NBI_Wait(GEX_EC_RMW, 0);
            /* the max only grows, the min only shrinks */
            if (o1 < prev_max || o2 > prev_min)
                am_fail(B_MINMAX, "FMAX fetched %lld after %lld, or FMIN %lld after %lld",
                        (long long)o1, (long long)prev_max, (long long)o2, (long long)prev_min);
            prev_max = o1 > v ? o1 : v;
            prev_min = o2 < v ? o2 : v;
        } else {
            gex_AD_OpNBI_I64(ad_i64, NULL, 0, wmax, GEX_OP_MAX, v, 0, GEX_FLAG_AD_REL);
            gex_NBI_Wait(GEX_EC_RMW, 0);
            gex_Event_Wait(gex_AD_OpNB_I64(ad_i64, NULL, 0, wmin, GEX_OP_MIN, v, 0, 0));
            prev_max = v > prev_max ? v : prev_max;
            prev_min = v < prev_min ? v : prev_min;
        }
    }
    tap_barrier();
    int64_t mx = 0, mn = 0;
    gex_Event_Wait(gex_AD_OpNB_I64(ad_i64, &mx, 0, wmax, GEX_OP_GET, 0, 0, 0));
    gex_Event_Wait(gex_AD_OpNB_I64(ad_i64, &mn, 0, wmin, GEX_OP_GET, 0, 0, 0));
    ok(mx == want_max && mn == want_min,
       "contended (F)MAX/(F)MIN: %u ranks x %d values on I64 words of rank 0: max %lld (want "
       "%lld), min %lld (want %lld)",
       (unsigned)am_n, MINMAX_ITERS, (long long)mx, (long long)want_max, (long long)mn,
       (long long)want_min);
    am_bucket_ok(B_MINMAX, "contended FMAX/FMIN: fetched values monotonic on this rank");
    tap_barrier();
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AD_CONTEND", segsize);
    abort_flag = (uint32_t *)(void *)(am_local[0] + W_ABORT); /* zero in a fresh segment */
    note("t_ad_contend: %u ranks", (unsigned)am_n);
    gex_AD_Create(&ad_u64, am_tm, GEX_DT_U64,
                  GEX_OP_SET | GEX_OP_GET | GEX_OP_FADD | GEX_OP_FINC | GEX_OP_INC | GEX_OP_SWAP |
                      GEX_OP_FCAS,
                  0);
    gex_AD_Create(&ad_i32, am_tm, GEX_DT_I32, GEX_OP_CAS | GEX_OP_FCAS | GEX_OP_SET | GEX_OP_GET,
                  GEX_FLAG_AD_FAVOR_MY_NBRHD);
    gex_AD_Create(&ad_dbl, am_tm, GEX_DT_DBL, GEX_OP_SET | GEX_OP_GET | GEX_OP_FADD, 0);
    gex_AD_Create(&ad_flt, am_tm, GEX_DT_FLT, GEX_OP_SET | GEX_OP_GET | GEX_OP_FADD | GEX_OP_SUB,
                  GEX_FLAG_AD_FAVOR_REMOTE);
    gex_AD_Create(&ad_u32, am_tm, GEX_DT_U32, GEX_OP_SET | GEX_OP_GET | GEX_OP_FCAS, 0);
    gex_AD_Create(&ad_i64, am_tm, GEX_DT_I64,
                  GEX_OP_SET | GEX_OP_GET | GEX_OP_MIN | GEX_OP_MAX | GEX_OP_FMIN | GEX_OP_FMAX,
                  GEX_FLAG_AD_FAVOR_MY_RANK);
    tap_barrier();

    fadd_hammer();
    spinlock();
    message_passing();
    fp_adds();
    cas_loops();
    min_max();
    am_bucket_ok(B_WAIT, "no wait loop gave up (limit %.0f s)", WAIT_LIMIT);

    tap_barrier();
    gex_AD_Destroy(ad_u64);
    gex_AD_Destroy(ad_i32);
    gex_AD_Destroy(ad_dbl);
    gex_AD_Destroy(ad_flt);
    gex_AD_Destroy(ad_u32);
    gex_AD_Destroy(ad_i64);
    int rc = tap_finish();
    gasnet_exit(rc);
    return rc;
}
