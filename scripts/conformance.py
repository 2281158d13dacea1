#!/usr/bin/env python3
"""The accessibility conformance report, generated from hand-written claims and the tests behind them.

    python3 scripts/conformance.py --check-exists      # every named test exists in the source
    python3 scripts/conformance.py --write              # regenerate the report and its page data
    python3 scripts/conformance.py --full               # exists, ran and passed; report unchanged
    python3 scripts/conformance.py --record             # after a passing run: record its date, commit and counts
    python3 scripts/conformance.py --list-tests         # the Swift tests a claim can name

Claims live in docs/accessibility/claims.json: per WCAG 2.2 level A and AA success criterion and per
surface (web, element, swiftui), a conformance level, remarks, and either the tests that show it or
what was inspected. A test is named as

    swift:Suite/function            a Swift Testing @Test function in a struct under Tests/
    browser:test_file.py::test_x    a pytest test in checks/browser/
    screen-reader:test_file.py::test_x   a pytest test in checks/screen-reader/
    check:scripts/check-x.py        a script scripts/test.sh runs (exists, and ran when test.sh did)

The report (docs/accessibility/conformance.md) and the rows the /accessibility page shows
(Sources/PlacePickerWeb/Pages/ConformanceRows.swift) depend only on the claims, never on a run, so
the checked-in files can be compared with a fresh rendering. `--full` also reads the runs' results:
Swift Testing's log (.build/swift-test.log, as scripts/test.sh writes it) and pytest's JUnit XML
files (artifacts/junit-*.xml); a named test that is missing from them, was skipped in every run or
failed in any makes it fail, so a claim cannot outlive its proof.

The report carries the evaluation it rests on (docs/accessibility/evaluation.json): the date, the
product version (the commit the run was made on), how many tests of each kind ran and passed, and
the artifacts the run kept. `--record` writes it after a run in which every named test passed
(it runs the `--full` check first), then renders the report. For each criterion the report gives
the method behind it (automated browser or Swift test, screen-reader test, inspection) and what
the claim leaves to the shop (`shop` in a claim). A Supports on the element names a test or an
inspection of its own: the web picker's tests alone do not show the element.
"""

import argparse
import datetime
import glob
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLAIMS = os.path.join("docs", "accessibility", "claims.json")
EVALUATION = os.path.join("docs", "accessibility", "evaluation.json")
ARTIFACTS = "artifacts"
REPORT = os.path.join("docs", "accessibility", "conformance.md")
ROWS = os.path.join("Sources", "PlacePickerWeb", "Pages", "ConformanceRows.swift")
SWIFT_LOG = os.path.join(".build", "swift-test.log")
JUNIT = os.path.join("artifacts", "junit-*.xml")
PYTEST_DIRS = {"browser": os.path.join("checks", "browser"), "screen-reader": os.path.join("checks", "screen-reader")}
# "Not Evaluated" only where a surface cannot be judged here (the SwiftUI views are never run).
LEVELS = ["Supports", "Partially Supports", "Does Not Support", "Not Applicable", "Not Evaluated"]
SURFACES = ["web", "element", "swiftui"]


class Failure(Exception):
    pass


# MARK: Tests in the source


def balanced_parameters(text, start):
    """The parameters of a function whose list opens just before `start`, split at the top level (a
    parameter's type may hold parentheses and commas: `[(String, String)]`)."""
    depth, parameters, current, previous = 0, [], "", ""
    for character in text[start:]:
        arrow = character == ">" and previous == "-"  # `->` in a closure's type closes nothing
        previous = character
        if character in "([<":
            depth += 1
        elif character in ")]>" and not arrow:
            if depth == 0:
                break
            depth -= 1
        if character == "," and depth == 0:
            parameters.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parameters.append(current)
    return parameters


