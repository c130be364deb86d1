//===- simt/harness.h - Test helpers: checks, data, clang-shaped callbacks ---===//
//
// * EXPECT / counting and the final summary line of each test program.
// * Reduction operators, data generators and reference folds. The references
//   are plain host folds over the input values, written independently of the
//   callbacks' combine step.
// * ReduceList<V...>: a reduce list of several variables, like clang's
//   `reduction(...)` clauses produce, with the callbacks clang-19 generates
//   for it (shuffle-and-reduce, inter-warp copy, the four list<->global
//   functions), written to do exactly what the generated IR does.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_SIMT_HARNESS_H
#define OMPRED_SIMT_HARNESS_H

#include "simt/model.h"
#include "warp/offset_codes.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace th {

// ---- checks ---------------------------------------------------------------------
inline uint64_t Checks = 0;
inline uint64_t Failures = 0;
inline int Quiet = 0; // > 0: failures are counted, not printed (ExpectFailures)

inline void failure(const char *File, int Line, const char *Fmt, ...)
    __attribute__((format(printf, 3, 4)));
inline void failure(const char *File, int Line, const char *Fmt, ...) {
  ++Failures;
  if (Quiet)
    return;
  fprintf(stderr, "FAIL %s:%d: ", File, Line);
  va_list Ap;
  va_start(Ap, Fmt);
  vfprintf(stderr, Fmt, Ap);
  va_end(Ap);
  fputc('\n', stderr);
  if (Failures >= 25) {
    fprintf(stderr, "too many failures, stopping\n");
    exit(1);
  }
}

#define EXPECT(Cond, ...)                                                          \
  do {                                                                             \
    ++th::Checks;                                                                  \
    if (!(Cond))                                                                   \
      th::failure(__FILE__, __LINE__, __VA_ARGS__);                                \
  } while (0)

// For tests of the tests: within its scope failures are counted silently,
// and forgotten when it ends.
struct ExpectFailures {
  uint64_t Before;
  ExpectFailures() : Before(Failures) { ++Quiet; }
  ~ExpectFailures() {
    Failures = Before;
    --Quiet;
  }
  uint64_t caught() const { return Failures - Before; }
};

// Prints "<name>: <cases> cases, <checks> checks, <failures> failures" and
// returns the exit status.
inline int finish(const char *Name, uint64_t Cases) {
  printf("%s: %llu cases, %llu checks, %llu failures\n", Name,
         static_cast<unsigned long long>(Cases), static_cast<unsigned long long>(Checks),
         static_cast<unsigned long long>(Failures));
  return Failures ? 1 : 0;
}

// OMPRED_SIMT_VERBOSE=1: one line per simulation (steps, time).
inline bool verbose() {
  static int V = getenv("OMPRED_SIMT_VERBOSE") ? atoi(getenv("OMPRED_SIMT_VERBOSE")) : 0;
  return V > 0;
}

// Runs a simulation; a model error is a test failure.
inline bool runSim(simt::Simulator &S, const char *What) {
  timespec T0, T1;
  clock_gettime(CLOCK_MONOTONIC, &T0);
  bool Ok = S.run();
  clock_gettime(CLOCK_MONOTONIC, &T1);
  if (verbose()) {
    const simt::Stats &St = S.stats();
    printf("  %-90s %9llu steps %6llu threads %5u resident %4llu stalls %7.3fs\n", What,
           static_cast<unsigned long long>(St.Steps),
           static_cast<unsigned long long>(St.ThreadsRun), St.MaxResidentThreads,
           static_cast<unsigned long long>(St.Stalls),
           double(T1.tv_sec - T0.tv_sec) + 1e-9 * double(T1.tv_nsec - T0.tv_nsec));
  }
  ++Checks;
  if (!Ok)
    failure(__FILE__, __LINE__, "%s: simulation failed: %s", What, S.error().c_str());
  return Ok;
}

// Test-side seed: OMPRED_SIMT_SEED overrides the default to replay or vary runs.
inline uint64_t baseSeed(uint64_t Default) {
  const char *E = getenv("OMPRED_SIMT_SEED");
  return E ? strtoull(E, nullptr, 0) : Default;
}

