#!/bin/sh
# The instructions a recording of each scene in Benchmarks/instructions/ executes, counted by
# valgrind's callgrind: the same on every run, where the time of a run on the 2-core machine
# moves by a fifth (docs/benchmarks.md, "Instructions"). Each case is also given less the
# one-Text scene's count, which is the start a recording pays however small its scene.
#
#     Benchmarks/instructions.sh [LTRACE_SCENES] [SCENE.swift...]
#
# LTRACE_SCENES defaults to .build/release/ltrace-scenes. valgrind 3.19 cannot read the DWARF 5
# debug information Swift writes, so the binary is counted from a copy without it.
set -e
cd "$(dirname "$0")/.."
binary=${1:-.build/release/ltrace-scenes}
[ $# -gt 0 ] && shift
scenes=${*:-$(ls Benchmarks/instructions/*.swift)}
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/ltrace-scenes" "$binary"
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/ltrace-scenes" record "$1" -o "$work/trace.sqlite" 2>&1 >/dev/null \
        | awk '/Collected/ { gsub(",", "", $4); print $4 }'
}
base=$(count Benchmarks/instructions/one-text.swift)
printf '%-16s %10s %12s\n' scene instructions "less one Text"
for scene in $scenes; do
    n=$(count "$scene")
    awk -v name="$(basename "$scene" .swift)" -v n="$n" -v base="$base" 'BEGIN { printf "%-16s %9.1fM %11.1fM\n", name, n / 1e6, (n - base) / 1e6 }'
done
