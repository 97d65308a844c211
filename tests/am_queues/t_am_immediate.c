/* t_am_immediate: GEX_FLAG_IMMEDIATE under a full queue.
 *
 *   pshmrun -n N t_am_immediate      (N >= 2: rank 0 sends to rank 1;
 *                                     N == 1: rank 0 sends to itself)
 *
 * For each kind of message (Short, Medium in the slot, Medium in a pool
 * buffer, Long, NPAM Medium):
 *   1. the target stops polling: it waits for a flag in its segment with
 *      plain loads and usleep(), calling nothing of GASNet;
 *   2. rank 0 sends IMMEDIATE messages (sequence numbers 0, 1, ...) until
 *      one returns non-zero / GEX_AM_SRCDESC_NO_OP: the queues are bounded,
 *      so this must happen within 100000 tries;
 *   3. rank 0 sets the flag; the target polls (GASNET_BLOCKUNTIL);
 *   4. rank 0 retries IMMEDIATE until it succeeds, then sends 50 more;
 *   5. the target checks it ran the handler exactly once for every
 *      successful send and never for a failed one (no loss, no
 *      duplication), with intact payloads.
 */
#include "am_common.h"

#include <sched.h>
#include <unistd.h>

#define MAXTRIES 100000
#define MORE     50
#define LBASE    ((uintptr_t)2 * TAP_RESERVED)
#define LSTRIDE  16

enum { K_SHORT, K_MEDIUM_SMALL, K_MEDIUM_LARGE, K_LONG, K_NPAM, K_NPAM_ELASTIC, NK };
static const char *const kname[NK] = {"Short",
                                      "Medium (100 bytes)",
                                      "Medium (20000 bytes)",
                                      "Long (16 bytes)",
                                      "NPAM Medium (library buffer, 100 bytes)",
                                      "NPAM Medium (library buffer, least 100, most 65536)"};
static const size_t ksize[NK] = {0, 100, 20000, 16, 100, 100};
static unsigned desc_bad; /* Prepare gave a size outside [least, most] */
static size_t desc_min = (size_t)-1, desc_max;

/* Control block in the target's segment, after tap.h's page. */
typedef struct {
    uint32_t go;      /* phase + 1: the target may poll */
    uint32_t total;   /* successful sends in the phase */
    uint32_t done;    /* phase + 1: total is final */
    uint32_t handled; /* handlers the target ran in the phase */
    uint32_t dups;    /* sequence numbers seen twice (or out of range) */
    uint32_t missing; /* sequence numbers below total never seen */
    uint32_t bad;     /* wrong phase or payload */
    uint32_t reported;
} ctl_t;

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return LBASE + (uintptr_t)(MAXTRIES + MORE + 8) * LSTRIDE;
}

static gex_Rank_t target;
static ctl_t *ctl; /* the target's control block, as mapped here */
static volatile uint32_t phase_now;
static volatile uint32_t handled;
static uint8_t seen[MAXTRIES + MORE + 8];
static gex_AM_Index_t h_short, h_med, h_long;

static uint32_t pseed(uint32_t phase, uint32_t seq)
{
    return am_seed(phase, seq, 0x1111, 3);
}

static void got(uint32_t phase, uint32_t seq, void *buf, size_t nbytes, int has_payload)
{
    if (phase != phase_now || seq >= sizeof seen) {
        ctl->bad++;
        return;
    }
    if (seen[seq]++)
        ctl->dups++;
    if (has_payload && (nbytes != ksize[phase] || am_check(buf, nbytes, pseed(phase, seq)) >= 0))
        ctl->bad++;
    if (phase == K_LONG && buf != am_owner[am_me] + LBASE + (uintptr_t)seq * LSTRIDE)
        ctl->bad++;
    handled++;
}

static void short_handler(gex_Token_t t, gex_AM_Arg_t phase, gex_AM_Arg_t seq)
{
    (void)t;
    got((uint32_t)phase, (uint32_t)seq, NULL, 0, 0);
}
static void med_handler(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t phase,
                        gex_AM_Arg_t seq)
{
    (void)t;
    got((uint32_t)phase, (uint32_t)seq, buf, nbytes, 1);
}
static void long_handler(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t phase,
                         gex_AM_Arg_t seq)
{
    (void)t;
    got((uint32_t)phase, (uint32_t)seq, buf, nbytes, 1);
}

