//===- team/owned_launches.h - Per-launch state ompred keeps itself ----------===//
//
// For a kernel whose ReductionDataSize and ReductionBufferLength the pass
// plugin zeroed, libomptarget allocates no launch environment and no record
// buffer (and spends no host time on them). Its teams reduction takes both
// from a pool of its own instead: an entry holds the two counters a launch
// environment would (team/arrivals.h, team/launch_slots.h) and an area of
// OMPRED_OWNED_RECORD_BYTES for the records.
//
// A launch finds its entry by its %gridid, unique among the launches of a CUDA
// context, so concurrent launches, of one kernel or of several, hold different
// entries. A team looks at the entry the id hashes to first, then at all of
// them; a team that finds none claims one. Claims take one lock word and look
// again under it before taking a free entry: entries of other launches are
// freed and claimed at any moment, so two teams of one launch that each found
// nothing could otherwise take two entries. The lock is held by a running
// team for one pass over the pool, so waiting for it is waiting for a resident
// thread, as for a region slot (team/sm_slots.h). An entry is freed by its
// launch's last team, after every team of the launch has found it and the
// counters are zero again.
//
// The pool has as many entries as launch_slots.h's pool has blocks, the most
// kernels an NVIDIA GPU runs at once: a team that finds every entry held waits
// (without the lock) for a running launch to free one.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_TEAM_OWNED_LAUNCHES_H
#define OMPRED_TEAM_OWNED_LAUNCHES_H

#include "team/launch_slots.h"

namespace ompred {
namespace team {

constexpr uint32_t OwnedLaunchPoolSize = LaunchSlotsPoolSize;
constexpr uint32_t OwnedRecordBytes = OMPRED_OWNED_RECORD_BYTES;

struct OwnedLaunch {
  uint64_t Launch; // 1 + %gridid of the launch that holds the entry; 0: free
  LaunchEnvironment Env;
};

inline OwnedLaunch OwnedLaunchPool[OwnedLaunchPoolSize];
// clang's records are structs of the reduced variables: 16-byte alignment
// covers every type a reduction takes.
alignas(16) inline unsigned char OwnedRecords[OwnedLaunchPoolSize][OwnedRecordBytes];
inline uint32_t OwnedClaimLock;

// A launch's counters and records, wherever they are kept.
struct LaunchState {
  LaunchEnvironment *Env;
  void *Records;
};

// The entry a launch looks at first, and claims if it is free.
OMPRED_INLINE uint32_t homeEntry(uint64_t Key) {
  return static_cast<uint32_t>((Key - 1) % OwnedLaunchPoolSize);
}

OMPRED_INLINE int32_t findOwnedLaunch(uint64_t Key) {
  uint32_t Home = homeEntry(Key);
  if (hw::atomicLoad64(&OwnedLaunchPool[Home].Launch) == Key)
    return static_cast<int32_t>(Home);
  for (uint32_t I = 0; I < OwnedLaunchPoolSize; ++I)
    if (hw::atomicLoad64(&OwnedLaunchPool[I].Launch) == Key)
      return static_cast<int32_t>(I);
  return -1;
}

// Under the claim lock: a free entry, the home entry first; -1 if none.
OMPRED_INLINE int32_t freeOwnedLaunch(uint64_t Key) {
  uint32_t Home = homeEntry(Key);
  for (uint32_t I = 0; I < OwnedLaunchPoolSize; ++I) {
    uint32_t Entry = (Home + I) % OwnedLaunchPoolSize;
    if (hw::atomicLoad64(&OwnedLaunchPool[Entry].Launch) == 0)
      return static_cast<int32_t>(Entry);
  }
  return -1;
}

// This launch's entry, claimed if no team of the launch has yet. Called by
// every thread that touches the launch's state.
OMPRED_INLINE LaunchState ownedLaunchState() {
  uint64_t Key = hw::gridId() + 1;
  int32_t Entry = findOwnedLaunch(Key);
  while (Entry < 0) {
    if (hw::atomicCas(&OwnedClaimLock, 0, 1) == 0) {
      // Acquire the claims of the lock's previous holders.
      hw::fenceDevice();
      Entry = findOwnedLaunch(Key);
      if (Entry < 0) {
        Entry = freeOwnedLaunch(Key);
        if (Entry >= 0)
          hw::atomicStore64(&OwnedLaunchPool[Entry].Launch, Key);
      }
      // Release the claim before the lock's next holder looks.
      hw::fenceDevice();
      hw::atomicStore(&OwnedClaimLock, 0);
    }
    if (Entry < 0) {
      hw::backoff();
      Entry = findOwnedLaunch(Key);
    }
  }
  // Acquire the zeroed counters the entry's previous launch released.
  hw::fenceDevice();
  return {&OwnedLaunchPool[Entry].Env, OwnedRecords[Entry]};
}

// By the thread that returned the launch's result, after the team layer put
// the counters back to zero and no thread of the launch reads the entry.
OMPRED_INLINE void freeOwnedLaunchState(LaunchState State) {
  OwnedLaunch *Entry = reinterpret_cast<OwnedLaunch *>(
      reinterpret_cast<char *>(State.Env) - __builtin_offsetof(OwnedLaunch, Env));
  // Release: the zero counters before the next launch that claims the entry.
  hw::fenceDevice();
  hw::atomicStore64(&Entry->Launch, 0);
}

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_OWNED_LAUNCHES_H
