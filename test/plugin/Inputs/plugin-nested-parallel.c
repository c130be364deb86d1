/* A parallel region that opens another: a `target teams distribute parallel
 * for` whose body holds a `parallel for` with a reduction, and a plain
 * reduction kernel beside it. */
double nested(const double *a, int n, int m) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n * m])
  for (int j = 0; j < n; j++) {
    double t = 0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < m; i++)
      t += a[j * m + i];
    s += t;
  }
  return s;
}

double plain(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
