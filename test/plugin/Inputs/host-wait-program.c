/* A host unit that launches a kernel (the call is never made: the pass only
 * needs the module to call __tgt_target_kernel) and a constructor at clang's
 * registration priority, 1: the wait policy must be set before it runs.
 * plugin-host-wait-exec.test. */
#include <stdio.h>

__attribute__((weak)) int __tgt_target_kernel(void *, long, int, int, void *, void *);

__attribute__((constructor(1))) static void registration(void) { fprintf(stderr, "registration\n"); }

int UNIT(int argc) {
  if (argc > 1000)
    return __tgt_target_kernel(0, -1, 0, 0, 0, 0);
  return 0;
}

#ifdef WITH_MAIN
int main(int argc, char **argv) {
  (void)argv;
  fprintf(stderr, "main\n");
  return UNIT(argc);
}
#endif
