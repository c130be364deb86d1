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

#include "RuntimeCalls.h"

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

// Whether Ptr addresses its function's own locals (an alloca: the thread's
// stack), which no other thread sees.
inline bool isOwnLocal(const llvm::Value *Ptr) {
  return llvm::isa<llvm::AllocaInst>(llvm::getUnderlyingObject(Ptr));
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
        if (!isOwnLocal(SI->getPointerOperand()))
          return true;
  }
  return false;
}

// Whether A and B compute the same address in clang's IR, which reloads a
// variable from its local for every use: the same value, or the same
// operation (a load, a getelementptr, a cast, an arithmetic operation) of
// operands that compute the same, up to Depth operations deep.
inline bool sameAddress(const llvm::Value *A, const llvm::Value *B, unsigned Depth = 12) {
  if (A == B)
    return true;
  auto *IA = llvm::dyn_cast<llvm::Instruction>(A);
  auto *IB = llvm::dyn_cast<llvm::Instruction>(B);
  if (!IA || !IB || !Depth || IA->getOpcode() != IB->getOpcode() || IA->getType() != IB->getType() ||
      IA->getNumOperands() != IB->getNumOperands() ||
      !(llvm::isa<llvm::LoadInst>(IA) || llvm::isa<llvm::GetElementPtrInst>(IA) ||
        llvm::isa<llvm::CastInst>(IA) || llvm::isa<llvm::BinaryOperator>(IA)))
    return false;
  if (auto *GA = llvm::dyn_cast<llvm::GetElementPtrInst>(IA))
    if (GA->getSourceElementType() != llvm::cast<llvm::GetElementPtrInst>(IB)->getSourceElementType())
      return false;
  for (unsigned I = 0, E = IA->getNumOperands(); I != E; ++I)
    if (!sameAddress(IA->getOperand(I), IB->getOperand(I), Depth - 1))
      return false;
  return true;
}

// The addresses loop L loads from and stores to, but those of its
// function's own locals.
struct LoopAccesses {
  llvm::SmallVector<const llvm::Value *, 8> Loaded, Stored;
};

inline LoopAccesses loopAccesses(llvm::Loop &L) {
  LoopAccesses A;
  for (llvm::BasicBlock *BB : L.blocks())
    for (llvm::Instruction &I : *BB) {
      const llvm::Value *Ptr = llvm::getLoadStorePointerOperand(&I);
      if (!Ptr || isOwnLocal(Ptr))
        continue;
      (llvm::isa<llvm::LoadInst>(I) ? A.Loaded : A.Stored).push_back(Ptr);
    }
  return A;
}

// Whether a loop updates elements in place: it stores to an address it also
// loads from, as `p[i] = b * p[i] + r[i]` does and a copy from one element
// of an array to another does not.
inline bool updatesInPlace(const LoopAccesses &A) {
  return llvm::any_of(A.Stored, [&](const llvm::Value *S) {
    return llvm::any_of(A.Loaded, [&](const llvm::Value *Ld) { return sameAddress(S, Ld); });
  });
}

// Whether two addresses are in one array: their bases (the pointer each
// indexes; in clang's IR a load of the variable that holds it) compute the
// same.
inline bool sameArray(const llvm::Value *A, const llvm::Value *B) {
  return sameAddress(llvm::getUnderlyingObject(A), llvm::getUnderlyingObject(B));
}

// Whether a loop stores only to arrays it does not load from, as in
// `u0[i] = u[i]` or `e[i] = u[i] / d[i]`, and unlike a halo update's copy
// within one array, `f[i] = f[i + x]`.
inline bool storesOnlyToOtherArrays(const LoopAccesses &A) {
  return llvm::none_of(A.Stored, [&](const llvm::Value *S) {
    return llvm::any_of(A.Loaded, [&](const llvm::Value *Ld) { return sameArray(S, Ld); });
  });
}

