#!/usr/bin/env python3
"""Random OpenMP reduction programs for differential testing (ompred vs stock).

    fuzz/gen.py SEED [--kernels K] [--keep KERNELS] [--vars K:V,V ...] [-o FILE]
    fuzz/gen.py --stats A:B       what seeds A..B-1 (12 kernels each) cover

A program is a pure function of SEED (and K): the same seed always gives the
same program. It holds K target regions ("kernels") that reduce 1-8 scalar
variables of char/short/int/long/unsigned/float/double with every operator,
optionally a user-defined reduction on a struct and an array section, in one
of several constructs (combined SPMD, split teams + distribute parallel for,
target parallel for, generic teams distribute with and without a nested
parallel for, teams loop), with num_teams/thread_limit shapes from 1 to 10^5
teams, zero and odd trip counts, and some kernels launched `nowait`.

The program computes its own reference on the host with plain C loops (no
OpenMP) from inputs it generates at run time, compares every result exactly
and prints one line per kernel. The inputs are chosen so that every order of
combination gives the same value: unsigned and char/short arithmetic wraps
modulo 2^bits (a ring homomorphism, so any order agrees), signed int/long
sums and products stay far from overflow, floating point sums use dyadic
fractions whose every partial sum is representable, products use +-1, +-2,
+-1/2 with bounded exponents.

Exit status of the program: 0 all kernels right, 1 a mismatch (lines
`FAIL seed=S kernel=K var=V got=G want=W`), 2 target regions ran on the host.
`./prog K` runs kernel K alone (the runner uses it to isolate a failure).

Minimisation (the reducer in driver.py uses these): --keep 3,5 keeps only
kernels 3 and 5 (numbering unchanged), --vars 3:0,2 keeps variables 0 and 2
of kernel 3 (`u` for its UDR, `a` for its array section), --no-nowait makes
every launch synchronous. The full random spec is drawn first and filtered
afterwards, so a reduced program is the same kernels minus the dropped parts.
"""
import argparse
import random
import sys

TYPES = ["char", "short", "int", "long", "unsigned", "float", "double"]
BITS = {"char": 8, "short": 16, "int": 32, "long": 64, "unsigned": 32}
INT_OPS = ["+", "*", "-", "&", "|", "^", "&&", "||", "min", "max"]
FLT_OPS = ["+", "*", "-", "&&", "||", "min", "max"]
CONSTRUCTS = ["spmd", "split", "parallel_for", "generic_nested", "generic", "teams_loop",
              "spmd_simd"]
TEAMS = [1, 2, 31, 33, 100, 1000, 1024, 4096, 100000]
THREADS = [1, 31, 32, 33, 64, 128, 256, 1000, 1024]
TRIPS = [0, 1, 2, 3, 31, 33, 97, 257, 1000, 1023, 1025, 4097, 65537, 100003, 200001]
# Loop variable types: long (the original), and the ones that change the
# runtime entry points clang calls (_4, _4u, _8u) or the collapsed index.
IVS = ["ulong", "int", "unsigned"]
IV_C = {"long": "long", "ulong": "unsigned long", "int": "int", "unsigned": "unsigned"}
# Launch-limiting environment variables (libomptarget 22 caps every launch
# by them). A short list, so that a batch bundles each environment's programs
# together (a process has one environment) in few binaries.
ENVS = [["OMP_TEAMS_THREAD_LIMIT=%d" % t] for t in (32, 33, 48, 64, 96, 256)] + \
    [["OMP_THREAD_LIMIT=%d" % t] for t in (32, 64, 100, 256)] + \
    [["OMP_NUM_TEAMS=%d" % t] for t in (1, 3, 33, 1000)] + \
    [["OMP_NUM_TEAMS=1", "OMP_TEAMS_THREAD_LIMIT=64"], ["OMP_NUM_TEAMS=2", "OMP_THREAD_LIMIT=128"],
     ["OMP_TEAMS_THREAD_LIMIT=32", "OMP_THREAD_LIMIT=100"]]
# What reading a reduction's private copy right after its own update always
# gives, whatever the schedule (%(v)s: the private copy, %(x)s: the value).
REDREAD = {"max": "%(v)s >= %(x)s", "min": "%(v)s <= %(x)s", "&": "(%(v)s & ~%(x)s) == 0",
           "|": "(%(v)s & %(x)s) == %(x)s", "&&": "!(%(v)s) || (%(x)s)", "||": "(%(v)s) || !(%(x)s)"}


def is_float(t):
    return t in ("float", "double")


class Var:
    def __init__(self, r, idx, trip):
        self.idx = idx
        self.type = r.choice(TYPES)
        self.op = r.choice(FLT_OPS if is_float(self.type) else INT_OPS)
        self.identity_init = r.random() < 0.5
        # Input distribution: a kind name the C code generator understands,
        # chosen so that the reduction is exact (see the module docstring).
        self.rare = r.random() < 0.5  # && / || / * : include the "breaking" value
        self.init = self.pick_init(r)
        # A value computed from the element index instead of loaded from an
        # input array (classes(): no loads, like the filed failing program).
        self.expr = None

    def set_expr(self, salt):
        t, op = self.type, self.op
        if op in ("+", "-"):
            self.expr = {"long": "3 * e + 1", "int": "(int)(e & 7) + 1",
                         # quarters, at most 7 * 2^20 of them: exact in float
                         "float": "(float)(e & 7) * 0.25f", "double": "(double)e * 0.5"
                         }.get(t, "(%s)(e * 40503u)" % t)  # wraps exactly
        else:  # min / max
            self.expr = "(%s)(e ^ %d)" % (t, salt & 0xfffff)

    def pick_init(self, r):
        t, op = self.type, self.op
        if self.identity_init:
            return None
        if op in ("&&", "||"):
            # Not 2: the construct combines the original value even after zero
            # iterations, and 2 && 1 is 1, so the result would depend on that.
            return r.choice([0, 1])
        if op == "*":
            return r.choice([1, -1, 3]) if t != "unsigned" else r.choice([1, 3, 7])
        if op in ("&", "|", "^"):
            return r.randrange(0, 1 << min(BITS[t] - 1, 30))
        if is_float(t):
            return r.randrange(-64, 64) / 4
        return r.randrange(-100, 100) if t != "unsigned" else r.randrange(0, 1000)


