//===- TeamStateFold.cpp - the team state's value where a barrier publishes it ===//
//
// In SPMD mode the device runtime keeps a team's state (the parallel team
// size, the parallelism level) in team-shared memory: thread 0 stores it,
// a block barrier publishes it, and every thread loads it back, around each
// parallel region. OpenMPOpt folds those loads where it can; where it does
// not (LLVM 22 keeps them in every unmerged loop, LLVM 19 in loops with an
// `if` clause), each chunk of a `distribute parallel for` stores the state,
// loads it and waits at a barrier on each side of the stores.
//
// At the end of the pipeline, in each SPMD kernel, a load of such a state
// variable (an internal scalar in team-shared memory that only loads and
// stores use) becomes the value thread 0 stored, where that value is the
// same in every thread (a constant, a kernel argument, or arithmetic on them
// and on the block and grid sizes), it dominates the load, and:
// - every store to the variable in the kernel is in a block that only
//   thread 0 enters (the one successor of a branch on `%tid.x == 0`);
// - on every path to the load, an aligned block barrier comes after the
//   last store, and from that barrier no path reaches a store to the
//   variable before the next aligned barrier: no thread writes it while the
//   load runs;
// - at each such barrier, on every path thread 0 may take to it (the branches
//   on `%tid.x == 0` taken by thread 0), the last store stored that value.
// Since the barrier is aligned, thread 0 passed it too, after its store, and
// the barrier makes the store visible to the block. A variable left without
// loads in the module loses its stores; RedundantBarriers (run next) then
// finds the barriers around them ordering nothing.
//
//===----------------------------------------------------------------------===//

#include "BlockBarriers.h"
#include "Passes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumTeamStateLoadsFolded, "Loads of the team state folded to thread 0's value");
ALWAYS_ENABLED_STATISTIC(NumTeamStateStoresRemoved, "Stores to a team state no load reads any more");

static cl::opt<bool> FoldTeamState(
    "ompred-fold-team-state", cl::init(true), cl::Hidden,
    cl::desc("ompred: in SPMD kernels, replace loads of team-shared state that thread 0 stored "
             "and a block barrier published by the stored value (default on)"));

namespace {

constexpr unsigned SharedAS = 3;

// LLVM's device runtime keeps a team's state in ompx::state::TeamState (LLVM
// 19 and 22), which SROA splits into one team-shared scalar per field. Other
// team-shared scalars (the runtime's execution mode flag, user data) decide
// branches whose folding here, after the last optimization, leaves the
// backend unable to share stack slots between a kernel's private arrays
// (test/gpu/launch-state.c's array reduction: 640 000 bytes of stack per
// thread instead of 120 000, and the launch fails).
constexpr const char *TeamStatePrefix = "_ZN4ompx5state9TeamStateE";

bool isThreadIdX(const Value *V) {
  const auto *II = dyn_cast<IntrinsicInst>(V);
  return II && II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_tid_x;
}

// The successor of BB's terminator that only thread 0 takes, if it is a
// branch on `%tid.x == 0` (or `!= 0`); null otherwise.
BasicBlock *threadZeroSuccessor(BasicBlock &BB) {
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  if (!Br || !Br->isConditional())
    return nullptr;
  auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Cmp || Br->getSuccessor(0) == Br->getSuccessor(1))
    return nullptr;
  auto IsZero = [](const Value *V) {
    const auto *C = dyn_cast<ConstantInt>(V);
    return C && C->isZero();
  };
  bool TidZero = (isThreadIdX(Cmp->getOperand(0)) && IsZero(Cmp->getOperand(1))) ||
                 (isThreadIdX(Cmp->getOperand(1)) && IsZero(Cmp->getOperand(0)));
  if (!TidZero)
    return nullptr;
  if (Cmp->getPredicate() == ICmpInst::ICMP_EQ)
    return Br->getSuccessor(0);
  if (Cmp->getPredicate() == ICmpInst::ICMP_NE)
    return Br->getSuccessor(1);
  return nullptr;
}

// Whether V has the same value in every thread of the block: constants,
// kernel arguments, the block and grid sizes and block index, and pure
// arithmetic on them.
bool isBlockUniform(const Value *V, unsigned Depth = 0) {
  if (isa<Constant>(V) || isa<Argument>(V))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > 8)
    return false;
  if (const auto *II = dyn_cast<IntrinsicInst>(I)) {
    switch (II->getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
    case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
    case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
      return true;
    default:
      return false;
    }
  }
  if (!isa<BinaryOperator>(I) && !isa<CastInst>(I) && !isa<CmpInst>(I) && !isa<SelectInst>(I))
    return false;
  return all_of(I->operands(), [&](const Use &Op) { return isBlockUniform(Op.get(), Depth + 1); });
}

