; Redundant block barriers (plugin/RedundantBarriers.cpp): in an SPMD kernel
; an aligned barrier of the whole block (llvm.nvvm.barrier0) goes when, on
; every path to it, nothing since the kernel's start or the last such barrier
; (bar.red ones included) accessed memory another thread may access. Accesses
; are stores and loads other than to the thread's stack (allocas, local
; memory) or, for loads, from constant memory; calls, fences, atomics and
; volatile accesses; a non-aligned barrier; not the early copy of a teams
; reduction's original list item. The device runtime's assumptions
; about a value loaded from team-shared memory and used for nothing else are
; dropped first. Generic-mode kernels and functions that are not kernels keep
; every barrier. The checks are written by hand; each alternation also
; matches LLVM 22's spelling of the barrier, for the clang-22 flavour
; (llvm22/passes/redundant-barriers.test).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-redundant-barriers -S %s | %FileCheck %s
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-redundant-barriers \
; RUN:   -ompred-redundant-barriers=false -S %s | not %FileCheck %s
; The count of removed barriers: statistics.test.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }

@state = internal addrspace(3) global i32 undef, align 4
@table = internal addrspace(4) constant [2 x i32] [i32 1, i32 2], align 4
@__ompred_original_copy_word = internal addrspace(3) global i64 undef, align 8
@other_word = internal addrspace(3) global i64 undef, align 8

@row_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@accesses_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@private_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@chunks_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@dirty_latch_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@diamond_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@assumed_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@spmdized_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@early_copy_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }
@generic_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr null, ptr null }

