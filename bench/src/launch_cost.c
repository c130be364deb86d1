/* Host cost of a teams reduction's launch: per-call wall time of one small
 * target region (2^12 doubles resident on the device, the default launch),
 * three ways from one source:
 *   red    reduction(+ : s), s mapped tofrom (what a user writes)
 *   map    the same construct and scalar map, no reduction clause (the loop
 *          only reads x; s is written by one thread): the launch and the
 *          scalar's copies without the reduction
 *   plain  no reduction, no scalar: the launch alone
 * red - map is what the reduction adds per call: libomptarget's launch
 * environment and record buffer (unless the pass plugin removed them) and the
 * reduction's device time. Blocks of CALLS calls alternate between the three
 * kinds ROUNDS times; medians over all calls of a kind. Every red result is
 * checked against the host's sum.
 *
 *   launch_cost [CALLS [ROUNDS]]     prints one line per kind:
 *   launch_cost <kind> median_us=<m> p10_us=<a> p90_us=<b> calls=<n>
 *   launch_cost red|map|plain CALLS  runs only that kind (one process per kind,
 *                                    for a trace of its host calls:
 *                                    bench/tools/api_trace.py)
 */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 1 << 12 };

static double red(const double *x) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(tofrom : s) is_device_ptr(x)
  for (int i = 0; i < N; i++) s += x[i];
  return s;
}

static double map_only(const double *x) {
  double s = 0;
#pragma omp target teams distribute parallel for map(tofrom : s) is_device_ptr(x)
  for (int i = 0; i < N; i++)
    if (x[i] > 1e300 || i == 0) s = x[i];
  return s;
}

static void plain(const double *x, double *sink) {
#pragma omp target teams distribute parallel for is_device_ptr(x, sink)
  for (int i = 0; i < N; i++)
    if (x[i] > 1e300) sink[0] = x[i];
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  const char *name[3] = {"red", "map", "plain"};
  int only = -1;
  for (int k = 0; k < 3; k++)
    if (argc > 1 && strcmp(argv[1], name[k]) == 0) only = k;
  if (only >= 0) {
    argv++;
    argc--;
  }
  int calls = argc > 1 ? atoi(argv[1]) : 200, rounds = argc > 2 ? atoi(argv[2]) : 10;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double *h = malloc(sizeof(double) * N), want = 0;
  for (int i = 0; i < N; i++) {
    h[i] = (double)((i * 7919) % 201 - 100);
    want += h[i];
  }
  double *x = omp_target_alloc(sizeof(double) * N, dev);
  double *sink = omp_target_alloc(sizeof(double), dev);
  if (!x || !sink || omp_target_memcpy(x, h, sizeof(double) * N, 0, 0, dev, host)) {
    printf("launch_cost: FAIL: no device memory\n");
    return 1;
  }
  int on_host = 1;
#pragma omp target map(from : on_host)
  on_host = omp_is_initial_device();
  if (on_host) {
    printf("launch_cost: FAIL: target regions run on the host\n");
    return 1;
  }
  double *t[3];
  for (int k = 0; k < 3; k++)
    t[k] = malloc(sizeof(double) * calls * rounds);
  long bad = 0;
  for (int w = 0; w < 50; w++) { /* warm-up: module load, first allocations */
    if (only < 0 || only == 0) bad += red(x) != want;
    if (only < 0 || only == 1) map_only(x);
    if (only < 0 || only == 2) plain(x, sink);
  }
  for (int r = 0; r < rounds; r++)
    for (int k = 0; k < 3; k++)
      for (int c = 0; c < calls && (only < 0 || only == k); c++) {
        double t0 = omp_get_wtime();
        if (k == 0)
          bad += red(x) != want;
        else if (k == 1)
          map_only(x);
        else
          plain(x, sink);
        t[k][r * calls + c] = (omp_get_wtime() - t0) * 1e6;
      }
  int n = calls * rounds;
  for (int k = 0; k < 3; k++) {
    if (only >= 0 && only != k) continue;
    qsort(t[k], n, sizeof(double), cmp);
    printf("launch_cost %s median_us=%.2f p10_us=%.2f p90_us=%.2f calls=%d\n", name[k],
           t[k][n / 2], t[k][n / 10], t[k][n * 9 / 10], n);
  }
  if (bad) {
    printf("launch_cost: FAIL: %ld wrong sums\n", bad);
    return 1;
  }
  return 0;
}
