//===- StoreLoopBlocks.cpp - blocks of 256 for loops that store -===//
//
// A combined `target teams distribute parallel for` whose loop stores in
// every iteration and does not reduce keeps its parallel region per chunk
// (MergeDistribute.cpp leaves it): each team pays the runtime's entry and a
// parallel region's barriers per chunk of 128 iterations. Where the loop
// updates elements in place (it stores to an address it loads from), teams
// of 256 threads with chunks of 256, as CUDA's blocks of 256, run it
// faster at every size. Where it maps elements of arrays to the same
// elements of others (a copy, `e = u / d`), chunks of 256 run faster at
// every size, in blocks of 256 at small trip counts and in blocks of 128
// above; a copy within one array (a halo update) runs faster with chunks
// and blocks of 128, and so does a stencil that stores to another array at
// small trip counts (docs/plugin.md, "Blocks of 256 for loops that store",
// has the measurements).
//
// The launch's block size is chosen on the host (LaunchBlockSize.cpp, for
// such launches without a thread_limit); the device has to allow it. clang
// bounds such a kernel to its default thread limit, 128, three times
// (LaunchBounds.h), and OpenMPOpt folds the distribute chunk,
// __kmpc_get_hardware_num_threads_in_block(), to it. So a kernel as clang
// emitted it (SPMD, thread limit 128, no teams reduction, in a unit whose
// kernels are all SPMD combined constructs, as the host requires) whose
// every distribute loop has clang's default schedule and whose every
// parallel region runs a worksharing loop over the passed chunk, with the
// default schedule, that stores in every iteration and either updates
// elements in place or maps elements of arrays to the same elements of
// others (the host's criteria, WorksharingLoop.h) gets all three bounds
// 256: its chunk folds to 256. A chunk read at run time instead would serve
// launches of either size but costs such loops 4 to 8 registers. A widened
// kernel launched with 128 threads (the host's choice for copies of many
// iterations, a thread_limit(128) clause, OMP_TEAMS_THREAD_LIMIT) runs each
// chunk of 256 with two iterations per thread; where host and device
// disagree otherwise, nothing breaks either: libomptarget clamps a launch
// of 256 to a kernel's MaxThreads of 128.
//
// LLVM 19's NVPTX backend reads a kernel's bounds once, before the plugin's
// pipeline-start passes (see GenericThreadLimit.cpp), so this runs from the
// same hook, on clang's IR; a kernel is judged once (StoreLoopBlocksAttr).
//
//===----------------------------------------------------------------------===//

#include "LaunchBounds.h"
#include "Passes.h"
#include "RuntimeCalls.h"
#include "WorksharingLoop.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

#include <optional>
#include <string>

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumStoreLoopKernelsWidened,
                         "Kernels of loops that store in every iteration given launch bounds "
                         "for blocks of 256");

static cl::opt<bool> StoreLoopBlocks(
    "ompred-store-loop-blocks", cl::init(true), cl::Hidden,
    cl::desc("ompred: run combined `target teams distribute parallel for` loops that store "
             "in every iteration and do not reduce, in place or element by element to other "
             "arrays, in chunks of 256 and blocks of 256 threads (the latter: up to "
             "-ompred-store-loop-blocks-max-trip iterations) (device: their launch bounds; "
             "host: their launches; default on)"));

namespace {

constexpr const char *PassName = "ompred";
// clang's thread limit of an SPMD kernel without a thread_limit clause.
constexpr int64_t ClangThreadLimit = 128;

bool isReduceCall(const Instruction &I) {
  Function *F = directCallee(I);
  return F && F->getName().starts_with("__kmpc_nvptx_") && F->getName().contains("reduce");
}

// Why parallel region P is not a worksharing loop over the chunk its caller
// passes, with clang's default schedule (static, chunks of one), that stores
// in every iteration and updates elements in place or maps elements of
// arrays to the same elements of others, without a reduction (empty if it
// is one).
std::string whyNotStoreLoop(Function &P) {
  if (any_of(instructions(P), isReduceCall))
    return "it reduces";
  CallInst *Init = passedChunkInit(P);
  if (!Init)
    return "a parallel region that is not a worksharing loop over the chunk";
  if (!isConstInt(Init->getArgOperand(ASched), SchedStaticChunked) ||
      !isConstInt(Init->getArgOperand(AChunk), 1))
    return "a schedule clause";
  DominatorTree DT(P);
  LoopInfo LI(DT);
  Loop *L = enteredLoop(Init, DT, LI);
  if (!L || !L->getLoopLatch() || !storesEveryIteration(*L, DT))
    return "its loop does not store in every iteration";
  const char *Why = whyNotChunksOf256(loopAccesses(*L));
  return Why ? Why : "";
}

// Whether distribute init DI has clang's default schedule: static, chunks of
// the block's thread count.
bool defaultDistributeSchedule(CallInst &DI) {
  return DI.arg_size() > AChunk && isConstInt(DI.getArgOperand(ASched), SchedDistributeStaticChunked) &&
         chunkIsBlockThreads(DI);
}

// Why kernel K's team code is not all worksharing loops that store in
// every iteration, in place or element by element to other arrays (empty
// if it is).
std::string whyNotStoreLoops(Function &K) {
  unsigned Regions = 0;
  for (Function *F : reachableThroughCalls({&K}))
    for (Instruction &I : instructions(*F)) {
      if (isReduceCall(I))
        return "it reduces";
      if (isDistributeInit(I) && !defaultDistributeSchedule(cast<CallInst>(I)))
        return "a dist_schedule clause";
      if (!isParallelCall(I))
        continue;
      Function *P = definedMicrotask(cast<CallBase>(I));
      if (!P)
        return "a parallel region it cannot see";
      if (std::string Why = whyNotStoreLoop(*P); !Why.empty())
        return Why;
      ++Regions;
    }
  return Regions ? "" : "no parallel region";
}

// Whether kernel K is a combined `teams distribute parallel for`: its team
// code runs a distribute loop and parallel regions that each run a
// worksharing loop over the chunk they are passed (the host's test of a
// target region, LaunchBlockSize.cpp, on the host fallback).
bool isCombinedConstruct(Function &K) {
  bool Distribute = false;
  unsigned Regions = 0;
  for (Function *F : reachableThroughCalls({&K}))
    for (Instruction &I : instructions(*F)) {
      Distribute |= isDistributeInit(I);
      if (!isParallelCall(I))
        continue;
      Function *P = definedMicrotask(cast<CallBase>(I));
      if (!P || !passedChunkInit(*P))
        return false;
      ++Regions;
    }
  return Distribute && Regions;
}

} // namespace

