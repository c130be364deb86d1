/* lastprivate(x) on `distribute parallel for`, with x mapped tofrom: after
 * the loop x holds the value of the loop's last iteration (or keeps its
 * value when the loop runs no iteration). Shapes: `target teams distribute
 * parallel for` with and without simd, a step of 2 (an unsigned iteration
 * space) at launch shapes whose schedules flag empty threads and teams
 * `last` in LLVM 19, a reduction beside it, a
 * firstprivate beside it; `distribute parallel for` in `target teams`; a
 * double, a 12-byte struct and an int[3] as x; `target teams` with a
 * statement before the loop, which keeps the kernel generic (the
 * no-spmdization build) or lets OpenMPOpt make it SPMD (o2). Each runs at
 * several trip counts and launch shapes; the expected values come from the
 * loop's last index on the host.
 *
 * Known failure of LLVM 19 (docs/llvm19-defects.md, "lastprivate on
 * `distribute parallel for`"): in SPMD kernels every thread of the last
 * team writes back its own copy of x, of which only one was written; and
 * LLVM 19's unsigned schedules can flag a thread or team without iterations
 * `last`, which then writes back a copy no iteration wrote. The pass plugin
 * gives the copy one slot per team (plugin/LastprivateTeamCopy.cpp) and
 * clears the flags of empty threads and teams (plugin/EmptyLastFlag.cpp), so
 * with it both builds must pass; without it they must not.
 */
// BUILD: o2
// BUILD: no-spmdization -mllvm -openmp-opt-disable-spmdization
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/lastprivate.o2 | %{check} %s %} \
// RUN: %else %{ not %{run} %{bin}/lastprivate.o2 %}
// RUN: %if with-plugin %{ %{run} %{bin}/lastprivate.no-spmdization | %{check} %s %} \
// RUN: %else %{ not %{run} %{bin}/lastprivate.no-spmdization %}
// CHECK: {{^}}lastprivate: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

typedef struct { int a; short b; float c; } Rec;

static long value(long e) { return e * 3 + 1; }

static long k_tdpf(long n, int teams, int threads, long *sum) {
  long lp = -7, s = 0;
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(threads) \
    map(tofrom : lp) lastprivate(lp) reduction(+ : s)
  for (long e = 0; e < n; e++) {
    s += e;
    lp = value(e);
  }
  *sum = s;
  return lp;
}

static long k_simd(long n) {
  long lp = -7;
#pragma omp target teams distribute parallel for simd map(tofrom : lp) lastprivate(lp)
  for (long e = 0; e < n; e++) lp = value(e);
  return lp;
}

static long k_firstprivate(long n, long base) {
  long lp = -7;
#pragma omp target teams distribute parallel for map(tofrom : lp) lastprivate(lp) \
    firstprivate(base)
  for (long e = 0; e < n; e++) lp = value(e) + base;
  return lp;
}

static long k_teams_dpf(long n, int teams) {
  long lp = -7;
#pragma omp target teams num_teams(teams) map(tofrom : lp)
#pragma omp distribute parallel for lastprivate(lp)
  for (long e = 0; e < n; e++) lp = value(e);
  return lp;
}

static double k_double(long n) {
  double lp = -7;
#pragma omp target teams distribute parallel for map(tofrom : lp) lastprivate(lp)
  for (long e = 0; e < n; e++) lp = 0.5 * (double)value(e);
  return lp;
}

static Rec k_struct(long n) {
  Rec lp = {-7, -7, -7};
#pragma omp target teams distribute parallel for map(tofrom : lp) lastprivate(lp)
  for (long e = 0; e < n; e++) {
    lp.a = (int)e;
    lp.b = (short)(e % 1000);
    lp.c = (float)(e % 4096);
  }
  return lp;
}

static void k_array(long n, int out[3]) {
  int lp[3] = {-7, -7, -7};
#pragma omp target teams distribute parallel for map(tofrom : lp) lastprivate(lp)
  for (long e = 0; e < n; e++) {
    lp[0] = (int)e;
    lp[1] = (int)(e * 2);
    lp[2] = (int)(e % 77);
  }
  out[0] = lp[0], out[1] = lp[1], out[2] = lp[2];
}

/* A step of 2: clang-19 runs the loop over an unsigned iteration space, and
 * LLVM 19's unsigned schedule flags some threads (and teams) past the loop's
 * end `last`. */
