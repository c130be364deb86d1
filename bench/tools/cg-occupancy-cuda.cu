// The CUDA twin of cg-occupancy.c: TeaLeaf's CUDA cg_calc_w, cg_calc_ur and
// calculate_2norm (src/cuda: one thread per grid point, blocks of 256, a
// shared-memory tree per block) and the sum_reduce launches after each, on
// the same data in the same order (./B REPS X); every sum checked exactly,
// and u, r, w after the runs.
// nvcc -O3 -arch=sm_90 cg-occupancy-cuda.cu -o B
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
#define INDEX const int x = xi + 2 * h, col = gid % xi, row = gid / xi, index = h * (x + 1) + col + row * x
__global__ void cg_calc_w(int xi, int yi, int h, const double *kx, const double *ky, const double *p, double *w, double *pw) {
  const int gid = threadIdx.x + blockIdx.x * blockDim.x;
  __shared__ double s[BS];
  s[threadIdx.x] = 0.0;
  if (gid < xi * yi) {
    INDEX;
    w[index] = SMVP(p);
    s[threadIdx.x] = w[index] * p[index];
  }
  red<BS / 2>(s, pw);
}
__global__ void cg_calc_ur(int xi, int yi, int h, double alpha, const double *p, const double *w, double *u, double *r, double *rrn) {
  const int gid = threadIdx.x + blockIdx.x * blockDim.x;
  __shared__ double s[BS];
  s[threadIdx.x] = 0.0;
  if (gid < xi * yi) {
    INDEX;
    u[index] += alpha * p[index];
    r[index] -= alpha * w[index];
    s[threadIdx.x] = r[index] * r[index];
  }
  red<BS / 2>(s, rrn);
}
__global__ void calculate_2norm(int xi, int yi, int h, const double *src, double *norm) {
  __shared__ double s[BS];
  s[threadIdx.x] = 0.0;
  const int gid = threadIdx.x + blockIdx.x * blockDim.x;
  if (gid >= xi * yi) return;
  INDEX;
  s[threadIdx.x] = src[index] * src[index];
  red<BS / 2>(s, norm);
}
__global__ void sum_reduce(int n, double *b) {
  __shared__ double s[BS];
  const int gid = threadIdx.x + blockIdx.x * blockDim.x;
  s[threadIdx.x] = gid < n ? b[gid] : 0.0;
  red<BS / 2>(s, b);
}
static double sum_reduce_buffer(double *db, int len) {
  while (len > 1) { int b = (len + BS - 1) / BS; sum_reduce<<<b, BS>>>(len, db); len = b; }
  double s; cudaMemcpy(&s, db, 8, cudaMemcpyDeviceToHost);
  return s;
}
static void check(const char *what, double got, double want, int *bad) {
  if (got != want && (*bad)++ < 10) fprintf(stderr, "WRONG %s %.17g vs %.17g\n", what, got, want);
}
int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 200;
  int x = argc > 2 ? atoi(argv[2]) + 4 : 1004, y = x, h = 2;
  long n = (long)x * y;
  double *p = (double *)malloc(n * 8), *kx = (double *)malloc(n * 8), *ky = (double *)malloc(n * 8),
         *u = (double *)malloc(n * 8), *r = (double *)malloc(n * 8), *wr = (double *)calloc(n, 8),
         *back = (double *)malloc(n * 8);
  for (long i = 0; i < n; i++) { p[i] = i % 7 - 3; kx[i] = i % 3; ky[i] = i % 5 - 1; u[i] = i % 11 - 5; r[i] = i % 13 - 6; }
  double pw = 0, rrn_half = 0, rr = 0;
  for (int jj = h; jj < y - h; ++jj)
    for (int kk = h; kk < x - h; ++kk) {
      int index = kk + jj * x;
      wr[index] = SMVP(p);
      pw += wr[index] * p[index];
      double rh = r[index] - 0.5 * wr[index];
      rrn_half += rh * rh;
      rr += r[index] * r[index];
    }
  double *dp, *dw, *dkx, *dky, *du, *dr, *db;
  cudaMalloc(&dp, n * 8); cudaMalloc(&dw, n * 8); cudaMalloc(&dkx, n * 8); cudaMalloc(&dky, n * 8);
  cudaMalloc(&du, n * 8); cudaMalloc(&dr, n * 8);
  cudaMemset(dw, 0, n * 8);
  int xi = x - 2 * h, yi = y - 2 * h, nb = (xi * yi + BS - 1) / BS;
  cudaMalloc(&db, nb * 8);
  cudaMemcpy(dp, p, n * 8, cudaMemcpyHostToDevice); cudaMemcpy(dkx, kx, n * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(dky, ky, n * 8, cudaMemcpyHostToDevice); cudaMemcpy(du, u, n * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(dr, r, n * 8, cudaMemcpyHostToDevice);
  int bad = 0;
  for (int i = 0; i < reps; i++) {
    cg_calc_w<<<nb, BS>>>(xi, yi, h, dkx, dky, dp, dw, db);
    check("pw", sum_reduce_buffer(db, nb), pw, &bad);
    cg_calc_ur<<<nb, BS>>>(xi, yi, h, 0.5, dp, dw, du, dr, db);
    check("rrn(+1/2)", sum_reduce_buffer(db, nb), rrn_half, &bad);
    calculate_2norm<<<nb, BS>>>(xi, yi, h, dr, db);
    check("2norm", sum_reduce_buffer(db, nb), rrn_half, &bad);
    cg_calc_ur<<<nb, BS>>>(xi, yi, h, -0.5, dp, dw, du, dr, db);
    check("rrn(-1/2)", sum_reduce_buffer(db, nb), rr, &bad);
  }
  cudaMemcpy(back, du, n * 8, cudaMemcpyDeviceToHost);
  for (long i = 0; i < n; i++) check("u", back[i], u[i], &bad);
  cudaMemcpy(back, dr, n * 8, cudaMemcpyDeviceToHost);
  for (long i = 0; i < n; i++) check("r", back[i], r[i], &bad);
  cudaMemcpy(back, dw, n * 8, cudaMemcpyDeviceToHost);
  for (long i = 0; i < n; i++) check("w", back[i], wr[i], &bad);
  printf("X=%d reps=%d %s\n", x - 4, reps, bad ? "FAILED" : "all results right");
  return bad != 0;
}
