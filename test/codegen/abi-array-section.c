// ABI pin: an array-section reduction, `reduction(+ : h[0 : 4])` over a
// pointer. The reduced item is one [4 x double] (32 bytes): reduce list [1 x
// ptr], reduce_data_size 32, record { [4 x double] } = ReductionDataSize 32.
// The shuffle callback walks the array in 8-byte chunks (__kmpc_shuffle_int64
// in a loop), the inter-warp copy in 8 chunks of 4 bytes, the copy-back and
// the record copies with memcpy.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.ll
// RUN: %FileCheck %s --input-file=%t.ll
// RUN: %FileCheck %S/Inputs/entry-points.check --input-file=%t.ll --check-prefixes=CHECK,PARALLEL,TEAMS,SHUFFLE64
// RUN: %extract symbols %t.ll | %FileCheck %s --check-prefix=SYMBOLS --match-full-lines
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func1 | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func2 | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=L2G-COPY,L2G-AGGREGATE
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=L2G-REDUCE
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=G2L-COPY,G2L-AGGREGATE
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=G2L-REDUCE
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %s --check-prefix=SHUFFLE
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %s --check-prefix=WARPCOPY

void histogram(const double *a, int n, double *h) {
#pragma omp target teams distribute parallel for reduction(+ : h[0 : 4]) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    h[i % 4] += a[i];
}

// CHECK: %struct._globalized_locals_ty = type { [4 x double] }
// CHECK: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_histogram_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 32, i32 1024 }, ptr @{{[0-9]+}}, ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_histogram_l{{[0-9]+}}_dynamic_environment }
//
// The team's private copy of the section is a [4 x double].
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_histogram_l{{[0-9]+}}_omp_outlined(
// CHECK:      %[[T_PRIV:[0-9]+]] = alloca [4 x double], align 8
// CHECK:      %[[T_SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[T_LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %[[T_PRIV]], ptr %[[T_SLOT]], align 8
// CHECK-NEXT: %[[BUF:[0-9]+]] = call ptr @__kmpc_reduction_get_fixed_buffer()
// CHECK-NEXT: call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @{{[0-9]+}}, ptr %[[BUF]], i32 1024, i64 32, ptr %[[T_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
//
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_histogram_l{{[0-9]+}}_omp_outlined_omp_outlined(
// CHECK:      %[[P_PRIV:[0-9]+]] = alloca [4 x double], align 8
// CHECK:      %[[P_SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[P_LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %[[P_PRIV]], ptr %[[P_SLOT]], align 8
// CHECK-NEXT: call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @{{[0-9]+}}, i64 32, ptr %[[P_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)

// SYMBOLS:      <begin>
// SYMBOLS-NEXT: __kmpc_nvptx_parallel_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_nvptx_teams_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_reduction_get_fixed_buffer
// SYMBOLS-NEXT: __kmpc_shuffle_int64
// SYMBOLS-NEXT: __openmp_nvptx_data_transfer_temporary_storage
// SYMBOLS-NEXT: <end>

// The remote copy is a whole [4 x double], filled 8 bytes per shuffle while
// at least 8 bytes remain; the copy-back moves all 32 bytes.
// SHUFFLE:      %[[REMOTE_ARR:[0-9]+]] = alloca [4 x double], align 8
// SHUFFLE:      store i16 %2, ptr %[[OFF_P:[0-9]+]], align 2
// SHUFFLE:      %[[OFF:[0-9]+]] = load i16, ptr %[[OFF_P]], align 2
// SHUFFLE:      %[[END:[0-9]+]] = getelementptr [4 x double], ptr %{{[0-9]+}}, i64 1
// SHUFFLE:      icmp sgt i64 %{{[0-9]+}}, 7
// SHUFFLE:      %[[V:[0-9]+]] = load i64, ptr %{{[0-9]+}}, align 8
// SHUFFLE:      %[[S:[0-9]+]] = call i64 @__kmpc_shuffle_int64(i64 %[[V]], i16 %[[OFF]], i16 %{{[0-9]+}})
// SHUFFLE-NEXT: store i64 %[[S]], ptr %{{[0-9]+}}, align 8
// SHUFFLE-NEXT: getelementptr i64, ptr %{{[0-9]+}}, i64 1
// SHUFFLE-NEXT: getelementptr i64, ptr %{{[0-9]+}}, i64 1
// SHUFFLE-NEXT: br label
// SHUFFLE-NOT:  call {{.*}}@__kmpc_shuffle
// SHUFFLE:      store ptr %[[REMOTE_ARR]], ptr %{{[0-9]+}}, align 8
// SHUFFLE:      call void @llvm.memcpy.p0.p0.i64(ptr align 8 %{{[0-9]+}}, ptr align 8 %{{[0-9]+}}, i64 32, i1 false)

// 32 bytes: one loop of 8 chunks of 4 bytes.
// WARPCOPY:      icmp ult i32 %{{[0-9]+}}, 8
// WARPCOPY:      store volatile i32
// WARPCOPY:      load volatile i32
// WARPCOPY-NOT:  volatile
// WARPCOPY:      ret void
