//===- HostResultSlots.cpp - host: a teams reduction's result in pinned memory -===//
//
// A target region's reduction variable is mapped tofrom (implicitly on a
// combined construct): for each launch libomptarget allocates device memory
// for it, copies the host's value in from pageable memory, copies the result
// back after the kernel (a copy that waits for it) and frees the memory. For
// a scalar that is most of the launch's host time (docs/plugin.md).
//
// The kernel touches the variable once: the last team combines the teams'
// total into it. So the variable can live in pinned host memory, which the
// GPU reads and writes directly (unified addressing) for the one access,
// and the launch needs no copy, no allocation and no entry in libomptarget's
// mapping table. The rewrite, in the host module, at each launch
// (__tgt_target_kernel) whose reduction variables qualify (below):
//
//     slot = __ompred_result_slot_acquire(device)   // 64 bytes, or null
//     if (slot && !omp_target_is_present(&x, device) ...) {
//       copy x into the slot; the map entry of x becomes the slot's address,
//       passed as a literal (what is_device_ptr passes)
//     }
//     ret = __tgt_target_kernel(...)
//     if (slot) { if (used && ret == 0) copy the slot into x; release it }
//
// A variable that is present (an enclosing `target data` maps it) keeps its
// mapping: the kernel combines into the device's copy, as before. A launch
// that fails leaves x to the host fallback, which reads and writes x itself.
// The slots are a pool of 64 per device, in one page of
// llvm_omp_target_alloc_host memory taken at the first launch and never
// freed; a launch that finds none free, or a device without such memory,
// keeps the copies. The kernel is the same in both cases: only the pointer it
// gets differs.
//
// A variable qualifies when the launch's code and the region's host fallback
// show all of this (the fallback's code is the kernel's, as clang emits
// both from the same construct):
// - the region is synchronous (no nowait: the copy back follows the call);
// - it is a local variable of the launching function that nothing else
//   sees: loads, stores, its two entries in the offload arrays and the
//   fallback's argument;
// - its map entry is a kernel argument mapped tofrom, of a constant size
//   (the launch's sizes may be a copy of constants into which it stores
//   those of other entries at run time);
// - in the fallback, the variable goes only to the teams region, and there
//   only scalar loads, stores and atomics after the teams' reduction call
//   touch it: the combine. A declared reduction (its combiner is a call),
//   an array section or anything else the teams read keeps its copies.
//
//===----------------------------------------------------------------------===//

#include "HostLaunch.h"
#include "Passes.h"
#include "RuntimeCalls.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <optional>
#include <string>

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumHostResultSlots,
                         "Reduction variables a launch passes in pinned host memory instead of copying");

static cl::opt<bool> HostResultSlots(
    "ompred-host-result-slots", cl::init(true), cl::Hidden,
    cl::desc("ompred: pass a synchronous target region's reduction variable, where only the teams' "
             "combine touches it, in pinned host memory instead of copying it to the device and "
             "back (default on)"));

