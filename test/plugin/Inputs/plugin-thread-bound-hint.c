/* TeaLeaf's finalise (an f64 division in a collapse(2) loop), a reciprocal
 * (cg_init's w = 1 / density), a square root and a copy of the same shape
 * without any of them: plugin-thread-bound-hint.test. */
void finalise(int x, int y, int h, double *energy, const double *density, const double *u) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = h; j < y - h; ++j)
    for (int k = h; k < x - h; ++k)
      energy[k + j * x] = u[k + j * x] / density[k + j * x];
}

void reciprocal(int x, int y, double *w, const double *density, int conductivity) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = 1; j < y - 1; ++j)
    for (int k = 1; k < x - 1; ++k)
      w[k + j * x] = conductivity ? density[k + j * x] : 1.0 / density[k + j * x];
}

void root(int x, int y, double *to, const double *from) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = 1; j < y - 1; ++j)
    for (int k = 1; k < x - 1; ++k)
      to[k + j * x] = __builtin_sqrt(from[k + j * x]);
}

void copy(int x, int y, int h, double *to, const double *from) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = h; j < y - h; ++j)
    for (int k = h; k < x - h; ++k)
      to[k + j * x] = from[k + j * x];
}
