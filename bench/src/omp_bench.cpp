// OpenMP offload benchmarks (cases a-e and s of bench/README.md).
//
// Built from this one source by bench/build.sh against LLVM 19's stock device
// runtime bitcode, against ompred's drop-in bitcode and (when a plugin is
// given) against ompred's bitcode with ompred's pass plugin. The host code,
// the loops and the launch shapes are identical; only the device runtime and
// the plugin differ. The stream kernels (case s) have no reduction and share
// this translation unit with every reduction kernel, as real programs do, so
// they show whether linking the reduction code slows the kernels that never
// call it.
//
// Every repetition's result is compared exactly with a host reference
// (integer-valued doubles, so any summation order is exact). Device time of
// each repetition comes from CUPTI activity records (libompred_ktimer.so,
// loaded by the CUDA driver through CUDA_INJECTION64_PATH); host wall time is
// a steady_clock bracket around the target region (includes launch, the
// reduction variable's map to/from and the synchronization).
#include <omp.h>

#include <array>
#include <cfloat>
#include <climits>
#include <map>
#include <set>

#include "common.h"
#include "gen.h"

using namespace bench;

static int g_dev = 0;
static int g_host = 0;

// ============================================================ target regions
// Buffers come from omp_target_alloc; regions take them with is_device_ptr,
// so only the reduction variables are mapped (implicitly, tofrom).

static void fill_x(double *X, long n, uint64_t sx) {
#pragma omp target teams distribute parallel for is_device_ptr(X)
  for (long i = 0; i < n; i++) X[i] = bench_x(sx, (uint64_t)i);
}
static void fill_k(int32_t *K, long n, uint64_t sk) {
#pragma omp target teams distribute parallel for is_device_ptr(K)
  for (long i = 0; i < n; i++) K[i] = bench_k(sk, (uint64_t)i);
}
static void poison(double *P, long n) {
#pragma omp target teams distribute parallel for is_device_ptr(P)
  for (long i = 0; i < n; i++) P[i] = NAN;
}

