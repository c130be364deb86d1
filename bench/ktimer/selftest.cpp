// Plumbing self-test of libompred_ktimer.so without a GPU driver:
//   the benchmark's KTimer dlopens CUDA_INJECTION64_PATH first; here we then
//   play the CUDA driver (dlopen of the same path + InitializeInjection()) and
//   check that the benchmark's handle sees the state the "driver" created.
// Build: g++ -std=c++17 -I.. selftest.cpp -ldl -o selftest
// Run:   CUDA_INJECTION64_PATH=/abs/libompred_ktimer.so ./selftest
// Without libcuda, CUPTI's InitializeInjection fails; the test passes if that
// failure is visible through the benchmark's handle (same instance).
#include <dlfcn.h>
#include <stdio.h>

#include "../src/common.h"

int main() {
  bench::KTimer kt;
  kt.open();
  printf("after open: on=%d status=%s\n", kt.on(), kt.status().c_str());
  if (!kt.h) return 1;
  const char *p = getenv("CUDA_INJECTION64_PATH");
  void *drv = dlopen(p, RTLD_NOW);  // what libcuda does at cuInit
  if (!drv) { printf("driver-side dlopen failed: %s\n", dlerror()); return 1; }
  auto init = (int (*)(void))dlsym(drv, "InitializeInjection");
  if (!init) { printf("no InitializeInjection\n"); return 1; }
  printf("same instance: %s\n", drv == kt.h ? "yes" : "NO");
  int r = init();
  printf("InitializeInjection() = %d; benchmark sees: on=%d status=%s\n", r, kt.on(), kt.status().c_str());
  bench::KSpan s = kt.time_once([] {}, 1);
  printf("time_once: ok=%d\n", s.ok);
  bool changed = kt.status().find("not initialized") == std::string::npos;
  printf("%s\n", drv == kt.h && changed ? "PLUMBING OK" : "PLUMBING FAILED");
  return drv == kt.h && changed ? 0 : 1;
}
