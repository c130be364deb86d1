; The host side of the plugin (plugin/LaunchBlockSize.cpp, docs/plugin.md,
; "Full blocks at small trip counts") on clang-19's host IR of nine target
; regions. Launches of a combined `teams distribute parallel for` whose
; thread limit is 0 at run time get clang's default, 128, in the call and
; in the kernel arguments' ThreadLimit[0] (copy, copy_if, dot, copy_nt,
; copy_ds); a thread_limit clause's constant is kept (copy_tl).
; No launch gets more teams (-ompred-launch-teams, on by default): the unit
; holds a generic `teams distribute` with a nested `parallel for` (rows),
; for which the device merges every loop of the unit, and a teams region
; without a loop (once); a missed remark says so (launch-teams.ll is a unit
; whose launches get them). The generic kernel, the teams region and a
; parallel loop with schedule(dynamic) (copy_dyn, a dispatch loop, not a
; static one over the passed chunk) keep libomptarget's block size too.
;
; UTC_ARGS: --function ^(copy|copy_tl|copy_if|rows|dot|copy_nt|copy_ds)$
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -S %s | %FileCheck %s
; Six thread-limit selects (copy's call takes the constant 128), no team
; count:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -S %s -o %t.ll \
; RUN:   -pass-remarks-missed=ompred 2>%t.remarks
; RUN: grep -c '%ompred.thread.limit[0-9]* = select' %t.ll | grep -qx 6
; RUN: not grep -q 'ompred.num.teams' %t.ll
; RUN: not grep -q 'omp_get_max_teams' %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT --input-file=%t.remarks
; LEFT-COUNT-3: launch left to libomptarget's team count: the device merges the unit's loops (target region __omp_offloading_{{.*}}_rows_l{{[0-9]+}}: a parallel region that is not the combined construct's)
; LEFT-NOT: team count: the device merges
; The checks fail with the pass turned off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -ompred-launch-block-size=false \
; RUN:   -S %s | not %FileCheck %s
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-host-only -S -emit-llvm
;   -Xclang -disable-llvm-passes launch-block-size.c, of:
;   // combined: given 128
;   void copy(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;   // combined with a thread_limit: the clause's value stays (select keeps it)
;   void copy_tl(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b) thread_limit(64)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;   // combined with if(): 0 when it holds
;   void copy_if(double *a, const double *b, int n, int c) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b) if(c)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;   // non-combined: generic kernel, left alone
;   void rows(double *a, int n, int m) {
;   #pragma omp target teams distribute is_device_ptr(a)
;     for (int i = 0; i < n; i++) {
;   #pragma omp parallel for
;       for (int j = 0; j < m; j++) a[i * m + j] = j;
;     }
;   }
;   // teams only, no loop: left alone
;   void once(double *a) {
;   #pragma omp target teams is_device_ptr(a)
;     a[0] = 1;
;   }
;   // reduction: block size only
;   double dot(const double *a, int n) {
;     double s = 0;
;   #pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(a)
;     for (int i = 0; i < n; i++) s += a[i] * a[i];
;     return s;
;   }
;   // num_teams clause: its value stays
;   void copy_nt(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b) num_teams(8)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;   // a dist_schedule chunk and a schedule clause: block size only
;   void copy_ds(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b) dist_schedule(static, 256)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;   void copy_dyn(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b) schedule(dynamic)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;

; ModuleID = 'launch-block-size.c'
source_filename = "launch-block-size.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.__tgt_offload_entry = type { ptr, ptr, i64, i32, i32 }
%struct.__tgt_kernel_arguments = type { i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, [3 x i32], [3 x i32], i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@.__omp_offloading_fe00_a7247e_copy_l3.region_id = weak constant i8 0
@.offload_sizes = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.__omp_offloading_fe00_a7247e_copy_tl_l8.region_id = weak constant i8 0
@.offload_sizes.1 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.2 = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.__omp_offloading_fe00_a7247e_copy_if_l13.region_id = weak constant i8 0
@.offload_sizes.3 = private unnamed_addr constant [4 x i64] [i64 4, i64 8, i64 8, i64 4]
@.offload_maptypes.4 = private unnamed_addr constant [4 x i64] [i64 800, i64 288, i64 288, i64 800]
@.__omp_offloading_fe00_a7247e_rows_l18.region_id = weak constant i8 0
@.offload_sizes.5 = private unnamed_addr constant [3 x i64] [i64 4, i64 4, i64 8]
@.offload_maptypes.6 = private unnamed_addr constant [3 x i64] [i64 800, i64 800, i64 288]
@.__omp_offloading_fe00_a7247e_once_l26.region_id = weak constant i8 0
@.offload_sizes.7 = private unnamed_addr constant [1 x i64] [i64 8]
@.offload_maptypes.8 = private unnamed_addr constant [1 x i64] [i64 288]
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@.__omp_offloading_fe00_a7247e_dot_l32.region_id = weak constant i8 0
@.offload_sizes.9 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.10 = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
@.__omp_offloading_fe00_a7247e_copy_nt_l38.region_id = weak constant i8 0
@.offload_sizes.11 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.12 = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.__omp_offloading_fe00_a7247e_copy_ds_l43.region_id = weak constant i8 0
@.offload_sizes.13 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.14 = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.__omp_offloading_fe00_a7247e_copy_dyn_l47.region_id = weak constant i8 0
@.offload_sizes.15 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.16 = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.offloading.entry_name = internal unnamed_addr constant [37 x i8] c"__omp_offloading_fe00_a7247e_copy_l3\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_copy_l3 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_copy_l3.region_id, ptr @.offloading.entry_name, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.17 = internal unnamed_addr constant [40 x i8] c"__omp_offloading_fe00_a7247e_copy_tl_l8\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_copy_tl_l8 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_copy_tl_l8.region_id, ptr @.offloading.entry_name.17, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.18 = internal unnamed_addr constant [41 x i8] c"__omp_offloading_fe00_a7247e_copy_if_l13\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_copy_if_l13 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_copy_if_l13.region_id, ptr @.offloading.entry_name.18, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.19 = internal unnamed_addr constant [38 x i8] c"__omp_offloading_fe00_a7247e_rows_l18\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_rows_l18 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_rows_l18.region_id, ptr @.offloading.entry_name.19, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.20 = internal unnamed_addr constant [38 x i8] c"__omp_offloading_fe00_a7247e_once_l26\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_once_l26 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_once_l26.region_id, ptr @.offloading.entry_name.20, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.21 = internal unnamed_addr constant [37 x i8] c"__omp_offloading_fe00_a7247e_dot_l32\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_dot_l32 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_dot_l32.region_id, ptr @.offloading.entry_name.21, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.22 = internal unnamed_addr constant [41 x i8] c"__omp_offloading_fe00_a7247e_copy_nt_l38\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_copy_nt_l38 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_copy_nt_l38.region_id, ptr @.offloading.entry_name.22, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.23 = internal unnamed_addr constant [41 x i8] c"__omp_offloading_fe00_a7247e_copy_ds_l43\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_copy_ds_l43 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_copy_ds_l43.region_id, ptr @.offloading.entry_name.23, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.24 = internal unnamed_addr constant [42 x i8] c"__omp_offloading_fe00_a7247e_copy_dyn_l47\00"
@.offloading.entry.__omp_offloading_fe00_a7247e_copy_dyn_l47 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_a7247e_copy_dyn_l47.region_id, ptr @.offloading.entry_name.24, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1

; Function Attrs: nounwind uwtable
define dso_local void @copy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x ptr], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store i32 %2, ptr %6, align 4, !tbaa !19
  %15 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %15, ptr %7, align 4, !tbaa !19
  %16 = load i64, ptr %7, align 8, !tbaa !21
  %17 = load ptr, ptr %4, align 8, !tbaa !15
  %18 = load ptr, ptr %5, align 8, !tbaa !15
  %19 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %16, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  store i64 %16, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  store ptr null, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %17, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 1
  store ptr %17, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  store ptr null, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %18, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 2
  store ptr %18, ptr %26, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  store ptr null, ptr %27, align 8
  %28 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %30 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %30, ptr %12, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !19
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !19
  %36 = add nsw i32 %35, 1
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 0
  store i32 3, ptr %38, align 4
  %39 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 1
  store i32 3, ptr %39, align 4
  %40 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 2
  store ptr %28, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 3
  store ptr %29, ptr %41, align 8
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 4
  store ptr @.offload_sizes, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 6
  store ptr null, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 7
  store ptr null, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 8
  store i64 %37, ptr %46, align 8
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 9
  store i64 0, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %48, align 4
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %49, align 4
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 12
  store i32 0, ptr %50, align 4
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_a7247e_copy_l3.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_a7247e_copy_l3(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_l3(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !21
  store ptr %1, ptr %5, align 8, !tbaa !15
  store ptr %2, ptr %6, align 8, !tbaa !15
  %8 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %8, ptr %7, align 4, !tbaa !19
  %9 = load i64, ptr %7, align 8, !tbaa !21
  %10 = load ptr, ptr %5, align 8, !tbaa !15
  %11 = load ptr, ptr %6, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_a7247e_copy_l3.omp_outlined, i64 %9, ptr %10, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_l3.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !15
  store ptr %4, ptr %10, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %22, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !19
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !19
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !19
  store i32 %30, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !19
  %34 = load i32, ptr %14, align 4, !tbaa !19
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !19
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !19
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !19
  %42 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %42, ptr %11, align 4, !tbaa !19
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !19
  %45 = load i32, ptr %17, align 4, !tbaa !19
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %53, ptr %21, align 4, !tbaa !19
  %54 = load i64, ptr %21, align 8, !tbaa !21
  %55 = load ptr, ptr %9, align 8, !tbaa !15
  %56 = load ptr, ptr %10, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_a7247e_copy_l3.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !19
  %59 = load i32, ptr %18, align 4, !tbaa !19
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !19
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @1, i32 %64)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %65

65:                                               ; preds = %62, %5
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

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_l3.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !15
  store ptr %1, ptr %9, align 8, !tbaa !15
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !15
  store ptr %6, ptr %14, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !19
  store i32 %25, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !19
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !19
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !19
  store i32 %33, ptr %21, align 4, !tbaa !19
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !21
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !19
  store i32 %37, ptr %21, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !19
  %41 = load i32, ptr %18, align 4, !tbaa !19
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !19
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !19
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !19
  %49 = load i32, ptr %20, align 4, !tbaa !19
  store i32 %49, ptr %15, align 4, !tbaa !19
  br label %50

50:                                               ; preds = %69, %47
  %51 = load i32, ptr %15, align 4, !tbaa !19
  %52 = load i32, ptr %21, align 4, !tbaa !19
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !19
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !19
  %59 = load ptr, ptr %14, align 8, !tbaa !15
  %60 = load i32, ptr %24, align 4, !tbaa !19
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !23
  %64 = load ptr, ptr %13, align 8, !tbaa !15
  %65 = load i32, ptr %24, align 4, !tbaa !19
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !23
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !19
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !19
  br label %50

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @2, i32 %75)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %76

76:                                               ; preds = %73, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: nounwind
declare !callback !25 void @__kmpc_fork_call(ptr, i32, ptr, ...) #3

; Function Attrs: nounwind
declare !callback !25 void @__kmpc_fork_teams(ptr, i32, ptr, ...) #3

; Function Attrs: nounwind
declare i32 @__tgt_target_kernel(ptr, i64, i32, i32, ptr, ptr) #3

; Function Attrs: nounwind uwtable
define dso_local void @copy_tl(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x ptr], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store i32 %2, ptr %6, align 4, !tbaa !19
  %15 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %15, ptr %7, align 4, !tbaa !19
  %16 = load i64, ptr %7, align 8, !tbaa !21
  %17 = load ptr, ptr %4, align 8, !tbaa !15
  %18 = load ptr, ptr %5, align 8, !tbaa !15
  %19 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %16, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  store i64 %16, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  store ptr null, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %17, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 1
  store ptr %17, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  store ptr null, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %18, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 2
  store ptr %18, ptr %26, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  store ptr null, ptr %27, align 8
  %28 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %30 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %30, ptr %12, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !19
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !19
  %36 = add nsw i32 %35, 1
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 0
  store i32 3, ptr %38, align 4
  %39 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 1
  store i32 3, ptr %39, align 4
  %40 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 2
  store ptr %28, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 3
  store ptr %29, ptr %41, align 8
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 4
  store ptr @.offload_sizes.1, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes.2, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 6
  store ptr null, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 7
  store ptr null, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 8
  store i64 %37, ptr %46, align 8
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 9
  store i64 0, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %48, align 4
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 11
  store [3 x i32] [i32 64, i32 0, i32 0], ptr %49, align 4
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 12
  store i32 0, ptr %50, align 4
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 64, ptr @.__omp_offloading_fe00_a7247e_copy_tl_l8.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_a7247e_copy_tl_l8(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_tl_l8(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = call i32 @__kmpc_global_thread_num(ptr @3)
  store i64 %0, ptr %4, align 8, !tbaa !21
  store ptr %1, ptr %5, align 8, !tbaa !15
  store ptr %2, ptr %6, align 8, !tbaa !15
  call void @__kmpc_push_num_teams(ptr @3, i32 %8, i32 0, i32 64)
  %9 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %9, ptr %7, align 4, !tbaa !19
  %10 = load i64, ptr %7, align 8, !tbaa !21
  %11 = load ptr, ptr %5, align 8, !tbaa !15
  %12 = load ptr, ptr %6, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_a7247e_copy_tl_l8.omp_outlined, i64 %10, ptr %11, ptr %12)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_tl_l8.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !15
  store ptr %4, ptr %10, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %22, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !19
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !19
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !19
  store i32 %30, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !19
  %34 = load i32, ptr %14, align 4, !tbaa !19
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !19
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !19
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !19
  %42 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %42, ptr %11, align 4, !tbaa !19
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !19
  %45 = load i32, ptr %17, align 4, !tbaa !19
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %53, ptr %21, align 4, !tbaa !19
  %54 = load i64, ptr %21, align 8, !tbaa !21
  %55 = load ptr, ptr %9, align 8, !tbaa !15
  %56 = load ptr, ptr %10, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_a7247e_copy_tl_l8.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !19
  %59 = load i32, ptr %18, align 4, !tbaa !19
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !19
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @1, i32 %64)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %65

65:                                               ; preds = %62, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_tl_l8.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !15
  store ptr %1, ptr %9, align 8, !tbaa !15
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !15
  store ptr %6, ptr %14, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !19
  store i32 %25, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !19
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !19
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !19
  store i32 %33, ptr %21, align 4, !tbaa !19
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !21
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !19
  store i32 %37, ptr %21, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !19
  %41 = load i32, ptr %18, align 4, !tbaa !19
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !19
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !19
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !19
  %49 = load i32, ptr %20, align 4, !tbaa !19
  store i32 %49, ptr %15, align 4, !tbaa !19
  br label %50

50:                                               ; preds = %69, %47
  %51 = load i32, ptr %15, align 4, !tbaa !19
  %52 = load i32, ptr %21, align 4, !tbaa !19
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !19
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !19
  %59 = load ptr, ptr %14, align 8, !tbaa !15
  %60 = load i32, ptr %24, align 4, !tbaa !19
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !23
  %64 = load ptr, ptr %13, align 8, !tbaa !15
  %65 = load i32, ptr %24, align 4, !tbaa !19
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !23
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !19
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !19
  br label %50

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @2, i32 %75)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %76

76:                                               ; preds = %73, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

; Function Attrs: nounwind
declare void @__kmpc_push_num_teams(ptr, i32, i32, i32) #3

; Function Attrs: nounwind uwtable
define dso_local void @copy_if(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca [4 x ptr], align 8
  %13 = alloca [4 x ptr], align 8
  %14 = alloca [4 x ptr], align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %5, align 8, !tbaa !15
  store ptr %1, ptr %6, align 8, !tbaa !15
  store i32 %2, ptr %7, align 4, !tbaa !19
  store i32 %3, ptr %8, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #3
  %19 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %19, ptr %9, align 4, !tbaa !19
  %20 = load i32, ptr %7, align 4, !tbaa !19
  store i32 %20, ptr %10, align 4, !tbaa !19
  %21 = load i64, ptr %10, align 8, !tbaa !21
  %22 = load ptr, ptr %5, align 8, !tbaa !15
  %23 = load ptr, ptr %6, align 8, !tbaa !15
  %24 = load i32, ptr %9, align 4, !tbaa !19
  store i32 %24, ptr %11, align 4, !tbaa !19
  %25 = load i64, ptr %11, align 8, !tbaa !21
  %26 = load i32, ptr %9, align 4, !tbaa !19
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %72

28:                                               ; preds = %4
  %29 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 0
  store i64 %21, ptr %29, align 8
  %30 = getelementptr inbounds [4 x ptr], ptr %13, i32 0, i32 0
  store i64 %21, ptr %30, align 8
  %31 = getelementptr inbounds [4 x ptr], ptr %14, i64 0, i64 0
  store ptr null, ptr %31, align 8
  %32 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 1
  store ptr %22, ptr %32, align 8
  %33 = getelementptr inbounds [4 x ptr], ptr %13, i32 0, i32 1
  store ptr %22, ptr %33, align 8
  %34 = getelementptr inbounds [4 x ptr], ptr %14, i64 0, i64 1
  store ptr null, ptr %34, align 8
  %35 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 2
  store ptr %23, ptr %35, align 8
  %36 = getelementptr inbounds [4 x ptr], ptr %13, i32 0, i32 2
  store ptr %23, ptr %36, align 8
  %37 = getelementptr inbounds [4 x ptr], ptr %14, i64 0, i64 2
  store ptr null, ptr %37, align 8
  %38 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 3
  store i64 %25, ptr %38, align 8
  %39 = getelementptr inbounds [4 x ptr], ptr %13, i32 0, i32 3
  store i64 %25, ptr %39, align 8
  %40 = getelementptr inbounds [4 x ptr], ptr %14, i64 0, i64 3
  store ptr null, ptr %40, align 8
  %41 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 0
  %42 = getelementptr inbounds [4 x ptr], ptr %13, i32 0, i32 0
  %43 = load i32, ptr %9, align 4, !tbaa !19
  %44 = icmp ne i32 %43, 0
  %45 = select i1 %44, i32 0, i32 1
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %46 = load i32, ptr %7, align 4, !tbaa !19
  store i32 %46, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %47 = load i32, ptr %16, align 4, !tbaa !19
  %48 = sub nsw i32 %47, 0
  %49 = sdiv i32 %48, 1
  %50 = sub nsw i32 %49, 1
  store i32 %50, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %51 = load i32, ptr %17, align 4, !tbaa !19
  %52 = add nsw i32 %51, 1
  %53 = zext i32 %52 to i64
  %54 = insertvalue [3 x i32] zeroinitializer, i32 %45, 0
  %55 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 0
  store i32 3, ptr %55, align 4
  %56 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 1
  store i32 4, ptr %56, align 4
  %57 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 2
  store ptr %41, ptr %57, align 8
  %58 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 3
  store ptr %42, ptr %58, align 8
  %59 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 4
  store ptr @.offload_sizes.3, ptr %59, align 8
  %60 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 5
  store ptr @.offload_maptypes.4, ptr %60, align 8
  %61 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 6
  store ptr null, ptr %61, align 8
  %62 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 7
  store ptr null, ptr %62, align 8
  %63 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 8
  store i64 %53, ptr %63, align 8
  %64 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 9
  store i64 0, ptr %64, align 8
  %65 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %65, align 4
  %66 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 11
  store [3 x i32] %54, ptr %66, align 4
  %67 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %18, i32 0, i32 12
  store i32 0, ptr %67, align 4
  %68 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 %45, ptr @.__omp_offloading_fe00_a7247e_copy_if_l13.region_id, ptr %18)
  %69 = icmp ne i32 %68, 0
  br i1 %69, label %70, label %71

70:                                               ; preds = %28
  call void @__omp_offloading_fe00_a7247e_copy_if_l13(i64 %21, ptr %22, ptr %23, i64 %25) #3
  br label %71

71:                                               ; preds = %70, %28
  br label %73

72:                                               ; preds = %4
  call void @__omp_offloading_fe00_a7247e_copy_if_l13(i64 %21, ptr %22, ptr %23, i64 %25) #3
  br label %73

73:                                               ; preds = %72, %71
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_if_l13(i64 noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #1 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i64 %0, ptr %5, align 8, !tbaa !21
  store ptr %1, ptr %6, align 8, !tbaa !15
  store ptr %2, ptr %7, align 8, !tbaa !15
  store i64 %3, ptr %8, align 8, !tbaa !21
  %11 = load i32, ptr %5, align 4, !tbaa !19
  store i32 %11, ptr %9, align 4, !tbaa !19
  %12 = load i64, ptr %9, align 8, !tbaa !21
  %13 = load ptr, ptr %6, align 8, !tbaa !15
  %14 = load ptr, ptr %7, align 8, !tbaa !15
  %15 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %15, ptr %10, align 4, !tbaa !19
  %16 = load i64, ptr %10, align 8, !tbaa !21
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 4, ptr @__omp_offloading_fe00_a7247e_copy_if_l13.omp_outlined, i64 %12, ptr %13, ptr %14, i64 %16)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_if_l13.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, i64 noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
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
  %24 = alloca i32, align 4
  store ptr %0, ptr %7, align 8, !tbaa !15
  store ptr %1, ptr %8, align 8, !tbaa !15
  store i64 %2, ptr %9, align 8, !tbaa !21
  store ptr %3, ptr %10, align 8, !tbaa !15
  store ptr %4, ptr %11, align 8, !tbaa !15
  store i64 %5, ptr %12, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %25 = load i32, ptr %9, align 4, !tbaa !19
  store i32 %25, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %26 = load i32, ptr %15, align 4, !tbaa !19
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %15, align 4, !tbaa !19
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %33, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %34 = load ptr, ptr %7, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %36 = load i32, ptr %19, align 4, !tbaa !19
  %37 = load i32, ptr %16, align 4, !tbaa !19
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %16, align 4, !tbaa !19
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %19, align 4, !tbaa !19
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %19, align 4, !tbaa !19
  %45 = load i32, ptr %18, align 4, !tbaa !19
  store i32 %45, ptr %13, align 4, !tbaa !19
  br label %46

46:                                               ; preds = %68, %43
  %47 = load i32, ptr %13, align 4, !tbaa !19
  %48 = load i32, ptr %19, align 4, !tbaa !19
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %72

51:                                               ; preds = %46
  %52 = load i32, ptr %18, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %19, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %9, align 4, !tbaa !19
  store i32 %56, ptr %23, align 4, !tbaa !19
  %57 = load i64, ptr %23, align 8, !tbaa !21
  %58 = load ptr, ptr %10, align 8, !tbaa !15
  %59 = load ptr, ptr %11, align 8, !tbaa !15
  %60 = load i32, ptr %12, align 4, !tbaa !19
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %63

62:                                               ; preds = %51
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_a7247e_copy_if_l13.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %58, ptr %59)
  br label %67

