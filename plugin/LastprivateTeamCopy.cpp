//===- LastprivateTeamCopy.cpp - one team's lastprivate copy, not one per thread -===//
//
// For `lastprivate(x)` on `distribute parallel for` in an SPMD kernel
// (`target teams distribute parallel for`, or `distribute parallel for`
// directly in `target teams`), clang-19 gives the distribute loop its copy
// of x with __kmpc_alloc_shared at team level and passes that copy to each
// chunk's parallel region, whose thread that runs the chunk's last iteration
// writes it. After the loop, in the team that ran the last chunk, x gets the
// copy's value. In generic mode the team level is one thread and the copy is
// the team's. In SPMD mode every thread runs the team level and LLVM 19's
// __kmpc_alloc_shared gives each thread a copy of its own: one thread's copy
// is written, and every thread of the last team then stores its own copy into
// x, most of them never written (docs/llvm19-defects.md).
//
// The repair gives such a copy one team-shared slot (a static variable in
// shared memory, as generic mode's copy is one per team): the parallel region
// writes it, and every thread reads the written value after the region's
// closing barrier. It applies only to copies that the team level never
// writes: a team-level write, redundantly by every SPMD thread, would race
// on a shared slot. Such a copy is allocated with a constant size in a
// function that only SPMD kernels run at team level (the kernel or a
// function it calls, neither recursive), and its uses are loads (or the
// source of a memcpy), its place in the argument array of the parallel
// entry point's calls (__kmpc_parallel_51, clang-22's __kmpc_parallel_60), its __kmpc_free_shared and lifetime markers.
// Its lifetime is one call of that function, so one slot per allocation site
// serves every chunk and every team of a launch.
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "Passes.h"
#include "RuntimeCalls.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumTeamCopies,
          "Per-thread copies of SPMD kernels' distribute-level lastprivates made one per team");

static cl::opt<bool> LastprivateTeamCopy(
    "ompred-lastprivate-team-copy", cl::init(true), cl::Hidden,
    cl::desc("ompred: give the distribute-level copy of a lastprivate in SPMD kernels one "
             "team-shared slot instead of one per thread (default on)"));

namespace {

constexpr const char *PassName = "ompred";
// NVPTX's shared address space.
constexpr unsigned SharedAddrSpace = 3;

// Functions that run at team level in SPMD kernels only: the SPMD kernels and
// the defined functions they call directly, where every caller is such a
// kernel and no such function calls itself.
SetVector<Function *> spmdTeamLevelFunctions(Module &M) {
  SmallPtrSet<Function *, 8> Kernels, NonSPMDKernels;
  for (Function &F : M) {
    if (F.isDeclaration() || !kernelEnvironment(F))
      continue;
    (kernelConfig(F, CfgExecMode) == ExecModeSPMD ? Kernels : NonSPMDKernels).insert(&F);
  }
  SetVector<Function *> TeamLevel;
  for (Function *K : Kernels) {
    TeamLevel.insert(K);
    for (Instruction &I : instructions(*K)) {
      Function *F = directCallee(I);
      if (!F || F->isDeclaration() || Kernels.count(F) || NonSPMDKernels.count(F))
        continue;
      bool OnlySPMDCallers = llvm::all_of(F->users(), [&](User *U) {
        auto *CB = dyn_cast<CallBase>(U);
        return CB && CB->getCalledOperand() == F && Kernels.count(CB->getFunction());
      });
      bool CallsItself = llvm::any_of(instructions(*F), [&](Instruction &J) {
        return directCallee(J) == F;
      });
      if (OnlySPMDCallers && !CallsItself)
        TeamLevel.insert(F);
    }
  }
  return TeamLevel;
}

bool isLifetimeMarker(const Instruction &I) {
  auto *II = dyn_cast<IntrinsicInst>(&I);
  return II && II->isLifetimeStartOrEnd();
}

// Whether Ptr is (an element of) the argument array of a call of the
// parallel entry point.
bool isParallelArgSlot(Value *Ptr) {
  auto *Array = dyn_cast<AllocaInst>(getUnderlyingObject(Ptr));
  return Array && llvm::any_of(Array->users(), [&](User *U) {
           auto *CB = dyn_cast<CallBase>(U);
           return CB && isParallelCall(*CB) && CB->arg_size() > PArgs &&
                  CB->getArgOperand(PArgs) == Array;
         });
}

// The size of a team-level copy that only parallel regions write, or 0.
uint64_t teamCopySize(CallBase &Alloc) {
  auto *Size = dyn_cast<ConstantInt>(Alloc.getArgOperand(0));
  if (!Size || Size->isZero())
    return 0;
  bool Passed = false, Read = false;
  for (Use &U : Alloc.uses()) {
    auto *I = cast<Instruction>(U.getUser());
    if (isa<LoadInst>(I) && U.getOperandNo() == LoadInst::getPointerOperandIndex()) {
      Read = true;
    } else if (auto *MT = dyn_cast<MemTransferInst>(I);
               MT && U.getOperandNo() == 1 && MT->getRawDest() != &Alloc) {
      Read = true; // an aggregate's copy-back
    } else if (auto *SI = dyn_cast<StoreInst>(I);
               SI && U.getOperandNo() == 0 && isParallelArgSlot(SI->getPointerOperand())) {
      Passed = true;
    } else if (calleeNamed(*I, "__kmpc_free_shared") && U.getOperandNo() == 0) {
      auto *Freed = dyn_cast<ConstantInt>(cast<CallBase>(I)->getArgOperand(1));
      if (!Freed || Freed->getZExtValue() != Size->getZExtValue())
        return 0;
    } else if (!isLifetimeMarker(*I)) {
      return 0;
    }
  }
  return Passed && Read ? Size->getZExtValue() : 0;
}

} // namespace

