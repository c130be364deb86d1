// Distribute loops the plugin must leave exactly as clang-19 emitted them:
// a user's explicit schedules (the mapping is theirs), num_threads (the
// team's thread count is not the distribute chunk), an if clause, and generic-mode
// kernels (code around the loop runs on the team's main thread).
double dist_chunked(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for dist_schedule(static, 256) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double dist_static(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for dist_schedule(static) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double sched_static(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for schedule(static) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double sched_static4(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for schedule(static, 4) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double sched_dynamic(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for schedule(dynamic) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// thread_limit above the device's 1024 threads: no block has the folded
// chunk's size.
double above_max_block(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for thread_limit(2048) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double with_num_threads(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for num_threads(64) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// An if clause that may serialize the region, in a loop that would be
// merged in place (a thread_limit known at run time only): a serialized
// region runs on one thread, which the merged schedule does not serve.
double with_if(const double *a, int n, int c, int tl) {
  double s = 0;
#pragma omp target teams distribute parallel for if(parallel : c) thread_limit(tl) reduction(+ : s) \
    map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

int opaque(int);
#pragma omp declare target to(opaque)

double generic_teams(const double *a, int n) {
  double s = 0;
#pragma omp target teams reduction(+ : s) map(to : a[0 : n])
  {
    int k = opaque(n);
#pragma omp distribute parallel for reduction(+ : s)
    for (int i = 0; i < k; ++i)
      s += a[i];
  }
  return s;
}

// Private state that one iteration writes and a later one of the same thread
// reads: clang's chunks start each from fresh private copies, the merged
// loop would carry them across chunks (docs/plugin.md, "Private state").
void firstprivate_carried(long *seen, long n) {
  long c = 7;
#pragma omp target teams distribute parallel for firstprivate(c) map(tofrom : seen[0 : n])
  for (long i = 0; i < n; i++) {
    seen[i] = c;
    c += 1;
  }
}

// Written in one branch, read in the other, of a later iteration.
void private_branches(long *seen, long n) {
  long c = 0;
#pragma omp target teams distribute parallel for private(c) map(tofrom : seen[0 : n])
  for (long i = 0; i < n; i++) {
    if (i % 3 == 0)
      c = i;
    else
      seen[i] = c;
  }
}

// A reduction's private read for something else than its own update.
void reduction_read(const double *x, double *y, int n, double *out) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n]) map(from : y[0 : n])
  for (int i = 0; i < n; ++i) {
    s += x[i];
    y[i] = s;
  }
  *out = s;
}

// The carried value reaches another array only under a condition.
void private_stored_if(const double *x, double *y, int n) {
  double c = 0;
#pragma omp target teams distribute parallel for firstprivate(c) map(to : x[0 : n]) map(from : y[0 : n])
  for (int i = 0; i < n; ++i) {
    if (i % 5 == 0)
      y[i] = c;
    c += x[i];
  }
}

// The carried value decides whether another array is written.
void reduction_decides_store(const double *x, int *y, int n, double *out) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n]) map(tofrom : y[0 : n])
  for (int i = 0; i < n; ++i) {
    s += x[i];
    if (s > 100)
      y[i] = 1;
  }
  *out = s;
}

void observe(double *);
#pragma omp declare target to(observe)

// A reduction's private passed by address to a function in the loop.
void reduction_by_address(const double *x, int n, double *out) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n])
  for (int i = 0; i < n; ++i) {
    s += x[i];
    observe(&s);
  }
  *out = s;
}

// A private array: one iteration writes the element a later one reads.
void private_array(long *seen, long n) {
  long t[2] = {0, 0};
#pragma omp target teams distribute parallel for private(t) map(tofrom : seen[0 : n])
  for (long i = 0; i < n; i++) {
    t[i % 2] = i;
    seen[i] = t[(i + 1) % 2];
  }
}

// lastprivate accumulated across iterations: the value copied out depends
// on the iterations the last chunk's thread ran before, in that chunk only.
long lastprivate_counter(long n) {
  long c = 0;
#pragma omp target teams distribute parallel for lastprivate(c) map(tofrom : c)
  for (long i = 0; i < n; i++) {
    if (i % 4 == 0)
      c = 0;
    c += 1;
  }
  return c;
}

// lastprivate written only in some iterations: the value copied out may
// come from an earlier chunk.
int lastprivate_sometimes(int n) {
  int x = -1;
#pragma omp target teams distribute parallel for lastprivate(x) map(tofrom : x)
  for (int i = 0; i < n; ++i)
    if (i % 3 == 0)
      x = i;
  return x;
}

// A reduction's private updated other than by the reduction's operator:
// each chunk's private starts from the identity and is combined into the
// result, so the result depends on where chunks begin.
double reduction_reset(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n])
  for (int i = 0; i < n; ++i)
    s = s > 5 ? 0 : s + x[i];
  return s;
}

long reduction_scaled(const long *x, int n) {
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n])
  for (int i = 0; i < n; ++i)
    s = s * 2 + x[i];
  return s;
}

// llvm.fmuladd(x, s, y): s is a factor, not the addend.
double reduction_fma_scaled(const double *x, const double *y, int n) {
  double s = 1;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n], y[0 : n])
  for (int i = 0; i < n; ++i)
    s = x[i] * s + y[i];
  return s;
}

double reduction_reversed_sub(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n])
  for (int i = 0; i < n; ++i)
    s = x[i] - s;
  return s;
}

double reduction_mixed_ops(const double *x, const double *y, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n], y[0 : n])
  for (int i = 0; i < n; ++i) {
    s += x[i];
    s *= y[i];
  }
  return s;
}

// A min written under reduction(max).
double reduction_min_as_max(const double *x, int n) {
  double s = -1e300;
#pragma omp target teams distribute parallel for reduction(max : s) map(to : x[0 : n])
  for (int i = 0; i < n; ++i)
    s = x[i] > s ? s : x[i];
  return s;
}

// Overwritten in every iteration: the result sums each chunk's last value.
double reduction_overwritten(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : x[0 : n])
  for (int i = 0; i < n; ++i)
    s = x[i];
  return s;
}
