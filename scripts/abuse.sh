#!/usr/bin/env bash
# The reliability figures of `placepicker serve` under abuse, on loopback only (Linux: it reads /proc):
#   bash scripts/abuse.sh            # full run, release build, ~6 minutes plus builds; compares with the
#                                    # server before the event loops and with nginx serving the same bytes
#   bash scripts/abuse.sh --quick    # CI: the debug build scripts/test.sh made, smaller crowds, ~40 s
# Phases: (a) idle connections held open and (b) slowloris clients (one header line per second), each while a
# measuring client makes ordinary requests (p99 latency, failures); memory per idle connection (RSS delta /
# connections); the nine hostile requests of issue 17; SIGTERM under load (requests lost after connect); in
# the full run also wrk load (as scripts/loadtest.sh) against the old server, and nginx under the same
# idle/slow load. Targets: p99 <= 50 ms, 0 failures, <= 8 KB per idle connection, 0 lost, every hostile
# request 4xx/505 or a close. Exits 1 when a target is missed. The report goes to artifacts/abuse.md.
# Environment: OLD_BIN=path/to/old/placepicker skips building the old server; IDLE, SLOW, HOLD override the
# crowd sizes and the seconds each crowd is held.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

quick=0
[ "${1:-}" = "--quick" ] && quick=1
if [ "$quick" = 1 ]; then
    IDLE=${IDLE:-2000}; SLOW=${SLOW:-300}; HOLD=${HOLD:-13}; RATE=40; MEASURE_PATHS="/healthz"; ROUNDS=0
else
    IDLE=${IDLE:-10000}; SLOW=${SLOW:-1000}; HOLD=${HOLD:-30}; RATE=20; MEASURE_PATHS="/ /healthz"
    ROUNDS=${ROUNDS:-5}
fi
MEASURE_PATH=${MEASURE_PATHS%% *}
MEASURE_SECONDS=$((HOLD * 2 / 3))

# 10,000 idle connections need 10,000 descriptors on each side, plus the measuring client's.
hard=$(ulimit -Hn)
if [ "$hard" != unlimited ] && [ "$hard" -lt $((IDLE + 1000)) ]; then
    if [ "$quick" = 1 ] && [ "$hard" -gt 1500 ]; then
        IDLE=$((hard - 1000))
        echo "abuse.sh: the hard open-file limit is $hard, so the idle crowd is $IDLE connections" >&2
    else
        echo "abuse.sh: the hard open-file limit ($hard) is below $((IDLE + 1000)); lower IDLE or raise it" >&2
        exit 2
    fi
fi
ulimit -n "$hard"

work=$(mktemp -d /tmp/placepicker-abuse.XXXXXX)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

clients() { python3 "$root/scripts/abuse_clients.py" "$@"; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
json() { python3 -c 'import json,sys; d=json.loads(sys.stdin.read().strip().splitlines()[-1]); print(eval(sys.argv[1], {}, d))' "$1"; }
rss_kb() { awk '/^VmRSS/ {print $2}' "/proc/$1/status"; }
tree_rss_kb() { # a process and its children (nginx master and workers)
    local total=0 pid
    for pid in "$1" $(pgrep -P "$1" || true); do total=$((total + $(rss_kb "$pid"))); done
    echo "$total"
}
wait_healthy() {
    for _ in $(seq 1 300); do clients fetch --port "$1" --path /healthz >/dev/null 2>&1 && return 0; sleep 0.1; done
    echo "abuse.sh: nothing answers on port $1" >&2; return 1
}

echo "== Building"
if [ "$quick" = 1 ]; then
    swift build --product placepicker -Xswiftc -warnings-as-errors >/dev/null
    bin="$(swift build --show-bin-path -Xswiftc -warnings-as-errors)/placepicker"
    build="debug"
else
    swift build -c release --product placepicker >/dev/null
    bin="$(swift build -c release --show-bin-path)/placepicker"
    build="release"
    sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd=sudo
    if ! command -v wrk >/dev/null || ! command -v nginx >/dev/null; then
        $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -q wrk nginx-light >/dev/null
    fi
    if [ -z "${OLD_BIN:-}" ]; then
        base=$(git merge-base HEAD main 2>/dev/null || git rev-parse HEAD)
        [ -d /tmp/oldserver ] || git worktree add --detach /tmp/oldserver "$base" >/dev/null
        (cd /tmp/oldserver && swift build -c release --product placepicker >/dev/null)
        OLD_BIN=/tmp/oldserver/.build/release/placepicker
    fi
fi

mkdir -p artifacts
report=artifacts/abuse.md
failed=0
check() { # name value op target
    if python3 -c "import sys; sys.exit(0 if float('$2') $3 float('$4') else 1)"; then echo "PASS"; else failed=1; echo "**FAIL**"; fi
}
crowds="$work/crowds.md"   # the crowd rows, gathered while the phases run; the report is assembled at the end
sections="$work/sections.md"
: >"$crowds"; : >"$sections"
WRK_SECONDS=${WRK_SECONDS:-5}
cpu_ticks() { sed 's/^.*) //' "/proc/$1/stat" | awk '{print $12 + $13}'; }
wrk_run() { # port path pid -> "requests/s p99-ms cpu-µs-per-request"
    local before after out
    before=$(cpu_ticks "$3")
    out=$(wrk -t2 -c8 -d"${WRK_SECONDS}s" --latency "http://127.0.0.1:$1$2")
    after=$(cpu_ticks "$3")
    python3 - "$out" "$before" "$after" "$(getconf CLK_TCK)" <<'PY'
import re, sys
out, before, after, tick = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
value, unit = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)\s*$", out, re.M).groups()
p99 = float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]
requests = int(re.search(r"(\d+) requests in", out).group(1))
print(f"{rps:.1f} {p99:.2f} {(after - before) / tick * 1e6 / max(1, requests):.0f}")
PY
}

