// Shapes clang-19 emits as the default chunked distribute loop (schedule 91,
// chunk = block size) around a chunk-one parallel loop (33, chunk 1), in
// SPMD kernels: the plugin must merge every one of them.
double combined_int(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double combined_long(const double *a, long n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (long i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double combined_unsigned(const double *a, unsigned n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (unsigned i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double combined_unsigned_long(const double *a, unsigned long n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (unsigned long i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double split_teams(const double *a, int n) {
  double s = 0;
#pragma omp target teams reduction(+ : s) map(to : a[0 : n])
#pragma omp distribute parallel for reduction(+ : s)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double teams_loop(const double *a, int n) {
  double s = 0;
#pragma omp target teams loop reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double combined_simd(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for simd reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

double collapse2(const double *a, int n, int m) {
  double s = 0;
#pragma omp target teams distribute parallel for collapse(2) reduction(+ : s) map(to : a[0 : n * m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      s += a[i * m + j];
  return s;
}

int lastprivate_int(int n) {
  int x = -1;
#pragma omp target teams distribute parallel for lastprivate(x) map(tofrom : x)
  for (int i = 0; i < n; ++i)
    x = i;
  return x;
}

// A thread_limit known only at run time: OpenMPOpt cannot fold clang's chunk
// (the block size), so the merge needs no run-time condition.
double runtime_thread_limit(const double *a, int n, int tl) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n]) thread_limit(tl)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// num_teams and a constant thread_limit: OpenMPOpt folds the chunk to 256,
// but OMP_TEAMS_THREAD_LIMIT or OMP_THREAD_LIMIT can make libomptarget launch
// fewer threads per block, so the merged loop is for blocks of 256 threads
// only, as without num_teams.
// With num_teams and a thread limit, and a region that asks for its team
// and thread: OMP_TEAMS_THREAD_LIMIT may cap the block below the folded
// chunk, so the merged copy runs only for blocks of the limit.
int omp_get_team_num(void);
int omp_get_thread_num(void);
void num_teams_observed(int *who, int n) {
#pragma omp target teams distribute parallel for map(from : who[0 : n]) num_teams(64) thread_limit(256)
  for (int i = 0; i < n; ++i)
    who[i] = omp_get_team_num() * 65536 + omp_get_thread_num();
}

double num_teams_given(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n]) num_teams(64) thread_limit(256)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// Reductions and body locals: the private state the merged loop carries
// from one distribute chunk into the next only accumulates (docs/plugin.md,
// "Private state"), or is written before it is read in every iteration.
double reduce_mul(const double *a, int n) {
  double p = 1;
#pragma omp target teams distribute parallel for reduction(* : p) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    p = p * a[i];
  return p;
}

double reduce_min(const double *a, int n) {
  double m = 1e300;
#pragma omp target teams distribute parallel for reduction(min : m) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    m = a[i] < m ? a[i] : m;
  return m;
}

double reduce_max_if(const double *a, int n) {
  double m = -1e300;
#pragma omp target teams distribute parallel for reduction(max : m) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    if (a[i] > m)
      m = a[i];
  return m;
}

int reduce_and(const int *a, int n) {
  int r = 1;
#pragma omp target teams distribute parallel for reduction(&& : r) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    r = r && a[i];
  return r;
}

int reduce_or(const int *a, int n) {
  int r = 0;
#pragma omp target teams distribute parallel for reduction(|| : r) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    r = r || a[i] > 3;
  return r;
}

double reduce_several(const double *a, int n) {
  double s = 0, m = -1e300;
  long k = 0;
#pragma omp target teams distribute parallel for reduction(+ : s, k) reduction(max : m) map(to : a[0 : n])
  for (int i = 0; i < n; ++i) {
    s += a[i];
    m = a[i] > m ? a[i] : m;
    if (a[i] > 0)
      k++;
  }
  return s + m + k;
}

double simd_collapse_max(const double *a, int n, int m) {
  double r = -1e300;
#pragma omp target teams distribute parallel for simd collapse(2) reduction(max : r) map(to : a[0 : n * m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      r = a[i * m + j] > r ? a[i * m + j] : r;
  return r;
}

// A max whose arms call an OpenMP query.
int omp_get_num_teams(void);

int reduce_max_query(int n) {
  int teams = 0;
#pragma omp target teams distribute parallel for reduction(max : teams) map(tofrom : teams)
  for (int i = 0; i < n; ++i)
    teams = omp_get_num_teams() > teams ? omp_get_num_teams() : teams;
  return teams;
}

void body_locals(const double *a, double *y, int n) {
#pragma omp target teams distribute parallel for map(to : a[0 : n]) map(from : y[0 : n])
  for (int i = 0; i < n; ++i) {
    long k = i * 2;
    double t;
    if (k % 3)
      t = a[i];
    else
      t = -a[i];
    y[i] = t + k;
  }
}

// Updates by the reduction's own operator, written otherwise: subtraction
// under + and - (an addition of -x), additions and subtractions mixed, max
// and min by ?: with the private on either side, || with the private second.
double reduce_sub_plus(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s -= a[i];
  return s;
}

double reduce_sub_minus(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(- : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s -= a[i];
  return s;
}

long reduce_add_sub(const long *a, const long *b, int n) {
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n], b[0 : n])
  for (int i = 0; i < n; ++i) {
    s = s + a[i];
    s = s - b[i];
  }
  return s;
}

double reduce_fmax_cond(const double *a, int n) {
  double m = -1e300;
#pragma omp target teams distribute parallel for reduction(max : m) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    m = m > a[i] ? m : a[i];
  return m;
}

float reduce_fmin_cond(const float *a, int n) {
  float m = 1e30f;
#pragma omp target teams distribute parallel for reduction(min : m) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    m = m < a[i] ? m : a[i];
  return m;
}

int reduce_or_second(const int *a, int n) {
  int r = 0;
#pragma omp target teams distribute parallel for reduction(|| : r) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    r = a[i] > 3 || r;
  return r;
}

// clang contracts `s += a * b` into llvm.fmuladd(a, b, s): an addition to s.
double reduce_dot(const double *a, const double *b, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to : a[0 : n], b[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i] * b[i];
  return s;
}

// schedule(static, 1) is the inner schedule clang emits without a clause.
double sched_static1(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for schedule(static, 1) reduction(+ : s) map(to : a[0 : n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
