/* t_am_hsl: handler-safe locks, no-interrupt sections, and AM traffic from
 * several threads (a GASNET_PAR client).
 *
 *   pshmrun -n N t_am_hsl
 *
 *  - GEX_HSL_INITIALIZER / GASNET_HSL_INITIALIZER and gex_HSL_Init /
 *    gasnet_hsl_init locks (and each API on the other's lock):
 *    Trylock -> GASNET_OK when free, GASNET_ERR_NOT_READY while another
 *    thread holds it; Lock/Unlock exclude 4 threads (exact counter);
 *    Destroy of unlocked locks;
 *  - an HSL taken inside Request handlers while a main-line thread of the
 *    same rank takes it too: the shared counter is exact;
 *  - gasnet_hold_interrupts/gasnet_resume_interrupts pairs in the main
 *    line, inside a handler and while holding an HSL (ignored there); the
 *    calls spec 004 allows inside one (mynode, nodes, hsl_*, a Reply in a
 *    handler, and gasnet_exit, which ends the program);
 *  - 2 threads per rank send Requests to every rank and wait for their
 *    Replies at the same time: handlers run on whichever thread polls,
 *    concurrently; every count exact.
 */
#define GASNET_PAR 1
#include "am_common.h"

#include <pthread.h>
#include <sched.h>

enum { B_HANDLER };

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return 2 * TAP_RESERVED;
}

/* ---- plain lock behaviour ---- */
static gex_HSL_t s_hsl = GEX_HSL_INITIALIZER;
static gasnet_hsl_t g_hsl = GASNET_HSL_INITIALIZER;
static gex_HSL_t d_hsl;
static gasnet_hsl_t gd_hsl;

typedef struct {
    int use_gasnet; /* call the gasnet_hsl_* API (else gex_HSL_*) */
    gex_HSL_t *lock;
    int rc;
} try_arg_t;

static void *try_thread(void *p)
{
    try_arg_t *a = p;
    a->rc = a->use_gasnet ? gasnet_hsl_trylock(a->lock) : gex_HSL_Trylock(a->lock);
    if (a->rc == GASNET_OK) {
        if (a->use_gasnet)
            gasnet_hsl_unlock(a->lock);
        else
            gex_HSL_Unlock(a->lock);
    }
    return NULL;
}

static int try_from_other_thread(gex_HSL_t *l, int use_gasnet)
{
    try_arg_t a = {use_gasnet, l, -1};
    pthread_t th;
    if (pthread_create(&th, NULL, try_thread, &a) != 0)
        gasnet_exit(99);
    pthread_join(th, NULL);
    return a.rc;
}

static void lock_l(gex_HSL_t *l, int g)
{
    if (g)
        gasnet_hsl_lock(l);
    else
        gex_HSL_Lock(l);
}
static void unlock_l(gex_HSL_t *l, int g)
{
    if (g)
        gasnet_hsl_unlock(l);
    else
        gex_HSL_Unlock(l);
}
static int trylock_l(gex_HSL_t *l, int g)
{
    return g ? gasnet_hsl_trylock(l) : gex_HSL_Trylock(l);
}

static void basic(const char *name, gex_HSL_t *l, int g)
{
    int rc = trylock_l(l, g);
    ok(rc == GASNET_OK, "%s: trylock of a free lock -> GASNET_OK (got %d)", name, rc);
    if (rc == GASNET_OK)
        unlock_l(l, g);
    lock_l(l, g);
    rc = try_from_other_thread(l, g);
    ok(rc == GASNET_ERR_NOT_READY,
       "%s: trylock from another thread while held -> "
       "GASNET_ERR_NOT_READY (got %d)",
       name, rc);
    rc = try_from_other_thread(l, !g);
    ok(rc == GASNET_ERR_NOT_READY, "%s: ... also through the other API (got %d)", name, rc);
    unlock_l(l, g);
    rc = try_from_other_thread(l, g);
    ok(rc == GASNET_OK, "%s: after unlock, trylock from another thread -> GASNET_OK (got %d)", name,
       rc);
    /* fatal while a lock is held: the header's inline Wait must see that
     * this thread holds none again */
    gex_Event_Wait(GEX_EVENT_INVALID);
    ok(1, "%s: after unlock, gex_Event_Wait(GEX_EVENT_INVALID) returns", name);
}

/* ---- contention ---- */
#define CONT_THREADS 4
#define CONT_ITERS   50000
static long cont_counter;
static gex_HSL_t *cont_lock;
static int cont_gasnet;

static void *cont_thread(void *p)
{
    long id = (long)(intptr_t)p;
    for (int i = 0; i < CONT_ITERS; i++) {
        int g = (int)((id + i) % 2) ^ cont_gasnet;
        if (i % 7 == 0) {
            while (trylock_l(cont_lock, g) != GASNET_OK)
                ;
        } else {
            lock_l(cont_lock, g);
        }
        long v = cont_counter; /* a torn read-modify-write shows without the lock */
        __asm__ __volatile__("" ::: "memory");
        cont_counter = v + 1;
        unlock_l(cont_lock, g);
    }
    return NULL;
}

