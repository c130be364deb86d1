//===- team/reduce.h - Reduction across the teams of a kernel ---------------===//
//
// 1. Each team's leader (thread 0 in SPMD mode, the main thread in generic
//    mode) takes a slot on its SM (team/sm_slots.h), copies the team's value
//    into the slot's record if the record is still empty in this launch or
//    combines it in otherwise, frees the slot and announces its arrival
//    (team/arrivals.h). No team waits for another team's progress.
//    A launch with no more teams than records skips the slots: team t
//    writes record t, the one team that writes it (teamsOwnRecords), and
//    announces its arrival; the slot protocol costs three dependent atomics
//    more per team. In an SPMD team stage (up to ArrivalBuckets teams in a
//    generic or SPMD-ized kernel) it also counts on the launch environment
//    directly, taking no block (a counted launch; up to ArrivalBuckets teams,
//    a direct launch).
// 2. The one team that arrives last reads every used record back with the
//    whole team (thread t takes used records t, t + T, ...; records 0..T-1
//    where teams own them), reduces the
//    threads' values like a parallel region (block/reduce.h), and zeroes the
//    per-launch state for the next launch that claims it (the arrival count
//    wraps to zero by itself with the last arrival). A direct launch has
//    at most one record per lane of a warp: there warp 0 alone takes part,
//    and no team of the launch waits at a team barrier.
//
// Who does it depends on the kernel's mode and the launch's (reduceTeams):
//   one team                 its value is already the result; no record
//                            is touched
//   generic, or generic      one thread per team does both stages alone
//     made SPMD (OpenMPOpt)  (reduceTeamsByLeader)
//   SPMD                     thread 0 does stage 1, the team (warp 0 of a
//                            direct launch) stage 2 (reduceTeamsSPMD)
//
// The launch's counters and records are the launch environment and record
// buffer libomptarget allocated, or, in the kernels the pass plugin gave no
// launch environment, an entry of ompred's own pool (team/launch_source.h).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_TEAM_REDUCE_H
#define OMPRED_TEAM_REDUCE_H

#include "block/reduce.h"
#include "adapter.h"
#include "team/arrivals.h"
#include "team/launch_source.h"
#include "team/original.h"
#include "team/reduce_list.h"
#include "team/sm_slots.h"

