; A merged loop's loads earlier (plugin/LoadsBeforeStores.cpp): in a block
; of a loop that steps by the merge's stride bound (the umin marked
; !ompred.merged.stride), loads after the block's first store (in a block
; that only reads, after its first use of a loaded value) move before that
; point where they cannot overlap any store between: by a constant
; distance, in place; or by a distance between the addresses that is the
; same in every iteration, which the preheader tests (the block is then
; versioned: the copy with the loads first where every test holds, the
; block as it was elsewhere). Loads of the stored address, loads whose
; distance changes from iteration to iteration, loads after a call, and
; loops that are not merged stay as they are. Executed against C:
; ../plugin-loads-before-stores-exec.test.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-loads-before-stores -S %s \
; RUN:   -pass-remarks=ompred -pass-remarks-missed=ompred -o %t.ll 2>%t.remarks
; RUN: %FileCheck %s --input-file=%t.ll
; RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t.remarks
; Debug records follow the copies (debugify gives every value one):
; RUN: %opt -load-pass-plugin=%plugin -passes='debugify,function(ompred-loads-before-stores),verify' \
; RUN:   -S %s | %FileCheck %s --check-prefix=DEBUG
; DEBUG-LABEL: define double @ur(
; DEBUG: loop.ompred.loads.first:
; DEBUG: %lw.fast = load double
; DEBUG: #dbg_value(double %lw.fast,
; DEBUG: loop.ompred.stores.first:
; DEBUG: %lw = load double
; DEBUG-NEXT: #dbg_value(double %lw,
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-loads-before-stores \
; RUN:   -ompred-loads-before-stores=false -S %s | not %FileCheck %s
; Three versioned blocks, one reordered in place:
; RUN: grep -c '^[a-z.]*\.ompred\.loads\.first:' %t.ll | grep -qx 3

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; TeaLeaf's cg_calc_ur: u[i] += a*p[i]; r[i] -= a*w[i]; rrn += r[i]*r[i].
; CHECK-LABEL: define double @ur(
; CHECK: entry:
; CHECK-DAG: %[[R:.*]] = ptrtoint ptr %r to i64
; CHECK-DAG: %[[U:.*]] = ptrtoint ptr %u to i64
; CHECK-DAG: %[[W:.*]] = ptrtoint ptr %w to i64
; CHECK: %[[DW:.*]] = sub i64 %[[W]], %[[U]]
; CHECK-NEXT: %[[WA:.*]] = icmp sge i64 %[[DW]], 8
; CHECK-NEXT: %[[WB:.*]] = icmp sle i64 %[[DW]], -8
; CHECK-NEXT: %[[APW:.*]] = or i1 %[[WA]], %[[WB]]
; CHECK-NEXT: %[[DR:.*]] = sub i64 %[[R]], %[[U]]
; CHECK-NEXT: %[[RA:.*]] = icmp sge i64 %[[DR]], 8
; CHECK-NEXT: %[[RB:.*]] = icmp sle i64 %[[DR]], -8
; CHECK-NEXT: %[[APR:.*]] = or i1 %[[RA]], %[[RB]]
; CHECK-NEXT: %[[ALL:.*]] = and i1 %[[APW]], %[[APR]]
; CHECK: loop:
; CHECK: %lu = load double, ptr %pu
; CHECK: br i1 %[[ALL]], label %loop.ompred.loads.first, label %loop.ompred.stores.first
; CHECK: loop.ompred.loads.first:
; CHECK-NEXT: getelementptr inbounds double, ptr %w, i64 %i
; CHECK-NEXT: %lw.fast = load double
; CHECK-NEXT: getelementptr inbounds double, ptr %r, i64 %i
; CHECK-NEXT: %lr.fast = load double
; CHECK-NEXT: store double %nu, ptr %pu
; CHECK: store double %nr.fast
; CHECK: br label %loop.ompred.apart.join
; CHECK: loop.ompred.stores.first:
; CHECK-NEXT: store double %nu, ptr %pu
; CHECK-NEXT: %pw = getelementptr
; CHECK-NEXT: %lw = load double
; CHECK: loop.ompred.apart.join:
; CHECK-DAG: %acc.next.ompred.apart = phi double [ %acc.next, %loop.ompred.stores.first ], [ %acc.next.fast, %loop.ompred.loads.first ]
; CHECK-DAG: %next.ompred.apart = phi i64 [ %next, %loop.ompred.stores.first ], [ %next.fast, %loop.ompred.loads.first ]
; CHECK: br i1 %done.ompred.apart, label %exit, label %loop
; CHECK: ret double %acc.next.ompred.apart
define double @ur(ptr %u, ptr %p, ptr %r, ptr %w, double %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  %na = fneg double %a
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %pp = getelementptr inbounds double, ptr %p, i64 %i
  %lp = load double, ptr %pp, align 8
  %pu = getelementptr inbounds double, ptr %u, i64 %i
  %lu = load double, ptr %pu, align 8
  %nu = call double @llvm.fmuladd.f64(double %a, double %lp, double %lu)
  store double %nu, ptr %pu, align 8
  %pw = getelementptr inbounds double, ptr %w, i64 %i
  %lw = load double, ptr %pw, align 8
  %pr = getelementptr inbounds double, ptr %r, i64 %i
  %lr = load double, ptr %pr, align 8
  %nr = call double @llvm.fmuladd.f64(double %na, double %lw, double %lr)
  store double %nr, ptr %pr, align 8
  %acc.next = call double @llvm.fmuladd.f64(double %nr, double %nr, double %acc)
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; LLVM 22's form: global accesses through addrspacecasts of generic
; pointers, whose distance is measured on the generic pointers.
; CHECK-LABEL: define double @ur_global(
; CHECK: entry:
; CHECK-DAG: %[[GU:.*]] = ptrtoint ptr %u to i64
; CHECK-DAG: %[[GW:.*]] = ptrtoint ptr %w to i64
; CHECK: %[[GD:.*]] = sub i64 %[[GW]], %[[GU]]
; CHECK-NEXT: icmp sge i64 %[[GD]], 8
; CHECK-NEXT: icmp sle i64 %[[GD]], -8
; CHECK: loop.ompred.loads.first:
; CHECK-NEXT: %pw.fast = getelementptr inbounds double, ptr %w, i64 %i
; CHECK-NEXT: %gw.fast = addrspacecast ptr %pw.fast to ptr addrspace(1)
; CHECK-NEXT: %lw.fast = load double, ptr addrspace(1) %gw.fast
; CHECK-NEXT: store double %nu, ptr addrspace(1) %gu
define double @ur_global(ptr %u, ptr %p, ptr %w, double %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %pp = getelementptr inbounds double, ptr %p, i64 %i
  %gp = addrspacecast ptr %pp to ptr addrspace(1)
  %lp = load double, ptr addrspace(1) %gp, align 8
  %pu = getelementptr inbounds double, ptr %u, i64 %i
  %gu = addrspacecast ptr %pu to ptr addrspace(1)
  %lu = load double, ptr addrspace(1) %gu, align 8
  %nu = call double @llvm.fmuladd.f64(double %a, double %lp, double %lu)
  store double %nu, ptr addrspace(1) %gu, align 8
  %pw = getelementptr inbounds double, ptr %w, i64 %i
  %gw = addrspacecast ptr %pw to ptr addrspace(1)
  %lw = load double, ptr addrspace(1) %gw, align 8
  %acc.next = fadd double %acc, %lw
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; A generic store and a generic load cast from a shared pointer: the casts'
; operands are in other address spaces, so no distance is measured; left.
; CHECK-LABEL: define double @mixed_spaces(
; CHECK-NOT: ompred.apart
; CHECK: store double %nu, ptr %pu
; CHECK-NEXT: %pw = getelementptr inbounds double, ptr addrspace(3) %w
; CHECK-NEXT: %gw = addrspacecast
; CHECK-NEXT: %lw = load double, ptr %gw
; CHECK: ret double
define double @mixed_spaces(ptr %u, ptr addrspace(3) %w, double %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %pu = getelementptr inbounds double, ptr %u, i64 %i
  %lu = load double, ptr %pu, align 8
  %nu = fmul double %a, %lu
  store double %nu, ptr %pu, align 8
  %pw = getelementptr inbounds double, ptr addrspace(3) %w, i64 %i
  %gw = addrspacecast ptr addrspace(3) %pw to ptr
  %lw = load double, ptr %gw, align 8
  %acc.next = fadd double %acc, %lw
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; One array: a[i+1], 8 bytes past the stored a[i], moves in place without a
; test; a[i] itself stays after the store.
; CHECK-LABEL: define double @neighbour(
; CHECK-NOT: ompred.apart
; CHECK: %la = load double, ptr %pa
; CHECK-NEXT: %twice = fmul double %la, 3.0
; CHECK-NEXT: %in = add i64 %i, 1
; CHECK-NEXT: %pn = getelementptr inbounds double, ptr %a, i64 %in
; CHECK-NEXT: %ln = load double, ptr %pn
; CHECK-NEXT: store double %twice, ptr %pa
; CHECK-NEXT: %again = load double, ptr %pa
; CHECK: ret double
define double @neighbour(ptr %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %pa = getelementptr inbounds double, ptr %a, i64 %i
  %la = load double, ptr %pa, align 8
  %twice = fmul double %la, 3.0
  store double %twice, ptr %pa, align 8
  %in = add i64 %i, 1
  %pn = getelementptr inbounds double, ptr %a, i64 %in
  %ln = load double, ptr %pn, align 8
  %again = load double, ptr %pa, align 8
  %both = fmul double %ln, %again
  %acc.next = fadd double %acc, %both
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; An index loaded after the store moves (its distance tested); the load it
; indexes does not (b + 8k - a - 8i changes), nor the load after the call.
; CHECK-LABEL: define i64 @indexed(
; CHECK: loop.ompred.loads.first:
; CHECK-NEXT: %pi.fast = getelementptr inbounds i64, ptr %idx, i64 %i
; CHECK-NEXT: %k.fast = load i64, ptr %pi.fast
; CHECK-NEXT: store i64 %neg, ptr %pa
; CHECK-NEXT: %pb.fast = getelementptr inbounds i64, ptr %b, i64 %k.fast
; CHECK-NEXT: %lb.fast = load i64, ptr %pb.fast
; CHECK-NEXT: call void @visit(ptr %pa)
; CHECK-NEXT: %lc.fast = load i64, ptr %pi.fast
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
  %pb = getelementptr inbounds i64, ptr %b, i64 %k
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

; A loop that only reads, as LLVM leaves it unrolled: each copy divides
; for its collapsed index, loads, and adds. Every copy's load moves before
; the first add (the block stores nothing), in place: no test.
; CHECK-LABEL: define double @unrolled_sum(
; CHECK-NOT: ompred.apart
; CHECK: %l0 = load double, ptr %p0
; CHECK-NEXT: %i1 = add nuw i64 %i, %s
; CHECK-NEXT: %q1 = udiv i64 %i1, %cols
; CHECK-NEXT: %r1 = urem i64 %i1, %cols
; CHECK-NEXT: %rowoff1 = mul i64 %q1, %pitch
; CHECK-NEXT: %e1 = add i64 %rowoff1, %r1
; CHECK-NEXT: %p1 = getelementptr inbounds double, ptr %a, i64 %e1
; CHECK-NEXT: %l1 = load double, ptr %p1
; CHECK-NEXT: %sq0 = fmul double %l0, %l0
; CHECK-NEXT: %acc1 = fadd double %acc, %sq0
; CHECK-NEXT: %sq1 = fmul double %l1, %l1
define double @unrolled_sum(ptr %a, i64 %cols, i64 %pitch, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %q0 = udiv i64 %i, %cols
  %r0 = urem i64 %i, %cols
  %rowoff0 = mul i64 %q0, %pitch
  %e0 = add i64 %rowoff0, %r0
  %p0 = getelementptr inbounds double, ptr %a, i64 %e0
  %l0 = load double, ptr %p0, align 8
  %sq0 = fmul double %l0, %l0
  %acc1 = fadd double %acc, %sq0
  %i1 = add nuw i64 %i, %s
  %q1 = udiv i64 %i1, %cols
  %r1 = urem i64 %i1, %cols
  %rowoff1 = mul i64 %q1, %pitch
  %e1 = add i64 %rowoff1, %r1
  %p1 = getelementptr inbounds double, ptr %a, i64 %e1
  %l1 = load double, ptr %p1, align 8
  %sq1 = fmul double %l1, %l1
  %acc.next = fadd double %acc1, %sq1
  %next = add nuw i64 %i1, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; The same body in a loop whose step is not the merge's: untouched.
; CHECK-LABEL: define double @not_merged(
; CHECK-NOT: ompred
; CHECK: store double %nu, ptr %pu
; CHECK-NEXT: %pw = getelementptr
; CHECK-NEXT: %lw = load double
; CHECK: ret double
define double @not_merged(ptr %u, ptr %p, ptr %w, double %a, i64 %plb, i64 %ub, i64 %step) {
entry:
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %pp = getelementptr inbounds double, ptr %p, i64 %i
  %lp = load double, ptr %pp, align 8
  %pu = getelementptr inbounds double, ptr %u, i64 %i
  %lu = load double, ptr %pu, align 8
  %nu = call double @llvm.fmuladd.f64(double %a, double %lp, double %lu)
  store double %nu, ptr %pu, align 8
  %pw = getelementptr inbounds double, ptr %w, i64 %i
  %lw = load double, ptr %pw, align 8
  %acc.next = fadd double %acc, %lw
  %next = add nuw i64 %i, %step
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; A volatile store ends what may move: the load after it stays.
; CHECK-LABEL: define double @after_volatile(
; CHECK-NOT: ompred.apart
; CHECK: store volatile double %nu, ptr %pu
; CHECK-NEXT: %pw = getelementptr
; CHECK-NEXT: %lw = load double
; CHECK: ret double
define double @after_volatile(ptr %u, ptr %p, ptr %w, double %a, i64 %plb, i64 %ub, i64 %pstride) {
entry:
  %span = sub i64 %ub, %plb
  %left = add i64 %span, 1
  %s = call i64 @llvm.umin.i64(i64 %pstride, i64 %left), !ompred.merged.stride !0
  br label %loop

loop:
  %i = phi i64 [ %plb, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %pp = getelementptr inbounds double, ptr %p, i64 %i
  %lp = load double, ptr %pp, align 8
  %pu = getelementptr inbounds double, ptr %u, i64 %i
  %lu = load double, ptr %pu, align 8
  %nu = call double @llvm.fmuladd.f64(double %a, double %lp, double %lu)
  store volatile double %nu, ptr %pu, align 8
  %pw = getelementptr inbounds double, ptr %w, i64 %i
  %lw = load double, ptr %pw, align 8
  %acc.next = fadd double %acc, %lw
  %next = add nuw i64 %i, %s
  %done = icmp ugt i64 %next, %ub
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc.next
}

; REMARK: remark: <unknown>:0:0: merged loop issues 2 loads before its stores where 2 address distances, tested before the loop, keep them apart
; REMARK-NEXT: remark: <unknown>:0:0: merged loop issues 1 loads before its stores where 1 address distances, tested before the loop, keep them apart
; REMARK-NEXT: remark: <unknown>:0:0: merged loop issues 1 loads before its stores{{$}}
; REMARK-NEXT: remark: <unknown>:0:0: merged loop issues 1 loads before its stores where 1 address distances, tested before the loop, keep them apart
; REMARK-NEXT: remark: <unknown>:0:0: merged loop issues 1 loads before the uses of its loads{{$}}
; REMARK-NOT: remark

declare void @visit(ptr)
declare double @llvm.fmuladd.f64(double, double, double)
declare i64 @llvm.umin.i64(i64, i64)

!0 = !{}
