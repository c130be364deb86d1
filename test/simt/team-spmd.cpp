// __kmpc_nvptx_teams_reduce_nowait_v2 in SPMD mode on the SIMT model: every
// thread of every team calls it, thread 0 holding the team's value and the
// other threads garbage. Teams of 1, 31, 33, 128 and 1024 threads (and a
// sample of other sizes), 1..thousands of teams, record counts 1..5000, 1 to
// 132 SMs. The last team reads the records back with all its threads and
// reduces them like a parallel region (block layer, inter-warp copy); in a
// direct launch (at most 32 teams) with warp 0 alone. Same checks as
// team-generic.cpp.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/team_harness.h"

using namespace th;

int main() {
  Rng R(baseSeed(0x5EED0004));
  Monitor Mon;
  uint64_t Cases = 0;
  using I32 = ReduceList<Var<int32_t, Op::Add>>;
  using Mixed = ReduceList<Var<double, Op::Add>, Var<int8_t, Op::Max>, Var<uint64_t, Op::Xor>>;
  using Eight = ReduceList<Var<int16_t, Op::Mul>, Var<float, Op::Mul>, Var<uint32_t, Op::And>,
                           Var<int64_t, Op::Or>, Var<uint8_t, Op::Min>, Var<int32_t, Op::LAnd>,
                           Var<double, Op::Min>, Var<uint16_t, Op::LOr>>;
  const uint32_t Records[] = {1, 7, 1024, 2, 33, 4096, 5000, 31, 64};
  const uint32_t TeamCounts[] = {1,  2,  3,   4,   5,   7,   8,   31,  32,   33,   63,
                                 64, 65, 100, 129, 257, 500, 777, 1024, 1025, 2000, 3001};

  // Threads per team: the required sizes, then a sample. Record counts and
  // machines cycle (coprime periods), so every thread count meets each of
  // them; the reduce list rotates too.
  const uint32_t ThreadCounts[] = {1, 31, 33, 128, 1024, 2, 32, 64, 65, 96, 255, 992};
  uint32_t K = 0;
  for (uint32_t Threads : ThreadCounts) {
    // Keep the simulated threads per launch and the resident ones bounded.
    uint64_t MaxThreads = Threads >= 1024 ? 70000 : 400000;
    for (uint32_t Teams : TeamCounts) {
      if (uint64_t(Teams) * Threads > MaxThreads && Teams > 4)
        continue;
      ++K;
      simt::Machine M;
      switch (K % 4) {
      case 0: M = simt::Machine::uniform(1, 1 + R.below(4)); break;
      case 1: M = simt::Machine::uniform(3, 1 + R.below(4)); break;
      case 2: M = sparseMachine(); break;
      default: M = simt::Machine::uniform(132, 1 + R.below(8)); break;
      }
      // At most ~16k simulated threads resident at once (memory).
      while (M.ResidentPerSM > 1 && M.SmIds.size() * M.ResidentPerSM * Threads > 16384)
        M.ResidentPerSM--;
      if (M.SmIds.size() * Threads > 16384)
        M = simt::Machine::uniform(16384 / Threads, 1);
      uint32_t Recs = Records[K % (sizeof Records / sizeof Records[0])];
      switch (K % 3) {
      case 0: runTeamLaunch<I32>(R, Mon, M, Teams, Threads, Recs, true, "spmd", &Cases); break;
      case 1: runTeamLaunch<Mixed>(R, Mon, M, Teams, Threads, Recs, true, "spmd", &Cases); break;
      default: runTeamLaunch<Eight>(R, Mon, M, Teams, Threads, Recs, true, "spmd", &Cases); break;
      }
    }
  }
  // Many teams of one warp, and the last team's gather spanning all its warps
  // (records >= threads), on the default record count.
  runTeamLaunch<Mixed>(R, Mon, simt::Machine::uniform(132, 4), 20000, 32, 1024, true, "large",
                       &Cases);
  runTeamLaunch<Mixed>(R, Mon, simt::Machine::uniform(4, 2), 200, 1024, 4096, true, "large",
                       &Cases);
  runTeamLaunch<I32>(R, Mon, simt::Machine::uniform(66, 1), 3000, 128, 1024, true, "large",
                     &Cases);
  // Counted launches of more than 1024 teams: teams that own their records
  // (a record count above clang's default) count on the launch's one counter
  // up to 4096 teams, and the last team's threads gather up to 32 records
  // each; 4097 teams share the 4096 records through a block.
  for (uint32_t Teams : {1025u, 1056u, 2048u, 3200u, 4095u, 4096u, 4097u})
    runTeamLaunch<I32>(R, Mon, simt::Machine::uniform(132, 2), Teams, Teams % 2 ? 33 : 128, 4096,
                       true, "counted", &Cases);
  runTeamLaunch<Mixed>(R, Mon, simt::Machine::uniform(66, 3), 1500, 64, 2048, true, "counted",
                       &Cases);
  // The last team's gather groups a one-variable list's records where teams
  // own them (team/reduce.h, gatherRecords): a thread holding 1 to 9 records,
  // and threads of one team holding different counts, around each group's
  // bound.
  for (uint32_t Threads : {32u, 33u, 128u})
    for (uint32_t PerThread = 1; PerThread <= 9; ++PerThread)
      for (uint32_t Extra : {0u, 1u, Threads - 1}) {
        uint32_t Teams = (PerThread - 1) * Threads + Extra;
        if (Teams < 2 || Teams > 1024)
          continue;
        runTeamLaunch<I32>(R, Mon, simt::Machine::uniform(132, 2), Teams, Threads, 1024, true,
                           "gather", &Cases);
      }
  printf("team-spmd: %llu adversarial team stalls at slot/publish/record moments\n",
         static_cast<unsigned long long>(Mon.AdversaryStalls));
  EXPECT(Mon.AdversaryStalls > 0, "the adversary never struck");
  return finish("team-spmd", Cases);
}
