/* Target regions whose reduction variables plugin/HostResultSlots.cpp passes
 * in pinned host memory, run on the CPU against Inputs/fake-libomptarget.c
 * (plugin-host-result-slots-exec.test): each prints its results, which the
 * model's kernels make the initial values plus 1000 (double), 100 (int) and
 * 1 (char), or the host fallback's sums when launches fail. */
#include <stdio.h>
#include <stdlib.h>

extern void (*fake_launch_hook)(int depth);

static double a[8] = {1, 2, 3, 4, 5, 6, 7, 8};

double dot(int n) {
  double s = 0.5;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

void three(int n, int dev) {
  double d = 1;
  int m = 2;
  char c = 3;
#pragma omp target teams distribute parallel for reduction(+ : d) reduction(max : m) reduction(+ : c) \
    map(to : a) device(dev)
  for (int i = 0; i < n; i++) {
    d += a[i];
    m = m > (int)a[i] ? m : (int)a[i];
    c += 1;
  }
  printf("three: %g %d %d\n", d, m, c);
}

/* Launches within launches: depth 70 keeps 70 slots busy at once. */
static int nest_to;
static void nest(int depth) {
  if (depth < nest_to)
    printf("nest %d: %g\n", depth, dot(8));
}

int main(int argc, char **argv) {
  printf("dot: %g\n", dot(8));
  printf("dot: %g\n", dot(8));
  three(8, 0);
  three(8, 3);
  three(8, 16);
  if (argc > 1) {
    nest_to = atoi(argv[1]);
    fake_launch_hook = nest;
    printf("nest 0: %g\n", dot(8));
    fake_launch_hook = 0;
    printf("dot: %g\n", dot(8));
  }
  return 0;
}
