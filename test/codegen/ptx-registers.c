// Registers of reduction kernels: with the drop-in, no kernel of this unit
// gets more registers than stock's in the units an SM allocates them in (8
// per thread), so as many of its teams fit on an SM. A register-hungry
// last-team stage raises the whole kernel's count and with it cuts occupancy
// in the reduction loop: a select of the record index inside the gather loop
// makes LLVM duplicate that stage (results:bench/2026-11-23-h100-02d5474/).
// So does a thread id that LLVM hoists out of the chunk loop with the lane
// and warp arithmetic of the per-chunk reduction (hw::threadIdInBlockHere):
// 43 registers against stock's 39, two teams of 512 threads per SM instead
// of three, a sum at 0.66x stock. The unit mirrors bench/src/omp_bench.cpp:
// a sum with a run-time num_teams and a constant thread_limit, a dot
// product, a one-element-per-thread teams reduction and a generic kernel
// beside them.
//
// `shape` gives num_teams and thread_limit at run time; the chunk loop then
// keeps the most values live, and whatever the reduction inlines into or
// after that loop, cold paths included, sets the kernel's count.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t/stock %t/ompred
// RUN: cd %t/stock && %clang -fopenmp --offload-arch=sm_90 -O3 -c -save-temps \
// RUN:   --libomptarget-nvptx-bc-path=%stock_dir/libomptarget-nvptx-sm_90.bc %s -o k.o
// RUN: cd %t/ompred && %clang -fopenmp --offload-arch=sm_90 -O3 -c -save-temps \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc %s -o k.o
// RUN: %ptxas -arch=sm_90 -O3 -v -c %t/stock/ptx-registers-openmp-nvptx64-nvidia-cuda-sm_90.s -o /dev/null 2> %t/stock.txt
// RUN: %ptxas -arch=sm_90 -O3 -v -c %t/ompred/ptx-registers-openmp-nvptx64-nvidia-cuda-sm_90.s -o /dev/null 2> %t/ompred.txt
// RUN: %python %S/tools/compare_registers.py %t/stock.txt %t/ompred.txt 0 | %FileCheck %s
// CHECK-DAG: sum_l{{[0-9]+}}: ok
// CHECK-DAG: dot_l{{[0-9]+}}: ok
// CHECK-DAG: teams_l{{[0-9]+}}: ok
// CHECK-DAG: nested_l{{[0-9]+}}: ok
// CHECK-DAG: shape_l{{[0-9]+}}: ok
// CHECK-NOT: too many
#include <omp.h>

double sum(const double *x, int n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(256) is_device_ptr(x)
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

double dot(const double *b, const double *c, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for simd reduction(+ : s) is_device_ptr(b, c)
  for (int i = 0; i < n; ++i)
    s += b[i] * c[i];
  return s;
}

double teams(const double *x, long n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(n / 128) thread_limit(128) is_device_ptr(x)
  for (long i = 0; i < n; ++i)
    s += x[i];
  return s;
}

double nested(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute reduction(+ : s) is_device_ptr(x)
  for (int o = 0; o < n; o += 4096) {
#pragma omp parallel for reduction(+ : s)
    for (int i = o; i < (o + 4096 < n ? o + 4096 : n); ++i)
      s += x[i];
  }
  return s;
}

double shape(const double *x, long n, int nt, int tl) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(tl) is_device_ptr(x)
  for (long i = 0; i < n; ++i)
    s += x[i];
  return s;
}
