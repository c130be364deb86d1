# -*- Python -*-
# The configuration that ompred's two compiler suites share: test/codegen
# (what clang emits for OpenMP reductions, what the built bitcode contains,
# what a user's kernel becomes once linked against the drop-in runtime) and
# test/plugin (the pass plugin on checked-in IR and on clang's output). Each
# suite's lit.cfg.py names the suite and its tests and loads this file.
# CPU only: clang, llvm-dis, opt, FileCheck and ptxas; no GPU is needed.
#
# Run: python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv build/test/codegen
import os
import sys

import lit.formats

# One suite per flavour over a suite's folder: clang-19's tests at its top
# level, clang-22's in llvm22/ (configured as build/test/<suite>/llvm22, a
# suite nested in clang-19's), sharing Inputs/ and tools/.
flavour = getattr(config, "ompred_llvm", "19")
suite_root = config.ompred_suite_root
if flavour != "19":
    config.name += "-llvm" + flavour
# External shell (bash): the tests use loops and pipelines.
config.test_format = lit.formats.ShTest(execute_external=True)
config.test_source_root = suite_root
if flavour != "19":
    config.test_source_root = os.path.join(suite_root, "llvm" + flavour)
config.available_features.add("llvm" + flavour)

if not hasattr(config, "ompred_binary_dir"):
    suite = os.path.basename(suite_root)
    lit_config.fatal("run the configured suite: lit build/test/%s "
                     "(cmake writes build/test/%s/lit.site.cfg.py)" % (suite, suite))
# The clang-22 flavour runs where it is configured (OMPRED_LLVM22=ON): its
# site config in build/test/<suite>/llvm22 makes llvm22/ a nested suite;
# without one clang-19's suite must not take llvm22/'s tests for its own.
if flavour == "19" and not os.path.exists(
        os.path.join(config.test_exec_root, "llvm22", "lit.site.cfg.py")):
    config.excludes.append("llvm22")

# Sanity-check hooks: every test must fail against a clang that emits another
# ABI or a runtime that is not ompred's, e.g.
#   lit --param ompred_dropin_dir=/usr/lib/llvm-19/lib build/test/codegen
#   lit --param ompred_clang=/path/to/clang-wrapper build/test/codegen
# (a suite's clang-22 flavour, nested in it, gets them too).
config.ompred_clang = lit_config.params.get("ompred_clang", config.ompred_clang)
config.ompred_lib_dir = lit_config.params.get("ompred_dropin_dir", config.ompred_lib_dir)
# ... and the plugin's tests against a plugin with one of its passes disabled
# (lit --param ompred_plugin=/path/to/mutant/ompred-passes.so).
config.ompred_plugin = lit_config.params.get("ompred_plugin", config.ompred_plugin)

llvm_bin = os.path.dirname(config.ompred_llvm_dis)
llvm_link = os.path.join(llvm_bin, "llvm-link")
llvm_opt = os.path.join(llvm_bin, "opt")
clangxx = os.path.join(os.path.dirname(config.ompred_clang), "clang++")
for tool in (config.ompred_clang, config.ompred_llvm_dis, config.ompred_filecheck,
             config.ompred_ptxas, llvm_link, llvm_opt, clangxx):
    if not os.path.exists(tool):
        lit_config.fatal("%s: %s not found" % (config.name, tool))

# The LLVM tools dir first on PATH, for `not` and `count`; bash for the tests.
config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
# Keep clang from finding a GPU runtime or config file of the user's.
for var in ("LIBRARY_PATH", "CPATH", "C_INCLUDE_PATH", "CLANG_CONFIG_FILE_SYSTEM_DIR"):
    config.environment.pop(var, None)

# The two suites' folders (test/codegen, test/plugin).
codegen_root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "codegen")
plugin_root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plugin")

# lit substitutes in list order; no name here is a prefix of a later one.
config.substitutions += [
    # The suites' folders, for the clang-19 tests' check lines and inputs
    # from llvm22/ (before %plugin, a prefix of %plugin_tests).
    ("%codegen_tests", codegen_root),
    ("%plugin_tests", plugin_root),
    ("%FileCheck", config.ompred_filecheck),
    ("%llvm-dis", config.ompred_llvm_dis),
    ("%llvm-link", llvm_link),
    ("%llvm-extract", os.path.join(llvm_bin, "llvm-extract")),
    ("%opt", llvm_opt),
    # The pass plugin (plugin/, docs/plugin.md) built against this flavour's
    # LLVM, and the entry point through which its clang opens parallel regions
    # (plugin/LLVMAdapter.h), for checks shared by both flavours.
    ("%plugin", config.ompred_plugin or "%plugin-not-built"),
    ("%parallel_entry", "__kmpc_parallel_51" if flavour == "19" else "__kmpc_parallel_60"),
    # The compiler the plugin's remarks name (plugin/LLVMAdapter.h, OurClang).
    ("%compiler_name", "clang-" + flavour),
    ("%ptxas", config.ompred_ptxas),
    ("%clangxx", clangxx),
    ("%python", sys.executable),
    ("%clang", config.ompred_clang),
    # codegen's tools, for both suites.
    ("%extract", "%s %s" % (sys.executable,
                            os.path.join(codegen_root, "tools", "extract.py"))),
    ("%record-updates", "%s %s" % (sys.executable, os.path.join(
        codegen_root, "tools", "record_updates.py"))),
    # The suite's Inputs/, from llvm22/ too.
    ("%inputs", os.path.join(suite_root, "Inputs")),
    # The drop-in (libomptarget-nvptx-sm_XX.bc) and ours alone
    # (libompred-nvptx-sm_XX.bc) both live in the build's lib/.
    ("%dropin_dir", config.ompred_lib_dir),
    ("%stock_dir", config.ompred_stock_bitcode_dir),
    ("%archs", " ".join(config.ompred_archs)),
]
if flavour != "19":
    # clang-22's omp.h as ompred installs it (cmake/OmpredLLVM22.cmake).
    config.substitutions.insert(0, ("%omp_include", config.ompred_omp_include))
    # clang-19's plugin and opt, for llvm22/plugin-version.test.
    config.substitutions.insert(0, ("%other_plugin", config.ompred_other_plugin))
    config.substitutions.insert(0, ("%other_opt", os.path.join(
        os.path.dirname(config.ompred_other_llvm_dis), "opt")))
# The plugin's tests need it built (-DOMPRED_LLVM22_PLUGIN=OFF builds the
# clang-22 flavour without it).
if config.ompred_plugin:
    config.available_features.add("ompred-plugin")

# The bitcode and PTX tests read build/lib: a missing file fails them (the
# `check` target builds it first). The PTX tests link the sm_90 drop-in.
if "sm_90" in config.ompred_archs:
    config.available_features.add("ompred-sm_90")
