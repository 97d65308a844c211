/* tap.h - a tiny TAP (Test Anything Protocol) helper for pshmex C tests.
 *
 * Single-process use:
 *     tap_plan(3);                 // optional; tap_done() prints a trailing plan otherwise
 *     ok(x == 1, "x is %d", x);
 *     diag("context for a failure: %s", s);   // any rank (stderr unless rank 0)
 *     note("something worth knowing: %s", s);  // rank 0 only
 *     return tap_done();           // 0 if every check passed, 1 otherwise
 *
 * Multi-rank use (every rank runs the same checks in the same order):
 *     tap_set_rank(rank, nranks);  // optional, to check things before attach
 *     gex_Segment_Attach(&seg, tm, size);   // size >= TAP_RESERVED on rank 0
 *     tap_multi(tm);               // only rank 0 prints TAP from now on
 *     ok(...); tap_barrier(); ...
 *     return tap_finish();         // collective; same exit status on all ranks
 *
 * A failed check on a rank other than 0 is printed at once on stderr as
 * "# [rank R] not ok K - what" and counted; tap_finish() adds every rank's
 * failure count into a counter kept in the first TAP_RESERVED bytes of rank
 * 0's segment, and rank 0 reports the total as a last TAP test.  So a failure
 * anywhere turns into a "not ok" line and a non-zero job status.
 *
 * The shared area relies on a fresh segment reading as zeros (pshmex backs
 * segments with a new anonymous memfd).  Tests must not write the first
 * TAP_RESERVED bytes of rank 0's segment.
 */
#ifndef PSHMEX_TESTS_TAP_H
#define PSHMEX_TESTS_TAP_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef TAP_NO_GASNET
#include <gasnet.h>
#endif

#if defined(__GNUC__)
#define TAP_UNUSED       __attribute__((unused))
#define TAP_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define TAP_UNUSED
#define TAP_PRINTF(a, b)
#endif

/* Bytes reserved for tap.h at the start of rank 0's segment (one page). */
#define TAP_RESERVED 4096

typedef struct {
    /* each counter on its own cache line */
    uint32_t arrived;
    uint8_t pad0[60];
    uint32_t generation;
    uint8_t pad1[60];
    uint32_t failures;
    uint8_t pad2[60];
    uint32_t status;
    uint8_t pad3[60];
} tap_shared_t;

static struct {
    int tests;   /* checks run so far (same numbering on every rank) */
    int failed;  /* checks failed on this rank */
    int planned; /* plan printed? */
    unsigned rank, nranks;
    tap_shared_t *shared; /* NULL: single-process mode */
} tap_state_ TAP_UNUSED = {0, 0, 0, 0, 1, NULL};

static TAP_UNUSED int tap_printer_(void)
{
    return tap_state_.rank == 0;
}

static TAP_UNUSED void tap_plan(int n)
{
    if (tap_printer_() && !tap_state_.planned) {
        printf("1..%d\n", n);
        fflush(stdout);
    }
    tap_state_.planned = 1;
}

static TAP_UNUSED void tap_vdiag_(FILE *f, const char *fmt, va_list ap)
{
    if (tap_state_.rank != 0)
        fprintf(f, "# [rank %u] ", tap_state_.rank);
    else
        fputs("# ", f);
    vfprintf(f, fmt, ap);
    fputc('\n', f);
    fflush(f);
}

/* diag(): rank 0 writes to stdout (so it lands in the TAP log); other ranks
 * write to stderr. */
static TAP_UNUSED TAP_PRINTF(1, 2) void diag(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tap_vdiag_(tap_printer_() ? stdout : stderr, fmt, ap);
    va_end(ap);
}

/* note(): informational, printed by rank 0 only (diag() is for failure
 * context, printed by whichever rank has something to say). */
static TAP_UNUSED TAP_PRINTF(1, 2) void note(const char *fmt, ...)
{
    va_list ap;
    if (!tap_printer_())
        return;
    va_start(ap, fmt);
    tap_vdiag_(stdout, fmt, ap);
    va_end(ap);
}

static TAP_UNUSED TAP_PRINTF(2, 3) int tap_ok(int cond, const char *fmt, ...)
{
    va_list ap;
    int n = ++tap_state_.tests;
    if (!cond)
        tap_state_.failed++;
    if (tap_printer_()) {
        printf("%sok %d - ", cond ? "" : "not ", n);
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
        putchar('\n');
        fflush(stdout);
    } else if (!cond) {
        fprintf(stderr, "# [rank %u] not ok %d - ", tap_state_.rank, n);
        va_start(ap, fmt);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
        fputc('\n', stderr);
        fflush(stderr);
    }
    return cond;
}

#define ok(cond, ...) tap_ok(!!(cond), __VA_ARGS__)

/* Number of checks that failed on this rank so far. */
static TAP_UNUSED int tap_failures(void)
{
    return tap_state_.failed;
}

/* Single-process end: prints the plan if tap_plan() was not called. */
static TAP_UNUSED int tap_done(void)
{
    if (!tap_state_.planned)
        tap_plan(tap_state_.tests);
    fflush(stdout);
    return tap_state_.failed ? 1 : 0;
}

