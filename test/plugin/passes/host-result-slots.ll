; The host side of the plugin (plugin/HostResultSlots.cpp, docs/plugin.md,
; "A reduction's result in pinned host memory") on clang-19's host IR of
; eight target regions with teams reductions. The launches of dot (one
; double), count (an int and a char, with an if clause) and dot_mapped (an
; array section beside it, whose size the launch stores at run time) take a slot of
; the pool (__ompred_result_slot_acquire) and, where no variable is present
; on the device, copy the variables into it, pass its address as a literal
; kernel argument (map type 0x120) and copy the result back after a launch
; that returned 0; the slot goes back to the pool whether it was used or
; not. Left with their copies, a missed remark saying why: nowait, a
; variable whose address escapes, a global, an array section and a declared
; reduction whose initializer reads the original.
;
; UTC_ARGS: --function ^(dot|count|dot_mapped|__ompred_result_slot_acquire|__ompred_result_slot_release)$
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-host-result-slots -S %s | %FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-host-result-slots -S %s -o %t.ll \
; RUN:   -pass-remarks=ompred -pass-remarks-missed=ompred 2>%t.remarks
; RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.remarks
; RUN: %FileCheck %s --check-prefix=GLOBAL --input-file=%t.ll
; REMARK-DAG: reduction of __omp_offloading_{{.*}}_dot_l4 passes 1 variable(s) in pinned host memory
; REMARK-DAG: reduction of __omp_offloading_{{.*}}_count_l12 passes 2 variable(s) in pinned host memory
; REMARK-DAG: reduction of __omp_offloading_{{.*}}_dot_mapped_l24 passes 1 variable(s) in pinned host memory
; REMARK-DAG: reduction of __omp_offloading_{{.*}}_dot_nowait_l31 keeps its copies to the device and back: offload arrays whose sizes or map types are not constants
; REMARK-DAG: reduction of __omp_offloading_{{.*}}_dot_seen_l41 keeps its copies to the device and back: the reduction variable is not a local that only the region and plain loads and stores use
; REMARK-DAG: reduction of __omp_offloading_{{.*}}_dot_global_l48 keeps its copies to the device and back: no reduction variable that only the teams' combine touches
; REMARK-DAG: reduction of __omp_offloading_{{.*}}_histogram_l53 keeps its copies to the device and back: no reduction variable that only the teams' combine touches
; REMARK-DAG: reduction of __omp_offloading_{{.*}}_dot_udr_l60 keeps its copies to the device and back: no reduction variable that only the teams' combine touches
; The map types the slot's launches pass: the variables' entries (547, tofrom)
; literal (800).
; GLOBAL-DAG: @.offload_maptypes = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
; GLOBAL-DAG: @.offload_maptypes.ompred.slot = private unnamed_addr constant [3 x i64] [i64 800, i64 800, i64 288]
; GLOBAL-DAG: @.offload_maptypes.2 = private unnamed_addr constant [5 x i64] [i64 800, i64 547, i64 288, i64 547, i64 800]
; GLOBAL-DAG: @.offload_maptypes.2.ompred.slot = private unnamed_addr constant [5 x i64] [i64 800, i64 800, i64 288, i64 800, i64 800]
; GLOBAL-DAG: @__ompred_result_slot_pools = linkonce_odr hidden global [16 x ptr] zeroinitializer, comdat
; GLOBAL-DAG: @__ompred_result_slot_used = linkonce_odr hidden global [16 x i64] zeroinitializer, comdat
; The checks fail with the pass turned off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-host-result-slots -ompred-host-result-slots=false \
; RUN:   -S %s | not %FileCheck %s
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-host-only -S -emit-llvm
;   -Xclang -disable-llvm-passes host-result-slots.c, of:
;   // one double: passed in a slot
;   double dot(const double *a, int n) {
;     double s = 0;
;   #pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(a)
;     for (int i = 0; i < n; i++) s += a[i] * a[i];
;     return s;
;   }
;   // two variables, int and char, with an if clause: both in one slot
;   void count(const int *a, int n, int c, int *big, char *odd) {
;     int m = *big;
;     char o = *odd;
;   #pragma omp target teams distribute parallel for reduction(max : m) reduction(+ : o) is_device_ptr(a) if (c)
;     for (int i = 0; i < n; i++) {
;       m = m > a[i] ? m : a[i];
;       o += a[i] & 1;
;     }
;     *big = m;
;     *odd = o;
;   }
;   // an array section mapped beside it, whose size the launch stores at run
;   // time: the variable's size is still the constant's, it takes a slot
;   double dot_mapped(const double *a, int n) {
;     double s = 0;
;   #pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
;     for (int i = 0; i < n; i++) s += a[i];
;     return s;
;   }
;   // nowait: keeps its copies
;   double dot_nowait(const double *a, int n) {
;     double s = 0;
;   #pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(a) nowait
;     for (int i = 0; i < n; i++) s += a[i];
;   #pragma omp taskwait
;     return s;
;   }
;   // the variable's address escapes: keeps its copies
;   double *seen;
;   double dot_seen(const double *a, int n) {
;     double s = 0;
;     seen = &s;
;   #pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(a)
;     for (int i = 0; i < n; i++) s += a[i];
;     return s;
;   }
;   // a global variable: keeps its copies
;   double total;
;   void dot_global(const double *a, int n) {
;   #pragma omp target teams distribute parallel for reduction(+ : total) is_device_ptr(a)
;     for (int i = 0; i < n; i++) total += a[i];
;   }
;   // an array section: keeps its copies
;   void histogram(const int *a, int n, long *h) {
;   #pragma omp target teams distribute parallel for reduction(+ : h[0 : 4]) is_device_ptr(a)
;     for (int i = 0; i < n; i++) h[a[i] & 3]++;
;   }
;   // a declared reduction whose initializer reads the original: keeps its copies
;   #pragma omp declare reduction(plus : double : omp_out += omp_in) initializer(omp_priv = omp_orig - omp_orig)
;   double dot_udr(const double *a, int n) {
;     double s = 1;
;   #pragma omp target teams distribute parallel for reduction(plus : s) is_device_ptr(a)
;     for (int i = 0; i < n; i++) s += a[i];
;     return s;
;   }
;
; ModuleID = 'host-result-slots.c'
source_filename = "host-result-slots.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.__tgt_offload_entry = type { ptr, ptr, i64, i32, i32 }
%struct.__tgt_kernel_arguments = type { i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, [3 x i32], [3 x i32], i32 }
%struct.anon = type { i32, ptr, ptr }
%struct.kmp_task_t_with_privates = type { %struct.kmp_task_t, %struct..kmp_privates.t }
%struct.kmp_task_t = type { ptr, ptr, i32, %union.kmp_cmplrdata_t, %union.kmp_cmplrdata_t }
%union.kmp_cmplrdata_t = type { ptr }
%struct..kmp_privates.t = type { [3 x ptr], [3 x ptr], [3 x i64], i32 }

@seen = dso_local global ptr null, align 8
@total = dso_local global double 0.000000e+00, align 8
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@.__omp_offloading_fe00_aae033_dot_l4.region_id = weak constant i8 0
@.offload_sizes = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
@.__omp_offloading_fe00_aae033_count_l12.region_id = weak constant i8 0
@.offload_sizes.1 = private unnamed_addr constant [5 x i64] [i64 4, i64 4, i64 8, i64 1, i64 4]
@.offload_maptypes.2 = private unnamed_addr constant [5 x i64] [i64 800, i64 547, i64 288, i64 547, i64 800]
@.__omp_offloading_fe00_aae033_dot_mapped_l24.region_id = weak constant i8 0
@.offload_sizes.3 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 0]
@.offload_maptypes.4 = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 33]
@.__omp_offloading_fe00_aae033_dot_nowait_l31.region_id = weak constant i8 0
@.offload_sizes.5 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.6 = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
@.__omp_offloading_fe00_aae033_dot_seen_l41.region_id = weak constant i8 0
@.offload_sizes.7 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.8 = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
@.__omp_offloading_fe00_aae033_dot_global_l48.region_id = weak constant i8 0
@.offload_sizes.9 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.10 = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
@.__omp_offloading_fe00_aae033_histogram_l53.region_id = weak constant i8 0
@.offload_sizes.11 = private unnamed_addr constant [3 x i64] [i64 4, i64 32, i64 8]
@.offload_maptypes.12 = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
@.gomp_critical_user_.atomic_reduction.var = common global [8 x i32] zeroinitializer, align 8
@.__omp_offloading_fe00_aae033_dot_udr_l60.region_id = weak constant i8 0
@.offload_sizes.13 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.14 = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
@.offloading.entry_name = internal unnamed_addr constant [36 x i8] c"__omp_offloading_fe00_aae033_dot_l4\00"
@.offloading.entry.__omp_offloading_fe00_aae033_dot_l4 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aae033_dot_l4.region_id, ptr @.offloading.entry_name, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.15 = internal unnamed_addr constant [39 x i8] c"__omp_offloading_fe00_aae033_count_l12\00"
@.offloading.entry.__omp_offloading_fe00_aae033_count_l12 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aae033_count_l12.region_id, ptr @.offloading.entry_name.15, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.16 = internal unnamed_addr constant [44 x i8] c"__omp_offloading_fe00_aae033_dot_mapped_l24\00"
@.offloading.entry.__omp_offloading_fe00_aae033_dot_mapped_l24 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aae033_dot_mapped_l24.region_id, ptr @.offloading.entry_name.16, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.17 = internal unnamed_addr constant [44 x i8] c"__omp_offloading_fe00_aae033_dot_nowait_l31\00"
@.offloading.entry.__omp_offloading_fe00_aae033_dot_nowait_l31 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aae033_dot_nowait_l31.region_id, ptr @.offloading.entry_name.17, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.18 = internal unnamed_addr constant [42 x i8] c"__omp_offloading_fe00_aae033_dot_seen_l41\00"
@.offloading.entry.__omp_offloading_fe00_aae033_dot_seen_l41 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aae033_dot_seen_l41.region_id, ptr @.offloading.entry_name.18, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.19 = internal unnamed_addr constant [44 x i8] c"__omp_offloading_fe00_aae033_dot_global_l48\00"
@.offloading.entry.__omp_offloading_fe00_aae033_dot_global_l48 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aae033_dot_global_l48.region_id, ptr @.offloading.entry_name.19, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.20 = internal unnamed_addr constant [43 x i8] c"__omp_offloading_fe00_aae033_histogram_l53\00"
@.offloading.entry.__omp_offloading_fe00_aae033_histogram_l53 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aae033_histogram_l53.region_id, ptr @.offloading.entry_name.20, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.21 = internal unnamed_addr constant [41 x i8] c"__omp_offloading_fe00_aae033_dot_udr_l60\00"
@.offloading.entry.__omp_offloading_fe00_aae033_dot_udr_l60 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aae033_dot_udr_l60.region_id, ptr @.offloading.entry_name.21, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1

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
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #3
  store double 0.000000e+00, ptr %5, align 8, !tbaa !20
  %14 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %14, ptr %6, align 4, !tbaa !18
  %15 = load i64, ptr %6, align 8, !tbaa !22
  %16 = load ptr, ptr %3, align 8, !tbaa !14
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
  %28 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %28, ptr %11, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %29 = load i32, ptr %11, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %12, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  %33 = load i32, ptr %12, align 4, !tbaa !18
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
  store ptr @.offload_sizes, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 5
  store ptr @.offload_maptypes, ptr %41, align 8
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
  %49 = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_dot_l4.region_id, ptr %13)
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %52

51:                                               ; preds = %2
  call void @__omp_offloading_fe00_aae033_dot_l4(i64 %15, ptr %5, ptr %16) #3
  br label %52

52:                                               ; preds = %51, %2
  %53 = load double, ptr %5, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #3
  ret double %53
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_l4(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef %2) #2 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !22
  store ptr %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !14
  %8 = load ptr, ptr %5, align 8, !tbaa !14
  %9 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %9, ptr %7, align 4, !tbaa !18
  %10 = load i64, ptr %7, align 8, !tbaa !22
  %11 = load ptr, ptr %6, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @4, i32 3, ptr @__omp_offloading_fe00_aae033_dot_l4.omp_outlined, i64 %10, ptr %8, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_l4.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4) #2 {
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
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store i64 %2, ptr %8, align 8, !tbaa !22
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  %24 = load ptr, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %25, ptr %14, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %14, align 4, !tbaa !18
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %30 = load i32, ptr %14, align 4, !tbaa !18
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %67

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %15, align 4, !tbaa !18
  store i32 %33, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %36 = load i32, ptr %18, align 4, !tbaa !18
  %37 = load i32, ptr %15, align 4, !tbaa !18
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %15, align 4, !tbaa !18
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %18, align 4, !tbaa !18
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %18, align 4, !tbaa !18
  %45 = load i32, ptr %17, align 4, !tbaa !18
  store i32 %45, ptr %12, align 4, !tbaa !18
  br label %46

46:                                               ; preds = %59, %43
  %47 = load i32, ptr %12, align 4, !tbaa !18
  %48 = load i32, ptr %18, align 4, !tbaa !18
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %63

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %56, ptr %22, align 4, !tbaa !18
  %57 = load i64, ptr %22, align 8, !tbaa !22
  %58 = load ptr, ptr %10, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 5, ptr @__omp_offloading_fe00_aae033_dot_l4.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %11, ptr %58)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4, !tbaa !18
  %61 = load i32, ptr %19, align 4, !tbaa !18
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %12, align 4, !tbaa !18
  br label %46

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %65, align 4, !tbaa !18
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
  %70 = load i32, ptr %69, align 4, !tbaa !18
  %71 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %70, i32 1, i64 8, ptr %23, ptr @__omp_offloading_fe00_aae033_dot_l4.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %71, label %79 [
    i32 1, label %72
    i32 2, label %76
  ]

72:                                               ; preds = %67
  %73 = load double, ptr %24, align 8, !tbaa !20
  %74 = load double, ptr %11, align 8, !tbaa !20
  %75 = fadd double %73, %74
  store double %75, ptr %24, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %70, ptr @.gomp_critical_user_.reduction.var)
  br label %79

76:                                               ; preds = %67
  %77 = load double, ptr %11, align 8, !tbaa !20
  %78 = atomicrmw fadd ptr %24, double %77 monotonic, align 8
  br label %79

79:                                               ; preds = %76, %72, %67
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_l4.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #2 {
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
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store i64 %2, ptr %10, align 8, !tbaa !22
  store i64 %3, ptr %11, align 8, !tbaa !22
  store i64 %4, ptr %12, align 8, !tbaa !22
  store ptr %5, ptr %13, align 8, !tbaa !14
  store ptr %6, ptr %14, align 8, !tbaa !14
  %27 = load ptr, ptr %13, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %28, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !18
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %94

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %36, ptr %21, align 4, !tbaa !18
  %37 = load i64, ptr %10, align 8, !tbaa !22
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !22
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !18
  store i32 %40, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @2, i32 %42, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %21, align 4, !tbaa !18
  %44 = load i32, ptr %18, align 4, !tbaa !18
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %35
  %47 = load i32, ptr %18, align 4, !tbaa !18
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %21, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %21, align 4, !tbaa !18
  %52 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %52, ptr %15, align 4, !tbaa !18
  br label %53

53:                                               ; preds = %75, %50
  %54 = load i32, ptr %15, align 4, !tbaa !18
  %55 = load i32, ptr %21, align 4, !tbaa !18
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  br label %78

58:                                               ; preds = %53
  %59 = load i32, ptr %15, align 4, !tbaa !18
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %25, align 4, !tbaa !18
  %62 = load ptr, ptr %14, align 8, !tbaa !14
  %63 = load i32, ptr %25, align 4, !tbaa !18
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !20
  %67 = load ptr, ptr %14, align 8, !tbaa !14
  %68 = load i32, ptr %25, align 4, !tbaa !18
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %67, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !20
  %72 = load double, ptr %24, align 8, !tbaa !20
  %73 = call double @llvm.fmuladd.f64(double %66, double %71, double %72)
  store double %73, ptr %24, align 8, !tbaa !20
  br label %74

74:                                               ; preds = %58
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %15, align 4, !tbaa !18
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %15, align 4, !tbaa !18
  br label %53

