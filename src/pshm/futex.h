/* futex.h - process-shared futex wait/wake on a 32-bit word in shared memory.
 *
 * The words live in the job's MAP_SHARED memfd mapping, so the non-PRIVATE
 * futex operations are required (the kernel keys them by inode+offset, which
 * works whatever address each process mapped the job at).
 */
#ifndef PSHM_FUTEX_H
#define PSHM_FUTEX_H

#include <limits.h>
#include <linux/futex.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* Sleep while *word == expected, at most timeout_ns (0 = no limit). No
 * result: a wake-up, a word that had already changed, the timeout and a
 * signal all mean the same to a caller, which re-checks its condition. */
static inline void pshm_futex_wait(_Atomic uint32_t *word, uint32_t expected, uint64_t timeout_ns)
{
    struct timespec ts, *tsp = NULL;
    if (timeout_ns) {
        ts.tv_sec = (time_t)(timeout_ns / 1000000000u);
        ts.tv_nsec = (long)(timeout_ns % 1000000000u);
        tsp = &ts;
    }
    syscall(SYS_futex, (uint32_t *)word, FUTEX_WAIT, expected, tsp, NULL, 0);
}

/* Wake up to n sleepers on word. */
static inline void pshm_futex_wake(_Atomic uint32_t *word, int n)
{
    syscall(SYS_futex, (uint32_t *)word, FUTEX_WAKE, n, NULL, NULL, 0);
}

#endif
