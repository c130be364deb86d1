//===- llvm19/adapter.h - Everything the layers know about LLVM 19 ----------===//
//
// The layers include "adapter.h"; the build puts exactly one adapter folder
// (deviceRTL/llvm19 or deviceRTL/llvm22) on the include path, so no other
// file names an LLVM version. An adapter provides:
//   LaunchEnvironment, launchEnvironment()  the per-launch environment
//                                           (ReductionCnt, ReductionIterCnt)
//   kernelSPMDizedFromGeneric()             the per-kernel execution mode
//   runtime::isSPMDMode(), numThreads(),    LLVM's device runtime functions
//     barrier(), fatal()                    (device_runtime.h)
//   LastTeamGathersWithInterWarpCopy        team/reduce.h's last-team gather
//   OMPRED_VERSION_MARKER_INTERNAL          entry/version.cpp's marker linkage
//
// LLVM 19's runtime is consumed as Debian's prebuilt bitcode: there is no
// source to build against, so its hidden state accessors are declared here
// with the types LLVM 19 defines them with (kernel_environment.h,
// launch_environment.h).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_LLVM19_ADAPTER_H
#define OMPRED_LLVM19_ADAPTER_H

#include "llvm19/device_runtime.h"
#include "llvm19/kernel_environment.h"
#include "llvm19/launch_environment.h"

namespace ompred {
// The last team's gather uses clang's InterWarpCopy, not the list exchange:
// the exchange in that stage triggers an LLVM 19 OpenMPOpt miscompile of
// generic kernels (docs/llvm19-defects.md); the stage runs once per launch.
constexpr bool LastTeamGathersWithInterWarpCopy = true;
} // namespace ompred

// A weak marker: every translation unit's copy folds into one at the link.
#define OMPRED_VERSION_MARKER_INTERNAL 0

#endif // OMPRED_LLVM19_ADAPTER_H
