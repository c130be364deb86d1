; The two versions of loops that an if clause applying to simd splits
; (plugin/SimdIfVersions.cpp, docs/plugin.md): clang-19's device IR with
; debug locations (whose `ident_t` strings name each version's microtask).
; sum (if(simd: c), a reduction) and halo (if(c), collapse(2), TeaLeaf's
; halo update) keep the version without simd of the distribute loop and of
; the worksharing loop: one parallel region per teams function, one
; worksharing init per microtask, no access groups; the deleted microtask
; and the reduction callbacks only it used are gone. Two device functions
; with the same metadata as clang's versions, written by hand: same (the
; same loop in both arms) keeps the arm without simd; differ (a[i] = i
; against a[i] = 2 * i) is left, both loops; and aliased (at the end of the
; file), whose arms differ only in that one stores to two variables and the
; other to one, is left too.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-simd-if-versions -S %s -o %t.ll \
; RUN:   -pass-remarks=ompred 2>%t.remarks
; RUN: %FileCheck %s --input-file=%t.ll
; RUN: %FileCheck %s --check-prefix=GONE --input-file=%t.ll
; RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.remarks
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-simd-if-versions -ompred-simd-if-versions=false \
; RUN:   -S %s | not %FileCheck %s
;
; CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_sum_l4_omp_outlined(
; CHECK-NOT: llvm.access.group
; CHECK: call void @__kmpc_parallel_51({{.*}}, ptr @__omp_offloading_{{.*}}_sum_l4_omp_outlined_omp_outlined1,
; CHECK-NOT: call void @__kmpc_parallel_51
; CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_sum_l4_omp_outlined_omp_outlined1(
; CHECK-NOT: llvm.access.group
; CHECK: call void @__kmpc_for_static_init_4(
; CHECK-NOT: call void @__kmpc_for_static_init
; CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_halo_l10_omp_outlined(
; CHECK-NOT: llvm.access.group
; CHECK: call void @__kmpc_parallel_51({{.*}}, ptr @__omp_offloading_{{.*}}_halo_l10_omp_outlined_omp_outlined6,
; CHECK-NOT: call void @__kmpc_parallel_51
; CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_halo_l10_omp_outlined_omp_outlined6(
; CHECK-NOT: llvm.access.group
; CHECK: call void @__kmpc_for_static_init_8(
; CHECK-NOT: call void @__kmpc_for_static_init
; CHECK-LABEL: define hidden void @differ(
; CHECK: !llvm.loop
; CHECK: mul nsw i32 2,
; CHECK: !llvm.loop
; CHECK-LABEL: define hidden void @same(
; CHECK: !llvm.loop
; CHECK-NOT: !llvm.loop
; CHECK: ret void
; CHECK-LABEL: define hidden void @aliased(
; CHECK: store i32 2, ptr %y
; CHECK: !llvm.loop
; CHECK: store i32 2, ptr %z
; CHECK: !llvm.loop
;
; GONE-NOT: define internal void @__omp_offloading_{{[^ ]*}}_omp_outlined_omp_outlined(
; GONE-NOT: define internal void @_omp_reduction_shuffle_and_reduce_func(
; GONE-NOT: define internal void @_omp_reduction_inter_warp_copy_func(
;
; REMARK-COUNT-2: simd-if-versions.c:4:{{[0-9]+}}: simd if clause: the loop's version without simd kept, the other deleted (the two are the same code but for the simd metadata)
; REMARK-COUNT-2: simd-if-versions.c:10:{{[0-9]+}}: simd if clause: the loop's version without simd kept
; REMARK: simd-if-versions.c:27:{{[0-9]+}}: simd if clause: the loop's version without simd kept
; REMARK-NOT: remark
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -nogpulib -S -emit-llvm
;   -Xclang -disable-llvm-passes -gline-tables-only simd-if-versions.c, of the C below, and by hand
;   the else loops of differ and same given `llvm.loop.vectorize.enable` false (!44) instead of
;   clang's `vectorize.width` 1 for vectorize(disable):
;   // if(simd: c): two versions of the distribute loop and of the worksharing loop
;   long sum(const int *a, int n, int c) {
;     long s = 0;
;   #pragma omp target teams distribute parallel for simd if(simd : c) reduction(+ : s) is_device_ptr(a)
;     for (int i = 0; i < n; i++) s += a[i];
;     return s;
;   }
;   // if(c) on every construct, collapse(2): TeaLeaf's halo update
;   void halo(double *u, int x, int d, int c) {
;   #pragma omp target teams distribute parallel for simd if(c) collapse(2) is_device_ptr(u)
;     for (int j = 0; j < d; j++)
;       for (int k = 2; k < x - 2; k++) u[k + (1 - j) * x] = u[k + (2 + j) * x];
;   }
;   #pragma omp declare target
;   // a user's loops marked as the two versions are, but different: left
;   void differ(int *a, int n, int c) {
;     if (c) {
;   #pragma clang loop vectorize(assume_safety)
;       for (int i = 0; i < n; i++) a[i] = i;
;     } else {
;   #pragma clang loop vectorize(disable)
;       for (int i = 0; i < n; i++) a[i] = 2 * i;
;     }
;   }
;   // the same loop twice: one version kept
;   void same(int *a, int n, int c) {
;     if (c) {
;   #pragma clang loop vectorize(assume_safety)
;       for (int i = 0; i < n; i++) a[i] = i;
;     } else {
;   #pragma clang loop vectorize(disable)
;       for (int i = 0; i < n; i++) a[i] = i;
;     }
;   }
;   #pragma omp end declare target

; ModuleID = 'simd-if-versions.c'
source_filename = "simd-if-versions.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { i64 }

@0 = private unnamed_addr constant [62 x i8] c";simd-if-versions.c;__omp_offloading_fe00_ab40fe_sum_l4;4;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 61, ptr @0 }, align 8
@__omp_offloading_fe00_ab40fe_sum_l4_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_ab40fe_sum_l4_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_ab40fe_sum_l4_dynamic_environment }
@2 = private unnamed_addr constant [30 x i8] c";simd-if-versions.c;sum;4;1;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 29, ptr @2 }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 29, ptr @2 }, align 8
@5 = private unnamed_addr constant [32 x i8] c";simd-if-versions.c;sum;4;101;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, ptr @5 }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, ptr @5 }, align 8
@8 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @8 }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@10 = private unnamed_addr constant [90 x i8] c";simd-if-versions.c;__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined;4;101;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 89, ptr @10 }, align 8
@12 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 89, ptr @10 }, align 8
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 29, ptr @2 }, align 8
@14 = private unnamed_addr constant [91 x i8] c";simd-if-versions.c;__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined1;4;101;;\00", align 1
@15 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 90, ptr @14 }, align 8
@16 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 90, ptr @14 }, align 8
@17 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 31, ptr @5 }, align 8
@18 = private unnamed_addr constant [77 x i8] c";simd-if-versions.c;__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined;4;101;;\00", align 1
@19 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 76, ptr @18 }, align 8
@20 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 76, ptr @18 }, align 8
@21 = private unnamed_addr constant [65 x i8] c";simd-if-versions.c;__omp_offloading_fe00_ab40fe_halo_l10;10;1;;\00", align 1
@22 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 64, ptr @21 }, align 8
@__omp_offloading_fe00_ab40fe_halo_l10_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_ab40fe_halo_l10_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @22, ptr @__omp_offloading_fe00_ab40fe_halo_l10_dynamic_environment }
@23 = private unnamed_addr constant [32 x i8] c";simd-if-versions.c;halo;10;1;;\00", align 1
@24 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 31, ptr @23 }, align 8
@25 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, ptr @23 }, align 8
@26 = private unnamed_addr constant [33 x i8] c";simd-if-versions.c;halo;10;89;;\00", align 1
@27 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, ptr @26 }, align 8
@28 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, ptr @23 }, align 8
@29 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 32, ptr @26 }, align 8

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_ab40fe_sum_l4(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, i64 noundef %4) #0 !dbg !16 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !19
  store i64 %1, ptr %7, align 8, !tbaa !23
  store ptr %2, ptr %8, align 8, !tbaa !19
  store ptr %3, ptr %9, align 8, !tbaa !19
  store i64 %4, ptr %10, align 8, !tbaa !23
  %15 = load ptr, ptr %8, align 8, !dbg !25, !tbaa !19
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_ab40fe_sum_l4_kernel_environment, ptr %0), !dbg !25
  %17 = icmp eq i32 %16, -1, !dbg !25
  br i1 %17, label %18, label %25, !dbg !25

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @13), !dbg !25
  %20 = load i32, ptr %7, align 4, !dbg !25, !tbaa !26
  store i32 %20, ptr %11, align 4, !dbg !25, !tbaa !26
  %21 = load i64, ptr %11, align 8, !dbg !25, !tbaa !23
  %22 = load ptr, ptr %9, align 8, !dbg !25, !tbaa !19
  %23 = load i32, ptr %10, align 4, !dbg !25, !tbaa !26
  store i32 %23, ptr %12, align 4, !dbg !25, !tbaa !26
  %24 = load i64, ptr %12, align 8, !dbg !25, !tbaa !23
  store i32 0, ptr %13, align 4, !dbg !25
  store i32 %19, ptr %14, align 4, !dbg !25, !tbaa !26
  call void @__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined(ptr %14, ptr %13, i64 %21, ptr %15, ptr %22, i64 %24) #3, !dbg !25
  call void @__kmpc_target_deinit(), !dbg !28
  ret void, !dbg !29

25:                                               ; preds = %5
  ret void, !dbg !25
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4, i64 noundef %5) #1 !dbg !30 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
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
  %25 = alloca i64, align 8
  %26 = alloca [6 x ptr], align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca [6 x ptr], align 8
  %30 = alloca [1 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !19
  store ptr %1, ptr %8, align 8, !tbaa !19
  store i64 %2, ptr %9, align 8, !tbaa !23
  store ptr %3, ptr %10, align 8, !tbaa !19
  store ptr %4, ptr %11, align 8, !tbaa !19
  store i64 %5, ptr %12, align 8, !tbaa !23
  %31 = load ptr, ptr %10, align 8, !dbg !31, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #3, !dbg !31
  store i64 0, ptr %13, align 8, !dbg !32, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3, !dbg !31
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3, !dbg !31
  %32 = load i32, ptr %9, align 4, !dbg !33, !tbaa !26
  store i32 %32, ptr %16, align 4, !dbg !33, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3, !dbg !31
  %33 = load i32, ptr %16, align 4, !dbg !33, !tbaa !26
  %34 = sub nsw i32 %33, 0, !dbg !34
  %35 = sdiv i32 %34, 1, !dbg !34
  %36 = sub nsw i32 %35, 1, !dbg !34
  store i32 %36, ptr %17, align 4, !dbg !34, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3, !dbg !31
  store i32 0, ptr %18, align 4, !dbg !35, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3, !dbg !31
  %37 = load i32, ptr %16, align 4, !dbg !33, !tbaa !26
  %38 = icmp slt i32 0, %37, !dbg !34
  br i1 %38, label %39, label %169, !dbg !31

39:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3, !dbg !31
  store i32 0, ptr %19, align 4, !dbg !36, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3, !dbg !31
  %40 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26
  store i32 %40, ptr %20, align 4, !dbg !36, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3, !dbg !31
  store i32 1, ptr %21, align 4, !dbg !36, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3, !dbg !31
  store i32 0, ptr %22, align 4, !dbg !36, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3, !dbg !31
  %41 = call i32 @__kmpc_get_hardware_num_threads_in_block(), !dbg !31
  %42 = load ptr, ptr %7, align 8, !dbg !31
  %43 = load i32, ptr %42, align 4, !dbg !31, !tbaa !26
  call void @__kmpc_distribute_static_init_4(ptr @3, i32 %43, i32 91, ptr %22, ptr %19, ptr %20, ptr %21, i32 1, i32 %41), !dbg !31
  %44 = load i32, ptr %20, align 4, !dbg !36, !tbaa !26
  %45 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26
  %46 = icmp sgt i32 %44, %45, !dbg !36
  br i1 %46, label %47, label %49, !dbg !36

47:                                               ; preds = %39
  %48 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26
  br label %51, !dbg !36

49:                                               ; preds = %39
  %50 = load i32, ptr %20, align 4, !dbg !36, !tbaa !26
  br label %51, !dbg !36

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %48, %47 ], [ %50, %49 ], !dbg !36
  store i32 %52, ptr %20, align 4, !dbg !36, !tbaa !26
  %53 = load i32, ptr %19, align 4, !dbg !36, !tbaa !26
  store i32 %53, ptr %14, align 4, !dbg !36, !tbaa !26
  %54 = load i32, ptr %12, align 4, !dbg !37, !tbaa !26
  %55 = icmp ne i32 %54, 0, !dbg !37
  br i1 %55, label %56, label %106, !dbg !37

56:                                               ; preds = %51
  br label %57, !dbg !37

57:                                               ; preds = %102, %56
  %58 = load i32, ptr %14, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %59 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26, !llvm.access.group !38
  %60 = add nsw i32 %59, 1, !dbg !34
  %61 = icmp slt i32 %58, %60, !dbg !34
  br i1 %61, label %63, label %62, !dbg !37

62:                                               ; preds = %57
  br label %105, !dbg !37

63:                                               ; preds = %57
  %64 = load i32, ptr %19, align 4, !dbg !31, !llvm.access.group !38
  %65 = zext i32 %64 to i64, !dbg !31
  %66 = load i32, ptr %20, align 4, !dbg !31, !llvm.access.group !38
  %67 = zext i32 %66 to i64, !dbg !31
  %68 = load i32, ptr %9, align 4, !dbg !31, !tbaa !26, !llvm.access.group !38
  store i32 %68, ptr %24, align 4, !dbg !31, !tbaa !26, !llvm.access.group !38
  %69 = load i64, ptr %24, align 8, !dbg !31, !tbaa !23, !llvm.access.group !38
  %70 = load ptr, ptr %11, align 8, !dbg !31, !tbaa !19, !llvm.access.group !38
  %71 = load i32, ptr %12, align 4, !dbg !31, !tbaa !26, !llvm.access.group !38
  store i32 %71, ptr %25, align 4, !dbg !31, !tbaa !26, !llvm.access.group !38
  %72 = load i64, ptr %25, align 8, !dbg !31, !tbaa !23, !llvm.access.group !38
  %73 = getelementptr inbounds [6 x ptr], ptr %26, i64 0, i64 0, !dbg !31
  %74 = inttoptr i64 %65 to ptr, !dbg !31
  store ptr %74, ptr %73, align 8, !dbg !31, !tbaa !19, !llvm.access.group !38
  %75 = getelementptr inbounds [6 x ptr], ptr %26, i64 0, i64 1, !dbg !31
  %76 = inttoptr i64 %67 to ptr, !dbg !31
  store ptr %76, ptr %75, align 8, !dbg !31, !tbaa !19, !llvm.access.group !38
  %77 = getelementptr inbounds [6 x ptr], ptr %26, i64 0, i64 2, !dbg !31
  %78 = inttoptr i64 %69 to ptr, !dbg !31
  store ptr %78, ptr %77, align 8, !dbg !31, !tbaa !19, !llvm.access.group !38
  %79 = getelementptr inbounds [6 x ptr], ptr %26, i64 0, i64 3, !dbg !31
  store ptr %13, ptr %79, align 8, !dbg !31, !tbaa !19, !llvm.access.group !38
  %80 = getelementptr inbounds [6 x ptr], ptr %26, i64 0, i64 4, !dbg !31
  store ptr %70, ptr %80, align 8, !dbg !31, !tbaa !19, !llvm.access.group !38
  %81 = getelementptr inbounds [6 x ptr], ptr %26, i64 0, i64 5, !dbg !31
  %82 = inttoptr i64 %72 to ptr, !dbg !31
  store ptr %82, ptr %81, align 8, !dbg !31, !tbaa !19, !llvm.access.group !38
  %83 = load ptr, ptr %7, align 8, !dbg !31, !llvm.access.group !38
  %84 = load i32, ptr %83, align 4, !dbg !31, !tbaa !26, !llvm.access.group !38
  call void @__kmpc_parallel_51(ptr @13, i32 %84, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined, ptr null, ptr %26, i64 6), !dbg !31, !llvm.access.group !38
  br label %85, !dbg !39

