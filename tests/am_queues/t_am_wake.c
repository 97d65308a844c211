/* t_am_wake: a Short rings the doorbell of a receiver that sleeps, and only
 * then (src/am_queues/README.md, "Waking"; the fixed entry points of the
 * 0..2-argument Shorts take the wake decision out of the send, am_send.c).
 *
 *   pshmrun -n N t_am_wake      (N >= 1; also runs without pshmrun: 1 rank)
 *
 * A receiver that is about to sleep raises its `sleeping` flag (its rank's
 * control area, src/pshm/job.h) and sleeps on its doorbell futex; a sender
 * that publishes a message and sees the flag must ring the doorbell (add 1
 * to it, then wake the futex). The test raises and lowers the flag itself
 * while the receiver stays awake without touching the library (it spins on
 * a word of its segment), so the doorbell word counts exactly the rings:
 *  1. Requests, rank 0 to rank 1: every Short form, GASNet-EX and GASNet-1
 *     (0, 1, 2 arguments: the fixed entry points; 3 and 16: the variadic
 *     entries; the count-inferring form) adds exactly 1 to the doorbell
 *     while the flag is up and 0 while it is down; the first Short of the
 *     job (the pair ring's claim, out of line) too;
 *  2. Replies, rank 1 to rank 0, the same, checked by rank 1 inside its
 *     Request handlers while rank 0 spins without the library;
 *  3. every message ran its handler once, with its arguments;
 *  4. a Short to oneself never rings one's own doorbell (the poll-wanted
 *     word tells a rank about its own messages).
 * Links the convenience library: it reads and writes the control area.
 */
#include "am_common.h"

#include <sched.h>

#include "pshm/job.h"

enum {
    F_SHORT0,
    F_SHORT1,
    F_SHORT2,
    F_SHORT3,
    F_SHORT16,
    F_INFER0,
    F_G1_0,
    F_G1_1,
    F_G1_2,
    F_G1_3,
    F_COUNT
};
static const char *const form_name[F_COUNT] = {"gex Short0",      "gex Short1",
                                               "gex Short2",      "gex Short3",
                                               "gex Short16",     "gex Short (count inferred, 0)",
                                               "GASNet-1 Short0", "GASNet-1 Short1",
                                               "GASNet-1 Short2", "GASNet-1 Short3"};
static const unsigned form_nargs[F_COUNT] = {0, 1, 2, 3, 16, 0, 0, 1, 2, 3};

enum { B_SELF, B_CLAIM, B_REQ_UP, B_REQ_DOWN, B_REPLY_UP, B_REPLY_DOWN, B_COUNTS, B_ARGS };
static gex_AM_Index_t req_idx[17], rep_idx[17];
static volatile unsigned long req_seen[17], rep_seen[17];

/* Rank r's control area, as mapped here. */
static struct pshm_rank_ctrl *ctrl(gex_Rank_t r)
{
    return pshm_ctrl((uint32_t)r);
}

static uint32_t doorbell(gex_Rank_t r)
{
    return atomic_load_explicit(&ctrl(r)->doorbell, memory_order_acquire);
}

static void set_sleeping(gex_Rank_t r, uint32_t v)
{
    atomic_store_explicit(&ctrl(r)->sleeping, v, memory_order_seq_cst);
}

static gex_AM_Arg_t arg_value(unsigned i)
{
    return (gex_AM_Arg_t)(0x5a000000u + i);
}

/* Check the arguments of a handler with n of them. */
static void check_args(unsigned n, const gex_AM_Arg_t *a, const char *who)
{
    for (unsigned i = 0; i < n; i++)
        if (a[i] != arg_value(i))
            am_fail(B_ARGS, "%s with %u arguments: a%u = 0x%x", who, n, i, (unsigned)a[i]);
}

