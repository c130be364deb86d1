; The host side's team count (plugin/LaunchBlockSize.cpp, docs/plugin.md,
; "Full blocks at small trip counts; more teams for loops that store") on
; clang-19's host IR of six target regions, every one a combined construct.
; Launches whose loop stores in every iteration and does not reduce, without
; a num_teams clause, get min(ceil(Tripcount / thread limit), 16896) teams
; where num_teams is 0, the trip count at least 2^22 and
; omp_get_max_teams() is 0, in the call and in NumTeams[0] (copy; copy_tl,
; a team per 64 iterations; stencil, collapse(2) in place, whose update in
; place also gets blocks of 256, StoreLoopBlocks.cpp); cond (it stores
; only under a condition: the device merges it), dot (it reduces) and
; copy_nt (num_teams(8)) keep libomptarget's count. The copies without a
; thread_limit (copy, copy_nt: their loops store only to an array they do
; not load from, at the elements they load) get blocks of 256 up to 2^19
; iterations and 128 above, and their team count follows; neighbours (a
; stencil to another array, more teams) gets 128 at every trip count.
; launch-block-size.ll is a unit with a generic kernel, where none gets more
; teams.
;
; UTC_ARGS: --function ^(copy|copy_tl|stencil|cond|dot|copy_nt|neighbours)$
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -S %s | %FileCheck %s
; Four team counts, none elsewhere, and the remarks:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -S %s -o %t.ll \
; RUN:   -pass-remarks=ompred -pass-remarks-missed=ompred 2>%t.remarks
; RUN: grep -c '%ompred.num.teams[0-9]* = select' %t.ll | grep -qx 4
; RUN: grep -c 'call i32 @omp_get_max_teams()' %t.ll | grep -qx 4
; RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.remarks
; REMARK-DAG: launch of __omp_offloading_{{.*}}_copy_l3 without num_teams given one team per block of iterations, at most 16896 teams, from 2^22 iterations
; REMARK-DAG: launch of __omp_offloading_{{.*}}_copy_tl_l8 without num_teams given one team per block of iterations, at most 16896 teams, from 2^22 iterations
; REMARK-DAG: launch of __omp_offloading_{{.*}}_stencil_l13 without num_teams given one team per block of iterations, at most 16896 teams, from 2^22 iterations
; REMARK-DAG: launch left to libomptarget's team count: its loop does not store in every iteration (the device merges it)
; REMARK-DAG: launch left to libomptarget's team count: it reduces
; REMARK-DAG: launch of __omp_offloading_{{.*}}_stencil_l13 without thread_limit given blocks of 256 threads at every trip count (a loop that updates elements in place in every iteration)
; REMARK-DAG: launch of __omp_offloading_{{.*}}_copy_l3 without thread_limit given blocks of 256 threads up to 524288 iterations, 128 above (a loop that maps elements of arrays to the same elements of others)
; REMARK-DAG: launch of __omp_offloading_{{.*}}_copy_nt_l32 without thread_limit given blocks of 256 threads up to 524288 iterations, 128 above
; REMARK-DAG: launch of __omp_offloading_{{.*}}_neighbours_l38 without num_teams given one team per block of iterations, at most 16896 teams, from 2^22 iterations
; REMARK-DAG: launch of __omp_offloading_{{.*}}_neighbours_l38 without thread_limit given blocks of 128 threads at every trip count{{$}}
; REMARK-NOT: copy_nt{{.*}}num_teams given
; Without blocks of 256 the stencil and the copy get 128 and a team per 128 iterations:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -ompred-store-loop-blocks=false -S %s \
; RUN:   -o %t.blocks128.ll
; RUN: %FileCheck %s --check-prefix=BLOCKS128 --input-file=%t.blocks128.ll
; RUN: not grep -q 'ompred.block' %t.blocks128.ll
; BLOCKS128-LABEL: define dso_local void @stencil(
; BLOCKS128: %ompred.thread.limit = select i1 %{{[0-9]+}}, i32 128,
; BLOCKS128: udiv i64 %{{[0-9]+}}, 128
; BLOCKS128: call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 %ompred.num.teams, i32 128, ptr @.__omp_offloading_{{[0-9a-f_]+}}_stencil_l13.region_id
; Another most:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -ompred-launch-teams-max=1000 -S %s \
; RUN:   -o %t.most.ll
; RUN: %FileCheck %s --check-prefix=MOST --input-file=%t.most.ll
; MOST-COUNT-4: icmp ugt i64 %{{[0-9]+}}, 1000
; MOST-NOT: 16896
; Another bound for the copies' blocks of 256:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -ompred-store-loop-blocks-max-trip=5000 -S %s \
; RUN:   -o %t.maxtrip.ll
; RUN: %FileCheck %s --check-prefix=MAXTRIP --input-file=%t.maxtrip.ll
; MAXTRIP-COUNT-2: icmp ule i64 %ompred.trip, 5000
; MAXTRIP-NOT: 524288
; The checks fail with the team count turned off (the block size alone):
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-launch-block-size -ompred-launch-teams=false -S %s \
; RUN:   | not %FileCheck %s
;
; The input: clang-19 -fopenmp --offload-arch=sm_90 -O2 --offload-host-only -S -emit-llvm
;   -Xclang -disable-llvm-passes launch-teams.c, of:
;   // stores in every iteration: more teams
;   void copy(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;   // the same with a thread_limit: a team per 64 iterations
;   void copy_tl(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b) thread_limit(64)
;     for (int i = 0; i < n; i++) a[i] = b[i];
;   }
;   // collapse(2), in place: more teams
;   void stencil(double *p, const double *r, int x, int y) {
;   #pragma omp target teams distribute parallel for simd collapse(2) is_device_ptr(p, r)
;     for (int j = 1; j < y - 1; j++)
;       for (int k = 1; k < x - 1; k++) p[k + j * x] = p[k + j * x] + 0.5 * r[k + j * x];
;   }
;   // stores only under a condition (the device merges it): left
;   void cond(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b)
;     for (int i = 0; i < n; i++)
;       if (b[i] > 0) a[i] = b[i];
;   }
;   // reduces: left
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
;   // to another array, but loads neighbours (a stencil): blocks of 128, more teams
;   void neighbours(double *a, const double *b, int n) {
;   #pragma omp target teams distribute parallel for is_device_ptr(a, b)
;     for (int i = 1; i < n; i++) a[i] = b[i] + b[i - 1];
;   }
;

