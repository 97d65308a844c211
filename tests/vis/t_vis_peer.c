/* t_vis_peer: VIS peer completion (gex_VIS_SetPeerCompletionHandler).
 *
 *   pshmrun -n N t_vis_peer
 *
 * Every rank, to every rank (itself included), makes K VIS Puts, each
 * armed with a 0-argument Medium Reply handler and a payload naming the
 * sender, a sequence number, where the data went and its checksum; the
 * Puts cycle through the Vector, Indexed and Strided calls, Blocking, NB
 * (with GEX_FLAG_ENABLE_LEAF_LC), NBI and the GASNet-1 forms, and payloads
 * of 0..GEX_VIS_MAX_PEERCOMPLETION bytes. Between them: an unarmed Put, a
 * Put armed then disarmed (handler 0), a Get. The handler, on the target,
 * must find the data in place (it runs after the data landed), see each
 * sender's sequence numbers in order, and the payload intact; every rank
 * must get exactly K messages from every sender (one per armed Put, none
 * for the others).
 */
#include "vis_common.h"

#define K      14
#define SLOT   1024 /* bytes of the window per Put */
#define H_PEER 200

struct peer_msg {
    uint32_t src, seq, len, sum;
};

enum { B_DATA, B_ORDER, B_PAYLOAD, B_TOKEN };

static uint32_t *received; /* [src]: messages from src */
static uint32_t zero_len;  /* messages without a payload */

static uint32_t data_seed(gex_Rank_t src, gex_Rank_t dst, uint32_t seq)
{
    return am_seed(src, dst, seq, 0x9ee7u);
}

static void on_peer(gex_Token_t token, void *buf, size_t nbytes)
{
    gex_Token_Info_t info;
    gex_Token_Info(token, &info, GEX_TI_SRCRANK);
    gex_Rank_t src = info.gex_srcrank;
    uint32_t seq = received[src];
    if (nbytes == 0) { /* the sequence's zero-payload Put: counted only */
        zero_len++;
        received[src]++;
        return;
    }
    struct peer_msg m;
    if (nbytes < sizeof m) {
        am_fail(B_PAYLOAD, "a payload of %zu bytes from rank %u", nbytes, (unsigned)src);
        return;
    }
    memcpy(&m, buf, sizeof m);
    if (m.src != src)
        am_fail(B_TOKEN, "the token names rank %u, the payload rank %u", (unsigned)src,
                (unsigned)m.src);
    if (m.seq != seq)
        am_fail(B_ORDER, "from rank %u: message %u arrived as number %u", (unsigned)src,
                (unsigned)m.seq, (unsigned)seq);
    const uint8_t *slot = (const uint8_t *)am_local[am_me] + VIS_WIN_OFF(src) + SLOT * m.seq;
    if (am_sum(slot, m.len) != m.sum || am_check(slot, m.len, data_seed(src, am_me, m.seq)) != -1)
        am_fail(B_DATA, "from rank %u, Put %u: the handler does not see the %u bytes of data",
                (unsigned)src, (unsigned)m.seq, (unsigned)m.len);
    const uint8_t *extra = (const uint8_t *)buf + sizeof m;
    if (am_check(extra, nbytes - sizeof m, m.sum) != -1)
        am_fail(B_PAYLOAD, "from rank %u, Put %u: the %zu-byte payload is not intact",
                (unsigned)src, (unsigned)m.seq, nbytes);
    received[src]++;
}

/* Put number seq (len bytes from src, in local memory) into slot seq of
 * rank t's window for me, in the form seq selects. */
