#!/usr/bin/env python3
"""Finds, in the LLVM IR of the functions matching a regex, the blocks where a
team's reduce list {long sum, int max} is combined into a record of the team
buffer (clang's list_to_global_reduce, inlined): a `store i64` of an
`add nsw i64` of a record load and a load of the team's copy in shared memory.
Prints how many there are and how many of them also combine the int with
`llvm.smax.i32` of a record load and the team's shared copy, and store it.

usage: record_updates.py <file.ll> <function-name-regex>
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract import IR_DEFINE, read_lines, unquote  # noqa: E402

LABEL = re.compile(r'^([\w.]+):')
ASSIGN = re.compile(r'^\s*(%[\w.]+) = (.*)$')
SHARED_LOAD = re.compile(r'load (i64|i32), (?:ptr addrspacecast \()?ptr addrspace\(3\) @')
GENERIC_LOAD = re.compile(r'load (i64|i32), ptr (%[\w.]+)')


def blocks_of(path, regex):
    fn = None
    block = []
    for line in read_lines(path):
        if fn is None:
            m = IR_DEFINE.match(line)
            if m and re.search(regex, unquote(m.group(2))):
                fn, block = unquote(m.group(2)), []
            continue
        if line == '}':
            yield block
            fn = None
        elif LABEL.match(line):
            yield block
            block = []
        else:
            block.append(line)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    updates = with_max = 0
    for block in blocks_of(sys.argv[1], sys.argv[2]):
        defs = {}
        for line in block:
            m = ASSIGN.match(line)
            if m:
                defs[m.group(1)] = m.group(2)

        def kind(value, width):
            d = defs.get(value, '')
            if SHARED_LOAD.search(d) and d.startswith('load ' + width):
                return 'team'
            m = GENERIC_LOAD.search(d)
            if m and d.startswith('load ' + width):
                return 'record'
            return None

        def combines(expr, width):
            args = re.findall(r'%[\w.]+', expr)
            return sorted(str(kind(a, width)) for a in args[-2:]) == ['record', 'team']

        sums = [v for v, d in defs.items()
                if d.startswith('add nsw i64') and combines(d, 'i64')]
        maxes = [v for v, d in defs.items()
                 if '@llvm.smax.i32(' in d and combines(d.split('(', 1)[1], 'i32')]
        if any(re.search(r'store i64 %s, ptr %%' % re.escape(s), l) for s in sums for l in block):
            updates += 1
            if any(re.search(r'store i32 %s, ptr %%' % re.escape(x), l) for x in maxes for l in block):
                with_max += 1
    print('record updates: %d, with the int max: %d' % (updates, with_max))


if __name__ == '__main__':
    main()
