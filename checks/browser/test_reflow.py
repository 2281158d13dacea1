"""Reflow at 320 CSS px (WCAG 1.4.10), 200 % text, targets of at least 24 × 24 px, and
screenshots kept as artifacts."""

import pytest

PATHS = ["/", "/?view=map", "/address?q=Mannerheimintie", "/?open=1&sel=node%2F25389429"]


@pytest.mark.parametrize("path", PATHS)
def test_no_horizontal_scroll_at_320px(server, browser, path):
    context = browser.new_context(viewport={"width": 320, "height": 640})
    page = context.new_page()
    page.goto(server + path)
    widths = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert widths[0] <= widths[1], widths
    context.close()


def test_200_percent_text_still_reflows(server, browser):
    context = browser.new_context(viewport={"width": 640, "height": 800})
    page = context.new_page()
    page.goto(server + "/")
    # Like a browser's text-only zoom: the root font size doubles (CSSOM is allowed by the CSP).
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    widths = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert widths[0] <= widths[1], widths
    context.close()


def test_targets_are_at_least_24px(server, page):
    page.goto(server + "/")
    small = page.evaluate(
        """() => Array.from(document.querySelectorAll('button, input, select, a'))
            .filter(e => e.offsetParent !== null && !e.closest('p, li.place h3, .attribution, footer, .choices'))
            .map(e => [e.id || e.textContent.trim().slice(0, 30), e.getBoundingClientRect()])
            .filter(([, r]) => r.width < 24 || r.height < 24)
            .map(([name, r]) => name + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))"""
    )
    assert small == []


def test_screenshots(server, browser, artifacts):
    for width, height, name in [(1280, 800, "desktop"), (320, 640, "mobile")]:
        for path, view in [("/", "list"), ("/?view=map", "map")]:
            context = browser.new_context(viewport={"width": width, "height": height})
            page = context.new_page()
            page.goto(server + path)
            page.screenshot(path=f"{artifacts}/{view}-{name}-{width}x{height}.png", full_page=True)
            context.close()
