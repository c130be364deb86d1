//===- NestedParallelGeneric.cpp - generic kernels whose regions nest stay generic -===//
//
// A generic kernel in which a parallel region opens another (`target teams
// distribute` + `parallel for`, and inside an iteration another `parallel
// for`) computes wrong values once OpenMPOpt has made it SPMD: inner
// reductions and atomic updates come back 0 or many times too large, and the
// outer loop's side effects repeat (docs/llvm19-defects.md). The same kernels
// are right when OpenMPOpt leaves them generic (-openmp-opt-disable-spmdization,
// which does so for every kernel of the unit). This pass keeps only the
// kernels with nested regions generic.
//
// OpenMPOpt makes a generic kernel SPMD only if every instruction its team
// level runs is known to be safe in SPMD mode; a call it cannot see into is
// not, unless an "ompx_spmd_amenable" assumption says so. So the pass puts an
// empty `asm sideeffect` call on the kernel's team level, just before
// __kmpc_target_deinit, with the assumptions "omp_no_openmp" and
// "omp_no_parallelism": it opens no parallel region, which leaves OpenMPOpt
// free to give the kernel its specialized state machine. The call emits no
// instruction.
//
// A kernel has nested regions if a microtask it passes to the parallel entry
// point (__kmpc_parallel_51; clang-22's __kmpc_parallel_60) (from the kernel
// or a function it calls, through direct calls) reaches, through direct
// calls, a call of that entry point.
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "Passes.h"
#include "RuntimeCalls.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumKeptGeneric,
          "Generic kernels with nested parallel regions kept away from SPMDization");

static cl::opt<bool> NestedParallelGeneric(
    "ompred-nested-parallel-generic", cl::init(true), cl::Hidden,
    cl::desc("ompred: keep generic kernels whose parallel regions open parallel regions "
             "generic, away from OpenMPOpt's SPMDization (default on)"));

namespace {

constexpr const char *PassName = "ompred";
// A microtask that K's team level passes to the parallel entry point and
// that itself reaches a call of it, if any.
Function *nestingRegion(Function &K, const Function &Parallel) {
  for (Function *F : reachableThroughCalls({&K}))
    for (Instruction &I : instructions(*F)) {
      if (!isParallelCall(I))
        continue;
      Function *Task = definedMicrotask(cast<CallBase>(I));
      if (Task && reachesCallTo(*Task, Parallel))
        return Task;
    }
  return nullptr;
}

CallInst *targetDeinit(Function &K) {
  for (Instruction &I : instructions(K))
    if (calleeNamed(I, "__kmpc_target_deinit"))
      return cast<CallInst>(&I);
  return nullptr;
}

} // namespace

namespace ompred {

PreservedAnalyses NestedParallelGenericPass::run(Module &M, ModuleAnalysisManager &) {
  if (!NestedParallelGeneric || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  Function *Parallel = M.getFunction(ParallelEntryName);
  if (!Parallel)
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Function &K : M) {
    if (K.isDeclaration() || kernelConfig(K, CfgExecMode) != ExecModeGeneric)
      continue;
    CallInst *Deinit = targetDeinit(K);
    Function *Region = Deinit ? nestingRegion(K, *Parallel) : nullptr;
    if (!Region)
      continue;
    LLVM_DEBUG(dbgs() << "ompred: " << K.getName() << " kept generic, nesting region "
                      << Region->getName() << "\n");
    auto *Barrier = InlineAsm::get(FunctionType::get(Type::getVoidTy(M.getContext()), false),
                                   "", "", /*hasSideEffects=*/true);
    CallInst *Call = CallInst::Create(Barrier, {}, "", Deinit->getIterator());
    Call->addFnAttr(Attribute::get(M.getContext(), "llvm.assume",
                                   "omp_no_openmp,omp_no_parallelism"));
    Call->addFnAttr(Attribute::NoUnwind);
    OptimizationRemarkEmitter ORE(&K);
    ORE.emit([&] {
      return OptimizationRemark(PassName, "NestedParallelGeneric", Deinit)
             << "generic kernel " << ore::NV("Kernel", K.getName())
             << " kept generic: its parallel region " << ore::NV("Region", Region->getName())
             << " opens another, and " << OurClang
             << "'s OpenMPOpt miscompiles such kernels when it makes them SPMD";
    });
    ++NumKeptGeneric;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
