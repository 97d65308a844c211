/* std_only_gasnet_tools.c - a client of the tools alone (no gasnet.h) that
 * includes only <gasnet_tools.h> gets the same standard names as one that
 * includes only <gasnet.h> (see std_names_client.h). */
#include <gasnet_tools.h>

#include "std_names_client.h"
