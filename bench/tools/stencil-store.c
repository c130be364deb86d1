/* TeaLeaf's CG stencil updates on an X x X interior with a halo of 2
 * (X = argv[2], default 4000; argv[1] repetitions; argv[3] a team count
 * for a second calc_p with num_teams): calc_p (p = beta*p + r,
 * collapse(2), no reduction) and calc_ur (u += a*p; r -= a*w; rrn += r*r,
 * collapse(2), a reduction), as TeaLeaf's omp/cg.cpp writes them. Every
 * sum and every element of p, u, r checked against the host after the runs
 * (the data are small integers times powers of two: every summation order
 * gives the host's result). Device times from libompred_ktimer.so
 * (OMPRED_KTIMER_SUMMARY). Built stock, ompred, with the plugin, and with
 * the plugin at -mllvm -ompred-merge-without-reduction (compiled as
 * dot-launch-shapes.c's options): bench/tools/README.md. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Each kernel twice: libomptarget's team count, and num_teams(nt) (argv[3];
 * 0: not run). */
#define CALC_P(NAME, CLAUSE, ...)                                                           \
  static void NAME(int x, int y, int h, double beta, double *p, const double *r, ##__VA_ARGS__) { \
    _Pragma(CLAUSE)                                                                         \
    for (int jj = h; jj < y - h; ++jj)                                                      \
      for (int kk = h; kk < x - h; ++kk) {                                                  \
        const int index = kk + jj * x;                                                      \
        p[index] = beta * p[index] + r[index];                                              \
      }                                                                                     \
  }
CALC_P(calc_p, "omp target teams distribute parallel for simd collapse(2)")
CALC_P(calc_p_nt, "omp target teams distribute parallel for simd collapse(2) num_teams(nt)", int nt)

#define CALC_UR(NAME, CLAUSE, ...)                                                          \
  static double NAME(int x, int y, int h, double alpha, double *u, const double *p, double *r, \
                     const double *w, ##__VA_ARGS__) {                                      \
    double rrn = 0.0;                                                                       \
    _Pragma(CLAUSE)                                                                         \
    for (int jj = h; jj < y - h; ++jj)                                                      \
      for (int kk = h; kk < x - h; ++kk) {                                                  \
        const int index = kk + jj * x;                                                      \
        u[index] += alpha * p[index];                                                       \
        r[index] -= alpha * w[index];                                                       \
        rrn += r[index] * r[index];                                                         \
      }                                                                                     \
    return rrn;                                                                             \
  }
CALC_UR(calc_ur, "omp target teams distribute parallel for simd reduction(+ : rrn) collapse(2)")
CALC_UR(calc_ur_nt, "omp target teams distribute parallel for simd reduction(+ : rrn) collapse(2) num_teams(nt)",
        int nt)

/* a = b + s * c over the whole grid, one dimension (BabelStream's triad) */
static void triad(long n, double *a, const double *b, const double *c) {
#pragma omp target teams distribute parallel for simd
  for (long i = 0; i < n; i++) a[i] = b[i] + 0.5 * c[i];
}
static void triad_nt(long n, double *a, const double *b, const double *c, int nt) {
#pragma omp target teams distribute parallel for simd num_teams(nt)
  for (long i = 0; i < n; i++) a[i] = b[i] + 0.5 * c[i];
}

/* The host's calc_p and calc_ur on P, R, U (and w), in the kernels' order. */
static void ref_p(int x, int y, int h, double *P, const double *R) {
  for (int jj = h; jj < y - h; ++jj)
    for (int kk = h; kk < x - h; ++kk) P[kk + jj * x] = 0.5 * P[kk + jj * x] + R[kk + jj * x];
}
static double ref_ur(int x, int y, int h, double *U, const double *P, double *R, const double *w) {
  double want = 0;
  for (int jj = h; jj < y - h; ++jj)
    for (int kk = h; kk < x - h; ++kk) {
      long i = kk + (long)jj * x;
      U[i] += 0.5 * P[i];
      R[i] -= 0.5 * w[i];
      want += R[i] * R[i];
    }
  return want;
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 20, X = argc > 2 ? atoi(argv[2]) : 4000, h = 2;
  int nt = argc > 3 ? atoi(argv[3]) : 0;
  int x = X + 2 * h, y = X + 2 * h;
  long n = (long)x * y;
  double *p = malloc(n * 8), *r = malloc(n * 8), *u = malloc(n * 8), *w = malloc(n * 8);
  double *P = malloc(n * 8), *R = malloc(n * 8), *U = malloc(n * 8);
  for (long i = 0; i < n; i++) {
    p[i] = P[i] = (double)(i % 5);
    r[i] = R[i] = (double)(i % 3);
    u[i] = U[i] = 0;
    w[i] = (double)(i % 2);
  }
  long bad = 0;
#pragma omp target enter data map(to : p[0:n], r[0:n], u[0:n], w[0:n])
  for (int k = 0; k < reps; k++) {
    /* alpha = 0.5 and beta = 0.5 keep every value a multiple of 2^-reps */
    calc_p(x, y, h, 0.5, p, r);
    ref_p(x, y, h, P, R);
    if (nt) {
      calc_p_nt(x, y, h, 0.5, p, r, nt);
      ref_p(x, y, h, P, R);
    }
    double got = calc_ur(x, y, h, 0.5, u, p, r, w), want = ref_ur(x, y, h, U, P, R, w);
    if (fabs(got - want) > 1e-9 * fabs(want)) bad++;
    if (nt) {
      got = calc_ur_nt(x, y, h, 0.5, u, p, r, w, nt), want = ref_ur(x, y, h, U, P, R, w);
      if (fabs(got - want) > 1e-9 * fabs(want)) bad++;
    }
  }
  if (nt) { /* triad into u's copy t, from p and r: checked once, after both */
    double *t = malloc(n * 8);
#pragma omp target data map(from : t[0:n])
    for (int k = 0; k < reps; k++) {
      triad(n, t, p, r);
      triad_nt(n, t, p, r, nt);
    }
    for (long i = 0; i < n; i++) bad += t[i] != P[i] + 0.5 * R[i];
    free(t);
  }
#pragma omp target exit data map(from : p[0:n], r[0:n], u[0:n]) map(delete : w[0:n])
  for (long i = 0; i < n; i++) bad += p[i] != P[i] || r[i] != R[i] || u[i] != U[i];
  printf("stencil-store X=%d reps=%d: %s\n", X, reps, bad ? "WRONG" : "all results right");
  return bad != 0;
}
