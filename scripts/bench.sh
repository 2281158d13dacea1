#!/usr/bin/env bash
# Builds placepicker-bench in release mode and runs it; the Markdown report goes to the terminal and
# to artifacts/bench.md. Arguments are passed on (e.g. --quick, --only index, --seed 7).
# Run from the repository root. See docs/internals/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product placepicker-bench
mkdir -p artifacts
bin="$(swift build -c release --show-bin-path)/placepicker-bench"
"$bin" "$@" | tee artifacts/bench.md
