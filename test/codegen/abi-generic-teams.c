// ABI pin: `target teams distribute reduction(+ : double)`, a generic-mode
// kernel (ExecMode 1) without a parallel region: only each team's main thread
// runs the teams region and calls the teams reduction; no parallel reduction.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.ll
// RUN: %FileCheck %s --input-file=%t.ll
// RUN: %FileCheck %S/Inputs/entry-points.check --input-file=%t.ll --check-prefixes=CHECK,TEAMS,SHUFFLE64
// RUN: %extract symbols %t.ll | %FileCheck %s --check-prefix=SYMBOLS --match-full-lines
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=L2G-COPY,L2G-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=L2G-REDUCE
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=G2L-COPY,G2L-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=G2L-REDUCE

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// CHECK: %struct._globalized_locals_ty = type { double }
// ExecMode 1 (generic), 8-byte records, 1024 of them.
// CHECK: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 1, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 8, i32 1024 }, ptr @{{[0-9]+}}, ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_dynamic_environment }
//
// The kernel: only the thread __kmpc_target_init lets through (-1: the
// team's main thread in generic mode) runs the teams region.
// CHECK-LABEL: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}(
// CHECK:      %[[INIT:[0-9]+]] = call i32 @__kmpc_target_init(ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment, ptr %0)
// CHECK-NEXT: %[[MAIN:[0-9]+]] = icmp eq i32 %[[INIT]], -1
// CHECK-NEXT: br i1 %[[MAIN]], label %[[USER:[0-9]+]], label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}[[USER]]:
// CHECK:      call void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined(
// CHECK:      call void @__kmpc_target_deinit()
//
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined(
// CHECK:      %[[SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %[[PRIV:[0-9]+]], ptr %[[SLOT]], align 8
// CHECK-NEXT: %[[BUF:[0-9]+]] = call ptr @__kmpc_reduction_get_fixed_buffer()
// CHECK-NEXT: %[[RES:[0-9]+]] = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @{{[0-9]+}}, ptr %[[BUF]], i32 1024, i64 8, ptr %[[LIST]], ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
// CHECK-NEXT: %[[ONE:[0-9]+]] = icmp eq i32 %[[RES]], 1
// CHECK-NEXT: br i1 %[[ONE]], label %[[COMBINE:[0-9]+]], label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}[[COMBINE]]:
// CHECK-NEXT: %[[ORIG:[0-9]+]] = load double, ptr %[[DST:[0-9]+]], align 8
// CHECK-NEXT: %[[MINE:[0-9]+]] = load double, ptr %[[PRIV]], align 8
// CHECK-NEXT: %[[SUM:[0-9]+]] = fadd double %[[ORIG]], %[[MINE]]
// CHECK-NEXT: store double %[[SUM]], ptr %[[DST]], align 8

// SYMBOLS:      <begin>
// SYMBOLS-NEXT: __kmpc_nvptx_teams_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_reduction_get_fixed_buffer
// SYMBOLS-NEXT: __kmpc_shuffle_int64
// SYMBOLS-NEXT: __openmp_nvptx_data_transfer_temporary_storage
// SYMBOLS-NEXT: <end>
