; The launch bounds whose `.maxntid` the plugin drops (plugin/ThreadBoundHint.cpp):
; kernels that may divide floating-point values, take square roots or call
; libdevice and are bounded to at most 256 threads lose their
; `maxntidx`/`y`/`z` annotations or their "nvvm.maxntid" attribute. They
; reach an f64 division directly (k256, k3d256: 16 x 16 x 1, kattr),
; through calls (kmulti), through the address of a parallel region they pass
; on (k128) or through a global table of functions (ktable); kf32 divides
; f32 values, ksqrt takes a square root and knv calls `__nv_exp`. An entry
; with other keys keeps them (kmulti keeps "kernel" and "maxnreg"). Kept:
; bounds above 256 (k257, k3d512: 16 x 16 x 2, kattr1024), the kernel whose
; bound GenericThreadLimit widened (kwidened), and knodiv, whose arithmetic
; is an f64 division with `arcp`, products and a 64-bit integer division.
; The other annotations stay.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-thread-bound-hint -S %s | %FileCheck %s
; The checks fail with the pass off:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-thread-bound-hint -ompred-drop-thread-bound-hint=false \
; RUN:   -S %s | not %FileCheck %s
; and a second run (the pipeline start runs it after the hook before the
; NVVM range pass) changes nothing more:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-thread-bound-hint,ompred-thread-bound-hint -S %s \
; RUN:   | %FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = internal constant [1 x ptr] [ptr @region]
@x = global double 1.0

define internal double @divides(double %a, double %b) {
  %q = fdiv double %a, %b
  ret double %q
}
define internal void @region(ptr %p) {
  %a = load double, ptr %p
  %q = call double @divides(double %a, double 3.0)
  store double %q, ptr %p
  ret void
}
define internal void @helper(ptr %p) {
  call void @region(ptr %p)
  ret void
}
declare void @parallel(ptr, ptr)
define internal void @divide_here(ptr %p) {
  %a = load double, ptr %p
  %q = fdiv double %a, 7.0
  store double %q, ptr %p
  ret void
}

define void @k128() { call void @parallel(ptr @region, ptr @x) ret void }
define void @k256() { call void @divide_here(ptr @x) ret void }
define void @k257() { call void @divide_here(ptr @x) ret void }
define void @k3d256() { call void @divide_here(ptr @x) ret void }
define void @k3d512() { call void @divide_here(ptr @x) ret void }
define void @kmulti() { call void @helper(ptr @x) ret void }
define void @kwidened() #0 { call void @divide_here(ptr @x) ret void }
define void @kattr() #1 { call void @divide_here(ptr @x) ret void }
define void @kattr1024() #2 { call void @divide_here(ptr @x) ret void }
define void @ktable() {
  %f = load ptr, ptr @table
  call void %f(ptr @x)
  ret void
}
define void @knodiv(ptr %p, i64 %n, i64 %d) {
  %a = load double, ptr %p
  %q = fdiv arcp double %a, 7.0
  %m = fmul double %a, %q
  store double %m, ptr %p
  %i = udiv i64 %n, %d
  store i64 %i, ptr %p
  ret void
}
define void @kf32(ptr %p) {
  %a = load float, ptr %p
  %q = fdiv float %a, 3.0
  store float %q, ptr %p
  ret void
}
declare double @llvm.sqrt.f64(double)
define void @ksqrt(ptr %p) {
  %a = load double, ptr %p
  %r = call double @llvm.sqrt.f64(double %a)
  store double %r, ptr %p
  ret void
}
declare double @__nv_exp(double)
define void @knv(ptr %p) {
  %a = load double, ptr %p
  %r = call double @__nv_exp(double %a)
  store double %r, ptr %p
  ret void
}

attributes #0 = { "ompred-widened-thread-limit"="1" }
attributes #1 = { "nvvm.maxntid"="128" "omp_target_thread_limit"="128" }
attributes #2 = { "nvvm.maxntid"="32,32" }

; CHECK: define void @kattr() #[[KATTR:[0-9]+]]
; CHECK: define void @kattr1024() #[[K1024:[0-9]+]]
; CHECK: attributes #[[KATTR]] = { "omp_target_thread_limit"="128" }
; CHECK: attributes #[[K1024]] = { "nvvm.maxntid"="32,32" }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19}
!0 = !{ptr @k128, !"kernel", i32 1}
!1 = !{ptr @k128, !"maxntidx", i32 128}
!2 = !{ptr @k256, !"maxntidx", i32 256}
!3 = !{ptr @k257, !"maxntidx", i32 257}
!4 = !{ptr @k3d256, !"maxntidx", i32 16}
!5 = !{ptr @k3d256, !"maxntidy", i32 16}
!6 = !{ptr @k3d256, !"maxntidz", i32 1}
!7 = !{ptr @k3d512, !"maxntidx", i32 16}
!8 = !{ptr @k3d512, !"maxntidy", i32 16}
!9 = !{ptr @k3d512, !"maxntidz", i32 2}
!10 = !{ptr @kmulti, !"kernel", i32 1, !"maxntidx", i32 64, !"maxnreg", i32 32}
!11 = !{ptr @kwidened, !"maxntidx", i32 33}
!12 = !{ptr @kattr, !"kernel", i32 1}
!13 = !{ptr @k257, !"kernel", i32 1}
!14 = !{ptr @kwidened, !"kernel", i32 1}
!15 = !{ptr @ktable, !"maxntidx", i32 128}
!16 = !{ptr @knodiv, !"maxntidx", i32 128}
!17 = !{ptr @kf32, !"maxntidx", i32 128}
!18 = !{ptr @ksqrt, !"maxntidx", i32 128}
!19 = !{ptr @knv, !"maxntidx", i32 128}

; CHECK: !nvvm.annotations = !{![[K128:[0-9]+]], ![[K257:[0-9]+]], ![[X512:[0-9]+]], ![[Y512:[0-9]+]], ![[Z512:[0-9]+]], ![[MULTI:[0-9]+]], ![[WIDE:[0-9]+]], ![[KATTRK:[0-9]+]], ![[K257K:[0-9]+]], ![[WIDEK:[0-9]+]], ![[NODIV:[0-9]+]]}
; CHECK-DAG: ![[K128]] = !{ptr @k128, !"kernel", i32 1}
; CHECK-DAG: ![[K257]] = !{ptr @k257, !"maxntidx", i32 257}
; CHECK-DAG: ![[X512]] = !{ptr @k3d512, !"maxntidx", i32 16}
; CHECK-DAG: ![[Y512]] = !{ptr @k3d512, !"maxntidy", i32 16}
; CHECK-DAG: ![[Z512]] = !{ptr @k3d512, !"maxntidz", i32 2}
; CHECK-DAG: ![[MULTI]] = !{ptr @kmulti, !"kernel", i32 1, !"maxnreg", i32 32}
; CHECK-DAG: ![[WIDE]] = !{ptr @kwidened, !"maxntidx", i32 33}
; CHECK-DAG: ![[KATTRK]] = !{ptr @kattr, !"kernel", i32 1}
; CHECK-DAG: ![[K257K]] = !{ptr @k257, !"kernel", i32 1}
; CHECK-DAG: ![[WIDEK]] = !{ptr @kwidened, !"kernel", i32 1}
; CHECK-DAG: ![[NODIV]] = !{ptr @knodiv, !"maxntidx", i32 128}
