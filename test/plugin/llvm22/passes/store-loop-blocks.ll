; The device side of blocks of 256 for loops that store (plugin/StoreLoopBlocks.cpp,
; docs/plugin.md) on clang-22's device IR of eight SPMD kernels
; (../../passes/store-loop-blocks.ll: clang-19's). stencil (collapse(2),
; `p = p + 0.5 r`, in place) and copy (to an array it does not load from) get
; MaxThreads, "omp_target_thread_limit" and their "nvvm.maxntid" attribute
; 256 and the mark "ompred-store-loop-blocks"="256"; shift (a copy within
; one array, as a halo update), neighbours (to another array, but a stencil:
; it loads elements it does not store), cond (stores under a condition) and
; sched (dist_schedule(static, 64)) keep 128 and get the mark "0"; limited
; (thread_limit(64)) and scale_sum (a teams reduction) are not judged.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-store-loop-blocks -S %s -o %t.ll \
; RUN:   -pass-remarks=ompred -pass-remarks-missed=ompred 2>%t.remarks
; RUN: %FileCheck %s --input-file=%t.ll
; RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.remarks
; Judged once: a second run judges no kernel again (no remark) and keeps the bounds.
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-store-loop-blocks -S %t.ll -o %t.again.ll \
; RUN:   -pass-remarks=ompred -pass-remarks-missed=ompred 2>%t.again.remarks
; RUN: not grep . %t.again.remarks
; RUN: %FileCheck %s --input-file=%t.again.ll
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-store-loop-blocks -ompred-store-loop-blocks=false -S %s \
; RUN:   | not %FileCheck %s
;
; CHECK: @__omp_offloading_{{.*}}_stencil_l3_kernel_environment = {{.*}} { i8 0, i8 1, i8 2, i32 1, i32 256, i32 0, i32 0, i32 0, i32 0 }
; CHECK: @__omp_offloading_{{.*}}_shift_l9_kernel_environment = {{.*}} { i8 0, i8 1, i8 2, i32 1, i32 128,
; CHECK: @__omp_offloading_{{.*}}_copy_l14_kernel_environment = {{.*}} { i8 0, i8 1, i8 2, i32 1, i32 256,
; CHECK: @__omp_offloading_{{.*}}_cond_l19_kernel_environment = {{.*}} { i8 0, i8 1, i8 2, i32 1, i32 128,
; CHECK: @__omp_offloading_{{.*}}_sched_l25_kernel_environment = {{.*}} { i8 0, i8 1, i8 2, i32 1, i32 128,
; CHECK: @__omp_offloading_{{.*}}_limited_l30_kernel_environment = {{.*}} { i8 0, i8 1, i8 2, i32 1, i32 64,
; CHECK: @__omp_offloading_{{.*}}_scale_sum_l36_kernel_environment = {{.*}} { i8 0, i8 1, i8 2, i32 1, i32 128,
; CHECK: @__omp_offloading_{{.*}}_neighbours_l43_kernel_environment = {{.*}} { i8 0, i8 1, i8 2, i32 1, i32 128,
; CHECK: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}_stencil_l3({{.*}}) #[[WIDE:[0-9]+]]
; CHECK: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}_shift_l9({{.*}}) #[[LEFT:[0-9]+]]
; CHECK: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}_copy_l14({{.*}}) #[[WIDE]]
; CHECK: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}_cond_l19({{.*}}) #[[LEFT]]
; CHECK: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}_sched_l25({{.*}}) #[[LEFT]]
; CHECK: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}_limited_l30({{.*}}) #[[LIMITED:[0-9]+]]
; CHECK: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}_scale_sum_l36({{.*}}) #[[REDUCES:[0-9]+]]
; CHECK: define weak_odr protected ptx_kernel void @__omp_offloading_{{.*}}_neighbours_l43({{.*}}) #[[LEFT]]
; CHECK: attributes #[[WIDE]] = { {{.*}} "nvvm.maxntid"="256" "omp_target_thread_limit"="256" "ompred-store-loop-blocks"="256"
; CHECK: attributes #[[LEFT]] = { {{.*}} "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "ompred-store-loop-blocks"="0"
; CHECK: attributes #[[LIMITED]] = { {{.*}} "nvvm.maxntid"="64" "omp_target_thread_limit"="64"
; CHECK-NOT: ompred-store-loop-blocks
; CHECK-SAME: }
; CHECK: attributes #[[REDUCES]] = { {{.*}} "nvvm.maxntid"="128" "omp_target_thread_limit"="128"
; CHECK-NOT: ompred-store-loop-blocks
; CHECK-SAME: }
;
; REMARK-DAG: kernel __omp_offloading_{{.*}}_stencil_l3 of a loop that stores in every iteration: launch bounds 256 threads, chunks of that size
; REMARK-DAG: kernel __omp_offloading_{{.*}}_copy_l14 of a loop that stores in every iteration: launch bounds 256 threads, chunks of that size
; REMARK-DAG: kernel __omp_offloading_{{.*}}_shift_l9 keeps blocks of 128 threads: its loop copies within an array it loads from
; REMARK-DAG: kernel __omp_offloading_{{.*}}_neighbours_l43 keeps blocks of 128 threads: its loop loads elements other than those it stores
; REMARK-DAG: kernel __omp_offloading_{{.*}}_cond_l19 keeps blocks of 128 threads: its loop does not store in every iteration
; REMARK-DAG: kernel __omp_offloading_{{.*}}_sched_l25 keeps blocks of 128 threads: a dist_schedule clause
;
; The input: clang-22 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -nogpulib -S -emit-llvm
;   -Xclang -disable-llvm-passes store-loop-blocks.c, of:
;   // updates in place in every iteration: bounds 256
;   void stencil(double *p, const double *r, int x, int y) {
;   #pragma omp target teams distribute parallel for simd collapse(2) is_device_ptr(p, r)
;     for (int j = 1; j < y - 1; j++)
;       for (int k = 1; k < x - 1; k++) p[k + j * x] = p[k + j * x] + 0.5 * r[k + j * x];
;   }
;   // copies within one array (a halo update), not in place: left
;   void shift(double *a, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a)
;     for (int i = 0; i < n; i++) a[i] = a[i + n];
;   }
;   // stores in every iteration only to an array it does not load from: bounds 256
;   void copy(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;   // in place, only under a condition (the device merges it): left
;   void cond(double *a, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a)
;     for (int i = 0; i < n; i++)
;       if (a[i] > 0) a[i] = 2 * a[i];
;   }
;   // in place with dist_schedule: left
;   void sched(double *a, int n) {
;   #pragma omp target teams distribute parallel for dist_schedule(static, 64) is_device_ptr(a)
;     for (int i = 0; i < n; i++) a[i] = 2 * a[i];
;   }
;   // in place with a thread_limit: its bounds stay
;   void limited(double *a, int n) {
;   #pragma omp target teams distribute parallel for thread_limit(64) is_device_ptr(a)
;     for (int i = 0; i < n; i++) a[i] = 2 * a[i];
;   }
;   // in place and reduces: left (a teams reduction)
;   double scale_sum(double *a, int n) {
;     double s = 0;
;   #pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(a)
;     for (int i = 0; i < n; i++) { a[i] = 2 * a[i]; s += a[i]; }
;     return s;
;   }
;   // to another array, but loads neighbours (a stencil): left
;   void neighbours(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b)
;     for (int i = 1; i < n; i++) a[i] = b[i] + b[i - 1];
;   }
;

; ModuleID = 'store-loop-blocks.c'
source_filename = "store-loop-blocks.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { double }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_aa6112_stencil_l3_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aa6112_stencil_l3_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_aa6112_stencil_l3_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_aa6112_shift_l9_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aa6112_shift_l9_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_aa6112_shift_l9_dynamic_environment }
@__omp_offloading_fe00_aa6112_copy_l14_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aa6112_copy_l14_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_aa6112_copy_l14_dynamic_environment }
@__omp_offloading_fe00_aa6112_cond_l19_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aa6112_cond_l19_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_aa6112_cond_l19_dynamic_environment }
@__omp_offloading_fe00_aa6112_sched_l25_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aa6112_sched_l25_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_aa6112_sched_l25_dynamic_environment }
@__omp_offloading_fe00_aa6112_limited_l30_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aa6112_limited_l30_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 64, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_aa6112_limited_l30_dynamic_environment }
@__omp_offloading_fe00_aa6112_scale_sum_l36_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aa6112_scale_sum_l36_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_aa6112_scale_sum_l36_dynamic_environment }
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_aa6112_neighbours_l43_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_aa6112_neighbours_l43_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_aa6112_neighbours_l43_dynamic_environment }

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aa6112_stencil_l3(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !19
  store i64 %1, ptr %7, align 8, !tbaa !21
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !23
  store ptr %4, ptr %10, align 8, !tbaa !23
  %15 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aa6112_stencil_l3_kernel_environment, ptr %0)
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %17, label %25

17:                                               ; preds = %5
  %18 = call i32 @__kmpc_global_thread_num(ptr @1)
  %19 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %19, ptr %11, align 4, !tbaa !15
  %20 = load i64, ptr %11, align 8, !tbaa !21
  %21 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %21, ptr %12, align 4, !tbaa !15
  %22 = load i64, ptr %12, align 8, !tbaa !21
  %23 = load ptr, ptr %9, align 8, !tbaa !23
  %24 = load ptr, ptr %10, align 8, !tbaa !23
  store i32 0, ptr %13, align 4
  store i32 %18, ptr %14, align 4, !tbaa !15
  call void @__omp_offloading_fe00_aa6112_stencil_l3_omp_outlined(ptr %14, ptr %13, i64 %20, i64 %22, ptr %23, ptr %24) #3
  call void @__kmpc_target_deinit()
  ret void

25:                                               ; preds = %5
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_stencil_l3_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca [6 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !25
  store ptr %1, ptr %8, align 8, !tbaa !25
  store i64 %2, ptr %9, align 8, !tbaa !21
  store i64 %3, ptr %10, align 8, !tbaa !21
  store ptr %4, ptr %11, align 8, !tbaa !23
  store ptr %5, ptr %12, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %13) #3
  call void @llvm.lifetime.start.p0(ptr %16) #3
  %30 = load i32, ptr %9, align 4, !tbaa !15
  %31 = sub nsw i32 %30, 1
  store i32 %31, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %32 = load i32, ptr %10, align 4, !tbaa !15
  %33 = sub nsw i32 %32, 1
  store i32 %33, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %34 = load i32, ptr %16, align 4, !tbaa !15
  %35 = sub nsw i32 %34, 1
  %36 = sdiv i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = load i32, ptr %17, align 4, !tbaa !15
  %39 = sub nsw i32 %38, 1
  %40 = sdiv i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = mul nsw i64 %37, %41
  %43 = sub nsw i64 %42, 1
  store i64 %43, ptr %18, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %19) #3
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 1, ptr %19, align 4, !tbaa !15
  store i32 1, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  %44 = load i32, ptr %16, align 4, !tbaa !15
  %45 = icmp slt i32 1, %44
  br i1 %45, label %46, label %130

