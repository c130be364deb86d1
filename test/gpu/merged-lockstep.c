/* Reductions whose loop updates an array in place in every iteration: the
 * plugin merges them with a block barrier per stride that goes on while any
 * thread of the block has an iteration left (docs/plugin.md, "Merged loops
 * that reduce and store"). Every thread must reach that barrier equally
 * often, or the team hangs, and must run each of its iterations once: shapes
 * where threads of one block have different numbers of iterations or none
 * (trip counts around the block and grid size, 0 and 1, more teams than
 * iterations), blocks that are not whole warps or a single thread, int,
 * unsigned, long and unsigned long loops, collapse(2) over a stencil's
 * interior (rows not aligned to a line, TeaLeaf's cg_calc_ur), simd, and
 * two arrays updated in one loop. Each array element must gain its increment
 * exactly once per call and the sum must be the host's; values are small
 * integers, so both are exact in any order. The runtimes without the plugin
 * run the same loops as clang emits them.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/merged-lockstep | %{check} %s
// RUN: env OMP_TEAMS_THREAD_LIMIT=64 %{run} %{bin}/merged-lockstep | %{check} %s
// CHECK: {{^}}merged-lockstep: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#include <stdio.h>
#include <string.h>

/* p[i] += r[i] for i in [0, n), the sum of the new p[i]: one loop per
 * induction type and launch shape. Name, index type T, the construct's
 * directives after `distribute` and its clauses. */
#define UPDATE_SUM(NAME, T, DIRECTIVES, CLAUSES)                                           \
  static double NAME(double *p, const double *r, T n, int tl) {                            \
    double d = 0;                                                                          \
    (void)tl;                                                                              \
    T_PRAGMA(omp target teams distribute DIRECTIVES reduction(+ : d) is_device_ptr(p, r)   \
                 CLAUSES)                                                                  \
    for (T i = 0; i < n; ++i) {                                                            \
      p[i] += r[i];                                                                        \
      d += p[i];                                                                           \
    }                                                                                      \
    return d;                                                                              \
  }
UPDATE_SUM(sum_int, int, parallel for, )
UPDATE_SUM(sum_unsigned, unsigned, parallel for, )
UPDATE_SUM(sum_long, long, parallel for, )
UPDATE_SUM(sum_ulong, unsigned long, parallel for, )
UPDATE_SUM(sum_tl33, int, parallel for, thread_limit(33))
UPDATE_SUM(sum_tl1, int, parallel for, thread_limit(1))
UPDATE_SUM(sum_tl1024, int, parallel for, thread_limit(1024))
UPDATE_SUM(sum_teams, int, parallel for, num_teams(37) thread_limit(96))
UPDATE_SUM(sum_simd, int, parallel for simd, )
UPDATE_SUM(sum_runtime_limit, int, parallel for, thread_limit(tl))

/* Two arrays updated in place, one reduced (TeaLeaf's cg_calc_ur), over the
 * interior of an x by x grid with a halo of 2. */
static double calc_ur(int x, double alpha, double *u, const double *p, double *r, const double *w) {
  double rrn = 0;
#pragma omp target teams distribute parallel for simd reduction(+ : rrn) collapse(2) \
    is_device_ptr(u, p, r, w)
  for (int jj = 2; jj < x - 2; ++jj)
    for (int kk = 2; kk < x - 2; ++kk) {
      const int index = kk + jj * x;
      u[index] += alpha * p[index];
      r[index] -= alpha * w[index];
      rrn += r[index] * r[index];
    }
  return rrn;
}

static double *dev_copy(const double *h, long n, int dev) {
  double *d = omp_target_alloc((size_t)(n ? n : 1) * sizeof(double), dev);
  if (!d) { printf("FAIL: omp_target_alloc of %ld doubles\n", n); exit(2); }
  if (n) omp_target_memcpy(d, h, (size_t)n * sizeof(double), 0, 0, dev, omp_get_initial_device());
  return d;
}

static void from_dev(double *h, const double *d, long n, int dev) {
  if (n) omp_target_memcpy(h, d, (size_t)n * sizeof(double), 0, 0, omp_get_initial_device(), dev);
}

/* Runs one loop over n iterations twice; the element values and both sums
 * against the host's. */
