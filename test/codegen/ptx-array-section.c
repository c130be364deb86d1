// Final PTX of an array-section reduction, `reduction(+ : h[0 : 4])`, in an
// SPMD `target teams distribute parallel for`, built the way a user builds it
// against the drop-in. The section is indexed with constants only, so the
// private copies can live in registers (stock LLVM 19 needs no local memory
// here). The properties of ptx-spmd-double.c that hold here (that everything
// is inlined and no local memory is used is pinned, as a known failure, by
// ptx-array-section-inlined.test):
//  - no spills (ptxas -v), and ptxas links it on its own;
//  - warp steps are shfl.sync, with the mask of the lanes taking part where not
//    all 32 do (stock's shuffles always name the full warp);
//  - the cross-team step is ompred's (%smid, global atomics only);
//  - the kernel environment libomptarget reads: SPMD, 32-byte records
//    { [4 x double] }, 1024 of them.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// RUN: cd %t && %clang -fopenmp --offload-arch=sm_90 -O3 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc prog.c -c -save-temps
// DEFINE: %{ptx} = %t/prog-openmp-nvptx64-nvidia-cuda-sm_90.s
//
// RUN: %extract ptx-kernel-env %{ptx} | %FileCheck %s --check-prefix=ENV
// RUN: %extract ptx-function %{ptx} '^__omp_offloading_' > %t/kernel.s
// RUN: %FileCheck %S/Inputs/ptx-kernel.check --input-file=%t/kernel.s --check-prefix=WARP
// RUN: %FileCheck %S/Inputs/ptx-kernel.check --input-file=%t/kernel.s --check-prefix=TEAMS \
// RUN:   '--implicit-check-not={{atom\.(shared|add|and|or|cas|exch|inc|dec|min|max)}}'
// RUN: not grep __assert_fail %{ptx}
// RUN: %ptxas -arch=sm_90 %{ptx} -o %t/linked.cubin
// RUN: %ptxas -arch=sm_90 -c -v %{ptx} -o %t/prog.cubin 2>&1 | %FileCheck %S/Inputs/ptx-kernel.check \
// RUN:   --check-prefix=PTXAS '--implicit-check-not={{[1-9][0-9]* bytes spill}}'

// Count, sum, sum of squares and of cubes of a[].
void moments(const double *a, int n, double *h) {
#pragma omp target teams distribute parallel for reduction(+ : h[0 : 4]) map(to : a[0 : n])
  for (int i = 0; i < n; ++i) {
    double x = a[i];
    h[0] += 1.0;
    h[1] += x;
    h[2] += x * x;
    h[3] += x * x * x;
  }
}

// ENV: __omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_moments_l{{[0-9]+}}: UseGenericStateMachine={{[01]}} MayUseNestedParallelism={{[01]}} ExecMode=2 MinThreads={{-?[0-9]+}} MaxThreads={{-?[0-9]+}} MinTeams={{-?[0-9]+}} MaxTeams={{-?[0-9]+}} ReductionDataSize=32 ReductionBufferLength=1024
