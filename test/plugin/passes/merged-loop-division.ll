; The merged loops' collapsed index without a division in every iteration
; (plugin/MergedLoopDivision.cpp): in a merged loop that writes no memory,
; i / d and i % d by a loop-invariant d become a quotient and remainder that
; the preheader computes for plb (dividing by umax(d, 1)) and the latch steps
; by S / d and S % d with one carry; (i / d) * d becomes i - r. Signed
; divisions count where i's start and step and d are known non-negative and
; the increment is `nsw`. Left as they are: loops that store, a divisor
; that changes in the loop, signed divisions of unknown sign, an increment
; without a wrap flag, and loops whose step is not the merge's.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merged-loop-division -S %s | %FileCheck %s
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merged-loop-division \
; RUN:   -ompred-merged-loop-division=false -S %s | not %FileCheck %s
; Remarks for the loops stepped:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-merged-loop-division \
; RUN:   -pass-remarks=ompred -disable-output %s 2>%t.remarks
; RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.remarks
; REMARK-COUNT-2: remark: {{.*}}merged loop's index: {{[12]}} division(s) by a loop-invariant divisor replaced by a quotient and remainder that step with the index
; REMARK-NOT: remark

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; collapse(2)'s read-only loop as clang-19 leaves it at the vectorizer
; start: j = lb + i / d, k = lb + i - (i / d) * d.
define double @collapsed(ptr %a, i64 %plb, i64 %ub, i64 %pstride, i64 %d, i64 %lb, i64 %x) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %q = udiv i64 %i, %d
  %j = add i64 %q, %lb
  %qd = mul i64 %q, %d
  %ilb = add i64 %i, %lb
  %k = sub i64 %ilb, %qd
  %row = mul i64 %j, %x
  %idx = add i64 %k, %row
  %p = getelementptr inbounds double, ptr %a, i64 %idx
  %v = load double, ptr %p
  %acc.next = fadd double %acc, %v
  %next = add nuw nsw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; Two divisors (collapse(3)'s outer one and a urem by another), each its
; own quotient and remainder; signed 32-bit, the bound's sign bit cleared.
define i32 @two_divisors_signed(ptr %a, i32 %plbarg, i32 %ub, i32 %pstride, i32 %d1arg, i32 %d2arg) {
entry:
  %plb = and i32 %plbarg, 2147483647
  %d1 = and i32 %d1arg, 2147483647
  %d2 = lshr i32 %d2arg, 1
  %span = sub i32 %ub, %plb
  %left = add i32 %span, 1
  %min = call i32 @llvm.umin.i32(i32 %pstride, i32 %left), !ompred.merged.stride !0
  %s = and i32 %min, 2147483647
  br label %loop

loop:
  %i = phi i32 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %q1 = sdiv i32 %i, %d1
  %r2 = srem i32 %i, %d2
  %t = add i32 %q1, %r2
  %p = getelementptr inbounds i32, ptr %a, i32 %t
  %v = load i32, ptr %p
  %acc.next = add i32 %acc, %v
  %next = add nsw i32 %i, %s
  %more = icmp ule i32 %next, %ub
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %acc.next
}

; A loop that stores: left (its division stays).
define void @stores(ptr %a, i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %q = udiv i64 %i, %d
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %q, ptr %p
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; Left: a signed division where i's start may be negative, a divisor that
; the loop loads, and a division of another value than i.
define i64 @left_signed_varying(ptr %a, i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %min = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  %s = and i64 %min, 9223372036854775807
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %q = sdiv i64 %i, %d
  %dv = load i64, ptr %a
  %q2 = udiv i64 %i, %dv
  %i1 = add i64 %i, 1
  %q3 = udiv i64 %i1, %d
  %t = add i64 %q, %q2
  %t2 = add i64 %t, %q3
  %acc.next = add i64 %acc, %t2
  %next = add nsw i64 %i, %s
  %more = icmp ule i64 %next, %ub
  br i1 %more, label %loop, label %exit

exit:
  ret i64 %acc.next
}

; Left: an increment without a wrap flag, and a step that is not the
; merge's.
define i64 @left_no_wrap_flag(i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %q = udiv i64 %i, %d
  %acc.next = add i64 %acc, %q
  %next = add i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

define i64 @left_unmarked(i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left)
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %q = udiv i64 %i, %d
  %acc.next = add i64 %acc, %q
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

declare i64 @llvm.umin.i64(i64, i64)
declare i32 @llvm.umin.i32(i32, i32)

!0 = !{}

; CHECK lines below are generated by test/plugin/tools/update_plugin_test_checks.py; do not edit them.
; CHECK-LABEL: define double @collapsed(
; CHECK-SAME: ptr %a, i64 %plb, i64 %ub, i64 %pstride, i64 %d, i64 %lb, i64 %x) {
; CHECK: entry:
; CHECK-NEXT:   %span = sub i64 %ub, %plb
; CHECK-NEXT:   %left = add i64 %span, 1
; CHECK-NEXT:   %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
; CHECK-NEXT:   %ompred.divisor = call i64 @llvm.umax.i64(i64 %d, i64 1)
; CHECK-NEXT:   %ompred.q.start = udiv i64 %plb, %ompred.divisor
; CHECK-NEXT:   %[[TMP0:[0-9]+]] = mul i64 %ompred.q.start, %ompred.divisor
; CHECK-NEXT:   %ompred.r.start = sub i64 %plb, %[[TMP0]]
; CHECK-NEXT:   %ompred.q.step = udiv i64 %s, %ompred.divisor
; CHECK-NEXT:   %[[TMP1:[0-9]+]] = mul i64 %ompred.q.step, %ompred.divisor
; CHECK-NEXT:   %ompred.r.step = sub i64 %s, %[[TMP1]]
; CHECK-NEXT:   %ompred.r.room = sub i64 %ompred.divisor, %ompred.r.step
; CHECK-NEXT:   br label %loop
; CHECK: loop:
; CHECK-NEXT:   %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
; CHECK-NEXT:   %acc = phi double [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
; CHECK-NEXT:   %ompred.q = phi i64 [ %ompred.q.start, %entry ], [ %ompred.q.next, %loop ]
; CHECK-NEXT:   %ompred.r = phi i64 [ %ompred.r.start, %entry ], [ %ompred.r.next, %loop ]
; CHECK-NEXT:   %j = add i64 %ompred.q, %lb
; CHECK-NEXT:   %qd.ompred = sub i64 %i, %ompred.r
; CHECK-NEXT:   %ilb = add i64 %i, %lb
; CHECK-NEXT:   %k = sub i64 %ilb, %qd.ompred
; CHECK-NEXT:   %row = mul i64 %j, %x
; CHECK-NEXT:   %idx = add i64 %k, %row
; CHECK-NEXT:   %p = getelementptr inbounds double, ptr %a, i64 %idx
; CHECK-NEXT:   %v = load double, ptr %p, align 8
; CHECK-NEXT:   %acc.next = fadd double %acc, %v
; CHECK-NEXT:   %next = add nuw nsw i64 %i, %s
; CHECK-NEXT:   %ompred.carry = icmp uge i64 %ompred.r, %ompred.r.room
; CHECK-NEXT:   %[[TMP2:[0-9]+]] = sub i64 %ompred.r, %ompred.r.room
; CHECK-NEXT:   %[[TMP3:[0-9]+]] = add i64 %ompred.r, %ompred.r.step
; CHECK-NEXT:   %ompred.r.next = select i1 %ompred.carry, i64 %[[TMP2]], i64 %[[TMP3]]
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = add i64 %ompred.q, %ompred.q.step
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = zext i1 %ompred.carry to i64
; CHECK-NEXT:   %ompred.q.next = add i64 %[[TMP4]], %[[TMP5]]
; CHECK-NEXT:   %done = icmp ugt i64 %next, %ub
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:
; CHECK-NEXT:   ret double %acc.next
; CHECK-NEXT: }
; CHECK-LABEL: define i32 @two_divisors_signed(
; CHECK-SAME: ptr %a, i32 %plbarg, i32 %ub, i32 %pstride, i32 %d1arg, i32 %d2arg) {
; CHECK: entry:
; CHECK-NEXT:   %plb = and i32 %plbarg, 2147483647
; CHECK-NEXT:   %d1 = and i32 %d1arg, 2147483647
; CHECK-NEXT:   %d2 = lshr i32 %d2arg, 1
; CHECK-NEXT:   %span = sub i32 %ub, %plb
; CHECK-NEXT:   %left = add i32 %span, 1
; CHECK-NEXT:   %min = call i32 @llvm.umin.i32(i32 %pstride, i32 %left), !ompred.merged.stride !0
; CHECK-NEXT:   %s = and i32 %min, 2147483647
; CHECK-NEXT:   %ompred.divisor = call i32 @llvm.umax.i32(i32 %d2, i32 1)
; CHECK-NEXT:   %ompred.q.start = udiv i32 %plb, %ompred.divisor
; CHECK-NEXT:   %[[TMP0:[0-9]+]] = mul i32 %ompred.q.start, %ompred.divisor
; CHECK-NEXT:   %ompred.r.start = sub i32 %plb, %[[TMP0]]
; CHECK-NEXT:   %ompred.q.step = udiv i32 %s, %ompred.divisor
; CHECK-NEXT:   %[[TMP1:[0-9]+]] = mul i32 %ompred.q.step, %ompred.divisor
; CHECK-NEXT:   %ompred.r.step = sub i32 %s, %[[TMP1]]
; CHECK-NEXT:   %ompred.r.room = sub i32 %ompred.divisor, %ompred.r.step
; CHECK-NEXT:   %ompred.divisor1 = call i32 @llvm.umax.i32(i32 %d1, i32 1)
; CHECK-NEXT:   %ompred.q.start2 = udiv i32 %plb, %ompred.divisor1
; CHECK-NEXT:   %[[TMP2:[0-9]+]] = mul i32 %ompred.q.start2, %ompred.divisor1
; CHECK-NEXT:   %ompred.r.start3 = sub i32 %plb, %[[TMP2]]
; CHECK-NEXT:   %ompred.q.step4 = udiv i32 %s, %ompred.divisor1
; CHECK-NEXT:   %[[TMP3:[0-9]+]] = mul i32 %ompred.q.step4, %ompred.divisor1
; CHECK-NEXT:   %ompred.r.step5 = sub i32 %s, %[[TMP3]]
; CHECK-NEXT:   %ompred.r.room6 = sub i32 %ompred.divisor1, %ompred.r.step5
; CHECK-NEXT:   br label %loop
; CHECK: loop:
; CHECK-NEXT:   %i = phi i32 [ %plb, %entry ], [ %next, %loop ]
; CHECK-NEXT:   %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
; CHECK-NEXT:   %ompred.q = phi i32 [ %ompred.q.start, %entry ], [ %ompred.q.next, %loop ]
; CHECK-NEXT:   %ompred.r = phi i32 [ %ompred.r.start, %entry ], [ %ompred.r.next, %loop ]
; CHECK-NEXT:   %ompred.q7 = phi i32 [ %ompred.q.start2, %entry ], [ %ompred.q.next11, %loop ]
; CHECK-NEXT:   %ompred.r8 = phi i32 [ %ompred.r.start3, %entry ], [ %ompred.r.next10, %loop ]
; CHECK-NEXT:   %t = add i32 %ompred.q7, %ompred.r
; CHECK-NEXT:   %p = getelementptr inbounds i32, ptr %a, i32 %t
; CHECK-NEXT:   %v = load i32, ptr %p, align 4
; CHECK-NEXT:   %acc.next = add i32 %acc, %v
; CHECK-NEXT:   %next = add nsw i32 %i, %s
; CHECK-NEXT:   %ompred.carry9 = icmp uge i32 %ompred.r8, %ompred.r.room6
; CHECK-NEXT:   %[[TMP4:[0-9]+]] = sub i32 %ompred.r8, %ompred.r.room6
; CHECK-NEXT:   %[[TMP5:[0-9]+]] = add i32 %ompred.r8, %ompred.r.step5
; CHECK-NEXT:   %ompred.r.next10 = select i1 %ompred.carry9, i32 %[[TMP4]], i32 %[[TMP5]]
; CHECK-NEXT:   %[[TMP6:[0-9]+]] = add i32 %ompred.q7, %ompred.q.step4
; CHECK-NEXT:   %[[TMP7:[0-9]+]] = zext i1 %ompred.carry9 to i32
; CHECK-NEXT:   %ompred.q.next11 = add i32 %[[TMP6]], %[[TMP7]]
; CHECK-NEXT:   %ompred.carry = icmp uge i32 %ompred.r, %ompred.r.room
; CHECK-NEXT:   %[[TMP8:[0-9]+]] = sub i32 %ompred.r, %ompred.r.room
; CHECK-NEXT:   %[[TMP9:[0-9]+]] = add i32 %ompred.r, %ompred.r.step
; CHECK-NEXT:   %ompred.r.next = select i1 %ompred.carry, i32 %[[TMP8]], i32 %[[TMP9]]
; CHECK-NEXT:   %[[TMP10:[0-9]+]] = add i32 %ompred.q, %ompred.q.step
; CHECK-NEXT:   %[[TMP11:[0-9]+]] = zext i1 %ompred.carry to i32
; CHECK-NEXT:   %ompred.q.next = add i32 %[[TMP10]], %[[TMP11]]
; CHECK-NEXT:   %more = icmp ule i32 %next, %ub
; CHECK-NEXT:   br i1 %more, label %loop, label %exit
; CHECK: exit:
; CHECK-NEXT:   ret i32 %acc.next
; CHECK-NEXT: }
; CHECK-LABEL: define void @stores(
; CHECK-SAME: ptr %a, i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
; CHECK: entry:
; CHECK-NEXT:   %span = sub i64 %ub, %plb
; CHECK-NEXT:   %left = add i64 %span, 1
; CHECK-NEXT:   %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
; CHECK-NEXT:   br label %loop
; CHECK: loop:
; CHECK-NEXT:   %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
; CHECK-NEXT:   %q = udiv i64 %i, %d
; CHECK-NEXT:   %p = getelementptr inbounds i64, ptr %a, i64 %i
; CHECK-NEXT:   store i64 %q, ptr %p, align 8
; CHECK-NEXT:   %next = add nuw i64 %i, %s
; CHECK-NEXT:   %done = icmp ugt i64 %next, %ub
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
; CHECK-LABEL: define i64 @left_signed_varying(
; CHECK-SAME: ptr %a, i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
; CHECK: entry:
; CHECK-NEXT:   %span = sub i64 %ub, %plb
; CHECK-NEXT:   %left = add i64 %span, 1
; CHECK-NEXT:   %min = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
; CHECK-NEXT:   %s = and i64 %min, 9223372036854775807
; CHECK-NEXT:   br label %loop
; CHECK: loop:
; CHECK-NEXT:   %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
; CHECK-NEXT:   %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
; CHECK-NEXT:   %q = sdiv i64 %i, %d
; CHECK-NEXT:   %dv = load i64, ptr %a, align 8
; CHECK-NEXT:   %q2 = udiv i64 %i, %dv
; CHECK-NEXT:   %i1 = add i64 %i, 1
; CHECK-NEXT:   %q3 = udiv i64 %i1, %d
; CHECK-NEXT:   %t = add i64 %q, %q2
; CHECK-NEXT:   %t2 = add i64 %t, %q3
; CHECK-NEXT:   %acc.next = add i64 %acc, %t2
; CHECK-NEXT:   %next = add nsw i64 %i, %s
; CHECK-NEXT:   %more = icmp ule i64 %next, %ub
; CHECK-NEXT:   br i1 %more, label %loop, label %exit
; CHECK: exit:
; CHECK-NEXT:   ret i64 %acc.next
; CHECK-NEXT: }
; CHECK-LABEL: define i64 @left_no_wrap_flag(
; CHECK-SAME: i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
; CHECK: entry:
; CHECK-NEXT:   %span = sub i64 %ub, %plb
; CHECK-NEXT:   %left = add i64 %span, 1
; CHECK-NEXT:   %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
; CHECK-NEXT:   br label %loop
; CHECK: loop:
; CHECK-NEXT:   %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
; CHECK-NEXT:   %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
; CHECK-NEXT:   %q = udiv i64 %i, %d
; CHECK-NEXT:   %acc.next = add i64 %acc, %q
; CHECK-NEXT:   %next = add i64 %i, %s
; CHECK-NEXT:   %done = icmp ugt i64 %next, %ub
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:
; CHECK-NEXT:   ret i64 %acc.next
; CHECK-NEXT: }
; CHECK-LABEL: define i64 @left_unmarked(
; CHECK-SAME: i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
; CHECK: entry:
; CHECK-NEXT:   %span = sub i64 %ub, %plb
; CHECK-NEXT:   %left = add i64 %span, 1
; CHECK-NEXT:   %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left)
; CHECK-NEXT:   br label %loop
; CHECK: loop:
; CHECK-NEXT:   %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
; CHECK-NEXT:   %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
; CHECK-NEXT:   %q = udiv i64 %i, %d
; CHECK-NEXT:   %acc.next = add i64 %acc, %q
; CHECK-NEXT:   %next = add nuw i64 %i, %s
; CHECK-NEXT:   %done = icmp ugt i64 %next, %ub
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
; CHECK: exit:
; CHECK-NEXT:   ret i64 %acc.next
; CHECK-NEXT: }
