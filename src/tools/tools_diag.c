/* tools_diag.c - gasnett_run_diagnostics: a collective self-check of the
 * tools and of RMA between this rank and one peer, for GASNet clients that
 * run it (GASNet's testinternal).  Sections, selected by letters in
 * testsections (NULL or "" = all):
 *   A  timers: monotone, and agreeing with clock_gettime
 *   B  gasnett atomics from threadcnt threads: no lost update
 *   C  gasnett mutex and cond from threadcnt threads
 *   D  RMA: put a pattern into the peer's segment, get it back
 * Returns the number of failed checks (0: all passed); each failure is
 * described on stderr.  Every rank of myteam must call it. */
#include <gasnet_tools.h>
#include <gasnetex.h>

#include <pthread.h>
#include <string.h>
#include <time.h>

static int failures(const char *what, int bad)
{
    if (bad)
        fprintf(stderr, "gasnett_run_diagnostics: rank %u: %s failed (%d)\n",
                (unsigned)gex_System_QueryJobRank(), what, bad);
    return bad != 0;
}

static int want(const char *sections, char s)
{
    return !sections || !*sections || strchr(sections, s) || strchr(sections, s + ('a' - 'A'));
}

static int diag_timers(int iters)
{
    int bad = 0;
    gasnett_tick_t prev = gasnett_ticks_now();
    for (int i = 0; i < iters * 100; i++) {
        gasnett_tick_t t = gasnett_ticks_now();
        bad += t < prev;
        prev = t;
    }
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    gasnett_tick_t t0 = gasnett_ticks_now();
    gasnett_nsleep(10000000);
    gasnett_tick_t t1 = gasnett_ticks_now();
    clock_gettime(CLOCK_MONOTONIC, &b);
    uint64_t ns =
        (uint64_t)(b.tv_sec - a.tv_sec) * 1000000000u + (uint64_t)b.tv_nsec - (uint64_t)a.tv_nsec;
    /* the tick interval lies inside the clock interval (generous slack) */
    bad += gasnett_ticks_to_ns(t1 - t0) > ns + 1000000 || gasnett_ticks_to_ns(t1 - t0) < 10000000;
    return failures("timers", bad);
}

struct diag_shared {
    int iters;
    gasnett_atomic_t ctr;
    gasnett_atomic64_t ctr64;
    gasnett_mutex_t lock;
    gasnett_cond_t cond;
    long locked_ctr; /* under lock */
    int arrived;     /* under lock */
    int nthreads;
};

static void *diag_thread(void *arg)
{
    struct diag_shared *s = arg;
    for (int i = 0; i < s->iters; i++) {
        gasnett_atomic_increment(&s->ctr, 0);
        gasnett_atomic64_add(&s->ctr64, 2, GASNETT_ATOMIC_REL);
        gasnett_mutex_lock(&s->lock);
        s->locked_ctr++;
        gasnett_mutex_unlock(&s->lock);
    }
    /* a cond-variable rendezvous of all the threads */
    gasnett_mutex_lock(&s->lock);
    if (++s->arrived == s->nthreads)
        gasnett_cond_broadcast(&s->cond);
    while (s->arrived < s->nthreads)
        gasnett_cond_wait(&s->cond, &s->lock);
    gasnett_mutex_unlock(&s->lock);
    return NULL;
}

static int diag_threads(int iters, int threadcnt, int check_atomics, int check_locks)
{
    struct diag_shared s;
    memset(&s, 0, sizeof s);
    s.iters = iters * 100;
    s.nthreads = threadcnt;
    gasnett_mutex_init(&s.lock);
    gasnett_cond_init(&s.cond);
    pthread_t th[64];
    int n = threadcnt < 64 ? threadcnt : 64;
    s.nthreads = n;
    for (int i = 0; i < n; i++)
        pthread_create(&th[i], NULL, diag_thread, &s);
    for (int i = 0; i < n; i++)
        pthread_join(th[i], NULL);
    uint64_t total = (uint64_t)n * (uint64_t)s.iters;
    int bad = 0;
    if (check_atomics)
        bad += failures("atomics under threads",
                        (gasnett_atomic_read(&s.ctr, 0) != (gasnett_atomic_val_t)total) +
                            (gasnett_atomic64_read(&s.ctr64, GASNETT_ATOMIC_ACQ) != 2 * total));
    if (check_locks)
        bad += failures("mutex/cond under threads",
                        ((uint64_t)s.locked_ctr != total) + (s.arrived != n));
    gasnett_cond_destroy(&s.cond);
    gasnett_mutex_destroy(&s.lock);
    return bad;
}

static int diag_rma(int iters, gex_TM_t tm, gex_Rank_t peer, void *peerseg)
{
    enum { WORDS = 64 };
    uint64_t out[WORDS], back[WORDS];
    int bad = 0;
    gex_Rank_t me = gex_TM_QueryRank(tm);
    for (int it = 0; it < iters; it++) {
        for (int i = 0; i < WORDS; i++)
            out[i] = ((uint64_t)me << 40) ^ ((uint64_t)it << 20) ^ (uint64_t)i;
        gex_RMA_PutBlocking(tm, peer, peerseg, out, sizeof out, 0);
        memset(back, 0, sizeof back);
        gex_RMA_GetBlocking(tm, back, peer, peerseg, sizeof back, 0);
        bad += memcmp(out, back, sizeof out) != 0;
    }
    return failures("RMA put/get with the peer", bad);
}

int gasnett_run_diagnostics(int iters, int threadcnt, const char *testsections, gex_TM_t myteam,
                            void *myseg, gex_Rank_t peer, void *peerseg)
{
    (void)myseg; /* the peer writes there; this rank only checks its own round trip */
    if (iters < 1)
        iters = 1;
    if (threadcnt < 1)
        threadcnt = 1;
    int bad = 0;
    if (want(testsections, 'A'))
        bad += diag_timers(iters);
    if (want(testsections, 'B') || want(testsections, 'C'))
        bad += diag_threads(iters, threadcnt, want(testsections, 'B'), want(testsections, 'C'));
    gex_Event_Wait(gex_Coll_BarrierNB(myteam, 0)); /* every peer segment is ready */
    if (want(testsections, 'D') && peerseg)
        bad += diag_rma(iters, myteam, peer, peerseg);
    gex_Event_Wait(gex_Coll_BarrierNB(myteam, 0));
    return bad;
}
