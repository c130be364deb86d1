#!/bin/bash
# builds lit-tests/nested-parallel.c for both runtimes under every OpenMPOpt flag
set -u
cd /work/wt-13b
OUTD=/work/main/.gpu-carry/issue13b/nested
mkdir -p $OUTD
declare -A BC=([ompred]=/work/wt-13b/build/lib/libomptarget-nvptx-sm_90.bc [stock]=/usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc)
declare -A FL=(
 [O2]=""
 [O0]="-O0"
 [O1]="-O1"
 [disable]="-mllvm -openmp-opt-disable"
 [nospmd]="-mllvm -openmp-opt-disable-spmdization"
 [nodeglob]="-mllvm -openmp-opt-disable-deglobalization"
 [nofold]="-mllvm -openmp-opt-disable-folding"
 [nosm]="-mllvm -openmp-opt-disable-state-machine-rewrite"
 [nointern]="-mllvm -openmp-opt-disable-internalization"
 [nobarrier]="-mllvm -openmp-opt-disable-barrier-elimination"
 [nonested]="-fopenmp-assume-no-nested-parallelism"
)
for v in ompred stock; do for f in "${!FL[@]}"; do
  nice clang-19 -O2 -fopenmp --offload-arch=sm_90 -I lit-tests/include -Wall --libomptarget-nvptx-bc-path=${BC[$v]} ${FL[$f]} lit-tests/nested-parallel.c -o $OUTD/np-$v-$f -L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib -lm > $OUTD/np-$v-$f.log 2>&1 || echo "build fail $v $f"
done; done
ls -la $OUTD | head -50
