/* The fixed cost of a small SPMD kernel: TeaLeaf's halo kernels update_left
 * and update_top (src/omp/local_halos.cpp, without their if clause) on an
 * X x X interior with halo 2 and depth 2 (tea_bm_4: X = 1000, 2000
 * iterations), and a kernel of the same 2000 iterations whose body stores
 * nothing (a runtime flag that is 0), as an SPMD kernel and as an ompx_bare
 * kernel (no device runtime at all; blocks of 128). argv[1] repetitions, argv[2] X. Every
 * halo checked against the host after the runs. kernel-floor-cuda.cu is the
 * CUDA twin. Device times from libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). */
#include <stdio.h>
#include <stdlib.h>
#include <ompx.h>

static void update_left(int x, int y, int halo_depth, int depth, double *buffer) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int jj = halo_depth; jj < y - halo_depth; ++jj)
    for (int kk = 0; kk < depth; ++kk) {
      int base = jj * x;
      buffer[base + (halo_depth - kk - 1)] = buffer[base + (halo_depth + kk)];
    }
}
static void update_top(int x, int y, int halo_depth, int depth, double *buffer) {
#pragma omp target teams distribute parallel for simd collapse(2)
  for (int jj = 0; jj < depth; ++jj)
    for (int kk = halo_depth; kk < x - halo_depth; ++kk) {
      int base = kk;
      buffer[base + (y - halo_depth + jj) * x] = buffer[base + (y - halo_depth - 1 - jj) * x];
    }
}
static void idle_body(int n, int flag, double *buffer) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    if (flag)
      buffer[i] = 0;
}
static void idle_bare(int n, int flag, double *buffer) {
#pragma omp target teams ompx_bare num_teams((n + 127) / 128) thread_limit(128) firstprivate(n, flag)
  {
    int i = ompx_block_id_x() * ompx_block_dim_x() + ompx_thread_id_x();
    if (i < n && flag)
      buffer[i] = 0;
  }
}

static void host_halos(int x, int y, int halo_depth, int depth, double *buffer) {
  for (int jj = halo_depth; jj < y - halo_depth; ++jj)
    for (int kk = 0; kk < depth; ++kk)
      buffer[jj * x + (halo_depth - kk - 1)] = buffer[jj * x + (halo_depth + kk)];
  for (int jj = 0; jj < depth; ++jj)
    for (int kk = halo_depth; kk < x - halo_depth; ++kk)
      buffer[kk + (y - halo_depth + jj) * x] = buffer[kk + (y - halo_depth - 1 - jj) * x];
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 2000;
  int x = argc > 2 ? atoi(argv[2]) + 4 : 1004, y = x, halo = 2, depth = 2;
  long n = (long)x * y;
  double *b = malloc(n * sizeof *b), *r = malloc(n * sizeof *r);
  for (long i = 0; i < n; i++) b[i] = r[i] = (double)(i % 1009);
  host_halos(x, y, halo, depth, r);
#pragma omp target enter data map(to : b[0:n])
  for (int i = 0; i < reps; i++) {
    update_left(x, y, halo, depth, b);
    update_top(x, y, halo, depth, b);
    idle_body((y - 2 * halo) * depth, 0, b);
    idle_bare((y - 2 * halo) * depth, 0, b);
  }
#pragma omp target exit data map(from : b[0:n])
  int bad = 0;
  for (long i = 0; i < n; i++)
    if (b[i] != r[i] && bad++ < 10) fprintf(stderr, "WRONG b[%ld] %g vs %g\n", i, b[i], r[i]);
  printf("X=%d reps=%d %s\n", x - 4, reps, bad ? "FAILED" : "all results right");
  return bad != 0;
}
