// Final PTX of `target parallel for reduction(+ : double)`: one team, so the
// only reduction is ompred's parallel (intra-team) one. It must add nothing
// but warp shuffles, votes and block barriers: no call at all (not even an
// assertion), no atomics or reductions to memory, no fences, no %smid, no
// local memory, no spills.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// RUN: cd %t && %clang -fopenmp --offload-arch=sm_90 -O3 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc prog.c -c -save-temps
// DEFINE: %{ptx} = %t/prog-openmp-nvptx64-nvidia-cuda-sm_90.s
//
// RUN: %extract ptx-kernel-env %{ptx} | %FileCheck %s --check-prefix=ENV
// RUN: %extract ptx-calls %{ptx} . | %FileCheck %s --check-prefix=CALLS --match-full-lines
// RUN: %extract ptx-function %{ptx} '^__omp_offloading_' > %t/kernel.s
// RUN: %FileCheck %S/Inputs/ptx-kernel.check --input-file=%t/kernel.s --check-prefix=WARP \
// RUN:   --implicit-check-not=st.local --implicit-check-not=ld.local --implicit-check-not=__local_depot \
// RUN:   '--implicit-check-not={{[[:space:]](atom|red)\.}}' --implicit-check-not=membar \
// RUN:   --implicit-check-not=fence --implicit-check-not=%smid --implicit-check-not=nanosleep
// RUN: %ptxas -arch=sm_90 %{ptx} -o %t/linked.cubin
// RUN: %ptxas -arch=sm_90 -c -v %{ptx} -o %t/prog.cubin 2>&1 | %FileCheck %S/Inputs/ptx-kernel.check \
// RUN:   --check-prefix=PTXAS '--implicit-check-not={{[1-9][0-9]* bytes spill}}'

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// ENV: __omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_sum_l{{[0-9]+}}: UseGenericStateMachine={{[01]}} MayUseNestedParallelism={{[01]}} ExecMode=2 MinThreads={{-?[0-9]+}} MaxThreads={{-?[0-9]+}} MinTeams=1 MaxTeams=1 ReductionDataSize=0 ReductionBufferLength=0

// Nothing in the whole module calls anything.
// CALLS:      <begin>
// CALLS-NEXT: <end>
