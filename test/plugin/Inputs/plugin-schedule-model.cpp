// The plugin's merged schedule against LLVM 19's chunked one and against an
// independent statement of OpenMP's default distribute assignment, on the CPU.
//
// Models (each a transcription, not a derivation):
//  - stockInit: LLVM 19's device __kmpc_{distribute,for}_static_init_{4,4u,8,8u}
//    for schedules 33, 91 and 93, as the switch in the stock bitcode
//    (/usr/lib/llvm-19/lib/libomptarget-nvptx-sm_XX.bc) computes them:
//    stride = entities * chunk, lb += entity * chunk, ub = lb + chunk - 1,
//    last = ((ub0 - (lb + ub0 % chunk)) rem stride) == 0, with urem/srem per
//    signedness and every product in the induction variable's width
//    (93: entity = nthreads * team + thread, entities = nteams * nthreads);
//  - unmerged: the loops clang-19 emits around them for the default
//    `distribute parallel for` (91 with chunk = block size, then 33 chunk 1
//    over each chunk), with the comparisons clang emits: the distribute loop
//    tests iv < GlobalUB + 1 in the induction type, the inner loop compares
//    the 64-bit extension of i (sext when signed) unsigned with PrevUB;
//  - merged: the same loops after the plugin's rewrite (91 on copies for the
//    team's last flag, one distribute trip over [0, GlobalUB], 93 in the
//    parallel region, last flags cleared for entities that own no iteration,
//    and the inner stride bounded to min(stride, ub - plb + 1), sign bit
//    cleared for signed types; also without that bound, for the counts).
// Reference: chunk q = floor(i / C) of the iteration space goes to team
// q mod T, iteration i to thread i mod C of it, in increasing order; the last
// iteration's owner writes lastprivate.
//
// Every case checks, for each (team, thread), the iteration sequence and the
// lastprivate writer of both models against the reference, unless the case
// lies where clang's own code overflows the induction type (an index near
// the type's maximum plus T*C, or T*C itself past it): there the case is
// counted per model and the counts printed, since both models then run
// clang's undefined (signed) or wrapping (unsigned) arithmetic.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

typedef __int128 Wide;

template <typename IV> struct Model {
  using U = typename std::make_unsigned<IV>::type;
  static constexpr bool Signed = std::is_signed<IV>::value;
  static constexpr Wide Max = (Wide)std::numeric_limits<IV>::max();
  static constexpr Wide Min = (Wide)std::numeric_limits<IV>::min();

  bool Overflow = false; // a signed add/mul left the type (UB in clang's code)
  IV add(IV A, IV B) {
    Wide W = (Wide)A + (Wide)B;
    if (Signed && (W > Max || W < Min))
      Overflow = true;
    return (IV)(U)((U)A + (U)B);
  }
  IV mul(IV A, IV B) { return (IV)(U)((U)A * (U)B); }
  IV rem(IV A, IV B) {
    if (Signed)
      return B == 0 ? 0 : (IV)((int64_t)A % (int64_t)B);
    return B == 0 ? 0 : (IV)((U)A % (U)B);
  }
  static bool le(IV A, IV B) { return A <= B; }

  // __kmpc_{distribute,for}_static_init_*: ForStaticChunk of the stock runtime.
  void staticChunk(int &Last, IV &Lb, IV &Ub, IV &Stride, IV Chunk, IV Entity, IV Entities) {
    IV Ub0 = Ub;
    Stride = mul(Entities, Chunk);
    Lb = (IV)(U)((U)Lb + (U)mul(Entity, Chunk));
    Ub = (IV)(U)((U)Lb + (U)Chunk - 1);
    IV BeginLast = (IV)(U)((U)Ub0 - (U)rem(Ub0, Chunk));
    Last = rem((IV)(U)((U)BeginLast - (U)Lb), Stride) == 0;
  }

  // Inner chunk-one loop as clang emits it: i from plb, while ext(i) <= PrevUB.
  bool innerCond(IV I, IV PrevUb) {
    if (sizeof(IV) == 4) {
      uint64_t E = Signed ? (uint64_t)(int64_t)I : (uint64_t)(U)I;
      return E <= (uint64_t)(U)PrevUb;
    }
    return (uint64_t)I <= (uint64_t)PrevUb;
  }
  // Distribute loop: iv < GlobalUB + 1 in the induction type.
  bool distCond(IV Iv, IV GlobalUb) { return Iv < (IV)(U)((U)GlobalUb + 1); }
};

