//===- ParallelIf.cpp - an if clause's team of one without a thread state ---===//
//
// clang passes the parallel part of `target teams distribute parallel for
// if(c)` its condition as the entry point's if_expr, evaluated on the device
// (with `simd`, the distribute loop is also versioned on c, each version with
// its own parallel region). When if_expr is 0, the device runtime runs the
// region serialized: every thread that calls the entry point pushes a thread
// state (malloc'd ICVs) and runs the region as a team of its own. That path
// costs: a kernel that may take it keeps the thread-state lookups in every
// ICV read and worksharing init (OpenMPOpt drops them only where no code can
// create a thread state), and small kernels such as TeaLeaf's halo updates,
// all with `if(is_offload)`, pay for it in every launch (docs/performance.md).
// In SPMD kernels it is also wrong wherever the region's worksharing does not
// split the iterations by hardware thread (a `parallel for` directly in
// `target teams`, or in a generic kernel OpenMPOpt made SPMD): every thread
// runs the whole region (docs/llvm19-defects.md).
//
// The OpenMP specification's if(false) parallel region is one executed by a
// team of one thread. At a kernel's team level (no enclosing parallel
// region), this pass opens every parallel region with if_expr 1 and
// num_threads `c ? num_threads : 1`: when c is false, the region runs on one
// thread through the runtime's ordinary path, and the team's other threads
// skip it.
//
// The two paths differ in what the region can observe: the ordinary path
// makes the region active even for one thread (omp_in_parallel() true,
// omp_get_active_level() 1). So the pass acts only on regions that reach,
// through direct calls, nothing that reads the difference: worksharing inits
// and finis, shared-memory globalization, the thread and team queries that
// return the same in both paths, libdevice and intrinsics, and defined
// functions that call only those. A barrier, a reduction, a task, a nested
// region, an unknown external function or an indirect call leaves the
// region alone.
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "Passes.h"
#include "RuntimeCalls.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumTeamOfOne,
                         "Parallel regions whose if clause became a team of one thread");

static cl::opt<bool> ParallelIf(
    "ompred-parallel-if", cl::init(true), cl::Hidden,
    cl::desc("ompred: run team-level parallel regions whose if clause is false as a team of "
             "one thread instead of serialized per thread (default on)"));

namespace {

constexpr const char *PassName = "ompred";

// Runtime entry points and API calls a region may reach and still run the
// same as a team of one thread: both paths give its one thread number 0 of
// 1, level 1, and the whole chunk.
constexpr StringLiteral SameInTeamOfOne[] = {
    "__kmpc_for_static_fini", "__kmpc_global_thread_num", "__kmpc_alloc_shared",
    "__kmpc_free_shared",     "omp_get_thread_num",       "omp_get_num_threads",
    "omp_get_team_num",       "omp_get_num_teams",        "omp_get_level"};

bool sameInTeamOfOne(StringRef Name) {
  return Name.starts_with("__kmpc_for_static_init_") || is_contained(SameInTeamOfOne, Name);
}

// External functions a region may call: they cannot see the team.
constexpr StringLiteral TeamBlindExternals[] = {"vprintf", "malloc", "free", "__assertfail"};

bool knownExternal(const Function &F) {
  StringRef Name = F.getName();
  return F.isIntrinsic() || Name.starts_with("__nv_") || is_contained(TeamBlindExternals, Name);
}

// The first call a region (Task and the defined functions it reaches through
// direct calls) makes that could tell a team of one thread from a serialized
// region, or null.
const Instruction *observingCall(const Function &Task) {
  SmallPtrSet<const Function *, 16> Seen{&Task};
  SmallVector<const Function *, 16> Work{&Task};
  while (!Work.empty()) {
    const Function *F = Work.pop_back_val();
    for (const Instruction &I : instructions(*F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      const Function *Callee = CB->getCalledFunction();
      if (!Callee)
        return &I;
      StringRef Name = Callee->getName();
      if (Name.starts_with("__kmpc_") || Name.starts_with("omp_") ||
          Name.starts_with("ompx_")) {
        if (!sameInTeamOfOne(Name))
          return &I;
        continue;
      }
      if (Callee->isDeclaration()) {
        if (!knownExternal(*Callee))
          return &I;
        continue;
      }
      if (Seen.insert(Callee).second)
        Work.push_back(Callee);
    }
  }
  return nullptr;
}

} // namespace

namespace ompred {

PreservedAnalyses ParallelIfPass::run(Module &M, ModuleAnalysisManager &) {
  if (!ParallelIf || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  Function *Parallel = M.getFunction(ParallelEntryName);
  if (!Parallel)
    return PreservedAnalyses::all();

  // The calls with a run-time if_expr, and where calls of the entry point may
  // run: at a kernel's team level, or inside a parallel region.
  SmallVector<Function *, 8> Kernels, Tasks;
  SmallVector<CallBase *, 8> Calls;
  for (Function &F : M)
    if (!F.isDeclaration() && kernelConfig(F, CfgExecMode))
      Kernels.push_back(&F);
  for (User *U : Parallel->users()) {
    auto *CB = dyn_cast<CallBase>(U);
    if (!CB || CB->getCalledFunction() != Parallel)
      continue;
    if (Function *Task = definedMicrotask(*CB))
      Tasks.push_back(Task);
    if (CB->arg_size() == ParallelEntryArgs && !isa<Constant>(CB->getArgOperand(PIfExpr)))
      Calls.push_back(CB);
  }
  SetVector<Function *> TeamLevel = reachableThroughCalls(Kernels);
  SetVector<Function *> InRegions = reachableThroughCalls(Tasks);

  bool Changed = false;
  for (CallBase *CB : Calls) {
    Function *Caller = CB->getFunction();
    if (!TeamLevel.contains(Caller) || InRegions.contains(Caller))
      continue;
    Function *Task = definedMicrotask(*CB);
    if (!Task)
      continue;
    OptimizationRemarkEmitter ORE(Caller);
    if (const Instruction *Observer = observingCall(*Task)) {
      ORE.emit([&] {
        auto *Callee = cast<CallBase>(Observer)->getCalledFunction();
        return OptimizationRemarkMissed(PassName, "ParallelIf", CB)
               << "if clause of parallel region " << ore::NV("Region", Task->getName())
               << " left to the serialized path: the region calls "
               << ore::NV("Callee", Callee ? Callee->getName() : StringRef("a function pointer"));
      });
      continue;
    }
    IRBuilder<> B(CB);
    Value *If = CB->getArgOperand(PIfExpr);
    Value *Runs = B.CreateICmpNE(If, ConstantInt::get(If->getType(), 0), "ompred.if");
    Value *Threads = CB->getArgOperand(PNumThreads);
    CB->setArgOperand(PNumThreads, B.CreateSelect(Runs, Threads, ConstantInt::get(Threads->getType(), 1),
                                                  "ompred.if.threads"));
    CB->setArgOperand(PIfExpr, ConstantInt::get(If->getType(), 1));
    ORE.emit([&] {
      return OptimizationRemark(PassName, "ParallelIf", CB)
             << "if clause of parallel region " << ore::NV("Region", Task->getName())
             << ": a team of one thread when false, without a thread state";
    });
    ++NumTeamOfOne;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