/* Send one Reply of form f from a Request handler. */
static void reply_form(gex_Token_t t, int f)
{
    const gex_AM_Index_t h = rep_idx[form_nargs[f]];
#define V(i) arg_value(i)
    switch (f) {
    case F_SHORT0: gex_AM_ReplyShort0(t, h, 0); break;
    case F_SHORT1: gex_AM_ReplyShort1(t, h, 0, V(0)); break;
    case F_SHORT2: gex_AM_ReplyShort2(t, h, 0, V(0), V(1)); break;
    case F_SHORT3: gex_AM_ReplyShort3(t, h, 0, V(0), V(1), V(2)); break;
    case F_SHORT16:
        gex_AM_ReplyShort16(t, h, 0, V(0), V(1), V(2), V(3), V(4), V(5), V(6), V(7), V(8), V(9),
                            V(10), V(11), V(12), V(13), V(14), V(15));
        break;
    case F_INFER0: gex_AM_ReplyShort(t, h, 0); break;
    case F_G1_0: gasnet_AMReplyShort0(t, h); break;
    case F_G1_1: gasnet_AMReplyShort1(t, h, V(0)); break;
    case F_G1_2: gasnet_AMReplyShort2(t, h, V(0), V(1)); break;
    default: gasnet_AMReplyShort3(t, h, V(0), V(1), V(2)); break;
    }
}

/* Send one Request of form f to rank r. */
static void request_form(gex_Rank_t r, int f)
{
    const gex_AM_Index_t h = req_idx[form_nargs[f]];
    switch (f) {
    case F_SHORT0: gex_AM_RequestShort0(am_tm, r, h, 0); break;
    case F_SHORT1: gex_AM_RequestShort1(am_tm, r, h, 0, V(0)); break;
    case F_SHORT2: gex_AM_RequestShort2(am_tm, r, h, 0, V(0), V(1)); break;
    case F_SHORT3: gex_AM_RequestShort3(am_tm, r, h, 0, V(0), V(1), V(2)); break;
    case F_SHORT16:
        gex_AM_RequestShort16(am_tm, r, h, 0, V(0), V(1), V(2), V(3), V(4), V(5), V(6), V(7), V(8),
                              V(9), V(10), V(11), V(12), V(13), V(14), V(15));
        break;
    case F_INFER0: gex_AM_RequestShort(am_tm, r, h, 0); break;
    case F_G1_0: /* a jobrank: here the same as the team rank */
        gasnet_AMRequestShort0(r, h);
        break;
    case F_G1_1: gasnet_AMRequestShort1(r, h, V(0)); break;
    case F_G1_2: gasnet_AMRequestShort2(r, h, V(0), V(1)); break;
    default: gasnet_AMRequestShort3(r, h, V(0), V(1), V(2)); break;
    }
#undef V
}

/* Rank 1's Requests carry the Reply form to test in their first argument
 * slot's handler choice: the Request of form f answers with the Reply of
 * form f, twice checked: the first Reply with rank 0's flag up, the second
 * with it down (a Request of form f is sent twice, flag up then down, by
 * rank 0; the handler alternates by its count). The 3 warm-up Requests
 * (req_idx[0] from rank 0 before the checks) answer with a Short0 Reply. */
static unsigned long replies_done;
static void on_request(gex_Token_t t, unsigned n, const gex_AM_Arg_t *a)
{
    check_args(n, a, "Request handler");
    req_seen[n]++;
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    if (am_n < 2 || info.gex_srcrank != 0 || am_me != 1) {
        gex_AM_ReplyShort0(t, rep_idx[0], 0);
        return;
    }
    /* rank 1, from rank 0: which form, and flag up or down */
    static unsigned long count;
    const unsigned long k = count++;
    if (k == 0) { /* the warm-up: claims rank 1's Reply pair ring at rank 0 */
        gex_AM_ReplyShort0(t, rep_idx[0], 0);
        return;
    }
    const int f = (int)((k - 1) / 2);
    const bool up = ((k - 1) % 2) == 0;
    set_sleeping(0, up);
    const uint32_t d0 = doorbell(0);
    reply_form(t, f < F_COUNT ? f : F_SHORT0);
    const uint32_t d1 = doorbell(0);
    set_sleeping(0, 0);
    if (up && d1 != d0 + 1)
        am_fail(B_REPLY_UP, "Reply %s to a sleeping rank 0: doorbell %u -> %u", form_name[f], d0,
                d1);
    if (!up && d1 != d0)
        am_fail(B_REPLY_DOWN, "Reply %s to an awake rank 0: doorbell %u -> %u", form_name[f], d0,
                d1);
    replies_done++;
}

static void on_reply(unsigned n, const gex_AM_Arg_t *a)
{
    check_args(n, a, "Reply handler");
    rep_seen[n]++;
}

/* One real handler per argument count used (0, 1, 2, 3, 16). */
AM_SHORT_SHIMS(rq, on_request)

