"""The seed's Switch Control profile on the web: sequential navigation. Every control is reached
by Tab alone, and the task — "Open now", the nearest open place, "Pick up here", "Confirm" — is
done with Tab, Space and Enter; the presses are counted and kept here."""

import pytest

from helpers import active

# Measured (Tab only, from the page's top): to the first "Pick up here" without a filter, and the
# whole task with "Open now" on, to the choice page. The real catalog's bound is the seed's (≤ 15).
TABS_TO_FIRST_PICK = {"sample": 10, "helsinki": 10}
TASK_PRESSES = {"sample": 14, "helsinki": 14}

TABBABLE = """() => Array.from(document.querySelectorAll(
    'a[href], button, input, select, textarea, summary, iframe, [tabindex]'))
  .filter((e) => !e.disabled && e.tabIndex >= 0 && e.type !== 'hidden' && e.getClientRects().length > 0
    && !e.closest('details:not([open]) > :not(summary)') && getComputedStyle(e).visibility !== 'hidden')
  .map((e, i) => { e.dataset.tabKey = String(i); return i; })"""


@pytest.fixture(params=["sample", "helsinki"])
def catalog(request):
    return request.param, request.getfixturevalue("server" if request.param == "sample" else "helsinki")


def key_of(page):
    return page.evaluate("() => document.activeElement.dataset.tabKey || null")


def test_every_control_is_reached_by_tab(catalog, browser):
    name, base = catalog
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    for path in ["/", "/?view=map", "/?open=1&z=15"]:
        page.goto(base + path)
        expected = set(str(k) for k in page.evaluate(TABBABLE))
        reached = set()
        for _ in range(len(expected) + 5):
            page.keyboard.press("Tab")
            key = key_of(page)
            if key is None and reached:
                break
            if key is not None:
                reached.add(key)
        missing = expected - reached
        assert not missing, (path, page.evaluate(
            "(keys) => keys.map((k) => document.querySelector(`[data-tab-key='${k}']`).outerHTML.slice(0, 120))",
            sorted(missing)))
    context.close()


def test_the_task_with_tab_space_and_enter(catalog, browser):
    name, base = catalog
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(base + "/")
    presses = 0
    while not (active(page)["label"] or "").startswith("Pick up here"):
        page.keyboard.press("Tab")
        presses += 1
        assert presses <= 40
    print(f"\n{name}: {presses} Tabs from the page's top to the first 'Pick up here'")
    assert presses <= TABS_TO_FIRST_PICK[name] <= 15
    # The task: "Open now", then the nearest open place, then Confirm.
    page.goto(base + "/")
    presses = 0

    def press(key):
        nonlocal presses
        presses += 1
        page.keyboard.press(key)

    while active(page)["id"] != "filter-open":
        press("Tab")
    before = page.inner_text("#status")
    press("Space")
    page.wait_for_function("(before) => document.getElementById('status').innerText !== before", arg=before)
    while not (active(page)["label"] or "").startswith("Pick up here"):
        press("Tab")
    press("Enter")
    page.wait_for_selector("#confirm")
    press("Tab")
    assert active(page)["id"] == "confirm", "Confirm is not one Tab after the choice"
    with page.expect_navigation():
        press("Enter")
    assert "/choice" in page.url
    print(f"{name}: {presses} presses for the whole task (Open now, nearest open, Pick up here, Confirm)")
    assert presses <= TASK_PRESSES[name]
    context.close()
