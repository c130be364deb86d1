; The reduction-tail repair (plugin/ReductionTail.cpp, docs/llvm19-defects.md)
; on clang-22's callbacks for a short[3] reduction item (6 bytes): the
; shuffle-and-reduce callback stores its 2-byte piece as an i16 instead of
; the i32 clang stores past the copy's end, and the inter-warp copy callback
; moves its 2-byte chunk at offset 4 instead of the item's start.
;
; UTC_ARGS: --function _omp_reduction_
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-reduction-tail -S %s | %FileCheck %s
; The checks fail with the repair off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-reduction-tail \
; RUN:   -ompred-reduction-tail=false -S %s | not %FileCheck %s
;
; The input: clang-22 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes reduction-tail.c, of:
;   // short[3], 6 bytes: shuffle pieces 4 + 2, copy chunks 4 + 2 (the 2 at 4).
;   void s3(short *a, const short *x, int n) {
;   #pragma omp target parallel for reduction(min : a[0 : 3]) map(to : x[0 : n])
;     for (int i = 0; i < n; i++)
;       for (int j = 0; j < 3; j++) a[j] = x[i] < a[j] ? x[i] : a[j];
;   }

; ModuleID = 'reduction-tail.c'
source_filename = "reduction-tail.c"
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
@__omp_offloading_fe00_a7c1cf_s3_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a7c1cf_s3_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 1, i32 1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a7c1cf_s3_l3_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_a7c1cf_s3_l3(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca [3 x ptr], align 8
  store ptr %0, ptr %5, align 8, !tbaa !12
  store i64 %1, ptr %6, align 8, !tbaa !14
  store ptr %2, ptr %7, align 8, !tbaa !16
  store ptr %3, ptr %8, align 8, !tbaa !16
  %11 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_a7c1cf_s3_l3_kernel_environment, ptr %0)
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %13, label %23

13:                                               ; preds = %4
  %14 = call i32 @__kmpc_global_thread_num(ptr @1)
  %15 = load i32, ptr %6, align 4, !tbaa !8
  store i32 %15, ptr %9, align 4, !tbaa !8
  %16 = load i64, ptr %9, align 8, !tbaa !14
  %17 = load ptr, ptr %7, align 8, !tbaa !16
  %18 = load ptr, ptr %8, align 8, !tbaa !16
  %19 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  %20 = inttoptr i64 %16 to ptr
  store ptr %20, ptr %19, align 8, !tbaa !18
  %21 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  store ptr %17, ptr %21, align 8, !tbaa !18
  %22 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  store ptr %18, ptr %22, align 8, !tbaa !18
  call void @__kmpc_parallel_60(ptr @1, i32 %14, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_a7c1cf_s3_l3_omp_outlined, ptr null, ptr %10, i64 3, i32 0)
  call void @__kmpc_target_deinit()
  ret void

23:                                               ; preds = %4
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a7c1cf_s3_l3_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
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
  %20 = alloca [3 x i16], align 2
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca [1 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !20
  store ptr %1, ptr %7, align 8, !tbaa !20
  store i64 %2, ptr %8, align 8, !tbaa !14
  store ptr %3, ptr %9, align 8, !tbaa !16
  store ptr %4, ptr %10, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(ptr %11) #3
  call void @llvm.lifetime.start.p0(ptr %13) #3
  %25 = load i32, ptr %8, align 4, !tbaa !8
  store i32 %25, ptr %13, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %14) #3
  %26 = load i32, ptr %13, align 4, !tbaa !8
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %14, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr %15) #3
  %30 = load i32, ptr %13, align 4, !tbaa !8
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %162

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %33 = load i32, ptr %14, align 4, !tbaa !8
  store i32 %33, ptr %17, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !8
  %34 = load ptr, ptr %9, align 8, !tbaa !16
  %35 = getelementptr inbounds nuw i16, ptr %34, i64 0
  %36 = load ptr, ptr %9, align 8, !tbaa !16
  %37 = getelementptr inbounds nuw i16, ptr %36, i64 2
  call void @llvm.lifetime.start.p0(ptr %20) #3
  %38 = getelementptr inbounds [3 x i16], ptr %20, i32 0, i32 0
  %39 = getelementptr i16, ptr %38, i64 3
  %40 = icmp eq ptr %38, %39
  br i1 %40, label %45, label %41

