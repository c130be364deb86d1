#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
static int fails = 0;
#define CHECK(name, got, want) do { if ((got) != (want)) { printf("FAIL %s: got %.17g want %.17g\n", name, (double)(got), (double)(want)); fails++; } } while (0)
int main(int argc, char **argv) {
  long n = 1L << 22;
  double *a = malloc(n * sizeof(double));
  int *b = malloc(n * sizeof(int));
  double ref = 0; int rmin = 1 << 30, rmax = -(1 << 30);
  for (long i = 0; i < n; ++i) { a[i] = (double)((i * 7919) % 1000); b[i] = (int)((i * 104729) % 100003) - 50000; ref += a[i]; if (b[i] < rmin) rmin = b[i]; if (b[i] > rmax) rmax = b[i]; }
#pragma omp target enter data map(to: a[0:n], b[0:n])
  int threads[] = {1, 31, 32, 33, 100, 128, 1000, 1024};
  int teams[] = {1, 2, 7, 132, 1000, 1025, 4096, 65536, 1 << 20};
  for (int t = 0; t < 8; ++t) for (int m = 0; m < 9; ++m) {
    double s = 0; int mn = 1 << 30, mx = -(1 << 30);
#pragma omp target teams distribute parallel for reduction(+:s) reduction(min:mn) reduction(max:mx) num_teams(teams[m]) thread_limit(threads[t])
    for (long i = 0; i < n; ++i) { s += a[i]; mn = b[i] < mn ? b[i] : mn; mx = b[i] > mx ? b[i] : mx; }
    char nm[64]; snprintf(nm, 64, "spmd t%d T%d", threads[t], teams[m]);
    CHECK(nm, s, ref); CHECK(nm, mn, rmin); CHECK(nm, mx, rmax);
  }
  for (int t = 0; t < 8; ++t) {
    double s = 0;
#pragma omp target parallel for reduction(+:s) num_threads(threads[t])
    for (long i = 0; i < n; ++i) s += a[i];
    char nm[64]; snprintf(nm, 64, "parallel-for t%d", threads[t]); CHECK(nm, s, ref);
  }
  for (int m = 0; m < 7; ++m) {
    double s = 0;
#pragma omp target teams distribute reduction(+:s) num_teams(teams[m])
    for (long i = 0; i < n; ++i) s += a[i];
    char nm[64]; snprintf(nm, 64, "generic T%d", teams[m]); CHECK(nm, s, ref);
  }
  for (int m = 0; m < 6; ++m) {
    double s = 0; long chunk = n / 64;
#pragma omp target teams distribute reduction(+:s) num_teams(teams[m]) thread_limit(128)
    for (long c = 0; c < 64; ++c) {
      double part = 0;
#pragma omp parallel for reduction(+:part)
      for (long i = c * chunk; i < (c + 1) * chunk; ++i) part += a[i];
      s += part;
    }
    char nm[64]; snprintf(nm, 64, "generic-nested T%d", teams[m]); CHECK(nm, s, ref);
  }
  printf("%s smoke (%d failures)\n", fails ? "FAIL" : "PASS", fails);
  return fails != 0;
}
