// The block layer (block/reduce.h) and __kmpc_nvptx_parallel_reduce_nowait_v2
// on the SIMT model: every parallel team size 1..1024 in SPMD mode, generic-mode
// teams (workers 0..P-1, the main thread and idle workers held elsewhere), all
// operators over all integer and floating types, and reduce lists of 1, 3 and 8
// variables of mixed types with clang-shaped callbacks. Every team reduces
// twice in a row, with no barrier between (two nowait worksharing loops), on
// independent inputs. Per team and reduction: exactly one thread returns 1, it
// is thread 0, and it holds the reference value.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/harness.h"

#include "block/reduce.h"

using namespace ompred;

namespace {

template <class L> struct BlockCase {
  typename L::Inputs In[2]; // per reduction; row = team * P + thread
  uint32_t P = 1;        // parallel team size (omp_get_num_threads)
  uint32_t Block = 1;    // threads in the block
  uint32_t Teams = 1;
  bool SPMD = true;
  bool ViaEntry = true;  // the extern "C" entry, else block::reduceThreads
  std::vector<int32_t> Ret[2];
  std::vector<typename L::Values> Out[2];
};

template <class L> bool exists(void *Arg, uint32_t, uint32_t Tid) {
  auto *C = static_cast<BlockCase<L> *>(Arg);
  if (C->SPMD)
    return true;
  // Generic mode: the main warp holds only the main thread (LLVM 19's other
  // lanes of that warp leave at kernel start).
  uint32_t Main = simt::genericMainThreadId(C->Block);
  return Tid <= Main;
}

template <class L> void body(void *Arg) {
  auto *C = static_cast<BlockCase<L> *>(Arg);
  uint32_t Tid = hw::threadIdInBlock(), Team = hw::teamId();
  uint32_t Main = simt::genericMainThreadId(C->Block);
  bool Participates = C->SPMD ? true : (C->P == 1 ? Tid == Main : Tid < C->P);
  if (Participates) {
    for (int K = 0; K < 2; ++K) {
      typename L::Data D;
      uint32_t Row = C->SPMD || C->P > 1 ? Tid : 0;
      L::load(D, C->In[K], Team * C->P + Row);
      int32_t R;
      if (C->ViaEntry)
        R = __kmpc_nvptx_parallel_reduce_nowait_v2(nullptr, sizeof(D.Ptrs), D.Ptrs,
                                                   L::shuffleReduce, L::interWarpCopy);
      else
        R = block::reduceThreads({D.Ptrs, L::shuffleReduce, L::interWarpCopy}, C->P, Tid);
      C->Ret[K][Team * C->Block + Tid] = R;
      C->Out[K][Team * C->Block + Tid] = D.V;
    }
  }
  if (!C->SPMD) {
    // End of the generic parallel region: workers and the main thread meet.
    simt::namedBarrier(8, Main + 1);
  }
}

uint64_t Cases = 0;

template <class L>
void runBlock(th::Rng &R, uint32_t P, bool SPMD, bool ViaEntry, uint32_t Teams,
              simt::Machine M = simt::Machine::uniform(2, 2)) {
  ++Cases;
  BlockCase<L> C;
  C.P = P;
  C.SPMD = SPMD;
  C.ViaEntry = ViaEntry;
  C.Teams = Teams;
  C.Block = SPMD ? P : (P == 1 ? 32 : P) + 32;
  for (int K = 0; K < 2; ++K) {
    C.In[K] = L::makeInputs(size_t(Teams) * P, R);
    C.Ret[K].assign(size_t(Teams) * C.Block, -7);
    C.Out[K].resize(size_t(Teams) * C.Block);
  }

  simt::Launch La;
  La.NumTeams = Teams;
  La.ThreadsPerTeam = C.Block;
  La.SPMD = SPMD;
  La.OmpNumThreads = P;
  La.Exists = exists<L>;
  La.Body = body<L>;
  La.Arg = &C;
  simt::Simulator S(M, th::schedOptions(R));
  S.add(La);
  th::Calls.clear();
  char Desc[256];
  snprintf(Desc, sizeof Desc, "%s %s P=%u block=%u teams=%u [%s]", SPMD ? "spmd" : "generic",
           ViaEntry ? "entry" : "reduceThreads", P, C.Block, Teams, L::describe().c_str());
  if (!th::runSim(S, Desc))
    return;

  uint32_t Main = simt::genericMainThreadId(C.Block);
  for (int K = 0; K < 2; ++K)
  for (uint32_t T = 0; T < Teams; ++T) {
    std::vector<uint32_t> Rows;
    for (uint32_t I = 0; I < P; ++I)
      Rows.push_back(T * P + I);
    auto Ref = L::referenceOf(C.In[K], Rows);
    uint32_t Ones = 0, Winner = ~0u;
    for (uint32_t Tid = 0; Tid < C.Block; ++Tid) {
      int32_t Ret = C.Ret[K][T * C.Block + Tid];
      if (Ret == 1) {
        ++Ones;
        Winner = Tid;
      } else {
        EXPECT(Ret == 0 || Ret == -7, "%s reduction %d team %u: thread %u returned %d", Desc, K, T, Tid, Ret);
      }
    }
    EXPECT(Ones == 1, "%s reduction %d team %u: %u threads returned 1", Desc, K, T, Ones);
    uint32_t WantWinner = !SPMD && P == 1 ? Main : 0;
    EXPECT(Winner == WantWinner, "%s reduction %d team %u: thread %u returned 1, expected thread %u",
           Desc, K, T, Winner, WantWinner);
    if (Winner != ~0u)
      EXPECT(L::equal(C.Out[K][T * C.Block + Winner], Ref), "%s reduction %d team %u: result %s, expected %s",
             Desc, K, T, L::show(C.Out[K][T * C.Block + Winner]).c_str(), L::show(Ref).c_str());
  }
  // A team that spans warps gathers the warp masters' lists through the
  // exchange when they fit in its slots (here one word per variable), else
  // through clang's inter-warp copy. Per reduction, every participant counts
  // its list (one exchange pass); if it fits, each warp master stores and
  // lane W of warp 0 loads (one pass each), else every participant runs the
  // inter-warp copy.
  bool Fits = L::N <= block::exchange::MaxListWords;
  uint64_t Warps = (P + 31) / 32;
  uint64_t WantCopies = P > 32 && !Fits ? 2 * uint64_t(P) * Teams : 0;
  uint64_t WantPasses = P <= 32 ? 0 : 2 * uint64_t(Teams) * (P + (Fits ? 2 * Warps : 0));
  EXPECT(th::Calls.Exchange == WantPasses, "%s: %llu exchange passes, expected %llu", Desc,
         static_cast<unsigned long long>(th::Calls.Exchange),
         static_cast<unsigned long long>(WantPasses));
  EXPECT(th::Calls.InterWarpCopy == WantCopies, "%s: %llu inter-warp copies, expected %llu",
         Desc, static_cast<unsigned long long>(th::Calls.InterWarpCopy),
         static_cast<unsigned long long>(WantCopies));
  // Converged teams never take the dispersed path.
  EXPECT(th::Calls.ShuffleReduce[2] == 0 && th::Calls.BadAlgo == 0,
         "%s: %llu dispersed (algo 2) callback calls in a converged team", Desc,
         static_cast<unsigned long long>(th::Calls.ShuffleReduce[2]));
}

const uint32_t SampleSizes[] = {1,   2,   3,   5,   17,  31,  32,  33,  63,  64,  65,
                                96,  127, 128, 129, 255, 256, 257, 511, 512, 513, 700,
                                992, 993, 1000, 1023, 1024};

template <class L> void sampled(th::Rng &R, int Count, bool SPMD = true) {
  for (int K = 0; K < Count; ++K) {
    uint32_t P = SampleSizes[R.below(sizeof SampleSizes / sizeof SampleSizes[0])];
    runBlock<L>(R, P, SPMD, R.chance(3, 4), 1 + R.below(2));
  }
}

// Every operator on one type, one variable at a time.
template <typename T> void allOps(th::Rng &R, int PerOp) {
  using namespace th;
  sampled<th::ReduceList<Var<T, Op::Add>>>(R, PerOp);
  sampled<th::ReduceList<Var<T, Op::Mul>>>(R, PerOp);
  sampled<th::ReduceList<Var<T, Op::Min>>>(R, PerOp);
  sampled<th::ReduceList<Var<T, Op::Max>>>(R, PerOp);
  sampled<th::ReduceList<Var<T, Op::LAnd>>>(R, PerOp);
  sampled<th::ReduceList<Var<T, Op::LOr>>>(R, PerOp);
  if constexpr (std::is_integral<T>::value) {
    sampled<th::ReduceList<Var<T, Op::And>>>(R, PerOp);
    sampled<th::ReduceList<Var<T, Op::Or>>>(R, PerOp);
    sampled<th::ReduceList<Var<T, Op::Xor>>>(R, PerOp);
  }
}

} // namespace