class Kernel:
    def __init__(self, r, idx):
        self.idx = idx
        self.construct = r.choice(CONSTRUCTS)
        self.teams = r.choice(TEAMS)
        self.threads = r.choice(THREADS)
        # Trip counts near the thread/team grid as well as fixed odd ones.
        grid = self.teams * self.threads
        trips = TRIPS + [grid - 1, grid + 1, self.threads + 1] if grid < 300000 else TRIPS
        self.trip = r.choice(trips)
        # generic_nested: outer distribute loop x inner parallel for.
        self.inner = r.choice([1, 7, 32, 33, 100]) if self.construct == "generic_nested" else 1
        if self.construct == "generic_nested":
            self.trip = min(self.trip, 5000)  # outer iterations; inner adds the rest
        self.lb = r.choice([0, 0, 0, 5]) if self.construct != "generic_nested" else 0
        self.step = r.choice([1, 1, 1, 2, 3]) if self.construct != "generic_nested" else 1
        self.nowait = r.random() < 0.25
        # With 1000+ threads a thread has 64 registers; clang 19 emits the
        # stock runtime's shuffle-and-reduce callbacks as separate functions
        # that need more for several variables, and ptxas then refuses the
        # whole file. Such kernels keep to three scalars, so that stock builds.
        wide = self.threads >= 1000
        self.vars = [Var(r, i, self.trip) for i in range(r.randint(1, 3 if wide else 8))]
        self.udr = UDR(r) if r.random() < 0.2 and not wide else None
        self.arr = ArrSec(r) if r.random() < 0.2 and not wide else None
        self.salt = r.getrandbits(32)
        # Drawn later by classes(), from another stream, so that a kernel that
        # draws none of them is the one this seed gave before they existed.
        self.launch, self.iv, self.n2, self.hist = "clauses", "long", 1, False
        self.hit = self.store = self.counter = self.capture = None
        self.private = self.fpriv = self.lastpriv = self.sched = False
        self.redread = None
        self.tail, self.tlgen, self.nestpar = None, False, 0
        self.parif = None
        self.local = False

    def classes(self, r):
        """The classes of the filed issue: side effects in the body (atomics
        on a mapped array or scalar, stores), default launches over the trip
        counts where libomptarget lowers the block size, other loop variable
        types and collapse(2), private state read after write, and the
        schedule-dependent firstprivate whose reference follows clang 19's
        mapping of iterations to threads."""
        c = self.construct
        if r.random() < 0.08:
            return self.make_hist(r)
        nested = c == "generic_nested"
        if r.random() < 0.35:
            self.launch = r.choice(["default", "default", "teams", "threads"] if c != "parallel_for"
                                   else ["default"])
            if not nested:
                self.trip = default_trip(r)
        if not nested and r.random() < 0.25:
            self.iv = r.choice(IVS)
        if not nested and r.random() < 0.15:
            self.set_collapse(r, r.choice([2, 3, 7, 32, 33, 1000]))
        if r.random() < 0.25:
            self.hit = (r.choice(["long", "int", "unsigned"]), r.choice([0, 0, 1, 7, 64]), r.random() < 0.3)
        if r.random() < 0.15:
            self.store = r.randrange(1000)
        if r.random() < 0.15:
            self.counter = r.choice([0, 1])
        if r.random() < 0.1:
            self.capture = True
        if r.random() < 0.15:
            self.private = True
        if r.random() < 0.15:
            self.fpriv = r.randrange(-1000, 1000)
        cand = [v.idx for v in self.vars if v.op in REDREAD]
        if cand and r.random() < 0.15:
            self.redread = r.choice(cand)
        if c not in ("teams_loop", "generic_nested") and r.random() < 0.1:
            self.lastpriv = True  # `loop` takes only the loop variable as lastprivate
        if c in ("spmd", "parallel_for", "generic") and r.random() < 0.25:
            self.sched = r.randrange(-1000, 1000)
        for v in self.vars:
            if v.op in ("+", "-", "min", "max") and r.random() < 0.15:
                v.set_expr(r.getrandbits(32))

    def defects(self, r, capped):
        """The classes of clang-19 defects the pass plugin repairs
        (docs/llvm19-defects.md), drawn on purpose from their own stream:
        - tl-generic: a generic `teams distribute` + nested `parallel for`
          with thread_limit below 32 and a UDR, which keeps the kernel generic
          through OpenMPOpt (clang-19 leaves it no worker warp). Not under an
          environment that caps blocks at 32 threads or fewer: a generic
          launch then has no worker warp whatever the bounds say.
        - tail-arr / tail-udr: reduction items whose size is not a multiple of
          4 bytes: short/char sections of 3, 5, 6 or 7 elements, and UDR
          structs of char/short fields (1, 2, 3, 6, 10 bytes; 4 as the
          control), each replacing the kernel's own, the latter in
          `target parallel for` only: a teams reduction copies such a struct
          into its records with a misaligned memcpy, a defect the plugin does
          not repair (test/codegen/abi-udr-misaligned-record.c).
        nested() draws the third class; lastprivate on `distribute parallel
        for`, also repaired, is one of classes()' private-state draws."""
        wide = self.threads >= 1000
        if self.construct == "generic_nested" and not capped and r.random() < 0.5:
            self.tlgen = True
            self.threads = r.choice([1, 2, 7, 31])
            if self.launch not in ("clauses", "threads"):
                self.launch = "clauses"
            if self.udr is None:
                self.udr = UDR(r)
        wide = self.threads >= 1000
        # An array section makes the launch synchronous (emit_kernel): not on
        # a kernel drawn `nowait`, which would lose that class.
        if not wide and not self.nowait and r.random() < 0.08:
            a = ArrSec(r)
            a.type = r.choice(["short", "char"])
            a.op = r.choice(["+", "max", "min", "^", "|"])
            a.size = r.choice([3, 5, 7] if a.type == "short" else [3, 5, 6, 7])
            a.total = a.off + a.size + r.choice([0, 2])
            self.arr, self.tail = a, "arr"
        elif self.construct == "parallel_for" and not wide and r.random() < 0.25:
            u = UDR(r)
            shape = r.choice([["char"], ["short"], ["char"] * 2, ["char"] * 3, ["short"] * 3,
                              ["char", "char", "short"], ["short"] * 5])
            u.fields = [(t, r.choice(UDR.FIELD_OPS)) for t in shape]
            self.udr, self.tail = u, "udr"

    def nested(self, r):
        """nested-par, from a stream of its own (the programs of seeds that
        do not draw it stay as they were): in a generic `teams distribute` +
        nested `parallel for`, each iteration runs another `parallel for
        reduction(+)` of R iterations, a parallel region nested in a parallel
        region, which OpenMPOpt's SPMDization gets wrong at -O2; each
        iteration adds the inner sum to a mapped total atomically."""
        if self.construct == "generic_nested" and r.random() < 0.3:
            self.nestpar = r.choice([1, 5, 33])

    def parallel_if(self, r):
        """if-*, from a stream of its own: an `if` clause on the parallel
        region, its condition a variable the compiler cannot see, as on
        TeaLeaf's halo updates (`if (is_offload)`). It keeps LLVM 19's team
        state in SPMD kernels, which the pass plugin folds, and gives the
        region a serialized path, which the plugin runs as a team of one
        thread. `if(parallel : c)` with c 0 or 1 (if-parallel-false,
        if-parallel-true); plain `if(c)` with c 1 on a combined construct
        (if-target-parallel; c 0 would run the region on the host). Not with
        the schedule check (sched), which counts the threads."""
        if self.construct in ("spmd", "spmd_simd", "split", "parallel_for", "generic_nested") \
                and self.sched is False and r.random() < 0.12:
            if self.construct in ("spmd", "spmd_simd", "parallel_for") and r.random() < 0.4:
                self.parif = ("", 1)
            else:
                self.parif = ("parallel : ", r.choice([0, 1]))

    def local_vars(self, r):
        """local-vars, from a stream of its own: the scalar reduction
        variables are locals of the launch function, copied in from and out
        to the globals around the region, as applications write them. The
        pass plugin passes such variables in pinned host memory
        (plugin/HostResultSlots.cpp); globals keep libomptarget's mapping.
        Only in regions that are not nowait, whose locals would end with the
        function before the region does."""
        draw = r.random()
        if self.vars and not self.nowait and draw < 0.5:
            self.local = True

    def vname(self, v):
        """The name the target region reduces variable v under."""
        return "l%d" % v.idx if self.local else "k%d_v%d" % (self.idx, v.idx)

    def set_collapse(self, r, n2):
        self.n2 = n2
        n1 = self.trip // n2 if self.trip == 0 or self.trip >= n2 else 1
        self.trip, self.lb, self.step = n1 * n2, 0, 1

    def make_hist(self, r):
        """The filed program: count, sum, max and min of index values and an
        atomic histogram of a mapped array, no num_teams/thread_limit, trip
        counts 33..100003, long or unsigned long loops, sometimes collapse(2)."""
        self.construct, self.launch, self.hist, self.inner = "spmd", "default", True, 1
        self.trip = r.choice([33, 100003]) if r.random() < 0.2 else int(2 ** r.uniform(5.05, 16.61))
        self.lb, self.step = r.choice([0, 0, 5, 17]), r.choice([1, 1, 2, 3])
        self.iv = r.choice(["long", "long", "ulong"])
        if r.random() < 0.2:
            self.set_collapse(r, r.choice([3, 32, 33, 100]))
        self.vars = []
        for i, (op, expr) in enumerate([("+", "1"), ("+", "3 * e + 1"), ("max", "e"), ("min", "e")]):
            v = Var(r, i, self.trip)
            v.type, v.op, v.identity_init, v.init, v.expr = "long", op, True, None, expr
            self.vars.append(v)
        self.udr = self.arr = None
        self.hit = ("long", 0, False)

    def tags(self):
        """The kernel's classes, for --stats and the runner's summary."""
        t = []
        if self.hist:
            t.append("hist")
        if self.launch != "clauses":
            t.append("launch-" + self.launch)
        if self.iv != "long":
            t.append("iv-" + self.iv)
        if self.n2 > 1:
            t.append("collapse")
        for name in ("hit", "store", "counter", "capture"):
            if getattr(self, name) is not None:
                t.append("fx-" + name)
        for name, on in (("private", self.private), ("firstprivate", self.fpriv is not False),
                         ("redread", self.redread is not None), ("lastprivate", self.lastpriv)):
            if on:
                t.append("priv-" + name)
        if self.sched is not False:
            t.append("sched")
        if any(v.expr for v in self.vars) and not self.hist:
            t.append("idx")
        if self.tail:
            t.append("tail-" + self.tail)
        if self.tlgen:
            t.append("tl-generic")
        if self.nestpar:
            t.append("nested-par")
        if self.parif:
            t.append("if-target-parallel" if not self.parif[0] else
                     "if-parallel-%s" % ("true" if self.parif[1] else "false"))
        if self.local:
            t.append("local-vars")
        return t

    def has_extras(self):
        """Anything `--vars K:...x` keeps: side effects and private state."""
        return any(x is not None for x in (self.hit, self.store, self.counter, self.capture,
                                           self.redread)) or \
            any(x is not False for x in (self.private, self.fpriv, self.lastpriv, self.sched))

    def drop_extras(self):
        self.hit = self.store = self.counter = self.capture = None
        self.private = self.fpriv = self.lastpriv = self.sched = False
        self.redread = None


