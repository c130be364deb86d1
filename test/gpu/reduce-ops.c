/* Every reduction operator on every scalar type, one variable per clause.
 *
 *   operators  + * - & | ^ && || min max   on char short int long unsigned
 *              + * - && || min max         on float double
 *   construct  target teams distribute parallel for (SPMD mode: warp, block
 *              and cross-team reduction); the other constructs are covered by
 *              constructs.c, several variables at once by threads.c and
 *              recs-num.c
 *
 * Each (type, operator) runs on hand-made data for which the sequential host
 * loop is the exact answer in any combination order, with identity and
 * non-identity initial values, under several num_teams/thread_limit shapes.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/reduce-ops | %{check} %s
// CHECK: {{^}}reduce-ops: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#define N 100003

/* How each operator folds one element into the running value. */
#define COMB_add(r, x) (r) += (x)
#define COMB_mul(r, x) (r) *= (x)
#define COMB_sub(r, x) (r) -= (x)
#define COMB_band(r, x) (r) &= (x)
#define COMB_bor(r, x) (r) |= (x)
#define COMB_bxor(r, x) (r) ^= (x)
#define COMB_land(r, x) (r) = (r) && (x)
#define COMB_lor(r, x) (r) = (r) || (x)
#define COMB_min(r, x) (r) = (x) < (r) ? (x) : (r)
#define COMB_max(r, x) (r) = (x) > (r) ? (x) : (r)

#define OPS_INT(X, T)                                                          \
  X(T, add, +) X(T, mul, *) X(T, sub, -) X(T, band, &) X(T, bor, |)            \
  X(T, bxor, ^) X(T, land, &&) X(T, lor, ||) X(T, min, min) X(T, max, max)
#define OPS_FP(X, T)                                                           \
  X(T, add, +) X(T, mul, *) X(T, sub, -) X(T, land, &&) X(T, lor, ||)          \
  X(T, min, min) X(T, max, max)
#define ALL_TYPES(X, Y)                                                        \
  OPS_INT(X, char) OPS_INT(X, short) OPS_INT(X, int) OPS_INT(X, long)          \
  OPS_INT(X, unsigned) OPS_FP(X, float) OPS_FP(X, double)

/* Device kernels. */
#define DEF_KERNELS(T, NAME, OP)                                               \
  static T spmd_##NAME##_##T(const T *a, int n, T init, int nt, int tl) {      \
    T r = init;                                                                \
    T_PRAGMA(omp target teams distribute parallel for num_teams(nt)            \
             thread_limit(tl) map(to : a[0:n]) map(tofrom : r)                 \
             reduction(OP : r))                                                \
    for (int i = 0; i < n; i++)                                                \
      COMB_##NAME(r, a[i]);                                                    \
    return r;                                                                  \
  }
ALL_TYPES(DEF_KERNELS, )

/* Data generation. kind: 0 signed integer, 1 unsigned integer, 2 floating.
 * Values are produced as long double (exact for every 64-bit integer) and
 * converted to the element type by the caller; each one is representable. */
enum { SIGNED, UNSIGNED, FLOATING };
typedef struct { int kind, bits; long double lo, hi; } TypeInfo;

static long double ones_with_bit_cleared(TypeInfo ti, int b) {
  if (ti.kind == UNSIGNED) return ti.hi - ldexpl(1.0L, b);
  if (b == ti.bits - 1) return ti.hi;          /* clear the sign bit of -1 */
  return -1.0L - ldexpl(1.0L, b);
}
static long double single_bit(TypeInfo ti, int b) {
  if (ti.kind == SIGNED && b == ti.bits - 1) return ti.lo; /* the sign bit */
  return ldexpl(1.0L, b);
}

