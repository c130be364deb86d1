/* libompred_ktimer.so: a CUDA injection library that records every kernel's
 * and every memcpy's GPU start/end through CUPTI's activity API.
 * See ompred_ktimer.h for the interface and bench/README.md for the method.
 *
 * Build (bench/build.sh does this):
 *   cc -O2 -fPIC -shared ompred_ktimer.c -I<cuda>/targets/x86_64-linux/include \
 *      -L<cuda>/targets/x86_64-linux/lib -lcupti -lpthread -o libompred_ktimer.so
 */
#define _GNU_SOURCE
#include <cupti.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ompred_ktimer.h"

static int g_summary; /* OMPRED_KTIMER_SUMMARY mode: see summary_* below */
static int g_trace;   /* OMPRED_KTIMER_TRACE mode: see trace_* below */
static void summary_add(const ompred_krec *r, const char *full_name);
static void trace_api(const CUpti_ActivityAPI *a);

#define EXPORT __attribute__((visibility("default")))

static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;
static ompred_krec *g_recs;
static size_t g_nrec, g_cap;
static volatile int g_active; /* 1 on, 0 not initialized, -1 error */
static uint64_t g_dropped;
static char g_status[256] =
    "CUPTI not initialized: the CUDA driver did not call InitializeInjection "
    "(is CUDA_INJECTION64_PATH set to this library's absolute path?)";

static void set_status(const char *what, CUptiResult r) {
  const char *s = "?";
  cuptiGetResultString(r, &s);
  snprintf(g_status, sizeof g_status, "CUPTI error in %s: %s (%d)", what, s, (int)r);
}

/* Activity buffers come from a pool allocated and touched once, at
 * InitializeInjection, and are small: CUPTI asks for one at the first activity
 * after every flush, and the host time that takes grows with the buffer's size.
 * OMPRED_KTIMER_BUF_KB sets the size (default 256 KiB, about 1000 records). */
enum { kPoolMax = 16 };
static size_t g_buf_size = 256u << 10;
static uint8_t *g_pool[kPoolMax];
static int g_npool;
static uint64_t g_pool_misses;

static void pool_init(void) {
  const char *e = getenv("OMPRED_KTIMER_BUF_KB");
  if (e && atol(e) >= 16) g_buf_size = (size_t)atol(e) << 10;
  for (g_npool = 0; g_npool < 4; g_npool++) {
    void *p = NULL;
    if (posix_memalign(&p, 8, g_buf_size) != 0) break;
    memset(p, 0, g_buf_size);
    g_pool[g_npool] = (uint8_t *)p;
  }
}

static void CUPTIAPI buf_requested(uint8_t **buffer, size_t *size, size_t *max_records) {
  void *p = NULL;
  pthread_mutex_lock(&g_mu);
  if (g_npool > 0) p = g_pool[--g_npool];
  pthread_mutex_unlock(&g_mu);
  if (!p) { /* more buffers in flight than pooled: allocate, and count it */
    if (posix_memalign(&p, 8, g_buf_size) != 0) p = NULL;
    __atomic_add_fetch(&g_pool_misses, 1, __ATOMIC_RELAXED);
  }
  *buffer = (uint8_t *)p;
  *size = p ? g_buf_size : 0;
  *max_records = 0;
}

/* Called with g_mu held. */
static void buf_release(uint8_t *buffer) {
  if (g_npool < kPoolMax) g_pool[g_npool++] = buffer;
  else free(buffer);
}

static void push(const ompred_krec *r) {
  if (g_nrec == g_cap) {
    size_t cap = g_cap ? 2 * g_cap : 1024;
    ompred_krec *n = (ompred_krec *)realloc(g_recs, cap * sizeof *n);
    if (!n) return;
    g_recs = n;
    g_cap = cap;
  }
  g_recs[g_nrec++] = *r;
}

