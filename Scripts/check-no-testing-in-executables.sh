#!/usr/bin/env bash
# Proves that no executable of the package links Swift Testing (issue 19 §1): builds the release
# `arrange`, `arrange-bench` and every example, and fails if `ldd` of any of them lists a Testing
# library (libTesting.so, lib_TestingInterop.so). Tools and examples depend on
# ArrangementSimulator; only test targets may depend on ArrangementTesting.
#
#   Scripts/check-no-testing-in-executables.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# The examples are the executable targets under Examples/ (Package.swift's exampleNames).
products=(arrange arrange-bench)
for directory in Examples/*/; do
  products+=("$(basename "$directory")")
done

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
for product in "${products[@]}"; do
  if ! swift build -c release --product "$product" >"$log" 2>&1; then
    cat "$log" >&2
    echo "check-no-testing: the release build of $product failed" >&2
    exit 1
  fi
done
bin="$(swift build -c release --show-bin-path)"

status=0
for product in "${products[@]}"; do
  binary="$bin/$product"
  if [ ! -x "$binary" ]; then
    echo "check-no-testing: $binary was not built" >&2
    status=1
    continue
  fi
  if libraries="$(ldd "$binary" | grep -E 'lib_?Testing|lib_TestingInterop')"; then
    echo "check-no-testing: $product links Swift Testing:" >&2
    echo "$libraries" >&2
    status=1
  else
    echo "check-no-testing: $product OK"
  fi
done
exit $status