85:                                               ; preds = %63
  %86 = load i32, ptr %14, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %87 = load i32, ptr %21, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %88 = add nsw i32 %86, %87, !dbg !34
  store i32 %88, ptr %14, align 4, !dbg !34, !tbaa !26, !llvm.access.group !38
  %89 = load i32, ptr %19, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %90 = load i32, ptr %21, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %91 = add nsw i32 %89, %90, !dbg !34
  store i32 %91, ptr %19, align 4, !dbg !34, !tbaa !26, !llvm.access.group !38
  %92 = load i32, ptr %20, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %93 = load i32, ptr %21, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %94 = add nsw i32 %92, %93, !dbg !34
  store i32 %94, ptr %20, align 4, !dbg !34, !tbaa !26, !llvm.access.group !38
  %95 = load i32, ptr %20, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %96 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26, !llvm.access.group !38
  %97 = icmp sgt i32 %95, %96, !dbg !36
  br i1 %97, label %98, label %100, !dbg !36

98:                                               ; preds = %85
  %99 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26, !llvm.access.group !38
  br label %102, !dbg !36

100:                                              ; preds = %85
  %101 = load i32, ptr %20, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  br label %102, !dbg !36

102:                                              ; preds = %100, %98
  %103 = phi i32 [ %99, %98 ], [ %101, %100 ], !dbg !36
  store i32 %103, ptr %20, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  %104 = load i32, ptr %19, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  store i32 %104, ptr %14, align 4, !dbg !36, !tbaa !26, !llvm.access.group !38
  br label %57, !dbg !39, !llvm.loop !40

105:                                              ; preds = %62
  br label %156, !dbg !39

106:                                              ; preds = %51
  br label %107, !dbg !39

107:                                              ; preds = %152, %106
  %108 = load i32, ptr %14, align 4, !dbg !36, !tbaa !26
  %109 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26
  %110 = add nsw i32 %109, 1, !dbg !34
  %111 = icmp slt i32 %108, %110, !dbg !34
  br i1 %111, label %113, label %112, !dbg !39

112:                                              ; preds = %107
  br label %155, !dbg !39

113:                                              ; preds = %107
  %114 = load i32, ptr %19, align 4, !dbg !31
  %115 = zext i32 %114 to i64, !dbg !31
  %116 = load i32, ptr %20, align 4, !dbg !31
  %117 = zext i32 %116 to i64, !dbg !31
  %118 = load i32, ptr %9, align 4, !dbg !31, !tbaa !26
  store i32 %118, ptr %27, align 4, !dbg !31, !tbaa !26
  %119 = load i64, ptr %27, align 8, !dbg !31, !tbaa !23
  %120 = load ptr, ptr %11, align 8, !dbg !31, !tbaa !19
  %121 = load i32, ptr %12, align 4, !dbg !31, !tbaa !26
  store i32 %121, ptr %28, align 4, !dbg !31, !tbaa !26
  %122 = load i64, ptr %28, align 8, !dbg !31, !tbaa !23
  %123 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 0, !dbg !31
  %124 = inttoptr i64 %115 to ptr, !dbg !31
  store ptr %124, ptr %123, align 8, !dbg !31, !tbaa !19
  %125 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 1, !dbg !31
  %126 = inttoptr i64 %117 to ptr, !dbg !31
  store ptr %126, ptr %125, align 8, !dbg !31, !tbaa !19
  %127 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 2, !dbg !31
  %128 = inttoptr i64 %119 to ptr, !dbg !31
  store ptr %128, ptr %127, align 8, !dbg !31, !tbaa !19
  %129 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 3, !dbg !31
  store ptr %13, ptr %129, align 8, !dbg !31, !tbaa !19
  %130 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 4, !dbg !31
  store ptr %120, ptr %130, align 8, !dbg !31, !tbaa !19
  %131 = getelementptr inbounds [6 x ptr], ptr %29, i64 0, i64 5, !dbg !31
  %132 = inttoptr i64 %122 to ptr, !dbg !31
  store ptr %132, ptr %131, align 8, !dbg !31, !tbaa !19
  %133 = load ptr, ptr %7, align 8, !dbg !31
  %134 = load i32, ptr %133, align 4, !dbg !31, !tbaa !26
  call void @__kmpc_parallel_51(ptr @13, i32 %134, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined1, ptr null, ptr %29, i64 6), !dbg !31
  br label %135, !dbg !39

135:                                              ; preds = %113
  %136 = load i32, ptr %14, align 4, !dbg !36, !tbaa !26
  %137 = load i32, ptr %21, align 4, !dbg !36, !tbaa !26
  %138 = add nsw i32 %136, %137, !dbg !34
  store i32 %138, ptr %14, align 4, !dbg !34, !tbaa !26
  %139 = load i32, ptr %19, align 4, !dbg !36, !tbaa !26
  %140 = load i32, ptr %21, align 4, !dbg !36, !tbaa !26
  %141 = add nsw i32 %139, %140, !dbg !34
  store i32 %141, ptr %19, align 4, !dbg !34, !tbaa !26
  %142 = load i32, ptr %20, align 4, !dbg !36, !tbaa !26
  %143 = load i32, ptr %21, align 4, !dbg !36, !tbaa !26
  %144 = add nsw i32 %142, %143, !dbg !34
  store i32 %144, ptr %20, align 4, !dbg !34, !tbaa !26
  %145 = load i32, ptr %20, align 4, !dbg !36, !tbaa !26
  %146 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26
  %147 = icmp sgt i32 %145, %146, !dbg !36
  br i1 %147, label %148, label %150, !dbg !36

148:                                              ; preds = %135
  %149 = load i32, ptr %17, align 4, !dbg !34, !tbaa !26
  br label %152, !dbg !36

150:                                              ; preds = %135
  %151 = load i32, ptr %20, align 4, !dbg !36, !tbaa !26
  br label %152, !dbg !36

152:                                              ; preds = %150, %148
  %153 = phi i32 [ %149, %148 ], [ %151, %150 ], !dbg !36
  store i32 %153, ptr %20, align 4, !dbg !36, !tbaa !26
  %154 = load i32, ptr %19, align 4, !dbg !36, !tbaa !26
  store i32 %154, ptr %14, align 4, !dbg !36, !tbaa !26
  br label %107, !dbg !39, !llvm.loop !43

155:                                              ; preds = %112
  br label %156, !dbg !39

156:                                              ; preds = %155, %105
  br label %157, !dbg !37

157:                                              ; preds = %156
  %158 = load ptr, ptr %7, align 8, !dbg !37
  %159 = load i32, ptr %158, align 4, !dbg !37, !tbaa !26
  call void @__kmpc_distribute_static_fini(ptr @17, i32 %159), !dbg !39
  %160 = load i32, ptr %22, align 4, !dbg !37, !tbaa !26
  %161 = icmp ne i32 %160, 0, !dbg !37
  br i1 %161, label %162, label %168, !dbg !37

162:                                              ; preds = %157
  %163 = load i32, ptr %16, align 4, !dbg !33, !tbaa !26
  %164 = sub nsw i32 %163, 0, !dbg !34
  %165 = sdiv i32 %164, 1, !dbg !34
  %166 = mul nsw i32 %165, 1, !dbg !35
  %167 = add nsw i32 0, %166, !dbg !35
  store i32 %167, ptr %23, align 4, !dbg !35, !tbaa !26
  br label %168, !dbg !37

168:                                              ; preds = %162, %157
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3, !dbg !37
  br label %169, !dbg !37

169:                                              ; preds = %168, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3, !dbg !37
  %170 = getelementptr inbounds [1 x ptr], ptr %30, i64 0, i64 0
  store ptr %13, ptr %170, align 8
  %171 = call ptr @__kmpc_reduction_get_fixed_buffer(), !dbg !39
  %172 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr @9, ptr %171, i32 1024, i64 8, ptr %30, ptr @_omp_reduction_shuffle_and_reduce_func4, ptr @_omp_reduction_inter_warp_copy_func5, ptr @_omp_reduction_list_to_global_copy_func, ptr @_omp_reduction_list_to_global_reduce_func, ptr @_omp_reduction_global_to_list_copy_func, ptr @_omp_reduction_global_to_list_reduce_func), !dbg !39
  %173 = icmp eq i32 %172, 1, !dbg !39
  br i1 %173, label %174, label %178, !dbg !39

174:                                              ; preds = %169
  %175 = load i64, ptr %31, align 8, !dbg !32, !tbaa !23
  %176 = load i64, ptr %13, align 8, !dbg !32, !tbaa !23
  %177 = add nsw i64 %175, %176, !dbg !45
  store i64 %177, ptr %31, align 8, !dbg !45, !tbaa !23
  br label %178, !dbg !39

178:                                              ; preds = %174, %169
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #3, !dbg !37
  ret void, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6, i64 noundef %7) #1 !dbg !47 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
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
  %27 = alloca i32, align 4
  %28 = alloca [1 x ptr], align 8
  store ptr %0, ptr %9, align 8, !tbaa !19
  store ptr %1, ptr %10, align 8, !tbaa !19
  store i64 %2, ptr %11, align 8, !tbaa !23
  store i64 %3, ptr %12, align 8, !tbaa !23
  store i64 %4, ptr %13, align 8, !tbaa !23
  store ptr %5, ptr %14, align 8, !tbaa !19
  store ptr %6, ptr %15, align 8, !tbaa !19
  store i64 %7, ptr %16, align 8, !tbaa !23
  %29 = load ptr, ptr %14, align 8, !dbg !48, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3, !dbg !48
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3, !dbg !48
  %30 = load i32, ptr %13, align 4, !dbg !49, !tbaa !26
  store i32 %30, ptr %19, align 4, !dbg !49, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3, !dbg !48
  %31 = load i32, ptr %19, align 4, !dbg !49, !tbaa !26
  %32 = sub nsw i32 %31, 0, !dbg !50
  %33 = sdiv i32 %32, 1, !dbg !50
  %34 = sub nsw i32 %33, 1, !dbg !50
  store i32 %34, ptr %20, align 4, !dbg !50, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3, !dbg !48
  store i32 0, ptr %21, align 4, !dbg !51, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3, !dbg !48
  %35 = load i32, ptr %19, align 4, !dbg !49, !tbaa !26
  %36 = icmp slt i32 0, %35, !dbg !50
  br i1 %36, label %37, label %122, !dbg !48

37:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3, !dbg !48
  store i32 0, ptr %22, align 4, !dbg !52, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3, !dbg !48
  %38 = load i32, ptr %20, align 4, !dbg !50, !tbaa !26
  store i32 %38, ptr %23, align 4, !dbg !52, !tbaa !26
  %39 = load i64, ptr %11, align 8, !dbg !48, !tbaa !23
  %40 = trunc i64 %39 to i32, !dbg !48
  %41 = load i64, ptr %12, align 8, !dbg !48, !tbaa !23
  %42 = trunc i64 %41 to i32, !dbg !48
  store i32 %40, ptr %22, align 4, !dbg !48, !tbaa !26
  store i32 %42, ptr %23, align 4, !dbg !48, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3, !dbg !48
  store i32 1, ptr %24, align 4, !dbg !52, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3, !dbg !48
  store i32 0, ptr %25, align 4, !dbg !52, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr %26) #3, !dbg !48
  store i64 0, ptr %26, align 8, !dbg !53, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %27) #3, !dbg !48
  %43 = load i32, ptr %16, align 4, !dbg !54, !tbaa !26
  %44 = icmp ne i32 %43, 0, !dbg !54
  br i1 %44, label %45, label %73, !dbg !54

45:                                               ; preds = %37
  %46 = load ptr, ptr %9, align 8, !dbg !54
  %47 = load i32, ptr %46, align 4, !dbg !54, !tbaa !26
  call void @__kmpc_for_static_init_4(ptr @4, i32 %47, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1), !dbg !48
  %48 = load i32, ptr %22, align 4, !dbg !52, !tbaa !26
  store i32 %48, ptr %17, align 4, !dbg !52, !tbaa !26
  br label %49, !dbg !54

49:                                               ; preds = %68, %45
  %50 = load i32, ptr %17, align 4, !dbg !52, !tbaa !26, !llvm.access.group !55
  %51 = sext i32 %50 to i64, !dbg !52
  %52 = load i64, ptr %12, align 8, !dbg !52, !tbaa !23, !llvm.access.group !55
  %53 = icmp ule i64 %51, %52, !dbg !50
  br i1 %53, label %55, label %54, !dbg !54

54:                                               ; preds = %49
  br label %72, !dbg !54

55:                                               ; preds = %49
  %56 = load i32, ptr %17, align 4, !dbg !52, !tbaa !26, !llvm.access.group !55
  %57 = mul nsw i32 %56, 1, !dbg !51
  %58 = add nsw i32 0, %57, !dbg !51
  store i32 %58, ptr %27, align 4, !dbg !51, !tbaa !26, !llvm.access.group !55
  %59 = load ptr, ptr %15, align 8, !dbg !56, !tbaa !19, !llvm.access.group !55
  %60 = load i32, ptr %27, align 4, !dbg !57, !tbaa !26, !llvm.access.group !55
  %61 = sext i32 %60 to i64, !dbg !56
  %62 = getelementptr inbounds i32, ptr %59, i64 %61, !dbg !56
  %63 = load i32, ptr %62, align 4, !dbg !56, !tbaa !26, !llvm.access.group !55
  %64 = sext i32 %63 to i64, !dbg !56
  %65 = load i64, ptr %26, align 8, !dbg !58, !tbaa !23, !llvm.access.group !55
  %66 = add nsw i64 %65, %64, !dbg !58
  store i64 %66, ptr %26, align 8, !dbg !58, !tbaa !23, !llvm.access.group !55
  br label %67, !dbg !59

67:                                               ; preds = %55
  br label %68, !dbg !48

68:                                               ; preds = %67
  %69 = load i32, ptr %17, align 4, !dbg !52, !tbaa !26, !llvm.access.group !55
  %70 = load i32, ptr %24, align 4, !dbg !52, !tbaa !26, !llvm.access.group !55
  %71 = add nsw i32 %69, %70, !dbg !50
  store i32 %71, ptr %17, align 4, !dbg !50, !tbaa !26, !llvm.access.group !55
  br label %49, !dbg !48, !llvm.loop !60

72:                                               ; preds = %54
  br label %101, !dbg !48

73:                                               ; preds = %37
  %74 = load ptr, ptr %9, align 8, !dbg !48
  %75 = load i32, ptr %74, align 4, !dbg !48, !tbaa !26
  call void @__kmpc_for_static_init_4(ptr @4, i32 %75, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1), !dbg !48
  %76 = load i32, ptr %22, align 4, !dbg !52, !tbaa !26
  store i32 %76, ptr %17, align 4, !dbg !52, !tbaa !26
  br label %77, !dbg !48

77:                                               ; preds = %96, %73
  %78 = load i32, ptr %17, align 4, !dbg !52, !tbaa !26
  %79 = sext i32 %78 to i64, !dbg !52
  %80 = load i64, ptr %12, align 8, !dbg !52, !tbaa !23
  %81 = icmp ule i64 %79, %80, !dbg !50
  br i1 %81, label %83, label %82, !dbg !48

82:                                               ; preds = %77
  br label %100, !dbg !48

83:                                               ; preds = %77
  %84 = load i32, ptr %17, align 4, !dbg !52, !tbaa !26
  %85 = mul nsw i32 %84, 1, !dbg !51
  %86 = add nsw i32 0, %85, !dbg !51
  store i32 %86, ptr %27, align 4, !dbg !51, !tbaa !26
  %87 = load ptr, ptr %15, align 8, !dbg !56, !tbaa !19
  %88 = load i32, ptr %27, align 4, !dbg !57, !tbaa !26
  %89 = sext i32 %88 to i64, !dbg !56
  %90 = getelementptr inbounds i32, ptr %87, i64 %89, !dbg !56
  %91 = load i32, ptr %90, align 4, !dbg !56, !tbaa !26
  %92 = sext i32 %91 to i64, !dbg !56
  %93 = load i64, ptr %26, align 8, !dbg !58, !tbaa !23
  %94 = add nsw i64 %93, %92, !dbg !58
  store i64 %94, ptr %26, align 8, !dbg !58, !tbaa !23
  br label %95, !dbg !59

95:                                               ; preds = %83
  br label %96, !dbg !48

96:                                               ; preds = %95
  %97 = load i32, ptr %17, align 4, !dbg !52, !tbaa !26
  %98 = load i32, ptr %24, align 4, !dbg !52, !tbaa !26
  %99 = add nsw i32 %97, %98, !dbg !50
  store i32 %99, ptr %17, align 4, !dbg !50, !tbaa !26
  br label %77, !dbg !48, !llvm.loop !63

100:                                              ; preds = %82
  br label %101, !dbg !48

101:                                              ; preds = %100, %72
  br label %102, !dbg !54

