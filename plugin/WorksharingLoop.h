//===- WorksharingLoop.h - the loop a worksharing init starts, in clang's IR -===//
//
// What the device's merge and the host's launch shape read of the same
// loop: clang emits a combined construct's parallel region alike for the
// device and for the host fallback, and both read it at the pipeline's
// start with one criterion (storesEveryIteration) for which loops the
// device merges.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_PLUGIN_WORKSHARINGLOOP_H
#define OMPRED_PLUGIN_WORKSHARINGLOOP_H

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

namespace ompred {

// The worksharing loop clang emits right after ForInit (its header is the
// init block's one successor), if it is an outermost loop headed there.
inline llvm::Loop *worksharingLoop(llvm::CallInst *ForInit, llvm::LoopInfo &LI) {
  llvm::BasicBlock *Header = ForInit->getParent()->getSingleSuccessor();
  llvm::Loop *L = Header ? LI.getLoopFor(Header) : nullptr;
  return L && L->getHeader() == Header && !L->getParentLoop() ? L : nullptr;
}

// The one outermost loop that the code after ForInit enters (its header
// dominated by ForInit's block), if there is exactly one: the host fallback
// first bounds the chunk's upper bound in a branch of its own, where the
// device enters the loop straight after the init (worksharingLoop).
inline llvm::Loop *enteredLoop(llvm::CallInst *ForInit, llvm::DominatorTree &DT, llvm::LoopInfo &LI) {
  llvm::Loop *Entered = nullptr;
  for (llvm::Loop *L : LI)
    if (DT.dominates(ForInit->getParent(), L->getHeader())) {
      if (Entered)
        return nullptr;
      Entered = L;
    }
  return Entered;
}

// Whether loop L (with a latch) stores to memory other than its function's
// own locals in every iteration: from a block that dominates its latch.
inline bool storesEveryIteration(llvm::Loop &L, llvm::DominatorTree &DT) {
  llvm::BasicBlock *Latch = L.getLoopLatch();
  for (llvm::BasicBlock *BB : L.blocks()) {
    if (!DT.dominates(BB, Latch))
      continue;
    for (llvm::Instruction &I : *BB)
      if (auto *SI = llvm::dyn_cast<llvm::StoreInst>(&I))
        if (!llvm::isa<llvm::AllocaInst>(llvm::getUnderlyingObject(SI->getPointerOperand())))
          return true;
  }
  return false;
}

} // namespace ompred

#endif // OMPRED_PLUGIN_WORKSHARINGLOOP_H
