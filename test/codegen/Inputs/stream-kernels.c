// Kernels of one translation unit, for ptx-stream-identity*.test: four
// without a reduction (BabelStream's Copy, Mul, Add, Triad), an SPMD dot
// product and, with -DWITH_GENERIC, a generic teams region with a nested
// parallel reduction.

// No reduction.
void copy(const double *a, double *c, int n) {
#pragma omp target teams distribute parallel for simd map(to : a[0 : n]) map(from : c[0 : n])
  for (int i = 0; i < n; i++)
    c[i] = a[i];
}
void mul(double *b, const double *c, double s, int n) {
#pragma omp target teams distribute parallel for simd map(to : c[0 : n]) map(from : b[0 : n])
  for (int i = 0; i < n; i++)
    b[i] = s * c[i];
}
void add(const double *a, const double *b, double *c, int n) {
#pragma omp target teams distribute parallel for simd map(to : a[0 : n], b[0 : n]) map(from : c[0 : n])
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
}
void triad(double *a, const double *b, const double *c, double s, int n) {
#pragma omp target teams distribute parallel for simd map(to : b[0 : n], c[0 : n]) map(from : a[0 : n])
  for (int i = 0; i < n; i++)
    a[i] = b[i] + s * c[i];
}
// SPMD teams reduction.
double dot(const double *a, const double *b, int n) {
  double sum = 0;
#pragma omp target teams distribute parallel for simd map(to : a[0 : n], b[0 : n]) reduction(+ : sum)
  for (int i = 0; i < n; i++)
    sum += a[i] * b[i];
  return sum;
}
#ifdef WITH_GENERIC
// Generic teams region with a nested parallel reduction.
double nested(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute reduction(+ : s) map(to : a[0 : n])
  for (int j = 0; j < 64; j++) {
    double part = 0;
#pragma omp parallel for reduction(+ : part)
    for (int i = j; i < n; i += 64)
      part += a[i];
    s += part;
  }
  return s;
}
#endif