63:                                               ; preds = %51
  %64 = load ptr, ptr %7, align 8
  %65 = load i32, ptr %64, align 4, !tbaa !19
  call void @__kmpc_serialized_parallel(ptr @3, i32 %65)
  %66 = load ptr, ptr %7, align 8
  store i32 0, ptr %24, align 4
  call void @__omp_offloading_fe00_a7247e_copy_if_l13.omp_outlined.omp_outlined(ptr %66, ptr %24, i64 %53, i64 %55, i64 %57, ptr %58, ptr %59) #3
  call void @__kmpc_end_serialized_parallel(ptr @3, i32 %65)
  br label %67

67:                                               ; preds = %63, %62
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %13, align 4, !tbaa !19
  %70 = load i32, ptr %20, align 4, !tbaa !19
  %71 = add nsw i32 %69, %70
  store i32 %71, ptr %13, align 4, !tbaa !19
  br label %46

72:                                               ; preds = %50
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %7, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @1, i32 %75)
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  br label %76

76:                                               ; preds = %73, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  ret void
}

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_if_l13.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #4 {
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
  store ptr %0, ptr %8, align 8, !tbaa !15
  store ptr %1, ptr %9, align 8, !tbaa !15
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !15
  store ptr %6, ptr %14, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !19
  store i32 %25, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !19
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !19
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !19
  store i32 %33, ptr %21, align 4, !tbaa !19
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !21
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !19
  store i32 %37, ptr %21, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !19
  %41 = load i32, ptr %18, align 4, !tbaa !19
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !19
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !19
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !19
  %49 = load i32, ptr %20, align 4, !tbaa !19
  store i32 %49, ptr %15, align 4, !tbaa !19
  br label %50