46:                                               ; preds = %6
  %47 = load i32, ptr %17, align 4, !tbaa !15
  %48 = icmp slt i32 1, %47
  br i1 %48, label %49, label %130

49:                                               ; preds = %46
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i64 0, ptr %21, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %50 = load i64, ptr %18, align 8, !tbaa !21
  store i64 %50, ptr %22, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %23) #3
  store i64 1, ptr %23, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %24) #3
  store i32 0, ptr %24, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %25) #3
  call void @llvm.lifetime.start.p0(ptr %26) #3
  %51 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %52 = zext i32 %51 to i64
  %53 = load ptr, ptr %7, align 8
  %54 = load i32, ptr %53, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_8(ptr @2, i32 %54, i32 91, ptr %24, ptr %21, ptr %22, ptr %23, i64 1, i64 %52)
  %55 = load i64, ptr %22, align 8, !tbaa !21
  %56 = load i64, ptr %18, align 8, !tbaa !21
  %57 = icmp sgt i64 %55, %56
  br i1 %57, label %58, label %60

58:                                               ; preds = %49
  %59 = load i64, ptr %18, align 8, !tbaa !21
  br label %62

60:                                               ; preds = %49
  %61 = load i64, ptr %22, align 8, !tbaa !21
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i64 [ %59, %58 ], [ %61, %60 ]
  store i64 %63, ptr %22, align 8, !tbaa !21
  %64 = load i64, ptr %21, align 8, !tbaa !21
  store i64 %64, ptr %13, align 8, !tbaa !21
  br label %65

65:                                               ; preds = %109, %62
  %66 = load i64, ptr %13, align 8, !tbaa !21, !llvm.access.group !27
  %67 = load i64, ptr %18, align 8, !tbaa !21, !llvm.access.group !27
  %68 = add nsw i64 %67, 1
  %69 = icmp slt i64 %66, %68
  br i1 %69, label %71, label %70

70:                                               ; preds = %65
  br label %112

71:                                               ; preds = %65
  %72 = load i64, ptr %21, align 8, !llvm.access.group !27
  %73 = load i64, ptr %22, align 8, !llvm.access.group !27
  %74 = load i32, ptr %9, align 4, !tbaa !15, !llvm.access.group !27
  store i32 %74, ptr %27, align 4, !tbaa !15, !llvm.access.group !27
  %75 = load i64, ptr %27, align 8, !tbaa !21, !llvm.access.group !27
  %76 = load i32, ptr %10, align 4, !tbaa !15, !llvm.access.group !27
  store i32 %76, ptr %28, align 4, !tbaa !15, !llvm.access.group !27
  %77 = load i64, ptr %28, align 8, !tbaa !21, !llvm.access.group !27
  %78 = load ptr, ptr %11, align 8, !tbaa !23, !llvm.access.group !27
  %79 = load ptr, ptr %12, align 8, !tbaa !23, !llvm.access.group !27
  %80 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 0
  %81 = inttoptr i64 %72 to ptr
  store ptr %81, ptr %80, align 8, !tbaa !28, !llvm.access.group !27
  %82 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 1
  %83 = inttoptr i64 %73 to ptr
  store ptr %83, ptr %82, align 8, !tbaa !28, !llvm.access.group !27
  %84 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 2
  %85 = inttoptr i64 %75 to ptr
  store ptr %85, ptr %84, align 8, !tbaa !28, !llvm.access.group !27
  %86 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 3
  %87 = inttoptr i64 %77 to ptr
  store ptr %87, ptr %86, align 8, !tbaa !28, !llvm.access.group !27
  %88 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 4
  store ptr %78, ptr %88, align 8, !tbaa !28, !llvm.access.group !27
  %89 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 5
  store ptr %79, ptr %89, align 8, !tbaa !28, !llvm.access.group !27
  %90 = load ptr, ptr %7, align 8, !llvm.access.group !27
  %91 = load i32, ptr %90, align 4, !tbaa !15, !llvm.access.group !27
  call void @__kmpc_parallel_60(ptr @1, i32 %91, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aa6112_stencil_l3_omp_outlined_omp_outlined, ptr null, ptr %29, i64 6, i32 0), !llvm.access.group !27
  br label %92

92:                                               ; preds = %71
  %93 = load i64, ptr %13, align 8, !tbaa !21, !llvm.access.group !27
  %94 = load i64, ptr %23, align 8, !tbaa !21, !llvm.access.group !27
  %95 = add nsw i64 %93, %94
  store i64 %95, ptr %13, align 8, !tbaa !21, !llvm.access.group !27
  %96 = load i64, ptr %21, align 8, !tbaa !21, !llvm.access.group !27
  %97 = load i64, ptr %23, align 8, !tbaa !21, !llvm.access.group !27
  %98 = add nsw i64 %96, %97
  store i64 %98, ptr %21, align 8, !tbaa !21, !llvm.access.group !27
  %99 = load i64, ptr %22, align 8, !tbaa !21, !llvm.access.group !27
  %100 = load i64, ptr %23, align 8, !tbaa !21, !llvm.access.group !27
  %101 = add nsw i64 %99, %100
  store i64 %101, ptr %22, align 8, !tbaa !21, !llvm.access.group !27
  %102 = load i64, ptr %22, align 8, !tbaa !21, !llvm.access.group !27
  %103 = load i64, ptr %18, align 8, !tbaa !21, !llvm.access.group !27
  %104 = icmp sgt i64 %102, %103
  br i1 %104, label %105, label %107

105:                                              ; preds = %92
  %106 = load i64, ptr %18, align 8, !tbaa !21, !llvm.access.group !27
  br label %109

107:                                              ; preds = %92
  %108 = load i64, ptr %22, align 8, !tbaa !21, !llvm.access.group !27
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i64 [ %106, %105 ], [ %108, %107 ]
  store i64 %110, ptr %22, align 8, !tbaa !21, !llvm.access.group !27
  %111 = load i64, ptr %21, align 8, !tbaa !21, !llvm.access.group !27
  store i64 %111, ptr %13, align 8, !tbaa !21, !llvm.access.group !27
  br label %65, !llvm.loop !30

112:                                              ; preds = %70
  br label %113

113:                                              ; preds = %112
  %114 = load ptr, ptr %7, align 8
  %115 = load i32, ptr %114, align 4, !tbaa !15
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %115)
  %116 = load i32, ptr %24, align 4, !tbaa !15
  %117 = icmp ne i32 %116, 0
  br i1 %117, label %118, label %129

118:                                              ; preds = %113
  %119 = load i32, ptr %16, align 4, !tbaa !15
  %120 = sub nsw i32 %119, 1
  %121 = sdiv i32 %120, 1
  %122 = mul nsw i32 %121, 1
  %123 = add nsw i32 1, %122
  store i32 %123, ptr %25, align 4, !tbaa !15
  %124 = load i32, ptr %17, align 4, !tbaa !15
  %125 = sub nsw i32 %124, 1
  %126 = sdiv i32 %125, 1
  %127 = mul nsw i32 %126, 1
  %128 = add nsw i32 1, %127
  store i32 %128, ptr %26, align 4, !tbaa !15
  br label %129

129:                                              ; preds = %118, %113
  call void @llvm.lifetime.end.p0(ptr %26) #3
  call void @llvm.lifetime.end.p0(ptr %25) #3
  br label %130

130:                                              ; preds = %129, %46, %6
  call void @llvm.lifetime.end.p0(ptr %24) #3
  call void @llvm.lifetime.end.p0(ptr %23) #3
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_stencil_l3_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7) #1 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  store ptr %0, ptr %9, align 8, !tbaa !25
  store ptr %1, ptr %10, align 8, !tbaa !25
  store i64 %2, ptr %11, align 8, !tbaa !21
  store i64 %3, ptr %12, align 8, !tbaa !21
  store i64 %4, ptr %13, align 8, !tbaa !21
  store i64 %5, ptr %14, align 8, !tbaa !21
  store ptr %6, ptr %15, align 8, !tbaa !23
  store ptr %7, ptr %16, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %17) #3
  call void @llvm.lifetime.start.p0(ptr %20) #3
  %31 = load i32, ptr %13, align 4, !tbaa !15
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  %33 = load i32, ptr %14, align 4, !tbaa !15
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %35 = load i32, ptr %20, align 4, !tbaa !15
  %36 = sub nsw i32 %35, 1
  %37 = sdiv i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = load i32, ptr %21, align 4, !tbaa !15
  %40 = sub nsw i32 %39, 1
  %41 = sdiv i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %38, %42
  %44 = sub nsw i64 %43, 1
  store i64 %44, ptr %22, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %23) #3
  call void @llvm.lifetime.start.p0(ptr %24) #3
  store i32 1, ptr %23, align 4, !tbaa !15
  store i32 1, ptr %24, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %24) #3
  call void @llvm.lifetime.end.p0(ptr %23) #3
  %45 = load i32, ptr %20, align 4, !tbaa !15
  %46 = icmp slt i32 1, %45
  br i1 %46, label %47, label %141

47:                                               ; preds = %8
  %48 = load i32, ptr %21, align 4, !tbaa !15
  %49 = icmp slt i32 1, %48
  br i1 %49, label %50, label %141

50:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(ptr %25) #3
  store i64 0, ptr %25, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %26) #3
  %51 = load i64, ptr %22, align 8, !tbaa !21
  store i64 %51, ptr %26, align 8, !tbaa !21
  %52 = load i64, ptr %11, align 8, !tbaa !21
  %53 = load i64, ptr %12, align 8, !tbaa !21
  store i64 %52, ptr %25, align 8, !tbaa !21
  store i64 %53, ptr %26, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %27) #3
  store i64 1, ptr %27, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(ptr %28) #3
  store i32 0, ptr %28, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %29) #3
  call void @llvm.lifetime.start.p0(ptr %30) #3
  %54 = load ptr, ptr %9, align 8
  %55 = load i32, ptr %54, align 4, !tbaa !15
  call void @__kmpc_for_static_init_8(ptr @3, i32 %55, i32 33, ptr %28, ptr %25, ptr %26, ptr %27, i64 1, i64 1)
  %56 = load i64, ptr %25, align 8, !tbaa !21
  store i64 %56, ptr %17, align 8, !tbaa !21
  br label %57

