/* TeaLeaf's cg_calc_w (src/omp/cg.cpp): a collapse(2) five-point stencil
 * that stores w and reduces sum(w * p), on an X x X grid with halo 2
 * (X = argv[2], default 1000: tea_bm_4; 4000: tea_bm_5), argv[1]
 * repetitions (default 200), every sum and a sample of w checked exactly
 * against the host (integer-valued data). Device times come from
 * libompred_ktimer.so in summary mode (OMPRED_KTIMER_SUMMARY), one file per
 * process. Built with the plugin at several resident-team settings to see
 * what threads per SM (and the register cap that follows) do to a stencil
 * kernel that stores; how: bench/tools/README.md. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define SMVP(a)                                                                          \
  (1.0 + (kx[index + 1] + kx[index]) + (ky[index + x] + ky[index])) * a[index] -        \
      (kx[index + 1] * a[index + 1] + kx[index] * a[index - 1]) -                       \
      (ky[index + x] * a[index + x] + ky[index] * a[index - x])

static double cg_calc_w(int x, int y, int halo, const double *p, double *w, const double *kx,
                        const double *ky) {
  double pw = 0.0;
#pragma omp target teams distribute parallel for simd reduction(+ : pw) collapse(2)
  for (int jj = halo; jj < y - halo; ++jj)
    for (int kk = halo; kk < x - halo; ++kk) {
      const int index = kk + jj * x;
      const double smvp = SMVP(p);
      w[index] = smvp;
      pw += w[index] * p[index];
    }
  return pw;
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 200;
  int x = argc > 2 ? atoi(argv[2]) + 4 : 1004, y = x, halo = 2;
  long n = (long)x * y;
  double *p = malloc(n * sizeof *p), *w = calloc(n, sizeof *w), *kx = malloc(n * sizeof *kx),
         *ky = malloc(n * sizeof *ky), *wr = calloc(n, sizeof *wr);
  for (long i = 0; i < n; i++) { p[i] = i % 7 - 3; kx[i] = i % 3; ky[i] = i % 5 - 1; }
  double ref = 0;
  for (int jj = halo; jj < y - halo; ++jj)
    for (int kk = halo; kk < x - halo; ++kk) {
      const int index = kk + jj * x;
      wr[index] = SMVP(p);
      ref += wr[index] * p[index];
    }
  int bad = 0;
#pragma omp target enter data map(to : p[0:n], w[0:n], kx[0:n], ky[0:n])
  double best = 1e30;
  for (int r = 0; r < reps; r++) {
    double t0 = omp_get_wtime();
    double s = cg_calc_w(x, y, halo, p, w, kx, ky);
    double t = omp_get_wtime() - t0;
    if (t < best) best = t;
    if (s != ref && bad++ < 5) fprintf(stderr, "WRONG pw %.17g vs %.17g\n", s, ref);
  }
#pragma omp target exit data map(from : w[0:n]) map(delete : p[0:n], kx[0:n], ky[0:n])
  for (long i = 0; i < n; i += 997)
    if (w[i] != wr[i] && bad++ < 10) fprintf(stderr, "WRONG w[%ld] %g vs %g\n", i, w[i], wr[i]);
  printf("X=%d best wall %.1f us\n%s\n", x - 4, best * 1e6, bad ? "FAILED" : "all results right");
  return bad != 0;
}
