#!/usr/bin/env bash
# Coverage-guided fuzzing of the parsers with libFuzzer and AddressSanitizer (docs/reference/reliability.md):
#   bash scripts/fuzz.sh TARGET SECONDS     # one target
#   bash scripts/fuzz.sh all SECONDS        # every target, one after another, SECONDS each
#   bash scripts/fuzz.sh list               # the targets
# Targets (harnesses in Fuzzing/Sources/fuzz-TARGET): hours (opening_hours parser and evaluator), geojson,
# csv, osm (OSM XML), overpass (Overpass JSON) — the place readers —, carriers (the eight carriers' feed
# readers; the input's first byte picks the carrier), http (the request parser), urlstate
# (the picker state in a URL), form (form and query decoding of the server and the web layer).
#
# It builds the harness (Fuzzing/ is a package of its own that depends on this one by path: release build,
# -sanitize=fuzzer,address for every module, so all of them are instrumented), seeds a corpus from the committed
# seeds in Fuzzing/Seeds/TARGET, the crash inputs kept in Tests/Fixtures/fuzz-regressions/TARGET and the
# repository's own files (test values and URLs, the sample data in Sources/PlaceSamples/Resources, the
# real opening_hours values in Tests/Fixtures/opening-hours), then runs libFuzzer with
#   -max_total_time=SECONDS -timeout=1 -rss_limit_mb=2048
# and fails (exit 1) on any crash, broken invariant, hang over 1 s, leak or out-of-memory, printing the
# reproducer's path; replay one with `Fuzzing/.build/release/fuzz-TARGET FILE`. The corpus grows in
# Fuzzing/.build/fuzz/TARGET/corpus across runs (git-ignored); logs are in Fuzzing/.build/fuzz/TARGET/log.
# Prints executions and executions per second per target.
# Environment: FUZZ_RUNS=N stops a target after N executions (or SECONDS, whichever comes first);
# FUZZ_CONFIG=debug builds without optimization (CI's smoke run, scripts/test.sh: it compiles in about half
# the time and runs slower, which a few seconds per target do not mind; the default is release);
# FUZZ_JOBS (swift build -j).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
targets="hours geojson csv osm overpass carriers http urlstate form"