78:                                               ; preds = %57
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %8, align 8
  %81 = load i32, ptr %80, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @2, i32 %81)
  %82 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %82, align 8
  %83 = load ptr, ptr %8, align 8
  %84 = load i32, ptr %83, align 4, !tbaa !18
  %85 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %84, i32 1, i64 8, ptr %26, ptr @__omp_offloading_fe00_aae033_dot_l4.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %85, label %93 [
    i32 1, label %86
    i32 2, label %90
  ]

86:                                               ; preds = %79
  %87 = load double, ptr %27, align 8, !tbaa !20
  %88 = load double, ptr %24, align 8, !tbaa !20
  %89 = fadd double %87, %88
  store double %89, ptr %27, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %84, ptr @.gomp_critical_user_.reduction.var)
  br label %93

90:                                               ; preds = %79
  %91 = load double, ptr %24, align 8, !tbaa !20
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
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #3

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_l4.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) #6

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) #6

; Function Attrs: nounwind
declare !callback !24 void @__kmpc_fork_call(ptr, i32, ptr, ...) #3

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_l4.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: nounwind
declare !callback !24 void @__kmpc_fork_teams(ptr, i32, ptr, ...) #3

; Function Attrs: nounwind
declare i32 @__tgt_target_kernel(ptr, i64, i32, i32, ptr, ptr) #3

; Function Attrs: nounwind uwtable
define dso_local void @count(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca [5 x ptr], align 8
  %17 = alloca [5 x ptr], align 8
  %18 = alloca [5 x ptr], align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %6, align 8, !tbaa !14
  store i32 %1, ptr %7, align 4, !tbaa !18
  store i32 %2, ptr %8, align 4, !tbaa !18
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  %23 = load ptr, ptr %9, align 8, !tbaa !14
  %24 = load i32, ptr %23, align 4, !tbaa !18
  store i32 %24, ptr %11, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 1, ptr %12) #3
  %25 = load ptr, ptr %10, align 8, !tbaa !14
  %26 = load i8, ptr %25, align 1, !tbaa !26
  store i8 %26, ptr %12, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %27 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %27, ptr %13, align 4, !tbaa !18
  %28 = load i32, ptr %7, align 4, !tbaa !18
  store i32 %28, ptr %14, align 4, !tbaa !18
  %29 = load i64, ptr %14, align 8, !tbaa !22
  %30 = load ptr, ptr %6, align 8, !tbaa !14
  %31 = load i32, ptr %13, align 4, !tbaa !18
  store i32 %31, ptr %15, align 4, !tbaa !18
  %32 = load i64, ptr %15, align 8, !tbaa !22
  %33 = load i32, ptr %13, align 4, !tbaa !18
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %82

35:                                               ; preds = %5
  %36 = getelementptr inbounds [5 x ptr], ptr %16, i32 0, i32 0
  store i64 %29, ptr %36, align 8
  %37 = getelementptr inbounds [5 x ptr], ptr %17, i32 0, i32 0
  store i64 %29, ptr %37, align 8
  %38 = getelementptr inbounds [5 x ptr], ptr %18, i64 0, i64 0
  store ptr null, ptr %38, align 8
  %39 = getelementptr inbounds [5 x ptr], ptr %16, i32 0, i32 1
  store ptr %11, ptr %39, align 8
  %40 = getelementptr inbounds [5 x ptr], ptr %17, i32 0, i32 1
  store ptr %11, ptr %40, align 8
  %41 = getelementptr inbounds [5 x ptr], ptr %18, i64 0, i64 1
  store ptr null, ptr %41, align 8
  %42 = getelementptr inbounds [5 x ptr], ptr %16, i32 0, i32 2
  store ptr %30, ptr %42, align 8
  %43 = getelementptr inbounds [5 x ptr], ptr %17, i32 0, i32 2
  store ptr %30, ptr %43, align 8
  %44 = getelementptr inbounds [5 x ptr], ptr %18, i64 0, i64 2
  store ptr null, ptr %44, align 8
  %45 = getelementptr inbounds [5 x ptr], ptr %16, i32 0, i32 3
  store ptr %12, ptr %45, align 8
  %46 = getelementptr inbounds [5 x ptr], ptr %17, i32 0, i32 3
  store ptr %12, ptr %46, align 8
  %47 = getelementptr inbounds [5 x ptr], ptr %18, i64 0, i64 3
  store ptr null, ptr %47, align 8
  %48 = getelementptr inbounds [5 x ptr], ptr %16, i32 0, i32 4
  store i64 %32, ptr %48, align 8
  %49 = getelementptr inbounds [5 x ptr], ptr %17, i32 0, i32 4
  store i64 %32, ptr %49, align 8
  %50 = getelementptr inbounds [5 x ptr], ptr %18, i64 0, i64 4
  store ptr null, ptr %50, align 8
  %51 = getelementptr inbounds [5 x ptr], ptr %16, i32 0, i32 0
  %52 = getelementptr inbounds [5 x ptr], ptr %17, i32 0, i32 0
  %53 = load i32, ptr %13, align 4, !tbaa !18
  %54 = icmp ne i32 %53, 0
  %55 = select i1 %54, i32 0, i32 1
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %56 = load i32, ptr %7, align 4, !tbaa !18
  store i32 %56, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %57 = load i32, ptr %20, align 4, !tbaa !18
  %58 = sub nsw i32 %57, 0
  %59 = sdiv i32 %58, 1
  %60 = sub nsw i32 %59, 1
  store i32 %60, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  %61 = load i32, ptr %21, align 4, !tbaa !18
  %62 = add nsw i32 %61, 1
  %63 = zext i32 %62 to i64
  %64 = insertvalue [3 x i32] zeroinitializer, i32 %55, 0
  %65 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 0
  store i32 3, ptr %65, align 4
  %66 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 1
  store i32 5, ptr %66, align 4
  %67 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 2
  store ptr %51, ptr %67, align 8
  %68 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 3
  store ptr %52, ptr %68, align 8
  %69 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 4
  store ptr @.offload_sizes.1, ptr %69, align 8
  %70 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 5
  store ptr @.offload_maptypes.2, ptr %70, align 8
  %71 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 6
  store ptr null, ptr %71, align 8
  %72 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 7
  store ptr null, ptr %72, align 8
  %73 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 8
  store i64 %63, ptr %73, align 8
  %74 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 9
  store i64 0, ptr %74, align 8
  %75 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %75, align 4
  %76 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 11
  store [3 x i32] %64, ptr %76, align 4
  %77 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %22, i32 0, i32 12
  store i32 0, ptr %77, align 4
  %78 = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 %55, ptr @.__omp_offloading_fe00_aae033_count_l12.region_id, ptr %22)
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %80, label %81

80:                                               ; preds = %35
  call void @__omp_offloading_fe00_aae033_count_l12(i64 %29, ptr %11, ptr %30, ptr %12, i64 %32) #3
  br label %81

81:                                               ; preds = %80, %35
  br label %83

82:                                               ; preds = %5
  call void @__omp_offloading_fe00_aae033_count_l12(i64 %29, ptr %11, ptr %30, ptr %12, i64 %32) #3
  br label %83

83:                                               ; preds = %82, %81
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  %84 = load i32, ptr %11, align 4, !tbaa !18
  %85 = load ptr, ptr %9, align 8, !tbaa !14
  store i32 %84, ptr %85, align 4, !tbaa !18
  %86 = load i8, ptr %12, align 1, !tbaa !26
  %87 = load ptr, ptr %10, align 8, !tbaa !14
  store i8 %86, ptr %87, align 1, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 1, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_count_l12(i64 noundef %0, ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef %2, ptr noundef nonnull align 1 dereferenceable(1) %3, i64 noundef %4) #2 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i64 %0, ptr %6, align 8, !tbaa !22
  store ptr %1, ptr %7, align 8, !tbaa !14
  store ptr %2, ptr %8, align 8, !tbaa !14
  store ptr %3, ptr %9, align 8, !tbaa !14
  store i64 %4, ptr %10, align 8, !tbaa !22
  %13 = load ptr, ptr %7, align 8, !tbaa !14
  %14 = load ptr, ptr %9, align 8, !tbaa !14
  %15 = load i32, ptr %6, align 4, !tbaa !18
  store i32 %15, ptr %11, align 4, !tbaa !18
  %16 = load i64, ptr %11, align 8, !tbaa !22
  %17 = load ptr, ptr %8, align 8, !tbaa !14
  %18 = load i32, ptr %10, align 4, !tbaa !18
  store i32 %18, ptr %12, align 4, !tbaa !18
  %19 = load i64, ptr %12, align 8, !tbaa !22
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @4, i32 5, ptr @__omp_offloading_fe00_aae033_count_l12.omp_outlined, i64 %16, ptr %13, ptr %17, ptr %14, i64 %19)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_count_l12.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef %4, ptr noundef nonnull align 1 dereferenceable(1) %5, i64 noundef %6) #2 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca [2 x ptr], align 8
  %30 = alloca i8, align 1
  %31 = alloca i8, align 1
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store i64 %2, ptr %10, align 8, !tbaa !22
  store ptr %3, ptr %11, align 8, !tbaa !14
  store ptr %4, ptr %12, align 8, !tbaa !14
  store ptr %5, ptr %13, align 8, !tbaa !14
  store i64 %6, ptr %14, align 8, !tbaa !22
  %32 = load ptr, ptr %11, align 8, !tbaa !14
  %33 = load ptr, ptr %13, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 -2147483648, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 1, ptr %16) #3
  store i8 0, ptr %16, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %34 = load i32, ptr %10, align 4, !tbaa !18
  store i32 %34, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %35 = load i32, ptr %19, align 4, !tbaa !18
  %36 = sub nsw i32 %35, 0
  %37 = sdiv i32 %36, 1
  %38 = sub nsw i32 %37, 1
  store i32 %38, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  %39 = load i32, ptr %19, align 4, !tbaa !18
  %40 = icmp slt i32 0, %39
  br i1 %40, label %41, label %84

41:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 0, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  %42 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %42, ptr %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  store i32 1, ptr %24, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  store i32 0, ptr %25, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #3
  %43 = load ptr, ptr %8, align 8
  %44 = load i32, ptr %43, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @1, i32 %44, i32 92, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1)
  %45 = load i32, ptr %23, align 4, !tbaa !18
  %46 = load i32, ptr %20, align 4, !tbaa !18
  %47 = icmp sgt i32 %45, %46
  br i1 %47, label %48, label %50

48:                                               ; preds = %41
  %49 = load i32, ptr %20, align 4, !tbaa !18
  br label %52

50:                                               ; preds = %41
  %51 = load i32, ptr %23, align 4, !tbaa !18
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %49, %48 ], [ %51, %50 ]
  store i32 %53, ptr %23, align 4, !tbaa !18
  %54 = load i32, ptr %22, align 4, !tbaa !18
  store i32 %54, ptr %17, align 4, !tbaa !18
  br label %55

55:                                               ; preds = %76, %52
  %56 = load i32, ptr %17, align 4, !tbaa !18
  %57 = load i32, ptr %23, align 4, !tbaa !18
  %58 = icmp sle i32 %56, %57
  br i1 %58, label %60, label %59

59:                                               ; preds = %55
  br label %80

60:                                               ; preds = %55
  %61 = load i32, ptr %22, align 4
  %62 = zext i32 %61 to i64
  %63 = load i32, ptr %23, align 4
  %64 = zext i32 %63 to i64
  %65 = load i32, ptr %10, align 4, !tbaa !18
  store i32 %65, ptr %27, align 4, !tbaa !18
  %66 = load i64, ptr %27, align 8, !tbaa !22
  %67 = load ptr, ptr %12, align 8, !tbaa !14
  %68 = load i32, ptr %14, align 4, !tbaa !18
  %69 = icmp ne i32 %68, 0
  br i1 %69, label %70, label %71

70:                                               ; preds = %60
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 6, ptr @__omp_offloading_fe00_aae033_count_l12.omp_outlined.omp_outlined, i64 %62, i64 %64, i64 %66, ptr %15, ptr %67, ptr %16)
  br label %75

71:                                               ; preds = %60
  %72 = load ptr, ptr %8, align 8
  %73 = load i32, ptr %72, align 4, !tbaa !18
  call void @__kmpc_serialized_parallel(ptr @4, i32 %73)
  %74 = load ptr, ptr %8, align 8
  store i32 0, ptr %28, align 4
  call void @__omp_offloading_fe00_aae033_count_l12.omp_outlined.omp_outlined(ptr %74, ptr %28, i64 %62, i64 %64, i64 %66, ptr %15, ptr %67, ptr %16) #3
  call void @__kmpc_end_serialized_parallel(ptr @4, i32 %73)
  br label %75

75:                                               ; preds = %71, %70
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %17, align 4, !tbaa !18
  %78 = load i32, ptr %24, align 4, !tbaa !18
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %17, align 4, !tbaa !18
  br label %55

80:                                               ; preds = %59
  br label %81

81:                                               ; preds = %80
  %82 = load ptr, ptr %8, align 8
  %83 = load i32, ptr %82, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @1, i32 %83)
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #3
  br label %84

84:                                               ; preds = %81, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %85 = getelementptr inbounds [2 x ptr], ptr %29, i64 0, i64 0
  store ptr %15, ptr %85, align 8
  %86 = getelementptr inbounds [2 x ptr], ptr %29, i64 0, i64 1
  store ptr %16, ptr %86, align 8
  %87 = load ptr, ptr %8, align 8
  %88 = load i32, ptr %87, align 4, !tbaa !18
  %89 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %88, i32 2, i64 16, ptr %29, ptr @__omp_offloading_fe00_aae033_count_l12.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %89, label %125 [
    i32 1, label %90
    i32 2, label %106
  ]

90:                                               ; preds = %84
  %91 = load i32, ptr %32, align 4, !tbaa !18
  %92 = load i32, ptr %15, align 4, !tbaa !18
  %93 = icmp sgt i32 %91, %92
  br i1 %93, label %94, label %96

94:                                               ; preds = %90
  %95 = load i32, ptr %32, align 4, !tbaa !18
  br label %98

96:                                               ; preds = %90
  %97 = load i32, ptr %15, align 4, !tbaa !18
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %95, %94 ], [ %97, %96 ]
  store i32 %99, ptr %32, align 4, !tbaa !18
  %100 = load i8, ptr %33, align 1, !tbaa !26
  %101 = sext i8 %100 to i32
  %102 = load i8, ptr %16, align 1, !tbaa !26
  %103 = sext i8 %102 to i32
  %104 = add nsw i32 %101, %103
  %105 = trunc i32 %104 to i8
  store i8 %105, ptr %33, align 1, !tbaa !26
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %88, ptr @.gomp_critical_user_.reduction.var)
  br label %125

106:                                              ; preds = %84
  %107 = load i32, ptr %15, align 4, !tbaa !18
  %108 = atomicrmw max ptr %32, i32 %107 monotonic, align 4
  %109 = load i8, ptr %16, align 1, !tbaa !26
  %110 = sext i8 %109 to i32
  %111 = load atomic i8, ptr %33 monotonic, align 1, !tbaa !26
  br label %112

112:                                              ; preds = %112, %106
  %113 = phi i8 [ %111, %106 ], [ %122, %112 ]
  store i8 %113, ptr %31, align 1, !tbaa !26
  %114 = load i8, ptr %31, align 1, !tbaa !26
  %115 = sext i8 %114 to i32
  %116 = load i8, ptr %16, align 1, !tbaa !26
  %117 = sext i8 %116 to i32
  %118 = add nsw i32 %115, %117
  %119 = trunc i32 %118 to i8
  store i8 %119, ptr %30, align 1, !tbaa !26
  %120 = load i8, ptr %30, align 1
  %121 = cmpxchg ptr %33, i8 %113, i8 %120 monotonic monotonic, align 1
  %122 = extractvalue { i8, i1 } %121, 0
  %123 = extractvalue { i8, i1 } %121, 1
  br i1 %123, label %124, label %112

124:                                              ; preds = %112
  br label %125

