#!/usr/bin/env python3
"""Differential test of `placepicker hours --batch` against opening-hours-py.

Evaluates seeded generated `opening_hours` values and every real value in
Tests/Fixtures/opening-hours at fixed instants (DST changes in Europe/Berlin and
America/New_York, public holidays, random instants) with both, and compares the
state and the next change of state (within 14 days). Every difference must fall
in a class documented in docs/reference/opening-hours.md ("Deliberate differences"); the
run fails on any other and prints minimal examples.

Usage: differential.py PLACEPICKER_BINARY [--generated N] [--seed S] [--real-limit N]
"""
import argparse
import json
import math
import re
import os
import random
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import opening_hours as ohpy

HORIZON_DAYS = 14
DATA = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "Fixtures", "opening-hours")

PLACES = [
    # zone, country, coordinates
    ("Europe/Berlin", "DE", (52.52, 13.405)),
    ("America/New_York", "US", (40.7128, -74.006)),
]

FIXED_WALL_TIMES = {
    "Europe/Berlin": [
        "2026-03-29T01:59", "2026-03-29T03:00", "2026-03-28T23:30",  # spring forward
        ("2026-10-25T02:30", 0), ("2026-10-25T02:30", 1), "2026-10-24T23:45",  # fall back (both passes)
        "2026-12-25T12:00", "2026-12-24T11:00", "2026-05-14T10:00", "2026-04-03T10:00",  # holidays
        "2026-06-01T12:30", "2026-06-05T23:10", "2026-06-07T03:36",
    ],
    "America/New_York": [
        "2026-03-08T01:59", "2026-03-08T03:00", "2026-03-07T23:30",
        ("2026-11-01T01:30", 0), ("2026-11-01T01:30", 1), "2026-10-31T23:45",
        "2026-07-03T12:00", "2026-11-26T12:00", "2026-12-25T10:00", "2026-01-19T10:00",
        "2026-06-01T12:30", "2026-06-05T23:10",
    ],
}


def instants(zone_name, rng, random_count):
    zone = ZoneInfo(zone_name)
    result = []
    for item in FIXED_WALL_TIMES[zone_name]:
        text, fold = (item, 0) if isinstance(item, str) else item
        result.append(datetime.fromisoformat(text).replace(tzinfo=zone, fold=fold))
    start = datetime(2026, 1, 1, tzinfo=timezone.utc)
    for _ in range(random_count):
        moment = start + timedelta(minutes=rng.randrange(365 * 24 * 60))
        result.append(moment.astimezone(zone))
    return result


# ---------------------------------------------------------------- generator

WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def clock(minutes):
    return "%02d:%02d" % divmod(minutes, 60)


def gen_time(rng):
    kind = rng.random()
    start = rng.randrange(0, 24 * 4) * 15
    if kind < 0.12:  # wraps past midnight
        start = rng.randrange(18 * 4, 24 * 4) * 15
        end = rng.randrange(0, 6 * 4) * 15
        return clock(start) + "-" + clock(end)
    if kind < 0.2:  # extended hours
        start = rng.randrange(16 * 4, 24 * 4) * 15
        end = start + rng.randrange(4, 10 * 4) * 15
        return clock(start) + "-" + clock(min(end, 48 * 60))
    if kind < 0.26:  # sun times, in spans whose meaning does not change with the season
        return rng.choice([
            "sunrise-sunset", "dawn-dusk", "sunset-sunrise", "dusk-dawn", "(sunrise+01:00)-(sunset-01:00)",
            "sunset-02:00", "08:00-sunset", "sunrise-12:00", "(sunset-00:30)-23:00", "dusk-03:00",
        ])
    end = start + rng.randrange(1, 12 * 4) * 15
    if end > 24 * 60:
        end = 24 * 60
    return clock(start) + "-" + clock(end)


def gen_weekdays(rng):
    if rng.random() < 0.7:
        a = rng.randrange(7)
        b = rng.randrange(7)
        return WEEKDAYS[a] + ("-" + WEEKDAYS[b] if b != a else "")
    days = sorted(rng.sample(range(7), rng.randrange(2, 4)))
    return ",".join(WEEKDAYS[d] for d in days)


