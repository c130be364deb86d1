//===- MergedLoopCount.cpp - an iteration count for each merged loop -------===//
//
// A merged loop (MergeDistribute.cpp) steps by S = umin(nteams * nthreads,
// ub - plb + 1) and, once LLVM has rotated it, leaves when i + S >u ub.
// Scalar evolution cannot count such a loop (the step has no known nonzero
// lower bound and ub no known upper bound below the type's maximum), and
// LLVM's runtime unrolling needs that count: each thread then waits for one
// iteration's loads before it issues the next iteration's, where a CUDA
// grid-stride loop keeps several in flight.
//
// The rewrite, late in the pipeline (before the loop vectorizer and the
// unroller): the preheader computes
//   TC = usub.sat(ub, plb) /u umax(S, 1)
// (dividing only where the quotient is not 0, as count() says) and the latch
// leaves when a new counter k (0, 1, ...) reaches TC. The
// iterations are the same ones: the original increment is `add nuw`, so
// i_k = plb + k*S exactly, and i_k + S >u ub holds exactly when
// k + 1 > (ub - plb) / S, i.e. k >= TC. A thread with plb >u ub runs its
// one iteration in both forms (rotated loops are entered before the test).
// S is at least 1 wherever the loop runs (plb <= ub, and ub + 1 fits the
// type), so umax only keeps the division defined on paths that do not.
//
// Only loops whose step is the merge's bound (its umin carries the
// `ompred.merged.stride` mark) and that write no memory (a reduction's read
// loop, such as a dot product) are rewritten, and asked to be unrolled 4
// times; anything else is left alone. Streaming loops, which store, keep the
// stores' own parallelism and lose occupancy to the registers of unrolled
// copies.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/DomTreeUpdater.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;
using namespace llvm::PatternMatch;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumLoopsCounted, "Merged loops given an iteration count");
ALWAYS_ENABLED_STATISTIC(NumLoopsNotCounted,
                         "Merged loops left without an iteration count (shape not recognized)");
ALWAYS_ENABLED_STATISTIC(NumLoopsWriting,
                         "Merged loops left without an iteration count (they write memory)");

static cl::opt<bool> MergedLoopCount(
    "ompred-merged-loop-count", cl::init(true), cl::Hidden,
    cl::desc("ompred: give each merged loop an iteration count that LLVM's unroller can "
             "use (default on)"));

namespace {

constexpr const char *PassName = "ompred";
// Copies per unrolled trip: loads of 4 iterations in flight per thread, in
// about half the registers 8 copies take.
constexpr unsigned UnrollCount = 4;

struct Shape {
  BasicBlock *Pre; // the loop's one predecessor outside it
  Value *Start, *Step, *Ub;
  BranchInst *Latch;
  bool ExitOnTrue; // the latch branch leaves the loop when its condition holds
};

// i = phi [plb, preheader], [i + S, latch]; the latch leaves when i + S >u ub
// (in any of ICmp's spellings of that test).
std::optional<Shape> recognize(Loop &L) {
  BasicBlock *Pre = L.getLoopPredecessor(), *LatchBB = L.getLoopLatch();
  // One edge from outside (the new counter's phi gets one incoming value
  // for it) and one back edge.
  if (!Pre || !LatchBB || L.getExitingBlock() != LatchBB || !L.getHeader()->hasNPredecessors(2))
    return std::nullopt;
  auto *Br = dyn_cast<BranchInst>(LatchBB->getTerminator());
  if (!Br || !Br->isConditional())
    return std::nullopt;
  auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Cmp || !Cmp->hasOneUse())
    return std::nullopt;
  Value *Next = Cmp->getOperand(0), *Ub = Cmp->getOperand(1);
  ICmpInst::Predicate Pred = Cmp->getPredicate();
  if (L.isLoopInvariant(Next)) {
    std::swap(Next, Ub);
    Pred = ICmpInst::getSwappedPredicate(Pred);
  }
  bool ExitOnTrue = !L.contains(Br->getSuccessor(0));
  // Normalize to "leave when Next >u Ub".
  if (!ExitOnTrue)
    Pred = ICmpInst::getInversePredicate(Pred);
  if (Pred != ICmpInst::ICMP_UGT || !L.isLoopInvariant(Ub))
    return std::nullopt;
  std::optional<ompred::MergedStep> M = ompred::mergedStep(L, Next);
  if (!M || !M->Next->hasNoUnsignedWrap())
    return std::nullopt;
  return Shape{Pre, M->IV->getIncomingValueForBlock(Pre), M->Step, Ub, Br, ExitOnTrue};
}