41:                                               ; preds = %41, %32
  %42 = phi ptr [ %38, %32 ], [ %43, %41 ]
  store i16 32767, ptr %42, align 2, !tbaa !22
  %43 = getelementptr i16, ptr %42, i32 1
  %44 = icmp eq ptr %43, %39
  br i1 %44, label %45, label %41

45:                                               ; preds = %41, %32
  %46 = load ptr, ptr %9, align 8
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %35 to i64
  %49 = sub i64 %47, %48
  %50 = sdiv exact i64 %49, ptrtoint (ptr getelementptr (i16, ptr null, i32 1) to i64)
  %51 = getelementptr i16, ptr %20, i64 %50
  store ptr %51, ptr %21, align 8
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %52 = load ptr, ptr %6, align 8
  %53 = load i32, ptr %52, align 4, !tbaa !8
  call void @__kmpc_for_static_init_4(ptr @2, i32 %53, i32 33, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  br label %54

54:                                               ; preds = %127, %45
  %55 = load i32, ptr %17, align 4, !tbaa !8
  %56 = load i32, ptr %14, align 4, !tbaa !8
  %57 = icmp sgt i32 %55, %56
  br i1 %57, label %58, label %60

58:                                               ; preds = %54
  %59 = load i32, ptr %14, align 4, !tbaa !8
  br label %62

60:                                               ; preds = %54
  %61 = load i32, ptr %17, align 4, !tbaa !8
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %59, %58 ], [ %61, %60 ]
  store i32 %63, ptr %17, align 4, !tbaa !8
  %64 = load i32, ptr %16, align 4, !tbaa !8
  store i32 %64, ptr %11, align 4, !tbaa !8
  %65 = load i32, ptr %11, align 4, !tbaa !8
  %66 = load i32, ptr %17, align 4, !tbaa !8
  %67 = icmp sle i32 %65, %66
  br i1 %67, label %69, label %68

68:                                               ; preds = %62
  br label %134

69:                                               ; preds = %62
  br label %70

70:                                               ; preds = %123, %69
  %71 = load i32, ptr %11, align 4, !tbaa !8
  %72 = load i32, ptr %17, align 4, !tbaa !8
  %73 = icmp sle i32 %71, %72
  br i1 %73, label %75, label %74

74:                                               ; preds = %70
  br label %126

75:                                               ; preds = %70
  %76 = load i32, ptr %11, align 4, !tbaa !8
  %77 = mul nsw i32 %76, 1
  %78 = add nsw i32 0, %77
  store i32 %78, ptr %22, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !8
  br label %79

79:                                               ; preds = %118, %75
  %80 = load i32, ptr %23, align 4, !tbaa !8
  %81 = icmp slt i32 %80, 3
  br i1 %81, label %83, label %82

82:                                               ; preds = %79
  call void @llvm.lifetime.end.p0(ptr %23) #3
  br label %121

83:                                               ; preds = %79
  %84 = load ptr, ptr %10, align 8, !tbaa !16
  %85 = load i32, ptr %22, align 4, !tbaa !8
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i16, ptr %84, i64 %86
  %88 = load i16, ptr %87, align 2, !tbaa !22
  %89 = sext i16 %88 to i32
  %90 = load ptr, ptr %21, align 8, !tbaa !16
  %91 = load i32, ptr %23, align 4, !tbaa !8
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i16, ptr %90, i64 %92
  %94 = load i16, ptr %93, align 2, !tbaa !22
  %95 = sext i16 %94 to i32
  %96 = icmp slt i32 %89, %95
  br i1 %96, label %97, label %104

97:                                               ; preds = %83
  %98 = load ptr, ptr %10, align 8, !tbaa !16
  %99 = load i32, ptr %22, align 4, !tbaa !8
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i16, ptr %98, i64 %100
  %102 = load i16, ptr %101, align 2, !tbaa !22
  %103 = sext i16 %102 to i32
  br label %111

104:                                              ; preds = %83
  %105 = load ptr, ptr %21, align 8, !tbaa !16
  %106 = load i32, ptr %23, align 4, !tbaa !8
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i16, ptr %105, i64 %107
  %109 = load i16, ptr %108, align 2, !tbaa !22
  %110 = sext i16 %109 to i32
  br label %111

111:                                              ; preds = %104, %97
  %112 = phi i32 [ %103, %97 ], [ %110, %104 ]
  %113 = trunc i32 %112 to i16
  %114 = load ptr, ptr %21, align 8, !tbaa !16
  %115 = load i32, ptr %23, align 4, !tbaa !8
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i16, ptr %114, i64 %116
  store i16 %113, ptr %117, align 2, !tbaa !22
  br label %118

