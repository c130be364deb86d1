//===- SimdIfVersions.cpp - one version of a loop that an if clause split ---===//
//
// An if clause that applies to simd (`target teams distribute parallel for
// simd if(c)`, as in TeaLeaf's halo updates) makes clang emit each loop of
// the construct twice, behind a branch on c: one version with the simd
// metadata (its accesses in an access group, `llvm.loop.parallel_accesses`,
// `llvm.loop.vectorize.enable` true), one without (`vectorize.enable`
// false). The teams function holds two distribute loops, each opening its
// own copy of the parallel region, and each copy holds two worksharing
// loops. The merge (MergeDistribute.cpp) leaves such a loop alone ("more
// than one parallel region"), and the kernel carries every version.
//
// The version without simd is a conforming execution whatever c is: simd
// only allows iterations to run concurrently, and on NVPTX nothing
// vectorizes them. So, in device functions, a branch whose two arms are
// the same code but for metadata (instruction by instruction; the parallel
// regions they open compared the same way, whole functions), one arm
// holding a loop with `vectorize.enable` true and the other only loops with
// it false, goes to the second arm; the other arm and the parallel region
// only it opened are deleted. Arms that differ in anything else are left,
// whatever their metadata says: a user's `#pragma clang loop` may mark two
// different loops so.
//
// Runs at the pipeline start, after the passes that judge a kernel's loops
// as the host's passes judge the host's copy of them (StoreLoopBlocks.cpp),
// and before the merge.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "RuntimeCalls.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"

#include <functional>

using namespace llvm;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumSimdIfBranchesFolded,
                         "Branches of a simd if clause sent to the version without simd");

static cl::opt<bool> SimdIfVersions(
    "ompred-simd-if-versions", cl::init(true), cl::Hidden,
    cl::desc("ompred: keep only the version without simd of loops that a simd if clause "
             "split in two (default on)"));

namespace {

constexpr const char *PassName = "ompred";

// The `llvm.loop.vectorize.enable` of a loop's metadata, if it has one.
std::optional<bool> vectorizeEnable(const Instruction &Term) {
  const MDNode *Loop = Term.getMetadata(LLVMContext::MD_loop);
  if (!Loop)
    return std::nullopt;
  for (const MDOperand &Op : Loop->operands()) {
    auto *Hint = dyn_cast_or_null<MDNode>(Op.get());
    if (!Hint || Hint->getNumOperands() != 2)
      continue;
    auto *Name = dyn_cast<MDString>(Hint->getOperand(0));
    if (!Name || Name->getString() != "llvm.loop.vectorize.enable")
      continue;
    if (auto *V = mdconst::dyn_extract<ConstantInt>(Hint->getOperand(1)))
      return !V->isZero();
  }
  return std::nullopt;
}

// Whether two regions of code are the same but for metadata: instructions
// pairwise alike, operands that the pairing maps onto each other, the same
// values from outside, the same constants; functions passed as operands
// (the parallel regions' microtasks) compared whole, the same way.
class SameCode {
public:
  // Arms A and B of a branch: the blocks each head dominates in DT.
  bool arms(DominatorTree &DT, BasicBlock *A, BasicBlock *B) {
    return region(A, B, [&](BasicBlock *X, BasicBlock *Head) { return DT.dominates(Head, X); });
  }

private:
  DenseMap<std::pair<Function *, Function *>, bool> SameFunctions;
  DenseMap<const Value *, const Value *> Map;
  SmallPtrSet<const Value *, 8> PrivateB;

  static bool skipped(const Instruction &I) { return isa<DbgInfoIntrinsic>(I); }

  bool functions(Function *FA, Function *FB) {
    if (FA == FB)
      return true;
    auto Key = std::make_pair(FA, FB);
    if (auto It = SameFunctions.find(Key); It != SameFunctions.end())
      return It->second;
    SameFunctions[Key] = false; // a recursive use compares as different
    bool Same = !FA->isDeclaration() && !FB->isDeclaration() &&
                FA->getFunctionType() == FB->getFunctionType() &&
                FA->getAttributes() == FB->getAttributes() &&
                FA->getCallingConv() == FB->getCallingConv();
    if (Same) {
      DenseMap<const Value *, const Value *> Outer;
      std::swap(Outer, Map);
      for (unsigned K = 0; K < FA->arg_size(); ++K)
        Map[FA->getArg(K)] = FB->getArg(K);
      Same = region(&FA->getEntryBlock(), &FB->getEntryBlock(),
                    [](BasicBlock *, BasicBlock *) { return true; });
      std::swap(Outer, Map);
    }
    SameFunctions[Key] = Same;
    return Same;
  }

