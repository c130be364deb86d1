/* A second translation unit with a teams reduction: built with stock's flags
   and linked with an ompred-built main, its kernel runs stock's reduction. */
double lib2(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i] * 2;
  return s;
}
