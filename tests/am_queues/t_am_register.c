/* t_am_register: handler registration and the AM limit queries.
 *
 *   pshmrun -n N t_am_register        gex_EP_RegisterHandlers: fixed indices,
 *                                     index 0 -> highest free (255 down, in
 *                                     table order, written back), errors
 *                                     (GASNET_ERR_BAD_ARG, nothing changed,
 *                                     a verbose message naming the call and
 *                                     the entry); every index reaches the
 *                                     right handler; limits (gex_AM_Max*,
 *                                     LUB, MaxArgs) >= 512, non-increasing
 *                                     in numargs, stable, symmetric,
 *                                     GEX_RANK_INVALID = minimum
 *   pshmrun -n N t_am_register g1     gasnet_attach's table (index 0 ->
 *                                     lowest free, written back) coexists
 *                                     with gex_EP_RegisterHandlers
 */
#include "am_common.h"

#include <unistd.h>

enum { B_HIT };

/* ---- capture what a call prints on stderr (fd 2), as in t_queries ---- */
static int saved_fd = -1;
static FILE *cap_file;

static void capture_begin(void)
{
    fflush(stderr);
    cap_file = tmpfile();
    if (!cap_file) {
        perror("tmpfile");
        gasnet_exit(99);
    }
    saved_fd = dup(2);
    dup2(fileno(cap_file), 2);
}

static const char *capture_end(void)
{
    static char buf[4096];
    fflush(stderr);
    dup2(saved_fd, 2);
    close(saved_fd);
    rewind(cap_file);
    size_t n = fread(buf, 1, sizeof buf - 1, cap_file);
    buf[n] = '\0';
    fclose(cap_file);
    return buf;
}

/* ---- handlers with an identity ---- */
#define NID 16
static int cdata[NID];
static volatile unsigned hits[NID];
static gex_AM_Index_t expect_index[NID];
static int ex_mode = 1;

static void hit(int id, gex_Token_t t, gex_AM_Arg_t a0)
{
    if (a0 != 1000 + id)
        am_fail(B_HIT, "handler %d got argument %d (sent to the index of handler %d)", id, (int)a0,
                (int)a0 - 1000);
    if (ex_mode) {
        gex_Token_Info_t info;
        if (!(gex_Token_Info(t, &info, GEX_TI_ENTRY) & GEX_TI_ENTRY) || !info.gex_entry ||
            info.gex_entry->gex_cdata != &cdata[id] ||
            info.gex_entry->gex_index != expect_index[id])
            am_fail(B_HIT, "handler %d: gex_entry cdata/index wrong", id);
    }
    hits[id]++;
}
#define DEF_ID(k)                                                                                  \
    static void id##k(gex_Token_t t, gex_AM_Arg_t a0)                                              \
    {                                                                                              \
        hit(k, t, a0);                                                                             \
    }
DEF_ID(0)
DEF_ID(1)
DEF_ID(2)
DEF_ID(3)
DEF_ID(4)
DEF_ID(5)
DEF_ID(6)
DEF_ID(7)
DEF_ID(8)
DEF_ID(9)
DEF_ID(10)
DEF_ID(11)
DEF_ID(12)
DEF_ID(13)
DEF_ID(14)
DEF_ID(15)
static gex_AM_Fn_t const idfn[NID] = {
    (gex_AM_Fn_t)id0,  (gex_AM_Fn_t)id1,  (gex_AM_Fn_t)id2,  (gex_AM_Fn_t)id3,
    (gex_AM_Fn_t)id4,  (gex_AM_Fn_t)id5,  (gex_AM_Fn_t)id6,  (gex_AM_Fn_t)id7,
    (gex_AM_Fn_t)id8,  (gex_AM_Fn_t)id9,  (gex_AM_Fn_t)id10, (gex_AM_Fn_t)id11,
    (gex_AM_Fn_t)id12, (gex_AM_Fn_t)id13, (gex_AM_Fn_t)id14, (gex_AM_Fn_t)id15};
