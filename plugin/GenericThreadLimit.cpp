//===- GenericThreadLimit.cpp - a worker warp for small generic launches --===//
//
// LLVM 19's generic mode runs a kernel's main thread as the first thread of
// the block's last warp and the parallel regions' workers on the threads
// below that warp: its device runtime counts blockDim - 32 workers
// (mapping::getMaxTeamThreads), and libomptarget launches a generic kernel
// with thread_limit + 32 threads, clamped to the kernel environment's
// MaxThreads. clang-19 writes MaxThreads = thread_limit and the same bound as
// `maxntidx`, so the clamp takes the extra warp off again; with a
// thread_limit below 32 the block is that one warp, and the runtime's worker
// count, blockDim - 32, wraps around: a parallel region is handed to workers
// that do not exist and its body never runs (docs/llvm19-defects.md).
//
// Upstream LLVM repaired this after release 22 by writing the bound of a
// generic kernel one warp wider (llvm-project PR 218790). This pass does the
// same before the first pass that reads the bounds (see its registration in
// MergeDistribute.cpp), for kernels whose kernel environment clang
// wrote with ExecMode generic and a MaxThreads T of 1..31: MaxThreads, the
// `maxntidx` annotation (or an "nvvm.maxntid" attribute) and
// "omp_target_thread_limit" become T + 32. All of them: OpenMPOpt writes the
// smallest of the attribute and the annotation back into MaxThreads. The
// launch then has T workers below the main thread's warp; LLVM 19's
// __kmpc_parallel_51 gives a generic parallel region min(T, num_threads)
// threads rounded down to a multiple of 32, and 1 below 32, so every region
// of such a kernel runs, on one thread, never on more than T.
// OpenMPOpt also folds __kmpc_get_hardware_num_threads_in_block to
// "omp_target_thread_limit"; clang calls it for the chunk of SPMD
// distribute loops only, and in a generic kernel the block does have T + 32
// threads.
//
// OpenMPOpt, after this pass, may make the kernel SPMD (ExecMode generic-SPMD).
// libomptarget then launches thread_limit threads with no warp added, but a
// launch without a thread_limit argument would take the widened bound, and an
// SPMD parallel region runs on every thread of the block: more than T.
// GenericThreadLimitRestorePass, at the end of the pipeline, writes T back
// into the environment, the annotation and the attribute of every widened
// kernel that is no longer generic. (Its PTX keeps `.maxntid` T + 32: the
// NVPTX backend read the annotation before OpenMPOpt ran. An upper bound that
// no launch of T threads reaches.)
//
//===----------------------------------------------------------------------===//

#include "KernelEnvironment.h"
#include "LaunchBounds.h"
#include "Passes.h"

#include "ompred/abi.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/Triple.h"

#include <optional>
#include <string>

using namespace llvm;
using namespace ompred;

#define DEBUG_TYPE "ompred"

ALWAYS_ENABLED_STATISTIC(NumThreadLimitWidened,
          "Generic kernels with thread_limit below 32 given a worker warp");
ALWAYS_ENABLED_STATISTIC(NumThreadLimitRestored,
          "Widened kernels that OpenMPOpt made SPMD, given their thread_limit back");

static cl::opt<bool> GenericThreadLimit(
    "ompred-generic-thread-limit", cl::init(true), cl::Hidden,
    cl::desc("ompred: give generic-mode kernels with a thread_limit below 32 a "
             "launch bound one warp wider, so that their parallel regions run "
             "(default on)"));

namespace {

constexpr const char *PassName = "ompred";
// The warp that LLVM 19's generic mode reserves for the main thread
// (ompred::WarpSize, include/ompred/abi.h).
constexpr int64_t MainThreadWarp = WarpSize;
// Marks a kernel whose bounds GenericThreadLimitPass widened, with clang's
// thread_limit; the restore pass removes it.
constexpr const char *WidenedAttr = ompred::WidenedThreadLimitAttr;

} // namespace

