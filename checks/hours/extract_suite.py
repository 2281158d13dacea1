#!/usr/bin/env python3
"""Extracts the interval tests of opening_hours.js's own suite into a data file.

opening_hours.js (https://github.com/opening-hours/opening_hours.js, LGPL-3.0-only) keeps its
tests in `test/test.js` as `test.addTest(name, values, from, to, expected_intervals,
expected_duration, expected_unknown_duration, expected_weekstable, nominatim_data, last,
oh_mode)` calls. The values and the expected intervals are facts about the specification; this
script carries them over as data (checks/hours/opening_hours_js_suite.json, named in
checks/hours/SOURCES.md) and nothing of the library's code.

The calls are JavaScript (concatenated strings, shared location objects, loops over modes), so
the file is evaluated by Node.js with the test harness replaced by a recorder: `require` gets
stubs (no npm package is needed), `addTest` keeps its arguments, every other kind of test is
ignored. The locations come from the suite's Nominatim cache (src/holidays/nominatim_cache/*.yaml),
read here with PyYAML.

Usage: extract_suite.py GIT_DIR [--commit REV] [--output FILE]
  GIT_DIR is a clone of opening_hours.js (a bare one is fine), such as the one the search
  library's `fetch github:opening-hours/opening_hours.js` brings.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.join(HERE, "opening_hours_js_suite.json")

# Runs the suite's file with a recorder in place of its harness; prints the recorded tests as JSON.
RECORDER = r"""
'use strict';
const suiteSource = require('fs').readFileSync(process.argv[2], 'utf8');
const nominatim = JSON.parse(require('fs').readFileSync(process.argv[3], 'utf8'));
const chain = new Proxy({}, { get: (target, key) => key === 'parse' ? () => ({ locale: 'en', 'library-file': 'x', help: false }) : () => chain });
const stubs = {
    'yargs/helpers': { hideBin: (argv) => argv },
    'yargs': () => chain,
    'path': { resolve: (path) => path },
    'node:util': { styleText: (style, text) => text },
    'timekeeper': { travel: () => {}, reset: () => {}, freeze: () => {} },
    'glob': { sync: () => Object.keys(nominatim).map((name) => 'src/holidays/nominatim_cache/' + name + '.yaml') },
    'yaml': { parse: (text) => JSON.parse(text) },
    'fs': { readFileSync: (path) => JSON.stringify(nominatim[path.replace(/^.*\//, '').replace(/\.yaml$/, '')]) },
};
const recorded = [];
function fakeRequire(name) {
    if (name in stubs) return stubs[name];
    return function libraryStub() {};
}
function pad(number) { return String(number).padStart(2, '0'); }
// The suite runs with TZ=Europe/Berlin; dates are written as Berlin wall times "YYYY-MM-DD HH:MM".
// Strings are read by Date as the harness reads them ("2016-11-31" is 1 December); invalid ones are null.
function wall(input) {
    const value = input instanceof Date ? input : new Date(input);
    if (isNaN(value.getTime())) return null;
    return value.getFullYear() + '-' + pad(value.getMonth() + 1) + '-' + pad(value.getDate()) + ' ' + pad(value.getHours()) + ':' + pad(value.getMinutes());
}
const fakeProcess = { env: process.env, exit: () => {}, argv: ['node', 'test.js'] };
const wrapped = suiteSource
    .replace(/^#!.*\n/, '')
    .replace('const test = new opening_hours_test();', 'const test = new opening_hours_test(); __record(test);');
function record(test) {
    test.addTest = function (name, values, from, to, intervals, duration, unknownDuration, weekStable, location, last, mode) {
        const list = typeof values === 'string' ? [values] : values;
        list.forEach((value, index) => {
            let ignoredReason = null;
            if (typeof value !== 'string') { ignoredReason = value[1]; value = value[0]; }
            const first = typeof list[0] === 'string' ? list[0] : list[0][0];
            recorded.push({
                name, value, first_value: first, from: wall(from), to: wall(to),
                intervals: intervals.map((interval) => [wall(interval[0]), wall(interval[1]), interval[2] === true, typeof interval[3] === 'string' ? interval[3] : null]),
                duration: typeof duration === 'number' ? duration / 60000 : null,
                unknown_duration: typeof unknownDuration === 'number' ? unknownDuration / 60000 : null,
                location: location && location.lat ? { lat: Number(location.lat), lon: Number(location.lon), country: location.address.country_code, state: location.address.state || null } : null,
                mode: typeof mode === 'number' ? mode : (mode && typeof mode === 'object' && typeof mode.mode === 'number' ? mode.mode : 0),
                tag_key: mode && typeof mode === 'object' && typeof mode.tag_key === 'string' ? mode.tag_key : null,
                ignored_upstream: ignoredReason,
            });
        });
    };
    test.run = function () { process.stdout.write(JSON.stringify(recorded)); return true; };
}
process.env.TZ = 'Europe/Berlin';
new Function('require', 'process', '__record', wrapped)(fakeRequire, fakeProcess, record);
"""


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir, *args], check=True, capture_output=True).stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("git_dir")
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    args = parser.parse_args()
    commit = git(args.git_dir, "rev-parse", args.commit).decode().strip()
    suite = git(args.git_dir, "show", f"{commit}:test/test.js")
    names = git(args.git_dir, "ls-tree", "--name-only", f"{commit}:src/holidays/nominatim_cache/").decode().split("\n")
    nominatim = {}
    for name in names:
        if name.endswith(".yaml"):
            text = git(args.git_dir, "show", f"{commit}:src/holidays/nominatim_cache/{name}").decode()
            nominatim[name[: -len(".yaml")]] = yaml.safe_load(text)
    with tempfile.TemporaryDirectory() as scratch:
        paths = {}
        for name, content in (("test.js", suite), ("nominatim.json", json.dumps(nominatim).encode()),
                              ("recorder.js", RECORDER.encode())):
            paths[name] = os.path.join(scratch, name)
            with open(paths[name], "wb") as handle:
                handle.write(content)
        result = subprocess.run(["node", paths["recorder.js"], paths["test.js"], paths["nominatim.json"]],
                                capture_output=True, env={**os.environ, "TZ": "Europe/Berlin"})
        if result.returncode != 0:
            sys.exit("extract_suite.py: node failed:\n" + result.stderr.decode())
        cases = json.loads(result.stdout)
    for number, case in enumerate(cases, 1):
        case["id"] = number
    document = {
        "source": "https://github.com/opening-hours/opening_hours.js",
        "commit": commit,
        "file": "test/test.js",
        "licence": "LGPL-3.0-only (the suite's values and expected intervals; see checks/hours/SOURCES.md)",
        "time_zone": "Europe/Berlin",
        "cases": cases,
    }
    with open(args.output, "w", encoding="utf-8") as handle:
        json.dump(document, handle, ensure_ascii=False, indent=1)
        handle.write("\n")
    print(f"{len(cases)} interval tests from {commit[:12]} written to {os.path.relpath(args.output)}")


if __name__ == "__main__":
    main()
