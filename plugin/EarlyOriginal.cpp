//===- EarlyOriginal.cpp - a teams reduction's original list item, read early -===//
//
// Where __kmpc_nvptx_teams_reduce_nowait_v2 returns 1, clang's code combines
// the result into the original list item, which it loads first: one load at
// the end of the kernel that nothing else waits for. When the item is in host
// memory (HostResultSlots.cpp passes a reduction's variable in pinned host
// memory) that load crosses PCIe, about a microsecond on an H200. This pass
// has the runtime read the item early (deviceRTL/team/original.h): where the
// item's address is known, team 0's thread 0 starts copying the item into a
// team-shared word (cp.async, sm_80 and later), which does not stall it; the
// reduction's call gets OMPRED_HANDED_ORIGINAL_FLAG, the item, a local that
// the runtime fills with the item's value where it returns 1, and the word;
// the combine's loads of the item read that local instead (ompred/abi.h).
//
// The copy is emitted here, not called in the runtime: clang links the
// runtime's bitcode before the optimization pipeline, only what the module
// then calls, so a new entry point would be missing; and a second call of
// the entry point clang calls, where the region starts, kept OpenMPOpt from
// removing the store of the launch environment's pointer in
// __kmpc_target_init and cost the kernel registers.
//
// Only in SPMD kernels of nvptx64 modules that link this version of ompred's
// runtime, for a reduction of one variable whose combine (the blocks from
// clang's `icmp eq %ret, 1` branch to its join) reads the item, a pointer
// defined once before the call (outside loops), as a 4- or 8-byte value, aligned to its
// size, before any store to it, with no call in the combine, and uses the
// item nowhere else. OpenMP leaves the original list item unspecified until
// the region ends, so nothing else may write it meanwhile: every read of it
// gives the value the combine's load would.
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "Passes.h"

#include "ompred/abi.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <string>

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumEarlyOriginals,
                         "Teams reductions whose original list item the runtime reads early");

static cl::opt<bool> EarlyOriginal(
    "ompred-early-original", cl::init(true), cl::Hidden,
    cl::desc("ompred: have the runtime read a teams reduction's original list item as the teams "
             "region starts, not in the final combine (default on)"));

namespace {

constexpr const char *PassName = "ompred";

// Argument positions of __kmpc_nvptx_teams_reduce_nowait_v2(loc,
// global_buffer, num_of_records, reduce_data_size, reduce_data, ...).
enum TeamsReduceArg : unsigned { ArgReduceDataSize = 3, ArgReduceData = 4 };
constexpr unsigned TeamsReduceArgs = 11;

// What the rewrite needs of one call.
struct Candidate {
  CallBase *Call = nullptr;
  AllocaInst *List = nullptr;          // clang's [1 x ptr] reduce list
  Value *Original = nullptr;           // the original list item's address
  Type *ItemType = nullptr;            // as the combine loads it
  SmallVector<LoadInst *, 4> Loads;    // the combine's loads of the item
  // The kernel's call that leads to the reduction's function, and the
  // kernel's argument that is the item's address: the copy starts just
  // before that call.
  CallBase *KernelSite = nullptr;
  Argument *KernelArg = nullptr;
};

class EarlyOriginalRewriter {
public:
  EarlyOriginalRewriter(Module &M, FunctionAnalysisManager &FAM) : M(M), FAM(FAM) {}

  bool run() {
    Function *TeamsReduce = M.getFunction("__kmpc_nvptx_teams_reduce_nowait_v2");
    if (!TeamsReduce || !M.getNamedValue(OMPRED_RUNTIME_MARKER))
      return false;
    SmallVector<CallBase *, 8> Calls;
    for (User *U : TeamsReduce->users()) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledOperand() != TeamsReduce ||
          CB->arg_size() != TeamsReduceArgs)
        return false; // not clang's code: nothing here is rewritten
      Calls.push_back(CB);
    }
    SmallVector<Candidate, 8> Candidates;
    for (CallBase *CB : Calls) {
      Candidate C;
      C.Call = CB;
      std::string Why = problem(C, Calls);
      if (Why.empty())
        Candidates.push_back(C);
      else
        missed(*CB, Why);
    }
    // A kernel's copy starts only where every teams reduction the kernel
    // reaches waits for it: a copy nobody waits for would be pending when
    // the thread ends.
    DenseMap<Function *, unsigned> Reductions, Rewritten;
    for (CallBase *CB : Calls) {
      SmallVector<Function *, 2> Kernels;
      kernelsReaching(*CB->getFunction(), Kernels);
      for (Function *K : Kernels)
        ++Reductions[K];
    }
    for (Candidate &C : Candidates)
      ++Rewritten[C.KernelSite->getFunction()];
    SmallPtrSet<CallBase *, 4> Started;
    for (Candidate &C : Candidates) {
      Function *K = C.KernelSite->getFunction();
      bool Copy = hasAsyncCopy(*K) && Reductions[K] == Rewritten[K] &&
                  all_of(Candidates, [&](const Candidate &O) {
                    return O.KernelSite->getFunction() != K ||
                           (O.KernelSite == C.KernelSite && O.KernelArg == C.KernelArg);
                  });
      if (Copy && Started.insert(C.KernelSite).second)
        startCopy(C);
      rewrite(C, Copy);
    }
    return !Candidates.empty();
  }

