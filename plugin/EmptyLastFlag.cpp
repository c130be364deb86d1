//===- EmptyLastFlag.cpp - no `last` flag for a thread or team without iterations -===//
//
// clang-19 runs a worksharing or distribute loop over an unsigned iteration
// space (a loop with a step other than 1, or an unsigned induction variable)
// through __kmpc_for_static_init_{4u,8u} and
// __kmpc_distribute_static_init_{4u,8u}. LLVM 19's device runtime computes
// their `last` flag as ((UB - (UB mod C)) - LB) mod Stride == 0 in the
// unsigned type: for a thread or team whose first iteration LB lies past the
// loop's last iteration UB the difference wraps, and for some of them the
// remainder is 0. Such an entity runs no iteration but reports itself last,
// and a lastprivate's copy-out then stores its never-written copy, racing
// with the entity that ran the last iteration (docs/llvm19-defects.md). With
// signed types the difference is above -Stride and never a nonzero multiple.
//
// The repair: after each such call, the flag is cleared where the lower
// bound the call returned lies past the upper bound the caller passed in (the
// loop's last iteration; clang stores it there before the call and clamps the
// returned one to it after). The comparison is unsigned, as the runtime's.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "RuntimeCalls.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumLastFlagsGuarded,
          "Unsigned static-schedule inits whose `last` flag is cleared for empty entities");

static cl::opt<bool> EmptyLastFlag(
    "ompred-empty-last-flag", cl::init(true), cl::Hidden,
    cl::desc("ompred: clear the `last` flag the device runtime's unsigned static schedules "
             "set for a thread or team without iterations (default on)"));

namespace {

constexpr const char *PassName = "ompred";
// The bit width of the iteration space of an unsigned static init, or 0.
unsigned unsignedInitWidth(StringRef Name) {
  for (StringRef Prefix : {"__kmpc_for_static_init_", "__kmpc_distribute_static_init_"})
    if (std::optional<InitKind> Kind = initKind(Name, Prefix))
      return Kind->Signed ? 0 : Kind->Bits;
  return 0;
}

} // namespace

namespace ompred {

PreservedAnalyses EmptyLastFlagPass::run(Module &M, ModuleAnalysisManager &) {
  if (!EmptyLastFlag || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    SmallVector<std::pair<CallInst *, unsigned>, 4> Inits;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (Function *Callee = CI->getCalledFunction(); Callee && CI->arg_size() > AUb)
          if (unsigned Width = unsignedInitWidth(Callee->getName()))
            Inits.push_back({CI, Width});
    if (Inits.empty())
      continue;
    OptimizationRemarkEmitter ORE(&F);
    for (auto &InitWidth : Inits) {
      CallInst *Init = InitWidth.first;
      unsigned Width = InitWidth.second;
      Type *IV = IntegerType::get(M.getContext(), Width);
      Value *Last = Init->getArgOperand(ALast);
      Value *Lower = Init->getArgOperand(ALb);
      Value *Upper = Init->getArgOperand(AUb);
      IRBuilder<> Before(Init);
      Value *LoopEnd = Before.CreateLoad(IV, Upper, "ompred.loop.end");
      IRBuilder<> After(Init->getNextNode());
      Value *First = After.CreateLoad(IV, Lower, "ompred.first");
      Value *Empty = After.CreateICmpUGT(First, LoopEnd, "ompred.empty");
      Value *Flag = After.CreateLoad(After.getInt32Ty(), Last, "ompred.last");
      After.CreateStore(After.CreateSelect(Empty, After.getInt32(0), Flag), Last);
      ORE.emit([&] {
        return OptimizationRemark(PassName, "EmptyLastFlag", Init)
               << ore::NV("Init", Init->getCalledFunction()->getName())
               << ": `last` cleared for a thread or team without iterations (" << OurLLVM
               << "'s unsigned schedule can set it there)";
      });
      ++NumLastFlagsGuarded;
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