static long k_step2(long n, int teams, int threads) {
  long lp = -7;
#pragma omp target teams distribute parallel for num_teams(teams) thread_limit(threads) \
    map(tofrom : lp) lastprivate(lp)
  for (long i = 0; i < 2 * n; i += 2) lp = value(i / 2);
  return lp;
}

/* A statement at team level before the loop: a generic kernel. */
static long k_generic(long n, long *team_count) {
  long lp = -7, count = 0;
#pragma omp target teams num_teams(5) map(tofrom : lp, count)
  {
#pragma omp atomic
    count += 1;
#pragma omp distribute parallel for lastprivate(lp)
    for (long e = 0; e < n; e++) lp = value(e);
  }
  *team_count = count;
  return lp;
}

int main(void) {
  t_begin("lastprivate");
  static const long trips[] = {0, 1, 31, 33, 127, 128, 129, 1000, 4097, 100003, 1 << 20};
  static const int shapes[][2] = {{1, 32}, {3, 64}, {7, 96}, {64, 128}, {1000, 256}};
  char what[128];
  for (unsigned i = 0; i < sizeof trips / sizeof *trips; i++) {
    long n = trips[i], last = n - 1;
    long want = n > 0 ? value(last) : -7;
    for (unsigned j = 0; j < sizeof shapes / sizeof *shapes; j++) {
      long sum;
      long got = k_tdpf(n, shapes[j][0], shapes[j][1], &sum);
      snprintf(what, sizeof what, "n=%ld %dx%d target teams distribute parallel for", n,
               shapes[j][0], shapes[j][1]);
      t_check_i(what, got, want);
      snprintf(what, sizeof what, "n=%ld %dx%d reduction beside it", n, shapes[j][0],
               shapes[j][1]);
      t_check_i(what, sum, n * (n - 1) / 2);
      snprintf(what, sizeof what, "n=%ld num_teams(%d) teams + distribute parallel for", n,
               shapes[j][0]);
      t_check_i(what, k_teams_dpf(n, shapes[j][0]), want);
    }
    static const int odd[][2] = {{2, 33}, {100000, 1024}, {4096, 33}, {3, 65}};
    for (unsigned j = 0; j < sizeof odd / sizeof *odd; j++) {
      snprintf(what, sizeof what, "n=%ld %dx%d step 2", n, odd[j][0], odd[j][1]);
      t_check_i(what, k_step2(n, odd[j][0], odd[j][1]), want);
    }
    snprintf(what, sizeof what, "n=%ld simd", n);
    t_check_i(what, k_simd(n), want);
    snprintf(what, sizeof what, "n=%ld firstprivate beside it", n);
    t_check_i(what, k_firstprivate(n, 1000), n > 0 ? want + 1000 : -7);
    snprintf(what, sizeof what, "n=%ld double", n);
    t_check_f(what, k_double(n), n > 0 ? 0.5 * (double)want : -7.0);
    Rec r = k_struct(n);
    Rec rw = n > 0 ? (Rec){(int)last, (short)(last % 1000), (float)(last % 4096)}
                   : (Rec){-7, -7, -7};
    snprintf(what, sizeof what, "n=%ld struct .a", n);
    t_check_i(what, r.a, rw.a);
    snprintf(what, sizeof what, "n=%ld struct .b", n);
    t_check_i(what, r.b, rw.b);
    snprintf(what, sizeof what, "n=%ld struct .c", n);
    t_check_f(what, r.c, rw.c);
    int a[3], aw[3] = {-7, -7, -7};
    if (n > 0) aw[0] = (int)last, aw[1] = (int)(last * 2), aw[2] = (int)(last % 77);
    k_array(n, a);
    for (int k = 0; k < 3; k++) {
      snprintf(what, sizeof what, "n=%ld int[3] element %d", n, k);
      t_check_i(what, a[k], aw[k]);
    }
    long teams_ran;
    snprintf(what, sizeof what, "n=%ld generic target teams + distribute parallel for", n);
    t_check_i(what, k_generic(n, &teams_ran), want);
    snprintf(what, sizeof what, "n=%ld generic kernel's teams", n);
    t_check(what, teams_ran >= 1 && teams_ran <= 5, "team count out of range");
  }
  return t_end();
}
