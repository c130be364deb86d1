//===- hw/hw.h - Hardware primitives the reduction algorithms are written on -===//
//
// Every layer above (warp, block, team) touches the machine only through the
// functions named here, in namespace ompred::hw. On the device they are the
// NVPTX primitives in hw/nvptx.h. For the CPU tests, OMPRED_SIMT_MODEL names a
// header that implements the same functions on a model of 32-lane warps
// (test/simt/), so the algorithms that ship are the algorithms that are tested.
//
//   lanes & masks : threadIdInBlock(Here), threadsInBlock, teamId, numTeams,
//                   ballot, syncWarp
//   launch        : gridId (%gridid)
//   shuffle       : shuffleDown32 / shuffleDown64 (shfl.sync.down semantics)
//   barriers      : teamBarrierOr (bar.red.or over the whole team)
//   SM            : smId, smIdCount (%smid, %nsmid)
//   memory        : atomics on device memory (32- and 64-bit loads and
//                   stores, a wrapping increment, a 64-bit add and CAS),
//                   fenceDevice, backoff
//   team scratch  : exchangeSlots, exchangeCursor (shared memory of the list
//                   exchange, block/exchange.h), teamHandOff (one word the
//                   last team's thread 0 hands to the others)
//
// What LLVM's device runtime owns (the execution mode, omp_get_num_threads,
// __kmpc_barrier, the assertion handler) is not hardware: the adapter
// provides it (namespace ompred::runtime, llvm19/adapter.h).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_HW_HW_H
#define OMPRED_HW_HW_H

#include "ompred/abi.h"

#include "hw/limits.h"

#if defined(OMPRED_SIMT_MODEL)
#include OMPRED_SIMT_MODEL
#elif defined(__NVPTX__)
#include "hw/nvptx.h"
#else
#error "ompred device code: build for nvptx64 or define OMPRED_SIMT_MODEL"
#endif

// Marks a function whose inline asm calls nothing (hw/nvptx.h); no asm in the
// SIMT model.
#ifndef OMPRED_ASM_CALLS_NOTHING
#define OMPRED_ASM_CALLS_NOTHING
#endif

#endif // OMPRED_HW_HW_H
