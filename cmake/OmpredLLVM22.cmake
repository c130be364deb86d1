# The clang-22 flavour: LLVM 22's NVPTX device runtime, built here from LLVM
# 22's source (Debian's llvm-toolchain-22 source package, which
# scripts/fetch-llvm22-source.sh downloads once, checks and caches), with
# ompred's reduction entry points in place of its own. Debian builds no
# device runtime for clang-22, so this is the only one clang-22 users get.
#
# Builds, in LLVM 22's layout (clang-22 finds it through LIBRARY_PATH or
# --libomptarget-nvptx-bc-path, README.md):
#   lib/nvptx64-nvidia-cuda/libomptarget-nvptx.bc   the drop-in (LLVM's + ours)
#   lib/nvptx64-nvidia-cuda/libompdevice.a          the same bitcode, archived:
#                                                   clang-22's device link adds -lompdevice
#   lib/nvptx64-nvidia-cuda/libompred-nvptx.bc      ours alone
#   llvm22-stock/nvptx64-nvidia-cuda/...            LLVM 22's runtime unchanged (tests)
# One bitcode for every architecture, as LLVM 22 builds it: no target-cpu,
# PTX 6.3 features; ptxas checks the final PTX against the user's sm_XX.
#
# Sets OMPRED_LLVM22_CLANG, OMPRED_LLVM22_ROOT, OMPRED_LLVM22_ARCHS,
# OMPRED_LLVM22_LIB_DIR, OMPRED_LLVM22_STOCK_DIR, OMPRED_LIBOMP22_INCLUDE,
# OMPRED_LLVM22_BITCODE (all outputs, for the ompred-bitcode target).

set(OMPRED_LLVM22_ROOT "/usr/lib/llvm-22" CACHE PATH "LLVM 22 installation (Debian: /usr/lib/llvm-22)")
set(OMPRED_LLVM22_ARCHS "sm_75;sm_80;sm_86;sm_89;sm_90;sm_100;sm_120" CACHE STRING
    "Architectures the clang-22 flavour is checked for (its bitcode is generic)")
set(OMPRED_LLVM22_SOURCE "" CACHE PATH
    "LLVM 22 source tree with openmp/device (default: scripts/fetch-llvm22-source.sh's cache)")
string(CONCAT _fix22 "run scripts/install-deps.sh, or: apt-get install clang-22 llvm-22; "
                     "or configure with -DOMPRED_LLVM22=OFF to build the clang-19 flavour only")

foreach(_tool clang clang++ llvm-link llvm-ar llvm-dis opt)
  string(TOUPPER "OMPRED_LLVM22_${_tool}" _var)
  string(REPLACE "-" "_" _var "${_var}")
  string(REPLACE "+" "X" _var "${_var}")
  _ompred_find(${_var} "${_tool} 22" NAMES ${_tool} HINT "${OMPRED_LLVM22_ROOT}/bin")
  _ompred_require(${_var} "${_tool} 22 (package clang-22 / llvm-22)" "${OMPRED_LLVM22_ROOT}/bin/${_tool}" "${_fix22}")
endforeach()
execute_process(COMMAND "${OMPRED_LLVM22_CLANG}" --version OUTPUT_VARIABLE _v22)
if(NOT _v22 MATCHES "clang version 22\\.")
  string(REGEX MATCH "clang version [0-9.]+" _v22 "${_v22}")
  message(FATAL_ERROR "ompred: ${OMPRED_LLVM22_CLANG} is '${_v22}', not clang 22 "
                      "(OMPRED_LLVM22_ROOT=${OMPRED_LLVM22_ROOT}).\n  Fix: ${_fix22}")
endif()

ompred_abi_probe("${OMPRED_LLVM22_CLANG}" clang-22)

# The pass plugin for clang-22 (plugin/, built again against LLVM 22's CMake
# package): checked here, before LLVM 22's source is fetched.
option(OMPRED_LLVM22_PLUGIN "Also build the pass plugin for clang-22 (against llvm-22-dev)" ON)
string(CONCAT OMPRED_LLVM22_PLUGIN_FIX "run scripts/install-deps.sh, or: apt-get install llvm-22-dev; "
              "or configure with -DOMPRED_LLVM22_PLUGIN=OFF (the clang-22 runtime without its pass plugin)")
