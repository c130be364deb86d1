//===- warp/offset_codes.h - The offset our shuffle entry points decode -----===//
//
// clang's shuffle-and-reduce callback hands the offset we pass it, unchanged,
// to __kmpc_shuffle_int32/64 (ours), together with the value and the warp
// size: nothing else says which lanes take part. A real shuffle distance is
// below WarpSize, so the offset has room for that; its values are:
//
//   32 .. 127     a list-exchange code, (1 + op) * WarpSize + warp: the word
//                 goes to or comes from team-shared slots (block/exchange.h)
//   128 .. 1151   a shuffle step over lanes 0..n-1 of the warp,
//                 StepBegin + (WarpSize - n) * WarpSize + distance: a
//                 shfl.sync.down whose member mask is exactly those lanes
//                 (n = 32: the immediate full mask)
//
// The mask travels in the code because the lanes taking part are the ones
// the thread counts say, not the ones that happen to be executing together:
// on sm_70 and newer a warp's lanes may reach the reduction at different
// times (independent thread scheduling), and shfl.sync waits for every lane
// its mask names.
//
// Encoding and decoding live here only; the warp and block layers encode,
// the entry points (entry/reduction.cpp) and the SIMT harness decode. It sits
// with the warp layer, whose shuffle steps are most of it and which the
// block layer already builds on.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_WARP_OFFSET_CODES_H
#define OMPRED_WARP_OFFSET_CODES_H

#include "hw/hw.h"

namespace ompred {
namespace offset_code {

constexpr uint32_t ExchangeBegin = WarpSize;
constexpr uint32_t ExchangeOps = 3; // block::exchange::Op: count, store, load
constexpr uint32_t ExchangeEnd = (1 + ExchangeOps) * WarpSize;
constexpr uint32_t StepBegin = ExchangeEnd;
constexpr uint32_t StepEnd = StepBegin + WarpSize * WarpSize;

static_assert((WarpSize & (WarpSize - 1)) == 0,
              "distances are decoded with the mask WarpSize - 1");
static_assert(ExchangeBegin == WarpSize, "no distance is an exchange code");
static_assert(ExchangeEnd - ExchangeBegin == ExchangeOps * WarpSize,
              "one code per (exchange op, warp)");
static_assert(StepBegin % WarpSize == 0, "a step code's distance is its low bits");
static_assert(StepEnd - 1 <= 0x7fff, "every code fits clang's int16_t offset");

// A step at Distance (below WarpSize; the mask changes no value and tells
// LLVM so) over lanes 0..Lanes-1, 1 <= Lanes <= WarpSize. Algo 1's callback
// compares lane_id < offset, so a coded algo 1 step codes the lane id the
// same way (step(Lanes, Lane)): the comparison is unchanged.
OMPRED_INLINE int16_t step(uint32_t Lanes, uint32_t Distance) {
  return static_cast<int16_t>(StepBegin + (WarpSize - Lanes) * WarpSize +
                              (Distance & (WarpSize - 1)));
}
OMPRED_INLINE bool isStep(int16_t Offset) {
  return static_cast<uint16_t>(Offset) >= StepBegin;
}
OMPRED_INLINE uint32_t stepDistance(int16_t Offset) {
  return static_cast<uint16_t>(Offset) & (WarpSize - 1);
}
// The member mask of a step: lanes 0..n-1.
OMPRED_INLINE uint32_t stepMask(int16_t Offset) {
  uint32_t Missing = (static_cast<uint16_t>(Offset) - StepBegin) / WarpSize;
  return ~0u >> Missing;
}

OMPRED_INLINE int16_t exchange(uint32_t Op, uint32_t Warp) {
  return static_cast<int16_t>((1 + Op) * WarpSize + Warp);
}
OMPRED_INLINE bool isExchange(int16_t Offset) {
  uint16_t Code = static_cast<uint16_t>(Offset);
  return Code >= ExchangeBegin && Code < ExchangeEnd;
}
OMPRED_INLINE uint32_t exchangeOp(int16_t Offset) {
  return static_cast<uint16_t>(Offset) / WarpSize - 1;
}
OMPRED_INLINE uint32_t exchangeWarp(int16_t Offset) {
  return static_cast<uint16_t>(Offset) % WarpSize;
}

} // namespace offset_code
} // namespace ompred

#endif // OMPRED_WARP_OFFSET_CODES_H
