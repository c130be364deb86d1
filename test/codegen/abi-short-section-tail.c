// Found by the fuzzer (results:fuzz/2026-11-23-h100-session3.md; H200 seeds
// 31304, 31843, 40141, ...): `reduction(<op> : a[o : 3])` over `short` gives
// a wrong a[o + 2] with the stock runtime and with ompred alike. Cause: two
// of clang 19's callbacks (OpenMPIRBuilder's shuffleAndStore and
// emitInterWarpCopyFunction) mishandle the 2-byte tail of the 6-byte
// [3 x i16] element. The shuffle-and-reduce callback shuffles bytes 0-3 as an
// i32 and the tail as an i16 widened to i32, and truncates the result back
// only when the whole element is an integer type; for the array it stores
// the i32 into bytes 4-7 of its 6-byte [3 x i16] copy of the remote lane's
// element. That store reaches past the alloca, so SROA drops it as undefined
// and the remote a[2] reads undef: at -O2 `min` folds smin(x, undef) to the
// constant -32768 (the value the H200 returned for seed 31304), `max` to
// 32767, and `+`/`^` lose the remote term. The inter-warp copy moves the
// element in 4-byte chunks, then the 2-byte rest, but takes the rest from
// the element's start again (offset 0, not 4), so a[2] never leaves its warp
// even at -O0. Both are in the callbacks clang passes to the runtime, not in
// either runtime. Every element whose size is not a multiple of 4 and that
// is not a plain integer is hit (docs/llvm19-defects.md lists the shapes).
// When a check here fails, clang emits the tail correctly: the fuzzer's
// results for such sections become meaningful, and the limit in README.md
// and docs/llvm19-defects.md can go.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.O0.ll
// RUN: %extract ir-function %t.O0.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %s --check-prefix=SHUFFLE
// RUN: %extract ir-function %t.O0.ll _omp_reduction_inter_warp_copy_func | %FileCheck %s --check-prefix=WARPCOPY
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O2 -nogpulib %s -o %t.O2.ll
// RUN: %extract ir-function %t.O2.ll _omp_reduction_shuffle_and_reduce_func | %FileCheck %s --check-prefix=O2

void tail3(short *a, const short *x, int n) {
#pragma omp target parallel for reduction(min : a[0 : 3]) map(to : x[0 : n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 3; j++)
      a[j] = x[i] < a[j] ? x[i] : a[j];
}

// The remote copy is 6 bytes; bytes 0-3 arrive as one i32, bytes 4-5 are
// shuffled as a sign-extended i16 and stored as an i32 at byte 4, with no
// trunc in between.
// SHUFFLE:      %[[REMOTE:[0-9]+]] = alloca [3 x i16], align 2
// SHUFFLE:      %[[SLOT:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %{{[0-9]+}}, i64 0, i64 0
// SHUFFLE-NEXT: %[[SRC:[0-9]+]] = load ptr, ptr %[[SLOT]], align 8
// SHUFFLE:      %[[HEAD:[0-9]+]] = load i32, ptr %[[SRC]], align 4
// SHUFFLE:      %[[HEAD_S:[0-9]+]] = call i32 @__kmpc_shuffle_int32(i32 %[[HEAD]], i16 %{{[0-9]+}}, i16 %{{[0-9]+}})
// SHUFFLE-NEXT: store i32 %[[HEAD_S]], ptr %[[REMOTE]], align 4
// SHUFFLE-NEXT: %[[SRC_TAIL:[0-9]+]] = getelementptr i32, ptr %[[SRC]], i64 1
// SHUFFLE-NEXT: %[[DST_TAIL:[0-9]+]] = getelementptr i32, ptr %[[REMOTE]], i64 1
// SHUFFLE:      %[[TAIL:[0-9]+]] = load i16, ptr %[[SRC_TAIL]], align 2
// SHUFFLE-NEXT: %[[TAIL_X:[0-9]+]] = sext i16 %[[TAIL]] to i32
// SHUFFLE:      %[[TAIL_S:[0-9]+]] = call i32 @__kmpc_shuffle_int32(i32 %[[TAIL_X]], i16 %{{[0-9]+}}, i16 %{{[0-9]+}})
// SHUFFLE-NEXT: store i32 %[[TAIL_S]], ptr %[[DST_TAIL]], align 4

