//===- RedundantBarriers.cpp - one block barrier where several follow -----===//
//
// An SPMD kernel's parallel region costs the device runtime several aligned
// block barriers on each side of the region's body (LLVM's __kmpc_parallel_51
// and the team state it saves and restores around the region). OpenMPOpt
// removes aligned barriers that follow one another without memory accesses
// between them, but it runs before the runtime is inlined into the kernel.
// Once it is, after OpenMPOpt folded the team state away, a chunked
// `distribute parallel for` runs three barriers in a row before its chunk
// and three after it, and a block of 128 threads waits at each of them.
//
// An aligned barrier of the whole block (every thread reaches the same one;
// LLVM 19's llvm.nvvm.barrier0, later LLVMs' barrier.cta.sync.aligned.all on
// barrier 0: __syncthreads) orders every thread's memory accesses before it
// against every thread's accesses after it. If on every path to such a
// barrier B no thread accessed memory that other threads may access since the
// last aligned barrier of the whole block, B orders nothing that barrier did
// not, and it is removed. Because B is aligned, every thread executed that
// same earlier barrier and reaches B, so removing B keeps the threads'
// barriers matched. The same reasoning is OpenMPOpt's for its
// aligned-barrier elimination (AAExecutionDomain).
//
// "Accessed memory" is every instruction that may read or write memory,
// fences and calls included, except accesses to a thread's own stack
// (allocas, local memory), loads from constant or parameter memory, and
// intrinsics without such accesses (lifetime markers, llvm.assume, debug
// information), and the early copy of a teams reduction's original list
// item (EarlyOriginal.cpp), which only its own thread reads. Assumptions about a loaded value are dropped first
// (dropLoadedAssumptions). The start
// of the kernel counts as a barrier: none of its accesses comes before it.
// The barriers that also reduce a predicate (bar.red) count as barriers and
// stay. Only SPMD kernels (ExecMode SPMD, also after OpenMPOpt's
// SPMDization), whose block barriers the runtime reaches in every thread.
//
// Runs at the end of the optimization pipeline, when the device runtime is
// inlined into each kernel.
//
//===----------------------------------------------------------------------===//

#include "BlockBarriers.h"
#include "Passes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumRedundantBarriers, "Aligned block barriers removed as redundant");

static cl::opt<bool> RemoveRedundantBarriers(
    "ompred-redundant-barriers", cl::init(true), cl::Hidden,
    cl::desc("ompred: remove an SPMD kernel's aligned block barriers that follow another "
             "without memory accesses between them (default on)"));

using namespace ompred;

