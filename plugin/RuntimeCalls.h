//===- RuntimeCalls.h - the device runtime's calls in clang's IR -----------===//
//
// How the plugin's passes find the calls clang emits into the device runtime
// and read their arguments: the argument positions of the worksharing inits
// and of the parallel region's entry point (__kmpc_parallel_51 from
// clang-19, __kmpc_parallel_60 from clang-22: LLVMAdapter.h), named once for
// every pass.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_PLUGIN_RUNTIMECALLS_H
#define OMPRED_PLUGIN_RUNTIMECALLS_H

#include "LLVMAdapter.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <optional>

namespace ompred {

// The function I calls directly, if I is a call.
inline llvm::Function *directCallee(const llvm::Instruction &I) {
  auto *CB = llvm::dyn_cast<llvm::CallBase>(&I);
  return CB ? CB->getCalledFunction() : nullptr;
}

// The function I calls directly, if I is a call of the function named Name.
inline llvm::Function *calleeNamed(const llvm::Instruction &I, llvm::StringRef Name) {
  llvm::Function *F = directCallee(I);
  return F && F->getName() == Name ? F : nullptr;
}

// Whether V is the integer constant C.
inline bool isConstInt(const llvm::Value *V, uint64_t C) {
  auto *CI = llvm::dyn_cast<llvm::ConstantInt>(V);
  return CI && CI->getZExtValue() == C;
}

// Argument positions of __kmpc_{distribute,for}_static_init_*(loc, gtid,
// sched, plast, plb, pub, pstride, incr, chunk).
enum InitArg : unsigned { ASched = 2, ALast = 3, ALb = 4, AUb = 5, AStride = 6, AIncr = 7, AChunk = 8 };
constexpr unsigned InitArgs = 9;

// The iteration space of a static init: its suffix 4, 4u, 8 or 8u.
struct InitKind {
  unsigned Bits;
  bool Signed;
};

// The kind of the static init named Name, if its name is Prefix and a suffix.
inline std::optional<InitKind> initKind(llvm::StringRef Name, llvm::StringRef Prefix) {
  if (!Name.consume_front(Prefix))
    return std::nullopt;
  if (Name == "4")
    return InitKind{32, true};
  if (Name == "4u")
    return InitKind{32, false};
  if (Name == "8")
    return InitKind{64, true};
  if (Name == "8u")
    return InitKind{64, false};
  return std::nullopt;
}

// Whether I calls a distribute loop's static init,
// __kmpc_distribute_static_init_*.
inline bool isDistributeInit(const llvm::Instruction &I) {
  llvm::Function *F = directCallee(I);
  return F && initKind(F->getName(), "__kmpc_distribute_static_init_");
}

// Whether distribute init DI's chunk is clang's default, the block's thread
// count: a call of __kmpc_get_hardware_num_threads_in_block(), extended for
// 64-bit loops.
inline bool chunkIsBlockThreads(const llvm::CallInst &DI) {
  const llvm::Value *Chunk = DI.getArgOperand(AChunk);
  if (llvm::isa<llvm::ZExtInst>(Chunk) || llvm::isa<llvm::SExtInst>(Chunk))
    Chunk = llvm::cast<llvm::CastInst>(Chunk)->getOperand(0);
  auto *Call = llvm::dyn_cast<llvm::CallInst>(Chunk);
  return Call && calleeNamed(*Call, "__kmpc_get_hardware_num_threads_in_block");
}

// Argument positions of the parallel entry point, ParallelEntryName:
// __kmpc_parallel_51(ident, gtid, if_expr, num_threads, proc_bind, fn,
// wrapper_fn, args, nargs), and __kmpc_parallel_60(..., nargs, nt_strict).
enum ParallelArg : unsigned { PIfExpr = 2, PNumThreads = 3, PMicrotask = 5, PArgs = 7 };

// Whether I calls the parallel entry point directly.
inline bool isParallelCall(const llvm::Instruction &I) {
  return calleeNamed(I, ParallelEntryName) != nullptr;
}

// The defined function a call of the parallel entry point passes as its
// microtask (fn), or null.
inline llvm::Function *definedMicrotask(const llvm::CallBase &CB) {
  if (CB.arg_size() <= PMicrotask)
    return nullptr;
  auto *Fn = llvm::dyn_cast<llvm::Function>(CB.getArgOperand(PMicrotask)->stripPointerCasts());
  return Fn && !Fn->isDeclaration() ? Fn : nullptr;
}

// Whether F calls Target, directly or through a chain of direct calls to
// defined functions.
inline bool reachesCallTo(const llvm::Function &F, const llvm::Function &Target) {
  llvm::SmallPtrSet<const llvm::Function *, 32> Visited{&F};
  llvm::SmallVector<const llvm::Function *, 32> Work{&F};
  while (!Work.empty()) {
    const llvm::Function *G = Work.pop_back_val();
    for (const llvm::Instruction &I : llvm::instructions(*G)) {
      const llvm::Function *Callee = directCallee(I);
      if (!Callee)
        continue;
      if (Callee == &Target)
        return true;
      if (!Callee->isDeclaration() && Visited.insert(Callee).second)
        Work.push_back(Callee);
    }
  }
  return false;
}

// Roots and the defined functions they reach through direct calls (a
// kernel's team level, when Roots are kernels: microtasks are passed to the
// parallel entry point, not called).
inline llvm::SetVector<llvm::Function *> reachableThroughCalls(llvm::ArrayRef<llvm::Function *> Roots) {
  llvm::SetVector<llvm::Function *> Seen(Roots.begin(), Roots.end());
  for (unsigned I = 0; I < Seen.size(); ++I)
    for (llvm::Instruction &Inst : llvm::instructions(*Seen[I]))
      if (llvm::Function *Callee = directCallee(Inst); Callee && !Callee->isDeclaration())
        Seen.insert(Callee);
  return Seen;
}

// Arguments of clang's outlined parallel function of a combined construct
// (gtid*, btid*, lb, ub, captures...): the chunk bounds the distribute loop
// passes.
enum OutlinedArg : unsigned { OLb = 2, OUb = 3 };

// V stripped of casts, if it is a load from an alloca of the function that
// stores the function's argument ArgNo (clang's -O0 spill of outlined args).
inline bool loadsArgument(llvm::Value *V, unsigned ArgNo) {
  V = V->stripPointerCasts();
  while (auto *Cast = llvm::dyn_cast<llvm::CastInst>(V))
    V = Cast->getOperand(0);
  auto *LI = llvm::dyn_cast<llvm::LoadInst>(V);
  if (!LI)
    return false;
  auto *Slot = llvm::dyn_cast<llvm::AllocaInst>(LI->getPointerOperand());
  if (!Slot)
    return false;
  for (llvm::User *U : Slot->users())
    if (auto *SI = llvm::dyn_cast<llvm::StoreInst>(U))
      if (SI->getPointerOperand() == Slot) {
        auto *A = llvm::dyn_cast<llvm::Argument>(SI->getValueOperand());
        if (A && A->getArgNo() == ArgNo)
          return true;
      }
  return false;
}

// True if Ptr's slot gets, somewhere in its function, a value loaded from
// the outlined function's argument ArgNo (the chunk bound passed by the
// distribute loop).
inline bool slotTakesArgument(llvm::Value *Ptr, unsigned ArgNo) {
  auto *Slot = llvm::dyn_cast<llvm::AllocaInst>(Ptr);
  if (!Slot)
    return false;
  for (llvm::User *U : Slot->users())
    if (auto *SI = llvm::dyn_cast<llvm::StoreInst>(U))
      if (SI->getPointerOperand() == Slot && loadsArgument(SI->getValueOperand(), ArgNo))
        return true;
  return false;
}

} // namespace ompred

#endif // OMPRED_PLUGIN_RUNTIMECALLS_H