static void check_update(const char *what, long n, int which, int tl, int dev) {
  double *p = t_alloc((size_t)n * sizeof(double) + 8), *r = t_alloc((size_t)n * sizeof(double) + 8);
  for (long i = 0; i < n; ++i) { p[i] = (double)(i % 3); r[i] = (double)(i % 7); }
  double *dp = dev_copy(p, n, dev), *dr = dev_copy(r, n, dev);
  char msg[160];
  for (int call = 1; call <= 2; ++call) {
    double d = 0;
    switch (which) {
    case 0: d = sum_int(dp, dr, (int)n, tl); break;
    case 1: d = sum_unsigned(dp, dr, (unsigned)n, tl); break;
    case 2: d = sum_long(dp, dr, n, tl); break;
    case 3: d = sum_ulong(dp, dr, (unsigned long)n, tl); break;
    case 4: d = sum_tl33(dp, dr, (int)n, tl); break;
    case 5: d = sum_tl1(dp, dr, (int)n, tl); break;
    case 6: d = sum_tl1024(dp, dr, (int)n, tl); break;
    case 7: d = sum_teams(dp, dr, (int)n, tl); break;
    case 8: d = sum_simd(dp, dr, (int)n, tl); break;
    default: d = sum_runtime_limit(dp, dr, (int)n, tl); break;
    }
    double want = 0;
    for (long i = 0; i < n; ++i) want += (double)(i % 3) + call * (double)(i % 7);
    snprintf(msg, sizeof msg, "%s n=%ld tl=%d call %d: sum", what, n, tl, call);
    t_check_f(msg, d, want);
  }
  from_dev(p, dp, n, dev);
  long bad = 0, first = -1;
  for (long i = 0; i < n; ++i)
    if (p[i] != (double)(i % 3) + 2 * (double)(i % 7) && bad++ == 0) first = i;
  snprintf(msg, sizeof msg, "%s n=%ld tl=%d: elements updated other than once per call (first %ld)",
           what, n, tl, first);
  t_check_i(msg, bad, 0);
  omp_target_free(dp, dev);
  omp_target_free(dr, dev);
  free(p);
  free(r);
}

static void check_calc_ur(int x, int dev) {
  long n = (long)x * x;
  double *u = t_alloc(n * sizeof(double)), *p = t_alloc(n * sizeof(double));
  double *r = t_alloc(n * sizeof(double)), *w = t_alloc(n * sizeof(double));
  for (long i = 0; i < n; ++i) { u[i] = i % 5; p[i] = i % 3; r[i] = i % 11; w[i] = i % 2; }
  double *du = dev_copy(u, n, dev), *dp = dev_copy(p, n, dev), *dr = dev_copy(r, n, dev),
         *dw = dev_copy(w, n, dev);
  double got = calc_ur(x, 1.0, du, dp, dr, dw), want = 0;
  for (int jj = 2; jj < x - 2; ++jj)
    for (int kk = 2; kk < x - 2; ++kk) {
      long i = kk + (long)jj * x;
      double ri = r[i] - w[i];
      want += ri * ri;
    }
  char msg[160];
  snprintf(msg, sizeof msg, "calc_ur %dx%d: rrn", x, x);
  t_check_f(msg, got, want);
  double *hu = t_alloc(n * sizeof(double)), *hr = t_alloc(n * sizeof(double));
  from_dev(hu, du, n, dev);
  from_dev(hr, dr, n, dev);
  long bad = 0;
  for (long i = 0; i < n; ++i) {
    long j = i / x, k = i % x;
    int inside = j >= 2 && j < x - 2 && k >= 2 && k < x - 2;
    if (hu[i] != u[i] + (inside ? p[i] : 0) || hr[i] != r[i] - (inside ? w[i] : 0)) ++bad;
  }
  snprintf(msg, sizeof msg, "calc_ur %dx%d: u and r elements wrong", x, x);
  t_check_i(msg, bad, 0);
  omp_target_free(du, dev); omp_target_free(dp, dev); omp_target_free(dr, dev); omp_target_free(dw, dev);
  free(u); free(p); free(r); free(w); free(hu); free(hr);
}

int main(void) {
  t_begin("merged-lockstep");
  int dev = omp_get_default_device();
  /* Around a warp, clang's default block (128), one and two blocks of 1024,
   * the default grid's stride (libomptarget's teams x 128), and larger. */
  const long sizes[] = {0, 1, 2, 31, 32, 33, 127, 128, 129, 1000, 1023, 1024, 1025,
                        4097, 409600 - 1, 409600 + 1, (1L << 20) + 3};
  const char *names[] = {"int", "unsigned", "long", "unsigned long", "thread_limit(33)",
                         "thread_limit(1)", "thread_limit(1024)", "num_teams(37) thread_limit(96)",
                         "simd", "thread_limit(runtime)"};
  for (int which = 0; which <= 9; ++which)
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
      if (which == 5 && sizes[s] > 5000) continue; /* one thread per team: slow, and enough */
      if (which == 9) {
        const int tls[] = {1, 5, 32, 33, 100, 128, 256};
        for (size_t t = 0; t < sizeof tls / sizeof tls[0]; ++t)
          check_update(names[which], sizes[s], which, tls[t], dev);
      } else {
        check_update(names[which], sizes[s], which, 0, dev);
      }
    }
  const int grids[] = {5, 6, 37, 132, 1004};
  for (size_t g = 0; g < sizeof grids / sizeof grids[0]; ++g)
    check_calc_ur(grids[g], dev);
  return t_end();
}