50:                                               ; preds = %69, %47
  %51 = load i32, ptr %15, align 4, !tbaa !19
  %52 = load i32, ptr %21, align 4, !tbaa !19
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !19
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !19
  %59 = load ptr, ptr %14, align 8, !tbaa !15
  %60 = load i32, ptr %24, align 4, !tbaa !19
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !23
  %64 = load ptr, ptr %13, align 8, !tbaa !15
  %65 = load i32, ptr %24, align 4, !tbaa !19
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !23
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !19
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !19
  br label %50

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @2, i32 %75)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %76

76:                                               ; preds = %73, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_serialized_parallel(ptr, i32) #3

; Function Attrs: nounwind
declare void @__kmpc_end_serialized_parallel(ptr, i32) #3

; Function Attrs: nounwind uwtable
define dso_local void @rows(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x ptr], align 8
  %11 = alloca [3 x ptr], align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %4, align 8, !tbaa !15
  store i32 %1, ptr %5, align 4, !tbaa !19
  store i32 %2, ptr %6, align 4, !tbaa !19
  %16 = load i32, ptr %5, align 4, !tbaa !19
  store i32 %16, ptr %7, align 4, !tbaa !19
  %17 = load i64, ptr %7, align 8, !tbaa !21
  %18 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %18, ptr %8, align 4, !tbaa !19
  %19 = load i64, ptr %8, align 8, !tbaa !21
  %20 = load ptr, ptr %4, align 8, !tbaa !15
  %21 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  store i64 %17, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %10, i32 0, i32 0
  store i64 %17, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 0
  store ptr null, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 1
  store i64 %19, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %10, i32 0, i32 1
  store i64 %19, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 1
  store ptr null, ptr %26, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 2
  store ptr %20, ptr %27, align 8
  %28 = getelementptr inbounds [3 x ptr], ptr %10, i32 0, i32 2
  store ptr %20, ptr %28, align 8
  %29 = getelementptr inbounds [3 x ptr], ptr %11, i64 0, i64 2
  store ptr null, ptr %29, align 8
  %30 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  %31 = getelementptr inbounds [3 x ptr], ptr %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %32 = load i32, ptr %5, align 4, !tbaa !19
  store i32 %32, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %33 = load i32, ptr %13, align 4, !tbaa !19
  %34 = sub nsw i32 %33, 0
  %35 = sdiv i32 %34, 1
  %36 = sub nsw i32 %35, 1
  store i32 %36, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  %37 = load i32, ptr %14, align 4, !tbaa !19
  %38 = add nsw i32 %37, 1
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 0
  store i32 3, ptr %40, align 4
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 1
  store i32 3, ptr %41, align 4
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 2
  store ptr %30, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 3
  store ptr %31, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 4
  store ptr @.offload_sizes.5, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 5
  store ptr @.offload_maptypes.6, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 6
  store ptr null, ptr %46, align 8
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 7
  store ptr null, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 8
  store i64 %39, ptr %48, align 8
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 9
  store i64 0, ptr %49, align 8
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %50, align 4
  %51 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %51, align 4
  %52 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %15, i32 0, i32 12
  store i32 0, ptr %52, align 4
  %53 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_a7247e_rows_l18.region_id, ptr %15)
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %3
  call void @__omp_offloading_fe00_a7247e_rows_l18(i64 %17, i64 %19, ptr %20) #3
  br label %56

56:                                               ; preds = %55, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_rows_l18(i64 noundef %0, i64 noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !21
  store i64 %1, ptr %5, align 8, !tbaa !21
  store ptr %2, ptr %6, align 8, !tbaa !15
  %9 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %9, ptr %7, align 4, !tbaa !19
  %10 = load i64, ptr %7, align 8, !tbaa !21
  %11 = load i32, ptr %5, align 4, !tbaa !19
  store i32 %11, ptr %8, align 4, !tbaa !19
  %12 = load i64, ptr %8, align 8, !tbaa !21
  %13 = load ptr, ptr %6, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_a7247e_rows_l18.omp_outlined, i64 %10, i64 %12, ptr %13)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_rows_l18.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  store i64 %2, ptr %8, align 8, !tbaa !21
  store i64 %3, ptr %9, align 8, !tbaa !21
  store ptr %4, ptr %10, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %21 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %21, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %22 = load i32, ptr %13, align 4, !tbaa !19
  %23 = sub nsw i32 %22, 0
  %24 = sdiv i32 %23, 1
  %25 = sub nsw i32 %24, 1
  store i32 %25, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %13, align 4, !tbaa !19
  %27 = icmp slt i32 0, %26
  br i1 %27, label %28, label %59

28:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %29 = load i32, ptr %14, align 4, !tbaa !19
  store i32 %29, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %30 = load ptr, ptr %6, align 8
  %31 = load i32, ptr %30, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @1, i32 %31, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %32 = load i32, ptr %17, align 4, !tbaa !19
  %33 = load i32, ptr %14, align 4, !tbaa !19
  %34 = icmp sgt i32 %32, %33
  br i1 %34, label %35, label %37

35:                                               ; preds = %28
  %36 = load i32, ptr %14, align 4, !tbaa !19
  br label %39

37:                                               ; preds = %28
  %38 = load i32, ptr %17, align 4, !tbaa !19
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %36, %35 ], [ %38, %37 ]
  store i32 %40, ptr %17, align 4, !tbaa !19
  %41 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %41, ptr %11, align 4, !tbaa !19
  br label %42

42:                                               ; preds = %52, %39
  %43 = load i32, ptr %11, align 4, !tbaa !19
  %44 = load i32, ptr %17, align 4, !tbaa !19
  %45 = icmp sle i32 %43, %44
  br i1 %45, label %47, label %46

46:                                               ; preds = %42
  br label %55

47:                                               ; preds = %42
  %48 = load i32, ptr %11, align 4, !tbaa !19
  %49 = mul nsw i32 %48, 1
  %50 = add nsw i32 0, %49
  store i32 %50, ptr %20, align 4, !tbaa !19
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 3, ptr @__omp_offloading_fe00_a7247e_rows_l18.omp_outlined.omp_outlined, ptr %9, ptr %10, ptr %20)
  br label %51

51:                                               ; preds = %47
  br label %52

52:                                               ; preds = %51
  %53 = load i32, ptr %11, align 4, !tbaa !19
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %11, align 4, !tbaa !19
  br label %42

55:                                               ; preds = %46
  br label %56

56:                                               ; preds = %55
  %57 = load ptr, ptr %6, align 8
  %58 = load i32, ptr %57, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @1, i32 %58)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %59

59:                                               ; preds = %56, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_rows_l18.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull align 4 dereferenceable(4) %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  store ptr %2, ptr %8, align 8, !tbaa !15
  store ptr %3, ptr %9, align 8, !tbaa !15
  store ptr %4, ptr %10, align 8, !tbaa !15
  %21 = load ptr, ptr %8, align 8, !tbaa !15
  %22 = load ptr, ptr %9, align 8, !tbaa !15
  %23 = load ptr, ptr %10, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %24 = load i32, ptr %21, align 4, !tbaa !19
  store i32 %24, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %13, align 4, !tbaa !19
  %26 = sub nsw i32 %25, 0
  %27 = sdiv i32 %26, 1
  %28 = sub nsw i32 %27, 1
  store i32 %28, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %29 = load i32, ptr %13, align 4, !tbaa !19
  %30 = icmp slt i32 0, %29
  br i1 %30, label %31, label %72

31:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %32 = load i32, ptr %14, align 4, !tbaa !19
  store i32 %32, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %33, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @2, i32 %34, i32 34, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %35 = load i32, ptr %17, align 4, !tbaa !19
  %36 = load i32, ptr %14, align 4, !tbaa !19
  %37 = icmp sgt i32 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %31
  %39 = load i32, ptr %14, align 4, !tbaa !19
  br label %42

40:                                               ; preds = %31
  %41 = load i32, ptr %17, align 4, !tbaa !19
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  store i32 %43, ptr %17, align 4, !tbaa !19
  %44 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %44, ptr %11, align 4, !tbaa !19
  br label %45

45:                                               ; preds = %65, %42
  %46 = load i32, ptr %11, align 4, !tbaa !19
  %47 = load i32, ptr %17, align 4, !tbaa !19
  %48 = icmp sle i32 %46, %47
  br i1 %48, label %50, label %49

49:                                               ; preds = %45
  br label %68

50:                                               ; preds = %45
  %51 = load i32, ptr %11, align 4, !tbaa !19
  %52 = mul nsw i32 %51, 1
  %53 = add nsw i32 0, %52
  store i32 %53, ptr %20, align 4, !tbaa !19
  %54 = load i32, ptr %20, align 4, !tbaa !19
  %55 = sitofp i32 %54 to double
  %56 = load ptr, ptr %22, align 8, !tbaa !15
  %57 = load i32, ptr %23, align 4, !tbaa !19
  %58 = load i32, ptr %21, align 4, !tbaa !19
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %20, align 4, !tbaa !19
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %56, i64 %62
  store double %55, ptr %63, align 8, !tbaa !23
  br label %64

64:                                               ; preds = %50
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %11, align 4, !tbaa !19
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %11, align 4, !tbaa !19
  br label %45

68:                                               ; preds = %49
  br label %69

69:                                               ; preds = %68
  %70 = load ptr, ptr %6, align 8
  %71 = load i32, ptr %70, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @2, i32 %71)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  br label %72

72:                                               ; preds = %69, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @once(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x ptr], align 8
  %4 = alloca [1 x ptr], align 8
  %5 = alloca [1 x ptr], align 8
  %6 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %2, align 8, !tbaa !15
  %7 = load ptr, ptr %2, align 8, !tbaa !15
  %8 = getelementptr inbounds [1 x ptr], ptr %3, i32 0, i32 0
  store ptr %7, ptr %8, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %4, i32 0, i32 0
  store ptr %7, ptr %9, align 8
  %10 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  store ptr null, ptr %10, align 8
  %11 = getelementptr inbounds [1 x ptr], ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds [1 x ptr], ptr %4, i32 0, i32 0
  %13 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 0
  store i32 3, ptr %13, align 4
  %14 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 1
  store i32 1, ptr %14, align 4
  %15 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 2
  store ptr %11, ptr %15, align 8
  %16 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 3
  store ptr %12, ptr %16, align 8
  %17 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 4
  store ptr @.offload_sizes.7, ptr %17, align 8
  %18 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 5
  store ptr @.offload_maptypes.8, ptr %18, align 8
  %19 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 6
  store ptr null, ptr %19, align 8
  %20 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 7
  store ptr null, ptr %20, align 8
  %21 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 8
  store i64 0, ptr %21, align 8
  %22 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 9
  store i64 0, ptr %22, align 8
  %23 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %23, align 4
  %24 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %24, align 4
  %25 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %6, i32 0, i32 12
  store i32 0, ptr %25, align 4
  %26 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_a7247e_once_l26.region_id, ptr %6)
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %1
  call void @__omp_offloading_fe00_a7247e_once_l26(ptr %7) #3
  br label %29

29:                                               ; preds = %28, %1
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_once_l26(ptr noundef %0) #1 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8, !tbaa !15
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 1, ptr @__omp_offloading_fe00_a7247e_once_l26.omp_outlined, ptr %3)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_once_l26.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store ptr %2, ptr %6, align 8, !tbaa !15
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = getelementptr inbounds double, ptr %7, i64 0
  store double 1.000000e+00, ptr %8, align 8, !tbaa !23
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local double @dot(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca [3 x ptr], align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %3, align 8, !tbaa !15
  store i32 %1, ptr %4, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #3
  store double 0.000000e+00, ptr %5, align 8, !tbaa !23
  %14 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %14, ptr %6, align 4, !tbaa !19
  %15 = load i64, ptr %6, align 8, !tbaa !21
  %16 = load ptr, ptr %3, align 8, !tbaa !15
  %17 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 0
  store i64 %15, ptr %17, align 8
  %18 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %15, ptr %18, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  store ptr null, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 1
  store ptr %5, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %5, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  store ptr null, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 2
  store ptr %16, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %16, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  store ptr null, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 0
  %27 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  %28 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %28, ptr %11, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %29 = load i32, ptr %11, align 4, !tbaa !19
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %12, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  %33 = load i32, ptr %12, align 4, !tbaa !19
  %34 = add nsw i32 %33, 1
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 0
  store i32 3, ptr %36, align 4
  %37 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 1
  store i32 3, ptr %37, align 4
  %38 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 2
  store ptr %26, ptr %38, align 8
  %39 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 3
  store ptr %27, ptr %39, align 8
  %40 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 4
  store ptr @.offload_sizes.9, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 5
  store ptr @.offload_maptypes.10, ptr %41, align 8
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 6
  store ptr null, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 7
  store ptr null, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 8
  store i64 %35, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 9
  store i64 0, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %46, align 4
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %47, align 4
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 12
  store i32 0, ptr %48, align 4
  %49 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_a7247e_dot_l32.region_id, ptr %13)
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %52

51:                                               ; preds = %2
  call void @__omp_offloading_fe00_a7247e_dot_l32(i64 %15, ptr %5, ptr %16) #3
  br label %52

