#!/bin/bash
# Call C: build a fuzz batch on the box (compiler pack), into DIR (kept for the run call).
# SEEDS=A:B KERNELS=K DIR=/tmp/fzX bash .gpu-carry/calls/callC.sh
[ -f /usr/lib/llvm-19/lib/libomptarget.devicertl.a ] || { bash .gpu-carry/clang19/unpack.sh; xz -dc .gpu-carry/calls/libomptarget.devicertl.a.xz > /usr/lib/llvm-19/lib/libomptarget.devicertl.a; }
ls /usr/lib/llvm-19/lib/clang/19/include/float.h >/dev/null || exit 1
sha256sum build/lib/libomptarget-nvptx-sm_90.bc build/lib/ompred-passes.so | tee $OUT/inputs-$(basename $DIR).txt
( time timeout ${TLIM:-540} python3 fuzz/driver.py build $DIR --seeds $SEEDS --kernels $KERNELS \
  --ompred-bc build/lib/libomptarget-nvptx-sm_90.bc --plugin build/lib/ompred-passes.so \
  --link-flag=-Wl,--allow-shlib-undefined --bundle 25 -j 16 ) > $OUT/build-$(basename $DIR).log 2>&1
grep -c "ompred=ok plugin=ok stock=ok" $OUT/build-$(basename $DIR).log
grep -v "ompred=ok plugin=ok stock=ok" $OUT/build-$(basename $DIR).log | grep -v " ok (" | head; tail -4 $OUT/build-$(basename $DIR).log
ls $DIR/bin/ompred | wc -l
