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
//   Resident = %nsmid * min(max(Threads / %ntid.x, 1),
//                           the teams an SM holds by blocks and barriers)
// (Threads: ResidentThreadsPerSM, or fewer where the kernel's registers
// per thread do not let that many share an SM)
//   Teams = umin(%nctaid.x, Resident, and the reduction's record count R
//                where 2 R >= Resident)
// and every block whose %ctaid.x is at least Teams returns at once; every
// read of %nctaid.x in the kernel (the schedules' strides, omp_get_num_teams,
// the teams reduction's team count) becomes Teams. The kernel then runs as if
// launched with Teams teams, which OpenMP allows where no num_teams clause
// fixed the count. The blocks that return do so before any barrier or any
// access to state shared between teams.
//
// A team past what the SMs hold at once would run in a second wave with a
// full share of the iterations, doubling the kernel's time. Threads are one
// bound, the blocks an SM holds another, and from sm_90 the named barriers
// (CUDA's occupancy calculator, cuda_occupancy.h): ptxas reserves barriers 0
// to the highest id the kernel uses, and a unit that also holds a
// generic-mode kernel keeps LLVM's generic entry, and its barrier 8, in
// every SPMD kernel, so 9 per team and 7 teams per SM where threads alone
// would allow 8. Registers are not known before ptxas, so the kernel gets a
// cap instead (.maxnreg; capResidentCandidateRegisters).
//
// Half an SM's threads leave a stencil that stores and reduces waiting on
// its loads where the grid is large, and more teams cost every launch a
// record and an arrival more each. So a kernel whose loop stores and
// reduces at most 8 bytes (marked at the pipeline's start, on clang's IR)
// gets a second count, ResidentThreadsPerSMLarge threads' worth per SM,
// under the lower register cap that needs, and its entry picks it where
// the loop's trip count, computed there again from the kernel's arguments,
// gives each thread of the first count at least ResidentLargeIterations
// iterations.
//
// Only SPMD kernels without a num_teams clause (clang writes MaxTeams 0 into
// their environment), with a merged loop and a teams reduction, whose every
// read of %nctaid.x is in the kernel itself (no called function reads it,
// no inline assembly names it).
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "Passes.h"
#include "RuntimeCalls.h"
#include "ompred/abi.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

#include <algorithm>
#include <functional>
#include <optional>

using namespace llvm;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumKernelsResident, "Kernels given as many teams as the GPU holds at once");
ALWAYS_ENABLED_STATISTIC(NumKernelsRegistersCapped,
                         "Kernels whose registers per thread are capped for resident teams");
ALWAYS_ENABLED_STATISTIC(NumKernelsResidentLarge,
                         "Resident-teams kernels whose team count follows their trip count");
ALWAYS_ENABLED_STATISTIC(NumKernelsNotResident,
                         "Merged teams-reduction kernels left with libomptarget's team count");

static cl::opt<bool> ResidentTeams(
    "ompred-resident-teams", cl::init(true), cl::Hidden,
    cl::desc("ompred: run merged teams-reduction kernels without a num_teams clause with "
             "as many teams as the GPU holds at once (default on)"));

static cl::opt<unsigned> ResidentThreadsPerSM(
    "ompred-resident-threads-per-sm", cl::init(1024), cl::Hidden,
    cl::desc("ompred: threads per SM the resident teams of a kernel add up to"));

static cl::opt<unsigned> ResidentThreadsPerSMLarge(
    "ompred-resident-threads-per-sm-large", cl::init(1280), cl::Hidden,
    cl::desc("ompred: threads per SM the resident teams of a kernel add up to in a launch whose "
             "iteration space is large (ompred-resident-large-iterations; 0: no large count)"));

static cl::opt<unsigned> ResidentLargeIterations(
    "ompred-resident-large-iterations", cl::init(6), cl::Hidden,
    cl::desc("ompred: iterations per thread of the resident teams from which a launch gets the "
             "large count of ompred-resident-threads-per-sm-large"));

