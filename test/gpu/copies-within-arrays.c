/* Loops that only copy elements within one array, which the plugin merges
 * although they store in every iteration and do not reduce (docs/plugin.md,
 * "What is left alone, and why"): TeaLeaf's four halo updates (collapse(2),
 * depth 1 and 2, with and without TeaLeaf's if clause, true and false) and
 * 1-D shifts f[i] = f[i + n] and f[i + 8] = f[i + n + 16], under
 * libomptarget's default launch and explicit team counts and sizes (blocks
 * of other sizes than the merged copy's run clang's loop; more teams than
 * chunks; one team of one warp). Every element of every array is checked
 * against the host's copy.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/copies-within-arrays | %{check} %s
// CHECK: {{^}}copies-within-arrays: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#define X 203
#define Y 157
#define H 2
#define N 100003

/* TeaLeaf's loops (src/omp/local_halos.cpp), d the depth. */
#define LEFT(u, d)                                                             \
  for (int jj = H; jj < Y - H; ++jj)                                           \
    for (int kk = 0; kk < d; ++kk) {                                           \
      int base = jj * X;                                                       \
      u[base + (H - kk - 1)] = u[base + (H + kk)];                             \
    }
#define RIGHT(u, d)                                                            \
  for (int jj = H; jj < Y - H; ++jj)                                           \
    for (int kk = 0; kk < d; ++kk) {                                           \
      int base = jj * X;                                                       \
      u[base + (X - H + kk)] = u[base + (X - H - 1 - kk)];                     \
    }
#define TOP(u, d)                                                              \
  for (int jj = 0; jj < d; ++jj)                                               \
    for (int kk = H; kk < X - H; ++kk)                                         \
      u[kk + (Y - H + jj) * X] = u[kk + (Y - H - 1 - jj) * X];
#define BOTTOM(u, d)                                                           \
  for (int jj = 0; jj < d; ++jj)                                               \
    for (int kk = H; kk < X - H; ++kk)                                         \
      u[kk + (H - jj - 1) * X] = u[kk + (H + jj) * X];

/* One device function per loop: the clause (if(c) or none), and the launch
   (libomptarget's where nt is 0, else num_teams(nt) thread_limit(tl)). */
#define HALO_FUNCTIONS(NAME, LOOP)                                                          \
  static void NAME##_if(double *u, int d, int c, int nt, int tl) {                          \
    if (nt) {                                                                               \
      T_PRAGMA(omp target teams distribute parallel for simd if(c) collapse(2)              \
               num_teams(nt) thread_limit(tl) map(tofrom : u[0 : X * Y]))                   \
      LOOP(u, d)                                                                            \
    } else {                                                                                \
      T_PRAGMA(omp target teams distribute parallel for simd if(c) collapse(2)              \
               map(tofrom : u[0 : X * Y]))                                                  \
      LOOP(u, d)                                                                            \
    }                                                                                       \
  }                                                                                         \
  static void NAME(double *u, int d, int c, int nt, int tl) {                               \
    (void)c;                                                                                \
    if (nt) {                                                                               \
      T_PRAGMA(omp target teams distribute parallel for collapse(2) num_teams(nt)           \
               thread_limit(tl) map(tofrom : u[0 : X * Y]))                                 \
      LOOP(u, d)                                                                            \
    } else {                                                                                \
      T_PRAGMA(omp target teams distribute parallel for collapse(2) map(tofrom : u[0 : X * Y])) \
      LOOP(u, d)                                                                            \
    }                                                                                       \
  }                                                                                         \
  static void NAME##_host(double *u, int d) { LOOP(u, d) }

HALO_FUNCTIONS(left, LEFT)
HALO_FUNCTIONS(right, RIGHT)
HALO_FUNCTIONS(top, TOP)
HALO_FUNCTIONS(bottom, BOTTOM)

