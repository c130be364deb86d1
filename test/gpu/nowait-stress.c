/* Concurrency: 8 target regions with reductions in flight at once, 100 times,
 * every result checked.
 *
 * Part 1: one host thread launches 8 different `nowait` target regions
 *         (SPMD, generic, parallel for, teams + parallel, more teams than
 *         records, several types and operators) and waits with taskwait;
 *         every repetition changes the data, so a stale or mixed-up result
 *         cannot match.
 * Part 2: 8 host threads each launch their own blocking reductions at the
 *         same time.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/nowait-stress | %{check} %s
// CHECK: {{^}}nowait-stress: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

enum { N = 200003, REPS = 100, K = 8 };

typedef struct {
  long s0; double s1; int s2; unsigned s3; char s4; short s5; float s6; long s7min, s7max;
} Out;

/* Element i's contribution to each kernel in repetition r. */
#define V0(x, r) ((long)(x) + (r))
#define V1(x, r) (double)(((x) & 255) - (r))
#define V2(x, r) ((x) ^ (r))
#define V3(x, r) ((unsigned)(x) * (unsigned)((r) + 1))
#define V4(x, r) (char)((x) + (r))
#define V5(x, r) (short)((x) % 30000 - (r))
#define V6(x, r) (float)(((x) & 15) - 8 + ((r) & 1))
#define V7(x, r) ((long)(x) * ((r) + 1))

static void reference(const int *x, int r, Out *o) {
  Out w = {r, 0.5, INT_MIN, 0x2468u, 3, SHRT_MAX, -1.5f, LONG_MAX, LONG_MIN};
  for (int i = 0; i < N; i++) {
    w.s0 += V0(x[i], r);
    w.s1 += V1(x[i], r);
    w.s2 = V2(x[i], r) > w.s2 ? V2(x[i], r) : w.s2;
    w.s3 ^= V3(x[i], r);
    w.s4 += V4(x[i], r);
    w.s5 = V5(x[i], r) < w.s5 ? V5(x[i], r) : w.s5;
    w.s6 += V6(x[i], r);
    w.s7min = V7(x[i], r) < w.s7min ? V7(x[i], r) : w.s7min;
    w.s7max = V7(x[i], r) > w.s7max ? V7(x[i], r) : w.s7max;
  }
  *o = w;
}

static void launch_all(const int *x, int r, Out *o) {
  long s0 = r; double s1 = 0.5; int s2 = INT_MIN; unsigned s3 = 0x2468u; char s4 = 3;
  short s5 = SHRT_MAX; float s6 = -1.5f; long s7min = LONG_MAX, s7max = LONG_MIN;
  const int n = N;
#pragma omp target teams distribute parallel for num_teams(256) thread_limit(128) \
    map(to : x[0:n]) map(tofrom : s0) reduction(+ : s0) nowait
  for (int i = 0; i < n; i++) s0 += V0(x[i], r);
#pragma omp target teams distribute parallel for num_teams(100) thread_limit(256) \
    map(to : x[0:n]) map(tofrom : s1) reduction(+ : s1) nowait
  for (int i = 0; i < n; i++) s1 += V1(x[i], r);
#pragma omp target teams distribute num_teams(512) map(to : x[0:n]) map(tofrom : s2) \
    reduction(max : s2) nowait
  for (int i = 0; i < n; i++) s2 = V2(x[i], r) > s2 ? V2(x[i], r) : s2;
#pragma omp target parallel for num_threads(1000) map(to : x[0:n]) map(tofrom : s3) \
    reduction(^ : s3) nowait
  for (int i = 0; i < n; i++) s3 ^= V3(x[i], r);
#pragma omp target teams distribute parallel for num_teams(2048) thread_limit(64) \
    map(to : x[0:n]) map(tofrom : s4) reduction(+ : s4) nowait
  for (int i = 0; i < n; i++) s4 += V4(x[i], r);
#pragma omp target teams num_teams(64) thread_limit(96) map(to : x[0:n]) map(tofrom : s5) \
    reduction(min : s5) nowait
  {
    int teams = omp_get_num_teams(), t = omp_get_team_num();
    int chunk = (n + teams - 1) / teams;
    int lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
#pragma omp parallel for reduction(min : s5)
    for (int i = lo; i < hi; i++) s5 = V5(x[i], r) < s5 ? V5(x[i], r) : s5;
  }
#pragma omp target teams distribute parallel for num_teams(33) thread_limit(33) \
    map(to : x[0:n]) map(tofrom : s6) reduction(+ : s6) nowait
  for (int i = 0; i < n; i++) s6 += V6(x[i], r);
#pragma omp target teams distribute parallel for num_teams(1500) thread_limit(128) \
    map(to : x[0:n]) map(tofrom : s7min, s7max) reduction(min : s7min) reduction(max : s7max) nowait
  for (int i = 0; i < n; i++) {
    s7min = V7(x[i], r) < s7min ? V7(x[i], r) : s7min;
    s7max = V7(x[i], r) > s7max ? V7(x[i], r) : s7max;
  }
#pragma omp taskwait
  *o = (Out){s0, s1, s2, s3, s4, s5, s6, s7min, s7max};
}

static long per_thread_kernel(const int *x, int tid, int r) {
  long s = tid - r;
  const int n = N;
#pragma omp target teams distribute parallel for num_teams(40 + 300 * tid) thread_limit(64 + 32 * tid) \
    map(to : x[0:n]) map(tofrom : s) reduction(+ : s)
  for (int i = 0; i < n; i++) s += (long)x[i] * (tid + 1) + r;
  return s;
}

int main(void) {
  t_begin("nowait-stress");
  t_seed(9);
  int *x = (int *)t_alloc(sizeof(int) * N);
  for (int i = 0; i < N; i++) x[i] = (int)t_rand_range(-1000000, 1000000);
#pragma omp target enter data map(to : x[0:N])
  char what[160];
  for (int r = 0; r < REPS; r++) {
    Out got, want;
    launch_all(x, r, &got);
    reference(x, r, &want);
#define C(f, fn) snprintf(what, sizeof what, "nowait rep %d: %s", r, #f); fn(what, got.f, want.f);
    C(s0, t_check_i) C(s1, t_check_f) C(s2, t_check_i) C(s3, t_check_u) C(s4, t_check_i)
    C(s5, t_check_i) C(s6, t_check_f) C(s7min, t_check_i) C(s7max, t_check_i)
  }

  static long results[K][REPS];
#pragma omp parallel num_threads(K)
  {
    int tid = omp_get_thread_num();
    if (omp_get_num_threads() == K)
      for (int r = 0; r < REPS; r++) results[tid][r] = per_thread_kernel(x, tid, r);
  }
  int nthreads = 0;
#pragma omp parallel num_threads(K)
#pragma omp single
  nthreads = omp_get_num_threads();
  t_check("8 host threads for part 2", nthreads == K, "could not get 8 host threads");
  if (nthreads == K)
    for (int tid = 0; tid < K; tid++) {
      long base = 0;
      for (int i = 0; i < N; i++) base += (long)x[i] * (tid + 1);
      for (int r = 0; r < REPS; r++) {
        snprintf(what, sizeof what, "host thread %d rep %d", tid, r);
        t_check_i(what, results[tid][r], base + (long)(tid - r) + (long)N * r);
      }
    }
#pragma omp target exit data map(delete : x[0:N])
  free(x);
  return t_end();
}
