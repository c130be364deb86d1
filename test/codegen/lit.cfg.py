# -*- Python -*-
# lit configuration of ompred's codegen tests (README.md): what clang emits
# for OpenMP reductions (abi-*), what the built bitcode contains (bitcode-*),
# and what a user's kernel becomes once linked against the drop-in runtime
# (ptx-*); llvm22/ is the clang-22 flavour. Tools, substitutions and the
# flavours: ../lit.compiler.cfg.py, shared with test/plugin.
#
# Run: python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv build/test/codegen
import os

config.name = "ompred-codegen"
config.suffixes = [".c", ".test"]
config.excludes = ["Inputs", "tools", "README.md"]
config.ompred_suite_root = os.path.dirname(os.path.abspath(__file__))
lit_config.load_config(
    config, os.path.join(os.path.dirname(config.ompred_suite_root), "lit.compiler.cfg.py"))