52:                                               ; preds = %51, %2
  %53 = load double, ptr %5, align 8, !tbaa !23
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #3
  ret double %53
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_dot_l32(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !21
  store ptr %1, ptr %5, align 8, !tbaa !15
  store ptr %2, ptr %6, align 8, !tbaa !15
  %8 = load ptr, ptr %5, align 8, !tbaa !15
  %9 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %9, ptr %7, align 4, !tbaa !19
  %10 = load i64, ptr %7, align 8, !tbaa !21
  %11 = load ptr, ptr %6, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_a7247e_dot_l32.omp_outlined, i64 %10, ptr %8, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_dot_l32.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4) #1 {
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
  %23 = alloca [1 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !15
  store ptr %4, ptr %10, align 8, !tbaa !15
  %24 = load ptr, ptr %9, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %25, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %14, align 4, !tbaa !19
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %30 = load i32, ptr %14, align 4, !tbaa !19
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %67

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %15, align 4, !tbaa !19
  store i32 %33, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %36 = load i32, ptr %18, align 4, !tbaa !19
  %37 = load i32, ptr %15, align 4, !tbaa !19
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %15, align 4, !tbaa !19
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %18, align 4, !tbaa !19
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %18, align 4, !tbaa !19
  %45 = load i32, ptr %17, align 4, !tbaa !19
  store i32 %45, ptr %12, align 4, !tbaa !19
  br label %46

46:                                               ; preds = %59, %43
  %47 = load i32, ptr %12, align 4, !tbaa !19
  %48 = load i32, ptr %18, align 4, !tbaa !19
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %63

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %56, ptr %22, align 4, !tbaa !19
  %57 = load i64, ptr %22, align 8, !tbaa !21
  %58 = load ptr, ptr %10, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_a7247e_dot_l32.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %11, ptr %58)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4, !tbaa !19
  %61 = load i32, ptr %19, align 4, !tbaa !19
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %12, align 4, !tbaa !19
  br label %46

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %65, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @1, i32 %66)
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  br label %67

67:                                               ; preds = %64, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %68 = getelementptr inbounds [1 x ptr], ptr %23, i64 0, i64 0
  store ptr %11, ptr %68, align 8
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %69, align 4, !tbaa !19
  %71 = call i32 @__kmpc_reduce_nowait(ptr @4, i32 %70, i32 1, i64 8, ptr %23, ptr @__omp_offloading_fe00_a7247e_dot_l32.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %71, label %79 [
    i32 1, label %72
    i32 2, label %76
  ]

72:                                               ; preds = %67
  %73 = load double, ptr %24, align 8, !tbaa !23
  %74 = load double, ptr %11, align 8, !tbaa !23
  %75 = fadd double %73, %74
  store double %75, ptr %24, align 8, !tbaa !23
  call void @__kmpc_end_reduce_nowait(ptr @4, i32 %70, ptr @.gomp_critical_user_.reduction.var)
  br label %79

76:                                               ; preds = %67
  %77 = load double, ptr %11, align 8, !tbaa !23
  %78 = atomicrmw fadd ptr %24, double %77 monotonic, align 8
  br label %79

79:                                               ; preds = %76, %72, %67
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_dot_l32.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !15
  store ptr %1, ptr %9, align 8, !tbaa !15
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !15
  store ptr %6, ptr %14, align 8, !tbaa !15
  %27 = load ptr, ptr %13, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !19
  store i32 %28, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !19
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !19
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %94

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !19
  store i32 %36, ptr %21, align 4, !tbaa !19
  %37 = load i64, ptr %10, align 8, !tbaa !21
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !21
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !19
  store i32 %40, ptr %21, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @2, i32 %42, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %21, align 4, !tbaa !19
  %44 = load i32, ptr %18, align 4, !tbaa !19
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %35
  %47 = load i32, ptr %18, align 4, !tbaa !19
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %21, align 4, !tbaa !19
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %21, align 4, !tbaa !19
  %52 = load i32, ptr %20, align 4, !tbaa !19
  store i32 %52, ptr %15, align 4, !tbaa !19
  br label %53

53:                                               ; preds = %75, %50
  %54 = load i32, ptr %15, align 4, !tbaa !19
  %55 = load i32, ptr %21, align 4, !tbaa !19
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  br label %78

58:                                               ; preds = %53
  %59 = load i32, ptr %15, align 4, !tbaa !19
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %25, align 4, !tbaa !19
  %62 = load ptr, ptr %14, align 8, !tbaa !15
  %63 = load i32, ptr %25, align 4, !tbaa !19
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !23
  %67 = load ptr, ptr %14, align 8, !tbaa !15
  %68 = load i32, ptr %25, align 4, !tbaa !19
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %67, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !23
  %72 = load double, ptr %24, align 8, !tbaa !23
  %73 = call double @llvm.fmuladd.f64(double %66, double %71, double %72)
  store double %73, ptr %24, align 8, !tbaa !23
  br label %74

74:                                               ; preds = %58
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %15, align 4, !tbaa !19
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %15, align 4, !tbaa !19
  br label %53

78:                                               ; preds = %57
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %8, align 8
  %81 = load i32, ptr %80, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @2, i32 %81)
  %82 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %82, align 8
  %83 = load ptr, ptr %8, align 8
  %84 = load i32, ptr %83, align 4, !tbaa !19
  %85 = call i32 @__kmpc_reduce_nowait(ptr @4, i32 %84, i32 1, i64 8, ptr %26, ptr @__omp_offloading_fe00_a7247e_dot_l32.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %85, label %93 [
    i32 1, label %86
    i32 2, label %90
  ]

86:                                               ; preds = %79
  %87 = load double, ptr %27, align 8, !tbaa !23
  %88 = load double, ptr %24, align 8, !tbaa !23
  %89 = fadd double %87, %88
  store double %89, ptr %27, align 8, !tbaa !23
  call void @__kmpc_end_reduce_nowait(ptr @4, i32 %84, ptr @.gomp_critical_user_.reduction.var)
  br label %93

90:                                               ; preds = %79
  %91 = load double, ptr %24, align 8, !tbaa !23
  %92 = atomicrmw fadd ptr %27, double %91 monotonic, align 8
  br label %93

93:                                               ; preds = %90, %86, %79
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %94

94:                                               ; preds = %93, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_dot_l32.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #6 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !23
  %12 = load double, ptr %8, align 8, !tbaa !23
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !23
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) #7

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) #7

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_dot_l32.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #6 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !23
  %12 = load double, ptr %8, align 8, !tbaa !23
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !23
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @copy_nt(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x ptr], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store i32 %2, ptr %6, align 4, !tbaa !19
  %15 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %15, ptr %7, align 4, !tbaa !19
  %16 = load i64, ptr %7, align 8, !tbaa !21
  %17 = load ptr, ptr %4, align 8, !tbaa !15
  %18 = load ptr, ptr %5, align 8, !tbaa !15
  %19 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %16, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  store i64 %16, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  store ptr null, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %17, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 1
  store ptr %17, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  store ptr null, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %18, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 2
  store ptr %18, ptr %26, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  store ptr null, ptr %27, align 8
  %28 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %30 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %30, ptr %12, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !19
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !19
  %36 = add nsw i32 %35, 1
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 0
  store i32 3, ptr %38, align 4
  %39 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 1
  store i32 3, ptr %39, align 4
  %40 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 2
  store ptr %28, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 3
  store ptr %29, ptr %41, align 8
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 4
  store ptr @.offload_sizes.11, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes.12, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 6
  store ptr null, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 7
  store ptr null, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 8
  store i64 %37, ptr %46, align 8
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 9
  store i64 0, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 10
  store [3 x i32] [i32 8, i32 0, i32 0], ptr %48, align 4
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %49, align 4
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 12
  store i32 0, ptr %50, align 4
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 8, i32 0, ptr @.__omp_offloading_fe00_a7247e_copy_nt_l38.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_a7247e_copy_nt_l38(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_nt_l38(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = call i32 @__kmpc_global_thread_num(ptr @3)
  store i64 %0, ptr %4, align 8, !tbaa !21
  store ptr %1, ptr %5, align 8, !tbaa !15
  store ptr %2, ptr %6, align 8, !tbaa !15
  call void @__kmpc_push_num_teams(ptr @3, i32 %8, i32 8, i32 0)
  %9 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %9, ptr %7, align 4, !tbaa !19
  %10 = load i64, ptr %7, align 8, !tbaa !21
  %11 = load ptr, ptr %5, align 8, !tbaa !15
  %12 = load ptr, ptr %6, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_a7247e_copy_nt_l38.omp_outlined, i64 %10, ptr %11, ptr %12)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_nt_l38.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !15
  store ptr %4, ptr %10, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %22, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !19
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !19
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !19
  store i32 %30, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !19
  %34 = load i32, ptr %14, align 4, !tbaa !19
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !19
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !19
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !19
  %42 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %42, ptr %11, align 4, !tbaa !19
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !19
  %45 = load i32, ptr %17, align 4, !tbaa !19
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %53, ptr %21, align 4, !tbaa !19
  %54 = load i64, ptr %21, align 8, !tbaa !21
  %55 = load ptr, ptr %9, align 8, !tbaa !15
  %56 = load ptr, ptr %10, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_a7247e_copy_nt_l38.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !19
  %59 = load i32, ptr %18, align 4, !tbaa !19
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !19
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @1, i32 %64)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %65

65:                                               ; preds = %62, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_nt_l38.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !15
  store ptr %1, ptr %9, align 8, !tbaa !15
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !15
  store ptr %6, ptr %14, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !19
  store i32 %25, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !19
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !19
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !19
  store i32 %33, ptr %21, align 4, !tbaa !19
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !21
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !19
  store i32 %37, ptr %21, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !19
  %41 = load i32, ptr %18, align 4, !tbaa !19
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !19
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !19
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !19
  %49 = load i32, ptr %20, align 4, !tbaa !19
  store i32 %49, ptr %15, align 4, !tbaa !19
  br label %50

