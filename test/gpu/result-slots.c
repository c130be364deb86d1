/* Reduction variables that the plugin passes in pinned host memory instead
 * of copying them to the device and back (plugin/HostResultSlots.cpp), and
 * the cases it must leave to libomptarget's mapping:
 * - non-identity initial values, zero trips, one variable and five of
 *   different sizes and operators in one clause, `*` and `^`;
 * - a variable present on the device (an enclosing `target data`): the
 *   kernel combines into the device's copy, and the host's stays as it was
 *   until the data region ends;
 * - an array section mapped beside the variable (its size stored at run
 *   time), an `if` clause, true and false (the host fallback), `device(...)`,
 *   a split `target teams` + `distribute parallel for`, `nowait`, a global
 *   variable and one whose address escapes;
 * - 500 launches in a row, and 8 and 96 host threads launching at once (more
 *   launches in flight than the pool's 64 slots).
 * Every result is checked against the host's sequential sum.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/result-slots | %{check} %s
// CHECK: {{^}}result-slots: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

enum { N = 1 << 20 };

static long *data_h; /* host copy of the device data */
static long *data_d; /* the same values, mapped */

static long want_sum(long n, long shift) {
  long s = 0;
  for (long i = 0; i < n; i++) s += data_h[i] + shift;
  return s;
}

static double sum_one(long n, double init, long shift) {
  double s = init;
#pragma omp target teams distribute parallel for reduction(+ : s)
  for (long i = 0; i < n; i++) s += (double)(data_d[i] + shift);
  return s;
}

static void mixed(long n, double *ds, int *im, long *lc, float *fm, char *cc) {
  double d = *ds;
  int m = *im;
  long c = *lc;
  float f = *fm;
  char ch = *cc;
#pragma omp target teams distribute parallel for reduction(+ : d) reduction(max : m) reduction(+ : c) \
    reduction(min : f) reduction(+ : ch)
  for (long i = 0; i < n; i++) {
    d += (double)data_d[i];
    m = m > (int)(data_d[i] % 1000) ? m : (int)(data_d[i] % 1000);
    c += data_d[i] & 1;
    f = f < (float)(data_d[i] % 777) ? f : (float)(data_d[i] % 777);
    ch += (char)(data_d[i] & 3);
  }
  *ds = d;
  *im = m;
  *lc = c;
  *fm = f;
  *cc = ch;
}

static void ops(long n, long *prod, unsigned *x) {
  long p = *prod;
  unsigned u = *x;
#pragma omp target teams distribute parallel for reduction(* : p) reduction(^ : u)
  for (long i = 0; i < n; i++) {
    p *= (data_d[i] % 97 == 0) ? 2 : 1;
    u ^= (unsigned)data_d[i] * 2654435761u;
  }
  *prod = p;
  *x = u;
}

static double sum_if(long n, double init, int c) {
  double s = init;
#pragma omp target teams distribute parallel for reduction(+ : s) if (c)
  for (long i = 0; i < n; i++) s += (double)data_d[i];
  return s;
}

/* An array section mapped beside the variable: the launch stores its size
 * at run time. */
static double sum_mapped(long n, double init) {
  double s = init;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : data_h[0 : n])
  for (long i = 0; i < n; i++) s += (double)data_h[i];
  return s;
}

static double sum_device(long n, double init, int dev) {
  double s = init;
#pragma omp target teams distribute parallel for reduction(+ : s) device(dev)
  for (long i = 0; i < n; i++) s += (double)data_d[i];
  return s;
}

static double sum_split(long n, double init) {
  double s = init;
#pragma omp target teams reduction(+ : s)
#pragma omp distribute parallel for reduction(+ : s)
  for (long i = 0; i < n; i++) s += (double)data_d[i];
  return s;
}

static double sum_nowait(long n, double init) {
  double s = init;
#pragma omp target teams distribute parallel for reduction(+ : s) nowait
  for (long i = 0; i < n; i++) s += (double)data_d[i];
#pragma omp taskwait
  return s;
}

static double g_sum;
static void sum_global(long n) {
#pragma omp target teams distribute parallel for reduction(+ : g_sum)
  for (long i = 0; i < n; i++) g_sum += (double)data_d[i];
}

static double *volatile escaped;
static double sum_escaping(long n, double init) {
  double s = init;
  escaped = &s;
#pragma omp target teams distribute parallel for reduction(+ : s)
  for (long i = 0; i < n; i++) s += (double)data_d[i];
  return *escaped;
}

