#!/usr/bin/env bash
# Figures for reading a carrier's network and for `db sync` with replicas following.
#
#   bash scripts/bench-carriers.sh [RUNS] [ROUNDS]      (defaults: 5 runs, 3 sync rounds)
#
# (a) reading the InPost-Poland-size network (25,000 points, 50 pages of 500, made by
#     scripts/make_carrier_network.py --seed 1): `placepicker-bench --carrier-feed FILE` (the reading
#     alone, median of 5), then `placepicker convert --from inpost FILE -o /dev/null`
#     and `placepicker validate --from inpost FILE` (release build), RUNS times each; prints the median
#     wall time and points/s, and the same for a 1-point file (the process's start-up cost);
# (b) checks/carriers/sync_test.py --bench: PostgreSQL + three `serve --database` replicas, the full
#     import then the 1 %-changed network ROUNDS times; prints the db sync wall time and each replica's
#     propagation.
# Needs: swift, python3, PostgreSQL + PostGIS (bash scripts/pg.sh install), psql, curl. Loopback only.
# The machine may be shared: the figures are wall times, so run it when the machine is quiet and say
# how busy it was (the load average is printed).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${1:-5}
ROUNDS=${2:-3}
cd "$ROOT"

echo "building placepicker and placepicker-bench (release)…" >&2
swift build -c release --product placepicker >&2
swift build -c release --product placepicker-bench >&2
BIN="$(swift build -c release --show-bin-path)/placepicker"
BENCH="$(swift build -c release --show-bin-path)/placepicker-bench"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/placepicker-bench-carriers.XXXXXX")
trap 'rm -rf -- "$WORK"' EXIT
python3 scripts/make_carrier_network.py --points 25000 --seed 1 -o "$WORK/points.json"
python3 scripts/make_carrier_network.py --points 1 --seed 1 -o "$WORK/one.json"

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "binary: $BIN"

# median wall time (seconds) of RUNS runs of a command; a non-zero status is reported on stderr
# (with the command's last lines), not hidden, and the timing is still printed
median_time() {
    python3 - "$RUNS" "$@" <<'EOF'
import statistics, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
times = []
for run in range(runs):
    started = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    times.append(time.perf_counter() - started)
    if done.returncode != 0 and run == 0:
        tail = (done.stdout + done.stderr).decode(errors="replace").strip().splitlines()[-4:]
        print(f"  NOTE: {' '.join(command[1:])} exited {done.returncode}; last lines:", file=sys.stderr)
        for line in tail:
            print("    " + line[:300], file=sys.stderr)
print(f"{statistics.median(times):.3f} {min(times):.3f} {max(times):.3f}")
EOF
}

report() {   # label, points, "median min max"
    # shellcheck disable=SC2086
    set -- "$1" "$2" $3
    python3 -c 'import sys
label, points, med, lo, hi = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:6])
print(f"{label}: median {med:.3f} s (min {lo:.3f}, max {hi:.3f}) = {points / med:,.0f} points/s")' "$@"
}

echo
echo "(a) reading 25,000 InPost points ($(du -h "$WORK/points.json" | cut -f1)), $RUNS runs each"
# The reading alone, in one process (the file already in memory): FeedReader.read as serve, convert and
# db sync call it. This is the figure the target (at most 1 s) is about; the commands below add writing
# GeoJSON (convert) or checking every place's hours and zone (validate), and the process's start.
"$BENCH" --carrier-feed "$WORK/points.json"
report "convert --from inpost 25,000 points" 25000 "$(median_time "$BIN" convert --from inpost "$WORK/points.json" -o /dev/null)"
report "validate --from inpost 25,000 points" 25000 "$(median_time "$BIN" validate --from inpost "$WORK/points.json")"
report "convert --from inpost 1 point (start-up)" 1 "$(median_time "$BIN" convert --from inpost "$WORK/one.json" -o /dev/null)"
report "validate --from inpost 1 point (start-up)" 1 "$(median_time "$BIN" validate --from inpost "$WORK/one.json")"

echo
echo "(b) db sync with three replicas (checks/carriers/sync_test.py --bench --rounds $ROUNDS)"
timeout 1800 python3 checks/carriers/sync_test.py --placepicker "$BIN" --bench --rounds "$ROUNDS"