struct Rng {
  uint64_t S;
  explicit Rng(uint64_t Seed) : S(Seed ^ 0xA0761D6478BD642Full) {}
  uint64_t next() {
    uint64_t Z = (S += 0x9E3779B97F4A7C15ull);
    Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ull;
    Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBull;
    return Z ^ (Z >> 31);
  }
  uint32_t below(uint32_t N) { return static_cast<uint32_t>(next() % N); }
  bool chance(uint32_t Num, uint32_t Den) { return below(Den) < Num; }
};

// A varied scheduler setting per case: sometimes purely random, sometimes
// sticky (long solo runs), sometimes with long stalls of whole teams.
inline simt::Options schedOptions(Rng &R) {
  simt::Options O;
  O.Seed = R.next();
  switch (R.below(4)) {
  case 0: break;
  case 1: O.Stickiness = 60000; break;
  case 2: O.StallChance = 64; O.MaxStallSteps = 5000; break;
  default: O.Stickiness = 30000; O.StallChance = 16; O.MaxStallSteps = 50000; break;
  }
  // Half the runs let warps execute instructions in several groups.
  if (R.below(2))
    O.EarlyActiveMask = 1 + R.below(65535);
  O.MaxSteps = 400000000ull;
  return O;
}

// ---- operators and references ---------------------------------------------------------
enum class Op { Add, Mul, Min, Max, And, Or, Xor, LAnd, LOr };

inline const char *opName(Op O) {
  static const char *N[] = {"+", "*", "min", "max", "&", "|", "^", "&&", "||"};
  return N[static_cast<int>(O)];
}

template <typename T> const char *typeName() {
  if (std::is_same<T, int8_t>::value) return "int8";
  if (std::is_same<T, uint8_t>::value) return "uint8";
  if (std::is_same<T, int16_t>::value) return "int16";
  if (std::is_same<T, uint16_t>::value) return "uint16";
  if (std::is_same<T, int32_t>::value) return "int32";
  if (std::is_same<T, uint32_t>::value) return "uint32";
  if (std::is_same<T, int64_t>::value) return "int64";
  if (std::is_same<T, uint64_t>::value) return "uint64";
  if (std::is_same<T, float>::value) return "float";
  if (std::is_same<T, double>::value) return "double";
  return "?";
}

// What clang's reduce step computes: Lhs = Lhs op Rhs (wrapping integer
// arithmetic, like the device's).
template <typename T> T combine(Op O, T A, T B) {
  if constexpr (std::is_integral<T>::value) {
    using U = std::make_unsigned_t<T>;
    switch (O) {
    case Op::Add: return static_cast<T>(static_cast<U>(static_cast<U>(A) + static_cast<U>(B)));
    case Op::Mul: return static_cast<T>(static_cast<U>(static_cast<uint64_t>(static_cast<U>(A)) *
                                                       static_cast<uint64_t>(static_cast<U>(B))));
    case Op::Min: return B < A ? B : A;
    case Op::Max: return A < B ? B : A;
    case Op::And: return static_cast<T>(A & B);
    case Op::Or: return static_cast<T>(A | B);
    case Op::Xor: return static_cast<T>(A ^ B);
    case Op::LAnd: return static_cast<T>(A != 0 && B != 0);
    case Op::LOr: return static_cast<T>(A != 0 || B != 0);
    }
  } else {
    switch (O) {
    case Op::Add: return A + B;
    case Op::Mul: return A * B;
    case Op::Min: return B < A ? B : A;
    case Op::Max: return A < B ? B : A;
    case Op::LAnd: return static_cast<T>(A != 0 && B != 0);
    case Op::LOr: return static_cast<T>(A != 0 || B != 0);
    default: abort();
    }
  }
  abort();
}

