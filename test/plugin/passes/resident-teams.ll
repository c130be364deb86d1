; As many teams as the GPU holds at once (plugin/ResidentTeams.cpp): an SPMD
; kernel without a num_teams clause (MaxTeams 0 in its environment), with a
; merged loop (a umin marked !ompred.merged.stride) and a teams reduction
; (ReductionDataSize > 0) computes Teams = umin(%nctaid.x, %nsmid *
; min(umax(1024 / %ntid.x, 1), the teams whose named barriers an SM holds
; from sm_90), and ReductionBufferLength R where 2 R is at least that) after
; its entry block's allocas, returns at once
; in every block whose %ctaid.x is not below it, and reads Teams wherever it
; read %nctaid.x. Kernels with a num_teams clause, without a merged loop or a
; teams reduction, in generic mode, or that may read the team count where
; the pass cannot replace it (a called function, another translation unit,
; a call through a pointer, inline assembly) are left as they are.
; A kernel whose worksharing loop stores and reduces at most 8 bytes
; ("ompred-resident-large", which the register-cap pass sets on clang's IR:
; @stencil_like, not @dot_like) gets 48 registers at most and, where the
; merged stride's bound holds one expression of the kernel's arguments (the
; loop's trip count), the large count where the trip count is at least 6
; iterations per thread of those teams: 1280 threads' worth per SM instead
; of 1024, capped at the records (all of them, not only clang's count, where
; the kernel keeps its state in ompred's pool).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams -S %s | %FileCheck %s
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams \
; RUN:   -ompred-resident-teams=false -S %s | not %FileCheck %s
; The threads per SM the resident teams add up to:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams \
; RUN:   -ompred-resident-threads-per-sm=2048 -S %s | %FileCheck %s --check-prefix=PERSM
; Without a large count (=0, or not above the threads per SM): one count.
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams \
; RUN:   -ompred-resident-threads-per-sm-large=0 -S %s | %FileCheck %s --check-prefix=ONE-COUNT
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams \
; RUN:   -ompred-resident-threads-per-sm-large=1024 -S %s | %FileCheck %s --check-prefix=ONE-COUNT
; ONE-COUNT-NOT: ompred.large
; ONE-COUNT: define void @merged(
; ONE-COUNT-NOT: ompred.large
; Another threshold:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams \
; RUN:   -ompred-resident-large-iterations=4 -S %s | %FileCheck %s --check-prefix=ITER4
; ITER4-LABEL: define void @merged(
; ITER4:         mul i64 {{%.*}}, 4
; The registers per thread, capped at the pipeline's start (the pass
; ompred-resident-teams-register-cap) for every kernel the rewrite may take
; (LLVM 19 writes .maxnreg as !nvvm.annotations):
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams-register-cap -S %s \
; RUN:   | %FileCheck %s --check-prefix=REGS19
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams-register-cap \
; RUN:   -ompred-resident-threads-per-sm=2048 -S %s | %FileCheck %s --check-prefix=REGS19-PERSM
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams-register-cap \
; RUN:   -ompred-resident-register-cap=false -S %s | %FileCheck %s --check-prefix=NOCAP
; -ompred-resident-registers=N replaces the estimate: 40 registers and 1536
; threads per SM give 1536 threads (65536 / 40 = 1638) and a cap of 40.
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams-register-cap,ompred-resident-teams \
; RUN:   -ompred-resident-threads-per-sm=1536 -ompred-resident-registers=40 -S %s \
; RUN:   | %FileCheck %s --check-prefix=REGS19-SET
; The statistics (kernels rewritten, kernels left for a reason) through
; clang's -O2 pipeline, in which the pass runs last:
; RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_90 -O2 -emit-llvm-only \
; RUN:   -fpass-plugin=%plugin -stats-file=%t.json -x ir %s
; RUN: %FileCheck %s --check-prefix=STATS --input-file=%t.json
; STATS-DAG: "ompred.NumKernelsResident": 15
; STATS-DAG: "ompred.NumKernelsResidentLarge": 2
; STATS-DAG: "ompred.NumKernelsNotResident": 7
; STATS-DAG: "ompred.NumKernelsRegistersCapped": 20
; One remark per kernel rewritten or left for a reason:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams-register-cap,ompred-resident-teams \
; RUN:   -pass-remarks=ompred -pass-remarks-missed=ompred -disable-output %s 2>&1 \
; RUN:   | %FileCheck %s --check-prefix=REMARK
; Without the cap the remark says so:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-resident-teams \
; RUN:   -pass-remarks=ompred -disable-output %s 2>&1 | %FileCheck %s --check-prefix=UNCAPPED
; UNCAPPED: remark: <unknown>:0:0: kernel merged runs with at most 1024 threads' worth of teams per SM (1280 where its loop gives each of those threads at least 6 iterations), registers not capped (no num_teams clause)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }

; SPMD (2), MaxTeams 0, ReductionDataSize 8, ReductionBufferLength 1024.
@merged_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
; num_teams(132): MinTeams = MaxTeams = 132.
@num_teams_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 132, i32 132, i32 8, i32 1024 }, ptr null, ptr null }
; num_teams(n) with n known only at run time: MinTeams 1, MaxTeams -1.
@num_teams_runtime_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 1, i32 -1, i32 8, i32 1024 }, ptr null, ptr null }
@generic_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@no_reduction_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@unmerged_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@calls_reader_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@calls_external_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@calls_pointer_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@reads_by_asm_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
; -fopenmp-cuda-teams-reduction-recs-num=7: ReductionBufferLength 7.
@few_records_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 7 }, ptr null, ptr null }
@calls_printf_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@barrier_8_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@barrier_8_sm80_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@barrier_unknown_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@barrier_in_callee_sm120_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@barrier_by_asm_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@fence_only_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@eight_doubles_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 64, i32 1024 }, ptr null, ptr null }
@array_section_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 512, i32 1024 }, ptr null, ptr null }
@owned_records_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@trip_loaded_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@trip_two_parts_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@stencil_like_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@dot_like_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }
@own_register_cap_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 8, i32 1024 }, ptr null, ptr null }

