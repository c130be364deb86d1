; Generic kernels whose parallel regions nest stay generic
; (plugin/NestedParallelGeneric.cpp, docs/llvm19-defects.md "Nested parallel
; regions in SPMD-ized generic kernels"): the nesting kernel gets an empty
; `asm sideeffect` call, assumed to open no parallel region, before
; __kmpc_target_deinit; the flat kernel is left alone.
;
; UTC_ARGS: --check-globals --function _l[0-9]+$
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-nested-parallel-generic -S %s | %FileCheck %s
; The checks fail with the repair off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-nested-parallel-generic \
; RUN:   -ompred-nested-parallel-generic=false -S %s | not %FileCheck %s
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes nested-parallel-generic.c, of
;   test/plugin/Inputs/plugin-nested-parallel-generic.c.

; ModuleID = 'nested-parallel-generic.c'
source_filename = "nested-parallel-generic.c"
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
@__omp_offloading_fe00_a7462c_nesting_l6_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a7462c_nesting_l6_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7462c_nesting_l6_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_a7462c_flat_l22_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a7462c_flat_l22_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7462c_flat_l22_dynamic_environment }

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a7462c_nesting_l6(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !12
  store i64 %1, ptr %7, align 8, !tbaa !16
  store i64 %2, ptr %8, align 8, !tbaa !16
  store ptr %3, ptr %9, align 8, !tbaa !12
  store ptr %4, ptr %10, align 8, !tbaa !12
  %15 = load ptr, ptr %10, align 8, !tbaa !12
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a7462c_nesting_l6_kernel_environment, ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %25

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @1)
  %20 = load i32, ptr %7, align 4, !tbaa !18
  store i32 %20, ptr %11, align 4, !tbaa !18
  %21 = load i64, ptr %11, align 8, !tbaa !16
  %22 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %22, ptr %12, align 4, !tbaa !18
  %23 = load i64, ptr %12, align 8, !tbaa !16
  %24 = load ptr, ptr %9, align 8, !tbaa !12
  store i32 0, ptr %13, align 4
  store i32 %19, ptr %14, align 4, !tbaa !18
  call void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined(ptr %14, ptr %13, i64 %21, i64 %23, ptr %24, ptr %15) #4
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca [4 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !12
  store ptr %1, ptr %8, align 8, !tbaa !12
  store i64 %2, ptr %9, align 8, !tbaa !16
  store i64 %3, ptr %10, align 8, !tbaa !16
  store ptr %4, ptr %11, align 8, !tbaa !12
  store ptr %5, ptr %12, align 8, !tbaa !12
  %22 = load ptr, ptr %12, align 8, !tbaa !12
  %23 = load i32, ptr %10, align 4, !tbaa !18
  %24 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %23, ptr %24, align 4, !tbaa !18
  %25 = load ptr, ptr %11, align 8, !tbaa !12
  %26 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %25, ptr %26, align 8, !tbaa !12
  %27 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #4
  %28 = load i32, ptr %9, align 4, !tbaa !18
  store i32 %28, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #4
  %29 = load i32, ptr %15, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %16, align 4, !tbaa !18
  store i32 0, ptr %27, align 4, !tbaa !18
  %33 = load i32, ptr %15, align 4, !tbaa !18
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %71

35:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #4
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #4
  %36 = load i32, ptr %16, align 4, !tbaa !18
  store i32 %36, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #4
  store i32 1, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #4
  store i32 0, ptr %20, align 4, !tbaa !18
  %37 = load ptr, ptr %7, align 8
  %38 = load i32, ptr %37, align 4, !tbaa !18
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %38, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %39 = load i32, ptr %18, align 4, !tbaa !18
  %40 = load i32, ptr %16, align 4, !tbaa !18
  %41 = icmp sgt i32 %39, %40
  br i1 %41, label %42, label %44

42:                                               ; preds = %35
  %43 = load i32, ptr %16, align 4, !tbaa !18
  br label %46

44:                                               ; preds = %35
  %45 = load i32, ptr %18, align 4, !tbaa !18
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %43, %42 ], [ %45, %44 ]
  store i32 %47, ptr %18, align 4, !tbaa !18
  %48 = load i32, ptr %17, align 4, !tbaa !18
  store i32 %48, ptr %13, align 4, !tbaa !18
  br label %49

49:                                               ; preds = %64, %46
  %50 = load i32, ptr %13, align 4, !tbaa !18
  %51 = load i32, ptr %18, align 4, !tbaa !18
  %52 = icmp sle i32 %50, %51
  br i1 %52, label %53, label %67

