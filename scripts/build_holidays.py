#!/usr/bin/env python3
"""Builds Sources/Holidays/Resources/holidays.bin from the PyPI package `holidays`.

The package (MIT licence, https://github.com/vacanza/holidays) is used only as a source of facts:
the dates and names of public holidays. This script asks it, for every country it supports and
every subdivision of each, for every year from FIRST_YEAR to LAST_YEAR and in each of the country's
own languages, which holidays of its default category (PUBLIC) there are, and writes them in the
compact format described in docs/reference/holidays.md ("The resource format").

Run it through scripts/build-holidays.sh, which pins the package version. The output depends only
on the package version: running it twice gives identical bytes.

    python3 scripts/build_holidays.py [--output PATH] [--check]

--check rebuilds in memory and fails when the committed file differs (used by checks/holidays).
"""

from __future__ import annotations

import argparse
import collections
import datetime
import sys
import warnings
from pathlib import Path

import dateutil.easter
import holidays

FIRST_YEAR = 2000
LAST_YEAR = 2075
YEARS = list(range(FIRST_YEAR, LAST_YEAR + 1))
MAGIC = b"PPHOLID1"
FORMAT_VERSION = 1
EPOCH = datetime.date(FIRST_YEAR, 1, 1)
MIN_SERIES_YEARS = 3
# Series rule kinds.
FIXED, WESTERN_EASTER, ORTHODOX_EASTER, WEEKDAY_ON_OR_AFTER = 0, 1, 2, 3
DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "Sources/Holidays/Resources/holidays.bin"

# Languages that are official (national or regional) in a country besides its default language,
# checked against each country's constitution or language law. A language the package offers for
# a country is kept when it is the country's default, an English variant, a variant tagged with
# the country itself (sv_FI for Finland, ta_LK for Sri Lanka), or listed here. Everything else the
# package offers (Thai and Ukrainian for most countries, Urdu in the Gulf states, ...) is a
# translation for visitors and is left out. Unknown languages of a new package version are listed
# by the script so this table can be extended on purpose.
OFFICIAL_LANGUAGES = {
    "AW": {"nl"},
    "AX": {"sv"},
    "BA": {"sr"},
    "BE": {"fr", "de"},
    "BF": {"fr"},
    "BY": {"ru"},
    "CA": {"fr"},
    "CH": {"fr", "it"},
    "CW": {"nl"},
    "DJ": {"ar"},
    "DZ": {"kab"},
    "ER": {"ar"},
    "ES": {"ca"},
    "FO": {"da"},
    "GL": {"da"},
    "HT": {"ht"},
    "IE": {"ga"},
    "IN": {"bn", "gu", "hi", "kn", "ml", "mr", "pa", "ta", "te"},
    "KE": {"sw"},
    "LU": {"de", "fr"},
    "NL": {"fy"},
    "PH": {"fil"},
    "RW": {"fr"},
    "SO": {"ar"},
    "TD": {"ar"},
    "TJ": {"ru"},
    "TK": {"tkl"},
    "TL": {"tet"},
    "TV": {"tvl"},
    "XK": {"sr", "tr"},
}

# Languages offered for visitors, deliberately left out (see above); listed so that a language a
# new package version adds is noticed rather than silently dropped or kept.
VISITOR_LANGUAGES = {
    "ar", "bn", "de", "es", "fi", "fr", "hi", "is", "kn", "no", "ru", "sk", "sv", "th", "tr", "uk",
    "ur_PK", "zh_CN", "zh_TW",
}


def bcp47(tag: str) -> str:
    """The package's locale tag (en_US) as a BCP-47 language tag (en-US)."""
    return tag.replace("_", "-")


def entity_class(code: str):
    return type(holidays.country_holidays(code))