static void CUPTIAPI buf_completed(CUcontext ctx, uint32_t stream, uint8_t *buffer, size_t size,
                                   size_t valid) {
  (void)size;
  CUpti_Activity *a = NULL;
  pthread_mutex_lock(&g_mu);
  while (valid && cuptiActivityGetNextRecord(buffer, valid, &a) == CUPTI_SUCCESS) {
    ompred_krec r;
    memset(&r, 0, sizeof r);
    if (a->kind == CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL || a->kind == CUPTI_ACTIVITY_KIND_KERNEL) {
      const CUpti_ActivityKernel10 *k = (const CUpti_ActivityKernel10 *)a;
      r.kind = OMPRED_KREC_KERNEL;
      r.start_ns = k->start;
      r.end_ns = k->end;
      r.grid_x = k->gridX;
      r.block_x = k->blockX;
      r.regs = k->registersPerThread;
      r.static_smem = k->staticSharedMemory;
      if (k->name) strncpy(r.name, k->name, sizeof r.name - 1);
      if (g_summary) summary_add(&r, k->name);
      else push(&r);
    } else if (a->kind == CUPTI_ACTIVITY_KIND_MEMCPY) {
      const CUpti_ActivityMemcpy6 *m = (const CUpti_ActivityMemcpy6 *)a;
      r.kind = OMPRED_KREC_MEMCPY;
      r.copy_kind = m->copyKind;
      r.start_ns = m->start;
      r.end_ns = m->end;
      r.bytes = m->bytes;
      if (g_summary) summary_add(&r, NULL);
      else push(&r);
    } else if (a->kind == CUPTI_ACTIVITY_KIND_DRIVER) {
      trace_api((const CUpti_ActivityAPI *)a);
    }
  }
  size_t dropped = 0;
  if (cuptiActivityGetNumDroppedRecords(ctx, stream, &dropped) == CUPTI_SUCCESS) g_dropped += dropped;
  buf_release(buffer);
  pthread_mutex_unlock(&g_mu);
}

static void summary_init(const char *path, int trace);

/* Called by the CUDA driver (libcuda) from cuInit when CUDA_INJECTION64_PATH
 * names this library. Returns 1 on success. */
EXPORT int InitializeInjection(void) {
  if (g_active == 1) return 1;
  pool_init();
  const char *sp = getenv("OMPRED_KTIMER_SUMMARY");
  const char *tp = getenv("OMPRED_KTIMER_TRACE");
  if (tp && *tp) summary_init(tp, 1);
  else if (sp && *sp) summary_init(sp, 0);
  CUptiResult r = cuptiActivityRegisterCallbacks(buf_requested, buf_completed);
  if (r != CUPTI_SUCCESS) { set_status("cuptiActivityRegisterCallbacks", r); g_active = -1; return 0; }
  r = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
  if (r != CUPTI_SUCCESS) { set_status("cuptiActivityEnable(CONCURRENT_KERNEL)", r); g_active = -1; return 0; }
  r = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_MEMCPY);
  if (r != CUPTI_SUCCESS) { set_status("cuptiActivityEnable(MEMCPY)", r); g_active = -1; return 0; }
  if (g_trace && (r = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_DRIVER)) != CUPTI_SUCCESS) {
    set_status("cuptiActivityEnable(DRIVER)", r);
    g_active = -1;
    return 0;
  }
  /* No atexit flush: records left at exit are not wanted, and flushing after
   * the offload runtime has torn its context down only risks a crash. */
  snprintf(g_status, sizeof g_status, "CUPTI activity: CONCURRENT_KERNEL + MEMCPY enabled, %zu KiB buffers",
           g_buf_size >> 10);
  g_active = 1;
  if (getenv("OMPRED_KTIMER_VERBOSE")) fprintf(stderr, "ompred_ktimer: %s\n", g_status);
  return 1;
}

