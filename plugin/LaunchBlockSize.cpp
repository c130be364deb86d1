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
// call and in its kernel arguments, as `thread_limit(128)` would. The
// launches of loops that store in every iteration and do not reduce (below)
// whose kernels the device bounds for chunks and blocks of 256
// (StoreLoopBlocks.cpp) get 256 instead: at every trip count where the loop
// updates elements in place; where it maps elements of arrays to the same
// elements of others (a copy, `e = u / d`), up to
// -ompred-store-loop-blocks-max-trip iterations (2^19), and 128 above, where
// teams of 128 threads that run each chunk of 256 with two iterations per
// thread are the faster (docs/plugin.md has the measurements). Nothing else
// of the launch changes; OMP_TEAMS_THREAD_LIMIT still caps it.
//
// The same launches of loops that store in every iteration and do not
// reduce, without num_teams, get one team per block of iterations, at most
// -ompred-launch-teams-max (16896), from 2^22 iterations on. libomptarget
// launches at most its default team count, 3200, and the device leaves such
// loops their parallel region per chunk (MergeDistribute.cpp): each team
// runs its chunks one after another, and 3200 teams make 1.5 waves of the
// 2112 teams of 128 threads that 132 SMs hold at once, the second with half
// the GPU. 16896 teams are 8 such waves. Fewer iterations give too few
// chunks per team to pay for more teams (docs/plugin.md has the
// measurements). Only where the distribute and the parallel loop have no
// schedule clause (host schedules 92 and 34), OMP_NUM_TEAMS is not set
// (omp_get_max_teams() is 0), and every target region of the unit is a
// combined construct: beside a generic-mode kernel the device merges every
// loop of the unit, and merged loops, like reductions, keep libomptarget's
// count (a merged loop's teams stride over the whole space; a teams
// reduction grows with the team count, and the plugin's resident teams size
// merged ones, ResidentTeams.cpp). The host fallback's parallel region is
// the device's as clang emits it, and both sides read it with the same
// criterion (WorksharingLoop.h).
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

#include "HostLaunch.h"
#include "Passes.h"
#include "RuntimeCalls.h"
#include "WorksharingLoop.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumLaunchesBlockSized,
                         "Combined-construct launches given clang's default thread limit");

ALWAYS_ENABLED_STATISTIC(NumLaunchesTeamsSized,
                         "Combined-construct launches given more teams (one per block of "
                         "iterations, at most -ompred-launch-teams-max)");

static cl::opt<bool> LaunchTeams(
    "ompred-launch-teams", cl::init(true), cl::Hidden,
    cl::desc("ompred: launch combined `target teams distribute parallel for` kernels "
             "whose loop stores in every iteration and does not reduce, without num_teams, "
             "in units of combined constructs, with one team per block of iterations up to "
             "-ompred-launch-teams-max teams from 2^22 iterations (default on)"));

static cl::opt<unsigned> LaunchTeamsMax(
    "ompred-launch-teams-max", cl::init(16896), cl::Hidden,
    cl::desc("ompred: the most teams -ompred-launch-teams gives a launch (default 16896, "
             "8 waves of 16 teams of 128 threads on 132 SMs)"));

static cl::opt<uint64_t> StoreLoopBlocksMaxTrip(
    "ompred-store-loop-blocks-max-trip", cl::init(uint64_t(1) << 19), cl::Hidden,
    cl::desc("ompred: the most iterations for which a launch of a loop that maps elements of "
             "arrays to the same elements of others gets blocks of 256 threads "
             "(-ompred-store-loop-blocks; 128 above; default 2^19)"));

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
// The host's schedule kinds: kmp_sch_static, kmp_distribute_static (no
// schedule or dist_schedule clause, or one without a chunk).
constexpr uint64_t HostSchedStatic = 34, HostSchedDistributeStatic = 92;
// The smallest trip count given more teams: 2 chunks per team of 16896.
constexpr uint64_t MinTripForTeams = uint64_t(1) << 22;

bool isStaticInit(const Instruction &I) {
  Function *F = directCallee(I);
  return F && initKind(F->getName(), "__kmpc_for_static_init_");
}

