; Nested parallel regions (plugin/MergeDistribute.cpp, NestedParallelNoInliner;
; docs/plugin.md): where a parallel region opens another, every function
; passed to __kmpc_parallel_51 as the microtask is marked noinline instead of
; clang's alwaysinline; the kernel and the distribute region keep theirs.
;
; UTC_ARGS: --check-globals
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-nested-parallel-noinline -S %s | %FileCheck %s
; The checks fail with the option off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-nested-parallel-noinline \
; RUN:   -ompred-nested-parallel-noinline=false -S %s | not %FileCheck %s
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes nested-parallel-noinline.c, of:
;   // A parallel region that opens another.
;   void nested(double *a, int n, int m) {
;   #pragma omp target teams distribute parallel for map(tofrom : a[0 : n * m])
;     for (int j = 0; j < n; j++) {
;   #pragma omp parallel for
;       for (int i = 0; i < m; i++)
;         a[j * m + i] += 1;
;     }
;   }

; ModuleID = 'nested-parallel-noinline.c'
source_filename = "nested-parallel-noinline.c"
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
@__omp_offloading_fe00_a80280_nested_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a80280_nested_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a80280_nested_l3_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a80280_nested_l3(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !9
  store i64 %1, ptr %6, align 8, !tbaa !13
  store i64 %2, ptr %7, align 8, !tbaa !13
  store ptr %3, ptr %8, align 8, !tbaa !9
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a80280_nested_l3_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %22

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4, !tbaa !15
  store i32 %17, ptr %9, align 4, !tbaa !15
  %18 = load i64, ptr %9, align 8, !tbaa !13
  %19 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %19, ptr %10, align 4, !tbaa !15
  %20 = load i64, ptr %10, align 8, !tbaa !13
  %21 = load ptr, ptr %8, align 8, !tbaa !9
  store i32 0, ptr %11, align 4
  store i32 %16, ptr %12, align 4, !tbaa !15
  call void @__omp_offloading_fe00_a80280_nested_l3_omp_outlined(ptr %12, ptr %11, i64 %18, i64 %20, ptr %21) #3
  call void @__kmpc_target_deinit()
  ret void

22:                                               ; preds = %4
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a80280_nested_l3_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca [5 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !9
  store ptr %1, ptr %7, align 8, !tbaa !9
  store i64 %2, ptr %8, align 8, !tbaa !13
  store i64 %3, ptr %9, align 8, !tbaa !13
  store ptr %4, ptr %10, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %24 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %24, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %13, align 4, !tbaa !15
  %26 = sub nsw i32 %25, 0
  %27 = sdiv i32 %26, 1
  %28 = sub nsw i32 %27, 1
  store i32 %28, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %29 = load i32, ptr %13, align 4, !tbaa !15
  %30 = icmp slt i32 0, %29
  br i1 %30, label %31, label %97

31:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %32 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %32, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %33 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %35, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 %33)
  %36 = load i32, ptr %17, align 4, !tbaa !15
  %37 = load i32, ptr %14, align 4, !tbaa !15
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %31
  %40 = load i32, ptr %14, align 4, !tbaa !15
  br label %43

41:                                               ; preds = %31
  %42 = load i32, ptr %17, align 4, !tbaa !15
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %17, align 4, !tbaa !15
  %45 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %45, ptr %11, align 4, !tbaa !15
  br label %46

46:                                               ; preds = %90, %43
  %47 = load i32, ptr %11, align 4, !tbaa !15
  %48 = load i32, ptr %14, align 4, !tbaa !15
  %49 = add nsw i32 %48, 1
  %50 = icmp slt i32 %47, %49
  br i1 %50, label %52, label %51

51:                                               ; preds = %46
  br label %93

52:                                               ; preds = %46
  %53 = load i32, ptr %16, align 4
  %54 = zext i32 %53 to i64
  %55 = load i32, ptr %17, align 4
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %57, ptr %21, align 4, !tbaa !15
  %58 = load i64, ptr %21, align 8, !tbaa !13
  %59 = load i32, ptr %9, align 4, !tbaa !15
  store i32 %59, ptr %22, align 4, !tbaa !15
  %60 = load i64, ptr %22, align 8, !tbaa !13
  %61 = load ptr, ptr %10, align 8, !tbaa !9
  %62 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 0
  %63 = inttoptr i64 %54 to ptr
  store ptr %63, ptr %62, align 8, !tbaa !9
  %64 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 1
  %65 = inttoptr i64 %56 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !9
  %66 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 2
  %67 = inttoptr i64 %58 to ptr
  store ptr %67, ptr %66, align 8, !tbaa !9
  %68 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 3
  %69 = inttoptr i64 %60 to ptr
  store ptr %69, ptr %68, align 8, !tbaa !9
  %70 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 4
  store ptr %61, ptr %70, align 8, !tbaa !9
  %71 = load ptr, ptr %6, align 8
  %72 = load i32, ptr %71, align 4, !tbaa !15
  call void @__kmpc_parallel_51(ptr @1, i32 %72, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80280_nested_l3_omp_outlined_omp_outlined, ptr null, ptr %23, i64 5)
  br label %73

73:                                               ; preds = %52
  %74 = load i32, ptr %11, align 4, !tbaa !15
  %75 = load i32, ptr %18, align 4, !tbaa !15
  %76 = add nsw i32 %74, %75
  store i32 %76, ptr %11, align 4, !tbaa !15
  %77 = load i32, ptr %16, align 4, !tbaa !15
  %78 = load i32, ptr %18, align 4, !tbaa !15
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %16, align 4, !tbaa !15
  %80 = load i32, ptr %17, align 4, !tbaa !15
  %81 = load i32, ptr %18, align 4, !tbaa !15
  %82 = add nsw i32 %80, %81
  store i32 %82, ptr %17, align 4, !tbaa !15
  %83 = load i32, ptr %17, align 4, !tbaa !15
  %84 = load i32, ptr %14, align 4, !tbaa !15
  %85 = icmp sgt i32 %83, %84
  br i1 %85, label %86, label %88

86:                                               ; preds = %73
  %87 = load i32, ptr %14, align 4, !tbaa !15
  br label %90

88:                                               ; preds = %73
  %89 = load i32, ptr %17, align 4, !tbaa !15
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %87, %86 ], [ %89, %88 ]
  store i32 %91, ptr %17, align 4, !tbaa !15
  %92 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %92, ptr %11, align 4, !tbaa !15
  br label %46

