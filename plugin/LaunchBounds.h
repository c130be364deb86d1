//===- LaunchBounds.h - a kernel's launch bounds in clang's IR --------------===//
//
// clang writes a kernel's thread limit three times: into its kernel
// environment's MaxThreads, which libomptarget clamps every launch to; as the
// "omp_target_thread_limit" attribute, to which OpenMPOpt folds
// __kmpc_get_hardware_num_threads_in_block; and as the launch bound the NVPTX
// backend prints as `.maxntid` (a `maxntidx` entry of !nvvm.annotations from
// clang-19, an "nvvm.maxntid" attribute from later clangs). OpenMPOpt writes
// the smallest of the attribute and the bound back into MaxThreads. The
// passes that widen a kernel's bounds (GenericThreadLimit.cpp,
// StoreLoopBlocks.cpp) read and write them here.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_PLUGIN_LAUNCHBOUNDS_H
#define OMPRED_PLUGIN_LAUNCHBOUNDS_H

#include "KernelEnvironment.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <optional>
#include <string>

namespace ompred {

struct KernelEnv {
  llvm::Function *Kernel = nullptr;
  llvm::CallBase *Init = nullptr;
  llvm::GlobalVariable *Env = nullptr;
  uint64_t ExecMode = 0;
  int64_t MaxThreads = 0;
};

// Kernel K with its environment Env, if Env is one.
inline std::optional<KernelEnv> kernelEnv(llvm::Function &K, llvm::GlobalVariable *Env) {
  if (!Env || !Env->hasInitializer())
    return std::nullopt;
  std::optional<int64_t> Mode = environmentConfig(*Env, CfgExecMode);
  std::optional<int64_t> Max = environmentConfig(*Env, CfgMaxThreads);
  if (!Mode || !Max)
    return std::nullopt;
  return KernelEnv{&K, nullptr, Env, static_cast<uint64_t>(*Mode), *Max};
}

// Kernels with the kernel environment their __kmpc_target_init(ptr @env,
// ptr) reads, found through the entry point's users: the bounds are widened
// from a hook that runs before every function of the module is visited by
// some passes (MergeDistribute.cpp), so this must not scan the module's code.
inline llvm::SmallVector<KernelEnv, 8> kernelEnvs(llvm::Module &M) {
  llvm::SmallVector<KernelEnv, 8> Kernels;
  llvm::Function *Init = M.getFunction("__kmpc_target_init");
  if (!Init)
    return Kernels;
  for (llvm::User *U : Init->users()) {
    auto *CB = llvm::dyn_cast<llvm::CallBase>(U);
    if (!CB || CB->getCalledOperand() != Init || CB->arg_size() <= TargetInitEnvironmentArg)
      continue;
    if (std::optional<KernelEnv> KE = kernelEnv(
            *CB->getFunction(),
            llvm::dyn_cast<llvm::GlobalVariable>(CB->getArgOperand(TargetInitEnvironmentArg)))) {
      KE->Init = CB;
      Kernels.push_back(*KE);
    }
  }
  return Kernels;
}

inline void setMaxThreads(llvm::GlobalVariable &Env, int32_t Value) {
  setEnvironmentConfig(Env, CfgMaxThreads, Value);
}

// "omp_target_thread_limit" of K as a number, if it has one.
inline std::optional<int64_t> threadLimitAttr(const llvm::Function &K) {
  llvm::Attribute A = K.getFnAttribute("omp_target_thread_limit");
  int64_t Value = 0;
  if (!A.isStringAttribute() || A.getValueAsString().getAsInteger(10, Value))
    return std::nullopt;
  return Value;
}

// The positions in !nvvm.annotations of K's `maxntidx` entries.
inline llvm::SmallVector<unsigned, 2> maxntidxEntries(llvm::Module &M, llvm::Function &K) {
  llvm::SmallVector<unsigned, 2> Entries;
  if (llvm::NamedMDNode *Ann = M.getNamedMetadata("nvvm.annotations"))
    for (unsigned I = 0, E = Ann->getNumOperands(); I != E; ++I) {
      llvm::MDNode *N = Ann->getOperand(I);
      auto *Key = N->getNumOperands() == 3 ? llvm::dyn_cast<llvm::MDString>(N->getOperand(1)) : nullptr;
      if (Key && Key->getString() == "maxntidx" &&
          llvm::mdconst::dyn_extract_or_null<llvm::Function>(N->getOperand(0)) == &K)
        Entries.push_back(I);
    }
  return Entries;
}

// Whether every launch bound K has (the `maxntidx` annotations and the
// "nvvm.maxntid" attribute) says From, and K has at least one.
inline bool boundsSay(llvm::Module &M, llvm::Function &K, int64_t From) {
  llvm::SmallVector<unsigned, 2> Entries = maxntidxEntries(M, K);
  for (unsigned I : Entries) {
    auto *V = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(
        M.getNamedMetadata("nvvm.annotations")->getOperand(I)->getOperand(2));
    if (!V || V->getSExtValue() != From)
      return false;
  }
  bool Any = !Entries.empty();
  llvm::Attribute A = K.getFnAttribute("nvvm.maxntid");
  if (A.isValid()) {
    int64_t V = 0;
    if (!A.isStringAttribute() || A.getValueAsString().getAsInteger(10, V) || V != From)
      return false;
    Any = true;
  }
  return Any;
}

// K's launch bounds (the annotations and the attribute boundsSay reads)
// become To.
inline void rewriteLaunchBounds(llvm::Module &M, llvm::Function &K, int64_t To) {
  for (unsigned I : maxntidxEntries(M, K)) {
    llvm::NamedMDNode *Ann = M.getNamedMetadata("nvvm.annotations");
    llvm::MDNode *N = Ann->getOperand(I);
    llvm::Type *Ty = llvm::mdconst::extract<llvm::ConstantInt>(N->getOperand(2))->getType();
    llvm::Metadata *Ops[] = {N->getOperand(0), N->getOperand(1),
                             llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(Ty, To))};
    Ann->setOperand(I, llvm::MDNode::get(M.getContext(), Ops));
  }
  if (K.hasFnAttribute("nvvm.maxntid"))
    K.addFnAttr("nvvm.maxntid", std::to_string(To));
}

// The thread limit, bounds and all, becomes To.
inline void rewriteBounds(llvm::Module &M, llvm::Function &K, int64_t To) {
  K.addFnAttr("omp_target_thread_limit", std::to_string(To));
  rewriteLaunchBounds(M, K, To);
}

} // namespace ompred

#endif // OMPRED_PLUGIN_LAUNCHBOUNDS_H
