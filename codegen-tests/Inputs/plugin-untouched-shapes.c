// Distribute loops the plugin must leave exactly as clang-19 emitted them:
// a user's explicit schedules (the mapping is theirs), num_threads (the
// team's thread count is not the distribute chunk), and generic-mode
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

double with_num_threads(const double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for num_threads(64) reduction(+ : s) map(to : a[0 : n])
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