usage() {
    echo "usage: bash scripts/fuzz.sh TARGET|all SECONDS   (targets: $targets)" >&2
    exit 2
}
[ "${1:-}" = list ] && { echo "$targets"; exit 0; }
[ $# -eq 2 ] || usage
target=$1
seconds=$2
[[ "$seconds" =~ ^[0-9]+$ ]] && [ "$seconds" -gt 0 ] || usage
if [ "$target" = all ]; then
    selected=$targets
else
    [[ " $targets " == *" $target "* ]] || usage
    selected=$target
fi

# The real opening_hours values kept in the repository (OpenStreetMap data, ODbL).
real_hours=Tests/Fixtures/opening-hours
# --sanitize fuzzer tells SwiftPM that libFuzzer provides main (no entry-point renaming, -parse-as-library for
# the harnesses). The compiler flag comes after SwiftPM's own and wins: with --sanitize fuzzer --sanitize
# address the two reach the compiler in either order and the last one wins, so a build had either no coverage
# or no AddressSanitizer checks; -sanitize=fuzzer,address gives every module both.
config=${FUZZ_CONFIG:-release}
[ "$config" = release ] || [ "$config" = debug ] || usage
# A debug build keeps its corpora and logs apart (Fuzzing/.build/fuzz-debug), so a smoke run never mixes with a
# long release run.
work="$root/Fuzzing/.build/fuzz"
[ "$config" = debug ] && work="$root/Fuzzing/.build/fuzz-debug"
build_flags=(--package-path Fuzzing -c "$config" --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address
    -Xswiftc -enable-testing)
[ -n "${FUZZ_JOBS:-}" ] && build_flags+=(-j "$FUZZ_JOBS")

# Writes one seed file per line of standard input (empty lines skipped) into directory $1, named $2-N.
split_lines() {
    python3 -c '
import sys, os
folder, prefix = sys.argv[1], sys.argv[2]
for number, line in enumerate(sys.stdin.buffer.read().split(b"\n")):
    line = line.rstrip(b"\r")
    if line:
        with open(os.path.join(folder, f"{prefix}-{number}"), "wb") as f:
            f.write(line)
' "$1" "$2"
}

# Fills $work/$1/seeds from the committed seeds, the regressions and the repository's files.
seed() {
    local name=$1 seeds="$work/$1/seeds"
    rm -rf "$seeds"
    mkdir -p "$seeds"
    for file in Fuzzing/Seeds/"$name"/* Tests/Fixtures/fuzz-regressions/"$name"/*; do
        [ -f "$file" ] || continue
        case $file in
            *.lines) split_lines "$seeds" "$(basename "$file" .lines)" <"$file" ;;
            *) cp "$file" "$seeds/" ;;
        esac
    done
    case $name in
        hours)
            grep -ohE 'value: "[^"\\]*"' Tests/OpeningHoursTests/SpecificationCaseTests.swift |
                sed -E 's/^value: "(.*)"$/\1/' | sort -u | split_lines "$seeds" spec
            split_lines "$seeds" real <"$real_hours/real-sample.txt"
            head -n 300 "$real_hours/invalid-but-unambiguous.tsv" | cut -f2- | split_lines "$seeds" unambiguous
            head -n 300 "$real_hours/invalid.tsv" | cut -f2- | split_lines "$seeds" invalid
            ;;
        geojson) cp Sources/PlaceSamples/Resources/helsinki-pickup-points.geojson "$seeds/" ;;
        carriers)
            # Each recorded payload behind the byte that picks its carrier (CarrierFormat's order).
            python3 - "$seeds" <<'PYTHON'
import pathlib, sys
order = ["inpost", "dhl", "omniva", "packeta", "sendcloud", "postnord", "gls", "posti"]
for path in sorted(pathlib.Path("Tests/Fixtures/carriers").rglob("*")):
    if path.suffix not in (".json", ".xml"):
        continue
    carrier = path.parent.name if path.parent.name in order else path.name.split("-")[0]
    if carrier in order:
        out = pathlib.Path(sys.argv[1]) / f"{carrier}-{path.name}"
        out.write_bytes(bytes([order.index(carrier)]) + path.read_bytes()[:4000])
PYTHON
            ;;
        csv) head -n 40 Sources/PlaceSamples/Resources/helsinki-addresses.csv >"$seeds/helsinki-addresses-head.csv" ;;
        urlstate | form)
            # The query strings of the web and browser tests (those without Swift interpolation).
            grep -rhoE '"/\?[^"\\]*"' Tests/PlacePickerWebTests checks/browser 2>/dev/null |
                sed -E 's/^"\/\?(.*)"$/\1/' | sort -u | split_lines "$seeds" tests
            ;;
    esac
}

dictionary() {
    case $1 in
        hours) echo hours ;;
        geojson | overpass | carriers) echo json ;;
        csv) echo csv ;;
        osm) echo osm ;;
        http) echo http ;;
        urlstate | form) echo url ;;
    esac
}

max_len() {
    case $1 in
        hours) echo 4200 ;;     # just over the parser's 4,096-byte limit
        # The readers: 4 KB runs three times as many inputs per second as 16 KB, and the seeds' shapes fit;
        # longer seeds (the 15.5 KB sample) are cut, which gives broken documents to start from as well.
        geojson | csv | osm | overpass | carriers) echo 4096 ;;
        http) echo 4096 ;;
        urlstate | form) echo 2048 ;;
    esac
}

# Builds fuzz-$1; the log goes to $work/$1/build.log.
build() {
    # SwiftPM does not notice files added to or removed from a path dependency: plan the build afresh.
    rm -f "Fuzzing/.build/$config.yaml"
    # (The linker's "Cannot export local symbol" warnings come from the sanitizer runtime and are harmless.)
    if ! swift build "${build_flags[@]}" --product "fuzz-$1" >"$work/$1/build.log" 2>&1; then
        grep -v "Cannot export local symbol" "$work/$1/build.log" | tail -n 40 >&2
        echo "fuzz.sh: building fuzz-$1 failed (log: $work/$1/build.log)" >&2
        exit 1
    fi
    grep -E "^Build .*complete" "$work/$1/build.log" || true
}

# Whether libFuzzer finds coverage counters in the binary $1 (it says so when it starts).
instrumented() {
    local banner
    banner=$("$1" -runs=0 2>&1 || true)
    grep -qE 'INFO: Loaded [0-9]+ modules +\([1-9][0-9]* inline 8-bit counters\)' <<<"$banner"
}

summary=()
failed=0
if [ "$target" = all ]; then
    # One build of every harness: SwiftPM then compiles the shared modules in parallel, once.
    echo "== build of every harness ($config)"
    mkdir -p "$work"
    rm -f "Fuzzing/.build/$config.yaml"
    if ! swift build "${build_flags[@]}" >"$work/build.log" 2>&1; then
        grep -v "Cannot export local symbol" "$work/build.log" | tail -n 40 >&2
        echo "fuzz.sh: building the harnesses failed (log: $work/build.log)" >&2
        exit 1
    fi
    grep -E "^Build .*complete" "$work/build.log" || true
fi
for name in $selected; do
    echo "== fuzz-$name: build"
    mkdir -p "$work/$name"
    binary="$root/Fuzzing/.build/$config/fuzz-$name"
    if ! build "$name" || ! instrumented "$binary"; then
        # A harness without coverage counters would "fuzz" blindly: build again from scratch once, then give up.
        echo "fuzz.sh: fuzz-$name has no coverage counters; building again from scratch" >&2
        rm -rf "$root/Fuzzing/.build/$(uname -m)-unknown-linux-gnu/$config" "Fuzzing/.build/$config.yaml"
        if ! build "$name" || ! instrumented "$binary"; then
            echo "fuzz.sh: fuzz-$name still runs without coverage counters (log: $work/$name/build.log)" >&2
            exit 1
        fi
    fi
    seed "$name"
    corpus="$work/$name/corpus"
    artifacts="$work/$name/artifacts/"
    log="$work/$name/log"
    mkdir -p "$corpus" "$artifacts"
    rm -f "$artifacts"/*
    echo "== fuzz-$name: $(ls "$work/$name/seeds" | wc -l) seeds, ${seconds} s"
    status=0
    # New inputs go to the first folder; the seeds are read only. Leaks are checked by LeakSanitizer, except
    # the toolchain's own listed in Fuzzing/lsan-suppressions.txt. XMLParser leaks (suppressed) on every
    # malformed document, and libFuzzer then scans the heap after each such input, 50 times slower: fuzz-osm
    # runs without the per-input check and every input of its corpus is checked for leaks afterwards.
    leaks=1
    [ "$name" = osm ] && leaks=0
    export LSAN_OPTIONS="suppressions=$root/Fuzzing/lsan-suppressions.txt"
    # The Swift runtime's backtracer would catch the crash first: under AddressSanitizer its memory server
    # reads unmapped memory ("unknown-crash in memserver_read") and it waits up to 30 s symbolicating;
    # libFuzzer and ASan report the crash themselves.
    export SWIFT_BACKTRACE=enable=no
    "$binary" "$corpus" "$work/$name/seeds" -detect_leaks="$leaks" -runs="${FUZZ_RUNS:--1}" \
        -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len="$(max_len "$name")" \
        -dict="$root/Fuzzing/Dictionaries/$(dictionary "$name").dict" -artifact_prefix="$artifacts" \
        -print_final_stats=1 >"$log" 2>&1 || status=$?
    if [ "$status" -eq 0 ] && [ "$leaks" = 0 ]; then
        echo "== fuzz-$name: leak check of the $(ls "$corpus" | wc -l) corpus inputs"
        "$binary" "$corpus" "$work/$name/seeds" -runs=0 -detect_leaks=1 -timeout=1 -rss_limit_mb=2048 \
            -artifact_prefix="$artifacts" >"$log.leaks" 2>&1 || status=$?
        [ "$status" -eq 0 ] || cat "$log.leaks" >>"$log"
    fi
    # A build whose coverage counters did not register would "fuzz" blindly: refuse it.
    if ! grep -qE 'INFO: Loaded [0-9]+ modules +\([1-9][0-9]* inline 8-bit counters\)' "$log"; then
        echo "fuzz.sh: fuzz-$name runs without coverage counters (see $log)" >&2
        exit 1
    fi
    runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$log" | tail -n 1 || true)
    rate=$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+)/\1/p' "$log" | tail -n 1 || true)
    coverage=$( (grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" || true) | tail -n 1)
    if [ "$status" -ne 0 ] || ls "$artifacts" | grep -q .; then
        failed=1
        grep -E 'ERROR: |SUMMARY: |Fuzz invariant broken|ALARM|==[0-9]+==' "$log" | head -n 20 >&2 || true
        tail -n 40 "$log" >&2
        for file in "$artifacts"*; do
            [ -f "$file" ] && echo "fuzz.sh: fuzz-$name FAILED; reproducer: $file (replay: $binary $file)" >&2
        done
        summary+=("fuzz-$name: FAILED (exit $status) after ${runs:-?} executions; log $log")
    else
        elapsed=$(sed -nE 's/^Done [0-9]+ runs in ([0-9]+) second.*/\1/p' "$log" | tail -n 1 || true)
        summary+=("fuzz-$name: ${runs:-?} executions in ${elapsed:-$seconds} s, ${rate:-?} exec/s, ${coverage:-?}, no failure")
    fi
done

echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
