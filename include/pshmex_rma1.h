/*
 * pshmex_rma1.h - the GASNet-1 Extended API: put/get (blocking, explicit
 * handle, implicit handle; bulk and non-bulk), memset, value forms, handle
 * and NBI synchronization, access regions.
 *
 * Included by gasnet.h; do not include it directly. A node is a jobrank.
 * These are the GASNet-EX calls of pshmex_rma.h under their GASNet-1 names
 * and argument orders, with the same completion model (done at return) and
 * the same checks (default, -DPSHMEX_UNCHECKED, -DPSHMEX_DEBUG=1). Bulk and non-bulk forms differ
 * only in alignment promises, which a memcpy does not need.
 */
#ifndef _PSHMEX_RMA1_H
#define _PSHMEX_RMA1_H

#ifndef _GASNET_GASNET_H
#error "include <gasnet.h>, not <pshmex_rma1.h>"
#endif

/** Handle of a non-blocking value Get; carries the value, read at initiation. */
typedef struct {
    gasnet_register_value_t _value;
} gasnet_valget_handle_t;

/* Address of [addr, addr + nbytes) of node in this process. */
static inline void *pshmex_rma1_peer(const char *_call, gasnet_node_t _node, void *_addr,
                                     size_t _nbytes)
{
    if (PSHMEX_RMA_CHECKED)
        return pshmex_RMA_Peer(_call, (gex_TM_t)0, _node, _addr, _nbytes, 0);
    if (PSHMEX_RMA_INLINE_CHECKS) { /* a node is a jobrank */
        if (PSHMEX_UNLIKELY(
                !pshmex_rma_check((gex_TM_t)0, _node, _addr, _nbytes, GEX_FLAG_RANK_IS_JOBRANK)))
            return pshmex_RMA_Peer(_call, (gex_TM_t)0, _node, _addr, _nbytes, 0);
        return _addr; /* an entry that passes has delta 0 (pshmex_rma_seg) */
    }
    return pshmex_rma_translate(_call, (gex_TM_t)0, _node, _addr, GEX_FLAG_RANK_IS_JOBRANK);
}

/* pshmex_rma1_peer for a call that polls when asked (the blocking forms):
 * as pshmex_rma_peer_poll (pshmex_rma.h), the unchecked build's progress
 * test also sends the call out of line where ranks' addresses differ. */
static inline void *pshmex_rma1_peer_poll(const char *_call, gasnet_node_t _node, void *_addr,
                                          size_t _nbytes)
{
    if (PSHMEX_RMA_CHECKED || PSHMEX_RMA_INLINE_CHECKS) {
        pshmex_progress_check();
        return pshmex_rma1_peer(_call, _node, _addr, _nbytes);
    }
    if (PSHMEX_UNLIKELY(pshmex_poll_wanted()))
        return pshmex_RMA_PollPeer(_call, (gex_TM_t)0, _node, pshmex_rma_opaque(_addr), _nbytes, 0);
    return _addr;
}
/* The node's address of a call: polling first when it is a blocking one. */
#define PSHMEX_RMA1_PEER(_blocking, _call, _node, _addr, _nbytes)                                  \
    ((_blocking) ? pshmex_rma1_peer_poll(_call, _node, _addr, _nbytes)                             \
                 : pshmex_rma1_peer(_call, _node, _addr, _nbytes))