if(OMPRED_LLVM22_PLUGIN AND NOT EXISTS "${OMPRED_LLVM22_ROOT}/lib/cmake/llvm/LLVMConfig.cmake")
  message(FATAL_ERROR "ompred: LLVM 22's CMake package (LLVMConfig.cmake) not found under "
                      "${OMPRED_LLVM22_ROOT}/lib/cmake/llvm; the pass plugin for clang-22 is built against it.\n"
                      "  Fix: ${OMPRED_LLVM22_PLUGIN_FIX}")
endif()

# LLVM 22's source: fetched (once; cached) unless given.
if(NOT OMPRED_LLVM22_SOURCE)
  execute_process(COMMAND bash "${CMAKE_SOURCE_DIR}/scripts/fetch-llvm22-source.sh"
                  OUTPUT_VARIABLE _src22 OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "ompred: could not get LLVM 22's source (scripts/fetch-llvm22-source.sh failed, above).\n"
                        "  Fix: run it by hand, or pass -DOMPRED_LLVM22_SOURCE=<llvm-project 22 tree>, "
                        "or -DOMPRED_LLVM22=OFF")
  endif()
else()
  set(_src22 "${OMPRED_LLVM22_SOURCE}")
endif()
set(_dev22 "${_src22}/openmp/device")
if(NOT EXISTS "${_dev22}/src/Reduction.cpp" OR NOT EXISTS "${_src22}/offload/include/Shared/Environment.h")
  message(FATAL_ERROR "ompred: ${_src22} is not an LLVM 22 source tree (no openmp/device/src/Reduction.cpp "
                      "or offload/include/Shared/Environment.h).\n  Fix: leave OMPRED_LLVM22_SOURCE unset "
                      "to use scripts/fetch-llvm22-source.sh")
endif()

# clang-22's omp.h, from libomp-22-dev unpacked, not installed (it would remove
# libomp-19-dev): scripts/fetch-libomp22-headers.sh.
execute_process(COMMAND bash "${CMAKE_SOURCE_DIR}/scripts/fetch-libomp22-headers.sh"
                OUTPUT_VARIABLE OMPRED_LIBOMP22_INCLUDE OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "ompred: could not unpack libomp-22-dev for clang-22's omp.h "
                      "(scripts/fetch-libomp22-headers.sh failed, above).\n  Fix: apt-get update, then reconfigure; "
                      "or -DOMPRED_LLVM22=OFF")
endif()

# The host OpenMP runtime clang-22's -fopenmp links (-lomp): libomp-22-dev's
# libomp.so is a link to libomp5-19's libomp.so.5, and so is ours.
set(OMPRED_LIBOMP22_HOST_LIBOMP "/usr/lib/x86_64-linux-gnu/libomp.so.5" CACHE FILEPATH
    "The libomp.so.5 clang-22 binaries link (Debian: libomp5-19, as libomp-22-dev has it)")
if(NOT EXISTS "${OMPRED_LIBOMP22_HOST_LIBOMP}")
  message(FATAL_ERROR "ompred: ${OMPRED_LIBOMP22_HOST_LIBOMP} not found: clang-22 -fopenmp links libomp.\n"
                      "  Fix: apt-get install libomp5-19 (run scripts/install-deps.sh)")
endif()
# The same in the build tree, so that build/bin/ompred-config works there.
set(_omp22_dir ${CMAKE_BINARY_DIR}/lib/ompred/llvm-22)
file(MAKE_DIRECTORY ${_omp22_dir}/include ${_omp22_dir}/lib)
file(COPY ${OMPRED_LIBOMP22_INCLUDE}/omp.h ${OMPRED_LIBOMP22_INCLUDE}/ompx.h
          ${OMPRED_LIBOMP22_INCLUDE}/omp-tools.h DESTINATION ${_omp22_dir}/include)
file(CREATE_LINK ${OMPRED_LIBOMP22_HOST_LIBOMP} ${_omp22_dir}/lib/libomp.so SYMBOLIC)

