#!/usr/bin/env python3
"""Runs opening_hours.js's own interval tests through `placepicker hours --batch`.

Each case of checks/hours/opening_hours_js_suite.json (extracted by extract_suite.py) is a value,
a range [from, to) of Europe/Berlin wall times, the place (coordinates, country, state) or none,
and the expected open and unknown intervals with their comments. The runner walks each range with
`hours --batch` (state at an instant, then the next change, until `to`), rebuilds the intervals,
and compares them with the expected ones: same bounds, same unknown flag, same comment, and the
same open and unknown durations.

A case that differs must be listed in checks/hours/suite_differences.tsv with its reason (the
specification wins where the reference implementation is wrong); the run fails on any other
difference, on a listed case that now agrees (remove it from the list), and when fewer than
--minimum percent of the cases agree.

Usage: suite.py PLACEPICKER_BINARY [--minimum 90] [--only TEXT] [--verbose] [--report FILE]
"""
import argparse
import json
import os
import subprocess
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "opening_hours_js_suite.json")
DIFFERENCES = os.path.join(HERE, "suite_differences.tsv")
ZONE = ZoneInfo("Europe/Berlin")
HORIZON_DAYS = 3660
MAX_ROUNDS = 2000


def wall(text):
    """A suite date ("2012-10-01 0:00") as an aware Berlin datetime."""
    day, clock = text.split(" ")
    hour, minute = clock.split(":")
    naive = datetime.fromisoformat(day).replace(hour=int(hour), minute=int(minute))
    return naive.replace(tzinfo=ZONE)


def show(moment):
    return moment.astimezone(ZONE).strftime("%Y-%m-%d %H:%M")


def case_key(case):
    return (case["name"], case["value"], case["from"] + ".." + case["to"], place_text(case["location"]))


def place_text(location):
    """The place as the list of differences names it: "de/Baden-Württemberg", "ro", or "-"."""
    if not location:
        return "-"
    return location["country"] + ("/" + location["state"] if location.get("state") else "")


def read_differences(path):
    """The listed differences: {(name, value, from..to, place): (family, reason)}."""
    listed = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 6:
                sys.exit(f"{path}:{number}: expected NAME<TAB>VALUE<TAB>FROM..TO<TAB>PLACE<TAB>FAMILY<TAB>REASON")
            name, value, span, place, family, reason = fields
            key = (name, json.loads(value), span, place)
            if key in listed:
                sys.exit(f"{path}:{number}: listed twice: {key!r}")
            listed[key] = (family, reason)
    return listed


def context_arguments(location):
    arguments = ["--timezone", "Europe/Berlin", "--horizon-days", str(HORIZON_DAYS)]
    if location:
        arguments += ["--coords", f"{location['lat']},{location['lon']}", "--country", location["country"].upper()]
        if location.get("state"):
            arguments += ["--region", location["state"]]
    return arguments


def run_batch(binary, arguments, lines):
    result = subprocess.run([binary, "hours", "--batch", "-", *arguments], input="".join(lines).encode(),
                            capture_output=True)
    if result.returncode != 0:
        sys.exit(f"suite.py: placepicker hours --batch {' '.join(arguments)} failed: {result.stderr.decode()}")
    return result.stdout.decode().split("\n")[: len(lines)]


def evaluate(binary, cases):
    """Our intervals per case id: [(from, to, unknown, comment)] or an error string."""
    groups = defaultdict(list)
    for case in cases:
        groups[json.dumps(case["location"], sort_keys=True)].append(case)
    results = {}
    for location_text, group in groups.items():
        arguments = context_arguments(json.loads(location_text))
        # Each case walks from `from` to `to`: one batch line per active case per round.
        cursor = {case["id"]: wall(case["from"]) for case in group}
        segments = defaultdict(list)
        active = [case for case in group if wall(case["from"]) < wall(case["to"])]
        rounds = 0
        while active:
            rounds += 1
            if rounds > MAX_ROUNDS:
                for case in active:
                    results[case["id"]] = "no end after %d changes" % MAX_ROUNDS
                break
            lines = [case["value"].replace("\t", " ").replace("\n", " ") + "\t" + cursor[case["id"]].isoformat()
                     + "\n" for case in active]
            outputs = run_batch(binary, arguments, lines)
            still = []
            for case, output in zip(active, outputs):
                fields = output.split("\t")
                if fields[0] != "ok":
                    results[case["id"]] = "error: " + " ".join(fields[1:])
                    continue
                state, change, comment = fields[1], fields[2], json.loads(fields[4])
                start = cursor[case["id"]]
                end = wall(case["to"])
                if change != "none":
                    moment = datetime.fromisoformat(change)
                    if moment <= start:
                        results[case["id"]] = f"next change {change} not after {start.isoformat()}"
                        continue
                    end = min(end, moment)
                else:
                    # No change within the horizon: the state holds that long; go on from there.
                    end = min(end, (start.astimezone(ZONE) + timedelta(days=HORIZON_DAYS)).replace(tzinfo=ZONE))
                segments[case["id"]].append((start, end, state, comment or None))
                if end < wall(case["to"]):
                    cursor[case["id"]] = end
                    still.append(case)
            active = still
        for case in group:
            if case["id"] in results:
                continue
            merged = []
            for start, end, state, comment in segments[case["id"]]:
                if merged and merged[-1][1] == start and merged[-1][2] == state:
                    merged[-1] = (merged[-1][0], end, state, merged[-1][3])
                else:
                    merged.append((start, end, state, comment))
            results[case["id"]] = [(s, e, state == "unknown", c) for s, e, state, c in merged if state != "closed"]
    return results