118:                                              ; preds = %111
  %119 = load i32, ptr %23, align 4, !tbaa !8
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %23, align 4, !tbaa !8
  br label %79, !llvm.loop !24

121:                                              ; preds = %82
  br label %122

122:                                              ; preds = %121
  br label %123

123:                                              ; preds = %122
  %124 = load i32, ptr %11, align 4, !tbaa !8
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %11, align 4, !tbaa !8
  br label %70

126:                                              ; preds = %74
  br label %127

127:                                              ; preds = %126
  %128 = load i32, ptr %16, align 4, !tbaa !8
  %129 = load i32, ptr %18, align 4, !tbaa !8
  %130 = add nsw i32 %128, %129
  store i32 %130, ptr %16, align 4, !tbaa !8
  %131 = load i32, ptr %17, align 4, !tbaa !8
  %132 = load i32, ptr %18, align 4, !tbaa !8
  %133 = add nsw i32 %131, %132
  store i32 %133, ptr %17, align 4, !tbaa !8
  br label %54

134:                                              ; preds = %68
  %135 = load ptr, ptr %6, align 8
  %136 = load i32, ptr %135, align 4, !tbaa !8
  call void @__kmpc_for_static_fini(ptr @2, i32 %136)
  %137 = getelementptr inbounds [1 x ptr], ptr %24, i64 0, i64 0
  store ptr %20, ptr %137, align 8
  %138 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 6, ptr %24, ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
  %139 = icmp eq i32 %138, 1
  br i1 %139, label %140, label %161

140:                                              ; preds = %134
  %141 = getelementptr i16, ptr %35, i64 3
  %142 = icmp eq ptr %35, %141
  br i1 %142, label %160, label %143

143:                                              ; preds = %155, %140
  %144 = phi ptr [ %20, %140 ], [ %158, %155 ]
  %145 = phi ptr [ %35, %140 ], [ %157, %155 ]
  %146 = load i16, ptr %145, align 2, !tbaa !22
  %147 = sext i16 %146 to i32
  %148 = load i16, ptr %144, align 2, !tbaa !22
  %149 = sext i16 %148 to i32
  %150 = icmp slt i32 %147, %149
  br i1 %150, label %151, label %153

151:                                              ; preds = %143
  %152 = load i16, ptr %145, align 2, !tbaa !22
  br label %155

153:                                              ; preds = %143
  %154 = load i16, ptr %144, align 2, !tbaa !22
  br label %155

155:                                              ; preds = %153, %151
  %156 = phi i16 [ %152, %151 ], [ %154, %153 ]
  store i16 %156, ptr %145, align 2, !tbaa !22
  %157 = getelementptr i16, ptr %145, i32 1
  %158 = getelementptr i16, ptr %144, i32 1
  %159 = icmp eq ptr %157, %141
  br i1 %159, label %160, label %143

160:                                              ; preds = %155, %140
  br label %161

161:                                              ; preds = %160, %134
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %16) #3
  br label %162

162:                                              ; preds = %161, %5
  call void @llvm.lifetime.end.p0(ptr %14) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  call void @llvm.lifetime.end.p0(ptr %11) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_a7c1cf_s3_l3_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = getelementptr i16, ptr %10, i64 3
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %30, label %13

13:                                               ; preds = %25, %2
  %14 = phi ptr [ %8, %2 ], [ %28, %25 ]
  %15 = phi ptr [ %10, %2 ], [ %27, %25 ]
  %16 = load i16, ptr %15, align 2, !tbaa !22
  %17 = sext i16 %16 to i32
  %18 = load i16, ptr %14, align 2, !tbaa !22
  %19 = sext i16 %18 to i32
  %20 = icmp slt i32 %17, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %13
  %22 = load i16, ptr %15, align 2, !tbaa !22
  br label %25

23:                                               ; preds = %13
  %24 = load i16, ptr %14, align 2, !tbaa !22
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i16 [ %22, %21 ], [ %24, %23 ]
  store i16 %26, ptr %15, align 2, !tbaa !22
  %27 = getelementptr i16, ptr %15, i32 1
  %28 = getelementptr i16, ptr %14, i32 1
  %29 = icmp eq ptr %27, %11
  br i1 %29, label %30, label %13