; ModuleID = 'launch-teams.c'
source_filename = "launch-teams.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.__tgt_offload_entry = type { ptr, ptr, i64, i32, i32 }
%struct.__tgt_kernel_arguments = type { i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, [3 x i32], [3 x i32], i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@.__omp_offloading_fe00_aa6240_copy_l3.region_id = weak constant i8 0
@.offload_sizes = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.__omp_offloading_fe00_aa6240_copy_tl_l8.region_id = weak constant i8 0
@.offload_sizes.1 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.2 = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.__omp_offloading_fe00_aa6240_stencil_l13.region_id = weak constant i8 0
@.offload_sizes.3 = private unnamed_addr constant [4 x i64] [i64 4, i64 4, i64 8, i64 8]
@.offload_maptypes.4 = private unnamed_addr constant [4 x i64] [i64 800, i64 800, i64 288, i64 288]
@.__omp_offloading_fe00_aa6240_cond_l19.region_id = weak constant i8 0
@.offload_sizes.5 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.6 = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@.__omp_offloading_fe00_aa6240_dot_l26.region_id = weak constant i8 0
@.offload_sizes.7 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.8 = private unnamed_addr constant [3 x i64] [i64 800, i64 547, i64 288]
@.__omp_offloading_fe00_aa6240_copy_nt_l32.region_id = weak constant i8 0
@.offload_sizes.9 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.10 = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.__omp_offloading_fe00_aa6240_neighbours_l38.region_id = weak constant i8 0
@.offload_sizes.11 = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 8]
@.offload_maptypes.12 = private unnamed_addr constant [3 x i64] [i64 800, i64 288, i64 288]
@.offloading.entry_name = internal unnamed_addr constant [37 x i8] c"__omp_offloading_fe00_aa6240_copy_l3\00"
@.offloading.entry.__omp_offloading_fe00_aa6240_copy_l3 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aa6240_copy_l3.region_id, ptr @.offloading.entry_name, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.13 = internal unnamed_addr constant [40 x i8] c"__omp_offloading_fe00_aa6240_copy_tl_l8\00"
@.offloading.entry.__omp_offloading_fe00_aa6240_copy_tl_l8 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aa6240_copy_tl_l8.region_id, ptr @.offloading.entry_name.13, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.14 = internal unnamed_addr constant [41 x i8] c"__omp_offloading_fe00_aa6240_stencil_l13\00"
@.offloading.entry.__omp_offloading_fe00_aa6240_stencil_l13 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aa6240_stencil_l13.region_id, ptr @.offloading.entry_name.14, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.15 = internal unnamed_addr constant [38 x i8] c"__omp_offloading_fe00_aa6240_cond_l19\00"
@.offloading.entry.__omp_offloading_fe00_aa6240_cond_l19 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aa6240_cond_l19.region_id, ptr @.offloading.entry_name.15, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.16 = internal unnamed_addr constant [37 x i8] c"__omp_offloading_fe00_aa6240_dot_l26\00"
@.offloading.entry.__omp_offloading_fe00_aa6240_dot_l26 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aa6240_dot_l26.region_id, ptr @.offloading.entry_name.16, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.17 = internal unnamed_addr constant [41 x i8] c"__omp_offloading_fe00_aa6240_copy_nt_l32\00"
@.offloading.entry.__omp_offloading_fe00_aa6240_copy_nt_l32 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aa6240_copy_nt_l32.region_id, ptr @.offloading.entry_name.17, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
@.offloading.entry_name.18 = internal unnamed_addr constant [44 x i8] c"__omp_offloading_fe00_aa6240_neighbours_l38\00"
@.offloading.entry.__omp_offloading_fe00_aa6240_neighbours_l38 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_fe00_aa6240_neighbours_l38.region_id, ptr @.offloading.entry_name.18, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1

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
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %15 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %15, ptr %7, align 4, !tbaa !17
  %16 = load i64, ptr %7, align 8, !tbaa !19
  %17 = load ptr, ptr %4, align 8, !tbaa !13
  %18 = load ptr, ptr %5, align 8, !tbaa !13
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
  %30 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %30, ptr %12, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !17
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !17
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
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aa6240_copy_l3.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_aa6240_copy_l3(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_copy_l3(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !19
  store ptr %1, ptr %5, align 8, !tbaa !13
  store ptr %2, ptr %6, align 8, !tbaa !13
  %8 = load i32, ptr %4, align 4, !tbaa !17
  store i32 %8, ptr %7, align 4, !tbaa !17
  %9 = load i64, ptr %7, align 8, !tbaa !19
  %10 = load ptr, ptr %5, align 8, !tbaa !13
  %11 = load ptr, ptr %6, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_aa6240_copy_l3.omp_outlined, i64 %9, ptr %10, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_copy_l3.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store i64 %2, ptr %8, align 8, !tbaa !19
  store ptr %3, ptr %9, align 8, !tbaa !13
  store ptr %4, ptr %10, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %22, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !17
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !17
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %30, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !17
  %34 = load i32, ptr %14, align 4, !tbaa !17
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !17
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !17
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !17
  %42 = load i32, ptr %16, align 4, !tbaa !17
  store i32 %42, ptr %11, align 4, !tbaa !17
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !17
  %45 = load i32, ptr %17, align 4, !tbaa !17
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %53, ptr %21, align 4, !tbaa !17
  %54 = load i64, ptr %21, align 8, !tbaa !19
  %55 = load ptr, ptr %9, align 8, !tbaa !13
  %56 = load ptr, ptr %10, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_aa6240_copy_l3.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !17
  %59 = load i32, ptr %18, align 4, !tbaa !17
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !17
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !17
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
define internal void @__omp_offloading_fe00_aa6240_copy_l3.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !13
  store ptr %1, ptr %9, align 8, !tbaa !13
  store i64 %2, ptr %10, align 8, !tbaa !19
  store i64 %3, ptr %11, align 8, !tbaa !19
  store i64 %4, ptr %12, align 8, !tbaa !19
  store ptr %5, ptr %13, align 8, !tbaa !13
  store ptr %6, ptr %14, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !17
  store i32 %25, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !17
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !17
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !17
  store i32 %33, ptr %21, align 4, !tbaa !17
  %34 = load i64, ptr %10, align 8, !tbaa !19
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !19
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !17
  store i32 %37, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !17
  %41 = load i32, ptr %18, align 4, !tbaa !17
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !17
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !17
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !17
  %49 = load i32, ptr %20, align 4, !tbaa !17
  store i32 %49, ptr %15, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %69, %47
  %51 = load i32, ptr %15, align 4, !tbaa !17
  %52 = load i32, ptr %21, align 4, !tbaa !17
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !17
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !17
  %59 = load ptr, ptr %14, align 8, !tbaa !13
  %60 = load i32, ptr %24, align 4, !tbaa !17
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !21
  %64 = load ptr, ptr %13, align 8, !tbaa !13
  %65 = load i32, ptr %24, align 4, !tbaa !17
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !21
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !17
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !17
  br label %50

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !17
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
declare !callback !23 void @__kmpc_fork_call(ptr, i32, ptr, ...) #3

; Function Attrs: nounwind
declare !callback !23 void @__kmpc_fork_teams(ptr, i32, ptr, ...) #3

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
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %15 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %15, ptr %7, align 4, !tbaa !17
  %16 = load i64, ptr %7, align 8, !tbaa !19
  %17 = load ptr, ptr %4, align 8, !tbaa !13
  %18 = load ptr, ptr %5, align 8, !tbaa !13
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
  %30 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %30, ptr %12, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !17
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !17
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
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 64, ptr @.__omp_offloading_fe00_aa6240_copy_tl_l8.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_aa6240_copy_tl_l8(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_copy_tl_l8(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = call i32 @__kmpc_global_thread_num(ptr @3)
  store i64 %0, ptr %4, align 8, !tbaa !19
  store ptr %1, ptr %5, align 8, !tbaa !13
  store ptr %2, ptr %6, align 8, !tbaa !13
  call void @__kmpc_push_num_teams(ptr @3, i32 %8, i32 0, i32 64)
  %9 = load i32, ptr %4, align 4, !tbaa !17
  store i32 %9, ptr %7, align 4, !tbaa !17
  %10 = load i64, ptr %7, align 8, !tbaa !19
  %11 = load ptr, ptr %5, align 8, !tbaa !13
  %12 = load ptr, ptr %6, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_aa6240_copy_tl_l8.omp_outlined, i64 %10, ptr %11, ptr %12)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_copy_tl_l8.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store i64 %2, ptr %8, align 8, !tbaa !19
  store ptr %3, ptr %9, align 8, !tbaa !13
  store ptr %4, ptr %10, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %22, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !17
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !17
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %30, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !17
  %34 = load i32, ptr %14, align 4, !tbaa !17
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !17
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !17
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !17
  %42 = load i32, ptr %16, align 4, !tbaa !17
  store i32 %42, ptr %11, align 4, !tbaa !17
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !17
  %45 = load i32, ptr %17, align 4, !tbaa !17
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %53, ptr %21, align 4, !tbaa !17
  %54 = load i64, ptr %21, align 8, !tbaa !19
  %55 = load ptr, ptr %9, align 8, !tbaa !13
  %56 = load ptr, ptr %10, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_aa6240_copy_tl_l8.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !17
  %59 = load i32, ptr %18, align 4, !tbaa !17
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !17
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !17
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
define internal void @__omp_offloading_fe00_aa6240_copy_tl_l8.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !13
  store ptr %1, ptr %9, align 8, !tbaa !13
  store i64 %2, ptr %10, align 8, !tbaa !19
  store i64 %3, ptr %11, align 8, !tbaa !19
  store i64 %4, ptr %12, align 8, !tbaa !19
  store ptr %5, ptr %13, align 8, !tbaa !13
  store ptr %6, ptr %14, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !17
  store i32 %25, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !17
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !17
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !17
  store i32 %33, ptr %21, align 4, !tbaa !17
  %34 = load i64, ptr %10, align 8, !tbaa !19
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !19
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !17
  store i32 %37, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !17
  %41 = load i32, ptr %18, align 4, !tbaa !17
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !17
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !17
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !17
  %49 = load i32, ptr %20, align 4, !tbaa !17
  store i32 %49, ptr %15, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %69, %47
  %51 = load i32, ptr %15, align 4, !tbaa !17
  %52 = load i32, ptr %21, align 4, !tbaa !17
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !17
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !17
  %59 = load ptr, ptr %14, align 8, !tbaa !13
  %60 = load i32, ptr %24, align 4, !tbaa !17
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !21
  %64 = load ptr, ptr %13, align 8, !tbaa !13
  %65 = load i32, ptr %24, align 4, !tbaa !17
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !21
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !17
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !17
  br label %50

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !17
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
define dso_local void @stencil(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca [4 x ptr], align 8
  %12 = alloca [4 x ptr], align 8
  %13 = alloca [4 x ptr], align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca %struct.__tgt_kernel_arguments, align 8
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store i32 %2, ptr %7, align 4, !tbaa !17
  store i32 %3, ptr %8, align 4, !tbaa !17
  %20 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %20, ptr %9, align 4, !tbaa !17
  %21 = load i64, ptr %9, align 8, !tbaa !19
  %22 = load i32, ptr %7, align 4, !tbaa !17
  store i32 %22, ptr %10, align 4, !tbaa !17
  %23 = load i64, ptr %10, align 8, !tbaa !19
  %24 = load ptr, ptr %5, align 8, !tbaa !13
  %25 = load ptr, ptr %6, align 8, !tbaa !13
  %26 = getelementptr inbounds [4 x ptr], ptr %11, i32 0, i32 0
  store i64 %21, ptr %26, align 8
  %27 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 0
  store i64 %21, ptr %27, align 8
  %28 = getelementptr inbounds [4 x ptr], ptr %13, i64 0, i64 0
  store ptr null, ptr %28, align 8
  %29 = getelementptr inbounds [4 x ptr], ptr %11, i32 0, i32 1
  store i64 %23, ptr %29, align 8
  %30 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 1
  store i64 %23, ptr %30, align 8
  %31 = getelementptr inbounds [4 x ptr], ptr %13, i64 0, i64 1
  store ptr null, ptr %31, align 8
  %32 = getelementptr inbounds [4 x ptr], ptr %11, i32 0, i32 2
  store ptr %24, ptr %32, align 8
  %33 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 2
  store ptr %24, ptr %33, align 8
  %34 = getelementptr inbounds [4 x ptr], ptr %13, i64 0, i64 2
  store ptr null, ptr %34, align 8
  %35 = getelementptr inbounds [4 x ptr], ptr %11, i32 0, i32 3
  store ptr %25, ptr %35, align 8
  %36 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 3
  store ptr %25, ptr %36, align 8
  %37 = getelementptr inbounds [4 x ptr], ptr %13, i64 0, i64 3
  store ptr null, ptr %37, align 8
  %38 = getelementptr inbounds [4 x ptr], ptr %11, i32 0, i32 0
  %39 = getelementptr inbounds [4 x ptr], ptr %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %40 = load i32, ptr %8, align 4, !tbaa !17
  %41 = sub nsw i32 %40, 1
  store i32 %41, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %42 = load i32, ptr %7, align 4, !tbaa !17
  %43 = sub nsw i32 %42, 1
  store i32 %43, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr %18) #3
  %44 = load i32, ptr %16, align 4, !tbaa !17
  %45 = sub nsw i32 %44, 1
  %46 = sdiv i32 %45, 1
  %47 = sext i32 %46 to i64
  %48 = load i32, ptr %17, align 4, !tbaa !17
  %49 = sub nsw i32 %48, 1
  %50 = sdiv i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = mul nsw i64 %47, %51
  %53 = sub nsw i64 %52, 1
  store i64 %53, ptr %18, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 8, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %54 = load i64, ptr %18, align 8, !tbaa !19
  %55 = add nsw i64 %54, 1
  %56 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 0
  store i32 3, ptr %56, align 4
  %57 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 1
  store i32 4, ptr %57, align 4
  %58 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 2
  store ptr %38, ptr %58, align 8
  %59 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 3
  store ptr %39, ptr %59, align 8
  %60 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 4
  store ptr @.offload_sizes.3, ptr %60, align 8
  %61 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 5
  store ptr @.offload_maptypes.4, ptr %61, align 8
  %62 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 6
  store ptr null, ptr %62, align 8
  %63 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 7
  store ptr null, ptr %63, align 8
  %64 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 8
  store i64 %55, ptr %64, align 8
  %65 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 9
  store i64 0, ptr %65, align 8
  %66 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 10
  store [3 x i32] zeroinitializer, ptr %66, align 4
  %67 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %67, align 4
  %68 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %19, i32 0, i32 12
  store i32 0, ptr %68, align 4
  %69 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aa6240_stencil_l13.region_id, ptr %19)
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %4
  call void @__omp_offloading_fe00_aa6240_stencil_l13(i64 %21, i64 %23, ptr %24, ptr %25) #3
  br label %72

72:                                               ; preds = %71, %4
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_stencil_l13(i64 noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #1 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i64 %0, ptr %5, align 8, !tbaa !19
  store i64 %1, ptr %6, align 8, !tbaa !19
  store ptr %2, ptr %7, align 8, !tbaa !13
  store ptr %3, ptr %8, align 8, !tbaa !13
  %11 = load i32, ptr %5, align 4, !tbaa !17
  store i32 %11, ptr %9, align 4, !tbaa !17
  %12 = load i64, ptr %9, align 8, !tbaa !19
  %13 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %13, ptr %10, align 4, !tbaa !17
  %14 = load i64, ptr %10, align 8, !tbaa !19
  %15 = load ptr, ptr %7, align 8, !tbaa !13
  %16 = load ptr, ptr %8, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 4, ptr @__omp_offloading_fe00_aa6240_stencil_l13.omp_outlined, i64 %12, i64 %14, ptr %15, ptr %16)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_stencil_l13.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5) #1 {
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
  store ptr %0, ptr %7, align 8, !tbaa !13
  store ptr %1, ptr %8, align 8, !tbaa !13
  store i64 %2, ptr %9, align 8, !tbaa !19
  store i64 %3, ptr %10, align 8, !tbaa !19
  store ptr %4, ptr %11, align 8, !tbaa !13
  store ptr %5, ptr %12, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  %29 = load i32, ptr %9, align 4, !tbaa !17
  %30 = sub nsw i32 %29, 1
  store i32 %30, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %31 = load i32, ptr %10, align 4, !tbaa !17
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr %18) #3
  %33 = load i32, ptr %16, align 4, !tbaa !17
  %34 = sub nsw i32 %33, 1
  %35 = sdiv i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = load i32, ptr %17, align 4, !tbaa !17
  %38 = sub nsw i32 %37, 1
  %39 = sdiv i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %36, %40
  %42 = sub nsw i64 %41, 1
  store i64 %42, ptr %18, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 1, ptr %19, align 4, !tbaa !17
  store i32 1, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %43 = load i32, ptr %16, align 4, !tbaa !17
  %44 = icmp slt i32 1, %43
  br i1 %44, label %45, label %98