namespace ompred {

PreservedAnalyses LastprivateTeamCopyPass::run(Module &M, ModuleAnalysisManager &) {
  if (!LastprivateTeamCopy || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Function *F : spmdTeamLevelFunctions(M)) {
    SmallVector<std::pair<CallBase *, uint64_t>, 4> Copies;
    for (Instruction &I : instructions(*F))
      if (calleeNamed(I, "__kmpc_alloc_shared"))
        if (uint64_t Size = teamCopySize(cast<CallBase>(I)))
          Copies.push_back({cast<CallBase>(&I), Size});
    OptimizationRemarkEmitter ORE(F);
    for (auto &Copy : Copies) {
      CallBase *Alloc = Copy.first;
      uint64_t Size = Copy.second;
      LLVM_DEBUG(dbgs() << "ompred: team copy of " << Size << " bytes in " << F->getName()
                        << ": " << *Alloc << "\n");
      auto *Type = ArrayType::get(Type::getInt8Ty(M.getContext()), Size);
      auto *Slot = new GlobalVariable(M, Type, /*isConstant=*/false, GlobalValue::InternalLinkage,
                                      UndefValue::get(Type), F->getName() + ".ompred.team_copy",
                                      nullptr, GlobalValue::NotThreadLocal, SharedAddrSpace);
      Slot->setAlignment(Align(16));
      Value *Generic = ConstantExpr::getAddrSpaceCast(Slot, Alloc->getType());
      // The slot outlives the call: no free, and no lifetime markers, which
      // speak of stack objects.
      for (User *U : make_early_inc_range(Alloc->users()))
        if (auto *I = cast<Instruction>(U); calleeNamed(*I, "__kmpc_free_shared") || isLifetimeMarker(*I))
          I->eraseFromParent();
      ORE.emit([&] {
        return OptimizationRemark(PassName, "LastprivateTeamCopy", Alloc)
               << "distribute-level copy of a lastprivate (" << ore::NV("Bytes", Size)
               << " bytes) written only in parallel regions: one team-shared slot instead of "
                  "one per thread ("
             << OurClang << "'s SPMD code wrote back a thread's own, unwritten copy)";
      });
      Alloc->replaceAllUsesWith(Generic);
      Alloc->eraseFromParent();
      ++NumTeamCopies;
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
