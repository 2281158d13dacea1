#!/usr/bin/env bash
# Regenerates Sources/Holidays/Resources/holidays.bin from the PyPI package `holidays`
# (MIT licence; its dates and names are facts, see docs/reference/holidays.md):
#   bash scripts/build-holidays.sh            # writes the resource
#   bash scripts/build-holidays.sh --check    # fails when the committed resource is not what it gives
# The package version is pinned here, in scripts/test.sh (the live comparison in checks/holidays)
# and in Tests/HolidaysTests/PublicHolidaysTests.swift; change all three together.
set -euo pipefail
cd "$(dirname "$0")/.."
HOLIDAYS_VERSION=0.109
venv=.venv-holidays
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import holidays, sys; sys.exit(holidays.__version__ != '$HOLIDAYS_VERSION')" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "holidays==$HOLIDAYS_VERSION" pytest==8.4.2
fi
exec "$venv/bin/python" scripts/build_holidays.py "$@"
