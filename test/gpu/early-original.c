/* The original list item handed to a teams reduction's final combine
 * (plugin/EarlyOriginal.cpp, deviceRTL/team/original.h): with the plugin,
 * team 0 copies the item as the kernel starts and the last team is handed
 * that value. What must hold, each checked against the host's sequential
 * result:
 * - every launch combines into the item's value of that launch: back-to-back
 *   launches of one kernel with a new initial value each time, so that a
 *   value left by the previous launch (in ompred's pool entry, or the
 *   team-shared word) would show;
 * - 4- and 8-byte items (int, unsigned, float, long, double) and the
 *   operators +, *, min, max, &&, ||, ^, with identity and other initial
 *   values;
 * - every launch kind: one team, at most 32 teams, teams that own their
 *   records, more teams than records (num_teams(5000)), the plugin's
 *   resident teams, one thread per team;
 * - the item in pinned host memory (a local, the plugin's result slots), in
 *   device memory (present in an enclosing target data region, also with a
 *   new value set on the device between launches), and a global (mapped by
 *   libomptarget);
 * - eight nowait launches of one kernel in flight at once, each with its own
 *   item in device memory;
 * - a generic-mode kernel (left alone by the pass) beside them.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/early-original | %{check} %s
// CHECK: {{^}}early-original: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

enum { N = 1 << 18 };

static int *v_h; /* values in [-50, 50] */
static int *v;   /* the same, mapped */

static long want_sum(long n) {
  long s = 0;
  for (long i = 0; i < n; i++) s += v_h[i];
  return s;
}

static double sum_d(long n, double init) {
  double s = init;
#pragma omp target teams distribute parallel for reduction(+ : s)
  for (long i = 0; i < n; i++) s += (double)v[i];
  return s;
}

static long sum_l(long n, long init, int teams) {
  long s = init;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(teams)
  for (long i = 0; i < n; i++) s += v[i];
  return s;
}

static int sum_i_one_thread(long n, int init, int teams) {
  int s = init;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(teams) thread_limit(1)
  for (long i = 0; i < n; i++) s += v[i];
  return s;
}

static float min_f(long n, float init) {
  float m = init;
#pragma omp target teams distribute parallel for reduction(min : m)
  for (long i = 0; i < n; i++) m = m < (float)v[i] ? m : (float)v[i];
  return m;
}

static int max_i(long n, int init) {
  int m = init;
#pragma omp target teams distribute parallel for reduction(max : m)
  for (long i = 0; i < n; i++) m = m > v[i] ? m : v[i];
  return m;
}

static unsigned xor_u(long n, unsigned init) {
  unsigned x = init;
#pragma omp target teams distribute parallel for reduction(^ : x)
  for (long i = 0; i < n; i++) x ^= (unsigned)v[i] * 2654435761u;
  return x;
}

static long prod_l(long n, long init) {
  long p = init;
#pragma omp target teams distribute parallel for reduction(* : p)
  for (long i = 0; i < n; i++) p *= (v[i] == 50) ? 3 : 1;
  return p;
}

static int and_i(long n, int init, int limit) {
  int a = init;
#pragma omp target teams distribute parallel for reduction(&& : a)
  for (long i = 0; i < n; i++) a = a && (v[i] < limit);
  return a;
}

static int or_i(long n, int init, int limit) {
  int o = init;
#pragma omp target teams distribute parallel for reduction(|| : o)
  for (long i = 0; i < n; i++) o = o || (v[i] > limit);
  return o;
}

/* In device memory: present in the caller's target data region. */
static void sum_present(long n, double *s) {
#pragma omp target teams distribute parallel for reduction(+ : s[0])
  for (long i = 0; i < n; i++) s[0] += (double)v[i];
}
static double present_d;
static void sum_present_scalar(long n) {
#pragma omp target teams distribute parallel for reduction(+ : present_d)
  for (long i = 0; i < n; i++) present_d += (double)v[i];
}

static double g_sum;
static void sum_global(long n) {
#pragma omp target teams distribute parallel for reduction(+ : g_sum)
  for (long i = 0; i < n; i++) g_sum += (double)v[i];
}

/* Generic mode: serial team-level code around the loop. */
static long sum_generic(long n, long init) {
  long s = init;
#pragma omp target teams reduction(+ : s) num_teams(64)
  {
    long first = omp_get_team_num();
    s += first * 0; /* team-level code: the kernel stays generic */
#pragma omp distribute parallel for reduction(+ : s)
    for (long i = 0; i < n; i++) s += v[i];
  }
  return s;
}