namespace ompred {
namespace team {

// Stage 1, by the team leader; Slots is null for a direct launch. Returns
// true in the last team.
OMPRED_INLINE bool contribute(LaunchSlots *Slots, LaunchEnvironment &Env,
                              void *Buffer, uint32_t NumRecords,
                              const TeamsReduceList &List, uint32_t TeamId,
                              uint32_t NumTeams) {
  // Without a slot, team t holds record t alone.
  bool Slotted = !teamsOwnRecords(NumTeams, NumRecords);
  HeldSlot Slot = {0, 0, TeamId, false};
  if (Slotted)
    Slot = acquireSlot(*Slots, slotGeometry(NumRecords), TeamId);
  if (Slot.Live) {
    List.reduceIntoRecord(Buffer, Slot.Record);
  } else {
    List.copyToRecord(Buffer, Slot.Record);
    if (Slotted) {
      uint32_t Index = hw::atomicAdd(&Slots->UsedCount, 1);
      Slots->UsedRecords[Index] = static_cast<uint16_t>(Slot.Record);
    }
  }
  if (Slotted)
    releaseSlot(*Slots, Slot);
  else if (Slots)
    // Release: the record before the bucket arrival, as releaseSlot's fence
    // does for a slot (a direct launch's arrival is a release itself).
    hw::fenceDevice();
  return arriveAndCheckLast(Slots, Env, TeamId, NumTeams);
}

// Stage 2 by a generic team's leader alone: list = record Order[0], then
// list OP= record Order[1], ... Order[Used - 1] (no Order: 0..Used-1), one
// record per step. This is the SPMD gather's former loop at thread 0 of 1,
// kept as it was, record numbers included (recordAt below, or a loop from 1,
// already changes the IR OpenMPOpt sees): in generic kernels LLVM 19's
// OpenMPOpt dropped a combine when this loop loaded several records per step,
// and left undef stores when it was unrolled (docs/llvm19-defects.md).
OMPRED_INLINE void gatherRecordsAlone(uint32_t Used, const uint16_t *Order, void *Buffer,
                                      const TeamsReduceList &List) {
  const uint32_t ThreadId = 0, Threads = 1;
  if (ThreadId < Used) {
    List.copyFromRecord(Buffer, Order ? Order[ThreadId] : ThreadId);
    for (uint32_t I = ThreadId + Threads; I < Used; I += Threads)
      List.reduceFromRecord(Buffer, Order ? Order[I] : I);
  }
}

// Record I of the gather's order (no Order: record I).
OMPRED_INLINE uint32_t recordAt(const uint16_t *Order, uint32_t I) { return Order ? Order[I] : I; }

// Which lists the SPMD gather groups: those of one variable. Compiled beside
// the generic leader's gather, grouping four-variable lists made LLVM 19's
// OpenMPOpt drop stores of that gather in generic kernels (threads.c,
// many-teams.c; docs/llvm19-defects.md), and a group of eight-variable
// records holds 32 values in registers (94 registers instead of 70, ptxas).
// Kernels without a launch environment group too: the plugin's flag leaves
// the list's size on reduce_data_size (ompred/abi.h).
constexpr uint32_t MaxGroupedVariables = 1;

// List OP= records I + Threads, I + 2 * Threads, ..., I + N * Threads, with
// no branch between them. Returns the last record's index.
template <uint32_t N>
OMPRED_INLINE uint32_t reduceGroup(const TeamsReduceList &List, void *Buffer, uint32_t I,
                                   uint32_t Threads) {
#pragma unroll
  for (uint32_t J = 1; J <= N; ++J)
    List.reduceFromRecord(Buffer, I + J * Threads);
  return I + N * Threads;
}

// List = record I, then the N - 1 records after it as above.
template <uint32_t N>
OMPRED_INLINE uint32_t gatherGroup(const TeamsReduceList &List, void *Buffer, uint32_t I,
                                   uint32_t Threads) {
  List.copyFromRecord(Buffer, I);
  return reduceGroup<N - 1>(List, Buffer, I, Threads);
}

// Stage 2 by Threads threads of an SPMD team: thread ThreadId loads used
// records Order[ThreadId], Order[ThreadId + Threads], ... (of Used) into its
// list; with no Order (teams own their records) records ThreadId,
// ThreadId + Threads, ... Returns how many threads (0..n-1, contiguous) now
// hold a value. The whole GPU waits for this, and every step is a round trip
// to L2. Where teams own their records and the list has one variable, the
// steps go in groups with no branch between a group's steps, so that ptxas
// issues a group's loads together: the copy and up to seven records after it,
// then four, two and one at a time (1024 records over 128 threads: one round
// trip instead of eight). Only there: grouping records read through Order
// too, with a division for the count of steps, took BabelStream's dot
// without the plugin from 34 registers to 56 (ptxas).
OMPRED_INLINE uint32_t gatherRecords(uint32_t Used, const uint16_t *Order, void *Buffer,
                                     const TeamsReduceList &List, uint32_t ThreadId,
                                     uint32_t Threads) {
  if (ThreadId < Used) {
    uint32_t I = ThreadId;
    uint32_t Variables = List.variables();
    bool Grouped = !Order && Variables != 0 && Variables <= MaxGroupedVariables;
    // The copy opens the first group: it is a load like the others.
    if (Grouped && I + 7 * Threads < Used)
      I = gatherGroup<8>(List, Buffer, I, Threads);
    else if (Grouped && I + 3 * Threads < Used)
      I = gatherGroup<4>(List, Buffer, I, Threads);
    else if (Grouped && I + Threads < Used)
      I = gatherGroup<2>(List, Buffer, I, Threads);
    else
      List.copyFromRecord(Buffer, recordAt(Order, I));
    if (Grouped) {
      while (I + 4 * Threads < Used)
        I = reduceGroup<4>(List, Buffer, I, Threads);
      if (I + 2 * Threads < Used)
        I = reduceGroup<2>(List, Buffer, I, Threads);
    }
    for (I += Threads; I < Used; I += Threads)
      List.reduceFromRecord(Buffer, recordAt(Order, I));
  }
  return Used < Threads ? Used : Threads;
}

OMPRED_INLINE uint32_t usedRecordCount(LaunchSlots &Slots) {
  return *static_cast<volatile uint32_t *>(&Slots.UsedCount);
}

// The records the last team reads back, and their order (null: 0..n-1).
// Slots is only read where teams share records (a direct launch has none).
struct UsedRecords {
  uint32_t Count;
  const uint16_t *Order;
};
OMPRED_INLINE UsedRecords usedRecords(LaunchSlots *Slots, uint32_t NumTeams,
                                      uint32_t NumRecords) {
  if (teamsOwnRecords(NumTeams, NumRecords))
    return {NumTeams, nullptr};
  return {usedRecordCount(*Slots), Slots->UsedRecords};
}

// Stage 2 epilogue, split over the team: zero what this launch set (every
// slot was released, so region words only hold live bits now).
OMPRED_INLINE void clearLaunchSlots(LaunchSlots &Slots, uint32_t ThreadId,
                                    uint32_t Threads) {
  for (uint32_t I = ThreadId; I < MaxRegions; I += Threads)
    Slots.RegionSlots[I] = 0;
  for (uint32_t I = ThreadId; I < ArrivalBuckets; I += Threads)
    Slots.Arrivals[I] = 0;
}

// By one thread, after the whole team cleared: hand the block back.
OMPRED_INLINE void freeLaunchSlots(LaunchSlots &Slots, LaunchEnvironment &Env) {
  Slots.UsedCount = 0;
  Env.ReductionIterCnt = 0;
  // Release: the zeroed block before anyone can claim it.
  hw::fenceDevice();
  hw::atomicStore(&Slots.Claimed, 0);
}

// Both stages by the team's leader alone, with no barrier: in generic mode
// only the main thread is here. In a generic kernel that OpenMPOpt made SPMD
// (the adapter's kernelSPMDizedFromGeneric) the team-level code is the main thread's,
// and OpenMPOpt may have let every thread but thread 0 leave the kernel
// before it; where they stay, their reduce lists point to the team's one
// copy of the variables, which only one thread may write.
template <class Source>
OMPRED_INLINE bool reduceTeamsByLeader(const Source &Launch, uint32_t NumRecords,
                                      const TeamsReduceList &List, uint32_t TeamId,
                                      uint32_t NumTeams, const OriginalItem *Original) {
  LaunchState State = Launch.get();
  LaunchEnvironment &Env = *State.Env;
  void *Buffer = State.Records;
  bool Direct = directRecords(NumTeams, NumRecords);
  // A block above ArrivalBuckets teams even where they own their records
  // (the SPMD stage counts those launches without one): this stage's code
  // stays the shape LLVM 19's OpenMPOpt was checked against in generic
  // kernels (docs/llvm19-defects.md).
  LaunchSlots *Slots = Direct ? nullptr : &claimLaunchSlots(Env);
  if (!contribute(Slots, Env, Buffer, NumRecords, List, TeamId, NumTeams))
    return false;
  if (Direct) {
    gatherRecordsAlone(NumTeams, DirectRecordOrder.Record, Buffer, List);
  } else {
    UsedRecords Used = usedRecords(Slots, NumTeams, NumRecords);
    gatherRecordsAlone(Used.Count, Used.Order, Buffer, List);
    clearLaunchSlots(*Slots, 0, 1);
    freeLaunchSlots(*Slots, Env);
  }
  Launch.release(State);
  if (Original)
    Original->hand(Original->load());
  return true;
}

// Warp 0 of an SPMD team learns whether thread 0 found the team last. PTX
// bar.warp.sync orders memory among the lanes taking part, as bar.red.or
// among a team's threads (reduceTeamsSPMD).
OMPRED_INLINE bool lastInWarp0(bool Last) {
  uint32_t Threads = hw::threadsInBlock();
  uint32_t Mask = Threads >= WarpSize ? ~0u : (1u << Threads) - 1;
  hw::syncWarp(Mask);
  return hw::ballot(Mask, Last) != 0;
}

// SPMD mode: every thread of every team is here; thread 0 holds the team's
// value. What the launch's kind (team/launch_slots.h) decides, step by step:
//
//   step                    direct launch       counted launch     with a block
//   threads taking part     warp 0              the whole team     the whole team
//   thread 0's record       record t            record t           record t if teams
//                                                                  own them, else a
//                                                                  slot of its region
//   its arrival             on the launch       on the launch      in a bucket of the
//                           environment         environment        block
//   they learn the team     bar.warp.sync,      one bar.red.or     one bar.red.or
//   is last                 ballot
//   the last team loads     records 0..T-1      records 0..T-1,    records 0..T-1, or
//                           by lane             t, t+T, ...        the used records,
//                                                                  t, t+T, ...
//   the state is put back   the last arrival    the last arrival   the team clears the
//                           wraps the count     wraps the count    block, thread 0
//                           to 0                to 0               frees it
//
// All kinds run this one body, which tests the kind at each step: compiled
// once per kind, the stage takes more registers in the kernels it is inlined
// into, and ptxas counts a kernel's registers over all its code.
template <class Source>
OMPRED_INLINE bool reduceTeamsSPMD(const Source &Launch, uint32_t NumRecords,
                                   const TeamsReduceList &List, uint32_t TeamId,
                                   uint32_t NumTeams, const OriginalItem *Original) {
  uint32_t ThreadId = hw::threadIdInBlock();
  bool Direct = directRecords(NumTeams, NumRecords);
  // A counted launch (team/launch_slots.h).
  bool Counted = teamsOwnRecords(NumTeams, NumRecords);
  // A direct launch has at most ArrivalBuckets <= WarpSize records, so warp 0
  // alone reads them back; the other warps hold no value and leave now.
  static_assert(ArrivalBuckets <= WarpSize, "a direct launch's records fit in one warp");
  if (Direct && ThreadId >= WarpSize)
    return false;
  bool Last = false;
  // Thread 0's, in the last team: the original list item's value.
  uint64_t OriginalValue = 0;
  if (ThreadId == 0) {
    LaunchState State = Launch.get();
    // Where team 0 hands the original list item over (team/original.h).
    uint64_t *Word = Original && Original->copiedEarly() ? Launch.originalWord(State) : nullptr;
    // Team 0's early copy, into the launch's word before the arrival
    // releases it.
    if (Original && Original->copiedHere()) {
      uint64_t Copied = Original->copied();
      if (Word)
        hw::atomicStore64(Word, Copied);
    }
    LaunchSlots *Slots = Counted ? nullptr : &claimLaunchSlots(*State.Env);
    Last = contribute(Slots, *State.Env, State.Records, NumRecords, List, TeamId, NumTeams);
    if (Last) {
      Launch.handOff(State);
      // From the word, which the arrival acquired, or the item itself: a
      // load that overlaps the gather. Before the barrier below, which
      // orders it before another thread's release of the launch's state.
      if (Original)
        OriginalValue = Word ? hw::atomicLoad64(Word) : Original->load();
    }
  }
  // One barrier tells the whole team (warp 0 of a direct launch) whether it
  // is the last. Thread 0's acquire (arriveAndCheckLast) and then this CTA
  // (warp) barrier order every team's record before every thread's reads
  // below: causality order is transitive across the two scopes, as in a
  // grid-wide barrier where one thread per block fences.
  if (!(Direct ? lastInWarp0(Last) : hw::teamBarrierOr(Last)))
    return false;
  uint32_t Threads = hw::threadsInBlock();
  if (Direct && Threads > WarpSize)
    Threads = WarpSize;
  LaunchState State = Launch.again();
  LaunchEnvironment &Env = *State.Env;
  // Published (unless counted): only reads it.
  LaunchSlots *Slots = Counted ? nullptr : &claimLaunchSlots(Env);
  UsedRecords Used = usedRecords(Slots, NumTeams, NumRecords);
  uint32_t Holders = gatherRecords(Used.Count, Used.Order, State.Records, List, ThreadId,
                                   Threads);
  // The adapter says how the warp masters reach warp 0 in this stage
  // (llvm19/adapter.h: why clang's InterWarpCopy).
  constexpr block::MasterGather Gather = LastTeamGathersWithInterWarpCopy
                                             ? block::MasterGather::InterWarpCopy
                                             : block::MasterGather::Exchange;
  bool HoldsResult = block::reduceThreads(List, Holders, ThreadId, Gather);
  // The last arrival put the count back to 0 (team/arrivals.h): a counted
  // launch leaves nothing else to clear.
  if (!Counted) {
    hw::teamBarrierOr(false); // every thread is done with the used list
    clearLaunchSlots(*Slots, ThreadId, Threads);
    hw::teamBarrierOr(false); // every thread is done clearing
    if (ThreadId == 0)
      freeLaunchSlots(*Slots, Env);
  }
  // The state is released after every thread's last read of it: the
  // barriers above, or in a counted launch the block reduction, whose
  // shuffles and gather of the warp masters consumed every record a thread
  // read. In a counted launch where that gather ran (more than a warp of
  // holders), every thread has passed its barriers and thread 32 releases,
  // so that thread 0 goes on to clang's final combination without waiting
  // for the release's fence. Else thread 0, which holds the result and,
  // with a block, put the block's index back to 0 in the state just above.
  uint32_t Releaser = Counted && Holders > WarpSize ? WarpSize : 0;
  if (ThreadId == Releaser)
    Launch.release(State);
  if (Original && HoldsResult)
    Original->hand(OriginalValue);
  return HoldsResult;
}

// Original: where clang's combine takes the original list item's value from
// the runtime (team/original.h); null for clang's own calls.
template <class Source>
OMPRED_INLINE bool reduceTeams(const Source &Launch, uint32_t NumRecords,
                               const TeamsReduceList &List,
                               const OriginalItem *Original = nullptr) {
  bool SPMD = runtime::isSPMDMode();
  uint32_t NumTeams = hw::numTeams();
  // One team: its value is already the result and no record is needed.
  if (NumTeams == 1) {
    bool Holds = !SPMD || hw::threadIdInBlock() == 0;
    if (Original && Holds)
      Original->hand(Original->copiedHere() ? Original->copied() : Original->load());
    return Holds;
  }
  // clang accepts -fopenmp-cuda-teams-reduction-recs-num=0 and then passes a
  // buffer with no record; several teams cannot be combined without one.
  if (NumRecords == 0)
    runtime::fatal("ompred: teams reduction over several teams with num_of_records = 0",
                   __FILE__, __LINE__, __func__);
  uint32_t TeamId = hw::teamId();
  if (!SPMD || kernelSPMDizedFromGeneric()) {
    if (SPMD && hw::threadIdInBlock() != 0)
      return false;
    return reduceTeamsByLeader(Launch, NumRecords, List, TeamId, NumTeams, Original);
  }
  return reduceTeamsSPMD(Launch, NumRecords, List, TeamId, NumTeams, Original);
}

} // namespace team
} // namespace ompred

#endif // OMPRED_TEAM_REDUCE_H
