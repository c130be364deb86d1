//===- simt/model.h - A SIMT model of NVIDIA warps for the CPU tests ---------===//
//
// hw/hw.h includes this header instead of hw/nvptx.h when the algorithms are
// compiled with -DOMPRED_SIMT_MODEL='"simt/model.h"'. It declares every
// primitive hw/nvptx.h provides, with the same names and signatures, in
// namespace ompred::hw, what the LLVM adapter provides from LLVM's device
// runtime (namespace ompred::runtime, the launch and kernel environments),
// and the simulator that runs them (namespace simt).
//
// Every simulated GPU thread is a coroutine with its own small stack; one OS
// thread runs them all under a seeded, randomized scheduler. Every collective
// (activemask, shuffle, ballot, barrier) and every atomic, fence and backoff is
// a point where the scheduler may switch to any other resident thread.
// Semantics and limits: test/simt/README.md.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_SIMT_MODEL_H
#define OMPRED_SIMT_MODEL_H

#include "hw/limits.h"
#include "ompred/abi.h"

#include <stdint.h>
#include <string>
#include <vector>

#define OMPRED_INLINE inline

namespace ompred {
struct LaunchEnvironment;

namespace hw {
// The hw/nvptx.h interface. All of these must be called from a simulated
// thread (simt::Simulator::run); outside one they abort with a message.
uint32_t laneId();
uint32_t threadIdInBlock();
uint32_t threadIdInBlockHere(); // the same value; on the device not hoisted
uint32_t threadsInBlock();
uint32_t teamId();
uint32_t numTeams();
uint64_t gridId();

uint32_t activeMask();
uint32_t ballot(uint32_t Mask, bool Pred);
// bar.warp.sync: completes when every lane of Mask waits in it.
void syncWarp(uint32_t Mask);

int32_t shuffleDown32(uint32_t Mask, int32_t Value, uint32_t Delta, uint32_t Width);
int64_t shuffleDown64(uint32_t Mask, int64_t Value, uint32_t Delta, uint32_t Width);

bool teamBarrierOr(bool Pred);

uint32_t smId();
uint32_t smIdCount();

uint32_t atomicAdd(uint32_t *P, uint32_t V);
uint32_t atomicOrAcquire(uint32_t *P, uint32_t V); // the model is sequentially consistent
uint32_t atomicIncAcqRel(uint32_t *P, uint32_t Bound); // likewise
uint32_t atomicCas(uint32_t *P, uint32_t Expected, uint32_t Desired);
uint32_t atomicLoad(uint32_t *P);
void atomicStore(uint32_t *P, uint32_t V);
uint64_t atomicLoad64(uint64_t *P);
void atomicStore64(uint64_t *P, uint64_t V);
uint64_t atomicAdd64(uint64_t *P, uint64_t V);
uint64_t atomicCas64AcqRel(uint64_t *P, uint64_t Expected, uint64_t Desired); // the model is sequentially consistent
uint64_t atomicCas64Acquire(uint64_t *P, uint64_t Expected, uint64_t Desired); // likewise
void fenceDevice();
void backoff();

// Team-shared scratch of block/exchange.h, poisoned when a team starts.
uint64_t *exchangeSlots();
uint32_t &exchangeCursor(uint32_t ThreadId);
// Team-shared word of team/launch_source.h's hand-over, poisoned likewise.
uint32_t &teamHandOff();
// A copy into a team-shared word that does not stall (cp.async): Word is the
// word's address, the same in every team, as a team-shared variable's is
// (the model keeps each team's value apart). The plugin's code starts the
// copy (the harness does it for the model: startCopyToTeamWord, not part of
// hw/nvptx.h); the runtime waits. The model reads the source when the copy
// starts; it fails where a thread starts a second copy before waiting,
// waits for a copy it did not start or into another word, or its team ends
// with a copy not waited for.
bool canCopyToTeamWord(const void *Src, uint32_t Bytes);
uint64_t waitCopyToTeamWord(const uint64_t *Word, uint32_t Bytes);
} // namespace hw

namespace runtime {
// The llvm19/device_runtime.h interface, from the calling thread's launch.
bool isSPMDMode();
uint32_t numThreads();
// simt::kmpcBarrier, inlined so that the barrier's address is the caller's.
inline __attribute__((always_inline)) void barrier();
[[noreturn]] void fatal(const char *What, const char *File, unsigned Line,
                        const char *Function);
} // namespace runtime

// llvm19/launch_environment.h declares it for the model: the environment of
// the launch the calling simulated thread belongs to.
LaunchEnvironment &launchEnvironment();
// llvm19/kernel_environment.h declares it for the model: the launch's
// Launch::SPMDizedFromGeneric.
bool kernelSPMDizedFromGeneric();
} // namespace ompred

