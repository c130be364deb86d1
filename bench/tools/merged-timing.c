/* Timing of the default combined construct
 *   target teams distribute parallel for reduction(+ : s)
 * at 2^28 doubles, num_teams x thread_limit 3200x128, 4224x256 given as
 * runtime values, and the default launch, built three ways from this one
 * source (bench/tools/README.md):
 * stock runtime, ompred drop-in, ompred drop-in + pass plugin.
 * Host wall time per launch (data mapped once), median of REPS; the sum is
 * checked exactly on every run (integer-valued data).
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1L << 28)
#define REPS 15

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double dot(const double *a, long n, int nt, int tl) {
  double s = 0;
  if (nt > 0) {
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(tl)
    for (long i = 0; i < n; ++i)
      s += a[i];
  } else {
#pragma omp target teams distribute parallel for reduction(+ : s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
  return s;
}

int main(int argc, char **argv) {
  const char *label = argc > 1 ? argv[1] : "?";
  double *a = malloc(N * sizeof(double));
  double want = 0;
  for (long i = 0; i < N; ++i) {
    a[i] = (double)(i & 15);
    want += a[i];
  }
  int bad = 0;
#pragma omp target data map(to : a[0:N])
  {
    const int shapes[][2] = {{3200, 128}, {4224, 256}, {0, 0}};
    for (int k = 0; k < 3; ++k) {
      int nt = shapes[k][0], tl = shapes[k][1];
      double t[REPS];
      dot(a, N, nt, tl); /* warm-up */
      for (int r = 0; r < REPS; ++r) {
        double t0 = omp_get_wtime();
        double s = dot(a, N, nt, tl);
        t[r] = omp_get_wtime() - t0;
        if (s != want) {
          printf("FAIL %s %dx%d rep %d: sum %.17g want %.17g\n", label, nt, tl, r, s, want);
          bad = 1;
        }
      }
      qsort(t, REPS, sizeof t[0], cmp);
      printf("%-14s %5dx%-5d median %8.1f us  min %8.1f  max %8.1f  GB/s %7.1f\n", label,
             nt, tl, t[REPS / 2] * 1e6, t[0] * 1e6, t[REPS - 1] * 1e6,
             N * 8.0 / t[REPS / 2] / 1e9);
    }
  }
  free(a);
  return bad;
}
