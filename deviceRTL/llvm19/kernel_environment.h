//===- llvm19/kernel_environment.h - LLVM 19's per-kernel environment -------===//
//
// The only file of the runtime that reads how LLVM 19 describes a kernel:
// clang emits one constant KernelEnvironmentTy per kernel, OpenMPOpt rewrites
// its execution mode when it turns a generic kernel into an SPMD one, and
// LLVM 19's __kmpc_target_init keeps a pointer to it that the hidden C++
// function ompx::state::getKernelEnvironment() returns. The layers ask it one
// question, kernelSPMDizedFromGeneric(), and name no execution mode.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_LLVM19_KERNEL_ENVIRONMENT_H
#define OMPRED_LLVM19_KERNEL_ENVIRONMENT_H

#include "ompred/abi.h"
// The field positions and execution modes, named once for the runtime and
// the pass plugin.
#include "ompred/kernel_environment.h"

namespace ompred {

// The leading bytes of LLVM 19's ConfigurationEnvironmentTy, the first member
// of KernelEnvironmentTy; only the execution mode is read.
struct KernelConfiguration {
  uint8_t UseGenericStateMachine;
  uint8_t MayUseNestedParallelism;
  uint8_t ExecMode; // KernelExecMode (llvm::omp::OMPTgtExecModeFlags)
};
static_assert(KernelEnvConfiguration == 0 &&
                  __builtin_offsetof(KernelConfiguration, ExecMode) == CfgExecMode,
              "the configuration opens the kernel environment, one byte per leading field");

#if defined(OMPRED_SIMT_MODEL)
// The SIMT model says per simulated launch.
bool kernelSPMDizedFromGeneric();
#else
} // namespace ompred
namespace ompx {
namespace state {
// Defined (hidden) in LLVM 19's State.cpp; the mangled name does not encode
// the return type, so this declaration binds to it.
ompred::KernelConfiguration &getKernelEnvironment();
} // namespace state
} // namespace ompx
namespace ompred {
// A kernel clang emitted in generic mode and OpenMPOpt made SPMD: OpenMPOpt
// marks it generic-SPMD. In such a kernel the team-level code, the teams
// reduction's caller included, is the generic kernel's main-thread code run
// by every thread: the team's reduction variables are one copy in
// team-shared memory (where OpenMPOpt put the main thread's globalized copy),
// and the reduce list of every thread points to it.
inline bool kernelSPMDizedFromGeneric() {
  return ompx::state::getKernelEnvironment().ExecMode == ExecModeGenericSPMD;
}
#endif

} // namespace ompred

#endif // OMPRED_LLVM19_KERNEL_ENVIRONMENT_H