struct Result {
  std::vector<std::vector<int64_t>> Seq; // per entity (team * C + thread)
  int64_t Writer = -1;                   // entity whose value lastprivate ends with
  int Writers = 0;                       // entities that wrote the original
  bool Overflow = false, Runaway = false;
};

// Sampled entities only when the space is too large to enumerate.
static bool sampled(const std::vector<int64_t> &S, int64_t E) {
  if (S.empty())
    return true;
  for (int64_t X : S)
    if (X == E)
      return true;
  return false;
}

static bool sampledTeam(const std::vector<int64_t> &S, int64_t Team, int64_t C) {
  if (S.empty())
    return true;
  for (int64_t X : S)
    if (X / C == Team)
      return true;
  return false;
}

// Entities run only for the last flag stop after this many iterations.
constexpr size_t MaxPerEntity = 64;

template <typename IV>
Result unmerged(IV N, int64_t T, int64_t C, const std::vector<int64_t> &Sample) {
  Result R;
  R.Seq.resize(Sample.empty() ? T * C : Sample.size());
  if (N <= 0 && std::is_signed<IV>::value)
    return R;
  if (N == 0)
    return R;
  Model<IV> M;
  IV GlobalUb = (IV)(N - 1);
  size_t Slot = 0;
  for (int64_t Team = 0; Team < T; ++Team) {
    int DistLast = 0;
    IV Lb = 0, Ub = GlobalUb, St = 1;
    M.staticChunk(DistLast, Lb, Ub, St, (IV)C, (IV)Team, (IV)T);
    if (!DistLast && !sampledTeam(Sample, Team, C))
      continue;
    if (!M.le(Ub, GlobalUb))
      Ub = GlobalUb;
    IV Iv = Lb;
    int64_t TeamWriter = -1;
    std::vector<size_t> Slots(C, SIZE_MAX);
    for (int64_t J = 0; J < C; ++J)
      if (sampled(Sample, Team * C + J))
        Slots[J] = Slot++;
    // A correct distribute loop makes at most N / (T*C) + 1 trips.
    int64_t Trips = 0, MaxTrips = (int64_t)((Wide)N / ((Wide)T * C)) + 2;
    while (M.distCond(Iv, GlobalUb)) {
      if (++Trips > MaxTrips) { R.Runaway = true; break; }
      for (int64_t J = 0; J < C; ++J) {
        int Last = 0;
        IV PLb = Lb, PUb = Ub, PSt = 1;
        M.staticChunk(Last, PLb, PUb, PSt, 1, (IV)J, (IV)C);
        bool Did = false;
        IV LastI = 0;
        if (Slots[J] != SIZE_MAX || Last) {
          size_t K = 0;
          for (IV I = PLb; M.innerCond(I, Ub); I = M.add(I, PSt)) {
            if (Slots[J] != SIZE_MAX) {
              if (R.Seq[Slots[J]].size() > (size_t)MaxTrips) { R.Runaway = true; break; }
              R.Seq[Slots[J]].push_back((int64_t)I);
            }
            Did = true;
            LastI = I;
            if (Slots[J] == SIZE_MAX && ++K > MaxPerEntity) break;
          }
        }
        (void)LastI;
        if (Last)
          TeamWriter = Did ? Team * C + J : -2; // -2: wrote its uninitialized copy
      }
      Iv = M.add(Iv, St);
      Lb = M.add(Lb, St);
      Ub = M.add(Ub, St);
      if (!M.le(Ub, GlobalUb))
        Ub = GlobalUb;
      Iv = Lb;
      if (R.Runaway) break;
    }
    if (DistLast) {
      R.Writers++;
      R.Writer = TeamWriter;
    }
  }
  R.Overflow = M.Overflow;
  return R;
}

