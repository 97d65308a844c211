/* supervisor.h - start the ranks of a job and watch over them.
 *
 * One implementation serves both ways of starting a job:
 *  - pshmrun: the ranks exec the program (argv != NULL);
 *  - GASNET_PSHM_NODES=N ./prog: the ranks are forked from inside
 *    gex_Client_Init/gasnet_init and return from sup_launch (argv == NULL).
 * In both, the calling process becomes the supervisor: it never returns and
 * exits with the job's status once every rank is gone.
 */
#ifndef BOOT_SUPERVISOR_H
#define BOOT_SUPERVISOR_H

#include <stdbool.h>
#include <stdint.h>

#include "bootstrap/bind.h"

/* The job's status when a rank exited with status 0 before joining the job
 * while others joined (or joined later): the job cannot start. */
#define SUP_EXIT_NOT_STARTED 1

struct sup_options {
    uint32_t nranks;
    enum boot_bind_mode bind;
    bool label;        /* prefix every output line with "[rank] " */
    char *const *argv; /* program and arguments to exec; NULL: ranks return */
    const char *who;   /* name used in messages: "pshmrun" */
};

/* Create the job area and fork the ranks. In a rank of a fork-mode job it
 * returns the rank number (>= 0). In the supervisor it does not return.
 * A negative PSHM_E* code means the job could not be started (nothing was
 * forked). */
int sup_launch(const struct sup_options *o);

#endif
