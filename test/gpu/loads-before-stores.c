/* A merged loop's loads before its stores (plugin/LoadsBeforeStores.cpp):
 * TeaLeaf's cg_calc_ur (u += a*p; r -= a*w; rrn += r*r) and cg_calc_w
 * (w = stencil of p; pw += w*p, p loaded again after the store), 1-D and
 * collapse(2) over a grid's interior, with device pointers into one
 * allocation (is_device_ptr) that are apart, or the same array: u == r,
 * u == w, u == r == w, w == p. The same index aliasing keeps every
 * iteration independent, so each case has one right answer: the host's,
 * computed in program order with the same aliasing. With the plugin the
 * loops are merged and the loads run first where the pointers are apart
 * (the test before the loop) and in program order where they are not;
 * every build must give the host's values. The values are small integers,
 * so the reductions are exact in any order.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/loads-before-stores | %{check} %s
// CHECK: {{^}}loads-before-stores: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#define OMPRED_TEST_SPMD_BEGIN
#include "ompred_test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double ur_device(int x, int y, double a, double *u, const double *p, double *r,
                        const double *w, int grid) {
  double rrn = 0.0;
  if (grid) {
#pragma omp target teams distribute parallel for simd collapse(2) reduction(+ : rrn) \
    is_device_ptr(u, p, r, w)
    for (int j = 1; j < y - 1; j++)
      for (int k = 1; k < x - 1; k++) {
        int i = k + j * x;
        u[i] += a * p[i];
        r[i] -= a * w[i];
        rrn += r[i] * r[i];
      }
  } else {
    int n = x * y;
#pragma omp target teams distribute parallel for reduction(+ : rrn) is_device_ptr(u, p, r, w)
    for (int i = 0; i < n; i++) {
      u[i] += a * p[i];
      r[i] -= a * w[i];
      rrn += r[i] * r[i];
    }
  }
  return rrn;
}

static double ur_host(int x, int y, double a, double *u, const double *p, double *r,
                      const double *w, int grid) {
  double rrn = 0.0;
  for (int j = grid; j < (grid ? y - 1 : 1); j++)
    for (int k = grid; k < (grid ? x - 1 : x * y); k++) {
      int i = k + j * x;
      u[i] += a * p[i];
      r[i] -= a * w[i];
      rrn += r[i] * r[i];
    }
  return rrn;
}

static double w_device(int x, int y, double *w, const double *p) {
  double pw = 0.0;
#pragma omp target teams distribute parallel for simd collapse(2) reduction(+ : pw) is_device_ptr(w, p)
  for (int j = 1; j < y - 1; j++)
    for (int k = 1; k < x - 1; k++) {
      int i = k + j * x;
      w[i] = 2.0 * p[i] - p[i - 1] - p[i + 1] + p[i - x] - p[i + x];
      pw += w[i] * p[i];
    }
  return pw;
}

static double w_host(int x, int y, double *w, const double *p) {
  double pw = 0.0;
  for (int j = 1; j < y - 1; j++)
    for (int k = 1; k < x - 1; k++) {
      int i = k + j * x;
      w[i] = 2.0 * p[i] - p[i - 1] - p[i + 1] + p[i - x] - p[i + x];
      pw += w[i] * p[i];
    }
  return pw;
}

int main(void) {
  t_begin("loads-before-stores");
  static const int sizes[][2] = {{3, 3}, {34, 5}, {130, 131}, {1002, 1002}};
  /* Arrays u, p, r, w as slots of one allocation: */
  static const int slots[][4] = {{0, 1, 2, 3}, {0, 1, 0, 2}, {0, 1, 2, 0}, {0, 1, 0, 0}, {0, 0, 1, 2}};
  static const char *names[] = {"apart", "u == r", "u == w", "u == r == w", "u == p"};
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  for (int s = 0; s < 4; s++) {
    int x = sizes[s][0], y = sizes[s][1], n = x * y;
    size_t bytes = 4 * (size_t)n * sizeof(double);
    double *init = t_alloc(bytes), *want = t_alloc(bytes), *got = t_alloc(bytes);
    t_seed((uint64_t)s + 1);
    for (int e = 0; e < 4 * n; e++)
      init[e] = (double)t_rand_range(-8, 8);
    double *dbuf = omp_target_alloc(bytes, dev);
    if (!dbuf) {
      printf("FAIL: omp_target_alloc of %zu bytes\n", bytes);
      return 1;
    }
    for (int c = 0; c < 5; c++)
      for (int grid = 0; grid < 2; grid++) {
        char what[96];
        memcpy(want, init, bytes);
        double *h[4], *d[4];
        for (int a = 0; a < 4; a++) {
          h[a] = want + (size_t)slots[c][a] * n;
          d[a] = dbuf + (size_t)slots[c][a] * n;
        }
        double rrn_want = ur_host(x, y, 2.0, h[0], h[1], h[2], h[3], grid);
        omp_target_memcpy(dbuf, init, bytes, 0, 0, dev, host);
        double rrn = ur_device(x, y, 2.0, d[0], d[1], d[2], d[3], grid);
        omp_target_memcpy(got, dbuf, bytes, 0, 0, host, dev);
        snprintf(what, sizeof what, "cg_calc_ur %dx%d %s, %s: rrn", x, y, grid ? "interior" : "1-D", names[c]);
        t_check_f(what, rrn, rrn_want);
        snprintf(what, sizeof what, "cg_calc_ur %dx%d %s, %s: arrays", x, y, grid ? "interior" : "1-D", names[c]);
        t_check(what, memcmp(got, want, bytes) == 0, "the arrays differ from the host's");
      }
    /* cg_calc_w: w and p apart, and w == p (each element's update reads
     * its neighbours, so w == p only where the grid has no interior
     * neighbours written: the 3 x 3 grid's one cell). */
    for (int c = 0; c < (x == 3 ? 2 : 1); c++) {
      char what[96];
      memcpy(want, init, bytes);
      double *hw = want, *hp = want + (c ? 0 : n), *dw = dbuf, *dp = dbuf + (c ? 0 : n);
      double pw_want = w_host(x, y, hw, hp);
      omp_target_memcpy(dbuf, init, bytes, 0, 0, dev, host);
      double pw = w_device(x, y, dw, dp);
      omp_target_memcpy(got, dbuf, bytes, 0, 0, host, dev);
      snprintf(what, sizeof what, "cg_calc_w %dx%d, %s: pw", x, y, c ? "w == p" : "apart");
      t_check_f(what, pw, pw_want);
      snprintf(what, sizeof what, "cg_calc_w %dx%d, %s: w", x, y, c ? "w == p" : "apart");
      t_check(what, memcmp(got, want, bytes) == 0, "the arrays differ from the host's");
    }
    omp_target_free(dbuf, dev);
    free(init);
    free(want);
    free(got);
  }
  return t_end();
}
