// The original list item's value read early (team/original.h) on the SIMT
// model: what the pass plugin emits where the teams region starts (team 0's
// thread 0 starts copying the item into a team-shared word, cp.async) and its
// call of __kmpc_nvptx_teams_reduce_nowait_v2 with OMPRED_HANDED_ORIGINAL_FLAG
// (ompred/abi.h). After each launch the thread that returned 1 was handed
// exactly the item's value (4 or 8 bytes, each launch a new one), the
// reduction's result is right, and the copy was started where the plugin
// emits it for an aligned item on a GPU that has it, and waited for: the
// model fails a copy started twice, waited for by another thread or into
// another word, or left pending when its team ends.
//
// Launches alone in every mode and launch kind (one team, direct, counted,
// with a block; with a launch environment or ompred's pool), misaligned
// items, GPUs and targets without the copy; owned launches at once whose %gridid share an
// entry, each with its own item; and back-to-back launches on one entry,
// where a word left by the previous launch would be handed on.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/team_harness.h"

using namespace th;

namespace {

uint64_t Cases = 0;

using F64 = ReduceList<Var<double, Op::Add>>;
using I32 = ReduceList<Var<int32_t, Op::Max>>;

uint64_t gridIdAt(Rng &R, uint32_t Home) {
  return (R.next() >> 8) * OwnedLaunchPoolSize + Home;
}

// A random item: 4 or 8 bytes, aligned unless Misaligned.
template <class L> void drawOriginal(Rng &R, TeamCase<L> &C, bool Misaligned) {
  uint32_t Bytes = R.chance(1, 2) ? 8 : 4;
  uint32_t Offset = Misaligned ? (Bytes == 8 ? 4 : 2) : Bytes * R.below(2);
  C.setOriginal(Bytes, Offset, R.next());
}

template <class L>
void alone(Rng &R, Monitor &Mon, Spmdized From, bool SPMD, bool Owned) {
  ++Cases;
  auto C = std::make_unique<TeamCase<L>>();
  auto Env = std::make_unique<LaunchEnvironment>();
  memset(static_cast<void *>(Env.get()), 0, sizeof(LaunchEnvironment));
  const uint32_t TeamChoices[] = {1, 2, 31, 32, 33, 100, 300};
  uint32_t Teams = R.chance(1, 3) ? TeamChoices[R.below(7)] : 1 + R.below(200);
  const uint32_t ThreadChoices[] = {1, 31, 33, 128};
  uint32_t Threads = ThreadChoices[R.below(4)];
  const uint32_t RecordChoices[] = {1, 7, 32, 64, 1024};
  uint32_t Records = RecordChoices[R.below(5)];
  bool Misaligned = R.chance(1, 6), NoCopy = R.chance(1, 6), NotEmitted = R.chance(1, 8);
  char Name[220];
  snprintf(Name, sizeof Name, "original %s %s teams=%u threads=%u records=%u%s%s%s [%s]",
           !SPMD ? "generic" : From == Spmdized::No ? "spmd" : "spmd-ized generic",
           Owned ? "owned" : "environment", Teams, Threads, Records,
           Misaligned ? " misaligned" : "", NoCopy ? " no-async-copy" : "",
           NotEmitted ? " not-emitted" : "", L::describe().c_str());
  C->From = From;
  C->setup(R, Name, Teams, Threads, Records, SPMD, Owned ? nullptr : Env.get());
  drawOriginal(R, *C, Misaligned);
  C->W.La.GridId = R.next();
  C->W.La.AsyncCopy = !NoCopy;
  C->PluginCopies = !NotEmitted;
  runAlone(R, Mon, *C, R.chance(1, 2) ? sparseMachine() : simt::Machine::uniform(7, 3), Name);
}

// Owned SPMD launches at once, two on one entry's %gridid, and one with a
// launch environment: each is handed its own item.
void concurrent(Rng &R, Monitor &Mon, int Round) {
  ++Cases;
  uint32_t Home = R.below(OwnedLaunchPoolSize);
  auto A = std::make_unique<TeamCase<F64>>();
  auto B = std::make_unique<TeamCase<F64>>();
  auto C = std::make_unique<TeamCase<I32>>();
  auto E = std::make_unique<TeamCase<F64>>();
  auto Env = std::make_unique<LaunchEnvironment>();
  memset(static_cast<void *>(Env.get()), 0, sizeof(LaunchEnvironment));
  TeamCase<F64> *Fs[] = {A.get(), B.get(), E.get()};
  char Name[4][120];
  for (int K = 0; K < 4; ++K)
    snprintf(Name[K], sizeof Name[K], "original concurrent round %d launch %d", Round, K);
  A->setup(R, Name[0], 2 + R.below(200), 128, 1024, true, nullptr);
  B->setup(R, Name[1], 2 + R.below(100), 33, 64, true, nullptr);
  C->setup(R, Name[2], 2 + R.below(100), 31, 32, true, nullptr);
  E->setup(R, Name[3], 2 + R.below(100), 128, 7, true, Env.get());
  for (TeamCase<F64> *F : Fs)
    drawOriginal(R, *F, false);
  drawOriginal(R, *C, false);
  A->W.La.GridId = gridIdAt(R, Home);
  B->W.La.GridId = gridIdAt(R, Home);
  C->W.La.GridId = gridIdAt(R, (Home + 1) % OwnedLaunchPoolSize);
  simt::Simulator S(R.chance(1, 2) ? simt::Machine::uniform(3, 2) : simt::Machine::uniform(20, 4),
                    schedOptions(R));
  S.add(A->W.La);
  S.add(B->W.La);
  S.add(C->W.La);
  S.add(E->W.La);
  Mon.Watched = {&A->W, &B->W, &C->W, &E->W};
  char Desc[64];
  snprintf(Desc, sizeof Desc, "original concurrent round %d", Round);
  uint64_t Before = Failures;
  if (runSim(S, Desc)) {
    A->check(Name[0]);
    B->check(Name[1]);
    C->check(Name[2]);
    E->check(Name[3]);
  }
  checkPoolClean(Mon, Desc);
  Mon.Watched.clear();
  if (Failures != Before)
    resetAfterFailure(Mon);
}

// Reruns of one kernel on one entry, each with another item.
void backToBack(Rng &R, Monitor &Mon) {
  auto C = std::make_unique<TeamCase<F64>>();
  uint32_t Home = R.below(OwnedLaunchPoolSize);
  for (int K = 0; K < 30; ++K) {
    ++Cases;
    uint32_t Teams = 2 + R.below(300);
    char Name[128];
    snprintf(Name, sizeof Name, "original back-to-back %d (teams=%u)", K, Teams);
    C->setup(R, Name, Teams, 128, 1024, true, nullptr);
    drawOriginal(R, *C, false);
    C->W.La.GridId = gridIdAt(R, Home);
    runAlone(R, Mon, *C, simt::Machine::uniform(5, 3), Name);
  }
}

} // namespace

int main() {
  Rng R(baseSeed(0x5EED0021));
  Monitor Mon;
  for (int K = 0; K < 12; ++K) {
    alone<F64>(R, Mon, Spmdized::No, true, true);
    alone<F64>(R, Mon, Spmdized::No, true, false);
    alone<I32>(R, Mon, Spmdized::No, true, R.chance(1, 2));
    alone<F64>(R, Mon, Spmdized::No, false, R.chance(1, 2));
    alone<I32>(R, Mon, Spmdized::AllThreads, true, false);
    alone<F64>(R, Mon, Spmdized::LeaderOnly, true, false);
  }
  for (int Round = 0; Round < 16; ++Round)
    concurrent(R, Mon, Round);
  backToBack(R, Mon);
  return finish("team-original", Cases);
}
