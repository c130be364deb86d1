// Tests of the tests: deliberately wrong callbacks, shuffles and team-layer
// behaviour must be caught by the same oracles, monitors and model checks the
// other tests rely on. Each mutant runs a small sweep; it is "killed" when at
// least one check fails or the model reports an error. A surviving mutant
// fails this test: the suite would have missed that bug.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/team_harness.h"

#include "block/reduce.h"

using namespace ompred;
using namespace th;

namespace {

using I32 = th::ReduceList<Var<int32_t, Op::Add>>;
using Mixed = th::ReduceList<Var<double, Op::Add>, Var<int8_t, Op::Max>, Var<uint64_t, Op::Xor>>;

// ---- mutated callbacks -------------------------------------------------------------
// algo 1 without the copy branch (lane_id >= offset keeps its value).
template <class Base> struct NoCopy : Base {
  static void shuffleReduce(void *RD, int16_t Lane, int16_t Off, int16_t Algo) {
    typename Base::Values Saved;
    bool Keep = Algo == 1 && static_cast<uint16_t>(Lane) >= static_cast<uint16_t>(Off);
    if (Keep)
      save(RD, Saved, typename Base::Idx{});
    Base::shuffleReduce(RD, Lane, Off, Algo);
    if (Keep)
      restore(RD, Saved, typename Base::Idx{});
  }
  template <size_t... I>
  static void save(void *RD, typename Base::Values &S, std::index_sequence<I...>) {
    ((std::get<I>(S) = Base::template at<I>(RD)), ...);
  }
  template <size_t... I>
  static void restore(void *RD, typename Base::Values &S, std::index_sequence<I...>) {
    ((Base::template at<I>(RD) = std::get<I>(S)), ...);
  }
};

// Every lane reduces, whatever algo_version says.
template <class Base> struct AlwaysReduce : Base {
  static void shuffleReduce(void *RD, int16_t Lane, int16_t Off, int16_t) {
    Base::shuffleReduce(RD, Lane, Off, 0);
  }
};

// Every step coded as a whole-warp one (warp/offset_codes.h), as if the warp
// layer claimed all 32 lanes take part where fewer do.
template <class Base> struct ClaimsWholeWarp : Base {
  static void shuffleReduce(void *RD, int16_t Lane, int16_t Off, int16_t Algo) {
    if (offset_code::isStep(Off))
      Base::shuffleReduce(RD, offset_code::step(WarpSize, offset_code::stepDistance(Lane)),
                          offset_code::step(WarpSize, offset_code::stepDistance(Off)), Algo);
    else
      Base::shuffleReduce(RD, Lane, Off, Algo);
  }
};

// A shuffle that takes the lanes taking part from the active mask, as if the
// lanes that execute together were the lanes that reduce: wrong once a warp
// reaches the reduction in several groups (Options::EarlyActiveMask).
struct ActiveMaskShuffle : I32 {
  static void shuffleReduce(void *RD, int16_t Lane, int16_t Off, int16_t Algo) {
    if (!offset_code::isStep(Off))
      return I32::shuffleReduce(RD, Lane, Off, Algo);
    int32_t &Mine = at<0>(RD);
    int32_t Remote = hw::shuffleDown32(hw::activeMask(), Mine, offset_code::stepDistance(Off), 32);
    bool Reduce = Algo == 0 || (Algo == 1 && static_cast<uint16_t>(Lane) < static_cast<uint16_t>(Off));
    if (Reduce)
      Mine = combine(Op::Add, Mine, Remote);
    if (Algo == 1 && static_cast<uint16_t>(Lane) >= static_cast<uint16_t>(Off))
      Mine = Remote;
  }
};

// LLVM 19's own __kmpc_shuffle_int32: the full mask, whoever is active.
struct FullMaskShuffle : I32 {
  static void shuffleReduce(void *RD, int16_t Lane, int16_t Off, int16_t Algo) {
    int32_t &Mine = at<0>(RD);
    int32_t Remote = hw::shuffleDown32(~0u, Mine, static_cast<uint16_t>(Off), 32);
    bool Reduce = Algo == 0 || (Algo == 1 && static_cast<uint16_t>(Lane) < static_cast<uint16_t>(Off)) ||
                  (Algo == 2 && (Lane & 1) == 0 && Off > 0);
    if (Reduce)
      Mine = combine(Op::Add, Mine, Remote);
    if (Algo == 1 && static_cast<uint16_t>(Lane) >= static_cast<uint16_t>(Off))
      Mine = Remote;
  }
};

// Nine int32 sums: one word more than the exchange's slots take, so that the
// block layer uses clang's inter-warp copy.
using Nine = th::ReduceList<Var<int32_t, Op::Add>, Var<int32_t, Op::Add>, Var<int32_t, Op::Add>,
                       Var<int32_t, Op::Add>, Var<int32_t, Op::Add>, Var<int32_t, Op::Add>,
                       Var<int32_t, Op::Add>, Var<int32_t, Op::Add>, Var<int32_t, Op::Add>>;
static_assert(Nine::N > block::exchange::MaxListWords, "Nine must not fit the exchange");

// Inter-warp copy without the barrier between the stores and the loads.
struct RacyCopy : Nine {
  static void interWarpCopy(void *RD, int32_t NumWarps) {
    racy(RD, NumWarps, Idx{});
  }
  template <size_t... I>
  static void racy(void *RD, int32_t NumWarps, std::index_sequence<I...>) {
    (racyVar<I>(RD, NumWarps), ...);
  }
  template <size_t I> static void racyVar(void *RD, int32_t NumWarps) {
    uint32_t Tid = hw::threadIdInBlock();
    volatile uint32_t *Shared = simt::teamShared();
    simt::kmpcBarrier();
    if ((Tid & 31) == 0)
      Shared[Tid >> 5] = static_cast<uint32_t>(at<I>(RD));
    simt::yield(); // where the missing barrier was
    if (Tid < static_cast<uint32_t>(NumWarps))
      at<I>(RD) = static_cast<int32_t>(Shared[Tid]);
  }
};

// list_to_global_reduce that overwrites; global_to_list_reduce that drops.
template <class Base> struct L2GOverwrites : Base {
  static void l2gReduce(void *Buf, int32_t Index, void *RD) { Base::l2gCopy(Buf, Index, RD); }
};
template <class Base> struct G2LDrops : Base {
  static void g2lReduce(void *, int32_t, void *) {}
};

// ---- small runners ------------------------------------------------------------------
// One SPMD team of P threads through __kmpc_nvptx_parallel_reduce_nowait_v2;
// false on a wrong result or a model error.
// Two reductions back to back, as two nowait worksharing loops make them.
template <class L> struct BlockRun {
  typename L::Inputs In[2];
  std::vector<int32_t> Ret[2];
  std::vector<typename L::Values> Out[2];
  static void body(void *Arg) {
    auto *C = static_cast<BlockRun *>(Arg);
    uint32_t Tid = hw::threadIdInBlock();
    for (int K = 0; K < 2; ++K) {
      typename L::Data D;
      L::load(D, C->In[K], Tid);
      C->Ret[K][Tid] = __kmpc_nvptx_parallel_reduce_nowait_v2(
          nullptr, sizeof(D.Ptrs), D.Ptrs, L::shuffleReduce, L::interWarpCopy);
      C->Out[K][Tid] = D.V;
    }
  }
};
template <class L> void blockCheck(Rng &R, uint32_t P) {
  BlockRun<L> C;
  for (int K = 0; K < 2; ++K) {
    C.In[K] = L::makeInputs(P, R);
    C.Ret[K].assign(P, -1);
    C.Out[K].resize(P);
  }
  simt::Launch La;
  La.ThreadsPerTeam = P;
  La.Body = BlockRun<L>::body;
  La.Arg = &C;
  simt::Simulator S(simt::Machine::uniform(1, 1), schedOptions(R));
  S.add(La);
  if (!runSim(S, "mutant block"))
    return;
  for (int K = 0; K < 2; ++K) {
    uint32_t Ones = 0;
    for (int32_t X : C.Ret[K])
      Ones += X == 1;
    EXPECT(Ones == 1 && C.Ret[K][0] == 1, "ones");
    EXPECT(L::equal(C.Out[K][0], L::referenceOf(C.In[K], P)), "value");
  }
}

uint32_t Killed = 0, Survived = 0;
uint64_t Runs = 0;

template <typename F> void mutant(const char *Name, F Sweep) {
  uint64_t Caught;
  {
    ExpectFailures E;
    Sweep();
    Caught = E.caught();
  }
  ++Checks;
  if (Caught) {
    ++Killed;
    printf("mutant %-58s killed (%llu failed checks)\n", Name,
           static_cast<unsigned long long>(Caught));
  } else {
    ++Survived;
    failure(__FILE__, __LINE__, "mutant %s survived: the suite would miss it", Name);
  }
}

// ---- monitor mutants: record callbacks driven directly ------------------------------
struct Direct {
  TeamCase<I32> *C = nullptr;
  int Scenario = 0;
  uint32_t Done = 0;
};
Direct Dir;

void directBody(void *) {
  uint32_t Team = hw::teamId();
  I32::Data D;
  std::get<0>(D.V) = static_cast<int32_t>(Team);
  void *Buf = Dir.C->Buf.data();
  switch (Dir.Scenario) {
  case 0: // two teams write record 0 at the same time
    I32::l2gCopy(Buf, 0, D.Ptrs);
    break;
  case 1: // team 1 copies over the partial team 0 put in record 0
    if (Team == 1)
      while (!Dir.Done)
        simt::yield();
    I32::l2gCopy(Buf, 0, D.Ptrs);
    Dir.Done = 1;
    break;
  case 2: // reduce into a record that holds no partial of this launch
    if (Team == 0)
      I32::l2gReduce(Buf, 3, D.Ptrs);
    break;
  case 3: // read back before every team contributed
    if (Team == 0) {
      I32::l2gCopy(Buf, 1, D.Ptrs);
      I32::g2lCopy(Buf, 1, D.Ptrs);
    }
    break;
  }
}

void directRun(Monitor &Mon, Rng &R, int Scenario) {
  for (int K = 0; K < 20; ++K) {
    Dir = Direct();
    Dir.Scenario = Scenario;
    auto C = std::make_unique<TeamCase<I32>>();
    LaunchEnvironment Env{};
    C->setup(R, "direct", 2, 1, 8, false, &Env);
    C->W.La.Body = directBody;
    C->W.La.Exists = nullptr;
    Dir.C = C.get();
    Mon.Watched = {&C->W};
    Mon.CheckBits = false;
    simt::Simulator S(simt::Machine::uniform(2, 1), schedOptions(R));
    S.add(C->W.La);
    bool Ok = S.run();
    Mon.CheckBits = true;
    Mon.Watched.clear();
    ++Checks;
    if (!Ok)
      ++Failures; // caught by the monitor
  }
}

} // namespace

