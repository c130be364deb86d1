// Kernels for plugin-generic-thread-limit.test: generic-mode kernels with
// thread_limit below the warp size (widened), and kernels that look alike
// but are left alone. Line numbers name the kernels (_l<line>).
#include <omp.h>

typedef struct { long v; } Box;
#pragma omp declare reduction(boxadd : Box : omp_out.v += omp_in.v) initializer(omp_priv = (Box){0})

// Generic (code around the parallel region), thread_limit(1).
long tl1(const long *x, int n, int *nth) {
  long s = 0;
#pragma omp target teams num_teams(4) thread_limit(1) map(to : x[0 : n]) map(tofrom : s, nth[0 : 1])
  {
    long t = 0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < n; i++) t += x[i];
#pragma omp parallel
    if (omp_get_thread_num() == 0) nth[0] = omp_get_num_threads();
#pragma omp atomic
    s += t;
  }
  return s;
}

// Generic teams distribute with a nested parallel for, thread_limit(31).
long tl31(const long *x, int n) {
  long s = 0;
#pragma omp target teams distribute thread_limit(31) map(to : x[0 : n]) map(tofrom : s)
  for (int j = 0; j < 8; j++) {
    long t = 0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < n; i++) t += x[i] * j;
#pragma omp atomic
    s += t;
  }
  return s;
}

// A user-defined reduction keeps the kernel generic through OpenMPOpt.
long tl2udr(const long *x, int n) {
  Box b = {0};
#pragma omp target teams distribute thread_limit(2) map(to : x[0 : n]) reduction(boxadd : b)
  for (int j = 0; j < 8; j++) {
    Box t = {0};
#pragma omp parallel for reduction(boxadd : t)
    for (int i = 0; i < n; i++) t.v += x[i];
    b.v += t.v;
  }
  return b.v;
}

// Left alone: generic with thread_limit(32) (a worker warp already),
// generic without thread_limit, and SPMD with thread_limit(8).
long tl32(const long *x, int n) {
  long s = 0;
#pragma omp target teams thread_limit(32) map(to : x[0 : n]) map(tofrom : s)
  {
    long t = 0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < n; i++) t += x[i];
#pragma omp atomic
    s += t;
  }
  return s;
}

long nolimit(const long *x, int n) {
  long s = 0;
#pragma omp target teams map(to : x[0 : n]) map(tofrom : s)
  {
    long t = 0;
#pragma omp parallel for reduction(+ : t)
    for (int i = 0; i < n; i++) t += x[i];
#pragma omp atomic
    s += t;
  }
  return s;
}

long spmd8(const long *x, int n) {
  long s = 0;
#pragma omp target teams distribute parallel for thread_limit(8) reduction(+ : s) map(to : x[0 : n])
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
