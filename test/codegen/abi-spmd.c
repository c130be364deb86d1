// ABI pin: `target teams distribute parallel for reduction(+ : double)`, an
// SPMD kernel. clang-19 reduces each team's parallel region with
// __kmpc_nvptx_parallel_reduce_nowait_v2 and then the teams with
// __kmpc_nvptx_teams_reduce_nowait_v2 over __kmpc_reduction_get_fixed_buffer,
// with the callbacks and kernel environment include/ompred/abi.h describes.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.ll
// RUN: %FileCheck %s --input-file=%t.ll
// RUN: %FileCheck %S/Inputs/entry-points.check --input-file=%t.ll --check-prefixes=CHECK,PARALLEL,TEAMS,SHUFFLE64
// RUN: %extract symbols %t.ll | %FileCheck %s --check-prefix=SYMBOLS --match-full-lines
//
// The callbacks: those of the parallel reduction, then those of the teams one.
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func1 | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func2 | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=L2G-COPY,L2G-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=L2G-REDUCE
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=G2L-COPY,G2L-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=G2L-REDUCE
//
// -O2: the same calls, the same kernel environment, callbacks that keep their
// signature and pass remote_lane_offset straight through as the shuffle delta.
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O2 -nogpulib %s -o %t.O2.ll
// RUN: %FileCheck %s --input-file=%t.O2.ll --check-prefix=O2
// RUN: %FileCheck %S/Inputs/entry-points.check --input-file=%t.O2.ll --check-prefixes=CHECK,PARALLEL,TEAMS,SHUFFLE64
// RUN: %extract ir-function %t.O2.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %s --check-prefix=O2-SHUFFLE
//
// The record count: clang passes it as num_of_records and stores it as the
// kernel environment's ReductionBufferLength; both follow the flag.
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib -fopenmp-cuda-teams-reduction-recs-num=7 %s -o %t.recs7.ll
// RUN: %FileCheck %s --input-file=%t.recs7.ll --check-prefix=RECS7

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// One record of the teams-reduction buffer: the reduced variables.
// CHECK: %struct._globalized_locals_ty = type { double }
//
// ConfigurationEnvironmentTy: UseGenericStateMachine, MayUseNestedParallelism,
// ExecMode (2 = SPMD), Min/MaxThreads, Min/MaxTeams, ReductionDataSize
// (= sizeof one record), ReductionBufferLength (= num_of_records).
// CHECK: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 8, i32 1024 }, ptr @{{[0-9]+}}, ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_dynamic_environment }
//
// The teams reduction, in the teams region: reduce list = [1 x ptr] holding
// the team's private copy; reduce_data_size = 1 variable x 8 bytes; every
// callback passed; the one thread that gets 1 combines into the original.
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined(
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
// The parallel reduction, in the parallel region.
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_omp_outlined_omp_outlined(
// CHECK:      %[[P_SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[P_LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %[[P_PRIV:[0-9]+]], ptr %[[P_SLOT]], align 8
// CHECK-NEXT: %[[P_RES:[0-9]+]] = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @{{[0-9]+}}, i64 8, ptr %[[P_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
// CHECK-NEXT: %[[P_ONE:[0-9]+]] = icmp eq i32 %[[P_RES]], 1
// CHECK-NEXT: br i1 %[[P_ONE]], label %[[P_COMBINE:[0-9]+]], label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}[[P_COMBINE]]:
// CHECK-NEXT: %[[P_ORIG:[0-9]+]] = load double, ptr %[[P_DST:[0-9]+]], align 8
// CHECK-NEXT: %[[P_MINE:[0-9]+]] = load double, ptr %[[P_PRIV]], align 8
// CHECK-NEXT: %[[P_SUM:[0-9]+]] = fadd double %[[P_ORIG]], %[[P_MINE]]
// CHECK-NEXT: store double %[[P_SUM]], ptr %[[P_DST]], align 8
//
// A double travels as one i64 shuffle.
// CHECK-LABEL: define internal void @_omp_reduction_shuffle_and_reduce_func(
// CHECK:      call i64 @__kmpc_shuffle_int64(
// CHECK-NOT:  call {{.*}}@__kmpc_shuffle
// CHECK:      {{^}}}

// Every reduction-related runtime symbol the module references.
// SYMBOLS:      <begin>
// SYMBOLS-NEXT: __kmpc_nvptx_parallel_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_nvptx_teams_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_reduction_get_fixed_buffer
// SYMBOLS-NEXT: __kmpc_shuffle_int64
// SYMBOLS-NEXT: __openmp_nvptx_data_transfer_temporary_storage
// SYMBOLS-NEXT: <end>

// O2: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 8, i32 1024 },
// O2: %[[BUF:[0-9]+]] = call ptr @__kmpc_reduction_get_fixed_buffer()
// O2-NEXT: call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr nonnull @{{[0-9]+}}, ptr %[[BUF]], i32 1024, i64 8, ptr nonnull %{{[0-9]+}}, ptr nonnull @_omp_reduction_shuffle_and_reduce_func1, ptr nonnull @_omp_reduction_inter_warp_copy_func2, ptr nonnull @_omp_reduction_list_to_global_copy_func, ptr nonnull @_omp_reduction_list_to_global_reduce_func, ptr nonnull @_omp_reduction_global_to_list_copy_func, ptr nonnull @_omp_reduction_global_to_list_reduce_func)
// O2: call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @{{[0-9]+}}, i64 8, ptr nonnull %{{[0-9]+}}, ptr nonnull @_omp_reduction_shuffle_and_reduce_func, ptr nonnull @_omp_reduction_inter_warp_copy_func)
// O2-DAG: define internal void @_omp_reduction_shuffle_and_reduce_func(ptr {{[a-z ]*}}%0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3)
// O2-DAG: define internal void @_omp_reduction_inter_warp_copy_func(ptr {{[a-z ]*}}%0, i32 noundef %1)
// O2-DAG: define internal void @_omp_reduction_shuffle_and_reduce_func1(ptr {{[a-z ]*}}%0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3)
// O2-DAG: define internal void @_omp_reduction_inter_warp_copy_func2(ptr {{[a-z ]*}}%0, i32 noundef %1)
// O2-DAG: define internal void @_omp_reduction_list_to_global_copy_func(ptr {{[a-z ]*}}%0, i32 noundef %1, ptr {{[a-z ]*}}%2)
// O2-DAG: define internal void @_omp_reduction_list_to_global_reduce_func(ptr {{[a-z ]*}}%0, i32 noundef %1, ptr {{[a-z ]*}}%2)
// O2-DAG: define internal void @_omp_reduction_global_to_list_copy_func(ptr {{[a-z ]*}}%0, i32 noundef %1, ptr {{[a-z ]*}}%2)
// O2-DAG: define internal void @_omp_reduction_global_to_list_reduce_func(ptr {{[a-z ]*}}%0, i32 noundef %1, ptr {{[a-z ]*}}%2)

// O2-SHUFFLE:     define internal void @_omp_reduction_shuffle_and_reduce_func(
// O2-SHUFFLE:     %[[WS:[0-9]+]] = tail call i32 @__kmpc_get_warp_size()
// O2-SHUFFLE-NEXT: %[[WS16:[0-9]+]] = trunc i32 %[[WS]] to i16
// O2-SHUFFLE-NEXT: tail call i64 @__kmpc_shuffle_int64(i64 %{{[0-9]+}}, i16 %2, i16 %[[WS16]])
// O2-SHUFFLE-DAG: icmp eq i16 %3, 0
// O2-SHUFFLE-DAG: icmp eq i16 %3, 1
// O2-SHUFFLE-DAG: icmp ult i16 %1, %2
// O2-SHUFFLE-DAG: icmp eq i16 %3, 2
// O2-SHUFFLE-DAG: and i16 %1, 1
// O2-SHUFFLE-DAG: icmp sgt i16 %2, 0
// O2-SHUFFLE-DAG: icmp uge i16 %1, %2

// RECS7: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 8, i32 7 },
// RECS7: %[[BUF:[0-9]+]] = call ptr @__kmpc_reduction_get_fixed_buffer()
// RECS7-NEXT: call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @{{[0-9]+}}, ptr %[[BUF]], i32 7, i64 8,
