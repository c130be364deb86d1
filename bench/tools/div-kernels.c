/* Loops that store in every iteration without a reduction and divide: one
 * f64 division (fdiv1), a reciprocal behind a run-time condition (rcp,
 * TeaLeaf's w = 1 / density), two (div2, its kx and ky), four (many), two
 * with exp, log and sqrt (trans), and a 25-point stencil of 25 (s25), over
 * N doubles (./B REPS N, N at least 5 * 4096). Every element checked
 * against the host's results after the runs (relative 1e-12). Device times
 * from libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). Such loops hold the
 * most registers of the loops that store: ptxas's division subroutine in
 * relocatable code (docs/performance.md, "Relocatable device code"). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define X 4096
static void fdiv1(long n, double *e, const double *u, const double *d) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) e[i] = u[i] / d[i];
}
static void rcp(long n, double *e, const double *d, int c) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) e[i] = c == 1 ? d[i] : 1.0 / d[i];
}
static void div2(long n, double *e, double *f, const double *w) {
#pragma omp target teams distribute parallel for simd
  for (long i = X; i < n; i++) {
    e[i] = 0.5 * (w[i - 1] + w[i]) / (2.0 * w[i - 1] * w[i]);
    f[i] = 0.25 * (w[i - X] + w[i]) / (2.0 * w[i - X] * w[i]);
  }
}
static void many(long n, double *e, const double *u, const double *d, const double *c, const double *f, const double *g) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) {
    double a = u[i], b = d[i], q = c[i], r = f[i], s = g[i];
    e[i] = (a * b + q) / (r - s * a) + (b * q - r) / (a + s * q) + (a * a * b - q * r * s) / (b * b + 1.0) + (r * s * a + q) / (s * s + a * a + 2.0);
  }
}
static void trans(long n, double *e, const double *u, const double *d, const double *c) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) e[i] = exp(u[i]) / (d[i] + log(c[i])) + sqrt(u[i] / c[i]);
}
static void s25(long n, double *e, const double *u, const double *d) {
#pragma omp target teams distribute parallel for simd
  for (long i = 2 * X + 2; i < n - 2 * X - 2; i++) {
    double s = 0;
    for (int a = -2; a <= 2; a++)
      for (int b = -2; b <= 2; b++) s += (a * 5 + b + 13) * u[i + a * X + b] / d[i + a * X + b];
    e[i] = s;
  }
}
static long bad;
static void check(const char *k, long lo, long hi, const double *got, double (*want)(long)) {
  long b = 0;
  for (long i = lo; i < hi; i++) { double w = want(i); if (!(fabs(got[i] - w) <= 1e-12 * fabs(w))) b++; }
  if (b) printf("%s: %ld wrong\n", k, b);
  bad += b;
}
static double *U, *D, *C, *F, *G, *W;
static double w_fdiv1(long i) { return U[i] / D[i]; }
static double w_rcp(long i) { return 1.0 / D[i]; }
static double w_div2e(long i) { return 0.5 * (W[i - 1] + W[i]) / (2.0 * W[i - 1] * W[i]); }
static double w_div2f(long i) { return 0.25 * (W[i - X] + W[i]) / (2.0 * W[i - X] * W[i]); }
static double w_many(long i) {
  double a = U[i], b = D[i], q = C[i], r = F[i], s = G[i];
  return (a * b + q) / (r - s * a) + (b * q - r) / (a + s * q) + (a * a * b - q * r * s) / (b * b + 1.0) + (r * s * a + q) / (s * s + a * a + 2.0);
}
static double w_trans(long i) { return exp(U[i]) / (D[i] + log(C[i])) + sqrt(U[i] / C[i]); }
static double w_s25(long i) {
  double s = 0;
  for (int a = -2; a <= 2; a++)
    for (int b = -2; b <= 2; b++) s += (a * 5 + b + 13) * U[i + a * X + b] / D[i + a * X + b];
  return s;
}
int main(int argc, char **argv) {
  int reps = atoi(argv[1]);
  long n = atol(argv[2]);
  if (n < 5 * X) n = 5 * X;
  double *u = U = malloc(n * 8), *d = D = malloc(n * 8), *c = C = malloc(n * 8), *f = F = malloc(n * 8), *g = G = malloc(n * 8), *w = W = malloc(n * 8);
  double *e1 = calloc(n, 8), *e2 = calloc(n, 8), *e3 = calloc(n, 8), *e4 = calloc(n, 8), *e5 = calloc(n, 8), *e6 = calloc(n, 8), *e7 = calloc(n, 8);
  for (long i = 0; i < n; i++) {
    u[i] = 0.5 + (i % 13) * 0.25; d[i] = 1.0 + (i % 7) * 0.5; c[i] = 3.0 + (i % 5); f[i] = 7.0 + (i % 3); g[i] = 0.125 * (i % 4); w[i] = 1.0 + (i % 11) * 0.125;
  }
#pragma omp target data map(to : u[0:n], d[0:n], c[0:n], f[0:n], g[0:n], w[0:n]) map(tofrom : e1[0:n], e2[0:n], e3[0:n], e4[0:n], e5[0:n], e6[0:n], e7[0:n])
  for (int k = 0; k < reps; k++) {
    fdiv1(n, e1, u, d);
    rcp(n, e2, d, 2);
    div2(n, e3, e4, w);
    many(n, e5, u, d, c, f, g);
    trans(n, e6, u, d, c);
    s25(n, e7, u, d);
  }
  check("fdiv1", 0, n, e1, w_fdiv1);
  check("rcp", 0, n, e2, w_rcp);
  check("div2 e", X, n, e3, w_div2e);
  check("div2 f", X, n, e4, w_div2f);
  check("many", 0, n, e5, w_many);
  check("trans", 0, n, e6, w_trans);
  check("s25", 2 * X + 2, n - 2 * X - 2, e7, w_s25);
  printf("div-kernels n=%ld reps=%d: %s\n", n, reps, bad ? "WRONG" : "all results right");
  return bad != 0;
}
