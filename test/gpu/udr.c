/* User-defined reductions (#pragma omp declare reduction) on structs and
 * scalars:
 *   stats   {long n; long sum; int min; int max}      merge, initializer()
 *   cplx    {double re, im}                           complex product
 *   odd     {char c; short s; double d; char tail}    padded mixed fields
 *   hist8   {int c[8]}                                array member,
 *                                                     initializer(fn(&omp_priv))
 *   lmax    long: omp_out = max(omp_out, omp_in)      UDR on a scalar
 * through target teams distribute parallel for (SPMD), target parallel for,
 * target teams distribute (generic) and target teams + parallel for.
 *
 * Built with clang-22, the program stops with an illegal memory access with
 * both device runtimes ompred builds for it, LLVM 22's own and ompred's
 * (H200, 2026-11-26); not yet narrowed to a kernel, and a fault of ompred's
 * build of LLVM 22's runtime is not ruled out (docs/design.md, clang-22).
 */
// REQUIRES: gpu
// XFAIL: runtime-ompred22, runtime-stock22, runtime-plugin22
// RUN: %{run} %{bin}/udr | %{check} %s
// CHECK: {{^}}udr: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

typedef struct { long n; long sum; int min; int max; } Stats;
typedef struct { double re, im; } Cplx;
typedef struct { char c; short s; double d; char tail; } Odd;
typedef struct { int c[8]; } Hist8;

