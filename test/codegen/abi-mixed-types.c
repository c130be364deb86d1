// ABI pin: five reduction variables of mixed types (double, int, char, long,
// float) in one SPMD `target teams distribute parallel for`.
//  - reduce list: [5 x ptr], one pointer per variable, in clause order;
//  - reduce_data_size: 5 variables x the largest element (8 bytes) = 40;
//  - a record of the teams buffer holds all five: { double, i32, i8, i64,
//    float }, 32 bytes with padding = ReductionDataSize;
//  - the shuffle callback moves each variable with the shuffle of its size:
//    double and long as i64, int and float as i32, char widened to i32;
//  - the inter-warp copy moves each in 4-byte chunks (two for 8-byte types),
//    the char as one byte.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.ll
// RUN: %FileCheck %s --input-file=%t.ll
// RUN: %FileCheck %S/Inputs/entry-points.check --input-file=%t.ll --check-prefixes=CHECK,PARALLEL,TEAMS,SHUFFLE32,SHUFFLE64
// RUN: %extract symbols %t.ll | %FileCheck %s --check-prefix=SYMBOLS --match-full-lines
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func1 | %FileCheck %S/Inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func2 | %FileCheck %S/Inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=L2G-COPY,L2G-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=L2G-REDUCE
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_copy_func | %FileCheck %S/Inputs/list-global.check --check-prefixes=G2L-COPY,G2L-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_reduce_func | %FileCheck %S/Inputs/list-global.check --check-prefix=G2L-REDUCE
//
// Per-variable detail of the callbacks (both shuffle callbacks are alike).
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %s --check-prefix=SHUFFLE
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func1 | %FileCheck %s --check-prefix=SHUFFLE
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %s --check-prefix=WARPCOPY
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_copy_func | %FileCheck %s --check-prefix=RECORD

double mixed(const double *a, int n) {
  double d = 0;
  int i32 = 0;
  char c = 0;
  long l = 0;
  float f = 0;
#pragma omp target teams distribute parallel for reduction(+ : d, i32, c, l, f) map(to : a[0 : n])
  for (int i = 0; i < n; ++i) {
    d += a[i];
    i32 += i;
    c += 1;
    l += i;
    f += 1.0f;
  }
  return d + i32 + c + l + f;
}