static void on_reply_of(gex_Token_t t, unsigned n, const gex_AM_Arg_t *a)
{
    (void)t;
    on_reply(n, a);
}
AM_SHORT_SHIMS(rp, on_reply_of)

static void register_all(void)
{
    const gex_Flags_t rq = GEX_FLAG_AM_REQUEST | GEX_FLAG_AM_SHORT;
    const gex_Flags_t rp = GEX_FLAG_AM_REPLY | GEX_FLAG_AM_SHORT;
    gex_AM_Entry_t e[] = {
        {0, (gex_AM_Fn_t)rq0, rq, 0, NULL, "rq0"},    {0, (gex_AM_Fn_t)rq1, rq, 1, NULL, "rq1"},
        {0, (gex_AM_Fn_t)rq2, rq, 2, NULL, "rq2"},    {0, (gex_AM_Fn_t)rq3, rq, 3, NULL, "rq3"},
        {0, (gex_AM_Fn_t)rq16, rq, 16, NULL, "rq16"}, {0, (gex_AM_Fn_t)rp0, rp, 0, NULL, "rp0"},
        {0, (gex_AM_Fn_t)rp1, rp, 1, NULL, "rp1"},    {0, (gex_AM_Fn_t)rp2, rp, 2, NULL, "rp2"},
        {0, (gex_AM_Fn_t)rp3, rp, 3, NULL, "rp3"},    {0, (gex_AM_Fn_t)rp16, rp, 16, NULL, "rp16"},
    };
    const int rc = gex_EP_RegisterHandlers(am_ep, e, sizeof e / sizeof e[0]);
    ok(rc == GASNET_OK, "registered the handlers (got %d)", rc);
    const unsigned counts[] = {0, 1, 2, 3, 16};
    for (int i = 0; i < 5; i++) {
        req_idx[counts[i]] = e[i].gex_index;
        rep_idx[counts[i]] = e[5 + i].gex_index;
    }
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return 64 * 1024;
}

/* The word of rank r's segment that releases a rank spinning outside the
 * library (written with a plain store through the cross-mapped segment). */
static volatile uint64_t *go_word(gex_Rank_t r)
{
    return (volatile uint64_t *)(void *)(am_local[r] + TAP_RESERVED);
}

/* Spin on my go word without calling the library (so my sleeping flag and
 * my queues are left alone), yielding the core. */
static void spin_until_go(uint64_t v)
{
    while (__atomic_load_n(go_word(am_me), __ATOMIC_ACQUIRE) < v)
        sched_yield();
}

static void release(gex_Rank_t r, uint64_t v)
{
    __atomic_store_n(go_word(r), v, __ATOMIC_RELEASE);
}

static void poll_until(volatile unsigned long *n, unsigned long want)
{
    while (*n < want)
        gasnet_AMPoll();
}

/* Handler counts are kept by argument count: 0, 1, 2, 3, 16 */
static const unsigned count_idx[5] = {0, 1, 2, 3, 16};

/* per[i]: how many forms carry count_idx[i] arguments */
static void forms_by_count(unsigned long per[5])
{
    for (int i = 0; i < 5; i++) {
        per[i] = 0;
        for (int f = 0; f < F_COUNT; f++)
            per[i] += form_nargs[f] == count_idx[i];
    }
}

static void check_counts(volatile unsigned long *seen, const unsigned long *want, const char *what)
{
    for (int i = 0; i < 5; i++)
        if (seen[count_idx[i]] != want[i])
            am_fail(B_COUNTS, "%s handlers with %u arguments on rank %u: ran %lu times, want %lu",
                    what, count_idx[i], (unsigned)am_me, seen[count_idx[i]], want[i]);
}

