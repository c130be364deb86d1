; Merged loops as MergeDistribute leaves them after rotation (the form
; plugin/MergedLoopCount.cpp recognizes), entered without a guard, as a
; rotated loop is: they return the number of iterations and store the sum of
; the indices they ran. Run by plugin-merged-loop-count-exec.test.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i64 @iterations64(i64 %plb, i64 %ub, i64 %pstride, ptr %sum) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %n = phi i64 [ 0, %entry ], [ %n.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %n.next = add i64 %n, 1
  %acc.next = add i64 %acc, %i
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  store i64 %acc.next, ptr %sum
  ret i64 %n.next
}

; A signed 32-bit loop: the bound's sign bit cleared, the test continuing.
define i32 @iterations32(i32 %plb, i32 %ub, i32 %pstride, ptr %sum) {
entry:
  %span = sub i32 %ub, %plb
  %left = add i32 %span, 1
  %min = call i32 @llvm.umin.i32(i32 %pstride, i32 %left), !ompred.merged.stride !0
  %s = and i32 %min, 2147483647
  br label %loop

loop:
  %i = phi i32 [ %plb, %entry ], [ %next, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %n.next = add i32 %n, 1
  %wide = zext i32 %i to i64
  %acc.next = add i64 %acc, %wide
  %next = add nuw i32 %i, %s
  %more = icmp ule i32 %next, %ub
  br i1 %more, label %loop, label %exit

exit:
  store i64 %acc.next, ptr %sum
  ret i32 %n.next
}

declare i64 @llvm.umin.i64(i64, i64)
declare i32 @llvm.umin.i32(i32, i32)

!0 = !{}
