/* ompred GPU test suite: shared helpers (host side only).
 *
 * Every test computes its expected results on the host, sequentially and
 * without OpenMP, and compares them with what the device produced:
 * integers exactly, floating point exactly when the data are integer-valued
 * (or powers of two) so that every summation order gives the same result,
 * otherwise with a tolerance against a long double reference.
 *
 * Output protocol (the lit format in ../lit.cfg.py relies on it):
 *   FAIL: <what>: got <x>, want <y>     one line per mismatch (first 40)
 *   <test>: PASS (<n> checks)           last line on success, exit 0
 *   <test>: FAIL (<k> of <n> checks failed)   last line on failure, exit 1
 */
#ifndef OMPRED_TEST_H
#define OMPRED_TEST_H

#include <limits.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>

static const char *t_name = "test";
static long t_checks, t_failures;

static inline void t_fail_line(const char *what, const char *detail) {
  t_failures++;
  if (t_failures <= 40)
    printf("FAIL: %s: %s\n", what, detail);
  else if (t_failures == 41)
    printf("FAIL: (further mismatches not shown)\n");
  fflush(stdout);
}

static inline int t_check_i(const char *what, long long got, long long want) {
  t_checks++;
  if (got == want) return 1;
  char buf[128];
  snprintf(buf, sizeof buf, "got %lld, want %lld", got, want);
  t_fail_line(what, buf);
  return 0;
}

static inline int t_check_u(const char *what, unsigned long long got, unsigned long long want) {
  t_checks++;
  if (got == want) return 1;
  char buf[128];
  snprintf(buf, sizeof buf, "got %llu (0x%llx), want %llu (0x%llx)", got, got, want, want);
  t_fail_line(what, buf);
  return 0;
}

/* Exact floating-point comparison (integer-valued or power-of-two data). */
static inline int t_check_f(const char *what, long double got, long double want) {
  t_checks++;
  if (got == want) return 1;
  char buf[160];
  snprintf(buf, sizeof buf, "got %.21Lg, want %.21Lg", got, want);
  t_fail_line(what, buf);
  return 0;
}

/* |got - want| <= rel * max(1, |want|) against a long double reference. */
static inline int t_check_f_tol(const char *what, long double got, long double want, long double rel) {
  t_checks++;
  long double scale = fabsl(want) > 1.0L ? fabsl(want) : 1.0L;
  if (fabsl(got - want) <= rel * scale) return 1;
  char buf[200];
  snprintf(buf, sizeof buf, "got %.21Lg, want %.21Lg (tolerance %Lg relative)", got, want, rel);
  t_fail_line(what, buf);
  return 0;
}

static inline int t_check(const char *what, int ok, const char *detail) {
  t_checks++;
  if (ok) return 1;
  t_fail_line(what, detail ? detail : "condition false");
  return 0;
}

/* Deterministic pseudo-random numbers (splitmix64): failures reproduce. */
static uint64_t t_rng_state = 0x6f6d7072656475ULL;
static inline void t_seed(uint64_t s) { t_rng_state = s * 0x9E3779B97F4A7C15ULL + 0x6f6d7072656475ULL; }
static inline uint64_t t_rand64(void) {
  uint64_t z = (t_rng_state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
/* Uniform in [lo, hi]. */
static inline long long t_rand_range(long long lo, long long hi) {
  uint64_t span = (uint64_t)hi - (uint64_t)lo + 1; /* 0: the full 64-bit range */
  uint64_t r = span ? t_rand64() % span : t_rand64();
  return (long long)((uint64_t)lo + r);
}
static inline double t_rand_unit(void) { return (double)(t_rand64() >> 11) * 0x1.0p-53; }

static inline void *t_alloc(size_t bytes) {
  void *p = malloc(bytes ? bytes : 1);
  if (!p) { printf("FAIL: out of host memory (%zu bytes)\n", bytes); exit(2); }
  return p;
}

/* Starts a test: names it and proves that target regions really run on a
 * device (OMP_TARGET_OFFLOAD=MANDATORY is set by the harness as well). */
static inline void t_begin(const char *name) {
  t_name = name;
  setvbuf(stdout, NULL, _IOLBF, 0);
  int on_host = -1;
#ifdef OMPRED_TEST_SPMD_BEGIN
  /* For tests whose unit must hold no generic-mode kernel (its LLVM generic
   * entry and named barrier 8 reach every kernel of the unit). */
#pragma omp target teams distribute parallel for map(tofrom : on_host)
  for (int i = 0; i < 1; i++)
    on_host = omp_is_initial_device();
#else
#pragma omp target map(from : on_host)
  on_host = omp_is_initial_device();
#endif
#ifdef OMPRED_TEST_ALLOW_HOST
  /* Only for debugging a test's own logic without a GPU (host-only -fopenmp
   * build); the lit suite never defines this. */
  if (on_host != 0) printf("%s: WARNING: running on the HOST (OMPRED_TEST_ALLOW_HOST)\n", name);
  else
#endif
  if (on_host != 0) {
    printf("FAIL: %s: target region ran on the host (omp_is_initial_device() = %d); "
           "no usable GPU or device image\n", name, on_host);
    printf("%s: FAIL (not on a device)\n", name);
    exit(1);
  }
  printf("%s: running on device %d of %d\n", name, omp_get_default_device(), omp_get_num_devices());
}

/* Ends a test; use as `return t_end();`. */
static inline int t_end(void) {
  if (t_checks == 0) {
    printf("%s: FAIL (no checks ran)\n", t_name);
    return 1;
  }
  if (t_failures) {
    printf("%s: FAIL (%ld of %ld checks failed)\n", t_name, t_failures, t_checks);
    return 1;
  }
  printf("%s: PASS (%ld checks)\n", t_name, t_checks);
  return 0;
}

#define T_STR_(x) #x
#define T_STR(x) T_STR_(x)
#define T_PRAGMA(x) _Pragma(T_STR(x))

#endif