def gen_selector(rng):
    parts = []
    roll = rng.random()
    if roll < 0.08:
        month = rng.randrange(12)
        parts.append(MONTHS[month] + ("-" + MONTHS[rng.randrange(12)] if rng.random() < 0.6 else ""))
    elif roll < 0.13:
        month = rng.randrange(12)
        day = rng.randrange(1, 28)
        parts.append("%s %02d" % (MONTHS[month], day) + ("-%02d" % rng.randrange(day, 29) if rng.random() < 0.5 else ""))
    elif roll < 0.16:
        parts.append("week " + "%02d-%02d" % tuple(sorted(rng.sample(range(1, 53), 2))))
    if rng.random() < 0.1:
        parts.append("PH")
        if rng.random() < 0.5:
            parts[-1] = gen_weekdays(rng) + ",PH"
    elif rng.random() < 0.75:
        wd = gen_weekdays(rng)
        if rng.random() < 0.05:
            wd = WEEKDAYS[rng.randrange(7)] + "[%d]" % rng.choice([1, 2, 3, -1])
        parts.append(wd)
    return " ".join(parts)


def gen_rule(rng):
    selector = gen_selector(rng)
    roll = rng.random()
    times = ""
    if roll < 0.8:
        times = ",".join(gen_time(rng) for _ in range(rng.choice([1, 1, 1, 2, 2, 3])))
        if rng.random() < 0.04:
            times = clock(rng.randrange(6, 22) * 60) + "+"
    modifier = ""
    roll = rng.random()
    if roll < 0.15:
        modifier = "off"
    elif roll < 0.2:
        modifier = "closed"
    elif roll < 0.24:
        modifier = "unknown"
    elif roll < 0.26:
        modifier = "open"
    if not selector and not times and not modifier:
        times = gen_time(rng)
    text = " ".join(p for p in (selector, times, modifier) if p)
    if rng.random() < 0.04:
        text += ' "call us"'
    return text


def generate(seed, count):
    rng = random.Random(seed)
    values = []
    for _ in range(count):
        rules = [gen_rule(rng) for _ in range(rng.choice([1, 2, 2, 3, 3, 4]))]
        text = rules[0]
        for rule in rules[1:]:
            text += rng.choices(["; ", ", ", " || "], weights=[0.75, 0.15, 0.1])[0] + rule
        if rng.random() < 0.05:
            text = "24/7; " + text
        values.append(text)
    return values


def real_values(limit=None):
    values = []
    for name in ("invalid-but-unambiguous.tsv", "invalid.tsv"):
        with open(os.path.join(DATA, name), encoding="utf-8") as handle:
            for line in handle:
                line = line.rstrip("\n")
                values.append(line.split("\t", 1)[1] if "\t" in line else line)
    with open(os.path.join(DATA, "real-sample.txt"), encoding="utf-8") as handle:
        values += [line.rstrip("\n") for line in handle if line.strip() and not line.startswith("#")]
    values = [v for v in dict.fromkeys(values) if "\t" not in v and "\n" not in v]
    return values[:limit] if limit else values


# ---------------------------------------------------------------- evaluation

def reference(value, zone_name, country, coords):
    try:
        return ohpy.OpeningHours(value, timezone=ZoneInfo(zone_name), country=country, coords=coords,
                                 max_interval_days=HORIZON_DAYS + 1)
    except Exception:
        return None


def reference_answer(schedule, moment):
    """(status, next change instant or None, next status) — the first change of status within the horizon."""
    limit = moment + timedelta(days=HORIZON_DAYS)
    first = None
    for start, end, state, _comment in schedule.intervals(moment, limit):
        status = str(state).split(".")[-1].lower()
        if first is None:
            first = status
            continue
        if status != first:
            return first, start, status
    return first, None, None


def parse_ours(line):
    fields = line.split("\t")
    if fields[0] != "ok":
        return None
    next_change = None if fields[2] == "none" else datetime.fromisoformat(fields[2])
    return fields[1], next_change, None if fields[3] == "-" else fields[3]


def normalized_of(line):
    fields = line.split("\t")
    return json.loads(fields[5]) if fields[0] == "ok" and len(fields) > 5 else None