def swift_tests(root):
    """{"Suite/function": display name or "function()"} for every @Test function in a struct under Tests/."""
    tests = {}
    attribute = re.compile(r'@Test\s*(?:\(\s*("(?:[^"\\]|\\.)*")?)?')
    for path in sorted(glob.glob(os.path.join(root, "Tests", "**", "*.swift"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        # The innermost enclosing type of each @Test: the last `struct|class|enum|extension NAME` before it
        # at a lower indentation (the test files declare one suite type per block).
        types = [(m.start(), len(m.group(1)), m.group(2)) for m in re.finditer(
            r"^([ \t]*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|private|fileprivate|public)\s+)*(?:struct|class|enum|extension)\s+(\w+)",
            text, re.M)]
        for m in attribute.finditer(text):
            function = re.compile(r"\bfunc\s+(\w+)\s*\(").search(text, m.end())
            if not function:
                continue
            parameters = balanced_parameters(text, function.end())
            line_start = text.rfind("\n", 0, m.start()) + 1
            indent = len(text[line_start:m.start()]) - len(text[line_start:m.start()].lstrip())
            suite = next((name for at, depth, name in reversed(types) if at < m.start() and depth < indent), None)
            if suite is None:
                continue
            # Without a display name Swift Testing names the function with its argument labels: `f(path:)`.
            labels = "".join(p.split(":")[0].split()[0] + ":" for p in parameters if ":" in p)
            display = json.loads(m.group(1)) if m.group(1) else f"{function.group(1)}({labels})"
            tests.setdefault(f"{suite}/{function.group(1)}", display)
    return tests


def pytest_tests(root, kind, filename):
    """The `def test_…` functions of one pytest file (module level or in a class), or None if no file."""
    path = os.path.join(root, PYTEST_DIRS[kind], filename)
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as f:
        return set(re.findall(r"^\s*def (test_\w+)\(", f.read(), re.M))


def parse_reference(reference):
    """("swift", "Suite/function") | ("browser"|"screen-reader", "file.py", "test_x") | ("check", path)."""
    kind, _, rest = reference.partition(":")
    if kind == "swift" and re.fullmatch(r"\w+/\w+", rest):
        return ("swift", rest)
    if kind in PYTEST_DIRS and re.fullmatch(r"test_\w+\.py::test_\w+", rest):
        filename, _, function = rest.partition("::")
        return (kind, filename, function)
    if kind == "check" and rest:
        return ("check", rest)
    raise Failure(f"{reference!r}: name a test as swift:Suite/function, browser:file.py::test_x, "
                  "screen-reader:file.py::test_x or check:path")


def check_exists(claims, root):
    """Every test a claim names exists in the source; returns the Swift display names by reference."""
    swift = swift_tests(root)
    problems, displays = [], {}
    for criterion, surface, reference in named_tests(claims):
        where = f"{criterion} ({surface}): {reference}"
        try:
            parsed = parse_reference(reference)
        except Failure as error:
            problems.append(f"{where}: {error}")
            continue
        if parsed[0] == "swift":
            if parsed[1] not in swift:
                problems.append(f"{where}: no @Test function {parsed[1]} under Tests/")
            else:
                displays[reference] = swift[parsed[1]]
        elif parsed[0] == "check":
            if not os.path.isfile(os.path.join(root, parsed[1])):
                problems.append(f"{where}: no file {parsed[1]}")
        else:
            functions = pytest_tests(root, parsed[0], parsed[1])
            if functions is None:
                problems.append(f"{where}: no file {os.path.join(PYTEST_DIRS[parsed[0]], parsed[1])}")
            elif parsed[2] not in functions:
                problems.append(f"{where}: no def {parsed[2]} in {parsed[1]}")
    if problems:
        raise Failure("claims name tests that do not exist:\n  " + "\n  ".join(problems))
    return displays


# MARK: Tests in the runs


def swift_results(log_text):
    """{display name: "passed" | "failed"} from Swift Testing's console output (✔/✘ or the SF symbols)."""
    results = {}
    # A display name is printed between quotes as written, quotes inside it unescaped
    # ("\"Show it\" sends focus …"): the name runs to the last quote before the outcome.
    line = re.compile(r'^(✔|✘|􀟈|􀢄) Test (?:"(.*)"|(\S+?\([^)\s]*\)))(?: with \d+ test cases?)? (passed|failed)')
    for text in log_text.splitlines():
        m = line.match(text)
        if not m:
            continue
        name = m.group(2) if m.group(2) is not None else m.group(3)
        outcome = "passed" if m.group(1) in ("✔", "􀟈") and m.group(4) == "passed" else "failed"
        if results.get(name) != "failed":
            results[name] = outcome
    return results


def junit_results(paths):
    """{(file.py, function): "passed" | "failed" | "skipped"} over every JUnit file: failed if any case of
    the function (any parameter) failed anywhere, passed if one ran and none failed, else skipped."""
    results = {}
    for path in paths:
        for case in ElementTree.parse(path).getroot().iter("testcase"):
            module = case.get("classname", "").split(".")[-1] + ".py"
            function = case.get("name", "").split("[")[0]
            if case.find("failure") is not None or case.find("error") is not None:
                outcome = "failed"
            elif case.find("skipped") is not None:
                outcome = "skipped"
            else:
                outcome = "passed"
            known = results.get((module, function))
            rank = {"failed": 2, "passed": 1, "skipped": 0}
            if known is None or rank[outcome] > rank[known]:
                results[(module, function)] = outcome
    return results


def check_ran(claims, root, displays, swift_log, junit_paths, not_run=()):
    """Every named test ran and passed, except those of the kinds in `not_run` (a run that skipped
    the screen-reader tests on purpose still checks every other named test)."""
    problems = []
    swift = None
    if any(parse_reference(r)[0] == "swift" for _, _, r in named_tests(claims)):
        if not os.path.isfile(swift_log):
            raise Failure(f"no Swift test log at {swift_log}: run scripts/test.sh (or swift test >{SWIFT_LOG} 2>&1)")
        with open(swift_log, encoding="utf-8", errors="replace") as f:
            swift = swift_results(f.read())
    pytest_results = junit_results(junit_paths)
    for criterion, surface, reference in named_tests(claims):
        parsed = parse_reference(reference)
        where = f"{criterion} ({surface}): {reference}"
        if parsed[0] in not_run:
            continue
        if parsed[0] == "swift":
            outcome = swift.get(displays[reference])
            if outcome != "passed":
                problems.append(f"{where}: {outcome or 'not in the run'} ({swift_log})")
        elif parsed[0] in PYTEST_DIRS:
            outcome = pytest_results.get((parsed[1].removesuffix(".py") + ".py", parsed[2]))
            if outcome != "passed":
                problems.append(f"{where}: {outcome or 'not in the run'} (JUnit files: {len(junit_paths)})")
    if problems:
        raise Failure("claims name tests that did not run or did not pass:\n  " + "\n  ".join(sorted(set(problems))))


# MARK: Claims


def load_claims(path):
    with open(path, encoding="utf-8") as f:
        claims = json.load(f)
    for criterion in claims["criteria"]:
        for surface in SURFACES:
            claim = resolved(criterion, surface)
            where = f"{criterion['id']} ({surface})"
            if claim.get("level") not in LEVELS:
                raise Failure(f"{where}: level must be one of {LEVELS}")
            if not claim.get("remarks"):
                raise Failure(f"{where}: remarks are missing")
            if claim["level"] in ("Supports", "Partially Supports") and not (claim.get("tests") or claim.get("inspected")):
                raise Failure(f"{where}: a {claim['level']} names its tests or what was inspected")
            own = criterion[surface]
            if (claim["level"] in ("Supports", "Partially Supports") and "like" in own
                    and not (own.get("tests") or own.get("inspected"))):
                raise Failure(f"{where}: a {claim['level']} like the {own['like']} surface still names a test or an "
                              "inspection of this surface")
    return claims


def resolved(criterion, surface):
    """A surface's claim; `"like": "web"` takes the web claim, extended by the surface's own tests and remarks."""
    claim = dict(criterion[surface])
    if "like" in claim:
        base = dict(criterion[claim.pop("like")])
        base["tests"] = claim.pop("tests", []) + base.get("tests", [])
        if claim.get("inspected") and base.get("inspected"):
            base["inspected"] = claim.pop("inspected") + "; as on the web picker: " + base["inspected"]
        if "remarks" in claim:
            base["remarks"] = claim.pop("remarks")
        base.update(claim)
        claim = base
    return claim


def named_tests(claims):
    for criterion in claims["criteria"]:
        for surface in SURFACES:
            for reference in resolved(criterion, surface).get("tests", []):
                yield criterion["id"], surface, reference


# MARK: The report


def en_clause(criterion, kind):
    """The EN 301 549 V3.2.1 clause for the web (9.x) or for software (11.x), or why there is none."""
    clause = criterion.get("en301549", {}).get(kind)
    if clause:
        return clause
    return "none (WCAG 2.2 only)" if criterion["id"] in WCAG22_ONLY else ("9." if kind == "web" else "11.") + criterion["id"]


WCAG22_ONLY = {"2.4.11", "2.5.7", "2.5.8", "3.2.6", "3.3.7", "3.3.8"}


def evidence(claim):
    """What backs a claim, as plain words: the tests, then what was inspected."""
    items = [describe_test(reference) for reference in claim.get("tests", [])]
    if claim.get("inspected"):
        items.append("verified by inspection: " + claim["inspected"])
    return items


METHODS = {"browser": "automated browser test", "swift": "automated Swift test", "check": "automated check",
           "screen-reader": "screen-reader test (Orca)"}


def methods(claim):
    """How a claim was evaluated: automated test (browser, Swift), screen-reader test, inspection."""
    kinds = []
    for reference in claim.get("tests", []):
        kind = METHODS[parse_reference(reference)[0]]
        if kind not in kinds:
            kinds.append(kind)
    if claim.get("inspected"):
        kinds.append("inspection")
    return kinds


def describe_test(reference):
    parsed = parse_reference(reference)
    if parsed[0] == "swift":
        return f"Swift test `{parsed[1]}`"
    if parsed[0] == "check":
        return f"check `{parsed[1]}`"
    return f"{'browser' if parsed[0] == 'browser' else 'screen-reader'} test `{parsed[1]}::{parsed[2]}`"


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def render_markdown(claims):
    surfaces = claims["surfaces"]
    out = ["<!-- Generated by scripts/conformance.py from docs/accessibility/claims.json; do not edit. -->", ""]
    out += [f"# {claims['title']}", ""]
    out += [claims["summary"], ""]
    out += evaluation_lines(claims.get("evaluation"))
    for heading, key in [("Product", "product"), ("Evaluation methods used", "methods"),
                         ("Applicable standards and guidelines", "standards"), ("Terms", "terms"),
                         ("What was not tested, and what the shop does", "limits")]:
        out += [f"## {heading}", ""]
        out += [f"- {item}" for item in claims[key]] + [""]
    out += ["## For the shop's own accessibility statement", "", "Paste and adapt:", ""]
    out += ["> " + line if line else ">" for line in claims["statement"].split("\n")] + [""]
    for number, level in [(1, "A"), (2, "AA")]:
        out += [f"## Table {number}: Success Criteria, Level {level}", ""]
        out += ["Each cell gives the conformance level, the remarks, and what backs them.", ""]
        out += ["| Criteria | EN 301 549 | " + " | ".join(surfaces[s] for s in SURFACES) + " |"]
        out += ["|---|---|" + "---|" * len(SURFACES)]
        for criterion in claims["criteria"]:
            if criterion["level"] != level:
                continue
            title = f"**{criterion['id']} {criterion['title']}** (Level {level})"
            if criterion.get("note"):
                title += f"<br>{criterion['note']}"
            clauses = f"Web: {en_clause(criterion, 'web')}<br>Software: {en_clause(criterion, 'software')}"
            cells = []
            for surface in SURFACES:
                claim = resolved(criterion, surface)
                parts = [f"**{claim['level']}**", claim["remarks"]]
                if claim.get("shop"):
                    parts.append("Left to the shop: " + claim["shop"])
                if methods(claim):
                    parts.append("Method: " + ", ".join(methods(claim)) + ".")
                backing = evidence(claim)
                if backing:
                    parts.append("Backed by: " + "; ".join(backing) + ".")
                cells.append("<br>".join(cell(p) for p in parts))
            out.append(f"| {cell(title)} | {clauses} | " + " | ".join(cells) + " |")
        out.append("")
    counts = {level: 0 for level in LEVELS}
    for criterion in claims["criteria"]:
        for surface in SURFACES:
            counts[resolved(criterion, surface)["level"]] += 1
    out += ["## Totals", ""]
    out += [f"{len(claims['criteria'])} criteria × {len(SURFACES)} surfaces: "
            + ", ".join(f"{n} {level}" for level, n in counts.items()) + "."]
    return "\n".join(out) + "\n"


def evaluation_lines(evaluation):
    """The report's first section: when, on which version, and on which run it was evaluated."""
    out = ["## Evaluation", ""]
    if not evaluation:
        return out + ["Not yet recorded: run scripts/test.sh, then python3 scripts/conformance.py --record.", ""]
    run = evaluation["run"]
    out += [f"- Date of the evaluation: {evaluation['date']}.",
            f"- Product version evaluated: commit `{evaluation['commit']}` of PlacePicker (`git rev-parse HEAD` "
            "when the run was made).",
            "- The run it rests on (the Swift, browser and screen-reader tests, as scripts/test.sh runs them): "
            + "; ".join(f"{kind}: {n['passed']} of {n['tests']} tests passed" + (f", {n['skipped']} skipped" if n.get("skipped") else "")
                        for kind, n in run.items()) + ".",
            (f"- Every one of the {evaluation['cited']} tests this report names ran and passed in that run "
             "(scripts/conformance.py --full)." if not evaluation.get("not_run") else
             f"- Every test this report names ran and passed in that run, except the {', '.join(evaluation['not_run'])} "
             "tests, which that run left out: the claims resting on them were not re-checked in it."),
            "- Artifacts kept from the run (artifacts/): " + ", ".join(f"`{a}`" for a in evaluation["artifacts"]) + ".", ""]
    return out


def record_run(claims, root, swift_log, junit_paths):
    """The evaluation behind the report: today's date, the commit, the run's counts and artifacts."""
    run = {}
    with open(swift_log, encoding="utf-8", errors="replace") as f:
        text = f.read()
    swift = swift_results(text)
    failed = sum(1 for v in swift.values() if v == "failed")
    # Swift Testing's closing line counts every test function; the display names may repeat across suites.
    closing = re.findall(r"Test run with (\d+) tests? in \d+ suites? (?:passed|failed)", text)
    total = int(closing[-1]) if closing else len(swift)
    run["Swift tests"] = {"tests": total, "passed": total - failed}
    for path in junit_paths:
        root_element = ElementTree.parse(path).getroot()
        suites = [root_element] if root_element.tag == "testsuite" else list(root_element.iter("testsuite"))
        tests = sum(int(suite.get("tests", 0)) for suite in suites)
        failed = sum(int(suite.get("failures", 0)) + int(suite.get("errors", 0)) for suite in suites)
        skipped = sum(int(suite.get("skipped", 0)) for suite in suites)
        name = os.path.basename(path).removeprefix("junit-").removesuffix(".xml")
        run[f"{name} tests"] = {"tests": tests, "passed": tests - failed - skipped, "skipped": skipped}
    artifacts = sorted(os.path.relpath(p, os.path.join(root, ARTIFACTS)) for p in glob.glob(os.path.join(root, ARTIFACTS, "*"))
                       if os.path.basename(p).startswith("junit-") or os.path.isdir(p))
    artifacts += sorted(os.path.basename(p) for p in glob.glob(os.path.join(root, ARTIFACTS, "*.png")))
    commit = subprocess.run(["git", "-C", root, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    return {"date": datetime.date.today().isoformat(), "commit": commit, "run": run,
            "cited": len(set(reference for _, _, reference in named_tests(claims))), "artifacts": artifacts}


def render_rows(claims):
    """The page's data (/accessibility): compact JSON the Swift side reads as a resource."""
    rows = []
    for criterion in claims["criteria"]:
        row = {"id": criterion["id"], "title": criterion["title"], "level": criterion["level"],
               "web_clause": en_clause(criterion, "web"), "software_clause": en_clause(criterion, "software")}
        for surface in SURFACES:
            claim = resolved(criterion, surface)
            remarks = claim["remarks"] + (f" Left to the shop: {claim['shop']}" if claim.get("shop") else "")
            row[surface] = {"level": claim["level"], "remarks": remarks,
                            "evidence": (["Method: " + ", ".join(methods(claim))] if methods(claim) else []) + evidence(claim)}
        rows.append(row)
    data = {"title": claims["title"], "summary": claims["summary"], "surfaces": [claims["surfaces"][s] for s in SURFACES],
            "limits": claims["limits"], "statement": claims["statement"], "criteria": rows}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=False) + "\n"


OUTPUTS = [(REPORT, render_markdown), (os.path.join("Sources", "PlacePickerWeb", "Resources", "conformance.json"), render_rows)]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check-exists", action="store_true", help="named tests exist; outputs are up to date")
    mode.add_argument("--write", action="store_true", help="check existence, then write the outputs")
    mode.add_argument("--full", action="store_true", help="exists, ran and passed; outputs are up to date")
    mode.add_argument("--record", action="store_true", help="after a passing run: record it, then write the outputs")
    mode.add_argument("--list-tests", action="store_true", help="print every Swift test a claim can name")
    parser.add_argument("--root", default=ROOT)
    parser.add_argument("--claims", help="the claims file (default docs/accessibility/claims.json)")
    parser.add_argument("--swift-log", help=f"Swift Testing's output (default {SWIFT_LOG})")
    parser.add_argument("--junit", action="append", help=f"pytest JUnit XML files (default {JUNIT})")
    parser.add_argument("--out", help="where the outputs are written and compared (default: the repository)")
    parser.add_argument("--not-run", action="append", default=[], choices=sorted(PYTEST_DIRS),
                        help="with --full or --record: a kind of test the run left out on purpose (not checked against it)")
    args = parser.parse_args(argv)
    root = args.root
    if args.list_tests:
        for name, display in swift_tests(root).items():
            print(f"swift:{name}    {display}")
        return 0
    try:
        claims = load_claims(args.claims or os.path.join(root, CLAIMS))
        displays = check_exists(claims, root)
        evaluation_path = os.path.join(args.out or root, EVALUATION)
        if args.record:
            junit = args.junit or sorted(glob.glob(os.path.join(root, JUNIT)))
            swift_log = args.swift_log or os.path.join(root, SWIFT_LOG)
            check_ran(claims, root, displays, swift_log, junit, args.not_run)
            os.makedirs(os.path.dirname(evaluation_path), exist_ok=True)
            record = record_run(claims, root, swift_log, junit)
            if args.not_run:
                record["not_run"] = sorted(args.not_run)
            with open(evaluation_path, "w", encoding="utf-8") as f:
                json.dump(record, f, ensure_ascii=False, indent=1)
                f.write("\n")
        if os.path.isfile(evaluation_path):
            with open(evaluation_path, encoding="utf-8") as f:
                claims["evaluation"] = json.load(f)
        stale = []
        for path, render in OUTPUTS:
            text = render(claims)
            full_path = os.path.join(args.out or root, path)
            if args.write or args.record:
                os.makedirs(os.path.dirname(full_path), exist_ok=True)
                with open(full_path, "w", encoding="utf-8") as f:
                    f.write(text)
            elif not os.path.isfile(full_path) or open(full_path, encoding="utf-8").read() != text:
                stale.append(path)
        if stale:
            raise Failure("out of date with the claims (run python3 scripts/conformance.py --write): " + ", ".join(stale))
        if args.full:
            junit = args.junit or sorted(glob.glob(os.path.join(root, JUNIT)))
            check_ran(claims, root, displays, args.swift_log or os.path.join(root, SWIFT_LOG), junit, args.not_run)
    except Failure as error:
        print(f"conformance: {error}", file=sys.stderr)
        return 1
    total = sum(1 for _ in named_tests(claims))
    what = "exist, ran and passed" if args.full or args.record else "exist"
    print(f"conformance: {len(claims['criteria'])} criteria × {len(SURFACES)} surfaces; {total} named tests {what}; "
          + ("written " if args.write or args.record else "up to date: ") + ", ".join(p for p, _ in OUTPUTS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
