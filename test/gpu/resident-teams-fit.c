/* With the pass plugin, a teams reduction without a num_teams clause runs
 * with as many teams as the GPU holds at once (plugin/ResidentTeams.cpp);
 * the promise is that all of them do fit at once, so that none runs in a
 * second wave (docs/plugin.md, "Teams that fit"). This unit makes that hard:
 *   - it holds a generic-mode kernel, so every kernel keeps LLVM's generic
 *     entry and reserves 9 named barriers: from sm_90 an SM holds 7 teams
 *     of 128 threads, not the 8 its threads allow;
 *   - one kernel reduces 8 doubles, whose private copies need more than the
 *     64 registers per thread that 8 teams of 128 would leave.
 * The test of the promise: each team's thread 0, at the team's first
 * iteration, arrives at a counter and waits until every team of the launch
 * has arrived, for at most 50 ms. Where a team cannot start before others
 * end, those others wait in vain.
 * Every build: the sums, and each iteration run exactly once. With the
 * plugin (--expect-resident): fewer teams than libomptarget launched (3200
 * for 2^22 iterations) and no team waited in vain. Stock and ompred alone
 * run libomptarget's 3200 teams, more than fit: there the waits time out,
 * which only slows the test.
 */
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/resident-teams-fit --expect-resident | %{check} %s %} \
// RUN: %else %{ %{run} %{bin}/resident-teams-fit | %{check} %s %}
// CHECK: {{^}}resident-teams-fit: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

enum { N = (1 << 22) + 3, MaxTeams = 4096 };

#define PRAGMA(x) _Pragma(#x)
#define MAPS map(to : a[0:N]) map(tofrom : seen[0:N], started[0:MaxTeams], sync[0:2])
/* sync[0]: teams arrived; sync[1]: teams that waited in vain. */
#define ARRIVE_AND_WAIT                                                       \
  if (omp_get_thread_num() == 0) {                                           \
    int team = omp_get_team_num(), first;                                    \
    PRAGMA(omp atomic capture)                                               \
    { first = started[team]; started[team] = 1; }                            \
    if (!first) {                                                            \
      PRAGMA(omp atomic update)                                              \
      sync[0]++;                                                             \
      int teams = omp_get_num_teams(), arrived;                              \
      double since = omp_get_wtime();                                        \
      do {                                                                   \
        PRAGMA(omp atomic read)                                      \
        arrived = sync[0];                                                   \
      } while (arrived < teams && omp_get_wtime() - since < 0.05);           \
      if (arrived < teams) {                                                 \
        PRAGMA(omp atomic update)                                            \
        sync[1]++;                                                           \
      }                                                                      \
    }                                                                        \
  }

typedef struct { double sum[8]; long runs; int teams; } Res;

/* One double, with the clauses a user writes. */
#define ONE_DOUBLE(NAME, CLAUSES)                                              \
  static Res NAME(const double *a, int *seen, int *started, int *sync) {     \
    double s = 0;                                                            \
    long runs = 0;                                                           \
    int teams = 0;                                                           \
    PRAGMA(omp target teams distribute parallel for CLAUSES MAPS             \
               reduction(+ : s, runs) reduction(max : teams))                \
    for (int i = 0; i < N; i++) {                                            \
      ARRIVE_AND_WAIT                                                        \
      s += a[i];                                                             \
      runs++;                                                                \
      seen[i]++;                                                             \
      teams = omp_get_num_teams() > teams ? omp_get_num_teams() : teams;     \
    }                                                                        \
    return (Res){{s}, runs, teams};                                          \
  }
ONE_DOUBLE(k_one, )
ONE_DOUBLE(k_tl256, thread_limit(256))

static Res k_eight(const double *a, int *seen, int *started, int *sync) {
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
  long runs = 0;
  int teams = 0;
#pragma omp target teams distribute parallel for MAPS \
    reduction(+ : s0, s1, s2, s3, s4, s5, s6, s7, runs) reduction(max : teams)
  for (int i = 0; i < N; i++) {
    ARRIVE_AND_WAIT
    double x = a[i];
    s0 += x;
    s1 += x * 2;
    s2 += x * 3;
    s3 += x * 4;
    s4 += x * 5;
    s5 += x * 6;
    s6 += x * 7;
    s7 += x * 8;
    runs++;
    seen[i]++;
    teams = omp_get_num_teams() > teams ? omp_get_num_teams() : teams;
  }
  return (Res){{s0, s1, s2, s3, s4, s5, s6, s7}, runs, teams};
}

/* The generic-mode kernel that makes every kernel of the unit keep 9
 * barriers: teams distribute by hand, a parallel region inside. */
static long k_generic(const double *a) {
  long c = 0;
#pragma omp target teams map(to : a[0:N]) map(tofrom : c) reduction(+ : c)
  {
    int team = omp_get_team_num(), teams = omp_get_num_teams();
#pragma omp parallel for reduction(+ : c)
    for (int i = team; i < N; i += teams)
      c += a[i] > 500;
  }
  return c;
}

typedef Res (*Kernel)(const double *, int *, int *, int *);
static const struct { const char *name; Kernel k; int sums; } kernels[] = {
    {"one double", k_one, 1},
    {"thread_limit(256)", k_tl256, 1},
    {"eight doubles", k_eight, 8},
};

int main(int argc, char **argv) {
  t_begin("resident-teams-fit");
  int expect_resident = argc > 1 && strcmp(argv[1], "--expect-resident") == 0;
  double *a = t_alloc(sizeof(double) * N);
  int *seen = t_alloc(sizeof(int) * N);
  int *started = t_alloc(sizeof(int) * MaxTeams);
  int sync[2];
  /* Integers below 1000: every sum below is exact in doubles. */
  long want = 0, above = 0;
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 7919L) % 1000);
    want += (long)a[i];
    above += a[i] > 500;
  }
  t_check_i("generic kernel: elements above 500", k_generic(a), above);
  char what[160];
  for (unsigned k = 0; k < sizeof kernels / sizeof kernels[0]; k++) {
    memset(seen, 0, sizeof(int) * N);
    memset(started, 0, sizeof(int) * MaxTeams);
    sync[0] = sync[1] = 0;
    Res r = kernels[k].k(a, seen, started, sync);
#define WHAT(s) (snprintf(what, sizeof what, "%s: %s", kernels[k].name, s), what)
    for (int j = 0; j < kernels[k].sums; j++)
      t_check_f(WHAT("sum"), r.sum[j], (long double)want * (j + 1));
    t_check_i(WHAT("iterations run"), r.runs, N);
    long once = 0;
    for (int i = 0; i < N; i++)
      once += seen[i] == 1;
    t_check_i(WHAT("iterations run exactly once"), once, N);
    t_check_i(WHAT("every team arrived"), sync[0], r.teams);
    if (expect_resident) {
      t_check_i(WHAT("fewer teams than libomptarget launched"), r.teams < 3200, 1);
      t_check_i(WHAT("teams that waited in vain for the others"), sync[1], 0);
    }
  }
  free(a);
  free(seen);
  free(started);
  return t_end();
}