125:                                              ; preds = %124, %98, %84
  call void @llvm.lifetime.end.p0(i64 1, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_count_l12.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6, ptr noundef nonnull align 1 dereferenceable(1) %7) #7 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i8, align 1
  %28 = alloca i32, align 4
  %29 = alloca [2 x ptr], align 8
  %30 = alloca i8, align 1
  %31 = alloca i8, align 1
  store ptr %0, ptr %9, align 8, !tbaa !14
  store ptr %1, ptr %10, align 8, !tbaa !14
  store i64 %2, ptr %11, align 8, !tbaa !22
  store i64 %3, ptr %12, align 8, !tbaa !22
  store i64 %4, ptr %13, align 8, !tbaa !22
  store ptr %5, ptr %14, align 8, !tbaa !14
  store ptr %6, ptr %15, align 8, !tbaa !14
  store ptr %7, ptr %16, align 8, !tbaa !14
  %32 = load ptr, ptr %14, align 8, !tbaa !14
  %33 = load ptr, ptr %16, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %34 = load i32, ptr %13, align 4, !tbaa !18
  store i32 %34, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %35 = load i32, ptr %19, align 4, !tbaa !18
  %36 = sub nsw i32 %35, 0
  %37 = sdiv i32 %36, 1
  %38 = sub nsw i32 %37, 1
  store i32 %38, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  %39 = load i32, ptr %19, align 4, !tbaa !18
  %40 = icmp slt i32 0, %39
  br i1 %40, label %41, label %144

41:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 0, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  %42 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %42, ptr %23, align 4, !tbaa !18
  %43 = load i64, ptr %11, align 8, !tbaa !22
  %44 = trunc i64 %43 to i32
  %45 = load i64, ptr %12, align 8, !tbaa !22
  %46 = trunc i64 %45 to i32
  store i32 %44, ptr %22, align 4, !tbaa !18
  store i32 %46, ptr %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  store i32 1, ptr %24, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  store i32 0, ptr %25, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #3
  store i32 -2147483648, ptr %26, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 1, ptr %27) #3
  store i8 0, ptr %27, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %28) #3
  %47 = load ptr, ptr %9, align 8
  %48 = load i32, ptr %47, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @2, i32 %48, i32 34, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1)
  %49 = load i32, ptr %23, align 4, !tbaa !18
  %50 = load i32, ptr %20, align 4, !tbaa !18
  %51 = icmp sgt i32 %49, %50
  br i1 %51, label %52, label %54

52:                                               ; preds = %41
  %53 = load i32, ptr %20, align 4, !tbaa !18
  br label %56

54:                                               ; preds = %41
  %55 = load i32, ptr %23, align 4, !tbaa !18
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %53, %52 ], [ %55, %54 ]
  store i32 %57, ptr %23, align 4, !tbaa !18
  %58 = load i32, ptr %22, align 4, !tbaa !18
  store i32 %58, ptr %17, align 4, !tbaa !18
  br label %59

59:                                               ; preds = %96, %56
  %60 = load i32, ptr %17, align 4, !tbaa !18
  %61 = load i32, ptr %23, align 4, !tbaa !18
  %62 = icmp sle i32 %60, %61
  br i1 %62, label %64, label %63

63:                                               ; preds = %59
  br label %99

64:                                               ; preds = %59
  %65 = load i32, ptr %17, align 4, !tbaa !18
  %66 = mul nsw i32 %65, 1
  %67 = add nsw i32 0, %66
  store i32 %67, ptr %28, align 4, !tbaa !18
  %68 = load i32, ptr %26, align 4, !tbaa !18
  %69 = load ptr, ptr %15, align 8, !tbaa !14
  %70 = load i32, ptr %28, align 4, !tbaa !18
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %69, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !18
  %74 = icmp sgt i32 %68, %73
  br i1 %74, label %75, label %77

75:                                               ; preds = %64
  %76 = load i32, ptr %26, align 4, !tbaa !18
  br label %83

77:                                               ; preds = %64
  %78 = load ptr, ptr %15, align 8, !tbaa !14
  %79 = load i32, ptr %28, align 4, !tbaa !18
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %78, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !18
  br label %83

83:                                               ; preds = %77, %75
  %84 = phi i32 [ %76, %75 ], [ %82, %77 ]
  store i32 %84, ptr %26, align 4, !tbaa !18
  %85 = load ptr, ptr %15, align 8, !tbaa !14
  %86 = load i32, ptr %28, align 4, !tbaa !18
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %85, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !18
  %90 = and i32 %89, 1
  %91 = load i8, ptr %27, align 1, !tbaa !26
  %92 = sext i8 %91 to i32
  %93 = add nsw i32 %92, %90
  %94 = trunc i32 %93 to i8
  store i8 %94, ptr %27, align 1, !tbaa !26
  br label %95

95:                                               ; preds = %83
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr %17, align 4, !tbaa !18
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %17, align 4, !tbaa !18
  br label %59

99:                                               ; preds = %63
  br label %100

100:                                              ; preds = %99
  %101 = load ptr, ptr %9, align 8
  %102 = load i32, ptr %101, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @2, i32 %102)
  %103 = getelementptr inbounds [2 x ptr], ptr %29, i64 0, i64 0
  store ptr %26, ptr %103, align 8
  %104 = getelementptr inbounds [2 x ptr], ptr %29, i64 0, i64 1
  store ptr %27, ptr %104, align 8
  %105 = load ptr, ptr %9, align 8
  %106 = load i32, ptr %105, align 4, !tbaa !18
  %107 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %106, i32 2, i64 16, ptr %29, ptr @__omp_offloading_fe00_aae033_count_l12.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %107, label %143 [
    i32 1, label %108
    i32 2, label %124
  ]

108:                                              ; preds = %100
  %109 = load i32, ptr %32, align 4, !tbaa !18
  %110 = load i32, ptr %26, align 4, !tbaa !18
  %111 = icmp sgt i32 %109, %110
  br i1 %111, label %112, label %114

112:                                              ; preds = %108
  %113 = load i32, ptr %32, align 4, !tbaa !18
  br label %116

114:                                              ; preds = %108
  %115 = load i32, ptr %26, align 4, !tbaa !18
  br label %116

116:                                              ; preds = %114, %112
  %117 = phi i32 [ %113, %112 ], [ %115, %114 ]
  store i32 %117, ptr %32, align 4, !tbaa !18
  %118 = load i8, ptr %33, align 1, !tbaa !26
  %119 = sext i8 %118 to i32
  %120 = load i8, ptr %27, align 1, !tbaa !26
  %121 = sext i8 %120 to i32
  %122 = add nsw i32 %119, %121
  %123 = trunc i32 %122 to i8
  store i8 %123, ptr %33, align 1, !tbaa !26
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %106, ptr @.gomp_critical_user_.reduction.var)
  br label %143

124:                                              ; preds = %100
  %125 = load i32, ptr %26, align 4, !tbaa !18
  %126 = atomicrmw max ptr %32, i32 %125 monotonic, align 4
  %127 = load i8, ptr %27, align 1, !tbaa !26
  %128 = sext i8 %127 to i32
  %129 = load atomic i8, ptr %33 monotonic, align 1, !tbaa !26
  br label %130

130:                                              ; preds = %130, %124
  %131 = phi i8 [ %129, %124 ], [ %140, %130 ]
  store i8 %131, ptr %31, align 1, !tbaa !26
  %132 = load i8, ptr %31, align 1, !tbaa !26
  %133 = sext i8 %132 to i32
  %134 = load i8, ptr %27, align 1, !tbaa !26
  %135 = sext i8 %134 to i32
  %136 = add nsw i32 %133, %135
  %137 = trunc i32 %136 to i8
  store i8 %137, ptr %30, align 1, !tbaa !26
  %138 = load i8, ptr %30, align 1
  %139 = cmpxchg ptr %33, i8 %131, i8 %138 monotonic monotonic, align 1
  %140 = extractvalue { i8, i1 } %139, 0
  %141 = extractvalue { i8, i1 } %139, 1
  br i1 %141, label %142, label %130

142:                                              ; preds = %130
  br label %143

143:                                              ; preds = %142, %116, %100
  call void @llvm.lifetime.end.p0(i64 4, ptr %28) #3
  call void @llvm.lifetime.end.p0(i64 1, ptr %27) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  br label %144

144:                                              ; preds = %143, %8
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_count_l12.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [2 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [2 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [2 x ptr], ptr %6, i64 0, i64 1
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds [2 x ptr], ptr %5, i64 0, i64 1
  %14 = load ptr, ptr %13, align 8
  %15 = load i32, ptr %10, align 4, !tbaa !18
  %16 = load i32, ptr %8, align 4, !tbaa !18
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i32, ptr %10, align 4, !tbaa !18
  br label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %8, align 4, !tbaa !18
  br label %22

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ %21, %20 ]
  store i32 %23, ptr %10, align 4, !tbaa !18
  %24 = load i8, ptr %14, align 1, !tbaa !26
  %25 = sext i8 %24 to i32
  %26 = load i8, ptr %12, align 1, !tbaa !26
  %27 = sext i8 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = trunc i32 %28 to i8
  store i8 %29, ptr %14, align 1, !tbaa !26
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_serialized_parallel(ptr, i32) #3

; Function Attrs: nounwind
declare void @__kmpc_end_serialized_parallel(ptr, i32) #3

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_count_l12.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [2 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [2 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds [2 x ptr], ptr %6, i64 0, i64 1
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds [2 x ptr], ptr %5, i64 0, i64 1
  %14 = load ptr, ptr %13, align 8
  %15 = load i32, ptr %10, align 4, !tbaa !18
  %16 = load i32, ptr %8, align 4, !tbaa !18
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i32, ptr %10, align 4, !tbaa !18
  br label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %8, align 4, !tbaa !18
  br label %22

22:                                               ; preds = %20, %18
  %23 = phi i32 [ %19, %18 ], [ %21, %20 ]
  store i32 %23, ptr %10, align 4, !tbaa !18
  %24 = load i8, ptr %14, align 1, !tbaa !26
  %25 = sext i8 %24 to i32
  %26 = load i8, ptr %12, align 1, !tbaa !26
  %27 = sext i8 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = trunc i32 %28 to i8
  store i8 %29, ptr %14, align 1, !tbaa !26
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local double @dot_mapped(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca [3 x ptr], align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x i64], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #3
  store double 0.000000e+00, ptr %5, align 8, !tbaa !20
  %15 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %15, ptr %6, align 4, !tbaa !18
  %16 = load i64, ptr %6, align 8, !tbaa !22
  %17 = load ptr, ptr %3, align 8, !tbaa !14
  %18 = load ptr, ptr %3, align 8
  %19 = load ptr, ptr %3, align 8, !tbaa !14
  %20 = getelementptr inbounds double, ptr %19, i64 0
  %21 = load i32, ptr %4, align 4, !tbaa !18
  %22 = sext i32 %21 to i64
  %23 = mul nuw i64 %22, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @.offload_sizes.3, i64 24, i1 false)
  %24 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 0
  store i64 %16, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %16, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  store ptr null, ptr %26, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 1
  store ptr %5, ptr %27, align 8
  %28 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %5, ptr %28, align 8
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  store ptr null, ptr %29, align 8
  %30 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 2
  store ptr %18, ptr %30, align 8
  %31 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %20, ptr %31, align 8
  %32 = getelementptr inbounds [3 x i64], ptr %10, i32 0, i32 2
  store i64 %23, ptr %32, align 8
  %33 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  store ptr null, ptr %33, align 8
  %34 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 0
  %35 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  %36 = getelementptr inbounds [3 x i64], ptr %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %37 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %37, ptr %12, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %38 = load i32, ptr %12, align 4, !tbaa !18
  %39 = sub nsw i32 %38, 0
  %40 = sdiv i32 %39, 1
  %41 = sub nsw i32 %40, 1
  store i32 %41, ptr %13, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %42 = load i32, ptr %13, align 4, !tbaa !18
  %43 = add nsw i32 %42, 1
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 0
  store i32 3, ptr %45, align 4
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 1
  store i32 3, ptr %46, align 4
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 2
  store ptr %34, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 3
  store ptr %35, ptr %48, align 8
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 4
  store ptr %36, ptr %49, align 8
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes.4, ptr %50, align 8
  %51 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 6
  store ptr null, ptr %51, align 8
  %52 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 7
  store ptr null, ptr %52, align 8
  %53 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 8
  store i64 %44, ptr %53, align 8
  %54 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 9
  store i64 0, ptr %54, align 8
  %55 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %55, align 4
  %56 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %56, align 4
  %57 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 12
  store i32 0, ptr %57, align 4
  %58 = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_dot_mapped_l24.region_id, ptr %14)
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %60, label %61

60:                                               ; preds = %2
  call void @__omp_offloading_fe00_aae033_dot_mapped_l24(i64 %16, ptr %5, ptr %17) #3
  br label %61

61:                                               ; preds = %60, %2
  %62 = load double, ptr %5, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #3
  ret double %62
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_mapped_l24(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef %2) #2 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !22
  store ptr %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !14
  %8 = load ptr, ptr %5, align 8, !tbaa !14
  %9 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %9, ptr %7, align 4, !tbaa !18
  %10 = load i64, ptr %7, align 8, !tbaa !22
  %11 = load ptr, ptr %6, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @4, i32 3, ptr @__omp_offloading_fe00_aae033_dot_mapped_l24.omp_outlined, i64 %10, ptr %8, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_mapped_l24.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4) #2 {
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
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store i64 %2, ptr %8, align 8, !tbaa !22
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  %24 = load ptr, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %25, ptr %14, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %14, align 4, !tbaa !18
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %30 = load i32, ptr %14, align 4, !tbaa !18
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %67

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %15, align 4, !tbaa !18
  store i32 %33, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %36 = load i32, ptr %18, align 4, !tbaa !18
  %37 = load i32, ptr %15, align 4, !tbaa !18
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %15, align 4, !tbaa !18
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %18, align 4, !tbaa !18
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %18, align 4, !tbaa !18
  %45 = load i32, ptr %17, align 4, !tbaa !18
  store i32 %45, ptr %12, align 4, !tbaa !18
  br label %46

46:                                               ; preds = %59, %43
  %47 = load i32, ptr %12, align 4, !tbaa !18
  %48 = load i32, ptr %18, align 4, !tbaa !18
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %63

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %56, ptr %22, align 4, !tbaa !18
  %57 = load i64, ptr %22, align 8, !tbaa !22
  %58 = load ptr, ptr %10, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 5, ptr @__omp_offloading_fe00_aae033_dot_mapped_l24.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %11, ptr %58)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4, !tbaa !18
  %61 = load i32, ptr %19, align 4, !tbaa !18
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %12, align 4, !tbaa !18
  br label %46

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %65, align 4, !tbaa !18
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
  %70 = load i32, ptr %69, align 4, !tbaa !18
  %71 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %70, i32 1, i64 8, ptr %23, ptr @__omp_offloading_fe00_aae033_dot_mapped_l24.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %71, label %79 [
    i32 1, label %72
    i32 2, label %76
  ]

72:                                               ; preds = %67
  %73 = load double, ptr %24, align 8, !tbaa !20
  %74 = load double, ptr %11, align 8, !tbaa !20
  %75 = fadd double %73, %74
  store double %75, ptr %24, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %70, ptr @.gomp_critical_user_.reduction.var)
  br label %79

76:                                               ; preds = %67
  %77 = load double, ptr %11, align 8, !tbaa !20
  %78 = atomicrmw fadd ptr %24, double %77 monotonic, align 8
  br label %79

79:                                               ; preds = %76, %72, %67
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_mapped_l24.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #2 {
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
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store i64 %2, ptr %10, align 8, !tbaa !22
  store i64 %3, ptr %11, align 8, !tbaa !22
  store i64 %4, ptr %12, align 8, !tbaa !22
  store ptr %5, ptr %13, align 8, !tbaa !14
  store ptr %6, ptr %14, align 8, !tbaa !14
  %27 = load ptr, ptr %13, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %28, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !18
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %89

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %36, ptr %21, align 4, !tbaa !18
  %37 = load i64, ptr %10, align 8, !tbaa !22
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !22
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !18
  store i32 %40, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @2, i32 %42, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %21, align 4, !tbaa !18
  %44 = load i32, ptr %18, align 4, !tbaa !18
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %35
  %47 = load i32, ptr %18, align 4, !tbaa !18
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %21, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %21, align 4, !tbaa !18
  %52 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %52, ptr %15, align 4, !tbaa !18
  br label %53

53:                                               ; preds = %70, %50
  %54 = load i32, ptr %15, align 4, !tbaa !18
  %55 = load i32, ptr %21, align 4, !tbaa !18
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  br label %73

