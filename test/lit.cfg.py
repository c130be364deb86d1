# -*- Python -*-
#
# ompred's test root (README.md here): no tests of its own. CMake configures
# one lit suite per folder into build/test/ (test/CMakeLists.txt), and lit,
# pointed at build/test, discovers them as nested suites:
#
#   build/test/codegen[/llvm22]    clang's IR, our bitcode, the final PTX
#   build/test/plugin[/llvm22]     the pass plugin
#   build/test/simt                the algorithms on the CPU SIMT model
#   build/test/package             the build and install as a user gets them
#   build/test/gpu/<runtime>       the GPU programs, one suite per build
#
#   lit -sv build/test             every suite (`cmake --build build --target check`)
#   lit -sv build/test/plugin      one suite (with its clang-22 flavour)
#
# Run on build/test, not on this folder: each suite needs its site config.
import os

if not hasattr(config, "ompred_binary_dir"):
    lit_config.fatal("run the configured suites: lit build/test "
                     "(cmake writes build/test/lit.site.cfg.py)")
config.name = "ompred"
config.test_format = None
config.suffixes = []
# Discovery walks the build tree's folders: every configured suite is one
# with a lit.site.cfg.py; CMake's files and the GPU programs are none.
config.test_source_root = config.test_exec_root = os.path.join(config.ompred_binary_dir, "test")
config.excludes = ["CMakeFiles", "bin"]