static cl::opt<unsigned> ResidentRegisters(
    "ompred-resident-registers", cl::init(0), cl::Hidden,
    cl::desc("ompred: registers per thread the resident teams of a kernel are counted with and "
             "capped at (default 0: the estimate from the kernel's reduction data)"));

static cl::opt<bool> ResidentRegisterCap(
    "ompred-resident-register-cap", cl::init(true), cl::Hidden,
    cl::desc("ompred: cap the registers per thread of a kernel given resident teams so that "
             "its teams fit on the SMs (.maxnreg; default on)"));

namespace {

constexpr const char *PassName = "ompred";

// 32-bit registers per SM on every architecture ompred builds for (sm_75 on).
constexpr unsigned RegistersPerSM = 64 * 1024;
// The most registers PTX lets a thread have.
constexpr unsigned MaxRegistersPerThread = 255;

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

// K and every function it calls, directly or not; none if K makes a call
// whose callee is unknown: through a pointer, or defined in another
// translation unit (a `declare target` function may call
// omp_get_num_teams()).
std::optional<SetVector<Function *>> reachableFunctions(Function &K) {
  SetVector<Function *> Reached;
  Reached.insert(&K);
  for (unsigned Next = 0; Next < Reached.size(); ++Next)
    for (Instruction &I : instructions(*Reached[Next])) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || isa<IntrinsicInst>(CB) || CB->isInlineAsm())
        continue;
      Function *Callee = CB->getCalledFunction();
      if (!Callee || (Callee->isDeclaration() && !isKnownLeaf(*Callee)))
        return std::nullopt;
      if (!Callee->isDeclaration())
        Reached.insert(Callee);
    }
  return Reached;
}

// The named barriers a team reserves for instruction I: ptxas reserves ids
// 0 to the highest one used, and all of them where it cannot see the id.
// Intrinsics by name, so that LLVM 19's llvm.nvvm.barrier0/barrier.sync
// and LLVM 22's llvm.nvvm.barrier.cta.* read alike (the id comes first).
unsigned barriersReservedBy(const Instruction &I) {
  constexpr unsigned AllBarriers = 16;
  auto *CB = dyn_cast<CallBase>(&I);
  if (!CB)
    return 0;
  if (auto *Asm = dyn_cast<InlineAsm>(CB->getCalledOperand())) {
    StringRef Text = Asm->getAsmString();
    for (StringRef Op : {"bar.sync", "bar.arrive", "bar.red", "barrier.sync", "barrier.arrive",
                         "barrier.red"})
      if (Text.contains(Op))
        return AllBarriers;
    return 0;
  }
  Function *Callee = CB->getCalledFunction();
  if (!Callee || !Callee->isIntrinsic())
    return 0;
  StringRef Name = Callee->getName();
  if (Name.starts_with("llvm.nvvm.barrier0"))
    return 1;
  if (Name.starts_with("llvm.nvvm.barrier.cluster") ||
      !(Name.starts_with("llvm.nvvm.barrier") || Name.starts_with("llvm.nvvm.bar.sync")))
    return 0;
  auto *Id = CB->arg_size() ? dyn_cast<ConstantInt>(CB->getArgOperand(0)) : nullptr;
  return Id && Id->getZExtValue() < AllBarriers ? Id->getZExtValue() + 1 : AllBarriers;
}

// The architecture K is compiled for (sm_90a: 90); 0 if none is named.
unsigned smVersion(const Function &K) {
  StringRef CPU = K.getFnAttribute("target-cpu").getValueAsString();
  unsigned SM = 0;
  if (!CPU.consume_front("sm_") || CPU.consumeInteger(10, SM))
    return 0;
  return SM;
}

// The most blocks an SM holds at once (CUDA C++ Programming Guide, the
// technical specifications per compute capability); 0 for an architecture
// ompred does not build for.
unsigned blocksPerSM(unsigned SM) {
  switch (SM) {
  case 75:
  case 86:
  case 87:
    return 16;
  case 89:
    return 24;
  }
  return SM >= 80 ? 32 : 0;
}

