# Sourced by bench/build.sh and bench/apps/build.sh, with BUILD_DIR and ARCH
# set: where an ompred CMake build puts what the clang-22 builds use (CXX22:
# CLANGXX22, default clang++-22), and stock22's flags.
CXX22=${CLANGXX22:-clang++-22}
CONFIG=$BUILD_DIR/bin/ompred-config
OMPRED22_BC=$BUILD_DIR/lib/nvptx64-nvidia-cuda/libomptarget-nvptx.bc
STOCK22_BC=$BUILD_DIR/llvm22-stock/nvptx64-nvidia-cuda/libomptarget-nvptx.bc
PLUGIN22=$BUILD_DIR/lib/ompred/llvm-22/lib/ompred-passes.so
OMP22_DIR=$BUILD_DIR/lib/ompred/llvm-22
# stock22 written out (not ompred-config's flags with the runtime replaced):
# LLVM 22's own runtime; omp.h and (host) libomp from the clang-22 flavour, as
# Debian's clang-22 has none.
STOCK22_CFLAGS=(-fopenmp --offload-arch="$ARCH" -isystem "$OMP22_DIR/include"
                --libomptarget-nvptx-bc-path="$STOCK22_BC")
STOCK22_LDFLAGS=(-fopenmp --offload-arch="$ARCH" -Xoffload-linker -L"$(dirname "$STOCK22_BC")"
                 -L"$OMP22_DIR/lib" -L/usr/lib/llvm-22/lib -Wl,-rpath,/usr/lib/llvm-22/lib)
