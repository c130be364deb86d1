/* Blocks of 256 for combined-construct loops that store in every iteration
 * (plugin/StoreLoopBlocks.cpp, LaunchBlockSize.cpp): an in-place update
 * `a[i] = 3 * a[i] + b[i]` and TeaLeaf's collapse(2) stencil shape, which
 * run in blocks of 256 at every trip count; a copy to another array and
 * TeaLeaf's collapse(2) copy (copy_u), whose kernels have chunks of 256 and
 * which run in blocks of 256 up to 2^19 iterations and of 128, two
 * iterations per thread of each chunk, above; and a copy within one array (a
 * halo update) and a stencil to another array, which keep blocks of 128. Whatever the build: every
 * iteration runs once, the values are the host's, and every iteration sees
 * one thread count. With the plugin the block sizes are those, at trip
 * counts from 1 to past 2^22 and on both sides of 2^19; without it every
 * loop runs in blocks of at most 128. Under OMP_TEAMS_THREAD_LIMIT=128 (the
 * second RUN line) every block has at most 128 threads, and with the plugin
 * every widened loop runs its chunks of 256 with 128 threads: the same
 * values.
 */
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/store-loop-blocks 256 | %{check} %s %} \
// RUN: %else %{ %{run} %{bin}/store-loop-blocks | %{check} %s %}
// RUN: env OMP_TEAMS_THREAD_LIMIT=128 %{run} %{bin}/store-loop-blocks | %{check} %s
// CHECK: {{^}}store-loop-blocks: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
/* t_begin's own target region a combined construct too: the host gives
 * blocks of 256 only in units of combined constructs. */
#define OMPRED_TEST_SPMD_BEGIN
#include "ompred_test.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* a[i] = 3 a[i] + b[i], in place; seen[i] += 1 would be another update in
 * place, so the iteration count goes through `once`, stored, not updated. */
static void update(int n, int *a, const int *b, int *once, int *threads) {
#pragma omp target teams distribute parallel for map(to : b[0:n]) map(tofrom : a[0:n]) \
    map(from : once[0:n], threads[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = 3 * a[i] + b[i];
    once[i] = i;
    threads[i] = omp_get_num_threads();
  }
}

/* TeaLeaf's cg_calc_p shape over the interior of an x by y grid. */
static void stencil(int x, int y, int *p, const int *r, int *once, int *threads) {
  int n = x * y;
#pragma omp target teams distribute parallel for simd collapse(2) map(to : r[0:n]) map(tofrom : p[0:n], once[0:n]) \
    map(from : threads[0:n])
  for (int j = 1; j < y - 1; j++)
    for (int k = 1; k < x - 1; k++) {
      p[k + j * x] = 2 * p[k + j * x] + r[k + j * x];
      once[k + j * x] = k + j * x;
      threads[k + j * x] = omp_get_num_threads();
    }
}

/* a[i] = b[i] + 1: not in place. */
static void copy(int n, int *a, const int *b, int *once, int *threads) {
#pragma omp target teams distribute parallel for map(to : b[0:n]) map(from : a[0:n], once[0:n], threads[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = b[i] + 1;
    once[i] = i;
    threads[i] = omp_get_num_threads();
  }
}

/* TeaLeaf's copy_u shape over the interior of an x by y grid: to another
 * array. */
static void copy2d(int x, int y, int *to, const int *from, int *once, int *threads) {
  int n = x * y;
#pragma omp target teams distribute parallel for simd collapse(2) map(to : from[0:n]) \
    map(tofrom : to[0:n], once[0:n]) map(from : threads[0:n])
  for (int j = 1; j < y - 1; j++)
    for (int k = 1; k < x - 1; k++) {
      to[k + j * x] = from[k + j * x] - 7;
      once[k + j * x] = k + j * x;
      threads[k + j * x] = omp_get_num_threads();
    }
}

/* a[i] = b[i] + b[i + 1]: to another array, but a stencil. */
static void neighbours(int n, int *a, const int *b, int *once, int *threads) {
#pragma omp target teams distribute parallel for map(to : b[0:n + 1]) map(from : a[0:n], once[0:n], threads[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = b[i] + b[i + 1];
    once[i] = i;
    threads[i] = omp_get_num_threads();
  }
}

/* a[i] = a[i + n], within one array of 2n: not in place. */
static void shift(int n, int *a, int *once, int *threads) {
#pragma omp target teams distribute parallel for map(tofrom : a[0:2 * n]) map(from : once[0:n], threads[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = a[i + n];
    once[i] = i;
    threads[i] = omp_get_num_threads();
  }
}

/* Checks of one launch over the n entries of `once` and `threads` that
 * `ran` marks: each ran once (its own index, set beforehand to -1), the
 * `wrong` values counted by the caller are none, one thread count, which is
 * `want` (0: at most 128). */
