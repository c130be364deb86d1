/* The consumer's program: a teams reduction, checked against the host. */
#include <stdio.h>

int main(void) {
  enum { N = 1 << 16 };
  static double a[N];
  double ref = 0, sum = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = (double)(i % 97);
    ref += a[i];
  }
#pragma omp target teams distribute parallel for reduction(+ : sum) map(to : a[0 : N])
  for (int i = 0; i < N; ++i)
    sum += a[i];
  printf("%s: %.0f (host %.0f)\n", sum == ref ? "OK" : "WRONG", sum, ref);
  return sum == ref ? 0 : 1;
}
