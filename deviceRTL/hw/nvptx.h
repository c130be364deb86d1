//===- hw/nvptx.h - NVPTX implementation of the hardware primitives ---------===//
//
// Thin wrappers over clang's NVVM builtins. Everything is inline: these are the
// instructions the reduction is made of, and they must end up in the user's
// kernel, not behind a call.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_HW_NVPTX_H
#define OMPRED_HW_NVPTX_H

#include "ompred/abi.h"

// Our inline asm (special registers, fences, atom.acquire) calls nothing.
// Without saying so, LLVM's OpenMPOpt counts every asm statement as a call
// to unknown code and stops folding the team state in the kernels that share
// the runtime with ours (docs/llvm19-defects.md).
#define OMPRED_ASM_CALLS_NOTHING [[omp::assume("ompx_no_call_asm")]]
#define OMPRED_INLINE OMPRED_ASM_CALLS_NOTHING inline __attribute__((always_inline))

namespace ompred {
namespace hw {

// ---- lanes, warps, teams ---------------------------------------------------
OMPRED_INLINE uint32_t threadIdInBlock() { return __nvvm_read_ptx_sreg_tid_x(); }
// %tid.x read where the caller stands. LLVM may move threadIdInBlock() and
// all it feeds (lane, warp, shared-memory addresses) out of the loop around a
// parallel region's reduction, and those values then stay live through every
// iteration; ptxas counts a kernel's registers at its busiest point, so the
// kernel loses occupancy. The volatile read stays in the loop.
OMPRED_INLINE uint32_t threadIdInBlockHere() {
  uint32_t Id;
  asm volatile("mov.u32 %0, %%tid.x;" : "=r"(Id));
  return Id;
}
OMPRED_INLINE uint32_t threadsInBlock() { return __nvvm_read_ptx_sreg_ntid_x(); }
OMPRED_INLINE uint32_t teamId() { return __nvvm_read_ptx_sreg_ctaid_x(); }
OMPRED_INLINE uint32_t numTeams() { return __nvvm_read_ptx_sreg_nctaid_x(); }

// %gridid: the launch's number, unique among the launches of a CUDA context.
// Not volatile: constant within a launch, so repeated reads fold into one.
OMPRED_INLINE uint64_t gridId() {
  uint64_t Id;
  asm("mov.u64 %0, %%gridid;" : "=l"(Id));
  return Id;
}

// ---- votes -------------------------------------------------------------------
OMPRED_INLINE uint32_t ballot(uint32_t Mask, bool Pred) {
  return __nvvm_vote_ballot_sync(Mask, Pred);
}

// bar.warp.sync: the lanes of Mask wait for each other, and leave together;
// it orders memory among them as a barrier does among a team's threads.
OMPRED_INLINE void syncWarp(uint32_t Mask) { __nvvm_bar_warp_sync(Mask); }

// ---- shuffles ----------------------------------------------------------------
// shfl.sync.down: lane L reads lane L + Delta of its Width-lane segment, or
// keeps its own value when that lane lies outside the segment.
OMPRED_INLINE int32_t shuffleDown32(uint32_t Mask, int32_t Value, uint32_t Delta,
                                    uint32_t Width) {
  // c operand: segment mask in bits 8..12, clamp lane 31 in bits 0..4.
  uint32_t SegmentControl = ((WarpSize - Width) << 8) | 0x1f;
  return __nvvm_shfl_sync_down_i32(Mask, Value, Delta, SegmentControl);
}
OMPRED_INLINE int64_t shuffleDown64(uint32_t Mask, int64_t Value, uint32_t Delta,
                                    uint32_t Width) {
  uint32_t Lo = static_cast<uint32_t>(Value);
  uint32_t Hi = static_cast<uint32_t>(static_cast<uint64_t>(Value) >> 32);
  Lo = shuffleDown32(Mask, Lo, Delta, Width);
  Hi = shuffleDown32(Mask, Hi, Delta, Width);
  return static_cast<int64_t>((static_cast<uint64_t>(Hi) << 32) | Lo);
}

// ---- team barrier ------------------------------------------------------------
// bar.red.or over every thread of the block: one barrier that also tells all
// threads whether any of them passed true.
OMPRED_INLINE bool teamBarrierOr(bool Pred) { return __nvvm_bar0_or(Pred); }

// ---- team-shared scratch of the list exchange (block/exchange.h) -------------
// Each team's slots and one cursor per thread, in shared memory. A cursor is
// only ever touched by its own thread, within one entry-point call, so after
// inlining the optimizer keeps it in a register and deletes the array.
namespace detail {
[[clang::loader_uninitialized]] static uint64_t
    ExchangeSlots[ExchangeSlotWords] __attribute__((address_space(3)));
[[clang::loader_uninitialized]] static uint32_t
    ExchangeCursors[MaxThreadsPerTeam] __attribute__((address_space(3)));
} // namespace detail
OMPRED_INLINE uint64_t *exchangeSlots() {
  return (uint64_t *)detail::ExchangeSlots;
}
OMPRED_INLINE uint32_t &exchangeCursor(uint32_t ThreadId) {
  return ((uint32_t *)detail::ExchangeCursors)[ThreadId];
}

// ---- team-shared word of the last team's hand-over (team/launch_source.h) ------
namespace detail {
[[clang::loader_uninitialized]] static uint32_t TeamHandOff __attribute__((address_space(3)));
} // namespace detail
OMPRED_INLINE uint32_t &teamHandOff() { return *(uint32_t *)&detail::TeamHandOff; }

// ---- a copy into team-shared memory that does not stall (cp.async) --------------
// A thread starts copying 4 or 8 bytes of global memory into a team-shared
// word with cp.async (sm_80 and later) and goes on at once; it waits only
// where it reads the word. The pass plugin emits the start
// (plugin/EarlyOriginal.cpp), the runtime the wait. clang-22's runtime is
// one bitcode for every architecture, so it asks __nvvm_reflect, which the
// user's compile folds (as LLVM 22's own runtime does); clang-19's runtime
// is built per architecture.
namespace detail {
OMPRED_INLINE bool hasAsyncCopy() {
#if defined(__CUDA_ARCH__)
  return __CUDA_ARCH__ >= 800;
#else
  return __nvvm_reflect("__CUDA_ARCH") >= 800;
#endif
}
} // namespace detail
// Whether such a copy of Bytes from Src is possible: 4 or 8 bytes, aligned
// to their size, in global memory (device memory, or host memory the device
// maps, where a result slot is).
OMPRED_INLINE bool canCopyToTeamWord(const void *Src, uint32_t Bytes) {
  return detail::hasAsyncCopy() && (Bytes == 4 || Bytes == 8) &&
         (reinterpret_cast<uint64_t>(Src) & (Bytes - 1)) == 0 &&
         __nvvm_isspacep_global(const_cast<void *>(Src));
}
// Waits for the copies this thread started and returns the word (4 bytes:
// zero-extended).
OMPRED_INLINE uint64_t waitCopyToTeamWord(const uint64_t *Word, uint32_t Bytes) {
  if (!detail::hasAsyncCopy())
    return 0;
  asm volatile("cp.async.wait_all;" ::: "memory");
  return Bytes == 8 ? *Word : *reinterpret_cast<const uint32_t *>(Word);
}

// ---- streaming multiprocessors -------------------------------------------------
OMPRED_INLINE uint32_t smId() { return __nvvm_read_ptx_sreg_smid(); }
// %nsmid bounds %smid; SM ids need not be contiguous.
OMPRED_INLINE uint32_t smIdCount() { return __nvvm_read_ptx_sreg_nsmid(); }

// ---- device memory -------------------------------------------------------------
// Atomics are relaxed at device scope; the fences below order them.
OMPRED_INLINE uint32_t atomicAdd(uint32_t *P, uint32_t V) {
  return __atomic_fetch_add(P, V, __ATOMIC_RELAXED);
}
// An atomic OR that is also an acquire (atom.acquire.gpu): reads after it see
// what was released before the value it returns. Cheaper than the relaxed OR
// followed by fenceDevice(): the acquire needs no wait for this thread's own
// earlier accesses.
OMPRED_INLINE uint32_t atomicOrAcquire(uint32_t *P, uint32_t V) {
  uint32_t Old;
  // P is a generic pointer to device memory; the global form keeps the PTX
  // saying which memory this is (cvta.to.global costs nothing in SASS).
  asm volatile("{\n\t.reg .u64 g;\n\tcvta.to.global.u64 g, %1;\n\t"
               "atom.acquire.gpu.global.or.b32 %0, [g], %2;\n\t}"
               : "=r"(Old)
               : "l"(P), "r"(V)
               : "memory");
  return Old;
}
// A wrapping increment that is both a release and an acquire
// (atom.acq_rel.gpu.inc): what this thread wrote before it is visible to
// whoever acquires the value it writes, and reads after it see what was
// released before the value it returns; one instruction for a fence, a
// relaxed increment and a fence. The word becomes 0 where it held Bound or
// more, else one more; returns the old value. A count of N arrivals with
// Bound N - 1 is back at 0 after the last.
OMPRED_INLINE uint32_t atomicIncAcqRel(uint32_t *P, uint32_t Bound) {
  uint32_t Old;
  asm volatile("{\n\t.reg .u64 g;\n\tcvta.to.global.u64 g, %1;\n\t"
               "atom.acq_rel.gpu.global.inc.u32 %0, [g], %2;\n\t}"
               : "=r"(Old)
               : "l"(P), "r"(Bound)
               : "memory");
  return Old;
}
OMPRED_INLINE uint32_t atomicCas(uint32_t *P, uint32_t Expected, uint32_t Desired) {
  __atomic_compare_exchange_n(P, &Expected, Desired, false, __ATOMIC_RELAXED,
                              __ATOMIC_RELAXED);
  return Expected;
}
OMPRED_INLINE uint32_t atomicLoad(uint32_t *P) {
  return __atomic_load_n(P, __ATOMIC_RELAXED);
}
OMPRED_INLINE void atomicStore(uint32_t *P, uint32_t V) {
  __atomic_store_n(P, V, __ATOMIC_RELAXED);
}
OMPRED_INLINE uint64_t atomicLoad64(uint64_t *P) {
  return __atomic_load_n(P, __ATOMIC_RELAXED);
}
OMPRED_INLINE void atomicStore64(uint64_t *P, uint64_t V) {
  __atomic_store_n(P, V, __ATOMIC_RELAXED);
}
OMPRED_INLINE uint64_t atomicAdd64(uint64_t *P, uint64_t V) {
  return __atomic_fetch_add(P, V, __ATOMIC_RELAXED);
}
// A 64-bit CAS that is both a release and an acquire (atom.acq_rel.gpu), as
// atomicIncAcqRel is; it acquires even where it fails.
OMPRED_INLINE uint64_t atomicCas64AcqRel(uint64_t *P, uint64_t Expected, uint64_t Desired) {
  uint64_t Old;
  asm volatile("{\n\t.reg .u64 g;\n\tcvta.to.global.u64 g, %1;\n\t"
               "atom.acq_rel.gpu.global.cas.b64 %0, [g], %2, %3;\n\t}"
               : "=l"(Old)
               : "l"(P), "l"(Expected), "l"(Desired)
               : "memory");
  return Old;
}
// A 64-bit CAS that is only an acquire (atom.acquire.gpu): it orders nothing
// of this thread's before it, so it does not wait for its earlier accesses as
// a release (a fence) does.
OMPRED_INLINE uint64_t atomicCas64Acquire(uint64_t *P, uint64_t Expected, uint64_t Desired) {
  uint64_t Old;
  asm volatile("{\n\t.reg .u64 g;\n\tcvta.to.global.u64 g, %1;\n\t"
               "atom.acquire.gpu.global.cas.b64 %0, [g], %2, %3;\n\t}"
               : "=l"(Old)
               : "l"(P), "l"(Expected), "l"(Desired)
               : "memory");
  return Old;
}
// Acquire-release fence at device (GPU) scope: the release before publishing
// and the acquire after observing. These are message-passing patterns, for
// which fence.acq_rel is enough; membar.gl would be the stronger fence.sc.gpu.
// (LLVM 19's NVPTX backend drops the ordering of atomicrmw, so orderings are
// spelled as fences, which is right under every LLVM.)
OMPRED_INLINE void fenceDevice() { asm volatile("fence.acq_rel.gpu;" ::: "memory"); }
// Pause between retries of a contended word so the retries do not starve the
// holder's own memory traffic; short against one holder's critical section.
// Spelled as asm, not __nvvm_nanosleep: the builtin needs an sm_70 target at
// compile time, and LLVM 22's runtime is one bitcode for every architecture
// (ptxas checks the instruction against the user's architecture instead).
constexpr uint32_t BackoffNanoseconds = 64;
OMPRED_INLINE void backoff() {
  asm volatile("nanosleep.u32 %0;" ::"n"(BackoffNanoseconds) : "memory");
}

} // namespace hw
} // namespace ompred

#endif // OMPRED_HW_NVPTX_H
