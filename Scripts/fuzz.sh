#!/bin/sh
# Builds the libFuzzer targets in Fuzz/ and runs each for SECONDS seconds (default 60).
#
#   Scripts/fuzz.sh [SECONDS]
#
# Targets: SolverFuzz (the solver and its invariants), ScenarioFuzz (`arrange solve`'s JSON
# reader), ConstraintFuzz (the Auto Layout engine: random add/remove/suggest sequences) and
# BarFuzz (the Kit's object model: navigation, tab bar and toolbar controllers, their bars and
# items, in every pose). Corpora, crash artifacts and logs live in fuzz-out/ (gitignored); the seeds in
# Fuzz/<Target>/Seeds/ start each corpus. Exits non-zero on any finding (a crash, a sanitizer
# report or a broken invariant), after printing the reproducer's path.
# Targets run one after the other, one process each (the machine is shared).
# Environment: FUZZ_NICE (default 10) is the niceness; FUZZ_TARGETS limits the targets (e.g.
# FUZZ_TARGETS=SolverFuzz); SWIFTC picks the compiler (default swiftc); FUZZ_SEED fixes
# libFuzzer's seed (CI sets one, so a red run replays the same inputs; unset, every run
# explores from a new random seed); FUZZ_RUNS caps the inputs per target (with FUZZ_SEED, a run
# that ends by its count rather than its time is the same run on any machine: CI sets both, so a
# finding there replays here with the same command).
set -eu

SECONDS_EACH=${1:-60}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/fuzz-out"
NICE=${FUZZ_NICE:-10}
TARGETS=${FUZZ_TARGETS:-"SolverFuzz ScenarioFuzz ConstraintFuzz BarFuzz"}
SWIFTC=${SWIFTC:-swiftc}
mkdir -p "$OUT/bin" "$OUT/logs"
cd "$ROOT"

# One package name for every module, so the fuzzers see the package-level declarations (the JSON
# parser and writer, ScenarioEncoding) as SwiftPM's own targets do.
FLAGS="-parse-as-library -O -swift-version 6 -sanitize=fuzzer,address -package-name swift_arrangement"

# Compiles one library module of the package, instrumented, into $OUT/mods/.
module() {
  dir="$OUT/mods"; name=$1; shift
  mkdir -p "$dir"
  # shellcheck disable=SC2086
  nice -n "$NICE" "$SWIFTC" $FLAGS -I "$dir" -emit-library -static -emit-module -module-name "$name" \
    -emit-module-path "$dir/$name.swiftmodule" "$@" -o "$dir/lib$name.a"
}

# The package's library modules as its tools use them: Core, Constraints, Kit and Simulator,
# each instrumented.
# Built once per run, before the first target that needs them.
MODULES_BUILT=no
modules() {
  [ "$MODULES_BUILT" = yes ] && return 0
  # shellcheck disable=SC2046
  module ArrangementCore $(find Sources/ArrangementCore -name '*.swift' | sort) &&
  module ArrangementConstraints $(find Sources/ArrangementConstraints -name '*.swift' | sort) &&
  module ArrangementKit $(find Sources/ArrangementKit -name '*.swift' | sort) &&
  module ArrangementSimulator $(find Sources/ArrangementSimulator -name '*.swift' | sort) &&
  MODULES_BUILT=yes
}

# Builds one target into $OUT/bin/$1, linked with the modules: SolverFuzz checks the solver's
# layouts with ArrangementSimulator's LayoutInvariants (the same oracle as the test suites);
# ScenarioFuzz reads scenario files with ArrangementSimulator's reader.
build() {
  [ "$1" = ConstraintFuzz ] && { build_constraints; return; }
  modules || return 1
  dir="$OUT/mods"
  # shellcheck disable=SC2046,SC2086
  nice -n "$NICE" "$SWIFTC" $FLAGS -module-name "$1" -I "$dir" -L "$dir" \
    $(find "Fuzz/$1" -name '*.swift' | sort) Fuzz/Common/FuzzReader.swift \
    -lArrangementSimulator -lArrangementKit -lArrangementConstraints -lArrangementCore -o "$OUT/bin/$1"
}

# ConstraintFuzz needs only the engine, which depends on nothing else of the package.
build_constraints() {
  dir="$OUT/mods"
  if [ "$MODULES_BUILT" != yes ]; then
    # shellcheck disable=SC2046
    module ArrangementConstraints $(find Sources/ArrangementConstraints -name '*.swift' | sort) || return 1
  fi
  # shellcheck disable=SC2046,SC2086
  nice -n "$NICE" "$SWIFTC" $FLAGS -module-name ConstraintFuzz -I "$dir" -L "$dir" \
    $(find Fuzz/ConstraintFuzz -name '*.swift' | sort) Fuzz/Common/FuzzReader.swift \
    -lArrangementConstraints -o "$OUT/bin/ConstraintFuzz"
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
  [ -n "${FUZZ_SEED:-}" ] && limits="-seed=$FUZZ_SEED"
  [ -n "${FUZZ_RUNS:-}" ] && limits="$limits -runs=$FUZZ_RUNS"
  # The solver decoder reads at most about 170 bytes; longer inputs only slow it down.
  [ "$target" = SolverFuzz ] && limits="$limits -max_len=256"
  # ConstraintFuzz runs at most 48 operations of a few bytes each.
  [ "$target" = ConstraintFuzz ] && limits="$limits -max_len=512"
  # BarFuzz runs at most 40 operations of a few bytes each (items take a few more).
  [ "$target" = BarFuzz ] && limits="$limits -max_len=512"
  [ -d "Fuzz/$target/Seeds" ] && seeds="Fuzz/$target/Seeds"
  for file in Fuzz/"$target"/*.dict; do [ -f "$file" ] && dict="-dict=$file"; done
  # BarFuzz's inputs are whole object-model sessions (about 200 a second under ASan, where the
  # other targets run thousands): it gets half the time, so the step grows by half a share.
  seconds=$SECONDS_EACH
  [ "$target" = BarFuzz ] && seconds=$(( (SECONDS_EACH + 1) / 2 ))
  echo "fuzz: running $target for $seconds s${FUZZ_RUNS:+ or $FUZZ_RUNS inputs, whichever comes first}"
  log="$OUT/logs/$target.log"
  # shellcheck disable=SC2086
  if SWIFT_BACKTRACE=enable=no nice -n "$NICE" "$OUT/bin/$target" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
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