def folded(text):
    """Text compared for "the value writes this comment": `sur_rendez_vous` writes "Sur rendez-vous"."""
    return " ".join(text.lower().replace("_", " ").replace("-", " ").split())


def expected_intervals(case):
    """The expected intervals, with comments only where the value writes them.

    opening_hours.js also puts its own holiday names ("Karfreitag", "Day before Neujahr") in the
    comment of `PH` and `SH` intervals; that is its addition, not part of the specification, so a
    comment the value does not write (compared without case, `_` and `-`) is dropped.
    """
    merged = []
    for a, b, unknown, comment in case["intervals"]:
        start, end = wall(a), wall(b)
        if comment is not None and folded(comment) not in folded(case["value"]):
            comment = None
        # `hours --batch` reports changes of state, not of the comment alone: adjacent intervals
        # of one state are joined, and the comment compared is the one at the start.
        if merged and merged[-1][1] == start and merged[-1][2] == unknown:
            merged[-1] = (merged[-1][0], end, unknown, merged[-1][3])
        else:
            merged.append((start, end, unknown, comment))
    return merged


def compare(case, ours):
    """None when the case agrees, else a short description of the difference."""
    if isinstance(ours, str):
        return ours
    expected = expected_intervals(case)
    if expected != ours:
        def text(items):
            return "; ".join(f"{show(a)}–{show(b)}{' unknown' if u else ''}{' ' + json.dumps(c, ensure_ascii=False) if c else ''}"
                             for a, b, u, c in items) or "(none)"
        return f"ours: {text(ours)}\n      expected: {text(expected)}"
    open_minutes = sum((b - a).total_seconds() / 60 for a, b, u, _ in ours if not u)
    unknown_minutes = sum((b - a).total_seconds() / 60 for a, b, u, _ in ours if u)
    if case["duration"] is not None and open_minutes != case["duration"]:
        return f"open for {open_minutes:g} min, expected {case['duration']:g}"
    if case["unknown_duration"] is not None and unknown_minutes != case["unknown_duration"]:
        return f"unknown for {unknown_minutes:g} min, expected {case['unknown_duration']:g}"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--minimum", type=float, default=90.0, help="least share of agreeing cases, in percent")
    parser.add_argument("--only", help="run only the cases whose name or value contains this text")
    parser.add_argument("--verbose", action="store_true", help="print every differing case")
    parser.add_argument("--report", help="write every differing case as JSON to this file")
    args = parser.parse_args()
    with open(SUITE, encoding="utf-8") as handle:
        suite = json.load(handle)
    # Cases the suite itself marks "not implemented yet" carry no expectation (their intervals are
    # placeholders such as "something else"); they are left out of the count.
    cases = [case for case in suite["cases"] if case["ignored_upstream"] != "not implemented yet"]
    if args.only:
        cases = [case for case in cases if args.only in case["name"] or args.only in case["value"]]
    listed = read_differences(DIFFERENCES)
    known_keys = {case_key(case) for case in cases}
    stale = [key for key in listed if key not in known_keys]
    results = evaluate(args.binary, cases)
    agreed = 0
    unexpected, now_agreeing, differing = [], [], []
    families = Counter()
    for case in cases:
        difference = compare(case, results[case["id"]])
        if difference is None:
            agreed += 1
            if case_key(case) in listed:
                now_agreeing.append(case)
            continue
        differing.append((case, difference))
        if case_key(case) in listed:
            families[listed[case_key(case)][0]] += 1
        else:
            unexpected.append((case, difference))
    total = len(cases)
    share = 100.0 * agreed / total if total else 100.0
    print(f"opening_hours.js suite ({suite['commit'][:12]}): {agreed}/{total} interval tests agree ({share:.1f} %);"
          f" {len(differing) - len(unexpected)} listed differences, {len(unexpected)} unlisted")
    for family, count in sorted(families.items(), key=lambda item: -item[1]):
        print(f"  {count:4d} {family}")
    if args.report:
        with open(args.report, "w", encoding="utf-8") as handle:
            json.dump([{"id": c["id"], "name": c["name"], "value": c["value"], "range": c["from"] + ".." + c["to"], "difference": d}
                       for c, d in differing], handle, ensure_ascii=False, indent=1)
    shown = differing if args.verbose else unexpected
    for case, difference in shown:
        print(f"DIFFERS #{case['id']} {case['name']!r}: {case['value']!r} at {case['location'] or 'no place'}\n"
              f"      {difference}")
    failed = False
    if unexpected:
        print(f"FAIL: {len(unexpected)} differing cases are not listed in {os.path.relpath(DIFFERENCES)}")
        failed = True
    if now_agreeing and not args.only:
        for case in now_agreeing:
            print(f"AGREES NOW #{case['id']} {case['name']!r}: {case['value']!r}: remove it from the list")
        failed = True
    if stale and not args.only:
        for name, value, span, place in stale:
            print(f"STALE: {name!r} {value!r} over {span} at {place} is listed but not in the suite")
        failed = True
    if share < args.minimum and not args.only:
        print(f"FAIL: {share:.1f} % agree, below {args.minimum:g} %")
        failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
