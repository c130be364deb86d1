// What a single-pass teams reduction's atomics cost at the team counts
// ompred's resident teams launch (./B REPS G W: G blocks of 128 threads, W
// doubles per thread, default 1, in a grid-stride loop). Each block sums
// its values (warp shuffles, then shared memory) and then, by variant:
//   partial   stores its sum to partial[b], as CUDA's TeaLeaf does; the
//             sum_reduce launches after it (blocks of 256) finish the sum;
//   count     stores partial[b], fences, and counts its arrival on one word;
//             the block that counts last sums the G partials (ompred's
//             counted launch);
//   cas       as count, after a compare-and-swap on one home word that every
//             block makes (ompred's owned launch state: the first block
//             claims the word, the others find their launch's key in it);
//   tree      as count, but blocks arrive on one word per group of 32
//             blocks, and the last of each group on the top word;
//   castree   cas and tree together;
//   early     as cas, but block 0 makes the compare-and-swap as it starts,
//             and every block first loads the home word where it counts,
//             making the compare-and-swap only if it does not find its key;
//   loadcas   that load first, without block 0's early claim;
//   casrlx, earlyrlx  cas and early with relaxed atomics and loads instead
//             of acquiring ones (what the acquire costs);
//   replica   as early, but block 0 then also stores the key to 8 more
//             words, 128 bytes apart, and each block loads the one of them
//             that its index picks (how much of the load's cost is that
//             every block loads one word);
//   accum     as count, but the last block adds its sum to what the result
//             holds (the dependent load of clang's combine: the result is
//             zeroed before every launch).
// Every launch's sum is copied back and checked against the host's
// (integer-valued data: every order gives the same sum). Device times from
// libompred_ktimer.so (OMPRED_KTIMER_SUMMARY). One G per process: kernels of
// one name are summarized together.
// nvcc -O3 -arch=sm_90 arrival-cost.cu -o B
#include <cstdio>
#include <cstdlib>

constexpr int BS = 128, GROUP = 32;

__device__ double blockSum(double v) {
  __shared__ double warpSums[BS / 32];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(~0u, v, o);
  if (threadIdx.x % 32 == 0) warpSums[threadIdx.x / 32] = v;
  __syncthreads();
  v = threadIdx.x < BS / 32 ? warpSums[threadIdx.x] : 0.0;
  if (threadIdx.x < 32)
    for (int o = BS / 64; o > 0; o /= 2) v += __shfl_down_sync(~0u, v, o);
  __syncthreads();
  return v;
}

