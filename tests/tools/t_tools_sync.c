/* t_tools_sync.c - gasnett_mutex_t, gasnett_cond_t, gasnett_rwlock_t and
 * thread keys under several threads, and the misuse each one reports. */
#include "tools_common.h"

#include <pthread.h>

enum { NTHREADS = 4, ITERS = 50000 };

/* ---- mutex ---- */
static gasnett_mutex_t mtx = GASNETT_MUTEX_INITIALIZER;
static long counter; /* protected by mtx */
static int assert_bad;

static void *mutex_worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < ITERS; i++) {
        if (i % 2)
            gasnett_mutex_lock(&mtx);
        else
            while (gasnett_mutex_trylock(&mtx) != 0)
                gasnett_sched_yield();
        gasnett_mutex_assertlocked(&mtx);
        long v = counter;
        if (i % 1000 == 0)
            gasnett_sched_yield(); /* widen the window a lost update would need */
        counter = v + 1;
        gasnett_mutex_unlock(&mtx);
        gasnett_mutex_assertunlocked(&mtx);
    }
    return NULL;
}

static int held_elsewhere_rc;
static void *try_other(void *arg)
{
    held_elsewhere_rc = gasnett_mutex_trylock((gasnett_mutex_t *)arg);
    return NULL;
}

static void recursive_lock(void *arg)
{
    (void)arg;
    gasnett_mutex_t m = GASNETT_MUTEX_INITIALIZER;
    gasnett_mutex_lock(&m);
    gasnett_mutex_lock(&m);
}
static void unlock_unheld(void *arg)
{
    (void)arg;
    gasnett_mutex_t m;
    gasnett_mutex_init(&m);
    gasnett_mutex_unlock(&m);
}
static void assert_unheld(void *arg)
{
    (void)arg;
    gasnett_mutex_t m = GASNETT_MUTEX_INITIALIZER;
    gasnett_mutex_assertlocked(&m);
}

/* ---- condition variable: a bounded queue, then a broadcast ---- */
static gasnett_mutex_t qlock = GASNETT_MUTEX_INITIALIZER;
static gasnett_cond_t qcond = GASNETT_COND_INITIALIZER;
static int queue[8], qhead, qtail, consumed_sum, go, woken;

static void *cond_consumer(void *arg)
{
    int n = *(int *)arg;
    for (int i = 0; i < n; i++) {
        gasnett_mutex_lock(&qlock);
        while (qhead == qtail)
            gasnett_cond_wait(&qcond, &qlock);
        consumed_sum += queue[qhead++ % 8];
        gasnett_cond_broadcast(&qcond); /* room for the producer */
        gasnett_mutex_unlock(&qlock);
    }
    return NULL;
}

static void *wait_for_go(void *arg)
{
    (void)arg;
    gasnett_mutex_lock(&qlock);
    while (!go)
        gasnett_cond_wait(&qcond, &qlock);
    woken++;
    gasnett_mutex_unlock(&qlock);
    return NULL;
}

/* ---- rwlock ---- */
static gasnett_rwlock_t rw = GASNETT_RWLOCK_INITIALIZER;
static long rw_a, rw_b; /* writers keep rw_a == rw_b */
static gasnett_atomic_t rw_torn = gasnett_atomic_init(0);
static gasnett_atomic_t readers_in = gasnett_atomic_init(0);
static gasnett_atomic_t max_readers = gasnett_atomic_init(0);

static void *rw_worker(void *arg)
{
    int id = (int)(intptr_t)arg;
    for (int i = 0; i < ITERS / 10; i++) {
        if ((i + id) % 4 == 0) {
            gasnett_rwlock_wrlock(&rw);
            rw_a++;
            if (i % 100 == 0)
                gasnett_sched_yield();
            rw_b++;
            gasnett_rwlock_unlock(&rw);
        } else {
            if (i % 2)
                gasnett_rwlock_rdlock(&rw);
            else
                while (gasnett_rwlock_tryrdlock(&rw) != 0)
                    gasnett_sched_yield();
            gasnett_atomic_val_t in = gasnett_atomic_add(&readers_in, 1, 0);
            gasnett_atomic_val_t m;
            while ((m = gasnett_atomic_read(&max_readers, 0)) < in &&
                   !gasnett_atomic_compare_and_swap(&max_readers, m, in, 0))
                ;
            if (rw_a != rw_b)
                gasnett_atomic_increment(&rw_torn, 0);
            gasnett_atomic_decrement(&readers_in, 0);
            gasnett_rwlock_unlock(&rw);
        }
    }
    return NULL;
}