started_pid=""
start_placepicker() { # binary port log; sets started_pid (a child of this shell, so `wait` sees its status)
    "$1" serve --host 127.0.0.1 --port "$2" --at 2026-11-30T10:00:00+02:00 >"$3.out" 2>"$3.err" &
    started_pid=$!
    pids+=("$started_pid")
}

# One crowd against one server: hold it, measure, report a row.
crowd() { # label server-pid port mode count [extra holder args]
    local label=$1 pid=$2 port=$3 mode=$4 count=$5
    shift 5
    local ready="$work/ready-$RANDOM"
    clients fetch --port "$port" --path "$MEASURE_PATH" >/dev/null  # warm up
    sleep 0.5
    local before after
    before=$(tree_rss_kb "$pid")
    clients "$mode" --port "$port" --count "$count" --seconds "$HOLD" --ready-file "$ready" "$@" >"$work/holder.json" &
    local holder=$!
    for _ in $(seq 1 300); do [ -s "$ready" ] && break; sleep 0.1; done
    sleep 0.5
    after=$(tree_rss_kb "$pid")
    local open; open=$(cat "$ready" 2>/dev/null || echo 0)
    local per="—"
    if [ "$mode" = idle ] && [ "$open" -ge $((count * 99 / 100)) ]; then per=$(python3 -c "print(round(($after - $before) * 1024 / $open))"); fi
    local path index=0 measurers=()
    for path in $MEASURE_PATHS; do
        clients measure --port "$port" --seconds "$MEASURE_SECONDS" --rate "$RATE" --path "$path" \
            >"$work/measure-$index.json" &
        measurers+=($!)
        index=$((index + 1))
    done
    for index in "${measurers[@]}"; do wait "$index"; done
    wait "$holder" || true
    local cells="" verdict_p99="" total_failures=0 m requests failures p50 p99 max
    index=0
    for path in $MEASURE_PATHS; do
        m=$(cat "$work/measure-$index.json")
        requests=$(json requests <<<"$m"); failures=$(json failures <<<"$m")
        p50=$(json p50_ms <<<"$m"); p99=$(json p99_ms <<<"$m"); max=$(json max_ms <<<"$m")
        cells="$cells | $requests | $failures | $p50 ms | $p99 ms | $max ms"
        total_failures=$((total_failures + failures))
        [ -z "$verdict_p99" ] && verdict_p99=$p99
        echo "  $label, $count $mode, $path: $requests requests, $failures failures, p50 $p50 ms, p99 $p99 ms"
        index=$((index + 1))
    done
    local verdict="—"
    if [ "$label" = placepicker ]; then
        verdict="p99 $(check p99 "${verdict_p99/None/9999}" '<=' 50), failures $(check failures "$total_failures" '==' 0)"
        [ "$per" != "—" ] && verdict="$verdict, memory $(check memory "$per" '<=' 8192)"
    fi
    local perText="—"; [ "$per" != "—" ] && perText="$per B"
    echo "| $label | $count $mode | $open$cells | $perText | $verdict |" >>"$crowds"
    echo "  held $open, memory per idle connection $perText; holder: $(tail -1 "$work/holder.json")"
}