def default_trip(r):
    """Trip counts of default launches: 1..2^20, powers of two +-1 and
    log-uniform ones (libomptarget picks the block size from the trip count)."""
    if r.random() < 0.5:
        return max(1, (1 << r.randint(0, 20)) + r.choice([-1, 0, 1]))
    return int(2 ** r.uniform(0, 20))


class UDR:
    """A struct with 1-4 fields, each combined by its own operator."""
    FIELD_OPS = ["+", "min", "max", "^", "|"]

    def __init__(self, r):
        self.fields = []
        for _ in range(r.randint(1, 4)):
            t = r.choice(["char", "short", "int", "long", "unsigned", "double"])
            ops = ["+", "min", "max"] if is_float(t) else self.FIELD_OPS
            self.fields.append((t, r.choice(ops)))
        # An 8-byte field, so that the struct's size is a multiple of 8:
        # clang 19 copies a struct into its teams-reduction record, sizeof
        # bytes apart, with a memcpy that claims 8-byte alignment, and the
        # merged stores are misaligned for 6- or 12-byte structs (both
        # runtimes; test/codegen/abi-udr-misaligned-record.c).
        if not any(t in ("long", "double") for t, _ in self.fields):
            self.fields.append(("long", r.choice(self.FIELD_OPS)))


class ArrSec:
    def __init__(self, r):
        self.type = r.choice(["int", "long", "unsigned", "double", "short"])
        ops = ["+", "max", "min"] + ([] if is_float(self.type) else ["^", "|"])
        self.op = r.choice(ops)
        self.size = r.choice([1, 2, 3, 4, 8])
        self.off = r.choice([0, 0, 1, 3])
        self.total = self.off + self.size + r.choice([0, 2])


def make_spec(seed, nkernels):
    r = random.Random(seed)
    spec = [Kernel(r, k) for k in range(nkernels)]
    r2 = random.Random("classes:%d" % seed)
    for k in spec:
        k.classes(r2)
    r3 = random.Random("defects:%d" % seed)
    capped = any(e.split("=")[0] in ("OMP_TEAMS_THREAD_LIMIT", "OMP_THREAD_LIMIT")
                 and int(e.split("=")[1]) <= 32 for e in program_env(seed))
    for k in spec:
        k.defects(r3, capped)
    r4 = random.Random("nested:%d" % seed)
    for k in spec:
        k.nested(r4)
    r5 = random.Random("parif:%d" % seed)
    for k in spec:
        k.parallel_if(r5)
    r6 = random.Random("local:%d" % seed)
    for k in spec:
        k.local_vars(r6)
    return spec


def program_env(seed):
    """The environment a program runs under (its `// ENV:` header): a
    function of the seed alone, so that reduced variants keep it."""
    r = random.Random("env:%d" % seed)
    return list(r.choice(ENVS)) if r.random() < 0.3 else []


def cmin(t):
    return {"char": "CHAR_MIN", "short": "SHRT_MIN", "int": "INT_MIN", "long": "LONG_MIN",
            "unsigned": "0u", "float": "-FLT_MAX", "double": "-DBL_MAX"}[t]


def cmax(t):
    return {"char": "CHAR_MAX", "short": "SHRT_MAX", "int": "INT_MAX", "long": "LONG_MAX",
            "unsigned": "UINT_MAX", "float": "FLT_MAX", "double": "DBL_MAX"}[t]


def identity(t, op):
    return {"+": "0", "-": "0", "*": "1", "&": "~0", "|": "0", "^": "0", "&&": "1", "||": "0",
            "min": cmax(t), "max": cmin(t)}[op]


def update(lhs, t, op, x):
    """The loop body's update of a reduction variable by value x."""
    if op in ("+", "-", "*", "&", "|", "^"):
        return "%s %s= %s;" % (lhs, op, x)
    if op in ("&&", "||"):
        return "%s = %s %s %s;" % (lhs, lhs, op, x)
    cmp = "<" if op == "min" else ">"
    return "%s = %s %s %s ? %s : %s;" % (lhs, x, cmp, lhs, x, lhs)