45:                                               ; preds = %6
  %46 = load i32, ptr %17, align 4, !tbaa !17
  %47 = icmp slt i32 1, %46
  br i1 %47, label %48, label %98

48:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 8, ptr %21) #3
  store i64 0, ptr %21, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #3
  %49 = load i64, ptr %18, align 8, !tbaa !19
  store i64 %49, ptr %22, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr %23) #3
  store i64 1, ptr %23, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  store i32 0, ptr %24, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #3
  %50 = load ptr, ptr %7, align 8
  %51 = load i32, ptr %50, align 4, !tbaa !17
  call void @__kmpc_for_static_init_8(ptr @1, i32 %51, i32 92, ptr %24, ptr %21, ptr %22, ptr %23, i64 1, i64 1)
  %52 = load i64, ptr %22, align 8, !tbaa !19
  %53 = load i64, ptr %18, align 8, !tbaa !19
  %54 = icmp sgt i64 %52, %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  %56 = load i64, ptr %18, align 8, !tbaa !19
  br label %59

57:                                               ; preds = %48
  %58 = load i64, ptr %22, align 8, !tbaa !19
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i64 [ %56, %55 ], [ %58, %57 ]
  store i64 %60, ptr %22, align 8, !tbaa !19
  %61 = load i64, ptr %21, align 8, !tbaa !19
  store i64 %61, ptr %13, align 8, !tbaa !19
  br label %62

62:                                               ; preds = %76, %59
  %63 = load i64, ptr %13, align 8, !tbaa !19, !llvm.access.group !25
  %64 = load i64, ptr %22, align 8, !tbaa !19, !llvm.access.group !25
  %65 = icmp sle i64 %63, %64
  br i1 %65, label %67, label %66

66:                                               ; preds = %62
  br label %80

67:                                               ; preds = %62
  %68 = load i64, ptr %21, align 8, !llvm.access.group !25
  %69 = load i64, ptr %22, align 8, !llvm.access.group !25
  %70 = load i32, ptr %9, align 4, !tbaa !17, !llvm.access.group !25
  store i32 %70, ptr %27, align 4, !tbaa !17, !llvm.access.group !25
  %71 = load i64, ptr %27, align 8, !tbaa !19, !llvm.access.group !25
  %72 = load i32, ptr %10, align 4, !tbaa !17, !llvm.access.group !25
  store i32 %72, ptr %28, align 4, !tbaa !17, !llvm.access.group !25
  %73 = load i64, ptr %28, align 8, !tbaa !19, !llvm.access.group !25
  %74 = load ptr, ptr %11, align 8, !tbaa !13, !llvm.access.group !25
  %75 = load ptr, ptr %12, align 8, !tbaa !13, !llvm.access.group !25
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 6, ptr @__omp_offloading_fe00_aa6240_stencil_l13.omp_outlined.omp_outlined, i64 %68, i64 %69, i64 %71, i64 %73, ptr %74, ptr %75), !llvm.access.group !25
  br label %76

76:                                               ; preds = %67
  %77 = load i64, ptr %13, align 8, !tbaa !19, !llvm.access.group !25
  %78 = load i64, ptr %23, align 8, !tbaa !19, !llvm.access.group !25
  %79 = add nsw i64 %77, %78
  store i64 %79, ptr %13, align 8, !tbaa !19, !llvm.access.group !25
  br label %62, !llvm.loop !26

80:                                               ; preds = %66
  br label %81

81:                                               ; preds = %80
  %82 = load ptr, ptr %7, align 8
  %83 = load i32, ptr %82, align 4, !tbaa !17
  call void @__kmpc_for_static_fini(ptr @1, i32 %83)
  %84 = load i32, ptr %24, align 4, !tbaa !17
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %97

86:                                               ; preds = %81
  %87 = load i32, ptr %16, align 4, !tbaa !17
  %88 = sub nsw i32 %87, 1
  %89 = sdiv i32 %88, 1
  %90 = mul nsw i32 %89, 1
  %91 = add nsw i32 1, %90
  store i32 %91, ptr %25, align 4, !tbaa !17
  %92 = load i32, ptr %17, align 4, !tbaa !17
  %93 = sub nsw i32 %92, 1
  %94 = sdiv i32 %93, 1
  %95 = mul nsw i32 %94, 1
  %96 = add nsw i32 1, %95
  store i32 %96, ptr %26, align 4, !tbaa !17
  br label %97

97:                                               ; preds = %86, %81
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #3
  br label %98

98:                                               ; preds = %97, %45, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #3
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_stencil_l13.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7) #1 {
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
  store ptr %0, ptr %9, align 8, !tbaa !13
  store ptr %1, ptr %10, align 8, !tbaa !13
  store i64 %2, ptr %11, align 8, !tbaa !19
  store i64 %3, ptr %12, align 8, !tbaa !19
  store i64 %4, ptr %13, align 8, !tbaa !19
  store i64 %5, ptr %14, align 8, !tbaa !19
  store ptr %6, ptr %15, align 8, !tbaa !13
  store ptr %7, ptr %16, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %17) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load i32, ptr %13, align 4, !tbaa !17
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %14, align 4, !tbaa !17
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #3
  %35 = load i32, ptr %20, align 4, !tbaa !17
  %36 = sub nsw i32 %35, 1
  %37 = sdiv i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = load i32, ptr %21, align 4, !tbaa !17
  %40 = sub nsw i32 %39, 1
  %41 = sdiv i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %38, %42
  %44 = sub nsw i64 %43, 1
  store i64 %44, ptr %22, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  store i32 1, ptr %23, align 4, !tbaa !17
  store i32 1, ptr %24, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  %45 = load i32, ptr %20, align 4, !tbaa !17
  %46 = icmp slt i32 1, %45
  br i1 %46, label %47, label %149

47:                                               ; preds = %8
  %48 = load i32, ptr %21, align 4, !tbaa !17
  %49 = icmp slt i32 1, %48
  br i1 %49, label %50, label %149

50:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 8, ptr %25) #3
  store i64 0, ptr %25, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr %26) #3
  %51 = load i64, ptr %22, align 8, !tbaa !19
  store i64 %51, ptr %26, align 8, !tbaa !19
  %52 = load i64, ptr %11, align 8, !tbaa !19
  %53 = load i64, ptr %12, align 8, !tbaa !19
  store i64 %52, ptr %25, align 8, !tbaa !19
  store i64 %53, ptr %26, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr %27) #3
  store i64 1, ptr %27, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %28) #3
  store i32 0, ptr %28, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %29) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %30) #3
  %54 = load ptr, ptr %9, align 8
  %55 = load i32, ptr %54, align 4, !tbaa !17
  call void @__kmpc_for_static_init_8(ptr @2, i32 %55, i32 34, ptr %28, ptr %25, ptr %26, ptr %27, i64 1, i64 1)
  %56 = load i64, ptr %26, align 8, !tbaa !19
  %57 = load i64, ptr %22, align 8, !tbaa !19
  %58 = icmp sgt i64 %56, %57
  br i1 %58, label %59, label %61

59:                                               ; preds = %50
  %60 = load i64, ptr %22, align 8, !tbaa !19
  br label %63

61:                                               ; preds = %50
  %62 = load i64, ptr %26, align 8, !tbaa !19
  br label %63

63:                                               ; preds = %61, %59
  %64 = phi i64 [ %60, %59 ], [ %62, %61 ]
  store i64 %64, ptr %26, align 8, !tbaa !19
  %65 = load i64, ptr %25, align 8, !tbaa !19
  store i64 %65, ptr %17, align 8, !tbaa !19
  br label %66

66:                                               ; preds = %128, %63
  %67 = load i64, ptr %17, align 8, !tbaa !19, !llvm.access.group !29
  %68 = load i64, ptr %26, align 8, !tbaa !19, !llvm.access.group !29
  %69 = icmp sle i64 %67, %68
  br i1 %69, label %71, label %70

70:                                               ; preds = %66
  br label %131

