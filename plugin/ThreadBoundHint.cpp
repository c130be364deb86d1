//===- ThreadBoundHint.cpp - no .maxntid where it costs registers ---------===//
//
// clang writes an OpenMP kernel's thread limit (128 without a clause) as a
// launch bound for the NVPTX backend, which prints it as PTX's `.maxntid`.
// For ptxas a bound of at most 256 threads limits nothing: a block that size
// fits the register file at the most registers a thread can have (255, 8
// warps of 8192), and libomptarget sizes a launch from the kernel
// environment, not from the directive. Yet ptxas allocates differently with
// the directive in relocatable code, which clang always gives it for OpenMP
// (`ptxas -c`, with -foffload-lto too): a kernel that divides floating-point
// values, takes square roots or calls libdevice's math functions (the
// division's slow path is a subroutine of ptxas's own, the functions long
// inline sequences) holds 8 to 24 registers more with the directive than
// without it, or than compiled whole, and fewer of its teams fit on an SM.
// Kernels whose only subroutine is a 64-bit integer division (a collapse(2)
// loop's index) also lose registers without it, but ptxas then reloads
// values in their loops instead, and the small latency-bound ones among them
// run slower (docs/performance.md, "Relocatable device code", has the
// measurements).
//
// So the bound is dropped from the kernels that may run such floating-point
// arithmetic (a division without the fast-math flags that let the backend
// approximate it, a square root, a call of a `__nv_` function, in any
// function the kernel may reach through calls, function addresses or
// globals) where it is at most 256 threads: the `maxntidx`, `maxntidy` and
// `maxntidz` entries of !nvvm.annotations (clang-19) and the "nvvm.maxntid"
// attribute (later clangs). The kernel environment's MaxThreads and the
// "omp_target_thread_limit" attribute, from which OpenMPOpt and libomptarget
// take the thread limit, keep it. LLVM 19's NVPTX backend reads a kernel's
// annotations once, in the NVVM range pass at the start of the pipeline, so
// this runs with the other launch-bound rewrites just before that pass
// (MergeDistribute.cpp), before inlining. That pass then bounds the kernel
// function's own thread-index reads by the hardware's 1024 threads, as it
// bounds every other function's; an OpenMP kernel reads them in the device
// runtime's functions. Kernels whose bound GenericThreadLimit widened keep
// it: its restore reads the bound back.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumThreadBoundsDropped, "Kernels whose .maxntid hint was dropped");

static cl::opt<bool> DropThreadBoundHint(
    "ompred-drop-thread-bound-hint", cl::init(true), cl::Hidden,
    cl::desc("ompred: drop the .maxntid of kernels that divide floating-point values, take "
             "square roots or call libdevice and are bounded to at most 256 threads, where it "
             "costs registers in relocatable device code and bounds nothing (default on)"));

namespace {

// The most threads of a block that fits the register file at 255 registers
// per thread.
constexpr uint64_t BoundThatLimitsNothing = 256;

bool isThreadBoundKey(const MDString *Key) {
  return Key && (Key->getString() == "maxntidx" || Key->getString() == "maxntidy" ||
                 Key->getString() == "maxntidz");
}

// The block size the bounds of F allow: the product of its annotations'
// extents (1 where one is missing) and of its attribute's ("x[,y[,z]]").
// None where F has no bound, or one this pass does not read.
std::optional<uint64_t> boundedThreads(const Module &M, const Function &F) {
  uint64_t Threads = 1;
  bool Any = false;
  if (const NamedMDNode *Ann = M.getNamedMetadata("nvvm.annotations"))
    for (const MDNode *N : Ann->operands()) {
      if (N->getNumOperands() == 0 || mdconst::dyn_extract_or_null<Function>(N->getOperand(0)) != &F)
        continue;
      for (unsigned I = 1; I + 1 < N->getNumOperands(); I += 2) {
        if (!isThreadBoundKey(dyn_cast<MDString>(N->getOperand(I))))
          continue;
        auto *V = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I + 1));
        if (!V || V->isNegative())
          return std::nullopt;
        Threads *= V->getZExtValue();
        Any = true;
      }
    }
  Attribute A = F.getFnAttribute("nvvm.maxntid");
  if (A.isValid()) {
    if (!A.isStringAttribute())
      return std::nullopt;
    SmallVector<StringRef, 3> Extents;
    A.getValueAsString().split(Extents, ',');
    for (StringRef E : Extents) {
      uint64_t V = 0;
      if (E.trim().getAsInteger(10, V))
        return std::nullopt;
      Threads *= V;
    }
    Any = true;
  }
  if (!Any)
    return std::nullopt;
  return Threads;
}

