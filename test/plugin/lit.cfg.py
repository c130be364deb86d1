# -*- Python -*-
# lit configuration of the pass plugin's tests (README.md): its passes on
# checked-in IR (passes/*.ll, CHECK lines from
# tools/update_plugin_test_checks.py) and on clang's output (plugin-*);
# llvm22/ is the plugin built for clang-22. Tools, substitutions and the
# flavours: ../lit.compiler.cfg.py, shared with test/codegen.
#
# Run: python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv build/test/plugin
import os

config.name = "ompred-plugin"
config.suffixes = [".c", ".test", ".ll"]
config.excludes = ["Inputs", "tools", "README.md"]
config.ompred_suite_root = os.path.dirname(os.path.abspath(__file__))
lit_config.load_config(
    config, os.path.join(os.path.dirname(config.ompred_suite_root), "lit.compiler.cfg.py"))
