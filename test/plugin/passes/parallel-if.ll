; Parallel regions with an if clause (plugin/ParallelIf.cpp): at the team
; level of kernels, a region that cannot tell an active team of one
; thread from a serialized region is opened with if_expr 1 and num_threads
; `c ? num_threads : 1` (halo's two simd versions, threads' num_threads
; clause, the generic kernel's region). observes (omp_in_parallel) and both
; regions of nested are left as emitted.
;
; UTC_ARGS: --function _l[0-9]+_omp_outlined$|nested_l[0-9]+_omp_outlined_omp_outlined$
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-parallel-if -S %s | %FileCheck %s
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-parallel-if \
; RUN:   -ompred-parallel-if=false -S %s | not %FileCheck %s
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -S -emit-llvm
;   -Xclang -disable-llvm-passes parallel-if.c, of test/plugin/Inputs/plugin-parallel-if.c.

; ModuleID = 'parallel-if.c'
source_filename = "parallel-if.c"
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
@__omp_offloading_fe00_510520_halo_l10_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_510520_halo_l10_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_510520_halo_l10_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_510520_threads_l18_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_510520_threads_l18_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_510520_threads_l18_dynamic_environment }
@__omp_offloading_fe00_510520_generic_l25_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_510520_generic_l25_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_510520_generic_l25_dynamic_environment }
@__omp_offloading_fe00_510520_observes_l37_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_510520_observes_l37_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_510520_observes_l37_dynamic_environment }
@__omp_offloading_fe00_510520_nested_l45_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_510520_nested_l45_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_510520_nested_l45_dynamic_environment }

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_510520_halo_l10(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i64 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %7, align 8, !tbaa !20
  store i64 %1, ptr %8, align 8, !tbaa !24
  store i64 %2, ptr %9, align 8, !tbaa !24
  store ptr %3, ptr %10, align 8, !tbaa !20
  store i64 %4, ptr %11, align 8, !tbaa !24
  store i64 %5, ptr %12, align 8, !tbaa !24
  %19 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_510520_halo_l10_kernel_environment, ptr %0)
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %34

21:                                               ; preds = %6
  %22 = call i32 @__kmpc_global_thread_num(ptr @1)
  %23 = load i32, ptr %8, align 4, !tbaa !26
  store i32 %23, ptr %13, align 4, !tbaa !26
  %24 = load i64, ptr %13, align 8, !tbaa !24
  %25 = load i32, ptr %9, align 4, !tbaa !26
  store i32 %25, ptr %14, align 4, !tbaa !26
  %26 = load i64, ptr %14, align 8, !tbaa !24
  %27 = load ptr, ptr %10, align 8, !tbaa !20
  %28 = load i32, ptr %11, align 4, !tbaa !26
  store i32 %28, ptr %15, align 4, !tbaa !26
  %29 = load i64, ptr %15, align 8, !tbaa !24
  %30 = load i8, ptr %12, align 1, !tbaa !28, !range !30, !noundef !31
  %31 = trunc i8 %30 to i1
  %32 = zext i1 %31 to i8
  store i8 %32, ptr %16, align 1, !tbaa !28
  %33 = load i64, ptr %16, align 8, !tbaa !24
  store i32 0, ptr %17, align 4
  store i32 %22, ptr %18, align 4, !tbaa !26
  call void @__omp_offloading_fe00_510520_halo_l10_omp_outlined(ptr %18, ptr %17, i64 %24, i64 %26, ptr %27, i64 %29, i64 %33) #3
  call void @__kmpc_target_deinit()
  ret void

34:                                               ; preds = %6
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_halo_l10_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, i64 noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca [7 x ptr], align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca [7 x ptr], align 8
  store ptr %0, ptr %8, align 8, !tbaa !20
  store ptr %1, ptr %9, align 8, !tbaa !20
  store i64 %2, ptr %10, align 8, !tbaa !24
  store i64 %3, ptr %11, align 8, !tbaa !24
  store ptr %4, ptr %12, align 8, !tbaa !20
  store i64 %5, ptr %13, align 8, !tbaa !24
  store i64 %6, ptr %14, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %39 = load i32, ptr %10, align 4, !tbaa !26
  %40 = sub nsw i32 %39, 2
  store i32 %40, ptr %18, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %41 = load i32, ptr %11, align 4, !tbaa !26
  store i32 %41, ptr %19, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr %20) #3
  %42 = load i32, ptr %18, align 4, !tbaa !26
  %43 = sub nsw i32 %42, 2
  %44 = sdiv i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = load i32, ptr %19, align 4, !tbaa !26
  %47 = sub nsw i32 %46, 0
  %48 = sdiv i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = mul nsw i64 %45, %49
  %51 = sub nsw i64 %50, 1
  store i64 %51, ptr %20, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 2, ptr %21, align 4, !tbaa !26
  store i32 0, ptr %22, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  %52 = load i32, ptr %18, align 4, !tbaa !26
  %53 = icmp slt i32 2, %52
  br i1 %53, label %54, label %213

54:                                               ; preds = %7
  %55 = load i32, ptr %19, align 4, !tbaa !26
  %56 = icmp slt i32 0, %55
  br i1 %56, label %57, label %213

57:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 8, ptr %23) #3
  store i64 0, ptr %23, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  %58 = load i64, ptr %20, align 8, !tbaa !24
  store i64 %58, ptr %24, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %25) #3
  store i64 1, ptr %25, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #3
  store i32 0, ptr %26, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %27) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %28) #3
  %59 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %60 = zext i32 %59 to i64
  %61 = load ptr, ptr %8, align 8
  %62 = load i32, ptr %61, align 4, !tbaa !26
  call void @__kmpc_distribute_static_init_8(ptr @2, i32 %62, i32 91, ptr %26, ptr %23, ptr %24, ptr %25, i64 1, i64 %60)
  %63 = load i64, ptr %24, align 8, !tbaa !24
  %64 = load i64, ptr %20, align 8, !tbaa !24
  %65 = icmp sgt i64 %63, %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %57
  %67 = load i64, ptr %20, align 8, !tbaa !24
  br label %70

68:                                               ; preds = %57
  %69 = load i64, ptr %24, align 8, !tbaa !24
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i64 [ %67, %66 ], [ %69, %68 ]
  store i64 %71, ptr %24, align 8, !tbaa !24
  %72 = load i64, ptr %23, align 8, !tbaa !24
  store i64 %72, ptr %15, align 8, !tbaa !24
  %73 = load i8, ptr %14, align 1, !tbaa !28, !range !30, !noundef !31
  %74 = trunc i8 %73 to i1
  br i1 %74, label %75, label %135

75:                                               ; preds = %70
  br label %76

76:                                               ; preds = %131, %75
  %77 = load i64, ptr %15, align 8, !tbaa !24, !llvm.access.group !32
  %78 = load i64, ptr %20, align 8, !tbaa !24, !llvm.access.group !32
  %79 = add nsw i64 %78, 1
  %80 = icmp slt i64 %77, %79
  br i1 %80, label %82, label %81

81:                                               ; preds = %76
  br label %134

82:                                               ; preds = %76
  %83 = load i64, ptr %23, align 8, !llvm.access.group !32
  %84 = load i64, ptr %24, align 8, !llvm.access.group !32
  %85 = load i32, ptr %10, align 4, !tbaa !26, !llvm.access.group !32
  store i32 %85, ptr %29, align 4, !tbaa !26, !llvm.access.group !32
  %86 = load i64, ptr %29, align 8, !tbaa !24, !llvm.access.group !32
  %87 = load i32, ptr %11, align 4, !tbaa !26, !llvm.access.group !32
  store i32 %87, ptr %30, align 4, !tbaa !26, !llvm.access.group !32
  %88 = load i64, ptr %30, align 8, !tbaa !24, !llvm.access.group !32
  %89 = load ptr, ptr %12, align 8, !tbaa !20, !llvm.access.group !32
  %90 = load i32, ptr %13, align 4, !tbaa !26, !llvm.access.group !32
  store i32 %90, ptr %31, align 4, !tbaa !26, !llvm.access.group !32
  %91 = load i64, ptr %31, align 8, !tbaa !24, !llvm.access.group !32
  %92 = load i8, ptr %14, align 1, !tbaa !28, !range !30, !llvm.access.group !32, !noundef !31
  %93 = trunc i8 %92 to i1
  %94 = zext i1 %93 to i8
  store i8 %94, ptr %32, align 1, !tbaa !28, !llvm.access.group !32
  %95 = load i64, ptr %32, align 8, !tbaa !24, !llvm.access.group !32
  %96 = getelementptr inbounds [7 x ptr], ptr %33, i64 0, i64 0
  %97 = inttoptr i64 %83 to ptr
  store ptr %97, ptr %96, align 8, !tbaa !20, !llvm.access.group !32
  %98 = getelementptr inbounds [7 x ptr], ptr %33, i64 0, i64 1
  %99 = inttoptr i64 %84 to ptr
  store ptr %99, ptr %98, align 8, !tbaa !20, !llvm.access.group !32
  %100 = getelementptr inbounds [7 x ptr], ptr %33, i64 0, i64 2
  %101 = inttoptr i64 %86 to ptr
  store ptr %101, ptr %100, align 8, !tbaa !20, !llvm.access.group !32
  %102 = getelementptr inbounds [7 x ptr], ptr %33, i64 0, i64 3
  %103 = inttoptr i64 %88 to ptr
  store ptr %103, ptr %102, align 8, !tbaa !20, !llvm.access.group !32
  %104 = getelementptr inbounds [7 x ptr], ptr %33, i64 0, i64 4
  store ptr %89, ptr %104, align 8, !tbaa !20, !llvm.access.group !32
  %105 = getelementptr inbounds [7 x ptr], ptr %33, i64 0, i64 5
  %106 = inttoptr i64 %91 to ptr
  store ptr %106, ptr %105, align 8, !tbaa !20, !llvm.access.group !32
  %107 = getelementptr inbounds [7 x ptr], ptr %33, i64 0, i64 6
  %108 = inttoptr i64 %95 to ptr
  store ptr %108, ptr %107, align 8, !tbaa !20, !llvm.access.group !32
  %109 = load i8, ptr %14, align 1, !tbaa !28, !range !30, !llvm.access.group !32, !noundef !31
  %110 = trunc i8 %109 to i1
  %111 = zext i1 %110 to i32
  %112 = load ptr, ptr %8, align 8, !llvm.access.group !32
  %113 = load i32, ptr %112, align 4, !tbaa !26, !llvm.access.group !32
  call void @__kmpc_parallel_51(ptr @1, i32 %113, i32 %111, i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_halo_l10_omp_outlined_omp_outlined, ptr null, ptr %33, i64 7), !llvm.access.group !32
  br label %114

114:                                              ; preds = %82
  %115 = load i64, ptr %15, align 8, !tbaa !24, !llvm.access.group !32
  %116 = load i64, ptr %25, align 8, !tbaa !24, !llvm.access.group !32
  %117 = add nsw i64 %115, %116
  store i64 %117, ptr %15, align 8, !tbaa !24, !llvm.access.group !32
  %118 = load i64, ptr %23, align 8, !tbaa !24, !llvm.access.group !32
  %119 = load i64, ptr %25, align 8, !tbaa !24, !llvm.access.group !32
  %120 = add nsw i64 %118, %119
  store i64 %120, ptr %23, align 8, !tbaa !24, !llvm.access.group !32
  %121 = load i64, ptr %24, align 8, !tbaa !24, !llvm.access.group !32
  %122 = load i64, ptr %25, align 8, !tbaa !24, !llvm.access.group !32
  %123 = add nsw i64 %121, %122
  store i64 %123, ptr %24, align 8, !tbaa !24, !llvm.access.group !32
  %124 = load i64, ptr %24, align 8, !tbaa !24, !llvm.access.group !32
  %125 = load i64, ptr %20, align 8, !tbaa !24, !llvm.access.group !32
  %126 = icmp sgt i64 %124, %125
  br i1 %126, label %127, label %129

127:                                              ; preds = %114
  %128 = load i64, ptr %20, align 8, !tbaa !24, !llvm.access.group !32
  br label %131

129:                                              ; preds = %114
  %130 = load i64, ptr %24, align 8, !tbaa !24, !llvm.access.group !32
  br label %131

131:                                              ; preds = %129, %127
  %132 = phi i64 [ %128, %127 ], [ %130, %129 ]
  store i64 %132, ptr %24, align 8, !tbaa !24, !llvm.access.group !32
  %133 = load i64, ptr %23, align 8, !tbaa !24, !llvm.access.group !32
  store i64 %133, ptr %15, align 8, !tbaa !24, !llvm.access.group !32
  br label %76, !llvm.loop !33

134:                                              ; preds = %81
  br label %195

135:                                              ; preds = %70
  br label %136

136:                                              ; preds = %191, %135
  %137 = load i64, ptr %15, align 8, !tbaa !24
  %138 = load i64, ptr %20, align 8, !tbaa !24
  %139 = add nsw i64 %138, 1
  %140 = icmp slt i64 %137, %139
  br i1 %140, label %142, label %141

141:                                              ; preds = %136
  br label %194

142:                                              ; preds = %136
  %143 = load i64, ptr %23, align 8
  %144 = load i64, ptr %24, align 8
  %145 = load i32, ptr %10, align 4, !tbaa !26
  store i32 %145, ptr %34, align 4, !tbaa !26
  %146 = load i64, ptr %34, align 8, !tbaa !24
  %147 = load i32, ptr %11, align 4, !tbaa !26
  store i32 %147, ptr %35, align 4, !tbaa !26
  %148 = load i64, ptr %35, align 8, !tbaa !24
  %149 = load ptr, ptr %12, align 8, !tbaa !20
  %150 = load i32, ptr %13, align 4, !tbaa !26
  store i32 %150, ptr %36, align 4, !tbaa !26
  %151 = load i64, ptr %36, align 8, !tbaa !24
  %152 = load i8, ptr %14, align 1, !tbaa !28, !range !30, !noundef !31
  %153 = trunc i8 %152 to i1
  %154 = zext i1 %153 to i8
  store i8 %154, ptr %37, align 1, !tbaa !28
  %155 = load i64, ptr %37, align 8, !tbaa !24
  %156 = getelementptr inbounds [7 x ptr], ptr %38, i64 0, i64 0
  %157 = inttoptr i64 %143 to ptr
  store ptr %157, ptr %156, align 8, !tbaa !20
  %158 = getelementptr inbounds [7 x ptr], ptr %38, i64 0, i64 1
  %159 = inttoptr i64 %144 to ptr
  store ptr %159, ptr %158, align 8, !tbaa !20
  %160 = getelementptr inbounds [7 x ptr], ptr %38, i64 0, i64 2
  %161 = inttoptr i64 %146 to ptr
  store ptr %161, ptr %160, align 8, !tbaa !20
  %162 = getelementptr inbounds [7 x ptr], ptr %38, i64 0, i64 3
  %163 = inttoptr i64 %148 to ptr
  store ptr %163, ptr %162, align 8, !tbaa !20
  %164 = getelementptr inbounds [7 x ptr], ptr %38, i64 0, i64 4
  store ptr %149, ptr %164, align 8, !tbaa !20
  %165 = getelementptr inbounds [7 x ptr], ptr %38, i64 0, i64 5
  %166 = inttoptr i64 %151 to ptr
  store ptr %166, ptr %165, align 8, !tbaa !20
  %167 = getelementptr inbounds [7 x ptr], ptr %38, i64 0, i64 6
  %168 = inttoptr i64 %155 to ptr
  store ptr %168, ptr %167, align 8, !tbaa !20
  %169 = load i8, ptr %14, align 1, !tbaa !28, !range !30, !noundef !31
  %170 = trunc i8 %169 to i1
  %171 = zext i1 %170 to i32
  %172 = load ptr, ptr %8, align 8
  %173 = load i32, ptr %172, align 4, !tbaa !26
  call void @__kmpc_parallel_51(ptr @1, i32 %173, i32 %171, i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_halo_l10_omp_outlined_omp_outlined1, ptr null, ptr %38, i64 7)
  br label %174

