/* Reductions in every way a construct can carry them.
 *
 *   target parallel for                      (one team: parallel reduce)
 *   target parallel + for                    (reduction on the parallel)
 *   target teams distribute                  (no parallel: team main threads)
 *   target teams distribute parallel for     (SPMD)
 *   target teams distribute parallel for simd
 *   target teams loop
 *   target teams + distribute parallel for   (split; reduction on the inner
 *                                             construct, and on both)
 *   target + teams distribute parallel for   (split between target and teams)
 *   target teams + parallel for              (teams reduction around a nested
 *                                             parallel reduction)
 *   target teams distribute + parallel for   (nested parallel reduction in
 *                                             every distribute iteration)
 *   target teams / target parallel           (reduce over teams / threads)
 *
 * Two variables per clause list (long +, int max). Built twice: as users get
 * it (clang's OpenMPOpt turns the generic kernels into generic-SPMD ones) and
 * with SPMDization disabled, so that generic-mode kernels really run in
 * generic mode (only each team's main thread outside parallel regions).
 */
// BUILD: default
// BUILD: no-spmdization -mllvm -openmp-opt-disable-spmdization
// REQUIRES: gpu
// RUN: %{run} %{bin}/constructs.default | %{check} %s
// RUN: %{run} %{bin}/constructs.no-spmdization | %{check} %s
// CHECK: {{^}}constructs: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

typedef struct { long s; int m; } Res;
#define RED reduction(+ : s) reduction(max : m)
#define MAPS map(to : a[0:n], b[0:n]) map(tofrom : s, m)
#define BODY(i) s += a[i]; m = b[i] > m ? b[i] : m;

static Res k_parallel_for(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1; (void)nt;
#pragma omp target parallel for num_threads(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){s, m};
}
static Res k_parallel_then_for(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1; (void)nt;
#pragma omp target parallel num_threads(nth) MAPS RED
  {
#pragma omp for
    for (int i = 0; i < n; i++) { BODY(i) }
  }
  return (Res){s, m};
}
static Res k_teams_distribute(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
#pragma omp target teams distribute num_teams(nt) thread_limit(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){s, m};
}
static Res k_tdpf(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){s, m};
}
static Res k_tdpf_simd(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
#pragma omp target teams distribute parallel for simd num_teams(nt) thread_limit(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){s, m};
}
static Res k_teams_loop(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
#pragma omp target teams loop num_teams(nt) thread_limit(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){s, m};
}
/* Reduction on the inner construct only: valid only with one team, since the
   teams would otherwise all combine into one shared variable (a race; stock
   and ompred both fail that program). */
static Res k_split_teams(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
  (void)nt;
#pragma omp target teams num_teams(1) thread_limit(nth) MAPS
#pragma omp distribute parallel for RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){s, m};
}
static Res k_split_teams_both(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
#pragma omp target teams num_teams(nt) thread_limit(nth) MAPS RED
#pragma omp distribute parallel for RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){s, m};
}
static Res k_split_target(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
#pragma omp target MAPS
#pragma omp teams distribute parallel for num_teams(nt) thread_limit(nth) RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){s, m};
}
/* Teams reduction around a nested parallel reduction; each team takes a
 * contiguous chunk by hand. */
static Res k_teams_nested_parallel(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
#pragma omp target teams num_teams(nt) thread_limit(nth) MAPS RED
  {
    int teams = omp_get_num_teams(), t = omp_get_team_num();
    int chunk = (n + teams - 1) / teams;
    int lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
#pragma omp parallel for RED
    for (int i = lo; i < hi; i++) { BODY(i) }
  }
  return (Res){s, m};
}
/* Rows distributed over teams; each row reduced by a nested parallel for into
 * row-local variables, which then feed the teams reduction. */
#define ROW 97
static Res k_distribute_nested_parallel(const long *a, const int *b, int n, int nt, int nth) {
  long s = 5; int m = INT_MIN + 1;
  int rows = (n + ROW - 1) / ROW;
#pragma omp target teams distribute num_teams(nt) thread_limit(nth) MAPS RED
  for (int r = 0; r < rows; r++) {
    long rs = 0; int rm = INT_MIN;
    int hi = (r + 1) * ROW < n ? (r + 1) * ROW : n;
#pragma omp parallel for reduction(+ : rs) reduction(max : rm)
    for (int i = r * ROW; i < hi; i++) { rs += a[i]; rm = b[i] > rm ? b[i] : rm; }
    s += rs;
    m = rm > m ? rm : m;
  }
  return (Res){s, m};
}

typedef Res (*Kernel)(const long *, const int *, int, int, int);
static const struct { const char *name; Kernel k; } kernels[] = {
  {"target parallel for", k_parallel_for},
  {"target parallel + for", k_parallel_then_for},
  {"target teams distribute", k_teams_distribute},
  {"target teams distribute parallel for", k_tdpf},
  {"target teams distribute parallel for simd", k_tdpf_simd},
  {"target teams loop", k_teams_loop},
  {"target teams num_teams(1) + distribute parallel for", k_split_teams},
  {"target teams reduction + distribute parallel for reduction", k_split_teams_both},
  {"target + teams distribute parallel for", k_split_target},
  {"target teams + nested parallel for", k_teams_nested_parallel},
  {"target teams distribute + nested parallel for", k_distribute_nested_parallel},
};

