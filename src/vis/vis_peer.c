/* vis_peer.c - VIS peer completion (gex_VIS_SetPeerCompletionHandler).
 *
 * Arming stores the handler and payload in thread-locals; the next VIS Put
 * of the thread copies its data, then calls vis_peer_complete(), which sends
 * a 0-argument Medium Reply message to the target endpoint (the one the Put
 * wrote to: endpoint 0, a TM-pair's remote index, a team member's) through
 * the AM rings
 * (am_send.h). The target runs the handler at its next poll. The data was
 * stored before the message's publishing exchange, which the target's
 * acquire load of the slot pairs with (see am_queues/README.md), so the
 * handler sees it.
 *
 * Why a Reply: the spec has the handler registered as a Medium Reply
 * handler, so it may not reply and may not send; the message uses the
 * target's Reply ring, whose room waits only on the target's polling.
 */
#include <string.h>

#include "am_queues/am_send.h"
#include "am_queues/amq_ring.h"
#include "vis/vis.h"

_Thread_local gex_AM_Index_t vis_peer_handler;
static _Thread_local const void *vis_peer_src;
static _Thread_local size_t vis_peer_nbytes;

_Static_assert(GEX_VIS_MAX_PEERCOMPLETION <= AMQ_INLINE_MAX,
               "a peer-completion payload travels inline in the message slot");

void pshmex_VIS_SetPeerCompletion(gex_AM_Index_t handler, const void *source_addr, size_t nbytes,
                                  gex_Flags_t flags, unsigned mode)
{
    if (mode & PSHMEX_VIS_CHECK)
        vis_check_arm(handler, source_addr, nbytes, flags);
    vis_peer_handler = handler;
    vis_peer_src = source_addr;
    vis_peer_nbytes = handler ? nbytes : 0;
}

void vis_peer_complete(const struct vis_xfer *x)
{
    gex_AM_Index_t handler = vis_peer_handler;
    vis_peer_handler = 0; /* disarmed by the operation it binds to */
    /* To the peer endpoint the Put named (a TM-pair's remote index, a
     * team member's endpoint): the spec has the handler registered there
     * (003 L3865-3872, L3890). It needs AM queues; ours needs none, as
     * nothing can answer a Reply, but the token still names it. */
    struct am_target t = {x->jr, true, false, x->call, (uint8_t)x->ep, (uint8_t)x->src_ep};
    if (!amq_ep_usable(t.rank, t.ep))
        amq_ep_attach(t.rank, t.ep, x->call);
    struct amq_slot *s = am_reserve_slot(&t);
    if (vis_peer_nbytes)
        memcpy(am_inline_addr(&t, s), vis_peer_src, vis_peer_nbytes);
    s->buf = AMQ_NO_BUF;
    s->nbytes = (uint32_t)vis_peer_nbytes;
    am_fill(s, handler, AMQ_MEDIUM | AMQ_REPLY, 0, NULL);
    am_publish(&t, s);
}