50:                                               ; preds = %69, %47
  %51 = load i32, ptr %15, align 4, !tbaa !19
  %52 = load i32, ptr %21, align 4, !tbaa !19
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !19
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !19
  %59 = load ptr, ptr %14, align 8, !tbaa !15
  %60 = load i32, ptr %24, align 4, !tbaa !19
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !23
  %64 = load ptr, ptr %13, align 8, !tbaa !15
  %65 = load i32, ptr %24, align 4, !tbaa !19
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !23
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !19
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !19
  br label %50

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @2, i32 %75)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %76

76:                                               ; preds = %73, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @copy_ds(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x ptr], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store i32 %2, ptr %6, align 4, !tbaa !19
  %15 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %15, ptr %7, align 4, !tbaa !19
  %16 = load i64, ptr %7, align 8, !tbaa !21
  %17 = load ptr, ptr %4, align 8, !tbaa !15
  %18 = load ptr, ptr %5, align 8, !tbaa !15
  %19 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %16, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  store i64 %16, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  store ptr null, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %17, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 1
  store ptr %17, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  store ptr null, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %18, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 2
  store ptr %18, ptr %26, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  store ptr null, ptr %27, align 8
  %28 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %30 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %30, ptr %12, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !19
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !19
  %36 = add nsw i32 %35, 1
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 0
  store i32 3, ptr %38, align 4
  %39 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 1
  store i32 3, ptr %39, align 4
  %40 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 2
  store ptr %28, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 3
  store ptr %29, ptr %41, align 8
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 4
  store ptr @.offload_sizes.13, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes.14, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 6
  store ptr null, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 7
  store ptr null, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 8
  store i64 %37, ptr %46, align 8
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 9
  store i64 0, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %48, align 4
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %49, align 4
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 12
  store i32 0, ptr %50, align 4
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_a7247e_copy_ds_l43.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_a7247e_copy_ds_l43(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_ds_l43(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !21
  store ptr %1, ptr %5, align 8, !tbaa !15
  store ptr %2, ptr %6, align 8, !tbaa !15
  %8 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %8, ptr %7, align 4, !tbaa !19
  %9 = load i64, ptr %7, align 8, !tbaa !21
  %10 = load ptr, ptr %5, align 8, !tbaa !15
  %11 = load ptr, ptr %6, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_a7247e_copy_ds_l43.omp_outlined, i64 %9, ptr %10, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_ds_l43.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !15
  store ptr %4, ptr %10, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %22, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !19
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !19
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %82

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !19
  store i32 %30, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 91, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 256)
  %33 = load i32, ptr %17, align 4, !tbaa !19
  %34 = load i32, ptr %14, align 4, !tbaa !19
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !19
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !19
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !19
  %42 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %42, ptr %11, align 4, !tbaa !19
  br label %43

43:                                               ; preds = %75, %40
  %44 = load i32, ptr %11, align 4, !tbaa !19
  %45 = load i32, ptr %14, align 4, !tbaa !19
  %46 = add nsw i32 %45, 1
  %47 = icmp slt i32 %44, %46
  br i1 %47, label %49, label %48

48:                                               ; preds = %43
  br label %78

49:                                               ; preds = %43
  %50 = load i32, ptr %16, align 4
  %51 = zext i32 %50 to i64
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %54, ptr %21, align 4, !tbaa !19
  %55 = load i64, ptr %21, align 8, !tbaa !21
  %56 = load ptr, ptr %9, align 8, !tbaa !15
  %57 = load ptr, ptr %10, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_a7247e_copy_ds_l43.omp_outlined.omp_outlined, i64 %51, i64 %53, i64 %55, ptr %56, ptr %57)
  br label %58

58:                                               ; preds = %49
  %59 = load i32, ptr %11, align 4, !tbaa !19
  %60 = load i32, ptr %18, align 4, !tbaa !19
  %61 = add nsw i32 %59, %60
  store i32 %61, ptr %11, align 4, !tbaa !19
  %62 = load i32, ptr %16, align 4, !tbaa !19
  %63 = load i32, ptr %18, align 4, !tbaa !19
  %64 = add nsw i32 %62, %63
  store i32 %64, ptr %16, align 4, !tbaa !19
  %65 = load i32, ptr %17, align 4, !tbaa !19
  %66 = load i32, ptr %18, align 4, !tbaa !19
  %67 = add nsw i32 %65, %66
  store i32 %67, ptr %17, align 4, !tbaa !19
  %68 = load i32, ptr %17, align 4, !tbaa !19
  %69 = load i32, ptr %14, align 4, !tbaa !19
  %70 = icmp sgt i32 %68, %69
  br i1 %70, label %71, label %73

71:                                               ; preds = %58
  %72 = load i32, ptr %14, align 4, !tbaa !19
  br label %75

73:                                               ; preds = %58
  %74 = load i32, ptr %17, align 4, !tbaa !19
  br label %75

75:                                               ; preds = %73, %71
  %76 = phi i32 [ %72, %71 ], [ %74, %73 ]
  store i32 %76, ptr %17, align 4, !tbaa !19
  %77 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %77, ptr %11, align 4, !tbaa !19
  br label %43

78:                                               ; preds = %48
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %6, align 8
  %81 = load i32, ptr %80, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @1, i32 %81)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %82

82:                                               ; preds = %79, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_ds_l43.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !15
  store ptr %1, ptr %9, align 8, !tbaa !15
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !15
  store ptr %6, ptr %14, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !19
  store i32 %25, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !19
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !19
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !19
  store i32 %33, ptr %21, align 4, !tbaa !19
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !21
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !19
  store i32 %37, ptr %21, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !19
  %41 = load i32, ptr %18, align 4, !tbaa !19
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !19
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !19
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !19
  %49 = load i32, ptr %20, align 4, !tbaa !19
  store i32 %49, ptr %15, align 4, !tbaa !19
  br label %50

50:                                               ; preds = %69, %47
  %51 = load i32, ptr %15, align 4, !tbaa !19
  %52 = load i32, ptr %21, align 4, !tbaa !19
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !19
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !19
  %59 = load ptr, ptr %14, align 8, !tbaa !15
  %60 = load i32, ptr %24, align 4, !tbaa !19
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !23
  %64 = load ptr, ptr %13, align 8, !tbaa !15
  %65 = load i32, ptr %24, align 4, !tbaa !19
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !23
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !19
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !19
  br label %50

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @2, i32 %75)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %76

