/* TeaLeaf's halo kernels (src/omp/local_halos.cpp): update_left (a collapse(2)
 * copy of depth columns) and update_top (depth rows), each as TeaLeaf writes
 * it, with if(is_offload), and without the if clause; X x X grid, halo 2,
 * depth 2 (tea_bm_4: X = 1000). argv[1] repetitions, argv[2] X. Every halo
 * checked against the host after the runs. Device times from
 * libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). */
#include <stdio.h>
#include <stdlib.h>

#define LEFT_BODY                                                              \
  for (int jj = halo_depth; jj < y - halo_depth; ++jj)                         \
    for (int kk = 0; kk < depth; ++kk) {                                       \
      int base = jj * x;                                                       \
      buffer[base + (halo_depth - kk - 1)] = buffer[base + (halo_depth + kk)]; \
    }
#define TOP_BODY                                                               \
  for (int jj = 0; jj < depth; ++jj)                                           \
    for (int kk = halo_depth; kk < x - halo_depth; ++kk) {                     \
      int base = kk;                                                           \
      buffer[base + (y - halo_depth + jj) * x] = buffer[base + (y - halo_depth - 1 - jj) * x]; \
    }

static void left_if(int x, int y, int halo_depth, int depth, double *buffer, _Bool is_offload) {
#pragma omp target teams distribute parallel for simd if (is_offload) collapse(2)
  LEFT_BODY
}
static void left_plain(int x, int y, int halo_depth, int depth, double *buffer) {
#pragma omp target teams distribute parallel for simd collapse(2)
  LEFT_BODY
}
static void top_if(int x, int y, int halo_depth, int depth, double *buffer, _Bool is_offload) {
#pragma omp target teams distribute parallel for simd if (is_offload) collapse(2)
  TOP_BODY
}
static void top_plain(int x, int y, int halo_depth, int depth, double *buffer) {
#pragma omp target teams distribute parallel for simd collapse(2)
  TOP_BODY
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 2000;
  int x = argc > 2 ? atoi(argv[2]) + 4 : 1004, y = x, halo = 2, depth = 2;
  long n = (long)x * y;
  double *b = malloc(n * sizeof *b), *r = malloc(n * sizeof *r);
  for (long i = 0; i < n; i++) b[i] = r[i] = (double)(i % 1009);
  { double *buffer = r; int halo_depth = halo; LEFT_BODY }
  { double *buffer = r; int halo_depth = halo; TOP_BODY }
#pragma omp target enter data map(to : b[0:n])
  for (int i = 0; i < reps; i++) {
    left_if(x, y, halo, depth, b, 1);
    left_plain(x, y, halo, depth, b);
    top_if(x, y, halo, depth, b, 1);
    top_plain(x, y, halo, depth, b);
  }
#pragma omp target exit data map(from : b[0:n])
  int bad = 0;
  for (long i = 0; i < n; i++)
    if (b[i] != r[i] && bad++ < 10) fprintf(stderr, "WRONG b[%ld] %g vs %g\n", i, b[i], r[i]);
  printf("X=%d reps=%d %s\n", x - 4, reps, bad ? "FAILED" : "all results right");
  return bad != 0;
}