174:                                              ; preds = %142
  %175 = load i64, ptr %15, align 8, !tbaa !24
  %176 = load i64, ptr %25, align 8, !tbaa !24
  %177 = add nsw i64 %175, %176
  store i64 %177, ptr %15, align 8, !tbaa !24
  %178 = load i64, ptr %23, align 8, !tbaa !24
  %179 = load i64, ptr %25, align 8, !tbaa !24
  %180 = add nsw i64 %178, %179
  store i64 %180, ptr %23, align 8, !tbaa !24
  %181 = load i64, ptr %24, align 8, !tbaa !24
  %182 = load i64, ptr %25, align 8, !tbaa !24
  %183 = add nsw i64 %181, %182
  store i64 %183, ptr %24, align 8, !tbaa !24
  %184 = load i64, ptr %24, align 8, !tbaa !24
  %185 = load i64, ptr %20, align 8, !tbaa !24
  %186 = icmp sgt i64 %184, %185
  br i1 %186, label %187, label %189

187:                                              ; preds = %174
  %188 = load i64, ptr %20, align 8, !tbaa !24
  br label %191

189:                                              ; preds = %174
  %190 = load i64, ptr %24, align 8, !tbaa !24
  br label %191

191:                                              ; preds = %189, %187
  %192 = phi i64 [ %188, %187 ], [ %190, %189 ]
  store i64 %192, ptr %24, align 8, !tbaa !24
  %193 = load i64, ptr %23, align 8, !tbaa !24
  store i64 %193, ptr %15, align 8, !tbaa !24
  br label %136, !llvm.loop !36

194:                                              ; preds = %141
  br label %195

195:                                              ; preds = %194, %134
  br label %196

196:                                              ; preds = %195
  %197 = load ptr, ptr %8, align 8
  %198 = load i32, ptr %197, align 4, !tbaa !26
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %198)
  %199 = load i32, ptr %26, align 4, !tbaa !26
  %200 = icmp ne i32 %199, 0
  br i1 %200, label %201, label %212

201:                                              ; preds = %196
  %202 = load i32, ptr %18, align 4, !tbaa !26
  %203 = sub nsw i32 %202, 2
  %204 = sdiv i32 %203, 1
  %205 = mul nsw i32 %204, 1
  %206 = add nsw i32 2, %205
  store i32 %206, ptr %27, align 4, !tbaa !26
  %207 = load i32, ptr %19, align 4, !tbaa !26
  %208 = sub nsw i32 %207, 0
  %209 = sdiv i32 %208, 1
  %210 = mul nsw i32 %209, 1
  %211 = add nsw i32 0, %210
  store i32 %211, ptr %28, align 4, !tbaa !26
  br label %212

212:                                              ; preds = %201, %196
  call void @llvm.lifetime.end.p0(i64 4, ptr %28) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %27) #3
  br label %213

213:                                              ; preds = %212, %54, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %15) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_halo_l10_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, i64 noundef %8) #1 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store ptr %0, ptr %10, align 8, !tbaa !20
  store ptr %1, ptr %11, align 8, !tbaa !20
  store i64 %2, ptr %12, align 8, !tbaa !24
  store i64 %3, ptr %13, align 8, !tbaa !24
  store i64 %4, ptr %14, align 8, !tbaa !24
  store i64 %5, ptr %15, align 8, !tbaa !24
  store ptr %6, ptr %16, align 8, !tbaa !20
  store i64 %7, ptr %17, align 8, !tbaa !24
  store i64 %8, ptr %18, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %19) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %33 = load i32, ptr %14, align 4, !tbaa !26
  %34 = sub nsw i32 %33, 2
  store i32 %34, ptr %22, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  %35 = load i32, ptr %15, align 4, !tbaa !26
  store i32 %35, ptr %23, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  %36 = load i32, ptr %22, align 4, !tbaa !26
  %37 = sub nsw i32 %36, 2
  %38 = sdiv i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = load i32, ptr %23, align 4, !tbaa !26
  %41 = sub nsw i32 %40, 0
  %42 = sdiv i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = mul nsw i64 %39, %43
  %45 = sub nsw i64 %44, 1
  store i64 %45, ptr %24, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #3
  store i32 2, ptr %25, align 4, !tbaa !26
  store i32 0, ptr %26, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  %46 = load i32, ptr %22, align 4, !tbaa !26
  %47 = icmp slt i32 2, %46
  br i1 %47, label %48, label %201

48:                                               ; preds = %9
  %49 = load i32, ptr %23, align 4, !tbaa !26
  %50 = icmp slt i32 0, %49
  br i1 %50, label %51, label %201

51:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 8, ptr %27) #3
  store i64 0, ptr %27, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %28) #3
  %52 = load i64, ptr %24, align 8, !tbaa !24
  store i64 %52, ptr %28, align 8, !tbaa !24
  %53 = load i64, ptr %12, align 8, !tbaa !24
  %54 = load i64, ptr %13, align 8, !tbaa !24
  store i64 %53, ptr %27, align 8, !tbaa !24
  store i64 %54, ptr %28, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %29) #3
  store i64 1, ptr %29, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %30) #3
  store i32 0, ptr %30, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %31) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %32) #3
  %55 = load i8, ptr %18, align 1, !tbaa !28, !range !30, !noundef !31
  %56 = trunc i8 %55 to i1
  br i1 %56, label %57, label %120

57:                                               ; preds = %51
  %58 = load ptr, ptr %10, align 8
  %59 = load i32, ptr %58, align 4, !tbaa !26
  call void @__kmpc_for_static_init_8(ptr @3, i32 %59, i32 33, ptr %30, ptr %27, ptr %28, ptr %29, i64 1, i64 1)
  %60 = load i64, ptr %27, align 8, !tbaa !24
  store i64 %60, ptr %19, align 8, !tbaa !24
  br label %61

61:                                               ; preds = %115, %57
  %62 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !38
  %63 = load i64, ptr %13, align 8, !tbaa !24, !llvm.access.group !38
  %64 = icmp ule i64 %62, %63
  br i1 %64, label %66, label %65

65:                                               ; preds = %61
  br label %119

66:                                               ; preds = %61
  %67 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !38
  %68 = load i32, ptr %23, align 4, !tbaa !26, !llvm.access.group !38
  %69 = sub nsw i32 %68, 0
  %70 = sdiv i32 %69, 1
  %71 = mul nsw i32 1, %70
  %72 = sext i32 %71 to i64
  %73 = sdiv i64 %67, %72
  %74 = mul nsw i64 %73, 1
  %75 = add nsw i64 2, %74
  %76 = trunc i64 %75 to i32
  store i32 %76, ptr %31, align 4, !tbaa !26, !llvm.access.group !38
  %77 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !38
  %78 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !38
  %79 = load i32, ptr %23, align 4, !tbaa !26, !llvm.access.group !38
  %80 = sub nsw i32 %79, 0
  %81 = sdiv i32 %80, 1
  %82 = mul nsw i32 1, %81
  %83 = sext i32 %82 to i64
  %84 = sdiv i64 %78, %83
  %85 = load i32, ptr %23, align 4, !tbaa !26, !llvm.access.group !38
  %86 = sub nsw i32 %85, 0
  %87 = sdiv i32 %86, 1
  %88 = mul nsw i32 1, %87
  %89 = sext i32 %88 to i64
  %90 = mul nsw i64 %84, %89
  %91 = sub nsw i64 %77, %90
  %92 = mul nsw i64 %91, 1
  %93 = add nsw i64 0, %92
  %94 = trunc i64 %93 to i32
  store i32 %94, ptr %32, align 4, !tbaa !26, !llvm.access.group !38
  %95 = load ptr, ptr %16, align 8, !tbaa !20, !llvm.access.group !38
  %96 = load i32, ptr %31, align 4, !tbaa !26, !llvm.access.group !38
  %97 = load i32, ptr %17, align 4, !tbaa !26, !llvm.access.group !38
  %98 = mul nsw i32 %96, %97
  %99 = load i32, ptr %32, align 4, !tbaa !26, !llvm.access.group !38
  %100 = add nsw i32 2, %99
  %101 = add nsw i32 %98, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %95, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !39, !llvm.access.group !38
  %105 = load ptr, ptr %16, align 8, !tbaa !20, !llvm.access.group !38
  %106 = load i32, ptr %31, align 4, !tbaa !26, !llvm.access.group !38
  %107 = load i32, ptr %17, align 4, !tbaa !26, !llvm.access.group !38
  %108 = mul nsw i32 %106, %107
  %109 = load i32, ptr %32, align 4, !tbaa !26, !llvm.access.group !38
  %110 = sub nsw i32 1, %109
  %111 = add nsw i32 %108, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds double, ptr %105, i64 %112
  store double %104, ptr %113, align 8, !tbaa !39, !llvm.access.group !38
  br label %114

114:                                              ; preds = %66
  br label %115

115:                                              ; preds = %114
  %116 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !38
  %117 = load i64, ptr %29, align 8, !tbaa !24, !llvm.access.group !38
  %118 = add nsw i64 %116, %117
  store i64 %118, ptr %19, align 8, !tbaa !24, !llvm.access.group !38
  br label %61, !llvm.loop !41

119:                                              ; preds = %65
  br label %183

120:                                              ; preds = %51
  %121 = load ptr, ptr %10, align 8
  %122 = load i32, ptr %121, align 4, !tbaa !26
  call void @__kmpc_for_static_init_8(ptr @3, i32 %122, i32 33, ptr %30, ptr %27, ptr %28, ptr %29, i64 1, i64 1)
  %123 = load i64, ptr %27, align 8, !tbaa !24
  store i64 %123, ptr %19, align 8, !tbaa !24
  br label %124

124:                                              ; preds = %178, %120
  %125 = load i64, ptr %19, align 8, !tbaa !24
  %126 = load i64, ptr %13, align 8, !tbaa !24
  %127 = icmp ule i64 %125, %126
  br i1 %127, label %129, label %128

128:                                              ; preds = %124
  br label %182

129:                                              ; preds = %124
  %130 = load i64, ptr %19, align 8, !tbaa !24
  %131 = load i32, ptr %23, align 4, !tbaa !26
  %132 = sub nsw i32 %131, 0
  %133 = sdiv i32 %132, 1
  %134 = mul nsw i32 1, %133
  %135 = sext i32 %134 to i64
  %136 = sdiv i64 %130, %135
  %137 = mul nsw i64 %136, 1
  %138 = add nsw i64 2, %137
  %139 = trunc i64 %138 to i32
  store i32 %139, ptr %31, align 4, !tbaa !26
  %140 = load i64, ptr %19, align 8, !tbaa !24
  %141 = load i64, ptr %19, align 8, !tbaa !24
  %142 = load i32, ptr %23, align 4, !tbaa !26
  %143 = sub nsw i32 %142, 0
  %144 = sdiv i32 %143, 1
  %145 = mul nsw i32 1, %144
  %146 = sext i32 %145 to i64
  %147 = sdiv i64 %141, %146
  %148 = load i32, ptr %23, align 4, !tbaa !26
  %149 = sub nsw i32 %148, 0
  %150 = sdiv i32 %149, 1
  %151 = mul nsw i32 1, %150
  %152 = sext i32 %151 to i64
  %153 = mul nsw i64 %147, %152
  %154 = sub nsw i64 %140, %153
  %155 = mul nsw i64 %154, 1
  %156 = add nsw i64 0, %155
  %157 = trunc i64 %156 to i32
  store i32 %157, ptr %32, align 4, !tbaa !26
  %158 = load ptr, ptr %16, align 8, !tbaa !20
  %159 = load i32, ptr %31, align 4, !tbaa !26
  %160 = load i32, ptr %17, align 4, !tbaa !26
  %161 = mul nsw i32 %159, %160
  %162 = load i32, ptr %32, align 4, !tbaa !26
  %163 = add nsw i32 2, %162
  %164 = add nsw i32 %161, %163
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds double, ptr %158, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !39
  %168 = load ptr, ptr %16, align 8, !tbaa !20
  %169 = load i32, ptr %31, align 4, !tbaa !26
  %170 = load i32, ptr %17, align 4, !tbaa !26
  %171 = mul nsw i32 %169, %170
  %172 = load i32, ptr %32, align 4, !tbaa !26
  %173 = sub nsw i32 1, %172
  %174 = add nsw i32 %171, %173
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds double, ptr %168, i64 %175
  store double %167, ptr %176, align 8, !tbaa !39
  br label %177

177:                                              ; preds = %129
  br label %178

178:                                              ; preds = %177
  %179 = load i64, ptr %19, align 8, !tbaa !24
  %180 = load i64, ptr %29, align 8, !tbaa !24
  %181 = add nsw i64 %179, %180
  store i64 %181, ptr %19, align 8, !tbaa !24
  br label %124, !llvm.loop !43

182:                                              ; preds = %128
  br label %183

183:                                              ; preds = %182, %119
  br label %184

184:                                              ; preds = %183
  %185 = load ptr, ptr %10, align 8
  %186 = load i32, ptr %185, align 4, !tbaa !26
  call void @__kmpc_for_static_fini(ptr @3, i32 %186)
  %187 = load i32, ptr %30, align 4, !tbaa !26
  %188 = icmp ne i32 %187, 0
  br i1 %188, label %189, label %200

189:                                              ; preds = %184
  %190 = load i32, ptr %22, align 4, !tbaa !26
  %191 = sub nsw i32 %190, 2
  %192 = sdiv i32 %191, 1
  %193 = mul nsw i32 %192, 1
  %194 = add nsw i32 2, %193
  store i32 %194, ptr %31, align 4, !tbaa !26
  %195 = load i32, ptr %23, align 4, !tbaa !26
  %196 = sub nsw i32 %195, 0
  %197 = sdiv i32 %196, 1
  %198 = mul nsw i32 %197, 1
  %199 = add nsw i32 0, %198
  store i32 %199, ptr %32, align 4, !tbaa !26
  br label %200

200:                                              ; preds = %189, %184
  call void @llvm.lifetime.end.p0(i64 4, ptr %32) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %31) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %30) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %29) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %28) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %27) #3
  br label %201

201:                                              ; preds = %200, %48, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %19) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) #4

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_halo_l10_omp_outlined_omp_outlined1(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, i64 noundef %8) #1 {
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store ptr %0, ptr %10, align 8, !tbaa !20
  store ptr %1, ptr %11, align 8, !tbaa !20
  store i64 %2, ptr %12, align 8, !tbaa !24
  store i64 %3, ptr %13, align 8, !tbaa !24
  store i64 %4, ptr %14, align 8, !tbaa !24
  store i64 %5, ptr %15, align 8, !tbaa !24
  store ptr %6, ptr %16, align 8, !tbaa !20
  store i64 %7, ptr %17, align 8, !tbaa !24
  store i64 %8, ptr %18, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %19) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %33 = load i32, ptr %14, align 4, !tbaa !26
  %34 = sub nsw i32 %33, 2
  store i32 %34, ptr %22, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  %35 = load i32, ptr %15, align 4, !tbaa !26
  store i32 %35, ptr %23, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  %36 = load i32, ptr %22, align 4, !tbaa !26
  %37 = sub nsw i32 %36, 2
  %38 = sdiv i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = load i32, ptr %23, align 4, !tbaa !26
  %41 = sub nsw i32 %40, 0
  %42 = sdiv i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = mul nsw i64 %39, %43
  %45 = sub nsw i64 %44, 1
  store i64 %45, ptr %24, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #3
  store i32 2, ptr %25, align 4, !tbaa !26
  store i32 0, ptr %26, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  %46 = load i32, ptr %22, align 4, !tbaa !26
  %47 = icmp slt i32 2, %46
  br i1 %47, label %48, label %201