namespace {

constexpr const char *PassName = "ompred";
constexpr const char *AcquireName = "__ompred_result_slot_acquire";
constexpr const char *ReleaseName = "__ompred_result_slot_release";
// libomptarget's map-type bits (omptarget.h).
constexpr uint64_t MapTo = 0x1, MapFrom = 0x2, MapTargetParam = 0x20, MapLiteral = 0x100, MapImplicit = 0x200;
// The pool: SlotsPerDevice slots of SlotBytes in one allocation per device,
// for devices 0 to MaxDevices - 1; a used-bit per slot.
constexpr unsigned SlotBytes = 64, SlotsPerDevice = 64, MaxDevices = 16;

// One reduction variable of a launch.
struct ResultVar {
  AllocaInst *Host;   // the launching function's variable
  unsigned Entry;     // its map entry
  uint64_t Size;      // bytes
  unsigned Offset = 0; // in the slot
};

// The argument V holds when it is clang's spill reload (a load of an alloca
// whose one store stores an argument of the function), or V itself.
Value *unspilled(Value *V) {
  auto *LI = dyn_cast<LoadInst>(V);
  auto *Slot = LI ? dyn_cast<AllocaInst>(LI->getPointerOperand()) : nullptr;
  if (!Slot)
    return V;
  Value *Stored = nullptr;
  for (User *U : Slot->users()) {
    if (auto *SI = dyn_cast<StoreInst>(U)) {
      if (SI->getPointerOperand() != Slot || Stored)
        return V;
      Stored = SI->getValueOperand();
    } else if (!isa<LoadInst>(U) && !isa<LifetimeIntrinsic>(U)) {
      return V;
    }
  }
  return Stored && isa<Argument>(Stored) ? Stored : V;
}

// The values that are argument A in its function: A and the reloads of its
// spill; null if the spill's slot is used otherwise.
std::optional<SmallVector<Value *, 4>> argumentValues(Argument &A) {
  SmallVector<Value *, 4> Vals{&A};
  for (User *U : A.users()) {
    auto *SI = dyn_cast<StoreInst>(U);
    auto *Slot = SI && SI->getValueOperand() == &A ? dyn_cast<AllocaInst>(SI->getPointerOperand()) : nullptr;
    if (!Slot)
      continue;
    for (User *SU : Slot->users()) {
      if (auto *LI = dyn_cast<LoadInst>(SU))
        Vals.push_back(LI);
      else if (SU != SI && !isa<LifetimeIntrinsic>(SU))
        return std::nullopt;
    }
  }
  return Vals;
}

// Whether the uses of V, other than spill stores, are all Allowed.
template <typename Pred> bool usesAre(ArrayRef<Value *> Vals, Pred Allowed) {
  for (Value *V : Vals)
    for (User *U : V->users()) {
      auto *SI = dyn_cast<StoreInst>(U);
      if (SI && SI->getValueOperand() == V && isa<Argument>(V) && isa<AllocaInst>(SI->getPointerOperand()))
        continue; // the spill
      if (!Allowed(cast<Instruction>(U), V))
        return false;
    }
  return true;
}

// The bytes a scalar access of Ptr by I moves, if I is a load, store
// (through Ptr), atomicrmw or cmpxchg of an integer or floating-point value.
std::optional<uint64_t> scalarAccess(const Instruction &I, const Value *Ptr, const DataLayout &DL) {
  Type *T = nullptr;
  if (auto *LI = dyn_cast<LoadInst>(&I))
    T = LI->getType();
  else if (auto *SI = dyn_cast<StoreInst>(&I); SI && SI->getPointerOperand() == Ptr && SI->getValueOperand() != Ptr)
    T = SI->getValueOperand()->getType();
  else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I); RMW && RMW->getPointerOperand() == Ptr)
    T = RMW->getType();
  else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I); CX && CX->getPointerOperand() == Ptr)
    T = CX->getNewValOperand()->getType();
  if (!T || !(T->isIntegerTy() || T->isFloatingPointTy()))
    return std::nullopt;
  return DL.getTypeStoreSize(T).getFixedValue();
}

// Whether the teams function's argument P is only the combine's: scalar
// accesses of Size bytes after Reduce, the teams' one reduction call.
bool onlyCombined(Argument &P, uint64_t Size, CallInst &Reduce, DominatorTree &DT) {
  std::optional<SmallVector<Value *, 4>> Vals = argumentValues(P);
  if (!Vals)
    return false;
  const DataLayout &DL = P.getParent()->getParent()->getDataLayout();
  return usesAre(*Vals, [&](Instruction *I, Value *V) {
    std::optional<uint64_t> Bytes = scalarAccess(*I, V, DL);
    return Bytes && *Bytes == Size && DT.dominates(&Reduce, I);
  });
}

// A variable's alignment in the slot: its size's, up to 16 bytes.
MaybeAlign slotAlign(uint64_t Size) { return MaybeAlign(std::min<uint64_t>(16, PowerOf2Ceil(Size))); }

// The one store to Ptr, or null.
StoreInst *onlyStoreTo(Value *Ptr) {
  StoreInst *Found = nullptr;
  for (User *U : Ptr->users())
    if (auto *SI = dyn_cast<StoreInst>(U); SI && SI->getPointerOperand() == Ptr) {
      if (Found)
        return nullptr;
      Found = SI;
    }
  return Found;
}

