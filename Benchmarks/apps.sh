#!/usr/bin/env bash
# Records every preview of every app in a folder as a new user would, and prints how many
# record and why the others do not:
#
#   Benchmarks/apps.sh ~/apps            # one app per subfolder, each a checkout of a public app
#
# Each app's previews come from `ltrace check <app> --define DEBUG --json`; each is recorded with
# `ltrace record <app> --preview N --device iphone-15 --define DEBUG`, the command a developer
# would type. Prints one line per app, `N/M previews recorded` and how many of those show only
# placeholders (from `check`'s JSON), and the causes of the rest (the first error line of each
# failing preview, grouped with names and positions taken out).
# LTRACE=path/to/ltrace picks the binary (default: a release build of this checkout).
set -uo pipefail
apps=${1:?usage: Benchmarks/apps.sh FOLDER (one app per subfolder)}
apps=$(cd "$apps" && pwd) || exit 2
bin=${LTRACE:-}
if [ -n "$bin" ]; then bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin"); fi
cd "$(dirname "$0")/.."
if [ -z "$bin" ]; then
  # ltrace hands record to ltrace-scenes, next to it: build both.
  swift build -c release --product ltrace >/dev/null && swift build -c release --product ltrace-scenes >/dev/null || exit 2
  bin="$(swift build -c release --product ltrace --show-bin-path)/ltrace"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total=0; recorded=0; placeholders=0
: > "$work/causes"
for app in "$apps"/*/; do
  app=${app%/}
  name=$(basename "$app")
  "$bin" check "$app" --define DEBUG --json > "$work/check.json" 2> "$work/check.err"
  count=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["previews"]))' "$work/check.json" 2>/dev/null || echo 0)
  if [ "$count" = 0 ] && [ -s "$work/check.err" ]; then
    echo "$name: check failed: $(head -1 "$work/check.err")"
    continue
  fi
  ok=0; only=0
  for n in $(seq 1 "$count"); do
    start=$(date +%s%N)
    if (cd "$work" && timeout 60 "$bin" record "$app" --preview "$n" --device iphone-15 --define DEBUG -o "$work/t.sqlite" > /dev/null 2> "$work/err"); then
      ok=$((ok + 1))
      if grep -q 'warning: the screen recorded is' "$work/err"; then
        only=$((only + 1))
        echo "$name #$n" >> "$work/only-placeholders"
      fi
    else
      status=$?
      line=$(grep -m1 'error:' "$work/err" || true)
      [ -z "$line" ] && line="exit $status: $(head -1 "$work/err")"
      echo "$name #$n: $line" >> "$work/failures"
      echo "$line" >> "$work/causes"
    fi
    echo $(( ($(date +%s%N) - start) / 1000000 )) >> "$work/ms"
  done
  echo "$name: $ok/$count previews recorded$([ "$only" -gt 0 ] && echo ", $only of them only placeholders")"
  total=$((total + count)); recorded=$((recorded + ok)); placeholders=$((placeholders + only))
done
echo
echo "$recorded/$total previews recorded; $placeholders of those show only placeholders"
if [ -s "$work/ms" ]; then
  sort -n "$work/ms" | awk '{ a[NR] = $1 } END { printf "record as a process: median %d ms, slowest %d ms (%d runs)\n", a[int((NR + 1) / 2)], a[NR], NR }'
fi
if [ -s "$work/causes" ]; then
  echo
  echo "causes (count, message with names and positions taken out):"
  sed -E "s/^[^ ]*:[0-9]+:[0-9]+: error: //; s/'[^']*'/'…'/g; s/\(reached through .*\)$//" "$work/causes" | sort | uniq -c | sort -rn
  echo
  echo "failing previews:"
  cat "$work/failures"
fi
if [ -s "$work/only-placeholders" ]; then
  echo
  echo "previews recorded as only placeholders:"
  cat "$work/only-placeholders"
fi
