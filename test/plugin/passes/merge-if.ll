; The merge of loops whose parallel region has an if clause
; (plugin/MergeDistribute.cpp, match() and rewrite(); docs/plugin.md) on
; clang-19's device IR of three reductions. A false clause runs the region
; serialized on one thread, which the merged schedule, striding by the block
; size, does not serve; so such a loop is merged only into the copies
; (.ompred.merged), and the teams function calls them where the block has
; the folded chunk's 128 threads and the clause, recomputed at its entry
; from its captured argument, holds; otherwise clang's loop runs with the
; clause as emitted. The copy's region has the clause 1, and a copy that
; reduces and stores gets its barrier per stride. teams_if (num_teams) would
; be merged in place: left as emitted.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merge-distribute -S %s -o %t.ll \
; RUN:   -pass-remarks=ompred -pass-remarks-missed=ompred 2>%t.remarks
; RUN: %FileCheck %s --input-file=%t.ll
; RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.remarks
; Two dispatches, two copies, one barrier per stride:
; RUN: grep -c '%ompred.merged.if = and i1 %ompred.merged,' %t.ll | grep -qx 2
; RUN: grep -c '^define internal void @.*_omp_outlined_omp_outlined.ompred.merged(' %t.ll | grep -qx 2
; RUN: grep -c 'call i32 @llvm.nvvm.barrier0.or(' %t.ll | grep -qx 1
;
; CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_dot_if_l5_omp_outlined(
; CHECK-SAME: i64 noundef %[[C:[0-9]+]])
; CHECK: %ompred.merged = icmp eq i32 %ompred.block.size, 128
; CHECK-NEXT: %[[T:[0-9]+]] = trunc i64 %[[C]] to i32
; CHECK-NEXT: %[[NE:.*]] = icmp ne i32 %[[T]], 0
; CHECK-NEXT: %[[Z:.*]] = zext i1 %[[NE]] to i32
; CHECK-NEXT: %[[IF:[0-9]+]] = icmp ne i32 %[[Z]], 0
; CHECK-NEXT: %ompred.merged.if = and i1 %ompred.merged, %[[IF]]
; CHECK-NEXT: br i1 %ompred.merged.if, label %ompred.merged.call, label %ompred.chunked
; CHECK: call void @__kmpc_parallel_{{51|60}}(ptr @1, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 -1, i32 -1, ptr @__omp_offloading_{{.*}}_dot_if_l5_omp_outlined_omp_outlined,
; CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_scale_if_l14_omp_outlined(
; CHECK: %ompred.merged.if = and i1 %ompred.merged,
; CHECK: call void @__kmpc_parallel_{{51|60}}(ptr @1, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 -1, i32 -1, ptr @__omp_offloading_{{.*}}_scale_if_l14_omp_outlined_omp_outlined,
; CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_teams_if_l25_omp_outlined(
; CHECK-NOT: ompred
; CHECK: call void @__kmpc_parallel_{{51|60}}(ptr @1, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 -1, i32 -1, ptr @__omp_offloading_{{.*}}_teams_if_l25_omp_outlined_omp_outlined,
; CHECK: call void @__kmpc_parallel_{{51|60}}(ptr @1, i32 %{{[0-9]+}}, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_{{.*}}_dot_if_l5_omp_outlined_omp_outlined.ompred.merged,
; CHECK: call void @__kmpc_parallel_{{51|60}}(ptr @1, i32 %{{[0-9]+}}, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_{{.*}}_scale_if_l14_omp_outlined_omp_outlined.ompred.merged,
;
; REMARK: distribute loop merged into one parallel region per team (schedule 93 in __omp_offloading_{{.*}}_dot_if_l5_omp_outlined_omp_outlined.ompred.merged) for blocks of 128 threads
; REMARK: distribute loop merged into one parallel region per team (schedule 93 in __omp_offloading_{{.*}}_scale_if_l14_omp_outlined_omp_outlined.ompred.merged) for blocks of 128 threads
; REMARK: distribute loop left as emitted: the parallel region has an if clause and the loop would be merged in place
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -nogpulib -S -emit-llvm
;   -Xclang -disable-llvm-passes merge-if.c, of:
;   // if(c): the teams function calls the merged copy where c holds and the
;   // block has the folded chunk's 128 threads
;   double dot_if(const double *a, int n, int c) {
;     double s = 0;
;   #pragma omp target teams distribute parallel for if(c) reduction(+ : s) map(to : a[0 : n])
;     for (int i = 0; i < n; ++i)
;       s += a[i] * a[i];
;     return s;
;   }
;   // if(parallel : c) on a loop that updates in place: the same, and the copy
;   // gets its barrier per stride
;   double scale_if(double *a, int n, int c) {
;     double s = 0;
;   #pragma omp target teams distribute parallel for if(parallel : c) reduction(+ : s) map(tofrom : a[0 : n])
;     for (int i = 0; i < n; ++i) {
;       a[i] = 2 * a[i];
;       s += a[i];
;     }
;     return s;
;   }
;   // num_teams with if(parallel : c): the loop would be merged in place, so it
;   // is left as emitted
;   double teams_if(const double *a, int n, int c) {
;     double s = 0;
;   #pragma omp target teams distribute parallel for num_teams(64) if(parallel : c) reduction(+ : s) map(to : a[0 : n])
;     for (int i = 0; i < n; ++i)
;       s += a[i];
;     return s;
;   }
;

; ModuleID = 'merge-if.c'
source_filename = "merge-if.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { double }
%struct._globalized_locals_ty.1 = type { double }
%struct._globalized_locals_ty.4 = type { double }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_a8e107_dot_if_l5_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a8e107_dot_if_l5_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_a8e107_dot_if_l5_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_a8e107_scale_if_l14_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a8e107_scale_if_l14_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_a8e107_scale_if_l14_dynamic_environment }
@__omp_offloading_fe00_a8e107_teams_if_l25_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a8e107_teams_if_l25_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 64, i32 64, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_a8e107_teams_if_l25_dynamic_environment }

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a8e107_dot_if_l5(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !16
  store i64 %1, ptr %7, align 8, !tbaa !20
  store ptr %2, ptr %8, align 8, !tbaa !16
  store ptr %3, ptr %9, align 8, !tbaa !16
  store i64 %4, ptr %10, align 8, !tbaa !20
  %15 = load ptr, ptr %8, align 8, !tbaa !16
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a8e107_dot_if_l5_kernel_environment, ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %25

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @1)
  %20 = load i32, ptr %7, align 4, !tbaa !22
  store i32 %20, ptr %11, align 4, !tbaa !22
  %21 = load i64, ptr %11, align 8, !tbaa !20
  %22 = load ptr, ptr %9, align 8, !tbaa !16
  %23 = load i32, ptr %10, align 4, !tbaa !22
  store i32 %23, ptr %12, align 4, !tbaa !22
  %24 = load i64, ptr %12, align 8, !tbaa !20
  store i32 0, ptr %13, align 4
  store i32 %19, ptr %14, align 4, !tbaa !22
  call void @__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined(ptr %14, ptr %13, i64 %21, ptr %15, ptr %22, i64 %24) #3
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca [5 x ptr], align 8
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !16
  store ptr %1, ptr %8, align 8, !tbaa !16
  store i64 %2, ptr %9, align 8, !tbaa !20
  store ptr %3, ptr %10, align 8, !tbaa !16
  store ptr %4, ptr %11, align 8, !tbaa !16
  store i64 %5, ptr %12, align 8, !tbaa !20
  %27 = load ptr, ptr %10, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #3
  store double 0.000000e+00, ptr %13, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %28 = load i32, ptr %9, align 4, !tbaa !22
  store i32 %28, ptr %16, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %29 = load i32, ptr %16, align 4, !tbaa !22
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %17, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %16, align 4, !tbaa !22
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %101

35:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %36 = load i32, ptr %17, align 4, !tbaa !22
  store i32 %36, ptr %20, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 1, ptr %21, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 0, ptr %22, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  %37 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !22
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %39, i32 91, ptr %22, ptr %19, ptr %20, ptr %21, i32 1, i32 %37)
  %40 = load i32, ptr %20, align 4, !tbaa !22
  %41 = load i32, ptr %17, align 4, !tbaa !22
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %35
  %44 = load i32, ptr %17, align 4, !tbaa !22
  br label %47

45:                                               ; preds = %35
  %46 = load i32, ptr %20, align 4, !tbaa !22
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %20, align 4, !tbaa !22
  %49 = load i32, ptr %19, align 4, !tbaa !22
  store i32 %49, ptr %14, align 4, !tbaa !22
  br label %50

50:                                               ; preds = %94, %47
  %51 = load i32, ptr %14, align 4, !tbaa !22
  %52 = load i32, ptr %17, align 4, !tbaa !22
  %53 = add nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %56, label %55

55:                                               ; preds = %50
  br label %97

56:                                               ; preds = %50
  %57 = load i32, ptr %19, align 4
  %58 = zext i32 %57 to i64
  %59 = load i32, ptr %20, align 4
  %60 = zext i32 %59 to i64
  %61 = load i32, ptr %9, align 4, !tbaa !22
  store i32 %61, ptr %24, align 4, !tbaa !22
  %62 = load i64, ptr %24, align 8, !tbaa !20
  %63 = load ptr, ptr %11, align 8, !tbaa !16
  %64 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 0
  %65 = inttoptr i64 %58 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !16
  %66 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 1
  %67 = inttoptr i64 %60 to ptr
  store ptr %67, ptr %66, align 8, !tbaa !16
  %68 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 2
  %69 = inttoptr i64 %62 to ptr
  store ptr %69, ptr %68, align 8, !tbaa !16
  %70 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 3
  store ptr %13, ptr %70, align 8, !tbaa !16
  %71 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 4
  store ptr %63, ptr %71, align 8, !tbaa !16
  %72 = load i32, ptr %12, align 4, !tbaa !22
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  %75 = load ptr, ptr %7, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !22
  call void @__kmpc_parallel_51(ptr @1, i32 %76, i32 %74, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined_omp_outlined, ptr null, ptr %25, i64 5)
  br label %77

77:                                               ; preds = %56
  %78 = load i32, ptr %14, align 4, !tbaa !22
  %79 = load i32, ptr %21, align 4, !tbaa !22
  %80 = add nsw i32 %78, %79
  store i32 %80, ptr %14, align 4, !tbaa !22
  %81 = load i32, ptr %19, align 4, !tbaa !22
  %82 = load i32, ptr %21, align 4, !tbaa !22
  %83 = add nsw i32 %81, %82
  store i32 %83, ptr %19, align 4, !tbaa !22
  %84 = load i32, ptr %20, align 4, !tbaa !22
  %85 = load i32, ptr %21, align 4, !tbaa !22
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %20, align 4, !tbaa !22
  %87 = load i32, ptr %20, align 4, !tbaa !22
  %88 = load i32, ptr %17, align 4, !tbaa !22
  %89 = icmp sgt i32 %87, %88
  br i1 %89, label %90, label %92

90:                                               ; preds = %77
  %91 = load i32, ptr %17, align 4, !tbaa !22
  br label %94

92:                                               ; preds = %77
  %93 = load i32, ptr %20, align 4, !tbaa !22
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %91, %90 ], [ %93, %92 ]
  store i32 %95, ptr %20, align 4, !tbaa !22
  %96 = load i32, ptr %19, align 4, !tbaa !22
  store i32 %96, ptr %14, align 4, !tbaa !22
  br label %50

97:                                               ; preds = %55
  br label %98

98:                                               ; preds = %97
  %99 = load ptr, ptr %7, align 8
  %100 = load i32, ptr %99, align 4, !tbaa !22
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %100)
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  br label %101

101:                                              ; preds = %98, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  %102 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %13, ptr %102, align 8
  %103 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %104 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %103, i32 1024, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %110

106:                                              ; preds = %101
  %107 = load double, ptr %27, align 8, !tbaa !24
  %108 = load double, ptr %13, align 8, !tbaa !24
  %109 = fadd double %107, %108
  store double %109, ptr %27, align 8, !tbaa !24
  br label %110

110:                                              ; preds = %106, %101
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %8, align 8, !tbaa !16
  store ptr %1, ptr %9, align 8, !tbaa !16
  store i64 %2, ptr %10, align 8, !tbaa !20
  store i64 %3, ptr %11, align 8, !tbaa !20
  store i64 %4, ptr %12, align 8, !tbaa !20
  store ptr %5, ptr %13, align 8, !tbaa !16
  store ptr %6, ptr %14, align 8, !tbaa !16
  %27 = load ptr, ptr %13, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !22
  store i32 %28, ptr %17, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !22
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !22
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %83

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !22
  store i32 %36, ptr %21, align 4, !tbaa !22
  %37 = load i64, ptr %10, align 8, !tbaa !20
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !20
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !22
  store i32 %40, ptr %21, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !22
  call void @__kmpc_for_static_init_4(ptr @3, i32 %42, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %20, align 4, !tbaa !22
  store i32 %43, ptr %15, align 4, !tbaa !22
  br label %44

44:                                               ; preds = %67, %35
  %45 = load i32, ptr %15, align 4, !tbaa !22
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %11, align 8, !tbaa !20
  %48 = icmp ule i64 %46, %47
  br i1 %48, label %50, label %49

49:                                               ; preds = %44
  br label %71

50:                                               ; preds = %44
  %51 = load i32, ptr %15, align 4, !tbaa !22
  %52 = mul nsw i32 %51, 1
  %53 = add nsw i32 0, %52
  store i32 %53, ptr %25, align 4, !tbaa !22
  %54 = load ptr, ptr %14, align 8, !tbaa !16
  %55 = load i32, ptr %25, align 4, !tbaa !22
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %54, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !24
  %59 = load ptr, ptr %14, align 8, !tbaa !16
  %60 = load i32, ptr %25, align 4, !tbaa !22
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !24
  %64 = load double, ptr %24, align 8, !tbaa !24
  %65 = call double @llvm.fmuladd.f64(double %58, double %63, double %64)
  store double %65, ptr %24, align 8, !tbaa !24
  br label %66

66:                                               ; preds = %50
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %15, align 4, !tbaa !22
  %69 = load i32, ptr %22, align 4, !tbaa !22
  %70 = add nsw i32 %68, %69
  store i32 %70, ptr %15, align 4, !tbaa !22
  br label %44

71:                                               ; preds = %49
  br label %72

72:                                               ; preds = %71
  %73 = load ptr, ptr %8, align 8
  %74 = load i32, ptr %73, align 4, !tbaa !22
  call void @__kmpc_for_static_fini(ptr @3, i32 %74)
  %75 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %75, align 8
  %76 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
  %77 = icmp eq i32 %76, 1
  br i1 %77, label %78, label %82

78:                                               ; preds = %72
  %79 = load double, ptr %27, align 8, !tbaa !24
  %80 = load double, ptr %24, align 8, !tbaa !24
  %81 = fadd double %79, %80
  store double %81, ptr %27, align 8, !tbaa !24
  br label %82

82:                                               ; preds = %78, %72
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %83

83:                                               ; preds = %82, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !24
  %12 = load double, ptr %8, align 8, !tbaa !24
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr double, ptr %16, i64 1
  %19 = load i64, ptr %16, align 8
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i64 @__kmpc_shuffle_int64(i64 %19, i16 %13, i16 %21)
  store i64 %22, ptr %10, align 8
  %23 = getelementptr i64, ptr %16, i64 1
  %24 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load double, ptr %45, align 8
  store double %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_warp_size() #3

declare i64 @__kmpc_shuffle_int64(i64, i16, i16)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #5

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) #6

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !24
  %12 = load double, ptr %8, align 8, !tbaa !24
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func1(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr double, ptr %16, i64 1
  %19 = load i64, ptr %16, align 8
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i64 @__kmpc_shuffle_int64(i64 %19, i16 %13, i16 %21)
  store i64 %22, ptr %10, align 8
  %23 = getelementptr i64, ptr %16, i64 1
  %24 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load double, ptr %45, align 8
  store double %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func2(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: nounwind
declare ptr @__kmpc_reduction_get_fixed_buffer() #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty, ptr %12, i32 0, i32 0
  %14 = load double, ptr %11, align 8
  store double %14, ptr %13, align 8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty, ptr %12, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  store double %14, ptr %11, align 8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_a8e107_dot_if_l5_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #3
  ret void
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)

declare void @__kmpc_target_deinit()

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a8e107_scale_if_l14(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !16
  store i64 %1, ptr %7, align 8, !tbaa !20
  store ptr %2, ptr %8, align 8, !tbaa !16
  store ptr %3, ptr %9, align 8, !tbaa !16
  store i64 %4, ptr %10, align 8, !tbaa !20
  %15 = load ptr, ptr %9, align 8, !tbaa !16
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a8e107_scale_if_l14_kernel_environment, ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %25

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @1)
  %20 = load i32, ptr %7, align 4, !tbaa !22
  store i32 %20, ptr %11, align 4, !tbaa !22
  %21 = load i64, ptr %11, align 8, !tbaa !20
  %22 = load ptr, ptr %8, align 8, !tbaa !16
  %23 = load i32, ptr %10, align 4, !tbaa !22
  store i32 %23, ptr %12, align 4, !tbaa !22
  %24 = load i64, ptr %12, align 8, !tbaa !20
  store i32 0, ptr %13, align 4
  store i32 %19, ptr %14, align 4, !tbaa !22
  call void @__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined(ptr %14, ptr %13, i64 %21, ptr %22, ptr %15, i64 %24) #3
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca [5 x ptr], align 8
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !16
  store ptr %1, ptr %8, align 8, !tbaa !16
  store i64 %2, ptr %9, align 8, !tbaa !20
  store ptr %3, ptr %10, align 8, !tbaa !16
  store ptr %4, ptr %11, align 8, !tbaa !16
  store i64 %5, ptr %12, align 8, !tbaa !20
  %27 = load ptr, ptr %11, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #3
  store double 0.000000e+00, ptr %13, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %28 = load i32, ptr %9, align 4, !tbaa !22
  store i32 %28, ptr %16, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %29 = load i32, ptr %16, align 4, !tbaa !22
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %17, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %16, align 4, !tbaa !22
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %101

35:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %36 = load i32, ptr %17, align 4, !tbaa !22
  store i32 %36, ptr %20, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 1, ptr %21, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 0, ptr %22, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  %37 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !22
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %39, i32 91, ptr %22, ptr %19, ptr %20, ptr %21, i32 1, i32 %37)
  %40 = load i32, ptr %20, align 4, !tbaa !22
  %41 = load i32, ptr %17, align 4, !tbaa !22
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %35
  %44 = load i32, ptr %17, align 4, !tbaa !22
  br label %47

45:                                               ; preds = %35
  %46 = load i32, ptr %20, align 4, !tbaa !22
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %20, align 4, !tbaa !22
  %49 = load i32, ptr %19, align 4, !tbaa !22
  store i32 %49, ptr %14, align 4, !tbaa !22
  br label %50

50:                                               ; preds = %94, %47
  %51 = load i32, ptr %14, align 4, !tbaa !22
  %52 = load i32, ptr %17, align 4, !tbaa !22
  %53 = add nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %56, label %55

55:                                               ; preds = %50
  br label %97

56:                                               ; preds = %50
  %57 = load i32, ptr %19, align 4
  %58 = zext i32 %57 to i64
  %59 = load i32, ptr %20, align 4
  %60 = zext i32 %59 to i64
  %61 = load i32, ptr %9, align 4, !tbaa !22
  store i32 %61, ptr %24, align 4, !tbaa !22
  %62 = load i64, ptr %24, align 8, !tbaa !20
  %63 = load ptr, ptr %10, align 8, !tbaa !16
  %64 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 0
  %65 = inttoptr i64 %58 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !16
  %66 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 1
  %67 = inttoptr i64 %60 to ptr
  store ptr %67, ptr %66, align 8, !tbaa !16
  %68 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 2
  %69 = inttoptr i64 %62 to ptr
  store ptr %69, ptr %68, align 8, !tbaa !16
  %70 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 3
  store ptr %63, ptr %70, align 8, !tbaa !16
  %71 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 4
  store ptr %13, ptr %71, align 8, !tbaa !16
  %72 = load i32, ptr %12, align 4, !tbaa !22
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  %75 = load ptr, ptr %7, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !22
  call void @__kmpc_parallel_51(ptr @1, i32 %76, i32 %74, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined_omp_outlined, ptr null, ptr %25, i64 5)
  br label %77

77:                                               ; preds = %56
  %78 = load i32, ptr %14, align 4, !tbaa !22
  %79 = load i32, ptr %21, align 4, !tbaa !22
  %80 = add nsw i32 %78, %79
  store i32 %80, ptr %14, align 4, !tbaa !22
  %81 = load i32, ptr %19, align 4, !tbaa !22
  %82 = load i32, ptr %21, align 4, !tbaa !22
  %83 = add nsw i32 %81, %82
  store i32 %83, ptr %19, align 4, !tbaa !22
  %84 = load i32, ptr %20, align 4, !tbaa !22
  %85 = load i32, ptr %21, align 4, !tbaa !22
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %20, align 4, !tbaa !22
  %87 = load i32, ptr %20, align 4, !tbaa !22
  %88 = load i32, ptr %17, align 4, !tbaa !22
  %89 = icmp sgt i32 %87, %88
  br i1 %89, label %90, label %92

90:                                               ; preds = %77
  %91 = load i32, ptr %17, align 4, !tbaa !22
  br label %94

92:                                               ; preds = %77
  %93 = load i32, ptr %20, align 4, !tbaa !22
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %91, %90 ], [ %93, %92 ]
  store i32 %95, ptr %20, align 4, !tbaa !22
  %96 = load i32, ptr %19, align 4, !tbaa !22
  store i32 %96, ptr %14, align 4, !tbaa !22
  br label %50

97:                                               ; preds = %55
  br label %98

98:                                               ; preds = %97
  %99 = load ptr, ptr %7, align 8
  %100 = load i32, ptr %99, align 4, !tbaa !22
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %100)
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  br label %101