102:                                              ; preds = %101
  %103 = load ptr, ptr %9, align 8, !dbg !54
  %104 = load i32, ptr %103, align 4, !dbg !54, !tbaa !26
  call void @__kmpc_for_static_fini(ptr @6, i32 %104), !dbg !61
  %105 = load i32, ptr %25, align 4, !dbg !54, !tbaa !26
  %106 = icmp ne i32 %105, 0, !dbg !54
  br i1 %106, label %107, label %113, !dbg !54

107:                                              ; preds = %102
  %108 = load i32, ptr %19, align 4, !dbg !49, !tbaa !26
  %109 = sub nsw i32 %108, 0, !dbg !50
  %110 = sdiv i32 %109, 1, !dbg !50
  %111 = mul nsw i32 %110, 1, !dbg !51
  %112 = add nsw i32 0, %111, !dbg !51
  store i32 %112, ptr %27, align 4, !dbg !51, !tbaa !26
  br label %113, !dbg !54

113:                                              ; preds = %107, %102
  %114 = getelementptr inbounds [1 x ptr], ptr %28, i64 0, i64 0
  store ptr %26, ptr %114, align 8
  %115 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @9, i64 8, ptr %28, ptr @_omp_reduction_shuffle_and_reduce_func, ptr @_omp_reduction_inter_warp_copy_func), !dbg !61
  %116 = icmp eq i32 %115, 1, !dbg !61
  br i1 %116, label %117, label %121, !dbg !61

117:                                              ; preds = %113
  %118 = load i64, ptr %29, align 8, !dbg !53, !tbaa !23
  %119 = load i64, ptr %26, align 8, !dbg !53, !tbaa !23
  %120 = add nsw i64 %118, %119, !dbg !64
  store i64 %120, ptr %29, align 8, !dbg !64, !tbaa !23
  br label %121, !dbg !61

121:                                              ; preds = %117, %113
  call void @llvm.lifetime.end.p0(i64 4, ptr %27) #3, !dbg !54
  call void @llvm.lifetime.end.p0(i64 8, ptr %26) #3, !dbg !54
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3, !dbg !54
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3, !dbg !54
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3, !dbg !54
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3, !dbg !54
  br label %122, !dbg !54

122:                                              ; preds = %121, %8
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3, !dbg !54
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3, !dbg !54
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3, !dbg !54
  ret void, !dbg !65
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8, !dbg !61
  %4 = alloca ptr, align 8, !dbg !61
  store ptr %0, ptr %3, align 8, !dbg !61
  store ptr %1, ptr %4, align 8, !dbg !61
  %5 = load ptr, ptr %3, align 8, !dbg !61
  %6 = load ptr, ptr %4, align 8, !dbg !61
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0, !dbg !61
  %8 = load ptr, ptr %7, align 8, !dbg !61
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0, !dbg !61
  %10 = load ptr, ptr %9, align 8, !dbg !61
  %11 = load i64, ptr %10, align 8, !dbg !53, !tbaa !23
  %12 = load i64, ptr %8, align 8, !dbg !53, !tbaa !23
  %13 = add nsw i64 %11, %12, !dbg !64
  store i64 %13, ptr %10, align 8, !dbg !64, !tbaa !23
  ret void, !dbg !61
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
  call void @"__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
  %16 = call i32 @__kmpc_global_thread_num(ptr @12), !dbg !61
  call void @__kmpc_barrier(ptr @11, i32 %16), !dbg !61
  %17 = icmp eq i32 %8, 0, !dbg !61
  br i1 %17, label %18, label %24, !dbg !61

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0, !dbg !61
  %20 = load ptr, ptr %19, align 8, !dbg !61
  %21 = getelementptr i32, ptr %20, i32 %13, !dbg !61
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10, !dbg !61
  %23 = load i32, ptr %21, align 4, !dbg !61
  store volatile i32 %23, ptr addrspace(3) %22, align 4, !dbg !61
  br label %25, !dbg !61

24:                                               ; preds = %15
  br label %25, !dbg !61

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @12), !dbg !61
  call void @__kmpc_barrier(ptr @11, i32 %26), !dbg !61
  %27 = load i32, ptr %4, align 4, !dbg !61
  %28 = icmp ult i32 %6, %27, !dbg !61
  br i1 %28, label %29, label %35, !dbg !61

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6, !dbg !61
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0, !dbg !61
  %32 = load ptr, ptr %31, align 8, !dbg !61
  %33 = getelementptr i32, ptr %32, i32 %13, !dbg !61
  %34 = load volatile i32, ptr addrspace(3) %30, align 4, !dbg !61
  store i32 %34, ptr %33, align 4, !dbg !61
  br label %36, !dbg !61

35:                                               ; preds = %25
  br label %36, !dbg !61

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1, !dbg !61
  store i32 %37, ptr %5, align 4, !dbg !61
  br label %12, !dbg !61

38:                                               ; preds = %12
  ret void, !dbg !61
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() #3

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) #4

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) #5

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined1(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6, i64 noundef %7) #1 !dbg !66 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
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
  %27 = alloca i32, align 4
  %28 = alloca [1 x ptr], align 8
  store ptr %0, ptr %9, align 8, !tbaa !19
  store ptr %1, ptr %10, align 8, !tbaa !19
  store i64 %2, ptr %11, align 8, !tbaa !23
  store i64 %3, ptr %12, align 8, !tbaa !23
  store i64 %4, ptr %13, align 8, !tbaa !23
  store ptr %5, ptr %14, align 8, !tbaa !19
  store ptr %6, ptr %15, align 8, !tbaa !19
  store i64 %7, ptr %16, align 8, !tbaa !23
  %29 = load ptr, ptr %14, align 8, !dbg !67, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3, !dbg !67
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3, !dbg !67
  %30 = load i32, ptr %13, align 4, !dbg !68, !tbaa !26
  store i32 %30, ptr %19, align 4, !dbg !68, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3, !dbg !67
  %31 = load i32, ptr %19, align 4, !dbg !68, !tbaa !26
  %32 = sub nsw i32 %31, 0, !dbg !69
  %33 = sdiv i32 %32, 1, !dbg !69
  %34 = sub nsw i32 %33, 1, !dbg !69
  store i32 %34, ptr %20, align 4, !dbg !69, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3, !dbg !67
  store i32 0, ptr %21, align 4, !dbg !70, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3, !dbg !67
  %35 = load i32, ptr %19, align 4, !dbg !68, !tbaa !26
  %36 = icmp slt i32 0, %35, !dbg !69
  br i1 %36, label %37, label %122, !dbg !67

37:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3, !dbg !67
  store i32 0, ptr %22, align 4, !dbg !71, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3, !dbg !67
  %38 = load i32, ptr %20, align 4, !dbg !69, !tbaa !26
  store i32 %38, ptr %23, align 4, !dbg !71, !tbaa !26
  %39 = load i64, ptr %11, align 8, !dbg !67, !tbaa !23
  %40 = trunc i64 %39 to i32, !dbg !67
  %41 = load i64, ptr %12, align 8, !dbg !67, !tbaa !23
  %42 = trunc i64 %41 to i32, !dbg !67
  store i32 %40, ptr %22, align 4, !dbg !67, !tbaa !26
  store i32 %42, ptr %23, align 4, !dbg !67, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3, !dbg !67
  store i32 1, ptr %24, align 4, !dbg !71, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3, !dbg !67
  store i32 0, ptr %25, align 4, !dbg !71, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr %26) #3, !dbg !67
  store i64 0, ptr %26, align 8, !dbg !72, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %27) #3, !dbg !67
  %43 = load i32, ptr %16, align 4, !dbg !73, !tbaa !26
  %44 = icmp ne i32 %43, 0, !dbg !73
  br i1 %44, label %45, label %73, !dbg !73

45:                                               ; preds = %37
  %46 = load ptr, ptr %9, align 8, !dbg !73
  %47 = load i32, ptr %46, align 4, !dbg !73, !tbaa !26
  call void @__kmpc_for_static_init_4(ptr @4, i32 %47, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1), !dbg !67
  %48 = load i32, ptr %22, align 4, !dbg !71, !tbaa !26
  store i32 %48, ptr %17, align 4, !dbg !71, !tbaa !26
  br label %49, !dbg !73

49:                                               ; preds = %68, %45
  %50 = load i32, ptr %17, align 4, !dbg !71, !tbaa !26, !llvm.access.group !74
  %51 = sext i32 %50 to i64, !dbg !71
  %52 = load i64, ptr %12, align 8, !dbg !71, !tbaa !23, !llvm.access.group !74
  %53 = icmp ule i64 %51, %52, !dbg !69
  br i1 %53, label %55, label %54, !dbg !73

54:                                               ; preds = %49
  br label %72, !dbg !73

55:                                               ; preds = %49
  %56 = load i32, ptr %17, align 4, !dbg !71, !tbaa !26, !llvm.access.group !74
  %57 = mul nsw i32 %56, 1, !dbg !70
  %58 = add nsw i32 0, %57, !dbg !70
  store i32 %58, ptr %27, align 4, !dbg !70, !tbaa !26, !llvm.access.group !74
  %59 = load ptr, ptr %15, align 8, !dbg !75, !tbaa !19, !llvm.access.group !74
  %60 = load i32, ptr %27, align 4, !dbg !76, !tbaa !26, !llvm.access.group !74
  %61 = sext i32 %60 to i64, !dbg !75
  %62 = getelementptr inbounds i32, ptr %59, i64 %61, !dbg !75
  %63 = load i32, ptr %62, align 4, !dbg !75, !tbaa !26, !llvm.access.group !74
  %64 = sext i32 %63 to i64, !dbg !75
  %65 = load i64, ptr %26, align 8, !dbg !77, !tbaa !23, !llvm.access.group !74
  %66 = add nsw i64 %65, %64, !dbg !77
  store i64 %66, ptr %26, align 8, !dbg !77, !tbaa !23, !llvm.access.group !74
  br label %67, !dbg !78

67:                                               ; preds = %55
  br label %68, !dbg !67

68:                                               ; preds = %67
  %69 = load i32, ptr %17, align 4, !dbg !71, !tbaa !26, !llvm.access.group !74
  %70 = load i32, ptr %24, align 4, !dbg !71, !tbaa !26, !llvm.access.group !74
  %71 = add nsw i32 %69, %70, !dbg !69
  store i32 %71, ptr %17, align 4, !dbg !69, !tbaa !26, !llvm.access.group !74
  br label %49, !dbg !67, !llvm.loop !79

72:                                               ; preds = %54
  br label %101, !dbg !67

73:                                               ; preds = %37
  %74 = load ptr, ptr %9, align 8, !dbg !67
  %75 = load i32, ptr %74, align 4, !dbg !67, !tbaa !26
  call void @__kmpc_for_static_init_4(ptr @4, i32 %75, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1), !dbg !67
  %76 = load i32, ptr %22, align 4, !dbg !71, !tbaa !26
  store i32 %76, ptr %17, align 4, !dbg !71, !tbaa !26
  br label %77, !dbg !67

77:                                               ; preds = %96, %73
  %78 = load i32, ptr %17, align 4, !dbg !71, !tbaa !26
  %79 = sext i32 %78 to i64, !dbg !71
  %80 = load i64, ptr %12, align 8, !dbg !71, !tbaa !23
  %81 = icmp ule i64 %79, %80, !dbg !69
  br i1 %81, label %83, label %82, !dbg !67

82:                                               ; preds = %77
  br label %100, !dbg !67

83:                                               ; preds = %77
  %84 = load i32, ptr %17, align 4, !dbg !71, !tbaa !26
  %85 = mul nsw i32 %84, 1, !dbg !70
  %86 = add nsw i32 0, %85, !dbg !70
  store i32 %86, ptr %27, align 4, !dbg !70, !tbaa !26
  %87 = load ptr, ptr %15, align 8, !dbg !75, !tbaa !19
  %88 = load i32, ptr %27, align 4, !dbg !76, !tbaa !26
  %89 = sext i32 %88 to i64, !dbg !75
  %90 = getelementptr inbounds i32, ptr %87, i64 %89, !dbg !75
  %91 = load i32, ptr %90, align 4, !dbg !75, !tbaa !26
  %92 = sext i32 %91 to i64, !dbg !75
  %93 = load i64, ptr %26, align 8, !dbg !77, !tbaa !23
  %94 = add nsw i64 %93, %92, !dbg !77
  store i64 %94, ptr %26, align 8, !dbg !77, !tbaa !23
  br label %95, !dbg !78

95:                                               ; preds = %83
  br label %96, !dbg !67

96:                                               ; preds = %95
  %97 = load i32, ptr %17, align 4, !dbg !71, !tbaa !26
  %98 = load i32, ptr %24, align 4, !dbg !71, !tbaa !26
  %99 = add nsw i32 %97, %98, !dbg !69
  store i32 %99, ptr %17, align 4, !dbg !69, !tbaa !26
  br label %77, !dbg !67, !llvm.loop !82

100:                                              ; preds = %82
  br label %101, !dbg !67

101:                                              ; preds = %100, %72
  br label %102, !dbg !73

102:                                              ; preds = %101
  %103 = load ptr, ptr %9, align 8, !dbg !73
  %104 = load i32, ptr %103, align 4, !dbg !73, !tbaa !26
  call void @__kmpc_for_static_fini(ptr @6, i32 %104), !dbg !80
  %105 = load i32, ptr %25, align 4, !dbg !73, !tbaa !26
  %106 = icmp ne i32 %105, 0, !dbg !73
  br i1 %106, label %107, label %113, !dbg !73

107:                                              ; preds = %102
  %108 = load i32, ptr %19, align 4, !dbg !68, !tbaa !26
  %109 = sub nsw i32 %108, 0, !dbg !69
  %110 = sdiv i32 %109, 1, !dbg !69
  %111 = mul nsw i32 %110, 1, !dbg !70
  %112 = add nsw i32 0, %111, !dbg !70
  store i32 %112, ptr %27, align 4, !dbg !70, !tbaa !26
  br label %113, !dbg !73

113:                                              ; preds = %107, %102
  %114 = getelementptr inbounds [1 x ptr], ptr %28, i64 0, i64 0
  store ptr %26, ptr %114, align 8
  %115 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr @9, i64 8, ptr %28, ptr @_omp_reduction_shuffle_and_reduce_func2, ptr @_omp_reduction_inter_warp_copy_func3), !dbg !80
  %116 = icmp eq i32 %115, 1, !dbg !80
  br i1 %116, label %117, label %121, !dbg !80

117:                                              ; preds = %113
  %118 = load i64, ptr %29, align 8, !dbg !72, !tbaa !23
  %119 = load i64, ptr %26, align 8, !dbg !72, !tbaa !23
  %120 = add nsw i64 %118, %119, !dbg !83
  store i64 %120, ptr %29, align 8, !dbg !83, !tbaa !23
  br label %121, !dbg !80

121:                                              ; preds = %117, %113
  call void @llvm.lifetime.end.p0(i64 4, ptr %27) #3, !dbg !73
  call void @llvm.lifetime.end.p0(i64 8, ptr %26) #3, !dbg !73
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3, !dbg !73
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3, !dbg !73
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3, !dbg !73
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3, !dbg !73
  br label %122, !dbg !73

122:                                              ; preds = %121, %8
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3, !dbg !73
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3, !dbg !73
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3, !dbg !73
  ret void, !dbg !84
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined1_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8, !dbg !80
  %4 = alloca ptr, align 8, !dbg !80
  store ptr %0, ptr %3, align 8, !dbg !80
  store ptr %1, ptr %4, align 8, !dbg !80
  %5 = load ptr, ptr %3, align 8, !dbg !80
  %6 = load ptr, ptr %4, align 8, !dbg !80
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0, !dbg !80
  %8 = load ptr, ptr %7, align 8, !dbg !80
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0, !dbg !80
  %10 = load ptr, ptr %9, align 8, !dbg !80
  %11 = load i64, ptr %10, align 8, !dbg !72, !tbaa !23
  %12 = load i64, ptr %8, align 8, !dbg !72, !tbaa !23
  %13 = add nsw i64 %11, %12, !dbg !83
  store i64 %13, ptr %10, align 8, !dbg !83, !tbaa !23
  ret void, !dbg !80
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func2(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
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
  call void @"__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined1_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
define internal void @_omp_reduction_inter_warp_copy_func3(ptr noundef %0, i32 noundef %1) #1 {
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
  %16 = call i32 @__kmpc_global_thread_num(ptr @16), !dbg !80
  call void @__kmpc_barrier(ptr @15, i32 %16), !dbg !80
  %17 = icmp eq i32 %8, 0, !dbg !80
  br i1 %17, label %18, label %24, !dbg !80

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0, !dbg !80
  %20 = load ptr, ptr %19, align 8, !dbg !80
  %21 = getelementptr i32, ptr %20, i32 %13, !dbg !80
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10, !dbg !80
  %23 = load i32, ptr %21, align 4, !dbg !80
  store volatile i32 %23, ptr addrspace(3) %22, align 4, !dbg !80
  br label %25, !dbg !80

24:                                               ; preds = %15
  br label %25, !dbg !80

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @16), !dbg !80
  call void @__kmpc_barrier(ptr @15, i32 %26), !dbg !80
  %27 = load i32, ptr %4, align 4, !dbg !80
  %28 = icmp ult i32 %6, %27, !dbg !80
  br i1 %28, label %29, label %35, !dbg !80

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6, !dbg !80
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0, !dbg !80
  %32 = load ptr, ptr %31, align 8, !dbg !80
  %33 = getelementptr i32, ptr %32, i32 %13, !dbg !80
  %34 = load volatile i32, ptr addrspace(3) %30, align 4, !dbg !80
  store i32 %34, ptr %33, align 4, !dbg !80
  br label %36, !dbg !80

