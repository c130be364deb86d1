; The lockstep barrier of merged loops (plugin/MergeDistribute.cpp,
; addLockstep; docs/plugin.md, "Merged loops that reduce and store") on
; clang-22's device IR of three reductions. A merged loop whose parallel
; region reduces and stores in every iteration tests its end with a block
; barrier that goes on while any thread of the block has an iteration
; (llvm.nvvm.barrier.cta.red.or.aligned.all, LLVM 19's barrier0.or); a
; thread without one goes back to the loop's header and waits at the next
; barrier. Loops that only read, or store in some iterations only, are
; merged without it. A region whose if clause is not the teams function's
; argument is not merged (MergeDistribute.cpp, match(); merge-if.ll has
; those whose clause is).
;
; UTC_ARGS: --function axpy_dot_l4_omp_outlined_omp_outlined.ompred.merged$
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merge-distribute -S %s | %FileCheck %s
; One barrier, and three merged loops:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merge-distribute -S %s -o %t.ll
; RUN: grep -c 'call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(' %t.ll | grep -qx 1
; RUN: grep -c '^define internal void @.*_omp_outlined_omp_outlined.ompred.merged(' %t.ll | grep -qx 3
; The checks fail with the barrier turned off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merge-distribute -ompred-merged-lockstep=false \
; RUN:   -S %s | not %FileCheck %s
; With a run-time if clause on the parallel region that is no argument of
; the teams function (the gtid, loaded through a pointer, stands in for it),
; every loop is left as emitted:
; RUN: sed -E 's/(__kmpc_parallel_60\(ptr @1, i32 ([%][0-9]+)), i32 1,/\1, i32 \2,/' %s > %t.if.ll
; RUN: grep -c '__kmpc_parallel_60(ptr @1, i32 \([%][0-9]*\), i32 \1,' %t.if.ll | grep -qx 3
; RUN: %opt -passes=verify -S %t.if.ll -o %t.if.expected.ll
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merge-distribute -S %t.if.ll -o %t.if.out.ll
; RUN: cmp %t.if.expected.ll %t.if.out.ll
;
; The input: clang-22 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes merged-lockstep.c, of:
;   // Reduces and updates an array in place: merged, with a barrier per stride.
;   double axpy_dot(double *p, const double *r, double s, int n) {
;     double d = 0;
;   #pragma omp target teams distribute parallel for reduction(+ : d) is_device_ptr(p, r)
;     for (int i = 0; i < n; ++i) {
;       p[i] = s * p[i] + r[i];
;       d += p[i];
;     }
;     return d;
;   }
;
;   // Reduces and only reads: merged without one.
;   double dot(const double *a, const double *b, int n) {
;     double d = 0;
;   #pragma omp target teams distribute parallel for reduction(+ : d) is_device_ptr(a, b)
;     for (int i = 0; i < n; ++i)
;       d += a[i] * b[i];
;     return d;
;   }
;
;   // Reduces and stores in some iterations only: merged without one.
;   double clip_sum(double *p, int n) {
;     double d = 0;
;   #pragma omp target teams distribute parallel for reduction(+ : d) is_device_ptr(p)
;     for (int i = 0; i < n; ++i) {
;       if (p[i] > 1)
;         p[i] = 1;
;       d += p[i];
;     }
;     return d;
;   }
;

; ModuleID = 'merged-lockstep.c'
source_filename = "merged-lockstep.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { double }
%struct._globalized_locals_ty.1 = type { double }
%struct._globalized_locals_ty.4 = type { double }

@__omp_rtl_debug_kind = weak_odr hidden constant i32 0
@__omp_rtl_assume_teams_oversubscription = weak_odr hidden constant i32 0
@__omp_rtl_assume_threads_oversubscription = weak_odr hidden constant i32 0
@__omp_rtl_assume_no_thread_state = weak_odr hidden constant i32 0
@__omp_rtl_assume_no_nested_parallelism = weak_odr hidden constant i32 0
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_aae113_axpy_dot_l4_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aae113_axpy_dot_l4_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_aae113_axpy_dot_l4_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_aae113_dot_l15_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aae113_dot_l15_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_aae113_dot_l15_dynamic_environment }
@__omp_offloading_fe00_aae113_clip_sum_l24_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aae113_clip_sum_l24_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_aae113_clip_sum_l24_dynamic_environment }

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aae113_axpy_dot_l4(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8, !tbaa !14
  store i64 %1, ptr %8, align 8, !tbaa !16
  store ptr %2, ptr %9, align 8, !tbaa !18
  store i64 %3, ptr %10, align 8, !tbaa !16
  store ptr %4, ptr %11, align 8, !tbaa !18
  store ptr %5, ptr %12, align 8, !tbaa !18
  %17 = load ptr, ptr %12, align 8, !tbaa !18, !nonnull !20, !align !21
  %18 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aae113_axpy_dot_l4_kernel_environment, ptr %0)
  %19 = icmp eq i32 %18, -1
  br i1 %19, label %20, label %28

20:                                               ; preds = %6
  %21 = call i32 @__kmpc_global_thread_num(ptr @1)
  %22 = load i32, ptr %8, align 4, !tbaa !10
  store i32 %22, ptr %13, align 4, !tbaa !10
  %23 = load i64, ptr %13, align 8, !tbaa !16
  %24 = load ptr, ptr %9, align 8, !tbaa !18
  %25 = load double, ptr %10, align 8, !tbaa !22
  store double %25, ptr %14, align 8, !tbaa !22
  %26 = load i64, ptr %14, align 8, !tbaa !16
  %27 = load ptr, ptr %11, align 8, !tbaa !18
  store i32 0, ptr %15, align 4
  store i32 %21, ptr %16, align 4, !tbaa !10
  call void @__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined(ptr %16, ptr %15, i64 %23, ptr %24, i64 %26, ptr %27, ptr %17) #3
  call void @__kmpc_target_deinit()
  ret void

28:                                               ; preds = %6
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca [7 x ptr], align 8
  %29 = alloca [1 x ptr], align 8
  store ptr %0, ptr %8, align 8, !tbaa !24
  store ptr %1, ptr %9, align 8, !tbaa !24
  store i64 %2, ptr %10, align 8, !tbaa !16
  store ptr %3, ptr %11, align 8, !tbaa !18
  store i64 %4, ptr %12, align 8, !tbaa !16
  store ptr %5, ptr %13, align 8, !tbaa !18
  store ptr %6, ptr %14, align 8, !tbaa !18
  %30 = load ptr, ptr %14, align 8, !tbaa !18, !nonnull !20, !align !21
  call void @llvm.lifetime.start.p0(ptr %15) #3
  store double 0.000000e+00, ptr %15, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr %16) #3
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %31 = load i32, ptr %10, align 4, !tbaa !10
  store i32 %31, ptr %18, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %19) #3
  %32 = load i32, ptr %18, align 4, !tbaa !10
  %33 = sub nsw i32 %32, 0
  %34 = sdiv i32 %33, 1
  %35 = sub nsw i32 %34, 1
  store i32 %35, ptr %19, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr %20) #3
  %36 = load i32, ptr %18, align 4, !tbaa !10
  %37 = icmp slt i32 0, %36
  br i1 %37, label %38, label %107

38:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %39 = load i32, ptr %19, align 4, !tbaa !10
  store i32 %39, ptr %22, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %23) #3
  store i32 1, ptr %23, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %24) #3
  store i32 0, ptr %24, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %25) #3
  %40 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !10
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %42, i32 91, ptr %24, ptr %21, ptr %22, ptr %23, i32 1, i32 %40)
  %43 = load i32, ptr %22, align 4, !tbaa !10
  %44 = load i32, ptr %19, align 4, !tbaa !10
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %38
  %47 = load i32, ptr %19, align 4, !tbaa !10
  br label %50

48:                                               ; preds = %38
  %49 = load i32, ptr %22, align 4, !tbaa !10
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %22, align 4, !tbaa !10
  %52 = load i32, ptr %21, align 4, !tbaa !10
  store i32 %52, ptr %16, align 4, !tbaa !10
  br label %53

53:                                               ; preds = %100, %50
  %54 = load i32, ptr %16, align 4, !tbaa !10
  %55 = load i32, ptr %19, align 4, !tbaa !10
  %56 = add nsw i32 %55, 1
  %57 = icmp slt i32 %54, %56
  br i1 %57, label %59, label %58

58:                                               ; preds = %53
  br label %103

59:                                               ; preds = %53
  %60 = load i32, ptr %21, align 4
  %61 = zext i32 %60 to i64
  %62 = load i32, ptr %22, align 4
  %63 = zext i32 %62 to i64
  %64 = load i32, ptr %10, align 4, !tbaa !10
  store i32 %64, ptr %26, align 4, !tbaa !10
  %65 = load i64, ptr %26, align 8, !tbaa !16
  %66 = load ptr, ptr %11, align 8, !tbaa !18
  %67 = load double, ptr %12, align 8, !tbaa !22
  store double %67, ptr %27, align 8, !tbaa !22
  %68 = load i64, ptr %27, align 8, !tbaa !16
  %69 = load ptr, ptr %13, align 8, !tbaa !18
  %70 = getelementptr inbounds [7 x ptr], ptr %28, i64 0, i64 0
  %71 = inttoptr i64 %61 to ptr
  store ptr %71, ptr %70, align 8, !tbaa !26
  %72 = getelementptr inbounds [7 x ptr], ptr %28, i64 0, i64 1
  %73 = inttoptr i64 %63 to ptr
  store ptr %73, ptr %72, align 8, !tbaa !26
  %74 = getelementptr inbounds [7 x ptr], ptr %28, i64 0, i64 2
  %75 = inttoptr i64 %65 to ptr
  store ptr %75, ptr %74, align 8, !tbaa !26
  %76 = getelementptr inbounds [7 x ptr], ptr %28, i64 0, i64 3
  store ptr %66, ptr %76, align 8, !tbaa !26
  %77 = getelementptr inbounds [7 x ptr], ptr %28, i64 0, i64 4
  %78 = inttoptr i64 %68 to ptr
  store ptr %78, ptr %77, align 8, !tbaa !26
  %79 = getelementptr inbounds [7 x ptr], ptr %28, i64 0, i64 5
  store ptr %69, ptr %79, align 8, !tbaa !26
  %80 = getelementptr inbounds [7 x ptr], ptr %28, i64 0, i64 6
  store ptr %15, ptr %80, align 8, !tbaa !26
  %81 = load ptr, ptr %8, align 8
  %82 = load i32, ptr %81, align 4, !tbaa !10
  call void @__kmpc_parallel_60(ptr @1, i32 %82, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp_outlined, ptr null, ptr %28, i64 7, i32 0)
  br label %83

83:                                               ; preds = %59
  %84 = load i32, ptr %16, align 4, !tbaa !10
  %85 = load i32, ptr %23, align 4, !tbaa !10
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %16, align 4, !tbaa !10
  %87 = load i32, ptr %21, align 4, !tbaa !10
  %88 = load i32, ptr %23, align 4, !tbaa !10
  %89 = add nsw i32 %87, %88
  store i32 %89, ptr %21, align 4, !tbaa !10
  %90 = load i32, ptr %22, align 4, !tbaa !10
  %91 = load i32, ptr %23, align 4, !tbaa !10
  %92 = add nsw i32 %90, %91
  store i32 %92, ptr %22, align 4, !tbaa !10
  %93 = load i32, ptr %22, align 4, !tbaa !10
  %94 = load i32, ptr %19, align 4, !tbaa !10
  %95 = icmp sgt i32 %93, %94
  br i1 %95, label %96, label %98

96:                                               ; preds = %83
  %97 = load i32, ptr %19, align 4, !tbaa !10
  br label %100

98:                                               ; preds = %83
  %99 = load i32, ptr %22, align 4, !tbaa !10
  br label %100

100:                                              ; preds = %98, %96
  %101 = phi i32 [ %97, %96 ], [ %99, %98 ]
  store i32 %101, ptr %22, align 4, !tbaa !10
  %102 = load i32, ptr %21, align 4, !tbaa !10
  store i32 %102, ptr %16, align 4, !tbaa !10
  br label %53

103:                                              ; preds = %58
  br label %104

104:                                              ; preds = %103
  %105 = load ptr, ptr %8, align 8
  %106 = load i32, ptr %105, align 4, !tbaa !10
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %106)
  call void @llvm.lifetime.end.p0(ptr %25) #3
  br label %107

107:                                              ; preds = %104, %7
  call void @llvm.lifetime.end.p0(ptr %24) #3
  call void @llvm.lifetime.end.p0(ptr %23) #3
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %16) #3
  %108 = getelementptr inbounds [1 x ptr], ptr %29, i64 0, i64 0
  store ptr %15, ptr %108, align 8
  %109 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %110 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %109, i32 1024, i64 8, ptr %29, ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %116

112:                                              ; preds = %107
  %113 = load double, ptr %30, align 8, !tbaa !22
  %114 = load double, ptr %15, align 8, !tbaa !22
  %115 = fadd double %113, %114
  store double %115, ptr %30, align 8, !tbaa !22
  br label %116

