// End to end, the final PTX of a merged reduction whose loop updates an array
// in place, linked against the drop-in: the loop's one barrier is the
// barrier per stride (bar.red.or.pred, docs/plugin.md, "Merged loops that
// reduce and store"), the team's reduction (its barriers and warp-shuffle
// tree) runs after the loop, and nothing of the runtime or of clang's
// callbacks is called (all of it inlined) or kept in local memory. Built with
// -ompred-merged-lockstep=false the loop has no barrier.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t/lock && cp %s %t/prog.c
// RUN: cd %t/lock && %clang -fopenmp --offload-arch=sm_90 -O3 -fpass-plugin=%plugin -Rpass=ompred \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps \
// RUN:   2>&1 | %FileCheck %s --check-prefix=REMARK
// REMARK: {{.*}}prog.c:{{[0-9]+}}:1: {{.*}}distribute loop merged into one parallel region per team {{.*}}, its warps in step once per stride
// RUN: %extract ptx-function %t/lock/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_axpy_dot_l[0-9]+$' > %t/lock/k.s
// RUN: %python %S/tools/ptx_loop_depth.py %t/lock/k.s 'bar\.|shfl\.sync\.down\.b32\s+\S+\s+\S+\s+16,' \
// RUN:   | %FileCheck %s --check-prefix=LOCK --implicit-check-not='depth {{[1-9]}}'
// LOCK: depth 1: bar.red.or.pred
// LOCK: depth 0: {{bar\.sync|shfl}}
// RUN: %FileCheck %s --check-prefix=INLINED --input-file=%t/lock/k.s
// INLINED-NOT: call.uni
// INLINED-NOT: st.local
//
// The same unit compiled for the device alone (the runtime not linked: the
// only barrier is the plugin's), with and without the option:
// RUN: %clang -fopenmp --offload-arch=sm_90 -O3 --offload-device-only -S -fpass-plugin=%plugin \
// RUN:   %t/prog.c -o %t/lock-device.s
// RUN: grep -c 'bar\.red\.or\.pred' %t/lock-device.s | grep -qx 1
// RUN: %clang -fopenmp --offload-arch=sm_90 -O3 --offload-device-only -S -fpass-plugin=%plugin \
// RUN:   -Xclang -load -Xclang %plugin -mllvm -ompred-merged-lockstep=false %t/prog.c -o %t/free-device.s
// RUN: not grep -q 'bar\.red' %t/free-device.s

double axpy_dot(double *p, const double *r, double s, int n, int tl) {
  double d = 0;
#pragma omp target teams distribute parallel for reduction(+ : d) is_device_ptr(p, r) thread_limit(tl)
  for (int i = 0; i < n; ++i) {
    p[i] = s * p[i] + r[i];
    d += p[i];
  }
  return d;
}
