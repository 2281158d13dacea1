#!/usr/bin/env python3
"""Builds Sources/Holidays/Resources/school-holidays.tsv from opening_hours.js's school holidays.

opening_hours.js (https://github.com/opening-hours/opening_hours.js) carries the school holidays
of 33 countries and their regions in `src/holidays/generated-openholidays.js`, generated from the
OpenHolidays API's data (https://github.com/openpotato/openholidaysapi.data). The dates are facts;
this script asks Node.js to load that module and writes every range as one line, without any of
the library's code:

    COUNTRY<TAB>REGION<TAB>CODE<TAB>FIRST<TAB>LAST<TAB>NAME

COUNTRY is the ISO 3166-1 code (upper case), REGION the region's name as Nominatim gives it and
CODE opening_hours.js's short code for it (both empty for the country's own list), FIRST and LAST
the first and last day (inclusive, YYYY-MM-DD), NAME the holiday's name. A region's school holidays
are its country's list and its own, as opening_hours.js reads them.

    python3 scripts/build_school_holidays.py GIT_DIR [--commit REV] [--output PATH] [--check]

GIT_DIR is a clone of opening_hours.js (e.g. the one `fetch github:opening-hours/opening_hours.js`
brings). --check rebuilds in memory and fails when the committed file differs.
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "Sources/Holidays/Resources/school-holidays.tsv"
LOADER = """
const module = await import(process.argv[1]);
const out = {};
for (const [country, entry] of Object.entries(module)) {
    if (country === 'xa') continue;  // a fixture of opening_hours.js's tests, not a country
    const lists = {};
    if (Array.isArray(entry.SH)) lists[''] = { code: '', holidays: entry.SH };
    for (const [name, value] of Object.entries(entry)) {
        if (value && typeof value === 'object' && !Array.isArray(value) && Array.isArray(value.SH)) {
            lists[name] = { code: value._state_code || '', holidays: value.SH };
        }
    }
    if (Object.keys(lists).length) out[country] = lists;
}
process.stdout.write(JSON.stringify(out));
"""


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True).stdout


def clean(text):
    return " ".join(str(text).replace("\t", " ").split())


def build(git_dir, commit):
    source = git(git_dir, "show", f"{commit}:src/holidays/generated-openholidays.js")
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "generated-openholidays.mjs")
        with open(path, "wb") as handle:
            handle.write(source)
        result = subprocess.run(["node", "--input-type=module", "-e", LOADER, "file://" + path],
                                capture_output=True, check=True)
    data = json.loads(result.stdout)
    lines = []
    for country in sorted(data):
        for region in sorted(data[country]):
            entry = data[country][region]
            for holiday in entry["holidays"]:
                name = clean(holiday.get("name", ""))
                for year, days in sorted((key, value) for key, value in holiday.items() if key.isdigit()):
                    first_month, first_day, last_month, last_day = days
                    first = datetime.date(int(year), first_month, first_day)
                    last_year = int(year) + (1 if (last_month, last_day) < (first_month, first_day) else 0)
                    last = datetime.date(last_year, last_month, last_day)
                    lines.append("\t".join([country.upper(), clean(region), clean(entry["code"]),
                                            first.isoformat(), last.isoformat(), name]))
    lines.sort()
    header = [
        "# School holidays by country and region: COUNTRY<TAB>REGION<TAB>CODE<TAB>FIRST<TAB>LAST<TAB>NAME.",
        f"# From opening_hours.js {commit} src/holidays/generated-openholidays.js (OpenHolidays API data);",
        "# made by scripts/build_school_holidays.py; see docs/reference/holidays.md.",
    ]
    return ("\n".join(header + lines) + "\n").encode()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("git_dir")
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    commit = git(args.git_dir, "rev-parse", args.commit).decode().strip()
    data = build(args.git_dir, commit)
    if args.check:
        if args.output.read_bytes() != data:
            sys.exit(f"{args.output} differs from what opening_hours.js {commit[:12]} gives; rebuild it")
        print(f"{args.output} is up to date")
        return
    args.output.write_bytes(data)
    ranges = data.count(b"\n") - 3
    print(f"{ranges} ranges written to {args.output}")


if __name__ == "__main__":
    main()