116:                                              ; preds = %112, %107
  call void @llvm.lifetime.end.p0(ptr %15) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %8) #1 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca [1 x ptr], align 8
  store ptr %0, ptr %10, align 8, !tbaa !24
  store ptr %1, ptr %11, align 8, !tbaa !24
  store i64 %2, ptr %12, align 8, !tbaa !16
  store i64 %3, ptr %13, align 8, !tbaa !16
  store i64 %4, ptr %14, align 8, !tbaa !16
  store ptr %5, ptr %15, align 8, !tbaa !18
  store i64 %6, ptr %16, align 8, !tbaa !16
  store ptr %7, ptr %17, align 8, !tbaa !18
  store ptr %8, ptr %18, align 8, !tbaa !18
  %31 = load ptr, ptr %18, align 8, !tbaa !18, !nonnull !20, !align !21
  call void @llvm.lifetime.start.p0(ptr %19) #3
  call void @llvm.lifetime.start.p0(ptr %21) #3
  %32 = load i32, ptr %14, align 4, !tbaa !10
  store i32 %32, ptr %21, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %33 = load i32, ptr %21, align 4, !tbaa !10
  %34 = sub nsw i32 %33, 0
  %35 = sdiv i32 %34, 1
  %36 = sub nsw i32 %35, 1
  store i32 %36, ptr %22, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr %23) #3
  %37 = load i32, ptr %21, align 4, !tbaa !10
  %38 = icmp slt i32 0, %37
  br i1 %38, label %39, label %98

39:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(ptr %24) #3
  store i32 0, ptr %24, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %25) #3
  %40 = load i32, ptr %22, align 4, !tbaa !10
  store i32 %40, ptr %25, align 4, !tbaa !10
  %41 = load i64, ptr %12, align 8, !tbaa !16
  %42 = trunc i64 %41 to i32
  %43 = load i64, ptr %13, align 8, !tbaa !16
  %44 = trunc i64 %43 to i32
  store i32 %42, ptr %24, align 4, !tbaa !10
  store i32 %44, ptr %25, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %26) #3
  store i32 1, ptr %26, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %27) #3
  store i32 0, ptr %27, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %28) #3
  store double 0.000000e+00, ptr %28, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr %29) #3
  %45 = load ptr, ptr %10, align 8
  %46 = load i32, ptr %45, align 4, !tbaa !10
  call void @__kmpc_for_static_init_4(ptr @3, i32 %46, i32 33, ptr %27, ptr %24, ptr %25, ptr %26, i32 1, i32 1)
  %47 = load i32, ptr %24, align 4, !tbaa !10
  store i32 %47, ptr %19, align 4, !tbaa !10
  br label %48

48:                                               ; preds = %82, %39
  %49 = load i32, ptr %19, align 4, !tbaa !10
  %50 = sext i32 %49 to i64
  %51 = load i64, ptr %13, align 8, !tbaa !16
  %52 = icmp ule i64 %50, %51
  br i1 %52, label %54, label %53

53:                                               ; preds = %48
  br label %86

54:                                               ; preds = %48
  %55 = load i32, ptr %19, align 4, !tbaa !10
  %56 = mul nsw i32 %55, 1
  %57 = add nsw i32 0, %56
  store i32 %57, ptr %29, align 4, !tbaa !10
  %58 = load double, ptr %16, align 8, !tbaa !22
  %59 = load ptr, ptr %15, align 8, !tbaa !18
  %60 = load i32, ptr %29, align 4, !tbaa !10
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !22
  %64 = load ptr, ptr %17, align 8, !tbaa !18
  %65 = load i32, ptr %29, align 4, !tbaa !10
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !22
  %69 = call double @llvm.fmuladd.f64(double %58, double %63, double %68)
  %70 = load ptr, ptr %15, align 8, !tbaa !18
  %71 = load i32, ptr %29, align 4, !tbaa !10
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  store double %69, ptr %73, align 8, !tbaa !22
  %74 = load ptr, ptr %15, align 8, !tbaa !18
  %75 = load i32, ptr %29, align 4, !tbaa !10
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %74, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !22
  %79 = load double, ptr %28, align 8, !tbaa !22
  %80 = fadd double %79, %78
  store double %80, ptr %28, align 8, !tbaa !22
  br label %81

81:                                               ; preds = %54
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %19, align 4, !tbaa !10
  %84 = load i32, ptr %26, align 4, !tbaa !10
  %85 = add nsw i32 %83, %84
  store i32 %85, ptr %19, align 4, !tbaa !10
  br label %48

86:                                               ; preds = %53
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %10, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !10
  call void @__kmpc_for_static_fini(ptr @3, i32 %89)
  %90 = getelementptr inbounds [1 x ptr], ptr %30, i64 0, i64 0
  store ptr %28, ptr %90, align 8
  %91 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %30, ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %97

93:                                               ; preds = %87
  %94 = load double, ptr %31, align 8, !tbaa !22
  %95 = load double, ptr %28, align 8, !tbaa !22
  %96 = fadd double %94, %95
  store double %96, ptr %31, align 8, !tbaa !22
  br label %97

97:                                               ; preds = %93, %87
  call void @llvm.lifetime.end.p0(ptr %29) #3
  call void @llvm.lifetime.end.p0(ptr %28) #3
  call void @llvm.lifetime.end.p0(ptr %27) #3
  call void @llvm.lifetime.end.p0(ptr %26) #3
  call void @llvm.lifetime.end.p0(ptr %25) #3
  call void @llvm.lifetime.end.p0(ptr %24) #3
  br label %98

98:                                               ; preds = %97, %9
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load double, ptr %10, align 8, !tbaa !22
  %12 = load double, ptr %8, align 8, !tbaa !22
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !22
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
  call void @"__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #6

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load double, ptr %10, align 8, !tbaa !22
  %12 = load double, ptr %8, align 8, !tbaa !22
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !22
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
  call void @"__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
  call void @"__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #3
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
  call void @"__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #3
  ret void
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)

declare void @__kmpc_target_deinit()

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aae113_dot_l15(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !14
  store i64 %1, ptr %7, align 8, !tbaa !16
  store ptr %2, ptr %8, align 8, !tbaa !18
  store ptr %3, ptr %9, align 8, !tbaa !18
  store ptr %4, ptr %10, align 8, !tbaa !18
  %14 = load ptr, ptr %8, align 8, !tbaa !18, !nonnull !20, !align !21
  %15 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aae113_dot_l15_kernel_environment, ptr %0)
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %17, label %23