# ---------------------------------------------------------------- classes of deliberate differences
# Each class is a section of docs/reference/opening-hours.md ("Deliberate differences from the references").
# A difference is put in a class only when the class's test holds: either the difference lies where
# the documented choice applies (the DST and sun-minute windows), or switching on the reference's
# reading in our evaluator (`--reference-readings`, `--reference-holidays`) gives exactly the
# reference's answer. A difference no class explains fails the run.

READINGS = [
    "comment-keeps-open", "open-end-until-midnight", "repeat-is-range", "sun-wrap-by-real-times",
    "spill-only-into-unclaimed-days", "fallback-by-day", "holiday-or-weekday", "school-holidays-never",
]
KNOBS = ["holidays"] + READINGS
SUN_WORDS = ("sunrise", "sunset", "dawn", "dusk")
SUN_MARGIN = 300  # seconds: how far the two sun calculations may put the same event
# A span whose start and end are the same sun time (`dawn-dawn`, `(sunset-00:30)-(sunset-00:30)`).
EQUAL_SUN_SPAN = __import__("re").compile(
    r"(?<![\w)])(\((?:sunrise|sunset|dawn|dusk)[+-]\d\d:\d\d\)|sunrise|sunset|dawn|dusk)-\1(?![\w(])")


def transitions(zone_name):
    """UTC instants of the zone's 2026 offset changes."""
    zone = ZoneInfo(zone_name)
    result = []
    moment = datetime(2026, 1, 1, tzinfo=timezone.utc)
    previous = moment.astimezone(zone).utcoffset()
    while moment.year == 2026:
        moment += timedelta(minutes=30)
        offset = moment.astimezone(zone).utcoffset()
        if offset != previous:
            result.append(moment)
            previous = offset
    return result


def near(moment, instants, hours=1.0):
    return moment is not None and any(abs((moment - t).total_seconds()) <= hours * 3600 for t in instants)


# An offset written after a sun event: `(sunset-01:00)`.
SUN_OFFSET = re.compile(r"(?:sunrise|sunset|dawn|dusk)\s*([+-])\s*(\d\d):(\d\d)")


def sun_events(day, coords):
    """The UTC instants of dawn, sunrise, sunset and dusk on a date, by the sunrise equation
    (mean anomaly, equation of the centre, ecliptic longitude, transit; within about a minute at mid
    latitudes). An independent estimate, for telling where a sun event lies, not for evaluating."""
    latitude, longitude = coords
    noon = datetime(day.year, day.month, day.day, 12, tzinfo=timezone.utc)
    n = (noon - datetime(2000, 1, 1, 12, tzinfo=timezone.utc)).total_seconds() / 86400 + 0.0008
    mean_solar = n - longitude / 360
    anomaly = math.radians((357.5291 + 0.98560028 * mean_solar) % 360)
    centre = 1.9148 * math.sin(anomaly) + 0.02 * math.sin(2 * anomaly) + 0.0003 * math.sin(3 * anomaly)
    ecliptic = math.radians((math.degrees(anomaly) + centre + 180 + 102.9372) % 360)
    transit = mean_solar + 0.0053 * math.sin(anomaly) - 0.0069 * math.sin(2 * ecliptic)
    declination = math.asin(math.sin(ecliptic) * math.sin(math.radians(23.4397)))
    phi = math.radians(latitude)
    events = []
    for altitude in (-0.833, -6.0):
        cos_hour = (math.sin(math.radians(altitude)) - math.sin(phi) * math.sin(declination)) / (
            math.cos(phi) * math.cos(declination))
        if -1 <= cos_hour <= 1:
            half = math.degrees(math.acos(cos_hour)) / 360
            for days in (transit - half, transit + half):
                events.append(datetime(2000, 1, 1, 12, tzinfo=timezone.utc) + timedelta(days=days))
    return events


