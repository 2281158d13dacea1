#!/usr/bin/env bash
# Whether two builds of `placepicker serve` answer a fixed set of URLs with the same bytes:
#   bash scripts/same-bytes.sh OLD/placepicker NEW/placepicker
#   PLACES=0 bash scripts/same-bytes.sh OLD NEW      # the embedded sample only
# For the embedded Helsinki sample and (unless PLACES=0) the load check's synthetic catalog
# (PLACES=1000000 by default, written by placepicker-bench when missing), both servers start at the
# load check's instant; every URL below is fetched from both and the bodies compared. Prints one
# line per URL that differs (with both md5 sums) and a summary; exits 1 when any differs. A speed
# step that must not change what people get is checked with this. Loopback only.
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1
new=$2
PLACES=${PLACES:-1000000}
work=$(mktemp -d /tmp/placepicker-same.XXXXXX)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

# The pages a person meets: list and map at several zooms, the API, other languages, filters,
# sorts, a longer page, a selection, search, cards and the JSON clusters.
sample_urls=(
    "/" "/?view=map" "/?near=60.1699,24.9384" "/?near=60.1699,24.9384&view=map"
    "/?near=60.17,24.95&z=13" "/?near=60.17,24.95&z=14&view=map" "/?near=60.17,24.95&z=16"
    "/?near=60.17,24.95&z=17&view=map" "/?near=60.17,24.95&z=18" "/?open=1" "/?open=1&view=map"
    "/?lang=fi" "/?lang=sv&view=map" "/?lang=de" "/?lang=fr&open=1" "/?sort=name" "/?sort=closing"
    "/?limit=50" "/?stepfree=1" "/?cat=parcel_locker" "/?cat=post_office&cat=supermarket" "/?q=alepa"
    "/?q=posti&open=1" "/?units=imperial" "/api/places" "/api/places?open=1&limit=20"
    "/api/places?near=60.16,24.93&sort=name" "/api/places?lang=fi&q=k-market"
    "/api/clusters?bbox=24.90,60.15,24.98,60.19&zoom=14" "/api/clusters?bbox=24.90,60.15,24.98,60.19&zoom=16"
    "/?near=60.16,24.92&map=in" "/?near=60.16,24.92&map=north" "/choice" "/address"
    "/places/node%2F1876042175" "/places/node%2F1876042175?sel=node%2F1876042175&lang=fi"
    "/?sel=node%2F1876042175" "/?sel=node%2F1876042175&view=map" "/?sel=node%2F1876042175&open=1&q=zz"
    "/choice?sel=node%2F1876042175" "/?address=Mannerheimintie&find=1" "/?address=zzzzqq&find=1"
    "/address?q=Mannerheimintie" "/address?q=zzzzqq" "/address?label=Mannerheimintie+1&near=60.17,24.94"
    "/?z=99&near=abc&sort=nope" "/nowhere" "/places/nope"
)
# With a shop around it: a return target, an embedding origin, raster tiles and an accent.
shop_args=(--return-url https://shop.example/checkout --embed-origin https://shop.example --shop-name Kauppa
    --tiles "https://tile.example/{z}/{x}/{y}.png" --accent "#0b5394")
shop_urls=(
    "/" "/?view=map" "/?sel=node%2F1876042175&embed=https%3A%2F%2Fshop.example"
    "/choice?sel=node%2F1876042175" "/choice?sel=node%2F1876042175&embed=https%3A%2F%2Fshop.example"
    "/places/node%2F1876042175?embed=https%3A%2F%2Fshop.example" "/address?label=Mannerheimintie+1&near=60.17,24.94"
)
synthetic_urls=(
    "/" "/?view=map" "/?near=60.17,24.94" "/?near=60.155,24.91" "/?near=60.19,24.97&view=map"
    "/?near=60.17,24.94&z=11" "/?near=60.17,24.94&z=12&view=map" "/?near=60.17,24.94&z=13"
    "/?near=60.17,24.94&z=14" "/?near=60.17,24.94&z=16" "/?near=60.17,24.94&z=17" "/?near=60.17,24.94&z=18"
    "/?open=1" "/?open=1&view=map" "/?lang=fi" "/?lang=sv" "/?sort=name" "/?sort=closing" "/?limit=50"
    "/?stepfree=1" "/?cat=parcel_locker" "/?q=market" "/?q=king&open=1" "/api/places"
    "/api/places?open=1&limit=20" "/api/places?near=48.85,2.35" "/api/places?near=-33.87,151.21&lang=fi"
    "/?near=35.68,139.69" "/?near=64.84,-147.72&view=map" "/?near=-18.14,178.44" "/?near=60.17,24.94&map=out"
    "/api/clusters?bbox=24.80,60.10,25.10,60.25&zoom=12"
)

start() { # BINARY PORT [ARGS…] → pid
    "$1" serve --host 127.0.0.1 --port "$2" --at 2026-11-30T10:00:00+02:00 "${@:3}" >"$work/serve-$2.log" 2>&1 &
    pids+=($!)
}
wait_ready() {
    for _ in $(seq 1 1200); do curl -fs "http://127.0.0.1:$1/healthz" >/dev/null 2>&1 && return; sleep 0.25; done
    echo "server on port $1 did not start; its log:" >&2
    cat "$work/serve-$1.log" >&2
    exit 2
}

differences=0
compared=0
compare() { # LABEL PORT_OLD PORT_NEW URL…
    local label=$1 old_port=$2 new_port=$3
    shift 3
    for url in "$@"; do
        local a b
        a=$(curl -s "http://127.0.0.1:$old_port$url" | md5sum | cut -c1-32)
        b=$(curl -s "http://127.0.0.1:$new_port$url" | md5sum | cut -c1-32)
        compared=$((compared + 1))
        if [ "$a" != "$b" ]; then
            differences=$((differences + 1))
            echo "differs ($label): $url  old $a  new $b"
        fi
    done
}

base=$((20000 + RANDOM % 20000))
start "$old" "$base"
start "$new" "$((base + 1))"
wait_ready "$base"
wait_ready "$((base + 1))"
compare sample "$base" "$((base + 1))" "${sample_urls[@]}"
start "$old" "$((base + 4))" "${shop_args[@]}"
start "$new" "$((base + 5))" "${shop_args[@]}"
wait_ready "$((base + 4))"
wait_ready "$((base + 5))"
compare shop "$((base + 4))" "$((base + 5))" "${shop_urls[@]}"
if [ "$PLACES" -ne 0 ]; then
    data=/tmp/placepicker-synthetic-$PLACES.geojson
    if [ ! -f "$data" ]; then
        swift build -c release --product placepicker-bench >/dev/null
        "$(swift build -c release --show-bin-path)/placepicker-bench" --write-synthetic "$PLACES" "$data"
    fi
    start "$old" "$((base + 2))" --data "$data"
    start "$new" "$((base + 3))" --data "$data"
    wait_ready "$((base + 2))"
    wait_ready "$((base + 3))"
    compare synthetic "$((base + 2))" "$((base + 3))" "${synthetic_urls[@]}"
fi
echo "$compared URLs compared, $differences differ."
[ "$differences" -eq 0 ]