// Floating-point arithmetic that ptxas compiles into a subroutine or a long
// inline sequence: a division the backend does not approximate, a square
// root, a function of libdevice (`__nv_exp`, `__nv_sin`, ...).
bool isFloatRoutine(const Instruction &I) {
  if (I.getOpcode() == Instruction::FDiv) {
    FastMathFlags FMF = I.getFastMathFlags();
    return !FMF.allowReciprocal() && !FMF.approxFunc() && !FMF.allowReassoc();
  }
  const auto *Call = dyn_cast<CallBase>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee && (Callee->getIntrinsicID() == Intrinsic::sqrt || Callee->getName().starts_with("__nv_"));
}

// Whether K, or a function K may reach through calls, function addresses it
// passes on (a parallel region's outlined function) or globals it refers to,
// runs such arithmetic.
bool mayRunFloatRoutines(Function &K) {
  SmallPtrSet<const Value *, 32> Seen = {&K};
  SmallVector<const Value *, 32> Work = {&K};
  auto Visit = [&](const Value *V) {
    if ((isa<Function>(V) || isa<GlobalVariable>(V) || isa<GlobalAlias>(V) ||
         isa<ConstantExpr>(V) || isa<ConstantAggregate>(V)) &&
        Seen.insert(V).second)
      Work.push_back(V);
  };
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (const auto *F = dyn_cast<Function>(V)) {
      for (const Instruction &I : instructions(*F)) {
        if (isFloatRoutine(I))
          return true;
        for (const Value *Op : I.operands())
          Visit(Op);
      }
    } else if (const auto *G = dyn_cast<GlobalVariable>(V)) {
      if (G->hasInitializer())
        Visit(G->getInitializer());
    } else if (const auto *A = dyn_cast<GlobalAlias>(V)) {
      Visit(A->getAliasee());
    } else {
      for (const Value *Op : cast<Constant>(V)->operands())
        Visit(Op);
    }
  }
  return false;
}

void dropBound(Module &M, Function &F) {
  F.removeFnAttr("nvvm.maxntid");
  NamedMDNode *Ann = M.getNamedMetadata("nvvm.annotations");
  if (!Ann)
    return;
  // Entries of F lose their bound keys; one left with no key goes.
  SmallVector<MDNode *> Rebuilt;
  bool Touched = false;
  for (MDNode *N : Ann->operands()) {
    if (N->getNumOperands() == 0 || mdconst::dyn_extract_or_null<Function>(N->getOperand(0)) != &F) {
      Rebuilt.push_back(N);
      continue;
    }
    SmallVector<Metadata *, 8> Kept = {N->getOperand(0)};
    bool Dropped = false;
    unsigned I = 1;
    for (; I + 1 < N->getNumOperands(); I += 2) {
      if (isThreadBoundKey(dyn_cast<MDString>(N->getOperand(I))))
        Dropped = true;
      else
        Kept.append({N->getOperand(I), N->getOperand(I + 1)});
    }
    if (I < N->getNumOperands())
      Kept.push_back(N->getOperand(I));
    if (!Dropped) {
      Rebuilt.push_back(N);
      continue;
    }
    Touched = true;
    if (Kept.size() > 1)
      Rebuilt.push_back(MDNode::get(M.getContext(), Kept));
  }
  if (!Touched)
    return;
  Ann->clearOperands();
  for (MDNode *N : Rebuilt)
    Ann->addOperand(N);
}

} // namespace

namespace ompred {

bool dropThreadBoundHint(Module &M, Function &K) {
  if (!DropThreadBoundHint || !isNVPTX64DeviceModule(M) || K.hasFnAttribute(WidenedThreadLimitAttr))
    return false;
  std::optional<uint64_t> Threads = boundedThreads(M, K);
  if (!Threads || *Threads > BoundThatLimitsNothing)
    return false;
  if (!mayRunFloatRoutines(K))
    return false;
  dropBound(M, K);
  ++NumThreadBoundsDropped;
  LLVM_DEBUG(dbgs() << "ompred: " << K.getName() << ": .maxntid hint of " << *Threads
                    << " threads dropped\n");
  return true;
}

bool dropThreadBoundHints(Module &M) {
  bool Changed = false;
  for (Function &F : M)
    Changed |= dropThreadBoundHint(M, F);
  return Changed;
}

PreservedAnalyses ThreadBoundHintPass::run(Module &M, ModuleAnalysisManager &) {
  return dropThreadBoundHints(M) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