101:                                              ; preds = %98, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  %102 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %13, ptr %102, align 8
  %103 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %104 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %103, i32 1024, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func5, ptr @_omp_reduction_inter_warp_copy_func6, ptr @_omp_reduction_list_to_global_copy_func7, ptr @_omp_reduction_list_to_global_reduce_func8, ptr @_omp_reduction_global_to_list_copy_func9, ptr @_omp_reduction_global_to_list_reduce_func10)
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %110

106:                                              ; preds = %101
  %107 = load double, ptr %27, align 8, !tbaa !24
  %108 = load double, ptr %13, align 8, !tbaa !24
  %109 = fadd double %107, %108
  store double %109, ptr %27, align 8, !tbaa !24
  br label %110

110:                                              ; preds = %106, %101
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %8, align 8, !tbaa !16
  store ptr %1, ptr %9, align 8, !tbaa !16
  store i64 %2, ptr %10, align 8, !tbaa !20
  store i64 %3, ptr %11, align 8, !tbaa !20
  store i64 %4, ptr %12, align 8, !tbaa !20
  store ptr %5, ptr %13, align 8, !tbaa !16
  store ptr %6, ptr %14, align 8, !tbaa !16
  %27 = load ptr, ptr %14, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !22
  store i32 %28, ptr %17, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !22
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !22
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %88

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !22
  store i32 %36, ptr %21, align 4, !tbaa !22
  %37 = load i64, ptr %10, align 8, !tbaa !20
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !20
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !22
  store i32 %40, ptr %21, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !22
  call void @__kmpc_for_static_init_4(ptr @3, i32 %42, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %20, align 4, !tbaa !22
  store i32 %43, ptr %15, align 4, !tbaa !22
  br label %44

44:                                               ; preds = %72, %35
  %45 = load i32, ptr %15, align 4, !tbaa !22
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %11, align 8, !tbaa !20
  %48 = icmp ule i64 %46, %47
  br i1 %48, label %50, label %49

49:                                               ; preds = %44
  br label %76

50:                                               ; preds = %44
  %51 = load i32, ptr %15, align 4, !tbaa !22
  %52 = mul nsw i32 %51, 1
  %53 = add nsw i32 0, %52
  store i32 %53, ptr %25, align 4, !tbaa !22
  %54 = load ptr, ptr %13, align 8, !tbaa !16
  %55 = load i32, ptr %25, align 4, !tbaa !22
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %54, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !24
  %59 = fmul double 2.000000e+00, %58
  %60 = load ptr, ptr %13, align 8, !tbaa !16
  %61 = load i32, ptr %25, align 4, !tbaa !22
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %60, i64 %62
  store double %59, ptr %63, align 8, !tbaa !24
  %64 = load ptr, ptr %13, align 8, !tbaa !16
  %65 = load i32, ptr %25, align 4, !tbaa !22
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !24
  %69 = load double, ptr %24, align 8, !tbaa !24
  %70 = fadd double %69, %68
  store double %70, ptr %24, align 8, !tbaa !24
  br label %71

71:                                               ; preds = %50
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %15, align 4, !tbaa !22
  %74 = load i32, ptr %22, align 4, !tbaa !22
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %15, align 4, !tbaa !22
  br label %44

76:                                               ; preds = %49
  br label %77

77:                                               ; preds = %76
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %78, align 4, !tbaa !22
  call void @__kmpc_for_static_fini(ptr @3, i32 %79)
  %80 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %80, align 8
  %81 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func3, ptr @_omp_reduction_inter_warp_copy_func4)
  %82 = icmp eq i32 %81, 1
  br i1 %82, label %83, label %87