// The reference: folds the inputs with host arithmetic of a wider type or a
// standard algorithm, not with combine().
template <typename T> T reference(Op O, const std::vector<T> &V) {
  if constexpr (std::is_integral<T>::value) {
    uint64_t Acc;
    switch (O) {
    case Op::Add:
      Acc = 0;
      for (T X : V) Acc += static_cast<uint64_t>(static_cast<int64_t>(X));
      return static_cast<T>(Acc);
    case Op::Mul:
      Acc = 1;
      for (T X : V) Acc *= static_cast<uint64_t>(static_cast<int64_t>(X));
      return static_cast<T>(Acc);
    case Op::Min: return *std::min_element(V.begin(), V.end());
    case Op::Max: return *std::max_element(V.begin(), V.end());
    case Op::And:
      Acc = ~0ull;
      for (T X : V) Acc &= static_cast<uint64_t>(X);
      return static_cast<T>(Acc);
    case Op::Or:
      Acc = 0;
      for (T X : V) Acc |= static_cast<uint64_t>(X);
      return static_cast<T>(Acc);
    case Op::Xor:
      Acc = 0;
      for (T X : V) Acc ^= static_cast<uint64_t>(X);
      return static_cast<T>(Acc);
    case Op::LAnd: return std::all_of(V.begin(), V.end(), [](T X) { return X != 0; }) ? 1 : 0;
    case Op::LOr: return std::any_of(V.begin(), V.end(), [](T X) { return X != 0; }) ? 1 : 0;
    }
  } else {
    long double Acc;
    switch (O) {
    case Op::Add:
      Acc = 0;
      for (T X : V) Acc += X;
      return static_cast<T>(Acc);
    case Op::Mul:
      Acc = 1;
      for (T X : V) Acc *= X;
      return static_cast<T>(Acc);
    case Op::Min: return *std::min_element(V.begin(), V.end());
    case Op::Max: return *std::max_element(V.begin(), V.end());
    case Op::LAnd: return std::all_of(V.begin(), V.end(), [](T X) { return X != 0; }) ? 1 : 0;
    case Op::LOr: return std::any_of(V.begin(), V.end(), [](T X) { return X != 0; }) ? 1 : 0;
    default: abort();
    }
  }
  abort();
}

// N inputs for operator O whose reduction is exact in any order and
// informative (not trivially the identity or absorbing element).
template <typename T> std::vector<T> makeData(Op O, size_t N, Rng &R) {
  std::vector<T> V(N);
  constexpr int Bits = static_cast<int>(sizeof(T) * 8);
  for (size_t I = 0; I < N; ++I) {
    uint64_t X = R.next();
    T Y{};
    if constexpr (std::is_integral<T>::value) {
      switch (O) {
      case Op::And: // all ones but, now and then, one bit
        Y = static_cast<T>(~0ull);
        if (R.chance(1, 4)) Y = static_cast<T>(~(1ull << R.below(Bits)));
        break;
      case Op::Or: // sparse bits
        Y = R.chance(1, 4) ? static_cast<T>(1ull << R.below(Bits)) : 0;
        break;
      // Logical operators: 0/1, what C's && and || produce; the odd value
      // rarely, so that both outcomes occur.
      case Op::LAnd: Y = R.below(static_cast<uint32_t>(2 * N + 1)) == 0 ? 0 : 1; break;
      case Op::LOr: Y = R.below(static_cast<uint32_t>(2 * N + 1)) == 0 ? 1 : 0; break;
      default: Y = static_cast<T>(X); break;
      }
    } else {
      switch (O) {
      case Op::Add: Y = static_cast<T>(static_cast<int>(X % 201) - 100); break;
      case Op::Mul: { // +-1, and now and then 2 or 1/2: exact in any order, |exponent| small
        uint32_t Den = static_cast<uint32_t>(std::max<size_t>(4, N / 20));
        uint32_t K = R.below(2 * Den);
        Y = K == 0 ? T(2) : K == 1 ? T(0.5) : (X & 1) ? T(1) : T(-1);
        break;
      }
      case Op::Min:
      case Op::Max: Y = static_cast<T>(static_cast<int64_t>(X % 2000001) - 1000000); break;
      case Op::LAnd: Y = R.below(static_cast<uint32_t>(2 * N + 1)) == 0 ? T(0) : T(1); break;
      case Op::LOr: Y = R.below(static_cast<uint32_t>(2 * N + 1)) == 0 ? T(1) : T(0); break;
      default: abort();
      }
    }
    V[I] = Y;
  }
  return V;
}

template <typename T> T garbage(Rng &R) {
  T Y;
  uint64_t X = R.next();
  memcpy(&Y, &X, sizeof(T));
  if constexpr (!std::is_integral<T>::value)
    if (std::isnan(Y)) Y = T(-12345.0);
  return Y;
}

template <typename T> bool sameBits(T A, T B) { return memcmp(&A, &B, sizeof(T)) == 0; }

