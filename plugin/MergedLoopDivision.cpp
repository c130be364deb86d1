//===- MergedLoopDivision.cpp - collapsed indices without a division -------===//
//
// clang lowers collapse(n) to one normalized index i and recovers the
// loops' own indices by dividing it by the inner trip counts: for
// collapse(2), j = i / d and k = i % d (often spelled i - (i / d) * d).
// In a merged loop (MergeDistribute.cpp) i steps by S, the same in every
// iteration, so the quotient and the remainder step too: with
// qs = S / d and rs = S % d,
//   (i + S) / d = q + qs + c,  (i + S) % d = r + rs - c * d,
// where c = (r + rs >= d). r < d and rs < d, so one correction is enough;
// c is computed as r >= d - rs, which cannot wrap. The loop carries q and r
// from one iteration to the next, and the preheader divides twice (plb and
// S) where every iteration divided before: NVPTX has no integer division,
// and a 64-bit one (clang's collapsed index is 64-bit) is a call-sized
// sequence even where LLVM tests for the 32-bit case first.
//
// Exact: the increment is `add nuw` (or `nsw` from a non-negative start
// and step), so i_k = plb + k*S with no wrap, and i = q*d + r, with
// 0 <= r < d, in every iteration. The
// preheader divides by umax(d, 1): where d is 0 the loop's own division
// was undefined wherever it ran, and where it did not run nothing reads
// the carried values. Uses: udiv i, d becomes q; urem i, d becomes r; and
// a product (udiv i, d) * d becomes i - r, which InstCombine folds with
// the subtraction clang wraps it in.
//
// Runs at the vectorizer start, before MergedLoopCount.cpp, on merged
// loops (the stride's umin carries `ompred.merged.stride`) that write no
// memory, the ones MergedLoopCount.cpp unrolls; loops that store keep
// their division (docs/plugin.md). Signed divisions count where i and d
// are never negative: i's start and step known non-negative and its
// increment `nsw`.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumIndexDivisionsStepped,
                         "Divisions of a merged loop's index replaced by a stepped quotient");

static cl::opt<bool> MergedLoopDivision(
    "ompred-merged-loop-division", cl::init(true), cl::Hidden,
    cl::desc("ompred: step the quotient and remainder of a merged loop's index by a "
             "loop-invariant divisor instead of dividing in every iteration (default on)"));

