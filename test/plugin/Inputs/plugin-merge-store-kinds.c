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