53:                                               ; preds = %49
  %54 = load i32, ptr %13, align 4, !tbaa !18
  %55 = mul nsw i32 %54, 1
  %56 = add nsw i32 0, %55
  store i32 %56, ptr %27, align 4, !tbaa !18
  %57 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 0
  store ptr %24, ptr %57, align 8, !tbaa !12
  %58 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 1
  store ptr %26, ptr %58, align 8, !tbaa !12
  %59 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 2
  store ptr %27, ptr %59, align 8, !tbaa !12
  %60 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 3
  store ptr %22, ptr %60, align 8, !tbaa !12
  %61 = load ptr, ptr %7, align 8
  %62 = load i32, ptr %61, align 4, !tbaa !18
  call void @__kmpc_parallel_51(ptr @1, i32 %62, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_wrapper, ptr %21, i64 4)
  br label %63

63:                                               ; preds = %53
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %13, align 4, !tbaa !18
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %13, align 4, !tbaa !18
  br label %49

67:                                               ; preds = %49
  br label %68

68:                                               ; preds = %67
  %69 = load ptr, ptr %7, align 8
  %70 = load i32, ptr %69, align 4, !tbaa !18
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %70)
  br label %71

71:                                               ; preds = %68, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #4
  call void @__kmpc_free_shared(ptr %27, i64 4)
  call void @__kmpc_free_shared(ptr %26, i64 8)
  call void @__kmpc_free_shared(ptr %24, i64 4)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #4

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(8) %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
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
  %23 = alloca i64, align 8
  %24 = alloca [4 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !12
  store ptr %1, ptr %8, align 8, !tbaa !12
  store ptr %2, ptr %9, align 8, !tbaa !12
  store ptr %3, ptr %10, align 8, !tbaa !12
  store ptr %4, ptr %11, align 8, !tbaa !12
  store ptr %5, ptr %12, align 8, !tbaa !12
  %25 = load ptr, ptr %9, align 8, !tbaa !12
  %26 = load ptr, ptr %10, align 8, !tbaa !12
  %27 = load ptr, ptr %11, align 8, !tbaa !12
  %28 = load ptr, ptr %12, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #4
  %29 = load i32, ptr %25, align 4, !tbaa !18
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #4
  %30 = load i32, ptr %15, align 4, !tbaa !18
  %31 = sub nsw i32 %30, 0
  %32 = sdiv i32 %31, 1
  %33 = sub nsw i32 %32, 1
  store i32 %33, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #4
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #4
  %34 = load i32, ptr %15, align 4, !tbaa !18
  %35 = icmp slt i32 0, %34
  br i1 %35, label %36, label %88

36:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #4
  store i32 0, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #4
  %37 = load i32, ptr %16, align 4, !tbaa !18
  store i32 %37, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #4
  store i32 1, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #4
  store i32 0, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #4
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @3, i32 %39, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  br label %40

40:                                               ; preds = %78, %36
  %41 = load i32, ptr %19, align 4, !tbaa !18
  %42 = load i32, ptr %16, align 4, !tbaa !18
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %40
  %45 = load i32, ptr %16, align 4, !tbaa !18
  br label %48

46:                                               ; preds = %40
  %47 = load i32, ptr %19, align 4, !tbaa !18
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %45, %44 ], [ %47, %46 ]
  store i32 %49, ptr %19, align 4, !tbaa !18
  %50 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %50, ptr %13, align 4, !tbaa !18
  %51 = load i32, ptr %13, align 4, !tbaa !18
  %52 = load i32, ptr %19, align 4, !tbaa !18
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %48
  br label %85

55:                                               ; preds = %48
  br label %56

56:                                               ; preds = %74, %55
  %57 = load i32, ptr %13, align 4, !tbaa !18
  %58 = load i32, ptr %19, align 4, !tbaa !18
  %59 = icmp sle i32 %57, %58
  br i1 %59, label %61, label %60

60:                                               ; preds = %56
  br label %77

