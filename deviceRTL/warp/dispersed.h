//===- warp/dispersed.h - Reduction over any set of active lanes (algo 2) ----===//
#ifndef OMPRED_WARP_DISPERSED_H
#define OMPRED_WARP_DISPERSED_H

#include "hw/offset_codes.h"

namespace ompred {
namespace warp {

// Invariant: the lanes of Members (any non-empty mask containing this lane)
// take part and are converged. The result lands in the lowest lane of Members.
//
// A lane's rank is the number of members below it (popc of the lower members),
// so ranks are 0..Count-1 whatever the physical gaps. Step k pairs rank r
// (r a multiple of 2^(k+1)) with rank r + 2^k: the callback receives the
// logical id r >> k, which is even exactly for the receivers, and the
// physical distance to the partner, which is > 0 exactly when one exists.
//
// Unlike a loop on __activemask(), every member runs every step: lanes that
// are done pass an odd logical id and change nothing. That keeps all members
// inside the same shfl.sync, so the mask the shuffle reads is Members itself
// and no lane ever sources from one that has left.
OMPRED_INLINE void reduceDispersed(void *ReduceData, ShuffleReduceFn ShuffleReduce,
                                   uint32_t Members) {
  uint32_t Lane = hw::laneId();
  uint32_t Rank = __builtin_popcount(Members & hw::lanesBelow());
  uint32_t Count = __builtin_popcount(Members);
  for (uint32_t Stride = 1; Stride < Count; Stride *= 2) {
    bool Survivor = (Rank & (Stride - 1)) == 0;
    // Members still holding an unconsumed value at this step.
    uint32_t Survivors = hw::ballot(Members, Survivor);
    uint32_t Above = Survivors & hw::lanesAbove();
    int16_t Offset = 0;
    if (Survivor && Above)
      Offset = offset_code::distance(__builtin_ctz(Above) - Lane);
    int16_t LogicalId = Survivor ? static_cast<int16_t>(Rank / Stride) : 1;
    ShuffleReduce(ReduceData, LogicalId, Offset, DispersedLanes);
  }
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_DISPERSED_H