  // clang's source locations for the runtime's calls (`ident_t`), which
  // with debug locations name the microtask that holds each version: the
  // same where all but the location string (and its length) are.
  static bool sameSourceLocation(const Value *A, const Value *B) {
    auto *GA = dyn_cast<GlobalVariable>(A), *GB = dyn_cast<GlobalVariable>(B);
    if (!GA || !GB || !GA->isConstant() || !GB->isConstant() || !GA->hasLocalLinkage() ||
        !GB->hasLocalLinkage() || GA->getValueType() != GB->getValueType() ||
        !GA->hasInitializer() || !GB->hasInitializer())
      return false;
    auto *Ty = dyn_cast<StructType>(GA->getValueType());
    auto *CA = dyn_cast<ConstantStruct>(GA->getInitializer());
    auto *CB = dyn_cast<ConstantStruct>(GB->getInitializer());
    // { reserved_1, flags, reserved_2, reserved_3 (the string's length), psource }
    if (!Ty || !Ty->hasName() || Ty->getName() != "struct.ident_t" || !CA || !CB ||
        CA->getNumOperands() != 5)
      return false;
    for (unsigned K = 0; K < 3; ++K)
      if (CA->getOperand(K) != CB->getOperand(K))
        return false;
    return true;
  }

  bool operand(const Value *A, const Value *B) {
    if (auto It = Map.find(A); It != Map.end())
      return It->second == B;
    // Each arm's own copy of a private variable: an alloca outside the
    // arms that only its arm uses.
    auto *AA = dyn_cast<AllocaInst>(A), *AB = dyn_cast<AllocaInst>(B);
    // One to one: two of A's variables are not one of B's.
    if (AA && AB && AA != AB && !Inside(AA) && !InsideB(AB) && AA->isSameOperationAs(AB) &&
        !PrivateB.contains(AB) &&
        all_of(AA->users(), [&](const User *U) { return Inside(U); }) &&
        all_of(AB->users(), [&](const User *U) { return InsideB(U); })) {
      Map[A] = B;
      PrivateB.insert(AB);
      return true;
    }
    if (A == B)
      return !isa<Instruction>(A) && !isa<BasicBlock>(A) ? true : !Inside(A);
    if (sameSourceLocation(A, B))
      return true;
    auto *FA = dyn_cast<Function>(A), *FB = dyn_cast<Function>(B);
    return FA && FB && FA->hasLocalLinkage() && FB->hasLocalLinkage() &&
           functions(const_cast<Function *>(FA), const_cast<Function *>(FB));
  }

  // Values of the regions being compared (A's must map rather than match).
  std::function<bool(const Value *)> Inside, InsideB;

  template <typename InRegion> bool region(BasicBlock *HeadA, BasicBlock *HeadB, InRegion In) {
    auto Saved = Inside, SavedB = InsideB;
    auto within = [&](BasicBlock *Head) {
      return [&In, Head](const Value *V) {
        const BasicBlock *BB = dyn_cast<BasicBlock>(V);
        if (auto *I = dyn_cast<Instruction>(V))
          BB = I->getParent();
        return BB && BB->getParent() == Head->getParent() && In(const_cast<BasicBlock *>(BB), Head);
      };
    };
    Inside = within(HeadA);
    InsideB = within(HeadB);
    bool Same = walk(HeadA, HeadB, In);
    Inside = Saved;
    InsideB = SavedB;
    return Same;
  }

  template <typename InRegion> bool walk(BasicBlock *HeadA, BasicBlock *HeadB, InRegion In) {
    SmallVector<std::pair<BasicBlock *, BasicBlock *>, 16> Work{{HeadA, HeadB}};
    SmallVector<std::pair<PHINode *, PHINode *>, 8> Phis;
    Map[HeadA] = HeadB;
    while (!Work.empty()) {
      auto [A, B] = Work.pop_back_val();
      auto IA = A->begin(), IB = B->begin();
      for (;;) {
        while (IA != A->end() && skipped(*IA))
          ++IA;
        while (IB != B->end() && skipped(*IB))
          ++IB;
        if (IA == A->end() || IB == B->end())
          break;
        Instruction &X = *IA++, &Y = *IB++;
        if (X.getOpcode() != Y.getOpcode() || X.getType() != Y.getType() ||
            X.getNumOperands() != Y.getNumOperands() || !X.isSameOperationAs(&Y))
          return false;
        Map[&X] = &Y;
        if (auto *PA = dyn_cast<PHINode>(&X)) {
          Phis.push_back({PA, cast<PHINode>(&Y)});
          continue;
        }
        if (X.isTerminator()) {
          for (unsigned K = 0; K < X.getNumSuccessors(); ++K) {
            BasicBlock *SA = X.getSuccessor(K), *SB = Y.getSuccessor(K);
            bool InA = In(SA, HeadA), InB = In(SB, HeadB);
            if (InA != InB)
              return false;
            if (!InA) {
              if (SA != SB)
                return false;
              continue;
            }
            if (auto It = Map.find(SA); It != Map.end()) {
              if (It->second != SB)
                return false;
              continue;
            }
            Map[SA] = SB;
            Work.push_back({SA, SB});
          }
          for (unsigned K = 0; K < X.getNumOperands(); ++K)
            if (!isa<BasicBlock>(X.getOperand(K)) && !operand(X.getOperand(K), Y.getOperand(K)))
              return false;
          continue;
        }
        for (unsigned K = 0; K < X.getNumOperands(); ++K)
          if (!operand(X.getOperand(K), Y.getOperand(K)))
            return false;
      }
      if (IA != A->end() || IB != B->end())
        return false;
    }
    // Phis last: their values may come around a back edge.
    for (auto [PA, PB] : Phis) {
      if (PA->getNumIncomingValues() != PB->getNumIncomingValues())
        return false;
      for (unsigned K = 0; K < PA->getNumIncomingValues(); ++K) {
        BasicBlock *BA = PA->getIncomingBlock(K);
        auto It = Map.find(BA);
        const Value *BB = It == Map.end() ? BA : It->second;
        int KB = PB->getBasicBlockIndex(cast<BasicBlock>(const_cast<Value *>(BB)));
        if (KB < 0 || !operand(PA->getIncomingValue(K), PB->getIncomingValue(KB)))
          return false;
      }
    }
    return true;
  }
};

// The arm of Br that holds only loops without simd, where the other holds
// one with it; null where the arms are not so.
BasicBlock *armWithoutSimd(BranchInst &Br, DominatorTree &DT) {
  BasicBlock *Arms[2] = {Br.getSuccessor(0), Br.getSuccessor(1)};
  bool Simd[2] = {false, false}, NoSimd[2] = {false, false};
  for (unsigned K = 0; K < 2; ++K) {
    if (Arms[K]->getSinglePredecessor() != Br.getParent())
      return nullptr;
    for (BasicBlock &BB : *Br.getFunction())
      if (DT.dominates(Arms[K], &BB))
        if (std::optional<bool> V = vectorizeEnable(*BB.getTerminator()))
          (*V ? Simd[K] : NoSimd[K]) = true;
  }
  for (unsigned K = 0; K < 2; ++K)
    if (Simd[K] && !NoSimd[K] && NoSimd[1 - K] && !Simd[1 - K])
      return Arms[1 - K];
  return nullptr;
}

} // namespace

