#!/usr/bin/env bash
# Differential test of the carrier hours: Swift converter + engine vs an
# independent Python reading (checks/carriers/reference_hours.py).
# Usage: checks/carriers/run.sh PLACEPICKER_BIN
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: $0 PLACEPICKER_BIN" >&2
  exit 64
fi
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VENV="$ROOT/.venv-carriers"
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c 'import pytest, sys; sys.exit(pytest.__version__ != "8.4.2")' 2>/dev/null; then
  timeout 300 "$VENV/bin/pip" install --disable-pip-version-check -q pytest==8.4.2
fi
cd "$ROOT"
PLACEPICKER_BIN="$BIN" timeout 900 "$VENV/bin/python" -m pytest -q -p no:cacheprovider checks/carriers
