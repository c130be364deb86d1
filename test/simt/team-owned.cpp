// The teams reduction of kernels without a launch environment (the pass
// plugin's: OMPRED_OWNED_LAUNCH_FLAG on reduce_data_size, no buffer) on the SIMT
// model. The runtime keeps each launch's counters and records in an entry of
// its own pool, found by %gridid (team/owned_launches.h). The launches have no
// LaunchEnvironment at all: touching one fails the simulation. The monitor
// checks that each launch claims exactly one entry, with its %gridid, that no
// two launches hold one entry at once, and that the launch's last team frees
// it with zero counters after every team contributed.
//
// Launches alone in every mode; two or three at once whose %gridid hash to
// the same entry (so a team's first look finds another launch's entry, and
// entries are freed and claimed while a launch's teams still look), mixed
// with launches that have an environment, the home entry held, or counting
// displaced launches, by launches outside the simulation; back-to-back
// launches on one home entry, whose records hold the previous launch's
// partials; SPMD launches whose teams share more than a warp of records (the
// entry freed after the block's index is put back); and 128 launches in
// flight at once, then 129, of which one waits for an entry.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/team_harness.h"

using namespace th;

namespace {

uint64_t Cases = 0;

using I32 = ReduceList<Var<int32_t, Op::Add>>;
using Mixed = ReduceList<Var<double, Op::Add>, Var<int8_t, Op::Max>, Var<uint64_t, Op::Xor>>;
using Other = ReduceList<Var<int64_t, Op::Mul>, Var<float, Op::Max>>;

// Record counts that fit OMPRED_OWNED_RECORD_BYTES for the list's records.
template <class L> uint32_t ownedRecords(Rng &R) {
  const uint32_t Choices[] = {1, 3, 7, 32, 33, 1024};
  uint32_t Records = Choices[R.below(6)];
  uint32_t Fit = ompred::team::OwnedRecordBytes / sizeof(typename L::Record);
  return Records < Fit ? Records : Fit;
}

// A %gridid whose entry is Home.
uint64_t gridIdAt(Rng &R, uint32_t Home) {
  return (R.next() >> 8) * OwnedLaunchPoolSize + Home;
}

// A launch's shape where the sweep does not draw it.
struct Shape {
  uint32_t Teams, Threads, Records;
};

template <class L>
void alone(Rng &R, Monitor &Mon, Spmdized From, bool SPMD, const Shape *Fixed = nullptr) {
  ++Cases;
  auto C = std::make_unique<TeamCase<L>>();
  uint32_t Teams = 1 + R.below(R.chance(1, 3) ? 40 : 300);
  const uint32_t ThreadChoices[] = {1, 31, 33, 128};
  uint32_t Threads = ThreadChoices[R.below(4)];
  uint32_t Records = ownedRecords<L>(R);
  if (Fixed) {
    Teams = Fixed->Teams;
    Threads = Fixed->Threads;
    Records = Fixed->Records;
  }
  char Name[200];
  snprintf(Name, sizeof Name, "alone %s teams=%u threads=%u records=%u [%s]",
           !SPMD ? "generic" : From == Spmdized::No ? "spmd" : "spmd-ized generic", Teams,
           Threads, Records, L::describe().c_str());
  C->From = From;
  C->setup(R, Name, Teams, Threads, Records, SPMD, nullptr);
  C->W.La.GridId = R.next();
  runAlone(R, Mon, *C, R.chance(1, 2) ? sparseMachine() : simt::Machine::uniform(7, 3), Name);
}

// Two or three owned launches whose %gridid share an entry, and one launch
// with a launch environment beside them; the home entry held or displacing
// launches that run outside the simulation.
void concurrent(Rng &R, Monitor &Mon, int Round) {
  ++Cases;
  uint32_t Home = R.below(OwnedLaunchPoolSize);
  auto A = std::make_unique<TeamCase<Mixed>>();
  auto B = std::make_unique<TeamCase<I32>>();
  auto C = std::make_unique<TeamCase<Other>>();
  auto E = std::make_unique<TeamCase<I32>>();
  auto Env = std::make_unique<LaunchEnvironment>();
  memset(static_cast<void *>(Env.get()), 0, sizeof(LaunchEnvironment));
  const uint32_t ThreadChoices[] = {1, 31, 33, 128};
  char Name[4][160];
  auto Shape = [&](int K, uint32_t &Teams, uint32_t &Threads, bool &SPMD) {
    Teams = 2 + R.below(K == 0 ? 300 : 120);
    Threads = ThreadChoices[R.below(4)];
    SPMD = R.chance(1, 2);
  };
  uint32_t Teams, Threads;
  bool SPMD;
  Shape(0, Teams, Threads, SPMD);
  snprintf(Name[0], sizeof Name[0], "round %d owned A (%s teams=%u threads=%u)", Round,
           SPMD ? "spmd" : "generic", Teams, Threads);
  A->setup(R, Name[0], Teams, Threads, ownedRecords<Mixed>(R), SPMD, nullptr);
  Shape(1, Teams, Threads, SPMD);
  snprintf(Name[1], sizeof Name[1], "round %d owned B (%s teams=%u threads=%u)", Round,
           SPMD ? "spmd" : "generic", Teams, Threads);
  B->setup(R, Name[1], Teams, Threads, ownedRecords<I32>(R), SPMD, nullptr);
  Shape(2, Teams, Threads, SPMD);
  snprintf(Name[2], sizeof Name[2], "round %d owned C (%s teams=%u threads=%u)", Round,
           SPMD ? "spmd" : "generic", Teams, Threads);
  C->setup(R, Name[2], Teams, Threads, ownedRecords<Other>(R), SPMD, nullptr);
  Shape(3, Teams, Threads, SPMD);
  snprintf(Name[3], sizeof Name[3], "round %d with environment (%s teams=%u threads=%u)", Round,
           SPMD ? "spmd" : "generic", Teams, Threads);
  E->setup(R, Name[3], Teams, Threads, 7, SPMD, Env.get());
  A->W.La.GridId = gridIdAt(R, Home);
  B->W.La.GridId = gridIdAt(R, Home);
  C->W.La.GridId = gridIdAt(R, R.chance(1, 2) ? Home : (Home + 1) % OwnedLaunchPoolSize);
  // The home entry as launches that are not simulated here (ones that run
  // on elsewhere on the GPU) left it: free; held by one; held, with launches
  // displaced from it; free, with launches displaced from it (no launch may
  // then claim it without the lock, nor take the count with it); held by one
  // that ends the moment a launch here takes another entry (whose other
  // teams must then not claim the home).
  using ompred::team::OneDisplaced;
  const uint64_t Outside = ompred::team::launchKey(gridIdAt(R, Home));
  const uint64_t Occupations[] = {0, Outside, Outside + 2 * OneDisplaced, OneDisplaced, Outside};
  uint32_t Kind = R.below(5);
  uint64_t Occupation = Occupations[Kind];
  bool Occupied = Kind == 1 || Kind == 2;
  Mon.OutsideHolder = Kind == 4 ? Outside : 0;
  simt::Machine M = R.chance(1, 2) ? simt::Machine::uniform(3, 2) : simt::Machine::uniform(20, 4);
  simt::Simulator S(M, schedOptions(R));
  S.add(A->W.La);
  S.add(B->W.La);
  S.add(C->W.La);
  S.add(E->W.La);
  Mon.Watched = {&A->W, &B->W, &C->W, &E->W};
  OwnedLaunchPool[Home].Launch = Occupation;
  char Desc[64];
  snprintf(Desc, sizeof Desc, "owned concurrent round %d (home word %#llx)", Round,
           static_cast<unsigned long long>(Occupation));
  uint64_t Before = Failures;
  if (runSim(S, Desc)) {
    A->check(Name[0]);
    B->check(Name[1]);
    C->check(Name[2]);
    E->check(Name[3]);
    EXPECT(!Occupied || (A->W.OwnedEntry != static_cast<int32_t>(Home) &&
                         B->W.OwnedEntry != static_cast<int32_t>(Home)),
           "%s: a launch took the home entry another launch holds", Desc);
  }
  if (Kind == 4 && !Mon.OutsideHolder)
    Occupation = 0;
  Mon.OutsideHolder = 0;
  EXPECT(OwnedLaunchPool[Home].Launch == Occupation,
         "%s: the home word is %#llx after the launches, the outside launches left %#llx", Desc,
         static_cast<unsigned long long>(OwnedLaunchPool[Home].Launch),
         static_cast<unsigned long long>(Occupation));
  OwnedLaunchPool[Home].Launch = 0;
  checkPoolClean(Mon, Desc);
  Mon.Watched.clear();
  if (Failures != Before)
    resetAfterFailure(Mon);
}

// Reruns of one kernel: every launch's %gridid hashes to the same entry, whose
// records hold the previous launch's partials.
void backToBack(Rng &R, Monitor &Mon) {
  auto C = std::make_unique<TeamCase<Mixed>>();
  uint32_t Home = R.below(OwnedLaunchPoolSize);
  for (int K = 0; K < 30; ++K) {
    ++Cases;
    bool SPMD = K % 2 == 0;
    uint32_t Teams = 2 + R.below(300), Threads = SPMD ? 33 : 1;
    uint32_t Recs = K < 15 ? 7 : ownedRecords<Mixed>(R);
    char Name[128];
    snprintf(Name, sizeof Name, "owned back-to-back %d (%s teams=%u records=%u)", K,
             SPMD ? "spmd" : "generic", Teams, Recs);
    C->setup(R, Name, Teams, Threads, Recs, SPMD, nullptr);
    C->W.La.GridId = gridIdAt(R, Home);
    Mon.Watched = {&C->W};
    simt::Simulator S(simt::Machine::uniform(5, 3), schedOptions(R));
    S.add(C->W.La);
    uint64_t Before = Failures;
    if (runSim(S, Name)) {
      C->check(Name);
      EXPECT(C->W.OwnedEntry == static_cast<int32_t>(Home),
             "%s: took entry %d, its home %u was free", Name, C->W.OwnedEntry, Home);
    }
    checkPoolClean(Mon, Name);
    Mon.Watched.clear();
    if (Failures != Before)
      resetAfterFailure(Mon);
  }
}

} // namespace