private:
  // Why the call cannot be rewritten, or "" with C filled in.
  std::string problem(Candidate &C, ArrayRef<CallBase *> Calls) {
    CallBase &CB = *C.Call;
    Function &F = *CB.getFunction();
    if (count_if(Calls, [&](CallBase *Other) { return Other->getFunction() == &F; }) != 1)
      return "its function holds more than one teams reduction";
    SmallVector<Function *, 2> Kernels;
    std::string Why = kernelsReaching(F, Kernels);
    if (!Why.empty())
      return Why;
    for (Function *K : Kernels)
      if (kernelConfig(*K, CfgExecMode) != ExecModeSPMD)
        return ("kernel " + K->getName() + " is not in SPMD mode").str();
    auto *Size = dyn_cast<ConstantInt>(CB.getArgOperand(ArgReduceDataSize));
    if (!Size || (Size->getZExtValue() & OMPRED_HANDED_ORIGINAL_FLAG))
      return "its reduce-list size is not clang's constant";
    C.List = dyn_cast<AllocaInst>(CB.getArgOperand(ArgReduceData));
    auto *ListType = C.List ? dyn_cast<ArrayType>(C.List->getAllocatedType()) : nullptr;
    if (!ListType || ListType->getNumElements() != 1 ||
        !ListType->getElementType()->isPointerTy() || C.List->isArrayAllocation())
      return "its reduce list is not one variable's";

    // The combine: the blocks from the branch on `ret == 1` to its join.
    auto *Cmp = CB.hasOneUse() ? dyn_cast<ICmpInst>(CB.user_back()) : nullptr;
    auto *One = Cmp ? dyn_cast<ConstantInt>(Cmp->getOperand(1)) : nullptr;
    auto *Br = Cmp && Cmp->hasOneUse() ? dyn_cast<BranchInst>(Cmp->user_back()) : nullptr;
    if (!Cmp || Cmp->getPredicate() != ICmpInst::ICMP_EQ || Cmp->getOperand(0) != &CB ||
        !One || !One->isOne() || !Br || !Br->isConditional())
      return "its result is not clang's test for 1";
    BasicBlock *Then = Br->getSuccessor(0), *Done = Br->getSuccessor(1);
    if (Then == Done || !Then->getSinglePredecessor())
      return "its combine has other entries";
    SetVector<BasicBlock *> Combine;
    Combine.insert(Then);
    for (unsigned I = 0; I < Combine.size(); ++I)
      for (BasicBlock *Succ : successors(Combine[I])) {
        if (Succ == Done)
          continue;
        if (Succ == &F.getEntryBlock() || Succ == Br->getParent())
          return "its combine loops back";
        Combine.insert(Succ);
      }
    for (BasicBlock *BB : Combine)
      for (BasicBlock *Pred : predecessors(BB))
        if (BB != Then && !Combine.contains(Pred))
          return "its combine has other entries";

    // The item: the one pointer the combine loads that is not a local.
    for (BasicBlock *BB : Combine)
      for (Instruction &I : *BB) {
        if (auto *Call = dyn_cast<CallBase>(&I)) {
          if (!Call->isLifetimeStartOrEnd())
            return "its combine calls a function";
          continue;
        }
        auto *LI = dyn_cast<LoadInst>(&I);
        if (!LI || isa<AllocaInst>(LI->getPointerOperand()->stripPointerCasts()))
          continue;
        if (C.Original && C.Original != LI->getPointerOperand())
          return "its combine reads more than one original list item";
        C.Original = LI->getPointerOperand();
        C.Loads.push_back(LI);
      }
    if (!C.Original)
      return "its combine reads no original list item";
    C.ItemType = C.Loads.front()->getType();
    const DataLayout &DL = M.getDataLayout();
    uint64_t Bytes = DL.getTypeStoreSize(C.ItemType);
    for (LoadInst *LI : C.Loads)
      if (LI->getType() != C.ItemType || LI->isVolatile() || !LI->isSimple() ||
          LI->getAlign().value() < Bytes)
        return "its combine reads the original list item other than as one aligned value";
    if (Bytes != 4 && Bytes != 8)
      return ("its original list item is " + Twine(Bytes) + " bytes, not 4 or 8").str();
    // The address, through the calls that lead from a kernel to here.
    auto *Def = dyn_cast<Instruction>(C.Original);
    if (Def && !FAM.getResult<DominatorTreeAnalysis>(F).dominates(Def, &CB))
      return "its original list item's address is not known before the reduction";
    Why = kernelOrigin(C, F);
    if (!Why.empty())
      return Why;
    for (User *U : C.Original->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I || !Combine.contains(I->getParent()))
        return "the function uses the original list item outside the combine";
      auto *SI = dyn_cast<StoreInst>(I);
      if (SI && SI->getValueOperand() == C.Original)
        return "the function stores the original list item's address";
      if (!SI && !isa<LoadInst>(I))
        return "the combine uses the original list item other than by loads and stores";
    }
    if (loadAfterStore(C, Combine, Done))
      return "its combine reads the original list item after storing to it";
    return "";
  }

  // Follows the item's address from F up the calls that lead to it, each the
  // one call of its function and outside loops, to the kernel's argument it
  // is, and the kernel's call.
  std::string kernelOrigin(Candidate &C, Function &F) {
    Value *V = C.Original;
    Function *G = &F;
    for (unsigned Depth = 0; Depth < 8; ++Depth) {
      std::optional<unsigned> ArgNo = argumentOf(V, *G);
      if (!ArgNo)
        return ("its original list item's address is not an argument of " + G->getName()).str();
      if (kernelEnvironment(*G)) {
        if (!C.KernelSite)
          return "its reduction is in the kernel's own code, not in a function it calls";
        C.KernelArg = G->getArg(*ArgNo);
        return "";
      }
      auto *Site = G->hasOneUse() ? dyn_cast<CallBase>(G->user_back()) : nullptr;
      if (!Site || Site->getCalledOperand() != G)
        return (G->getName() + " is not called exactly once").str();
      Function &H = *Site->getFunction();
      if (FAM.getResult<LoopAnalysis>(H).getLoopFor(Site->getParent()))
        return (H.getName() + " calls " + G->getName() + " in a loop").str();
      C.KernelSite = Site;
      V = Site->getArgOperand(*ArgNo);
      G = &H;
    }
    return "the calls that lead to it are too deep";
  }

  // P's argument number: P is an argument of F, or a load of a local whose
  // one store, before the load, is of an argument (clang's code before
  // optimization).
  std::optional<unsigned> argumentOf(Value *P, Function &F) {
    if (auto *A = dyn_cast<Argument>(P))
      return A->getArgNo();
    auto *LI = dyn_cast<LoadInst>(P);
    auto *Local = LI ? dyn_cast<AllocaInst>(LI->getPointerOperand()) : nullptr;
    if (!Local || Local->getFunction() != &F)
      return std::nullopt;
    Argument *Stored = nullptr;
    for (User *U : Local->users()) {
      if (auto *SI = dyn_cast<StoreInst>(U)) {
        auto *A = dyn_cast<Argument>(SI->getValueOperand());
        if (!A || Stored || SI->getPointerOperand() != Local ||
            !FAM.getResult<DominatorTreeAnalysis>(F).dominates(SI, LI))
          return std::nullopt;
        Stored = A;
      } else if (!isa<LoadInst>(U) && !isLifetimeMarker(U)) {
        return std::nullopt;
      }
    }
    if (!Stored)
      return std::nullopt;
    return Stored->getArgNo();
  }

  static bool isLifetimeMarker(User *U) {
    auto *Call = dyn_cast<CallBase>(U);
    return Call && Call->isLifetimeStartOrEnd();
  }

  // Whether a load of the item follows a store to it within the combine.
  static bool loadAfterStore(const Candidate &C, const SetVector<BasicBlock *> &Combine,
                             BasicBlock *Done) {
    SmallPtrSet<BasicBlock *, 8> Seen;
    SmallVector<BasicBlock *, 8> Work;
    for (BasicBlock *BB : Combine) {
      bool Stored = false;
      for (Instruction &I : *BB) {
        auto *SI = dyn_cast<StoreInst>(&I);
        if (SI && SI->getPointerOperand() == C.Original)
          Stored = true;
        else if (Stored && is_contained(C.Loads, &I))
          return true;
      }
      if (Stored)
        for (BasicBlock *Succ : successors(BB))
          if (Succ != Done && Seen.insert(Succ).second)
            Work.push_back(Succ);
    }
    while (!Work.empty()) {
      BasicBlock *BB = Work.pop_back_val();
      for (Instruction &I : *BB)
        if (is_contained(C.Loads, &I))
          return true;
      for (BasicBlock *Succ : successors(BB))
        if (Succ != Done && Seen.insert(Succ).second)
          Work.push_back(Succ);
    }
    return false;
  }

  // The team-shared word the early copy goes to, one per module.
  GlobalVariable &copyWord() {
    constexpr unsigned SharedAddressSpace = 3;
    if (GlobalVariable *GV = M.getNamedGlobal(OriginalCopyWordName))
      return *GV;
    Type *Int64 = Type::getInt64Ty(M.getContext());
    auto *GV = new GlobalVariable(M, Int64, /*isConstant=*/false, GlobalValue::InternalLinkage,
                                  UndefValue::get(Int64), OriginalCopyWordName,
                                  nullptr, GlobalValue::NotThreadLocal, SharedAddressSpace);
    GV->setAlignment(Align(8));
    return *GV;
  }

  // Whether F's target copies into shared memory without stalling
  // (cp.async: sm_80 and later).
  static bool hasAsyncCopy(const Function &F) {
    StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
    unsigned SM = 0;
    return CPU.consume_front("sm_") && !CPU.take_while([](char Ch) { return isDigit(Ch); }).getAsInteger(10, SM) && SM >= 80;
  }

  // Before the kernel's call, team 0's thread 0 starts copying the item into
  // the team-shared word, where the item is in global memory and aligned (the
  // runtime asks the same, hw::canCopyToTeamWord). In the kernel: control flow
  // in the reduction's function would come before the merged loop
  // (MergeDistribute.cpp), whose shape MergedLoopCount.cpp reads.
  void startCopy(Candidate &C) {
    LLVMContext &Ctx = M.getContext();
    uint64_t Bytes = M.getDataLayout().getTypeStoreSize(C.ItemType);
    Type *Int64 = Type::getInt64Ty(Ctx);
    Value *Address = C.KernelArg;
    IRBuilder<> Start(C.KernelSite);
    Value *First = Start.CreateAnd(
        Start.CreateICmpEQ(
            Start.CreateIntrinsic(Start.getInt32Ty(), Intrinsic::nvvm_read_ptx_sreg_ctaid_x, {}),
            Start.getInt32(0)),
        Start.CreateICmpEQ(
            Start.CreateIntrinsic(Start.getInt32Ty(), Intrinsic::nvvm_read_ptx_sreg_tid_x, {}),
            Start.getInt32(0)));
    Value *Global =
        Start.CreateIntrinsic(Start.getInt1Ty(), Intrinsic::nvvm_isspacep_global, {Address});
    Value *Aligned =
        Start.CreateICmpEQ(Start.CreateAnd(Start.CreatePtrToInt(Address, Int64), Bytes - 1),
                           ConstantInt::get(Int64, 0));
    Instruction *Then = SplitBlockAndInsertIfThen(
        Start.CreateAnd(First, Start.CreateAnd(Global, Aligned)), C.KernelSite,
        /*Unreachable=*/false);
    IRBuilder<> Copy(Then);
    Copy.CreateIntrinsic(Copy.getVoidTy(),
                         Bytes == 8 ? Intrinsic::nvvm_cp_async_ca_shared_global_8
                                    : Intrinsic::nvvm_cp_async_ca_shared_global_4,
                         {&copyWord(), Copy.CreateAddrSpaceCast(Address, PointerType::get(Ctx, 1))});
    // No commit_group: the runtime's cp.async.wait_all commits the copy
    // itself, and the intrinsic, which may touch any memory for the
    // optimizer, would keep OpenMPOpt from folding the team state.
  }

  void rewrite(Candidate &C, bool Copy) {
    CallBase &CB = *C.Call;
    Function &F = *CB.getFunction();
    LLVMContext &Ctx = M.getContext();
    const DataLayout &DL = M.getDataLayout();
    uint64_t Bytes = DL.getTypeStoreSize(C.ItemType);
    auto *PtrTy = PointerType::getUnqual(Ctx);

    // Locals at the top of the entry block, beside clang's: the value the
    // runtime hands over, and clang's list with room for three more words.
    IRBuilder<> Entry(&*F.getEntryBlock().getFirstInsertionPt());
    AllocaInst *HandedSlot =
        Entry.CreateAlloca(C.ItemType, DL.getAllocaAddrSpace(), nullptr, "ompred.original.handed");
    HandedSlot->setAlignment(DL.getPrefTypeAlign(C.ItemType));
    Value *Handed = Entry.CreatePointerBitCastOrAddrSpaceCast(HandedSlot, PtrTy);
    IRBuilder<> AtList(C.List);
    AllocaInst *List = AtList.CreateAlloca(ArrayType::get(PtrTy, 4), C.List->getAddressSpace(),
                                           nullptr, C.List->getName() + ".ompred");
    List->setAlignment(C.List->getAlign());
    C.List->replaceAllUsesWith(List);
    C.List->eraseFromParent();

    Value *Word = Copy ? ConstantExpr::getAddrSpaceCast(&copyWord(), PtrTy)
                       : ConstantPointerNull::get(PtrTy);

    // The reduction: the item, the local and the word after clang's variable.
    IRBuilder<> Before(&CB);
    Type *ListTy = List->getAllocatedType();
    Before.CreateStore(C.Original, Before.CreateConstInBoundsGEP2_64(ListTy, List, 0, 1));
    Before.CreateStore(Handed, Before.CreateConstInBoundsGEP2_64(ListTy, List, 0, 2));
    Before.CreateStore(Word, Before.CreateConstInBoundsGEP2_64(ListTy, List, 0, 3));
    auto *Size = cast<ConstantInt>(CB.getArgOperand(ArgReduceDataSize));
    CB.setArgOperand(ArgReduceDataSize,
                     ConstantInt::get(Size->getType(),
                                      Size->getZExtValue() | OMPRED_HANDED_ORIGINAL_FLAG |
                                          (Bytes << OMPRED_ORIGINAL_BYTES_SHIFT)));
    for (LoadInst *LI : C.Loads)
      LI->setOperand(LI->getPointerOperandIndex(), Handed);

    ++NumEarlyOriginals;
    bool Copies = Copy;
    LLVM_DEBUG(dbgs() << "ompred: " << F.getName() << ": original list item read early, "
                      << Bytes << " bytes" << (Copies ? ", copied as the region starts" : "")
                      << "\n");
    FAM.getResult<OptimizationRemarkEmitterAnalysis>(F).emit([&] {
      OptimizationRemark R(PassName, "EarlyOriginal", &CB);
      R << "teams reduction hands its final combine the original list item ("
        << ore::NV("Bytes", Bytes) << " bytes), ";
      if (Copies)
        R << "copied by team 0 as the teams region starts";
      else if (!hasAsyncCopy(*C.KernelSite->getFunction()))
        R << "read by the last team (" << F.getFnAttribute("target-cpu").getValueAsString()
          << " has no cp.async)";
      else
        R << "read by the last team (another teams reduction of the kernel reads its own)";
      return R;
    });
  }

  void missed(CallBase &CB, const std::string &Why) {
    LLVM_DEBUG(dbgs() << "ompred: " << CB.getFunction()->getName() << ": " << Why << "\n");
    FAM.getResult<OptimizationRemarkEmitterAnalysis>(*CB.getFunction()).emit([&] {
      return OptimizationRemarkMissed(PassName, "EarlyOriginalMissed", &CB)
             << "teams reduction reads its original list item in the final combine: " << Why;
    });
  }

  Module &M;
  FunctionAnalysisManager &FAM;
};

} // namespace

PreservedAnalyses EarlyOriginalPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!EarlyOriginal || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  return EarlyOriginalRewriter(M, FAM).run() ? PreservedAnalyses::none()
                                             : PreservedAnalyses::all();
}