17:                                               ; preds = %5
  %18 = call i32 @__kmpc_global_thread_num(ptr @1)
  %19 = load i32, ptr %7, align 4, !tbaa !10
  store i32 %19, ptr %11, align 4, !tbaa !10
  %20 = load i64, ptr %11, align 8, !tbaa !16
  %21 = load ptr, ptr %9, align 8, !tbaa !18
  %22 = load ptr, ptr %10, align 8, !tbaa !18
  store i32 0, ptr %12, align 4
  store i32 %18, ptr %13, align 4, !tbaa !10
  call void @__omp_offloading_fe00_aae113_dot_l15_omp_outlined(ptr %13, ptr %12, i64 %20, ptr %14, ptr %21, ptr %22) #3
  call void @__kmpc_target_deinit()
  ret void

23:                                               ; preds = %5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aae113_dot_l15_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
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
  %25 = alloca [6 x ptr], align 8
  %26 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !24
  store ptr %1, ptr %8, align 8, !tbaa !24
  store i64 %2, ptr %9, align 8, !tbaa !16
  store ptr %3, ptr %10, align 8, !tbaa !18
  store ptr %4, ptr %11, align 8, !tbaa !18
  store ptr %5, ptr %12, align 8, !tbaa !18
  %27 = load ptr, ptr %10, align 8, !tbaa !18, !nonnull !20, !align !21
  call void @llvm.lifetime.start.p0(ptr %13) #3
  store double 0.000000e+00, ptr %13, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr %14) #3
  call void @llvm.lifetime.start.p0(ptr %16) #3
  %28 = load i32, ptr %9, align 4, !tbaa !10
  store i32 %28, ptr %16, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %29 = load i32, ptr %16, align 4, !tbaa !10
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %17, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr %18) #3
  %33 = load i32, ptr %16, align 4, !tbaa !10
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %100

35:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %20) #3
  %36 = load i32, ptr %17, align 4, !tbaa !10
  store i32 %36, ptr %20, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i32 1, ptr %21, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %22) #3
  store i32 0, ptr %22, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %23) #3
  %37 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !10
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %39, i32 91, ptr %22, ptr %19, ptr %20, ptr %21, i32 1, i32 %37)
  %40 = load i32, ptr %20, align 4, !tbaa !10
  %41 = load i32, ptr %17, align 4, !tbaa !10
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %35
  %44 = load i32, ptr %17, align 4, !tbaa !10
  br label %47

45:                                               ; preds = %35
  %46 = load i32, ptr %20, align 4, !tbaa !10
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %20, align 4, !tbaa !10
  %49 = load i32, ptr %19, align 4, !tbaa !10
  store i32 %49, ptr %14, align 4, !tbaa !10
  br label %50

50:                                               ; preds = %93, %47
  %51 = load i32, ptr %14, align 4, !tbaa !10
  %52 = load i32, ptr %17, align 4, !tbaa !10
  %53 = add nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %56, label %55

55:                                               ; preds = %50
  br label %96

56:                                               ; preds = %50
  %57 = load i32, ptr %19, align 4
  %58 = zext i32 %57 to i64
  %59 = load i32, ptr %20, align 4
  %60 = zext i32 %59 to i64
  %61 = load i32, ptr %9, align 4, !tbaa !10
  store i32 %61, ptr %24, align 4, !tbaa !10
  %62 = load i64, ptr %24, align 8, !tbaa !16
  %63 = load ptr, ptr %11, align 8, !tbaa !18
  %64 = load ptr, ptr %12, align 8, !tbaa !18
  %65 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 0
  %66 = inttoptr i64 %58 to ptr
  store ptr %66, ptr %65, align 8, !tbaa !26
  %67 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 1
  %68 = inttoptr i64 %60 to ptr
  store ptr %68, ptr %67, align 8, !tbaa !26
  %69 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 2
  %70 = inttoptr i64 %62 to ptr
  store ptr %70, ptr %69, align 8, !tbaa !26
  %71 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 3
  store ptr %13, ptr %71, align 8, !tbaa !26
  %72 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 4
  store ptr %63, ptr %72, align 8, !tbaa !26
  %73 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 5
  store ptr %64, ptr %73, align 8, !tbaa !26
  %74 = load ptr, ptr %7, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !10
  call void @__kmpc_parallel_60(ptr @1, i32 %75, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aae113_dot_l15_omp_outlined_omp_outlined, ptr null, ptr %25, i64 6, i32 0)
  br label %76

76:                                               ; preds = %56
  %77 = load i32, ptr %14, align 4, !tbaa !10
  %78 = load i32, ptr %21, align 4, !tbaa !10
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %14, align 4, !tbaa !10
  %80 = load i32, ptr %19, align 4, !tbaa !10
  %81 = load i32, ptr %21, align 4, !tbaa !10
  %82 = add nsw i32 %80, %81
  store i32 %82, ptr %19, align 4, !tbaa !10
  %83 = load i32, ptr %20, align 4, !tbaa !10
  %84 = load i32, ptr %21, align 4, !tbaa !10
  %85 = add nsw i32 %83, %84
  store i32 %85, ptr %20, align 4, !tbaa !10
  %86 = load i32, ptr %20, align 4, !tbaa !10
  %87 = load i32, ptr %17, align 4, !tbaa !10
  %88 = icmp sgt i32 %86, %87
  br i1 %88, label %89, label %91

89:                                               ; preds = %76
  %90 = load i32, ptr %17, align 4, !tbaa !10
  br label %93

91:                                               ; preds = %76
  %92 = load i32, ptr %20, align 4, !tbaa !10
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %90, %89 ], [ %92, %91 ]
  store i32 %94, ptr %20, align 4, !tbaa !10
  %95 = load i32, ptr %19, align 4, !tbaa !10
  store i32 %95, ptr %14, align 4, !tbaa !10
  br label %50

96:                                               ; preds = %55
  br label %97

97:                                               ; preds = %96
  %98 = load ptr, ptr %7, align 8
  %99 = load i32, ptr %98, align 4, !tbaa !10
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %99)
  call void @llvm.lifetime.end.p0(ptr %23) #3
  br label %100

100:                                              ; preds = %97, %6
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %14) #3
  %101 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %13, ptr %101, align 8
  %102 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %103 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %102, i32 1024, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func5, ptr @_omp_reduction_inter_warp_copy_func6, ptr @_omp_reduction_list_to_global_copy_func7, ptr @_omp_reduction_list_to_global_reduce_func8, ptr @_omp_reduction_global_to_list_copy_func9, ptr @_omp_reduction_global_to_list_reduce_func10)
  %104 = icmp eq i32 %103, 1
  br i1 %104, label %105, label %109

105:                                              ; preds = %100
  %106 = load double, ptr %27, align 8, !tbaa !22
  %107 = load double, ptr %13, align 8, !tbaa !22
  %108 = fadd double %106, %107
  store double %108, ptr %27, align 8, !tbaa !22
  br label %109