// How many of K's teams an SM holds at once, whatever their threads: its
// blocks, and from sm_90 its named barriers (cuda_occupancy.h: two per block
// it holds, one on 10.1, 11.0 and 12.x) shared out among the barriers each
// team reserves; 0 where the architecture is not known.
unsigned teamsPerSMHeld(Function &K, const SetVector<Function *> &Reached) {
  unsigned SM = smVersion(K);
  unsigned Blocks = blocksPerSM(SM);
  if (!Blocks || SM < 90)
    return Blocks;
  unsigned Reserved = 0;
  for (Function *F : Reached)
    for (Instruction &I : instructions(*F))
      Reserved = std::max(Reserved, barriersReservedBy(I));
  unsigned Barriers = (SM == 101 || SM == 110 || SM >= 120 ? 1 : 2) * Blocks;
  return Reserved ? std::min(Blocks, std::max(Barriers / Reserved, 1u)) : Blocks;
}

bool hasMergedLoop(Function &K) {
  for (Instruction &I : instructions(K))
    if (I.hasMetadata(ompred::MergedStrideMark))
      return true;
  return false;
}

// Why K is left with libomptarget's team count; empty if it is not.
StringRef reasonToKeep(Function &K, GlobalVariable &Env,
                       const std::optional<SetVector<Function *>> &Reached) {
  using namespace ompred;
  if (environmentConfig(Env, CfgMaxTeams).value_or(-1) != 0)
    return "it has a num_teams clause";
  for (Instruction &I : instructions(K))
    if (isAsmNamingNumBlocks(I))
      return "its inline assembly reads the team count";
  // K's own reads are the ones the rewrite replaces.
  if (!Reached || any_of(drop_begin(*Reached), [](Function *F) {
        return any_of(instructions(*F),
                      [](Instruction &I) { return isNumBlocksRead(I) || isAsmNamingNumBlocks(I); });
      }))
    return "a function it calls may read the team count";
  return "";
}

// K's kernel environment if K is an SPMD kernel with a teams reduction (the
// kernels this is for, once merged); null otherwise.
GlobalVariable *teamsReductionEnvironment(Function &K) {
  using namespace ompred;
  GlobalVariable *Env = K.isDeclaration() ? nullptr : namedKernelEnvironment(K);
  if (!Env || !Env->hasInitializer() ||
      environmentConfig(*Env, CfgExecMode).value_or(0) != ExecModeSPMD ||
      teamsReductionRecords(K, *Env).Bytes == 0)
    return nullptr;
  return Env;
}

// K's kernel environment if K is an SPMD teams-reduction kernel without a
// num_teams clause, what resident teams are for before the merge is known;
// null otherwise.
GlobalVariable *residentCandidateEnvironment(Function &K) {
  GlobalVariable *Env = teamsReductionEnvironment(K);
  return Env && environmentConfig(*Env, ompred::CfgMaxTeams).value_or(-1) == 0 ? Env : nullptr;
}

// 32-bit registers are allocated to a thread in multiples of 8.
constexpr unsigned RegisterGranule = 8;

// The threads per SM a kernel's resident teams add up to at most.
unsigned targetThreadsPerSM() { return std::max(ResidentThreadsPerSM.getValue(), 1u); }

// Whether kernels may get a second, larger count (ResidentThreadsPerSMLarge).
bool largeCountEnabled() { return ResidentThreadsPerSMLarge > targetThreadsPerSM(); }

// A teams reduction of at most this many bytes may get the large count: its
// kernel keeps its registers under the lower cap that count needs.
constexpr int64_t LargeCountMaxReductionBytes = 8;

// Whether K's launches with a large iteration space get the large count:
// the pipeline's start marked it (capResidentCandidateRegisters).
bool largeCountFor(const Function &K) {
  return largeCountEnabled() && K.hasFnAttribute(ompred::ResidentLargeAttr);
}

