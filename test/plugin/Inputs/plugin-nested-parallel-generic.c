/* Shapes for plugin-nested-parallel-generic.test: a generic kernel whose
 * parallel for opens another parallel for (kept generic), and one without
 * nesting (left to OpenMPOpt). */
long nesting(const long *x, int n, int m) {
  long total = 0;
#pragma omp target teams distribute map(to : x[0 : n]) map(tofrom : total)
  for (int g = 0; g < n; g++) {
#pragma omp parallel for
    for (int o = 0; o < m; o++) {
      long a = 0;
#pragma omp parallel for reduction(+ : a)
      for (int i = 0; i < m; i++) a += x[g] + i;
#pragma omp atomic
      total += a;
    }
  }
  return total;
}

long flat(const long *x, int n, int m) {
  long total = 0;
#pragma omp target teams distribute map(to : x[0 : n]) map(tofrom : total)
  for (int g = 0; g < n; g++) {
    long a = 0;
#pragma omp parallel for reduction(+ : a)
    for (int i = 0; i < m; i++) a += x[g] + i;
#pragma omp atomic
    total += a;
  }
  return total;
}
