// End to end, as a user builds with the plugin: clang passes -fpass-plugin to
// the device compile too, the plugin sees clang's pattern at the pipeline
// start (the -Rpass remark), and in the final PTX of the kernel, linked
// against the drop-in, the reduction runs once, after the loop: no barrier
// and no warp-shuffle tree inside a loop (the asm printer's loop
// annotations). Built without the plugin, the same kernel has both inside
// the distribute loop, which the last lines check so that the test keeps
// telling the two apart.
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
// REMARK: {{.*}}prog.c:{{[0-9]+}}:1: {{.*}}distribute loop merged into one parallel region per team
// RUN: %extract ptx-function %t/plugin/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '^__omp_offloading_' > %t/plugin/kernel.s
// RUN: %python %S/tools/ptx_loop_depth.py %t/plugin/kernel.s 'bar\.sync|shfl\.sync\.down\.b32\s+\S+\s+\S+\s+16,' \
// RUN:   | %FileCheck %s --check-prefix=MERGED --implicit-check-not='depth {{[1-9]}}'
// MERGED-COUNT-2: depth 0: shfl.sync.down.b32 {{.*}}, 16, 31, -1;
//
// RUN: cd %t/plain && %clang -fopenmp --offload-arch=sm_90 -O3 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps
// RUN: %extract ptx-function %t/plain/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '^__omp_offloading_' > %t/plain/kernel.s
// RUN: %python %S/tools/ptx_loop_depth.py %t/plain/kernel.s 'bar\.sync|shfl\.sync\.down\.b32\s+\S+\s+\S+\s+16,' \
// RUN:   | %FileCheck %s --check-prefix=PLAIN
// PLAIN: depth 1: {{bar\.sync|shfl}}

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
