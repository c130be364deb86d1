/* Stream kernels without a reduction, 2^E doubles (E = argv[2], default 20),
 * argv[1] repetitions: BabelStream's copy c=a, mul b=s*c, add c=a+b, triad
 * a=b+s*c; in-place updates inc a+=b and axpy p=s*p+r (TeaLeaf's cg_calc_p
 * as one loop); and axpy and triad on arrays 64 bytes off a cache line
 * (axpyo, triado), as a stencil's interior is; and copies within one array,
 * as TeaLeaf's halo updates make: w[i] = w[i + n], and w[i + 8] = w[i + n +
 * 16] for i < n - 8, 64 bytes off a line on the stored side (shifto), and two columns of rows of 16 doubles
 * copied to the two before them, collapse(2) (cols). Every element of every
 * array checked against the host after the runs. Device times from
 * libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). Built with the plugin as it
 * is (loops without a reduction left as clang emitted them but the copies
 * within one array; -mllvm -ompred-merge-copies-within-arrays=false leaves
 * those too) and with -mllvm -ompred-merge-without-reduction (merged):
 * docs/plugin.md, "What is left alone, and why"; how: bench/tools/README.md. */
#include <stdio.h>
#include <stdlib.h>

#define KERNEL(NAME, BODY)                                                                  \
  static void NAME(int n, double s, double *a, double *b, double *c, double *p, double *r) { \
    _Pragma("omp target teams distribute parallel for simd")                               \
    for (int i = 0; i < n; i++) { BODY; }                                                 \
  }
KERNEL(k_copy, c[i] = a[i])
KERNEL(k_mul, b[i] = s * c[i])
KERNEL(k_add, c[i] = a[i] + b[i])
KERNEL(k_triad, a[i] = b[i] + s * c[i])
KERNEL(k_inc, a[i] += b[i])
KERNEL(k_axpy, p[i] = s * p[i] + r[i])
KERNEL(k_axpyo, p[i + 8] = s * p[i + 8] + r[i + 8])
KERNEL(k_triado, a[i + 8] = b[i + 8] + s * c[i + 8])
static void k_shift(int n, double *w) {
#pragma omp target teams distribute parallel for simd
  for (int i = 0; i < n; i++)
    w[i] = w[i + n];
}
static void k_shifto(int n, double *w) {
#pragma omp target teams distribute parallel for simd
  for (int i = 0; i < n - 8; i++)
    w[i + 8] = w[i + n + 16];
}
static void k_cols(int rows, double *v) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int j = 0; j < rows; j++)
    for (int k = 0; k < 2; k++)
      v[j * 16 + 1 - k] = v[j * 16 + 2 + k];
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 30, e = argc > 2 ? atoi(argv[2]) : 20, n = 1 << e;
  long m = n + 8L;
  double *a = malloc(m * 8), *b = malloc(m * 8), *c = malloc(m * 8), *p = malloc(m * 8), *r = malloc(m * 8);
  double *q = malloc(m * 8), *t = malloc(m * 8), *u = malloc(m * 8), *v = malloc(m * 8);
  /* w: 2n + 16 doubles, copied from w[n, 2n + 8) to w[0, n); h: n / 2
     rows of 16. */
  long nw = 2L * n + 16, rows = n / 2, nh = 16L * rows;
  double *w = malloc(nw * 8), *h = malloc(nh * 8);
  for (long i = 0; i < nw; i++)
    w[i] = i < n ? -1.0 : (double)(i % 13);
  for (long i = 0; i < nh; i++)
    h[i] = (i % 16) < 2 ? -1.0 : (double)(i % 11);
  for (long i = 0; i < m; i++) {
    a[i] = 1; b[i] = 2; c[i] = 0; p[i] = 0; r[i] = i % 7; q[i] = 0; t[i] = i % 7; u[i] = 0; v[i] = 1;
  }
  /* With S = -1 every repetition doubles a's magnitude and zeroes c: a, b
   * and c stay powers of two, exact however the device rounds or fuses the
   * triad's multiply-add (with S = 3 they were not from 17 repetitions on,
   * and the host's separate roundings then need not match). */
  const double S = -1.0;
  if (reps > 1000) { fprintf(stderr, "REPS at most 1000: a would overflow\n"); return 2; }
#pragma omp target enter data map(to : a[0:m], b[0:m], c[0:m], p[0:m], r[0:m], q[0:m], t[0:m], u[0:m], v[0:m], \
                                        w[0:nw], h[0:nh])
  for (int k = 0; k < reps; k++) {
    k_copy(n, S, a, b, c, p, r);
    k_mul(n, S, a, b, c, p, r);
    k_add(n, S, a, b, c, p, r);
    k_triad(n, S, a, b, c, p, r);
    k_inc(n, S, a, b, c, p, r);
    k_axpy(n, 1.0, a, b, c, p, r);
    k_axpyo(n, 1.0, a, b, c, q, t);
    k_triado(n, 0.0, u, v, v, p, r);
    k_shift(n, w);
    k_shifto(n, w);
    k_cols(rows, h);
  }
#pragma omp target exit data map(from : a[0:m], b[0:m], c[0:m], p[0:m], q[0:m], u[0:m]) \
    map(delete : r[0:m], t[0:m], v[0:m]) map(from : w[0:nw], h[0:nh])
  double A = 1, B = 2, C = 0; /* one element's history: a, b, c alike everywhere */
  for (int k = 0; k < reps; k++) { C = A; B = S * C; C = A + B; A = B + S * C; A += B; }
  int bad = 0;
  for (long i = 0; i < n; i++) {
    if ((a[i] != A || b[i] != B || c[i] != C) && bad++ < 5) fprintf(stderr, "WRONG a/b/c[%ld]\n", i);
    if (p[i] != reps * (double)(i % 7) && bad++ < 5) fprintf(stderr, "WRONG p[%ld]\n", i);
    if (q[i + 8] != reps * (double)((i + 8) % 7) && bad++ < 5) fprintf(stderr, "WRONG q[%ld]\n", i + 8);
    if (u[i + 8] != 1.0 && bad++ < 5) fprintf(stderr, "WRONG u[%ld]\n", i + 8);
  }
  for (long i = 0; i < 8; i++)
    if ((q[i] != 0 || u[i] != 0) && bad++ < 5) fprintf(stderr, "WRONG q/u[%ld] written\n", i);
  /* w: shift writes w[0, n) from w[n, 2n), then shifto w[8, n) from
     w[n + 16, 2n + 8); w[n, 2n + 16), never written, keeps i % 13. */
  for (long i = 0; i < nw; i++) {
    double want = i >= n ? (double)(i % 13) : i >= 8 ? (double)((i + n + 8) % 13) : (double)((i + n) % 13);
    if (w[i] != want && bad++ < 5) fprintf(stderr, "WRONG w[%ld]\n", i);
  }
  for (long i = 0; i < nh; i++) {
    long k = i % 16;
    double want = k < 2 ? (double)((i - k + 3 - k) % 11) : (double)(i % 11);
    if (h[i] != want && bad++ < 5) fprintf(stderr, "WRONG h[%ld]\n", i);
  }
  printf("n=2^%d reps=%d %s\n", e, reps, bad ? "FAILED" : "all results right");
  return bad != 0;
}
