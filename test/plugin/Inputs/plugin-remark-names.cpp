// Offloaded regions of C++ functions: the remarks name the function
// demangled (clang's region names carry it mangled).
template <typename T> T sum(const T *a, int n) {
  T s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
template double sum<double>(const double *, int);

namespace app {
long chunked(const long *a, int n) {
  long s = 0;
#pragma omp target teams distribute parallel for schedule(static, 2) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
} // namespace app
