//===- entry/reduction.cpp - The extern "C" reduction entry points ----------===//
//
// What clang calls (include/ompred/abi.h; clang 19 and 22 alike). Each entry point only maps the
// OpenMP arguments onto the layer that does the work.
//
//===----------------------------------------------------------------------===//
#include "adapter.h"
#include "block/reduce.h"
#include "team/reduce.h"
#include "warp/offset_codes.h"

using namespace ompred;

// Every entry point must inline into the user's outlined regions: only then do
// clang's callbacks become direct calls that inline too, and the reduce list
// stays in registers. Left to the inliner's cost model they stop inlining as
// soon as a translation unit has several reduction kernels (no single-call-site
// bonus) or three variables, and the reduce list goes to local memory.
#define OMPRED_ENTRY OMPRED_ASM_CALLS_NOTHING __attribute__((always_inline))

namespace {
OMPRED_INLINE int32_t shuffleDown(uint32_t Mask, int32_t Value, uint32_t Delta,
                                  uint32_t Width) {
  return hw::shuffleDown32(Mask, Value, Delta, Width);
}
OMPRED_INLINE int64_t shuffleDown(uint32_t Mask, int64_t Value, uint32_t Delta,
                                  uint32_t Width) {
  return hw::shuffleDown64(Mask, Value, Delta, Width);
}

// One word of a reduce list, for both shuffle entry points: the delta is an
// exchange code or a step code (warp/offset_codes.h), which carries the lanes
// taking part. After inlining it is a constant or a masked value, and the
// decoding folds away. (An exchange slot is 64 bits; a 4-byte word is read
// back truncated.)
template <typename Word>
OMPRED_INLINE Word moveListWord(Word Value, int16_t Delta, int16_t Width) {
  if (offset_code::isExchange(Delta))
    return static_cast<Word>(block::exchange::word(static_cast<uint64_t>(Value), Delta));
  return shuffleDown(offset_code::stepMask(Delta), Value, offset_code::stepDistance(Delta),
                     static_cast<uint32_t>(Width));
}
OMPRED_INLINE int32_t reduceAcrossTeams(void *GlobalBuffer, uint32_t NumRecords,
                                         uint64_t ReduceDataSize, void *ReduceData,
                                         ShuffleReduceFn ShuffleReduce,
                                         InterWarpCopyFn InterWarpCopy,
                                         ListGlobalFn ListToGlobalCopy,
                                         ListGlobalFn ListToGlobalReduce,
                                         ListGlobalFn GlobalToListCopy,
                                         ListGlobalFn GlobalToListReduce,
                                         const team::OriginalItem *Original) {
  // The plugin's flag on the list's size: no launch environment (ompred/abi.h).
  bool Owned = (ReduceDataSize & OMPRED_OWNED_LAUNCH_FLAG) != 0;
  team::TeamsReduceList List{{ReduceData, ShuffleReduce, InterWarpCopy},
                             ListToGlobalCopy,
                             ListToGlobalReduce,
                             GlobalToListCopy,
                             GlobalToListReduce,
                             ReduceDataSize & OMPRED_LIST_SIZE_MASK};
  return team::reduceTeams(team::EnvironmentOrOwnedLaunch{GlobalBuffer, Owned}, NumRecords,
                           List, Original);
}
} // namespace

extern "C" {

OMPRED_ENTRY int32_t __kmpc_nvptx_parallel_reduce_nowait_v2(IdentTy *, uint64_t,
                                               void *ReduceData,
                                               ShuffleReduceFn ShuffleReduce,
                                               InterWarpCopyFn InterWarpCopy) {
  // A parallel region of one thread (serialized, nested, or num_threads(1))
  // already holds its result.
  uint32_t Threads = runtime::numThreads();
  if (Threads == 1)
    return 1;
  return block::reduceThreads({ReduceData, ShuffleReduce, InterWarpCopy}, Threads,
                              hw::threadIdInBlockHere());
}

OMPRED_ENTRY int32_t __kmpc_nvptx_teams_reduce_nowait_v2(
    IdentTy *, void *GlobalBuffer, uint32_t NumRecords, uint64_t ReduceDataSize,
    void *ReduceData, ShuffleReduceFn ShuffleReduce, InterWarpCopyFn InterWarpCopy,
    ListGlobalFn ListToGlobalCopy, ListGlobalFn ListToGlobalReduce,
    ListGlobalFn GlobalToListCopy, ListGlobalFn GlobalToListReduce) {
  // The plugin's flag (ompred/abi.h), a constant at every call site: after
  // inlining only one of the two calls is left.
  if (ReduceDataSize & OMPRED_HANDED_ORIGINAL_FLAG) {
    void **Words = static_cast<void **>(ReduceData);
    team::OriginalItem Item{
        Words[1],
        static_cast<uint32_t>(ReduceDataSize >> OMPRED_ORIGINAL_BYTES_SHIFT) & 0xf, Words[2],
        static_cast<const uint64_t *>(Words[3])};
    return reduceAcrossTeams(GlobalBuffer, NumRecords, ReduceDataSize, ReduceData,
                             ShuffleReduce, InterWarpCopy, ListToGlobalCopy, ListToGlobalReduce,
                             GlobalToListCopy, GlobalToListReduce, &Item);
  }
  return reduceAcrossTeams(GlobalBuffer, NumRecords, ReduceDataSize, ReduceData, ShuffleReduce,
                           InterWarpCopy, ListToGlobalCopy, ListToGlobalReduce,
                           GlobalToListCopy, GlobalToListReduce, nullptr);
}

// __kmpc_reduction_get_fixed_buffer stays LLVM's: it returns the same
// launch-environment buffer, and LLVM 19's OpenMPOpt SPMD-izes generic
// kernels only with its own definition (docs/llvm19-defects.md).

// The shuffle-reduce callbacks' data movement. LLVM's own shuffles use the full
// mask, which names lanes that are alive but not taking part (the tail of a
// num_threads(33) team) and would wait for them forever; ours shuffle with
// the mask the warp layer coded into the offset: the lanes taking part.
OMPRED_ENTRY int32_t __kmpc_shuffle_int32(int32_t Value, int16_t Delta, int16_t Width) {
  return moveListWord(Value, Delta, Width);
}

OMPRED_ENTRY int64_t __kmpc_shuffle_int64(int64_t Value, int16_t Delta, int16_t Width) {
  return moveListWord(Value, Delta, Width);
}

} // extern "C"
