// The block layer's list exchange (deviceRTL/block/exchange.h) in final PTX:
//  - the per-thread cursors are gone: after inlining each one lives in a
//    register, so their shared array is optimized away;
//  - lists of up to 8 words (one double; h[0:4]) move between warps through
//    ompred's 2 KiB of shared slots, and clang's inter-warp copy, the only
//    user of __openmp_nvptx_data_transfer_temporary_storage, is gone from
//    the kernel;
//  - a longer list (h[0:9]) falls back to clang's inter-warp copy;
//  - the teams reduction's last-team stage (once per launch) uses clang's
//    inter-warp copy on purpose (team/reduce.h), so a teams kernel references
//    both; the one-team kernels below show the parallel reduction alone.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// RUN: cd %t && %clang -fopenmp --offload-arch=sm_90 -O3 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc prog.c -c -save-temps
// DEFINE: %{ptx} = %t/prog-openmp-nvptx64-nvidia-cuda-sm_90.s
//
// RUN: %FileCheck %s --check-prefix=MODULE --input-file=%{ptx} --implicit-check-not=ExchangeCursors
// RUN: %extract ptx-function %{ptx} '^__omp_offloading_.*_sum1_' | %FileCheck %s --check-prefix=FITS \
// RUN:   --implicit-check-not=__openmp_nvptx_data_transfer_temporary_storage
// RUN: %extract ptx-function %{ptx} '^__omp_offloading_.*_moments4_' | %FileCheck %s --check-prefix=FITS \
// RUN:   --implicit-check-not=__openmp_nvptx_data_transfer_temporary_storage
// RUN: %extract ptx-function %{ptx} '^__omp_offloading_.*_moments9_' | %FileCheck %s --check-prefix=LONG
// RUN: %extract ptx-function %{ptx} '^__omp_offloading_.*_sumTeams_' | %FileCheck %s --check-prefix=TEAMS

double sum1(const double *a, int n) {
  double s = 0;
#pragma omp target parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

void moments4(const double *a, int n, double h[4]) {
#pragma omp target parallel for reduction(+ : h[0 : 4]) map(to : a[0 : n])
  for (int i = 0; i < n; ++i) {
    double p = 1;
    for (int k = 0; k < 4; ++k, p *= a[i])
      h[k] += p;
  }
}

void moments9(const double *a, int n, double h[9]) {
#pragma omp target teams distribute parallel for reduction(+ : h[0 : 9]) map(to : a[0 : n])
  for (int i = 0; i < n; ++i) {
    double p = 1;
    for (int k = 0; k < 9; ++k, p *= a[i])
      h[k] += p;
  }
}

double sumTeams(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// MODULE: .shared .align 8 .b8 {{.*}}ExchangeSlots{{.*}}[2048];

// FITS: .entry __omp_offloading_
// FITS: ExchangeSlots

// LONG: .entry __omp_offloading_
// LONG: __openmp_nvptx_data_transfer_temporary_storage

// TEAMS: .entry __omp_offloading_
// TEAMS-DAG: ExchangeSlots
// TEAMS-DAG: __openmp_nvptx_data_transfer_temporary_storage
