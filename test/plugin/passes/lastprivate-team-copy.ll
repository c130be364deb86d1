; The lastprivate team copy (plugin/LastprivateTeamCopy.cpp,
; docs/llvm19-defects.md "lastprivate on `distribute parallel for`"): in an
; SPMD kernel the distribute level's __kmpc_alloc_shared copy of a
; lastprivate, which only the parallel region writes, becomes one
; team-shared addrspace(3) slot; its free goes.
;
; UTC_ARGS: --check-globals --function _omp_outlined$
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-lastprivate-team-copy -S %s | %FileCheck %s
; The checks fail with the repair off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-lastprivate-team-copy \
; RUN:   -ompred-lastprivate-team-copy=false -S %s | not %FileCheck %s
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes lastprivate-team-copy.c, of:
;   long spmd_long(long n) {
;     long lp = -7;
;   #pragma omp target teams distribute parallel for map(tofrom : lp) lastprivate(lp)
;     for (long e = 0; e < n; e++) lp = e * 3 + 1;
;     return lp;
;   }

; ModuleID = 'lastprivate-team-copy.c'
source_filename = "lastprivate-team-copy.c"
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
@__omp_offloading_fe00_a7462a_spmd_long_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a7462a_spmd_long_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7462a_spmd_long_l3_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a7462a_spmd_long_l3(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !9
  store i64 %1, ptr %5, align 8, !tbaa !13
  store ptr %2, ptr %6, align 8, !tbaa !9
  %10 = load ptr, ptr %6, align 8, !tbaa !9
  %11 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a7462a_spmd_long_l3_kernel_environment, ptr %0)
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = call i32 @__kmpc_global_thread_num(ptr @1)
  %15 = load i64, ptr %5, align 8, !tbaa !13
  store i64 %15, ptr %7, align 8, !tbaa !13
  %16 = load i64, ptr %7, align 8, !tbaa !13
  store i32 0, ptr %8, align 4
  store i32 %14, ptr %9, align 4, !tbaa !15
  call void @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined(ptr %9, ptr %8, i64 %16, ptr %10) #4
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca [4 x ptr], align 8
  store ptr %0, ptr %5, align 8, !tbaa !9
  store ptr %1, ptr %6, align 8, !tbaa !9
  store i64 %2, ptr %7, align 8, !tbaa !13
  store ptr %3, ptr %8, align 8, !tbaa !9
  %21 = load ptr, ptr %8, align 8, !tbaa !9
  %22 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  call void @llvm.lifetime.start.p0(i64 8, ptr %9) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #4
  %23 = load i64, ptr %7, align 8, !tbaa !13
  store i64 %23, ptr %11, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %12) #4
  %24 = load i64, ptr %11, align 8, !tbaa !13
  %25 = sub nsw i64 %24, 0
  %26 = sdiv i64 %25, 1
  %27 = sub nsw i64 %26, 1
  store i64 %27, ptr %12, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #4
  store i64 0, ptr %13, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #4
  %28 = load i64, ptr %11, align 8, !tbaa !13
  %29 = icmp slt i64 0, %28
  br i1 %29, label %30, label %95

30:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr %14) #4
  store i64 0, ptr %14, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %15) #4
  %31 = load i64, ptr %12, align 8, !tbaa !13
  store i64 %31, ptr %15, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %16) #4
  store i64 1, ptr %16, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #4
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr %18) #4
  %32 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %33 = zext i32 %32 to i64
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_8(ptr @2, i32 %35, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i64 1, i64 %33)
  %36 = load i64, ptr %15, align 8, !tbaa !13
  %37 = load i64, ptr %12, align 8, !tbaa !13
  %38 = icmp sgt i64 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %30
  %40 = load i64, ptr %12, align 8, !tbaa !13
  br label %43

