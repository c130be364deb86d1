; The team state a barrier publishes (plugin/TeamStateFold.cpp): in an SPMD
; kernel a load of a field of LLVM's team state (ompx::state::TeamState, one
; internal team-shared scalar per field) becomes the value thread 0 stored,
; where every store to it is in a block only thread 0 enters (a branch on
; %tid.x == 0 or != 0), an aligned barrier comes after the last
; store on every path to the load, no path from that barrier reaches a store
; before the next barrier, thread 0 stored the same value on every path to
; the barrier, and that value is the same in every thread (a constant, an
; argument, the block size) and dominates the load. A scalar left without
; loads loses its stores. The checks are written by hand; each alternation
; also matches LLVM 22's spelling of the barrier (the clang-22 flavour,
; llvm22/passes/team-state-fold.test).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-fold-team-state -S %s | %FileCheck %s
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-fold-team-state \
; RUN:   -ompred-fold-team-state=false -S %s | not %FileCheck %s
; The count of folded loads and removed stores: statistics.test.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }

; Folded everywhere: its stores go.
@_ZN4ompx5state9TeamStateE_size = internal addrspace(3) global i32 undef, align 4
; Written by every thread in @unguarded: kept there; folded in @chunks_kept.
@_ZN4ompx5state9TeamStateE_level = internal addrspace(3) global i32 undef, align 4
; Loaded by a function that is not a kernel: never folded.
@_ZN4ompx5state9TeamStateE_shared_helper = internal addrspace(3) global i32 undef, align 4
; Loaded by a generic-mode kernel: never folded.
@_ZN4ompx5state9TeamStateE_generic_state = internal addrspace(3) global i32 undef, align 4
; Published like the team state, but not LLVM's team state (the runtime's
; execution mode flag, user data): never folded.
@mode = internal addrspace(3) global i32 undef, align 4
; One global per case that must not fold.
@_ZN4ompx5state9TeamStateE_racy_state = internal addrspace(3) global i32 undef, align 4
@_ZN4ompx5state9TeamStateE_late_state = internal addrspace(3) global i32 undef, align 4
@_ZN4ompx5state9TeamStateE_paths_state = internal addrspace(3) global i32 undef, align 4
@_ZN4ompx5state9TeamStateE_own_state = internal addrspace(3) global i32 undef, align 4
@_ZN4ompx5state9TeamStateE_arg_state = internal addrspace(3) global i32 undef, align 4
@_ZN4ompx5state9TeamStateE_unpublished_state = internal addrspace(3) global i32 undef, align 4

@chunks_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@unguarded_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@chunks_kept_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@racy_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@late_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@paths_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@own_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@arg_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@unpublished_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@helper_caller_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@other_state_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@generic_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }

; The globals are named as SROA names the fields of LLVM's
; ompx::state::TeamState, the only team-shared scalars the pass folds.
;
; The runtime's parallel region per chunk, as inlined: thread 0 sets the
; team size to 0 ("the whole block"), a barrier, every thread reads it for
; its stride, the body, a barrier, thread 0 restores 1. The load reads 0;
; @_ZN4ompx5state9TeamStateE_size has no load left, and its stores go.
; CHECK-LABEL: define void @chunks(
; CHECK-NOT:     @_ZN4ompx5state9TeamStateE_size
; CHECK:       body:
; CHECK-NEXT:    %full = icmp eq i32 0, 0
; CHECK-NOT:     @_ZN4ompx5state9TeamStateE_size
; CHECK:         ret void
define void @chunks(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %init, label %start

init:
  store i32 1, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_size
  br label %start

start:
  call void @llvm.nvvm.barrier0()
  br label %header

header:
  %i = phi i32 [ 0, %start ], [ %next, %restored ]
  br i1 %zero, label %set, label %published

set:
  store i32 0, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_size
  br label %published

published:
  call void @llvm.nvvm.barrier0()
  br label %body

body:
  %s = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_size
  %full = icmp eq i32 %s, 0
  %stride = select i1 %full, i32 %ntid, i32 %s
  %idx = add i32 %i, %tid
  %at = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %idx
  store i32 %stride, ptr addrspace(1) %at
  call void @llvm.nvvm.barrier0()
  br i1 %zero, label %restore, label %restored

restore:
  store i32 1, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_size
  br label %restored

restored:
  call void @llvm.nvvm.barrier0()
  %next = add i32 %i, 128
  %more = icmp ult i32 %next, %n
  br i1 %more, label %header, label %exit

exit:
  ret void
}

; Every thread stores @_ZN4ompx5state9TeamStateE_level: its load stays here, and @_ZN4ompx5state9TeamStateE_level keeps its
; stores everywhere, also in @chunks_kept, whose load (behind an `!= 0`
; guard) folds.
; CHECK-LABEL: define void @unguarded(
; CHECK:         store i32 1, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_level
; CHECK:         %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_level
define void @unguarded(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_level
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_level
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: define void @chunks_kept(
; CHECK:       other:
; CHECK-NEXT:    store i32 2, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_level
; CHECK:       use:
; CHECK-NEXT:    store i32 2, ptr addrspace(1) %p
define void @chunks_kept(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nonzero = icmp ne i32 %tid, 0
  br i1 %nonzero, label %join, label %other

other:
  store i32 2, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_level
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  br label %use

use:
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_level
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; No barrier between thread 0's store and the load: kept.
; CHECK-LABEL: define void @racy(
; CHECK:         %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_racy_state
define void @racy(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %set, label %join

set:
  store i32 3, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_racy_state
  br label %join

join:
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_racy_state
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; Thread 0 stores again after the barrier, before the next one, while the
; other threads may still load: kept.
; CHECK-LABEL: define void @late(
; CHECK:         %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_late_state
define void @late(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %set, label %join

set:
  store i32 4, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_late_state
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_late_state
  br i1 %zero, label %reset, label %done

reset:
  store i32 5, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_late_state
  br label %done

done:
  call void @llvm.nvvm.barrier0()
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; Thread 0 stores 6 or 7 by a uniform condition: not one value, kept.
; CHECK-LABEL: define void @paths(
; CHECK:         %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_paths_state
define void @paths(ptr addrspace(1) %p, i1 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %zero = icmp eq i32 %tid, 0
  br i1 %c, label %a, label %b

a:
  br i1 %zero, label %seta, label %join

seta:
  store i32 6, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_paths_state
  br label %join

b:
  br i1 %zero, label %setb, label %join

setb:
  store i32 7, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_paths_state
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_paths_state
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; Thread 0 stores a value of its own (its lane mask bit count, a per-thread
; value): kept.
; CHECK-LABEL: define void @own(
; CHECK:         %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_own_state
define void @own(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %set, label %join

set:
  store i32 %lane, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_own_state
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_own_state
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; A kernel argument combined with the block size is the same in every thread:
; folded to it.
; CHECK-LABEL: define void @arg(
; CHECK:       join:
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    store i32 %m, ptr addrspace(1) %p
define void @arg(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %n, %ntid
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %set, label %join

set:
  store i32 %m, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_arg_state
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_arg_state
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; Thread 0 never stored before the barrier on one path: kept.
; CHECK-LABEL: define void @unpublished(
; CHECK:         %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_unpublished_state
define void @unpublished(ptr addrspace(1) %p, i1 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %maybe, label %join

maybe:
  br i1 %c, label %set, label %join

set:
  store i32 8, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_unpublished_state
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_unpublished_state
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: define void @other_state(
; CHECK:         %v = load i32, ptr addrspace(3) @mode
define void @other_state(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %set, label %join

set:
  store i32 1, ptr addrspace(3) @mode
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @mode
  store i32 %v, ptr addrspace(1) %p
  ret void
}

; A function that is not a kernel reads @_ZN4ompx5state9TeamStateE_shared_helper, a generic kernel
; @_ZN4ompx5state9TeamStateE_generic_state: neither is folded in the SPMD kernel that publishes them.
; CHECK-LABEL: define void @helper_caller(
; CHECK:         %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_shared_helper
; CHECK:         %w = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_generic_state
define void @helper_caller(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %zero = icmp eq i32 %tid, 0
  br i1 %zero, label %set, label %join

set:
  store i32 9, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_shared_helper
  store i32 10, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_generic_state
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_shared_helper
  %w = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_generic_state
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %p
  ret void
}

define i32 @helper() {
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_shared_helper
  ret i32 %v
}

define void @generic(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(3) @_ZN4ompx5state9TeamStateE_generic_state
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.barrier0()