namespace {

constexpr const char *PassName = "ompred";

// The merged loop's index: i = phi [plb, preheader], [Next, latch], with
// Next = i + S, S the merge's marked stride.
struct Index {
  PHINode *IV;
  BasicBlock *Pre, *Latch;
  Value *Start, *Step;
  BinaryOperator *Next;
  // i is never negative: signed divisions are unsigned ones.
  bool NonNegative;
};

std::optional<Index> mergedIndex(Loop &L, const DataLayout &DL) {
  BasicBlock *Pre = L.getLoopPredecessor(), *Latch = L.getLoopLatch();
  if (!Pre || !Latch || !L.getHeader()->hasNPredecessors(2))
    return std::nullopt;
  for (PHINode &Phi : L.getHeader()->phis()) {
    std::optional<ompred::MergedStep> M = ompred::mergedStep(L, Phi.getIncomingValueForBlock(Latch));
    if (!M || M->IV != &Phi)
      continue;
    Value *Start = Phi.getIncomingValueForBlock(Pre);
    // With a non-negative start and step, `nsw` keeps i within the signed
    // range: below 2^(n-1), never wrapping as unsigned either.
    bool NonNegative = M->Next->hasNoSignedWrap() && isKnownNonNegative(Start, DL) &&
                       isKnownNonNegative(M->Step, DL);
    if (!NonNegative && !M->Next->hasNoUnsignedWrap())
      return std::nullopt;
    return Index{&Phi, Pre, Latch, Start, M->Step, M->Next, NonNegative};
  }
  return std::nullopt;
}

// A division or remainder of i by a loop-invariant D that stepping gives:
// unsigned, or signed where i and D are never negative.
bool isSteppable(Loop &L, const Index &I, const BinaryOperator *BO, const DataLayout &DL) {
  if (!L.contains(BO) || BO->getOperand(0) != I.IV || !L.isLoopInvariant(BO->getOperand(1)))
    return false;
  switch (BO->getOpcode()) {
  case Instruction::UDiv:
  case Instruction::URem:
    return true;
  case Instruction::SDiv:
  case Instruction::SRem:
    return I.NonNegative && isKnownNonNegative(BO->getOperand(1), DL);
  default:
    return false;
  }
}

bool isDivision(const BinaryOperator *BO) {
  return BO->getOpcode() == Instruction::UDiv || BO->getOpcode() == Instruction::SDiv;
}

// Replaces the loop's divisions and remainders of I.IV by D; returns how many.
unsigned stepDivisions(Loop &L, const Index &I, Value *D, const DataLayout &DL) {
  SmallVector<BinaryOperator *, 4> Ops;
  for (User *U : I.IV->users())
    if (auto *BO = dyn_cast<BinaryOperator>(U))
      if (BO->getOperand(1) == D && isSteppable(L, I, BO, DL))
        Ops.push_back(BO);
  if (Ops.empty())
    return 0;
  Type *Ty = I.IV->getType();
  IRBuilder<> P(I.Pre->getTerminator());
  Value *Dm = P.CreateBinaryIntrinsic(Intrinsic::umax, D, ConstantInt::get(Ty, 1), nullptr,
                                      "ompred.divisor");
  Value *Q0 = P.CreateUDiv(I.Start, Dm, "ompred.q.start");
  Value *R0 = P.CreateSub(I.Start, P.CreateMul(Q0, Dm), "ompred.r.start");
  Value *QS = P.CreateUDiv(I.Step, Dm, "ompred.q.step");
  Value *RS = P.CreateSub(I.Step, P.CreateMul(QS, Dm), "ompred.r.step");
  // r + rs >= d, as r >= d - rs (rs < d: no wrap).
  Value *Room = P.CreateSub(Dm, RS, "ompred.r.room");

  IRBuilder<> H(&*L.getHeader()->getFirstInsertionPt());
  PHINode *Q = H.CreatePHI(Ty, 2, "ompred.q");
  PHINode *R = H.CreatePHI(Ty, 2, "ompred.r");
  IRBuilder<> T(I.Next->getNextNode());
  Value *Carry = T.CreateICmpUGE(R, Room, "ompred.carry");
  Value *RNext = T.CreateSelect(Carry, T.CreateSub(R, Room), T.CreateAdd(R, RS), "ompred.r.next");
  Value *QNext = T.CreateAdd(T.CreateAdd(Q, QS), T.CreateZExt(Carry, Ty), "ompred.q.next");
  Q->addIncoming(Q0, I.Pre);
  Q->addIncoming(QNext, I.Latch);
  R->addIncoming(R0, I.Pre);
  R->addIncoming(RNext, I.Latch);

  for (BinaryOperator *Op : Ops) {
    if (isDivision(Op))
      // q * d is i - r.
      for (User *U : make_early_inc_range(Op->users())) {
        auto *Mul = dyn_cast<BinaryOperator>(U);
        if (Mul && Mul->getOpcode() == Instruction::Mul &&
            (Mul->getOperand(0) == D || Mul->getOperand(1) == D)) {
          Mul->replaceAllUsesWith(IRBuilder<>(Mul).CreateSub(I.IV, R, Mul->getName() + ".ompred"));
          Mul->eraseFromParent();
        }
      }
    Op->replaceAllUsesWith(isDivision(Op) ? Q : R);
    Op->eraseFromParent();
  }
  return Ops.size();
}

} // namespace

namespace ompred {

PreservedAnalyses MergedLoopDivisionPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (!MergedLoopDivision || F.isDeclaration() || !isNVPTX64DeviceModule(*F.getParent()))
    return PreservedAnalyses::all();
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  OptimizationRemarkEmitter &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  const DataLayout &DL = F.getDataLayout();
  bool Changed = false;
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!isMergedLoop(*L))
      continue;
    if (loopWritesMemory(*L))
      continue;
    std::optional<Index> I = mergedIndex(*L, DL);
    if (!I)
      continue;
    // Each loop-invariant divisor of the index, once.
    SmallSetVector<Value *, 2> Divisors;
    for (User *U : I->IV->users())
      if (auto *BO = dyn_cast<BinaryOperator>(U))
        if (isSteppable(*L, *I, BO, DL))
          Divisors.insert(BO->getOperand(1));
    unsigned N = 0;
    for (Value *D : Divisors)
      N += stepDivisions(*L, *I, D, DL);
    if (!N)
      continue;
    NumIndexDivisionsStepped += N;
    Changed = true;
    ORE.emit([&] {
      return OptimizationRemark(PassName, "MergedLoopDivisionStepped", L->getStartLoc(),
                                L->getHeader())
             << "merged loop's index: " << ore::NV("Divisions", N)
             << " division(s) by a loop-invariant divisor replaced by a quotient and remainder "
                "that step with the index";
    });
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace ompred
