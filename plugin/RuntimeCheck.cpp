//===- RuntimeCheck.cpp - ompred's reduction module linked without a runtime -===//
//
// ompred ships two device bitcode libraries per architecture: the drop-in
// runtime, libomptarget-nvptx-sm_XX.bc (LLVM's device runtime with ompred's
// reductions), and libompred-nvptx-sm_XX.bc, the reduction module alone.
// Given the second as --libomptarget-nvptx-bc-path, clang-19 links it into
// the device code and finds LLVM's own entry points (__kmpc_target_init,
// __kmpc_parallel_51, ...) only at the device link, in LLVM 19's device
// runtime archive: out of line, so that nothing of the runtime inlines into
// the kernels, and ptxas rejects the register caps the plugin gives them
// ("Entry function ... with max regcount of 48 calls function ... with
// regcount of 94"). A device module that holds ompred's runtime marker and
// only a declaration of __kmpc_target_init that a kernel calls is that case;
// the compile stops with a message that names the library to use instead.
// The same with clang-22 given nvptx64-nvidia-cuda/libompred-nvptx.bc; its
// usual device link adds the whole runtime at the device link, marker
// included, and its compile-stage modules have neither.
//
//===----------------------------------------------------------------------===//

#include "LLVMAdapter.h"
#include "Passes.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace ompred;

PreservedAnalyses RuntimeCheckPass::run(Module &M, ModuleAnalysisManager &) {
  if (!isNVPTX64DeviceModule(M) || !M.getNamedValue(OMPRED_RUNTIME_MARKER))
    return PreservedAnalyses::all();
  Function *Init = M.getFunction("__kmpc_target_init");
  if (Init && Init->isDeclaration() && !Init->use_empty())
    M.getContext().emitError(Twine("ompred: the device code links ompred's reduction module "
                                   "alone (") +
                             ReductionModuleFile +
                             ") but no device runtime: pass the drop-in runtime, "
                             "--libomptarget-nvptx-bc-path=<prefix>/lib/" +
                             DropInRuntimeFile + " (ompred-config --cc " + OurClang +
                             " --cflags names it)");
  return PreservedAnalyses::all();
}
