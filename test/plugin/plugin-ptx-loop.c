// The merged loop costs no more per iteration than the unmerged one, and
// keeps several loads in flight. In the final PTX (-O3, linked against the
// drop-in), each loop that loads a[i] in each merged kernel spends per load
// at most one instruction more than the shortest such loop of the same
// kernel built without the plugin (an unrolled copy may recompute its
// address from the 32-bit index). Schedule 93's stride, nteams * nthreads,
// has no known range; unbounded, LLVM keeps the int loop's test, the 64-bit
// extension of i against PrevUB, in 64 bits, and i as a 64-bit index (8
// instructions against 6 for int, 8 against 7 for unsigned); the plugin
// bounds it (docs/plugin.md, "The rewrite", step 5). With the iteration
// count the plugin gives the merged loop (MergedLoopCount.cpp), LLVM unrolls
// it 4 times (a remainder loop runs the rest, one load per trip) where its
// increment cannot wrap.
//
// sum_i, sum_u, sum_l have a thread_limit known only at run time (merged in
// place); sum has no clause (a merged copy for blocks of 128 threads, and
// clang's loop). The last team's loop over the teams-reduction records, which
// reads them in the order of a list of 16-bit record numbers (ld.u16; LLVM
// 22: ld.global.nc.b16, or ld.global.b16 where the list is in ompred's own
// pool: kernels without a launch environment), loads doubles from global
// memory too and is not counted. (LLVM 22's PTX types loads by width only: ld.global.b64 for a
// double.)
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t/plugin %t/plain && cp %s %t/prog.c
// RUN: cd %t/plugin && %clang -fopenmp --offload-arch=sm_90 -O3 -fpass-plugin=%plugin \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps
// RUN: cd %t/plain && %clang -fopenmp --offload-arch=sm_90 -O3 \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc ../prog.c -c -save-temps
// RUN: for f in sum_i sum_u sum_l sum; do for b in plugin plain; do \
// RUN:   %extract ptx-function %t/$b/prog-openmp-nvptx64-nvidia-cuda-sm_90.s "_${f}_l[0-9]+\$" > %t/$b/$f.s || exit 1; \
// RUN: done; done
//
// RUN: %python %S/tools/ptx_loop_body.py --skip-loops-with 'ld\.(global\.)?(nc\.)?[ub]16' --slack 1 --no-longer-than %t/plain/sum_i.s %t/plugin/sum_i.s 'ld\.global\.[fb]64' \
// RUN:   | %FileCheck %s --check-prefix=SAME --implicit-check-not=LONGER
// RUN: %python %S/tools/ptx_loop_body.py --skip-loops-with 'ld\.(global\.)?(nc\.)?[ub]16' --slack 1 --no-longer-than %t/plain/sum_u.s %t/plugin/sum_u.s 'ld\.global\.[fb]64' \
// RUN:   | %FileCheck %s --check-prefix=SAMEU --implicit-check-not=LONGER
// SAMEU-COUNT-1: no longer:
// RUN: %python %S/tools/ptx_loop_body.py --skip-loops-with 'ld\.(global\.)?(nc\.)?[ub]16' --slack 1 --no-longer-than %t/plain/sum_l.s %t/plugin/sum_l.s 'ld\.global\.[fb]64' \
// RUN:   | %FileCheck %s --check-prefix=SAME --implicit-check-not=LONGER
// SAME-COUNT-2: no longer:
// In sum, which also gets resident teams (ResidentTeams.cpp), the stride's
// bound lets LLVM index the unrolled loop's remainder (at most 3 trips per
// thread) from a 32-bit index: one instruction more there (mul.wide), so
// this kernel's loops get a slack of 2:
// RUN: %python %S/tools/ptx_loop_body.py --skip-loops-with 'ld\.(global\.)?(nc\.)?[ub]16' --slack 2 --no-longer-than %t/plain/sum.s %t/plugin/sum.s 'ld\.global\.[fb]64' \
// RUN:   | %FileCheck %s --check-prefix=COPIES --implicit-check-not=LONGER
// COPIES-COUNT-3: no longer:
//
// Unrolled 4 times, with a remainder loop; not the unsigned loop, whose
// increment LLVM cannot show to be free of wrapping (MergedLoopCount.cpp
// leaves it):
// RUN: %python %S/tools/ptx_loop_body.py --skip-loops-with 'ld\.(global\.)?(nc\.)?[ub]16' %t/plugin/sum_u.s 'ld\.global\.[fb]64' \
// RUN:   | %FileCheck %s --check-prefix=UNSIGNED
// UNSIGNED:     loop {{.*}}: {{[0-9]+}} instructions, 1 matching
// UNSIGNED-NOT: loop
// RUN: for f in sum_i sum_l; do \
// RUN:   %python %S/tools/ptx_loop_body.py --skip-loops-with 'ld\.(global\.)?(nc\.)?[ub]16' %t/plugin/$f.s 'ld\.global\.[fb]64' \
// RUN:   | %FileCheck %s --check-prefix=UNROLLED || exit 1; done
// UNROLLED:      loop {{.*}}: {{[0-9]+}} instructions, 4 matching
// UNROLLED-NOT:  wide: mul
// UNROLLED:      loop {{.*}}: {{[0-9]+}} instructions, 1 matching
//
// The int loop's index, test and increment stay 32-bit: the only 64-bit
// instructions in it are the address increments.
// RUN: %python %S/tools/ptx_loop_body.py --skip-loops-with 'ld\.(global\.)?(nc\.)?[ub]16' %t/plugin/sum_i.s 'ld\.global\.[fb]64' \
// RUN:   | %FileCheck %s --check-prefix=INT32 --implicit-check-not='wide:'
// INT32:          loop {{.*}}: {{[0-9]+}} instructions, 4 matching
// INT32-COUNT-4:  wide: add.s64 %rd{{[0-9]+}}, [[BASE:%rd[0-9]+]], %rd{{[0-9]+}};
// INT32-NEXT:     loop {{.*}}: {{[0-9]+}} instructions, 1 matching
// INT32-NEXT:     wide: add.s64 [[A:%rd[0-9]+]], [[A]], %rd{{[0-9]+}};

double sum_i(const double *a, int n, int nt, int tl) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(tl) is_device_ptr(a)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

double sum_u(const double *a, unsigned n, int nt, int tl) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(tl) is_device_ptr(a)
  for (unsigned i = 0; i < n; i++)
    s += a[i];
  return s;
}

double sum_l(const double *a, long n, int nt, int tl) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(tl) is_device_ptr(a)
  for (long i = 0; i < n; i++)
    s += a[i];
  return s;
}

double sum(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(a)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
