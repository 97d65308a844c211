/* std_only_gasnet.c - issue #23: a client that includes only <gasnet.h> gets the
 * standard names GASNet clients rely on (see std_names_client.h). */
#include <gasnet.h>

#include "std_names_client.h"
