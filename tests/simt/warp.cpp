// The warp layer (deviceRTL/warp/*.h) on the SIMT model: every contiguous lane
// count (algo 1, full warp = algo 0), alone, with idle lanes elsewhere, and with
// extra active lanes beside the values; every single lane, structured and
// thousands of random lane sets (algo 2); clang-shaped callbacks over several
// variable lists. Checks the holder lane, the value it holds, and
// that each path drives the callback with the algo_version it documents.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/harness.h"

#include "warp/reduce.h"

using namespace ompred;

namespace {

enum Mode {
  ViaReduceLanes,  // warp::reduceLanes(LaneCount, lane): the block layer's entry
  ViaDispersed,    // warp::reduceDispersed(activemask)
};

template <class L> struct WarpCase {
  typename L::Inputs In; // row = lane
  uint32_t Launched = 0; // lanes that exist
  uint32_t Idle = 0;     // launched lanes that do not reduce: they wait at a barrier
  Mode M = ViaReduceLanes;
  uint32_t LaneCount = 32;
  uint32_t Holder[32];
  bool Reduced[32];
  typename L::Values Out[32];
};

template <class L> bool exists(void *Arg, uint32_t, uint32_t Tid) {
  return static_cast<WarpCase<L> *>(Arg)->Launched >> Tid & 1;
}

template <class L> void body(void *Arg) {
  auto *C = static_cast<WarpCase<L> *>(Arg);
  uint32_t Lane = hw::laneId();
  uint32_t Launched = __builtin_popcount(C->Launched);
  if (C->Idle >> Lane & 1) {
    // Alive but elsewhere (e.g. past the end of a parallel team): held at a
    // barrier until the reducing lanes are done.
    simt::namedBarrier(1, Launched);
    return;
  }
  typename L::Data D;
  L::load(D, C->In, Lane);
  uint32_t H;
  if (C->M == ViaReduceLanes) {
    H = warp::reduceLanes(D.Ptrs, L::shuffleReduce, C->LaneCount, Lane);
  } else {
    uint32_t Members = hw::activeMask();
    warp::reduceDispersed(D.Ptrs, L::shuffleReduce, Members);
    H = __builtin_ctz(Members);
  }
  C->Holder[Lane] = H;
  C->Reduced[Lane] = true;
  C->Out[Lane] = D.V;
  if (C->Idle)
    simt::namedBarrier(1, Launched);
}

uint64_t Cases = 0;

template <class L, size_t... I>
void setRow(typename L::Inputs &In, uint32_t Row, const typename L::Values &V,
            std::index_sequence<I...>) {
  ((std::get<I>(In.Cols)[Row] = std::get<I>(V)), ...);
}

uint32_t log2Ceil(uint32_t N) {
  uint32_t K = 0;
  while ((1u << K) < N)
    ++K;
  return K;
}

// Runs one lane set, checked against warp/reduce.h's contract: the values sit
// in lanes 0..LaneCount-1; when all of those lanes are active (possibly with
// more lanes beside them, which hold values nobody reads) the full-warp
// (algo 0, 5 steps) or contiguous (algo 1, ceil(log2 LaneCount) steps)
// algorithm runs over all active lanes and lane 0 holds the result; when
// some are missing, the dispersed algorithm (algo 2, n - 1 steps) reduces
// the n active lanes into the lowest one. Every active lane calls
// every step.
template <class L>
void runCase(th::Rng &R, uint32_t Launched, uint32_t Idle, Mode M, uint32_t LaneCount,
             const char *What) {
  ++Cases;
  WarpCase<L> C;
  C.In = L::makeInputs(32, R);
  C.Launched = Launched;
  C.Idle = Idle;
  C.M = M;
  C.LaneCount = LaneCount;
  for (uint32_t I = 0; I < 32; ++I)
    C.Reduced[I] = false;
  uint32_t Reducers = Launched & ~Idle;
  uint32_t Prefix = LaneCount >= 32 ? ~0u : (1u << LaneCount) - 1;
  int Algo;
  uint32_t Values; // lanes whose values make up the result
  if (M == ViaDispersed || (Reducers & Prefix) != Prefix) {
    Algo = 2;
    Values = Reducers;
  } else {
    Algo = LaneCount == 32 ? 0 : 1;
    Values = Prefix;
  }
  // Lanes outside Values hold garbage: it must not reach the result.
  for (uint32_t I = 0; I < 32; ++I)
    if (!(Values >> I & 1)) {
      typename L::Data G;
      L::loadGarbage(G, R);
      setRow<L>(C.In, I, G.V, typename L::Idx{});
    }
  std::vector<uint32_t> Rows;
  for (uint32_t I = 0; I < 32; ++I)
    if (Values >> I & 1)
      Rows.push_back(I);
  uint32_t Steps = Algo == 0 ? 5 : Algo == 1 ? log2Ceil(LaneCount)
                                             : __builtin_popcount(Reducers) - 1;
  uint32_t ExpectedHolder = Algo == 2 ? __builtin_ctz(Reducers) : 0;

  simt::Launch La;
  La.NumTeams = 1;
  La.ThreadsPerTeam = 32;
  La.Exists = exists<L>;
  La.Body = body<L>;
  La.Arg = &C;
  simt::Simulator S(simt::Machine::uniform(1, 1), th::schedOptions(R));
  S.add(La);
  th::Calls.clear();
  char Desc[256];
  snprintf(Desc, sizeof Desc, "%s [%s] launched=%08x idle=%08x mode=%d lanecount=%u",
           What, L::describe().c_str(), Launched, Idle, M, LaneCount);
  if (!th::runSim(S, Desc))
    return;

  auto Ref = L::referenceOf(C.In, Rows);
  for (uint32_t Lane = 0; Lane < 32; ++Lane) {
    if (!(Reducers >> Lane & 1))
      continue;
    EXPECT(C.Reduced[Lane], "%s: lane %u did not return", Desc, Lane);
    EXPECT(C.Holder[Lane] == ExpectedHolder, "%s: lane %u says the holder is lane %u, expected %u",
           Desc, Lane, C.Holder[Lane], ExpectedHolder);
  }
  EXPECT(L::equal(C.Out[ExpectedHolder], Ref), "%s: holder lane %u has %s, expected %s", Desc,
         ExpectedHolder, L::show(C.Out[ExpectedHolder]).c_str(), L::show(Ref).c_str());
  uint32_t Callers = __builtin_popcount(Reducers);
  for (int A = 0; A < 3; ++A) {
    uint64_t Want = A == Algo ? uint64_t(Callers) * Steps : 0;
    EXPECT(th::Calls.ShuffleReduce[A] == Want,
           "%s: %llu shuffle-reduce calls with algo %d, expected %llu", Desc,
           static_cast<unsigned long long>(th::Calls.ShuffleReduce[A]), A,
           static_cast<unsigned long long>(Want));
  }
  EXPECT(th::Calls.BadAlgo == 0, "%s: callback got an unknown algo_version", Desc);
}

template <class L> void contiguousAll(th::Rng &R) {
  for (uint32_t N = 1; N <= 32; ++N) {
    uint32_t Prefix = N == 32 ? ~0u : (1u << N) - 1;
    // Only the reducing lanes exist (a partial last warp).
    runCase<L>(R, Prefix, 0, ViaReduceLanes, N, "contiguous");
    // The whole warp exists, the other lanes wait elsewhere.
    if (N < 32)
      runCase<L>(R, ~0u, ~Prefix, ViaReduceLanes, N, "contiguous+idle");
  }
}

// All 32 lanes (or a random superset of the value lanes) call reduceLanes for
// LaneCount values, as warp 0 does for the warp masters' values.
template <class L> void supersets(th::Rng &R) {
  for (uint32_t N = 1; N <= 32; ++N) {
    uint32_t Prefix = N == 32 ? ~0u : (1u << N) - 1;
    runCase<L>(R, ~0u, 0, ViaReduceLanes, N, "superset");
    runCase<L>(R, Prefix | static_cast<uint32_t>(R.next()), 0, ViaReduceLanes, N, "superset");
  }
}

template <class L> void dispersed(th::Rng &R, uint32_t Mask, const char *What) {
  runCase<L>(R, Mask, 0, ViaDispersed, 32, What);
  // The same lanes through reduceLanes, which expected the full warp.
  runCase<L>(R, Mask, 0, ViaReduceLanes, 32, What);
}

} // namespace

