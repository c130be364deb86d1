/* Reduction items whose size is not a multiple of 4 bytes and that are not
 * integer scalars: short[3] (min, +, max), char[3] (+), short[5] (+),
 * char[7] (max), _Float16[3] (+), a _Float16 scalar (+ and max) and a
 * 6-byte struct in a user-defined reduction (`target parallel for` only),
 * through `target parallel for`, `target teams distribute parallel for`
 * (SPMD, teams reduction) and `target teams distribute` with a nested
 * `parallel for` (generic), each with enough threads for several warps. Expected values come from host loops: integer
 * sums wrap as the element type does, the _Float16 data are 0 or 1 so that
 * every partial sum is an exact integer.
 *
 * Known failure of LLVM 19 (docs/llvm19-defects.md, "Reduction items whose
 * size is not a multiple of 4 lose their tail"): clang-19's shuffle-and-reduce
 * and inter-warp copy callbacks drop the item's last S mod 4 bytes, with the
 * stock runtime and the drop-in alike. The pass plugin repairs the callbacks
 * (plugin/ReductionTail.cpp), so with it the program must pass and without it
 * it must fail.
 */
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/reduction-tail | %{check} %s %} \
// RUN: %else %{ not %{run} %{bin}/reduction-tail | %{FileCheck} %s --check-prefix=KNOWN-BAD %}
// KNOWN-BAD: {{^}}reduction-tail: FAIL ({{[0-9]+}} of {{[0-9]+}} checks failed){{$}}
// CHECK: {{^}}reduction-tail: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

enum { N = 20000, TEAMS = 40, THREADS = 256, GTEAMS = 8, GTHREADS = 64, OUTER = 16 };

typedef struct { short a, b, c; } S6;
#pragma omp declare reduction(s6add : S6 : omp_out.a += omp_in.a, omp_out.b += omp_in.b, \
                              omp_out.c += omp_in.c) initializer(omp_priv = (S6){0, 0, 0})

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* Element j of iteration i: a value of type T from the shared data. */
#define VAL(T, i, j) ((T)(x[((i) * 7 + (j) * 13) % N]))
/* For _Float16 sums: 0 or 1, and 1 for at most 79 iterations of each pass
 * over N, so that every partial sum (16 passes in the generic kernel) is an
 * integer below 2048, exact in _Float16. */
#define ONES(T, i, j) ((T)((i) % 256 == 0 && (x[((i) * 7 + (j) * 13) % N] & 1)))

/* One array-section reduction in the three constructs. ACC(acc, v) updates
 * one element; the generic kernel's outer loop runs OUTER times over the
 * same N iterations. */
#define SECTION(NAME, T, LEN, OP, ACC) SECTIONV(NAME, T, LEN, OP, ACC, VAL)
#define SECTIONV(NAME, T, LEN, OP, ACC, VAL)                                                 \
  static void NAME##_pf(T *a, const int *x) {                                                \
    T_PRAGMA(omp target parallel for num_threads(THREADS) reduction(OP : a[0 : LEN])         \
                 map(to : x[0 : N]))                                                         \
    for (int i = 0; i < N; i++)                                                              \
      for (int j = 0; j < LEN; j++) ACC(a[j], VAL(T, i, j));                                 \
  }                                                                                          \
  static void NAME##_tdpf(T *a, const int *x) {                                              \
    T_PRAGMA(omp target teams distribute parallel for num_teams(TEAMS) thread_limit(THREADS) \
                 reduction(OP : a[0 : LEN]) map(to : x[0 : N]))                              \
    for (int i = 0; i < N; i++)                                                              \
      for (int j = 0; j < LEN; j++) ACC(a[j], VAL(T, i, j));                                 \
  }                                                                                          \
  static void NAME##_gen(T *a, const int *x) {                                               \
    T_PRAGMA(omp target teams distribute num_teams(GTEAMS) thread_limit(GTHREADS)            \
                 reduction(OP : a[0 : LEN]) map(to : x[0 : N]))                              \
    for (int o = 0; o < OUTER; o++) {                                                        \
      T_PRAGMA(omp parallel for reduction(OP : a[0 : LEN]))                                  \
      for (int i = 0; i < N; i++)                                                            \
        for (int j = 0; j < LEN; j++) ACC(a[j], VAL(T, i, j));                               \
    }                                                                                        \
  }

#define ADD(acc, v) acc += v
#define TAKE_MIN(acc, v) acc = MIN(acc, v)
#define TAKE_MAX(acc, v) acc = MAX(acc, v)

SECTION(s3min, short, 3, min, TAKE_MIN)
SECTION(s3add, short, 3, +, ADD)
SECTION(s3max, short, 3, max, TAKE_MAX)
SECTION(c3add, signed char, 3, +, ADD)
SECTION(s5add, short, 5, +, ADD)
SECTION(c7max, signed char, 7, max, TAKE_MAX)
SECTIONV(h3add, _Float16, 3, +, ADD, ONES)

/* Host reference: the same updates, sequentially; the generic kernel sees
 * every iteration OUTER times. */
