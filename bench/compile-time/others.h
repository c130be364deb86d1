/* Eight ordinary reduction kernels, the constructs of test/gpu/constructs.c
 * and reduce-ops.c, that share a unit with each reproducer. */

double o_sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

long o_max(const long *a, int n) {
  long m = 0;
#pragma omp target teams distribute parallel for reduction(max : m) map(to : a[0 : n])
  for (int i = 0; i < n; i++)
    m = a[i] > m ? a[i] : m;
  return m;
}

double o_mixed3(const double *a, int n, int *c, float *f) {
  double s = 0;
  int k = 0;
  float g = 1;
#pragma omp target teams distribute parallel for reduction(+ : s, k) reduction(* : g) \
    map(to : a[0 : n])
  for (int i = 0; i < n; i++) {
    s += a[i];
    k += a[i] > 0;
    g *= a[i] > 0 ? 1.0f : -1.0f;
  }
  *c = k;
  *f = g;
  return s;
}

int o_parallel_for(const int *a, int n) {
  int s = 0;
#pragma omp target parallel for num_threads(256) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

double o_teams_distribute(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

double o_teams_parallel(const double *a, int n) {
  double s = 0;
#pragma omp target teams reduction(+ : s) map(to : a[0 : n])
  {
    double part = 0;
#pragma omp parallel for reduction(+ : part)
    for (int i = 0; i < n; i += 64)
      part += a[i];
    s += part;
  }
  return s;
}

void o_section(const int *a, int n, long h[8]) {
#pragma omp target teams distribute parallel for reduction(+ : h[0 : 8]) map(to : a[0 : n]) \
    map(tofrom : h[0 : 8])
  for (int i = 0; i < n; i++)
    h[a[i] & 7] += 1;
}

unsigned o_bits(const unsigned *a, int n, unsigned *x) {
  unsigned o = 0, e = 0;
#pragma omp target teams distribute parallel for simd reduction(| : o) reduction(^ : e) \
    map(to : a[0 : n])
  for (int i = 0; i < n; i++) {
    o |= a[i];
    e ^= a[i];
  }
  *x = e;
  return o;
}
