//===- KernelEnvironment.h - clang's per-kernel environment in the IR ------===//
//
// clang emits one constant KernelEnvironmentTy per kernel and passes it to
// __kmpc_target_init; libomptarget reads it from the image before every
// launch. Its fields' positions, execution modes and the schedule kinds are
// named in include/ompred/kernel_environment.h, beside the runtime's ABI.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_PLUGIN_KERNELENVIRONMENT_H
#define OMPRED_PLUGIN_KERNELENVIRONMENT_H

#include "RuntimeCalls.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include "ompred/kernel_environment.h"

#include <algorithm>
#include <optional>
#include <string>

namespace ompred {

// __kmpc_target_init(KernelEnvironmentTy *env, KernelLaunchEnvironmentTy *):
// the kernel's environment is its first argument.
constexpr unsigned TargetInitEnvironmentArg = 0;

// The kernel environment K passes to __kmpc_target_init, if K is a kernel
// whose environment is a defined constant.
inline llvm::GlobalVariable *kernelEnvironment(llvm::Function &K) {
  for (llvm::Instruction &I : llvm::instructions(K)) {
    if (!calleeNamed(I, "__kmpc_target_init"))
      continue;
    auto *Env = llvm::dyn_cast<llvm::GlobalVariable>(
        llvm::cast<llvm::CallBase>(I).getArgOperand(TargetInitEnvironmentArg));
    return Env && Env->hasInitializer() ? Env : nullptr;
  }
  return nullptr;
}

// K's kernel environment once the runtime's __kmpc_target_init is inlined
// into K (kernelEnvironment finds no call then): clang names it after the
// kernel. Null if K has none.
inline llvm::GlobalVariable *namedKernelEnvironment(llvm::Function &K) {
  return K.getParent()->getNamedGlobal((K.getName() + "_kernel_environment").str());
}

// The kernels whose direct calls reach F (through functions that only direct
// calls use), or why they cannot be known.
inline std::string kernelsReaching(llvm::Function &F,
                                   llvm::SmallVectorImpl<llvm::Function *> &Kernels) {
  llvm::SmallVector<llvm::Function *, 8> Work{&F};
  llvm::SmallPtrSet<llvm::Function *, 8> Seen{&F};
  while (!Work.empty()) {
    llvm::Function *G = Work.pop_back_val();
    if (kernelEnvironment(*G)) {
      Kernels.push_back(G);
      continue;
    }
    for (llvm::User *U : G->users()) {
      auto *CB = llvm::dyn_cast<llvm::CallBase>(U);
      if (!CB || CB->getCalledOperand() != G)
        return ("function " + G->getName() + " is used other than by a direct call").str();
      if (Seen.insert(CB->getFunction()).second)
        Work.push_back(CB->getFunction());
    }
  }
  if (Kernels.empty())
    return ("no kernel reaches " + F.getName()).str();
  return "";
}

// Field of a kernel environment's ConfigurationEnvironmentTy; nullopt if it
// has no such field.
inline std::optional<int64_t> environmentConfig(const llvm::GlobalVariable &Env,
                                                ConfigField Field) {
  auto *Cfg = llvm::dyn_cast_or_null<llvm::ConstantStruct>(
      Env.getInitializer()->getAggregateElement(KernelEnvConfiguration));
  if (!Cfg)
    return std::nullopt;
  auto *Value = llvm::dyn_cast_or_null<llvm::ConstantInt>(Cfg->getAggregateElement(Field));
  if (!Value)
    return std::nullopt;
  return Value->getSExtValue();
}

// Field of K's ConfigurationEnvironmentTy; nullopt if K is not a kernel or
// has no such field.
inline std::optional<int64_t> kernelConfig(llvm::Function &K, ConfigField Field) {
  llvm::GlobalVariable *Env = kernelEnvironment(K);
  if (!Env)
    return std::nullopt;
  return environmentConfig(*Env, Field);
}

// Rewrites one field of a kernel environment (which environmentConfig reads).
inline void setEnvironmentConfig(llvm::GlobalVariable &Env, ConfigField Field, int64_t Value) {
  auto *Init = llvm::cast<llvm::ConstantStruct>(Env.getInitializer());
  auto *Cfg = llvm::cast<llvm::ConstantStruct>(Init->getAggregateElement(KernelEnvConfiguration));
  llvm::SmallVector<llvm::Constant *, 12> CfgFields;
  for (unsigned I = 0, E = Cfg->getNumOperands(); I != E; ++I)
    CfgFields.push_back(Cfg->getOperand(I));
  CfgFields[Field] = llvm::ConstantInt::get(CfgFields[Field]->getType(), Value, /*IsSigned=*/true);
  llvm::SmallVector<llvm::Constant *, 4> Members;
  for (unsigned I = 0, E = Init->getNumOperands(); I != E; ++I)
    Members.push_back(Init->getOperand(I));
  Members[KernelEnvConfiguration] = llvm::ConstantStruct::get(Cfg->getType(), CfgFields);
  Env.setInitializer(llvm::ConstantStruct::get(Init->getType(), Members));
}

// A kernel whose teams reductions keep their per-launch state in ompred's
// pool (OwnedLaunchState.cpp) has ReductionDataSize and ReductionBufferLength
// 0 in its environment; these function attributes keep its record size and
// the records its teams reductions use, for the passes that size its launch
// later (ResidentTeams.cpp).
constexpr const char *OwnedRecordBytesAttr = "ompred-owned-record-bytes";
constexpr const char *OwnedRecordsAttr = "ompred-owned-records";
// The records of clang's count among them (-fopenmp-cuda-teams-reduction-recs-num),
// which bound a launch's resident teams in ordinary launches (ResidentTeams.cpp).
constexpr const char *OwnedDefaultRecordsAttr = "ompred-owned-default-records";

// A kernel whose launches with a large iteration space may get more resident
// teams: a loop that reduces at most 8 bytes and stores, found at the
// pipeline's start (ResidentTeams.cpp), which also keeps more records for it
// (OwnedLaunchState.cpp).
constexpr const char *ResidentLargeAttr = "ompred-resident-large";

// The teams reduction's record size and record count of kernel K with
// environment Env: the environment's, or what the owned launch state kept on
// K; {0, 0} without a teams reduction.
struct TeamsReductionRecords {
  int64_t Bytes = 0;
  int64_t Records = 0;
  int64_t DefaultRecords = 0; // clang's count, at most Records
};
inline TeamsReductionRecords teamsReductionRecords(const llvm::Function &K,
                                                   const llvm::GlobalVariable &Env) {
  int64_t Bytes = environmentConfig(Env, CfgReductionDataSize).value_or(0);
  if (Bytes > 0) {
    int64_t Records = environmentConfig(Env, CfgReductionBufferLength).value_or(0);
    return {Bytes, Records, Records};
  }
  auto Read = [&](const char *Name) -> int64_t {
    int64_t V = 0;
    if (K.hasFnAttribute(Name) && !K.getFnAttribute(Name).getValueAsString().getAsInteger(10, V))
      return V;
    return 0;
  };
  int64_t Records = Read(OwnedRecordsAttr);
  int64_t Default =
      K.hasFnAttribute(OwnedDefaultRecordsAttr) ? Read(OwnedDefaultRecordsAttr) : Records;
  return {Read(OwnedRecordBytesAttr), Records, std::min(Default, Records)};
}

} // namespace ompred

#endif // OMPRED_PLUGIN_KERNELENVIRONMENT_H
