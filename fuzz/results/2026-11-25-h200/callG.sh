#!/bin/bash
# Call G: fuzz sets J (one kernel) and K (four kernels) for the integrated runtime, built on the box.
SEEDS=50000:51000 KERNELS=1 DIR=/tmp/fzJ TLIM=280 bash .gpu-carry/calls/callC.sh
SEEDS=60000:60100 KERNELS=4 DIR=/tmp/fzK TLIM=110 bash .gpu-carry/calls/callC.sh