def gen_input(v, n_expr, arr):
    """C statements filling arr[0..n) with exact-friendly values for v."""
    t, op = v.type, v.op
    lines = []
    if op in ("+", "-"):
        if t in ("char", "short", "unsigned"):
            val = "(%s)fz_rand()" % t
        elif t == "int":
            # n <= 2.5e6 elements: every partial sum stays below 2^31.
            val = "(int)fz_range(-500, 500)"
        elif t == "long":
            val = "(long)fz_range(-1000000000L, 1000000000L)"
        elif t == "float":
            # Quarters, at most 2^23 of them in |x| summed over all n: every
            # partial sum is exact in float's 24-bit significand.
            q = "(%s > 131072 ? 8388608L / %s : 64)" % (n_expr, n_expr)
            val = "(float)fz_range(-%s, %s) * 0.25f" % (q, q)
        else:
            val = "(double)fz_range(-1048576, 1048576) * 0x1p-10"
        lines.append("for (long i = 0; i < %s; i++) %s[i] = %s;" % (n_expr, arr, val))
    elif op == "*":
        if t in ("char", "short", "unsigned"):
            # Odd values keep the product from collapsing to 0; wraps exactly.
            lines.append("for (long i = 0; i < %s; i++) %s[i] = (%s)(fz_rand() | 1);"
                         % (n_expr, arr, t))
        else:
            # +-1 everywhere, a bounded number of +-2 (and +-1/2 for floats).
            big = {"int": 20, "long": 50, "float": 40, "double": 300}[t]
            lines.append("for (long i = 0; i < %s; i++) %s[i] = (fz_rand() & 1) ? 1 : -1;"
                         % (n_expr, arr))
            lines.append("for (int k = 0; k < %d && %s > 0; k++) %s[fz_range(0, %s - 1)] *= 2;"
                         % (big, n_expr, arr, n_expr))
            if is_float(t):
                lines.append("for (int k = 0; k < %d && %s > 0; k++) %s[fz_range(0, %s - 1)] *= 0.5;"
                             % (big, n_expr, arr, n_expr))
        if v.rare:
            lines.append("if (%s > 0) %s[fz_range(0, %s - 1)] = 0;" % (n_expr, arr, n_expr))
    elif op == "&":
        lines.append("for (long i = 0; i < %s; i++) %s[i] = (%s)~(1ULL << fz_range(0, %d));"
                     % (n_expr, arr, t, BITS[t] - 1))
        lines.append("for (long i = 0; i < %s; i++) if (fz_rand() %% 8) %s[i] = (%s)~0ULL;"
                     % (n_expr, arr, t))
    elif op == "|":
        lines.append("for (long i = 0; i < %s; i++) %s[i] = (fz_rand() %% 8) ? 0 : (%s)(1ULL << fz_range(0, %d));"
                     % (n_expr, arr, t, BITS[t] - 1))
    elif op == "^":
        lines.append("for (long i = 0; i < %s; i++) %s[i] = (%s)fz_rand();" % (n_expr, arr, t))
    elif op in ("&&", "||"):
        # && : all true unless the rare "false" appears; || the opposite.
        usual, rare = ("1", "0") if op == "&&" else ("0", "1")
        if is_float(t):
            usual = "0.5" if usual == "1" else "0"
            rare = "0.5" if rare == "1" else "0"
        lines.append("for (long i = 0; i < %s; i++) %s[i] = (fz_rand() %% 3) ? %s : %s;"
                     % (n_expr, arr, usual, ("(%s)(fz_range(1, 9))" % t) if usual != "0" else "0"))
        if v.rare:
            lines.append("if (%s > 0) %s[fz_range(0, %s - 1)] = %s;" % (n_expr, arr, n_expr, rare))
    else:  # min / max
        if is_float(t):
            lines.append("for (long i = 0; i < %s; i++) %s[i] = (%s)fz_range(-1000000, 1000000) * 0.125;"
                         % (n_expr, arr, t))
        else:
            lines.append("for (long i = 0; i < %s; i++) %s[i] = (%s)fz_rand();" % (n_expr, arr, t))
    return lines


def fmt_init(v):
    return identity(v.type, v.op) if v.init is None else repr(v.init)


def emit(seed, spec, cmd, no_nowait=False):
    o = []
    w = o.append
    w("/* fuzz program: seed %d, generated by `fuzz/gen.py %s`. */" % (seed, cmd))
    env = program_env(seed)
    if env:
        # The runner (run_on_gpu.py, via driver.py's manifest) runs the
        # program, and every program of its bundle, under these.
        w("// ENV: %s" % " ".join(env))
    w("#define FUZZ_SEED %dULL" % seed)
    w(PRELUDE)
    # UDR types and combiners.
    for k in spec:
        if k.udr is None:
            continue
        fs = k.udr.fields
        w("typedef struct { %s } S%d;" % (" ".join("%s f%d;" % (t, j) for j, (t, _) in enumerate(fs)), k.idx))
        w("#pragma omp declare target")
        w("static inline void s%d_merge(S%d *o, const S%d *in) {" % (k.idx, k.idx, k.idx))
        for j, (t, op) in enumerate(fs):
            w("  " + update("o->f%d" % j, t, op, "in->f%d" % j))
        w("}")
        w("static inline S%d s%d_id(void) { S%d s = { %s }; return s; }" % (
            k.idx, k.idx, k.idx, ", ".join("(%s)%s" % (t, identity(t, op)) for t, op in fs)))
        w("#pragma omp end declare target")
        w("#pragma omp declare reduction(m%d : S%d : s%d_merge(&omp_out, &omp_in)) "
          "initializer(omp_priv = s%d_id())" % (k.idx, k.idx, k.idx, k.idx))
    # Globals per kernel: inputs, results, references.
    for k in spec:
        K = k.idx
        for v in k.vars:
            w("static %s *k%d_x%d; static %s k%d_v%d, k%d_r%d;" % (v.type, K, v.idx, v.type, K, v.idx, K, v.idx))
        if k.udr:
            for j, (t, _) in enumerate(k.udr.fields):
                w("static %s *k%d_u%d;" % (t, K, j))
            w("static S%d k%d_s, k%d_sr;" % (K, K, K))
        if k.arr:
            a = k.arr
            w("static %s *k%d_ax; static %s k%d_a[%d], k%d_ar[%d];" % (a.type, K, a.type, K, a.total, K, a.total))
        w("static volatile long k%d_trip = %d;" % (K, k.trip))
    for k in spec:
        emit_kernel(w, k, no_nowait)
    # main
    # driver.py bundles link many programs into one binary, each entry renamed
    # with -DFUZZ_MAIN=...: one process, one device initialisation, for all.
    w("#ifndef FUZZ_MAIN")
    w("#define FUZZ_MAIN main")
    w("#endif")
    w("int FUZZ_MAIN(int argc, char **argv) {")
    w("  int only = argc > 1 ? atoi(argv[1]) : -1;")
    w("  fz_begin();")
    for k in spec:
        w("  if (only < 0 || only == %d) k%d_setup();" % (k.idx, k.idx))
    for k in spec:
        w("  if (only < 0 || only == %d) k%d_launch();" % (k.idx, k.idx))
    w("#pragma omp taskwait")
    for k in spec:
        w("  if (only < 0 || only == %d) k%d_check();" % (k.idx, k.idx))
    w("  return fz_end();")
    w("}")
    return "\n".join(o) + "\n"


def n_iters(k):
    return "k%d_n" % k.idx


