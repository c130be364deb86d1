/* Runs the kernels of Inputs/merged-lockstep-exec.c on the CPU, a team at a
   time, each of its B threads a context of its own (ucontext) that calls the
   kernel and runs until it waits at a barrier or leaves the kernel
   (plugin-merged-lockstep-exec.test), and checks what the barrier per stride
   promises (docs/plugin.md, "Merged loops that reduce and store") against
   references computed here:
    - every (team, thread) runs the iterations OpenMP's default schedule gives
      it (chunks of B iterations to teams round robin, iteration q*B + j of
      chunk q to thread j), in increasing order, each once (note() records
      them); every array element gains its increment as often as iterations
      update it (once, but for the wide kernels), none outside the array is
      touched, and the reduction is right;
    - every thread of a block reaches every kind of barrier equally often, the
      threads of one barrier all come from the same call site (on the GPU all
      of these are barrier 0: a thread at another one would pair with it),
      and no thread leaves the kernel while others wait (a deadlock there);
    - the barrier per stride comes 1 + (the block's most iterations) times in
      a merged loop with it (argument `lockstep`), and never without it
      (`none`: the merged loop without it, clang's own loop).
   Deadlocks and runaway loops end the run at once with the case; an alarm
   catches any other hang. With more than 8 teams only some run (teams are
   independent): all that own iterations where there are up to 8 of them,
   else (the wide kernels' spaces of up to 2^33) a sample; and some without.

   The runtime is modelled: SPMD mode (every thread runs the kernel), a
   parallel region that calls the outlined function on every thread between
   two barriers, reductions that sum the block's values at thread 0 between
   two barriers (teams run one after another, so thread 0 of each team adds
   its team's sum), and __kmpc_{distribute,for}_static_init_* as
   Inputs/plugin-schedule-model.cpp transcribes LLVM 19's ForStaticChunk
   for schedules 33, 91 and 93. The NVVM intrinsics become calls (the test
   renames @llvm.nvvm.X to @nvvm.X): the block size, and the barriers that
   OR a predicate over the block (LLVM 19's barrier0.or, LLVM 22's
   barrier.cta.red.or.aligned.all). */
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

enum { MaxBlock = 128, MaxLog = 1 << 14, Guard = 8, StackSize = 1 << 17 };

/* ---- The launch: one team of Block threads at a time ---- */
static int Block, TeamId = -1;
static int64_t NumTeams;
static int Tid; /* the thread that runs */
static void (*Kernel)(void);

static char CaseName[200];
static int Failed, FailLines;
static void report(const char *Fmt, va_list A) {
  printf("FAIL %s", CaseName);
  if (TeamId >= 0)
    printf(" team %d", TeamId);
  printf(": ");
  vprintf(Fmt, A);
  printf("\n");
}
static void fail(const char *Fmt, ...) {
  va_list A;
  Failed = 1;
  if (++FailLines > 30)
    return;
  va_start(A, Fmt);
  report(Fmt, A);
  va_end(A);
}
/* A state the run cannot go on from (a deadlock, a runaway loop). */
_Noreturn static void die(const char *Fmt, ...) {
  va_list A;
  va_start(A, Fmt);
  report(Fmt, A);
  va_end(A);
  printf("merged-lockstep-exec: FAIL (stopped)\n");
  fflush(stdout);
  _exit(1);
}
_Noreturn static void unexpected(const char *What) { die("unexpected runtime call: %s", What); }
_Noreturn static void on_alarm(int Sig) {
  (void)Sig;
  static const char M[] = "FAIL: hang (no progress for 20 s): ";
  write(1, M, sizeof M - 1);
  write(1, CaseName, strlen(CaseName));
  write(1, "\n", 1);
  _exit(1);
}

/* ---- The loops' iterations, as each thread runs them ---- */
static uint64_t Log[MaxBlock][MaxLog];
static int LogLen[MaxBlock], LogCap;
void note(unsigned long long I) {
  if (LogLen[Tid] == LogCap)
    die("runaway: thread %d ran more than %d iterations", Tid, LogCap);
  Log[Tid][LogLen[Tid]++] = I;
}