def own_languages(code: str) -> tuple[list[str | None], int]:
    """The package languages to ask for, English first, and the index of the English one.

    Returns ([None], 0) for a country without translations: its names are English.
    """
    cls = entity_class(code)
    supported = list(cls.supported_languages)
    default = cls.default_language
    if not supported:
        return [None], 0
    kept = []
    for tag in supported:
        base = tag.split("_")[0]
        if tag == default or base == "en" or tag.endswith("_" + code) or base in OFFICIAL_LANGUAGES.get(code, ()):
            kept.append(tag)
        elif tag not in VISITOR_LANGUAGES and base not in VISITOR_LANGUAGES:
            raise SystemExit(
                f"{code}: language {tag} is neither official nor a known visitor translation; "
                "add it to OFFICIAL_LANGUAGES or VISITOR_LANGUAGES in scripts/build_holidays.py"
            )
    english = [tag for tag in kept if tag.startswith("en")]
    if default and default.startswith("en"):
        main = default
    elif f"en_{code}" in english:
        main = f"en_{code}"
    elif "en_US" in english:
        main = "en_US"
    elif english:
        main = english[0]
    else:
        raise SystemExit(f"{code}: no English among {supported}")
    ordered = [main] + sorted(tag for tag in kept if tag != main)
    return ordered, 0


def language_tags(code: str) -> list[str]:
    """BCP-47 tags of the stored languages, English first."""
    languages, _ = own_languages(code)
    return ["en" if tag is None else bcp47(tag) for tag in languages]


def countries() -> list[str]:
    return sorted(code for code in holidays.list_supported_countries() if len(code) == 2)


def subdivisions(code: str) -> list[str]:
    return list(entity_class(code).subdivisions)


def aliases(code: str) -> dict[str, list[str]]:
    """Subdivision code -> its aliases (names such as "Bayern"), skipping any alias that, upper-cased,
    equals another subdivision's code or alias (ambiguous, so not harmless)."""
    cls = entity_class(code)
    table = getattr(cls, "subdivisions_aliases", None) or {}
    codes = {s.upper() for s in cls.subdivisions}
    seen = collections.Counter(alias.upper() for alias in table)
    result: dict[str, list[str]] = collections.defaultdict(list)
    for alias, target in table.items():
        upper = alias.upper()
        if upper in codes or seen[upper] > 1:
            continue
        result[target].append(alias)
    return result


def package_holidays(code: str, subdivision: str | None, language: str | None, years=YEARS):
    """{date: [name, ...]} as the package gives it (default category PUBLIC, observed days on)."""
    with warnings.catch_warnings():
        # India's Hindu-calendar days exist only for 2001-2035; the package says so with a warning
        # and gives the other days, which is what is stored.
        warnings.simplefilter("ignore")
        table = holidays.country_holidays(code, subdiv=subdivision, years=years, language=language)
        return {day: table.get_list(day) for day in sorted(table)}


def entity_rows(code: str, subdivision: str | None, languages: list[str | None]):
    """[(date, (name per language...)), ...] in date order, aligned across languages."""
    runs = [package_holidays(code, subdivision, language) for language in languages]
    days = list(runs[0])
    for language, run in zip(languages, runs):
        if list(run) != days:
            raise SystemExit(f"{code}-{subdivision}: language {language} has other dates")
    result = []
    for day in days:
        lists = [run[day] for run in runs]
        count = len(lists[0])
        if any(len(names) != count for names in lists):
            raise SystemExit(f"{code}-{subdivision} {day}: names do not align across languages: {lists}")
        for position in range(count):
            result.append((day, tuple(names[position] for names in lists)))
    return result


class Writer:
    """Unsigned LEB128 varints and raw bytes."""

    def __init__(self):
        self.data = bytearray()

    def varint(self, value: int):
        if value < 0:
            raise ValueError(value)
        while True:
            byte = value & 0x7F
            value >>= 7
            if value:
                self.data.append(byte | 0x80)
            else:
                self.data.append(byte)
                return

    def raw(self, data: bytes):
        self.data += data


class StringPool:
    """Each distinct UTF-8 string once; a reference is the string's byte offset in the pool."""

    def __init__(self):
        self.offsets: dict[str, int] = {}
        self.writer = Writer()

    def ref(self, text: str) -> int:
        if text not in self.offsets:
            self.offsets[text] = len(self.writer.data)
            encoded = text.encode("utf-8")
            self.writer.varint(len(encoded))
            self.writer.raw(encoded)
        return self.offsets[text]


