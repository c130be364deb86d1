# Finds the tools ompred is built and tested with and refuses, before anything
# is built, when one is missing: each message names the Debian package.
#
# Sets OMPRED_CLANG, OMPRED_LLVM_LINK, OMPRED_LLVM_DIS, OMPRED_FILECHECK,
# OMPRED_LIT, OMPRED_PTXAS, OMPRED_STOCK_BITCODE_DIR.

set(OMPRED_LLVM_ROOT "/usr/lib/llvm-19" CACHE PATH "LLVM 19 installation (Debian: /usr/lib/llvm-19)")
set(OMPRED_CUDA_ROOT "/usr/local/cuda" CACHE PATH "CUDA toolkit providing ptxas")
set(_ompred_fix "run scripts/install-deps.sh, or: apt-get install clang-19 llvm-19 llvm-19-tools libomp-19-dev liboffload-22")

function(_ompred_require var what hint)
  if(NOT ${var} OR NOT EXISTS "${${var}}")
    message(FATAL_ERROR "ompred: ${what} not found (looked for ${hint}).\n  Fix: ${_ompred_fix}")
  endif()
endfunction()

find_program(OMPRED_CLANG NAMES clang-19 clang HINTS "${OMPRED_LLVM_ROOT}/bin" NO_DEFAULT_PATH)
_ompred_require(OMPRED_CLANG "clang 19 (package clang-19)" "${OMPRED_LLVM_ROOT}/bin/clang")
execute_process(COMMAND "${OMPRED_CLANG}" --version OUTPUT_VARIABLE _ompred_clang_version)
if(NOT _ompred_clang_version MATCHES "clang version 19\\.")
  string(REGEX MATCH "clang version [0-9.]+" _v "${_ompred_clang_version}")
  message(FATAL_ERROR "ompred: ${OMPRED_CLANG} is '${_v}'; ompred supports clang 19 only "
                      "(its reduction ABI is pinned in include/ompred/abi.h).\n  Fix: ${_ompred_fix}")
endif()

find_program(OMPRED_LLVM_LINK NAMES llvm-link HINTS "${OMPRED_LLVM_ROOT}/bin" NO_DEFAULT_PATH)
_ompred_require(OMPRED_LLVM_LINK "llvm-link 19 (package llvm-19)" "${OMPRED_LLVM_ROOT}/bin/llvm-link")
find_program(OMPRED_LLVM_DIS NAMES llvm-dis HINTS "${OMPRED_LLVM_ROOT}/bin" NO_DEFAULT_PATH)
_ompred_require(OMPRED_LLVM_DIS "llvm-dis 19 (package llvm-19)" "${OMPRED_LLVM_ROOT}/bin/llvm-dis")
find_program(OMPRED_FILECHECK NAMES FileCheck HINTS "${OMPRED_LLVM_ROOT}/bin" NO_DEFAULT_PATH)
_ompred_require(OMPRED_FILECHECK "FileCheck 19 (package llvm-19-tools)" "${OMPRED_LLVM_ROOT}/bin/FileCheck")
set(OMPRED_LIT "${OMPRED_LLVM_ROOT}/build/utils/lit/lit.py")
_ompred_require(OMPRED_LIT "lit (package llvm-19-tools)" "${OMPRED_LIT}")

find_program(OMPRED_PTXAS NAMES ptxas HINTS "${OMPRED_CUDA_ROOT}/bin" NO_DEFAULT_PATH)
_ompred_require(OMPRED_PTXAS "CUDA's ptxas (CUDA toolkit at OMPRED_CUDA_ROOT)" "${OMPRED_CUDA_ROOT}/bin/ptxas")

set(OMPRED_STOCK_BITCODE_DIR "${OMPRED_LLVM_ROOT}/lib" CACHE PATH "Where LLVM 19's libomptarget-nvptx-sm_XX.bc live")
foreach(_arch IN LISTS OMPRED_ARCHS)
  if(NOT _arch MATCHES "^sm_[0-9]+$")
    message(FATAL_ERROR "ompred: OMPRED_ARCHS entry '${_arch}' is not of the form sm_XX")
  endif()
  string(REGEX REPLACE "^sm_" "" _num "${_arch}")
  if(_num LESS 75)
    message(FATAL_ERROR "ompred: ${_arch} is not supported: CUDA 13's ptxas builds sm_75 and newer only")
  endif()
  set(_stock "${OMPRED_STOCK_BITCODE_DIR}/libomptarget-nvptx-${_arch}.bc")
  if(NOT EXISTS "${_stock}")
    message(FATAL_ERROR "ompred: stock device runtime ${_stock} not found: LLVM 19 ships no "
                        "bitcode for ${_arch}, or libomp-19-dev is not installed.\n  Fix: ${_ompred_fix}")
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
