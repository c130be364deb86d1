// Host-side helpers shared by omp_bench.cpp (clang-19 -fopenmp) and
// cub_bench.cu (nvcc): options, CUPTI kernel timer client, repeat/measure
// loop, statistics, CSV output, threaded host references.
#ifndef OMPRED_BENCH_COMMON_H
#define OMPRED_BENCH_COMMON_H

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "../ktimer/ompred_ktimer.h"

namespace bench {

inline double now_us() {
  return std::chrono::duration<double, std::micro>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// ---------------------------------------------------------------- options
struct Opts {
  std::string build = "unknown";  // stock | ompred | cuda | host-test
  std::string csv;                // append rows here ("" = stdout)
  std::string cases = "abcdes";
  std::vector<int> log2n = {10, 12, 14, 16, 18, 20, 22, 24, 26, 28};
  std::vector<long> e_teams = {1000, 10000, 100000, 131072, 1000000, 1048576, 10000000};
  std::vector<int> tls = {128, 256, 512, 1024};
  std::vector<int> teams_mult = {1, 2, 4, 8, 16, 32};  // x SM count
  std::vector<int> s_log2n = {20, 22, 24, 26, 28};      // stream case sizes
  int sms = 0;  // 0: ask the device
  int reps = 25, warmup = 3, round = 1;
  int rotate_log2 = 25;  // rotate inputs inside a pool of 2^this elements (0: off)
  uint64_t seed = 0;
  double deadline = 0;   // unix seconds; 0 = none
  bool allow_host = false;  // CPU-side logic test: run regions on the host
  bool e_nored = true;
  double hang_s = 60;  // abort the process if one repetition takes longer (hung kernel)
};

inline std::vector<long> parse_list(const char *s) {
  std::vector<long> v;
  while (*s) {
    char *end;
    long x = strtol(s, &end, 0);
    if (end == s) break;
    v.push_back(x);
    s = *end ? end + 1 : end;
  }
  return v;
}

inline void usage_common(const char *prog) {
  fprintf(stderr,
          "usage: %s [--build TAG] [--csv FILE] [--cases abcdes] [--sizes 10,12,..,28 (log2 N)]\n"
          "          [--e-teams 1000,...] [--tls 128,256,512,1024] [--teams-mult 1,2,4,..]\n"
          "          [--s-sizes 20,22,..,28 (log2 N)] [--sms N (default: the device's)]\n"
          "          [--reps 25] [--warmup 3] [--round 1] [--seed S]\n"
          "          [--rotate-log2 25 (0=off)] [--deadline UNIXSEC] [--hang-s 60] [--no-e-nored]\n"
          "          [--allow-host]\n",
          prog);
}

inline Opts parse_opts(int argc, char **argv) {
  Opts o;
  o.seed = (uint64_t)time(nullptr) ^ ((uint64_t)getpid() << 20);
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    auto val = [&]() -> const char * {
      if (i + 1 >= argc) { fprintf(stderr, "missing value for %s\n", a.c_str()); exit(2); }
      return argv[++i];
    };
    if (a == "--build") o.build = val();
    else if (a == "--csv") o.csv = val();
    else if (a == "--cases") o.cases = val();
    else if (a == "--sizes") { o.log2n.clear(); for (long x : parse_list(val())) o.log2n.push_back((int)x); }
    else if (a == "--e-teams") o.e_teams = parse_list(val());
    else if (a == "--tls") { o.tls.clear(); for (long x : parse_list(val())) o.tls.push_back((int)x); }
    else if (a == "--teams-mult") { o.teams_mult.clear(); for (long x : parse_list(val())) o.teams_mult.push_back((int)x); }
    else if (a == "--s-sizes") { o.s_log2n.clear(); for (long x : parse_list(val())) o.s_log2n.push_back((int)x); }
    else if (a == "--sms") o.sms = atoi(val());
    else if (a == "--reps") o.reps = atoi(val());
    else if (a == "--warmup") o.warmup = atoi(val());
    else if (a == "--round") o.round = atoi(val());
    else if (a == "--seed") o.seed = strtoull(val(), nullptr, 0);
    else if (a == "--rotate-log2") o.rotate_log2 = atoi(val());
    else if (a == "--deadline") o.deadline = atof(val());
    else if (a == "--no-e-nored") o.e_nored = false;
    else if (a == "--hang-s") o.hang_s = atof(val());
    else if (a == "--allow-host") o.allow_host = true;
    else if (a == "-h" || a == "--help") { usage_common(argv[0]); exit(0); }
    else { fprintf(stderr, "unknown option %s\n", a.c_str()); usage_common(argv[0]); exit(2); }
  }
  if (o.reps < 1 || o.warmup < 0) { fprintf(stderr, "bad --reps/--warmup\n"); exit(2); }
  if (o.sms < 0) { fprintf(stderr, "bad --sms %d\n", o.sms); exit(2); }
  return o;
}

inline bool has_case(const Opts &o, char c) { return o.cases.find(c) != std::string::npos; }

// ---------------------------------------------------------------- CUPTI timer client
// libompred_ktimer.so is loaded by the CUDA driver (CUDA_INJECTION64_PATH).
// We dlopen the same path first: the driver's later dlopen returns this very
// instance, whose InitializeInjection() it then calls at cuInit.
struct KSpan {
  bool ok = false;     // a record of the wanted kind arrived
  double us = NAN;     // first start .. last end of the wanted records
  double sum_us = NAN; // sum of the wanted records' durations
  int nkern = 0, ncopy = 0;
  int grid = 0, block = 0, regs = 0, smem = 0;
};

// A time window on CUPTI's clock: one repetition's timed part.
struct KWindow { uint64_t t0 = 0, t1 = 0; };

struct KTimer {
  void *h = nullptr;
  ompred_ktimer_active_fn f_active = nullptr;
  ompred_ktimer_now_fn f_now = nullptr;
  ompred_ktimer_take_fn f_take = nullptr;
  ompred_ktimer_dropped_fn f_dropped = nullptr;
  ompred_ktimer_status_fn f_status = nullptr;
  ompred_ktimer_counters_fn f_counters = nullptr;
  std::string why = "not opened";
  std::string ignore;  // kernels whose name contains this are not timed ("" = none)
  std::vector<ompred_krec> buf = std::vector<ompred_krec>(1 << 14);
  uint64_t overflows = 0, missing = 0;
  KWindow win;  // the window being timed

