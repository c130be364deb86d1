#!/bin/sh
# Removes this ompred installation: the files `cmake --install` wrote and the
# folders it created, as listed in install_manifest.txt beside this script
# (paths relative to the prefix, so that a moved prefix uninstalls too).
# Folders that existed before, or that now hold other files, stay.
#
#   <prefix>/share/ompred/uninstall.sh [-n]     (-n: only print what it would remove)
set -u
dry=0
[ "${1-}" = -n ] && dry=1
self=$(readlink -f "$0") || exit 2
here=$(dirname "$self")
prefix=$(dirname "$(dirname "$here")")
manifest=$here/install_manifest.txt
[ -f "$manifest" ] || { echo "ompred uninstall: $manifest not found" >&2; exit 2; }
run() { if [ "$dry" = 1 ]; then echo "$*"; else "$@"; fi; }
# Deepest first: a folder is empty only once the ones below it are gone.
dirs=$(sed -n 's/^dir //p' "$manifest" | awk '{ print length($0) " " $0 }' | sort -rn | cut -d' ' -f2-)
files=$(sed -n 's/^file //p' "$manifest")
rc=0
echo "$files" | while IFS= read -r rel; do
  [ -n "$rel" ] || continue
  if [ -e "$prefix/$rel" ] || [ -L "$prefix/$rel" ]; then
    run rm -f "$prefix/$rel" || exit 1
  fi
done || rc=1
run rm -f "$manifest" "$self"
for rel in $dirs; do
  [ -d "$prefix/$rel" ] && run rmdir "$prefix/$rel" 2>/dev/null
done
[ "$dry" = 1 ] || echo "ompred: uninstalled from $prefix"
exit $rc