// Whether every store of loop L copies an element within an array: it
// stores a value the loop loaded from the same array at another element, as
// a halo update, `f[a] = f[b]`, does (and neither an update in place, nor a
// stencil that stores what it computes, nor a copy to another array does).
// Stores to the function's own locals do not count; a loop without another
// store is not one.
inline bool copiesWithinArrays(llvm::Loop &L) {
  bool Copies = false;
  for (llvm::BasicBlock *BB : L.blocks())
    for (llvm::Instruction &I : *BB) {
      auto *SI = llvm::dyn_cast<llvm::StoreInst>(&I);
      if (!SI || isOwnLocal(SI->getPointerOperand()))
        continue;
      auto *Ld = llvm::dyn_cast<llvm::LoadInst>(SI->getValueOperand());
      if (!Ld || !L.contains(Ld) || sameAddress(Ld->getPointerOperand(), SI->getPointerOperand()) ||
          !sameArray(Ld->getPointerOperand(), SI->getPointerOperand()))
        return false;
      Copies = true;
    }
  return Copies;
}

// The address of an array element: a getelementptr with at least one index
// that is not a constant (a scalar's address has none), or null.
inline const llvm::GetElementPtrInst *elementAddress(const llvm::Value *Ptr) {
  auto *GEP = llvm::dyn_cast<llvm::GetElementPtrInst>(Ptr);
  return GEP && !GEP->hasAllConstantIndices() ? GEP : nullptr;
}

// Whether every array element a loop loads is at an index it stores at in
// the same iteration, in other arrays (storesOnlyToOtherArrays): a map
// from elements to the same elements, as `u0[i] = u[i]` or
// `e[i] = u[i] / d[i]`, unlike a stencil's loads of neighbours,
// `r[i] = u0[i] - (u[i - 1] + u[i + 1])`. Loads of scalars (no variable
// index) do not count.
inline bool loadsOnlyStoredElements(const LoopAccesses &A) {
  auto SameElement = [](const llvm::GetElementPtrInst *X, const llvm::GetElementPtrInst *Y) {
    if (X->getSourceElementType() != Y->getSourceElementType() || X->getNumIndices() != Y->getNumIndices())
      return false;
    for (auto IX = X->idx_begin(), IY = Y->idx_begin(); IX != X->idx_end(); ++IX, ++IY)
      if (!sameAddress(*IX, *IY))
        return false;
    return true;
  };
  return llvm::all_of(A.Loaded, [&](const llvm::Value *LdPtr) {
    const llvm::GetElementPtrInst *Ld = elementAddress(LdPtr);
    return !Ld || llvm::any_of(A.Stored, [&](const llvm::Value *SPtr) {
      const llvm::GetElementPtrInst *S = elementAddress(SPtr);
      return S && SameElement(Ld, S);
    });
  });
}

// Why a loop that stores in every iteration is not one that chunks of 256
// serve (StoreLoopBlocks.cpp), or null where it is: one that updates
// elements in place, or maps elements of arrays to the same elements of
// others.
inline const char *whyNotChunksOf256(const LoopAccesses &A) {
  if (updatesInPlace(A))
    return nullptr;
  if (!storesOnlyToOtherArrays(A))
    return "its loop copies within an array it loads from";
  if (!loadsOnlyStoredElements(A))
    return "its loop loads elements other than those it stores";
  return nullptr;
}

// The worksharing init of parallel region P that runs over the chunk its
// caller passes, a combined construct's inner loop (its lower and upper
// bound come from P's arguments 2 and 3), or null.
inline llvm::CallInst *passedChunkInit(llvm::Function &P) {
  for (llvm::Instruction &I : llvm::instructions(P)) {
    llvm::Function *F = directCallee(I);
    if (!F || !initKind(F->getName(), "__kmpc_for_static_init_"))
      continue;
    auto &Init = llvm::cast<llvm::CallInst>(I);
    if (slotTakesArgument(Init.getArgOperand(ALb), OLb) &&
        slotTakesArgument(Init.getArgOperand(AUb), OUb))
      return &Init;
  }
  return nullptr;
}

} // namespace ompred

#endif // OMPRED_PLUGIN_WORKSHARINGLOOP_H
