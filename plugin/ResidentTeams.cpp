//===- ResidentTeams.cpp - as many teams as the GPU holds at once ----------===//
//
// Without a num_teams clause, libomptarget launches an SPMD kernel with
// min(ceil(trip count / threads), 3200) blocks (LLVM's NVPTX default team
// count), whatever the GPU. A merged kernel (MergeDistribute.cpp) strides
// over its whole iteration space with any number of teams, and with a teams
// reduction every team pays its block reduction and its share of the
// cross-team protocol: thousands of teams of 128 threads spend more time
// there than in their few iterations each.
//
// The rewrite, at the end of the pipeline (everything the kernel runs is
// inlined into it): the kernel's entry computes
//   Resident = %nsmid * max(ResidentThreadsPerSM / %ntid.x, 1)
//   Teams = umin(%nctaid.x, Resident, and the reduction's record count R
//                where 2 R >= Resident)
// and every block whose %ctaid.x is at least Teams returns at once; every
// read of %nctaid.x in the kernel (the schedules' strides, omp_get_num_teams,
// the teams reduction's team count) becomes Teams. The kernel then runs as if
// launched with Teams teams, which OpenMP allows where no num_teams clause
// fixed the count. The blocks that return do so before any barrier or any
// access to state shared between teams.
//
// Only SPMD kernels without a num_teams clause (clang writes MaxTeams 0 into
// their environment), with a merged loop and a teams reduction, whose every
// read of %nctaid.x is in the kernel itself (no called function reads it,
// no inline assembly names it).
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "Passes.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumKernelsResident, "Kernels given as many teams as the GPU holds at once");
ALWAYS_ENABLED_STATISTIC(NumKernelsNotResident,
                         "Merged teams-reduction kernels left with libomptarget's team count");

static cl::opt<bool> ResidentTeams(
    "ompred-resident-teams", cl::init(true), cl::Hidden,
    cl::desc("ompred: run merged teams-reduction kernels without a num_teams clause with "
             "as many teams as the GPU holds at once (default on)"));

static cl::opt<unsigned> ResidentThreadsPerSM(
    "ompred-resident-threads-per-sm", cl::init(1024), cl::Hidden,
    cl::desc("ompred: threads per SM the resident teams of a kernel add up to"));

namespace {

constexpr const char *PassName = "ompred";

bool isNumBlocksRead(const Instruction &I) {
  auto *II = dyn_cast<IntrinsicInst>(&I);
  return II && II->getIntrinsicID() == Intrinsic::nvvm_read_ptx_sreg_nctaid_x;
}

bool isAsmNamingNumBlocks(const Instruction &I) {
  auto *CB = dyn_cast<CallBase>(&I);
  auto *Asm = CB ? dyn_cast<InlineAsm>(CB->getCalledOperand()) : nullptr;
  return Asm && StringRef(Asm->getAsmString()).contains("nctaid");
}

// Functions only declared in the module that never ask for the team count:
// the CUDA device library's entry points that clang's device code calls.
bool isKnownLeaf(const Function &F) {
  StringRef Name = F.getName();
  return Name == "vprintf" || Name == "malloc" || Name == "free" || Name == "__assertfail";
}

// Whether a function K calls (directly or not) reads %nctaid.x, or K makes
// a call whose callee is unknown: through a pointer, or defined in another
// translation unit (a `declare target` function may call
// omp_get_num_teams()).
bool calleesMayReadNumBlocks(Function &K) {
  SmallVector<Function *, 8> Work;
  SmallPtrSet<Function *, 8> Seen;
  // One walk per function: K's own reads are the ones the rewrite replaces.
  auto MayRead = [&](Function &F, bool IsCallee) -> bool {
    for (Instruction &I : instructions(F)) {
      if (IsCallee && (isNumBlocksRead(I) || isAsmNamingNumBlocks(I)))
        return true;
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || isa<IntrinsicInst>(CB) || CB->isInlineAsm())
        continue;
      Function *Callee = CB->getCalledFunction();
      if (!Callee || (Callee->isDeclaration() && !isKnownLeaf(*Callee)))
        return true;
      if (!Callee->isDeclaration() && Seen.insert(Callee).second)
        Work.push_back(Callee);
    }
    return false;
  };
  if (MayRead(K, /*IsCallee=*/false))
    return true;
  while (!Work.empty())
    if (MayRead(*Work.pop_back_val(), /*IsCallee=*/true))
      return true;
  return false;
}

bool hasMergedLoop(Function &K) {
  for (Instruction &I : instructions(K))
    if (I.hasMetadata(ompred::MergedStrideMark))
      return true;
  return false;
}

// Why K is left with libomptarget's team count; empty if it is not.
StringRef reasonToKeep(Function &K, GlobalVariable &Env) {
  using namespace ompred;
  if (environmentConfig(Env, CfgMaxTeams).value_or(-1) != 0)
    return "it has a num_teams clause";
  for (Instruction &I : instructions(K))
    if (isAsmNamingNumBlocks(I))
      return "its inline assembly reads the team count";
  if (calleesMayReadNumBlocks(K))
    return "a function it calls may read the team count";
  return "";
}

