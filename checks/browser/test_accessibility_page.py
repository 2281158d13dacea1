"""/accessibility: the conformance report (docs/accessibility/conformance.md) as a page, its chrome in
the picker's five languages, the report itself marked as English; zero axe-core violations."""

import json
import os

import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import ROOT
from test_axe import TAGS

TITLES = {"en": "Accessibility conformance report", "de": "Konformitätsbericht zur Barrierefreiheit",
          "fi": "Saavutettavuuden vaatimustenmukaisuusraportti", "sv": "Rapport om tillgänglighetsöverensstämmelse",
          "fr": "Rapport de conformité en matière d’accessibilité"}


def claims():
    with open(os.path.join(ROOT, "docs", "accessibility", "claims.json"), encoding="utf-8") as f:
        return json.load(f)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", sorted(TITLES))
def test_the_report_page_in_every_language_passes_axe(server, browser, lang, scheme):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
    page = context.new_page()
    response = page.goto(f"{server}/accessibility?lang={lang}")
    assert response.status == 200
    assert page.get_attribute("html", "lang").startswith(lang)
    assert page.title() == TITLES[lang] and page.inner_text("h1") == TITLES[lang]
    # Every criterion of the claims, each with the three surfaces; the English report marked as such.
    sections = page.locator("section.criterion")
    assert sections.count() == len(claims()["criteria"]) >= 56
    assert page.locator("section.criterion dt").count() == 3 * sections.count()
    assert page.locator("section.criterion:not([lang=en])").count() == 0
    assert page.locator("h3", has_text="2.5.8 Target Size (Minimum) (Level AA)").count() == 1
    results = Axe().run(page, options={"runOnly": {"type": "tag", "values": TAGS}})
    assert results.response["violations"] == [], results.generate_report()
    context.close()


def test_the_skip_link_reaches_the_tables_and_the_page_reflows(server, browser):
    context = browser.new_context(viewport={"width": 320, "height": 640}, locale="fi-FI")
    page = context.new_page()
    page.goto(server + "/accessibility")
    assert page.get_attribute("html", "lang").startswith("fi")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.textContent") == "Siirry taulukoihin"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement.id === 'level-a'")
    widths = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert widths[0] <= widths[1], widths
    context.close()


def test_the_page_says_what_the_checked_in_report_says(server, page):
    """The page and docs/accessibility/conformance.md come from the same claims: every level and
    remark of the claims is on the page."""
    page.goto(server + "/accessibility?lang=en")
    text = page.inner_text("main")
    for criterion in claims()["criteria"]:
        assert f"{criterion['id']} {criterion['title']}" in text
    with open(os.path.join(ROOT, "docs", "accessibility", "conformance.md"), encoding="utf-8") as f:
        report = f.read()
    for line in claims()["limits"]:
        assert line in text and line in report
