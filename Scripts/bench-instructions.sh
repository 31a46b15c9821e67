#!/bin/bash
# Instructions per operation of arrange-bench benchmarks, measured with callgrind.
#
#   Scripts/bench-instructions.sh                     every benchmark (builds release first)
#   Scripts/bench-instructions.sh solve. matrix.duo    only these (arrange-bench's name rules)
#   BENCH=/path/to/arrange-bench Scripts/bench-instructions.sh …   measure that binary, no build
#
# For each benchmark, callgrind counts the instructions of `arrange-bench --profile 12000 NAME`
# and of `--profile 2000 NAME`; the difference divided by 10,000 is the cost of one operation
# with start-up, set-up and the allocation-counter check cancelled out. Callgrind counts are
# deterministic (with SWIFT_DETERMINISTIC_HASHING=1, set here: per-process random hash seeds
# moved the start-up's dictionary probing, ±3 per operation on the cheapest benchmarks), so
# this is the figure to compare changes with (nanoseconds drift with the machine). Each `solve.*` benchmark also gets its ratio to `baseline.split` (the bare
# arithmetic of solve.split's problem), which is then measured too. Needs valgrind and objcopy (valgrind cannot read
# the debug info the toolchain emits, so a stripped copy is measured).
set -euo pipefail
if [[ -n "${BENCH:-}" ]]; then BENCH=$(realpath "$BENCH"); fi
cd "$(dirname "$0")/.."

if [[ -z "${BENCH:-}" ]]; then
  swift build -c release --product arrange-bench >&2
  BENCH=.build/release/arrange-bench
fi
command -v valgrind >/dev/null || { echo "bench-instructions.sh: valgrind not found" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$BENCH" "$work/arrange-bench"

if [[ $# -eq 0 ]]; then
  names=$("$work/arrange-bench" --list | cut -f1)
else
  names=$("$work/arrange-bench" --list | cut -f1 | while read -r name; do
    for pattern in "$@"; do
      if [[ "$name" == "$pattern" || ( "$pattern" == *. && "$name" == "$pattern"* ) ]]; then
        echo "$name"; break
      fi
    done
  done)
fi
[[ -n "$names" ]] || { echo "bench-instructions.sh: no benchmark matches $*" >&2; exit 2; }

# Total instructions (Ir) of one profiled run.
instructions() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/out" \
    "$work/arrange-bench" --profile "$1" "$2" >/dev/null 2>"$work/log" \
    || { cat "$work/log" >&2; exit 1; }
  sed -n 's/^summary: //p' "$work/out"
}

# The baseline is measured too whenever a solve benchmark is, for the ratio column.
if grep -q '^solve\.' <<<"$names" && ! grep -qx 'baseline.split' <<<"$names"; then
  names="baseline.split
$names"
fi

declare -A perOperation
for name in $names; do
  low=$(instructions 2000 "$name")
  high=$(instructions 12000 "$name")
  perOperation[$name]=$(awk -v h="$high" -v l="$low" 'BEGIN { printf "%.1f", (h - l) / 10000 }')
done

printf '%-24s %15s %11s\n' benchmark instructions/op "× baseline"
for name in $names; do
  ratio="-"
  if [[ "$name" == solve.* ]]; then
    ratio=$(awk -v v="${perOperation[$name]}" -v b="${perOperation[baseline.split]}" 'BEGIN { printf "%.2f", v / b }')
  fi
  printf '%-24s %15s %11s\n' "$name" "${perOperation[$name]}" "$ratio"
done