static void check_launch(const char *what, long n, const int *once, const int *threads, const char *ran,
                         long wrong, int want) {
  long bad = 0;
  int lo = INT_MAX, hi = 0;
  for (long i = 0; i < n; i++) {
    if (!ran[i])
      continue;
    bad += once[i] != i;
    lo = threads[i] < lo ? threads[i] : lo;
    hi = threads[i] > hi ? threads[i] : hi;
  }
  char msg[200];
  snprintf(msg, sizeof msg, "%s n=%ld: iterations not run", what, n);
  t_check_i(msg, bad, 0);
  snprintf(msg, sizeof msg, "%s n=%ld: values other than the host's", what, n);
  t_check_i(msg, wrong, 0);
  snprintf(msg, sizeof msg, "%s n=%ld: omp_get_num_threads() from %d to %d", what, n, lo, hi);
  t_check(msg, lo == hi, "differs between iterations");
  if (want)
    t_check_i(msg, hi, want);
  else
    t_check(msg, hi >= 1 && hi <= 128, "more than 128 threads");
}

int main(int argc, char **argv) {
  t_begin("store-loop-blocks");
  /* With the plugin: the in-place loops' block size (0: none expected). */
  int wide = argc > 1 ? atoi(argv[1]) : 0;
  /* ... and the copies' (to other arrays), by trip count. */
#define COPY_BLOCK(trip) (wide ? ((trip) <= (1L << 19) ? wide : 128) : 0)
  const long sizes[] = {1, 2, 127, 255, 256, 257, 1000, 4099, 65537, 250001, 1L << 19, (1L << 19) + 1, (1L << 22) + 1};
  long max = 2 * ((1L << 22) + 1);
  int *a = malloc(max * sizeof(int)), *b = malloc(max * sizeof(int)), *want = malloc(max * sizeof(int));
  int *once = malloc(max * sizeof(int)), *threads = malloc(max * sizeof(int));
  char *ran = malloc(max);
  for (long i = 0; i < max; i++) b[i] = (int)(i % 1009) - 500;
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    int n = (int)sizes[s];
    long wrong = 0;
    for (int i = 0; i < n; i++) a[i] = i % 17, once[i] = -1, ran[i] = 1;
    update(n, a, b, once, threads);
    for (int i = 0; i < n; i++) wrong += a[i] != 3 * (i % 17) + b[i];
    check_launch("in place", n, once, threads, ran, wrong, wide);

    wrong = 0;
    for (int i = 0; i < n; i++) once[i] = -1;
    copy(n, a, b, once, threads);
    for (int i = 0; i < n; i++) wrong += a[i] != b[i] + 1;
    check_launch("copy", n, once, threads, ran, wrong, COPY_BLOCK(n));

    wrong = 0;
    for (int i = 0; i < n; i++) once[i] = -1;
    neighbours(n, a, b, once, threads);
    for (int i = 0; i < n; i++) wrong += a[i] != b[i] + b[i + 1];
    check_launch("stencil to another array", n, once, threads, ran, wrong, wide ? 128 : 0);

    wrong = 0;
    for (long i = 0; i < 2L * n; i++) a[i] = (int)(i % 23);
    for (int i = 0; i < n; i++) once[i] = -1;
    shift(n, a, once, threads);
    for (int i = 0; i < n; i++) wrong += a[i] != (int)((i + (long)n) % 23);
    check_launch("copy within an array", n, once, threads, ran, wrong, wide ? 128 : 0);
  }
  const int sides[] = {3, 18, 504, 726, 727, 1004, 2052};
  for (size_t s = 0; s < sizeof sides / sizeof sides[0]; s++) {
    int x = sides[s], y = sides[s], n = x * y;
    for (int i = 0; i < n; i++) {
      a[i] = i % 13, once[i] = -1;
      ran[i] = i / x > 0 && i / x < y - 1 && i % x > 0 && i % x < x - 1;
      want[i] = ran[i] ? 2 * (i % 13) + b[i] : i % 13;
    }
    stencil(x, y, a, b, once, threads);
    long wrong = 0;
    for (int i = 0; i < n; i++) wrong += a[i] != want[i] || (!ran[i] && once[i] != -1);
    check_launch("collapse(2) in place", n, once, threads, ran, wrong, wide);

    for (int i = 0; i < n; i++) a[i] = -1, once[i] = -1;
    copy2d(x, y, a, b, once, threads);
    wrong = 0;
    for (int i = 0; i < n; i++)
      wrong += ran[i] ? a[i] != b[i] - 7 : a[i] != -1 || once[i] != -1;
    check_launch("collapse(2) copy", n, once, threads, ran, wrong, COPY_BLOCK((long)(x - 2) * (y - 2)));
  }
  free(a);
  free(b);
  free(want);
  free(once);
  free(threads);
  free(ran);
  return t_end();
}
