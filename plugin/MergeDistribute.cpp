//===- MergeDistribute.cpp - one parallel region per team ----------------===//
//
// clang-19 emits `target teams distribute parallel for` without dist_schedule
// and schedule clauses as a chunked distribute loop (schedule 91, chunk =
// blockDim) whose every trip opens a parallel region over one chunk
// (schedule 33, chunk 1) and, with a reduction clause, reduces in it. This
// pass gives such a loop one distribute trip over the whole iteration space
// and the inner worksharing init schedule 93 (distribute-chunked +
// static-chunk-one, which LLVM 19's device runtime implements): every thread
// runs the same iterations in the same order, but each team opens one
// parallel region and reduces once. Loops without a reduction that store
// in every iteration are left by default (match()); merged loops that reduce
// and store in every iteration keep their team's warps in step with a block
// barrier per stride (addLockstep()). docs/plugin.md has the pattern and the
// correctness argument.
//
// The pass acts on nvptx64 device modules only, and only where the whole
// pattern holds; everything else is left exactly as clang emitted it. It
// runs at the pipeline start, before OpenMPOpt and inlining reshape the
// pattern. Remarks: -Rpass=ompred (merged), -Rpass-missed=ompred (why not).
//
// A second pass, run just before it, keeps nested parallel regions' compile
// time in check: where a parallel region opens another, every function passed
// to the parallel entry point (__kmpc_parallel_51; clang-22's
// __kmpc_parallel_60) as the microtask is marked noinline instead of clang's
// alwaysinline (NestedParallelNoInliner below, docs/plugin.md).
//
// The same sources are built against LLVM 19 for clang-19 and against LLVM 22
// for clang-22; what differs between the two is in LLVMAdapter.h.
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "LLVMAdapter.h"
#include "Passes.h"
#include "RuntimeCalls.h"
#include "WorksharingLoop.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/ValueSymbolTable.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <cstdio>
#include <dlfcn.h>
#include <functional>
#include <optional>
#include <string>
#include <unistd.h>

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

// Every pass of the plugin counts what it did under DEBUG_TYPE "ompred"
// (opt -stats, clang -mllvm -stats). ALWAYS_ENABLED_STATISTIC: the plugin is
// built with NDEBUG, where STATISTIC counts nothing, and the hosts' LLVM 19
// prints registered statistics in its release builds too.
ALWAYS_ENABLED_STATISTIC(NumMerged, "Distribute loops merged into one parallel region per team");
ALWAYS_ENABLED_STATISTIC(NumMergedCopies, "Merged distribute loops run only for blocks of the folded chunk");
ALWAYS_ENABLED_STATISTIC(NumLockstep, "Merged loops whose warps wait for each other once per stride");
ALWAYS_ENABLED_STATISTIC(NumLeftAlone, "Distribute loops left as clang emitted them");
ALWAYS_ENABLED_STATISTIC(NumNoInlineMicrotasks, "Microtasks kept out of the recursive parallel entry point");

static cl::opt<bool> MergeDistribute(
    "ompred-merge-distribute", cl::init(true), cl::Hidden,
    cl::desc("ompred: merge clang's chunked distribute loops into one parallel region "
             "per team (default on)"));

static cl::opt<bool> MergeWithoutReduction(
    "ompred-merge-without-reduction", cl::init(false), cl::Hidden,
    cl::desc("ompred: merge distribute loops whose parallel region does not reduce too "
             "(default off)"));

static cl::opt<bool> MergeCopiesWithinArrays(
    "ompred-merge-copies-within-arrays", cl::init(true), cl::Hidden,
    cl::desc("ompred: merge distribute loops whose parallel region does not reduce and "
             "copies elements within arrays, as halo updates do (default on)"));

static cl::opt<bool> MergedLockstep(
    "ompred-merged-lockstep", cl::init(true), cl::Hidden,
    cl::desc("ompred: a merged loop that reduces and stores in every iteration keeps its "
             "team's warps in step with one barrier per stride (default on)"));

namespace {

constexpr const char *PassName = "ompred";

// Schedule kinds and execution modes: include/ompred/kernel_environment.h.
// Runtime calls' argument positions: RuntimeCalls.h.

bool isFMulAdd(const Instruction *I) {
  auto *II = dyn_cast<IntrinsicInst>(I);
  return II && II->getIntrinsicID() == Intrinsic::fmuladd;
}

// The kernel environment's ExecMode of a kernel; nullopt if K is not one.
std::optional<uint64_t> kernelExecMode(Function &K) {
  if (std::optional<int64_t> Mode = kernelConfig(K, CfgExecMode))
    return static_cast<uint64_t>(*Mode);
  return std::nullopt;
}

// Why F may not be rewritten: every path of direct calls from a kernel to F
// must start in an SPMD kernel, and F must be reached by direct calls only.
// Returns an empty string when all of them do, with the kernels in Kernels.
std::string spmdCallers(Function &F, SmallVectorImpl<Function *> &Kernels) {
  SmallVector<Function *, 8> Work{&F};
  SmallPtrSet<Function *, 8> Seen{&F};
  bool SawKernel = false;
  while (!Work.empty()) {
    Function *G = Work.pop_back_val();
    if (std::optional<uint64_t> Mode = kernelExecMode(*G)) {
      if (*Mode != ExecModeSPMD)
        return ("kernel " + G->getName() + " is not SPMD (ExecMode " + Twine(*Mode) + ")").str();
      SawKernel = true;
      Kernels.push_back(G);
      continue;
    }
    for (User *U : G->users()) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledOperand() != G)
        return ("function " + G->getName() + " is used other than by a direct call").str();
      Function *Caller = CB->getFunction();
      if (Seen.insert(Caller).second)
        Work.push_back(Caller);
    }
  }
  if (!SawKernel)
    return ("no kernel reaches " + F.getName()).str();
  return "";
}

// The value OpenMPOpt folds clang's distribute chunk to: a kernel's
// __kmpc_get_hardware_num_threads_in_block() becomes its
// "omp_target_thread_limit" (a constant thread_limit, or clang's default
// 128), assumed to be the launch's block size. libomptarget 22 does not
// promise that block size, with or without num_teams: OMP_TEAMS_THREAD_LIMIT
// and OMP_THREAD_LIMIT cap every launch, a small trip count without
// num_teams lowers it (2048 x 32 for 2^16 iterations of a default kernel),
// and a thread_limit above the device's maximum is cut to it. The chunk
// stays the folded value in all of these. nullopt only where the kernels
// have no such attribute (thread_limit known only at run time): the chunk
// is then the block size read at run time. Sets Why if the kernels
// disagree.
// The most threads a block of the device can have: a larger thread_limit
// is cut to it at launch.
constexpr uint32_t MaxBlockSize = 1024;

// Every kernel has num_teams (MinTeams or MaxTeams in its environment):
// libomptarget then launches the clause's team count and does not lower the
// block size for a small trip count.
bool allHaveNumTeams(ArrayRef<Function *> Kernels) {
  for (Function *K : Kernels)
    if (kernelConfig(*K, CfgMinTeams).value_or(0) == 0 &&
        kernelConfig(*K, CfgMaxTeams).value_or(0) == 0)
      return false;
  return true;
}

std::optional<uint32_t> foldedChunk(ArrayRef<Function *> Kernels, std::string &Why) {
  std::optional<uint32_t> Limit;
  for (size_t I = 0; I < Kernels.size(); ++I) {
    Attribute A = Kernels[I]->getFnAttribute("omp_target_thread_limit");
    std::optional<uint32_t> L;
    uint32_t V;
    if (A.isValid()) {
      if (A.getValueAsString().getAsInteger(10, V))
        Why = "a kernel's omp_target_thread_limit is not a number";
      else
        L = V;
    }
    if (I > 0 && L != Limit)
      Why = "the kernels that reach the distribute loop differ in thread_limit";
    Limit = L;
  }
  return Limit;
}

// Whether code reached from the parallel region's function can tell which
// team or thread runs an iteration: a call of omp_get_thread_num,
// omp_get_team_num or omp_get_ancestor_thread_num, a read of the hardware's
// thread or block index, or a call the pass cannot see into (an indirect
// call, a function only declared here other than clang's and the runtime's
// own entry points). Without any of these, a launch whose block size is not
// the folded chunk runs the same iterations either way, only on other
// threads, and nothing in the program can see which.
bool observesMapping(Function &Region) {
  SmallVector<Function *, 8> Work{&Region};
  SmallPtrSet<Function *, 8> Seen{&Region};
  while (!Work.empty()) {
    Function *G = Work.pop_back_val();
    for (Instruction &I : instructions(*G)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      Function *Callee = CB->getCalledFunction();
      if (!Callee)
        return true;
      StringRef N = Callee->getName();
      if (Callee->isIntrinsic()) {
        Intrinsic::ID ID = Callee->getIntrinsicID();
        if (ID == Intrinsic::nvvm_read_ptx_sreg_tid_x || ID == Intrinsic::nvvm_read_ptx_sreg_ctaid_x ||
            ID == Intrinsic::nvvm_read_ptx_sreg_laneid || ID == Intrinsic::nvvm_read_ptx_sreg_warpid)
          return true;
        continue;
      }
      if (N == "omp_get_thread_num" || N == "omp_get_team_num" ||
          N == "omp_get_ancestor_thread_num" || N == "__kmpc_get_hardware_thread_id_in_block")
        return true;
      // The runtime's entry points (linked in already, and reading thread
      // ids for their own bookkeeping) tell the program nothing else.
      if (N.starts_with("__kmpc_") || N.starts_with("omp_"))
        continue;
      if (Callee->isDeclaration())
        return true;
      if (Seen.insert(Callee).second)
        Work.push_back(Callee);
    }
  }
  return false;
}

// The C++ function a kernel's region comes from, demangled, for remarks:
// clang names offloaded regions __omp_offloading_<dev>_<file>_<function>_l<line>
// with the function's mangled name. Empty for a C function (nothing to add).
std::string sourceFunction(StringRef Region) {
  static const Regex Offloaded("^__omp_offloading_[0-9a-f]+_[0-9a-f]+_(_Z.*)_l[0-9]+(_|$)");
  SmallVector<StringRef, 3> Match;
  if (!Offloaded.match(Region, &Match))
    return "";
  std::string Mangled = Match[1].str();
  std::string Demangled = demangle(Mangled);
  return Demangled == Mangled ? "" : Demangled;
}

// The name of a private for remarks: the variable of its debug declaration,
// else the value's name, else the IR operand (clang discards value names
// unless -fno-discard-value-names).
std::string privateName(AllocaInst *A) {
  if (const DILocalVariable *V = declaredVariable(A))
    return ("'" + V->getName() + "'").str();
  // Where clang keeps value names: the slot of a by-value argument is
  // <name>.addr; a private whose name the function already has (the
  // original's pointer, an argument) gets a number appended.
  if (A->hasName()) {
    StringRef Name = A->getName();
    Name.consume_back(".addr");
    StringRef Base = Name.rtrim("0123456789");
    if (Base.size() < Name.size() && !Base.empty() &&
        A->getFunction()->getValueSymbolTable()->lookup(Base))
      Name = Base;
    return ("'" + Name + "'").str();
  }
  std::string S;
  raw_string_ostream OS(S);
  A->printAsOperand(OS, false);
  return OS.str();
}

bool isMarker(const Instruction &I) {
  return isa<LifetimeIntrinsic>(I) || isa<DbgInfoIntrinsic>(I);
}

// OpenMP's queries (omp_get_num_teams(), ...) read state that one iteration
// cannot change; omp_get_wtime() gives another value each call.
bool isQuery(const Instruction &I) {
  Function *Callee = directCallee(I);
  return Callee && Callee->getName().starts_with("omp_get_") &&
         !Callee->getName().contains("wtime");
}