def near_sun_event(value, coords, moment, changes):
    """Whether a next change lies within SUN_MARGIN of a sun event, or of one moved by an offset
    the value writes, on a day from the instant's to the change's."""
    offsets = {timedelta(0)} | {
        (1 if sign == "+" else -1) * timedelta(hours=int(hours), minutes=int(minutes))
        for sign, hours, minutes in SUN_OFFSET.findall(value)}
    for change in changes:
        if change is None:
            continue
        day = moment.date() - timedelta(days=1)
        while day <= change.date() + timedelta(days=1):
            for event in sun_events(day, coords):
                if any(abs((change - (event + offset)).total_seconds()) <= SUN_MARGIN for offset in offsets):
                    return True
            day += timedelta(days=1)
    return False


def window_class(value, moment, theirs, mine, zone_transitions, coords):
    """The class of a difference decided by where it lies, or None."""
    if near(moment, zone_transitions) or near(theirs[1], zone_transitions) or near(mine[1], zone_transitions):
        return "dst-transition"
    if any(word in value for word in SUN_WORDS):
        if EQUAL_SUN_SPAN.search(value):
            return "equal-sun-span"
        # The reference's sun times on the day clocks change are an hour off (its day uses the
        # wrong offset); ours are checked against PyEphem and astral in SunCalculatorTests. A
        # difference whose time window holds such a day is put here.
        zone = moment.tzinfo
        days = {t.astimezone(zone).date() for t in zone_transitions}
        last = max([c for c in (theirs[1], mine[1]) if c] or [moment])
        if any(moment.date() <= day <= last.astimezone(zone).date() for day in days):
            return "reference-sun-dst-day"
        if theirs[0] == mine[0] and theirs[2] == mine[2] and theirs[1] and mine[1] \
                and abs((theirs[1] - mine[1]).total_seconds()) <= SUN_MARGIN:
            return "sun-minutes"
        if theirs[1] and theirs[2] == mine[0] and (theirs[1] - moment).total_seconds() <= SUN_MARGIN:
            return "sun-minutes"
        if mine[1] and mine[2] == theirs[0] and (mine[1] - moment).total_seconds() <= SUN_MARGIN:
            return "sun-minutes"
        # Same state now; one side changes within the margin of a sun event (`07:15-16:30,sunset-02:00`
        # with sunset at 16:29 or 16:31 is open through, or closes for a minute).
        if theirs[0] == mine[0] and near_sun_event(value, coords, moment, (theirs[1], mine[1])):
            return "sun-minutes"
    return None


def same(value, mine, theirs):
    """Equal answers; for a value with sun times, next changes may differ by the sun-minutes margin."""
    if mine == theirs:
        return True
    if mine is None or theirs is None or not any(word in value for word in SUN_WORDS):
        return False
    if mine[0] != theirs[0] or mine[2] != theirs[2] or (mine[1] is None) != (theirs[1] is None):
        return False
    return mine[1] is None or abs((mine[1] - theirs[1]).total_seconds()) <= SUN_MARGIN


def py_state(schedule, moment):
    return str(schedule.state(moment)[0]).split(".")[-1].lower()


def py_confirms(schedule, moment, mine):
    """Whether opening-hours-py's own state() agrees with our answer at the instant, every 30 minutes
    up to our next change, and at that change: then its interval iterator, not its rules, differs."""
    state, change, next_state = mine
    zone = moment.tzinfo
    if py_state(schedule, moment) != state:
        return False
    start = moment.astimezone(timezone.utc)
    end = change.astimezone(timezone.utc) if change else start + timedelta(days=HORIZON_DAYS)
    probe = start + timedelta(minutes=30)
    while probe < end - timedelta(minutes=1):
        if py_state(schedule, probe.astimezone(zone)) != state:
            return False
        probe += timedelta(minutes=30)
    if change is None:
        return True
    return (py_state(schedule, (end - timedelta(minutes=1)).astimezone(zone)) == state
            and py_state(schedule, end.astimezone(zone)) == next_state)


def reference_holidays(zone_name, country):
    """The reference's public holidays 2025-2027, as YYYY-MM-DD lines (from its state() at noon, which
    does not go through its interval iterator)."""
    schedule = ohpy.OpeningHours("PH", timezone=ZoneInfo(zone_name), country=country)
    zone = ZoneInfo(zone_name)
    day = datetime(2025, 1, 1).date()
    days = []
    while day.year < 2028:
        if py_state(schedule, datetime(day.year, day.month, day.day, 12, tzinfo=zone)) == "open":
            days.append(day.isoformat())
        day += timedelta(days=1)
    return days