/* Reductions over the teams and threads themselves. */
static void team_census(int nt, long *count, long *idsum, int *maxid) {
  long c = 0, ids = 0; int mx = -1;
#pragma omp target teams num_teams(nt) thread_limit(64) map(tofrom : c, ids, mx) \
    reduction(+ : c, ids) reduction(max : mx)
  {
    c += 1;
    ids += omp_get_team_num();
    mx = omp_get_team_num() > mx ? omp_get_team_num() : mx;
  }
  *count = c; *idsum = ids; *maxid = mx;
}
static void thread_census(int nth, long *count, long *idsum, int *maxid) {
  long c = 0, ids = 0; int mx = -1;
#pragma omp target parallel num_threads(nth) map(tofrom : c, ids, mx) \
    reduction(+ : c, ids) reduction(max : mx)
  {
    c += 1;
    ids += omp_get_thread_num();
    mx = omp_get_thread_num() > mx ? omp_get_thread_num() : mx;
  }
  *count = c; *idsum = ids; *maxid = mx;
}

int main(void) {
  t_begin("constructs");
  t_seed(2);
  enum { NMAX = 100003 };
  long *a = (long *)t_alloc(sizeof(long) * NMAX);
  int *b = (int *)t_alloc(sizeof(int) * NMAX);
  for (int i = 0; i < NMAX; i++) {
    a[i] = t_rand_range(-1000, 1000);
    b[i] = (int)t_rand_range(INT_MIN, INT_MAX - 1);
  }
  static const int sizes[] = {1, 31, 1000, NMAX};
  static const int shapes[][2] = {{1, 1}, {13, 33}, {2000, 128}, {64, 1024}};
  char what[200];
  for (unsigned k = 0; k < sizeof kernels / sizeof *kernels; k++)
    for (unsigned z = 0; z < sizeof sizes / sizeof *sizes; z++) {
      int n = sizes[z];
      /* host reference; b's maximum sits somewhere random in the prefix */
      long ws = 5; int wm = INT_MIN + 1;
      for (int i = 0; i < n; i++) { ws += a[i]; wm = b[i] > wm ? b[i] : wm; }
      for (unsigned s = 0; s < sizeof shapes / sizeof *shapes; s++) {
        Res r = kernels[k].k(a, b, n, shapes[s][0], shapes[s][1]);
        snprintf(what, sizeof what, "%s n=%d teams=%d threads=%d: sum", kernels[k].name, n,
                 shapes[s][0], shapes[s][1]);
        t_check_i(what, r.s, ws);
        snprintf(what, sizeof what, "%s n=%d teams=%d threads=%d: max", kernels[k].name, n,
                 shapes[s][0], shapes[s][1]);
        t_check_i(what, r.m, wm);
      }
    }

  static const int team_counts[] = {1, 2, 33, 1024, 1025, 5000};
  for (unsigned i = 0; i < sizeof team_counts / sizeof *team_counts; i++) {
    long c, ids; int mx;
    team_census(team_counts[i], &c, &ids, &mx);
    snprintf(what, sizeof what, "target teams num_teams(%d): teams counted", team_counts[i]);
    t_check(what, c >= 1 && c <= team_counts[i], "team count out of [1, num_teams]");
    snprintf(what, sizeof what, "target teams num_teams(%d): sum of team numbers", team_counts[i]);
    t_check_i(what, ids, c * (c - 1) / 2);
    snprintf(what, sizeof what, "target teams num_teams(%d): max team number", team_counts[i]);
    t_check_i(what, mx, c - 1);
    if (c != team_counts[i])
      printf("note: num_teams(%d) ran %ld teams\n", team_counts[i], c);
  }
  static const int thread_counts[] = {1, 31, 33, 100, 1000, 1024};
  for (unsigned i = 0; i < sizeof thread_counts / sizeof *thread_counts; i++) {
    long c, ids; int mx;
    thread_census(thread_counts[i], &c, &ids, &mx);
    snprintf(what, sizeof what, "target parallel num_threads(%d): threads counted", thread_counts[i]);
    t_check(what, c >= 1 && c <= thread_counts[i], "thread count out of [1, num_threads]");
    snprintf(what, sizeof what, "target parallel num_threads(%d): sum of thread numbers", thread_counts[i]);
    t_check_i(what, ids, c * (c - 1) / 2);
    snprintf(what, sizeof what, "target parallel num_threads(%d): max thread number", thread_counts[i]);
    t_check_i(what, mx, c - 1);
    if (c != thread_counts[i])
      printf("note: num_threads(%d) ran %ld threads\n", thread_counts[i], c);
  }
  free(a);
  free(b);
  return t_end();
}