EXPORT int ompred_ktimer_active(void) { return g_active; }
EXPORT const char *ompred_ktimer_status(void) { return g_status; }
EXPORT uint64_t ompred_ktimer_dropped(void) {
  pthread_mutex_lock(&g_mu);
  uint64_t d = g_dropped;
  pthread_mutex_unlock(&g_mu);
  return d;
}

/* CUPTI's clock: kernel and memcpy records carry timestamps of this clock,
 * so a caller brackets its timed work with two of these and later keeps the
 * records that fall between them. No flush happens there: a flush hands the
 * current buffer back and CUPTI then fetches a new one at the next activity,
 * which costs the host hundreds of microseconds inside the next repetition. */
EXPORT uint64_t ompred_ktimer_now(void) {
  uint64_t t = 0;
  if (g_active == 1) cuptiGetTimestamp(&t);
  return t;
}

static uint64_t g_takes, g_invalid;

static int valid(const ompred_krec *r) { return r->start_ns > 0 && r->end_ns >= r->start_ns; }

/* The caller's work is complete (synchronous target regions / synchronized
 * streams), so a forced flush delivers every record of it. */
EXPORT int ompred_ktimer_take(ompred_krec *out, int max) {
  if (g_active != 1) return -1;
  g_takes++;
  CUptiResult r = cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
  if (r != CUPTI_SUCCESS) set_status("cuptiActivityFlushAll", r);
  pthread_mutex_lock(&g_mu);
  int n = (int)g_nrec;
  for (int i = 0; i < n && i < max; i++) {
    out[i] = g_recs[i];
    if (!valid(&out[i])) { g_invalid++; out[i].start_ns = out[i].end_ns = 0; }
  }
  g_nrec = 0;
  pthread_mutex_unlock(&g_mu);
  return n;
}

EXPORT void ompred_ktimer_counters(uint64_t c[3]) {
  c[0] = g_takes;
  c[1] = g_invalid;
  c[2] = __atomic_load_n(&g_pool_misses, __ATOMIC_RELAXED);
}

/* ---- OMPRED_KTIMER_SUMMARY=<file>: per-kernel totals of a whole process.
 * For applications that do not call ompred_ktimer_take (bench/apps): every
 * kernel and memcpy record is kept compactly (24 bytes) and, at exit (or when
 * the context starts being destroyed, whichever comes first, since records
 * still in CUPTI's buffers are lost with the context), the file gets one line
 * per kernel name:
 *   kernel,<count>,<total_ns>,<median_ns>,<min_ns>,<max_ns>,<gap_total_ns>,<gap_median_ns>,<grid>,<block>,<regs>,<name>
 * where gap = this launch's start minus the latest end of any earlier kernel or
 * copy (the device idle time before it: host overhead plus launch latency),
 * plus a memcpy line and a `#` line with span/busy/dropped totals. */
typedef struct { uint64_t start, end; uint32_t id, kind; } srec;
typedef struct { char *name; int32_t grid, block, regs; } sname;
static srec *g_s;
static size_t g_ns, g_scap;
static sname *g_names;
static uint32_t g_nnames, g_names_cap;
static const char *g_sum_path;
static int g_sum_written;

static uint32_t intern(const char *n, const ompred_krec *r) {
  for (uint32_t i = 0; i < g_nnames; i++) /* a few dozen names: a scan is enough */
    if (strcmp(g_names[i].name, n) == 0) return i;
  if (g_nnames == g_names_cap) {
    uint32_t cap = g_names_cap ? 2 * g_names_cap : 64;
    sname *m = (sname *)realloc(g_names, cap * sizeof *m);
    if (!m) return UINT32_MAX;
    g_names = m;
    g_names_cap = cap;
  }
  g_names[g_nnames] = (sname){strdup(n), r->grid_x, r->block_x, r->regs};
  return g_nnames++;
}

