//===- team/launch_slots.h - Per-launch slot state, claimed from a pool ------===//
//
// The cross-team reduction needs per-launch state beyond the two counters of
// the launch environment: which slots of each SM region are held, which
// records already hold a partial, and the arrival buckets. It lives in a
// LaunchSlots block taken from a fixed pool for the duration of one launch.
//
// Claiming is lock-free: a team that finds no block published in the launch
// environment claims a free block (CAS 0 -> 1 on Claimed) and tries to publish
// it (CAS 0 -> index+1 on ReductionIterCnt); if another team of the same
// launch published first, it hands its block straight back and uses that one.
// No team waits for another. The launch's last team zeroes what the launch
// touched and only then frees the block, so a block is clean when claimed:
// every word a launch reads before writing it is zero (UsedRecords entries
// past UsedCount keep old values, but are always written before read).
//
// The pool holds LaunchSlotsPoolSize (128) blocks, the most kernels an NVIDIA
// GPU runs at once; a block is held only while its launch runs, or for a
// moment by a team that lost the race to publish. A team that finds every
// block taken therefore goes round the pool again (with a pause) until a
// running launch or a losing team frees one. There is no failure path: a fatal error here would have to
// call the assertion handler, and LLVM's OpenMPOpt (19 at least) counts that
// as a call to unknown code, which costs every kernel of the translation unit
// its team state folding (docs/llvm19-defects.md).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_TEAM_LAUNCH_SLOTS_H
#define OMPRED_TEAM_LAUNCH_SLOTS_H

#include "hw/hw.h"
#include "adapter.h"

namespace ompred {
namespace team {

constexpr uint32_t MaxRegions = 256;        // SM regions; %smid folds into them
constexpr uint32_t MaxSlotsPerRegion = 16;  // held + live bit each in a region word
constexpr uint32_t MaxRecords = OMPRED_MAX_RECORDS; // records the team layer uses at most
constexpr uint32_t ArrivalBuckets = 32;     // spreads the arrival atomics
constexpr uint32_t LaunchSlotsPoolSize = 128;

// RegionSlots packs a held bit and a live bit per slot into one word.
static_assert(2 * MaxSlotsPerRegion <= 32, "held and live bits share a uint32_t");
// UsedRecords stores record indices, which are below MaxRecords, as uint16_t.
static_assert(MaxRecords - 1 <= 0xffff, "a record index fits uint16_t");
// ReductionIterCnt publishes a block as its index + 1, 0 meaning none yet.
static_assert(LaunchSlotsPoolSize < 0xffffffffu, "a published index is nonzero");

struct LaunchSlots {
  uint32_t Claimed;
  // Records that hold a partial, in the order they were first written.
  uint32_t UsedCount;
  uint16_t UsedRecords[MaxRecords];
  // Per SM region: bit j set while a team holds slot j of the region; bit
  // 16 + j set once slot j's record holds a partial of this launch.
  uint32_t RegionSlots[MaxRegions];
  uint32_t Arrivals[ArrivalBuckets];
};

inline LaunchSlots LaunchSlotsPool[LaunchSlotsPoolSize];

// A launch with no more teams than records it may use gives team t record
// t: no team shares a record, so none takes a slot (team/reduce.h).
//
// Such a launch takes no block either where an SPMD team stage runs it (a
// counted launch; a generic kernel's leader keeps one above ArrivalBuckets
// teams): its teams count their arrivals on the launch environment
// (team/arrivals.h). With a block, every team would first load the block's
// index, a round trip before its record can be announced, and the last team
// would clear the block and fence before the kernel could end; at every team
// count up to MaxRecords, the one counter's atomics cost less than that
// (docs/performance.md, "Counted launches").
OMPRED_INLINE bool teamsOwnRecords(uint32_t NumTeams, uint32_t NumRecords) {
  return NumTeams <= NumRecords && NumTeams <= MaxRecords;
}
static_assert(ArrivalBuckets <= MaxRecords, "a direct launch is a counted launch");

// A counted launch of at most ArrivalBuckets teams, one record per lane of a
// warp, is a direct launch: its last team reads the records back with warp 0
// alone (team/reduce.h).
OMPRED_INLINE bool directRecords(uint32_t NumTeams, uint32_t NumRecords) {
  return NumTeams <= ArrivalBuckets && teamsOwnRecords(NumTeams, NumRecords);
}

// The leader's gather (team/reduce.h, reduceTeamsByLeader) reads a direct
// launch's records 0..T-1 through this list, as a slot launch reads its
// UsedRecords: one gather loop for both, since a second loop over 0..T-1
// would keep its own live values in the generic kernels it is inlined into
// (test/codegen/ptx-registers.c bounds them). The SPMD gather chooses the
// index inside its one loop instead, which needs no extra register and
// spares the last team a dependent load.
struct RecordOrder {
  uint16_t Record[ArrivalBuckets];
};
constexpr RecordOrder identityOrder() {
  RecordOrder Order{};
  for (uint32_t I = 0; I < ArrivalBuckets; ++I)
    Order.Record[I] = static_cast<uint16_t>(I);
  return Order;
}
inline constexpr RecordOrder DirectRecordOrder = identityOrder();

// Returns this launch's block, claiming one if no team of the launch has yet.
// Called by one thread per team.
OMPRED_INLINE LaunchSlots &claimLaunchSlots(LaunchEnvironment &Env) {
  uint32_t Published = hw::atomicLoad(&Env.ReductionIterCnt);
  if (Published == 0) {
    // Start where this launch's environment address points, so concurrent
    // launches start their search at different blocks.
    uint32_t Start = static_cast<uint32_t>(reinterpret_cast<uint64_t>(&Env) >> 4);
    for (uint32_t I = 0; Published == 0; ++I) {
      uint32_t Block = (Start + I) % LaunchSlotsPoolSize;
      if (hw::atomicCas(&LaunchSlotsPool[Block].Claimed, 0, 1) == 0) {
        // Acquire the zeroing published by the block's previous launch, and
        // release it on to the teams that will read the index below.
        hw::fenceDevice();
        uint32_t Prev = hw::atomicCas(&Env.ReductionIterCnt, 0, Block + 1);
        if (Prev == 0) {
          Published = Block + 1;
        } else {
          hw::atomicStore(&LaunchSlotsPool[Block].Claimed, 0);
          Published = Prev;
        }
      } else {
        // A whole pass found every block taken: let the holders run.
        if (I % LaunchSlotsPoolSize == LaunchSlotsPoolSize - 1)
          hw::backoff();
        Published = hw::atomicLoad(&Env.ReductionIterCnt);
      }
    }
  }
  // No fence here: the block's words are only touched by atomics until the
  // team holds a slot, and acquireSlot() fences before reading anything else.
  return LaunchSlotsPool[Published - 1];
}

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_LAUNCH_SLOTS_H
