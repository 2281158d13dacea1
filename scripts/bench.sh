#!/usr/bin/env bash
# Builds placepicker-bench in release mode and runs it; the Markdown report goes to the terminal and
# to artifacts/bench.md. Arguments are passed on (e.g. --quick, --only index, --seed 7).
# Run from the repository root. See docs/internals/benchmarks.md.
# CHECKED=1 builds with the InternalChecks trait: the unsafe code's invariant checks stay in the
# optimised build (docs/internals/unsafe-code.md), so a million-place run traps on a broken
# invariant instead of reading past an array; its figures are not for comparison.
set -euo pipefail
cd "$(dirname "$0")/.."
traits=()
if [ "${CHECKED:-0}" = 1 ]; then traits=(--traits InternalChecks); fi
swift build -c release "${traits[@]}" --product placepicker-bench
mkdir -p artifacts
bin="$(swift build -c release "${traits[@]}" --show-bin-path)/placepicker-bench"
"$bin" "$@" | tee artifacts/bench.md