int main() {
  Rng R(baseSeed(0x5EED0006));
  Monitor Mon;

  mutant("shuffle-reduce: algo 1 without the copy branch", [&] {
    for (uint32_t P = 1; P <= 40; ++P)
      blockCheck<NoCopy<Mixed>>(R, P);
  });
  mutant("shuffle-reduce: reduces whatever the algo_version", [&] {
    for (uint32_t P = 1; P <= 40; ++P)
      blockCheck<AlwaysReduce<I32>>(R, P);
  });
  mutant("__kmpc_shuffle_int32 with LLVM 19's full mask", [&] {
    for (uint32_t P = 1; P <= 40; ++P)
      blockCheck<FullMaskShuffle>(R, P);
  });
  mutant("shuffles over the active mask instead of the lanes taking part", [&] {
    for (uint32_t P = 1; P <= 40; ++P)
      blockCheck<ActiveMaskShuffle>(R, P);
  });
  mutant("warp steps coded as whole-warp (full mask) where lanes are missing", [&] {
    for (uint32_t P = 1; P <= 40; ++P)
      blockCheck<ClaimsWholeWarp<Mixed>>(R, P);
  });
  mutant("inter-warp copy without its second barrier", [&] {
    for (uint32_t P = 33; P <= 300; P += 7)
      blockCheck<RacyCopy>(R, P);
  });
  for (int Dropped : {1, 2}) {
    simt::BlockBarrierMutant = Dropped;
    // The adversary that exposes each: late writers for the first, a late
    // reader for the second.
    simt::ExchangeDelay = 200;
    simt::ExchangeDelayOthers = Dropped == 1;
    mutant(Dropped == 1 ? "block exchange: loads without the barrier after the stores"
                        : "block exchange: next stores without the barrier after the loads",
           [&] {
             for (uint32_t P = 33; P <= 300; P += 7) {
               blockCheck<I32>(R, P);
               blockCheck<Mixed>(R, P);
             }
           });
    simt::BlockBarrierMutant = 0;
    simt::ExchangeDelay = 0;
    simt::ExchangeDelayOthers = false;
  }
  mutant("list_to_global_reduce overwrites the record", [&] {
    for (uint32_t Teams = 2; Teams <= 40; Teams += 3)
      runTeamLaunch<L2GOverwrites<I32>>(R, Mon, simt::Machine::uniform(3, 2), Teams, 1, 1,
                                        false, "mutant", &Runs);
  });
  mutant("global_to_list_reduce drops the record", [&] {
    for (uint32_t Teams = 2; Teams <= 40; Teams += 3)
      runTeamLaunch<G2LDrops<Mixed>>(R, Mon, simt::Machine::uniform(3, 2), Teams, 33, 7, false,
                                     "mutant", &Runs);
  });
  mutant("monitor: two teams write one record at once", [&] { directRun(Mon, R, 0); });
  mutant("monitor: a copy over a record's partial", [&] { directRun(Mon, R, 1); });
  mutant("monitor: a reduce into a record without partial", [&] { directRun(Mon, R, 2); });
  mutant("monitor: records read back before all teams contributed", [&] { directRun(Mon, R, 3); });
  resetAfterFailure(Mon);
  mutant("pool: a launch leaves an arrival counter set", [&] {
    LaunchSlotsPool[5].Arrivals[3] = 1;
    checkPoolClean(Mon, "mutant");
    LaunchSlotsPool[5].Arrivals[3] = 0;
  });
  mutant("pool: a launch leaves UsedCount set", [&] {
    LaunchSlotsPool[77].UsedCount = 4;
    checkPoolClean(Mon, "mutant");
    LaunchSlotsPool[77].UsedCount = 0;
  });
  printf("mutants: %u killed, %u survived\n", Killed, Survived);
  return finish("mutants", Killed + Survived);
}
