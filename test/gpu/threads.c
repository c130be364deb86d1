/* Thread counts around the warp size and up to the block limit.
 *
 * num_threads / thread_limit in {1, 31, 33, 100, 1000, 1024}: a single
 * partial warp, a full warp plus one lane, several warps with a partial last
 * one, and a full 1024-thread block. Four variables of different sizes at
 * once (char +, double +, short min, unsigned ^), through
 *   target parallel for num_threads(T)
 *   target teams distribute parallel for thread_limit(T)       (SPMD)
 *   target teams distribute parallel for num_threads(T)
 *   target teams thread_limit(T) + parallel for num_threads(T) (generic teams)
 *   target teams thread_limit(1024) reduction + distribute parallel for num_threads(T)
 * with trip counts below, near and far above the thread count.
 */
// BUILD: default
// BUILD: no-spmdization -mllvm -openmp-opt-disable-spmdization
// LLVM 22's own runtime cannot build the default one: its separately compiled
// __kmpc_nvptx_parallel_reduce_nowait_v2 needs 83 registers, and ptxas
// refuses the call from k_split_num_threads, whose 1024-thread bound allows
// 64 (ompred's entry points inline, and the ompred22 build is fine).
// NO-BUILD: stock22 default ptxas: callee regcount 83 over the kernel's 64
// REQUIRES: gpu
// RUN: %if runtime-stock22 %{ true %} %else %{ %{run} %{bin}/threads.default | %{check} %s %}
// RUN: %{run} %{bin}/threads.no-spmdization | %{check} %s
// CHECK: {{^}}threads: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

typedef struct { char c; double d; short mn; unsigned x; } Res;
#define MAPS map(to : ac[0:n], ad[0:n], as[0:n], ax[0:n]) map(tofrom : c, d, mn, x)
#define RED reduction(+ : c, d) reduction(min : mn) reduction(^ : x)
#define BODY(i) c += ac[i]; d += ad[i]; mn = as[i] < mn ? as[i] : mn; x ^= ax[i];
#define INIT char c = 3; double d = 0.5; short mn = SHRT_MAX; unsigned x = 0x12345678u;
#define PARAMS const char *ac, const double *ad, const short *as, const unsigned *ax, int n, int nt, int nth

static Res k_parallel_for(PARAMS) {
  INIT (void)nt;
#pragma omp target parallel for num_threads(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){c, d, mn, x};
}
static Res k_spmd_thread_limit(PARAMS) {
  INIT
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){c, d, mn, x};
}
static Res k_spmd_num_threads(PARAMS) {
  INIT
#pragma omp target teams distribute parallel for num_teams(nt) num_threads(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){c, d, mn, x};
}
static Res k_generic_nested(PARAMS) {
  INIT
#pragma omp target teams num_teams(nt) thread_limit(nth) MAPS RED
  {
    int teams = omp_get_num_teams(), t = omp_get_team_num();
    int chunk = (n + teams - 1) / teams;
    int lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
#pragma omp parallel for num_threads(nth) RED
    for (int i = lo; i < hi; i++) { BODY(i) }
  }
  return (Res){c, d, mn, x};
}
static Res k_split_num_threads(PARAMS) {
  INIT
/* The teams need the reduction too: without it every team's parallel
   reduction combines into one shared variable, a race (stock fails as well). */
#pragma omp target teams num_teams(nt) thread_limit(1024) MAPS RED
#pragma omp distribute parallel for num_threads(nth) RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){c, d, mn, x};
}

typedef Res (*Kernel)(PARAMS);
static const struct { const char *name; Kernel k; int teams; } kernels[] = {
  {"target parallel for num_threads", k_parallel_for, 1},
  {"target teams distribute parallel for thread_limit", k_spmd_thread_limit, 1},
  {"target teams distribute parallel for thread_limit", k_spmd_thread_limit, 77},
  {"target teams distribute parallel for num_threads", k_spmd_num_threads, 5},
  {"target teams thread_limit + parallel for num_threads", k_generic_nested, 1},
  {"target teams thread_limit + parallel for num_threads", k_generic_nested, 9},
  {"target teams + distribute parallel for num_threads", k_split_num_threads, 3},
};

int main(void) {
  t_begin("threads");
  t_seed(3);
  enum { NMAX = 50021 };
  char *ac = (char *)t_alloc(NMAX);
  double *ad = (double *)t_alloc(sizeof(double) * NMAX);
  short *as = (short *)t_alloc(sizeof(short) * NMAX);
  unsigned *ax = (unsigned *)t_alloc(sizeof(unsigned) * NMAX);
  for (int i = 0; i < NMAX; i++) {
    ac[i] = (char)t_rand_range(-100, 100);
    ad[i] = (double)t_rand_range(-1000, 1000);
    as[i] = (short)t_rand_range(-30000, 30000);
    ax[i] = (unsigned)t_rand64();
  }
  static const int threads[] = {1, 31, 33, 100, 1000, 1024};
  static const int sizes[] = {1, 17, 32, 33, 1000, 1025, NMAX};
  char what[200];
  for (unsigned z = 0; z < sizeof sizes / sizeof *sizes; z++) {
    int n = sizes[z];
    INIT
    for (int i = 0; i < n; i++) { BODY(i) }
    for (unsigned k = 0; k < sizeof kernels / sizeof *kernels; k++)
      for (unsigned t = 0; t < sizeof threads / sizeof *threads; t++) {
        Res r = kernels[k].k(ac, ad, as, ax, n, kernels[k].teams, threads[t]);
#define CHK(field, want, fn)                                                   \
  snprintf(what, sizeof what, "%s(%d) teams=%d n=%d: %s", kernels[k].name,     \
           threads[t], kernels[k].teams, n, #field);                           \
  fn(what, r.field, want);
        CHK(c, c, t_check_i)
        CHK(d, d, t_check_f)
        CHK(mn, mn, t_check_i)
        CHK(x, x, t_check_u)
      }
  }
  free(ac); free(ad); free(as); free(ax);
  return t_end();
}