// What one store does to a reduction variable: keep it, or combine it with
// a value that does not depend on it by one operation. Min and Max also
// record the compare's kind (signed, unsigned, floating) and the extension
// of its operands (integer promotion), which decide the order compared in.
struct UpdateOp {
  enum KindTy { Keep, Add, FAdd, Mul, FMul, And, Or, Xor, LAnd, LOr, Min, Max };
  KindTy Kind = Keep;
  unsigned CmpKind = 0, Ext = 0;
  bool operator==(const UpdateOp &O) const {
    return Kind == O.Kind && CmpKind == O.CmpKind && Ext == O.Ext;
  }
  bool operator!=(const UpdateOp &O) const { return !(*this == O); }
};

// Recognises `v = v OP e` stores into one variable (Slot) in clang's
// unoptimised IR: a binary operator on a load of Slot, `e > v ? e : v` as a
// select or as clang's branches and phi, `if (e > v) v = e`, and clang's
// branches for `v = v && e` and `v = v || e`. The load must hold Slot's
// current value at the store, and e must not depend on it (Derived says
// what does). Paths are those from one instruction to another without
// passing IterStart (a loop header, where another iteration would begin).
class UpdateMatcher {
public:
  UpdateMatcher(Value *Slot, bool SlotIsPrivate, DominatorTree &DT, BasicBlock *IterStart,
                std::function<bool(Value *)> Derived)
      : Slot(Slot), SlotIsPrivate(SlotIsPrivate), DT(DT), IterStart(IterStart),
        Derived(Derived) {}

  // The instructions of every matched update, which may use Slot's value.
  SmallPtrSet<Instruction *, 16> Consumed;

  std::optional<UpdateOp> match(StoreInst *SI) {
    SmallVector<Instruction *, 8> Used;
    std::optional<UpdateOp> Op = matchValue(SI, Used);
    if (Op)
      Consumed.insert(Used.begin(), Used.end());
    return Op;
  }

private:
  Value *Slot;
  bool SlotIsPrivate;
  DominatorTree &DT;
  BasicBlock *IterStart;
  std::function<bool(Value *)> Derived;

  static bool isExt(Value *V) { return isa<SExtInst>(V) || isa<ZExtInst>(V) || isa<FPExtInst>(V); }

  // Whether I may change what a load from Ptr reads.
  bool clobbers(Instruction &I, Value *Ptr) {
    if (auto *SI = dyn_cast<StoreInst>(&I)) {
      Value *To = SI->getPointerOperand();
      if (To == Ptr)
        return true;
      // The private's address is used only by loads and stores here.
      if (SlotIsPrivate && (To == Slot || Ptr == Slot))
        return false;
      auto *A = dyn_cast<AllocaInst>(getUnderlyingObject(To));
      auto *B = dyn_cast<AllocaInst>(getUnderlyingObject(Ptr));
      return !(A && B && A != B);
    }
    if (isa<DbgInfoIntrinsic>(I) || isQuery(I))
      return false;
    if (auto *LT = dyn_cast<LifetimeIntrinsic>(&I))
      return lifetimeObject(*LT) == Ptr;
    return I.mayWriteToMemory();
  }

  // Whether something that clobbers Ptr lies on a path from From to To
  // (neither included) within one iteration.
  bool writtenBetween(Instruction *From, Instruction *To, Value *Ptr) {
    BasicBlock *FB = From->getParent(), *TB = To->getParent();
    auto Scan = [&](BasicBlock::iterator I, BasicBlock::iterator E) {
      for (; I != E; ++I)
        if (clobbers(*I, Ptr))
          return true;
      return false;
    };
    auto Reach = [&](BasicBlock *Start, bool Forward, SmallPtrSetImpl<BasicBlock *> &Set) {
      SmallVector<BasicBlock *, 16> Work;
      auto Push = [&](BasicBlock *BB) {
        if (BB != IterStart && Set.insert(BB).second)
          Work.push_back(BB);
      };
      if (Forward)
        for (BasicBlock *S : successors(Start))
          Push(S);
      else
        for (BasicBlock *P : predecessors(Start))
          Push(P);
      while (!Work.empty()) {
        BasicBlock *BB = Work.pop_back_val();
        if (Forward)
          for (BasicBlock *S : successors(BB))
            Push(S);
        else
          for (BasicBlock *P : predecessors(BB))
            Push(P);
      }
    };
    SmallPtrSet<BasicBlock *, 16> Fwd, Bwd;
    Reach(FB, true, Fwd);
    Reach(TB, false, Bwd);
    for (BasicBlock *BB : Fwd)
      if (Bwd.contains(BB) && Scan(BB->begin(), BB->end()))
        return true;
    if (FB == TB && !(Fwd.contains(FB) && Bwd.contains(FB)))
      return From->comesBefore(To) && Scan(std::next(From->getIterator()), To->getIterator());
    return Scan(std::next(From->getIterator()), FB->end()) || Scan(TB->begin(), To->getIterator());
  }

  // Slot's value at At: a load of it that no store to it follows before At.
  bool current(Value *V, Instruction *At) {
    auto *LD = dyn_cast<LoadInst>(V);
    return LD && !LD->isVolatile() && LD->getPointerOperand() == Slot &&
           !writtenBetween(LD, At, Slot);
  }

  // The same value computed twice (clang evaluates `e` of `e > v ? e : v`
  // again in the arm): same operations on the same operands, loads with
  // nothing in between that may change what they read.
  bool same(Value *X, Value *Y, unsigned Depth = 0) {
    if (X == Y)
      return true;
    auto *IX = dyn_cast<Instruction>(X), *IY = dyn_cast<Instruction>(Y);
    if (!IX || !IY || Depth > 16 || !IX->isSameOperationAs(IY) ||
        IX->getNumOperands() != IY->getNumOperands() || isa<PHINode>(IX) || isa<AllocaInst>(IX))
      return false;
    if (auto *LX = dyn_cast<LoadInst>(IX)) {
      auto *LY = cast<LoadInst>(IY);
      if (LX->isVolatile() || !same(LX->getPointerOperand(), LY->getPointerOperand(), Depth + 1))
        return false;
      if (!DT.dominates(LX, LY))
        std::swap(LX, LY);
      return DT.dominates(LX, LY) && !writtenBetween(LX, LY, LX->getPointerOperand());
    }
    if (isa<CallBase>(IX) ? !isQuery(*IX) : IX->mayReadOrWriteMemory() || IX->mayHaveSideEffects())
      return false;
    for (unsigned I = 0; I < IX->getNumOperands(); ++I)
      if (!same(IX->getOperand(I), IY->getOperand(I), Depth + 1))
        return false;
    return true;
  }

  // Slot's value at At, possibly extended (integer promotion).
  bool self(Value *V, Instruction *At, SmallVectorImpl<Instruction *> &Used) {
    if (isExt(V)) {
      if (!current(cast<Instruction>(V)->getOperand(0), At))
        return false;
      Used.push_back(cast<Instruction>(V));
      V = cast<Instruction>(V)->getOperand(0);
    } else if (!current(V, At)) {
      return false;
    }
    Used.push_back(cast<Instruction>(V));
    return true;
  }

  // C ? T : F as one select: a select, or a phi of the two arms of one
  // conditional branch (Br).
  bool asSelect(Value *V, Value *&C, Value *&T, Value *&F, Instruction *&Br) {
    if (auto *S = dyn_cast<SelectInst>(V)) {
      C = S->getCondition(), T = S->getTrueValue(), F = S->getFalseValue(), Br = nullptr;
      return true;
    }
    auto *Phi = dyn_cast<PHINode>(V);
    if (!Phi || Phi->getNumIncomingValues() != 2 || pred_size(Phi->getParent()) != 2)
      return false;
    BasicBlock *J = Phi->getParent();
    BasicBlock *B =
        DT.findNearestCommonDominator(Phi->getIncomingBlock(0), Phi->getIncomingBlock(1));
    auto *BI = B ? dyn_cast<BranchInst>(B->getTerminator()) : nullptr;
    if (!BI || !BI->isConditional() || BI->getSuccessor(0) == BI->getSuccessor(1))
      return false;
    // The successor of B through which the phi's K-th value arrives.
    auto Side = [&](unsigned K) {
      BasicBlock *In = Phi->getIncomingBlock(K);
      for (unsigned S : {0u, 1u})
        if (In == B ? BI->getSuccessor(S) == J
                    : DT.dominates(BasicBlockEdge(B, BI->getSuccessor(S)), In))
          return int(S);
      return -1;
    };
    int S0 = Side(0), S1 = Side(1);
    if (S0 < 0 || S1 < 0 || S0 == S1)
      return false;
    C = BI->getCondition(), Br = BI;
    T = Phi->getIncomingValue(S0 == 0 ? 0 : 1);
    F = Phi->getIncomingValue(S0 == 0 ? 1 : 0);
    return true;
  }

  // C ? T : F as the min or max of Slot's value at At and an operand that
  // does not depend on it; a null arm is Slot's value (a conditional store).
  std::optional<UpdateOp> minMax(Value *C, Value *T, Value *F, Instruction *At,
                                 SmallVectorImpl<Instruction *> &Used) {
    auto *Cmp = dyn_cast<CmpInst>(C);
    if (!Cmp)
      return std::nullopt;
    bool Greater;
    switch (Cmp->getPredicate()) {
    case CmpInst::ICMP_SGT: case CmpInst::ICMP_SGE: case CmpInst::ICMP_UGT:
    case CmpInst::ICMP_UGE: case CmpInst::FCMP_OGT: case CmpInst::FCMP_OGE:
    case CmpInst::FCMP_UGT: case CmpInst::FCMP_UGE:
      Greater = true;
      break;
    case CmpInst::ICMP_SLT: case CmpInst::ICMP_SLE: case CmpInst::ICMP_ULT:
    case CmpInst::ICMP_ULE: case CmpInst::FCMP_OLT: case CmpInst::FCMP_OLE:
    case CmpInst::FCMP_ULT: case CmpInst::FCMP_ULE:
      Greater = false;
      break;
    default:
      return std::nullopt;
    }
    Value *X = Cmp->getOperand(0), *Y = Cmp->getOperand(1);
    SmallVector<Instruction *, 4> XUsed, YUsed;
    bool XSelf = self(X, At, XUsed), YSelf = self(Y, At, YUsed);
    if (XSelf == YSelf)
      return std::nullopt;
    Value *E = XSelf ? Y : X;
    if (Derived(E))
      return std::nullopt;
    // An arm is the compared value: Slot's at At, or e again (possibly
    // before the promotion the compare applied).
    auto Is = [&](Value *Arm, Value *Op, bool OpSelf, SmallVectorImpl<Instruction *> &ArmUsed) {
      if (OpSelf)
        return !Arm || self(Arm, At, ArmUsed);
      return Arm && !Derived(Arm) &&
             (same(Arm, Op) || (isExt(Op) && same(Arm, cast<Instruction>(Op)->getOperand(0))));
    };
    SmallVector<Instruction *, 4> ArmUsed;
    bool PickX;
    if (Is(T, X, XSelf, ArmUsed) && Is(F, Y, YSelf, ArmUsed)) {
      PickX = true;
    } else {
      ArmUsed.clear();
      if (!Is(T, Y, YSelf, ArmUsed) || !Is(F, X, XSelf, ArmUsed))
        return std::nullopt;
      PickX = false;
    }
    Used.append(ArmUsed);
    Used.push_back(Cmp);
    Used.append(XSelf ? XUsed : YUsed);
    UpdateOp Op;
    Op.Kind = PickX == Greater ? UpdateOp::Max : UpdateOp::Min;
    Op.CmpKind = isa<FCmpInst>(Cmp) ? 2 : Cmp->isSigned() ? 1 : 0;
    Value *SelfOp = XSelf ? X : Y;
    Op.Ext = isExt(SelfOp) ? cast<Instruction>(SelfOp)->getOpcode() : 0;
    return Op;
  }

