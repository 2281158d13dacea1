#!/usr/bin/env bash
# The geography search on real OpenStreetMap extracts, checked independently of the Swift code
# (issue 60). For each extract of Tests/Fixtures/geography (see SOURCES.md there):
#  1. `placepicker geography build EXTRACT --country CC -o TMP/NAME.geography` (CC: the country of
#     addresses without addr:country, the same for sample.py);
#  2. sample.py: real addresses read with pyosmium, in a seeded random order;
#  3. search_check.py: full, short, folded, typo and postcode queries through
#     `placepicker geography search --batch`; the first answer within 30 m of the address at
#     least 97, 95, 95, 90 and (in its postcode's area) 95 times in 100, nonsense finds no house.
# Then truncated_check.py: a truncated and a corrupt PBF are refused with a message, writing nothing.
# holdout-munich.osm.pbf is the extract the Swift tests never use: only this check reads it.
# Installs its pinned tools in a venv (.venv-geography, git-ignored) on the first run; no network
# after that.
# Usage: bash checks/geography/run.sh PATH-TO-placepicker
#   GEOGRAPHY_SAMPLES=N  queries per set and extract (default 100)
#   GEOGRAPHY_SEED=N     the seed of the sample and of the folds and typos (default 60)
#   GEOGRAPHY_ONLY=NAME  one extract only, e.g. holdout-munich
set -euo pipefail
cd "$(dirname "$0")/../.."
placepicker="$(realpath "$1")"
samples="${GEOGRAPHY_SAMPLES:-100}"
seed="${GEOGRAPHY_SEED:-60}"

venv=.venv-geography
pins=(osmium==4.3.2 requests==2.34.2 urllib3==2.8.0 idna==3.21 charset-normalizer==3.5.3
    certifi==2026.10.19.post1)
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/pip" freeze 2>/dev/null | grep -x "osmium==4.3.2" >/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "${pins[@]}"
fi

# NAME:COUNTRY, the country of addresses without addr:country.
fixtures=(copenhagen:DK liechtenstein:LI london:GB holdout-munich:DE)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
for entry in "${fixtures[@]}"; do
    name="${entry%%:*}"
    country="${entry##*:}"
    if [ -n "${GEOGRAPHY_ONLY:-}" ] && [ "$GEOGRAPHY_ONLY" != "$name" ]; then
        continue
    fi
    pbf="Tests/Fixtures/geography/$name.osm.pbf"
    geography="$work/$name.geography"
    start=$SECONDS
    if ! "$placepicker" geography build "$pbf" --country "$country" -o "$geography"; then
        echo "FAIL: geography build $pbf"
        status=1
        continue
    fi
    echo "$name: built in $((SECONDS - start)) s, $(wc -c < "$geography") bytes"
    # A pool three times the set size: sets whose rule does not fit an address (a typo needs a
    # word of five letters) take the next ones.
    "$venv/bin/python" checks/geography/sample.py "$pbf" --country "$country" \
        --count $((3 * samples)) --seed "$seed" -o "$work/$name.sample.json"
    "$venv/bin/python" checks/geography/search_check.py "$work/$name.sample.json" "$geography" \
        --placepicker "$placepicker" --per-set "$samples" --seed "$seed" || status=1
done
"$venv/bin/python" checks/geography/truncated_check.py --placepicker "$placepicker" || status=1
exit "$status"
