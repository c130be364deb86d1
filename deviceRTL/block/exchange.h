//===- block/exchange.h - Moving reduce lists between warps -------------------===//
//
// The runtime never learns the types in a reduce list; only clang's callbacks
// know them. But clang's shuffle-and-reduce callback reads every word of the
// list, hands it to __kmpc_shuffle_int32/64 (ours), and then, depending only
// on (lane_id, offset, algo_version), which we choose, does one of:
//
//   algo 0                         list = list OP remote     (combine)
//   algo 1, lane_id >= offset      list = remote             (copy)
//   algo 2, odd lane_id            nothing                   (the words were read)
//
// where remote is what our shuffle returned for each word. Real shuffles
// use step codes from 128 on, so the shuffle entry points route exchange codes
// (warp/offset_codes.h) here, and the words go to or come from team-shared
// slots instead of another lane. That turns the callback into a typed store, load or combine of the
// whole list, wherever we need one.
//
// The block reduction uses it in place of clang's inter-warp copy, which
// costs two team barriers per 4-byte chunk of the list (4 for one double, 8
// for a double and two ints, 16 for eight doubles): here it is two barriers
// for the whole list.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_BLOCK_EXCHANGE_H
#define OMPRED_BLOCK_EXCHANGE_H

#include "adapter.h"
#include "warp/offset_codes.h"
#include "warp/reduce_list.h"

namespace ompred {
namespace block {
namespace exchange {

enum class Op : uint32_t { Count = 0, Store = 1, Load = 2 };

// Word K of warp W's list lives in slot K * WarpSize + W, so a list of up to
// this many words fits whatever the team size:
constexpr uint32_t MaxListWords = ExchangeSlotWords / WarpSize;

static_assert(static_cast<uint32_t>(Op::Load) + 1 == offset_code::ExchangeOps,
              "every Op has its exchange codes");

// The exchange code of Op on the slots of Warp (warp/offset_codes.h).
OMPRED_INLINE int16_t offsetFor(Op O, uint32_t Warp) {
  return offset_code::exchange(static_cast<uint32_t>(O), Warp);
}

// One word of the list, called by the shuffle entry points for an exchange
// offset. Each thread's cursor counts the words it has seen in this pass.
OMPRED_INLINE uint64_t word(uint64_t Value, int16_t Offset) {
  Op O = static_cast<Op>(offset_code::exchangeOp(Offset));
  uint32_t Warp = offset_code::exchangeWarp(Offset);
  uint32_t &Cursor = hw::exchangeCursor(hw::threadIdInBlock());
  uint32_t Slot = Cursor * WarpSize + Warp;
  ++Cursor;
  if (O == Op::Count || Slot >= ExchangeSlotWords)
    return Value;
  if (O == Op::Store) {
    hw::exchangeSlots()[Slot] = Value;
    return Value;
  }
  return hw::exchangeSlots()[Slot];
}

// One pass of the callback over this thread's list.
OMPRED_INLINE uint32_t pass(const ReduceList &List, Op O, uint32_t Warp) {
  uint32_t &Cursor = hw::exchangeCursor(hw::threadIdInBlock());
  Cursor = 0;
  if (O == Op::Load) // the copy branch: lane_id 0xffff >= any offset
    List.shuffleReduce(-1, offsetFor(O, Warp), ContiguousPartialWarp);
  else // neither branch: algo 2 reduces only on even lane ids
    List.shuffleReduce(1, offsetFor(O, Warp), DispersedLanes);
  return Cursor;
}

// Words (4- and 8-byte shuffles) in one thread's list. Every thread counts
// its own list, so the answer is the same everywhere without communication;
// for lists of scalars it folds to a constant after inlining.
OMPRED_INLINE uint32_t listWords(const ReduceList &List) { return pass(List, Op::Count, 0); }

} // namespace exchange

// What clang's InterWarpCopyFn does: lane W of warp 0 ends up with the list
// of lane 0 of warp W, for W < Warps. Every thread of the team's parallel
// region calls it (it contains the barriers). Two barriers for the whole list;
// a list too long for the slots goes through clang's copy instead.
OMPRED_INLINE void gatherWarpMasters(const ReduceList &List, uint32_t Warps, uint32_t WarpId,
                                     uint32_t Lane) {
  if (exchange::listWords(List) > exchange::MaxListWords) {
    List.interWarpCopy(Warps);
    return;
  }
  if (Lane == 0 && WarpId < Warps)
    exchange::pass(List, exchange::Op::Store, WarpId);
  // The stores above happen before the loads below.
  runtime::barrier();
  if (WarpId == 0 && Lane < Warps)
    exchange::pass(List, exchange::Op::Load, Lane);
  // The loads above happen before any warp's next store: a following
  // reduction (a nowait worksharing loop) may come without another barrier.
  runtime::barrier();
}

} // namespace block
} // namespace ompred

#endif // OMPRED_BLOCK_EXCHANGE_H