#define REF(T, LEN, ACC, REPS, out, init, VAL)                                               \
  do {                                                                                       \
    for (int j = 0; j < LEN; j++) out[j] = init[j];                                          \
    for (int r = 0; r < REPS; r++)                                                           \
      for (int i = 0; i < N; i++)                                                            \
        for (int j = 0; j < LEN; j++) ACC(out[j], VAL(T, i, j));                             \
  } while (0)

#define RUN_SECTION(NAME, T, LEN, ACC, init) RUN_SECTIONV(NAME, T, LEN, ACC, init, VAL)
#define RUN_SECTIONV(NAME, T, LEN, ACC, init, VAL)                                           \
  do {                                                                                       \
    T got[LEN], want[LEN];                                                                   \
    char what[96];                                                                           \
    const char *kinds[3] = {"parallel for", "teams distribute parallel for",                 \
                            "teams distribute + parallel for"};                              \
    for (int k = 0; k < 3; k++) {                                                            \
      for (int j = 0; j < LEN; j++) got[j] = init[j];                                        \
      if (k == 0) NAME##_pf(got, x);                                                         \
      if (k == 1) NAME##_tdpf(got, x);                                                       \
      if (k == 2) NAME##_gen(got, x);                                                        \
      REF(T, LEN, ACC, (k == 2 ? OUTER : 1), want, init, VAL);                               \
      for (int j = 0; j < LEN; j++) {                                                        \
        snprintf(what, sizeof what, "%s %s [%d]", #NAME, kinds[k], j);                       \
        t_check_i(what, got[j], want[j]);                                                    \
      }                                                                                      \
    }                                                                                        \
  } while (0)

/* _Float16 scalar sum and max, and the 6-byte struct. */
static _Float16 h_add(const int *x, int teams) {
  _Float16 s = 3;
  if (teams) {
#pragma omp target teams distribute parallel for num_teams(TEAMS) thread_limit(THREADS) reduction(+ : s) map(to : x[0 : N])
    for (int i = 0; i < N; i++) s += (_Float16)(x[i] % 10 == 0);
  } else {
#pragma omp target parallel for num_threads(THREADS) reduction(+ : s) map(to : x[0 : N])
    for (int i = 0; i < N; i++) s += (_Float16)(x[i] % 10 == 0);
  }
  return s;
}

static _Float16 h_max(const int *x) {
  _Float16 m = -1000;
#pragma omp target parallel for num_threads(THREADS) reduction(max : m) map(to : x[0 : N])
  for (int i = 0; i < N; i++) {
    _Float16 v = (_Float16)(x[i] % 997);
    m = v > m ? v : m;
  }
  return m;
}

/* `target parallel for` only: a teams reduction copies a 6-byte struct into
 * its records with a memcpy that claims 8-byte alignment, a misaligned
 * address for every odd team with or without the plugin
 * (test/codegen/abi-udr-misaligned-record.c), another defect. */
static S6 st_add(const int *x) {
  S6 s = {1, 2, 3};
#pragma omp target parallel for num_threads(THREADS) reduction(s6add : s) map(to : x[0 : N])
  for (int i = 0; i < N; i++) { s.a += x[i] & 1; s.b += (short)(x[i] & 7); s.c -= 1; }
  return s;
}

int main(void) {
  t_begin("reduction-tail");
  int *x = t_alloc(N * sizeof(int));
  t_seed(1123);
  for (int i = 0; i < N; i++) x[i] = (int)t_rand_range(-30000, 30000);

  short s3min0[3] = {0, -5, 7}, s3add0[3] = {1, 2, 3}, s3max0[3] = {-7, 5, 0};
  signed char c3add0[3] = {1, -2, 3}, c7max0[7] = {-100, -50, 0, 1, 2, -128, 127};
  short s5add0[5] = {1, 2, 3, 4, 5};
  RUN_SECTION(s3min, short, 3, TAKE_MIN, s3min0);
  RUN_SECTION(s3add, short, 3, ADD, s3add0);
  RUN_SECTION(s3max, short, 3, TAKE_MAX, s3max0);
  RUN_SECTION(c3add, signed char, 3, ADD, c3add0);
  RUN_SECTION(s5add, short, 5, ADD, s5add0);
  RUN_SECTION(c7max, signed char, 7, TAKE_MAX, c7max0);
  _Float16 h3add0[3] = {1, 2, 3};
  RUN_SECTIONV(h3add, _Float16, 3, ADD, h3add0, ONES);

  long ones = 0, mx = -1000;
  S6 ws = {1, 2, 3};
  for (int i = 0; i < N; i++) {
    ones += x[i] % 10 == 0;
    mx = MAX(mx, x[i] % 997);
    ws.a += x[i] & 1;
    ws.b += (short)(x[i] & 7);
    ws.c -= 1;
  }
  t_check_i("_Float16 + parallel for", (long)h_add(x, 0), 3 + ones);
  t_check_i("_Float16 + teams distribute parallel for", (long)h_add(x, 1), 3 + ones);
  t_check_i("_Float16 max parallel for", (long)h_max(x), mx);
  S6 s = st_add(x);
  t_check_i("6-byte struct .a", s.a, ws.a);
  t_check_i("6-byte struct .b", s.b, ws.b);
  t_check_i("6-byte struct .c", s.c, ws.c);
  free(x);
  return t_end();
}
