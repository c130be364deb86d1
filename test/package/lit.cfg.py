# -*- Python -*-
# lit configuration of the package tests: what a user gets from the build and
# from `cmake --install`: the demo binary's NEEDED entries (does it start on a
# Debian 12 machine?), ompred-config, the CMake package used by a consumer
# project, and `ompred-config --check`. CPU only: clang-19, cmake, binutils;
# nothing runs on a GPU.
#
# Run: python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv build/test/package
import os
import shutil

import lit.formats

config.name = "ompred-package"
# External shell (bash): the tests use $(...) and pipelines, as users do.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

if not hasattr(config, "ompred_binary_dir"):
    lit_config.fatal("run the configured suite: lit build/test/package "
                     "(cmake writes build/test/package/lit.site.cfg.py)")
config.test_exec_root = os.path.join(config.ompred_binary_dir, "test", "package")

llvm_bin = os.path.dirname(config.ompred_clang)
readelf = shutil.which("readelf") or os.path.join(llvm_bin, "llvm-readelf")
for tool in (config.ompred_clang, config.ompred_filecheck, config.ompred_cmake, readelf):
    if not os.path.exists(tool):
        lit_config.fatal("ompred package tests: %s not found" % tool)
for tool in ("objcopy", "readelf"):
    if not shutil.which(tool):
        lit_config.fatal("ompred package tests: %s not found (package binutils): "
                         "ompred-config --check needs it" % tool)

# The LLVM tools dir first on PATH, for `not`; binutils stay reachable
# (LLVM's are named llvm-*).
config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
for var in ("LIBRARY_PATH", "CPATH", "C_INCLUDE_PATH", "CMAKE_PREFIX_PATH", "ompred_DIR",
            "CC", "CXX", "CFLAGS", "LDFLAGS"):
    config.environment.pop(var, None)

# The configure tests fetch nothing twice: they use the build's cache of LLVM
# 22's source (scripts/fetch-llvm22-source.sh).
for var in ("OMPRED_CACHE", "HOME"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

for arch in config.ompred_archs.split(";"):
    config.available_features.add("arch-" + arch)
# Debian's clang 19, where configure points a stale OMPRED_LLVM_ROOT.
if os.path.exists("/usr/lib/llvm-19/bin/clang"):
    config.available_features.add("debian-llvm19")
gcc = shutil.which("gcc")
if gcc:
    config.available_features.add("gcc")

config.substitutions += [
    ("%{ompred_config}", os.path.join(config.ompred_binary_dir, "bin", "ompred-config")),
    ("%{filecheck}", config.ompred_filecheck),
    ("%{clang}", config.ompred_clang),
    ("%{cmake}", config.ompred_cmake),
    ("%{readelf}", readelf),
    ("%{gcc}", gcc or "gcc"),
    ("%{build_dir}", config.ompred_binary_dir),
    ("%{src_root}", config.ompred_source_dir),
    ("%{version}", config.ompred_version),
    ("%{stock_dir}", config.ompred_stock_bitcode_dir),
    ("%{offload_lib_dir}", config.ompred_offload_lib_dir),
    ("%{first_arch}", config.ompred_archs.split(";")[0]),
    ("%{clang22}", config.ompred_llvm22_clang or "clang-22-not-built"),
    ("%{llvm22_stock_dir}", config.ompred_llvm22_stock_dir),
    ("%{llvm22_archs}", " ".join(a for a in config.ompred_llvm22_archs.split(";") if a)),
    ("%{llvm22_root}", config.ompred_llvm22_root),
    ("%{llvm19_cmake_dir}", config.ompred_llvm19_cmake_dir),
    ("%{ptxas}", config.ompred_ptxas),
]
# The clang-22 flavour's tests need it built.
if config.ompred_llvm22_clang:
    config.available_features.add("llvm22")