/* ---- The threads of a block, and its barrier ---- */
/* A thread runs until it waits at the barrier or leaves the kernel; the
   barrier releases its waiters when the last one arrives, and the threads
   then run in turn (in alternating order) until they wait again. A thread
   that leaves the kernel while others wait, or arrives after one left, is a
   deadlock on the GPU. */
enum { Ready, Waiting, Left };
static ucontext_t Sched, Ctx[MaxBlock];
static char Stacks[MaxBlock][StackSize];
static int State[MaxBlock];
enum Kind { KParallel, KLockstep, KReduce, NumKinds };
static const char *KindName[NumKinds] = {"parallel-region", "lockstep", "reduction"};
static int Arrived, NumLeft, GenKind, GenOr, DoneOr[2], Mixed;
static unsigned Gen;
static long Count[MaxBlock][NumKinds];
static const char MixedNote[] = ", after threads from different barriers met at one";

/* Waits until every thread of the block has arrived; returns whether Pred
   held in any of them. */
static int block_barrier(int K, int Pred) {
  int Me = Tid;
  Count[Me][K]++;
  if (NumLeft)
    die("deadlock: thread %d waits at a %s barrier (its #%ld) that %d threads left the "
        "kernel without reaching%s",
        Me, KindName[K], Count[Me][K], NumLeft, Mixed ? MixedNote : "");
  if (Arrived == 0)
    GenKind = K, GenOr = 0;
  else if (GenKind != K)
    Mixed = 1;
  GenOr |= Pred != 0;
  unsigned G = Gen;
  State[Me] = Waiting;
  if (++Arrived == Block) {
    DoneOr[G & 1] = GenOr;
    Arrived = 0;
    Gen++;
    for (int J = 0; J < Block; J++)
      State[J] = Ready;
  }
  swapcontext(&Ctx[Me], &Sched);
  return DoneOr[G & 1];
}

static void thread_main(void) {
  Kernel();
  if (Arrived)
    die("deadlock: thread %d left the kernel (after %ld lockstep barriers) while %d threads "
        "wait at a %s barrier%s",
        Tid, Count[Tid][KLockstep], Arrived, KindName[GenKind], Mixed ? MixedNote : "");
  State[Tid] = Left;
  NumLeft++;
}

static void run_team(int Team) {
  TeamId = Team;
  Arrived = NumLeft = Mixed = 0;
  memset(Count, 0, sizeof Count);
  memset(LogLen, 0, sizeof LogLen);
  for (int J = 0; J < Block; J++) {
    getcontext(&Ctx[J]);
    Ctx[J].uc_stack.ss_sp = Stacks[J];
    Ctx[J].uc_stack.ss_size = StackSize;
    Ctx[J].uc_link = &Sched;
    makecontext(&Ctx[J], thread_main, 0);
    State[J] = Ready;
  }
  for (int Pass = 0, Ran = 1; Ran; Pass++) {
    Ran = 0;
    for (int I = 0; I < Block; I++) {
      int J = Pass % 2 ? Block - 1 - I : I;
      if (State[J] != Ready)
        continue;
      Tid = J;
      swapcontext(&Sched, &Ctx[J]);
      Ran = 1;
    }
  }
  if (NumLeft != Block)
    die("%d of %d threads never left the kernel", Block - NumLeft, Block);
}

/* The intrinsics, renamed by the test. */
unsigned nvvm_ntid_x(void) __asm__("nvvm.read.ptx.sreg.ntid.x");
unsigned nvvm_ntid_x(void) { return (unsigned)Block; }
int nvvm_barrier0_or(int Pred) __asm__("nvvm.barrier0.or");
int nvvm_barrier0_or(int Pred) { return block_barrier(KLockstep, Pred); }
int nvvm_barrier_cta_red_or(int Id, int Pred) __asm__("nvvm.barrier.cta.red.or.aligned.all");
int nvvm_barrier_cta_red_or(int Id, int Pred) {
  if (Id != 0)
    unexpected("a barrier other than 0");
  return block_barrier(KLockstep, Pred & 1);
}

