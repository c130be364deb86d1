// Concurrent and back-to-back launches of the teams reduction on the SIMT
// model. Launches with their own LaunchEnvironment (some placed so that their
// searches for a pool block start at the same block) run interleaved on the
// same SMs, SPMD and generic mixed, with different reduce lists; each must get
// its own result and pool block, and the pool must be clean afterwards.
// Back-to-back launches reuse one record buffer, whose records then hold the
// previous launch's (plausible, wrong) partials. 128 launches in flight at
// once all succeed; a 129th (more than a GPU runs at once) finds the pool
// taken and waits until one of them has freed its block.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/team_harness.h"

using namespace th;

namespace {

uint64_t Cases = 0;

// Environments at addresses 2048 bytes apart: (address >> 4) % 128 is the same
// for all, so their pool searches start at the same block.
alignas(4096) unsigned char Arena[16][2048];

LaunchEnvironment *envAt(unsigned Slot, unsigned Skew) {
  auto *E = reinterpret_cast<LaunchEnvironment *>(Arena[Slot] + 16 * Skew);
  memset(static_cast<void *>(E), 0, sizeof(LaunchEnvironment));
  return E;
}

using I32 = ReduceList<Var<int32_t, Op::Add>>;
using Mixed = ReduceList<Var<double, Op::Add>, Var<int8_t, Op::Max>, Var<uint64_t, Op::Xor>>;
using Other = ReduceList<Var<int64_t, Op::Mul>, Var<float, Op::Max>>;

// Two or three launches at once.
void concurrent(Rng &R, Monitor &Mon, int Round) {
  ++Cases;
  bool SameStart = Round % 2 == 0;
  uint32_t Threads[3], Teams[3], Recs[3];
  bool SPMD[3];
  const uint32_t ThreadChoices[] = {1, 31, 33, 128};
  const uint32_t RecChoices[] = {1, 7, 1024, 3};
  for (int K = 0; K < 3; ++K) {
    Threads[K] = ThreadChoices[R.below(4)];
    Teams[K] = 1 + R.below(K == 0 ? 400 : 150);
    Recs[K] = RecChoices[R.below(4)];
    SPMD[K] = R.chance(1, 2);
  }
  bool Three = Round % 3 == 0;
  char Name[3][200];
  for (int K = 0; K < 3; ++K)
    snprintf(Name[K], sizeof Name[K], "round %d launch %d (%s teams=%u threads=%u records=%u%s)",
             Round, K, SPMD[K] ? "spmd" : "generic", Teams[K], Threads[K], Recs[K],
             SameStart ? ", same start block" : "");
  auto A = std::make_unique<TeamCase<Mixed>>();
  auto B = std::make_unique<TeamCase<I32>>();
  auto C = std::make_unique<TeamCase<Other>>();
  A->setup(R, Name[0], Teams[0], Threads[0], Recs[0], SPMD[0], envAt(0, SameStart ? 0 : R.below(8)));
  B->setup(R, Name[1], Teams[1], Threads[1], Recs[1], SPMD[1], envAt(1, SameStart ? 0 : R.below(8)));
  C->setup(R, Name[2], Teams[2], Threads[2], Recs[2], SPMD[2], envAt(2, SameStart ? 0 : R.below(8)));
  simt::Machine M = R.chance(1, 2) ? simt::Machine::uniform(3, 2) : simt::Machine::uniform(20, 4);
  simt::Simulator S(M, schedOptions(R));
  S.add(A->W.La);
  S.add(B->W.La);
  Mon.Watched = {&A->W, &B->W};
  if (Three) {
    S.add(C->W.La);
    Mon.Watched.push_back(&C->W);
  }
  char Desc[64];
  snprintf(Desc, sizeof Desc, "concurrent round %d", Round);
  uint64_t Before = Failures;
  if (runSim(S, Desc)) {
    A->check(Name[0]);
    B->check(Name[1]);
    if (Three)
      C->check(Name[2]);
  }
  checkPoolClean(Mon, Desc);
  Mon.Watched.clear();
  if (Failures != Before)
    resetAfterFailure(Mon);
}

// A series of launches on one buffer and one environment slot, as a program
// that reruns a kernel gets: the records hold the previous launch's partials.
void backToBack(Rng &R, Monitor &Mon) {
  auto C = std::make_unique<TeamCase<Mixed>>();
  for (int K = 0; K < 40; ++K) {
    ++Cases;
    bool SPMD = K % 2 == 0;
    uint32_t Teams = 1 + R.below(300), Threads = SPMD ? 33 : 1;
    uint32_t Recs = K < 20 ? 7 : 1024;
    char Name[128];
    snprintf(Name, sizeof Name, "back-to-back %d (%s teams=%u records=%u)", K,
             SPMD ? "spmd" : "generic", Teams, Recs);
    C->setup(R, Name, Teams, Threads, Recs, SPMD, envAt(3, 0), /*KeepBuffer=*/true);
    Mon.Watched = {&C->W};
    simt::Simulator S(simt::Machine::uniform(5, 3), schedOptions(R));
    S.add(C->W.La);
    uint64_t Before = Failures;
    if (runSim(S, Name))
      C->check(Name);
    checkPoolClean(Mon, Name);
    Mon.Watched.clear();
    if (Failures != Before)
      resetAfterFailure(Mon);
  }
}

} // namespace

int main() {
  Rng R(baseSeed(0x5EED0005));
  Monitor Mon;
  for (int Round = 0; Round < 60; ++Round)
    concurrent(R, Mon, Round);
  backToBack(R, Mon);
  runCrowd(R, Mon, 128, /*Owned=*/false, &Cases);
  runCrowd(R, Mon, 129, /*Owned=*/false, &Cases);
  runCrowd(R, Mon, 5, /*Owned=*/false, &Cases);
  // Coverage of the claim race: some team claimed a block and handed it back.
  EXPECT(Mon.Handbacks > 0, "no team ever lost the race to publish a block");
  printf("team-concurrent: %llu claimed blocks handed back\n",
         static_cast<unsigned long long>(Mon.Handbacks));
  printf("team-concurrent: %llu adversarial team stalls at slot/publish/record moments\n",
         static_cast<unsigned long long>(Mon.AdversaryStalls));
  EXPECT(Mon.AdversaryStalls > 0, "the adversary never struck");
  return finish("team-concurrent", Cases);
}
