// Final PTX of an SPMD `target teams distribute parallel for reduction(+ :
// double)` built the way a user builds it against the drop-in. In the kernel:
//  - no call to a reduction entry point, shuffle or callback is left: all of
//    it is inlined, and no fatal path (__assert_fail) is left;
//  - no local memory (no stack, no st.local/ld.local), no spills (ptxas -v);
//  - warp steps are shfl.sync, with the mask of the lanes taking part where not
//    all 32 do (stock's shuffles always name the full warp);
//  - the cross-team step is ompred's (%smid, global atomics only);
//  - the kernel environment libomptarget reads: SPMD, 8-byte records, 1024.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// RUN: cd %t && %clang -fopenmp --offload-arch=sm_90 -O3 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc prog.c -c -save-temps
// DEFINE: %{ptx} = %t/prog-openmp-nvptx64-nvidia-cuda-sm_90.s
//
// RUN: %extract ptx-kernel-env %{ptx} | %FileCheck %s --check-prefix=ENV
// RUN: %extract ptx-calls %{ptx} '^__omp_offloading_' | \
// RUN:   %FileCheck %s --check-prefix=CALLS --match-full-lines
// RUN: %extract ptx-function %{ptx} '^__omp_offloading_' > %t/kernel.s
// RUN: %FileCheck %S/Inputs/ptx-kernel.check --input-file=%t/kernel.s --check-prefix=WARP \
// RUN:   --implicit-check-not=st.local --implicit-check-not=ld.local --implicit-check-not=__local_depot
// RUN: %FileCheck %S/Inputs/ptx-kernel.check --input-file=%t/kernel.s --check-prefix=TEAMS \
// RUN:   '--implicit-check-not={{atom\.(shared|add|and|or|cas|exch|inc|dec|min|max)}}'
// RUN: not grep __assert_fail %{ptx}
// RUN: %ptxas -arch=sm_90 %{ptx} -o %t/linked.cubin
// RUN: %ptxas -arch=sm_90 -c -v %{ptx} -o %t/prog.cubin 2>&1 | %FileCheck %S/Inputs/ptx-kernel.check \
// RUN:   --check-prefix=PTXAS '--implicit-check-not={{[1-9][0-9]* bytes spill}}'

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// ENV: __omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}: UseGenericStateMachine={{[01]}} MayUseNestedParallelism={{[01]}} ExecMode=2 MinThreads={{-?[0-9]+}} MaxThreads={{-?[0-9]+}} MinTeams={{-?[0-9]+}} MaxTeams={{-?[0-9]+}} ReductionDataSize=8 ReductionBufferLength=1024

// CALLS:      <begin>
// CALLS-NEXT: <end>
