//===- team/arrivals.h - Which team is the last to finish --------------------===//
//
// Every team announces that its partial is in a record; the one team that
// finds all others already announced combines the records. One counter hit by
// all teams would serialize 10^6 atomics on one address, so teams announce in
// ArrivalBuckets buckets (team id modulo the bucket count) whose final counts
// are known in advance; the team that fills a bucket then announces the bucket
// on the launch environment's ReductionCnt, and the team that fills that is
// the last. No team waits: each does one atomic, and at most one in
// ArrivalBuckets teams-per-bucket does a second. A launch without a block
// (a counted launch, team/launch_slots.h: teams that own their records),
// and one of at most ArrivalBuckets teams, counts on ReductionCnt directly.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_TEAM_ARRIVALS_H
#define OMPRED_TEAM_ARRIVALS_H

#include "team/launch_slots.h"

namespace ompred {
namespace team {

// Called once per team after its partial is written (and, with slots,
// released). Returns true in exactly one team of the launch, after every
// team's partial is visible to it. Slots: the launch's block, null for a
// launch that takes none.
OMPRED_INLINE bool arriveAndCheckLast(LaunchSlots *Slots, LaunchEnvironment &Env,
                                      uint32_t TeamId, uint32_t NumTeams) {
  // With at most one team per bucket, every team would fill its bucket and
  // pay its atomic and fence for nothing: teams then announce themselves.
  bool Bucketed = Slots && NumTeams > ArrivalBuckets;
  if (Bucketed) {
    uint32_t Bucket = TeamId % ArrivalBuckets;
    uint32_t Expected = NumTeams / ArrivalBuckets + (Bucket < NumTeams % ArrivalBuckets);
    if (hw::atomicAdd(&Slots->Arrivals[Bucket], 1) + 1 != Expected)
      return false;
    // This team saw every arrival of its bucket; order those teams' partials
    // before its bucket announcement, so the last team sees them too.
    hw::fenceDevice();
  }
  // Release: this team's partial (no buckets) or, after the fence
  // above, the partials of its bucket; every team's arrival is such a
  // release, and the count's atomics form one chain of read-modify-writes, so
  // the team that reads the final count acquires them all. The last arrival
  // wraps the count back to 0 in the same atomic: no store resets it, and
  // the launch's state is clean once the last team learns it is last.
  uint32_t Announcements = Bucketed ? ArrivalBuckets : NumTeams;
  return hw::atomicIncAcqRel(&Env.ReductionCnt, Announcements - 1) == Announcements - 1;
}

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_ARRIVALS_H
