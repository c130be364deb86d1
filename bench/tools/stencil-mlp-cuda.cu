// The CUDA twin of stencil-mlp.c's k1: TeaLeaf's CUDA cg_calc_w (one thread
// per grid point, blocks of 256, a shared-memory tree per block) and its
// sum_reduce launches (src/cuda), on the same data with the same zeroing and
// L2 flush (./B REPS X FLUSH); every sum checked exactly.
// nvcc -O3 -arch=sm_90 stencil-mlp-cuda.cu -o B
#include <cstdio>
#include <cstdlib>
#define BS 256
template <int off> __device__ void red(double *a, double *out) {
  if (off > 16) __syncthreads();
  if (threadIdx.x < off) { a[threadIdx.x] += a[threadIdx.x + off]; red<off / 2>(a, out); }
}
template <> __device__ void red<0>(double *a, double *out) { out[blockIdx.x] = a[0]; }
#define SMVP(a) ((1.0 + (kx[index + 1] + kx[index]) + (ky[index + x] + ky[index])) * a[index] - \
   (kx[index + 1] * a[index + 1] + kx[index] * a[index - 1]) - (ky[index + x] * a[index + x] + ky[index] * a[index - x]))
__global__ void cg_calc_w(int xi, int yi, int h, const double *kx, const double *ky, const double *p, double *w, double *pw) {
  const int gid = threadIdx.x + blockIdx.x * blockDim.x;
  __shared__ double s[BS];
  s[threadIdx.x] = 0.0;
  if (gid < xi * yi) {
    const int x = xi + 2 * h, col = gid % xi, row = gid / xi, index = h * (x + 1) + col + row * x;
    w[index] = SMVP(p);
    s[threadIdx.x] = w[index] * p[index];
  }
  red<BS / 2>(s, pw);
}
__global__ void sum_reduce(int n, double *b) {
  __shared__ double s[BS];
  const int gid = threadIdx.x + blockIdx.x * blockDim.x;
  s[threadIdx.x] = gid < n ? b[gid] : 0.0;
  red<BS / 2>(s, b);
}
__global__ void zero(long n, double *w) { long i = threadIdx.x + (long)blockIdx.x * blockDim.x; if (i < n) w[i] = 0; }
__global__ void fill(long n, double *f) { long i = threadIdx.x + (long)blockIdx.x * blockDim.x; if (i < n) f[i] = i; }
int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 200;
  int x = argc > 2 ? atoi(argv[2]) + 4 : 1004, y = x, h = 2, flush = argc > 3 ? atoi(argv[3]) : 0;
  long n = (long)x * y, nf = 32L << 20;
  double *p = (double *)malloc(n * 8), *kx = (double *)malloc(n * 8), *ky = (double *)malloc(n * 8);
  for (long i = 0; i < n; i++) { p[i] = i % 7 - 3; kx[i] = i % 3; ky[i] = i % 5 - 1; }
  double ref = 0;
  for (int jj = h; jj < y - h; ++jj) for (int kk = h; kk < x - h; ++kk) { int index = kk + jj * x; double s = SMVP(p); ref += s * p[index]; }
  double *dp, *dw, *dkx, *dky, *db, *df;
  cudaMalloc(&dp, n * 8); cudaMalloc(&dw, n * 8); cudaMalloc(&dkx, n * 8); cudaMalloc(&dky, n * 8); cudaMalloc(&df, nf * 8);
  int xi = x - 2 * h, yi = y - 2 * h, nb = (xi * yi + BS - 1) / BS;
  cudaMalloc(&db, nb * 8);
  cudaMemcpy(dp, p, n * 8, cudaMemcpyHostToDevice); cudaMemcpy(dkx, kx, n * 8, cudaMemcpyHostToDevice); cudaMemcpy(dky, ky, n * 8, cudaMemcpyHostToDevice);
  int bad = 0;
  for (int r = 0; r < reps; r++) {
    zero<<<(n + 255) / 256, 256>>>(n, dw);
    if (flush) fill<<<(nf + 255) / 256, 256>>>(nf, df);
    cg_calc_w<<<nb, BS>>>(xi, yi, h, dkx, dky, dp, dw, db);
    for (int len = nb; len > 1;) { int b = (len + BS - 1) / BS; sum_reduce<<<b, BS>>>(len, db); len = b; }
    double s; cudaMemcpy(&s, db, 8, cudaMemcpyDeviceToHost);
    if (s != ref && bad++ < 5) fprintf(stderr, "WRONG pw %.17g vs %.17g\n", s, ref);
  }
  printf("X=%d %s\n", x - 4, bad ? "FAILED" : "all results right");
  return bad != 0;
}
