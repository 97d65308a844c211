/* t_client_names: gex_Client_Init with the name in argv[1] ("@max" for a
 * name of PSHMEX_CLIENT_NAME_MAX characters), then a report on stdout:
 *   rank R rc C name <what gex_Client_QueryName returned>
 * Driven by tests/core/names.sh, which checks the report and stderr. */
#include <gasnetex.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    static char max_name[PSHMEX_CLIENT_NAME_MAX + 1];
    const char *name = argc > 1 ? argv[1] : "";
    if (!strcmp(name, "@max")) {
        memset(max_name, 'm', PSHMEX_CLIENT_NAME_MAX);
        name = max_name;
    }
    gex_Client_t client;
    gex_EP_t ep;
    gex_TM_t tm;
    int rc = gex_Client_Init(&client, &ep, &tm, name, &argc, &argv, 0);
    if (rc != GASNET_OK) {
        printf("rank ? rc %d\n", rc);
        return 1;
    }
    const char *got = gex_Client_QueryName(client);
    printf("rank %u rc %d same %d name %s\n", (unsigned)gex_TM_QueryRank(tm), rc,
           got && got != name && !strcmp(got, name), got ? got : "(null)");
    fflush(stdout);
    gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
    return 0;
}
