//===- block/reduce.h - Reduction across the threads of a team --------------===//
#ifndef OMPRED_BLOCK_REDUCE_H
#define OMPRED_BLOCK_REDUCE_H

#include "block/exchange.h"
#include "warp/reduce.h"

namespace ompred {
namespace block {

// Reduces the values held by threads 0..ThreadCount-1 of the block (by
// hardware thread id) and returns true on the one thread that then holds the
// team's value, thread 0.
//
// Every thread that will reach the team barriers must call this, also
// threads >= ThreadCount that hold no value (the last team of the cross-team
// reduction calls it with all its threads and fewer values).
//
// Stages: each warp reduces its own lanes (full warps with algo 0, the
// trailing partial warp with algo 1); the warp masters' values are gathered
// into lanes 0..Warps-1 of warp 0 (block/exchange.h: two barriers, where
// clang's InterWarpCopy takes two per 4-byte chunk); warp 0 reduces those
// Warps values, all 32 lanes together, every step with the full mask.
// How the warp masters' values reach warp 0: through the list exchange
// (block/exchange.h, the default), or through clang's InterWarpCopy where the
// exchange must not be compiled in (team/reduce.h says where and why).
enum class MasterGather { Exchange, InterWarpCopy };

OMPRED_INLINE bool reduceThreads(const ReduceList &List, uint32_t ThreadCount,
                                 uint32_t ThreadId,
                                 MasterGather Gather = MasterGather::Exchange) {
  uint32_t WarpId = ThreadId / WarpSize;
  uint32_t Lane = ThreadId % WarpSize;
  uint32_t Warps = (ThreadCount + WarpSize - 1) / WarpSize;
  if (ThreadId < ThreadCount) {
    uint32_t LanesInWarp = ThreadCount - WarpId * WarpSize;
    if (LanesInWarp > WarpSize)
      LanesInWarp = WarpSize;
    warp::reduceLanes(List, LanesInWarp, Lane);
  }
  if (Warps == 1)
    return ThreadId == 0;

  if (Gather == MasterGather::Exchange)
    gatherWarpMasters(List, Warps, WarpId, Lane);
  else
    List.interWarpCopy(Warps);
  // All 32 lanes of warp 0 are in the team here (Warps > 1); they need not
  // have left the barrier together, and every step's shuffle waits for all.
  if (WarpId == 0)
    warp::reduceWholeWarp(List, Warps, Lane);
  return ThreadId == 0;
}

} // namespace block
} // namespace ompred

#endif // OMPRED_BLOCK_REDUCE_H