int main(void) {
  t_begin("result-slots");
  data_h = t_alloc(sizeof(long) * N);
  for (long i = 0; i < N; i++) data_h[i] = (long)t_rand_range(-1000, 1000);
  data_d = data_h;
#pragma omp target enter data map(to : data_d[0 : N])

  long sizes[] = {0, 1, 31, 1000, 65537, N};
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++) {
    long n = sizes[k];
    char what[64];
    snprintf(what, sizeof what, "sum n=%ld", n);
    t_check_f(what, sum_one(n, 7.5, 0), 7.5 + (long double)want_sum(n, 0));
    snprintf(what, sizeof what, "sum mapped n=%ld", n);
    t_check_f(what, sum_mapped(n, 9.0), 9.0 + (long double)want_sum(n, 0));
    snprintf(what, sizeof what, "sum device n=%ld", n);
    t_check_f(what, sum_device(n, -2.0, omp_get_default_device()), -2.0 + (long double)want_sum(n, 0));
    snprintf(what, sizeof what, "sum split n=%ld", n);
    t_check_f(what, sum_split(n, 1.0), 1.0 + (long double)want_sum(n, 0));
    snprintf(what, sizeof what, "sum nowait n=%ld", n);
    t_check_f(what, sum_nowait(n, 3.0), 3.0 + (long double)want_sum(n, 0));
    g_sum = 11.0;
    sum_global(n);
    snprintf(what, sizeof what, "sum global n=%ld", n);
    t_check_f(what, g_sum, 11.0 + (long double)want_sum(n, 0));
    snprintf(what, sizeof what, "sum escaping n=%ld", n);
    t_check_f(what, sum_escaping(n, 5.0), 5.0 + (long double)want_sum(n, 0));
    for (int c = 0; c < 2; c++) {
      snprintf(what, sizeof what, "sum if(%d) n=%ld", c, n);
      t_check_f(what, sum_if(n, 0.25, c), 0.25 + (long double)want_sum(n, 0));
    }

    double ds = 0.5;
    int im = -5;
    long lc = 3;
    float fm = 1000.0f;
    char cc = 1;
    mixed(n, &ds, &im, &lc, &fm, &cc);
    double wd = 0.5;
    int wm = -5;
    long wc = 3;
    float wf = 1000.0f;
    char wch = 1;
    for (long i = 0; i < n; i++) {
      wd += (double)data_h[i];
      wm = wm > (int)(data_h[i] % 1000) ? wm : (int)(data_h[i] % 1000);
      wc += data_h[i] & 1;
      wf = wf < (float)(data_h[i] % 777) ? wf : (float)(data_h[i] % 777);
      wch += (char)(data_h[i] & 3);
    }
    snprintf(what, sizeof what, "mixed + n=%ld", n);
    t_check_f(what, ds, wd);
    snprintf(what, sizeof what, "mixed max n=%ld", n);
    t_check_i(what, im, wm);
    snprintf(what, sizeof what, "mixed count n=%ld", n);
    t_check_i(what, lc, wc);
    snprintf(what, sizeof what, "mixed min n=%ld", n);
    t_check_f(what, fm, wf);
    snprintf(what, sizeof what, "mixed char n=%ld", n);
    t_check_i(what, cc, wch);

    long p = 3, wp = 3;
    unsigned u = 0x1234u, wu = 0x1234u;
    ops(n < 4000 ? n : 4000, &p, &u);
    for (long i = 0; i < (n < 4000 ? n : 4000); i++) {
      wp *= (data_h[i] % 97 == 0) ? 2 : 1;
      wu ^= (unsigned)data_h[i] * 2654435761u;
    }
    snprintf(what, sizeof what, "product n=%ld", n);
    t_check_i(what, p, wp);
    snprintf(what, sizeof what, "xor n=%ld", n);
    t_check_u(what, u, wu);
  }

  /* Present: the kernel combines into the device's copy; the host's keeps
   * its value until the data region copies the device's back. */
  {
    double s = 3.0;
    long n = 65537;
#pragma omp target data map(tofrom : s)
    {
#pragma omp target map(tofrom : s)
      s = 100.0;
#pragma omp target teams distribute parallel for reduction(+ : s)
      for (long i = 0; i < n; i++) s += (double)data_d[i];
      t_check_f("present: the host's copy in the data region", s, 3.0);
    }
    t_check_f("present: after the data region", s, 100.0 + (long double)want_sum(n, 0));
  }

  /* 500 launches in a row, each with other data and another initial value. */
  for (int r = 0; r < 500; r++) {
    char what[64];
    long n = 1 + (r * 7919) % 20000;
    snprintf(what, sizeof what, "repeat %d", r);
    t_check_f(what, sum_one(n, (double)r, r), (long double)r + (long double)want_sum(n, r));
  }

  /* Host threads launching at once: 8, then 96 (more than 64 slots). */
  int teams_of_threads[] = {8, 96};
  for (int k = 0; k < 2; k++) {
    int threads = teams_of_threads[k];
    long bad = 0, checks = 0;
#pragma omp parallel num_threads(threads) reduction(+ : bad, checks)
    {
      int t = omp_get_thread_num();
      for (int r = 0; r < 20; r++) {
        long n = 1000 + t * 37 + r * 101;
        long shift = t - r;
        double got = sum_one(n, (double)(t * 1000 + r), shift);
        long double want = (long double)(t * 1000 + r) + (long double)want_sum(n, shift);
        bad += got != want;
        checks++;
      }
    }
    char what[64];
    snprintf(what, sizeof what, "%d host threads: wrong sums of %ld", threads, checks);
    t_check_i(what, bad, 0);
  }

#pragma omp target exit data map(delete : data_d[0 : N])
  return t_end();
}
