// CUDA anchors (case f of bench/README.md), built with nvcc:
//   f_cub : cub::DeviceReduce::Sum over the same doubles the OpenMP cases read
//   f_d2d : cudaMemcpy device-to-device of the same N doubles (bytes = read + write),
//           the bandwidth ceiling
// Same generator, same input rotation, same repeat/median loop, same CSV and
// the same CUPTI device timer as omp_bench; CUDA events are recorded as well
// (column evt_med_us), which cross-checks the CUPTI numbers.
#include <cuda_runtime.h>

#include <cub/device/device_reduce.cuh>
#include <map>

#include "common.h"
#include "gen.h"

using namespace bench;

#define CK(x)                                                                                 \
  do {                                                                                        \
    cudaError_t e_ = (x);                                                                     \
    if (e_ != cudaSuccess) {                                                                  \
      fprintf(stderr, "CUDA error: %s at %s:%d: %s\n", #x, __FILE__, __LINE__,                \
              cudaGetErrorString(e_));                                                        \
      exit(2);                                                                                \
    }                                                                                         \
  } while (0)

__global__ void k_fill(double *x, size_t n, uint64_t sx) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    x[i] = bench_x(sx, i);
}
__global__ void k_poison(double *y, size_t n) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    y[i] = __longlong_as_double(0x7ff8dead0000beefll);
}
// Counts positions where y differs from the generator's value at off + i.
__global__ void k_verify(const double *y, size_t n, size_t off, uint64_t sx, unsigned long long *bad) {
  unsigned long long b = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    b += !(y[i] == bench_x(sx, off + i));
  if (b) atomicAdd(bad, b);
}

static uint64_t g_sx;
static std::map<std::pair<size_t, size_t>, double> g_ref;
static double ref_sum(size_t off, size_t n) {
  auto it = g_ref.find({off, n});
  if (it != g_ref.end()) return it->second;
  double s = par_reduce<double>(
      n, 0.0, [&](double &a, size_t i) { a += bench_x(g_sx, off + i); },
      [](double &a, const double &b) { a += b; });
  return g_ref[{off, n}] = s;
}

