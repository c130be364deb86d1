//===- simt/model.cpp - The SIMT model: coroutines, warps, collectives -------===//
//
// See simt/model.h for the interface and test/simt/README.md for the
// semantics. In short:
//
//  * Each simulated thread is a coroutine on its own stack, switched by hand
//    (x86-64) or with ucontext (elsewhere, or with -DSIMT_USE_UCONTEXT).
//  * The scheduler runs one runnable thread at a time, chosen at random
//    (seeded), until that thread reaches a yield point: a collective, an
//    atomic (before and after it), a fence, a backoff or simt::yield().
//  * A thread is Runnable, Blocked (waiting in a collective) or Exited.
//  * activemask: the calling lane waits until no lane of its warp is
//    runnable (every lane is blocked somewhere or gone); then every lane
//    waiting in activemask at the same instruction gets the set of those
//    lanes. That is the maximal-convergence answer: lanes that reached the
//    same instruction and were not held elsewhere run it together.
//  * shfl.sync / vote.sync: complete when every live lane of the mask waits in
//    the same kind of collective with the same mask.
//  * barriers: per team, 16 ids, like bar.sync / bar.red.or.
//
//===----------------------------------------------------------------------===//
#include "simt/model.h"

#include "llvm19/launch_environment.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <string>
#include <vector>

#if !defined(__x86_64__) && !defined(SIMT_USE_UCONTEXT)
#define SIMT_USE_UCONTEXT 1
#endif
#if defined(SIMT_USE_UCONTEXT)
#include <ucontext.h>
#endif

namespace simt {
namespace {

// ---- coroutine contexts ------------------------------------------------------
#if !defined(SIMT_USE_UCONTEXT)
// simt_ctx_switch(Save, To): saves the callee-saved registers, MXCSR and the
// x87 control word on the current stack, stores the stack pointer in *Save,
// and resumes the context whose stack pointer is To.
asm(R"(
  .text
  .p2align 4
  .globl simt_ctx_switch
  .hidden simt_ctx_switch
  .type simt_ctx_switch,@function
simt_ctx_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size simt_ctx_switch, .-simt_ctx_switch

  .p2align 4
  .globl simt_ctx_trampoline
  .hidden simt_ctx_trampoline
  .type simt_ctx_trampoline,@function
simt_ctx_trampoline:
  movq %r12, %rdi
  callq *%r13
  ud2
  .size simt_ctx_trampoline, .-simt_ctx_trampoline
)");
extern "C" void simt_ctx_switch(void **Save, void *To);
extern "C" void simt_ctx_trampoline();

struct Ctx {
  void *Sp = nullptr;
};
void ctxInit(Ctx &C, void *StackLo, size_t Size, void (*Fn)(void *), void *Arg) {
  uintptr_t Top = (reinterpret_cast<uintptr_t>(StackLo) + Size) & ~uintptr_t(15);
  uint64_t *Sp = reinterpret_cast<uint64_t *>(Top) - 8;
  uint32_t Control[2] = {0x1F80u, 0x037Fu}; // default MXCSR, x87 control word
  memcpy(&Sp[0], Control, 8);
  Sp[1] = 0;                                         // r15
  Sp[2] = 0;                                         // r14
  Sp[3] = reinterpret_cast<uint64_t>(Fn);            // r13
  Sp[4] = reinterpret_cast<uint64_t>(Arg);           // r12
  Sp[5] = 0;                                         // rbx
  Sp[6] = 0;                                         // rbp
  Sp[7] = reinterpret_cast<uint64_t>(&simt_ctx_trampoline); // return address
  C.Sp = Sp;
}
inline void ctxSwitch(Ctx &From, Ctx &To) { simt_ctx_switch(&From.Sp, To.Sp); }
#else
struct Ctx {
  ucontext_t Uc;
};
void (*UcFn)(void *);
void *UcArg;
void ucEntry() { UcFn(UcArg); }
void ctxInit(Ctx &C, void *StackLo, size_t Size, void (*Fn)(void *), void *Arg) {
  getcontext(&C.Uc);
  C.Uc.uc_stack.ss_sp = StackLo;
  C.Uc.uc_stack.ss_size = Size;
  C.Uc.uc_link = nullptr;
  // The entry reads the current thread from the model, so Fn/Arg are only
  // needed for the first switch; they are the same for every thread.
  UcFn = Fn;
  UcArg = Arg;
  makecontext(&C.Uc, ucEntry, 0);
}
inline void ctxSwitch(Ctx &From, Ctx &To) { swapcontext(&From.Uc, &To.Uc); }
#endif

// ---- random numbers ----------------------------------------------------------
struct Rng {
  uint64_t S;
  explicit Rng(uint64_t Seed) : S(Seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull) {}
  uint64_t next() { // splitmix64
    uint64_t Z = (S += 0x9E3779B97F4A7C15ull);
    Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ull;
    Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBull;
    return Z ^ (Z >> 31);
  }
  uint32_t below(uint32_t N) { return static_cast<uint32_t>(next() % N); }
  uint32_t bits16() { return static_cast<uint32_t>(next() & 0xFFFF); }
};

// ---- simulated machine state ---------------------------------------------------
enum class St : uint8_t { Runnable, Blocked, Exited };
enum class Op : uint8_t { None, ActiveMask, Shfl, Ballot, Barrier };
enum class BarKind : uint8_t { Sync, RedOr };

struct Team;
struct Warp;
struct LaunchState;

struct Thread {
  Team *Tm = nullptr;
  Warp *W = nullptr;
  uint32_t Tid = 0, Lane = 0;
  bool Launched = false;
  St State = St::Exited;
  Op PendingOp = Op::None;
  bool Pred = false;
  uint32_t Mask = 0, Val = 0, Delta = 0, Width = 0, Result = 0, BarId = 0;
  const void *Pc = nullptr;
  uint32_t BlockBarriers = 0; // runtime::barrier calls, for BlockBarrierMutant
  int32_t RunIdx = -1;
  void *Stack = nullptr;
  Ctx C;
};

struct Warp {
  Team *Tm = nullptr;
  uint32_t Index = 0;
  Thread *Lanes[32] = {};
  uint32_t Live = 0;       // launched and not exited
  int NotBlocked = 0;      // live lanes that are runnable (or parked)
  uint32_t AMWaiters = 0;  // lanes waiting in activemask
};

struct BarrierState {
  std::vector<Thread *> Waiters;
  BarKind Kind = BarKind::Sync;
  bool Aligned = false;
  bool Or = false;
  uint32_t Count = 0;
  const void *Pc = nullptr;
};

struct Team {
  LaunchState *LS = nullptr;
  uint32_t Id = 0;
  uint32_t SmIndex = 0, SmId = 0;
  uint32_t Threads = 0;
  uint32_t Live = 0;
  std::vector<Thread> Ts;
  std::vector<Warp> Ws;
  uint32_t Shared[32];
  uint64_t ExchangeSlots[ompred::ExchangeSlotWords];
  uint32_t ExchangeCursors[ompred::MaxThreadsPerTeam];
  uint32_t HandOff;
  // The team word of hw::startCopyToTeamWord, and the thread whose copy is
  // pending (-1: none).
  uint64_t CopyWord = 0;
  const uint64_t *CopyWordAt = nullptr;
  int64_t CopyPending = -1;
  BarrierState Bars[16];
  bool Stalled = false;
  uint64_t StallEnd = 0;
  std::vector<Thread *> Parked;
  size_t ResidentIdx = 0;
};

struct LaunchState {
  Launch *L = nullptr;
  std::vector<uint32_t> Order;
  uint32_t Next = 0;
  uint32_t LiveTeams = 0;
};

struct SMState {
  uint32_t SmId;
  uint32_t Free;
};

} // namespace

struct Simulator::Impl {
  Machine M;
  Options O;
  Stats S;
  std::string Err;
  bool Failed = false;
  bool Running = false;
  Rng R, PoisonRng;
  std::vector<LaunchState> Ls;
  std::vector<SMState> SMs;
  uint32_t FreeSlots = 0, Pending = 0;
  std::vector<Thread *> RunQ;
  std::vector<Team *> Resident;
  std::vector<Team *> StalledTeams;
  Ctx SchedCtx;
  Thread *Last = nullptr;
  uint32_t ResidentThreads = 0;