bool hasSchedule(const Instruction &I, uint64_t Kind) {
  auto *C = dyn_cast<ConstantInt>(cast<CallInst>(I).getArgOperand(ASched));
  return C && C->getZExtValue() == Kind;
}

// What the launch shape may depend on, from a combined construct's host
// fallback.
struct Construct {
  std::string WhyNot; // empty: a combined construct
  bool Reduces = false;
  bool DefaultSchedules = true; // no schedule or dist_schedule chunk
  // Every parallel region's worksharing loop stores in every iteration (one
  // it cannot find does not count: the device may merge it).
  bool StoresEveryIteration = true;
  // ... and updates elements in place (StoreLoopBlocks.cpp).
  bool UpdatesInPlace = true;
  // ... and either updates elements in place or maps elements of arrays to
  // the same elements of others: the device widens the kernel
  // (StoreLoopBlocks.cpp).
  bool Widened = true;
};

// Whether Fallback, a target region's host version, is a combined
// `teams distribute parallel for` (the reason if not), whether it reduces,
// and whether its loops have their default schedules.
Construct combinedConstruct(Function &Fallback) {
  Construct C;
  SmallVector<CallInst *, 1> Forks = teamsForks(Fallback);
  if (Forks.size() > 1)
    return {"more than one teams region"};
  Function *Teams = Forks.empty() ? nullptr : forkedTeams(*Forks.front());
  if (!Teams)
    return {"no teams region"};
  bool Distribute = false;
  unsigned Regions = 0;
  for (Instruction &I : instructions(*Teams)) {
    C.Reduces |= isHostReduce(I);
    if (isStaticInit(I)) {
      Distribute = true;
      C.DefaultSchedules &= hasSchedule(I, HostSchedDistributeStatic);
    }
    if (!calleeNamed(I, "__kmpc_fork_call"))
      continue;
    auto *P = dyn_cast<Function>(cast<CallInst>(I).getArgOperand(2)->stripPointerCasts());
    if (!P || P->isDeclaration() || !passedChunkInit(*P))
      return {"a parallel region that is not the combined construct's"};
    DominatorTree DT(*P);
    LoopInfo LI(DT);
    for (Instruction &J : instructions(*P)) {
      C.Reduces |= isHostReduce(J);
      if (isStaticInit(J)) {
        C.DefaultSchedules &= hasSchedule(J, HostSchedStatic);
        Loop *L = enteredLoop(cast<CallInst>(&J), DT, LI);
        C.StoresEveryIteration &= L && L->getLoopLatch() && storesEveryIteration(*L, DT);
        if (!L) {
          C.UpdatesInPlace = C.Widened = false;
          continue;
        }
        LoopAccesses A = loopAccesses(*L);
        C.UpdatesInPlace &= updatesInPlace(A);
        C.Widened &= !whyNotChunksOf256(A);
      }
    }
    ++Regions;
  }
  if (!Distribute || !Regions)
    return {"not `teams distribute parallel for`"};
  return C;
}

// Why the unit may hold a kernel other than a combined construct's (empty
// if it does not): a target region whose host fallback is not one.
std::string regionNotCombined(Module &M, function_ref<Construct(Function &)> ConstructOf) {
  for (GlobalVariable &GV : M.globals()) {
    StringRef Name = GV.getName();
    if (!Name.starts_with(".") || !Name.ends_with(".region_id"))
      continue;
    Function *Fallback = fallbackOf(M, &GV);
    std::string Why = Fallback ? ConstructOf(*Fallback).WhyNot : "no host version";
    if (!Why.empty())
      return ("target region " + Name.drop_front().drop_back(strlen(".region_id")) + ": " + Why).str();
  }
  return "";
}

} // namespace

