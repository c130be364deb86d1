//===- BlockBarriers.h - aligned block barriers and SPMD kernels ----------===//
//
// What RedundantBarriers.cpp and TeamStateFold.cpp both read: which calls are
// aligned barriers of the whole block (every thread of the block reaches the
// same one: LLVM 19's llvm.nvvm.barrier0 and its bar.red forms, later LLVMs'
// barrier.cta.*.aligned.all), and which kernels run in SPMD mode, where the
// device runtime reaches its block barriers in every thread.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_PLUGIN_BLOCKBARRIERS_H
#define OMPRED_PLUGIN_BLOCKBARRIERS_H

#include "KernelEnvironment.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace ompred {

// Removable: __syncthreads (barrier 0, no result). Reducing: the aligned
// barriers that also reduce a predicate (bar.red), or another barrier id.
enum class BarrierKind { None, Removable, Reducing };

inline BarrierKind barrierKind(const llvm::Instruction &I) {
  const auto *II = llvm::dyn_cast<llvm::IntrinsicInst>(&I);
  if (!II)
    return BarrierKind::None;
  switch (II->getIntrinsicID()) {
#if LLVM_VERSION_MAJOR == 19
  case llvm::Intrinsic::nvvm_barrier0:
    return BarrierKind::Removable;
  case llvm::Intrinsic::nvvm_barrier0_and:
  case llvm::Intrinsic::nvvm_barrier0_or:
  case llvm::Intrinsic::nvvm_barrier0_popc:
    return BarrierKind::Reducing;
#else
  case llvm::Intrinsic::nvvm_barrier_cta_sync_aligned_all: {
    const auto *Id = llvm::dyn_cast<llvm::ConstantInt>(II->getArgOperand(0));
    return Id && Id->isZero() ? BarrierKind::Removable : BarrierKind::Reducing;
  }
  case llvm::Intrinsic::nvvm_barrier_cta_red_and_aligned_all:
  case llvm::Intrinsic::nvvm_barrier_cta_red_or_aligned_all:
  case llvm::Intrinsic::nvvm_barrier_cta_red_popc_aligned_all:
    return BarrierKind::Reducing;
#endif
  default:
    return BarrierKind::None;
  }
}

inline bool isAlignedBlockBarrier(const llvm::Instruction &I) {
  return barrierKind(I) != BarrierKind::None;
}

// Whether K is a kernel whose environment says SPMD mode (also after
// OpenMPOpt's SPMDization, ExecMode 3).
inline bool isSPMDKernel(llvm::Function &K) {
  llvm::GlobalVariable *Env = K.isDeclaration() ? nullptr : namedKernelEnvironment(K);
  if (!Env || !Env->hasInitializer())
    return false;
  return environmentConfig(*Env, CfgExecMode).value_or(0) & ExecModeSPMD;
}

} // namespace ompred

#endif // OMPRED_PLUGIN_BLOCKBARRIERS_H