  Impl(const Machine &M, const Options &O) : M(M), O(O), R(O.Seed), PoisonRng(O.Seed ^ 0x5EEDull) {}
  ~Impl();

  // run queue
  void runqAdd(Thread *T) {
    T->RunIdx = static_cast<int32_t>(RunQ.size());
    RunQ.push_back(T);
  }
  void runqRemove(Thread *T) {
    if (T->RunIdx < 0)
      return;
    Thread *Back = RunQ.back();
    RunQ[T->RunIdx] = Back;
    Back->RunIdx = T->RunIdx;
    RunQ.pop_back();
    T->RunIdx = -1;
  }
  void wake(Thread *T) {
    T->State = St::Runnable;
    T->PendingOp = Op::None;
    T->W->NotBlocked++;
    if (T->Tm->Stalled)
      T->Tm->Parked.push_back(T);
    else
      runqAdd(T);
  }
  void block(Thread *T) {
    T->State = St::Blocked;
    if (T->RunIdx >= 0)
      runqRemove(T);
    else
      T->Tm->Parked.erase(std::find(T->Tm->Parked.begin(), T->Tm->Parked.end(), T));
    T->W->NotBlocked--;
  }

  void *allocStack();
  void releaseStack(void *P);
  void dispatch();
  void startTeam(LaunchState &LS, uint32_t TeamId, uint32_t SmIndex);
  void finishTeam(Team *Tm);
  void stall(Team *Tm, uint64_t Until);
  void unstall(Team *Tm);
  void deadlock();
  void describeTeam(std::string &Out, Team *Tm);
  void cleanup();
  uint32_t poison() {
    S.PoisonReads++;
    return O.PoisonValue ? O.PoisonValue : static_cast<uint32_t>(PoisonRng.next());
  }
  uint64_t Step = 0;
};

namespace {
Simulator::Impl *Active = nullptr;
Thread *Cur = nullptr;
AtomicHook Hook = nullptr;
void *HookCtx = nullptr;

std::string vformat(const char *Fmt, va_list Ap) {
  char Buf[2048];
  vsnprintf(Buf, sizeof Buf, Fmt, Ap);
  return Buf;
}
std::string format(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));
std::string format(const char *Fmt, ...) {
  va_list Ap;
  va_start(Ap, Fmt);
  std::string S = vformat(Fmt, Ap);
  va_end(Ap);
  return S;
}

// "function+0xoff" when the dynamic symbol table knows the function (link
// with -rdynamic), else "object+0xoff" for addr2line.
std::string symbolize(const void *Pc) {
  Dl_info Info;
  if (Pc && dladdr(Pc, &Info)) {
    if (Info.dli_sname && Info.dli_saddr)
      return format("%s+0x%lx", Info.dli_sname,
                    static_cast<unsigned long>(static_cast<const char *>(Pc) -
                                               static_cast<const char *>(Info.dli_saddr)));
    if (Info.dli_fname && Info.dli_fbase) {
      const char *Base = strrchr(Info.dli_fname, '/');
      return format("%s+0x%lx", Base ? Base + 1 : Info.dli_fname,
                    static_cast<unsigned long>(static_cast<const char *>(Pc) -
                                               static_cast<const char *>(Info.dli_fbase)));
    }
  }
  return format("pc %p", Pc);
}

const char *opName(Op K) {
  switch (K) {
  case Op::None: return "running";
  case Op::ActiveMask: return "activemask";
  case Op::Shfl: return "shfl.sync";
  case Op::Ballot: return "vote.sync.ballot";
  case Op::Barrier: return "barrier";
  }
  return "?";
}

std::string where(const Thread *T) {
  return format("team %u thread %u (warp %u lane %u)", T->Tm->Id, T->Tid, T->W->Index,
                T->Lane);
}

[[noreturn]] void failNow(const std::string &Msg) {
  if (!Active || !Active->Running) {
    fprintf(stderr, "simt: error: %s\n", Msg.c_str());
    exit(1);
  }
  if (!Active->Failed) {
    Active->Failed = true;
    Active->Err = Msg;
  }
  if (Cur) {
    // Abandon this thread: the scheduler never resumes it.
    Thread *T = Cur;
    ctxSwitch(T->C, Active->SchedCtx);
  }
  abort(); // unreachable: the scheduler never returns to a failed thread
}

Thread *self(const char *Fn) {
  if (!Cur) {
    fprintf(stderr, "simt: %s called outside a simulated thread\n", Fn);
    abort();
  }
  return Cur;
}

// Back to the scheduler; the thread stays runnable if it was.
inline void toScheduler(Thread *T) { ctxSwitch(T->C, Active->SchedCtx); }

void preempt(const char *Fn) { toScheduler(self(Fn)); }

// The lanes waiting in activemask at First's instruction (at any, without
// ActiveMaskByPc) leave it as one group: each gets the group as its mask.
void releaseGroup(Warp *W, Thread *First) {
  uint32_t Group = 0;
  for (uint32_t M = W->AMWaiters; M; M &= M - 1) {
    Thread *X = W->Lanes[__builtin_ctz(M)];
    if (X->Pc == First->Pc || !Active->O.ActiveMaskByPc)
      Group |= 1u << X->Lane;
  }
  W->AMWaiters &= ~Group;
  for (uint32_t M = Group; M; M &= M - 1) {
    Thread *X = W->Lanes[__builtin_ctz(M)];
    X->Result = Group;
    Active->wake(X);
  }
}

// activemask resolution: when no live lane of the warp is runnable, the lanes
// waiting in activemask at the same instruction form one converged group each.
void settle(Warp *W) {
  if (W->NotBlocked != 0)
    return;
  while (W->AMWaiters)
    releaseGroup(W, W->Lanes[__builtin_ctz(W->AMWaiters)]);
}

bool isWarpCollective(Op K) { return K == Op::Shfl || K == Op::Ballot; }

// A lane of T's mask waits in another warp collective that names T: each
// waits for the other, so neither can complete.
void checkDivergence(Thread *T) {
  Warp *W = T->W;
  for (uint32_t M = T->Mask & ~(1u << T->Lane); M; M &= M - 1) {
    Thread *X = W->Lanes[__builtin_ctz(M)];
    if (!X || X->State != St::Blocked || !isWarpCollective(X->PendingOp))
      continue;
    if ((X->Mask >> T->Lane & 1) && (X->PendingOp != T->PendingOp || X->Mask != T->Mask))
      failNow(format("divergent warp collectives: %s is in %s(mask=%08x) at %s, but "
                     "%s, named in that mask, waits in %s(mask=%08x) at %s, which "
                     "names the first lane: neither can complete",
                     where(T).c_str(), opName(T->PendingOp), T->Mask,
                     symbolize(T->Pc).c_str(), where(X).c_str(), opName(X->PendingOp),
                     X->Mask, symbolize(X->Pc).c_str()));
  }
}

// Completes the warp collective of Mask if every live lane of it has arrived.
void tryCompleteWarpOp(Warp *W, Op K, uint32_t Mask) {
  Simulator::Impl &Sim = *Active;
  for (uint32_t M = Mask; M; M &= M - 1) {
    uint32_t L = __builtin_ctz(M);
    Thread *X = W->Lanes[L];
    if (!X || X->State == St::Exited)
      continue; // checked at arrival / exit (strict) or not waited for
    if (X->State != St::Blocked || X->PendingOp != K || X->Mask != Mask)
      return;
  }
  uint32_t Part = Mask & W->Live;
  if (K == Op::Shfl) {
    Sim.S.Shuffles++;
    for (uint32_t M = Part; M; M &= M - 1) {
      Thread *X = W->Lanes[__builtin_ctz(M)];
      // PTX shfl.sync.down: j = lane + b[4:0]; the segment of Width lanes
      // that holds the lane bounds j; out of bounds: the lane's own value.
      uint32_t B = X->Delta & 31;
      uint32_t MaxLane = (X->Lane & ~(X->Width - 1)) + X->Width - 1;
      uint32_t J = X->Lane + B;
      uint32_t V;
      if (J > MaxLane)
        V = X->Val;
      else if (Part >> J & 1)
        V = W->Lanes[J]->Val;
      else
        V = Sim.poison();
      X->Result = V;
    }
  } else {
    uint32_t Bits = 0;
    for (uint32_t M = Part; M; M &= M - 1) {
      Thread *X = W->Lanes[__builtin_ctz(M)];
      if (X->Pred)
        Bits |= 1u << X->Lane;
    }
    for (uint32_t M = Part; M; M &= M - 1)
      W->Lanes[__builtin_ctz(M)]->Result = Bits;
  }
  for (uint32_t M = Part; M; M &= M - 1)
    Sim.wake(W->Lanes[__builtin_ctz(M)]);
}

uint32_t warpCollective(Op K, uint32_t Mask, uint32_t Val, bool Pred, uint32_t Delta,
                        uint32_t Width, const void *Pc) {
  Thread *T = self(opName(K));
  Simulator::Impl &Sim = *Active;
  Warp *W = T->W;
  if (!(Mask >> T->Lane & 1))
    failNow(format("%s calls %s with mask %08x, which does not include its own lane "
                   "(at %s)",
                   where(T).c_str(), opName(K), Mask, symbolize(Pc).c_str()));
  if (K == Op::Shfl && (Width == 0 || Width > 32 || (Width & (Width - 1))))
    failNow(format("%s calls shfl.sync with width %u (not a power of two in 1..32)",
                   where(T).c_str(), Width));
  if (Sim.O.StrictMasks) {
    uint32_t Gone = Mask & ~W->Live;
    if (Gone)
      failNow(format("%s calls %s with mask %08x, which names lane(s) %08x that have "
                     "exited or were never launched (at %s)",
                     where(T).c_str(), opName(K), Mask, Gone, symbolize(Pc).c_str()));
  }
  T->PendingOp = K;
  T->Mask = Mask;
  T->Val = Val;
  T->Pred = Pred;
  T->Delta = Delta;
  T->Width = Width;
  T->Pc = Pc;
  Sim.block(T);
  checkDivergence(T);
  tryCompleteWarpOp(W, K, Mask);
  settle(W);
  toScheduler(T);
  return T->Result;
}

// A barrier instance completes: every waiter leaves with the instance's OR.
void releaseBarrier(Simulator::Impl &Sim, BarrierState &B) {
  bool Or = B.Or;
  std::vector<Thread *> Ws;
  Ws.swap(B.Waiters);
  for (Thread *X : Ws) {
    X->Result = Or;
    Sim.wake(X);
  }
}

bool barrier(uint32_t Id, uint32_t Count, BarKind Kind, bool Aligned, bool Pred,
             const void *Pc) {
  Thread *T = self("barrier");
  Simulator::Impl &Sim = *Active;
  Team *Tm = T->Tm;
  if (Id >= 16)
    failNow(format("%s: barrier id %u out of range", where(T).c_str(), Id));
  BarrierState &B = Tm->Bars[Id];
  const char *Name = Kind == BarKind::RedOr ? "bar.red.or" : "bar.sync";
  if (B.Waiters.empty()) {
    B.Kind = Kind;
    B.Aligned = Aligned;
    B.Count = Count;
    B.Pc = Pc;
    B.Or = false;
  } else {
    if (B.Kind != Kind)
      failNow(format("%s reaches %s %u while other threads of the team wait in %s %u: "
                     "bar.red must not be intermixed with bar.sync on one barrier",
                     where(T).c_str(), Name, Id,
                     B.Kind == BarKind::RedOr ? "bar.red.or" : "bar.sync", Id));
    if (B.Count != Count)
      failNow(format("%s reaches barrier %u with thread count %u, others with %u",
                     where(T).c_str(), Id, Count, B.Count));
    if (Aligned != B.Aligned)
      failNow(format("%s reaches barrier %u %s aligned while others wait there %s",
                     where(T).c_str(), Id, Aligned ? "" : "not", B.Aligned ? "" : "not"));
    if (Aligned && Active->O.StrictAlignedPc && Pc != B.Pc)
      failNow(format("%s reaches aligned barrier %u at %s while %s waits there from "
                     "%s: an aligned barrier must be one instruction for all threads",
                     where(T).c_str(), Id, symbolize(Pc).c_str(),
                     where(B.Waiters[0]).c_str(), symbolize(B.Pc).c_str()));
  }
  T->PendingOp = Op::Barrier;
  T->BarId = Id;
  T->Pc = Pc;
  B.Or |= Pred;
  B.Waiters.push_back(T);
  Sim.block(T);
  uint32_t Expected = Count ? Count : Tm->Live;
  if (B.Waiters.size() > Expected)
    failNow(format("%s: %zu threads at barrier %u, which expects %u", where(T).c_str(),
                   B.Waiters.size(), Id, Expected));
  if (B.Waiters.size() == Expected) {
    Sim.S.Barriers++;
    releaseBarrier(Sim, B);
  }
  settle(T->W);
  toScheduler(T);
  return T->Result != 0;
}

void threadExit(Thread *T) {
  Simulator::Impl &Sim = *Active;
  Warp *W = T->W;
  Team *Tm = T->Tm;
  if (T->RunIdx >= 0)
    Sim.runqRemove(T);
  else
    Tm->Parked.erase(std::find(Tm->Parked.begin(), Tm->Parked.end(), T));
  T->State = St::Exited;
  W->Live &= ~(1u << T->Lane);
  W->NotBlocked--;
  Tm->Live--;
  // Lanes waiting in a warp collective that names this lane.
  for (uint32_t M = W->Live; M; M &= M - 1) {
    Thread *X = W->Lanes[__builtin_ctz(M)];
    if (X->State == St::Blocked && isWarpCollective(X->PendingOp) &&
        (X->Mask >> T->Lane & 1)) {
      if (Sim.O.StrictMasks)
        failNow(format("%s exits while %s waits for it in %s(mask=%08x) at %s",
                       where(T).c_str(), where(X).c_str(), opName(X->PendingOp),
                       X->Mask, symbolize(X->Pc).c_str()));
      tryCompleteWarpOp(W, X->PendingOp, X->Mask);
    }
  }
  BarrierState &B0 = Tm->Bars[0];
  if (!B0.Waiters.empty()) {
    if (Sim.O.StrictBarrierExit)
      failNow(format("%s exits while %zu thread(s) of its team wait in barrier 0 "
                     "(first: %s at %s)",
                     where(T).c_str(), B0.Waiters.size(), where(B0.Waiters[0]).c_str(),
                     symbolize(B0.Pc).c_str()));
    if (B0.Count == 0 && B0.Waiters.size() == Tm->Live)
      releaseBarrier(Sim, B0);
  }
  settle(W);
  ctxSwitch(T->C, Sim.SchedCtx);
  abort(); // an exited thread is never resumed
}

void threadMain(void *) {
  Thread *T = Cur;
  Launch *L = T->Tm->LS->L;
  L->Body(L->Arg);
  threadExit(T);
}

} // namespace

