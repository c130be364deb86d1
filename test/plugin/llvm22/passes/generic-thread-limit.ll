; The thread-limit repair (plugin/GenericThreadLimit.cpp,
; docs/llvm19-defects.md) on a generic kernel with thread_limit(16): the
; kernel environment's MaxThreads, the "nvvm.maxntid" attribute (clang-19:
; a `maxntidx` annotation) and "omp_target_thread_limit" become 48 (a
; worker warp below the main
; thread's), and the kernel is marked with clang's 16 (WIDEN). OpenMPOpt
; makes this kernel SPMD (ExecMode 3), and the restore pass at the end of the
; pipeline writes 16 back and drops the mark (RESTORE).
;
; UTC_ARGS: --check-globals --function ^$
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-generic-thread-limit -S %s \
; RUN:   | %FileCheck %s --check-prefix=WIDEN
; RUN: %opt -load-pass-plugin=%plugin \
; RUN:   -passes=ompred-generic-thread-limit,openmp-opt,ompred-generic-thread-limit-restore -S %s \
; RUN:   | %FileCheck %s --check-prefix=RESTORE
; The checks fail with the repair off, and without the restore pass:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-generic-thread-limit \
; RUN:   -ompred-generic-thread-limit=false -S %s | not %FileCheck %s --check-prefix=WIDEN
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-generic-thread-limit,openmp-opt -S %s \
; RUN:   | not %FileCheck %s --check-prefix=RESTORE
;
; The input: clang-22 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes generic-thread-limit.c, of:
;   // Generic (a team-level store around the parallel region), thread_limit(16).
;   void tl16(int *x, int n) {
;   #pragma omp target teams num_teams(4) thread_limit(16) map(tofrom : x[0 : n])
;     {
;       x[0] = 1;
;   #pragma omp parallel for
;       for (int i = 1; i < n; i++)
;         x[i] = i;
;     }
;   }

; ModuleID = 'generic-thread-limit.c'
source_filename = "generic-thread-limit.c"
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
@__omp_offloading_fe00_a7c0c4_tl16_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a7c0c4_tl16_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 16, i32 4, i32 4, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7c0c4_tl16_l3_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_a7c0c4_tl16_l3(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !12
  store ptr %1, ptr %5, align 8, !tbaa !14
  store i64 %2, ptr %6, align 8, !tbaa !16
  %10 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a7c0c4_tl16_l3_kernel_environment, ptr %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = call i32 @__kmpc_global_thread_num(ptr @1)
  %14 = load ptr, ptr %5, align 8, !tbaa !14
  %15 = load i32, ptr %6, align 4, !tbaa !8
  store i32 %15, ptr %7, align 4, !tbaa !8
  %16 = load i64, ptr %7, align 8, !tbaa !16
  store i32 0, ptr %8, align 4
  store i32 %13, ptr %9, align 4, !tbaa !8
  call void @__omp_offloading_fe00_a7c0c4_tl16_l3_omp_outlined(ptr %9, ptr %8, ptr %14, i64 %16) #4
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7c0c4_tl16_l3_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef %2, i64 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca [2 x ptr], align 8
  store ptr %0, ptr %5, align 8, !tbaa !14
  store ptr %1, ptr %6, align 8, !tbaa !14
  store ptr %2, ptr %7, align 8, !tbaa !14
  store i64 %3, ptr %8, align 8, !tbaa !16
  %10 = load i32, ptr %8, align 4, !tbaa !8
  %11 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  store i32 %10, ptr %11, align 4, !tbaa !8
  %12 = load ptr, ptr %7, align 8, !tbaa !14
  %13 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %12, ptr %13, align 8, !tbaa !14
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = getelementptr inbounds i32, ptr %14, i64 0
  store i32 1, ptr %15, align 4, !tbaa !8
  %16 = getelementptr inbounds [2 x ptr], ptr %9, i64 0, i64 0
  store ptr %11, ptr %16, align 8, !tbaa !18
  %17 = getelementptr inbounds [2 x ptr], ptr %9, i64 0, i64 1
  store ptr %13, ptr %17, align 8, !tbaa !18
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %18, align 4, !tbaa !8
  call void @__kmpc_parallel_60(ptr @1, i32 %19, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7c0c4_tl16_l3_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_a7c0c4_tl16_l3_omp_outlined_omp_outlined_wrapper, ptr %9, i64 2, i32 0)
  call void @__kmpc_free_shared(ptr %13, i64 8)
  call void @__kmpc_free_shared(ptr %11, i64 4)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #2

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7c0c4_tl16_l3_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
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
  store ptr %0, ptr %5, align 8, !tbaa !14
  store ptr %1, ptr %6, align 8, !tbaa !14
  store ptr %2, ptr %7, align 8, !tbaa !14
  store ptr %3, ptr %8, align 8, !tbaa !20
  %19 = load ptr, ptr %7, align 8, !tbaa !14, !nonnull !22, !align !23
  %20 = load ptr, ptr %8, align 8, !tbaa !20, !nonnull !22, !align !24
  call void @llvm.lifetime.start.p0(ptr %9) #4
  call void @llvm.lifetime.start.p0(ptr %11) #4
  %21 = load i32, ptr %19, align 4, !tbaa !8
  store i32 %21, ptr %11, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %12) #4
  %22 = load i32, ptr %11, align 4, !tbaa !8
  %23 = sub nsw i32 %22, 1
  %24 = sdiv i32 %23, 1
  %25 = sub nsw i32 %24, 1
  store i32 %25, ptr %12, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %13) #4
  store i32 1, ptr %13, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr %13) #4
  %26 = load i32, ptr %11, align 4, !tbaa !8
  %27 = icmp slt i32 1, %26
  br i1 %27, label %28, label %77

28:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %14) #4
  store i32 0, ptr %14, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %15) #4
  %29 = load i32, ptr %12, align 4, !tbaa !8
  store i32 %29, ptr %15, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %16) #4
  store i32 1, ptr %16, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %17) #4
  store i32 0, ptr %17, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %18) #4
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %30, align 4, !tbaa !8
  call void @__kmpc_for_static_init_4(ptr @2, i32 %31, i32 33, ptr %17, ptr %14, ptr %15, ptr %16, i32 1, i32 1)
  br label %32

32:                                               ; preds = %67, %28
  %33 = load i32, ptr %15, align 4, !tbaa !8
  %34 = load i32, ptr %12, align 4, !tbaa !8
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %32
  %37 = load i32, ptr %12, align 4, !tbaa !8
  br label %40

38:                                               ; preds = %32
  %39 = load i32, ptr %15, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %15, align 4, !tbaa !8
  %42 = load i32, ptr %14, align 4, !tbaa !8
  store i32 %42, ptr %9, align 4, !tbaa !8
  %43 = load i32, ptr %9, align 4, !tbaa !8
  %44 = load i32, ptr %15, align 4, !tbaa !8
  %45 = icmp sle i32 %43, %44
  br i1 %45, label %47, label %46

46:                                               ; preds = %40
  br label %74

47:                                               ; preds = %40
  br label %48

48:                                               ; preds = %63, %47
  %49 = load i32, ptr %9, align 4, !tbaa !8
  %50 = load i32, ptr %15, align 4, !tbaa !8
  %51 = icmp sle i32 %49, %50
  br i1 %51, label %53, label %52

52:                                               ; preds = %48
  br label %66

53:                                               ; preds = %48
  %54 = load i32, ptr %9, align 4, !tbaa !8
  %55 = mul nsw i32 %54, 1
  %56 = add nsw i32 1, %55
  store i32 %56, ptr %18, align 4, !tbaa !8
  %57 = load i32, ptr %18, align 4, !tbaa !8
  %58 = load ptr, ptr %20, align 8, !tbaa !14
  %59 = load i32, ptr %18, align 4, !tbaa !8
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  store i32 %57, ptr %61, align 4, !tbaa !8
  br label %62

62:                                               ; preds = %53
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %9, align 4, !tbaa !8
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %9, align 4, !tbaa !8
  br label %48

66:                                               ; preds = %52
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %14, align 4, !tbaa !8
  %69 = load i32, ptr %16, align 4, !tbaa !8
  %70 = add nsw i32 %68, %69
  store i32 %70, ptr %14, align 4, !tbaa !8
  %71 = load i32, ptr %15, align 4, !tbaa !8
  %72 = load i32, ptr %16, align 4, !tbaa !8
  %73 = add nsw i32 %71, %72
  store i32 %73, ptr %15, align 4, !tbaa !8
  br label %32

