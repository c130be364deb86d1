//===- ompred/abi.h - The reduction ABI between clang-19 and the device runtime -===//
//
// The single source of truth for what clang-19 emits around an OpenMP
// `reduction(...)` clause on nvptx64 and what ompred implements. The
// codegen tests (test/codegen/abi-*.c) pin every declaration here against the
// IR that the installed clang actually emits, so a clang that changes the ABI
// fails a test instead of a user's program.
//
// This header compiles both for the device (clang --target=nvptx64-nvidia-cuda)
// and for the host, where the algorithm tests run the same code on a SIMT model.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_ABI_H
#define OMPRED_ABI_H

#if defined(__NVPTX__)
typedef __INT8_TYPE__ int8_t;
typedef __INT16_TYPE__ int16_t;
typedef __INT32_TYPE__ int32_t;
typedef __INT64_TYPE__ int64_t;
typedef __UINT8_TYPE__ uint8_t;
typedef __UINT16_TYPE__ uint16_t;
typedef __UINT32_TYPE__ uint32_t;
typedef __UINT64_TYPE__ uint64_t;
#else
#include <stdint.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

// Opaque source-location record clang passes first; the reduction path never
// reads it.
typedef struct IdentTy IdentTy;

// clang's `_omp_reduction_shuffle_and_reduce_func`: for every reduced
// variable, fetch the copy held by lane (lane + remote_lane_offset) with
// __kmpc_shuffle_int32/64 and then, depending on algo_version:
//   0 (full warp)          every lane:                         mine = mine op remote
//   1 (contiguous partial) lane_id <  remote_lane_offset:       mine = mine op remote
//                          lane_id >= remote_lane_offset:       mine = remote (copy)
//   2 (dispersed)          lane_id even && remote_lane_offset > 0: mine = mine op remote
// lane_id is whatever the runtime passes: it is compared, never used to index.
typedef void (*ShuffleReduceFn)(void *reduce_data, int16_t lane_id,
                                int16_t remote_lane_offset,
                                int16_t algo_version);

// clang's `_omp_reduction_inter_warp_copy_func`: in 4-byte chunks, lane 0 of
// every warp stores its value into the shared array
// __openmp_nvptx_data_transfer_temporary_storage[warp_id], and then every
// thread with hardware id < num_warps loads slot [thread id]. Each chunk is
// bracketed by __kmpc_barrier, so every thread of the team must call it.
typedef void (*InterWarpCopyFn)(void *reduce_data, int32_t num_warps);

// clang's list<->global callbacks over the team-reduction buffer, which clang
// lays out as num_of_records records, each a struct of all reduced variables
// (ReductionDataSize bytes in the kernel environment):
//   list_to_global_copy   buffer[index] = reduce_data
//   list_to_global_reduce buffer[index] = buffer[index] op reduce_data
//   global_to_list_copy   reduce_data   = buffer[index]
//   global_to_list_reduce reduce_data   = reduce_data op buffer[index]
typedef void (*ListGlobalFn)(void *buffer, int32_t index, void *reduce_data);

// Reduction within a team (one `parallel` region). Every thread of the
// parallel team calls it. Exactly one thread returns 1 and holds the reduced
// value in reduce_data; clang then combines it into the enclosing variable.
int32_t __kmpc_nvptx_parallel_reduce_nowait_v2(IdentTy *loc,
                                               uint64_t reduce_data_size,
                                               void *reduce_data,
                                               ShuffleReduceFn shuffle_reduce,
                                               InterWarpCopyFn inter_warp_copy);

// Reduction across the teams of a kernel. SPMD mode: every thread of every
// team calls it, with the team's value in thread 0's reduce_data. Generic
// mode: only each team's main thread calls it. Exactly one thread in the
// whole kernel returns 1, holding the reduced value.
int32_t __kmpc_nvptx_teams_reduce_nowait_v2(
    IdentTy *loc, void *global_buffer, uint32_t num_of_records,
    uint64_t reduce_data_size, void *reduce_data,
    ShuffleReduceFn shuffle_reduce, InterWarpCopyFn inter_warp_copy,
    ListGlobalFn list_to_global_copy, ListGlobalFn list_to_global_reduce,
    ListGlobalFn global_to_list_copy, ListGlobalFn global_to_list_reduce);