48:                                               ; preds = %9
  %49 = load i32, ptr %23, align 4, !tbaa !26
  %50 = icmp slt i32 0, %49
  br i1 %50, label %51, label %201

51:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 8, ptr %27) #3
  store i64 0, ptr %27, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %28) #3
  %52 = load i64, ptr %24, align 8, !tbaa !24
  store i64 %52, ptr %28, align 8, !tbaa !24
  %53 = load i64, ptr %12, align 8, !tbaa !24
  %54 = load i64, ptr %13, align 8, !tbaa !24
  store i64 %53, ptr %27, align 8, !tbaa !24
  store i64 %54, ptr %28, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr %29) #3
  store i64 1, ptr %29, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %30) #3
  store i32 0, ptr %30, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %31) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %32) #3
  %55 = load i8, ptr %18, align 1, !tbaa !28, !range !30, !noundef !31
  %56 = trunc i8 %55 to i1
  br i1 %56, label %57, label %120

57:                                               ; preds = %51
  %58 = load ptr, ptr %10, align 8
  %59 = load i32, ptr %58, align 4, !tbaa !26
  call void @__kmpc_for_static_init_8(ptr @3, i32 %59, i32 33, ptr %30, ptr %27, ptr %28, ptr %29, i64 1, i64 1)
  %60 = load i64, ptr %27, align 8, !tbaa !24
  store i64 %60, ptr %19, align 8, !tbaa !24
  br label %61

61:                                               ; preds = %115, %57
  %62 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !44
  %63 = load i64, ptr %13, align 8, !tbaa !24, !llvm.access.group !44
  %64 = icmp ule i64 %62, %63
  br i1 %64, label %66, label %65

65:                                               ; preds = %61
  br label %119

66:                                               ; preds = %61
  %67 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !44
  %68 = load i32, ptr %23, align 4, !tbaa !26, !llvm.access.group !44
  %69 = sub nsw i32 %68, 0
  %70 = sdiv i32 %69, 1
  %71 = mul nsw i32 1, %70
  %72 = sext i32 %71 to i64
  %73 = sdiv i64 %67, %72
  %74 = mul nsw i64 %73, 1
  %75 = add nsw i64 2, %74
  %76 = trunc i64 %75 to i32
  store i32 %76, ptr %31, align 4, !tbaa !26, !llvm.access.group !44
  %77 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !44
  %78 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !44
  %79 = load i32, ptr %23, align 4, !tbaa !26, !llvm.access.group !44
  %80 = sub nsw i32 %79, 0
  %81 = sdiv i32 %80, 1
  %82 = mul nsw i32 1, %81
  %83 = sext i32 %82 to i64
  %84 = sdiv i64 %78, %83
  %85 = load i32, ptr %23, align 4, !tbaa !26, !llvm.access.group !44
  %86 = sub nsw i32 %85, 0
  %87 = sdiv i32 %86, 1
  %88 = mul nsw i32 1, %87
  %89 = sext i32 %88 to i64
  %90 = mul nsw i64 %84, %89
  %91 = sub nsw i64 %77, %90
  %92 = mul nsw i64 %91, 1
  %93 = add nsw i64 0, %92
  %94 = trunc i64 %93 to i32
  store i32 %94, ptr %32, align 4, !tbaa !26, !llvm.access.group !44
  %95 = load ptr, ptr %16, align 8, !tbaa !20, !llvm.access.group !44
  %96 = load i32, ptr %31, align 4, !tbaa !26, !llvm.access.group !44
  %97 = load i32, ptr %17, align 4, !tbaa !26, !llvm.access.group !44
  %98 = mul nsw i32 %96, %97
  %99 = load i32, ptr %32, align 4, !tbaa !26, !llvm.access.group !44
  %100 = add nsw i32 2, %99
  %101 = add nsw i32 %98, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %95, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !39, !llvm.access.group !44
  %105 = load ptr, ptr %16, align 8, !tbaa !20, !llvm.access.group !44
  %106 = load i32, ptr %31, align 4, !tbaa !26, !llvm.access.group !44
  %107 = load i32, ptr %17, align 4, !tbaa !26, !llvm.access.group !44
  %108 = mul nsw i32 %106, %107
  %109 = load i32, ptr %32, align 4, !tbaa !26, !llvm.access.group !44
  %110 = sub nsw i32 1, %109
  %111 = add nsw i32 %108, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds double, ptr %105, i64 %112
  store double %104, ptr %113, align 8, !tbaa !39, !llvm.access.group !44
  br label %114

114:                                              ; preds = %66
  br label %115

115:                                              ; preds = %114
  %116 = load i64, ptr %19, align 8, !tbaa !24, !llvm.access.group !44
  %117 = load i64, ptr %29, align 8, !tbaa !24, !llvm.access.group !44
  %118 = add nsw i64 %116, %117
  store i64 %118, ptr %19, align 8, !tbaa !24, !llvm.access.group !44
  br label %61, !llvm.loop !45

119:                                              ; preds = %65
  br label %183

120:                                              ; preds = %51
  %121 = load ptr, ptr %10, align 8
  %122 = load i32, ptr %121, align 4, !tbaa !26
  call void @__kmpc_for_static_init_8(ptr @3, i32 %122, i32 33, ptr %30, ptr %27, ptr %28, ptr %29, i64 1, i64 1)
  %123 = load i64, ptr %27, align 8, !tbaa !24
  store i64 %123, ptr %19, align 8, !tbaa !24
  br label %124

124:                                              ; preds = %178, %120
  %125 = load i64, ptr %19, align 8, !tbaa !24
  %126 = load i64, ptr %13, align 8, !tbaa !24
  %127 = icmp ule i64 %125, %126
  br i1 %127, label %129, label %128

128:                                              ; preds = %124
  br label %182

129:                                              ; preds = %124
  %130 = load i64, ptr %19, align 8, !tbaa !24
  %131 = load i32, ptr %23, align 4, !tbaa !26
  %132 = sub nsw i32 %131, 0
  %133 = sdiv i32 %132, 1
  %134 = mul nsw i32 1, %133
  %135 = sext i32 %134 to i64
  %136 = sdiv i64 %130, %135
  %137 = mul nsw i64 %136, 1
  %138 = add nsw i64 2, %137
  %139 = trunc i64 %138 to i32
  store i32 %139, ptr %31, align 4, !tbaa !26
  %140 = load i64, ptr %19, align 8, !tbaa !24
  %141 = load i64, ptr %19, align 8, !tbaa !24
  %142 = load i32, ptr %23, align 4, !tbaa !26
  %143 = sub nsw i32 %142, 0
  %144 = sdiv i32 %143, 1
  %145 = mul nsw i32 1, %144
  %146 = sext i32 %145 to i64
  %147 = sdiv i64 %141, %146
  %148 = load i32, ptr %23, align 4, !tbaa !26
  %149 = sub nsw i32 %148, 0
  %150 = sdiv i32 %149, 1
  %151 = mul nsw i32 1, %150
  %152 = sext i32 %151 to i64
  %153 = mul nsw i64 %147, %152
  %154 = sub nsw i64 %140, %153
  %155 = mul nsw i64 %154, 1
  %156 = add nsw i64 0, %155
  %157 = trunc i64 %156 to i32
  store i32 %157, ptr %32, align 4, !tbaa !26
  %158 = load ptr, ptr %16, align 8, !tbaa !20
  %159 = load i32, ptr %31, align 4, !tbaa !26
  %160 = load i32, ptr %17, align 4, !tbaa !26
  %161 = mul nsw i32 %159, %160
  %162 = load i32, ptr %32, align 4, !tbaa !26
  %163 = add nsw i32 2, %162
  %164 = add nsw i32 %161, %163
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds double, ptr %158, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !39
  %168 = load ptr, ptr %16, align 8, !tbaa !20
  %169 = load i32, ptr %31, align 4, !tbaa !26
  %170 = load i32, ptr %17, align 4, !tbaa !26
  %171 = mul nsw i32 %169, %170
  %172 = load i32, ptr %32, align 4, !tbaa !26
  %173 = sub nsw i32 1, %172
  %174 = add nsw i32 %171, %173
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds double, ptr %168, i64 %175
  store double %167, ptr %176, align 8, !tbaa !39
  br label %177

177:                                              ; preds = %129
  br label %178

178:                                              ; preds = %177
  %179 = load i64, ptr %19, align 8, !tbaa !24
  %180 = load i64, ptr %29, align 8, !tbaa !24
  %181 = add nsw i64 %179, %180
  store i64 %181, ptr %19, align 8, !tbaa !24
  br label %124, !llvm.loop !47

182:                                              ; preds = %128
  br label %183

183:                                              ; preds = %182, %119
  br label %184

184:                                              ; preds = %183
  %185 = load ptr, ptr %10, align 8
  %186 = load i32, ptr %185, align 4, !tbaa !26
  call void @__kmpc_for_static_fini(ptr @3, i32 %186)
  %187 = load i32, ptr %30, align 4, !tbaa !26
  %188 = icmp ne i32 %187, 0
  br i1 %188, label %189, label %200

189:                                              ; preds = %184
  %190 = load i32, ptr %22, align 4, !tbaa !26
  %191 = sub nsw i32 %190, 2
  %192 = sdiv i32 %191, 1
  %193 = mul nsw i32 %192, 1
  %194 = add nsw i32 2, %193
  store i32 %194, ptr %31, align 4, !tbaa !26
  %195 = load i32, ptr %23, align 4, !tbaa !26
  %196 = sub nsw i32 %195, 0
  %197 = sdiv i32 %196, 1
  %198 = mul nsw i32 %197, 1
  %199 = add nsw i32 0, %198
  store i32 %199, ptr %32, align 4, !tbaa !26
  br label %200

200:                                              ; preds = %189, %184
  call void @llvm.lifetime.end.p0(i64 4, ptr %32) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %31) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %30) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %29) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %28) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %27) #3
  br label %201

201:                                              ; preds = %200, %48, %9
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %19) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

declare void @__kmpc_target_deinit()

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_510520_threads_l18(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i64 noundef %4) #5 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !20
  store i64 %1, ptr %7, align 8, !tbaa !24
  store ptr %2, ptr %8, align 8, !tbaa !20
  store i64 %3, ptr %9, align 8, !tbaa !24
  store i64 %4, ptr %10, align 8, !tbaa !24
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_510520_threads_l18_kernel_environment, ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %27

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @1)
  %20 = load i32, ptr %7, align 4, !tbaa !26
  store i32 %20, ptr %11, align 4, !tbaa !26
  %21 = load i64, ptr %11, align 8, !tbaa !24
  %22 = load ptr, ptr %8, align 8, !tbaa !20
  %23 = load i32, ptr %9, align 4, !tbaa !26
  store i32 %23, ptr %12, align 4, !tbaa !26
  %24 = load i64, ptr %12, align 8, !tbaa !24
  %25 = load i32, ptr %10, align 4, !tbaa !26
  store i32 %25, ptr %13, align 4, !tbaa !26
  %26 = load i64, ptr %13, align 8, !tbaa !24
  store i32 0, ptr %14, align 4
  store i32 %19, ptr %15, align 4, !tbaa !26
  call void @__omp_offloading_fe00_510520_threads_l18_omp_outlined(ptr %15, ptr %14, i64 %21, ptr %22, i64 %24, i64 %26) #3
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_threads_l18_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
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
  store ptr %0, ptr %7, align 8, !tbaa !20
  store ptr %1, ptr %8, align 8, !tbaa !20
  store i64 %2, ptr %9, align 8, !tbaa !24
  store ptr %3, ptr %10, align 8, !tbaa !20
  store i64 %4, ptr %11, align 8, !tbaa !24
  store i64 %5, ptr %12, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %25 = load i32, ptr %9, align 4, !tbaa !26
  store i32 %25, ptr %15, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %26 = load i32, ptr %15, align 4, !tbaa !26
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %16, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %15, align 4, !tbaa !26
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %98

32:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %16, align 4, !tbaa !26
  store i32 %33, ptr %19, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %34 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %35 = load ptr, ptr %7, align 8
  %36 = load i32, ptr %35, align 4, !tbaa !26
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %36, i32 91, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 %34)
  %37 = load i32, ptr %19, align 4, !tbaa !26
  %38 = load i32, ptr %16, align 4, !tbaa !26
  %39 = icmp sgt i32 %37, %38
  br i1 %39, label %40, label %42

40:                                               ; preds = %32
  %41 = load i32, ptr %16, align 4, !tbaa !26
  br label %44

42:                                               ; preds = %32
  %43 = load i32, ptr %19, align 4, !tbaa !26
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %41, %40 ], [ %43, %42 ]
  store i32 %45, ptr %19, align 4, !tbaa !26
  %46 = load i32, ptr %18, align 4, !tbaa !26
  store i32 %46, ptr %13, align 4, !tbaa !26
  br label %47

47:                                               ; preds = %91, %44
  %48 = load i32, ptr %13, align 4, !tbaa !26
  %49 = load i32, ptr %16, align 4, !tbaa !26
  %50 = add nsw i32 %49, 1
  %51 = icmp slt i32 %48, %50
  br i1 %51, label %53, label %52

52:                                               ; preds = %47
  br label %94

53:                                               ; preds = %47
  %54 = load i32, ptr %12, align 4, !tbaa !26
  %55 = load i32, ptr %18, align 4
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr %19, align 4
  %58 = zext i32 %57 to i64
  %59 = load i32, ptr %9, align 4, !tbaa !26
  store i32 %59, ptr %23, align 4, !tbaa !26
  %60 = load i64, ptr %23, align 8, !tbaa !24
  %61 = load ptr, ptr %10, align 8, !tbaa !20
  %62 = getelementptr inbounds [4 x ptr], ptr %24, i64 0, i64 0
  %63 = inttoptr i64 %56 to ptr
  store ptr %63, ptr %62, align 8, !tbaa !20
  %64 = getelementptr inbounds [4 x ptr], ptr %24, i64 0, i64 1
  %65 = inttoptr i64 %58 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !20
  %66 = getelementptr inbounds [4 x ptr], ptr %24, i64 0, i64 2
  %67 = inttoptr i64 %60 to ptr
  store ptr %67, ptr %66, align 8, !tbaa !20
  %68 = getelementptr inbounds [4 x ptr], ptr %24, i64 0, i64 3
  store ptr %61, ptr %68, align 8, !tbaa !20
  %69 = load i32, ptr %11, align 4, !tbaa !26
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i32
  %72 = load ptr, ptr %7, align 8
  %73 = load i32, ptr %72, align 4, !tbaa !26
  call void @__kmpc_parallel_51(ptr @1, i32 %73, i32 %71, i32 %54, i32 -1, ptr @__omp_offloading_fe00_510520_threads_l18_omp_outlined_omp_outlined, ptr null, ptr %24, i64 4)
  br label %74

74:                                               ; preds = %53
  %75 = load i32, ptr %13, align 4, !tbaa !26
  %76 = load i32, ptr %20, align 4, !tbaa !26
  %77 = add nsw i32 %75, %76
  store i32 %77, ptr %13, align 4, !tbaa !26
  %78 = load i32, ptr %18, align 4, !tbaa !26
  %79 = load i32, ptr %20, align 4, !tbaa !26
  %80 = add nsw i32 %78, %79
  store i32 %80, ptr %18, align 4, !tbaa !26
  %81 = load i32, ptr %19, align 4, !tbaa !26
  %82 = load i32, ptr %20, align 4, !tbaa !26
  %83 = add nsw i32 %81, %82
  store i32 %83, ptr %19, align 4, !tbaa !26
  %84 = load i32, ptr %19, align 4, !tbaa !26
  %85 = load i32, ptr %16, align 4, !tbaa !26
  %86 = icmp sgt i32 %84, %85
  br i1 %86, label %87, label %89