// Two chunks, each read and written through the element pointer itself: the
// i32 (bytes 0-3) and then the i16 (bytes 0-1 again, never bytes 4-5).
// WARPCOPY:      %[[W1P:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[LIST:[0-9]+]], i64 0, i64 0
// WARPCOPY-NEXT: %[[W1:[0-9]+]] = load ptr, ptr %[[W1P]], align 8
// WARPCOPY-NEXT: %[[M1:[0-9]+]] = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %{{[0-9]+}}
// WARPCOPY-NEXT: %[[V1:[0-9]+]] = load i32, ptr %[[W1]], align 4
// WARPCOPY-NEXT: store volatile i32 %[[V1]], ptr addrspace(3) %[[M1]], align 4
// WARPCOPY:      getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %{{[0-9]+}}
// WARPCOPY-NEXT: %[[R1P:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[LIST]], i64 0, i64 0
// WARPCOPY-NEXT: %[[R1:[0-9]+]] = load ptr, ptr %[[R1P]], align 8
// WARPCOPY-NEXT: %[[U1:[0-9]+]] = load volatile i32, ptr addrspace(3) %{{[0-9]+}}, align 4
// WARPCOPY-NEXT: store i32 %[[U1]], ptr %[[R1]], align 4
// WARPCOPY:      %[[W2P:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[LIST]], i64 0, i64 0
// WARPCOPY-NEXT: %[[W2:[0-9]+]] = load ptr, ptr %[[W2P]], align 8
// WARPCOPY-NEXT: %[[M2:[0-9]+]] = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %{{[0-9]+}}
// WARPCOPY-NEXT: %[[V2:[0-9]+]] = load i16, ptr %[[W2]], align 2
// WARPCOPY-NEXT: store volatile i16 %[[V2]], ptr addrspace(3) %[[M2]], align 2
// WARPCOPY:      getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i32 %{{[0-9]+}}
// WARPCOPY-NEXT: %[[R2P:[0-9]+]] = getelementptr inbounds [1 x ptr], ptr %[[LIST]], i64 0, i64 0
// WARPCOPY-NEXT: %[[R2:[0-9]+]] = load ptr, ptr %[[R2P]], align 8
// WARPCOPY-NEXT: %[[U2:[0-9]+]] = load volatile i16, ptr addrspace(3) %{{[0-9]+}}, align 2
// WARPCOPY-NEXT: store i16 %[[U2]], ptr %[[R2]], align 2
// WARPCOPY-NOT:  __openmp_nvptx_data_transfer_temporary_storage
// WARPCOPY:      ret void

// What a user's -O2 build gets: the tail is shuffled, its result unused, and
// the combine writes the saturation constant of smin(x, undef) into a[2].
// O2:          %[[T:[0-9]+]] = load i16, ptr %{{[0-9]+}}, align 2
// O2-NEXT:     %[[TX:[0-9]+]] = sext i16 %[[T]] to i32
// O2:          %[[TS:[0-9]+]] = tail call i32 @__kmpc_shuffle_int32(i32 %[[TX]], i16 %2, i16 %{{[0-9]+}})
// O2-NOT:      %[[TS]]{{[^0-9]}}
// O2:          %[[A2:[0-9]+]] = getelementptr i8, ptr %{{[0-9]+}}, i64 4
// O2-NEXT:     store i16 -32768, ptr %[[A2]], align 2
// O2-NOT:      %[[TS]]{{[^0-9]}}
// O2:          ret void
