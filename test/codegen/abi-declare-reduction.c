// ABI pin: a user-defined reduction (`declare reduction`) over a 16-byte
// struct. The reduction function clang passes to the callbacks calls the
// combiner with omp_out = the updated side; the struct travels as raw bytes:
// two __kmpc_shuffle_int64 chunks in a loop, four 4-byte inter-warp chunks,
// memcpy into and out of the record { %struct.acc_t }.
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

typedef struct {
  double x;
  int n;
} acc_t;
#pragma omp declare reduction(acc : acc_t : omp_out.x += omp_in.x, omp_out.n += omp_in.n) \
    initializer(omp_priv = {0, 0})

acc_t accumulate(const double *a, int n) {
  acc_t r = {0, 0};
#pragma omp target teams distribute parallel for reduction(acc : r) map(to : a[0 : n])
  for (int i = 0; i < n; ++i) {
    r.x += a[i];
    r.n += 1;
  }
  return r;
}

// CHECK: %struct._globalized_locals_ty = type { %struct.acc_t }
// CHECK: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_accumulate_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 16, i32 1024 }, ptr @{{[0-9]+}}, ptr @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_accumulate_l{{[0-9]+}}_dynamic_environment }
//
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_accumulate_l{{[0-9]+}}_omp_outlined(
// CHECK:      %[[T_SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[T_LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %{{[0-9]+}}, ptr %[[T_SLOT]], align 8
// CHECK-NEXT: %[[BUF:[0-9]+]] = call ptr @__kmpc_reduction_get_fixed_buffer()
// CHECK-NEXT: %[[T_RES:[0-9]+]] = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @{{[0-9]+}}, ptr %[[BUF]], i32 1024, i64 16, ptr %[[T_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
// The winner combines into the original with the user's combiner.
// CHECK-NEXT: %[[T_ONE:[0-9]+]] = icmp eq i32 %[[T_RES]], 1
// CHECK-NEXT: br i1 %[[T_ONE]], label %[[T_COMBINE:[0-9]+]], label %{{[0-9]+}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}[[T_COMBINE]]:
// CHECK-NEXT: call void @"_omp_combiner$"(
//
// CHECK-LABEL: define internal void @"_omp_combiner$"(ptr noalias noundef %0, ptr noalias noundef %1)
//
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_accumulate_l{{[0-9]+}}_omp_outlined_omp_outlined(
// CHECK:      %[[P_SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[P_LIST:[0-9]+]], i64 0, i64 0
// CHECK-NEXT: store ptr %{{[0-9]+}}, ptr %[[P_SLOT]], align 8
// CHECK-NEXT: call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @{{[0-9]+}}, i64 16, ptr %[[P_LIST]], ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
//
// reduction_func(lhs list, rhs list) = combiner(omp_out = lhs[0], omp_in = rhs[0]).
// CHECK-LABEL: define internal void @"__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_accumulate_l{{[0-9]+}}_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1)
// CHECK:      store ptr %0, ptr %[[LHS_P:[0-9]+]], align 8
// CHECK-NEXT: store ptr %1, ptr %[[RHS_P:[0-9]+]], align 8
// CHECK-NEXT: %[[LHS:[0-9]+]] = load ptr, ptr %[[LHS_P]], align 8
// CHECK-NEXT: %[[RHS:[0-9]+]] = load ptr, ptr %[[RHS_P]], align 8
// CHECK-NEXT: %[[IN_P:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[RHS]], i64 0, i64 0
// CHECK-NEXT: %[[IN:[0-9]+]] = load ptr, ptr %[[IN_P]], align 8
// CHECK-NEXT: %[[OUT_P:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[LHS]], i64 0, i64 0
// CHECK-NEXT: %[[OUT:[0-9]+]] = load ptr, ptr %[[OUT_P]], align 8
// CHECK-NEXT: call void @"_omp_combiner$"(ptr noundef %[[OUT]], ptr noundef %[[IN]])

// SYMBOLS:      <begin>
// SYMBOLS-NEXT: __kmpc_nvptx_parallel_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_nvptx_teams_reduce_nowait_v2
// SYMBOLS-NEXT: __kmpc_reduction_get_fixed_buffer
// SYMBOLS-NEXT: __kmpc_shuffle_int64
// SYMBOLS-NEXT: __openmp_nvptx_data_transfer_temporary_storage
// SYMBOLS-NEXT: <end>

// SHUFFLE:      %[[REMOTE_ACC:[0-9]+]] = alloca %struct.acc_t, align 8
// SHUFFLE:      store i16 %2, ptr %[[OFF_P:[0-9]+]], align 2
// SHUFFLE:      %[[OFF:[0-9]+]] = load i16, ptr %[[OFF_P]], align 2
// SHUFFLE:      getelementptr %struct.acc_t, ptr %{{[0-9]+}}, i64 1
// SHUFFLE:      icmp sgt i64 %{{[0-9]+}}, 7
// SHUFFLE:      %[[V:[0-9]+]] = load i64, ptr %{{[0-9]+}}, align 8
// SHUFFLE:      %[[S:[0-9]+]] = call i64 @__kmpc_shuffle_int64(i64 %[[V]], i16 %[[OFF]], i16 %{{[0-9]+}})
// SHUFFLE-NOT:  call {{.*}}@__kmpc_shuffle
// SHUFFLE:      store ptr %[[REMOTE_ACC]], ptr %{{[0-9]+}}, align 8
// SHUFFLE:      call void @llvm.memcpy.p0.p0.i64(ptr align 8 %{{[0-9]+}}, ptr align 8 %{{[0-9]+}}, i64 16, i1 false)

// WARPCOPY:      icmp ult i32 %{{[0-9]+}}, 4
// WARPCOPY:      store volatile i32
// WARPCOPY:      load volatile i32
// WARPCOPY-NOT:  volatile
// WARPCOPY:      ret void
