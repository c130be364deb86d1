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
// entries. The entry the id hashes to is the launch's home: its first team
// claims it there whenever it is free, and then every later team finds it
// with one load. Where another launch holds the home entry, the claimer takes
// a free one elsewhere and counts itself on the home entry's Displaced, and
// the launch's teams search the pool for it while that count is not zero.
// Claims take one lock word and look again under it: entries of other
// launches are freed and claimed at any moment, so two teams of one launch
// that each found nothing could otherwise take two entries. The lock is held
// by a running team for a few loads (a search of the pool only while some
// launch of that home is displaced), so waiting for it is waiting for a
// resident thread, as for a region slot (team/sm_slots.h). An entry is freed
// by its launch's last team, after every team of the launch has found it and
// the counters are zero again.
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

// Every member is initialized: an adapter's LaunchEnvironment may be LLVM's
// own type, whose members have default initializers, and the pool must then
// still be constant-initialized (a zeroed global, no device constructor).
struct OwnedLaunch {
  uint64_t Launch = 0; // 1 + %gridid of the launch that holds the entry; 0: free
  LaunchEnvironment Env = {};
  // Launches whose home this entry is and that hold another entry.
  uint32_t Displaced = 0;
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

OMPRED_INLINE uint32_t homeEntry(uint64_t Key) {
  return static_cast<uint32_t>((Key - 1) % OwnedLaunchPoolSize);
}

// The first entry whose key is Key (0: a free entry), or -1. Loads a batch of
// entries at a time, so a search costs a few memory round trips, not one per
// entry.
OMPRED_INLINE int32_t searchOwnedLaunches(uint64_t Key) {
  constexpr uint32_t Batch = 8;
  static_assert(OwnedLaunchPoolSize % Batch == 0, "the pool is searched in whole batches");
  for (uint32_t Base = 0; Base < OwnedLaunchPoolSize; Base += Batch) {
    uint64_t Keys[Batch];
    for (uint32_t I = 0; I < Batch; ++I)
      Keys[I] = hw::atomicLoad64(&OwnedLaunchPool[Base + I].Launch);
    for (uint32_t I = 0; I < Batch; ++I)
      if (Keys[I] == Key)
        return static_cast<int32_t>(Base + I);
  }
  return -1;
}

// Without the lock: the launch's entry, or -1 if this team cannot see one
// (not claimed yet, or a claim not yet visible).
OMPRED_INLINE int32_t findOwnedLaunch(uint64_t Key) {
  uint32_t Home = homeEntry(Key);
  if (hw::atomicLoad64(&OwnedLaunchPool[Home].Launch) == Key)
    return static_cast<int32_t>(Home);
  if (hw::atomicLoad(&OwnedLaunchPool[Home].Displaced) == 0)
    return -1;
  return searchOwnedLaunches(Key);
}

// Under the lock, which orders every claim: the launch's entry, claimed now
// if no team of the launch has yet; -1 if every entry is held.
OMPRED_INLINE int32_t claimOwnedLaunch(uint64_t Key) {
  uint32_t Home = homeEntry(Key);
  uint64_t AtHome = hw::atomicLoad64(&OwnedLaunchPool[Home].Launch);
  if (AtHome == Key)
    return static_cast<int32_t>(Home);
  if (hw::atomicLoad(&OwnedLaunchPool[Home].Displaced) != 0) {
    int32_t Entry = searchOwnedLaunches(Key);
    if (Entry >= 0)
      return Entry;
  }
  // Between reading an entry free and writing this launch's key into it, a
  // fence: it acquires the zeroed counters the entry's previous launch
  // released with its free, and releases them on to every team that reads
  // the key (the fast path's acquire load).
  if (AtHome == 0) {
    hw::fenceDevice();
    hw::atomicStore64(&OwnedLaunchPool[Home].Launch, Key);
    return static_cast<int32_t>(Home);
  }
  int32_t Entry = searchOwnedLaunches(0);
  if (Entry < 0)
    return -1;
  hw::atomicAdd(&OwnedLaunchPool[Home].Displaced, 1);
  hw::fenceDevice();
  hw::atomicStore64(&OwnedLaunchPool[Entry].Launch, Key);
  return Entry;
}

// This launch's entry, claimed if no team of the launch has yet. Called by
// every thread that touches the launch's state.
OMPRED_INLINE LaunchState ownedLaunchState() {
  uint64_t Key = hw::gridId() + 1;
  uint32_t Home = homeEntry(Key);
  // Every team but the first few: the launch's entry is home. The acquire
  // takes the zeroed counters the entry's previous launch released, through
  // the claimer's fence before it wrote this key (claimOwnedLaunch).
  if (hw::atomicLoad64Acquire(&OwnedLaunchPool[Home].Launch) == Key)
    return {&OwnedLaunchPool[Home].Env, OwnedRecords[Home]};
  int32_t Entry = findOwnedLaunch(Key);
  while (Entry < 0) {
    // Test before the CAS: the teams that reach the reduction together would
    // otherwise queue one CAS each on the lock word.
    if (hw::atomicLoad(&OwnedClaimLock) == 0 && hw::atomicCas(&OwnedClaimLock, 0, 1) == 0) {
      // Acquire the claims of the lock's previous holders.
      hw::fenceDevice();
      Entry = claimOwnedLaunch(Key);
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

// The entry again, for a thread that a team barrier orders after a thread
// that took it with ownedLaunchState() (its acquire covers this thread too).
OMPRED_INLINE LaunchState ownedLaunchStateAgain() {
  uint64_t Key = hw::gridId() + 1;
  uint32_t Entry = homeEntry(Key);
  if (hw::atomicLoad64(&OwnedLaunchPool[Entry].Launch) != Key)
    Entry = static_cast<uint32_t>(searchOwnedLaunches(Key));
  return {&OwnedLaunchPool[Entry].Env, OwnedRecords[Entry]};
}

// By the thread that returned the launch's result, after the team layer put
// the counters back to zero and no thread of the launch reads the entry.
OMPRED_INLINE void freeOwnedLaunchState(LaunchState State) {
  OwnedLaunch *Entry = reinterpret_cast<OwnedLaunch *>(
      reinterpret_cast<char *>(State.Env) - __builtin_offsetof(OwnedLaunch, Env));
  uint32_t Home = homeEntry(hw::gridId() + 1);
  // Release: the zero counters before the next launch that claims the entry.
  hw::fenceDevice();
  if (Entry != &OwnedLaunchPool[Home])
    hw::atomicAdd(&OwnedLaunchPool[Home].Displaced, ~0u);
  hw::atomicStore64(&Entry->Launch, 0);
}

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_OWNED_LAUNCHES_H
