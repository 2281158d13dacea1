"""Every country, subdivision and year of `placepicker holidays --dump` against the PyPI package
`holidays` itself, asked live: the same dates, and on each date the same names in every stored
language (English and the country's own languages).

Run by scripts/test.sh with PLACEPICKER_BIN set to the built executable and the pinned package
(scripts/build-holidays.sh names the version) installed. Any difference fails, naming the country,
region, year, date and language; there are no deliberate differences (docs/reference/holidays.md).
"""

import collections
import json
import multiprocessing
import os
import subprocess
import sys
import warnings
from pathlib import Path

import holidays
import pytest

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
sys.path.insert(0, str(SCRIPTS))
import build_holidays as generator  # noqa: E402  (the language choice and the years)

# Deliberate differences from the package: none. A key here would be (country, region, date).
KNOWN_DIFFERENCES: dict = {}


def binary() -> str:
    path = os.environ.get("PLACEPICKER_BIN")
    if not path:
        pytest.fail("PLACEPICKER_BIN must name the built placepicker executable (scripts/test.sh sets it)")
    return path


def reference_for(code):
    """[(subdivision, tag, {date: {name, ...}})] for one country, asked from the package."""
    languages, _ = generator.own_languages(code)
    tags = generator.language_tags(code)
    result = []
    for subdivision in [None] + generator.subdivisions(code):
        for language, tag in zip(languages, tags):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # India's Hindu-calendar days exist for 2001-2035 only
                table = holidays.country_holidays(code, subdiv=subdivision, years=generator.YEARS, language=language)
            result.append((subdivision, tag, {day.isoformat(): set(table.get_list(day)) for day in table}))
    return code, result


@pytest.fixture(scope="session")
def tables(tmp_path_factory):
    """(dump, reference): `--dump` runs while the package is asked, in one process per core."""
    path = tmp_path_factory.mktemp("holidays") / "dump.jsonl"
    with open(path, "w") as output:
        process = subprocess.Popen([binary(), "holidays", "--dump"], stdout=output, stderr=subprocess.PIPE, text=True)
        with multiprocessing.get_context("fork").Pool(os.cpu_count() or 2) as pool:
            reference = dict(pool.map(reference_for, generator.countries(), chunksize=4))
        _, errors = process.communicate()
    assert process.returncode == 0, errors
    dump = collections.defaultdict(dict)
    with open(path) as lines:
        for line in lines:
            entry = json.loads(line)
            dump[(entry["country"], entry["region"])][entry["year"]] = [
                (holiday["date"], holiday["names"], holiday["name"]) for holiday in entry["holidays"]
            ]
    return dump, reference


@pytest.fixture(scope="session")
def dump(tables):
    """{(country, region): {year: [(date, {tag: name}, name)]}} from one `--dump` run."""
    return tables[0]


@pytest.fixture(scope="session")
def reference(tables):
    """{country: [(subdivision, tag, {date: {name, ...}})]} from the package."""
    return tables[1]


def test_the_package_version_is_the_one_the_data_was_built_from():
    result = subprocess.run(
        [binary(), "holidays", "--country", "DE", "--year", "2026", "--json"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["source"] == f"holidays {holidays.__version__}"


def test_every_country_and_subdivision_is_there(dump):
    expected = set()
    for code in generator.countries():
        expected.add((code, None))
        expected |= {(code, subdivision) for subdivision in generator.subdivisions(code)}
    assert set(dump) == expected
    for key, years in dump.items():
        assert sorted(years) == generator.YEARS, key


@pytest.mark.parametrize("code", generator.countries())
def test_country_agrees_with_the_package(dump, reference, code):
    tags = generator.language_tags(code)
    problems = []
    for subdivision, tag, expected in reference[code]:
        ours = dump[(code, subdivision)]
        got = collections.defaultdict(set)
        for year in generator.YEARS:
            for date, names, name in ours.get(year, []):
                got[date].add(names.get(tag, f"<no {tag} name>"))
                if tag == tags[0] and name != names.get(tag):
                    problems.append(f"{code}-{subdivision} {date}: name {name!r} is not the {tag} name")
        for date in sorted(set(expected) | set(got)):
            if expected.get(date, set()) != got.get(date, set()) and (code, subdivision, date) not in KNOWN_DIFFERENCES:
                problems.append(
                    f"{code}-{subdivision} {date} [{tag}]: package {sorted(expected.get(date, []))}, "
                    f"placepicker {sorted(got.get(date, []))}"
                )
    assert not problems, f"{len(problems)} differences, first ones:\n" + "\n".join(problems[:20])