echo "== placepicker under idle and slowloris crowds"
port=$(free_port)
start_placepicker "$bin" "$port" "$work/pp"
pid=$started_pid
wait_healthy "$port"
crowd placepicker "$pid" "$port" idle "$IDLE"
crowd placepicker "$pid" "$port" slowloris "$SLOW" --interval 1

echo "== Hostile requests"
h=$(clients hostile --port "$port")
{
    echo
    echo "Hostile requests (issue 17), each on its own connection; then \`/healthz\` must still answer:"
    echo
    echo "| request | answer |"
    echo "|---|---|"
    python3 -c 'import json,sys; [print("| %s | %s |" % (r["request"], r["answer"])) for r in json.loads(sys.argv[1])["results"]]' "$h"
    echo
    echo "All 4xx/505 or closed: $(json all_ok <<<"$h"); server still answering: $(json alive <<<"$h")."
} >>"$sections"
[ "$(json all_ok <<<"$h")" = True ] && [ "$(json alive <<<"$h")" = True ] || failed=1
echo "  all ok: $(json all_ok <<<"$h"), alive: $(json alive <<<"$h")"

if [ "$quick" = 0 ]; then
    echo "== wrk load, this server and the old one (as scripts/loadtest.sh, sample catalog)"
    old_port=$(free_port)
    start_placepicker "$OLD_BIN" "$old_port" "$work/old"
    old_pid=$started_pid
    wait_healthy "$old_port"
    rounds=$ROUNDS
    : >"$work/wrk.txt"
    for round in $(seq 1 "$rounds"); do
        for path in "/" "/api/places" "/api/places?open=1&limit=20"; do
            for server in new old; do
                if [ "$server" = new ]; then p=$port; sp=$pid; else p=$old_port; sp=$old_pid; fi
                echo "$server $path $(wrk_run "$p" "$path" "$sp")" >>"$work/wrk.txt"
            done
        done
        echo "  round $round of $rounds done"
    done
    {
        echo
        echo "wrk -t2 -c8 -d${WRK_SECONDS}s --latency on the sample catalog (as scripts/loadtest.sh), the two servers"
        echo "alternating, $rounds rounds; medians over the rounds. CPU per request is the server process's user +"
        echo "system time during the run divided by the requests served (from /proc; robust to other load):"
        echo
        echo "| URL | requests/s | p99 | CPU per request | requests/s, old | p99, old | CPU per request, old |"
        echo "|---|---:|---:|---:|---:|---:|---:|"
        python3 - "$work/wrk.txt" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    server, path, rps, p99, cpu = line.split()
    rows.setdefault(path, {}).setdefault(server, []).append((float(rps), float(p99), float(cpu)))
for path, servers in rows.items():
    cells = []
    for server in ("new", "old"):
        runs = servers[server]
        cells += [f"{statistics.median(r[0] for r in runs):,.0f}", f"{statistics.median(r[1] for r in runs):.1f} ms",
                  f"{statistics.median(r[2] for r in runs):,.0f} µs"]
    print(f"| `{path}` | " + " | ".join(cells) + " |")
PY
    } >>"$sections"
    tail -4 "$sections"
    echo "== The old server under the issue's crowds (2,000 idle; 80 slowloris)"
    crowd "old server" "$old_pid" "$old_port" idle 2000
    crowd "old server" "$old_pid" "$old_port" slowloris 80 --interval 1
    kill -TERM "$old_pid"; wait "$old_pid" 2>/dev/null || true

    echo "== nginx serving the same bytes under the same crowds"
    mkdir -p "$work/nginx/html" "$work/nginx/logs"
    chmod a+rx "$work" "$work/nginx" "$work/nginx/html"  # nginx workers run as nobody when started by root
    clients fetch --port "$port" --path / >"$work/nginx/html/index.html"
    printf 'ok\n' >"$work/nginx/html/healthz"
    nginx_port=$(free_port)
    cat >"$work/nginx/nginx.conf" <<EOF
