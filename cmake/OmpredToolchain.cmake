# Finds the tools ompred is built and tested with and refuses, before anything
# is built, when one is missing: each message names the cause and the fix.
#
# Sets OMPRED_CLANG, OMPRED_LLVM_LINK, OMPRED_LLVM_DIS, OMPRED_FILECHECK,
# OMPRED_LIT, OMPRED_PTXAS, OMPRED_STOCK_BITCODE_DIR, OMPRED_OFFLOAD_LIB_DIR.

set(OMPRED_LLVM_ROOT "/usr/lib/llvm-19" CACHE PATH "LLVM 19 installation (Debian: /usr/lib/llvm-19)")
set(OMPRED_CUDA_ROOT "/usr/local/cuda" CACHE PATH "CUDA toolkit providing ptxas")
set(OMPRED_OFFLOAD_LIB_DIR "/usr/lib/llvm-22/lib" CACHE PATH
    "libomptarget 22 that user binaries link and run with (Debian: liboffload-22-dev)")
set(_ompred_fix "run scripts/install-deps.sh, or: apt-get install clang-19 llvm-19 llvm-19-tools libomp-19-dev liboffload-22 liboffload-22-dev")

# A path given on the command line (-DOMPRED_CLANG=...) that does not exist is
# reported as given and dropped from the cache, so that the next configure
# searches again instead of failing on the same bad value.
function(_ompred_find var what)
  # ARGN: program names, then HINT <dir>
  cmake_parse_arguments(A "" "HINT" "NAMES" ${ARGN})
  if(DEFINED CACHE{${var}} AND ${var} AND NOT ${var} MATCHES "-NOTFOUND$")
    if(NOT EXISTS "${${var}}")
      set(_bad "${${var}}")
      list(GET A_NAMES 0 _name)
      unset(${var} CACHE)
      message(FATAL_ERROR "ompred: ${var}=${_bad} does not exist (${what}).\n"
                          "  Fix: pass the path of an existing ${what}, or leave ${var} unset to use "
                          "${A_HINT}/${_name}.")
    endif()
    # Found under a root the user has since changed: search the new root.
    if(DEFINED CACHE{_${var}_ROOT} AND NOT "${_${var}_ROOT}" STREQUAL "${A_HINT}")
      string(FIND "${${var}}" "${_${var}_ROOT}/" _at)
      if(_at EQUAL 0)
        unset(${var} CACHE)
      endif()
    endif()
  endif()
  find_program(${var} NAMES ${A_NAMES} HINTS "${A_HINT}" NO_DEFAULT_PATH)
  set(_${var}_ROOT "${A_HINT}" CACHE INTERNAL "")
endfunction()

function(_ompred_require var what hint fix)
  if(NOT ${var} OR NOT EXISTS "${${var}}")
    unset(${var} CACHE)
    message(FATAL_ERROR "ompred: ${what} not found (looked for ${hint}).\n  Fix: ${fix}")
  endif()
endfunction()

# A root left from another LLVM (-DOMPRED_LLVM_ROOT=/usr/lib/llvm-22, kept in
# the cache) is not a missing clang 19: name the root and the one installed.
set(_ompred_debian_root "/usr/lib/llvm-19")
if(NOT OMPRED_LLVM_ROOT STREQUAL _ompred_debian_root AND EXISTS "${_ompred_debian_root}/bin/clang")
  set(_root_clang "${OMPRED_LLVM_ROOT}/bin/clang")
  set(_root_version "no bin/clang")
  if(EXISTS "${_root_clang}")
    execute_process(COMMAND "${_root_clang}" --version OUTPUT_VARIABLE _root_version)
    string(REGEX MATCH "clang version [0-9.]+" _root_version "${_root_version}")
  endif()
  if(NOT _root_version MATCHES "clang version 19\\.")
    message(FATAL_ERROR "ompred: OMPRED_LLVM_ROOT is not an LLVM 19 installation: ${OMPRED_LLVM_ROOT} "
                        "(${_root_version}). ompred supports clang 19 only, and clang 19 is installed "
                        "at ${_ompred_debian_root}.\n"
                        "  Fix: -DOMPRED_LLVM_ROOT=${_ompred_debian_root} (or configure a fresh build directory)")
  endif()
endif()

_ompred_find(OMPRED_CLANG "clang 19" NAMES clang-19 clang HINT "${OMPRED_LLVM_ROOT}/bin")
_ompred_require(OMPRED_CLANG "clang 19 (package clang-19)" "${OMPRED_LLVM_ROOT}/bin/clang" "${_ompred_fix}")
execute_process(COMMAND "${OMPRED_CLANG}" --version OUTPUT_VARIABLE _ompred_clang_version)
if(NOT _ompred_clang_version MATCHES "clang version 19\\.")
  string(REGEX MATCH "clang version [0-9.]+" _v "${_ompred_clang_version}")
  set(_bad "${OMPRED_CLANG}")
  unset(OMPRED_CLANG CACHE)
  message(FATAL_ERROR "ompred: ${_bad} is '${_v}'; ompred supports clang 19 only "
                      "(its reduction ABI is pinned in include/ompred/abi.h).\n  Fix: ${_ompred_fix}")
endif()

foreach(_tool llvm-link llvm-dis FileCheck)
  string(TOUPPER "OMPRED_${_tool}" _var)
  string(REPLACE "-" "_" _var "${_var}")
  _ompred_find(${_var} "${_tool} 19" NAMES ${_tool} HINT "${OMPRED_LLVM_ROOT}/bin")
  set(_pkg llvm-19)
  if(_tool STREQUAL "FileCheck")
    set(_pkg llvm-19-tools)
  endif()
  _ompred_require(${_var} "${_tool} 19 (package ${_pkg})" "${OMPRED_LLVM_ROOT}/bin/${_tool}" "${_ompred_fix}")
