#!/usr/bin/env bash
# Rebuilds the tiles in this folder from the extracts named in SOURCES.md, with Debian's tilemaker
# (2.2) and its OpenMapTiles example (process-openmaptiles.lua, config-openmaptiles.json less its
# shapefile layers, which need Natural Earth files; see tilemaker-openmaptiles.json), then the
# independent feature counts the tests compare the decoder with:
#   bash Tests/Fixtures/tiles/build.sh LONDON.osm.pbf PARIS.osm.pbf
# Needs tilemaker, osmium-tool and python3 (the counts install mapbox-vector-tile in .venv-tiles).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
london=$1
paris=$2
work=$(mktemp -d /tmp/placepicker-tiles.XXXXXX)
trap 'rm -rf "$work"' EXIT
process=/usr/share/doc/tilemaker/examples/process-openmaptiles.lua
[ -f "$process" ] || { echo "tilemaker's examples are missing (apt-get install tilemaker)" >&2; exit 69; }

# The City of London: its multipolygon relations name members outside the extract, which tilemaker
# leaves out; its ways are complete.
tilemaker --input "$london" --output "$work/london.mbtiles" --config "$here/tilemaker-openmaptiles.json" \
    --process "$process" >/dev/null
# Paris, a cut extract: 714 node references of its ways are missing from the file. tilemaker stops on
# them, so the ways are cut back to the nodes the file has first (trim_ways.py says why).
osmium cat "$paris" -f opl | python3 "$here/trim_ways.py" | osmium cat -F opl -f pbf -O -o "$work/paris.osm.pbf"
# OPL keeps no header, so the extract's box is given again.
box=$(osmium fileinfo -g header.boxes "$paris" | head -1 | tr -d '()')
tilemaker --input "$work/paris.osm.pbf" --output "$work/paris.mbtiles" --config "$here/tilemaker-openmaptiles.json" \
    --process "$process" --bbox "$box" >/dev/null
# tilemaker 2.2 writes no attribution into the metadata: add the data's own.
for name in london paris; do
    sqlite3 "$work/$name.mbtiles" \
        "INSERT OR REPLACE INTO metadata VALUES ('attribution', '© OpenStreetMap contributors'); VACUUM;"
    cp "$work/$name.mbtiles" "$here/$name.mbtiles"
done
root=$(cd "$here/../../.." && pwd)
if ! "$root/.venv-tiles/bin/python" -c "import mapbox_vector_tile" 2>/dev/null; then
    python3 -m venv "$root/.venv-tiles"
    "$root/.venv-tiles/bin/pip" install -q mapbox-vector-tile==2.2.0
fi
"$root/.venv-tiles/bin/python" "$here/count_features.py" "$here/london.mbtiles" "$here/paris.mbtiles" \
    >"$here/counts.json"
python3 "$here/make_bad_files.py"
ls -l "$here"