// The address of element Index of Arr's [N x ptr] as a constant GEP
// (0, Index), or Arr itself for Index 0.
bool isElement(Value *Ptr, AllocaInst *Arr, unsigned Index) {
  if (Ptr == Arr)
    return Index == 0;
  auto *GEP = dyn_cast<GetElementPtrInst>(Ptr);
  return GEP && GEP->getPointerOperand() == Arr && GEP->getNumIndices() == 2 && isConstInt(GEP->getOperand(1), 0) &&
         isConstInt(GEP->getOperand(2), Index);
}

// What the launch CI stores into the kernel arguments it passes.
struct LaunchArrays {
  AllocaInst *BasePtrs = nullptr, *Ptrs = nullptr;
  GlobalVariable *Sizes = nullptr, *MapTypes = nullptr;
  // Where some sizes are known at run time only, clang copies the constant
  // ones from Sizes into this array and stores the others.
  AllocaInst *SizesCopy = nullptr;
  StoreInst *MapTypesStore = nullptr;
  bool NoWait = true;
};

AllocaInst *arrayOf(Value *FirstElement) {
  Value *V = FirstElement;
  if (auto *GEP = dyn_cast<GetElementPtrInst>(V); GEP && GEP->hasAllZeroIndices())
    V = GEP->getPointerOperand();
  return dyn_cast<AllocaInst>(V);
}

// The constant global that Arr's one memcpy copies in, or null.
GlobalVariable *copiedFrom(AllocaInst *Arr) {
  GlobalVariable *From = nullptr;
  for (User *U : Arr->users())
    if (auto *MC = dyn_cast<MemCpyInst>(U); MC && MC->getDest() == Arr) {
      if (From)
        return nullptr;
      From = dyn_cast<GlobalVariable>(MC->getSource()->stripPointerCasts());
    }
  return From;
}

// Whether the launching function stores to element Index of Arr.
bool storesElement(AllocaInst *Arr, unsigned Index) {
  for (User *U : Arr->users()) {
    if (auto *SI = dyn_cast<StoreInst>(U); SI && SI->getPointerOperand() == Arr && Index == 0)
      return true;
    if (isa<GetElementPtrInst>(U) && isElement(U, Arr, Index))
      for (User *EU : U->users())
        if (auto *SI = dyn_cast<StoreInst>(EU); SI && SI->getPointerOperand() == U)
          return true;
  }
  return false;
}

std::optional<LaunchArrays> launchArrays(CallInst &CI, StructType *Args) {
  auto *KA = dyn_cast<AllocaInst>(CI.getArgOperand(LKernelArgs));
  if (!KA || KA->getAllocatedType() != Args)
    return std::nullopt;
  LaunchArrays L;
  for (User *U : KA->users()) {
    auto *GEP = dyn_cast<GetElementPtrInst>(U);
    if (!GEP || GEP->getNumIndices() != 2 || !isConstInt(GEP->getOperand(1), 0))
      continue;
    auto *Field = dyn_cast<ConstantInt>(GEP->getOperand(2));
    if (!Field)
      continue;
    StoreInst *SI = onlyStoreTo(GEP);
    switch (Field->getZExtValue()) {
    case KABasePtrs:
      L.BasePtrs = SI ? arrayOf(SI->getValueOperand()) : nullptr;
      break;
    case KAPtrs:
      L.Ptrs = SI ? arrayOf(SI->getValueOperand()) : nullptr;
      break;
    case KASizes:
      if (!SI)
        break;
      L.Sizes = dyn_cast<GlobalVariable>(SI->getValueOperand()->stripPointerCasts());
      if (!L.Sizes && (L.SizesCopy = arrayOf(SI->getValueOperand())))
        L.Sizes = copiedFrom(L.SizesCopy);
      break;
    case KAMapTypes:
      L.MapTypesStore = SI;
      L.MapTypes = SI ? dyn_cast<GlobalVariable>(SI->getValueOperand()->stripPointerCasts()) : nullptr;
      break;
    case KAFlags: {
      auto *Flags = SI ? dyn_cast<ConstantInt>(SI->getValueOperand()) : nullptr;
      L.NoWait = !Flags || (Flags->getZExtValue() & 1);
      break;
    }
    default:
      break;
    }
  }
  if (!L.BasePtrs || !L.Ptrs || !L.Sizes || !L.MapTypes || !L.Sizes->isConstant() || !L.MapTypes->isConstant() ||
      !L.Sizes->hasDefinitiveInitializer() || !L.MapTypes->hasDefinitiveInitializer())
    return std::nullopt;
  return L;
}