void count(Loop &L, const Shape &S, DominatorTree &DT, LoopInfo &LI) {
  IRBuilder<> B(S.Pre->getTerminator());
  Type *Ty = S.Step->getType();
  // ub - plb saturates at 0 for plb >u ub: no select for InstCombine to move
  // into the latch, where scalar evolution could no longer count the loop.
  Value *Span = B.CreateBinaryIntrinsic(Intrinsic::usub_sat, S.Ub, S.Start, nullptr, "ompred.span");
  Value *Step = B.CreateBinaryIntrinsic(Intrinsic::umax, S.Step, ConstantInt::get(Ty, 1));
  // A thread with one iteration (Span < Step: one element per thread, as with
  // num_teams(N / thread_limit)) skips the division, about two dozen
  // instructions, behind a branch; a phi, unlike a select, gives InstCombine
  // nothing to fold into the latch.
  Value *Several = B.CreateICmpUGE(Span, Step, "ompred.several");
  DomTreeUpdater DTU(DT, DomTreeUpdater::UpdateStrategy::Eager);
  Instruction *DivAt = SplitBlockAndInsertIfThen(Several, S.Pre->getTerminator(),
                                                 /*Unreachable=*/false, nullptr, &DTU, &LI);
  BasicBlock *DivBB = DivAt->getParent();
  BasicBlock *Pre = L.getLoopPredecessor(); // the split's tail
  DivBB->setName("ompred.divide");
  Pre->setName("ompred.counted");
  Value *Trips = IRBuilder<>(DivAt).CreateUDiv(Span, Step, "ompred.trips");
  PHINode *TC = IRBuilder<>(Pre->getTerminator()).CreatePHI(Ty, 2, "ompred.trip.last");
  TC->addIncoming(Trips, DivBB);
  TC->addIncoming(ConstantInt::get(Ty, 0), S.Pre);

  BasicBlock *Header = L.getHeader(), *LatchBB = L.getLoopLatch();
  IRBuilder<> H(&*Header->getFirstInsertionPt());
  PHINode *K = H.CreatePHI(Ty, 2, "ompred.k");
  IRBuilder<> T(S.Latch);
  Value *KNext = T.CreateAdd(K, ConstantInt::get(Ty, 1), "ompred.k.next", /*HasNUW=*/true);
  K->addIncoming(ConstantInt::get(Ty, 0), Pre);
  K->addIncoming(KNext, LatchBB);
  auto *Old = cast<Instruction>(S.Latch->getCondition());
  S.Latch->setCondition(S.ExitOnTrue ? T.CreateICmpUGE(K, TC, "ompred.done")
                                     : T.CreateICmpULT(K, TC, "ompred.more"));
  Old->eraseFromParent();
  addStringMetadataToLoop(&L, "llvm.loop.unroll.count", UnrollCount);
}

} // namespace

namespace ompred {

bool isMergedStride(const Value *S) {
  const Value *Inner = S;
  match(S, m_And(m_Value(Inner), m_ConstantInt()));
  auto *Min = dyn_cast<IntrinsicInst>(Inner);
  return Min && Min->getIntrinsicID() == Intrinsic::umin &&
         Min->hasMetadata(ompred::MergedStrideMark);
}

std::optional<MergedStep> mergedStep(const Loop &L, Value *V) {
  auto *Add = dyn_cast<BinaryOperator>(V);
  BasicBlock *Latch = L.getLoopLatch();
  if (!Add || Add->getOpcode() != Instruction::Add || !Latch)
    return std::nullopt;
  for (unsigned Op = 0; Op < 2; ++Op) {
    auto *IV = dyn_cast<PHINode>(Add->getOperand(Op));
    Value *Step = Add->getOperand(1 - Op);
    if (IV && IV->getParent() == L.getHeader() && L.isLoopInvariant(Step) && isMergedStride(Step) &&
        IV->getIncomingValueForBlock(Latch) == Add)
      return MergedStep{IV, Add, Step};
  }
  return std::nullopt;
}

bool loopWritesMemory(const Loop &L) {
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      if (I.mayWriteToMemory())
        return true;
  return false;
}

bool isMergedLoop(const Loop &L) {
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      if (auto *Add = dyn_cast<BinaryOperator>(&I))
        if (Add->getOpcode() == Instruction::Add &&
            (isMergedStride(Add->getOperand(0)) || isMergedStride(Add->getOperand(1))))
          return true;
  return false;
}

PreservedAnalyses MergedLoopCountPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (!MergedLoopCount || F.isDeclaration() || !isNVPTX64DeviceModule(*F.getParent()))
    return PreservedAnalyses::all();
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  bool Changed = false;
  OptimizationRemarkEmitter &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!isMergedLoop(*L))
      continue;
    if (loopWritesMemory(*L)) {
      ++NumLoopsWriting;
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "MergedLoopWrites", L->getStartLoc(),
                                        L->getHeader())
               << "merged loop left without an iteration count: it writes memory";
      });
      continue;
    }
    std::optional<Shape> S = recognize(*L);
    if (!S) {
      ++NumLoopsNotCounted;
      LLVM_DEBUG(dbgs() << "ompred: merged loop " << L->getHeader()->getName()
                        << " in " << F.getName() << " left uncounted\n");
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "MergedLoopNotCounted", L->getStartLoc(),
                                        L->getHeader())
               << "merged loop left without an iteration count (its latch is not the "
                  "merge's i + stride > ub test)";
      });
      continue;
    }
    count(*L, *S, DT, LI);
    ++NumLoopsCounted;
    Changed = true;
    ORE.emit([&] {
      return OptimizationRemark(PassName, "MergedLoopCounted", L->getStartLoc(), L->getHeader())
             << "merged loop given an iteration count, (ub - plb) / stride, for the unroller";
    });
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserve<DominatorTreeAnalysis>();
  PA.preserve<LoopAnalysis>();
  return PA;
}

} // namespace ompred
