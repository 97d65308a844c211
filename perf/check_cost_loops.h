/* check_cost_loops.h - one placement of the loops of cc_loop_checked /
 * cc_loop_unchecked (see check_cost.h): included CC_PLACEMENTS times by
 * check_cost_placements.h, with CC_LOOP naming the function and CC_PAD the
 * bytes of padding after a 64-byte line boundary before each loop. */
#include "bench_util.h"
#include "check_cost.h"

/* Keeps every call of the loop in place; emits no instruction. */
#undef CC_KEEP
#define CC_KEEP() __asm__ __volatile__("" ::: "memory")
/* Where the loop that follows starts: CC_PAD bytes of nops after a line
 * boundary (run once, before the loop), then the loop's setup. */
#undef CC_PLACE
#define CC_PLACE() __asm__ __volatile__(".p2align 6\n\t.skip %c0, 0x90" ::"i"(CC_PAD) : "memory")

static uint64_t CC_LOOP(cc_op_t op, gex_TM_t tm, gex_AD_t ad, uint64_t *win, long n, uint64_t *sum)
{
    uint64_t acc = 0;
    const uint64_t t0 = bench_now_ns();
    switch (op) {
    case CC_PUT8:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            uint64_t v = (uint64_t)i;
            gex_RMA_PutBlocking(tm, 1, win + (i & 7), &v, 8, 0);
            CC_KEEP();
        }
        break;
    case CC_GET8:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            uint64_t v;
            gex_RMA_GetBlocking(tm, &v, 1, win + (i & 7), 8, 0);
            acc += v;
            CC_KEEP();
        }
        break;
    case CC_PUT8_RAW:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            uint64_t v = (uint64_t)i;
            win[i & 7] = v;
            CC_KEEP();
        }
        break;
    case CC_GET8_RAW:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            uint64_t v = win[i & 7];
            acc += v;
            CC_KEEP();
        }
        break;
    case CC_PUT8_RAW_POLL:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            uint64_t v = (uint64_t)i;
            pshmex_progress_check();
            win[i & 7] = v;
            CC_KEEP();
        }
        break;
    case CC_GET8_RAW_POLL:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            pshmex_progress_check();
            uint64_t v = win[i & 7];
            acc += v;
            CC_KEEP();
        }
        break;
    case CC_FADD_NBI:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            gex_AD_OpNBI_U64(ad, &acc, 1, win, GEX_OP_FADD, 1, 0, 0);
            CC_KEEP();
        }
        gex_NBI_Wait(GEX_EC_RMW, 0);
        break;
    case CC_ADD_NBI:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            gex_AD_OpNBI_U64(ad, NULL, 1, win, GEX_OP_ADD, 1, 0, 0);
            CC_KEEP();
        }
        gex_NBI_Wait(GEX_EC_RMW, 0);
        break;
    case CC_ADD_RAW:
        CC_PLACE();
        for (long i = 0; i < n; i++) {
            __atomic_fetch_add(win, 1, __ATOMIC_RELAXED);
            CC_KEEP();
        }
        break;
    }
    const uint64_t t1 = bench_now_ns();
    *sum = acc;
    return t1 - t0;
}
