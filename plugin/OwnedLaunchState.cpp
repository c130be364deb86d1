//===- OwnedLaunchState.cpp - teams reductions without a launch environment -===//
//
// libomptarget allocates a launch environment for every launch of a kernel
// whose kernel environment has a nonzero ReductionDataSize and
// ReductionBufferLength, copies it from host memory, allocates a record
// buffer of their product, and frees both after the launch: host work on
// every launch of every teams reduction (LLVM 19's and 22's
// PluginInterface.cpp, getKernelLaunchEnvironment). ompred's runtime can keep
// that state itself, in a pool found by %gridid (deviceRTL/team/
// owned_launches.h). This pass zeroes both fields of every kernel whose teams
// reductions it can all hand to that pool, and rewrites those calls of
// __kmpc_nvptx_teams_reduce_nowait_v2 as ompred/abi.h says: no buffer
// (clang's __kmpc_reduction_get_fixed_buffer() call goes), reduce_data_size
// with OMPRED_OWNED_LAUNCH_FLAG set, and at most as many records as fit
// OMPRED_OWNED_RECORD_BYTES.
//
// Only in nvptx64 modules that link this version of ompred's runtime (its
// version marker): another runtime would read the missing launch
// environment. By default for the kernels that get resident teams; =all for
// every kernel, =none for none (the option says why). A kernel is left as
// clang emitted it, with a missed remark, where a teams reduction reaching it
// cannot be rewritten.
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "Passes.h"

#include "ompred/abi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/Triple.h"

#include <string>

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumOwnedKernels, "Kernels whose teams reductions keep their launch state in ompred's pool");
ALWAYS_ENABLED_STATISTIC(NumEnvironmentKernels, "Teams-reduction kernels left with a launch environment");

// Which kernels lose their launch environment; by default those that get
// resident teams. The pool's code takes registers of the kernel it is inlined
// into: a kernel with resident teams has a register cap that absorbs them
// (ResidentTeams.cpp), one with a num_teams clause fits fewer teams per SM
// for them. In kernels with resident teams the pool costs a reduction launch
// less than a microsecond of device time, less than the host time the launch
// environment costs (docs/plugin.md, "Teams reductions without a launch
// environment").
enum class OwnedScope { None, Resident, All };
static cl::opt<OwnedScope> OwnedLaunchState(
    "ompred-owned-launch-state", cl::init(OwnedScope::Resident), cl::Hidden,
    cl::desc("ompred: the teams-reduction kernels given no launch environment, whose per-launch "
             "state the runtime keeps"),
    cl::values(clEnumValN(OwnedScope::None, "none", "every kernel keeps its launch environment"),
               clEnumValN(OwnedScope::Resident, "resident", "kernels that get resident teams (default)"),
               clEnumValN(OwnedScope::All, "all", "every kernel whose reductions can be rewritten")));

namespace {

constexpr const char *PassName = "ompred";

// Argument positions of __kmpc_nvptx_teams_reduce_nowait_v2(loc,
// global_buffer, num_of_records, reduce_data_size, reduce_data, ...).
enum TeamsReduceArg : unsigned { ArgBuffer = 1, ArgNumRecords = 2, ArgReduceDataSize = 3 };

class OwnedLaunchStateRewriter {
public:
  OwnedLaunchStateRewriter(Module &M, FunctionAnalysisManager &FAM) : M(M), FAM(FAM) {}

  bool run() {
    Function *TeamsReduce = M.getFunction("__kmpc_nvptx_teams_reduce_nowait_v2");
    if (!TeamsReduce || !M.getNamedValue(OMPRED_RUNTIME_MARKER))
      return false;
    Function *FixedBuffer = M.getFunction("__kmpc_reduction_get_fixed_buffer");

    // Every call, the kernels that reach it, and why it cannot be rewritten.
    SmallVector<CallBase *, 8> Calls;
    DenseMap<CallBase *, SmallVector<Function *, 2>> KernelsOf;
    DenseMap<CallBase *, std::string> CallProblem;
    for (User *U : TeamsReduce->users()) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledOperand() != TeamsReduce)
        return false; // not clang's code: nothing here is rewritten
      Calls.push_back(CB);
      std::string Why = kernelsReaching(*CB->getFunction(), KernelsOf[CB]);
      if (Why.empty())
        Why = callProblem(*CB, FixedBuffer);
      if (!Why.empty())
        CallProblem[CB] = Why;
    }
    if (Calls.empty())
      return false;

