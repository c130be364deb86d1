//===- LLVMAdapter.h - what differs between the LLVMs the plugin is built for -===//
//
// ompred-passes.so is built twice from the same sources (plugin/CMakeLists.txt):
// against LLVM 19 for clang-19 and against LLVM 22 for clang-22. This header
// is the one place that knows which: every difference between the two, in
// what clang emits and in LLVM's C++ API, is named here once, and the passes
// use these names instead of asking for a version.
//
// What clang emits (docs/plugin.md, "clang-22"):
//  - the parallel region's entry point: clang-19 calls __kmpc_parallel_51(
//    ident, gtid, if_expr, num_threads, proc_bind, fn, wrapper_fn, args,
//    nargs), clang-22 __kmpc_parallel_60 with the same arguments and one more
//    at the end (nt_strict, the num_threads clause's strict modifier). The
//    positions RuntimeCalls.h names are the same in both.
//  - lifetime markers: LLVM 19's llvm.lifetime.start/end(size, ptr), LLVM
//    22's (ptr).
//  - debug declarations: LLVM 19 may still see llvm.dbg.declare calls beside
//    debug records, LLVM 22 only records.
// Kernel properties for ptxas: LLVM 19 reads them from !nvvm.annotations,
// LLVM 22 from function attributes.
// NVVM intrinsics: LLVM 19's barrier0.or became barrier.cta.red.or.aligned.all
// in LLVM 22 (both are PTX's bar.red.or.pred on barrier 0).
// LLVM's C++ API: PassPlugin.h moved to llvm/Plugins/ in LLVM 22, and the
// optimizer-last callbacks take the LTO phase since LLVM 20.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_PLUGIN_LLVMADAPTER_H
#define OMPRED_PLUGIN_LLVMADAPTER_H

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

#if LLVM_VERSION_MAJOR == 19
#include "llvm/Passes/PassPlugin.h"
#elif LLVM_VERSION_MAJOR == 22
#include "llvm/Plugins/PassPlugin.h"
#else
#error "ompred's pass plugin is built against LLVM 19 or LLVM 22 (plugin/CMakeLists.txt checks this)"
#endif

#include <functional>
#include <optional>
#include <string>