  // V's truth value as clang tests it: v != 0, or a C++ bool's trunc to i1.
  static Value *truthOf(Value *C) {
    if (auto *Cmp = dyn_cast<CmpInst>(C);
        Cmp && (Cmp->getPredicate() == CmpInst::ICMP_NE || Cmp->getPredicate() == CmpInst::FCMP_UNE)) {
      auto *Zero = dyn_cast<Constant>(Cmp->getOperand(1));
      if (Zero && Zero->isNullValue())
        return Cmp->getOperand(0);
    }
    if (auto *Tr = dyn_cast<TruncInst>(C); Tr && Tr->getType()->isIntegerTy(1))
      return Tr->getOperand(0);
    return nullptr;
  }

  // C ? T : F as clang's `v && e` (F false) or `v || e` (T true), with v
  // Slot's value at At; either operand may be v.
  std::optional<UpdateOp> logical(Value *C, Value *T, Value *F, Instruction *At,
                                  SmallVectorImpl<Instruction *> &Used) {
    auto IsBool = [](Value *V, bool B) {
      auto *CI = dyn_cast<ConstantInt>(V);
      return CI && CI->getType()->isIntegerTy(1) && CI->isOne() == B;
    };
    UpdateOp Op;
    Value *R;
    if (IsBool(F, false))
      Op.Kind = UpdateOp::LAnd, R = T;
    else if (IsBool(T, true))
      Op.Kind = UpdateOp::LOr, R = F;
    else
      return std::nullopt;
    SmallVector<Instruction *, 2> SelfUsed;
    Value *X = truthOf(C);
    if (X && self(X, At, SelfUsed) && !Derived(R)) {
      Used.append(SelfUsed);
      Used.push_back(cast<Instruction>(C));
      return Op;
    }
    SelfUsed.clear();
    Value *Y = truthOf(R);
    if (Y && self(Y, At, SelfUsed) && !Derived(C)) {
      Used.append(SelfUsed);
      Used.push_back(cast<Instruction>(R));
      return Op;
    }
    return std::nullopt;
  }

  std::optional<UpdateOp> matchValue(StoreInst *SI, SmallVectorImpl<Instruction *> &Used) {
    Value *V = SI->getValueOperand();
    if (current(V, SI)) {
      Used.push_back(cast<Instruction>(V));
      return UpdateOp();
    }
    // Clang's `v && e` and `v || e`: an i1 widened to int (0 or 1), then
    // converted to Slot's type.
    SmallVector<Instruction *, 4> Casts;
    Value *Bool = V;
    while ((isa<TruncInst>(Bool) || isa<SExtInst>(Bool) || isa<ZExtInst>(Bool) ||
            isa<SIToFPInst>(Bool) || isa<UIToFPInst>(Bool)) &&
           !cast<Instruction>(Bool)->getOperand(0)->getType()->isIntegerTy(1)) {
      Casts.push_back(cast<Instruction>(Bool));
      Bool = Casts.back()->getOperand(0);
    }
    Value *C, *T, *F;
    Instruction *Br;
    if ((isa<ZExtInst>(Bool) || isa<UIToFPInst>(Bool)) &&
        cast<Instruction>(Bool)->getOperand(0)->getType()->isIntegerTy(1) &&
        asSelect(cast<Instruction>(Bool)->getOperand(0), C, T, F, Br)) {
      std::optional<UpdateOp> Op = logical(C, T, F, SI, Used);
      if (Op) {
        Used.append(Casts);
        Used.append({cast<Instruction>(Bool), cast<Instruction>(cast<Instruction>(Bool)->getOperand(0))});
        if (Br)
          Used.push_back(Br);
      }
      return Op;
    }
    // Narrowed back to Slot's type after integer promotion, or after a
    // wider floating-point operation.
    Value *W = V;
    Instruction *Narrow = nullptr;
    if (isa<TruncInst>(V) || isa<FPTruncInst>(V)) {
      Narrow = cast<Instruction>(V);
      W = Narrow->getOperand(0);
      Used.push_back(Narrow);
    }
    // clang contracts `s += a * b` into llvm.fmuladd(a, b, s): an addition
    // to s, with a product rounded once or twice (as -ffp-contract allows).
    if (auto *FMA = dyn_cast<IntrinsicInst>(W);
        FMA && FMA->getIntrinsicID() == Intrinsic::fmuladd && !Narrow) {
      Value *Addend = FMA->getArgOperand(2);
      if (!current(Addend, SI) || Derived(FMA->getArgOperand(0)) || Derived(FMA->getArgOperand(1)))
        return std::nullopt;
      Used.append({cast<Instruction>(Addend), FMA});
      UpdateOp Op;
      Op.Kind = UpdateOp::FAdd;
      return Op;
    }
    if (auto *BO = dyn_cast<BinaryOperator>(W)) {
      UpdateOp Op;
      switch (BO->getOpcode()) {
      case Instruction::Add: case Instruction::Sub: Op.Kind = UpdateOp::Add; break;
      case Instruction::FAdd: case Instruction::FSub: Op.Kind = UpdateOp::FAdd; break;
      case Instruction::Mul: Op.Kind = UpdateOp::Mul; break;
      case Instruction::FMul: Op.Kind = UpdateOp::FMul; break;
      case Instruction::And: Op.Kind = UpdateOp::And; break;
      case Instruction::Or: Op.Kind = UpdateOp::Or; break;
      case Instruction::Xor: Op.Kind = UpdateOp::Xor; break;
      default: return std::nullopt;
      }
      // Slot's value, extended as the narrowing undoes (two's complement
      // and the rounding of a wider type commute with these operators up
      // to reassociation).
      auto SelfOperand = [&](Value *Op) {
        if (!Narrow)
          return current(Op, SI) && (Used.push_back(cast<Instruction>(Op)), true);
        bool Fits = isa<TruncInst>(Narrow) ? isa<SExtInst>(Op) || isa<ZExtInst>(Op)
                                           : isa<FPExtInst>(Op);
        if (!Fits || !current(cast<Instruction>(Op)->getOperand(0), SI))
          return false;
        Used.append({cast<Instruction>(Op), cast<Instruction>(cast<Instruction>(Op)->getOperand(0))});
        return true;
      };
      Value *L = BO->getOperand(0), *R = BO->getOperand(1);
      if ((SelfOperand(L) && !Derived(R)) || (BO->isCommutative() && SelfOperand(R) && !Derived(L))) {
        Used.push_back(BO);
        return Op;
      }
      return std::nullopt;
    }
    if (asSelect(W, C, T, F, Br)) {
      std::optional<UpdateOp> Op = minMax(C, T, F, SI, Used);
      if (Op) {
        Used.push_back(cast<Instruction>(W));
        if (Br)
          Used.push_back(Br);
      }
      return Op;
    }
    // `if (e > v) v = e`: a store only when its block's one predecessor's
    // condition holds (or fails) keeps Slot's value otherwise.
    BasicBlock *B = SI->getParent()->getSinglePredecessor();
    auto *BI = B ? dyn_cast<BranchInst>(B->getTerminator()) : nullptr;
    if (Narrow || !BI || !BI->isConditional() || BI->getSuccessor(0) == BI->getSuccessor(1))
      return std::nullopt;
    bool OnTrue = BI->getSuccessor(0) == SI->getParent();
    std::optional<UpdateOp> Op =
        minMax(BI->getCondition(), OnTrue ? V : nullptr, OnTrue ? nullptr : V, SI, Used);
    if (Op)
      Used.push_back(BI);
    return Op;
  }
};

// Private state that the merge would carry from one distribute chunk into
// another. clang opens a parallel region per chunk, so each implicit task
// starts from fresh private copies: a firstprivate re-initialised from the
// original, a reduction private from the identity, a private undefined. In
// the merged loop a thread keeps its copies across what were separate
// chunks, so a value one iteration writes and a later one of the same
// thread reads differs. The pass runs at the pipeline start, where every
// private of the parallel region's function is an alloca accessed by loads
// and stores. A private whose value carries from one iteration into a later
// one (a load reachable from the loop header without a store to it in the
// same iteration) is allowed only as an accumulator: every value derived
// from its loads flows (through arithmetic, casts, compares, selects, phis,
// and branches that only choose what is stored back) into stores to that
// same private, which is how clang lowers `s += x`, `s = s * x`,
// `m = x > m ? x : m`, `r = r && x`. A reduction's private is then read
// after the loop by the parallel reduction, once per chunk or once per
// team, so every store to it must also be one update by the reduction's
// operator (UpdateMatcher); any other private read after the loop
// (lastprivate) must be written in every iteration and carry nothing. Whatever this cannot classify
// (addresses that escape, arrays and records written in the loop) counts as
// observable. Returns why the loop must stay as emitted, or "".
class CarriedState {
public:
  CarriedState(CallInst *ForInit, FunctionAnalysisManager &FAM)
      : ForInit(ForInit), F(*ForInit->getFunction()),
        DT(FAM.getResult<DominatorTreeAnalysis>(F)), LI(FAM.getResult<LoopAnalysis>(F)),
        PDT(FAM.getResult<PostDominatorTreeAnalysis>(F)) {}

  std::string check() {
    L = worksharingLoop(ForInit, LI);
    if (!L)
      return "the worksharing loop does not follow its init";
    // clang's loop slots: the init's bounds, stride and last flag, and the
    // induction variable that takes the init's lb.
    SmallPtrSet<Value *, 8> LoopSlots;
    for (unsigned A : {ALast, ALb, AUb, AStride})
      LoopSlots.insert(ForInit->getArgOperand(A));
    for (Instruction *I = ForInit->getNextNode(); I; I = I->getNextNode())
      if (auto *SI = dyn_cast<StoreInst>(I)) {
        auto *Lb = dyn_cast<LoadInst>(SI->getValueOperand());
        if (Lb && Lb->getPointerOperand() == ForInit->getArgOperand(ALb)) {
          LoopSlots.insert(SI->getPointerOperand());
          break;
        }
      }
    if (LoopSlots.size() != 5)
      return "the worksharing loop's induction variable is not where clang puts it";
    for (BasicBlock *BB : L->blocks())
      for (Instruction &I : *BB)
        if (isa<CallBase>(I) && !isMarker(I))
          LoopCalls = true;
    for (Instruction &I : instructions(F))
      if (auto *A = dyn_cast<AllocaInst>(&I))
        if (!LoopSlots.contains(A))
          if (std::string Why = checkPrivate(A); !Why.empty())
            return Why;
    return "";
  }

private:
  CallInst *ForInit;
  Function &F;
  DominatorTree &DT;
  LoopInfo &LI;
  PostDominatorTree &PDT;
  Loop *L = nullptr;
  bool LoopCalls = false;

  bool afterLoop(BasicBlock *BB) {
    return !L->contains(BB) && isPotentiallyReachable(L->getHeader(), BB, nullptr, &DT, &LI);
  }

  // A's address stored into the list that the parallel reduction combines.
  static bool isReductionListEntry(StoreInst *SI) {
    auto *List = dyn_cast<AllocaInst>(getUnderlyingObject(SI->getPointerOperand()));
    if (!List)
      return false;
    for (User *U : List->users())
      if (Function *Callee = directCallee(*cast<Instruction>(U)))
        if (Callee->getName() == "__kmpc_nvptx_parallel_reduce_nowait_v2")
          return true;
    return false;
  }