    // A kernel is rewritten only with every teams reduction it reaches, and a
    // reduction only when every kernel that reaches it is: a kernel without
    // launch environment must not meet clang's own call. Records must fit.
    DenseMap<Function *, std::string> KernelProblem;
    for (CallBase *CB : Calls)
      for (Function *K : KernelsOf[CB]) {
        if (KernelProblem.count(K))
          continue; // another of its teams reductions decided it
        std::optional<int64_t> Size = kernelConfig(*K, CfgReductionDataSize);
        std::optional<int64_t> Length = kernelConfig(*K, CfgReductionBufferLength);
        if (!Size || !Length || *Size <= 0 || *Length <= 0)
          KernelProblem.try_emplace(K, "its kernel environment has no teams-reduction buffer");
        else if (OwnedLaunchState == OwnedScope::Resident && !mayGetResidentTeams(*K))
          KernelProblem.try_emplace(K, "it gets no resident teams (a num_teams clause, generic "
                                       "mode or no merged loop), whose register cap absorbs the "
                                       "pool's registers");
        else if (*Size > OMPRED_OWNED_RECORD_BYTES)
          KernelProblem.try_emplace(K, ("a record of " + Twine(*Size) +
                                        " bytes is larger than ompred's per-launch area of " +
                                        Twine(OMPRED_OWNED_RECORD_BYTES) + " bytes")
                                           .str());
      }
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (CallBase *CB : Calls) {
        auto Problem = CallProblem.find(CB);
        for (Function *K : KernelsOf[CB]) {
          auto KP = KernelProblem.find(K);
          if (Problem != CallProblem.end() && KP == KernelProblem.end()) {
            KernelProblem[K] = Problem->second;
            Changed = true;
          } else if (Problem == CallProblem.end() && KP != KernelProblem.end()) {
            CallProblem[CB] = KP->second;
            Problem = CallProblem.find(CB);
            Changed = true;
          }
        }
      }
    }

    // Each kernel with one of its calls, where its remark points.
    SmallMapVector<Function *, CallBase *, 8> Kernels;
    for (CallBase *CB : Calls)
      for (Function *K : KernelsOf[CB])
        Kernels.insert({K, CB});
    for (auto &[K, CB] : Kernels)
      if (KernelProblem.count(K)) {
        ++NumEnvironmentKernels;
        missed(*CB, ("kernel " + K->getName() + " keeps its launch environment: " +
                     KernelProblem[K])
                        .str());
      }

    bool Changed = false;
    // The fewest records any of a kernel's teams reductions keeps, and of
    // clang's count among them.
    DenseMap<Function *, std::pair<uint64_t, uint64_t>> KernelRecords;
    for (CallBase *CB : Calls) {
      if (CallProblem.count(CB))
        continue;
      int64_t RecordBytes = 1;
      for (Function *K : KernelsOf[CB])
        RecordBytes = std::max(RecordBytes, *kernelConfig(*K, CfgReductionDataSize));
      bool Large = all_of(KernelsOf[CB], [](Function *K) {
        return mayGetResidentTeams(*K) && K->hasFnAttribute(ResidentLargeAttr);
      });
      auto Kept = rewrite(*CB, static_cast<uint64_t>(RecordBytes), Large);
      for (Function *K : KernelsOf[CB]) {
        auto [It, New] = KernelRecords.try_emplace(K, Kept);
        if (!New)
          It->second = {std::min(It->second.first, Kept.first),
                        std::min(It->second.second, Kept.second)};
      }
      Changed = true;
    }
    for (auto &[K, CB] : Kernels)
      if (!KernelProblem.count(K)) {
        handOver(*K, KernelRecords.lookup(K));
        ++NumOwnedKernels;
      }
    return Changed;
  }

