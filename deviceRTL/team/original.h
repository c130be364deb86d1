//===- team/original.h - The original list item's value, read early ---------===//
//
// The one thread that gets 1 from the teams reduction combines the result
// into the original list item, and clang's code reads that item there first:
// a dependent load at the very end of the kernel. Where the item is in host
// memory (the pass plugin's result slots, plugin/HostResultSlots.cpp) the
// load crosses PCIe, about a microsecond. With the plugin's calls
// (plugin/EarlyOriginal.cpp, ompred/abi.h) the runtime reads the item before
// then and hands the value to clang's code instead:
//
//   - as the teams region starts, team 0's thread 0 starts a copy of the item
//     into a team-shared word that does not stall it (the plugin emits it);
//   - in a launch that keeps its state in ompred's pool, team 0's thread 0
//     writes the value into the launch's entry before its arrival, which
//     releases it as it releases the team's record; the last team's thread 0,
//     which acquired every arrival, loads it there as soon as it knows the
//     team is last, a load from device memory;
//   - elsewhere the last team's thread 0 loads the item itself, as soon as it
//     knows the team is last, so that the load overlaps the gather.
//
// The item is never written before that thread's combine (OpenMP leaves the
// original list item unspecified until the region ends; only the combine
// writes it), so every read gives the value clang's load would.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_TEAM_ORIGINAL_H
#define OMPRED_TEAM_ORIGINAL_H

#include "adapter.h"

namespace ompred {
namespace team {

struct OriginalItem {
  const void *Address;
  uint32_t Bytes;           // 4 or 8 (the plugin's calls)
  void *Handed;             // where the value goes for clang's combine
  const uint64_t *CopyWord; // the team-shared word of the early copy, or null

  // Whether team 0's thread 0 started the early copy: the plugin emits it in
  // SPMD kernels, for an item the GPU can copy so (hw::canCopyToTeamWord);
  // a generic or SPMD-ized kernel's leader reads the item itself. The same
  // in every team.
  OMPRED_INLINE bool copiedEarly() const {
    return CopyWord && runtime::isSPMDMode() && !kernelSPMDizedFromGeneric() &&
           hw::canCopyToTeamWord(Address, Bytes);
  }
  // Whether this thread started it: team 0's thread 0.
  OMPRED_INLINE bool copiedHere() const {
    return hw::teamId() == 0 && hw::threadIdInBlock() == 0 && copiedEarly();
  }
  // Where copiedHere(): the value, once the copy is done.
  OMPRED_INLINE uint64_t copied() const { return hw::waitCopyToTeamWord(CopyWord, Bytes); }
  OMPRED_INLINE uint64_t load() const {
    if (Bytes == 8)
      return *static_cast<const uint64_t *>(Address);
    return *static_cast<const uint32_t *>(Address);
  }
  OMPRED_INLINE void hand(uint64_t Value) const {
    if (Bytes == 8)
      *static_cast<uint64_t *>(Handed) = Value;
    else
      *static_cast<uint32_t *>(Handed) = static_cast<uint32_t>(Value);
  }
};

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_ORIGINAL_H