58:                                               ; preds = %53
  %59 = load i32, ptr %15, align 4, !tbaa !18
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %25, align 4, !tbaa !18
  %62 = load ptr, ptr %14, align 8, !tbaa !14
  %63 = load i32, ptr %25, align 4, !tbaa !18
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !20
  %67 = load double, ptr %24, align 8, !tbaa !20
  %68 = fadd double %67, %66
  store double %68, ptr %24, align 8, !tbaa !20
  br label %69

69:                                               ; preds = %58
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %15, align 4, !tbaa !18
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %15, align 4, !tbaa !18
  br label %53

73:                                               ; preds = %57
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %8, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @2, i32 %76)
  %77 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %77, align 8
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %78, align 4, !tbaa !18
  %80 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %79, i32 1, i64 8, ptr %26, ptr @__omp_offloading_fe00_aae033_dot_mapped_l24.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %80, label %88 [
    i32 1, label %81
    i32 2, label %85
  ]

81:                                               ; preds = %74
  %82 = load double, ptr %27, align 8, !tbaa !20
  %83 = load double, ptr %24, align 8, !tbaa !20
  %84 = fadd double %82, %83
  store double %84, ptr %27, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %79, ptr @.gomp_critical_user_.reduction.var)
  br label %88

85:                                               ; preds = %74
  %86 = load double, ptr %24, align 8, !tbaa !20
  %87 = atomicrmw fadd ptr %27, double %86 monotonic, align 8
  br label %88

88:                                               ; preds = %85, %81, %74
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %89

89:                                               ; preds = %88, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_mapped_l24.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_mapped_l24.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nounwind uwtable
define dso_local double @dot_nowait(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca [3 x ptr], align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca %struct.anon, align 8
  %11 = call i32 @__kmpc_global_thread_num(ptr @4)
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #3
  store double 0.000000e+00, ptr %5, align 8, !tbaa !20
  %12 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %12, ptr %6, align 4, !tbaa !18
  %13 = load i64, ptr %6, align 8, !tbaa !22
  %14 = load ptr, ptr %3, align 8, !tbaa !14
  %15 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 0
  store i64 %13, ptr %15, align 8
  %16 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %13, ptr %16, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 0
  store ptr null, ptr %17, align 8
  %18 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 1
  store ptr %5, ptr %18, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %5, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 1
  store ptr null, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 2
  store ptr %14, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %14, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %9, i64 0, i64 2
  store ptr null, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 0
  %25 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  %26 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 0
  %27 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %27, ptr %26, align 8, !tbaa !27
  %28 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 1
  store ptr %5, ptr %28, align 8, !tbaa !14
  %29 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 2
  %30 = load ptr, ptr %3, align 8, !tbaa !14
  store ptr %30, ptr %29, align 8, !tbaa !29
  %31 = call ptr @__kmpc_omp_target_task_alloc(ptr @4, i32 %11, i32 1, i64 120, i64 24, ptr @.omp_task_entry., i64 -1)
  %32 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %31, i32 0, i32 0
  %33 = getelementptr inbounds %struct.kmp_task_t, ptr %32, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8, !tbaa !30
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %10, i64 24, i1 false), !tbaa.struct !34
  %35 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %31, i32 0, i32 1
  %36 = getelementptr inbounds %struct..kmp_privates.t, ptr %35, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %24, i64 24, i1 false), !tbaa.struct !35
  %37 = getelementptr inbounds %struct..kmp_privates.t, ptr %35, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %25, i64 24, i1 false), !tbaa.struct !35
  %38 = getelementptr inbounds %struct..kmp_privates.t, ptr %35, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 @.offload_sizes.5, i64 24, i1 false), !tbaa.struct !35
  %39 = getelementptr inbounds %struct..kmp_privates.t, ptr %35, i32 0, i32 3
  %40 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %40, ptr %39, align 8, !tbaa !36
  %41 = call i32 @__kmpc_omp_task(ptr @4, i32 %11, ptr %31)
  %42 = call i32 @__kmpc_omp_taskwait(ptr @4, i32 %11)
  %43 = load double, ptr %5, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #3
  ret double %43
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_nowait_l31(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef %2) #2 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !22
  store ptr %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !14
  %8 = load ptr, ptr %5, align 8, !tbaa !14
  %9 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %9, ptr %7, align 4, !tbaa !18
  %10 = load i64, ptr %7, align 8, !tbaa !22
  %11 = load ptr, ptr %6, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @4, i32 3, ptr @__omp_offloading_fe00_aae033_dot_nowait_l31.omp_outlined, i64 %10, ptr %8, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_nowait_l31.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4) #2 {
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
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store i64 %2, ptr %8, align 8, !tbaa !22
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  %24 = load ptr, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %25, ptr %14, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %14, align 4, !tbaa !18
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %30 = load i32, ptr %14, align 4, !tbaa !18
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %67

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %15, align 4, !tbaa !18
  store i32 %33, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %36 = load i32, ptr %18, align 4, !tbaa !18
  %37 = load i32, ptr %15, align 4, !tbaa !18
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %15, align 4, !tbaa !18
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %18, align 4, !tbaa !18
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %18, align 4, !tbaa !18
  %45 = load i32, ptr %17, align 4, !tbaa !18
  store i32 %45, ptr %12, align 4, !tbaa !18
  br label %46

46:                                               ; preds = %59, %43
  %47 = load i32, ptr %12, align 4, !tbaa !18
  %48 = load i32, ptr %18, align 4, !tbaa !18
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %63

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %56, ptr %22, align 4, !tbaa !18
  %57 = load i64, ptr %22, align 8, !tbaa !22
  %58 = load ptr, ptr %10, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 5, ptr @__omp_offloading_fe00_aae033_dot_nowait_l31.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %11, ptr %58)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4, !tbaa !18
  %61 = load i32, ptr %19, align 4, !tbaa !18
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %12, align 4, !tbaa !18
  br label %46

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %65, align 4, !tbaa !18
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
  %70 = load i32, ptr %69, align 4, !tbaa !18
  %71 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %70, i32 1, i64 8, ptr %23, ptr @__omp_offloading_fe00_aae033_dot_nowait_l31.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %71, label %79 [
    i32 1, label %72
    i32 2, label %76
  ]

72:                                               ; preds = %67
  %73 = load double, ptr %24, align 8, !tbaa !20
  %74 = load double, ptr %11, align 8, !tbaa !20
  %75 = fadd double %73, %74
  store double %75, ptr %24, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %70, ptr @.gomp_critical_user_.reduction.var)
  br label %79

76:                                               ; preds = %67
  %77 = load double, ptr %11, align 8, !tbaa !20
  %78 = atomicrmw fadd ptr %24, double %77 monotonic, align 8
  br label %79

79:                                               ; preds = %76, %72, %67
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_nowait_l31.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #2 {
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
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store i64 %2, ptr %10, align 8, !tbaa !22
  store i64 %3, ptr %11, align 8, !tbaa !22
  store i64 %4, ptr %12, align 8, !tbaa !22
  store ptr %5, ptr %13, align 8, !tbaa !14
  store ptr %6, ptr %14, align 8, !tbaa !14
  %27 = load ptr, ptr %13, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %28, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !18
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %89

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %36, ptr %21, align 4, !tbaa !18
  %37 = load i64, ptr %10, align 8, !tbaa !22
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !22
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !18
  store i32 %40, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @2, i32 %42, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %21, align 4, !tbaa !18
  %44 = load i32, ptr %18, align 4, !tbaa !18
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %35
  %47 = load i32, ptr %18, align 4, !tbaa !18
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %21, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %21, align 4, !tbaa !18
  %52 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %52, ptr %15, align 4, !tbaa !18
  br label %53

53:                                               ; preds = %70, %50
  %54 = load i32, ptr %15, align 4, !tbaa !18
  %55 = load i32, ptr %21, align 4, !tbaa !18
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  br label %73

58:                                               ; preds = %53
  %59 = load i32, ptr %15, align 4, !tbaa !18
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %25, align 4, !tbaa !18
  %62 = load ptr, ptr %14, align 8, !tbaa !14
  %63 = load i32, ptr %25, align 4, !tbaa !18
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !20
  %67 = load double, ptr %24, align 8, !tbaa !20
  %68 = fadd double %67, %66
  store double %68, ptr %24, align 8, !tbaa !20
  br label %69

69:                                               ; preds = %58
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %15, align 4, !tbaa !18
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %15, align 4, !tbaa !18
  br label %53

73:                                               ; preds = %57
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %8, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @2, i32 %76)
  %77 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %77, align 8
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %78, align 4, !tbaa !18
  %80 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %79, i32 1, i64 8, ptr %26, ptr @__omp_offloading_fe00_aae033_dot_nowait_l31.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %80, label %88 [
    i32 1, label %81
    i32 2, label %85
  ]

81:                                               ; preds = %74
  %82 = load double, ptr %27, align 8, !tbaa !20
  %83 = load double, ptr %24, align 8, !tbaa !20
  %84 = fadd double %82, %83
  store double %84, ptr %27, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %79, ptr @.gomp_critical_user_.reduction.var)
  br label %88

85:                                               ; preds = %74
  %86 = load double, ptr %24, align 8, !tbaa !20
  %87 = atomicrmw fadd ptr %27, double %86 monotonic, align 8
  br label %88

88:                                               ; preds = %85, %81, %74
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %89

89:                                               ; preds = %88, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_nowait_l31.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_nowait_l31.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: alwaysinline nounwind uwtable
define internal void @.omp_outlined.(i32 noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noundef %4, ptr noalias noundef %5) #9 {
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.__tgt_kernel_arguments, align 8
  %21 = alloca i64, align 8
  store i32 %0, ptr %7, align 4, !tbaa !18
  store ptr %1, ptr %8, align 8, !tbaa !14
  store ptr %2, ptr %9, align 8, !tbaa !14
  store ptr %3, ptr %10, align 8, !tbaa !14
  store ptr %4, ptr %11, align 8, !tbaa !14
  store ptr %5, ptr %12, align 8, !tbaa !14
  %22 = load ptr, ptr %12, align 8
  %23 = load ptr, ptr %10, align 8
  %24 = load ptr, ptr %9, align 8
  call void %23(ptr %24, ptr %13, ptr %14, ptr %15, ptr %16)
  %25 = load ptr, ptr %13, align 8
  %26 = load ptr, ptr %14, align 8
  %27 = load ptr, ptr %15, align 8
  %28 = load ptr, ptr %16, align 8
  %29 = getelementptr inbounds [3 x ptr], ptr %26, i64 0, i64 0
  %30 = getelementptr inbounds [3 x ptr], ptr %27, i64 0, i64 0
  %31 = getelementptr inbounds [3 x i64], ptr %28, i64 0, i64 0
  %32 = getelementptr inbounds %struct.anon, ptr %22, i32 0, i32 1
  %33 = load ptr, ptr %32, align 8, !tbaa !37
  %34 = getelementptr inbounds %struct.anon, ptr %22, i32 0, i32 2
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %35 = load i32, ptr %25, align 4, !tbaa !18
  store i32 %35, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %36 = load i32, ptr %18, align 4, !tbaa !18
  %37 = sub nsw i32 %36, 0
  %38 = sdiv i32 %37, 1
  %39 = sub nsw i32 %38, 1
  store i32 %39, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  %40 = load i32, ptr %19, align 4, !tbaa !18
  %41 = add nsw i32 %40, 1
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 0
  store i32 3, ptr %43, align 4
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 1
  store i32 3, ptr %44, align 4
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 2
  store ptr %29, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 3
  store ptr %30, ptr %46, align 8
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 4
  store ptr %31, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 5
  store ptr @.offload_maptypes.6, ptr %48, align 8
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 6
  store ptr null, ptr %49, align 8
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 7
  store ptr null, ptr %50, align 8
  %51 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 8
  store i64 %42, ptr %51, align 8
  %52 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 9
  store i64 1, ptr %52, align 8
  %53 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %53, align 4
  %54 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %54, align 4
  %55 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %20, i32 0, i32 12
  store i32 0, ptr %55, align 4
  %56 = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_dot_nowait_l31.region_id, ptr %20)
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %58, label %62

58:                                               ; preds = %6
  %59 = load i32, ptr %25, align 4, !tbaa !18
  store i32 %59, ptr %21, align 4, !tbaa !18
  %60 = load i64, ptr %21, align 8, !tbaa !22
  %61 = load ptr, ptr %34, align 8, !tbaa !14
  call void @__omp_offloading_fe00_aae033_dot_nowait_l31(i64 %60, ptr %33, ptr %61) #3
  br label %62

62:                                               ; preds = %58, %6
  ret void
}

; Function Attrs: alwaysinline nounwind uwtable
define internal void @.omp_task_privates_map.(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) #9 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store ptr %2, ptr %8, align 8, !tbaa !14
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds %struct..kmp_privates.t, ptr %11, i32 0, i32 0
  %13 = load ptr, ptr %8, align 8
  store ptr %12, ptr %13, align 8, !tbaa !14
  %14 = getelementptr inbounds %struct..kmp_privates.t, ptr %11, i32 0, i32 1
  %15 = load ptr, ptr %9, align 8
  store ptr %14, ptr %15, align 8, !tbaa !14
  %16 = getelementptr inbounds %struct..kmp_privates.t, ptr %11, i32 0, i32 2
  %17 = load ptr, ptr %10, align 8
  store ptr %16, ptr %17, align 8, !tbaa !14
  %18 = getelementptr inbounds %struct..kmp_privates.t, ptr %11, i32 0, i32 3
  %19 = load ptr, ptr %7, align 8
  store ptr %18, ptr %19, align 8, !tbaa !14
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal i32 @.omp_task_entry.(i32 noundef %0, ptr noalias noundef %1) #5 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4, !tbaa !18
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load i32, ptr %3, align 4, !tbaa !18
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %6, i32 0, i32 0
  %8 = getelementptr inbounds %struct.kmp_task_t, ptr %7, i32 0, i32 2
  %9 = getelementptr inbounds %struct.kmp_task_t, ptr %7, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8, !tbaa !30
  %11 = getelementptr inbounds %struct.kmp_task_t_with_privates, ptr %6, i32 0, i32 1
  call void @.omp_outlined.(i32 %5, ptr %8, ptr %11, ptr @.omp_task_privates_map., ptr %6, ptr %10) #3
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #3

; Function Attrs: nounwind
declare noalias ptr @__kmpc_omp_target_task_alloc(ptr, i32, i32, i64, i64, ptr, i64) #3

; Function Attrs: nounwind
declare i32 @__kmpc_omp_task(ptr, i32, ptr) #3

; Function Attrs: convergent nounwind
declare i32 @__kmpc_omp_taskwait(ptr, i32) #6

; Function Attrs: nounwind uwtable
define dso_local double @dot_seen(ptr noundef %0, i32 noundef %1) #0 {
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
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #3
  store double 0.000000e+00, ptr %5, align 8, !tbaa !20
  store ptr %5, ptr @seen, align 8, !tbaa !14
  %14 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %14, ptr %6, align 4, !tbaa !18
  %15 = load i64, ptr %6, align 8, !tbaa !22
  %16 = load ptr, ptr %3, align 8, !tbaa !14
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
  %28 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %28, ptr %11, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %29 = load i32, ptr %11, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %12, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  %33 = load i32, ptr %12, align 4, !tbaa !18
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
  store ptr @.offload_sizes.7, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 5
  store ptr @.offload_maptypes.8, ptr %41, align 8
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
  %49 = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_dot_seen_l41.region_id, ptr %13)
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %52

51:                                               ; preds = %2
  call void @__omp_offloading_fe00_aae033_dot_seen_l41(i64 %15, ptr %5, ptr %16) #3
  br label %52