93:                                               ; preds = %51
  br label %94

94:                                               ; preds = %93
  %95 = load ptr, ptr %6, align 8
  %96 = load i32, ptr %95, align 4, !tbaa !15
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %96)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %97

97:                                               ; preds = %94, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
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
define internal void @__omp_offloading_fe00_a80280_nested_l3_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
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
  %24 = alloca i32, align 4
  %25 = alloca [3 x ptr], align 8
  store ptr %0, ptr %8, align 8, !tbaa !9
  store ptr %1, ptr %9, align 8, !tbaa !9
  store i64 %2, ptr %10, align 8, !tbaa !13
  store i64 %3, ptr %11, align 8, !tbaa !13
  store i64 %4, ptr %12, align 8, !tbaa !13
  store i64 %5, ptr %13, align 8, !tbaa !13
  store ptr %6, ptr %14, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %26 = load i32, ptr %12, align 4, !tbaa !15
  store i32 %26, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %27 = load i32, ptr %17, align 4, !tbaa !15
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %31 = load i32, ptr %17, align 4, !tbaa !15
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %66

33:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load i32, ptr %18, align 4, !tbaa !15
  store i32 %34, ptr %21, align 4, !tbaa !15
  %35 = load i64, ptr %10, align 8, !tbaa !13
  %36 = trunc i64 %35 to i32
  %37 = load i64, ptr %11, align 8, !tbaa !13
  %38 = trunc i64 %37 to i32
  store i32 %36, ptr %20, align 4, !tbaa !15
  store i32 %38, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %39 = load ptr, ptr %8, align 8
  %40 = load i32, ptr %39, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %40, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %41 = load i32, ptr %20, align 4, !tbaa !15
  store i32 %41, ptr %15, align 4, !tbaa !15
  br label %42

42:                                               ; preds = %58, %33
  %43 = load i32, ptr %15, align 4, !tbaa !15
  %44 = sext i32 %43 to i64
  %45 = load i64, ptr %11, align 8, !tbaa !13
  %46 = icmp ule i64 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %42
  br label %62

