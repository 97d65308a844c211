/* std_only_gasnetex.c - issue #23: a client that includes only <gasnetex.h> gets the
 * standard names GASNet clients rely on (see std_names_client.h). */
#include <gasnetex.h>

#include "std_names_client.h"