// A scalar in team-shared memory that only this module's simple loads and
// stores use, in SPMD kernels.
bool isFoldableState(GlobalVariable &G) {
  if (G.getAddressSpace() != SharedAS || !G.hasLocalLinkage() || !G.getValueType()->isIntegerTy() ||
      !G.getName().starts_with(TeamStatePrefix))
    return false;
  for (User *U : G.users()) {
    auto *I = dyn_cast<Instruction>(U);
    if (!I || !isSPMDKernel(*I->getFunction()))
      return false;
    if (auto *L = dyn_cast<LoadInst>(I)) {
      if (!L->isSimple() || L->getType() != G.getValueType())
        return false;
    } else if (auto *S = dyn_cast<StoreInst>(I)) {
      if (!S->isSimple() || S->getPointerOperand() != &G ||
          S->getValueOperand()->getType() != G.getValueType())
        return false;
    } else {
      return false;
    }
  }
  return true;
}

bool storesTo(const Instruction &I, const GlobalVariable &G) {
  const auto *S = dyn_cast<StoreInst>(&I);
  return S && S->getPointerOperand() == &G;
}

class KernelState {
public:
  KernelState(Function &K, GlobalVariable &G) : K(K), G(G) {}

  // Folds K's loads of G; returns how many.
  unsigned fold() {
    for (User *U : G.users())
      if (auto *S = dyn_cast<StoreInst>(U); S && S->getFunction() == &K) {
        BasicBlock *BB = S->getParent();
        BasicBlock *Pred = BB->getSinglePredecessor();
        if (!Pred || threadZeroSuccessor(*Pred) != BB)
          return 0;
      }
    DT.recalculate(K);
    threadZeroValues();
    SmallVector<LoadInst *, 8> Loads;
    for (User *U : G.users())
      if (auto *L = dyn_cast<LoadInst>(U); L && L->getFunction() == &K)
        Loads.push_back(L);
    unsigned Folded = 0;
    for (LoadInst *L : Loads)
      if (Value *V = publishedValue(*L)) {
        L->replaceAllUsesWith(V);
        L->eraseFromParent();
        ++Folded;
      }
    return Folded;
  }

private:
  Function &K;
  GlobalVariable &G;
  DominatorTree DT;
  // What thread 0 last stored to G at a block's start, on every path thread 0
  // may take there; null: not one value. Blocks thread 0 never reaches have
  // no entry.
  DenseMap<const BasicBlock *, Value *> In;
  DenseMap<const Instruction *, bool> FreeAfter;

  Value *transfer(const BasicBlock &BB, Value *V, const Instruction *Stop = nullptr) const {
    for (const Instruction &I : BB) {
      if (&I == Stop)
        break;
      if (storesTo(I, G))
        V = const_cast<Value *>(cast<StoreInst>(I).getValueOperand());
    }
    return V;
  }