// The home word's CAS and load, acquiring or relaxed.
template <bool Acquire>
__device__ unsigned long long cas64(unsigned long long *p, unsigned long long cmp,
                                    unsigned long long val) {
  unsigned long long old;
  if (Acquire)
    asm volatile("atom.acquire.gpu.global.cas.b64 %0, [%1], %2, %3;"
                 : "=l"(old) : "l"(p), "l"(cmp), "l"(val) : "memory");
  else
    asm volatile("atom.relaxed.gpu.global.cas.b64 %0, [%1], %2, %3;"
                 : "=l"(old) : "l"(p), "l"(cmp), "l"(val) : "memory");
  return old;
}
template <bool Acquire> __device__ unsigned long long load64(unsigned long long *p) {
  unsigned long long v;
  if (Acquire)
    asm volatile("ld.acquire.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
  else
    asm volatile("ld.relaxed.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(p) : "memory");
  return v;
}
__device__ void fenceAcqRel() { asm volatile("fence.acq_rel.gpu;" ::: "memory"); }

__device__ double threadSum(int g, int w, const double *x) {
  double v = 0;
  for (long i = blockIdx.x * BS + threadIdx.x, k = 0; k < w; k++, i += long(g) * BS) v += x[i];
  return v;
}

constexpr int REPLICAS = 8;
struct State {
  unsigned long long home;
  unsigned long long replica[REPLICAS][16];
  unsigned count, top;
  unsigned groups[4096 / GROUP];
};

// The last block sums the G partials and puts the counters back.
__device__ void lastBlock(int g, const double *partial, double *out, State *st, bool tree,
                          bool accum, bool replicas) {
  fenceAcqRel();
  double v = 0;
  for (int i = threadIdx.x; i < g; i += BS) v += __ldcg(partial + i);
  v = blockSum(v);
  if (threadIdx.x == 0) {
    *out = accum ? *out + v : v;
    st->count = 0;
    if (replicas)
      for (int i = 0; i < REPLICAS; i++) st->replica[i][0] = 0;
    st->top = 0;
    st->home = 0;
  }
  if (tree)
    for (int i = threadIdx.x; i < (g + GROUP - 1) / GROUP; i += BS) st->groups[i] = 0;
}

enum Claim { None, Cas, Early, LoadCas, CasRlx, EarlyRlx, Replica, Accum };
template <Claim C, bool Tree>
__global__ void arrive(int g, int w, unsigned long long key, const double *x, double *partial,
                       double *out, State *st) {
  __shared__ bool last;
  if (C == Early && blockIdx.x == 0 && threadIdx.x == 0) cas64<true>(&st->home, 0, key);
  if (C == EarlyRlx && blockIdx.x == 0 && threadIdx.x == 0) cas64<false>(&st->home, 0, key);
  if (C == Replica && blockIdx.x == 0 && threadIdx.x == 0 && cas64<true>(&st->home, 0, key) == 0) {
    fenceAcqRel();
    for (int i = 0; i < REPLICAS; i++)
      asm volatile("st.relaxed.gpu.global.u64 [%0], %1;" ::"l"(&st->replica[i][0]), "l"(key) : "memory");
  }
  double s = blockSum(threadSum(g, w, x));
  if (threadIdx.x == 0) {
    if (C != None && C != Accum) {
      bool rlx = C == CasRlx || C == EarlyRlx;
      unsigned long long w = C == Cas || C == CasRlx ? 0
                             : rlx                   ? load64<false>(&st->home)
                             : C == Replica ? load64<true>(&st->replica[blockIdx.x % REPLICAS][0])
                                            : load64<true>(&st->home);
      if (w != key) w = rlx ? cas64<false>(&st->home, 0, key) : cas64<true>(&st->home, 0, key);
      if (w != 0 && w != key) __trap();
    }
    partial[blockIdx.x] = s;
    fenceAcqRel();
    bool l;
    if (Tree) {
      int grp = blockIdx.x / GROUP, groups = (g + GROUP - 1) / GROUP;
      int size = min(GROUP, g - grp * GROUP);
      l = atomicAdd(&st->groups[grp], 1u) == unsigned(size - 1);
      if (l) {
        fenceAcqRel();
        l = atomicAdd(&st->top, 1u) == unsigned(groups - 1);
      }
    } else {
      l = atomicAdd(&st->count, 1u) == unsigned(g - 1);
    }
    last = l;
  }
  __syncthreads();
  if (last) lastBlock(g, partial, out, st, Tree, C == Accum, C == Replica);
}

__global__ void partialOnly(int g, int w, const double *x, double *partial) {
  double s = blockSum(threadSum(g, w, x));
  if (threadIdx.x == 0) partial[blockIdx.x] = s;
}

// TeaLeaf's CUDA sum_reduce (a shared-memory tree per block of 256), from
// one buffer into another: in place, a block could overwrite the sums that
// another block has yet to read.
__global__ void sum_reduce(int n, const double *a, double *b) {
  __shared__ double s[256];
  int gid = threadIdx.x + blockIdx.x * 256;
  s[threadIdx.x] = gid < n ? a[gid] : 0.0;
  for (int off = 128; off > 0; off /= 2) {
    __syncthreads();
    if (threadIdx.x < off) s[threadIdx.x] += s[threadIdx.x + off];
  }
  if (threadIdx.x == 0) b[blockIdx.x] = s[0];
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 200, g = argc > 2 ? atoi(argv[2]) : 1056;
  int w = argc > 3 ? atoi(argv[3]) : 1;
  if (g < 1 || g > 4096 || w < 1) { fprintf(stderr, "G from 1 to 4096, W at least 1\n"); return 2; }
  long n = long(g) * BS * w;
  double *hx = (double *)malloc(n * sizeof(double)), want = 0;
  for (long i = 0; i < n; i++) { hx[i] = double(i % 7) - 3; want += hx[i]; }
  double *x, *partial, *partial2, *out;
  State *st;
  cudaMalloc(&x, n * sizeof(double));
  cudaMalloc(&partial, 4096 * sizeof(double));
  cudaMalloc(&partial2, 4096 * sizeof(double));
  cudaMalloc(&out, sizeof(double));
  cudaMalloc(&st, sizeof(State));
  cudaMemset(st, 0, sizeof(State));
  cudaMemcpy(x, hx, n * sizeof(double), cudaMemcpyHostToDevice);
  const char *names[] = {"partial", "count", "cas", "tree", "castree", "early", "loadcas", "casrlx", "earlyrlx", "replica", "accum"};
  constexpr int Variants = 11;
  int bad[Variants] = {0};
  for (int r = 0; r < reps; r++)
    for (int v = 0; v < Variants; v++) {
      unsigned long long key = 1 + r * Variants + v;
      double got;
      cudaMemset(out, 0, sizeof(double));
      switch (v) {
      case 0: {
        partialOnly<<<g, BS>>>(g, w, x, partial);
        double *from = partial, *to = partial2;
        for (int len = g; len > 1; len = (len + 255) / 256) {
          sum_reduce<<<(len + 255) / 256, 256>>>(len, from, to);
          double *t = from; from = to; to = t;
        }
        cudaMemcpy(&got, from, sizeof(double), cudaMemcpyDeviceToHost);
        break;
      }
      case 1: arrive<None, false><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 2: arrive<Cas, false><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 3: arrive<None, true><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 4: arrive<Cas, true><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 5: arrive<Early, false><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 6: arrive<LoadCas, false><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 7: arrive<CasRlx, false><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 8: arrive<EarlyRlx, false><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 9: arrive<Replica, false><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      case 10: arrive<Accum, false><<<g, BS>>>(g, w, key, x, partial, out, st); break;
      }
      if (v) cudaMemcpy(&got, out, sizeof(double), cudaMemcpyDeviceToHost);
      if (got != want && bad[v]++ < 3) fprintf(stderr, "WRONG %s rep %d: %.17g vs %.17g\n", names[v], r, got, want);
    }
  cudaError_t e = cudaDeviceSynchronize();
  int anyBad = e != cudaSuccess;
  for (int v = 0; v < Variants; v++) anyBad |= bad[v] != 0;
  printf("arrival-cost G=%d W=%d reps=%d: %s%s\n", g, w, reps, anyBad ? "WRONG" : "all results right",
         e != cudaSuccess ? cudaGetErrorString(e) : "");
  return anyBad;
}