35:                                               ; preds = %25
  br label %36, !dbg !80

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1, !dbg !80
  store i32 %37, ptr %5, align 4, !dbg !80
  br label %12, !dbg !80

38:                                               ; preds = %12
  ret void, !dbg !80
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @"__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp$reduction$reduction_func"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8, !dbg !39
  %4 = alloca ptr, align 8, !dbg !39
  store ptr %0, ptr %3, align 8, !dbg !39
  store ptr %1, ptr %4, align 8, !dbg !39
  %5 = load ptr, ptr %3, align 8, !dbg !39
  %6 = load ptr, ptr %4, align 8, !dbg !39
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0, !dbg !39
  %8 = load ptr, ptr %7, align 8, !dbg !39
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0, !dbg !39
  %10 = load ptr, ptr %9, align 8, !dbg !39
  %11 = load i64, ptr %10, align 8, !dbg !32, !tbaa !23
  %12 = load i64, ptr %8, align 8, !dbg !32, !tbaa !23
  %13 = add nsw i64 %11, %12, !dbg !45
  store i64 %13, ptr %10, align 8, !dbg !45, !tbaa !23
  ret void, !dbg !39
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func4(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #1 {
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
  call void @"__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp$reduction$reduction_func"(ptr %11, ptr %9) #3
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
define internal void @_omp_reduction_inter_warp_copy_func5(ptr noundef %0, i32 noundef %1) #1 {
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
  %16 = call i32 @__kmpc_global_thread_num(ptr @20), !dbg !39
  call void @__kmpc_barrier(ptr @19, i32 %16), !dbg !39
  %17 = icmp eq i32 %8, 0, !dbg !39
  br i1 %17, label %18, label %24, !dbg !39

18:                                               ; preds = %15
  %19 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0, !dbg !39
  %20 = load ptr, ptr %19, align 8, !dbg !39
  %21 = getelementptr i32, ptr %20, i32 %13, !dbg !39
  %22 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %10, !dbg !39
  %23 = load i32, ptr %21, align 4, !dbg !39
  store volatile i32 %23, ptr addrspace(3) %22, align 4, !dbg !39
  br label %25, !dbg !39

24:                                               ; preds = %15
  br label %25, !dbg !39

25:                                               ; preds = %24, %18
  %26 = call i32 @__kmpc_global_thread_num(ptr @20), !dbg !39
  call void @__kmpc_barrier(ptr @19, i32 %26), !dbg !39
  %27 = load i32, ptr %4, align 4, !dbg !39
  %28 = icmp ult i32 %6, %27, !dbg !39
  br i1 %28, label %29, label %35, !dbg !39

29:                                               ; preds = %25
  %30 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %6, !dbg !39
  %31 = getelementptr inbounds [1 x ptr], ptr %11, i64 0, i64 0, !dbg !39
  %32 = load ptr, ptr %31, align 8, !dbg !39
  %33 = getelementptr i32, ptr %32, i32 %13, !dbg !39
  %34 = load volatile i32, ptr addrspace(3) %30, align 4, !dbg !39
  store i32 %34, ptr %33, align 4, !dbg !39
  br label %36, !dbg !39

35:                                               ; preds = %25
  br label %36, !dbg !39

36:                                               ; preds = %35, %29
  %37 = add nsw i32 %13, 1, !dbg !39
  store i32 %37, ptr %5, align 4, !dbg !39
  br label %12, !dbg !39

38:                                               ; preds = %12
  ret void, !dbg !39
}

; Function Attrs: nounwind
declare ptr @__kmpc_reduction_get_fixed_buffer() #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_list_to_global_copy_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8, !dbg !39
  %5 = alloca i32, align 4, !dbg !39
  %6 = alloca ptr, align 8, !dbg !39
  store ptr %0, ptr %4, align 8, !dbg !39
  store i32 %1, ptr %5, align 4, !dbg !39
  store ptr %2, ptr %6, align 8, !dbg !39
  %7 = load ptr, ptr %6, align 8, !dbg !39
  %8 = load ptr, ptr %4, align 8, !dbg !39
  %9 = load i32, ptr %5, align 4, !dbg !39
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0, !dbg !39
  %11 = load ptr, ptr %10, align 8, !dbg !39
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9, !dbg !39
  %13 = getelementptr inbounds %struct._globalized_locals_ty, ptr %12, i32 0, i32 0, !dbg !39
  %14 = load i64, ptr %11, align 8, !dbg !39
  store i64 %14, ptr %13, align 8, !dbg !39
  ret void, !dbg !39
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_list_to_global_reduce_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8, !dbg !39
  %5 = alloca i32, align 4, !dbg !39
  %6 = alloca ptr, align 8, !dbg !39
  %7 = alloca [1 x ptr], align 8, !dbg !39
  store ptr %0, ptr %4, align 8, !dbg !39
  store i32 %1, ptr %5, align 4, !dbg !39
  store ptr %2, ptr %6, align 8, !dbg !39
  %8 = load ptr, ptr %4, align 8, !dbg !39
  %9 = load i32, ptr %5, align 4, !dbg !39
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0, !dbg !39
  %11 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9, !dbg !39
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %11, i32 0, i32 0, !dbg !39
  store ptr %12, ptr %10, align 8, !dbg !39
  %13 = load ptr, ptr %6, align 8, !dbg !39
  call void @"__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp$reduction$reduction_func"(ptr %7, ptr %13) #3, !dbg !39
  ret void, !dbg !39
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_global_to_list_copy_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8, !dbg !39
  %5 = alloca i32, align 4, !dbg !39
  %6 = alloca ptr, align 8, !dbg !39
  store ptr %0, ptr %4, align 8, !dbg !39
  store i32 %1, ptr %5, align 4, !dbg !39
  store ptr %2, ptr %6, align 8, !dbg !39
  %7 = load ptr, ptr %6, align 8, !dbg !39
  %8 = load ptr, ptr %4, align 8, !dbg !39
  %9 = load i32, ptr %5, align 4, !dbg !39
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0, !dbg !39
  %11 = load ptr, ptr %10, align 8, !dbg !39
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9, !dbg !39
  %13 = getelementptr inbounds %struct._globalized_locals_ty, ptr %12, i32 0, i32 0, !dbg !39
  %14 = load i64, ptr %13, align 8, !dbg !39
  store i64 %14, ptr %11, align 8, !dbg !39
  ret void, !dbg !39
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_global_to_list_reduce_func(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8, !dbg !39
  %5 = alloca i32, align 4, !dbg !39
  %6 = alloca ptr, align 8, !dbg !39
  %7 = alloca [1 x ptr], align 8, !dbg !39
  store ptr %0, ptr %4, align 8, !dbg !39
  store i32 %1, ptr %5, align 4, !dbg !39
  store ptr %2, ptr %6, align 8, !dbg !39
  %8 = load ptr, ptr %4, align 8, !dbg !39
  %9 = load i32, ptr %5, align 4, !dbg !39
  %10 = getelementptr inbounds [1 x ptr], ptr %7, i64 0, i64 0, !dbg !39
  %11 = getelementptr inbounds %struct._globalized_locals_ty, ptr %8, i32 %9, !dbg !39
  %12 = getelementptr inbounds %struct._globalized_locals_ty, ptr %11, i32 0, i32 0, !dbg !39
  store ptr %12, ptr %10, align 8, !dbg !39
  %13 = load ptr, ptr %6, align 8, !dbg !39
  call void @"__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp$reduction$reduction_func"(ptr %13, ptr %7) #3, !dbg !39
  ret void, !dbg !39
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)

declare void @__kmpc_target_deinit()

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_ab40fe_halo_l10(ptr noalias noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4) #0 !dbg !85 {
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
  store ptr %0, ptr %6, align 8, !tbaa !19
  store i64 %1, ptr %7, align 8, !tbaa !23
  store i64 %2, ptr %8, align 8, !tbaa !23
  store ptr %3, ptr %9, align 8, !tbaa !19
  store i64 %4, ptr %10, align 8, !tbaa !23
  %16 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_ab40fe_halo_l10_kernel_environment, ptr %0), !dbg !86
  %17 = icmp eq i32 %16, -1, !dbg !86
  br i1 %17, label %18, label %27, !dbg !86

18:                                               ; preds = %5
  %19 = call i32 @__kmpc_global_thread_num(ptr @28), !dbg !86
  %20 = load i32, ptr %7, align 4, !dbg !86, !tbaa !26
  store i32 %20, ptr %11, align 4, !dbg !86, !tbaa !26
  %21 = load i64, ptr %11, align 8, !dbg !86, !tbaa !23
  %22 = load i32, ptr %8, align 4, !dbg !86, !tbaa !26
  store i32 %22, ptr %12, align 4, !dbg !86, !tbaa !26
  %23 = load i64, ptr %12, align 8, !dbg !86, !tbaa !23
  %24 = load ptr, ptr %9, align 8, !dbg !86, !tbaa !19
  %25 = load i32, ptr %10, align 4, !dbg !86, !tbaa !26
  store i32 %25, ptr %13, align 4, !dbg !86, !tbaa !26
  %26 = load i64, ptr %13, align 8, !dbg !86, !tbaa !23
  store i32 0, ptr %14, align 4, !dbg !86
  store i32 %19, ptr %15, align 4, !dbg !86, !tbaa !26
  call void @__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined(ptr %15, ptr %14, i64 %21, i64 %23, ptr %24, i64 %26) #3, !dbg !86
  call void @__kmpc_target_deinit(), !dbg !87
  ret void, !dbg !88

27:                                               ; preds = %5
  ret void, !dbg !86
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) #1 !dbg !89 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
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
  %29 = alloca i64, align 8
  %30 = alloca [6 x ptr], align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca [6 x ptr], align 8
  store ptr %0, ptr %7, align 8, !tbaa !19
  store ptr %1, ptr %8, align 8, !tbaa !19
  store i64 %2, ptr %9, align 8, !tbaa !23
  store i64 %3, ptr %10, align 8, !tbaa !23
  store ptr %4, ptr %11, align 8, !tbaa !19
  store i64 %5, ptr %12, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #3, !dbg !90
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3, !dbg !90
  %35 = load i32, ptr %9, align 4, !dbg !91, !tbaa !26
  store i32 %35, ptr %16, align 4, !dbg !91, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3, !dbg !90
  %36 = load i32, ptr %10, align 4, !dbg !92, !tbaa !26
  %37 = sub nsw i32 %36, 2, !dbg !93
  store i32 %37, ptr %17, align 4, !dbg !92, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr %18) #3, !dbg !90
  %38 = load i32, ptr %16, align 4, !dbg !91, !tbaa !26
  %39 = sub nsw i32 %38, 0, !dbg !94
  %40 = sdiv i32 %39, 1, !dbg !94
  %41 = sext i32 %40 to i64, !dbg !94
  %42 = load i32, ptr %17, align 4, !dbg !93, !tbaa !26
  %43 = sub nsw i32 %42, 2, !dbg !95
  %44 = sdiv i32 %43, 1, !dbg !95
  %45 = sext i32 %44 to i64, !dbg !95
  %46 = mul nsw i64 %41, %45, !dbg !95
  %47 = sub nsw i64 %46, 1, !dbg !95
  store i64 %47, ptr %18, align 8, !dbg !94, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3, !dbg !90
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3, !dbg !90
  store i32 0, ptr %19, align 4, !dbg !96, !tbaa !26
  store i32 2, ptr %20, align 4, !dbg !97, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3, !dbg !90
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3, !dbg !90
  %48 = load i32, ptr %16, align 4, !dbg !91, !tbaa !26
  %49 = icmp slt i32 0, %48, !dbg !94
  br i1 %49, label %50, label %197, !dbg !98

50:                                               ; preds = %6
  %51 = load i32, ptr %17, align 4, !dbg !93, !tbaa !26
  %52 = icmp slt i32 2, %51, !dbg !95
  br i1 %52, label %53, label %197, !dbg !90

53:                                               ; preds = %50
  call void @llvm.lifetime.start.p0(i64 8, ptr %21) #3, !dbg !90
  store i64 0, ptr %21, align 8, !dbg !99, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #3, !dbg !90
  %54 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23
  store i64 %54, ptr %22, align 8, !dbg !99, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %23) #3, !dbg !90
  store i64 1, ptr %23, align 8, !dbg !99, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3, !dbg !90
  store i32 0, ptr %24, align 4, !dbg !99, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3, !dbg !90
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #3, !dbg !90
  %55 = call i32 @__kmpc_get_hardware_num_threads_in_block(), !dbg !90
  %56 = zext i32 %55 to i64, !dbg !90
  %57 = load ptr, ptr %7, align 8, !dbg !90
  %58 = load i32, ptr %57, align 4, !dbg !90, !tbaa !26
  call void @__kmpc_distribute_static_init_8(ptr @24, i32 %58, i32 91, ptr %24, ptr %21, ptr %22, ptr %23, i64 1, i64 %56), !dbg !90
  %59 = load i64, ptr %22, align 8, !dbg !99, !tbaa !23
  %60 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23
  %61 = icmp sgt i64 %59, %60, !dbg !99
  br i1 %61, label %62, label %64, !dbg !99

62:                                               ; preds = %53
  %63 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23
  br label %66, !dbg !99

64:                                               ; preds = %53
  %65 = load i64, ptr %22, align 8, !dbg !99, !tbaa !23
  br label %66, !dbg !99

66:                                               ; preds = %64, %62
  %67 = phi i64 [ %63, %62 ], [ %65, %64 ], !dbg !99
  store i64 %67, ptr %22, align 8, !dbg !99, !tbaa !23
  %68 = load i64, ptr %21, align 8, !dbg !99, !tbaa !23
  store i64 %68, ptr %13, align 8, !dbg !99, !tbaa !23
  %69 = load i32, ptr %12, align 4, !dbg !100, !tbaa !26
  %70 = icmp ne i32 %69, 0, !dbg !100
  br i1 %70, label %71, label %125, !dbg !100

71:                                               ; preds = %66
  br label %72, !dbg !100

72:                                               ; preds = %121, %71
  %73 = load i64, ptr %13, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %74 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23, !llvm.access.group !101
  %75 = add nsw i64 %74, 1, !dbg !95
  %76 = icmp slt i64 %73, %75, !dbg !94
  br i1 %76, label %78, label %77, !dbg !100

77:                                               ; preds = %72
  br label %124, !dbg !100

