/* A kernel without a reduction (ompred's code is not in its image). */
#include <stdio.h>

int main(void) {
  enum { N = 1000 };
  static double a[N];
#pragma omp target teams distribute parallel for map(from : a)
  for (int i = 0; i < N; ++i)
    a[i] = 2.0 * i;
  printf("%s\n", a[N - 1] == 2.0 * (N - 1) ? "OK" : "WRONG");
  return a[N - 1] == 2.0 * (N - 1) ? 0 : 1;
}
