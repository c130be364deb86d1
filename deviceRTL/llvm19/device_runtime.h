//===- llvm19/device_runtime.h - What ompred calls in LLVM 19's runtime -----===//
//
// The functions of LLVM 19's device runtime (the rest of the drop-in bitcode)
// that the layers call, declared with the types LLVM 19's DeviceRTL defines
// them with, and the layers' names for them (namespace ompred::runtime):
//
//   isSPMDMode()  whether the kernel runs in SPMD mode (__kmpc_is_spmd_exec_mode)
//   numThreads()  the threads of the innermost parallel region (omp_get_num_threads)
//   barrier()     clang's __kmpc_barrier, as its inter-warp copy calls it
//   fatal()       the assertion handler, then a trap
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_LLVM19_DEVICE_RUNTIME_H
#define OMPRED_LLVM19_DEVICE_RUNTIME_H

#include "ompred/abi.h"

#include "hw/hw.h"

extern "C" {
int8_t __kmpc_is_spmd_exec_mode();
int omp_get_num_threads(void);
void __assert_fail(const char *expr, const char *file, unsigned line,
                   const char *function);
int32_t __kmpc_global_thread_num(IdentTy *Loc);
void __kmpc_barrier(IdentTy *Loc, int32_t TId);
}

// The SIMT model defines these for its simulated launches (simt/model.h).
#if !defined(OMPRED_SIMT_MODEL)
namespace ompred {
namespace runtime {

OMPRED_INLINE bool isSPMDMode() { return __kmpc_is_spmd_exec_mode(); }
OMPRED_INLINE uint32_t numThreads() { return omp_get_num_threads(); }

// bar.sync 0 in SPMD mode, the workers' named barrier in generic mode: the
// barrier clang's own inter-warp copy uses, so the block layer is valid
// wherever clang's copy is.
OMPRED_INLINE void barrier() {
  __kmpc_barrier(nullptr, __kmpc_global_thread_num(nullptr));
}

[[noreturn]] OMPRED_INLINE void fatal(const char *What, const char *File,
                                      unsigned Line, const char *Function) {
  __assert_fail(What, File, Line, Function);
  __builtin_trap();
}

} // namespace runtime
} // namespace ompred
#endif

#endif // OMPRED_LLVM19_DEVICE_RUNTIME_H