/* ---- The runtime ---- */
int32_t __kmpc_target_init(void *Env, void *Dyn) { return -1; } /* SPMD: all run the region */
void __kmpc_target_deinit(void) {}
int32_t __kmpc_global_thread_num(void *Loc) { return Tid; }
int32_t __kmpc_get_hardware_num_threads_in_block(void) { return Block; }
int32_t __kmpc_get_hardware_thread_id_in_block(void) { return Tid; }
int32_t __kmpc_get_warp_size(void) { return 32; }
void __kmpc_for_static_fini(void *Loc, int32_t Gtid) {}
void __kmpc_distribute_static_fini(void *Loc, int32_t Gtid) {}
void *__kmpc_reduction_get_fixed_buffer(void) { return NULL; }
/* Only the reduction callbacks call these, and the reductions below don't
   call the callbacks. */
int64_t __kmpc_shuffle_int64(int64_t V, int16_t O, int16_t W) { unexpected("shuffle"); return 0; }
void __kmpc_barrier(void *Loc, int32_t Gtid) { unexpected("__kmpc_barrier"); }

/* The outlined function of a parallel region: (&gtid, &btid, its captured
   values, each a pointer or a 64-bit integer). */
typedef void *Ptr;
typedef void Region6(int32_t *, int32_t *, Ptr, Ptr, Ptr, Ptr, Ptr, Ptr);
typedef void Region7(int32_t *, int32_t *, Ptr, Ptr, Ptr, Ptr, Ptr, Ptr, Ptr);
static void invoke(void *Fn, Ptr *A, int64_t N) {
  int32_t Gtid = Tid, Zero = 0;
  if (N == 6)
    ((Region6 *)Fn)(&Gtid, &Zero, A[0], A[1], A[2], A[3], A[4], A[5]);
  else if (N == 7)
    ((Region7 *)Fn)(&Gtid, &Zero, A[0], A[1], A[2], A[3], A[4], A[5], A[6]);
  else
    unexpected("a parallel region with other than 6 or 7 arguments");
}
static void parallel(int32_t If, int32_t NumThreads, void *Fn, Ptr *Args, int64_t N) {
  if (If != 1 || NumThreads != -1)
    unexpected("a parallel region with an if or num_threads argument");
  block_barrier(KParallel, 0);
  invoke(Fn, Args, N);
  block_barrier(KParallel, 0);
}
void __kmpc_parallel_51(void *Loc, int32_t Gtid, int32_t If, int32_t NumThreads, int32_t Bind,
                        void *Fn, void *Wrapper, Ptr *Args, int64_t N) {
  parallel(If, NumThreads, Fn, Args, N);
}
void __kmpc_parallel_60(void *Loc, int32_t Gtid, int32_t If, int32_t NumThreads, int32_t Bind,
                        void *Fn, void *Wrapper, Ptr *Args, int64_t N, int32_t Strict) {
  parallel(If, NumThreads, Fn, Args, N);
}

/* Both reductions: an unsigned long summed over the block into thread 0's
   copy, which the caller then adds to the variable it reduces into. */
static uint64_t *Slot[MaxBlock];
static int32_t block_sum(Ptr *List, uint64_t Size) {
  if (Size != 8)
    unexpected("a reduction of other than one 8-byte variable");
  Slot[Tid] = List[0];
  block_barrier(KReduce, 0);
  if (Tid == 0) {
    uint64_t S = 0;
    for (int J = 0; J < Block; J++)
      S += *Slot[J];
    *Slot[0] = S;
  }
  block_barrier(KReduce, 0);
  return Tid == 0;
}
int32_t __kmpc_nvptx_parallel_reduce_nowait_v2(void *Loc, uint64_t Size, Ptr *List, void *Shuffle,
                                               void *Copy) {
  return block_sum(List, Size);
}
int32_t __kmpc_nvptx_teams_reduce_nowait_v2(void *Loc, void *Buffer, int32_t Records, uint64_t Size,
                                            Ptr *List, void *F1, void *F2, void *F3, void *F4,
                                            void *F5, void *F6) {
  return block_sum(List, Size);
}

