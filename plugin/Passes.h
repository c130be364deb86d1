//===- Passes.h - The passes of ompred's clang plugin ----------------------===//
//
// Registered in MergeDistribute.cpp (llvmGetPassPluginInfo), at the pipeline
// start and under their names for opt.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_PLUGIN_PASSES_H
#define OMPRED_PLUGIN_PASSES_H

#include "llvm/IR/PassManager.h"

namespace ompred_plugin {

// OwnedLaunchState.cpp: kernels whose teams reduction keeps its per-launch
// state in the runtime's own pool, so libomptarget allocates and copies
// nothing for their launches (opt -passes=ompred-owned-launch-state).
struct OmpredOwnedLaunchStatePass : llvm::PassInfoMixin<OmpredOwnedLaunchStatePass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace ompred_plugin

#endif // OMPRED_PLUGIN_PASSES_H