41:                                               ; preds = %30
  %42 = load i64, ptr %15, align 8, !tbaa !13
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i64 [ %40, %39 ], [ %42, %41 ]
  store i64 %44, ptr %15, align 8, !tbaa !13
  %45 = load i64, ptr %14, align 8, !tbaa !13
  store i64 %45, ptr %9, align 8, !tbaa !13
  br label %46

46:                                               ; preds = %83, %43
  %47 = load i64, ptr %9, align 8, !tbaa !13
  %48 = load i64, ptr %12, align 8, !tbaa !13
  %49 = add nsw i64 %48, 1
  %50 = icmp slt i64 %47, %49
  br i1 %50, label %52, label %51

51:                                               ; preds = %46
  br label %86

52:                                               ; preds = %46
  %53 = load i64, ptr %14, align 8
  %54 = load i64, ptr %15, align 8
  %55 = load i64, ptr %7, align 8, !tbaa !13
  store i64 %55, ptr %19, align 8, !tbaa !13
  %56 = load i64, ptr %19, align 8, !tbaa !13
  %57 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %58 = inttoptr i64 %53 to ptr
  store ptr %58, ptr %57, align 8, !tbaa !9
  %59 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %60 = inttoptr i64 %54 to ptr
  store ptr %60, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %62 = inttoptr i64 %56 to ptr
  store ptr %62, ptr %61, align 8, !tbaa !9
  %63 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %22, ptr %63, align 8, !tbaa !9
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !15
  call void @__kmpc_parallel_51(ptr @1, i32 %65, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4)
  br label %66

66:                                               ; preds = %52
  %67 = load i64, ptr %9, align 8, !tbaa !13
  %68 = load i64, ptr %16, align 8, !tbaa !13
  %69 = add nsw i64 %67, %68
  store i64 %69, ptr %9, align 8, !tbaa !13
  %70 = load i64, ptr %14, align 8, !tbaa !13
  %71 = load i64, ptr %16, align 8, !tbaa !13
  %72 = add nsw i64 %70, %71
  store i64 %72, ptr %14, align 8, !tbaa !13
  %73 = load i64, ptr %15, align 8, !tbaa !13
  %74 = load i64, ptr %16, align 8, !tbaa !13
  %75 = add nsw i64 %73, %74
  store i64 %75, ptr %15, align 8, !tbaa !13
  %76 = load i64, ptr %15, align 8, !tbaa !13
  %77 = load i64, ptr %12, align 8, !tbaa !13
  %78 = icmp sgt i64 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %66
  %80 = load i64, ptr %12, align 8, !tbaa !13
  br label %83

81:                                               ; preds = %66
  %82 = load i64, ptr %15, align 8, !tbaa !13
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i64 [ %80, %79 ], [ %82, %81 ]
  store i64 %84, ptr %15, align 8, !tbaa !13
  %85 = load i64, ptr %14, align 8, !tbaa !13
  store i64 %85, ptr %9, align 8, !tbaa !13
  br label %46

86:                                               ; preds = %51
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !15
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %89)
  %90 = load i32, ptr %17, align 4, !tbaa !15
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %94

92:                                               ; preds = %87
  %93 = load i64, ptr %22, align 8, !tbaa !13
  store i64 %93, ptr %21, align 8, !tbaa !13
  br label %94

94:                                               ; preds = %92, %87
  call void @llvm.lifetime.end.p0(i64 8, ptr %18) #4
  br label %95