/* Fills v[0:n] and *init for operator `op`, data variant `var` (0 or 1). */
static void gen(const char *op, int var, TypeInfo ti, long double *v, int n, long double *init) {
  int fp = ti.kind == FLOATING;
  if (!strcmp(op, "add") || !strcmp(op, "sub")) {
    for (int i = 0; i < n; i++)
      v[i] = ti.kind == UNSIGNED ? t_rand_range(0, 100) : t_rand_range(fp ? -8 : -50, fp ? 8 : 50);
    *init = var ? 0 : (op[0] == 'a' ? 7 : 100);
  } else if (!strcmp(op, "mul")) {
    for (int i = 0; i < n; i++)
      v[i] = ti.kind == UNSIGNED ? 1 : (t_rand64() & 1 ? 1 : -1);
    if (ti.kind == UNSIGNED) {
      /* products wrap modulo 2^32: any odd values combine exactly */
      for (int i = 0; i < n; i += 1 + (int)(t_rand64() % 7))
        v[i] = (long double)((t_rand64() & 0xffffffffu) | 1u);
      *init = var ? 1 : 3;
    } else if (fp) {
      for (int k = 0; k < 40; k++) v[t_rand64() % n] = 2;
      for (int k = 0; k < 25; k++) {
        int i = (int)(t_rand64() % n);
        if (v[i] != 2) v[i] = -0.5L;
      }
      *init = var ? 1 : -3;
    } else {
      int twos = ti.bits - 3; /* |init * product| <= 3 * 2^(bits-3) fits */
      for (int k = 0; k < twos; k++) v[(t_rand64() % (n / twos)) + (n / twos) * k] = -2;
      *init = var ? 1 : 3;
    }
  } else if (!strcmp(op, "band")) {
    for (int i = 0; i < n; i++) v[i] = ti.kind == UNSIGNED ? ti.hi : -1.0L;
    for (int k = 0; k < 12; k++)
      v[t_rand64() % n] = ones_with_bit_cleared(ti, 2 + (int)(t_rand64() % (ti.bits - 2)));
    *init = var ? (ti.kind == UNSIGNED ? ti.hi : -1.0L) : ones_with_bit_cleared(ti, 1);
  } else if (!strcmp(op, "bor")) {
    for (int i = 0; i < n; i++) v[i] = 0;
    for (int k = 0; k < 12; k++)
      v[t_rand64() % n] = single_bit(ti, 2 + (int)(t_rand64() % (ti.bits - 2)));
    *init = var ? 0 : 2;
  } else if (!strcmp(op, "bxor")) {
    for (int i = 0; i < n; i++) {
      uint64_t bitsv = t_rand64() & (ti.bits == 64 ? ~0ULL : ((1ULL << ti.bits) - 1));
      if (ti.kind == SIGNED && (bitsv >> (ti.bits - 1)) & 1)
        v[i] = (long double)(int64_t)(bitsv - (ti.bits == 64 ? 0 : (1ULL << ti.bits)));
      else
        v[i] = (long double)bitsv;
      if (ti.kind == SIGNED && ti.bits == 64) v[i] = (long double)(int64_t)bitsv;
    }
    *init = var ? 0 : 0x5a;
  } else if (!strcmp(op, "land")) {
    static const long double nz[] = {0.5L, -0.25L, 3, -7, 1, 100};
    for (int i = 0; i < n; i++) {
      long double x = nz[t_rand64() % 6];
      if (!fp && (x != (long long)x)) x = 9; /* integers: no fractions */
      if (ti.kind == UNSIGNED && x < 0) x = 5;
      v[i] = x;
    }
    if (var) v[t_rand64() % n] = 0; /* one zero anywhere: result 0 */
    *init = 1;
  } else if (!strcmp(op, "lor")) {
    for (int i = 0; i < n; i++) v[i] = 0;
    /* exactly one non-zero element; 0.25 catches a float->int truncation */
    v[var ? n - 1 : (int)(t_rand64() % n)] = fp ? 0.25L : 4;
    *init = 0;
  } else { /* min, max */
    int is_min = !strcmp(op, "min");
    long double lo = fp ? -1e6L : ti.lo + 1, hi = fp ? 1e6L : ti.hi - 1;
    for (int i = 0; i < n; i++)
      v[i] = ti.kind == UNSIGNED ? (long double)(1 + t_rand64() % (uint64_t)(hi)) :
             fp ? (long double)t_rand_range(-1000000, 1000000)
                : (long double)t_rand_range((long long)lo, (long long)hi);
    if (var == 0) /* identity-like initial value: result is the data's extreme */
      *init = is_min ? (fp ? 3e38L : ti.hi) : (fp ? -3e38L : ti.lo);
    else          /* initial value beyond the data: result is the initial value */
      *init = is_min ? (fp ? -2e6L : (ti.kind == UNSIGNED ? 0 : ti.lo)) : (fp ? 2e6L : ti.hi);
  }
}

