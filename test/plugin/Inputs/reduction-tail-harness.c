// Runs clang's shuffle-and-reduce and inter-warp copy callbacks of
// Inputs/plugin-reduction-tail.c on the CPU, one lane at a time, against
// references computed here in plain C (plugin-reduction-tail-exec.test).
//
// Shuffle-and-reduce, AlgoVer 0 (every lane combines the remote element into
// its own): the runtime's shuffle is replaced by one that returns the bitwise
// complement of the piece it is given, so the "remote lane's" item is the
// bytewise complement of the local one, and the result must be
// local OP ~local, element by element.
// Inter-warp copy, one warp: the callback moves each item through the
// transfer storage in chunks, reloading the item's address from the reduce
// list in the write phase (lane 0 of each warp) and in the read phase
// (threads below the warp count), with a barrier before each. The barrier
// here points the list at a source before writes and at a destination
// before reads, so a right callback copies every byte of the source.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int32_t __openmp_nvptx_data_transfer_temporary_storage[32];

int32_t __kmpc_shuffle_int32(int32_t v, int16_t offset, int16_t width) { return ~v; }
int64_t __kmpc_shuffle_int64(int64_t v, int16_t offset, int16_t width) { return ~v; }
int32_t __kmpc_get_warp_size(void) { return 32; }
int32_t __kmpc_get_hardware_thread_id_in_block(void) { return 0; }
int32_t __kmpc_global_thread_num(void *loc) { return 0; }

static void **list_now, **list_src, **list_dst;
static int nitems, barriers;
void __kmpc_barrier(void *loc, int32_t gtid) {
  ++barriers;
  for (int i = 0; i < nitems; i++) list_now[i] = (barriers % 2) ? list_src[i] : list_dst[i];
}

typedef void Shuffle(void **, int16_t, int16_t, int16_t);
typedef void Copy(void **, int32_t);
#define CB(n) extern Shuffle _omp_reduction_shuffle_and_reduce_func##n;
extern Shuffle _omp_reduction_shuffle_and_reduce_func;
extern Copy _omp_reduction_inter_warp_copy_func, _omp_reduction_inter_warp_copy_func2,
    _omp_reduction_inter_warp_copy_func4, _omp_reduction_inter_warp_copy_func6,
    _omp_reduction_inter_warp_copy_func8, _omp_reduction_inter_warp_copy_func10,
    _omp_reduction_inter_warp_copy_func12, _omp_reduction_inter_warp_copy_func14;
CB(1) CB(3) CB(5) CB(7) CB(9) CB(11) CB(13)

static int wrong;
static void report(const char *what, int ok) {
  printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  wrong += !ok;
}

// Runs Copy on items of the given sizes and checks that every byte arrived.
static void copy_case(const char *what, Copy *fn, int n, const int *sizes) {
  unsigned char src[4][16], dst[4][16];
  void *now[4], *s[4], *d[4];
  for (int i = 0; i < n; i++) {
    for (int b = 0; b < 16; b++) src[i][b] = (unsigned char)(17 * i + 3 * b + 1);
    memset(dst[i], 0xAA, sizeof dst[i]);
    s[i] = src[i], d[i] = dst[i], now[i] = src[i];
  }
  list_now = now, list_src = s, list_dst = d, nitems = n, barriers = 0;
  fn(now, 1);
  int ok = 1;
  for (int i = 0; i < n; i++)
    ok &= memcmp(src[i], dst[i], sizes[i]) == 0;
  report(what, ok);
}

static short smin(short a, short b) { return a < b ? a : b; }
static signed char cmax(signed char a, signed char b) { return a > b ? a : b; }
typedef struct { short a, b, c; } S6;

