/* Teams reductions whose team count libomptarget chooses (no num_teams
 * clause): with the pass plugin, merged kernels run with as many teams as
 * the GPU holds at once and the other launched blocks leave at entry
 * (plugin/ResidentTeams.cpp). Whatever the build, each of these must hold:
 *   - the sum over every iteration, and each iteration run exactly once;
 *   - omp_get_num_teams() the same in every iteration, and every
 *     omp_get_team_num() below it;
 *   - a function the kernel calls but does not inline reads the same team
 *     count as the kernel's own code;
 *   - with num_teams(4000), 4000 teams.
 * With the plugin (--expect-resident), a launch that libomptarget gives
 * 3200 teams (its NVPTX default for a long loop) runs with fewer: the same
 * number on every SM, at most 1024 threads' worth per SM, or the
 * teams-reduction records where those are fewer: clang's 1024, or, where the
 * plugin gave the kernel no launch environment (its default for these
 * kernels), as many as fit ompred's 32 KiB per launch (819 of this file's
 * 40-byte records); the kernel that calls the non-inlined function keeps
 * libomptarget's count. Sizes: 1, 1000 (8 teams of 128),
 * 128 * 1056 + 1, 2^22 + 3; blocks of 128 (default), 256 and 512 threads.
 */
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/resident-teams --expect-resident | %{check} %s %} \
// RUN: %else %{ %{run} %{bin}/resident-teams | %{check} %s %}
// CHECK: {{^}}resident-teams: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

typedef struct { long sum, runs; int teams_min, teams_max, team_max, called_min, called_max; } Res;
/* clang's teams-reduction record of RED: its variables in clause order. */
typedef struct { long sum, runs; int teams_min, called_min, teams_max, team_max, called_max; } Record;

#define INIT long sum = 0, runs = 0; int teams_min = INT_MAX, teams_max = 0, team_max = -1, \
  called_min = INT_MAX, called_max = 0;
#define RED reduction(+ : sum, runs) reduction(min : teams_min, called_min) \
  reduction(max : teams_max, team_max, called_max)
#define MAPS map(to : a[0:n]) map(tofrom : seen[0:n])
#define BODY(i)                                                              \
  sum += a[i];                                                               \
  runs++;                                                                    \
  seen[i]++;                                                                 \
  int nt = omp_get_num_teams(), t = omp_get_team_num();                      \
  teams_min = nt < teams_min ? nt : teams_min;                               \
  teams_max = nt > teams_max ? nt : teams_max;                               \
  team_max = t > team_max ? t : team_max;
#define RESULT (Res){sum, runs, teams_min, teams_max, team_max, called_min, called_max}

#define PRAGMA(x) _Pragma(#x)
/* One kernel per clause set: the clauses are constants, as users write them. */
#define KERNEL(NAME, CLAUSES)                                                  \
  static Res NAME(const long *a, int *seen, int n) {                         \
    INIT                                                                     \
    PRAGMA(omp target teams distribute parallel for CLAUSES MAPS RED)        \
    for (int i = 0; i < n; i++) { BODY(i) }                                  \
    return RESULT;                                                           \
  }
KERNEL(k_default, )
KERNEL(k_tl256, thread_limit(256))
KERNEL(k_tl512, thread_limit(512))
KERNEL(k_num_teams, num_teams(4000))

#pragma omp declare target
__attribute__((noinline)) int teams_seen_by_callee(void) { return omp_get_num_teams(); }
/* The GPU's SM count (%nsmid), read on the device. */
int sm_count(void) { return 0; }
#pragma omp end declare target
#pragma omp begin declare variant match(device = {arch(nvptx64)})
int sm_count(void) { return __nvvm_read_ptx_sreg_nsmid(); }
#pragma omp end declare variant

static Res k_calls(const long *a, int *seen, int n) {
  INIT
#pragma omp target teams distribute parallel for MAPS RED
  for (int i = 0; i < n; i++) {
    BODY(i)
    int c = teams_seen_by_callee();
    called_min = c < called_min ? c : called_min;
    called_max = c > called_max ? c : called_max;
  }
  return RESULT;
}

typedef Res (*Kernel)(const long *, int *, int);
static const struct { const char *name; Kernel k; int threads; int calls; int fixed; } kernels[] = {
    {"default", k_default, 128, 0, 0},       {"thread_limit(256)", k_tl256, 256, 0, 0},
    {"thread_limit(512)", k_tl512, 512, 0, 0}, {"num_teams(4000)", k_num_teams, 128, 0, 4000},
    {"calls a function", k_calls, 128, 1, 0},
};

int main(int argc, char **argv) {
  t_begin("resident-teams");
  int expect_resident = argc > 1 && strcmp(argv[1], "--expect-resident") == 0;
  const int sizes[] = {1, 1000, 128 * 1056 + 1, (1 << 22) + 3};
  long *a = t_alloc(sizeof(long) * ((1 << 22) + 3));
  int *seen = t_alloc(sizeof(int) * ((1 << 22) + 3));
  for (int i = 0; i < (1 << 22) + 3; i++)
    a[i] = (i * 7919L) % 1000 - 300;
  int sms = 0;
#pragma omp target map(from : sms)
  sms = sm_count();
  char what[160];
  for (unsigned k = 0; k < sizeof kernels / sizeof kernels[0]; k++)
    for (unsigned z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
      int n = sizes[z];
      long want = 0;
      for (int i = 0; i < n; i++)
        want += a[i];
      memset(seen, 0, sizeof(int) * n);
      Res r = kernels[k].k(a, seen, n);
#define WHAT(s) (snprintf(what, sizeof what, "%s, n = %d: %s", kernels[k].name, n, s), what)
      t_check_i(WHAT("sum"), r.sum, want);
      t_check_i(WHAT("iterations run"), r.runs, n);
      long once = 0;
      for (int i = 0; i < n; i++)
        once += seen[i] == 1;
      t_check_i(WHAT("iterations run exactly once"), once, n);
      t_check_i(WHAT("omp_get_num_teams() the same in every iteration"), r.teams_min, r.teams_max);
      t_check_i(WHAT("every team number below the team count"), r.team_max < r.teams_max, 1);
      if (kernels[k].calls)
        t_check_i(WHAT("the called function's team count"), r.called_max * 2L + r.called_min,
                  r.teams_max * 3L);
      if (kernels[k].fixed)
        t_check_i(WHAT("num_teams(4000) teams"), r.teams_max, kernels[k].fixed);
      /* Blocks of 128 threads for 2^22 iterations: libomptarget launches
       * 3200 (the NVPTX default). */
      if (expect_resident && n == (1 << 22) + 3 && !kernels[k].fixed) {
        int per_sm = 1024 / kernels[k].threads;
        if (kernels[k].calls) {
          t_check_i(WHAT("a kernel whose callee reads the team count keeps them"), r.teams_max,
                    3200);
        } else {
          t_check_i(WHAT("fewer teams than libomptarget launched"), r.teams_max < 3200, 1);
          t_check_i(WHAT("no more teams than the reduction's 1024 records"), r.teams_max <= 1024,
                    1);
          t_check_i(WHAT("at most 1024 threads' worth of teams per SM"),
                    r.teams_max <= sms * per_sm, 1);
          int owned_records = 32768 / (int)sizeof(Record); /* OMPRED_OWNED_RECORD_BYTES */
          t_check_i(WHAT("as many teams on every SM, or the 1024 records, or those the pool holds"),
                    r.teams_max == 1024 || r.teams_max == owned_records ||
                        (sms > 0 && r.teams_max % sms == 0),
                    1);
        }
      }
    }
  free(a);
  free(seen);
  return t_end();
}
