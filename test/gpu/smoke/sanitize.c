/* Small shapes for compute-sanitizer: block path (one team) and cross-team
 * path (SPMD and generic), including more teams than records. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  const long n = 1L << 16;
  double *a = malloc(n * sizeof(double)); double ref = 0;
  for (long i = 0; i < n; ++i) { a[i] = (double)(i % 97); ref += a[i]; }
  int fails = 0;
#pragma omp target enter data map(to: a[0:n])
  int teams[] = {1, 3, 200, 2048};
  int limits[] = {33, 128};
  for (int t = 0; t < 4; ++t) for (int l = 0; l < 2; ++l) {
    double s = 0, g = 0;
#pragma omp target teams distribute parallel for reduction(+:s) num_teams(teams[t]) thread_limit(limits[l])
    for (long i = 0; i < n; ++i) s += a[i];
#pragma omp target teams distribute reduction(+:g) num_teams(teams[t])
    for (long i = 0; i < n; ++i) g += a[i];
    if (s != ref || g != ref) { printf("FAIL teams %d limit %d: %f %f want %f\n", teams[t], limits[l], s, g, ref); fails++; }
  }
  double p = 0;
#pragma omp target parallel for reduction(+:p) num_threads(100)
  for (long i = 0; i < n; ++i) p += a[i];
  if (p != ref) { printf("FAIL parallel for\n"); fails++; }
  printf("%s sanitize shapes (%d failures)\n", fails ? "FAIL" : "PASS", fails);
  return fails != 0;
}