/* 1 in a ThreadSanitizer build, else 0: what a test cannot check there
 * (TSan's own mappings and mmap, its reports) depends on it. */
#if defined(__SANITIZE_THREAD__)
#define TAP_TSAN 1
#else
#define TAP_TSAN 0
#endif

/* Whether this process runs under valgrind: make check-valgrind sets
 * PSHMEX_UNDER_VALGRIND=1 (lib.sh's SCALE says the same to the scripts). */
static TAP_UNUSED int tap_under_valgrind(void)
{
    const char *vg = getenv("PSHMEX_UNDER_VALGRIND");
    return vg && vg[0] == '1' && vg[1] == '\0';
}

/* What a time bound is multiplied by, as lib.sh's TIME_SCALE: 10 under
 * valgrind, times 5 in a TSan build and 2 in an ASan one. A bound in a
 * test only catches hangs. */
static TAP_UNUSED int tap_time_scale(void)
{
#if defined(__SANITIZE_THREAD__)
    const int san = 5;
#elif defined(__SANITIZE_ADDRESS__)
    const int san = 2;
#else
    const int san = 1;
#endif
    return (tap_under_valgrind() ? 10 : 1) * san;
}

#ifndef TAP_NO_GASNET

#define TAP_LOAD_(p)     __atomic_load_n((p), __ATOMIC_ACQUIRE)
#define TAP_STORE_(p, v) __atomic_store_n((p), (v), __ATOMIC_RELEASE)
#define TAP_ADD_(p, v)   __atomic_add_fetch((p), (v), __ATOMIC_ACQ_REL)

/* Local address of the start of rank `rank`'s segment (owneraddr and size
 * optional); aborts the job if the query fails. */
static TAP_UNUSED void *tap_segment_of(gex_TM_t tm, gex_Rank_t rank, void **owner_p,
                                       uintptr_t *size_p)
{
    void *owner = NULL, *local = NULL;
    uintptr_t size = 0;
    gex_Event_t ev = gex_EP_QueryBoundSegmentNB(tm, rank, &owner, &local, &size, 0);
    gex_Event_Wait(ev);
    if (size == 0 || local == NULL) {
        fprintf(stderr, "# tap.h: no local mapping of rank %u's segment (size %lu)\n",
                (unsigned)rank, (unsigned long)size);
        gasnet_exit(99);
    }
    if (owner_p)
        *owner_p = owner;
    if (size_p)
        *size_p = size;
    return local;
}

/* Only rank 0 prints TAP; usable before the segments exist (the failure
 * counts of other ranks are collected later by tap_finish()). */
static TAP_UNUSED void tap_set_rank(unsigned rank, unsigned nranks)
{
    tap_state_.rank = rank;
    tap_state_.nranks = nranks;
}

/* Switch to multi-rank mode; call after the segments are attached. */
static TAP_UNUSED void tap_multi(gex_TM_t tm)
{
    uintptr_t size = 0;
    tap_state_.rank = gex_TM_QueryRank(tm);
    tap_state_.nranks = gex_TM_QuerySize(tm);
    tap_state_.shared = (tap_shared_t *)tap_segment_of(tm, 0, NULL, &size);
    if (size < TAP_RESERVED) {
        fprintf(stderr, "# tap.h: rank 0's segment (%lu bytes) is smaller than TAP_RESERVED\n",
                (unsigned long)size);
        gasnet_exit(99);
    }
}

/* A barrier over all ranks through rank 0's segment (sense by generation). */
static TAP_UNUSED void tap_barrier(void)
{
    tap_shared_t *s = tap_state_.shared;
    if (!s || tap_state_.nranks <= 1)
        return;
    uint32_t gen = TAP_LOAD_(&s->generation);
    if (TAP_ADD_(&s->arrived, 1) == tap_state_.nranks) {
        TAP_STORE_(&s->arrived, 0);
        TAP_ADD_(&s->generation, 1);
    } else {
        GASNET_BLOCKUNTIL(TAP_LOAD_(&s->generation) != gen);
    }
}

/* Collective end of a multi-rank test.  Returns the job exit status to pass
 * to gasnet_exit()/return from main on every rank (0 = all passed). */
static TAP_UNUSED int tap_finish(void)
{
    tap_shared_t *s = tap_state_.shared;
    if (!s)
        return tap_done();
    int mine = tap_state_.failed;
    if (tap_state_.rank != 0 && mine)
        TAP_ADD_(&s->failures, (uint32_t)mine);
    tap_barrier();
    if (tap_state_.rank == 0) {
        uint32_t others = TAP_LOAD_(&s->failures);
        ok(others == 0, "no failed checks on ranks 1..%u (%u failed; see stderr)",
           tap_state_.nranks - 1, (unsigned)others);
        tap_done();
        TAP_STORE_(&s->status, tap_state_.failed ? 1u : 0u);
    }
    tap_barrier();
    return (int)TAP_LOAD_(&s->status);
}

#endif /* !TAP_NO_GASNET */
#endif /* PSHMEX_TESTS_TAP_H */
