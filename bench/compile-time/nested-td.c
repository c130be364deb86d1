/* Compile-time reproducer: a generic `target teams distribute` whose body
 * holds a nested `parallel for` with a reduction (double, long, float, int),
 * beside eight ordinary reduction kernels in one unit. Compiled only
 * (bench/compile-time.sh); never run. */

double nested(const double *a, const int *b, int n, int m, long *lo, float *fo, int *io) {
  double s = 0;
  long l = 0;
  float f = 0;
  int x = 0;
#pragma omp target teams distribute reduction(+ : s, l, f) reduction(max : x) \
    map(to : a[0 : n * m], b[0 : n * m])
  for (int j = 0; j < n; j++) {
    double t = 0;
    long tl = 0;
    float tf = 0;
    int tx = 0;
#pragma omp parallel for reduction(+ : t, tl, tf) reduction(max : tx)
    for (int i = 0; i < m; i++) {
      t += a[j * m + i];
      tl += b[j * m + i];
      tf += (float)a[j * m + i];
      tx = tx > b[j * m + i] ? tx : b[j * m + i];
    }
    s += t;
    l += tl;
    f += tf;
    x = x > tx ? x : tx;
  }
  *lo = l;
  *fo = f;
  *io = x;
  return s;
}

#ifndef NESTED_ONLY
#include "others.h"
#endif
