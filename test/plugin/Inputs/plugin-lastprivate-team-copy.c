/* Shapes for plugin-lastprivate-team-copy.test: distribute-level copies of
 * lastprivates in SPMD kernels (a long, a struct), and look-alikes the
 * repair must leave alone. */
typedef struct { int a; short b; float c; } Rec;

long spmd_long(long n) {
  long lp = -7;
#pragma omp target teams distribute parallel for map(tofrom : lp) lastprivate(lp)
  for (long e = 0; e < n; e++) lp = e * 3 + 1;
  return lp;
}

Rec spmd_struct(long n) {
  Rec lp = {0, 0, 0};
#pragma omp target teams distribute parallel for map(tofrom : lp) lastprivate(lp)
  for (long e = 0; e < n; e++) lp.a = (int)e, lp.b = 2, lp.c = 3;
  return lp;
}

/* Generic: the team level is one thread, its copy already the team's. */
long generic_long(long n) {
  long lp = -7, count = 0;
#pragma omp target teams map(tofrom : lp, count)
  {
#pragma omp atomic
    count += 1;
#pragma omp distribute parallel for lastprivate(lp)
    for (long e = 0; e < n; e++) lp = e * 3 + 1;
  }
  return lp + count;
}

/* No distribute: the parallel for's lastprivate. */
long parallel_for(long n) {
  long lp = -7;
#pragma omp target parallel for map(tofrom : lp) lastprivate(lp)
  for (long e = 0; e < n; e++) lp = e * 3 + 1;
  return lp;
}
