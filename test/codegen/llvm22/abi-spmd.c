// ABI pin for clang-22: the clang-19 test's source (../abi-spmd.c) compiled
// by clang-22 must meet the same checks: the same entry points, callback
// signatures and kernel environment, so that ompred's layers serve both.
// Only the O2 callback definitions are spelled here again: LLVM 22 prints
// parameter attributes as captures(none) where 19 printed nocapture.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %codegen_tests/abi-spmd.c -o %t.ll
// RUN: %FileCheck %codegen_tests/abi-spmd.c --input-file=%t.ll
// RUN: %FileCheck %inputs/entry-points.check --input-file=%t.ll --check-prefixes=CHECK,PARALLEL,TEAMS,SHUFFLE64
// RUN: %extract symbols %t.ll | %FileCheck %codegen_tests/abi-spmd.c --check-prefix=SYMBOLS --match-full-lines
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func | %FileCheck %inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_shuffle_and_reduce_func1 | %FileCheck %inputs/shuffle-reduce.check
// RUN: %extract ir-function %t.ll _omp_reduction_inter_warp_copy_func2 | %FileCheck %inputs/inter-warp-copy.check
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_copy_func | %FileCheck %inputs/list-global.check --check-prefixes=L2G-COPY,L2G-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_reduce_func | %FileCheck %inputs/list-global.check --check-prefix=L2G-REDUCE
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_copy_func | %FileCheck %inputs/list-global.check --check-prefixes=G2L-COPY,G2L-SCALAR
// RUN: %extract ir-function %t.ll _omp_reduction_global_to_list_reduce_func | %FileCheck %inputs/list-global.check --check-prefix=G2L-REDUCE
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O2 -nogpulib %codegen_tests/abi-spmd.c -o %t.O2.ll
// RUN: %FileCheck %s --input-file=%t.O2.ll --check-prefix=O2
// RUN: %FileCheck %inputs/entry-points.check --input-file=%t.O2.ll --check-prefixes=CHECK,PARALLEL,TEAMS,SHUFFLE64
// RUN: %extract ir-function %t.O2.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %codegen_tests/abi-spmd.c --check-prefix=O2-SHUFFLE
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib -fopenmp-cuda-teams-reduction-recs-num=7 %codegen_tests/abi-spmd.c -o %t.recs7.ll
// RUN: %FileCheck %codegen_tests/abi-spmd.c --input-file=%t.recs7.ll --check-prefix=RECS7

// O2: @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 2, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 {{-?[0-9]+}}, i32 8, i32 1024 },
// O2: %[[BUF:[0-9]+]] = call ptr @__kmpc_reduction_get_fixed_buffer()
// O2-NEXT: call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr nonnull @{{[0-9]+}}, ptr %[[BUF]], i32 1024, i64 8, ptr nonnull %{{[0-9]+}}, ptr nonnull @_omp_reduction_shuffle_and_reduce_func1, ptr nonnull @_omp_reduction_inter_warp_copy_func2, ptr nonnull @_omp_reduction_list_to_global_copy_func, ptr nonnull @_omp_reduction_list_to_global_reduce_func, ptr nonnull @_omp_reduction_global_to_list_copy_func, ptr nonnull @_omp_reduction_global_to_list_reduce_func)
// O2: call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @{{[0-9]+}}, i64 8, ptr nonnull %{{[0-9]+}}, ptr nonnull @_omp_reduction_shuffle_and_reduce_func, ptr nonnull @_omp_reduction_inter_warp_copy_func)
// O2-DAG: define internal void @_omp_reduction_shuffle_and_reduce_func(ptr {{[a-z() ]*}}%0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3)
// O2-DAG: define internal void @_omp_reduction_inter_warp_copy_func(ptr {{[a-z() ]*}}%0, i32 noundef %1)
// O2-DAG: define internal void @_omp_reduction_shuffle_and_reduce_func1(ptr {{[a-z() ]*}}%0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3)
// O2-DAG: define internal void @_omp_reduction_inter_warp_copy_func2(ptr {{[a-z() ]*}}%0, i32 noundef %1)
// O2-DAG: define internal void @_omp_reduction_list_to_global_copy_func(ptr {{[a-z() ]*}}%0, i32 noundef %1, ptr {{[a-z() ]*}}%2)
// O2-DAG: define internal void @_omp_reduction_list_to_global_reduce_func(ptr {{[a-z() ]*}}%0, i32 noundef %1, ptr {{[a-z() ]*}}%2)
// O2-DAG: define internal void @_omp_reduction_global_to_list_copy_func(ptr {{[a-z() ]*}}%0, i32 noundef %1, ptr {{[a-z() ]*}}%2)
// O2-DAG: define internal void @_omp_reduction_global_to_list_reduce_func(ptr {{[a-z() ]*}}%0, i32 noundef %1, ptr {{[a-z() ]*}}%2)
