/* The same reductions launched 1000 times back to back, every result
 * checked: no state (team counters, buffer contents, flags) may leak from one
 * launch into the next. Team and thread counts cycle between launches, and
 * the data shift with the launch index, so a result left over from an
 * earlier launch cannot pass.
 *   target teams distribute parallel for   long +, int max   (SPMD)
 *   target teams distribute                long +, int max   (generic)
 *   target parallel for                    long +, int max
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/repeat-launch | %{check} %s
// CHECK: {{^}}repeat-launch: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

enum { N = 65541, LAUNCHES = 1000 };

static void k_spmd(const int *x, int n, int r, int nt, int tl, long *s, int *m) {
  long ls = *s; int lm = *m;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) \
    map(to : x[0:n]) map(tofrom : ls, lm) reduction(+ : ls) reduction(max : lm)
  for (int i = 0; i < n; i++) { ls += x[i] + r; lm = x[i] + r > lm ? x[i] + r : lm; }
  *s = ls; *m = lm;
}
static void k_generic(const int *x, int n, int r, int nt, int tl, long *s, int *m) {
  long ls = *s; int lm = *m;
#pragma omp target teams distribute num_teams(nt) thread_limit(tl) \
    map(to : x[0:n]) map(tofrom : ls, lm) reduction(+ : ls) reduction(max : lm)
  for (int i = 0; i < n; i++) { ls += x[i] + r; lm = x[i] + r > lm ? x[i] + r : lm; }
  *s = ls; *m = lm;
}
static void k_parallel_for(const int *x, int n, int r, int nt, int tl, long *s, int *m) {
  long ls = *s; int lm = *m; (void)nt;
#pragma omp target parallel for num_threads(tl) \
    map(to : x[0:n]) map(tofrom : ls, lm) reduction(+ : ls) reduction(max : lm)
  for (int i = 0; i < n; i++) { ls += x[i] + r; lm = x[i] + r > lm ? x[i] + r : lm; }
  *s = ls; *m = lm;
}

int main(void) {
  t_begin("repeat-launch");
  t_seed(10);
  int *x = (int *)t_alloc(sizeof(int) * N);
  long base = 0; int xmax = INT_MIN;
  for (int i = 0; i < N; i++) {
    x[i] = (int)t_rand_range(-1000000, 1000000);
    base += x[i];
    xmax = x[i] > xmax ? x[i] : xmax;
  }
#pragma omp target enter data map(to : x[0:N])
  static const struct { const char *name; void (*k)(const int *, int, int, int, int, long *, int *); } kernels[] = {
    {"target teams distribute parallel for", k_spmd},
    {"target teams distribute", k_generic},
    {"target parallel for", k_parallel_for},
  };
  static const int teams[] = {1, 1025, 7, 4096, 33, 1024, 300};
  static const int threads[] = {128, 33, 1024, 64, 1, 256, 100};
  char what[160];
  for (unsigned k = 0; k < sizeof kernels / sizeof *kernels; k++) {
    long bad = 0;
    for (int r = 0; r < LAUNCHES; r++) {
      int nt = teams[r % 7], tl = threads[r % 5];
      if (k == 1 && nt < 64) nt = 64; /* generic: one thread per team, keep it short */
      long s = -r; int m = INT_MIN;
      kernels[k].k(x, N, r, nt, tl, &s, &m);
      long ws = -r + base + (long)N * r; int wm = xmax + r;
      snprintf(what, sizeof what, "%s launch %d teams=%d threads=%d: long +", kernels[k].name, r, nt, tl);
      bad += !t_check_i(what, s, ws);
      snprintf(what, sizeof what, "%s launch %d teams=%d threads=%d: int max", kernels[k].name, r, nt, tl);
      bad += !t_check_i(what, m, wm);
    }
    printf("%s: %d launches, %ld wrong results\n", kernels[k].name, LAUNCHES, bad);
  }
#pragma omp target exit data map(delete : x[0:N])
  free(x);
  return t_end();
}