template <typename IV>
Result merged(IV N, int64_t T, int64_t C, const std::vector<int64_t> &Sample, bool BoundStride) {
  Result R;
  R.Seq.resize(Sample.empty() ? T * C : Sample.size());
  if (N == 0 || (std::is_signed<IV>::value && N < 0))
    return R;
  Model<IV> M;
  IV GlobalUb = (IV)(N - 1);
  size_t Slot = 0;
  for (int64_t Team = 0; Team < T; ++Team) {
    // 91 on copies: only the last flag is kept (cleared unless the team's
    // first chunk starts inside the space).
    int DistLast = 0;
    IV CLb = 0, CUb = GlobalUb, CSt = 1;
    M.staticChunk(DistLast, CLb, CUb, CSt, (IV)C, (IV)Team, (IV)T);
    if (!M.le(CLb, GlobalUb))
      DistLast = 0;
    if (!DistLast && !sampledTeam(Sample, Team, C))
      continue;
    IV Lb = 0, Ub = GlobalUb;
    int64_t TeamWriter = -1;
    // A correct entity runs at most N / (T*C) + 1 iterations.
    size_t MaxIters = (size_t)((Wide)N / ((Wide)T * C)) + 2;
    if (M.distCond(Lb, GlobalUb)) { // one trip
      for (int64_t J = 0; J < C; ++J) {
        size_t S = sampled(Sample, Team * C + J) ? Slot++ : SIZE_MAX;
        int Last = 0;
        IV PLb = Lb, PUb = Ub, PSt = 1;
        M.staticChunk(Last, PLb, PUb, PSt, 1, (IV)(C * Team + J), (IV)(T * C));
        if (!M.le(PLb, Ub))
          Last = 0;
        // The plugin's bound on the stride: min(stride, ub - plb + 1),
        // unsigned, in the induction type; the sign bit cleared for signed.
        if (BoundStride) {
          using U = typename std::make_unsigned<IV>::type;
          U Left = (U)((U)Ub - (U)PLb + 1);
          U S = std::min((U)PSt, Left);
          if (std::is_signed<IV>::value)
            S &= (U)std::numeric_limits<IV>::max();
          PSt = (IV)S;
        }
        bool Did = false;
        if (S != SIZE_MAX || Last) {
          size_t K = 0;
          for (IV I = PLb; M.innerCond(I, Ub); I = M.add(I, PSt)) {
            if (S != SIZE_MAX) {
              if (R.Seq[S].size() > MaxIters) { R.Runaway = true; break; }
              R.Seq[S].push_back((int64_t)I);
            }
            Did = true;
            if (S == SIZE_MAX && ++K > MaxPerEntity) break;
          }
        }
        if (Last)
          TeamWriter = Did ? Team * C + J : -2;
      }
    }
    if (DistLast) {
      R.Writers++;
      R.Writer = TeamWriter;
    }
  }
  R.Overflow = M.Overflow;
  return R;
}

// OpenMP's default assignment, stated directly: chunks of C to teams round
// robin, iteration q*C + j of chunk q to thread j.
template <typename IV>
Result reference(IV N, int64_t T, int64_t C, const std::vector<int64_t> &Sample) {
  Result R;
  R.Seq.resize(Sample.empty() ? T * C : Sample.size());
  Wide Count = std::is_signed<IV>::value && N < 0 ? 0 : (Wide)N;
  std::vector<int64_t> Entities = Sample;
  if (Entities.empty())
    for (int64_t E = 0; E < T * C; ++E)
      Entities.push_back(E);
  for (size_t S = 0; S < Entities.size(); ++S) {
    int64_t Team = Entities[S] / C, J = Entities[S] % C;
    for (Wide Q = Team; Q * C + J < Count; Q += T)
      R.Seq[S].push_back((int64_t)(Q * C + J));
  }
  if (Count > 0) {
    Wide LastI = Count - 1, Q = LastI / C;
    R.Writer = (int64_t)((Q % T) * C + (LastI - Q * C));
    R.Writers = 1;
  }
  return R;
}

static int Failures = 0, Cases = 0;
// Cases in clang's overflow window that a model gets wrong: unmerged, merged
// with stock's stride, merged with the plugin's bounded stride.
static int Excluded[3] = {0, 0, 0};
static int StockLastErrors = 0;

static bool same(const Result &A, const Result &B) {
  return A.Seq == B.Seq && A.Writers == B.Writers && A.Writer == B.Writer;
}