namespace {

// Address spaces of NVPTX whose memory no other thread writes while a kernel
// runs (constant, kernel parameters) or that only the thread itself sees
// (local).
constexpr unsigned ConstantAS = 4, LocalAS = 5, ParamAS = 101;

// Whether Ptr points to memory that only this thread accesses (its stack).
bool isThreadPrivate(const Value *Ptr) {
  return Ptr->getType()->getPointerAddressSpace() == LocalAS || isa<AllocaInst>(getUnderlyingObject(Ptr));
}

// The early copy of a teams reduction's original list item
// (EarlyOriginal.cpp): team 0's thread 0 copies it into a team-shared word
// that only that thread reads back, after its own wait, and no thread writes
// the item before the reduction's end; no barrier orders any of it.
bool isEarlyOriginalCopy(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return false;
  switch (II->getIntrinsicID()) {
  case Intrinsic::nvvm_cp_async_ca_shared_global_4:
  case Intrinsic::nvvm_cp_async_ca_shared_global_8: {
    const auto *Word = dyn_cast<GlobalVariable>(II->getArgOperand(0)->stripPointerCasts());
    return Word && Word->getName() == OriginalCopyWordName;
  }
  default:
    return false;
  }
}

// Whether I may access memory that another thread of the kernel may access.
bool accessesSharedMemory(const Instruction &I) {
  if (!I.mayReadOrWriteMemory())
    return false;
  if (isa<DbgInfoIntrinsic>(I) || isa<AssumeInst>(I) || isa<PseudoProbeInst>(I) ||
      isa<NoAliasScopeDeclInst>(I) || I.isLifetimeStartOrEnd() || isEarlyOriginalCopy(I))
    return false;
  if (const auto *SI = dyn_cast<StoreInst>(&I))
    return !SI->isSimple() || !isThreadPrivate(SI->getPointerOperand());
  if (const auto *LI = dyn_cast<LoadInst>(&I)) {
    unsigned AS = LI->getPointerAddressSpace();
    return !LI->isSimple() ||
           !(AS == ConstantAS || AS == ParamAS || isThreadPrivate(LI->getPointerOperand()));
  }
  return true;
}

// The device runtime asserts its team state to the optimizer after a
// barrier: it loads a value and assumes what it is. Once everything is
// inlined and optimized nothing reads such an assumption but the backend,
// which drops it with its load; for this pass the load would separate the
// barriers around it. So assumptions about a value loaded from memory other
// threads see, used for nothing else, are dropped first.
bool dropLoadedAssumptions(Function &K) {
  SmallVector<AssumeInst *, 8> Loaded;
  for (Instruction &I : instructions(K)) {
    auto *A = dyn_cast<AssumeInst>(&I);
    auto *Cmp = A ? dyn_cast<ICmpInst>(A->getArgOperand(0)) : nullptr;
    if (Cmp && Cmp->hasOneUse() && any_of(Cmp->operands(), [](const Use &Op) {
          auto *L = dyn_cast<LoadInst>(Op.get());
          return L && L->hasOneUse() && L->isSimple() && accessesSharedMemory(*L);
        }))
      Loaded.push_back(A);
  }
  for (AssumeInst *A : Loaded) {
    auto *Cmp = cast<ICmpInst>(A->getArgOperand(0));
    A->eraseFromParent();
    SmallVector<Instruction *, 2> Loads;
    for (Use &Op : Cmp->operands())
      if (auto *L = dyn_cast<LoadInst>(Op.get()); L && L->hasOneUse())
        Loads.push_back(L);
    Cmp->eraseFromParent();
    for (Instruction *L : Loads)
      L->eraseFromParent();
  }
  return !Loaded.empty();
}

// Whether no memory other threads see has been accessed since the last
// aligned block barrier, after I, given whether that held before I.
bool cleanAfter(const Instruction &I, bool Clean) {
  if (isAlignedBlockBarrier(I))
    return true;
  return Clean && !accessesSharedMemory(I);
}

// Removes K's redundant barriers; returns how many.
unsigned removeRedundantBarriers(Function &K) {
  // Clean: since the last aligned block barrier (or the kernel's start), no
  // access to memory other threads see, on every path. A must-analysis: every
  // block starts clean and is made dirty where a path says so.
  auto Transfer = [](const BasicBlock &BB, bool Clean) {
    for (const Instruction &I : BB)
      Clean = cleanAfter(I, Clean);
    return Clean;
  };
  DenseMap<const BasicBlock *, bool> CleanOut;
  ReversePostOrderTraversal<Function *> RPO(&K);
  for (BasicBlock *BB : RPO)
    CleanOut[BB] = true;
  auto CleanIn = [&](const BasicBlock *BB) {
    if (BB->isEntryBlock())
      return true;
    for (const BasicBlock *Pred : predecessors(BB)) {
      auto It = CleanOut.find(Pred);
      // Unreachable predecessors are not in the traversal.
      if (It != CleanOut.end() && !It->second)
        return false;
    }
    return true;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : RPO) {
      bool Out = Transfer(*BB, CleanIn(BB));
      if (Out != CleanOut[BB]) {
        CleanOut[BB] = Out;
        Changed = true;
      }
    }
  }
  SmallVector<Instruction *, 8> Redundant;
  for (BasicBlock *BB : RPO) {
    bool Clean = CleanIn(BB);
    for (Instruction &I : *BB) {
      if (Clean && barrierKind(I) == BarrierKind::Removable)
        Redundant.push_back(&I);
      Clean = cleanAfter(I, Clean);
    }
  }
  for (Instruction *I : Redundant)
    I->eraseFromParent();
  LLVM_DEBUG(if (!Redundant.empty()) dbgs() << "ompred: " << K.getName() << ": " << Redundant.size()
                                            << " redundant block barriers removed\n");
  return Redundant.size();
}

} // namespace

namespace ompred {

PreservedAnalyses RedundantBarriersPass::run(Module &M, ModuleAnalysisManager &) {
  if (!RemoveRedundantBarriers || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  unsigned Removed = 0;
  bool Changed = false;
  for (Function &K : M)
    if (isSPMDKernel(K)) {
      Changed |= dropLoadedAssumptions(K);
      Removed += removeRedundantBarriers(K);
    }
  NumRedundantBarriers += Removed;
  if (!Removed && !Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace ompred
