//===- simt/team_harness.h - Running and checking cross-team reductions ------===//
//
// TeamCase<L> is one launch of __kmpc_nvptx_teams_reduce_nowait_v2 (SPMD or
// generic) with its own LaunchEnvironment and record buffer. The Monitor
// watches every simulation:
//
//  * through the list<->global callbacks (th::RecordObserver): a record is
//    written by at most one team at a time, copied into only when it holds no
//    partial of this launch and reduced into only when it does, written only
//    by a team that holds a region bit of its launch's block, each team
//    contributes exactly once, and the records are read back once each, by
//    one team, only after every team contributed;
//  * through the model's atomic hook on team::LaunchSlotsPool and the launch
//    environments: a pool block is published by one launch at a time, is
//    clean when published and when freed, only its owner frees it, and no
//    other launch touches it meanwhile; a region's held bit is taken by one
//    team at a time, released by the team that took it, and a team holds at
//    most one (this last check knows the layer's region-word layout).
//
// The pool checks follow the claim protocol team/launch_slots.h documents: a
// team claims block b with CAS(Claimed, 0, 1), publishes it with
// CAS(Env.ReductionIterCnt, 0, b + 1), and the launch frees it with
// atomicStore(Claimed, 0); a change to that protocol needs a change here.
//
// After each simulation: exactly one thread of each launch returned 1 and it
// holds the reference value, no bit is held, the environments are zero again
// and the whole pool is clean (every field the team layer reads).
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_SIMT_TEAM_HARNESS_H
#define OMPRED_SIMT_TEAM_HARNESS_H

#include "simt/harness.h"

#include "llvm19/launch_environment.h"
#include "team/launch_slots.h"
#include "team/owned_launches.h"

#include <map>
#include <memory>

namespace th {

using ompred::LaunchEnvironment;
using ompred::team::LaunchSlots;
using ompred::team::LaunchSlotsPool;
using ompred::team::LaunchSlotsPoolSize;
using ompred::team::OwnedLaunchPool;
using ompred::team::OwnedLaunchPoolSize;

// A pool block is clean when every byte the team layer relies on being zero
// at claim time is zero: everything but UsedRecords (only its first UsedCount
// entries are ever read) and, optionally, Claimed. Layout-independent: new
// fields are covered without touching this test.
inline bool blockClean(const LaunchSlots &B, bool IgnoreClaimed, std::string *Why = nullptr) {
  const unsigned char *P = reinterpret_cast<const unsigned char *>(&B);
  size_t UR = offsetof(LaunchSlots, UsedRecords), URSize = sizeof(B.UsedRecords);
  size_t Cl = offsetof(LaunchSlots, Claimed), ClSize = sizeof(B.Claimed);
  static const LaunchSlots Zero{};
  const unsigned char *Z = reinterpret_cast<const unsigned char *>(&Zero);
  if (!IgnoreClaimed && !memcmp(P, Z, UR) &&
      !memcmp(P + UR + URSize, Z, sizeof(LaunchSlots) - UR - URSize))
    return true; // the common case, fast
  for (size_t I = 0; I < sizeof(LaunchSlots); ++I) {
    if (I >= UR && I < UR + URSize)
      continue;
    if (IgnoreClaimed && I >= Cl && I < Cl + ClSize)
      continue;
    if (P[I]) {
      if (Why) {
        char Buf[160];
        snprintf(Buf, sizeof Buf,
                 "byte %zu of LaunchSlots is %u (Claimed at %zu, UsedCount at %zu, "
                 "UsedRecords at %zu, Arrivals at %zu)",
                 I, P[I], Cl, offsetof(LaunchSlots, UsedCount), UR,
                 offsetof(LaunchSlots, Arrivals));
        *Why = Buf;
      }
      return false;
    }
  }
  return true;
}

// Where a block keeps its per-region slot words and which bits of a word are
// the slots' held bits (team/launch_slots.h): the one check here that knows
// the team layer's layout.
struct RegionWords {
  size_t Offset = offsetof(LaunchSlots, RegionSlots);
  size_t Bytes = sizeof(LaunchSlots::RegionSlots);
  uint32_t HeldMask = (1u << ompred::team::MaxSlotsPerRegion) - 1;
};

// Type-independent state of one launch, watched by the Monitor.
struct LaunchWatch {
  simt::Launch La;
  LaunchEnvironment *Env = nullptr;
  void *Buffer = nullptr;
  uint32_t Records = 0, Teams = 0, Threads = 0;
  bool SPMD = true;
  // Without a launch environment (the plugin's kernels): Env and Buffer are
  // the owned-pool entry the launch claims, known from its claim on.
  bool Owned = false;
  int32_t OwnedEntry = -1;
  uint32_t OwnedClaims = 0, OwnedFrees = 0;
  std::string Name;
  // The launch runs team/reduce.h's SPMD team stage (reduceTeamsSPMD), not
  // the leader of a generic or SPMD-ized kernel.
  bool spmdTeamStage() const { return SPMD && !La.SPMDizedFromGeneric; }
  // record callbacks
  std::vector<int32_t> Writer;     // team inside an l2g callback on the record, or -1
  std::vector<uint8_t> Written;    // the record holds a partial of this launch
  std::vector<uint32_t> Reads;     // g2l callbacks on the record
  std::vector<uint32_t> Contributions; // per team
  uint32_t Contributed = 0;        // l2g callbacks finished
  int64_t Reader = -1;             // the team that read the records back
  // slots and blocks
  std::vector<uint32_t> BitsHeld;  // per team
  int32_t Published = -1;          // the pool block this launch published
  uint32_t Publications = 0;
  // results
  uint32_t Ones = 0;
  int64_t WinnerTeam = -1, WinnerTid = -1;
  uint32_t BadReturns = 0;