static const char *const idname[NID] = {"id0",  "id1",  "id2",  "id3", "id4",  "id5",
                                        "id6",  "id7",  "id8",  "id9", "id10", "id11",
                                        "id12", "id13", "id14", "id15"};

#define SHORTREQ (GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST)

static gex_AM_Entry_t entry(int id, gex_AM_Index_t index)
{
    return (gex_AM_Entry_t){index, idfn[id], SHORTREQ, 1, &cdata[id], idname[id]};
}

/* Entries compared field by field: memcmp would read their padding, which
 * no initializer or copy need define (valgrind reports it). */
static int same_entries(const gex_AM_Entry_t *x, const gex_AM_Entry_t *y, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (x[i].gex_index != y[i].gex_index || x[i].gex_fnptr != y[i].gex_fnptr ||
            x[i].gex_flags != y[i].gex_flags || x[i].gex_nargs != y[i].gex_nargs ||
            x[i].gex_cdata != y[i].gex_cdata || x[i].gex_name != y[i].gex_name)
            return 0;
    return 1;
}

/* An erroneous registration: GASNET_ERR_BAD_ARG, table untouched, a message
 * naming the call and the bad entry (bad_name or "[bad_pos]"). */
static void bad_case(const char *what, gex_AM_Entry_t *t, size_t n, size_t bad_pos)
{
    gex_AM_Entry_t copy[8];
    memcpy(copy, t, n * sizeof *t);
    capture_begin();
    int rc = gex_EP_RegisterHandlers(am_ep, t, n);
    const char *out = capture_end();
    char pos[16];
    snprintf(pos, sizeof pos, "[%zu]", bad_pos);
    const char *bad_name = t[bad_pos].gex_name;
    ok(rc == GASNET_ERR_BAD_ARG, "%s: GASNET_ERR_BAD_ARG (got %d)", what, rc);
    ok(same_entries(copy, t, n), "  ... the caller's table is unchanged");
    ok(strstr(out, "gex_EP_RegisterHandlers") &&
           (strstr(out, pos) || (bad_name && strstr(out, bad_name))),
       "  ... stderr names gex_EP_RegisterHandlers and the entry (%s or %s)", pos,
       bad_name ? bad_name : "-");
    if (*out)
        note("printed: %.*s", (int)strcspn(out, "\n"), out);
}

/* Send Short(1000 + id) to index ix on rank r and wait for handler id there
 * (the count is kept on the receiver: wait via a barrier). */
static void route_check(const char *what, int nid, const int *ids, const gex_AM_Index_t *ixs,
                        int g1)
{
    unsigned before[NID];
    for (int i = 0; i < NID; i++)
        before[i] = hits[i];
    tap_barrier(); /* every rank has registered */
    for (gex_Rank_t k = 0; k < am_n; k++)
        for (int i = 0; i < nid; i++) {
            gex_Rank_t r = (am_me + k) % am_n;
            if (g1)
                gasnet_AMRequestShort1(r, ixs[i], 1000 + ids[i]);
            else
                gex_AM_RequestShort1(am_tm, r, ixs[i], 0, 1000 + ids[i]);
        }
    for (int i = 0; i < nid; i++)
        GASNET_BLOCKUNTIL(hits[ids[i]] - before[ids[i]] >= am_n);
    tap_barrier();
    int good = 1;
    for (int i = 0; i < nid; i++)
        if (hits[ids[i]] - before[ids[i]] != am_n)
            good = 0;
    ok(good, "%s: every index reaches its handler, once per sender", what);
    am_bucket_ok(B_HIT, "%s: handlers got their own argument (and entry)", what);
}

/* ---- limits ---- */
enum { Q_REQMED, Q_REPMED, Q_REQLONG, Q_REPLONG, NQ };
static const char *const qname[NQ] = {"gex_AM_MaxRequestMedium", "gex_AM_MaxReplyMedium",
                                      "gex_AM_MaxRequestLong", "gex_AM_MaxReplyLong"};

