#!/usr/bin/env python3
"""Median device time per launch of each kernel, per configuration and build,
over the rounds of a run: the median of the per-round medians of the
libompred_ktimer summary files (OMPRED_KTIMER_SUMMARY) in DIR.

    kt_medians.py DIR NAME_RE BUILD[,BUILD...]

NAME_RE matches a summary file's name and has the named groups `config` and
`build` (e.g. 'shape_(?P<build>\\w+)\\.e(?P<config>\\d+)\\.r\\d+\\.kt\\.csv' for
bench/tools/dot-launch-shapes.c runs); files that do not match are skipped.
Prints one line per configuration and kernel (the offloading prefix of the
name dropped): the µs per build, in BUILD order.
"""
import collections
import csv
import os
import re
import statistics
import sys

if len(sys.argv) != 4:
    sys.exit(__doc__)
folder, name_re, builds = sys.argv[1], re.compile(sys.argv[2]), sys.argv[3].split(',')
times = collections.defaultdict(list)
for name in sorted(os.listdir(folder)):
    m = name_re.fullmatch(name)
    if not m:
        continue
    with open(os.path.join(folder, name)) as f:
        for row in csv.reader(line for line in f if not line.startswith('#')):
            if row and row[0] == 'kernel':
                kernel = re.sub(r'^__omp_offloading_[0-9a-f]+_[0-9a-f]+_', '', row[11])
                times[(m['config'], kernel, m['build'])].append(int(row[3]) / 1000)
rows = sorted({(c, k) for c, k, _ in times})
print('config kernel ' + ' '.join(builds))
for c, k in rows:
    cells = ['%.1f' % statistics.median(times[(c, k, b)]) if (c, k, b) in times else '-'
             for b in builds]
    print('%s %s %s' % (c, k, ' '.join(cells)))