static unsigned long total_seen(volatile unsigned long *seen)
{
    unsigned long t = 0;
    for (int i = 0; i < 5; i++)
        t += seen[count_idx[i]];
    return t;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_WAKE", segsize);
    register_all();
    *go_word(am_me) = 0;
    /* tap_barrier, not a collective: a late arriver's wake-up check of a
     * member that looks asleep would ring that member's doorbell */
    tap_barrier();

    /* 4. a Short to oneself never rings one's own doorbell */
    set_sleeping(am_me, 1);
    uint32_t d0 = doorbell(am_me);
    for (int f = 0; f < F_COUNT; f++)
        request_form(am_me, f);
    uint32_t d1 = doorbell(am_me);
    set_sleeping(am_me, 0);
    if (d1 != d0)
        am_fail(B_SELF, "rank %u rang its own doorbell (%u -> %u)", (unsigned)am_me, d0, d1);
    poll_until(&rep_seen[0], F_COUNT); /* each self Request answers with a Short0 Reply */
    tap_barrier();

    if (am_me == 0 && am_n >= 2) {
        spin_until_go(1); /* rank 1 spins outside the library */
        /* 1. Requests to rank 1 */
        set_sleeping(1, 1);
        d0 = doorbell(1);
        request_form(1, F_SHORT0); /* the first Short to rank 1: claims the pair ring */
        d1 = doorbell(1);
        set_sleeping(1, 0);
        if (d1 != d0 + 1)
            am_fail(B_CLAIM, "the claiming Short0 to a sleeping rank 1: doorbell %u -> %u", d0, d1);
        for (int f = 0; f < F_COUNT; f++) {
            for (int up = 1; up >= 0; up--) {
                set_sleeping(1, (uint32_t)up);
                d0 = doorbell(1);
                request_form(1, f);
                d1 = doorbell(1);
                set_sleeping(1, 0);
                if (up && d1 != d0 + 1)
                    am_fail(B_REQ_UP, "Request %s to a sleeping rank 1: doorbell %u -> %u",
                            form_name[f], d0, d1);
                if (!up && d1 != d0)
                    am_fail(B_REQ_DOWN, "Request %s to an awake rank 1: doorbell %u -> %u",
                            form_name[f], d0, d1);
            }
        }
        /* 2. rank 1 runs them, checking its Replies to us while we spin
         * outside the library (nothing between the release and the spin) */
        release(1, 1);
        spin_until_go(2);
        const unsigned long want = 1 + 2 * (unsigned long)F_COUNT + F_COUNT; /* + part 4's */
        while (total_seen(rep_seen) < want)
            gasnet_AMPoll();
        /* Replies: part 4's (a Short0 each), the warm-up's, two of each
         * form; Requests: part 4's, one of each form */
        unsigned long per[5], rep_want[5];
        forms_by_count(per);
        for (int i = 0; i < 5; i++)
            rep_want[i] = 2 * per[i] + (i == 0 ? F_COUNT + 1 : 0);
        check_counts(rep_seen, rep_want, "Reply");
        check_counts(req_seen, per, "Request");
    } else if (am_me == 1) {
        release(0, 1); /* outside the library from here until the replies are checked */
        spin_until_go(1);
        const unsigned long want = 1 + 2 * (unsigned long)F_COUNT + F_COUNT;
        while (total_seen(req_seen) < want)
            gasnet_AMPoll();
        release(0, 2);
        /* Requests: part 4's (one of each form), rank 0's claim (a
         * Short0), two of each form from rank 0; Replies: part 4's */
        unsigned long per[5], req_want[5];
        forms_by_count(per);
        for (int i = 0; i < 5; i++)
            req_want[i] = 3 * per[i] + (i == 0);
        const unsigned long rep_want[5] = {F_COUNT, 0, 0, 0, 0};
        check_counts(req_seen, req_want, "Request");
        check_counts(rep_seen, rep_want, "Reply");
        if (replies_done != 2 * F_COUNT)
            am_fail(B_COUNTS, "rank 1 checked %lu Replies, want %d", replies_done, 2 * F_COUNT);
    }
    tap_barrier();
    am_bucket_ok(B_SELF, "a Short of every form to oneself leaves one's own doorbell alone");
    am_bucket_ok(B_CLAIM, "the first Short to a sleeping rank (the pair ring's claim) rings "
                          "its doorbell once");
    am_bucket_ok(B_REQ_UP, "a Request of every form (gex and GASNet-1 Short0, 1, 2 fixed; 3, 16 "
                           "variadic; count inferred) to a sleeping rank rings its doorbell once");
    am_bucket_ok(B_REQ_DOWN, "a Request of every form to an awake rank leaves its doorbell alone");
    am_bucket_ok(B_REPLY_UP, "a Reply of every form to a sleeping rank rings its doorbell once");
    am_bucket_ok(B_REPLY_DOWN, "a Reply of every form to an awake rank leaves its doorbell alone");
    am_bucket_ok(B_COUNTS, "every message ran its handler once");
    am_bucket_ok(B_ARGS, "every handler saw its arguments");
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
