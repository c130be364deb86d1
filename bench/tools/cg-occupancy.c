/* TeaLeaf's three CG reductions as src/omp/cg.cpp and solver_methods.cpp
 * write them: cg_calc_w (a five-point stencil that stores w and reduces
 * sum(w * p)), cg_calc_ur (u += a*p; r -= a*w; reduces sum(r * r)) and
 * calculate_2norm (sum(r * r)), on an X x X interior with halo 2
 * (./B REPS X; X = 1000: tea_bm_4, 4000: tea_bm_5). Per repetition: w, ur
 * with a = 1/2, 2norm, ur with a = -1/2 (which puts u and r back). The data
 * are small integers and halves: every summation order gives the host's
 * sums, and every sum is checked exactly, and u, r, w after the runs.
 * Built with the plugin at several resident-team settings (threads per SM,
 * register cap, clang's record count) to see what a team count above 1024
 * does to these kernels; cg-occupancy-cuda.cu is the CUDA twin. Device
 * times from libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). */
#include <stdio.h>
#include <stdlib.h>

#define SMVP(a)                                                                          \
  ((1.0 + (kx[index + 1] + kx[index]) + (ky[index + x] + ky[index])) * a[index] -       \
   (kx[index + 1] * a[index + 1] + kx[index] * a[index - 1]) -                          \
   (ky[index + x] * a[index + x] + ky[index] * a[index - x]))

static double cg_calc_w(int x, int y, int halo_depth, const double *p, double *w, const double *kx,
                        const double *ky) {
  double pw_temp = 0.0;
#pragma omp target teams distribute parallel for simd reduction(+ : pw_temp) collapse(2)
  for (int jj = halo_depth; jj < y - halo_depth; ++jj)
    for (int kk = halo_depth; kk < x - halo_depth; ++kk) {
      const int index = kk + jj * x;
      const double smvp = SMVP(p);
      w[index] = smvp;
      pw_temp += w[index] * p[index];
    }
  return pw_temp;
}

static double cg_calc_ur(int x, int y, int halo_depth, double alpha, double *u, const double *p,
                         double *r, const double *w) {
  double rrn_temp = 0.0;
#pragma omp target teams distribute parallel for simd reduction(+ : rrn_temp) collapse(2)
  for (int jj = halo_depth; jj < y - halo_depth; ++jj)
    for (int kk = halo_depth; kk < x - halo_depth; ++kk) {
      const int index = kk + jj * x;
      u[index] += alpha * p[index];
      r[index] -= alpha * w[index];
      rrn_temp += r[index] * r[index];
    }
  return rrn_temp;
}

static double calculate_2norm(int x, int y, int halo_depth, const double *buffer) {
  double norm_temp = 0.0;
#pragma omp target teams distribute parallel for simd reduction(+ : norm_temp) collapse(2)
  for (int jj = halo_depth; jj < y - halo_depth; ++jj)
    for (int kk = halo_depth; kk < x - halo_depth; ++kk) {
      const int index = kk + jj * x;
      norm_temp += buffer[index] * buffer[index];
    }
  return norm_temp;
}

static int check(const char *what, double got, double want, int *bad) {
  if (got != want && (*bad)++ < 10)
    fprintf(stderr, "WRONG %s %.17g vs %.17g\n", what, got, want);
  return got == want;
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 200;
  int x = argc > 2 ? atoi(argv[2]) + 4 : 1004, y = x, h = 2;
  long n = (long)x * y;
  double *p = malloc(n * sizeof *p), *w = calloc(n, sizeof *w), *kx = malloc(n * sizeof *kx),
         *ky = malloc(n * sizeof *ky), *u = malloc(n * sizeof *u), *r = malloc(n * sizeof *r),
         *u0 = malloc(n * sizeof *u0), *r0 = malloc(n * sizeof *r0), *wr = calloc(n, sizeof *wr);
  for (long i = 0; i < n; i++) {
    p[i] = i % 7 - 3; kx[i] = i % 3; ky[i] = i % 5 - 1;
    u[i] = u0[i] = i % 11 - 5; r[i] = r0[i] = i % 13 - 6;
  }
  /* The host's sums: pw; rrn after r -= w/2; sum(r * r) of the start. */
  double pw = 0, rrn_half = 0, rr = 0;
  for (int jj = h; jj < y - h; ++jj)
    for (int kk = h; kk < x - h; ++kk) {
      const int index = kk + jj * x;
      wr[index] = SMVP(p);
      pw += wr[index] * p[index];
      double rh = r0[index] - 0.5 * wr[index];
      rrn_half += rh * rh;
      rr += r0[index] * r0[index];
    }
  int bad = 0;
#pragma omp target enter data map(to : p[0:n], w[0:n], kx[0:n], ky[0:n], u[0:n], r[0:n])
  for (int i = 0; i < reps; i++) {
    check("pw", cg_calc_w(x, y, h, p, w, kx, ky), pw, &bad);
    check("rrn(+1/2)", cg_calc_ur(x, y, h, 0.5, u, p, r, w), rrn_half, &bad);
    check("2norm", calculate_2norm(x, y, h, r), rrn_half, &bad);
    check("rrn(-1/2)", cg_calc_ur(x, y, h, -0.5, u, p, r, w), rr, &bad);
  }
#pragma omp target exit data map(from : u[0:n], r[0:n], w[0:n]) map(delete : p[0:n], kx[0:n], ky[0:n])
  for (long i = 0; i < n; i++) {
    check("u", u[i], u0[i], &bad);
    check("r", r[i], r0[i], &bad);
    check("w", w[i], wr[i], &bad);
  }
  printf("X=%d reps=%d %s\n", x - 4, reps, bad ? "FAILED" : "all results right");
  return bad != 0;
}
