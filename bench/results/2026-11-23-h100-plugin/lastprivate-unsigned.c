/* Stock LLVM 19's last flag for unsigned loops with n < T*C (docs/plugin.md):
 * lastprivate(x) over n iterations must end with x = 3(n-1)+1. Repeated
 * because the wrong writer races with the right one. */
#include <stdio.h>
int main(void) {
  const unsigned ns[] = {777, 1, 100, 5000};
  const int ts[][2] = {{100, 32}, {3, 128}, {3, 128}, {1000, 128}};
  int bad = 0;
  for (int k = 0; k < 4; ++k)
    for (int rep = 0; rep < 20; ++rep) {
      unsigned n = ns[k], x = 7;
      int nt = ts[k][0], tl = ts[k][1];
#pragma omp target teams distribute parallel for lastprivate(x) num_teams(nt) thread_limit(tl) map(tofrom : x)
      for (unsigned i = 0; i < n; ++i)
        x = 3 * i + 1;
      if (x != 3 * (n - 1) + 1) {
        if (rep == 0 || bad < 8) printf("wrong: n=%u T=%d C=%d rep %d: x=%u want %u\n", n, nt, tl, rep, x, 3 * (n - 1) + 1);
        bad++;
      }
    }
  printf("%d wrong of 80\n", bad);
  return bad != 0;
}
