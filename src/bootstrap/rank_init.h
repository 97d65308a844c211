/* rank_init.h - how a process becomes a rank of a job.
 *
 * Three ways, tried in order by rank_join():
 *  1. PSHMEX_JOB_FD/PSHMEX_RANK in the environment: started by pshmrun;
 *  2. GASNET_PSHM_NODES=N: fork N ranks here (supervisor.c), smp style;
 *  3. neither: a one-rank job with a private job area.
 * Then the rank backs its control area, marks itself JOINED and installs the
 * exit hooks that make a return from main or a SIGQUIT end the job cleanly.
 */
#ifndef BOOT_RANK_INIT_H
#define BOOT_RANK_INIT_H

#include <stdbool.h>

/* Join (or create) the job. who names the calling API in messages. */
int rank_join(const char *who);

/* True once rank_join() succeeded in this process. */
bool rank_joined(void);

/* End the whole job with `code` (gasnet_exit). Never returns. */
_Noreturn void rank_exit_job(int code);

#endif