109:                                              ; preds = %105, %100
  call void @llvm.lifetime.end.p0(ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aae113_dot_l15_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6, ptr noundef %7) #1 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca [1 x ptr], align 8
  store ptr %0, ptr %9, align 8, !tbaa !24
  store ptr %1, ptr %10, align 8, !tbaa !24
  store i64 %2, ptr %11, align 8, !tbaa !16
  store i64 %3, ptr %12, align 8, !tbaa !16
  store i64 %4, ptr %13, align 8, !tbaa !16
  store ptr %5, ptr %14, align 8, !tbaa !18
  store ptr %6, ptr %15, align 8, !tbaa !18
  store ptr %7, ptr %16, align 8, !tbaa !18
  %29 = load ptr, ptr %14, align 8, !tbaa !18, !nonnull !20, !align !21
  call void @llvm.lifetime.start.p0(ptr %17) #3
  call void @llvm.lifetime.start.p0(ptr %19) #3
  %30 = load i32, ptr %13, align 4, !tbaa !10
  store i32 %30, ptr %19, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %20) #3
  %31 = load i32, ptr %19, align 4, !tbaa !10
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %20, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr %21) #3
  %35 = load i32, ptr %19, align 4, !tbaa !10
  %36 = icmp slt i32 0, %35
  br i1 %36, label %37, label %85

37:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(ptr %22) #3
  store i32 0, ptr %22, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %23) #3
  %38 = load i32, ptr %20, align 4, !tbaa !10
  store i32 %38, ptr %23, align 4, !tbaa !10
  %39 = load i64, ptr %11, align 8, !tbaa !16
  %40 = trunc i64 %39 to i32
  %41 = load i64, ptr %12, align 8, !tbaa !16
  %42 = trunc i64 %41 to i32
  store i32 %40, ptr %22, align 4, !tbaa !10
  store i32 %42, ptr %23, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %24) #3
  store i32 1, ptr %24, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %25) #3
  store i32 0, ptr %25, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %26) #3
  store double 0.000000e+00, ptr %26, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr %27) #3
  %43 = load ptr, ptr %9, align 8
  %44 = load i32, ptr %43, align 4, !tbaa !10
  call void @__kmpc_for_static_init_4(ptr @3, i32 %44, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1)
  %45 = load i32, ptr %22, align 4, !tbaa !10
  store i32 %45, ptr %17, align 4, !tbaa !10
  br label %46

46:                                               ; preds = %69, %37
  %47 = load i32, ptr %17, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = load i64, ptr %12, align 8, !tbaa !16
  %50 = icmp ule i64 %48, %49
  br i1 %50, label %52, label %51

51:                                               ; preds = %46
  br label %73

52:                                               ; preds = %46
  %53 = load i32, ptr %17, align 4, !tbaa !10
  %54 = mul nsw i32 %53, 1
  %55 = add nsw i32 0, %54
  store i32 %55, ptr %27, align 4, !tbaa !10
  %56 = load ptr, ptr %15, align 8, !tbaa !18
  %57 = load i32, ptr %27, align 4, !tbaa !10
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !22
  %61 = load ptr, ptr %16, align 8, !tbaa !18
  %62 = load i32, ptr %27, align 4, !tbaa !10
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !22
  %66 = load double, ptr %26, align 8, !tbaa !22
  %67 = call double @llvm.fmuladd.f64(double %60, double %65, double %66)
  store double %67, ptr %26, align 8, !tbaa !22
  br label %68

68:                                               ; preds = %52
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %17, align 4, !tbaa !10
  %71 = load i32, ptr %24, align 4, !tbaa !10
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %17, align 4, !tbaa !10
  br label %46

73:                                               ; preds = %51
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %9, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !10
  call void @__kmpc_for_static_fini(ptr @3, i32 %76)
  %77 = getelementptr inbounds [1 x ptr], ptr %28, i64 0, i64 0
  store ptr %26, ptr %77, align 8
  %78 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %28, ptr @_omp_reduction_shuffle_and_reduce_func3, ptr @_omp_reduction_inter_warp_copy_func4)
  %79 = icmp eq i32 %78, 1
  br i1 %79, label %80, label %84

80:                                               ; preds = %74
  %81 = load double, ptr %29, align 8, !tbaa !22
  %82 = load double, ptr %26, align 8, !tbaa !22
  %83 = fadd double %81, %82
  store double %83, ptr %29, align 8, !tbaa !22
  br label %84

84:                                               ; preds = %80, %74
  call void @llvm.lifetime.end.p0(ptr %27) #3
  call void @llvm.lifetime.end.p0(ptr %26) #3
  call void @llvm.lifetime.end.p0(ptr %25) #3
  call void @llvm.lifetime.end.p0(ptr %24) #3
  call void @llvm.lifetime.end.p0(ptr %23) #3
  call void @llvm.lifetime.end.p0(ptr %22) #3
  br label %85

85:                                               ; preds = %84, %8
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_aae113_dot_l15_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load double, ptr %10, align 8, !tbaa !22
  %12 = load double, ptr %8, align 8, !tbaa !22
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !22
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
  call void @"__omp_offloading_fe00_aae113_dot_l15_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
define internal void @"__omp_offloading_fe00_aae113_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load double, ptr %10, align 8, !tbaa !22
  %12 = load double, ptr %8, align 8, !tbaa !22
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !22
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
  call void @"__omp_offloading_fe00_aae113_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
  call void @"__omp_offloading_fe00_aae113_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #3
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
  call void @"__omp_offloading_fe00_aae113_dot_l15_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #3
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aae113_clip_sum_l24(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !14
  store i64 %1, ptr %6, align 8, !tbaa !16
  store ptr %2, ptr %7, align 8, !tbaa !18
  store ptr %3, ptr %8, align 8, !tbaa !18
  %12 = load ptr, ptr %8, align 8, !tbaa !18, !nonnull !20, !align !21
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aae113_clip_sum_l24_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %20

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4, !tbaa !10
  store i32 %17, ptr %9, align 4, !tbaa !10
  %18 = load i64, ptr %9, align 8, !tbaa !16
  %19 = load ptr, ptr %7, align 8, !tbaa !18
  store i32 0, ptr %10, align 4
  store i32 %16, ptr %11, align 4, !tbaa !10
  call void @__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined(ptr %11, ptr %10, i64 %18, ptr %19, ptr %12) #3
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca [5 x ptr], align 8
  %24 = alloca [1 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !24
  store ptr %1, ptr %7, align 8, !tbaa !24
  store i64 %2, ptr %8, align 8, !tbaa !16
  store ptr %3, ptr %9, align 8, !tbaa !18
  store ptr %4, ptr %10, align 8, !tbaa !18
  %25 = load ptr, ptr %10, align 8, !tbaa !18, !nonnull !20, !align !21
  call void @llvm.lifetime.start.p0(ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr %12) #3
  call void @llvm.lifetime.start.p0(ptr %14) #3
  %26 = load i32, ptr %8, align 4, !tbaa !10
  store i32 %26, ptr %14, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %27 = load i32, ptr %14, align 4, !tbaa !10
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %15, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr %16) #3
  %31 = load i32, ptr %14, align 4, !tbaa !10
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %96

33:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %34 = load i32, ptr %15, align 4, !tbaa !10
  store i32 %34, ptr %18, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %21) #3
  %35 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %36 = load ptr, ptr %6, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !10
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %37, i32 91, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 %35)
  %38 = load i32, ptr %18, align 4, !tbaa !10
  %39 = load i32, ptr %15, align 4, !tbaa !10
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %33
  %42 = load i32, ptr %15, align 4, !tbaa !10
  br label %45