76:                                               ; preds = %73, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @copy_dyn(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x ptr], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %4, align 8, !tbaa !15
  store ptr %1, ptr %5, align 8, !tbaa !15
  store i32 %2, ptr %6, align 4, !tbaa !19
  %15 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %15, ptr %7, align 4, !tbaa !19
  %16 = load i64, ptr %7, align 8, !tbaa !21
  %17 = load ptr, ptr %4, align 8, !tbaa !15
  %18 = load ptr, ptr %5, align 8, !tbaa !15
  %19 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %16, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  store i64 %16, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  store ptr null, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %17, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 1
  store ptr %17, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  store ptr null, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %18, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 2
  store ptr %18, ptr %26, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  store ptr null, ptr %27, align 8
  %28 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %30 = load i32, ptr %6, align 4, !tbaa !19
  store i32 %30, ptr %12, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !19
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !19
  %36 = add nsw i32 %35, 1
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 0
  store i32 3, ptr %38, align 4
  %39 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 1
  store i32 3, ptr %39, align 4
  %40 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 2
  store ptr %28, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 3
  store ptr %29, ptr %41, align 8
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 4
  store ptr @.offload_sizes.15, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes.16, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 6
  store ptr null, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 7
  store ptr null, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 8
  store i64 %37, ptr %46, align 8
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 9
  store i64 0, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %48, align 4
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %49, align 4
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 12
  store i32 0, ptr %50, align 4
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_a7247e_copy_dyn_l47.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_a7247e_copy_dyn_l47(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_dyn_l47(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !21
  store ptr %1, ptr %5, align 8, !tbaa !15
  store ptr %2, ptr %6, align 8, !tbaa !15
  %8 = load i32, ptr %4, align 4, !tbaa !19
  store i32 %8, ptr %7, align 4, !tbaa !19
  %9 = load i64, ptr %7, align 8, !tbaa !21
  %10 = load ptr, ptr %5, align 8, !tbaa !15
  %11 = load ptr, ptr %6, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_a7247e_copy_dyn_l47.omp_outlined, i64 %9, ptr %10, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_dyn_l47.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !15
  store ptr %1, ptr %7, align 8, !tbaa !15
  store i64 %2, ptr %8, align 8, !tbaa !21
  store ptr %3, ptr %9, align 8, !tbaa !15
  store ptr %4, ptr %10, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %22, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !19
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !19
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !19
  store i32 %30, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !19
  %34 = load i32, ptr %14, align 4, !tbaa !19
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !19
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !19
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !19
  %42 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %42, ptr %11, align 4, !tbaa !19
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !19
  %45 = load i32, ptr %17, align 4, !tbaa !19
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !19
  store i32 %53, ptr %21, align 4, !tbaa !19
  %54 = load i64, ptr %21, align 8, !tbaa !21
  %55 = load ptr, ptr %9, align 8, !tbaa !15
  %56 = load ptr, ptr %10, align 8, !tbaa !15
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_a7247e_copy_dyn_l47.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !19
  %59 = load i32, ptr %18, align 4, !tbaa !19
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !19
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !19
  call void @__kmpc_for_static_fini(ptr @1, i32 %64)
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %65

65:                                               ; preds = %62, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_a7247e_copy_dyn_l47.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !15
  store ptr %1, ptr %9, align 8, !tbaa !15
  store i64 %2, ptr %10, align 8, !tbaa !21
  store i64 %3, ptr %11, align 8, !tbaa !21
  store i64 %4, ptr %12, align 8, !tbaa !21
  store ptr %5, ptr %13, align 8, !tbaa !15
  store ptr %6, ptr %14, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !19
  store i32 %25, ptr %17, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !19
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !19
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %77

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !19
  store i32 %33, ptr %21, align 4, !tbaa !19
  %34 = load i64, ptr %10, align 8, !tbaa !21
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !21
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !19
  store i32 %37, ptr %21, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load i32, ptr %20, align 4, !tbaa !19
  %39 = load i32, ptr %21, align 4, !tbaa !19
  %40 = load ptr, ptr %8, align 8
  %41 = load i32, ptr %40, align 4, !tbaa !19
  call void @__kmpc_dispatch_init_4(ptr @3, i32 %41, i32 1073741859, i32 %38, i32 %39, i32 1, i32 1)
  br label %42

42:                                               ; preds = %73, %32
  %43 = load ptr, ptr %8, align 8
  %44 = load i32, ptr %43, align 4, !tbaa !19
  %45 = call i32 @__kmpc_dispatch_next_4(ptr @3, i32 %44, ptr %23, ptr %20, ptr %21, ptr %22)
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %48, label %47

47:                                               ; preds = %42
  br label %74

48:                                               ; preds = %42
  %49 = load i32, ptr %20, align 4, !tbaa !19
  store i32 %49, ptr %15, align 4, !tbaa !19
  br label %50

50:                                               ; preds = %69, %48
  %51 = load i32, ptr %15, align 4, !tbaa !19, !llvm.access.group !27
  %52 = load i32, ptr %21, align 4, !tbaa !19, !llvm.access.group !27
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !19, !llvm.access.group !27
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !19, !llvm.access.group !27
  %59 = load ptr, ptr %14, align 8, !tbaa !15, !llvm.access.group !27
  %60 = load i32, ptr %24, align 4, !tbaa !19, !llvm.access.group !27
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !23, !llvm.access.group !27
  %64 = load ptr, ptr %13, align 8, !tbaa !15, !llvm.access.group !27
  %65 = load i32, ptr %24, align 4, !tbaa !19, !llvm.access.group !27
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !23, !llvm.access.group !27
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !19, !llvm.access.group !27
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !19, !llvm.access.group !27
  br label %50, !llvm.loop !28

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  br label %42

74:                                               ; preds = %47
  %75 = load ptr, ptr %8, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !19
  call void @__kmpc_dispatch_deinit(ptr @3, i32 %76)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %77

77:                                               ; preds = %74, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(ptr, i32, i32, i32, i32, i32, i32) #3

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(ptr, i32, ptr, ptr, ptr, ptr) #3

; Function Attrs: nounwind
declare void @__kmpc_dispatch_deinit(ptr, i32) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { convergent nounwind }

!omp_offload.info = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !{i32 0, i32 65024, i32 10953854, !"copy", i32 3, i32 0, i32 0}
!1 = !{i32 0, i32 65024, i32 10953854, !"copy_ds", i32 43, i32 0, i32 7}
!2 = !{i32 0, i32 65024, i32 10953854, !"copy_dyn", i32 47, i32 0, i32 8}
!3 = !{i32 0, i32 65024, i32 10953854, !"copy_if", i32 13, i32 0, i32 2}
!4 = !{i32 0, i32 65024, i32 10953854, !"copy_nt", i32 38, i32 0, i32 6}
!5 = !{i32 0, i32 65024, i32 10953854, !"copy_tl", i32 8, i32 0, i32 1}
!6 = !{i32 0, i32 65024, i32 10953854, !"dot", i32 32, i32 0, i32 5}
!7 = !{i32 0, i32 65024, i32 10953854, !"once", i32 26, i32 0, i32 4}
!8 = !{i32 0, i32 65024, i32 10953854, !"rows", i32 18, i32 0, i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"openmp", i32 51}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !17, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !17, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"double", !17, i64 0}
!25 = !{!26}
!26 = !{i64 2, i64 -1, i64 -1, i1 true}
!27 = distinct !{}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.parallel_accesses", !27}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK-LABEL: define dso_local void @copy(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], ptr noundef %[[TMP1:[0-9]+]], i32 noundef %[[TMP2:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP19]], align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP20]], align 8
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP21]], align 8
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP17]], ptr %[[TMP22]], align 8
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP17]], ptr %[[TMP23]], align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP24]], align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP25]], align 8
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP26]], align 8
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP27]], align 8
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 0
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = add nsw i32 %[[TMP35]], 1
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = zext i32 %[[TMP36]] to i64
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP38]], align 4
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 1
; CHECK-NEXT:   store i32 3, ptr %[[TMP39]], align 4
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP28]], ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP29]], ptr %[[TMP41]], align 8
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes, ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes, ptr %[[TMP43]], align 8
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP44]], align 8
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP45]], align 8
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP37]], ptr %[[TMP46]], align 8
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP47]], align 8
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP48]], align 4
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP49]], align 4
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP50]], align 4
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP51]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i32, ptr %[[TMP52]], align 4
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp eq i32 %[[TMP53]], 0
; CHECK-NEXT:   %ompred.thread.limit = select i1 %[[TMP54]], i32 128, i32 %[[TMP53]]
; CHECK-NEXT:   store i32 %ompred.thread.limit, ptr %[[TMP52]], align 4
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 128, ptr @.__omp_offloading_fe00_a7247e_copy_l3.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = icmp ne i32 %[[TMP55]], 0
; CHECK-NEXT:   br i1 %[[TMP56]], label %[[TMP57:[0-9]+]], label %[[TMP58:[0-9]+]]
; CHECK: [[TMP57]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7247e_copy_l3(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP58]]
; CHECK: [[TMP58]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @copy_tl(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], ptr noundef %[[TMP1:[0-9]+]], i32 noundef %[[TMP2:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP19]], align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP20]], align 8
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP21]], align 8
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP17]], ptr %[[TMP22]], align 8
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP17]], ptr %[[TMP23]], align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP24]], align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP25]], align 8
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP26]], align 8
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP27]], align 8
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 0
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = add nsw i32 %[[TMP35]], 1
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = zext i32 %[[TMP36]] to i64
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP38]], align 4
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 1
; CHECK-NEXT:   store i32 3, ptr %[[TMP39]], align 4
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP28]], ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP29]], ptr %[[TMP41]], align 8
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes.1, ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.2, ptr %[[TMP43]], align 8
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP44]], align 8
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP45]], align 8
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP37]], ptr %[[TMP46]], align 8
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP47]], align 8
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP48]], align 4
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] [i32 64, i32 0, i32 0], ptr %[[TMP49]], align 4
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP50]], align 4
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 64, ptr @.__omp_offloading_fe00_a7247e_copy_tl_l8.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = icmp ne i32 %[[TMP51]], 0
; CHECK-NEXT:   br i1 %[[TMP52]], label %[[TMP53:[0-9]+]], label %[[TMP54:[0-9]+]]
; CHECK: [[TMP53]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7247e_copy_tl_l8(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP54]]
; CHECK: [[TMP54]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @copy_if(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], ptr noundef %[[TMP1:[0-9]+]], i32 noundef %[[TMP2:[0-9]+]], i32 noundef %[[TMP3:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP7]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP3]], ptr %[[TMP8]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP9]]) #3
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP19]], ptr %[[TMP9]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP20]], ptr %[[TMP10]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP24]], ptr %[[TMP11]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = load i64, ptr %[[TMP11]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = icmp ne i32 %[[TMP26]], 0
; CHECK-NEXT:   br i1 %[[TMP27]], label %[[TMP28:[0-9]+]], label %[[TMP77:[0-9]+]]
; CHECK: [[TMP28]]:
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP21]], ptr %[[TMP29]], align 8
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP21]], ptr %[[TMP30]], align 8
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP14]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP31]], align 8
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP22]], ptr %[[TMP32]], align 8
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP22]], ptr %[[TMP33]], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP14]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP34]], align 8
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP23]], ptr %[[TMP35]], align 8
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP23]], ptr %[[TMP36]], align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP14]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP37]], align 8
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 3
; CHECK-NEXT:   store i64 %[[TMP25]], ptr %[[TMP38]], align 8
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i32 0, i32 3
; CHECK-NEXT:   store i64 %[[TMP25]], ptr %[[TMP39]], align 8
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP14]], i64 0, i64 3
; CHECK-NEXT:   store ptr null, ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = load i32, ptr %[[TMP9]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = icmp ne i32 %[[TMP43]], 0
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = select i1 %[[TMP44]], i32 0, i32 1
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP46]], ptr %[[TMP16]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = sub nsw i32 %[[TMP47]], 0
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = sdiv i32 %[[TMP48]], 1
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = sub nsw i32 %[[TMP49]], 1
; CHECK-NEXT:   store i32 %[[TMP50]], ptr %[[TMP17]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = add nsw i32 %[[TMP51]], 1
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = zext i32 %[[TMP52]] to i64
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = insertvalue [3 x i32] zeroinitializer, i32 %[[TMP45]], 0
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP55]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 1
; CHECK-NEXT:   store i32 4, ptr %[[TMP56]], align 4
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP41]], ptr %[[TMP57]], align 8
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP42]], ptr %[[TMP58]], align 8
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes.3, ptr %[[TMP59]], align 8
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.4, ptr %[[TMP60]], align 8
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP61]], align 8
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP62]], align 8
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP53]], ptr %[[TMP63]], align 8
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP64]], align 8
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP65]], align 4
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] %[[TMP54]], ptr %[[TMP66]], align 4
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP67]], align 4
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = icmp eq i32 %[[TMP45]], 0
; CHECK-NEXT:   %ompred.thread.limit = select i1 %[[TMP68]], i32 128, i32 %[[TMP45]]
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP18]], i32 0, i32 11
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP69]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = load i32, ptr %[[TMP70]], align 4
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = icmp eq i32 %[[TMP71]], 0
; CHECK-NEXT:   %ompred.thread.limit1 = select i1 %[[TMP72]], i32 128, i32 %[[TMP71]]
; CHECK-NEXT:   store i32 %ompred.thread.limit1, ptr %[[TMP70]], align 4
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 %ompred.thread.limit, ptr @.__omp_offloading_fe00_a7247e_copy_if_l13.region_id, ptr %[[TMP18]])
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = icmp ne i32 %[[TMP73]], 0
; CHECK-NEXT:   br i1 %[[TMP74]], label %[[TMP75:[0-9]+]], label %[[TMP76:[0-9]+]]
; CHECK: [[TMP75]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7247e_copy_if_l13(i64 %[[TMP21]], ptr %[[TMP22]], ptr %[[TMP23]], i64 %[[TMP25]]) #3
; CHECK-NEXT:   br label %[[TMP76]]
; CHECK: [[TMP76]]:
; CHECK-NEXT:   br label %[[TMP78:[0-9]+]]
; CHECK: [[TMP77]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7247e_copy_if_l13(i64 %[[TMP21]], ptr %[[TMP22]], ptr %[[TMP23]], i64 %[[TMP25]]) #3
; CHECK-NEXT:   br label %[[TMP78]]
; CHECK: [[TMP78]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP9]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @rows(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], i32 noundef %[[TMP1:[0-9]+]], i32 noundef %[[TMP2:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP1]], ptr %[[TMP5]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i32, ptr %[[TMP5]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP16]], ptr %[[TMP7]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP18]], ptr %[[TMP8]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = load i64, ptr %[[TMP8]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP17]], ptr %[[TMP21]], align 8
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP17]], ptr %[[TMP22]], align 8
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP11]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP23]], align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 1
; CHECK-NEXT:   store i64 %[[TMP19]], ptr %[[TMP24]], align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i32 0, i32 1
; CHECK-NEXT:   store i64 %[[TMP19]], ptr %[[TMP25]], align 8
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP11]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP26]], align 8
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP20]], ptr %[[TMP27]], align 8
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP20]], ptr %[[TMP28]], align 8
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP11]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP29]], align 8
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i32 0, i32 0
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i32, ptr %[[TMP5]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP32]], ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 0
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = sdiv i32 %[[TMP34]], 1
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = sub nsw i32 %[[TMP35]], 1
; CHECK-NEXT:   store i32 %[[TMP36]], ptr %[[TMP14]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP14]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP14]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = add nsw i32 %[[TMP37]], 1
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = zext i32 %[[TMP38]] to i64
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP40]], align 4
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 1
; CHECK-NEXT:   store i32 3, ptr %[[TMP41]], align 4
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP30]], ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP31]], ptr %[[TMP43]], align 8
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes.5, ptr %[[TMP44]], align 8
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.6, ptr %[[TMP45]], align 8
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP46]], align 8
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP47]], align 8
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP39]], ptr %[[TMP48]], align 8
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP49]], align 8
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP50]], align 4
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP51]], align 4
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP15]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP52]], align 4
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_a7247e_rows_l18.region_id, ptr %[[TMP15]])
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp ne i32 %[[TMP53]], 0
; CHECK-NEXT:   br i1 %[[TMP54]], label %[[TMP55:[0-9]+]], label %[[TMP56:[0-9]+]]
; CHECK: [[TMP55]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7247e_rows_l18(i64 %[[TMP17]], i64 %[[TMP19]], ptr %[[TMP20]]) #3
; CHECK-NEXT:   br label %[[TMP56]]
; CHECK: [[TMP56]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local double @dot(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], i32 noundef %[[TMP1:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP3:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca double, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP3]], align 8, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP1]], ptr %[[TMP4]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP5]]) #3
; CHECK-NEXT:   store double 0.000000e+00, ptr %[[TMP5]], align 8, !tbaa !23
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP14]], ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i64, ptr %[[TMP6]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load ptr, ptr %[[TMP3]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP15]], ptr %[[TMP17]], align 8
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP15]], ptr %[[TMP18]], align 8
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP19]], align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP20]], align 8
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP21]], align 8
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP22]], align 8
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP16]], ptr %[[TMP23]], align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP16]], ptr %[[TMP24]], align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP25]], align 8
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP28]], ptr %[[TMP11]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = sub nsw i32 %[[TMP29]], 0
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = sdiv i32 %[[TMP30]], 1
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 1
; CHECK-NEXT:   store i32 %[[TMP32]], ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = add nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = zext i32 %[[TMP34]] to i64
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP36]], align 4
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 1
; CHECK-NEXT:   store i32 3, ptr %[[TMP37]], align 4
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP26]], ptr %[[TMP38]], align 8
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP27]], ptr %[[TMP39]], align 8
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes.9, ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.10, ptr %[[TMP41]], align 8
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP43]], align 8
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP35]], ptr %[[TMP44]], align 8
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP45]], align 8
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP46]], align 4
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP47]], align 4
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP48]], align 4
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 11
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP49]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = load i32, ptr %[[TMP50]], align 4
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = icmp eq i32 %[[TMP51]], 0
; CHECK-NEXT:   %ompred.thread.limit = select i1 %[[TMP52]], i32 128, i32 %[[TMP51]]
; CHECK-NEXT:   store i32 %ompred.thread.limit, ptr %[[TMP50]], align 4
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 128, ptr @.__omp_offloading_fe00_a7247e_dot_l32.region_id, ptr %[[TMP13]])
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp ne i32 %[[TMP53]], 0
; CHECK-NEXT:   br i1 %[[TMP54]], label %[[TMP55:[0-9]+]], label %[[TMP56:[0-9]+]]
; CHECK: [[TMP55]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7247e_dot_l32(i64 %[[TMP15]], ptr %[[TMP5]], ptr %[[TMP16]]) #3
; CHECK-NEXT:   br label %[[TMP56]]
; CHECK: [[TMP56]]:
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load double, ptr %[[TMP5]], align 8, !tbaa !23
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP5]]) #3
; CHECK-NEXT:   ret double %[[TMP57]]
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @copy_nt(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], ptr noundef %[[TMP1:[0-9]+]], i32 noundef %[[TMP2:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP19]], align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP20]], align 8
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP21]], align 8
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP17]], ptr %[[TMP22]], align 8
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP17]], ptr %[[TMP23]], align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP24]], align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP25]], align 8
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP26]], align 8
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP27]], align 8
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 0
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = add nsw i32 %[[TMP35]], 1
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = zext i32 %[[TMP36]] to i64
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP38]], align 4
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 1
; CHECK-NEXT:   store i32 3, ptr %[[TMP39]], align 4
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP28]], ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP29]], ptr %[[TMP41]], align 8
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes.11, ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.12, ptr %[[TMP43]], align 8
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP44]], align 8
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP45]], align 8
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP37]], ptr %[[TMP46]], align 8
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP47]], align 8
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] [i32 8, i32 0, i32 0], ptr %[[TMP48]], align 4
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP49]], align 4
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP50]], align 4
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP51]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i32, ptr %[[TMP52]], align 4
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp eq i32 %[[TMP53]], 0
; CHECK-NEXT:   %ompred.thread.limit = select i1 %[[TMP54]], i32 128, i32 %[[TMP53]]
; CHECK-NEXT:   store i32 %ompred.thread.limit, ptr %[[TMP52]], align 4
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 8, i32 128, ptr @.__omp_offloading_fe00_a7247e_copy_nt_l38.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = icmp ne i32 %[[TMP55]], 0
; CHECK-NEXT:   br i1 %[[TMP56]], label %[[TMP57:[0-9]+]], label %[[TMP58:[0-9]+]]
; CHECK: [[TMP57]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7247e_copy_nt_l38(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP58]]
; CHECK: [[TMP58]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @copy_ds(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], ptr noundef %[[TMP1:[0-9]+]], i32 noundef %[[TMP2:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !15
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP19]], align 8
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP20]], align 8
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP21]], align 8
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP17]], ptr %[[TMP22]], align 8
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP17]], ptr %[[TMP23]], align 8
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP24]], align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP25]], align 8
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP26]], align 8
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP10]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP27]], align 8
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i32 0, i32 0
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !19
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 0
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !19
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = add nsw i32 %[[TMP35]], 1
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = zext i32 %[[TMP36]] to i64
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP38]], align 4
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 1
; CHECK-NEXT:   store i32 3, ptr %[[TMP39]], align 4
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP28]], ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP29]], ptr %[[TMP41]], align 8
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes.13, ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.14, ptr %[[TMP43]], align 8
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP44]], align 8
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP45]], align 8
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP37]], ptr %[[TMP46]], align 8
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP47]], align 8
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP48]], align 4
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP49]], align 4
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP50]], align 4
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP51]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i32, ptr %[[TMP52]], align 4
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp eq i32 %[[TMP53]], 0
; CHECK-NEXT:   %ompred.thread.limit = select i1 %[[TMP54]], i32 128, i32 %[[TMP53]]
; CHECK-NEXT:   store i32 %ompred.thread.limit, ptr %[[TMP52]], align 4
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 128, ptr @.__omp_offloading_fe00_a7247e_copy_ds_l43.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = icmp ne i32 %[[TMP55]], 0
; CHECK-NEXT:   br i1 %[[TMP56]], label %[[TMP57:[0-9]+]], label %[[TMP58:[0-9]+]]
; CHECK: [[TMP57]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_a7247e_copy_ds_l43(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP58]]
; CHECK: [[TMP58]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
