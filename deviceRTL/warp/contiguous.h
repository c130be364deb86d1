//===- warp/contiguous.h - Reduction over lanes 0..n-1 of a warp (algo 1) ----===//
#ifndef OMPRED_WARP_CONTIGUOUS_H
#define OMPRED_WARP_CONTIGUOUS_H

#include "warp/full_mask.h"

namespace ompred {
namespace warp {

// Invariant: lanes 0..LaneCount-1 take part (1 <= LaneCount <= 32) and are
// converged; Lane is this lane's index among them. WholeWarp: all 32 lanes
// are active and converged (the lanes past LaneCount hold valid lists whose
// combinations nobody reads), so the steps shuffle with the full mask
// (warp/full_mask.h); otherwise exactly lanes 0..LaneCount-1 are active.
//
// Each step folds the upper half of the live prefix onto the lower half at
// distance Half = Live / 2. Lanes below Half combine with lane + Half. When
// Live is odd, lane 2*Half (the trailing lane) has no partner: the callback's
// copy branch (lane_id >= offset) moves it down to lane Half, which is inside
// the next, ceil(Live / 2)-long, prefix. Lanes at or above Half also copy
// whatever lies Half above them, possibly an inactive lane's undefined value,
// but they are outside the next prefix and never read again.
template <bool WholeWarp = false>
OMPRED_INLINE void reduceContiguous(void *ReduceData, ShuffleReduceFn ShuffleReduce,
                                    uint32_t LaneCount, uint32_t Lane) {
  for (uint32_t Live = LaneCount; Live > 1; Live = (Live + 1) / 2)
    ShuffleReduce(ReduceData, stepCode<WholeWarp>(Lane), stepCode<WholeWarp>(Live / 2),
                  ContiguousPartialWarp);
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_CONTIGUOUS_H
