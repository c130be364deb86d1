// ABI pin: a split construct, `target teams reduction` whose region is one
// `distribute parallel for reduction`. clang-19 still emits an SPMD kernel
// (ExecMode 2): the parallel reduction inside, the teams reduction after.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.ll
// RUN: %FileCheck %s --input-file=%t.ll
// RUN: %FileCheck %S/Inputs/entry-points.check --input-file=%t.ll --check-prefixes=CHECK,PARALLEL,TEAMS,SHUFFLE64
// RUN: %extract symbols %t.ll | %FileCheck %s --check-prefix=SYMBOLS --match-full-lines
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func1 | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func2 | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=L2G-COPY,L2G-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=L2G-REDUCE
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=G2L-COPY,G2L-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=G2L-REDUCE

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams reduction(+ : s) map(to : a[0 : n])
  {
#pragma omp distribute parallel for reduction(+ : s)
    for (int i = 0; i < n; ++i)
      s += a[i];
  }
  return s;
}

// CHECK: %struct._globalized_locals_ty = type { double }
// CHECK: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 8, i32 1024 }, ptr @{{[0-9]+}}, ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_dynamic_environment }
//
// The teams region: the distribute loop's parallel regions, then the teams
// reduction of the team's copy.
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined(
// CHECK:      call void @__kmpc_parallel_51(ptr @{{[0-9]+}}, i32 %{{[0-9]+}}, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined_omp_outlined, ptr null,
// CHECK:      %[[T_SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[T_LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %[[T_PRIV:[0-9]+]], ptr %[[T_SLOT]], align 8
// CHECK-NEXT: %[[BUF:[0-9]+]] = call ptr @__kmpc_reduction_get_fixed_buffer()
// CHECK-NEXT: %[[T_RES:[0-9]+]] = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @{{[0-9]+}}, ptr %[[BUF]], i32 1024, i64 8, ptr %[[T_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
// CHECK-NEXT: %[[T_ONE:[0-9]+]] = icmp eq i32 %[[T_RES]], 1
// CHECK-NEXT: br i1 %[[T_ONE]], label %[[T_COMBINE:[0-9]+]], label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}[[T_COMBINE]]:
// CHECK-NEXT: %[[T_ORIG:[0-9]+]] = load double, ptr %[[T_DST:[0-9]+]], align 8
// CHECK-NEXT: %[[T_MINE:[0-9]+]] = load double, ptr %[[T_PRIV]], align 8
// CHECK-NEXT: %[[T_SUM:[0-9]+]] = fadd double %[[T_ORIG]], %[[T_MINE]]
// CHECK-NEXT: store double %[[T_SUM]], ptr %[[T_DST]], align 8
//
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined_omp_outlined(
// CHECK:      %[[P_SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[P_LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %{{[0-9]+}}, ptr %[[P_SLOT]], align 8
// CHECK-NEXT: %[[P_RES:[0-9]+]] = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @{{[0-9]+}}, i64 8, ptr %[[P_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
// CHECK-NEXT: icmp eq i32 %[[P_RES]], 1

// SYMBOLS:      <begin>
// SYMBOLS-NEXT: __kmpc_nvptx_parallel_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_nvptx_teams_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_reduction_get_fixed_buffer
// SYMBOLS-NEXT: __kmpc_shuffle_int64
// SYMBOLS-NEXT: __openmp_nvptx_data_transfer_temporary_storage
// SYMBOLS-NEXT: <end>
