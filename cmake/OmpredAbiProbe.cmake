# Compiles a reduction with the clang found and reads its device IR: if clang
# emits a reduction ABI other than the one in include/ompred/abi.h, configuring
# stops here instead of a user's program failing on the GPU.

# ompred_abi_probe(<clang> <name>): run for clang-19 here and for clang-22 by
# cmake/OmpredLLVM22.cmake; both must emit the one ABI ompred implements.
function(ompred_abi_probe clang name)
set(_probe_dir "${CMAKE_BINARY_DIR}/probe")
set(_probe_ll "${_probe_dir}/abi-probe-${name}.ll")
execute_process(
  COMMAND "${clang}" -fopenmp --offload-arch=sm_90 --offload-device-only -O0
          -S -emit-llvm -nogpulib "${CMAKE_SOURCE_DIR}/cmake/abi-probe.c" -o "${_probe_ll}"
  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "ompred: ${clang} cannot compile an OpenMP offload probe for nvptx64:\n${_err}")
endif()
file(READ "${_probe_ll}" _ir)
set(_expected
  "declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)"
  "declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)"
  "declare ptr @__kmpc_reduction_get_fixed_buffer()"
  "declare i32 @__kmpc_shuffle_int32(i32, i16, i16)"
  "declare i64 @__kmpc_shuffle_int64(i64, i16, i16)"
  "(ptr noundef %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3)"
  "(ptr noundef %0, i32 noundef %1)"
  "@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32]")
foreach(_decl IN LISTS _expected)
  string(FIND "${_ir}" "${_decl}" _at)
  if(_at EQUAL -1)
    message(FATAL_ERROR "ompred: ${clang} emits a reduction ABI ompred does not implement: "
                        "its IR (${_probe_ll}) lacks\n  ${_decl}\nompred implements the ABI of clang 19 and 22.")
  endif()
endforeach()
message(STATUS "ompred: ${name}'s reduction ABI matches include/ompred/abi.h")
endfunction()
ompred_abi_probe("${OMPRED_CLANG}" clang-19)
