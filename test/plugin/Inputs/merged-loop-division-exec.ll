; Merged loops that recover collapse(2)'s indices from the merged index i by
; a loop-invariant divisor d, in the form plugin/MergedLoopDivision.cpp
; steps, entered without a guard as a rotated loop is: each returns
; sum(q * 1000003 + r) over the iterations it runs, q and r being i / d and
; i % d. Run by plugin-merged-loop-division-exec.test.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; udiv and urem, and clang's spelling of the remainder, i - (i / d) * d.
define i64 @steps64(i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %q = udiv i64 %i, %d
  %qd = mul i64 %q, %d
  %r = sub i64 %i, %qd
  %r2 = urem i64 %i, %d
  %qk = mul i64 %q, 1000003
  %t = add i64 %qk, %r
  %t2 = add i64 %t, %r2
  %t3 = sub i64 %t2, %r
  %acc.next = add i64 %acc, %t3
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

; A signed 32-bit loop: sdiv and srem, which the pass steps because i's
; start and step and the divisor have their sign bit clear and the increment
; is `nsw`.
define i64 @steps32signed(i32 %plbarg, i32 %ub, i32 %pstride, i32 %darg) {
entry:
  %plb = and i32 %plbarg, 2147483647
  %d = and i32 %darg, 2147483647
  %span = sub i32 %ub, %plb
  %left = add i32 %span, 1
  %min = call i32 @llvm.umin.i32(i32 %pstride, i32 %left), !ompred.merged.stride !0
  %s = and i32 %min, 2147483647
  br label %loop

loop:
  %i = phi i32 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %q = sdiv i32 %i, %d
  %r = srem i32 %i, %d
  %qw = zext i32 %q to i64
  %rw = zext i32 %r to i64
  %qk = mul i64 %qw, 1000003
  %t = add i64 %qk, %rw
  %acc.next = add i64 %acc, %t
  %next = add nsw i32 %i, %s
  %more = icmp ule i32 %next, %ub
  br i1 %more, label %loop, label %exit

exit:
  ret i64 %acc.next
}

; The division only where d is not 0: the preheader's own divisions must
; not trap where d is 0 (they divide by umax(d, 1)); i itself is summed
; there.
define i64 @guarded64(i64 %plb, i64 %ub, i64 %pstride, i64 %d) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  %nonzero = icmp ne i64 %d, 0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  br i1 %nonzero, label %divide, label %latch

divide:
  %q = udiv i64 %i, %d
  %r = urem i64 %i, %d
  %qk = mul i64 %q, 1000003
  %t = add i64 %qk, %r
  br label %latch

latch:
  %v = phi i64 [ %t, %divide ], [ %i, %loop ]
  %acc.next = add i64 %acc, %v
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

declare i64 @llvm.umin.i64(i64, i64)
declare i32 @llvm.umin.i32(i32, i32)

!0 = !{}
