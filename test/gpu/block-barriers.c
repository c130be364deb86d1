/* Block barriers that order accesses must stay where the plugin removes the
 * ones that order nothing (docs/plugin.md, "Barriers that order nothing").
 *
 * Chunks in order: one team runs a `distribute parallel for` chunk by chunk
 * (dist_schedule(static, 128), 128 threads, one iteration each), and each
 * iteration reads what another thread wrote in an earlier chunk
 * (b[i] = b[i - 129] + 1). Only the barrier that ends each chunk's parallel
 * region orders that store before the next chunk's load; the pass keeps it
 * and removes the ones beside it that order nothing.
 *
 * Phases: parallel regions of teams (SPMD) whose threads exchange values
 * through memory, each phase a store, `omp barrier` twice, a load of another
 * thread's value, and a barrier before the next phase's store overwrites
 * what a slower thread has yet to read; through global memory (a slice per
 * team), through a team-shared array declared in the teams region, and
 * after a branch where only some threads store. (LLVM 19's `omp barrier`
 * fences memory on each side, so these barriers all stay; the runtime's own
 * barriers around the regions go.)
 *
 * A barrier removed that orders a store before a load, or a load before a
 * store, lets a thread read another chunk's or phase's value; every value
 * read is checked against the host's.
 */
// REQUIRES: gpu
// RUN: %{run} %{bin}/block-barriers | %{check} %s
// CHECK: {{^}}block-barriers: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
#define OMPRED_TEST_SPMD_BEGIN
#include "ompred_test.h"

enum { Teams = 264, Threads = 128, Phases = 40, Chunks = 400, Lag = Threads + 1 };

static void chunks_in_order(long *b) {
#pragma omp target teams distribute parallel for num_teams(1) thread_limit(Threads) \
    dist_schedule(static, Threads) is_device_ptr(b)
  for (int i = Lag; i < Chunks * Threads; ++i)
    b[i] = b[i - Lag] + 1;
}

/* What thread t of team m stores in phase ph. */
static long value(int m, int ph, int t) { return 100000L * m + 1000L * ph + t; }

/* The thread whose value thread t reads in phase ph, of nt threads. */
static int partner(int ph, int t, int nt) { return (t + 7 * ph + 1) % nt; }

static void exchange_global(long *slices, long *sums) {
#pragma omp target teams num_teams(Teams) thread_limit(Threads) is_device_ptr(slices, sums)
#pragma omp parallel num_threads(Threads)
  {
    int m = omp_get_team_num(), t = omp_get_thread_num(), nt = omp_get_num_threads();
    long *slice = slices + (long)m * Threads, sum = 0;
    for (int ph = 0; ph < Phases; ++ph) {
      slice[t] = value(m, ph, t);
#pragma omp barrier
#pragma omp barrier
      sum += slice[partner(ph, t, nt)];
#pragma omp barrier
    }
    sums[(long)m * Threads + t] = sum;
  }
}

static void exchange_team_shared(long *sums) {
#pragma omp target teams num_teams(Teams) thread_limit(Threads) is_device_ptr(sums)
  {
    long slot[Threads];
#pragma omp parallel num_threads(Threads) shared(slot)
    {
      int m = omp_get_team_num(), t = omp_get_thread_num(), nt = omp_get_num_threads();
      long sum = 0;
      for (int ph = 0; ph < Phases; ++ph) {
        slot[t] = value(m, ph, t);
#pragma omp barrier
#pragma omp barrier
        sum += slot[partner(ph, t, nt)];
#pragma omp barrier
      }
      sums[(long)m * Threads + t] = sum;
    }
  }
}

/* Odd threads store their value only in odd phases; the others keep the
 * last one they stored. */
static void exchange_branch(long *slices, long *sums) {
#pragma omp target teams num_teams(Teams) thread_limit(Threads) is_device_ptr(slices, sums)
#pragma omp parallel num_threads(Threads)
  {
    int m = omp_get_team_num(), t = omp_get_thread_num(), nt = omp_get_num_threads();
    long *slice = slices + (long)m * Threads, sum = 0;
    for (int ph = 0; ph < Phases; ++ph) {
      if ((t & 1) == 0 || (ph & 1) == 1)
        slice[t] = value(m, ph, t);
#pragma omp barrier
      sum += slice[partner(ph, t, nt)];
#pragma omp barrier
    }
    sums[(long)m * Threads + t] = sum;
  }
}

static long want_sum(int m, int t, int branch) {
  long sum = 0;
  for (int ph = 0; ph < Phases; ++ph) {
    int p = partner(ph, t, Threads), at = ph;
    if (branch && (p & 1) == 1 && (ph & 1) == 0)
      at = ph - 1; /* phase -1: the slice's initial value, set below */
    sum += at < 0 ? -1 : value(m, at, p);
  }
  return sum;
}

int main(void) {
  t_begin("block-barriers");
  int dev = omp_get_default_device();
  long n = (long)Teams * Threads;
  size_t bytes = n * sizeof(long);
  long *h = t_alloc(bytes), *init = t_alloc(bytes);
  long *slices = omp_target_alloc(bytes, dev), *sums = omp_target_alloc(bytes, dev);
  if (!slices || !sums) {
    printf("FAIL: omp_target_alloc\n");
    return 1;
  }
  for (long i = 0; i < n; ++i) init[i] = -1;

  /* b[i] = i for i < Lag; each later element one more than Lag before it. */
  long nb = (long)Chunks * Threads;
  long *b = t_alloc(nb * sizeof(long)), *db = omp_target_alloc(nb * sizeof(long), dev);
  if (!db) {
    printf("FAIL: omp_target_alloc\n");
    return 1;
  }
  for (int call = 0; call < 5; ++call) {
    for (long i = 0; i < nb; ++i) b[i] = i < Lag ? i : -7;
    omp_target_memcpy(db, b, nb * sizeof(long), 0, 0, dev, omp_get_initial_device());
    chunks_in_order(db);
    omp_target_memcpy(b, db, nb * sizeof(long), 0, 0, omp_get_initial_device(), dev);
    long bad = 0, first = -1;
    for (long i = 0; i < nb; ++i)
      if (b[i] != i % Lag + i / Lag && bad++ == 0)
        first = i;
    char msg[160];
    snprintf(msg, sizeof msg, "chunks in order, call %d: elements wrong (first %ld)", call, first);
    t_check_i(msg, bad, 0);
  }
  omp_target_free(db, dev);
  free(b);

  const char *names[] = {"global slices", "team-shared array", "store under a branch"};
  for (int kind = 0; kind < 3; ++kind)
    for (int call = 0; call < 3; ++call) {
      omp_target_memcpy(slices, init, bytes, 0, 0, dev, omp_get_initial_device());
      omp_target_memcpy(sums, init, bytes, 0, 0, dev, omp_get_initial_device());
      if (kind == 0) exchange_global(slices, sums);
      else if (kind == 1) exchange_team_shared(sums);
      else exchange_branch(slices, sums);
      omp_target_memcpy(h, sums, bytes, 0, 0, omp_get_initial_device(), dev);
      long bad = 0, first = -1;
      for (long i = 0; i < n; ++i)
        if (h[i] != want_sum((int)(i / Threads), (int)(i % Threads), kind == 2) && bad++ == 0)
          first = i;
      char msg[160];
      snprintf(msg, sizeof msg, "%s, call %d: threads with a wrong sum (first %ld)", names[kind], call,
               first);
      t_check_i(msg, bad, 0);
    }
  omp_target_free(slices, dev);
  omp_target_free(sums, dev);
  free(h);
  free(init);
  return t_end();
}