/* LLVM 19's ForStaticChunk (Inputs/plugin-schedule-model.cpp, staticChunk):
   stride = entities * chunk, lb += entity * chunk, ub = lb + chunk - 1, and
   last = ((ub0 - ub0 % chunk - lb) % stride) == 0, all in the induction
   variable's width and signedness; entity and entities for schedule 33 are
   the thread and the block size, for 91 the team and the team count, for 93
   B * team + thread and the team count times B (products in int, as the
   runtime computes them). */
#define STATIC_INIT(SUFFIX, IV, UIV)                                                            \
  static void static_init_##SUFFIX(int32_t Sched, int32_t *Last, IV *Lb, IV *Ub, IV *Stride,    \
                                   IV Chunk) {                                                  \
    IV Entity, Entities;                                                                        \
    if (Chunk <= 0)                                                                             \
      unexpected("a static init without a chunk");                                             \
    switch (Sched) {                                                                            \
    case 33: Entity = (IV)Tid, Entities = (IV)Block; break;                                     \
    case 91: Entity = (IV)TeamId, Entities = (IV)NumTeams; break;                               \
    case 93:                                                                                    \
      Entity = (IV)(int32_t)(Block * TeamId + Tid);                                             \
      Entities = (IV)(int32_t)(NumTeams * Block);                                               \
      break;                                                                                    \
    default: unexpected("a schedule other than 33, 91 and 93");                                 \
    }                                                                                           \
    IV Ub0 = *Ub;                                                                               \
    *Stride = (IV)((UIV)Entities * (UIV)Chunk);                                                 \
    *Lb = (IV)((UIV)*Lb + (UIV)Entity * (UIV)Chunk);                                            \
    *Ub = (IV)((UIV)*Lb + (UIV)Chunk - 1);                                                      \
    IV BeginLast = (IV)((UIV)Ub0 - (UIV)(Ub0 % Chunk));                                         \
    *Last = (IV)((UIV)BeginLast - (UIV)*Lb) % *Stride == 0;                                     \
  }                                                                                             \
  void __kmpc_for_static_init_##SUFFIX(void *Loc, int32_t Gtid, int32_t Sched, int32_t *Last,   \
                                       IV *Lb, IV *Ub, IV *Stride, IV Incr, IV Chunk) {         \
    static_init_##SUFFIX(Sched, Last, Lb, Ub, Stride, Chunk);                                   \
  }                                                                                             \
  void __kmpc_distribute_static_init_##SUFFIX(void *Loc, int32_t Gtid, int32_t Sched,           \
                                              int32_t *Last, IV *Lb, IV *Ub, IV *Stride,        \
                                              IV Incr, IV Chunk) {                              \
    static_init_##SUFFIX(Sched, Last, Lb, Ub, Stride, Chunk);                                   \
  }
STATIC_INIT(4, int32_t, uint32_t)
STATIC_INIT(4u, uint32_t, uint32_t)
STATIC_INIT(8, int64_t, uint64_t)
STATIC_INIT(8u, uint64_t, uint64_t)

/* ---- The kernels (Inputs/merged-lockstep-exec.c; 32-bit scalars are passed
   in the low half of a 64-bit argument) ---- */
typedef void FromZero(void *Dyn, uint64_t N, int64_t *P, const int64_t *R, uint64_t *D, uint64_t Tl);
/* (clang passes hi before lo) */
typedef void Span(void *Dyn, uint64_t Hi, uint64_t Lo, int64_t *P, const int64_t *R, uint64_t *D,
                  uint64_t Tl);
