//===- warp/dispersed.h - Reduction over any set of active lanes (algo 2) ----===//
#ifndef OMPRED_WARP_DISPERSED_H
#define OMPRED_WARP_DISPERSED_H

#include "hw/offset_codes.h"

namespace ompred {
namespace warp {

// Invariant: the lanes of Members (any non-empty mask containing this lane)
// take part and are converged. The result lands in the lowest lane of Members.
//
// Each step, the lowest holder of an unconsumed value takes the value of the
// next holder: it passes the callback the even logical id 0 and the physical
// distance to that holder, every other member passes the odd id 1 and
// changes nothing. Holders is the same on every member and needs no
// communication, so the loop keeps one value live besides the list. This path
// is inlined inside clang's chunk loop, on top of everything LLVM hoisted
// before the loop; a tree over ranks takes log2 steps instead of
// popcount - 1, but kept five values live and raised the kernel's register
// count. Only scattered lanes (warp/reduce.h) pay for the steps.
//
// Every member runs every step, so all members stay inside the same shfl.sync
// and the mask the shuffle reads is Members itself: no lane ever sources from
// one that has left. Members other than the receiver read at the same
// distance and discard what they get.
OMPRED_INLINE void reduceDispersed(void *ReduceData, ShuffleReduceFn ShuffleReduce,
                                   uint32_t Members) {
  for (uint32_t Holders = Members; Holders & (Holders - 1);) {
    uint32_t Low = __builtin_ctz(Holders);
    uint32_t Next = __builtin_ctz(Holders & (Holders - 1));
    ShuffleReduce(ReduceData, hw::laneId() == Low ? 0 : 1,
                  offset_code::distance(Next - Low), DispersedLanes);
    Holders ^= 1u << Next;
  }
}

} // namespace warp
} // namespace ompred

#endif // OMPRED_WARP_DISPERSED_H