/* One IMMEDIATE attempt of kind k with sequence number seq: 0 if sent. */
static int attempt(int k, uint32_t seq)
{
    unsigned char buf[20000];
    size_t n = ksize[k];
    if (n)
        am_fill(buf, n, pseed((uint32_t)k, seq));
    switch (k) {
    case K_SHORT: return gex_AM_RequestShort2(am_tm, target, h_short, GEX_FLAG_IMMEDIATE, k, seq);
    case K_MEDIUM_SMALL:
    case K_MEDIUM_LARGE:
        return gex_AM_RequestMedium2(am_tm, target, h_med, buf, n, GEX_EVENT_NOW,
                                     GEX_FLAG_IMMEDIATE, k, seq);
    case K_LONG:
        return gex_AM_RequestLong2(am_tm, target, h_long, buf, n,
                                   am_owner[target] + LBASE + (uintptr_t)seq * LSTRIDE,
                                   GEX_EVENT_NOW, GEX_FLAG_IMMEDIATE, k, seq);
    default: {
        size_t most = k == K_NPAM ? n : 65536;
        gex_AM_SrcDesc_t sd =
            gex_AM_PrepareRequestMedium(am_tm, target, NULL, n, most, NULL, GEX_FLAG_IMMEDIATE, 2);
        if (sd == GEX_AM_SRCDESC_NO_OP)
            return 1;
        size_t size = gex_AM_SrcDescSize(sd);
        if (size < n || size > most || !am_aligned16(gex_AM_SrcDescAddr(sd)))
            desc_bad++;
        if (size < desc_min)
            desc_min = size;
        if (size > desc_max)
            desc_max = size;
        memcpy(gex_AM_SrcDescAddr(sd), buf, n);
        gex_AM_CommitRequestMedium2(sd, h_med, n, k, seq);
        return 0;
    }
    }
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_IMMEDIATE", segsize);
    target = am_n >= 2 ? 1 : 0;
    ctl = (ctl_t *)(am_local[target] + TAP_RESERVED);
    note("%u ranks: rank 0 sends to rank %u", (unsigned)am_n, (unsigned)target);
    gex_AM_Entry_t table[3] = {
        {0, (gex_AM_Fn_t)short_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 2, NULL, "s"},
        {0, (gex_AM_Fn_t)med_handler, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST, 2, NULL, "m"},
        {0, (gex_AM_Fn_t)long_handler, GEX_FLAG_AM_LONG | GEX_FLAG_AM_REQUEST, 2, NULL, "l"}};
    int rc = gex_EP_RegisterHandlers(am_ep, table, 3);
    ok(rc == GASNET_OK, "registered handlers (got %d)", rc);
    h_short = table[0].gex_index;
    h_med = table[1].gex_index;
    h_long = table[2].gex_index;
    const int sender = am_me == 0, receiver = am_me == target;

    for (int k = 0; k < NK; k++) {
        uint32_t filled = 0, total = 0, retries = 0;
        int full = 0, recovered = 0, more_ok = 1;
        if (receiver) {
            phase_now = (uint32_t)k;
            handled = 0;
            memset(seen, 0, sizeof seen);
            ctl->dups = ctl->missing = ctl->bad = 0;
        }
        tap_barrier();
        if (receiver && !sender) {
            /* not polling: plain loads and sleeps only */
            while (AM_LOAD(&ctl->go) != (uint32_t)k + 1)
                usleep(1000);
        }
        if (sender) {
            while (filled < MAXTRIES) {
                if (attempt(k, filled) != 0) {
                    full = 1;
                    break;
                }
                filled++;
            }
            AM_STORE(&ctl->go, (uint32_t)k + 1);
            /* the target drains now (or we do, sending to ourselves) */
            double t0 = am_now();
            while (am_now() - t0 < 30) {
                if (attempt(k, filled) == 0) {
                    recovered = 1;
                    break;
                }
                retries++;
                if (target == am_me)
                    gasnet_AMPoll();
                else
                    sched_yield();
            }
            total = filled + (uint32_t)recovered;
            for (int i = 0; recovered && i < MORE; i++) {
                double t1 = am_now();
                while (attempt(k, total) != 0) {
                    if (target == am_me)
                        gasnet_AMPoll();
                    if (am_now() - t1 > 30) {
                        more_ok = 0;
                        break;
                    }
                }
                if (!more_ok)
                    break;
                total++;
            }
            AM_STORE(&ctl->total, total);
            AM_STORE(&ctl->done, (uint32_t)k + 1);
        }
        if (receiver) {
            GASNET_BLOCKUNTIL(AM_LOAD(&ctl->done) == (uint32_t)k + 1 &&
                              handled >= AM_LOAD(&ctl->total));
            double t0 = am_now(); /* anything extra would show up now */
            while (am_now() - t0 < 0.05)
                gasnet_AMPoll();
            uint32_t missing = 0;
            for (uint32_t s = 0; s < ctl->total; s++)
                missing += !seen[s];
            ctl->missing = missing;
            ctl->handled = handled;
            AM_STORE(&ctl->reported, (uint32_t)k + 1);
        }
        tap_barrier();
        /* everybody reads the target's report (only rank 0 prints) */
        if (sender)
            note("%s: %u IMMEDIATE sends succeeded before the first failure, %u more failures "
                 "after the target started polling",
                 kname[k], (unsigned)filled, (unsigned)retries);
        ok(!sender || full,
           "%s: IMMEDIATE to a rank that does not poll fails (non-zero / NO_OP) "
           "within %d tries (after %u)",
           kname[k], MAXTRIES, (unsigned)filled);
        ok(!sender || recovered,
           "%s: once the target polls, IMMEDIATE succeeds again (%u failed "
           "retries)",
           kname[k], (unsigned)retries);
        ok(!sender || more_ok, "%s: %d more IMMEDIATE sends go through", kname[k], MORE);
        ok(AM_LOAD(&ctl->reported) == (uint32_t)k + 1 && ctl->handled == ctl->total &&
               ctl->missing == 0 && ctl->dups == 0,
           "%s: the target ran exactly one handler per successful send (%u handled, %u sent, %u "
           "missing, %u duplicated)",
           kname[k], (unsigned)ctl->handled, (unsigned)ctl->total, (unsigned)ctl->missing,
           (unsigned)ctl->dups);
        ok(ctl->bad == 0, "%s: every message intact (%u bad)", kname[k], (unsigned)ctl->bad);
        if (k >= K_NPAM) {
            ok(desc_bad == 0,
               "%s: every prepared descriptor's size in [least, most], address "
               "16-aligned (%u bad)",
               kname[k], desc_bad);
            if (sender)
                note("%s: gex_AM_SrcDescSize between %zu and %zu", kname[k], desc_min, desc_max);
            desc_bad = 0;
            desc_min = (size_t)-1;
            desc_max = 0;
        }
        tap_barrier();
    }
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
