#!/bin/bash
# Kiwi beside arrange-bench: times Kiwi's solver on shared/bench/enaml-like.txt the way
# arrange-bench times constraints.enaml.build and constraints.enaml.resize.
#
# NOT PART OF CI, and it needs a Kiwi checkout: set KIWI_DIR to a directory holding
# nucleic/kiwi's sources (the one with `kiwi/kiwi.h`; Kiwi is header-only C++). Needs g++.
#
#   KIWI_DIR=/path/to/kiwi Scripts/kiwi-bench.sh                 build, then run once
#   KIWI_DIR=/path/to/kiwi Scripts/kiwi-bench.sh PATH/enaml.txt  another system file
#
# The harness (Scripts/kiwi-bench/main.cpp) is ours; it only includes Kiwi's headers. The
# binary goes to .build/kiwi-bench/kiwi-bench, compiled again when main.cpp or a header of
# KIWI_DIR is newer than it (so the compile never lands between the timed runs).
# The side-by-side run in Docs/Performance.md is
#   kiwi-bench; arrange-bench constraints.; kiwi-bench
# (release arrange-bench), so Kiwi is timed before and after ours under the same load.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

if [[ -z "${KIWI_DIR:-}" ]]; then
  echo "kiwi-bench.sh: set KIWI_DIR to a nucleic/kiwi checkout (the directory with kiwi/kiwi.h); not part of CI" >&2
  exit 2
fi
[[ -f "$KIWI_DIR/kiwi/kiwi.h" ]] || { echo "kiwi-bench.sh: $KIWI_DIR/kiwi/kiwi.h not found" >&2; exit 2; }
command -v g++ >/dev/null || { echo "kiwi-bench.sh: g++ not found" >&2; exit 2; }

system="${1:-}"
if [[ -z "$system" ]]; then
  # The nearest shared/bench/enaml-like.txt above the package root, as arrange-bench finds it.
  directory="$root"
  while [[ "$directory" != "/" ]]; do
    if [[ -f "$directory/shared/bench/enaml-like.txt" ]]; then system="$directory/shared/bench/enaml-like.txt"; break; fi
    directory="$(dirname "$directory")"
  done
  system="${ARRANGE_BENCH_ENAML:-$system}"
fi
[[ -n "$system" && -f "$system" ]] || { echo "kiwi-bench.sh: cannot find shared/bench/enaml-like.txt (pass its path)" >&2; exit 2; }

binary="$root/.build/kiwi-bench/kiwi-bench"
mkdir -p "$(dirname "$binary")"
if [[ ! -x "$binary" || "$root/Scripts/kiwi-bench/main.cpp" -nt "$binary" ]] \
  || [[ -n "$(find "$KIWI_DIR/kiwi" -name '*.h' -newer "$binary" -print -quit)" ]]; then
  g++ -O2 -std=c++17 -I"$KIWI_DIR" -o "$binary" "$root/Scripts/kiwi-bench/main.cpp"
fi
"$binary" "$system"