95:                                               ; preds = %94, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %16) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %15) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %14) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %12) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %9) #4
  call void @__kmpc_free_shared(ptr %22, i64 8)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #4

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  store ptr %0, ptr %7, align 8, !tbaa !9
  store ptr %1, ptr %8, align 8, !tbaa !9
  store i64 %2, ptr %9, align 8, !tbaa !13
  store i64 %3, ptr %10, align 8, !tbaa !13
  store i64 %4, ptr %11, align 8, !tbaa !13
  store ptr %5, ptr %12, align 8, !tbaa !9
  %24 = load ptr, ptr %12, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr %15) #4
  %25 = load i64, ptr %11, align 8, !tbaa !13
  store i64 %25, ptr %15, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %16) #4
  %26 = load i64, ptr %15, align 8, !tbaa !13
  %27 = sub nsw i64 %26, 0
  %28 = sdiv i64 %27, 1
  %29 = sub nsw i64 %28, 1
  store i64 %29, ptr %16, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %17) #4
  store i64 0, ptr %17, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr %17) #4
  %30 = load i64, ptr %15, align 8, !tbaa !13
  %31 = icmp slt i64 0, %30
  br i1 %31, label %32, label %65

32:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr %18) #4
  store i64 0, ptr %18, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %19) #4
  %33 = load i64, ptr %16, align 8, !tbaa !13
  store i64 %33, ptr %19, align 8, !tbaa !13
  %34 = load i64, ptr %9, align 8, !tbaa !13
  %35 = load i64, ptr %10, align 8, !tbaa !13
  store i64 %34, ptr %18, align 8, !tbaa !13
  store i64 %35, ptr %19, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %20) #4
  store i64 1, ptr %20, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #4
  store i32 0, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr %23) #4
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !15
  call void @__kmpc_for_static_init_8(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i64 1, i64 1)
  %38 = load i64, ptr %18, align 8, !tbaa !13
  store i64 %38, ptr %13, align 8, !tbaa !13
  br label %39

39:                                               ; preds = %52, %32
  %40 = load i64, ptr %13, align 8, !tbaa !13
  %41 = load i64, ptr %10, align 8, !tbaa !13
  %42 = icmp ule i64 %40, %41
  br i1 %42, label %44, label %43

43:                                               ; preds = %39
  br label %56

44:                                               ; preds = %39
  %45 = load i64, ptr %13, align 8, !tbaa !13
  %46 = mul nsw i64 %45, 1
  %47 = add nsw i64 0, %46
  store i64 %47, ptr %23, align 8, !tbaa !13
  %48 = load i64, ptr %23, align 8, !tbaa !13
  %49 = mul nsw i64 %48, 3
  %50 = add nsw i64 %49, 1
  store i64 %50, ptr %22, align 8, !tbaa !13
  br label %51

51:                                               ; preds = %44
  br label %52

52:                                               ; preds = %51
  %53 = load i64, ptr %13, align 8, !tbaa !13
  %54 = load i64, ptr %20, align 8, !tbaa !13
  %55 = add nsw i64 %53, %54
  store i64 %55, ptr %13, align 8, !tbaa !13
  br label %39

56:                                               ; preds = %43
  br label %57

57:                                               ; preds = %56
  %58 = load ptr, ptr %7, align 8
  %59 = load i32, ptr %58, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %59)
  %60 = load i32, ptr %21, align 4, !tbaa !15
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %64

62:                                               ; preds = %57
  %63 = load i64, ptr %22, align 8, !tbaa !13
  store i64 %63, ptr %24, align 8, !tbaa !13
  br label %64

64:                                               ; preds = %62, %57
  call void @llvm.lifetime.end.p0(i64 8, ptr %23) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %20) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %19) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %18) #4
  br label %65

65:                                               ; preds = %64, %6
  call void @llvm.lifetime.end.p0(i64 8, ptr %16) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %15) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #4
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #4

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) #5

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #4

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr nocapture, i64) #6

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #4