// ---- Simulator -------------------------------------------------------------------
Simulator::Impl::~Impl() {}

// Stacks are pooled across simulators (a test runs thousands of small ones)
// and carved out of large mappings (one mapping per stack would run into the
// kernel's limit on mappings). Instead of guard pages, each stack's lowest
// bytes hold a canary that is checked when the stack is returned.
namespace {
constexpr size_t CanaryBytes = 512;
constexpr size_t StacksPerSlab = 256;
struct StackPool {
  uint32_t Bytes = 0;
  std::vector<void *> Free;
  std::vector<std::pair<void *, size_t>> Slabs;
};
StackPool Pool;
const uint8_t CanaryByte = 0xA5;
} // namespace

void *Simulator::Impl::allocStack() {
  if (Pool.Bytes != O.StackBytes) {
    for (auto &S : Pool.Slabs)
      munmap(S.first, S.second);
    Pool.Slabs.clear();
    Pool.Free.clear();
    Pool.Bytes = O.StackBytes;
  }
  if (Pool.Free.empty()) {
    size_t Size = size_t(O.StackBytes) * StacksPerSlab;
    void *P = mmap(nullptr, Size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (P == MAP_FAILED) {
      perror("simt: mmap stacks");
      abort();
    }
    Pool.Slabs.push_back({P, Size});
    for (size_t K = StacksPerSlab; K-- > 0;) {
      char *S = static_cast<char *>(P) + K * O.StackBytes;
      memset(S, CanaryByte, CanaryBytes);
      Pool.Free.push_back(S);
    }
  }
  void *P = Pool.Free.back();
  Pool.Free.pop_back();
  return P;
}

void Simulator::Impl::releaseStack(void *P) {
  const uint8_t *C = static_cast<const uint8_t *>(P);
  for (size_t I = 0; I < CanaryBytes; ++I)
    if (C[I] != CanaryByte) {
      fprintf(stderr, "simt: a simulated thread overflowed its %u-byte stack "
                      "(Options::StackBytes)\n", O.StackBytes);
      abort();
    }
  Pool.Free.push_back(P);
}

void Simulator::Impl::startTeam(LaunchState &LS, uint32_t TeamId, uint32_t SmIndex) {
  Launch &L = *LS.L;
  Team *Tm = new Team;
  Tm->LS = &LS;
  Tm->Id = TeamId;
  Tm->SmIndex = SmIndex;
  Tm->SmId = SMs[SmIndex].SmId;
  Tm->Threads = L.ThreadsPerTeam;
  Tm->Ts.resize(L.ThreadsPerTeam);
  Tm->Ws.resize((L.ThreadsPerTeam + 31) / 32);
  for (uint32_t I = 0; I < 32; ++I)
    Tm->Shared[I] = static_cast<uint32_t>(PoisonRng.next());
  for (uint64_t &Slot : Tm->ExchangeSlots)
    Slot = PoisonRng.next();
  for (uint32_t &Cursor : Tm->ExchangeCursors)
    Cursor = static_cast<uint32_t>(PoisonRng.next());
  Tm->HandOff = static_cast<uint32_t>(PoisonRng.next());
  Tm->CopyWord = PoisonRng.next();
  for (uint32_t W = 0; W < Tm->Ws.size(); ++W) {
    Tm->Ws[W].Tm = Tm;
    Tm->Ws[W].Index = W;
  }
  for (uint32_t Tid = 0; Tid < L.ThreadsPerTeam; ++Tid) {
    Thread &T = Tm->Ts[Tid];
    T.Tm = Tm;
    T.Tid = Tid;
    T.Lane = Tid % 32;
    T.W = &Tm->Ws[Tid / 32];
    T.Launched = !L.Exists || L.Exists(L.Arg, TeamId, Tid);
    if (!T.Launched)
      continue;
    T.W->Lanes[T.Lane] = &T;
    T.W->Live |= 1u << T.Lane;
    T.W->NotBlocked++;
    T.State = St::Runnable;
    T.Stack = allocStack();
    ctxInit(T.C, T.Stack, O.StackBytes, threadMain, &T);
    runqAdd(&T);
    Tm->Live++;
    S.ThreadsRun++;
  }
  ResidentThreads += Tm->Live;
  S.MaxResidentThreads = std::max(S.MaxResidentThreads, ResidentThreads);
  S.TeamsRun++;
  Tm->ResidentIdx = Resident.size();
  Resident.push_back(Tm);
  if (Tm->Live == 0)
    finishTeam(Tm);
}

void Simulator::Impl::finishTeam(Team *Tm) {
  if (Tm->CopyPending >= 0 && !Failed) {
    Failed = true;
    Err = format("team %u ended with thread %lld's copy into team-shared memory not waited for",
                 Tm->Id, static_cast<long long>(Tm->CopyPending));
  }
  Team *Back = Resident.back();
  Resident[Tm->ResidentIdx] = Back;
  Back->ResidentIdx = Tm->ResidentIdx;
  Resident.pop_back();
  if (Tm->Stalled)
    StalledTeams.erase(std::find(StalledTeams.begin(), StalledTeams.end(), Tm));
  SMs[Tm->SmIndex].Free++;
  FreeSlots++;
  Tm->LS->LiveTeams--;
  Tm->LS->L->TeamsFinished++;
  delete Tm;
}

void Simulator::Impl::dispatch() {
  while (FreeSlots && Pending) {
    // A random launch with teams left, its next team, a random SM with room.
    uint32_t Pick = R.below(Pending);
    LaunchState *LS = nullptr;
    for (LaunchState &X : Ls) {
      uint32_t Left = static_cast<uint32_t>(X.Order.size()) - X.Next;
      if (Pick < Left) {
        LS = &X;
        break;
      }
      Pick -= Left;
    }
    uint32_t SmPick = R.below(FreeSlots), SmIndex = 0;
    for (; SmIndex < SMs.size(); ++SmIndex) {
      if (SmPick < SMs[SmIndex].Free)
        break;
      SmPick -= SMs[SmIndex].Free;
    }
    SMs[SmIndex].Free--;
    FreeSlots--;
    Pending--;
    LS->LiveTeams++;
    startTeam(*LS, LS->Order[LS->Next++], SmIndex);
  }
}

void Simulator::Impl::stall(Team *Tm, uint64_t Until) {
  Tm->Stalled = true;
  Tm->StallEnd = Until;
  StalledTeams.push_back(Tm);
  S.Stalls++;
  for (Thread &T : Tm->Ts)
    if (T.Launched && T.State == St::Runnable && T.RunIdx >= 0) {
      runqRemove(&T);
      Tm->Parked.push_back(&T);
    }
}

void Simulator::Impl::unstall(Team *Tm) {
  Tm->Stalled = false;
  for (Thread *T : Tm->Parked)
    runqAdd(T);
  Tm->Parked.clear();
}

void Simulator::Impl::describeTeam(std::string &Out, Team *Tm) {
  Out += format("  team %u (launch %zu, SM %u): %u live thread(s)\n", Tm->Id,
                static_cast<size_t>(Tm->LS - Ls.data()), Tm->SmId, Tm->Live);
  for (Warp &W : Tm->Ws) {
    uint32_t L = 0;
    while (L < 32) {
      Thread *T = W.Lanes[L];
      if (!T || T->State == St::Exited) {
        ++L;
        continue;
      }
      uint32_t E = L + 1;
      while (E < 32) {
        Thread *X = W.Lanes[E];
        if (!X || X->State != T->State || X->PendingOp != T->PendingOp ||
            X->Mask != T->Mask || X->Pc != T->Pc || X->BarId != T->BarId)
          break;
        ++E;
      }
      std::string What;
      if (T->State == St::Runnable)
        What = "runnable";
      else if (T->PendingOp == Op::Barrier)
        What = format("in barrier %u at %s (%zu arrived)", T->BarId,
                      symbolize(T->Pc).c_str(), Tm->Bars[T->BarId].Waiters.size());
      else if (T->PendingOp == Op::ActiveMask)
        What = format("in activemask at %s", symbolize(T->Pc).c_str());
      else
        What = format("in %s(mask=%08x) at %s", opName(T->PendingOp), T->Mask,
                      symbolize(T->Pc).c_str());
      Out += format("    warp %u lanes %u-%u: %s\n", W.Index, L, E - 1, What.c_str());
      L = E;
    }
  }
}

void Simulator::Impl::deadlock() {
  std::string Msg = "deadlock: no simulated thread can make progress\n";
  size_t Shown = 0;
  for (Team *Tm : Resident) {
    if (Shown++ == 4) {
      Msg += format("  ... and %zu more team(s)\n", Resident.size() - 4);
      break;
    }
    describeTeam(Msg, Tm);
  }
  Failed = true;
  Err = Msg;
}

void Simulator::Impl::cleanup() {
  for (Team *Tm : Resident) {
    for (Thread &T : Tm->Ts)
      if (T.Launched && T.Stack)
        releaseStack(T.Stack);
    delete Tm;
  }
  Resident.clear();
  StalledTeams.clear();
  RunQ.clear();
}

Simulator::Simulator(const Machine &M, const Options &O) : I(new Impl(M, O)) {}
Simulator::~Simulator() { delete I; }
const std::string &Simulator::error() const { return I->Err; }
const Stats &Simulator::stats() const { return I->S; }

void Simulator::add(Launch &L) {
  LaunchState LS;
  LS.L = &L;
  L.TeamsFinished = 0;
  L.CopiesStarted = 0;
  for (uint32_t T = 0; T < L.NumTeams; ++T)
    LS.Order.push_back(T);
  if (L.RandomTeamOrder)
    for (uint32_t T = L.NumTeams; T > 1; --T)
      std::swap(LS.Order[T - 1], LS.Order[I->R.below(T)]);
  I->Ls.push_back(std::move(LS));
}

bool Simulator::run() {
  Impl &Sim = *I;
  if (Active) {
    fprintf(stderr, "simt: nested Simulator::run\n");
    abort();
  }
  if (Sim.M.SmIds.empty() || Sim.M.ResidentPerSM == 0) {
    Sim.Err = "machine without SMs";
    return false;
  }
  for (uint32_t Id : Sim.M.SmIds) {
    if (Id >= Sim.M.NSmId) {
      Sim.Err = format("%%smid %u not below %%nsmid %u", Id, Sim.M.NSmId);
      return false;
    }
    Sim.SMs.push_back({Id, Sim.M.ResidentPerSM});
    Sim.FreeSlots += Sim.M.ResidentPerSM;
  }
  for (LaunchState &LS : Sim.Ls) {
    if (!LS.L->Body || LS.L->ThreadsPerTeam == 0 || LS.L->ThreadsPerTeam > 1024) {
      Sim.Err = "bad launch";
      return false;
    }
    Sim.Pending += static_cast<uint32_t>(LS.Order.size());
  }
  Active = &Sim;
  Sim.Running = true;
  for (;;) {
    Sim.dispatch();
    if (!Sim.StalledTeams.empty()) {
      for (size_t K = 0; K < Sim.StalledTeams.size();) {
        Team *Tm = Sim.StalledTeams[K];
        if (Tm->StallEnd <= Sim.Step || Sim.RunQ.empty()) {
          Sim.unstall(Tm);
          Sim.StalledTeams[K] = Sim.StalledTeams.back();
          Sim.StalledTeams.pop_back();
        } else {
          ++K;
        }
      }
    }
    if (Sim.RunQ.empty()) {
      if (Sim.Resident.empty() && !Sim.Pending)
        break;
      Sim.deadlock();
      break;
    }
    if (Sim.O.StallChance && Sim.Resident.size() > 1 &&
        Sim.R.bits16() < Sim.O.StallChance) {
      Team *Tm = Sim.Resident[Sim.R.below(static_cast<uint32_t>(Sim.Resident.size()))];
      if (!Tm->Stalled)
        Sim.stall(Tm, Sim.Step + 1 + Sim.R.below(Sim.O.MaxStallSteps));
      if (Sim.RunQ.empty())
        continue;
    }
    Thread *T;
    if (Sim.Last && Sim.Last->RunIdx >= 0 && Sim.O.Stickiness &&
        Sim.R.bits16() < Sim.O.Stickiness)
      T = Sim.Last;
    else
      T = Sim.RunQ[Sim.R.below(static_cast<uint32_t>(Sim.RunQ.size()))];
    Cur = T;
    ctxSwitch(Sim.SchedCtx, T->C);
    Cur = nullptr;
    Sim.Last = T;
    if (Sim.Failed)
      break;
    if (T->State == St::Exited) {
      Sim.Last = nullptr;
      Sim.releaseStack(T->Stack);
      T->Stack = nullptr;
      Sim.ResidentThreads--;
      if (T->Tm->Live == 0)
        Sim.finishTeam(T->Tm);
    }
    if (++Sim.Step > Sim.O.MaxSteps) {
      Sim.Failed = true;
      Sim.Err = format("livelock: %llu scheduler steps without finishing",
                       static_cast<unsigned long long>(Sim.Step));
      std::string D;
      for (size_t K = 0; K < Sim.Resident.size() && K < 4; ++K)
        Sim.describeTeam(D, Sim.Resident[K]);
      Sim.Err += "\n" + D;
      break;
    }
  }
  Sim.S.Steps = Sim.Step;
  Sim.cleanup();
  Sim.Running = false;
  Active = nullptr;
  return !Sim.Failed;
}

// ---- helpers for test code on simulated threads ------------------------------------
void yield() { preempt("simt::yield"); }

void stallTeam(uint32_t Steps) {
  Thread *T = self("simt::stallTeam");
  if (!T->Tm->Stalled && Steps)
    Active->stall(T->Tm, Active->Step + Steps);
  toScheduler(T);
}

volatile uint32_t *teamShared() { return self("simt::teamShared")->Tm->Shared; }

Launch &currentLaunch() { return *self("simt::currentLaunch")->Tm->LS->L; }

bool blockBarrierDropped() {
  Thread *T = self("simt::blockBarrierDropped");
  bool Second = T->BlockBarriers++ % 2 == 1;
  if (Second != (BlockBarrierMutant == 2))
    return false;
  toScheduler(T);
  return true;
}

__attribute__((noinline)) void kmpcBarrier() {
  Thread *T = self("simt::kmpcBarrier");
  const void *Pc = __builtin_return_address(0);
  Launch &L = *T->Tm->LS->L;
  if (!L.SPMD && T->Tid == genericMainThreadId(T->Tm->Threads)) {
    toScheduler(T); // __kmpc_flush
    return;
  }
  if (L.SPMD) {
    barrier(0, 0, BarKind::Sync, /*Aligned=*/true, false, Pc);
    return;
  }
  uint32_t N = L.OmpNumThreads ? L.OmpNumThreads : L.ThreadsPerTeam;
  barrier(7, N, BarKind::Sync, /*Aligned=*/false, false, Pc);
}

__attribute__((noinline)) void namedBarrier(uint32_t Id, uint32_t Count) {
  barrier(Id, Count, BarKind::Sync, false, false, __builtin_return_address(0));
}

void fail(const char *Fmt, ...) {
  va_list Ap;
  va_start(Ap, Fmt);
  std::string Msg = vformat(Fmt, Ap);
  va_end(Ap);
  if (Cur)
    Msg = where(Cur) + ": " + Msg;
  failNow(Msg);
}

void startCopyToTeamWord(const void *Src, uint32_t Bytes, const uint64_t *Word) {
  Thread *T = self("startCopyToTeamWord");
  if (!ompred::hw::canCopyToTeamWord(Src, Bytes))
    fail("startCopyToTeamWord(%p, %u) where the copy is not possible", Src, Bytes);
  if (T->Tm->CopyPending >= 0)
    fail("thread %u starts a copy into team-shared memory while thread %lld's is pending",
         T->Tid, static_cast<long long>(T->Tm->CopyPending));
  uint64_t V = 0;
  memcpy(&V, Src, Bytes);
  T->Tm->CopyWord = V;
  T->Tm->CopyWordAt = Word;
  T->Tm->CopyPending = T->Tid;
  T->Tm->LS->L->CopiesStarted++;
  preempt("startCopyToTeamWord");
}

void setAtomicHook(AtomicHook H, void *Ctx) {
  Hook = H;
  HookCtx = Ctx;
}

} // namespace simt