uint64_t elementOf(GlobalVariable *GV, unsigned I) {
  auto *CDA = dyn_cast<ConstantDataArray>(GV->getInitializer());
  return CDA && I < CDA->getNumElements() ? CDA->getElementAsInteger(I) : ~uint64_t(0);
}

unsigned elementsOf(GlobalVariable *GV) {
  auto *CDA = dyn_cast<ConstantDataArray>(GV->getInitializer());
  return CDA && CDA->getElementType()->isIntegerTy(64) ? CDA->getNumElements() : 0;
}

// The reduction variables of launch CI that qualify, or why none does
// (empty: the region does not reduce at the team level).
struct Found {
  SmallVector<ResultVar, 4> Vars;
  std::string WhyNot;
  LaunchArrays Arrays;
};

Found resultVariables(CallInst &CI, Function &Fallback, StructType *Args) {
  Found R;
  SmallVector<CallInst *, 1> Forks = teamsForks(Fallback);
  CallInst *Fork = Forks.size() == 1 ? Forks.front() : nullptr;
  Function *Teams = Fork ? forkedTeams(*Fork) : nullptr;
  if (!Teams)
    return R;
  // The teams' reduction calls: the combine follows the one there is (with
  // several, no variable is only one combine's).
  SmallVector<CallInst *, 1> Reduces;
  for (Instruction &I : instructions(*Teams))
    if (isHostReduce(I))
      Reduces.push_back(cast<CallInst>(&I));
  if (Reduces.empty())
    return R;
  CallInst *Reduce = Reduces.size() == 1 ? Reduces.front() : nullptr;
  DominatorTree DT(*Teams);
  std::optional<LaunchArrays> Arrays = launchArrays(CI, Args);
  if (!Arrays) {
    R.WhyNot = "offload arrays whose sizes or map types are not constants";
    return R;
  }
  const LaunchArrays &L = *Arrays;
  R.Arrays = L;
  if (L.NoWait) {
    R.WhyNot = "the region is nowait or its flags are not a constant";
    return R;
  }
  Function &Launcher = *CI.getFunction();
  const DataLayout &DL = Launcher.getParent()->getDataLayout();
  // The fallback's calls in the launching function: their arguments are the
  // captured variables.
  SmallVector<CallInst *, 2> FallbackCalls;
  for (Instruction &I : instructions(Launcher))
    if (directCallee(I) == &Fallback)
      FallbackCalls.push_back(cast<CallInst>(&I));
  if (FallbackCalls.empty()) {
    R.WhyNot = "no host fallback call beside the launch";
    return R;
  }
  unsigned Entries = elementsOf(L.MapTypes);
  if (!Entries || Entries != elementsOf(L.Sizes)) {
    R.WhyNot = "map types or sizes that are not constant arrays";
    return R;
  }
  // Fork arguments after (loc, argc, fn): the teams function's arguments
  // after (gtid*, btid*).
  for (unsigned J = 3; J < Fork->arg_size(); ++J) {
    auto *FallbackArg = dyn_cast<Argument>(unspilled(Fork->getArgOperand(J)));
    if (!FallbackArg || !FallbackArg->getType()->isPointerTy())
      continue;
    unsigned K = FallbackArg->getArgNo();
    // The variable the launch captures: the same local at every fallback call.
    auto *Host = dyn_cast<AllocaInst>(FallbackCalls.front()->getArgOperand(K)->stripPointerCasts());
    for (CallInst *FC : FallbackCalls)
      if (!Host || FC->getArgOperand(K)->stripPointerCasts() != Host)
        Host = nullptr;
    // Its map entry: the K-th kernel argument.
    unsigned Entry = 0, Params = 0;
    for (; Entry < Entries; ++Entry)
      if ((elementOf(L.MapTypes, Entry) & MapTargetParam) && Params++ == K)
        break;
    if (!Host || Entry == Entries)
      continue;
    // A size stored at run time is not the scalar's.
    if (L.SizesCopy && storesElement(L.SizesCopy, Entry))
      continue;
    uint64_t Size = elementOf(L.Sizes, Entry);
    Argument *TeamsArg = Teams->getArg(J - 1);
    if (!Reduce || !onlyCombined(*TeamsArg, Size, *Reduce, DT))
      continue; // not a reduction variable, or one the teams read otherwise
    uint64_t Map = elementOf(L.MapTypes, Entry) & ~MapImplicit;
    if (Map != (MapTo | MapFrom | MapTargetParam)) {
      R.WhyNot = "a reduction variable not mapped tofrom as a kernel argument";
      return R;
    }
    // The fallback passes it to the teams only.
    std::optional<SmallVector<Value *, 4>> InFallback = argumentValues(*FallbackArg);
    if (!InFallback || !usesAre(*InFallback, [&](Instruction *I, Value *) { return I == Fork; })) {
      R.WhyNot = "the region reads its reduction variable outside the teams";
      return R;
    }
    // In the launching function: scalar loads and stores, lifetime markers,
    // the fallback calls and the entry's base pointer and pointer.
    unsigned EntryStores = 0;
    bool Private = usesAre({Host}, [&](Instruction *I, Value *V) {
      if (isa<LifetimeIntrinsic>(I))
        return true;
      if (auto *C = dyn_cast<CallInst>(I))
        return C->getCalledFunction() == &Fallback;
      if (auto *SI = dyn_cast<StoreInst>(I); SI && SI->getValueOperand() == V) {
        ++EntryStores;
        return isElement(SI->getPointerOperand(), L.BasePtrs, Entry) ||
               isElement(SI->getPointerOperand(), L.Ptrs, Entry);
      }
      return scalarAccess(*I, V, DL).has_value();
    });
    if (!Private || EntryStores != 2 || Size == 0 || Size > SlotBytes) {
      R.WhyNot = "the reduction variable is not a local that only the region and plain loads and "
                 "stores use";
      return R;
    }
    R.Vars.push_back({Host, Entry, Size});
  }
  if (R.Vars.empty() && R.WhyNot.empty())
    R.WhyNot = "no reduction variable that only the teams' combine touches";
  // Laid out in the slot at their sizes' alignment (up to 16 bytes).
  unsigned Offset = 0;
  for (ResultVar &V : R.Vars) {
    Offset = alignTo(Offset, slotAlign(V.Size)->value());
    V.Offset = Offset;
    Offset += V.Size;
  }
  if (Offset > SlotBytes) {
    R.Vars.clear();
    R.WhyNot = "reduction variables of more than 64 bytes";
  }
  return R;
}

