/* Many teams: more teams than the 1024 records of clang's default teams
 * reduction buffer, up to 2^20, plus launches where most teams get no
 * iteration at all (they must contribute the identity).
 *
 *   target teams distribute parallel for num_teams(T)   (SPMD)
 *   target teams distribute num_teams(T)                (generic)
 *   target teams num_teams(T) + nested parallel for     (generic)
 *   target teams num_teams(T) reduction over the teams  (team census)
 *   target teams distribute parallel for, one variable, with num_teams(T)
 *   and with libomptarget's team count
 * T in {1, 2, 3, 1023, 1024, 1025, 2048, 4097, 65536, 10^6, 2^20}.
 * Built also with 4096 records: there the SPMD launches of 1025 and 2048
 * teams own their records and count their arrivals on one counter (with the
 * plugin's own records, as many as fit its per-launch area).
 */
// BUILD: default
// BUILD: no-spmdization -mllvm -openmp-opt-disable-spmdization
// BUILD: recs4096 -fopenmp-cuda-teams-reduction-recs-num=4096
// REQUIRES: gpu
// RUN: %{run} %{bin}/many-teams.default | %{check} %s
// RUN: %{run} %{bin}/many-teams.no-spmdization | %{check} %s
// RUN: %{run} %{bin}/many-teams.recs4096 | %{check} %s
// CHECK: {{^}}many-teams: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

typedef struct { long s; int mn; double d; int teams; } Res;
#define MAPS map(to : a[0:n], b[0:n], c[0:n]) map(tofrom : s, mn, d, teams)
#define RED reduction(+ : s, d) reduction(min : mn) reduction(max : teams)
#define BODY(i) s += a[i]; mn = b[i] < mn ? b[i] : mn; d += c[i];
#define INIT long s = -9; int mn = INT_MAX; double d = 0.25; int teams = 0;

static Res k_spmd(const long *a, const int *b, const double *c, int n, int nt, int tl) {
  INIT
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) MAPS RED
  for (int i = 0; i < n; i++) {
    BODY(i)
    teams = omp_get_num_teams() > teams ? omp_get_num_teams() : teams;
  }
  return (Res){s, mn, d, teams};
}
/* One variable: the last team's gather loads its records in groups. */
static long k_spmd_one(const long *a, int n, int nt, int tl) {
  long s = -9;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) map(to : a[0:n]) reduction(+ : s)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