  void reset() {
    Writer.assign(Records, -1);
    Written.assign(Records, 0);
    Reads.assign(Records, 0);
    Contributions.assign(Teams, 0);
    BitsHeld.assign(Teams, 0);
  }
};

class Monitor final : public RecordObserver {
public:
  std::vector<LaunchWatch *> Watched;
  std::map<uint64_t, std::pair<LaunchWatch *, uint32_t>> BitOwner;
  LaunchWatch *PoolOwner[LaunchSlotsPoolSize] = {};
  LaunchWatch *OwnedOwner[OwnedLaunchPoolSize] = {};
  // Coverage: blocks claimed and handed straight back because another team
  // of the launch published first.
  uint64_t Handbacks = 0;
  // Off only in the tests of this monitor, which write records directly.
  bool CheckBits = true;
  // Adversary: at the moments that matter (a region bit just taken, a block
  // just published, a record callback begun), stall the team with this
  // probability (per 65536) for up to AdversaryMaxSteps steps.
  uint32_t AdversaryChance = 4000;
  uint32_t AdversaryMaxSteps = 8000;
  Rng Adv{0xAD5E};
  uint64_t AdversaryStalls = 0;
  // The stall chance right after a team claims an owned-pool entry: the
  // claimer's next steps (counting its launch displaced, say) are where
  // another launch's free and this launch's other teams overtake it.
  uint32_t OwnedClaimStallChance = 4000;
  // A key that a launch outside the simulation holds an owned entry with: the
  // entry is freed (the launch ends) right after the first claim, by a launch
  // whose home it is, of another entry. 0: none.
  uint64_t OutsideHolder = 0;
  void adversary() { adversary(AdversaryChance); }
  void adversary(uint32_t Chance) {
    if (Chance && (Adv.next() & 0xFFFF) < Chance) {
      ++AdversaryStalls;
      simt::stallTeam(1 + Adv.below(AdversaryMaxSteps));
    }
  }

  Monitor() {
    Observer = this;
    simt::setAtomicHook(&Monitor::hook, this);
  }
  ~Monitor() override {
    Observer = nullptr;
    simt::setAtomicHook(nullptr, nullptr);
  }

  LaunchWatch &current() {
    simt::Launch *L = &simt::currentLaunch();
    for (LaunchWatch *W : Watched)
      if (&W->La == L)
        return *W;
    simt::fail("callback from a launch the monitor does not know");
  }

  void begin(int Kind, void *Buf, int32_t Index) override {
    LaunchWatch &W = current();
    uint32_t Team = ompred::hw::teamId();
    // A launch's own buffer (an owned entry's records are another launch's
    // before and after it holds the entry).
    if (W.Buffer != Buf)
      simt::fail("%s: record callback on buffer %p, the launch's is %p", W.Name.c_str(), Buf,
                 W.Buffer);
    if (Index < 0 || static_cast<uint32_t>(Index) >= W.Records)
      simt::fail("%s: record index %d outside 0..%u", W.Name.c_str(), Index, W.Records - 1);
    if (Kind <= 1) {
      if (W.Writer[Index] >= 0)
        simt::fail("%s: teams %d and %u write record %d at the same time", W.Name.c_str(),
                   W.Writer[Index], Team, Index);
      // A launch with no more teams than records gives record t to team t;
      // otherwise the region bit is the record's lock.
      if (ompred::team::teamsOwnRecords(W.Teams, W.Records)) {
        if (static_cast<uint32_t>(Index) != Team || W.BitsHeld[Team] != 0)
          simt::fail("%s: teams own their records: team %u writes record %d holding %u "
                     "region bits",
                     W.Name.c_str(), Team, Index, W.BitsHeld[Team]);
      } else if (CheckBits && W.BitsHeld[Team] != 1) {
        simt::fail("%s: team %u writes record %d holding %u region bits", W.Name.c_str(), Team,
                   Index, W.BitsHeld[Team]);
      }
      if (W.Contributions[Team])
        simt::fail("%s: team %u contributes a second time", W.Name.c_str(), Team);
      if (Kind == 0 && W.Written[Index])
        simt::fail("%s: team %u copies over record %d, which already holds a partial of "
                   "this launch (that partial is lost)",
                   W.Name.c_str(), Team, Index);
      if (Kind == 1 && !W.Written[Index])
        simt::fail("%s: team %u reduces into record %d, which holds no partial of this "
                   "launch (stale data)",
                   W.Name.c_str(), Team, Index);
      W.Writer[Index] = static_cast<int32_t>(Team);
    } else {
      if (W.Writer[Index] >= 0)
        simt::fail("%s: team %u reads record %d while team %d writes it", W.Name.c_str(), Team,
                   Index, W.Writer[Index]);
      if (!W.Written[Index])
        simt::fail("%s: team %u reads record %d, which holds no partial of this launch",
                   W.Name.c_str(), Team, Index);
      if (W.Contributed != W.Teams)
        simt::fail("%s: team %u reads records back after %u of %u teams contributed",
                   W.Name.c_str(), Team, W.Contributed, W.Teams);
      if (W.Reader >= 0 && W.Reader != Team)
        simt::fail("%s: teams %lld and %u both read the records back", W.Name.c_str(),
                   static_cast<long long>(W.Reader), Team);
      W.Reader = Team;
      // An SPMD direct launch reads its records back with warp 0 alone, lane
      // l taking records l, l + 32, ... (team/reduce.h, reduceTeamsSPMD).
      if (W.spmdTeamStage() && ompred::team::directRecords(W.Teams, W.Records)) {
        uint32_t Lanes = std::min(W.Threads, ompred::WarpSize);
        uint32_t Tid = ompred::hw::threadIdInBlock();
        if (Tid != static_cast<uint32_t>(Index) % Lanes)
          simt::fail("%s: direct launch: thread %u reads record %d back, expected thread %u",
                     W.Name.c_str(), Tid, Index, static_cast<uint32_t>(Index) % Lanes);
      }
      if (++W.Reads[Index] != 1)
        simt::fail("%s: record %d read back %u times", W.Name.c_str(), Index, W.Reads[Index]);
    }
    adversary();
    simt::yield();
  }
  void end(int Kind, void *, int32_t Index) override {
    LaunchWatch &W = current();
    uint32_t Team = ompred::hw::teamId();
    if (Kind <= 1) {
      if (W.Writer[Index] != static_cast<int32_t>(Team))
        simt::fail("%s: record %d: writer changed from team %u to %d during the write",
                   W.Name.c_str(), Index, Team, W.Writer[Index]);
      W.Writer[Index] = -1;
      W.Written[Index] = 1;
      W.Contributions[Team]++;
      W.Contributed++;
    }
  }