// The pool's functions, once per module (one copy per program: comdats).
class PoolBuilder {
  Module &M;
  LLVMContext &C;
  IRBuilder<> B;
  Type *I32, *I64, *Ptr;

  GlobalVariable *global(StringRef Name, Type *Elt) {
    auto *Ty = ArrayType::get(Elt, MaxDevices);
    auto *GV = new GlobalVariable(M, Ty, false, GlobalValue::LinkOnceODRLinkage, Constant::getNullValue(Ty), Name);
    GV->setVisibility(GlobalValue::HiddenVisibility);
    GV->setComdat(M.getOrInsertComdat(Name));
    return GV;
  }
  Function *function(StringRef Name, Type *Ret, ArrayRef<Type *> Params) {
    Function *F = Function::Create(FunctionType::get(Ret, Params, false), GlobalValue::LinkOnceODRLinkage, Name, M);
    F->setVisibility(GlobalValue::HiddenVisibility);
    F->setComdat(M.getOrInsertComdat(Name));
    F->addFnAttr(Attribute::NoUnwind);
    return F;
  }
  BasicBlock *block(Function *F, const Twine &Name) { return BasicBlock::Create(C, Name, F); }

public:
  PoolBuilder(Module &M) : M(M), C(M.getContext()), B(C), I32(Type::getInt32Ty(C)), I64(Type::getInt64Ty(C)),
                           Ptr(PointerType::getUnqual(C)) {}

