/* Loops that store in every iteration without a reduction, by team count,
 * on an X x X interior with a halo of 2 (./B REPS X NT...; each NT in
 * turn, 0: no num_teams clause, the launch's own count): TeaLeaf's
 * finalise (e = u / d, collapse(2)), cg_calc_p's shape (p += 0.5 r,
 * collapse(2), in place), copy_u's (u0 = u, collapse(2)), a
 * one-dimensional update in place 64 bytes off a cache line, and a triad.
 * Every element checked against the host after the runs (the values stay
 * multiples of 1/2 below 2^53: exact in any order).
 * Device times from libompred_ktimer.so (OMPRED_KTIMER_SUMMARY); run one NT
 * per process to time each count on its own. */
#include <stdio.h>
#include <stdlib.h>
#define FIN(NAME, CL, ...) static void NAME(int x, int y, int h, double *e, const double *u, const double *d, ##__VA_ARGS__) { \
  _Pragma(CL) for (int jj = h; jj < y - h; ++jj) for (int kk = h; kk < x - h; ++kk) { const int i = kk + jj * x; e[i] = u[i] / d[i]; } }
FIN(fin, "omp target teams distribute parallel for simd collapse(2)")
FIN(fin_nt, "omp target teams distribute parallel for simd collapse(2) num_teams(nt)", int nt)
#define CP(NAME, CL, ...) static void NAME(int x, int y, int h, double *p, const double *r, ##__VA_ARGS__) { \
  _Pragma(CL) for (int jj = h; jj < y - h; ++jj) for (int kk = h; kk < x - h; ++kk) { const int i = kk + jj * x; p[i] = p[i] + 0.5 * r[i]; } }
CP(cp, "omp target teams distribute parallel for simd collapse(2)")
CP(cp_nt, "omp target teams distribute parallel for simd collapse(2) num_teams(nt)", int nt)
#define CU(NAME, CL, ...) static void NAME(int x, int y, int h, double *u0, const double *u, ##__VA_ARGS__) { \
  _Pragma(CL) for (int jj = h; jj < y - h; ++jj) for (int kk = h; kk < x - h; ++kk) { const int i = kk + jj * x; u0[i] = u[i]; } }
CU(cu, "omp target teams distribute parallel for simd collapse(2)")
CU(cu_nt, "omp target teams distribute parallel for simd collapse(2) num_teams(nt)", int nt)
#define P1(NAME, CL, ...) static void NAME(long n, double *p, const double *r, ##__VA_ARGS__) { \
  _Pragma(CL) for (long i = 0; i < n; i++) p[i + 8] = p[i + 8] + 0.5 * r[i + 8]; }
P1(p1, "omp target teams distribute parallel for simd")
P1(p1_nt, "omp target teams distribute parallel for simd num_teams(nt)", int nt)
#define TR(NAME, CL, ...) static void NAME(long n, double *a, const double *b, const double *c, ##__VA_ARGS__) { \
  _Pragma(CL) for (long i = 0; i < n; i++) a[i] = b[i] + 0.5 * c[i]; }
TR(tr, "omp target teams distribute parallel for simd")
TR(tr_nt, "omp target teams distribute parallel for simd num_teams(nt)", int nt)
int main(int argc, char **argv) {
  int reps = atoi(argv[1]), X = atoi(argv[2]), h = 2, x = X + 2 * h, y = x;
  long n = (long)x * y, m = n - 16, bad = 0;
  double *p = malloc(n * 8), *r = malloc(n * 8), *e = malloc(n * 8), *d = malloc(n * 8), *q = malloc(n * 8), *g = malloc(n * 8), *c = malloc(n * 8);
  for (long i = 0; i < n; i++) { p[i] = 0; r[i] = (double)(i % 7); d[i] = (double)(1 << (i % 4)); e[i] = -1; q[i] = 0; g[i] = -1; c[i] = -1; }
#pragma omp target enter data map(to : p[0:n], r[0:n], d[0:n], e[0:n], q[0:n], g[0:n], c[0:n])
  for (int a = 3; a < argc; a++) {
    int nt = atoi(argv[a]);
    for (int k = 0; k < reps; k++) {
      if (nt) { fin_nt(x, y, h, e, r, d, nt); cp_nt(x, y, h, p, r, nt); cu_nt(x, y, h, c, r, nt); p1_nt(m, q, r, nt); tr_nt(n, g, r, d, nt); }
      else { fin(x, y, h, e, r, d); cp(x, y, h, p, r); cu(x, y, h, c, r); p1(m, q, r); tr(n, g, r, d); }
    }
  }
  int runs = reps * (argc - 3);
#pragma omp target exit data map(from : p[0:n], e[0:n], q[0:n], g[0:n], c[0:n]) map(delete : r[0:n], d[0:n])
  /* p += 0.5 r from 0, runs times: exact */
  double f = 0.5 * runs;
  for (int jj = 0; jj < y; ++jj) for (int kk = 0; kk < x; ++kk) {
    long i = kk + (long)jj * x; int in = jj >= h && jj < y - h && kk >= h && kk < x - h;
    bad += p[i] != (in ? r[i] * f : 0);
    bad += e[i] != (in ? r[i] / d[i] : -1);
    bad += g[i] != r[i] + 0.5 * d[i];
    bad += c[i] != (in ? r[i] : -1);
  }
  for (long i = 0; i < n; i++) bad += q[i] != (i >= 8 && i < m + 8 ? r[i] * f : 0);
  printf("store-teams X=%d runs=%d: %s (%ld wrong)\n", X, runs, bad ? "WRONG" : "all results right", bad);
  return bad != 0;
}