int main() {
  Rng R(baseSeed(0x5EED0017));
  Monitor Mon;
  Mon.OwnedClaimStallChance = 40000;
  for (int K = 0; K < 16; ++K) {
    alone<I32>(R, Mon, Spmdized::No, true);
    alone<Mixed>(R, Mon, Spmdized::No, false);
    alone<Other>(R, Mon, Spmdized::AllThreads, true);
    alone<I32>(R, Mon, Spmdized::LeaderOnly, true);
  }
  // SPMD launches whose teams share records, more than a warp of them used:
  // the last team's thread 0 puts the block's index back in the entry's
  // counters and then frees the entry itself; a free by another thread of
  // the team could hand the next launch the old index.
  for (int K = 0; K < 24; ++K) {
    Shape Shared = {100 + R.below(200), 128, 33 + R.below(64)};
    alone<I32>(R, Mon, Spmdized::No, true, &Shared);
  }
  for (int Round = 0; Round < 40; ++Round)
    concurrent(R, Mon, Round);
  backToBack(R, Mon);
  runCrowd(R, Mon, 128, /*Owned=*/true, &Cases);
  runCrowd(R, Mon, 129, /*Owned=*/true, &Cases);
  printf("team-owned: %llu adversarial team stalls\n",
         static_cast<unsigned long long>(Mon.AdversaryStalls));
  return finish("team-owned", Cases);
}
