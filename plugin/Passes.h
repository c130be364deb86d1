//===- Passes.h - the plugin's repairs of clang-19's OpenMP device code ---===//
//
// Passes of ompred-passes.so besides the distribute-loop merge
// (MergeDistribute.cpp, which registers them all): repairs of one class of
// LLVM 19 defects each in the IR clang emitted (docs/llvm19-defects.md), and
// the hand-over of teams reductions' per-launch state to the runtime. Each
// leaves every module it has nothing to do in untouched. All act on nvptx64
// device modules only.
//
//===----------------------------------------------------------------------===//

#ifndef OMPRED_PLUGIN_PASSES_H
#define OMPRED_PLUGIN_PASSES_H

#include "llvm/IR/PassManager.h"

#include <optional>

namespace llvm {
class BinaryOperator;
class Loop;
class PHINode;
class Value;
}

namespace ompred {

// Generic-mode kernels with a constant thread_limit below the warp size get
// a launch bound one warp wider, so that the launch has a worker warp below
// the main thread's (GenericThreadLimit.cpp). Runs at the pipeline start.
struct GenericThreadLimitPass : llvm::PassInfoMixin<GenericThreadLimitPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// Gives the widened bound back to every kernel OpenMPOpt made SPMD after
// GenericThreadLimitPass widened it: only generic mode reserves the main
// thread's warp. Runs at the end of the optimization pipeline.
struct GenericThreadLimitRestorePass : llvm::PassInfoMixin<GenericThreadLimitRestorePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// Repairs clang's shuffle-and-reduce and inter-warp copy callbacks for
// reduction items whose size is not a multiple of 4 bytes
// (ReductionTail.cpp). Runs at the pipeline start.
struct ReductionTailPass : llvm::PassInfoMixin<ReductionTailPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// The distribute-level copy of a lastprivate in SPMD kernels, which only
// parallel regions write, becomes one team-shared slot instead of one per
// thread (LastprivateTeamCopy.cpp). Runs at the pipeline start.
struct LastprivateTeamCopyPass : llvm::PassInfoMixin<LastprivateTeamCopyPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// Generic kernels whose parallel regions open parallel regions stay generic:
// OpenMPOpt's SPMDization miscompiles them (NestedParallelGeneric.cpp). Runs
// at the pipeline start.
struct NestedParallelGenericPass : llvm::PassInfoMixin<NestedParallelGenericPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// LLVM 19's unsigned static schedules can flag a thread or team without
// iterations `last`; the flag is cleared after each such init
// (EmptyLastFlag.cpp). Runs at the pipeline start, after the merge.
struct EmptyLastFlagPass : llvm::PassInfoMixin<EmptyLastFlagPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// Team-level parallel regions whose if clause is false run as a team of one
// thread instead of serialized with a thread state per thread, where the
// region cannot tell the two apart (ParallelIf.cpp). Runs at the pipeline
// start, after the merge.
struct ParallelIfPass : llvm::PassInfoMixin<ParallelIfPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// Teams-reduction kernels get no launch environment from libomptarget; the
// runtime keeps their per-launch state in its own pool (OwnedLaunchState.cpp,
// deviceRTL/team/owned_launches.h). Runs at the pipeline start.
struct OwnedLaunchStatePass : llvm::PassInfoMixin<OwnedLaunchStatePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// The team-shared word of EarlyOriginalPass's copy, which RedundantBarriers
// knows as ordering nothing.
constexpr const char *OriginalCopyWordName = "__ompred_original_copy_word";

// SPMD kernels' teams reductions of one variable have the runtime read the
// original list item as the teams region starts, for the final combine
// (EarlyOriginal.cpp, deviceRTL/team/original.h). Runs at the pipeline start.
struct EarlyOriginalPass : llvm::PassInfoMixin<EarlyOriginalPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// A device module with ompred's reduction module but no device runtime
// (libompred-nvptx-sm_XX.bc given as the runtime) stops the compile with a
// message (RuntimeCheck.cpp). Runs first at the pipeline start.
struct RuntimeCheckPass : llvm::PassInfoMixin<RuntimeCheckPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// Host modules: launches of combined `teams distribute parallel for`
// kernels without a thread_limit get clang's default one, so that
// libomptarget keeps full blocks for small trip counts (LaunchBlockSize.cpp).
// Runs at the pipeline start.
struct LaunchBlockSizePass : llvm::PassInfoMixin<LaunchBlockSizePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// A synchronous launch's reduction variables that only the teams' combine
// touches go to the kernel in pinned host memory instead of being copied to
// the device and back (HostResultSlots.cpp). Runs at the pipeline start.
struct HostResultSlotsPass : llvm::PassInfoMixin<HostResultSlotsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// Host modules that launch kernels get a constructor that sets how the
// program's threads wait for the GPU before libomptarget starts the devices
// (HostWaitPolicy.cpp). Runs at the pipeline start.
struct HostWaitPolicyPass : llvm::PassInfoMixin<HostWaitPolicyPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// GenericThreadLimitPass's work, for the hook that runs it before the NVPTX
// target's own first reader of launch bounds (MergeDistribute.cpp), which has
// no analysis manager (FAM null: remarks from an emitter of its own).
// Runs late (vectorizer start): the merged loops' latch test becomes a
// count that LLVM's unroller can use (MergedLoopCount.cpp).
struct MergedLoopCountPass : llvm::PassInfoMixin<MergedLoopCountPass> {
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
};

// Pipeline start, before the merge: loops that an if clause applying to
// simd split into two versions keep the one without simd where the two are
// the same code but for metadata (SimdIfVersions.cpp).
struct SimdIfVersionsPass : llvm::PassInfoMixin<SimdIfVersionsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
};

