/* launch_args.h - pshmrun's command line. */
#ifndef BOOT_LAUNCH_ARGS_H
#define BOOT_LAUNCH_ARGS_H

#include <stdbool.h>
#include <stdint.h>

#include "bootstrap/bind.h"

struct launch_args {
    uint32_t nranks;
    enum boot_bind_mode bind;
    bool label;
    char **argv; /* the program and its arguments (points into the caller's argv) */
};

/* Parse argv. On error returns -1 with a one-line reason in err;
 * returns 1 for --help/--version (text in err), 0 otherwise. */
int launch_parse(int argc, char **argv, struct launch_args *a, char *err, size_t errlen);

/* Check that the program can be run: found (PATH search when it has no '/'),
 * a regular file, executable. Returns 0 or -1 with the reason in err. */
int launch_check_program(const char *prog, char *err, size_t errlen);

#endif