int main() {
  using namespace th;
  Rng R(baseSeed(0x5EED0002));
  using I32 = th::ReduceList<Var<int32_t, Op::Add>>;
  using Mixed = th::ReduceList<Var<double, Op::Add>, Var<int8_t, Op::Max>, Var<uint64_t, Op::Xor>>;
  using Eight = th::ReduceList<Var<int16_t, Op::Mul>, Var<float, Op::Mul>, Var<uint32_t, Op::And>,
                           Var<int64_t, Op::Or>, Var<uint8_t, Op::Min>, Var<int32_t, Op::LAnd>,
                           Var<double, Op::Min>, Var<uint16_t, Op::LOr>>;

  // Every team size, through the entry point (SPMD: block = team).
  for (uint32_t P = 1; P <= 1024; ++P)
    runBlock<I32>(R, P, true, true, 1);
  // Every team size for a mixed list, alternating entry point and layer.
  for (uint32_t P = 1; P <= 1024; ++P)
    runBlock<Mixed>(R, P, true, P % 2 == 0, 1);
  // Adversaries at the exchange: warp 0 slow (the other warps free to run
  // ahead into the next reduction), or every other warp slow (warp 0 free to
  // read early).
  simt::ExchangeDelay = 200;
  for (bool Others : {false, true}) {
    simt::ExchangeDelayOthers = Others;
    for (uint32_t P : {33u, 64u, 100u, 128u, 255u, 256u, 257u, 1000u, 1024u}) {
      runBlock<I32>(R, P, true, true, 1);
      runBlock<Mixed>(R, P, true, false, 2);
    }
    runBlock<I32>(R, 256, false, true, 1);
  }
  simt::ExchangeDelay = 0;
  simt::ExchangeDelayOthers = false;
  // Eight variables of eight types (the longest list the exchange takes),
  // and nine (one more: clang's inter-warp copy).
  sampled<Eight>(R, 40);
  using Nine = th::ReduceList<Var<int16_t, Op::Mul>, Var<float, Op::Mul>, Var<uint32_t, Op::And>,
                          Var<int64_t, Op::Or>, Var<uint8_t, Op::Min>, Var<int32_t, Op::LAnd>,
                          Var<double, Op::Min>, Var<uint16_t, Op::LOr>, Var<int32_t, Op::Add>>;
  sampled<Nine>(R, 40);
  // Generic mode: workers 0..P-1 of a block with a main warp.
  for (uint32_t P : {1u, 32u, 64u, 96u, 128u, 160u, 256u, 512u, 736u, 992u}) {
    runBlock<I32>(R, P, false, true, 1);
    runBlock<Mixed>(R, P, false, true, 2);
  }
  // Every operator on every type.
  allOps<int8_t>(R, 2);
  allOps<uint8_t>(R, 2);
  allOps<int16_t>(R, 2);
  allOps<uint16_t>(R, 2);
  allOps<int32_t>(R, 2);
  allOps<uint32_t>(R, 2);
  allOps<int64_t>(R, 2);
  allOps<uint64_t>(R, 2);
  allOps<float>(R, 3);
  allOps<double>(R, 3);
  return finish("block", Cases);
}
