/* Input of plugin-parallel-if.test and passes/parallel-if.ll: parallel
 * regions with an if clause (plugin/ParallelIf.cpp). With -DREWRITTEN_ONLY,
 * only the kernels whose regions the plugin rewrites. */
#include <omp.h>

/* TeaLeaf's halo update (src/omp/local_halos.cpp): the distribute loop is
 * versioned on c for simd, each version with its own parallel region, both
 * passed c as if_expr. Both become teams of one thread when c is false. */
void halo(int x, int y, int depth, double *buffer, _Bool c) {
#pragma omp target teams distribute parallel for simd if(c) collapse(2)
  for (int jj = 2; jj < y - 2; ++jj)
    for (int kk = 0; kk < depth; ++kk)
      buffer[jj * x + (1 - kk)] = buffer[jj * x + (2 + kk)];
}

/* A num_threads clause: its value when c is true, 1 when false. */
void threads(int n, double *b, int c, int nt) {
#pragma omp target teams distribute parallel for if(parallel : c) num_threads(nt)
  for (int i = 0; i < n; i++)
    b[i] = omp_get_thread_num();
}

/* A generic kernel (OpenMPOpt may make it SPMD): rewritten too. */
void generic(int n, double *b, int c) {
#pragma omp target teams distribute
  for (int i = 0; i < n; i++) {
    b[i] = 0;
#pragma omp parallel if(c)
    b[i] = 1;
  }
}

#ifndef REWRITTEN_ONLY
/* Left alone: the region can tell an active team of one thread from an
 * inactive one. */
void observes(int n, int *b, int c) {
#pragma omp target teams distribute parallel for if(parallel : c)
  for (int i = 0; i < n; i++)
    b[i] = omp_in_parallel();
}

/* Left alone: the inner region runs inside a parallel region, and the outer
 * one opens a region. */
void nested(int n, double *b, int c) {
#pragma omp target teams distribute parallel for if(parallel : c)
  for (int i = 0; i < n; i++) {
#pragma omp parallel for if(c)
    for (int k = 0; k < 4; k++)
      b[i * 4 + k] = k;
  }
}
#endif