endforeach()
set(OMPRED_LIT "${OMPRED_LLVM_ROOT}/build/utils/lit/lit.py")
_ompred_require(OMPRED_LIT "lit (package llvm-19-tools)" "${OMPRED_LIT}" "${_ompred_fix}")

_ompred_find(OMPRED_PTXAS "CUDA's ptxas" NAMES ptxas HINT "${OMPRED_CUDA_ROOT}/bin")
_ompred_require(OMPRED_PTXAS "CUDA's ptxas (OMPRED_CUDA_ROOT=${OMPRED_CUDA_ROOT})"
  "${OMPRED_CUDA_ROOT}/bin/ptxas"
  "install the CUDA 13 toolkit (NVIDIA's, not a Debian package), or set -DOMPRED_CUDA_ROOT to the folder whose bin/ holds ptxas")

# The library user binaries link: clang-19 links -lomptarget, and only with
# liboffload-22-dev's libomptarget.so in this folder does NEEDED name
# libomptarget.so.22.1 (on Debian's loader path; it runs CUDA 13 cubins).
# Otherwise clang finds LLVM 19's, and the binary needs libomptarget.so.19.1,
# which is not on the loader path: it would not start.
if(NOT EXISTS "${OMPRED_OFFLOAD_LIB_DIR}/libomptarget.so")
  message(FATAL_ERROR "ompred: ${OMPRED_OFFLOAD_LIB_DIR}/libomptarget.so not found: without it, "
    "binaries linked the way README.md says would need libomptarget.so.19.1 and not start.\n"
    "  Fix: apt-get install liboffload-22-dev (run scripts/install-deps.sh), or set "
    "-DOMPRED_OFFLOAD_LIB_DIR to a folder with libomptarget 22's libomptarget.so")
endif()

set(OMPRED_STOCK_BITCODE_DIR "${OMPRED_LLVM_ROOT}/lib" CACHE PATH "Where LLVM 19's libomptarget-nvptx-sm_XX.bc live")
set(_ompred_supported)
file(GLOB _stock_bcs "${OMPRED_STOCK_BITCODE_DIR}/libomptarget-nvptx-sm_*.bc")
foreach(_bc IN LISTS _stock_bcs)
  string(REGEX REPLACE ".*libomptarget-nvptx-(sm_[0-9]+)\\.bc$" "\\1" _a "${_bc}")
  string(REGEX REPLACE "^sm_" "" _n "${_a}")
  if(_n GREATER_EQUAL 75)
    list(APPEND _ompred_supported ${_a})
  endif()
endforeach()
# Both separators: ompred-config and clang's --offload-arch take commas, CMake
# lists semicolons.
string(REPLACE "," ";" OMPRED_ARCHS "${OMPRED_ARCHS}")
list(REMOVE_DUPLICATES OMPRED_ARCHS)
# For ompred-config and the package: what this clang 19 could build, so that
# they can tell "not built here" from "not possible with clang 19".
set(OMPRED_SUPPORTED_ARCHS "${_ompred_supported}")
list(JOIN _ompred_supported ", " _ompred_supported)
if(NOT OMPRED_ARCHS)
  message(FATAL_ERROR "ompred: OMPRED_ARCHS is empty: there is nothing to build.\n"
                      "  Fix: -DOMPRED_ARCHS=sm_90 (a list, , or ;-separated; possible here: ${_ompred_supported})")
endif()
foreach(_arch IN LISTS OMPRED_ARCHS)
  if(NOT _arch MATCHES "^sm_[0-9]+$")
    message(FATAL_ERROR "ompred: OMPRED_ARCHS entry '${_arch}' is not of the form sm_XX "
                        "(possible here: ${_ompred_supported})")
  endif()
  string(REGEX REPLACE "^sm_" "" _num "${_arch}")
  if(_num LESS 75)
    message(FATAL_ERROR "ompred: ${_arch} is not supported: CUDA 13's ptxas builds sm_75 and newer only")
  endif()
  set(_stock "${OMPRED_STOCK_BITCODE_DIR}/libomptarget-nvptx-${_arch}.bc")
  if(NOT EXISTS "${_stock}")
    if(_stock_bcs)
      # libomp-19-dev is there; LLVM 19 just has no device runtime for this arch.
      message(FATAL_ERROR "ompred: ${_arch} is not supported by clang 19: LLVM 19 ships no device "
                          "runtime bitcode for it (${_stock} does not exist; "
                          "${OMPRED_STOCK_BITCODE_DIR} has ${_ompred_supported} at sm_75 and up).\n"
                          "  Fix: choose OMPRED_ARCHS among those.")
    else()
      message(FATAL_ERROR "ompred: no stock device runtime bitcode in ${OMPRED_STOCK_BITCODE_DIR} "
                          "(${_stock} not found): libomp-19-dev is not installed.\n  Fix: ${_ompred_fix}")
    endif()
  endif()
  # Does this ptxas know the architecture?
  file(WRITE "${CMAKE_BINARY_DIR}/probe/${_arch}.ptx" ".version 7.0\n.target ${_arch}\n.address_size 64\n")
  execute_process(COMMAND "${OMPRED_PTXAS}" -arch=${_arch} "${CMAKE_BINARY_DIR}/probe/${_arch}.ptx" -o "${CMAKE_BINARY_DIR}/probe/${_arch}.cubin"
                  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "ompred: ${OMPRED_PTXAS} cannot build ${_arch}: ${_err}")
  endif()
endforeach()
message(STATUS "ompred: clang ${OMPRED_CLANG}, ptxas ${OMPRED_PTXAS}, archs ${OMPRED_ARCHS}")