  // acquire(device): a free slot of the device's pool, or null. The pool's
  // page is allocated at the first call; a device without pinned memory gets
  // the address 1, which says so to every later call.
  // release(device, slot): frees the slot.
  std::pair<Function *, Function *> build() {
    if (Function *A = M.getFunction(AcquireName))
      return {A, M.getFunction(ReleaseName)};
    GlobalVariable *Pools = global("__ompred_result_slot_pools", Ptr);
    GlobalVariable *Used = global("__ompred_result_slot_used", I64);
    FunctionCallee Alloc = M.getOrInsertFunction("llvm_omp_target_alloc_host", Ptr, I64, I32);
    FunctionCallee Free = M.getOrInsertFunction("llvm_omp_target_free_host", Type::getVoidTy(C), Ptr, I32);
    Constant *NoPool = ConstantExpr::getIntToPtr(ConstantInt::get(I64, 1), Ptr);
    Constant *Null = Constant::getNullValue(Ptr);

    Function *A = function(AcquireName, Ptr, {I32});
    Value *Dev = A->getArg(0);
    BasicBlock *Entry = block(A, "entry"), *None = block(A, "none"), *Known = block(A, "known"),
                *Allocate = block(A, "allocate"), *Have = block(A, "have"), *Try = block(A, "try"),
                *Take = block(A, "take");
    B.SetInsertPoint(None);
    B.CreateRet(Null);
    B.SetInsertPoint(Entry);
    B.CreateCondBr(B.CreateICmpULT(Dev, B.getInt32(MaxDevices)), Known, None);
    B.SetInsertPoint(Known);
    Value *Idx = B.CreateZExt(Dev, I64);
    Value *PoolPtr = B.CreateInBoundsGEP(Pools->getValueType(), Pools, {B.getInt64(0), Idx});
    LoadInst *Pool = B.CreateAlignedLoad(Ptr, PoolPtr, Align(8));
    Pool->setAtomic(AtomicOrdering::Acquire);
    B.CreateCondBr(B.CreateIsNull(Pool), Allocate, Have);
    // Two threads may allocate at once: the first to publish its page wins.
    B.SetInsertPoint(Allocate);
    Value *Page = B.CreateCall(Alloc, {B.getInt64(uint64_t(SlotBytes) * SlotsPerDevice), Dev});
    Value *Got = B.CreateIsNotNull(Page);
    Value *Publish = B.CreateSelect(Got, Page, NoPool);
    Value *CX = B.CreateAtomicCmpXchg(PoolPtr, Null, Publish, MaybeAlign(8), AtomicOrdering::AcquireRelease,
                                      AtomicOrdering::Acquire);
    Value *Won = B.CreateExtractValue(CX, 1);
    BasicBlock *Lost = block(A, "lost"), *Published = block(A, "published");
    B.CreateCondBr(B.CreateOr(Won, B.CreateNot(Got)), Published, Lost);
    B.SetInsertPoint(Lost);
    B.CreateCall(Free, {Page, Dev});
    B.CreateBr(Published);
    B.SetInsertPoint(Published);
    Value *Winner = B.CreateSelect(Won, Publish, B.CreateExtractValue(CX, 0));
    B.CreateBr(Have);
    B.SetInsertPoint(Have);
    PHINode *P = B.CreatePHI(Ptr, 2, "pool");
    P->addIncoming(Pool, Known);
    P->addIncoming(Winner, Published);
    Value *UsedPtr = B.CreateInBoundsGEP(Used->getValueType(), Used, {B.getInt64(0), Idx});
    LoadInst *Bits0 = B.CreateAlignedLoad(I64, UsedPtr, Align(8));
    Bits0->setAtomic(AtomicOrdering::Monotonic);
    B.CreateCondBr(B.CreateICmpEQ(P, NoPool), None, Try);
    // The lowest free slot, claimed with a CAS; none free: null.
    B.SetInsertPoint(Try);
    PHINode *Bits = B.CreatePHI(I64, 2, "used");
    Bits->addIncoming(Bits0, Have);
    Value *FreeBits = B.CreateNot(Bits);
    BasicBlock *Claim = block(A, "claim");
    B.CreateCondBr(B.CreateIsNull(FreeBits), None, Claim);
    B.SetInsertPoint(Claim);
    Value *Bit = B.CreateBinaryIntrinsic(Intrinsic::cttz, FreeBits, B.getTrue());
    Value *CX2 = B.CreateAtomicCmpXchg(UsedPtr, Bits, B.CreateOr(Bits, B.CreateShl(B.getInt64(1), Bit)),
                                       MaybeAlign(8), AtomicOrdering::Acquire, AtomicOrdering::Monotonic);
    Bits->addIncoming(B.CreateExtractValue(CX2, 0), Claim);
    B.CreateCondBr(B.CreateExtractValue(CX2, 1), Take, Try);
    B.SetInsertPoint(Take);
    B.CreateRet(B.CreateGEP(B.getInt8Ty(), P, B.CreateMul(Bit, B.getInt64(SlotBytes))));

    Function *R = function(ReleaseName, Type::getVoidTy(C), {I32, Ptr});
    B.SetInsertPoint(block(R, "entry"));
    Value *RIdx = B.CreateZExt(R->getArg(0), I64);
    LoadInst *RPool = B.CreateAlignedLoad(
        Ptr, B.CreateInBoundsGEP(Pools->getValueType(), Pools, {B.getInt64(0), RIdx}), Align(8));
    RPool->setAtomic(AtomicOrdering::Monotonic);
    Value *Index = B.CreateUDiv(B.CreatePtrDiff(B.getInt8Ty(), R->getArg(1), RPool), B.getInt64(SlotBytes));
    B.CreateAtomicRMW(AtomicRMWInst::And, B.CreateInBoundsGEP(Used->getValueType(), Used, {B.getInt64(0), RIdx}),
                      B.CreateNot(B.CreateShl(B.getInt64(1), Index)), MaybeAlign(8), AtomicOrdering::Release);
    B.CreateRetVoid();
    return {A, R};
  }
};

