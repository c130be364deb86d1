/* Runs Inputs/merged-loop-count-exec.ll's loops on the CPU against what a
   loop i = plb, plb + s, ... (do ... while i + s <= ub) runs, computed here in
   128-bit arithmetic with s = umin(pstride, ub - plb + 1) in the loop's
   width. Cases where that loop would wrap (poison after the `add nuw`) or run
   more than 2^12 iterations are skipped. */
#include <stdint.h>
#include <stdio.h>

uint64_t iterations64(uint64_t plb, uint64_t ub, uint64_t pstride, uint64_t *sum);
uint32_t iterations32(uint32_t plb, uint32_t ub, uint32_t pstride, uint64_t *sum);

static int run, bad;

/* The reference; returns 0 for a case to skip. */
static int reference(unsigned __int128 max, unsigned __int128 plb, unsigned __int128 ub,
                     unsigned __int128 s, uint64_t *n, uint64_t *sum) {
  unsigned __int128 i = plb;
  *n = 0;
  *sum = 0;
  for (;;) {
    ++*n;
    *sum += (uint64_t)i;
    if (*n > (1u << 12) || i + s > max)
      return 0;
    i += s;
    if (i > ub)
      return 1;
  }
}

static void check(int bits, uint64_t plb, uint64_t ub, uint64_t pstride) {
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  plb &= mask, ub &= mask, pstride &= mask;
  uint64_t left = (ub - plb + 1) & mask;
  uint64_t s = pstride < left ? pstride : left;
  if (bits == 32)
    s &= 0x7fffffffu;
  uint64_t n, sum, got_n, got_sum;
  if (!reference(mask, plb, ub, s, &n, &sum))
    return;
  run++;
  got_n = bits == 64 ? iterations64(plb, ub, pstride, &got_sum)
                     : iterations32((uint32_t)plb, (uint32_t)ub, (uint32_t)pstride, &got_sum);
  if (got_n != n || got_sum != sum) {
    bad++;
    printf("WRONG i%d plb=%llu ub=%llu pstride=%llu: %llu iterations (sum %llu), want %llu (sum %llu)\n",
           bits, (unsigned long long)plb, (unsigned long long)ub, (unsigned long long)pstride,
           (unsigned long long)got_n, (unsigned long long)got_sum, (unsigned long long)n,
           (unsigned long long)sum);
  }
}

int main(void) {
  for (int bits = 32; bits <= 64; bits += 32) {
    uint64_t max = bits == 64 ? ~0ull : 0xffffffffull;
    uint64_t smax = max >> 1;
    uint64_t v[] = {0, 1, 2, 3, 5, 31, 32, 33, 127, 128, 129, 1000, 4095, 4096, 65535,
                    smax - 1, smax, smax + 1, max - 1024, max - 129, max - 3, max - 2, max - 1, max};
    int nv = sizeof v / sizeof v[0];
    for (int a = 0; a < nv; a++)
      for (int b = 0; b < nv; b++)
        for (int c = 0; c < nv; c++) {
          check(bits, v[a], v[b], v[c]);
          check(bits, v[a], v[a] + v[b], v[c]); /* ub near plb */
        }
  }
  printf("%d cases, %d wrong\n", run, bad);
  return bad != 0;
}