def ours(binary, lines, zone_name, country, coords, knobs=(), holidays_file=None):
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False, encoding="utf-8") as handle:
        handle.write("".join(lines))
        path = handle.name
    command = [binary, "hours", "--batch", path, "--tz", zone_name, "--country", country,
               "--coords", "%f,%f" % coords, "--horizon-days", str(HORIZON_DAYS)]
    readings = [k for k in knobs if k != "holidays"]
    if readings:
        command += ["--reference-readings", ",".join(readings)]
    if "holidays" in knobs:
        command += ["--reference-holidays", holidays_file]
    try:
        output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    return output.split("\n")[: len(lines)]


def explain(binary, cases, zone_name, country, coords, holidays_file):
    """For each (value, moment, theirs, schedule) case, the smallest set of knobs that makes ours equal
    theirs, or equal to what opening-hours-py's own state() says along the way (its interval iterator
    then differs too: the name gets "+py-iterator")."""
    from itertools import combinations
    result = [None] * len(cases)
    def verdict(i, line):
        answer = parse_ours(line)
        if same(cases[i][0], answer, cases[i][2]):
            return ""
        if answer is not None and answer[0] == cases[i][2][0] and py_confirms(cases[i][3], cases[i][1], answer):
            return "+py-iterator"
        return None

    # Readings interact (one can undo another), so every small set is tried, not only all at once.
    open_cases = list(range(len(cases)))
    for size in (1, 2, 3, len(KNOBS)):
        for knobs in combinations(KNOBS, size):
            if not open_cases:
                break
            lines = [cases[i][0] + "\t" + cases[i][1].isoformat() + "\n" for i in open_cases]
            answers = ours(binary, lines, zone_name, country, coords, knobs, holidays_file)
            still = []
            for i, line in zip(open_cases, answers):
                found = verdict(i, line)
                if found is not None:
                    result[i] = "+".join(knobs) + found
                else:
                    still.append(i)
            open_cases = still
    return result


DOCS = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "reference", "opening-hours.md")