def emit_kernel(w, k, no_nowait):
    K = k.idx
    # The array section lives in a local of the launch function (above), so
    # that launch must finish before it returns.
    nw = k.nowait and not no_nowait and k.arr is None
    # Index space: i = lb, lb+step, ... < lb + trip*step  (trip iterations);
    # generic_nested: i in [0, trip) outer x j in [0, inner) -> element i*inner+j;
    # collapse(2): a in [0, trip/n2) x b in [0, n2) -> element a*n2+b.
    w("static long k%d_n;" % K)
    emit_class_globals(w, k)
    w("static void k%d_setup(void) {" % K)
    w("  long n = k%d_trip * %d; k%d_n = n;  /* elements */" % (K, k.inner, K))
    w("  fz_seed(FUZZ_SEED * 1000003ULL + %dULL);" % (k.salt))
    for v in k.vars:
        if v.expr is None:
            w("  k%d_x%d = fz_alloc(sizeof(%s) * (n + %d));" % (K, v.idx, v.type, k.lb + 1))
            for line in gen_input(v, "n", "k%d_x%d" % (K, v.idx)):
                w("  " + line)
        w("  k%d_v%d = (%s)%s; k%d_r%d = k%d_v%d;" % (K, v.idx, v.type, fmt_init(v), K, v.idx, K, v.idx))
    if k.udr:
        for j, (t, op) in enumerate(k.udr.fields):
            w("  k%d_u%d = fz_alloc(sizeof(%s) * (n + 1));" % (K, j, t))
            if is_float(t):
                w("  for (long i = 0; i < n; i++) k%d_u%d[i] = (double)fz_range(-4096, 4096) * 0.25;" % (K, j))
            elif op == "+" and t in ("int", "long"):
                w("  for (long i = 0; i < n; i++) k%d_u%d[i] = (%s)fz_range(-1000, 1000);" % (K, j, t))
            else:
                w("  for (long i = 0; i < n; i++) k%d_u%d[i] = (%s)fz_rand();" % (K, j, t))
        w("  k%d_s = s%d_id(); k%d_s.f0 = (%s)3; k%d_sr = k%d_s;" % (K, K, K, k.udr.fields[0][0], K, K))
    if k.arr:
        a = k.arr
        w("  k%d_ax = fz_alloc(sizeof(%s) * (n + 1));" % (K, a.type))
        if is_float(a.type):
            w("  for (long i = 0; i < n; i++) k%d_ax[i] = (double)fz_range(-4096, 4096) * 0.25;" % K)
        elif a.op == "+" and a.type in ("int", "long"):
            w("  for (long i = 0; i < n; i++) k%d_ax[i] = (%s)fz_range(-1000, 1000);" % (K, a.type))
        else:
            w("  for (long i = 0; i < n; i++) k%d_ax[i] = (%s)fz_rand();" % (K, a.type))
        w("  for (int e = 0; e < %d; e++) k%d_a[e] = k%d_ar[e] = (%s)(e * 3 + 1);" % (a.total, K, K, a.type))
    emit_class_setup(w, k)
    # Host reference: plain sequential loops, no OpenMP.
    w("  for (long e = 0; e < n; e++) {")
    for v in k.vars:
        w("    " + update("k%d_r%d" % (K, v.idx), v.type, v.op, value(K, v)))
    if k.udr:
        w("    S%d one = s%d_id();" % (K, K))
        for j, (t, _) in enumerate(k.udr.fields):
            w("    one.f%d = k%d_u%d[e];" % (j, K, j))
        w("    s%d_merge(&k%d_sr, &one);" % (K, K))
    if k.arr:
        a = k.arr
        w("    " + update("k%d_ar[%d + e %% %d]" % (K, a.off, a.size), a.type, a.op, "k%d_ax[e]" % K))
    if k.hit:
        w("    k%d_hr[e %% k%d_m] += %s;" % (K, K, hit_value(k)))
    if k.counter is not None:
        w("    k%d_cntr += %s;" % (K, counter_value(k)))
    w("  }")
    w("}")

    # The target region.
    w("static void k%d_launch(void) {" % K)
    w("  long n = k%d_n; long trip = k%d_trip;" % (K, K))
    w("  (void)n; (void)trip;")
    if k.local:
        for v in k.vars:
            w("  %s l%d = k%d_v%d;" % (v.type, v.idx, K, v.idx))
    names = [k.vname(v) for v in k.vars]
    reds = ["reduction(%s : %s)" % (v.op, k.vname(v)) for v in k.vars]
    maps = ["map(to : k%d_x%d[0:n])" % (K, v.idx) for v in k.vars if v.expr is None]
    if names:
        maps.append("map(tofrom : %s)" % ", ".join(names))
    if k.udr:
        reds.append("reduction(m%d : k%d_s)" % (K, K))
        maps += ["map(to : k%d_u%d[0:n])" % (K, j) for j in range(len(k.udr.fields))]
        maps.append("map(tofrom : k%d_s)" % K)
    if k.arr:
        # A local copy: clang 19 segfaults (OpenMPIRBuilder::createReductionFunction)
        # on a reduction over a section of a file-scope array.
        a = k.arr
        w("  %s la[%d]; for (int e = 0; e < %d; e++) la[e] = k%d_a[e];" % (a.type, a.total, a.total, K))
        reds.append("reduction(%s : la[%d:%d])" % (a.op, a.off, a.size))
        maps.append("map(to : k%d_ax[0:n])" % K)
        maps.append("map(tofrom : la)")
    # Clauses of the classes: `outer` on the construct that maps (target ...),
    # `inner` on the loop's parallel for (the same pragma when combined).
    outer, inner = emit_class_launch(w, k, maps)
    c = k.construct
    combined = c not in ("split", "generic_nested")
    if combined:
        outer, inner = outer + inner, []
    RED = " ".join(reds)
    MAP = " ".join(maps)
    NW = " nowait" if nw else ""
    if nw and (k.hit or k.counter is not None or k.capture):
        # Host OpenMP (the generator's CPU tests) hangs in the teams'
        # reduction of `nowait` regions with atomics (libomp 19); the GPU
        # builds keep the nowait.
        NW = " FZ_NOWAIT"
    OUT = "".join(" " + x for x in outer)
    INN = "".join(" " + x for x in inner)
    if k.launch == "clauses":
        shape = "num_teams(%d) thread_limit(%d)" % (k.teams, k.threads)
    else:
        shape = {"default": "", "teams": "num_teams(%d)" % k.teams,
                 "threads": "thread_limit(%d)" % k.threads}[k.launch]
    lb, st = k.lb, k.step
    if k.n2 > 1:
        T = IV_C[k.iv]
        w("  long n1 = trip / %d;" % k.n2)
        loop = "for (%s a = 0; a < (%s)n1; a++)\n  for (%s b = 0; b < (%s)%d; b++)" % (T, T, T, T, k.n2)
        elem = "long e = (long)a * %d + (long)b;" % k.n2
    elif k.iv != "long":
        T = IV_C[k.iv]
        w("  %s hi = (%s)(%d + trip * %d);" % (T, T, lb, st))
        loop = "for (%s i = %d; i < hi; i += %d)" % (T, lb, st)
        elem = "long e = (long)((i - %d) / %d);" % (lb, st)
    else:
        loop = "for (long i = %d; i < %d + trip * %d; i += %d)" % (lb, lb, st, st)
        elem = "long e = (i - %d) / %d;" % (lb, st)
    coll = " collapse(2)" if k.n2 > 1 else ""

    def body(ind):
        lines = [elem]
        for v in k.vars:
            lines.append(update(k.vname(v), v.type, v.op, value(K, v)))
        if k.udr:
            lines.append("S%d one = s%d_id();" % (K, K))
            for j in range(len(k.udr.fields)):
                lines.append("one.f%d = k%d_u%d[e];" % (j, K, j))
            lines.append("s%d_merge(&k%d_s, &one);" % (K, K))
        if k.arr:
            a = k.arr
            lines.append(update("la[%d + e %% %d]" % (a.off, a.size), a.type, a.op, "k%d_ax[e]" % K))
        lines += class_body(k)
        return "\n".join(ind + l for l in lines)

    def pr(s):
        w(" ".join(s.split()))  # an absent clause leaves no double space

    if c in ("spmd", "spmd_simd"):
        simd = " simd" if c == "spmd_simd" else ""
        pr("#pragma omp target teams distribute parallel for%s%s %s %s %s%s%s" % (simd, coll, shape, MAP, RED, OUT, NW))
        w("  %s {\n%s\n  }" % (loop, body("    ")))
    elif c == "teams_loop":
        pr("#pragma omp target teams loop%s %s %s %s%s%s" % (coll, shape, MAP, RED, OUT, NW))
        w("  %s {\n%s\n  }" % (loop, body("    ")))
    elif c == "split":
        # The teams reduce as well: without it every team would combine into
        # one shared variable, a race.
        pr("#pragma omp target teams %s %s %s%s%s" % (shape, MAP, RED, OUT, NW))
        pr("#pragma omp distribute parallel for%s %s%s" % (coll, RED, INN))
        w("  %s {\n%s\n  }" % (loop, body("    ")))
    elif c == "parallel_for":
        nt = "" if k.launch == "default" else "num_threads(%d)" % k.threads
        pr("#pragma omp target parallel for%s %s %s %s%s%s" % (coll, nt, MAP, RED, OUT, NW))
        w("  %s {\n%s\n  }" % (loop, body("    ")))
    elif c == "generic":
        pr("#pragma omp target teams distribute%s %s %s %s%s%s" % (coll, shape, MAP, RED, OUT, NW))
        w("  %s {\n%s\n  }" % (loop, body("    ")))
    elif c == "generic_nested":
        pr("#pragma omp target teams distribute %s %s %s%s%s" % (shape, MAP, RED, OUT, NW))
        w("  for (long o = 0; o < trip; o++) {")
        pr("#pragma omp parallel for %s%s" % (RED, INN))
        w("    for (long i = o * %d; i < (o + 1) * %d; i++) {\n%s\n    }" % (k.inner, k.inner, body("      ")))
        w("  }")
    else:
        raise AssertionError(c)
    if k.arr:
        w("  for (int e = 0; e < %d; e++) k%d_a[e] = la[e];" % (k.arr.total, K))
    if k.local:
        for v in k.vars:
            w("  k%d_v%d = l%d;" % (K, v.idx, v.idx))
    w("}")

    # Checking.
    tags = k.tags()
    desc = "%s teams=%s threads=%s trip=%d inner=%d lb=%d step=%d%s vars=%s%s%s%s" % (
        c, k.teams if k.launch in ("clauses", "teams") else "-",
        k.threads if k.launch in ("clauses", "threads") else "-",
        k.trip, k.inner, lb, st, " nowait" if nw else "",
        ",".join("%s%s%s" % (v.type, v.op, "@e" if v.expr else "") for v in k.vars) or "-",
        " udr=%s" % ",".join("%s%s" % f for f in k.udr.fields) if k.udr else "",
        " arr=%s%s[%d:%d]" % (k.arr.type, k.arr.op, k.arr.off, k.arr.size) if k.arr else "",
        " cls=%s" % ",".join(tags) if tags else "")
    w("static void k%d_check(void) {" % K)
    w("  int bad = 0;")
    w("#ifdef FUZZ_PERTURB")
    w("  if (FUZZ_PERTURB == %d) FZ_PERTURB(%s);" % (K, (
        "k%d_v%d" % (K, k.vars[0].idx) if k.vars else
        "k%d_s.f0" % K if k.udr else "k%d_a[%d]" % (K, k.arr.off))))
    w("#endif")
    for v in k.vars:
        w("  bad += fz_check_%s(%d, \"v%d\", k%d_v%d, k%d_r%d);" % (ptype(v.type), K, v.idx, K, v.idx, K, v.idx))
    if k.udr:
        for j, (t, _) in enumerate(k.udr.fields):
            w("  bad += fz_check_%s(%d, \"s.f%d\", k%d_s.f%d, k%d_sr.f%d);" % (ptype(t), K, j, K, j, K, j))
    if k.arr:
        w("  for (int e = 0; e < %d; e++) {" % k.arr.total)
        w("    char nm[16]; snprintf(nm, sizeof nm, \"a[%d]\", e);")
        w("    bad += fz_check_%s(%d, nm, k%d_a[e], k%d_ar[e]);" % (ptype(k.arr.type), K, K, K))
        w("  }")
    emit_class_check(w, k)
    w("  fz_kernel_line(%d, bad, \"%s\");" % (K, desc))
    w("}")