57:                                               ; preds = %119, %50
  %58 = load i64, ptr %17, align 8, !tbaa !21, !llvm.access.group !33
  %59 = load i64, ptr %12, align 8, !tbaa !21, !llvm.access.group !33
  %60 = icmp ule i64 %58, %59
  br i1 %60, label %62, label %61

61:                                               ; preds = %57
  br label %123

62:                                               ; preds = %57
  %63 = load i64, ptr %17, align 8, !tbaa !21, !llvm.access.group !33
  %64 = load i32, ptr %21, align 4, !tbaa !15, !llvm.access.group !33
  %65 = sub nsw i32 %64, 1
  %66 = sdiv i32 %65, 1
  %67 = mul nsw i32 1, %66
  %68 = sext i32 %67 to i64
  %69 = sdiv i64 %63, %68
  %70 = mul nsw i64 %69, 1
  %71 = add nsw i64 1, %70
  %72 = trunc i64 %71 to i32
  store i32 %72, ptr %29, align 4, !tbaa !15, !llvm.access.group !33
  %73 = load i64, ptr %17, align 8, !tbaa !21, !llvm.access.group !33
  %74 = load i64, ptr %17, align 8, !tbaa !21, !llvm.access.group !33
  %75 = load i32, ptr %21, align 4, !tbaa !15, !llvm.access.group !33
  %76 = sub nsw i32 %75, 1
  %77 = sdiv i32 %76, 1
  %78 = mul nsw i32 1, %77
  %79 = sext i32 %78 to i64
  %80 = sdiv i64 %74, %79
  %81 = load i32, ptr %21, align 4, !tbaa !15, !llvm.access.group !33
  %82 = sub nsw i32 %81, 1
  %83 = sdiv i32 %82, 1
  %84 = mul nsw i32 1, %83
  %85 = sext i32 %84 to i64
  %86 = mul nsw i64 %80, %85
  %87 = sub nsw i64 %73, %86
  %88 = mul nsw i64 %87, 1
  %89 = add nsw i64 1, %88
  %90 = trunc i64 %89 to i32
  store i32 %90, ptr %30, align 4, !tbaa !15, !llvm.access.group !33
  %91 = load ptr, ptr %15, align 8, !tbaa !23, !llvm.access.group !33
  %92 = load i32, ptr %30, align 4, !tbaa !15, !llvm.access.group !33
  %93 = load i32, ptr %29, align 4, !tbaa !15, !llvm.access.group !33
  %94 = load i32, ptr %14, align 4, !tbaa !15, !llvm.access.group !33
  %95 = mul nsw i32 %93, %94
  %96 = add nsw i32 %92, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds double, ptr %91, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !34, !llvm.access.group !33
  %100 = load ptr, ptr %16, align 8, !tbaa !23, !llvm.access.group !33
  %101 = load i32, ptr %30, align 4, !tbaa !15, !llvm.access.group !33
  %102 = load i32, ptr %29, align 4, !tbaa !15, !llvm.access.group !33
  %103 = load i32, ptr %14, align 4, !tbaa !15, !llvm.access.group !33
  %104 = mul nsw i32 %102, %103
  %105 = add nsw i32 %101, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds double, ptr %100, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !34, !llvm.access.group !33
  %109 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %108, double %99)
  %110 = load ptr, ptr %15, align 8, !tbaa !23, !llvm.access.group !33
  %111 = load i32, ptr %30, align 4, !tbaa !15, !llvm.access.group !33
  %112 = load i32, ptr %29, align 4, !tbaa !15, !llvm.access.group !33
  %113 = load i32, ptr %14, align 4, !tbaa !15, !llvm.access.group !33
  %114 = mul nsw i32 %112, %113
  %115 = add nsw i32 %111, %114
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds double, ptr %110, i64 %116
  store double %109, ptr %117, align 8, !tbaa !34, !llvm.access.group !33
  br label %118

118:                                              ; preds = %62
  br label %119

119:                                              ; preds = %118
  %120 = load i64, ptr %17, align 8, !tbaa !21, !llvm.access.group !33
  %121 = load i64, ptr %27, align 8, !tbaa !21, !llvm.access.group !33
  %122 = add nsw i64 %120, %121
  store i64 %122, ptr %17, align 8, !tbaa !21, !llvm.access.group !33
  br label %57, !llvm.loop !36

123:                                              ; preds = %61
  br label %124

124:                                              ; preds = %123
  %125 = load ptr, ptr %9, align 8
  %126 = load i32, ptr %125, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %126)
  %127 = load i32, ptr %28, align 4, !tbaa !15
  %128 = icmp ne i32 %127, 0
  br i1 %128, label %129, label %140

129:                                              ; preds = %124
  %130 = load i32, ptr %20, align 4, !tbaa !15
  %131 = sub nsw i32 %130, 1
  %132 = sdiv i32 %131, 1
  %133 = mul nsw i32 %132, 1
  %134 = add nsw i32 1, %133
  store i32 %134, ptr %29, align 4, !tbaa !15
  %135 = load i32, ptr %21, align 4, !tbaa !15
  %136 = sub nsw i32 %135, 1
  %137 = sdiv i32 %136, 1
  %138 = mul nsw i32 %137, 1
  %139 = add nsw i32 1, %138
  store i32 %139, ptr %30, align 4, !tbaa !15
  br label %140

140:                                              ; preds = %129, %124
  call void @llvm.lifetime.end.p0(ptr %30) #3
  call void @llvm.lifetime.end.p0(ptr %29) #3
  call void @llvm.lifetime.end.p0(ptr %28) #3
  call void @llvm.lifetime.end.p0(ptr %27) #3
  call void @llvm.lifetime.end.p0(ptr %26) #3
  call void @llvm.lifetime.end.p0(ptr %25) #3
  br label %141

141:                                              ; preds = %140, %47, %8
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32) #5

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

declare void @__kmpc_target_deinit()

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aa6112_shift_l9(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !19
  store i64 %1, ptr %5, align 8, !tbaa !21
  store ptr %2, ptr %6, align 8, !tbaa !23
  %10 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aa6112_shift_l9_kernel_environment, ptr %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = call i32 @__kmpc_global_thread_num(ptr @1)
  %14 = load i32, ptr %5, align 4, !tbaa !15
  store i32 %14, ptr %7, align 4, !tbaa !15
  %15 = load i64, ptr %7, align 8, !tbaa !21
  %16 = load ptr, ptr %6, align 8, !tbaa !23
  store i32 0, ptr %8, align 4
  store i32 %13, ptr %9, align 4, !tbaa !15
  call void @__omp_offloading_fe00_aa6112_shift_l9_omp_outlined(ptr %9, ptr %8, i64 %15, ptr %16) #3
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_shift_l9_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3) #1 {
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
  store ptr %0, ptr %5, align 8, !tbaa !25
  store ptr %1, ptr %6, align 8, !tbaa !25
  store i64 %2, ptr %7, align 8, !tbaa !21
  store ptr %3, ptr %8, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %9) #3
  call void @llvm.lifetime.start.p0(ptr %11) #3
  %21 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %21, ptr %11, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %12) #3
  %22 = load i32, ptr %11, align 4, !tbaa !15
  %23 = sub nsw i32 %22, 0
  %24 = sdiv i32 %23, 1
  %25 = sub nsw i32 %24, 1
  store i32 %25, ptr %12, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %13) #3
  store i32 0, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %13) #3
  %26 = load i32, ptr %11, align 4, !tbaa !15
  %27 = icmp slt i32 0, %26
  br i1 %27, label %28, label %90

28:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %14) #3
  store i32 0, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %29 = load i32, ptr %12, align 4, !tbaa !15
  store i32 %29, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 1, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %30 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %32, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i32 1, i32 %30)
  %33 = load i32, ptr %15, align 4, !tbaa !15
  %34 = load i32, ptr %12, align 4, !tbaa !15
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %28
  %37 = load i32, ptr %12, align 4, !tbaa !15
  br label %40

38:                                               ; preds = %28
  %39 = load i32, ptr %15, align 4, !tbaa !15
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %15, align 4, !tbaa !15
  %42 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %42, ptr %9, align 4, !tbaa !15
  br label %43

43:                                               ; preds = %83, %40
  %44 = load i32, ptr %9, align 4, !tbaa !15
  %45 = load i32, ptr %12, align 4, !tbaa !15
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
  %54 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %54, ptr %19, align 4, !tbaa !15
  %55 = load i64, ptr %19, align 8, !tbaa !21
  %56 = load ptr, ptr %8, align 8, !tbaa !23
  %57 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %58 = inttoptr i64 %51 to ptr
  store ptr %58, ptr %57, align 8, !tbaa !28
  %59 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %60 = inttoptr i64 %53 to ptr
  store ptr %60, ptr %59, align 8, !tbaa !28
  %61 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %62 = inttoptr i64 %55 to ptr
  store ptr %62, ptr %61, align 8, !tbaa !28
  %63 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %56, ptr %63, align 8, !tbaa !28
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !15
  call void @__kmpc_parallel_60(ptr @1, i32 %65, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aa6112_shift_l9_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4, i32 0)
  br label %66

66:                                               ; preds = %49
  %67 = load i32, ptr %9, align 4, !tbaa !15
  %68 = load i32, ptr %16, align 4, !tbaa !15
  %69 = add nsw i32 %67, %68
  store i32 %69, ptr %9, align 4, !tbaa !15
  %70 = load i32, ptr %14, align 4, !tbaa !15
  %71 = load i32, ptr %16, align 4, !tbaa !15
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %14, align 4, !tbaa !15
  %73 = load i32, ptr %15, align 4, !tbaa !15
  %74 = load i32, ptr %16, align 4, !tbaa !15
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %15, align 4, !tbaa !15
  %76 = load i32, ptr %15, align 4, !tbaa !15
  %77 = load i32, ptr %12, align 4, !tbaa !15
  %78 = icmp sgt i32 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %66
  %80 = load i32, ptr %12, align 4, !tbaa !15
  br label %83

81:                                               ; preds = %66
  %82 = load i32, ptr %15, align 4, !tbaa !15
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %80, %79 ], [ %82, %81 ]
  store i32 %84, ptr %15, align 4, !tbaa !15
  %85 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %85, ptr %9, align 4, !tbaa !15
  br label %43