71:                                               ; preds = %66
  %72 = load i64, ptr %17, align 8, !tbaa !19, !llvm.access.group !29
  %73 = load i32, ptr %21, align 4, !tbaa !17, !llvm.access.group !29
  %74 = sub nsw i32 %73, 1
  %75 = sdiv i32 %74, 1
  %76 = mul nsw i32 1, %75
  %77 = sext i32 %76 to i64
  %78 = sdiv i64 %72, %77
  %79 = mul nsw i64 %78, 1
  %80 = add nsw i64 1, %79
  %81 = trunc i64 %80 to i32
  store i32 %81, ptr %29, align 4, !tbaa !17, !llvm.access.group !29
  %82 = load i64, ptr %17, align 8, !tbaa !19, !llvm.access.group !29
  %83 = load i64, ptr %17, align 8, !tbaa !19, !llvm.access.group !29
  %84 = load i32, ptr %21, align 4, !tbaa !17, !llvm.access.group !29
  %85 = sub nsw i32 %84, 1
  %86 = sdiv i32 %85, 1
  %87 = mul nsw i32 1, %86
  %88 = sext i32 %87 to i64
  %89 = sdiv i64 %83, %88
  %90 = load i32, ptr %21, align 4, !tbaa !17, !llvm.access.group !29
  %91 = sub nsw i32 %90, 1
  %92 = sdiv i32 %91, 1
  %93 = mul nsw i32 1, %92
  %94 = sext i32 %93 to i64
  %95 = mul nsw i64 %89, %94
  %96 = sub nsw i64 %82, %95
  %97 = mul nsw i64 %96, 1
  %98 = add nsw i64 1, %97
  %99 = trunc i64 %98 to i32
  store i32 %99, ptr %30, align 4, !tbaa !17, !llvm.access.group !29
  %100 = load ptr, ptr %15, align 8, !tbaa !13, !llvm.access.group !29
  %101 = load i32, ptr %30, align 4, !tbaa !17, !llvm.access.group !29
  %102 = load i32, ptr %29, align 4, !tbaa !17, !llvm.access.group !29
  %103 = load i32, ptr %14, align 4, !tbaa !17, !llvm.access.group !29
  %104 = mul nsw i32 %102, %103
  %105 = add nsw i32 %101, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds double, ptr %100, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !21, !llvm.access.group !29
  %109 = load ptr, ptr %16, align 8, !tbaa !13, !llvm.access.group !29
  %110 = load i32, ptr %30, align 4, !tbaa !17, !llvm.access.group !29
  %111 = load i32, ptr %29, align 4, !tbaa !17, !llvm.access.group !29
  %112 = load i32, ptr %14, align 4, !tbaa !17, !llvm.access.group !29
  %113 = mul nsw i32 %111, %112
  %114 = add nsw i32 %110, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds double, ptr %109, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !21, !llvm.access.group !29
  %118 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %117, double %108)
  %119 = load ptr, ptr %15, align 8, !tbaa !13, !llvm.access.group !29
  %120 = load i32, ptr %30, align 4, !tbaa !17, !llvm.access.group !29
  %121 = load i32, ptr %29, align 4, !tbaa !17, !llvm.access.group !29
  %122 = load i32, ptr %14, align 4, !tbaa !17, !llvm.access.group !29
  %123 = mul nsw i32 %121, %122
  %124 = add nsw i32 %120, %123
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds double, ptr %119, i64 %125
  store double %118, ptr %126, align 8, !tbaa !21, !llvm.access.group !29
  br label %127

127:                                              ; preds = %71
  br label %128

128:                                              ; preds = %127
  %129 = load i64, ptr %17, align 8, !tbaa !19, !llvm.access.group !29
  %130 = add nsw i64 %129, 1
  store i64 %130, ptr %17, align 8, !tbaa !19, !llvm.access.group !29
  br label %66, !llvm.loop !30

131:                                              ; preds = %70
  br label %132

132:                                              ; preds = %131
  %133 = load ptr, ptr %9, align 8
  %134 = load i32, ptr %133, align 4, !tbaa !17
  call void @__kmpc_for_static_fini(ptr @2, i32 %134)
  %135 = load i32, ptr %28, align 4, !tbaa !17
  %136 = icmp ne i32 %135, 0
  br i1 %136, label %137, label %148

137:                                              ; preds = %132
  %138 = load i32, ptr %20, align 4, !tbaa !17
  %139 = sub nsw i32 %138, 1
  %140 = sdiv i32 %139, 1
  %141 = mul nsw i32 %140, 1
  %142 = add nsw i32 1, %141
  store i32 %142, ptr %29, align 4, !tbaa !17
  %143 = load i32, ptr %21, align 4, !tbaa !17
  %144 = sub nsw i32 %143, 1
  %145 = sdiv i32 %144, 1
  %146 = mul nsw i32 %145, 1
  %147 = add nsw i32 1, %146
  store i32 %147, ptr %30, align 4, !tbaa !17
  br label %148

148:                                              ; preds = %137, %132
  call void @llvm.lifetime.end.p0(i64 4, ptr %30) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %29) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %28) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %27) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %26) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %25) #3
  br label %149

149:                                              ; preds = %148, %47, %8
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr %17) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind uwtable
define dso_local void @cond(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %15 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %15, ptr %7, align 4, !tbaa !17
  %16 = load i64, ptr %7, align 8, !tbaa !19
  %17 = load ptr, ptr %5, align 8, !tbaa !13
  %18 = load ptr, ptr %4, align 8, !tbaa !13
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
  %30 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %30, ptr %12, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !17
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !17
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
  store ptr @.offload_sizes.5, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes.6, ptr %43, align 8
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
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aa6240_cond_l19.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_aa6240_cond_l19(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_cond_l19(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !19
  store ptr %1, ptr %5, align 8, !tbaa !13
  store ptr %2, ptr %6, align 8, !tbaa !13
  %8 = load i32, ptr %4, align 4, !tbaa !17
  store i32 %8, ptr %7, align 4, !tbaa !17
  %9 = load i64, ptr %7, align 8, !tbaa !19
  %10 = load ptr, ptr %5, align 8, !tbaa !13
  %11 = load ptr, ptr %6, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_aa6240_cond_l19.omp_outlined, i64 %9, ptr %10, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_cond_l19.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store i64 %2, ptr %8, align 8, !tbaa !19
  store ptr %3, ptr %9, align 8, !tbaa !13
  store ptr %4, ptr %10, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %22, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !17
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !17
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %30, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !17
  %34 = load i32, ptr %14, align 4, !tbaa !17
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !17
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !17
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !17
  %42 = load i32, ptr %16, align 4, !tbaa !17
  store i32 %42, ptr %11, align 4, !tbaa !17
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !17
  %45 = load i32, ptr %17, align 4, !tbaa !17
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %53, ptr %21, align 4, !tbaa !17
  %54 = load i64, ptr %21, align 8, !tbaa !19
  %55 = load ptr, ptr %9, align 8, !tbaa !13
  %56 = load ptr, ptr %10, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_aa6240_cond_l19.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !17
  %59 = load i32, ptr %18, align 4, !tbaa !17
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !17
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !17
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
define internal void @__omp_offloading_fe00_aa6240_cond_l19.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !13
  store ptr %1, ptr %9, align 8, !tbaa !13
  store i64 %2, ptr %10, align 8, !tbaa !19
  store i64 %3, ptr %11, align 8, !tbaa !19
  store i64 %4, ptr %12, align 8, !tbaa !19
  store ptr %5, ptr %13, align 8, !tbaa !13
  store ptr %6, ptr %14, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !17
  store i32 %25, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !17
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !17
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %84

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !17
  store i32 %33, ptr %21, align 4, !tbaa !17
  %34 = load i64, ptr %10, align 8, !tbaa !19
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !19
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !17
  store i32 %37, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !17
  %41 = load i32, ptr %18, align 4, !tbaa !17
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !17
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !17
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !17
  %49 = load i32, ptr %20, align 4, !tbaa !17
  store i32 %49, ptr %15, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %77, %47
  %51 = load i32, ptr %15, align 4, !tbaa !17
  %52 = load i32, ptr %21, align 4, !tbaa !17
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %80

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !17
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !17
  %59 = load ptr, ptr %13, align 8, !tbaa !13
  %60 = load i32, ptr %24, align 4, !tbaa !17
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !21
  %64 = fcmp ogt double %63, 0.000000e+00
  br i1 %64, label %65, label %75

65:                                               ; preds = %55
  %66 = load ptr, ptr %13, align 8, !tbaa !13
  %67 = load i32, ptr %24, align 4, !tbaa !17
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds double, ptr %66, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !21
  %71 = load ptr, ptr %14, align 8, !tbaa !13
  %72 = load i32, ptr %24, align 4, !tbaa !17
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  store double %70, ptr %74, align 8, !tbaa !21
  br label %75

75:                                               ; preds = %65, %55
  br label %76

76:                                               ; preds = %75
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %15, align 4, !tbaa !17
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %15, align 4, !tbaa !17
  br label %50

80:                                               ; preds = %54
  br label %81

81:                                               ; preds = %80
  %82 = load ptr, ptr %8, align 8
  %83 = load i32, ptr %82, align 4, !tbaa !17
  call void @__kmpc_for_static_fini(ptr @2, i32 %83)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %84

84:                                               ; preds = %81, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
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
  store ptr %0, ptr %3, align 8, !tbaa !13
  store i32 %1, ptr %4, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #3
  store double 0.000000e+00, ptr %5, align 8, !tbaa !21
  %14 = load i32, ptr %4, align 4, !tbaa !17
  store i32 %14, ptr %6, align 4, !tbaa !17
  %15 = load i64, ptr %6, align 8, !tbaa !19
  %16 = load ptr, ptr %3, align 8, !tbaa !13
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
  %28 = load i32, ptr %4, align 4, !tbaa !17
  store i32 %28, ptr %11, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  %29 = load i32, ptr %11, align 4, !tbaa !17
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %12, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #3
  %33 = load i32, ptr %12, align 4, !tbaa !17
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
  %49 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aa6240_dot_l26.region_id, ptr %13)
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %52

51:                                               ; preds = %2
  call void @__omp_offloading_fe00_aa6240_dot_l26(i64 %15, ptr %5, ptr %16) #3
  br label %52

52:                                               ; preds = %51, %2
  %53 = load double, ptr %5, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #3
  ret double %53
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_dot_l26(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !19
  store ptr %1, ptr %5, align 8, !tbaa !13
  store ptr %2, ptr %6, align 8, !tbaa !13
  %8 = load ptr, ptr %5, align 8, !tbaa !13
  %9 = load i32, ptr %4, align 4, !tbaa !17
  store i32 %9, ptr %7, align 4, !tbaa !17
  %10 = load i64, ptr %7, align 8, !tbaa !19
  %11 = load ptr, ptr %6, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_aa6240_dot_l26.omp_outlined, i64 %10, ptr %8, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_dot_l26.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store i64 %2, ptr %8, align 8, !tbaa !19
  store ptr %3, ptr %9, align 8, !tbaa !13
  store ptr %4, ptr %10, align 8, !tbaa !13
  %24 = load ptr, ptr %9, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #3
  store double 0.000000e+00, ptr %11, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %25 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %25, ptr %14, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  %26 = load i32, ptr %14, align 4, !tbaa !17
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #3
  %30 = load i32, ptr %14, align 4, !tbaa !17
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %67

32:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  store i32 0, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %33 = load i32, ptr %15, align 4, !tbaa !17
  store i32 %33, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %34, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @1, i32 %35, i32 92, ptr %20, ptr %17, ptr %18, ptr %19, i32 1, i32 1)
  %36 = load i32, ptr %18, align 4, !tbaa !17
  %37 = load i32, ptr %15, align 4, !tbaa !17
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %32
  %40 = load i32, ptr %15, align 4, !tbaa !17
  br label %43

41:                                               ; preds = %32
  %42 = load i32, ptr %18, align 4, !tbaa !17
  br label %43

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ]
  store i32 %44, ptr %18, align 4, !tbaa !17
  %45 = load i32, ptr %17, align 4, !tbaa !17
  store i32 %45, ptr %12, align 4, !tbaa !17
  br label %46

46:                                               ; preds = %59, %43
  %47 = load i32, ptr %12, align 4, !tbaa !17
  %48 = load i32, ptr %18, align 4, !tbaa !17
  %49 = icmp sle i32 %47, %48
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  br label %63

51:                                               ; preds = %46
  %52 = load i32, ptr %17, align 4
  %53 = zext i32 %52 to i64
  %54 = load i32, ptr %18, align 4
  %55 = zext i32 %54 to i64
  %56 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %56, ptr %22, align 4, !tbaa !17
  %57 = load i64, ptr %22, align 8, !tbaa !19
  %58 = load ptr, ptr %10, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_aa6240_dot_l26.omp_outlined.omp_outlined, i64 %53, i64 %55, i64 %57, ptr %11, ptr %58)
  br label %59

