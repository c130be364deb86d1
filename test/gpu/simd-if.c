/* Loops that an if clause applying to simd splits into two versions
 * (plugin/SimdIfVersions.cpp, docs/plugin.md, "The two versions of a simd
 * if clause"): the plugin keeps the version without simd, which must give
 * what either version gives, for both values of the clause on the device
 * (`if(simd: c)`, the target always offloaded) and with the clause on every
 * construct (`if(c)`, whose false case runs on the host):
 *   - TeaLeaf's halo update, a copy within one array, collapse(2);
 *   - a collapse(2) reduction that also stores (TeaLeaf's cg_calc_w shape):
 *     with one version left, the merge takes it (merged into the copies
 *     that the teams function calls where the parallel if clause holds);
 *   - a 1-D reduction with if(simd: c) and if(parallel: p) apart.
 * Every value is an integer or a sum of small integers in double, checked
 * exactly against the host's; team counts and sizes: libomptarget's
 * default, 3 x 64, 40 x 128.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/simd-if | %{check} %s
// CHECK: {{^}}simd-if: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#define X 203
#define Y 157
#define H 2

/* The device loops, the same under each clause (the host's references in
   check_halo and check_stencil are written out). */
#define HALO(u)                                                                \
  for (int j = 0; j < H; ++j)                                                  \
    for (int k = H; k < X - H; ++k)                                            \
      u[k + (H - j - 1) * X] = u[k + (H + j) * X];
#define STENCIL(p, w, s)                                                            \
  for (int j = H; j < Y - H; ++j)                                              \
    for (int k = H; k < X - H; ++k) {                                          \
      const int i = k + j * X;                                                 \
      w[i] = 4.0 * p[i] - p[i - 1] - p[i + 1] - p[i - X] - p[i + X];           \
      s += w[i] * p[i];                                                        \
    }

static void halo_simd_if(double *u, int c) {
#pragma omp target teams distribute parallel for simd if(simd : c) collapse(2) map(tofrom : u[0 : X * Y])
  HALO(u)
}

static void halo_if(double *u, int c) {
#pragma omp target teams distribute parallel for simd if(c) collapse(2) map(tofrom : u[0 : X * Y])
  HALO(u)
}

static double stencil_simd_if(const double *p, double *w, int c, int nt, int tl) {
  double s = 0.0;
  if (nt) {
#pragma omp target teams distribute parallel for simd if(simd : c) collapse(2) reduction(+ : s) \
    num_teams(nt) thread_limit(tl) map(to : p[0 : X * Y]) map(tofrom : w[0 : X * Y])
    STENCIL(p, w, s)
  } else {
#pragma omp target teams distribute parallel for simd if(simd : c) collapse(2) reduction(+ : s) \
    map(to : p[0 : X * Y]) map(tofrom : w[0 : X * Y])
    STENCIL(p, w, s)
  }
  return s;
}

static double stencil_if(const double *p, double *w, int c) {
  double s = 0.0;
#pragma omp target teams distribute parallel for simd if(c) collapse(2) reduction(+ : s) \
    map(to : p[0 : X * Y]) map(tofrom : w[0 : X * Y])
  STENCIL(p, w, s)
  return s;
}

static long sum_apart(const int *a, int n, int c, int par) {
  long s = 0;
#pragma omp target teams distribute parallel for simd if(simd : c) if(parallel : par) \
    reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

static void fill(double *v, int salt) {
  for (int i = 0; i < X * Y; i++)
    v[i] = (double)((i * 7 + salt) % 13) - 6.0;
}

static void check_halo(const char *what, void (*halo)(double *, int), int c) {
  double *u = t_alloc(sizeof(double) * X * Y), *want = t_alloc(sizeof(double) * X * Y);
  fill(u, c);
  fill(want, c);
  for (int j = 0; j < H; ++j)
    for (int k = H; k < X - H; ++k)
      want[k + (H - j - 1) * X] = want[k + (H + j) * X];
  halo(u, c);
  long bad = 0;
  for (int i = 0; i < X * Y; i++)
    bad += u[i] != want[i];
  char name[96];
  snprintf(name, sizeof name, "%s c=%d: elements not as the host's copy", what, c);
  t_check_i(name, bad, 0);
  free(u);
  free(want);
}

static void check_stencil(const char *what, int c, int nt, int tl) {
  double *p = t_alloc(sizeof(double) * X * Y), *w = t_alloc(sizeof(double) * X * Y),
         *want = t_alloc(sizeof(double) * X * Y);
  fill(p, 3);
  fill(w, 5);
  fill(want, 5);
  double s_want = 0.0;
  for (int j = H; j < Y - H; ++j)
    for (int k = H; k < X - H; ++k) {
      const int i = k + j * X;
      want[i] = 4.0 * p[i] - p[i - 1] - p[i + 1] - p[i - X] - p[i + X];
      s_want += want[i] * p[i];
    }
  double s = nt < 0 ? stencil_if(p, w, c) : stencil_simd_if(p, w, c, nt, tl);
  long bad = 0;
  for (int i = 0; i < X * Y; i++)
    bad += w[i] != want[i];
  char name[128];
  snprintf(name, sizeof name, "%s c=%d teams %d x %d: sum", what, c, nt, tl);
  t_check_f(name, s, s_want);
  snprintf(name, sizeof name, "%s c=%d teams %d x %d: elements of w not as the host's", what, c, nt,
           tl);
  t_check_i(name, bad, 0);
  free(p);
  free(w);
  free(want);
}

int main(void) {
  t_begin("simd-if");
  for (int c = 0; c <= 1; c++) {
    check_halo("halo if(simd: c)", halo_simd_if, c);
    check_halo("halo if(c)", halo_if, c);
    check_stencil("stencil if(simd: c)", c, 0, 0);
    check_stencil("stencil if(simd: c)", c, 3, 64);
    check_stencil("stencil if(simd: c)", c, 40, 128);
    check_stencil("stencil if(c)", c, -1, 0);
  }
  enum { N = 100003 };
  int *a = t_alloc(sizeof(int) * N);
  long want = 0;
  for (int i = 0; i < N; i++)
    want += a[i] = (int)t_rand_range(-1000, 1000);
  for (int c = 0; c <= 1; c++)
    for (int par = 0; par <= 1; par++) {
      char name[64];
      snprintf(name, sizeof name, "sum if(simd: %d) if(parallel: %d)", c, par);
      t_check_i(name, sum_apart(a, N, c, par), want);
    }
  free(a);
  return t_end();
}