86:                                               ; preds = %48
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !15
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

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_shift_l9_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
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
  store ptr %0, ptr %7, align 8, !tbaa !25
  store ptr %1, ptr %8, align 8, !tbaa !25
  store i64 %2, ptr %9, align 8, !tbaa !21
  store i64 %3, ptr %10, align 8, !tbaa !21
  store i64 %4, ptr %11, align 8, !tbaa !21
  store ptr %5, ptr %12, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %13) #3
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %23 = load i32, ptr %11, align 4, !tbaa !15
  store i32 %23, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  %24 = load i32, ptr %15, align 4, !tbaa !15
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %17) #3
  %28 = load i32, ptr %15, align 4, !tbaa !15
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %69

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  %31 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %31, ptr %19, align 4, !tbaa !15
  %32 = load i64, ptr %9, align 8, !tbaa !21
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  store i32 %33, ptr %18, align 4, !tbaa !15
  store i32 %35, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %38 = load i32, ptr %18, align 4, !tbaa !15
  store i32 %38, ptr %13, align 4, !tbaa !15
  br label %39

39:                                               ; preds = %61, %30
  %40 = load i32, ptr %13, align 4, !tbaa !15
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %10, align 8, !tbaa !21
  %43 = icmp ule i64 %41, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  br label %65

45:                                               ; preds = %39
  %46 = load i32, ptr %13, align 4, !tbaa !15
  %47 = mul nsw i32 %46, 1
  %48 = add nsw i32 0, %47
  store i32 %48, ptr %22, align 4, !tbaa !15
  %49 = load ptr, ptr %12, align 8, !tbaa !23
  %50 = load i32, ptr %22, align 4, !tbaa !15
  %51 = load i32, ptr %11, align 4, !tbaa !15
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %49, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !34
  %56 = load ptr, ptr %12, align 8, !tbaa !23
  %57 = load i32, ptr %22, align 4, !tbaa !15
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  store double %55, ptr %59, align 8, !tbaa !34
  br label %60

60:                                               ; preds = %45
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %13, align 4, !tbaa !15
  %63 = load i32, ptr %20, align 4, !tbaa !15
  %64 = add nsw i32 %62, %63
  store i32 %64, ptr %13, align 4, !tbaa !15
  br label %39

65:                                               ; preds = %44
  br label %66

66:                                               ; preds = %65
  %67 = load ptr, ptr %7, align 8
  %68 = load i32, ptr %67, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %68)
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  br label %69

69:                                               ; preds = %66, %6
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aa6112_copy_l14(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !19
  store i64 %1, ptr %6, align 8, !tbaa !21
  store ptr %2, ptr %7, align 8, !tbaa !23
  store ptr %3, ptr %8, align 8, !tbaa !23
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aa6112_copy_l14_kernel_environment, ptr %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %20

14:                                               ; preds = %4
  %15 = call i32 @__kmpc_global_thread_num(ptr @1)
  %16 = load i32, ptr %6, align 4, !tbaa !15
  store i32 %16, ptr %9, align 4, !tbaa !15
  %17 = load i64, ptr %9, align 8, !tbaa !21
  %18 = load ptr, ptr %7, align 8, !tbaa !23
  %19 = load ptr, ptr %8, align 8, !tbaa !23
  store i32 0, ptr %10, align 4
  store i32 %15, ptr %11, align 4, !tbaa !15
  call void @__omp_offloading_fe00_aa6112_copy_l14_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #3
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_copy_l14_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca [5 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !25
  store ptr %1, ptr %7, align 8, !tbaa !25
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !23
  store ptr %4, ptr %10, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %11) #3
  call void @llvm.lifetime.start.p0(ptr %13) #3
  %23 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %23, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %14) #3
  %24 = load i32, ptr %13, align 4, !tbaa !15
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %15) #3
  %28 = load i32, ptr %13, align 4, !tbaa !15
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %94

30:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %31 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %31, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %20) #3
  %32 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %33, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %34, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 %32)
  %35 = load i32, ptr %17, align 4, !tbaa !15
  %36 = load i32, ptr %14, align 4, !tbaa !15
  %37 = icmp sgt i32 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %30
  %39 = load i32, ptr %14, align 4, !tbaa !15
  br label %42

40:                                               ; preds = %30
  %41 = load i32, ptr %17, align 4, !tbaa !15
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  store i32 %43, ptr %17, align 4, !tbaa !15
  %44 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %44, ptr %11, align 4, !tbaa !15
  br label %45

45:                                               ; preds = %87, %42
  %46 = load i32, ptr %11, align 4, !tbaa !15
  %47 = load i32, ptr %14, align 4, !tbaa !15
  %48 = add nsw i32 %47, 1
  %49 = icmp slt i32 %46, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %45
  br label %90

51:                                               ; preds = %45
  %52 = load i32, ptr %16, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %17, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %56, ptr %21, align 4, !tbaa !15
  %57 = load i64, ptr %21, align 8, !tbaa !21
  %58 = load ptr, ptr %9, align 8, !tbaa !23
  %59 = load ptr, ptr %10, align 8, !tbaa !23
  %60 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 0
  %61 = inttoptr i64 %53 to ptr
  store ptr %61, ptr %60, align 8, !tbaa !28
  %62 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 1
  %63 = inttoptr i64 %55 to ptr
  store ptr %63, ptr %62, align 8, !tbaa !28
  %64 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 2
  %65 = inttoptr i64 %57 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !28
  %66 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 3
  store ptr %58, ptr %66, align 8, !tbaa !28
  %67 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 4
  store ptr %59, ptr %67, align 8, !tbaa !28
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %68, align 4, !tbaa !15
  call void @__kmpc_parallel_60(ptr @1, i32 %69, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aa6112_copy_l14_omp_outlined_omp_outlined, ptr null, ptr %22, i64 5, i32 0)
  br label %70

70:                                               ; preds = %51
  %71 = load i32, ptr %11, align 4, !tbaa !15
  %72 = load i32, ptr %18, align 4, !tbaa !15
  %73 = add nsw i32 %71, %72
  store i32 %73, ptr %11, align 4, !tbaa !15
  %74 = load i32, ptr %16, align 4, !tbaa !15
  %75 = load i32, ptr %18, align 4, !tbaa !15
  %76 = add nsw i32 %74, %75
  store i32 %76, ptr %16, align 4, !tbaa !15
  %77 = load i32, ptr %17, align 4, !tbaa !15
  %78 = load i32, ptr %18, align 4, !tbaa !15
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %17, align 4, !tbaa !15
  %80 = load i32, ptr %17, align 4, !tbaa !15
  %81 = load i32, ptr %14, align 4, !tbaa !15
  %82 = icmp sgt i32 %80, %81
  br i1 %82, label %83, label %85

83:                                               ; preds = %70
  %84 = load i32, ptr %14, align 4, !tbaa !15
  br label %87

85:                                               ; preds = %70
  %86 = load i32, ptr %17, align 4, !tbaa !15
  br label %87

87:                                               ; preds = %85, %83
  %88 = phi i32 [ %84, %83 ], [ %86, %85 ]
  store i32 %88, ptr %17, align 4, !tbaa !15
  %89 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %89, ptr %11, align 4, !tbaa !15
  br label %45

90:                                               ; preds = %50
  br label %91

91:                                               ; preds = %90
  %92 = load ptr, ptr %6, align 8
  %93 = load i32, ptr %92, align 4, !tbaa !15
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %93)
  call void @llvm.lifetime.end.p0(ptr %20) #3
  br label %94

94:                                               ; preds = %91, %5
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %14) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  call void @llvm.lifetime.end.p0(ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_copy_l14_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  %24 = alloca i32, align 4
  store ptr %0, ptr %8, align 8, !tbaa !25
  store ptr %1, ptr %9, align 8, !tbaa !25
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !23
  store ptr %6, ptr %14, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %15) #3
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !15
  store i32 %25, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !15
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !15
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %69

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !15
  store i32 %33, ptr %21, align 4, !tbaa !15
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !21
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !15
  store i32 %37, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %39, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %20, align 4, !tbaa !15
  store i32 %40, ptr %15, align 4, !tbaa !15
  br label %41

41:                                               ; preds = %61, %32
  %42 = load i32, ptr %15, align 4, !tbaa !15
  %43 = sext i32 %42 to i64
  %44 = load i64, ptr %11, align 8, !tbaa !21
  %45 = icmp ule i64 %43, %44
  br i1 %45, label %47, label %46

46:                                               ; preds = %41
  br label %65

47:                                               ; preds = %41
  %48 = load i32, ptr %15, align 4, !tbaa !15
  %49 = mul nsw i32 %48, 1
  %50 = add nsw i32 0, %49
  store i32 %50, ptr %24, align 4, !tbaa !15
  %51 = load ptr, ptr %14, align 8, !tbaa !23
  %52 = load i32, ptr %24, align 4, !tbaa !15
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !34
  %56 = load ptr, ptr %13, align 8, !tbaa !23
  %57 = load i32, ptr %24, align 4, !tbaa !15
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  store double %55, ptr %59, align 8, !tbaa !34
  br label %60

60:                                               ; preds = %47
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %15, align 4, !tbaa !15
  %63 = load i32, ptr %22, align 4, !tbaa !15
  %64 = add nsw i32 %62, %63
  store i32 %64, ptr %15, align 4, !tbaa !15
  br label %41

65:                                               ; preds = %46
  br label %66

66:                                               ; preds = %65
  %67 = load ptr, ptr %8, align 8
  %68 = load i32, ptr %67, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %68)
  call void @llvm.lifetime.end.p0(ptr %24) #3
  call void @llvm.lifetime.end.p0(ptr %23) #3
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  br label %69

69:                                               ; preds = %66, %7
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aa6112_cond_l19(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !19
  store i64 %1, ptr %5, align 8, !tbaa !21
  store ptr %2, ptr %6, align 8, !tbaa !23
  %10 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aa6112_cond_l19_kernel_environment, ptr %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = call i32 @__kmpc_global_thread_num(ptr @1)
  %14 = load i32, ptr %5, align 4, !tbaa !15
  store i32 %14, ptr %7, align 4, !tbaa !15
  %15 = load i64, ptr %7, align 8, !tbaa !21
  %16 = load ptr, ptr %6, align 8, !tbaa !23
  store i32 0, ptr %8, align 4
  store i32 %13, ptr %9, align 4, !tbaa !15
  call void @__omp_offloading_fe00_aa6112_cond_l19_omp_outlined(ptr %9, ptr %8, i64 %15, ptr %16) #3
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_cond_l19_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3) #1 {
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
  store ptr %0, ptr %5, align 8, !tbaa !25
  store ptr %1, ptr %6, align 8, !tbaa !25
  store i64 %2, ptr %7, align 8, !tbaa !21
  store ptr %3, ptr %8, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %9) #3
  call void @llvm.lifetime.start.p0(ptr %11) #3
  %21 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %21, ptr %11, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %12) #3
  %22 = load i32, ptr %11, align 4, !tbaa !15
  %23 = sub nsw i32 %22, 0
  %24 = sdiv i32 %23, 1
  %25 = sub nsw i32 %24, 1
  store i32 %25, ptr %12, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %13) #3
  store i32 0, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %13) #3
  %26 = load i32, ptr %11, align 4, !tbaa !15
  %27 = icmp slt i32 0, %26
  br i1 %27, label %28, label %90

28:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %14) #3
  store i32 0, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %29 = load i32, ptr %12, align 4, !tbaa !15
  store i32 %29, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 1, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %30 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %32, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i32 1, i32 %30)
  %33 = load i32, ptr %15, align 4, !tbaa !15
  %34 = load i32, ptr %12, align 4, !tbaa !15
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %28
  %37 = load i32, ptr %12, align 4, !tbaa !15
  br label %40

38:                                               ; preds = %28
  %39 = load i32, ptr %15, align 4, !tbaa !15
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %15, align 4, !tbaa !15
  %42 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %42, ptr %9, align 4, !tbaa !15
  br label %43

43:                                               ; preds = %83, %40
  %44 = load i32, ptr %9, align 4, !tbaa !15
  %45 = load i32, ptr %12, align 4, !tbaa !15
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
  %54 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %54, ptr %19, align 4, !tbaa !15
  %55 = load i64, ptr %19, align 8, !tbaa !21
  %56 = load ptr, ptr %8, align 8, !tbaa !23
  %57 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %58 = inttoptr i64 %51 to ptr
  store ptr %58, ptr %57, align 8, !tbaa !28
  %59 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %60 = inttoptr i64 %53 to ptr
  store ptr %60, ptr %59, align 8, !tbaa !28
  %61 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %62 = inttoptr i64 %55 to ptr
  store ptr %62, ptr %61, align 8, !tbaa !28
  %63 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %56, ptr %63, align 8, !tbaa !28
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !15
  call void @__kmpc_parallel_60(ptr @1, i32 %65, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aa6112_cond_l19_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4, i32 0)
  br label %66

66:                                               ; preds = %49
  %67 = load i32, ptr %9, align 4, !tbaa !15
  %68 = load i32, ptr %16, align 4, !tbaa !15
  %69 = add nsw i32 %67, %68
  store i32 %69, ptr %9, align 4, !tbaa !15
  %70 = load i32, ptr %14, align 4, !tbaa !15
  %71 = load i32, ptr %16, align 4, !tbaa !15
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %14, align 4, !tbaa !15
  %73 = load i32, ptr %15, align 4, !tbaa !15
  %74 = load i32, ptr %16, align 4, !tbaa !15
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %15, align 4, !tbaa !15
  %76 = load i32, ptr %15, align 4, !tbaa !15
  %77 = load i32, ptr %12, align 4, !tbaa !15
  %78 = icmp sgt i32 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %66
  %80 = load i32, ptr %12, align 4, !tbaa !15
  br label %83

81:                                               ; preds = %66
  %82 = load i32, ptr %15, align 4, !tbaa !15
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %80, %79 ], [ %82, %81 ]
  store i32 %84, ptr %15, align 4, !tbaa !15
  %85 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %85, ptr %9, align 4, !tbaa !15
  br label %43

86:                                               ; preds = %48
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !15
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

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_cond_l19_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
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
  store ptr %0, ptr %7, align 8, !tbaa !25
  store ptr %1, ptr %8, align 8, !tbaa !25
  store i64 %2, ptr %9, align 8, !tbaa !21
  store i64 %3, ptr %10, align 8, !tbaa !21
  store i64 %4, ptr %11, align 8, !tbaa !21
  store ptr %5, ptr %12, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %13) #3
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %23 = load i32, ptr %11, align 4, !tbaa !15
  store i32 %23, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  %24 = load i32, ptr %15, align 4, !tbaa !15
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %17) #3
  %28 = load i32, ptr %15, align 4, !tbaa !15
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %76

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  %31 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %31, ptr %19, align 4, !tbaa !15
  %32 = load i64, ptr %9, align 8, !tbaa !21
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  store i32 %33, ptr %18, align 4, !tbaa !15
  store i32 %35, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %38 = load i32, ptr %18, align 4, !tbaa !15
  store i32 %38, ptr %13, align 4, !tbaa !15
  br label %39

39:                                               ; preds = %68, %30
  %40 = load i32, ptr %13, align 4, !tbaa !15
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %10, align 8, !tbaa !21
  %43 = icmp ule i64 %41, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  br label %72

45:                                               ; preds = %39
  %46 = load i32, ptr %13, align 4, !tbaa !15
  %47 = mul nsw i32 %46, 1
  %48 = add nsw i32 0, %47
  store i32 %48, ptr %22, align 4, !tbaa !15
  %49 = load ptr, ptr %12, align 8, !tbaa !23
  %50 = load i32, ptr %22, align 4, !tbaa !15
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !34
  %54 = fcmp ogt double %53, 0.000000e+00
  br i1 %54, label %55, label %66

55:                                               ; preds = %45
  %56 = load ptr, ptr %12, align 8, !tbaa !23
  %57 = load i32, ptr %22, align 4, !tbaa !15
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %56, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !34
  %61 = fmul double 2.000000e+00, %60
  %62 = load ptr, ptr %12, align 8, !tbaa !23
  %63 = load i32, ptr %22, align 4, !tbaa !15
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  store double %61, ptr %65, align 8, !tbaa !34
  br label %66

66:                                               ; preds = %55, %45
  br label %67

67:                                               ; preds = %66
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %13, align 4, !tbaa !15
  %70 = load i32, ptr %20, align 4, !tbaa !15
  %71 = add nsw i32 %69, %70
  store i32 %71, ptr %13, align 4, !tbaa !15
  br label %39

72:                                               ; preds = %44
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %7, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %75)
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  br label %76

76:                                               ; preds = %73, %6
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aa6112_sched_l25(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !19
  store i64 %1, ptr %5, align 8, !tbaa !21
  store ptr %2, ptr %6, align 8, !tbaa !23
  %10 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aa6112_sched_l25_kernel_environment, ptr %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = call i32 @__kmpc_global_thread_num(ptr @1)
  %14 = load i32, ptr %5, align 4, !tbaa !15
  store i32 %14, ptr %7, align 4, !tbaa !15
  %15 = load i64, ptr %7, align 8, !tbaa !21
  %16 = load ptr, ptr %6, align 8, !tbaa !23
  store i32 0, ptr %8, align 4
  store i32 %13, ptr %9, align 4, !tbaa !15
  call void @__omp_offloading_fe00_aa6112_sched_l25_omp_outlined(ptr %9, ptr %8, i64 %15, ptr %16) #3
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_sched_l25_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3) #1 {
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
  store ptr %0, ptr %5, align 8, !tbaa !25
  store ptr %1, ptr %6, align 8, !tbaa !25
  store i64 %2, ptr %7, align 8, !tbaa !21
  store ptr %3, ptr %8, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %9) #3
  call void @llvm.lifetime.start.p0(ptr %11) #3
  %21 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %21, ptr %11, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %12) #3
  %22 = load i32, ptr %11, align 4, !tbaa !15
  %23 = sub nsw i32 %22, 0
  %24 = sdiv i32 %23, 1
  %25 = sub nsw i32 %24, 1
  store i32 %25, ptr %12, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %13) #3
  store i32 0, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %13) #3
  %26 = load i32, ptr %11, align 4, !tbaa !15
  %27 = icmp slt i32 0, %26
  br i1 %27, label %28, label %89

28:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %14) #3
  store i32 0, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %29 = load i32, ptr %12, align 4, !tbaa !15
  store i32 %29, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 1, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %30, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %31, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i32 1, i32 64)
  %32 = load i32, ptr %15, align 4, !tbaa !15
  %33 = load i32, ptr %12, align 4, !tbaa !15
  %34 = icmp sgt i32 %32, %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %28
  %36 = load i32, ptr %12, align 4, !tbaa !15
  br label %39

37:                                               ; preds = %28
  %38 = load i32, ptr %15, align 4, !tbaa !15
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %36, %35 ], [ %38, %37 ]
  store i32 %40, ptr %15, align 4, !tbaa !15
  %41 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %41, ptr %9, align 4, !tbaa !15
  br label %42

42:                                               ; preds = %82, %39
  %43 = load i32, ptr %9, align 4, !tbaa !15
  %44 = load i32, ptr %12, align 4, !tbaa !15
  %45 = add nsw i32 %44, 1
  %46 = icmp slt i32 %43, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %42
  br label %85

48:                                               ; preds = %42
  %49 = load i32, ptr %14, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %15, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %53, ptr %19, align 4, !tbaa !15
  %54 = load i64, ptr %19, align 8, !tbaa !21
  %55 = load ptr, ptr %8, align 8, !tbaa !23
  %56 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %57 = inttoptr i64 %50 to ptr
  store ptr %57, ptr %56, align 8, !tbaa !28
  %58 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %59 = inttoptr i64 %52 to ptr
  store ptr %59, ptr %58, align 8, !tbaa !28
  %60 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %61 = inttoptr i64 %54 to ptr
  store ptr %61, ptr %60, align 8, !tbaa !28
  %62 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %55, ptr %62, align 8, !tbaa !28
  %63 = load ptr, ptr %5, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !15
  call void @__kmpc_parallel_60(ptr @1, i32 %64, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aa6112_sched_l25_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4, i32 0)
  br label %65

65:                                               ; preds = %48
  %66 = load i32, ptr %9, align 4, !tbaa !15
  %67 = load i32, ptr %16, align 4, !tbaa !15
  %68 = add nsw i32 %66, %67
  store i32 %68, ptr %9, align 4, !tbaa !15
  %69 = load i32, ptr %14, align 4, !tbaa !15
  %70 = load i32, ptr %16, align 4, !tbaa !15
  %71 = add nsw i32 %69, %70
  store i32 %71, ptr %14, align 4, !tbaa !15
  %72 = load i32, ptr %15, align 4, !tbaa !15
  %73 = load i32, ptr %16, align 4, !tbaa !15
  %74 = add nsw i32 %72, %73
  store i32 %74, ptr %15, align 4, !tbaa !15
  %75 = load i32, ptr %15, align 4, !tbaa !15
  %76 = load i32, ptr %12, align 4, !tbaa !15
  %77 = icmp sgt i32 %75, %76
  br i1 %77, label %78, label %80

78:                                               ; preds = %65
  %79 = load i32, ptr %12, align 4, !tbaa !15
  br label %82

80:                                               ; preds = %65
  %81 = load i32, ptr %15, align 4, !tbaa !15
  br label %82

