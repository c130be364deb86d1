/* Stream kernels without a reduction, 2^E doubles (E = argv[2], default 20),
 * argv[1] repetitions: BabelStream's copy c=a, mul b=s*c, add c=a+b, triad
 * a=b+s*c; in-place updates inc a+=b and axpy p=s*p+r (TeaLeaf's cg_calc_p
 * as one loop); and axpy and triad on arrays 64 bytes off a cache line
 * (axpyo, triado), as a stencil's interior is. Every element of every array
 * checked against the host after the runs. Device times from
 * libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). Built with the plugin as it
 * is (loops without a reduction left as clang emitted them) and with
 * -mllvm -ompred-merge-without-reduction (merged): docs/plugin.md, "What is
 * left alone, and why"; how: bench/tools/README.md. */
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

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 30, e = argc > 2 ? atoi(argv[2]) : 20, n = 1 << e;
  long m = n + 8L;
  double *a = malloc(m * 8), *b = malloc(m * 8), *c = malloc(m * 8), *p = malloc(m * 8), *r = malloc(m * 8);
  double *q = malloc(m * 8), *t = malloc(m * 8), *u = malloc(m * 8), *v = malloc(m * 8);
  for (long i = 0; i < m; i++) {
    a[i] = 1; b[i] = 2; c[i] = 0; p[i] = 0; r[i] = i % 7; q[i] = 0; t[i] = i % 7; u[i] = 0; v[i] = 1;
  }
  /* With S = -1 every repetition doubles a's magnitude and zeroes c: a, b
   * and c stay powers of two, exact however the device rounds or fuses the
   * triad's multiply-add (with S = 3 they were not from 17 repetitions on,
   * and the host's separate roundings then need not match). */
  const double S = -1.0;
  if (reps > 1000) { fprintf(stderr, "REPS at most 1000: a would overflow\n"); return 2; }
#pragma omp target enter data map(to : a[0:m], b[0:m], c[0:m], p[0:m], r[0:m], q[0:m], t[0:m], u[0:m], v[0:m])
  for (int k = 0; k < reps; k++) {
    k_copy(n, S, a, b, c, p, r);
    k_mul(n, S, a, b, c, p, r);
    k_add(n, S, a, b, c, p, r);
    k_triad(n, S, a, b, c, p, r);
    k_inc(n, S, a, b, c, p, r);
    k_axpy(n, 1.0, a, b, c, p, r);
    k_axpyo(n, 1.0, a, b, c, q, t);
    k_triado(n, 0.0, u, v, v, p, r);
  }
#pragma omp target exit data map(from : a[0:m], b[0:m], c[0:m], p[0:m], q[0:m], u[0:m]) \
    map(delete : r[0:m], t[0:m], v[0:m])
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
  printf("n=2^%d reps=%d %s\n", e, reps, bad ? "FAILED" : "all results right");
  return bad != 0;
}
