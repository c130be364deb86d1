// Runs loads-before-stores-exec.ll's loops, as LoadsBeforeStores.cpp left
// them, against the same loops written in C in program order, from the same
// memory, with every pointer placement of a small set: the same array, one
// element or a few bytes apart (overlapping), and far apart. Any difference
// in the memory left or in a returned value is a wrong case.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int64_t ur(int64_t *u, int64_t *p, int64_t *r, int64_t *w, int64_t a, uint64_t plb, uint64_t ub,
           uint64_t pstride);
int64_t reload(int64_t *w, int64_t *p, uint64_t plb, uint64_t ub, uint64_t pstride);
int64_t neighbour(int64_t *a, uint64_t plb, uint64_t ub, uint64_t pstride);
int64_t bytes(char *d, char *q, uint64_t plb, uint64_t ub, uint64_t pstride);
int64_t indexed(int64_t *a, int64_t *b, int64_t *idx, uint64_t plb, uint64_t ub, uint64_t pstride);

void visit(int64_t *p) { *p ^= 5; }

// The merged loop's iterations: plb, plb + s, ... while <= ub, at least one.
#define FOR_MERGED(i, plb, ub, ps)                                                                 \
  uint64_t s_ = (ps) < (ub) - (plb) + 1 ? (ps) : (ub) - (plb) + 1;                                 \
  for (uint64_t i = (plb), first_ = 1; first_ || i <= (ub); first_ = 0, i += s_)

static int64_t ref_ur(int64_t *u, int64_t *p, int64_t *r, int64_t *w, int64_t a, uint64_t plb,
                      uint64_t ub, uint64_t ps) {
  uint64_t acc = 0;
  FOR_MERGED(i, plb, ub, ps) {
    u[i] = (int64_t)((uint64_t)u[i] + (uint64_t)a * (uint64_t)p[i]);
    r[i] = (int64_t)((uint64_t)r[i] - (uint64_t)a * (uint64_t)w[i]);
    acc += (uint64_t)r[i] * (uint64_t)r[i];
  }
  return (int64_t)acc;
}

static int64_t ref_reload(int64_t *w, int64_t *p, uint64_t plb, uint64_t ub, uint64_t ps) {
  uint64_t acc = 0;
  FOR_MERGED(i, plb, ub, ps) {
    uint64_t sum = (uint64_t)p[i - 1] + (uint64_t)p[i + 1];
    w[i] = (int64_t)sum;
    acc += sum * (uint64_t)p[i];
  }
  return (int64_t)acc;
}

static int64_t ref_neighbour(int64_t *a, uint64_t plb, uint64_t ub, uint64_t ps) {
  uint64_t acc = 0;
  FOR_MERGED(i, plb, ub, ps) {
    a[i] = (int64_t)((uint64_t)a[i] * 3);
    acc += (uint64_t)a[i + 1] * (uint64_t)a[i];
  }
  return (int64_t)acc;
}

static int64_t ref_bytes(char *d, char *q, uint64_t plb, uint64_t ub, uint64_t ps) {
  uint64_t acc = 0;
  FOR_MERGED(i, plb, ub, ps) {
    uint64_t v;
    uint32_t l;
    memcpy(&v, d + 8 * i, 8);
    v += 4294967297u;
    memcpy(d + 8 * i, &v, 8);
    memcpy(&l, q + 8 * i, 4);
    acc += l;
  }
  return (int64_t)acc;
}

static int64_t ref_indexed(int64_t *a, int64_t *b, int64_t *idx, uint64_t plb, uint64_t ub,
                           uint64_t ps) {
  uint64_t acc = 0;
  FOR_MERGED(i, plb, ub, ps) {
    a[i] = (int64_t)(0 - (uint64_t)a[i]);
    int64_t lb = b[idx[i] & 63];
    visit(&a[i]);
    acc += (uint64_t)lb + (uint64_t)idx[i];
  }
  return (int64_t)acc;
}