30:                                               ; preds = %25, %2
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca [1 x ptr], align 8
  %10 = alloca [3 x i16], align 2
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
  %18 = getelementptr [3 x i16], ptr %16, i64 1
  %19 = load i32, ptr %16, align 4
  %20 = call i32 @__kmpc_get_warp_size()
  %21 = trunc i32 %20 to i16
  %22 = call i32 @__kmpc_shuffle_int32(i32 %19, i16 %13, i16 %21)
  store i32 %22, ptr %10, align 4
  %23 = getelementptr i32, ptr %16, i64 1
  %24 = getelementptr i32, ptr %10, i64 1
  %25 = getelementptr [3 x i16], ptr %16, i64 1
  %26 = load i16, ptr %23, align 2
  %27 = sext i16 %26 to i32
  %28 = call i32 @__kmpc_get_warp_size()
  %29 = trunc i32 %28 to i16
  %30 = call i32 @__kmpc_shuffle_int32(i32 %27, i16 %13, i16 %29)
  store i32 %30, ptr %24, align 4
  %31 = getelementptr i16, ptr %23, i64 1
  %32 = getelementptr i16, ptr %24, i64 1
  store ptr %10, ptr %17, align 8
  %33 = icmp eq i16 %14, 0
  %34 = icmp eq i16 %14, 1
  %35 = icmp ult i16 %12, %13
  %36 = and i1 %34, %35
  %37 = icmp eq i16 %14, 2
  %38 = and i16 %12, 1
  %39 = icmp eq i16 %38, 0
  %40 = and i1 %37, %39
  %41 = icmp sgt i16 %13, 0
  %42 = and i1 %40, %41
  %43 = or i1 %33, %36
  %44 = or i1 %43, %42
  br i1 %44, label %45, label %46

45:                                               ; preds = %4
  call void @"__omp_offloading_fe00_a7c1cf_s3_l3_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
  br label %47

46:                                               ; preds = %4
  br label %47

47:                                               ; preds = %46, %45
  %48 = icmp eq i16 %14, 1
  %49 = icmp uge i16 %12, %13
  %50 = and i1 %48, %49
  br i1 %50, label %51, label %56

51:                                               ; preds = %47
  %52 = getelementptr inbounds [1 x ptr], ptr %9, i64 0, i64 0
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0
  %55 = load ptr, ptr %54, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %55, ptr align 2 %53, i64 6, i1 false)
  br label %57

56:                                               ; preds = %47
  br label %57

57:                                               ; preds = %56, %51
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_warp_size() #3

declare i32 @__kmpc_shuffle_int32(i32, i16, i16)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %6 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %7 = and i32 %6, 31
  %8 = call i32 @__kmpc_get_hardware_thread_id_in_block()
  %9 = ashr i32 %8, 5
  %10 = load ptr, ptr %3, align 8
  %11 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @3, i32 %11)
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %2
  %14 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %17 = load i32, ptr %15, align 4
  store volatile i32 %17, ptr addrspace(3) %16, align 4
  br label %19

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %18, %13
  %20 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @3, i32 %20)
  %21 = load i32, ptr %4, align 4
  %22 = icmp ult i32 %5, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %19
  %24 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %5
  %25 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %26 = load ptr, ptr %25, align 8
  %27 = load volatile i32, ptr addrspace(3) %24, align 4
  store i32 %27, ptr %26, align 4
  br label %29

28:                                               ; preds = %19
  br label %29

29:                                               ; preds = %28, %23
  %30 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @3, i32 %30)
  %31 = icmp eq i32 %7, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %29
  %33 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %34 = load ptr, ptr %33, align 8
  %35 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %9
  %36 = load i16, ptr %34, align 2
  store volatile i16 %36, ptr addrspace(3) %35, align 2
  br label %38

37:                                               ; preds = %29
  br label %38

38:                                               ; preds = %37, %32
  %39 = call i32 @__kmpc_global_thread_num(ptr @1)
  call void @__kmpc_barrier(ptr @3, i32 %39)
  %40 = load i32, ptr %4, align 4
  %41 = icmp ult i32 %5, %40
  br i1 %41, label %42, label %47

42:                                               ; preds = %38
  %43 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %5
  %44 = getelementptr inbounds [1 x ptr], ptr %10, i64 0, i64 0
  %45 = load ptr, ptr %44, align 8
  %46 = load volatile i16, ptr addrspace(3) %43, align 2
  store i16 %46, ptr %45, align 2
  br label %48

47:                                               ; preds = %38
  br label %48

48:                                               ; preds = %47, %42
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

declare void @__kmpc_target_deinit()

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxclusterrank"="1" "nvvm.maxntid"="128" "omp_target_num_teams"="1" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline }

