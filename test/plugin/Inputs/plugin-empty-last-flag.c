/* Shapes for plugin-empty-last-flag.test: loops over unsigned iteration
 * spaces (a step of 2 over long, an unsigned int variable) and a signed one
 * (step 1 over long), which the repair leaves alone. */
long step2(long n) {
  long lp = -7;
#pragma omp target teams distribute parallel for map(tofrom : lp) lastprivate(lp)
  for (long i = 0; i < 2 * n; i += 2) lp = i;
  return lp;
}

unsigned uint_iv(unsigned n, unsigned *out) {
#pragma omp target teams distribute parallel for map(from : out[0 : n])
  for (unsigned i = 0; i < n; i++) out[i] = i;
  return n;
}

long signed_iv(long n, long *out) {
#pragma omp target teams distribute parallel for map(from : out[0 : n])
  for (long i = 0; i < n; i++) out[i] = i;
  return n;
}
