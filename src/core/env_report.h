/* env_report.h - GASNET_VERBOSEENV's report of the library's settings. */
#ifndef CORE_ENV_REPORT_H
#define CORE_ENV_REPORT_H

/* With GASNET_VERBOSEENV=1, jobrank 0 prints an "ENV parameter:" line for
 * each setting the library read (env_report.c). Called once the client is
 * up. */
void core_report_settings(void);

#endif
