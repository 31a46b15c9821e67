#!/bin/sh
# Builds the libFuzzer targets in Fuzz/ and runs each for SECONDS seconds (default 60).
#
#   Scripts/fuzz.sh [SECONDS]
#
# Targets: SolverFuzz (the solver and its invariants) and ScenarioFuzz (`arrange solve`'s JSON
# reader). Corpora, crash artifacts and logs live in fuzz-out/ (gitignored); the seeds in
# Fuzz/<Target>/Seeds/ start each corpus. Exits non-zero on any finding (a crash, a sanitizer
# report or a broken invariant), after printing the reproducer's path.
# Environment: FUZZ_NICE (default 10) is the niceness, FUZZ_JOBS is not used: one process at a
# time, the machine is shared. FUZZ_TARGETS limits the targets (e.g. FUZZ_TARGETS=SolverFuzz).
set -eu

SECONDS_EACH=${1:-60}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/fuzz-out"
NICE=${FUZZ_NICE:-10}
TARGETS=${FUZZ_TARGETS:-"SolverFuzz ScenarioFuzz"}
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$OUT/bin" "$OUT/logs"
cd "$ROOT"

# Sources each target is compiled with (one module: the fuzz files use internal names freely).
sources() {
  case "$1" in
    SolverFuzz)
      find Sources/ArrangementCore -name '*.swift' | sort
      echo Fuzz/Common/FuzzReader.swift
      find Fuzz/SolverFuzz -name '*.swift' | sort ;;
    ScenarioFuzz)
      find Sources/ArrangementCore Sources/ArrangementTesting/Scenarios -name '*.swift' | sort
      find Fuzz/ScenarioFuzz -name '*.swift' | sort ;;
  esac
}

status=0
for target in $TARGETS; do
  if [ ! -d "Fuzz/$target" ]; then
    echo "fuzz: $target: Fuzz/$target is missing" >&2
    status=1
    continue
  fi
  echo "fuzz: building $target"
  # shellcheck disable=SC2046
  if ! nice -n "$NICE" "$SWIFTC" -parse-as-library -O -sanitize=fuzzer,address \
      -module-name "$target" $(sources "$target") -o "$OUT/bin/$target" \
      >"$OUT/logs/$target.build.log" 2>&1; then
    grep -v 'ld.gold: warning' "$OUT/logs/$target.build.log" >&2
    echo "fuzz: $target: build failed" >&2
    status=1
    continue
  fi
  corpus="$OUT/corpus/$target"
  artifacts="$OUT/artifacts/$target"
  mkdir -p "$corpus" "$artifacts"
  seeds=""
  [ -d "Fuzz/$target/Seeds" ] && seeds="Fuzz/$target/Seeds"
  echo "fuzz: running $target for $SECONDS_EACH s"
  log="$OUT/logs/$target.log"
  # shellcheck disable=SC2086
  if SWIFT_BACKTRACE=enable=no nice -n "$NICE" "$OUT/bin/$target" \
      -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$artifacts/" "$corpus" $seeds >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    echo "fuzz: $target: no finding; $runs inputs, $speed exec/s, corpus $(ls "$corpus" | wc -l) units"
  else
    status=1
    echo "fuzz: $target: FINDING (log $log)" >&2
    sed -n '/invariant violated/,/ERROR: /p; /Test unit written to/p' "$log" | head -60 >&2
  fi
done
exit $status