// The rewrite of launch CI for Vars (the file's comment).
void passInSlots(CallInst &CI, const LaunchArrays &L, ArrayRef<ResultVar> Vars, Function *Acquire,
                 Function *Release) {
  Module &M = *CI.getModule();
  LLVMContext &C = M.getContext();
  Type *I32 = Type::getInt32Ty(C), *Ptr = PointerType::getUnqual(C);
  // The map types with each variable's entry a literal kernel argument.
  auto *CDA = cast<ConstantDataArray>(L.MapTypes->getInitializer());
  SmallVector<uint64_t, 16> Types;
  for (unsigned I = 0; I < CDA->getNumElements(); ++I)
    Types.push_back(CDA->getElementAsInteger(I));
  for (const ResultVar &V : Vars)
    Types[V.Entry] = MapLiteral | MapTargetParam | (Types[V.Entry] & MapImplicit);
  auto *SlotTypes = new GlobalVariable(M, CDA->getType(), true, GlobalValue::PrivateLinkage,
                                       ConstantDataArray::get(C, Types), L.MapTypes->getName() + ".ompred.slot");
  SlotTypes->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);

  // Before the launch: a slot, and the variables' presence.
  IRBuilder<> B(&CI);
  Value *DevArg = CI.getArgOperand(LDevice);
  FunctionCallee Default = M.getOrInsertFunction("omp_get_default_device", I32);
  // Device -1 is the default device.
  Value *Dev;
  if (auto *C = dyn_cast<ConstantInt>(DevArg))
    Dev = C->isMinusOne() ? static_cast<Value *>(B.CreateCall(Default, {}, "ompred.device"))
                          : B.getInt32(uint32_t(C->getZExtValue()));
  else
    Dev = B.CreateSelect(B.CreateICmpEQ(DevArg, ConstantInt::getSigned(DevArg->getType(), -1)),
                         B.CreateCall(Default), B.CreateTrunc(DevArg, I32), "ompred.device");
  Value *Slot = B.CreateCall(Acquire, {Dev}, "ompred.slot");
  Value *HaveSlot = B.CreateIsNotNull(Slot, "ompred.have.slot");
  BasicBlock *Head = CI.getParent();
  BasicBlock *Launch = SplitBlock(Head, &CI, static_cast<DominatorTree *>(nullptr), nullptr, nullptr, "ompred.launch");
  Function &Fn = *Head->getParent();
  BasicBlock *Check = BasicBlock::Create(C, "ompred.slot.check", &Fn, Launch);
  BasicBlock *Fill = BasicBlock::Create(C, "ompred.slot.fill", &Fn, Launch);
  Head->getTerminator()->eraseFromParent();
  B.SetInsertPoint(Head);
  B.CreateCondBr(HaveSlot, Check, Launch);
  B.SetInsertPoint(Check);
  FunctionCallee Present = M.getOrInsertFunction("omp_target_is_present", I32, Ptr, I32);
  Value *AnyPresent = nullptr;
  for (const ResultVar &V : Vars) {
    Value *P = B.CreateIsNotNull(B.CreateCall(Present, {V.Host, Dev}), "ompred.present");
    AnyPresent = AnyPresent ? B.CreateOr(AnyPresent, P) : P;
  }
  B.CreateCondBr(AnyPresent, Launch, Fill);
  B.SetInsertPoint(Fill);
  for (const ResultVar &V : Vars) {
    Value *Addr = B.CreateConstGEP1_32(B.getInt8Ty(), Slot, V.Offset);
    B.CreateMemCpy(Addr, slotAlign(V.Size), V.Host, V.Host->getAlign(), V.Size);
    for (AllocaInst *Arr : {L.BasePtrs, L.Ptrs})
      B.CreateStore(Addr, B.CreateConstInBoundsGEP2_32(Arr->getAllocatedType(), Arr, 0, V.Entry));
  }
  B.CreateStore(SlotTypes, L.MapTypesStore->getPointerOperand());
  B.CreateBr(Launch);
  B.SetInsertPoint(&CI);
  PHINode *Used = B.CreatePHI(B.getInt1Ty(), 3, "ompred.slot.used");
  Used->addIncoming(B.getFalse(), Head);
  Used->addIncoming(B.getFalse(), Check);
  Used->addIncoming(B.getTrue(), Fill);

  // After it: the result back where the kernel ran, and the slot freed.
  Instruction *After = CI.getNextNode();
  B.SetInsertPoint(After);
  Instruction *Back = SplitBlockAndInsertIfThen(
      B.CreateAnd(Used, B.CreateICmpEQ(&CI, ConstantInt::get(CI.getType(), 0)), "ompred.copy.back"), After,
      false);
  Back->getParent()->setName("ompred.slot.back");
  B.SetInsertPoint(Back);
  for (const ResultVar &V : Vars)
    B.CreateMemCpy(V.Host, V.Host->getAlign(), B.CreateConstGEP1_32(B.getInt8Ty(), Slot, V.Offset),
                   slotAlign(V.Size), V.Size);
  B.SetInsertPoint(After);
  Instruction *Free = SplitBlockAndInsertIfThen(HaveSlot, After, false);
  Free->getParent()->setName("ompred.slot.release");
  After->getParent()->setName("ompred.launched");
  B.SetInsertPoint(Free);
  B.CreateCall(Release, {Dev, Slot});
}

} // namespace

