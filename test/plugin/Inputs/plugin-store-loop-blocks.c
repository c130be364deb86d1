/* TeaLeaf's cg_calc_p (an update in place, collapse(2)), a halo update's
 * copy within one array, a copy to another array, and a stencil to another
 * array (TeaLeaf's calculate_residual shape): plugin-store-loop-blocks.test. With OMPRED_GENERIC_BESIDE a generic-mode
 * kernel shares the unit, with OMPRED_PARALLEL_BESIDE an SPMD kernel that is
 * not a combined construct (`target parallel for`). */
void calc_p(int x, int y, double beta, double *p, const double *r) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = 2; j < y - 2; ++j)
    for (int k = 2; k < x - 2; ++k)
      p[k + j * x] = beta * p[k + j * x] + r[k + j * x];
}

void halo(int x, int depth, double *field) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = 0; j < depth; ++j)
    for (int k = 2; k < x - 2; ++k)
      field[k + (1 - j) * x] = field[k + (2 + j) * x];
}

void copy(int x, int y, double *to, const double *from) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = 2; j < y - 2; ++j)
    for (int k = 2; k < x - 2; ++k)
      to[k + j * x] = from[k + j * x];
}

void residual(int x, int y, double *r, const double *u0, const double *u) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = 2; j < y - 2; ++j)
    for (int k = 2; k < x - 2; ++k)
      r[k + j * x] = u0[k + j * x] - (4 * u[k + j * x] - u[k + j * x - 1] - u[k + j * x + 1] -
                                      u[k + (j - 1) * x] - u[k + (j + 1) * x]);
}

#ifdef OMPRED_GENERIC_BESIDE
void generic(double *a, int n) {
#pragma omp target teams num_teams(4)
  {
    a[0] = 1;
#pragma omp parallel for
    for (int i = 1; i < n; i++)
      a[i] = 2 * a[i];
  }
}
#endif

#ifdef OMPRED_PARALLEL_BESIDE
void parallel(double *a, int n) {
#pragma omp target parallel for
  for (int i = 0; i < n; i++)
    a[i] = 2 * a[i];
}
#endif
