/* Which team and thread runs each iteration of `target teams distribute
 * parallel for` without schedule clauses, recorded per iteration with
 * omp_get_team_num() and omp_get_thread_num(), against OpenMP's default
 * assignment computed on the host: chunks of C = the team's thread count,
 * chunk q to team q mod T, iteration q*C + j to thread j. The ompred and
 * stock suites run it as clang emits it (one parallel region per chunk), the
 * plugin suite merged by ompred's pass plugin (one per team, docs/plugin.md);
 * all must give the same mapping.
 * Without clauses, LLVM 19 folds C to clang's default thread limit (128),
 * while libomptarget 22 launches fewer threads per team for small trip
 * counts: there thread j of a team runs iterations q*C + j, q*C + j + P, ...
 * of each chunk (P threads), and the plugin must keep that.
 * The same happens with num_teams and a constant thread_limit(256) when
 * OMP_TEAMS_THREAD_LIMIT caps the block size (the second RUN line): the
 * chunk stays 256. And a firstprivate that each iteration increments: every
 * chunk starts from the original value, so thread j's k-th iteration of a
 * chunk sees 7 + k, k = (i mod C) / P, which the plugin must keep too.
 * Also: int, long and unsigned induction variables, collapse(2), split
 * teams + distribute parallel for, a reduction, and more teams than chunks.
 * Left out, because they fail the same way without the plugin (H100,
 * results:bench/2026-11-23-h100-plugin/README.md): `target teams loop`
 * (clang-19 maps it differently from the default distribute schedule) and
 * `lastprivate(x) map(tofrom : x)` on the combined construct (x comes back 0
 * from clang-19/LLVM 19 for int, long and unsigned loops).
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/plugin-mapping | %{check} %s
// RUN: env OMP_TEAMS_THREAD_LIMIT=64 %{run} %{bin}/plugin-mapping | %{check} %s
// CHECK: {{^}}plugin-mapping: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* who[i] = team * 65536 + thread; block size recorded per team. Chunk C, or
 * the team's thread count where chunk is 0. */
static void check_chunks(const char *what, const int *who, const int *bs, long n, int nt,
                         int chunk) {
  char msg[160];
  int p = bs[0], c = chunk ? chunk : p;
  for (int t = 1; t < nt; ++t)
    if (bs[t] != p && bs[t] != 0) {
      snprintf(msg, sizeof msg, "%s: team %d has %d threads, team 0 %d", what, t, bs[t], p);
      t_check(msg, 0, "uneven teams");
      return;
    }
  long bad = 0, first = -1;
  for (long i = 0; i < n; ++i) {
    long q = i / c;
    int want = (int)(q % nt) * 65536 + (int)(i % c % p);
    if (who[i] != want) {
      if (first < 0) first = i;
      ++bad;
    }
  }
  snprintf(msg, sizeof msg, "%s n=%ld T=%d C=%d P=%d: iterations on the wrong (team, thread)", what, n,
           nt, c, p);
  if (first >= 0) {
    char d[160];
    snprintf(d, sizeof d, "%ld of them, first i=%ld on team %d thread %d", bad, first,
             who[first] >> 16, who[first] & 0xffff);
    t_check(msg, 0, d);
  } else {
    t_check(msg, 1, "");
  }
}

static void check_mapping(const char *what, const int *who, const int *bs, long n, int nt) {
  check_chunks(what, who, bs, n, nt, 0);
}

/* No clauses: the launch chooses teams and threads; *nt gets the team count. */
static void run_default(int n, int *nt, int *who, int *bs, int maxteams) {
  int teams = 0;
  for (int t = 0; t < maxteams; ++t) bs[t] = 0;
#pragma omp target teams distribute parallel for map(from : who[0:n]) map(tofrom : bs[0:maxteams], teams)
  for (int i = 0; i < n; ++i) {
    who[i] = omp_get_team_num() * 65536 + omp_get_thread_num();
    bs[omp_get_team_num()] = omp_get_num_threads();
    if (i == 0)
      teams = omp_get_num_teams();
  }
  *nt = teams;
}

static void run_int(int n, int nt, int tl, int *who, int *bs) {
  for (int t = 0; t < nt; ++t) bs[t] = 0;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) \
    map(from : who[0:n]) map(tofrom : bs[0:nt])
  for (int i = 0; i < n; ++i) {
    who[i] = omp_get_team_num() * 65536 + omp_get_thread_num();
    bs[omp_get_team_num()] = omp_get_num_threads();
  }
}

static void run_long(long n, int nt, int tl, int *who, int *bs) {
  for (int t = 0; t < nt; ++t) bs[t] = 0;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) \
    map(from : who[0:n]) map(tofrom : bs[0:nt])
  for (long i = 0; i < n; ++i) {
    who[i] = omp_get_team_num() * 65536 + omp_get_thread_num();
    bs[omp_get_team_num()] = omp_get_num_threads();
  }
}

static void run_unsigned(unsigned n, int nt, int tl, int *who, int *bs) {
  for (int t = 0; t < nt; ++t) bs[t] = 0;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) \
    map(from : who[0:n]) map(tofrom : bs[0:nt])
  for (unsigned i = 0; i < n; ++i) {
    who[i] = omp_get_team_num() * 65536 + omp_get_thread_num();
    bs[omp_get_team_num()] = omp_get_num_threads();
  }
}

static void run_split(int n, int nt, int tl, int *who, int *bs) {
  for (int t = 0; t < nt; ++t) bs[t] = 0;
#pragma omp target teams num_teams(nt) thread_limit(tl) map(from : who[0:n]) map(tofrom : bs[0:nt])
#pragma omp distribute parallel for
  for (int i = 0; i < n; ++i) {
    who[i] = omp_get_team_num() * 65536 + omp_get_thread_num();
    bs[omp_get_team_num()] = omp_get_num_threads();
  }
}

