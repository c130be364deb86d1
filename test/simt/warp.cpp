// The warp layer (deviceRTL/warp/*.h) on the SIMT model: every contiguous lane
// count (algo 1, full warp = algo 0), alone and with idle lanes elsewhere,
// through reduceLanes; every lane count with all 32 lanes taking part, through
// reduceWholeWarp; lanes that reach the reduction at different times, as on
// sm_70 and newer (the model's EarlyActiveMask splits a warp's arrivals at
// activemask, and the test delays random lanes before they call); clang-shaped
// callbacks over several variable lists. Checks that lane 0 holds the
// reference value and that each path drives the callback with the
// algo_version it documents.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/harness.h"

#include "warp/reduce.h"

using namespace ompred;

namespace {

enum Mode {
  ViaReduceLanes,  // warp::reduceLanes(LaneCount, lane): the block layer's entry
  ViaWholeWarp,    // warp::reduceWholeWarp: all 32 lanes, LaneCount values
};

template <class L> struct WarpCase {
  typename L::Inputs In; // row = lane
  uint32_t Launched = 0; // lanes that exist
  uint32_t Idle = 0;     // launched lanes that do not reduce: they wait at a barrier
  uint32_t Late = 0;     // lanes that run ahead in the loop body before they reduce
  Mode M = ViaReduceLanes;
  uint32_t LaneCount = 32;
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
  // A late lane is still in the loop body (an atomic, a branch) when the
  // others reach the reduction; what the active mask says there is the group
  // that happens to be here.
  if (C->Late >> Lane & 1)
    for (int I = 0; I < 8; ++I) {
      (void)hw::activeMask();
      simt::yield();
    }
  if (C->M == ViaReduceLanes)
    warp::reduceLanes({D.Ptrs, L::shuffleReduce, L::interWarpCopy}, C->LaneCount, Lane);
  else
    warp::reduceWholeWarp({D.Ptrs, L::shuffleReduce, L::interWarpCopy}, C->LaneCount, Lane);
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

// Runs one case, checked against warp/reduce.h's contract: the values sit in
// lanes 0..LaneCount-1; the lanes taking part are exactly those
// (reduceLanes) or all 32 (reduceWholeWarp); the full-warp algorithm (algo 0,
// 5 steps) runs for 32 values, the contiguous one (algo 1, ceil(log2
// LaneCount) steps) otherwise, every taking part lane calls every step, and
// lane 0 holds the result.
template <class L>
void runCase(th::Rng &R, uint32_t Launched, uint32_t Idle, uint32_t Late, Mode M,
             uint32_t LaneCount, const char *What) {
  ++Cases;
  WarpCase<L> C;
  C.In = L::makeInputs(32, R);
  C.Launched = Launched;
  C.Idle = Idle;
  C.Late = Late;
  C.M = M;
  C.LaneCount = LaneCount;
  for (uint32_t I = 0; I < 32; ++I)
    C.Reduced[I] = false;
  uint32_t Reducers = Launched & ~Idle;
  uint32_t Values = LaneCount >= 32 ? ~0u : (1u << LaneCount) - 1;
  int Algo = LaneCount == 32 ? 0 : 1;
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
  uint32_t Steps = Algo == 0 ? 5 : log2Ceil(LaneCount);

  simt::Launch La;
  La.NumTeams = 1;
  La.ThreadsPerTeam = 32;
  La.Exists = exists<L>;
  La.Body = body<L>;
  La.Arg = &C;
  simt::Options O = th::schedOptions(R);
  if (Late && !O.EarlyActiveMask)
    O.EarlyActiveMask = 32768;
  simt::Simulator S(simt::Machine::uniform(1, 1), O);
  S.add(La);
  th::Calls.clear();
  char Desc[256];
  snprintf(Desc, sizeof Desc, "%s [%s] launched=%08x idle=%08x late=%08x mode=%d lanecount=%u",
           What, L::describe().c_str(), Launched, Idle, Late, M, LaneCount);
  if (!th::runSim(S, Desc))
    return;

  auto Ref = L::referenceOf(C.In, Rows);
  for (uint32_t Lane = 0; Lane < 32; ++Lane)
    if (Reducers >> Lane & 1)
      EXPECT(C.Reduced[Lane], "%s: lane %u did not return", Desc, Lane);
  EXPECT(L::equal(C.Out[0], Ref), "%s: lane 0 has %s, expected %s", Desc,
         L::show(C.Out[0]).c_str(), L::show(Ref).c_str());
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
    runCase<L>(R, Prefix, 0, 0, ViaReduceLanes, N, "contiguous");
    // The whole warp exists, the other lanes wait elsewhere.
    if (N < 32)
      runCase<L>(R, ~0u, ~Prefix, 0, ViaReduceLanes, N, "contiguous+idle");
  }
}

// All 32 lanes take part for LaneCount values, as warp 0 does for the warp
// masters' values.
template <class L> void wholeWarp(th::Rng &R) {
  for (uint32_t N = 1; N <= 32; ++N)
    runCase<L>(R, ~0u, 0, 0, ViaWholeWarp, N, "whole warp");
}

// Lanes taking part that reach the reduction late: every single lane, the
// upper or lower half, and random sets, for every lane count.
template <class L> void lateLanes(th::Rng &R) {
  for (uint32_t N = 1; N <= 32; ++N) {
    uint32_t Prefix = N == 32 ? ~0u : (1u << N) - 1;
    uint32_t Sets[] = {1u << R.below(N), Prefix & 0xFFFF0000u, Prefix & 0x0000FFFFu,
                       Prefix & static_cast<uint32_t>(R.next()), Prefix & ~1u};
    for (uint32_t Late : Sets) {
      if (!Late)
        continue;
      runCase<L>(R, Prefix, 0, Late, ViaReduceLanes, N, "late lanes");
      if (N < 32)
        runCase<L>(R, ~0u, ~Prefix, Late, ViaReduceLanes, N, "late lanes+idle");
      runCase<L>(R, ~0u, 0, Late | (static_cast<uint32_t>(R.next()) & ~Prefix), ViaWholeWarp,
                 N, "late lanes, whole warp");
    }
  }
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
  wholeWarp<I32>(R);
  wholeWarp<Mixed>(R);
  wholeWarp<Eight>(R);
  for (int K = 0; K < 8; ++K) {
    lateLanes<I32>(R);
    lateLanes<Mixed>(R);
  }
  lateLanes<Eight>(R);
  return th::finish("warp", Cases);
}
