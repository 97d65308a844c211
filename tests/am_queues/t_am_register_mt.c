/* t_am_register_mt: gex_EP_RegisterHandlers called by two threads at once
 * on the same endpoint (a GASNET_PAR client; the spec allows concurrent
 * calls, 003 "gex_EP_RegisterHandlers": only the order of the "don't care"
 * assignments is then unspecified).
 *
 *   pshmrun -n N --bind=none t_am_register_mt
 *
 * On endpoint 0 and on NEPS more AM endpoints (gex_EP_Create), in turn (a
 * round each: the race is short, one round alone often misses it): two
 * threads, started together, each register 64 handlers with index 0
 * ("don't care"), one call per handler. Then every call succeeded, the
 * 128 indices are distinct and fill 128..255, and an AM to each index
 * (to this rank, through that endpoint) runs the handler that got it,
 * exactly once. --bind=none lets the threads run on two cores at once.
 */
#define GASNET_PAR 1
#include "am_common.h"

#include <pthread.h>
#include <sched.h>

enum { B_HIT };
#define NEPS       15 /* endpoints created besides endpoint 0 (3.3 MiB of AM queues each) */
#define PER_THREAD 64
#define NH         (2 * PER_THREAD)

static gex_EP_t cur_ep;
static unsigned ready, go;     /* the threads start together, spinning: a futex wake is too slow */
static int ids[NH];            /* the handlers' cdata: their number */
static gex_AM_Index_t got[NH]; /* the index each registration got */
static int rcs[NH];            /* what each call returned */
static unsigned hits[NH];      /* runs of each handler (this round) */
static unsigned total_hits;

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return 2 * TAP_RESERVED;
}

/* One handler for all: its entry's cdata says which registration it is,
 * and it must have been sent to the index that registration got. */
static void handler(gex_Token_t t, gex_AM_Arg_t index)
{
    gex_Token_Info_t info;
    if (!(gex_Token_Info(t, &info, GEX_TI_ENTRY) & GEX_TI_ENTRY) || !info.gex_entry) {
        am_fail(B_HIT, "no GEX_TI_ENTRY");
        return;
    }
    const int k = *(const int *)info.gex_entry->gex_cdata;
    if (info.gex_entry->gex_index != (gex_AM_Index_t)index || got[k] != (gex_AM_Index_t)index)
        am_fail(B_HIT, "index %d ran handler %d, which registered as %u (entry says %u)",
                (int)index, k, (unsigned)got[k], (unsigned)info.gex_entry->gex_index);
    __atomic_fetch_add(&hits[k], 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&total_hits, 1, __ATOMIC_RELAXED);
}

static void *registrar(void *arg)
{
    const int first = (int)(intptr_t)arg * PER_THREAD;
    __atomic_fetch_add(&ready, 1, __ATOMIC_ACQ_REL);
    while (!__atomic_load_n(&go, __ATOMIC_ACQUIRE))
        ;
    for (int k = first; k < first + PER_THREAD; k++) {
        gex_AM_Entry_t e = {
            0,        (gex_AM_Fn_t)handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, &ids[k],
            "handler"};
        rcs[k] = gex_EP_RegisterHandlers(cur_ep, &e, 1);
        got[k] = e.gex_index;
    }
    return NULL;
}

/* What went wrong over the rounds: rounds with a failed call, with
 * duplicate (or reserved) indices, with a handler that did not run once. */
static unsigned bad_rc_rounds, dup_rounds, run_rounds;

/* One round on endpoint ep, reached from here through tm. */
static void round_on(gex_EP_t ep, gex_TM_t tm, gex_Rank_t self, const char *what)
{
    cur_ep = ep;
    memset(hits, 0, sizeof hits);
    total_hits = 0;
    pthread_t th[2];
    ready = go = 0;
    for (int i = 0; i < 2; i++)
        if (pthread_create(&th[i], NULL, registrar, (void *)(intptr_t)i) != 0)
            gasnet_exit(99);
    while (__atomic_load_n(&ready, __ATOMIC_ACQUIRE) != 2)
        sched_yield();
    __atomic_store_n(&go, 1, __ATOMIC_RELEASE);
    for (int i = 0; i < 2; i++)
        pthread_join(th[i], NULL);

    int bad_rc = 0;
    unsigned seen[256] = {0}, dups = 0, outside = 0;
    for (int k = 0; k < NH; k++) {
        bad_rc += rcs[k] != GASNET_OK;
        if (got[k] < GEX_AM_INDEX_BASE)
            outside++;
        else if (seen[got[k]]++)
            dups++;
    }
    if (bad_rc) {
        bad_rc_rounds++;
        diag("%s: %d of the %d registrations did not return GASNET_OK", what, bad_rc, NH);
    }
    if (dups || outside) {
        dup_rounds++;
        diag("%s: %u duplicate indices, %u outside 128..255", what, dups, outside);
    }
    if (dups || outside || bad_rc)
        return; /* the AMs would hit the wrong handlers */
    for (int k = 0; k < NH; k++)
        gex_AM_RequestShort1(tm, self, got[k], 0, (gex_AM_Arg_t)got[k]);
    GASNET_BLOCKUNTIL(__atomic_load_n(&total_hits, __ATOMIC_RELAXED) == NH);
    unsigned wrong = 0;
    for (int k = 0; k < NH; k++)
        wrong += hits[k] != 1;
    if (wrong || am_bucket_[B_HIT].n) {
        run_rounds++;
        diag("%s: %u handlers did not run exactly once; %lu ran for another index (first: %s)",
             what, wrong, am_bucket_[B_HIT].n, am_bucket_[B_HIT].first);
        am_bucket_[B_HIT].n = 0;
    }
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_REGISTER_MT", segsize);
    for (int k = 0; k < NH; k++)
        ids[k] = k;
    gex_EP_t eps[NEPS];
    for (int i = 0; i < NEPS; i++)
        if (gex_EP_Create(&eps[i], am_client, GEX_EP_CAPABILITY_AM, 0) != GASNET_OK)
            gasnet_exit(99);
    tap_barrier(); /* every rank's endpoints exist */
    round_on(am_ep, am_tm, am_me, "endpoint 0");
    for (int i = 0; i < NEPS; i++) {
        char what[32];
        gex_EP_Index_t e = gex_EP_QueryIndex(eps[i]);
        snprintf(what, sizeof what, "endpoint %u", (unsigned)e);
        /* a TM-pair's ranks are jobranks */
        round_on(eps[i], gex_TM_Pair(eps[i], e), gex_TM_QueryRank(am_tm), what);
    }
    const unsigned rounds = NEPS + 1;
    ok(bad_rc_rounds == 0,
       "%u rounds of two threads x %d registrations: every call returned "
       "GASNET_OK (not in %u rounds)",
       rounds, PER_THREAD, bad_rc_rounds);
    ok(dup_rounds == 0, "%u rounds: %d distinct indices in 128..255 in each (not in %u rounds)",
       rounds, NH, dup_rounds);
    ok(run_rounds == 0,
       "%u rounds: an AM to each index ran the handler registered there, once "
       "(not in %u rounds)",
       rounds, run_rounds);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