82:                                               ; preds = %80, %78
  %83 = phi i32 [ %79, %78 ], [ %81, %80 ]
  store i32 %83, ptr %15, align 4, !tbaa !15
  %84 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %84, ptr %9, align 4, !tbaa !15
  br label %42

85:                                               ; preds = %47
  br label %86

86:                                               ; preds = %85
  %87 = load ptr, ptr %5, align 8
  %88 = load i32, ptr %87, align 4, !tbaa !15
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %88)
  call void @llvm.lifetime.end.p0(ptr %18) #3
  br label %89

89:                                               ; preds = %86, %4
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  call void @llvm.lifetime.end.p0(ptr %14) #3
  call void @llvm.lifetime.end.p0(ptr %12) #3
  call void @llvm.lifetime.end.p0(ptr %11) #3
  call void @llvm.lifetime.end.p0(ptr %9) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_sched_l25_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
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
  store ptr %0, ptr %7, align 8, !tbaa !25
  store ptr %1, ptr %8, align 8, !tbaa !25
  store i64 %2, ptr %9, align 8, !tbaa !21
  store i64 %3, ptr %10, align 8, !tbaa !21
  store i64 %4, ptr %11, align 8, !tbaa !21
  store ptr %5, ptr %12, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %13) #3
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %23 = load i32, ptr %11, align 4, !tbaa !15
  store i32 %23, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  %24 = load i32, ptr %15, align 4, !tbaa !15
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %17) #3
  %28 = load i32, ptr %15, align 4, !tbaa !15
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %68

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  %31 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %31, ptr %19, align 4, !tbaa !15
  %32 = load i64, ptr %9, align 8, !tbaa !21
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  store i32 %33, ptr %18, align 4, !tbaa !15
  store i32 %35, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %38 = load i32, ptr %18, align 4, !tbaa !15
  store i32 %38, ptr %13, align 4, !tbaa !15
  br label %39

39:                                               ; preds = %60, %30
  %40 = load i32, ptr %13, align 4, !tbaa !15
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %10, align 8, !tbaa !21
  %43 = icmp ule i64 %41, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  br label %64

45:                                               ; preds = %39
  %46 = load i32, ptr %13, align 4, !tbaa !15
  %47 = mul nsw i32 %46, 1
  %48 = add nsw i32 0, %47
  store i32 %48, ptr %22, align 4, !tbaa !15
  %49 = load ptr, ptr %12, align 8, !tbaa !23
  %50 = load i32, ptr %22, align 4, !tbaa !15
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !34
  %54 = fmul double 2.000000e+00, %53
  %55 = load ptr, ptr %12, align 8, !tbaa !23
  %56 = load i32, ptr %22, align 4, !tbaa !15
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  store double %54, ptr %58, align 8, !tbaa !34
  br label %59

59:                                               ; preds = %45
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %13, align 4, !tbaa !15
  %62 = load i32, ptr %20, align 4, !tbaa !15
  %63 = add nsw i32 %61, %62
  store i32 %63, ptr %13, align 4, !tbaa !15
  br label %39

64:                                               ; preds = %44
  br label %65

65:                                               ; preds = %64
  %66 = load ptr, ptr %7, align 8
  %67 = load i32, ptr %66, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %67)
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  br label %68

68:                                               ; preds = %65, %6
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aa6112_limited_l30(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) #6 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !19
  store i64 %1, ptr %5, align 8, !tbaa !21
  store ptr %2, ptr %6, align 8, !tbaa !23
  %10 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aa6112_limited_l30_kernel_environment, ptr %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = call i32 @__kmpc_global_thread_num(ptr @1)
  %14 = load i32, ptr %5, align 4, !tbaa !15
  store i32 %14, ptr %7, align 4, !tbaa !15
  %15 = load i64, ptr %7, align 8, !tbaa !21
  %16 = load ptr, ptr %6, align 8, !tbaa !23
  store i32 0, ptr %8, align 4
  store i32 %13, ptr %9, align 4, !tbaa !15
  call void @__omp_offloading_fe00_aa6112_limited_l30_omp_outlined(ptr %9, ptr %8, i64 %15, ptr %16) #3
  call void @__kmpc_target_deinit()
  ret void

17:                                               ; preds = %3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_limited_l30_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3) #1 {
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
  store ptr %0, ptr %5, align 8, !tbaa !25
  store ptr %1, ptr %6, align 8, !tbaa !25
  store i64 %2, ptr %7, align 8, !tbaa !21
  store ptr %3, ptr %8, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %9) #3
  call void @llvm.lifetime.start.p0(ptr %11) #3
  %21 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %21, ptr %11, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %12) #3
  %22 = load i32, ptr %11, align 4, !tbaa !15
  %23 = sub nsw i32 %22, 0
  %24 = sdiv i32 %23, 1
  %25 = sub nsw i32 %24, 1
  store i32 %25, ptr %12, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %13) #3
  store i32 0, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %13) #3
  %26 = load i32, ptr %11, align 4, !tbaa !15
  %27 = icmp slt i32 0, %26
  br i1 %27, label %28, label %90

28:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %14) #3
  store i32 0, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %29 = load i32, ptr %12, align 4, !tbaa !15
  store i32 %29, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 1, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %30 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %32, i32 91, ptr %17, ptr %14, ptr %15, ptr %16, i32 1, i32 %30)
  %33 = load i32, ptr %15, align 4, !tbaa !15
  %34 = load i32, ptr %12, align 4, !tbaa !15
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %28
  %37 = load i32, ptr %12, align 4, !tbaa !15
  br label %40

38:                                               ; preds = %28
  %39 = load i32, ptr %15, align 4, !tbaa !15
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %15, align 4, !tbaa !15
  %42 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %42, ptr %9, align 4, !tbaa !15
  br label %43

43:                                               ; preds = %83, %40
  %44 = load i32, ptr %9, align 4, !tbaa !15
  %45 = load i32, ptr %12, align 4, !tbaa !15
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
  %54 = load i32, ptr %7, align 4, !tbaa !15
  store i32 %54, ptr %19, align 4, !tbaa !15
  %55 = load i64, ptr %19, align 8, !tbaa !21
  %56 = load ptr, ptr %8, align 8, !tbaa !23
  %57 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 0
  %58 = inttoptr i64 %51 to ptr
  store ptr %58, ptr %57, align 8, !tbaa !28
  %59 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 1
  %60 = inttoptr i64 %53 to ptr
  store ptr %60, ptr %59, align 8, !tbaa !28
  %61 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 2
  %62 = inttoptr i64 %55 to ptr
  store ptr %62, ptr %61, align 8, !tbaa !28
  %63 = getelementptr inbounds [4 x ptr], ptr %20, i64 0, i64 3
  store ptr %56, ptr %63, align 8, !tbaa !28
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !15
  call void @__kmpc_parallel_60(ptr @1, i32 %65, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aa6112_limited_l30_omp_outlined_omp_outlined, ptr null, ptr %20, i64 4, i32 0)
  br label %66

66:                                               ; preds = %49
  %67 = load i32, ptr %9, align 4, !tbaa !15
  %68 = load i32, ptr %16, align 4, !tbaa !15
  %69 = add nsw i32 %67, %68
  store i32 %69, ptr %9, align 4, !tbaa !15
  %70 = load i32, ptr %14, align 4, !tbaa !15
  %71 = load i32, ptr %16, align 4, !tbaa !15
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %14, align 4, !tbaa !15
  %73 = load i32, ptr %15, align 4, !tbaa !15
  %74 = load i32, ptr %16, align 4, !tbaa !15
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %15, align 4, !tbaa !15
  %76 = load i32, ptr %15, align 4, !tbaa !15
  %77 = load i32, ptr %12, align 4, !tbaa !15
  %78 = icmp sgt i32 %76, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %66
  %80 = load i32, ptr %12, align 4, !tbaa !15
  br label %83

81:                                               ; preds = %66
  %82 = load i32, ptr %15, align 4, !tbaa !15
  br label %83

83:                                               ; preds = %81, %79
  %84 = phi i32 [ %80, %79 ], [ %82, %81 ]
  store i32 %84, ptr %15, align 4, !tbaa !15
  %85 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %85, ptr %9, align 4, !tbaa !15
  br label %43

86:                                               ; preds = %48
  br label %87

87:                                               ; preds = %86
  %88 = load ptr, ptr %5, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !15
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

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_limited_l30_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5) #1 {
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
  store ptr %0, ptr %7, align 8, !tbaa !25
  store ptr %1, ptr %8, align 8, !tbaa !25
  store i64 %2, ptr %9, align 8, !tbaa !21
  store i64 %3, ptr %10, align 8, !tbaa !21
  store i64 %4, ptr %11, align 8, !tbaa !21
  store ptr %5, ptr %12, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %13) #3
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %23 = load i32, ptr %11, align 4, !tbaa !15
  store i32 %23, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  %24 = load i32, ptr %15, align 4, !tbaa !15
  %25 = sub nsw i32 %24, 0
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %17) #3
  %28 = load i32, ptr %15, align 4, !tbaa !15
  %29 = icmp slt i32 0, %28
  br i1 %29, label %30, label %68

30:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  %31 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %31, ptr %19, align 4, !tbaa !15
  %32 = load i64, ptr %9, align 8, !tbaa !21
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  store i32 %33, ptr %18, align 4, !tbaa !15
  store i32 %35, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %22) #3
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %37, i32 33, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %38 = load i32, ptr %18, align 4, !tbaa !15
  store i32 %38, ptr %13, align 4, !tbaa !15
  br label %39

39:                                               ; preds = %60, %30
  %40 = load i32, ptr %13, align 4, !tbaa !15
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %10, align 8, !tbaa !21
  %43 = icmp ule i64 %41, %42
  br i1 %43, label %45, label %44

44:                                               ; preds = %39
  br label %64

45:                                               ; preds = %39
  %46 = load i32, ptr %13, align 4, !tbaa !15
  %47 = mul nsw i32 %46, 1
  %48 = add nsw i32 0, %47
  store i32 %48, ptr %22, align 4, !tbaa !15
  %49 = load ptr, ptr %12, align 8, !tbaa !23
  %50 = load i32, ptr %22, align 4, !tbaa !15
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !34
  %54 = fmul double 2.000000e+00, %53
  %55 = load ptr, ptr %12, align 8, !tbaa !23
  %56 = load i32, ptr %22, align 4, !tbaa !15
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %55, i64 %57
  store double %54, ptr %58, align 8, !tbaa !34
  br label %59