// Whether Pred holds for K or a defined function K calls or hands to a call
// (a parallel region's outlined function goes to __kmpc_parallel_51 as an
// argument), directly or not.
bool anyCallOrCallback(Function &K, function_ref<bool(Function &)> Pred) {
  SetVector<Function *> Reached;
  Reached.insert(&K);
  for (unsigned Next = 0; Next < Reached.size(); ++Next) {
    if (Pred(*Reached[Next]))
      return true;
    for (Instruction &I : instructions(*Reached[Next]))
      if (isa<CallBase>(I))
        for (Value *Op : I.operands())
          if (auto *F = dyn_cast<Function>(Op); F && !F->isDeclaration())
            Reached.insert(F);
  }
  return false;
}

// Whether F runs a worksharing loop (a __kmpc_for_static_init_* call) that
// stores to memory other than F's own locals: a stencil's output, as
// TeaLeaf's cg_calc_w and cg_calc_ur write, where a dot product only
// accumulates into its private copy. Read on clang's IR, at the pipeline's
// start.
bool worksharingLoopStores(Function &F) {
  if (none_of(instructions(F), [](Instruction &I) {
        Function *Callee = ompred::directCallee(I);
        return Callee && Callee->getName().starts_with("__kmpc_for_static_init_");
      }))
    return false;
  DominatorTree DT(F);
  LoopInfo LI(DT);
  for (Instruction &I : instructions(F)) {
    if (!LI.getLoopFor(I.getParent()))
      continue;
    Value *Target = nullptr;
    if (auto *SI = dyn_cast<StoreInst>(&I))
      Target = SI->getPointerOperand();
    else if (auto *MI = dyn_cast<MemIntrinsic>(&I))
      Target = MI->getDest();
    if (Target && !isa<AllocaInst>(getUnderlyingObject(Target)))
      return true;
  }
  return false;
}

unsigned targetThreadsPerSMLarge(const Function &K) {
  return largeCountFor(K) ? ResidentThreadsPerSMLarge.getValue() : targetThreadsPerSM();
}

// The registers per thread a kernel's resident teams are counted with, and
// its cap where below MaxRegistersPerThread: what lets its largest count's
// threads share an SM's registers (64 at 1024 threads, as CUDA's
// __launch_bounds__(128, 8); 48 at 1280), unless the reduction needs more.
// Its private copies and the copies shuffled in live in registers: an
// estimate of 48 plus one per 2 bytes of reduction data (ReductionDataSize)
// keeps them there (an 8-double reduction: 80; a 64-double array section:
// all 255), and fewer threads then share the SM. A reduction of one 8-byte
// variable with a large count takes 40: TeaLeaf's three CG reductions
// compile there without spills (bench/tools/cg-occupancy.c).
unsigned residentRegisters(const Function &K, const GlobalVariable &Env) {
  if (ResidentRegisters)
    return std::min<unsigned>(ResidentRegisters, MaxRegistersPerThread);
  int64_t ReductionBytes = std::max<int64_t>(ompred::teamsReductionRecords(K, Env).Bytes, 0);
  int64_t Needed = largeCountFor(K) ? 40 : 48 + ReductionBytes / 2;
  Needed = std::min<int64_t>(Needed, MaxRegistersPerThread);
  unsigned Shared =
      RegistersPerSM / targetThreadsPerSMLarge(K) / RegisterGranule * RegisterGranule;
  return std::max<unsigned>(Shared, static_cast<unsigned>(Needed));
}

// The threads of K an SM holds by their registers (allocated in multiples of
// 8 per thread), counting K's cap where it has one, and at most Target.
unsigned residentThreadsPerSM(const Function &K, const GlobalVariable &Env, unsigned Target) {
  unsigned Registers = ompred::registerCap(K).value_or(residentRegisters(K, Env));
  unsigned Allocated = std::max(divideCeil(Registers, RegisterGranule), 1u) * RegisterGranule;
  return std::min(Target, RegistersPerSM / Allocated);
}

// I's operands, without a call's callee.
iterator_range<Use *> valueOperands(Instruction &I) {
  if (auto *Call = dyn_cast<CallBase>(&I))
    return Call->args();
  return I.operands();
}

