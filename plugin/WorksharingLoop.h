//===- WorksharingLoop.h - the loop a worksharing init starts, in clang's IR -===//
//
// The loop a worksharing init starts, read on clang's IR at the pipeline's
// start, and whether it stores in every iteration: what the merge reads to
// leave a loop its parallel region per chunk (MergeDistribute.cpp).
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
