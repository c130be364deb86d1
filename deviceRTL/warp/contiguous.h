//===- warp/contiguous.h - Reduction over lanes 0..n-1 of a warp (algo 1) ----===//
#ifndef OMPRED_WARP_CONTIGUOUS_H
#define OMPRED_WARP_CONTIGUOUS_H

#include "warp/offset_codes.h"
#include "warp/reduce_list.h"

namespace ompred {
namespace warp {

// Invariant: the values sit in lanes 0..LaneCount-1 (1 <= LaneCount <= 32),
// and the lanes taking part are exactly lanes 0..Members-1, Members >=
// LaneCount; Lane is this lane's index. Lanes from LaneCount on hold valid
// lists whose combinations nobody reads (warp 0 reducing the warp masters'
// values runs with all 32 lanes). Every step's shuffle names the Members
// lanes (warp/offset_codes.h), so lanes that arrive at different times wait
// for each other in it.
//
// Each step folds the upper half of the live prefix onto the lower half at
// distance Half = Live / 2. Lanes below Half combine with lane + Half. When
// Live is odd, lane 2*Half (the trailing lane) has no partner: the callback's
// copy branch (lane_id >= offset) moves it down to lane Half, which is inside
// the next, ceil(Live / 2)-long, prefix. Lanes at or above Half also copy
// whatever lies Half above them, possibly the undefined value of a lane
// outside Members, but they are outside the next prefix and never read again.
OMPRED_INLINE void reduceContiguous(const ReduceList &List, uint32_t LaneCount,
                                    uint32_t Members, uint32_t Lane) {
  for (uint32_t Live = LaneCount; Live > 1; Live = (Live + 1) / 2)
    List.shuffleReduce(offset_code::step(Members, Lane), offset_code::step(Members, Live / 2),
                       ContiguousPartialWarp);
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_CONTIGUOUS_H
