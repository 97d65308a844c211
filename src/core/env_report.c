/* env_report.c - GASNET_VERBOSEENV=1: the library's own settings.
 *
 * GASNet clients set GASNET_VERBOSEENV=1 to see which environment settings
 * a job ran with. The tools print the ones read through gasnett_getenv_*;
 * this adds the ones the library reads itself, once, from jobrank 0, at the
 * end of client init (when every one of them has been read), each with the
 * value in effect and "(default)" when the variable was not set. The
 * launcher's own settings (GASNET_EXITTIMEOUT*) are not read by the ranks
 * and are not reported. */
#include <gasnet.h>

#include <stdbool.h>
#include <stdlib.h>

#include "core/env_report.h"
#include "core/errors.h"
#include "pshm/job.h"
#include "pshm/segment.h"
#include "pshm/wait.h"

static bool unset(const char *key)
{
    const char *v = getenv(key);
    return !v || !*v;
}

static const char *wait_mode_name(enum pshm_wait_mode m)
{
    switch (m) {
    case PSHM_WAIT_SPIN: return "SPIN";
    case PSHM_WAIT_BLOCK: return "BLOCK";
    default: return "SPINBLOCK";
    }
}

static void report_flag(const char *key, bool on)
{
    gasnett_envint_display(key, on, unset(key), 0);
}

void core_report_settings(void)
{
    if (!gasnett_verboseenv() || !pshm_job.hdr || pshm_job.rank != 0)
        return;
    gasnett_envstr_display("GASNET_WAIT_MODE", wait_mode_name(pshm_get_wait_mode()),
                           unset("GASNET_WAIT_MODE"));
    gasnett_envint_display("GASNET_MAX_SEGSIZE", (int64_t)gasnet_getMaxLocalSegmentSize(),
                           unset("GASNET_MAX_SEGSIZE"), 1);
    gasnett_envint_display("GASNET_MAX_THREADS", (int64_t)(gex_System_QueryMaxThreads)(),
                           unset("GASNET_MAX_THREADS"), 0);
    report_flag("GASNET_BACKTRACE", err_backtrace_on());
    report_flag("GASNET_FREEZE_ON_ERROR", err_freeze_on_error());
    report_flag("PSHMEX_SEGMENT_COMMIT", pshm_segment_commit_requested());
}
