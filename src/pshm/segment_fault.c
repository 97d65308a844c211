/* segment_fault.c - see segment_fault.h. Called from the fatal-signal
 * handler (core/errors.c), so everything here is async-signal-safe: loads
 * from the job header and fstat; numbers are formatted by hand. */
#include "pshm/segment_fault.h"

#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>

#include "pshm/job.h"

/* ---- formatting without stdio ------------------------------------------- */

struct out {
    char *p;
    size_t left; /* room before the terminating NUL */
};

static void put_str(struct out *o, const char *s)
{
    for (; *s && o->left; s++, o->left--)
        *o->p++ = *s;
}

static void put_u64(struct out *o, uint64_t v)
{
    char d[21];
    int n = 0;
    do
        d[n++] = (char)('0' + v % 10);
    while ((v /= 10) && n < 20);
    char s[22];
    for (int i = 0; i < n; i++)
        s[i] = d[n - 1 - i];
    s[n] = '\0';
    put_str(o, s);
}

static void put_hex(struct out *o, uint64_t v)
{
    char s[19] = "0x";
    int n = 0;
    for (int shift = 60; shift >= 0; shift -= 4) {
        unsigned x = (unsigned)(v >> shift) & 15u;
        if (x || n || shift == 0)
            s[2 + n++] = "0123456789abcdef"[x];
    }
    s[2 + n] = '\0';
    put_str(o, s);
}

/* bytes as "1.5 GiB", "64.0 MiB", "12 KiB" or "100 bytes" */
static void put_size(struct out *o, uint64_t b)
{
    static const char *const unit[] = {" GiB", " MiB"};
    static const unsigned shift[] = {30, 20};
    for (int i = 0; i < 2; i++)
        if (b >= (1ull << shift[i])) {
            put_u64(o, b >> shift[i]);
            put_str(o, ".");
            put_u64(o, ((b & ((1ull << shift[i]) - 1)) * 10) >> shift[i]);
            put_str(o, unit[i]);
            return;
        }
    if (b >= 1024) {
        put_u64(o, b >> 10);
        put_str(o, " KiB");
    } else {
        put_u64(o, b);
        put_str(o, " bytes");
    }
}

/* ---- the report --------------------------------------------------------- */

int pshm_segment_fault_describe(const void *addr, char *buf, size_t len)
{
    const struct pshm_job_header *h = pshm_job.hdr;
    if (!h || !buf || len == 0)
        return 0;
    uintptr_t a = (uintptr_t)addr, slots = (uintptr_t)h + h->header_bytes;
    if (a < slots || a >= (uintptr_t)h + h->file_bytes)
        return 0;
    uint64_t r = (a - slots) / h->slot_bytes, in_slot = (a - slots) % h->slot_bytes;
    if (r >= h->nranks || in_slot < h->ctrl_region)
        return 0;
    const struct pshm_rank_entry *e = &h->ranks[r];
    uint64_t seg_off = in_slot - h->ctrl_region;
    uint64_t size = atomic_load_explicit(&e->seg_size, memory_order_relaxed);
    if (seg_off >= size)
        return 0;
    uint64_t total = 0;
    for (uint32_t k = 0; k < h->nranks; k++)
        total += atomic_load_explicit(&h->ranks[k].seg_size, memory_order_relaxed);
    /* What the job's memory held when it ran out: a per-rank size that fits. */
    struct stat st;
    uint64_t held = fstat(pshm_job.fd, &st) == 0 ? (uint64_t)st.st_blocks * 512 : 0;
    uint64_t fixed = h->header_bytes + (uint64_t)h->nranks * pshm_ctrl_bytes(h->nranks);
    uint64_t fits_mib = held > fixed ? (held - fixed) / h->nranks >> 20 : 0;

    struct out o = {buf, len - 1};
    put_str(&o, "pshmex: rank ");
    put_u64(&o, pshm_job.rank);
    put_str(&o, ": out of shared memory at ");
    put_hex(&o, a);
    put_str(&o, ", on first touch of a page ");
    put_size(&o, seg_off);
    put_str(&o, " into rank ");
    put_u64(&o, r);
    put_str(&o, "'s segment of ");
    put_size(&o, size);
    put_str(&o, " (");
    put_u64(&o, h->nranks);
    put_str(&o, h->nranks == 1 ? " rank attached " : " ranks attached ");
    put_size(&o, total);
    put_str(&o, ", at most ");
    put_size(&o, h->max_seg);
    put_str(&o, " each by GASNET_MAX_SEGSIZE; ");
    put_size(&o, held);
    put_str(&o, " was in use): lower GASNET_MAX_SEGSIZE");
    if (fits_mib) {
        put_str(&o, " (e.g. GASNET_MAX_SEGSIZE=");
        put_u64(&o, fits_mib);
        put_str(&o, "M)");
    }
    put_str(&o, " and attach less, or set PSHMEX_SEGMENT_COMMIT=1 to have this reported at "
                "attach\n");
    if (o.left == 0 && len > 1)
        buf[len - 2] = '\n'; /* truncated: still one line */
    *o.p = '\0';
    return 1;
}
