/* A user's OpenMP reduction, built against ompred's drop-in device runtime by
 * scripts/demo.sh. Checks the GPU's results against the host's. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const long n = 1L << 24;
  double *a = malloc(n * sizeof(double));
  int *b = malloc(n * sizeof(int));
  double ref_sum = 0;
  int ref_max = -1;
  for (long i = 0; i < n; ++i) {
    a[i] = (double)((i * 7919) % 1000);
    b[i] = (int)((i * 104729) % 1000003);
    ref_sum += a[i];
    if (b[i] > ref_max) ref_max = b[i];
  }
  double sum = 0;
  int max = -1;
  double t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for reduction(+ : sum) reduction(max : max) \
    map(to : a[0 : n], b[0 : n])
  for (long i = 0; i < n; ++i) {
    sum += a[i];
    max = b[i] > max ? b[i] : max;
  }
  double t1 = omp_get_wtime();
  int ok = sum == ref_sum && max == ref_max;
  printf("sum %.0f (host %.0f), max %d (host %d), %.2f ms incl. transfers on %d device(s): %s\n",
         sum, ref_sum, max, ref_max, (t1 - t0) * 1e3, omp_get_num_devices(), ok ? "OK" : "WRONG");
  free(a);
  free(b);
  return ok ? 0 : 1;
}