bool residentTeams(Function &K, OptimizationRemarkEmitter &ORE) {
  using namespace ompred;
  GlobalVariable *Env = namedKernelEnvironment(K);
  if (!Env || !Env->hasInitializer() || K.isDeclaration())
    return false;
  // The kernels this is for: SPMD, merged, with a teams reduction.
  if (environmentConfig(*Env, CfgExecMode).value_or(0) != ExecModeSPMD ||
      environmentConfig(*Env, CfgReductionDataSize).value_or(0) == 0 || !hasMergedLoop(K))
    return false;
  StringRef Why = reasonToKeep(K, *Env);
  if (!Why.empty()) {
    LLVM_DEBUG(dbgs() << "ompred-resident-teams: " << K.getName() << " left: " << Why << "\n");
    ++NumKernelsNotResident;
    ORE.emit([&] {
      return OptimizationRemarkMissed(PassName, "TeamsNotResident", &K)
             << "kernel " << K.getName() << " left with libomptarget's team count: " << Why;
    });
    return false;
  }

  SmallVector<Instruction *, 8> Reads;
  for (Instruction &I : instructions(K))
    if (isNumBlocksRead(I))
      Reads.push_back(&I);

  // The entry block keeps its allocas (static ones stay in the entry) and
  // ends in: Teams = ...; ctaid < Teams ? the rest : return.
  BasicBlock &Entry = K.getEntryBlock();
  BasicBlock::iterator Split = Entry.begin();
  while (isa<AllocaInst>(*Split))
    ++Split;
  BasicBlock *Body = Entry.splitBasicBlock(Split, "ompred.resident.team");
  Entry.getTerminator()->eraseFromParent();
  LLVMContext &Ctx = K.getContext();
  BasicBlock *Leave = BasicBlock::Create(Ctx, "ompred.not.resident", &K, Body);
  ReturnInst::Create(Ctx, Leave);
  IRBuilder<> B(&Entry);
  auto Sreg = [&](Intrinsic::ID ID, const char *Name) {
    return B.CreateIntrinsic(B.getInt32Ty(), ID, {}, nullptr, Name);
  };
  Value *Launched = Sreg(Intrinsic::nvvm_read_ptx_sreg_nctaid_x, "ompred.launched.teams");
  Value *SMs = Sreg(Intrinsic::nvvm_read_ptx_sreg_nsmid, "ompred.sms");
  Value *Threads = Sreg(Intrinsic::nvvm_read_ptx_sreg_ntid_x, "ompred.threads");
  Value *PerSM = B.CreateUDiv(B.getInt32(ResidentThreadsPerSM), Threads);
  PerSM = B.CreateBinaryIntrinsic(Intrinsic::umax, PerSM, B.getInt32(1), nullptr, "ompred.teams.per.sm");
  Value *Resident = B.CreateMul(SMs, PerSM, "ompred.resident", /*HasNUW=*/true);
  // No more teams than the teams reduction's records, so that each team
  // owns one and the runtime skips the slots that share records between
  // teams (team/reduce.h, teamsOwnRecords); but only where that keeps at
  // least half the resident teams: with few records
  // (-fopenmp-cuda-teams-reduction-recs-num) the slots cost less than idle
  // SMs.
  int64_t Records = environmentConfig(*Env, CfgReductionBufferLength).value_or(0);
  if (Records > 0 && Records < (int64_t(1) << 30)) {
    Value *RecordCount = B.getInt32(static_cast<uint32_t>(Records));
    Value *Owned = B.CreateBinaryIntrinsic(Intrinsic::umin, Resident, RecordCount, nullptr,
                                           "ompred.resident.records");
    Value *Enough = B.CreateICmpUGE(B.getInt32(static_cast<uint32_t>(2 * Records)), Resident,
                                    "ompred.records.enough");
    Resident = B.CreateSelect(Enough, Owned, Resident, "ompred.resident.teams");
  }
  Value *Teams = B.CreateBinaryIntrinsic(Intrinsic::umin, Launched, Resident, nullptr, "ompred.teams");
  Value *Team = Sreg(Intrinsic::nvvm_read_ptx_sreg_ctaid_x, "ompred.team");
  B.CreateCondBr(B.CreateICmpULT(Team, Teams), Body, Leave);
  for (Instruction *I : Reads) {
    I->replaceAllUsesWith(Teams);
    I->eraseFromParent();
  }
  LLVM_DEBUG(dbgs() << "ompred-resident-teams: " << K.getName() << ": " << Reads.size()
                    << " read(s) of the team count replaced\n");
  ++NumKernelsResident;
  ORE.emit([&] {
    return OptimizationRemark(PassName, "TeamsResident", &K)
           << "kernel " << K.getName() << " runs with at most "
           << ore::NV("ThreadsPerSM", ResidentThreadsPerSM.getValue())
           << " threads' worth of teams per SM (no num_teams clause)";
  });
  return true;
}

} // namespace

namespace ompred {

PreservedAnalyses ResidentTeamsPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!ResidentTeams || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (Function &K : M) {
    if (K.isDeclaration())
      continue;
    if (residentTeams(K, FAM.getResult<OptimizationRemarkEmitterAnalysis>(K))) {
      Changed = true;
      FAM.invalidate(K, PreservedAnalyses::none());
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