typedef void Folded(void *Dyn, uint64_t N, int64_t *P, const int64_t *R, uint64_t *D);
extern FromZero ompred_kernel_zero_int, ompred_kernel_zero_unsigned, ompred_kernel_zero_long,
    ompred_kernel_zero_ulong, ompred_kernel_wide_int, ompred_kernel_wide_unsigned,
    ompred_kernel_wide_long, ompred_kernel_wide_ulong, ompred_kernel_plain_int,
    ompred_kernel_simd_int;
extern Span ompred_kernel_span_int, ompred_kernel_span_unsigned, ompred_kernel_span_long,
    ompred_kernel_span_ulong;
extern Folded ompred_kernel_folded_int;

/* Wide kernels index p and r with i & 4095 and add r to the reduction. */
enum Shape { ShZero, ShSpan, ShWide, ShFolded };
struct KernelInfo {
  const char *Name;
  enum Shape Shape;
  int Bits, Signed, Notes;
  void *Fn;
};
static const struct KernelInfo Kernels[] = {
    {"zero_int", ShZero, 32, 1, 1, ompred_kernel_zero_int},
    {"zero_unsigned", ShZero, 32, 0, 1, ompred_kernel_zero_unsigned},
    {"zero_long", ShZero, 64, 1, 1, ompred_kernel_zero_long},
    {"zero_ulong", ShZero, 64, 0, 1, ompred_kernel_zero_ulong},
    {"span_int", ShSpan, 32, 1, 1, ompred_kernel_span_int},
    {"span_unsigned", ShSpan, 32, 0, 1, ompred_kernel_span_unsigned},
    {"span_long", ShSpan, 64, 1, 1, ompred_kernel_span_long},
    {"span_ulong", ShSpan, 64, 0, 1, ompred_kernel_span_ulong},
    {"wide_int", ShWide, 32, 1, 1, ompred_kernel_wide_int},
    {"wide_unsigned", ShWide, 32, 0, 1, ompred_kernel_wide_unsigned},
    {"wide_long", ShWide, 64, 1, 1, ompred_kernel_wide_long},
    {"wide_ulong", ShWide, 64, 0, 1, ompred_kernel_wide_ulong},
    {"plain_int", ShZero, 32, 1, 0, ompred_kernel_plain_int},
    {"simd_int", ShZero, 32, 1, 1, ompred_kernel_simd_int},
    {"folded_int", ShFolded, 32, 1, 1, ompred_kernel_folded_int},
};
enum { NumKernels = sizeof Kernels / sizeof Kernels[0], WideElems = 4096 };

/* The current case, for Kernel(). */
static const struct KernelInfo *Cur;
static uint64_t CurLo, CurN;
static int64_t *CurP, *CurR;
static uint64_t *CurD;
static uint64_t arg(uint64_t V) { return Cur->Bits == 32 ? (uint32_t)V : V; }
static void call_kernel(void) {
  uint64_t Tl = (uint32_t)Block;
  switch (Cur->Shape) {
  case ShZero:
  case ShWide: ((FromZero *)Cur->Fn)(NULL, arg(CurN), CurP, CurR, CurD, Tl); break;
  case ShSpan: ((Span *)Cur->Fn)(NULL, arg(CurLo + CurN), arg(CurLo), CurP, CurR, CurD, Tl); break;
  case ShFolded: ((Folded *)Cur->Fn)(NULL, arg(CurN), CurP, CurR, CurD); break;
  }
}

static int Lockstep; /* whether merged loops have the barrier per stride */
static int Cases, FailedCases, SampledCases;
static int64_t Pbuf[WideElems + 2 * Guard], Rbuf[WideElems + 2 * Guard];
static int Hits[WideElems];
static int64_t p0(int64_t K) { return 3 * K + 1 - 2 * (K % 5); }
static int64_t r0(int64_t K) { return 1 + (K * 7) % 11; }
enum { D0 = 1000003 };