namespace simt {
// What the pass plugin emits where the teams region starts (cp.async), for
// the harness; only where canCopyToTeamWord(Src, Bytes).
void startCopyToTeamWord(const void *Src, uint32_t Bytes, const uint64_t *Word);
} // namespace simt

namespace simt {

// The simulated GPU: which SMs exist and how many teams each holds at once.
struct Machine {
  std::vector<uint32_t> SmIds; // the %smid value of each SM (need not be dense)
  uint32_t NSmId = 1;          // %nsmid: larger than every %smid
  uint32_t ResidentPerSM = 1;  // teams (of any launch) an SM runs at once
  static Machine uniform(uint32_t SMs, uint32_t ResidentPerSM) {
    Machine M;
    for (uint32_t I = 0; I < SMs; ++I)
      M.SmIds.push_back(I);
    M.NSmId = SMs;
    M.ResidentPerSM = ResidentPerSM;
    return M;
  }
};

// One kernel launch: NumTeams teams of ThreadsPerTeam threads each running
// Body(Arg). Exists, when given, says which thread ids of a team are launched
// at all; the others behave like threads that exited before the kernel began
// (a partial last warp, the lanes an idle-lane test leaves out).
struct Launch {
  uint32_t NumTeams = 1;
  uint32_t ThreadsPerTeam = 32;
  bool SPMD = true;
  // An SPMD launch of a kernel OpenMPOpt turned from generic into SPMD
  // (execution mode generic-SPMD: kernelSPMDizedFromGeneric()).
  bool SPMDizedFromGeneric = false;
  uint32_t OmpNumThreads = 0; // omp_get_num_threads(); 0 means ThreadsPerTeam
  ompred::LaunchEnvironment *Env = nullptr; // per launch; the model never zeroes it
  uint64_t GridId = 0; // %gridid
  // Whether the GPU copies into team-shared memory without stalling (cp.async,
  // sm_80 and later).
  bool AsyncCopy = true;
  // Filled by the simulator: copies started by canCopyToTeamWord's callers.
  uint32_t CopiesStarted = 0;
  bool (*Exists)(void *Arg, uint32_t Team, uint32_t Tid) = nullptr;
  void (*Body)(void *Arg) = nullptr;
  void *Arg = nullptr;
  // Dispatch order of the teams: in team-id order (like the hardware's block
  // scheduler), or a random permutation.
  bool RandomTeamOrder = false;
  // Filled by the simulator.
  uint32_t TeamsFinished = 0;
};

struct Options {
  uint64_t Seed = 1;
  // Probability (per 65536) that the scheduler keeps running the thread it ran
  // last, when that thread is still runnable; makes long solo runs likely.
  uint32_t Stickiness = 0;
  // Probability (per 65536, per step) that a random resident team is stalled
  // (none of its threads runs) for 1..MaxStallSteps steps.
  uint32_t StallChance = 0;
  uint32_t MaxStallSteps = 20000;
  // Strict masks: a shfl.sync / vote.sync mask that names a lane that has
  // exited or does not exist is an error (the hardware would not wait for it
  // and the lane's value would be undefined).
  bool StrictMasks = true;
  // A thread that exits while threads of its team wait at barrier 0 is an
  // error (the waiters could never complete that barrier instance correctly).
  bool StrictBarrierExit = true;
  // Aligned barriers (bar.sync 0, bar.red.or) reached by threads from
  // different call instructions are an error. Off by default: a host compiler
  // may duplicate a call site (it does not know the call is convergent), so
  // the instruction is not a reliable identity on the CPU.
  bool StrictAlignedPc = false;
  // activemask groups the waiting lanes by call instruction (lanes at
  // different instructions are not converged); off: one group per warp.
  bool ActiveMaskByPc = true;
  // Probability (per 65536, per arrival) that activemask completes at once
  // for the lanes already waiting at that instruction, while other lanes of
  // the warp still run towards it: on sm_70 and newer (independent thread
  // scheduling) a warp may execute an instruction in several groups, and
  // __activemask() names only the group that executes it.
  uint32_t EarlyActiveMask = 0;
  // Values delivered by a shuffle from a lane that did not take part. Random
  // when 0, else this constant.
  uint32_t PoisonValue = 0;
  // Steps after which the run is declared a livelock.
  uint64_t MaxSteps = 2000000000ull;
  // Stack size of each simulated thread.
  uint32_t StackBytes = 64 * 1024;
};

struct Stats {
  uint64_t Steps = 0;
  uint64_t Shuffles = 0;       // completed shfl.sync instances
  uint64_t PoisonReads = 0;    // lanes that received an undefined value
  uint64_t Barriers = 0;       // completed barrier instances
  uint64_t Stalls = 0;
  uint64_t ThreadsRun = 0;
  uint64_t TeamsRun = 0;
  uint32_t MaxResidentThreads = 0;
};

class Simulator {
public:
  Simulator(const Machine &M, const Options &O);
  ~Simulator();
  Simulator(const Simulator &) = delete;
  Simulator &operator=(const Simulator &) = delete;
  // Launches added before run() run concurrently, sharing the SMs.
  void add(Launch &L);
  // Runs every added launch to completion. false: a model error (deadlock,
  // divergent collective, misuse, simt::fail from a test); error() says what.
  bool run();
  const std::string &error() const;
  const Stats &stats() const;

