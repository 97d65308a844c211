/* job_config.h - job-wide settings read from the environment at launch. */
#ifndef BOOT_JOB_CONFIG_H
#define BOOT_JOB_CONFIG_H

#include <stdint.h>

/* Parse a size: "4096", "512M", "2GB", "1.5g", or a fraction of the host's
 * physical memory "0.5/H" (shared by all ranks) or "0.1/P" (per rank).
 * Returns 0 and the byte count, or a negative PSHM_E* code. */
int boot_parse_size(const char *text, uint32_t nranks, uint64_t *bytes);

/* The per-rank segment limit: GASNET_MAX_SEGSIZE if set, otherwise half the
 * physical memory split across the ranks. Page aligned. */
int boot_max_segsize(uint32_t nranks, uint64_t *bytes);

#endif
