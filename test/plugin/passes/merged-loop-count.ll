; The merged loops' iteration count (plugin/MergedLoopCount.cpp): a loop
; that steps by the merge's stride bound (the umin marked
; !ompred.merged.stride) with an `add nuw`, leaves when i + stride >u ub and
; writes no memory gets a counter k, leaves when k reaches
; usub.sat(ub, plb) / umax(stride, 1) (0 without dividing where the span is
; below the stride: one iteration), and asks to be unrolled 4 times;
; scalar evolution can then count it (the unroller's condition). Loops of
; any other shape, and loops that store, are left as they are.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merged-loop-count -S %s | %FileCheck %s
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merged-loop-count \
; RUN:   -ompred-merged-loop-count=false -S %s | not %FileCheck %s
; Counted afterwards, and only the merged loops:
; RUN: %opt -load-pass-plugin=%plugin -passes='ompred-merged-loop-count,print<scalar-evolution>' \
; RUN:   -disable-output %s 2>&1 | %FileCheck %s --check-prefix=SCEV
; RUN: %opt -passes='print<scalar-evolution>' -disable-output %s 2>&1 \
; RUN:   | %FileCheck %s --check-prefix=SCEV-BEFORE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; The shape clang's inner loop takes after the merge, rotation and InstCombine:
; exit on true when i + stride >u ub.
define double @exit_on_ugt(ptr %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  %none = icmp ugt i64 %plb, %ub
  br i1 %none, label %exit, label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %v = load double, ptr %p
  %acc.next = fadd double %acc, %v
  %next = add nuw nsw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  %r = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  ret double %r
}

; Continue on true while i + stride <=u ub, ub on the left; a 32-bit loop
; whose bound clears the sign bit (signed loops).
define float @continue_on_uge_i32(ptr %a, i32 %plb, i32 %ub, i32 %pstride) {
entry:
  %span = sub i32 %ub, %plb
  %left = add i32 %span, 1
  %min = call i32 @llvm.umin.i32(i32 %pstride, i32 %left), !ompred.merged.stride !0
  %s = and i32 %min, 2147483647
  br label %loop

loop:
  %i = phi i32 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds float, ptr %a, i32 %i
  %v = load float, ptr %p
  %acc.next = fadd float %acc, %v
  %next = add nuw i32 %i, %s
  %more = icmp uge i32 %ub, %next
  br i1 %more, label %loop, label %exit

exit:
  ret float %acc.next
}

; Left alone: a stride bound without the merge's mark.
define double @unmarked(ptr %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left)
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %v = load double, ptr %p
  %acc.next = fadd double %acc, %v
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; Left alone: an increment that may wrap (its i_k is not plb + k * stride).
define double @may_wrap(ptr %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %v = load double, ptr %p
  %acc.next = fadd double %acc, %v
  %next = add i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; Left alone: a signed test, and a loop with a second exit.
define double @signed_test(ptr %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %v = load double, ptr %p
  %acc.next = fadd double %acc, %v
  %next = add nuw i64 %i, %s
  %done = icmp sgt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

define void @second_exit(ptr %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %latch ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %v = load double, ptr %p
  %neg = fcmp olt double %v, 0.0
  br i1 %neg, label %exit, label %latch

latch:
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; Left alone: a loop that stores (a streaming loop).
define void @writes(ptr %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  store double 1.0, ptr %p
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

declare i64 @llvm.umin.i64(i64, i64)
declare i32 @llvm.umin.i32(i32, i32)

!0 = !{}

; CHECK-LABEL: define double @exit_on_ugt(
; CHECK:         %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride
; CHECK:         [[SPAN:%.*]] = call i64 @llvm.usub.sat.i64(i64 %ub, i64 %plb)
; CHECK-NEXT:    [[STEP:%.*]] = call i64 @llvm.umax.i64(i64 %s, i64 1)
; CHECK-NEXT:    [[SEVERAL:%.*]] = icmp uge i64 [[SPAN]], [[STEP]]
; CHECK-NEXT:    br i1 [[SEVERAL]], label %ompred.divide, label %ompred.counted
; CHECK:       ompred.divide:
; CHECK-NEXT:    [[TRIPS:%.*]] = udiv i64 [[SPAN]], [[STEP]]
; CHECK-NEXT:    br label %ompred.counted
; CHECK:       ompred.counted:
; CHECK-NEXT:    [[LAST:%.*]] = phi i64 [ [[TRIPS]], %ompred.divide ], [ 0, %entry ]
; CHECK-NEXT:    br i1 %none, label %exit, label %loop
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i64 [ %plb, %ompred.counted ], [ %next, %loop ]
; CHECK-NEXT:    %acc = phi double
; CHECK-NEXT:    [[K:%.*]] = phi i64 [ 0, %ompred.counted ], [ [[KNEXT:%.*]], %loop ]
; CHECK:         %next = add nuw nsw i64 %i, %s
; CHECK-NEXT:    [[KNEXT]] = add nuw i64 [[K]], 1
; CHECK-NEXT:    [[DONE:%.*]] = icmp uge i64 [[K]], [[LAST]]
; CHECK-NEXT:    br i1 [[DONE]], label %exit, label %loop, !llvm.loop [[LOOP1:![0-9]+]]
;
; CHECK-LABEL: define float @continue_on_uge_i32(
; CHECK:         [[SPAN:%.*]] = call i32 @llvm.usub.sat.i32(i32 %ub, i32 %plb)
; CHECK-NEXT:    [[STEP:%.*]] = call i32 @llvm.umax.i32(i32 %s, i32 1)
; CHECK-NEXT:    [[SEVERAL:%.*]] = icmp uge i32 [[SPAN]], [[STEP]]
; CHECK-NEXT:    br i1 [[SEVERAL]], label %ompred.divide, label %ompred.counted
; CHECK:       ompred.divide:
; CHECK-NEXT:    [[TRIPS:%.*]] = udiv i32 [[SPAN]], [[STEP]]
; CHECK:       ompred.counted:
; CHECK-NEXT:    [[LAST:%.*]] = phi i32 [ [[TRIPS]], %ompred.divide ], [ 0, %entry ]
; CHECK:         [[K:%.*]] = phi i32 [ 0, %ompred.counted ], [ [[KNEXT:%.*]], %loop ]
; CHECK:         [[KNEXT]] = add nuw i32 [[K]], 1
; CHECK-NEXT:    [[MORE:%.*]] = icmp ult i32 [[K]], [[LAST]]
; CHECK-NEXT:    br i1 [[MORE]], label %loop, label %exit, !llvm.loop [[LOOP2:![0-9]+]]
;
; CHECK-LABEL: define double @unmarked(
; CHECK-NOT:     ompred
; CHECK:         %done = icmp ugt i64 %next, %ub
; CHECK-LABEL: define double @may_wrap(
; CHECK-NOT:     usub.sat
; CHECK:         %done = icmp ugt i64 %next, %ub
; CHECK-LABEL: define double @signed_test(
; CHECK-NOT:     usub.sat
; CHECK:         %done = icmp sgt i64 %next, %ub
; CHECK-LABEL: define void @second_exit(
; CHECK-NOT:     usub.sat
; CHECK:         %done = icmp ugt i64 %next, %ub
; CHECK-LABEL: define void @writes(
; CHECK-NOT:     usub.sat
; CHECK:         %done = icmp ugt i64 %next, %ub
; CHECK-NOT:     llvm.loop
; CHECK:       [[LOOP1]] = distinct !{[[LOOP1]], [[COUNT:![0-9]+]]}
; CHECK:       [[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK:       [[LOOP2]] = distinct !{[[LOOP2]], [[COUNT]]}

; SCEV-LABEL: Determining loop execution counts for: @exit_on_ugt
; SCEV-NEXT:  Loop %loop: backedge-taken count is %ompred.trip.last
; SCEV-LABEL: Determining loop execution counts for: @continue_on_uge_i32
; SCEV-NEXT:  Loop %loop: backedge-taken count is %ompred.trip.last
; SCEV-LABEL: Determining loop execution counts for: @unmarked
; SCEV-NEXT:  Loop %loop: Unpredictable backedge-taken count.
; SCEV-LABEL: Determining loop execution counts for: @may_wrap
; SCEV-NEXT:  Loop %loop: Unpredictable backedge-taken count.
; SCEV-LABEL: Determining loop execution counts for: @signed_test
; SCEV-NEXT:  Loop %loop: Unpredictable backedge-taken count.
; SCEV-LABEL: Determining loop execution counts for: @second_exit
; SCEV-NEXT:  Loop %loop: <multiple exits> Unpredictable backedge-taken count.
; SCEV-LABEL: Determining loop execution counts for: @writes
; SCEV-NEXT:  Loop %loop: Unpredictable backedge-taken count.

; Without the pass no loop here can be counted:
; SCEV-BEFORE-COUNT-7: Unpredictable backedge-taken count.
; SCEV-BEFORE-NOT:     backedge-taken count is