// ---- the hw/nvptx.h interface --------------------------------------------------------
namespace ompred {
namespace hw {

uint32_t laneId() { return simt::self("laneId")->Lane; }
uint32_t threadIdInBlock() { return simt::self("threadIdInBlock")->Tid; }
uint32_t threadIdInBlockHere() { return simt::self("threadIdInBlockHere")->Tid; }
uint32_t threadsInBlock() { return simt::self("threadsInBlock")->Tm->Threads; }
uint32_t teamId() { return simt::self("teamId")->Tm->Id; }
uint32_t numTeams() { return simt::self("numTeams")->Tm->LS->L->NumTeams; }
uint64_t gridId() { return simt::self("gridId")->Tm->LS->L->GridId; }

namespace {
uint32_t activeMaskAt(const void *Pc) {
  simt::Thread *T = simt::self("activeMask");
  T->PendingOp = simt::Op::ActiveMask;
  T->Pc = Pc;
  simt::Active->block(T);
  T->W->AMWaiters |= 1u << T->Lane;
  // Independent thread scheduling: the lanes here now may execute the
  // instruction without the lanes still on their way to it.
  if (simt::Active->O.EarlyActiveMask &&
      simt::Active->R.below(65536) < simt::Active->O.EarlyActiveMask)
    simt::releaseGroup(T->W, T);
  else
    simt::settle(T->W);
  simt::toScheduler(T);
  return T->Result;
}
} // namespace
__attribute__((noinline)) uint32_t activeMask() {
  return activeMaskAt(__builtin_return_address(0));
}
void syncWarp(uint32_t Mask) { (void)ballot(Mask, true); }
__attribute__((noinline)) uint32_t ballot(uint32_t Mask, bool Pred) {
  return simt::warpCollective(simt::Op::Ballot, Mask, 0, Pred, 0, 0,
                              __builtin_return_address(0));
}

__attribute__((noinline)) int32_t shuffleDown32(uint32_t Mask, int32_t Value,
                                                uint32_t Delta, uint32_t Width) {
  return static_cast<int32_t>(simt::warpCollective(simt::Op::Shfl, Mask,
                                                   static_cast<uint32_t>(Value), false,
                                                   Delta, Width,
                                                   __builtin_return_address(0)));
}
int64_t shuffleDown64(uint32_t Mask, int64_t Value, uint32_t Delta, uint32_t Width) {
  // Two 32-bit shuffles, like hw/nvptx.h.
  uint32_t Lo = static_cast<uint32_t>(Value);
  uint32_t Hi = static_cast<uint32_t>(static_cast<uint64_t>(Value) >> 32);
  Lo = static_cast<uint32_t>(shuffleDown32(Mask, static_cast<int32_t>(Lo), Delta, Width));
  Hi = static_cast<uint32_t>(shuffleDown32(Mask, static_cast<int32_t>(Hi), Delta, Width));
  return static_cast<int64_t>((static_cast<uint64_t>(Hi) << 32) | Lo);
}

__attribute__((noinline)) bool teamBarrierOr(bool Pred) {
  return simt::barrier(0, 0, simt::BarKind::RedOr, /*Aligned=*/true, Pred,
                       __builtin_return_address(0));
}

uint32_t smId() { return simt::self("smId")->Tm->SmId; }
uint32_t smIdCount() {
  simt::self("smIdCount");
  return simt::Active->M.NSmId;
}

namespace {
uint32_t rmw(const char *Name, uint32_t *P, uint32_t (*F)(uint32_t, uint32_t, uint32_t),
             uint32_t A, uint32_t B) {
  simt::preempt(Name);
  uint32_t Old = *P;
  uint32_t New = F(Old, A, B);
  *P = New;
  if (simt::Hook)
    simt::Hook(simt::HookCtx, Name, P, Old, New);
  simt::preempt(Name);
  return Old;
}
// The 64-bit operations, as rmw does the 32-bit ones.
uint64_t rmw64(const char *Name, uint64_t *P, uint64_t (*F)(uint64_t, uint64_t, uint64_t),
               uint64_t A, uint64_t B = 0) {
  simt::preempt(Name);
  uint64_t Old = *P;
  uint64_t New = F(Old, A, B);
  *P = New;
  if (simt::Hook)
    simt::Hook(simt::HookCtx, Name, P, Old, New);
  simt::preempt(Name);
  return Old;
}
} // namespace

uint32_t atomicAdd(uint32_t *P, uint32_t V) {
  return rmw("atomicAdd", P, [](uint32_t O, uint32_t A, uint32_t) { return O + A; }, V, 0);
}
uint32_t atomicOrAcquire(uint32_t *P, uint32_t V) {
  return rmw("atomicOrAcquire", P, [](uint32_t O, uint32_t A, uint32_t) { return O | A; }, V, 0);
}
uint32_t atomicIncAcqRel(uint32_t *P, uint32_t Bound) {
  return rmw("atomicIncAcqRel", P,
             [](uint32_t O, uint32_t B, uint32_t) { return O >= B ? 0 : O + 1; }, Bound, 0);
}
uint32_t atomicCas(uint32_t *P, uint32_t Expected, uint32_t Desired) {
  return rmw("atomicCas", P,
             [](uint32_t O, uint32_t E, uint32_t D) { return O == E ? D : O; }, Expected,
             Desired);
}
uint32_t atomicLoad(uint32_t *P) {
  return rmw("atomicLoad", P, [](uint32_t O, uint32_t, uint32_t) { return O; }, 0, 0);
}
void atomicStore(uint32_t *P, uint32_t V) {
  rmw("atomicStore", P, [](uint32_t, uint32_t A, uint32_t) { return A; }, V, 0);
}
uint64_t atomicLoad64(uint64_t *P) {
  return rmw64("atomicLoad64", P, [](uint64_t O, uint64_t, uint64_t) { return O; }, 0);
}
void atomicStore64(uint64_t *P, uint64_t V) {
  rmw64("atomicStore64", P, [](uint64_t, uint64_t A, uint64_t) { return A; }, V);
}
uint64_t atomicAdd64(uint64_t *P, uint64_t V) {
  return rmw64("atomicAdd64", P, [](uint64_t O, uint64_t A, uint64_t) { return O + A; }, V);
}
namespace {
// Both 64-bit CASes: the model has no orderings, only their names differ.
uint64_t cas64(const char *Name, uint64_t *P, uint64_t Expected, uint64_t Desired) {
  return rmw64(Name, P, [](uint64_t O, uint64_t E, uint64_t D) { return O == E ? D : O; },
               Expected, Desired);
}
} // namespace
uint64_t atomicCas64AcqRel(uint64_t *P, uint64_t Expected, uint64_t Desired) {
  return cas64("atomicCas64AcqRel", P, Expected, Desired);
}
uint64_t atomicCas64Acquire(uint64_t *P, uint64_t Expected, uint64_t Desired) {
  return cas64("atomicCas64Acquire", P, Expected, Desired);
}
void fenceDevice() { simt::preempt("fenceDevice"); }
void backoff() { simt::preempt("backoff"); }

// Shared memory: another thread may run before every access to the slots.
uint64_t *exchangeSlots() {
  simt::Thread *T = simt::self("exchangeSlots");
  bool Delayed = (T->Tid < 32) != simt::ExchangeDelayOthers;
  uint32_t Yields = 1 + (Delayed ? simt::ExchangeDelay : 0);
  for (uint32_t I = 0; I < Yields; ++I)
    simt::preempt("exchangeSlots");
  return T->Tm->ExchangeSlots;
}
uint32_t &exchangeCursor(uint32_t ThreadId) {
  simt::Thread *T = simt::self("exchangeCursor");
  if (ThreadId != T->Tid)
    simt::fail("exchangeCursor(%u) from thread %u: a cursor is its own thread's", ThreadId,
               T->Tid);
  return T->Tm->ExchangeCursors[ThreadId];
}
uint32_t &teamHandOff() {
  simt::Thread *T = simt::self("teamHandOff");
  simt::preempt("teamHandOff");
  return T->Tm->HandOff;
}

bool canCopyToTeamWord(const void *Src, uint32_t Bytes) {
  simt::Thread *T = simt::self("canCopyToTeamWord");
  return T->Tm->LS->L->AsyncCopy && (Bytes == 4 || Bytes == 8) &&
         (reinterpret_cast<uintptr_t>(Src) & (Bytes - 1)) == 0;
}
uint64_t waitCopyToTeamWord(const uint64_t *Word, uint32_t Bytes) {
  simt::Thread *T = simt::self("waitCopyToTeamWord");
  simt::preempt("waitCopyToTeamWord");
  if (T->Tm->CopyPending != static_cast<int64_t>(T->Tid))
    simt::fail("thread %u waits for a copy into team-shared memory it did not start (pending: %lld)",
               T->Tid, static_cast<long long>(T->Tm->CopyPending));
  if (Word != T->Tm->CopyWordAt)
    simt::fail("thread %u waits for a copy into word %p, it started one into %p", T->Tid,
               static_cast<const void *>(Word), static_cast<const void *>(T->Tm->CopyWordAt));
  T->Tm->CopyPending = -1;
  return Bytes == 8 ? T->Tm->CopyWord : (T->Tm->CopyWord & 0xffffffffu);
}

} // namespace hw

namespace runtime {
bool isSPMDMode() { return simt::self("isSPMDMode")->Tm->LS->L->SPMD; }
uint32_t numThreads() {
  simt::Launch *L = simt::self("numThreads")->Tm->LS->L;
  return L->OmpNumThreads ? L->OmpNumThreads : L->ThreadsPerTeam;
}
void fatal(const char *What, const char *File, unsigned Line, const char *Function) {
  simt::failNow(simt::format("ompred fatal: %s (%s:%u in %s)", What, File, Line, Function));
}
} // namespace runtime

LaunchEnvironment &launchEnvironment() {
  simt::Launch *L = simt::self("launchEnvironment")->Tm->LS->L;
  if (!L->Env)
    simt::failNow("launchEnvironment(): the launch has no LaunchEnvironment");
  return *L->Env;
}

bool kernelSPMDizedFromGeneric() {
  simt::Launch *L = simt::self("kernelSPMDizedFromGeneric")->Tm->LS->L;
  return L->SPMD && L->SPMDizedFromGeneric;
}
} // namespace ompred

// LLVM 19's own entry point, which the drop-in keeps: the launch
// environment's record buffer.
extern "C" void *__kmpc_reduction_get_fixed_buffer(void) {
  return ompred::launchEnvironment().ReductionBuffer;
}
