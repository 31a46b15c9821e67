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

FLAGS="-parse-as-library -O -swift-version 6 -sanitize=fuzzer,address"

# Compiles one library module of the package, instrumented, into $OUT/mods/$1/.
module() {
  dir="$OUT/mods/$1"; name=$2; shift 2
  mkdir -p "$dir"
  # shellcheck disable=SC2086
  nice -n "$NICE" "$SWIFTC" $FLAGS -I "$dir" -emit-library -static -emit-module -module-name "$name" \
    -emit-module-path "$dir/$name.swiftmodule" "$@" -o "$dir/lib$name.a"
}

# Builds one target into $OUT/bin/$1.
build() {
  case "$1" in
    SolverFuzz)
      # One module: the solver's files and the target's (which may use internal names).
      # shellcheck disable=SC2046,SC2086
      nice -n "$NICE" "$SWIFTC" $FLAGS -module-name SolverFuzz \
        $(find Sources/ArrangementCore Fuzz/SolverFuzz -name '*.swift' | sort) Fuzz/Common/FuzzReader.swift \
        -o "$OUT/bin/SolverFuzz" ;;
    ScenarioFuzz)
      # The package's modules as the CLI uses them: Core, Kit and Testing, each instrumented.
      dir="$OUT/mods/ScenarioFuzz"
      # shellcheck disable=SC2046,SC2086
      module ScenarioFuzz ArrangementCore $(find Sources/ArrangementCore -name '*.swift' | sort) &&
      module ScenarioFuzz ArrangementKit $(find Sources/ArrangementKit -name '*.swift' | sort) &&
      module ScenarioFuzz ArrangementTesting $(find Sources/ArrangementTesting -name '*.swift' | sort) &&
      nice -n "$NICE" "$SWIFTC" $FLAGS -module-name ScenarioFuzz -I "$dir" -L "$dir" \
        $(find Fuzz/ScenarioFuzz -name '*.swift' | sort) Fuzz/Common/FuzzReader.swift \
        -lArrangementTesting -lArrangementKit -lArrangementCore -o "$OUT/bin/ScenarioFuzz" ;;
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
  if ! build "$target" >"$OUT/logs/$target.build.log" 2>&1; then
    grep -v 'ld.gold: warning' "$OUT/logs/$target.build.log" >&2
    echo "fuzz: $target: build failed" >&2
    status=1
    continue
  fi
  corpus="$OUT/corpus/$target"
  artifacts="$OUT/artifacts/$target"
  mkdir -p "$corpus" "$artifacts"
  seeds=""; dict=""; limits=""
  # The solver decoder reads at most about 170 bytes; longer inputs only slow it down.
  [ "$target" = SolverFuzz ] && limits="-max_len=256"
  [ -d "Fuzz/$target/Seeds" ] && seeds="Fuzz/$target/Seeds"
  for file in Fuzz/"$target"/*.dict; do [ -f "$file" ] && dict="-dict=$file"; done
  echo "fuzz: running $target for $SECONDS_EACH s"
  log="$OUT/logs/$target.log"
  # shellcheck disable=SC2086
  if SWIFT_BACKTRACE=enable=no nice -n "$NICE" "$OUT/bin/$target" \
      -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$artifacts/" $limits $dict "$corpus" $seeds >"$log" 2>&1; then
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