static void shift(double *f, int nt, int tl) {
  if (nt) {
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) \
    map(tofrom : f[0 : 2 * N + 16])
    for (int i = 0; i < N; i++)
      f[i] = f[i + N];
  } else {
#pragma omp target teams distribute parallel for map(tofrom : f[0 : 2 * N + 16])
    for (int i = 0; i < N; i++)
      f[i] = f[i + N];
  }
}

static void shift_off_line(double *f, int nt, int tl) {
  if (nt) {
#pragma omp target teams distribute parallel for simd num_teams(nt) thread_limit(tl) \
    map(tofrom : f[0 : 2 * N + 16])
    for (int i = 0; i < N - 8; i++)
      f[i + 8] = f[i + N + 16];
  } else {
#pragma omp target teams distribute parallel for simd map(tofrom : f[0 : 2 * N + 16])
    for (int i = 0; i < N - 8; i++)
      f[i + 8] = f[i + N + 16];
  }
}

static void fill(double *v, long n, int salt) {
  for (long i = 0; i < n; i++)
    v[i] = (double)((i * 7 + salt) % 13) - 6.0;
}

static long differing(const double *a, const double *b, long n) {
  long bad = 0;
  for (long i = 0; i < n; i++)
    bad += a[i] != b[i];
  return bad;
}

typedef void (*halo_fn)(double *, int, int, int, int);
typedef void (*host_fn)(double *, int);

static const int launches[][2] = {{0, 0}, {3, 64}, {1, 32}, {500, 128}, {7, 256}, {2, 128}};
enum { LAUNCHES = sizeof launches / sizeof launches[0] };

static void check_halo(const char *what, halo_fn dev, host_fn host, double *u, double *want) {
  for (int d = 1; d <= 2; d++)
    for (int c = 0; c <= 1; c++)
      for (int l = 0; l < LAUNCHES; l++) {
        int salt = d * 31 + c * 7 + l;
        fill(u, X * Y, salt);
        fill(want, X * Y, salt);
        host(want, d);
        dev(u, d, c, launches[l][0], launches[l][1]);
        char name[128];
        snprintf(name, sizeof name, "%s depth %d c=%d teams %d x %d: elements not as the host's", what,
                 d, c, launches[l][0], launches[l][1]);
        t_check_i(name, differing(u, want, X * Y), 0);
      }
}

int main(void) {
  t_begin("copies-within-arrays");
  double *u = t_alloc(sizeof(double) * X * Y), *want = t_alloc(sizeof(double) * X * Y);
  check_halo("update_left if(c)", left_if, left_host, u, want);
  check_halo("update_left", left, left_host, u, want);
  check_halo("update_right if(c)", right_if, right_host, u, want);
  check_halo("update_right", right, right_host, u, want);
  check_halo("update_top if(c)", top_if, top_host, u, want);
  check_halo("update_top", top, top_host, u, want);
  check_halo("update_bottom if(c)", bottom_if, bottom_host, u, want);
  check_halo("update_bottom", bottom, bottom_host, u, want);
  free(u);
  free(want);

  long m = 2L * N + 16;
  double *f = t_alloc(sizeof(double) * m), *g = t_alloc(sizeof(double) * m);
  for (int l = 0; l < LAUNCHES; l++) {
    char name[96];
    fill(f, m, l);
    fill(g, m, l);
    for (int i = 0; i < N; i++)
      g[i] = g[i + N];
    shift(f, launches[l][0], launches[l][1]);
    snprintf(name, sizeof name, "f[i] = f[i + n] teams %d x %d", launches[l][0], launches[l][1]);
    t_check_i(name, differing(f, g, m), 0);
    fill(f, m, l + 50);
    fill(g, m, l + 50);
    for (int i = 0; i < N - 8; i++)
      g[i + 8] = g[i + N + 16];
    shift_off_line(f, launches[l][0], launches[l][1]);
    snprintf(name, sizeof name, "f[i + 8] = f[i + n + 16] teams %d x %d", launches[l][0],
             launches[l][1]);
    t_check_i(name, differing(f, g, m), 0);
  }
  free(f);
  free(g);
  return t_end();
}
