#!/usr/bin/env bash
# Records every preview of every app in a folder with two builds of ltrace and compares the
# traces, to show that a change moved nothing (a speed-up must leave every trace as it was):
#
#   Benchmarks/same-traces.sh OLD/ltrace NEW/ltrace ~/apps     # one app per subfolder
#
# Each preview is recorded by both (`ltrace record APP --preview N --device iphone-15 --define
# DEBUG`, each binary with its ltrace-scenes beside it) into files of the same name, and their
# SQLite dumps are compared without the `created_at` row, with the warnings each printed. Prints
# each preview that differs, then how many were the same, differed, failed with both, or failed
# with one; exits non-zero if any differed.
set -uo pipefail
old=${1:?usage: Benchmarks/same-traces.sh OLD_LTRACE NEW_LTRACE FOLDER}
new=${2:?usage: Benchmarks/same-traces.sh OLD_LTRACE NEW_LTRACE FOLDER}
apps=${3:?usage: Benchmarks/same-traces.sh OLD_LTRACE NEW_LTRACE FOLDER}
command -v sqlite3 >/dev/null || { echo "same-traces: needs sqlite3" >&2; exit 2; }
# Each binary records from a folder of its own: the apps and binaries are named from anywhere.
apps=$(cd "$apps" && pwd) || exit 2
old=$(cd "$(dirname "$old")" && pwd)/$(basename "$old")
new=$(cd "$(dirname "$new")" && pwd)/$(basename "$new")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/old" "$work/new"
same=0; differ=0; both_failed=0; one_failed=0
dump() { sqlite3 "$1" .dump | grep -v "'created_at'"; }
for app in "$apps"/*/; do
  app=${app%/}; name=$(basename "$app")
  # `check` exits non-zero when a preview has errors, and still lists every preview: its status
  # is not the count's (with pipefail, `|| echo 0` after the pipe added a 0 to the count, and
  # the app's previews were skipped).
  count=$("$new" check "$app" --define DEBUG --json 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["previews"]))' 2>/dev/null)
  [ -n "$count" ] || count=0
  for n in $(seq 1 "$count"); do
    (cd "$work/old" && timeout 60 "$old" record "$app" --preview "$n" --device iphone-15 --define DEBUG -o t.sqlite >/dev/null 2>"$work/old.err"); old_status=$?
    (cd "$work/new" && timeout 60 "$new" record "$app" --preview "$n" --device iphone-15 --define DEBUG -o t.sqlite >/dev/null 2>"$work/new.err"); new_status=$?
    if [ $old_status -ne $new_status ]; then
      one_failed=$((one_failed + 1)); echo "$name #$n: exit $old_status before, $new_status after"
    elif [ $old_status -ne 0 ]; then
      both_failed=$((both_failed + 1))
    elif cmp -s <(dump "$work/old/t.sqlite") <(dump "$work/new/t.sqlite") && cmp -s "$work/old.err" "$work/new.err"; then
      same=$((same + 1))
    else
      differ=$((differ + 1)); echo "$name #$n: the traces differ"
    fi
    rm -f "$work/old/t.sqlite" "$work/new/t.sqlite"
  done
done
echo "$same previews the same, $differ differ, $both_failed failed with both, $one_failed failed with one"
[ $differ -eq 0 ] && [ $one_failed -eq 0 ]