/* collapse(2): the collapsed iteration i*m + j is the loop's iteration. */
static void run_collapse(int n, int m, int nt, int tl, int *who, int *bs) {
  for (int t = 0; t < nt; ++t) bs[t] = 0;
#pragma omp target teams distribute parallel for collapse(2) num_teams(nt) thread_limit(tl) \
    map(from : who[0:n * m]) map(tofrom : bs[0:nt])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      who[i * m + j] = omp_get_team_num() * 65536 + omp_get_thread_num();
      bs[omp_get_team_num()] = omp_get_num_threads();
    }
}

/* A constant thread_limit: LLVM folds the chunk to 256 whatever the launch's
 * block size. */
static void run_const_limit(int n, int nt, int *who, int *bs) {
  for (int t = 0; t < nt; ++t) bs[t] = 0;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(256) \
    map(from : who[0:n]) map(tofrom : bs[0:nt])
  for (int i = 0; i < n; ++i) {
    who[i] = omp_get_team_num() * 65536 + omp_get_thread_num();
    bs[omp_get_team_num()] = omp_get_num_threads();
  }
}

/* seen[i]: the firstprivate's value in iteration i (default launch, chunk
 * 128); *p gets team 0's thread count. */
static void run_firstprivate(int n, long *seen, int *p) {
  long c = 7;
  int threads = 0;
#pragma omp target teams distribute parallel for firstprivate(c) map(from : seen[0:n]) \
    map(tofrom : threads)
  for (int i = 0; i < n; ++i) {
    seen[i] = c;
    c += 1;
    if (i == 0)
      threads = omp_get_num_threads();
  }
  *p = threads;
}

static long reduce(const int *a, int n, int nt, int tl) {
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(tl) map(to : a[0:n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

int main(void) {
  t_begin("plugin-mapping");
  const long maxn = 1L << 20;
  int *who = t_alloc(maxn * sizeof(int));
  const int maxteams = 1 << 16;
  int *bs = t_alloc(maxteams * sizeof(int));
  int *a = t_alloc(maxn * sizeof(int));
  long ref = 0;
  for (long i = 0; i < maxn; ++i) {
    a[i] = (int)(i % 1000) - 300;
    ref += a[i];
  }
  /* (n, teams, threads): partial chunks, more teams than chunks, one team,
   * warp-sized and odd thread counts. */
  const int shapes[][3] = {{1, 4, 64},     {100, 4, 64},     {1000, 3, 128}, {4099, 7, 96},
                           {65536, 64, 128}, {100003, 40, 256}, {5000, 1, 33},  {777, 100, 32},
                           {(int)maxn, 132, 1024}, {300000, 3200, 128}};
  char what[96];
  for (unsigned k = 0; k < sizeof shapes / sizeof shapes[0]; ++k) {
    int n = shapes[k][0], nt = shapes[k][1], tl = shapes[k][2];
    run_int(n, nt, tl, who, bs);
    check_mapping("int", who, bs, n, nt);
    run_long(n, nt, tl, who, bs);
    check_mapping("long", who, bs, n, nt);
    run_unsigned((unsigned)n, nt, tl, who, bs);
    check_mapping("unsigned", who, bs, n, nt);
    run_split(n, nt, tl, who, bs);
    check_mapping("split teams", who, bs, n, nt);
    if (n % 7 == 0 || n >= 1000) {
      int m = 7, rows = n / 7;
      run_collapse(rows, m, nt, tl, who, bs);
      check_mapping("collapse(2)", who, bs, (long)rows * m, nt);
    }
    run_const_limit(n, nt, who, bs);
    check_chunks("thread_limit(256)", who, bs, n, nt, 256);
    long want = 0;
    for (int i = 0; i < n; ++i) want += a[i];
    snprintf(what, sizeof what, "reduction n=%d T=%d C=%d", n, nt, tl);
    t_check_i(what, reduce(a, n, nt, tl), want);
  }
  /* Default launches, small to large trip counts. */
  const int defaults[] = {1000, 5000, 65536, 1 << 20};
  for (unsigned k = 0; k < sizeof defaults / sizeof defaults[0]; ++k) {
    int nt = 0;
    run_default(defaults[k], &nt, who, bs, maxteams);
    if (nt < 1 || nt > maxteams) {
      t_check("default launch: team count", 0, "out of range");
      continue;
    }
    check_chunks("default", who, bs, defaults[k], nt, 128);
  }
  /* A firstprivate carried from iteration to iteration, within chunks. */
  long *seen = t_alloc(maxn * sizeof(long));
  for (unsigned k = 0; k < sizeof defaults / sizeof defaults[0]; ++k) {
    int n = defaults[k], p = 0;
    run_firstprivate(n, seen, &p);
    long bad = 0, first = -1;
    for (long i = 0; i < n && p > 0; ++i)
      if (seen[i] != 7 + i % 128 / p) {
        if (first < 0) first = i;
        ++bad;
      }
    snprintf(what, sizeof what, "firstprivate n=%d P=%d: value seen by each iteration", n, p);
    char d[96];
    snprintf(d, sizeof d, "%ld wrong, first i=%ld saw %ld", bad, first, first >= 0 ? seen[first] : 0);
    t_check(what, p > 0 && bad == 0, d);
  }
  /* Zero trips: the reduction keeps its identity. */
  t_check_i("reduction n=0", reduce(a, 0, 8, 64), 0);
  (void)ref;
  return t_end();
}