static size_t query(int q, gex_Rank_t r, const gex_Event_t *lc, gex_Flags_t f, unsigned na)
{
    switch (q) {
    case Q_REQMED: return gex_AM_MaxRequestMedium(am_tm, r, lc, f, na);
    case Q_REPMED: return gex_AM_MaxReplyMedium(am_tm, r, lc, f, na);
    case Q_REQLONG: return gex_AM_MaxRequestLong(am_tm, r, lc, f, na);
    default: return gex_AM_MaxReplyLong(am_tm, r, lc, f, na);
    }
}

static uintptr_t segsize(gex_Rank_t n)
{
    return TAP_RESERVED + (uintptr_t)n * NQ * 17 * sizeof(uint64_t);
}

static void limits(void)
{
    ok(gex_AM_MaxArgs() == 16, "gex_AM_MaxArgs() == 16 (got %u)", gex_AM_MaxArgs());
    ok(gasnet_AMMaxArgs() == 16, "gasnet_AMMaxArgs() == 16 (got %zu)", gasnet_AMMaxArgs());
    /* the exported functions behind the constant macros give the same values */
    ok((gex_AM_MaxArgs)() == gex_AM_MaxArgs() && (gasnet_AMMaxArgs)() == gasnet_AMMaxArgs() &&
           (gasnet_AMMaxMedium)() == gasnet_AMMaxMedium(),
       "the functions agree with the macros: %u %zu %zu", (gex_AM_MaxArgs)(), (gasnet_AMMaxArgs)(),
       (gasnet_AMMaxMedium)());
    gex_Event_t ev;
    const gex_Event_t *lcs[4] = {GEX_EVENT_NOW, &ev, NULL, GEX_EVENT_GROUP};
    const gex_Flags_t fls[4] = {0, GEX_FLAG_IMMEDIATE, GEX_FLAG_AM_PREPARE_LEAST_CLIENT,
                                GEX_FLAG_AM_PREPARE_LEAST_ALLOC};
    const size_t lub[NQ] = {gex_AM_LUBRequestMedium(), gex_AM_LUBReplyMedium(),
                            gex_AM_LUBRequestLong(), gex_AM_LUBReplyLong()};
    note("LUB: Medium Request %zu Reply %zu, Long Request %zu Reply %zu", lub[0], lub[1], lub[2],
         lub[3]);
    int ge512 = 1, nonincr = 1, stable = 1, invalid_min = 1, lub_ok = 1, med64k = 1;
    char first[256] = "";
    uint64_t *mine = (uint64_t *)(am_local[am_me] + TAP_RESERVED); /* [peer][q][na] */
    for (int q = 0; q < NQ; q++) {
        if (lub[q] < 512)
            lub_ok = 0;
        for (int l = 0; l < 4; l++) {
            if (l == 3 && (q == Q_REPMED || q == Q_REPLONG))
                continue; /* GROUP is not allowed for Replies */
            for (int f = 0; f < 4; f++) {
                size_t minv[17];
                for (unsigned na = 0; na <= 16; na++)
                    minv[na] = (size_t)-1;
                for (gex_Rank_t r = 0; r <= am_n; r++) {
                    gex_Rank_t rr = r == am_n ? GEX_RANK_INVALID : r;
                    size_t prev = (size_t)-1;
                    for (unsigned na = 0; na <= 16; na++) {
                        size_t v = query(q, rr, lcs[l], fls[f], na);
                        if (v < 512 && ge512) {
                            ge512 = 0;
                            snprintf(first, sizeof first, "%s(rank %d, lc %d, flags %#x, %u) = %zu",
                                     qname[q], (int)rr, l, (unsigned)fls[f], na, v);
                        }
                        if (v > prev)
                            nonincr = 0;
                        if (query(q, rr, lcs[l], fls[f], na) != v)
                            stable = 0;
                        if (f < 2 && v < lub[q])
                            lub_ok = 0;
                        if (f < 2 && q <= Q_REPMED && v < 65536)
                            med64k = 0;
                        if (rr != GEX_RANK_INVALID && v < minv[na])
                            minv[na] = v;
                        if (rr == GEX_RANK_INVALID && v != minv[na])
                            invalid_min = 0;
                        if (l == 0 && f == 0 && rr != GEX_RANK_INVALID)
                            mine[(r * NQ + q) * 17 + na] = v;
                        prev = v;
                    }
                }
            }
        }
    }
    ok(ge512,
       "every gex_AM_Max* result >= 512 (all peers, GEX_RANK_INVALID, lc NOW/&event/NULL/"
       "GROUP, flags 0/IMMEDIATE/PREPARE_LEAST_*, numargs 0..16)%s%s",
       first[0] ? "; first bad: " : "", first);
    ok(nonincr, "gex_AM_Max* are non-increasing in numargs");
    ok(stable, "gex_AM_Max* give the same answer when asked again");
    ok(invalid_min, "gex_AM_Max*(GEX_RANK_INVALID) is the minimum over all peers");
    ok(lub_ok, "gex_AM_LUB* >= 512 and <= every gex_AM_Max* (without PREPARE_LEAST_*)");
    ok(med64k, "gex_AM_Max{Request,Reply}Medium >= 65536 everywhere");
    ok(gasnet_AMMaxMedium() >= 512 &&
           gasnet_AMMaxMedium() <=
               gex_AM_MaxRequestMedium(am_tm, GEX_RANK_INVALID, GEX_EVENT_NOW, 0, 16) &&
           gasnet_AMMaxMedium() <=
               gex_AM_MaxReplyMedium(am_tm, GEX_RANK_INVALID, GEX_EVENT_NOW, 0, 16),
       "gasnet_AMMaxMedium() = %zu: >= 512 and <= the EX Medium limits", gasnet_AMMaxMedium());
    ok(gasnet_AMMaxLongRequest() >= 512 && gasnet_AMMaxLongReply() >= 512,
       "gasnet_AMMaxLongRequest/Reply = %zu/%zu >= 512", gasnet_AMMaxLongRequest(),
       gasnet_AMMaxLongReply());
    /* as the reference's conduits: GASNet-1 clients keep them in an int */
    ok(gasnet_AMMaxLongRequest() <= 0x7fffffff && gasnet_AMMaxLongReply() <= 0x7fffffff &&
           gex_AM_LUBRequestLong() <= 0x7fffffff && gex_AM_LUBReplyLong() <= 0x7fffffff &&
           gex_AM_MaxRequestLong(am_tm, GEX_RANK_INVALID, NULL, 0, 0) <= 0x7fffffff,
       "the Long limits fit in an int (at most 0x7fffffff): %zu, %zu", gasnet_AMMaxLongRequest(),
       gex_AM_LUBRequestLong());

    tap_barrier();
    int sym = 1;
    for (gex_Rank_t s = 0; s < am_n; s++) {
        const uint64_t *theirs = (const uint64_t *)(am_local[s] + TAP_RESERVED);
        for (int q = 0; q < NQ; q++)
            for (unsigned na = 0; na <= 16; na++)
                if (theirs[(am_me * NQ + q) * 17 + na] != mine[(s * NQ + q) * 17 + na]) {
                    if (sym)
                        diag("%s(%u args): rank %u says %llu towards rank %u, rank %u says %llu",
                             qname[q], na, (unsigned)am_me,
                             (unsigned long long)mine[(s * NQ + q) * 17 + na], (unsigned)s,
                             (unsigned)s, (unsigned long long)theirs[(am_me * NQ + q) * 17 + na]);
                    sym = 0;
                }
    }
    ok(sym, "gex_AM_Max* are symmetric: rank a's value towards b == rank b's towards a");
}