78:                                               ; preds = %72
  %79 = load i64, ptr %21, align 8, !dbg !90, !llvm.access.group !101
  %80 = load i64, ptr %22, align 8, !dbg !90, !llvm.access.group !101
  %81 = load i32, ptr %9, align 4, !dbg !90, !tbaa !26, !llvm.access.group !101
  store i32 %81, ptr %27, align 4, !dbg !90, !tbaa !26, !llvm.access.group !101
  %82 = load i64, ptr %27, align 8, !dbg !90, !tbaa !23, !llvm.access.group !101
  %83 = load i32, ptr %10, align 4, !dbg !90, !tbaa !26, !llvm.access.group !101
  store i32 %83, ptr %28, align 4, !dbg !90, !tbaa !26, !llvm.access.group !101
  %84 = load i64, ptr %28, align 8, !dbg !90, !tbaa !23, !llvm.access.group !101
  %85 = load ptr, ptr %11, align 8, !dbg !90, !tbaa !19, !llvm.access.group !101
  %86 = load i32, ptr %12, align 4, !dbg !90, !tbaa !26, !llvm.access.group !101
  store i32 %86, ptr %29, align 4, !dbg !90, !tbaa !26, !llvm.access.group !101
  %87 = load i64, ptr %29, align 8, !dbg !90, !tbaa !23, !llvm.access.group !101
  %88 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 0, !dbg !90
  %89 = inttoptr i64 %79 to ptr, !dbg !90
  store ptr %89, ptr %88, align 8, !dbg !90, !tbaa !19, !llvm.access.group !101
  %90 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 1, !dbg !90
  %91 = inttoptr i64 %80 to ptr, !dbg !90
  store ptr %91, ptr %90, align 8, !dbg !90, !tbaa !19, !llvm.access.group !101
  %92 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 2, !dbg !90
  %93 = inttoptr i64 %82 to ptr, !dbg !90
  store ptr %93, ptr %92, align 8, !dbg !90, !tbaa !19, !llvm.access.group !101
  %94 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 3, !dbg !90
  %95 = inttoptr i64 %84 to ptr, !dbg !90
  store ptr %95, ptr %94, align 8, !dbg !90, !tbaa !19, !llvm.access.group !101
  %96 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 4, !dbg !90
  store ptr %85, ptr %96, align 8, !dbg !90, !tbaa !19, !llvm.access.group !101
  %97 = getelementptr inbounds [6 x ptr], ptr %30, i64 0, i64 5, !dbg !90
  %98 = inttoptr i64 %87 to ptr, !dbg !90
  store ptr %98, ptr %97, align 8, !dbg !90, !tbaa !19, !llvm.access.group !101
  %99 = load i32, ptr %12, align 4, !dbg !100, !tbaa !26, !llvm.access.group !101
  %100 = icmp ne i32 %99, 0, !dbg !90
  %101 = zext i1 %100 to i32, !dbg !90
  %102 = load ptr, ptr %7, align 8, !dbg !90, !llvm.access.group !101
  %103 = load i32, ptr %102, align 4, !dbg !90, !tbaa !26, !llvm.access.group !101
  call void @__kmpc_parallel_51(ptr @28, i32 %103, i32 %101, i32 -1, i32 -1, ptr @__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined_omp_outlined, ptr null, ptr %30, i64 6), !dbg !90, !llvm.access.group !101
  br label %104, !dbg !102

104:                                              ; preds = %78
  %105 = load i64, ptr %13, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %106 = load i64, ptr %23, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %107 = add nsw i64 %105, %106, !dbg !94
  store i64 %107, ptr %13, align 8, !dbg !94, !tbaa !23, !llvm.access.group !101
  %108 = load i64, ptr %21, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %109 = load i64, ptr %23, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %110 = add nsw i64 %108, %109, !dbg !94
  store i64 %110, ptr %21, align 8, !dbg !94, !tbaa !23, !llvm.access.group !101
  %111 = load i64, ptr %22, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %112 = load i64, ptr %23, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %113 = add nsw i64 %111, %112, !dbg !94
  store i64 %113, ptr %22, align 8, !dbg !94, !tbaa !23, !llvm.access.group !101
  %114 = load i64, ptr %22, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %115 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23, !llvm.access.group !101
  %116 = icmp sgt i64 %114, %115, !dbg !99
  br i1 %116, label %117, label %119, !dbg !99

117:                                              ; preds = %104
  %118 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23, !llvm.access.group !101
  br label %121, !dbg !99

119:                                              ; preds = %104
  %120 = load i64, ptr %22, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  br label %121, !dbg !99

121:                                              ; preds = %119, %117
  %122 = phi i64 [ %118, %117 ], [ %120, %119 ], !dbg !99
  store i64 %122, ptr %22, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  %123 = load i64, ptr %21, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  store i64 %123, ptr %13, align 8, !dbg !99, !tbaa !23, !llvm.access.group !101
  br label %72, !dbg !102, !llvm.loop !103

124:                                              ; preds = %77
  br label %179, !dbg !102

125:                                              ; preds = %66
  br label %126, !dbg !102

126:                                              ; preds = %175, %125
  %127 = load i64, ptr %13, align 8, !dbg !99, !tbaa !23
  %128 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23
  %129 = add nsw i64 %128, 1, !dbg !95
  %130 = icmp slt i64 %127, %129, !dbg !94
  br i1 %130, label %132, label %131, !dbg !102

131:                                              ; preds = %126
  br label %178, !dbg !102

132:                                              ; preds = %126
  %133 = load i64, ptr %21, align 8, !dbg !90
  %134 = load i64, ptr %22, align 8, !dbg !90
  %135 = load i32, ptr %9, align 4, !dbg !90, !tbaa !26
  store i32 %135, ptr %31, align 4, !dbg !90, !tbaa !26
  %136 = load i64, ptr %31, align 8, !dbg !90, !tbaa !23
  %137 = load i32, ptr %10, align 4, !dbg !90, !tbaa !26
  store i32 %137, ptr %32, align 4, !dbg !90, !tbaa !26
  %138 = load i64, ptr %32, align 8, !dbg !90, !tbaa !23
  %139 = load ptr, ptr %11, align 8, !dbg !90, !tbaa !19
  %140 = load i32, ptr %12, align 4, !dbg !90, !tbaa !26
  store i32 %140, ptr %33, align 4, !dbg !90, !tbaa !26
  %141 = load i64, ptr %33, align 8, !dbg !90, !tbaa !23
  %142 = getelementptr inbounds [6 x ptr], ptr %34, i64 0, i64 0, !dbg !90
  %143 = inttoptr i64 %133 to ptr, !dbg !90
  store ptr %143, ptr %142, align 8, !dbg !90, !tbaa !19
  %144 = getelementptr inbounds [6 x ptr], ptr %34, i64 0, i64 1, !dbg !90
  %145 = inttoptr i64 %134 to ptr, !dbg !90
  store ptr %145, ptr %144, align 8, !dbg !90, !tbaa !19
  %146 = getelementptr inbounds [6 x ptr], ptr %34, i64 0, i64 2, !dbg !90
  %147 = inttoptr i64 %136 to ptr, !dbg !90
  store ptr %147, ptr %146, align 8, !dbg !90, !tbaa !19
  %148 = getelementptr inbounds [6 x ptr], ptr %34, i64 0, i64 3, !dbg !90
  %149 = inttoptr i64 %138 to ptr, !dbg !90
  store ptr %149, ptr %148, align 8, !dbg !90, !tbaa !19
  %150 = getelementptr inbounds [6 x ptr], ptr %34, i64 0, i64 4, !dbg !90
  store ptr %139, ptr %150, align 8, !dbg !90, !tbaa !19
  %151 = getelementptr inbounds [6 x ptr], ptr %34, i64 0, i64 5, !dbg !90
  %152 = inttoptr i64 %141 to ptr, !dbg !90
  store ptr %152, ptr %151, align 8, !dbg !90, !tbaa !19
  %153 = load i32, ptr %12, align 4, !dbg !100, !tbaa !26
  %154 = icmp ne i32 %153, 0, !dbg !90
  %155 = zext i1 %154 to i32, !dbg !90
  %156 = load ptr, ptr %7, align 8, !dbg !90
  %157 = load i32, ptr %156, align 4, !dbg !90, !tbaa !26
  call void @__kmpc_parallel_51(ptr @28, i32 %157, i32 %155, i32 -1, i32 -1, ptr @__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined_omp_outlined6, ptr null, ptr %34, i64 6), !dbg !90
  br label %158, !dbg !102

158:                                              ; preds = %132
  %159 = load i64, ptr %13, align 8, !dbg !99, !tbaa !23
  %160 = load i64, ptr %23, align 8, !dbg !99, !tbaa !23
  %161 = add nsw i64 %159, %160, !dbg !94
  store i64 %161, ptr %13, align 8, !dbg !94, !tbaa !23
  %162 = load i64, ptr %21, align 8, !dbg !99, !tbaa !23
  %163 = load i64, ptr %23, align 8, !dbg !99, !tbaa !23
  %164 = add nsw i64 %162, %163, !dbg !94
  store i64 %164, ptr %21, align 8, !dbg !94, !tbaa !23
  %165 = load i64, ptr %22, align 8, !dbg !99, !tbaa !23
  %166 = load i64, ptr %23, align 8, !dbg !99, !tbaa !23
  %167 = add nsw i64 %165, %166, !dbg !94
  store i64 %167, ptr %22, align 8, !dbg !94, !tbaa !23
  %168 = load i64, ptr %22, align 8, !dbg !99, !tbaa !23
  %169 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23
  %170 = icmp sgt i64 %168, %169, !dbg !99
  br i1 %170, label %171, label %173, !dbg !99

171:                                              ; preds = %158
  %172 = load i64, ptr %18, align 8, !dbg !95, !tbaa !23
  br label %175, !dbg !99

173:                                              ; preds = %158
  %174 = load i64, ptr %22, align 8, !dbg !99, !tbaa !23
  br label %175, !dbg !99

175:                                              ; preds = %173, %171
  %176 = phi i64 [ %172, %171 ], [ %174, %173 ], !dbg !99
  store i64 %176, ptr %22, align 8, !dbg !99, !tbaa !23
  %177 = load i64, ptr %21, align 8, !dbg !99, !tbaa !23
  store i64 %177, ptr %13, align 8, !dbg !99, !tbaa !23
  br label %126, !dbg !102, !llvm.loop !105

178:                                              ; preds = %131
  br label %179, !dbg !102

179:                                              ; preds = %178, %124
  br label %180, !dbg !100

180:                                              ; preds = %179
  %181 = load ptr, ptr %7, align 8, !dbg !100
  %182 = load i32, ptr %181, align 4, !dbg !100, !tbaa !26
  call void @__kmpc_distribute_static_fini(ptr @29, i32 %182), !dbg !102
  %183 = load i32, ptr %24, align 4, !dbg !100, !tbaa !26
  %184 = icmp ne i32 %183, 0, !dbg !100
  br i1 %184, label %185, label %196, !dbg !100

185:                                              ; preds = %180
  %186 = load i32, ptr %16, align 4, !dbg !91, !tbaa !26
  %187 = sub nsw i32 %186, 0, !dbg !94
  %188 = sdiv i32 %187, 1, !dbg !94
  %189 = mul nsw i32 %188, 1, !dbg !96
  %190 = add nsw i32 0, %189, !dbg !96
  store i32 %190, ptr %25, align 4, !dbg !96, !tbaa !26
  %191 = load i32, ptr %17, align 4, !dbg !93, !tbaa !26
  %192 = sub nsw i32 %191, 2, !dbg !95
  %193 = sdiv i32 %192, 1, !dbg !95
  %194 = mul nsw i32 %193, 1, !dbg !97
  %195 = add nsw i32 2, %194, !dbg !97
  store i32 %195, ptr %26, align 4, !dbg !97, !tbaa !26
  br label %196, !dbg !100

196:                                              ; preds = %185, %180
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #3, !dbg !100
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3, !dbg !100
  br label %197, !dbg !100

197:                                              ; preds = %196, %50, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3, !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr %23) #3, !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #3, !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr %21) #3, !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr %18) #3, !dbg !100
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3, !dbg !100
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3, !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #3, !dbg !100
  ret void, !dbg !106
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined_omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7) #1 !dbg !107 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
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
  store ptr %0, ptr %9, align 8, !tbaa !19
  store ptr %1, ptr %10, align 8, !tbaa !19
  store i64 %2, ptr %11, align 8, !tbaa !23
  store i64 %3, ptr %12, align 8, !tbaa !23
  store i64 %4, ptr %13, align 8, !tbaa !23
  store i64 %5, ptr %14, align 8, !tbaa !23
  store ptr %6, ptr %15, align 8, !tbaa !19
  store i64 %7, ptr %16, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %17) #3, !dbg !108
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3, !dbg !108
  %31 = load i32, ptr %13, align 4, !dbg !109, !tbaa !26
  store i32 %31, ptr %20, align 4, !dbg !109, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3, !dbg !108
  %32 = load i32, ptr %14, align 4, !dbg !110, !tbaa !26
  %33 = sub nsw i32 %32, 2, !dbg !111
  store i32 %33, ptr %21, align 4, !dbg !110, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #3, !dbg !108
  %34 = load i32, ptr %20, align 4, !dbg !109, !tbaa !26
  %35 = sub nsw i32 %34, 0, !dbg !112
  %36 = sdiv i32 %35, 1, !dbg !112
  %37 = sext i32 %36 to i64, !dbg !112
  %38 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26
  %39 = sub nsw i32 %38, 2, !dbg !113
  %40 = sdiv i32 %39, 1, !dbg !113
  %41 = sext i32 %40 to i64, !dbg !113
  %42 = mul nsw i64 %37, %41, !dbg !113
  %43 = sub nsw i64 %42, 1, !dbg !113
  store i64 %43, ptr %22, align 8, !dbg !112, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3, !dbg !108
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3, !dbg !108
  store i32 0, ptr %23, align 4, !dbg !114, !tbaa !26
  store i32 2, ptr %24, align 4, !dbg !115, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3, !dbg !108
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3, !dbg !108
  %44 = load i32, ptr %20, align 4, !dbg !109, !tbaa !26
  %45 = icmp slt i32 0, %44, !dbg !112
  br i1 %45, label %46, label %199, !dbg !116

46:                                               ; preds = %8
  %47 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26
  %48 = icmp slt i32 2, %47, !dbg !113
  br i1 %48, label %49, label %199, !dbg !108

49:                                               ; preds = %46
  call void @llvm.lifetime.start.p0(i64 8, ptr %25) #3, !dbg !108
  store i64 0, ptr %25, align 8, !dbg !117, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %26) #3, !dbg !108
  %50 = load i64, ptr %22, align 8, !dbg !113, !tbaa !23
  store i64 %50, ptr %26, align 8, !dbg !117, !tbaa !23
  %51 = load i64, ptr %11, align 8, !dbg !108, !tbaa !23
  %52 = load i64, ptr %12, align 8, !dbg !108, !tbaa !23
  store i64 %51, ptr %25, align 8, !dbg !108, !tbaa !23
  store i64 %52, ptr %26, align 8, !dbg !108, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %27) #3, !dbg !108
  store i64 1, ptr %27, align 8, !dbg !117, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %28) #3, !dbg !108
  store i32 0, ptr %28, align 4, !dbg !117, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %29) #3, !dbg !108
  call void @llvm.lifetime.start.p0(i64 4, ptr %30) #3, !dbg !108
  %53 = load i32, ptr %16, align 4, !dbg !118, !tbaa !26
  %54 = icmp ne i32 %53, 0, !dbg !118
  br i1 %54, label %55, label %118, !dbg !118

55:                                               ; preds = %49
  %56 = load ptr, ptr %9, align 8, !dbg !118
  %57 = load i32, ptr %56, align 4, !dbg !118, !tbaa !26
  call void @__kmpc_for_static_init_8(ptr @25, i32 %57, i32 33, ptr %28, ptr %25, ptr %26, ptr %27, i64 1, i64 1), !dbg !108
  %58 = load i64, ptr %25, align 8, !dbg !117, !tbaa !23
  store i64 %58, ptr %17, align 8, !dbg !117, !tbaa !23
  br label %59, !dbg !118

59:                                               ; preds = %113, %55
  %60 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23, !llvm.access.group !119
  %61 = load i64, ptr %12, align 8, !dbg !117, !tbaa !23, !llvm.access.group !119
  %62 = icmp ule i64 %60, %61, !dbg !112
  br i1 %62, label %64, label %63, !dbg !118

63:                                               ; preds = %59
  br label %117, !dbg !118