worker_processes $(nproc);
worker_rlimit_nofile $((IDLE + 4000));
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events { worker_connections $((IDLE + 2000)); }
http {
    access_log $work/nginx/logs/access.log;
    default_type text/html;
    client_header_timeout 10s;
    client_body_timeout 10s;
    keepalive_timeout 5s;
    send_timeout 10s;
    server {
        listen 127.0.0.1:$nginx_port;
        root $work/nginx/html;
        location = / { try_files /index.html =404; }
        location = /healthz { default_type text/plain; }
    }
}
EOF
    nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -g 'daemon off;' 2>"$work/nginx/logs/stderr" &
    nginx_pid=$!
    pids+=("$nginx_pid")
    wait_healthy "$nginx_port"
    crowd nginx "$nginx_pid" "$nginx_port" idle "$IDLE"
    crowd nginx "$nginx_pid" "$nginx_port" slowloris "$SLOW" --interval 1
    read -r nrps np99 _ <<<"$(wrk_run "$nginx_port" / "$nginx_pid")"
    echo >>"$sections"
    echo "nginx, the same list page bytes, wrk -t2 -c8 -d${WRK_SECONDS}s: $nrps requests/s, p99 $np99 ms." >>"$sections"
    kill -QUIT "$nginx_pid"; wait "$nginx_pid" 2>/dev/null || true
fi

kill -TERM "$pid"; wait "$pid" 2>/dev/null || true

echo "== SIGTERM under load"
port=$(free_port)
start_placepicker "$bin" "$port" "$work/drain"
pid=$started_pid
wait_healthy "$port"
served_lines() { grep -c "\"GET $MEASURE_PATH HTTP/1.1\" 200 " "$work/drain.err" || true; }
baseline=$(served_lines)
d=$(clients drain --port "$port" --pid "$pid" --clients 16 --after 3 --path "$MEASURE_PATH")
status=0; wait "$pid" || status=$?
served=$(( $(served_lines) - baseline ))
ok=$(json ok <<<"$d"); resets=$(json lost <<<"$d"); other=$(json other_status <<<"$d")
undelivered=$((served - ok - other))
{
    echo
    echo "SIGTERM under load: 16 clients request \`$MEASURE_PATH\` in a loop, a new connection each; SIGTERM after 3 s."
    echo "Answered: $ok ($(json ok_before_sigterm <<<"$d") before the signal); refused at connect once the listener"
    echo "closed: $(json refused <<<"$d"); **requests the server read but did not deliver: $undelivered** (access log"
    echo "lines $served minus answers received; target 0); connections reset before the server read anything: $resets"
    echo "(a handshake the kernel completes between the last accept and the listener's close; see reliability.md);"
    echo "exit status $status."
} >>"$sections"
echo "  $d; served per the access log $served; exit $status"
[ "$undelivered" = 0 ] && [ "$other" = 0 ] && [ "$status" = 0 ] || failed=1

{
    echo "# Abuse figures ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $build build$([ "$quick" = 1 ] && echo ", quick"))"
    echo
    echo "Loopback only; load average at the end $(cut -d' ' -f1-3 /proc/loadavg) (the machine may be shared). Crowds are"
    echo "spread over loopback source addresses, 100 connections per address, so the per-client limit does not refuse"
    echo "them: they stand for many clients. While a crowd is held, measuring clients request each of"
    echo "$(for path in $MEASURE_PATHS; do printf '`%s` ' "$path"; done)at $RATE requests/s, a new connection each, for $MEASURE_SECONDS s."
    echo "Memory per idle connection is the server's RSS delta divided by the connections held. Targets (this"
    echo "server): p99 <= 50 ms for \`$MEASURE_PATH\`, no failure, <= 8 KB per idle connection."
    echo
    header="| server | crowd | held open"
    rule="|---|---|---:"
    for path in $MEASURE_PATHS; do
        header="$header | \`$path\` requests | failures | p50 | p99 | max"
        rule="$rule|---:|---:|---:|---:|---:"
    done
    echo "$header | memory per idle connection | targets |"
    echo "$rule|---:|---|"
    cat "$crowds"
    cat "$sections"
} >"$report"
echo
cat "$report"
[ "$failed" = 0 ] || { echo "abuse.sh: a target was missed (see above)" >&2; exit 1; }
