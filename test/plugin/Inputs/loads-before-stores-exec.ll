; Merged loops (the step is the merge's marked stride bound, as
; MergeDistribute leaves it; rotated, entered without a guard) whose
; iterations load after they store, for plugin/LoadsBeforeStores.cpp. Run by
; plugin-loads-before-stores-exec.test with pointers that overlap in every
; way the harness can draw; the values are 64-bit integers, so that the
; harness's C reference computes exactly the same.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; TeaLeaf's cg_calc_ur: u[i] += a*p[i]; r[i] -= a*w[i]; rrn += r[i]*r[i].
; Two loads after the store to u: two distances tested.
define i64 @ur(ptr %u, ptr %p, ptr %r, ptr %w, i64 %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %pp = getelementptr inbounds i64, ptr %p, i64 %i
  %lp = load i64, ptr %pp, align 8
  %pu = getelementptr inbounds i64, ptr %u, i64 %i
  %lu = load i64, ptr %pu, align 8
  %ap = mul i64 %a, %lp
  %nu = add i64 %lu, %ap
  store i64 %nu, ptr %pu, align 8
  %pw = getelementptr inbounds i64, ptr %w, i64 %i
  %lw = load i64, ptr %pw, align 8
  %pr = getelementptr inbounds i64, ptr %r, i64 %i
  %lr = load i64, ptr %pr, align 8
  %aw = mul i64 %a, %lw
  %nr = sub i64 %lr, %aw
  store i64 %nr, ptr %pr, align 8
  %sq = mul i64 %nr, %nr
  %acc.next = add i64 %acc, %sq
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

; TeaLeaf's cg_calc_w: w[i] = p[i-1] + p[i+1]; pw += w[i]*p[i], p[i] loaded
; again after the store.
define i64 @reload(ptr %w, ptr %p, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %im = add i64 %i, -1
  %ppm = getelementptr inbounds i64, ptr %p, i64 %im
  %lpm = load i64, ptr %ppm, align 8
  %ip = add i64 %i, 1
  %ppp = getelementptr inbounds i64, ptr %p, i64 %ip
  %lpp = load i64, ptr %ppp, align 8
  %sum = add i64 %lpm, %lpp
  %pw = getelementptr inbounds i64, ptr %w, i64 %i
  store i64 %sum, ptr %pw, align 8
  %pp = getelementptr inbounds i64, ptr %p, i64 %i
  %lp = load i64, ptr %pp, align 8
  %prod = mul i64 %sum, %lp
  %acc.next = add i64 %acc, %prod
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

; One array: a[i+1] is 8 bytes from the store to a[i] (moves, no test);
; a[i] is the stored element (stays).
define i64 @neighbour(ptr %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %la = load i64, ptr %pa, align 8
  %twice = mul i64 %la, 3
  store i64 %twice, ptr %pa, align 8
  %in = add i64 %i, 1
  %pn = getelementptr inbounds i64, ptr %a, i64 %in
  %ln = load i64, ptr %pn, align 8
  %again = load i64, ptr %pa, align 8
  %both = mul i64 %ln, %again
  %acc.next = add i64 %acc, %both
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

; Accesses of different sizes at byte addresses: an 8-byte store to
; d + 8i, a 4-byte load from q + 8i. Apart when q - d >= 8 or <= -4.
define i64 @bytes(ptr %d, ptr %q, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %off = shl i64 %i, 3
  %pd = getelementptr inbounds i8, ptr %d, i64 %off
  %ld = load i64, ptr %pd, align 1
  %inc = add i64 %ld, 4294967297
  store i64 %inc, ptr %pd, align 1
  %pq = getelementptr inbounds i8, ptr %q, i64 %off
  %lq = load i32, ptr %pq, align 1
  %wide = zext i32 %lq to i64
  %acc.next = add i64 %acc, %wide
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

; A load through an index loaded after the store: the index's load moves
; (its distance is tested), the indexed load does not (its distance to the
; store changes from iteration to iteration); a load after a call stays.
define i64 @indexed(ptr %a, ptr %b, ptr %idx, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %la = load i64, ptr %pa, align 8
  %neg = sub i64 0, %la
  store i64 %neg, ptr %pa, align 8
  %pi = getelementptr inbounds i64, ptr %idx, i64 %i
  %k = load i64, ptr %pi, align 8
  %kb = and i64 %k, 63
  %pb = getelementptr inbounds i64, ptr %b, i64 %kb
  %lb = load i64, ptr %pb, align 8
  call void @visit(ptr %pa)
  %lc = load i64, ptr %pi, align 8
  %sum = add i64 %lb, %lc
  %acc.next = add i64 %acc, %sum
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

declare void @visit(ptr)
declare i64 @llvm.umin.i64(i64, i64)

!0 = !{}