namespace ompred {

PreservedAnalyses LaunchBlockSizePass::run(Module &M, ModuleAnalysisManager &) {
  if (!LaunchBlockSize && !LaunchTeams)
    return PreservedAnalyses::all();
  // Only host modules launch kernels.
  Function *Launch = M.getFunction("__tgt_target_kernel");
  StructType *Args = kernelArgumentsType(M);
  if (!Launch || !Args)
    return PreservedAnalyses::all();
  bool Changed = false;
  // Each fallback read once: by its launches and by the unit's check.
  DenseMap<Function *, Construct> Constructs;
  auto ConstructOf = [&](Function &Fallback) -> Construct {
    auto [It, New] = Constructs.try_emplace(&Fallback);
    if (New)
      It->second = combinedConstruct(Fallback);
    return It->second;
  };
  // Computed once, for the first launch that may get more teams.
  std::optional<std::string> UnitNotCombined;
  for (User *U : Launch->users()) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI || CI->getCalledFunction() != Launch || CI->arg_size() <= LKernelArgs)
      continue;
    auto *ClauseLimit = dyn_cast<ConstantInt>(CI->getArgOperand(LThreadLimit));
    auto *ClauseTeams = dyn_cast<ConstantInt>(CI->getArgOperand(LNumTeams));
    // A thread_limit clause's constant: libomptarget keeps it already.
    bool NoClauseLimit = !(ClauseLimit && !ClauseLimit->isZero());
    bool SizeTeams = LaunchTeams && !(ClauseTeams && !ClauseTeams->isZero());
    if (!(NoClauseLimit && (LaunchBlockSize || storeLoopBlocksEnabled())) && !SizeTeams)
      continue;
    OptimizationRemarkEmitter ORE(CI->getFunction());
    Function *Fallback = fallbackOf(M, CI->getArgOperand(LRegionId));
    Construct C = Fallback ? ConstructOf(*Fallback) : Construct{"no host version of the region"};
    if (!C.WhyNot.empty()) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "LaunchBlockSizeLeft", CI)
               << "launch left to libomptarget's block size: " << C.WhyNot;
      });
      continue;
    }
    // Why the device may merge the loop (empty if it leaves it its parallel
    // region per chunk, MergeDistribute.cpp): only loops it leaves get the
    // block size of 256 and the team count below.
    std::string WhyMergeable = C.Reduces               ? "it reduces"
                               : !C.DefaultSchedules   ? "a schedule or dist_schedule clause"
                               : !C.StoresEveryIteration ? "its loop does not store in every iteration "
                                                           "(the device merges it)"
                                                         : "";
    if (WhyMergeable.empty()) {
      if (!UnitNotCombined)
        UnitNotCombined = regionNotCombined(M, ConstructOf);
      if (!UnitNotCombined->empty())
        WhyMergeable = "the device merges the unit's loops (" + *UnitNotCombined + ")";
    }
    // The device widens the bounds of such loops' kernels to blocks of 256
    // and folds their chunk to it (StoreLoopBlocks.cpp); the others keep
    // clang's default.
    bool StoreLoop = WhyMergeable.empty() && C.Widened && storeLoopBlocksEnabled();
    // Blocks of 256 only up to StoreLoopBlocksMaxTrip iterations.
    bool SmallTripOnly = StoreLoop && !C.UpdatesInPlace;
    IRBuilder<> B(CI);
    // A field of the kernel arguments, which libomptarget reads, and the
    // first element of an array field.
    auto FieldOf = [&](unsigned Field) {
      return B.CreateConstInBoundsGEP2_32(Args, CI->getArgOperand(LKernelArgs), 0, Field);
    };
    auto FirstOf = [&](unsigned Field) {
      return B.CreateConstInBoundsGEP2_32(Args->getElementType(Field), FieldOf(Field), 0, 0);
    };
    // Loaded once, where the first use needs it.
    Value *TripLoad = nullptr;
    auto TripCount = [&] {
      if (!TripLoad)
        TripLoad = B.CreateLoad(B.getInt64Ty(), FieldOf(KATripcount), "ompred.trip");
      return TripLoad;
    };
    Value *Block = nullptr;
    auto BlockSize = [&] {
      if (!Block) {
        Block = B.getInt32(StoreLoop ? unsigned(StoreLoopBlockSize) : DefaultThreadLimit);
        if (SmallTripOnly)
          Block = B.CreateSelect(B.CreateICmpULE(TripCount(), B.getInt64(StoreLoopBlocksMaxTrip)), Block,
                                 B.getInt32(DefaultThreadLimit), "ompred.block");
      }
      return Block;
    };
    if (NoClauseLimit && (LaunchBlockSize || StoreLoop)) {
      // thread_limit 0 (no clause) becomes Block, in the call and in the
      // kernel arguments.
      auto Given = [&](Value *Limit) {
        return B.CreateSelect(B.CreateICmpEQ(Limit, B.getInt32(0)), BlockSize(), Limit, "ompred.thread.limit");
      };
      CI->setArgOperand(LThreadLimit, Given(CI->getArgOperand(LThreadLimit)));
      Value *First = FirstOf(KAThreadLimit);
      B.CreateStore(Given(B.CreateLoad(B.getInt32Ty(), First)), First);
      ORE.emit([&] {
        OptimizationRemark R(PassName, "LaunchBlockSize", CI);
        R << "launch of " << ore::NV("Region", Fallback->getName()) << " without thread_limit given blocks of ";
        if (SmallTripOnly)
          return R << ore::NV("Threads", unsigned(StoreLoopBlockSize)) << " threads up to "
                   << ore::NV("MaxTrip", uint64_t(StoreLoopBlocksMaxTrip)) << " iterations, "
                   << ore::NV("ThreadsAbove", DefaultThreadLimit)
                   << " above (a loop that maps elements of arrays to the same elements of others)";
        return R << ore::NV("Threads", StoreLoop ? unsigned(StoreLoopBlockSize) : DefaultThreadLimit)
                 << " threads at every trip count"
                 << (StoreLoop ? " (a loop that updates elements in place in every iteration)" : "");
      });
      ++NumLaunchesBlockSized;
      Changed = true;
    }
    if (!SizeTeams)
      continue;
    if (!WhyMergeable.empty()) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "LaunchTeamsLeft", CI)
               << "launch left to libomptarget's team count: " << WhyMergeable;
      });
      continue;
    }
    // num_teams 0 (no clause) becomes ceil(trip count / thread limit), at
    // most LaunchTeamsMax, from MinTripForTeams iterations on, where
    // OMP_NUM_TEAMS is unset.
    Value *Teams = CI->getArgOperand(LNumTeams);
    Value *Trip = TripCount();
    Value *Limit = B.CreateZExt(CI->getArgOperand(LThreadLimit), B.getInt64Ty());
    if (NoClauseLimit)
      Limit = B.CreateSelect(B.CreateICmpEQ(Limit, B.getInt64(0)), B.CreateZExt(BlockSize(), B.getInt64Ty()), Limit);
    Value *PerLimit = B.CreateUDiv(B.CreateAdd(Trip, B.CreateSub(Limit, B.getInt64(1))), Limit);
    uint64_t Most = std::clamp<uint64_t>(LaunchTeamsMax, 1, INT32_MAX);
    Value *Capped = B.CreateTrunc(
        B.CreateSelect(B.CreateICmpUGT(PerLimit, B.getInt64(Most)), B.getInt64(Most), PerLimit), B.getInt32Ty());
    FunctionCallee MaxTeams = M.getOrInsertFunction("omp_get_max_teams", B.getInt32Ty());
    Value *Free = B.CreateAnd(B.CreateAnd(B.CreateICmpEQ(Teams, B.getInt32(0)),
                                          B.CreateICmpUGE(Trip, B.getInt64(MinTripForTeams))),
                              B.CreateICmpEQ(B.CreateCall(MaxTeams), B.getInt32(0)));
    Value *Given = B.CreateSelect(Free, Capped, Teams, "ompred.num.teams");
    CI->setArgOperand(LNumTeams, Given);
    Value *First = FirstOf(KANumTeams);
    B.CreateStore(B.CreateSelect(Free, Capped, B.CreateLoad(B.getInt32Ty(), First)), First);
    ORE.emit([&] {
      return OptimizationRemark(PassName, "LaunchTeams", CI)
             << "launch of " << ore::NV("Region", Fallback->getName())
             << " without num_teams given one team per block of iterations, at most "
             << ore::NV("Teams", unsigned(Most)) << " teams, from 2^"
             << ore::NV("MinTripLog2", Log2_64(MinTripForTeams)) << " iterations";
    });
    ++NumLaunchesTeamsSized;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
