/* A model of the libomptarget calls that plugin/HostResultSlots.cpp's launches
 * make, for plugin-host-result-slots-exec.test: the program runs on the CPU
 * and its "kernels" are this library's. Each launch prints how every kernel
 * argument came (a literal in the pinned pool, at which slot and offset; a
 * mapped tofrom variable; another literal) and runs the kernel the model
 * stands for: every reduction variable (a 1-, 4- or 8-byte argument that is
 * mapped tofrom or lies in the pool) gets its size's increment, through a
 * device copy for a mapped one (copied in before, back after). Environment:
 *   FAKE_PRESENT=1   omp_target_is_present says yes
 *   FAKE_FAIL=1      launches fail (the program runs its host fallback)
 *   FAKE_NO_PINNED=1 llvm_omp_target_alloc_host returns null
 * fake_launch_hook, when the program sets it, runs inside each launch's
 * kernel (a launch from within a launch: slots in use at once). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  uint32_t Version, NumArgs;
  void **ArgBasePtrs, **ArgPtrs;
  int64_t *ArgSizes, *ArgTypes;
  void **ArgNames, **ArgMappers;
  uint64_t Tripcount, Flags;
  uint32_t NumTeams[3], ThreadLimit[3], DynCGroupMem;
} KernelArgs;

enum { To = 1, From = 2, TargetParam = 0x20, Literal = 0x100 };

void (*fake_launch_hook)(int depth);
static int depth;
static char *pool[64];
static size_t pool_bytes[64];

static int env(const char *name) {
  const char *v = getenv(name);
  return v && strcmp(v, "1") == 0;
}

void *llvm_omp_target_alloc_host(size_t bytes, int device) {
  if (env("FAKE_NO_PINNED")) {
    printf("fake: alloc_host device=%d bytes=%zu: none\n", device, bytes);
    return NULL;
  }
  char *p = aligned_alloc(4096, bytes);
  memset(p, 0xA5, bytes);
  pool[device] = p;
  pool_bytes[device] = bytes;
  printf("fake: alloc_host device=%d bytes=%zu\n", device, bytes);
  return p;
}

void llvm_omp_target_free_host(void *p, int device) {
  printf("fake: free_host device=%d\n", device);
  free(p);
}

int omp_target_is_present(const void *p, int device) {
  (void)p;
  int present = env("FAKE_PRESENT");
  printf("fake: is_present device=%d: %d\n", device, present);
  return present;
}

static void increment(void *p, int64_t size) {
  if (size == 8)
    *(double *)p += 1000.0;
  else if (size == 4)
    *(int *)p += 100;
  else if (size == 1)
    *(char *)p += 1;
}

int __tgt_target_kernel(void *loc, int64_t device, int32_t teams, int32_t threads, void *region,
                        KernelArgs *args) {
  (void)loc, (void)teams, (void)threads, (void)region;
  printf("fake: launch device=%lld depth=%d nowait=%d\n", (long long)device, depth, (int)(args->Flags & 1));
  if (env("FAKE_FAIL")) {
    printf("fake: launch failed\n");
    return 1;
  }
  int dev = device < 0 ? 0 : (int)device;
  void *copies[32] = {0};
  for (uint32_t i = 0; i < args->NumArgs && i < 32; i++) {
    int64_t type = args->ArgTypes[i], size = args->ArgSizes[i];
    char *base = args->ArgBasePtrs[i];
    if (!(type & TargetParam))
      continue;
    if ((type & Literal) && pool[dev] && base >= pool[dev] && base < pool[dev] + pool_bytes[dev]) {
      long off = base - pool[dev];
      printf("fake:   arg %u: pinned slot %ld offset %ld size %lld\n", i, off / 64, off % 64, (long long)size);
      increment(base, size);
    } else if ((type & (To | From)) == (To | From)) {
      printf("fake:   arg %u: mapped tofrom size %lld\n", i, (long long)size);
      copies[i] = malloc(size);
      memcpy(copies[i], base, size);
      increment(copies[i], size);
    } else {
      printf("fake:   arg %u: %s\n", i, type & Literal ? "literal" : "other");
    }
  }
  if (fake_launch_hook) {
    depth++;
    fake_launch_hook(depth);
    depth--;
  }
  for (uint32_t i = 0; i < args->NumArgs && i < 32; i++)
    if (copies[i]) {
      memcpy(args->ArgBasePtrs[i], copies[i], args->ArgSizes[i]);
      free(copies[i]);
    }
  return 0;
}

/* Clang's registration calls, which the model has no use for. */
void __tgt_register_requires(int64_t flags) { (void)flags; }
void __tgt_register_lib(void *desc) { (void)desc; }
void __tgt_unregister_lib(void *desc) { (void)desc; }
void __tgt_init_all_rtls(void) {}