namespace ompred {

PreservedAnalyses SimdIfVersionsPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!SimdIfVersions || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  SmallVector<Function *, 8> Orphans;
  for (Function &F : M) {
    // Microtasks a fold orphaned are deleted below.
    if (F.isDeclaration() || (F.hasLocalLinkage() && F.use_empty()))
      continue;
    bool Folded = false;
    for (;;) {
      // One branch at a time: a fold deletes blocks, and the dominator tree
      // is recomputed for the next.
      DominatorTree DT(F);
      BranchInst *Fold = nullptr;
      BasicBlock *Keep = nullptr, *Other = nullptr;
      for (BasicBlock &BB : F) {
        auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
        if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1) ||
            !DT.isReachableFromEntry(&BB))
          continue;
        BasicBlock *NoSimd = armWithoutSimd(*Br, DT);
        if (!NoSimd)
          continue;
        BasicBlock *Simd = Br->getSuccessor(Br->getSuccessor(0) == NoSimd ? 1 : 0);
        // A fresh comparison each time: a fold changes F.
        if (!SameCode().arms(DT, Simd, NoSimd)) {
          LLVM_DEBUG(dbgs() << "ompred: simd if versions in " << F.getName()
                            << " differ beyond metadata; left\n");
          continue;
        }
        Fold = Br;
        Keep = NoSimd;
        Other = Simd;
        break;
      }
      if (!Fold)
        break;
      SmallVector<Function *, 2> Callees;
      for (BasicBlock &BB : F)
        if (DT.dominates(Other, &BB))
          for (Instruction &I : BB)
            for (Value *Op : I.operands())
              if (auto *Fn = dyn_cast<Function>(Op); Fn && Fn->hasLocalLinkage())
                Callees.push_back(Fn);
      OptimizationRemarkEmitter ORE(&F);
      ORE.emit([&] {
        return OptimizationRemark(PassName, "SimdIfVersionKept", Fold)
               << "simd if clause: the loop's version without simd kept, the other deleted "
                  "(the two are the same code but for the simd metadata)";
      });
      BranchInst::Create(Keep, Fold->getIterator());
      Fold->eraseFromParent();
      removeUnreachableBlocks(F);
      for (Function *Fn : Callees)
        if (Fn->use_empty())
          Orphans.push_back(Fn);
      ++NumSimdIfBranchesFolded;
      Folded = Changed = true;
    }
    if (Folded)
      FAM.invalidate(F, PreservedAnalyses::none());
  }
  // The deleted arms' parallel regions, and the functions only they used
  // (their reduction callbacks).
  SmallPtrSet<Function *, 8> Erased;
  while (!Orphans.empty()) {
    Function *Fn = Orphans.pop_back_val();
    if (Erased.contains(Fn) || !Fn->use_empty())
      continue;
    SmallVector<Function *, 4> Used;
    for (Instruction &I : instructions(*Fn))
      for (Value *Op : I.operands())
        if (auto *G = dyn_cast<Function>(Op); G && G != Fn && G->hasLocalLinkage())
          Used.push_back(G);
    Erased.insert(Fn);
    Fn->eraseFromParent();
    for (Function *G : Used)
      if (!Erased.contains(G) && G->use_empty())
        Orphans.push_back(G);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