static int try_rd_rc, try_wr_rc;
static void *rw_try_other(void *arg)
{
    (void)arg;
    try_rd_rc = gasnett_rwlock_tryrdlock(&rw);
    if (try_rd_rc == 0)
        gasnett_rwlock_unlock(&rw);
    try_wr_rc = gasnett_rwlock_trywrlock(&rw);
    if (try_wr_rc == 0)
        gasnett_rwlock_unlock(&rw);
    return NULL;
}

/* assert-wrlocked of a lock held for reading, assert-rdlocked of one held
 * for writing, assert-locked of a free one: each must stop the process */
static void rw_assert_wr_of_rd(void *arg)
{
    (void)arg;
    gasnett_rwlock_t l = GASNETT_RWLOCK_INITIALIZER;
    gasnett_rwlock_rdlock(&l);
    gasnett_rwlock_assertwrlocked(&l);
}
static void rw_assert_rd_of_wr(void *arg)
{
    (void)arg;
    gasnett_rwlock_t l = GASNETT_RWLOCK_INITIALIZER;
    gasnett_rwlock_wrlock(&l);
    gasnett_rwlock_assertrdlocked(&l);
}
static void rw_assert_free(void *arg)
{
    (void)arg;
    gasnett_rwlock_t l = GASNETT_RWLOCK_INITIALIZER;
    gasnett_rwlock_assertlocked(&l);
}

static void rw_unlock_unheld(void *arg)
{
    (void)arg;
    gasnett_rwlock_t l;
    gasnett_rwlock_init(&l);
    gasnett_rwlock_unlock(&l);
}

/* ---- thread keys ---- */
GASNETT_THREADKEY_DECLARE(tkey);
GASNETT_THREADKEY_DEFINE(tkey);
static gasnett_atomic_t tk_bad = gasnett_atomic_init(0);
static gasnett_atomic_t tk_ready = gasnett_atomic_init(0);

static void *tk_worker(void *arg)
{
    int mine[1];
    if (gasnett_threadkey_get(tkey) != NULL) /* every thread starts with NULL */
        gasnett_atomic_increment(&tk_bad, 0);
    gasnett_threadkey_init(tkey);
    gasnett_threadkey_set(tkey, mine);
    /* all threads set their value before anyone checks */
    gasnett_atomic_increment(&tk_ready, 0);
    while (gasnett_atomic_read(&tk_ready, GASNETT_ATOMIC_ACQ) < NTHREADS)
        gasnett_sched_yield();
    if (gasnett_threadkey_get(tkey) != mine || gasnett_threadkey_get_noinit(tkey) != mine)
        gasnett_atomic_increment(&tk_bad, 0);
    gasnett_threadkey_set_noinit(tkey, arg);
    if (gasnett_threadkey_get(tkey) != arg)
        gasnett_atomic_increment(&tk_bad, 0);
    return NULL;
}

int main(void)
{
    pthread_t th[NTHREADS];
    struct child_result r;

    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&th[i], NULL, mutex_worker, NULL);
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(th[i], NULL);
    ok(counter == (long)NTHREADS * ITERS && !assert_bad,
       "mutex: %d threads x %d lock/trylock-unlock lose no update (%ld)", NTHREADS, ITERS, counter);

    gasnett_mutex_t m;
    gasnett_mutex_init(&m);
    ok(gasnett_mutex_trylock(&m) == 0, "mutex: trylock of a free mutex returns 0");
    pthread_create(&th[0], NULL, try_other, &m);
    pthread_join(th[0], NULL);
    ok(held_elsewhere_rc == EBUSY, "mutex: trylock of a mutex another thread holds returns EBUSY");
    gasnett_mutex_unlock(&m);
    pthread_create(&th[0], NULL, try_other, &m);
    pthread_join(th[0], NULL);
    ok(held_elsewhere_rc == 0, "mutex: after unlock another thread's trylock gets it");
#if defined(__SANITIZE_THREAD__)
    /* TSan stops the process on the destruction of a held mutex itself */
    ok(1, "mutex: destroy_ignoreerr of a held mutex # SKIP under ThreadSanitizer, which "
          "reports that destruction itself");
#else
    ok(gasnett_mutex_destroy_ignoreerr(&m) == EBUSY,
       "mutex: destroy_ignoreerr of a held mutex returns EBUSY");