// Runs at the vectorizer start, before MergedLoopCountPass: the merged
// loops' divisions of their index by a loop-invariant divisor (collapse(n))
// become a quotient and remainder that step with it (MergedLoopDivision.cpp).
struct MergedLoopDivisionPass : llvm::PassInfoMixin<MergedLoopDivisionPass> {
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
};

// Runs last in the optimization pipeline: in merged loops, an iteration's
// loads move before its stores and before the uses of the values it loaded,
// where they do not overlap, tested once per loop where needed
// (LoadsBeforeStores.cpp).
struct LoadsBeforeStoresPass : llvm::PassInfoMixin<LoadsBeforeStoresPass> {
  llvm::PreservedAnalyses run(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
};

// Merged teams-reduction kernels without a num_teams clause run with as many
// teams as the GPU holds at once; the other launched blocks return at entry
// (ResidentTeams.cpp). Runs at the end of the pipeline.
struct ResidentTeamsPass : llvm::PassInfoMixin<ResidentTeamsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

// In SPMD kernels, loads of the device runtime's team state that thread 0
// stored and an aligned barrier published read the stored value instead
// (TeamStateFold.cpp). Runs at the end of the pipeline, before
// RedundantBarriersPass.
struct TeamStateFoldPass : llvm::PassInfoMixin<TeamStateFoldPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// SPMD kernels' aligned block barriers that follow another such barrier
// without memory accesses between them go (RedundantBarriers.cpp). Runs at
// the end of the pipeline, when the device runtime is inlined.
struct RedundantBarriersPass : llvm::PassInfoMixin<RedundantBarriersPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// The registers per thread of the kernels ResidentTeamsPass may give
// resident teams, capped so that those teams fit (ResidentTeams.cpp). Runs
// before the NVPTX backend first reads a kernel's annotations (LLVM 19 reads
// them once).
struct ResidentTeamsRegisterCapPass : llvm::PassInfoMixin<ResidentTeamsRegisterCapPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

// Kernels that divide floating-point values, take square roots or call
// libdevice and are bounded to at most 256 threads lose their `.maxntid`,
// which bounds nothing there and costs them registers in relocatable device
// code (ThreadBoundHint.cpp). Runs at the pipeline start;
// dropThreadBoundHint runs before the NVPTX backend first reads a kernel's
// annotations.
struct ThreadBoundHintPass : llvm::PassInfoMixin<ThreadBoundHintPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// SPMD kernels of combined constructs whose loops update elements in place
// in every iteration and do not reduce get launch bounds for blocks of
// StoreLoopBlockSize threads, which the host gives their launches
// (StoreLoopBlocks.cpp, LaunchBlockSize.cpp). Runs at the pipeline start;
// widenStoreLoopBounds runs before the NVPTX backend first reads a
// kernel's annotations.
struct StoreLoopBlocksPass : llvm::PassInfoMixin<StoreLoopBlocksPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

// The mark of a kernel whose launch bound GenericThreadLimitPass widened.
inline constexpr const char *WidenedThreadLimitAttr = "ompred-widened-thread-limit";

// The mark of a kernel StoreLoopBlocksPass judged: its bound ("0": left).
inline constexpr const char *StoreLoopBlocksAttr = "ompred-store-loop-blocks";
// The block size of the launches of loops that update elements in place.
inline constexpr int64_t StoreLoopBlockSize = 256;

// Metadata kind on the umin that bounds a merged loop's stride
// (MergeDistribute.cpp), by which MergedLoopCountPass finds the loop.
inline constexpr const char *MergedStrideMark = "ompred.merged.stride";

// The records a teams reduction of one 8-byte variable keeps in ompred's
// pool for the large resident-team count (0: no such count).
uint64_t residentRecordsLarge();

bool widenGenericThreadLimits(llvm::Module &M, llvm::FunctionAnalysisManager *FAM = nullptr);
bool capResidentCandidateRegisters(llvm::Module &M);
bool widenStoreLoopBounds(llvm::Module &M);
// -ompred-store-loop-blocks, which the host's launches read too.
bool storeLoopBlocksEnabled();
bool dropThreadBoundHints(llvm::Module &M);
// The same for one kernel, K of M (none other is read or changed).
bool dropThreadBoundHint(llvm::Module &M, llvm::Function &K);
// Whether ResidentTeamsPass is expected to give kernel K resident teams,
// judged at the pipeline start (ResidentTeams.cpp).
bool mayGetResidentTeams(llvm::Function &K);

// Whether L is a merged loop: its step is the merge's stride bound, which
// carries MergedStrideMark (MergedLoopCount.cpp).
bool isMergedLoop(const llvm::Loop &L);
// Whether a block of L may write memory.
bool loopWritesMemory(const llvm::Loop &L);
// Whether S is that bound (looking through the sign-bit mask of signed loops).
bool isMergedStride(const llvm::Value *S);
// A merged loop's increment Next = IV + Step: IV a phi of the loop's header
// whose value from the latch is Next, Step the merge's stride bound,
// invariant in the loop (MergedLoopCount.cpp).
struct MergedStep {
  llvm::PHINode *IV;
  llvm::BinaryOperator *Next;
  llvm::Value *Step;
};
// V as such an increment of L, if it is one.
std::optional<MergedStep> mergedStep(const llvm::Loop &L, llvm::Value *V);

// Whether M is a module the plugin acts on: nvptx64 device code.
bool isNVPTX64DeviceModule(const llvm::Module &M);

} // namespace ompred

#endif
