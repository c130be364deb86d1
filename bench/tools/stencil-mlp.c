/* TeaLeaf's cg_calc_w (src/omp/cg.cpp, a collapse(2) five-point stencil that
 * stores w and reduces sum(w * p)) with 1, 2 or 4 grid points per iteration,
 * the loads of all of them before any store (k1, k2, k4: rows j and j + Y/2,
 * or four quarters), on an X x X interior with halo 2 (./B REPS X FLUSH;
 * X a multiple of 4). Each kernel runs after a kernel that zeroes w and,
 * with FLUSH 1, one that writes 256 MiB, so that none of the arrays is left
 * in L2. Every sum and every element of w checked exactly against the host
 * (integer-valued data). Device times from libompred_ktimer.so
 * (OMPRED_KTIMER_SUMMARY); stencil-mlp-cuda.cu is the CUDA twin. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define SMVP(a, index)                                                                   \
  ((1.0 + (kx[index + 1] + kx[index]) + (ky[index + x] + ky[index])) * a[index] -       \
   (kx[index + 1] * a[index + 1] + kx[index] * a[index - 1]) -                          \
   (ky[index + x] * a[index + x] + ky[index] * a[index - x]))

static double k1(int x, int y, int halo, const double *p, double *w, const double *kx, const double *ky) {
  double pw = 0.0;
#pragma omp target teams distribute parallel for simd reduction(+ : pw) collapse(2)
  for (int jj = halo; jj < y - halo; ++jj)
    for (int kk = halo; kk < x - halo; ++kk) {
      const int index = kk + jj * x;
      w[index] = SMVP(p, index);
      pw += w[index] * p[index];
    }
  return pw;
}
static double k2(int x, int y, int halo, const double *p, double *w, const double *kx, const double *ky) {
  double pw = 0.0;
  int h = (y - 2 * halo) / 2;
#pragma omp target teams distribute parallel for simd reduction(+ : pw) collapse(2)
  for (int jj = 0; jj < h; ++jj)
    for (int kk = halo; kk < x - halo; ++kk) {
      const int a = kk + (jj + halo) * x, b = a + h * x;
      double sa = SMVP(p, a), sb = SMVP(p, b);
      w[a] = sa; w[b] = sb;
      pw += w[a] * p[a] + w[b] * p[b];
    }
  return pw;
}
static double k4(int x, int y, int halo, const double *p, double *w, const double *kx, const double *ky) {
  double pw = 0.0;
  int h = (y - 2 * halo) / 4;
#pragma omp target teams distribute parallel for simd reduction(+ : pw) collapse(2)
  for (int jj = 0; jj < h; ++jj)
    for (int kk = halo; kk < x - halo; ++kk) {
      const int a = kk + (jj + halo) * x, b = a + h * x, c = b + h * x, d = c + h * x;
      double sa = SMVP(p, a), sb = SMVP(p, b), sc = SMVP(p, c), sd = SMVP(p, d);
      w[a] = sa; w[b] = sb; w[c] = sc; w[d] = sd;
      pw += w[a] * p[a] + w[b] * p[b] + w[c] * p[c] + w[d] * p[d];
    }
  return pw;
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 200;
  int x = argc > 2 ? atoi(argv[2]) + 4 : 1004, y = x, halo = 2;
  int flush = argc > 3 ? atoi(argv[3]) : 0;
  if ((y - 4) % 4) { fprintf(stderr, "interior rows must be a multiple of 4\n"); return 2; }
  long n = (long)x * y;
  double *p = malloc(n * sizeof *p), *w = calloc(n, sizeof *w), *kx = malloc(n * sizeof *kx),
         *ky = malloc(n * sizeof *ky), *wr = calloc(n, sizeof *wr), *wb = malloc(n * sizeof *wb);
  for (long i = 0; i < n; i++) { p[i] = i % 7 - 3; kx[i] = i % 3; ky[i] = i % 5 - 1; }
  double ref = 0;
  for (int jj = halo; jj < y - halo; ++jj)
    for (int kk = halo; kk < x - halo; ++kk) {
      const int index = kk + jj * x;
      wr[index] = SMVP(p, index);
      ref += wr[index] * p[index];
    }
  int bad = 0;
  double best[3] = {1e30, 1e30, 1e30};
#pragma omp target enter data map(to : p[0:n], w[0:n], kx[0:n], ky[0:n])
  long nf = flush ? 32L << 20 : 0; /* 256 MiB: more than L2 */
  double *f = malloc((nf ? nf : 1) * sizeof *f);
#pragma omp target enter data map(alloc : f[0:nf])
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < 3; k++) {
#pragma omp target teams distribute parallel for
      for (long i = 0; i < n; i++) w[i] = 0;
#pragma omp target teams distribute parallel for
      for (long i = 0; i < nf; i++) f[i] = i;
      double t0 = omp_get_wtime();
      double s = k == 0 ? k1(x, y, halo, p, w, kx, ky) : k == 1 ? k2(x, y, halo, p, w, kx, ky) : k4(x, y, halo, p, w, kx, ky);
      double t = omp_get_wtime() - t0;
      if (t < best[k]) best[k] = t;
      if (s != ref && bad++ < 5) fprintf(stderr, "WRONG k%d pw %.17g vs %.17g\n", 1 << k, s, ref);
      if (r == reps - 1) {
#pragma omp target update from(w[0:n])
        for (long i = 0; i < n; i++)
          if (w[i] != wr[i] && bad++ < 10) fprintf(stderr, "WRONG k%d w[%ld] %g vs %g\n", 1 << k, i, w[i], wr[i]);
      }
    }
#pragma omp target exit data map(delete : p[0:n], w[0:n], kx[0:n], ky[0:n])
  printf("X=%d best wall us: k1 %.1f k2 %.1f k4 %.1f\n%s\n", x - 4, best[0] * 1e6, best[1] * 1e6, best[2] * 1e6,
         bad ? "FAILED" : "all results right");
  return bad != 0;
}