  std::string checkPrivate(AllocaInst *A) {
    const DataLayout &DL = F.getDataLayout();
    std::optional<TypeSize> Size = A->getAllocationSize(DL);
    bool Aggregate = false, WrittenInLoop = false, AccessedInLoop = false;
    bool EscapesBefore = false, ReadAfter = false, Reduction = false;
    SmallVector<LoadInst *, 4> Loads;
    SmallVector<Value *, 4> Ptrs{A};
    SmallPtrSet<Value *, 4> SeenPtrs{A};
    while (!Ptrs.empty()) {
      Value *P = Ptrs.pop_back_val();
      for (Use &U : P->uses()) {
        auto *I = cast<Instruction>(U.getUser());
        BasicBlock *BB = I->getParent();
        bool InLoop = L->contains(BB);
        if (isMarker(*I))
          continue;
        if (isa<GetElementPtrInst>(I) || isa<BitCastInst>(I) || isa<AddrSpaceCastInst>(I)) {
          if (SeenPtrs.insert(I).second)
            Ptrs.push_back(I);
          continue;
        }
        // A direct access of the whole private; anything else of it (a
        // field, an element, a part) is an aggregate access.
        auto Whole = [&](Type *T) {
          return P == A && Size && !Size->isScalable() && DL.getTypeStoreSize(T) == *Size;
        };
        if (auto *LD = dyn_cast<LoadInst>(I); LD && !LD->isVolatile()) {
          if (InLoop) {
            AccessedInLoop = true;
            if (Whole(LD->getType()))
              Loads.push_back(LD);
            else
              Aggregate = true;
          } else if (afterLoop(BB)) {
            ReadAfter = true;
          }
          continue;
        }
        if (auto *SI = dyn_cast<StoreInst>(I);
            SI && !SI->isVolatile() && U.getOperandNo() == SI->getPointerOperandIndex()) {
          if (InLoop) {
            AccessedInLoop = WrittenInLoop = true;
            Aggregate |= !Whole(SI->getValueOperand()->getType());
          }
          continue;
        }
        if (auto *MI = dyn_cast<MemIntrinsic>(I); MI && !MI->isVolatile()) {
          bool Dest = U.getOperandNo() == 0;
          if (InLoop) {
            AccessedInLoop = Aggregate = true;
            WrittenInLoop |= Dest;
          } else if (!Dest && afterLoop(BB)) {
            ReadAfter = true;
          }
          continue;
        }
        // The address itself escapes: into a call, into memory, into
        // arithmetic.
        if (InLoop)
          return "the address of private variable " + privateName(A) +
                 " is used in the loop other than by loads and stores";
        if (afterLoop(BB)) {
          auto *SI = dyn_cast<StoreInst>(I);
          if (SI && P == A && SI->getValueOperand() == A && isReductionListEntry(SI))
            Reduction = true;
          ReadAfter = true;
        } else {
          EscapesBefore = true;
        }
      }
    }
    if (EscapesBefore && (AccessedInLoop || LoopCalls))
      return "the address of private variable " + privateName(A) +
             " escapes before the loop, which may access it";
    if (!WrittenInLoop)
      return "";
    if (Aggregate)
      return "private variable " + privateName(A) +
             " is an array or record written in the loop";

    // Stored on entry to each block of the loop, within one iteration: the
    // header starts an iteration with nothing stored.
    DenseMap<BasicBlock *, bool> In, Out;
    auto Stores = [&](BasicBlock *BB) {
      for (Instruction &I : *BB)
        if (auto *SI = dyn_cast<StoreInst>(&I); SI && SI->getPointerOperand() == A)
          return true;
      return false;
    };
    for (BasicBlock *BB : L->blocks())
      Out[BB] = true;
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (BasicBlock *BB : L->blocks()) {
        bool Stored = BB != L->getHeader();
        if (Stored)
          for (BasicBlock *Pred : predecessors(BB))
            Stored &= L->contains(Pred) && Out[Pred];
        In[BB] = Stored;
        bool O = Stored || Stores(BB);
        if (O != Out[BB]) {
          Out[BB] = O;
          Changed = true;
        }
      }
    }
    bool Exposed = false;
    for (BasicBlock *BB : L->blocks()) {
      bool Stored = In[BB];
      for (Instruction &I : *BB) {
        if (auto *SI = dyn_cast<StoreInst>(&I); SI && SI->getPointerOperand() == A)
          Stored = true;
        if (auto *LD = dyn_cast<LoadInst>(&I); LD && LD->getPointerOperand() == A && !Stored)
          Exposed = true;
      }
    }
    bool EveryIteration = true;
    for (BasicBlock *Latch : predecessors(L->getHeader()))
      if (L->contains(Latch))
        EveryIteration &= Out[Latch];

    SmallPtrSet<Instruction *, 16> Derived;
    SmallVector<Instruction *, 4> Branches;
    if (Exposed) {
      if (std::string Why = onlyAccumulates(A, Loads, Derived, Branches); !Why.empty())
        return "private variable " + privateName(A) +
               " carries a value from one iteration into a later one and " + Why +
               " (each distribute chunk starts from a fresh private copy)";
      if (ReadAfter && !Reduction)
        return "private variable " + privateName(A) +
               " carries a value across iterations and is read after the loop";
    } else if (ReadAfter && !Reduction && !EveryIteration) {
      return "private variable " + privateName(A) +
             " is read after the loop but not written in every iteration";
    }
    // A reduction's private is combined into the result once per chunk
    // unmerged, once per team merged. Both give the same result only if
    // every update applies the reduction's own operator to the private and
    // a value that does not depend on it: `s = s > 5 ? 0 : s + x` under `+`
    // would reset per chunk in one and per thread in the other.
    if (Reduction) {
      std::optional<UpdateOp> Comb = combiner(A);
      if (!Comb)
        return "the reduction private " + privateName(A) +
               " is combined other than by a built-in operator";
      if (!Exposed && !onlyAccumulates(A, Loads, Derived, Branches).empty())
        Derived.clear(), Branches.clear(), Derived.insert(Loads.begin(), Loads.end());
      if (!reducesOnly(A, *Comb, Derived, Branches))
        return "the reduction private " + privateName(A) +
               " is updated other than by one reduction operation (its partial values are "
               "combined once per distribute chunk)";
    }
    return "";
  }

  // Whether V depends on a load of Ptr.
  static bool dependsOnLoad(Value *V, Value *Ptr, unsigned Depth = 0) {
    auto *I = dyn_cast<Instruction>(V);
    if (!I)
      return false;
    if (Depth > 32)
      return true;
    if (auto *LD = dyn_cast<LoadInst>(I); LD && LD->getPointerOperand() == Ptr)
      return true;
    for (Value *Op : I->operands())
      if (dependsOnLoad(Op, Ptr, Depth + 1))
        return true;
    return false;
  }

  // The operation by which clang's code after the parallel reduction
  // combines A into the original (`orig = orig OP priv`, the reduction's
  // combiner); nullopt if it is not one UpdateMatcher knows (a declare
  // reduction's combiner function).
  std::optional<UpdateOp> combiner(AllocaInst *A) {
    SmallVector<Instruction *, 8> Work;
    SmallPtrSet<Instruction *, 8> Seen;
    SmallVector<StoreInst *, 2> Stores;
    for (User *U : A->users())
      if (auto *LD = dyn_cast<LoadInst>(U); LD && afterLoop(LD->getParent()))
        if (Seen.insert(LD).second)
          Work.push_back(LD);
    while (!Work.empty()) {
      Instruction *V = Work.pop_back_val();
      for (User *U : V->users()) {
        auto *I = cast<Instruction>(U);
        if (auto *SI = dyn_cast<StoreInst>(I); SI && SI->getValueOperand() == V) {
          if (!is_contained(Stores, SI))
            Stores.push_back(SI);
        } else if ((isa<CastInst>(I) || isa<BinaryOperator>(I) || isa<CmpInst>(I) ||
                    isa<SelectInst>(I) || isa<PHINode>(I) || isa<FreezeInst>(I)) &&
                   Seen.insert(I).second) {
          Work.push_back(I);
        }
      }
    }
    std::optional<UpdateOp> Result;
    for (StoreInst *SI : Stores) {
      Value *Orig = SI->getPointerOperand();
      if (Orig == A || Orig != Stores[0]->getPointerOperand())
        return std::nullopt;
      UpdateMatcher M(Orig, /*SlotIsPrivate=*/false, DT, nullptr,
                      [&](Value *V) { return dependsOnLoad(V, Orig); });
      std::optional<UpdateOp> Op = M.match(SI);
      if (!Op || Op->Kind == UpdateOp::Keep || (Result && *Result != *Op))
        return std::nullopt;
      Result = Op;
    }
    return Result;
  }

  // Whether every store to A in the loop keeps A or applies Comb to A's
  // value and one that does not depend on it (Derived: what does), and A's
  // value is used by nothing else (Branches: the branches it decides).
  bool reducesOnly(AllocaInst *A, UpdateOp Comb, const SmallPtrSetImpl<Instruction *> &Derived,
                   ArrayRef<Instruction *> Branches) {
    UpdateMatcher M(A, /*SlotIsPrivate=*/true, DT, L->getHeader(), [&](Value *V) {
      auto *I = dyn_cast<Instruction>(V);
      return I && Derived.contains(I);
    });
    for (User *U : A->users())
      if (auto *SI = dyn_cast<StoreInst>(U); SI && SI->getPointerOperand() == A && L->contains(SI)) {
        std::optional<UpdateOp> Op = M.match(SI);
        if (!Op || (Op->Kind != UpdateOp::Keep && *Op != Comb))
          return false;
      }
    for (Instruction *I : Derived)
      if (!M.Consumed.contains(I))
        return false;
    for (Instruction *Br : Branches)
      if (!M.Consumed.contains(Br))
        return false;
    return true;
  }

  // "" if every value derived from Loads only decides what is stored back
  // into A; else what else it reaches, for the remark.
  // Seen gets the values derived from Loads, Branches the branches they
  // decide.
  std::string onlyAccumulates(AllocaInst *A, ArrayRef<LoadInst *> Loads,
                              SmallPtrSetImpl<Instruction *> &Seen,
                              SmallVectorImpl<Instruction *> &Branches) {
    SmallVector<Instruction *, 16> Work(Loads.begin(), Loads.end());
    Seen.insert(Loads.begin(), Loads.end());
    auto Taint = [&](Instruction *I) {
      if (Seen.insert(I).second)
        Work.push_back(I);
    };
    while (!Work.empty()) {
      Instruction *V = Work.pop_back_val();
      for (User *U : V->users()) {
        auto *I = cast<Instruction>(U);
        if (!L->contains(I))
          return std::string("its value reaches code after the loop");
        if (auto *SI = dyn_cast<StoreInst>(I)) {
          if (SI->getValueOperand() == V && SI->getPointerOperand() == A && !SI->isVolatile())
            continue;
          return std::string("its value is stored elsewhere");
        }
        if (isa<BinaryOperator>(I) || isa<UnaryOperator>(I) || isa<CastInst>(I) ||
            isa<CmpInst>(I) || isa<SelectInst>(I) || isa<PHINode>(I) || isa<FreezeInst>(I) ||
            isFMulAdd(I)) {
          if (I->getType()->isPointerTy())
            return std::string("its value is used as an address");
          Taint(I);
          continue;
        }
        if (isa<BranchInst>(I) || isa<SwitchInst>(I)) {
          Branches.push_back(I);
          if (std::string Why = onlyChoosesStore(A, I->getParent(), Taint); !Why.empty())
            return Why;
          continue;
        }
        return ("its value is used by " + Twine(I->getOpcodeName())).str();
      }
    }
    return "";
  }

  // The blocks a branch in BB decides on, up to its immediate
  // post-dominator, may only compute and store into A; the phis that merge
  // their values become derived values too.
  template <typename TaintFn>
  std::string onlyChoosesStore(AllocaInst *A, BasicBlock *BB, TaintFn Taint) {
    DomTreeNode *Node = PDT.getNode(BB);
    BasicBlock *Join = Node && Node->getIDom() ? Node->getIDom()->getBlock() : nullptr;
    if (!Join || !L->contains(Join))
      return "its value decides a branch that leaves the loop";
    SmallVector<BasicBlock *, 8> Work{BB};
    SmallPtrSet<BasicBlock *, 8> Region{BB};
    while (!Work.empty()) {
      BasicBlock *R = Work.pop_back_val();
      if (R != BB) {
        if (!L->contains(R) || R == L->getHeader())
          return std::string("its value decides a branch that leaves the iteration");
        for (Instruction &I : *R) {
          if (isMarker(I))
            continue;
          if (auto *SI = dyn_cast<StoreInst>(&I)) {
            if (SI->getPointerOperand() != A || SI->isVolatile())
              return std::string("its value decides whether other memory is written");
            continue;
          }
          // OpenMP's queries (omp_get_num_teams(), ...) only read state,
          // as in `t = omp_get_num_teams() > t ? omp_get_num_teams() : t`.
          if (isa<CallBase>(I)) {
            Function *Callee = directCallee(I);
            if (Callee && Callee->getName().starts_with("omp_get_"))
              continue;
            return std::string("its value decides whether a function is called");
          }
          if (I.mayHaveSideEffects())
            return std::string("its value decides a side effect");
        }
      }
      for (BasicBlock *Succ : successors(R)) {
        if (Succ == Join) {
          for (PHINode &Phi : Join->phis())
            Taint(&Phi);
          continue;
        }
        if (Region.insert(Succ).second)
          Work.push_back(Succ);
      }
    }
    // The region's values leave it only through the phis of the join.
    for (BasicBlock *R : Region)
      for (Instruction &I : *R)
        for (User *U : I.users()) {
          BasicBlock *UB = cast<Instruction>(U)->getParent();
          if (!Region.contains(UB) && !(UB == Join && isa<PHINode>(U)))
            return std::string("its value decides a value used beyond the branch");
        }
    return "";
  }
};

