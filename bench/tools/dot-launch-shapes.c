/* A dot product of 2^E doubles (E = argv[2], default 20) with the team count
 * libomptarget chooses (no clause; thread_limit 256, 512, 1024) and with
 * fixed launch shapes (num_teams x thread_limit), plus a read-only loop
 * without a reduction; argv[1] repetitions (default 50) of each, every sum
 * checked exactly (integer-valued data). Device times come from
 * libompred_ktimer.so in summary mode (OMPRED_KTIMER_SUMMARY), one file per
 * process, so run one size per process. How: bench/tools/README.md. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double *A, *B;
static long N;
static int bad;

static void check(const char *what, double s, double ref) {
  if (s != ref) { if (bad < 10) fprintf(stderr, "WRONG %s N=%ld: %.17g vs %.17g\n", what, N, s, ref); bad++; }
}

static double dot_default(void) {
  double s = 0; double *a = A, *b = B; long n = N;
#pragma omp target teams distribute parallel for reduction(+:s)
  for (long i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
static double read_only(void) {
  int flag = 0; double *a = A, *b = B; long n = N;
#pragma omp target teams distribute parallel for map(tofrom: flag)
  for (long i = 0; i < n; i++) if (a[i] * b[i] == -1e300) flag = 1;
  return flag;
}

#define PRAGMA(x) _Pragma(#x)
/* One kernel per launch shape: the clauses must be constants. */
#define DOT(NAME, CLAUSES)                                                         \
  static double NAME(void) {                                                     \
    double s = 0; double *a = A, *b = B; long n = N;                             \
    PRAGMA(omp target teams distribute parallel for CLAUSES reduction(+:s))      \
    for (long i = 0; i < n; i++) s += a[i] * b[i];                               \
    return s;                                                                    \
  }
DOT(dot_L256, thread_limit(256))
DOT(dot_L512, thread_limit(512))
DOT(dot_L1024, thread_limit(1024))
DOT(dot_T132_L1024, num_teams(132) thread_limit(1024))
DOT(dot_T264_L1024, num_teams(264) thread_limit(1024))
DOT(dot_T264_L512, num_teams(264) thread_limit(512))
DOT(dot_T528_L512, num_teams(528) thread_limit(512))
DOT(dot_T528_L256, num_teams(528) thread_limit(256))
DOT(dot_T1056_L256, num_teams(1056) thread_limit(256))
DOT(dot_T1056_L128, num_teams(1056) thread_limit(128))
DOT(dot_T2112_L128, num_teams(2112) thread_limit(128))

typedef double (*fn)(void);
struct { const char *name; fn f; int isdot; } cases[] = {
  {"default", dot_default, 1}, {"readonly", read_only, 0},
  {"L256", dot_L256, 1}, {"L512", dot_L512, 1}, {"L1024", dot_L1024, 1},
  {"T132L1024", dot_T132_L1024, 1}, {"T264L1024", dot_T264_L1024, 1},
  {"T264L512", dot_T264_L512, 1}, {"T528L512", dot_T528_L512, 1},
  {"T528L256", dot_T528_L256, 1}, {"T1056L256", dot_T1056_L256, 1},
  {"T1056L128", dot_T1056_L128, 1}, {"T2112L128", dot_T2112_L128, 1},
};

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 50;
  int e = argc > 2 ? atoi(argv[2]) : 20;
  {
    N = 1L << e;
    A = malloc(N * sizeof(double)); B = malloc(N * sizeof(double));
    double ref = 0;
    for (long i = 0; i < N; i++) { A[i] = i % 7; B[i] = (i % 5) - 2; ref += A[i] * B[i]; }
    double *a = A, *b = B; long n = N;
#pragma omp target enter data map(to: a[0:n], b[0:n])
    int nc = sizeof cases / sizeof cases[0];
    double best[32];
    for (int c = 0; c < nc; c++) best[c] = 1e30;
    for (int r = 0; r < reps; r++)
      for (int c = 0; c < nc; c++) {
        double t0 = omp_get_wtime();
        double s = cases[c].f();
        double t = omp_get_wtime() - t0;
        if (t < best[c]) best[c] = t;
        if (cases[c].isdot) check(cases[c].name, s, ref); else check(cases[c].name, s, 0);
      }
    for (int c = 0; c < nc; c++) printf("N=2^%d %-10s best wall %.1f us\n", e, cases[c].name, best[c] * 1e6);
#pragma omp target exit data map(delete: a[0:n], b[0:n])
    free(A); free(B);
  }
  printf("%s\n", bad ? "FAILED" : "all results right");
  return bad != 0;
}
