#!/usr/bin/env bash
# Re-records every golden trace in Traces/ with the current engine. Run it on
# purpose, after a change that is meant to alter recorded layouts; CI replays
# the committed goldens and fails until they are re-recorded.
set -euo pipefail
cd "$(dirname "$0")/.."
# ltrace hands record to ltrace-scenes, next to it: build both.
swift build --product ltrace >/dev/null
swift build --product ltrace-scenes >/dev/null
ltrace=$(swift build --product ltrace --show-bin-path)/ltrace
for scene in Traces/*.swift; do
  # The open stand-in for the system font, so that the goldens are the same on every machine.
  LTRACE_SYSTEM_FONT=open LTRACE_FONTS= "$ltrace" record "$scene" -o "${scene%.swift}.sqlite"
done