namespace ompred {

// The compiler whose code the plugin reads, for remarks ("clang-19").
#define OMPRED_STRINGIFY2(X) #X
#define OMPRED_STRINGIFY(X) OMPRED_STRINGIFY2(X)
constexpr const char *OurClang = "clang-" OMPRED_STRINGIFY(LLVM_VERSION_MAJOR);
constexpr const char *OurLLVM = "LLVM " OMPRED_STRINGIFY(LLVM_VERSION_MAJOR);

// ompred's two device libraries as installed for this LLVM's clang: the
// reduction module alone, and the drop-in runtime, under <prefix>/lib.
#if LLVM_VERSION_MAJOR == 19
constexpr const char *ReductionModuleFile = "libompred-nvptx-sm_XX.bc";
constexpr const char *DropInRuntimeFile = "libomptarget-nvptx-sm_XX.bc";
#else
constexpr const char *ReductionModuleFile = "nvptx64-nvidia-cuda/libompred-nvptx.bc";
constexpr const char *DropInRuntimeFile = "nvptx64-nvidia-cuda/libomptarget-nvptx.bc";
#endif

// The device runtime's entry point through which clang opens a parallel
// region, and its number of arguments.
#if LLVM_VERSION_MAJOR == 19
constexpr const char *ParallelEntryName = "__kmpc_parallel_51";
constexpr unsigned ParallelEntryArgs = 9;
#else
constexpr const char *ParallelEntryName = "__kmpc_parallel_60";
constexpr unsigned ParallelEntryArgs = 10;
#endif

// A SCEVExpander in E: since LLVM 20 it takes the DataLayout from SE.
inline void emplaceSCEVExpander(std::optional<llvm::SCEVExpander> &E, llvm::ScalarEvolution &SE,
                                const char *Name) {
#if LLVM_VERSION_MAJOR == 19
  E.emplace(SE, SE.getDataLayout(), Name);
#else
  E.emplace(SE, Name);
#endif
}

// The object a lifetime marker speaks of.
inline llvm::Value *lifetimeObject(const llvm::LifetimeIntrinsic &LT) {
#if LLVM_VERSION_MAJOR == 19
  return LT.getArgOperand(1); // llvm.lifetime.start(i64 size, ptr)
#else
  return LT.getArgOperand(0); // llvm.lifetime.start(ptr)
#endif
}

// The source variable a debug declaration gives an alloca, if any.
inline const llvm::DILocalVariable *declaredVariable(llvm::AllocaInst *A) {
#if LLVM_VERSION_MAJOR == 19
  for (llvm::DbgDeclareInst *D : llvm::findDbgDeclares(A))
    return D->getVariable();
#endif
  for (llvm::DbgVariableRecord *R : llvm::findDVRDeclares(A))
    return R->getVariable();
  return nullptr;
}

// Kernel K's cap on registers per thread (PTX's .maxnreg), if any: LLVM
// 19's NVPTX backend reads it from !nvvm.annotations ("maxnreg") and only
// as they were when it first read K's annotations (its cache is never
// refreshed), LLVM 22's from the function attribute "nvvm.maxnreg".
inline std::optional<unsigned> registerCap(const llvm::Function &K) {
#if LLVM_VERSION_MAJOR == 19
  if (const llvm::NamedMDNode *Annotations = K.getParent()->getNamedMetadata("nvvm.annotations"))
    for (const llvm::MDNode *Node : Annotations->operands()) {
      if (Node->getNumOperands() == 0 ||
          llvm::mdconst::dyn_extract_or_null<llvm::Function>(Node->getOperand(0)) != &K)
        continue;
      for (unsigned I = 1; I + 1 < Node->getNumOperands(); I += 2) {
        auto *Key = llvm::dyn_cast<llvm::MDString>(Node->getOperand(I));
        auto *Value = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(Node->getOperand(I + 1));
        if (Key && Value && Key->getString() == "maxnreg")
          return Value->getZExtValue();
      }
    }
  return std::nullopt;
#else
  unsigned Registers = 0;
  if (K.getFnAttribute("nvvm.maxnreg").getValueAsString().getAsInteger(10, Registers))
    return std::nullopt;
  return Registers;
#endif
}

// Caps K's registers per thread unless K has a cap already; whether it did.
inline bool capRegistersPerThread(llvm::Function &K, unsigned Registers) {
  if (registerCap(K))
    return false;
#if LLVM_VERSION_MAJOR == 19
  llvm::LLVMContext &Ctx = K.getContext();
  K.getParent()->getOrInsertNamedMetadata("nvvm.annotations")->addOperand(llvm::MDNode::get(
      Ctx, {llvm::ValueAsMetadata::get(&K), llvm::MDString::get(Ctx, "maxnreg"),
            llvm::ConstantAsMetadata::get(
                llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), Registers))}));
#else
  K.addFnAttr("nvvm.maxnreg", std::to_string(Registers));
#endif
  return true;
}

// An aligned barrier of the whole block (barrier 0) that answers, in every
// thread, whether Pred (i1) holds in any thread of the block.
inline llvm::Value *blockBarrierAny(llvm::IRBuilder<> &B, llvm::Value *Pred) {
#if LLVM_VERSION_MAJOR == 19
  llvm::Value *Any = B.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0_or, {},
                                       {B.CreateZExt(Pred, B.getInt32Ty())});
  return B.CreateICmpNE(Any, B.getInt32(0), "ompred.any");
#else
  return B.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier_cta_red_or_aligned_all, {},
                           {B.getInt32(0), Pred}, nullptr, "ompred.any");
#endif
}

// Adds the passes AddPasses adds at the end of every optimization pipeline.
inline void registerOptimizerLast(llvm::PassBuilder &PB,
                                  std::function<void(llvm::ModulePassManager &)> AddPasses) {
#if LLVM_VERSION_MAJOR == 19
  PB.registerOptimizerLastEPCallback(
      [AddPasses](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) { AddPasses(MPM); });
#else
  PB.registerOptimizerLastEPCallback(
      [AddPasses](llvm::ModulePassManager &MPM, llvm::OptimizationLevel, llvm::ThinOrFullLTOPhase) {
        AddPasses(MPM);
      });
#endif
}

} // namespace ompred

#endif // OMPRED_PLUGIN_LLVMADAPTER_H