/* What note(i) receives for logical iteration K: i = lo + K, converted from
   the loop's type to unsigned long long. */
static uint64_t index_of(uint64_t K) {
  uint64_t V = CurLo + K;
  if (Cur->Bits == 32)
    V = Cur->Signed ? (uint64_t)(int64_t)(int32_t)(uint32_t)V : (uint32_t)V;
  return V;
}
/* The element that logical iteration K updates. */
static int64_t element(uint64_t K) {
  return Cur->Shape == ShWide ? (int64_t)(K & (WideElems - 1)) : (int64_t)K;
}

/* The teams that run: all of up to 8. Of more: those that own iterations
   and the first that owns none, where up to 8 own some, else (wide kernels)
   the first three and the owner of the last iteration with its neighbours;
   and the last two. */
static int teams_to_run(uint64_t N, int64_t T, int B, int64_t *Run) {
  int M = 0;
  int64_t Want[32];
  int64_t Owners = N < (uint64_t)(T * B) ? (int64_t)((N + B - 1) / B) : T;
  if (T <= 8) {
    for (int64_t I = 0; I < T; I++)
      Want[M++] = I;
  } else {
    if (Owners <= 8) {
      for (int64_t I = 0; I <= Owners; I++)
        Want[M++] = I;
    } else {
      if (Cur->Shape != ShWide)
        die("too many teams own iterations for the harness to run them all");
      int64_t Q = (int64_t)(((N - 1) / B) % T);
      int64_t S[] = {0, 1, 2, Q - 1, Q, Q + 1};
      for (int I = 0; I < 6; I++)
        Want[M++] = S[I];
      SampledCases++;
    }
    Want[M++] = T - 2;
    Want[M++] = T - 1;
  }
  int NRun = 0;
  for (int I = 0; I < M; I++) {
    int Seen = Want[I] < 0 || Want[I] >= T;
    for (int J = 0; J < NRun && !Seen; J++)
      Seen = Run[J] == Want[I];
    if (!Seen)
      Run[NRun++] = Want[I];
  }
  return NRun;
}

