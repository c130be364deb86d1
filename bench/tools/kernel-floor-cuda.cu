// The CUDA twin of kernel-floor.c: TeaLeaf's CUDA update_left and update_top
// (src/cuda/local_halos.cpp, blocks of 256 over the whole side, halos
// included), the same no-store kernel, and an empty kernel, on the same data
// (./B REPS X); every halo checked against the host.
// nvcc -O3 -arch=sm_90 kernel-floor-cuda.cu -o B
#include <cstdio>
#include <cstdlib>
#define BS 256
__global__ void update_top(int x, int y, int halo_depth, int depth, double *buffer) {
  const int gid = threadIdx.x + blockIdx.x * blockDim.x;
  if (gid >= x * depth) return;
  const int lines = gid / x, to_index = x * (y - halo_depth) + gid, from_index = to_index - (1 + lines * 2) * x;
  buffer[to_index] = buffer[from_index];
}
__global__ void update_left(int x, int y, int halo_depth, int depth, double *buffer) {
  const int gid = threadIdx.x + blockDim.x * blockIdx.x;
  if (gid >= y * depth) return;
  const int flip = gid % depth, lines = gid / depth, from_index = halo_depth + lines * (x - depth) + gid;
  buffer[from_index - (1 + flip * 2)] = buffer[from_index];
}
__global__ void idle_body(int n, int flag, double *buffer) {
  const int i = threadIdx.x + blockDim.x * blockIdx.x;
  if (i < n && flag) buffer[i] = 0;
}
__global__ void empty() {}
int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 2000;
  int x = argc > 2 ? atoi(argv[2]) + 4 : 1004, y = x, halo = 2, depth = 2;
  long n = (long)x * y;
  double *b = (double *)malloc(n * 8), *r = (double *)malloc(n * 8), *db;
  for (long i = 0; i < n; i++) b[i] = r[i] = (double)(i % 1009);
  for (int jj = 0; jj < y; ++jj) for (int kk = 0; kk < depth; ++kk) r[jj * x + (halo - kk - 1)] = r[jj * x + (halo + kk)];
  for (int jj = 0; jj < depth; ++jj) for (int kk = 0; kk < x; ++kk) r[kk + (y - halo + jj) * x] = r[kk + (y - halo - 1 - jj) * x];
  cudaMalloc(&db, n * 8);
  cudaMemcpy(db, b, n * 8, cudaMemcpyHostToDevice);
  for (int i = 0; i < reps; i++) {
    update_left<<<(y * depth + BS - 1) / BS, BS>>>(x, y, halo, depth, db);
    update_top<<<(x * depth + BS - 1) / BS, BS>>>(x, y, halo, depth, db);
    idle_body<<<((y - 2 * halo) * depth + BS - 1) / BS, BS>>>((y - 2 * halo) * depth, 0, db);
    empty<<<(y * depth + BS - 1) / BS, BS>>>();
  }
  cudaMemcpy(b, db, n * 8, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (long i = 0; i < n; i++)
    if (b[i] != r[i] && bad++ < 10) fprintf(stderr, "WRONG b[%ld] %g vs %g\n", i, b[i], r[i]);
  printf("X=%d reps=%d %s\n", x - 4, reps, bad ? "FAILED" : "all results right");
  return bad != 0;
}
