/* Team counts of `target teams distribute parallel for` launches without
 * num_teams in a unit whose every target region is such a combined
 * construct. With the pass plugin (plugin/LaunchBlockSize.cpp) a loop that
 * stores in every iteration and does not reduce gets, from 2^22 iterations
 * on, one team per block of iterations, at most 16896 (the first argument);
 * below 2^22, and a loop that stores only under a condition (the device
 * merges it), libomptarget's count, fewer than one team per block. The
 * loops that update `seen` in place in every iteration (copy, the stencil)
 * have blocks of 256 with the plugin, the others 128. Whatever
 * the build: every iteration runs once, every iteration sees one team
 * count, the values stored are the host's, and a reduction in the same unit
 * sums as the host does. Sizes 2^22 - 1, 2^22, 2^22 + 1 and 2^25 + 3; a
 * thread_limit(64) copy (a team per 64 iterations); a collapse(2) update in
 * place over 2100 x 2100 and 1000 x 1000. Under OMP_NUM_TEAMS (the second
 * RUN line) no launch has more teams than it asks for.
 */
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/launch-teams 16896 | %{check} %s %} \
// RUN: %else %{ %{run} %{bin}/launch-teams | %{check} %s %}
// RUN: env OMP_NUM_TEAMS=5 %{run} %{bin}/launch-teams | %{check} %s
// CHECK: {{^}}launch-teams: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
/* t_begin's own target region a combined construct too: the unit holds no
 * other kind, or the plugin leaves every launch libomptarget's count. */
#define OMPRED_TEST_SPMD_BEGIN
#include "ompred_test.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* a[i] = b[i] + 1; seen[i]++; teams[i] = the launch's team count */
static void copy(int n, int *a, const int *b, int *seen, int *teams) {
#pragma omp target teams distribute parallel for map(to : b[0:n]) map(from : a[0:n]) map(tofrom : seen[0:n], teams[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = b[i] + 1;
    seen[i]++;
    teams[i] = omp_get_num_teams();
  }
}

static void copy_tl64(int n, int *a, const int *b, int *seen, int *teams) {
#pragma omp target teams distribute parallel for thread_limit(64) map(to : b[0:n]) map(from : a[0:n]) \
    map(tofrom : seen[0:n], teams[0:n])
  for (int i = 0; i < n; i++) {
    a[i] = b[i] + 2;
    seen[i]++;
    teams[i] = omp_get_num_teams();
  }
}

/* Every store under a condition that holds for every i (b[i] >= 0), which
 * the compiler cannot know: the loop does not store in every iteration. */
static void cond(int n, int *a, const int *b, int *seen, int *teams) {
#pragma omp target teams distribute parallel for map(to : b[0:n]) map(from : a[0:n]) map(tofrom : seen[0:n], teams[0:n])
  for (int i = 0; i < n; i++)
    if (b[i] >= 0) {
      a[i] = b[i] + 3;
      seen[i]++;
      teams[i] = omp_get_num_teams();
    }
}

/* TeaLeaf's stencil shape: collapse(2) over the interior of an x by y
 * grid, in place. */
static void stencil(int x, int y, int *p, const int *r, int *seen, int *teams) {
  int n = x * y;
#pragma omp target teams distribute parallel for simd collapse(2) map(to : r[0:n]) map(tofrom : p[0:n], seen[0:n], teams[0:n])
  for (int j = 1; j < y - 1; j++)
    for (int k = 1; k < x - 1; k++) {
      p[k + j * x] += 2 * r[k + j * x];
      seen[k + j * x]++;
      teams[k + j * x] = omp_get_num_teams();
    }
}

static long sum(int n, const int *b) {
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : b[0:n])
  for (int i = 0; i < n; i++) s += b[i];
  return s;
}

/* A launch's checks: no iteration run other than once (bad), no value
 * other than the host's (wrong), one team count in every iteration (from
 * t_lo to t_hi): returned, or -1. */
static int report(const char *what, long n, long bad, long wrong, int t_lo, int t_hi) {
  char msg[200];
  snprintf(msg, sizeof msg, "%s n=%ld: iterations run other than once", what, n);
  t_check_i(msg, bad, 0);
  snprintf(msg, sizeof msg, "%s n=%ld: values other than the host's", what, n);
  t_check_i(msg, wrong, 0);
  snprintf(msg, sizeof msg, "%s n=%ld: omp_get_num_teams() from %d to %d", what, n, t_lo, t_hi);
  t_check(msg, t_lo == t_hi, "differs between iterations");
  return t_lo == t_hi ? t_lo : -1;
}

