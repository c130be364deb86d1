// Final PTX of a generic-mode teams region (sequential code around the loop)
// with a nested `parallel for reduction`, both reduced (abi-generic-nested-
// parallel.c's construct), built the way a user builds it against the
// drop-in. What holds today:
//  - the parallel reduction's warp steps are shfl.sync, with the mask of the
//    lanes taking part where not all 32 do; the cross-team step is ompred's (%smid,
//    global atomics only); no local memory in the kernel;
//  - the kernel environment: 8-byte records, 1024 of them.
// What does not (stock LLVM 19 SPMD-izes this kernel, the drop-in's stays
// generic with a custom state machine whose runtime calls are then missing
// from the module) is pinned, as a known failure, by
// ptx-generic-nested-parallel-spmd.test.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// RUN: cd %t && %clang -fopenmp --offload-arch=sm_90 -O3 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc prog.c -c -save-temps
// DEFINE: %{ptx} = %t/prog-openmp-nvptx64-nvidia-cuda-sm_90.s
//
// RUN: %extract ptx-kernel-env %{ptx} | %FileCheck %s --check-prefix=ENV
// RUN: %extract ptx-function %{ptx} '^__omp_offloading_' > %t/kernel.s
// RUN: %FileCheck %S/Inputs/ptx-kernel.check --input-file=%t/kernel.s --check-prefix=WARP \
// RUN:   --implicit-check-not=st.local --implicit-check-not=ld.local --implicit-check-not=__local_depot
// RUN: %FileCheck %S/Inputs/ptx-kernel.check --input-file=%t/kernel.s --check-prefix=TEAMS \
// RUN:   '--implicit-check-not={{atom\.(shared|add|and|or|cas|exch|inc|dec|min|max)}}'
// RUN: not grep __assert_fail %{ptx}

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams reduction(+ : s) map(to : a[0 : n])
  {
    int first = 0;
    double part = 0;
#pragma omp parallel for reduction(+ : part)
    for (int i = first; i < n; i += 64)
      part += a[i];
    s += part;
  }
  return s;
}

// ENV: __omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}: UseGenericStateMachine={{[01]}} MayUseNestedParallelism={{[01]}} ExecMode={{[13]}} MinThreads={{-?[0-9]+}} MaxThreads={{-?[0-9]+}} MinTeams={{-?[0-9]+}} MaxTeams={{-?[0-9]+}} ReductionDataSize=8 ReductionBufferLength=1024