declare void @__kmpc_target_deinit()

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { nosync nounwind allocsize(0) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { alwaysinline }
attributes #6 = { nosync nounwind }

!nvvm.annotations = !{!0, !1}
!omp_offload.info = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @__omp_offloading_fe00_a7462a_spmd_long_l3, !"maxntidx", i32 128}
!1 = !{ptr @__omp_offloading_fe00_a7462a_spmd_long_l3, !"kernel", i32 1}
!2 = !{i32 0, i32 65024, i32 10962474, !"spmd_long", i32 3, i32 0, i32 0}
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

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK: @__omp_rtl_debug_kind = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_teams_oversubscription = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_threads_oversubscription = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_no_thread_state = weak_odr hidden constant i32 0
; CHECK: @__omp_rtl_assume_no_nested_parallelism = weak_odr hidden constant i32 0
; CHECK: @0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
; CHECK: @1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @__omp_offloading_fe00_a7462a_spmd_long_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
; CHECK: @__omp_offloading_fe00_a7462a_spmd_long_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7462a_spmd_long_l3_dynamic_environment }
; CHECK: @2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
; CHECK: @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined.ompred.team_copy = internal addrspace(3) global [8 x i8] undef, align 16
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef nonnull align 8 dereferenceable(8) %[[TMP3:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !9
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !9
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP7]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP8]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8, !tbaa !9
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP9]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP11]]) #4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP22]], ptr %[[TMP11]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP12]]) #4
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = sub nsw i64 %[[TMP23]], 0
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sdiv i64 %[[TMP24]], 1
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sub nsw i64 %[[TMP25]], 1
; CHECK-NEXT:   store i64 %[[TMP26]], ptr %[[TMP12]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP13]]) #4
; CHECK-NEXT:   store i64 0, ptr %[[TMP13]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP13]]) #4
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = icmp slt i64 0, %[[TMP27]]
; CHECK-NEXT:   br i1 %[[TMP28]], label %[[TMP29:[0-9]+]], label %[[TMP94:[0-9]+]]
; CHECK: [[TMP29]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP14]]) #4
; CHECK-NEXT:   store i64 0, ptr %[[TMP14]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP15]]) #4
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP30]], ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP16]]) #4
; CHECK-NEXT:   store i64 1, ptr %[[TMP16]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #4
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP18]]) #4
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = zext i32 %[[TMP31]] to i64
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP33]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_8(ptr @2, i32 %[[TMP34]], i32 91, ptr %[[TMP17]], ptr %[[TMP14]], ptr %[[TMP15]], ptr %[[TMP16]], i64 1, i64 %[[TMP32]])
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = icmp sgt i64 %[[TMP35]], %[[TMP36]]
; CHECK-NEXT:   br i1 %[[TMP37]], label %[[TMP38:[0-9]+]], label %[[TMP40:[0-9]+]]
; CHECK: [[TMP38]]:
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP42:[0-9]+]]
; CHECK: [[TMP40]]:
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP42]]
; CHECK: [[TMP42]]:
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = phi i64 [ %[[TMP39]], %[[TMP38]] ], [ %[[TMP41]], %[[TMP40]] ]
; CHECK-NEXT:   store i64 %[[TMP43]], ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = load i64, ptr %[[TMP14]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP44]], ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP45:[0-9]+]]
; CHECK: [[TMP45]]:
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = add nsw i64 %[[TMP47]], 1
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = icmp slt i64 %[[TMP46]], %[[TMP48]]
; CHECK-NEXT:   br i1 %[[TMP49]], label %[[TMP51:[0-9]+]], label %[[TMP50:[0-9]+]]
; CHECK: [[TMP50]]:
; CHECK-NEXT:   br label %[[TMP85:[0-9]+]]
; CHECK: [[TMP51]]:
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = load i64, ptr %[[TMP14]], align 8
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i64, ptr %[[TMP15]], align 8
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP54]], ptr %[[TMP19]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i64, ptr %[[TMP19]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = inttoptr i64 %[[TMP52]] to ptr
; CHECK-NEXT:   store ptr %[[TMP57]], ptr %[[TMP56]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = inttoptr i64 %[[TMP53]] to ptr
; CHECK-NEXT:   store ptr %[[TMP59]], ptr %[[TMP58]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = inttoptr i64 %[[TMP55]] to ptr
; CHECK-NEXT:   store ptr %[[TMP61]], ptr %[[TMP60]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 3
; CHECK-NEXT:   store ptr addrspacecast (ptr addrspace(3) @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined.ompred.team_copy to ptr), ptr %[[TMP62]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = load i32, ptr %[[TMP63]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP64]], i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined_omp_outlined, ptr null, ptr %[[TMP20]], i64 4)
; CHECK-NEXT:   br label %[[TMP65:[0-9]+]]
; CHECK: [[TMP65]]:
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = load i64, ptr %[[TMP16]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = add nsw i64 %[[TMP66]], %[[TMP67]]
; CHECK-NEXT:   store i64 %[[TMP68]], ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load i64, ptr %[[TMP14]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = load i64, ptr %[[TMP16]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = add nsw i64 %[[TMP69]], %[[TMP70]]
; CHECK-NEXT:   store i64 %[[TMP71]], ptr %[[TMP14]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load i64, ptr %[[TMP16]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = add nsw i64 %[[TMP72]], %[[TMP73]]
; CHECK-NEXT:   store i64 %[[TMP74]], ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = icmp sgt i64 %[[TMP75]], %[[TMP76]]
; CHECK-NEXT:   br i1 %[[TMP77]], label %[[TMP78:[0-9]+]], label %[[TMP80:[0-9]+]]
; CHECK: [[TMP78]]:
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP82:[0-9]+]]
; CHECK: [[TMP80]]:
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP82]]
; CHECK: [[TMP82]]:
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = phi i64 [ %[[TMP79]], %[[TMP78]] ], [ %[[TMP81]], %[[TMP80]] ]
; CHECK-NEXT:   store i64 %[[TMP83]], ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = load i64, ptr %[[TMP14]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP84]], ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP45]]
; CHECK: [[TMP85]]:
; CHECK-NEXT:   br label %[[TMP86:[0-9]+]]
; CHECK: [[TMP86]]:
; CHECK-NEXT:   %[[TMP87:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP88:[0-9]+]] = load i32, ptr %[[TMP87]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP88]])
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP90:[0-9]+]] = icmp ne i32 %[[TMP89]], 0
; CHECK-NEXT:   br i1 %[[TMP90]], label %[[TMP91:[0-9]+]], label %[[TMP93:[0-9]+]]
; CHECK: [[TMP91]]:
; CHECK-NEXT:   %[[TMP92:[0-9]+]] = load i64, ptr addrspacecast (ptr addrspace(3) @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined.ompred.team_copy to ptr), align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP92]], ptr %[[TMP21]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP93]]
; CHECK: [[TMP93]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP18]]) #4
; CHECK-NEXT:   br label %[[TMP94]]
; CHECK: [[TMP94]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP16]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP15]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP14]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP12]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP11]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP9]]) #4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a7462a_spmd_long_l3_omp_outlined_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], ptr noundef nonnull align 8 dereferenceable(8) %[[TMP5:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP7]], align 8, !tbaa !9
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP8]], align 8, !tbaa !9
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP10]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP11]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP12]], align 8, !tbaa !9
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load ptr, ptr %[[TMP12]], align 8, !tbaa !9
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP13]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP15]]) #4
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP25]], ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP16]]) #4
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sub nsw i64 %[[TMP26]], 0
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = sdiv i64 %[[TMP27]], 1
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = sub nsw i64 %[[TMP28]], 1
; CHECK-NEXT:   store i64 %[[TMP29]], ptr %[[TMP16]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP17]]) #4
; CHECK-NEXT:   store i64 0, ptr %[[TMP17]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP17]]) #4
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = icmp slt i64 0, %[[TMP30]]
; CHECK-NEXT:   br i1 %[[TMP31]], label %[[TMP32:[0-9]+]], label %[[TMP65:[0-9]+]]
; CHECK: [[TMP32]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP18]]) #4
; CHECK-NEXT:   store i64 0, ptr %[[TMP18]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP19]]) #4
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i64, ptr %[[TMP16]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP33]], ptr %[[TMP19]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP34]], ptr %[[TMP18]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP35]], ptr %[[TMP19]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP20]]) #4
; CHECK-NEXT:   store i64 1, ptr %[[TMP20]], align 8, !tbaa !13
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #4
; CHECK-NEXT:   store i32 0, ptr %[[TMP21]], align 4, !tbaa !15
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP22]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP23]]) #4
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP36]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_for_static_init_8(ptr @3, i32 %[[TMP37]], i32 33, ptr %[[TMP21]], ptr %[[TMP18]], ptr %[[TMP19]], ptr %[[TMP20]], i64 1, i64 1)
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i64, ptr %[[TMP18]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP38]], ptr %[[TMP13]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP39:[0-9]+]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i64, ptr %[[TMP13]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = icmp ule i64 %[[TMP40]], %[[TMP41]]
; CHECK-NEXT:   br i1 %[[TMP42]], label %[[TMP44:[0-9]+]], label %[[TMP43:[0-9]+]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   br label %[[TMP56:[0-9]+]]
; CHECK: [[TMP44]]:
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i64, ptr %[[TMP13]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = mul nsw i64 %[[TMP45]], 1
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = add nsw i64 0, %[[TMP46]]
; CHECK-NEXT:   store i64 %[[TMP47]], ptr %[[TMP23]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = mul nsw i64 %[[TMP48]], 3
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = add nsw i64 %[[TMP49]], 1
; CHECK-NEXT:   store i64 %[[TMP50]], ptr %[[TMP22]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP51:[0-9]+]]
; CHECK: [[TMP51]]:
; CHECK-NEXT:   br label %[[TMP52:[0-9]+]]
; CHECK: [[TMP52]]:
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i64, ptr %[[TMP13]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = add nsw i64 %[[TMP53]], %[[TMP54]]
; CHECK-NEXT:   store i64 %[[TMP55]], ptr %[[TMP13]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP39]]
; CHECK: [[TMP56]]:
; CHECK-NEXT:   br label %[[TMP57:[0-9]+]]
; CHECK: [[TMP57]]:
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = load i32, ptr %[[TMP58]], align 4, !tbaa !15
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP59]])
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load i32, ptr %[[TMP21]], align 4, !tbaa !15
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = icmp ne i32 %[[TMP60]], 0
; CHECK-NEXT:   br i1 %[[TMP61]], label %[[TMP62:[0-9]+]], label %[[TMP64:[0-9]+]]
; CHECK: [[TMP62]]:
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = load i64, ptr %[[TMP22]], align 8, !tbaa !13
; CHECK-NEXT:   store i64 %[[TMP63]], ptr %[[TMP24]], align 8, !tbaa !13
; CHECK-NEXT:   br label %[[TMP64]]
; CHECK: [[TMP64]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP23]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP22]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP20]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP19]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP18]]) #4
; CHECK-NEXT:   br label %[[TMP65]]
; CHECK: [[TMP65]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP16]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP15]]) #4
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP13]]) #4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK: attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
; CHECK: attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
; CHECK: attributes #2 = { nosync nounwind allocsize(0) }
; CHECK: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; CHECK: attributes #4 = { nounwind }
; CHECK: attributes #5 = { alwaysinline }
; CHECK: attributes #6 = { nosync nounwind }
; CHECK: !nvvm.annotations = !{!0, !1}
; CHECK: !omp_offload.info = !{!2}
; CHECK: !llvm.module.flags = !{!3, !4, !5, !6, !7}
; CHECK: !0 = !{ptr @__omp_offloading_fe00_a7462a_spmd_long_l3, !"maxntidx", i32 128}
; CHECK: !1 = !{ptr @__omp_offloading_fe00_a7462a_spmd_long_l3, !"kernel", i32 1}
; CHECK: !2 = !{i32 0, i32 65024, i32 10962474, !"spmd_long", i32 3, i32 0, i32 0}
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
