#!/usr/bin/env bash
# Runs the ArrangementKit suites under AddressSanitizer: ArrangementKitTests and
# ArrangementKitReliabilityTests (its random operation sequences and memory-safety findings).
#
#   Scripts/asan.sh
#
# A separate build directory (.build/asan) keeps the instrumented build apart from the normal
# one. Leak detection is off: XCTest's own runner leaks 144 bytes at exit, which is not ours.
# The Swift backtracer is off: under ASan it can hang instead of reporting. Exits non-zero on
# any sanitizer report or failing test. Environment: ARRANGEMENT_RELIABILITY_SEQUENCES (the
# reliability suite's default in a debug build is 1,000 sequences).
set -euo pipefail
cd "$(dirname "$0")/.."

export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:abort_on_error=1"
export SWIFT_BACKTRACE="enable=no"
swift build --build-tests --sanitize address --scratch-path .build/asan
swift test --skip-build --sanitize address --scratch-path .build/asan \
  --filter 'ArrangementKitTests\.|ArrangementKitReliabilityTests\.'