43:                                               ; preds = %33
  %44 = load i32, ptr %18, align 4, !tbaa !10
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  store i32 %46, ptr %18, align 4, !tbaa !10
  %47 = load i32, ptr %17, align 4, !tbaa !10
  store i32 %47, ptr %12, align 4, !tbaa !10
  br label %48

48:                                               ; preds = %89, %45
  %49 = load i32, ptr %12, align 4, !tbaa !10
  %50 = load i32, ptr %15, align 4, !tbaa !10
  %51 = add nsw i32 %50, 1
  %52 = icmp slt i32 %49, %51
  br i1 %52, label %54, label %53

53:                                               ; preds = %48
  br label %92

54:                                               ; preds = %48
  %55 = load i32, ptr %17, align 4
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr %18, align 4
  %58 = zext i32 %57 to i64
  %59 = load i32, ptr %8, align 4, !tbaa !10
  store i32 %59, ptr %22, align 4, !tbaa !10
  %60 = load i64, ptr %22, align 8, !tbaa !16
  %61 = load ptr, ptr %9, align 8, !tbaa !18
  %62 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 0
  %63 = inttoptr i64 %56 to ptr
  store ptr %63, ptr %62, align 8, !tbaa !26
  %64 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 1
  %65 = inttoptr i64 %58 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !26
  %66 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 2
  %67 = inttoptr i64 %60 to ptr
  store ptr %67, ptr %66, align 8, !tbaa !26
  %68 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 3
  store ptr %61, ptr %68, align 8, !tbaa !26
  %69 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 4
  store ptr %11, ptr %69, align 8, !tbaa !26
  %70 = load ptr, ptr %6, align 8
  %71 = load i32, ptr %70, align 4, !tbaa !10
  call void @__kmpc_parallel_60(ptr @1, i32 %71, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined_omp_outlined, ptr null, ptr %23, i64 5, i32 0)
  br label %72

72:                                               ; preds = %54
  %73 = load i32, ptr %12, align 4, !tbaa !10
  %74 = load i32, ptr %19, align 4, !tbaa !10
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %12, align 4, !tbaa !10
  %76 = load i32, ptr %17, align 4, !tbaa !10
  %77 = load i32, ptr %19, align 4, !tbaa !10
  %78 = add nsw i32 %76, %77
  store i32 %78, ptr %17, align 4, !tbaa !10
  %79 = load i32, ptr %18, align 4, !tbaa !10
  %80 = load i32, ptr %19, align 4, !tbaa !10
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %18, align 4, !tbaa !10
  %82 = load i32, ptr %18, align 4, !tbaa !10
  %83 = load i32, ptr %15, align 4, !tbaa !10
  %84 = icmp sgt i32 %82, %83
  br i1 %84, label %85, label %87

85:                                               ; preds = %72
  %86 = load i32, ptr %15, align 4, !tbaa !10
  br label %89

87:                                               ; preds = %72
  %88 = load i32, ptr %18, align 4, !tbaa !10
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %86, %85 ], [ %88, %87 ]
  store i32 %90, ptr %18, align 4, !tbaa !10
  %91 = load i32, ptr %17, align 4, !tbaa !10
  store i32 %91, ptr %12, align 4, !tbaa !10
  br label %48

92:                                               ; preds = %53
  br label %93

93:                                               ; preds = %92
  %94 = load ptr, ptr %6, align 8
  %95 = load i32, ptr %94, align 4, !tbaa !10
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %95)
  call void @llvm.lifetime.end.p0(ptr %21) #3
  br label %96

96:                                               ; preds = %93, %5
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  call void @llvm.lifetime.end.p0(ptr %14) #3
  call void @llvm.lifetime.end.p0(ptr %12) #3
  %97 = getelementptr inbounds [1 x ptr], ptr %24, i64 0, i64 0
  store ptr %11, ptr %97, align 8
  %98 = call ptr @__kmpc_reduction_get_fixed_buffer()
  %99 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %98, i32 1024, i64 8, ptr %24, ptr @_omp_reduction_shuffle_and_reduce_func13, ptr @_omp_reduction_inter_warp_copy_func14, ptr @_omp_reduction_list_to_global_copy_func15, ptr @_omp_reduction_list_to_global_reduce_func16, ptr @_omp_reduction_global_to_list_copy_func17, ptr @_omp_reduction_global_to_list_reduce_func18)
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %105

101:                                              ; preds = %96
  %102 = load double, ptr %25, align 8, !tbaa !22
  %103 = load double, ptr %11, align 8, !tbaa !22
  %104 = fadd double %102, %103
  store double %104, ptr %25, align 8, !tbaa !22
  br label %105