61:                                               ; preds = %56
  %62 = load i32, ptr %13, align 4, !tbaa !18
  %63 = mul nsw i32 %62, 1
  %64 = add nsw i32 0, %63
  store i32 %64, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %23) #4
  store i64 0, ptr %23, align 8, !tbaa !16
  %65 = getelementptr inbounds [4 x ptr], ptr %24, i64 0, i64 0
  store ptr %25, ptr %65, align 8, !tbaa !12
  %66 = getelementptr inbounds [4 x ptr], ptr %24, i64 0, i64 1
  store ptr %23, ptr %66, align 8, !tbaa !12
  %67 = getelementptr inbounds [4 x ptr], ptr %24, i64 0, i64 2
  store ptr %26, ptr %67, align 8, !tbaa !12
  %68 = getelementptr inbounds [4 x ptr], ptr %24, i64 0, i64 3
  store ptr %27, ptr %68, align 8, !tbaa !12
  %69 = load ptr, ptr %7, align 8
  %70 = load i32, ptr %69, align 4, !tbaa !18
  call void @__kmpc_parallel_51(ptr @1, i32 %70, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_omp_outlined_wrapper, ptr %24, i64 4)
  %71 = load i64, ptr %23, align 8, !tbaa !16
  %72 = atomicrmw add ptr %28, i64 %71 monotonic, align 8
  call void @llvm.lifetime.end.p0(i64 8, ptr %23) #4
  br label %73

73:                                               ; preds = %61
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %13, align 4, !tbaa !18
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %13, align 4, !tbaa !18
  br label %56

77:                                               ; preds = %60
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %18, align 4, !tbaa !18
  %80 = load i32, ptr %20, align 4, !tbaa !18
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %18, align 4, !tbaa !18
  %82 = load i32, ptr %19, align 4, !tbaa !18
  %83 = load i32, ptr %20, align 4, !tbaa !18
  %84 = add nsw i32 %82, %83
  store i32 %84, ptr %19, align 4, !tbaa !18
  br label %40

85:                                               ; preds = %54
  %86 = load ptr, ptr %7, align 8
  %87 = load i32, ptr %86, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @3, i32 %87)
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #4
  br label %88

88:                                               ; preds = %85, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #4

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 4 dereferenceable(4) %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
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
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !12
  store ptr %1, ptr %8, align 8, !tbaa !12
  store ptr %2, ptr %9, align 8, !tbaa !12
  store ptr %3, ptr %10, align 8, !tbaa !12
  store ptr %4, ptr %11, align 8, !tbaa !12
  store ptr %5, ptr %12, align 8, !tbaa !12
  %25 = load ptr, ptr %9, align 8, !tbaa !12
  %26 = load ptr, ptr %10, align 8, !tbaa !12
  %27 = load ptr, ptr %11, align 8, !tbaa !12
  %28 = load ptr, ptr %12, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #4
  %29 = load i32, ptr %25, align 4, !tbaa !18
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #4
  %30 = load i32, ptr %15, align 4, !tbaa !18
  %31 = sub nsw i32 %30, 0
  %32 = sdiv i32 %31, 1
  %33 = sub nsw i32 %32, 1
  store i32 %33, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #4
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #4
  %34 = load i32, ptr %15, align 4, !tbaa !18
  %35 = icmp slt i32 0, %34
  br i1 %35, label %36, label %98

36:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #4
  store i32 0, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #4
  %37 = load i32, ptr %16, align 4, !tbaa !18
  store i32 %37, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #4
  store i32 1, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #4
  store i32 0, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #4
  store i64 0, ptr %22, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #4
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @3, i32 %39, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  br label %40

40:                                               ; preds = %80, %36
  %41 = load i32, ptr %19, align 4, !tbaa !18
  %42 = load i32, ptr %16, align 4, !tbaa !18
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %40
  %45 = load i32, ptr %16, align 4, !tbaa !18
  br label %48

46:                                               ; preds = %40
  %47 = load i32, ptr %19, align 4, !tbaa !18
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %45, %44 ], [ %47, %46 ]
  store i32 %49, ptr %19, align 4, !tbaa !18
  %50 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %50, ptr %13, align 4, !tbaa !18
  %51 = load i32, ptr %13, align 4, !tbaa !18
  %52 = load i32, ptr %19, align 4, !tbaa !18
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %48
  br label %87

55:                                               ; preds = %48
  br label %56

56:                                               ; preds = %76, %55
  %57 = load i32, ptr %13, align 4, !tbaa !18
  %58 = load i32, ptr %19, align 4, !tbaa !18
  %59 = icmp sle i32 %57, %58
  br i1 %59, label %61, label %60

60:                                               ; preds = %56
  br label %79

61:                                               ; preds = %56
  %62 = load i32, ptr %13, align 4, !tbaa !18
  %63 = mul nsw i32 %62, 1
  %64 = add nsw i32 0, %63
  store i32 %64, ptr %23, align 4, !tbaa !18
  %65 = load ptr, ptr %27, align 8, !tbaa !12
  %66 = load i32, ptr %28, align 4, !tbaa !18
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i64, ptr %65, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !16
  %70 = load i32, ptr %23, align 4, !tbaa !18
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %69, %71
  %73 = load i64, ptr %22, align 8, !tbaa !16
  %74 = add nsw i64 %73, %72
  store i64 %74, ptr %22, align 8, !tbaa !16
  br label %75

