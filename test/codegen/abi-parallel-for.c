// ABI pin: `target parallel for reduction(+ : double)`, one team, SPMD. Only
// the parallel reduction is called: no teams reduction, no record buffer
// (ReductionDataSize = ReductionBufferLength = 0), Min/MaxTeams = 1.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.ll
// RUN: %FileCheck %s --input-file=%t.ll
// RUN: %FileCheck %S/Inputs/entry-points.check --input-file=%t.ll --check-prefixes=CHECK,PARALLEL,SHUFFLE64
// RUN: %extract symbols %t.ll | %FileCheck %s --check-prefix=SYMBOLS --match-full-lines
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %S/Inputs/inter-warp-copy.check
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O2 -nogpulib %s -o %t.O2.ll
// RUN: %FileCheck %s --input-file=%t.O2.ll --check-prefix=O2
// RUN: %FileCheck %S/Inputs/entry-points.check --input-file=%t.O2.ll --check-prefixes=CHECK,PARALLEL,SHUFFLE64

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// No teams reduction: no record type.
// CHECK-NOT: %struct._globalized_locals_ty
// ExecMode 2 (SPMD), MinTeams = MaxTeams = 1, no reduction buffer.
// CHECK: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 1, i32 1, i32 0, i32 0 }, ptr @{{[0-9]+}}, ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_dynamic_environment }
//
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined(
// CHECK:      %[[SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %[[PRIV:[0-9]+]], ptr %[[SLOT]], align 8
// CHECK-NEXT: %[[RES:[0-9]+]] = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @{{[0-9]+}}, i64 8, ptr %[[LIST]], ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
// CHECK-NEXT: %[[ONE:[0-9]+]] = icmp eq i32 %[[RES]], 1
// CHECK-NEXT: br i1 %[[ONE]], label %[[COMBINE:[0-9]+]], label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}[[COMBINE]]:
// CHECK-NEXT: %[[ORIG:[0-9]+]] = load double, ptr %[[DST:[0-9]+]], align 8
// CHECK-NEXT: %[[MINE:[0-9]+]] = load double, ptr %[[PRIV]], align 8
// CHECK-NEXT: %[[SUM:[0-9]+]] = fadd double %[[ORIG]], %[[MINE]]
// CHECK-NEXT: store double %[[SUM]], ptr %[[DST]], align 8
// CHECK-NOT:  @__kmpc_nvptx_teams_reduce_nowait_v2

// SYMBOLS:      <begin>
// SYMBOLS-NEXT: __kmpc_nvptx_parallel_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_shuffle_int64
// SYMBOLS-NEXT: __openmp_nvptx_data_transfer_temporary_storage
// SYMBOLS-NEXT: <end>

// O2: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 1, i32 1, i32 0, i32 0 },
// O2: call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @{{[0-9]+}}, i64 8, ptr nonnull %{{[0-9]+}}, ptr nonnull @_omp_reduction_shuffle_and_reduce_func, ptr nonnull @_omp_reduction_inter_warp_copy_func)
// O2-DAG: define internal void @_omp_reduction_shuffle_and_reduce_func(ptr {{[a-z ]*}}%0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3)
// O2-DAG: define internal void @_omp_reduction_inter_warp_copy_func(ptr {{[a-z ]*}}%0, i32 noundef %1)
