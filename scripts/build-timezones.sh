#!/usr/bin/env bash
# Rebuild the embedded time-zone boundary table (Sources/TimeZoneBoundaries/Resources/zones.bin)
# and the zone -> country table (Sources/Places/Zones/ZoneCountryTable.swift).
#
# Data: the PyPI package timezonefinder-data (timezone-boundary-builder's polygons with ocean
# zones; (c) OpenStreetMap contributors and timezone-boundary-builder contributors, ODbL 1.0),
# read through the PyPI package timezonefinder; tzdata's zone.tab and iso3166.tab (public
# domain) from the PyPI package tzdata. Versions are pinned below; the output is byte-stable for
# the same versions. See docs/reference/timezones.md.
#
# Needs: bash, python3 (>= 3.10) with venv and pip, network access to PyPI on the first run
# (the venv is kept in scripts/.cache, gitignored). Takes about a minute.
#
# Usage: bash scripts/build-timezones.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
venv="$here/.cache/venv-timezones"
pins=(timezonefinder==9.0.0 timezonefinder-data==3.2026.3.post1 tzdata==2026.6 shapely==2.2.0 numpy==2.4.6)

if [[ ! -x "$venv/bin/python" ]] || ! "$venv/bin/pip" freeze | grep -qx "timezonefinder-data==3.2026.3.post1"; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "${pins[@]}"
fi
zoneinfo="$("$venv/bin/python" -c 'import tzdata, os; print(os.path.join(os.path.dirname(tzdata.__file__), "zoneinfo"))')"

"$venv/bin/python" "$here/build_timezones.py" \
    --zones-bin "$root/Sources/TimeZoneBoundaries/Resources/zones.bin" \
    --attribution "$root/Sources/TimeZoneBoundaries/Resources/ATTRIBUTION.txt" \
    --country-swift "$root/Sources/Places/Zones/ZoneCountryTable.swift" \
    --zone-tab "$zoneinfo/zone.tab" \
    --iso3166-tab "$zoneinfo/iso3166.tab" \
    --source "PyPI packages timezonefinder-data 3.2026.3.post1 (via timezonefinder 9.0.0) and tzdata 2026.6"
ls -l "$root/Sources/TimeZoneBoundaries/Resources"