105:                                              ; preds = %101, %96
  call void @llvm.lifetime.end.p0(ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !24
  store ptr %1, ptr %9, align 8, !tbaa !24
  store i64 %2, ptr %10, align 8, !tbaa !16
  store i64 %3, ptr %11, align 8, !tbaa !16
  store i64 %4, ptr %12, align 8, !tbaa !16
  store ptr %5, ptr %13, align 8, !tbaa !18
  store ptr %6, ptr %14, align 8, !tbaa !18
  %27 = load ptr, ptr %14, align 8, !tbaa !18, !nonnull !20, !align !21
  call void @llvm.lifetime.start.p0(ptr %15) #3
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !10
  store i32 %28, ptr %17, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !10
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !10
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %90

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !10
  store i32 %36, ptr %21, align 4, !tbaa !10
  %37 = load i64, ptr %10, align 8, !tbaa !16
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !16
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !10
  store i32 %40, ptr %21, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !10
  call void @__kmpc_for_static_init_4(ptr @3, i32 %42, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %20, align 4, !tbaa !10
  store i32 %43, ptr %15, align 4, !tbaa !10
  br label %44

44:                                               ; preds = %74, %35
  %45 = load i32, ptr %15, align 4, !tbaa !10
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %11, align 8, !tbaa !16
  %48 = icmp ule i64 %46, %47
  br i1 %48, label %50, label %49

49:                                               ; preds = %44
  br label %78

50:                                               ; preds = %44
  %51 = load i32, ptr %15, align 4, !tbaa !10
  %52 = mul nsw i32 %51, 1
  %53 = add nsw i32 0, %52
  store i32 %53, ptr %25, align 4, !tbaa !10
  %54 = load ptr, ptr %13, align 8, !tbaa !18
  %55 = load i32, ptr %25, align 4, !tbaa !10
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %54, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !22
  %59 = fcmp ogt double %58, 1.000000e+00
  br i1 %59, label %60, label %65

60:                                               ; preds = %50
  %61 = load ptr, ptr %13, align 8, !tbaa !18
  %62 = load i32, ptr %25, align 4, !tbaa !10
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %61, i64 %63
  store double 1.000000e+00, ptr %64, align 8, !tbaa !22
  br label %65

65:                                               ; preds = %60, %50
  %66 = load ptr, ptr %13, align 8, !tbaa !18
  %67 = load i32, ptr %25, align 4, !tbaa !10
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %66, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !22
  %71 = load double, ptr %24, align 8, !tbaa !22
  %72 = fadd double %71, %70
  store double %72, ptr %24, align 8, !tbaa !22
  br label %73

73:                                               ; preds = %65
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %15, align 4, !tbaa !10
  %76 = load i32, ptr %22, align 4, !tbaa !10
  %77 = add nsw i32 %75, %76
  store i32 %77, ptr %15, align 4, !tbaa !10
  br label %44

78:                                               ; preds = %49
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %8, align 8
  %81 = load i32, ptr %80, align 4, !tbaa !10
  call void @__kmpc_for_static_fini(ptr @3, i32 %81)
  %82 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %82, align 8
  %83 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func11, ptr @_omp_reduction_inter_warp_copy_func12)
  %84 = icmp eq i32 %83, 1
  br i1 %84, label %85, label %89

85:                                               ; preds = %79
  %86 = load double, ptr %27, align 8, !tbaa !22
  %87 = load double, ptr %24, align 8, !tbaa !22
  %88 = fadd double %86, %87
  store double %88, ptr %27, align 8, !tbaa !22
  br label %89

89:                                               ; preds = %85, %79
  call void @llvm.lifetime.end.p0(ptr %25) #3
  call void @llvm.lifetime.end.p0(ptr %24) #3
  call void @llvm.lifetime.end.p0(ptr %23) #3
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  br label %90

90:                                               ; preds = %89, %7
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load double, ptr %10, align 8, !tbaa !22
  %12 = load double, ptr %8, align 8, !tbaa !22
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !22
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
  call void @"__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
define internal void @"__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load double, ptr %10, align 8, !tbaa !22
  %12 = load double, ptr %8, align 8, !tbaa !22
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !22
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
  call void @"__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
  call void @"__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #3
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
  call void @"__omp_offloading_fe00_aae113_clip_sum_l24_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #3
  ret void
}

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline }

!omp_offload.info = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!llvm.errno.tbaa = !{!10}

