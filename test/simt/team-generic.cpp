// __kmpc_nvptx_teams_reduce_nowait_v2 in generic mode on the SIMT model: only
// each team's main thread calls it. Every team count 1..800 and large launches
// up to 20000 teams, over record counts 1..5000 and machines of 1, 3, 5
// (sparse %smid) and 132 SMs, under a randomized scheduler with team stalls.
// Checks results, the exclusivity of records, region bits and pool blocks,
// and that the pool and the launch environment are clean after every launch
// (all launches share team::LaunchSlotsPool, back to back).
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/team_harness.h"

using namespace th;

int main() {
  Rng R(baseSeed(0x5EED0003));
  Monitor Mon;
  uint64_t Cases = 0;
  using I32 = ReduceList<Var<int32_t, Op::Add>>;
  using Mixed = ReduceList<Var<double, Op::Add>, Var<int8_t, Op::Max>, Var<uint64_t, Op::Xor>>;
  const simt::Machine Machines[] = {simt::Machine::uniform(1, 1), simt::Machine::uniform(3, 2),
                                    simt::Machine::uniform(132, 1),
                                    simt::Machine::uniform(132, 4), sparseMachine()};
  const uint32_t Records[] = {1, 7, 1024, 2, 33, 4096, 5000};
  for (uint32_t Teams = 1; Teams <= 800; ++Teams) {
    const simt::Machine &M = Machines[Teams % 5];
    uint32_t Recs = Records[Teams % 7];
    // Workers (held at the state machine's barrier) for the smaller launches.
    uint32_t Threads = Teams <= 300 && Teams % 2 == 0 ? 33 : 1;
    if (Teams % 3)
      runTeamLaunch<Mixed>(R, Mon, M, Teams, Threads, Recs, false, "sweep", &Cases);
    else
      runTeamLaunch<I32>(R, Mon, M, Teams, Threads, Recs, false, "sweep", &Cases);
  }
  struct Big { uint32_t Teams, Records; simt::Machine M; };
  const Big Bigs[] = {{1000, 1, simt::Machine::uniform(132, 16)},
                      {2000, 1024, simt::Machine::uniform(132, 16)},
                      {4099, 7, simt::Machine::uniform(3, 8)},
                      {5000, 4096, simt::Machine::uniform(132, 8)},
                      {20000, 1024, simt::Machine::uniform(132, 16)}};
  for (const Big &B : Bigs)
    runTeamLaunch<Mixed>(R, Mon, B.M, B.Teams, 1, B.Records, false, "large", &Cases);
  printf("team-generic: %llu adversarial team stalls at slot/publish/record moments\n",
         static_cast<unsigned long long>(Mon.AdversaryStalls));
  EXPECT(Mon.AdversaryStalls > 0, "the adversary never struck");
  return finish("team-generic", Cases);
}
