//===- team/owned_launches.h - Per-launch state ompred keeps itself ----------===//
//
// For a kernel whose ReductionDataSize and ReductionBufferLength the pass
// plugin zeroed, libomptarget allocates no launch environment and no record
// buffer (and spends no host time on them). Its teams reduction takes both
// from a pool of its own instead: an entry holds the two counters a launch
// environment would (team/arrivals.h, team/launch_slots.h) and an area of
// OMPRED_OWNED_RECORD_BYTES for the records.
//
// A launch finds its entry by its %gridid, the context's launch number, so
// concurrent launches, of one kernel or of several, hold different entries.
// The entry the id hashes to is the launch's home. An entry's state is one
// word: the key of the launch that holds it, and how many launches whose
// home it is hold another entry (are displaced). A home entry that is free
// and displaces nobody is claimed with one compare-and-swap, by whichever
// team of the launch gets there first; the launch's other teams find their
// key in the word with the same compare-and-swap, which fails for them. In
// kernels whose teams all reach the reduction together, every team takes this
// path at once.
//
// Where another launch holds the home entry, claims go through one lock word
// and look again under it: the claimer counts the launch as displaced in the
// home word, in the same atomic that checks the home is still held, and only
// then takes a free entry elsewhere, so from then on no team of the launch
// claims its home, and its teams search the pool while the count is not
// zero. The lock is held by a running team for a few atomics and loads, so
// waiting for it is waiting for a resident thread, as for a region slot
// (team/sm_slots.h). An entry is freed by its launch's last team, after every
// team of the launch has found it and the counters are zero again.
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

// The entry word: the holder's key in the low KeyBits bits (0: free), the
// number of displaced launches above them (at most the pool's size).
constexpr unsigned KeyBits = 56;
constexpr uint64_t KeyMask = (uint64_t(1) << KeyBits) - 1;
constexpr uint64_t OneDisplaced = uint64_t(1) << KeyBits;
static_assert(OwnedLaunchPoolSize < (uint64_t(1) << (64 - KeyBits)),
              "the displaced count holds every launch in flight");

// A launch's key: 1 + its %gridid's low 55 bits. Launch numbers 2^55 apart
// are never in flight together, and the key is never 0 nor above KeyMask.
OMPRED_INLINE uint64_t launchKey(uint64_t GridId) { return (GridId & (KeyMask >> 1)) + 1; }

OMPRED_INLINE uint64_t keyOf(uint64_t Word) { return Word & KeyMask; }

