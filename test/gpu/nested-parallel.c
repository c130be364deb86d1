/* A `parallel` region nested in the `parallel` region of a generic-mode
 * kernel (`target teams distribute` + nested `parallel for`, and inside each
 * of its iterations another `parallel for`). On the device the inner region
 * runs serialized (one thread), and every outer iteration must still see all
 * of its inner iterations. Three inner bodies: a reduction, plain stores into
 * an array, and atomic updates; each outer iteration adds its inner result to
 * a mapped total atomically. Expected values come from plain host loops.
 *
 * Known failure of clang 19 (docs/llvm19-defects.md, "Nested parallel regions
 * in SPMD-ized generic kernels"): at -O2 OpenMPOpt turns these kernels into
 * generic-SPMD ones and the reduction and atomic kernels return 0, with LLVM
 * 19's stock device runtime and with the drop-in alike; -O0, -O1 and the same
 * -O2 build without SPMDization are right. The `o2` build (the suite's flags)
 * therefore must fail with stock and the drop-in: when a compiler gets it
 * right, its RUN line fails and must change. With ompred's pass plugin, which
 * keeps nested parallel regions out of __kmpc_parallel_51 (docs/plugin.md),
 * the `o2` build is right and must pass. The `no-spmdization` build, the
 * workaround users can apply, must pass everywhere.
 */
// BUILD: o2
// BUILD: no-spmdization -mllvm -openmp-opt-disable-spmdization
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/nested-parallel.o2 | %{check} %s %} \
// RUN: %else %{ not %{run} %{bin}/nested-parallel.o2 | %{FileCheck} %s --check-prefix=KNOWN-BAD %}
// RUN: %{run} %{bin}/nested-parallel.no-spmdization | %{check} %s
// KNOWN-BAD: {{^}}nested-parallel: FAIL ({{[0-9]+}} of {{[0-9]+}} checks failed){{$}}
// CHECK: {{^}}nested-parallel: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

/* Inner reduction: for each (team iteration g, outer iteration o), reps
 * inner `parallel for` loops each sum i over [0, n). */
static long k_inner_reduction(int teams, int outer, int reps, int n, int tl) {
  long total = 0;
#pragma omp target teams distribute num_teams(teams) thread_limit(tl) map(tofrom : total)
  for (int g = 0; g < teams; g++) {
#pragma omp parallel for
    for (int o = 0; o < outer; o++) {
      int a = 0;
      for (int r = 0; r < reps; r++) {
#pragma omp parallel for reduction(+ : a)
        for (int i = 0; i < n; i++)
          a += i + g;
      }
#pragma omp atomic
      total += a;
    }
  }
  return total;
}

/* Inner stores: the inner `parallel for` writes x[o * n + i] for the outer
 * iteration o of team iteration g; the outer iteration then sums its row. */
static long k_inner_store(int teams, int outer, int n, int tl, int *x) {
  long total = 0;
#pragma omp target teams distribute num_teams(teams) thread_limit(tl) \
    map(tofrom : total) map(alloc : x[0:teams * outer * n])
  for (int g = 0; g < teams; g++) {
#pragma omp parallel for
    for (int o = 0; o < outer; o++) {
      int *row = x + ((long)g * outer + o) * n;
#pragma omp parallel for
      for (int i = 0; i < n; i++)
        row[i] = 3 * i + o;
      long s = 0;
      for (int i = 0; i < n; i++)
        s += row[i];
#pragma omp atomic
      total += s;
    }
  }
  return total;
}

/* Inner atomics: every inner iteration adds to a counter of its outer
 * iteration's own. */
static long k_inner_atomic(int teams, int outer, int n, int tl) {
  long total = 0;
#pragma omp target teams distribute num_teams(teams) thread_limit(tl) map(tofrom : total)
  for (int g = 0; g < teams; g++) {
#pragma omp parallel for
    for (int o = 0; o < outer; o++) {
      long c = 0;
#pragma omp parallel for
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        c += i + 1;
      }
#pragma omp atomic
      total += c;
    }
  }
  return total;
}

int main(void) {
  t_begin("nested-parallel");
  static const int shapes[][5] = {
      /* teams, outer, reps, n, thread_limit */
      {5, 18, 7, 5, 4}, {1, 1, 1, 1, 1}, {3, 40, 2, 33, 32}, {64, 7, 3, 100, 128},
  };
  for (unsigned s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
    int teams = shapes[s][0], outer = shapes[s][1], reps = shapes[s][2];
    int n = shapes[s][3], tl = shapes[s][4];
    char what[96];

    long want = 0;
    for (int g = 0; g < teams; g++)
      for (int o = 0; o < outer; o++)
        for (int r = 0; r < reps; r++)
          for (int i = 0; i < n; i++)
            want += i + g;
    snprintf(what, sizeof what, "inner reduction teams=%d outer=%d reps=%d n=%d tl=%d",
             teams, outer, reps, n, tl);
    t_check_i(what, k_inner_reduction(teams, outer, reps, n, tl), want);

    int *x = t_alloc(sizeof(int) * (size_t)teams * outer * n);
    want = 0;
    for (int g = 0; g < teams; g++)
      for (int o = 0; o < outer; o++)
        for (int i = 0; i < n; i++)
          want += 3 * i + o;
    snprintf(what, sizeof what, "inner store teams=%d outer=%d n=%d tl=%d", teams, outer, n, tl);
    t_check_i(what, k_inner_store(teams, outer, n, tl, x), want);
    free(x);

    want = (long)teams * outer * ((long)n * (n + 1) / 2);
    snprintf(what, sizeof what, "inner atomic teams=%d outer=%d n=%d tl=%d", teams, outer, n, tl);
    t_check_i(what, k_inner_atomic(teams, outer, n, tl), want);
  }
  return t_end();
}
