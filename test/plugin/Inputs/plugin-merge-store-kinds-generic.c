// plugin-merge-store-kinds.c's loops beside a generic-mode kernel (work in
// the teams region before its distribute loop).
#include "plugin-merge-store-kinds.c"

void generic_teams(double *x, int n) {
#pragma omp target teams is_device_ptr(x)
  {
    x[0] = 1;
#pragma omp distribute parallel for
    for (int i = 1; i < n; i++)
      x[i] = 2;
  }
}
