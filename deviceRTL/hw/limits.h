//===- hw/limits.h - Sizes the hardware layer and its model share -------------===//
#ifndef OMPRED_HW_LIMITS_H
#define OMPRED_HW_LIMITS_H

#include "ompred/abi.h"

namespace ompred {
// CUDA's limit on the threads of a block, hence of an OpenMP team.
constexpr uint32_t MaxThreadsPerTeam = 1024;
// 64-bit words of team-shared memory the list exchange may use (2 KiB).
constexpr uint32_t ExchangeSlotWords = 256;
} // namespace ompred

#endif // OMPRED_HW_LIMITS_H