private:
  // Why the call's arguments are not clang's: the buffer from
  // __kmpc_reduction_get_fixed_buffer() used by this call alone, constant
  // record count and reduce-list size.
  static std::string callProblem(CallBase &CB, Function *FixedBuffer) {
    auto *Buffer = dyn_cast<CallBase>(CB.getArgOperand(ArgBuffer));
    if (!Buffer || !FixedBuffer || Buffer->getCalledOperand() != FixedBuffer ||
        !Buffer->hasOneUse())
      return "its record buffer is not clang's __kmpc_reduction_get_fixed_buffer() call";
    auto *Records = dyn_cast<ConstantInt>(CB.getArgOperand(ArgNumRecords));
    auto *ListSize = dyn_cast<ConstantInt>(CB.getArgOperand(ArgReduceDataSize));
    if (!Records || !ListSize || Records->isZero() || ListSize->isZero() ||
        (ListSize->getZExtValue() & OMPRED_OWNED_LAUNCH_FLAG))
      return "its record count or reduce-list size is not a nonzero constant";
    return "";
  }

  // Returns the records the call keeps, and how many of clang's count. The
  // pool's area holds more than clang's 1024 records of one 8-byte variable:
  // where the kernels will get resident teams and a large count
  // (ResidentTeams.cpp), such a reduction keeps what fits, up to the
  // runtime's 4096, for their launches with a large iteration space, which
  // the other launches leave unused.
  std::pair<uint64_t, uint64_t> rewrite(CallBase &CB, uint64_t RecordBytes, bool Large) {
    auto *Records = cast<ConstantInt>(CB.getArgOperand(ArgNumRecords));
    uint64_t Fit = OMPRED_OWNED_RECORD_BYTES / RecordBytes;
    uint64_t Default = std::min<uint64_t>(Records->getZExtValue(), Fit);
    uint64_t Wanted = Large ? residentRecordsLarge() : 0;
    uint64_t Kept = std::max(Default, std::min(Wanted, Fit));
    auto *Buffer = cast<CallBase>(CB.getArgOperand(ArgBuffer));
    CB.setArgOperand(ArgBuffer, ConstantPointerNull::get(cast<PointerType>(Buffer->getType())));
    Buffer->eraseFromParent();
    CB.setArgOperand(ArgNumRecords, ConstantInt::get(Records->getType(), Kept));
    auto *ListSize = cast<ConstantInt>(CB.getArgOperand(ArgReduceDataSize));
    CB.setArgOperand(ArgReduceDataSize,
                     ConstantInt::get(ListSize->getType(),
                                      ListSize->getZExtValue() | OMPRED_OWNED_LAUNCH_FLAG));
    LLVM_DEBUG(dbgs() << "ompred: " << CB.getFunction()->getName()
                      << ": teams reduction without launch environment, " << Kept << " records of "
                      << RecordBytes << " bytes\n");
    FAM.getResult<OptimizationRemarkEmitterAnalysis>(*CB.getFunction()).emit([&] {
      return OptimizationRemark(PassName, "OwnedLaunchState", &CB)
             << "teams reduction keeps its per-launch state in ompred's pool: no launch "
                "environment or record buffer from libomptarget ("
             << ore::NV("Records", Kept) << " records of " << ore::NV("RecordBytes", RecordBytes)
             << " bytes)";
    });
    return {Kept, Default};
  }

  // No launch environment for K; its record size and record count stay on
  // K for ResidentTeams.cpp, which caps the team count by them.
  static void handOver(Function &K, std::pair<uint64_t, uint64_t> Records) {
    GlobalVariable *Env = kernelEnvironment(K);
    K.addFnAttr(OwnedRecordBytesAttr, std::to_string(*environmentConfig(*Env, CfgReductionDataSize)));
    K.addFnAttr(OwnedRecordsAttr, std::to_string(Records.first));
    K.addFnAttr(OwnedDefaultRecordsAttr, std::to_string(Records.second));
    setEnvironmentConfig(*Env, CfgReductionDataSize, 0);
    setEnvironmentConfig(*Env, CfgReductionBufferLength, 0);
  }

  void missed(CallBase &CB, const std::string &Why) {
    LLVM_DEBUG(dbgs() << "ompred: " << CB.getFunction()->getName() << ": " << Why << "\n");
    FAM.getResult<OptimizationRemarkEmitterAnalysis>(*CB.getFunction()).emit([&] {
      return OptimizationRemarkMissed(PassName, "LaunchEnvironmentKept", &CB) << Why;
    });
  }

  Module &M;
  FunctionAnalysisManager &FAM;
};

} // namespace

PreservedAnalyses OwnedLaunchStatePass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (OwnedLaunchState == OwnedScope::None || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  return OwnedLaunchStateRewriter(M, FAM).run() ? PreservedAnalyses::none()
                                                : PreservedAnalyses::all();
}