52:                                               ; preds = %51, %2
  %53 = load double, ptr %5, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #3
  ret double %53
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_seen_l41(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef %2) #2 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !22
  store ptr %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !14
  %8 = load ptr, ptr %5, align 8, !tbaa !14
  %9 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %9, ptr %7, align 4, !tbaa !18
  %10 = load i64, ptr %7, align 8, !tbaa !22
  %11 = load ptr, ptr %6, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @4, i32 3, ptr @__omp_offloading_fe00_aae033_dot_seen_l41.omp_outlined, i64 %10, ptr %8, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_seen_l41.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4) #2 {
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
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store i64 %2, ptr %8, align 8, !tbaa !22
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  %24 = load ptr, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %25, ptr %14, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %14, align 4, !tbaa !18
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %30 = load i32, ptr %14, align 4, !tbaa !18
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %67

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %15, align 4, !tbaa !18
  store i32 %33, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %36 = load i32, ptr %18, align 4, !tbaa !18
  %37 = load i32, ptr %15, align 4, !tbaa !18
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %15, align 4, !tbaa !18
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %18, align 4, !tbaa !18
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %18, align 4, !tbaa !18
  %45 = load i32, ptr %17, align 4, !tbaa !18
  store i32 %45, ptr %12, align 4, !tbaa !18
  br label %46

46:                                               ; preds = %59, %43
  %47 = load i32, ptr %12, align 4, !tbaa !18
  %48 = load i32, ptr %18, align 4, !tbaa !18
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %63

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %56, ptr %22, align 4, !tbaa !18
  %57 = load i64, ptr %22, align 8, !tbaa !22
  %58 = load ptr, ptr %10, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 5, ptr @__omp_offloading_fe00_aae033_dot_seen_l41.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %11, ptr %58)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4, !tbaa !18
  %61 = load i32, ptr %19, align 4, !tbaa !18
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %12, align 4, !tbaa !18
  br label %46

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %65, align 4, !tbaa !18
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
  %70 = load i32, ptr %69, align 4, !tbaa !18
  %71 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %70, i32 1, i64 8, ptr %23, ptr @__omp_offloading_fe00_aae033_dot_seen_l41.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %71, label %79 [
    i32 1, label %72
    i32 2, label %76
  ]

72:                                               ; preds = %67
  %73 = load double, ptr %24, align 8, !tbaa !20
  %74 = load double, ptr %11, align 8, !tbaa !20
  %75 = fadd double %73, %74
  store double %75, ptr %24, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %70, ptr @.gomp_critical_user_.reduction.var)
  br label %79

76:                                               ; preds = %67
  %77 = load double, ptr %11, align 8, !tbaa !20
  %78 = atomicrmw fadd ptr %24, double %77 monotonic, align 8
  br label %79

79:                                               ; preds = %76, %72, %67
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_seen_l41.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #2 {
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
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store i64 %2, ptr %10, align 8, !tbaa !22
  store i64 %3, ptr %11, align 8, !tbaa !22
  store i64 %4, ptr %12, align 8, !tbaa !22
  store ptr %5, ptr %13, align 8, !tbaa !14
  store ptr %6, ptr %14, align 8, !tbaa !14
  %27 = load ptr, ptr %13, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %28, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !18
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %89

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %36, ptr %21, align 4, !tbaa !18
  %37 = load i64, ptr %10, align 8, !tbaa !22
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !22
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !18
  store i32 %40, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @2, i32 %42, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %21, align 4, !tbaa !18
  %44 = load i32, ptr %18, align 4, !tbaa !18
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %35
  %47 = load i32, ptr %18, align 4, !tbaa !18
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %21, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %21, align 4, !tbaa !18
  %52 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %52, ptr %15, align 4, !tbaa !18
  br label %53

53:                                               ; preds = %70, %50
  %54 = load i32, ptr %15, align 4, !tbaa !18
  %55 = load i32, ptr %21, align 4, !tbaa !18
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  br label %73

58:                                               ; preds = %53
  %59 = load i32, ptr %15, align 4, !tbaa !18
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %25, align 4, !tbaa !18
  %62 = load ptr, ptr %14, align 8, !tbaa !14
  %63 = load i32, ptr %25, align 4, !tbaa !18
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !20
  %67 = load double, ptr %24, align 8, !tbaa !20
  %68 = fadd double %67, %66
  store double %68, ptr %24, align 8, !tbaa !20
  br label %69

69:                                               ; preds = %58
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %15, align 4, !tbaa !18
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %15, align 4, !tbaa !18
  br label %53

73:                                               ; preds = %57
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %8, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @2, i32 %76)
  %77 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %77, align 8
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %78, align 4, !tbaa !18
  %80 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %79, i32 1, i64 8, ptr %26, ptr @__omp_offloading_fe00_aae033_dot_seen_l41.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %80, label %88 [
    i32 1, label %81
    i32 2, label %85
  ]

81:                                               ; preds = %74
  %82 = load double, ptr %27, align 8, !tbaa !20
  %83 = load double, ptr %24, align 8, !tbaa !20
  %84 = fadd double %82, %83
  store double %84, ptr %27, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %79, ptr @.gomp_critical_user_.reduction.var)
  br label %88

85:                                               ; preds = %74
  %86 = load double, ptr %24, align 8, !tbaa !20
  %87 = atomicrmw fadd ptr %27, double %86 monotonic, align 8
  br label %88

88:                                               ; preds = %85, %81, %74
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %89

89:                                               ; preds = %88, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_seen_l41.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_seen_l41.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @dot_global(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca [3 x ptr], align 8
  %7 = alloca [3 x ptr], align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !18
  %13 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %13, ptr %5, align 4, !tbaa !18
  %14 = load i64, ptr %5, align 8, !tbaa !22
  %15 = load ptr, ptr %3, align 8, !tbaa !14
  %16 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0
  store i64 %14, ptr %16, align 8
  %17 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 0
  store i64 %14, ptr %17, align 8
  %18 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 0
  store ptr null, ptr %18, align 8
  %19 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 1
  store ptr @total, ptr %19, align 8
  %20 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 1
  store ptr @total, ptr %20, align 8
  %21 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 1
  store ptr null, ptr %21, align 8
  %22 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 2
  store ptr %15, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 2
  store ptr %15, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %8, i64 0, i64 2
  store ptr null, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0
  %26 = getelementptr inbounds [3 x ptr], ptr %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #3
  %27 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %27, ptr %10, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  %28 = load i32, ptr %10, align 4, !tbaa !18
  %29 = sub nsw i32 %28, 0
  %30 = sdiv i32 %29, 1
  %31 = sub nsw i32 %30, 1
  store i32 %31, ptr %11, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #3
  %32 = load i32, ptr %11, align 4, !tbaa !18
  %33 = add nsw i32 %32, 1
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 0
  store i32 3, ptr %35, align 4
  %36 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 1
  store i32 3, ptr %36, align 4
  %37 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 2
  store ptr %25, ptr %37, align 8
  %38 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 3
  store ptr %26, ptr %38, align 8
  %39 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 4
  store ptr @.offload_sizes.9, ptr %39, align 8
  %40 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 5
  store ptr @.offload_maptypes.10, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 6
  store ptr null, ptr %41, align 8
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 7
  store ptr null, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 8
  store i64 %34, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 9
  store i64 0, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %45, align 4
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %46, align 4
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %12, i32 0, i32 12
  store i32 0, ptr %47, align 4
  %48 = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_dot_global_l48.region_id, ptr %12)
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %2
  call void @__omp_offloading_fe00_aae033_dot_global_l48(i64 %14, ptr @total, ptr %15) #3
  br label %51

51:                                               ; preds = %50, %2
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_global_l48(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef %2) #2 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !22
  store ptr %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !14
  %8 = load ptr, ptr %5, align 8, !tbaa !14
  %9 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %9, ptr %7, align 4, !tbaa !18
  %10 = load i64, ptr %7, align 8, !tbaa !22
  %11 = load ptr, ptr %6, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @4, i32 3, ptr @__omp_offloading_fe00_aae033_dot_global_l48.omp_outlined, i64 %10, ptr %8, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_global_l48.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4) #2 {
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
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store i64 %2, ptr %8, align 8, !tbaa !22
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  %24 = load ptr, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %25, ptr %14, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %14, align 4, !tbaa !18
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %30 = load i32, ptr %14, align 4, !tbaa !18
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %67

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %15, align 4, !tbaa !18
  store i32 %33, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %36 = load i32, ptr %18, align 4, !tbaa !18
  %37 = load i32, ptr %15, align 4, !tbaa !18
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %15, align 4, !tbaa !18
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %18, align 4, !tbaa !18
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %18, align 4, !tbaa !18
  %45 = load i32, ptr %17, align 4, !tbaa !18
  store i32 %45, ptr %12, align 4, !tbaa !18
  br label %46

46:                                               ; preds = %59, %43
  %47 = load i32, ptr %12, align 4, !tbaa !18
  %48 = load i32, ptr %18, align 4, !tbaa !18
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %63

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %56, ptr %22, align 4, !tbaa !18
  %57 = load i64, ptr %22, align 8, !tbaa !22
  %58 = load ptr, ptr %10, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 5, ptr @__omp_offloading_fe00_aae033_dot_global_l48.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %11, ptr %58)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4, !tbaa !18
  %61 = load i32, ptr %19, align 4, !tbaa !18
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %12, align 4, !tbaa !18
  br label %46

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %65, align 4, !tbaa !18
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
  %70 = load i32, ptr %69, align 4, !tbaa !18
  %71 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %70, i32 1, i64 8, ptr %23, ptr @__omp_offloading_fe00_aae033_dot_global_l48.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %71, label %79 [
    i32 1, label %72
    i32 2, label %76
  ]

72:                                               ; preds = %67
  %73 = load double, ptr %24, align 8, !tbaa !20
  %74 = load double, ptr %11, align 8, !tbaa !20
  %75 = fadd double %73, %74
  store double %75, ptr %24, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %70, ptr @.gomp_critical_user_.reduction.var)
  br label %79

76:                                               ; preds = %67
  %77 = load double, ptr %11, align 8, !tbaa !20
  %78 = atomicrmw fadd ptr %24, double %77 monotonic, align 8
  br label %79

79:                                               ; preds = %76, %72, %67
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_global_l48.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #2 {
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
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store i64 %2, ptr %10, align 8, !tbaa !22
  store i64 %3, ptr %11, align 8, !tbaa !22
  store i64 %4, ptr %12, align 8, !tbaa !22
  store ptr %5, ptr %13, align 8, !tbaa !14
  store ptr %6, ptr %14, align 8, !tbaa !14
  %27 = load ptr, ptr %13, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %28, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !18
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %89

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %36, ptr %21, align 4, !tbaa !18
  %37 = load i64, ptr %10, align 8, !tbaa !22
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !22
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !18
  store i32 %40, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @2, i32 %42, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %21, align 4, !tbaa !18
  %44 = load i32, ptr %18, align 4, !tbaa !18
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %35
  %47 = load i32, ptr %18, align 4, !tbaa !18
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %21, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %21, align 4, !tbaa !18
  %52 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %52, ptr %15, align 4, !tbaa !18
  br label %53

53:                                               ; preds = %70, %50
  %54 = load i32, ptr %15, align 4, !tbaa !18
  %55 = load i32, ptr %21, align 4, !tbaa !18
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  br label %73

58:                                               ; preds = %53
  %59 = load i32, ptr %15, align 4, !tbaa !18
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %25, align 4, !tbaa !18
  %62 = load ptr, ptr %14, align 8, !tbaa !14
  %63 = load i32, ptr %25, align 4, !tbaa !18
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !20
  %67 = load double, ptr %24, align 8, !tbaa !20
  %68 = fadd double %67, %66
  store double %68, ptr %24, align 8, !tbaa !20
  br label %69

69:                                               ; preds = %58
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %15, align 4, !tbaa !18
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %15, align 4, !tbaa !18
  br label %53

73:                                               ; preds = %57
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %8, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @2, i32 %76)
  %77 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %77, align 8
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %78, align 4, !tbaa !18
  %80 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %79, i32 1, i64 8, ptr %26, ptr @__omp_offloading_fe00_aae033_dot_global_l48.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %80, label %88 [
    i32 1, label %81
    i32 2, label %85
  ]

81:                                               ; preds = %74
  %82 = load double, ptr %27, align 8, !tbaa !20
  %83 = load double, ptr %24, align 8, !tbaa !20
  %84 = fadd double %82, %83
  store double %84, ptr %27, align 8, !tbaa !20
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %79, ptr @.gomp_critical_user_.reduction.var)
  br label %88

85:                                               ; preds = %74
  %86 = load double, ptr %24, align 8, !tbaa !20
  %87 = atomicrmw fadd ptr %27, double %86 monotonic, align 8
  br label %88

88:                                               ; preds = %85, %81, %74
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %89

89:                                               ; preds = %88, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_global_l48.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_global_l48.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !20
  %12 = load double, ptr %8, align 8, !tbaa !20
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !20
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @histogram(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca [3 x ptr], align 8
  %9 = alloca [3 x ptr], align 8
  %10 = alloca [3 x ptr], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %4, align 8, !tbaa !14
  store i32 %1, ptr %5, align 4, !tbaa !18
  store ptr %2, ptr %6, align 8, !tbaa !14
  %15 = load i32, ptr %5, align 4, !tbaa !18
  store i32 %15, ptr %7, align 4, !tbaa !18
  %16 = load i64, ptr %7, align 8, !tbaa !22
  %17 = load ptr, ptr %6, align 8, !tbaa !14
  %18 = load ptr, ptr %4, align 8, !tbaa !14
  %19 = load ptr, ptr %6, align 8
  %20 = load ptr, ptr %6, align 8, !tbaa !14
  %21 = getelementptr inbounds i64, ptr %20, i64 0
  %22 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  store i64 %16, ptr %22, align 8
  %23 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  store i64 %16, ptr %23, align 8
  %24 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 0
  store ptr null, ptr %24, align 8
  %25 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 1
  store ptr %19, ptr %25, align 8
  %26 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 1
  store ptr %21, ptr %26, align 8
  %27 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 1
  store ptr null, ptr %27, align 8
  %28 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 2
  store ptr %18, ptr %28, align 8
  %29 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 2
  store ptr %18, ptr %29, align 8
  %30 = getelementptr inbounds [3 x ptr], ptr %10, i64 0, i64 2
  store ptr null, ptr %30, align 8
  %31 = getelementptr inbounds [3 x ptr], ptr %8, i32 0, i32 0
  %32 = getelementptr inbounds [3 x ptr], ptr %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %33 = load i32, ptr %5, align 4, !tbaa !18
  store i32 %33, ptr %12, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %34 = load i32, ptr %12, align 4, !tbaa !18
  %35 = sub nsw i32 %34, 0
  %36 = sdiv i32 %35, 1
  %37 = sub nsw i32 %36, 1
  store i32 %37, ptr %13, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %38 = load i32, ptr %13, align 4, !tbaa !18
  %39 = add nsw i32 %38, 1
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 0
  store i32 3, ptr %41, align 4
  %42 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 1
  store i32 3, ptr %42, align 4
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 2
  store ptr %31, ptr %43, align 8
  %44 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 3
  store ptr %32, ptr %44, align 8
  %45 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 4
  store ptr @.offload_sizes.11, ptr %45, align 8
  %46 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes.12, ptr %46, align 8
  %47 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 6
  store ptr null, ptr %47, align 8
  %48 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 7
  store ptr null, ptr %48, align 8
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 8
  store i64 %40, ptr %49, align 8
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 9
  store i64 0, ptr %50, align 8
  %51 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %51, align 4
  %52 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %52, align 4
  %53 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 12
  store i32 0, ptr %53, align 4
  %54 = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_histogram_l53.region_id, ptr %14)
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %3
  call void @__omp_offloading_fe00_aae033_histogram_l53(i64 %16, ptr %17, ptr %18) #3
  br label %57

57:                                               ; preds = %56, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_histogram_l53(i64 noundef %0, ptr noundef %1, ptr noundef %2) #2 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !22
  store ptr %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !14
  %8 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %8, ptr %7, align 4, !tbaa !18
  %9 = load i64, ptr %7, align 8, !tbaa !22
  %10 = load ptr, ptr %5, align 8, !tbaa !14
  %11 = load ptr, ptr %6, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @4, i32 3, ptr @__omp_offloading_fe00_aae033_histogram_l53.omp_outlined, i64 %9, ptr %10, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_histogram_l53.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #2 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [4 x i64], align 16
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
  %24 = alloca [1 x ptr], align 8
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store i64 %2, ptr %8, align 8, !tbaa !22
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  %25 = load ptr, ptr %9, align 8, !tbaa !14
  %26 = getelementptr inbounds i64, ptr %25, i64 0
  %27 = load ptr, ptr %9, align 8, !tbaa !14
  %28 = getelementptr inbounds i64, ptr %27, i64 3
  call void @llvm.lifetime.start.p0(i64 32, ptr %11) #3
  %29 = getelementptr inbounds [4 x i64], ptr %11, i32 0, i32 0
  %30 = getelementptr i64, ptr %29, i64 4
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %36, label %32

