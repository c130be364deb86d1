/* Array-section reductions.
 *   reduction(+ : h[0:64])      long histogram               every construct
 *   reduction(max : m[0:16])    int per-slot maximum         SPMD
 *   reduction(+ : w[8:64])      section at an offset of an   SPMD, generic
 *                               80-element array: w[0:8] and
 *                               w[72:80] must come back untouched
 *   reduction(+ : d[0:10])      double (integer-valued)      teams + parallel
 *   reduction(^ : u[0:64])      unsigned                     parallel, generic
 *   reduction(+ : p[0:100])     section of a pointer         SPMD
 * through target teams distribute parallel for (SPMD), target parallel for,
 * target teams distribute (generic), and target teams + parallel for. Every
 * array starts from non-zero values, which must be combined in; arrays a
 * kernel does not reduce must come back unchanged.
 *
 * Not covered: a run-time section length (p[0:len]): clang 19 refuses it for
 * GPUs ("cannot generate code for reduction on array section, which requires
 * a variable length array"). Small arrays are spread over the kernels because
 * clang unrolls their element loops, and compile time grows with it.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/array-sections | %{check} %s
// CHECK: {{^}}array-sections: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

enum { H = 64, M = 16, W = 80, D = 10, U = 64 };
typedef struct { long h[H]; int m[M]; long w[W]; double d[D]; unsigned u[U]; } Arrays;
enum { HAS_M = 1, HAS_W = 2, HAS_D = 4, HAS_U = 8 };

#define BODY_H(i) h[x[i] & (H - 1)] += 1 + (x[i] & 3);
#define BODY_M(i) m[i % M] = x[i] > m[i % M] ? x[i] : m[i % M];
#define BODY_W(i) w[8 + (unsigned)x[i] % 64] += x[i] % 1000;
#define BODY_D(i) d[(unsigned)x[i] % D] += (double)(x[i] % 100);
#define BODY_U(i) u[(unsigned)x[i] % U] ^= (unsigned)x[i] * 2654435761u;
#define UNPACK long *h = a->h; int *m = a->m; long *w = a->w; double *d = a->d; unsigned *u = a->u; \
  (void)h; (void)m; (void)w; (void)d; (void)u;
#define MAPS map(to : x[0:n]) map(tofrom : h[0:H], m[0:M], w[0:W], d[0:D], u[0:U])

static void k_spmd(const int *x, int n, int nt, int tl, Arrays *a) {
  UNPACK
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) MAPS \
    reduction(+ : h[0:H]) reduction(max : m[0:M]) reduction(+ : w[8:64])
  for (int i = 0; i < n; i++) { BODY_H(i) BODY_M(i) BODY_W(i) }
}
static void k_parallel_for(const int *x, int n, int nt, int tl, Arrays *a) {
  UNPACK (void)nt;
#pragma omp target parallel for num_threads(tl) MAPS reduction(+ : h[0:H]) reduction(^ : u[0:U])
  for (int i = 0; i < n; i++) { BODY_H(i) BODY_U(i) }
}
static void k_generic(const int *x, int n, int nt, int tl, Arrays *a) {
  UNPACK
#pragma omp target teams distribute num_teams(nt) thread_limit(tl) MAPS \
    reduction(+ : h[0:H]) reduction(+ : w[8:64]) reduction(^ : u[0:U])
  for (int i = 0; i < n; i++) { BODY_H(i) BODY_W(i) BODY_U(i) }
}
static void k_teams_nested(const int *x, int n, int nt, int tl, Arrays *a) {
  UNPACK
#pragma omp target teams num_teams(nt) thread_limit(tl) MAPS reduction(+ : h[0:H]) \
    reduction(+ : d[0:D])
  {
    int teams = omp_get_num_teams(), t = omp_get_team_num();
    int chunk = (n + teams - 1) / teams;
    int lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
#pragma omp parallel for reduction(+ : h[0:H]) reduction(+ : d[0:D])
    for (int i = lo; i < hi; i++) { BODY_H(i) BODY_D(i) }
  }
}
static void k_pointer(const int *x, int n, long *p, int used, int nt, int tl) {
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) \
    map(to : x[0:n]) map(tofrom : p[0:100]) reduction(+ : p[0:100])
  for (int i = 0; i < n; i++) p[(unsigned)x[i] % used] += 1 + (x[i] & 7);
}

static void init_arrays(Arrays *a) {
  for (int k = 0; k < H; k++) a->h[k] = 1000 + k;
  for (int k = 0; k < M; k++) a->m[k] = -2000000000 + k;
  for (int k = 0; k < W; k++) a->w[k] = 7 * k - 100;
  for (int k = 0; k < D; k++) a->d[k] = 0.5 + k;
  for (int k = 0; k < U; k++) a->u[k] = 0x9e3779b9u * (k + 1);
}

int main(void) {
  t_begin("array-sections");
  t_seed(7);
  enum { NMAX = 100003 };
  int *x = (int *)t_alloc(sizeof(int) * NMAX);
  for (int i = 0; i < NMAX; i++) x[i] = (int)t_rand_range(-1000000000, 1000000000);
  static const struct {
    const char *name; void (*k)(const int *, int, int, int, Arrays *); int has;
  } kernels[] = {
    {"target teams distribute parallel for", k_spmd, HAS_M | HAS_W},
    {"target parallel for", k_parallel_for, HAS_U},
    {"target teams distribute", k_generic, HAS_W | HAS_U},
    {"target teams + parallel for", k_teams_nested, HAS_D},
  };
  static const int shapes[][2] = {{1, 1}, {3, 33}, {200, 64}, {1500, 128}};
  static const int sizes[] = {1, 999, NMAX};
  char what[200];
  for (unsigned k = 0; k < sizeof kernels / sizeof *kernels; k++)
    for (unsigned z = 0; z < sizeof sizes / sizeof *sizes; z++) {
      int n = sizes[z], has = kernels[k].has;
      static Arrays want, got;
      init_arrays(&want);
      {
        Arrays *a = &want;
        UNPACK
        for (int i = 0; i < n; i++) {
          BODY_H(i)
          if (has & HAS_M) { BODY_M(i) }
          if (has & HAS_W) { BODY_W(i) }
          if (has & HAS_D) { BODY_D(i) }
          if (has & HAS_U) { BODY_U(i) }
        }
      }
      for (unsigned s = 0; s < sizeof shapes / sizeof *shapes; s++) {
        int nt = shapes[s][0], tl = shapes[s][1];
        if (k == 2 && n == NMAX && nt < 64) continue; /* one thread per team: slow */
        init_arrays(&got);
        kernels[k].k(x, n, nt, tl, &got);
