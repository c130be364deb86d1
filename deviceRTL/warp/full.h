//===- warp/full.h - Reduction across all 32 lanes of a warp (algo 0) -------===//
#ifndef OMPRED_WARP_FULL_H
#define OMPRED_WARP_FULL_H

#include "hw/hw.h"

namespace ompred {
namespace warp {

// Invariant: all 32 lanes are active and converged. Tree reduction by halving
// distance; after log2(32) = 5 steps lane 0 holds the whole warp's value
// (the other lanes hold partial combinations nobody reads).
OMPRED_INLINE void reduceFull(void *ReduceData, ShuffleReduceFn ShuffleReduce) {
  for (int16_t Offset = WarpSize / 2; Offset > 0; Offset /= 2)
    ShuffleReduce(ReduceData, /*lane_id, unread for algo 0=*/0, Offset, FullWarp);
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_FULL_H