#endif

    run_child(recursive_lock, NULL, &r);
    ok(aborted(&r) && strstr(r.out, "recursive"), "mutex: recursive lock is a fatal error");
    run_child(unlock_unheld, NULL, &r);
    ok(aborted(&r) && strstr(r.out, "gasnett_mutex_unlock"),
       "mutex: unlocking a free mutex is fatal");
    run_child(assert_unheld, NULL, &r);
    ok(aborted(&r) && strstr(r.out, "assertlocked"),
       "mutex: assertlocked of a free mutex is fatal");

    /* cond: one producer (main) and NTHREADS consumers through an 8-slot queue */
    int per = 1000, expect = 0;
    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&th[i], NULL, cond_consumer, &per);
    for (int v = 1; v <= NTHREADS * per; v++) {
        gasnett_mutex_lock(&qlock);
        while (qtail - qhead == 8)
            gasnett_cond_wait(&qcond, &qlock);
        queue[qtail++ % 8] = v;
        expect += v;
        gasnett_cond_signal(&qcond);
        gasnett_cond_broadcast(&qcond);
        gasnett_mutex_unlock(&qlock);
    }
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(th[i], NULL);
    ok(consumed_sum == expect, "cond: wait/signal queue passes every item once (%d)", consumed_sum);

    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&th[i], NULL, wait_for_go, NULL);
    gasnett_nsleep(20000000);
    gasnett_mutex_lock(&qlock);
    go = 1;
    gasnett_cond_broadcast(&qcond);
    gasnett_mutex_unlock(&qlock);
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(th[i], NULL);
    ok(woken == NTHREADS, "cond: broadcast wakes all %d waiters", NTHREADS);
    gasnett_cond_t c2;
    gasnett_cond_init(&c2);
    gasnett_cond_destroy(&c2);

    /* rwlock */
    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&th[i], NULL, rw_worker, (void *)(intptr_t)i);
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(th[i], NULL);
    ok(gasnett_atomic_read(&rw_torn, 0) == 0, "rwlock: no reader sees a writer's half update");
    ok(rw_a == rw_b && rw_a == NTHREADS * (ITERS / 10) / 4, "rwlock: writers lose no update (%ld)",
       rw_a);
    note("rwlock: at most %u readers were inside at once",
         (unsigned)gasnett_atomic_read(&max_readers, 0));

    gasnett_rwlock_rdlock(&rw);
    gasnett_rwlock_assertrdlocked(&rw); /* each returns: the holds they assert */
    gasnett_rwlock_assertlocked(&rw);
    pthread_create(&th[0], NULL, rw_try_other, NULL);
    pthread_join(th[0], NULL);
    ok(try_rd_rc == 0 && try_wr_rc == EBUSY,
       "rwlock: while read-held, another reader gets in and a writer gets EBUSY");
    gasnett_rwlock_unlock(&rw);
    gasnett_rwlock_wrlock(&rw);
    gasnett_rwlock_assertwrlocked(&rw);
    gasnett_rwlock_assertlocked(&rw);
    pthread_create(&th[0], NULL, rw_try_other, NULL);
    pthread_join(th[0], NULL);
    ok(try_rd_rc == EBUSY && try_wr_rc == EBUSY,
       "rwlock: while write-held, both try forms get EBUSY");
    gasnett_rwlock_unlock(&rw);
    pthread_create(&th[0], NULL, rw_try_other, NULL);
    pthread_join(th[0], NULL);
    ok(try_rd_rc == 0 && try_wr_rc == 0, "rwlock: once free, both try forms succeed");
    gasnett_rwlock_assertunlocked(&rw);
    ok(1, "rwlock: assertrdlocked, assertwrlocked and assertlocked return while so held, "
          "assertunlocked while free");
    run_child(rw_assert_wr_of_rd, NULL, &r);
    ok(aborted(&r) && strstr(r.out, "gasnett_rwlock_assertwrlocked"),
       "rwlock: assertwrlocked of a lock held for reading is fatal");
    run_child(rw_assert_rd_of_wr, NULL, &r);
    ok(aborted(&r) && strstr(r.out, "gasnett_rwlock_assertrdlocked"),
       "rwlock: assertrdlocked of a lock held for writing is fatal");
    run_child(rw_assert_free, NULL, &r);
    ok(aborted(&r) && strstr(r.out, "gasnett_rwlock_assertlocked"),
       "rwlock: assertlocked of a free lock is fatal");
    run_child(rw_unlock_unheld, NULL, &r);
    ok(aborted(&r) && strstr(r.out, "gasnett_rwlock_unlock"),
       "rwlock: unlocking a free lock is fatal");

    /* thread keys */
    int main_val[1];
    gasnett_threadkey_set(tkey, main_val);
    for (int i = 0; i < NTHREADS; i++)
        pthread_create(&th[i], NULL, tk_worker, (void *)(intptr_t)(i + 1));
    for (int i = 0; i < NTHREADS; i++)
        pthread_join(th[i], NULL);
    ok(gasnett_atomic_read(&tk_bad, 0) == 0,
       "threadkey: each of %d threads sees only its own value", NTHREADS);
    ok(gasnett_threadkey_get(tkey) == main_val, "threadkey: the main thread's value is untouched");
    return tap_done();
}
