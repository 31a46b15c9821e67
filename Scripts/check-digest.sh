#!/usr/bin/env bash
# The solver's behavior fingerprint must not move: `arrange-bench --digest` solves 200,000
# seeded random inputs (splits and overlays, every rule and every diagnostic reached) and
# hashes every result, explanation sentence included. An optimization keeps the digest; a
# change of behavior changes it, and must then update EXPECTED below in the same commit, with
# the rule it implements (Docs/Performance.md, "Running it": `--digest`).
#
#   Scripts/check-digest.sh        builds arrange-bench (release) and compares
set -euo pipefail
cd "$(dirname "$0")/.."

EXPECTED="digest 015ed681e4db03cb over 200000 inputs, 0 layout/explain mismatches"

swift build -c release --product arrange-bench >&2
actual=$(.build/release/arrange-bench --digest | head -n 1)
if [[ "$actual" != "$EXPECTED" ]]; then
  echo "check-digest: the solver's results changed" >&2
  echo "  expected: $EXPECTED" >&2
  echo "  got:      $actual" >&2
  exit 1
fi
echo "check-digest: $actual"
