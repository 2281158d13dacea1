#!/usr/bin/env bash
# The differential test of `placepicker hours --batch` against opening-hours-py (docs/reference/opening-hours.md,
# "Deliberate differences from the references"), run by scripts/test.sh. Installs its pinned
# reference in a venv (.venv-hours, git-ignored) on the first run.
# Usage: bash checks/hours/run.sh PATH-TO-placepicker [differential.py options]
set -euo pipefail
cd "$(dirname "$0")/../.."
placepicker="$1"
shift
venv=.venv-hours
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/pip" freeze | grep -qx "opening_hours_py==2.1.4"; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q opening-hours-py==2.1.4
fi
"$venv/bin/python" checks/hours/differential.py "$placepicker" "$@"
