#!/usr/bin/env python3
"""Checks that every ompred::hw function the layers call is defined by the
device (hw/nvptx.h) and by the SIMT model (simt/model.h).

usage: check_interface.py <deviceRTL dir> <hw/nvptx.h> <simt/model.h>
"""
import os
import re
import sys

LAYERS = ("warp", "block", "team", "entry", "llvm19", "llvm22")


def called(root):
    names = set()
    for layer in LAYERS:
        for dirpath, _, files in os.walk(os.path.join(root, layer)):
            for f in files:
                with open(os.path.join(dirpath, f)) as fh:
                    names |= set(re.findall(r"\bhw::(\w+)\s*\(", fh.read()))
    return names


def defined(path):
    # "<type> [*&]name(" at the start of a line: a declaration or definition.
    with open(path) as fh:
        return set(re.findall(r"^[\w\[\]: ]*?[\w*&]\s*[*&]?(\w+)\s*\(", fh.read(), re.M))


def main():
    root, nvptx, model = sys.argv[1:4]
    wanted = called(root)
    print("hw functions the layers call: %d" % len(wanted))
    ok = bool(wanted)
    for path in (nvptx, model):
        missing = sorted(wanted - defined(path))
        if missing:
            print("%s lacks: %s" % (path, ", ".join(missing)))
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
