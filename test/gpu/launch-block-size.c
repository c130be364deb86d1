/* Launches of `target teams distribute parallel for` without thread_limit:
 * libomptarget gives loops of fewer than its default team count times 128
 * iterations blocks of 32 or 64 threads; with the pass plugin, whose host
 * pass passes clang's default thread limit (plugin/LaunchBlockSize.cpp),
 * every launch has blocks of 128 threads (fewer only under
 * OMP_TEAMS_THREAD_LIMIT, the second RUN line). Whatever the build: every
 * iteration runs once, the sum is the host's, omp_get_num_threads() is the
 * same in every iteration, and a thread_limit(64) clause gives 64. Sizes 1,
 * 100, 2000 (TeaLeaf's halo updates at 1000^2), 65536, 200000, 2^20 + 1,
 * 2^22 + 1 and 2^23 + 1;
 * a copy, a reduction, and a generic `teams distribute` with a nested
 * `parallel for`, which keeps libomptarget's block size. The copy of
 * 2^23 + 1 runs with libomptarget's team count, fewer than one team per 128
 * iterations, with the plugin too: beside the generic kernel the device
 * merges the unit's loops, and the plugin gives more teams only in units of
 * combined constructs (launch-teams.c; test/plugin/passes/launch-block-size.ll),
 * and under OMP_NUM_TEAMS (the third RUN line: every iteration once, the
 * count not checked).
 */
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/launch-block-size 128 | %{check} %s %} \
// RUN: %else %{ %{run} %{bin}/launch-block-size | %{check} %s %}
// RUN: %if with-plugin %{ env OMP_TEAMS_THREAD_LIMIT=64 %{run} %{bin}/launch-block-size 64 | %{check} %s %} \
// RUN: %else %{ env OMP_TEAMS_THREAD_LIMIT=64 %{run} %{bin}/launch-block-size | %{check} %s %}
// RUN: env OMP_NUM_TEAMS=5 %{run} %{bin}/launch-block-size | %{check} %s
// CHECK: {{^}}launch-block-size: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* Each iteration: seen[i]++, and the block size it ran with. */
static void copy(int n, int *seen, int *threads) {
#pragma omp target teams distribute parallel for map(tofrom : seen[0:n], threads[0:n])
  for (int i = 0; i < n; i++) {
    seen[i]++;
    threads[i] = omp_get_num_threads();
  }
}

static long sum(int n, int *seen, int *threads) {
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(tofrom : seen[0:n], threads[0:n])
  for (int i = 0; i < n; i++) {
    seen[i]++;
    threads[i] = omp_get_num_threads();
    s += i % 7;
  }
  return s;
}

/* copy that records omp_get_num_teams() in threads[] */
static void copy_teams(int n, int *seen, int *teams) {
#pragma omp target teams distribute parallel for map(tofrom : seen[0:n], teams[0:n])
  for (int i = 0; i < n; i++) {
    seen[i]++;
    teams[i] = omp_get_num_teams();
  }
}

static void copy_tl64(int n, int *seen, int *threads) {
#pragma omp target teams distribute parallel for thread_limit(64) map(tofrom : seen[0:n], threads[0:n])
  for (int i = 0; i < n; i++) {
    seen[i]++;
    threads[i] = omp_get_num_threads();
  }
}

static void rows(int n, int *seen, int *threads) {
#pragma omp target teams distribute map(tofrom : seen[0:n], threads[0:n])
  for (int r = 0; r < n / 4; r++) {
#pragma omp parallel for
    for (int c = 0; c < 4; c++) {
      seen[r * 4 + c]++;
      threads[r * 4 + c] = omp_get_num_threads();
    }
  }
}

/* Every iteration once; one block size in every iteration, which is
 * returned (or -1). */
static int check_run(const char *what, int n, int *seen, int *threads) {
  char msg[160];
  long bad = 0;
  int lo = INT_MAX, hi = 0;
  for (int i = 0; i < n; i++) {
    bad += seen[i] != 1;
    lo = threads[i] < lo ? threads[i] : lo;
    hi = threads[i] > hi ? threads[i] : hi;
    seen[i] = 0;
  }
  snprintf(msg, sizeof msg, "%s n=%d: iterations run other than once", what, n);
  t_check_i(msg, bad, 0);
  snprintf(msg, sizeof msg, "%s n=%d: omp_get_num_threads() from %d to %d", what, n, lo, hi);
  t_check(msg, n == 0 || lo == hi, "differs between iterations");
  return n && lo == hi ? lo : -1;
}

int main(int argc, char **argv) {
  t_begin("launch-block-size");
  int expect = argc > 1 ? atoi(argv[1]) : 0; /* the plugin's block size, or 0: none expected */
  const int sizes[] = {1, 100, 2000, 65536, 200000, (1 << 20) + 1, (1 << 22) + 1, (1 << 23) + 1};
  int max = (1 << 23) + 1;
  int *seen = calloc(max, sizeof(int)), *threads = calloc(max, sizeof(int));
  char msg[160];
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    int n = sizes[s];
    copy(n, seen, threads);
    int b = check_run("copy", n, seen, threads);
    if (expect) {
      snprintf(msg, sizeof msg, "copy n=%d: block size", n);
      t_check_i(msg, b, expect);
    }
    long want = 0;
    for (int i = 0; i < n; i++) want += i % 7;
    snprintf(msg, sizeof msg, "sum n=%d", n);
    t_check_i(msg, sum(n, seen, threads), want);
    b = check_run("sum", n, seen, threads);
    if (expect) {
      snprintf(msg, sizeof msg, "sum n=%d: block size", n);
      t_check_i(msg, b, expect);
    }
    copy_teams(n, seen, threads);
    b = check_run("copy (teams)", n, seen, threads);
    if (n >= 1 << 23 && !getenv("OMP_NUM_TEAMS")) {
      snprintf(msg, sizeof msg, "copy n=%d: team count %d", n, b);
      t_check(msg, b > 0 && b < (n + 127) / 128, "not libomptarget's");
    }
    copy_tl64(n, seen, threads);
    b = check_run("thread_limit(64)", n, seen, threads);
    snprintf(msg, sizeof msg, "thread_limit(64) n=%d: block size", n);
    t_check(msg, b == 64 || (n < 64 && b <= 64 && b > 0), "not 64");
    if (n >= 4) {
      rows(n / 4 * 4, seen, threads);
      check_run("teams distribute + parallel for", n / 4 * 4, seen, threads);
    }
  }
  printf("launch-block-size: %s\n", expect ? "block sizes checked" : "block sizes not checked (no plugin)");
  free(seen);
  free(threads);
  return t_end();
}
