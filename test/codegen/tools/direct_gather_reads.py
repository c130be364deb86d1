#!/usr/bin/env python3
"""direct_gather_reads.py LL

For each kernel of an -O2 device module whose generic teams reduction reads
a direct launch's records back through ompred's identity order
(DirectRecordOrder), prints `<kernel>: <n>`: the loads of a team-shared
variable copy (`@_shared...`, where OpenMPOpt's HeapToShared put the team's
reduce list) between the last team's arrival (`atom.acq_rel.gpu.global.inc`)
and the gather loop that no store or memory copy into the same copy precedes
there. The last team copies the first record over every variable of its list
there, so nothing in between reads an old copy; such a load is a copy's store
that LLVM 19's OpenMPOpt dropped (docs/llvm19-defects.md). Kernels without
that gather are not listed."""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract import ir_functions  # noqa: E402

KERNEL_PREFIX = re.compile(r'^__omp_offloading_[0-9a-f]+_[0-9a-f]+_')


def main():
    for name, body in ir_functions(sys.argv[1]):
        name = KERNEL_PREFIX.sub('', name)
        order = next((i for i, l in enumerate(body) if "DirectRecordOrder" in l), None)
        if order is None:
            continue
        arrival = max((i for i, l in enumerate(body[:order])
                       if "atom.acq_rel.gpu.global.inc" in l), default=None)
        if arrival is None:
            sys.exit("direct_gather_reads.py: %s: no arrival before the gather" % name)
        written, reads = set(), 0
        for line in body[arrival:order]:
            names = re.findall(r"@_shared\w*", line)
            if re.search(r"^\s*store |llvm\.mem(cpy|set|move)", line):
                # a store's or copy's destination is its last pointer operand
                # (store) or first (memcpy); both name the copy they write
                written.update(names[-1:] if line.lstrip().startswith("store") else names[:1])
            elif re.search(r"= load ", line):
                reads += sum(1 for n in names if n not in written)
        print("%s: %d" % (name, reads))


if __name__ == "__main__":
    main()