def documented_rejections():
    """The values listed under "Values we reject that opening-hours-py reads" in the docs."""
    values, inside = set(), False
    with open(DOCS, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#"):
                inside = line.strip() == "### Values we reject that opening-hours-py reads"
            elif inside and line.startswith("- `"):
                values.add(line[3:line.rindex("`")].replace("\\|", "|"))
    return values


def documented_classes():
    """The class names documented in docs/reference/opening-hours.md, section "Deliberate differences from the
    references": the first backticked word of each table row."""
    classes, inside = set(), False
    with open(DOCS, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("## "):
                inside = line.strip() == "## Deliberate differences from the references"
            elif inside and line.startswith("| `"):
                classes.add(line.split("`")[1])
    return classes

def evaluate_place(arguments, sources, place, moments, rejections):
    """Compares one place's zone and country over every value; returns (totals, classes)."""
    zone_name, country, coords = place
    totals = Counter()
    classes = defaultdict(list)
    zone_transitions = transitions(zone_name)
    compared_values, differing_values = set(), set()
    # Phase 1: which values we read (one instant each); phase 2: those at every instant.
    probe = ours(arguments.binary, [v + "\t" + moments[0].isoformat() + "\n" for _, v in sources],
                 zone_name, country, coords)
    lines, keys = [], []
    for (origin, value), line in zip(sources, probe):
        if parse_ours(line) is None:
            if reference(value, zone_name, country, coords) is None:
                totals[origin + " both reject"] += 1
            else:
                message = line.split("\t")[-1]
                name = ("we-reject-invalid-date" if "has no day" in message
                        else "we-reject-backward-day-range" if "ends before it starts" in message
                        else "we-reject-listed" if value in rejections else "we-reject")
                totals[origin + " " + name] += 1
                classes[name].append((origin, value, zone_name, moments[0], "py reads it", line))
            continue
        for moment in moments:
            lines.append(value + "\t" + moment.isoformat() + "\n")
            keys.append((origin, value, moment))
    answers = ours(arguments.binary, lines, zone_name, country, coords)
    parsed_reference = {}
    pending = []
    for (origin, value, moment), line in zip(keys, answers):
        mine = parse_ours(line)
        normalized = normalized_of(line)
        if normalized not in parsed_reference:
            parsed_reference[normalized] = reference(normalized, zone_name, country, coords)
        schedule = parsed_reference[normalized]
        if schedule is None:
            totals[origin + " py cannot read our normalized form"] += 1
            continue
        theirs = reference_answer(schedule, moment)
        totals[origin + " compared"] += 1
        compared_values.add((origin, value))
        if mine == theirs:
            totals[origin + " agree"] += 1
            continue
        differing_values.add((origin, value))
        name = window_class(normalized, moment, theirs, mine, zone_transitions, coords)
        if not name and theirs[0] == mine[0] and py_confirms(schedule, moment, mine):
            name = "py-iterator"
        if name:
            classes[name].append((origin, normalized, zone_name, moment, theirs, mine))
            continue
        pending.append((origin, normalized, moment, theirs, mine))
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as handle:
        handle.write("\n".join(reference_holidays(zone_name, country)) + "\n")
        holidays_file = handle.name
    try:
        names = explain(arguments.binary, [(n, m, t, parsed_reference[n]) for _, n, m, t, _ in pending],
                        zone_name, country, coords, holidays_file)
    finally:
        os.unlink(holidays_file)
    for (origin, normalized, moment, theirs, mine), name in zip(pending, names):
        classes[name or "unexplained"].append((origin, normalized, zone_name, moment, theirs, mine))

    for origin in ("generated", "real"):
        totals["%s values compared in %s" % (origin, zone_name)] = sum(1 for o, _ in compared_values if o == origin)
        totals["%s values differing in %s" % (origin, zone_name)] = sum(1 for o, _ in differing_values if o == origin)
    return totals, classes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--generated", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--random-instants", type=int, default=4)
    parser.add_argument("--real-limit", type=int, default=None)
    parser.add_argument("--show", type=int, default=4)
    parser.add_argument("--show-values", action="store_true", help="one example per distinct unexplained value")
    arguments = parser.parse_args()

    sources = [("generated", v) for v in generate(arguments.seed, arguments.generated)]
    sources += [("real", v) for v in real_values(arguments.real_limit)]
    rng = random.Random(arguments.seed)
    rejections = documented_rejections()
    totals = Counter()
    classes = defaultdict(list)
    # One process per place (the machine's cores work side by side; the results are the same).
    from concurrent.futures import ProcessPoolExecutor
    jobs = [(place, instants(place[0], rng, arguments.random_instants)) for place in PLACES]
    with ProcessPoolExecutor(max_workers=len(jobs)) as pool:
        futures = [pool.submit(evaluate_place, arguments, sources, place, moments, rejections)
                   for place, moments in jobs]
        for future in futures:
            part_totals, part_classes = future.result()
            totals.update(part_totals)
            for name, items in part_classes.items():
                classes[name].extend(items)

    print("%-44s %9s" % ("", "cases"))
    for key in sorted(totals):
        print("%-44s %9d" % (key, totals[key]))
    for origin in ("generated", "real"):
        compared = totals[origin + " compared"]
        if compared:
            print("%s: %d of %d compared (value, instant) pairs agree: %.2f%%"
                  % (origin, totals[origin + " agree"], compared, 100.0 * totals[origin + " agree"] / compared))
    failed = False
    documented = documented_classes()
    print("\nDifferences by class (cases / distinct values):")
    for name, items in sorted(classes.items(), key=lambda item: -len(item[1])):
        explained = all(part in documented for part in name.split("+"))
        values = {item[1] for item in items}
        print("  %-55s %7d %6d %s" % (name, len(items), len(values), "" if explained else "  <-- NOT DOCUMENTED"))
        if not explained:
            failed = True
            shown = sorted(items, key=lambda i: len(i[1]))
            if arguments.show_values:
                shown = list({item[1]: item for item in shown}.values())
            for origin, value, zone_name, moment, theirs, mine in shown[: arguments.show]:
                print("      %r (%s) in %s at %s\n        py:   %s\n        ours: %s"
                      % (value, origin, zone_name, moment.isoformat(), theirs, mine))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
