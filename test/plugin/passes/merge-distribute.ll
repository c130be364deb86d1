; The distribute-loop merge (plugin/MergeDistribute.cpp, docs/plugin.md) on
; clang-19's device IR of two `target teams distribute parallel for` loops.
; With clang's default thread limit (128), which OpenMPOpt folds the chunk
; to, the merge goes into copies of the teams function and of the parallel
; region (.ompred.merged), which the original calls when %ntid.x is 128;
; other launches run clang's loop. With a thread_limit known only at run
; time, in place. Merged: the distribute init works on copies of the bounds
; with the block size as chunk, the loop makes one trip, the inner init
; takes schedule 93 and a bounded stride.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merge-distribute -ompred-merge-without-reduction -S %s | %FileCheck %s
; The checks fail with the merge turned off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merge-distribute -ompred-merge-without-reduction \
; RUN:   -ompred-merge-distribute=false -S %s | not %FileCheck %s
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes merge-distribute.c, of:
;   // Merged in copies for blocks of clang's default 128 threads.
;   void scale(double *x, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(x)
;     for (int i = 0; i < n; ++i)
;       x[i] *= 2;
;   }
;
;   // thread_limit known only at run time: merged in place.
;   void scale_runtime_limit(double *x, int n, int t) {
;   #pragma omp target teams distribute parallel for thread_limit(t) is_device_ptr(x)
;     for (int i = 0; i < n; ++i)
;       x[i] *= 2;
;   }
;

; ModuleID = 'merge-distribute.c'
source_filename = "merge-distribute.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@__omp_rtl_debug_kind = weak_odr hidden constant i32 0
@__omp_rtl_assume_teams_oversubscription = weak_odr hidden constant i32 0
@__omp_rtl_assume_threads_oversubscription = weak_odr hidden constant i32 0
@__omp_rtl_assume_no_thread_state = weak_odr hidden constant i32 0
@__omp_rtl_assume_no_nested_parallelism = weak_odr hidden constant i32 0
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_a80103_scale_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a80103_scale_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a80103_scale_l3_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_a80103_scale_runtime_limit_l10_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a80103_scale_runtime_limit_l10_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_dynamic_environment }

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a80103_scale_l3(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store i64 %1, ptr %5, align 8, !tbaa !15
  store ptr %2, ptr %6, align 8, !tbaa !11
  %10 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a80103_scale_l3_kernel_environment, ptr %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = call i32 @__kmpc_global_thread_num(ptr @1)
  %14 = load i32, ptr %5, align 4, !tbaa !17
  store i32 %14, ptr %7, align 4, !tbaa !17
  %15 = load i64, ptr %7, align 8, !tbaa !15
  %16 = load ptr, ptr %6, align 8, !tbaa !11
  store i32 0, ptr %8, align 4
  store i32 %13, ptr %9, align 4, !tbaa !17
  call void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined(ptr %9, ptr %8, i64 %15, ptr %16) #3
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca [4 x ptr], align 8
  store ptr %0, ptr %5, align 8, !tbaa !11
  store ptr %1, ptr %6, align 8, !tbaa !11
  store i64 %2, ptr %7, align 8, !tbaa !15
  store ptr %3, ptr %8, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  %21 = load i32, ptr %7, align 4, !tbaa !17
  store i32 %21, ptr %11, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %22 = load i32, ptr %11, align 4, !tbaa !17
  %23 = sub nsw i32 %22, 0
  %24 = sdiv i32 %23, 1
  %25 = sub nsw i32 %24, 1
  store i32 %25, ptr %12, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  store i32 0, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  %26 = load i32, ptr %11, align 4, !tbaa !17
  %27 = icmp slt i32 0, %26
  br i1 %27, label %28, label %90

28:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  store i32 0, ptr %14, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %29 = load i32, ptr %12, align 4, !tbaa !17
  store i32 %29, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 1, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %30 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !17
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %32, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i32 1, i32 %30)
  %33 = load i32, ptr %15, align 4, !tbaa !17
  %34 = load i32, ptr %12, align 4, !tbaa !17
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %28
  %37 = load i32, ptr %12, align 4, !tbaa !17
  br label %40

38:                                               ; preds = %28
  %39 = load i32, ptr %15, align 4, !tbaa !17
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %15, align 4, !tbaa !17
  %42 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %42, ptr %9, align 4, !tbaa !17
  br label %43

43:                                               ; preds = %83, %40
  %44 = load i32, ptr %9, align 4, !tbaa !17
  %45 = load i32, ptr %12, align 4, !tbaa !17
  %46 = add nsw i32 %45, 1
  %47 = icmp slt i32 %44, %46
  br i1 %47, label %49, label %48

48:                                               ; preds = %43
  br label %86

49:                                               ; preds = %43
  %50 = load i32, ptr %14, align 4
  %51 = zext i32 %50 to i64
  %52 = load i32, ptr %15, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %7, align 4, !tbaa !17
  store i32 %54, ptr %19, align 4, !tbaa !17
  %55 = load i64, ptr %19, align 8, !tbaa !15
  %56 = load ptr, ptr %8, align 8, !tbaa !11
  %57 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %58 = inttoptr i64 %51 to ptr
  store ptr %58, ptr %57, align 8, !tbaa !11
  %59 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %60 = inttoptr i64 %53 to ptr
  store ptr %60, ptr %59, align 8, !tbaa !11
  %61 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %62 = inttoptr i64 %55 to ptr
  store ptr %62, ptr %61, align 8, !tbaa !11
  %63 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %56, ptr %63, align 8, !tbaa !11
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !17
  call void @__kmpc_parallel_51(ptr @1, i32 %65, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80103_scale_l3_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4)
  br label %66