def value(K, v):
    """The value a variable's update combines in iteration e."""
    return v.expr if v.expr else "k%d_x%d[e]" % (K, v.idx)


def hit_value(k):
    return "(e & 3) + 1" if k.hit[2] else "1"


def counter_value(k):
    return "(e & 3) + 1" if k.counter else "1"


def private_ref(k, j):
    """What iteration j stores into k_p with private(pt) and firstprivate(fc)."""
    if k.private and k.fpriv is not False:
        return "(%dL ^ %s) + 1" % (k.fpriv, j)
    if k.private:
        return "(%s * 5 + 2) * 3" % j
    return "%dL + %s" % (k.fpriv, j)


def emit_class_globals(w, k):
    K = k.idx
    if k.hit:
        w("static %s *k%d_h, *k%d_hr; static long k%d_m;" % (k.hit[0], K, K, K))
    if k.store is not None:
        w("static long *k%d_o;" % K)
    if k.counter is not None:
        w("static long k%d_cnt, k%d_cntr;" % (K, K))
    if k.capture:
        w("static long k%d_cap, *k%d_slot;" % (K, K))
    if k.private or k.fpriv is not False:
        w("static long *k%d_p;" % K)
    if k.redread is not None:
        w("static char *k%d_q;" % K)
    if k.lastpriv:
        w("static long k%d_lp;" % K)
    if k.nestpar:
        w("static long k%d_np;" % K)
    if k.parif:
        w("static volatile int k%d_pc;" % K)
    if k.sched is not False:
        w("static long *k%d_seen; static int *k%d_th, *k%d_tm, *k%d_np, *k%d_nt;" % (K, K, K, K, K))


def emit_class_setup(w, k):
    K = k.idx
    if k.hit:
        T, buckets, _ = k.hit
        w("  k%d_m = %s;" % (K, buckets or "n"))
        w("  k%d_h = fz_alloc(sizeof(%s) * (k%d_m + 1)); k%d_hr = fz_alloc(sizeof(%s) * (k%d_m + 1));"
          % (K, T, K, K, T, K))
    if k.store is not None:
        w("  k%d_o = fz_alloc(sizeof(long) * (n + 1));" % K)
    if k.counter is not None:
        w("  k%d_cnt = k%d_cntr = 0;" % (K, K))
    if k.capture:
        w("  k%d_cap = 0; k%d_slot = fz_alloc(sizeof(long) * (n + 1));" % (K, K))
    if k.private or k.fpriv is not False:
        w("  k%d_p = fz_alloc(sizeof(long) * (n + 1));" % K)
    if k.redread is not None:
        w("  k%d_q = fz_alloc(n + 1);" % K)
    if k.lastpriv:
        w("  k%d_lp = -7;" % K)
    if k.nestpar:
        w("  k%d_np = 0;" % K)
    if k.parif:
        w("  k%d_pc = %d;" % (K, k.parif[1]))
    if k.sched is not False:
        w("  k%d_seen = fz_alloc(sizeof(long) * (n + 1));" % K)
        for a in ("th", "tm", "np", "nt"):
            w("  k%d_%s = fz_alloc(sizeof(int) * (n + 1));" % (K, a))


def emit_class_launch(w, k, maps):
    """Locals and map clauses of the classes; returns the clauses for the
    construct that maps (outer) and for the loop's parallel for (inner)."""
    K = k.idx
    outer, inner = [], []
    if k.hit:
        w("  long m = k%d_m; (void)m;" % K)
        maps.append("map(tofrom : k%d_h[0:m])" % K)
    if k.store is not None:
        maps.append("map(from : k%d_o[0:n])" % K)
    if k.counter is not None:
        maps.append("map(tofrom : k%d_cnt)" % K)
    if k.capture:
        maps.append("map(tofrom : k%d_cap, k%d_slot[0:n])" % (K, K))
    if k.private or k.fpriv is not False:
        maps.append("map(from : k%d_p[0:n])" % K)
    if k.redread is not None:
        maps.append("map(from : k%d_q[0:n])" % K)
    if k.private:
        w("  long pt = 0;")
        inner.append("private(pt)")
    if k.fpriv is not False:
        # Only read in the body: every copy holds the original value.
        w("  long fc = %d;" % k.fpriv)
        outer.append("firstprivate(fc)")
    if k.lastpriv:
        maps.append("map(tofrom : k%d_lp)" % K)
        inner.append("lastprivate(k%d_lp)" % K)
    if k.nestpar:
        maps.append("map(tofrom : k%d_np)" % K)
    if k.parif:
        w("  int pc = k%d_pc;" % K)
        inner.append("if(%spc)" % k.parif[0])
    if k.sched is not False:
        w("  long sc = %d;" % k.sched)
        outer.append("firstprivate(sc)")
        maps.append("map(from : k%d_seen[0:n], k%d_th[0:n], k%d_tm[0:n], k%d_np[0:n], k%d_nt[0:n])"
                    % (K, K, K, K, K))
    return outer, inner