59:                                               ; preds = %51
  %60 = load i32, ptr %12, align 4, !tbaa !17
  %61 = load i32, ptr %19, align 4, !tbaa !17
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %12, align 4, !tbaa !17
  br label %46

63:                                               ; preds = %50
  br label %64

64:                                               ; preds = %63
  %65 = load ptr, ptr %6, align 8
  %66 = load i32, ptr %65, align 4, !tbaa !17
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
  %70 = load i32, ptr %69, align 4, !tbaa !17
  %71 = call i32 @__kmpc_reduce_nowait(ptr @4, i32 %70, i32 1, i64 8, ptr %23, ptr @__omp_offloading_fe00_aa6240_dot_l26.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %71, label %79 [
    i32 1, label %72
    i32 2, label %76
  ]

72:                                               ; preds = %67
  %73 = load double, ptr %24, align 8, !tbaa !21
  %74 = load double, ptr %11, align 8, !tbaa !21
  %75 = fadd double %73, %74
  store double %75, ptr %24, align 8, !tbaa !21
  call void @__kmpc_end_reduce_nowait(ptr @4, i32 %70, ptr @.gomp_critical_user_.reduction.var)
  br label %79

76:                                               ; preds = %67
  %77 = load double, ptr %11, align 8, !tbaa !21
  %78 = atomicrmw fadd ptr %24, double %77 monotonic, align 8
  br label %79

79:                                               ; preds = %76, %72, %67
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_dot_l26.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !13
  store ptr %1, ptr %9, align 8, !tbaa !13
  store i64 %2, ptr %10, align 8, !tbaa !19
  store i64 %3, ptr %11, align 8, !tbaa !19
  store i64 %4, ptr %12, align 8, !tbaa !19
  store ptr %5, ptr %13, align 8, !tbaa !13
  store ptr %6, ptr %14, align 8, !tbaa !13
  %27 = load ptr, ptr %13, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %28 = load i32, ptr %12, align 4, !tbaa !17
  store i32 %28, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %29 = load i32, ptr %17, align 4, !tbaa !17
  %30 = sub nsw i32 %29, 0
  %31 = sdiv i32 %30, 1
  %32 = sub nsw i32 %31, 1
  store i32 %32, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %33 = load i32, ptr %17, align 4, !tbaa !17
  %34 = icmp slt i32 0, %33
  br i1 %34, label %35, label %94

35:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %36 = load i32, ptr %18, align 4, !tbaa !17
  store i32 %36, ptr %21, align 4, !tbaa !17
  %37 = load i64, ptr %10, align 8, !tbaa !19
  %38 = trunc i64 %37 to i32
  %39 = load i64, ptr %11, align 8, !tbaa !19
  %40 = trunc i64 %39 to i32
  store i32 %38, ptr %20, align 4, !tbaa !17
  store i32 %40, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #3
  store double 0.000000e+00, ptr %24, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #3
  %41 = load ptr, ptr %8, align 8
  %42 = load i32, ptr %41, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @2, i32 %42, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %43 = load i32, ptr %21, align 4, !tbaa !17
  %44 = load i32, ptr %18, align 4, !tbaa !17
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %35
  %47 = load i32, ptr %18, align 4, !tbaa !17
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %21, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ]
  store i32 %51, ptr %21, align 4, !tbaa !17
  %52 = load i32, ptr %20, align 4, !tbaa !17
  store i32 %52, ptr %15, align 4, !tbaa !17
  br label %53

53:                                               ; preds = %75, %50
  %54 = load i32, ptr %15, align 4, !tbaa !17
  %55 = load i32, ptr %21, align 4, !tbaa !17
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %53
  br label %78

58:                                               ; preds = %53
  %59 = load i32, ptr %15, align 4, !tbaa !17
  %60 = mul nsw i32 %59, 1
  %61 = add nsw i32 0, %60
  store i32 %61, ptr %25, align 4, !tbaa !17
  %62 = load ptr, ptr %14, align 8, !tbaa !13
  %63 = load i32, ptr %25, align 4, !tbaa !17
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %62, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !21
  %67 = load ptr, ptr %14, align 8, !tbaa !13
  %68 = load i32, ptr %25, align 4, !tbaa !17
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds double, ptr %67, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !21
  %72 = load double, ptr %24, align 8, !tbaa !21
  %73 = call double @llvm.fmuladd.f64(double %66, double %71, double %72)
  store double %73, ptr %24, align 8, !tbaa !21
  br label %74

74:                                               ; preds = %58
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %15, align 4, !tbaa !17
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %15, align 4, !tbaa !17
  br label %53

78:                                               ; preds = %57
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %8, align 8
  %81 = load i32, ptr %80, align 4, !tbaa !17
  call void @__kmpc_for_static_fini(ptr @2, i32 %81)
  %82 = getelementptr inbounds [1 x ptr], ptr %26, i64 0, i64 0
  store ptr %24, ptr %82, align 8
  %83 = load ptr, ptr %8, align 8
  %84 = load i32, ptr %83, align 4, !tbaa !17
  %85 = call i32 @__kmpc_reduce_nowait(ptr @4, i32 %84, i32 1, i64 8, ptr %26, ptr @__omp_offloading_fe00_aa6240_dot_l26.omp_outlined.omp_outlined.omp.reduction.reduction_func, ptr @.gomp_critical_user_.reduction.var)
  switch i32 %85, label %93 [
    i32 1, label %86
    i32 2, label %90
  ]

86:                                               ; preds = %79
  %87 = load double, ptr %27, align 8, !tbaa !21
  %88 = load double, ptr %24, align 8, !tbaa !21
  %89 = fadd double %87, %88
  store double %89, ptr %27, align 8, !tbaa !21
  call void @__kmpc_end_reduce_nowait(ptr @4, i32 %84, ptr @.gomp_critical_user_.reduction.var)
  br label %93

90:                                               ; preds = %79
  %91 = load double, ptr %24, align 8, !tbaa !21
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

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_dot_l26.omp_outlined.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !13
  store ptr %1, ptr %4, align 8, !tbaa !13
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !21
  %12 = load double, ptr %8, align 8, !tbaa !21
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !21
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) #6

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) #6