32:                                               ; preds = %32, %5
  %33 = phi ptr [ %29, %5 ], [ %34, %32 ]
  store i64 0, ptr %33, align 8, !tbaa !22
  %34 = getelementptr i64, ptr %33, i32 1
  %35 = icmp eq ptr %34, %30
  br i1 %35, label %36, label %32

36:                                               ; preds = %32, %5
  %37 = load ptr, ptr %9, align 8
  %38 = ptrtoint ptr %37 to i64
  %39 = ptrtoint ptr %26 to i64
  %40 = sub i64 %38, %39
  %41 = sdiv exact i64 %40, ptrtoint (ptr getelementptr (i64, ptr null, i32 1) to i64)
  %42 = getelementptr i64, ptr %11, i64 %41
  store ptr %42, ptr %12, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %43 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %43, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %44 = load i32, ptr %15, align 4, !tbaa !18
  %45 = sub nsw i32 %44, 0
  %46 = sdiv i32 %45, 1
  %47 = sub nsw i32 %46, 1
  store i32 %47, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  %48 = load i32, ptr %15, align 4, !tbaa !18
  %49 = icmp slt i32 0, %48
  br i1 %49, label %50, label %86

50:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 0, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  %51 = load i32, ptr %16, align 4, !tbaa !18
  store i32 %51, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  store i32 0, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  %52 = load ptr, ptr %6, align 8
  %53 = load i32, ptr %52, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @1, i32 %53, i32 92, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 1)
  %54 = load i32, ptr %19, align 4, !tbaa !18
  %55 = load i32, ptr %16, align 4, !tbaa !18
  %56 = icmp sgt i32 %54, %55
  br i1 %56, label %57, label %59

57:                                               ; preds = %50
  %58 = load i32, ptr %16, align 4, !tbaa !18
  br label %61

59:                                               ; preds = %50
  %60 = load i32, ptr %19, align 4, !tbaa !18
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %58, %57 ], [ %60, %59 ]
  store i32 %62, ptr %19, align 4, !tbaa !18
  %63 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %63, ptr %13, align 4, !tbaa !18
  br label %64

64:                                               ; preds = %78, %61
  %65 = load i32, ptr %13, align 4, !tbaa !18
  %66 = load i32, ptr %19, align 4, !tbaa !18
  %67 = icmp sle i32 %65, %66
  br i1 %67, label %69, label %68

68:                                               ; preds = %64
  br label %82

69:                                               ; preds = %64
  %70 = load i32, ptr %18, align 4
  %71 = zext i32 %70 to i64
  %72 = load i32, ptr %19, align 4
  %73 = zext i32 %72 to i64
  %74 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %74, ptr %23, align 4, !tbaa !18
  %75 = load i64, ptr %23, align 8, !tbaa !22
  %76 = load ptr, ptr %12, align 8, !tbaa !14
  %77 = load ptr, ptr %10, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 5, ptr @__omp_offloading_fe00_aae033_histogram_l53.omp_outlined.omp_outlined, i64 %71, i64 %73, i64 %75, ptr %76, ptr %77)
  br label %78

78:                                               ; preds = %69
  %79 = load i32, ptr %13, align 4, !tbaa !18
  %80 = load i32, ptr %20, align 4, !tbaa !18
  %81 = add nsw i32 %79, %80
  store i32 %81, ptr %13, align 4, !tbaa !18
  br label %64

82:                                               ; preds = %68
  br label %83

83:                                               ; preds = %82
  %84 = load ptr, ptr %6, align 8
  %85 = load i32, ptr %84, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @1, i32 %85)
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  br label %86

86:                                               ; preds = %83, %36
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  %87 = getelementptr inbounds [1 x ptr], ptr %24, i64 0, i64 0
  store ptr %11, ptr %87, align 8
  %88 = load ptr, ptr %6, align 8
  %89 = load i32, ptr %88, align 4, !tbaa !18
  %90 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %89, i32 1, i64 8, ptr %24, ptr @__omp_offloading_fe00_aae033_histogram_l53.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %90, label %116 [
    i32 1, label %91
    i32 2, label %104
  ]

91:                                               ; preds = %86
  %92 = getelementptr i64, ptr %26, i64 4
  %93 = icmp eq ptr %26, %92
  br i1 %93, label %103, label %94

94:                                               ; preds = %94, %91
  %95 = phi ptr [ %11, %91 ], [ %101, %94 ]
  %96 = phi ptr [ %26, %91 ], [ %100, %94 ]
  %97 = load i64, ptr %96, align 8, !tbaa !22
  %98 = load i64, ptr %95, align 8, !tbaa !22
  %99 = add nsw i64 %97, %98
  store i64 %99, ptr %96, align 8, !tbaa !22
  %100 = getelementptr i64, ptr %96, i32 1
  %101 = getelementptr i64, ptr %95, i32 1
  %102 = icmp eq ptr %100, %92
  br i1 %102, label %103, label %94

103:                                              ; preds = %94, %91
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %89, ptr @.gomp_critical_user_.reduction.var)
  br label %116

104:                                              ; preds = %86
  %105 = getelementptr i64, ptr %26, i64 4
  %106 = icmp eq ptr %26, %105
  br i1 %106, label %115, label %107

107:                                              ; preds = %107, %104
  %108 = phi ptr [ %11, %104 ], [ %113, %107 ]
  %109 = phi ptr [ %26, %104 ], [ %112, %107 ]
  %110 = load i64, ptr %108, align 8, !tbaa !22
  %111 = atomicrmw add ptr %109, i64 %110 monotonic, align 8
  %112 = getelementptr i64, ptr %109, i32 1
  %113 = getelementptr i64, ptr %108, i32 1
  %114 = icmp eq ptr %112, %105
  br i1 %114, label %115, label %107

115:                                              ; preds = %107, %104
  br label %116

116:                                              ; preds = %115, %103, %86
  call void @llvm.lifetime.end.p0(i64 32, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_histogram_l53.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #2 {
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
  %24 = alloca [4 x i64], align 16
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca [1 x ptr], align 8
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store i64 %2, ptr %10, align 8, !tbaa !22
  store i64 %3, ptr %11, align 8, !tbaa !22
  store i64 %4, ptr %12, align 8, !tbaa !22
  store ptr %5, ptr %13, align 8, !tbaa !14
  store ptr %6, ptr %14, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %28, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !18
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %129

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %36, ptr %21, align 4, !tbaa !18
  %37 = load i64, ptr %10, align 8, !tbaa !22
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !22
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !18
  store i32 %40, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !18
  %41 = load ptr, ptr %13, align 8, !tbaa !14
  %42 = getelementptr inbounds i64, ptr %41, i64 0
  %43 = load ptr, ptr %13, align 8, !tbaa !14
  %44 = getelementptr inbounds i64, ptr %43, i64 3
  call void @llvm.lifetime.start.p0(i64 32, ptr %24) #3
  %45 = getelementptr inbounds [4 x i64], ptr %24, i32 0, i32 0
  %46 = getelementptr i64, ptr %45, i64 4
  %47 = icmp eq ptr %45, %46
  br i1 %47, label %52, label %48

48:                                               ; preds = %48, %35
  %49 = phi ptr [ %45, %35 ], [ %50, %48 ]
  store i64 0, ptr %49, align 8, !tbaa !22
  %50 = getelementptr i64, ptr %49, i32 1
  %51 = icmp eq ptr %50, %46
  br i1 %51, label %52, label %48

52:                                               ; preds = %48, %35
  %53 = load ptr, ptr %13, align 8
  %54 = ptrtoint ptr %53 to i64
  %55 = ptrtoint ptr %42 to i64
  %56 = sub i64 %54, %55
  %57 = sdiv exact i64 %56, ptrtoint (ptr getelementptr (i64, ptr null, i32 1) to i64)
  %58 = getelementptr i64, ptr %24, i64 %57
  store ptr %58, ptr %25, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #3
  %59 = load ptr, ptr %8, align 8
  %60 = load i32, ptr %59, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @2, i32 %60, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %61 = load i32, ptr %21, align 4, !tbaa !18
  %62 = load i32, ptr %18, align 4, !tbaa !18
  %63 = icmp sgt i32 %61, %62
  br i1 %63, label %64, label %66

64:                                               ; preds = %52
  %65 = load i32, ptr %18, align 4, !tbaa !18
  br label %68

66:                                               ; preds = %52
  %67 = load i32, ptr %21, align 4, !tbaa !18
  br label %68

68:                                               ; preds = %66, %64
  %69 = phi i32 [ %65, %64 ], [ %67, %66 ]
  store i32 %69, ptr %21, align 4, !tbaa !18
  %70 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %70, ptr %15, align 4, !tbaa !18
  br label %71

71:                                               ; preds = %92, %68
  %72 = load i32, ptr %15, align 4, !tbaa !18
  %73 = load i32, ptr %21, align 4, !tbaa !18
  %74 = icmp sle i32 %72, %73
  br i1 %74, label %76, label %75

75:                                               ; preds = %71
  br label %95

76:                                               ; preds = %71
  %77 = load i32, ptr %15, align 4, !tbaa !18
  %78 = mul nsw i32 %77, 1
  %79 = add nsw i32 0, %78
  store i32 %79, ptr %26, align 4, !tbaa !18
  %80 = load ptr, ptr %25, align 8, !tbaa !14
  %81 = load ptr, ptr %14, align 8, !tbaa !14
  %82 = load i32, ptr %26, align 4, !tbaa !18
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %81, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !18
  %86 = and i32 %85, 3
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i64, ptr %80, i64 %87
  %89 = load i64, ptr %88, align 8, !tbaa !22
  %90 = add nsw i64 %89, 1
  store i64 %90, ptr %88, align 8, !tbaa !22
  br label %91

91:                                               ; preds = %76
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %15, align 4, !tbaa !18
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %15, align 4, !tbaa !18
  br label %71

95:                                               ; preds = %75
  br label %96

96:                                               ; preds = %95
  %97 = load ptr, ptr %8, align 8
  %98 = load i32, ptr %97, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @2, i32 %98)
  %99 = getelementptr inbounds [1 x ptr], ptr %27, i64 0, i64 0
  store ptr %24, ptr %99, align 8
  %100 = load ptr, ptr %8, align 8
  %101 = load i32, ptr %100, align 4, !tbaa !18
  %102 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %101, i32 1, i64 8, ptr %27, ptr @__omp_offloading_fe00_aae033_histogram_l53.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %102, label %128 [
    i32 1, label %103
    i32 2, label %116
  ]

103:                                              ; preds = %96
  %104 = getelementptr i64, ptr %42, i64 4
  %105 = icmp eq ptr %42, %104
  br i1 %105, label %115, label %106

106:                                              ; preds = %106, %103
  %107 = phi ptr [ %24, %103 ], [ %113, %106 ]
  %108 = phi ptr [ %42, %103 ], [ %112, %106 ]
  %109 = load i64, ptr %108, align 8, !tbaa !22
  %110 = load i64, ptr %107, align 8, !tbaa !22
  %111 = add nsw i64 %109, %110
  store i64 %111, ptr %108, align 8, !tbaa !22
  %112 = getelementptr i64, ptr %108, i32 1
  %113 = getelementptr i64, ptr %107, i32 1
  %114 = icmp eq ptr %112, %104
  br i1 %114, label %115, label %106

115:                                              ; preds = %106, %103
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %101, ptr @.gomp_critical_user_.reduction.var)
  br label %128

116:                                              ; preds = %96
  %117 = getelementptr i64, ptr %42, i64 4
  %118 = icmp eq ptr %42, %117
  br i1 %118, label %127, label %119

119:                                              ; preds = %119, %116
  %120 = phi ptr [ %24, %116 ], [ %125, %119 ]
  %121 = phi ptr [ %42, %116 ], [ %124, %119 ]
  %122 = load i64, ptr %120, align 8, !tbaa !22
  %123 = atomicrmw add ptr %121, i64 %122 monotonic, align 8
  %124 = getelementptr i64, ptr %121, i32 1
  %125 = getelementptr i64, ptr %120, i32 1
  %126 = icmp eq ptr %124, %117
  br i1 %126, label %127, label %119

127:                                              ; preds = %119, %116
  br label %128

128:                                              ; preds = %127, %115, %96
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #3
  call void @llvm.lifetime.end.p0(i64 32, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %129

129:                                              ; preds = %128, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_histogram_l53.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr i64, ptr %10, i64 4
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %22, label %13

13:                                               ; preds = %13, %2
  %14 = phi ptr [ %8, %2 ], [ %20, %13 ]
  %15 = phi ptr [ %10, %2 ], [ %19, %13 ]
  %16 = load i64, ptr %15, align 8, !tbaa !22
  %17 = load i64, ptr %14, align 8, !tbaa !22
  %18 = add nsw i64 %16, %17
  store i64 %18, ptr %15, align 8, !tbaa !22
  %19 = getelementptr i64, ptr %15, i32 1
  %20 = getelementptr i64, ptr %14, i32 1
  %21 = icmp eq ptr %19, %11
  br i1 %21, label %22, label %13

22:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_histogram_l53.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr i64, ptr %10, i64 4
  %12 = icmp eq ptr %10, %11
  br i1 %12, label %22, label %13

13:                                               ; preds = %13, %2
  %14 = phi ptr [ %8, %2 ], [ %20, %13 ]
  %15 = phi ptr [ %10, %2 ], [ %19, %13 ]
  %16 = load i64, ptr %15, align 8, !tbaa !22
  %17 = load i64, ptr %14, align 8, !tbaa !22
  %18 = add nsw i64 %16, %17
  store i64 %18, ptr %15, align 8, !tbaa !22
  %19 = getelementptr i64, ptr %15, i32 1
  %20 = getelementptr i64, ptr %14, i32 1
  %21 = icmp eq ptr %19, %11
  br i1 %21, label %22, label %13

22:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local double @dot_udr(ptr noundef %0, i32 noundef %1) #0 {
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
  store ptr %0, ptr %3, align 8, !tbaa !14
  store i32 %1, ptr %4, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #3
  store double 1.000000e+00, ptr %5, align 8, !tbaa !20
  %14 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %14, ptr %6, align 4, !tbaa !18
  %15 = load i64, ptr %6, align 8, !tbaa !22
  %16 = load ptr, ptr %3, align 8, !tbaa !14
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
  %28 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %28, ptr %11, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %29 = load i32, ptr %11, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %12, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  %33 = load i32, ptr %12, align 4, !tbaa !18
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
  store ptr @.offload_sizes.13, ptr %40, align 8
  %41 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %13, i32 0, i32 5
  store ptr @.offload_maptypes.14, ptr %41, align 8
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
  %49 = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_dot_udr_l60.region_id, ptr %13)
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %52

51:                                               ; preds = %2
  call void @__omp_offloading_fe00_aae033_dot_udr_l60(i64 %15, ptr %5, ptr %16) #3
  br label %52

52:                                               ; preds = %51, %2
  %53 = load double, ptr %5, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #3
  ret double %53
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_udr_l60(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef %2) #2 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !22
  store ptr %1, ptr %5, align 8, !tbaa !14
  store ptr %2, ptr %6, align 8, !tbaa !14
  %8 = load ptr, ptr %5, align 8, !tbaa !14
  %9 = load i32, ptr %4, align 4, !tbaa !18
  store i32 %9, ptr %7, align 4, !tbaa !18
  %10 = load i64, ptr %7, align 8, !tbaa !22
  %11 = load ptr, ptr %6, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @4, i32 3, ptr @__omp_offloading_fe00_aae033_dot_udr_l60.omp_outlined, i64 %10, ptr %8, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_udr_l60.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4) #2 {
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
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store i64 %2, ptr %8, align 8, !tbaa !22
  store ptr %3, ptr %9, align 8, !tbaa !14
  store ptr %4, ptr %10, align 8, !tbaa !14
  %24 = load ptr, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #3
  call void @.omp_initializer.(ptr noundef %11, ptr noundef %24)
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %25, ptr %14, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %14, align 4, !tbaa !18
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %15, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %30 = load i32, ptr %14, align 4, !tbaa !18
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %67

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %15, align 4, !tbaa !18
  store i32 %33, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %36 = load i32, ptr %18, align 4, !tbaa !18
  %37 = load i32, ptr %15, align 4, !tbaa !18
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %15, align 4, !tbaa !18
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %18, align 4, !tbaa !18
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %18, align 4, !tbaa !18
  %45 = load i32, ptr %17, align 4, !tbaa !18
  store i32 %45, ptr %12, align 4, !tbaa !18
  br label %46