87:                                               ; preds = %74
  %88 = load i32, ptr %16, align 4, !tbaa !26
  br label %91

89:                                               ; preds = %74
  %90 = load i32, ptr %19, align 4, !tbaa !26
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %88, %87 ], [ %90, %89 ]
  store i32 %92, ptr %19, align 4, !tbaa !26
  %93 = load i32, ptr %18, align 4, !tbaa !26
  store i32 %93, ptr %13, align 4, !tbaa !26
  br label %47

94:                                               ; preds = %52
  br label %95

95:                                               ; preds = %94
  %96 = load ptr, ptr %7, align 8
  %97 = load i32, ptr %96, align 4, !tbaa !26
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %97)
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  br label %98

98:                                               ; preds = %95, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_threads_l18_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
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
  store ptr %0, ptr %7, align 8, !tbaa !20
  store ptr %1, ptr %8, align 8, !tbaa !20
  store i64 %2, ptr %9, align 8, !tbaa !24
  store i64 %3, ptr %10, align 8, !tbaa !24
  store i64 %4, ptr %11, align 8, !tbaa !24
  store ptr %5, ptr %12, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %23 = load i32, ptr %11, align 4, !tbaa !26
  store i32 %23, ptr %15, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %24 = load i32, ptr %15, align 4, !tbaa !26
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %16, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %15, align 4, !tbaa !26
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %64

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %31 = load i32, ptr %16, align 4, !tbaa !26
  store i32 %31, ptr %19, align 4, !tbaa !26
  %32 = load i64, ptr %9, align 8, !tbaa !24
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %10, align 8, !tbaa !24
  %35 = trunc i64 %34 to i32
  store i32 %33, ptr %18, align 4, !tbaa !26
  store i32 %35, ptr %19, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !26
  call void @__kmpc_for_static_init_4(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %38 = load i32, ptr %18, align 4, !tbaa !26
  store i32 %38, ptr %13, align 4, !tbaa !26
  br label %39

39:                                               ; preds = %56, %30
  %40 = load i32, ptr %13, align 4, !tbaa !26
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %10, align 8, !tbaa !24
  %43 = icmp ule i64 %41, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  br label %60

45:                                               ; preds = %39
  %46 = load i32, ptr %13, align 4, !tbaa !26
  %47 = mul nsw i32 %46, 1
  %48 = add nsw i32 0, %47
  store i32 %48, ptr %22, align 4, !tbaa !26
  %49 = call i32 @omp_get_thread_num() #10
  %50 = sitofp i32 %49 to double
  %51 = load ptr, ptr %12, align 8, !tbaa !20
  %52 = load i32, ptr %22, align 4, !tbaa !26
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  store double %50, ptr %54, align 8, !tbaa !39
  br label %55

55:                                               ; preds = %45
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %13, align 4, !tbaa !26
  %58 = load i32, ptr %20, align 4, !tbaa !26
  %59 = add nsw i32 %57, %58
  store i32 %59, ptr %13, align 4, !tbaa !26
  br label %39

60:                                               ; preds = %44
  br label %61

61:                                               ; preds = %60
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %62, align 4, !tbaa !26
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

; Function Attrs: convergent
declare i32 @omp_get_thread_num() #6

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_510520_generic_l25(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !20
  store i64 %1, ptr %6, align 8, !tbaa !24
  store ptr %2, ptr %7, align 8, !tbaa !20
  store i64 %3, ptr %8, align 8, !tbaa !24
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_510520_generic_l25_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %22

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4, !tbaa !26
  store i32 %17, ptr %9, align 4, !tbaa !26
  %18 = load i64, ptr %9, align 8, !tbaa !24
  %19 = load ptr, ptr %7, align 8, !tbaa !20
  %20 = load i32, ptr %8, align 4, !tbaa !26
  store i32 %20, ptr %10, align 4, !tbaa !26
  %21 = load i64, ptr %10, align 8, !tbaa !24
  store i32 0, ptr %11, align 4
  store i32 %16, ptr %12, align 4, !tbaa !26
  call void @__omp_offloading_fe00_510520_generic_l25_omp_outlined(ptr %12, ptr %11, i64 %18, ptr %19, i64 %21) #3
  call void @__kmpc_target_deinit()
  ret void

22:                                               ; preds = %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_generic_l25_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [2 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !20
  store ptr %1, ptr %7, align 8, !tbaa !20
  store i64 %2, ptr %8, align 8, !tbaa !24
  store ptr %3, ptr %9, align 8, !tbaa !20
  store i64 %4, ptr %10, align 8, !tbaa !24
  %20 = load ptr, ptr %9, align 8, !tbaa !20
  %21 = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  store ptr %20, ptr %21, align 8, !tbaa !20
  %22 = call align 16 ptr @__kmpc_alloc_shared(i64 4)
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %23 = load i32, ptr %8, align 4, !tbaa !26
  store i32 %23, ptr %13, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %24 = load i32, ptr %13, align 4, !tbaa !26
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %14, align 4, !tbaa !26
  store i32 0, ptr %22, align 4, !tbaa !26
  %28 = load i32, ptr %13, align 4, !tbaa !26
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %71

30:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %31 = load i32, ptr %14, align 4, !tbaa !26
  store i32 %31, ptr %16, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 1, ptr %17, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !26
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %32, align 4, !tbaa !26
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %33, i32 92, ptr %18, ptr %15, ptr %16, ptr %17, i32 1, i32 1)
  %34 = load i32, ptr %16, align 4, !tbaa !26
  %35 = load i32, ptr %14, align 4, !tbaa !26
  %36 = icmp sgt i32 %34, %35
  br i1 %36, label %37, label %39

37:                                               ; preds = %30
  %38 = load i32, ptr %14, align 4, !tbaa !26
  br label %41

39:                                               ; preds = %30
  %40 = load i32, ptr %16, align 4, !tbaa !26
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ]
  store i32 %42, ptr %16, align 4, !tbaa !26
  %43 = load i32, ptr %15, align 4, !tbaa !26
  store i32 %43, ptr %11, align 4, !tbaa !26
  br label %44

44:                                               ; preds = %64, %41
  %45 = load i32, ptr %11, align 4, !tbaa !26
  %46 = load i32, ptr %16, align 4, !tbaa !26
  %47 = icmp sle i32 %45, %46
  br i1 %47, label %48, label %67

48:                                               ; preds = %44
  %49 = load i32, ptr %11, align 4, !tbaa !26
  %50 = mul nsw i32 %49, 1
  %51 = add nsw i32 0, %50
  store i32 %51, ptr %22, align 4, !tbaa !26
  %52 = load ptr, ptr %21, align 8, !tbaa !20
  %53 = load i32, ptr %22, align 4, !tbaa !26
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %52, i64 %54
  store double 0.000000e+00, ptr %55, align 8, !tbaa !39
  %56 = getelementptr inbounds [2 x ptr], ptr %19, i64 0, i64 0
  store ptr %21, ptr %56, align 8, !tbaa !20
  %57 = getelementptr inbounds [2 x ptr], ptr %19, i64 0, i64 1
  store ptr %22, ptr %57, align 8, !tbaa !20
  %58 = load i32, ptr %10, align 4, !tbaa !26
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i32
  %61 = load ptr, ptr %6, align 8
  %62 = load i32, ptr %61, align 4, !tbaa !26
  call void @__kmpc_parallel_51(ptr @1, i32 %62, i32 %60, i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_generic_l25_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_510520_generic_l25_omp_outlined_omp_outlined_wrapper, ptr %19, i64 2)
  br label %63

63:                                               ; preds = %48
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %11, align 4, !tbaa !26
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %11, align 4, !tbaa !26
  br label %44

67:                                               ; preds = %44
  br label %68

68:                                               ; preds = %67
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %69, align 4, !tbaa !26
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %70)
  br label %71

71:                                               ; preds = %68, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  call void @__kmpc_free_shared(ptr %22, i64 4)
  call void @__kmpc_free_shared(ptr %21, i64 8)
  ret void
}

; Function Attrs: nosync nounwind allocsize(0)
declare noalias ptr @__kmpc_alloc_shared(i64) #7

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_generic_l25_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !20
  store ptr %1, ptr %6, align 8, !tbaa !20
  store ptr %2, ptr %7, align 8, !tbaa !20
  store ptr %3, ptr %8, align 8, !tbaa !20
  %9 = load ptr, ptr %7, align 8, !tbaa !20
  %10 = load ptr, ptr %8, align 8, !tbaa !20
  %11 = load ptr, ptr %9, align 8, !tbaa !20
  %12 = load i32, ptr %10, align 4, !tbaa !26
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %11, i64 %13
  store double 1.000000e+00, ptr %14, align 8, !tbaa !39
  ret void
}

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_generic_l25_omp_outlined_omp_outlined_wrapper(i16 noundef zeroext %0, i32 noundef %1) #8 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i16 %0, ptr %3, align 2, !tbaa !48
  store i32 %1, ptr %4, align 4, !tbaa !26
  store i32 0, ptr %5, align 4
  call void @__kmpc_get_shared_variables(ptr %6)
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %7, i64 0
  %9 = load ptr, ptr %8, align 8, !tbaa !20
  %10 = getelementptr inbounds ptr, ptr %7, i64 1
  %11 = load ptr, ptr %10, align 8, !tbaa !20
  call void @__omp_offloading_fe00_510520_generic_l25_omp_outlined_omp_outlined(ptr %4, ptr %5, ptr %9, ptr %11) #3
  ret void
}

declare void @__kmpc_get_shared_variables(ptr)

; Function Attrs: nosync nounwind
declare void @__kmpc_free_shared(ptr allocptr nocapture, i64) #9

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_510520_observes_l37(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !20
  store i64 %1, ptr %6, align 8, !tbaa !24
  store ptr %2, ptr %7, align 8, !tbaa !20
  store i64 %3, ptr %8, align 8, !tbaa !24
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_510520_observes_l37_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %22

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4, !tbaa !26
  store i32 %17, ptr %9, align 4, !tbaa !26
  %18 = load i64, ptr %9, align 8, !tbaa !24
  %19 = load ptr, ptr %7, align 8, !tbaa !20
  %20 = load i32, ptr %8, align 4, !tbaa !26
  store i32 %20, ptr %10, align 4, !tbaa !26
  %21 = load i64, ptr %10, align 8, !tbaa !24
  store i32 0, ptr %11, align 4
  store i32 %16, ptr %12, align 4, !tbaa !26
  call void @__omp_offloading_fe00_510520_observes_l37_omp_outlined(ptr %12, ptr %11, i64 %18, ptr %19, i64 %21) #3
  call void @__kmpc_target_deinit()
  ret void

22:                                               ; preds = %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_observes_l37_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
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
  %22 = alloca [4 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !20
  store ptr %1, ptr %7, align 8, !tbaa !20
  store i64 %2, ptr %8, align 8, !tbaa !24
  store ptr %3, ptr %9, align 8, !tbaa !20
  store i64 %4, ptr %10, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %23 = load i32, ptr %8, align 4, !tbaa !26
  store i32 %23, ptr %13, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %24 = load i32, ptr %13, align 4, !tbaa !26
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %14, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %28 = load i32, ptr %13, align 4, !tbaa !26
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %95

30:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %31 = load i32, ptr %14, align 4, !tbaa !26
  store i32 %31, ptr %17, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %32 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %33, align 4, !tbaa !26
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %34, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 %32)
  %35 = load i32, ptr %17, align 4, !tbaa !26
  %36 = load i32, ptr %14, align 4, !tbaa !26
  %37 = icmp sgt i32 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %30
  %39 = load i32, ptr %14, align 4, !tbaa !26
  br label %42

40:                                               ; preds = %30
  %41 = load i32, ptr %17, align 4, !tbaa !26
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  store i32 %43, ptr %17, align 4, !tbaa !26
  %44 = load i32, ptr %16, align 4, !tbaa !26
  store i32 %44, ptr %11, align 4, !tbaa !26
  br label %45

45:                                               ; preds = %88, %42
  %46 = load i32, ptr %11, align 4, !tbaa !26
  %47 = load i32, ptr %14, align 4, !tbaa !26
  %48 = add nsw i32 %47, 1
  %49 = icmp slt i32 %46, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %45
  br label %91

51:                                               ; preds = %45
  %52 = load i32, ptr %16, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %17, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !26
  store i32 %56, ptr %21, align 4, !tbaa !26
  %57 = load i64, ptr %21, align 8, !tbaa !24
  %58 = load ptr, ptr %9, align 8, !tbaa !20
  %59 = getelementptr inbounds [4 x ptr], ptr %22, i64 0, i64 0
  %60 = inttoptr i64 %53 to ptr
  store ptr %60, ptr %59, align 8, !tbaa !20
  %61 = getelementptr inbounds [4 x ptr], ptr %22, i64 0, i64 1
  %62 = inttoptr i64 %55 to ptr
  store ptr %62, ptr %61, align 8, !tbaa !20
  %63 = getelementptr inbounds [4 x ptr], ptr %22, i64 0, i64 2
  %64 = inttoptr i64 %57 to ptr
  store ptr %64, ptr %63, align 8, !tbaa !20
  %65 = getelementptr inbounds [4 x ptr], ptr %22, i64 0, i64 3
  store ptr %58, ptr %65, align 8, !tbaa !20
  %66 = load i32, ptr %10, align 4, !tbaa !26
  %67 = icmp ne i32 %66, 0
  %68 = zext i1 %67 to i32
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %69, align 4, !tbaa !26
  call void @__kmpc_parallel_51(ptr @1, i32 %70, i32 %68, i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_observes_l37_omp_outlined_omp_outlined, ptr null, ptr %22, i64 4)
  br label %71

71:                                               ; preds = %51
  %72 = load i32, ptr %11, align 4, !tbaa !26
  %73 = load i32, ptr %18, align 4, !tbaa !26
  %74 = add nsw i32 %72, %73
  store i32 %74, ptr %11, align 4, !tbaa !26
  %75 = load i32, ptr %16, align 4, !tbaa !26
  %76 = load i32, ptr %18, align 4, !tbaa !26
  %77 = add nsw i32 %75, %76
  store i32 %77, ptr %16, align 4, !tbaa !26
  %78 = load i32, ptr %17, align 4, !tbaa !26
  %79 = load i32, ptr %18, align 4, !tbaa !26
  %80 = add nsw i32 %78, %79
  store i32 %80, ptr %17, align 4, !tbaa !26
  %81 = load i32, ptr %17, align 4, !tbaa !26
  %82 = load i32, ptr %14, align 4, !tbaa !26
  %83 = icmp sgt i32 %81, %82
  br i1 %83, label %84, label %86

84:                                               ; preds = %71
  %85 = load i32, ptr %14, align 4, !tbaa !26
  br label %88

86:                                               ; preds = %71
  %87 = load i32, ptr %17, align 4, !tbaa !26
  br label %88

88:                                               ; preds = %86, %84
  %89 = phi i32 [ %85, %84 ], [ %87, %86 ]
  store i32 %89, ptr %17, align 4, !tbaa !26
  %90 = load i32, ptr %16, align 4, !tbaa !26
  store i32 %90, ptr %11, align 4, !tbaa !26
  br label %45

91:                                               ; preds = %50
  br label %92

92:                                               ; preds = %91
  %93 = load ptr, ptr %6, align 8
  %94 = load i32, ptr %93, align 4, !tbaa !26
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %94)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %95

