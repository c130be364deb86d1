#!/usr/bin/env python3
"""Prints, for one PTX function, each instruction matching REGEX with the loop
depth of its block, as LLVM's asm printer annotates blocks
('// =>This Loop Header: Depth=N', '//   in Loop: Header=BBx Depth=N', on the
block's label line or on the comment line right after it; a block without
either is outside every loop):

    ptx_loop_depth.py FUNCTION.s REGEX    ->  'depth <N>: <instruction>'
"""
import re
import sys

path, pattern = sys.argv[1], re.compile(sys.argv[2])
depth = 0
label = False  # the line before was a block's label without its annotation
for line in open(path):
    s = line.strip()
    # A block starts at a label or at the printer's '// %bb.N:' comment.
    if re.match(r'^(\$L__BB\d+_\d+:|// %bb\.\d+:)', s):
        m = re.search(r'Depth=(\d+)', s)
        depth = int(m.group(1)) if m else 0
        label = not m
        continue
    if label and s.startswith('//'):
        m = re.search(r'Depth=(\d+)', s)
        if m:
            depth = int(m.group(1))
    label = False
    code = s.split('//')[0].strip()
    if code and pattern.search(code):
        print('depth %d: %s' % (depth, re.sub(r'\s+', ' ', code)))
