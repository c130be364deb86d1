; The empty-entity `last` flag guard (plugin/EmptyLastFlag.cpp,
; docs/llvm19-defects.md): a loop with step 2 runs through LLVM 22's
; unsigned static schedules (__kmpc_{distribute,for}_static_init_8u); after
; each call the flag is cleared where the returned lower bound lies past the
; upper bound passed in.
;
; UTC_ARGS: --function _omp_outlined
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-empty-last-flag -S %s | %FileCheck %s
; The checks fail with the guard off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-empty-last-flag \
; RUN:   -ompred-empty-last-flag=false -S %s | not %FileCheck %s
;
; The input: clang-22 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes empty-last-flag.c, of:
;   long step2(long n, long *out) {
;   #pragma omp target teams distribute parallel for map(from : out[0 : n])
;     for (long i = 0; i < 2 * n; i += 2) out[i / 2] = i;
;     return n;
;   }

; ModuleID = 'empty-last-flag.c'
source_filename = "empty-last-flag.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
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
@__omp_offloading_fe00_a7c071_step2_l2_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a7c071_step2_l2_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7c071_step2_l2_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_a7c071_step2_l2(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !12
  store i64 %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !16
  %10 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a7c071_step2_l2_kernel_environment, ptr %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = call i32 @__kmpc_global_thread_num(ptr @1)
  %14 = load i64, ptr %5, align 8, !tbaa !14
  store i64 %14, ptr %7, align 8, !tbaa !14
  %15 = load i64, ptr %7, align 8, !tbaa !14
  %16 = load ptr, ptr %6, align 8, !tbaa !16
  store i32 0, ptr %8, align 4
  store i32 %13, ptr %9, align 4, !tbaa !8
  call void @__omp_offloading_fe00_a7c071_step2_l2_omp_outlined(ptr %9, ptr %8, i64 %15, ptr %16) #3
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7c071_step2_l2_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3) #1 {
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
  store ptr %0, ptr %5, align 8, !tbaa !18
  store ptr %1, ptr %6, align 8, !tbaa !18
  store i64 %2, ptr %7, align 8, !tbaa !14
  store ptr %3, ptr %8, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(ptr %9) #3
  call void @llvm.lifetime.start.p0(ptr %11) #3
  %21 = load i64, ptr %7, align 8, !tbaa !14
  %22 = mul nsw i64 2, %21
  store i64 %22, ptr %11, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %12) #3
  %23 = load i64, ptr %11, align 8, !tbaa !14
  %24 = sub i64 %23, -1
  %25 = udiv i64 %24, 2
  %26 = sub i64 %25, 1
  store i64 %26, ptr %12, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %13) #3
  store i64 0, ptr %13, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr %13) #3
  %27 = load i64, ptr %11, align 8, !tbaa !14
  %28 = icmp slt i64 0, %27
  br i1 %28, label %29, label %90

29:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %14) #3
  store i64 0, ptr %14, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %30 = load i64, ptr %12, align 8, !tbaa !14
  store i64 %30, ptr %15, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i64 1, ptr %16, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %31 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %32 = zext i32 %31 to i64
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %33, align 4, !tbaa !8
  call void @__kmpc_distribute_static_init_8u(ptr @2, i32 %34, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i64 1, i64 %32)
  %35 = load i64, ptr %15, align 8, !tbaa !14
  %36 = load i64, ptr %12, align 8, !tbaa !14
  %37 = icmp ugt i64 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %29
  %39 = load i64, ptr %12, align 8, !tbaa !14
  br label %42

40:                                               ; preds = %29
  %41 = load i64, ptr %15, align 8, !tbaa !14
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i64 [ %39, %38 ], [ %41, %40 ]
  store i64 %43, ptr %15, align 8, !tbaa !14
  %44 = load i64, ptr %14, align 8, !tbaa !14
  store i64 %44, ptr %9, align 8, !tbaa !14
  br label %45

45:                                               ; preds = %83, %42
  %46 = load i64, ptr %9, align 8, !tbaa !14
  %47 = load i64, ptr %12, align 8, !tbaa !14
  %48 = add i64 %47, 1
  %49 = icmp ult i64 %46, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %45
  br label %86