enum { Elems = 512, Base = 160 };
static int64_t mem[Elems], want[Elems], start[Elems];
static long cases, wrong;

static void fill(void) {
  uint64_t x = 88172645463325252ull;
  for (int k = 0; k < Elems; ++k) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    start[k] = (int64_t)(x % 1000003) - 500001;
  }
}

static void check(const char *what, int64_t got, int64_t ref, long config) {
  ++cases;
  if (got != ref || memcmp(mem, want, sizeof mem)) {
    if (++wrong <= 10)
      printf("WRONG %s config %ld: returned %lld, want %lld%s\n", what, config, (long long)got,
             (long long)ref, memcmp(mem, want, sizeof mem) ? ", memory differs" : "");
  }
}

int main(void) {
  static const uint64_t ranges[][3] = {{0, 0, 1},  {0, 9, 1},    {0, 20, 3}, {1, 30, 7},
                                       {2, 40, 32}, {0, 40, 1000}, {5, 5, 3},  {3, 60, 2}};
  static const int offs[] = {0, 1, -1, 2, -2, 100};
  enum { NOffs = sizeof offs / sizeof offs[0], NRanges = sizeof ranges / sizeof ranges[0] };
  fill();
  long config = 0;
  for (int g = 0; g < NRanges; ++g) {
    uint64_t plb = ranges[g][0], ub = ranges[g][1], ps = ranges[g][2];
#define RUN(what, call_ir, call_ref)                                                               \
  do {                                                                                             \
    memcpy(want, start, sizeof mem);                                                               \
    int64_t *m_ = want;                                                                            \
    int64_t ref_ = call_ref;                                                                       \
    memcpy(mem, start, sizeof mem);                                                                \
    m_ = mem;                                                                                      \
    int64_t got_ = call_ir;                                                                        \
    check(what, got_, ref_, config++);                                                             \
  } while (0)
    // Element offsets from Base; the far ones (100) differ per pointer.
    for (int a = 0; a < NOffs; ++a)
      for (int b = 0; b < NOffs; ++b)
        for (int c = 0; c < NOffs; ++c)
          for (int d = 0; d < NOffs; ++d) {
            long U = Base + offs[a], P = Base + offs[b] + 3 * (b == 5), R = Base + offs[c] - 200 * (c == 5),
                 W = Base + offs[d] + 150 * (d == 5);
            RUN("ur", ur(m_ + U, m_ + P, m_ + R, m_ + W, 7, plb, ub, ps),
                ref_ur(m_ + U, m_ + P, m_ + R, m_ + W, 7, plb, ub, ps));
          }
    for (int a = 0; a < NOffs; ++a)
      for (int b = 0; b < NOffs; ++b) {
        long W = Base + offs[a], P = Base + offs[b] - 150 * (b == 5);
        RUN("reload", reload(m_ + W, m_ + P, plb, ub, ps), ref_reload(m_ + W, m_ + P, plb, ub, ps));
      }
    RUN("neighbour", neighbour(m_ + Base, plb, ub, ps), ref_neighbour(m_ + Base, plb, ub, ps));
    // Byte distances around both edges (-4 and 8) and beyond.
    for (int delta = -20; delta <= 20; ++delta)
      RUN("bytes", bytes((char *)(m_ + Base), (char *)(m_ + Base) + delta, plb, ub, ps),
          ref_bytes((char *)(m_ + Base), (char *)(m_ + Base) + delta, plb, ub, ps));
    for (int a = 0; a < NOffs; ++a)
      for (int b = 0; b < NOffs; ++b)
        for (int c = 0; c < NOffs; ++c) {
          long A = Base + offs[a], B = Base + offs[b] - 150 * (b == 5), I = Base + offs[c] + 150 * (c == 5);
          RUN("indexed", indexed(m_ + A, m_ + B, m_ + I, plb, ub, ps),
              ref_indexed(m_ + A, m_ + B, m_ + I, plb, ub, ps));
        }
  }
  printf("%ld cases, %ld wrong\n", cases, wrong);
  return wrong != 0;
}