// ---- (a) sum of doubles
static double a_default(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(x)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
template <int TL>
static double a_shaped(const double *x, int n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(TL) \
    is_device_ptr(x)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}

// ---- (b) framework ceiling: same launch, no reduction clause. Iteration g
// of G = nt*TL is thread (team g/TL, thread g%TL) in SPMD mode; it walks the
// input with the same grid stride the reduction loop uses, accumulates in a
// register and writes its own slot part[g]. The finish is separate (untimed).
template <int TL>
static void b_shaped(const double *x, int n, int nt, double *part) {
  const int G = nt * TL;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(TL) is_device_ptr(x, part)
  for (int g = 0; g < G; g++) {
    double a = 0;
    for (long i = g; i < n; i += G) a += x[i];
    part[g] = a;
  }
}
static void b_runtime_tl(const double *x, int n, int nt, int tl, double *part) {
  const int G = nt * tl;
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(tl) is_device_ptr(x, part)
  for (int g = 0; g < G; g++) {
    double a = 0;
    for (long i = g; i < n; i += G) a += x[i];
    part[g] = a;
  }
}
// (b) loads only: the construct of (a) itself with no reduction clause, so it
// runs the schedule clang (or the plugin) chose for (a). The loads stay alive
// through a store that never happens on valid input: every x is an integer in
// [-12, 18]; a corrupted input (OMPRED_BENCH_CORRUPT writes kNeverX) lands in
// *sink and fails the check.
static const double kNeverX = 1000.5;
static void b_loads_default(const double *x, int n, double *sink) {
#pragma omp target teams distribute parallel for is_device_ptr(x, sink)
  for (int i = 0; i < n; i++)
    if (x[i] == kNeverX) sink[0] = i;
}
template <int TL>
static void b_loads_shaped(const double *x, int n, int nt, double *sink) {
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(TL) is_device_ptr(x, sink)
  for (int i = 0; i < n; i++)
    if (x[i] == kNeverX) sink[0] = i;
}
// Untimed finish of part[0:G] for checking, without any reduction clause:
// fold into 65536 slots on the device, copy those back, add on the host.
static double b_finish(const double *part, long G, double *part2, std::vector<double> &h) {
  const long G2 = 65536;
  const double *src = part;
  long m = G;
  if (G > G2) {
#pragma omp target teams distribute parallel for num_teams(256) thread_limit(256) is_device_ptr(part, part2)
    for (int g = 0; g < (int)G2; g++) {
      double a = 0;
      for (long i = g; i < G; i += G2) a += part[i];
      part2[g] = a;
    }
    src = part2;
    m = G2;
  }
  h.resize(m);
  if (omp_target_memcpy(h.data(), src, m * sizeof(double), 0, 0, g_host, g_dev) != 0) return NAN;
  double s = 0;
  for (long i = 0; i < m; i++) s += h[i];
  return s;
}

// ---- (c) several variables and an array section
struct R3 { double s; int mn, mx; };
static R3 c_3var(const double *x, const int32_t *k, int n) {
  double s = 0;
  int mn = INT_MAX, mx = INT_MIN;
#pragma omp target teams distribute parallel for reduction(+ : s) reduction(min : mn) \
    reduction(max : mx) is_device_ptr(x, k)
  for (int i = 0; i < n; i++) {
    s += x[i];
    mn = k[i] < mn ? k[i] : mn;
    mx = k[i] > mx ? k[i] : mx;
  }
  return {s, mn, mx};
}
struct R8 {
  double s, q, dmn, dmx;
  int mn, mx, xr;
  long long cnt;
};
static R8 c_8var(const double *x, const int32_t *k, int n) {
  double s = 0, q = 0, dmn = INFINITY, dmx = -INFINITY;
  int mn = INT_MAX, mx = INT_MIN, xr = 0;
  long long cnt = 0;
#pragma omp target teams distribute parallel for reduction(+ : s, q, cnt) reduction(min : dmn, mn) \
    reduction(max : dmx, mx) reduction(^ : xr) is_device_ptr(x, k)
  for (int i = 0; i < n; i++) {
    const double v = x[i];
    const int kk = k[i];
    const double y = (double)(kk >> 8);
    s += v;
    q += v * v;
    dmn = y < dmn ? y : dmn;
    dmx = y > dmx ? y : dmx;
    mn = kk < mn ? kk : mn;
    mx = kk > mx ? kk : mx;
    cnt += (long long)(kk & 0xff);
    xr ^= kk;
  }
  return {s, q, dmn, dmx, mn, mx, xr, cnt};
}
typedef std::array<double, 64> H64;
static H64 c_arr64(const double *x, const int32_t *k, int n) {
  double h[64];
  for (int j = 0; j < 64; j++) h[j] = 0;
#pragma omp target teams distribute parallel for reduction(+ : h[0 : 64]) is_device_ptr(x, k)
  for (int i = 0; i < n; i++) h[k[i] & 63] += x[i];
  H64 r;
  for (int j = 0; j < 64; j++) r[j] = h[j];
  return r;
}

// ---- (d) one team; generic-mode teams + nested parallel
static double d_parfor(const double *x, int n) {
  double s = 0;
#pragma omp target parallel for reduction(+ : s) is_device_ptr(x)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
static double d_parfor_nt1024(const double *x, int n) {
  double s = 0;
#pragma omp target parallel for reduction(+ : s) num_threads(1024) is_device_ptr(x)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
static const int kGenericChunk = 4096;
static double d_generic(const double *x, int n) {
  double s = 0;
  const int nb = (n + kGenericChunk - 1) / kGenericChunk;
#pragma omp target teams distribute reduction(+ : s) is_device_ptr(x)
  for (int b = 0; b < nb; b++) {
    const int lo = b * kGenericChunk;
    const int hi = lo + kGenericChunk < n ? lo + kGenericChunk : n;
#pragma omp parallel for reduction(+ : s)
    for (int i = lo; i < hi; i++) s += x[i];
  }
  return s;
}

// ---- (e) the teams path alone: one element per thread, 128-thread teams.
// long loop variable: N reaches 1.28e9, and i + grid stride must not wrap.
static double e_teams(const double *x, long n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(128) \
    is_device_ptr(x)
  for (long i = 0; i < n; i++) s += x[i];
  return s;
}

// ---- (s) BabelStream-shaped kernels: no clauses but is_device_ptr, int index.
static const double kTriadScalar = 3.0;  // integer-valued: every result exact
static void s_copy(const double *a, double *c, int n) {
#pragma omp target teams distribute parallel for simd is_device_ptr(a, c)
  for (int i = 0; i < n; i++) c[i] = a[i];
}
static void s_triad(double *a, const double *b, const double *c, int n) {
  const double scalar = kTriadScalar;
#pragma omp target teams distribute parallel for simd is_device_ptr(a, b, c)
  for (int i = 0; i < n; i++) a[i] = b[i] + scalar * c[i];
}
static double s_dot(const double *b, const double *c, int n) {
  double sum = 0;
#pragma omp target teams distribute parallel for simd reduction(+ : sum) is_device_ptr(b, c)
  for (int i = 0; i < n; i++) sum += b[i] * c[i];
  return sum;
}
// Untimed: fills v[i] = x(sp, i) + k * x(sq, i); counts positions where v
// differs from it (an atomic, not a reduction clause: the check must not rely
// on the runtime under test's reduction).
static void s_fill(double *v, long n, uint64_t sp, uint64_t sq, double k) {
#pragma omp target teams distribute parallel for is_device_ptr(v)
  for (long i = 0; i < n; i++) v[i] = bench_x(sp, (uint64_t)i) + k * bench_x(sq, (uint64_t)i);
}
static long s_count_bad(const double *v, long n, uint64_t sp, uint64_t sq, double k) {
  long bad = 0;
#pragma omp target teams distribute parallel for is_device_ptr(v) map(tofrom : bad)
  for (long i = 0; i < n; i++)
    if (!(v[i] == bench_x(sp, (uint64_t)i) + k * bench_x(sq, (uint64_t)i))) {
#pragma omp atomic
      bad++;
    }
  return bad;
}

// ============================================================ host side
static uint64_t g_sx, g_sk, g_sb;  // g_sb: the stream case's second array
static int g_msgs = 0;

static bool check(bool ok, const char *what, const std::string &detail) {
  if (!ok && g_msgs < 30) {
    fprintf(stderr, "  MISMATCH %s: %s\n", what, detail.c_str());
    if (++g_msgs == 30) fprintf(stderr, "  (further mismatch messages suppressed)\n");
  }
  return ok;
}
static std::string dd(double got, double want) {
  char b[128];
  snprintf(b, sizeof b, "got %.17g want %.17g", got, want);
  return b;
}

// References, cached per window [off, off+n).
typedef std::pair<size_t, size_t> Win;
static std::map<Win, double> g_ref_sum;
static std::map<Win, R3> g_ref3;
static std::map<Win, R8> g_ref8;
static std::map<Win, H64> g_refh;

static double ref_sum(size_t off, size_t n) {
  auto it = g_ref_sum.find({off, n});
  if (it != g_ref_sum.end()) return it->second;
  double s = par_reduce<double>(
      n, 0.0, [&](double &a, size_t i) { a += bench_x(g_sx, off + i); },
      [](double &a, const double &b) { a += b; });
  g_ref_sum[{off, n}] = s;
  return s;
}
static R3 ref3(size_t off, size_t n) {
  auto it = g_ref3.find({off, n});
  if (it != g_ref3.end()) return it->second;
  R3 r = par_reduce<R3>(
      n, R3{0.0, INT_MAX, INT_MIN},
      [&](R3 &a, size_t i) {
        a.s += bench_x(g_sx, off + i);
        int kk = bench_k(g_sk, off + i);
        a.mn = std::min(a.mn, kk);
        a.mx = std::max(a.mx, kk);
      },
      [](R3 &a, const R3 &b) {
        a.s += b.s;
        a.mn = std::min(a.mn, b.mn);
        a.mx = std::max(a.mx, b.mx);
      });
  return g_ref3[{off, n}] = r;
}
static R8 ref8(size_t off, size_t n) {
  auto it = g_ref8.find({off, n});
  if (it != g_ref8.end()) return it->second;
  R8 r = par_reduce<R8>(
      n, R8{0.0, 0.0, INFINITY, -INFINITY, INT_MAX, INT_MIN, 0, 0},
      [&](R8 &a, size_t i) {
        double v = bench_x(g_sx, off + i);
        int kk = bench_k(g_sk, off + i);
        double y = (double)(kk >> 8);
        a.s += v;
        a.q += v * v;
        a.dmn = std::min(a.dmn, y);
        a.dmx = std::max(a.dmx, y);
        a.mn = std::min(a.mn, kk);
        a.mx = std::max(a.mx, kk);
        a.cnt += kk & 0xff;
        a.xr ^= kk;
      },
      [](R8 &a, const R8 &b) {
        a.s += b.s; a.q += b.q;
        a.dmn = std::min(a.dmn, b.dmn); a.dmx = std::max(a.dmx, b.dmx);
        a.mn = std::min(a.mn, b.mn); a.mx = std::max(a.mx, b.mx);
        a.cnt += b.cnt; a.xr ^= b.xr;
      });
  return g_ref8[{off, n}] = r;
}
static H64 refh(size_t off, size_t n) {
  auto it = g_refh.find({off, n});
  if (it != g_refh.end()) return it->second;
  H64 z;
  z.fill(0.0);
  H64 r = par_reduce<H64>(
      n, z, [&](H64 &a, size_t i) { a[bench_k(g_sk, off + i) & 63] += bench_x(g_sx, off + i); },
      [](H64 &a, const H64 &b) { for (int j = 0; j < 64; j++) a[j] += b[j]; });
  return g_refh[{off, n}] = r;
}

static bool tl_built(int tl) {
#ifdef BENCH_NO_TL1024
  // build.sh falls back to this when a runtime cannot be compiled into a
  // thread_limit(1024) reduction kernel; every build then uses it.
  if (tl == 1024) return false;
#endif
  return tl == 128 || tl == 256 || tl == 512 || tl == 1024;
}

struct Shp { long nt; int tl; };
static std::vector<Shp> shape_grid(const Opts &o, size_t n) {
  std::vector<Shp> v;
  for (int tl : o.tls) {
    if (!tl_built(tl)) continue;
    const long full = (long)((n + tl - 1) / tl);  // one element per thread
    std::set<long> ts;
    for (int m : o.teams_mult) {
      long t = (long)o.sms * m;
      if (t <= full) ts.insert(t);
    }
    ts.insert(full);
    for (long t : ts) v.push_back({t, tl});
  }
  return v;
}
static std::string shape_name(long nt, int tl) {
  return "T" + std::to_string(nt) + "xL" + std::to_string(tl);
}

template <class F>
static double dispatch_tl(int tl, F f) {
  switch (tl) {
    case 128: return f(std::integral_constant<int, 128>());
    case 256: return f(std::integral_constant<int, 256>());
    case 512: return f(std::integral_constant<int, 512>());
#ifndef BENCH_NO_TL1024
    case 1024: return f(std::integral_constant<int, 1024>());
#endif
  }
  fprintf(stderr, "thread_limit %d not instantiated (use 128,256,512,1024)\n", tl);
  exit(2);
}

// The SM count of OpenMP device dev, from the CUDA driver that libomptarget
// has already initialized (dlopen: the benchmark does not link CUDA). Device
// numbers are CUDA ordinals while CUDA is the only offload plugin with devices.
static int device_sm_count(int dev, std::string &why) {
  void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
  if (!h) h = dlopen("libcuda.so.1", RTLD_NOW);
  if (!h) { why = std::string("dlopen libcuda.so.1: ") + dlerror(); return 0; }
  typedef int (*get_fn)(int *, int);
  typedef int (*attr_fn)(int *, int, int);
  get_fn cu_device_get = (get_fn)dlsym(h, "cuDeviceGet");
  attr_fn cu_device_get_attribute = (attr_fn)dlsym(h, "cuDeviceGetAttribute");
  const int kMultiprocessorCount = 16;  // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
  int d = 0, v = 0, rc;
  if (!cu_device_get || !cu_device_get_attribute) { why = "libcuda.so.1 lacks cuDeviceGet*"; return 0; }
  if ((rc = cu_device_get(&d, dev)) != 0) { why = "cuDeviceGet failed: " + std::to_string(rc); return 0; }
  if ((rc = cu_device_get_attribute(&v, kMultiprocessorCount, d)) != 0) {
    why = "cuDeviceGetAttribute failed: " + std::to_string(rc);
    return 0;
  }
  why = "cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)";
  return v;
}

// ============================================================ measurement helpers
struct Ctx {
  Bench B;
  double *X = nullptr;    // input pool (rotated windows)
  int32_t *K = nullptr;   // int input pool (case c)
  double *P = nullptr;    // per-thread slots of the no-reduction ceilings
  double *P2 = nullptr;   // their untimed first fold
  size_t npart = 0;
  double *SA = nullptr, *SB = nullptr, *SC = nullptr;  // stream arrays (case s)
  std::vector<double> hbuf;
};

template <class F>
static RunTimes timed(F f) {
  double t = now_us();
  f();
  return RunTimes{now_us() - t};
}

// A sum over window r of the pool, checked against the host reference.
// f(x) runs one target region over x[0:n] and returns its sum.
template <class F>
static void measure_sum(Ctx &c, const RowKey &k, const Rot &rot, F f) {
  double got = 0;
  const std::string what = k.cas + " " + k.variant;
  c.B.measure(k, 1, [&](int r) { return timed([&] { got = f(c.X + rot.off(r)); }); },
              [&](int r) {
                double w = ref_sum(rot.off(r), k.n);
                return check(got == w, what.c_str(), dd(got, w));
              });
}

// A no-reduction ceiling writing G slots: the slots are poisoned (untimed)
// before each repetition and their untimed finish is checked like a sum.
// launch(x) runs the timed target region over x[0:n].
template <class F>
static void measure_ceiling(Ctx &c, const RowKey &k, const Rot &rot, long G, F launch) {
  const std::string what = k.cas + " " + k.variant;
  c.B.measure(k, 1,
              [&](int r) {
                poison(c.P, G);
                c.B.kt.reset();  // the poison kernel stays outside the timed window
                return timed([&] { launch(c.X + rot.off(r)); });
              },
              [&](int r) {
                double got = b_finish(c.P, G, c.P2, c.hbuf);
                double w = ref_sum(rot.off(r), k.n);
                return check(got == w, what.c_str(), dd(got, w));
              });
}

// A loads-only loop: *sink (P2[0]) is poisoned before each repetition and
// must still be NaN after it. launch(x, sink) runs the timed region.
template <class F>
static void measure_loads(Ctx &c, const RowKey &k, const Rot &rot, F launch) {
  const std::string what = k.cas + " " + k.variant;
  c.B.measure(k, 1,
              [&](int r) {
                poison(c.P2, 1);
                c.B.kt.reset();
                return timed([&] { launch(c.X + rot.off(r), c.P2); });
              },
              [&](int) {
                double v = 0;
                omp_target_memcpy(&v, c.P2, sizeof v, 0, 0, g_host, g_dev);
                return check(std::isnan(v), what.c_str(), "the never-taken store ran: *sink = " + std::to_string(v));
              });
}

// ============================================================ cases
// (a) default launch; returns the launch shape CUPTI saw (0x0 if none).
static Shape case_a_default(Ctx &c, int n) {
  measure_sum(c, {"a_sum", "default", (size_t)n, 0, 0, 8.0 * n}, make_rot(c.B.o, n),
              [&](const double *x) { return a_default(x, n); });
  return c.B.last_shape;
}

// (b) at the default launch: the shape a_sum default ran with (learned here
// if case a did not run), as explicit num_teams/thread_limit.
static void case_b_default(Ctx &c, int n, Shape dshape) {
  if (!dshape.grid && c.B.kt.on()) {
    KSpan s = c.B.kt.time_once([&] { a_default(c.X, n); }, 1);
    dshape = {s.grid, s.block};
  }
  std::string note;
  int nt = dshape.grid, tl = dshape.block;
  if (!nt || !tl) { tl = 128; nt = (n + 127) / 128; note = "default shape unknown: guessed"; }
  else note = "shape of a_sum default";
  if ((size_t)nt * tl > c.npart) { nt = (int)(c.npart / tl); note += " (num_teams clamped to the slot array)"; }
  measure_ceiling(c, {"b_nored", "default", (size_t)n, nt, tl, 8.0 * n, note}, make_rot(c.B.o, n), (long)nt * tl,
                  [&](const double *x) { b_runtime_tl(x, n, nt, tl, c.P); });
}

static void case_b_loads_default(Ctx &c, int n) {
  measure_loads(c, {"b_loads", "default", (size_t)n, 0, 0, 8.0 * n, "a_sum's construct without the clause"},
                make_rot(c.B.o, n), [&](const double *x, double *sink) { b_loads_default(x, n, sink); });
}
static void case_b_loads_shape(Ctx &c, int n, Shp sh) {
  measure_loads(c, {"b_loads", shape_name(sh.nt, sh.tl), (size_t)n, sh.nt, sh.tl, 8.0 * n}, make_rot(c.B.o, n),
                [&](const double *x, double *sink) {
                  dispatch_tl(sh.tl, [&](auto TL) { b_loads_shaped<decltype(TL)::value>(x, n, (int)sh.nt, sink); return 0.0; });
                });
}

// (a) at an explicit num_teams x thread_limit.
static void case_a_shape(Ctx &c, int n, Shp sh) {
  measure_sum(c, {"a_sum", shape_name(sh.nt, sh.tl), (size_t)n, sh.nt, sh.tl, 8.0 * n}, make_rot(c.B.o, n),
              [&](const double *x) {
                return dispatch_tl(sh.tl, [&](auto TL) { return a_shaped<decltype(TL)::value>(x, n, (int)sh.nt); });
              });
}

// (b) at an explicit shape: the merged schedule's own ceiling (thread j of
// team t reads t*TL + j + k*nt*TL).
static void case_b_shape(Ctx &c, int n, Shp sh) {
  measure_ceiling(c, {"b_nored", shape_name(sh.nt, sh.tl), (size_t)n, sh.nt, sh.tl, 8.0 * n}, make_rot(c.B.o, n),
                  sh.nt * sh.tl, [&](const double *x) {
                    dispatch_tl(sh.tl, [&](auto TL) { b_shaped<decltype(TL)::value>(x, n, (int)sh.nt, c.P); return 0.0; });
                  });
}

static void case_c_3var(Ctx &c, int n) {
  const Rot rot = make_rot(c.B.o, n);
  R3 g{};
  c.B.measure({"c_3var", "default", (size_t)n, 0, 0, 12.0 * n}, 1,
              [&](int r) { return timed([&] { g = c_3var(c.X + rot.off(r), c.K + rot.off(r), n); }); },
              [&](int r) {
                R3 w = ref3(rot.off(r), n);
                return check(g.s == w.s && g.mn == w.mn && g.mx == w.mx, "c_3var",
                             dd(g.s, w.s) + " min " + std::to_string(g.mn) + "/" + std::to_string(w.mn) +
                                 " max " + std::to_string(g.mx) + "/" + std::to_string(w.mx));
              });
}

static void case_c_8var(Ctx &c, int n) {
  const Rot rot = make_rot(c.B.o, n);
  R8 g{};
  c.B.measure({"c_8var", "default", (size_t)n, 0, 0, 12.0 * n}, 1,
              [&](int r) { return timed([&] { g = c_8var(c.X + rot.off(r), c.K + rot.off(r), n); }); },
              [&](int r) {
                R8 w = ref8(rot.off(r), n);
                bool ok = g.s == w.s && g.q == w.q && g.dmn == w.dmn && g.dmx == w.dmx && g.mn == w.mn &&
                          g.mx == w.mx && g.xr == w.xr && g.cnt == w.cnt;
                return check(ok, "c_8var",
                             "s " + dd(g.s, w.s) + "; q " + dd(g.q, w.q) + "; dmin " + dd(g.dmn, w.dmn) +
                                 "; dmax " + dd(g.dmx, w.dmx) + "; min " + std::to_string(g.mn) + "/" +
                                 std::to_string(w.mn) + " max " + std::to_string(g.mx) + "/" +
                                 std::to_string(w.mx) + " xor " + std::to_string(g.xr) + "/" +
                                 std::to_string(w.xr) + " cnt " + std::to_string(g.cnt) + "/" +
                                 std::to_string(w.cnt));
              });
}

static void case_c_arr64(Ctx &c, int n) {
  const Rot rot = make_rot(c.B.o, n);
  H64 g{};
  c.B.measure({"c_arr64", "default", (size_t)n, 0, 0, 12.0 * n}, 1,
              [&](int r) { return timed([&] { g = c_arr64(c.X + rot.off(r), c.K + rot.off(r), n); }); },
              [&](int r) {
                H64 w = refh(rot.off(r), n);
                for (int j = 0; j < 64; j++)
                  if (g[j] != w[j]) return check(false, "c_arr64", "h[" + std::to_string(j) + "] " + dd(g[j], w[j]));
                return true;
              });
}

static void case_d(Ctx &c, int n) {
  const Rot rot = make_rot(c.B.o, n);
  measure_sum(c, {"d_parfor", "default", (size_t)n, 1, 0, 8.0 * n}, rot,
              [&](const double *x) { return d_parfor(x, n); });
  measure_sum(c, {"d_parfor", "nt1024", (size_t)n, 1, 1024, 8.0 * n}, rot,
              [&](const double *x) { return d_parfor_nt1024(x, n); });
  measure_sum(c, {"d_generic", "default", (size_t)n, 0, 0, 8.0 * n, "chunk 4096 per distribute iteration"}, rot,
              [&](const double *x) { return d_generic(x, n); });
}

// (e) N = T * 128 at thread_limit 128, and its ceiling.
static void case_e(Ctx &c, long T) {
  const size_t n = (size_t)T * 128;
  const Rot rot = make_rot(c.B.o, n);
  const std::string v = "T" + std::to_string(T);
  measure_sum(c, {"e_teams", v, n, T, 128, 8.0 * n}, rot,
              [&](const double *x) { return e_teams(x, (long)n, (int)T); });
  // b_shaped indexes with int and steps by the grid size: past 2^30 elements
  // (10^7 teams) that overflows and reads out of bounds, so that ceiling
  // point is not measured.
  if (c.B.o.e_nored && n <= (size_t)INT_MAX / 2)
    measure_ceiling(c, {"e_nored", v, n, T, 128, 8.0 * n, "writes 8 B per thread"}, rot, (long)n,
                    [&](const double *x) { b_shaped<128>(x, (int)n, (int)T, c.P); });
}

// (s) copy, triad and dot over three arrays, BabelStream's shapes, no input
// rotation (BabelStream re-reads the same arrays). a = x(g_sx), b = x(g_sb),
// c = a are filled untimed per N; the written array is poisoned before each
// repetition and compared in full with the generator after it.
static void case_s(Ctx &c, int n) {
  s_fill(c.SA, n, g_sx, g_sx, 0.0);
  s_fill(c.SB, n, g_sb, g_sb, 0.0);
  s_fill(c.SC, n, g_sx, g_sx, 0.0);
  if (getenv("OMPRED_BENCH_CORRUPT")) {  // copy, triad and dot must then all fail
    const double bad = 1000.5;
    omp_target_memcpy(c.SA + 7, &bad, sizeof bad, 0, 0, g_dev, g_host);
    omp_target_memcpy(c.SB + 7, &bad, sizeof bad, 0, 0, g_dev, g_host);
  }
  auto check_arr = [&](const double *v, uint64_t sp, uint64_t sq, double k, const char *what) {
    long bad = s_count_bad(v, n, sp, sq, k);
    return check(bad == 0, what, std::to_string(bad) + " of " + std::to_string(n) + " elements wrong");
  };
  c.B.measure({"s_copy", "default", (size_t)n, 0, 0, 16.0 * n, "c[i] = a[i]"}, 1,
              [&](int) {
                poison(c.SC, n);
                c.B.kt.reset();
                return timed([&] { s_copy(c.SA, c.SC, n); });
              },
              [&](int) { return check_arr(c.SC, g_sx, g_sx, 0.0, "s_copy"); });
  c.B.measure({"s_triad", "default", (size_t)n, 0, 0, 24.0 * n, "a[i] = b[i] + 3 c[i]"}, 1,
              [&](int) {
                poison(c.SA, n);
                c.B.kt.reset();
                return timed([&] { s_triad(c.SA, c.SB, c.SC, n); });
              },
              [&](int) { return check_arr(c.SA, g_sb, g_sx, kTriadScalar, "s_triad"); });
  static std::map<int, double> ref_dot;
  if (!ref_dot.count(n))
    ref_dot[n] = par_reduce<double>(
        (size_t)n, 0.0, [&](double &a, size_t i) { a += bench_x(g_sb, i) * bench_x(g_sx, i); },
        [](double &a, const double &b) { a += b; });
  double got = 0;
  c.B.measure({"s_dot", "default", (size_t)n, 0, 0, 16.0 * n, "reduction(+:sum) of b[i] * c[i]"}, 1,
              [&](int) { return timed([&] { got = s_dot(c.SB, c.SC, n); }); },
              [&](int) { return check(got == ref_dot[n], "s_dot", dd(got, ref_dot[n])); });
}

// ============================================================ main
static bool set_up(Ctx &c) {
  Opts &o = c.B.o;
  const bool abcd = has_case(o, 'a') || has_case(o, 'b') || has_case(o, 'c') || has_case(o, 'd');
  size_t nmax = 0, emax = 0, smax = 0;
  if (abcd)
    for (int l : o.log2n) nmax = std::max(nmax, size_t(1) << l);
  if (has_case(o, 'e'))
    for (long t : o.e_teams) emax = std::max(emax, (size_t)t * 128);
  if (has_case(o, 's'))
    for (int l : o.s_log2n) smax = std::max(smax, size_t(1) << l);
  const size_t nx = pool_elems(o, std::max(nmax, emax));
  const size_t nk = has_case(o, 'c') ? pool_elems(o, nmax) : 0;
  if (has_case(o, 'b')) c.npart = nmax + 1024;
  if (has_case(o, 'e') && o.e_nored) c.npart = std::max(c.npart, emax);
  double t0 = now_us();
  auto alloc = [&](size_t bytes) { return bytes ? omp_target_alloc(bytes, g_dev) : nullptr; };
  c.X = (double *)alloc(nx * sizeof(double));
  c.K = (int32_t *)alloc(nk * sizeof(int32_t));
  c.P = (double *)alloc(c.npart * sizeof(double));
  c.P2 = (double *)alloc(c.npart ? 65536 * sizeof(double) : 0);
  c.SA = (double *)alloc(smax * sizeof(double));
  c.SB = (double *)alloc(smax * sizeof(double));
  c.SC = (double *)alloc(smax * sizeof(double));
  if (!c.X || (nk && !c.K) || (c.npart && (!c.P || !c.P2)) || (smax && (!c.SA || !c.SB || !c.SC))) {
    fprintf(stderr, "omp_target_alloc failed (x %zu, k %zu, part %zu, stream 3 x %zu elements)\n", nx, nk,
            c.npart, smax);
    return false;
  }
  fill_x(c.X, (long)nx, g_sx);
  if (c.K) fill_k(c.K, (long)nk, g_sk);
  if (getenv("OMPRED_BENCH_CORRUPT")) {  // self-test of the checks: every window 0 result must fail
    const double bad = kNeverX;
    omp_target_memcpy(c.X + 7, &bad, sizeof bad, 0, 0, g_dev, g_host);
    fprintf(stderr, "OMPRED_BENCH_CORRUPT: x[7] overwritten; expect failures\n");
  }
  fprintf(stderr, "[%s r%d] seed %llu, pools: x %.2f GB, k %.2f GB, part %.2f GB, stream %.2f GB, filled in %.0f ms\n",
          o.build.c_str(), o.round, (unsigned long long)o.seed, nx * 8e-9, nk * 4e-9, c.npart * 8e-9,
          3 * smax * 8e-9, (now_us() - t0) * 1e-3);
  return true;
}

int main(int argc, char **argv) {
  Ctx c;
  Bench &B = c.B;
  B.o = parse_opts(argc, argv);
  Opts &o = B.o;
  setvbuf(stderr, nullptr, _IOLBF, 0);
  B.wd.start(o.hang_s);
  B.kt.open();  // before the first offload, i.e. before cuInit
  const int ndev = omp_get_num_devices();
  g_host = omp_get_initial_device();
  if (ndev < 1) {
    if (!o.allow_host) {
      fprintf(stderr,
              "no GPU: omp_get_num_devices() == 0; libomptarget found no usable device "
              "(is there a GPU? did you source .gpu-runtime/activate.sh?)\n");
      return 3;
    }
    fprintf(stderr, "allow-host: no device, target regions run on the host (logic test only)\n");
    g_dev = g_host;
  } else {
    g_dev = omp_get_default_device();
  }
  if (o.sms == 0) {
    std::string why;
    o.sms = ndev >= 1 ? device_sm_count(g_dev, why) : 0;
    if (o.sms <= 0 && o.allow_host) {
      o.sms = omp_get_num_procs();
      why = "host test: omp_get_num_procs()";
    }
    if (o.sms <= 0) {
      fprintf(stderr, "cannot query the device's SM count (%s); pass --sms N\n", why.c_str());
      return 2;
    }
    fprintf(stderr, "[%s r%d] %d SMs (%s)\n", o.build.c_str(), o.round, o.sms, why.c_str());
  }
  g_sx = bench_seed_x(o.seed);
  g_sk = bench_seed_k(o.seed);
  g_sb = bench_mix(g_sk ^ 0x5DEECE66Dull);
  B.csv.open(o.csv);
  if (!set_up(c)) return 2;
  fprintf(stderr, "[%s r%d] device timer: %s\n", o.build.c_str(), o.round, B.kt.status().c_str());
  if (!B.kt.on())
    fprintf(stderr, "WARNING: no device-side kernel times (%s); CSV dev_* columns stay empty\n",
            B.kt.status().c_str());
  for (int tl : o.tls)
    if (!tl_built(tl))
      fprintf(stderr, "[%s r%d] NOTE: thread_limit(%d) shapes are not in this binary (skipped)\n",
              o.build.c_str(), o.round, tl);

  if (has_case(o, 'a') || has_case(o, 'b'))
    for (int l : o.log2n) {  // (a) and (b) interleaved per shape
      const int n = 1 << l;
      Shape dshape;
      if (has_case(o, 'a')) dshape = case_a_default(c, n);
      if (has_case(o, 'b')) {
        case_b_default(c, n, dshape);
        case_b_loads_default(c, n);
      }
      for (const Shp &sh : shape_grid(o, n)) {
        if (has_case(o, 'a')) case_a_shape(c, n, sh);
        if (has_case(o, 'b')) {
          case_b_shape(c, n, sh);
          case_b_loads_shape(c, n, sh);
        }
      }
    }
  if (has_case(o, 'c'))
    for (int l : o.log2n) {
      case_c_3var(c, 1 << l);
      case_c_8var(c, 1 << l);
      case_c_arr64(c, 1 << l);
    }
  if (has_case(o, 'd'))
    for (int l : o.log2n) case_d(c, 1 << l);
  if (has_case(o, 'e'))
    for (long T : o.e_teams) case_e(c, T);
  if (has_case(o, 's'))
    for (int l : o.s_log2n) case_s(c, 1 << l);

  if (B.kt.on()) fprintf(stderr, "[%s r%d] %s\n", o.build.c_str(), o.round, B.kt.counters().c_str());
  if (B.kt.on() && B.kt.dropped())
    fprintf(stderr, "WARNING: CUPTI dropped %llu activity records\n", (unsigned long long)B.kt.dropped());
  for (void *p : {(void *)c.X, (void *)c.K, (void *)c.P, (void *)c.P2, (void *)c.SA, (void *)c.SB, (void *)c.SC})
    if (p) omp_target_free(p, g_dev);
  fprintf(stderr, "[%s r%d] done: %ld rows, %ld failed repetitions%s\n", o.build.c_str(), o.round, B.rows,
          B.fails_total, B.stopped ? " (stopped at deadline)" : "");
  return B.fails_total ? 1 : 0;
}