/* One launch: N iterations from Lo, T teams of B threads. */
static void run_case(const struct KernelInfo *K, uint64_t Lo, uint64_t N, int64_t T, int B) {
  snprintf(CaseName, sizeof CaseName, "%s lo=%llu n=%llu teams=%lld threads=%d", K->Name,
           (unsigned long long)Lo, (unsigned long long)N, (long long)T, B);
  Cur = K, CurLo = Lo, CurN = N, Block = B, NumTeams = T;
  int64_t TB = T * B, Elems = K->Shape == ShWide ? WideElems : (int64_t)N;
  uint64_t MostPerThread = N / (uint64_t)TB + 1;
  if (Elems > WideElems || B > MaxBlock || MostPerThread >= MaxLog)
    die("case out of the harness's range");
  Cases++;
  Failed = 0;
  alarm(20);
  CurP = Pbuf + Guard, CurR = Rbuf + Guard;
  for (int64_t I = -Guard; I < Elems + Guard; I++)
    CurP[I] = p0(I), CurR[I] = r0(I);
  memset(Hits, 0, sizeof Hits);
  uint64_t D = D0, WantD = D0;
  CurD = &D;
  Kernel = call_kernel;
  LogCap = (int)MostPerThread + 1;
  int Merged = Lockstep && (K->Shape != ShFolded || B == 128);

  int64_t Run[32];
  int NRun = teams_to_run(N, T, B, Run);
  for (int R = 0; R < NRun; R++) {
    int64_t Team = Run[R];
    run_team((int)Team);
    if (Mixed)
      fail("threads from different barriers met at one");
    int64_t MostIters = 0;
    for (int J = 0; J < B; J++) {
      uint64_t E = (uint64_t)(Team * B + J);
      int64_t Iters = E < N ? (int64_t)((N - 1 - E) / (uint64_t)TB) + 1 : 0;
      if (Iters > MostIters)
        MostIters = Iters;
      for (int64_t It = 0; It < Iters; It++) {
        uint64_t Q = E + (uint64_t)It * (uint64_t)TB;
        int64_t El = element(Q);
        Hits[El]++;
        WantD += K->Shape == ShWide ? (uint64_t)r0(El) : (uint64_t)(p0(El) + r0(El));
        if (K->Notes && It < LogLen[J] && Log[J][It] != index_of(Q)) {
          fail("thread %d: iteration #%lld is %llu, want %llu", J, (long long)It,
               (unsigned long long)Log[J][It], (unsigned long long)index_of(Q));
          break;
        }
      }
      if (K->Notes && LogLen[J] != Iters)
        fail("thread %d ran %d iterations, want %lld", J, LogLen[J], (long long)Iters);
    }
    long Want = Merged && N > 0 ? 1 + MostIters : 0;
    for (int J = 0; J < B; J++) {
      for (int Kd = 0; Kd < NumKinds; Kd++)
        if (Count[J][Kd] != Count[0][Kd]) {
          fail("thread %d reached the %s barrier %ld times, thread 0 %ld", J, KindName[Kd],
               Count[J][Kd], Count[0][Kd]);
          break;
        }
      if (Count[J][KLockstep] != Want) {
        fail("thread %d reached the lockstep barrier %ld times, want %ld", J,
             Count[J][KLockstep], Want);
        break;
      }
    }
  }
  TeamId = -1;
  for (int64_t I = -Guard; I < Elems + Guard; I++) {
    int64_t Want = p0(I) + (I >= 0 && I < Elems ? Hits[I] * r0(I) : 0);
    if (CurP[I] != Want) {
      fail("element %lld is %lld, want %lld", (long long)I, (long long)CurP[I], (long long)Want);
      break;
    }
  }
  if (D != WantD)
    fail("reduction %llu, want %llu", (unsigned long long)D, (unsigned long long)WantD);
  alarm(0);
  FailedCases += Failed;
}

static const int Blocks[] = {1, 2, 31, 32, 33, 64, 100, 128};
static const int64_t TeamCounts[] = {1, 2, 3, 5};
enum { NumBlocks = sizeof Blocks / sizeof Blocks[0] };

/* Trip counts around the block and the grid: 0, 1, B - 1, B, B + 1,
   T*B - 1, T*B, T*B + 1, a partial last stride, three strides less one. */
static int trip_counts(int64_t T, int B, uint64_t *Ns) {
  int64_t TB = T * B;
  int64_t C[] = {0, 1, 2, B - 1, B, B + 1, TB - 1, TB, TB + 1, 2 * TB + B / 2 + 1, 3 * TB - 1};
  int M = 0;
  for (size_t I = 0; I < sizeof C / sizeof C[0]; I++) {
    int Seen = C[I] < 0;
    for (int J = 0; J < M && !Seen; J++)
      Seen = Ns[J] == (uint64_t)C[I];
    if (!Seen)
      Ns[M++] = (uint64_t)C[I];
  }
  return M;
}

/* Lower bounds of the span kernels: N iterations ending at the type's
   maximum, starting at its minimum, and across 0, its sign bit or 2^32. */
static int lower_bounds(const struct KernelInfo *K, uint64_t N, uint64_t *Los) {
  int M = 0;
  uint64_t Max = K->Bits == 32 ? (K->Signed ? INT32_MAX : UINT32_MAX)
                               : (K->Signed ? (uint64_t)INT64_MAX : UINT64_MAX);
  Los[M++] = Max - N;
  if (K->Signed)
    Los[M++] = K->Bits == 32 ? (uint64_t)(int64_t)INT32_MIN : (uint64_t)INT64_MIN;
  Los[M++] = (K->Signed ? 0 : (K->Bits == 32 ? 1ull << 31 : 1ull << 63)) - N / 2;
  if (K->Bits == 64)
    Los[M++] = (1ull << 32) - N / 2;
  return M;
}