/* Called with g_mu held; a record that finds no memory is lost. */
static void srec_push(srec rec) {
  if (g_ns == g_scap) {
    size_t cap = g_scap ? 2 * g_scap : 65536;
    srec *n = (srec *)realloc(g_s, cap * sizeof *n);
    if (!n) return;
    g_s = n;
    g_scap = cap;
  }
  g_s[g_ns++] = rec;
}

/* Called with g_mu held. */
static void summary_add(const ompred_krec *r, const char *full_name) {
  uint32_t id = UINT32_MAX;
  if (r->kind == OMPRED_KREC_KERNEL) id = intern(full_name ? full_name : r->name, r);
  srec_push((srec){r->start_ns, r->end_ns, id, r->kind});
}

static int cmp_start(const void *a, const void *b) {
  const srec *x = (const srec *)a, *y = (const srec *)b;
  return x->start < y->start ? -1 : x->start > y->start;
}
static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}
static uint64_t median(uint64_t *v, size_t n) {
  if (n == 0) return 0;
  qsort(v, n, sizeof *v, cmp_u64);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* ---- OMPRED_KTIMER_TRACE=<file>: every driver API call (host start/end),
 * kernel and copy (device start/end) of the whole process, one line each in
 * start order, written when the summary would be:
 *   api,<start_ns>,<end_ns>,<thread>,<cuFunctionName>
 *   kernel,<start_ns>,<end_ns>,<grid>,<name>
 *   memcpy,<start_ns>,<end_ns>,0,copy
 * All on CUPTI's clock, so a launch's host calls and its device work line up
 * (bench/tools/api_trace.py reads it). */
enum { kTraceApi = 3 };

/* Called with g_mu held; srec.id holds the cbid, srec.kind the thread above its low byte. */
static void trace_api(const CUpti_ActivityAPI *a) {
  if (g_trace) srec_push((srec){a->start, a->end, a->cbid, kTraceApi | (a->threadId << 8)});
}

static int cmp_start(const void *a, const void *b);

static void trace_write(FILE *f) {
  qsort(g_s, g_ns, sizeof *g_s, cmp_start);
  fprintf(f, "# ompred_ktimer trace: records=%zu dropped=%llu\n", g_ns, (unsigned long long)g_dropped);
  for (size_t i = 0; i < g_ns; i++) {
    const srec *s = &g_s[i];
    unsigned long long b = s->start, e = s->end;
    if ((s->kind & 0xff) == kTraceApi) {
      const char *name = "?";
      if (cuptiGetCallbackName(CUPTI_CB_DOMAIN_DRIVER_API, s->id, &name) != CUPTI_SUCCESS) name = "?";
      fprintf(f, "api,%llu,%llu,%u,%s\n", b, e, s->kind >> 8, name);
    } else if (s->kind == OMPRED_KREC_KERNEL) {
      fprintf(f, "kernel,%llu,%llu,%d,%s\n", b, e, s->id < g_nnames ? g_names[s->id].grid : 0,
              s->id < g_nnames ? g_names[s->id].name : "?");
    } else {
      fprintf(f, "memcpy,%llu,%llu,0,copy\n", b, e);
    }
  }
}

static void summary_write(void) {
  cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
  pthread_mutex_lock(&g_mu);
  if (g_sum_written) { pthread_mutex_unlock(&g_mu); return; }
  g_sum_written = 1;
  FILE *f = fopen(g_sum_path, "w");
  if (!f) { pthread_mutex_unlock(&g_mu); fprintf(stderr, "ompred_ktimer: cannot write %s\n", g_sum_path); return; }
  if (g_trace) {
    trace_write(f);
    fclose(f);
    pthread_mutex_unlock(&g_mu);
    return;
  }
  size_t n = 0;
  for (size_t i = 0; i < g_ns; i++) /* drop incomplete records */
    if (g_s[i].start > 0 && g_s[i].end >= g_s[i].start) g_s[n++] = g_s[i];
  qsort(g_s, n, sizeof *g_s, cmp_start);
  uint64_t *dur = (uint64_t *)malloc((n + 1) * sizeof *dur), *gap = (uint64_t *)malloc((n + 1) * sizeof *gap);
  uint64_t busy = 0, last_end = 0, span0 = n ? g_s[0].start : 0;
  for (size_t i = 0; i < n; i++) {
    uint64_t s = g_s[i].start > last_end ? g_s[i].start : last_end;
    if (g_s[i].end > s) busy += g_s[i].end - s;
    gap[i] = i && g_s[i].start > last_end ? g_s[i].start - last_end : 0;
    if (g_s[i].end > last_end) last_end = g_s[i].end;
  }
  fprintf(f, "# ompred_ktimer summary: records=%zu span_ns=%llu busy_ns=%llu dropped=%llu\n", n,
          (unsigned long long)(last_end - span0), (unsigned long long)busy, (unsigned long long)g_dropped);
  fprintf(f, "kind,count,total_ns,median_ns,min_ns,max_ns,gap_total_ns,gap_median_ns,grid,block,regs,name\n");
  for (uint32_t k = 0; k <= g_nnames && dur && gap; k++) { /* k == g_nnames: the copies */
    size_t c = 0;
    uint64_t tot = 0, gtot = 0, mn = UINT64_MAX, mx = 0;
    uint64_t *gv = (uint64_t *)malloc((n + 1) * sizeof *gv);
    for (size_t i = 0; i < n && gv; i++) {
      int mine = k < g_nnames ? (g_s[i].kind == OMPRED_KREC_KERNEL && g_s[i].id == k) : g_s[i].kind == OMPRED_KREC_MEMCPY;
      if (!mine) continue;
      uint64_t d = g_s[i].end - g_s[i].start;
      dur[c] = d;
      gv[c] = gap[i];
      tot += d;
      gtot += gap[i];
      if (d < mn) mn = d;
      if (d > mx) mx = d;
      c++;
    }
    if (c && gv) {
      uint64_t gm = median(gv, c), md = median(dur, c);
      if (k < g_nnames)
        fprintf(f, "kernel,%zu,%llu,%llu,%llu,%llu,%llu,%llu,%d,%d,%d,%s\n", c, (unsigned long long)tot,
                (unsigned long long)md, (unsigned long long)mn, (unsigned long long)mx, (unsigned long long)gtot,
                (unsigned long long)gm, g_names[k].grid, g_names[k].block, g_names[k].regs, g_names[k].name);
      else
        fprintf(f, "memcpy,%zu,%llu,%llu,%llu,%llu,%llu,%llu,0,0,0,(all copies)\n", c, (unsigned long long)tot,
                (unsigned long long)md, (unsigned long long)mn, (unsigned long long)mx, (unsigned long long)gtot,
                (unsigned long long)gm);
    }
    free(gv);
  }
  free(dur);
  free(gap);
  fclose(f);
  pthread_mutex_unlock(&g_mu);
}

static void CUPTIAPI on_resource(void *ud, CUpti_CallbackDomain dom, CUpti_CallbackId cbid, const void *data) {
  (void)ud; (void)data;
  if (dom == CUPTI_CB_DOMAIN_RESOURCE && cbid == CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING) summary_write();
}

static void summary_init(const char *path, int trace) {
  g_sum_path = strdup(path);
  g_summary = 1;
  g_trace = trace;
  CUpti_SubscriberHandle sub;
  if (cuptiSubscribe(&sub, (CUpti_CallbackFunc)on_resource, NULL) == CUPTI_SUCCESS)
    cuptiEnableCallback(1, sub, CUPTI_CB_DOMAIN_RESOURCE, CUPTI_CBID_RESOURCE_CONTEXT_DESTROY_STARTING);
  /* CUPTI's own injection samples flush at exit too: the offload runtime may
   * keep its context to the end. */
  atexit(summary_write);
}