  void open() {
    const char *p = getenv("CUDA_INJECTION64_PATH");
    if (!p || !*p) { why = "CUDA_INJECTION64_PATH is not set"; return; }
    h = dlopen(p, RTLD_NOW | RTLD_LOCAL);
    if (!h) { why = std::string("dlopen failed: ") + dlerror(); return; }
    f_active = (ompred_ktimer_active_fn)dlsym(h, "ompred_ktimer_active");
    f_now = (ompred_ktimer_now_fn)dlsym(h, "ompred_ktimer_now");
    f_take = (ompred_ktimer_take_fn)dlsym(h, "ompred_ktimer_take");
    f_dropped = (ompred_ktimer_dropped_fn)dlsym(h, "ompred_ktimer_dropped");
    f_status = (ompred_ktimer_status_fn)dlsym(h, "ompred_ktimer_status");
    f_counters = (ompred_ktimer_counters_fn)dlsym(h, "ompred_ktimer_counters");
    if (!f_active || !f_now || !f_take || !f_dropped || !f_status || !f_counters) {
      why = std::string(p) + " is not this version's libompred_ktimer.so";
      h = nullptr;
      return;
    }
    why = "loaded; waiting for cuInit";
  }
  bool on() const { return h && f_active() == 1; }
  std::string status() const { return h ? std::string(f_status()) : why; }
  uint64_t dropped() const { return h ? f_dropped() : 0; }
  // Opens the timed window now; a repetition may call it again after untimed
  // set-up work (a poison kernel) so that work falls outside the window.
  void reset() { if (on()) win.t0 = win.t1 = f_now(); }
  // Closes the window opened by reset().
  KWindow close() { if (on()) win.t1 = f_now(); return win; }
  std::string counters() const {
    if (!on()) return "device timer off";
    uint64_t c[3] = {0, 0, 0};
    f_counters(c);
    char b[320];
    snprintf(b, sizeof b,
             "device timer: %llu takes, %llu incomplete records, %llu dropped, %llu buffers outside the pool, "
             "%llu takes with more records than the client buffer, %llu windows without the expected records",
             (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)f_dropped(),
             (unsigned long long)c[2], (unsigned long long)overflows, (unsigned long long)missing);
    return b;
  }
  // Every record since the last take (one forced flush).
  int take() {
    if (!on()) return 0;
    int n = f_take(buf.data(), (int)buf.size());
    if (n > (int)buf.size()) {  // only the first buf.size() records were copied; counted
      overflows++;
      n = (int)buf.size();
    }
    return n < 0 ? 0 : n;
  }
  // The span of the records (of the first n taken) whose midpoint lies in w.
  // expect > 0: kernels, at least that many; expect < 0: -expect device-to-
  // device copies. A midpoint, not the whole record, because CUPTI maps GPU
  // timestamps onto its clock with some skew; set-up and check work runs
  // entirely before or after the window.
  KSpan span(int n, const KWindow &w, int expect) {
    KSpan s;
    uint64_t lo = UINT64_MAX, hi = 0, longest = 0;
    double sum = 0;
    int want_n = 0;
    for (int i = 0; i < n; i++) {
      const ompred_krec &r = buf[i];
      if (r.end_ns == 0) continue;  // incomplete record
      const uint64_t mid = r.start_ns + (r.end_ns - r.start_ns) / 2;
      if (mid < w.t0 || mid > w.t1) continue;
      if (r.kind == OMPRED_KREC_KERNEL && !ignore.empty() && strstr(r.name, ignore.c_str())) continue;
      bool want = expect >= 0 ? r.kind == OMPRED_KREC_KERNEL
                              : (r.kind == OMPRED_KREC_MEMCPY && r.copy_kind == 8 /*DtoD*/);
      if (r.kind == OMPRED_KREC_KERNEL) {
        uint64_t d = r.end_ns - r.start_ns;  // shape of the longest kernel
        if (s.nkern == 0 || d >= longest) {
          longest = d;
          s.grid = r.grid_x; s.block = r.block_x; s.regs = r.regs; s.smem = r.static_smem;
        }
        s.nkern++;
      } else {
        s.ncopy++;
      }
      if (!want) continue;
      want_n++;
      lo = std::min(lo, r.start_ns);
      hi = std::max(hi, r.end_ns);
      sum += (double)(r.end_ns - r.start_ns);
    }
    if (want_n < (expect >= 0 ? std::max(expect, 1) : -expect)) {
      missing++;
      return s;
    }
    s.ok = true;
    s.us = (double)(hi - lo) * 1e-3;
    s.sum_us = sum * 1e-3;
    return s;
  }
  // Times f() alone (synchronous work): its span.
  template <class F>
  KSpan time_once(F f, int expect) {
    if (!on()) return KSpan();
    take();
    reset();
    f();
    KWindow w = close();
    return span(take(), w, expect);
  }
};

// ---------------------------------------------------------------- statistics
inline double quantile(std::vector<double> v, double q) {
  v.erase(std::remove_if(v.begin(), v.end(), [](double x) { return std::isnan(x); }), v.end());
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  double pos = q * (double)(v.size() - 1);
  size_t i = (size_t)pos;
  double f = pos - (double)i;
  return i + 1 < v.size() ? v[i] * (1 - f) + v[i + 1] * f : v[i];
}
inline double median(const std::vector<double> &v) { return quantile(v, 0.5); }

// ---------------------------------------------------------------- host references
// Threaded fold over [0, n): fold(acc, i) per element, comb(acc, other) to merge.
template <class T, class Fold, class Comb>
T par_reduce(size_t n, T init, Fold fold, Comb comb) {
  unsigned nt = std::max(1u, std::thread::hardware_concurrency());
  if (n < (1u << 16)) nt = 1;
  nt = std::min<unsigned>(nt, 64);
  std::vector<T> part(nt, init);
  std::vector<std::thread> th;
  for (unsigned t = 0; t < nt; t++) {
    th.emplace_back([&, t] {
      size_t lo = n * t / nt, hi = n * (t + 1) / nt;
      T acc = init;
      for (size_t i = lo; i < hi; i++) fold(acc, i);
      part[t] = acc;
    });
  }
  for (auto &x : th) x.join();
  T r = init;
  for (auto &p : part) comb(r, p);
  return r;
}

// ---------------------------------------------------------------- CSV
static const char *kCsvHeader =
    "build,round,case,variant,n,teams_req,tl_req,grid,block,regs,smem,nkern,reps,"
    "dev_med_us,dev_min_us,dev_p90_us,wall_med_us,wall_min_us,evt_med_us,"
    "bytes,gbs_dev,gbs_wall,fails,seed,note";

struct Csv {
  FILE *f = stdout;
  void open(const std::string &path) {
    if (path.empty()) { f = stdout; }
    else {
      f = fopen(path.c_str(), "a+");
      if (!f) { perror(path.c_str()); exit(2); }
    }
    fseek(f, 0, SEEK_END);
    if (f == stdout || ftell(f) == 0) fprintf(f, "%s\n", kCsvHeader);
    fflush(f);
  }
};

inline std::string fmt(double x, const char *f = "%.3f") {
  if (std::isnan(x)) return "";
  char b[64];
  snprintf(b, sizeof b, f, x);
  return b;
}

// ---------------------------------------------------------------- the measure loop
struct RowKey {
  std::string cas, variant;
  size_t n = 0;
  long teams_req = 0;  // 0 = default (no clause)
  int tl_req = 0;
  double bytes = 0;    // compulsory bytes (each input read once, outputs written once)
  std::string note;
};

struct RunTimes {
  double wall_us = NAN;
  double evt_us = NAN;
};

// A repetition that does not finish within hang_s seconds (a hung kernel can
// not be interrupted) ends the process with status 4 and names the case.
// The detached thread reads state it owns (heap, never freed): it used to read
// the Watchdog itself, which is destroyed at exit while the thread still runs,
// and then reported a "hang" with a garbage label after every row had passed.
struct WatchdogState {
  std::atomic<double> t0{0};
  std::atomic<bool> stopped{false};
  char label[256] = {0};
  double limit_s = 60;
};
struct Watchdog {
  WatchdogState *state = new WatchdogState;
  void start(double lim) {
    state->limit_s = lim;
    if (lim <= 0) return;
    WatchdogState *st = state;
    std::thread([st] {
      for (;;) {
        std::this_thread::sleep_for(std::chrono::milliseconds(st->limit_s < 2 ? 20 : 500));
        if (st->stopped.load()) return;
        double s = st->t0.load();
        if (s > 0 && now_us() - s > st->limit_s * 1e6) {
          fprintf(stderr, "HANG: %s: one repetition has run for more than %.1f s; aborting (status 4)\n",
                  st->label, st->limit_s);
          fflush(stderr);
          _exit(4);
        }
      }
    }).detach();
  }
  void arm(double t) { state->t0 = t; }
  ~Watchdog() { state->stopped = true; }
};

// Last shape seen by measure(), for callers that need it (default-launch ceiling).
struct Shape { int grid = 0, block = 0; };

struct Bench {
  Opts o;
  KTimer kt;
  Csv csv;
  long fails_total = 0, rows = 0;
  bool stopped = false;
  Shape last_shape;
  Watchdog wd;

