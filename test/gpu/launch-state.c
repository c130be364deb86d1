/* Per-launch state of teams reductions: the shapes that stress it. Built
 * with the pass plugin and -ompred-owned-launch-state=all (the `owned`
 * build), the kernels here get no launch environment from
 * libomptarget, and ompred's runtime keeps their counters and records in its
 * own pool, found by %gridid (deviceRTL/team/owned_launches.h); with
 * =resident, the plugin's default (the `default` build of the plugin runs),
 * only the kernels without a num_teams clause (the ones that get resident
 * teams). Without the plugin they have libomptarget's.
 * Every result is checked against a host reference; every repetition changes
 * the data.
 *
 * 1. One kernel launched 16 times `nowait` before a taskwait: 16 launches of
 *    the same kernel in flight, each with its own input offset, each into its
 *    own element of an array (a one-element section, runtime offset); once
 *    with num_teams, once without (trip counts from 1 to N: one team, a
 *    direct launch, resident teams).
 * 2. The same kernel from 8 host threads at once, blocking; with and without
 *    num_teams.
 * 3. Six doubles (48-byte records: the plugin keeps 682 of clang's 1024) over
 *    1000 to 100000 teams, so records are shared by many teams; a direct
 *    launch (at most 32 teams); one team; without num_teams; a generic
 *    kernel.
 * 4. A 40000-byte record (too large for the pool's per-launch area: that
 *    kernel keeps its launch environment), launched beside the others.
 */
// BUILD: default
// BUILD: owned -Xclang -load -Xclang %plugin -Xclang -mllvm -Xclang -ompred-owned-launch-state=all
// NO-BUILD: ompred owned the owned launch state is the pass plugin's
// NO-BUILD: stock owned the owned launch state is the pass plugin's
// NO-BUILD: ompred22 owned the owned launch state is the pass plugin's
// NO-BUILD: stock22 owned the owned launch state is the pass plugin's
// REQUIRES: gpu
// RUN: %{run} %{bin}/launch-state.default | %{check} %s
// RUN: %if with-plugin %{ %{run} %{bin}/launch-state.owned | %{check} %s %}
// CHECK: {{^}}launch-state: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

enum { N = 300007, REPS = 20, INFLIGHT = 16, K = 8, H = 5000 };

static long same_kernel(const int *x, int teams, long off) {
  long s = off;
  const int n = N;
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(128) \
    map(to : x[0:n]) map(tofrom : s) reduction(+ : s)
  for (int i = 0; i < n; i++) s += (long)x[i] * (off + 1);
  return s;
}

/* What same_kernel and resident_kernel return: off + (off + 1) * x[0..n-1]. */
static long ref_prefix(const int *x, int n, long off) {
  long s = off;
  for (int i = 0; i < n; i++) s += (long)x[i] * (off + 1);
  return s;
}

/* Without num_teams: resident teams, and with the plugin no launch
 * environment. n from 1 to N. */
static long resident_kernel(const int *x, int n, long off) {
  long s = off;
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(tofrom : s) reduction(+ : s)
  for (int i = 0; i < n; i++) s += (long)x[i] * (off + 1);
  return s;
}

/* Trip counts for the kernels without num_teams: one team, a direct launch
 * (at most 32 teams of 128 threads), resident teams. */
static int resident_n(long k) {
  const int ns[] = {1, 100, 3001, 40000, N};
  return ns[k % 5];
}

static void six_resident(const int *x, int n, int r, double out[6]) {
  double a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
#pragma omp target teams distribute parallel for map(to : x[0:n]) reduction(+ : a, b, c, d, e, f)
  for (int i = 0; i < n; i++) {
    double v = (double)(x[i] + r);
    a += v; b += 2 * v; c += 3 * v; d += 4 * v; e += 5 * v; f += 6 * v;
  }
  out[0] = a; out[1] = b; out[2] = c; out[3] = d; out[4] = e; out[5] = f;
}

static void six(const int *x, int teams, int threads, int r, double out[6]) {
  double a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
  const int n = N;
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(threads) \
    map(to : x[0:n]) reduction(+ : a, b, c, d, e, f)
  for (int i = 0; i < n; i++) {
    double v = (double)(x[i] + r);
    a += v; b += 2 * v; c += 3 * v; d += 4 * v; e += 5 * v; f += 6 * v;
  }
  out[0] = a; out[1] = b; out[2] = c; out[3] = d; out[4] = e; out[5] = f;
}

static long generic(const int *x, int teams, int r) {
  long s = 0;
  const int n = N;
#pragma omp target teams distribute num_teams(teams) map(to : x[0:n]) reduction(+ : s)
  for (int i = 0; i < n; i++) s += x[i] + r;
  return s;
}

static void big(const int *x, int r, long *h) {
  const int n = N;
#pragma omp target teams distribute parallel for num_teams(200) map(to : x[0:n]) \
    map(tofrom : h[0:H]) reduction(+ : h[0:H])
  for (int i = 0; i < n; i++) h[i % H] += x[i] + r;
}