; Function Attrs: norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_dot_l26.omp_outlined.omp.reduction.reduction_func(ptr noundef %0, ptr noundef %1) #5 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !13
  store ptr %1, ptr %4, align 8, !tbaa !13
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds [1 x ptr], ptr %6, i64 0, i64 0
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds [1 x ptr], ptr %5, i64 0, i64 0
  %10 = load ptr, ptr %9, align 8
  %11 = load double, ptr %10, align 8, !tbaa !21
  %12 = load double, ptr %8, align 8, !tbaa !21
  %13 = fadd double %11, %12
  store double %13, ptr %10, align 8, !tbaa !21
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
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %15 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %15, ptr %7, align 4, !tbaa !17
  %16 = load i64, ptr %7, align 8, !tbaa !19
  %17 = load ptr, ptr %4, align 8, !tbaa !13
  %18 = load ptr, ptr %5, align 8, !tbaa !13
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
  %30 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %30, ptr %12, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !17
  %32 = sub nsw i32 %31, 0
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !17
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
  store ptr @.offload_sizes.9, ptr %42, align 8
  %43 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 5
  store ptr @.offload_maptypes.10, ptr %43, align 8
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
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 8, i32 0, ptr @.__omp_offloading_fe00_aa6240_copy_nt_l32.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_aa6240_copy_nt_l32(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_copy_nt_l32(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = call i32 @__kmpc_global_thread_num(ptr @3)
  store i64 %0, ptr %4, align 8, !tbaa !19
  store ptr %1, ptr %5, align 8, !tbaa !13
  store ptr %2, ptr %6, align 8, !tbaa !13
  call void @__kmpc_push_num_teams(ptr @3, i32 %8, i32 8, i32 0)
  %9 = load i32, ptr %4, align 4, !tbaa !17
  store i32 %9, ptr %7, align 4, !tbaa !17
  %10 = load i64, ptr %7, align 8, !tbaa !19
  %11 = load ptr, ptr %5, align 8, !tbaa !13
  %12 = load ptr, ptr %6, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_aa6240_copy_nt_l32.omp_outlined, i64 %10, ptr %11, ptr %12)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_copy_nt_l32.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store i64 %2, ptr %8, align 8, !tbaa !19
  store ptr %3, ptr %9, align 8, !tbaa !13
  store ptr %4, ptr %10, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %22, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !17
  %24 = sub nsw i32 %23, 0
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 0, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !17
  %28 = icmp slt i32 0, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %30, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !17
  %34 = load i32, ptr %14, align 4, !tbaa !17
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !17
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !17
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !17
  %42 = load i32, ptr %16, align 4, !tbaa !17
  store i32 %42, ptr %11, align 4, !tbaa !17
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !17
  %45 = load i32, ptr %17, align 4, !tbaa !17
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %53, ptr %21, align 4, !tbaa !17
  %54 = load i64, ptr %21, align 8, !tbaa !19
  %55 = load ptr, ptr %9, align 8, !tbaa !13
  %56 = load ptr, ptr %10, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_aa6240_copy_nt_l32.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !17
  %59 = load i32, ptr %18, align 4, !tbaa !17
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !17
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !17
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
define internal void @__omp_offloading_fe00_aa6240_copy_nt_l32.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !13
  store ptr %1, ptr %9, align 8, !tbaa !13
  store i64 %2, ptr %10, align 8, !tbaa !19
  store i64 %3, ptr %11, align 8, !tbaa !19
  store i64 %4, ptr %12, align 8, !tbaa !19
  store ptr %5, ptr %13, align 8, !tbaa !13
  store ptr %6, ptr %14, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !17
  store i32 %25, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !17
  %27 = sub nsw i32 %26, 0
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !17
  %31 = icmp slt i32 0, %30
  br i1 %31, label %32, label %76

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !17
  store i32 %33, ptr %21, align 4, !tbaa !17
  %34 = load i64, ptr %10, align 8, !tbaa !19
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !19
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !17
  store i32 %37, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !17
  %41 = load i32, ptr %18, align 4, !tbaa !17
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !17
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !17
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !17
  %49 = load i32, ptr %20, align 4, !tbaa !17
  store i32 %49, ptr %15, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %69, %47
  %51 = load i32, ptr %15, align 4, !tbaa !17
  %52 = load i32, ptr %21, align 4, !tbaa !17
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %72

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !17
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 0, %57
  store i32 %58, ptr %24, align 4, !tbaa !17
  %59 = load ptr, ptr %14, align 8, !tbaa !13
  %60 = load i32, ptr %24, align 4, !tbaa !17
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !21
  %64 = load ptr, ptr %13, align 8, !tbaa !13
  %65 = load i32, ptr %24, align 4, !tbaa !17
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr %64, i64 %66
  store double %63, ptr %67, align 8, !tbaa !21
  br label %68

68:                                               ; preds = %55
  br label %69

69:                                               ; preds = %68
  %70 = load i32, ptr %15, align 4, !tbaa !17
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %15, align 4, !tbaa !17
  br label %50

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72
  %74 = load ptr, ptr %8, align 8
  %75 = load i32, ptr %74, align 4, !tbaa !17
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
define dso_local void @neighbours(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %15 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %15, ptr %7, align 4, !tbaa !17
  %16 = load i64, ptr %7, align 8, !tbaa !19
  %17 = load ptr, ptr %4, align 8, !tbaa !13
  %18 = load ptr, ptr %5, align 8, !tbaa !13
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
  %30 = load i32, ptr %6, align 4, !tbaa !17
  store i32 %30, ptr %12, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %31 = load i32, ptr %12, align 4, !tbaa !17
  %32 = sub nsw i32 %31, 1
  %33 = sdiv i32 %32, 1
  %34 = sub nsw i32 %33, 1
  store i32 %34, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #3
  %35 = load i32, ptr %13, align 4, !tbaa !17
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
  store [3 x i32] zeroinitializer, ptr %48, align 4
  %49 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 11
  store [3 x i32] zeroinitializer, ptr %49, align 4
  %50 = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %14, i32 0, i32 12
  store i32 0, ptr %50, align 4
  %51 = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 0, ptr @.__omp_offloading_fe00_aa6240_neighbours_l38.region_id, ptr %14)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %3
  call void @__omp_offloading_fe00_aa6240_neighbours_l38(i64 %16, ptr %17, ptr %18) #3
  br label %54

54:                                               ; preds = %53, %3
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_neighbours_l38(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8, !tbaa !19
  store ptr %1, ptr %5, align 8, !tbaa !13
  store ptr %2, ptr %6, align 8, !tbaa !13
  %8 = load i32, ptr %4, align 4, !tbaa !17
  store i32 %8, ptr %7, align 4, !tbaa !17
  %9 = load i64, ptr %7, align 8, !tbaa !19
  %10 = load ptr, ptr %5, align 8, !tbaa !13
  %11 = load ptr, ptr %6, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @3, i32 3, ptr @__omp_offloading_fe00_aa6240_neighbours_l38.omp_outlined, i64 %9, ptr %10, ptr %11)
  ret void
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @__omp_offloading_fe00_aa6240_neighbours_l38.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #1 {
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
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store i64 %2, ptr %8, align 8, !tbaa !19
  store ptr %3, ptr %9, align 8, !tbaa !13
  store ptr %4, ptr %10, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #3
  %22 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %22, ptr %13, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %23 = load i32, ptr %13, align 4, !tbaa !17
  %24 = sub nsw i32 %23, 1
  %25 = sdiv i32 %24, 1
  %26 = sub nsw i32 %25, 1
  store i32 %26, ptr %14, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  store i32 1, ptr %15, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  %27 = load i32, ptr %13, align 4, !tbaa !17
  %28 = icmp slt i32 1, %27
  br i1 %28, label %29, label %65

29:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #3
  store i32 0, ptr %16, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %30 = load i32, ptr %14, align 4, !tbaa !17
  store i32 %30, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  store i32 1, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 0, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %31, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @1, i32 %32, i32 92, ptr %19, ptr %16, ptr %17, ptr %18, i32 1, i32 1)
  %33 = load i32, ptr %17, align 4, !tbaa !17
  %34 = load i32, ptr %14, align 4, !tbaa !17
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %29
  %37 = load i32, ptr %14, align 4, !tbaa !17
  br label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !tbaa !17
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %37, %36 ], [ %39, %38 ]
  store i32 %41, ptr %17, align 4, !tbaa !17
  %42 = load i32, ptr %16, align 4, !tbaa !17
  store i32 %42, ptr %11, align 4, !tbaa !17
  br label %43

43:                                               ; preds = %57, %40
  %44 = load i32, ptr %11, align 4, !tbaa !17
  %45 = load i32, ptr %17, align 4, !tbaa !17
  %46 = icmp sle i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  br label %61

48:                                               ; preds = %43
  %49 = load i32, ptr %16, align 4
  %50 = zext i32 %49 to i64
  %51 = load i32, ptr %17, align 4
  %52 = zext i32 %51 to i64
  %53 = load i32, ptr %8, align 4, !tbaa !17
  store i32 %53, ptr %21, align 4, !tbaa !17
  %54 = load i64, ptr %21, align 8, !tbaa !19
  %55 = load ptr, ptr %9, align 8, !tbaa !13
  %56 = load ptr, ptr %10, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @3, i32 5, ptr @__omp_offloading_fe00_aa6240_neighbours_l38.omp_outlined.omp_outlined, i64 %50, i64 %52, i64 %54, ptr %55, ptr %56)
  br label %57

57:                                               ; preds = %48
  %58 = load i32, ptr %11, align 4, !tbaa !17
  %59 = load i32, ptr %18, align 4, !tbaa !17
  %60 = add nsw i32 %58, %59
  store i32 %60, ptr %11, align 4, !tbaa !17
  br label %43

61:                                               ; preds = %47
  br label %62

62:                                               ; preds = %61
  %63 = load ptr, ptr %6, align 8
  %64 = load i32, ptr %63, align 4, !tbaa !17
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
define internal void @__omp_offloading_fe00_aa6240_neighbours_l38.omp_outlined.omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, ptr noundef %6) #1 {
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
  store ptr %0, ptr %8, align 8, !tbaa !13
  store ptr %1, ptr %9, align 8, !tbaa !13
  store i64 %2, ptr %10, align 8, !tbaa !19
  store i64 %3, ptr %11, align 8, !tbaa !19
  store i64 %4, ptr %12, align 8, !tbaa !19
  store ptr %5, ptr %13, align 8, !tbaa !13
  store ptr %6, ptr %14, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #3
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #3
  %25 = load i32, ptr %12, align 4, !tbaa !17
  store i32 %25, ptr %17, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #3
  %26 = load i32, ptr %17, align 4, !tbaa !17
  %27 = sub nsw i32 %26, 1
  %28 = sdiv i32 %27, 1
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %18, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #3
  store i32 1, ptr %19, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #3
  %30 = load i32, ptr %17, align 4, !tbaa !17
  %31 = icmp slt i32 1, %30
  br i1 %31, label %32, label %83

32:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #3
  store i32 0, ptr %20, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #3
  %33 = load i32, ptr %18, align 4, !tbaa !17
  store i32 %33, ptr %21, align 4, !tbaa !17
  %34 = load i64, ptr %10, align 8, !tbaa !19
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %11, align 8, !tbaa !19
  %37 = trunc i64 %36 to i32
  store i32 %35, ptr %20, align 4, !tbaa !17
  store i32 %37, ptr %21, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #3
  store i32 1, ptr %22, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #3
  store i32 0, ptr %23, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #3
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %38, align 4, !tbaa !17
  call void @__kmpc_for_static_init_4(ptr @2, i32 %39, i32 34, ptr %23, ptr %20, ptr %21, ptr %22, i32 1, i32 1)
  %40 = load i32, ptr %21, align 4, !tbaa !17
  %41 = load i32, ptr %18, align 4, !tbaa !17
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %32
  %44 = load i32, ptr %18, align 4, !tbaa !17
  br label %47

45:                                               ; preds = %32
  %46 = load i32, ptr %21, align 4, !tbaa !17
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ]
  store i32 %48, ptr %21, align 4, !tbaa !17
  %49 = load i32, ptr %20, align 4, !tbaa !17
  store i32 %49, ptr %15, align 4, !tbaa !17
  br label %50

50:                                               ; preds = %76, %47
  %51 = load i32, ptr %15, align 4, !tbaa !17
  %52 = load i32, ptr %21, align 4, !tbaa !17
  %53 = icmp sle i32 %51, %52
  br i1 %53, label %55, label %54

54:                                               ; preds = %50
  br label %79

55:                                               ; preds = %50
  %56 = load i32, ptr %15, align 4, !tbaa !17
  %57 = mul nsw i32 %56, 1
  %58 = add nsw i32 1, %57
  store i32 %58, ptr %24, align 4, !tbaa !17
  %59 = load ptr, ptr %14, align 8, !tbaa !13
  %60 = load i32, ptr %24, align 4, !tbaa !17
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %59, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !21
  %64 = load ptr, ptr %14, align 8, !tbaa !13
  %65 = load i32, ptr %24, align 4, !tbaa !17
  %66 = sub nsw i32 %65, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %64, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !21
  %70 = fadd double %63, %69
  %71 = load ptr, ptr %13, align 8, !tbaa !13
  %72 = load i32, ptr %24, align 4, !tbaa !17
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %71, i64 %73
  store double %70, ptr %74, align 8, !tbaa !21
  br label %75

75:                                               ; preds = %55
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %15, align 4, !tbaa !17
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %15, align 4, !tbaa !17
  br label %50

79:                                               ; preds = %54
  br label %80

80:                                               ; preds = %79
  %81 = load ptr, ptr %8, align 8
  %82 = load i32, ptr %81, align 4, !tbaa !17
  call void @__kmpc_for_static_fini(ptr @2, i32 %82)
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #3
  br label %83

83:                                               ; preds = %80, %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #3
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { convergent nounwind }