#pragma omp declare target
static inline void stats_merge(Stats *out, const Stats *in) {
  out->n += in->n;
  out->sum += in->sum;
  if (in->min < out->min) out->min = in->min;
  if (in->max > out->max) out->max = in->max;
}
static inline void stats_add(Stats *s, int v) {
  Stats one = {1, v, v, v};
  stats_merge(s, &one);
}
static inline Stats stats_identity(void) { return (Stats){0, 0, INT_MAX, INT_MIN}; }
static inline Cplx cmul(Cplx a, Cplx b) {
  return (Cplx){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
static inline void odd_merge(Odd *out, const Odd *in) {
  out->c = (char)(out->c + in->c);
  out->s = in->s > out->s ? in->s : out->s;
  out->d += in->d;
  out->tail = (char)(out->tail ^ in->tail);
}
static inline void hist_init(Hist8 *h) {
  for (int k = 0; k < 8; k++) h->c[k] = 0;
}
static inline void hist_merge(Hist8 *out, const Hist8 *in) {
  for (int k = 0; k < 8; k++) out->c[k] += in->c[k];
}
#pragma omp end declare target

#pragma omp declare reduction(merge : Stats : stats_merge(&omp_out, &omp_in)) \
    initializer(omp_priv = stats_identity())
#pragma omp declare reduction(cprod : Cplx : omp_out = cmul(omp_out, omp_in)) \
    initializer(omp_priv = (Cplx){1.0, 0.0})
#pragma omp declare reduction(oddm : Odd : odd_merge(&omp_out, &omp_in)) \
    initializer(omp_priv = (Odd){0, SHRT_MIN, 0.0, 0})
#pragma omp declare reduction(hsum : Hist8 : hist_merge(&omp_out, &omp_in)) \
    initializer(hist_init(&omp_priv))
#pragma omp declare reduction(lmax : long : omp_out = omp_out > omp_in ? omp_out : omp_in) \
    initializer(omp_priv = LONG_MIN)

typedef struct { Stats st; Cplx z; Odd o; Hist8 h; long lm; } All;

#define ODD_OF(i) (Odd){(char)v[i], (short)(v[i] % 30000), (double)(v[i] % 1000), (char)(v[i] >> 3)}
#define BODY(i)                                                                \
  stats_add(&st, v[i]);                                                        \
  z = cmul(z, u[i]);                                                           \
  { Odd e = ODD_OF(i); odd_merge(&o, &e); }                                    \
  h.c[v[i] & 7] += 1;                                                          \
  lm = (long)v[i] * 3 > lm ? (long)v[i] * 3 : lm;
#define RED reduction(merge : st) reduction(cprod : z) reduction(oddm : o) \
    reduction(hsum : h) reduction(lmax : lm)
#define MAPS map(to : v[0:n], u[0:n]) map(tofrom : st, z, o, h, lm)
#define UNPACK Stats st = in->st; Cplx z = in->z; Odd o = in->o; Hist8 h = in->h; long lm = in->lm;
#define PACK in->st = st; in->z = z; in->o = o; in->h = h; in->lm = lm;

static void k_spmd(const int *v, const Cplx *u, int n, int nt, int tl, All *in) {
  UNPACK
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  PACK
}
static void k_parallel_for(const int *v, const Cplx *u, int n, int nt, int tl, All *in) {
  UNPACK (void)nt;
#pragma omp target parallel for num_threads(tl) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  PACK
}
static void k_generic(const int *v, const Cplx *u, int n, int nt, int tl, All *in) {
  UNPACK
#pragma omp target teams distribute num_teams(nt) thread_limit(tl) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  PACK
}
static void k_teams_nested(const int *v, const Cplx *u, int n, int nt, int tl, All *in) {
  UNPACK
#pragma omp target teams num_teams(nt) thread_limit(tl) MAPS RED
  {
    int teams = omp_get_num_teams(), t = omp_get_team_num();
    int chunk = (n + teams - 1) / teams;
    int lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
#pragma omp parallel for RED
    for (int i = lo; i < hi; i++) { BODY(i) }
  }
  PACK
}

int main(void) {
  t_begin("udr");
  t_seed(6);
  enum { NMAX = 200003 };
  int *v = (int *)t_alloc(sizeof(int) * NMAX);
  Cplx *u = (Cplx *)t_alloc(sizeof(Cplx) * NMAX);
  static const Cplx units[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  for (int i = 0; i < NMAX; i++) {
    v[i] = (int)t_rand_range(-1000000, 1000000);
    u[i] = units[t_rand64() % 4]; /* products of units are exact */
  }
  /* a few factors 2 and 1/2 so that the magnitude matters too */
  for (int k = 0; k < 30; k++) u[t_rand64() % NMAX].re *= 2;
  for (int k = 0; k < 10; k++) { int i = (int)(t_rand64() % NMAX); u[i].re *= 0.5; u[i].im *= 0.5; }

  static const struct { const char *name; void (*k)(const int *, const Cplx *, int, int, int, All *); } kernels[] = {
    {"target teams distribute parallel for", k_spmd},
    {"target parallel for", k_parallel_for},
    {"target teams distribute", k_generic},
    {"target teams + parallel for", k_teams_nested},
  };
  static const int shapes[][2] = {{1, 1}, {5, 33}, {300, 64}, {2048, 128}};
  static const int sizes[] = {1, 1000, NMAX};
  char what[200];
  for (unsigned z = 0; z < sizeof sizes / sizeof *sizes; z++) {
    int n = sizes[z];
    /* original values that are not the identities: they must be combined in */
    All init = {{3, -10, 500, -500}, {0, 2}, {5, -7, 0.5, 9}, {{1, 2, 3, 4, 5, 6, 7, 8}}, -77};
    All want = init;
    {
      All *in = &want;
      UNPACK
      for (int i = 0; i < n; i++) { BODY(i) }
      PACK
    }
    for (unsigned k = 0; k < sizeof kernels / sizeof *kernels; k++)
      for (unsigned s = 0; s < sizeof shapes / sizeof *shapes; s++) {
        int nt = shapes[s][0], tl = shapes[s][1];
        if (k == 2 && n == NMAX && nt < 64) continue; /* one thread per team: slow */
        All got = init;
        kernels[k].k(v, u, n, nt, tl, &got);
#define P(field) snprintf(what, sizeof what, "%s n=%d teams=%d threads=%d: %s", \
                          kernels[k].name, n, nt, tl, field)
        P("stats.n"); t_check_i(what, got.st.n, want.st.n);
        P("stats.sum"); t_check_i(what, got.st.sum, want.st.sum);
        P("stats.min"); t_check_i(what, got.st.min, want.st.min);
        P("stats.max"); t_check_i(what, got.st.max, want.st.max);
        P("cplx.re"); t_check_f(what, got.z.re, want.z.re);
        P("cplx.im"); t_check_f(what, got.z.im, want.z.im);
        P("odd.c"); t_check_i(what, got.o.c, want.o.c);
        P("odd.s"); t_check_i(what, got.o.s, want.o.s);
        P("odd.d"); t_check_f(what, got.o.d, want.o.d);
        P("odd.tail"); t_check_i(what, got.o.tail, want.o.tail);
        for (int b = 0; b < 8; b++) {
          char f[16];
          snprintf(f, sizeof f, "hist8.c[%d]", b);
          P(f); t_check_i(what, got.h.c[b], want.h.c[b]);
        }
        P("lmax"); t_check_i(what, got.lm, want.lm);
      }
  }
  free(v); free(u);
  return t_end();
}
