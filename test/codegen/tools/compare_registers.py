#!/usr/bin/env python3
"""compare_registers.py STOCK_PTXAS_V OMPRED_PTXAS_V SLACK
   compare_registers.py --ceilings OMPRED_PTXAS_V KERNEL=N [KERNEL=N ...]

Reads two `ptxas -v` (or `nvlink -v`: a kernel's registers with its callees',
as a launch gets them) logs of the same unit and prints, per kernel (name with
the __omp_offloading_<dev>_<file>_ prefix cut), `<kernel>: ok (S/O)` or
`<kernel>: too many registers (S/O)` where ompred's O exceeds stock's S + SLACK
in the units an SM allocates registers in (8 per thread: a warp's registers
come in blocks of 256), which are what decide how many teams fit on an SM.
A kernel missing from either log is an error.

With --ceilings, one log against recorded counts instead, for kernels where
stock's count is far above ompred's and would hide a rise of ompred's own:
`<kernel>: within N (O)` or `<kernel>: over N (O)`, N and O in allocation
units; KERNEL is the cut name without its `_l<line>` suffix, and one that the
log lacks is an error."""
import re
import sys


def registers(path):
    regs, kernel = {}, None
    for line in open(path):
        m = re.search(r"(?:Compiling entry function|Function properties for) "
                      r"'__omp_offloading_[0-9a-f]+_[0-9a-f]+_(\w+)'", line)
        if m:
            kernel = m.group(1)
            continue
        m = re.search(r"[Uu]sed (\d+) registers", line)
        if m and kernel:
            regs[kernel] = int(m.group(1))
            kernel = None
    return regs


def allocated(count):
    return (count + 7) // 8 * 8


if sys.argv[1] == "--ceilings":
    ompred = {re.sub(r"_l\d+$", "", k): v for k, v in registers(sys.argv[2]).items()}
    for arg in sys.argv[3:]:
        kernel, ceiling = arg.split("=")
        if kernel not in ompred:
            sys.exit("no kernel %s in %s: %s" % (kernel, sys.argv[2], sorted(ompred)))
        count = allocated(ompred[kernel])
        verdict = "within" if count <= int(ceiling) else "over"
        print("%s: %s %s (%d)" % (kernel, verdict, ceiling, count))
    sys.exit(0)

stock, ompred, slack = registers(sys.argv[1]), registers(sys.argv[2]), int(sys.argv[3])
if not stock or set(stock) != set(ompred):
    sys.exit("kernels differ or none found: %s vs %s" % (sorted(stock), sorted(ompred)))
for k in sorted(stock):
    limit = allocated(stock[k]) + slack
    verdict = "ok" if allocated(ompred[k]) <= limit else "too many registers"
    print("%s: %s (%d/%d)" % (k, verdict, stock[k], ompred[k]))