#define PSHMEX_RMA1_PUT(_name, _ret, _retval) PSHMEX_RMA1_PUT_(_name, _ret, _retval, 0)
#define PSHMEX_RMA1_PUT_(_name, _ret, _retval, _blocking)                                          \
    static inline _ret _name(gasnet_node_t _node, void *_dest, void *_src, size_t _nbytes)         \
    {                                                                                              \
        pshmex_rma_copy(PSHMEX_RMA1_PEER(_blocking, #_name, _node, _dest, _nbytes), _src,          \
                        _nbytes);                                                                  \
        return _retval;                                                                            \
    }
#define PSHMEX_RMA1_GET(_name, _ret, _retval) PSHMEX_RMA1_GET_(_name, _ret, _retval, 0)
#define PSHMEX_RMA1_GET_(_name, _ret, _retval, _blocking)                                          \
    static inline _ret _name(void *_dest, gasnet_node_t _node, void *_src, size_t _nbytes)         \
    {                                                                                              \
        pshmex_rma_copy(_dest, PSHMEX_RMA1_PEER(_blocking, #_name, _node, _src, _nbytes),          \
                        _nbytes);                                                                  \
        return _retval;                                                                            \
    }
#define PSHMEX_RMA1_MEMSET(_name, _ret, _retval) PSHMEX_RMA1_MEMSET_(_name, _ret, _retval, 0)
#define PSHMEX_RMA1_MEMSET_(_name, _ret, _retval, _blocking)                                       \
    static inline _ret _name(gasnet_node_t _node, void *_dest, int _val, size_t _nbytes)           \
    {                                                                                              \
        void *_to_ = PSHMEX_RMA1_PEER(_blocking, #_name, _node, _dest, _nbytes);                   \
        if (_nbytes)                                                                               \
            memset(_to_, _val, _nbytes);                                                           \
        return _retval;                                                                            \
    }
#define PSHMEX_RMA1_NOTHING /* a void function's return value */

/* Blocking: complete at return; they poll when asked (pshmex_progress.h). */
/** Put nbytes from src to dest on node; complete at return. */
PSHMEX_RMA1_PUT_(gasnet_put, void, PSHMEX_RMA1_NOTHING, 1)
/** Put (source and destination may be unaligned and large); complete at return. */
PSHMEX_RMA1_PUT_(gasnet_put_bulk, void, PSHMEX_RMA1_NOTHING, 1)
/** Get nbytes from src on node into dest; complete at return. */
PSHMEX_RMA1_GET_(gasnet_get, void, PSHMEX_RMA1_NOTHING, 1)
/** Get (unaligned and large allowed); complete at return. */
PSHMEX_RMA1_GET_(gasnet_get_bulk, void, PSHMEX_RMA1_NOTHING, 1)
/** Set nbytes at dest on node to (unsigned char)val; complete at return. */
PSHMEX_RMA1_MEMSET_(gasnet_memset, void, PSHMEX_RMA1_NOTHING, 1)

/* Explicit handle: the returned handle is GASNET_INVALID_HANDLE (complete). */
/** Non-blocking Put; sync the handle with gasnet_wait_syncnb / try_syncnb. */
PSHMEX_RMA1_PUT(gasnet_put_nb, gasnet_handle_t, GASNET_INVALID_HANDLE)
/** Non-blocking bulk Put. */
PSHMEX_RMA1_PUT(gasnet_put_nb_bulk, gasnet_handle_t, GASNET_INVALID_HANDLE)
/** Non-blocking Get. */
PSHMEX_RMA1_GET(gasnet_get_nb, gasnet_handle_t, GASNET_INVALID_HANDLE)
/** Non-blocking bulk Get. */
PSHMEX_RMA1_GET(gasnet_get_nb_bulk, gasnet_handle_t, GASNET_INVALID_HANDLE)
/** Non-blocking memset. */
PSHMEX_RMA1_MEMSET(gasnet_memset_nb, gasnet_handle_t, GASNET_INVALID_HANDLE)

/* Implicit handle: synced by gasnet_wait_syncnbi_* or an access region. */
/** Implicit-handle Put. */
PSHMEX_RMA1_PUT(gasnet_put_nbi, void, PSHMEX_RMA1_NOTHING)
/** Implicit-handle bulk Put. */
PSHMEX_RMA1_PUT(gasnet_put_nbi_bulk, void, PSHMEX_RMA1_NOTHING)
/** Implicit-handle Get. */
PSHMEX_RMA1_GET(gasnet_get_nbi, void, PSHMEX_RMA1_NOTHING)
/** Implicit-handle bulk Get. */
PSHMEX_RMA1_GET(gasnet_get_nbi_bulk, void, PSHMEX_RMA1_NOTHING)
/** Implicit-handle memset. */
PSHMEX_RMA1_MEMSET(gasnet_memset_nbi, void, PSHMEX_RMA1_NOTHING)

#undef PSHMEX_RMA1_PUT
#undef PSHMEX_RMA1_GET
#undef PSHMEX_RMA1_MEMSET
#undef PSHMEX_RMA1_PUT_
#undef PSHMEX_RMA1_GET_
#undef PSHMEX_RMA1_MEMSET_
#undef PSHMEX_RMA1_NOTHING
#undef PSHMEX_RMA1_PEER

/* ---- value forms (0 < nbytes <= SIZEOF_GASNET_REGISTER_VALUE_T) ---- */

/** Store the low-order nbytes of value at dest on node; complete at return. */
static inline void gasnet_put_val(gasnet_node_t _node, void *_dest, gasnet_register_value_t _value,
                                  size_t _nbytes)
{
    pshmex_rma_check_val("gasnet_put_val", _nbytes);
    pshmex_rma_store_val(pshmex_rma1_peer_poll("gasnet_put_val", _node, _dest, _nbytes), _value,
                         _nbytes);
}

/** Non-blocking value Put (returns GASNET_INVALID_HANDLE: complete). */
static inline gasnet_handle_t gasnet_put_nb_val(gasnet_node_t _node, void *_dest,
                                                gasnet_register_value_t _value, size_t _nbytes)
{
    pshmex_rma_check_val("gasnet_put_nb_val", _nbytes);
    pshmex_rma_store_val(pshmex_rma1_peer("gasnet_put_nb_val", _node, _dest, _nbytes), _value,
                         _nbytes);
    return GASNET_INVALID_HANDLE;
}

/** Implicit-handle value Put. */
static inline void gasnet_put_nbi_val(gasnet_node_t _node, void *_dest,
                                      gasnet_register_value_t _value, size_t _nbytes)
{
    pshmex_rma_check_val("gasnet_put_nbi_val", _nbytes);
    pshmex_rma_store_val(pshmex_rma1_peer("gasnet_put_nbi_val", _node, _dest, _nbytes), _value,
                         _nbytes);
}

/** Read nbytes at src on node as a native integer, zero-extended. */
static inline gasnet_register_value_t gasnet_get_val(gasnet_node_t _node, void *_src,
                                                     size_t _nbytes)
{
    pshmex_rma_check_val("gasnet_get_val", _nbytes);
    return pshmex_rma_load_val(pshmex_rma1_peer_poll("gasnet_get_val", _node, _src, _nbytes),
                               _nbytes);
}

/** Start a value Get; its value is returned by gasnet_wait_syncnb_valget. */
static inline gasnet_valget_handle_t gasnet_get_nb_val(gasnet_node_t _node, void *_src,
                                                       size_t _nbytes)
{
    pshmex_rma_check_val("gasnet_get_nb_val", _nbytes);
    gasnet_valget_handle_t _h = {
        pshmex_rma_load_val(pshmex_rma1_peer("gasnet_get_nb_val", _node, _src, _nbytes), _nbytes)};
    return _h;
}

/** Complete a value Get and return its value (the handle is then dead). */
static inline gasnet_register_value_t gasnet_wait_syncnb_valget(gasnet_valget_handle_t _handle)
{
    if (!pshmex_event_wait_now(GEX_EVENT_INVALID)) /* as gex_Event_Wait's inline case */
        (void)pshmex_Event_Sync(GEX_EVENT_INVALID, PSHMEX_SYNC_WAIT, "gasnet_wait_syncnb_valget");
    return _handle._value;
}

/* ---- explicit-handle synchronization ---- */

/** Wait for the operation of handle (returns at once for GASNET_INVALID_HANDLE). */
static inline void gasnet_wait_syncnb(gasnet_handle_t _handle)
{
    if (!pshmex_event_wait_now(_handle)) /* as gex_Event_Wait's inline case */
        (void)pshmex_Event_Sync(_handle, PSHMEX_SYNC_WAIT, "gasnet_wait_syncnb");
}

/* GASNet-1's try forms poll (PSHMEX_SYNC_TRY), where gex_Event_Test makes
 * no poll call (spec 003). */

/** GASNET_OK if the operation of handle is complete, GASNET_ERR_NOT_READY otherwise. */
static inline int gasnet_try_syncnb(gasnet_handle_t _handle)
{
    return pshmex_Event_Sync(_handle, PSHMEX_SYNC_TRY, "gasnet_try_syncnb");
}

/** Wait for every handle; each becomes GASNET_INVALID_HANDLE. */
static inline void gasnet_wait_syncnb_all(gasnet_handle_t *_phandle, size_t _numhandles)
{
    (void)pshmex_Event_SyncArray(_phandle, _numhandles, 0, 1, PSHMEX_SYNC_WAIT,
                                 "gasnet_wait_syncnb_all");
}

/** GASNET_OK if every handle is complete (those become GASNET_INVALID_HANDLE). */
static inline int gasnet_try_syncnb_all(gasnet_handle_t *_phandle, size_t _numhandles)
{
    return pshmex_Event_SyncArray(_phandle, _numhandles, 0, 1, PSHMEX_SYNC_TRY,
                                  "gasnet_try_syncnb_all");
}

/** Wait until at least one handle is complete (or all are invalid). */
static inline void gasnet_wait_syncnb_some(gasnet_handle_t *_phandle, size_t _numhandles)
{
    (void)pshmex_Event_SyncArray(_phandle, _numhandles, 0, 0, PSHMEX_SYNC_WAIT,
                                 "gasnet_wait_syncnb_some");
}

/** GASNET_OK if at least one handle is complete (or all are invalid). */
static inline int gasnet_try_syncnb_some(gasnet_handle_t *_phandle, size_t _numhandles)
{
    return pshmex_Event_SyncArray(_phandle, _numhandles, 0, 0, PSHMEX_SYNC_TRY,
                                  "gasnet_try_syncnb_some");
}

/* ---- implicit-handle synchronization and access regions ---- */

/* Shared by the GASNet-1 and GASNet-EX NBI calls: sync the categories in
 * mask as mode (PSHMEX_SYNC_*) says; fatal (naming call) inside an access
 * region. */
extern int pshmex_NBI_Sync(gex_EC_t _mask, int _mode, const char *_call);

/** Wait for this thread's implicit-handle Gets. */
static inline void gasnet_wait_syncnbi_gets(void)
{
    (void)pshmex_NBI_Sync(GEX_EC_GET, PSHMEX_SYNC_WAIT, "gasnet_wait_syncnbi_gets");
}
/** Wait for this thread's implicit-handle Puts (and memsets). */
static inline void gasnet_wait_syncnbi_puts(void)
{
    (void)pshmex_NBI_Sync(GEX_EC_PUT, PSHMEX_SYNC_WAIT, "gasnet_wait_syncnbi_puts");
}
/** Wait for all of this thread's implicit-handle operations. */
static inline void gasnet_wait_syncnbi_all(void)
{
    (void)pshmex_NBI_Sync(GEX_EC_ALL, PSHMEX_SYNC_WAIT, "gasnet_wait_syncnbi_all");
}
/** GASNET_OK if this thread's implicit-handle Gets are complete. */
static inline int gasnet_try_syncnbi_gets(void)
{
    return pshmex_NBI_Sync(GEX_EC_GET, PSHMEX_SYNC_TRY, "gasnet_try_syncnbi_gets");
}
/** GASNET_OK if this thread's implicit-handle Puts are complete. */
static inline int gasnet_try_syncnbi_puts(void)
{
    return pshmex_NBI_Sync(GEX_EC_PUT, PSHMEX_SYNC_TRY, "gasnet_try_syncnbi_puts");
}
/** GASNET_OK if all of this thread's implicit-handle operations are complete. */
static inline int gasnet_try_syncnbi_all(void)
{
    return pshmex_NBI_Sync(GEX_EC_ALL, PSHMEX_SYNC_TRY, "gasnet_try_syncnbi_all");
}

/** Begin an access region (same as gex_NBI_BeginAccessRegion(0)). */
static inline void gasnet_begin_nbi_accessregion(void)
{
    gex_NBI_BeginAccessRegion(0);
}
/** End the access region; the handle covers its implicit-handle operations. */
static inline gasnet_handle_t gasnet_end_nbi_accessregion(void)
{
    return gex_NBI_EndAccessRegion(0);
}

#endif /* _PSHMEX_RMA1_H */
