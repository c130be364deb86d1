//===- entry/reduction.cpp - The extern "C" reduction entry points ----------===//
//
// What clang-19 calls (include/ompred/abi.h). Each entry point only maps the
// OpenMP arguments onto the layer that does the work.
//
//===----------------------------------------------------------------------===//
#include "block/reduce.h"
#include "llvm19/launch_environment.h"
#include "team/reduce.h"

using namespace ompred;

extern "C" {

int32_t __kmpc_nvptx_parallel_reduce_nowait_v2(IdentTy *, uint64_t,
                                               void *ReduceData,
                                               ShuffleReduceFn ShuffleReduce,
                                               InterWarpCopyFn InterWarpCopy) {
  // A parallel region of one thread (serialized, nested, or num_threads(1))
  // already holds its result.
  uint32_t Threads = hw::ompNumThreads();
  if (Threads == 1)
    return 1;
  return block::reduceThreads(ReduceData, ShuffleReduce, InterWarpCopy, Threads,
                              hw::threadIdInBlock());
}

int32_t __kmpc_nvptx_teams_reduce_nowait_v2(
    IdentTy *, void *GlobalBuffer, uint32_t NumRecords, uint64_t,
    void *ReduceData, ShuffleReduceFn ShuffleReduce, InterWarpCopyFn InterWarpCopy,
    ListGlobalFn ListToGlobalCopy, ListGlobalFn ListToGlobalReduce,
    ListGlobalFn GlobalToListCopy, ListGlobalFn GlobalToListReduce) {
  team::RecordCallbacks Records{ListToGlobalCopy, ListToGlobalReduce,
                                GlobalToListCopy, GlobalToListReduce};
  return team::reduceTeams(GlobalBuffer, NumRecords, ReduceData, ShuffleReduce,
                           InterWarpCopy, Records);
}

void *__kmpc_reduction_get_fixed_buffer(void) {
  return launchEnvironment().ReductionBuffer;
}

// The shuffle-reduce callbacks' data movement. LLVM 19 shuffles with the full
// mask, which names lanes that are alive but not taking part (the tail of a
// num_threads(33) team, the lanes a dispersed reduction leaves out); the
// lanes actually here are the active ones, and every caller (warp/) keeps them
// converged across the callback. When the whole warp is here (the common
// case), the shuffle is issued with the immediate full mask: a register mask
// costs a warp synchronization on every shuffle.
int32_t __kmpc_shuffle_int32(int32_t Value, int16_t Delta, int16_t Width) {
  uint32_t Lanes = hw::activeMask();
  uint32_t Offset = static_cast<uint16_t>(Delta);
  if (Lanes == ~0u)
    return hw::shuffleDown32(~0u, Value, Offset, static_cast<uint32_t>(Width));
  return hw::shuffleDown32(Lanes, Value, Offset, static_cast<uint32_t>(Width));
}

int64_t __kmpc_shuffle_int64(int64_t Value, int16_t Delta, int16_t Width) {
  uint32_t Lanes = hw::activeMask();
  uint32_t Offset = static_cast<uint16_t>(Delta);
  if (Lanes == ~0u)
    return hw::shuffleDown64(~0u, Value, Offset, static_cast<uint32_t>(Width));
  return hw::shuffleDown64(Lanes, Value, Offset, static_cast<uint32_t>(Width));
}

} // extern "C"
