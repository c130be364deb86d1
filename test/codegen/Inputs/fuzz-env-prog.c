/* A stand-in for a fuzz program (fuzz-runner-env.test): right only when
   OMP_TEAMS_THREAD_LIMIT is WANT, and never with BAD=1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int NAME(int argc, char **argv) {
  const char *e = getenv("OMP_TEAMS_THREAD_LIMIT");
  int ok = !BAD && e && !strcmp(e, WANT);
  if (!ok)
    printf("FAIL seed=%d kernel=0 var=v0 got=%s want=%s\n", SEED, e ? e : "-", WANT);
  printf("kernel 0: fake cls=fx-hit: %s\n", ok ? "ok" : "FAIL");
  printf("fuzz seed=%d: %s (%d of 1 kernels wrong)\n", SEED, ok ? "PASS" : "FAIL", !ok);
  return !ok;
}
