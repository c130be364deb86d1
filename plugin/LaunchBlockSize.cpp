//===- LaunchBlockSize.cpp - host: full blocks for combined constructs' launches -===//
//
// Without a thread_limit clause, libomptarget launches a `target teams
// distribute parallel for` kernel (SPMD mode) with its default block size,
// 128 threads on NVPTX, unless the loop's trip count is small: below the
// default team count times 128 iterations it lowers the block size to a
// power of two down to 32 (LIBOMPTARGET_MIN_THREADS_FOR_LOW_TRIP_COUNT) for
// more teams. On NVIDIA GPUs such blocks cost more than they gain (measured:
// docs/performance.md, "Small kernels"), and the device code the plugin
// merges for blocks of clang's default thread limit (MergeDistribute.cpp)
// does not run in them. libomptarget keeps a block size the program gives.
//
// The rewrite, in the host module: at each kernel launch
// (__tgt_target_kernel) of a combined construct whose thread limit is 0 at
// run time (no clause, and an `if` clause that holds), the launch's thread
// limit becomes 128, clang's default thread limit of such a kernel, in the
// call and in its kernel arguments, as `thread_limit(128)` would. Nothing
// else of the launch changes; OMP_TEAMS_THREAD_LIMIT still caps it.
//
// Only launches whose host fallback is a combined construct: it forks the
// teams (__kmpc_fork_teams) into a function whose every parallel region
// runs a worksharing loop over the distribute chunk it is passed. A
// non-combined `teams distribute` with a nested `parallel for` is a
// generic-mode kernel, whose given thread limit libomptarget raises by a
// warp, and is left alone; so is every launch the pass cannot tie to its
// fallback.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "RuntimeCalls.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumLaunchesBlockSized,
                         "Combined-construct launches given clang's default thread limit");

static cl::opt<bool> LaunchBlockSize(
    "ompred-launch-block-size", cl::init(true), cl::Hidden,
    cl::desc("ompred: launch combined `target teams distribute parallel for` kernels "
             "without a thread_limit with clang's default block size at every trip "
             "count (default on)"));

namespace {

constexpr const char *PassName = "ompred";
// clang's thread limit of an SPMD kernel without a thread_limit clause
// (its "omp_target_thread_limit"), the block size of the plugin's merged copies.
constexpr unsigned DefaultThreadLimit = 128;
// __tgt_target_kernel(loc, device, num_teams, thread_limit, region_id, args)
// and the position of ThreadLimit[3] in its kernel arguments (struct
// __tgt_kernel_arguments: version, nargs, 6 pointers, tripcount, flags,
// num_teams[3], thread_limit[3], dyn_cgroup_mem).
enum LaunchArg : unsigned { LThreadLimit = 3, LRegionId = 4, LKernelArgs = 5 };
constexpr unsigned KernelArgsThreadLimit = 11;

bool isStaticInit(const Instruction &I) {
  Function *F = directCallee(I);
  return F && initKind(F->getName(), "__kmpc_for_static_init_");
}

// Whether the parallel region P runs a worksharing loop over the chunk its
// caller passes (a combined construct's inner loop).
bool runsPassedChunk(Function &P) {
  for (Instruction &I : instructions(P))
    if (isStaticInit(I) &&
        slotTakesArgument(cast<CallInst>(I).getArgOperand(ALb), OLb) &&
        slotTakesArgument(cast<CallInst>(I).getArgOperand(AUb), OUb))
      return true;
  return false;
}

// Whether Fallback, a target region's host version, is a combined
// `teams distribute parallel for`; the reason if not.
std::string combinedConstruct(Function &Fallback) {
  Function *Teams = nullptr;
  for (Instruction &I : instructions(Fallback))
    if (calleeNamed(I, "__kmpc_fork_teams")) {
      if (Teams)
        return "more than one teams region";
      Teams = dyn_cast<Function>(cast<CallInst>(I).getArgOperand(2)->stripPointerCasts());
    }
  if (!Teams || Teams->isDeclaration())
    return "no teams region";
  bool Distribute = false;
  unsigned Regions = 0;
  for (Instruction &I : instructions(*Teams)) {
    Distribute |= isStaticInit(I);
    if (!calleeNamed(I, "__kmpc_fork_call"))
      continue;
    auto *P = dyn_cast<Function>(cast<CallInst>(I).getArgOperand(2)->stripPointerCasts());
    if (!P || P->isDeclaration() || !runsPassedChunk(*P))
      return "a parallel region that is not the combined construct's";
    ++Regions;
  }
  if (!Distribute || !Regions)
    return "not `teams distribute parallel for`";
  return "";
}

// The host fallback of the region whose id is Id: clang names the id
// `.<kernel>.region_id` and the fallback `<kernel>`.
Function *fallbackOf(Module &M, Value *Id) {
  auto *GV = dyn_cast<GlobalVariable>(Id->stripPointerCasts());
  if (!GV)
    return nullptr;
  StringRef Name = GV->getName();
  if (!Name.consume_front(".") || !Name.consume_back(".region_id"))
    return nullptr;
  return M.getFunction(Name);
}

} // namespace

