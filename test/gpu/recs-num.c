/* The teams reduction buffer size, -fopenmp-cuda-teams-reduction-recs-num=R,
 * with R = 1, 7 and 1024 (clang's default), against team counts below, at
 * and far above R, and 1 to 16 variables of mixed types and operators in one
 * reduction (long +, int max, double +, char +, short min, float +, ...).
 *
 *   target teams distribute parallel for  (SPMD)
 *   target teams distribute               (generic)
 *
 * Each variable count 1..16 is compiled in one of the three builds, which
 * keeps the compile time of the suite down (with the drop-in runtime a
 * kernel's code grows with its number of reduction variables):
 *   R = 1     SPMD 1 4 7 10 13 16   generic 1
 *   R = 7     SPMD 2 5 8 11 14      generic 2 16
 *   R = 1024  SPMD 3 6 9 12 15      generic 3 5
 */
// BUILD: recs1 -fopenmp-cuda-teams-reduction-recs-num=1 -DVAR_SET=1
// BUILD: recs7 -fopenmp-cuda-teams-reduction-recs-num=7 -DVAR_SET=2
// BUILD: recs1024 -fopenmp-cuda-teams-reduction-recs-num=1024 -DVAR_SET=3
// REQUIRES: gpu
// RUN: %{run} %{bin}/recs-num.recs1 | %{check} %s
// RUN: %{run} %{bin}/recs-num.recs7 | %{check} %s
// RUN: %{run} %{bin}/recs-num.recs1024 | %{check} %s
// CHECK: {{^}}recs-num: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

/* Variable j: its kind (type, operator, value it takes from element x). */
#define VAR0(M) M(0, LADD)
#define VAR1(M) M(1, IMAX)
#define VAR2(M) M(2, DADD)
#define VAR3(M) M(3, CADD)
#define VAR4(M) M(4, SMIN)
#define VAR5(M) M(5, FADD)
#define VAR6(M) M(6, LADD)
#define VAR7(M) M(7, IMAX)
#define VAR8(M) M(8, DADD)
#define VAR9(M) M(9, CADD)
#define VAR10(M) M(10, SMIN)
#define VAR11(M) M(11, FADD)
#define VAR12(M) M(12, LADD)
#define VAR13(M) M(13, IMAX)
#define VAR14(M) M(14, DADD)
#define VAR15(M) M(15, CADD)
#define VARS1(M) VAR0(M)
#define VARS2(M) VARS1(M) VAR1(M)
#define VARS3(M) VARS2(M) VAR2(M)
#define VARS4(M) VARS3(M) VAR3(M)
#define VARS5(M) VARS4(M) VAR4(M)
#define VARS6(M) VARS5(M) VAR5(M)
#define VARS7(M) VARS6(M) VAR6(M)
#define VARS8(M) VARS7(M) VAR7(M)
#define VARS9(M) VARS8(M) VAR8(M)
#define VARS10(M) VARS9(M) VAR9(M)
#define VARS11(M) VARS10(M) VAR10(M)
#define VARS12(M) VARS11(M) VAR11(M)
#define VARS13(M) VARS12(M) VAR12(M)
#define VARS14(M) VARS13(M) VAR13(M)
#define VARS15(M) VARS14(M) VAR14(M)
#define VARS16(M) VARS15(M) VAR15(M)

#define TY_LADD long
#define TY_IMAX int
#define TY_DADD double
#define TY_CADD char
#define TY_SMIN short
#define TY_FADD float
#define OP_LADD +
#define OP_IMAX max
#define OP_DADD +
#define OP_CADD +
#define OP_SMIN min
#define OP_FADD +
#define INIT_LADD(j) (long)(j) - 3
#define INIT_IMAX(j) INT_MIN + (j)
#define INIT_DADD(j) 0.5 * (j)
#define INIT_CADD(j) (char)(j)
#define INIT_SMIN(j) SHRT_MAX - (j)
#define INIT_FADD(j) 0.25f
#define VAL_LADD(j, x) (long)(x) * ((j) + 1)
#define VAL_IMAX(j, x) ((x) ^ ((j) * 0x01010101))
#define VAL_DADD(j, x) (double)((x) % 64 + (j))
#define VAL_CADD(j, x) (char)((x) + (j))
#define VAL_SMIN(j, x) (short)((x) % 30000 + (j))
#define VAL_FADD(j, x) (float)(((x) & 15) - 8)
#define COMB_LADD(r, v) r += v
#define COMB_IMAX(r, v) r = (v) > r ? (v) : r
#define COMB_DADD(r, v) r += v
#define COMB_CADD(r, v) r += v
#define COMB_SMIN(r, v) r = (v) < r ? (v) : r
#define COMB_FADD(r, v) r += v

