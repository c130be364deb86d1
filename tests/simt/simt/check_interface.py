#!/usr/bin/env python3
"""Checks that simt/model.h declares every ompred::hw function of hw/nvptx.h.

usage: check_interface.py <hw/nvptx.h> <simt/model.h>
"""
import re
import sys


def functions(text):
    # Declarations/definitions at namespace level: "<ret> name(" where the
    # return type is a plain type (possibly with OMPRED_INLINE / attributes).
    names = set()
    for m in re.finditer(
            r"^(?:\[\[noreturn\]\]\s*)?(?:OMPRED_INLINE\s+|inline\s+)?"
            r"(?:const\s+)?(?:u?int\d+_t|bool|void|uint32_t)\s*\*?\s*(\w+)\s*\(",
            text, re.M):
        names.add(m.group(1))
    return names


def main():
    hw = open(sys.argv[1]).read()
    model = open(sys.argv[2]).read()
    # Only the part of nvptx.h inside namespace hw.
    start = hw.find("namespace hw {")
    if start < 0:
        print("check_interface: no 'namespace hw {' in", sys.argv[1])
        return 1
    wanted = functions(hw[start:])
    have = functions(model)
    missing = sorted(wanted - have)
    print("hw functions in nvptx.h: %d, in the model: %d" % (len(wanted), len(wanted & have)))
    if missing:
        print("the SIMT model lacks: " + ", ".join(missing))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