// Whether V is an expression of its function's arguments and constants
// alone: no load, call, phi or special register, and no operation that may
// trap.
bool isArgumentExpression(Value *V, unsigned Depth = 0) {
  if (isa<Constant>(V) || isa<Argument>(V))
    return true;
  auto *I = dyn_cast<Instruction>(V);
  constexpr unsigned MaxDepth = 32;
  if (!I || Depth > MaxDepth)
    return false;
  bool Pure = isa<CastInst>(I) || isa<CmpInst>(I) || isa<SelectInst>(I) || isa<FreezeInst>(I) ||
              (isa<BinaryOperator>(I) && isSafeToSpeculativelyExecute(I));
  if (auto *II = dyn_cast<IntrinsicInst>(I)) {
    switch (II->getIntrinsicID()) {
    case Intrinsic::smin:
    case Intrinsic::smax:
    case Intrinsic::umin:
    case Intrinsic::umax:
    case Intrinsic::abs:
    case Intrinsic::usub_sat:
      Pure = true;
      break;
    default:
      break;
    }
  }
  return Pure && all_of(valueOperands(*I),
                        [&](Value *Op) { return isArgumentExpression(Op, Depth + 1); });
}

// V, an argument expression, computed again at B. The copies drop the flags
// that make an overflow poison: where the loop runs they compute what V
// does, and where it does not the value only sizes the launch.
Value *recomputeAt(IRBuilderBase &B, Value *V, DenseMap<Value *, Value *> &Done) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return V;
  if (Value *Copy = Done.lookup(V))
    return Copy;
  Instruction *Copy = I->clone();
  for (Use &Op : valueOperands(*I))
    Copy->setOperand(Op.getOperandNo(), recomputeAt(B, Op.get(), Done));
  Copy->dropPoisonGeneratingFlags();
  B.Insert(Copy, I->getName() + ".entry");
  Done[V] = Copy;
  return Copy;
}

// The merged loop's trip count, near enough to size a launch by: the
// merge's stride bound is umin(nteams * nthreads, ub - plb + 1) (ub the
// distribute loop's global bound, plb the thread's first iteration), and
// the one part of it that is an expression of the kernel's arguments alone,
// not a constant, is ub or ub + 1 as LLVM left it. Null where K's bounds
// hold no such part or several.
Value *mergedTripCount(Function &K) {
  SmallSetVector<Value *, 2> Parts;
  SmallPtrSet<Value *, 16> Seen;
  std::function<void(Value *)> Collect = [&](Value *V) {
    if (!Seen.insert(V).second)
      return;
    if (isArgumentExpression(V)) {
      if (!isa<Constant>(V))
        Parts.insert(V);
      return;
    }
    auto *I = dyn_cast<Instruction>(V);
    if (!I || isa<PHINode>(I) || isa<LoadInst>(I))
      return;
    for (Value *Op : valueOperands(*I))
      Collect(Op);
  };
  for (Instruction &I : instructions(K))
    if (I.hasMetadata(ompred::MergedStrideMark))
      for (Value *Op : valueOperands(I))
        Collect(Op);
  return Parts.size() == 1 && Parts[0]->getType()->isIntegerTy() &&
                 Parts[0]->getType()->getIntegerBitWidth() <= 64
             ? Parts[0]
             : nullptr;
}

