/* t_coll_barrier_flags: every flag combination of the GASNet-1 barrier
 * (part 6 of t_coll_barrier, GASNet >= 1.20 wait-flag semantics).
 *
 *   pshmrun -n N t_coll_barrier_flags [SEED]   (also runs without pshmrun)
 *
 * Every combination of (notify named A / named B / anonymous / MISMATCH) x
 * (wait named A / named B / anonymous) on ranks 0 and 1 (144 phases each,
 * the other ranks drawn at random from SEED, ids changing every phase),
 * completed by gasnet_barrier_wait or by a gasnet_barrier_try loop, against
 * the result the phase's combined state gives, and gasnet_barrier_result
 * after each matching phase.
 */
#include "barrier_g1.h"

#include <stdbool.h>

static uint32_t seed0 = 0xBA771E12u;

/* Every flag combination: one rank's choice c in 0..11 is
 * notify kind c / 3 (named A, named B, anonymous, MISMATCH) and wait kind
 * c % 3 (named A, named B, anonymous); A and B change every phase. */
enum { K_A, K_B, K_ANON, K_MISM };
#define FLAG_PHASES 288 /* 144 combinations of ranks 0 and 1, by wait then by try */

static unsigned flag_choice(unsigned k, gex_Rank_t r)
{
    if (r == 0)
        return k % 12;
    if (r == 1)
        return k / 12 % 12;
    /* other ranks: mostly anonymous or A, so that some phases match */
    uint32_t h = am_seed(seed0, k, r, 0xF1A6);
    unsigned nk = h % 20 < 10 ? K_ANON : h % 20 < 18 ? K_A : h % 20 == 18 ? K_B : K_MISM;
    return nk * 3 + (h >> 8) % 3;
}

static void part_g1_flags(void)
{
    unsigned bad[2] = {0, 0}, bad_result = 0, mism = 0;
    for (unsigned k = 0; k < FLAG_PHASES; k++) {
        int ida = 1000 + (int)k, idb = 5000 + (int)k;
        /* the phase's expected combined state, computed alike everywhere */
        bool any_mism = false, has_a = false, has_b = false;
        for (gex_Rank_t r = 0; r < am_n; r++) {
            unsigned nk = flag_choice(k, r) / 3;
            any_mism |= nk == K_MISM;
            has_a |= nk == K_A;
            has_b |= nk == K_B;
        }
        bool global = any_mism || (has_a && has_b);
        bool named = has_a || has_b;
        int name = has_a ? ida : idb;
        unsigned c = flag_choice(k, am_me), nk = c / 3, wk = c % 3;
        int nid = nk == K_A ? ida : nk == K_B ? idb : 77; /* 77: ignored */
        int nfl = nk == K_ANON ? ANON : nk == K_MISM ? MISM : 0;
        int wid = wk == K_A ? ida : wk == K_B ? idb : 88;
        int wfl = wk == K_ANON ? ANON : 0;
        int want =
            global || (wfl == 0 && named && wid != name) ? GASNET_ERR_BARRIER_MISMATCH : GASNET_OK;
        mism += want != GASNET_OK;
        int mode = (int)(k / 144); /* 0: wait, 1: try loop */
        gasnet_barrier_notify(nid, nfl);
        unsigned nr;
        int rc = mode ? try_loop(wid, wfl, 0, &nr) : gasnet_barrier_wait(wid, wfl);
        if (rc != want && bad[mode]++ < 4)
            diag("rank %u phase %u: notify(%d, %s) %s(%d, %s) -> %s, want %s", (unsigned)am_me, k,
                 nid,
                 nfl == ANON   ? "ANON"
                 : nfl == MISM ? "MISM"
                               : "0",
                 mode ? "try" : "wait", wid, wfl ? "ANON" : "0", rcname(rc), rcname(want));
        if (!global) {
            int id = -1;
            int anon = gasnet_barrier_result(&id);
            if ((named ? anon != 0 || id != name : anon != 1) && bad_result++ < 4)
                diag("rank %u phase %u: gasnet_barrier_result %d id %d, want %s %d",
                     (unsigned)am_me, k, anon, id, named ? "named" : "anonymous", name);
        }
    }
    ok(bad[0] == 0, "%u flag combinations completed by wait: every result as expected (%u wrong)",
       FLAG_PHASES / 2, bad[0]);
    ok(bad[1] == 0, "%u flag combinations completed by try: every result as expected (%u wrong)",
       FLAG_PHASES / 2, bad[1]);
    ok(bad_result == 0, "gasnet_barrier_result after each matching combination (%u wrong)",
       bad_result);
    note("flag combinations: %u of %u phases are mismatches on this rank", mism, FLAG_PHASES);
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_BARRIER_FLAGS", segsize);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat)", (unsigned)am_n, seed0);
    part_g1_flags();
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