  bool past_deadline() {
    if (o.deadline > 0 && (double)time(nullptr) > o.deadline) {
      if (!stopped) fprintf(stderr, "[%s r%d] deadline reached: skipping the remaining configurations\n",
                            o.build.c_str(), o.round);
      stopped = true;
    }
    return stopped;
  }

  // run(r) performs repetition r (synchronously) and returns its wall time;
  // check(r) validates repetition r's result (may launch untimed work) and
  // returns true if exact. expect: kernels per repetition (>0) or -copies.
  // Device times: the records inside each repetition's window (kt.reset() at
  // its start, again by run() after untimed set-up; kt.close() at its end),
  // taken with one flush after the last repetition.
  template <class Run, class Check>
  void measure(const RowKey &k, int expect, Run run, Check check) {
    if (past_deadline()) return;
    std::vector<double> dev, wall, evt;
    long fails = 0;
    KSpan last;
    const int total = o.warmup + o.reps;
    snprintf(wd.state->label, sizeof wd.state->label, "[%s r%d] %s %s N=%zu", o.build.c_str(), o.round, k.cas.c_str(),
             k.variant.c_str(), k.n);
    std::vector<KWindow> wins(total);
    kt.take();  // records of earlier work: not this configuration's
    for (int r = 0; r < total; r++) {
      wd.arm(now_us());
      kt.reset();
      RunTimes t = run(r);
      wins[r] = kt.close();
      bool ok = check(r);
      wd.arm(0);
      if (!ok) fails++;
      if (r >= o.warmup) {
        wall.push_back(t.wall_us);
        evt.push_back(t.evt_us);
      }
    }
    // One flush for the whole configuration: none inside a timed window.
    const int nrec = kt.take();
    for (int r = o.warmup; r < total && kt.on(); r++) {
      KSpan s = kt.span(nrec, wins[r], expect);
      if (s.nkern) last = s;
      dev.push_back(s.ok ? s.us : NAN);
    }
    fails_total += fails;
    rows++;
    last_shape.grid = last.grid;
    last_shape.block = last.block;
    double dmed = median(dev), wmed = median(wall);
    double gd = k.bytes / (dmed * 1e3), gw = k.bytes / (wmed * 1e3);
    std::string note = k.note;
    for (auto &c : note) if (c == ',') c = ';';
    fprintf(csv.f, "%s,%d,%s,%s,%zu,%ld,%d,%d,%d,%d,%d,%d,%d,%s,%s,%s,%s,%s,%s,%.0f,%s,%s,%ld,%llu,%s\n",
            o.build.c_str(), o.round, k.cas.c_str(), k.variant.c_str(), k.n, k.teams_req, k.tl_req,
            last.grid, last.block, last.regs, last.smem, last.nkern, o.reps, fmt(dmed).c_str(),
            fmt(quantile(dev, 0)).c_str(), fmt(quantile(dev, 0.9)).c_str(), fmt(wmed).c_str(),
            fmt(quantile(wall, 0)).c_str(), fmt(median(evt)).c_str(), k.bytes, fmt(gd, "%.1f").c_str(),
            fmt(gw, "%.1f").c_str(), fails, (unsigned long long)o.seed, note.c_str());
    fflush(csv.f);
    int lg = 0;
    while ((size_t(1) << (lg + 1)) <= k.n) lg++;
    char nbuf[32];
    if ((size_t(1) << lg) == k.n) snprintf(nbuf, sizeof nbuf, "2^%d", lg);
    else snprintf(nbuf, sizeof nbuf, "%zu", k.n);
    fprintf(stderr, "[%-6s r%d] %-10s %-16s N=%-9s grid=%-8d x%-4d dev %10s us %7s GB/s | wall %10s us | %s\n",
            o.build.c_str(), o.round, k.cas.c_str(), k.variant.c_str(), nbuf, last.grid, last.block,
            fmt(dmed, "%.2f").c_str(), fmt(gd, "%.0f").c_str(), fmt(wmed, "%.2f").c_str(),
            fails ? "FAIL" : "ok");
    if (fails)
      fprintf(stderr, "FAIL: %s %s N=%zu: %ld of %d repetitions wrong (build %s)\n", k.cas.c_str(),
              k.variant.c_str(), k.n, fails, total, o.build.c_str());
  }
};

// Input rotation: repetition r reads [off(r), off(r)+n) of a pool of at least
// 2^rotate_log2 elements, so that small inputs are not re-read from L2 by the
// next repetition. K distinct windows; references are computed per window.
struct Rot {
  size_t n = 0;
  int K = 1;
  size_t off(int r) const { return (size_t)(r % K) * n; }
  int win(int r) const { return r % K; }
};
inline Rot make_rot(const Opts &o, size_t n) {
  Rot r;
  r.n = n;
  size_t pool = o.rotate_log2 > 0 ? (size_t(1) << o.rotate_log2) : 0;
  size_t k = (pool > n && n) ? pool / n : 1;
  k = std::min<size_t>(k, (size_t)(o.warmup + o.reps));
  r.K = (int)std::max<size_t>(1, k);
  return r;
}
inline size_t pool_elems(const Opts &o, size_t nmax) {
  size_t pool = o.rotate_log2 > 0 ? (size_t(1) << o.rotate_log2) : 0;
  return std::max(pool, nmax);
}

}  // namespace bench
#endif