95:                                               ; preds = %92, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_observes_l37_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
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
  store ptr %0, ptr %7, align 8, !tbaa !20
  store ptr %1, ptr %8, align 8, !tbaa !20
  store i64 %2, ptr %9, align 8, !tbaa !24
  store i64 %3, ptr %10, align 8, !tbaa !24
  store i64 %4, ptr %11, align 8, !tbaa !24
  store ptr %5, ptr %12, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %23 = load i32, ptr %11, align 4, !tbaa !26
  store i32 %23, ptr %15, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %24 = load i32, ptr %15, align 4, !tbaa !26
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %16, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %15, align 4, !tbaa !26
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %63

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %31 = load i32, ptr %16, align 4, !tbaa !26
  store i32 %31, ptr %19, align 4, !tbaa !26
  %32 = load i64, ptr %9, align 8, !tbaa !24
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %10, align 8, !tbaa !24
  %35 = trunc i64 %34 to i32
  store i32 %33, ptr %18, align 4, !tbaa !26
  store i32 %35, ptr %19, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !26
  call void @__kmpc_for_static_init_4(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %38 = load i32, ptr %18, align 4, !tbaa !26
  store i32 %38, ptr %13, align 4, !tbaa !26
  br label %39

39:                                               ; preds = %55, %30
  %40 = load i32, ptr %13, align 4, !tbaa !26
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %10, align 8, !tbaa !24
  %43 = icmp ule i64 %41, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  br label %59

45:                                               ; preds = %39
  %46 = load i32, ptr %13, align 4, !tbaa !26
  %47 = mul nsw i32 %46, 1
  %48 = add nsw i32 0, %47
  store i32 %48, ptr %22, align 4, !tbaa !26
  %49 = call i32 @omp_in_parallel() #10
  %50 = load ptr, ptr %12, align 8, !tbaa !20
  %51 = load i32, ptr %22, align 4, !tbaa !26
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %50, i64 %52
  store i32 %49, ptr %53, align 4, !tbaa !26
  br label %54

54:                                               ; preds = %45
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %13, align 4, !tbaa !26
  %57 = load i32, ptr %20, align 4, !tbaa !26
  %58 = add nsw i32 %56, %57
  store i32 %58, ptr %13, align 4, !tbaa !26
  br label %39

59:                                               ; preds = %44
  br label %60

60:                                               ; preds = %59
  %61 = load ptr, ptr %7, align 8
  %62 = load i32, ptr %61, align 4, !tbaa !26
  call void @__kmpc_for_static_fini(ptr @3, i32 %62)
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  br label %63

63:                                               ; preds = %60, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  ret void
}

; Function Attrs: convergent
declare i32 @omp_in_parallel() #6

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_510520_nested_l45(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !20
  store i64 %1, ptr %7, align 8, !tbaa !24
  store i64 %2, ptr %8, align 8, !tbaa !24
  store ptr %3, ptr %9, align 8, !tbaa !20
  store i64 %4, ptr %10, align 8, !tbaa !24
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_510520_nested_l45_kernel_environment, ptr %0)
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %27

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @1)
  %20 = load i32, ptr %7, align 4, !tbaa !26
  store i32 %20, ptr %11, align 4, !tbaa !26
  %21 = load i64, ptr %11, align 8, !tbaa !24
  %22 = load i32, ptr %8, align 4, !tbaa !26
  store i32 %22, ptr %12, align 4, !tbaa !26
  %23 = load i64, ptr %12, align 8, !tbaa !24
  %24 = load ptr, ptr %9, align 8, !tbaa !20
  %25 = load i32, ptr %10, align 4, !tbaa !26
  store i32 %25, ptr %13, align 4, !tbaa !26
  %26 = load i64, ptr %13, align 8, !tbaa !24
  store i32 0, ptr %14, align 4
  store i32 %19, ptr %15, align 4, !tbaa !26
  call void @__omp_offloading_fe00_510520_nested_l45_omp_outlined(ptr %15, ptr %14, i64 %21, i64 %23, ptr %24, i64 %26) #3
  call void @__kmpc_target_deinit()
  ret void

27:                                               ; preds = %5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_nested_l45_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
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
  %24 = alloca i64, align 8
  %25 = alloca [5 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !20
  store ptr %1, ptr %8, align 8, !tbaa !20
  store i64 %2, ptr %9, align 8, !tbaa !24
  store i64 %3, ptr %10, align 8, !tbaa !24
  store ptr %4, ptr %11, align 8, !tbaa !20
  store i64 %5, ptr %12, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %9, align 4, !tbaa !26
  store i32 %26, ptr %15, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %27 = load i32, ptr %15, align 4, !tbaa !26
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %16, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %31 = load i32, ptr %15, align 4, !tbaa !26
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %102

33:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %34 = load i32, ptr %16, align 4, !tbaa !26
  store i32 %34, ptr %19, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %35 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !26
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %37, i32 91, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 %35)
  %38 = load i32, ptr %19, align 4, !tbaa !26
  %39 = load i32, ptr %16, align 4, !tbaa !26
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %33
  %42 = load i32, ptr %16, align 4, !tbaa !26
  br label %45

43:                                               ; preds = %33
  %44 = load i32, ptr %19, align 4, !tbaa !26
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  store i32 %46, ptr %19, align 4, !tbaa !26
  %47 = load i32, ptr %18, align 4, !tbaa !26
  store i32 %47, ptr %13, align 4, !tbaa !26
  br label %48

48:                                               ; preds = %95, %45
  %49 = load i32, ptr %13, align 4, !tbaa !26
  %50 = load i32, ptr %16, align 4, !tbaa !26
  %51 = add nsw i32 %50, 1
  %52 = icmp slt i32 %49, %51
  br i1 %52, label %54, label %53

53:                                               ; preds = %48
  br label %98

54:                                               ; preds = %48
  %55 = load i32, ptr %18, align 4
  %56 = zext i32 %55 to i64
  %57 = load i32, ptr %19, align 4
  %58 = zext i32 %57 to i64
  %59 = load i32, ptr %9, align 4, !tbaa !26
  store i32 %59, ptr %23, align 4, !tbaa !26
  %60 = load i64, ptr %23, align 8, !tbaa !24
  %61 = load i32, ptr %10, align 4, !tbaa !26
  store i32 %61, ptr %24, align 4, !tbaa !26
  %62 = load i64, ptr %24, align 8, !tbaa !24
  %63 = load ptr, ptr %11, align 8, !tbaa !20
  %64 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 0
  %65 = inttoptr i64 %56 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !20
  %66 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 1
  %67 = inttoptr i64 %58 to ptr
  store ptr %67, ptr %66, align 8, !tbaa !20
  %68 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 2
  %69 = inttoptr i64 %60 to ptr
  store ptr %69, ptr %68, align 8, !tbaa !20
  %70 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 3
  %71 = inttoptr i64 %62 to ptr
  store ptr %71, ptr %70, align 8, !tbaa !20
  %72 = getelementptr inbounds [5 x ptr], ptr %25, i64 0, i64 4
  store ptr %63, ptr %72, align 8, !tbaa !20
  %73 = load i32, ptr %12, align 4, !tbaa !26
  %74 = icmp ne i32 %73, 0
  %75 = zext i1 %74 to i32
  %76 = load ptr, ptr %7, align 8
  %77 = load i32, ptr %76, align 4, !tbaa !26
  call void @__kmpc_parallel_51(ptr @1, i32 %77, i32 %75, i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_nested_l45_omp_outlined_omp_outlined, ptr null, ptr %25, i64 5)
  br label %78

78:                                               ; preds = %54
  %79 = load i32, ptr %13, align 4, !tbaa !26
  %80 = load i32, ptr %20, align 4, !tbaa !26
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %13, align 4, !tbaa !26
  %82 = load i32, ptr %18, align 4, !tbaa !26
  %83 = load i32, ptr %20, align 4, !tbaa !26
  %84 = add nsw i32 %82, %83
  store i32 %84, ptr %18, align 4, !tbaa !26
  %85 = load i32, ptr %19, align 4, !tbaa !26
  %86 = load i32, ptr %20, align 4, !tbaa !26
  %87 = add nsw i32 %85, %86
  store i32 %87, ptr %19, align 4, !tbaa !26
  %88 = load i32, ptr %19, align 4, !tbaa !26
  %89 = load i32, ptr %16, align 4, !tbaa !26
  %90 = icmp sgt i32 %88, %89
  br i1 %90, label %91, label %93

91:                                               ; preds = %78
  %92 = load i32, ptr %16, align 4, !tbaa !26
  br label %95

93:                                               ; preds = %78
  %94 = load i32, ptr %19, align 4, !tbaa !26
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %92, %91 ], [ %94, %93 ]
  store i32 %96, ptr %19, align 4, !tbaa !26
  %97 = load i32, ptr %18, align 4, !tbaa !26
  store i32 %97, ptr %13, align 4, !tbaa !26
  br label %48

98:                                               ; preds = %53
  br label %99

99:                                               ; preds = %98
  %100 = load ptr, ptr %7, align 8
  %101 = load i32, ptr %100, align 4, !tbaa !26
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %101)
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  br label %102

102:                                              ; preds = %99, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_nested_l45_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6) #1 {
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
  %25 = alloca [2 x ptr], align 8
  store ptr %0, ptr %8, align 8, !tbaa !20
  store ptr %1, ptr %9, align 8, !tbaa !20
  store i64 %2, ptr %10, align 8, !tbaa !24
  store i64 %3, ptr %11, align 8, !tbaa !24
  store i64 %4, ptr %12, align 8, !tbaa !24
  store i64 %5, ptr %13, align 8, !tbaa !24
  store ptr %6, ptr %14, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %26 = load i32, ptr %12, align 4, !tbaa !26
  store i32 %26, ptr %17, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %27 = load i32, ptr %17, align 4, !tbaa !26
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %18, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %31 = load i32, ptr %17, align 4, !tbaa !26
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %68

33:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load i32, ptr %18, align 4, !tbaa !26
  store i32 %34, ptr %21, align 4, !tbaa !26
  %35 = load i64, ptr %10, align 8, !tbaa !24
  %36 = trunc i64 %35 to i32
  %37 = load i64, ptr %11, align 8, !tbaa !24
  %38 = trunc i64 %37 to i32
  store i32 %36, ptr %20, align 4, !tbaa !26
  store i32 %38, ptr %21, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %39 = load ptr, ptr %8, align 8
  %40 = load i32, ptr %39, align 4, !tbaa !26
  call void @__kmpc_for_static_init_4(ptr @3, i32 %40, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %41 = load i32, ptr %20, align 4, !tbaa !26
  store i32 %41, ptr %15, align 4, !tbaa !26
  br label %42

42:                                               ; preds = %60, %33
  %43 = load i32, ptr %15, align 4, !tbaa !26
  %44 = sext i32 %43 to i64
  %45 = load i64, ptr %11, align 8, !tbaa !24
  %46 = icmp ule i64 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %42
  br label %64

48:                                               ; preds = %42
  %49 = load i32, ptr %15, align 4, !tbaa !26
  %50 = mul nsw i32 %49, 1
  %51 = add nsw i32 0, %50
  store i32 %51, ptr %24, align 4, !tbaa !26
  %52 = getelementptr inbounds [2 x ptr], ptr %25, i64 0, i64 0
  store ptr %14, ptr %52, align 8, !tbaa !20
  %53 = getelementptr inbounds [2 x ptr], ptr %25, i64 0, i64 1
  store ptr %24, ptr %53, align 8, !tbaa !20
  %54 = load i32, ptr %13, align 4, !tbaa !26
  %55 = icmp ne i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = load ptr, ptr %8, align 8
  %58 = load i32, ptr %57, align 4, !tbaa !26
  call void @__kmpc_parallel_51(ptr @1, i32 %58, i32 %56, i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_nested_l45_omp_outlined_omp_outlined_omp_outlined, ptr null, ptr %25, i64 2)
  br label %59

59:                                               ; preds = %48
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %15, align 4, !tbaa !26
  %62 = load i32, ptr %22, align 4, !tbaa !26
  %63 = add nsw i32 %61, %62
  store i32 %63, ptr %15, align 4, !tbaa !26
  br label %42

64:                                               ; preds = %47
  br label %65

65:                                               ; preds = %64
  %66 = load ptr, ptr %8, align 8
  %67 = load i32, ptr %66, align 4, !tbaa !26
  call void @__kmpc_for_static_fini(ptr @3, i32 %67)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %68

68:                                               ; preds = %65, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_510520_nested_l45_omp_outlined_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 4 dereferenceable(4) %3) #1 {
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
  store ptr %0, ptr %5, align 8, !tbaa !20
  store ptr %1, ptr %6, align 8, !tbaa !20
  store ptr %2, ptr %7, align 8, !tbaa !20
  store ptr %3, ptr %8, align 8, !tbaa !20
  %16 = load ptr, ptr %7, align 8, !tbaa !20
  %17 = load ptr, ptr %8, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  store i32 0, ptr %11, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  store i32 3, ptr %12, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  store i32 1, ptr %13, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  store i32 0, ptr %14, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %18 = load ptr, ptr %5, align 8
  %19 = load i32, ptr %18, align 4, !tbaa !26
  call void @__kmpc_for_static_init_4(ptr @3, i32 %19, i32 33, ptr %14, ptr %11, ptr %12, ptr %13, i32 1, i32 1)
  br label %20

20:                                               ; preds = %57, %4
  %21 = load i32, ptr %12, align 4, !tbaa !26
  %22 = icmp sgt i32 %21, 3
  br i1 %22, label %23, label %24

23:                                               ; preds = %20
  br label %26

24:                                               ; preds = %20
  %25 = load i32, ptr %12, align 4, !tbaa !26
  br label %26

26:                                               ; preds = %24, %23
  %27 = phi i32 [ 3, %23 ], [ %25, %24 ]
  store i32 %27, ptr %12, align 4, !tbaa !26
  %28 = load i32, ptr %11, align 4, !tbaa !26
  store i32 %28, ptr %9, align 4, !tbaa !26
  %29 = load i32, ptr %9, align 4, !tbaa !26
  %30 = load i32, ptr %12, align 4, !tbaa !26
  %31 = icmp sle i32 %29, %30
  br i1 %31, label %33, label %32

32:                                               ; preds = %26
  br label %64

33:                                               ; preds = %26
  br label %34

34:                                               ; preds = %53, %33
  %35 = load i32, ptr %9, align 4, !tbaa !26
  %36 = load i32, ptr %12, align 4, !tbaa !26
  %37 = icmp sle i32 %35, %36
  br i1 %37, label %39, label %38

38:                                               ; preds = %34
  br label %56

39:                                               ; preds = %34
  %40 = load i32, ptr %9, align 4, !tbaa !26
  %41 = mul nsw i32 %40, 1
  %42 = add nsw i32 0, %41
  store i32 %42, ptr %15, align 4, !tbaa !26
  %43 = load i32, ptr %15, align 4, !tbaa !26
  %44 = sitofp i32 %43 to double
  %45 = load ptr, ptr %16, align 8, !tbaa !20
  %46 = load i32, ptr %17, align 4, !tbaa !26
  %47 = mul nsw i32 %46, 4
  %48 = load i32, ptr %15, align 4, !tbaa !26
  %49 = add nsw i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %45, i64 %50
  store double %44, ptr %51, align 8, !tbaa !39
  br label %52

52:                                               ; preds = %39
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %9, align 4, !tbaa !26
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %9, align 4, !tbaa !26
  br label %34

56:                                               ; preds = %38
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %11, align 4, !tbaa !26
  %59 = load i32, ptr %13, align 4, !tbaa !26
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !26
  %61 = load i32, ptr %12, align 4, !tbaa !26
  %62 = load i32, ptr %13, align 4, !tbaa !26
  %63 = add nsw i32 %61, %62
  store i32 %63, ptr %12, align 4, !tbaa !26
  br label %20