59:                                               ; preds = %45
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %13, align 4, !tbaa !15
  %62 = load i32, ptr %20, align 4, !tbaa !15
  %63 = add nsw i32 %61, %62
  store i32 %63, ptr %13, align 4, !tbaa !15
  br label %39

64:                                               ; preds = %44
  br label %65

65:                                               ; preds = %64
  %66 = load ptr, ptr %7, align 8
  %67 = load i32, ptr %66, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %67)
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  br label %68

68:                                               ; preds = %65, %6
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aa6112_scale_sum_l36(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !19
  store i64 %1, ptr %6, align 8, !tbaa !21
  store ptr %2, ptr %7, align 8, !tbaa !23
  store ptr %3, ptr %8, align 8, !tbaa !23
  %12 = load ptr, ptr %8, align 8, !tbaa !23, !nonnull !38, !align !39
  %13 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aa6112_scale_sum_l36_kernel_environment, ptr %0)
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %15, label %20

15:                                               ; preds = %4
  %16 = call i32 @__kmpc_global_thread_num(ptr @1)
  %17 = load i32, ptr %6, align 4, !tbaa !15
  store i32 %17, ptr %9, align 4, !tbaa !15
  %18 = load i64, ptr %9, align 8, !tbaa !21
  %19 = load ptr, ptr %7, align 8, !tbaa !23
  store i32 0, ptr %10, align 4
  store i32 %16, ptr %11, align 4, !tbaa !15
  call void @__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined(ptr %11, ptr %10, i64 %18, ptr %19, ptr %12) #3
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(8) %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !25
  store ptr %1, ptr %7, align 8, !tbaa !25
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !23
  store ptr %4, ptr %10, align 8, !tbaa !23
  %25 = load ptr, ptr %10, align 8, !tbaa !23, !nonnull !38, !align !39
  call void @llvm.lifetime.start.p0(ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !34
  call void @llvm.lifetime.start.p0(ptr %12) #3
  call void @llvm.lifetime.start.p0(ptr %14) #3
  %26 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %26, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %15) #3
  %27 = load i32, ptr %14, align 4, !tbaa !15
  %28 = sub nsw i32 %27, 0
  %29 = sdiv i32 %28, 1
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %16) #3
  %31 = load i32, ptr %14, align 4, !tbaa !15
  %32 = icmp slt i32 0, %31
  br i1 %32, label %33, label %96

33:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %34 = load i32, ptr %15, align 4, !tbaa !15
  store i32 %34, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  %35 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %36 = load ptr, ptr %6, align 8
  %37 = load i32, ptr %36, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %37, i32 91, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 %35)
  %38 = load i32, ptr %18, align 4, !tbaa !15
  %39 = load i32, ptr %15, align 4, !tbaa !15
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %33
  %42 = load i32, ptr %15, align 4, !tbaa !15
  br label %45

43:                                               ; preds = %33
  %44 = load i32, ptr %18, align 4, !tbaa !15
  br label %45

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ]
  store i32 %46, ptr %18, align 4, !tbaa !15
  %47 = load i32, ptr %17, align 4, !tbaa !15
  store i32 %47, ptr %12, align 4, !tbaa !15
  br label %48

48:                                               ; preds = %89, %45
  %49 = load i32, ptr %12, align 4, !tbaa !15
  %50 = load i32, ptr %15, align 4, !tbaa !15
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
  %59 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %59, ptr %22, align 4, !tbaa !15
  %60 = load i64, ptr %22, align 8, !tbaa !21
  %61 = load ptr, ptr %9, align 8, !tbaa !23
  %62 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 0
  %63 = inttoptr i64 %56 to ptr
  store ptr %63, ptr %62, align 8, !tbaa !28
  %64 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 1
  %65 = inttoptr i64 %58 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !28
  %66 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 2
  %67 = inttoptr i64 %60 to ptr
  store ptr %67, ptr %66, align 8, !tbaa !28
  %68 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 3
  store ptr %61, ptr %68, align 8, !tbaa !28
  %69 = getelementptr inbounds [5 x ptr], ptr %23, i64 0, i64 4
  store ptr %11, ptr %69, align 8, !tbaa !28
  %70 = load ptr, ptr %6, align 8
  %71 = load i32, ptr %70, align 4, !tbaa !15
  call void @__kmpc_parallel_60(ptr @1, i32 %71, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined_omp_outlined, ptr null, ptr %23, i64 5, i32 0)
  br label %72

72:                                               ; preds = %54
  %73 = load i32, ptr %12, align 4, !tbaa !15
  %74 = load i32, ptr %19, align 4, !tbaa !15
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %12, align 4, !tbaa !15
  %76 = load i32, ptr %17, align 4, !tbaa !15
  %77 = load i32, ptr %19, align 4, !tbaa !15
  %78 = add nsw i32 %76, %77
  store i32 %78, ptr %17, align 4, !tbaa !15
  %79 = load i32, ptr %18, align 4, !tbaa !15
  %80 = load i32, ptr %19, align 4, !tbaa !15
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %18, align 4, !tbaa !15
  %82 = load i32, ptr %18, align 4, !tbaa !15
  %83 = load i32, ptr %15, align 4, !tbaa !15
  %84 = icmp sgt i32 %82, %83
  br i1 %84, label %85, label %87

85:                                               ; preds = %72
  %86 = load i32, ptr %15, align 4, !tbaa !15
  br label %89

87:                                               ; preds = %72
  %88 = load i32, ptr %18, align 4, !tbaa !15
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %86, %85 ], [ %88, %87 ]
  store i32 %90, ptr %18, align 4, !tbaa !15
  %91 = load i32, ptr %17, align 4, !tbaa !15
  store i32 %91, ptr %12, align 4, !tbaa !15
  br label %48

92:                                               ; preds = %53
  br label %93

93:                                               ; preds = %92
  %94 = load ptr, ptr %6, align 8
  %95 = load i32, ptr %94, align 4, !tbaa !15
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
  %99 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @1, ptr %98, i32 1024, i64 8, ptr %24, ptr @_omp_reduction_shuffle_and_reduce_func1, ptr @_omp_reduction_inter_warp_copy_func2, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func)
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %105

101:                                              ; preds = %96
  %102 = load double, ptr %25, align 8, !tbaa !34
  %103 = load double, ptr %11, align 8, !tbaa !34
  %104 = fadd double %102, %103
  store double %104, ptr %25, align 8, !tbaa !34
  br label %105

105:                                              ; preds = %101, %96
  call void @llvm.lifetime.end.p0(ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !25
  store ptr %1, ptr %9, align 8, !tbaa !25
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !23
  store ptr %6, ptr %14, align 8, !tbaa !23
  %27 = load ptr, ptr %14, align 8, !tbaa !23, !nonnull !38, !align !39
  call void @llvm.lifetime.start.p0(ptr %15) #3
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !15
  store i32 %28, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !15
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !15
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %88

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !15
  store i32 %36, ptr %21, align 4, !tbaa !15
  %37 = load i64, ptr %10, align 8, !tbaa !21
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !21
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !15
  store i32 %40, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !34
  call void @llvm.lifetime.start.p0(ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %42, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %20, align 4, !tbaa !15
  store i32 %43, ptr %15, align 4, !tbaa !15
  br label %44

44:                                               ; preds = %72, %35
  %45 = load i32, ptr %15, align 4, !tbaa !15
  %46 = sext i32 %45 to i64
  %47 = load i64, ptr %11, align 8, !tbaa !21
  %48 = icmp ule i64 %46, %47
  br i1 %48, label %50, label %49

49:                                               ; preds = %44
  br label %76

50:                                               ; preds = %44
  %51 = load i32, ptr %15, align 4, !tbaa !15
  %52 = mul nsw i32 %51, 1
  %53 = add nsw i32 0, %52
  store i32 %53, ptr %25, align 4, !tbaa !15
  %54 = load ptr, ptr %13, align 8, !tbaa !23
  %55 = load i32, ptr %25, align 4, !tbaa !15
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %54, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !34
  %59 = fmul double 2.000000e+00, %58
  %60 = load ptr, ptr %13, align 8, !tbaa !23
  %61 = load i32, ptr %25, align 4, !tbaa !15
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %60, i64 %62
  store double %59, ptr %63, align 8, !tbaa !34
  %64 = load ptr, ptr %13, align 8, !tbaa !23
  %65 = load i32, ptr %25, align 4, !tbaa !15
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !34
  %69 = load double, ptr %24, align 8, !tbaa !34
  %70 = fadd double %69, %68
  store double %70, ptr %24, align 8, !tbaa !34
  br label %71

71:                                               ; preds = %50
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %15, align 4, !tbaa !15
  %74 = load i32, ptr %22, align 4, !tbaa !15
  %75 = add nsw i32 %73, %74
  store i32 %75, ptr %15, align 4, !tbaa !15
  br label %44

76:                                               ; preds = %49
  br label %77

77:                                               ; preds = %76
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %78, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %79)
  %80 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %80, align 8
  %81 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @1, i64 8, ptr %26, ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func)
  %82 = icmp eq i32 %81, 1
  br i1 %82, label %83, label %87

83:                                               ; preds = %77
  %84 = load double, ptr %27, align 8, !tbaa !34
  %85 = load double, ptr %24, align 8, !tbaa !34
  %86 = fadd double %84, %85
  store double %86, ptr %27, align 8, !tbaa !34
  br label %87

87:                                               ; preds = %83, %77
  call void @llvm.lifetime.end.p0(ptr %25) #3
  call void @llvm.lifetime.end.p0(ptr %24) #3
  call void @llvm.lifetime.end.p0(ptr %23) #3
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  br label %88