def western_easter(year: int) -> datetime.date:
    return dateutil.easter.easter(year, dateutil.easter.EASTER_WESTERN)


def orthodox_easter(year: int) -> datetime.date:
    return dateutil.easter.easter(year, dateutil.easter.EASTER_ORTHODOX)


def rule_date(key, year: int) -> datetime.date | None:
    """The date a series rule gives in a year (None when it gives none, e.g. 29 February)."""
    kind = key[0]
    if kind == FIXED:
        _, month, dom = key
        try:
            return datetime.date(year, month, dom)
        except ValueError:
            return None
    if kind == WESTERN_EASTER:
        return western_easter(year) + datetime.timedelta(days=key[1])
    if kind == ORTHODOX_EASTER:
        return orthodox_easter(year) + datetime.timedelta(days=key[1])
    _, month, dom, weekday = key  # WEEKDAY_ON_OR_AFTER, ISO weekday 1..7
    start = datetime.date(year, month, dom)
    return start + datetime.timedelta(days=(weekday - start.isoweekday()) % 7)


def rule_keys(day: datetime.date):
    """Every series rule that gives `day` in its year."""
    yield (FIXED, day.month, day.day)
    yield (WESTERN_EASTER, (day - western_easter(day.year)).days)
    yield (ORTHODOX_EASTER, (day - orthodox_easter(day.year)).days)
    for back in range(7):
        if day.day - back >= 1:
            yield (WEEKDAY_ON_OR_AFTER, day.month, day.day - back, day.isoweekday())


def split_series(occurrences):
    """Splits (year_index, date, row) occurrences into rule series and single days.

    A series is one row given by one rule (a fixed date; days from Western or Orthodox Easter; the
    first given weekday on or after a month and day, which covers "the 4th Thursday of November"
    and "the Saturday between 20 and 26 June") in MIN_SERIES_YEARS or more consecutive years.
    Series are chosen greedily, longest first; what no series covers stays a single day.
    """
    by_row = collections.defaultdict(dict)
    for year_index, day, row in occurrences:
        by_row[row].setdefault(year_index, set()).add(day)
    series = []
    singles = []
    for row in sorted(by_row):
        left = {(year_index, day) for year_index, days in by_row[row].items() for day in days}
        while True:
            years_by_key = collections.defaultdict(set)
            for year_index, day in left:
                for key in rule_keys(day):
                    years_by_key[key].add(year_index)
            best = None
            for key in sorted(years_by_key):
                years = sorted(years_by_key[key])
                run_start = years[0]
                for position, year_index in enumerate(years):
                    if position + 1 == len(years) or years[position + 1] != year_index + 1:
                        length = year_index - run_start + 1
                        if best is None or length > best[0]:
                            best = (length, key, run_start, year_index)
                        if position + 1 < len(years):
                            run_start = years[position + 1]
            if best is None or best[0] < MIN_SERIES_YEARS:
                break
            _, key, first, last = best
            series.append((row, key, first, last))
            for year_index in range(first, last + 1):
                left.discard((year_index, rule_date(key, YEARS[year_index])))
        singles += [(day, row) for _, day in left]
    series.sort(key=lambda item: (item[2], item[1], item[0]))
    singles.sort()
    return series, singles


def zigzag(value: int) -> int:
    return value * 2 if value >= 0 else -value * 2 - 1


def write_days(writer: Writer, occurrences):
    """Series, then single days as (days since the previous one, row) in date order."""
    series, singles = split_series(occurrences)
    writer.varint(len(series))
    for row, key, first, last in series:
        writer.varint(row)
        writer.varint(key[0])
        if key[0] == FIXED:
            writer.varint(key[1] * 32 + key[2])
        elif key[0] in (WESTERN_EASTER, ORTHODOX_EASTER):
            writer.varint(zigzag(key[1]))
        else:
            writer.varint(key[1] * 32 + key[2])
            writer.varint(key[3])
        writer.varint(first)
        writer.varint(last - first)
    writer.varint(len(singles))
    previous = EPOCH
    for day, row in singles:
        writer.varint((day - previous).days)
        writer.varint(row)
        previous = day


