// The large resident-team count (plugin/ResidentTeams.cpp, docs/plugin.md,
// "More teams for large iteration spaces"), end to end: a reduction loop
// that stores (TeaLeaf's cg_calc_w, a five-point stencil) gets a register
// cap of 48, ompred's pool keeps 4096 of its 8-byte records, and the
// kernel's entry picks 1280 threads' worth of teams per SM (at most the
// 4096 records) where the trip count, computed there again from the
// kernel's arguments, is at least 6 iterations per thread of the 1024
// threads' worth it runs otherwise (at most clang's 1024 records). A dot
// product, which only reads, keeps one count and a cap of 64. With
// -ompred-resident-threads-per-sm-large=0 the stencil does too.
//
// RUN: rm -rf %t && mkdir -p %t/on %t/off && cp %s %t/prog.c
// RUN: cd %t/on && %clang -fopenmp --offload-arch=sm_90 -O3 -fpass-plugin=%plugin -Rpass=ompred \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps \
// RUN:   2> remarks.txt
// RUN: %FileCheck %s --check-prefix=REMARK --input-file=%t/on/remarks.txt
// RUN: %extract ptx-function %t/on/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_stencil_l[0-9]+$' > %t/on/stencil.s
// RUN: %extract ptx-function %t/on/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_dot_l[0-9]+$' > %t/on/dot.s
// RUN: %FileCheck %s --check-prefix=STENCIL --input-file=%t/on/stencil.s
// RUN: %FileCheck %s --check-prefix=ONE-COUNT --input-file=%t/on/dot.s
// RUN: cd %t/off && %clang -fopenmp --offload-arch=sm_90 -O3 -Xclang -load -Xclang %plugin \
// RUN:   -fpass-plugin=%plugin -Xclang -mllvm -Xclang -ompred-resident-threads-per-sm-large=0 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps
// RUN: %extract ptx-function %t/off/prog-openmp-nvptx64-nvidia-cuda-sm_90.s '_stencil_l[0-9]+$' > %t/off/stencil.s
// RUN: %FileCheck %s --check-prefix=ONE-COUNT --input-file=%t/off/stencil.s
//
// REMARK-DAG: prog.c:[[#@LINE+27]]:{{[0-9]+}}: teams reduction {{.*}} (4096 records of 8 bytes)
// REMARK-DAG: kernel {{.*}}_stencil_l{{[0-9]+}} runs with at most 1024 threads' worth of teams per SM (1280 where its loop gives each of those threads at least 6 iterations) {{.*}} 48 registers per thread at most
// REMARK-DAG: prog.c:[[#@LINE+37]]:{{[0-9]+}}: teams reduction {{.*}} (1024 records of 8 bytes)
// REMARK-DAG: kernel {{.*}}_dot_l{{[0-9]+}} runs with at most 1024 threads' worth of teams per SM and {{.*}} 64 registers per thread at most
//
// (LLVM 19 moves a dividend into a register first, LLVM 22 divides an
// immediate.)
// STENCIL:     .maxnreg 48
// STENCIL:     {{mov.b32 %r[0-9]+, 1024;|div.u32 %r[0-9]+, 1024,}}
// STENCIL:     min.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1024;
// STENCIL:     {{mov.b32 %r[0-9]+, 1280;|div.u32 %r[0-9]+, 1280,}}
// STENCIL:     min.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 4096;
// STENCIL:     %ctaid.x
// ONE-COUNT:     .maxnreg 64
// ONE-COUNT-NOT: 1280
// ONE-COUNT:     %ctaid.x
//
// REQUIRES: ompred-sm_90

#define SMVP(a)                                                                          \
  ((1.0 + (kx[index + 1] + kx[index]) + (ky[index + x] + ky[index])) * a[index] -       \
   (kx[index + 1] * a[index + 1] + kx[index] * a[index - 1]) -                          \
   (ky[index + x] * a[index + x] + ky[index] * a[index - x]))

double stencil(int x, int y, int halo, const double *p, double *w, const double *kx,
               const double *ky) {
  double pw = 0.0;
#pragma omp target teams distribute parallel for simd reduction(+ : pw) collapse(2) is_device_ptr(p, w, kx, ky)
  for (int jj = halo; jj < y - halo; ++jj)
    for (int kk = halo; kk < x - halo; ++kk) {
      const int index = kk + jj * x;
      w[index] = SMVP(p);
      pw += w[index] * p[index];
    }
  return pw;
}

double dot(const double *a, const double *b, long n) {
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(a, b)
  for (long i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