struct Candidate {
  CallInst *DistInit = nullptr;
  CallInst *Parallel = nullptr;
  CallInst *ForInit = nullptr;
  BasicBlock *LoopExit = nullptr;
  std::optional<uint32_t> FoldedChunk;
  // The merged loop gets a barrier per stride (match(), addLockstep()).
  bool Lockstep = false;
  // The parallel region has an if clause: the merged copy runs where it
  // holds (rewrite()).
  bool RuntimeIf = false;
};

// V computed anew at the start of F, from F's arguments and constants only,
// with B; with B null, only whether it can be (non-null: it can). clang
// spills an outlined function's arguments to locals and loads them for
// every use: a load from a local whose one store is of an argument, and
// which nothing else writes or takes the address of, reads that argument
// (its low bits, where the load is narrower: NVPTX is little-endian).
Value *valueAtEntry(Value *V, Function &F, IRBuilder<> *B, unsigned Depth = 8) {
  if (isa<Constant>(V))
    return V;
  if (auto *A = dyn_cast<Argument>(V))
    return A->getParent() == &F ? V : nullptr;
  if (!Depth)
    return nullptr;
  if (auto *Load = dyn_cast<LoadInst>(V)) {
    auto *Slot = dyn_cast<AllocaInst>(Load->getPointerOperand());
    if (!Slot || Load->isVolatile())
      return nullptr;
    Argument *Arg = nullptr;
    for (User *U : Slot->users()) {
      if (auto *SI = dyn_cast<StoreInst>(U); SI && SI->getPointerOperand() == Slot) {
        auto *A = dyn_cast<Argument>(SI->getValueOperand());
        if (!A || Arg)
          return nullptr;
        Arg = A;
      } else if (auto *L = dyn_cast<LoadInst>(U); !(L && L->getPointerOperand() == Slot) &&
                                                   !(isa<IntrinsicInst>(U) &&
                                                     cast<IntrinsicInst>(U)->isLifetimeStartOrEnd())) {
        return nullptr;
      }
    }
    Type *T = Load->getType(), *AT = Arg ? Arg->getType() : nullptr;
    if (!Arg || Arg->getParent() != &F)
      return nullptr;
    if (T == AT)
      return Arg;
    if (!T->isIntegerTy() || !AT->isIntegerTy() || T->getIntegerBitWidth() > AT->getIntegerBitWidth())
      return nullptr;
    return B ? B->CreateTrunc(Arg, T) : Arg;
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !(isa<CastInst>(I) || isa<CmpInst>(I) || isa<BinaryOperator>(I) || isa<SelectInst>(I)))
    return nullptr;
  SmallVector<Value *, 3> Ops;
  for (Value *Op : I->operands()) {
    Value *E = valueAtEntry(Op, F, B, Depth - 1);
    if (!E)
      return nullptr;
    Ops.push_back(E);
  }
  if (!B)
    return V;
  Instruction *Copy = I->clone();
  for (unsigned K = 0; K < Ops.size(); ++K)
    Copy->setOperand(K, Ops[K]);
  return B->Insert(Copy, I->getName() + ".at.entry");
}

class Merger {
public:
  Merger(Module &M, FunctionAnalysisManager &FAM)
      : M(M), FAM(FAM), AllKernelsSPMD(allKernelsSPMD(M)) {}

  bool run() {
    bool Changed = false;
    SmallVector<CallInst *, 8> DistInits;
    for (Function &F : M)
      for (Instruction &I : instructions(F))
        if (isDistributeInit(I))
          DistInits.push_back(cast<CallInst>(&I));
    for (CallInst *DI : DistInits) {
      Function &F = *DI->getFunction();
      auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
      Candidate C;
      std::string Why = match(DI, C);
      if (!Why.empty()) {
        ++NumLeftAlone;
        LLVM_DEBUG(dbgs() << "ompred: left " << F.getName() << " as emitted: " << Why << "\n");
        ORE.emit([&] {
          OptimizationRemarkMissed R(PassName, "NotMerged", DI);
          R << "distribute loop left as emitted: " << Why;
          if (std::string Fn = sourceFunction(F.getName()); !Fn.empty())
            R << " (in " << ore::NV("Function", Fn) << ")";
          return R;
        });
        continue;
      }
      Function *Merged = rewrite(C);
      ++NumMerged;
      if (C.FoldedChunk)
        ++NumMergedCopies;
      LLVM_DEBUG(dbgs() << "ompred: merged " << F.getName() << " (" << Merged->getName() << ")\n");
      Changed = true;
      ORE.emit([&] {
        OptimizationRemark R(PassName, "Merged", DI);
        R << "distribute loop merged into one parallel region per team (schedule "
          << std::to_string(SchedDistrChunkSchedStaticChunkOne) << " in "
          << ore::NV("Outlined", Merged->getName()) << ")";
        if (C.FoldedChunk)
          R << " for blocks of " << ore::NV("Threads", *C.FoldedChunk) << " threads";
        if (C.Lockstep)
          R << ", its warps in step once per stride";
        if (std::string Fn = sourceFunction(F.getName()); !Fn.empty())
          R << " in " << ore::NV("Function", Fn);
        return R;
      });
      // The rewrite changed F's and the parallel region's CFGs (and cloned
      // them): later candidates must not see their analyses as they were.
      FAM.invalidate(F, PreservedAnalyses::none());
      FAM.invalidate(*C.ForInit->getFunction(), PreservedAnalyses::none());
    }
    return Changed;
  }

private:
  Module &M;
  FunctionAnalysisManager &FAM;
  // Whether every kernel of the module is SPMD as clang emitted it. Beside
  // a generic-mode kernel OpenMPOpt keeps the team state that SPMD kernels
  // otherwise fold away, and every chunk's parallel region of an unmerged
  // loop reads and writes it in shared memory, at barriers: there the
  // merge pays for loops of every kind.
  bool AllKernelsSPMD;

  static bool allKernelsSPMD(Module &M) {
    for (Function &F : M)
      if (std::optional<uint64_t> Mode = kernelExecMode(F); Mode && *Mode != ExecModeSPMD)
        return false;
    return true;
  }