def class_body(k):
    K = k.idx
    b = []
    if k.hit:
        b += ["#pragma omp atomic", "k%d_h[e %% m] += %s;" % (K, hit_value(k))]
    if k.store is not None:
        b.append("k%d_o[e] = e * 5 + %d;" % (K, k.store))
    if k.counter is not None:
        b += ["#pragma omp atomic", "k%d_cnt += %s;" % (K, counter_value(k))]
    if k.capture:
        # Every iteration takes one ticket: the slots hold 1..n once each.
        b += ["long ct;", "#pragma omp atomic capture", "ct = k%d_cap++;" % K,
              "if (ct >= 0 && ct < n) k%d_slot[ct] = e + 1;" % K]
    if k.private and k.fpriv is not False:
        b += ["pt = fc ^ e;", "k%d_p[e] = pt + 1;" % K]
    elif k.private:
        b += ["pt = e * 5 + 2;", "k%d_p[e] = pt * 3;" % K]
    elif k.fpriv is not False:
        b.append("k%d_p[e] = fc + e;" % K)
    if k.redread is not None:
        v = [v for v in k.vars if v.idx == k.redread][0]
        b.append("k%d_q[e] = (char)(%s);" % (K, REDREAD[v.op] % {"v": k.vname(v),
                                                                   "x": "(%s)" % value(K, v)}))
    if k.lastpriv:
        b.append("k%d_lp = e * 3 + 1;" % K)
    if k.nestpar:
        b += ["long na = 0;", "#pragma omp parallel for reduction(+ : na)",
              "for (long r = 0; r < %d; r++) na += r + e;" % k.nestpar,
              "#pragma omp atomic", "k%d_np += na;" % K]
    if k.sched is not False:
        b += ["k%d_seen[e] = sc;" % K, "sc += 1;",
              "k%d_th[e] = omp_get_thread_num(); k%d_tm[e] = omp_get_team_num();" % (K, K),
              "k%d_np[e] = omp_get_num_threads(); k%d_nt[e] = omp_get_num_teams();" % (K, K)]
    return b


