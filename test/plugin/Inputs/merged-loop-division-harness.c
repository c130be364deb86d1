/* Runs Inputs/merged-loop-division-exec.ll's loops on the CPU against
   sum(q * 1000003 + r) over the iterations of i = plb, plb + s, ... (do ...
   while i + s <= ub), q = i / d and r = i % d computed here in 128-bit
   arithmetic, s = umin(pstride, ub - plb + 1) in the loop's width. Cases
   where that loop would wrap (poison after the `add nuw`) or run more than
   2^12 iterations are skipped, as are those dividing by 0, but for the
   guarded loop, which does not divide there. */
#include <stdint.h>
#include <stdio.h>

uint64_t steps64(uint64_t plb, uint64_t ub, uint64_t pstride, uint64_t d);
uint64_t steps32signed(uint32_t plb, uint32_t ub, uint32_t pstride, uint32_t d);
uint64_t guarded64(uint64_t plb, uint64_t ub, uint64_t pstride, uint64_t d);

static int run, bad;

/* The reference; returns 0 for a case to skip. */
static int reference(unsigned __int128 max, unsigned __int128 plb, unsigned __int128 ub,
                     unsigned __int128 s, unsigned __int128 d, int bits, uint64_t *sum) {
  unsigned __int128 i = plb;
  uint64_t n = 0, mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  *sum = 0;
  for (;;) {
    if (d)
      *sum += (uint64_t)(((i / d) & mask) * 1000003 + ((i % d) & mask));
    else
      *sum += (uint64_t)i;
    if (++n > (1u << 12) || i + s > max)
      return 0;
    i += s;
    if (i > ub)
      return 1;
  }
}

static void report(const char *f, uint64_t plb, uint64_t ub, uint64_t pstride, uint64_t d,
                   uint64_t got, uint64_t want) {
  run++;
  if (got == want)
    return;
  bad++;
  printf("WRONG %s plb=%llu ub=%llu pstride=%llu d=%llu: %llu, want %llu\n", f,
         (unsigned long long)plb, (unsigned long long)ub, (unsigned long long)pstride,
         (unsigned long long)d, (unsigned long long)got, (unsigned long long)want);
}

static void check64(uint64_t plb, uint64_t ub, uint64_t pstride, uint64_t d) {
  uint64_t left = ub - plb + 1, s = pstride < left ? pstride : left, want;
  if (!reference(~0ull, plb, ub, s, d, 64, &want))
    return;
  if (d)
    report("steps64", plb, ub, pstride, d, steps64(plb, ub, pstride, d), want);
  report("guarded64", plb, ub, pstride, d, guarded64(plb, ub, pstride, d), want);
}

static void check32signed(uint64_t plb, uint64_t ub, uint64_t pstride, uint64_t d) {
  plb &= 0x7fffffffu, ub &= 0xffffffffu, pstride &= 0xffffffffu, d &= 0x7fffffffu;
  uint64_t left = (ub - plb + 1) & 0xffffffffu;
  uint64_t s = (pstride < left ? pstride : left) & 0x7fffffffu, want;
  /* `add nsw`: i + s stays below 2^31 where the loop goes on. */
  if (!d || !reference(0x7fffffffu, plb, ub, s, d, 32, &want))
    return;
  report("steps32signed", plb, ub, pstride, d,
         steps32signed((uint32_t)plb, (uint32_t)ub, (uint32_t)pstride, (uint32_t)d), want);
}

int main(void) {
  uint64_t max = ~0ull, smax = max >> 1, max32 = 0xffffffffull, smax32 = 0x7fffffffull;
  uint64_t v[] = {0,          1,          2,          3,          5,         31,
                  32,         33,         127,        128,        129,       1000,
                  4095,       4096,       65535,      smax32 - 1, smax32,    smax32 + 1,
                  max32 - 3,  max32,      smax - 1,   smax,       smax + 1,  max - 1024,
                  max - 129,  max - 3,    max - 1,    max};
  int nv = sizeof v / sizeof v[0];
  for (int a = 0; a < nv; a++)
    for (int b = 0; b < nv; b++)
      for (int c = 0; c < nv; c++)
        for (int e = 0; e < nv; e++) {
          check64(v[a], v[b], v[c], v[e]);
          check64(v[a], v[a] + v[b], v[c], v[e]); /* ub near plb */
          check32signed(v[a], v[b], v[c], v[e]);
          check32signed(v[a], v[a] + v[b], v[c], v[e]);
        }
  printf("%d cases, %d wrong\n", run, bad);
  return bad != 0;
}