int main() {
  th::Rng R(th::baseSeed(0x5EED0001));
  using I32 = th::ReduceList<th::Var<int32_t, th::Op::Add>>;
  using Mixed = th::ReduceList<th::Var<double, th::Op::Add>, th::Var<int8_t, th::Op::Max>,
                               th::Var<uint64_t, th::Op::Xor>>;
  using Eight = th::ReduceList<th::Var<int16_t, th::Op::Mul>, th::Var<float, th::Op::Mul>,
                               th::Var<uint32_t, th::Op::And>, th::Var<int64_t, th::Op::Or>,
                               th::Var<uint8_t, th::Op::Min>, th::Var<int32_t, th::Op::LAnd>,
                               th::Var<double, th::Op::Min>, th::Var<uint16_t, th::Op::LOr>>;

  contiguousAll<I32>(R);
  contiguousAll<Mixed>(R);
  contiguousAll<Eight>(R);
  supersets<I32>(R);
  supersets<Mixed>(R);
  supersets<Eight>(R);

  // Every single lane.
  for (uint32_t L = 0; L < 32; ++L) {
    dispersed<I32>(R, 1u << L, "single lane");
    dispersed<Mixed>(R, 1u << L, "single lane");
  }
  // Structured sets.
  const uint32_t Structured[] = {
      0x55555555u, 0xAAAAAAAAu, 0xFFFF0000u, 0x0000FFFFu, 0x80000000u, 0x80000001u,
      0x11111111u, 0x88888888u, 0xF0F0F0F0u, 0x0F0F0F0Fu, 0xFFFFFFFEu, 0x7FFFFFFFu,
      0xC0000003u, 0x00018000u, 0x12345678u, 0xFFFFFFFFu, 0x00000003u, 0x40000000u,
      0x80008000u, 0x01010101u};
  for (uint32_t M : Structured) {
    dispersed<I32>(R, M, "structured");
    dispersed<Mixed>(R, M, "structured");
    dispersed<Eight>(R, M, "structured");
  }
  // Random sets of every density.
  for (int K = 0; K < 3000; ++K) {
    uint32_t M = 0;
    uint32_t Density = R.below(32) + 1;
    for (uint32_t L = 0; L < 32; ++L)
      if (R.below(32) < Density)
        M |= 1u << L;
    if (!M)
      M = 1u << R.below(32);
    if (K % 3 == 0)
      dispersed<Mixed>(R, M, "random");
    else
      dispersed<I32>(R, M, "random");
  }
  return th::finish("warp", Cases);
}
