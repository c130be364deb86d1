// CUDA anchors (case f of bench/README.md), built with nvcc:
//   f_cub   : cub::DeviceReduce::Sum over the same doubles the OpenMP cases read
//   f_2pass : a plain two-pass block reduction of our own (per-block partial
//             sums, then one block over the partials): the sanity check of f_cub
//   f_d2d   : cudaMemcpy device-to-device of the same N doubles (bytes = read + write),
//             the bandwidth ceiling
// Same generator, same input rotation, same repeat/median loop, same CSV and
// the same CUPTI device timer as omp_bench. A repetition times exactly one
// call (one DeviceReduce::Sum, one two-pass launch pair, one memcpy) on an
// idle stream; temporary storage is allocated once, the result is copied back
// after the timed part. CUDA events around that call (column evt_med_us) are
// the second timing method; run-on-gpu.sh also runs this binary once without
// CUPTI, so the events are seen without the timer's own cost too.
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

// Two-pass reduction. Pass 1: each block folds a grid-stride range (two
// independent accumulators for loads in flight), reduces its 256 values with
// warp shuffles and shared memory and writes one partial. Pass 2: one block
// does the same over the partials.
static const int kBlock = 256;
__device__ __forceinline__ double block_sum(double v) {
  __shared__ double warp_sums[kBlock / 32];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x >> 5] = v;
  __syncthreads();
  v = threadIdx.x < kBlock / 32 ? warp_sums[threadIdx.x] : 0.0;
  if (threadIdx.x < 32)
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}
__global__ void __launch_bounds__(kBlock) k_pass1(const double *x, size_t n, double *part) {
  const size_t stride = (size_t)gridDim.x * kBlock;
  size_t i = blockIdx.x * (size_t)kBlock + threadIdx.x;
  double a = 0, b = 0;
  for (; i + stride < n; i += 2 * stride) {
    a += x[i];
    b += x[i + stride];
  }
  if (i < n) a += x[i];
  double s = block_sum(a + b);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}
__global__ void __launch_bounds__(kBlock) k_pass2(const double *part, int m, double *out) {
  double a = 0;
  for (int i = threadIdx.x; i < m; i += kBlock) a += part[i];
  double s = block_sum(a);
  if (threadIdx.x == 0) *out = s;
}

// Holds the stream for ns nanoseconds (see timed_call).
static const unsigned kSpinNs = 200000;
__global__ void k_spin(unsigned ns) {
  unsigned long long t0, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  do {
    __nanosleep(1000);
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  } while (t - t0 < ns);
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
  double *X = nullptr, *Y = nullptr, *dout = nullptr, *part = nullptr;
  unsigned long long *dbad = nullptr;
  CK(cudaMalloc(&X, nx * sizeof(double)));
  CK(cudaMalloc(&Y, nmax * sizeof(double)));
  CK(cudaMalloc(&dout, sizeof(double)));
  CK(cudaMalloc(&part, (size_t)prop.multiProcessorCount * (2048 / kBlock) * sizeof(double)));
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
  // Times one call: CUDA events around it, host wall time to the end of the
  // synchronization. A spin kernel is queued first, so the host has queued
  // e0, the call and e1 before the GPU reaches e0: the events then see the
  // GPU's time for the call (kernels and the gaps between them), not the
  // host's launch latency, like the CUPTI span. The spin's own record is
  // left out of the span (KTimer::ignore); the wall time includes it.
  B.kt.ignore = "k_spin";
  auto timed_call = [&](auto call) {
    CK(cudaDeviceSynchronize());
    double t = now_us();
    k_spin<<<1, 1>>>(kSpinNs);
    CK(cudaEventRecord(e0));
    call();
    CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1));
    RunTimes rt{now_us() - t};
    CK(cudaGetLastError());
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    rt.evt_us = ms * 1e3;
    return rt;
  };
  // How many kernels one call launches, so that a repetition's span needs all of them.
  auto kernels_per_call = [&](auto call) {
    KSpan s = B.kt.time_once([&] { call(); CK(cudaDeviceSynchronize()); }, 1);
    return std::max(1, s.nkern);
  };
  const int pass1_blocks = prop.multiProcessorCount * (2048 / kBlock);
  for (int l : o.log2n) {
    const size_t n = size_t(1) << l;
    const Rot rot = make_rot(o, n);
    double got = 0;
    auto check_sum = [&](const char *what) {
      return [&, what](int r) {
        CK(cudaMemcpy(&got, dout, sizeof(double), cudaMemcpyDeviceToHost));
        double w = ref_sum(rot.off(r), n);
        if (got != w) fprintf(stderr, "  MISMATCH %s: got %.17g want %.17g\n", what, got, w);
        return got == w;
      };
    };
    auto poison_out = [&] {
      const double nan = NAN;
      CK(cudaMemcpy(dout, &nan, sizeof nan, cudaMemcpyHostToDevice));
      B.kt.reset();  // the memcpy stays outside the timed window
    };
    auto cub_call = [&](const double *x) {
      size_t tb = tmp_bytes;
      CK(cub::DeviceReduce::Sum(tmp, tb, x, dout, (int)n));
    };
    const int cub_kernels = kernels_per_call([&] { cub_call(X); });
    B.measure({"f_cub", "DeviceReduce::Sum", n, 0, 0, 8.0 * n, std::to_string(cub_kernels) + " kernels"},
              cub_kernels,
              [&](int r) {
                poison_out();
                return timed_call([&] { cub_call(X + rot.off(r)); });
              },
              check_sum("f_cub"));
    const int blocks = (int)std::min<size_t>(pass1_blocks, (n + kBlock - 1) / kBlock);
    B.measure({"f_2pass", "block2pass", n, blocks, kBlock, 8.0 * n, "own two-pass block reduction"}, 2,
              [&](int r) {
                poison_out();
                return timed_call([&] {
                  k_pass1<<<blocks, kBlock>>>(X + rot.off(r), n, part);
                  k_pass2<<<1, kBlock>>>(part, blocks, dout);
                });
              },
              check_sum("f_2pass"));
    B.measure({"f_d2d", "cudaMemcpy", n, 0, 0, 16.0 * n, "bytes = read + write"}, -1,
              [&](int r) {
                k_poison<<<prop.multiProcessorCount * 4, 256>>>(Y, n);
                CK(cudaGetLastError());
                CK(cudaDeviceSynchronize());
                B.kt.reset();  // the poison kernel stays outside the timed window
                return timed_call(
                    [&] { CK(cudaMemcpyAsync(Y, X + rot.off(r), n * sizeof(double), cudaMemcpyDeviceToDevice)); });
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
  cudaFree(part);
  cudaFree(dbad);
  fprintf(stderr, "[%s r%d] done: %ld rows, %ld failed repetitions%s\n", o.build.c_str(), o.round, B.rows,
          B.fails_total, B.stopped ? " (stopped at deadline)" : "");
  return B.fails_total ? 1 : 0;
}
