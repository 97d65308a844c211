/* job_config.h - job-wide settings read from the environment at launch. */
#ifndef BOOT_JOB_CONFIG_H
#define BOOT_JOB_CONFIG_H

#include <stdint.h>

/* Parse a size: "4096", "512M", "2GB", "1.5g", or a fraction of the host's
 * physical memory "0.5/H" (shared by all ranks) or "0.1/P" (per rank).
 * Returns 0 and the byte count, or a negative PSHM_E* code. */
int boot_parse_size(const char *text, uint32_t nranks, uint64_t *bytes);

/* What the job's shared memory may grow to without overcommitting: the
 * least of half the physical memory and pshm_mem_room() (MemAvailable, the
 * memory cgroup's room, the backing file system's free space, the commit
 * room under strict overcommit). */
uint64_t boot_shm_budget(void);

/* The per-rank segment limit: GASNET_MAX_SEGSIZE if set, otherwise the
 * budget above, less every rank's control area, split across the ranks.
 * Page aligned, at least one page. */
int boot_max_segsize(uint32_t nranks, uint64_t *bytes);

#endif