namespace ompred {

bool storeLoopBlocksEnabled() { return StoreLoopBlocks; }

bool widenStoreLoopBounds(Module &M) {
  if (!StoreLoopBlocks || !isNVPTX64DeviceModule(M))
    return false;
  SmallVector<KernelEnv, 8> Kernels = kernelEnvs(M);
  // Beside a generic-mode kernel the merge takes every loop of the unit.
  if (any_of(Kernels, [](const KernelEnv &KE) { return KE.ExecMode != ExecModeSPMD; }))
    return false;
  SmallVector<KernelEnv *, 8> Candidates;
  for (KernelEnv &KE : Kernels)
    if (!KE.Kernel->hasFnAttribute(StoreLoopBlocksAttr) && KE.MaxThreads == ClangThreadLimit &&
        threadLimitAttr(*KE.Kernel) == ClangThreadLimit && boundsSay(M, *KE.Kernel, ClangThreadLimit) &&
        environmentConfig(*KE.Env, CfgReductionDataSize).value_or(1) == 0)
      Candidates.push_back(&KE);
  if (Candidates.empty())
    return false;
  // The host gives blocks of 256 only in units whose target regions are all
  // combined constructs (LaunchBlockSize.cpp); elsewhere a chunk of 256
  // would run in blocks of 128.
  const KernelEnv *NotCombined = nullptr;
  for (const KernelEnv &KE : Kernels)
    if (!isCombinedConstruct(*KE.Kernel)) {
      NotCombined = &KE;
      break;
    }
  bool Changed = false;
  for (KernelEnv *KEP : Candidates) {
    KernelEnv &KE = *KEP;
    Function &K = *KE.Kernel;
    std::string Why = NotCombined ? ("kernel " + NotCombined->Kernel->getName() +
                                     " of the unit is not a combined construct").str()
                                  : whyNotStoreLoops(K);
    // Judged once: the hook runs before the range pass visits each function.
    K.addFnAttr(StoreLoopBlocksAttr, Why.empty() ? std::to_string(StoreLoopBlockSize) : "0");
    Changed = true;
    OptimizationRemarkEmitter ORE(&K);
    if (!Why.empty()) {
      LLVM_DEBUG(dbgs() << "ompred: " << K.getName() << ": bounds kept: " << Why << "\n");
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "StoreLoopBlocksLeft", KE.Init)
               << "kernel " << ore::NV("Kernel", K.getName()) << " keeps blocks of "
               << ore::NV("ThreadLimit", ClangThreadLimit) << " threads: " << Why;
      });
      continue;
    }
    setMaxThreads(*KE.Env, StoreLoopBlockSize);
    rewriteBounds(M, K, StoreLoopBlockSize);
    ++NumStoreLoopKernelsWidened;
    LLVM_DEBUG(dbgs() << "ompred: " << K.getName() << ": launch bounds " << StoreLoopBlockSize
                      << " for a loop that stores in every iteration\n");
    ORE.emit([&] {
      return OptimizationRemark(PassName, "StoreLoopBlocks", KE.Init)
             << "kernel " << ore::NV("Kernel", K.getName())
             << " of a loop that stores in every iteration: launch bounds "
             << ore::NV("Threads", StoreLoopBlockSize) << " threads, chunks of that size";
    });
  }
  return Changed;
}

PreservedAnalyses StoreLoopBlocksPass::run(Module &M, ModuleAnalysisManager &) {
  return widenStoreLoopBounds(M) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
