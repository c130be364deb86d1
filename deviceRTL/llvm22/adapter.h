//===- llvm22/adapter.h - Everything the layers know about LLVM 22 ----------===//
//
// The LLVM 22 counterpart of llvm19/adapter.h (which lists what an adapter
// provides). ompred builds LLVM 22's device runtime from its source
// (openmp/device in Debian's llvm-toolchain-22 source package), so this
// adapter uses that source's own declarations: State.h's state accessors,
// Interface.h's and Debug.h's runtime functions, Environment.h's structures
// and OMPDeviceConstants.h's execution modes. The build passes their include
// folders and the SHARED_SCRATCHPAD_SIZE that LLVM's runtime was built with.
//
// LLVM 19 and 22 share this ABI: KernelLaunchEnvironmentTy is the same 16
// bytes (ReductionCnt, ReductionIterCnt, ReductionBuffer), the configuration
// environment starts with the same three bytes, and OMPKinds.def declares
// the reduction entry points and callbacks alike (test/codegen pins it).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_LLVM22_ADAPTER_H
#define OMPRED_LLVM22_ADAPTER_H

#include "ompred/abi.h"

#include "hw/hw.h"

#if defined(OMPRED_SIMT_MODEL)
#error "the SIMT model builds against llvm19/adapter.h's model declarations"
#endif

#include "Debug.h"
#include "Interface.h"
#include "State.h"
#include "llvm/Frontend/OpenMP/OMPDeviceConstants.h"

namespace ompred {

using LaunchEnvironment = ::KernelLaunchEnvironmentTy;
static_assert(sizeof(LaunchEnvironment) == 16 &&
                  __builtin_offsetof(LaunchEnvironment, ReductionIterCnt) == 4,
              "team/launch_slots.h and arrivals.h rely on LLVM's two 32-bit counters");

// The state accessors below are LLVM's, defined in its State.cpp; the calls
// are marked always_inline and the build inlines them after linking the
// drop-in (cmake/OmpredLLVM22.cmake says why).

// libomptarget allocates one per launch with a reduction (zeroed, freed after
// the launch): the anchor of ompred's per-launch state (team/launch_slots.h).
inline LaunchEnvironment &launchEnvironment() {
  [[clang::always_inline]] return ompx::state::getKernelLaunchEnvironment();
}

// A kernel clang emitted in generic mode and OpenMPOpt made SPMD: its
// team-level code is the main thread's, run by every thread
// (llvm19/kernel_environment.h says what that means for the teams reduction).
inline bool kernelSPMDizedFromGeneric() {
  [[clang::always_inline]] return ompx::state::getKernelEnvironment().Configuration.ExecMode ==
         llvm::omp::OMP_TGT_EXEC_MODE_GENERIC_SPMD;
}

// LLVM 22's device runtime functions, under the names llvm19/device_runtime.h
// gives LLVM 19's.
namespace runtime {
OMPRED_INLINE bool isSPMDMode() { return __kmpc_is_spmd_exec_mode(); }
OMPRED_INLINE uint32_t numThreads() { return omp_get_num_threads(); }
// Interface.h declares no __kmpc_global_thread_num (LLVM 22 defines it as
// omp_get_thread_num(), which it declares); __kmpc_barrier ignores the id.
OMPRED_INLINE void barrier() { __kmpc_barrier(nullptr, omp_get_thread_num()); }
[[noreturn]] OMPRED_INLINE void fatal(const char *What, const char *File,
                                      unsigned Line, const char *Function) {
  __assert_fail(What, File, Line, Function);
  __builtin_trap();
}
} // namespace runtime

// As with LLVM 19 (llvm19/adapter.h): LLVM 22's OpenMPOpt is not known to
// be free of the miscompile, and the stage runs once per launch.
constexpr bool LastTeamGathersWithInterWarpCopy = true;

} // namespace ompred

// entry/version.cpp: clang-22 links the runtime twice, as bitcode into each
// translation unit (-mlink-builtin-bitcode, which internalizes it) and, for
// what OpenMPOpt adds later (__kmpc_barrier_simple_generic, ...), from
// libompdevice.a at the device link, whose LTO then resolves a weak marker to
// the (internalized, invisible) copy of a translation unit and leaves nvlink
// an undefined reference. An internal marker is kept by each module alone.
#define OMPRED_VERSION_MARKER_INTERNAL 1

#endif // OMPRED_LLVM22_ADAPTER_H
