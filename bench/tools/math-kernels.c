/* Loops that store in every iteration, without a reduction and without an
 * f64 division, whose arithmetic has ptxas subroutines or long inline
 * sequences: an f32 division (fdiv32), an f64 square root (sqrt64), an f32
 * square root (sqrt32), exp and log (explog), sin and cos (sincos), a
 * collapse(2) f32 division (fdiv32c), over N elements (./B REPS N, N at
 * least 4096 * 4). Every element checked against the host's results after
 * the runs (relative 1e-12 for double, 1e-6 for float). Device times from
 * libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). The plugin drops these
 * kernels' `.maxntid`; built with -ompred-drop-thread-bound-hint=false
 * too, they show what the directive costs them (docs/plugin.md, "Launch
 * bounds that cost registers"). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define X 4096
static void fdiv32(long n, float *e, const float *u, const float *d) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) e[i] = u[i] / d[i];
}
static void sqrt64(long n, double *e, const double *u) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) e[i] = sqrt(u[i]) + u[i];
}
static void sqrt32(long n, float *e, const float *u) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) e[i] = sqrtf(u[i]) + u[i];
}
static void explog(long n, double *e, const double *u, const double *c) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) e[i] = exp(u[i]) + log(c[i]);
}
static void sincos2(long n, double *e, const double *u) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) e[i] = sin(u[i]) * cos(u[i] * 0.5);
}
static void fdiv32c(long n, float *e, const float *u, const float *d) {
  int y = (int)(n / X);
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = 0; j < y; j++)
    for (int k = 0; k < X; k++) e[k + (long)j * X] = u[k + (long)j * X] / d[k + (long)j * X];
}
static long bad;
static void checkd(const char *k, long n, const double *got, double (*want)(long)) {
  long b = 0;
  for (long i = 0; i < n; i++) { double w = want(i); if (!(fabs(got[i] - w) <= 1e-12 * fabs(w))) b++; }
  if (b) printf("%s: %ld wrong\n", k, b);
  bad += b;
}
static void checkf(const char *k, long n, const float *got, float (*want)(long)) {
  long b = 0;
  for (long i = 0; i < n; i++) { float w = want(i); if (!(fabsf(got[i] - w) <= 1e-6f * fabsf(w))) b++; }
  if (b) printf("%s: %ld wrong\n", k, b);
  bad += b;
}
static double *U, *C;
static float *UF, *DF;
static float w_fdiv32(long i) { return UF[i] / DF[i]; }
static double w_sqrt64(long i) { return sqrt(U[i]) + U[i]; }
static float w_sqrt32(long i) { return sqrtf(UF[i]) + UF[i]; }
static double w_explog(long i) { return exp(U[i]) + log(C[i]); }
static double w_sincos(long i) { return sin(U[i]) * cos(U[i] * 0.5); }
int main(int argc, char **argv) {
  int reps = atoi(argv[1]);
  long n = atol(argv[2]) / X * X;
  if (n < 4 * X) n = 4 * X;
  double *u = U = malloc(n * 8), *c = C = malloc(n * 8);
  float *uf = UF = malloc(n * 4), *df = DF = malloc(n * 4);
  double *e2 = calloc(n, 8), *e4 = calloc(n, 8), *e5 = calloc(n, 8);
  float *e1 = calloc(n, 4), *e3 = calloc(n, 4), *e6 = calloc(n, 4);
  for (long i = 0; i < n; i++) {
    u[i] = 0.5 + (i % 13) * 0.25; c[i] = 3.0 + (i % 5);
    uf[i] = 0.5f + (i % 11) * 0.375f; df[i] = 1.0f + (i % 7) * 0.5f;
  }
#pragma omp target data map(to : u[0:n], c[0:n], uf[0:n], df[0:n]) map(tofrom : e1[0:n], e2[0:n], e3[0:n], e4[0:n], e5[0:n], e6[0:n])
  for (int k = 0; k < reps; k++) {
    fdiv32(n, e1, uf, df);
    sqrt64(n, e2, u);
    sqrt32(n, e3, uf);
    explog(n, e4, u, c);
    sincos2(n, e5, u);
    fdiv32c(n, e6, uf, df);
  }
  checkf("fdiv32", n, e1, w_fdiv32);
  checkd("sqrt64", n, e2, w_sqrt64);
  checkf("sqrt32", n, e3, w_sqrt32);
  checkd("explog", n, e4, w_explog);
  checkd("sincos", n, e5, w_sincos);
  checkf("fdiv32c", n, e6, w_fdiv32);
  printf("math-kernels n=%ld reps=%d: %s\n", n, reps, bad ? "WRONG" : "all results right");
  return bad != 0;
}
