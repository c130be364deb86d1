// Small-launch timing: one teams reduction over n doubles at T teams x 256
// threads, wall time per call (omp_get_wtime), median of REPS calls after
// WARM warm-up calls; every call's result is checked against the exact sum.
// Built once against stock's bitcode and once against the drop-in.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 501;
  const int warm = 20;
  const int sizes[] = {1 << 10, 1 << 16};
  const int teams[] = {1, 2, 4, 8, 16, 32};
  int bad = 0;
  double *t = malloc(sizeof(double) * reps);
  for (int si = 0; si < 2; ++si) {
    int n = sizes[si];
    double *a = malloc(sizeof(double) * n);
    double exact = 0;
    for (int i = 0; i < n; ++i) { a[i] = (double)(i % 7); exact += a[i]; }
#pragma omp target enter data map(to : a[0 : n])
    for (int ti = 0; ti < 6; ++ti) {
      int T = teams[ti];
      for (int r = -warm; r < reps; ++r) {
        double sum = 0;
        double t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for num_teams(T) thread_limit(256) reduction(+ : sum)
        for (int i = 0; i < n; ++i)
          sum += a[i];
        double t1 = omp_get_wtime();
        if (sum != exact) { ++bad; if (bad < 10) printf("FAIL n=%d T=%d sum=%.1f exact=%.1f\n", n, T, sum, exact); }
        if (r >= 0) t[r] = (t1 - t0) * 1e6;
      }
      qsort(t, reps, sizeof(double), cmp);
      printf("n=%d teams=%d threads=256 median_us=%.2f p10=%.2f p90=%.2f\n", n, T, t[reps / 2],
             t[reps / 10], t[reps * 9 / 10]);
    }
#pragma omp target exit data map(delete : a[0 : n])
    free(a);
  }
  printf("%s\n", bad ? "RESULT: FAIL" : "RESULT: PASS");
  return bad != 0;
}
