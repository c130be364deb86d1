// Input of plugin-simd-if-versions.test (and, compiled to IR, of
// passes/simd-if-versions.ll, whose else loops of differ and same are
// edited there): loops that an if clause applying to simd splits.
// if(simd: c): two versions of the distribute loop and of the worksharing loop
long sum(const int *a, int n, int c) {
  long s = 0;
#pragma omp target teams distribute parallel for simd if(simd : c) reduction(+ : s) is_device_ptr(a)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
// if(c) on every construct, collapse(2): TeaLeaf's halo update
void halo(double *u, int x, int d, int c) {
#pragma omp target teams distribute parallel for simd if(c) collapse(2) is_device_ptr(u)
  for (int j = 0; j < d; j++)
    for (int k = 2; k < x - 2; k++) u[k + (1 - j) * x] = u[k + (2 + j) * x];
}
#pragma omp declare target
// a user's loops marked as the two versions are, but different: left
void differ(int *a, int n, int c) {
  if (c) {
#pragma clang loop vectorize(assume_safety)
    for (int i = 0; i < n; i++) a[i] = i;
  } else {
#pragma clang loop vectorize(disable)
    for (int i = 0; i < n; i++) a[i] = 2 * i;
  }
}
// the same loop twice: one version kept
void same(int *a, int n, int c) {
  if (c) {
#pragma clang loop vectorize(assume_safety)
    for (int i = 0; i < n; i++) a[i] = i;
  } else {
#pragma clang loop vectorize(disable)
    for (int i = 0; i < n; i++) a[i] = i;
  }
}
#pragma omp end declare target
