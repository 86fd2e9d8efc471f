#!/usr/bin/env bash
# What the engine's instrumentation costs with no tracer attached: the same
# benchmark built normally and with the instrumentation compiled out
# (-DLTRACE_UNINSTRUMENTED). Instruction counts (callgrind) are exact and
# repeatable; wall times are printed too but vary with the machine's load.
#   Benchmarks/instrumentation-cost.sh [rows]
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-300}"
swift build -c release --product ltrace-bench >/dev/null
swift build -c release --product ltrace-bench --scratch-path .build-uninstrumented -Xswiftc -DLTRACE_UNINSTRUMENTED >/dev/null
declare -A bins=([instrumented]=.build/release/ltrace-bench [uninstrumented]=.build-uninstrumented/release/ltrace-bench)
for name in instrumented uninstrumented; do
  bin=${bins[$name]}
  printf '%-15s wall: %s\n' "$name" "$($bin engine --rows "$rows" --tracer none | grep 'no tracer' | sed 's/ *no tracer *//')"
  if command -v valgrind >/dev/null; then
    count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" engine --rows "$rows" --reps "$1" --tracer none 2>&1 | grep -oE 'Collected : [0-9]+' | grep -oE '[0-9]+'; }
    five=$(count 5); ten=$(count 10)
    printf '%-15s instructions for 5 passes: %s\n' "$name" "$((ten - five))"
  fi
done
