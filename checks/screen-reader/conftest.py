"""Screen-reader tests: Orca 43 listening (run under ./orca-speech, which run.sh does), a headed
Debian Chromium with its accessibility tree on, the keyboard only. The servers, the test shop and
the fixed instant are the browser tests' (checks/browser/conftest.py, loaded here by path)."""

import importlib.util
import os
import re
import sys

import pytest
from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
BROWSER_CHECKS = os.path.join(os.path.dirname(HERE), "browser")
sys.path.insert(0, BROWSER_CHECKS)
_spec = importlib.util.spec_from_file_location("browser_conftest", os.path.join(BROWSER_CHECKS, "conftest.py"))
browser_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(browser_conftest)

# The browser tests' fixtures, shared: the sample server, the Helsinki catalog, the test shop.
server = browser_conftest.server
helsinki = browser_conftest.helsinki
shop = browser_conftest.shop
shop_port = browser_conftest.shop_port
CHROMIUM = browser_conftest.CHROMIUM
ARTIFACTS = os.path.join(browser_conftest.ARTIFACTS, "screen-reader")

SAY_ALL = os.environ.get("ORCA_SAY_ALL") == "1"


def pytest_configure(config):
    config.addinivalue_line("markers", "orca: needs Orca listening (run under ./orca-speech)")
    config.addinivalue_line("markers", "say_all: the case of Orca's say-all on load (orca-speech --keep-say-all)")


def pytest_collection_modifyitems(config, items):
    """Under `--keep-say-all` only the say-all cases run; without it, the others."""
    listening = bool(os.environ.get("ORCA_SPEECH_LOG"))
    for item in items:
        if item.get_closest_marker("orca") and not listening:
            item.add_marker(pytest.mark.skip(reason="Orca is not listening: run checks/screen-reader/run.sh"))
        elif listening and bool(item.get_closest_marker("say_all")) != SAY_ALL:
            item.add_marker(pytest.mark.skip(reason="other say-all mode (run.sh runs both)"))


@pytest.fixture(scope="session")
def playwright_driver():
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def headless_browser(playwright_driver):
    browser = playwright_driver.chromium.launch(executable_path=CHROMIUM, args=["--disable-dev-shm-usage"])
    yield browser
    browser.close()


@pytest.fixture()
def browser(request, playwright_driver):
    """For a case Orca listens to, a headed Chromium of its own with its accessibility tree on, on
    orca-speech's Xvfb (Orca hears only what reaches the desktop's accessibility bus, and presents
    live regions only of the window it believes active: a fresh browser per case keeps that
    window the case's); for the others, one shared headless browser."""
    if not (request.node.get_closest_marker("orca") and os.environ.get("ORCA_SPEECH_LOG")):
        yield request.getfixturevalue("headless_browser")
        return
    browser = playwright_driver.chromium.launch(
        executable_path=CHROMIUM, headless=False,
        args=["--disable-dev-shm-usage", "--force-renderer-accessibility", "--ozone-platform=x11", "--no-sandbox",
              "--disable-gpu"])
    yield browser
    browser.close()


@pytest.fixture()
def speech(request):
    """Orca's speech, from this test's start; the test's transcript is saved as an artifact
    (artifacts/screen-reader/TEST.txt) whether it passes or fails, with the harness's remarks (a
    step heard late, an announcement missed and redone: listening.py) as "#" lines in place."""
    from orca_speech import Speech

    spoken = Speech()
    begin = spoken.position()
    yield spoken
    os.makedirs(ARTIFACTS, exist_ok=True)
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    notes = list(spoken.notes)
    with open(os.path.join(ARTIFACTS, name + ".txt"), "w", encoding="utf-8") as f:
        for index, (when, said) in enumerate(spoken.timed(begin), begin):
            while notes and notes[0][0] <= index:
                f.write(f"# {notes[0][1]}  {notes.pop(0)[2]}\n")
            f.write(f"{when}  {said}\n")
        for _, when, remark in notes:
            f.write(f"# {when}  {remark}\n")


def pytest_terminal_summary(terminalreporter):
    """What Orca's timing made the harness relax in this run (listening.py), said at its end."""
    listening = sys.modules.get("listening")
    if listening is None or not (listening.LATE or listening.MISSES):
        return
    terminalreporter.section("Orca's timing (checks/screen-reader/listening.py)")
    for test, remark in listening.LATE:
        terminalreporter.line(f"late: {test}: {remark}")
    for test, remark in listening.MISSES:
        terminalreporter.line(f"missed and redone: {test}: {remark}")
    terminalreporter.line(f"{len(listening.MISSES)} announcements missed (at most {listening.MISSES_PER_RUN} a run)")


@pytest.fixture()
def artifacts():
    os.makedirs(ARTIFACTS, exist_ok=True)
    return ARTIFACTS
