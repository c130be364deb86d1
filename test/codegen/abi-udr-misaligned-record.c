// Found by the fuzzer (results:fuzz/2026-11-23-h100.md): clang 19's
// teams-reduction copy of a 6-byte UDR struct ({char, short, short},
// aligned to 2) into the record buffer. The records are 6 bytes apart
// (%struct._globalized_locals_ty = { %struct.S }), but the memcpy claims
// 8-byte alignment, so LLVM writes the first 4 bytes with one st.u32, which
// lands on a 2-byte boundary for every odd team: "misaligned address" on an
// H100 with the stock runtime and with ompred alike. The bug is in clang's
// callback, not in either runtime; the generator keeps UDR structs to
// multiples of 8 bytes while this pin holds. When it fails, clang emits
// the right alignment, and the generator's restriction (fuzz/gen.py, UDR)
// can go.
//
// RUN: %clang -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -O0 -nogpulib %s -o %t.ll
// RUN: %extract ir-function %t.ll _omp_reduction_list_to_global_copy_func | %FileCheck %s --check-prefix=COPY
// RUN: %FileCheck %s --check-prefix=TYPES --input-file=%t.ll
//
// TYPES-DAG: %struct.S = type { i8, i16, i16 }
// TYPES-DAG: %struct._globalized_locals_ty = type { %struct.S }
// COPY: getelementptr inbounds %struct._globalized_locals_ty, ptr %{{[0-9]+}}, i32 %{{[0-9]+}}
// COPY: call void @llvm.memcpy.p0.p0.i64(ptr align 8 %{{[0-9]+}}, ptr align 8 %{{[0-9]+}}, i64 6, i1 false)

typedef struct { char c; short a; short b; } S;
#pragma omp declare reduction(m : S : omp_out.c += omp_in.c, omp_out.a += omp_in.a, \
                              omp_out.b ^= omp_in.b) initializer(omp_priv = (S){0, 0, 0})

void udr6(S *s, int n) {
  S r = *s;
#pragma omp target teams distribute parallel for num_teams(1000) thread_limit(64) map(tofrom : r) reduction(m : r)
  for (int i = 0; i < n; i++) { r.c += 1; r.a += 1; r.b ^= (short)i; }
  *s = r;
}
