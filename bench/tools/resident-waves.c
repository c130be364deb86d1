/* A sum of 2^argv[1] doubles with the default launch, beside a generic-mode
 * kernel in the same unit: every kernel then reserves 9 barriers and 7 teams
 * of 128 threads fit on an SM, not the 8 that threads alone allow, so resident
 * teams counted by threads alone run in two waves. Host wall time, best of 10
 * calls; the sum checked exactly. How: bench/tools/README.md. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
static double sum(const double *x, long n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s)
  for (long i = 0; i < n; i++) s += x[i];
  return s;
}
static long generic(const double *x, long n) {
  long c = 0;
#pragma omp target teams map(tofrom : c) reduction(+ : c)
  {
    long t = omp_get_team_num();
#pragma omp parallel for reduction(+ : c)
    for (long i = t; i < n; i += omp_get_num_teams()) c += x[i] > 2;
  }
  return c;
}
int main(int argc, char **argv) {
  long n = 1L << atoi(argv[1]);
  double *x = malloc(n * sizeof *x);
  double want = 0;
  for (long i = 0; i < n; i++) { x[i] = i % 5; want += x[i]; }
#pragma omp target enter data map(to : x[0:n])
  int bad = generic(x, 1000) < 0;
  double best = 1e30;
  for (int r = 0; r < 12; r++) {
    double t0 = omp_get_wtime(), s = sum(x, n), t = omp_get_wtime() - t0;
    bad += s != want;
    if (r > 1 && t < best) best = t;
  }
  printf("2^%s best %.1f us %s\n", argv[1], best * 1e6, bad ? "WRONG" : "right");
  return bad;
}
