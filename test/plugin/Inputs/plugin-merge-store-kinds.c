// Loops without a reduction, by how they store (plugin-merge-store-kinds.test).

// Reads, stores only when a never-true condition holds: merged.
void find_flag(const double *x, int n, double *sink) {
#pragma omp target teams distribute parallel for is_device_ptr(x, sink)
  for (int i = 0; i < n; i++)
    if (x[i] == 1000.5)
      sink[0] = i;
}

// Updates in place in every iteration: left as emitted.
void axpy_in_place(double *p, const double *r, double s, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(p, r)
  for (int i = 0; i < n; i++)
    p[i] = s * p[i] + r[i];
}

// Stores in every iteration, to another array: left as emitted.
void copy(const double *a, double *c, int n) {
#pragma omp target teams distribute parallel for simd is_device_ptr(a, c)
  for (int i = 0; i < n; i++)
    c[i] = a[i];
}

// Stores in every iteration and reduces: merged.
double scale_and_sum(double *p, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(p)
  for (int i = 0; i < n; i++) {
    p[i] *= 2;
    s += p[i];
  }
  return s;
}

// Copies elements within one array in every iteration, as a halo update
// does (it loads no element it stores): merged.
void halo_copy(double *f, int x, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(f)
  for (int i = 0; i < n; i++)
    f[i] = f[i + x];
}

// Stores within the array it loads from, a value it computes (a red-black
// stencil's half sweep), not a copy: left as emitted.
void red_black(double *f, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(f)
  for (int i = 0; i < n; i++)
    f[2 * i + 1] = 0.5 * (f[2 * i] + f[2 * i + 2]);
}

// Copies within one array and stores to another: left as emitted.
void halo_copy_and_clear(double *f, double *g, int x, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(f, g)
  for (int i = 0; i < n; i++) {
    f[i] = f[i + x];
    g[i] = 0;
  }
}