/* No num_teams: libomptarget's count (3200 on an H100 or H200 for n = N). */
static long k_spmd_default(const long *a, int n) {
  long s = -9;
#pragma omp target teams distribute parallel for map(to : a[0:n]) reduction(+ : s)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
static Res k_generic(const long *a, const int *b, const double *c, int n, int nt, int tl) {
  INIT
#pragma omp target teams distribute num_teams(nt) thread_limit(tl) MAPS RED
  for (int i = 0; i < n; i++) {
    BODY(i)
    teams = omp_get_num_teams() > teams ? omp_get_num_teams() : teams;
  }
  return (Res){s, mn, d, teams};
}
static Res k_generic_nested(const long *a, const int *b, const double *c, int n, int nt, int tl) {
  INIT
#pragma omp target teams num_teams(nt) thread_limit(tl) MAPS RED
  {
    int nteams = omp_get_num_teams(), t = omp_get_team_num();
    long chunk = ((long)n + nteams - 1) / nteams;
    long lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
    teams = nteams;
#pragma omp parallel for RED
    for (long i = lo; i < hi; i++) { BODY(i) }
  }
  return (Res){s, mn, d, teams};
}
static void census(int nt, long *count, long *idsum) {
  long cnt = 0, ids = 0;
#pragma omp target teams num_teams(nt) thread_limit(32) map(tofrom : cnt, ids) reduction(+ : cnt, ids)
  {
    cnt += 1;
    ids += omp_get_team_num();
  }
  *count = cnt; *idsum = ids;
}

int main(void) {
  t_begin("many-teams");
  t_seed(4);
  enum { N = (1 << 22) + 3 };
  long *a = (long *)t_alloc(sizeof(long) * N);
  int *b = (int *)t_alloc(sizeof(int) * N);
  double *c = (double *)t_alloc(sizeof(double) * N);
  for (int i = 0; i < N; i++) {
    a[i] = t_rand_range(-100000, 100000);
    b[i] = (int)t_rand_range(-2000000000, 2000000000);
    c[i] = (double)t_rand_range(-64, 64);
  }
  static const int team_counts[] = {1, 2, 3, 1023, 1024, 1025, 2048, 4097, 65536, 1000000, 1 << 20};
  static const struct { const char *name; Res (*k)(const long *, const int *, const double *, int, int, int); } kernels[] = {
    {"target teams distribute parallel for", k_spmd},
    {"target teams distribute", k_generic},
    {"target teams + nested parallel for", k_generic_nested},
  };
  char what[200];
  for (unsigned t = 0; t < sizeof team_counts / sizeof *team_counts; t++) {
    int nt = team_counts[t], tl = nt > 5000 ? 32 : 128;
    long cnt, ids;
    census(nt, &cnt, &ids);
    snprintf(what, sizeof what, "census num_teams(%d): teams counted", nt);
    t_check(what, cnt >= 1 && cnt <= nt, "count out of [1, num_teams]");
    snprintf(what, sizeof what, "census num_teams(%d): sum of team numbers", nt);
    t_check_i(what, ids, cnt * (cnt - 1) / 2);
    if (cnt != nt)
      printf("note: num_teams(%d) ran %ld teams%s\n", nt, cnt,
             nt > 1024 && cnt <= 1024 ? ": more teams than records NOT exercised" : "");

    /* all iterations, and fewer iterations than teams (idle teams) */
    int sizes[2] = {N, nt / 2 + 1};
    for (int z = 0; z < 2; z++) {
      int n = sizes[z];
      INIT
      (void)teams;
      for (int i = 0; i < n; i++) { BODY(i) }
      for (unsigned k = 0; k < sizeof kernels / sizeof *kernels; k++) {
        if (k == 1 && n == N && nt < 64) n = N / 16; /* one thread per team: keep it short */
        long ws = s; int wm = mn; double wd = d;
        if (n != sizes[z]) {
          ws = -9; wm = INT_MAX; wd = 0.25;
          for (int i = 0; i < n; i++) { ws += a[i]; wm = b[i] < wm ? b[i] : wm; wd += c[i]; }
        }
        Res r = kernels[k].k(a, b, c, n, nt, tl);
        snprintf(what, sizeof what, "%s num_teams(%d) thread_limit(%d) n=%d: long +", kernels[k].name, nt, tl, n);
        t_check_i(what, r.s, ws);
        snprintf(what, sizeof what, "%s num_teams(%d) thread_limit(%d) n=%d: int min", kernels[k].name, nt, tl, n);
        t_check_i(what, r.mn, wm);
        snprintf(what, sizeof what, "%s num_teams(%d) thread_limit(%d) n=%d: double +", kernels[k].name, nt, tl, n);
        t_check_f(what, r.d, wd);
        snprintf(what, sizeof what, "%s num_teams(%d) thread_limit(%d) n=%d: max omp_get_num_teams()", kernels[k].name, nt, tl, n);
        t_check(what, r.teams >= 1 && r.teams <= nt, "not in [1, num_teams]");
        if (r.teams != nt && k == 0 && z == 0)
          printf("note: %s num_teams(%d) ran %d teams\n", kernels[k].name, nt, r.teams);
        n = sizes[z];
      }
      snprintf(what, sizeof what, "one variable num_teams(%d) thread_limit(%d) n=%d: long +", nt, tl, n);
      t_check_i(what, k_spmd_one(a, n, nt, tl), s);
    }
  }
  {
    long s = -9;
    for (int i = 0; i < N; i++) s += a[i];
    t_check_i("one variable, libomptarget's team count, n=N: long +", k_spmd_default(a, N), s);
  }
  free(a); free(b); free(c);
  return t_end();
}