74:                                               ; preds = %46
  %75 = load ptr, ptr %5, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !8
  call void @__kmpc_for_static_fini(ptr @2, i32 %76)
  call void @llvm.lifetime.end.p0(ptr %18) #4
  call void @llvm.lifetime.end.p0(ptr %17) #4
  call void @llvm.lifetime.end.p0(ptr %16) #4
  call void @llvm.lifetime.end.p0(ptr %15) #4
  call void @llvm.lifetime.end.p0(ptr %14) #4
  br label %77

77:                                               ; preds = %74, %4
  call void @llvm.lifetime.end.p0(ptr %12) #4
  call void @llvm.lifetime.end.p0(ptr %11) #4
  call void @llvm.lifetime.end.p0(ptr %9) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #4

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7c0c4_tl16_l3_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #5 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i16 %0, ptr %3, align 2, !tbaa !25
  store i32 %1, ptr %4, align 4, !tbaa !8
  store i32 0, ptr %5, align 4
  call void @__kmpc_get_shared_variables(ptr %6)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %7, i64 0
  %9 = load ptr, ptr %8, align 8, !tbaa !12
  %10 = getelementptr inbounds ptr, ptr %7, i64 1
  %11 = load ptr, ptr %10, align 8, !tbaa !12
  call void @__omp_offloading_fe00_a7c0c4_tl16_l3_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11) #4
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #6

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr captures(none), i64) #7

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #4