  static void hook(void *Ctx, const char *Op, void *Addr, uint64_t Old, uint64_t New) {
    static_cast<Monitor *>(Ctx)->onAtomic(Op, Addr, Old, New);
  }

  void onAtomic(const char *Op, void *Addr, uint64_t Old64, uint64_t New64) {
    uint32_t Old = static_cast<uint32_t>(Old64), New = static_cast<uint32_t>(New64);
    char *OA = reinterpret_cast<char *>(Addr);
    char *Owned = reinterpret_cast<char *>(&OwnedLaunchPool[0]);
    if (OA >= Owned && OA < Owned + sizeof(OwnedLaunchPool)) {
      size_t Off = static_cast<size_t>(OA - Owned);
      if (Off % sizeof(ompred::team::OwnedLaunch) == offsetof(ompred::team::OwnedLaunch, Launch)) {
        uint32_t Entry = static_cast<uint32_t>(Off / sizeof(ompred::team::OwnedLaunch));
        if ((New64 >> ompred::team::KeyBits) > OwnedLaunchPoolSize)
          simt::fail("%s: %s leaves owned entry %u with %llu displaced launches",
                     current().Name.c_str(), Op, Entry,
                     static_cast<unsigned long long>(New64 >> ompred::team::KeyBits));
        if (ompred::team::keyOf(Old64) != ompred::team::keyOf(New64))
          onOwnedStore(Entry, ompred::team::keyOf(Old64), ompred::team::keyOf(New64));
      }
    }
    char *A = reinterpret_cast<char *>(Addr);
    char *Pool = reinterpret_cast<char *>(&LaunchSlotsPool[0]);
    if (A >= Pool && A < Pool + sizeof(LaunchSlotsPool)) {
      size_t Off = static_cast<size_t>(A - Pool);
      uint32_t Block = static_cast<uint32_t>(Off / sizeof(LaunchSlots));
      size_t Field = Off % sizeof(LaunchSlots);
      onPool(Op, Block, Field, Old, New);
      return;
    }
    for (LaunchWatch *W : Watched) {
      if (!W->Env)
        continue;
      if (Addr == &W->Env->ReductionIterCnt && !strcmp(Op, "atomicCas") && Old == 0 && New != 0)
        onPublish(*W, New - 1);
      // The arrival count's increments are the release of each team's writes
      // and the last team's acquire (team/arrivals.h): the model cannot see
      // orderings, so it checks that the ordered atomic is the one used.
      if (Addr == &W->Env->ReductionCnt && strcmp(Op, "atomicIncAcqRel"))
        simt::fail("%s: %s on ReductionCnt, expected atomicIncAcqRel", W->Name.c_str(), Op);
    }
  }

  // The claim and the free of an owned-pool entry (team/owned_launches.h),
  // Old and New the holder's key before and after: an entry is held by one
  // launch at a time, by a launch at most once, with its %gridid's key,
  // claimed with zero counters and freed with zero counters by the launch's
  // last team after every team contributed.
  void onOwnedStore(uint32_t Entry, uint64_t Old, uint64_t New) {
    LaunchWatch &W = current();
    if (!W.Owned)
      simt::fail("%s: a launch with a launch environment writes owned entry %u", W.Name.c_str(),
                 Entry);
    LaunchEnvironment &E = OwnedLaunchPool[Entry].Env;
    if (New != 0) {
      if (Old != 0)
        simt::fail("%s: claims owned entry %u, which launch key %llu holds", W.Name.c_str(), Entry,
                   static_cast<unsigned long long>(Old));
      if (OwnedOwner[Entry])
        simt::fail("%s: claims owned entry %u, which %s holds", W.Name.c_str(), Entry,
                   OwnedOwner[Entry]->Name.c_str());
      if (New != ompred::team::launchKey(W.La.GridId))
        simt::fail("%s: claims owned entry %u with key %llu, its %%gridid is %llu", W.Name.c_str(),
                   Entry, static_cast<unsigned long long>(New),
                   static_cast<unsigned long long>(W.La.GridId));
      if (W.OwnedClaims++)
        simt::fail("%s: claims a second owned entry (%u, after %d)", W.Name.c_str(), Entry,
                   W.OwnedEntry);
      if (E.ReductionCnt || E.ReductionIterCnt)
        simt::fail("%s: claims owned entry %u with counters %u, %u", W.Name.c_str(), Entry,
                   E.ReductionCnt, E.ReductionIterCnt);
      OwnedOwner[Entry] = &W;
      W.OwnedEntry = static_cast<int32_t>(Entry);
      W.Env = &E;
      W.Buffer = ompred::team::OwnedRecords[Entry];
      if (OutsideHolder && Entry != ompred::team::homeEntry(New)) {
        // The outside launch ends the moment a launch here is displaced.
        uint64_t &Home = OwnedLaunchPool[ompred::team::homeEntry(New)].Launch;
        if (ompred::team::keyOf(Home) == OutsideHolder)
          Home -= OutsideHolder;
        OutsideHolder = 0;
      }
      adversary(OwnedClaimStallChance);
      return;
    }
    if (OwnedOwner[Entry] != &W)
      simt::fail("%s: frees owned entry %u, which %s holds", W.Name.c_str(), Entry,
                 OwnedOwner[Entry] ? OwnedOwner[Entry]->Name.c_str() : "nobody");
    if (W.Contributed != W.Teams || W.Reader < 0)
      simt::fail("%s: frees owned entry %u after %u of %u teams contributed, records %s",
                 W.Name.c_str(), Entry, W.Contributed, W.Teams,
                 W.Reader < 0 ? "unread" : "read");
    if (E.ReductionCnt || E.ReductionIterCnt)
      simt::fail("%s: frees owned entry %u with counters %u, %u", W.Name.c_str(), Entry,
                 E.ReductionCnt, E.ReductionIterCnt);
    W.OwnedFrees++;
    OwnedOwner[Entry] = nullptr;
    // The entry is the next claimer's: its words are no longer this launch's.
    W.Env = nullptr;
  }

