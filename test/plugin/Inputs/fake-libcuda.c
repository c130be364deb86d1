/* A model of the five CUDA driver calls the plugin's wait-policy constructor
 * makes (plugin/HostWaitPolicy.cpp), built as libcuda.so.1 for
 * plugin-host-wait-exec.test. Each call is logged to stderr, in order.
 *   FAKE_CUDA_DEVICES   device count (default 2); device i's handle is 10+i
 *   FAKE_CUDA_ACTIVE    a device number whose primary context is already active
 *   FAKE_CUDA_INIT_FAIL cuInit fails (as without a GPU)
 * -DFAKE_CUDA_NO_SET_FLAGS leaves cuDevicePrimaryCtxSetFlags_v2 out (an old driver). */
#include <stdio.h>
#include <stdlib.h>

static int env(const char *name, int otherwise) {
  const char *v = getenv(name);
  return v && *v ? atoi(v) : otherwise;
}

int cuInit(unsigned flags) {
  fprintf(stderr, "fake: cuInit %u\n", flags);
  return env("FAKE_CUDA_INIT_FAIL", 0) ? 100 : 0;
}
int cuDeviceGetCount(int *n) {
  *n = env("FAKE_CUDA_DEVICES", 2);
  fprintf(stderr, "fake: cuDeviceGetCount %d\n", *n);
  return 0;
}
int cuDeviceGet(int *device, int ordinal) {
  *device = 10 + ordinal;
  fprintf(stderr, "fake: cuDeviceGet %d\n", ordinal);
  return 0;
}
int cuDevicePrimaryCtxGetState(int device, unsigned *flags, int *active) {
  *flags = 0;
  *active = env("FAKE_CUDA_ACTIVE", -1) == device - 10;
  fprintf(stderr, "fake: cuDevicePrimaryCtxGetState device=%d active=%d\n", device, *active);
  return 0;
}
#ifndef FAKE_CUDA_NO_SET_FLAGS
int cuDevicePrimaryCtxSetFlags_v2(int device, unsigned flags) {
  fprintf(stderr, "fake: cuDevicePrimaryCtxSetFlags_v2 device=%d flags=%u\n", device, flags);
  return 0;
}
#endif
int cuDevicePrimaryCtxRetain(void **context, int device) {
  *context = (void *)0x1;
  fprintf(stderr, "fake: cuDevicePrimaryCtxRetain device=%d\n", device);
  return 0;
}