template <typename T> std::string show(T V) {
  char B[64];
  if constexpr (std::is_integral<T>::value) {
    if (std::is_signed<T>::value)
      snprintf(B, sizeof B, "%lld", static_cast<long long>(V));
    else
      snprintf(B, sizeof B, "%llu", static_cast<unsigned long long>(V));
  } else {
    snprintf(B, sizeof B, "%.17g", static_cast<double>(V));
  }
  return B;
}

// ---- callback statistics ---------------------------------------------------------
struct CallbackStats {
  uint64_t ShuffleReduce[3] = {0, 0, 0}; // by algo_version
  uint64_t BadAlgo = 0;
  uint64_t InterWarpCopy = 0;
  uint64_t Exchange = 0;                  // passes of block/exchange.h (exchange codes)
  uint64_t ListToGlobal[2] = {0, 0};      // copy, reduce
  uint64_t GlobalToList[2] = {0, 0};      // copy, reduce
  void clear() { *this = CallbackStats(); }
};
inline CallbackStats Calls;

// Observer of the list<->global callbacks: Begin/End bracket one callback
// (kind 0..3: l2g copy, l2g reduce, g2l copy, g2l reduce), with a yield
// between the two and between the variables, so that overlapping accesses
// by two teams can be seen.
struct RecordObserver {
  virtual void begin(int Kind, void *Buffer, int32_t Index) = 0;
  virtual void end(int Kind, void *Buffer, int32_t Index) = 0;
  virtual ~RecordObserver() = default;
};
inline RecordObserver *Observer = nullptr;

// ---- a clang-shaped reduce list ---------------------------------------------------------
template <typename T, Op O> struct Var {
  using type = T;
  static constexpr Op op = O;
};

// __kmpc_shuffle_int32/64 exactly as the generated shuffle-and-reduce calls
// them: 8-byte values through the 64-bit entry, 4-byte through the 32-bit one,
// narrower ones converted to i32 (sext/zext), shuffled and truncated back;
// width is __kmpc_get_warp_size() = 32.
template <typename T> T shuffleVar(T V, int16_t Offset) {
  if constexpr (sizeof(T) == 8) {
    int64_t B;
    memcpy(&B, &V, 8);
    B = __kmpc_shuffle_int64(B, Offset, 32);
    memcpy(&V, &B, 8);
    return V;
  } else if constexpr (sizeof(T) == 4) {
    int32_t B;
    memcpy(&B, &V, 4);
    B = __kmpc_shuffle_int32(B, Offset, 32);
    memcpy(&V, &B, 4);
    return V;
  } else {
    static_assert(std::is_integral<T>::value, "narrow types are integers");
    int32_t B = static_cast<int32_t>(V);
    B = __kmpc_shuffle_int32(B, Offset, 32);
    return static_cast<T>(B);
  }
}

// clang's inter-warp copy for one variable: 4-byte chunks (one chunk of the
// variable's own size when it is narrower), each:
//   barrier; lane 0: shared[warp_id] = chunk; barrier; tid < num_warps: chunk = shared[tid]
template <typename T> void interWarpCopyVar(void *Ptr, uint32_t Tid, int32_t NumWarps) {
  uint32_t Lane = Tid & 31, WarpId = Tid >> 5;
  volatile uint32_t *Shared = simt::teamShared();
  char *P = static_cast<char *>(Ptr);
  constexpr size_t Chunk = sizeof(T) < 4 ? sizeof(T) : 4;
  for (size_t Off = 0; Off < sizeof(T); Off += Chunk) {
    simt::kmpcBarrier();
    if (Lane == 0) {
      if constexpr (Chunk == 1)
        *reinterpret_cast<volatile uint8_t *>(&Shared[WarpId]) = static_cast<uint8_t>(P[Off]);
      else if constexpr (Chunk == 2) {
        uint16_t X;
        memcpy(&X, P + Off, 2);
        *reinterpret_cast<volatile uint16_t *>(&Shared[WarpId]) = X;
      } else {
        uint32_t X;
        memcpy(&X, P + Off, 4);
        Shared[WarpId] = X;
      }
    }
    simt::kmpcBarrier();
    if (Tid < static_cast<uint32_t>(NumWarps)) {
      if constexpr (Chunk == 1)
        P[Off] = static_cast<char>(*reinterpret_cast<volatile uint8_t *>(&Shared[Tid]));
      else if constexpr (Chunk == 2) {
        uint16_t X = *reinterpret_cast<volatile uint16_t *>(&Shared[Tid]);
        memcpy(P + Off, &X, 2);
      } else {
        uint32_t X = Shared[Tid];
        memcpy(P + Off, &X, 4);
      }
    }
  }
}