string(REPLACE "," ";" OMPRED_LLVM22_ARCHS "${OMPRED_LLVM22_ARCHS}")
foreach(_arch IN LISTS OMPRED_LLVM22_ARCHS)
  if(NOT _arch MATCHES "^sm_[0-9]+a?$")
    message(FATAL_ERROR "ompred: OMPRED_LLVM22_ARCHS entry '${_arch}' is not of the form sm_XX")
  endif()
  string(REGEX REPLACE "^sm_([0-9]+).*" "\\1" _num "${_arch}")
  if(_num LESS 75)
    message(FATAL_ERROR "ompred: ${_arch} is not supported: CUDA 13's ptxas builds sm_75 and newer only")
  endif()
  file(WRITE "${CMAKE_BINARY_DIR}/probe/${_arch}.ptx" ".version 9.0\n.target ${_arch}\n.address_size 64\n")
  execute_process(COMMAND "${OMPRED_PTXAS}" -arch=${_arch} "${CMAKE_BINARY_DIR}/probe/${_arch}.ptx"
                          -o "${CMAKE_BINARY_DIR}/probe/${_arch}.cubin" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "ompred: ${OMPRED_PTXAS} cannot build ${_arch}: ${_err}")
  endif()
endforeach()

# LLVM 22's device runtime, compiled as its openmp/device/CMakeLists.txt does
# (Release: -O3 -DNDEBUG; C++17), then LTO-linked into one bitcode by the
# same relocatable link.
set(_scratch 512) # LLVM's SHARED_SCRATCHPAD_SIZE; our adapter includes State.h
set(_stock_sources Allocator Configuration Debug Kernel LibC Mapping Misc Parallelism
    Profiling Reduction State Synchronization Tasking DeviceUtils Workshare)
set(_stock_flags --target=nvptx64-nvidia-cuda -std=c++17 -O3 -DNDEBUG -flto -fvisibility=hidden
    -nogpulib -nostdlibinc -fno-rtti -fno-exceptions -fconvergent-functions -Wno-unknown-cuda-version
    -mllvm -vectorize-slp=false --cuda-feature=+ptx63 -DSHARED_SCRATCHPAD_SIZE=${_scratch}
    -I${_dev22}/include -I${_src22}/libc -I${_src22}/offload/include)
file(GLOB _stock_headers "${_dev22}/include/*" "${_src22}/offload/include/Shared/*.h")
set(_obj22 ${CMAKE_BINARY_DIR}/obj/llvm22)
set(_stock_objs)
foreach(_s IN LISTS _stock_sources)
  set(_o ${_obj22}/stock/${_s}.o)
  add_custom_command(OUTPUT ${_o}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${_obj22}/stock
    COMMAND ${OMPRED_LLVM22_CLANGXX} ${_stock_flags} -c ${_dev22}/src/${_s}.cpp -o ${_o}
    DEPENDS ${_dev22}/src/${_s}.cpp ${_stock_headers}
    COMMENT "ompred: LLVM 22 device runtime ${_s}.cpp" VERBATIM)
  list(APPEND _stock_objs ${_o})
endforeach()
set(OMPRED_LLVM22_STOCK_DIR ${CMAKE_BINARY_DIR}/llvm22-stock/nvptx64-nvidia-cuda)
set(_stock22 ${OMPRED_LLVM22_STOCK_DIR}/libomptarget-nvptx.bc)
add_custom_command(OUTPUT ${_stock22} ${OMPRED_LLVM22_STOCK_DIR}/libompdevice.a
  COMMAND ${CMAKE_COMMAND} -E make_directory ${OMPRED_LLVM22_STOCK_DIR}
  COMMAND ${OMPRED_LLVM22_CLANGXX} --target=nvptx64-nvidia-cuda -flto -r -nostdlib -Wl,--lto-emit-llvm
          ${_stock_objs} -o ${_stock22}
  COMMAND ${CMAKE_COMMAND} -E rm -f ${OMPRED_LLVM22_STOCK_DIR}/libompdevice.a
  COMMAND ${OMPRED_LLVM22_LLVM_AR} rcs ${OMPRED_LLVM22_STOCK_DIR}/libompdevice.a ${_stock22}
  DEPENDS ${_stock_objs} COMMENT "ompred: LLVM 22's libomptarget-nvptx.bc (stock, for the tests)" VERBATIM)

