#!/bin/bash
# Plots a fetched bench.csv HERE (not on the GPU box):
#   bash bench/scripts/plot.sh path/to/bench.csv [OUTDIR]     (OUTDIR defaults to the CSV's folder)
# Uses a python3 that has matplotlib; if none does, installs python3-matplotlib
# with apt (Debian) and uses /usr/bin/python3.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
[ $# -ge 1 ] || { sed -n '2,5p' "$0"; exit 2; }
CSV=$1
OUTDIR=${2:-$(dirname "$CSV")}
PY=""
for p in python3 /usr/bin/python3; do
  if command -v "$p" >/dev/null && "$p" -c 'import matplotlib' 2>/dev/null; then PY=$p; break; fi
done
if [ -z "$PY" ]; then
  echo "plot.sh: no python3 with matplotlib; installing python3-matplotlib (apt)" >&2
  SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-matplotlib >/dev/null
  PY=/usr/bin/python3
fi
exec "$PY" "$HERE/plot.py" "$CSV" "$OUTDIR"
