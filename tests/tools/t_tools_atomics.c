/* t_tools_atomics.c - gasnett_atomic{,32,64}_*: every operation with every
 * fence flag, wrap-around, the signed range, and contention from threads.
 * (Contention from several ranks on a segment word: t_tools_ranks.) */
#include "tools_common.h"

#include <pthread.h>

static const int all_flags[] = {
    GASNETT_ATOMIC_NONE,
    GASNETT_ATOMIC_RMB_PRE,
    GASNETT_ATOMIC_WMB_PRE,
    GASNETT_ATOMIC_MB_PRE,
    GASNETT_ATOMIC_RMB_POST,
    GASNETT_ATOMIC_WMB_POST,
    GASNETT_ATOMIC_MB_POST,
    GASNETT_ATOMIC_RMB_POST_IF_TRUE,
    GASNETT_ATOMIC_RMB_POST_IF_FALSE,
    GASNETT_ATOMIC_REL,
    GASNETT_ATOMIC_ACQ,
    GASNETT_ATOMIC_ACQ_IF_TRUE,
    GASNETT_ATOMIC_ACQ_IF_FALSE,
    GASNETT_ATOMIC_MB_PRE | GASNETT_ATOMIC_MB_POST,
    GASNETT_ATOMIC_REL | GASNETT_ATOMIC_ACQ_IF_TRUE | GASNETT_ATOMIC_RMB_POST_IF_FALSE,
};
#define NFLAGS (int)(sizeof all_flags / sizeof all_flags[0])

/* Every operation of one family with fence flags f; returns the number of
 * wrong results (0 = all right). */
#define OPS_CHECK(name, T, MAXV)                                                                   \
    static int name##_ops(int f)                                                                   \
    {                                                                                              \
        int bad = 0;                                                                               \
        name##_t a = name##_init(5);                                                               \
        bad += name##_read(&a, f) != 5;                                                            \
        name##_set(&a, 10, f);                                                                     \
        bad += name##_read(&a, f) != 10;                                                           \
        name##_increment(&a, f);                                                                   \
        bad += name##_read(&a, f) != 11;                                                           \
        name##_decrement(&a, f);                                                                   \
        bad += name##_read(&a, f) != 10;                                                           \
        bad += name##_add(&a, 7, f) != 17;                                                         \
        bad += name##_subtract(&a, 15, f) != 2;                                                    \
        bad += name##_decrement_and_test(&a, f) != 0; /* 2 -> 1 */                                 \
        bad += name##_decrement_and_test(&a, f) == 0; /* 1 -> 0 */                                 \
        bad += name##_read(&a, f) != 0;                                                            \
        bad += name##_swap(&a, 42, f) != 0;                                                        \
        bad += name##_read(&a, f) != 42;                                                           \
        bad += name##_compare_and_swap(&a, 41, 1, f) != 0; /* fails: 42 stays */                   \
        bad += name##_read(&a, f) != 42;                                                           \
        bad += name##_compare_and_swap(&a, 42, 43, f) == 0;                                        \
        bad += name##_read(&a, f) != 43;                                                           \
        /* wrap-around at both ends */                                                             \
        name##_set(&a, (T)(MAXV), f);                                                              \
        name##_increment(&a, f);                                                                   \
        bad += name##_read(&a, f) != 0;                                                            \
        name##_decrement(&a, f);                                                                   \
        bad += name##_read(&a, f) != (T)(MAXV);                                                    \
        bad += name##_add(&a, 2, f) != 1;                                                          \
        bad += name##_subtract(&a, 3, f) != (T)(MAXV)-1;                                           \
        return bad;                                                                                \
    }
OPS_CHECK(gasnett_atomic, gasnett_atomic_val_t, GASNETT_ATOMIC_MAX)
OPS_CHECK(gasnett_atomic32, uint32_t, UINT32_MAX)
OPS_CHECK(gasnett_atomic64, uint64_t, UINT64_MAX)
OPS_CHECK(gasnett_strongatomic, gasnett_atomic_val_t, GASNETT_ATOMIC_MAX)

/* ---- threads ---- */

enum { NTHREADS = 4, ITERS = 100000 };

static gasnett_atomic_t ctr = gasnett_atomic_init(0);
static gasnett_atomic32_t ctr32 = gasnett_atomic32_init(0);
static gasnett_atomic64_t ctr64 = gasnett_atomic64_init(0);
static gasnett_atomic_t down = gasnett_atomic_init(NTHREADS * 1000);
static gasnett_atomic_t zero_seen = gasnett_atomic_init(0);
static gasnett_atomic64_t swapped_sum = gasnett_atomic64_init(0);
static gasnett_atomic64_t swap_word = gasnett_atomic64_init(0);

static void *contend(void *arg)
{
    uint64_t id = (uint64_t)(uintptr_t)arg;
    for (int i = 0; i < ITERS; i++) {
        gasnett_atomic_increment(&ctr, 0);
        gasnett_atomic32_add(&ctr32, 3, GASNETT_ATOMIC_REL);
        /* a CAS loop: +1 on ctr64 */
        uint64_t old;
        do
            old = gasnett_atomic64_read(&ctr64, 0);
        while (
            !gasnett_atomic64_compare_and_swap(&ctr64, old, old + 1, GASNETT_ATOMIC_ACQ_IF_TRUE));
        /* swap in unique values; the values swapped out plus the last one
         * left sum to every value swapped in */
        uint64_t mine = id * ITERS + (uint64_t)i + 1;
        gasnett_atomic64_add(&swapped_sum, gasnett_atomic64_swap(&swap_word, mine, 0), 0);
    }
    for (int i = 0; i < 1000; i++)
        if (gasnett_atomic_decrement_and_test(&down, GASNETT_ATOMIC_ACQ_IF_TRUE))
            gasnett_atomic_increment(&zero_seen, 0);
    return NULL;
}