bool residentTeams(Function &K, OptimizationRemarkEmitter &ORE) {
  using namespace ompred;
  GlobalVariable *Env = teamsReductionEnvironment(K);
  if (!Env || !hasMergedLoop(K))
    return false;
  std::optional<SetVector<Function *>> Reached = reachableFunctions(K);
  StringRef Why = reasonToKeep(K, *Env, Reached);
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
  unsigned Held = teamsPerSMHeld(K, *Reached);
  // SMs times the teams of ThreadsPerSM threads an SM holds.
  auto ResidentOf = [&](unsigned ThreadsPerSM, StringRef Prefix) {
    Value *PerSM = B.CreateUDiv(B.getInt32(ThreadsPerSM), Threads);
    PerSM = B.CreateBinaryIntrinsic(Intrinsic::umax, PerSM, B.getInt32(1), nullptr,
                                    Prefix + "teams.per.sm");
    if (Held)
      PerSM = B.CreateBinaryIntrinsic(Intrinsic::umin, PerSM, B.getInt32(Held), nullptr,
                                      Prefix + "teams.per.sm.held");
    return B.CreateMul(SMs, PerSM, Prefix + "resident", /*HasNUW=*/true);
  };
  // No more teams than the teams reduction's records, so that each team
  // owns one and the runtime skips the slots that share records between
  // teams (team/reduce.h, teamsOwnRecords); but only where that keeps at
  // least half the resident teams: with few records
  // (-fopenmp-cuda-teams-reduction-recs-num) the slots cost less than idle
  // SMs.
  auto CapByRecords = [&](Value *Resident, int64_t Records, StringRef Prefix) {
    if (Records <= 0 || Records >= (int64_t(1) << 30))
      return Resident;
    Value *RecordCount = B.getInt32(static_cast<uint32_t>(Records));
    Value *Owned = B.CreateBinaryIntrinsic(Intrinsic::umin, Resident, RecordCount, nullptr,
                                           Prefix + "resident.records");
    Value *Enough = B.CreateICmpUGE(B.getInt32(static_cast<uint32_t>(2 * Records)), Resident,
                                    Prefix + "records.enough");
    return B.CreateSelect(Enough, Owned, Resident, Prefix + "resident.teams");
  };
  TeamsReductionRecords Records = teamsReductionRecords(K, *Env);
  unsigned ThreadsPerSM = residentThreadsPerSM(K, *Env, targetThreadsPerSM());
  Value *Resident = CapByRecords(ResidentOf(ThreadsPerSM, "ompred."), Records.DefaultRecords,
                                 "ompred.");
  // A launch whose iteration space gives each thread of those teams at least
  // ResidentLargeIterations iterations runs the large count: more threads per
  // SM for its loads, and its teams' fixed cost (an arrival, a record for the
  // last team to read) spread over enough iterations. The trip count is the
  // merged loop's, recomputed here from the kernel's arguments.
  unsigned LargeThreadsPerSM = residentThreadsPerSM(K, *Env, targetThreadsPerSMLarge(K));
  bool Large = false;
  if (LargeThreadsPerSM > ThreadsPerSM && ResidentLargeIterations) {
    if (Value *Trip = mergedTripCount(K)) {
      DenseMap<Value *, Value *> Done;
      Type *I64 = B.getInt64Ty();
      // Signed: a bound past the signed maximum reads as negative, a small
      // space, which only keeps the count every launch gets.
      Value *Trip64 = B.CreateSExtOrTrunc(recomputeAt(B, Trip, Done), I64, "ompred.trip");
      // At least iterations * teams * threads: below 2^32 * 2^19 * 2^10, no
      // overflow in 64 bits.
      Value *Spread = B.CreateMul(B.CreateZExt(Resident, I64), B.CreateZExt(Threads, I64));
      Value *Threshold = B.CreateMul(Spread, B.getInt64(ResidentLargeIterations));
      Value *IsLarge = B.CreateICmpSGE(Trip64, Threshold, "ompred.large.space");
      Value *LargeResident = CapByRecords(ResidentOf(LargeThreadsPerSM, "ompred.large."),
                                          Records.Records, "ompred.large.");
      Resident = B.CreateSelect(IsLarge, LargeResident, Resident, "ompred.resident.by.space");
      Large = true;
    }
  }
  Value *Teams = B.CreateBinaryIntrinsic(Intrinsic::umin, Launched, Resident, nullptr, "ompred.teams");
  Value *Team = Sreg(Intrinsic::nvvm_read_ptx_sreg_ctaid_x, "ompred.team");
  B.CreateCondBr(B.CreateICmpULT(Team, Teams), Body, Leave);
  for (Instruction *I : Reads) {
    I->replaceAllUsesWith(Teams);
    I->eraseFromParent();
  }
  // Capped at the start of the pipeline (capResidentCandidateRegisters).
  std::optional<unsigned> Registers = registerCap(K);
  LLVM_DEBUG(dbgs() << "ompred-resident-teams: " << K.getName() << ": " << Reads.size()
                    << " read(s) of the team count replaced\n");
  ++NumKernelsResident;
  if (Large)
    ++NumKernelsResidentLarge;
  ORE.emit([&] {
    OptimizationRemark R(PassName, "TeamsResident", &K);
    R << "kernel " << K.getName() << " runs with at most "
      << ore::NV("ThreadsPerSM", ThreadsPerSM)
      << " threads' worth of teams per SM";
    if (Large)
      R << " (" << ore::NV("ThreadsPerSMLarge", LargeThreadsPerSM)
        << " where its loop gives each of those threads at least "
        << ore::NV("Iterations", ResidentLargeIterations.getValue()) << " iterations)";
    if (Held)
      R << " and at most " << ore::NV("TeamsPerSM", Held)
        << " teams per SM (the blocks and named barriers an SM holds)";
    if (Registers)
      R << ", " << ore::NV("Registers", *Registers) << " registers per thread at most";
    else
      R << ", registers not capped";
    return R << " (no num_teams clause)";
  });
  return true;
}

} // namespace

