// Reductions for plugin-reduction-tail.test, one per function, in the order
// clang numbers their callbacks (_omp_reduction_shuffle_and_reduce_func,
// ..._func1, ... and _omp_reduction_inter_warp_copy_func, ..._func2, ...).
// Items whose size is not a multiple of 4 and that are not integers lose
// their tail in clang-19's callbacks; the plugin repairs exactly those.
typedef struct { short a, b, c; } S6;
#pragma omp declare reduction(s6add : S6 : omp_out.a += omp_in.a, omp_out.b += omp_in.b, \
                              omp_out.c += omp_in.c) initializer(omp_priv = (S6){0, 0, 0})

// short[3], 6 bytes: shuffle pieces 4 + 2, copy chunks 4 + 2 (the 2 at 4).
void s3(short *a, const short *x, int n) {
#pragma omp target parallel for reduction(min : a[0 : 3]) map(to : x[0 : n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 3; j++) a[j] = x[i] < a[j] ? x[i] : a[j];
}

// char[3], 3 bytes, in a teams reduction (two callback pairs): pieces 2 + 1
// (the 1 at 2).
void c3(char *a, const char *x, int n) {
#pragma omp target teams distribute parallel for reduction(+ : a[0 : 3]) map(to : x[0 : n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 3; j++) a[j] += x[i];
}

// _Float16, 2 bytes: one piece, stored as 4 bytes into a 2-byte copy.
_Float16 h(const _Float16 *x, int n) {
  _Float16 s = 0;
#pragma omp target parallel for reduction(+ : s) map(to : x[0 : n])
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}

// A 6-byte struct in a user-defined reduction.
S6 st(int n) {
  S6 s = {0, 0, 0};
#pragma omp target parallel for reduction(s6add : s)
  for (int i = 0; i < n; i++) { s.a += 1; s.b += 2; s.c += 3; }
  return s;
}

// short[5], 10 bytes: pieces 8 + 2, copy chunks 4 + 4 (a loop) + 2 (at 8).
void s5(short *a, int n) {
#pragma omp target parallel for reduction(+ : a[0 : 5])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 5; j++) a[j] += 1;
}

// char[7], 7 bytes: pieces and chunks 4 + 2 + 1 (at 4 and 6).
void c7(char *a, int n) {
#pragma omp target parallel for reduction(max : a[0 : 7])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 7; j++) a[j] = a[j] > (char)i ? a[j] : (char)i;
}

// Unaffected items beside an affected one: a short scalar (cut back by
// clang), int[3] and short[4] (multiples of 4), and short[3].
void mixed(short *q, int *v, short *w, short *t, int n) {
  short s = 0;
#pragma omp target parallel for reduction(+ : s, v[0 : 3], w[0 : 4], t[0 : 3]) map(tofrom : s)
  for (int i = 0; i < n; i++) {
    s += 1;
    for (int j = 0; j < 3; j++) { v[j] += j; t[j] += j; }
    for (int j = 0; j < 4; j++) w[j] += j;
  }
  *q = s;
}