static void contention(const char *name, gex_HSL_t *l, int g)
{
    pthread_t th[CONT_THREADS];
    cont_counter = 0;
    cont_lock = l;
    cont_gasnet = g;
    for (long i = 0; i < CONT_THREADS; i++)
        if (pthread_create(&th[i], NULL, cont_thread, (void *)(intptr_t)i) != 0)
            gasnet_exit(99);
    for (int i = 0; i < CONT_THREADS; i++)
        pthread_join(th[i], NULL);
    ok(cont_counter == (long)CONT_THREADS * CONT_ITERS,
       "%s: %d threads x %d lock/unlock (both APIs, some by trylock): counter %ld", name,
       CONT_THREADS, CONT_ITERS, cont_counter);
}

/* ---- HSL in handlers ---- */
static gex_HSL_t shared_hsl = GEX_HSL_INITIALIZER;
static long shared_counter;
static gex_AM_Index_t h_inc, h_inc_reply, h_mt_req, h_mt_rep;
static unsigned long not_ready_in_handler;
static volatile int hammer_stop;
static long hammer_iters;
static long replies_inc; /* under shared_hsl */

static void inc_handler(gex_Token_t t, gex_AM_Arg_t a0)
{
    gasnet_hold_interrupts(); /* ignored in a handler */
    if (a0 % 2 && gex_HSL_Trylock(&shared_hsl) != GASNET_OK) {
        not_ready_in_handler++;
        gex_HSL_Lock(&shared_hsl);
    } else if (!(a0 % 2)) {
        gasnet_hsl_lock(&shared_hsl);
    }
    shared_counter++;
    gasnet_hold_interrupts(); /* ignored while holding an HSL */
    gasnet_resume_interrupts();
    gex_HSL_Unlock(&shared_hsl);
    int rc = gex_AM_ReplyShort0(t, h_inc_reply, 0); /* a Reply is legal in a NIS */
    gasnet_resume_interrupts();
    if (rc)
        am_fail(B_HANDLER, "Reply after unlocking returned %d", rc);
}

static void inc_reply_handler(gex_Token_t t)
{
    (void)t;
    gex_HSL_Lock(&shared_hsl);
    replies_inc++;
    gex_HSL_Unlock(&shared_hsl);
}

static void *hammer_thread(void *p)
{
    (void)p;
    for (unsigned i = 1; !AM_LOAD(&hammer_stop); i++) {
        if (i % 64 == 0)
            sched_yield(); /* leave some CPU to the ranks on an oversubscribed host */
        gex_HSL_Lock(&shared_hsl);
        shared_counter++;
        hammer_iters++;
        gex_HSL_Unlock(&shared_hsl);
    }
    return NULL;
}

/* ---- several threads sending and polling ---- */
#define MT_THREADS  2
#define MT_PER_PEER 2000
static volatile long mt_replies[MT_THREADS];
static long mt_requests; /* under shared_hsl */

static void mt_req_handler(gex_Token_t t, gex_AM_Arg_t tid, gex_AM_Arg_t seq)
{
    gex_HSL_Lock(&shared_hsl);
    mt_requests++;
    gex_HSL_Unlock(&shared_hsl);
    gex_AM_ReplyShort2(t, h_mt_rep, 0, tid, seq);
}

static void mt_rep_handler(gex_Token_t t, gex_AM_Arg_t tid, gex_AM_Arg_t seq)
{
    (void)t, (void)seq;
    if (tid < 0 || tid >= MT_THREADS) {
        am_fail(B_HANDLER, "Reply for thread %d", (int)tid);
        return;
    }
    __atomic_add_fetch(&mt_replies[tid], 1, __ATOMIC_RELAXED);
}

