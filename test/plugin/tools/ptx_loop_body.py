#!/usr/bin/env python3
"""Instruction counts of the loops of one PTX function that hold an
instruction matching REGEX (the innermost loop around it, as LLVM's asm
printer annotates blocks: '=>This Loop Header' / '=>This Inner Loop Header'
on a header, 'in Loop: Header=BBx' on the other blocks of that loop):

    ptx_loop_body.py FUNCTION.s REGEX
        'loop <header>: <N> instructions, <K> matching', then
        '  wide: <instruction>' for each 64-bit integer instruction
        (.s64/.u64/.b64 type, loads and stores aside: LLVM 22 types a
        double's load .b64) in it
    ptx_loop_body.py --no-longer-than PLAIN.s FUNCTION.s REGEX
        for each such loop of FUNCTION.s, 'no longer: <N> <= <M>' or
        'LONGER: <N> > <M>', M the shortest such loop of PLAIN.s; N and M
        are instructions per matching instruction (per iteration of the
        source loop, for an unrolled loop), plus SLACK for N
    --slack SLACK (before --no-longer-than): instructions per matching
        instruction that a loop of FUNCTION.s may spend beyond PLAIN.s's
    --skip-loops-with SKIP (first): loops that also hold an instruction
        matching SKIP are not counted (e.g. a reduction's record loop)
"""
import re
import sys

WIDE = re.compile(r'\.[sub]64\b')


def loops(path, pattern, skip=None):
    blocks = []  # [label, header label or None, instructions]
    cur = None
    for line in open(path):
        s = line.strip()
        m = re.match(r'^(\$L__BB\d+_\d+):|^// (%bb\.\d+):', s)
        if m:
            cur = [m.group(1) or m.group(2), None, []]
            blocks.append(cur)
        # The annotation follows the label, on its line or the next ones.
        if cur is not None and not cur[2] and '//' in s:
            if 'Loop Header' in s:
                cur[1] = cur[0]
            h = re.search(r'Header=(BB\d+_\d+)', s)
            if h:
                cur[1] = '$L__' + h.group(1)
        if m:
            continue
        code = s.split('//')[0].strip()
        if cur is not None and code and not code.startswith('.') and code not in '{}':
            cur[2].append(re.sub(r'\s+', ' ', code))
    headers = []
    for b in blocks:
        if b[1] and b[1] not in headers and any(pattern.search(i) for i in b[2]):
            headers.append(b[1])
    found = [(h, [i for b in blocks if b[1] == h for i in b[2]]) for h in headers]
    if skip is not None:
        found = [(h, body) for h, body in found if not any(skip.search(i) for i in body)]
    return found


args = sys.argv[1:]
skip = None
if args[0] == '--skip-loops-with':
    skip, args = re.compile(args[1]), args[2:]
slack = 0.0
if args[0] == '--slack':
    slack, args = float(args[1]), args[2:]
plain = None
if args[0] == '--no-longer-than':
    plain, args = args[1], args[2:]
path, pattern = args[0], re.compile(args[1])
found = loops(path, pattern, skip)
if not found:
    sys.exit('ptx_loop_body.py: no loop in %s holds %s' % (path, args[1]))
if plain is None:
    for h, body in found:
        print('loop %s: %d instructions, %d matching'
              % (h, len(body), sum(1 for i in body if pattern.search(i))))
        for i in body:
            op = i.split(' ')[0]
            if WIDE.search(op) and not re.match(r'(ld|st)\.', op):
                print('  wide: %s' % i)
else:
    ref = loops(plain, pattern, skip)
    if not ref:
        sys.exit('ptx_loop_body.py: no loop in %s holds %s' % (plain, args[1]))
    def per_match(body):
        return len(body) / sum(1 for i in body if pattern.search(i))
    m = min(per_match(b) for _, b in ref)
    for h, body in found:
        n = per_match(body)
        print(('no longer: %g <= %g' if n <= m + slack else 'LONGER: %g > %g') % (n, m + slack))
