/* Probe compiled at configure time; see OmpredAbiProbe.cmake. */
double probe(double *a, int n) {
  double d = 0;
  int k = 0;
#pragma omp target teams distribute parallel for reduction(+ : d, k) map(to : a[0 : n])
  for (int i = 0; i < n; ++i) {
    d += a[i];
    k += i;
  }
  return d + k;
}
