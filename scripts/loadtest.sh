#!/usr/bin/env bash
# Load check of `placepicker serve` on loopback with wrk (Debian's package):
#   bash scripts/loadtest.sh            # the embedded sample, then a 1,000,000-place synthetic catalog
#   PLACES=100000 bash scripts/loadtest.sh
# Prints requests/s and latency percentiles (p50, p99) for the list page and /api/places.
# Traffic goes to 127.0.0.1 only; each run is bounded (DURATION seconds per URL).
set -euo pipefail
cd "$(dirname "$0")/.."
PLACES=${PLACES:-1000000}
DURATION=${DURATION:-15}
CONNECTIONS=${CONNECTIONS:-8}
THREADS=${THREADS:-2}
command -v wrk >/dev/null || { sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd=sudo; $sudo_cmd apt-get install -y -q wrk; }
swift build -c release --product placepicker >/dev/null
swift build -c release --product placepicker-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
mkdir -p artifacts
report=artifacts/loadtest.md
echo "# Load check ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s)" >"$report"

run_catalog() {
    local label=$1; shift
    local port=$((20000 + RANDOM % 20000))
    "$bin/placepicker" serve --host 127.0.0.1 --port "$port" --at 2026-11-30T10:00:00+02:00 "$@" >/tmp/placepicker-load.log 2>&1 &
    local pid=$!
    for _ in $(seq 1 600); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.5; done
    echo >>"$report"; echo "## $label" >>"$report"; echo >>"$report"
    echo "| URL | requests/s | p50 | p99 |" >>"$report"; echo "|---|---|---|---|" >>"$report"
    for path in "/" "/api/places" "/api/places?open=1&limit=20"; do
        out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency "http://127.0.0.1:$port$path")
        rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
        p50=$(awk '$1=="50%" {print $2}' <<<"$out")
        p99=$(awk '$1=="99%" {print $2}' <<<"$out")
        echo "| \`$path\` | $rps | $p50 | $p99 |" >>"$report"
    done
    kill -TERM "$pid"; wait "$pid" || true
}

run_catalog "Embedded Helsinki sample (37 places)"
if [ "$PLACES" -gt 0 ]; then
    data=/tmp/placepicker-synthetic-$PLACES.geojson
    [ -f "$data" ] || "$bin/placepicker-bench" --write-synthetic "$PLACES" "$data"
    run_catalog "Synthetic catalog ($PLACES places)" --data "$data"
fi
cat "$report"
