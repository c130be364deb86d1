//===- LoadsBeforeStores.cpp - a merged loop's loads issued before its stores -===//
//
// A GPU warp issues in order. In an iteration that loads, stores, and loads
// again (TeaLeaf's cg_calc_ur: u[i] += a*p[i]; r[i] -= a*w[i]; rrn += r*r),
// the second loads wait for the first store, which waits for the first
// loads: two trips to memory per iteration, because LLVM cannot show that
// u[i] is not w[i] or r[i] and keeps the program's order. A CUDA kernel has
// the same chain, but runs one iteration per thread at full occupancy; a
// merged loop's resident teams run many iterations per thread at a fraction
// of it, and each thread then has half the loads in flight.
//
// For each block of a merged loop (MergeDistribute.cpp; its stride carries
// the `ompred.merged.stride` mark), the loads after the block's first store
// (in a block that only reads, after its first use of a value it loaded)
// move before that point, with the values their addresses need, where they
// do not overlap any store between: by alias analysis, by a constant
// distance, or by a distance between the two addresses that is the same in
// every iteration (the usual case: p + i and q + i, distance q - p), which
// the preheader tests once. Where a test is needed the block is versioned:
// the preheader's tests choose, in every iteration, the copy with the loads
// first or the block as it was. Only an iteration's own accesses change
// order; iterations keep theirs. The first use matters in loops that only
// read, once LLVM has unrolled them: LLVM 22's NVPTX backend leaves each
// copy's load next to its use, between the branches of the copies'
// divisions (a collapsed index), and the thread waits for each load in turn.
//
// The pass runs last in the optimization pipeline, after the unroller.
// Left alone: loops that are not merged, loads whose distance to a store
// changes from iteration to iteration, and anything after a call, atomic,
// fence or volatile access in the block.
//
//===----------------------------------------------------------------------===//

#include "LLVMAdapter.h"
#include "Passes.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumBlocksReordered, "Merged loop blocks whose loads now come before their stores");
ALWAYS_ENABLED_STATISTIC(NumBlocksVersioned,
                         "Merged loop blocks reordered in a copy chosen by a test of the addresses' distances");
ALWAYS_ENABLED_STATISTIC(NumLoadsMoved,
                         "Loads of merged loops moved before a store or a use of a loaded value");

static cl::opt<bool> LoadsBeforeStores(
    "ompred-loads-before-stores", cl::init(true), cl::Hidden,
    cl::desc("ompred: in merged loops, issue an iteration's loads before its stores where they "
             "do not overlap, tested once per loop where needed, and in blocks that only read "
             "before the uses of the loaded values (default on)"));

namespace {

constexpr const char *PassName = "ompred";

// A distance between a load's and a store's addresses, the same in every
// iteration, that the preheader tests.
struct DistanceTest {
  const SCEV *Distance; // load address - store address, in bytes
  uint64_t StoreSize, LoadSize;
};

struct Plan {
  BasicBlock *Block;
  // The block's first store or first use of a value it loaded: the loads
  // after it move before it.
  Instruction *Point;
  // The loads to move and the instructions their addresses need, in block order.
  SmallVector<Instruction *, 16> Moved;
  unsigned Loads = 0;
  SmallVector<DistanceTest, 4> Tests;
  BasicBlock *Preheader;
  Loop *L;
  // The preheader's value of Tests, all holding (expandTests).
  Value *Apart = nullptr;
};

// Whether moving I before earlier stores could change what anything sees:
// I reads or writes memory, or has an effect besides its value.
bool touchesMemory(const Instruction &I) {
  return I.mayReadOrWriteMemory() || I.mayHaveSideEffects();
}

class Planner {
public:
  Planner(Loop &L, AAResults &AA, ScalarEvolution &SE, const DataLayout &DL)
      : L(L), AA(AA), SE(SE), DL(DL) {}