!omp_offload.info = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = !{i32 0, i32 65024, i32 10994127, !"s3", i32 3, i32 0, i32 0}
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
!17 = !{!"p1 short", !13, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"any p2 pointer", !13, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"p1 int", !13, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !10, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK-LABEL: define internal void @_omp_reduction_shuffle_and_reduce_func(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], i16 noundef signext %[[TMP1:[0-9]+]], i16 noundef signext %[[TMP2:[0-9]+]], i16 noundef signext %[[TMP3:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i16, align 2
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i16, align 2
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i16, align 2
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca [1 x ptr], align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca [3 x i16], align 2
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8
; CHECK-NEXT:   store i16 %[[TMP1]], ptr %[[TMP6]], align 2
; CHECK-NEXT:   store i16 %[[TMP2]], ptr %[[TMP7]], align 2
; CHECK-NEXT:   store i16 %[[TMP3]], ptr %[[TMP8]], align 2
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = load i16, ptr %[[TMP6]], align 2
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = load i16, ptr %[[TMP7]], align 2
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = load i16, ptr %[[TMP8]], align 2
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP11]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load ptr, ptr %[[TMP15]], align 8
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP9]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = getelementptr [3 x i16], ptr %[[TMP16]], i64 1
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = load i32, ptr %[[TMP16]], align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = call i32 @__kmpc_get_warp_size()
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = trunc i32 %[[TMP20]] to i16
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = call i32 @__kmpc_shuffle_int32(i32 %[[TMP19]], i16 %[[TMP13]], i16 %[[TMP21]])
; CHECK-NEXT:   store i32 %[[TMP22]], ptr %[[TMP10]], align 4
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = getelementptr i32, ptr %[[TMP16]], i64 1
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr i32, ptr %[[TMP10]], i64 1
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr [3 x i16], ptr %[[TMP16]], i64 1
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i16, ptr %[[TMP23]], align 2
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sext i16 %[[TMP26]] to i32
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = call i32 @__kmpc_get_warp_size()
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = trunc i32 %[[TMP28]] to i16
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = call i32 @__kmpc_shuffle_int32(i32 %[[TMP27]], i16 %[[TMP13]], i16 %[[TMP29]])
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = trunc i32 %[[TMP30]] to i16
; CHECK-NEXT:   store i16 %[[TMP31]], ptr %[[TMP24]], align 2
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = getelementptr i16, ptr %[[TMP23]], i64 1
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = getelementptr i16, ptr %[[TMP24]], i64 1
; CHECK-NEXT:   store ptr %[[TMP10]], ptr %[[TMP17]], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = icmp eq i16 %[[TMP14]], 0
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = icmp eq i16 %[[TMP14]], 1
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = icmp ult i16 %[[TMP12]], %[[TMP13]]
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = and i1 %[[TMP35]], %[[TMP36]]
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = icmp eq i16 %[[TMP14]], 2
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = and i16 %[[TMP12]], 1
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = icmp eq i16 %[[TMP39]], 0
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = and i1 %[[TMP38]], %[[TMP40]]
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = icmp sgt i16 %[[TMP13]], 0
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = and i1 %[[TMP41]], %[[TMP42]]
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = or i1 %[[TMP34]], %[[TMP37]]
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = or i1 %[[TMP44]], %[[TMP43]]
; CHECK-NEXT:   br i1 %[[TMP45]], label %[[TMP46:[0-9]+]], label %[[TMP47:[0-9]+]]
; CHECK: [[TMP46]]:
; CHECK-NEXT:   call void @"__omp_offloading_fe00_a7c1cf_s3_l3_omp_outlined_omp$reduction$reduction_func"(ptr %[[TMP11]], ptr %[[TMP9]]) #3
; CHECK-NEXT:   br label %[[TMP48:[0-9]+]]
; CHECK: [[TMP47]]:
; CHECK-NEXT:   br label %[[TMP48]]
; CHECK: [[TMP48]]:
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = icmp eq i16 %[[TMP14]], 1
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = icmp uge i16 %[[TMP12]], %[[TMP13]]
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = and i1 %[[TMP49]], %[[TMP50]]
; CHECK-NEXT:   br i1 %[[TMP51]], label %[[TMP52:[0-9]+]], label %[[TMP57:[0-9]+]]
; CHECK: [[TMP52]]:
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP9]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load ptr, ptr %[[TMP53]], align 8
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP11]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = load ptr, ptr %[[TMP55]], align 8
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 2 %[[TMP56]], ptr align 2 %[[TMP54]], i64 6, i1 false)
; CHECK-NEXT:   br label %[[TMP58:[0-9]+]]
; CHECK: [[TMP57]]:
; CHECK-NEXT:   br label %[[TMP58]]
; CHECK: [[TMP58]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @_omp_reduction_inter_warp_copy_func(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], i32 noundef %[[TMP1:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP3:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP3]], align 8
; CHECK-NEXT:   store i32 %[[TMP1]], ptr %[[TMP4]], align 4
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = call i32 @__kmpc_get_hardware_thread_id_in_block()
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = call i32 @__kmpc_get_hardware_thread_id_in_block()
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = and i32 %[[TMP6]], 31
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = call i32 @__kmpc_get_hardware_thread_id_in_block()
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = ashr i32 %[[TMP8]], 5
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = load ptr, ptr %[[TMP3]], align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   call void @__kmpc_barrier(ptr @3, i32 %[[TMP11]])
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = icmp eq i32 %[[TMP7]], 0
; CHECK-NEXT:   br i1 %[[TMP12]], label %[[TMP13:[0-9]+]], label %[[TMP18:[0-9]+]]
; CHECK: [[TMP13]]:
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP10]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load ptr, ptr %[[TMP14]], align 8
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %[[TMP9]]
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load i32, ptr %[[TMP15]], align 4
; CHECK-NEXT:   store volatile i32 %[[TMP17]], ptr addrspace(3) %[[TMP16]], align 4
; CHECK-NEXT:   br label %[[TMP19:[0-9]+]]
; CHECK: [[TMP18]]:
; CHECK-NEXT:   br label %[[TMP19]]
; CHECK: [[TMP19]]:
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   call void @__kmpc_barrier(ptr @3, i32 %[[TMP20]])
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i32, ptr %[[TMP4]], align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = icmp ult i32 %[[TMP5]], %[[TMP21]]
; CHECK-NEXT:   br i1 %[[TMP22]], label %[[TMP23:[0-9]+]], label %[[TMP28:[0-9]+]]
; CHECK: [[TMP23]]:
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %[[TMP5]]
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP10]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load ptr, ptr %[[TMP25]], align 8
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = load volatile i32, ptr addrspace(3) %[[TMP24]], align 4
; CHECK-NEXT:   store i32 %[[TMP27]], ptr %[[TMP26]], align 4
; CHECK-NEXT:   br label %[[TMP29:[0-9]+]]
; CHECK: [[TMP28]]:
; CHECK-NEXT:   br label %[[TMP29]]
; CHECK: [[TMP29]]:
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   call void @__kmpc_barrier(ptr @3, i32 %[[TMP30]])
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = icmp eq i32 %[[TMP7]], 0
; CHECK-NEXT:   br i1 %[[TMP31]], label %[[TMP32:[0-9]+]], label %[[TMP38:[0-9]+]]
; CHECK: [[TMP32]]:
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP10]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load ptr, ptr %[[TMP33]], align 8
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %[[TMP9]]
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = getelementptr inbounds i8, ptr %[[TMP34]], i64 4
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i16, ptr %[[TMP36]], align 2
; CHECK-NEXT:   store volatile i16 %[[TMP37]], ptr addrspace(3) %[[TMP35]], align 2
; CHECK-NEXT:   br label %[[TMP39:[0-9]+]]
; CHECK: [[TMP38]]:
; CHECK-NEXT:   br label %[[TMP39]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @1)
; CHECK-NEXT:   call void @__kmpc_barrier(ptr @3, i32 %[[TMP40]])
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i32, ptr %[[TMP4]], align 4
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = icmp ult i32 %[[TMP5]], %[[TMP41]]
; CHECK-NEXT:   br i1 %[[TMP42]], label %[[TMP43:[0-9]+]], label %[[TMP49:[0-9]+]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %[[TMP5]]
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[TMP10]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load ptr, ptr %[[TMP45]], align 8
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load volatile i16, ptr addrspace(3) %[[TMP44]], align 2
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds i8, ptr %[[TMP46]], i64 4
; CHECK-NEXT:   store i16 %[[TMP47]], ptr %[[TMP48]], align 2
; CHECK-NEXT:   br label %[[TMP50:[0-9]+]]
; CHECK: [[TMP49]]:
; CHECK-NEXT:   br label %[[TMP50]]
; CHECK: [[TMP50]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