48:                                               ; preds = %42
  %49 = load i32, ptr %15, align 4, !tbaa !15
  %50 = mul nsw i32 %49, 1
  %51 = add nsw i32 0, %50
  store i32 %51, ptr %24, align 4, !tbaa !15
  %52 = getelementptr inbounds [3 x ptr], ptr %25, i64 0, i64 0
  store ptr %13, ptr %52, align 8, !tbaa !9
  %53 = getelementptr inbounds [3 x ptr], ptr %25, i64 0, i64 1
  store ptr %14, ptr %53, align 8, !tbaa !9
  %54 = getelementptr inbounds [3 x ptr], ptr %25, i64 0, i64 2
  store ptr %24, ptr %54, align 8, !tbaa !9
  %55 = load ptr, ptr %8, align 8
  %56 = load i32, ptr %55, align 4, !tbaa !15
  call void @__kmpc_parallel_51(ptr @1, i32 %56, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80280_nested_l3_omp_outlined_omp_outlined_omp_outlined, ptr null, ptr %25, i64 3)
  br label %57

57:                                               ; preds = %48
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %15, align 4, !tbaa !15
  %60 = load i32, ptr %22, align 4, !tbaa !15
  %61 = add nsw i32 %59, %60
  store i32 %61, ptr %15, align 4, !tbaa !15
  br label %42

62:                                               ; preds = %47
  br label %63

63:                                               ; preds = %62
  %64 = load ptr, ptr %8, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %65)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %66

66:                                               ; preds = %63, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a80280_nested_l3_omp_outlined_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(4) %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !9
  store ptr %1, ptr %7, align 8, !tbaa !9
  store ptr %2, ptr %8, align 8, !tbaa !9
  store ptr %3, ptr %9, align 8, !tbaa !9
  store ptr %4, ptr %10, align 8, !tbaa !9
  %21 = load ptr, ptr %8, align 8, !tbaa !9
  %22 = load ptr, ptr %9, align 8, !tbaa !9
  %23 = load ptr, ptr %10, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %24 = load i32, ptr %21, align 4, !tbaa !15
  store i32 %24, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %13, align 4, !tbaa !15
  %26 = sub nsw i32 %25, 0
  %27 = sdiv i32 %26, 1
  %28 = sub nsw i32 %27, 1
  store i32 %28, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %29 = load i32, ptr %13, align 4, !tbaa !15
  %30 = icmp slt i32 0, %29
  br i1 %30, label %31, label %85

31:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %32 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %32, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %33, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %34, i32 33, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  br label %35

35:                                               ; preds = %75, %31
  %36 = load i32, ptr %17, align 4, !tbaa !15
  %37 = load i32, ptr %14, align 4, !tbaa !15
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %35
  %40 = load i32, ptr %14, align 4, !tbaa !15
  br label %43

41:                                               ; preds = %35
  %42 = load i32, ptr %17, align 4, !tbaa !15
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %17, align 4, !tbaa !15
  %45 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %45, ptr %11, align 4, !tbaa !15
  %46 = load i32, ptr %11, align 4, !tbaa !15
  %47 = load i32, ptr %17, align 4, !tbaa !15
  %48 = icmp sle i32 %46, %47
  br i1 %48, label %50, label %49

49:                                               ; preds = %43
  br label %82

50:                                               ; preds = %43
  br label %51

51:                                               ; preds = %71, %50
  %52 = load i32, ptr %11, align 4, !tbaa !15
  %53 = load i32, ptr %17, align 4, !tbaa !15
  %54 = icmp sle i32 %52, %53
  br i1 %54, label %56, label %55

55:                                               ; preds = %51
  br label %74

56:                                               ; preds = %51
  %57 = load i32, ptr %11, align 4, !tbaa !15
  %58 = mul nsw i32 %57, 1
  %59 = add nsw i32 0, %58
  store i32 %59, ptr %20, align 4, !tbaa !15
  %60 = load ptr, ptr %22, align 8, !tbaa !9
  %61 = load i32, ptr %23, align 4, !tbaa !15
  %62 = load i32, ptr %21, align 4, !tbaa !15
  %63 = mul nsw i32 %61, %62
  %64 = load i32, ptr %20, align 4, !tbaa !15
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %60, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !17
  %69 = fadd double %68, 1.000000e+00
  store double %69, ptr %67, align 8, !tbaa !17
  br label %70

70:                                               ; preds = %56
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %11, align 4, !tbaa !15
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %11, align 4, !tbaa !15
  br label %51