51:                                               ; preds = %45
  %52 = load i64, ptr %14, align 8
  %53 = load i64, ptr %15, align 8
  %54 = load i64, ptr %7, align 8, !tbaa !14
  store i64 %54, ptr %19, align 8, !tbaa !14
  %55 = load i64, ptr %19, align 8, !tbaa !14
  %56 = load ptr, ptr %8, align 8, !tbaa !16
  %57 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %58 = inttoptr i64 %52 to ptr
  store ptr %58, ptr %57, align 8, !tbaa !20
  %59 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %60 = inttoptr i64 %53 to ptr
  store ptr %60, ptr %59, align 8, !tbaa !20
  %61 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %62 = inttoptr i64 %55 to ptr
  store ptr %62, ptr %61, align 8, !tbaa !20
  %63 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %56, ptr %63, align 8, !tbaa !20
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !8
  call void @__kmpc_parallel_60(ptr @1, i32 %65, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7c071_step2_l2_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4, i32 0)
  br label %66

66:                                               ; preds = %51
  %67 = load i64, ptr %9, align 8, !tbaa !14
  %68 = load i64, ptr %16, align 8, !tbaa !14
  %69 = add i64 %67, %68
  store i64 %69, ptr %9, align 8, !tbaa !14
  %70 = load i64, ptr %14, align 8, !tbaa !14
  %71 = load i64, ptr %16, align 8, !tbaa !14
  %72 = add i64 %70, %71
  store i64 %72, ptr %14, align 8, !tbaa !14
  %73 = load i64, ptr %15, align 8, !tbaa !14
  %74 = load i64, ptr %16, align 8, !tbaa !14
  %75 = add i64 %73, %74
  store i64 %75, ptr %15, align 8, !tbaa !14
  %76 = load i64, ptr %15, align 8, !tbaa !14
  %77 = load i64, ptr %12, align 8, !tbaa !14
  %78 = icmp ugt i64 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %66
  %80 = load i64, ptr %12, align 8, !tbaa !14
  br label %83

81:                                               ; preds = %66
  %82 = load i64, ptr %15, align 8, !tbaa !14
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i64 [ %80, %79 ], [ %82, %81 ]
  store i64 %84, ptr %15, align 8, !tbaa !14
  %85 = load i64, ptr %14, align 8, !tbaa !14
  store i64 %85, ptr %9, align 8, !tbaa !14
  br label %45

86:                                               ; preds = %50
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !8
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %89)
  call void @llvm.lifetime.end.p0(ptr %18) #3
  br label %90

90:                                               ; preds = %87, %4
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  call void @llvm.lifetime.end.p0(ptr %14) #3
  call void @llvm.lifetime.end.p0(ptr %12) #3
  call void @llvm.lifetime.end.p0(ptr %11) #3
  call void @llvm.lifetime.end.p0(ptr %9) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8u(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7c071_step2_l2_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
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
  store ptr %0, ptr %7, align 8, !tbaa !18
  store ptr %1, ptr %8, align 8, !tbaa !18
  store i64 %2, ptr %9, align 8, !tbaa !14
  store i64 %3, ptr %10, align 8, !tbaa !14
  store i64 %4, ptr %11, align 8, !tbaa !14
  store ptr %5, ptr %12, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(ptr %13) #3
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %23 = load i64, ptr %11, align 8, !tbaa !14
  %24 = mul nsw i64 2, %23
  store i64 %24, ptr %15, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %16) #3
  %25 = load i64, ptr %15, align 8, !tbaa !14
  %26 = sub i64 %25, -1
  %27 = udiv i64 %26, 2
  %28 = sub i64 %27, 1
  store i64 %28, ptr %16, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i64 0, ptr %17, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr %17) #3
  %29 = load i64, ptr %15, align 8, !tbaa !14
  %30 = icmp slt i64 0, %29
  br i1 %30, label %31, label %62

31:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i64 0, ptr %18, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %19) #3
  %32 = load i64, ptr %16, align 8, !tbaa !14
  store i64 %32, ptr %19, align 8, !tbaa !14
  %33 = load i64, ptr %9, align 8, !tbaa !14
  %34 = load i64, ptr %10, align 8, !tbaa !14
  store i64 %33, ptr %18, align 8, !tbaa !14
  store i64 %34, ptr %19, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i64 1, ptr %20, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %35 = load ptr, ptr %7, align 8
  %36 = load i32, ptr %35, align 4, !tbaa !8
  call void @__kmpc_for_static_init_8u(ptr @3, i32 %36, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i64 1, i64 1)
  %37 = load i64, ptr %18, align 8, !tbaa !14
  store i64 %37, ptr %13, align 8, !tbaa !14
  br label %38