int main(void) {
  t_begin("launch-state");
  t_seed(17);
  int *x = (int *)t_alloc(sizeof(int) * N);
  long sum = 0;
  for (int i = 0; i < N; i++) {
    x[i] = (int)t_rand_range(-100000, 100000);
    sum += x[i];
  }
#pragma omp target enter data map(to : x[0:N])
  char what[160];

  /* 1. In flight at once: one kernel, INFLIGHT nowait launches, each into its
   * own element of got (a one-element section, reduced by that launch). */
  for (int r = 0; r < REPS; r++) {
    long got[INFLIGHT];
    long *g = got;
    const int n = N;
    for (int k = 0; k < INFLIGHT; k++) {
      long off = r * INFLIGHT + k;
      got[k] = off;
#pragma omp target teams distribute parallel for num_teams(64 + 97 * (int)(off % 7)) \
    thread_limit(128) map(to : x[0:n]) map(tofrom : g[k:1]) reduction(+ : g[k:1]) nowait
      for (int i = 0; i < n; i++) g[k] += (long)x[i] * (off + 1);
    }
#pragma omp taskwait
    for (int k = 0; k < INFLIGHT; k++) {
      snprintf(what, sizeof what, "nowait rep %d launch %d", r, k);
      t_check_i(what, got[k], ref_prefix(x, N, r * INFLIGHT + k));
    }
  }

  /* 1, without num_teams: the kernels that keep no launch environment. */
  for (int r = 0; r < REPS; r++) {
    long got[INFLIGHT];
    long *g = got;
    for (int k = 0; k < INFLIGHT; k++) {
      long off = r * INFLIGHT + k;
      const int n = resident_n(off);
      got[k] = off;
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(tofrom : g[k:1]) \
    reduction(+ : g[k:1]) nowait
      for (int i = 0; i < n; i++) g[k] += (long)x[i] * (off + 1);
    }
#pragma omp taskwait
    for (int k = 0; k < INFLIGHT; k++) {
      long off = r * INFLIGHT + k;
      snprintf(what, sizeof what, "nowait without num_teams rep %d launch %d (n %d)", r, k,
               resident_n(off));
      t_check_i(what, got[k], ref_prefix(x, resident_n(off), off));
    }
  }

  /* 2. The same kernel from K host threads. */
  static long results[K][REPS], resident_results[K][REPS];
  int nthreads = 0;
#pragma omp parallel num_threads(K)
  {
    int tid = omp_get_thread_num();
#pragma omp single
    nthreads = omp_get_num_threads();
    for (int r = 0; r < REPS; r++)
      results[tid][r] = same_kernel(x, 30 + 500 * tid, 1000 + tid * REPS + r);
    for (int r = 0; r < REPS; r++)
      resident_results[tid][r] = resident_kernel(x, resident_n(tid + r), 5000 + tid * REPS + r);
  }
  t_check("8 host threads", nthreads == K, "could not get 8 host threads");
  for (int tid = 0; tid < nthreads; tid++)
    for (int r = 0; r < REPS; r++) {
      snprintf(what, sizeof what, "host thread %d rep %d", tid, r);
      t_check_i(what, results[tid][r], ref_prefix(x, N, 1000 + tid * REPS + r));
      snprintf(what, sizeof what, "host thread %d rep %d without num_teams", tid, r);
      t_check_i(what, resident_results[tid][r],
                ref_prefix(x, resident_n(tid + r), 5000 + tid * REPS + r));
    }

  /* 3. Record counts, team counts and modes. 4. A kernel too large for it. */
  const int shapes[][2] = {{1, 128}, {7, 64}, {32, 256}, {33, 96}, {1000, 128}, {4096, 64},
                           {100000, 32}};
  long *h = (long *)t_alloc(sizeof(long) * H);
  for (int r = 0; r < REPS; r++) {
    for (unsigned s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
      double got[6];
      six(x, shapes[s][0], shapes[s][1], r, got);
      for (int v = 0; v < 6; v++) {
        snprintf(what, sizeof what, "six rep %d teams %d var %d", r, shapes[s][0], v);
        t_check_f(what, got[v], (double)(v + 1) * (double)(sum + (long)N * r));
      }
    }
    for (int k = 0; k < 5; k++) {
      double got[6];
      const int n = resident_n(k);
      six_resident(x, n, r, got);
      const long prefix = ref_prefix(x, n, 0); /* x[0] + ... + x[n-1] */
      for (int v = 0; v < 6; v++) {
        snprintf(what, sizeof what, "six without num_teams rep %d n %d var %d", r, n, v);
        t_check_f(what, got[v], (double)(v + 1) * (double)(prefix + (long)n * r));
      }
    }
    const int gteams[] = {1, 20, 3000};
    for (int g = 0; g < 3; g++) {
      snprintf(what, sizeof what, "generic rep %d teams %d", r, gteams[g]);
      t_check_i(what, generic(x, gteams[g], r), sum + (long)N * r);
    }
    for (int j = 0; j < H; j++) h[j] = j;
    big(x, r, h);
    long bad = 0;
    for (int j = 0; j < H; j++) {
      long want = j;
      for (int i = j; i < N; i += H) want += x[i] + r;
      bad += h[j] != want;
    }
    snprintf(what, sizeof what, "big record rep %d: wrong elements", r);
    t_check_i(what, bad, 0);
  }
#pragma omp target exit data map(delete : x[0:N])
  free(h);
  free(x);
  return t_end();
}
