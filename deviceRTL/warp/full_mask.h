//===- warp/full_mask.h - Telling the shuffle that the whole warp is here ----===//
//
// clang's shuffle-and-reduce callback calls __kmpc_shuffle_int32/64 (ours)
// with the value, the offset we passed it and the warp size: nothing says
// which lanes are taking part, so the entry points read the active mask,
// and ptxas then checks that mask for divergence before every shuffle. When
// the warp layer knows all 32 lanes are active, it says so in the offset with
// a full-warp code (hw/offset_codes.h). The entry point decodes it into
// `shfl.sync.down ..., 0xffffffff` with the distance, as LLVM's own runtime
// issues, and after inlining the decoding folds away.
//
// The callback forwards the offset of every step to the shuffle. Algo 0
// reads it nowhere else. Algo 1 compares it with lane_id (lane_id < offset:
// combine, otherwise copy), so a coded algo 1 step shifts lane_id by the same
// code and the comparison is unchanged (abi.h: lane_id is only compared).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_WARP_FULL_MASK_H
#define OMPRED_WARP_FULL_MASK_H

#include "hw/offset_codes.h"

namespace ompred {
namespace warp {

// The offset (or, for algo 1, the lane id) of a step with all 32 lanes
// active, or of an ordinary step.
template <bool WholeWarp> OMPRED_INLINE int16_t stepCode(uint32_t Value) {
  return WholeWarp ? offset_code::fullMask(Value) : offset_code::distance(Value);
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_FULL_MASK_H
