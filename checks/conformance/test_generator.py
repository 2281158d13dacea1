"""The conformance generator (scripts/conformance.py) refuses a claim whose test is gone, was not run,
was skipped or failed. Runs under pytest or alone: python3 checks/conformance/test_generator.py"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "conformance.py")
SWIFT = "swift:PageStructureTests/everyControlHasALabel"
BROWSER = "browser:test_wcag22.py::test_what_is_said_stays_until_the_next_change"
READER = "screen-reader:test_checkout.py::test_one_press_hands_the_place_to_the_shop"


def run(*args):
    result = subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def claims_naming(tests, directory):
    """A copy of the project's claims whose first criterion names `tests` on the web surface."""
    with open(os.path.join(ROOT, "docs", "accessibility", "claims.json"), encoding="utf-8") as f:
        claims = json.load(f)
    first = claims["criteria"][0]
    claims["criteria"] = [dict(first, web={"level": "Supports", "remarks": "test", "tests": tests},
                               element={"level": "Not Applicable", "remarks": "test"},
                               swiftui={"level": "Not Applicable", "remarks": "test"})]
    path = os.path.join(directory, "claims.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(claims, f)
    return path


SWIFT_LOG = """◇ Test run started.
◇ Test everyControlHasALabel(_:) started.
✔ Test everyControlHasALabel(_:) with 10 test cases passed after 0.120 seconds.
✔ Test run with 1 test in 1 suite passed after 0.121 seconds.
"""


def junit(cases):
    body = "".join(
        f'<testcase classname="{module}" name="{name}">{"" if outcome == "passed" else f"<{outcome}/>"}</testcase>'
        for module, name, outcome in cases)
    return f'<?xml version="1.0"?><testsuites><testsuite name="pytest">{body}</testsuite></testsuites>'


PASSING = [("checks.browser.test_wcag22", "test_what_is_said_stays_until_the_next_change", "passed"),
           ("test_checkout", "test_one_press_hands_the_place_to_the_shop", "skipped"),
           ("test_checkout", "test_one_press_hands_the_place_to_the_shop", "passed")]


def full_run(directory, log=SWIFT_LOG, cases=PASSING):
    claims = claims_naming([SWIFT, BROWSER, READER], directory)
    out = os.path.join(directory, "out")
    assert run("--write", "--claims", claims, "--out", out)[0] == 0
    with open(os.path.join(directory, "swift-test.log"), "w", encoding="utf-8") as f:
        f.write(log)
    with open(os.path.join(directory, "junit.xml"), "w", encoding="utf-8") as f:
        f.write(junit(cases))
    return run("--full", "--claims", claims, "--out", out, "--swift-log", os.path.join(directory, "swift-test.log"),
               "--junit", os.path.join(directory, "junit.xml"))


def test_the_project_claims_name_only_tests_that_exist():
    code, output = run("--check-exists")
    assert code == 0, output


def test_a_claim_naming_a_missing_test_fails():
    with tempfile.TemporaryDirectory() as directory:
        for missing in ["swift:PageStructureTests/noSuchTest", "browser:test_wcag22.py::test_no_such_test",
                        "browser:test_no_such_file.py::test_x", "screen-reader:test_checkout.py::test_gone"]:
            claims = claims_naming([SWIFT, missing], directory)
            code, output = run("--write", "--claims", claims, "--out", os.path.join(directory, "out"))
            assert code == 1 and missing in output and "do not exist" in output, output


def test_a_test_removed_from_its_file_fails_the_claim():
    """The same check on a copy of the repository's test file with the named test deleted."""
    with tempfile.TemporaryDirectory() as directory:
        root = os.path.join(directory, "repo")
        shutil.copytree(os.path.join(ROOT, "checks", "browser"), os.path.join(root, "checks", "browser"))
        os.makedirs(os.path.join(root, "Tests"))
        path = os.path.join(root, "checks", "browser", "test_wcag22.py")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        claims = claims_naming([BROWSER], directory)
        assert run("--write", "--claims", claims, "--root", root)[0] == 0
        with open(path, "w", encoding="utf-8") as f:
            f.write(text.replace("def test_what_is_said_stays_until_the_next_change", "def what_is_said"))
        code, output = run("--check-exists", "--claims", claims, "--root", root)
        assert code == 1 and "no def test_what_is_said_stays_until_the_next_change" in output, output


def test_full_mode_passes_when_every_named_test_ran_and_passed():
    with tempfile.TemporaryDirectory() as directory:
        code, output = full_run(directory)
        assert code == 0, output


def test_full_mode_fails_when_a_named_test_did_not_run_or_failed():
    with tempfile.TemporaryDirectory() as directory:
        code, output = full_run(directory, log="◇ Test run started.\n")
        assert code == 1 and SWIFT in output and "not in the run" in output, output
        failed = SWIFT_LOG.replace("✔ Test everyControlHasALabel(_:) with 10 test cases passed",
                                   "✘ Test everyControlHasALabel(_:) with 10 test cases failed")
        code, output = full_run(directory, log=failed)
        assert code == 1 and "failed" in output, output
        code, output = full_run(directory, cases=PASSING[1:])
        assert code == 1 and BROWSER in output and "not in the run" in output, output
        code, output = full_run(directory, cases=PASSING[:2])
        assert code == 1 and READER in output and "skipped" in output, output
        code, output = full_run(directory, cases=PASSING + [("test_checkout", "test_one_press_hands_the_place_to_the_shop[x]", "failure")])
        assert code == 1 and READER in output and "failed" in output, output


def test_an_element_claim_with_only_the_web_pickers_tests_fails():
    """"As the web picker" is no proof for the element: a Supports there names a test (or an
    inspection) of the element itself."""
    with tempfile.TemporaryDirectory() as directory:
        path = claims_naming([SWIFT], directory)
        with open(path, encoding="utf-8") as f:
            claims = json.load(f)
        claims["criteria"][0]["element"] = {"like": "web", "tests": []}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(claims, f)
        code, output = run("--write", "--claims", path, "--out", os.path.join(directory, "out"))
        assert code == 1 and "(element)" in output and "of this surface" in output, output


def test_record_puts_the_date_the_commit_and_the_run_in_the_report():
    import datetime
    with tempfile.TemporaryDirectory() as directory:
        assert full_run(directory)[0] == 0
        claims = os.path.join(directory, "claims.json")
        out = os.path.join(directory, "out")
        args = ["--claims", claims, "--out", out, "--swift-log", os.path.join(directory, "swift-test.log"),
                "--junit", os.path.join(directory, "junit.xml")]
        code, output = run("--record", *args)
        assert code == 0, output
        with open(os.path.join(out, "docs", "accessibility", "conformance.md"), encoding="utf-8") as f:
            report = f.read()
        commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
        assert f"Date of the evaluation: {datetime.date.today().isoformat()}" in report, report[:2000]
        assert f"commit `{commit}`" in report
        assert "Swift tests: 1 of 1 tests passed" in report and "Method: automated Swift test" in report
        # The recorded report is the one --full then accepts; a failed run is never recorded.
        assert run("--full", *args)[0] == 0
        failed = SWIFT_LOG.replace("✔ Test everyControlHasALabel(_:) with 10 test cases passed",
                                   "✘ Test everyControlHasALabel(_:) with 10 test cases failed")
        with open(os.path.join(directory, "swift-test.log"), "w", encoding="utf-8") as f:
            f.write(failed)
        code, output = run("--record", *args)
        assert code == 1 and "failed" in output, output


def test_a_hand_edited_report_fails():
    with tempfile.TemporaryDirectory() as directory:
        claims = claims_naming([SWIFT], directory)
        out = os.path.join(directory, "out")
        assert run("--write", "--claims", claims, "--out", out)[0] == 0
        report = os.path.join(out, "docs", "accessibility", "conformance.md")
        with open(report, "a", encoding="utf-8") as f:
            f.write("Supports everything.\n")
        code, output = run("--check-exists", "--claims", claims, "--out", out)
        assert code == 1 and "out of date" in output, output


if __name__ == "__main__":
    for name, function in list(globals().items()):
        if name.startswith("test_") and callable(function):
            function()
            print(f"ok {name}")