namespace ompred {

PreservedAnalyses LaunchBlockSizePass::run(Module &M, ModuleAnalysisManager &) {
  if (!LaunchBlockSize)
    return PreservedAnalyses::all();
  // Only host modules launch kernels.
  Function *Launch = M.getFunction("__tgt_target_kernel");
  StructType *Args = StructType::getTypeByName(M.getContext(), "struct.__tgt_kernel_arguments");
  if (!Launch || !Args || Args->getNumElements() <= KernelArgsThreadLimit ||
      !Args->getElementType(KernelArgsThreadLimit)->isArrayTy())
    return PreservedAnalyses::all();
  bool Changed = false;
  for (User *U : Launch->users()) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI || CI->getCalledFunction() != Launch || CI->arg_size() <= LKernelArgs)
      continue;
    // A thread_limit clause's constant: libomptarget keeps it already.
    if (auto *C = dyn_cast<ConstantInt>(CI->getArgOperand(LThreadLimit)); C && !C->isZero())
      continue;
    OptimizationRemarkEmitter ORE(CI->getFunction());
    Function *Fallback = fallbackOf(M, CI->getArgOperand(LRegionId));
    std::string Why = Fallback ? combinedConstruct(*Fallback) : "no host version of the region";
    if (!Why.empty()) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "LaunchBlockSizeLeft", CI)
               << "launch left to libomptarget's block size: " << Why;
      });
      continue;
    }
    // thread_limit 0 (no clause) becomes the default, in the call and in the
    // kernel arguments, which libomptarget reads.
    IRBuilder<> B(CI);
    auto Given = [&](Value *Limit) {
      return B.CreateSelect(B.CreateICmpEQ(Limit, B.getInt32(0)), B.getInt32(DefaultThreadLimit),
                            Limit, "ompred.thread.limit");
    };
    CI->setArgOperand(LThreadLimit, Given(CI->getArgOperand(LThreadLimit)));
    Value *Field = B.CreateConstInBoundsGEP2_32(Args, CI->getArgOperand(LKernelArgs), 0,
                                                KernelArgsThreadLimit);
    Value *First = B.CreateConstInBoundsGEP2_32(Args->getElementType(KernelArgsThreadLimit), Field,
                                                0, 0);
    B.CreateStore(Given(B.CreateLoad(B.getInt32Ty(), First)), First);
    ORE.emit([&] {
      return OptimizationRemark(PassName, "LaunchBlockSize", CI)
             << "launch of " << ore::NV("Region", Fallback->getName())
             << " without thread_limit given blocks of " << ore::NV("Threads", DefaultThreadLimit)
             << " threads at every trip count";
    });
    ++NumLaunchesBlockSized;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