// CHECK: %struct._globalized_locals_ty = type { double, i32, i8, i64, float }
// CHECK: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_mixed_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 32, i32 1024 }, ptr @{{[0-9]+}}, ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_mixed_l{{[0-9]+}}_dynamic_environment }
//
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_mixed_l{{[0-9]+}}_omp_outlined(
// CHECK:      %[[T_S0:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[T_LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %{{[0-9]+}}, ptr %[[T_S0]], align 8
// CHECK-NEXT: getelementptr inbounds [5 x ptr], ptr %[[T_LIST]], i64 0, i64 1
// CHECK-NEXT: store ptr
// CHECK-NEXT: getelementptr inbounds [5 x ptr], ptr %[[T_LIST]], i64 0, i64 2
// CHECK-NEXT: store ptr
// CHECK-NEXT: getelementptr inbounds [5 x ptr], ptr %[[T_LIST]], i64 0, i64 3
// CHECK-NEXT: store ptr
// CHECK-NEXT: getelementptr inbounds [5 x ptr], ptr %[[T_LIST]], i64 0, i64 4
// CHECK-NEXT: store ptr
// CHECK-NEXT: %[[BUF:[0-9]+]] = call ptr @__kmpc_reduction_get_fixed_buffer()
// CHECK-NEXT: call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @{{[0-9]+}}, ptr %[[BUF]], i32 1024, i64 40, ptr %[[T_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
//
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_mixed_l{{[0-9]+}}_omp_outlined_omp_outlined(
// CHECK:      getelementptr inbounds [5 x ptr], ptr %[[P_LIST:[0-9]+]], i64 0, i64 4
// CHECK-NEXT: store ptr
// CHECK-NEXT: call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @{{[0-9]+}}, i64 40, ptr %[[P_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)

// SYMBOLS:      <begin>
// SYMBOLS-NEXT: __kmpc_nvptx_parallel_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_nvptx_teams_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_reduction_get_fixed_buffer
// SYMBOLS-NEXT: __kmpc_shuffle_int32
// SYMBOLS-NEXT: __kmpc_shuffle_int64
// SYMBOLS-NEXT: __openmp_nvptx_data_transfer_temporary_storage
// SYMBOLS-NEXT: <end>

// The remote copies live in one temporary per variable.
// SHUFFLE:      %[[REMOTE:[0-9]+]] = alloca [5 x ptr], align 8
// SHUFFLE-NEXT: %[[R_D:[0-9]+]] = alloca double, align 8
// SHUFFLE-NEXT: %[[R_I:[0-9]+]] = alloca i32, align 4
// SHUFFLE-NEXT: %[[R_C:[0-9]+]] = alloca i8, align 1
// SHUFFLE-NEXT: %[[R_L:[0-9]+]] = alloca i64, align 8
// SHUFFLE-NEXT: %[[R_F:[0-9]+]] = alloca float, align 4
// SHUFFLE:      store i16 %2, ptr %[[OFF_P:[0-9]+]], align 2
// SHUFFLE:      %[[OFF:[0-9]+]] = load i16, ptr %[[OFF_P]], align 2
// double: i64
// SHUFFLE:      %[[V0:[0-9]+]] = load i64, ptr %{{[0-9]+}}, align 8
// SHUFFLE:      %[[S0:[0-9]+]] = call i64 @__kmpc_shuffle_int64(i64 %[[V0]], i16 %[[OFF]], i16 %{{[0-9]+}})
// SHUFFLE-NEXT: store i64 %[[S0]], ptr %[[R_D]], align 8
// SHUFFLE:      store ptr %[[R_D]], ptr %{{[0-9]+}}, align 8
// int: i32
// SHUFFLE:      %[[V1:[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 4
// SHUFFLE:      %[[S1:[0-9]+]] = call i32 @__kmpc_shuffle_int32(i32 %[[V1]], i16 %[[OFF]], i16 %{{[0-9]+}})
// SHUFFLE-NEXT: store i32 %[[S1]], ptr %[[R_I]], align 4
// SHUFFLE:      store ptr %[[R_I]], ptr %{{[0-9]+}}, align 8
// char: sign-extended to i32, truncated back
// SHUFFLE:      %[[V2:[0-9]+]] = load i8, ptr %{{[0-9]+}}, align 1
// SHUFFLE-NEXT: %[[V2W:[0-9]+]] = sext i8 %[[V2]] to i32
// SHUFFLE:      %[[S2:[0-9]+]] = call i32 @__kmpc_shuffle_int32(i32 %[[V2W]], i16 %[[OFF]], i16 %{{[0-9]+}})
// SHUFFLE-NEXT: %[[S2N:[0-9]+]] = trunc i32 %[[S2]] to i8
// SHUFFLE-NEXT: store i8 %[[S2N]], ptr %[[R_C]], align 1
// SHUFFLE:      store ptr %[[R_C]], ptr %{{[0-9]+}}, align 8
// long: i64
// SHUFFLE:      %[[V3:[0-9]+]] = load i64, ptr %{{[0-9]+}}, align 8
// SHUFFLE:      %[[S3:[0-9]+]] = call i64 @__kmpc_shuffle_int64(i64 %[[V3]], i16 %[[OFF]], i16 %{{[0-9]+}})
// SHUFFLE-NEXT: store i64 %[[S3]], ptr %[[R_L]], align 8
// SHUFFLE:      store ptr %[[R_L]], ptr %{{[0-9]+}}, align 8
// float: its bits as i32
// SHUFFLE:      %[[V4:[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 4
// SHUFFLE:      %[[S4:[0-9]+]] = call i32 @__kmpc_shuffle_int32(i32 %[[V4]], i16 %[[OFF]], i16 %{{[0-9]+}})
// SHUFFLE-NEXT: store i32 %[[S4]], ptr %[[R_F]], align 4
// SHUFFLE:      store ptr %[[R_F]], ptr %{{[0-9]+}}, align 8
// SHUFFLE-NOT:  call {{.*}}@__kmpc_shuffle
// SHUFFLE:      icmp eq i16 %{{[0-9]+}}, 0

// double: two 4-byte chunks
// WARPCOPY:      icmp ult i32 %{{[0-9]+}}, 2
// WARPCOPY:      store volatile i32
// WARPCOPY:      load volatile i32
// int: one
// WARPCOPY-NOT:  icmp ult i32 %{{[0-9]+}}, {{[0-9]+$}}
// WARPCOPY:      store volatile i32
// WARPCOPY:      load volatile i32
// char: one byte
// WARPCOPY:      store volatile i8
// WARPCOPY:      load volatile i8
// long: two chunks
// WARPCOPY:      icmp ult i32 %{{[0-9]+}}, 2
// WARPCOPY:      store volatile i32
// WARPCOPY:      load volatile i32
// float: one
// WARPCOPY-NOT:  icmp ult i32 %{{[0-9]+}}, {{[0-9]+$}}
// WARPCOPY:      store volatile i32
// WARPCOPY:      load volatile i32
// WARPCOPY-NOT:  volatile
// WARPCOPY:      ret void

// Variable k goes to field k of record `index`.
// RECORD:      store ptr %0, ptr %[[BUF_P:[0-9]+]], align 8
// RECORD-NEXT: store i32 %1, ptr %[[IDX_P:[0-9]+]], align 4
// RECORD:      %[[BUF:[0-9]+]] = load ptr, ptr %[[BUF_P]], align 8
// RECORD-NEXT: %[[IDX:[0-9]+]] = load i32, ptr %[[IDX_P]], align 4
// RECORD:      getelementptr inbounds %struct._globalized_locals_ty, ptr %[[BUF]], i32 %[[IDX]]
// RECORD-NEXT: getelementptr inbounds %struct._globalized_locals_ty, ptr %{{[0-9]+}}, i32 0, i32 0
// RECORD-NEXT: load double
// RECORD-NEXT: store double
// RECORD:      getelementptr inbounds %struct._globalized_locals_ty, ptr %[[BUF]], i32 %[[IDX]]
// RECORD-NEXT: getelementptr inbounds %struct._globalized_locals_ty, ptr %{{[0-9]+}}, i32 0, i32 1
// RECORD-NEXT: load i32
// RECORD-NEXT: store i32
// RECORD:      getelementptr inbounds %struct._globalized_locals_ty, ptr %[[BUF]], i32 %[[IDX]]
// RECORD-NEXT: getelementptr inbounds %struct._globalized_locals_ty, ptr %{{[0-9]+}}, i32 0, i32 2
// RECORD-NEXT: load i8
// RECORD-NEXT: store i8
// RECORD:      getelementptr inbounds %struct._globalized_locals_ty, ptr %[[BUF]], i32 %[[IDX]]
// RECORD-NEXT: getelementptr inbounds %struct._globalized_locals_ty, ptr %{{[0-9]+}}, i32 0, i32 3
// RECORD-NEXT: load i64
// RECORD-NEXT: store i64
// RECORD:      getelementptr inbounds %struct._globalized_locals_ty, ptr %[[BUF]], i32 %[[IDX]]
// RECORD-NEXT: getelementptr inbounds %struct._globalized_locals_ty, ptr %{{[0-9]+}}, i32 0, i32 4
// RECORD-NEXT: load float
// RECORD-NEXT: store float
// RECORD-NEXT: ret void