75:                                               ; preds = %61
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %13, align 4, !tbaa !18
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %13, align 4, !tbaa !18
  br label %56

79:                                               ; preds = %60
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %18, align 4, !tbaa !18
  %82 = load i32, ptr %20, align 4, !tbaa !18
  %83 = add nsw i32 %81, %82
  store i32 %83, ptr %18, align 4, !tbaa !18
  %84 = load i32, ptr %19, align 4, !tbaa !18
  %85 = load i32, ptr %20, align 4, !tbaa !18
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %19, align 4, !tbaa !18
  br label %40

87:                                               ; preds = %54
  %88 = load ptr, ptr %7, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @3, i32 %89)
  %90 = getelementptr inbounds [1 x ptr], ptr %24, i64 0, i64 0
  store ptr %22, ptr %90, align 8
  %91 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %24, ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %97

93:                                               ; preds = %87
  %94 = load i64, ptr %26, align 8, !tbaa !16
  %95 = load i64, ptr %22, align 8, !tbaa !16
  %96 = add nsw i64 %94, %95
  store i64 %96, ptr %26, align 8, !tbaa !16
  br label %97

97:                                               ; preds = %93, %87
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #4
  br label %98

98:                                               ; preds = %97, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #4
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #4

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load i64, ptr %10, align 8, !tbaa !16
  %12 = load i64, ptr %8, align 8, !tbaa !16
  %13 = add nsw i64 %11, %12
  store i64 %13, ptr %10, align 8, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca i64, align 8
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
  %18 = getelementptr i64, ptr %16, i64 1
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
  call void @"__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #4
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
  %48 = load i64, ptr %45, align 8
  store i64 %48, ptr %47, align 8
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_warp_size() #4

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
declare i32 @__kmpc_get_hardware_thread_id_in_block() #4

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #5

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #6 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i16 %0, ptr %3, align 2, !tbaa !20
  store i32 %1, ptr %4, align 4, !tbaa !18
  store i32 0, ptr %5, align 4
  call void @__kmpc_get_shared_variables(ptr %6)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %7, i64 0
  %9 = load ptr, ptr %8, align 8, !tbaa !12
  %10 = getelementptr inbounds ptr, ptr %7, i64 1
  %11 = load ptr, ptr %10, align 8, !tbaa !12
  %12 = getelementptr inbounds ptr, ptr %7, i64 2
  %13 = load ptr, ptr %12, align 8, !tbaa !12
  %14 = getelementptr inbounds ptr, ptr %7, i64 3
  %15 = load ptr, ptr %14, align 8, !tbaa !12
  call void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11, ptr %13, ptr %15) #4
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) #7

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #6 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i16 %0, ptr %3, align 2, !tbaa !20
  store i32 %1, ptr %4, align 4, !tbaa !18
  store i32 0, ptr %5, align 4
  call void @__kmpc_get_shared_variables(ptr %6)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %7, i64 0
  %9 = load ptr, ptr %8, align 8, !tbaa !12
  %10 = getelementptr inbounds ptr, ptr %7, i64 1
  %11 = load ptr, ptr %10, align 8, !tbaa !12
  %12 = getelementptr inbounds ptr, ptr %7, i64 2
  %13 = load ptr, ptr %12, align 8, !tbaa !12
  %14 = getelementptr inbounds ptr, ptr %7, i64 3
  %15 = load ptr, ptr %14, align 8, !tbaa !12
  call void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11, ptr %13, ptr %15) #4
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #4

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr nocapture, i64) #8

