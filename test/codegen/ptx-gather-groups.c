// The last team's gather in SPMD kernels (team/reduce.h, gatherRecords):
// where teams own their records and the list has one variable, each thread
// loads its records in groups, with no branch between a group's loads, so
// that they are in flight together; one record per step left eight dependent
// round trips to L2 for 1024 records over 128 threads while every other SM
// waited. Read in the final PTX of clang's own flow: in `one` (a double) a
// block after the last-team barrier holds eight record loads, the copy and
// seven more, for threads with eight or more records. `two` (two
// doubles) and `eight` (eight variables) keep one record per step: with more
// variables the grouped code, compiled beside the generic leader's gather,
// made LLVM 19's OpenMPOpt drop that gather's stores (docs/llvm19-defects.md),
// and eight variables would hold 32 values in registers (94 registers
// instead of 70). A block of theirs holds one record's doubles: two, and five.
//
// REQUIRES: ompred-sm_90
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clang -fopenmp --offload-arch=sm_90 -O3 -c -save-temps \
// RUN:   --libomptarget-nvptx-bc-path=%dropin_dir/libomptarget-nvptx-sm_90.bc %s -o k.o
// RUN: for k in one two eight; do \
// RUN:   %python %S/tools/ptx_block_loads.py %t/ptx-gather-groups-openmp-nvptx64-nvidia-cuda-sm_90.s \
// RUN:     _${k}_l 'ld\.f64'; done | %FileCheck %s
// CHECK: _one_l: 8
// CHECK: _two_l: 2
// CHECK: _eight_l: 5

double one(const double *x, long n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(x)
  for (long i = 0; i < n; ++i)
    s += x[i];
  return s;
}

void two(const double *x, long n, double *out) {
  double s = 0, q = 0;
#pragma omp target teams distribute parallel for reduction(+ : s, q) is_device_ptr(x)
  for (long i = 0; i < n; ++i) {
    s += x[i];
    q += x[i] * x[i];
  }
  out[0] = s;
  out[1] = q;
}

void eight(const double *x, long n, double *out) {
  double a = 0, b = 0, c = 0, d = 1e300, e = -1e300;
  long f = 0;
  int g = 0;
  float h = 0;
#pragma omp target teams distribute parallel for reduction(+ : a, b, c, f, h) \
    reduction(min : d) reduction(max : e) reduction(^ : g) is_device_ptr(x)
  for (long i = 0; i < n; ++i) {
    a += x[i];
    b += x[i] * x[i];
    c += 2 * x[i];
    d = x[i] < d ? x[i] : d;
    e = x[i] > e ? x[i] : e;
    f += (long)x[i];
    g ^= (int)i;
    h += (float)x[i];
  }
  out[0] = a + b + c + d + e + (double)f + g + h;
}