// Every member is initialized: an adapter's LaunchEnvironment may be LLVM's
// own type, whose members have default initializers, and the pool must then
// still be constant-initialized (a zeroed global, no device constructor).
struct OwnedLaunch {
  uint64_t Launch = 0; // the entry word
  LaunchEnvironment Env = {};
  // The original list item's value, from team 0 to the last team
  // (team/original.h); written in every launch that uses it before it is read.
  uint64_t Original = 0;
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

OMPRED_INLINE LaunchState entryState(uint32_t Entry) {
  return {&OwnedLaunchPool[Entry].Env, OwnedRecords[Entry]};
}

OMPRED_INLINE uint32_t homeEntry(uint64_t Key) {
  return static_cast<uint32_t>((Key - 1) % OwnedLaunchPoolSize);
}

// The first entry that Key holds, or -1. Loads a batch of entries at a time,
// so a search costs a few memory round trips, not one per entry; four, since
// eight words in flight set the register count of every kernel the search
// is inlined into (52 instead of 32 for a sum with blocks of 512 threads:
// two of them per SM instead of four).
constexpr uint32_t SearchBatch = 4;
static_assert(OwnedLaunchPoolSize % SearchBatch == 0, "the pool is searched in whole batches");
// The words of entries Base .. Base + SearchBatch - 1, loaded together.
OMPRED_INLINE void loadEntryWords(uint32_t Base, uint64_t (&Words)[SearchBatch]) {
  for (uint32_t I = 0; I < SearchBatch; ++I)
    Words[I] = hw::atomicLoad64(&OwnedLaunchPool[Base + I].Launch);
}

OMPRED_INLINE int32_t searchOwnedLaunches(uint64_t Key) {
  for (uint32_t Base = 0; Base < OwnedLaunchPoolSize; Base += SearchBatch) {
    uint64_t Words[SearchBatch];
    loadEntryWords(Base, Words);
    for (uint32_t I = 0; I < SearchBatch; ++I)
      if (keyOf(Words[I]) == Key)
        return static_cast<int32_t>(Base + I);
  }
  return -1;
}

// Under the lock: an entry that no launch holds, now Key's, or -1. Its
// displaced count, if any, stays: the launches it counts hold other entries.
OMPRED_INLINE int32_t claimFreeEntry(uint64_t Key) {
  for (uint32_t Base = 0; Base < OwnedLaunchPoolSize; Base += SearchBatch) {
    uint64_t Words[SearchBatch];
    loadEntryWords(Base, Words);
    for (uint32_t I = 0; I < SearchBatch; ++I) {
      // A launch whose home this is may claim it without the lock meanwhile.
      uint64_t Word = Words[I];
      while (keyOf(Word) == 0) {
        uint64_t Seen = hw::atomicCas64AcqRel(&OwnedLaunchPool[Base + I].Launch, Word, Word | Key);
        if (Seen == Word)
          return static_cast<int32_t>(Base + I);
        Word = Seen;
      }
    }
  }
  return -1;
}

// Without the lock: the launch's entry, or -1 if this team cannot see one
// (not claimed yet, or a claim not yet visible). HomeWord: the home entry's
// word as this team last read it.
OMPRED_INLINE int32_t findOwnedLaunch(uint64_t Key, uint64_t HomeWord) {
  if (keyOf(HomeWord) == Key)
    return static_cast<int32_t>(homeEntry(Key));
  if (HomeWord < OneDisplaced)
    return -1;
  return searchOwnedLaunches(Key);
}

// Under the lock, which orders every claim away from home: the launch's
// entry, claimed now if no team of the launch has yet; -1 if every entry is
// held.
OMPRED_INLINE int32_t claimOwnedLaunch(uint64_t Key) {
  uint32_t Home = homeEntry(Key);
  uint64_t *HomeWord = &OwnedLaunchPool[Home].Launch;
  uint64_t Word = hw::atomicLoad64(HomeWord);
  if (keyOf(Word) == Key)
    return static_cast<int32_t>(Home);
  // Displaced already, by an earlier holder of the lock.
  if (Word >= OneDisplaced) {
    int32_t Entry = searchOwnedLaunches(Key);
    if (Entry >= 0)
      return Entry;
  }
  // Claim the home if it is free; else count the launch displaced there, in
  // one atomic with the check that it is still held. The CAS acquires the
  // zeroed counters the entry's previous launch released with its free, and
  // releases them on to every team that reads the key.
  for (;;) {
    if (keyOf(Word) == Key)
      return static_cast<int32_t>(Home);
    bool Free = keyOf(Word) == 0;
    uint64_t Seen = hw::atomicCas64AcqRel(HomeWord, Word, Free ? Word | Key : Word + OneDisplaced);
    if (Seen == Word) {
      if (Free)
        return static_cast<int32_t>(Home);
      break;
    }
    Word = Seen;
  }
  int32_t Entry = claimFreeEntry(Key);
  if (Entry < 0)
    hw::atomicAdd64(HomeWord, -OneDisplaced);
  return Entry;
}

// This launch's entry, claimed if no team of the launch has yet. Called by
// every thread that touches the launch's state.
OMPRED_INLINE LaunchState ownedLaunchState() {
  uint64_t Key = launchKey(hw::gridId());
  uint32_t Home = homeEntry(Key);
  uint64_t *HomeWord = &OwnedLaunchPool[Home].Launch;
  // One atomic for every team: the first claims a home that is free and
  // displaces nobody, the others read their key (a failed CAS writes
  // nothing). It only acquires: the claimer's CAS reads the free of the
  // entry's previous launch, a release, and every other team's CAS reads the
  // claimer's read-modify-write, so each acquires the zeroed counters that
  // launch released (PTX's observation order runs through read-modify-writes).
  // A load first, and a CAS with release where it saw a free home, cost the
  // teams that reach the reduction together two round trips and a fence.
  uint64_t Word = hw::atomicCas64Acquire(HomeWord, 0, Key);
  if (Word == 0 || keyOf(Word) == Key)
    return entryState(Home);
  int32_t Entry = findOwnedLaunch(Key, Word);
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
      Entry = findOwnedLaunch(Key, hw::atomicLoad64(HomeWord));
    }
  }
  // Acquire the zeroed counters the entry's previous launch released.
  hw::fenceDevice();
  return entryState(Entry);
}

// The pool entry whose counters State holds, and its index.
OMPRED_INLINE OwnedLaunch *entryAt(LaunchState State) {
  return reinterpret_cast<OwnedLaunch *>(reinterpret_cast<char *>(State.Env) -
                                         __builtin_offsetof(OwnedLaunch, Env));
}
OMPRED_INLINE uint32_t entryOf(LaunchState State) {
  return static_cast<uint32_t>(entryAt(State) - OwnedLaunchPool);
}
OMPRED_INLINE uint64_t *ownedOriginalWord(LaunchState State) { return &entryAt(State)->Original; }

// The last team's thread 0 hands the entry it found to the team's other
// threads in team-shared memory; a second lookup would be one more round trip
// to L2 on the path the whole launch waits for. The team barrier after the
// hand-over orders the word, and thread 0's acquire in ownedLaunchState()
// covers the threads behind the barrier too.
OMPRED_INLINE void handOwnedLaunchState(LaunchState State) { hw::teamHandOff() = entryOf(State); }
OMPRED_INLINE LaunchState handedOwnedLaunchState() { return entryState(hw::teamHandOff()); }

// By one thread of the launch's last team, after the team layer put the
// counters back to zero and no thread of the launch reads the entry.
OMPRED_INLINE void freeOwnedLaunchState(LaunchState State) {
  OwnedLaunch *Entry = entryAt(State);
  uint64_t Key = launchKey(hw::gridId());
  uint32_t Home = homeEntry(Key);
  // Release: the zero counters, and this launch's reads of the records,
  // before the next launch that claims the entry.
  hw::fenceDevice();
  if (Entry != &OwnedLaunchPool[Home])
    hw::atomicAdd64(&OwnedLaunchPool[Home].Launch, -OneDisplaced);
  hw::atomicAdd64(&Entry->Launch, -Key);
}

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_OWNED_LAUNCHES_H