  void onPublish(LaunchWatch &Pub, uint32_t Block) {
    LaunchWatch &W = current();
    if (&W != &Pub)
      simt::fail("%s: a team of %s publishes a block in another launch's environment",
                 Pub.Name.c_str(), W.Name.c_str());
    if (Block >= LaunchSlotsPoolSize)
      simt::fail("%s: publishes pool block %u", W.Name.c_str(), Block);
    if (PoolOwner[Block])
      simt::fail("%s: publishes pool block %u, which %s holds", W.Name.c_str(), Block,
                 PoolOwner[Block]->Name.c_str());
    std::string Why;
    if (!blockClean(LaunchSlotsPool[Block], /*IgnoreClaimed=*/true, &Why))
      simt::fail("%s: publishes pool block %u, which is not clean: %s", W.Name.c_str(), Block,
                 Why.c_str());
    if (LaunchSlotsPool[Block].Claimed != 1)
      simt::fail("%s: publishes pool block %u without holding its claim", W.Name.c_str(), Block);
    PoolOwner[Block] = &W;
    W.Published = static_cast<int32_t>(Block);
    W.Publications++;
    adversary();
  }

  void onPool(const char *Op, uint32_t Block, size_t Field, uint32_t Old, uint32_t New) {
    LaunchWatch &W = current();
    uint32_t Team = ompred::hw::teamId();
    if (Field == offsetof(LaunchSlots, Claimed)) {
      if (!strcmp(Op, "atomicCas") && Old == 0 && New == 1 && PoolOwner[Block])
        simt::fail("%s: claims pool block %u, which %s holds", W.Name.c_str(), Block,
                   PoolOwner[Block]->Name.c_str());
      if (!strcmp(Op, "atomicStore") && New == 0) {
        if (PoolOwner[Block] == &W) {
          // The launch's last team frees its block.
          std::string Why;
          if (!blockClean(LaunchSlotsPool[Block], true, &Why))
            simt::fail("%s: frees pool block %u before it is clean: %s", W.Name.c_str(), Block,
                       Why.c_str());
          if (W.Contributed != W.Teams)
            simt::fail("%s: frees its block after %u of %u teams contributed", W.Name.c_str(),
                       W.Contributed, W.Teams);
          PoolOwner[Block] = nullptr;
        } else if (PoolOwner[Block]) {
          simt::fail("%s: frees pool block %u, which %s holds", W.Name.c_str(), Block,
                     PoolOwner[Block]->Name.c_str());
        } else {
          Handbacks++;
        }
      }
      return;
    }
    // Any other word of a block: only the launch that published it.
    if (PoolOwner[Block] != &W)
      simt::fail("%s: team %u: %s on byte %zu of pool block %u, which its launch does not "
                 "hold (%s does)",
                 W.Name.c_str(), Team, Op, Field, Block,
                 PoolOwner[Block] ? PoolOwner[Block]->Name.c_str() : "nobody");
    static const RegionWords RW;
    if (Field < RW.Offset || Field >= RW.Offset + RW.Bytes)
      return;
    uint32_t Region = static_cast<uint32_t>((Field - RW.Offset) / 4);
    uint32_t Taken = New & ~Old & RW.HeldMask, Freed = Old & ~New & RW.HeldMask;
    for (uint32_t M = Taken; M; M &= M - 1) {
      uint64_t Key = (uint64_t(Block) << 16) | (Region << 5) | __builtin_ctz(M);
      if (BitOwner.count(Key))
        simt::fail("%s: team %u takes bit %d of region %u, held by team %u",
                   W.Name.c_str(), Team, __builtin_ctz(M), Region, BitOwner[Key].second);
      BitOwner[Key] = {&W, Team};
      if (++W.BitsHeld[Team] > 1)
        simt::fail("%s: team %u holds %u region bits", W.Name.c_str(), Team, W.BitsHeld[Team]);
      adversary();
    }
    for (uint32_t M = Freed; M; M &= M - 1) {
      uint64_t Key = (uint64_t(Block) << 16) | (Region << 5) | __builtin_ctz(M);
      auto It = BitOwner.find(Key);
      if (It == BitOwner.end() || It->second.first != &W || It->second.second != Team)
        simt::fail("%s: team %u frees bit %d of region %u, which it does not hold",
                   W.Name.c_str(), Team, __builtin_ctz(M), Region);
      BitOwner.erase(It);
      W.BitsHeld[Team]--;
    }
  }
};

// How an SPMD launch's team-level code came to be: clang's SPMD kernel, or a
// generic kernel that OpenMPOpt made SPMD, with every thread of the team
// calling or thread 0 alone (TeamCase::From).
enum class Spmdized { No, AllThreads, LeaderOnly };

// One launch of the teams reduction over reduce list L.
template <class L> struct TeamCase {
  LaunchWatch W;
  typename L::Inputs In; // row = team
  std::vector<typename L::Record> Buf;
  typename L::Values Result{};
  uint64_t GarbageSeed = 0;
  // A generic kernel that OpenMPOpt made SPMD: every thread's reduce list
  // points to its team's one copy, which holds the team's value; with
  // LeaderOnly the other threads have left the kernel before the call (as
  // OpenMPOpt lets them where the team-level code has no parallel region).
  Spmdized From = Spmdized::No;
  bool sharedCopies() const { return From != Spmdized::No; }
  std::vector<std::unique_ptr<typename L::Data>> TeamCopy;
  // The pass plugin's original list item, read early (ompred/abi.h,
  // team/original.h): 0 for clang's calls, else the item's size, 4 or 8. The
  // item is OriginalOffset bytes into OriginalStore (misaligned where that is
  // not a multiple of its size); HandedValue is what the winner was handed.
  uint32_t OriginalBytes = 0, OriginalOffset = 0;
  alignas(8) unsigned char OriginalStore[24] = {};
  uint64_t OriginalValue = 0, HandedValue = 0;
  void *originalAddress() { return OriginalStore + OriginalOffset; }
  uint64_t originalFlags() const {
    return static_cast<uint64_t>(OriginalBytes) << OMPRED_ORIGINAL_BYTES_SHIFT;
  }
  void setOriginal(uint32_t Bytes, uint32_t Offset, uint64_t Value) {
    OriginalBytes = Bytes;
    OriginalOffset = Offset;
    OriginalValue = Bytes == 8 ? Value : Value & 0xffffffffu;
    HandedValue = ~OriginalValue;
    memcpy(originalAddress(), &OriginalValue, Bytes);
  }
  // Whether the plugin emitted the early copy (a target that has it), and
  // the team-shared word it copies into.
  bool PluginCopies = true;
  uint64_t CopyWordMarker = 0;
  // The plugin emits it in kernels that are SPMD when it runs: not in generic
  // ones, which OpenMPOpt may make SPMD later (the runtime is handed the
  // original in those too, with no word).
  bool pluginEmitsCopy() const { return PluginCopies && W.SPMD && !sharedCopies(); }
  // What the plugin's code does where the teams region starts, in every
  // thread: team 0's thread 0 starts copying an item it can copy.
  void prefetchOriginal() {
    if (!OriginalBytes || !pluginEmitsCopy() || ompred::hw::teamId() != 0 ||
        ompred::hw::threadIdInBlock() != 0 ||
        !ompred::hw::canCopyToTeamWord(originalAddress(), OriginalBytes))
      return;
    simt::startCopyToTeamWord(originalAddress(), OriginalBytes, &CopyWordMarker);
  }
  // Sets up the launch; Env must be zeroed memory owned by the caller.
  void setup(Rng &R, const char *Name, uint32_t Teams, uint32_t Threads, uint32_t Records,
             bool SPMD, LaunchEnvironment *Env, bool KeepBuffer = false) {
    W.Name = Name;
    W.Teams = Teams;
    W.Threads = Threads;
    W.Records = Records;
    W.SPMD = SPMD;
    W.Env = Env;
    W.Owned = !Env;
    W.OwnedEntry = -1;
    W.OwnedClaims = W.OwnedFrees = 0;
    In = L::makeInputs(Teams, R);
    if (W.Owned) {
      // The owned pool's records hold whatever earlier launches left.
      Buf.clear();
      W.Buffer = nullptr;
    } else {
      if (!KeepBuffer || Buf.size() != Records) {
        Buf.resize(Records);
        for (auto &Rec : Buf) // the buffer is not initialized by anyone
          fillGarbage(Rec, R);
      }
      W.Buffer = Buf.data();
      Env->ReductionBuffer = Buf.data();
    }
    W.reset();
    W.Ones = 0;
    W.WinnerTeam = W.WinnerTid = -1;
    W.BadReturns = 0;
    W.Contributed = 0;
    W.Reader = -1;
    W.Published = -1;
    W.Publications = 0;
    GarbageSeed = R.next();
    W.La = simt::Launch();
    W.La.NumTeams = Teams;
    W.La.ThreadsPerTeam = Threads;
    W.La.SPMD = SPMD;
    W.La.SPMDizedFromGeneric = sharedCopies();
    W.La.Env = Env;
    TeamCopy.clear();
    if (sharedCopies())
      for (uint32_t T = 0; T < Teams; ++T) {
        TeamCopy.push_back(std::make_unique<typename L::Data>());
        L::load(*TeamCopy.back(), In, T);
      }
    W.La.Body = SPMD ? spmdBody : genericBody;
    W.La.Exists = SPMD ? (From == Spmdized::LeaderOnly ? leaderExists : nullptr) : genericExists;
    W.La.Arg = this;
    W.La.RandomTeamOrder = R.chance(1, 3);
  }

  static void fillGarbage(typename L::Record &Rec, Rng &R) {
    typename L::Data D;
    L::loadGarbage(D, R);
    Rec = D.V;
  }

  void finishThread(int32_t Ret, const typename L::Data &D) {
    if (Ret == 1) {
      W.Ones++;
      W.WinnerTeam = ompred::hw::teamId();
      W.WinnerTid = ompred::hw::threadIdInBlock();
      Result = sharedCopies() ? TeamCopy[W.WinnerTeam]->V : D.V;
    } else if (Ret != 0) {
      W.BadReturns++;
    }
  }

  // Like clang's code: the buffer argument is __kmpc_reduction_get_fixed_buffer().
  // Like the plugin's, for a launch without environment: no buffer, the
  // flag on the reduce list's size (ompred/abi.h).
  int32_t callEntry(typename L::Data &D) {
    if constexpr (L::N == 1) {
      if (OriginalBytes) {
        // The plugin's call: clang's list of one variable, then the item,
        // where its value goes and the early copy's word.
        void *Ext[L::N + 3];
        Ext[0] = D.Ptrs[0];
        uint64_t Handed = 0x5a5a5a5a5a5a5a5aull;
        Ext[L::N] = originalAddress();
        Ext[L::N + 1] = &Handed;
        Ext[L::N + 2] = pluginEmitsCopy() ? &CopyWordMarker : nullptr;
        uint64_t Size = sizeof(D.Ptrs) | OMPRED_HANDED_ORIGINAL_FLAG | originalFlags();
        void *Buffer = nullptr;
        if (W.Owned)
          Size |= OMPRED_OWNED_LAUNCH_FLAG;
        else
          Buffer = __kmpc_reduction_get_fixed_buffer();
        int32_t Ret = __kmpc_nvptx_teams_reduce_nowait_v2(
            nullptr, Buffer, W.Records, Size, Ext, L::shuffleReduce, L::interWarpCopy, L::l2gCopy,
            L::l2gReduce, L::g2lCopy, L::g2lReduce);
        if (Ret == 1)
          HandedValue = OriginalBytes == 8 ? Handed : Handed & 0xffffffffu;
        return Ret;
      }
    } else if (OriginalBytes) {
      simt::fail("%s: the plugin hands the original of one-variable lists only", W.Name.c_str());
    }
    if (W.Owned) {
      if (W.Records * sizeof(typename L::Record) > ompred::team::OwnedRecordBytes)
        simt::fail("%s: %u records of %zu bytes do not fit the owned area", W.Name.c_str(),
                   W.Records, sizeof(typename L::Record));
      return __kmpc_nvptx_teams_reduce_nowait_v2(
          nullptr, nullptr, W.Records, sizeof(D.Ptrs) | OMPRED_OWNED_LAUNCH_FLAG, D.Ptrs,
          L::shuffleReduce,
          L::interWarpCopy, L::l2gCopy, L::l2gReduce, L::g2lCopy, L::g2lReduce);
    }
    void *Buffer = __kmpc_reduction_get_fixed_buffer();
    if (Buffer != Buf.data())
      simt::fail("%s: __kmpc_reduction_get_fixed_buffer() = %p, the launch's buffer is %p",
                 W.Name.c_str(), Buffer, static_cast<void *>(Buf.data()));
    return __kmpc_nvptx_teams_reduce_nowait_v2(
        nullptr, Buffer, W.Records, sizeof(D.Ptrs), D.Ptrs, L::shuffleReduce,
        L::interWarpCopy, L::l2gCopy, L::l2gReduce, L::g2lCopy, L::g2lReduce);
  }

  // SPMD: every thread calls; thread 0 holds the team's value, the others
  // whatever their private copies hold (garbage here).
  static void spmdBody(void *Arg) {
    auto *C = static_cast<TeamCase *>(Arg);
    uint32_t Team = ompred::hw::teamId(), Tid = ompred::hw::threadIdInBlock();
    C->prefetchOriginal();
    typename L::Data D;
    if (C->sharedCopies()) {
      for (size_t I = 0; I < L::N; ++I)
        D.Ptrs[I] = C->TeamCopy[Team]->Ptrs[I];
    } else if (Tid == 0) {
      L::load(D, C->In, Team);
    } else {
      Rng G(C->GarbageSeed ^ (uint64_t(Team) << 12) ^ Tid);
      L::loadGarbage(D, G);
    }
    C->finishThread(C->callEntry(D), D);
  }

  // Generic: the team's main thread calls; the workers wait for it at the
  // state machine's barrier; the other lanes of the main warp do not exist.
  static bool leaderExists(void *, uint32_t, uint32_t Tid) { return Tid == 0; }
  static bool genericExists(void *Arg, uint32_t, uint32_t Tid) {
    auto *C = static_cast<TeamCase *>(Arg);
    return Tid <= simt::genericMainThreadId(C->W.Threads);
  }
  static void genericBody(void *Arg) {
    auto *C = static_cast<TeamCase *>(Arg);
    uint32_t Team = ompred::hw::teamId(), Tid = ompred::hw::threadIdInBlock();
    uint32_t Main = simt::genericMainThreadId(C->W.Threads);
    if (Tid == Main) {
      C->prefetchOriginal();
      typename L::Data D;
      L::load(D, C->In, Team);
      C->finishThread(C->callEntry(D), D);
    }
    if (Main > 0)
      simt::namedBarrier(8, Main + 1);
  }

  // Checks after the simulation that ran this launch ended.
  void check(const char *Desc) {
    LaunchWatch &X = W;
    EXPECT(X.La.TeamsFinished == X.Teams, "%s: %u of %u teams finished", Desc,
           X.La.TeamsFinished, X.Teams);
    EXPECT(X.BadReturns == 0, "%s: %u threads returned neither 0 nor 1", Desc, X.BadReturns);
    EXPECT(X.Ones == 1, "%s: %u threads returned 1", Desc, X.Ones);
    auto Ref = L::referenceOf(In, X.Teams);
    EXPECT(L::equal(Result, Ref), "%s: result %s, expected %s", Desc, L::show(Result).c_str(),
           L::show(Ref).c_str());
    uint32_t WantTid = X.SPMD ? 0 : simt::genericMainThreadId(X.Threads);
    EXPECT(X.WinnerTid == WantTid, "%s: thread %lld returned 1, expected thread %u", Desc,
           static_cast<long long>(X.WinnerTid), WantTid);
    if (X.Teams == 1) {
      EXPECT(X.Contributed == 0 && X.Reader < 0 && X.Publications == 0,
             "%s: one team, yet records or slots were used", Desc);
    } else {
      EXPECT(X.Contributed == X.Teams, "%s: %u of %u teams contributed", Desc, X.Contributed,
             X.Teams);
      EXPECT(X.WinnerTeam == X.Reader, "%s: team %lld returned 1 but team %lld read the records",
             Desc, static_cast<long long>(X.WinnerTeam), static_cast<long long>(X.Reader));
      uint32_t Used = 0, Unread = 0;
      for (uint32_t I = 0; I < X.Records; ++I) {
        Used += X.Written[I];
        Unread += X.Written[I] && X.Reads[I] != 1;
      }
      EXPECT(Unread == 0, "%s: %u written records were not read back exactly once", Desc, Unread);
      EXPECT(Used >= 1 && Used <= std::min(X.Records, ompred::team::MaxRecords),
             "%s: %u records used", Desc, Used);
      // A direct launch takes no block, nor does an SPMD team stage's counted
      // launch (team/reduce.h; the leader of a generic or SPMD-ized kernel
      // counts in buckets above ArrivalBuckets teams); any other exactly one.
      bool NoBlock = X.spmdTeamStage() ? ompred::team::teamsOwnRecords(X.Teams, X.Records)
                                       : ompred::team::directRecords(X.Teams, X.Records);
      uint32_t WantPublications = NoBlock ? 0 : 1;
      EXPECT(X.Publications == WantPublications, "%s: the launch published %u blocks, expected %u",
             Desc, X.Publications, WantPublications);
    }
    if (X.Owned) {
      // One team touches no state; otherwise exactly one entry, freed.
      uint32_t Want = X.Teams > 1 ? 1 : 0;
      EXPECT(X.OwnedClaims == Want && X.OwnedFrees == Want,
             "%s: owned entry claimed %u times and freed %u times, expected %u", Desc,
             X.OwnedClaims, X.OwnedFrees, Want);
    }
    if (OriginalBytes) {
      EXPECT(HandedValue == OriginalValue, "%s: handed %#llx, the original list item holds %#llx",
             Desc, static_cast<unsigned long long>(HandedValue),
             static_cast<unsigned long long>(OriginalValue));
      // Team 0's thread 0 copies an aligned item where the plugin emits the
      // copy and the GPU has it.
      uint32_t Want = pluginEmitsCopy() && X.La.AsyncCopy && OriginalOffset % OriginalBytes == 0;
      EXPECT(X.La.CopiesStarted == Want, "%s: %u early copies of the original list item, expected %u",
             Desc, X.La.CopiesStarted, Want);
    }
    if (X.Env)
      EXPECT(X.Env->ReductionCnt == 0 && X.Env->ReductionIterCnt == 0,
             "%s: launch environment not zero after the launch (%u, %u)", Desc,
             X.Env->ReductionCnt, X.Env->ReductionIterCnt);
    for (uint32_t T = 0; T < X.Teams; ++T)
      if (X.BitsHeld[T]) {
        EXPECT(false, "%s: team %u still holds %u bits", Desc, T, X.BitsHeld[T]);
        break;
      }
  }
};

// After a simulation: no block is owned or dirty, no bit held.
inline void checkPoolClean(Monitor &M, const char *Desc) {
  for (uint32_t B = 0; B < LaunchSlotsPoolSize; ++B) {
    std::string Why;
    bool Clean = blockClean(LaunchSlotsPool[B], false, &Why);
    EXPECT(Clean, "%s: pool block %u not clean after the launch: %s", Desc, B, Why.c_str());
    EXPECT(!M.PoolOwner[B], "%s: pool block %u still owned by %s", Desc, B,
           M.PoolOwner[B] ? M.PoolOwner[B]->Name.c_str() : "");
    if (!Clean)
      break;
  }
  EXPECT(M.BitOwner.empty(), "%s: %zu region bits still held", Desc, M.BitOwner.size());
  for (uint32_t E = 0; E < OwnedLaunchPoolSize; ++E) {
    const auto &O = OwnedLaunchPool[E];
    bool Free = O.Launch == 0 && !O.Env.ReductionCnt && !O.Env.ReductionIterCnt &&
                !M.OwnedOwner[E];
    EXPECT(Free, "%s: owned entry %u not free after the launch (word %#llx, counters %u, %u)",
           Desc, E, static_cast<unsigned long long>(O.Launch), O.Env.ReductionCnt,
           O.Env.ReductionIterCnt);
    if (!Free)
      break;
  }
  EXPECT(ompred::team::OwnedClaimLock == 0, "%s: the owned claim lock is still held", Desc);
}

// After a failed case: put the pool and the monitor back so that the next
// cases test something.
inline void resetAfterFailure(Monitor &M) {
  memset(static_cast<void *>(LaunchSlotsPool), 0, sizeof(LaunchSlotsPool));
  for (auto &O : M.PoolOwner)
    O = nullptr;
  memset(static_cast<void *>(OwnedLaunchPool), 0, sizeof(OwnedLaunchPool));
  ompred::team::OwnedClaimLock = 0;
  for (auto &O : M.OwnedOwner)
    O = nullptr;
  M.BitOwner.clear();
}

// Runs launch C alone on machine M, checks it and the pool, and puts the
// pool and the monitor back after a failure.
template <class L>
void runAlone(Rng &R, Monitor &Mon, TeamCase<L> &C, const simt::Machine &M, const char *Name) {
  Mon.Watched = {&C.W};
  simt::Simulator S(M, schedOptions(R));
  S.add(C.W.La);
  uint64_t Before = Failures;
  if (runSim(S, Name))
    C.check(Name);
  checkPoolClean(Mon, Name);
  Mon.Watched.clear();
  if (Failures != Before)
    resetAfterFailure(Mon);
}

// Machines the team tests run on.
inline simt::Machine sparseMachine() {
  simt::Machine M; // 5 SMs with %smid 1, 4, 5, 9, 17 of %nsmid 20
  M.SmIds = {1, 4, 5, 9, 17};
  M.NSmId = 20;
  M.ResidentPerSM = 2;
  return M;
}

// Runs one launch alone on machine M and checks it and the pool.
template <class L>
bool runTeamLaunch(Rng &R, Monitor &Mon, const simt::Machine &M, uint32_t Teams,
                   uint32_t Threads, uint32_t Records, bool SPMD, const char *Tag,
                   uint64_t *Cases, Spmdized From = Spmdized::No) {
  ++*Cases;
  auto Env = std::make_unique<LaunchEnvironment>();
  memset(Env.get(), 0, sizeof(LaunchEnvironment));
  auto C = std::make_unique<TeamCase<L>>();
  char Desc[256];
  snprintf(Desc, sizeof Desc, "%s %s teams=%u threads=%u records=%u sms=%zu(x%u) [%s]", Tag,
           SPMD ? (From == Spmdized::No ? "spmd"
                   : From == Spmdized::AllThreads ? "spmd-ized generic, all threads"
                                                  : "spmd-ized generic, thread 0 alone")
                : "generic", Teams, Threads, Records, M.SmIds.size(), M.ResidentPerSM,
           L::describe().c_str());
  C->From = From;
  C->setup(R, Desc, Teams, Threads, Records, SPMD, Env.get());
  Mon.Watched = {&C->W};
  simt::Simulator S(M, schedOptions(R));
  S.add(C->W.La);
  uint64_t Before = Failures;
  bool Ok = runSim(S, Desc);
  if (Ok)
    C->check(Desc);
  // An SPMD direct launch makes no team wait at a team barrier: thread 0
  // alone contributes, and warp 0 alone finishes (team/reduce.h).
  if (Ok && C->W.spmdTeamStage() && Teams > 1 && ompred::team::directRecords(Teams, Records))
    EXPECT(S.stats().Barriers == 0, "%s: direct launch completed %llu team barriers, expected 0",
           Desc, static_cast<unsigned long long>(S.stats().Barriers));
  checkPoolClean(Mon, Desc);
  Mon.Watched.clear();
  if (Failures != Before)
    resetAfterFailure(Mon);
  return Ok;
}

// N launches of two teams each (one-thread generic teams over an int32 sum),
// in flight at once: team 1 of every launch waits until team 0 of min(N, 128)
// launches has contributed, so that many pool blocks (or owned entries, whose
// pool is as large) are held at once; with more launches than that, the
// others get theirs only once a launch has finished. Owned launches have no
// launch environment, and %gridid that crowd onto four home entries.
struct Crowd {
  using L = ReduceList<Var<int32_t, Op::Add>>;
  uint32_t Launches = 0;
  uint32_t FirstDone = 0;
  std::vector<std::unique_ptr<TeamCase<L>>> Cases;
  std::vector<std::unique_ptr<LaunchEnvironment>> Envs;
  static inline Crowd *Running = nullptr;

