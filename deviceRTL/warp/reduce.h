//===- warp/reduce.h - Pick the warp algorithm for the lanes taking part -----===//
#ifndef OMPRED_WARP_REDUCE_H
#define OMPRED_WARP_REDUCE_H

#include "warp/contiguous.h"
#include "warp/full.h"

namespace ompred {
namespace warp {

// The values to reduce sit in lanes 0..LaneCount-1 of this warp, and exactly
// those lanes call this. Lane 0 ends with the warp's value.
//
// The lanes taking part come from the caller's thread counts, never from the
// active mask: on sm_70 and newer the lanes of a warp need not arrive
// together (independent thread scheduling; e.g. after an atomic in the loop
// body), and the active mask then names only those that happen to be here.
// Every shuffle names the lanes taking part and waits for all of them.
// (The ABI's algo 2, dispersed lanes, is LLVM's answer to pre-Volta warps,
// where the active mask was the set of lanes taking part; ompred needs
// sm_75 and takes no reduction step with it. The list exchange uses its
// branch that combines nothing, block/exchange.h.)
OMPRED_INLINE void reduceLanes(const ReduceList &List, uint32_t LaneCount, uint32_t Lane) {
  if (LaneCount == WarpSize)
    reduceFull(List);
  else
    reduceContiguous(List, LaneCount, LaneCount, Lane);
}

// All 32 lanes take part (warp 0 after the team barrier of the block layer),
// and the values sit in lanes 0..LaneCount-1. Lane 0 ends with the value.
OMPRED_INLINE void reduceWholeWarp(const ReduceList &List, uint32_t LaneCount, uint32_t Lane) {
  if (LaneCount == WarpSize)
    reduceFull(List);
  else
    reduceContiguous(List, LaneCount, WarpSize, Lane);
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_REDUCE_H