namespace ompred {

// The teams per SM that ResidentTeamsPass counts on fit only if their
// registers do, and ptxas alone decides a kernel's registers: so the kernel
// gets a cap (.maxnreg, residentRegisters). LLVM 19's NVPTX backend reads a
// kernel's annotations once, at the start of the pipeline (LLVMAdapter.h),
// so the cap is decided there, before the merge: for every SPMD
// teams-reduction kernel without a num_teams clause, also those the rewrite
// later leaves (a remark names them).
bool capResidentCandidateRegisters(Module &M) {
  if (!ResidentTeams || !isNVPTX64DeviceModule(M))
    return false;
  bool Changed = false;
  for (Function &K : M) {
    GlobalVariable *Env = residentCandidateEnvironment(K);
    if (!Env)
      continue;
    // Decided here, on clang's loops, for the cap below and the team count
    // at the end of the pipeline.
    if (largeCountEnabled() &&
        teamsReductionRecords(K, *Env).Bytes <= LargeCountMaxReductionBytes &&
        !K.hasFnAttribute(ResidentLargeAttr) && anyCallOrCallback(K, worksharingLoopStores)) {
      K.addFnAttr(ResidentLargeAttr);
      Changed = true;
    }
    if (!ResidentRegisterCap)
      continue;
    unsigned Registers = residentRegisters(K, *Env);
    if (Registers < MaxRegistersPerThread && capRegistersPerThread(K, Registers)) {
      Changed = true;
      ++NumKernelsRegistersCapped;
      LLVM_DEBUG(dbgs() << "ompred-resident-teams: " << K.getName() << ": at most " << Registers
                        << " registers per thread\n");
    }
  }
  return Changed;
}

// At the pipeline start, after the merge: K is an SPMD teams-reduction
// kernel without a num_teams clause, and a merged loop is among the
// functions it calls or hands to a call (a parallel region's outlined
// function goes to __kmpc_parallel_51 as an argument; OpenMPOpt and the
// inliner put it into K later). residentTeams still leaves such a kernel
// where, at the end, a function it calls reads the team count (a remark
// names it).
bool mayGetResidentTeams(Function &K) {
  if (!ResidentTeams || !residentCandidateEnvironment(K))
    return false;
  return anyCallOrCallback(K, hasMergedLoop);
}

PreservedAnalyses ResidentTeamsRegisterCapPass::run(Module &M, ModuleAnalysisManager &) {
  return capResidentCandidateRegisters(M) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

uint64_t residentRecordsLarge() {
  return ResidentTeams && largeCountEnabled() ? OMPRED_MAX_RECORDS : 0;
}

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