  // The plan for BB, or nullopt: nothing to move. The point before which
  // loads move is the block's first store; in a block that only reads, its
  // first use of a value it loaded (an unrolled loop's later copies then
  // issue their loads before the first copy waits for its own). A block
  // that stores keeps its loads between its first use and its first store
  // where they are: stencils ran slower with every load first.
  std::optional<Plan> plan(BasicBlock &BB) {
    Plan P{&BB, nullptr, {}, 0, {}, L.getLoopPreheader(), &L};
    SmallVector<StoreInst *, 8> Stores;
    SmallPtrSet<Instruction *, 16> Moving, Loaded;
    bool ReadOnly = none_of(BB, [](Instruction &I) { return isa<StoreInst>(I); });
    for (Instruction &I : make_range(BB.getFirstNonPHIIt(), BB.end())) {
      if (I.isTerminator())
        break;
      if (auto *S = dyn_cast<StoreInst>(&I)) {
        if (!S->isSimple())
          break;
        if (!P.Point)
          P.Point = S;
        Stores.push_back(S);
        continue;
      }
      auto *Ld = dyn_cast<LoadInst>(&I);
      if (!P.Point) {
        if (Ld && Ld->isSimple()) {
          Loaded.insert(Ld);
          continue;
        }
        // Calls, atomics and fences end what may move; the rest is values.
        if (touchesMemory(I))
          break;
        if (ReadOnly &&
            any_of(I.operands(), [&](Value *Op) { return Loaded.count(dyn_cast<Instruction>(Op)); }))
          P.Point = &I;
        continue;
      }
      if (!Ld) {
        if (touchesMemory(I))
          break;
        continue;
      }
      if (!Ld->isSimple())
        break;
      SmallVector<Instruction *, 8> Needed;
      if (!addressMovable(Ld->getPointerOperand(), *P.Point, Moving, Needed))
        continue;
      SmallVector<DistanceTest, 4> Tests;
      bool Disjoint = true;
      for (StoreInst *S : Stores)
        if (!disjoint(*Ld, *S, Tests)) {
          Disjoint = false;
          break;
        }
      if (!Disjoint)
        continue;
      if (!Tests.empty() && !P.Preheader)
        continue;
      for (Instruction *N : Needed)
        Moving.insert(N);
      Moving.insert(Ld);
      ++P.Loads;
      for (const DistanceTest &T : Tests)
        if (none_of(P.Tests, [&](const DistanceTest &U) {
              return U.Distance == T.Distance && U.StoreSize == T.StoreSize &&
                     U.LoadSize == T.LoadSize;
            }))
          P.Tests.push_back(T);
    }
    if (!P.Loads)
      return std::nullopt;
    for (Instruction &I : BB)
      if (Moving.count(&I))
        P.Moved.push_back(&I);
    return P;
  }

private:
  // Whether V, a load's address, can be computed before Point: defined
  // outside Point's block or before it, or by value instructions after it
  // (collected in Needed), or by loads already moving.
  bool addressMovable(Value *V, Instruction &Point, const SmallPtrSetImpl<Instruction *> &Moving,
                      SmallVectorImpl<Instruction *> &Needed, unsigned Depth = 12) {
    auto *I = dyn_cast<Instruction>(V);
    if (!I || I->getParent() != Point.getParent() || I->comesBefore(&Point) || Moving.count(I) ||
        is_contained(Needed, I))
      return true;
    if (!Depth || touchesMemory(*I))
      return false;
    for (Value *Op : I->operands())
      if (!addressMovable(Op, Point, Moving, Needed, Depth - 1))
        return false;
    Needed.push_back(I);
    return true;
  }