46:                                               ; preds = %59, %43
  %47 = load i32, ptr %12, align 4, !tbaa !18
  %48 = load i32, ptr %18, align 4, !tbaa !18
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %63

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !18
  store i32 %56, ptr %22, align 4, !tbaa !18
  %57 = load i64, ptr %22, align 8, !tbaa !22
  %58 = load ptr, ptr %10, align 8, !tbaa !14
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @4, i32 5, ptr @__omp_offloading_fe00_aae033_dot_udr_l60.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %11, ptr %58)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4, !tbaa !18
  %61 = load i32, ptr %19, align 4, !tbaa !18
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %12, align 4, !tbaa !18
  br label %46

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %65, align 4, !tbaa !18
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
  %70 = load i32, ptr %69, align 4, !tbaa !18
  %71 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %70, i32 1, i64 8, ptr %23, ptr @__omp_offloading_fe00_aae033_dot_udr_l60.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %71, label %76 [
    i32 1, label %72
    i32 2, label %73
  ]

72:                                               ; preds = %67
  call void @.omp_combiner.(ptr noundef %24, ptr noundef %11)
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %70, ptr @.gomp_critical_user_.reduction.var)
  br label %76

73:                                               ; preds = %67
  %74 = load ptr, ptr %6, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !18
  call void @__kmpc_critical(ptr @4, i32 %75, ptr @.gomp_critical_user_.atomic_reduction.var)
  call void @.omp_combiner.(ptr noundef %24, ptr noundef %11)
  call void @__kmpc_end_critical(ptr @4, i32 %75, ptr @.gomp_critical_user_.atomic_reduction.var)
  br label %76

76:                                               ; preds = %73, %72, %67
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline nounwind uwtable
define internal void @.omp_combiner.(ptr noalias noundef %0, ptr noalias noundef %1) #9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load double, ptr %5, align 8, !tbaa !20
  %8 = load double, ptr %6, align 8, !tbaa !20
  %9 = fadd double %8, %7
  store double %9, ptr %6, align 8, !tbaa !20
  ret void
}

