static const double kNeverX = 1000.5;
void b_loads_default(const double *x, int n, double *sink) {
#pragma omp target teams distribute parallel for is_device_ptr(x, sink)
  for (int i = 0; i < n; i++)
    if (x[i] == kNeverX) sink[0] = i;
}
void b_loads_shaped(const double *x, int n, int nt, double *sink) {
#pragma omp target teams distribute parallel for num_teams(nt) thread_limit(128) is_device_ptr(x, sink)
  for (int i = 0; i < n; i++)
    if (x[i] == kNeverX) sink[0] = i;
}
double a_sum_default(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(x)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
double a_sum_shaped(const double *x, int n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) thread_limit(128) is_device_ptr(x)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
