#!/usr/bin/env bash
# Two builds of `placepicker serve` side by side over the same catalog, measured alternately with a
# new origin on every request (the load check's distinct origins), so the machine's noise falls on
# both:
#   bash scripts/serve-ab.sh OLD/placepicker NEW/placepicker [ROUNDS] [PATH]
# ROUNDS (default 3) alternations of wrk -t1 -c8 for 8 s each against PATH (default /), with each
# server's CPU time per request read from /proc (Linux). The catalog
# is the load check's synthetic file (PLACES=1000000 by default; written by placepicker-bench when
# missing); PLACES=0 serves the embedded sample. Loopback only; both servers are stopped at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
old=$1; new=$2; rounds=${3:-3}; path=${4:-/}
PLACES=${PLACES:-1000000}
command -v wrk >/dev/null || { sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd=sudo; $sudo_cmd apt-get install -y -q wrk >/dev/null; }
data=/tmp/placepicker-synthetic-$PLACES.geojson
data_args=(--data "$data")
[ "$PLACES" -eq 0 ] && data_args=()
if [ "$PLACES" -ne 0 ] && [ ! -f "$data" ]; then
    swift build -c release --product placepicker-bench >/dev/null
    "$(swift build -c release --show-bin-path)/placepicker-bench" --write-synthetic "$PLACES" "$data"
fi
work=$(mktemp -d /tmp/placepicker-ab.XXXXXX)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
base=$((20000 + RANDOM % 20000))
ports=("$base" "$((base + 1))")
for index in 0 1; do
    binary=$old; [ "$index" -eq 1 ] && binary=$new
    "$binary" serve --host 127.0.0.1 --port "${ports[$index]}" --at 2026-11-30T10:00:00+02:00 "${data_args[@]}" \
        >"$work/serve-$index.log" 2>&1 &
    pids+=($!)
done
for port in "${ports[@]}"; do
    for _ in $(seq 1 480); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.25; done
done
ticks=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; } # user + system time of a process
for round in $(seq 1 "$rounds"); do
    # Which server goes first alternates, so a trend in the machine's speed falls on both.
    order=(0 1); [ $((round % 2)) -eq 0 ] && order=(1 0)
    for index in "${order[@]}"; do
        name=old; [ "$index" -eq 1 ] && name=new
        before=$(cpu_ticks "${pids[$index]}")
        out=$(wrk -t1 -c8 -d8s --latency -s scripts/distinct-origins.lua "http://127.0.0.1:${ports[$index]}$path")
        after=$(cpu_ticks "${pids[$index]}")
        requests=$(awk '/requests in/ {print $1}' <<<"$out")
        # CPU per request from the server's own counters: other load on the machine does not change it.
        cpu=$(awk -v t=$((after - before)) -v n="$requests" -v hz="$ticks" 'BEGIN {printf "%.0f", t / hz * 1e6 / n}')
        echo "round $round $name: $(awk '/Requests\/sec/ {print $2}' <<<"$out") req/s, p99 $(awk '$1=="99%" {print $2}' <<<"$out"), CPU $cpu µs/request"
    done
done