83:                                               ; preds = %77
  %84 = load double, ptr %27, align 8, !tbaa !24
  %85 = load double, ptr %24, align 8, !tbaa !24
  %86 = fadd double %84, %85
  store double %86, ptr %27, align 8, !tbaa !24
  br label %87

87:                                               ; preds = %83, %77
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %88

88:                                               ; preds = %87, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !24
  %12 = load double, ptr %8, align 8, !tbaa !24
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func3(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr double, ptr %16, i64 1
  %19 = load i64, ptr %16, align 8
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i64 @__kmpc_shuffle_int64(i64 %19, i16 %13, i16 %21)
  store i64 %22, ptr %10, align 8
  %23 = getelementptr i64, ptr %16, i64 1
  %24 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load double, ptr %45, align 8
  store double %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func4(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !24
  %12 = load double, ptr %8, align 8, !tbaa !24
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func5(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr double, ptr %16, i64 1
  %19 = load i64, ptr %16, align 8
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i64 @__kmpc_shuffle_int64(i64 %19, i16 %13, i16 %21)
  store i64 %22, ptr %10, align 8
  %23 = getelementptr i64, ptr %16, i64 1
  %24 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load double, ptr %45, align 8
  store double %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func6(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func7(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %12, i32 0, i32 0
  %14 = load double, ptr %11, align 8
  store double %14, ptr %13, align 8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func8(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func9(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %12, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  store double %14, ptr %11, align 8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func10(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.1, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_a8e107_scale_if_l14_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #3
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a8e107_teams_if_l25(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, i64 noundef %4) #7 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !16
  store i64 %1, ptr %7, align 8, !tbaa !20
  store ptr %2, ptr %8, align 8, !tbaa !16
  store ptr %3, ptr %9, align 8, !tbaa !16
  store i64 %4, ptr %10, align 8, !tbaa !20
  %15 = load ptr, ptr %8, align 8, !tbaa !16
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a8e107_teams_if_l25_kernel_environment, ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %25

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @1)
  %20 = load i32, ptr %7, align 4, !tbaa !22
  store i32 %20, ptr %11, align 4, !tbaa !22
  %21 = load i64, ptr %11, align 8, !tbaa !20
  %22 = load ptr, ptr %9, align 8, !tbaa !16
  %23 = load i32, ptr %10, align 4, !tbaa !22
  store i32 %23, ptr %12, align 4, !tbaa !22
  %24 = load i64, ptr %12, align 8, !tbaa !20
  store i32 0, ptr %13, align 4
  store i32 %19, ptr %14, align 4, !tbaa !22
  call void @__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined(ptr %14, ptr %13, i64 %21, ptr %15, ptr %22, i64 %24) #3
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca [5 x ptr], align 8
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !16
  store ptr %1, ptr %8, align 8, !tbaa !16
  store i64 %2, ptr %9, align 8, !tbaa !20
  store ptr %3, ptr %10, align 8, !tbaa !16
  store ptr %4, ptr %11, align 8, !tbaa !16
  store i64 %5, ptr %12, align 8, !tbaa !20
  %27 = load ptr, ptr %10, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #3
  store double 0.000000e+00, ptr %13, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %28 = load i32, ptr %9, align 4, !tbaa !22
  store i32 %28, ptr %16, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %29 = load i32, ptr %16, align 4, !tbaa !22
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %17, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %16, align 4, !tbaa !22
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %101

35:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %36 = load i32, ptr %17, align 4, !tbaa !22
  store i32 %36, ptr %20, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 1, ptr %21, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 0, ptr %22, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  %37 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !22
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %39, i32 91, ptr %22, ptr %19, ptr %20, ptr %21, i32 1, i32 %37)
  %40 = load i32, ptr %20, align 4, !tbaa !22
  %41 = load i32, ptr %17, align 4, !tbaa !22
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %35
  %44 = load i32, ptr %17, align 4, !tbaa !22
  br label %47

45:                                               ; preds = %35
  %46 = load i32, ptr %20, align 4, !tbaa !22
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %20, align 4, !tbaa !22
  %49 = load i32, ptr %19, align 4, !tbaa !22
  store i32 %49, ptr %14, align 4, !tbaa !22
  br label %50

50:                                               ; preds = %94, %47
  %51 = load i32, ptr %14, align 4, !tbaa !22
  %52 = load i32, ptr %17, align 4, !tbaa !22
  %53 = add nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %56, label %55

55:                                               ; preds = %50
  br label %97

56:                                               ; preds = %50
  %57 = load i32, ptr %19, align 4
  %58 = zext i32 %57 to i64
  %59 = load i32, ptr %20, align 4
  %60 = zext i32 %59 to i64
  %61 = load i32, ptr %9, align 4, !tbaa !22
  store i32 %61, ptr %24, align 4, !tbaa !22
  %62 = load i64, ptr %24, align 8, !tbaa !20
  %63 = load ptr, ptr %11, align 8, !tbaa !16
  %64 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 0
  %65 = inttoptr i64 %58 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !16
  %66 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 1
  %67 = inttoptr i64 %60 to ptr
  store ptr %67, ptr %66, align 8, !tbaa !16
  %68 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 2
  %69 = inttoptr i64 %62 to ptr
  store ptr %69, ptr %68, align 8, !tbaa !16
  %70 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 3
  store ptr %13, ptr %70, align 8, !tbaa !16
  %71 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 4
  store ptr %63, ptr %71, align 8, !tbaa !16
  %72 = load i32, ptr %12, align 4, !tbaa !22
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  %75 = load ptr, ptr %7, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !22
  call void @__kmpc_parallel_51(ptr @1, i32 %76, i32 %74, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined_omp_outlined, ptr null, ptr %25, i64 5)
  br label %77

77:                                               ; preds = %56
  %78 = load i32, ptr %14, align 4, !tbaa !22
  %79 = load i32, ptr %21, align 4, !tbaa !22
  %80 = add nsw i32 %78, %79
  store i32 %80, ptr %14, align 4, !tbaa !22
  %81 = load i32, ptr %19, align 4, !tbaa !22
  %82 = load i32, ptr %21, align 4, !tbaa !22
  %83 = add nsw i32 %81, %82
  store i32 %83, ptr %19, align 4, !tbaa !22
  %84 = load i32, ptr %20, align 4, !tbaa !22
  %85 = load i32, ptr %21, align 4, !tbaa !22
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %20, align 4, !tbaa !22
  %87 = load i32, ptr %20, align 4, !tbaa !22
  %88 = load i32, ptr %17, align 4, !tbaa !22
  %89 = icmp sgt i32 %87, %88
  br i1 %89, label %90, label %92

90:                                               ; preds = %77
  %91 = load i32, ptr %17, align 4, !tbaa !22
  br label %94

92:                                               ; preds = %77
  %93 = load i32, ptr %20, align 4, !tbaa !22
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i32 [ %91, %90 ], [ %93, %92 ]
  store i32 %95, ptr %20, align 4, !tbaa !22
  %96 = load i32, ptr %19, align 4, !tbaa !22
  store i32 %96, ptr %14, align 4, !tbaa !22
  br label %50

97:                                               ; preds = %55
  br label %98

98:                                               ; preds = %97
  %99 = load ptr, ptr %7, align 8
  %100 = load i32, ptr %99, align 4, !tbaa !22
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %100)
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  br label %101

101:                                              ; preds = %98, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  %102 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %13, ptr %102, align 8
  %103 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %104 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %103, i32 1024, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func13, ptr @_omp_reduction_inter_warp_copy_func14, ptr @_omp_reduction_list_to_global_copy_func15, ptr @_omp_reduction_list_to_global_reduce_func16, ptr @_omp_reduction_global_to_list_copy_func17, ptr @_omp_reduction_global_to_list_reduce_func18)
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %110

106:                                              ; preds = %101
  %107 = load double, ptr %27, align 8, !tbaa !24
  %108 = load double, ptr %13, align 8, !tbaa !24
  %109 = fadd double %107, %108
  store double %109, ptr %27, align 8, !tbaa !24
  br label %110

110:                                              ; preds = %106, %101
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %8, align 8, !tbaa !16
  store ptr %1, ptr %9, align 8, !tbaa !16
  store i64 %2, ptr %10, align 8, !tbaa !20
  store i64 %3, ptr %11, align 8, !tbaa !20
  store i64 %4, ptr %12, align 8, !tbaa !20
  store ptr %5, ptr %13, align 8, !tbaa !16
  store ptr %6, ptr %14, align 8, !tbaa !16
  %27 = load ptr, ptr %13, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !22
  store i32 %28, ptr %17, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !22
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !22
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %78

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !22
  store i32 %36, ptr %21, align 4, !tbaa !22
  %37 = load i64, ptr %10, align 8, !tbaa !20
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !20
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !22
  store i32 %40, ptr %21, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !22
  call void @__kmpc_for_static_init_4(ptr @3, i32 %42, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %20, align 4, !tbaa !22
  store i32 %43, ptr %15, align 4, !tbaa !22
  br label %44

44:                                               ; preds = %62, %35
  %45 = load i32, ptr %15, align 4, !tbaa !22
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %11, align 8, !tbaa !20
  %48 = icmp ule i64 %46, %47
  br i1 %48, label %50, label %49

49:                                               ; preds = %44
  br label %66

50:                                               ; preds = %44
  %51 = load i32, ptr %15, align 4, !tbaa !22
  %52 = mul nsw i32 %51, 1
  %53 = add nsw i32 0, %52
  store i32 %53, ptr %25, align 4, !tbaa !22
  %54 = load ptr, ptr %14, align 8, !tbaa !16
  %55 = load i32, ptr %25, align 4, !tbaa !22
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %54, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !24
  %59 = load double, ptr %24, align 8, !tbaa !24
  %60 = fadd double %59, %58
  store double %60, ptr %24, align 8, !tbaa !24
  br label %61

61:                                               ; preds = %50
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %15, align 4, !tbaa !22
  %64 = load i32, ptr %22, align 4, !tbaa !22
  %65 = add nsw i32 %63, %64
  store i32 %65, ptr %15, align 4, !tbaa !22
  br label %44

66:                                               ; preds = %49
  br label %67

67:                                               ; preds = %66
  %68 = load ptr, ptr %8, align 8
  %69 = load i32, ptr %68, align 4, !tbaa !22
  call void @__kmpc_for_static_fini(ptr @3, i32 %69)
  %70 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %70, align 8
  %71 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func11, ptr @_omp_reduction_inter_warp_copy_func12)
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %77

73:                                               ; preds = %67
  %74 = load double, ptr %27, align 8, !tbaa !24
  %75 = load double, ptr %24, align 8, !tbaa !24
  %76 = fadd double %74, %75
  store double %76, ptr %27, align 8, !tbaa !24
  br label %77

77:                                               ; preds = %73, %67
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %78

78:                                               ; preds = %77, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !24
  %12 = load double, ptr %8, align 8, !tbaa !24
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func11(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr double, ptr %16, i64 1
  %19 = load i64, ptr %16, align 8
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i64 @__kmpc_shuffle_int64(i64 %19, i16 %13, i16 %21)
  store i64 %22, ptr %10, align 8
  %23 = getelementptr i64, ptr %16, i64 1
  %24 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load double, ptr %45, align 8
  store double %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func12(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !24
  %12 = load double, ptr %8, align 8, !tbaa !24
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !24
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func13(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store i16 %1, ptr %6, align 2
  store i16 %2, ptr %7, align 2
  store i16 %3, ptr %8, align 2
  %11 = load ptr, ptr %5, align 8
  %12 = load i16, ptr %6, align 2
  %13 = load i16, ptr %7, align 2
  %14 = load i16, ptr %8, align 2
  %15 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %18 = getelementptr double, ptr %16, i64 1
  %19 = load i64, ptr %16, align 8
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i64 @__kmpc_shuffle_int64(i64 %19, i16 %13, i16 %21)
  store i64 %22, ptr %10, align 8
  %23 = getelementptr i64, ptr %16, i64 1
  %24 = getelementptr i64, ptr %10, i64 1
  store ptr %10, ptr %17, align 8
  %25 = icmp eq i16 %14, 0
  %26 = icmp eq i16 %14, 1
  %27 = icmp ult i16 %12, %13
  %28 = and i1 %26, %27
  %29 = icmp eq i16 %14, 2
  %30 = and i16 %12, 1
  %31 = icmp eq i16 %30, 0
  %32 = and i1 %29, %31
  %33 = icmp sgt i16 %13, 0
  %34 = and i1 %32, %33
  %35 = or i1 %25, %28
  %36 = or i1 %35, %34
  br i1 %36, label %37, label %38

37:                                               ; preds = %4
  call void @"__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
  br label %39

38:                                               ; preds = %4
  br label %39

39:                                               ; preds = %38, %37
  %40 = icmp eq i16 %14, 1
  %41 = icmp uge i16 %12, %13
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %47 = load ptr, ptr %46, align 8
  %48 = load double, ptr %45, align 8
  store double %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func14(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %8 = and i32 %7, 31
  %9 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %10 = ashr i32 %9, 5
  %11 = load ptr, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %36, %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp ult i32 %13, 2
  br i1 %14, label %15, label %38

15:                                               ; preds = %12
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %16)
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i32, ptr %20, i32 %13
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10
  %23 = load i32, ptr %21, align 4
  store volatile i32 %23, ptr addrspace(3) %22, align 4
  br label %25

24:                                               ; preds = %15
  br label %25

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @4, i32 %26)
  %27 = load i32, ptr %4, align 4
  %28 = icmp ult i32 %6, %27
  br i1 %28, label %29, label %35

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr i32, ptr %32, i32 %13
  %34 = load volatile i32, ptr addrspace(3) %30, align 4
  store i32 %34, ptr %33, align 4
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1
  store i32 %37, ptr %5, align 4
  br label %12

38:                                               ; preds = %12
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func15(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %12, i32 0, i32 0
  %14 = load double, ptr %11, align 8
  store double %14, ptr %13, align 8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func16(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func17(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %8, i32 %9
  %13 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %12, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  store double %14, ptr %11, align 8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func18(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [1 x ptr], align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0
  %11 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %8, i32 %9
  %12 = getelementptr inbounds %struct._globalized_locals_ty.4, ptr %11, i32 0, i32 0
  store ptr %12, ptr %10, align 8
  %13 = load ptr, ptr %6, align 8
  call void @"__omp_offloading_fe00_a8e107_teams_if_l25_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #3
  ret void
}

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline }
attributes #7 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_num_teams"="64" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!omp_offload.info = !{!7, !8, !9}
!llvm.module.flags = !{!10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !{ptr @__omp_offloading_fe00_a8e107_dot_if_l5, !"maxntidx", i32 128}
!1 = !{ptr @__omp_offloading_fe00_a8e107_scale_if_l14, !"maxntidx", i32 128}
!2 = !{ptr @__omp_offloading_fe00_a8e107_teams_if_l25, !"maxclusterrank", i32 64}
!3 = !{ptr @__omp_offloading_fe00_a8e107_teams_if_l25, !"maxntidx", i32 128}
!4 = !{ptr @__omp_offloading_fe00_a8e107_dot_if_l5, !"kernel", i32 1}
!5 = !{ptr @__omp_offloading_fe00_a8e107_scale_if_l14, !"kernel", i32 1}
!6 = !{ptr @__omp_offloading_fe00_a8e107_teams_if_l25, !"kernel", i32 1}
!7 = !{i32 0, i32 65024, i32 11067655, !"dot_if", i32 5, i32 0, i32 0}
!8 = !{i32 0, i32 65024, i32 11067655, !"scale_if", i32 14, i32 0, i32 1}
!9 = !{i32 0, i32 65024, i32 11067655, !"teams_if", i32 25, i32 0, i32 2}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"openmp", i32 51}
!12 = !{i32 7, !"openmp-device", i32 51}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C/C++ TBAA"}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !18, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !18, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"double", !18, i64 0}