/* message passing: data written before a REL set is seen after an ACQ read */
enum { MSGS = 20000 };
static uint64_t payload[4];
static gasnett_atomic_t seq = gasnett_atomic_init(0);
static gasnett_atomic_t acked = gasnett_atomic_init(0);
static int mp_bad;

static void *producer(void *arg)
{
    (void)arg;
    for (uint32_t m = 1; m <= MSGS; m++) {
        while (gasnett_atomic_read(&acked, GASNETT_ATOMIC_ACQ) != m - 1)
            gasnett_spinloop_hint();
        for (int k = 0; k < 4; k++)
            payload[k] = (uint64_t)m * 1000 + (uint64_t)k;
        gasnett_atomic_set(&seq, m, GASNETT_ATOMIC_REL);
    }
    return NULL;
}

static void *consumer(void *arg)
{
    (void)arg;
    for (uint32_t m = 1; m <= MSGS; m++) {
        while (gasnett_atomic_read(&seq, GASNETT_ATOMIC_ACQ) != m)
            gasnett_spinloop_hint();
        for (int k = 0; k < 4; k++)
            mp_bad += payload[k] != (uint64_t)m * 1000 + (uint64_t)k;
        gasnett_atomic_set(&acked, m, GASNETT_ATOMIC_REL);
    }
    return NULL;
}

int main(void)
{
    ok(sizeof(gasnett_atomic32_t) == 4 && sizeof(gasnett_atomic64_t) == 8,
       "fixed-width atomics take exactly 4 and 8 bytes");
    ok(GASNETT_ATOMIC_MAX == UINT32_MAX && GASNETT_ATOMIC_SIGNED_MAX == INT32_MAX &&
           GASNETT_ATOMIC_SIGNED_MIN == INT32_MIN,
       "GASNETT_ATOMIC_MAX / SIGNED_MIN / SIGNED_MAX");
    gasnett_atomic_t s = gasnett_atomic_init(0);
    gasnett_atomic_set(&s, (gasnett_atomic_val_t)-5, 0);
    ok(gasnett_atomic_signed(gasnett_atomic_read(&s, 0)) == -5,
       "gasnett_atomic_signed sign-extends");
    ok(GASNETT_ATOMIC_REL == GASNETT_ATOMIC_WMB_PRE &&
           GASNETT_ATOMIC_ACQ == GASNETT_ATOMIC_RMB_POST &&
           GASNETT_ATOMIC_MB_PRE == (GASNETT_ATOMIC_RMB_PRE | GASNETT_ATOMIC_WMB_PRE) &&
           GASNETT_ATOMIC_MB_POST == (GASNETT_ATOMIC_RMB_POST | GASNETT_ATOMIC_WMB_POST) &&
           GASNETT_ATOMIC_NONE == 0,
       "fence flag names combine as documented");

    for (int i = 0; i < NFLAGS; i++) {
        int f = all_flags[i];
        ok(gasnett_atomic_ops(f) == 0, "gasnett_atomic_*: every op right with flags 0x%x", f);
        ok(gasnett_atomic32_ops(f) == 0, "gasnett_atomic32_*: every op right with flags 0x%x", f);
        ok(gasnett_atomic64_ops(f) == 0, "gasnett_atomic64_*: every op right with flags 0x%x", f);
        ok(gasnett_strongatomic_ops(f) == 0, "gasnett_strongatomic_*: right with flags 0x%x", f);
    }

    /* storage declared as the plain integer type, used through a cast */
    uint64_t plain64 = 7;
    uint32_t plain32 = 9;
    gasnett_atomic64_add((gasnett_atomic64_t *)&plain64, 1, 0);
    gasnett_atomic32_subtract((gasnett_atomic32_t *)&plain32, 1, 0);
    ok(plain64 == 8 && plain32 == 8, "atomics on (uint64_t *) / (uint32_t *) storage cast");

    gasnett_local_mb();
    gasnett_local_rmb();
    gasnett_local_wmb();
    gasnett_weak_mb();
    gasnett_weak_rmb();
    gasnett_weak_wmb();
    gasnett_compiler_fence();

    pthread_t th[NTHREADS];
    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&th[i], NULL, contend, (void *)(uintptr_t)i);
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(th[i], NULL);
    ok(gasnett_atomic_read(&ctr, 0) == NTHREADS * ITERS, "%d threads: increment is atomic (%u)",
       NTHREADS, (unsigned)gasnett_atomic_read(&ctr, 0));
    ok(gasnett_atomic32_read(&ctr32, 0) == 3u * NTHREADS * ITERS,
       "%d threads: atomic32_add is atomic", NTHREADS);
    ok(gasnett_atomic64_read(&ctr64, 0) == (uint64_t)NTHREADS * ITERS,
       "%d threads: atomic64 compare_and_swap loop loses no update", NTHREADS);
    uint64_t n = (uint64_t)NTHREADS * ITERS;
    ok(gasnett_atomic64_read(&swapped_sum, 0) + gasnett_atomic64_read(&swap_word, 0) ==
           n * (n + 1) / 2,
       "%d threads: atomic64_swap hands out every value exactly once", NTHREADS);
    ok(gasnett_atomic_read(&zero_seen, 0) == 1 && gasnett_atomic_read(&down, 0) == 0,
       "%d threads: exactly one decrement_and_test sees zero", NTHREADS);

    pthread_t p, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    ok(mp_bad == 0, "REL set / ACQ read: %d messages' data seen complete (%d bad words)", MSGS,
       mp_bad);
    return tap_done();
}
