#!/bin/sh
# The instructions `ltrace record` executes for each case of `ltrace-bench interpreter`, counted
# by valgrind's callgrind: the same on every run, where a run's time on the 2-core machine moves
# by a fifth (docs/benchmarks.md, "Instructions"). Each case's scene is counted, then the same
# scene whose root does not call the work; the difference is the work's, as the benchmark
# subtracts its times.
#
#     Benchmarks/instructions.sh [BUILD_DIR] [--only NAME]
#
# BUILD_DIR holds the ltrace-scenes counted (default .build/release: another build's folder
# compares it); the cases are this checkout's, written by .build/release/ltrace-bench. valgrind
# 3.19 cannot read the DWARF 5 debug information Swift writes, so ltrace-scenes is counted from
# a copy without it. The scene cache is off: whether an earlier run left an entry moved a count
# by a million instructions.
set -e
cd "$(dirname "$0")/.."
build=.build/release
case "$1" in --*|"") ;; *) build=$1; shift ;; esac
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/ltrace-scenes" "$build/ltrace-scenes"
mkdir "$work/scenes"
.build/release/ltrace-bench interpreter --write-scenes "$work/scenes" "$@"
count() {
    (cd "$work/scenes" && LTRACE_CACHE=off valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/ltrace-scenes" record "$1" -o "$work/trace.sqlite" 2>&1 >/dev/null) \
        | awk '/Collected/ { gsub(",", "", $4); print $4 }'
}
printf '%-14s %12s %12s %12s\n' case scene baseline work
for scene in "$work"/scenes/*.swift; do
    name=$(basename "$scene" .swift)
    case "$name" in *-baseline) continue ;; esac
    n=$(count "$name.swift")
    base=$(count "$name-baseline.swift")
    awk -v name="$name" -v n="$n" -v base="$base" 'BEGIN { printf "%-14s %11.1fM %11.1fM %11.1fM\n", name, n / 1e6, base / 1e6, (n - base) / 1e6 }'
done