; Three in a row, twice: the first three follow the kernel's start and go,
; the store keeps one of the other three.
; CHECK-LABEL: define void @row(
; CHECK-NEXT:    store i32 1, ptr addrspace(1) %p
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    %v = load i32, ptr addrspace(1) %p
; CHECK-NEXT:    ret void
define void @row(ptr addrspace(1) %p) {
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(1) %p
  ret void
}

; Each access between two barriers keeps the second: a global load, a
; team-shared load, a call, a fence, an atomic, a volatile load from the
; stack, a non-aligned barrier; a bar.red barrier stays and makes the next
; plain one redundant.
; CHECK-LABEL: define void @accesses(
; CHECK:         store i32 1, ptr addrspace(1) %p
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    %a = load i32, ptr addrspace(1) %p
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    %b = load i32, ptr addrspace(3) @state
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    call void @unknown()
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    fence syncscope("block") acq_rel
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    %c = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    %d = load volatile i32, ptr %slot
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{\.sync|\.cta\.sync\.all}}(i32 0)
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK:         @llvm.nvvm.barrier{{0\.or|\.cta\.red\.or\.aligned\.all}}(
; CHECK-NOT:     @llvm.nvvm.barrier
; CHECK:         ret void
define void @accesses(ptr addrspace(1) %p, i1 %c1) {
  %slot = alloca i32, align 4
  store i32 1, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  %a = load i32, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  %b = load i32, ptr addrspace(3) @state
  call void @llvm.nvvm.barrier0()
  call void @unknown()
  call void @llvm.nvvm.barrier0()
  fence syncscope("block") acq_rel
  call void @llvm.nvvm.barrier0()
  %c = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  call void @llvm.nvvm.barrier0()
  %d = load volatile i32, ptr %slot
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.sync(i32 0)
  call void @llvm.nvvm.barrier0()
  %e = call i32 @llvm.nvvm.barrier0.or(i32 0)
  call void @llvm.nvvm.barrier0()
  ret void
}

; The thread's own stack and constant memory order nothing: a store and a
; load through an alloca, a load from constant memory, lifetime markers and
; arithmetic leave the second barrier redundant.
; CHECK-LABEL: define void @private(
; CHECK:         store i32 2, ptr addrspace(1) %p
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NOT:     @llvm.nvvm.barrier
; CHECK:         ret void
define void @private(ptr addrspace(1) %p, i32 %i) {
  %slot = alloca [4 x i32], align 4
  store i32 2, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 16, ptr %slot)
  %at = getelementptr inbounds [4 x i32], ptr %slot, i32 0, i32 %i
  store i32 %i, ptr %at
  %x = load i32, ptr %slot
  %k = getelementptr inbounds [2 x i32], ptr addrspace(4) @table, i32 0, i32 %x
  %y = load i32, ptr addrspace(4) %k
  %z = add i32 %x, %y
  call void @llvm.lifetime.end.p0(i64 16, ptr %slot)
  call void @llvm.nvvm.barrier0()
  store i32 %z, ptr addrspace(1) %p
  ret void
}

; A chunk loop as the runtime's inlined parallel region leaves it: barriers
; before the chunk (reached from the kernel's start and from the previous
; chunk's last barrier, no access between) and after it. One per chunk stays.
; CHECK-LABEL: define void @chunks(
; CHECK:       header:
; CHECK-NOT:     @llvm.nvvm.barrier
; CHECK:       latch:
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    %next = add
; CHECK-NOT:     @llvm.nvvm.barrier
; CHECK:         ret void
define void @chunks(ptr addrspace(1) %p, i32 %n) {
entry:
  call void @llvm.nvvm.barrier0()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %idx = add i32 %i, %tid
  %at = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %idx
  store i32 %i, ptr addrspace(1) %at
  br label %latch

latch:
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  %next = add i32 %i, 128
  %more = icmp ult i32 %next, %n
  br i1 %more, label %header, label %exit

exit:
  ret void
}

; The header's barrier follows a store on the back edge: it stays.
; CHECK-LABEL: define void @dirty_latch(
; CHECK:       header:
; CHECK-NEXT:    %i = phi
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
define void @dirty_latch(ptr addrspace(1) %p, i32 %n) {
entry:
  store i32 0, ptr addrspace(1) %p
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %next, %header ]
  call void @llvm.nvvm.barrier0()
  %at = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 %i, ptr addrspace(1) %at
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, %n
  br i1 %more, label %header, label %exit

exit:
  ret void
}

; A barrier after a branch stays if one side accessed memory (%join) and goes
; if neither did (%join2).
; CHECK-LABEL: define void @diamond(
; CHECK:       join:
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK:       join2:
; CHECK-NEXT:    ret void
define void @diamond(ptr addrspace(1) %p, i1 %c) {
entry:
  call void @llvm.nvvm.barrier0()
  br i1 %c, label %writes, label %join

writes:
  store i32 1, ptr addrspace(1) %p
  br label %join

join:
  call void @llvm.nvvm.barrier0()
  br i1 %c, label %quiet, label %join2

quiet:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %join2

join2:
  call void @llvm.nvvm.barrier0()
  ret void
}

; The runtime's assertion of its team state between two barriers: the
; assumption and its load go, and the second barrier with them. A loaded
; value with another use keeps its load and the barrier.
; CHECK-LABEL: define void @assumed(
; CHECK-NEXT:    store i32 1, ptr addrspace(3) @state
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    store i32 2, ptr addrspace(1) %p
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    %u = load i32, ptr addrspace(3) @state
; CHECK-NEXT:    %ueq = icmp eq i32 %u, 1
; CHECK-NEXT:    call void @llvm.assume(i1 %ueq)
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    store i32 %u, ptr addrspace(1) %p
; CHECK-NEXT:    ret void
define void @assumed(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(3) @state
  call void @llvm.nvvm.barrier0()
  %s = load i32, ptr addrspace(3) @state
  %seq = icmp eq i32 %s, 1
  call void @llvm.assume(i1 %seq)
  call void @llvm.nvvm.barrier0()
  store i32 2, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  %u = load i32, ptr addrspace(3) @state
  %ueq = icmp eq i32 %u, 1
  call void @llvm.assume(i1 %ueq)
  call void @llvm.nvvm.barrier0()
  store i32 %u, ptr addrspace(1) %p
  ret void
}

; A kernel OpenMPOpt made SPMD (ExecMode 3) counts as SPMD.
; CHECK-LABEL: define void @spmdized(
; CHECK-NEXT:    store i32 1, ptr addrspace(1) %p
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    ret void
define void @spmdized(ptr addrspace(1) %p) {
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  ret void
}

; Generic mode, and a function without a kernel environment: untouched.
; CHECK-LABEL: define void @generic(
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    ret void
define void @generic() {
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  ret void
}

; The early copy of a teams reduction's original list item
; (EarlyOriginal.cpp: cp.async into @__ompred_original_copy_word, which only
; the copying thread reads, after its own wait) orders nothing: the barrier
; after it goes. A copy into another team-shared word keeps the next one.
; CHECK-LABEL: define void @early_copy(
; CHECK-NEXT:    call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) @__ompred_original_copy_word, ptr addrspace(1) %item)
; CHECK-NEXT:    call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) @other_word, ptr addrspace(1) %item)
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    ret void
define void @early_copy(ptr addrspace(1) %item) {
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) @__ompred_original_copy_word, ptr addrspace(1) %item)
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) @other_word, ptr addrspace(1) %item)
  call void @llvm.nvvm.barrier0()
  ret void
}

; CHECK-LABEL: define void @helper(
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    call void @llvm.nvvm.barrier{{0|\.cta\.sync\.aligned\.all}}(
; CHECK-NEXT:    ret void
define void @helper() {
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier0()
  ret void
}

declare void @unknown()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.barrier0.or(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
