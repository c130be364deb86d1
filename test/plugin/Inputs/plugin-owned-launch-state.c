// Kernels for plugin-owned-launch-state.test.
double dot(const double *b, const double *c, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(b, c)
  for (int i = 0; i < n; ++i)
    s += b[i] * c[i];
  return s;
}

// Generic mode: the team's main thread reduces.
double generic(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute reduction(+ : s) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

// Six doubles: a 48-byte record, 682 of which fit 32 KiB.
void six(const double *x, int n, double *out) {
  double a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
#pragma omp target teams distribute parallel for reduction(+ : a, b, c, d, e, f) is_device_ptr(x)
  for (int i = 0; i < n; ++i) {
    a += x[i]; b += 2 * x[i]; c += 3 * x[i]; d += 4 * x[i]; e += 5 * x[i]; f += 6 * x[i];
  }
  out[0] = a + b + c + d + e + f;
}

// A 40000-byte record is larger than the runtime's per-launch area.
void big(const double *x, int n, double *h) {
#pragma omp target teams distribute parallel for reduction(+ : h[0 : 5000]) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    h[i % 5000] += x[i];
}

// No teams reduction: nothing to do.
void scale(double *x, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    x[i] *= 2;
}

// A num_teams clause: no resident teams, so by default the launch
// environment stays (-ompred-owned-launch-state=resident).
double shaped(const double *x, int n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(256) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}