int main(void) {
  t_begin("early-original");
  v_h = t_alloc(sizeof(int) * N);
  for (long i = 0; i < N; i++) v_h[i] = (int)t_rand_range(-50, 50);
  v = v_h;
#pragma omp target enter data map(to : v[0 : N])
  long sizes[] = {1, 100, 4097, N};
  char what[96];

  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    long n = sizes[k];
    long want = want_sum(n);
    /* Back to back, a new initial value each launch. */
    for (int r = 0; r < 40; r++) {
      double init = (double)(r * 1000 - 7);
      snprintf(what, sizeof what, "double sum n=%ld launch %d", n, r);
      t_check_f(what, sum_d(n, init), init + (double)want);
    }
    int teams[] = {1, 2, 31, 32, 33, 200, 1024, 5000};
    for (unsigned t = 0; t < sizeof teams / sizeof *teams; t++)
      for (int r = 0; r < 6; r++) {
        long init = 1000L * r + t;
        snprintf(what, sizeof what, "long sum n=%ld num_teams(%d) launch %d", n, teams[t], r);
        t_check_i(what, sum_l(n, init, teams[t]), init + want);
        snprintf(what, sizeof what, "int sum thread_limit(1) n=%ld num_teams(%d) launch %d", n,
                 teams[t], r);
        if (teams[t] <= 1024)
          t_check_i(what, sum_i_one_thread(n, (int)init, teams[t]), (int)(init + want));
      }
    float fmin_want = 1e30f;
    int imax_want = INT_MIN;
    unsigned x_want = 0;
    long p_want = 1;
    for (long i = 0; i < n; i++) {
      fmin_want = fmin_want < (float)v_h[i] ? fmin_want : (float)v_h[i];
      imax_want = imax_want > v_h[i] ? imax_want : v_h[i];
      x_want ^= (unsigned)v_h[i] * 2654435761u;
      p_want *= (v_h[i] == 50) ? 3 : 1;
    }
    for (int r = 0; r < 4; r++) {
      float fi = r % 2 ? -60.0f + r : 1e30f;
      snprintf(what, sizeof what, "float min n=%ld init %g", n, fi);
      t_check_f(what, min_f(n, fi), fi < fmin_want ? fi : fmin_want);
      int ii = r % 2 ? 60 + r : INT_MIN;
      snprintf(what, sizeof what, "int max n=%ld init %d", n, ii);
      t_check_i(what, max_i(n, ii), ii > imax_want ? ii : imax_want);
      unsigned xi = 0x9e3779b9u * (unsigned)r;
      snprintf(what, sizeof what, "unsigned xor n=%ld init %u", n, xi);
      t_check_u(what, xor_u(n, xi), xi ^ x_want);
      long pi = r + 1;
      snprintf(what, sizeof what, "long product n=%ld init %ld", n, pi);
      t_check_i(what, prod_l(n, pi), pi * p_want);
      for (int limit = -51; limit <= 51; limit += 51) {
        int all = 1, any = 0;
        for (long i = 0; i < n; i++) {
          all = all && v_h[i] < limit;
          any = any || v_h[i] > limit;
        }
        snprintf(what, sizeof what, "&& n=%ld init %d limit %d", n, r % 2, limit);
        t_check_i(what, and_i(n, r % 2, limit), (r % 2) && all);
        snprintf(what, sizeof what, "|| n=%ld init %d limit %d", n, r % 2, limit);
        t_check_i(what, or_i(n, r % 2, limit), (r % 2) || any);
      }
    }

    /* Device memory: the kernel combines into the device's copy; a new value
     * set there between launches. (An array: a scalar a target region only
     * reads would be firstprivate, the host's value.) */
    double s[1] = {5.0};
#pragma omp target data map(tofrom : s)
    {
      double device_value = 5.0;
      for (int r = 0; r < 10; r++) {
        sum_present(n, s);
        device_value += (double)want;
        double got;
#pragma omp target map(from : got)
        got = s[0];
        snprintf(what, sizeof what, "present n=%ld launch %d", n, r);
        t_check_f(what, got, device_value);
        device_value = (double)(r * 3 - 11);
#pragma omp target map(to : device_value)
        s[0] = device_value;
      }
    }
    present_d = -3.0;
#pragma omp target data map(tofrom : present_d)
    {
      for (int r = 0; r < 5; r++) sum_present_scalar(n);
    }
    snprintf(what, sizeof what, "present scalar n=%ld", n);
    t_check_f(what, present_d, -3.0 + 5.0 * (double)want);

    g_sum = 0.5;
    for (int r = 0; r < 5; r++) sum_global(n);
    snprintf(what, sizeof what, "global n=%ld", n);
    t_check_f(what, g_sum, 0.5 + 5.0 * (double)want);

    /* Eight launches of one kernel in flight at once. */
    double items[8];
    for (int j = 0; j < 8; j++) items[j] = 100.0 * j;
#pragma omp target data map(tofrom : items[0 : 8])
    {
      for (int j = 0; j < 8; j++) {
#pragma omp target teams distribute parallel for reduction(+ : items[j]) nowait
        for (long i = 0; i < n; i++) items[j] += (double)v[i];
      }
#pragma omp taskwait
    }
    for (int j = 0; j < 8; j++) {
      snprintf(what, sizeof what, "nowait n=%ld launch %d", n, j);
      t_check_f(what, items[j], 100.0 * j + (double)want);
    }

    for (int r = 0; r < 3; r++) {
      snprintf(what, sizeof what, "generic n=%ld launch %d", n, r);
      t_check_i(what, sum_generic(n, 77L * r), 77L * r + want);
    }
  }
#pragma omp target exit data map(delete : v[0 : N])
  return t_end();
}
