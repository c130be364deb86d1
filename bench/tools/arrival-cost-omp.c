/* The OpenMP twin of arrival-cost.cu: a sum of G * 128 doubles with
 * num_teams(G) thread_limit(128), one value per thread (./B REPS G), each
 * launch's sum checked against the host's (integer-valued data). Device
 * times from libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). */
#include <stdio.h>
#include <stdlib.h>

static double sum(int g, long n, const double *x) {
  double s = 0;
#pragma omp target teams distribute parallel for num_teams(g) thread_limit(128) reduction(+ : s)
  for (long i = 0; i < n; i++) s += x[i];
  return s;
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 200, g = argc > 2 ? atoi(argv[2]) : 1056, bad = 0;
  long n = (long)g * 128;
  double *x = malloc(n * sizeof *x), want = 0;
  for (long i = 0; i < n; i++) { x[i] = (double)(i % 7) - 3; want += x[i]; }
#pragma omp target enter data map(to : x[0:n])
  for (int r = 0; r < reps; r++) {
    double got = sum(g, n, x);
    if (got != want && bad++ < 3) fprintf(stderr, "WRONG rep %d: %.17g vs %.17g\n", r, got, want);
  }
#pragma omp target exit data map(delete : x[0:n])
  printf("arrival-cost-omp G=%d reps=%d: %s\n", g, reps, bad ? "WRONG" : "all results right");
  return bad != 0;
}
