// Kernels for plugin-early-original.test.
double dot(const double *b, const double *c, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(b, c)
  for (int i = 0; i < n; ++i)
    s += b[i] * c[i];
  return s;
}

// 4 bytes; the combine compares before it stores.
int imax(const int *x, int n) {
  int m = -1000;
#pragma omp target teams distribute parallel for reduction(max : m) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    m = x[i] > m ? x[i] : m;
  return m;
}

// The combine branches on the item before it reads the private copy.
int all(const int *x, int n) {
  int a = 1;
#pragma omp target teams distribute parallel for reduction(&& : a) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    a = a && x[i] > 0;
  return a;
}

// Generic mode: the team's main thread reduces.
double generic(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute reduction(+ : s) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

// Two variables in the list.
double two(const double *x, int n) {
  double s = 0, t = 0;
#pragma omp target teams distribute parallel for reduction(+ : s, t) is_device_ptr(x)
  for (int i = 0; i < n; ++i) {
    s += x[i];
    t += 2 * x[i];
  }
  return s + t;
}

// An array section: its combine reads three elements.
void section(const double *x, int n, double *h) {
#pragma omp target teams distribute parallel for reduction(+ : h[0 : 3]) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    h[i % 3] += x[i];
}

// 2 bytes: cp.async copies 4, 8 or 16.
short shorty(const short *x, int n) {
  short s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

// A declared reduction: the combine calls its combiner.
double combine_max(double a, double b) { return a > b ? a : b; }
#pragma omp declare reduction(cmax : double : omp_out = combine_max(omp_out, omp_in)) \
    initializer(omp_priv = -1e300)
double udr(const double *x, int n) {
  double m = -1e300;
#pragma omp target teams distribute parallel for reduction(cmax : m) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    m = combine_max(m, x[i]);
  return m;
}