  std::string match(CallInst *DI, Candidate &C) {
    C.DistInit = DI;
    Function &F = *DI->getFunction();
    InitKind DK = *initKind(DI->getCalledFunction()->getName(), "__kmpc_distribute_static_init_");
    if (DI->arg_size() != InitArgs)
      return "unexpected distribute init signature";
    if (!isConstInt(DI->getArgOperand(ASched), SchedDistributeStaticChunked)) {
      std::string S;
      raw_string_ostream OS(S);
      DI->getArgOperand(ASched)->printAsOperand(OS, false);
      return "distribute schedule is " + OS.str() + ", not clang's default " +
             std::to_string(SchedDistributeStaticChunked) +
             " (dist_schedule given, or a generic-mode region)";
    }
    if (!chunkIsBlockThreads(*DI))
      return "distribute chunk is not clang's default (the block's thread count): "
             "dist_schedule(static, C) given";
    if (!isConstInt(DI->getArgOperand(AIncr), 1))
      return "distribute increment is not 1";
    for (unsigned A : {ALast, ALb, AUb, AStride})
      if (!isa<AllocaInst>(DI->getArgOperand(A)))
        return "distribute bounds are not local variables";

    // The distribute loop's one piece of work: a single parallel region
    // (a call of ParallelEntryName).
    SmallVector<CallInst *, 2> Parallels;
    for (Instruction &I : instructions(F))
      if (isParallelCall(I))
        Parallels.push_back(cast<CallInst>(&I));
    if (Parallels.size() != 1)
      return Parallels.empty() ? "no parallel region in the distribute loop"
                               : "more than one parallel region in the function";
    C.Parallel = Parallels[0];
    // __kmpc_parallel_{51,60}(loc, gtid, if, num_threads, proc_bind, fn,
    // ...): a num_threads clause makes the team's thread count differ from
    // the distribute chunk, and with it the mapping.
    if (C.Parallel->arg_size() != ParallelEntryArgs ||
        !isa<ConstantInt>(C.Parallel->getArgOperand(PNumThreads)) ||
        !cast<ConstantInt>(C.Parallel->getArgOperand(PNumThreads))->isMinusOne())
      return "the parallel region has a num_threads clause";
    DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
    LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
    Loop *L = LI.getLoopFor(C.Parallel->getParent());
    if (!L)
      return "the parallel region is not inside the distribute loop";
    if (L->getParentLoop() || !L->getSubLoops().empty())
      return "the distribute loop is nested or contains another loop";
    if (!DT.dominates(DI, L->getHeader()))
      return "the distribute init does not precede the loop";
    C.LoopExit = L->getExitBlock();
    if (!C.LoopExit || !L->getExitingBlock() || L->getExitingBlock() != L->getHeader())
      return "the distribute loop has more than one exit";
    if (isa<PHINode>(C.LoopExit->front()))
      return "the distribute loop's exit has phi nodes";
    for (BasicBlock *BB : L->blocks())
      for (Instruction &I : *BB) {
        if (&I == C.Parallel)
          continue;
        if (auto *CB = dyn_cast<CallBase>(&I)) {
          if (isa<LifetimeIntrinsic>(CB) || isa<DbgInfoIntrinsic>(CB))
            continue;
          return "the distribute loop calls something besides the parallel region";
        }
        if (auto *SI = dyn_cast<StoreInst>(&I))
          if (!isOwnLocal(SI->getPointerOperand()))
            return "the distribute loop writes memory besides its own variables";
        if (I.mayHaveSideEffects() && !isa<StoreInst>(I))
          return "the distribute loop has side effects besides the parallel region";
      }

    // The parallel region's function: its worksharing init must be the
    // chunk-one static schedule (33, chunk 1) over the chunk bounds.
    Function *Outlined = definedMicrotask(*C.Parallel);
    if (!Outlined)
      return "the parallel region's function is not defined here";
    if (!Outlined->hasOneUse())
      return "the parallel region's function is used elsewhere";
    SmallVector<CallInst *, 2> ForInits;
    for (Instruction &I : instructions(*Outlined)) {
      Function *Callee = directCallee(I);
      if (!Callee)
        continue;
      StringRef N = Callee->getName();
      if (N.starts_with("__kmpc_for_static_init_") || N.starts_with("__kmpc_dispatch_init_") ||
          N.starts_with("__kmpc_distribute_static_init_"))
        ForInits.push_back(cast<CallInst>(&I));
    }
    if (ForInits.size() != 1)
      return "the parallel region has " + std::to_string(ForInits.size()) +
             " worksharing inits, not one";
    C.ForInit = ForInits[0];
    std::optional<InitKind> FK =
        initKind(C.ForInit->getCalledFunction()->getName(), "__kmpc_for_static_init_");
    if (!FK)
      return "the inner loop's schedule is dynamic";
    if (FK->Bits != DK.Bits || FK->Signed != DK.Signed)
      return "inner and distribute loops differ in type";
    if (!isConstInt(C.ForInit->getArgOperand(ASched), SchedStaticChunked) ||
        !isConstInt(C.ForInit->getArgOperand(AChunk), 1))
      return "the inner schedule is not clang's default chunk-one static schedule (" +
             std::to_string(SchedStaticChunked) + ", chunk 1): schedule given";
    if (!isConstInt(C.ForInit->getArgOperand(AIncr), 1))
      return "inner increment is not 1";
    // clang's outlined parallel function: (gtid*, btid*, lb, ub, captures...).
    if (!slotTakesArgument(C.ForInit->getArgOperand(ALb), OLb) ||
        !slotTakesArgument(C.ForInit->getArgOperand(AUb), OUb) ||
        !isa<AllocaInst>(C.ForInit->getArgOperand(ALast)))
      return "the inner loop does not run over the distribute chunk";
    if (std::string Why = CarriedState(C.ForInit, FAM).check(); !Why.empty())
      return Why;

    // rewrite() may call a merged copy of F from F's entry instead.
    if (!F.getReturnType()->isVoidTy() || F.isVarArg() || kernelExecMode(F))
      return "the distribute loop is not in clang's outlined teams function";

    // Last: everything up to the kernel is SPMD.
    SmallVector<Function *, 2> Kernels;
    std::string Why = spmdCallers(F, Kernels);
    if (Why.empty())
      C.FoldedChunk = foldedChunk(Kernels, Why);
    // libomptarget cuts such a block to the device's maximum, so no launch
    // has the folded chunk's block size and a merged copy would never run.
    if (Why.empty() && C.FoldedChunk && *C.FoldedChunk > MaxBlockSize)
      return ("thread_limit(" + Twine(*C.FoldedChunk) + ") is above the " + Twine(MaxBlockSize) +
              " threads a block can have: every launch has fewer threads than clang's chunk, "
              "and a copy merged for blocks of the chunk would never run")
          .str();
    // With num_teams given, libomptarget keeps the thread_limit as the block
    // size unless OMP_TEAMS_THREAD_LIMIT or OMP_THREAD_LIMIT caps it; merged
    // in place, such a capped launch maps iterations to other teams and
    // threads than clang's loop, which only a region that observes the
    // mapping can tell. Elsewhere the in-place merge spares the kernel the
    // unmerged copy's registers.
    if (Why.empty() && C.FoldedChunk && *C.FoldedChunk <= MaxBlockSize && allHaveNumTeams(Kernels) &&
        !observesMapping(*Outlined))
      C.FoldedChunk.reset();
    // A false if clause runs the region serialized, on one thread, while
    // the merged schedule strides by the block size; and the runtime takes
    // a thread state from the device heap for every thread that opens such
    // a region, which clang's loop does only in teams that have a chunk
    // (docs/plugin.md). So a loop with an if clause is merged only into the
    // copies, which F calls where the clause holds, read at F's entry from
    // F's arguments (clang passes the condition as a captured value); where
    // it does not, clang's loop runs as emitted.
    if (Value *If = C.Parallel->getArgOperand(PIfExpr); Why.empty() && !isConstInt(If, 1)) {
      if (!C.FoldedChunk)
        return "the parallel region has an if clause and the loop would be merged in place: "
               "a false clause runs the region on one thread, which the merged schedule does not "
               "serve";
      if (!valueAtEntry(If, F, nullptr))
        return "the parallel region has an if clause whose condition is not one of the teams "
               "function's arguments: the merged copy could not be chosen by it";
      C.RuntimeIf = true;
    }
    // What the merge removes is a parallel region and its reduction per
    // chunk. Without a reduction only the region's barriers go, and with
    // them the lockstep of a team's warps from chunk to chunk: drifting
    // apart, warps that update the two halves of one cache line in place
    // (arrays not aligned to a line, as a stencil's interior is) do so at
    // different times, and the line travels to and from memory twice. A
    // loop that mostly reads keeps the merge: its loads are what the merged
    // schedule keeps in flight; so does every loop of a unit with a generic
    // kernel (AllKernelsSPMD), and a loop that only copies elements within
    // an array (a halo update): it loads no element it stores, so no line
    // has to go to memory and back between one warp's update and another's.
    // A loop that reduces keeps the merge, which spares it a reduction per
    // chunk, and gets the lockstep back from a barrier per stride, which
    // every thread of the block reaches: the region runs on all of them
    // (no num_threads clause; an if clause's copy runs where it holds).
    if (Why.empty() && storesEveryIteration(C.ForInit)) {
      bool Reduces = reducesInRegion(*Outlined);
      if (!Reduces && !MergeWithoutReduction && AllKernelsSPMD &&
          !(MergeCopiesWithinArrays && copiesWithinArrays(C.ForInit)))
        return "its parallel region does not reduce and stores in every iteration: merged, its "
               "warps would lose the lockstep that in-place updates of misaligned arrays need "
               "(-ompred-merge-without-reduction merges it)";
      C.Lockstep = Reduces && MergedLockstep;
    }
    return Why;
  }

  // Whether the parallel region's function reduces (calls the parallel
  // reduction entry point).
  static bool reducesInRegion(Function &Outlined) {
    for (Instruction &I : instructions(Outlined))
      if (calleeNamed(I, "__kmpc_nvptx_parallel_reduce_nowait_v2"))
        return true;
    return false;
  }

  // The worksharing loop after ForInit (WorksharingLoop.h), or null.
  Loop *worksharingLoopAfter(CallInst *ForInit) {
    return worksharingLoop(ForInit, FAM.getResult<LoopAnalysis>(*ForInit->getFunction()));
  }

  // Whether the worksharing loop after ForInit stores in every iteration
  // (WorksharingLoop.h, as the host's launch shape reads it); a loop this
  // cannot find counts as storing.
  bool storesEveryIteration(CallInst *ForInit) {
    Loop *L = worksharingLoopAfter(ForInit);
    return !L || !L->getLoopLatch() ||
           ompred::storesEveryIteration(*L, FAM.getResult<DominatorTreeAnalysis>(*ForInit->getFunction()));
  }

  // Whether the worksharing loop after ForInit only copies elements within
  // arrays (WorksharingLoop.h); false where this cannot find the loop.
  bool copiesWithinArrays(CallInst *ForInit) {
    Loop *L = worksharingLoopAfter(ForInit);
    return L && ompred::copiesWithinArrays(*L);
  }

  // A static init's last flag is computed from the distance between the
  // entity's first iteration and the loop's last one, modulo the stride; an
  // entity past the end (unsigned, wrapped distance) can get a stale 1.
  // Clearing it unless the entity owns an iteration keeps exactly one owner
  // of the last iteration, which lastprivate relies on.
  static void clearLastUnlessOwner(CallInst *Init, Value *LbSlot, Value *UbIn, Type *IVTy,
                                   bool Signed) {
    IRBuilder<> B(Init->getNextNode());
    Value *LastSlot = Init->getArgOperand(ALast);
    Value *Last = B.CreateLoad(B.getInt32Ty(), LastSlot, "ompred.last");
    Value *Lb = B.CreateLoad(IVTy, LbSlot, "ompred.lb");
    Value *Owns = Signed ? B.CreateICmpSLE(Lb, UbIn) : B.CreateICmpULE(Lb, UbIn);
    B.CreateStore(B.CreateSelect(Owns, Last, B.getInt32(0)), LastSlot);
  }

  // The rewrite proper: F's distribute loop runs once and its parallel
  // region's init takes schedule 93.
  void mergeInPlace(Candidate &C) {
    CallInst *DI = C.DistInit;
    Function &F = *DI->getFunction();
    InitKind K = *initKind(DI->getCalledFunction()->getName(), "__kmpc_distribute_static_init_");
    Type *IVTy = IntegerType::get(M.getContext(), K.Bits);

    // 1. The distribute init still runs (schedule 91, for its last flag: the
    //    team that owns the last chunk), but on copies: lb, ub and stride keep
    //    the whole iteration space, so the one trip below covers all of it.
    IRBuilder<> E(&F.getEntryBlock(), F.getEntryBlock().getFirstInsertionPt());
    Value *Slots[3];
    const unsigned Args[3] = {ALb, AUb, AStride};
    const char *Names[3] = {"ompred.dist.lb", "ompred.dist.ub", "ompred.dist.stride"};
    for (int i = 0; i < 3; ++i)
      Slots[i] = E.CreateAlloca(IVTy, nullptr, Names[i]);
    IRBuilder<> B(DI);
    Value *GlobalUb = nullptr;
    for (int i = 0; i < 3; ++i) {
      Value *V = B.CreateLoad(IVTy, DI->getArgOperand(Args[i]));
      if (Args[i] == AUb)
        GlobalUb = V;
      B.CreateStore(V, Slots[i]);
      DI->setArgOperand(Args[i], Slots[i]);
    }
    // The distribute init computes last for chunks of the block size, the
    //    team size of schedule 93 below, whatever clang's chunk folds to.
    Value *BlockSize = B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_ntid_x, {}, {}, nullptr,
                                         "ompred.block.size");
    DI->setArgOperand(AChunk, B.CreateZExtOrTrunc(BlockSize, IVTy));
    clearLastUnlessOwner(DI, Slots[0], GlobalUb, IVTy, K.Signed);

    // 2. One trip: after the parallel region, leave the distribute loop.
    BasicBlock *ParBB = C.Parallel->getParent();
    SplitBlock(ParBB, C.Parallel->getNextNode());
    Instruction *Br = ParBB->getTerminator();
    BranchInst::Create(C.LoopExit, Br->getIterator());
    Br->eraseFromParent();
    EliminateUnreachableBlocks(F);

