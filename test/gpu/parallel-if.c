/* The if clause of `target teams distribute parallel for` (plugin/ParallelIf.cpp,
 * docs/plugin.md, "An if clause's parallel region"): with a false
 * if(parallel: ...) clause each team's parallel region has one thread, and
 * every iteration of the team's chunk still runs exactly once. Every
 * iteration adds 1 to its own counter atomically and records the team size
 * and thread number it ran with; the host expects counters of exactly 1,
 * team size 1 and thread 0 when the clause is false, and team sizes above 1
 * when it is true. The device runtime runs a false region serialized, one
 * thread state per thread; the plugin makes it a team of one thread where
 * the region cannot tell the two apart, so every build must pass:
 *   - `plain`: the shapes the plugin rewrites (if(parallel: f) with
 *     num_teams/thread_limit and without, merged or not, and TeaLeaf's halo
 *     form `parallel for simd if(c) collapse(2)`, whose false case runs on
 *     the host);
 *   - `observes`: a region that calls omp_in_parallel(), which the plugin
 *     leaves alone: the inactive region must report 0 there;
 *   - `reduces`: a region with a reduction, which the plugin leaves alone
 *     (merged with the default launch and in place with the clauses).
 * Team counts and sizes: 1 x 32, 7 x 64, 40 x 128, libomptarget's default.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/parallel-if | %{check} %s
// CHECK: {{^}}parallel-if: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#define N 5003
#define W 37

#pragma omp declare target
int count[N], size[N], thread[N];
#pragma omp end declare target

static void clear(void) {
  for (int i = 0; i < N; i++)
    count[i] = size[i] = thread[i] = 0;
#pragma omp target update to(count, size, thread)
}

static void expect(const char *what, int teams, int tl, int on, int n, int observed) {
#pragma omp target update from(count, size, thread)
  char name[160];
  int bad_count = 0, bad_size = 0, bad_thread = 0, wide = 0;
  for (int i = 0; i < n; i++) {
    bad_count += count[i] != 1;
    if (on)
      wide += size[i] > 1;
    else {
      bad_size += size[i] != 1;
      bad_thread += thread[i] != 0;
    }
  }
  snprintf(name, sizeof name, "%s teams %d x %d, if %d: iterations whose counter is not 1", what,
           teams, tl, on);
  t_check_i(name, bad_count, 0);
  if (on) {
    snprintf(name, sizeof name, "%s teams %d x %d, if 1: iterations run by a team of several", what,
             teams, tl);
    t_check(name, tl == 1 || wide > 0, "none");
  } else {
    snprintf(name, sizeof name, "%s teams %d x %d, if 0: team size other than 1", what, teams, tl);
    t_check_i(name, bad_size, 0);
    snprintf(name, sizeof name, "%s teams %d x %d, if 0: thread number other than 0", what, teams,
             tl);
    t_check_i(name, bad_thread, 0);
  }
  if (observed >= 0) {
    snprintf(name, sizeof name, "%s teams %d x %d, if %d: omp_in_parallel()", what, teams, tl, on);
    t_check_i(name, observed, on && tl > 1);
  }
}

static void plain(int teams, int tl, int on) {
  clear();
  if (teams)
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(tl) if(parallel : on)
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      count[i] += 1;
      size[i] = omp_get_num_threads();
      thread[i] = omp_get_thread_num();
    }
  else
#pragma omp target teams distribute parallel for if(parallel : on)
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      count[i] += 1;
      size[i] = omp_get_num_threads();
      thread[i] = omp_get_thread_num();
    }
  expect("plain", teams, teams ? tl : 0, on, N, -1);
}

/* TeaLeaf's halo form: with if(c) false the whole construct runs on the host. */
static void halo_form(int on) {
  clear();
#pragma omp target teams distribute parallel for simd if(on) collapse(2)
  for (int j = 0; j < N / W; j++)
    for (int k = 0; k < W; k++) {
      int i = j * W + k;
#pragma omp atomic
      count[i] += 1;
      size[i] = omp_get_num_threads();
      thread[i] = omp_get_thread_num();
    }
  int n = N / W * W;
  if (on)
    expect("plain halo form", 0, 0, 1, n, -1);
  else {
#pragma omp target update from(count)
    int bad = 0;
    for (int i = 0; i < n; i++)
      bad += count[i] != 0;
    t_check_i("plain halo form, if 0: device iterations (the host runs it)", bad, 0);
  }
}

static void observes(int teams, int tl, int on) {
  clear();
  int in_parallel = 0;
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(tl) if(parallel : on) \
    map(tofrom : in_parallel)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    count[i] += 1;
    size[i] = omp_get_num_threads();
    thread[i] = omp_get_thread_num();
    if (omp_in_parallel()) {
#pragma omp atomic write
      in_parallel = 1;
    }
  }
  expect("observes", teams, tl, on, N, in_parallel);
}

static void reduces(int teams, int tl, int on) {
  long sum = 0;
  if (teams)
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(tl) if(parallel : on) \
    reduction(+ : sum)
    for (int i = 0; i < N; i++)
      sum += i % 97;
  else
#pragma omp target teams distribute parallel for if(parallel : on) reduction(+ : sum)
    for (int i = 0; i < N; i++)
      sum += i % 97;
  long want = 0;
  for (int i = 0; i < N; i++)
    want += i % 97;
  char name[96];
  snprintf(name, sizeof name, "reduces teams %d x %d, if %d: sum", teams, tl, on);
  t_check_i(name, sum, want);
}

int main(void) {
  t_name = "parallel-if";
  static const int shapes[][2] = {{1, 32}, {7, 64}, {40, 128}, {0, 0}};
  for (int s = 0; s < 4; s++)
    for (int on = 0; on < 2; on++)
      plain(shapes[s][0], shapes[s][1], on);
  for (int on = 0; on < 2; on++)
    halo_form(on);
  for (int s = 0; s < 3; s++)
    for (int on = 0; on < 2; on++)
      observes(shapes[s][0], shapes[s][1], on);
  for (int s = 0; s < 4; s++)
    for (int on = 0; on < 2; on++)
      reduces(shapes[s][0], shapes[s][1], on);
  return t_end();
}
