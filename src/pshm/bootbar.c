/* bootbar.c - see bootbar.h. */
#include "pshm/bootbar.h"

#include "pshm/job.h"
#include "pshm/wait.h"

uint64_t pshm_boot_barrier_min(uint64_t value)
{
    struct pshm_job_header *h = pshm_job.hdr;
    uint32_t n = h->nranks;
    uint32_t gen = atomic_load_explicit(&h->bar_gen, memory_order_acquire);
    /* bar_value is reset to UINT64_MAX by the last arriver of the previous
     * round before it bumps bar_gen, so it is ready for this round. */
    uint64_t cur = atomic_load_explicit(&h->bar_value, memory_order_relaxed);
    while (value < cur &&
           !atomic_compare_exchange_weak_explicit(&h->bar_value, &cur, value, memory_order_relaxed,
                                                  memory_order_relaxed))
        ;
    /* acq_rel: the last arriver acquires every rank's prior writes (segment
     * publication, the min above) and releases them with bar_gen. */
    if (atomic_fetch_add_explicit(&h->bar_count, 1, memory_order_acq_rel) == n - 1) {
        uint64_t result = atomic_load_explicit(&h->bar_value, memory_order_relaxed);
        atomic_store_explicit(&h->bar_value, UINT64_MAX, memory_order_relaxed);
        atomic_store_explicit(&h->bar_count, 0, memory_order_relaxed);
        atomic_store_explicit(&h->bar_result, result, memory_order_relaxed);
        atomic_store_explicit(&h->bar_gen, gen + 1, memory_order_release);
        for (uint32_t r = 0; r < n; r++)
            if (r != pshm_job.rank && pshm_job_map_slot(r, 0) == 0)
                pshm_wake_rank(r);
        return result;
    }
    pshm_hold_polling(true);
    PSHM_WAIT_UNTIL(atomic_load_explicit(&h->bar_gen, memory_order_acquire) != gen);
    pshm_hold_polling(false);
    /* Safe to read: the next round cannot finish before we arrive at it. */
    return atomic_load_explicit(&h->bar_result, memory_order_relaxed);
}

void pshm_boot_barrier(void)
{
    (void)pshm_boot_barrier_min(UINT64_MAX);
}