  struct Impl;
private:
  Impl *I;
};

// ---- for code running on a simulated thread ---------------------------------
// Lets the scheduler switch to another thread here (a plain memory access point
// the test wants to be interleavable).
void yield();
// Stalls the calling thread's whole team for Steps scheduler steps (none of
// its threads runs), starting now: an adversary placed at a chosen moment.
void stallTeam(uint32_t Steps);
// The team's 32-word shared array clang names
// __openmp_nvptx_data_transfer_temporary_storage. Poisoned when a team starts.
volatile uint32_t *teamShared();
// LLVM 19's __kmpc_barrier as seen by the calling thread: a flush for the main
// thread in generic mode, bar.sync 0 over the whole block in SPMD mode, and
// otherwise barrier 7 over omp_get_num_threads() threads.
void kmpcBarrier();
// barrier.sync Id, Count (Count 0: every non-exited thread of the block).
// Unaligned: threads may reach it from different instructions.
void namedBarrier(uint32_t Id, uint32_t Count);
// The launch the calling thread belongs to.
Launch &currentLaunch();
// Thread id of the main thread of a generic-mode team of Threads threads
// (LLVM 19: the first lane of the last warp).
inline uint32_t genericMainThreadId(uint32_t Threads) {
  return (Threads - 1) & ~31u;
}
// Ends the simulation with an error (from a simulated thread or not).
[[noreturn]] void fail(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));

// Observes every atomic operation of the model after it took effect (Old is the
// value before, New after; a 32-bit operation's values zero-extended). One
// hook at a time; nullptr removes it.
using AtomicHook = void (*)(void *Ctx, const char *Op, void *Addr, uint64_t Old,
                            uint64_t New);
void setAtomicHook(AtomicHook Hook, void *Ctx);

} // namespace simt

namespace simt {
// For test/simt/mutants.cpp: runtime::barrier (the block layer's barrier, not
// the one clang's callbacks call) drops every first (1) or every second (2)
// of the calls each thread makes, yielding instead. 0: the real barrier.
inline int BlockBarrierMutant = 0;
bool blockBarrierDropped();
// An adversary: at each access to the exchange slots, the threads of warp 0
// (or, with ExchangeDelayOthers, of every other warp) yield this many extra
// times, so that the rest of the team runs ahead of them.
inline uint32_t ExchangeDelay = 0;
inline bool ExchangeDelayOthers = false;
} // namespace simt

inline __attribute__((always_inline)) void ompred::runtime::barrier() {
  if (simt::BlockBarrierMutant && simt::blockBarrierDropped())
    return;
  simt::kmpcBarrier();
}

#endif // OMPRED_SIMT_MODEL_H