74:                                               ; preds = %55
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %16, align 4, !tbaa !15
  %77 = load i32, ptr %18, align 4, !tbaa !15
  %78 = add nsw i32 %76, %77
  store i32 %78, ptr %16, align 4, !tbaa !15
  %79 = load i32, ptr %17, align 4, !tbaa !15
  %80 = load i32, ptr %18, align 4, !tbaa !15
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %17, align 4, !tbaa !15
  br label %35

82:                                               ; preds = %49
  %83 = load ptr, ptr %6, align 8
  %84 = load i32, ptr %83, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %84)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  br label %85

85:                                               ; preds = %82, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) #4

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

declare void @__kmpc_target_deinit()

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline }

!nvvm.annotations = !{!0, !1}
!omp_offload.info = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @__omp_offloading_fe00_a80280_nested_l3, !"maxntidx", i32 128}
!1 = !{ptr @__omp_offloading_fe00_a80280_nested_l3, !"kernel", i32 1}
!2 = !{i32 0, i32 65024, i32 11010688, !"nested", i32 3, i32 0, i32 0}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !11, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !11, i64 0}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK: @__omp_rtl_debug_kind = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_teams_oversubscription = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_threads_oversubscription = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_no_thread_state = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_no_nested_parallelism = weak_odr hidden constant i32 0
; CHECK: @0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
; CHECK: @1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @__omp_offloading_fe00_a80280_nested_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
; CHECK: @__omp_offloading_fe00_a80280_nested_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a80280_nested_l3_dynamic_environment }
; CHECK: @2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
; CHECK-LABEL: define weak_odr protected void @__omp_offloading_fe00_a80280_nested_l3(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], i64 noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !9
; CHECK-NEXT:   store i64 %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP7]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP8]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a80280_nested_l3_kernel_environment, ptr %[[TMP0]])
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = icmp eq i32 %[[TMP13]], -1
; CHECK-NEXT:   br i1 %[[TMP14]], label %[[TMP15:[0-9]+]], label %[[TMP22:[0-9]+]]
; CHECK: [[TMP15]]:
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP17]], ptr %[[TMP9]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP19]], ptr %[[TMP10]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8, !tbaa !9
; CHECK-NEXT:   store i32 0, ptr %[[TMP11]], align 4
; CHECK-NEXT:   store i32 %[[TMP16]], ptr %[[TMP12]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__omp_offloading_fe00_a80280_nested_l3_omp_outlined(ptr %[[TMP12]], ptr %[[TMP11]], i64 %[[TMP18]], i64 %[[TMP20]], ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @__kmpc_target_deinit()
; CHECK-NEXT:   ret void
; CHECK: [[TMP22]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80280_nested_l3_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], ptr noundef %[[TMP4:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = alloca [5 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP6]], align 8, !tbaa !9
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP7]], align 8, !tbaa !9
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP8]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP4]], ptr %[[TMP10]], align 8, !tbaa !9
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP24]], ptr %[[TMP13]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sub nsw i32 %[[TMP25]], 0
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sdiv i32 %[[TMP26]], 1
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = sub nsw i32 %[[TMP27]], 1
; CHECK-NEXT:   store i32 %[[TMP28]], ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP15]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = icmp slt i32 0, %[[TMP29]]
; CHECK-NEXT:   br i1 %[[TMP30]], label %[[TMP31:[0-9]+]], label %[[TMP97:[0-9]+]]
; CHECK: [[TMP31]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP32]], ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP19]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP34]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_4(ptr @2, i32 %[[TMP35]], i32 91, ptr %[[TMP19]], ptr %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]], i32 1, i32 %[[TMP33]])
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = icmp sgt i32 %[[TMP36]], %[[TMP37]]
; CHECK-NEXT:   br i1 %[[TMP38]], label %[[TMP39:[0-9]+]], label %[[TMP41:[0-9]+]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP43:[0-9]+]]
; CHECK: [[TMP41]]:
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP43]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = phi i32 [ %[[TMP40]], %[[TMP39]] ], [ %[[TMP42]], %[[TMP41]] ]
; CHECK-NEXT:   store i32 %[[TMP44]], ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP45]], ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP46:[0-9]+]]
; CHECK: [[TMP46]]:
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = add nsw i32 %[[TMP48]], 1
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = icmp slt i32 %[[TMP47]], %[[TMP49]]
; CHECK-NEXT:   br i1 %[[TMP50]], label %[[TMP52:[0-9]+]], label %[[TMP51:[0-9]+]]
; CHECK: [[TMP51]]:
; CHECK-NEXT:   br label %[[TMP93:[0-9]+]]
; CHECK: [[TMP52]]:
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i32, ptr %[[TMP16]], align 4
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = zext i32 %[[TMP53]] to i64
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP17]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = zext i32 %[[TMP55]] to i64
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP57]], ptr %[[TMP21]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load i64, ptr %[[TMP21]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP59]], ptr %[[TMP22]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load i64, ptr %[[TMP22]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP23]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = inttoptr i64 %[[TMP54]] to ptr
; CHECK-NEXT:   store ptr %[[TMP63]], ptr %[[TMP62]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP23]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = inttoptr i64 %[[TMP56]] to ptr
; CHECK-NEXT:   store ptr %[[TMP65]], ptr %[[TMP64]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP23]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = inttoptr i64 %[[TMP58]] to ptr
; CHECK-NEXT:   store ptr %[[TMP67]], ptr %[[TMP66]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP23]], i64 0, i64 3
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = inttoptr i64 %[[TMP60]] to ptr
; CHECK-NEXT:   store ptr %[[TMP69]], ptr %[[TMP68]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP23]], i64 0, i64 4
; CHECK-NEXT:   store ptr %[[TMP61]], ptr %[[TMP70]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = load i32, ptr %[[TMP71]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP72]], i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80280_nested_l3_omp_outlined_omp_outlined, ptr null, ptr %[[TMP23]], i64 5)
; CHECK-NEXT:   br label %[[TMP73:[0-9]+]]
; CHECK: [[TMP73]]:
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = add nsw i32 %[[TMP74]], %[[TMP75]]
; CHECK-NEXT:   store i32 %[[TMP76]], ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = add nsw i32 %[[TMP77]], %[[TMP78]]
; CHECK-NEXT:   store i32 %[[TMP79]], ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP82:[0-9]+]] = add nsw i32 %[[TMP80]], %[[TMP81]]
; CHECK-NEXT:   store i32 %[[TMP82]], ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = icmp sgt i32 %[[TMP83]], %[[TMP84]]
; CHECK-NEXT:   br i1 %[[TMP85]], label %[[TMP86:[0-9]+]], label %[[TMP88:[0-9]+]]
; CHECK: [[TMP86]]:
; CHECK-NEXT:   %[[TMP87:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP90:[0-9]+]]
; CHECK: [[TMP88]]:
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP90]]
; CHECK: [[TMP90]]:
; CHECK-NEXT:   %[[TMP91:[0-9]+]] = phi i32 [ %[[TMP87]], %[[TMP86]] ], [ %[[TMP89]], %[[TMP88]] ]
; CHECK-NEXT:   store i32 %[[TMP91]], ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP92:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP92]], ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP46]]
; CHECK: [[TMP93]]:
; CHECK-NEXT:   br label %[[TMP94:[0-9]+]]
; CHECK: [[TMP94]]:
; CHECK-NEXT:   %[[TMP95:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP96:[0-9]+]] = load i32, ptr %[[TMP95]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP96]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   br label %[[TMP97]]
; CHECK: [[TMP97]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80280_nested_l3_omp_outlined_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], i64 noundef %[[TMP5:[0-9]+]], ptr noundef %[[TMP6:[0-9]+]]) #4 {
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP8]], align 8, !tbaa !9
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP9]], align 8, !tbaa !9
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP10]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP11]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP12]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP5]], ptr %[[TMP13]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP6]], ptr %[[TMP14]], align 8, !tbaa !9
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP26]], ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = sub nsw i32 %[[TMP27]], 0
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = sdiv i32 %[[TMP28]], 1
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = sub nsw i32 %[[TMP29]], 1
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP19]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = icmp slt i32 0, %[[TMP31]]
; CHECK-NEXT:   br i1 %[[TMP32]], label %[[TMP33:[0-9]+]], label %[[TMP66:[0-9]+]]
; CHECK: [[TMP33]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP20]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP21]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = trunc i64 %[[TMP35]] to i32
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = trunc i64 %[[TMP37]] to i32
; CHECK-NEXT:   store i32 %[[TMP36]], ptr %[[TMP20]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP38]], ptr %[[TMP21]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP22]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP23]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP23]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP24]]) #3
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i32, ptr %[[TMP39]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_for_static_init_4(ptr @3, i32 %[[TMP40]], i32 33, ptr %[[TMP23]], ptr %[[TMP20]], ptr %[[TMP21]], ptr %[[TMP22]], i32 1, i32 1)
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP41]], ptr %[[TMP15]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP42:[0-9]+]]
; CHECK: [[TMP42]]:
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = sext i32 %[[TMP43]] to i64
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = icmp ule i64 %[[TMP44]], %[[TMP45]]
; CHECK-NEXT:   br i1 %[[TMP46]], label %[[TMP48:[0-9]+]], label %[[TMP47:[0-9]+]]
; CHECK: [[TMP47]]:
; CHECK-NEXT:   br label %[[TMP62:[0-9]+]]
; CHECK: [[TMP48]]:
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = mul nsw i32 %[[TMP49]], 1
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = add nsw i32 0, %[[TMP50]]
; CHECK-NEXT:   store i32 %[[TMP51]], ptr %[[TMP24]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP25]], i64 0, i64 0
; CHECK-NEXT:   store ptr %[[TMP13]], ptr %[[TMP52]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP25]], i64 0, i64 1
; CHECK-NEXT:   store ptr %[[TMP14]], ptr %[[TMP53]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP25]], i64 0, i64 2
; CHECK-NEXT:   store ptr %[[TMP24]], ptr %[[TMP54]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = load i32, ptr %[[TMP55]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP56]], i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a80280_nested_l3_omp_outlined_omp_outlined_omp_outlined, ptr null, ptr %[[TMP25]], i64 3)
; CHECK-NEXT:   br label %[[TMP57:[0-9]+]]
; CHECK: [[TMP57]]:
; CHECK-NEXT:   br label %[[TMP58:[0-9]+]]
; CHECK: [[TMP58]]:
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load i32, ptr %[[TMP22]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = add nsw i32 %[[TMP59]], %[[TMP60]]
; CHECK-NEXT:   store i32 %[[TMP61]], ptr %[[TMP15]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP42]]
; CHECK: [[TMP62]]:
; CHECK-NEXT:   br label %[[TMP63:[0-9]+]]
; CHECK: [[TMP63]]:
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = load i32, ptr %[[TMP64]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP65]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP24]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP23]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   br label %[[TMP66]]
; CHECK: [[TMP66]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a80280_nested_l3_omp_outlined_omp_outlined_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], ptr noundef nonnull align 4 dereferenceable(4) %[[TMP2:[0-9]+]], ptr noundef nonnull align 8 dereferenceable(8) %[[TMP3:[0-9]+]], ptr noundef nonnull align 4 dereferenceable(4) %[[TMP4:[0-9]+]]) #4 {
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP6]], align 8, !tbaa !9
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP7]], align 8, !tbaa !9
; CHECK-NEXT:   store ptr %[[TMP2]], ptr %[[TMP8]], align 8, !tbaa !9
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP9]], align 8, !tbaa !9
; CHECK-NEXT:   store ptr %[[TMP4]], ptr %[[TMP10]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load ptr, ptr %[[TMP9]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8, !tbaa !9
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP21]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP24]], ptr %[[TMP13]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sub nsw i32 %[[TMP25]], 0
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sdiv i32 %[[TMP26]], 1
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = sub nsw i32 %[[TMP27]], 1
; CHECK-NEXT:   store i32 %[[TMP28]], ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP15]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = icmp slt i32 0, %[[TMP29]]
; CHECK-NEXT:   br i1 %[[TMP30]], label %[[TMP31:[0-9]+]], label %[[TMP85:[0-9]+]]
; CHECK: [[TMP31]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP32]], ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP19]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP33]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_for_static_init_4(ptr @3, i32 %[[TMP34]], i32 33, ptr %[[TMP19]], ptr %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]], i32 1, i32 1)
; CHECK-NEXT:   br label %[[TMP35:[0-9]+]]
; CHECK: [[TMP35]]:
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = icmp sgt i32 %[[TMP36]], %[[TMP37]]
; CHECK-NEXT:   br i1 %[[TMP38]], label %[[TMP39:[0-9]+]], label %[[TMP41:[0-9]+]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP43:[0-9]+]]
; CHECK: [[TMP41]]:
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP43]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = phi i32 [ %[[TMP40]], %[[TMP39]] ], [ %[[TMP42]], %[[TMP41]] ]
; CHECK-NEXT:   store i32 %[[TMP44]], ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP45]], ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = icmp sle i32 %[[TMP46]], %[[TMP47]]
; CHECK-NEXT:   br i1 %[[TMP48]], label %[[TMP50:[0-9]+]], label %[[TMP49:[0-9]+]]
; CHECK: [[TMP49]]:
; CHECK-NEXT:   br label %[[TMP82:[0-9]+]]
; CHECK: [[TMP50]]:
; CHECK-NEXT:   br label %[[TMP51:[0-9]+]]
; CHECK: [[TMP51]]:
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp sle i32 %[[TMP52]], %[[TMP53]]
; CHECK-NEXT:   br i1 %[[TMP54]], label %[[TMP56:[0-9]+]], label %[[TMP55:[0-9]+]]
; CHECK: [[TMP55]]:
; CHECK-NEXT:   br label %[[TMP74:[0-9]+]]
; CHECK: [[TMP56]]:
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = mul nsw i32 %[[TMP57]], 1
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = add nsw i32 0, %[[TMP58]]
; CHECK-NEXT:   store i32 %[[TMP59]], ptr %[[TMP20]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load ptr, ptr %[[TMP22]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load i32, ptr %[[TMP23]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load i32, ptr %[[TMP21]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = mul nsw i32 %[[TMP61]], %[[TMP62]]
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = add nsw i32 %[[TMP63]], %[[TMP64]]
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = sext i32 %[[TMP65]] to i64
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP60]], i64 %[[TMP66]]
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = load double, ptr %[[TMP67]], align 8, !tbaa !17
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = fadd double %[[TMP68]], 1.000000e+00
; CHECK-NEXT:   store double %[[TMP69]], ptr %[[TMP67]], align 8, !tbaa !17
; CHECK-NEXT:   br label %[[TMP70:[0-9]+]]
; CHECK: [[TMP70]]:
; CHECK-NEXT:   br label %[[TMP71:[0-9]+]]
; CHECK: [[TMP71]]:
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = add nsw i32 %[[TMP72]], 1
; CHECK-NEXT:   store i32 %[[TMP73]], ptr %[[TMP11]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP51]]
; CHECK: [[TMP74]]:
; CHECK-NEXT:   br label %[[TMP75:[0-9]+]]
; CHECK: [[TMP75]]:
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = add nsw i32 %[[TMP76]], %[[TMP77]]
; CHECK-NEXT:   store i32 %[[TMP78]], ptr %[[TMP16]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = add nsw i32 %[[TMP79]], %[[TMP80]]
; CHECK-NEXT:   store i32 %[[TMP81]], ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   br label %[[TMP35]]
; CHECK: [[TMP82]]:
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = load i32, ptr %[[TMP83]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP84]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   br label %[[TMP85]]
; CHECK: [[TMP85]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
; CHECK: attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
; CHECK: attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; CHECK: attributes #3 = { nounwind }
; CHECK: attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
; CHECK: attributes #5 = { alwaysinline }
; CHECK: !nvvm.annotations = !{!0, !1}
; CHECK: !omp_offload.info = !{!2}
; CHECK: !llvm.module.flags = !{!3, !4, !5, !6, !7}
; CHECK: !0 = !{ptr @__omp_offloading_fe00_a80280_nested_l3, !"maxntidx", i32 128}
; CHECK: !1 = !{ptr @__omp_offloading_fe00_a80280_nested_l3, !"kernel", i32 1}
; CHECK: !2 = !{i32 0, i32 65024, i32 11010688, !"nested", i32 3, i32 0, i32 0}
; CHECK: !3 = !{i32 1, !"wchar_size", i32 4}
; CHECK: !4 = !{i32 7, !"openmp", i32 51}
; CHECK: !5 = !{i32 7, !"openmp-device", i32 51}
; CHECK: !6 = !{i32 8, !"PIC Level", i32 2}
; CHECK: !7 = !{i32 7, !"frame-pointer", i32 2}
; CHECK: !9 = !{!10, !10, i64 0}
; CHECK: !10 = !{!"any pointer", !11, i64 0}
; CHECK: !11 = !{!"omnipotent char", !12, i64 0}
; CHECK: !12 = !{!"Simple C/C++ TBAA"}
; CHECK: !13 = !{!14, !14, i64 0}
; CHECK: !14 = !{!"long", !11, i64 0}
; CHECK: !15 = !{!16, !16, i64 0}
; CHECK: !16 = !{!"int", !11, i64 0}
; CHECK: !17 = !{!18, !18, i64 0}
; CHECK: !18 = !{!"double", !11, i64 0}