namespace ompred {

PreservedAnalyses HostResultSlotsPass::run(Module &M, ModuleAnalysisManager &) {
  if (!HostResultSlots)
    return PreservedAnalyses::all();
  Function *Launch = M.getFunction("__tgt_target_kernel");
  StructType *Args = kernelArgumentsType(M);
  if (!Launch || !Args)
    return PreservedAnalyses::all();
  SmallVector<CallInst *, 8> Calls;
  for (User *U : Launch->users())
    if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == Launch && CI->arg_size() > LKernelArgs)
      Calls.push_back(CI);
  std::optional<std::pair<Function *, Function *>> Pool;
  for (CallInst *CI : Calls) {
    Function *Fallback = fallbackOf(M, CI->getArgOperand(LRegionId));
    if (!Fallback)
      continue;
    Found R = resultVariables(*CI, *Fallback, Args);
    OptimizationRemarkEmitter ORE(CI->getFunction());
    if (R.Vars.empty()) {
      if (!R.WhyNot.empty())
        ORE.emit([&] {
          return OptimizationRemarkMissed(PassName, "HostResultSlotLeft", CI)
                 << "reduction of " << ore::NV("Region", Fallback->getName())
                 << " keeps its copies to the device and back: " << R.WhyNot;
        });
      continue;
    }
    if (!Pool)
      Pool = PoolBuilder(M).build();
    passInSlots(*CI, R.Arrays, R.Vars, Pool->first, Pool->second);
    NumHostResultSlots += R.Vars.size();
    ORE.emit([&] {
      return OptimizationRemark(PassName, "HostResultSlot", CI)
             << "reduction of " << ore::NV("Region", Fallback->getName()) << " passes "
             << ore::NV("Variables", unsigned(R.Vars.size()))
             << " variable(s) in pinned host memory instead of copying them to the device and back";
    });
  }
  return Pool ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
