/* pshmrun - start an N-rank pshmex job on this host.
 *   pshmrun -n N [--bind=core|none] [--label] [--] program [args...]
 * Exit status: the job's (see docs/design.md); 2 for bad launcher input,
 * in which case no rank is started. */
#include <stdio.h>

#include "bootstrap/launch_args.h"
#include "bootstrap/supervisor.h"
#include "pshm/err.h"

int main(int argc, char **argv)
{
    struct launch_args a;
    char err[512];
    int rc = launch_parse(argc, argv, &a, err, sizeof err);
    if (rc == 1) {
        puts(err);
        return 0;
    }
    if (rc == 0)
        rc = launch_check_program(a.argv[0], err, sizeof err);
    if (rc != 0) {
        fprintf(stderr, "pshmrun: %s\n", err);
        return 2;
    }
    struct sup_options o = {a.nranks, a.bind, a.label, a.argv, "pshmrun"};
    rc = sup_launch(&o); /* does not return when the job started */
    fprintf(stderr, "pshmrun: cannot start the job: %s\n", pshm_errmsg());
    return rc == -PSHM_EINVAL ? 2 : 1;
}
