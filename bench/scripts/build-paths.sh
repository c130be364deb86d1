# Sourced by bench/build.sh and bench/apps/build.sh, with BUILD_DIR set: where
# an ompred CMake build puts what the clang-22 builds use (CXX22: CLANGXX22,
# default clang++-22).
CXX22=${CLANGXX22:-clang++-22}
CONFIG=$BUILD_DIR/bin/ompred-config
OMPRED22_BC=$BUILD_DIR/lib/nvptx64-nvidia-cuda/libomptarget-nvptx.bc
STOCK22_BC=$BUILD_DIR/llvm22-stock/nvptx64-nvidia-cuda/libomptarget-nvptx.bc
PLUGIN22=$BUILD_DIR/lib/ompred/llvm-22/lib/ompred-passes.so
OMP22_DIR=$BUILD_DIR/lib/ompred/llvm-22