64:                                               ; preds = %59
  %65 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23, !llvm.access.group !119
  %66 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26, !llvm.access.group !119
  %67 = sub nsw i32 %66, 2, !dbg !113
  %68 = sdiv i32 %67, 1, !dbg !113
  %69 = mul nsw i32 1, %68, !dbg !114
  %70 = sext i32 %69 to i64, !dbg !120
  %71 = sdiv i64 %65, %70, !dbg !114
  %72 = mul nsw i64 %71, 1, !dbg !114
  %73 = add nsw i64 0, %72, !dbg !114
  %74 = trunc i64 %73 to i32, !dbg !116
  store i32 %74, ptr %29, align 4, !dbg !114, !tbaa !26, !llvm.access.group !119
  %75 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23, !llvm.access.group !119
  %76 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23, !llvm.access.group !119
  %77 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26, !llvm.access.group !119
  %78 = sub nsw i32 %77, 2, !dbg !113
  %79 = sdiv i32 %78, 1, !dbg !113
  %80 = mul nsw i32 1, %79, !dbg !114
  %81 = sext i32 %80 to i64, !dbg !120
  %82 = sdiv i64 %76, %81, !dbg !114
  %83 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26, !llvm.access.group !119
  %84 = sub nsw i32 %83, 2, !dbg !113
  %85 = sdiv i32 %84, 1, !dbg !113
  %86 = mul nsw i32 1, %85, !dbg !114
  %87 = sext i32 %86 to i64, !dbg !120
  %88 = mul nsw i64 %82, %87, !dbg !114
  %89 = sub nsw i64 %75, %88, !dbg !114
  %90 = mul nsw i64 %89, 1, !dbg !115
  %91 = add nsw i64 2, %90, !dbg !115
  %92 = trunc i64 %91 to i32, !dbg !121
  store i32 %92, ptr %30, align 4, !dbg !115, !tbaa !26, !llvm.access.group !119
  %93 = load ptr, ptr %15, align 8, !dbg !122, !tbaa !19, !llvm.access.group !119
  %94 = load i32, ptr %30, align 4, !dbg !123, !tbaa !26, !llvm.access.group !119
  %95 = load i32, ptr %29, align 4, !dbg !124, !tbaa !26, !llvm.access.group !119
  %96 = add nsw i32 2, %95, !dbg !125
  %97 = load i32, ptr %14, align 4, !dbg !126, !tbaa !26, !llvm.access.group !119
  %98 = mul nsw i32 %96, %97, !dbg !127
  %99 = add nsw i32 %94, %98, !dbg !128
  %100 = sext i32 %99 to i64, !dbg !122
  %101 = getelementptr inbounds double, ptr %93, i64 %100, !dbg !122
  %102 = load double, ptr %101, align 8, !dbg !122, !tbaa !129, !llvm.access.group !119
  %103 = load ptr, ptr %15, align 8, !dbg !131, !tbaa !19, !llvm.access.group !119
  %104 = load i32, ptr %30, align 4, !dbg !132, !tbaa !26, !llvm.access.group !119
  %105 = load i32, ptr %29, align 4, !dbg !133, !tbaa !26, !llvm.access.group !119
  %106 = sub nsw i32 1, %105, !dbg !134
  %107 = load i32, ptr %14, align 4, !dbg !135, !tbaa !26, !llvm.access.group !119
  %108 = mul nsw i32 %106, %107, !dbg !136
  %109 = add nsw i32 %104, %108, !dbg !137
  %110 = sext i32 %109 to i64, !dbg !131
  %111 = getelementptr inbounds double, ptr %103, i64 %110, !dbg !131
  store double %102, ptr %111, align 8, !dbg !138, !tbaa !129, !llvm.access.group !119
  br label %112, !dbg !131

112:                                              ; preds = %64
  br label %113, !dbg !108

113:                                              ; preds = %112
  %114 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23, !llvm.access.group !119
  %115 = load i64, ptr %27, align 8, !dbg !117, !tbaa !23, !llvm.access.group !119
  %116 = add nsw i64 %114, %115, !dbg !112
  store i64 %116, ptr %17, align 8, !dbg !112, !tbaa !23, !llvm.access.group !119
  br label %59, !dbg !108, !llvm.loop !139

117:                                              ; preds = %63
  br label %181, !dbg !108

118:                                              ; preds = %49
  %119 = load ptr, ptr %9, align 8, !dbg !108
  %120 = load i32, ptr %119, align 4, !dbg !108, !tbaa !26
  call void @__kmpc_for_static_init_8(ptr @25, i32 %120, i32 33, ptr %28, ptr %25, ptr %26, ptr %27, i64 1, i64 1), !dbg !108
  %121 = load i64, ptr %25, align 8, !dbg !117, !tbaa !23
  store i64 %121, ptr %17, align 8, !dbg !117, !tbaa !23
  br label %122, !dbg !108

122:                                              ; preds = %176, %118
  %123 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23
  %124 = load i64, ptr %12, align 8, !dbg !117, !tbaa !23
  %125 = icmp ule i64 %123, %124, !dbg !112
  br i1 %125, label %127, label %126, !dbg !108

126:                                              ; preds = %122
  br label %180, !dbg !108

127:                                              ; preds = %122
  %128 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23
  %129 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26
  %130 = sub nsw i32 %129, 2, !dbg !113
  %131 = sdiv i32 %130, 1, !dbg !113
  %132 = mul nsw i32 1, %131, !dbg !114
  %133 = sext i32 %132 to i64, !dbg !120
  %134 = sdiv i64 %128, %133, !dbg !114
  %135 = mul nsw i64 %134, 1, !dbg !114
  %136 = add nsw i64 0, %135, !dbg !114
  %137 = trunc i64 %136 to i32, !dbg !116
  store i32 %137, ptr %29, align 4, !dbg !114, !tbaa !26
  %138 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23
  %139 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23
  %140 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26
  %141 = sub nsw i32 %140, 2, !dbg !113
  %142 = sdiv i32 %141, 1, !dbg !113
  %143 = mul nsw i32 1, %142, !dbg !114
  %144 = sext i32 %143 to i64, !dbg !120
  %145 = sdiv i64 %139, %144, !dbg !114
  %146 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26
  %147 = sub nsw i32 %146, 2, !dbg !113
  %148 = sdiv i32 %147, 1, !dbg !113
  %149 = mul nsw i32 1, %148, !dbg !114
  %150 = sext i32 %149 to i64, !dbg !120
  %151 = mul nsw i64 %145, %150, !dbg !114
  %152 = sub nsw i64 %138, %151, !dbg !114
  %153 = mul nsw i64 %152, 1, !dbg !115
  %154 = add nsw i64 2, %153, !dbg !115
  %155 = trunc i64 %154 to i32, !dbg !121
  store i32 %155, ptr %30, align 4, !dbg !115, !tbaa !26
  %156 = load ptr, ptr %15, align 8, !dbg !122, !tbaa !19
  %157 = load i32, ptr %30, align 4, !dbg !123, !tbaa !26
  %158 = load i32, ptr %29, align 4, !dbg !124, !tbaa !26
  %159 = add nsw i32 2, %158, !dbg !125
  %160 = load i32, ptr %14, align 4, !dbg !126, !tbaa !26
  %161 = mul nsw i32 %159, %160, !dbg !127
  %162 = add nsw i32 %157, %161, !dbg !128
  %163 = sext i32 %162 to i64, !dbg !122
  %164 = getelementptr inbounds double, ptr %156, i64 %163, !dbg !122
  %165 = load double, ptr %164, align 8, !dbg !122, !tbaa !129
  %166 = load ptr, ptr %15, align 8, !dbg !131, !tbaa !19
  %167 = load i32, ptr %30, align 4, !dbg !132, !tbaa !26
  %168 = load i32, ptr %29, align 4, !dbg !133, !tbaa !26
  %169 = sub nsw i32 1, %168, !dbg !134
  %170 = load i32, ptr %14, align 4, !dbg !135, !tbaa !26
  %171 = mul nsw i32 %169, %170, !dbg !136
  %172 = add nsw i32 %167, %171, !dbg !137
  %173 = sext i32 %172 to i64, !dbg !131
  %174 = getelementptr inbounds double, ptr %166, i64 %173, !dbg !131
  store double %165, ptr %174, align 8, !dbg !138, !tbaa !129
  br label %175, !dbg !131

175:                                              ; preds = %127
  br label %176, !dbg !108

176:                                              ; preds = %175
  %177 = load i64, ptr %17, align 8, !dbg !117, !tbaa !23
  %178 = load i64, ptr %27, align 8, !dbg !117, !tbaa !23
  %179 = add nsw i64 %177, %178, !dbg !112
  store i64 %179, ptr %17, align 8, !dbg !112, !tbaa !23
  br label %122, !dbg !108, !llvm.loop !142

180:                                              ; preds = %126
  br label %181, !dbg !108

181:                                              ; preds = %180, %117
  br label %182, !dbg !118

182:                                              ; preds = %181
  %183 = load ptr, ptr %9, align 8, !dbg !118
  %184 = load i32, ptr %183, align 4, !dbg !118, !tbaa !26
  call void @__kmpc_for_static_fini(ptr @27, i32 %184), !dbg !140
  %185 = load i32, ptr %28, align 4, !dbg !118, !tbaa !26
  %186 = icmp ne i32 %185, 0, !dbg !118
  br i1 %186, label %187, label %198, !dbg !118

187:                                              ; preds = %182
  %188 = load i32, ptr %20, align 4, !dbg !109, !tbaa !26
  %189 = sub nsw i32 %188, 0, !dbg !112
  %190 = sdiv i32 %189, 1, !dbg !112
  %191 = mul nsw i32 %190, 1, !dbg !114
  %192 = add nsw i32 0, %191, !dbg !114
  store i32 %192, ptr %29, align 4, !dbg !114, !tbaa !26
  %193 = load i32, ptr %21, align 4, !dbg !111, !tbaa !26
  %194 = sub nsw i32 %193, 2, !dbg !113
  %195 = sdiv i32 %194, 1, !dbg !113
  %196 = mul nsw i32 %195, 1, !dbg !115
  %197 = add nsw i32 2, %196, !dbg !115
  store i32 %197, ptr %30, align 4, !dbg !115, !tbaa !26
  br label %198, !dbg !118

198:                                              ; preds = %187, %182
  call void @llvm.lifetime.end.p0(i64 4, ptr %30) #3, !dbg !118
  call void @llvm.lifetime.end.p0(i64 4, ptr %29) #3, !dbg !118
  call void @llvm.lifetime.end.p0(i64 4, ptr %28) #3, !dbg !118
  call void @llvm.lifetime.end.p0(i64 8, ptr %27) #3, !dbg !118
  call void @llvm.lifetime.end.p0(i64 8, ptr %26) #3, !dbg !118
  call void @llvm.lifetime.end.p0(i64 8, ptr %25) #3, !dbg !118
  br label %199, !dbg !118

199:                                              ; preds = %198, %46, %8
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #3, !dbg !118
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3, !dbg !118
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3, !dbg !118
  call void @llvm.lifetime.end.p0(i64 8, ptr %17) #3, !dbg !118
  ret void, !dbg !143
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined_omp_outlined6(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7) #1 !dbg !144 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
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
  store ptr %0, ptr %9, align 8, !tbaa !19
  store ptr %1, ptr %10, align 8, !tbaa !19
  store i64 %2, ptr %11, align 8, !tbaa !23
  store i64 %3, ptr %12, align 8, !tbaa !23
  store i64 %4, ptr %13, align 8, !tbaa !23
  store i64 %5, ptr %14, align 8, !tbaa !23
  store ptr %6, ptr %15, align 8, !tbaa !19
  store i64 %7, ptr %16, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %17) #3, !dbg !145
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3, !dbg !145
  %31 = load i32, ptr %13, align 4, !dbg !146, !tbaa !26
  store i32 %31, ptr %20, align 4, !dbg !146, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3, !dbg !145
  %32 = load i32, ptr %14, align 4, !dbg !147, !tbaa !26
  %33 = sub nsw i32 %32, 2, !dbg !148
  store i32 %33, ptr %21, align 4, !dbg !147, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #3, !dbg !145
  %34 = load i32, ptr %20, align 4, !dbg !146, !tbaa !26
  %35 = sub nsw i32 %34, 0, !dbg !149
  %36 = sdiv i32 %35, 1, !dbg !149
  %37 = sext i32 %36 to i64, !dbg !149
  %38 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26
  %39 = sub nsw i32 %38, 2, !dbg !150
  %40 = sdiv i32 %39, 1, !dbg !150
  %41 = sext i32 %40 to i64, !dbg !150
  %42 = mul nsw i64 %37, %41, !dbg !150
  %43 = sub nsw i64 %42, 1, !dbg !150
  store i64 %43, ptr %22, align 8, !dbg !149, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3, !dbg !145
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3, !dbg !145
  store i32 0, ptr %23, align 4, !dbg !151, !tbaa !26
  store i32 2, ptr %24, align 4, !dbg !152, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3, !dbg !145
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3, !dbg !145
  %44 = load i32, ptr %20, align 4, !dbg !146, !tbaa !26
  %45 = icmp slt i32 0, %44, !dbg !149
  br i1 %45, label %46, label %199, !dbg !153

46:                                               ; preds = %8
  %47 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26
  %48 = icmp slt i32 2, %47, !dbg !150
  br i1 %48, label %49, label %199, !dbg !145

49:                                               ; preds = %46
  call void @llvm.lifetime.start.p0(i64 8, ptr %25) #3, !dbg !145
  store i64 0, ptr %25, align 8, !dbg !154, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %26) #3, !dbg !145
  %50 = load i64, ptr %22, align 8, !dbg !150, !tbaa !23
  store i64 %50, ptr %26, align 8, !dbg !154, !tbaa !23
  %51 = load i64, ptr %11, align 8, !dbg !145, !tbaa !23
  %52 = load i64, ptr %12, align 8, !dbg !145, !tbaa !23
  store i64 %51, ptr %25, align 8, !dbg !145, !tbaa !23
  store i64 %52, ptr %26, align 8, !dbg !145, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr %27) #3, !dbg !145
  store i64 1, ptr %27, align 8, !dbg !154, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %28) #3, !dbg !145
  store i32 0, ptr %28, align 4, !dbg !154, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %29) #3, !dbg !145
  call void @llvm.lifetime.start.p0(i64 4, ptr %30) #3, !dbg !145
  %53 = load i32, ptr %16, align 4, !dbg !155, !tbaa !26
  %54 = icmp ne i32 %53, 0, !dbg !155
  br i1 %54, label %55, label %118, !dbg !155

55:                                               ; preds = %49
  %56 = load ptr, ptr %9, align 8, !dbg !155
  %57 = load i32, ptr %56, align 4, !dbg !155, !tbaa !26
  call void @__kmpc_for_static_init_8(ptr @25, i32 %57, i32 33, ptr %28, ptr %25, ptr %26, ptr %27, i64 1, i64 1), !dbg !145
  %58 = load i64, ptr %25, align 8, !dbg !154, !tbaa !23
  store i64 %58, ptr %17, align 8, !dbg !154, !tbaa !23
  br label %59, !dbg !155

59:                                               ; preds = %113, %55
  %60 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23, !llvm.access.group !156
  %61 = load i64, ptr %12, align 8, !dbg !154, !tbaa !23, !llvm.access.group !156
  %62 = icmp ule i64 %60, %61, !dbg !149
  br i1 %62, label %64, label %63, !dbg !155

63:                                               ; preds = %59
  br label %117, !dbg !155

64:                                               ; preds = %59
  %65 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23, !llvm.access.group !156
  %66 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26, !llvm.access.group !156
  %67 = sub nsw i32 %66, 2, !dbg !150
  %68 = sdiv i32 %67, 1, !dbg !150
  %69 = mul nsw i32 1, %68, !dbg !151
  %70 = sext i32 %69 to i64, !dbg !157
  %71 = sdiv i64 %65, %70, !dbg !151
  %72 = mul nsw i64 %71, 1, !dbg !151
  %73 = add nsw i64 0, %72, !dbg !151
  %74 = trunc i64 %73 to i32, !dbg !153
  store i32 %74, ptr %29, align 4, !dbg !151, !tbaa !26, !llvm.access.group !156
  %75 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23, !llvm.access.group !156
  %76 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23, !llvm.access.group !156
  %77 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26, !llvm.access.group !156
  %78 = sub nsw i32 %77, 2, !dbg !150
  %79 = sdiv i32 %78, 1, !dbg !150
  %80 = mul nsw i32 1, %79, !dbg !151
  %81 = sext i32 %80 to i64, !dbg !157
  %82 = sdiv i64 %76, %81, !dbg !151
  %83 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26, !llvm.access.group !156
  %84 = sub nsw i32 %83, 2, !dbg !150
  %85 = sdiv i32 %84, 1, !dbg !150
  %86 = mul nsw i32 1, %85, !dbg !151
  %87 = sext i32 %86 to i64, !dbg !157
  %88 = mul nsw i64 %82, %87, !dbg !151
  %89 = sub nsw i64 %75, %88, !dbg !151
  %90 = mul nsw i64 %89, 1, !dbg !152
  %91 = add nsw i64 2, %90, !dbg !152
  %92 = trunc i64 %91 to i32, !dbg !158
  store i32 %92, ptr %30, align 4, !dbg !152, !tbaa !26, !llvm.access.group !156
  %93 = load ptr, ptr %15, align 8, !dbg !159, !tbaa !19, !llvm.access.group !156
  %94 = load i32, ptr %30, align 4, !dbg !160, !tbaa !26, !llvm.access.group !156
  %95 = load i32, ptr %29, align 4, !dbg !161, !tbaa !26, !llvm.access.group !156
  %96 = add nsw i32 2, %95, !dbg !162
  %97 = load i32, ptr %14, align 4, !dbg !163, !tbaa !26, !llvm.access.group !156
  %98 = mul nsw i32 %96, %97, !dbg !164
  %99 = add nsw i32 %94, %98, !dbg !165
  %100 = sext i32 %99 to i64, !dbg !159
  %101 = getelementptr inbounds double, ptr %93, i64 %100, !dbg !159
  %102 = load double, ptr %101, align 8, !dbg !159, !tbaa !129, !llvm.access.group !156
  %103 = load ptr, ptr %15, align 8, !dbg !166, !tbaa !19, !llvm.access.group !156
  %104 = load i32, ptr %30, align 4, !dbg !167, !tbaa !26, !llvm.access.group !156
  %105 = load i32, ptr %29, align 4, !dbg !168, !tbaa !26, !llvm.access.group !156
  %106 = sub nsw i32 1, %105, !dbg !169
  %107 = load i32, ptr %14, align 4, !dbg !170, !tbaa !26, !llvm.access.group !156
  %108 = mul nsw i32 %106, %107, !dbg !171
  %109 = add nsw i32 %104, %108, !dbg !172
  %110 = sext i32 %109 to i64, !dbg !166
  %111 = getelementptr inbounds double, ptr %103, i64 %110, !dbg !166
  store double %102, ptr %111, align 8, !dbg !173, !tbaa !129, !llvm.access.group !156
  br label %112, !dbg !166

