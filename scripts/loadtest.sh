#!/usr/bin/env bash
# Load check of `placepicker serve` on loopback, side by side with nginx serving the same bytes:
#   bash scripts/loadtest.sh            # the embedded sample, then a 1,000,000-place synthetic catalog
#   PLACES=0 bash scripts/loadtest.sh   # the sample only
#   PLACES=100000 DURATION=5 bash scripts/loadtest.sh
#
# For each URL, the body our server returned is written to a directory that nginx (Debian's
# nginx-light, started as this user on another loopback port) serves for the same request URI; wrk
# then measures both, one after the other, in the same run, and the report gives our rate as a share
# of nginx's. "Same URL" repeats one request (the answer cache answers all but the first); "distinct
# origins" asks for a new `near=` on every request (a wrk Lua script), so every answer is computed.
# Traffic goes to 127.0.0.1 only; each measurement is bounded (DURATION seconds).
set -euo pipefail
cd "$(dirname "$0")/.."
PLACES=${PLACES:-1000000}
DURATION=${DURATION:-10}
CONNECTIONS=${CONNECTIONS:-8}
THREADS=${THREADS:-1}
need() { command -v "$1" >/dev/null || { sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd=sudo; $sudo_cmd apt-get install -y -q "$2" >/dev/null; }; }
need wrk wrk
need nginx nginx-light
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
swift build -c release --product placepicker >/dev/null
swift build -c release --product placepicker-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d /tmp/placepicker-load.XXXXXX)
chmod 755 "$work"  # nginx workers run as another user when started by root
mkdir -p artifacts
report=artifacts/loadtest.md
echo "# Load check ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s)" >"$report"
nginx_pid=""
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null || true
    [ -n "$nginx_pid" ] && kill -TERM "$nginx_pid" 2>/dev/null || true
    [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT

measure() { # URL → "rps p50 p99 errors"
    local out
    out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency "$@")
    local rps p50 p99 errors
    rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
    p50=$(awk '$1=="50%" {print $2}' <<<"$out")
    p99=$(awk '$1=="99%" {print $2}' <<<"$out")
    errors=$(awk '/Non-2xx|Socket errors/ {printf "%s ", $0}' <<<"$out")
    echo "$rps|$p50|$p99|${errors:-none}"
}

run_catalog() {
    local label=$1; shift
    local port=$((20000 + RANDOM % 20000)) nport
    nport=$((port + 1))
    "$bin/placepicker" serve --host 127.0.0.1 --port "$port" --at 2026-11-30T10:00:00+02:00 "$@" >"$work/serve.log" 2>&1 &
    server_pid=$!
    local started
    started=$(date +%s.%N)
    for _ in $(seq 1 1200); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.25; done
    local ready
    ready=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN {printf "%.1f", b - a}')
    # The same bytes for nginx: one file per request URI.
    rm -rf "$work/www"; mkdir -p "$work/www"
    local paths=("/" "/api/places" "/api/places?open=1&limit=20" "/?view=map")
    local map=""
    local i=0
    for path in "${paths[@]}"; do
        i=$((i + 1))
        curl -fs "http://127.0.0.1:$port$path" -o "$work/www/$i.body"
        map+="        \"$path\" /$i.body;"$'\n'
    done
    cat >"$work/nginx.conf" <<EOF
worker_processes $(nproc);
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $work/tmp; proxy_temp_path $work/tmp; fastcgi_temp_path $work/tmp;
    uwsgi_temp_path $work/tmp; scgi_temp_path $work/tmp;
    map \$request_uri \$body_file {
        default /missing;
$map    }
    server {
        listen 127.0.0.1:$nport;
        root $work/www;
        default_type text/html;
        location / { try_files \$body_file =404; }
    }
}
EOF
    mkdir -p "$work/tmp"
    "$NGINX" -p "$work" -c "$work/nginx.conf" -g 'daemon off;' 2>>"$work/nginx-error.log" &
    nginx_pid=$!
    for _ in $(seq 1 100); do curl -fs -o /dev/null "http://127.0.0.1:$nport/" 2>/dev/null && break; sleep 0.1; done
    {
        echo
        echo "## $label"
        echo
        echo "Ready to serve after ${ready} s (process start → first /healthz answer)."
        echo
        echo "| URL | bytes | placepicker req/s | p50 | p99 | nginx req/s | p50 | p99 | share of nginx |"
        echo "|---|---|---|---|---|---|---|---|---|"
    } >>"$report"
    i=0
    for path in "${paths[@]}"; do
        i=$((i + 1))
        local bytes ours theirs
        bytes=$(stat -c %s "$work/www/$i.body")
        cmp -s "$work/www/$i.body" <(curl -fs "http://127.0.0.1:$nport$path") || { echo "nginx does not serve the same bytes for $path" >&2; exit 1; }
        ours=$(measure "http://127.0.0.1:$port$path")
        theirs=$(measure "http://127.0.0.1:$nport$path")
        awk -F'|' -v path="$path" -v bytes="$bytes" -v ours="$ours" -v theirs="$theirs" 'BEGIN {
            split(ours, o, "|"); split(theirs, t, "|");
            share = t[1] > 0 ? 100 * o[1] / t[1] : 0;
            printf "| `%s` (same URL) | %s | %s | %s | %s | %s | %s | %s | %.1f %% |\n", path, bytes, o[1], o[2], o[3], t[1], t[2], t[3], share
            if (o[4] != "none") printf "\nErrors (placepicker, %s): %s\n\n", path, o[4]
        }' >>"$report"
    done
    for path in "/" "/api/places"; do
        local ours
        ours=$(measure -s scripts/distinct-origins.lua "http://127.0.0.1:$port$path")
        awk -v path="$path" -v ours="$ours" 'BEGIN { split(ours, o, "|");
            printf "| `%s` (distinct origins, computed each time) | – | %s | %s | %s | – | – | – | – |\n", path, o[1], o[2], o[3]
            if (o[4] != "none") printf "\nErrors (placepicker, %s distinct): %s\n\n", path, o[4]
        }' >>"$report"
    done
    echo >>"$report"
    echo "Resident memory of placepicker after the run: $(awk '/VmRSS/ {print $2, $3}' /proc/$server_pid/status)." >>"$report"
    kill -TERM "$server_pid"; wait "$server_pid" || true; server_pid=""
    kill -TERM "$nginx_pid"; wait "$nginx_pid" 2>/dev/null || true; nginx_pid=""
}

run_catalog "Embedded Helsinki sample (37 places)"
if [ "$PLACES" -gt 0 ]; then
    data=/tmp/placepicker-synthetic-$PLACES.geojson
    [ -f "$data" ] || "$bin/placepicker-bench" --write-synthetic "$PLACES" "$data"
    run_catalog "Synthetic catalog ($PLACES places)" --data "$data"
fi
cat "$report"