declare void @__kmpc_target_deinit()

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a7462c_flat_l22(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !12
  store i64 %1, ptr %7, align 8, !tbaa !16
  store i64 %2, ptr %8, align 8, !tbaa !16
  store ptr %3, ptr %9, align 8, !tbaa !12
  store ptr %4, ptr %10, align 8, !tbaa !12
  %15 = load ptr, ptr %10, align 8, !tbaa !12
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a7462c_flat_l22_kernel_environment, ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %25

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @1)
  %20 = load i32, ptr %7, align 4, !tbaa !18
  store i32 %20, ptr %11, align 4, !tbaa !18
  %21 = load i64, ptr %11, align 8, !tbaa !16
  %22 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %22, ptr %12, align 4, !tbaa !18
  %23 = load i64, ptr %12, align 8, !tbaa !16
  %24 = load ptr, ptr %9, align 8, !tbaa !12
  store i32 0, ptr %13, align 4
  store i32 %19, ptr %14, align 4, !tbaa !18
  call void @__omp_offloading_fe00_a7462c_flat_l22_omp_outlined(ptr %14, ptr %13, i64 %21, i64 %23, ptr %24, ptr %15) #4
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462c_flat_l22_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca [4 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !12
  store ptr %1, ptr %8, align 8, !tbaa !12
  store i64 %2, ptr %9, align 8, !tbaa !16
  store i64 %3, ptr %10, align 8, !tbaa !16
  store ptr %4, ptr %11, align 8, !tbaa !12
  store ptr %5, ptr %12, align 8, !tbaa !12
  %22 = load ptr, ptr %12, align 8, !tbaa !12
  %23 = load i32, ptr %10, align 4, !tbaa !18
  %24 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %23, ptr %24, align 4, !tbaa !18
  %25 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  %26 = load ptr, ptr %11, align 8, !tbaa !12
  %27 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %26, ptr %27, align 8, !tbaa !12
  %28 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #4
  %29 = load i32, ptr %9, align 4, !tbaa !18
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #4
  %30 = load i32, ptr %15, align 4, !tbaa !18
  %31 = sub nsw i32 %30, 0
  %32 = sdiv i32 %31, 1
  %33 = sub nsw i32 %32, 1
  store i32 %33, ptr %16, align 4, !tbaa !18
  store i32 0, ptr %28, align 4, !tbaa !18
  %34 = load i32, ptr %15, align 4, !tbaa !18
  %35 = icmp slt i32 0, %34
  br i1 %35, label %36, label %74

36:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #4
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #4
  %37 = load i32, ptr %16, align 4, !tbaa !18
  store i32 %37, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #4
  store i32 1, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #4
  store i32 0, ptr %20, align 4, !tbaa !18
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !18
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %39, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %40 = load i32, ptr %18, align 4, !tbaa !18
  %41 = load i32, ptr %16, align 4, !tbaa !18
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %36
  %44 = load i32, ptr %16, align 4, !tbaa !18
  br label %47

45:                                               ; preds = %36
  %46 = load i32, ptr %18, align 4, !tbaa !18
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %18, align 4, !tbaa !18
  %49 = load i32, ptr %17, align 4, !tbaa !18
  store i32 %49, ptr %13, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %67, %47
  %51 = load i32, ptr %13, align 4, !tbaa !18
  %52 = load i32, ptr %18, align 4, !tbaa !18
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %54, label %70

54:                                               ; preds = %50
  %55 = load i32, ptr %13, align 4, !tbaa !18
  %56 = mul nsw i32 %55, 1
  %57 = add nsw i32 0, %56
  store i32 %57, ptr %28, align 4, !tbaa !18
  store i64 0, ptr %25, align 8, !tbaa !16
  %58 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 0
  store ptr %24, ptr %58, align 8, !tbaa !12
  %59 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 1
  store ptr %25, ptr %59, align 8, !tbaa !12
  %60 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 2
  store ptr %27, ptr %60, align 8, !tbaa !12
  %61 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 3
  store ptr %28, ptr %61, align 8, !tbaa !12
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %62, align 4, !tbaa !18
  call void @__kmpc_parallel_51(ptr @1, i32 %63, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7462c_flat_l22_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_a7462c_flat_l22_omp_outlined_omp_outlined_wrapper, ptr %21, i64 4)
  %64 = load i64, ptr %25, align 8, !tbaa !16
  %65 = atomicrmw add ptr %22, i64 %64 monotonic, align 8
  br label %66

66:                                               ; preds = %54
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %13, align 4, !tbaa !18
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %13, align 4, !tbaa !18
  br label %50

70:                                               ; preds = %50
  br label %71

71:                                               ; preds = %70
  %72 = load ptr, ptr %7, align 8
  %73 = load i32, ptr %72, align 4, !tbaa !18
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %73)
  br label %74

