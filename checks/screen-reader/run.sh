#!/usr/bin/env bash
# The screen-reader tests (README, "Accessibility"): Orca listening (./orca-speech), twice — without
# Orca's say-all on load, then with it (--keep-say-all; only the cases marked say_all run there).
# Transcripts go to artifacts/screen-reader/ (one per test, and the whole of each run); results to
# artifacts/junit-screen-reader*.xml (scripts/conformance.py --full reads them). Orca runs with no
# speech server (orca-speech says why), so speech-dispatcher, installed or not, is never waited on;
# when Orca does not speak within 30 s of starting, that run stops with exit 70.
# Each run allows Orca's timing once: a dropped announcement redone by a reload (listening.py);
# a second miss in the same run fails it. Late steps and misses are listed at the end of a run.
#   PLACEPICKER_BIN=.build/debug/placepicker bash checks/screen-reader/run.sh [PYTHON] [PYTEST ARGS...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
python=${1:-$root/.venv-browser/bin/python}
[ $# -gt 0 ] && shift
out="$root/artifacts/screen-reader"
mkdir -p "$out"
start=$(date +%s)
status=0
"$here/orca-speech" "$out/orca-run.txt" -- \
    "$python" -m pytest -q -p no:cacheprovider "$here" --junitxml="$root/artifacts/junit-screen-reader.xml" "$@" || status=$?
"$here/orca-speech" --keep-say-all "$out/orca-run-say-all.txt" -- \
    "$python" -m pytest -q -p no:cacheprovider "$here" -m say_all \
    --junitxml="$root/artifacts/junit-screen-reader-say-all.xml" "$@" || status=$?
echo "screen-reader tests: $(( $(date +%s) - start )) s (transcripts in artifacts/screen-reader/)"
exit $status