# Ours, with clang-22 and the llvm22 adapter, generic like LLVM's.
set(OMPRED_LLVM22_DEVICE_FLAGS
  --target=nvptx64-nvidia-cuda --cuda-feature=+ptx63 -x c++ -std=c++17 -O3 -fconvergent-functions
  -fvisibility=hidden -fno-exceptions -fno-rtti -nostdlibinc -nogpulib -Wall -Wextra -Werror
  -I${CMAKE_SOURCE_DIR}/include -I${CMAKE_SOURCE_DIR}/deviceRTL -I${CMAKE_SOURCE_DIR}/deviceRTL/llvm22
  -isystem ${_dev22}/include -isystem ${_src22}/offload/include -isystem ${_src22}/llvm/include
  -DSHARED_SCRATCHPAD_SIZE=${_scratch}
  -DOMPRED_VERSION=${PROJECT_VERSION} -DOMPRED_VERSION_TAG=${OMPRED_VERSION_TAG})
set(OMPRED_LLVM22_LIB_DIR ${OMPRED_LIB_DIR}/nvptx64-nvidia-cuda)
set(_ours_objs)
foreach(src IN LISTS OMPRED_DEVICE_SOURCES)
  get_filename_component(name ${src} NAME_WE)
  set(_o ${_obj22}/ours/${name}.bc)
  add_custom_command(OUTPUT ${_o}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${_obj22}/ours
    COMMAND ${OMPRED_LLVM22_CLANG} ${OMPRED_LLVM22_DEVICE_FLAGS} -emit-llvm -c ${CMAKE_SOURCE_DIR}/${src} -o ${_o}
    DEPENDS ${CMAKE_SOURCE_DIR}/${src} ${OMPRED_DEVICE_HEADERS} ${_stock_headers}
    COMMENT "ompred: ${src} for clang-22" VERBATIM)
  list(APPEND _ours_objs ${_o})
endforeach()
set(_ours22 ${OMPRED_LLVM22_LIB_DIR}/libompred-nvptx.bc)
set(_dropin22 ${OMPRED_LLVM22_LIB_DIR}/libomptarget-nvptx.bc)
add_custom_command(OUTPUT ${_ours22}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${OMPRED_LLVM22_LIB_DIR}
  COMMAND ${OMPRED_LLVM22_LLVM_LINK} ${_ours_objs} -o ${_ours22}
  DEPENDS ${_ours_objs} COMMENT "ompred: nvptx64-nvidia-cuda/libompred-nvptx.bc (clang-22)" VERBATIM)
# --override, as for clang-19: our definitions replace LLVM's of the same name.
# Then the adapter's always_inline calls into LLVM's runtime (its state
# accessors, defined in State.cpp) are inlined, as LLVM's link-time build
# inlines them into its own Reduction.cpp: clang's pipeline runs OpenMPOpt
# before any inliner, and an out-of-line call there keeps OpenMPOpt from
# folding the runtime's state in every kernel of the translation unit
# (test/codegen/llvm22/ptx-stream-identity.test). always-inline touches
# nothing else: LLVM's own calls were inlined by its build.
add_custom_command(OUTPUT ${_dropin22} ${OMPRED_LLVM22_LIB_DIR}/libompdevice.a
  COMMAND ${OMPRED_LLVM22_LLVM_LINK} ${_stock22} --override ${_ours22} -o ${_obj22}/dropin-linked.bc
  COMMAND ${OMPRED_LLVM22_OPT} -passes=always-inline ${_obj22}/dropin-linked.bc -o ${_dropin22}
  COMMAND ${CMAKE_COMMAND} -E rm -f ${OMPRED_LLVM22_LIB_DIR}/libompdevice.a
  COMMAND ${OMPRED_LLVM22_LLVM_AR} rcs ${OMPRED_LLVM22_LIB_DIR}/libompdevice.a ${_dropin22}
  DEPENDS ${_stock22} ${_ours22}
  COMMENT "ompred: drop-in nvptx64-nvidia-cuda/libomptarget-nvptx.bc, libompdevice.a (clang-22)" VERBATIM)
set(OMPRED_LLVM22_BITCODE ${_ours22} ${_dropin22} ${OMPRED_LLVM22_LIB_DIR}/libompdevice.a ${_stock22})
message(STATUS "ompred: clang-22 flavour: ${OMPRED_LLVM22_CLANG}, LLVM 22 source ${_src22}, "
               "checked for ${OMPRED_LLVM22_ARCHS}")