template <typename IV>
void check(const char *Type, IV N, int64_t T, int64_t C, std::vector<int64_t> Sample = {}) {
  ++Cases;
  // Results list sampled entities in increasing order, each once.
  std::sort(Sample.begin(), Sample.end());
  Sample.erase(std::unique(Sample.begin(), Sample.end()), Sample.end());
  // clang's loops add T*C (distribute) or T*C (merged inner) to an index up
  // to GlobalUB: outside the type there, and with T*C past the type, they
  // overflow; the unmerged inner loop adds C.
  Wide Max = (Wide)std::numeric_limits<IV>::max();
  Wide Gub = (Wide)N - 1;
  bool Window = Gub + (Wide)T * C > Max || (Wide)T * C > Max;
  Result Ref = reference<IV>(N, T, C, Sample);
  Result Un = unmerged<IV>(N, T, C, Sample);
  Result Me = merged<IV>(N, T, C, Sample, true);
  Result MeStock = merged<IV>(N, T, C, Sample, false);
  // The claim: merged runs, on every (team, thread), the iterations the
  // unmerged schedule runs there, in the same order; both as the reference
  // says; and lastprivate ends with the last iteration's value, written once.
  bool MeOk = same(Me, Ref) && !Me.Overflow && !Me.Runaway;
  bool MeStockOk = same(MeStock, Ref) && !MeStock.Overflow && !MeStock.Runaway;
  bool UnSeqOk = Un.Seq == Ref.Seq && !Un.Overflow && !Un.Runaway;
  bool UnLastOk = Un.Writers == Ref.Writers && Un.Writer == Ref.Writer;
  if (Window) {
    Excluded[0] += !(UnSeqOk && UnLastOk);
    Excluded[1] += !MeStockOk;
    Excluded[2] += !MeOk;
    return;
  }
  // Stock's own last flags (91 and 33 alike) are computed from a distance
  // that wraps for unsigned loops when an entity starts past the end: a team
  // or thread without iterations can claim lastprivate. Counted, not failed:
  // the merged schedule must not have it.
  StockLastErrors += UnSeqOk && !UnLastOk;
  const char *Why = !UnSeqOk ? "unmerged model differs from the reference (model or reference wrong)"
                    : !MeStockOk ? "merged schedule (stock's stride) differs from the reference"
                    : !MeOk  ? "merged schedule (bounded stride) differs from the reference"
                             : nullptr;
  if (Why && ++Failures <= 20)
    printf("FAIL: %s: %s N=%s T=%" PRId64 " C=%" PRId64 ": lastprivate writers %d (want %d), "
           "writer %" PRId64 " (want %" PRId64 "), overflow %d, runaway %d\n",
           Why, Type, std::to_string((long long)N).c_str(), T, C, Me.Writers, Ref.Writers,
           Me.Writer, Ref.Writer, Me.Overflow, Me.Runaway);
}

template <typename IV> void sweep(const char *Type) {
  const int64_t Cs[] = {1, 2, 3, 32, 100, 128, 256};
  const int64_t Ts[] = {1, 2, 3, 5, 8, 64, 100};
  for (int64_t C : Cs)
    for (int64_t T : Ts) {
      std::vector<int64_t> Ns = {0, 1, 2, C - 1, C, C + 1, T * C - 1, T * C, T * C + 1,
                                 2 * T * C + C / 2 + 1, 3 * T * C - 1, 1000, 4099};
      for (int64_t N : Ns)
        if (N >= 0 && N <= 20000)
          check<IV>(Type, (IV)N, T, C);
    }
  // Near the type's maximum: sampled entities (the first, the last, and the
  // owners of the last iterations), with T*C large so each runs few trips.
  Wide Max = (Wide)std::numeric_limits<IV>::max();
  // (64-bit spaces: past 2^32 rather than near 2^63, which no sampled
  // entity could enumerate.)
  const int64_t Big[][2] = {{1 << 20, 1024}, {(1 << 20) - 3, 1000}, {65536, 256}, {1 << 21, 1024}};
  for (auto &TC : Big) {
    int64_t T = TC[0], C = TC[1];
    for (Wide D : {(Wide)1, (Wide)2, (Wide)C, (Wide)T * C, (Wide)T * C + 1, (Wide)2 * T * C + 7}) {
      Wide NW = Max - D;
      if (sizeof(IV) == 8)
        NW = (Wide)1 << 33 | (Wide)D; // enumerable 64-bit spaces beyond 32 bits
      IV N = (IV)NW;
      std::vector<int64_t> S = {0, 1, C - 1, C, T * C - 1};
      Wide LastI = NW - 1, Q = LastI / C;
      int64_t Owner = (int64_t)((Q % T) * C + (LastI - Q * C));
      for (int64_t E : {Owner, Owner - 1, Owner + 1, Owner + C})
        if (E >= 0 && E < T * C)
          S.push_back(E);
      check<IV>(Type, N, T, C, S);
    }
  }
}

int main() {
  sweep<int32_t>("int");
  sweep<uint32_t>("unsigned");
  sweep<int64_t>("long");
  sweep<uint64_t>("unsigned long");
  printf("cases in clang's overflow window (not compared), wrong there: unmerged %d, merged %d, "
         "merged with the bounded stride %d\n",
         Excluded[0], Excluded[1], Excluded[2]);
  printf("cases where stock's unmerged lastprivate has a wrong or second writer: %d\n",
         StockLastErrors);
  if (Failures) {
    printf("plugin-schedule-model: FAIL (%d of %d cases)\n", Failures, Cases);
    return 1;
  }
  printf("plugin-schedule-model: PASS (%d cases)\n", Cases);
  return 0;
}
