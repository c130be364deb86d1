// The SIMT model itself: shfl.sync.down against the PTX definition for every
// width, delta, lane and member mask (including undefined sources), 64-bit
// shuffles, vote.sync.ballot,
// activemask grouping, barriers, SM residency and %smid, reproducibility, and
// every error the model is meant to report (each must be reported, with a
// message that says what happened).
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/harness.h"

using namespace ompred;

namespace {

constexpr uint32_t Poison = 0xDEADBEEFu;

simt::Options opts(uint64_t Seed) {
  simt::Options O;
  O.Seed = Seed;
  O.PoisonValue = Poison;
  O.MaxSteps = 1000000;
  return O;
}

struct Ctx {
  uint32_t Launched = ~0u;
  uint32_t Mask = ~0u;
  uint32_t Delta = 0, Width = 32;
  uint32_t Out[1024];
  uint32_t Aux[1024];
  int Scenario = 0;
};
Ctx C;

bool launchedLanes(void *, uint32_t, uint32_t Tid) { return C.Launched >> (Tid % 32) & 1; }

// Runs Body on one team of Threads threads; returns the simulation's result.
bool run1(void (*Body)(void *), uint32_t Threads, uint64_t Seed, std::string *Err = nullptr,
          simt::Options O = simt::Options(), bool UseOpts = false) {
  simt::Launch L;
  L.NumTeams = 1;
  L.ThreadsPerTeam = Threads;
  L.Exists = launchedLanes;
  L.Body = Body;
  simt::Simulator S(simt::Machine::uniform(1, 1), UseOpts ? O : opts(Seed));
  S.add(L);
  bool Ok = S.run();
  if (Err)
    *Err = S.error();
  return Ok;
}

// ---- shuffles -------------------------------------------------------------------
void shflBody(void *) {
  uint32_t Lane = hw::laneId();
  C.Out[Lane] = static_cast<uint32_t>(
      hw::shuffleDown32(C.Mask, static_cast<int32_t>(1000 + Lane), C.Delta, C.Width));
}

// PTX ISA, shfl.sync mode .down, c = ((32 - width) << 8) | 0x1f:
// j = lane + b[4:0]; valid iff j <= maxLane = (lane & segmask) | (0x1f & ~segmask).
uint32_t ptxDown(uint32_t Lane, uint32_t Delta, uint32_t Width, uint32_t Members) {
  uint32_t SegMask = (32 - Width) & 0x1f;
  uint32_t MaxLane = (Lane & SegMask) | (0x1f & ~SegMask);
  uint32_t J = Lane + (Delta & 31);
  if (J > MaxLane)
    return 1000 + Lane;
  if (!(Members >> J & 1))
    return Poison;
  return 1000 + J;
}

void testShuffles(uint64_t &Cases) {
  th::Rng R(7);
  for (uint32_t Width = 1; Width <= 32; Width *= 2)
    for (uint32_t Delta : {0u, 1u, 2u, 3u, 5u, 8u, 15u, 16u, 17u, 31u, 32u, 33u, 48u, 65535u}) {
      for (int K = 0; K < 3; ++K) {
        ++Cases;
        uint32_t Launched = K == 0 ? ~0u : K == 1 ? 0x0000FFFFu : static_cast<uint32_t>(R.next());
        if (!Launched)
          Launched = 1;
        C.Launched = Launched;
        C.Mask = Launched;
        C.Delta = Delta;
        C.Width = Width;
        for (uint32_t &X : C.Out)
          X = 0;
        std::string Err;
        bool Ok = run1(shflBody, 32, R.next(), &Err);
        EXPECT(Ok, "shfl width %u delta %u: %s", Width, Delta, Err.c_str());
        for (uint32_t L = 0; L < 32; ++L)
          if (Launched >> L & 1)
            EXPECT(C.Out[L] == ptxDown(L, Delta, Width, Launched),
                   "shfl width %u delta %u launched %08x lane %u: got %u, PTX says %u", Width,
                   Delta, Launched, L, C.Out[L], ptxDown(L, Delta, Width, Launched));
      }
    }
  C.Launched = ~0u;
}

// 64-bit shuffles: both halves move together.
void shfl64Body(void *) {
  uint32_t Lane = hw::laneId();
  int64_t V = (int64_t(Lane + 7) << 40) | (0x80000000u + Lane);
  int64_t Got = hw::shuffleDown64(~0u, V, 3, 32);
  uint32_t Src = Lane + 3 < 32 ? Lane + 3 : Lane;
  int64_t Want = (int64_t(Src + 7) << 40) | (0x80000000u + Src);
  C.Out[Lane] = Got == Want;
}

// ---- ballot and activemask ---------------------------------------------------------
void ballotBody(void *) {
  uint32_t Lane = hw::laneId();
  C.Out[Lane] = hw::ballot(C.Mask, (Lane * 7 + 3) % 5 < 2);
}

__attribute__((noinline)) uint32_t siteA() { return hw::activeMask(); }
__attribute__((noinline)) uint32_t siteB() { return hw::activeMask(); }

void activeBody(void *) {
  uint32_t Lane = hw::laneId();
  switch (C.Scenario) {
  case 0: // everyone at one instruction
    C.Out[Lane] = siteA();
    break;
  case 1: // two instructions: two groups
    C.Out[Lane] = Lane % 3 == 0 ? siteA() : siteB();
    break;
  case 2: // lanes 20.. wait at a barrier: not part of the group
    if (Lane >= 20) {
      simt::namedBarrier(1, 32);
      C.Out[Lane] = 0;
      return;
    }
    C.Out[Lane] = siteA();
    simt::namedBarrier(1, 32);
    break;
  case 3: // lanes below 4 leave first
    if (Lane < 4) {
      C.Out[Lane] = 0;
      return;
    }
    C.Out[Lane] = siteA();
    break;
  }
}

void testVotes(uint64_t &Cases) {
  ++Cases;
  C.Launched = ~0u;
  C.Mask = ~0u;
  EXPECT(run1(shfl64Body, 32, 3), "shuffleDown64 run");
  for (uint32_t L = 0; L < 32; ++L)
    EXPECT(C.Out[L] == 1, "shuffleDown64 lane %u moved the halves apart", L);

  for (uint32_t Launched : {~0u, 0x00FF00FFu, 0x80000001u}) {
    ++Cases;
    C.Launched = C.Mask = Launched;
    EXPECT(run1(ballotBody, 32, Launched), "ballot run");
    uint32_t Want = 0;
    for (uint32_t L = 0; L < 32; ++L)
      if ((Launched >> L & 1) && (L * 7 + 3) % 5 < 2)
        Want |= 1u << L;
    for (uint32_t L = 0; L < 32; ++L)
      if (Launched >> L & 1)
        EXPECT(C.Out[L] == Want, "ballot lane %u: %08x, expected %08x", L, C.Out[L], Want);
  }

  for (int Sc = 0; Sc < 4; ++Sc)
    for (uint64_t Seed = 1; Seed <= 20; ++Seed) {
      ++Cases;
      C.Launched = Sc == 0 && Seed % 2 ? 0x0F0F0F0Fu : ~0u;
      C.Scenario = Sc;
      EXPECT(run1(activeBody, 32, Seed), "activemask scenario %d", Sc);
      for (uint32_t L = 0; L < 32; ++L) {
        if (!(C.Launched >> L & 1))
          continue;
        uint32_t Want = 0;
        switch (Sc) {
        case 0: Want = C.Launched; break;
        case 1:
          for (uint32_t K = 0; K < 32; ++K)
            if ((K % 3 == 0) == (L % 3 == 0))
              Want |= 1u << K;
          break;
        case 2: Want = L < 20 ? 0x000FFFFFu : 0; break;
        case 3: Want = L < 4 ? 0 : 0xFFFFFFF0u; break;
        }
        EXPECT(C.Out[L] == Want, "activemask scenario %d seed %llu lane %u: %08x, expected %08x",
               Sc, static_cast<unsigned long long>(Seed), L, C.Out[L], Want);
      }
    }
  C.Launched = ~0u;
}

// ---- barriers --------------------------------------------------------------------------
void barrierBody(void *) {
  uint32_t Tid = hw::threadIdInBlock();
  // Round k: only thread (7k mod n) votes true.
  for (uint32_t K = 0; K < 4; ++K) {
    bool Any = hw::teamBarrierOr(Tid == (7 * K) % hw::threadsInBlock() && K % 2 == 0);
    C.Out[Tid] |= uint32_t(Any) << K;
  }
}

void testBarriers(uint64_t &Cases) {
  for (uint32_t N : {1u, 31u, 33u, 100u, 1024u}) {
    ++Cases;
    C.Launched = ~0u;
    for (uint32_t &X : C.Out)
      X = 0;
    EXPECT(run1(barrierBody, N, N), "bar.red.or with %u threads", N);
    for (uint32_t T = 0; T < N; ++T)
      EXPECT(C.Out[T] == 0x5u, "bar.red.or %u threads: thread %u saw %x, expected 5", N, T,
             C.Out[T]);
  }
}

// ---- residency, SMs, reproducibility -------------------------------------------------
struct Residency {
  uint32_t Now = 0, Max = 0, PerSm[64] = {}, MaxPerSm = 0;
  uint32_t BadSm = 0, BadNsm = 0;
  std::vector<uint32_t> Trace;
  simt::Machine M;
} Res;

void residencyBody(void *) {
  uint32_t Tid = hw::threadIdInBlock();
  uint32_t Sm = hw::smId();
  if (std::find(Res.M.SmIds.begin(), Res.M.SmIds.end(), Sm) == Res.M.SmIds.end())
    Res.BadSm++;
  if (hw::smIdCount() != Res.M.NSmId)
    Res.BadNsm++;
  if (Tid == 0) {
    Res.Now++;
    Res.PerSm[Sm]++;
    Res.Max = std::max(Res.Max, Res.Now);
    Res.MaxPerSm = std::max(Res.MaxPerSm, Res.PerSm[Sm]);
  }
  static uint32_t Ticket;
  Res.Trace.push_back(hw::teamId() * 1000 + Tid);
  hw::atomicAdd(&Ticket, 1);
  Res.Trace.push_back(hw::teamId() * 1000 + Tid);
  hw::teamBarrierOr(false);
  if (Tid == 0) {
    Res.Now--;
    Res.PerSm[Sm]--;
  }
}

std::vector<uint32_t> runResidency(const simt::Machine &M, uint64_t Seed, uint32_t Teams,
                                   uint32_t Threads) {
  Res = Residency();
  Res.M = M;
  simt::Launch L;
  L.NumTeams = Teams;
  L.ThreadsPerTeam = Threads;
  L.Body = residencyBody;
  simt::Options O = opts(Seed);
  O.StallChance = 200;
  simt::Simulator S(M, O);
  S.add(L);
  EXPECT(S.run(), "residency run: %s", S.error().c_str());
  EXPECT(L.TeamsFinished == Teams, "residency: %u of %u teams finished", L.TeamsFinished, Teams);
  return Res.Trace;
}

void testScheduler(uint64_t &Cases) {
  simt::Machine Sparse;
  Sparse.SmIds = {2, 3, 11};
  Sparse.NSmId = 13;
  Sparse.ResidentPerSM = 2;
  for (const simt::Machine &M : {simt::Machine::uniform(1, 1), simt::Machine::uniform(3, 2), Sparse,
                                 simt::Machine::uniform(16, 3)}) {
    ++Cases;
    runResidency(M, 11, 200, 40);
    uint32_t Cap = static_cast<uint32_t>(M.SmIds.size()) * M.ResidentPerSM;
    EXPECT(Res.Max <= Cap && Res.Max >= std::min<uint32_t>(Cap, 2),
           "residency: %u teams at once on a machine of %u slots", Res.Max, Cap);
    EXPECT(Res.MaxPerSm <= M.ResidentPerSM, "residency: %u teams on one SM (max %u)",
           Res.MaxPerSm, M.ResidentPerSM);
    EXPECT(Res.BadSm == 0 && Res.BadNsm == 0, "%%smid / %%nsmid outside the machine");
  }
  ++Cases;
  auto A = runResidency(simt::Machine::uniform(3, 2), 99, 30, 64);
  auto B = runResidency(simt::Machine::uniform(3, 2), 99, 30, 64);
  auto D = runResidency(simt::Machine::uniform(3, 2), 100, 30, 64);
  EXPECT(A == B, "the same seed gave a different interleaving");
  EXPECT(A != D, "different seeds gave the same interleaving");
}

// ---- errors the model must report ------------------------------------------------------
void errBody(void *) {
  uint32_t Lane = hw::laneId();
  uint32_t Tid = hw::threadIdInBlock();
  switch (C.Scenario) {
  case 0: // mask without the caller
    hw::shuffleDown32(1u << ((Lane + 1) % 32), 1, 1, 32);
    break;
  case 1: // mask naming a lane that was never launched (C.Launched = 0x7)
    hw::shuffleDown32(0xFu, 1, 1, 32);
    break;
  case 2: // lanes 0,1 at a shuffle and a ballot of the same mask
    if (Lane == 0)
      hw::shuffleDown32(0x3u, 1, 1, 32);
    else if (Lane == 1)
      hw::ballot(0x3u, true);
    break;
  case 3: // lane 1 never reaches the shuffle lane 0 waits in: it waits at a barrier
    if (Lane == 0)
      hw::shuffleDown32(0x3u, 1, 1, 32);
    else if (Lane == 1)
      simt::namedBarrier(2, 2);
    break;
  case 4: // bar.red and bar.sync on barrier 0 at once
    if (Tid == 0)
      hw::teamBarrierOr(true);
    else
      simt::kmpcBarrier();
    break;
  case 6: // thread 0 exits while the others wait at barrier 0
    if (Tid != 0) {
      C.Aux[0]++;
      hw::teamBarrierOr(false);
    } else {
      while (C.Aux[0] != hw::threadsInBlock() - 1)
        simt::yield();
    }
    break;
  case 7: // spins forever
    for (;;)
      hw::backoff();
  case 8:
    runtime::fatal("boom", "file.cpp", 12, "fn");
  case 9: // a lane exits while another waits for it in a shuffle
    if (Lane == 0)
      hw::shuffleDown32(0x3u, 1, 1, 32);
    break;
  case 10: // shuffle width that is not a power of two
    hw::shuffleDown32(~0u, 1, 1, 24);
    break;
  case 11: // a test failing from inside a simulated thread
    simt::fail("test says no (%d)", 42);
  }
}

void testErrors(uint64_t &Cases) {
  struct E {
    int Scenario;
    uint32_t Launched, Threads;
    const char *Needle;
  };
  const E Es[] = {
      {0, ~0u, 32, "does not include its own lane"},
      {1, 0x7u, 32, "exited or were never launched"},
      {2, ~0u, 32, "divergent warp collectives"},
      {3, ~0u, 32, "deadlock"},
      {4, ~0u, 64, "intermixed"},
      {6, ~0u, 64, "exits while"},
      {7, ~0u, 32, "livelock"},
      {8, ~0u, 32, "ompred fatal: boom"},
      {9, 0x3u, 32, "exit"},
      {10, ~0u, 32, "not a power of two"},
      {11, ~0u, 32, "test says no (42)"},
  };
  for (const E &X : Es) {
    ++Cases;
    C.Scenario = X.Scenario;
    C.Launched = X.Launched;
    C.Aux[0] = 0;
    std::string Err;
    simt::Options O = opts(5);
    O.MaxSteps = 20000;
    bool Ok = run1(errBody, X.Threads, 0, &Err, O, true);
    EXPECT(!Ok, "error scenario %d ran without error", X.Scenario);
    EXPECT(Err.find(X.Needle) != std::string::npos,
           "error scenario %d: message lacks \"%s\": %s", X.Scenario, X.Needle, Err.c_str());
  }
  C.Launched = ~0u;
  C.Scenario = 0;
}

} // namespace

int main() {
  uint64_t Cases = 0;
  testShuffles(Cases);
  testVotes(Cases);
  testBarriers(Cases);
  testScheduler(Cases);
  testErrors(Cases);
  return th::finish("model-selftest", Cases);
}