namespace ompred {

bool isNVPTX64DeviceModule(const Module &M) {
  Triple T(M.getTargetTriple());
  return T.isNVPTX() && T.isArch64Bit();
}

bool widenGenericThreadLimits(Module &M, FunctionAnalysisManager *FAM) {
  if (!GenericThreadLimit || !isNVPTX64DeviceModule(M))
    return false;
  bool Changed = false;
  for (KernelEnv &KE : kernelEnvs(M)) {
    Function &F = *KE.Kernel;
    if (KE.ExecMode != ExecModeGeneric || KE.MaxThreads < 1 || KE.MaxThreads >= MainThreadWarp ||
        F.hasFnAttribute(WidenedAttr))
      continue;
    int64_t T = KE.MaxThreads;
    // From the analysis manager where a pass runs this; the instrumentation
    // callback (MergeDistribute.cpp) has none.
    std::optional<OptimizationRemarkEmitter> OwnORE;
    OptimizationRemarkEmitter &ORE =
        FAM ? FAM->getResult<OptimizationRemarkEmitterAnalysis>(F) : OwnORE.emplace(&F);
    // OpenMPOpt writes the smallest of the kernel's bounds back into its
    // environment, so all of them must say the same, and all are widened.
    if (threadLimitAttr(F) != T || !boundsSay(M, F, T)) {
      LLVM_DEBUG(dbgs() << "ompred: " << F.getName()
                        << ": thread_limit bounds disagree, not widened\n");
      ORE.emit([&] {
        return OptimizationRemarkMissed(PassName, "GenericThreadLimit", KE.Init)
               << "generic kernel " << ore::NV("Kernel", F.getName()) << " with thread_limit("
               << ore::NV("ThreadLimit", T)
               << ") left as emitted: its launch bounds do not all say " << ore::NV("Bound", T)
               << "; its parallel regions may run on no thread";
      });
      continue;
    }
    setMaxThreads(*KE.Env, T + MainThreadWarp);
    rewriteBounds(M, F, T + MainThreadWarp);
    F.addFnAttr(WidenedAttr, std::to_string(T));
    ++NumThreadLimitWidened;
    Changed = true;
    LLVM_DEBUG(dbgs() << "ompred: " << F.getName() << ": generic launch bound " << T
                      << " widened to " << T + MainThreadWarp << "\n");
    ORE.emit([&] {
      return OptimizationRemark(PassName, "GenericThreadLimit", KE.Init)
             << "generic kernel " << ore::NV("Kernel", F.getName()) << ": launch bound "
             << ore::NV("ThreadLimit", T) << " widened to " << ore::NV("Bound", T + MainThreadWarp)
             << " threads, a worker warp below the main thread's (thread_limit below 32 "
                "left no thread for its parallel regions)";
    });
  }
  return Changed;
}

PreservedAnalyses GenericThreadLimitPass::run(Module &M, ModuleAnalysisManager &MAM) {
  FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  return widenGenericThreadLimits(M, &FAM) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses GenericThreadLimitRestorePass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!GenericThreadLimit || !isNVPTX64DeviceModule(M))
    return PreservedAnalyses::all();
  FunctionAnalysisManager &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (Function &F : M) {
    Attribute Mark = F.getFnAttribute(WidenedAttr);
    if (!Mark.isValid())
      continue;
    int64_t T = 0;
    bool BadMark = Mark.getValueAsString().getAsInteger(10, T);
    F.removeFnAttr(WidenedAttr);
    Changed = true;
    // By now the runtime's __kmpc_target_init is inlined into the kernel.
    std::optional<KernelEnv> KE = kernelEnv(F, namedKernelEnvironment(F));
    if (BadMark || !KE || KE->ExecMode == ExecModeGeneric)
      continue;
    if (KE->MaxThreads != T + MainThreadWarp || threadLimitAttr(F) != T + MainThreadWarp ||
        !boundsSay(M, F, T + MainThreadWarp))
      continue;
    setMaxThreads(*KE->Env, T);
    rewriteBounds(M, F, T);
    ++NumThreadLimitRestored;
    LLVM_DEBUG(dbgs() << "ompred: " << F.getName() << ": SPMD after OpenMPOpt, launch bound back to "
                      << T << "\n");
    FAM.getResult<OptimizationRemarkEmitterAnalysis>(F).emit([&] {
      return OptimizationRemark(PassName, "GenericThreadLimitRestored", &F)
             << "kernel " << ore::NV("Kernel", F.getName())
             << " runs in SPMD mode after OpenMPOpt: launch bound back to thread_limit("
             << ore::NV("ThreadLimit", T) << ")";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace ompred