static void *mt_thread(void *p)
{
    long tid = (long)(intptr_t)p;
    for (int i = 0; i < MT_PER_PEER; i++)
        for (gex_Rank_t k = 0; k < am_n; k++)
            gex_AM_RequestShort2(am_tm, (am_me + k) % am_n, h_mt_req, 0, tid, i);
    GASNET_BLOCKUNTIL(AM_LOAD(&mt_replies[tid]) == (long)MT_PER_PEER * am_n);
    return NULL;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_HSL", segsize);
    note("%u ranks", (unsigned)am_n);
    gex_HSL_Init(&d_hsl);

    gasnet_hold_interrupts();
    gasnet_resume_interrupts();
    gasnet_hold_interrupts();
    gasnet_resume_interrupts(); /* a misuse would be fatal: the job status shows it */

    /* what spec 004 allows inside a no-interrupt section: gasnet_mynode,
     * gasnet_nodes, gasnet_hsl_*, gasnet_exit (at the end) and, in a
     * Request handler, gasnet_AMReply* (inc_handler) */
    gasnet_hold_interrupts();
    gasnet_node_t nis_me = gasnet_mynode(), nis_n = gasnet_nodes();
    gasnet_hsl_init(&gd_hsl);
    gasnet_hsl_lock(&gd_hsl);
    int nis_try = gasnet_hsl_trylock(&g_hsl);
    gasnet_hsl_unlock(&g_hsl);
    gasnet_hsl_unlock(&gd_hsl);
    gasnet_resume_interrupts();
    ok(nis_me == am_me && nis_n == am_n && nis_try == GASNET_OK,
       "in a no-interrupt section: gasnet_mynode %u, gasnet_nodes %u, gasnet_hsl_init, lock, "
       "trylock (%d), unlock",
       (unsigned)nis_me, (unsigned)nis_n, nis_try);

    basic("GEX_HSL_INITIALIZER, gex_HSL_*", &s_hsl, 0);
    basic("GASNET_HSL_INITIALIZER, gasnet_hsl_*", &g_hsl, 1);
    basic("gex_HSL_Init, gex_HSL_*", &d_hsl, 0);
    basic("gasnet_hsl_init, gasnet_hsl_*", &gd_hsl, 1);
    contention("gex_HSL_Init lock", &d_hsl, 0);
    contention("GASNET_HSL_INITIALIZER lock", &g_hsl, 1);

    gex_AM_Entry_t table[4] = {
        {0, (gex_AM_Fn_t)inc_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, NULL, "inc"},
        {0, (gex_AM_Fn_t)inc_reply_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 0, NULL,
         "inc_reply"},
        {0, (gex_AM_Fn_t)mt_req_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 2, NULL,
         "mt_req"},
        {0, (gex_AM_Fn_t)mt_rep_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 2, NULL, "mt_rep"}};
    int rc = gex_EP_RegisterHandlers(am_ep, table, 4);
    ok(rc == GASNET_OK, "registered handlers (got %d)", rc);
    h_inc = table[0].gex_index;
    h_inc_reply = table[1].gex_index;
    h_mt_req = table[2].gex_index;
    h_mt_rep = table[3].gex_index;
    tap_barrier();

    /* HSL in handlers, contended by a main-line thread of the same rank */
    pthread_t ham;
    if (pthread_create(&ham, NULL, hammer_thread, NULL) != 0)
        gasnet_exit(99);
    const long per_peer = 5000;
    for (long i = 0; i < per_peer; i++)
        for (gex_Rank_t k = 0; k < am_n; k++)
            gex_AM_RequestShort1(am_tm, (am_me + k) % am_n, h_inc, 0, (gex_AM_Arg_t)i);
    long want_replies = per_peer * am_n;
    for (;;) {
        gex_HSL_Lock(&shared_hsl);
        long got = replies_inc;
        gex_HSL_Unlock(&shared_hsl);
        if (got >= want_replies)
            break;
        gasnet_AMPoll();
    }
    tap_barrier(); /* all handlers on this rank have run: every sender has its Reply */
    AM_STORE(&hammer_stop, 1);
    pthread_join(ham, NULL);
    ok(shared_counter == per_peer * am_n + hammer_iters,
       "HSL taken in %ld Request handlers and %ld times by another thread: counter %ld exact",
       per_peer * am_n, hammer_iters, shared_counter);
    ok(replies_inc == want_replies, "every Request handler replied after unlocking (%ld Replies)",
       replies_inc);
    note("rank 0: %lu trylocks in handlers found the HSL held by the other thread",
         not_ready_in_handler);
    tap_barrier();

    /* several threads send and poll at once */
    pthread_t mt[MT_THREADS];
    for (long i = 0; i < MT_THREADS; i++)
        if (pthread_create(&mt[i], NULL, mt_thread, (void *)(intptr_t)i) != 0)
            gasnet_exit(99);
    for (int i = 0; i < MT_THREADS; i++)
        pthread_join(mt[i], NULL);
    int mt_ok = 1;
    for (int i = 0; i < MT_THREADS; i++)
        if (mt_replies[i] != (long)MT_PER_PEER * am_n)
            mt_ok = 0;
    ok(mt_ok, "%d threads each sent %d Requests to every rank and got every Reply", MT_THREADS,
       MT_PER_PEER);
    tap_barrier(); /* every Request to this rank has been handled */
    ok(mt_requests == (long)MT_THREADS * MT_PER_PEER * am_n,
       "this rank handled exactly %ld such Requests (%ld)", (long)MT_THREADS * MT_PER_PEER * am_n,
       mt_requests);
    am_bucket_ok(B_HANDLER, "handlers saw nothing wrong");

    gex_HSL_Destroy(&d_hsl);
    gasnet_hsl_destroy(&gd_hsl);
    gex_HSL_Destroy(&s_hsl);

    int status = tap_finish();
    gasnet_hold_interrupts(); /* gasnet_exit is legal in a no-interrupt section */
    gasnet_exit(status);
    return status;
}
