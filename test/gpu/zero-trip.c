/* Zero-trip loops: no iteration anywhere, so every reduction variable must
 * come back exactly as it went in (the private copies hold the identity and
 * must not leak into the result). Trip counts 0 and negative, known only at
 * run time, for every construct, team count and thread count; plus loops with
 * fewer iterations than teams or threads, where most of them are idle.
 * Operators: long +, double *, int max, short min, unsigned &, char |,
 * long ^, int &&, int ||, float -.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/zero-trip | %{check} %s
// CHECK: {{^}}zero-trip: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

typedef struct {
  long sum; double prod; int mx; short mn; unsigned band; char bor; long bxor;
  int land; int lor; float sub;
} Vars;
#define UNPACK long sum = v->sum; double prod = v->prod; int mx = v->mx; short mn = v->mn; \
  unsigned band = v->band; char bor = v->bor; long bxor = v->bxor; int land = v->land;   \
  int lor = v->lor; float sub = v->sub;
#define PACK v->sum = sum; v->prod = prod; v->mx = mx; v->mn = mn; v->band = band; \
  v->bor = bor; v->bxor = bxor; v->land = land; v->lor = lor; v->sub = sub;
#define MAPS map(to : x[0:(n > 0 ? n : 0)]) \
  map(tofrom : sum, prod, mx, mn, band, bor, bxor, land, lor, sub)
#define RED reduction(+ : sum) reduction(* : prod) reduction(max : mx) reduction(min : mn) \
  reduction(& : band) reduction(| : bor) reduction(^ : bxor) reduction(&& : land)        \
  reduction(|| : lor) reduction(- : sub)
#define BODY(i)                                                                \
  sum += x[i];                                                                 \
  prod *= (x[i] & 6) == 6 ? 2.0 : ((x[i] & 2) ? -1.0 : 1.0);                   \
  mx = x[i] > mx ? x[i] : mx;                                                  \
  mn = (short)x[i] < mn ? (short)x[i] : mn;                                    \
  band &= (unsigned)x[i];                                                      \
  bor |= (char)(1 << (x[i] & 6));                                              \
  bxor ^= (long)x[i] * 1048576;                                                \
  land = land && x[i];                                                         \
  lor = lor || (x[i] == 12345);                                                \
  sub -= (float)(x[i] & 7);

static void k_spmd(const int *x, int n, int nt, int tl, Vars *v) {
  UNPACK
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  PACK
}
static void k_parallel_for(const int *x, int n, int nt, int tl, Vars *v) {
  UNPACK (void)nt;
#pragma omp target parallel for num_threads(tl) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  PACK
}
static void k_generic(const int *x, int n, int nt, int tl, Vars *v) {
  UNPACK
#pragma omp target teams distribute num_teams(nt) thread_limit(tl) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  PACK
}
static void k_split(const int *x, int n, int nt, int tl, Vars *v) {
  UNPACK
/* The teams reduce too: without it every team combines into one shared
   variable, a race (stock fails that program as well). */
#pragma omp target teams num_teams(nt) thread_limit(tl) MAPS RED
#pragma omp distribute parallel for RED
  for (int i = 0; i < n; i++) { BODY(i) }
  PACK
}
static void k_teams_nested(const int *x, int n, int nt, int tl, Vars *v) {
  UNPACK
#pragma omp target teams num_teams(nt) thread_limit(tl) MAPS RED
  {
    /* every team's chunk is empty when n <= 0 */
    int teams = omp_get_num_teams(), t = omp_get_team_num();
    int chunk = n > 0 ? (n + teams - 1) / teams : 0;
    int lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
#pragma omp parallel for RED
    for (int i = lo; i < hi; i++) { BODY(i) }
  }
  PACK
}
/* The loop's lower bound above its upper bound. */
static void k_spmd_reversed(const int *x, int n, int nt, int tl, Vars *v) {
  UNPACK
  int lo = n > 0 ? n : 0;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) MAPS RED
  for (int i = lo + 10; i < lo; i++) { BODY(i) }
  PACK
}

int main(int argc, char **argv) {
  (void)argv;
  t_begin("zero-trip");
  t_seed(8);
  enum { NMAX = 4099 };
  int *x = (int *)t_alloc(sizeof(int) * NMAX);
  for (int i = 0; i < NMAX; i++) x[i] = (int)t_rand_range(-30000, 30000) | 1;
  static const struct { const char *name; void (*k)(const int *, int, int, int, Vars *); } kernels[] = {
    {"target teams distribute parallel for", k_spmd},
    {"target parallel for", k_parallel_for},
    {"target teams distribute", k_generic},
    {"target teams + distribute parallel for", k_split},
    {"target teams + parallel for", k_teams_nested},
    {"target teams distribute parallel for (lb > ub)", k_spmd_reversed},
  };
  static const int shapes[][2] = {{1, 1}, {1, 33}, {7, 64}, {1024, 128}, {4097, 32}, {3, 1024}};
  /* argc keeps the trip counts unknown to the compiler */
  const int sizes[] = {0 * argc, -1 * argc, -1000 * argc, 1 * argc, 5 * argc, 1030 * argc};
  /* non-identity initial values for every operator */
  const Vars init = {-42, 3.5, -7, 99, 0xF0F0F0F0u, 0x11, 0x5555AAAA5555L, 1, 0, 2.5f};
  char what[200];
  for (unsigned z = 0; z < sizeof sizes / sizeof *sizes; z++) {
    int n = sizes[z];
    Vars want = init;
    {
      Vars *v = &want;
      UNPACK
      for (int i = 0; i < n; i++) { BODY(i) }
      PACK
    }
    for (unsigned k = 0; k < sizeof kernels / sizeof *kernels; k++)
      for (unsigned s = 0; s < sizeof shapes / sizeof *shapes; s++) {
        int nt = shapes[s][0], tl = shapes[s][1];
        Vars got = init, w = k == 5 ? init : want;
        kernels[k].k(x, n, nt, tl, &got);
#define C(field, fn) snprintf(what, sizeof what, "%s n=%d teams=%d threads=%d: %s", \
                              kernels[k].name, n, nt, tl, #field);                  \
                     fn(what, got.field, w.field);
        C(sum, t_check_i) C(prod, t_check_f) C(mx, t_check_i) C(mn, t_check_i)
        C(band, t_check_u) C(bor, t_check_i) C(bxor, t_check_i) C(land, t_check_i)
        C(lor, t_check_i) C(sub, t_check_f)
      }
  }
  free(x);
  return t_end();
}
