/* Stress of generic-mode teams + nested parallel reductions (debugging). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
typedef struct { char c; double d; short mn; unsigned x; } Res;
#define MAPS map(to : ac[0:n], ad[0:n], as[0:n], ax[0:n]) map(tofrom : c, d, mn, x)
#define RED reduction(+ : c, d) reduction(min : mn) reduction(^ : x)
#define BODY(i) c += ac[i]; d += ad[i]; mn = as[i] < mn ? as[i] : mn; x ^= ax[i];
#define INIT char c = 3; double d = 0.5; short mn = SHRT_MAX; unsigned x = 0x12345678u;
static Res k_generic_nested(const char *ac, const double *ad, const short *as, const unsigned *ax, int n, int nt, int nth) {
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
static Res k_generic_teams(const char *ac, const double *ad, const short *as, const unsigned *ax, int n, int nt, int nth) {
  INIT
#pragma omp target teams distribute num_teams(nt) thread_limit(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){c, d, mn, x};
}
static Res k_spmd(const char *ac, const double *ad, const short *as, const unsigned *ax, int n, int nt, int nth) {
  INIT
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(nth) MAPS RED
  for (int i = 0; i < n; i++) { BODY(i) }
  return (Res){c, d, mn, x};
}
typedef Res (*K)(const char *, const double *, const short *, const unsigned *, int, int, int);
int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 20;
  int mask = argc > 2 ? atoi(argv[2]) : 7;
  enum { NMAX = 4096 };
  char ac[NMAX]; double ad[NMAX]; short as[NMAX]; unsigned ax[NMAX];
  srand(3);
  for (int i = 0; i < NMAX; i++) { ac[i] = rand() % 201 - 100; ad[i] = rand() % 2001 - 1000; as[i] = rand() % 60001 - 30000; ax[i] = rand() * 2654435761u; }
  static const int ths[] = {1, 31, 33, 64, 100, 1000};
  static const int cfg[][2] = {{9, 1}, {9, 5}, {2, 2}, {13, 31}, {64, 1}, {2000, 1}, {300, 4096}};
  enum { NT = sizeof ths / sizeof *ths, NC = sizeof cfg / sizeof *cfg };
  static const K ks[] = {k_generic_nested, k_generic_teams, k_spmd};
  static const char *kn[] = {"generic_nested", "generic_teams", "spmd"};
  long fails[3][NC][NT] = {{{0}}}, total = 0, bad = 0;
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < 3; k++) if (mask >> k & 1)
      for (int ci = 0; ci < NC; ci++)
        for (int t = 0; t < NT; t++) {
          int nt = cfg[ci][0], n = cfg[ci][1];
          INIT
          for (int i = 0; i < n; i++) { BODY(i) }
          Res g = ks[k](ac, ad, as, ax, n, nt, ths[t]);
          total++;
          if (g.c != c || g.d != d || g.mn != mn || g.x != x) {
            bad++; fails[k][ci][t]++;
            if (bad <= 400) printf("FAIL rep %d %s teams=%d n=%d th=%d: c %d/%d d %g/%g mn %d/%d x %x/%x\n", r, kn[k], nt, n, ths[t], g.c, c, g.d, d, g.mn, mn, g.x, x);
          }
        }
  for (int k = 0; k < 3; k++) for (int c = 0; c < NC; c++) for (int t = 0; t < NT; t++)
    if (fails[k][c][t]) printf("summary %s teams=%d n=%d th=%d: %ld of %d failed\n", kn[k], cfg[c][0], cfg[c][1], ths[t], fails[k][c][t], reps);
  printf("TOTAL %ld launches, %ld wrong\n", total, bad);
  return bad != 0;
}