static int run_ex(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_REGISTER", segsize);
    note("%u ranks", (unsigned)am_n);

    /* fixed indices first, then index 0 entries: highest free, table order */
    gex_AM_Entry_t a[5] = {entry(0, 0), entry(1, 200), entry(2, 0), entry(3, 128), entry(4, 0)};
    a[3].gex_flags = GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQREP;
    gex_AM_Entry_t a_copy[5];
    memcpy(a_copy, a, sizeof a);
    int rc = gex_EP_RegisterHandlers(am_ep, a, 5);
    ok(rc == GASNET_OK, "RegisterHandlers {0, 200, 0, 128, 0}: GASNET_OK (got %d)", rc);
    ok(a[0].gex_index == 255 && a[2].gex_index == 254 && a[4].gex_index == 253,
       "  ... index 0 entries got 255, 254, 253 in table order, written back (got %u, %u, %u)",
       a[0].gex_index, a[2].gex_index, a[4].gex_index);
    ok(a[1].gex_index == 200 && a[3].gex_index == 128, "  ... fixed indices kept (%u, %u)",
       a[1].gex_index, a[3].gex_index);
    int only_index = 1;
    for (int i = 0; i < 5; i++) {
        a_copy[i].gex_index = a[i].gex_index;
        if (!same_entries(&a_copy[i], &a[i], 1))
            only_index = 0;
    }
    ok(only_index, "  ... gex_index is the only field written");
    expect_index[0] = 255, expect_index[1] = 200, expect_index[2] = 254;
    expect_index[3] = 128, expect_index[4] = 253;

    /* errors: nothing registered, nothing written */
    gex_System_SetVerboseErrors(1);
    gex_AM_Entry_t b1[2] = {entry(5, 0), entry(6, 127)};
    bad_case("index 127 (below GEX_AM_INDEX_BASE)", b1, 2, 1);
    gex_AM_Entry_t b2[1] = {entry(6, 1)};
    bad_case("index 1", b2, 1, 0);
    gex_AM_Entry_t b3[2] = {entry(7, 150), entry(8, 200)};
    bad_case("index 200, already taken by an earlier call", b3, 2, 1);
    gex_AM_Entry_t b4[2] = {entry(7, 150), entry(8, 150)};
    bad_case("index 150 twice in one table", b4, 2, 1);
    gex_AM_Entry_t b5[2] = {entry(9, 0), entry(10, 0)};
    b5[1].gex_nargs = gex_AM_MaxArgs() + 1;
    b5[1].gex_name = "too_many_args";
    bad_case("gex_nargs = gex_AM_MaxArgs() + 1", b5, 2, 1);
    gex_AM_Entry_t b6[2] = {entry(9, 0), entry(10, 160)};
    b6[1].gex_fnptr = NULL;
    b6[1].gex_name = "null_fnptr";
    bad_case("NULL gex_fnptr", b6, 2, 1);
    gex_AM_Entry_t b7[1] = {entry(10, 0)};
    b7[0].gex_flags = GEX_FLAG_AM_REQUEST;
    b7[0].gex_name = "no_category";
    bad_case("gex_flags without a category", b7, 1, 0);
    gex_AM_Entry_t b8[1] = {entry(10, 0)};
    b8[0].gex_flags = GEX_FLAG_AM_SHORT | GEX_FLAG_AM_LONG | GEX_FLAG_AM_REQUEST;
    b8[0].gex_name = "short_and_long";
    bad_case("gex_flags SHORT|LONG", b8, 1, 0);

    gex_System_SetVerboseErrors(0);
    gex_AM_Entry_t b9[1] = {entry(10, 200)};
    capture_begin();
    rc = gex_EP_RegisterHandlers(am_ep, b9, 1);
    const char *out = capture_end();
    ok(rc == GASNET_ERR_BAD_ARG && out[0] == '\0',
       "with verbose errors off: GASNET_ERR_BAD_ARG (got %d) and nothing on stderr", rc);
    gex_System_SetVerboseErrors(1);

    /* the failed calls consumed nothing: 150 is free, 252 is the next highest */
    gex_AM_Entry_t c[2] = {entry(5, 0), entry(7, 150)};
    rc = gex_EP_RegisterHandlers(am_ep, c, 2);
    ok(rc == GASNET_OK && c[0].gex_index == 252 && c[1].gex_index == 150,
       "after the errors: {0, 150} -> GASNET_OK, 252 and 150 (got %d, %u, %u)", rc, c[0].gex_index,
       c[1].gex_index);
    expect_index[5] = 252, expect_index[7] = 150;
    gex_AM_Entry_t d[1] = {entry(6, 0)};
    rc = gex_EP_RegisterHandlers(am_ep, d, 1);
    ok(rc == GASNET_OK && d[0].gex_index == 251, "one more index 0 entry -> 251 (got %d, %u)", rc,
       d[0].gex_index);
    expect_index[6] = 251;
    rc = gex_EP_RegisterHandlers(am_ep, NULL, 0);
    ok(rc == GASNET_OK, "an empty table is fine (got %d)", rc);

    static const int ids[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    gex_AM_Index_t ixs[8];
    for (int i = 0; i < 8; i++)
        ixs[i] = expect_index[i];
    route_check("gex_EP_RegisterHandlers indices", 8, ids, ixs, 0);

    limits();
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}

static int run_g1(int argc, char **argv)
{
    ex_mode = 0;
    int rc = gasnet_init(&argc, &argv);
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_init returns GASNET_OK (got %d)\n", rc);
        return 1;
    }
    gasnet_handlerentry_t ht[4] = {{0, idfn[0]}, {0, idfn[1]}, {140, idfn[2]}, {0, idfn[3]}};
    rc = gasnet_attach(ht, 4, 8 * GASNET_PAGESIZE, 0);
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_attach returns GASNET_OK (got %d)\n", rc);
        gasnet_exit(1);
    }
    gasnet_QueryGexObjects(&am_client, &am_ep, &am_tm, &am_seg);
    tap_multi(am_tm);
    am_me = gex_TM_QueryRank(am_tm);
    am_n = gex_TM_QuerySize(am_tm);
    am_query_segments(am_tm);
    ok(ht[2].index == 140, "gasnet_attach kept fixed index 140 (got %u)", ht[2].index);
    ok(ht[0].index == 128 && ht[1].index == 129 && ht[3].index == 130,
       "gasnet_attach: index 0 entries got the lowest free indices 128, 129, 130 in table order "
       "(got %u, %u, %u)",
       ht[0].index, ht[1].index, ht[3].index);

    gex_AM_Entry_t e1[1] = {entry(4, 0)};
    rc = gex_EP_RegisterHandlers(am_ep, e1, 1);
    ok(rc == GASNET_OK && e1[0].gex_index == 255,
       "gex_EP_RegisterHandlers after gasnet_attach: index 0 -> 255 (got %d, %u)", rc,
       e1[0].gex_index);
    gex_AM_Entry_t e2[1] = {entry(5, 140)};
    gex_System_SetVerboseErrors(0);
    rc = gex_EP_RegisterHandlers(am_ep, e2, 1);
    ok(rc == GASNET_ERR_BAD_ARG,
       "index 140 (taken by gasnet_attach's table): GASNET_ERR_BAD_ARG "
       "(got %d)",
       rc);
    gex_AM_Entry_t e3[1] = {entry(5, 129)};
    rc = gex_EP_RegisterHandlers(am_ep, e3, 1);
    ok(rc == GASNET_ERR_BAD_ARG,
       "index 129 (assigned by gasnet_attach): GASNET_ERR_BAD_ARG "
       "(got %d)",
       rc);
    gex_System_SetVerboseErrors(1);
    gex_AM_Entry_t e4[1] = {entry(5, 131)};
    rc = gex_EP_RegisterHandlers(am_ep, e4, 1);
    ok(rc == GASNET_OK, "index 131 (free) registers (got %d)", rc);

    static const int ids[6] = {0, 1, 2, 3, 4, 5};
    const gex_AM_Index_t ixs[6] = {ht[0].index, ht[1].index,     ht[2].index,
                                   ht[3].index, e1[0].gex_index, 131};
    route_check("gasnet_attach + gex_EP_RegisterHandlers indices (GASNet-1 requests)", 6, ids, ixs,
                1);
    route_check("gasnet_attach + gex_EP_RegisterHandlers indices (EX requests)", 6, ids, ixs, 0);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "g1") == 0)
        return run_g1(argc, argv);
    return run_ex(argc, argv);
}
