// End to end, as a user builds with the plugin: a collapse(2) reduction
// whose merged loop only reads (TeaLeaf's calculate_2norm) recovers its two
// indices from the merged index without dividing in the loop
// (plugin/MergedLoopDivision.cpp): in the final PTX, linked against the
// drop-in, every integer division or remainder of norm's kernel is outside
// the loops (ptxas expands LLVM's division of 64-bit values into 32-bit
// ones behind a test: div.u32, div.s64 and the like). The kernels take
// their thread_limit at run time, so the merge is in place: no copy of
// clang's loop stays for other block sizes. The collapse(2) loop
// that stores (TeaLeaf's cg_calc_w shape) keeps its division in the loop,
// and so does norm's with the pass off, which keeps the check telling the
// two apart.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t/on %t/off && cp %s %t/prog.c
// RUN: cd %t/on && %clang -fopenmp --offload-arch=sm_90 -O3 -fpass-plugin=%plugin -Rpass=ompred \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps \
// RUN:   2>&1 | %FileCheck %s --check-prefix=REMARK
// REMARK: prog.c:[[#@LINE+20]]:1: merged loop's index: 1 division(s) by a loop-invariant divisor replaced
// REMARK-NOT: merged loop's index
// RUN: %extract ptx-function %t/on/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_norm_l[0-9]+$' > %t/on/norm.s
// RUN: %python %S/tools/ptx_loop_depth.py %t/on/norm.s '^(div|rem)\.' \
// RUN:   | %FileCheck %s --check-prefix=STEPPED --implicit-check-not='depth {{[1-9]}}'
// STEPPED: depth 0: div.
// RUN: %extract ptx-function %t/on/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_stencil_l[0-9]+$' > %t/on/stencil.s
// RUN: %python %S/tools/ptx_loop_depth.py %t/on/stencil.s '^(div|rem)\.' \
// RUN:   | %FileCheck %s --check-prefix=IN-LOOP
// IN-LOOP: depth {{[1-9]}}: div.
//
// RUN: cd %t/off && %clang -fopenmp --offload-arch=sm_90 -O3 -fpass-plugin=%plugin -Xclang -load -Xclang %plugin \
// RUN:   -mllvm -ompred-merged-loop-division=false --offload-device-only -S -nogpulib \
// RUN:   -Xclang -mlink-builtin-bitcode -Xclang %dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -o prog-openmp-nvptx64-nvidia-cuda-sm_90.s
// RUN: %extract ptx-function %t/off/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_norm_l[0-9]+$' > %t/off/norm.s
// RUN: %python %S/tools/ptx_loop_depth.py %t/off/norm.s '^(div|rem)\.' \
// RUN:   | %FileCheck %s --check-prefix=IN-LOOP

double norm(int x, int y, int halo, const double *b, int tl) {
  double s = 0.0;
#pragma omp target teams distribute parallel for simd reduction(+ : s) collapse(2) thread_limit(tl)
  for (int j = halo; j < y - halo; ++j)
    for (int k = halo; k < x - halo; ++k)
      s += b[k + j * x] * b[k + j * x];
  return s;
}

double stencil(int x, int y, int halo, const double *p, double *w, int tl) {
  double s = 0.0;
#pragma omp target teams distribute parallel for simd reduction(+ : s) collapse(2) thread_limit(tl)
  for (int j = halo; j < y - halo; ++j)
    for (int k = halo; k < x - halo; ++k) {
      const int i = k + j * x;
      w[i] = 4.0 * p[i] - p[i - 1] - p[i + 1] - p[i - x] - p[i + x];
      s += w[i] * p[i];
    }
  return s;
}