  void threadZeroValues() {
    // Forward over the blocks thread 0 can reach; a join keeps a value only
    // where every predecessor thread 0 comes from has it. G is undefined at
    // the kernel's start (null).
    DenseMap<const BasicBlock *, Value *> Out;
    SmallPtrSet<const BasicBlock *, 32> Reached;
    ReversePostOrderTraversal<Function *> RPO(&K);
    auto Successors = [](BasicBlock &BB) {
      SmallVector<BasicBlock *, 2> S;
      if (BasicBlock *Zero = threadZeroSuccessor(BB))
        S.push_back(Zero);
      else
        append_range(S, successors(&BB));
      return S;
    };
    auto PredsOfThreadZero = [&](BasicBlock &BB) {
      SmallVector<BasicBlock *, 4> P;
      for (BasicBlock *Pred : predecessors(&BB))
        if (Reached.contains(Pred) && is_contained(Successors(*Pred), &BB))
          P.push_back(Pred);
      return P;
    };
    Reached.insert(&K.getEntryBlock());
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (BasicBlock *BB : RPO) {
        if (!Reached.contains(BB))
          continue;
        Value *V = nullptr;
        if (!BB->isEntryBlock()) {
          bool First = true;
          for (BasicBlock *Pred : PredsOfThreadZero(*BB)) {
            auto It = Out.find(Pred);
            if (It == Out.end())
              continue; // not computed yet: optimistic
            if (First)
              V = It->second;
            else if (V != It->second)
              V = nullptr;
            First = false;
          }
        }
        auto InIt = In.find(BB);
        if (InIt == In.end() || InIt->second != V) {
          In[BB] = V;
          Changed = true;
        }
        Value *O = transfer(*BB, V);
        auto OutIt = Out.find(BB);
        if (OutIt == Out.end() || OutIt->second != O) {
          Out[BB] = O;
          Changed = true;
        }
        for (BasicBlock *Succ : Successors(*BB))
          Changed |= Reached.insert(Succ).second;
      }
    }
  }

  // Whether no path from barrier B reaches a store to G before another
  // aligned barrier (or the kernel's end).
  bool storeFreeAfter(const Instruction &B) {
    auto [It, New] = FreeAfter.try_emplace(&B, true);
    if (!New)
      return It->second;
    SmallVector<const BasicBlock *, 8> Work;
    SmallPtrSet<const BasicBlock *, 16> Seen;
    auto Scan = [&](BasicBlock::const_iterator From, const BasicBlock *BB) {
      for (auto I = From; I != BB->end(); ++I) {
        if (isAlignedBlockBarrier(*I))
          return true;
        if (storesTo(*I, G))
          return false;
      }
      for (const BasicBlock *Succ : successors(BB))
        if (Seen.insert(Succ).second)
          Work.push_back(Succ);
      return true;
    };
    bool Free = Scan(std::next(B.getIterator()), B.getParent());
    while (Free && !Work.empty()) {
      const BasicBlock *BB = Work.pop_back_val();
      Free = Scan(BB->begin(), BB);
    }
    return FreeAfter[&B] = Free;
  }

  // The value L reads, if every thread reads what thread 0 stored and a
  // barrier published; null otherwise.
  Value *publishedValue(LoadInst &L) {
    // The barriers that come last before L on its paths, with no store to G
    // between them and L.
    SmallVector<const Instruction *, 4> Barriers;
    SmallVector<std::pair<const BasicBlock *, BasicBlock::const_iterator>, 8> Work;
    SmallPtrSet<const BasicBlock *, 16> Seen;
    Work.push_back({L.getParent(), L.getIterator()});
    while (!Work.empty()) {
      auto [BB, End] = Work.pop_back_val();
      const Instruction *Found = nullptr;
      for (auto I = End; I != BB->begin();) {
        --I;
        if (isAlignedBlockBarrier(*I)) {
          Found = &*I;
          break;
        }
        if (storesTo(*I, G))
          return nullptr;
      }
      if (Found) {
        Barriers.push_back(Found);
        continue;
      }
      if (BB->isEntryBlock())
        return nullptr;
      for (const BasicBlock *Pred : predecessors(BB))
        if (Seen.insert(Pred).second)
          Work.push_back({Pred, Pred->end()});
    }
    Value *Published = nullptr;
    for (const Instruction *B : Barriers) {
      auto It = In.find(B->getParent());
      if (It == In.end() || !storeFreeAfter(*B))
        return nullptr;
      Value *V = transfer(*B->getParent(), It->second, B);
      if (!V || (Published && V != Published))
        return nullptr;
      Published = V;
    }
    if (!Published || !isBlockUniform(Published))
      return nullptr;
    if (auto *I = dyn_cast<Instruction>(Published); I && !DT.dominates(I, &L))
      return nullptr;
    return Published;
  }
};

} // namespace

namespace ompred {

PreservedAnalyses TeamStateFoldPass::run(Module &M, ModuleAnalysisManager &) {
  if (!FoldTeamState || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  bool Changed = false;
  for (GlobalVariable &G : M.globals()) {
    if (!isFoldableState(G))
      continue;
    SmallPtrSet<Function *, 4> Kernels;
    for (User *U : G.users())
      Kernels.insert(cast<Instruction>(U)->getFunction());
    for (Function *K : Kernels) {
      unsigned Folded = KernelState(*K, G).fold();
      NumTeamStateLoadsFolded += Folded;
      Changed |= Folded > 0;
    }
    if (any_of(G.users(), [](User *U) { return isa<LoadInst>(U); }))
      continue;
    SmallVector<StoreInst *, 8> Stores;
    for (User *U : G.users())
      Stores.push_back(cast<StoreInst>(U));
    for (StoreInst *S : Stores)
      S->eraseFromParent();
    NumTeamStateStoresRemoved += Stores.size();
    Changed |= !Stores.empty();
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace ompred
