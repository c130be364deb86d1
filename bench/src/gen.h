// Input generator shared by the OpenMP benchmarks (host and device code), the
// CUB/CUDA anchors (host and device code) and the host references.
//
// x[i] (double) is an integer in [-12, 18] (zero about 1 time in 31), so every
// partial sum of up to 2^32 elements is an integer below 2^53 in magnitude:
// double sums are exact in any order and are checked with ==.
// k[i] (int32) is a full-range random integer (min/max/xor/histogram checks).
// Each value is a pure function of (seed, i): the device fills its buffers and
// the host recomputes any element without storing the array.
#ifndef OMPRED_BENCH_GEN_H
#define OMPRED_BENCH_GEN_H
#include <stdint.h>

#if defined(__CUDACC__)
#define BENCH_HD __host__ __device__ __forceinline__
#else
#define BENCH_HD inline
#endif

#if defined(_OPENMP) && !defined(__CUDACC__)
#pragma omp begin declare target
#endif

BENCH_HD uint64_t bench_mix(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
// Per-array stream origins derived from the run's seed.
BENCH_HD uint64_t bench_seed_x(uint64_t seed) { return bench_mix(seed * 2 + 1); }
BENCH_HD uint64_t bench_seed_k(uint64_t seed) { return bench_mix(seed * 2 + 2); }
BENCH_HD double bench_x(uint64_t sx, uint64_t i) {
  return (double)((int)(bench_mix(sx + i) % 31u) - 12);
}
BENCH_HD int32_t bench_k(uint64_t sk, uint64_t i) {
  return (int32_t)(uint32_t)(bench_mix(sk + i) >> 32);
}

#if defined(_OPENMP) && !defined(__CUDACC__)
#pragma omp end declare target
#endif
#endif
