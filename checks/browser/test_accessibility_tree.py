"""Seed check (VoiceOver, Voice Control): each row reads name, distance, hours in that order;
every select button's accessible name is "Pick up here: <name>", unique on the page; the selected
one says "Selected"."""

import re

from helpers import DISTANCE, STATE


def ax_nodes(page):
    session = page.context.new_cdp_session(page)
    session.send("Accessibility.enable")
    return session.send("Accessibility.getFullAXTree")["nodes"]


def test_row_buttons_have_unique_names_that_start_with_the_visible_label(server, page):
    page.goto(server + "/?limit=100")
    nodes = ax_nodes(page)
    names = [
        n["name"]["value"] for n in nodes
        if not n.get("ignored") and n.get("role", {}).get("value") == "button"
        and n.get("name", {}).get("value", "").startswith("Pick up here")
    ]
    rows = page.locator("ol.places > li")
    assert len(names) == rows.count() > 10
    assert len(set(n.casefold() for n in names)) == len(names), "duplicate voice labels: %s" % names
    for name in names:
        assert re.fullmatch(r"Pick up here: .+", name), name
    # The sample has several "R-kioski": each gets its street to be unique.
    kiosks = [n for n in names if "r-kioski" in n.casefold()]
    assert len(kiosks) >= 4, kiosks
    assert sum("," in n for n in kiosks) >= 4, "same-name kiosks are told apart: %s" % kiosks


def test_each_row_reads_name_then_distance_then_state(server, page):
    page.goto(server + "/?limit=100")
    rows = page.locator("ol.places > li")
    for index in range(rows.count()):
        text = rows.nth(index).inner_text()
        name = rows.nth(index).locator("h3").inner_text()
        distance = DISTANCE.search(text)
        state = STATE.search(text)
        assert distance and state, repr(text)
        assert text.index(name) < distance.start() < state.start(), text


def test_selected_row_says_selected(server, page):
    page.goto(server + "/")
    button = page.locator("ol.places > li button").nth(1)
    name = button.get_attribute("value")
    button.click()
    page.wait_for_function("() => document.querySelector('button[aria-pressed=\"true\"]') !== null")
    snapshot = page.locator("ol.places").aria_snapshot()
    assert "[pressed]" in snapshot
    selected = page.locator("button[aria-pressed='true']")
    assert selected.get_attribute("value") == name
    row = page.locator("li.is-selected")
    assert row.count() == 1 and "Selected" in row.inner_text()
    assert page.get_by_role("status").inner_text().startswith("Selected")


def test_voice_control_name_selects_directly(server, page):
    page.goto(server + "/")
    first_button = page.locator("ol.places > li button").first
    spoken = first_button.evaluate("b => b.innerText.replace(/\\s+/g, ' ').trim()")
    name = first_button.get_attribute("aria-label")
    assert name.startswith(spoken + ": ")
    # "Tap Pick up here: Alepa" — addressed by its accessible name, it selects that point.
    page.get_by_role("button", name=name, exact=True).click()
    page.wait_for_function("() => document.querySelector('button[aria-pressed=\"true\"]') !== null")
    assert page.get_by_role("button", name=name, exact=True).get_attribute("aria-pressed") == "true"
    assert spoken.startswith("Pick up here")
