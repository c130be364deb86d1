// End to end, as a user builds with the plugin: clang passes -fpass-plugin to
// the device compile too, the plugin sees clang's pattern at the pipeline
// start (the -Rpass remark), and in the final PTX, linked against the
// drop-in, the reduction of a merged kernel runs once, after the loop.
//
// sum_tl (thread_limit known at run time): merged unconditionally, so no
// barrier and no warp-shuffle tree is inside a loop (the asm printer's loop
// annotations). sum (clang's default thread_limit, 128): merged where the
// block size is 128, which the kernel reads from %ntid.x and compares; the
// loop stays for launches with fewer threads (docs/plugin.md). Built without
// the plugin, both kernels have the parallel reduction inside the distribute
// loop, which the last lines check so that the test keeps telling the two
// apart.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t/plugin %t/plain && cp %s %t/prog.c
// RUN: %clang -fopenmp --offload-arch=sm_90 -O3 -fpass-plugin=%plugin \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc %t/prog.c -c -### 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=DRIVER
// DRIVER: "-cc1" "-triple" "x86_64{{[^"]*}}"{{.*}} "-fpass-plugin={{[^"]*}}ompred-passes.so"
// DRIVER: "-cc1" "-triple" "nvptx64-nvidia-cuda"{{.*}} "-fpass-plugin={{[^"]*}}ompred-passes.so"
//
// RUN: cd %t/plugin && %clang -fopenmp --offload-arch=sm_90 -O3 -fpass-plugin=%plugin -Rpass=ompred \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps \
// RUN:   2>&1 | %FileCheck %s --check-prefix=REMARK
// REMARK-COUNT-2: {{.*}}prog.c:{{[0-9]+}}:1: {{.*}}distribute loop merged into one parallel region per team
// RUN: %extract ptx-function %t/plugin/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_sum_tl_l[0-9]+$' > %t/plugin/sum_tl.s
// RUN: %python %S/tools/ptx_loop_depth.py %t/plugin/sum_tl.s 'bar\.sync|shfl\.sync\.down\.b32\s+\S+\s+\S+\s+16,' \
// RUN:   | %FileCheck %s --check-prefix=MERGED --implicit-check-not='depth {{[1-9]}}'
// MERGED-COUNT-2: depth 0: shfl.sync.down.b32 {{.*}}, 16, 31, -1;
// RUN: %extract ptx-function %t/plugin/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_sum_l[0-9]+$' > %t/plugin/sum.s
// RUN: %FileCheck %s --check-prefix=CONDITION --input-file=%t/plugin/sum.s
// CONDITION: mov.u32 [[NTID:%r[0-9]+]], %ntid.x;
// CONDITION: setp.{{eq|ne}}.{{s32|b32}} {{%p[0-9]+}}, [[NTID]], 128;
// Both kernels may get resident teams, whose 8 teams of 128 threads per SM
// fit only with at most 64 registers per thread: the cap, decided at the
// pipeline's start, reaches ptxas (LLVM 19's backend reads it only then).
// RUN: %FileCheck %s --check-prefix=REGISTER-CAP --input-file=%t/plugin/sum.s
// RUN: %FileCheck %s --check-prefix=REGISTER-CAP --input-file=%t/plugin/sum_tl.s
// REGISTER-CAP: .maxnreg 64
//
// RUN: cd %t/plain && %clang -fopenmp --offload-arch=sm_90 -O3 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps
// RUN: %extract ptx-function %t/plain/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_sum_tl_l[0-9]+$' > %t/plain/sum_tl.s
// RUN: %python %S/tools/ptx_loop_depth.py %t/plain/sum_tl.s 'bar\.sync|shfl\.sync\.down\.b32\s+\S+\s+\S+\s+16,' \
// RUN:   | %FileCheck %s --check-prefix=PLAIN
// PLAIN: depth 1: {{bar\.sync|shfl}}
// RUN: %extract ptx-function %t/plain/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_sum_l[0-9]+$' > %t/plain/sum.s
// RUN: %FileCheck %s --check-prefix=PLAIN-NO-CONDITION --input-file=%t/plain/sum.s
// PLAIN-NO-CONDITION-NOT: setp.{{eq|ne}}.{{s32|b32}} {{%p[0-9]+}}, {{%r[0-9]+}}, 128;
// PLAIN-NO-CONDITION-NOT: .maxnreg

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double sum_tl(const double *a, int n, int tl) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n]) thread_limit(tl)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
