// __kmpc_nvptx_teams_reduce_nowait_v2 in a generic kernel that LLVM 19's
// OpenMPOpt made SPMD (execution mode generic-SPMD): every thread of every
// team calls it, and every thread's reduce list points to the team's one
// copy of the variables in team-shared memory, which holds the team's value.
// Only one thread may write that copy; the model yields between the
// variables of every record callback, so two threads writing it interleave
// and the result comes out wrong. Where the team-level code has no parallel
// region OpenMPOpt lets every thread but thread 0 leave the kernel first, so
// thread 0 must also do alone what the team shares in a native SPMD kernel
// (clearing the launch's slots). Both shapes, same checks as team-spmd.cpp.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/team_harness.h"

using namespace th;

int main() {
  Rng R(baseSeed(0x5EED000A));
  Monitor Mon;
  uint64_t Cases = 0;
  using I64 = ReduceList<Var<int64_t, Op::Add>>;
  using Mixed = ReduceList<Var<double, Op::Add>, Var<int8_t, Op::Max>, Var<uint64_t, Op::Xor>>;
  using Six = ReduceList<Var<int64_t, Op::Min>, Var<int64_t, Op::LAnd>, Var<double, Op::Min>,
                         Var<uint32_t, Op::Add>, Var<int64_t, Op::Xor>, Var<uint32_t, Op::Mul>>;
  const uint32_t Records[] = {1024, 1, 7, 33, 4096};
  const uint32_t TeamCounts[] = {1, 2, 3, 31, 32, 33, 100, 257, 1000};
  const uint32_t ThreadCounts[] = {1, 31, 32, 33, 128, 1024};
  uint32_t K = 0;
  for (uint32_t Threads : ThreadCounts)
    for (uint32_t Teams : TeamCounts) {
      if (uint64_t(Teams) * Threads > 70000 && Teams > 4)
        continue;
      ++K;
      simt::Machine M = K % 2 ? simt::Machine::uniform(132, 1 + R.below(4)) : sparseMachine();
      while (M.ResidentPerSM > 1 && M.SmIds.size() * M.ResidentPerSM * Threads > 16384)
        M.ResidentPerSM--;
      if (M.SmIds.size() * Threads > 16384)
        M = simt::Machine::uniform(16384 / Threads, 1);
      uint32_t Recs = Records[K % (sizeof Records / sizeof Records[0])];
      for (Spmdized From : {Spmdized::AllThreads, Spmdized::LeaderOnly})
        switch (K % 3) {
        case 0: runTeamLaunch<I64>(R, Mon, M, Teams, Threads, Recs, true, "case", &Cases, From); break;
        case 1: runTeamLaunch<Mixed>(R, Mon, M, Teams, Threads, Recs, true, "case", &Cases, From); break;
        default: runTeamLaunch<Six>(R, Mon, M, Teams, Threads, Recs, true, "case", &Cases, From); break;
        }
    }
  return finish("team-spmdized-generic", Cases);
}
