/* Loop bodies with side effects beside the reduction: an atomic update of a
 * hit counter per iteration, with + (two variables), max and min reductions
 * over 64-bit (and unsigned 64-bit) induction variables, at clang's default
 * launch (no clauses: libomptarget picks the block size, 32 threads for
 * these trip counts) and at explicit team/thread shapes, plus the same body
 * in a collapse(2) loop. The atomic changes how the compiler schedules the
 * warp: lanes need not arrive at the reduction together, so the runtime must
 * not take the lanes it sees as the lanes taking part.
 *
 * A firstprivate that the body reads and then changes is checked too: clang
 * opens one parallel region per distribute chunk, whose threads start from
 * the original value. Without clauses LLVM 19 folds the chunk to clang's
 * default thread limit, C = 128, while libomptarget may launch P < C threads
 * per team (32 for small trip counts, or OMP_TEAMS_THREAD_LIMIT): thread j
 * then runs positions j, j + P, ... of each chunk, so iteration i sees
 * 7 + (i mod C) / P. The pass plugin must keep exactly that.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/side-effect-bodies | %{check} %s
// RUN: env OMP_TEAMS_THREAD_LIMIT=64 %{run} %{bin}/side-effect-bodies | %{check} %s
// CHECK: {{^}}side-effect-bodies: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

typedef struct {
  long cnt, sum, mx, mn;
} Result;

static void want(long n, Result *r) {
  r->cnt = n;
  r->sum = 0;
  r->mx = LONG_MIN;
  r->mn = LONG_MAX;
  for (long k = 0; k < n; k++) {
    r->sum += 3 * k + 1;
    if (k > r->mx) r->mx = k;
    if (k < r->mn) r->mn = k;
  }
}

static void check(const char *what, long n, const Result *got, const long *h, long nh) {
  Result w;
  want(n, &w);
  char buf[160];
  snprintf(buf, sizeof buf, "%s n=%ld cnt", what, n);
  t_check_i(buf, got->cnt, w.cnt);
  snprintf(buf, sizeof buf, "%s n=%ld sum", what, n);
  t_check_i(buf, got->sum, w.sum);
  snprintf(buf, sizeof buf, "%s n=%ld max", what, n);
  t_check_i(buf, got->mx, w.mx);
  snprintf(buf, sizeof buf, "%s n=%ld min", what, n);
  t_check_i(buf, got->mn, w.mn);
  long wrong = 0;
  for (long k = 0; k < nh; k++)
    wrong += h[k] != 1;
  snprintf(buf, sizeof buf, "%s n=%ld iterations not run exactly once", what, n);
  t_check_i(buf, wrong, 0);
}

#define RED reduction(+ : cnt, sum) reduction(max : mx) reduction(min : mn)
#define BODY                                                                   \
  _Pragma("omp atomic") h[k] += 1;                                             \
  cnt += 1;                                                                    \
  sum += 3 * k + 1;                                                            \
  mx = k > mx ? k : mx;                                                        \
  mn = k < mn ? k : mn;
#define INIT long cnt = 0, sum = 0, mx = LONG_MIN, mn = LONG_MAX;
#define OUT r->cnt = cnt; r->sum = sum; r->mx = mx; r->mn = mn;

/* The shape: long i from lo to hi by step, default launch. */
static void k_default_long(long lo, long hi, long step, long *h, long n, Result *r) {
  INIT
#pragma omp target teams distribute parallel for RED map(tofrom : h[0:n])
  for (long i = lo; i < hi; i += step) {
    long k = (i - lo) / step;
    BODY
  }
  OUT
}

static void k_default_ulong(unsigned long n, long *h, Result *r) {
  INIT
#pragma omp target teams distribute parallel for RED map(tofrom : h[0:n])
  for (unsigned long i = 0; i < n; i++) {
    long k = (long)i;
    BODY
  }
  OUT
}

static void k_shape(long n, int nt, int tl, long *h, Result *r) {
  INIT
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) RED \
    map(tofrom : h[0:n])
  for (long i = 0; i < n; i++) {
    long k = i;
    BODY
  }
  OUT
}

