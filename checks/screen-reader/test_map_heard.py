"""The map heard through Orca: a pointer gesture's new camera says the map's count once, when the
camera settles, and moves neither focus nor the list; "Show all on the map" says how many it
now shows."""

import re

import pytest

from listening import Walk, said_words


@pytest.mark.orca
def test_a_drag_says_the_new_count_once(helsinki, browser, speech):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(helsinki + "/")
    speech.wait("Finished loading", timeout=20, settle=1.0)
    page.focus("#filter-open")
    speech.wait(settle=0.8, timeout=3)
    walk = Walk(page, speech)
    box = page.locator("svg.map-drawing").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    speech.mark()
    before = page.url
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 250, y - 60, steps=10)
    page.mouse.up()
    page.wait_for_function("(before) => location.href !== before", arg=before)
    page.wait_for_function("() => document.getElementById('map-said').textContent !== ''")
    count = said_words(page.inner_text("#map-count"))
    said = walk.listen(re.escape(count), "the count after a drag")
    walk.steps.append(("drag", "map", said))
    walk.expect_once(said, "^" + re.escape(count) + "$", "the count after a drag")
    walk.expect_no_doubles(said, "the drag")
    assert page.evaluate("() => document.activeElement.id") == "filter-open"
    # "Show all on the map": every place of the visible set, said by the status region.
    page.focus("#map-fit")
    speech.wait(settle=0.8, timeout=3)
    walk.press("Enter", expect=r"^Showing [\d,]+ pickup points")
    # The button is disabled once all are shown: focus goes to the map's heading, said first.
    walk.expect_in_order(walk.steps[-1][2], [r"^Map heading level 2", r"^Showing [\d,]+ pickup points"], "Show all")
    walk.expect_once(walk.steps[-1][2], r"^Showing ", "Show all's announcement")
    page.wait_for_function("() => /^([\\d,]+) of \\1 /.test(document.getElementById('map-count').textContent)")
    total = page.inner_text("#map-count").split(" of ")[0]
    assert page.locator("#map-fit").is_disabled()
    print(f"\nShow all on the map: {page.inner_text('#map-count')}")
    assert total.replace(",", "").isdigit()
    context.close()
