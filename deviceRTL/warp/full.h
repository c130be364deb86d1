//===- warp/full.h - Reduction across all 32 lanes of a warp (algo 0) -------===//
#ifndef OMPRED_WARP_FULL_H
#define OMPRED_WARP_FULL_H

#include "warp/offset_codes.h"
#include "warp/reduce_list.h"

namespace ompred {
namespace warp {

// Invariant: all 32 lanes take part. Tree reduction by halving distance;
// after log2(32) = 5 steps lane 0 holds the whole warp's value (the other
// lanes hold partial combinations nobody reads). Every step shuffles with the
// immediate full mask, so a lane that arrives early waits for the others.
OMPRED_INLINE void reduceFull(const ReduceList &List) {
  for (uint32_t Distance = WarpSize / 2; Distance > 0; Distance /= 2)
    List.shuffleReduce(/*lane_id, unread for algo 0=*/0, offset_code::step(WarpSize, Distance),
                       FullWarp);
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_FULL_H
