#!/usr/bin/env python3
"""ptx_block_loads.py PTX KERNEL PATTERN

Prints `<KERNEL>: <n>`: the most instructions matching PATTERN (a regular
expression, e.g. `ld\\.f64`) that one basic block of the kernel holds, counted
from the kernel's first `bar.red.or` (the teams reduction's last-team
decision in an SPMD kernel) to its end. A block ends at a label and after a
branch or a predicated instruction's branch; loads of one block with no
branch between them are what ptxas can have in flight together. KERNEL is a
substring of the `.entry` name; a kernel that is not there, or has no
`bar.red.or`, is an error."""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract import ptx_functions  # noqa: E402


def main():
    path, name, pattern = sys.argv[1:4]
    body = next((lines for kind, fn, lines in ptx_functions(path)
                 if kind == 'entry' and name in fn), None)
    if not body:
        sys.exit("ptx_block_loads.py: no kernel named *%s* in %s" % (name, path))
    start = next((i for i, l in enumerate(body) if "bar.red.or" in l), None)
    if start is None:
        sys.exit("ptx_block_loads.py: kernel *%s* has no bar.red.or" % name)
    best = count = 0
    for line in body[start:]:
        text = line.split("//")[0].strip()
        if re.match(r"^\$L\w*:", text):
            count = 0
            continue
        if re.search(pattern, text):
            count += 1
            best = max(best, count)
        if re.search(r"\bbra(\.uni)?\b", text):
            count = 0
    print("%s: %d" % (name, best))


if __name__ == "__main__":
    main()
