//===- HostLaunch.h - a target region's launch in the host module ----------===//
//
// How the host passes read a kernel launch as clang emits it: the call of
// __tgt_target_kernel, the kernel arguments it passes (struct
// __tgt_kernel_arguments, the same layout from LLVM 19 to 22), and the
// region's host fallback.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_PLUGIN_HOSTLAUNCH_H
#define OMPRED_PLUGIN_HOSTLAUNCH_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace ompred {

// __tgt_target_kernel(loc, device, num_teams, thread_limit, region_id, args).
enum LaunchArg : unsigned { LDevice = 1, LNumTeams = 2, LThreadLimit = 3, LRegionId = 4, LKernelArgs = 5 };

// Fields of struct __tgt_kernel_arguments: version, nargs, base pointers,
// pointers, sizes, map types, names, mappers, tripcount, flags (bit 0:
// nowait), num_teams[3], thread_limit[3], dyn_cgroup_mem.
enum KernelArgsField : unsigned {
  KABasePtrs = 2,
  KAPtrs = 3,
  KASizes = 4,
  KAMapTypes = 5,
  KATripcount = 8,
  KAFlags = 9,
  KANumTeams = 10,
  KAThreadLimit = 11
};

// The module's struct __tgt_kernel_arguments, if it has the layout above.
inline llvm::StructType *kernelArgumentsType(llvm::Module &M) {
  llvm::StructType *Args = llvm::StructType::getTypeByName(M.getContext(), "struct.__tgt_kernel_arguments");
  if (!Args || Args->getNumElements() <= KAThreadLimit || !Args->getElementType(KAThreadLimit)->isArrayTy() ||
      !Args->getElementType(KANumTeams)->isArrayTy() || !Args->getElementType(KATripcount)->isIntegerTy(64) ||
      !Args->getElementType(KAFlags)->isIntegerTy(64))
    return nullptr;
  for (unsigned F : {KABasePtrs, KAPtrs, KASizes, KAMapTypes})
    if (!Args->getElementType(F)->isPointerTy())
      return nullptr;
  return Args;
}

// The host fallback of the region whose id is Id: clang names the id
// `.<kernel>.region_id` and the fallback `<kernel>`.
inline llvm::Function *fallbackOf(llvm::Module &M, llvm::Value *Id) {
  auto *GV = llvm::dyn_cast<llvm::GlobalVariable>(Id->stripPointerCasts());
  if (!GV)
    return nullptr;
  llvm::StringRef Name = GV->getName();
  if (!Name.consume_front(".") || !Name.consume_back(".region_id"))
    return nullptr;
  return M.getFunction(Name);
}

// The fallback's calls of __kmpc_fork_teams(loc, argc, fn, args...): one
// where the region has a teams construct.
inline llvm::SmallVector<llvm::CallInst *, 1> teamsForks(llvm::Function &Fallback) {
  llvm::SmallVector<llvm::CallInst *, 1> Forks;
  for (llvm::Instruction &I : llvm::instructions(Fallback))
    if (auto *CI = llvm::dyn_cast<llvm::CallInst>(&I))
      if (llvm::Function *F = CI->getCalledFunction(); F && F->getName() == "__kmpc_fork_teams")
        Forks.push_back(CI);
  return Forks;
}

// The teams function a __kmpc_fork_teams call forks, if it is defined here.
inline llvm::Function *forkedTeams(llvm::CallInst &Fork) {
  auto *Teams = llvm::dyn_cast<llvm::Function>(Fork.getArgOperand(2)->stripPointerCasts());
  return Teams && !Teams->isDeclaration() ? Teams : nullptr;
}

// Whether I calls one of the host runtime's reduction entry points
// (__kmpc_reduce, __kmpc_reduce_nowait).
inline bool isHostReduce(const llvm::Instruction &I) {
  auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
  llvm::Function *F = CB ? CB->getCalledFunction() : nullptr;
  return F && F->getName().starts_with("__kmpc_reduce");
}

} // namespace ompred

#endif // OMPRED_PLUGIN_HOSTLAUNCH_H