  // Whether Ld never overlaps S in one iteration: by alias analysis, by a
  // constant distance, or by a loop-invariant one (added to Tests).
  bool disjoint(LoadInst &Ld, StoreInst &S, SmallVectorImpl<DistanceTest> &Tests) {
    if (AA.isNoAlias(MemoryLocation::get(&Ld), MemoryLocation::get(&S)))
      return true;
    Value *LP = Ld.getPointerOperand(), *SP = S.getPointerOperand();
    if (LP->getType() != SP->getType())
      return false;
    // LLVM 22 accesses global memory through addrspacecasts of generic
    // pointers (InferAddressSpaces), which scalar evolution does not see
    // through. Two casts between the same address spaces keep the distance
    // between their operands (NVPTX's generic and global addresses of an
    // object are the same): measure it on the operands.
    Value *LS0 = LP->stripPointerCasts(), *SS0 = SP->stripPointerCasts();
    if (LS0 != LP || SS0 != SP) {
      if (LS0->getType() != SS0->getType())
        return false;
      LP = LS0;
      SP = SS0;
    }
    TypeSize LS = DL.getTypeStoreSize(Ld.getType());
    TypeSize SS = DL.getTypeStoreSize(S.getValueOperand()->getType());
    if (LS.isScalable() || SS.isScalable())
      return false;
    Type *IntPtr = DL.getIntPtrType(LP->getType());
    const SCEV *LA = SE.getPtrToIntExpr(SE.getSCEV(LP), IntPtr);
    const SCEV *SA = SE.getPtrToIntExpr(SE.getSCEV(SP), IntPtr);
    if (isa<SCEVCouldNotCompute>(LA) || isa<SCEVCouldNotCompute>(SA))
      return false;
    const SCEV *D = SE.getMinusSCEV(LA, SA);
    if (isa<SCEVCouldNotCompute>(D) || !SE.isLoopInvariant(D, &L))
      return false;
    // [S, S + SS) and [S + D, S + D + LS) are apart when D >= SS or D <= -LS.
    if (auto *C = dyn_cast<SCEVConstant>(D)) {
      int64_t Dist = C->getAPInt().getSExtValue();
      return Dist >= int64_t(SS.getFixedValue()) || Dist <= -int64_t(LS.getFixedValue());
    }
    Tests.push_back({D, SS.getFixedValue(), LS.getFixedValue()});
    return true;
  }

