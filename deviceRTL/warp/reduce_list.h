//===- warp/reduce_list.h - A reduce list and clang's callbacks for it -------===//
//
// Every reduction entry point gets a pointer to the calling thread's reduce
// list (its copies of the reduced variables) and the callbacks clang
// generated for the list's types (ompred/abi.h). The runtime never learns
// the types: it decides which lanes and warps combine and the callbacks do
// the combining, so the list and its callbacks travel together through the
// warp, block and team layers as one ReduceList. The team layer adds the
// callbacks between a list and the records of the team buffer
// (team/reduce_list.h).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_WARP_REDUCE_LIST_H
#define OMPRED_WARP_REDUCE_LIST_H

#include "hw/hw.h"

namespace ompred {

struct ReduceList {
  void *Data;
  ShuffleReduceFn ShuffleReduce;
  InterWarpCopyFn InterWarpCopy;

  // clang's shuffle-and-reduce on this thread's list: every word goes through
  // our shuffle entry points with Offset, then the list combines with what
  // came back, copies it or keeps its value, as (LaneId, Offset, Algo) say.
  OMPRED_INLINE void shuffleReduce(int16_t LaneId, int16_t Offset, AlgoVersion Algo) const {
    ShuffleReduce(Data, LaneId, Offset, Algo);
  }
  // clang's inter-warp copy: lane W of warp 0 ends with the list of lane 0 of
  // warp W, for W < Warps. Every thread of the team calls it (it contains
  // team barriers).
  OMPRED_INLINE void interWarpCopy(uint32_t Warps) const {
    InterWarpCopy(Data, static_cast<int32_t>(Warps));
  }
};

} // namespace ompred

#endif // OMPRED_WARP_REDUCE_LIST_H
