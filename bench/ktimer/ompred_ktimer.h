/* ompred_ktimer: device-side kernel/memcpy timing through CUPTI activity records.
 *
 * libompred_ktimer.so is a CUDA injection library: with
 *   CUDA_INJECTION64_PATH=/abs/path/libompred_ktimer.so
 * the CUDA driver dlopens it at cuInit and calls InitializeInjection(), which
 * enables CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL and _MEMCPY. Every kernel and
 * copy then leaves a record with GPU start/end timestamps (ns).
 *
 * A benchmark reads them through the functions below, resolved with dlopen()
 * of the same path (so it is the very instance the driver loaded) + dlsym():
 *   t0 = ompred_ktimer_now();         // CUPTI's clock, no flush
 *   ... timed region (synchronous) ...
 *   t1 = ompred_ktimer_now();
 *   ... more repetitions, untimed checks ...
 *   n = ompred_ktimer_take(recs, max); // one forced flush: every record so far
 * and keeps, per repetition, the records inside [t0, t1]; records with
 * start = end = 0 are incomplete and must be ignored.
 * With OMPRED_KTIMER_SUMMARY=<file> in the environment (for applications that
 * never call these functions, bench/apps/) no records are handed out: at exit
 * the file gets per kernel name its launches, total/median device time and the
 * device idle time before each launch (format in ompred_ktimer.c).
 * This header is plain C and has no CUPTI dependency.
 */
#ifndef OMPRED_KTIMER_H
#define OMPRED_KTIMER_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

enum { OMPRED_KREC_KERNEL = 1, OMPRED_KREC_MEMCPY = 2 };

typedef struct ompred_krec {
  uint32_t kind;        /* OMPRED_KREC_* */
  uint32_t copy_kind;   /* CUpti_ActivityMemcpyKind for memcpy records (8 = DtoD) */
  uint64_t start_ns;    /* GPU timestamps */
  uint64_t end_ns;
  uint64_t bytes;       /* memcpy only */
  int32_t grid_x, block_x; /* kernel only */
  int32_t regs, static_smem;
  char name[96];        /* kernel name (mangled), truncated */
} ompred_krec;

/* 1 once InitializeInjection enabled CUPTI activity collection, 0 if not
 * (yet) loaded by the driver, negative on a CUPTI error. */
int ompred_ktimer_active(void);
/* CUPTI's timestamp now (the clock of the records), 0 if CUPTI is not active. */
uint64_t ompred_ktimer_now(void);
/* Forced flush, then copy up to max of the records completed since the last
 * take to out and forget them all. Returns the number of records (may exceed
 * max: only max are copied), or -1 if CUPTI is not active. */
int ompred_ktimer_take(ompred_krec *out, int max);
/* Diagnostics: c[0] take() calls, c[1] incomplete records seen (returned with
 * start = end = 0), c[2] activity buffers allocated outside the pre-touched
 * pool (should stay 0). */
void ompred_ktimer_counters(uint64_t c[3]);
/* Records CUPTI reported as dropped (should stay 0). */
uint64_t ompred_ktimer_dropped(void);
/* Human-readable status / last error. */
const char *ompred_ktimer_status(void);

typedef int (*ompred_ktimer_active_fn)(void);
typedef uint64_t (*ompred_ktimer_now_fn)(void);
typedef int (*ompred_ktimer_take_fn)(ompred_krec *, int);
typedef uint64_t (*ompred_ktimer_dropped_fn)(void);
typedef const char *(*ompred_ktimer_status_fn)(void);
typedef void (*ompred_ktimer_counters_fn)(uint64_t *);

#ifdef __cplusplus
}
#endif
#endif