74:                                               ; preds = %71, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #4
  call void @__kmpc_free_shared(ptr %28, i64 4)
  call void @__kmpc_free_shared(ptr %27, i64 8)
  call void @__kmpc_free_shared(ptr %25, i64 8)
  call void @__kmpc_free_shared(ptr %24, i64 4)
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462c_flat_l22_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull align 4 dereferenceable(4) %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
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
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !12
  store ptr %1, ptr %8, align 8, !tbaa !12
  store ptr %2, ptr %9, align 8, !tbaa !12
  store ptr %3, ptr %10, align 8, !tbaa !12
  store ptr %4, ptr %11, align 8, !tbaa !12
  store ptr %5, ptr %12, align 8, !tbaa !12
  %25 = load ptr, ptr %9, align 8, !tbaa !12
  %26 = load ptr, ptr %10, align 8, !tbaa !12
  %27 = load ptr, ptr %11, align 8, !tbaa !12
  %28 = load ptr, ptr %12, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #4
  %29 = load i32, ptr %25, align 4, !tbaa !18
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #4
  %30 = load i32, ptr %15, align 4, !tbaa !18
  %31 = sub nsw i32 %30, 0
  %32 = sdiv i32 %31, 1
  %33 = sub nsw i32 %32, 1
  store i32 %33, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #4
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #4
  %34 = load i32, ptr %15, align 4, !tbaa !18
  %35 = icmp slt i32 0, %34
  br i1 %35, label %36, label %98

36:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #4
  store i32 0, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #4
  %37 = load i32, ptr %16, align 4, !tbaa !18
  store i32 %37, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #4
  store i32 1, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #4
  store i32 0, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #4
  store i64 0, ptr %22, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #4
  %38 = load ptr, ptr %7, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @3, i32 %39, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  br label %40

40:                                               ; preds = %80, %36
  %41 = load i32, ptr %19, align 4, !tbaa !18
  %42 = load i32, ptr %16, align 4, !tbaa !18
  %43 = icmp sgt i32 %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %40
  %45 = load i32, ptr %16, align 4, !tbaa !18
  br label %48

46:                                               ; preds = %40
  %47 = load i32, ptr %19, align 4, !tbaa !18
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %45, %44 ], [ %47, %46 ]
  store i32 %49, ptr %19, align 4, !tbaa !18
  %50 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %50, ptr %13, align 4, !tbaa !18
  %51 = load i32, ptr %13, align 4, !tbaa !18
  %52 = load i32, ptr %19, align 4, !tbaa !18
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %48
  br label %87

55:                                               ; preds = %48
  br label %56

56:                                               ; preds = %76, %55
  %57 = load i32, ptr %13, align 4, !tbaa !18
  %58 = load i32, ptr %19, align 4, !tbaa !18
  %59 = icmp sle i32 %57, %58
  br i1 %59, label %61, label %60

60:                                               ; preds = %56
  br label %79

61:                                               ; preds = %56
  %62 = load i32, ptr %13, align 4, !tbaa !18
  %63 = mul nsw i32 %62, 1
  %64 = add nsw i32 0, %63
  store i32 %64, ptr %23, align 4, !tbaa !18
  %65 = load ptr, ptr %27, align 8, !tbaa !12
  %66 = load i32, ptr %28, align 4, !tbaa !18
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i64, ptr %65, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !16
  %70 = load i32, ptr %23, align 4, !tbaa !18
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %69, %71
  %73 = load i64, ptr %22, align 8, !tbaa !16
  %74 = add nsw i64 %73, %72
  store i64 %74, ptr %22, align 8, !tbaa !16
  br label %75

75:                                               ; preds = %61
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %13, align 4, !tbaa !18
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %13, align 4, !tbaa !18
  br label %56

79:                                               ; preds = %60
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %18, align 4, !tbaa !18
  %82 = load i32, ptr %20, align 4, !tbaa !18
  %83 = add nsw i32 %81, %82
  store i32 %83, ptr %18, align 4, !tbaa !18
  %84 = load i32, ptr %19, align 4, !tbaa !18
  %85 = load i32, ptr %20, align 4, !tbaa !18
  %86 = add nsw i32 %84, %85
  store i32 %86, ptr %19, align 4, !tbaa !18
  br label %40

87:                                               ; preds = %54
  %88 = load ptr, ptr %7, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @3, i32 %89)
  %90 = getelementptr inbounds [1 x ptr], ptr %24, i64 0, i64 0
  store ptr %22, ptr %90, align 8
  %91 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %24, ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2)
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %97

93:                                               ; preds = %87
  %94 = load i64, ptr %26, align 8, !tbaa !16
  %95 = load i64, ptr %22, align 8, !tbaa !16
  %96 = add nsw i64 %94, %95
  store i64 %96, ptr %26, align 8, !tbaa !16
  br label %97

97:                                               ; preds = %93, %87
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #4
  br label %98