@out = global [4 x i32] zeroinitializer

; The shape of a merged kernel after inlining: the team count read in the
; entry (the schedule's stride) and again later (the teams reduction).
; CHECK-LABEL: define void @merged(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %list = alloca [1 x ptr]
; CHECK-NEXT:    %ompred.launched.teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
; CHECK-NEXT:    %ompred.sms = call i32 @llvm.nvvm.read.ptx.sreg.nsmid()
; CHECK-NEXT:    %ompred.threads = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    [[PER:%.*]] = udiv i32 1024, %ompred.threads
; CHECK-NEXT:    %ompred.teams.per.sm = call i32 @llvm.umax.i32(i32 [[PER]], i32 1)
; CHECK-NEXT:    %ompred.resident = mul nuw i32 %ompred.sms, %ompred.teams.per.sm
; CHECK-NEXT:    %ompred.resident.records = call i32 @llvm.umin.i32(i32 %ompred.resident, i32 1024)
; CHECK-NEXT:    %ompred.records.enough = icmp uge i32 2048, %ompred.resident
; CHECK-NEXT:    %ompred.resident.teams = select i1 %ompred.records.enough, i32 %ompred.resident.records, i32 %ompred.resident
; The trip count, the stride bound's one argument expression (%n here): the
; large count where it is at least 6 iterations per thread of those teams.
; CHECK-NEXT:    %ompred.trip = sext i32 %n to i64
; CHECK-NEXT:    [[TEAMS64:%.*]] = zext i32 %ompred.resident.teams to i64
; CHECK-NEXT:    [[THREADS64:%.*]] = zext i32 %ompred.threads to i64
; CHECK-NEXT:    [[SPREAD:%.*]] = mul i64 [[TEAMS64]], [[THREADS64]]
; CHECK-NEXT:    [[LEAST:%.*]] = mul i64 [[SPREAD]], 6
; CHECK-NEXT:    %ompred.large.space = icmp sge i64 %ompred.trip, [[LEAST]]
; CHECK-NEXT:    [[LPER:%.*]] = udiv i32 1280, %ompred.threads
; CHECK-NEXT:    %ompred.large.teams.per.sm = call i32 @llvm.umax.i32(i32 [[LPER]], i32 1)
; CHECK-NEXT:    %ompred.large.resident = mul nuw i32 %ompred.sms, %ompred.large.teams.per.sm
; CHECK-NEXT:    %ompred.large.resident.records = call i32 @llvm.umin.i32(i32 %ompred.large.resident, i32 1024)
; CHECK-NEXT:    %ompred.large.records.enough = icmp uge i32 2048, %ompred.large.resident
; CHECK-NEXT:    %ompred.large.resident.teams = select i1 %ompred.large.records.enough, i32 %ompred.large.resident.records, i32 %ompred.large.resident
; CHECK-NEXT:    %ompred.resident.by.space = select i1 %ompred.large.space, i32 %ompred.large.resident.teams, i32 %ompred.resident.teams
; CHECK-NEXT:    %ompred.teams = call i32 @llvm.umin.i32(i32 %ompred.launched.teams, i32 %ompred.resident.by.space)
; CHECK-NEXT:    %ompred.team = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    [[RUNS:%.*]] = icmp ult i32 %ompred.team, %ompred.teams
; CHECK-NEXT:    br i1 [[RUNS]], label %ompred.resident.team, label %ompred.not.resident
; CHECK:       ompred.not.resident:
; CHECK-NEXT:    ret void
; CHECK:       ompred.resident.team:
; CHECK-NEXT:    %team = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    %threads = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
; CHECK-NEXT:    %grid = mul i32 %ompred.teams, %threads
; CHECK:       reduce:
; CHECK-NEXT:    store i32 %ompred.teams, ptr @out
; CHECK-NEXT:    ret void
; CHECK-NOT:   sreg.nctaid
; CHECK:       }
; PERSM-LABEL: define void @merged(
; With 2048 threads per SM a thread would have 32 registers, fewer than the
; reduction's estimate (48 + 8 / 2 = 52, allocated as 56): 65536 / 56.
; PERSM:         udiv i32 1170, %ompred.threads
define void @merged(ptr %a, i32 %n) #4 {
entry:
  %list = alloca [1 x ptr]
  %team = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %threads = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %grid = mul i32 %teams, %threads
  %s = call i32 @llvm.umin.i32(i32 %grid, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  store ptr %a, ptr %list
  br label %reduce

reduce:
  %teams.again = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  store i32 %teams.again, ptr @out
  ret void
}

; The same body with a num_teams clause, constant or not: left alone.
; CHECK-LABEL: define void @num_teams(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %list = alloca [1 x ptr]
; CHECK-NEXT:    %team = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
define void @num_teams(ptr %a, i32 %n) {
entry:
  %list = alloca [1 x ptr]
  %team = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  store i32 %teams, ptr @out
  ret void
}

; CHECK-LABEL: define void @num_teams_runtime(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @num_teams_runtime(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  store i32 %teams, ptr @out
  ret void
}

; Generic mode, no teams reduction, no merged loop: left alone, no remark.
; CHECK-LABEL: define void @generic(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @generic(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  store i32 %teams, ptr @out
  ret void
}

; CHECK-LABEL: define void @no_reduction(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @no_reduction(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  store i32 %teams, ptr @out
  ret void
}

; CHECK-LABEL: define void @unmerged(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @unmerged(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n)
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  store i32 %teams, ptr @out
  ret void
}

; A function the kernel calls (not inlined) reads the team count itself,
; two calls down: the kernel would see Teams and the function %nctaid.x.
; CHECK-LABEL: define void @calls_reader(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @calls_reader(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  call void @outer_helper()
  store i32 %teams, ptr @out
  ret void
}

define internal void @outer_helper() noinline {
  call void @reader()
  ret void
}

define internal void @reader() noinline {
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  store i32 %teams, ptr getelementptr (i32, ptr @out, i64 1)
  ret void
}

; A function of another translation unit (declare target) may call
; omp_get_num_teams().
; CHECK-LABEL: define void @calls_external(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @calls_external(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  call void @defined_elsewhere()
  store i32 %teams, ptr @out
  ret void
}

; CHECK-LABEL: define void @calls_pointer(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @calls_pointer(ptr %a, i32 %n, ptr %fn) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  call void %fn()
  store i32 %teams, ptr @out
  ret void
}

; CHECK-LABEL: define void @reads_by_asm(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define void @reads_by_asm(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  %asm.teams = call i32 asm "mov.u32 $0, %nctaid.x;", "=r"()
  store i32 %asm.teams, ptr @out
  ret void
}

; Few records: capped at them only where that keeps half the resident teams.
; CHECK-LABEL: define void @few_records(
; CHECK:         %ompred.resident.records = call i32 @llvm.umin.i32(i32 %ompred.resident, i32 7)
; CHECK-NEXT:    %ompred.records.enough = icmp uge i32 14, %ompred.resident
define void @few_records(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  store i32 %teams, ptr @out
  ret void
}

; printf (vprintf) does not ask for the team count: rewritten.
; CHECK-LABEL: define void @calls_printf(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %ompred.launched.teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
; CHECK:         call i32 @vprintf(ptr null, ptr null)
; CHECK-NEXT:    store i32 %ompred.teams, ptr @out
define void @calls_printf(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr getelementptr (i32, ptr @out, i64 2)
  %r = call i32 @vprintf(ptr null, ptr null)
  store i32 %teams, ptr @out
  ret void
}

; Where the kernel names its architecture, no more teams per SM than an SM
; holds: its blocks (32 on sm_80 and sm_90), and from sm_90 its named
; barriers (64 on sm_90, 32 on sm_120) shared out among those a team
; reserves: ptxas reserves ids 0 to the highest used, all 16 where it cannot
; see the id. LLVM's generic entry, kept in an SPMD kernel beside a generic
; one, waits at barrier 8: 9 reserved, 7 teams.
; CHECK-LABEL: define void @barrier_8(
; CHECK:         %ompred.teams.per.sm = call i32 @llvm.umax.i32(i32 {{%.*}}, i32 1)
; CHECK-NEXT:    %ompred.teams.per.sm.held = call i32 @llvm.umin.i32(i32 %ompred.teams.per.sm, i32 7)
; CHECK-NEXT:    %ompred.resident = mul nuw i32 %ompred.sms, %ompred.teams.per.sm.held
define void @barrier_8(ptr %a, i32 %n) #0 {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.sync(i32 8)
  ret void
}

; Before sm_90 barriers do not bound the teams per SM, blocks do.
; CHECK-LABEL: define void @barrier_8_sm80(
; CHECK:         %ompred.teams.per.sm.held = call i32 @llvm.umin.i32(i32 %ompred.teams.per.sm, i32 32)
define void @barrier_8_sm80(ptr %a, i32 %n) #1 {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  call void @llvm.nvvm.barrier.sync(i32 8)
  ret void
}

; An id not known at compile time: all 16 reserved, 4 teams.
; CHECK-LABEL: define void @barrier_unknown(
; CHECK:         %ompred.teams.per.sm.held = call i32 @llvm.umin.i32(i32 %ompred.teams.per.sm, i32 4)
define void @barrier_unknown(ptr %a, i32 %n, i32 %id) #0 {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  call void @llvm.nvvm.barrier.sync(i32 %id)
  ret void
}

; A barrier in a function the kernel calls counts; sm_120: 32 / 9 = 3.
; CHECK-LABEL: define void @barrier_in_callee_sm120(
; CHECK:         %ompred.teams.per.sm.held = call i32 @llvm.umin.i32(i32 %ompred.teams.per.sm, i32 3)
define void @barrier_in_callee_sm120(ptr %a, i32 %n) #2 {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  call void @waits_at_barrier_8()
  ret void
}

define internal void @waits_at_barrier_8() noinline {
  call void @llvm.nvvm.barrier.sync.cnt(i32 8, i32 128)
  ret void
}

; Inline assembly with a barrier: ptxas cannot be second-guessed, all 16.
; CHECK-LABEL: define void @barrier_by_asm(
; CHECK:         %ompred.teams.per.sm.held = call i32 @llvm.umin.i32(i32 %ompred.teams.per.sm, i32 4)
define void @barrier_by_asm(ptr %a, i32 %n) #0 {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  call void asm sideeffect "bar.sync 3;", ""()
  ret void
}

; A fence, whose text holds "bar." (membar), reserves no barrier: only the
; blocks bound the teams. Without an architecture (@merged) nothing does.
; CHECK-LABEL: define void @fence_only(
; CHECK:         %ompred.teams.per.sm.held = call i32 @llvm.umin.i32(i32 %ompred.teams.per.sm, i32 32)
define void @fence_only(ptr %a, i32 %n) #0 {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  call void asm sideeffect "membar.gl;", ""()
  ret void
}

; Teams fit only if their registers do: every SPMD teams-reduction kernel
; without a num_teams clause gets at most 65536 / 1024 = 64 registers per
; thread (.maxnreg), 65536 / 1280 = 51, allocated in multiples of 8: 48, for
; the large count (@merged, @stencil_like), unless it has a cap of its own,
; decided before the merge and so also for kernels the rewrite then leaves
; (@unmerged, @calls_reader); kernels with a clause, in generic mode or
; without a teams reduction get none.
; REGS19-DAG: !{ptr @merged, !"maxnreg", i32 48}
; REGS19-DAG: !{ptr @barrier_8, !"maxnreg", i32 64}
; REGS19-DAG: !{ptr @unmerged, !"maxnreg", i32 64}
; REGS19-DAG: !{ptr @calls_reader, !"maxnreg", i32 64}
; REGS19-DAG: !{ptr @own_register_cap, !"maxnreg", i32 40}
; REGS19-NOT: !{ptr @own_register_cap, !"maxnreg", i32 64}
; REGS19-NOT: !{ptr @num_teams, !"maxnreg"
; REGS19-NOT: !{ptr @num_teams_runtime, !"maxnreg"
; REGS19-NOT: !{ptr @generic, !"maxnreg"
; REGS19-NOT: !{ptr @no_reduction, !"maxnreg"
; REGS19-PERSM-DAG: !{ptr @merged, !"maxnreg", i32 52}
; REGS19-SET-LABEL: define void @merged(
; REGS19-SET:         udiv i32 1536, %ompred.threads
; REGS19-SET-LABEL: define void @eight_doubles(
; REGS19-SET:         udiv i32 1536, %ompred.threads
; REGS19-SET-DAG: !{ptr @merged, !"maxnreg", i32 40}
; REGS19-SET-DAG: !{ptr @eight_doubles, !"maxnreg", i32 40}
; NOCAP-NOT: "maxnreg", i32 {{48|64}}}
define void @own_register_cap(ptr %a, i32 %n) #0 {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  ret void
}

; A reduction's private copies live in registers: its registers are
; estimated at 48 plus one per 2 bytes of reduction data, at least the 64
; that 1024 threads per SM leave each. 8 doubles (64 bytes): 80 registers,
; 65536 / 80 = 819 threads per SM; a 64-double array section (512 bytes):
; all 255 (no cap), allocated as 256: 256 threads.
; A reduction of more than 8 bytes keeps one count.
; CHECK-LABEL: define void @eight_doubles(
; CHECK:         udiv i32 819, %ompred.threads
; CHECK-NOT:     ompred.large
; CHECK:         ret void
; REGS19-DAG: !{ptr @eight_doubles, !"maxnreg", i32 80}
; REGS19-DAG: !{ptr @stencil_like, !"maxnreg", i32 48}
; REGS19-DAG: !{ptr @dot_like, !"maxnreg", i32 64}
define void @eight_doubles(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  ret void
}

; CHECK-LABEL: define void @array_section(
; CHECK:         udiv i32 256, %ompred.threads
; REGS19-NOT: !{ptr @array_section, !"maxnreg"
define void @array_section(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  ret void
}

; A kernel that keeps its state in ompred's pool (OwnedLaunchState.cpp):
; 4096 records for the large count, clang's 1024 for the other. Its trip
; count is a product of arguments, computed again in the entry without the
; flags that make an overflow poison.
; CHECK-LABEL: define void @owned_records(
; CHECK:         %ompred.resident.records = call i32 @llvm.umin.i32(i32 %ompred.resident, i32 1024)
; CHECK:         %trip.entry = mul i32 %rows, %cols
; CHECK-NEXT:    %ompred.trip = sext i32 %trip.entry to i64
; CHECK:         %ompred.large.resident.records = call i32 @llvm.umin.i32(i32 %ompred.large.resident, i32 4096)
; CHECK:       ompred.resident.team:
; CHECK-NEXT:    %trip = mul nsw i32 %rows, %cols
define void @owned_records(ptr %a, i32 %rows, i32 %cols) #3 {
entry:
  %trip = mul nsw i32 %rows, %cols
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %trip), !ompred.merged.stride !0
  store i32 %s, ptr @out
  ret void
}

; A bound the kernel loads, or two argument expressions in the bound: one
; count.
; CHECK-LABEL: define void @trip_loaded(
; CHECK-NOT:     ompred.large
; CHECK:         ret void
define void @trip_loaded(ptr %a, ptr %bound) #4 {
entry:
  %n = load i32, ptr %bound
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  ret void
}
; CHECK-LABEL: define void @trip_two_parts(
; CHECK-NOT:     ompred.large
; CHECK:         ret void
define void @trip_two_parts(ptr %a, i32 %n, i32 %m) #4 {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %grid = mul i32 %teams, %m
  %s = call i32 @llvm.umin.i32(i32 %grid, i32 %n), !ompred.merged.stride !0
  store i32 %s, ptr @out
  ret void
}

; What the register-cap pass reads: clang's worksharing loop (a function
; the kernel calls, with __kmpc_for_static_init_4) that stores to memory
; other than its own locals; one that only accumulates into a local does not
; count. (The runtime's init, only declared here, keeps both kernels from
; the rewrite itself; their caps are the point.)
; REMARK-DAG: remark: <unknown>:0:0: kernel stencil_like left with libomptarget's team count: a function it calls may read the team count
; REMARK-DAG: remark: <unknown>:0:0: kernel dot_like left with libomptarget's team count: a function it calls may read the team count
define void @stencil_like(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  call void @stencil_loop(ptr %a, i32 %s)
  store i32 %teams, ptr @out
  ret void
}
define internal void @stencil_loop(ptr %a, i32 %n) {
entry:
  %lb = alloca i32
  %sum = alloca double
  call void @__kmpc_for_static_init_4(ptr null, i32 0, i32 33, ptr null, ptr %lb, ptr null, ptr null, i32 1, i32 1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %slot = getelementptr double, ptr %a, i32 %i
  store double 1.0, ptr %slot
  store double 2.0, ptr %sum
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
define void @dot_like(ptr %a, i32 %n) {
entry:
  %teams = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s = call i32 @llvm.umin.i32(i32 %teams, i32 %n), !ompred.merged.stride !0
  call void @dot_loop(ptr %a, i32 %s)
  store i32 %teams, ptr @out
  ret void
}
define internal void @dot_loop(ptr %a, i32 %n) {
entry:
  %lb = alloca i32
  %sum = alloca double
  call void @__kmpc_for_static_init_4(ptr null, i32 0, i32 33, ptr null, ptr %lb, ptr null, ptr null, i32 1, i32 1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %slot = getelementptr double, ptr %a, i32 %i
  %x = load double, ptr %slot
  store double %x, ptr %sum
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32)

; REMARK-DAG: remark: <unknown>:0:0: kernel barrier_8 runs with at most 1024 threads' worth of teams per SM and at most 7 teams per SM (the blocks and named barriers an SM holds), 64 registers per thread at most (no num_teams clause)

; REMARK-DAG: remark: <unknown>:0:0: kernel merged runs with at most 1024 threads' worth of teams per SM (1280 where its loop gives each of those threads at least 6 iterations), 48 registers per thread at most (no num_teams clause)
; REMARK-DAG: remark: <unknown>:0:0: kernel few_records runs with at most 1024 threads' worth of teams per SM, 64 registers per thread at most (no num_teams clause)
; REMARK-DAG: remark: <unknown>:0:0: kernel calls_printf runs with at most 1024 threads' worth of teams per SM, 64 registers per thread at most (no num_teams clause)
; REMARK-DAG: remark: <unknown>:0:0: kernel owned_records runs with at most 1024 threads' worth of teams per SM (1280 where its loop gives each of those threads at least 6 iterations), 48 registers per thread at most (no num_teams clause)
; REMARK-DAG: remark: <unknown>:0:0: kernel trip_loaded runs with at most 1024 threads' worth of teams per SM, 48 registers per thread at most (no num_teams clause)
; REMARK-DAG: remark: <unknown>:0:0: kernel trip_two_parts runs with at most 1024 threads' worth of teams per SM, 48 registers per thread at most (no num_teams clause)
; REMARK-DAG: remark: <unknown>:0:0: kernel num_teams left with libomptarget's team count: it has a num_teams clause
; REMARK-DAG: remark: <unknown>:0:0: kernel num_teams_runtime left with libomptarget's team count: it has a num_teams clause
; REMARK-DAG: remark: <unknown>:0:0: kernel calls_reader left with libomptarget's team count: a function it calls may read the team count
; REMARK-DAG: remark: <unknown>:0:0: kernel calls_external left with libomptarget's team count: a function it calls may read the team count
; REMARK-DAG: remark: <unknown>:0:0: kernel calls_pointer left with libomptarget's team count: a function it calls may read the team count
; REMARK-DAG: remark: <unknown>:0:0: kernel reads_by_asm left with libomptarget's team count: its inline assembly reads the team count
; REMARK-NOT: kernel generic
; REMARK-NOT: kernel no_reduction
; REMARK-NOT: kernel unmerged

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.umin.i32(i32, i32)
declare void @defined_elsewhere()
declare i32 @vprintf(ptr, ptr)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)

attributes #0 = { "target-cpu"="sm_90" }
attributes #1 = { "target-cpu"="sm_80" }
attributes #2 = { "target-cpu"="sm_120" }
attributes #3 = { "ompred-owned-record-bytes"="8" "ompred-owned-records"="4096" "ompred-owned-default-records"="1024" "ompred-resident-large" }
attributes #4 = { "ompred-resident-large" }

!nvvm.annotations = !{!1}
!1 = !{ptr @own_register_cap, !"maxnreg", i32 40}

!0 = !{}
