#!/usr/bin/env bash
# Builds the DocC catalog of every library module with --warnings-as-errors.
#
#   Scripts/build-docs.sh            build all catalogs into .build/docs/<Module>.doccarchive
#   Scripts/build-docs.sh Module…    build only the named modules
#
# Symbol graphs come from `swift package dump-symbol-graph`; each catalog is converted with only
# its own module's graphs (Module.symbols.json and Module@Other.symbols.json), so a link to a
# symbol of another module is reported as broken instead of silently resolving. Any warning —
# a broken link, an unknown symbol in a Topics group, a malformed directive — fails the build.
set -euo pipefail

cd "$(dirname "$0")/.."
root="$(pwd)"

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  modules=(ArrangementCore ArrangementConstraints ArrangementKit ArrangementSimulator ArrangementTesting)
fi

docc_bin="${DOCC:-$(command -v docc || true)}"
if [ -z "$docc_bin" ]; then
  swift_bin="$(command -v swift)"
  docc_bin="$(dirname "$(readlink -f "$swift_bin")")/docc"
fi
if [ ! -x "$docc_bin" ]; then
  echo "build-docs: cannot find docc (set DOCC=/path/to/docc)" >&2
  exit 2
fi

log="$(mktemp)"

marker="$(mktemp)"
trap 'rm -f "$log" "$marker"' EXIT
sleep 1   # file times have one-second resolution on some file systems

echo "build-docs: dumping symbol graphs"
# SwiftPM also tries to extract graphs for the synthesized test modules, which are not built by
# this command and fail to load; that makes it exit non-zero even though every library graph was
# written. So the exit status is not trusted: each module's graph is checked below instead.
dump_status=0
swift package dump-symbol-graph --emit-extension-block-symbols >"$log" 2>&1 || dump_status=$?
# SwiftPM ends with "Files written to <dir>".
graphs="$(sed -n 's/^Files written to //p' "$log" | tail -n 1)"
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$log" >&2
  echo "build-docs: dump-symbol-graph (exit $dump_status) printed no symbol graph directory" >&2
  exit 1
fi

out="$root/.build/docs"
mkdir -p "$out"
status=0
for module in "${modules[@]}"; do
  catalog="$root/Sources/$module/$module.docc"
  if [ ! -d "$catalog" ]; then
    echo "build-docs: $module has no catalog at Sources/$module/$module.docc" >&2
    status=1
    continue
  fi
  if [ ! -f "$graphs/$module.symbols.json" ] || [ ! "$graphs/$module.symbols.json" -nt "$marker" ]; then
    cat "$log" >&2
    echo "build-docs: dump-symbol-graph wrote no fresh symbol graph for $module in $graphs" >&2
    status=1
    continue
  fi
  module_graphs="$out/symbolgraphs/$module"
  rm -rf "$module_graphs"
  mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  for extension in "$graphs/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$module_graphs/"
  done

  echo "build-docs: $module"
  rm -rf "$out/$module.doccarchive"
  if ! "$docc_bin" convert "$catalog" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.swift-arrangement.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors >"$log" 2>&1; then
    cat "$log" >&2
    echo "build-docs: $module FAILED" >&2
    status=1
    continue
  fi
  # docc prints nothing on a clean build; anything it printed is a problem worth seeing.
  if grep -qiE "warning|error" "$log"; then
    cat "$log" >&2
    echo "build-docs: $module printed diagnostics" >&2
    status=1
    continue
  fi
  echo "build-docs: $module OK -> .build/docs/$module.doccarchive"
done
exit $status
