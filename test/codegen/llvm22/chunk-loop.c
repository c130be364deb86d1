// Does clang-22 still emit the per-chunk loop ompred's pass plugin merges
// (docs/plugin.md)? Yes: `target teams distribute parallel for` without
// schedule clauses distributes chunks (schedule 91, distribute static
// chunked) and opens one parallel region per chunk, now through
// __kmpc_parallel_60, the successor of clang-19's __kmpc_parallel_51. This
// pins the pattern that the plugin built for clang-22 merges
// (plugin-merged-shapes.test), and fails when clang stops emitting it.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.ll
// RUN: %FileCheck %s --input-file=%t.ll

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined(
// CHECK:      call void @__kmpc_distribute_static_init_4(ptr @{{[0-9]+}}, i32 %{{[0-9]+}}, i32 91,
// Between the distribute's init and fini (the loop over the team's chunks),
// the parallel region of one chunk:
// CHECK:      call void @__kmpc_parallel_60(
// CHECK-NOT:  __kmpc_parallel_51
// CHECK:      call void @__kmpc_distribute_static_fini(
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined_omp_outlined(