// The buffer clang passes as global_buffer: num_of_records records (1024 by
// default, -fopenmp-cuda-teams-reduction-recs-num=N), allocated per launch by
// libomptarget from the kernel environment's ReductionDataSize and
// ReductionBufferLength. LLVM 19's runtime defines it and the drop-in keeps
// that definition (docs/llvm19-defects.md: with another one OpenMPOpt does not
// SPMD-ize generic kernels).
void *__kmpc_reduction_get_fixed_buffer(void);

// ompred's pass plugin zeroes the kernel environment's ReductionDataSize and
// ReductionBufferLength of the kernels it compiles, so that libomptarget does
// no per-launch work for their reductions, and then calls
// __kmpc_nvptx_teams_reduce_nowait_v2 with reduce_data_size = clang's
// reduce_data_size | OMPRED_OWNED_LAUNCH_FLAG (no reduce list is that large;
// the runtime still learns the list's size) and global_buffer = NULL: the
// runtime keeps the launch's state and records itself
// (deviceRTL/team/owned_launches.h). num_of_records x ReductionDataSize is then
// at most OMPRED_OWNED_RECORD_BYTES, which the plugin ensures.
#define OMPRED_OWNED_LAUNCH_FLAG (1ULL << 63)

// The original list item's value, read early (plugin/EarlyOriginal.cpp,
// deviceRTL/team/original.h). In SPMD kernels whose teams reduction has one
// variable, whose combine reads it as a 4- or 8-byte original list item, the
// plugin calls __kmpc_nvptx_teams_reduce_nowait_v2 with
// OMPRED_HANDED_ORIGINAL_FLAG and the item's size in bytes at
// OMPRED_ORIGINAL_BYTES_SHIFT on reduce_data_size, and clang's list of one
// variable followed by three words:
//   [1] the item's address;
//   [2] `handed`: where the call returns 1, *handed holds the item's value,
//       which clang's combine reads instead of the item;
//   [3] null, or the team-shared 8-byte word into which the plugin's code
//       had team 0's thread 0 start copying the item (cp.async) where the
//       teams region starts, if the item is in global memory and aligned to
//       its size.
// clang's reduce_data_size is reduce_data_size & OMPRED_LIST_SIZE_MASK.
#define OMPRED_HANDED_ORIGINAL_FLAG (1ULL << 61)
#define OMPRED_ORIGINAL_BYTES_SHIFT 56
#define OMPRED_LIST_SIZE_MASK ((1ULL << OMPRED_ORIGINAL_BYTES_SHIFT) - 1)
#define OMPRED_OWNED_RECORD_BYTES 32768
// The records the runtime's teams reduction uses at most, whatever
// num_of_records says (deviceRTL/team/launch_slots.h); the plugin keeps no
// more in ompred's pool.
#define OMPRED_MAX_RECORDS 4096

// Called by the shuffle-reduce callbacks: value of lane (lane + delta) within
// a segment of `width` lanes; a lane whose source falls outside the segment
// gets its own value back.
int32_t __kmpc_shuffle_int32(int32_t value, int16_t delta, int16_t width);
int64_t __kmpc_shuffle_int64(int64_t value, int16_t delta, int16_t width);

#ifdef __cplusplus
} // extern "C"
#endif

#ifdef __cplusplus
namespace ompred {
// The algo_version argument of ShuffleReduceFn.
enum AlgoVersion : int16_t {
  FullWarp = 0,
  ContiguousPartialWarp = 1,
  DispersedLanes = 2,
};
constexpr uint32_t WarpSize = 32;
} // namespace ompred
#endif

#endif // OMPRED_ABI_H