int main(int argc, char **argv) {
  Bench B;
  B.o = parse_opts(argc, argv);
  Opts &o = B.o;
  if (o.build == "unknown") o.build = "cuda";
  setvbuf(stderr, nullptr, _IOLBF, 0);
  B.wd.start(o.hang_s);
  B.kt.open();  // before cuInit
  int ndev = 0;
  cudaError_t e = cudaGetDeviceCount(&ndev);
  if (e != cudaSuccess || ndev < 1) {
    fprintf(stderr, "no GPU: cudaGetDeviceCount: %s, %d devices\n", cudaGetErrorString(e), ndev);
    return 3;
  }
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  fprintf(stderr, "[%s r%d] %s: %d SMs, L2 %d MB, %.0f GB\n", o.build.c_str(), o.round, prop.name,
          prop.multiProcessorCount, prop.l2CacheSize >> 20, prop.totalGlobalMem * 1e-9);
  g_sx = bench_seed_x(o.seed);
  B.csv.open(o.csv);

  size_t nmax = 0;
  for (int l : o.log2n) nmax = std::max(nmax, size_t(1) << l);
  const size_t nx = pool_elems(o, nmax);
  double *X = nullptr, *Y = nullptr, *dout = nullptr;
  unsigned long long *dbad = nullptr;
  CK(cudaMalloc(&X, nx * sizeof(double)));
  CK(cudaMalloc(&Y, nmax * sizeof(double)));
  CK(cudaMalloc(&dout, sizeof(double)));
  CK(cudaMalloc(&dbad, sizeof(unsigned long long)));
  size_t tmp_bytes = 0;
  for (int l : o.log2n) {
    size_t b = 0;
    CK(cub::DeviceReduce::Sum(nullptr, b, X, dout, (int)(size_t(1) << l)));
    tmp_bytes = std::max(tmp_bytes, b);
  }
  void *tmp = nullptr;
  CK(cudaMalloc(&tmp, std::max<size_t>(tmp_bytes, 16)));
  double t0 = now_us();
  k_fill<<<prop.multiProcessorCount * 8, 256>>>(X, nx, g_sx);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  if (getenv("OMPRED_BENCH_CORRUPT")) {  // self-test of the checks
    const double bad = 1000.5;
    CK(cudaMemcpy(X + 7, &bad, sizeof bad, cudaMemcpyHostToDevice));
    fprintf(stderr, "OMPRED_BENCH_CORRUPT: x[7] overwritten; expect failures\n");
  }
  fprintf(stderr, "[%s r%d] seed %llu, pool %.2f GB filled in %.0f ms; device timer: %s\n", o.build.c_str(),
          o.round, (unsigned long long)o.seed, nx * 8e-9, (now_us() - t0) * 1e-3, B.kt.status().c_str());
  if (!B.kt.on())
    fprintf(stderr, "WARNING: no device-side kernel times (%s); CSV dev_* columns stay empty\n",
            B.kt.status().c_str());

  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  for (int l : o.log2n) {
    const size_t n = size_t(1) << l;
    const Rot rot = make_rot(o, n);
    double got = 0;
    B.measure({"f_cub", "DeviceReduce::Sum", n, 0, 0, 8.0 * n}, 1,
              [&](int r) {
                size_t tb = tmp_bytes;
                double t = now_us();
                CK(cudaEventRecord(e0));
                CK(cub::DeviceReduce::Sum(tmp, tb, X + rot.off(r), dout, (int)n));
                CK(cudaEventRecord(e1));
                CK(cudaMemcpy(&got, dout, sizeof(double), cudaMemcpyDeviceToHost));
                RunTimes rt{now_us() - t};
                CK(cudaGetLastError());
                float ms = 0;
                CK(cudaEventElapsedTime(&ms, e0, e1));
                rt.evt_us = ms * 1e3;
                return rt;
              },
              [&](int r) {
                double w = ref_sum(rot.off(r), n);
                if (got != w) fprintf(stderr, "  MISMATCH f_cub: got %.17g want %.17g\n", got, w);
                return got == w;
              });
    B.measure({"f_d2d", "cudaMemcpy", n, 0, 0, 16.0 * n, "bytes = read + write"}, -1,
              [&](int r) {
                k_poison<<<prop.multiProcessorCount * 4, 256>>>(Y, n);
                CK(cudaGetLastError());
                CK(cudaDeviceSynchronize());
                B.kt.reset();  // drop the poison kernel's record
                double t = now_us();
                CK(cudaEventRecord(e0));
                CK(cudaMemcpy(Y, X + rot.off(r), n * sizeof(double), cudaMemcpyDeviceToDevice));
                CK(cudaEventRecord(e1));
                CK(cudaEventSynchronize(e1));
                RunTimes rt{now_us() - t};
                float ms = 0;
                CK(cudaEventElapsedTime(&ms, e0, e1));
                rt.evt_us = ms * 1e3;
                return rt;
              },
              [&](int r) {
                unsigned long long bad = 0;
                CK(cudaMemset(dbad, 0, sizeof bad));
                k_verify<<<prop.multiProcessorCount * 4, 256>>>(Y, n, rot.off(r), g_sx, dbad);
                CK(cudaGetLastError());
                CK(cudaMemcpy(&bad, dbad, sizeof bad, cudaMemcpyDeviceToHost));
                if (bad) fprintf(stderr, "  MISMATCH f_d2d: %llu of %zu elements wrong\n", bad, n);
                return bad == 0;
              });
  }
  if (B.kt.on()) fprintf(stderr, "[%s r%d] %s\n", o.build.c_str(), o.round, B.kt.counters().c_str());
  if (B.kt.on() && B.kt.dropped())
    fprintf(stderr, "WARNING: CUPTI dropped %llu activity records\n", (unsigned long long)B.kt.dropped());
  cudaFree(tmp);
  cudaFree(X);
  cudaFree(Y);
  cudaFree(dout);
  cudaFree(dbad);
  fprintf(stderr, "[%s r%d] done: %ld rows, %ld failed repetitions%s\n", o.build.c_str(), o.round, B.rows,
          B.fails_total, B.stopped ? " (stopped at deadline)" : "");
  return B.fails_total ? 1 : 0;
}