88:                                               ; preds = %87, %7
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load double, ptr %10, align 8, !tbaa !34
  %12 = load double, ptr %8, align 8, !tbaa !34
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !34
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
  call void @"__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #7

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
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
  %11 = load double, ptr %10, align 8, !tbaa !34
  %12 = load double, ptr %8, align 8, !tbaa !34
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !34
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
  call void @"__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
  call void @"__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #3
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
  call void @"__omp_offloading_fe00_aa6112_scale_sum_l36_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #3
  ret void
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected ptx_kernel void @__omp_offloading_fe00_aa6112_neighbours_l43(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !19
  store i64 %1, ptr %6, align 8, !tbaa !21
  store ptr %2, ptr %7, align 8, !tbaa !23
  store ptr %3, ptr %8, align 8, !tbaa !23
  %12 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_aa6112_neighbours_l43_kernel_environment, ptr %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %20

14:                                               ; preds = %4
  %15 = call i32 @__kmpc_global_thread_num(ptr @1)
  %16 = load i32, ptr %6, align 4, !tbaa !15
  store i32 %16, ptr %9, align 4, !tbaa !15
  %17 = load i64, ptr %9, align 8, !tbaa !21
  %18 = load ptr, ptr %7, align 8, !tbaa !23
  %19 = load ptr, ptr %8, align 8, !tbaa !23
  store i32 0, ptr %10, align 4
  store i32 %15, ptr %11, align 4, !tbaa !15
  call void @__omp_offloading_fe00_aa6112_neighbours_l43_omp_outlined(ptr %11, ptr %10, i64 %17, ptr %18, ptr %19) #3
  call void @__kmpc_target_deinit()
  ret void

20:                                               ; preds = %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_neighbours_l43_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca [5 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !25
  store ptr %1, ptr %7, align 8, !tbaa !25
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !23
  store ptr %4, ptr %10, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %11) #3
  call void @llvm.lifetime.start.p0(ptr %13) #3
  %23 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %23, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %14) #3
  %24 = load i32, ptr %13, align 4, !tbaa !15
  %25 = sub nsw i32 %24, 1
  %26 = sdiv i32 %25, 1
  %27 = sub nsw i32 %26, 1
  store i32 %27, ptr %14, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %15) #3
  store i32 1, ptr %15, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %15) #3
  %28 = load i32, ptr %13, align 4, !tbaa !15
  %29 = icmp slt i32 1, %28
  br i1 %29, label %30, label %94

30:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %31 = load i32, ptr %14, align 4, !tbaa !15
  store i32 %31, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %20) #3
  %32 = call i32 @__kmpc_get_hardware_num_threads_in_block()
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %33, align 4, !tbaa !15
  call void @__kmpc_distribute_static_init_4(ptr @2, i32 %34, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 %32)
  %35 = load i32, ptr %17, align 4, !tbaa !15
  %36 = load i32, ptr %14, align 4, !tbaa !15
  %37 = icmp sgt i32 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %30
  %39 = load i32, ptr %14, align 4, !tbaa !15
  br label %42

40:                                               ; preds = %30
  %41 = load i32, ptr %17, align 4, !tbaa !15
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  store i32 %43, ptr %17, align 4, !tbaa !15
  %44 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %44, ptr %11, align 4, !tbaa !15
  br label %45

45:                                               ; preds = %87, %42
  %46 = load i32, ptr %11, align 4, !tbaa !15
  %47 = load i32, ptr %14, align 4, !tbaa !15
  %48 = add nsw i32 %47, 1
  %49 = icmp slt i32 %46, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %45
  br label %90

51:                                               ; preds = %45
  %52 = load i32, ptr %16, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %17, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !15
  store i32 %56, ptr %21, align 4, !tbaa !15
  %57 = load i64, ptr %21, align 8, !tbaa !21
  %58 = load ptr, ptr %9, align 8, !tbaa !23
  %59 = load ptr, ptr %10, align 8, !tbaa !23
  %60 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 0
  %61 = inttoptr i64 %53 to ptr
  store ptr %61, ptr %60, align 8, !tbaa !28
  %62 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 1
  %63 = inttoptr i64 %55 to ptr
  store ptr %63, ptr %62, align 8, !tbaa !28
  %64 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 2
  %65 = inttoptr i64 %57 to ptr
  store ptr %65, ptr %64, align 8, !tbaa !28
  %66 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 3
  store ptr %58, ptr %66, align 8, !tbaa !28
  %67 = getelementptr inbounds [5 x ptr], ptr %22, i64 0, i64 4
  store ptr %59, ptr %67, align 8, !tbaa !28
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %68, align 4, !tbaa !15
  call void @__kmpc_parallel_60(ptr @1, i32 %69, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_aa6112_neighbours_l43_omp_outlined_omp_outlined, ptr null, ptr %22, i64 5, i32 0)
  br label %70

70:                                               ; preds = %51
  %71 = load i32, ptr %11, align 4, !tbaa !15
  %72 = load i32, ptr %18, align 4, !tbaa !15
  %73 = add nsw i32 %71, %72
  store i32 %73, ptr %11, align 4, !tbaa !15
  %74 = load i32, ptr %16, align 4, !tbaa !15
  %75 = load i32, ptr %18, align 4, !tbaa !15
  %76 = add nsw i32 %74, %75
  store i32 %76, ptr %16, align 4, !tbaa !15
  %77 = load i32, ptr %17, align 4, !tbaa !15
  %78 = load i32, ptr %18, align 4, !tbaa !15
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %17, align 4, !tbaa !15
  %80 = load i32, ptr %17, align 4, !tbaa !15
  %81 = load i32, ptr %14, align 4, !tbaa !15
  %82 = icmp sgt i32 %80, %81
  br i1 %82, label %83, label %85

83:                                               ; preds = %70
  %84 = load i32, ptr %14, align 4, !tbaa !15
  br label %87

85:                                               ; preds = %70
  %86 = load i32, ptr %17, align 4, !tbaa !15
  br label %87

87:                                               ; preds = %85, %83
  %88 = phi i32 [ %84, %83 ], [ %86, %85 ]
  store i32 %88, ptr %17, align 4, !tbaa !15
  %89 = load i32, ptr %16, align 4, !tbaa !15
  store i32 %89, ptr %11, align 4, !tbaa !15
  br label %45

90:                                               ; preds = %50
  br label %91

91:                                               ; preds = %90
  %92 = load ptr, ptr %6, align 8
  %93 = load i32, ptr %92, align 4, !tbaa !15
  call void @__kmpc_distribute_static_fini(ptr @2, i32 %93)
  call void @llvm.lifetime.end.p0(ptr %20) #3
  br label %94

94:                                               ; preds = %91, %5
  call void @llvm.lifetime.end.p0(ptr %19) #3
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %16) #3
  call void @llvm.lifetime.end.p0(ptr %14) #3
  call void @llvm.lifetime.end.p0(ptr %13) #3
  call void @llvm.lifetime.end.p0(ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_aa6112_neighbours_l43_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  %24 = alloca i32, align 4
  store ptr %0, ptr %8, align 8, !tbaa !25
  store ptr %1, ptr %9, align 8, !tbaa !25
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !23
  store ptr %6, ptr %14, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr %15) #3
  call void @llvm.lifetime.start.p0(ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !15
  store i32 %25, ptr %17, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !15
  %27 = sub nsw i32 %26, 1
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !15
  %31 = icmp slt i32 1, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !15
  store i32 %33, ptr %21, align 4, !tbaa !15
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !21
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !15
  store i32 %37, ptr %21, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !15
  call void @__kmpc_for_static_init_4(ptr @3, i32 %39, i32 33, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %20, align 4, !tbaa !15
  store i32 %40, ptr %15, align 4, !tbaa !15
  br label %41

41:                                               ; preds = %68, %32
  %42 = load i32, ptr %15, align 4, !tbaa !15
  %43 = sext i32 %42 to i64
  %44 = load i64, ptr %11, align 8, !tbaa !21
  %45 = icmp ule i64 %43, %44
  br i1 %45, label %47, label %46

46:                                               ; preds = %41
  br label %72

47:                                               ; preds = %41
  %48 = load i32, ptr %15, align 4, !tbaa !15
  %49 = mul nsw i32 %48, 1
  %50 = add nsw i32 1, %49
  store i32 %50, ptr %24, align 4, !tbaa !15
  %51 = load ptr, ptr %14, align 8, !tbaa !23
  %52 = load i32, ptr %24, align 4, !tbaa !15
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds double, ptr %51, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !34
  %56 = load ptr, ptr %14, align 8, !tbaa !23
  %57 = load i32, ptr %24, align 4, !tbaa !15
  %58 = sub nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds double, ptr %56, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !34
  %62 = fadd double %55, %61
  %63 = load ptr, ptr %13, align 8, !tbaa !23
  %64 = load i32, ptr %24, align 4, !tbaa !15
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  store double %62, ptr %66, align 8, !tbaa !34
  br label %67

67:                                               ; preds = %47
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %15, align 4, !tbaa !15
  %70 = load i32, ptr %22, align 4, !tbaa !15
  %71 = add nsw i32 %69, %70
  store i32 %71, ptr %15, align 4, !tbaa !15
  br label %41

72:                                               ; preds = %46
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !15
  call void @__kmpc_for_static_fini(ptr @3, i32 %75)
  call void @llvm.lifetime.end.p0(ptr %24) #3
  call void @llvm.lifetime.end.p0(ptr %23) #3
  call void @llvm.lifetime.end.p0(ptr %22) #3
  call void @llvm.lifetime.end.p0(ptr %21) #3
  call void @llvm.lifetime.end.p0(ptr %20) #3
  br label %76

76:                                               ; preds = %73, %7
  call void @llvm.lifetime.end.p0(ptr %18) #3
  call void @llvm.lifetime.end.p0(ptr %17) #3
  call void @llvm.lifetime.end.p0(ptr %15) #3
  ret void
}

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="128" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { alwaysinline }
attributes #6 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "nvvm.maxntid"="64" "omp_target_thread_limit"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #7 = { convergent nounwind }

!omp_offload.info = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}
!llvm.errno.tbaa = !{!15}

!0 = !{i32 0, i32 65024, i32 11165970, !"cond", i32 19, i32 0, i32 3}
!1 = !{i32 0, i32 65024, i32 11165970, !"copy", i32 14, i32 0, i32 2}
!2 = !{i32 0, i32 65024, i32 11165970, !"limited", i32 30, i32 0, i32 5}
!3 = !{i32 0, i32 65024, i32 11165970, !"neighbours", i32 43, i32 0, i32 7}
!4 = !{i32 0, i32 65024, i32 11165970, !"scale_sum", i32 36, i32 0, i32 6}
!5 = !{i32 0, i32 65024, i32 11165970, !"sched", i32 25, i32 0, i32 4}
!6 = !{i32 0, i32 65024, i32 11165970, !"shift", i32 9, i32 0, i32 1}
!7 = !{i32 0, i32 65024, i32 11165970, !"stencil", i32 3, i32 0, i32 0}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"openmp", i32 51}
!11 = !{i32 7, !"openmp-device", i32 51}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !17, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !17, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"p1 double", !20, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"p1 int", !20, i64 0}
!27 = distinct !{}
!28 = !{!29, !29, i64 0}
!29 = !{!"any p2 pointer", !20, i64 0}
!30 = distinct !{!30, !31, !32}
!31 = !{!"llvm.loop.parallel_accesses", !27}
!32 = !{!"llvm.loop.vectorize.enable", i1 true}
!33 = distinct !{}
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !17, i64 0}
!36 = distinct !{!36, !37, !32}
!37 = !{!"llvm.loop.parallel_accesses", !33}
!38 = !{}
!39 = !{i64 8}
