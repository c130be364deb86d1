// Loops that reduce and update an array in place in every iteration, the
// shape the merge gives a barrier per stride (docs/plugin.md, "Merged loops
// that reduce and store"). Compiled for the device only, rewritten by the
// pass, and run on the CPU by plugin-merged-lockstep-exec.test through
// Inputs/merged-lockstep-exec-harness.c, which calls the kernels by name
// (ompred_kernel_<function>, after the test's renaming) with the parameters
// clang gives them.
//
// note(i) tells the harness which thread runs which iteration, in which
// order. A run-time thread_limit merges in place, so the merged loop runs
// for every block size; folded_int's default limit (128) merges a copy that
// runs only for blocks of 128 threads.
#pragma omp declare target
void note(unsigned long long i);
#pragma omp end declare target

#define MERGED_LOOP                                                                            \
  _Pragma("omp target teams distribute parallel for reduction(+ : d) is_device_ptr(p, r) thread_limit(tl)")

// From 0: clang's logical iteration variable has the loop's own type
// (static_init_4, _4u, _8 and _8u).
#define FROM_ZERO(NAME, T)                                                                     \
  unsigned long NAME(T n, long *p, const long *r, unsigned long *out, int tl) {                \
    unsigned long d = *out;                                                                    \
    MERGED_LOOP                                                                                \
    for (T i = 0; i < n; ++i) {                                                                \
      note(i);                                                                                 \
      p[i] += r[i];                                                                            \
      d += p[i];                                                                               \
    }                                                                                          \
    return *out = d;                                                                           \
  }
FROM_ZERO(zero_int, int)
FROM_ZERO(zero_unsigned, unsigned)
FROM_ZERO(zero_long, long)
FROM_ZERO(zero_ulong, unsigned long)

// From a bound passed in, so that the indices can lie near the type's
// limits while the arrays stay small (the logical iteration variable is
// unsigned here: clang counts hi - lo in it).
#define SPAN(NAME, T)                                                                          \
  unsigned long NAME(T lo, T hi, long *p, const long *r, unsigned long *out, int tl) {         \
    unsigned long d = *out;                                                                    \
    MERGED_LOOP                                                                                \
    for (T i = lo; i < hi; ++i) {                                                              \
      note(i);                                                                                 \
      p[i - lo] += r[i - lo];                                                                  \
      d += p[i - lo];                                                                          \
    }                                                                                          \
    return *out = d;                                                                           \
  }
SPAN(span_int, int)
SPAN(span_unsigned, unsigned)
SPAN(span_long, long)
SPAN(span_ulong, unsigned long)

// Spaces up to the types' limits, of which the harness runs a few teams:
// the index wraps at 4096 (several iterations update one element), and the
// reduction adds r, whatever the order of the updates.
#define WIDE(NAME, T)                                                                          \
  unsigned long NAME(T n, long *p, const long *r, unsigned long *out, int tl) {                \
    unsigned long d = *out;                                                                    \
    MERGED_LOOP                                                                                \
    for (T i = 0; i < n; ++i) {                                                                \
      note(i);                                                                                 \
      p[i & 4095] += r[i & 4095];                                                              \
      d += r[i & 4095];                                                                        \
    }                                                                                          \
    return *out = d;                                                                           \
  }
WIDE(wide_int, int)
WIDE(wide_unsigned, unsigned)
WIDE(wide_long, long)
WIDE(wide_ulong, unsigned long)

// The loop of test/gpu/merged-lockstep.c, without the call.
unsigned long plain_int(int n, long *p, const long *r, unsigned long *out, int tl) {
  unsigned long d = *out;
#pragma omp target teams distribute parallel for reduction(+ : d) is_device_ptr(p, r) thread_limit(tl)
  for (int i = 0; i < n; ++i) {
    p[i] += r[i];
    d += p[i];
  }
  return *out = d;
}

// parallel for simd: clang marks the loop's accesses parallel.
unsigned long simd_int(int n, long *p, const long *r, unsigned long *out, int tl) {
  unsigned long d = *out;
#pragma omp target teams distribute parallel for simd reduction(+ : d) is_device_ptr(p, r) thread_limit(tl)
  for (int i = 0; i < n; ++i) {
    note(i);
    p[i] += r[i];
    d += p[i];
  }
  return *out = d;
}

// No thread_limit: the merged copy.
unsigned long folded_int(int n, long *p, const long *r, unsigned long *out) {
  unsigned long d = *out;
#pragma omp target teams distribute parallel for reduction(+ : d) is_device_ptr(p, r)
  for (int i = 0; i < n; ++i) {
    note(i);
    p[i] += r[i];
    d += p[i];
  }
  return *out = d;
}
