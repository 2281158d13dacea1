"""axe-core: zero WCAG 2.2 A/AA violations on every page and view, before and after
interactions, in light and dark colour schemes."""

import pytest
from axe_playwright_python.sync_playwright import Axe

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
PAGES = [
    "/",
    "/?open=1",
    "/?view=map",
    "/?view=map&z=17",
    "/?address=Aleksanterinkatu&find=1",
    "/?q=zzzzzz",
    "/?near=abc&z=99",
    "/?sel=node%2F25389429",
    "/address",
    "/address?q=Mannerheimintie",
]


def violations(page):
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": TAGS}})
    return [
        f"{v['id']}: {v['help']} — " + "; ".join(n["target"][0] if isinstance(n["target"][0], str) else str(n["target"]) for n in v["nodes"][:5])
        for v in results.response["violations"]
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", PAGES)
def test_no_violations(server, browser, scheme, path):
    context = browser.new_context(color_scheme=scheme, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(server + path)
    assert violations(page) == []
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_violations_after_interactions(server, browser, scheme):
    context = browser.new_context(color_scheme=scheme, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(server + "/")
    page.check("#filter-open")
    page.wait_for_function("() => new URL(location.href).searchParams.get('open') === '1'")
    page.locator("ol.places > li button").first.click()
    page.wait_for_function("() => document.querySelector('button[aria-pressed=\"true\"]') !== null")
    assert violations(page) == []
    # The place card and the confirmation page.
    page.locator("ol.places > li h3 a").first.click()
    page.wait_for_url("**/places/**")
    assert violations(page) == []
    page.goto(server + "/")
    page.locator("ol.places > li button").first.click()
    page.wait_for_selector("#confirm")
    page.click("#confirm")
    page.wait_for_url("**/choice**")
    assert violations(page) == []
    context.close()
