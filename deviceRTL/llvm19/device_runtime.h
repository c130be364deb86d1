//===- llvm19/device_runtime.h - What ompred calls in LLVM 19's runtime -----===//
//
// The functions of LLVM 19's device runtime (the rest of the drop-in bitcode)
// that the hardware layer's OpenMP-state wrappers call (hw/nvptx.h:
// isSPMDMode, ompNumThreads, kmpcBarrier, fatal). Declared with the types
// LLVM 19's DeviceRTL defines them with; a newer LLVM's adapter declares its
// own.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_LLVM19_DEVICE_RUNTIME_H
#define OMPRED_LLVM19_DEVICE_RUNTIME_H

#include "ompred/abi.h"

extern "C" {
int8_t __kmpc_is_spmd_exec_mode();
int omp_get_num_threads(void);
void __assert_fail(const char *expr, const char *file, unsigned line,
                   const char *function);
int32_t __kmpc_global_thread_num(IdentTy *Loc);
void __kmpc_barrier(IdentTy *Loc, int32_t TId);
}

#endif // OMPRED_LLVM19_DEVICE_RUNTIME_H
