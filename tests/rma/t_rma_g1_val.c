/* t_rma_g1_val: the GASNet-1 value forms (gasnet_put_val, gasnet_put_nb_val,
 * gasnet_put_nbi_val, gasnet_get_val, gasnet_get_nb_val with
 * gasnet_wait_syncnb_valget) for nbytes 1..sizeof(gasnet_register_value_t),
 * written as a GASNet-1 client would, for self and every peer.
 *
 *   pshmrun -n N t_rma_g1_val [SEED]    (also runs without pshmrun: 1 node)
 *
 * Same segment layout and phases as t_rma_g1 (rma_g1_common.h): in phase k
 * node r targets node (r+k)%N; each value sits in its own 32-byte slot with
 * guard bytes around it, and each phase ends with the writer's last block
 * checked at its target after a barrier.
 */
#include "rma_g1_common.h"

/* ---------------------------------------------------------------- */
/* Value forms                                                       */
/* ---------------------------------------------------------------- */

#define VW sizeof(gasnet_register_value_t)
enum { VF_PUT, VF_PUT_NB, VF_PUT_NBI, VF_GET, VF_GET_NB, NVF };
static const char *const vf_name[NVF] = {"gasnet_put_val", "gasnet_put_nb_val",
                                         "gasnet_put_nbi_val", "gasnet_get_val",
                                         "gasnet_get_nb_val + gasnet_wait_syncnb_valget"};

/* The 32-byte slot of (form, nbytes); the value sits at slot + 8. */
static size_t val_slot(int f, size_t nb)
{
    return VAL_OFF + ((size_t)f * VW + (nb - 1)) * 32;
}

static gasnet_register_value_t val_for(unsigned k, int f, size_t nb)
{
    uint64_t v = (uint64_t)am_seed(seed0, am_me, k, (unsigned)f * 64 + (unsigned)nb) << 32 |
                 am_seed(seed0 ^ 0xFFu, am_me, k, (unsigned)f * 64 + (unsigned)nb);
    return (gasnet_register_value_t)(v | 0x8080808080808080ULL);
}

static gasnet_register_value_t low_bytes(gasnet_register_value_t v, size_t nb)
{
    return nb >= VW ? v
                    : (gasnet_register_value_t)(v & (((gasnet_register_value_t)1 << (8 * nb)) - 1));
}

static void val_check_slot(gasnet_node_t t, int f, size_t nb, gasnet_register_value_t v)
{
    const uint8_t *s = l_in(t, val_slot(f, nb));
    for (size_t j = 0; j < 32; j++) {
        uint8_t want = (j >= 8 && j < 8 + nb) ? native_byte(v, nb, j - 8) : GUARD;
        if (s[j] != want) {
            am_fail(B_MAIN, "%s(nbytes=%zu) to node %u: slot byte %zu is 0x%02x, want 0x%02x",
                    vf_name[f], nb, (unsigned)t, j, s[j], want);
            return;
        }
    }
}

static void val_puts(unsigned k, gasnet_node_t t, int f)
{
    gasnet_handle_t h[VW];
    for (size_t nb = 1; nb <= VW; nb++) {
        void *d = r_in(t, val_slot(f, nb) + 8);
        gasnet_register_value_t v = val_for(k, f, nb);
        h[nb - 1] = GASNET_INVALID_HANDLE;
        if (f == VF_PUT)
            gasnet_put_val(t, d, v, nb);
        else if (f == VF_PUT_NB)
            h[nb - 1] = gasnet_put_nb_val(t, d, v, nb);
        else
            gasnet_put_nbi_val(t, d, v, nb);
    }
    if (f == VF_PUT_NB)
        for (size_t i = VW; i-- > 0;)
            sync_h(h[i], (int)(i & 1), B_MAIN);
    if (f == VF_PUT_NBI)
        gasnet_wait_syncnbi_puts();
    for (size_t nb = 1; nb <= VW; nb++)
        val_check_slot(t, f, nb, val_for(k, f, nb));
    am_bucket_ok(B_MAIN,
                 "shift %u: %s, nbytes 1..%zu: the low-order bytes, native order, "
                 "nothing around",
                 k, vf_name[f], VW);
}

static void val_gets(unsigned k, gasnet_node_t t, int f)
{
    gasnet_valget_handle_t vh[VW];
    for (size_t nb = 1; nb <= VW; nb++) { /* known bytes, high bit set */
        gasnet_register_value_t v = val_for(k, f, nb);
        uint8_t b[8];
        for (size_t j = 0; j < nb; j++)
            b[j] = native_byte(v, nb, j);
        gasnet_put_bulk(t, r_in(t, val_slot(f, nb) + 8), b, nb);
    }
    for (size_t nb = 1; nb <= VW; nb++) {
        void *s = r_in(t, val_slot(f, nb) + 8);
        if (f == VF_GET_NB) {
            vh[nb - 1] = gasnet_get_nb_val(t, s, nb);
            continue;
        }
        gasnet_register_value_t got = gasnet_get_val(t, s, nb);
        if (got != low_bytes(val_for(k, f, nb), nb))
            am_fail(B_MAIN, "gasnet_get_val(nbytes=%zu) from node %u: 0x%llx, want 0x%llx", nb,
                    (unsigned)t, (unsigned long long)got,
                    (unsigned long long)low_bytes(val_for(k, f, nb), nb));
    }
    if (f == VF_GET_NB) {
        /* synced independently of everything else: other traffic first, then in reverse */
        uint8_t b[8];
        gasnet_get_nbi_bulk(b, t, r_src(t, 0), sizeof b);
        gasnet_wait_syncnbi_all();
        for (size_t i = VW; i-- > 0;) {
            gasnet_register_value_t got = gasnet_wait_syncnb_valget(vh[i]);
            if (got != low_bytes(val_for(k, f, i + 1), i + 1))
                am_fail(B_MAIN,
                        "gasnet_wait_syncnb_valget(nbytes=%zu) from node %u: 0x%llx, "
                        "want 0x%llx",
                        i + 1, (unsigned)t, (unsigned long long)got,
                        (unsigned long long)low_bytes(val_for(k, f, i + 1), i + 1));
        }
    }
    am_bucket_ok(B_MAIN, "shift %u: %s, nbytes 1..%zu: native order, zero-extended", k, vf_name[f],
                 VW);
}

static void sec_val(unsigned k, gasnet_node_t t)
{
    size_t len = (size_t)NVF * VW * 32;
    memset(sbuf, GUARD, len);
    gasnet_put_bulk(t, r_in(t, VAL_OFF), sbuf, len);
    for (int f = VF_PUT; f <= VF_PUT_NBI; f++)
        val_puts(k, t, f);
    val_gets(k, t, VF_GET);
    val_gets(k, t, VF_GET_NB);
}

/* ---------------------------------------------------------------- */

static void phase(unsigned k)
{
    gasnet_node_t t = (gasnet_node_t)((am_me + k) % am_n);
    sec_val(k, t);
    sec_stamp(k, t);
}

int main(int argc, char **argv)
{
    return g1_main(argc, argv, NULL, phase);
}