declare void @__kmpc_target_deinit()

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="4" "nvvm.maxntid"="16" "omp_target_num_teams"="4" "omp_target_thread_limit"="16" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { nosync nounwind allocsize(0) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { alwaysinline }
attributes #7 = { nosync nounwind }

!omp_offload.info = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = !{i32 0, i32 65024, i32 10993860, !"tl16", i32 3, i32 0, i32 0}
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
!15 = !{!"p1 int", !13, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !10, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"any p2 pointer", !13, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"p2 int", !19, i64 0}
!22 = !{}
!23 = !{i64 4}
!24 = !{i64 8}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !10, i64 0}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; WIDEN: @__omp_rtl_debug_kind = weak_odr hidden constant i32 0
; WIDEN: @__omp_rtl_assume_teams_oversubscription = weak_odr hidden constant i32 0
; WIDEN: @__omp_rtl_assume_threads_oversubscription = weak_odr hidden constant i32 0
; WIDEN: @__omp_rtl_assume_no_thread_state = weak_odr hidden constant i32 0
; WIDEN: @__omp_rtl_assume_no_nested_parallelism = weak_odr hidden constant i32 0
; WIDEN: @0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
; WIDEN: @1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
; WIDEN: @__omp_offloading_fe00_a7c0c4_tl16_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
; WIDEN: @__omp_offloading_fe00_a7c0c4_tl16_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 48, i32 4, i32 4, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7c0c4_tl16_l3_dynamic_environment }
; WIDEN: @2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
; WIDEN: attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="4" "nvvm.maxntid"="48" "omp_target_num_teams"="4" "omp_target_thread_limit"="48" "ompred-widened-thread-limit"="16" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
; WIDEN: attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
; WIDEN: attributes #2 = { nosync nounwind allocsize(0) }
; WIDEN: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; WIDEN: attributes #4 = { nounwind }
; WIDEN: attributes #5 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
; WIDEN: attributes #6 = { alwaysinline }
; WIDEN: attributes #7 = { nosync nounwind }
; WIDEN: !omp_offload.info = !{!0}
; WIDEN: !llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
; WIDEN: !llvm.errno.tbaa = !{!8}
; WIDEN: !0 = !{i32 0, i32 65024, i32 10993860, !"tl16", i32 3, i32 0, i32 0}
; WIDEN: !1 = !{i32 1, !"wchar_size", i32 4}
; WIDEN: !2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
; WIDEN: !3 = !{i32 7, !"openmp", i32 51}
; WIDEN: !4 = !{i32 7, !"openmp-device", i32 51}
; WIDEN: !5 = !{i32 8, !"PIC Level", i32 2}
; WIDEN: !6 = !{i32 7, !"frame-pointer", i32 2}
; WIDEN: !8 = !{!9, !9, i64 0}
; WIDEN: !9 = !{!"int", !10, i64 0}
; WIDEN: !10 = !{!"omnipotent char", !11, i64 0}
; WIDEN: !11 = !{!"Simple C/C++ TBAA"}
; WIDEN: !12 = !{!13, !13, i64 0}
; WIDEN: !13 = !{!"any pointer", !10, i64 0}
; WIDEN: !14 = !{!15, !15, i64 0}
; WIDEN: !15 = !{!"p1 int", !13, i64 0}
; WIDEN: !16 = !{!17, !17, i64 0}
; WIDEN: !17 = !{!"long", !10, i64 0}
; WIDEN: !18 = !{!19, !19, i64 0}
; WIDEN: !19 = !{!"any p2 pointer", !13, i64 0}
; WIDEN: !20 = !{!21, !21, i64 0}
; WIDEN: !21 = !{!"p2 int", !19, i64 0}
; WIDEN: !22 = !{}
; WIDEN: !23 = !{i64 4}
; WIDEN: !24 = !{i64 8}
; WIDEN: !25 = !{!26, !26, i64 0}
; WIDEN: !26 = !{!"short", !10, i64 0}
; RESTORE: @__omp_rtl_debug_kind = weak_odr hidden constant i32 0
; RESTORE: @__omp_rtl_assume_teams_oversubscription = weak_odr hidden constant i32 0
; RESTORE: @__omp_rtl_assume_threads_oversubscription = weak_odr hidden constant i32 0
; RESTORE: @__omp_rtl_assume_no_thread_state = weak_odr hidden constant i32 0
; RESTORE: @__omp_rtl_assume_no_nested_parallelism = weak_odr hidden constant i32 0
; RESTORE: @0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
; RESTORE: @1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
; RESTORE: @__omp_offloading_fe00_a7c0c4_tl16_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
; RESTORE: @__omp_offloading_fe00_a7c0c4_tl16_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 1, i32 16, i32 4, i32 4, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7c0c4_tl16_l3_dynamic_environment }
; RESTORE: @2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
; RESTORE: @_shared = internal addrspace(3) global [4 x i8] poison, align 16
; RESTORE: @_shared1 = internal addrspace(3) global [8 x i8] poison, align 16
; RESTORE: attributes #0 = { alwaysinline mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="4" "nvvm.maxntid"="16" "omp_target_num_teams"="4" "omp_target_thread_limit"="16" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
; RESTORE: attributes #1 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
; RESTORE: attributes #2 = { nosync nounwind allocsize(0) }
; RESTORE: attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
; RESTORE: attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; RESTORE: attributes #5 = { nounwind }
; RESTORE: attributes #6 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
; RESTORE: attributes #7 = { alwaysinline }
; RESTORE: attributes #8 = { nosync nounwind }
; RESTORE: attributes #9 = { convergent nounwind }
; RESTORE: attributes #10 = { nounwind memory(readwrite) }
; RESTORE: !omp_offload.info = !{!0}
; RESTORE: !llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
; RESTORE: !llvm.errno.tbaa = !{!8}
; RESTORE: !0 = !{i32 0, i32 65024, i32 10993860, !"tl16", i32 3, i32 0, i32 0}
; RESTORE: !1 = !{i32 1, !"wchar_size", i32 4}
; RESTORE: !2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
; RESTORE: !3 = !{i32 7, !"openmp", i32 51}
; RESTORE: !4 = !{i32 7, !"openmp-device", i32 51}
; RESTORE: !5 = !{i32 8, !"PIC Level", i32 2}
; RESTORE: !6 = !{i32 7, !"frame-pointer", i32 2}
; RESTORE: !8 = !{!9, !9, i64 0}
; RESTORE: !9 = !{!"int", !10, i64 0}
; RESTORE: !10 = !{!"omnipotent char", !11, i64 0}
; RESTORE: !11 = !{!"Simple C/C++ TBAA"}
; RESTORE: !12 = !{!13, !13, i64 0}
; RESTORE: !13 = !{!"p1 int", !14, i64 0}
; RESTORE: !14 = !{!"any pointer", !10, i64 0}
; RESTORE: !15 = !{!16, !16, i64 0}
; RESTORE: !16 = !{!"long", !10, i64 0}
; RESTORE: !17 = !{!18, !18, i64 0}
; RESTORE: !18 = !{!"any p2 pointer", !14, i64 0}
; RESTORE: !19 = !{!20, !20, i64 0}
; RESTORE: !20 = !{!"p2 int", !18, i64 0}
; RESTORE: !21 = !{!14, !14, i64 0}
