//===- hw/offset_codes.h - The offset our shuffle entry points decode -------===//
//
// clang's shuffle-and-reduce callback hands the offset we pass it, unchanged,
// to __kmpc_shuffle_int32/64 (ours). A real shuffle distance is below
// WarpSize, so the offset has room for more; its values are:
//
//   1 .. 31     a shuffle distance (active-mask shuffle)
//   32 .. 127   a list-exchange code, (1 + op) * WarpSize + warp: the word goes
//               to or comes from team-shared slots (block/exchange.h)
//   128 .. 159  a full-warp step, FullMaskBegin + distance: a shuffle with the
//               immediate full mask, all 32 lanes active (warp/full_mask.h)
//
// Encoding and decoding live here only; the warp and block layers encode,
// the entry points (entry/reduction.cpp) and the SIMT harness decode.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_HW_OFFSET_CODES_H
#define OMPRED_HW_OFFSET_CODES_H

#include "hw/hw.h"

namespace ompred {
namespace offset_code {

constexpr uint32_t ExchangeBegin = WarpSize;
constexpr uint32_t ExchangeOps = 3; // block::exchange::Op: count, store, load
constexpr uint32_t ExchangeEnd = (1 + ExchangeOps) * WarpSize;
constexpr uint32_t FullMaskBegin = ExchangeEnd;
constexpr uint32_t FullMaskEnd = FullMaskBegin + WarpSize;

static_assert((WarpSize & (WarpSize - 1)) == 0,
              "distances are decoded with the mask WarpSize - 1");
static_assert(ExchangeBegin == WarpSize, "no distance is an exchange code");
static_assert(ExchangeEnd - ExchangeBegin == ExchangeOps * WarpSize,
              "one code per (exchange op, warp)");
static_assert(FullMaskBegin % WarpSize == 0,
              "a full-warp code's distance is its low bits");
static_assert(FullMaskEnd - 1 <= 0x7fff, "every code fits clang's int16_t offset");

// A shuffle distance, which is below WarpSize. Saying so (the mask changes no
// value) lets LLVM drop the decoding branches from the entry points after
// inlining, since no distance is a code.
OMPRED_INLINE int16_t distance(uint32_t Distance) {
  return static_cast<int16_t>(Distance & (WarpSize - 1));
}

OMPRED_INLINE int16_t fullMask(uint32_t Distance) {
  return static_cast<int16_t>(FullMaskBegin + distance(Distance));
}
OMPRED_INLINE bool isFullMask(int16_t Offset) {
  return static_cast<uint16_t>(Offset) >= FullMaskBegin;
}
OMPRED_INLINE uint32_t fullMaskDistance(int16_t Offset) {
  return static_cast<uint16_t>(Offset) & (WarpSize - 1);
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

#endif // OMPRED_HW_OFFSET_CODES_H