; Function Attrs: alwaysinline nounwind uwtable
define internal void @.omp_initializer.(ptr noalias noundef %0, ptr noalias noundef %1) #9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load double, ptr %5, align 8, !tbaa !20
  %8 = load double, ptr %5, align 8, !tbaa !20
  %9 = fsub double %7, %8
  store double %9, ptr %6, align 8, !tbaa !20
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_udr_l60.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #2 {
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
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store i64 %2, ptr %10, align 8, !tbaa !22
  store i64 %3, ptr %11, align 8, !tbaa !22
  store i64 %4, ptr %12, align 8, !tbaa !22
  store ptr %5, ptr %13, align 8, !tbaa !14
  store ptr %6, ptr %14, align 8, !tbaa !14
  %27 = load ptr, ptr %13, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !18
  store i32 %28, ptr %17, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !18
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !18
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %86

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !18
  store i32 %36, ptr %21, align 4, !tbaa !18
  %37 = load i64, ptr %10, align 8, !tbaa !22
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !22
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !18
  store i32 %40, ptr %21, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  call void @.omp_initializer.(ptr noundef %24, ptr noundef %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr @2, i32 %42, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %21, align 4, !tbaa !18
  %44 = load i32, ptr %18, align 4, !tbaa !18
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %35
  %47 = load i32, ptr %18, align 4, !tbaa !18
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %21, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %21, align 4, !tbaa !18
  %52 = load i32, ptr %20, align 4, !tbaa !18
  store i32 %52, ptr %15, align 4, !tbaa !18
  br label %53

53:                                               ; preds = %70, %50
  %54 = load i32, ptr %15, align 4, !tbaa !18
  %55 = load i32, ptr %21, align 4, !tbaa !18
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  br label %73

58:                                               ; preds = %53
  %59 = load i32, ptr %15, align 4, !tbaa !18
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %25, align 4, !tbaa !18
  %62 = load ptr, ptr %14, align 8, !tbaa !14
  %63 = load i32, ptr %25, align 4, !tbaa !18
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !20
  %67 = load double, ptr %24, align 8, !tbaa !20
  %68 = fadd double %67, %66
  store double %68, ptr %24, align 8, !tbaa !20
  br label %69

69:                                               ; preds = %58
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %15, align 4, !tbaa !18
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %15, align 4, !tbaa !18
  br label %53

73:                                               ; preds = %57
  br label %74

74:                                               ; preds = %73
  %75 = load ptr, ptr %8, align 8
  %76 = load i32, ptr %75, align 4, !tbaa !18
  call void @__kmpc_for_static_fini(ptr @2, i32 %76)
  %77 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %77, align 8
  %78 = load ptr, ptr %8, align 8
  %79 = load i32, ptr %78, align 4, !tbaa !18
  %80 = call i32 @__kmpc_reduce_nowait(ptr @3, i32 %79, i32 1, i64 8, ptr %26, ptr @__omp_offloading_fe00_aae033_dot_udr_l60.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %80, label %85 [
    i32 1, label %81
    i32 2, label %82
  ]

81:                                               ; preds = %74
  call void @.omp_combiner.(ptr noundef %27, ptr noundef %24)
  call void @__kmpc_end_reduce_nowait(ptr @3, i32 %79, ptr @.gomp_critical_user_.reduction.var)
  br label %85

82:                                               ; preds = %74
  %83 = load ptr, ptr %8, align 8
  %84 = load i32, ptr %83, align 4, !tbaa !18
  call void @__kmpc_critical(ptr @4, i32 %84, ptr @.gomp_critical_user_.atomic_reduction.var)
  call void @.omp_combiner.(ptr noundef %27, ptr noundef %24)
  call void @__kmpc_end_critical(ptr @4, i32 %84, ptr @.gomp_critical_user_.atomic_reduction.var)
  br label %85

85:                                               ; preds = %82, %81, %74
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %86

86:                                               ; preds = %85, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_udr_l60.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  call void @.omp_combiner.(ptr noundef %10, ptr noundef %8)
  ret void
}

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(ptr, i32, ptr) #6

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(ptr, i32, ptr) #6

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aae033_dot_udr_l60.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  call void @.omp_combiner.(ptr noundef %10, ptr noundef %8)
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent nounwind }
attributes #7 = { noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { alwaysinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!omp_offload.info = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !{i32 0, i32 65024, i32 11198515, !"count", i32 12, i32 0, i32 1}
!1 = !{i32 0, i32 65024, i32 11198515, !"dot", i32 4, i32 0, i32 0}
!2 = !{i32 0, i32 65024, i32 11198515, !"dot_global", i32 48, i32 0, i32 5}
!3 = !{i32 0, i32 65024, i32 11198515, !"dot_mapped", i32 24, i32 0, i32 2}
!4 = !{i32 0, i32 65024, i32 11198515, !"dot_nowait", i32 31, i32 0, i32 3}
!5 = !{i32 0, i32 65024, i32 11198515, !"dot_seen", i32 41, i32 0, i32 4}
!6 = !{i32 0, i32 65024, i32 11198515, !"dot_udr", i32 60, i32 0, i32 7}
!7 = !{i32 0, i32 65024, i32 11198515, !"histogram", i32 53, i32 0, i32 6}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 51}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C/C++ TBAA"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !16, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !16, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !16, i64 0}
!24 = !{!25}
!25 = !{i64 2, i64 -1, i64 -1, i1 true}
!26 = !{!16, !16, i64 0}
!27 = !{!28, !19, i64 0}
!28 = !{!"", !19, i64 0, !15, i64 8, !15, i64 16}
!29 = !{!28, !15, i64 16}
!30 = !{!31, !15, i64 0}
!31 = !{!"kmp_task_t_with_privates", !32, i64 0, !33, i64 40}
!32 = !{!"kmp_task_t", !15, i64 0, !15, i64 8, !19, i64 16, !16, i64 24, !16, i64 32}
!33 = !{!".kmp_privates.t", !16, i64 0, !16, i64 24, !16, i64 48, !19, i64 72}
!34 = !{i64 0, i64 4, !18, i64 8, i64 8, !14, i64 16, i64 8, !14}
!35 = !{i64 0, i64 24, !26}
!36 = !{!31, !19, i64 112}
!37 = !{!28, !15, i64 8}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP3]], align 8, !tbaa !14
; CHECK-NEXT:   store i32 %[[TMP1]], ptr %[[TMP4]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP5]]) #3
; CHECK-NEXT:   store double 0.000000e+00, ptr %[[TMP5]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP14]], ptr %[[TMP6]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i64, ptr %[[TMP6]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load ptr, ptr %[[TMP3]], align 8, !tbaa !14
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
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP28]], ptr %[[TMP11]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = sub nsw i32 %[[TMP29]], 0
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = sdiv i32 %[[TMP30]], 1
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 1
; CHECK-NEXT:   store i32 %[[TMP32]], ptr %[[TMP12]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !18
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
; CHECK-NEXT:   store ptr @.offload_sizes, ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes, ptr %[[TMP41]], align 8
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
; CHECK-NEXT:   %ompred.device = call i32 @omp_get_default_device()
; CHECK-NEXT:   %ompred.slot = call ptr @__ompred_result_slot_acquire(i32 %ompred.device)
; CHECK-NEXT:   %ompred.have.slot = icmp ne ptr %ompred.slot, null
; CHECK-NEXT:   br i1 %ompred.have.slot, label %ompred.slot.check, label %ompred.launch
; CHECK: ompred.slot.check:
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = call i32 @omp_target_is_present(ptr %[[TMP5]], i32 %ompred.device)
; CHECK-NEXT:   %ompred.present = icmp ne i32 %[[TMP49]], 0
; CHECK-NEXT:   br i1 %ompred.present, label %ompred.launch, label %ompred.slot.fill
; CHECK: ompred.slot.fill:
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr i8, ptr %ompred.slot, i32 0
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 8 %[[TMP50]], ptr align 8 %[[TMP5]], i64 8, i1 false)
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP50]], ptr %[[TMP51]], align 8
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP50]], ptr %[[TMP52]], align 8
; CHECK-NEXT:   store ptr @.offload_maptypes.ompred.slot, ptr %[[TMP41]], align 8
; CHECK-NEXT:   br label %ompred.launch
; CHECK: ompred.launch:
; CHECK-NEXT:   %ompred.slot.used = phi i1 [ false, %[[TMP2:[0-9]+]] ], [ false, %ompred.slot.check ], [ true, %ompred.slot.fill ]
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_dot_l4.region_id, ptr %[[TMP13]])
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp eq i32 %[[TMP53]], 0
; CHECK-NEXT:   %ompred.copy.back = and i1 %ompred.slot.used, %[[TMP54]]
; CHECK-NEXT:   br i1 %ompred.copy.back, label %ompred.slot.back, label %[[TMP56:[0-9]+]]
; CHECK: ompred.slot.back:
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = getelementptr i8, ptr %ompred.slot, i32 0
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 8 %[[TMP5]], ptr align 8 %[[TMP55]], i64 8, i1 false)
; CHECK-NEXT:   br label %[[TMP56]]
; CHECK: [[TMP56]]:
; CHECK-NEXT:   br i1 %ompred.have.slot, label %ompred.slot.release, label %ompred.launched
; CHECK: ompred.slot.release:
; CHECK-NEXT:   call void @__ompred_result_slot_release(i32 %ompred.device, ptr %ompred.slot)
; CHECK-NEXT:   br label %ompred.launched
; CHECK: ompred.launched:
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = icmp ne i32 %[[TMP53]], 0
; CHECK-NEXT:   br i1 %[[TMP57]], label %[[TMP58:[0-9]+]], label %[[TMP59:[0-9]+]]
; CHECK: [[TMP58]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aae033_dot_l4(i64 %[[TMP15]], ptr %[[TMP5]], ptr %[[TMP16]]) #3
; CHECK-NEXT:   br label %[[TMP59]]
; CHECK: [[TMP59]]:
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = load double, ptr %[[TMP5]], align 8, !tbaa !20
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP5]]) #3
; CHECK-NEXT:   ret double %[[TMP60]]
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @count(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], i32 noundef %[[TMP1:[0-9]+]], i32 noundef %[[TMP2:[0-9]+]], ptr noundef %[[TMP3:[0-9]+]], ptr noundef %[[TMP4:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i8, align 1
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca [5 x ptr], align 8
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca [5 x ptr], align 8
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca [5 x ptr], align 8
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP6]], align 8, !tbaa !14
; CHECK-NEXT:   store i32 %[[TMP1]], ptr %[[TMP7]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP8]], align 4, !tbaa !18
; CHECK-NEXT:   store ptr %[[TMP3]], ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   store ptr %[[TMP4]], ptr %[[TMP10]], align 8, !tbaa !14
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load ptr, ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load i32, ptr %[[TMP23]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP24]], ptr %[[TMP11]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 1, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = load i8, ptr %[[TMP25]], align 1, !tbaa !26
; CHECK-NEXT:   store i8 %[[TMP26]], ptr %[[TMP12]], align 1, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP27]], ptr %[[TMP13]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP28]], ptr %[[TMP14]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i64, ptr %[[TMP14]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP31]], ptr %[[TMP15]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = load i64, ptr %[[TMP15]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = icmp ne i32 %[[TMP33]], 0
; CHECK-NEXT:   br i1 %[[TMP34]], label %[[TMP35:[0-9]+]], label %[[TMP95:[0-9]+]]
; CHECK: [[TMP35]]:
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP16]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP29]], ptr %[[TMP36]], align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP17]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP29]], ptr %[[TMP37]], align 8
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP18]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP38]], align 8
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP16]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP11]], ptr %[[TMP39]], align 8
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP17]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP11]], ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP18]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP41]], align 8
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP16]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP30]], ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP17]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP30]], ptr %[[TMP43]], align 8
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP18]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP44]], align 8
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP16]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP12]], ptr %[[TMP45]], align 8
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP17]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP12]], ptr %[[TMP46]], align 8
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP18]], i64 0, i64 3
; CHECK-NEXT:   store ptr null, ptr %[[TMP47]], align 8
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP16]], i32 0, i32 4
; CHECK-NEXT:   store i64 %[[TMP32]], ptr %[[TMP48]], align 8
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP17]], i32 0, i32 4
; CHECK-NEXT:   store i64 %[[TMP32]], ptr %[[TMP49]], align 8
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP18]], i64 0, i64 4
; CHECK-NEXT:   store ptr null, ptr %[[TMP50]], align 8
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP16]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP17]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp ne i32 %[[TMP53]], 0
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = select i1 %[[TMP54]], i32 0, i32 1
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP56]], ptr %[[TMP20]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load i32, ptr %[[TMP20]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = sub nsw i32 %[[TMP57]], 0
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = sdiv i32 %[[TMP58]], 1
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = sub nsw i32 %[[TMP59]], 1
; CHECK-NEXT:   store i32 %[[TMP60]], ptr %[[TMP21]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP21]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP20]]) #3
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = load i32, ptr %[[TMP21]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = add nsw i32 %[[TMP61]], 1
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = zext i32 %[[TMP62]] to i64
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = insertvalue [3 x i32] zeroinitializer, i32 %[[TMP55]], 0
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP65]], align 4
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 1
; CHECK-NEXT:   store i32 5, ptr %[[TMP66]], align 4
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP51]], ptr %[[TMP67]], align 8
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP52]], ptr %[[TMP68]], align 8
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes.1, ptr %[[TMP69]], align 8
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.2, ptr %[[TMP70]], align 8
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP71]], align 8
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP72]], align 8
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP63]], ptr %[[TMP73]], align 8
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP74]], align 8
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP75]], align 4
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] %[[TMP64]], ptr %[[TMP76]], align 4
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP22]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP77]], align 4
; CHECK-NEXT:   %ompred.device = call i32 @omp_get_default_device()
; CHECK-NEXT:   %ompred.slot = call ptr @__ompred_result_slot_acquire(i32 %ompred.device)
; CHECK-NEXT:   %ompred.have.slot = icmp ne ptr %ompred.slot, null
; CHECK-NEXT:   br i1 %ompred.have.slot, label %ompred.slot.check, label %ompred.launch
; CHECK: ompred.slot.check:
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = call i32 @omp_target_is_present(ptr %[[TMP11]], i32 %ompred.device)
; CHECK-NEXT:   %ompred.present = icmp ne i32 %[[TMP78]], 0
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = call i32 @omp_target_is_present(ptr %[[TMP12]], i32 %ompred.device)
; CHECK-NEXT:   %ompred.present1 = icmp ne i32 %[[TMP79]], 0
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = or i1 %ompred.present, %ompred.present1
; CHECK-NEXT:   br i1 %[[TMP80]], label %ompred.launch, label %ompred.slot.fill
; CHECK: ompred.slot.fill:
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = getelementptr i8, ptr %ompred.slot, i32 0
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 4 %[[TMP81]], ptr align 4 %[[TMP11]], i64 4, i1 false)
; CHECK-NEXT:   %[[TMP82:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP16]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP81]], ptr %[[TMP82]], align 8
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP17]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP81]], ptr %[[TMP83]], align 8
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = getelementptr i8, ptr %ompred.slot, i32 4
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 1 %[[TMP84]], ptr align 1 %[[TMP12]], i64 1, i1 false)
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP16]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP84]], ptr %[[TMP85]], align 8
; CHECK-NEXT:   %[[TMP86:[0-9]+]] = getelementptr inbounds [5 x ptr], ptr %[[TMP17]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP84]], ptr %[[TMP86]], align 8
; CHECK-NEXT:   store ptr @.offload_maptypes.2.ompred.slot, ptr %[[TMP70]], align 8
; CHECK-NEXT:   br label %ompred.launch
; CHECK: ompred.launch:
; CHECK-NEXT:   %ompred.slot.used = phi i1 [ false, %[[TMP35]] ], [ false, %ompred.slot.check ], [ true, %ompred.slot.fill ]
; CHECK-NEXT:   %[[TMP87:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 %[[TMP55]], ptr @.__omp_offloading_fe00_aae033_count_l12.region_id, ptr %[[TMP22]])
; CHECK-NEXT:   %[[TMP88:[0-9]+]] = icmp eq i32 %[[TMP87]], 0
; CHECK-NEXT:   %ompred.copy.back = and i1 %ompred.slot.used, %[[TMP88]]
; CHECK-NEXT:   br i1 %ompred.copy.back, label %ompred.slot.back, label %[[TMP91:[0-9]+]]
; CHECK: ompred.slot.back:
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = getelementptr i8, ptr %ompred.slot, i32 0
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 4 %[[TMP11]], ptr align 4 %[[TMP89]], i64 4, i1 false)
; CHECK-NEXT:   %[[TMP90:[0-9]+]] = getelementptr i8, ptr %ompred.slot, i32 4
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 1 %[[TMP12]], ptr align 1 %[[TMP90]], i64 1, i1 false)
; CHECK-NEXT:   br label %[[TMP91]]
; CHECK: [[TMP91]]:
; CHECK-NEXT:   br i1 %ompred.have.slot, label %ompred.slot.release, label %ompred.launched
; CHECK: ompred.slot.release:
; CHECK-NEXT:   call void @__ompred_result_slot_release(i32 %ompred.device, ptr %ompred.slot)
; CHECK-NEXT:   br label %ompred.launched
; CHECK: ompred.launched:
; CHECK-NEXT:   %[[TMP92:[0-9]+]] = icmp ne i32 %[[TMP87]], 0
; CHECK-NEXT:   br i1 %[[TMP92]], label %[[TMP93:[0-9]+]], label %[[TMP94:[0-9]+]]
; CHECK: [[TMP93]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aae033_count_l12(i64 %[[TMP29]], ptr %[[TMP11]], ptr %[[TMP30]], ptr %[[TMP12]], i64 %[[TMP32]]) #3
; CHECK-NEXT:   br label %[[TMP94]]
; CHECK: [[TMP94]]:
; CHECK-NEXT:   br label %[[TMP96:[0-9]+]]
; CHECK: [[TMP95]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aae033_count_l12(i64 %[[TMP29]], ptr %[[TMP11]], ptr %[[TMP30]], ptr %[[TMP12]], i64 %[[TMP32]]) #3
; CHECK-NEXT:   br label %[[TMP96]]
; CHECK: [[TMP96]]:
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP97:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP98:[0-9]+]] = load ptr, ptr %[[TMP9]], align 8, !tbaa !14
; CHECK-NEXT:   store i32 %[[TMP97]], ptr %[[TMP98]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP99:[0-9]+]] = load i8, ptr %[[TMP12]], align 1, !tbaa !26
; CHECK-NEXT:   %[[TMP100:[0-9]+]] = load ptr, ptr %[[TMP10]], align 8, !tbaa !14
; CHECK-NEXT:   store i8 %[[TMP99]], ptr %[[TMP100]], align 1, !tbaa !26
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 1, ptr %[[TMP12]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local double @dot_mapped(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], i32 noundef %[[TMP1:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP3:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca double, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca [3 x ptr], align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca [3 x i64], align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP3]], align 8, !tbaa !14
; CHECK-NEXT:   store i32 %[[TMP1]], ptr %[[TMP4]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP5]]) #3
; CHECK-NEXT:   store double 0.000000e+00, ptr %[[TMP5]], align 8, !tbaa !20
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP6]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP6]], align 8, !tbaa !22
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP3]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP3]], align 8
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = load ptr, ptr %[[TMP3]], align 8, !tbaa !14
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = getelementptr inbounds double, ptr %[[TMP19]], i64 0
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = sext i32 %[[TMP21]] to i64
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = mul nuw i64 %[[TMP22]], 8
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 8 %[[TMP10]], ptr align 8 @.offload_sizes.3, i64 24, i1 false)
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP24]], align 8
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP16]], ptr %[[TMP25]], align 8
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP26]], align 8
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP27]], align 8
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP5]], ptr %[[TMP28]], align 8
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP29]], align 8
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP18]], ptr %[[TMP30]], align 8
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP20]], ptr %[[TMP31]], align 8
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = getelementptr inbounds [3 x i64], ptr %[[TMP10]], i32 0, i32 2
; CHECK-NEXT:   store i64 %[[TMP23]], ptr %[[TMP32]], align 8
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP9]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP33]], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = getelementptr inbounds [3 x i64], ptr %[[TMP10]], i32 0, i32 0
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !18
; CHECK-NEXT:   store i32 %[[TMP37]], ptr %[[TMP12]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = sub nsw i32 %[[TMP38]], 0
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = sdiv i32 %[[TMP39]], 1
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = sub nsw i32 %[[TMP40]], 1
; CHECK-NEXT:   store i32 %[[TMP41]], ptr %[[TMP13]], align 4, !tbaa !18
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !18
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = add nsw i32 %[[TMP42]], 1
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = zext i32 %[[TMP43]] to i64
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP45]], align 4
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 1
; CHECK-NEXT:   store i32 3, ptr %[[TMP46]], align 4
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP34]], ptr %[[TMP47]], align 8
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP35]], ptr %[[TMP48]], align 8
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 4
; CHECK-NEXT:   store ptr %[[TMP36]], ptr %[[TMP49]], align 8
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.4, ptr %[[TMP50]], align 8
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP51]], align 8
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP52]], align 8
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP44]], ptr %[[TMP53]], align 8
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP54]], align 8
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP55]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP56]], align 4
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP57]], align 4
; CHECK-NEXT:   %ompred.device = call i32 @omp_get_default_device()
; CHECK-NEXT:   %ompred.slot = call ptr @__ompred_result_slot_acquire(i32 %ompred.device)
; CHECK-NEXT:   %ompred.have.slot = icmp ne ptr %ompred.slot, null
; CHECK-NEXT:   br i1 %ompred.have.slot, label %ompred.slot.check, label %ompred.launch
; CHECK: ompred.slot.check:
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = call i32 @omp_target_is_present(ptr %[[TMP5]], i32 %ompred.device)
; CHECK-NEXT:   %ompred.present = icmp ne i32 %[[TMP58]], 0
; CHECK-NEXT:   br i1 %ompred.present, label %ompred.launch, label %ompred.slot.fill
; CHECK: ompred.slot.fill:
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = getelementptr i8, ptr %ompred.slot, i32 0
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 8 %[[TMP59]], ptr align 8 %[[TMP5]], i64 8, i1 false)
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP7]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP59]], ptr %[[TMP60]], align 8
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = getelementptr inbounds [3 x ptr], ptr %[[TMP8]], i32 0, i32 1
; CHECK-NEXT:   store ptr %[[TMP59]], ptr %[[TMP61]], align 8
; CHECK-NEXT:   store ptr @.offload_maptypes.4.ompred.slot, ptr %[[TMP50]], align 8
; CHECK-NEXT:   br label %ompred.launch
; CHECK: ompred.launch:
; CHECK-NEXT:   %ompred.slot.used = phi i1 [ false, %[[TMP2:[0-9]+]] ], [ false, %ompred.slot.check ], [ true, %ompred.slot.fill ]
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @4, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aae033_dot_mapped_l24.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = icmp eq i32 %[[TMP62]], 0
; CHECK-NEXT:   %ompred.copy.back = and i1 %ompred.slot.used, %[[TMP63]]
; CHECK-NEXT:   br i1 %ompred.copy.back, label %ompred.slot.back, label %[[TMP65:[0-9]+]]
; CHECK: ompred.slot.back:
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr i8, ptr %ompred.slot, i32 0
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr align 8 %[[TMP5]], ptr align 8 %[[TMP64]], i64 8, i1 false)
; CHECK-NEXT:   br label %[[TMP65]]
; CHECK: [[TMP65]]:
; CHECK-NEXT:   br i1 %ompred.have.slot, label %ompred.slot.release, label %ompred.launched
; CHECK: ompred.slot.release:
; CHECK-NEXT:   call void @__ompred_result_slot_release(i32 %ompred.device, ptr %ompred.slot)
; CHECK-NEXT:   br label %ompred.launched
; CHECK: ompred.launched:
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = icmp ne i32 %[[TMP62]], 0
; CHECK-NEXT:   br i1 %[[TMP66]], label %[[TMP67:[0-9]+]], label %[[TMP68:[0-9]+]]
; CHECK: [[TMP67]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aae033_dot_mapped_l24(i64 %[[TMP16]], ptr %[[TMP5]], ptr %[[TMP17]]) #3
; CHECK-NEXT:   br label %[[TMP68]]
; CHECK: [[TMP68]]:
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = load double, ptr %[[TMP5]], align 8, !tbaa !20
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP5]]) #3
; CHECK-NEXT:   ret double %[[TMP69]]
; CHECK-NEXT: }
; CHECK-LABEL: define linkonce_odr hidden ptr @__ompred_result_slot_acquire(
; CHECK-SAME: i32 %[[TMP0:[0-9]+]]) #3 comdat {
; CHECK: entry:
; CHECK-NEXT:   %[[TMP1:[0-9]+]] = icmp ult i32 %[[TMP0]], 16
; CHECK-NEXT:   br i1 %[[TMP1]], label %known, label %none
; CHECK: none:
; CHECK-NEXT:   ret ptr null
; CHECK: known:
; CHECK-NEXT:   %[[TMP2:[0-9]+]] = zext i32 %[[TMP0]] to i64
; CHECK-NEXT:   %[[TMP3:[0-9]+]] = getelementptr inbounds [16 x ptr], ptr @__ompred_result_slot_pools, i64 0, i64 %[[TMP2]]
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = load atomic ptr, ptr %[[TMP3]] acquire, align 8
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = icmp eq ptr %[[TMP4]], null
; CHECK-NEXT:   br i1 %[[TMP5]], label %allocate, label %have
; CHECK: allocate:
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = call ptr @llvm_omp_target_alloc_host(i64 4096, i32 %[[TMP0]])
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = icmp ne ptr %[[TMP6]], null
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = select i1 %[[TMP7]], ptr %[[TMP6]], ptr inttoptr (i64 1 to ptr)
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = cmpxchg ptr %[[TMP3]], ptr null, ptr %[[TMP8]] acq_rel acquire, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = extractvalue { ptr, i1 } %[[TMP9]], 1
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = xor i1 %[[TMP7]], true
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = or i1 %[[TMP10]], %[[TMP11]]
; CHECK-NEXT:   br i1 %[[TMP12]], label %published, label %lost
; CHECK: have:
; CHECK-NEXT:   %pool = phi ptr [ %[[TMP4]], %known ], [ %[[TMP21:[0-9]+]], %published ]
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = getelementptr inbounds [16 x i64], ptr @__ompred_result_slot_used, i64 0, i64 %[[TMP2]]
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = load atomic i64, ptr %[[TMP13]] monotonic, align 8
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = icmp eq ptr %pool, inttoptr (i64 1 to ptr)
; CHECK-NEXT:   br i1 %[[TMP15]], label %none, label %try
; CHECK: try:
; CHECK-NEXT:   %used = phi i64 [ %[[TMP14]], %have ], [ %[[TMP26:[0-9]+]], %claim ]
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = xor i64 %used, -1
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = icmp eq i64 %[[TMP16]], 0
; CHECK-NEXT:   br i1 %[[TMP17]], label %none, label %claim
; CHECK: take:
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = mul i64 %[[TMP22:[0-9]+]], 64
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = getelementptr i8, ptr %pool, i64 %[[TMP18]]
; CHECK-NEXT:   ret ptr %[[TMP19]]
; CHECK: lost:
; CHECK-NEXT:   call void @llvm_omp_target_free_host(ptr %[[TMP6]], i32 %[[TMP0]])
; CHECK-NEXT:   br label %published
; CHECK: published:
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = extractvalue { ptr, i1 } %[[TMP9]], 0
; CHECK-NEXT:   %[[TMP21]] = select i1 %[[TMP10]], ptr %[[TMP8]], ptr %[[TMP20]]
; CHECK-NEXT:   br label %have
; CHECK: claim:
; CHECK-NEXT:   %[[TMP22]] = call i64 @llvm.cttz.i64(i64 %[[TMP16]], i1 true)
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = shl i64 1, %[[TMP22]]
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = or i64 %used, %[[TMP23]]
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = cmpxchg ptr %[[TMP13]], i64 %used, i64 %[[TMP24]] acquire monotonic, align 8
; CHECK-NEXT:   %[[TMP26]] = extractvalue { i64, i1 } %[[TMP25]], 0
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = extractvalue { i64, i1 } %[[TMP25]], 1
; CHECK-NEXT:   br i1 %[[TMP27]], label %take, label %try
; CHECK-NEXT: }
; CHECK-LABEL: define linkonce_odr hidden void @__ompred_result_slot_release(
; CHECK-SAME: i32 %[[TMP0:[0-9]+]], ptr %[[TMP1:[0-9]+]]) #3 comdat {
; CHECK: entry:
; CHECK-NEXT:   %[[TMP2:[0-9]+]] = zext i32 %[[TMP0]] to i64
; CHECK-NEXT:   %[[TMP3:[0-9]+]] = getelementptr inbounds [16 x ptr], ptr @__ompred_result_slot_pools, i64 0, i64 %[[TMP2]]
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = load atomic ptr, ptr %[[TMP3]] monotonic, align 8
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = ptrtoint ptr %[[TMP1]] to i64
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = ptrtoint ptr %[[TMP4]] to i64
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = sub i64 %[[TMP5]], %[[TMP6]]
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = sdiv exact i64 %[[TMP7]], ptrtoint (ptr getelementptr (i8, ptr null, i32 1) to i64)
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = udiv i64 %[[TMP8]], 64
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = getelementptr inbounds [16 x i64], ptr @__ompred_result_slot_used, i64 0, i64 %[[TMP2]]
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = shl i64 1, %[[TMP9]]
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = xor i64 %[[TMP11]], -1
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = atomicrmw and ptr %[[TMP10]], i64 %[[TMP12]] release, align 8
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
