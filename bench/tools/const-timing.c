/* Constant launch shapes beside merged-timing.c's runtime ones: the kernels a
 * runtime change must not slow (bench/src/omp_bench.cpp's a_shaped<128/256>,
 * a_default and e_teams). Host wall time per launch, median of REPS after one
 * warm-up; every sum checked exactly (integer-valued data). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define REPS 15
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
static double tl128(const double *x, int n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(128)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
static double tl256(const double *x, int n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(256)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
static double dflt(const double *x, int n, int nt) {
  (void)nt;
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
static double teams(const double *x, int n, int nt) {
  (void)nt;
  long m = n;
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(m / 128) thread_limit(128)
  for (long i = 0; i < m; i++) s += x[i];
  return s;
}
int main(int argc, char **argv) {
  const char *label = argc > 1 ? argv[1] : "?";
  const int N = 1 << 28;
  double *a = malloc((size_t)N * sizeof(double));
  for (long i = 0; i < N; ++i) a[i] = (double)(i & 15);
  int bad = 0;
  struct { const char *name; double (*f)(const double *, int, int); int nt; } ks[] = {
      {"tl128x4224", tl128, 4224}, {"tl256x4224", tl256, 4224}, {"default", dflt, 0},
      {"teams1/thr", teams, 0}};
  const int sizes[] = {1 << 20, 1 << 28};
#pragma omp target data map(to : a[0:N])
  for (int z = 0; z < 2; ++z)
    for (int k = 0; k < 4; ++k) {
      int n = sizes[z];
      double want = (double)(n / 16) * 120.0, t[REPS];
      ks[k].f(a, n, ks[k].nt);
      for (int r = 0; r < REPS; ++r) {
        double t0 = omp_get_wtime();
        double s = ks[k].f(a, n, ks[k].nt);
        t[r] = omp_get_wtime() - t0;
        if (s != want) {
          printf("FAIL %s %s n=%d: %.17g want %.17g\n", label, ks[k].name, n, s, want);
          bad = 1;
        }
      }
      qsort(t, REPS, sizeof t[0], cmp);
      printf("%-8s %-11s n=2^%-2d median %8.1f us  min %8.1f  max %8.1f\n", label, ks[k].name,
             z ? 28 : 20, t[REPS / 2] * 1e6, t[0] * 1e6, t[REPS - 1] * 1e6);
    }
  free(a);
  return bad;
}