112:                                              ; preds = %64
  br label %113, !dbg !145

113:                                              ; preds = %112
  %114 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23, !llvm.access.group !156
  %115 = load i64, ptr %27, align 8, !dbg !154, !tbaa !23, !llvm.access.group !156
  %116 = add nsw i64 %114, %115, !dbg !149
  store i64 %116, ptr %17, align 8, !dbg !149, !tbaa !23, !llvm.access.group !156
  br label %59, !dbg !145, !llvm.loop !174

117:                                              ; preds = %63
  br label %181, !dbg !145

118:                                              ; preds = %49
  %119 = load ptr, ptr %9, align 8, !dbg !145
  %120 = load i32, ptr %119, align 4, !dbg !145, !tbaa !26
  call void @__kmpc_for_static_init_8(ptr @25, i32 %120, i32 33, ptr %28, ptr %25, ptr %26, ptr %27, i64 1, i64 1), !dbg !145
  %121 = load i64, ptr %25, align 8, !dbg !154, !tbaa !23
  store i64 %121, ptr %17, align 8, !dbg !154, !tbaa !23
  br label %122, !dbg !145

122:                                              ; preds = %176, %118
  %123 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23
  %124 = load i64, ptr %12, align 8, !dbg !154, !tbaa !23
  %125 = icmp ule i64 %123, %124, !dbg !149
  br i1 %125, label %127, label %126, !dbg !145

126:                                              ; preds = %122
  br label %180, !dbg !145

127:                                              ; preds = %122
  %128 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23
  %129 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26
  %130 = sub nsw i32 %129, 2, !dbg !150
  %131 = sdiv i32 %130, 1, !dbg !150
  %132 = mul nsw i32 1, %131, !dbg !151
  %133 = sext i32 %132 to i64, !dbg !157
  %134 = sdiv i64 %128, %133, !dbg !151
  %135 = mul nsw i64 %134, 1, !dbg !151
  %136 = add nsw i64 0, %135, !dbg !151
  %137 = trunc i64 %136 to i32, !dbg !153
  store i32 %137, ptr %29, align 4, !dbg !151, !tbaa !26
  %138 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23
  %139 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23
  %140 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26
  %141 = sub nsw i32 %140, 2, !dbg !150
  %142 = sdiv i32 %141, 1, !dbg !150
  %143 = mul nsw i32 1, %142, !dbg !151
  %144 = sext i32 %143 to i64, !dbg !157
  %145 = sdiv i64 %139, %144, !dbg !151
  %146 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26
  %147 = sub nsw i32 %146, 2, !dbg !150
  %148 = sdiv i32 %147, 1, !dbg !150
  %149 = mul nsw i32 1, %148, !dbg !151
  %150 = sext i32 %149 to i64, !dbg !157
  %151 = mul nsw i64 %145, %150, !dbg !151
  %152 = sub nsw i64 %138, %151, !dbg !151
  %153 = mul nsw i64 %152, 1, !dbg !152
  %154 = add nsw i64 2, %153, !dbg !152
  %155 = trunc i64 %154 to i32, !dbg !158
  store i32 %155, ptr %30, align 4, !dbg !152, !tbaa !26
  %156 = load ptr, ptr %15, align 8, !dbg !159, !tbaa !19
  %157 = load i32, ptr %30, align 4, !dbg !160, !tbaa !26
  %158 = load i32, ptr %29, align 4, !dbg !161, !tbaa !26
  %159 = add nsw i32 2, %158, !dbg !162
  %160 = load i32, ptr %14, align 4, !dbg !163, !tbaa !26
  %161 = mul nsw i32 %159, %160, !dbg !164
  %162 = add nsw i32 %157, %161, !dbg !165
  %163 = sext i32 %162 to i64, !dbg !159
  %164 = getelementptr inbounds double, ptr %156, i64 %163, !dbg !159
  %165 = load double, ptr %164, align 8, !dbg !159, !tbaa !129
  %166 = load ptr, ptr %15, align 8, !dbg !166, !tbaa !19
  %167 = load i32, ptr %30, align 4, !dbg !167, !tbaa !26
  %168 = load i32, ptr %29, align 4, !dbg !168, !tbaa !26
  %169 = sub nsw i32 1, %168, !dbg !169
  %170 = load i32, ptr %14, align 4, !dbg !170, !tbaa !26
  %171 = mul nsw i32 %169, %170, !dbg !171
  %172 = add nsw i32 %167, %171, !dbg !172
  %173 = sext i32 %172 to i64, !dbg !166
  %174 = getelementptr inbounds double, ptr %166, i64 %173, !dbg !166
  store double %165, ptr %174, align 8, !dbg !173, !tbaa !129
  br label %175, !dbg !166

175:                                              ; preds = %127
  br label %176, !dbg !145

176:                                              ; preds = %175
  %177 = load i64, ptr %17, align 8, !dbg !154, !tbaa !23
  %178 = load i64, ptr %27, align 8, !dbg !154, !tbaa !23
  %179 = add nsw i64 %177, %178, !dbg !149
  store i64 %179, ptr %17, align 8, !dbg !149, !tbaa !23
  br label %122, !dbg !145, !llvm.loop !177

180:                                              ; preds = %126
  br label %181, !dbg !145

181:                                              ; preds = %180, %117
  br label %182, !dbg !155

182:                                              ; preds = %181
  %183 = load ptr, ptr %9, align 8, !dbg !155
  %184 = load i32, ptr %183, align 4, !dbg !155, !tbaa !26
  call void @__kmpc_for_static_fini(ptr @27, i32 %184), !dbg !175
  %185 = load i32, ptr %28, align 4, !dbg !155, !tbaa !26
  %186 = icmp ne i32 %185, 0, !dbg !155
  br i1 %186, label %187, label %198, !dbg !155

187:                                              ; preds = %182
  %188 = load i32, ptr %20, align 4, !dbg !146, !tbaa !26
  %189 = sub nsw i32 %188, 0, !dbg !149
  %190 = sdiv i32 %189, 1, !dbg !149
  %191 = mul nsw i32 %190, 1, !dbg !151
  %192 = add nsw i32 0, %191, !dbg !151
  store i32 %192, ptr %29, align 4, !dbg !151, !tbaa !26
  %193 = load i32, ptr %21, align 4, !dbg !148, !tbaa !26
  %194 = sub nsw i32 %193, 2, !dbg !150
  %195 = sdiv i32 %194, 1, !dbg !150
  %196 = mul nsw i32 %195, 1, !dbg !152
  %197 = add nsw i32 2, %196, !dbg !152
  store i32 %197, ptr %30, align 4, !dbg !152, !tbaa !26
  br label %198, !dbg !155

198:                                              ; preds = %187, %182
  call void @llvm.lifetime.end.p0(i64 4, ptr %30) #3, !dbg !155
  call void @llvm.lifetime.end.p0(i64 4, ptr %29) #3, !dbg !155
  call void @llvm.lifetime.end.p0(i64 4, ptr %28) #3, !dbg !155
  call void @llvm.lifetime.end.p0(i64 8, ptr %27) #3, !dbg !155
  call void @llvm.lifetime.end.p0(i64 8, ptr %26) #3, !dbg !155
  call void @llvm.lifetime.end.p0(i64 8, ptr %25) #3, !dbg !155
  br label %199, !dbg !155

199:                                              ; preds = %198, %46, %8
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #3, !dbg !155
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3, !dbg !155
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3, !dbg !155
  call void @llvm.lifetime.end.p0(i64 8, ptr %17) #3, !dbg !155
  ret void, !dbg !178
}

; Function Attrs: convergent nounwind
define hidden void @differ(ptr noundef %0, i32 noundef %1, i32 noundef %2) #6 !dbg !179 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !19
  store i32 %1, ptr %5, align 4, !tbaa !26
  store i32 %2, ptr %6, align 4, !tbaa !26
  %9 = load i32, ptr %6, align 4, !dbg !180, !tbaa !26
  %10 = icmp ne i32 %9, 0, !dbg !180
  br i1 %10, label %11, label %27, !dbg !180

11:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #3, !dbg !181
  store i32 0, ptr %7, align 4, !dbg !182, !tbaa !26
  br label %12, !dbg !181

12:                                               ; preds = %23, %11
  %13 = load i32, ptr %7, align 4, !dbg !183, !tbaa !26, !llvm.access.group !184
  %14 = load i32, ptr %5, align 4, !dbg !185, !tbaa !26, !llvm.access.group !184
  %15 = icmp slt i32 %13, %14, !dbg !186
  br i1 %15, label %17, label %16, !dbg !187

16:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #3, !dbg !187, !llvm.access.group !184
  br label %26

17:                                               ; preds = %12
  %18 = load i32, ptr %7, align 4, !dbg !188, !tbaa !26, !llvm.access.group !184
  %19 = load ptr, ptr %4, align 8, !dbg !189, !tbaa !19, !llvm.access.group !184
  %20 = load i32, ptr %7, align 4, !dbg !190, !tbaa !26, !llvm.access.group !184
  %21 = sext i32 %20 to i64, !dbg !189
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !189
  store i32 %18, ptr %22, align 4, !dbg !191, !tbaa !26, !llvm.access.group !184
  br label %23, !dbg !189

23:                                               ; preds = %17
  %24 = load i32, ptr %7, align 4, !dbg !192, !tbaa !26, !llvm.access.group !184
  %25 = add nsw i32 %24, 1, !dbg !192
  store i32 %25, ptr %7, align 4, !dbg !192, !tbaa !26, !llvm.access.group !184
  br label %12, !dbg !187, !llvm.loop !193

26:                                               ; preds = %16
  br label %44, !dbg !196

27:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #3, !dbg !197
  store i32 0, ptr %8, align 4, !dbg !198, !tbaa !26
  br label %28, !dbg !197

28:                                               ; preds = %40, %27
  %29 = load i32, ptr %8, align 4, !dbg !199, !tbaa !26
  %30 = load i32, ptr %5, align 4, !dbg !200, !tbaa !26
  %31 = icmp slt i32 %29, %30, !dbg !201
  br i1 %31, label %33, label %32, !dbg !202

32:                                               ; preds = %28
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #3, !dbg !202
  br label %43

33:                                               ; preds = %28
  %34 = load i32, ptr %8, align 4, !dbg !203, !tbaa !26
  %35 = mul nsw i32 2, %34, !dbg !204
  %36 = load ptr, ptr %4, align 8, !dbg !205, !tbaa !19
  %37 = load i32, ptr %8, align 4, !dbg !206, !tbaa !26
  %38 = sext i32 %37 to i64, !dbg !205
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !205
  store i32 %35, ptr %39, align 4, !dbg !207, !tbaa !26
  br label %40, !dbg !205

40:                                               ; preds = %33
  %41 = load i32, ptr %8, align 4, !dbg !208, !tbaa !26
  %42 = add nsw i32 %41, 1, !dbg !208
  store i32 %42, ptr %8, align 4, !dbg !208, !tbaa !26
  br label %28, !dbg !202, !llvm.loop !209

43:                                               ; preds = %32
  br label %44

44:                                               ; preds = %43, %26
  ret void, !dbg !211
}

; Function Attrs: convergent nounwind
define hidden void @same(ptr noundef %0, i32 noundef %1, i32 noundef %2) #6 !dbg !212 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !19
  store i32 %1, ptr %5, align 4, !tbaa !26
  store i32 %2, ptr %6, align 4, !tbaa !26
  %9 = load i32, ptr %6, align 4, !dbg !213, !tbaa !26
  %10 = icmp ne i32 %9, 0, !dbg !213
  br i1 %10, label %11, label %27, !dbg !213

11:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #3, !dbg !214
  store i32 0, ptr %7, align 4, !dbg !215, !tbaa !26
  br label %12, !dbg !214

12:                                               ; preds = %23, %11
  %13 = load i32, ptr %7, align 4, !dbg !216, !tbaa !26, !llvm.access.group !217
  %14 = load i32, ptr %5, align 4, !dbg !218, !tbaa !26, !llvm.access.group !217
  %15 = icmp slt i32 %13, %14, !dbg !219
  br i1 %15, label %17, label %16, !dbg !220

16:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #3, !dbg !220, !llvm.access.group !217
  br label %26

17:                                               ; preds = %12
  %18 = load i32, ptr %7, align 4, !dbg !221, !tbaa !26, !llvm.access.group !217
  %19 = load ptr, ptr %4, align 8, !dbg !222, !tbaa !19, !llvm.access.group !217
  %20 = load i32, ptr %7, align 4, !dbg !223, !tbaa !26, !llvm.access.group !217
  %21 = sext i32 %20 to i64, !dbg !222
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !222
  store i32 %18, ptr %22, align 4, !dbg !224, !tbaa !26, !llvm.access.group !217
  br label %23, !dbg !222

23:                                               ; preds = %17
  %24 = load i32, ptr %7, align 4, !dbg !225, !tbaa !26, !llvm.access.group !217
  %25 = add nsw i32 %24, 1, !dbg !225
  store i32 %25, ptr %7, align 4, !dbg !225, !tbaa !26, !llvm.access.group !217
  br label %12, !dbg !220, !llvm.loop !226

26:                                               ; preds = %16
  br label %43, !dbg !228

27:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #3, !dbg !229
  store i32 0, ptr %8, align 4, !dbg !230, !tbaa !26
  br label %28, !dbg !229

28:                                               ; preds = %39, %27
  %29 = load i32, ptr %8, align 4, !dbg !231, !tbaa !26
  %30 = load i32, ptr %5, align 4, !dbg !232, !tbaa !26
  %31 = icmp slt i32 %29, %30, !dbg !233
  br i1 %31, label %33, label %32, !dbg !234

32:                                               ; preds = %28
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #3, !dbg !234
  br label %42

33:                                               ; preds = %28
  %34 = load i32, ptr %8, align 4, !dbg !235, !tbaa !26
  %35 = load ptr, ptr %4, align 8, !dbg !236, !tbaa !19
  %36 = load i32, ptr %8, align 4, !dbg !237, !tbaa !26
  %37 = sext i32 %36 to i64, !dbg !236
  %38 = getelementptr inbounds i32, ptr %35, i64 %37, !dbg !236
  store i32 %34, ptr %38, align 4, !dbg !238, !tbaa !26
  br label %39, !dbg !236

39:                                               ; preds = %33
  %40 = load i32, ptr %8, align 4, !dbg !239, !tbaa !26
  %41 = add nsw i32 %40, 1, !dbg !239
  store i32 %41, ptr %8, align 4, !dbg !239, !tbaa !26
  br label %28, !dbg !234, !llvm.loop !240

42:                                               ; preds = %32
  br label %43

