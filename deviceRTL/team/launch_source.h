//===- team/launch_source.h - Where a launch's counters and records are ------===//
//
// The teams reduction keeps a launch's two counters (team/arrivals.h,
// team/launch_slots.h) and its records either where libomptarget put them
// (the launch environment and the buffer clang passes) or, in the kernels the
// pass plugin gave no launch environment, in an entry of ompred's own pool
// (team/owned_launches.h). A source says which, with the same four calls:
//
//   get()      the launch's state, for a thread that has not seen it yet
//   handOff()  by a thread that called get(), for the threads of its team
//              that a team (or warp) barrier orders after this call
//   again()    the same state, for those threads
//   release()  by one thread of the last team, once no thread of the launch
//              reads the state any more
//   originalWord()  where team 0 hands the original list item's value to the
//              last team (team/original.h), or null where there is none
//
// Only the threads that touch the state fetch it: a team's leader and the
// last team.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_TEAM_LAUNCH_SOURCE_H
#define OMPRED_TEAM_LAUNCH_SOURCE_H

#include "team/owned_launches.h"

namespace ompred {
namespace team {

// libomptarget's launch environment and the buffer clang passed:
struct EnvironmentLaunch {
  void *Buffer;
  OMPRED_INLINE LaunchState get() const { return {&launchEnvironment(), Buffer}; }
  OMPRED_INLINE void handOff(LaunchState) const {}
  OMPRED_INLINE LaunchState again() const { return get(); }
  OMPRED_INLINE void release(LaunchState) const {}
  OMPRED_INLINE uint64_t *originalWord(LaunchState) const { return nullptr; }
};
// ompred's own pool, for kernels without a launch environment:
struct OwnedLaunches {
  OMPRED_INLINE LaunchState get() const { return ownedLaunchState(); }
  OMPRED_INLINE void handOff(LaunchState State) const { handOwnedLaunchState(State); }
  OMPRED_INLINE LaunchState again() const { return handedOwnedLaunchState(); }
  OMPRED_INLINE void release(LaunchState State) const { freeOwnedLaunchState(State); }
  OMPRED_INLINE uint64_t *originalWord(LaunchState State) const {
    return ownedOriginalWord(State);
  }
};
// What the entry point passes: clang's buffer and launch environment, or
// ompred's pool where the pass plugin gave the kernel no launch environment
// (ompred/abi.h). Only the fetch and the release branch on it, not the whole
// team stage, and after inlining the branch folds: clang's and the plugin's
// calls say which with a constant.
struct EnvironmentOrOwnedLaunch {
  void *Buffer;
  bool Owned;
  OMPRED_INLINE LaunchState get() const {
    return Owned ? OwnedLaunches{}.get() : EnvironmentLaunch{Buffer}.get();
  }
  OMPRED_INLINE void handOff(LaunchState State) const {
    if (Owned)
      OwnedLaunches{}.handOff(State);
  }
  OMPRED_INLINE LaunchState again() const {
    return Owned ? OwnedLaunches{}.again() : EnvironmentLaunch{Buffer}.again();
  }
  OMPRED_INLINE void release(LaunchState State) const {
    if (Owned)
      OwnedLaunches{}.release(State);
  }
  OMPRED_INLINE uint64_t *originalWord(LaunchState State) const {
    return Owned ? OwnedLaunches{}.originalWord(State) : nullptr;
  }
};

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_LAUNCH_SOURCE_H