/* Every i in [0, n) seen once (and reset), a[i] == b[i] + add. */
static int check_run(const char *what, long n, int *seen, const int *teams, const int *a, const int *b, int add) {
  long bad = 0, wrong = 0;
  int t_lo = INT_MAX, t_hi = 0;
  for (long i = 0; i < n; i++) {
    bad += seen[i] != 1;
    wrong += a[i] != b[i] + add;
    t_lo = teams[i] < t_lo ? teams[i] : t_lo;
    t_hi = teams[i] > t_hi ? teams[i] : t_hi;
    seen[i] = 0;
  }
  return report(what, n, bad, wrong, t_lo, t_hi);
}

/* The team count a launch of n iterations in blocks of `block` threads must
 * have: with the plugin (most > 0) from 2^22 iterations one per block, at
 * most `most`; otherwise (and for loops the plugin leaves) fewer than one
 * per block, at most OMP_NUM_TEAMS where it is set. */
static void check_teams(const char *what, long n, int block, int got, int most, int given) {
  char msg[200];
  long per_block = (n + block - 1) / block;
  snprintf(msg, sizeof msg, "%s n=%ld: %d teams", what, n, got);
  if (getenv("OMP_NUM_TEAMS"))
    t_check(msg, got >= 1 && got <= atoi(getenv("OMP_NUM_TEAMS")), "more than OMP_NUM_TEAMS");
  else if (given && most && n >= 1L << 22)
    t_check_i(msg, got, per_block < most ? per_block : most);
  else
    t_check(msg, got >= 1 && got < per_block, "one team per block or more");
}

int main(int argc, char **argv) {
  t_begin("launch-teams");
  int most = argc > 1 ? atoi(argv[1]) : 0; /* the plugin's most teams, or 0: none expected */
  /* copy and the stencil update `seen` in place in every iteration: with
   * the plugin they run in blocks of 256 (plugin/StoreLoopBlocks.cpp). */
  int inplace_block = most ? 256 : 128;
  const long sizes[] = {(1L << 22) - 1, 1L << 22, (1L << 22) + 1, (1L << 25) + 3};
  long max = (1L << 25) + 3;
  int *a = calloc(max, sizeof(int)), *b = malloc(max * sizeof(int));
  int *seen = calloc(max, sizeof(int)), *teams = calloc(max, sizeof(int));
  for (long i = 0; i < max; i++) b[i] = (int)(i % 1000);
  char msg[160];
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    int n = (int)sizes[s];
    copy(n, a, b, seen, teams);
    check_teams("copy", n, inplace_block, check_run("copy", n, seen, teams, a, b, 1), most, 1);
    copy_tl64(n, a, b, seen, teams);
    check_teams("thread_limit(64)", n, 64, check_run("thread_limit(64)", n, seen, teams, a, b, 2), most, 1);
    cond(n, a, b, seen, teams);
    check_teams("conditional store", n, 128, check_run("conditional store", n, seen, teams, a, b, 3), most, 0);
    long want = 0;
    for (int i = 0; i < n; i++) want += b[i];
    snprintf(msg, sizeof msg, "sum n=%d", n);
    t_check_i(msg, sum(n, b), want);
  }
  const int sides[] = {2100, 1000};
  for (size_t s = 0; s < sizeof sides / sizeof sides[0]; s++) {
    int x = sides[s], y = sides[s], n = x * y, interior = (x - 2) * (y - 2);
    for (int i = 0; i < n; i++) a[i] = i % 13;
    stencil(x, y, a, b, seen, teams);
    long bad = 0, wrong = 0;
    int t_lo = INT_MAX, t_hi = 0;
    for (int j = 0; j < y; j++)
      for (int k = 0; k < x; k++) {
        int i = k + j * x, in = j > 0 && j < y - 1 && k > 0 && k < x - 1;
        bad += seen[i] != in;
        wrong += a[i] != i % 13 + (in ? 2 * b[i] : 0);
        if (in) {
          t_lo = teams[i] < t_lo ? teams[i] : t_lo;
          t_hi = teams[i] > t_hi ? teams[i] : t_hi;
        }
        seen[i] = 0;
      }
    check_teams("collapse(2)", interior, inplace_block, report("collapse(2)", interior, bad, wrong, t_lo, t_hi),
                most, 1);
  }
  free(a);
  free(b);
  free(seen);
  free(teams);
  return t_end();
}