66:                                               ; preds = %49
  %67 = load i32, ptr %9, align 4, !tbaa !17
  %68 = load i32, ptr %16, align 4, !tbaa !17
  %69 = add nsw i32 %67, %68
  store i32 %69, ptr %9, align 4, !tbaa !17
  %70 = load i32, ptr %14, align 4, !tbaa !17
  %71 = load i32, ptr %16, align 4, !tbaa !17
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %14, align 4, !tbaa !17
  %73 = load i32, ptr %15, align 4, !tbaa !17
  %74 = load i32, ptr %16, align 4, !tbaa !17
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %15, align 4, !tbaa !17
  %76 = load i32, ptr %15, align 4, !tbaa !17
  %77 = load i32, ptr %12, align 4, !tbaa !17
  %78 = icmp sgt i32 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %66
  %80 = load i32, ptr %12, align 4, !tbaa !17
  br label %83

81:                                               ; preds = %66
  %82 = load i32, ptr %15, align 4, !tbaa !17
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %80, %79 ], [ %82, %81 ]
  store i32 %84, ptr %15, align 4, !tbaa !17
  %85 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %85, ptr %9, align 4, !tbaa !17
  br label %43

86:                                               ; preds = %48
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !17
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %89)
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  br label %90

90:                                               ; preds = %87, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #3
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
define internal void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %7, align 8, !tbaa !11
  store ptr %1, ptr %8, align 8, !tbaa !11
  store i64 %2, ptr %9, align 8, !tbaa !15
  store i64 %3, ptr %10, align 8, !tbaa !15
  store i64 %4, ptr %11, align 8, !tbaa !15
  store ptr %5, ptr %12, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %23 = load i32, ptr %11, align 4, !tbaa !17
  store i32 %23, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %24 = load i32, ptr %15, align 4, !tbaa !17
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %15, align 4, !tbaa !17
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %64

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %31 = load i32, ptr %16, align 4, !tbaa !17
  store i32 %31, ptr %19, align 4, !tbaa !17
  %32 = load i64, ptr %9, align 8, !tbaa !15
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %10, align 8, !tbaa !15
  %35 = trunc i64 %34 to i32
  store i32 %33, ptr %18, align 4, !tbaa !17
  store i32 %35, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %38 = load i32, ptr %18, align 4, !tbaa !17
  store i32 %38, ptr %13, align 4, !tbaa !17
  br label %39

39:                                               ; preds = %56, %30
  %40 = load i32, ptr %13, align 4, !tbaa !17
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %10, align 8, !tbaa !15
  %43 = icmp ule i64 %41, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  br label %60

45:                                               ; preds = %39
  %46 = load i32, ptr %13, align 4, !tbaa !17
  %47 = mul nsw i32 %46, 1
  %48 = add nsw i32 0, %47
  store i32 %48, ptr %22, align 4, !tbaa !17
  %49 = load ptr, ptr %12, align 8, !tbaa !11
  %50 = load i32, ptr %22, align 4, !tbaa !17
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !19
  %54 = fmul double %53, 2.000000e+00
  store double %54, ptr %52, align 8, !tbaa !19
  br label %55

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %13, align 4, !tbaa !17
  %58 = load i32, ptr %20, align 4, !tbaa !17
  %59 = add nsw i32 %57, %58
  store i32 %59, ptr %13, align 4, !tbaa !17
  br label %39

60:                                               ; preds = %44
  br label %61

61:                                               ; preds = %60
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %62, align 4, !tbaa !17
  call void @__kmpc_for_static_fini(ptr @3, i32 %63)
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  br label %64

64:                                               ; preds = %61, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) #4

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

declare void @__kmpc_target_deinit()

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a80103_scale_runtime_limit_l10(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #5 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !11
  store i64 %1, ptr %6, align 8, !tbaa !15
  store ptr %2, ptr %7, align 8, !tbaa !11
  store i64 %3, ptr %8, align 8, !tbaa !15
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_kernel_environment, ptr %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %19

14:                                               ; preds = %4
  %15 = call i32 @__kmpc_global_thread_num(ptr @1)
  %16 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %16, ptr %9, align 4, !tbaa !17
  %17 = load i64, ptr %9, align 8, !tbaa !15
  %18 = load ptr, ptr %7, align 8, !tbaa !11
  store i32 0, ptr %10, align 4
  store i32 %15, ptr %11, align 4, !tbaa !17
  call void @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18) #3
  call void @__kmpc_target_deinit()
  ret void

19:                                               ; preds = %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca [4 x ptr], align 8
  store ptr %0, ptr %5, align 8, !tbaa !11
  store ptr %1, ptr %6, align 8, !tbaa !11
  store i64 %2, ptr %7, align 8, !tbaa !15
  store ptr %3, ptr %8, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  %21 = load i32, ptr %7, align 4, !tbaa !17
  store i32 %21, ptr %11, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %22 = load i32, ptr %11, align 4, !tbaa !17
  %23 = sub nsw i32 %22, 0
  %24 = sdiv i32 %23, 1
  %25 = sub nsw i32 %24, 1
  store i32 %25, ptr %12, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  store i32 0, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  %26 = load i32, ptr %11, align 4, !tbaa !17
  %27 = icmp slt i32 0, %26
  br i1 %27, label %28, label %90

28:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  store i32 0, ptr %14, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %29 = load i32, ptr %12, align 4, !tbaa !17
  store i32 %29, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 1, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %30 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !17
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %32, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i32 1, i32 %30)
  %33 = load i32, ptr %15, align 4, !tbaa !17
  %34 = load i32, ptr %12, align 4, !tbaa !17
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %28
  %37 = load i32, ptr %12, align 4, !tbaa !17
  br label %40

38:                                               ; preds = %28
  %39 = load i32, ptr %15, align 4, !tbaa !17
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %15, align 4, !tbaa !17
  %42 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %42, ptr %9, align 4, !tbaa !17
  br label %43

43:                                               ; preds = %83, %40
  %44 = load i32, ptr %9, align 4, !tbaa !17
  %45 = load i32, ptr %12, align 4, !tbaa !17
  %46 = add nsw i32 %45, 1
  %47 = icmp slt i32 %44, %46
  br i1 %47, label %49, label %48

48:                                               ; preds = %43
  br label %86

49:                                               ; preds = %43
  %50 = load i32, ptr %14, align 4
  %51 = zext i32 %50 to i64
  %52 = load i32, ptr %15, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %7, align 4, !tbaa !17
  store i32 %54, ptr %19, align 4, !tbaa !17
  %55 = load i64, ptr %19, align 8, !tbaa !15
  %56 = load ptr, ptr %8, align 8, !tbaa !11
  %57 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %58 = inttoptr i64 %51 to ptr
  store ptr %58, ptr %57, align 8, !tbaa !11
  %59 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %60 = inttoptr i64 %53 to ptr
  store ptr %60, ptr %59, align 8, !tbaa !11
  %61 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %62 = inttoptr i64 %55 to ptr
  store ptr %62, ptr %61, align 8, !tbaa !11
  %63 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %56, ptr %63, align 8, !tbaa !11
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !17
  call void @__kmpc_parallel_51(ptr @1, i32 %65, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4)
  br label %66

66:                                               ; preds = %49
  %67 = load i32, ptr %9, align 4, !tbaa !17
  %68 = load i32, ptr %16, align 4, !tbaa !17
  %69 = add nsw i32 %67, %68
  store i32 %69, ptr %9, align 4, !tbaa !17
  %70 = load i32, ptr %14, align 4, !tbaa !17
  %71 = load i32, ptr %16, align 4, !tbaa !17
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %14, align 4, !tbaa !17
  %73 = load i32, ptr %15, align 4, !tbaa !17
  %74 = load i32, ptr %16, align 4, !tbaa !17
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %15, align 4, !tbaa !17
  %76 = load i32, ptr %15, align 4, !tbaa !17
  %77 = load i32, ptr %12, align 4, !tbaa !17
  %78 = icmp sgt i32 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %66
  %80 = load i32, ptr %12, align 4, !tbaa !17
  br label %83

81:                                               ; preds = %66
  %82 = load i32, ptr %15, align 4, !tbaa !17
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %80, %79 ], [ %82, %81 ]
  store i32 %84, ptr %15, align 4, !tbaa !17
  %85 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %85, ptr %9, align 4, !tbaa !17
  br label %43

86:                                               ; preds = %48
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !17
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %89)
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  br label %90

90:                                               ; preds = %87, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %7, align 8, !tbaa !11
  store ptr %1, ptr %8, align 8, !tbaa !11
  store i64 %2, ptr %9, align 8, !tbaa !15
  store i64 %3, ptr %10, align 8, !tbaa !15
  store i64 %4, ptr %11, align 8, !tbaa !15
  store ptr %5, ptr %12, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %23 = load i32, ptr %11, align 4, !tbaa !17
  store i32 %23, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %24 = load i32, ptr %15, align 4, !tbaa !17
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %15, align 4, !tbaa !17
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %64

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %31 = load i32, ptr %16, align 4, !tbaa !17
  store i32 %31, ptr %19, align 4, !tbaa !17
  %32 = load i64, ptr %9, align 8, !tbaa !15
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %10, align 8, !tbaa !15
  %35 = trunc i64 %34 to i32
  store i32 %33, ptr %18, align 4, !tbaa !17
  store i32 %35, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %38 = load i32, ptr %18, align 4, !tbaa !17
  store i32 %38, ptr %13, align 4, !tbaa !17
  br label %39

39:                                               ; preds = %56, %30
  %40 = load i32, ptr %13, align 4, !tbaa !17
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %10, align 8, !tbaa !15
  %43 = icmp ule i64 %41, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  br label %60

45:                                               ; preds = %39
  %46 = load i32, ptr %13, align 4, !tbaa !17
  %47 = mul nsw i32 %46, 1
  %48 = add nsw i32 0, %47
  store i32 %48, ptr %22, align 4, !tbaa !17
  %49 = load ptr, ptr %12, align 8, !tbaa !11
  %50 = load i32, ptr %22, align 4, !tbaa !17
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !19
  %54 = fmul double %53, 2.000000e+00
  store double %54, ptr %52, align 8, !tbaa !19
  br label %55

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %13, align 4, !tbaa !17
  %58 = load i32, ptr %20, align 4, !tbaa !17
  %59 = add nsw i32 %57, %58
  store i32 %59, ptr %13, align 4, !tbaa !17
  br label %39

60:                                               ; preds = %44
  br label %61

61:                                               ; preds = %60
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %62, align 4, !tbaa !17
  call void @__kmpc_for_static_fini(ptr @3, i32 %63)
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  br label %64