int main(void) {
  {  // short[3], min
    short a[3] = {5, -7, 1234}, w[3];
    for (int j = 0; j < 3; j++) w[j] = smin(a[j], (short)~a[j]);
    void *l[1] = {a};
    _omp_reduction_shuffle_and_reduce_func(l, 0, 1, 0);
    report("shuffle short[3] min", memcmp(a, w, sizeof a) == 0);
  }
  Shuffle *c3[2] = {_omp_reduction_shuffle_and_reduce_func1, _omp_reduction_shuffle_and_reduce_func3};
  for (int k = 0; k < 2; k++) {  // char[3], +, parallel and teams callbacks
    signed char a[3] = {5, -7, 100}, w[3];
    for (int j = 0; j < 3; j++) w[j] = (signed char)(a[j] + (signed char)~a[j]);
    void *l[1] = {a};
    c3[k](l, 0, 1, 0);
    report(k ? "shuffle char[3] + (teams)" : "shuffle char[3] +", memcmp(a, w, sizeof a) == 0);
  }
  {  // _Float16, +
    _Float16 a = (_Float16)1.0f, r;
    uint16_t bits;
    memcpy(&bits, &a, 2);
    bits = (uint16_t)~bits;
    memcpy(&r, &bits, 2);
    _Float16 w = a + r;
    void *l[1] = {&a};
    _omp_reduction_shuffle_and_reduce_func5(l, 0, 1, 0);
    report("shuffle _Float16 +", memcmp(&a, &w, 2) == 0);
  }
  {  // 6-byte struct, + on each field
    S6 a = {5, -7, 1234}, w = {(short)(5 + ~5), (short)(-7 + ~-7), (short)(1234 + ~1234)};
    void *l[1] = {&a};
    _omp_reduction_shuffle_and_reduce_func7(l, 0, 1, 0);
    report("shuffle struct{short,short,short} +", a.a == w.a && a.b == w.b && a.c == w.c);
  }
  {  // short[5], +
    short a[5] = {1, 2, 3, 4, 5}, w[5];
    for (int j = 0; j < 5; j++) w[j] = (short)(a[j] + (short)~a[j]);
    void *l[1] = {a};
    _omp_reduction_shuffle_and_reduce_func9(l, 0, 1, 0);
    report("shuffle short[5] +", memcmp(a, w, sizeof a) == 0);
  }
  {  // char[7], max
    signed char a[7] = {-100, -50, 0, 1, 2, -128, 127}, w[7];
    for (int j = 0; j < 7; j++) w[j] = cmax(a[j], (signed char)~a[j]);
    void *l[1] = {a};
    _omp_reduction_shuffle_and_reduce_func11(l, 0, 1, 0);
    report("shuffle char[7] max", memcmp(a, w, sizeof a) == 0);
  }
  {  // short, int[3], short[4], short[3], all +
    short s = 9, ws = (short)(9 + ~9);
    int v[3] = {1, -2, 3}, wv[3];
    short q[4] = {4, 5, -6, 7}, wq[4], t[3] = {8, -9, 10}, wt[3];
    for (int j = 0; j < 3; j++) wv[j] = v[j] + ~v[j], wt[j] = (short)(t[j] + (short)~t[j]);
    for (int j = 0; j < 4; j++) wq[j] = (short)(q[j] + (short)~q[j]);
    void *l[4] = {&s, v, q, t};
    _omp_reduction_shuffle_and_reduce_func13(l, 0, 1, 0);
    report("shuffle short, int[3], short[4]", s == ws && !memcmp(v, wv, sizeof v) && !memcmp(q, wq, sizeof q));
    report("shuffle short[3] beside them", memcmp(t, wt, sizeof t) == 0);
  }
  copy_case("copy short[3]", _omp_reduction_inter_warp_copy_func, 1, (int[]){6});
  copy_case("copy char[3]", _omp_reduction_inter_warp_copy_func2, 1, (int[]){3});
  copy_case("copy char[3] (teams)", _omp_reduction_inter_warp_copy_func4, 1, (int[]){3});
  copy_case("copy _Float16", _omp_reduction_inter_warp_copy_func6, 1, (int[]){2});
  copy_case("copy struct{short,short,short}", _omp_reduction_inter_warp_copy_func8, 1, (int[]){6});
  copy_case("copy short[5]", _omp_reduction_inter_warp_copy_func10, 1, (int[]){10});
  copy_case("copy char[7]", _omp_reduction_inter_warp_copy_func12, 1, (int[]){7});
  copy_case("copy short, int[3], short[4], short[3]", _omp_reduction_inter_warp_copy_func14, 4,
            (int[]){2, 12, 8, 6});
  printf("%s (%d wrong)\n", wrong ? "FAIL" : "PASS", wrong);
  return wrong != 0;
}
