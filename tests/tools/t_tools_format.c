/* t_tools_format.c - the gasnett_format_* formatters of VIS transfers and of
 * GEX_DT/OP/TI sets (pshmex_tools_format.h, reached through gasnetex.h):
 * exact strings for small lists, the stats and totals they return, and
 * that a buffer of the _bufsz size holds the longest lists of every width
 * (a canary after it stays intact). No job: they are plain functions. */
#include <gasnetex.h>
#include <string.h>

#define TAP_NO_GASNET
#include "../tap.h"

#define P(x) ((void *)(uintptr_t)(x))

static void is_str(const char *got, const char *want, const char *what)
{
    if (!ok(strcmp(got, want) == 0, "%s", what))
        diag("got  \"%s\"\nwant \"%s\"", got, want);
}

/* buf of bufsz bytes plus a canary; 1 if the string fits and the canary
 * is intact */
static char *with_canary(size_t bufsz)
{
    char *b = malloc(bufsz + 16);
    memset(b, 0x5c, bufsz + 16);
    return b;
}
static int fits(const char *b, size_t bufsz)
{
    for (size_t i = 0; i < 16; i++)
        if ((unsigned char)b[bufsz + i] != 0x5c)
            return 0;
    return strlen(b) < bufsz;
}

int main(void)
{
    /* exact strings */
    gex_Memvec_t mv[3] = {{P(0x1000), 16}, {P(0x800), 0}, {P(0x3000), 8}};
    char *b = with_canary(gasnett_format_memveclist_bufsz(3));
    gasneti_memveclist_stats_t st = gasnett_format_memveclist(b, 3, mv);
    is_str(b, "[(0x1000, 16), (0x800, 0), (0x3000, 8)]", "memveclist: (address, length) pairs");
    ok(st._minsz == 0 && st._maxsz == 16 && st._totalsz == 24 && st._minaddr == P(0x1000) &&
           st._maxaddr == P(0x3007),
       "memveclist stats: sizes 0..16, total 24, bytes [0x1000, 0x3007] (empty entry ignored)");
    free(b);
    b = with_canary(gasnett_format_putvgetv_bufsz(1, 2));
    size_t total = gasnett_format_putvgetv(b, NULL, 3, 1, mv, 2, mv + 1);
    is_str(b, "(8 data bytes) peer=3\ndst: [(0x1000, 16)]\nsrc: [(0x800, 0), (0x3000, 8)]",
           "putvgetv: the source's bytes, the peer, both lists");
    ok(total == 8, "putvgetv returns the source's bytes (%zu)", total);
    free(b);

    void *al[2] = {P(0x2000), P(0x1000)};
    b = with_canary(gasnett_format_addrlist_bufsz(2));
    gasneti_addrlist_stats_t ast = gasnett_format_addrlist(b, 2, al, 32);
    is_str(b, "[0x2000, 0x1000]", "addrlist");
    ok(ast._minaddr == P(0x1000) && ast._maxaddr == P(0x201f), "addrlist stats: [0x1000, 0x201f]");
    free(b);
    b = with_canary(gasnett_format_putigeti_bufsz(2, 1));
    total = gasnett_format_putigeti(b, NULL, 0, 2, al, 32, 1, al, 64);
    is_str(b,
           "(64 data bytes) peer=0\ndst: 2 x 32 bytes [0x2000, 0x1000]\nsrc: 1 x 64 bytes "
           "[0x2000]",
           "putigeti");
    ok(total == 64, "putigeti returns dstcount x dstlen (%zu)", total);
    free(b);

    ptrdiff_t ds[2] = {64, -4096}, ss[2] = {8, 512};
    size_t cnt[2] = {3, 5};
    b = with_canary(gasnett_format_strides_bufsz(2));
    gasnett_format_strides(b, 2, ds);
    is_str(b, "[64, -4096]", "strides, negative ones too");
    free(b);
    b = with_canary(gasnett_format_putsgets_bufsz(2));
    total = gasnett_format_putsgets(b, NULL, NULL, 1, P(0x4000), ds, P(0x8000), ss, 8, cnt, 2);
    is_str(b,
           "(120 data bytes) peer=1 elemsz=8 stridelevels=2 count=[3, 5]\ndst: 0x4000 "
           "strides=[64, -4096]\nsrc: 0x8000 strides=[8, 512]",
           "putsgets");
    ok(total == 120, "putsgets returns elemsz times the counts (%zu)", total);
    free(b);

    /* the widest entries, many of them: the _bufsz sizes suffice */
    enum { N = 1000 };
    gex_Memvec_t *big = malloc(N * sizeof *big);
    void **bigal = malloc(N * sizeof *bigal);
    ptrdiff_t *bigs = malloc(N * sizeof *bigs);
    size_t *bigc = malloc(N * sizeof *bigc);
    for (size_t i = 0; i < N; i++) {
        big[i] = (gex_Memvec_t){P(UINTPTR_MAX - i), SIZE_MAX - i};
        bigal[i] = P(UINTPTR_MAX - i);
        bigs[i] = i % 2 ? PTRDIFF_MIN : PTRDIFF_MAX;
        bigc[i] = 1;
    }
    int all = 1;
    size_t sz = gasnett_format_memveclist_bufsz(N);
    b = with_canary(sz);
    gasnett_format_memveclist(b, N, big);
    all &= fits(b, sz);
    free(b);
    sz = gasnett_format_putvgetv_bufsz(N, N);
    b = with_canary(sz);
    gasnett_format_putvgetv(b, (gex_TM_t)P(UINTPTR_MAX), 0xffffffffu, N, big, N, big);
    all &= fits(b, sz);
    free(b);
    sz = gasnett_format_putigeti_bufsz(N, N);
    b = with_canary(sz);
    gasnett_format_putigeti(b, (gex_TM_t)P(UINTPTR_MAX), 0xffffffffu, N, bigal, SIZE_MAX, N, bigal,
                            SIZE_MAX);
    all &= fits(b, sz);
    free(b);
    sz = gasnett_format_putsgets_bufsz(N);
    b = with_canary(sz);
    gasnett_format_putsgets(b, NULL, (gex_TM_t)P(UINTPTR_MAX), 0xffffffffu, P(UINTPTR_MAX), bigs,
                            P(UINTPTR_MAX), bigs, SIZE_MAX, bigc, N);
    all &= fits(b, sz);
    free(b);
    ok(all, "1000 entries of the widest values fit the _bufsz sizes (memvec, putvgetv, "
            "putigeti, putsgets), nothing written past them");
    free(big);
    free(bigal);
    free(bigs);
    free(bigc);

    /* DT / OP / TI sets */
    char s[512];
    size_t need = gasnett_format_dt(NULL, GEX_DT_I32 | GEX_DT_U64);
    size_t got = gasnett_format_dt(s, GEX_DT_I32 | GEX_DT_U64);
    is_str(s, "GEX_DT_I32|GEX_DT_U64", "format_dt: the names of the set bits");
    ok(need == strlen(s) + 1 && got == need, "format_dt(NULL, ...) gives the bytes needed (%zu)",
       need);
    gasnett_format_op(s, GEX_OP_FADD);
    is_str(s, "GEX_OP_FADD", "format_op: one op");
    gasnett_format_op(s, GEX_OP_ADD | GEX_OP_FCAS | 0x10000000u);
    is_str(s, "GEX_OP_ADD|GEX_OP_FCAS|0x10000000", "format_op: a set, an unnamed bit in hex");
    gasnett_format_ti(s, GEX_TI_ALL);
    is_str(s, "GEX_TI_SRCRANK|GEX_TI_EP|GEX_TI_ENTRY|GEX_TI_IS_REQ|GEX_TI_IS_LONG",
           "format_ti: GEX_TI_ALL");
    gasnett_format_dt(s, 0);
    is_str(s, "0", "an empty set is \"0\"");
    return tap_done();
}