def emit_class_check(w, k):
    K = k.idx
    if k.hit:
        w("  FZ_CHECK_ARR(%d, \"h\", k%d_m, k%d_h[j], k%d_hr[j], fz_check_%s);" % (K, K, K, K, ptype(k.hit[0])))
    if k.store is not None:
        w("  FZ_CHECK_ARR(%d, \"o\", k%d_n, k%d_o[j], j * 5 + %d, fz_check_i);" % (K, K, K, k.store))
    if k.counter is not None:
        w("  bad += fz_check_i(%d, \"cnt\", k%d_cnt, k%d_cntr);" % (K, K, K))
    if k.capture:
        w("  bad += fz_check_i(%d, \"cap\", k%d_cap, k%d_n);" % (K, K, K))
        w("  bad += fz_check_perm(%d, \"slot\", k%d_slot, k%d_n);" % (K, K, K))
    if k.private or k.fpriv is not False:
        w("  FZ_CHECK_ARR(%d, \"p\", k%d_n, k%d_p[j], %s, fz_check_i);" % (K, K, K, private_ref(k, "j")))
    if k.redread is not None:
        w("  FZ_CHECK_ARR(%d, \"q\", k%d_n, k%d_q[j], 1, fz_check_i);" % (K, K, K))
    if k.lastpriv:
        w("  bad += fz_check_i(%d, \"lp\", k%d_lp, k%d_n > 0 ? (k%d_n - 1) * 3 + 1 : -7);" % (K, K, K, K))
    if k.nestpar:
        # Element e adds R(R-1)/2 + R e, for e in [0, n).
        R = k.nestpar
        w("  bad += fz_check_i(%d, \"np\", k%d_np, k%d_n * %dL + %dL * (k%d_n * (k%d_n - 1) / 2));"
          % (K, K, K, R * (R - 1) // 2, R, K, K))
    if k.sched is not False:
        # Chunk of a team's parallel region: clang 19 passes the kernel's
        # thread limit (128 without the clause) to __kmpc_distribute_static_init
        # as the chunk, a constant; the launch may have fewer threads.
        kind = {"spmd": 0, "parallel_for": 1, "generic": 2}[k.construct]
        chunk = k.threads if k.launch in ("clauses", "threads") else 128
        w("  bad += fz_sched(%d, k%d_n, %d, %d, %dL, k%d_seen, k%d_th, k%d_tm, k%d_np, k%d_nt);"
          % (K, K, chunk if kind == 0 else 0, kind, k.sched, K, K, K, K, K))


def ptype(t):
    return "f" if is_float(t) else ("u" if t == "unsigned" else "i")


PRELUDE = r"""
#include <float.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static uint64_t fz_state;
static void fz_seed(uint64_t s) { fz_state = s; }
/* splitmix64 */
static uint64_t fz_rand(void) {
  uint64_t z = (fz_state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
static long fz_range(long lo, long hi) { return lo + (long)(fz_rand() % (uint64_t)(hi - lo + 1)); }
static void *fz_alloc(size_t b) {
  void *p = calloc(b ? b : 1, 1);
  if (!p) { printf("fuzz seed=%llu: out of host memory\n", FUZZ_SEED); exit(3); }
  return p;
}
static int fz_failed, fz_kernels, fz_on_host = 1;
#ifndef _OPENMP
static int omp_get_thread_num(void) { return 0; }
static int omp_get_num_threads(void) { return 1; }
static int omp_get_team_num(void) { return 0; }
static int omp_get_num_teams(void) { return 1; }
#endif
static int fz_check_i(int k, const char *v, long long got, long long want) {
  if (got == want) return 0;
  printf("FAIL seed=%llu kernel=%d var=%s got=%lld want=%lld\n", FUZZ_SEED, k, v, got, want);
  return 1;
}
static int fz_check_u(int k, const char *v, unsigned long long got, unsigned long long want) {
  if (got == want) return 0;
  printf("FAIL seed=%llu kernel=%d var=%s got=%llu want=%llu\n", FUZZ_SEED, k, v, got, want);
  return 1;
}
static int fz_check_f(int k, const char *v, double got, double want) {
  if (got == want) return 0;
  printf("FAIL seed=%llu kernel=%d var=%s got=%.17g want=%.17g\n", FUZZ_SEED, k, v, got, want);
  return 1;
}
#ifdef FUZZ_ALLOW_HOST
#define FZ_NOWAIT
#else
#define FZ_NOWAIT nowait
#endif
/* An array's elements j < N against WANT (an expression of j): one line
   for the first wrong element, naming how many are wrong. */
#define FZ_CHECK_ARR(K, NAME, N, GOT, WANT, CHECK) do { \
    long fz_at = -1, fz_nbad = 0; \
    for (long j = 0; j < (N); j++) if ((GOT) != (WANT)) { if (fz_at < 0) fz_at = j; fz_nbad++; } \
    if (fz_at >= 0) { long j = fz_at; char fz_nm[64]; \
      snprintf(fz_nm, sizeof fz_nm, "%s[%ld]/%ld-wrong", NAME, j, fz_nbad); \
      bad += CHECK(K, fz_nm, (GOT), (WANT)); } } while (0)
/* slot[0..n) holds 1..n, each once (atomic capture tickets). */
static int fz_check_perm(int k, const char *v, const long *slot, long n) {
  char *seen = fz_alloc(n + 1);
  int bad = 0;
  for (long j = 0; j < n && !bad; j++) {
    long s = slot[j];
    if (s < 1 || s > n || seen[s - 1]) {
      char nm[64]; snprintf(nm, sizeof nm, "%s[%ld]-not-a-permutation", v, j);
      bad = fz_check_i(k, nm, s, -1);
    } else seen[s - 1] = 1;
  }
  free(seen);
  return bad;
}
/* A firstprivate(sc) counting the iterations its copy ran (`seen[e] = sc;
   sc += 1;`): seen[e] = c0 + the iterations before e that the same copy ran.
   A copy is one thread's in one parallel region. On the device, clang 19
   hands each team chunks of C iterations (C: the kernel's thread_limit
   clause, 128 without it; chunk c to team c mod T) and starts one parallel
   region per chunk, whose P threads take its iterations j, j+P, ... in order
   (schedule static,1): kind 0. `target parallel for` is one region, thread
   e mod P (kind 1); `teams distribute` one copy per team, which runs its
   iterations in order (kind 2). On the host one region per team. The thread,
   team and their counts are recorded by the body, so the reference holds
   under any launch shape; the mapping itself is checked too (device only).
   A copy is keyed (team, region, thread); an open-addressing table counts. */
static int fz_sched(int k, long n, long C, int kind, long c0, const long *seen,
                    const int *th, const int *tm, const int *np, const int *nt) {
  long cap = 1;
  while (cap < 2 * n + 2) cap <<= 1;
  uint64_t *key = fz_alloc(sizeof(uint64_t) * cap);
  long *cnt = fz_alloc(sizeof(long) * cap);
  char *used = fz_alloc(cap);
  int bad = 0;
  for (long e = 0; e < n && !bad; e++) {
    uint64_t region = (!fz_on_host && kind == 0) ? (uint64_t)(e / C) : 0;
    uint64_t kk = ((uint64_t)(unsigned)tm[e] << 42) ^ (region << 16) ^ (uint64_t)(unsigned)th[e];
    uint64_t h = (kk * 0x9E3779B97F4A7C15ULL) >> 17 & (uint64_t)(cap - 1);
    while (used[h] && key[h] != kk) h = (h + 1) & (uint64_t)(cap - 1);
    if (!used[h]) { used[h] = 1; key[h] = kk; cnt[h] = 0; }
    long want = c0 + cnt[h]++;
    if (seen[e] != want) {
      char nm[64]; snprintf(nm, sizeof nm, "seen[%ld]", e);
      bad += fz_check_i(k, nm, seen[e], want);
    }
  }
  for (long e = 0; e < n && !bad && !fz_on_host; e++) {
    long want = kind == 0 ? (e % C) % np[e] : kind == 1 ? e % np[e] : 0;
    if (kind != 2 && th[e] != want) {
      char nm[64]; snprintf(nm, sizeof nm, "thread-of[%ld]", e);
      bad += fz_check_i(k, nm, th[e], want);
    } else if (kind == 0 && tm[e] != (e / C) % nt[e]) {
      char nm[64]; snprintf(nm, sizeof nm, "team-of[%ld]", e);
      bad += fz_check_i(k, nm, tm[e], (e / C) % nt[e]);
    } else if (kind == 2 && e > 0 && tm[e] < tm[e - 1]) {
      char nm[64]; snprintf(nm, sizeof nm, "team-of[%ld]", e);
      bad += fz_check_i(k, nm, tm[e], tm[e - 1]);
    }
  }
  free(key); free(cnt); free(used);
  return bad;
}
/* Test of the checker (-DFUZZ_PERTURB=K): kernel K's first result is made wrong. */
#define FZ_PERTURB(x) ((x) = ((x) == 1) ? 2 : 1)
static void fz_kernel_line(int k, int bad, const char *desc) {
  fz_kernels++;
  if (bad) fz_failed++;
  printf("kernel %d: %s: %s\n", k, desc, bad ? "FAIL" : "ok");
}
static void fz_begin(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  int on_host = 1;
#ifdef _OPENMP
#pragma omp target map(from : on_host)
  on_host = omp_is_initial_device();
#endif
/* FUZZ_ALLOW_HOST: the generator's own tests run the program on the host,
   with host OpenMP or without OpenMP (sequential); the GPU builds never. */
#ifndef FUZZ_ALLOW_HOST
  if (on_host) { printf("fuzz seed=%llu: target regions ran on the host\n", FUZZ_SEED); exit(2); }
#endif
  fz_on_host = on_host;
}
static int fz_end(void) {
  printf("fuzz seed=%llu: %s (%d of %d kernels wrong)\n", FUZZ_SEED, fz_failed ? "FAIL" : "PASS",
         fz_failed, fz_kernels);
  return fz_failed ? 1 : 0;
}
"""

def stats(lo, hi, nkernels):
    """What the seeds lo..hi-1 cover: one `name value count` line each."""
    c = {}

    def add(*key):
        c[key] = c.get(key, 0) + 1
    for seed in range(lo, hi):
        for k in make_spec(seed, nkernels):
            add("construct", k.construct)
            add("teams", k.teams)
            add("threads", k.threads)
            add("trip", k.trip)
            add("nowait", k.nowait and k.arr is None)
            add("nvars", len(k.vars))
            add("udr", k.udr is not None)
            add("arr", k.arr is not None)
            for v in k.vars:
                add("type-op", "%s%s" % (v.type, v.op))
            for t in k.tags():
                add("class", t)
        add("env", "+".join(e.split("=")[0] for e in program_env(seed)) or "-")
    for key in sorted(c, key=str):
        print("%s %s %d" % (key[0], key[1], c[key]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    if len(sys.argv) > 2 and sys.argv[1] == "--stats":
        lo, hi = (int(x) for x in sys.argv[2].split(":"))
        return stats(lo, hi, 12)
    ap.add_argument("seed", type=int)
    ap.add_argument("--kernels", type=int, default=12, help="kernels per program (default 12)")
    ap.add_argument("--keep", help="comma-separated kernel indices to keep")
    ap.add_argument("--vars", action="append", default=[],
                    help="K:V,V,... keep only these parts of kernel K (V: index, u, a, "
                         "x: side effects and private state)")
    ap.add_argument("--no-nowait", action="store_true")
    ap.add_argument("-o", "--output", help="output file (default stdout)")
    a = ap.parse_args()
    if a.kernels < 1:
        ap.error("--kernels must be >= 1")
    spec = make_spec(a.seed, a.kernels)
    cmd = ["%d --kernels %d" % (a.seed, a.kernels)]
    if a.keep:
        keep = set(int(x) for x in a.keep.split(","))
        bad = keep - set(range(a.kernels))
        if bad:
            ap.error("--keep: no kernel %s" % sorted(bad))
        spec = [k for k in spec if k.idx in keep]
        cmd.append("--keep " + a.keep)
    for vs in a.vars:
        try:
            kk, parts = vs.split(":")
            kk = int(kk)
            parts = set(parts.split(",")) if parts else set()
        except ValueError:
            ap.error("--vars wants K:V,V (got %r)" % vs)
        ks = [k for k in spec if k.idx == kk]
        if not ks:
            ap.error("--vars: kernel %d is not in the program" % kk)
        k = ks[0]
        k.vars = [v for v in k.vars if str(v.idx) in parts]
        if "u" not in parts:
            k.udr = None
        if "a" not in parts:
            k.arr = None
        if "x" not in parts:
            k.drop_extras()
        elif k.redread is not None and str(k.redread) not in parts:
            k.redread = None  # it reads that variable's private copy
        if not (k.vars or k.udr or k.arr):
            ap.error("--vars: kernel %d would keep nothing" % kk)
        cmd.append("--vars " + vs)
    if a.no_nowait:
        cmd.append("--no-nowait")
    text = emit(a.seed, spec, " ".join(cmd), a.no_nowait)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
