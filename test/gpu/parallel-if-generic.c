/* A parallel region with a false if clause that a team opens outside a
 * combined `distribute parallel for`: in a function the team calls (a
 * generic kernel, `target teams` + `region`, which OpenMPOpt makes SPMD) and
 * directly in `target teams` (an SPMD kernel as clang emits it). The region
 * must run every iteration exactly once per team, as a team of one thread
 * (team size 1, thread 0), and with several threads when the clause is
 * true. Every iteration adds 1 to its own counter atomically; the host
 * expects the number of teams everywhere.
 *
 * Known failure of LLVM 19's and 22's device runtimes (docs/llvm19-defects.md,
 * "A false if clause runs a parallel region once per thread"): in an SPMD
 * kernel every thread of the team runs the serialized region on its own, so
 * each iteration runs once per thread. Without the plugin the builds must
 * therefore fail: the `o2` build in both kernels, the `no-spmdization` build
 * (OpenMPOpt leaves the generic kernel generic, whose main thread alone runs
 * the serialized region) in the kernel clang emits SPMD only. When a runtime
 * gets it right, its RUN lines fail and must change. The plugin runs such a
 * region as a team of one thread (plugin/ParallelIf.cpp), also in the
 * kernel kept generic.
 */
// BUILD: o2
// BUILD: no-spmdization -mllvm -openmp-opt-disable-spmdization
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/parallel-if-generic.o2 | %{check} %s %} \
// RUN: %else %{ not %{run} %{bin}/parallel-if-generic.o2 | %{FileCheck} %s --check-prefix=KNOWN-BAD %}
// RUN: %if with-plugin %{ %{run} %{bin}/parallel-if-generic.no-spmdization | %{check} %s %} \
// RUN: %else %{ not %{run} %{bin}/parallel-if-generic.no-spmdization | %{FileCheck} %s --check-prefix=KNOWN-BAD-SPMD %}
// KNOWN-BAD: {{^}}FAIL: in_function teams 1 x 64, if 0: iterations whose counter is not 1
// KNOWN-BAD: {{^}}FAIL: in_teams teams 1 x 96, if 0: iterations whose counter is not 1
// KNOWN-BAD: {{^}}parallel-if-generic: FAIL ({{[0-9]+}} of {{[0-9]+}} checks failed){{$}}
// KNOWN-BAD-SPMD-NOT: FAIL: in_function
// KNOWN-BAD-SPMD: {{^}}FAIL: in_teams teams 1 x 96, if 0: iterations whose counter is not 1
// KNOWN-BAD-SPMD: {{^}}parallel-if-generic: FAIL ({{[0-9]+}} of {{[0-9]+}} checks failed){{$}}
// CHECK: {{^}}parallel-if-generic: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#define N 3001

#pragma omp declare target
int count[N], size[N], thread[N];

static void region(int on) {
#pragma omp parallel for if(on)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    count[i] += 1;
    size[i] = omp_get_num_threads();
    thread[i] = omp_get_thread_num();
  }
}
#pragma omp end declare target

static void clear(void) {
  for (int i = 0; i < N; i++)
    count[i] = size[i] = thread[i] = 0;
#pragma omp target update to(count, size, thread)
}

static void expect(const char *what, int teams, int tl, int on) {
#pragma omp target update from(count, size, thread)
  char name[160];
  long want = teams; /* every team runs the whole region */
  int bad_count = 0, bad_one = 0, wide = 0;
  for (int i = 0; i < N; i++) {
    bad_count += count[i] != want;
    if (on)
      wide += size[i] > 1;
    else
      bad_one += size[i] != 1 || thread[i] != 0;
  }
  snprintf(name, sizeof name, "%s teams %d x %d, if %d: iterations whose counter is not %ld", what,
           teams, tl, on, want);
  t_check_i(name, bad_count, 0);
  snprintf(name, sizeof name, "%s teams %d x %d, if %d: %s", what, teams, tl, on,
           on ? "iterations run by a team of several" : "team size or thread number other than 1, 0");
  if (on)
    t_check(name, wide > 0, "none");
  else
    t_check_i(name, bad_one, 0);
}

static void in_function(int tl, int on) {
  clear();
#pragma omp target teams num_teams(1) thread_limit(tl)
  region(on);
  expect("in_function", 1, tl, on);
}

static void in_teams(int teams, int tl, int on) {
  clear();
#pragma omp target teams num_teams(teams) thread_limit(tl)
  {
#pragma omp parallel for if(on)
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      count[i] += 1;
      size[i] = omp_get_num_threads();
      thread[i] = omp_get_thread_num();
    }
  }
  expect("in_teams", teams, tl, on);
}

int main(void) {
  t_name = "parallel-if-generic";
  for (int on = 0; on < 2; on++) {
    in_function(64, on);
    in_function(128, on);
    in_teams(1, 96, on);
    in_teams(3, 128, on);
  }
  return t_end();
}
