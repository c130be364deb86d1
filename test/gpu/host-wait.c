/* How the program's threads wait for the GPU. libomptarget gives the primary
 * context of each device CU_CTX_SCHED_BLOCKING_SYNC (4) unless it is already
 * active; the pass plugin's constructor (plugin/HostWaitPolicy.cpp) activates
 * it first with CUDA's default, CU_CTX_SCHED_AUTO (0), or the policy
 * OMPRED_CUDA_WAIT names (spin: 1), and leaves libomptarget's under
 * OMPRED_CUDA_WAIT=blocking. The program reads the flags of the default
 * device's primary context through the driver libomptarget loaded and checks
 * them against the argument; whatever the policy, 300 reductions and mapped
 * copies give the host's results.
 */
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/host-wait 0 | %{check} %s %} \
// RUN: %else %{ %{run} %{bin}/host-wait 4 | %{check} %s %}
// RUN: %if with-plugin %{ env OMPRED_CUDA_WAIT=spin %{run} %{bin}/host-wait 1 | %{check} %s %} \
// RUN: %else %{ env OMPRED_CUDA_WAIT=spin %{run} %{bin}/host-wait 4 | %{check} %s %}
// RUN: env OMPRED_CUDA_WAIT=blocking %{run} %{bin}/host-wait 4 | %{check} %s
// CHECK: {{^}}host-wait: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#include "ompred_test.h"

#include <dlfcn.h>

enum { N = 100000 };

static long sum(const int *x, int n) {
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0:n])
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}

static void scale(int *x, int n, int k) {
#pragma omp target teams distribute parallel for map(tofrom : x[0:n])
  for (int i = 0; i < n; i++) x[i] *= k;
}

/* The scheduling flags of the default device's primary context, or -1. */
static int sched_flags(void) {
  void *cuda = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_NOLOAD);
  if (!cuda)
    return -1;
  int (*get)(int *, int) = (int (*)(int *, int))dlsym(cuda, "cuDeviceGet");
  int (*state)(int, unsigned *, int *) = (int (*)(int, unsigned *, int *))dlsym(cuda, "cuDevicePrimaryCtxGetState");
  int device = 0, active = 0;
  unsigned flags = 0;
  if (!get || !state || get(&device, omp_get_default_device()) || state(device, &flags, &active) || !active)
    return -1;
  return (int)(flags & 7);
}

int main(int argc, char **argv) {
  t_begin("host-wait");
  int want = argc > 1 ? atoi(argv[1]) : -1;
  int *x = malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++) x[i] = i % 13 - 6;
  long base = 0;
  for (int i = 0; i < N; i++) base += x[i];
  char msg[80];
  for (int r = 0; r < 300; r++) {
    int k = r % 3 == 0 ? -1 : 1; /* the data flips sign every third call */
    scale(x, N, k);
    if (k < 0) base = -base;
    snprintf(msg, sizeof msg, "sum, call %d", r);
    t_check_i(msg, sum(x, N), base);
  }
  t_check_i("primary context scheduling flags", sched_flags(), want);
  free(x);
  return t_end();
}