64:                                               ; preds = %32
  call void @__kmpc_for_static_fini(ptr @3, i32 %19)
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #3
  ret void
}

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline }
attributes #5 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #6 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #7 = { nosync nounwind allocsize(0) }
attributes #8 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #9 = { nosync nounwind }
attributes #10 = { convergent }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!omp_offload.info = !{!9, !10, !11, !12, !13}
!llvm.module.flags = !{!14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !{ptr @__omp_offloading_fe00_510520_halo_l10, !"maxntidx", i32 128}
!1 = !{ptr @__omp_offloading_fe00_510520_generic_l25, !"maxntidx", i32 128}
!2 = !{ptr @__omp_offloading_fe00_510520_observes_l37, !"maxntidx", i32 128}
!3 = !{ptr @__omp_offloading_fe00_510520_nested_l45, !"maxntidx", i32 128}
!4 = !{ptr @__omp_offloading_fe00_510520_halo_l10, !"kernel", i32 1}
!5 = !{ptr @__omp_offloading_fe00_510520_threads_l18, !"kernel", i32 1}
!6 = !{ptr @__omp_offloading_fe00_510520_generic_l25, !"kernel", i32 1}
!7 = !{ptr @__omp_offloading_fe00_510520_observes_l37, !"kernel", i32 1}
!8 = !{ptr @__omp_offloading_fe00_510520_nested_l45, !"kernel", i32 1}
!9 = !{i32 0, i32 65024, i32 5309728, !"generic", i32 25, i32 0, i32 2}
!10 = !{i32 0, i32 65024, i32 5309728, !"halo", i32 10, i32 0, i32 0}
!11 = !{i32 0, i32 65024, i32 5309728, !"nested", i32 45, i32 0, i32 4}
!12 = !{i32 0, i32 65024, i32 5309728, !"observes", i32 37, i32 0, i32 3}
!13 = !{i32 0, i32 65024, i32 5309728, !"threads", i32 18, i32 0, i32 1}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"openmp", i32 51}
!16 = !{i32 7, !"openmp-device", i32 51}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !22, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !22, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"_Bool", !22, i64 0}
!30 = !{i8 0, i8 2}
!31 = !{}
!32 = distinct !{}
!33 = distinct !{!33, !34, !35}
!34 = !{!"llvm.loop.parallel_accesses", !32}
!35 = !{!"llvm.loop.vectorize.enable", i1 true}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.vectorize.enable", i1 false}
!38 = distinct !{}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !22, i64 0}
!41 = distinct !{!41, !42, !35}
!42 = !{!"llvm.loop.parallel_accesses", !38}
!43 = distinct !{!43, !37}
!44 = distinct !{}
!45 = distinct !{!45, !46, !35}
!46 = !{!"llvm.loop.parallel_accesses", !44}
!47 = distinct !{!47, !37}
!48 = !{!49, !49, i64 0}
!49 = !{!"short", !22, i64 0}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK-LABEL: define internal void @__omp_offloading_fe00_510520_halo_l10_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], ptr noundef %[[TMP4:[0-9]+]], i64 noundef %[[TMP5:[0-9]+]], i64 noundef %[[TMP6:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = alloca [7 x ptr], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = alloca [7 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP8]], align 8, !tbaa !20
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP9]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP10]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP11]], align 8, !tbaa !24
; CHECK-NEXT:   store ptr %[[TMP4]], ptr %[[TMP12]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP5]], ptr %[[TMP13]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP6]], ptr %[[TMP14]], align 8, !tbaa !24
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load i32, ptr %[[TMP10]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = sub nsw i32 %[[TMP39]], 2
; CHECK-NEXT:   store i32 %[[TMP40]], ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP41]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP20]]) #3
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = sub nsw i32 %[[TMP42]], 2
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = sdiv i32 %[[TMP43]], 1
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = sext i32 %[[TMP44]] to i64
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = sub nsw i32 %[[TMP46]], 0
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = sdiv i32 %[[TMP47]], 1
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = sext i32 %[[TMP48]] to i64
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = mul nsw i64 %[[TMP45]], %[[TMP49]]
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = sub nsw i64 %[[TMP50]], 1
; CHECK-NEXT:   store i64 %[[TMP51]], ptr %[[TMP20]], align 8, !tbaa !24
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   store i32 2, ptr %[[TMP21]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 0, ptr %[[TMP22]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = icmp slt i32 2, %[[TMP52]]
; CHECK-NEXT:   br i1 %[[TMP53]], label %[[TMP54:[0-9]+]], label %[[TMP213:[0-9]+]]
; CHECK: [[TMP54]]:
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = icmp slt i32 0, %[[TMP55]]
; CHECK-NEXT:   br i1 %[[TMP56]], label %[[TMP57:[0-9]+]], label %[[TMP213]]
; CHECK: [[TMP57]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP23]]) #3
; CHECK-NEXT:   store i64 0, ptr %[[TMP23]], align 8, !tbaa !24
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP24]]) #3
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP58]], ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP25]]) #3
; CHECK-NEXT:   store i64 1, ptr %[[TMP25]], align 8, !tbaa !24
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP26]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP26]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP27]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP28]]) #3
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = zext i32 %[[TMP59]] to i64
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load i32, ptr %[[TMP61]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_8(ptr @2, i32 %[[TMP62]], i32 91, ptr %[[TMP26]], ptr %[[TMP23]], ptr %[[TMP24]], ptr %[[TMP25]], i64 1, i64 %[[TMP60]])
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = icmp sgt i64 %[[TMP63]], %[[TMP64]]
; CHECK-NEXT:   br i1 %[[TMP65]], label %[[TMP66:[0-9]+]], label %[[TMP68:[0-9]+]]
; CHECK: [[TMP66]]:
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24
; CHECK-NEXT:   br label %[[TMP70:[0-9]+]]
; CHECK: [[TMP68]]:
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   br label %[[TMP70]]
; CHECK: [[TMP70]]:
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = phi i64 [ %[[TMP67]], %[[TMP66]] ], [ %[[TMP69]], %[[TMP68]] ]
; CHECK-NEXT:   store i64 %[[TMP71]], ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP72]], ptr %[[TMP15]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load i8, ptr %[[TMP14]], align 1, !tbaa !28, !range !30, !noundef !31
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = trunc i8 %[[TMP73]] to i1
; CHECK-NEXT:   br i1 %[[TMP74]], label %[[TMP75:[0-9]+]], label %[[TMP135:[0-9]+]]
; CHECK: [[TMP75]]:
; CHECK-NEXT:   br label %[[TMP76:[0-9]+]]
; CHECK: [[TMP76]]:
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = add nsw i64 %[[TMP78]], 1
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = icmp slt i64 %[[TMP77]], %[[TMP79]]
; CHECK-NEXT:   br i1 %[[TMP80]], label %[[TMP82:[0-9]+]], label %[[TMP81:[0-9]+]]
; CHECK: [[TMP81]]:
; CHECK-NEXT:   br label %[[TMP134:[0-9]+]]
; CHECK: [[TMP82]]:
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = load i32, ptr %[[TMP10]], align 4, !tbaa !26, !llvm.access.group !32
; CHECK-NEXT:   store i32 %[[TMP85]], ptr %[[TMP29]], align 4, !tbaa !26, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP86:[0-9]+]] = load i64, ptr %[[TMP29]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP87:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26, !llvm.access.group !32
; CHECK-NEXT:   store i32 %[[TMP87]], ptr %[[TMP30]], align 4, !tbaa !26, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP88:[0-9]+]] = load i64, ptr %[[TMP30]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = load ptr, ptr %[[TMP12]], align 8, !tbaa !20, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP90:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26, !llvm.access.group !32
; CHECK-NEXT:   store i32 %[[TMP90]], ptr %[[TMP31]], align 4, !tbaa !26, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP91:[0-9]+]] = load i64, ptr %[[TMP31]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP92:[0-9]+]] = load i8, ptr %[[TMP14]], align 1, !tbaa !28, !range !30, !llvm.access.group !32, !noundef !31
; CHECK-NEXT:   %[[TMP93:[0-9]+]] = trunc i8 %[[TMP92]] to i1
; CHECK-NEXT:   %[[TMP94:[0-9]+]] = zext i1 %[[TMP93]] to i8
; CHECK-NEXT:   store i8 %[[TMP94]], ptr %[[TMP32]], align 1, !tbaa !28, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP95:[0-9]+]] = load i64, ptr %[[TMP32]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP96:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP33]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP97:[0-9]+]] = inttoptr i64 %[[TMP83]] to ptr
; CHECK-NEXT:   store ptr %[[TMP97]], ptr %[[TMP96]], align 8, !tbaa !20, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP98:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP33]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP99:[0-9]+]] = inttoptr i64 %[[TMP84]] to ptr
; CHECK-NEXT:   store ptr %[[TMP99]], ptr %[[TMP98]], align 8, !tbaa !20, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP100:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP33]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP101:[0-9]+]] = inttoptr i64 %[[TMP86]] to ptr
; CHECK-NEXT:   store ptr %[[TMP101]], ptr %[[TMP100]], align 8, !tbaa !20, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP102:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP33]], i64 0, i64 3
; CHECK-NEXT:   %[[TMP103:[0-9]+]] = inttoptr i64 %[[TMP88]] to ptr
; CHECK-NEXT:   store ptr %[[TMP103]], ptr %[[TMP102]], align 8, !tbaa !20, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP104:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP33]], i64 0, i64 4
; CHECK-NEXT:   store ptr %[[TMP89]], ptr %[[TMP104]], align 8, !tbaa !20, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP105:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP33]], i64 0, i64 5
; CHECK-NEXT:   %[[TMP106:[0-9]+]] = inttoptr i64 %[[TMP91]] to ptr
; CHECK-NEXT:   store ptr %[[TMP106]], ptr %[[TMP105]], align 8, !tbaa !20, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP107:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP33]], i64 0, i64 6
; CHECK-NEXT:   %[[TMP108:[0-9]+]] = inttoptr i64 %[[TMP95]] to ptr
; CHECK-NEXT:   store ptr %[[TMP108]], ptr %[[TMP107]], align 8, !tbaa !20, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP109:[0-9]+]] = load i8, ptr %[[TMP14]], align 1, !tbaa !28, !range !30, !llvm.access.group !32, !noundef !31
; CHECK-NEXT:   %[[TMP110:[0-9]+]] = trunc i8 %[[TMP109]] to i1
; CHECK-NEXT:   %[[TMP111:[0-9]+]] = zext i1 %[[TMP110]] to i32
; CHECK-NEXT:   %[[TMP112:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP113:[0-9]+]] = load i32, ptr %[[TMP112]], align 4, !tbaa !26, !llvm.access.group !32
; CHECK-NEXT:   %ompred.if = icmp ne i32 %[[TMP111]], 0
; CHECK-NEXT:   %ompred.if.threads = select i1 %ompred.if, i32 -1, i32 1
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP113]], i32 1, i32 %ompred.if.threads, i32 -1, ptr @__omp_offloading_fe00_510520_halo_l10_omp_outlined_omp_outlined, ptr null, ptr %[[TMP33]], i64 7), !llvm.access.group !32
; CHECK-NEXT:   br label %[[TMP114:[0-9]+]]
; CHECK: [[TMP114]]:
; CHECK-NEXT:   %[[TMP115:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP116:[0-9]+]] = load i64, ptr %[[TMP25]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP117:[0-9]+]] = add nsw i64 %[[TMP115]], %[[TMP116]]
; CHECK-NEXT:   store i64 %[[TMP117]], ptr %[[TMP15]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP118:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP119:[0-9]+]] = load i64, ptr %[[TMP25]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP120:[0-9]+]] = add nsw i64 %[[TMP118]], %[[TMP119]]
; CHECK-NEXT:   store i64 %[[TMP120]], ptr %[[TMP23]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP121:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP122:[0-9]+]] = load i64, ptr %[[TMP25]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP123:[0-9]+]] = add nsw i64 %[[TMP121]], %[[TMP122]]
; CHECK-NEXT:   store i64 %[[TMP123]], ptr %[[TMP24]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP124:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP125:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP126:[0-9]+]] = icmp sgt i64 %[[TMP124]], %[[TMP125]]
; CHECK-NEXT:   br i1 %[[TMP126]], label %[[TMP127:[0-9]+]], label %[[TMP129:[0-9]+]]
; CHECK: [[TMP127]]:
; CHECK-NEXT:   %[[TMP128:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   br label %[[TMP131:[0-9]+]]
; CHECK: [[TMP129]]:
; CHECK-NEXT:   %[[TMP130:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   br label %[[TMP131]]
; CHECK: [[TMP131]]:
; CHECK-NEXT:   %[[TMP132:[0-9]+]] = phi i64 [ %[[TMP128]], %[[TMP127]] ], [ %[[TMP130]], %[[TMP129]] ]
; CHECK-NEXT:   store i64 %[[TMP132]], ptr %[[TMP24]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   %[[TMP133:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   store i64 %[[TMP133]], ptr %[[TMP15]], align 8, !tbaa !24, !llvm.access.group !32
; CHECK-NEXT:   br label %[[TMP76]], !llvm.loop !33
; CHECK: [[TMP134]]:
; CHECK-NEXT:   br label %[[TMP195:[0-9]+]]
; CHECK: [[TMP135]]:
; CHECK-NEXT:   br label %[[TMP136:[0-9]+]]
; CHECK: [[TMP136]]:
; CHECK-NEXT:   %[[TMP137:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP138:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP139:[0-9]+]] = add nsw i64 %[[TMP138]], 1
; CHECK-NEXT:   %[[TMP140:[0-9]+]] = icmp slt i64 %[[TMP137]], %[[TMP139]]
; CHECK-NEXT:   br i1 %[[TMP140]], label %[[TMP142:[0-9]+]], label %[[TMP141:[0-9]+]]
; CHECK: [[TMP141]]:
; CHECK-NEXT:   br label %[[TMP194:[0-9]+]]
; CHECK: [[TMP142]]:
; CHECK-NEXT:   %[[TMP143:[0-9]+]] = load i64, ptr %[[TMP23]], align 8
; CHECK-NEXT:   %[[TMP144:[0-9]+]] = load i64, ptr %[[TMP24]], align 8
; CHECK-NEXT:   %[[TMP145:[0-9]+]] = load i32, ptr %[[TMP10]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP145]], ptr %[[TMP34]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP146:[0-9]+]] = load i64, ptr %[[TMP34]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP147:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP147]], ptr %[[TMP35]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP148:[0-9]+]] = load i64, ptr %[[TMP35]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP149:[0-9]+]] = load ptr, ptr %[[TMP12]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP150:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP150]], ptr %[[TMP36]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP151:[0-9]+]] = load i64, ptr %[[TMP36]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP152:[0-9]+]] = load i8, ptr %[[TMP14]], align 1, !tbaa !28, !range !30, !noundef !31
; CHECK-NEXT:   %[[TMP153:[0-9]+]] = trunc i8 %[[TMP152]] to i1
; CHECK-NEXT:   %[[TMP154:[0-9]+]] = zext i1 %[[TMP153]] to i8
; CHECK-NEXT:   store i8 %[[TMP154]], ptr %[[TMP37]], align 1, !tbaa !28
; CHECK-NEXT:   %[[TMP155:[0-9]+]] = load i64, ptr %[[TMP37]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP156:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP38]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP157:[0-9]+]] = inttoptr i64 %[[TMP143]] to ptr
; CHECK-NEXT:   store ptr %[[TMP157]], ptr %[[TMP156]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP158:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP38]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP159:[0-9]+]] = inttoptr i64 %[[TMP144]] to ptr
; CHECK-NEXT:   store ptr %[[TMP159]], ptr %[[TMP158]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP160:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP38]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP161:[0-9]+]] = inttoptr i64 %[[TMP146]] to ptr
; CHECK-NEXT:   store ptr %[[TMP161]], ptr %[[TMP160]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP162:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP38]], i64 0, i64 3
; CHECK-NEXT:   %[[TMP163:[0-9]+]] = inttoptr i64 %[[TMP148]] to ptr
; CHECK-NEXT:   store ptr %[[TMP163]], ptr %[[TMP162]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP164:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP38]], i64 0, i64 4
; CHECK-NEXT:   store ptr %[[TMP149]], ptr %[[TMP164]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP165:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP38]], i64 0, i64 5
; CHECK-NEXT:   %[[TMP166:[0-9]+]] = inttoptr i64 %[[TMP151]] to ptr
; CHECK-NEXT:   store ptr %[[TMP166]], ptr %[[TMP165]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP167:[0-9]+]] = getelementptr inbounds [7 x ptr], ptr %[[TMP38]], i64 0, i64 6
; CHECK-NEXT:   %[[TMP168:[0-9]+]] = inttoptr i64 %[[TMP155]] to ptr
; CHECK-NEXT:   store ptr %[[TMP168]], ptr %[[TMP167]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP169:[0-9]+]] = load i8, ptr %[[TMP14]], align 1, !tbaa !28, !range !30, !noundef !31
; CHECK-NEXT:   %[[TMP170:[0-9]+]] = trunc i8 %[[TMP169]] to i1
; CHECK-NEXT:   %[[TMP171:[0-9]+]] = zext i1 %[[TMP170]] to i32
; CHECK-NEXT:   %[[TMP172:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP173:[0-9]+]] = load i32, ptr %[[TMP172]], align 4, !tbaa !26
; CHECK-NEXT:   %ompred.if1 = icmp ne i32 %[[TMP171]], 0
; CHECK-NEXT:   %ompred.if.threads2 = select i1 %ompred.if1, i32 -1, i32 1
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP173]], i32 1, i32 %ompred.if.threads2, i32 -1, ptr @__omp_offloading_fe00_510520_halo_l10_omp_outlined_omp_outlined1, ptr null, ptr %[[TMP38]], i64 7)
; CHECK-NEXT:   br label %[[TMP174:[0-9]+]]
; CHECK: [[TMP174]]:
; CHECK-NEXT:   %[[TMP175:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP176:[0-9]+]] = load i64, ptr %[[TMP25]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP177:[0-9]+]] = add nsw i64 %[[TMP175]], %[[TMP176]]
; CHECK-NEXT:   store i64 %[[TMP177]], ptr %[[TMP15]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP178:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP179:[0-9]+]] = load i64, ptr %[[TMP25]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP180:[0-9]+]] = add nsw i64 %[[TMP178]], %[[TMP179]]
; CHECK-NEXT:   store i64 %[[TMP180]], ptr %[[TMP23]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP181:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP182:[0-9]+]] = load i64, ptr %[[TMP25]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP183:[0-9]+]] = add nsw i64 %[[TMP181]], %[[TMP182]]
; CHECK-NEXT:   store i64 %[[TMP183]], ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP184:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP185:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP186:[0-9]+]] = icmp sgt i64 %[[TMP184]], %[[TMP185]]
; CHECK-NEXT:   br i1 %[[TMP186]], label %[[TMP187:[0-9]+]], label %[[TMP189:[0-9]+]]
; CHECK: [[TMP187]]:
; CHECK-NEXT:   %[[TMP188:[0-9]+]] = load i64, ptr %[[TMP20]], align 8, !tbaa !24
; CHECK-NEXT:   br label %[[TMP191:[0-9]+]]
; CHECK: [[TMP189]]:
; CHECK-NEXT:   %[[TMP190:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   br label %[[TMP191]]
; CHECK: [[TMP191]]:
; CHECK-NEXT:   %[[TMP192:[0-9]+]] = phi i64 [ %[[TMP188]], %[[TMP187]] ], [ %[[TMP190]], %[[TMP189]] ]
; CHECK-NEXT:   store i64 %[[TMP192]], ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP193:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP193]], ptr %[[TMP15]], align 8, !tbaa !24
; CHECK-NEXT:   br label %[[TMP136]], !llvm.loop !36
; CHECK: [[TMP194]]:
; CHECK-NEXT:   br label %[[TMP195]]
; CHECK: [[TMP195]]:
; CHECK-NEXT:   br label %[[TMP196:[0-9]+]]
; CHECK: [[TMP196]]:
; CHECK-NEXT:   %[[TMP197:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP198:[0-9]+]] = load i32, ptr %[[TMP197]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP198]])
; CHECK-NEXT:   %[[TMP199:[0-9]+]] = load i32, ptr %[[TMP26]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP200:[0-9]+]] = icmp ne i32 %[[TMP199]], 0
; CHECK-NEXT:   br i1 %[[TMP200]], label %[[TMP201:[0-9]+]], label %[[TMP212:[0-9]+]]
; CHECK: [[TMP201]]:
; CHECK-NEXT:   %[[TMP202:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP203:[0-9]+]] = sub nsw i32 %[[TMP202]], 2
; CHECK-NEXT:   %[[TMP204:[0-9]+]] = sdiv i32 %[[TMP203]], 1
; CHECK-NEXT:   %[[TMP205:[0-9]+]] = mul nsw i32 %[[TMP204]], 1
; CHECK-NEXT:   %[[TMP206:[0-9]+]] = add nsw i32 2, %[[TMP205]]
; CHECK-NEXT:   store i32 %[[TMP206]], ptr %[[TMP27]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP207:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP208:[0-9]+]] = sub nsw i32 %[[TMP207]], 0
; CHECK-NEXT:   %[[TMP209:[0-9]+]] = sdiv i32 %[[TMP208]], 1
; CHECK-NEXT:   %[[TMP210:[0-9]+]] = mul nsw i32 %[[TMP209]], 1
; CHECK-NEXT:   %[[TMP211:[0-9]+]] = add nsw i32 0, %[[TMP210]]
; CHECK-NEXT:   store i32 %[[TMP211]], ptr %[[TMP28]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP212]]
; CHECK: [[TMP212]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP28]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP27]]) #3
; CHECK-NEXT:   br label %[[TMP213]]
; CHECK: [[TMP213]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP26]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP25]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP24]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP23]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP20]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP15]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_510520_threads_l18_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], i64 noundef %[[TMP5:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i64, align 8
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
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP7]], align 8, !tbaa !20
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP8]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP9]], align 8, !tbaa !24
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP10]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP11]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP5]], ptr %[[TMP12]], align 8, !tbaa !24
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP25]], ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sub nsw i32 %[[TMP26]], 0
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = sdiv i32 %[[TMP27]], 1
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = sub nsw i32 %[[TMP28]], 1
; CHECK-NEXT:   store i32 %[[TMP29]], ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = icmp slt i32 0, %[[TMP30]]
; CHECK-NEXT:   br i1 %[[TMP31]], label %[[TMP32:[0-9]+]], label %[[TMP98:[0-9]+]]
; CHECK: [[TMP32]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP33]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP21]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load i32, ptr %[[TMP35]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_4(ptr @2, i32 %[[TMP36]], i32 91, ptr %[[TMP21]], ptr %[[TMP18]], ptr %[[TMP19]], ptr %[[TMP20]], i32 1, i32 %[[TMP34]])
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = icmp sgt i32 %[[TMP37]], %[[TMP38]]
; CHECK-NEXT:   br i1 %[[TMP39]], label %[[TMP40:[0-9]+]], label %[[TMP42:[0-9]+]]
; CHECK: [[TMP40]]:
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP44:[0-9]+]]
; CHECK: [[TMP42]]:
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP44]]
; CHECK: [[TMP44]]:
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = phi i32 [ %[[TMP41]], %[[TMP40]] ], [ %[[TMP43]], %[[TMP42]] ]
; CHECK-NEXT:   store i32 %[[TMP45]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP46]], ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP47:[0-9]+]]
; CHECK: [[TMP47]]:
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = add nsw i32 %[[TMP49]], 1
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = icmp slt i32 %[[TMP48]], %[[TMP50]]
; CHECK-NEXT:   br i1 %[[TMP51]], label %[[TMP53:[0-9]+]], label %[[TMP52:[0-9]+]]
; CHECK: [[TMP52]]:
; CHECK-NEXT:   br label %[[TMP94:[0-9]+]]
; CHECK: [[TMP53]]:
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP18]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = zext i32 %[[TMP55]] to i64
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i32, ptr %[[TMP19]], align 4
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = zext i32 %[[TMP57]] to i64
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP59]], ptr %[[TMP23]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP24]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = inttoptr i64 %[[TMP56]] to ptr
; CHECK-NEXT:   store ptr %[[TMP63]], ptr %[[TMP62]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP24]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = inttoptr i64 %[[TMP58]] to ptr
; CHECK-NEXT:   store ptr %[[TMP65]], ptr %[[TMP64]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP24]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = inttoptr i64 %[[TMP60]] to ptr
; CHECK-NEXT:   store ptr %[[TMP67]], ptr %[[TMP66]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP24]], i64 0, i64 3
; CHECK-NEXT:   store ptr %[[TMP61]], ptr %[[TMP68]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = icmp ne i32 %[[TMP69]], 0
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = zext i1 %[[TMP70]] to i32
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load i32, ptr %[[TMP72]], align 4, !tbaa !26
; CHECK-NEXT:   %ompred.if = icmp ne i32 %[[TMP71]], 0
; CHECK-NEXT:   %ompred.if.threads = select i1 %ompred.if, i32 %[[TMP54]], i32 1
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP73]], i32 1, i32 %ompred.if.threads, i32 -1, ptr @__omp_offloading_fe00_510520_threads_l18_omp_outlined_omp_outlined, ptr null, ptr %[[TMP24]], i64 4)
; CHECK-NEXT:   br label %[[TMP74:[0-9]+]]
; CHECK: [[TMP74]]:
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = add nsw i32 %[[TMP75]], %[[TMP76]]
; CHECK-NEXT:   store i32 %[[TMP77]], ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = add nsw i32 %[[TMP78]], %[[TMP79]]
; CHECK-NEXT:   store i32 %[[TMP80]], ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP82:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = add nsw i32 %[[TMP81]], %[[TMP82]]
; CHECK-NEXT:   store i32 %[[TMP83]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP86:[0-9]+]] = icmp sgt i32 %[[TMP84]], %[[TMP85]]
; CHECK-NEXT:   br i1 %[[TMP86]], label %[[TMP87:[0-9]+]], label %[[TMP89:[0-9]+]]
; CHECK: [[TMP87]]:
; CHECK-NEXT:   %[[TMP88:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP91:[0-9]+]]
; CHECK: [[TMP89]]:
; CHECK-NEXT:   %[[TMP90:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP91]]
; CHECK: [[TMP91]]:
; CHECK-NEXT:   %[[TMP92:[0-9]+]] = phi i32 [ %[[TMP88]], %[[TMP87]] ], [ %[[TMP90]], %[[TMP89]] ]
; CHECK-NEXT:   store i32 %[[TMP92]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP93:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP93]], ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP47]]
; CHECK: [[TMP94]]:
; CHECK-NEXT:   br label %[[TMP95:[0-9]+]]
; CHECK: [[TMP95]]:
; CHECK-NEXT:   %[[TMP96:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP97:[0-9]+]] = load i32, ptr %[[TMP96]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP97]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   br label %[[TMP98]]
; CHECK: [[TMP98]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_510520_generic_l25_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca [2 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP6]], align 8, !tbaa !20
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP7]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP8]], align 8, !tbaa !24
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP9]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP10]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = load ptr, ptr %[[TMP9]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = call align 16 ptr @__kmpc_alloc_shared(i64 8)
; CHECK-NEXT:   store ptr %[[TMP20]], ptr %[[TMP21]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = call align 16 ptr @__kmpc_alloc_shared(i64 4)
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP23]], ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sub nsw i32 %[[TMP24]], 0
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sdiv i32 %[[TMP25]], 1
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sub nsw i32 %[[TMP26]], 1
; CHECK-NEXT:   store i32 %[[TMP27]], ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 0, ptr %[[TMP22]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = icmp slt i32 0, %[[TMP28]]
; CHECK-NEXT:   br i1 %[[TMP29]], label %[[TMP30:[0-9]+]], label %[[TMP71:[0-9]+]]
; CHECK: [[TMP30]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP31]], ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP32]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_4(ptr @2, i32 %[[TMP33]], i32 92, ptr %[[TMP18]], ptr %[[TMP15]], ptr %[[TMP16]], ptr %[[TMP17]], i32 1, i32 1)
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = icmp sgt i32 %[[TMP34]], %[[TMP35]]
; CHECK-NEXT:   br i1 %[[TMP36]], label %[[TMP37:[0-9]+]], label %[[TMP39:[0-9]+]]
; CHECK: [[TMP37]]:
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP41:[0-9]+]]
; CHECK: [[TMP39]]:
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP41]]
; CHECK: [[TMP41]]:
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = phi i32 [ %[[TMP38]], %[[TMP37]] ], [ %[[TMP40]], %[[TMP39]] ]
; CHECK-NEXT:   store i32 %[[TMP42]], ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP43]], ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP44:[0-9]+]]
; CHECK: [[TMP44]]:
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = icmp sle i32 %[[TMP45]], %[[TMP46]]
; CHECK-NEXT:   br i1 %[[TMP47]], label %[[TMP48:[0-9]+]], label %[[TMP67:[0-9]+]]
; CHECK: [[TMP48]]:
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = mul nsw i32 %[[TMP49]], 1
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = add nsw i32 0, %[[TMP50]]
; CHECK-NEXT:   store i32 %[[TMP51]], ptr %[[TMP22]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = load ptr, ptr %[[TMP21]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i32, ptr %[[TMP22]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = sext i32 %[[TMP53]] to i64
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP52]], i64 %[[TMP54]]
; CHECK-NEXT:   store double 0.000000e+00, ptr %[[TMP55]], align 8, !tbaa !39
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = getelementptr inbounds [2 x ptr], ptr %[[TMP19]], i64 0, i64 0
; CHECK-NEXT:   store ptr %[[TMP21]], ptr %[[TMP56]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = getelementptr inbounds [2 x ptr], ptr %[[TMP19]], i64 0, i64 1
; CHECK-NEXT:   store ptr %[[TMP22]], ptr %[[TMP57]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load i32, ptr %[[TMP10]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = icmp ne i32 %[[TMP58]], 0
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = zext i1 %[[TMP59]] to i32
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load i32, ptr %[[TMP61]], align 4, !tbaa !26
; CHECK-NEXT:   %ompred.if = icmp ne i32 %[[TMP60]], 0
; CHECK-NEXT:   %ompred.if.threads = select i1 %ompred.if, i32 -1, i32 1
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP62]], i32 1, i32 %ompred.if.threads, i32 -1, ptr @__omp_offloading_fe00_510520_generic_l25_omp_outlined_omp_outlined, ptr @__omp_offloading_fe00_510520_generic_l25_omp_outlined_omp_outlined_wrapper, ptr %[[TMP19]], i64 2)
; CHECK-NEXT:   br label %[[TMP63:[0-9]+]]
; CHECK: [[TMP63]]:
; CHECK-NEXT:   br label %[[TMP64:[0-9]+]]
; CHECK: [[TMP64]]:
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = add nsw i32 %[[TMP65]], 1
; CHECK-NEXT:   store i32 %[[TMP66]], ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP44]]
; CHECK: [[TMP67]]:
; CHECK-NEXT:   br label %[[TMP68:[0-9]+]]
; CHECK: [[TMP68]]:
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = load i32, ptr %[[TMP69]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP70]])
; CHECK-NEXT:   br label %[[TMP71]]
; CHECK: [[TMP71]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @__kmpc_free_shared(ptr %[[TMP22]], i64 4)
; CHECK-NEXT:   call void @__kmpc_free_shared(ptr %[[TMP21]], i64 8)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_510520_observes_l37_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
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
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP6]], align 8, !tbaa !20
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP7]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP8]], align 8, !tbaa !24
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP9]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP10]], align 8, !tbaa !24
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP23]], ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = sub nsw i32 %[[TMP24]], 0
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = sdiv i32 %[[TMP25]], 1
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = sub nsw i32 %[[TMP26]], 1
; CHECK-NEXT:   store i32 %[[TMP27]], ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = icmp slt i32 0, %[[TMP28]]
; CHECK-NEXT:   br i1 %[[TMP29]], label %[[TMP30:[0-9]+]], label %[[TMP95:[0-9]+]]
; CHECK: [[TMP30]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP31]], ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP33]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_4(ptr @2, i32 %[[TMP34]], i32 91, ptr %[[TMP19]], ptr %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]], i32 1, i32 %[[TMP32]])
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = icmp sgt i32 %[[TMP35]], %[[TMP36]]
; CHECK-NEXT:   br i1 %[[TMP37]], label %[[TMP38:[0-9]+]], label %[[TMP40:[0-9]+]]
; CHECK: [[TMP38]]:
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP42:[0-9]+]]
; CHECK: [[TMP40]]:
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP42]]
; CHECK: [[TMP42]]:
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = phi i32 [ %[[TMP39]], %[[TMP38]] ], [ %[[TMP41]], %[[TMP40]] ]
; CHECK-NEXT:   store i32 %[[TMP43]], ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP44]], ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP45:[0-9]+]]
; CHECK: [[TMP45]]:
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = add nsw i32 %[[TMP47]], 1
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = icmp slt i32 %[[TMP46]], %[[TMP48]]
; CHECK-NEXT:   br i1 %[[TMP49]], label %[[TMP51:[0-9]+]], label %[[TMP50:[0-9]+]]
; CHECK: [[TMP50]]:
; CHECK-NEXT:   br label %[[TMP91:[0-9]+]]
; CHECK: [[TMP51]]:
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = load i32, ptr %[[TMP16]], align 4
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = zext i32 %[[TMP52]] to i64
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i32, ptr %[[TMP17]], align 4
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = zext i32 %[[TMP54]] to i64
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP56]], ptr %[[TMP21]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i64, ptr %[[TMP21]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load ptr, ptr %[[TMP9]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP22]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = inttoptr i64 %[[TMP53]] to ptr
; CHECK-NEXT:   store ptr %[[TMP60]], ptr %[[TMP59]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP22]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = inttoptr i64 %[[TMP55]] to ptr
; CHECK-NEXT:   store ptr %[[TMP62]], ptr %[[TMP61]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP22]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = inttoptr i64 %[[TMP57]] to ptr
; CHECK-NEXT:   store ptr %[[TMP64]], ptr %[[TMP63]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP22]], i64 0, i64 3
; CHECK-NEXT:   store ptr %[[TMP58]], ptr %[[TMP65]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = load i32, ptr %[[TMP10]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = icmp ne i32 %[[TMP66]], 0
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = zext i1 %[[TMP67]] to i32
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = load i32, ptr %[[TMP69]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP70]], i32 %[[TMP68]], i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_observes_l37_omp_outlined_omp_outlined, ptr null, ptr %[[TMP22]], i64 4)
; CHECK-NEXT:   br label %[[TMP71:[0-9]+]]
; CHECK: [[TMP71]]:
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = add nsw i32 %[[TMP72]], %[[TMP73]]
; CHECK-NEXT:   store i32 %[[TMP74]], ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = add nsw i32 %[[TMP75]], %[[TMP76]]
; CHECK-NEXT:   store i32 %[[TMP77]], ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = add nsw i32 %[[TMP78]], %[[TMP79]]
; CHECK-NEXT:   store i32 %[[TMP80]], ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP82:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = icmp sgt i32 %[[TMP81]], %[[TMP82]]
; CHECK-NEXT:   br i1 %[[TMP83]], label %[[TMP84:[0-9]+]], label %[[TMP86:[0-9]+]]
; CHECK: [[TMP84]]:
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP88:[0-9]+]]
; CHECK: [[TMP86]]:
; CHECK-NEXT:   %[[TMP87:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP88]]
; CHECK: [[TMP88]]:
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = phi i32 [ %[[TMP85]], %[[TMP84]] ], [ %[[TMP87]], %[[TMP86]] ]
; CHECK-NEXT:   store i32 %[[TMP89]], ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP90:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP90]], ptr %[[TMP11]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP45]]
; CHECK: [[TMP91]]:
; CHECK-NEXT:   br label %[[TMP92:[0-9]+]]
; CHECK: [[TMP92]]:
; CHECK-NEXT:   %[[TMP93:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8
; CHECK-NEXT:   %[[TMP94:[0-9]+]] = load i32, ptr %[[TMP93]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP94]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   br label %[[TMP95]]
; CHECK: [[TMP95]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_510520_nested_l45_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], ptr noundef %[[TMP4:[0-9]+]], i64 noundef %[[TMP5:[0-9]+]]) #1 {
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i64, align 8
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
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = alloca [5 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP7]], align 8, !tbaa !20
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP8]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP9]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP10]], align 8, !tbaa !24
; CHECK-NEXT:   store ptr %[[TMP4]], ptr %[[TMP11]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP5]], ptr %[[TMP12]], align 8, !tbaa !24
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP26]], ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = sub nsw i32 %[[TMP27]], 0
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = sdiv i32 %[[TMP28]], 1
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = sub nsw i32 %[[TMP29]], 1
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = icmp slt i32 0, %[[TMP31]]
; CHECK-NEXT:   br i1 %[[TMP32]], label %[[TMP33:[0-9]+]], label %[[TMP102:[0-9]+]]
; CHECK: [[TMP33]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP21]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = call i32 @__kmpc_get_hardware_num_threads_in_block()
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP36]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_init_4(ptr @2, i32 %[[TMP37]], i32 91, ptr %[[TMP21]], ptr %[[TMP18]], ptr %[[TMP19]], ptr %[[TMP20]], i32 1, i32 %[[TMP35]])
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = icmp sgt i32 %[[TMP38]], %[[TMP39]]
; CHECK-NEXT:   br i1 %[[TMP40]], label %[[TMP41:[0-9]+]], label %[[TMP43:[0-9]+]]
; CHECK: [[TMP41]]:
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP45:[0-9]+]]
; CHECK: [[TMP43]]:
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP45]]
; CHECK: [[TMP45]]:
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = phi i32 [ %[[TMP42]], %[[TMP41]] ], [ %[[TMP44]], %[[TMP43]] ]
; CHECK-NEXT:   store i32 %[[TMP46]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP47]], ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP48:[0-9]+]]
; CHECK: [[TMP48]]:
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = add nsw i32 %[[TMP50]], 1
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = icmp slt i32 %[[TMP49]], %[[TMP51]]
; CHECK-NEXT:   br i1 %[[TMP52]], label %[[TMP54:[0-9]+]], label %[[TMP53:[0-9]+]]
; CHECK: [[TMP53]]:
; CHECK-NEXT:   br label %[[TMP98:[0-9]+]]
; CHECK: [[TMP54]]:
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP18]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = zext i32 %[[TMP55]] to i64
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i32, ptr %[[TMP19]], align 4
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = zext i32 %[[TMP57]] to i64
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP59]], ptr %[[TMP23]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load i64, ptr %[[TMP23]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load i32, ptr %[[TMP10]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP61]], ptr %[[TMP24]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load i64, ptr %[[TMP24]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = load ptr, ptr %[[TMP11]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP25]], i64 0, i64 0
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = inttoptr i64 %[[TMP56]] to ptr
; CHECK-NEXT:   store ptr %[[TMP65]], ptr %[[TMP64]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP25]], i64 0, i64 1
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = inttoptr i64 %[[TMP58]] to ptr
; CHECK-NEXT:   store ptr %[[TMP67]], ptr %[[TMP66]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP25]], i64 0, i64 2
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = inttoptr i64 %[[TMP60]] to ptr
; CHECK-NEXT:   store ptr %[[TMP69]], ptr %[[TMP68]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP25]], i64 0, i64 3
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = inttoptr i64 %[[TMP62]] to ptr
; CHECK-NEXT:   store ptr %[[TMP71]], ptr %[[TMP70]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP25]], i64 0, i64 4
; CHECK-NEXT:   store ptr %[[TMP63]], ptr %[[TMP72]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = icmp ne i32 %[[TMP73]], 0
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = zext i1 %[[TMP74]] to i32
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = load i32, ptr %[[TMP76]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP77]], i32 %[[TMP75]], i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_nested_l45_omp_outlined_omp_outlined, ptr null, ptr %[[TMP25]], i64 5)
; CHECK-NEXT:   br label %[[TMP78:[0-9]+]]
; CHECK: [[TMP78]]:
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = add nsw i32 %[[TMP79]], %[[TMP80]]
; CHECK-NEXT:   store i32 %[[TMP81]], ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP82:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = add nsw i32 %[[TMP82]], %[[TMP83]]
; CHECK-NEXT:   store i32 %[[TMP84]], ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP86:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP87:[0-9]+]] = add nsw i32 %[[TMP85]], %[[TMP86]]
; CHECK-NEXT:   store i32 %[[TMP87]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP88:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP90:[0-9]+]] = icmp sgt i32 %[[TMP88]], %[[TMP89]]
; CHECK-NEXT:   br i1 %[[TMP90]], label %[[TMP91:[0-9]+]], label %[[TMP93:[0-9]+]]
; CHECK: [[TMP91]]:
; CHECK-NEXT:   %[[TMP92:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP95:[0-9]+]]
; CHECK: [[TMP93]]:
; CHECK-NEXT:   %[[TMP94:[0-9]+]] = load i32, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP95]]
; CHECK: [[TMP95]]:
; CHECK-NEXT:   %[[TMP96:[0-9]+]] = phi i32 [ %[[TMP92]], %[[TMP91]] ], [ %[[TMP94]], %[[TMP93]] ]
; CHECK-NEXT:   store i32 %[[TMP96]], ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP97:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP97]], ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP48]]
; CHECK: [[TMP98]]:
; CHECK-NEXT:   br label %[[TMP99:[0-9]+]]
; CHECK: [[TMP99]]:
; CHECK-NEXT:   %[[TMP100:[0-9]+]] = load ptr, ptr %[[TMP7]], align 8
; CHECK-NEXT:   %[[TMP101:[0-9]+]] = load i32, ptr %[[TMP100]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_distribute_static_fini(ptr @2, i32 %[[TMP101]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   br label %[[TMP102]]
; CHECK: [[TMP102]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @__omp_offloading_fe00_510520_nested_l45_omp_outlined_omp_outlined(
; CHECK-SAME: ptr noalias noundef %[[TMP0:[0-9]+]], ptr noalias noundef %[[TMP1:[0-9]+]], i64 noundef %[[TMP2:[0-9]+]], i64 noundef %[[TMP3:[0-9]+]], i64 noundef %[[TMP4:[0-9]+]], i64 noundef %[[TMP5:[0-9]+]], ptr noundef %[[TMP6:[0-9]+]]) #1 {
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
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = alloca [2 x ptr], align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP8]], align 8, !tbaa !20
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP9]], align 8, !tbaa !20
; CHECK-NEXT:   store i64 %[[TMP2]], ptr %[[TMP10]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP3]], ptr %[[TMP11]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP4]], ptr %[[TMP12]], align 8, !tbaa !24
; CHECK-NEXT:   store i64 %[[TMP5]], ptr %[[TMP13]], align 8, !tbaa !24
; CHECK-NEXT:   store ptr %[[TMP6]], ptr %[[TMP14]], align 8, !tbaa !20
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP26]], ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = sub nsw i32 %[[TMP27]], 0
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = sdiv i32 %[[TMP28]], 1
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = sub nsw i32 %[[TMP29]], 1
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP19]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP19]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = icmp slt i32 0, %[[TMP31]]
; CHECK-NEXT:   br i1 %[[TMP32]], label %[[TMP33:[0-9]+]], label %[[TMP68:[0-9]+]]
; CHECK: [[TMP33]]:
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = load i32, ptr %[[TMP18]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP21]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = trunc i64 %[[TMP35]] to i32
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = trunc i64 %[[TMP37]] to i32
; CHECK-NEXT:   store i32 %[[TMP36]], ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP38]], ptr %[[TMP21]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   store i32 1, ptr %[[TMP22]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP23]]) #3
; CHECK-NEXT:   store i32 0, ptr %[[TMP23]], align 4, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP24]]) #3
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i32, ptr %[[TMP39]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_for_static_init_4(ptr @3, i32 %[[TMP40]], i32 33, ptr %[[TMP23]], ptr %[[TMP20]], ptr %[[TMP21]], ptr %[[TMP22]], i32 1, i32 1)
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !26
; CHECK-NEXT:   store i32 %[[TMP41]], ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP42:[0-9]+]]
; CHECK: [[TMP42]]:
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = sext i32 %[[TMP43]] to i64
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !24
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = icmp ule i64 %[[TMP44]], %[[TMP45]]
; CHECK-NEXT:   br i1 %[[TMP46]], label %[[TMP48:[0-9]+]], label %[[TMP47:[0-9]+]]
; CHECK: [[TMP47]]:
; CHECK-NEXT:   br label %[[TMP64:[0-9]+]]
; CHECK: [[TMP48]]:
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = mul nsw i32 %[[TMP49]], 1
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = add nsw i32 0, %[[TMP50]]
; CHECK-NEXT:   store i32 %[[TMP51]], ptr %[[TMP24]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds [2 x ptr], ptr %[[TMP25]], i64 0, i64 0
; CHECK-NEXT:   store ptr %[[TMP14]], ptr %[[TMP52]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = getelementptr inbounds [2 x ptr], ptr %[[TMP25]], i64 0, i64 1
; CHECK-NEXT:   store ptr %[[TMP24]], ptr %[[TMP53]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = icmp ne i32 %[[TMP54]], 0
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = zext i1 %[[TMP55]] to i32
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = load i32, ptr %[[TMP57]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_parallel_51(ptr @1, i32 %[[TMP58]], i32 %[[TMP56]], i32 -1, i32 -1, ptr @__omp_offloading_fe00_510520_nested_l45_omp_outlined_omp_outlined_omp_outlined, ptr null, ptr %[[TMP25]], i64 2)
; CHECK-NEXT:   br label %[[TMP59:[0-9]+]]
; CHECK: [[TMP59]]:
; CHECK-NEXT:   br label %[[TMP60:[0-9]+]]
; CHECK: [[TMP60]]:
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load i32, ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = load i32, ptr %[[TMP22]], align 4, !tbaa !26
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = add nsw i32 %[[TMP61]], %[[TMP62]]
; CHECK-NEXT:   store i32 %[[TMP63]], ptr %[[TMP15]], align 4, !tbaa !26
; CHECK-NEXT:   br label %[[TMP42]]
; CHECK: [[TMP64]]:
; CHECK-NEXT:   br label %[[TMP65:[0-9]+]]
; CHECK: [[TMP65]]:
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = load ptr, ptr %[[TMP8]], align 8
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = load i32, ptr %[[TMP66]], align 4, !tbaa !26
; CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @3, i32 %[[TMP67]])
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP24]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP23]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP22]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   br label %[[TMP68]]
; CHECK: [[TMP68]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP15]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
