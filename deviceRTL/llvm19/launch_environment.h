//===- llvm19/launch_environment.h - LLVM 19's per-launch environment -------===//
//
// The only file that knows how LLVM 19's device runtime stores per-launch
// state. libomptarget allocates one KernelLaunchEnvironmentTy per kernel
// launch that has a reduction (zeroed, freed after the launch), and LLVM 19's
// __kmpc_target_init keeps a pointer to it that the hidden C++ function
// ompx::state::getKernelLaunchEnvironment() returns. Concurrent `nowait`
// launches therefore never share one, which is what makes it the anchor of
// ompred's per-launch state (team/launch_slots.h).
//
// A newer LLVM that changes this layout or the accessor needs a sibling
// adapter (llvmNN/), not edits elsewhere.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_LLVM19_LAUNCH_ENVIRONMENT_H
#define OMPRED_LLVM19_LAUNCH_ENVIRONMENT_H

#include "ompred/abi.h"

namespace ompred {

// Field for field LLVM 19's KernelLaunchEnvironmentTy (16 bytes). ompred
// gives the two counters its own meaning; both are 0 at launch and ompred's
// last team puts them back to 0.
struct LaunchEnvironment {
  // Arrival buckets that have filled (team/arrivals.h).
  uint32_t ReductionCnt;
  // 1 + index of the LaunchSlots claimed for this launch; 0 while none is.
  uint32_t ReductionIterCnt;
  // The record buffer __kmpc_reduction_get_fixed_buffer returns.
  void *ReductionBuffer;
};

#if defined(OMPRED_SIMT_MODEL)
// The SIMT model gives every simulated launch its own environment.
LaunchEnvironment &launchEnvironment();
#else
} // namespace ompred
namespace ompx {
namespace state {
// Defined (hidden) in LLVM 19's State.cpp; the mangled name does not encode
// the return type, so this declaration binds to it.
ompred::LaunchEnvironment &getKernelLaunchEnvironment();
} // namespace state
} // namespace ompx
namespace ompred {
inline LaunchEnvironment &launchEnvironment() {
  return ompx::state::getKernelLaunchEnvironment();
}
#endif

} // namespace ompred

#endif // OMPRED_LLVM19_LAUNCH_ENVIRONMENT_H