    // 3. The parallel region: schedule 93 over the whole space. Thread j of
    //    team t starts at lb + t*nthreads + j and strides nteams*nthreads,
    //    i.e. runs chunk-by-chunk what 91 + 33/1 gave it.
    CallInst *FI = C.ForInit;
    IRBuilder<> P(FI);
    Value *UbIn = P.CreateLoad(IVTy, FI->getArgOperand(AUb), "ompred.ub.in");
    FI->setArgOperand(ASched, P.getInt32(SchedDistrChunkSchedStaticChunkOne));
    boundStride(FI, UbIn, IVTy, K.Signed);
    clearLastUnlessOwner(FI, FI->getArgOperand(ALb), UbIn, IVTy, K.Signed);
    if (C.Lockstep)
      C.Lockstep = addLockstep(FI);
  }

  // The merged loop's trips, one per stride, start together in all warps of
  // a team: the test that ends a thread's loop becomes a block barrier that
  // goes on while any thread of the block has an iteration left. A thread
  // without one goes back to the loop's header, whose path to the test
  // (clang's iv <= ub, in its dispatch form after ub = min(ub, GlobalUB);
  // iv = lb) writes only the thread's own locals, so that it finds no
  // iteration again, and waits at the next barrier; its bounds never step
  // past where its own loop would have left them. Every thread therefore
  // reaches the barrier equally often: as often as the block's thread with
  // the most trips, plus one. False, and nothing changed, where the loop is
  // not of that shape.
  bool addLockstep(CallInst *ForInit) {
    Function &Outlined = *ForInit->getFunction();
    Loop *L = worksharingLoop(ForInit, FAM.getResult<LoopAnalysis>(Outlined));
    BasicBlock *Exiting = L ? L->getExitingBlock() : nullptr;
    auto *Test = Exiting ? dyn_cast<BranchInst>(Exiting->getTerminator()) : nullptr;
    BasicBlock *Header = L ? L->getHeader() : nullptr;
    if (!Test || !Test->isConditional() || !L->getExitBlock() || isa<PHINode>(Header->begin()))
      return false;
    // The blocks from the header to the test, which a waiting thread re-runs.
    SmallVector<BasicBlock *, 8> Work{Header};
    SmallPtrSet<BasicBlock *, 8> Path{Header};
    while (!Work.empty()) {
      BasicBlock *BB = Work.pop_back_val();
      for (Instruction &I : *BB) {
        if (isa<DbgInfoIntrinsic>(I) || !I.mayWriteToMemory())
          continue;
        auto *SI = dyn_cast<StoreInst>(&I);
        if (!SI || SI->isVolatile() || !isOwnLocal(SI->getPointerOperand()))
          return false;
      }
      if (BB == Exiting)
        continue;
      for (BasicBlock *Succ : successors(BB))
        if (Succ != Header && L->contains(Succ) && Path.insert(Succ).second)
          Work.push_back(Succ);
    }
    bool StayOnTrue = L->contains(Test->getSuccessor(0));
    BasicBlock *Body = Test->getSuccessor(StayOnTrue ? 0 : 1);
    BasicBlock *Exit = Test->getSuccessor(StayOnTrue ? 1 : 0);
    if (!Path.contains(Exiting) || Path.contains(Body) || isa<PHINode>(Body->begin()))
      return false;
    IRBuilder<> B(Test);
    Value *Runs = StayOnTrue ? Test->getCondition() : B.CreateNot(Test->getCondition());
    Value *AnyRuns = blockBarrierAny(B, Runs);
    BasicBlock *Wait = BasicBlock::Create(M.getContext(), "ompred.lockstep", &Outlined, Body);
    B.CreateCondBr(AnyRuns, Wait, Exit);
    IRBuilder<> W(Wait);
    W.CreateCondBr(Runs, Body, Header)->setDebugLoc(Test->getDebugLoc());
    Test->eraseFromParent();
    ++NumLockstep;
    return true;
  }

  // Schedule 93's stride, nteams * nthreads, is a product in the induction
  // variable's width with no known range, so LLVM cannot narrow clang's
  // inner-loop test (the 64-bit extension of i against PrevUB) and keeps i
  // as a 64-bit index: 64-bit add, sign extension, compare and address
  // arithmetic in every iteration, where the unmerged loop, striding by the
  // block size (1..1024), gets 32-bit ones. Any stride above ub - plb runs
  // only the entity's first iteration, so min(stride, ub - plb + 1) runs
  // the same iterations (ub + 1 fits the type: clang's distribute loop tests
  // iv < GlobalUB + 1). For signed loops every entity that runs has
  // 0 <= plb <= ub, so the result is at most the type's maximum and clearing
  // the sign bit changes nothing there; known bits then show the stride, and
  // i with clang's nsw increment, non-negative. Entities that do not run
  // (plb > ub, or plb < 0 past the end of a signed loop) never use it.
  static void boundStride(CallInst *Init, Value *UbIn, Type *IVTy, bool Signed) {
    IRBuilder<> B(Init->getNextNode());
    Value *StrideSlot = Init->getArgOperand(AStride);
    Value *Stride = B.CreateLoad(IVTy, StrideSlot, "ompred.stride");
    Value *Lb = B.CreateLoad(IVTy, Init->getArgOperand(ALb), "ompred.plb");
    Value *Left = B.CreateAdd(B.CreateSub(UbIn, Lb), ConstantInt::get(IVTy, 1), "ompred.left");
    Value *Bounded = B.CreateBinaryIntrinsic(Intrinsic::umin, Stride, Left);
    cast<Instruction>(Bounded)->setMetadata(ompred::MergedStrideMark,
                                            MDNode::get(Init->getContext(), {}));
    if (Signed)
      Bounded = B.CreateAnd(
          Bounded, ConstantInt::get(IVTy, APInt::getSignedMaxValue(IVTy->getIntegerBitWidth())));
    B.CreateStore(Bounded, StrideSlot);
  }

  // The merged schedule maps like the chunked one only when the distribute
  // chunk is the parallel region's thread count, the block size in SPMD
  // mode. Where OpenMPOpt folds the chunk to the kernel's thread limit
  // (foldedChunk), a launch's block size may differ from it, so the merged
  // loop goes into copies of F and of the parallel region's function, which
  // F calls instead of running its own loop when %ntid.x is the folded
  // chunk; other launches run clang's loop as emitted. Where the chunk is
  // the block size read at run time, or where no launch could tell the
  // difference (match(): num_teams, no mapping queries), the merge is in
  // place: a kernel that holds both versions needs the unmerged one's
  // registers (docs/plugin.md). The copies are separate functions rather
  // than one loop with a run-time schedule, which needs more registers still.
  // Returns the parallel region's function that now has schedule 93.
  Function *rewrite(Candidate &C) {
    if (!C.FoldedChunk) {
      mergeInPlace(C);
      return C.ForInit->getFunction();
    }
    Function &F = *C.DistInit->getFunction();
    Function &Outlined = *C.ForInit->getFunction();
    ValueToValueMapTy FMap, OMap;
    Function *MergedF = CloneFunction(&F, FMap);
    MergedF->setName(F.getName() + ".ompred.merged");
    Function *MergedOutlined = CloneFunction(&Outlined, OMap);
    MergedOutlined->setName(Outlined.getName() + ".ompred.merged");
    Candidate MC;
    MC.DistInit = cast<CallInst>(FMap[C.DistInit]);
    MC.Parallel = cast<CallInst>(FMap[C.Parallel]);
    MC.LoopExit = cast<BasicBlock>(FMap[C.LoopExit]);
    MC.ForInit = cast<CallInst>(OMap[C.ForInit]);
    MC.Lockstep = C.Lockstep;
    MC.Parallel->setArgOperand(PMicrotask, MergedOutlined);
    // F calls the copy only where the if clause holds.
    if (C.RuntimeIf)
      MC.Parallel->setArgOperand(PIfExpr, ConstantInt::get(MC.Parallel->getArgOperand(PIfExpr)->getType(), 1));
    mergeInPlace(MC);
    C.Lockstep = MC.Lockstep;

    // F's entry: the merged copy for launches of `limit` threads per block.
    BasicBlock &Entry = F.getEntryBlock();
    BasicBlock::iterator Split = Entry.begin();
    while (isa<AllocaInst>(*Split))
      ++Split;
    BasicBlock *Chunked = SplitBlock(&Entry, Split);
    Chunked->setName("ompred.chunked");
    BasicBlock *CallMerged = BasicBlock::Create(M.getContext(), "ompred.merged.call", &F, Chunked);
    IRBuilder<> CB(CallMerged);
    SmallVector<Value *, 8> Args;
    for (Argument &A : F.args())
      Args.push_back(&A);
    CallInst *Call = CB.CreateCall(MergedF, Args);
    // The verifier wants a location on an inlinable call in a function with
    // debug info; the distribute init's is one of F.
    Call->setDebugLoc(C.DistInit->getDebugLoc());
    if (!Call->getDebugLoc())
      if (DISubprogram *SP = F.getSubprogram())
        Call->setDebugLoc(DILocation::get(M.getContext(), SP->getLine(), 0, SP));
    CB.CreateRetVoid();
    Instruction *Br = Entry.getTerminator();
    IRBuilder<> B(Br);
    Value *BlockSize = B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_ntid_x, {}, {}, nullptr,
                                         "ompred.block.size");
    Value *Merged = B.CreateICmpEQ(BlockSize, B.getInt32(*C.FoldedChunk), "ompred.merged");
    if (C.RuntimeIf) {
      Value *If = valueAtEntry(C.Parallel->getArgOperand(PIfExpr), F, &B);
      Merged = B.CreateAnd(Merged, B.CreateICmpNE(If, ConstantInt::get(If->getType(), 0)), "ompred.merged.if");
    }
    B.CreateCondBr(Merged, CallMerged, Chunked);
    Br->eraseFromParent();
    return MergedOutlined;
  }
};

// The plugin is built against one LLVM's headers (LLVMAdapter.h); its C++
// ABI is that release's. Loaded into another LLVM, the constructors of its
// command-line options already crash in that LLVM's option registry (clang-22
// given the plugin built for LLVM 19 did, in cl::Option::addArgument), so the
// host's version is checked before any of them run: by a constructor of the
// first user priority, which the loader runs before every default-priority
// initializer of the plugin. The version comes from the C API of the LLVM
// that loaded us (the first definition in the process), not from our own
// headers. On a mismatch the process ends (status 1) after saying why:
// nothing built for another ABI may run in it. Plain C I/O only: LLVM's
// streams are the host's too.
__attribute__((constructor(101))) void refuseAnotherLLVM() {
  using GetVersionFn = void (*)(unsigned *, unsigned *, unsigned *);
  auto *Get = reinterpret_cast<GetVersionFn>(dlsym(RTLD_DEFAULT, "LLVMGetVersion"));
  unsigned Major = 0, Minor = 0, Patch = 0;
  if (Get)
    Get(&Major, &Minor, &Patch);
  if (Get && Major == LLVM_VERSION_MAJOR)
    return;
  char Host[64];
  if (Get)
    snprintf(Host, sizeof(Host), "LLVM %u.%u", Major, Minor);
  else
    snprintf(Host, sizeof(Host), "a program without LLVM's C API");
  fprintf(stderr,
          "ompred-passes.so: this plugin is built for LLVM %d (clang-%d) but was loaded into %s; "
          "use clang-%d, or drop -fpass-plugin=...ompred-passes.so (ompred-config --cc COMPILER "
          "--cflags names the plugin built for each clang ompred supports)\n",
          LLVM_VERSION_MAJOR, LLVM_VERSION_MAJOR, Host, LLVM_VERSION_MAJOR);
  fflush(stderr);
  _exit(1);
}

static cl::opt<bool> NestedParallelNoInline(
    "ompred-nested-parallel-noinline", cl::init(true), cl::Hidden,
    cl::desc("ompred: where a parallel region opens another, mark every microtask "
             "of the parallel entry point noinline (default on)"));

// Nested parallel regions. With a parallel region that opens another, the
// parallel entry point (__kmpc_parallel_51; clang-22's __kmpc_parallel_60)
// becomes recursive and is not inlined into the kernels;
// OpenMPOpt's Attributor then turns its indirect call of the microtask into
// an if-cascade of direct calls to every parallel region of the unit, and
// clang's alwaysinline on the outlined regions copies all of them (each with
// the always-inlined reduction entry points) into the entry point, where
// OpenMPOptCGSCCPass then spends minutes. Marking the microtasks noinline
// keeps them out; the entry points and callbacks are still inlined into the
// regions. Units without nesting are left untouched.
class NestedParallelNoInliner {
public:
  NestedParallelNoInliner(Module &M, FunctionAnalysisManager &FAM) : M(M), FAM(FAM) {}

