double sum_i(const double *x, int n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) is_device_ptr(x)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
double sum_u(const double *x, unsigned n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) is_device_ptr(x)
  for (unsigned i = 0; i < n; i++) s += x[i];
  return s;
}
double sum_l(const double *x, long n, int nt) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) num_teams(nt) is_device_ptr(x)
  for (long i = 0; i < n; i++) s += x[i];
  return s;
}
double sum_def(const double *x, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(x)
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
