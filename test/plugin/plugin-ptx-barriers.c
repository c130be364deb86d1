// The block barriers left in the final PTX (-O3, linked against the drop-in)
// of kernels whose chunks run the device runtime's parallel region
// (plugin/RedundantBarriers.cpp, plugin/TeamStateFold.cpp): an update in
// place over a collapse(2) interior, as TeaLeaf's cg_calc_p, is not merged
// (it stores in every iteration and does not reduce) and keeps one
// `bar.sync 0` per chunk, where the runtime's inlined region left three
// before the chunk and three after it, and one at the kernel's start. The
// merged reduction loses the barriers before its loop; its bar.red barriers
// (the barrier per stride of its merged copies, the team reduction's) stay.
// A halo copy with an if clause, compiled alone (-DHALO: in a unit with such
// a kernel OpenMPOpt keeps the runtime's team state in every kernel), is
// merged (a copy within one array) into a copy for blocks of 128 where the
// clause holds, beside clang's loop (the version without simd, whose region
// has the clause's team of one: SimdIfVersions.cpp, ParallelIf.cpp). Once
// the team state's loads are folded and its stores gone, that loop keeps one
// barrier per chunk and the merged copy one, at its region's end, after its
// loop; without the fold, a barrier on each side of each store to the state:
// 7; with neither pass, 13.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// RUN: for b in on nofold off; do for h in "" h; do \
// RUN:   mkdir -p %t/$b$h && cd %t/$b$h || exit 1; \
// RUN:   opts=; case $b in \
// RUN:     nofold) opts="-Xclang -load -Xclang %plugin -Xclang -mllvm -Xclang -ompred-fold-team-state=false";; \
// RUN:     off) opts="-Xclang -load -Xclang %plugin -Xclang -mllvm -Xclang -ompred-redundant-barriers=false -Xclang -mllvm -Xclang -ompred-fold-team-state=false";; \
// RUN:   esac; \
// RUN:   %clang -fopenmp --offload-arch=sm_90 -O3 -fpass-plugin=%plugin $opts ${h:+-DHALO} \
// RUN:     --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps 2>/dev/null || exit 1; \
// RUN: done; done
// RUN: for b in on nofold off; do for f in calc_p halo dot; do \
// RUN:   d=$b; [ $f = halo ] && d=${b}h; \
// RUN:   %extract ptx-function %t/$d/prog-openmp-nvptx64-nvidia-cuda-sm_90.s "_${f}_l[0-9]+\$" > %t/$b/$f.s || exit 1; \
// RUN:   echo "$b $f bar.sync $(grep -c 'bar\.sync' %t/$b/$f.s) bar.red $(grep -c 'bar\.red' %t/$b/$f.s)"; \
// RUN: done; done | %FileCheck %s
// CHECK: on calc_p bar.sync 1 bar.red 0
// CHECK: on halo bar.sync 2 bar.red 0
// CHECK: on dot bar.sync {{[0-9]+}} bar.red [[RED:[1-9][0-9]*]]
// CHECK: nofold calc_p bar.sync 1 bar.red 0
// CHECK: nofold halo bar.sync 7 bar.red 0
// CHECK: nofold dot bar.sync {{[0-9]+}} bar.red [[RED]]
// CHECK: off calc_p bar.sync 7 bar.red 0
// CHECK: off halo bar.sync 13 bar.red 0
// CHECK: off dot bar.sync {{[0-9]+}} bar.red [[RED]]
// The chunk loop's one barrier in calc_p sits between its loads and stores
// and the next chunk, and so does the halo's chunk loop's; no other loop
// holds one (the merged copy's is after its loop):
// RUN: %python %S/tools/ptx_loop_body.py %t/on/calc_p.s 'bar\.sync' | %FileCheck %s --check-prefix=CHUNK
// RUN: %python %S/tools/ptx_loop_body.py %t/on/halo.s 'bar\.sync' | %FileCheck %s --check-prefix=CHUNKS
// CHUNK: loop {{.*}}: {{[0-9]+}} instructions, 1 matching
// CHUNKS: loop {{.*}}: {{[0-9]+}} instructions, 1 matching
// CHUNKS-NOT: loop

#ifndef HALO
void calc_p(int x, int y, int h, double beta, double *p, const double *r) {
#pragma omp target teams distribute parallel for simd collapse(2) is_device_ptr(p, r)
  for (int jj = h; jj < y - h; ++jj)
    for (int kk = h; kk < x - h; ++kk) {
      const int i = kk + jj * x;
      p[i] = beta * p[i] + r[i];
    }
}

double dot(const double *a, const double *b, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(a, b)
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
#else
void halo(int x, int y, int h, int depth, double *b, int on) {
#pragma omp target teams distribute parallel for simd if(on) collapse(2) is_device_ptr(b)
  for (int jj = h; jj < y - h; ++jj)
    for (int kk = 0; kk < depth; ++kk)
      b[jj * x + (h - kk - 1)] = b[jj * x + (h + kk)];
}

#endif