43:                                               ; preds = %42, %26
  ret void, !dbg !241
}

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { alwaysinline }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!omp_offload.info = !{!6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "simd-if-versions.c", directory: "/tmp/s29/sv")
!2 = !{ptr @__omp_offloading_fe00_ab40fe_sum_l4, !"maxntidx", i32 128}
!3 = !{ptr @__omp_offloading_fe00_ab40fe_halo_l10, !"maxntidx", i32 128}
!4 = !{ptr @__omp_offloading_fe00_ab40fe_sum_l4, !"kernel", i32 1}
!5 = !{ptr @__omp_offloading_fe00_ab40fe_halo_l10, !"kernel", i32 1}
!6 = !{i32 0, i32 65024, i32 11223294, !"halo", i32 10, i32 0, i32 1}
!7 = !{i32 0, i32 65024, i32 11223294, !"sum", i32 4, i32 0, i32 0}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"openmp", i32 51}
!12 = !{i32 7, !"openmp-device", i32 51}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "__omp_offloading_fe00_ab40fe_sum_l4", scope: !1, file: !1, line: 4, type: !17, scopeLine: 4, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !21, i64 0}
!25 = !DILocation(line: 4, column: 1, scope: !16)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !21, i64 0}
!28 = !DILocation(line: 4, column: 101, scope: !16)
!29 = !DILocation(line: 5, column: 39, scope: !16)
!30 = distinct !DISubprogram(name: "__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined", scope: !1, file: !1, line: 4, type: !17, scopeLine: 4, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 4, column: 1, scope: !30)
!32 = !DILocation(line: 4, column: 82, scope: !30)
!33 = !DILocation(line: 5, column: 23, scope: !30)
!34 = !DILocation(line: 5, column: 3, scope: !30)
!35 = !DILocation(line: 5, column: 26, scope: !30)
!36 = !DILocation(line: 5, column: 8, scope: !30)
!37 = !DILocation(line: 4, column: 65, scope: !30)
!38 = distinct !{}
!39 = !DILocation(line: 4, column: 101, scope: !30)
!40 = distinct !{!40, !31, !39, !41, !42}
!41 = !{!"llvm.loop.parallel_accesses", !38}
!42 = !{!"llvm.loop.vectorize.enable", i1 true}
!43 = distinct !{!43, !31, !39, !44}
!44 = !{!"llvm.loop.vectorize.enable", i1 false}
!45 = !DILocation(line: 4, column: 78, scope: !30)
!46 = !DILocation(line: 5, column: 39, scope: !30)
!47 = distinct !DISubprogram(name: "__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined", scope: !1, file: !1, line: 4, type: !17, scopeLine: 4, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 4, column: 1, scope: !47)
!49 = !DILocation(line: 5, column: 23, scope: !47)
!50 = !DILocation(line: 5, column: 3, scope: !47)
!51 = !DILocation(line: 5, column: 26, scope: !47)
!52 = !DILocation(line: 5, column: 8, scope: !47)
!53 = !DILocation(line: 4, column: 82, scope: !47)
!54 = !DILocation(line: 4, column: 65, scope: !47)
!55 = distinct !{}
!56 = !DILocation(line: 5, column: 36, scope: !47)
!57 = !DILocation(line: 5, column: 38, scope: !47)
!58 = !DILocation(line: 5, column: 33, scope: !47)
!59 = !DILocation(line: 5, column: 31, scope: !47)
!60 = distinct !{!60, !48, !61, !62, !42}
!61 = !DILocation(line: 4, column: 101, scope: !47)
!62 = !{!"llvm.loop.parallel_accesses", !55}
!63 = distinct !{!63, !48, !61, !44}
!64 = !DILocation(line: 4, column: 78, scope: !47)
!65 = !DILocation(line: 5, column: 39, scope: !47)
!66 = distinct !DISubprogram(name: "__omp_offloading_fe00_ab40fe_sum_l4_omp_outlined_omp_outlined1", scope: !1, file: !1, line: 4, type: !17, scopeLine: 4, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = !DILocation(line: 4, column: 1, scope: !66)
!68 = !DILocation(line: 5, column: 23, scope: !66)
!69 = !DILocation(line: 5, column: 3, scope: !66)
!70 = !DILocation(line: 5, column: 26, scope: !66)
!71 = !DILocation(line: 5, column: 8, scope: !66)
!72 = !DILocation(line: 4, column: 82, scope: !66)
!73 = !DILocation(line: 4, column: 65, scope: !66)
!74 = distinct !{}
!75 = !DILocation(line: 5, column: 36, scope: !66)
!76 = !DILocation(line: 5, column: 38, scope: !66)
!77 = !DILocation(line: 5, column: 33, scope: !66)
!78 = !DILocation(line: 5, column: 31, scope: !66)
!79 = distinct !{!79, !67, !80, !81, !42}
!80 = !DILocation(line: 4, column: 101, scope: !66)
!81 = !{!"llvm.loop.parallel_accesses", !74}
!82 = distinct !{!82, !67, !80, !44}
!83 = !DILocation(line: 4, column: 78, scope: !66)
!84 = !DILocation(line: 5, column: 39, scope: !66)
!85 = distinct !DISubprogram(name: "__omp_offloading_fe00_ab40fe_halo_l10", scope: !1, file: !1, line: 10, type: !17, scopeLine: 10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!86 = !DILocation(line: 10, column: 1, scope: !85)
!87 = !DILocation(line: 10, column: 89, scope: !85)
!88 = !DILocation(line: 12, column: 75, scope: !85)
!89 = distinct !DISubprogram(name: "__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined", scope: !1, file: !1, line: 10, type: !17, scopeLine: 10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = !DILocation(line: 10, column: 1, scope: !89)
!91 = !DILocation(line: 11, column: 23, scope: !89)
!92 = !DILocation(line: 12, column: 25, scope: !89)
!93 = !DILocation(line: 12, column: 27, scope: !89)
!94 = !DILocation(line: 11, column: 3, scope: !89)
!95 = !DILocation(line: 12, column: 5, scope: !89)
!96 = !DILocation(line: 11, column: 26, scope: !89)
!97 = !DILocation(line: 12, column: 32, scope: !89)
!98 = !DILocation(line: 11, column: 16, scope: !89)
!99 = !DILocation(line: 11, column: 8, scope: !89)
!100 = !DILocation(line: 10, column: 58, scope: !89)
!101 = distinct !{}
!102 = !DILocation(line: 10, column: 89, scope: !89)
!103 = distinct !{!103, !90, !102, !104, !42}
!104 = !{!"llvm.loop.parallel_accesses", !101}
!105 = distinct !{!105, !90, !102, !44}
!106 = !DILocation(line: 12, column: 75, scope: !89)
!107 = distinct !DISubprogram(name: "__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined_omp_outlined", scope: !1, file: !1, line: 10, type: !17, scopeLine: 10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!108 = !DILocation(line: 10, column: 1, scope: !107)
!109 = !DILocation(line: 11, column: 23, scope: !107)
!110 = !DILocation(line: 12, column: 25, scope: !107)
!111 = !DILocation(line: 12, column: 27, scope: !107)
!112 = !DILocation(line: 11, column: 3, scope: !107)
!113 = !DILocation(line: 12, column: 5, scope: !107)
!114 = !DILocation(line: 11, column: 26, scope: !107)
!115 = !DILocation(line: 12, column: 32, scope: !107)
!116 = !DILocation(line: 11, column: 16, scope: !107)
!117 = !DILocation(line: 11, column: 8, scope: !107)
!118 = !DILocation(line: 10, column: 58, scope: !107)
!119 = distinct !{}
!120 = !DILocation(line: 0, scope: !107)
!121 = !DILocation(line: 12, column: 18, scope: !107)
!122 = !DILocation(line: 12, column: 58, scope: !107)
!123 = !DILocation(line: 12, column: 60, scope: !107)
!124 = !DILocation(line: 12, column: 69, scope: !107)
!125 = !DILocation(line: 12, column: 67, scope: !107)
!126 = !DILocation(line: 12, column: 74, scope: !107)
!127 = !DILocation(line: 12, column: 72, scope: !107)
!128 = !DILocation(line: 12, column: 62, scope: !107)
!129 = !{!130, !130, i64 0}
!130 = !{!"double", !21, i64 0}
!131 = !DILocation(line: 12, column: 37, scope: !107)
!132 = !DILocation(line: 12, column: 39, scope: !107)
!133 = !DILocation(line: 12, column: 48, scope: !107)
!134 = !DILocation(line: 12, column: 46, scope: !107)
!135 = !DILocation(line: 12, column: 53, scope: !107)
!136 = !DILocation(line: 12, column: 51, scope: !107)
!137 = !DILocation(line: 12, column: 41, scope: !107)
!138 = !DILocation(line: 12, column: 56, scope: !107)
!139 = distinct !{!139, !108, !140, !141, !42}
!140 = !DILocation(line: 10, column: 89, scope: !107)
!141 = !{!"llvm.loop.parallel_accesses", !119}
!142 = distinct !{!142, !108, !140, !44}
!143 = !DILocation(line: 12, column: 75, scope: !107)
!144 = distinct !DISubprogram(name: "__omp_offloading_fe00_ab40fe_halo_l10_omp_outlined_omp_outlined6", scope: !1, file: !1, line: 10, type: !17, scopeLine: 10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!145 = !DILocation(line: 10, column: 1, scope: !144)
!146 = !DILocation(line: 11, column: 23, scope: !144)
!147 = !DILocation(line: 12, column: 25, scope: !144)
!148 = !DILocation(line: 12, column: 27, scope: !144)
!149 = !DILocation(line: 11, column: 3, scope: !144)
!150 = !DILocation(line: 12, column: 5, scope: !144)
!151 = !DILocation(line: 11, column: 26, scope: !144)
!152 = !DILocation(line: 12, column: 32, scope: !144)
!153 = !DILocation(line: 11, column: 16, scope: !144)
!154 = !DILocation(line: 11, column: 8, scope: !144)
!155 = !DILocation(line: 10, column: 58, scope: !144)
!156 = distinct !{}
!157 = !DILocation(line: 0, scope: !144)
!158 = !DILocation(line: 12, column: 18, scope: !144)
!159 = !DILocation(line: 12, column: 58, scope: !144)
!160 = !DILocation(line: 12, column: 60, scope: !144)
!161 = !DILocation(line: 12, column: 69, scope: !144)
!162 = !DILocation(line: 12, column: 67, scope: !144)
!163 = !DILocation(line: 12, column: 74, scope: !144)
!164 = !DILocation(line: 12, column: 72, scope: !144)
!165 = !DILocation(line: 12, column: 62, scope: !144)
!166 = !DILocation(line: 12, column: 37, scope: !144)
!167 = !DILocation(line: 12, column: 39, scope: !144)
!168 = !DILocation(line: 12, column: 48, scope: !144)
!169 = !DILocation(line: 12, column: 46, scope: !144)
!170 = !DILocation(line: 12, column: 53, scope: !144)
!171 = !DILocation(line: 12, column: 51, scope: !144)
!172 = !DILocation(line: 12, column: 41, scope: !144)
!173 = !DILocation(line: 12, column: 56, scope: !144)
!174 = distinct !{!174, !145, !175, !176, !42}
!175 = !DILocation(line: 10, column: 89, scope: !144)
!176 = !{!"llvm.loop.parallel_accesses", !156}
!177 = distinct !{!177, !145, !175, !44}
!178 = !DILocation(line: 12, column: 75, scope: !144)
!179 = distinct !DISubprogram(name: "differ", scope: !1, file: !1, line: 16, type: !17, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!180 = !DILocation(line: 17, column: 7, scope: !179)
!181 = !DILocation(line: 19, column: 10, scope: !179)
!182 = !DILocation(line: 19, column: 14, scope: !179)
!183 = !DILocation(line: 19, column: 21, scope: !179)
!184 = distinct !{}
!185 = !DILocation(line: 19, column: 25, scope: !179)
!186 = !DILocation(line: 19, column: 23, scope: !179)
!187 = !DILocation(line: 19, column: 5, scope: !179)
!188 = !DILocation(line: 19, column: 40, scope: !179)
!189 = !DILocation(line: 19, column: 33, scope: !179)
!190 = !DILocation(line: 19, column: 35, scope: !179)
!191 = !DILocation(line: 19, column: 38, scope: !179)
!192 = !DILocation(line: 19, column: 29, scope: !179)
!193 = distinct !{!193, !187, !188, !194, !195, !42}
!194 = !{!"llvm.loop.mustprogress"}
!195 = !{!"llvm.loop.parallel_accesses", !184}
!196 = !DILocation(line: 20, column: 3, scope: !179)
!197 = !DILocation(line: 22, column: 10, scope: !179)
!198 = !DILocation(line: 22, column: 14, scope: !179)
!199 = !DILocation(line: 22, column: 21, scope: !179)
!200 = !DILocation(line: 22, column: 25, scope: !179)
!201 = !DILocation(line: 22, column: 23, scope: !179)
!202 = !DILocation(line: 22, column: 5, scope: !179)
!203 = !DILocation(line: 22, column: 44, scope: !179)
!204 = !DILocation(line: 22, column: 42, scope: !179)
!205 = !DILocation(line: 22, column: 33, scope: !179)
!206 = !DILocation(line: 22, column: 35, scope: !179)
!207 = !DILocation(line: 22, column: 38, scope: !179)
!208 = !DILocation(line: 22, column: 29, scope: !179)
!209 = distinct !{!209, !202, !203, !194, !44}
!210 = !{!"llvm.loop.vectorize.width", i32 1}
!211 = !DILocation(line: 24, column: 1, scope: !179)
!212 = distinct !DISubprogram(name: "same", scope: !1, file: !1, line: 26, type: !17, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!213 = !DILocation(line: 27, column: 7, scope: !212)
!214 = !DILocation(line: 29, column: 10, scope: !212)
!215 = !DILocation(line: 29, column: 14, scope: !212)
!216 = !DILocation(line: 29, column: 21, scope: !212)
!217 = distinct !{}
!218 = !DILocation(line: 29, column: 25, scope: !212)
!219 = !DILocation(line: 29, column: 23, scope: !212)
!220 = !DILocation(line: 29, column: 5, scope: !212)
!221 = !DILocation(line: 29, column: 40, scope: !212)
!222 = !DILocation(line: 29, column: 33, scope: !212)
!223 = !DILocation(line: 29, column: 35, scope: !212)
!224 = !DILocation(line: 29, column: 38, scope: !212)
!225 = !DILocation(line: 29, column: 29, scope: !212)
!226 = distinct !{!226, !220, !221, !194, !227, !42}
!227 = !{!"llvm.loop.parallel_accesses", !217}
!228 = !DILocation(line: 30, column: 3, scope: !212)
!229 = !DILocation(line: 32, column: 10, scope: !212)
!230 = !DILocation(line: 32, column: 14, scope: !212)
!231 = !DILocation(line: 32, column: 21, scope: !212)
!232 = !DILocation(line: 32, column: 25, scope: !212)
!233 = !DILocation(line: 32, column: 23, scope: !212)
!234 = !DILocation(line: 32, column: 5, scope: !212)
!235 = !DILocation(line: 32, column: 40, scope: !212)
!236 = !DILocation(line: 32, column: 33, scope: !212)
!237 = !DILocation(line: 32, column: 35, scope: !212)
!238 = !DILocation(line: 32, column: 38, scope: !212)
!239 = !DILocation(line: 32, column: 29, scope: !212)
!240 = distinct !{!240, !234, !235, !194, !44}
!241 = !DILocation(line: 34, column: 1, scope: !212)

; Written by hand: the simd arm stores 1 to x and 2 to y and reads x back
; (1), the other stores both to z and reads z (2); x and y must not both be
; taken for z. Left.
define hidden void @aliased(ptr %a, i32 %c) {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %z = alloca i32, align 4
  %t = icmp ne i32 %c, 0
  br i1 %t, label %then, label %else

then:
  br label %tloop

tloop:
  %i = phi i32 [ 0, %then ], [ %i1, %tloop ]
  store i32 1, ptr %x, align 4
  store i32 2, ptr %y, align 4
  %v = load i32, ptr %x, align 4
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %v, ptr %p, align 4
  %i1 = add nsw i32 %i, 1
  %more = icmp slt i32 %i1, 8
  br i1 %more, label %tloop, label %join, !llvm.loop !9000

else:
  br label %eloop

eloop:
  %j = phi i32 [ 0, %else ], [ %j1, %eloop ]
  store i32 1, ptr %z, align 4
  store i32 2, ptr %z, align 4
  %w = load i32, ptr %z, align 4
  %q = getelementptr inbounds i32, ptr %a, i32 %j
  store i32 %w, ptr %q, align 4
  %j1 = add nsw i32 %j, 1
  %emore = icmp slt i32 %j1, 8
  br i1 %emore, label %eloop, label %join, !llvm.loop !9001

join:
  ret void
}

!9000 = distinct !{!9000, !42}
!9001 = distinct !{!9001, !44}
