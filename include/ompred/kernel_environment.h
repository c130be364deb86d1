//===- ompred/kernel_environment.h - LLVM 19's kernel environment and schedules -===//
//
// The numbers clang-19 writes into a kernel's code that the pass plugin reads
// and rewrites, named once: the positions of the fields of the constant
// KernelEnvironmentTy clang emits per kernel (LLVM 19's
// offload/include/Shared/Environment.h), its execution modes
// (llvm::omp::OMPTgtExecModeFlags) and the schedule kinds of the
// __kmpc_{distribute,for}_static_init_* calls of LLVM 19's device runtime
// (openmp/runtime kmp.h, offload/DeviceRTL Workshare.cpp).
//
// Plain C++ without LLVM's headers: it compiles for the host (the plugin,
// plugin/KernelEnvironment.h) and for the device, whose runtime reads a
// kernel's ExecMode (deviceRTL/llvm19/kernel_environment.h).
//
// LLVM 22 (clang-22, and the plugin built for it) has the same: the same
// fields in the same order (its offload/include/Shared/Environment.h), the
// same ExecMode values and one more, SPMD-no-loop (6: OpenMPIRBuilder's
// no-loop workshare loops; clang-22 wrote it for none of the plugin's test
// inputs), which the plugin treats as not SPMD, and schedule 93 implemented
// as LLVM 19's (openmp/device/src/Workshare.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_KERNEL_ENVIRONMENT_H
#define OMPRED_KERNEL_ENVIRONMENT_H

namespace ompred {

// KernelEnvironmentTy { ConfigurationEnvironmentTy Configuration;
// IdentTy *Ident; DynamicEnvironmentTy *DynamicEnv; }: the configuration is
// its first member.
constexpr unsigned KernelEnvConfiguration = 0;

// The fields of ConfigurationEnvironmentTy, by position.
enum ConfigField : unsigned {
  CfgUseGenericStateMachine = 0,
  CfgMayUseNestedParallelism = 1,
  CfgExecMode = 2,
  CfgMinThreads = 3,
  CfgMaxThreads = 4,
  CfgMinTeams = 5,
  CfgMaxTeams = 6,
  // The size of one record of a teams reduction's buffer, and the number of
  // records: libomptarget allocates a launch environment and a buffer of
  // their product for every launch where both are nonzero.
  CfgReductionDataSize = 7,
  CfgReductionBufferLength = 8,
};

// ExecMode (OMP_TGT_EXEC_MODE_*): clang writes generic or SPMD; OpenMPOpt
// writes generic-SPMD into a generic kernel it turned into an SPMD one.
enum KernelExecMode : unsigned char {
  ExecModeGeneric = 1,
  ExecModeSPMD = 2,
  ExecModeGenericSPMD = ExecModeGeneric | ExecModeSPMD,
};

// Schedule kinds (the sched argument of the static inits).
enum ScheduleKind : unsigned {
  // kmp_sch_static_chunked: clang's inner loop of `distribute parallel for`
  // without a schedule clause, chunk 1.
  SchedStaticChunked = 33,
  // kmp_distribute_static_chunked: clang's distribute loop without
  // dist_schedule in SPMD mode, chunk = the block's thread count.
  SchedDistributeStaticChunked = 91,
  // kmp_distr_static_chunk_sched_static_chunkone: one distribute chunk per
  // team and chunk one within it (LLVM 19's device runtime); the plugin's
  // merged loop.
  SchedDistrChunkSchedStaticChunkOne = 93,
};

} // namespace ompred

#endif // OMPRED_KERNEL_ENVIRONMENT_H