64:                                               ; preds = %61, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  ret void
}

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline }
attributes #5 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }

!nvvm.annotations = !{!0, !1, !2}
!omp_offload.info = !{!3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = !{ptr @__omp_offloading_fe00_a80103_scale_l3, !"maxntidx", i32 128}
!1 = !{ptr @__omp_offloading_fe00_a80103_scale_l3, !"kernel", i32 1}
!2 = !{ptr @__omp_offloading_fe00_a80103_scale_runtime_limit_l10, !"kernel", i32 1}
!3 = !{i32 0, i32 65024, i32 11010307, !"scale", i32 3, i32 0, i32 0}
!4 = !{i32 0, i32 65024, i32 11010307, !"scale_runtime_limit", i32 10, i32 0, i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"openmp", i32 51}
!7 = !{i32 7, !"openmp-device", i32 51}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !13, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !13, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !13, i64 0}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK-LABEL: define weak_odr protected void @__omp_offloading_fe00_a80103_scale_l3(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], i64 noundef %[[TMP1:[0-9]+]], ptr noundef %[[TMP2:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP2]], ptr %[[TMP6]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a80103_scale_l3_kernel_environment, ptr %[[TMP0]])
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = icmp eq i32 %[[TMP10]], -1
; CHECK-NEXT:   br i1 %[[TMP11]], label %[[TMP12:[0-9]+]], label %[[TMP17:[0-9]+]]
; CHECK: [[TMP12]]:
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = load i32, ptr %[[TMP5]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP14]], ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8, !tbaa !11
; CHECK-NEXT:   store i32 0, ptr %[[TMP8]], align 4
; CHECK-NEXT:   store i32 %[[TMP13]], ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined(ptr %[[TMP9]], ptr %[[TMP8]], i64 %[[TMP15]], ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @__kmpc_target_deinit()
; CHECK-NEXT:   ret void
; CHECK: [[TMP17]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   %ompred.block.size = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:   %ompred.merged = icmp eq i32 %ompred.block.size, 128
; CHECK-NEXT:   br i1 %ompred.merged, label %ompred.merged.call, label %ompred.chunked
; CHECK: ompred.merged.call:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined.ompred.merged(ptr %[[TMP0]], ptr %[[TMP1]], i64 %[[TMP2]], ptr %[[TMP3]])
; CHECK-NEXT:   ret void
; CHECK: ompred.chunked:
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !11
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP7]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP9]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP21]], ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = sub nsw i32 %[[TMP22]], 0
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = sdiv i32 %[[TMP23]], 1
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sub nsw i32 %[[TMP24]], 1
; CHECK-NEXT:   store i32 %[[TMP25]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = icmp slt i32 0, %[[TMP26]]
; CHECK-NEXT:   br i1 %[[TMP27]], label %[[TMP28:[0-9]+]], label %[[TMP90:[0-9]+]]
; CHECK: [[TMP28]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP29]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i32, ptr %[[TMP31]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_4(ptr @2, i32 %[[TMP32]], i32 91, ptr %[[TMP17]], ptr %[[TMP14]], ptr %[[TMP15]], ptr %[[TMP16]], i32 1, i32 %[[TMP30]])
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = icmp sgt i32 %[[TMP33]], %[[TMP34]]
; CHECK-NEXT:   br i1 %[[TMP35]], label %[[TMP36:[0-9]+]], label %[[TMP38:[0-9]+]]
; CHECK: [[TMP36]]:
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP40:[0-9]+]]
; CHECK: [[TMP38]]:
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP40]]
; CHECK: [[TMP40]]:
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = phi i32 [ %[[TMP37]], %[[TMP36]] ], [ %[[TMP39]], %[[TMP38]] ]
; CHECK-NEXT:   store i32 %[[TMP41]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP42]], ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP43:[0-9]+]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = add nsw i32 %[[TMP45]], 1
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = icmp slt i32 %[[TMP44]], %[[TMP46]]
; CHECK-NEXT:   br i1 %[[TMP47]], label %[[TMP49:[0-9]+]], label %[[TMP48:[0-9]+]]
; CHECK: [[TMP48]]:
; CHECK-NEXT:   br label %[[TMP86:[0-9]+]]
; CHECK: [[TMP49]]:
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = load i32, ptr %[[TMP14]], align 4
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = zext i32 %[[TMP50]] to i64
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = load i32, ptr %[[TMP15]], align 4
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = zext i32 %[[TMP52]] to i64
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP54]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i64, ptr %[[TMP19]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = inttoptr i64 %[[TMP51]] to ptr
; CHECK-NEXT:   store ptr %[[TMP58]], ptr %[[TMP57]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = inttoptr i64 %[[TMP53]] to ptr
; CHECK-NEXT:   store ptr %[[TMP60]], ptr %[[TMP59]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = inttoptr i64 %[[TMP55]] to ptr
; CHECK-NEXT:   store ptr %[[TMP62]], ptr %[[TMP61]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 3
; CHECK-NEXT:   store ptr %[[TMP56]], ptr %[[TMP63]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = load i32, ptr %[[TMP64]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP65]], i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80103_scale_l3_omp_outlined_omp_outlined, ptr null, ptr %[[TMP20]], i64 4)
; CHECK-NEXT:   br label %[[TMP66:[0-9]+]]
; CHECK: [[TMP66]]:
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = add nsw i32 %[[TMP67]], %[[TMP68]]
; CHECK-NEXT:   store i32 %[[TMP69]], ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = add nsw i32 %[[TMP70]], %[[TMP71]]
; CHECK-NEXT:   store i32 %[[TMP72]], ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = add nsw i32 %[[TMP73]], %[[TMP74]]
; CHECK-NEXT:   store i32 %[[TMP75]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = icmp sgt i32 %[[TMP76]], %[[TMP77]]
; CHECK-NEXT:   br i1 %[[TMP78]], label %[[TMP79:[0-9]+]], label %[[TMP81:[0-9]+]]
; CHECK: [[TMP79]]:
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP83:[0-9]+]]
; CHECK: [[TMP81]]:
; CHECK-NEXT:   %[[TMP82:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP83]]
; CHECK: [[TMP83]]:
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = phi i32 [ %[[TMP80]], %[[TMP79]] ], [ %[[TMP82]], %[[TMP81]] ]
; CHECK-NEXT:   store i32 %[[TMP84]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP85]], ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP43]]
; CHECK: [[TMP86]]:
; CHECK-NEXT:   br label %[[TMP87:[0-9]+]]
; CHECK: [[TMP87]]:
; CHECK-NEXT:   %[[TMP88:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = load i32, ptr %[[TMP88]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP89]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP90]]
; CHECK: [[TMP90]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP9]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], ptr noundef %[[TMP5:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP7]], align 8, !tbaa !11
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP9]], align 8, !tbaa !15
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP11]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP12]], align 8, !tbaa !11
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP23]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sub nsw i32 %[[TMP24]], 0
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sdiv i32 %[[TMP25]], 1
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sub nsw i32 %[[TMP26]], 1
; CHECK-NEXT:   store i32 %[[TMP27]], ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = icmp slt i32 0, %[[TMP28]]
; CHECK-NEXT:   br i1 %[[TMP29]], label %[[TMP30:[0-9]+]], label %[[TMP64:[0-9]+]]
; CHECK: [[TMP30]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP31]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = trunc i64 %[[TMP32]] to i32
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = trunc i64 %[[TMP34]] to i32
; CHECK-NEXT:   store i32 %[[TMP33]], ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP35]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP20]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP21]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP36]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_for_static_init_4(ptr @3, i32 %[[TMP37]], i32 33, ptr %[[TMP21]], ptr %[[TMP18]], ptr %[[TMP19]], ptr %[[TMP20]], i32 1, i32 1)
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP38]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP39:[0-9]+]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = sext i32 %[[TMP40]] to i64
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = icmp ule i64 %[[TMP41]], %[[TMP42]]
; CHECK-NEXT:   br i1 %[[TMP43]], label %[[TMP45:[0-9]+]], label %[[TMP44:[0-9]+]]
; CHECK: [[TMP44]]:
; CHECK-NEXT:   br label %[[TMP60:[0-9]+]]
; CHECK: [[TMP45]]:
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = mul nsw i32 %[[TMP46]], 1
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = add nsw i32 0, %[[TMP47]]
; CHECK-NEXT:   store i32 %[[TMP48]], ptr %[[TMP22]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load ptr, ptr %[[TMP12]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = load i32, ptr %[[TMP22]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = sext i32 %[[TMP50]] to i64
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP49]], i64 %[[TMP51]]
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load double, ptr %[[TMP52]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = fmul double %[[TMP53]], 2.000000e+00
; CHECK-NEXT:   store double %[[TMP54]], ptr %[[TMP52]], align 8, !tbaa !19
; CHECK-NEXT:   br label %[[TMP55:[0-9]+]]
; CHECK: [[TMP55]]:
; CHECK-NEXT:   br label %[[TMP56:[0-9]+]]
; CHECK: [[TMP56]]:
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = add nsw i32 %[[TMP57]], %[[TMP58]]
; CHECK-NEXT:   store i32 %[[TMP59]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP39]]
; CHECK: [[TMP60]]:
; CHECK-NEXT:   br label %[[TMP61:[0-9]+]]
; CHECK: [[TMP61]]:
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = load i32, ptr %[[TMP62]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP63]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP64]]
; CHECK: [[TMP64]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define weak_odr protected void @__omp_offloading_fe00_a80103_scale_runtime_limit_l10(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], i64 noundef %[[TMP1:[0-9]+]], ptr noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]]) #5 {
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP2]], ptr %[[TMP7]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP8]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_kernel_environment, ptr %[[TMP0]])
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = icmp eq i32 %[[TMP12]], -1
; CHECK-NEXT:   br i1 %[[TMP13]], label %[[TMP14:[0-9]+]], label %[[TMP19:[0-9]+]]
; CHECK: [[TMP14]]:
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP16]], ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8, !tbaa !11
; CHECK-NEXT:   store i32 0, ptr %[[TMP10]], align 4
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_omp_outlined(ptr %[[TMP11]], ptr %[[TMP10]], i64 %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @__kmpc_target_deinit()
; CHECK-NEXT:   ret void
; CHECK: [[TMP19]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]]) #1 {
; CHECK-NEXT:   %ompred.dist.lb = alloca i32, align 4
; CHECK-NEXT:   %ompred.dist.ub = alloca i32, align 4
; CHECK-NEXT:   %ompred.dist.stride = alloca i32, align 4
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !11
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP7]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP9]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP21]], ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = sub nsw i32 %[[TMP22]], 0
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = sdiv i32 %[[TMP23]], 1
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sub nsw i32 %[[TMP24]], 1
; CHECK-NEXT:   store i32 %[[TMP25]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = icmp slt i32 0, %[[TMP26]]
; CHECK-NEXT:   br i1 %[[TMP27]], label %[[TMP28:[0-9]+]], label %[[TMP75:[0-9]+]]
; CHECK: [[TMP28]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP29]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i32, ptr %[[TMP31]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP14]], align 4
; CHECK-NEXT:   store i32 %[[TMP33]], ptr %ompred.dist.lb, align 4
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP15]], align 4
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %ompred.dist.ub, align 4
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP16]], align 4
; CHECK-NEXT:   store i32 %[[TMP35]], ptr %ompred.dist.stride, align 4
; CHECK-NEXT:   %ompred.block.size = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_4(ptr @2, i32 %[[TMP32]], i32 91, ptr %[[TMP17]], ptr %ompred.dist.lb, ptr %ompred.dist.ub, ptr %ompred.dist.stride, i32 1, i32 %ompred.block.size)
; CHECK-NEXT:   %ompred.last = load i32, ptr %[[TMP17]], align 4
; CHECK-NEXT:   %ompred.lb = load i32, ptr %ompred.dist.lb, align 4
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = icmp sle i32 %ompred.lb, %[[TMP34]]
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = select i1 %[[TMP36]], i32 %ompred.last, i32 0
; CHECK-NEXT:   store i32 %[[TMP37]], ptr %[[TMP17]], align 4
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = icmp sgt i32 %[[TMP38]], %[[TMP39]]
; CHECK-NEXT:   br i1 %[[TMP40]], label %[[TMP41:[0-9]+]], label %[[TMP43:[0-9]+]]
; CHECK: [[TMP41]]:
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP45:[0-9]+]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP45]]
; CHECK: [[TMP45]]:
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = phi i32 [ %[[TMP42]], %[[TMP41]] ], [ %[[TMP44]], %[[TMP43]] ]
; CHECK-NEXT:   store i32 %[[TMP46]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP47]], ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP48:[0-9]+]]
; CHECK: [[TMP48]]:
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = add nsw i32 %[[TMP50]], 1
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = icmp slt i32 %[[TMP49]], %[[TMP51]]
; CHECK-NEXT:   br i1 %[[TMP52]], label %[[TMP54:[0-9]+]], label %[[TMP53:[0-9]+]]
; CHECK: [[TMP53]]:
; CHECK-NEXT:   br label %[[TMP71:[0-9]+]]
; CHECK: [[TMP54]]:
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP14]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = zext i32 %[[TMP55]] to i64
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i32, ptr %[[TMP15]], align 4
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = zext i32 %[[TMP57]] to i64
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP59]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load i64, ptr %[[TMP19]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = inttoptr i64 %[[TMP56]] to ptr
; CHECK-NEXT:   store ptr %[[TMP63]], ptr %[[TMP62]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = inttoptr i64 %[[TMP58]] to ptr
; CHECK-NEXT:   store ptr %[[TMP65]], ptr %[[TMP64]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = inttoptr i64 %[[TMP60]] to ptr
; CHECK-NEXT:   store ptr %[[TMP67]], ptr %[[TMP66]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 3
; CHECK-NEXT:   store ptr %[[TMP61]], ptr %[[TMP68]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = load i32, ptr %[[TMP69]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP70]], i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_omp_outlined_omp_outlined, ptr null, ptr %[[TMP20]], i64 4)
; CHECK-NEXT:   br label %[[TMP53]]
; CHECK: [[TMP71]]:
; CHECK-NEXT:   br label %[[TMP72:[0-9]+]]
; CHECK: [[TMP72]]:
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = load i32, ptr %[[TMP73]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP74]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP75]]
; CHECK: [[TMP75]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP9]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80103_scale_runtime_limit_l10_omp_outlined_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], ptr noundef %[[TMP5:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP7]], align 8, !tbaa !11
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP9]], align 8, !tbaa !15
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP11]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP12]], align 8, !tbaa !11
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP23]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sub nsw i32 %[[TMP24]], 0
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sdiv i32 %[[TMP25]], 1
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sub nsw i32 %[[TMP26]], 1
; CHECK-NEXT:   store i32 %[[TMP27]], ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = icmp slt i32 0, %[[TMP28]]
; CHECK-NEXT:   br i1 %[[TMP29]], label %[[TMP30:[0-9]+]], label %[[TMP69:[0-9]+]]
; CHECK: [[TMP30]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP31]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = trunc i64 %[[TMP32]] to i32
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = trunc i64 %[[TMP34]] to i32
; CHECK-NEXT:   store i32 %[[TMP33]], ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP35]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP20]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP21]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP36]], align 4, !tbaa !17
; CHECK-NEXT:   %ompred.ub.in = load i32, ptr %[[TMP19]], align 4
; CHECK-NEXT:   call void @__kmpc_for_static_init_4(ptr @3, i32 %[[TMP37]], i32 93, ptr %[[TMP21]], ptr %[[TMP18]], ptr %[[TMP19]], ptr %[[TMP20]], i32 1, i32 1)
; CHECK-NEXT:   %ompred.last = load i32, ptr %[[TMP21]], align 4
; CHECK-NEXT:   %ompred.lb = load i32, ptr %[[TMP18]], align 4
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = icmp sle i32 %ompred.lb, %ompred.ub.in
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = select i1 %[[TMP38]], i32 %ompred.last, i32 0
; CHECK-NEXT:   store i32 %[[TMP39]], ptr %[[TMP21]], align 4
; CHECK-NEXT:   %ompred.stride = load i32, ptr %[[TMP20]], align 4
; CHECK-NEXT:   %ompred.plb = load i32, ptr %[[TMP18]], align 4
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = sub i32 %ompred.ub.in, %ompred.plb
; CHECK-NEXT:   %ompred.left = add i32 %[[TMP40]], 1
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = call i32 @llvm.umin.i32(i32 %ompred.stride, i32 %ompred.left)
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = and i32 %[[TMP41]], 2147483647
; CHECK-NEXT:   store i32 %[[TMP42]], ptr %[[TMP20]], align 4
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP43]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP44:[0-9]+]]
; CHECK: [[TMP44]]:
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = sext i32 %[[TMP45]] to i64
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = icmp ule i64 %[[TMP46]], %[[TMP47]]
; CHECK-NEXT:   br i1 %[[TMP48]], label %[[TMP50:[0-9]+]], label %[[TMP49:[0-9]+]]
; CHECK: [[TMP49]]:
; CHECK-NEXT:   br label %[[TMP65:[0-9]+]]
; CHECK: [[TMP50]]:
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = mul nsw i32 %[[TMP51]], 1
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = add nsw i32 0, %[[TMP52]]
; CHECK-NEXT:   store i32 %[[TMP53]], ptr %[[TMP22]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load ptr, ptr %[[TMP12]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP22]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = sext i32 %[[TMP55]] to i64
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP54]], i64 %[[TMP56]]
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load double, ptr %[[TMP57]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = fmul double %[[TMP58]], 2.000000e+00
; CHECK-NEXT:   store double %[[TMP59]], ptr %[[TMP57]], align 8, !tbaa !19
; CHECK-NEXT:   br label %[[TMP60:[0-9]+]]
; CHECK: [[TMP60]]:
; CHECK-NEXT:   br label %[[TMP61:[0-9]+]]
; CHECK: [[TMP61]]:
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = add nsw i32 %[[TMP62]], %[[TMP63]]
; CHECK-NEXT:   store i32 %[[TMP64]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP44]]
; CHECK: [[TMP65]]:
; CHECK-NEXT:   br label %[[TMP66:[0-9]+]]
; CHECK: [[TMP66]]:
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = load i32, ptr %[[TMP67]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP68]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP69]]
; CHECK: [[TMP69]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined.ompred.merged(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]]) #1 {
; CHECK-NEXT:   %ompred.dist.lb = alloca i32, align 4
; CHECK-NEXT:   %ompred.dist.ub = alloca i32, align 4
; CHECK-NEXT:   %ompred.dist.stride = alloca i32, align 4
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !11
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP7]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP9]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP21]], ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = sub nsw i32 %[[TMP22]], 0
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = sdiv i32 %[[TMP23]], 1
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sub nsw i32 %[[TMP24]], 1
; CHECK-NEXT:   store i32 %[[TMP25]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = icmp slt i32 0, %[[TMP26]]
; CHECK-NEXT:   br i1 %[[TMP27]], label %[[TMP28:[0-9]+]], label %[[TMP75:[0-9]+]]
; CHECK: [[TMP28]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP29]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i32, ptr %[[TMP31]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP14]], align 4
; CHECK-NEXT:   store i32 %[[TMP33]], ptr %ompred.dist.lb, align 4
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP15]], align 4
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %ompred.dist.ub, align 4
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP16]], align 4
; CHECK-NEXT:   store i32 %[[TMP35]], ptr %ompred.dist.stride, align 4
; CHECK-NEXT:   %ompred.block.size = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_4(ptr @2, i32 %[[TMP32]], i32 91, ptr %[[TMP17]], ptr %ompred.dist.lb, ptr %ompred.dist.ub, ptr %ompred.dist.stride, i32 1, i32 %ompred.block.size)
; CHECK-NEXT:   %ompred.last = load i32, ptr %[[TMP17]], align 4
; CHECK-NEXT:   %ompred.lb = load i32, ptr %ompred.dist.lb, align 4
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = icmp sle i32 %ompred.lb, %[[TMP34]]
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = select i1 %[[TMP36]], i32 %ompred.last, i32 0
; CHECK-NEXT:   store i32 %[[TMP37]], ptr %[[TMP17]], align 4
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = icmp sgt i32 %[[TMP38]], %[[TMP39]]
; CHECK-NEXT:   br i1 %[[TMP40]], label %[[TMP41:[0-9]+]], label %[[TMP43:[0-9]+]]
; CHECK: [[TMP41]]:
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP45:[0-9]+]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP45]]
; CHECK: [[TMP45]]:
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = phi i32 [ %[[TMP42]], %[[TMP41]] ], [ %[[TMP44]], %[[TMP43]] ]
; CHECK-NEXT:   store i32 %[[TMP46]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP47]], ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP48:[0-9]+]]
; CHECK: [[TMP48]]:
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = add nsw i32 %[[TMP50]], 1
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = icmp slt i32 %[[TMP49]], %[[TMP51]]
; CHECK-NEXT:   br i1 %[[TMP52]], label %[[TMP54:[0-9]+]], label %[[TMP53:[0-9]+]]
; CHECK: [[TMP53]]:
; CHECK-NEXT:   br label %[[TMP71:[0-9]+]]
; CHECK: [[TMP54]]:
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP14]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = zext i32 %[[TMP55]] to i64
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i32, ptr %[[TMP15]], align 4
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = zext i32 %[[TMP57]] to i64
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP59]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load i64, ptr %[[TMP19]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = inttoptr i64 %[[TMP56]] to ptr
; CHECK-NEXT:   store ptr %[[TMP63]], ptr %[[TMP62]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = inttoptr i64 %[[TMP58]] to ptr
; CHECK-NEXT:   store ptr %[[TMP65]], ptr %[[TMP64]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = inttoptr i64 %[[TMP60]] to ptr
; CHECK-NEXT:   store ptr %[[TMP67]], ptr %[[TMP66]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 3
; CHECK-NEXT:   store ptr %[[TMP61]], ptr %[[TMP68]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = load i32, ptr %[[TMP69]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP70]], i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80103_scale_l3_omp_outlined_omp_outlined.ompred.merged, ptr null, ptr %[[TMP20]], i64 4)
; CHECK-NEXT:   br label %[[TMP53]]
; CHECK: [[TMP71]]:
; CHECK-NEXT:   br label %[[TMP72:[0-9]+]]
; CHECK: [[TMP72]]:
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = load i32, ptr %[[TMP73]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP74]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP75]]
; CHECK: [[TMP75]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP9]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80103_scale_l3_omp_outlined_omp_outlined.ompred.merged(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], ptr noundef %[[TMP5:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP7]], align 8, !tbaa !11
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP8]], align 8, !tbaa !11
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP9]], align 8, !tbaa !15
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP11]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP12]], align 8, !tbaa !11
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP23]], ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sub nsw i32 %[[TMP24]], 0
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sdiv i32 %[[TMP25]], 1
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sub nsw i32 %[[TMP26]], 1
; CHECK-NEXT:   store i32 %[[TMP27]], ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = icmp slt i32 0, %[[TMP28]]
; CHECK-NEXT:   br i1 %[[TMP29]], label %[[TMP30:[0-9]+]], label %[[TMP69:[0-9]+]]
; CHECK: [[TMP30]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP31]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = trunc i64 %[[TMP32]] to i32
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = trunc i64 %[[TMP34]] to i32
; CHECK-NEXT:   store i32 %[[TMP33]], ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP35]], ptr %[[TMP19]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP20]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP21]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP36]], align 4, !tbaa !17
; CHECK-NEXT:   %ompred.ub.in = load i32, ptr %[[TMP19]], align 4
; CHECK-NEXT:   call void @__kmpc_for_static_init_4(ptr @3, i32 %[[TMP37]], i32 93, ptr %[[TMP21]], ptr %[[TMP18]], ptr %[[TMP19]], ptr %[[TMP20]], i32 1, i32 1)
; CHECK-NEXT:   %ompred.last = load i32, ptr %[[TMP21]], align 4
; CHECK-NEXT:   %ompred.lb = load i32, ptr %[[TMP18]], align 4
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = icmp sle i32 %ompred.lb, %ompred.ub.in
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = select i1 %[[TMP38]], i32 %ompred.last, i32 0
; CHECK-NEXT:   store i32 %[[TMP39]], ptr %[[TMP21]], align 4
; CHECK-NEXT:   %ompred.stride = load i32, ptr %[[TMP20]], align 4
; CHECK-NEXT:   %ompred.plb = load i32, ptr %[[TMP18]], align 4
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = sub i32 %ompred.ub.in, %ompred.plb
; CHECK-NEXT:   %ompred.left = add i32 %[[TMP40]], 1
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = call i32 @llvm.umin.i32(i32 %ompred.stride, i32 %ompred.left)
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = and i32 %[[TMP41]], 2147483647
; CHECK-NEXT:   store i32 %[[TMP42]], ptr %[[TMP20]], align 4
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP43]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP44:[0-9]+]]
; CHECK: [[TMP44]]:
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = sext i32 %[[TMP45]] to i64
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = icmp ule i64 %[[TMP46]], %[[TMP47]]
; CHECK-NEXT:   br i1 %[[TMP48]], label %[[TMP50:[0-9]+]], label %[[TMP49:[0-9]+]]
; CHECK: [[TMP49]]:
; CHECK-NEXT:   br label %[[TMP65:[0-9]+]]
; CHECK: [[TMP50]]:
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = mul nsw i32 %[[TMP51]], 1
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = add nsw i32 0, %[[TMP52]]
; CHECK-NEXT:   store i32 %[[TMP53]], ptr %[[TMP22]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load ptr, ptr %[[TMP12]], align 8, !tbaa !11
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP22]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = sext i32 %[[TMP55]] to i64
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP54]], i64 %[[TMP56]]
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load double, ptr %[[TMP57]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = fmul double %[[TMP58]], 2.000000e+00
; CHECK-NEXT:   store double %[[TMP59]], ptr %[[TMP57]], align 8, !tbaa !19
; CHECK-NEXT:   br label %[[TMP60:[0-9]+]]
; CHECK: [[TMP60]]:
; CHECK-NEXT:   br label %[[TMP61:[0-9]+]]
; CHECK: [[TMP61]]:
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = add nsw i32 %[[TMP62]], %[[TMP63]]
; CHECK-NEXT:   store i32 %[[TMP64]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   br label %[[TMP44]]
; CHECK: [[TMP65]]:
; CHECK-NEXT:   br label %[[TMP66:[0-9]+]]
; CHECK: [[TMP66]]:
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = load i32, ptr %[[TMP67]], align 4, !tbaa !17
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP68]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP69]]
; CHECK: [[TMP69]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