static void put_form(gex_Rank_t t, uint32_t seq, const uint8_t *src, size_t len)
{
    char *dst = am_owner[t] + VIS_WIN_OFF(am_me) + SLOT * seq;
    size_t half = len / 2;
    gex_Memvec_t dv[2] = {{dst, half}, {dst + half, len - half}};
    gex_Memvec_t sv[1] = {{(void *)src, len}};
    void *dp[1] = {dst}, *sp[1] = {(void *)src};
    size_t cnt[1] = {len / 8}, g1cnt[2] = {8, len / 8}, g1st[1] = {8};
    ptrdiff_t st[1] = {8};
    switch (seq % 7) {
    case 0: gex_VIS_VectorPutBlocking(am_tm, t, 2, dv, 1, sv, 0); break;
    case 1:
        gex_Event_Wait(
            gex_VIS_IndexedPutNB(am_tm, t, 1, dp, len, 1, sp, len, GEX_FLAG_ENABLE_LEAF_LC));
        break;
    case 2:
        gex_VIS_StridedPutNBI(am_tm, t, dst, st, (void *)src, st, 8, cnt, 1, 0);
        gex_NBI_Wait(GEX_EC_PUT, 0);
        break;
    case 3:
        gasnet_putv_bulk((gasnet_node_t)t, 2, (gasnet_memvec_t *)(void *)dv, 1,
                         (gasnet_memvec_t *)(void *)sv);
        break;
    case 4:
        gasnet_wait_syncnb(gasnet_puti_nb_bulk((gasnet_node_t)t, 1, dp, len, 1, sp, len));
        break;
    case 5:
        gasnet_puts_nbi_bulk((gasnet_node_t)t, dst, g1st, (void *)src, g1st, g1cnt, 1);
        gasnet_wait_syncnbi_puts();
        break;
    default: {
        gex_Event_t root = gex_VIS_VectorPutNB(am_tm, t, 2, dv, 1, sv, GEX_FLAG_ENABLE_LEAF_LC);
        gex_Event_Wait(gex_Event_QueryLeaf(root, GEX_EC_LC));
        gex_Event_Wait(root);
        break;
    }
    }
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_VIS_PEER", vis_segsize);
    gex_AM_Entry_t e = {
        H_PEER, (gex_AM_Fn_t)on_peer, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 0, NULL, "vis_peer"};
    if (gex_EP_RegisterHandlers(am_ep, &e, 1) != GASNET_OK)
        ok(0, "gex_EP_RegisterHandlers");
    received = calloc(am_n, sizeof *received);
    uint8_t *src = malloc(SLOT);
    uint8_t payload[GEX_VIS_MAX_PEERCOMPLETION];
    ok(GEX_VIS_MAX_PEERCOMPLETION >= 127, "GEX_VIS_MAX_PEERCOMPLETION is %zu (at least 127)",
       GEX_VIS_MAX_PEERCOMPLETION);
    tap_barrier(); /* every handler is registered */

    uint32_t zero_sent = 0;
    for (gex_Rank_t k = 0; k < am_n; k++) {
        gex_Rank_t t = (am_me + k) % am_n;
        for (uint32_t seq = 0; seq < K; seq++) {
            size_t len = 8 * (1 + (seq * 37 + k) % (SLOT / 8));
            am_fill(src, len, data_seed(am_me, t, seq));
            struct peer_msg m = {am_me, seq, (uint32_t)len, am_sum(src, len)};
            /* payload sizes: the header, up to the maximum; one Put has none */
            size_t nbytes = seq == 5   ? 0
                            : seq == 3 ? GEX_VIS_MAX_PEERCOMPLETION
                                       : sizeof m + (seq * 131) % 200;
            memcpy(payload, &m, sizeof m);
            am_fill(payload + sizeof m, sizeof payload - sizeof m, m.sum);
            zero_sent += nbytes == 0;
            gex_VIS_SetPeerCompletionHandler(H_PEER, payload, nbytes, 0);
            put_form(t, seq, src, len);
            /* not armed any more: a Put sends nothing; nor does one armed
             * and disarmed; a Get between them neither */
            char *scratch = am_owner[t] + VIS_WIN_OFF(am_me) + SLOT * K;
            gex_Memvec_t d1 = {scratch, 8}, s1 = {src, 8};
            gex_VIS_VectorPutBlocking(am_tm, t, 1, &d1, 1, &s1, 0);
            gex_VIS_SetPeerCompletionHandler(H_PEER, payload, sizeof m, 0);
            gex_VIS_SetPeerCompletionHandler(0, NULL, 0, 0);
            gex_VIS_VectorPutNBI(am_tm, t, 1, &d1, 1, &s1, 0);
            gex_NBI_Wait(GEX_EC_PUT, 0);
            gex_Memvec_t back = {src, 8};
            gex_VIS_VectorGetBlocking(am_tm, 1, &back, t, 1, &d1, 0);
        }
    }
    /* wait (polling) until every sender's K messages arrived */
    double t0 = am_now();
    int all = 0;
    while (!all && am_now() - t0 < 30) {
        gasnet_AMPoll();
        all = 1;
        for (gex_Rank_t s = 0; s < am_n; s++)
            all &= __atomic_load_n(&received[s], __ATOMIC_RELAXED) >= K;
    }
    ok(all, "every sender's %u armed Puts reached me as %u handler runs", K, K);
    tap_barrier(); /* nothing else may still be on its way */
    for (int i = 0; i < 50; i++)
        gasnet_AMPoll();
    int exact = 1;
    for (gex_Rank_t s = 0; s < am_n; s++)
        if (received[s] != K) {
            exact = 0;
            diag("rank %u: %u handler runs from rank %u, want %u", (unsigned)am_me,
                 (unsigned)received[s], (unsigned)s, K);
        }
    ok(exact, "no handler run for an unarmed, disarmed or Get operation (exactly %u per sender)",
       K);
    ok(zero_sent == am_n && zero_len == am_n,
       "a payload of 0 bytes: the handler runs with nbytes 0 (%u times, want %u)",
       (unsigned)zero_len, (unsigned)am_n);
    am_bucket_ok(B_DATA, "the handler sees the data of the Put it completes");
    am_bucket_ok(B_ORDER, "one sender's handlers run in the order of its Puts");
    am_bucket_ok(B_PAYLOAD, "payloads of 0..GEX_VIS_MAX_PEERCOMPLETION bytes arrive intact");
    am_bucket_ok(B_TOKEN, "the handler's token names the sender");
    free(src);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