static void k_collapse(long a, long b, long *h, Result *r) {
  INIT
#pragma omp target teams distribute parallel for collapse(2) RED map(tofrom : h[0:a * b])
  for (long x = 0; x < a; x++)
    for (long y = 0; y < b; y++) {
      long k = x * b + y;
      BODY
    }
  OUT
}

/* Each iteration reads the firstprivate after the previous write to it;
 * threads[i] = the team's thread count. */
static void k_firstprivate(long n, long *seen, int *threads) {
  long c = 7;
#pragma omp target teams distribute parallel for firstprivate(c) \
    map(tofrom : seen[0:n], threads[0:n])
  for (long i = 0; i < n; i++) {
    seen[i] = c;
    threads[i] = omp_get_num_threads();
    c += 1;
  }
}

int main(void) {
  t_begin("side-effect-bodies");
  static const long sizes[] = {1, 31, 32, 33, 65, 127, 1000, 7919, 100003};
  for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
    long n = sizes[s];
    long *h = calloc((size_t)n, sizeof *h);
    Result r;
    k_default_long(0, n, 1, h, n, &r);
    check("default long", n, &r, h, n);
    memset(h, 0, (size_t)n * sizeof *h);
    k_default_long(5, 5 + 3 * n, 3, h, n, &r);
    check("default long lo=5 step=3", n, &r, h, n);
    memset(h, 0, (size_t)n * sizeof *h);
    k_default_ulong((unsigned long)n, h, &r);
    check("default unsigned long", n, &r, h, n);
    free(h);
  }
  static const struct { long n; int nt, tl; } shapes[] = {
      {33, 1, 32}, {7919, 7, 96}, {100003, 64, 128}, {7919, 3, 1024}, {1000, 5, 33}, {4096, 2, 1000}};
  for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
    long n = shapes[s].n;
    long *h = calloc((size_t)n, sizeof *h);
    Result r;
    k_shape(n, shapes[s].nt, shapes[s].tl, h, &r);
    char what[64];
    snprintf(what, sizeof what, "num_teams(%d) thread_limit(%d)", shapes[s].nt, shapes[s].tl);
    check(what, n, &r, h, n);
    free(h);
  }
  static const long dims[][2] = {{7, 91}, {3, 11}, {100, 1000}};
  for (size_t s = 0; s < sizeof dims / sizeof *dims; s++) {
    long n = dims[s][0] * dims[s][1];
    long *h = calloc((size_t)n, sizeof *h);
    Result r;
    k_collapse(dims[s][0], dims[s][1], h, &r);
    char what[64];
    snprintf(what, sizeof what, "collapse(2) %ldx%ld", dims[s][0], dims[s][1]);
    check(what, n, &r, h, n);
    free(h);
  }
  static const long fp_sizes[] = {100, 1000, 100000, 4000000};
  for (size_t s = 0; s < sizeof fp_sizes / sizeof *fp_sizes; s++) {
    long n = fp_sizes[s];
    long *seen = malloc((size_t)n * sizeof *seen);
    int *threads = malloc((size_t)n * sizeof *threads);
    for (long i = 0; i < n; i++) {
      seen[i] = -1;
      threads[i] = 0;
    }
    k_firstprivate(n, seen, threads);
    const long chunk = 128;
    long wrong = 0, first = -1;
    for (long i = 0; i < n; i++) {
      long p = threads[i] > 0 ? threads[i] : 1;
      if (seen[i] != 7 + (i % chunk) / p) {
        wrong++;
        if (first < 0)
          first = i;
      }
    }
    char what[128];
    snprintf(what, sizeof what,
             "firstprivate read after write n=%ld (%d threads): iterations seeing another value "
             "than 7 + (i mod %ld) / threads, first i=%ld",
             n, threads[0], chunk, first);
    t_check_i(what, wrong, 0);
    free(seen);
    free(threads);
  }
  return t_end();
}
