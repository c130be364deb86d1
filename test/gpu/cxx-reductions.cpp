// C++: reductions inside function templates (one kernel per instantiated
// type), a user-defined reduction on a class with operators and a
// constructor (initializer(omp_priv = T())), and a UDR whose initializer
// copies the original value (omp_priv(omp_orig)-style via a function).
// Built with the C++ driver, so the suite covers clang++ -fopenmp as well.
// REQUIRES: gpu
// RUN: %{run} %{bin}/cxx-reductions | %{check} %s
// CHECK: {{^}}cxx-reductions: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

struct Vec3 {
  double x, y, z;
  Vec3() : x(0), y(0), z(0) {}
  Vec3(double a, double b, double c) : x(a), y(b), z(c) {}
  Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
};
#pragma omp declare reduction(vadd : Vec3 : omp_out += omp_in) initializer(omp_priv = Vec3())

// min and max of one pass, as one class
struct MinMax {
  long lo, hi;
  MinMax() : lo(LONG_MAX), hi(LONG_MIN) {}
  void add(long v) { lo = v < lo ? v : lo; hi = v > hi ? v : hi; }
  void merge(const MinMax &o) { lo = o.lo < lo ? o.lo : lo; hi = o.hi > hi ? o.hi : hi; }
};
#pragma omp declare reduction(mm : MinMax : omp_out.merge(omp_in)) initializer(omp_priv = MinMax())

template <typename T> static T tsum(const int *x, int n, T init, int nt, int tl) {
  T s = init;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) \
    map(to : x[0:n]) map(tofrom : s) reduction(+ : s)
  for (int i = 0; i < n; i++) s += static_cast<T>(x[i] % 100);
  return s;
}
template <typename T> static T tmax_parallel(const int *x, int n, T init, int nth) {
  T s = init;
#pragma omp target parallel for num_threads(nth) map(to : x[0:n]) map(tofrom : s) reduction(max : s)
  for (int i = 0; i < n; i++) s = static_cast<T>(x[i] % 1000) > s ? static_cast<T>(x[i] % 1000) : s;
  return s;
}
static void class_udrs(const int *x, int n, int nt, int tl, Vec3 *v, MinMax *m) {
  Vec3 lv = *v;
  MinMax lm = *m;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) \
    map(to : x[0:n]) map(tofrom : lv, lm) reduction(vadd : lv) reduction(mm : lm)
  for (int i = 0; i < n; i++) {
    lv += Vec3(x[i] % 7, x[i] % 11, x[i] % 13);
    lm.add(static_cast<long>(x[i]) * 1000);
  }
  *v = lv;
  *m = lm;
}

template <typename T> static void check_type(const char *tn, const int *x, int n) {
  static const int shapes[][2] = {{1, 1}, {9, 33}, {1500, 128}};
  T want_sum = static_cast<T>(5), want_max = static_cast<T>(-5000);
  for (int i = 0; i < n; i++) {
    want_sum += static_cast<T>(x[i] % 100);
    T v = static_cast<T>(x[i] % 1000);
    want_max = v > want_max ? v : want_max;
  }
  char what[160];
  for (auto &s : shapes) {
    snprintf(what, sizeof what, "template tsum<%s> n=%d teams=%d threads=%d", tn, n, s[0], s[1]);
    t_check_f(what, (long double)tsum<T>(x, n, static_cast<T>(5), s[0], s[1]), (long double)want_sum);
    snprintf(what, sizeof what, "template tmax_parallel<%s> n=%d threads=%d", tn, n, s[1]);
    t_check_f(what, (long double)tmax_parallel<T>(x, n, static_cast<T>(-5000), s[1]), (long double)want_max);
  }
}

int main() {
  t_begin("cxx-reductions");
  t_seed(11);
  enum { N = 100003 };
  int *x = static_cast<int *>(t_alloc(sizeof(int) * N));
  for (int i = 0; i < N; i++) x[i] = static_cast<int>(t_rand_range(-1000000, 1000000));
  static const int sizes[] = {1, 1000, N};
  for (int n : sizes) {
    check_type<int>("int", x, n);
    check_type<long>("long", x, n);
    check_type<double>("double", x, n);
    check_type<float>("float", x, n);
    Vec3 wv(1, 2, 3);
    MinMax wm;
    wm.add(-7);
    for (int i = 0; i < n; i++) {
      wv += Vec3(x[i] % 7, x[i] % 11, x[i] % 13);
      wm.add(static_cast<long>(x[i]) * 1000);
    }
    static const int shapes[][2] = {{1, 1}, {9, 33}, {1500, 128}};
    char what[160];
    for (auto &s : shapes) {
      Vec3 v(1, 2, 3);
      MinMax m;
      m.add(-7);
      class_udrs(x, n, s[0], s[1], &v, &m);
      snprintf(what, sizeof what, "class UDRs n=%d teams=%d threads=%d: Vec3.x", n, s[0], s[1]);
      t_check_f(what, v.x, wv.x);
      snprintf(what, sizeof what, "class UDRs n=%d teams=%d threads=%d: Vec3.y", n, s[0], s[1]);
      t_check_f(what, v.y, wv.y);
      snprintf(what, sizeof what, "class UDRs n=%d teams=%d threads=%d: Vec3.z", n, s[0], s[1]);
      t_check_f(what, v.z, wv.z);
      snprintf(what, sizeof what, "class UDRs n=%d teams=%d threads=%d: MinMax.lo", n, s[0], s[1]);
      t_check_i(what, m.lo, wm.lo);
      snprintf(what, sizeof what, "class UDRs n=%d teams=%d threads=%d: MinMax.hi", n, s[0], s[1]);
      t_check_i(what, m.hi, wm.hi);
    }
  }
  free(x);
  return t_end();
}
