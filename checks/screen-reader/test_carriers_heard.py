"""Issue 51: in a list of two carriers' points, Orca says each row's carrier and price as focus
reaches its "Pick up here" button — the comparison a sighted shopper makes at a glance, by ear.
The server and its recorded feeds (Omniva, GLS) are the browser test's (checks/browser/test_carriers.py)."""

import re

import pytest

from listening import Walk, said_words
from test_carriers import TALLINN, carriers, shop_origin  # noqa: F401 (fixtures)


@pytest.mark.orca
def test_each_row_is_heard_with_its_carrier_and_price(carriers, browser, speech):  # noqa: F811
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    # A mixed page: the nearest Omniva points, then GLS's (the list is by distance from Tallinn).
    page.goto(f"{carriers}/?near={TALLINN}&lang=en-GB&limit=40&carrier=omniva&carrier=gls&q=")
    speech.wait("Finished loading", timeout=20, settle=1.0)
    walk = Walk(page, speech)
    heard_rows = []
    for _ in range(3):
        element, name = walk.tab_to(lambda element, _: (element["label"] or "").startswith("Pick up here: "))
        said = " ".join(walk.steps[-1][2])
        heard_rows.append(said)
        title = element["label"][len("Pick up here: "):]
        assert title.startswith(("Omniva ", "GLS ")), title
        # The carrier is in the name Orca says; the price and the promise in the description after it.
        assert re.search(re.escape(said_words(title)[:30]), said), walk.fail(f"the name of {title}")
        if not re.search(r"(€|euro)\s?2[.,]99", said, re.I):
            walk.fail(f"the price of {title}")
        if not re.search(r"Delivered Thursday 3 December", said):
            walk.fail(f"the delivery day of {title}")
    print("\n".join(heard_rows))
    context.close()