  Loop &L;
  AAResults &AA;
  ScalarEvolution &SE;
  const DataLayout &DL;
};

// The preheader's test that every distance of P keeps its load and store
// apart, or null where one cannot be expanded there.
Value *expandTests(const Plan &P, ScalarEvolution &SE) {
  std::optional<SCEVExpander> E;
  ompred::emplaceSCEVExpander(E, SE, "ompred.apart");
  SCEVExpander &Expander = *E;
  Instruction *At = P.Preheader->getTerminator();
  for (const DistanceTest &T : P.Tests)
    if (!Expander.isSafeToExpandAt(T.Distance, At))
      return nullptr;
  IRBuilder<> B(At);
  Value *All = nullptr;
  for (const DistanceTest &T : P.Tests) {
    Value *D = Expander.expandCodeFor(T.Distance, T.Distance->getType(), At);
    Type *Ty = D->getType();
    Value *Apart = B.CreateOr(B.CreateICmpSGE(D, ConstantInt::get(Ty, T.StoreSize)),
                              B.CreateICmpSLE(D, ConstantInt::getSigned(Ty, -int64_t(T.LoadSize))),
                              "ompred.apart");
    All = All ? B.CreateAnd(All, Apart, "ompred.apart.all") : Apart;
  }
  return All;
}

// Moves P.Moved (instructions of Block, or their copies in VMap) before
// Point, keeping their order.
void moveBeforePoint(const Plan &P, BasicBlock &Block, Instruction &Point, ValueToValueMapTy *VMap) {
  for (Instruction *I : P.Moved) {
    auto *J = VMap ? cast<Instruction>((*VMap)[I]) : I;
    J->moveBefore(Block, Point.getIterator());
  }
}

// Block B = [head][from Point on][terminator] becomes
//   head: br P.Apart, fast, rest
//   fast: a copy of the part from Point on, the loads first
//   rest: that part as it was
//   tail: phis of what both define and later code uses; the terminator
void version(const Plan &P) {
  BasicBlock *Rest = SplitBlock(P.Block, P.Point, static_cast<DominatorTree *>(nullptr));
  BasicBlock *Tail = SplitBlock(Rest, Rest->getTerminator(), static_cast<DominatorTree *>(nullptr));
  Rest->setName(P.Block->getName() + ".ompred.stores.first");
  Tail->setName(P.Block->getName() + ".ompred.apart.join");
  ValueToValueMapTy VMap;
  BasicBlock *Fast = CloneBasicBlock(Rest, VMap, ".fast", P.Block->getParent());
  Fast->setName(P.Block->getName() + ".ompred.loads.first");
  Fast->moveAfter(P.Block);
  for (Instruction &I : *Fast) {
    RemapInstruction(&I, VMap, RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
    RemapDbgRecordRange(I.getModule(), I.getDbgRecordRange(), VMap,
                        RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
  }
  P.Block->getTerminator()->eraseFromParent();
  BranchInst::Create(Fast, Rest, P.Apart, P.Block);

  IRBuilder<> B(&*Tail->getFirstInsertionPt());
  for (Instruction &I : *Rest) {
    if (I.isTerminator())
      break;
    if (I.getType()->isVoidTy() || all_of(I.users(), [&](User *U) {
          return cast<Instruction>(U)->getParent() == Rest;
        }))
      continue;
    PHINode *Phi = B.CreatePHI(I.getType(), 2, I.getName() + ".ompred.apart");
    Phi->addIncoming(&I, Rest);
    Phi->addIncoming(VMap[&I], Fast);
    I.replaceUsesWithIf(Phi, [&](Use &U) {
      auto *UI = cast<Instruction>(U.getUser());
      return UI != Phi && UI->getParent() != Rest && UI->getParent() != Fast;
    });
  }
  moveBeforePoint(P, *Fast, *cast<Instruction>(VMap[P.Point]), &VMap);
}

} // namespace

namespace ompred {

PreservedAnalyses LoadsBeforeStoresPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (!LoadsBeforeStores || F.isDeclaration() || !isNVPTX64DeviceModule(*F.getParent()))
    return PreservedAnalyses::all();
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  if (LI.empty())
    return PreservedAnalyses::all();
  AAResults &AA = FAM.getResult<AAManager>(F);
  ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  OptimizationRemarkEmitter &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  const DataLayout &DL = F.getParent()->getDataLayout();

  // Every plan first, on unchanged IR; then the tests, in the preheaders;
  // then the blocks.
  SmallVector<Plan, 4> Plans;
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!isMergedLoop(*L))
      continue;
    Planner Pl(*L, AA, SE, DL);
    for (BasicBlock *BB : L->blocks())
      if (LI.getLoopFor(BB) == L)
        if (std::optional<Plan> P = Pl.plan(*BB))
          Plans.push_back(std::move(*P));
  }
  for (Plan &P : Plans)
    if (!P.Tests.empty() && !(P.Apart = expandTests(P, SE)))
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "MergedLoadsLeft", P.L->getStartLoc(), P.L->getHeader())
               << "merged loop's loads left after its stores: their distance to the stores "
                  "cannot be computed before the loop";
      });
  bool Changed = false;
  for (const Plan &P : Plans) {
    if (!P.Tests.empty() && !P.Apart)
      continue;
    if (P.Tests.empty())
      moveBeforePoint(P, *P.Block, *P.Point, nullptr);
    else
      version(P);
    Changed = true;
    ++NumBlocksReordered;
    NumLoadsMoved += P.Loads;
    if (!P.Tests.empty())
      ++NumBlocksVersioned;
    ORE.emit([&] {
      OptimizationRemark R(PassName, "MergedLoadsFirst", P.L->getStartLoc(), P.L->getHeader());
      R << "merged loop issues " << ore::NV("Loads", P.Loads)
        << (isa<StoreInst>(P.Point) ? " loads before its stores" : " loads before the uses of its loads");
      if (!P.Tests.empty())
        R << " where " << ore::NV("Tests", unsigned(P.Tests.size()))
          << " address distances, tested before the loop, keep them apart";
      return R;
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