#define P(arr, idx) snprintf(what, sizeof what, "%s n=%d teams=%d threads=%d: %s[%d]", \
                             kernels[k].name, n, nt, tl, arr, idx)
        for (int e = 0; e < H; e++) { P("h", e); t_check_i(what, got.h[e], want.h[e]); }
        for (int e = 0; e < M; e++) { P("m", e); t_check_i(what, got.m[e], want.m[e]); }
        for (int e = 0; e < W; e++) { P("w", e); t_check_i(what, got.w[e], want.w[e]); }
        for (int e = 0; e < D; e++) { P("d", e); t_check_f(what, got.d[e], want.d[e]); }
        for (int e = 0; e < U; e++) { P("u", e); t_check_u(what, got.u[e], want.u[e]); }
      }
    }
  static const int used_slots[] = {1, 5, 100};
  for (unsigned l = 0; l < sizeof used_slots / sizeof *used_slots; l++) {
    int used = used_slots[l];
    long p[100], q[100];
    for (int e = 0; e < 100; e++) p[e] = q[e] = 3 * e + 1;
    for (int i = 0; i < NMAX; i++) q[(unsigned)x[i] % used] += 1 + (x[i] & 7);
    k_pointer(x, NMAX, p, used, 700, 96);
    for (int e = 0; e < 100; e++) {
      snprintf(what, sizeof what, "reduction(+ : p[0:100]), %d slots used: p[%d]", used, e);
      t_check_i(what, p[e], q[e]);
    }
  }
  free(x);
  return t_end();
}