!0 = !{i32 0, i32 65024, i32 11198739, !"axpy_dot", i32 4, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 11198739, !"clip_sum", i32 24, i32 0, i32 2}
!2 = !{i32 0, i32 65024, i32 11198739, !"dot", i32 15, i32 0, i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"openmp", i32 51}
!6 = !{i32 7, !"openmp-device", i32 51}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !12, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !12, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"p1 double", !15, i64 0}
!20 = !{}
!21 = !{i64 8}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !12, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"p1 int", !15, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"any p2 pointer", !15, i64 0}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK-LABEL: define internal void @__omp_offloading_fe00_aae113_axpy_dot_l4_omp_outlined_omp_outlined.ompred.merged(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], ptr noundef %[[TMP5:[0-9]+]], i64 noundef %[[TMP6:[0-9]+]], ptr noundef %[[TMP7:[0-9]+]], ptr noundef nonnull align 8 dereferenceable(8) %[[TMP8:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = alloca double, align 8
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = alloca [1 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP10]], align 8, !tbaa !24
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP11]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP12]], align 8, !tbaa !16
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP13]], align 8, !tbaa !16
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP14]], align 8, !tbaa !16
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP15]], align 8, !tbaa !18
; CHECK-NEXT:   store i64 %[[TMP6]], ptr %[[TMP16]], align 8, !tbaa !16
; CHECK-NEXT:   store ptr %[[TMP7]], ptr %[[TMP17]], align 8, !tbaa !18
; CHECK-NEXT:   store ptr %[[TMP8]], ptr %[[TMP18]], align 8, !tbaa !18
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load ptr, ptr %[[TMP18]], align 8, !tbaa !18, !nonnull !20, !align !21
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP21]]) #3
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !10
; CHECK-NEXT:   store i32 %[[TMP32]], ptr %[[TMP21]], align 4, !tbaa !10
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP22]]) #3
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP21]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 0
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = sdiv i32 %[[TMP34]], 1
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = sub nsw i32 %[[TMP35]], 1
; CHECK-NEXT:   store i32 %[[TMP36]], ptr %[[TMP22]], align 4, !tbaa !10
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP23]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP23]], align 4, !tbaa !10
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP23]]) #3
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP21]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = icmp slt i32 0, %[[TMP37]]
; CHECK-NEXT:   br i1 %[[TMP38]], label %[[TMP39:[0-9]+]], label %[[TMP103:[0-9]+]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP24]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP24]], align 4, !tbaa !10
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP25]]) #3
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i32, ptr %[[TMP22]], align 4, !tbaa !10
; CHECK-NEXT:   store i32 %[[TMP40]], ptr %[[TMP25]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = trunc i64 %[[TMP41]] to i32
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = load i64, ptr %[[TMP13]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = trunc i64 %[[TMP43]] to i32
; CHECK-NEXT:   store i32 %[[TMP42]], ptr %[[TMP24]], align 4, !tbaa !10
; CHECK-NEXT:   store i32 %[[TMP44]], ptr %[[TMP25]], align 4, !tbaa !10
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP26]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP26]], align 4, !tbaa !10
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP27]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP27]], align 4, !tbaa !10
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP28]]) #3
; CHECK-NEXT:   store double 0.000000e+00, ptr %[[TMP28]], align 8, !tbaa !22
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP29]]) #3
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i32, ptr %[[TMP45]], align 4, !tbaa !10
; CHECK-NEXT:   %ompred.ub.in = load i32, ptr %[[TMP25]], align 4
; CHECK-NEXT:   call void @__kmpc_for_static_init_4(ptr @3, i32 %[[TMP46]], i32 93, ptr %[[TMP27]], ptr %[[TMP24]], ptr %[[TMP25]], ptr %[[TMP26]], i32 1, i32 1)
; CHECK-NEXT:   %ompred.last = load i32, ptr %[[TMP27]], align 4
; CHECK-NEXT:   %ompred.lb = load i32, ptr %[[TMP24]], align 4
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = icmp sle i32 %ompred.lb, %ompred.ub.in
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = select i1 %[[TMP47]], i32 %ompred.last, i32 0
; CHECK-NEXT:   store i32 %[[TMP48]], ptr %[[TMP27]], align 4
; CHECK-NEXT:   %ompred.stride = load i32, ptr %[[TMP26]], align 4
; CHECK-NEXT:   %ompred.plb = load i32, ptr %[[TMP24]], align 4
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = sub i32 %ompred.ub.in, %ompred.plb
; CHECK-NEXT:   %ompred.left = add i32 %[[TMP49]], 1
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = call i32 @llvm.umin.i32(i32 %ompred.stride, i32 %ompred.left), !ompred.merged.stride !20
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = and i32 %[[TMP50]], 2147483647
; CHECK-NEXT:   store i32 %[[TMP51]], ptr %[[TMP26]], align 4
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = load i32, ptr %[[TMP24]], align 4, !tbaa !10
; CHECK-NEXT:   store i32 %[[TMP52]], ptr %[[TMP19]], align 4, !tbaa !10
; CHECK-NEXT:   br label %[[TMP53:[0-9]+]]
; CHECK: [[TMP53]]:
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = sext i32 %[[TMP54]] to i64
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = load i64, ptr %[[TMP13]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = icmp ule i64 %[[TMP55]], %[[TMP56]]
; CHECK-NEXT:   %ompred.any = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %[[TMP57]])
; CHECK-NEXT:   br i1 %ompred.any, label %ompred.lockstep, label %[[TMP58:[0-9]+]]
; CHECK: [[TMP58]]:
; CHECK-NEXT:   br label %[[TMP91:[0-9]+]]
; CHECK: ompred.lockstep:
; CHECK-NEXT:   br i1 %[[TMP57]], label %[[TMP59:[0-9]+]], label %[[TMP53]]
; CHECK: [[TMP59]]:
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = mul nsw i32 %[[TMP60]], 1
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = add nsw i32 0, %[[TMP61]]
; CHECK-NEXT:   store i32 %[[TMP62]], ptr %[[TMP29]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = load double, ptr %[[TMP16]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = load ptr, ptr %[[TMP15]], align 8, !tbaa !18
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = load i32, ptr %[[TMP29]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = sext i32 %[[TMP65]] to i64
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP64]], i64 %[[TMP66]]
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = load double, ptr %[[TMP67]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load ptr, ptr %[[TMP17]], align 8, !tbaa !18
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = load i32, ptr %[[TMP29]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = sext i32 %[[TMP70]] to i64
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP69]], i64 %[[TMP71]]
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load double, ptr %[[TMP72]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = call double @llvm.fmuladd.f64(double %[[TMP63]], double %[[TMP68]], double %[[TMP73]])
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = load ptr, ptr %[[TMP15]], align 8, !tbaa !18
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = load i32, ptr %[[TMP29]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = sext i32 %[[TMP76]] to i64
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP75]], i64 %[[TMP77]]
; CHECK-NEXT:   store double %[[TMP74]], ptr %[[TMP78]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = load ptr, ptr %[[TMP15]], align 8, !tbaa !18
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = load i32, ptr %[[TMP29]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = sext i32 %[[TMP80]] to i64
; CHECK-NEXT:   %[[TMP82:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP79]], i64 %[[TMP81]]
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = load double, ptr %[[TMP82]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = load double, ptr %[[TMP28]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = fadd double %[[TMP84]], %[[TMP83]]
; CHECK-NEXT:   store double %[[TMP85]], ptr %[[TMP28]], align 8, !tbaa !22
; CHECK-NEXT:   br label %[[TMP86:[0-9]+]]
; CHECK: [[TMP86]]:
; CHECK-NEXT:   br label %[[TMP87:[0-9]+]]
; CHECK: [[TMP87]]:
; CHECK-NEXT:   %[[TMP88:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = load i32, ptr %[[TMP26]], align 4, !tbaa !10
; CHECK-NEXT:   %[[TMP90:[0-9]+]] = add nsw i32 %[[TMP88]], %[[TMP89]]
; CHECK-NEXT:   store i32 %[[TMP90]], ptr %[[TMP19]], align 4, !tbaa !10
; CHECK-NEXT:   br label %[[TMP53]]
; CHECK: [[TMP91]]:
; CHECK-NEXT:   br label %[[TMP92:[0-9]+]]
; CHECK: [[TMP92]]:
; CHECK-NEXT:   %[[TMP93:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8
; CHECK-NEXT:   %[[TMP94:[0-9]+]] = load i32, ptr %[[TMP93]], align 4, !tbaa !10
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP94]])
; CHECK-NEXT:   %[[TMP95:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP30]], i64 0, i64 0
; CHECK-NEXT:   store ptr %[[TMP28]], ptr %[[TMP95]], align 8
; CHECK-NEXT:   %[[TMP96:[0-9]+]] = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %[[TMP30]], ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
; CHECK-NEXT:   %[[TMP97:[0-9]+]] = icmp eq i32 %[[TMP96]], 1
; CHECK-NEXT:   br i1 %[[TMP97]], label %[[TMP98:[0-9]+]], label %[[TMP102:[0-9]+]]
; CHECK: [[TMP98]]:
; CHECK-NEXT:   %[[TMP99:[0-9]+]] = load double, ptr %[[TMP31]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP100:[0-9]+]] = load double, ptr %[[TMP28]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP101:[0-9]+]] = fadd double %[[TMP99]], %[[TMP100]]
; CHECK-NEXT:   store double %[[TMP101]], ptr %[[TMP31]], align 8, !tbaa !22
; CHECK-NEXT:   br label %[[TMP102]]
; CHECK: [[TMP102]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP29]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP28]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP27]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP26]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP25]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP24]]) #3
; CHECK-NEXT:   br label %[[TMP103]]
; CHECK: [[TMP103]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP22]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP19]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
