// num_of_records = 0: clang-19 accepts -fopenmp-cuda-teams-reduction-recs-num=0
// and then passes 0 records (and a kernel environment with a 0-byte reduction
// buffer) to __kmpc_nvptx_teams_reduce_nowait_v2. With more than one team
// there is no record to put a partial in, so the only sound outcome is to
// stop with a message (runtime::fatal).
// Anything else - a division by zero, a record index into the empty buffer, a
// hang - is a bug. One team needs no record and must still work.
//
// Each case runs in a child process, so that a crash is reported as such.
//
// RUN: %{simt_cxx} %s -o %t
// RUN: %t
#include "simt/team_harness.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace th;

namespace {

using I32 = ReduceList<Var<int32_t, Op::Add>>;

// In the child: 0 = stopped with ompred's message, 2 = wrong behaviour
// (message printed), a signal = crashed.
int child(uint32_t Teams, uint32_t Threads, bool SPMD, uint64_t Seed) {
  Rng R(Seed);
  Monitor Mon;
  Mon.AdversaryChance = 0;
  LaunchEnvironment Env{};
  auto C = std::make_unique<TeamCase<I32>>();
  C->setup(R, "zero records", Teams, Threads, 0, SPMD, &Env);
  Mon.Watched = {&C->W};
  simt::Simulator S(simt::Machine::uniform(3, 2), schedOptions(R));
  S.add(C->W.La);
  bool Ok = S.run();
  if (Teams == 1) {
    if (!Ok) {
      printf("one team, 0 records: %s\n", S.error().c_str());
      return 2;
    }
    uint64_t Before = Failures;
    C->check("one team, 0 records");
    return Failures == Before ? 0 : 2;
  }
  if (!Ok && S.error().find("ompred fatal") != std::string::npos)
    return 0;
  printf("%u teams, 0 records: expected ompred to stop with a message; got %s\n", Teams,
         Ok ? "a normal end" : S.error().c_str());
  return 2;
}

} // namespace

int main() {
  uint64_t Cases = 0;
  struct Case {
    uint32_t Teams, Threads;
    bool SPMD;
  };
  const Case Cs[] = {{1, 1, false}, {1, 64, true}, {2, 1, false}, {7, 1, false},
                     {2, 32, true}, {40, 33, true}};
  for (const Case &K : Cs) {
    ++Cases;
    fflush(stdout);
    pid_t P = fork();
    if (P == 0)
      _exit(child(K.Teams, K.Threads, K.SPMD, 0x2E80 + Cases));
    int Status = 0;
    waitpid(P, &Status, 0);
    const char *Mode = K.SPMD ? "spmd" : "generic";
    if (WIFSIGNALED(Status)) {
      int Sig = WTERMSIG(Status);
      EXPECT(false, "%s teams=%u threads=%u records=0: the process died of %s%s", Mode, K.Teams,
             K.Threads, strsignal(Sig),
             Sig == SIGFPE ? " (an integer division by zero: team/sm_slots.h slotGeometry() "
                             "computes Records / Regions with Regions = min(%nsmid, 0) = 0)"
                           : "");
    } else {
      EXPECT(WIFEXITED(Status) && WEXITSTATUS(Status) == 0,
             "%s teams=%u threads=%u records=0: wrong behaviour (exit status %d)", Mode, K.Teams,
             K.Threads, WIFEXITED(Status) ? WEXITSTATUS(Status) : -1);
    }
  }
  return finish("team-zero-records", Cases);
}
