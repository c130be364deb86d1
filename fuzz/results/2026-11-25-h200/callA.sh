#!/bin/bash
# Call A: compiler on the box; build a trial fuzz batch into /tmp/fz (kept for call B).
set -x
nproc; free -g | head -2; which gcc cc ld; ls /usr/include/stdio.h; gcc --version | head -1
[ -f /usr/lib/llvm-19/lib/libomptarget.devicertl.a ] || { bash .gpu-carry/clang19/unpack.sh; xz -dc .gpu-carry/calls/libomptarget.devicertl.a.xz > /usr/lib/llvm-19/lib/libomptarget.devicertl.a; }; ls /usr/lib/llvm-19/lib/clang/19/include/float.h || exit 1
S=${SEEDS:-30000:30064}
time python3 fuzz/driver.py build /tmp/fz --seeds $S --kernels 1 \
  --ompred-bc build/lib/libomptarget-nvptx-sm_90.bc --plugin build/lib/ompred-passes.so \
  --link-flag=-Wl,--allow-shlib-undefined --bundle ${BUNDLE:-25} -j ${JOBS:-16} > $OUT/build.log 2>&1
tail -5 $OUT/build.log
grep -c "ompred=ok" $OUT/build.log; grep -v "=ok.*=ok.*=ok" $OUT/build.log | head -20
cp /tmp/fz/manifest.json $OUT/ 2>/dev/null
ls /tmp/fz/bin/*/ | head -3; readelf -d /tmp/fz/bin/ompred/bundle-s$(echo $S | cut -d: -f1) | grep NEEDED; ls /tmp/fz/bin/ompred | wc -l