!omp_offload.info = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = !{i32 0, i32 65024, i32 11166272, !"cond", i32 19, i32 0, i32 3}
!1 = !{i32 0, i32 65024, i32 11166272, !"copy", i32 3, i32 0, i32 0}
!2 = !{i32 0, i32 65024, i32 11166272, !"copy_nt", i32 32, i32 0, i32 5}
!3 = !{i32 0, i32 65024, i32 11166272, !"copy_tl", i32 8, i32 0, i32 1}
!4 = !{i32 0, i32 65024, i32 11166272, !"dot", i32 26, i32 0, i32 4}
!5 = !{i32 0, i32 65024, i32 11166272, !"neighbours", i32 38, i32 0, i32 6}
!6 = !{i32 0, i32 65024, i32 11166272, !"stencil", i32 13, i32 0, i32 2}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"openmp", i32 51}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C/C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !15, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !15, i64 0}
!23 = !{!24}
!24 = !{i64 2, i64 -1, i64 -1, i1 true}
!25 = distinct !{}
!26 = distinct !{!26, !27, !28}
!27 = !{!"llvm.loop.parallel_accesses", !25}
!28 = !{!"llvm.loop.vectorize.enable", i1 true}
!29 = distinct !{}
!30 = distinct !{!30, !31, !28}
!31 = !{!"llvm.loop.parallel_accesses", !29}

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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !13
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !13
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
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 0
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
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
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   %ompred.trip = load i64, ptr %[[TMP51]], align 8
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = icmp ule i64 %ompred.trip, 524288
; CHECK-NEXT:   %ompred.block = select i1 %[[TMP52]], i32 256, i32 128
; CHECK-NEXT:   %ompred.thread.limit = select i1 true, i32 %ompred.block, i32 0
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP53]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP54]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = icmp eq i32 %[[TMP55]], 0
; CHECK-NEXT:   %ompred.thread.limit1 = select i1 %[[TMP56]], i32 %ompred.block, i32 %[[TMP55]]
; CHECK-NEXT:   store i32 %ompred.thread.limit1, ptr %[[TMP54]], align 4
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = zext i32 %ompred.thread.limit to i64
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = icmp eq i64 %[[TMP57]], 0
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = zext i32 %ompred.block to i64
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = select i1 %[[TMP58]], i64 %[[TMP59]], i64 %[[TMP57]]
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = sub i64 %[[TMP60]], 1
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = add i64 %ompred.trip, %[[TMP61]]
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = udiv i64 %[[TMP62]], %[[TMP60]]
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = icmp ugt i64 %[[TMP63]], 16896
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = select i1 %[[TMP64]], i64 16896, i64 %[[TMP63]]
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = trunc i64 %[[TMP65]] to i32
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = icmp uge i64 %ompred.trip, 4194304
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = and i1 true, %[[TMP67]]
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = call i32 @omp_get_max_teams()
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = icmp eq i32 %[[TMP69]], 0
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = and i1 %[[TMP68]], %[[TMP70]]
; CHECK-NEXT:   %ompred.num.teams = select i1 %[[TMP71]], i32 %[[TMP66]], i32 0
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 10
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP72]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = load i32, ptr %[[TMP73]], align 4
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = select i1 %[[TMP71]], i32 %[[TMP66]], i32 %[[TMP74]]
; CHECK-NEXT:   store i32 %[[TMP75]], ptr %[[TMP73]], align 4
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 %ompred.num.teams, i32 %ompred.thread.limit, ptr @.__omp_offloading_fe00_aa6240_copy_l3.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = icmp ne i32 %[[TMP76]], 0
; CHECK-NEXT:   br i1 %[[TMP77]], label %[[TMP78:[0-9]+]], label %[[TMP79:[0-9]+]]
; CHECK: [[TMP78]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aa6240_copy_l3(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP79]]
; CHECK: [[TMP79]]:
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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !13
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !13
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
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 0
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
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
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   %ompred.trip = load i64, ptr %[[TMP51]], align 8
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = add i64 %ompred.trip, 63
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = udiv i64 %[[TMP52]], 64
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp ugt i64 %[[TMP53]], 16896
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = select i1 %[[TMP54]], i64 16896, i64 %[[TMP53]]
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = trunc i64 %[[TMP55]] to i32
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = icmp uge i64 %ompred.trip, 4194304
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = and i1 true, %[[TMP57]]
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = call i32 @omp_get_max_teams()
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = icmp eq i32 %[[TMP59]], 0
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = and i1 %[[TMP58]], %[[TMP60]]
; CHECK-NEXT:   %ompred.num.teams = select i1 %[[TMP61]], i32 %[[TMP56]], i32 0
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 10
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP62]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = load i32, ptr %[[TMP63]], align 4
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = select i1 %[[TMP61]], i32 %[[TMP56]], i32 %[[TMP64]]
; CHECK-NEXT:   store i32 %[[TMP65]], ptr %[[TMP63]], align 4
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 %ompred.num.teams, i32 64, ptr @.__omp_offloading_fe00_aa6240_copy_tl_l8.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = icmp ne i32 %[[TMP66]], 0
; CHECK-NEXT:   br i1 %[[TMP67]], label %[[TMP68:[0-9]+]], label %[[TMP69:[0-9]+]]
; CHECK: [[TMP68]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aa6240_copy_tl_l8(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP69]]
; CHECK: [[TMP69]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @stencil(
; CHECK-SAME: ptr noundef %[[TMP0:[0-9]+]], ptr noundef %[[TMP1:[0-9]+]], i32 noundef %[[TMP2:[0-9]+]], i32 noundef %[[TMP3:[0-9]+]]) #0 {
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = alloca ptr, align 8
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   %[[TMP12:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   %[[TMP13:[0-9]+]] = alloca [4 x ptr], align 8
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = alloca i32, align 4
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = alloca i64, align 8
; CHECK-NEXT:   %[[TMP19:[0-9]+]] = alloca %struct.__tgt_kernel_arguments, align 8
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP5]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP6]], align 8, !tbaa !13
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP3]], ptr %[[TMP8]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP20:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP20]], ptr %[[TMP9]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP21:[0-9]+]] = load i64, ptr %[[TMP9]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP22:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP22]], ptr %[[TMP10]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP23:[0-9]+]] = load i64, ptr %[[TMP10]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP24:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP25:[0-9]+]] = load ptr, ptr %[[TMP6]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP26:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP11]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP21]], ptr %[[TMP26]], align 8
; CHECK-NEXT:   %[[TMP27:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 0
; CHECK-NEXT:   store i64 %[[TMP21]], ptr %[[TMP27]], align 8
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i64 0, i64 0
; CHECK-NEXT:   store ptr null, ptr %[[TMP28]], align 8
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP11]], i32 0, i32 1
; CHECK-NEXT:   store i64 %[[TMP23]], ptr %[[TMP29]], align 8
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 1
; CHECK-NEXT:   store i64 %[[TMP23]], ptr %[[TMP30]], align 8
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i64 0, i64 1
; CHECK-NEXT:   store ptr null, ptr %[[TMP31]], align 8
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP11]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP24]], ptr %[[TMP32]], align 8
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP24]], ptr %[[TMP33]], align 8
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i64 0, i64 2
; CHECK-NEXT:   store ptr null, ptr %[[TMP34]], align 8
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP11]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP25]], ptr %[[TMP35]], align 8
; CHECK-NEXT:   %[[TMP36:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP25]], ptr %[[TMP36]], align 8
; CHECK-NEXT:   %[[TMP37:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP13]], i64 0, i64 3
; CHECK-NEXT:   store ptr null, ptr %[[TMP37]], align 8
; CHECK-NEXT:   %[[TMP38:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP11]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP39:[0-9]+]] = getelementptr inbounds [4 x ptr], ptr %[[TMP12]], i32 0, i32 0
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP40:[0-9]+]] = load i32, ptr %[[TMP8]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = sub nsw i32 %[[TMP40]], 1
; CHECK-NEXT:   store i32 %[[TMP41]], ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   %[[TMP42:[0-9]+]] = load i32, ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = sub nsw i32 %[[TMP42]], 1
; CHECK-NEXT:   store i32 %[[TMP43]], ptr %[[TMP17]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP18]]) #3
; CHECK-NEXT:   %[[TMP44:[0-9]+]] = load i32, ptr %[[TMP16]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP45:[0-9]+]] = sub nsw i32 %[[TMP44]], 1
; CHECK-NEXT:   %[[TMP46:[0-9]+]] = sdiv i32 %[[TMP45]], 1
; CHECK-NEXT:   %[[TMP47:[0-9]+]] = sext i32 %[[TMP46]] to i64
; CHECK-NEXT:   %[[TMP48:[0-9]+]] = load i32, ptr %[[TMP17]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP49:[0-9]+]] = sub nsw i32 %[[TMP48]], 1
; CHECK-NEXT:   %[[TMP50:[0-9]+]] = sdiv i32 %[[TMP49]], 1
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = sext i32 %[[TMP50]] to i64
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = mul nsw i64 %[[TMP47]], %[[TMP51]]
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = sub nsw i64 %[[TMP52]], 1
; CHECK-NEXT:   store i64 %[[TMP53]], ptr %[[TMP18]], align 8, !tbaa !19
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 8, ptr %[[TMP18]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP17]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP16]]) #3
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = load i64, ptr %[[TMP18]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = add nsw i64 %[[TMP54]], 1
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 0
; CHECK-NEXT:   store i32 3, ptr %[[TMP56]], align 4
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 1
; CHECK-NEXT:   store i32 4, ptr %[[TMP57]], align 4
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 2
; CHECK-NEXT:   store ptr %[[TMP38]], ptr %[[TMP58]], align 8
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 3
; CHECK-NEXT:   store ptr %[[TMP39]], ptr %[[TMP59]], align 8
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 4
; CHECK-NEXT:   store ptr @.offload_sizes.3, ptr %[[TMP60]], align 8
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.4, ptr %[[TMP61]], align 8
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 6
; CHECK-NEXT:   store ptr null, ptr %[[TMP62]], align 8
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 7
; CHECK-NEXT:   store ptr null, ptr %[[TMP63]], align 8
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 8
; CHECK-NEXT:   store i64 %[[TMP55]], ptr %[[TMP64]], align 8
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 9
; CHECK-NEXT:   store i64 0, ptr %[[TMP65]], align 8
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 10
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP66]], align 4
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 11
; CHECK-NEXT:   store [3 x i32] zeroinitializer, ptr %[[TMP67]], align 4
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 12
; CHECK-NEXT:   store i32 0, ptr %[[TMP68]], align 4
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 11
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP69]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = load i32, ptr %[[TMP70]], align 4
; CHECK-NEXT:   %[[TMP72:[0-9]+]] = icmp eq i32 %[[TMP71]], 0
; CHECK-NEXT:   %ompred.thread.limit = select i1 %[[TMP72]], i32 256, i32 %[[TMP71]]
; CHECK-NEXT:   store i32 %ompred.thread.limit, ptr %[[TMP70]], align 4
; CHECK-NEXT:   %[[TMP73:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 8
; CHECK-NEXT:   %ompred.trip = load i64, ptr %[[TMP73]], align 8
; CHECK-NEXT:   %[[TMP74:[0-9]+]] = add i64 %ompred.trip, 255
; CHECK-NEXT:   %[[TMP75:[0-9]+]] = udiv i64 %[[TMP74]], 256
; CHECK-NEXT:   %[[TMP76:[0-9]+]] = icmp ugt i64 %[[TMP75]], 16896
; CHECK-NEXT:   %[[TMP77:[0-9]+]] = select i1 %[[TMP76]], i64 16896, i64 %[[TMP75]]
; CHECK-NEXT:   %[[TMP78:[0-9]+]] = trunc i64 %[[TMP77]] to i32
; CHECK-NEXT:   %[[TMP79:[0-9]+]] = icmp uge i64 %ompred.trip, 4194304
; CHECK-NEXT:   %[[TMP80:[0-9]+]] = and i1 true, %[[TMP79]]
; CHECK-NEXT:   %[[TMP81:[0-9]+]] = call i32 @omp_get_max_teams()
; CHECK-NEXT:   %[[TMP82:[0-9]+]] = icmp eq i32 %[[TMP81]], 0
; CHECK-NEXT:   %[[TMP83:[0-9]+]] = and i1 %[[TMP80]], %[[TMP82]]
; CHECK-NEXT:   %ompred.num.teams = select i1 %[[TMP83]], i32 %[[TMP78]], i32 0
; CHECK-NEXT:   %[[TMP84:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP19]], i32 0, i32 10
; CHECK-NEXT:   %[[TMP85:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP84]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP86:[0-9]+]] = load i32, ptr %[[TMP85]], align 4
; CHECK-NEXT:   %[[TMP87:[0-9]+]] = select i1 %[[TMP83]], i32 %[[TMP78]], i32 %[[TMP86]]
; CHECK-NEXT:   store i32 %[[TMP87]], ptr %[[TMP85]], align 4
; CHECK-NEXT:   %[[TMP88:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 %ompred.num.teams, i32 256, ptr @.__omp_offloading_fe00_aa6240_stencil_l13.region_id, ptr %[[TMP19]])
; CHECK-NEXT:   %[[TMP89:[0-9]+]] = icmp ne i32 %[[TMP88]], 0
; CHECK-NEXT:   br i1 %[[TMP89]], label %[[TMP90:[0-9]+]], label %[[TMP91:[0-9]+]]
; CHECK: [[TMP90]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aa6240_stencil_l13(i64 %[[TMP21]], i64 %[[TMP23]], ptr %[[TMP24]], ptr %[[TMP25]]) #3
; CHECK-NEXT:   br label %[[TMP91]]
; CHECK: [[TMP91]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @cond(
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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !13
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !13
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
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 0
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
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
; CHECK-NEXT:   store ptr @.offload_sizes.5, ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.6, ptr %[[TMP43]], align 8
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
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 128, ptr @.__omp_offloading_fe00_aa6240_cond_l19.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = icmp ne i32 %[[TMP55]], 0
; CHECK-NEXT:   br i1 %[[TMP56]], label %[[TMP57:[0-9]+]], label %[[TMP58:[0-9]+]]
; CHECK: [[TMP57]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aa6240_cond_l19(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP58]]
; CHECK: [[TMP58]]:
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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP3]], align 8, !tbaa !13
; CHECK-NEXT:   store i32 %[[TMP1]], ptr %[[TMP4]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 8, ptr %[[TMP5]]) #3
; CHECK-NEXT:   store double 0.000000e+00, ptr %[[TMP5]], align 8, !tbaa !21
; CHECK-NEXT:   %[[TMP14:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP14]], ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i64, ptr %[[TMP6]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load ptr, ptr %[[TMP3]], align 8, !tbaa !13
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
; CHECK-NEXT:   %[[TMP28:[0-9]+]] = load i32, ptr %[[TMP4]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP28]], ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP29:[0-9]+]] = load i32, ptr %[[TMP11]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = sub nsw i32 %[[TMP29]], 0
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = sdiv i32 %[[TMP30]], 1
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 1
; CHECK-NEXT:   store i32 %[[TMP32]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP11]]) #3
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
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
; CHECK-NEXT:   store ptr @.offload_sizes.7, ptr %[[TMP40]], align 8
; CHECK-NEXT:   %[[TMP41:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP13]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.8, ptr %[[TMP41]], align 8
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
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 0, i32 128, ptr @.__omp_offloading_fe00_aa6240_dot_l26.region_id, ptr %[[TMP13]])
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = icmp ne i32 %[[TMP53]], 0
; CHECK-NEXT:   br i1 %[[TMP54]], label %[[TMP55:[0-9]+]], label %[[TMP56:[0-9]+]]
; CHECK: [[TMP55]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aa6240_dot_l26(i64 %[[TMP15]], ptr %[[TMP5]], ptr %[[TMP16]]) #3
; CHECK-NEXT:   br label %[[TMP56]]
; CHECK: [[TMP56]]:
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = load double, ptr %[[TMP5]], align 8, !tbaa !21
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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !13
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !13
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
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 0
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
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
; CHECK-NEXT:   store ptr @.offload_sizes.9, ptr %[[TMP42]], align 8
; CHECK-NEXT:   %[[TMP43:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 5
; CHECK-NEXT:   store ptr @.offload_maptypes.10, ptr %[[TMP43]], align 8
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
; CHECK-NEXT:   %[[TMP51:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   %ompred.trip = load i64, ptr %[[TMP51]], align 8
; CHECK-NEXT:   %[[TMP52:[0-9]+]] = icmp ule i64 %ompred.trip, 524288
; CHECK-NEXT:   %ompred.block = select i1 %[[TMP52]], i32 256, i32 128
; CHECK-NEXT:   %ompred.thread.limit = select i1 true, i32 %ompred.block, i32 0
; CHECK-NEXT:   %[[TMP53:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 11
; CHECK-NEXT:   %[[TMP54:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP53]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = load i32, ptr %[[TMP54]], align 4
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = icmp eq i32 %[[TMP55]], 0
; CHECK-NEXT:   %ompred.thread.limit1 = select i1 %[[TMP56]], i32 %ompred.block, i32 %[[TMP55]]
; CHECK-NEXT:   store i32 %ompred.thread.limit1, ptr %[[TMP54]], align 4
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 8, i32 %ompred.thread.limit, ptr @.__omp_offloading_fe00_aa6240_copy_nt_l32.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = icmp ne i32 %[[TMP57]], 0
; CHECK-NEXT:   br i1 %[[TMP58]], label %[[TMP59:[0-9]+]], label %[[TMP60:[0-9]+]]
; CHECK: [[TMP59]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aa6240_copy_nt_l32(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP60]]
; CHECK: [[TMP60]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define dso_local void @neighbours(
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
; CHECK-NEXT:   store ptr %[[TMP0]], ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   store ptr %[[TMP1]], ptr %[[TMP5]], align 8, !tbaa !13
; CHECK-NEXT:   store i32 %[[TMP2]], ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP15:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP15]], ptr %[[TMP7]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP16:[0-9]+]] = load i64, ptr %[[TMP7]], align 8, !tbaa !19
; CHECK-NEXT:   %[[TMP17:[0-9]+]] = load ptr, ptr %[[TMP4]], align 8, !tbaa !13
; CHECK-NEXT:   %[[TMP18:[0-9]+]] = load ptr, ptr %[[TMP5]], align 8, !tbaa !13
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
; CHECK-NEXT:   %[[TMP30:[0-9]+]] = load i32, ptr %[[TMP6]], align 4, !tbaa !17
; CHECK-NEXT:   store i32 %[[TMP30]], ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.start.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   %[[TMP31:[0-9]+]] = load i32, ptr %[[TMP12]], align 4, !tbaa !17
; CHECK-NEXT:   %[[TMP32:[0-9]+]] = sub nsw i32 %[[TMP31]], 1
; CHECK-NEXT:   %[[TMP33:[0-9]+]] = sdiv i32 %[[TMP32]], 1
; CHECK-NEXT:   %[[TMP34:[0-9]+]] = sub nsw i32 %[[TMP33]], 1
; CHECK-NEXT:   store i32 %[[TMP34]], ptr %[[TMP13]], align 4, !tbaa !17
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP13]]) #3
; CHECK-NEXT:   call void @llvm.lifetime.end.p0(i64 4, ptr %[[TMP12]]) #3
; CHECK-NEXT:   %[[TMP35:[0-9]+]] = load i32, ptr %[[TMP13]], align 4, !tbaa !17
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
; CHECK-NEXT:   %[[TMP55:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 8
; CHECK-NEXT:   %ompred.trip = load i64, ptr %[[TMP55]], align 8
; CHECK-NEXT:   %[[TMP56:[0-9]+]] = add i64 %ompred.trip, 127
; CHECK-NEXT:   %[[TMP57:[0-9]+]] = udiv i64 %[[TMP56]], 128
; CHECK-NEXT:   %[[TMP58:[0-9]+]] = icmp ugt i64 %[[TMP57]], 16896
; CHECK-NEXT:   %[[TMP59:[0-9]+]] = select i1 %[[TMP58]], i64 16896, i64 %[[TMP57]]
; CHECK-NEXT:   %[[TMP60:[0-9]+]] = trunc i64 %[[TMP59]] to i32
; CHECK-NEXT:   %[[TMP61:[0-9]+]] = icmp uge i64 %ompred.trip, 4194304
; CHECK-NEXT:   %[[TMP62:[0-9]+]] = and i1 true, %[[TMP61]]
; CHECK-NEXT:   %[[TMP63:[0-9]+]] = call i32 @omp_get_max_teams()
; CHECK-NEXT:   %[[TMP64:[0-9]+]] = icmp eq i32 %[[TMP63]], 0
; CHECK-NEXT:   %[[TMP65:[0-9]+]] = and i1 %[[TMP62]], %[[TMP64]]
; CHECK-NEXT:   %ompred.num.teams = select i1 %[[TMP65]], i32 %[[TMP60]], i32 0
; CHECK-NEXT:   %[[TMP66:[0-9]+]] = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[[TMP14]], i32 0, i32 10
; CHECK-NEXT:   %[[TMP67:[0-9]+]] = getelementptr inbounds [3 x i32], ptr %[[TMP66]], i32 0, i32 0
; CHECK-NEXT:   %[[TMP68:[0-9]+]] = load i32, ptr %[[TMP67]], align 4
; CHECK-NEXT:   %[[TMP69:[0-9]+]] = select i1 %[[TMP65]], i32 %[[TMP60]], i32 %[[TMP68]]
; CHECK-NEXT:   store i32 %[[TMP69]], ptr %[[TMP67]], align 4
; CHECK-NEXT:   %[[TMP70:[0-9]+]] = call i32 @__tgt_target_kernel(ptr @3, i64 -1, i32 %ompred.num.teams, i32 128, ptr @.__omp_offloading_fe00_aa6240_neighbours_l38.region_id, ptr %[[TMP14]])
; CHECK-NEXT:   %[[TMP71:[0-9]+]] = icmp ne i32 %[[TMP70]], 0
; CHECK-NEXT:   br i1 %[[TMP71]], label %[[TMP72:[0-9]+]], label %[[TMP73:[0-9]+]]
; CHECK: [[TMP72]]:
; CHECK-NEXT:   call void @__omp_offloading_fe00_aa6240_neighbours_l38(i64 %[[TMP16]], ptr %[[TMP17]], ptr %[[TMP18]]) #3
; CHECK-NEXT:   br label %[[TMP73]]
; CHECK: [[TMP73]]:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
