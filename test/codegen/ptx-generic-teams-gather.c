// The generic-mode teams reduction's last team copies the first used record
// into every variable of the reduce list (GlobalToListCopy), then reduces the
// other records into them. This test keeps that copy's four stores in place:
// LLVM 19's OpenMPOpt deletes those of the char, short and unsigned variables
// when the list exchange is compiled into the teams stage
// (docs/llvm19-defects.md), and the test fails against a drop-in built so.
//
// REQUIRES: ompred-sm_90
// The generic kernel is kept generic (OpenMPOpt would SPMD-ize it and the
// generic path would disappear); kernels that stay generic for other reasons
// run this path.
// RUN: %clang -fopenmp --offload-arch=sm_90 -O2 --offload-device-only -nogpulib \
// RUN:   -Xclang -mlink-builtin-bitcode -Xclang %dropin_dir/libomptarget-nvptx-sm_90.bc \
// RUN:   -mllvm -openmp-opt-disable-spmdization -emit-llvm -S %s -o %t.ll
// RUN: %FileCheck %s --input-file=%t.ll
#include <limits.h>
#include <omp.h>

typedef struct { char c; double d; short mn; unsigned x; } Res;

// Generic mode (the teams region calls omp_get_num_teams); the team-private
// copies of c, d, mn and x live in shared memory (_sharedN), shared with the
// nested parallel region.
Res nested(const char *ac, const double *ad, const short *as, const unsigned *ax,
           int n, int nt, int nth) {
  char c = 3;
  double d = 0.5;
  short mn = SHRT_MAX;
  unsigned x = 0x12345678u;
#pragma omp target teams num_teams(nt) thread_limit(nth) \
    map(to : ac[0:n], ad[0:n], as[0:n], ax[0:n]) map(tofrom : c, d, mn, x) \
    reduction(+ : c, d) reduction(min : mn) reduction(^ : x)
  {
    int teams = omp_get_num_teams(), t = omp_get_team_num();
    int chunk = (n + teams - 1) / teams;
    int lo = t * chunk, hi = lo + chunk < n ? lo + chunk : n;
#pragma omp parallel for num_threads(nth) reduction(+ : c, d) reduction(min : mn) \
    reduction(^ : x)
    for (int i = lo; i < hi; i++) {
      c += ac[i];
      d += ad[i];
      mn = as[i] < mn ? as[i] : mn;
      x ^= ax[i];
    }
  }
  return (Res){c, d, mn, x};
}

// An SPMD kernel in the same translation unit keeps the runtime's mode check
// (and with it the SPMD path of the teams reduction) in the generic kernel.
Res spmd(const char *ac, const double *ad, const short *as, const unsigned *ax,
         int n, int nt, int nth) {
  char c = 3;
  double d = 0.5;
  short mn = SHRT_MAX;
  unsigned x = 0x12345678u;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(nth) \
    map(to : ac[0:n], ad[0:n], as[0:n], ax[0:n]) map(tofrom : c, d, mn, x) \
    reduction(+ : c, d) reduction(min : mn) reduction(^ : x)
  for (int i = 0; i < n; i++) {
    c += ac[i];
    d += ad[i];
    mn = as[i] < mn ? as[i] : mn;
    x ^= ax[i];
  }
  return (Res){c, d, mn, x};
}

// The generic last team (the first slot-path gather in the kernel; the SPMD
// one follows): read the used-record count (or take the team count, where
// teams own their records), copy the first record into all four variables,
// and only then test whether there are more records.
// CHECK-LABEL: define {{.*}}@__omp_offloading_{{.*}}_nested_l{{[0-9]+}}(
// CHECK:       [[LOADED:%[0-9]+]] = load volatile i32, ptr %{{[0-9]+}}, align 4
// CHECK:       [[USED:%[0-9]+]] = phi i32 [ [[LOADED]], %{{[0-9]+}} ], [ %{{[0-9]+}}, %{{[0-9]+}} ]
// CHECK-NEXT:  phi ptr
// CHECK-NEXT:  icmp eq i32 [[USED]], 0
// CHECK-DAG:   store i8 %{{[0-9]+}}, ptr {{.*}}@_shared
// CHECK-DAG:   store double %{{[0-9]+}}, ptr {{.*}}@_shared
// CHECK-DAG:   store i16 %{{[0-9]+}}, ptr {{.*}}@_shared
// CHECK-DAG:   store i32 %{{[0-9]+}}, ptr {{.*}}@_shared
// CHECK:       icmp eq i32 [[USED]], 1