def write_timeline(added, removed=()) -> bytes:
    """An entity's days: the days it adds, then the days of its country it does not have."""
    writer = Writer()
    write_days(writer, added)
    write_days(writer, removed)
    return bytes(writer.data)


def build() -> bytes:
    pool = StringPool()
    records: list[tuple[str, bytes]] = []
    for code in countries():
        languages, _ = own_languages(code)
        tags = language_tags(code)
        rows: dict[tuple[str, ...], int] = {}

        def row_of(names: tuple[str, ...]) -> int:
            if names not in rows:
                rows[names] = len(rows)
            return rows[names]

        def occurrences_of(entries):
            return {(day.year - FIRST_YEAR, day, row_of(names)) for day, names in entries}

        base = occurrences_of(entity_rows(code, None, languages))
        base_timeline = write_timeline(base)
        subdivision_blocks = []
        for subdivision in subdivisions(code):
            mine = occurrences_of(entity_rows(code, subdivision, languages))
            subdivision_blocks.append((subdivision, write_timeline(mine - base, base - mine)))

        record = Writer()
        record.varint(len(tags))
        for tag in tags:
            record.varint(pool.ref(tag))
        record.varint(len(rows))
        for names in rows:  # insertion order = row index
            for name in names:
                record.varint(pool.ref(name))
        subdivision_aliases = aliases(code)
        # Identical subdivision timelines are stored once.
        unique: dict[bytes, int] = {}
        timelines = Writer()
        timelines.raw(base_timeline)
        placed = []
        for subdivision, timeline in subdivision_blocks:
            if timeline not in unique:
                unique[timeline] = len(timelines.data)
                timelines.raw(timeline)
            placed.append((subdivision, unique[timeline]))
        record.varint(len(placed))
        for subdivision, offset in placed:
            record.varint(pool.ref(subdivision))
            names = subdivision_aliases.get(subdivision, [])
            record.varint(len(names))
            for alias in names:
                record.varint(pool.ref(alias))
            record.varint(offset)
        record.varint(len(timelines.data))
        record.raw(timelines.data)
        records.append((code, bytes(record.data)))

    out = Writer()
    out.raw(MAGIC)
    out.varint(FORMAT_VERSION)
    out.varint(FIRST_YEAR)
    out.varint(len(YEARS))
    source = f"holidays {holidays.__version__}".encode()
    out.varint(len(source))
    out.raw(source)
    out.varint(len(pool.writer.data))
    out.raw(pool.writer.data)
    # Identical country records (UK is the package's alias of GB) are stored once.
    unique_records: dict[bytes, int] = {}
    body = Writer()
    directory = []
    for code, record in records:
        if record not in unique_records:
            unique_records[record] = len(body.data)
            body.raw(record)
        directory.append((code, unique_records[record], len(record)))
    out.varint(len(directory))
    for code, offset, length in directory:
        out.raw(code.encode("ascii"))
        out.varint(offset)
        out.varint(length)
    out.varint(len(body.data))
    out.raw(body.data)
    return bytes(out.data)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true", help="fail when the file differs from a fresh build")
    arguments = parser.parse_args()
    data = build()
    if arguments.check:
        current = arguments.output.read_bytes() if arguments.output.exists() else b""
        if current != data:
            print(f"{arguments.output} is not what holidays {holidays.__version__} gives; "
                  "run scripts/build-holidays.sh", file=sys.stderr)
            return 1
        print(f"{arguments.output}: up to date ({len(data)} bytes)")
        return 0
    arguments.output.parent.mkdir(parents=True, exist_ok=True)
    arguments.output.write_bytes(data)
    print(f"wrote {arguments.output}: {len(data)} bytes, holidays {holidays.__version__}, "
          f"{len(countries())} countries, years {FIRST_YEAR}-{LAST_YEAR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