  bool run() {
    Function *Parallel = M.getFunction(ParallelEntryName);
    if (!Parallel)
      return false;
    // Microtasks (argument 5, fn) in order of first use, with that call.
    SmallVector<std::pair<Function *, CallBase *>, 8> Microtasks;
    SmallPtrSet<Function *, 8> Seen;
    for (User *U : Parallel->users()) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledOperand() != Parallel)
        continue;
      if (Function *Fn = definedMicrotask(*CB); Fn && Seen.insert(Fn).second)
        Microtasks.push_back({Fn, CB});
    }
    const Function *Outer = nullptr;
    for (auto &[Fn, CB] : Microtasks)
      if (reachesCallTo(*Fn, *Parallel)) {
        Outer = Fn;
        break;
      }
    if (!Outer)
      return false;
    bool Changed = false;
    for (auto &Use : Microtasks) {
      Function *Fn = Use.first;
      CallBase *CB = Use.second;
      if (Fn->hasFnAttribute(Attribute::NoInline))
        continue;
      Fn->removeFnAttr(Attribute::AlwaysInline);
      Fn->addFnAttr(Attribute::NoInline);
      ++NumNoInlineMicrotasks;
      Changed = true;
      LLVM_DEBUG(dbgs() << "ompred: " << Fn->getName() << " noinline (nested parallelism)\n");
      FAM.getResult<OptimizationRemarkEmitterAnalysis>(*CB->getFunction()).emit([&] {
        return OptimizationRemark(PassName, "NestedParallelNoInline", CB)
               << "parallel region " << ore::NV("Outlined", Fn->getName())
               << " kept out of " << ParallelEntryName << " (noinline): a parallel region ("
               << ore::NV("Outer", Outer->getName())
               << ") opens another (nested parallelism), and inlining every region into the "
                  "recursive "
               << ParallelEntryName << " makes OpenMPOpt's compile time explode";
      });
    }
    return Changed;
  }

private:
  Module &M;
  FunctionAnalysisManager &FAM;
};

struct OmpredNestedParallelNoInlinePass : PassInfoMixin<OmpredNestedParallelNoInlinePass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    if (!NestedParallelNoInline || !isNVPTX64DeviceModule(M))
      return PreservedAnalyses::all();
    FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    return NestedParallelNoInliner(M, FAM).run() ? PreservedAnalyses::none()
                                                 : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

struct OmpredMergeDistributePass : PassInfoMixin<OmpredMergeDistributePass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    // Device modules only: the host's distribute loops are libomp's.
    if (!MergeDistribute || !isNVPTX64DeviceModule(M))
      return PreservedAnalyses::all();
    FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    return Merger(M, FAM).run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

} // namespace

extern "C" __attribute__((visibility("default"))) LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "ompred", LLVM_VERSION_STRING, [](PassBuilder &PB) {
            // Pipeline start: before OpenMPOpt (SPMDization, state machine)
            // and inlining, the distribute loop is as clang emitted it.
            PB.registerPipelineStartEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel) {
                  // Before anything relies on the device runtime's code.
                  MPM.addPass(ompred::RuntimeCheckPass());
                  // Where the NVPTX backend has not read the annotations
                  // yet (see below).
                  MPM.addPass(ompred::ResidentTeamsRegisterCapPass());
                  // The repairs of clang's output (Passes.h) see it as
                  // emitted, before anything else of the plugin.
                  MPM.addPass(ompred::ReductionTailPass());
                  MPM.addPass(ompred::LastprivateTeamCopyPass());
                  MPM.addPass(ompred::NestedParallelGenericPass());
                  MPM.addPass(ompred::GenericThreadLimitPass());
                  MPM.addPass(ompred::StoreLoopBlocksPass());
                  MPM.addPass(ompred::ThreadBoundHintPass());
                  // After the passes that judge a kernel's loops as the
                  // host's passes judge the host's copy (both versions).
                  MPM.addPass(ompred::SimdIfVersionsPass());
                  // First: the merge's clones of a parallel region
                  // (.ompred.merged) take its attributes.
                  MPM.addPass(OmpredNestedParallelNoInlinePass());
                  MPM.addPass(OmpredMergeDistributePass());
                  // After the merge, whose pattern it would change.
                  MPM.addPass(ompred::EmptyLastFlagPass());
                  // After the merge, which reads a region's if and num_threads
                  // arguments as clang emitted them.
                  MPM.addPass(ompred::ParallelIfPass());
                  MPM.addPass(OwnedLaunchStatePass());
                  // After the owned state, whose flag it keeps.
                  MPM.addPass(ompred::EarlyOriginalPass());
                  // Host modules (the passes above act on device modules).
                  MPM.addPass(ompred::LaunchBlockSizePass());
                  MPM.addPass(ompred::HostResultSlotsPass());
                  MPM.addPass(ompred::HostWaitPolicyPass());
                });
            // The NVPTX target's own pipeline-start passes run before any
            // plugin's, and NVVMIntrRangePass, the first of them to read a
            // kernel's `maxntidx`, fills the NVPTX backend's annotation cache,
            // which is never refreshed: the `.maxntid` of the PTX is what the
            // kernel's annotation said then. So generic kernels' bounds are
            // widened just before that pass first runs in a module; the
            // widening is idempotent, and modules whose pipeline has no such
            // pass get it at the pipeline start. The same for the register
            // cap of kernels that may get resident teams.
            if (PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks())
              PIC->registerBeforeNonSkippedPassCallback([](StringRef PassID, Any IR) {
                if (PassID != "NVVMIntrRangePass")
                  return;
                if (const Function *const *F = llvm::any_cast<const Function *>(&IR)) {
                  Module &M = *const_cast<Module *>((*F)->getParent());
                  ompred::widenGenericThreadLimits(M);
                  ompred::capResidentCandidateRegisters(M);
                  ompred::widenStoreLoopBounds(M);
                  // The pass reads a kernel's bounds when it runs on that
                  // kernel: each is judged then, once. After the widening,
                  // whose kernels keep their bounds.
                  ompred::dropThreadBoundHint(M, *const_cast<Function *>(*F));
                }
              });
            // Before the loop vectorizer and the unroller, after the loops
            // are in their final form.
            PB.registerVectorizerStartEPCallback([](FunctionPassManager &FPM, OptimizationLevel) {
              FPM.addPass(ompred::MergedLoopDivisionPass());
              FPM.addPass(ompred::MergedLoopCountPass());
            });
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "ompred-merged-loop-division") {
                    FPM.addPass(ompred::MergedLoopDivisionPass());
                    return true;
                  }
                  if (Name == "ompred-merged-loop-count") {
                    FPM.addPass(ompred::MergedLoopCountPass());
                    return true;
                  }
                  if (Name == "ompred-loads-before-stores") {
                    FPM.addPass(ompred::LoadsBeforeStoresPass());
                    return true;
                  }
                  return false;
                });
            // After OpenMPOpt: kernels it made SPMD get their thread_limit
            // back as the launch bound.
            registerOptimizerLast(PB, [](ModulePassManager &MPM) {
              MPM.addPass(ompred::GenericThreadLimitRestorePass());
              // Every read of the team count is inlined into its kernel now.
              MPM.addPass(ompred::ResidentTeamsPass());
              // The device runtime's barriers are inlined into the kernels now;
              // the team state's loads first, which the barriers order.
              MPM.addPass(ompred::TeamStateFoldPass());
              MPM.addPass(ompred::RedundantBarriersPass());
              // After the unroller, whose copies' loads it moves too.
              MPM.addPass(createModuleToFunctionPassAdaptor(ompred::LoadsBeforeStoresPass()));
            });
            // opt -passes=ompred-merge-distribute, ompred-nested-parallel-noinline,
            // ompred-owned-launch-state, ompred-early-original, ompred-reduction-tail, ompred-lastprivate-team-copy,
            // ompred-nested-parallel-generic, ompred-empty-last-flag, ompred-parallel-if,
            // ompred-generic-thread-limit, ompred-generic-thread-limit-restore,
            // ompred-runtime-check, ompred-launch-block-size, ompred-host-result-slots,
            // ompred-thread-bound-hint, ompred-store-loop-blocks, ompred-fold-team-state,
            // ompred-simd-if-versions and ompred-redundant-barriers, for the tests.
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM, ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "ompred-reduction-tail") {
                    MPM.addPass(ompred::ReductionTailPass());
                    return true;
                  }
                  if (Name == "ompred-fold-team-state") {
                    MPM.addPass(ompred::TeamStateFoldPass());
                    return true;
                  }
                  if (Name == "ompred-redundant-barriers") {
                    MPM.addPass(ompred::RedundantBarriersPass());
                    return true;
                  }
                  if (Name == "ompred-resident-teams") {
                    MPM.addPass(ompred::ResidentTeamsPass());
                    return true;
                  }
                  if (Name == "ompred-resident-teams-register-cap") {
                    MPM.addPass(ompred::ResidentTeamsRegisterCapPass());
                    return true;
                  }
                  if (Name == "ompred-empty-last-flag") {
                    MPM.addPass(ompred::EmptyLastFlagPass());
                    return true;
                  }
                  if (Name == "ompred-parallel-if") {
                    MPM.addPass(ompred::ParallelIfPass());
                    return true;
                  }
                  if (Name == "ompred-nested-parallel-generic") {
                    MPM.addPass(ompred::NestedParallelGenericPass());
                    return true;
                  }
                  if (Name == "ompred-lastprivate-team-copy") {
                    MPM.addPass(ompred::LastprivateTeamCopyPass());
                    return true;
                  }
                  if (Name == "ompred-generic-thread-limit") {
                    MPM.addPass(ompred::GenericThreadLimitPass());
                    return true;
                  }
                  if (Name == "ompred-generic-thread-limit-restore") {
                    MPM.addPass(ompred::GenericThreadLimitRestorePass());
                    return true;
                  }
                  if (Name == "ompred-nested-parallel-noinline") {
                    MPM.addPass(OmpredNestedParallelNoInlinePass());
                    return true;
                  }
                  if (Name == "ompred-store-loop-blocks") {
                    MPM.addPass(ompred::StoreLoopBlocksPass());
                    return true;
                  }
                  if (Name == "ompred-thread-bound-hint") {
                    MPM.addPass(ompred::ThreadBoundHintPass());
                    return true;
                  }
                  if (Name == "ompred-launch-block-size") {
                    MPM.addPass(ompred::LaunchBlockSizePass());
                    return true;
                  }
                  if (Name == "ompred-host-result-slots") {
                    MPM.addPass(ompred::HostResultSlotsPass());
                    return true;
                  }
                  if (Name == "ompred-host-wait-policy") {
                    MPM.addPass(ompred::HostWaitPolicyPass());
                    return true;
                  }
                  if (Name == "ompred-runtime-check") {
                    MPM.addPass(ompred::RuntimeCheckPass());
                    return true;
                  }
                  if (Name == "ompred-owned-launch-state") {
                    MPM.addPass(OwnedLaunchStatePass());
                    return true;
                  }
                  if (Name == "ompred-early-original") {
                    MPM.addPass(ompred::EarlyOriginalPass());
                    return true;
                  }
                  if (Name == "ompred-simd-if-versions") {
                    MPM.addPass(ompred::SimdIfVersionsPass());
                    return true;
                  }
                  if (Name != "ompred-merge-distribute")
                    return false;
                  MPM.addPass(OmpredMergeDistributePass());
                  return true;
                });
          }};
}
