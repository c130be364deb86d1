//===- warp/reduce.h - Pick the warp algorithm for the lanes taking part -----===//
#ifndef OMPRED_WARP_REDUCE_H
#define OMPRED_WARP_REDUCE_H

#include "warp/contiguous.h"
#include "warp/dispersed.h"
#include "warp/full.h"

namespace ompred {
namespace warp {

// The values to reduce sit in lanes 0..LaneCount-1 of this warp. Normally
// those lanes are active, possibly with more lanes beside them (warp 0
// reducing the warp masters' values runs with all 32 lanes, so that it never
// diverges): then the full or contiguous algorithm runs over all active lanes,
// and the lanes past LaneCount compute values nobody reads. If some of the
// expected lanes are missing (the caller's lanes are scattered), the dispersed
// algorithm reduces the lanes that are really here.
// Returns the lane that holds the warp's value: lane 0 whenever lane 0 takes
// part, otherwise the lowest lane that does.
OMPRED_INLINE uint32_t reduceLanes(void *ReduceData, ShuffleReduceFn ShuffleReduce,
                                   uint32_t LaneCount, uint32_t Lane) {
  // Lanes arrive converged (the callers' loops reconverge before the call), so
  // the active mask is the set of lanes taking part.
  uint32_t Active = hw::activeMask();
  // A full warp with every lane here is the common case. The other cases are
  // told apart by the first missing lane, which comes from the mask: an
  // expected-lane mask would be loop-invariant, and LLVM would compute it
  // before clang's chunk loop and keep it live, a register, across the loop.
  if (LaneCount == WarpSize && Active == ~0u) {
    reduceFull(ReduceData, ShuffleReduce);
    return 0;
  }
  uint32_t FirstMissing = ~Active ? __builtin_ctz(~Active) : WarpSize;
  if (__builtin_expect(FirstMissing < LaneCount, 0)) {
    reduceDispersed(ReduceData, ShuffleReduce, Active);
    return __builtin_ctz(Active);
  }
  // A superset (all 32 lanes here, fewer values) takes the contiguous path, not
  // the full mask: that branch beside reduceWholeWarp triggers an LLVM 19
  // OpenMPOpt miscompile (docs/llvm19-defects.md). Supersets are on no hot path.
  reduceContiguous(ReduceData, ShuffleReduce, LaneCount, Lane);
  return 0;
}

// All 32 lanes are active and converged (the caller has just synchronized
// the whole warp), and the values sit in lanes 0..LaneCount-1: no mask to
// check, every step with the full mask. Lane 0 ends with the value.
OMPRED_INLINE void reduceWholeWarp(void *ReduceData, ShuffleReduceFn ShuffleReduce,
                                   uint32_t LaneCount, uint32_t Lane) {
  if (LaneCount == WarpSize)
    reduceFull(ReduceData, ShuffleReduce);
  else
    reduceContiguous<true>(ReduceData, ShuffleReduce, LaneCount, Lane);
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_REDUCE_H