38:                                               ; preds = %54, %31
  %39 = load i64, ptr %13, align 8, !tbaa !14
  %40 = load i64, ptr %10, align 8, !tbaa !14
  %41 = add i64 %40, 1
  %42 = icmp ult i64 %39, %41
  br i1 %42, label %44, label %43

43:                                               ; preds = %38
  br label %58

44:                                               ; preds = %38
  %45 = load i64, ptr %13, align 8, !tbaa !14
  %46 = mul i64 %45, 2
  %47 = add i64 0, %46
  store i64 %47, ptr %22, align 8, !tbaa !14
  %48 = load i64, ptr %22, align 8, !tbaa !14
  %49 = load ptr, ptr %12, align 8, !tbaa !16
  %50 = load i64, ptr %22, align 8, !tbaa !14
  %51 = sdiv i64 %50, 2
  %52 = getelementptr inbounds i64, ptr %49, i64 %51
  store i64 %48, ptr %52, align 8, !tbaa !14
  br label %53

53:                                               ; preds = %44
  br label %54

54:                                               ; preds = %53
  %55 = load i64, ptr %13, align 8, !tbaa !14
  %56 = load i64, ptr %20, align 8, !tbaa !14
  %57 = add i64 %55, %56
  store i64 %57, ptr %13, align 8, !tbaa !14
  br label %38

58:                                               ; preds = %43
  br label %59

59:                                               ; preds = %58
  %60 = load ptr, ptr %7, align 8
  %61 = load i32, ptr %60, align 4, !tbaa !8
  call void @__kmpc_for_static_fini(ptr @3, i32 %61)
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  br label %62

62:                                               ; preds = %59, %6
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8u(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #4

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

declare void @__kmpc_target_deinit()

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline }

!omp_offload.info = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = !{i32 0, i32 65024, i32 10993777, !"step2", i32 2, i32 0, i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"openmp", i32 51}
!4 = !{i32 7, !"openmp-device", i32 51}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"p1 long", !13, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"p1 int", !13, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"any p2 pointer", !13, i64 0}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a7c071_step2_l2_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]]) #1 {
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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !18
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !18
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP7]], align 8, !tbaa !14
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP8]], align 8, !tbaa !16
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP9]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = mul nsw i64 2, %[[TMP21]]
; CHECK-NEXT:   store i64 %[[TMP22]], ptr %[[TMP11]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = sub i64 %[[TMP23]], -1
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = udiv i64 %[[TMP24]], 2
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sub i64 %[[TMP25]], 1
; CHECK-NEXT:   store i64 %[[TMP26]], ptr %[[TMP12]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP13]]) #3
; CHECK-NEXT:   store i64 0, ptr %[[TMP13]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = icmp slt i64 0, %[[TMP27]]
; CHECK-NEXT:   br i1 %[[TMP28]], label %[[TMP29:[0-9]+]], label %[[TMP91:[0-9]+]]
; CHECK: [[TMP29]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP14]]) #3
; CHECK-NEXT:   store i64 0, ptr %[[TMP14]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP30]], ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP16]]) #3
; CHECK-NEXT:   store i64 1, ptr %[[TMP16]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !8
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP18]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = zext i32 %[[TMP31]] to i64
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP33]], align 4, !tbaa !8
; CHECK-NEXT:   %ompred.loop.end = load i64, ptr %[[TMP15]], align 8
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_8u(ptr @2, i32 %[[TMP34]], i32 91, ptr %[[TMP17]], ptr %[[TMP14]], ptr %[[TMP15]], ptr %[[TMP16]], i64 1, i64 %[[TMP32]])
; CHECK-NEXT:   %ompred.first = load i64, ptr %[[TMP14]], align 8
; CHECK-NEXT:   %ompred.empty = icmp ugt i64 %ompred.first, %ompred.loop.end
; CHECK-NEXT:   %ompred.last = load i32, ptr %[[TMP17]], align 4
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = select i1 %ompred.empty, i32 0, i32 %ompred.last
; CHECK-NEXT:   store i32 %[[TMP35]], ptr %[[TMP17]], align 4
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = icmp ugt i64 %[[TMP36]], %[[TMP37]]
; CHECK-NEXT:   br i1 %[[TMP38]], label %[[TMP39:[0-9]+]], label %[[TMP41:[0-9]+]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP43:[0-9]+]]
; CHECK: [[TMP41]]:
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP43]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = phi i64 [ %[[TMP40]], %[[TMP39]] ], [ %[[TMP42]], %[[TMP41]] ]
; CHECK-NEXT:   store i64 %[[TMP44]], ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i64, ptr %[[TMP14]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP45]], ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP46:[0-9]+]]
; CHECK: [[TMP46]]:
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = add i64 %[[TMP48]], 1
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = icmp ult i64 %[[TMP47]], %[[TMP49]]
; CHECK-NEXT:   br i1 %[[TMP50]], label %[[TMP52:[0-9]+]], label %[[TMP51:[0-9]+]]
; CHECK: [[TMP51]]:
; CHECK-NEXT:   br label %[[TMP87:[0-9]+]]
; CHECK: [[TMP52]]:
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i64, ptr %[[TMP14]], align 8
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i64, ptr %[[TMP15]], align 8
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP55]], ptr %[[TMP19]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = load i64, ptr %[[TMP19]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = inttoptr i64 %[[TMP53]] to ptr
; CHECK-NEXT:   store ptr %[[TMP59]], ptr %[[TMP58]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = inttoptr i64 %[[TMP54]] to ptr
; CHECK-NEXT:   store ptr %[[TMP61]], ptr %[[TMP60]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = inttoptr i64 %[[TMP56]] to ptr
; CHECK-NEXT:   store ptr %[[TMP63]], ptr %[[TMP62]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP20]], i64 0, i64 3
; CHECK-NEXT:   store ptr %[[TMP57]], ptr %[[TMP64]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = load i32, ptr %[[TMP65]], align 4, !tbaa !8
; CHECK-NEXT:   call void @__kmpc_parallel_60(ptr @1, i32 %[[TMP66]], i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7c071_step2_l2_omp_outlined_omp_outlined, ptr null, ptr %[[TMP20]], i64 4, i32 0)
; CHECK-NEXT:   br label %[[TMP67:[0-9]+]]
; CHECK: [[TMP67]]:
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load i64, ptr %[[TMP16]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = add i64 %[[TMP68]], %[[TMP69]]
; CHECK-NEXT:   store i64 %[[TMP70]], ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = load i64, ptr %[[TMP14]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = load i64, ptr %[[TMP16]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = add i64 %[[TMP71]], %[[TMP72]]
; CHECK-NEXT:   store i64 %[[TMP73]], ptr %[[TMP14]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = load i64, ptr %[[TMP16]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = add i64 %[[TMP74]], %[[TMP75]]
; CHECK-NEXT:   store i64 %[[TMP76]], ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = icmp ugt i64 %[[TMP77]], %[[TMP78]]
; CHECK-NEXT:   br i1 %[[TMP79]], label %[[TMP80:[0-9]+]], label %[[TMP82:[0-9]+]]
; CHECK: [[TMP80]]:
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = load i64, ptr %[[TMP12]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP84:[0-9]+]]
; CHECK: [[TMP82]]:
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP84]]
; CHECK: [[TMP84]]:
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = phi i64 [ %[[TMP81]], %[[TMP80]] ], [ %[[TMP83]], %[[TMP82]] ]
; CHECK-NEXT:   store i64 %[[TMP85]], ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP86:[0-9]+]] = load i64, ptr %[[TMP14]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP86]], ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP46]]
; CHECK: [[TMP87]]:
; CHECK-NEXT:   br label %[[TMP88:[0-9]+]]
; CHECK: [[TMP88]]:
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP90:[0-9]+]] = load i32, ptr %[[TMP89]], align 4, !tbaa !8
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP90]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP91]]
; CHECK: [[TMP91]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP12]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP9]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_a7c071_step2_l2_omp_outlined_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], ptr noundef %[[TMP5:[0-9]+]]) #1 {
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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP7]], align 8, !tbaa !18
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP8]], align 8, !tbaa !18
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP10]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP11]], align 8, !tbaa !14
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP12]], align 8, !tbaa !16
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = mul nsw i64 2, %[[TMP23]]
; CHECK-NEXT:   store i64 %[[TMP24]], ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sub i64 %[[TMP25]], -1
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = udiv i64 %[[TMP26]], 2
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = sub i64 %[[TMP27]], 1
; CHECK-NEXT:   store i64 %[[TMP28]], ptr %[[TMP16]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i64 0, ptr %[[TMP17]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = icmp slt i64 0, %[[TMP29]]
; CHECK-NEXT:   br i1 %[[TMP30]], label %[[TMP31:[0-9]+]], label %[[TMP63:[0-9]+]]
; CHECK: [[TMP31]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i64 0, ptr %[[TMP18]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i64, ptr %[[TMP16]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP32]], ptr %[[TMP19]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP33]], ptr %[[TMP18]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP34]], ptr %[[TMP19]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP20]]) #3
; CHECK-NEXT:   store i64 1, ptr %[[TMP20]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP21]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP21]], align 4, !tbaa !8
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(ptr %[[TMP22]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load i32, ptr %[[TMP35]], align 4, !tbaa !8
; CHECK-NEXT:   %ompred.loop.end = load i64, ptr %[[TMP19]], align 8
; CHECK-NEXT:   call void @__kmpc_for_static_init_8u(ptr @3, i32 %[[TMP36]], i32 33, ptr %[[TMP21]], ptr %[[TMP18]], ptr %[[TMP19]], ptr %[[TMP20]], i64 1, i64 1)
; CHECK-NEXT:   %ompred.first = load i64, ptr %[[TMP18]], align 8
; CHECK-NEXT:   %ompred.empty = icmp ugt i64 %ompred.first, %ompred.loop.end
; CHECK-NEXT:   %ompred.last = load i32, ptr %[[TMP21]], align 4
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = select i1 %ompred.empty, i32 0, i32 %ompred.last
; CHECK-NEXT:   store i32 %[[TMP37]], ptr %[[TMP21]], align 4
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i64, ptr %[[TMP18]], align 8, !tbaa !14
; CHECK-NEXT:   store i64 %[[TMP38]], ptr %[[TMP13]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP39:[0-9]+]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i64, ptr %[[TMP13]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = add i64 %[[TMP41]], 1
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = icmp ult i64 %[[TMP40]], %[[TMP42]]
; CHECK-NEXT:   br i1 %[[TMP43]], label %[[TMP45:[0-9]+]], label %[[TMP44:[0-9]+]]
; CHECK: [[TMP44]]:
; CHECK-NEXT:   br label %[[TMP59:[0-9]+]]
; CHECK: [[TMP45]]:
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i64, ptr %[[TMP13]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = mul i64 %[[TMP46]], 2
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = add i64 0, %[[TMP47]]
; CHECK-NEXT:   store i64 %[[TMP48]], ptr %[[TMP22]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load i64, ptr %[[TMP22]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = load ptr, ptr %[[TMP12]], align 8, !tbaa !16
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = load i64, ptr %[[TMP22]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = sdiv i64 %[[TMP51]], 2
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = getelementptr inbounds i64, ptr %[[TMP50]], i64 %[[TMP52]]
; CHECK-NEXT:   store i64 %[[TMP49]], ptr %[[TMP53]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP54:[0-9]+]]
; CHECK: [[TMP54]]:
; CHECK-NEXT:   br label %[[TMP55:[0-9]+]]
; CHECK: [[TMP55]]:
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = load i64, ptr %[[TMP13]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = add i64 %[[TMP56]], %[[TMP57]]
; CHECK-NEXT:   store i64 %[[TMP58]], ptr %[[TMP13]], align 8, !tbaa !14
; CHECK-NEXT:   br label %[[TMP39]]
; CHECK: [[TMP59]]:
; CHECK-NEXT:   br label %[[TMP60:[0-9]+]]
; CHECK: [[TMP60]]:
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load i32, ptr %[[TMP61]], align 4, !tbaa !8
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP62]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP22]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP20]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP63]]
; CHECK: [[TMP63]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(ptr %[[TMP13]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
