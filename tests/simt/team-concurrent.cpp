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

// N launches of two teams each, up to the pool size holding a pool block at
// once: team 1 of every launch waits (spinning) until team 0 of that many
// launches has contributed. With more launches than blocks, the others' teams
// can only get a block once a launch has finished.
struct Crowd {
  uint32_t Launches = 0;
  uint32_t FirstDone = 0;
  std::vector<std::unique_ptr<TeamCase<I32>>> Cs;
};
Crowd Crowd_;

void crowdBody(void *Arg) {
  auto *C = static_cast<TeamCase<I32> *>(Arg);
  uint32_t Team = ompred::hw::teamId();
  uint32_t Holders = Crowd_.Launches < LaunchSlotsPoolSize ? Crowd_.Launches
                                                           : LaunchSlotsPoolSize;
  if (Team == 1)
    while (Crowd_.FirstDone < Holders)
      simt::yield();
  I32::Data D;
  I32::load(D, C->In, Team);
  C->finishThread(C->callEntry(D), D);
  if (Team == 0)
    Crowd_.FirstDone++;
}

void crowd(Rng &R, Monitor &Mon, uint32_t N) {
  ++Cases;
  Crowd_ = Crowd();
  Crowd_.Launches = N;
  std::vector<std::unique_ptr<LaunchEnvironment>> Envs;
  simt::Simulator S(simt::Machine::uniform(2 * N, 1), schedOptions(R));
  Mon.Watched.clear();
  for (uint32_t K = 0; K < N; ++K) {
    Envs.push_back(std::make_unique<LaunchEnvironment>());
    memset(static_cast<void *>(Envs.back().get()), 0, sizeof(LaunchEnvironment));
    Crowd_.Cs.push_back(std::make_unique<TeamCase<I32>>());
    auto &C = *Crowd_.Cs.back();
    char Name[64];
    snprintf(Name, sizeof Name, "crowd of %u, launch %u", N, K);
    C.setup(R, Name, 2, 1, 7, false, Envs.back().get());
    C.W.La.Body = crowdBody;
    C.W.La.Exists = nullptr;
    C.W.La.RandomTeamOrder = false;
    S.add(C.W.La);
    Mon.Watched.push_back(&C.W);
  }
  char Desc[64];
  snprintf(Desc, sizeof Desc, "%u launches in flight", N);
  uint64_t Before = Failures;
  bool Ok = S.run();
  EXPECT(Ok, "%s: %s", Desc, S.error().c_str());
  if (Ok)
    for (auto &C : Crowd_.Cs)
      C->check(C->W.Name.c_str());
  checkPoolClean(Mon, Desc);
  Mon.Watched.clear();
  if (Failures != Before)
    resetAfterFailure(Mon);
}

} // namespace

int main() {
  Rng R(baseSeed(0x5EED0005));
  Monitor Mon;
  for (int Round = 0; Round < 60; ++Round)
    concurrent(R, Mon, Round);
  backToBack(R, Mon);
  crowd(R, Mon, 128);
  crowd(R, Mon, 129);
  crowd(R, Mon, 5);
  // Coverage of the claim race: some team claimed a block and handed it back.
  EXPECT(Mon.Handbacks > 0, "no team ever lost the race to publish a block");
  printf("team-concurrent: %llu claimed blocks handed back\n",
         static_cast<unsigned long long>(Mon.Handbacks));
  printf("team-concurrent: %llu adversarial team stalls at slot/publish/record moments\n",
         static_cast<unsigned long long>(Mon.AdversaryStalls));
  EXPECT(Mon.AdversaryStalls > 0, "the adversary never struck");
  return finish("team-concurrent", Cases);
}
