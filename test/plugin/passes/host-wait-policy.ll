; The host side of the plugin (plugin/HostWaitPolicy.cpp, docs/plugin.md,
; "How the host waits for the GPU"): a host module that launches kernels gets
; one constructor, at priority 0 (before clang's __tgt_register_lib at 1),
; linkonce_odr in its own comdat and keyed to it, beside the module's own
; constructors. It leaves OMP_TARGET_OFFLOAD=disabled alone, reads
; OMPRED_CUDA_WAIT (auto 0, spin 1, yield 2, blocking: nothing; anything else
; a message), loads libcuda.so.1 as libomptarget does and, for each device
; whose primary context is inactive, sets the policy's flags, then retains it.
; plugin-host-wait-exec.test runs it against a model of the driver.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-host-wait-policy -S %s | %FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-host-wait-policy -ompred-host-wait=spin -S %s \
; RUN:   | %FileCheck %s --check-prefix=SPINDEFAULT
; Off, and in a module that launches no kernel (a device module, a host unit
; without target regions): the module stays as it is.
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-host-wait-policy -ompred-host-wait=off -S %s \
; RUN:   | %FileCheck %s --check-prefix=NONE
; RUN: sed -e '/__tgt_target_kernel/d' -e 's/^  ret i32 %r$/  ret i32 0/' %s \
; RUN:   | %opt -load-pass-plugin=%plugin -passes=ompred-host-wait-policy -S | %FileCheck %s --check-prefix=NONE
; Run twice, one constructor:
; RUN: %opt -load-pass-plugin=%plugin -passes=ompred-host-wait-policy,ompred-host-wait-policy -S %s \
; RUN:   | grep -c '^define .*@__ompred_host_wait_policy' | grep -qx 1

target triple = "x86_64-unknown-linux-gnu"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

declare i32 @__tgt_target_kernel(ptr, i64, i32, i32, ptr, ptr)

define internal void @init() {
  ret void
}

define i32 @launch(ptr %id, ptr %args) {
  %r = call i32 @__tgt_target_kernel(ptr null, i64 -1, i32 0, i32 0, ptr %id, ptr %args)
  ret i32 %r
}

; CHECK: $__ompred_host_wait_policy = comdat any
; CHECK-DAG: @[[OFFLOAD:ompred.str[.0-9]*]] = {{.*}} c"OMP_TARGET_OFFLOAD\00"
; CHECK-DAG: @[[DISABLED:ompred.str[.0-9]*]] = {{.*}} c"disabled\00"
; CHECK-DAG: @[[WAIT:ompred.str[.0-9]*]] = {{.*}} c"OMPRED_CUDA_WAIT\00"
; CHECK-DAG: @[[AUTO:ompred.str[.0-9]*]] = {{.*}} c"auto\00"
; CHECK-DAG: @[[SPIN:ompred.str[.0-9]*]] = {{.*}} c"spin\00"
; CHECK-DAG: @[[YIELD:ompred.str[.0-9]*]] = {{.*}} c"yield\00"
; CHECK-DAG: @[[BLOCKING:ompred.str[.0-9]*]] = {{.*}} c"blocking\00"
; CHECK-DAG: @[[BAD:ompred.str[.0-9]*]] = {{.*}} c"ompred: OMPRED_CUDA_WAIT=%s is not auto, spin, yield or blocking;{{.*}}\0A\00"
; CHECK-DAG: @[[LIB:ompred.str[.0-9]*]] = {{.*}} c"libcuda.so.1\00"
; CHECK-DAG: @[[SET:ompred.str[.0-9]*]] = {{.*}} c"cuDevicePrimaryCtxSetFlags_v2\00"
; CHECK-DAG: @[[STATE:ompred.str[.0-9]*]] = {{.*}} c"cuDevicePrimaryCtxGetState\00"
; CHECK-DAG: @[[RETAIN:ompred.str[.0-9]*]] = {{.*}} c"cuDevicePrimaryCtxRetain\00"
; CHECK: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }, { i32, ptr, ptr } { i32 0, ptr @__ompred_host_wait_policy, ptr @__ompred_host_wait_policy }]
;
; CHECK-LABEL: define linkonce_odr hidden void @__ompred_host_wait_policy() {{.*}}comdat {
; CHECK: [[OFF:%.*]] = call ptr @getenv(ptr @[[OFFLOAD]])
; CHECK: call i32 @strcasecmp(ptr [[OFF]], ptr @[[DISABLED]])
; CHECK: [[W:%.*]] = call ptr @getenv(ptr @[[WAIT]])
; CHECK: call i32 @strcmp(ptr [[W]], ptr @[[AUTO]])
; CHECK: load:
; CHECK-NEXT: %flag = phi i32 [ 0, %policy ], [ 0, %wait.set ], [ 1, %wait.not.auto ], [ 2, %wait.not.spin ]
; CHECK-NEXT: [[H:%.*]] = call ptr @dlopen(ptr @[[LIB]], i32 1)
; CHECK: call i32 @strcmp(ptr [[W]], ptr @[[SPIN]])
; CHECK: call i32 @strcmp(ptr [[W]], ptr @[[YIELD]])
; CHECK: [[B:%.*]] = call i32 @strcmp(ptr [[W]], ptr @[[BLOCKING]])
; CHECK-NEXT: [[ISB:%.*]] = icmp eq i32 [[B]], 0
; CHECK-NEXT: br i1 [[ISB]], label %done, label %wait.not.blocking
; CHECK: wait.not.blocking:
; CHECK: call i32 (ptr, ptr, ...) @fprintf(ptr {{%.*}}, ptr @[[BAD]], ptr [[W]])
; CHECK-NEXT: br label %done
; CHECK: %cuDevicePrimaryCtxGetState = call ptr @dlsym(ptr [[H]], ptr @[[STATE]])
; CHECK: %cuDevicePrimaryCtxSetFlags_v2 = call ptr @dlsym(ptr [[H]], ptr @[[SET]])
; CHECK: %cuDevicePrimaryCtxRetain = call ptr @dlsym(ptr [[H]], ptr @[[RETAIN]])
; CHECK: call i32 %cuInit(i32 0)
; CHECK: call i32 %cuDeviceGetCount(ptr %devices)
; CHECK: call i32 %cuDeviceGet(ptr %device, i32 %i)
; CHECK: [[D:%.*]] = load i32, ptr %device
; CHECK: call i32 %cuDevicePrimaryCtxGetState(i32 [[D]], ptr %flags, ptr %active)
; CHECK: [[ACT:%.*]] = load i32, ptr %active
; CHECK-NEXT: [[INACTIVE:%.*]] = icmp eq i32 [[ACT]], 0
; CHECK-NEXT: br i1 [[INACTIVE]], label %inactive, label %device.next
; CHECK: inactive:
; CHECK-NEXT: [[S:%.*]] = call i32 %cuDevicePrimaryCtxSetFlags_v2(i32 [[D]], i32 %flag)
; CHECK-NEXT: [[SOK:%.*]] = icmp eq i32 [[S]], 0
; CHECK-NEXT: br i1 [[SOK]], label %flags.set, label %device.next
; CHECK: flags.set:
; CHECK-NEXT: call i32 %cuDevicePrimaryCtxRetain(ptr %context, i32 [[D]])
;
; SPINDEFAULT: %flag = phi i32 [ 1, %policy ], [ 0, %wait.set ], [ 1, %wait.not.auto ], [ 2, %wait.not.spin ]
;
; NONE-NOT: ompred