int main(int Argc, char **Argv) {
  if (Argc != 2 || (strcmp(Argv[1], "lockstep") && strcmp(Argv[1], "none"))) {
    fprintf(stderr, "usage: %s lockstep|none\n", Argv[0]);
    return 2;
  }
  Lockstep = !strcmp(Argv[1], "lockstep");
  setvbuf(stdout, NULL, _IOLBF, 0);
  signal(SIGALRM, on_alarm);
  uint64_t Ns[16], Los[8];
  for (int Ki = 0; Ki < NumKernels; Ki++) {
    const struct KernelInfo *K = &Kernels[Ki];
    if (K->Shape == ShWide)
      continue;
    for (int Bi = 0; Bi < NumBlocks; Bi++)
      for (size_t Ti = 0; Ti < sizeof TeamCounts / sizeof TeamCounts[0]; Ti++) {
        int B = Blocks[Bi];
        int64_t T = TeamCounts[Ti];
        int M = trip_counts(T, B, Ns);
        for (int I = 0; I < M; I++) {
          if (K->Shape != ShSpan) {
            run_case(K, 0, Ns[I], T, B);
            continue;
          }
          int L = lower_bounds(K, Ns[I], Los);
          for (int J = 0; J < L; J++)
            run_case(K, Los[J], Ns[I], T, B);
        }
      }
    /* More teams than iterations, up to T*B just below 2^31 (the runtime
       computes T*B in int). */
    for (int Bi = 0; Bi < NumBlocks; Bi++) {
      int B = Blocks[Bi];
      uint64_t Few[] = {0, 1, (uint64_t)B + 1, 3 * (uint64_t)B + 1};
      for (int I = 0; I < 4; I++) {
        int64_t Ts[] = {65536, (INT32_MAX - (int64_t)Few[I]) / B};
        for (int J = 0; J < 2; J++)
          run_case(K, K->Shape == ShSpan ? 5 : 0, Few[I], Ts[J], B);
      }
    }
  }
  /* Spaces up to the type's maximum, the grid up to 2^31 threads: the last
     index plus T*B lands on the maximum, or 1 or B/2 + 1 below it (clang's
     own loops overflow past it; docs/plugin.md, "Limits shared with clang's
     own code"); and 64-bit spaces past 2^32 and 2^33. */
  static const int WideBlocks[] = {1, 33, 100, 128};
  for (int Ki = 0; Ki < NumKernels; Ki++) {
    const struct KernelInfo *K = &Kernels[Ki];
    if (K->Shape != ShWide)
      continue;
    for (int Bi = 0; Bi < 4; Bi++) {
      int B = WideBlocks[Bi];
      int64_t Ts[] = {1 << 20, INT32_MAX / B};
      for (int J = 0; J < 2; J++) {
        uint64_t TB = (uint64_t)Ts[J] * B;
        uint64_t Max = K->Signed ? INT32_MAX : UINT32_MAX;
        uint64_t Ns[] = {Max - TB + 1, Max - TB, Max - TB - B / 2};
        uint64_t Ns64[] = {(1ull << 32) + B / 2 + 1, (1ull << 33) - 1, (1ull << 33) + TB / 2};
        for (int I = 0; I < 3; I++) {
          uint64_t N = K->Bits == 32 ? Ns[I] : Ns64[I];
          if (N > 0 && (K->Bits == 64 || N <= Max))
            run_case(K, 0, N, Ts[J], B);
        }
      }
    }
  }
  if (FailedCases) {
    printf("merged-lockstep-exec: FAIL (%d of %d cases)\n", FailedCases, Cases);
    return 1;
  }
  printf("merged-lockstep-exec: PASS (%d cases, %d of them with sampled teams)\n", Cases,
         SampledCases);
  return 0;
}