98:                                               ; preds = %97, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a7462c_flat_l22_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load i64, ptr %10, align 8, !tbaa !16
  %12 = load i64, ptr %8, align 8, !tbaa !16
  %13 = add nsw i64 %11, %12
  store i64 %13, ptr %10, align 8, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func1(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca i64, align 8
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
  %18 = getelementptr i64, ptr %16, i64 1
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
  call void @"__omp_offloading_fe00_a7462c_flat_l22_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #4
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
  %48 = load i64, ptr %45, align 8
  store i64 %48, ptr %47, align 8
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

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462c_flat_l22_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #6 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i16 %0, ptr %3, align 2, !tbaa !20
  store i32 %1, ptr %4, align 4, !tbaa !18
  store i32 0, ptr %5, align 4
  call void @__kmpc_get_shared_variables(ptr %6)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %7, i64 0
  %9 = load ptr, ptr %8, align 8, !tbaa !12
  %10 = getelementptr inbounds ptr, ptr %7, i64 1
  %11 = load ptr, ptr %10, align 8, !tbaa !12
  %12 = getelementptr inbounds ptr, ptr %7, i64 2
  %13 = load ptr, ptr %12, align 8, !tbaa !12
  %14 = getelementptr inbounds ptr, ptr %7, i64 3
  %15 = load ptr, ptr %14, align 8, !tbaa !12
  call void @__omp_offloading_fe00_a7462c_flat_l22_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11, ptr %13, ptr %15) #4
  ret void
}

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { nosync nounwind allocsize(0) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #7 = { alwaysinline }
attributes #8 = { nosync nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!omp_offload.info = !{!4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = !{ptr @__omp_offloading_fe00_a7462c_nesting_l6, !"maxntidx", i32 128}
!1 = !{ptr @__omp_offloading_fe00_a7462c_flat_l22, !"maxntidx", i32 128}
!2 = !{ptr @__omp_offloading_fe00_a7462c_nesting_l6, !"kernel", i32 1}
!3 = !{ptr @__omp_offloading_fe00_a7462c_flat_l22, !"kernel", i32 1}
!4 = !{i32 0, i32 65024, i32 10962476, !"flat", i32 22, i32 0, i32 1}
!5 = !{i32 0, i32 65024, i32 10962476, !"nesting", i32 6, i32 0, i32 0}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 51}
!8 = !{i32 7, !"openmp-device", i32 51}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !14, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !14, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !14, i64 0}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK: @__omp_rtl_debug_kind = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_teams_oversubscription = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_threads_oversubscription = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_no_thread_state = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_no_nested_parallelism = weak_odr hidden constant i32 0
; CHECK: @0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
; CHECK: @1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @__omp_offloading_fe00_a7462c_nesting_l6_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
; CHECK: @__omp_offloading_fe00_a7462c_nesting_l6_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7462c_nesting_l6_dynamic_environment }
; CHECK: @2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
; CHECK: @4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @__omp_offloading_fe00_a7462c_flat_l22_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
; CHECK: @__omp_offloading_fe00_a7462c_flat_l22_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7462c_flat_l22_dynamic_environment }
; CHECK-LABEL: define weak_odr protected void @__omp_offloading_fe00_a7462c_nesting_l6(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], i64 noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]], ptr noundef nonnull align 8 dereferenceable(8) %[[TMP4:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP6]], align 8, !tbaa !12
; CHECK-NEXT:   store i64 %[[TMP1]], ptr %[[TMP7]], align 8, !tbaa !16
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP8]], align 8, !tbaa !16
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP9]], align 8, !tbaa !12
; CHECK-NEXT:   store ptr %[[TMP4]], ptr %[[TMP10]], align 8, !tbaa !12
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8, !tbaa !12
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a7462c_nesting_l6_kernel_environment, ptr %[[TMP0]])
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = icmp eq i32 %[[TMP16]], -1
; CHECK-NEXT:   br i1 %[[TMP17]], label %[[TMP18:[0-9]+]], label %[[TMP25:[0-9]+]]
; CHECK: [[TMP18]]:
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP20]], ptr %[[TMP11]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP22]], ptr %[[TMP12]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load ptr, ptr %[[TMP9]], align 8, !tbaa !12
; CHECK-NEXT:   store i32 0, ptr %[[TMP13]], align 4
; CHECK-NEXT:   store i32 %[[TMP19]], ptr %[[TMP14]], align 4, !tbaa !18
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7462c_nesting_l6_omp_outlined(ptr %[[TMP14]], ptr %[[TMP13]], i64 %[[TMP21]], i64 %[[TMP23]], ptr %[[TMP24]], ptr %[[TMP15]]) #4
; CHECK-NEXT:   call void asm sideeffect "", ""() #9
; CHECK-NEXT:   call void @__kmpc_target_deinit()
; CHECK-NEXT:   ret void
; CHECK: [[TMP25]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define weak_odr protected void @__omp_offloading_fe00_a7462c_flat_l22(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], i64 noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]], ptr noundef nonnull align 8 dereferenceable(8) %[[TMP4:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP6]], align 8, !tbaa !12
; CHECK-NEXT:   store i64 %[[TMP1]], ptr %[[TMP7]], align 8, !tbaa !16
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP8]], align 8, !tbaa !16
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP9]], align 8, !tbaa !12
; CHECK-NEXT:   store ptr %[[TMP4]], ptr %[[TMP10]], align 8, !tbaa !12
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8, !tbaa !12
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a7462c_flat_l22_kernel_environment, ptr %[[TMP0]])
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = icmp eq i32 %[[TMP16]], -1
; CHECK-NEXT:   br i1 %[[TMP17]], label %[[TMP18:[0-9]+]], label %[[TMP25:[0-9]+]]
; CHECK: [[TMP18]]:
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP20]], ptr %[[TMP11]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP22]], ptr %[[TMP12]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load ptr, ptr %[[TMP9]], align 8, !tbaa !12
; CHECK-NEXT:   store i32 0, ptr %[[TMP13]], align 4
; CHECK-NEXT:   store i32 %[[TMP19]], ptr %[[TMP14]], align 4, !tbaa !18
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7462c_flat_l22_omp_outlined(ptr %[[TMP14]], ptr %[[TMP13]], i64 %[[TMP21]], i64 %[[TMP23]], ptr %[[TMP24]], ptr %[[TMP15]]) #4
; CHECK-NEXT:   call void @__kmpc_target_deinit()
; CHECK-NEXT:   ret void
; CHECK: [[TMP25]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
; CHECK: attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
; CHECK: attributes #2 = { nosync nounwind allocsize(0) }
; CHECK: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; CHECK: attributes #4 = { nounwind }
; CHECK: attributes #5 = { convergent nounwind }
; CHECK: attributes #6 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
; CHECK: attributes #7 = { alwaysinline }
; CHECK: attributes #8 = { nosync nounwind }
; CHECK: attributes #9 = { nounwind "llvm.assume"="omp_no_openmp,omp_no_parallelism" }
; CHECK: !nvvm.annotations = !{!0, !1, !2, !3}
; CHECK: !omp_offload.info = !{!4, !5}
; CHECK: !llvm.module.flags = !{!6, !7, !8, !9, !10}
; CHECK: !0 = !{ptr @__omp_offloading_fe00_a7462c_nesting_l6, !"maxntidx", i32 128}
; CHECK: !1 = !{ptr @__omp_offloading_fe00_a7462c_flat_l22, !"maxntidx", i32 128}
; CHECK: !2 = !{ptr @__omp_offloading_fe00_a7462c_nesting_l6, !"kernel", i32 1}
; CHECK: !3 = !{ptr @__omp_offloading_fe00_a7462c_flat_l22, !"kernel", i32 1}
; CHECK: !4 = !{i32 0, i32 65024, i32 10962476, !"flat", i32 22, i32 0, i32 1}
; CHECK: !5 = !{i32 0, i32 65024, i32 10962476, !"nesting", i32 6, i32 0, i32 0}
; CHECK: !6 = !{i32 1, !"wchar_size", i32 4}
; CHECK: !7 = !{i32 7, !"openmp", i32 51}
; CHECK: !8 = !{i32 7, !"openmp-device", i32 51}
; CHECK: !9 = !{i32 8, !"PIC Level", i32 2}
; CHECK: !10 = !{i32 7, !"frame-pointer", i32 2}
; CHECK: !12 = !{!13, !13, i64 0}
; CHECK: !13 = !{!"any pointer", !14, i64 0}
; CHECK: !14 = !{!"omnipotent char", !15, i64 0}
; CHECK: !15 = !{!"Simple C/C++ TBAA"}
; CHECK: !16 = !{!17, !17, i64 0}
; CHECK: !17 = !{!"long", !14, i64 0}
; CHECK: !18 = !{!19, !19, i64 0}
; CHECK: !19 = !{!"int", !14, i64 0}
; CHECK: !20 = !{!21, !21, i64 0}
; CHECK: !21 = !{!"short", !14, i64 0}