#define FIELD(j, K) TY_##K v##j;
typedef struct { VARS16(FIELD) } Res;

#define DECL(j, K) TY_##K v##j = INIT_##K(j);
#define MAP(j, K) map(tofrom : v##j)
#define RED(j, K) reduction(OP_##K : v##j)
#define BODY(j, K) { TY_##K val_ = VAL_##K(j, x[i]); COMB_##K(v##j, val_); }
#define STORE(j, K) r->v##j = v##j;

#define DEF_SPMD(NV)                                                           \
  static void spmd_##NV(const int *x, int n, int nt, int tl, Res *r) {        \
    VARS##NV(DECL)                                                             \
    T_PRAGMA(omp target teams distribute parallel for num_teams(nt)            \
             thread_limit(tl) map(to : x[0:n]) VARS##NV(MAP) VARS##NV(RED))    \
    for (int i = 0; i < n; i++) { VARS##NV(BODY) }                             \
    VARS##NV(STORE)                                                            \
  }
#define DEF_GENERIC(NV)                                                        \
  static void generic_##NV(const int *x, int n, int nt, int tl, Res *r) {     \
    VARS##NV(DECL)                                                             \
    T_PRAGMA(omp target teams distribute num_teams(nt) thread_limit(tl)        \
             map(to : x[0:n]) VARS##NV(MAP) VARS##NV(RED))                     \
    for (int i = 0; i < n; i++) { VARS##NV(BODY) }                             \
    VARS##NV(STORE)                                                            \
  }
#if VAR_SET == 1
#define SPMD_COUNTS(X) X(1) X(4) X(7) X(10) X(13) X(16)
#define GENERIC_COUNTS(X) X(1)
#elif VAR_SET == 2
#define SPMD_COUNTS(X) X(2) X(5) X(8) X(11) X(14)
#define GENERIC_COUNTS(X) X(2) X(16)
#elif VAR_SET == 3
#define SPMD_COUNTS(X) X(3) X(6) X(9) X(12) X(15)
#define GENERIC_COUNTS(X) X(3) X(5)
#else /* everything */
#define SPMD_COUNTS(X) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15) X(16)
#define GENERIC_COUNTS(X) X(1) X(2) X(5) X(16)
#endif
SPMD_COUNTS(DEF_SPMD)
GENERIC_COUNTS(DEF_GENERIC)

typedef void (*Kernel)(const int *, int, int, int, Res *);
#define ENTRY_SPMD(NV) {"spmd", NV, spmd_##NV},
#define ENTRY_GENERIC(NV) {"generic", NV, generic_##NV},
static const struct { const char *kind; int nvars; Kernel k; } kernels[] = {
  SPMD_COUNTS(ENTRY_SPMD) GENERIC_COUNTS(ENTRY_GENERIC)
};

#define CHECK(j, K)                                                            \
  if ((j) < kernels[k].nvars) {                                                \
    snprintf(what, sizeof what, "%s %d vars teams=%d threads=%d n=%d: v%d (%s %s)", \
             kernels[k].kind, kernels[k].nvars, nt, tl, n, j, T_STR(TY_##K), T_STR(OP_##K)); \
    t_check_f(what, (long double)got.v##j, (long double)want.v##j);            \
  }

int main(void) {
  t_begin("recs-num");
  t_seed(5);
  enum { N = 1000003 };
  int *x = (int *)t_alloc(sizeof(int) * N);
  for (int i = 0; i < N; i++) x[i] = (int)t_rand_range(-1000000000, 1000000000);
  static const int team_counts[] = {1, 6, 7, 8, 15, 1024, 1025, 5000, 100000};
  char what[200];
  for (unsigned t = 0; t < sizeof team_counts / sizeof *team_counts; t++) {
    int nt = team_counts[t], tl = t % 2 ? 33 : 64;
    int sizes[2] = {N, nt + nt / 3};
    for (int z = 0; z < 2; z++) {
      int n = sizes[z];
      Res want, got;
      {
        Res *r = &want;
        VARS16(DECL)
        for (int i = 0; i < n; i++) { VARS16(BODY) }
        VARS16(STORE)
      }
      for (unsigned k = 0; k < sizeof kernels / sizeof *kernels; k++) {
        if (kernels[k].kind[0] == 'g' && n == N && nt < 64) continue; /* serial: too slow */
        memset(&got, 0, sizeof got);
        kernels[k].k(x, n, nt, tl, &got);
        VARS16(CHECK)
      }
    }
  }
  free(x);
  return t_end();
}