  static void body(void *Arg) {
    auto *C = static_cast<TeamCase<L> *>(Arg);
    uint32_t Team = ompred::hw::teamId();
    uint32_t Holders = std::min(Running->Launches, LaunchSlotsPoolSize);
    if (Team == 1)
      while (Running->FirstDone < Holders)
        simt::yield();
    typename L::Data D;
    L::load(D, C->In, Team);
    C->finishThread(C->callEntry(D), D);
    if (Team == 0)
      Running->FirstDone++;
  }
};
static_assert(OwnedLaunchPoolSize == LaunchSlotsPoolSize, "one crowd size for both pools");

inline void runCrowd(Rng &R, Monitor &Mon, uint32_t N, bool Owned, uint64_t *Cases) {
  ++*Cases;
  Crowd Cr;
  Cr.Launches = N;
  Crowd::Running = &Cr;
  simt::Simulator S(simt::Machine::uniform(2 * N, 1), schedOptions(R));
  Mon.Watched.clear();
  for (uint32_t K = 0; K < N; ++K) {
    LaunchEnvironment *Env = nullptr;
    if (!Owned) {
      Cr.Envs.push_back(std::make_unique<LaunchEnvironment>());
      Env = Cr.Envs.back().get();
      memset(static_cast<void *>(Env), 0, sizeof(LaunchEnvironment));
    }
    Cr.Cases.push_back(std::make_unique<TeamCase<Crowd::L>>());
    auto &C = *Cr.Cases.back();
    char Name[64];
    snprintf(Name, sizeof Name, "%scrowd of %u, launch %u", Owned ? "owned " : "", N, K);
    C.setup(R, Name, 2, 1, 7, false, Env);
    if (Owned)
      C.W.La.GridId = (R.next() >> 8) * OwnedLaunchPoolSize + R.below(4);
    C.W.La.Body = Crowd::body;
    C.W.La.Exists = nullptr;
    C.W.La.RandomTeamOrder = false;
    S.add(C.W.La);
    Mon.Watched.push_back(&C.W);
  }
  char Desc[64];
  snprintf(Desc, sizeof Desc, "%u %slaunches in flight", N, Owned ? "owned " : "");
  uint64_t Before = Failures;
  bool Ok = S.run();
  EXPECT(Ok, "%s: %s", Desc, S.error().c_str());
  if (Ok)
    for (auto &C : Cr.Cases)
      C->check(C->W.Name.c_str());
  checkPoolClean(Mon, Desc);
  Mon.Watched.clear();
  if (Failures != Before)
    resetAfterFailure(Mon);
  Crowd::Running = nullptr;
}

} // namespace th

#endif // OMPRED_SIMT_TEAM_HARNESS_H