template <typename... Vs> struct ReduceList {
  static constexpr size_t N = sizeof...(Vs);
  using Values = std::tuple<typename Vs::type...>;
  using Record = Values; // clang-19 lays the team buffer out as records of all variables
  using Idx = std::index_sequence_for<Vs...>;

  // One thread's private copies and the pointer array clang passes as reduce_data.
  struct Data {
    Values V;
    void *Ptrs[N];
    Data() { bind(Idx{}); }
    Data(const Data &) = delete;
    template <size_t... I> void bind(std::index_sequence<I...>) {
      ((Ptrs[I] = &std::get<I>(V)), ...);
    }
  };

  template <size_t I> using T = std::tuple_element_t<I, Values>;
  template <size_t I> static constexpr Op op() {
    return std::tuple_element_t<I, std::tuple<Vs...>>::op;
  }
  template <size_t I> static T<I> &at(void *ReduceData) {
    return *static_cast<T<I> *>(static_cast<void **>(ReduceData)[I]);
  }

  static std::string describe() {
    std::string S;
    ((S += std::string(S.empty() ? "" : ",") + typeName<typename Vs::type>() + ":" +
           opName(Vs::op)),
     ...);
    return S;
  }

  // _omp_reduction_shuffle_and_reduce_func
  static void shuffleReduce(void *RD, int16_t LaneId, int16_t Offset, int16_t Algo) {
    shuffleReduceImpl(RD, LaneId, Offset, Algo, Idx{});
  }
  template <size_t... I>
  static void shuffleReduceImpl(void *RD, int16_t LaneId, int16_t Offset, int16_t Algo,
                                std::index_sequence<I...>) {
    // Exchange codes are the list exchange's passes; full-warp codes are
    // shuffles like any other (warp/offset_codes.h).
    if (ompred::offset_code::isExchange(Offset))
      Calls.Exchange++;
    else if (Algo >= 0 && Algo <= 2)
      Calls.ShuffleReduce[Algo]++;
    else
      Calls.BadAlgo++;
    Values Remote;
    ((std::get<I>(Remote) = shuffleVar(at<I>(RD), Offset)), ...);
    bool Reduce = Algo == 0 ||
                  (Algo == 1 && static_cast<uint16_t>(LaneId) < static_cast<uint16_t>(Offset)) ||
                  (Algo == 2 && (LaneId & 1) == 0 && Offset > 0);
    if (Reduce)
      ((at<I>(RD) = combine(op<I>(), at<I>(RD), std::get<I>(Remote))), ...);
    if (Algo == 1 && static_cast<uint16_t>(LaneId) >= static_cast<uint16_t>(Offset))
      ((at<I>(RD) = std::get<I>(Remote)), ...);
  }

  // _omp_reduction_inter_warp_copy_func
  static void interWarpCopy(void *RD, int32_t NumWarps) {
    Calls.InterWarpCopy++;
    uint32_t Tid = ompred::hw::threadIdInBlock(); // __kmpc_get_hardware_thread_id_in_block
    interWarpCopyImpl(RD, Tid, NumWarps, Idx{});
  }
  template <size_t... I>
  static void interWarpCopyImpl(void *RD, uint32_t Tid, int32_t NumWarps,
                                std::index_sequence<I...>) {
    (interWarpCopyVar<T<I>>(static_cast<void **>(RD)[I], Tid, NumWarps), ...);
  }

  // The four list<->global functions over Record[num_of_records].
  static void l2gCopy(void *Buf, int32_t Index, void *RD) {
    Calls.ListToGlobal[0]++;
    bracket(0, Buf, Index, [&](auto I) {
      std::get<I>(static_cast<Record *>(Buf)[Index]) = at<I>(RD);
    });
  }
  static void l2gReduce(void *Buf, int32_t Index, void *RD) {
    Calls.ListToGlobal[1]++;
    bracket(1, Buf, Index, [&](auto I) {
      auto &G = std::get<I>(static_cast<Record *>(Buf)[Index]);
      G = combine(op<I>(), G, at<I>(RD));
    });
  }
  static void g2lCopy(void *Buf, int32_t Index, void *RD) {
    Calls.GlobalToList[0]++;
    bracket(2, Buf, Index, [&](auto I) {
      at<I>(RD) = std::get<I>(static_cast<Record *>(Buf)[Index]);
    });
  }
  static void g2lReduce(void *Buf, int32_t Index, void *RD) {
    Calls.GlobalToList[1]++;
    bracket(3, Buf, Index, [&](auto I) {
      at<I>(RD) = combine(op<I>(), at<I>(RD), std::get<I>(static_cast<Record *>(Buf)[Index]));
    });
  }
  template <typename F> static void bracket(int Kind, void *Buf, int32_t Index, F Each) {
    if (Observer)
      Observer->begin(Kind, Buf, Index);
    forEach(Each, Idx{});
    if (Observer)
      Observer->end(Kind, Buf, Index);
  }
  template <typename F, size_t... I> static void forEach(F Each, std::index_sequence<I...>) {
    ((Each(std::integral_constant<size_t, I>{}), Observer ? simt::yield() : void()), ...);
  }

  // ---- data and references ----
  struct Inputs {
    std::tuple<std::vector<typename Vs::type>...> Cols;
  };
  static Inputs makeInputs(size_t Count, Rng &R) {
    Inputs In;
    makeInputsImpl(In, Count, R, Idx{});
    return In;
  }
  template <size_t... I>
  static void makeInputsImpl(Inputs &In, size_t Count, Rng &R, std::index_sequence<I...>) {
    ((std::get<I>(In.Cols) = makeData<T<I>>(op<I>(), Count, R)), ...);
  }
  static void load(Data &D, const Inputs &In, size_t Row) { loadImpl(D, In, Row, Idx{}); }
  template <size_t... I>
  static void loadImpl(Data &D, const Inputs &In, size_t Row, std::index_sequence<I...>) {
    ((std::get<I>(D.V) = std::get<I>(In.Cols)[Row]), ...);
  }
  static void loadGarbage(Data &D, Rng &R) { garbageImpl(D, R, Idx{}); }
  template <size_t... I> static void garbageImpl(Data &D, Rng &R, std::index_sequence<I...>) {
    ((std::get<I>(D.V) = garbage<T<I>>(R)), ...);
  }
  // Reference over the given rows of the inputs.
  static Values referenceOf(const Inputs &In, const std::vector<uint32_t> &Rows) {
    Values Out;
    refImpl(Out, In, Rows, Idx{});
    return Out;
  }
  // Reference over rows [0, Count).
  static Values referenceOf(const Inputs &In, size_t Count) {
    std::vector<uint32_t> Rows(Count);
    for (size_t I = 0; I < Count; ++I)
      Rows[I] = static_cast<uint32_t>(I);
    return referenceOf(In, Rows);
  }
  template <size_t... I>
  static void refImpl(Values &Out, const Inputs &In, const std::vector<uint32_t> &Rows,
                      std::index_sequence<I...>) {
    auto Pick = [&](const auto &Col) {
      std::decay_t<decltype(Col)> Sel;
      for (uint32_t R : Rows)
        Sel.push_back(Col.at(R));
      return Sel;
    };
    ((std::get<I>(Out) = reference(op<I>(), Pick(std::get<I>(In.Cols)))), ...);
  }
  static bool equal(const Values &A, const Values &B) { return eqImpl(A, B, Idx{}); }
  template <size_t... I>
  static bool eqImpl(const Values &A, const Values &B, std::index_sequence<I...>) {
    return (sameBits(std::get<I>(A), std::get<I>(B)) && ...);
  }
  static std::string show(const Values &V) { return showImpl(V, Idx{}); }
  template <size_t... I> static std::string showImpl(const Values &V, std::index_sequence<I...>) {
    std::string S;
    ((S += std::string(I ? "," : "") + th::show(std::get<I>(V))), ...);
    return "(" + S + ")";
  }
};

} // namespace th

#endif // OMPRED_SIMT_HARNESS_H
