/* The large resident-team count (plugin/ResidentTeams.cpp): a teams
 * reduction of one double whose loop stores (w[i] = 2 a[i] + 1, then
 * sum += a[i] * w[i], as TeaLeaf's cg_calc_w) and whose team count
 * libomptarget chooses. Whatever the build:
 *   - the sum, every w[i], and each iteration run exactly once;
 *   - omp_get_num_teams() the same in every iteration.
 * With the plugin (--expect-resident), a launch of blocks of 128 threads
 * with at least 6 iterations per thread of the ordinary resident teams
 * (min(8 per SM, 1024) teams) runs with the large count: 10 teams per SM,
 * more than 1024 on a GPU of more than 102 SMs, at most the 4096 records
 * ompred's pool keeps for it; a smaller launch with at most 1024. Sizes: 1,
 * 1000, the threshold - 1 and + 1, 2^23 + 3.
 */
// REQUIRES: gpu
// RUN: %if with-plugin %{ %{run} %{bin}/resident-large --expect-resident | %{check} %s %} \
// RUN: %else %{ %{run} %{bin}/resident-large | %{check} %s %}
// CHECK: {{^}}resident-large: PASS ({{[0-9]+}} checks){{$}}
// CHECK-NOT: {{.}}
/* No generic-mode kernel in this unit: with one, every kernel reserves 9
 * named barriers and an SM holds 7 teams, the large count's 10 never. */
#define OMPRED_TEST_SPMD_BEGIN
#include "ompred_test.h"

static double stencil_sum(const double *a, double *w, int *seen, int *teams, int n) {
  double sum = 0;
#pragma omp target teams distribute parallel for map(to : a[0:n]) map(tofrom : w[0:n], seen[0:n], teams[0:n]) reduction(+ : sum)
  for (int i = 0; i < n; i++) {
    w[i] = 2 * a[i] + 1;
    sum += a[i] * w[i];
    seen[i]++;
    teams[i] = omp_get_num_teams();
  }
  return sum;
}

#pragma omp declare target
/* The GPU's SM count (%nsmid), read on the device. */
int sm_count(void) { return 0; }
#pragma omp end declare target
#pragma omp begin declare variant match(device = {arch(nvptx64)})
int sm_count(void) { return __nvvm_read_ptx_sreg_nsmid(); }
#pragma omp end declare variant

int main(int argc, char **argv) {
  t_begin("resident-large");
  int expect_resident = argc > 1 && strcmp(argv[1], "--expect-resident") == 0;
  /* An SPMD kernel: a generic one in the unit would keep LLVM's generic
   * entry, and its named barrier 8, in every kernel (7 teams per SM). */
  int sms = 0;
#pragma omp target teams distribute parallel for map(tofrom : sms)
  for (int i = 0; i < 1; i++)
    sms = sm_count();
  int ordinary = sms * 8 < 1024 ? sms * 8 : 1024;
  int threshold = 6 * ordinary * 128;
  const int sizes[] = {1, 1000, threshold - 1, threshold + 1, (1 << 23) + 3};
  int most = (1 << 23) + 3;
  double *a = t_alloc(sizeof(double) * most), *w = t_alloc(sizeof(double) * most);
  int *seen = t_alloc(sizeof(int) * most), *teams = t_alloc(sizeof(int) * most);
  for (int i = 0; i < most; i++)
    a[i] = (double)((i * 7919L) % 1000 - 300);
  char what[160];
  for (unsigned z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
    int n = sizes[z];
    double want = 0;
    for (int i = 0; i < n; i++)
      want += a[i] * (2 * a[i] + 1);
    memset(seen, 0, sizeof(int) * n);
    memset(teams, 0, sizeof(int) * n);
    for (int i = 0; i < n; i++)
      w[i] = -1;
    double got = stencil_sum(a, w, seen, teams, n);
#define WHAT(s) (snprintf(what, sizeof what, "n = %d: %s", n, s), what)
    t_check_f(WHAT("sum"), got, want);
    long right = 0, once = 0, same = 0;
    for (int i = 0; i < n; i++) {
      right += w[i] == 2 * a[i] + 1;
      once += seen[i] == 1;
      same += teams[i] == teams[0];
    }
    t_check_i(WHAT("every w[i] stored"), right, n);
    t_check_i(WHAT("iterations run exactly once"), once, n);
    t_check_i(WHAT("omp_get_num_teams() the same in every iteration"), same, n);
    if (expect_resident && n >= threshold + 1) {
      int large = sms * 10 < 4096 ? sms * 10 : 4096;
      t_check_i(WHAT("the large count: 10 teams per SM, at most the 4096 records"), teams[0],
                large);
    } else if (expect_resident && n >= 128 * 3200) {
      t_check_i(WHAT("the ordinary count"), teams[0], ordinary);
    }
  }
  free(a); free(w); free(seen); free(teams);
  return t_end();
}