static const TypeInfo ti_char = {SIGNED, 8, SCHAR_MIN, SCHAR_MAX};
static const TypeInfo ti_short = {SIGNED, 16, SHRT_MIN, SHRT_MAX};
static const TypeInfo ti_int = {SIGNED, 32, INT_MIN, INT_MAX};
static const TypeInfo ti_long = {SIGNED, 64, (long double)LONG_MIN, (long double)LONG_MAX};
static const TypeInfo ti_unsigned = {UNSIGNED, 32, 0, UINT_MAX};
static const TypeInfo ti_float = {FLOATING, 32, -FLT_MAX, FLT_MAX};
static const TypeInfo ti_double = {FLOATING, 64, -DBL_MAX, DBL_MAX};

static const int spmd_shapes[][2] = {{1, 1}, {3, 33}, {100, 31}, {1100, 128}, {4096, 64}, {40, 1024}};

/* Per (type, operator): generate data, host reference, and the device result
 * under every shape, for both data variants. */
#define SETUP_ONE(T, NAME, OP)                                                 \
  T *a_##NAME = (T *)t_alloc(sizeof(T) * N), init_##NAME, want_##NAME;         \
  {                                                                            \
    long double init_ld;                                                       \
    gen(#NAME, var, ti_##T, buf, N, &init_ld);                                 \
    for (int i = 0; i < N; i++) a_##NAME[i] = (T)buf[i];                       \
    init_##NAME = want_##NAME = (T)init_ld;                                    \
    for (int i = 0; i < N; i++) COMB_##NAME(want_##NAME, a_##NAME[i]);         \
    for (unsigned s = 0; s < sizeof spmd_shapes / sizeof *spmd_shapes; s++) { \
      T got = spmd_##NAME##_##T(a_##NAME, N, init_##NAME, spmd_shapes[s][0],   \
                                spmd_shapes[s][1]);                            \
      snprintf(what, sizeof what,                                              \
               "teams distribute parallel for %s reduction(%s) data%d teams=%d threads=%d", \
               #T, #OP, var, spmd_shapes[s][0], spmd_shapes[s][1]);            \
      t_check_f(what, (long double)got, (long double)want_##NAME);             \
    }                                                                          \
  }
#define M_FREE(T, NAME, OP) free(a_##NAME);
#define RUN_TYPE(OPS, T)                                                       \
  for (int var = 0; var < 2; var++) {                                          \
    OPS(SETUP_ONE, T)                                                          \
    OPS(M_FREE, T)                                                             \
  }

/* Sums of non-integer data: tolerance against a long double reference. */
static double spmd_real_sum_d(const double *a, int n, int nt, int tl) {
  double r = 0.125;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) map(to : a[0:n]) reduction(+ : r)
  for (int i = 0; i < n; i++) r += a[i];
  return r;
}
static float spmd_real_sum_f(const float *a, int n, int nt, int tl) {
  float r = 0.125f;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) map(to : a[0:n]) reduction(+ : r)
  for (int i = 0; i < n; i++) r += a[i];
  return r;
}

int main(void) {
  t_begin("reduce-ops");
  t_seed(1);
  long double *buf = (long double *)t_alloc(sizeof(long double) * N);
  char what[160];
  RUN_TYPE(OPS_INT, char) RUN_TYPE(OPS_INT, short) RUN_TYPE(OPS_INT, int)
  RUN_TYPE(OPS_INT, long) RUN_TYPE(OPS_INT, unsigned)
  RUN_TYPE(OPS_FP, float) RUN_TYPE(OPS_FP, double)

  double *d = (double *)t_alloc(sizeof(double) * N);
  float *f = (float *)t_alloc(sizeof(float) * N);
  long double refd = 0.125L, reff = 0.125L;
  for (int i = 0; i < N; i++) {
    d[i] = t_rand_unit() * 2 - 0.5;
    f[i] = (float)(t_rand_unit() * 2 - 0.5);
    refd += d[i];
    reff += f[i];
  }
  for (unsigned s = 0; s < sizeof spmd_shapes / sizeof *spmd_shapes; s++) {
    snprintf(what, sizeof what, "real-valued double sum teams=%d threads=%d", spmd_shapes[s][0], spmd_shapes[s][1]);
    t_check_f_tol(what, spmd_real_sum_d(d, N, spmd_shapes[s][0], spmd_shapes[s][1]), refd, 1e-12L);
    snprintf(what, sizeof what, "real-valued float sum teams=%d threads=%d", spmd_shapes[s][0], spmd_shapes[s][1]);
    t_check_f_tol(what, spmd_real_sum_f(f, N, spmd_shapes[s][0], spmd_shapes[s][1]), reff, 2e-3L);
  }
  free(d);
  free(f);
  free(buf);
  return t_end();
}
