"""The same task on the map view, keyboard only: zoom buttons, cluster links, pin links."""

from helpers import active, tab_until


def test_map_task_with_keyboard_only(server, page, artifacts):
    # Below 960 CSS px the List | Map switch shows one view; wider, both stand side by side.
    page.set_viewport_size({"width": 800, "height": 900})
    page.goto(server + "/")
    tab_until(page, lambda e: e["tag"] == "a" and e["text"].endswith("Map"))
    page.keyboard.press("Enter")
    page.wait_for_url("**view=map**")
    assert page.locator(".view-switch a[aria-current='page']").inner_text().endswith("Map")
    # The drawing is one stop at most: its links are not in the tab order.
    assert page.locator("svg a[tabindex='-1']").count() >= 1
    # Zoom in with the button.
    zoom = tab_until(page, lambda e: e["tag"] == "button" and e["name"] == "map" and "Zoom in" in e["text"])
    before = page.url
    page.keyboard.press("Enter")
    page.wait_for_function("(before) => location.href !== before", arg=before)
    assert "z=" in page.url
    assert active(page)["id"] == zoom["id"]
    # A pin link from the list of places on the map opens the card; select from there.
    link = tab_until(page, lambda e: e["tag"] == "a" and e["href"].startswith("/places/"))
    page.keyboard.press("Enter")
    page.wait_for_url("**/places/**")
    tab_until(page, lambda e: e["tag"] == "button" and e["text"].startswith("Pick up here"))
    page.keyboard.press("Enter")
    page.wait_for_selector("#choice-heading")
    # Back on the map view at the canonical URL (the card's form is a full navigation, which the
    # server redirects from select= to sel=): "Your choice" names the place, the pin is listed as
    # selected, Confirm is offered.
    assert "view=map" in page.url
    assert "sel=" in page.url and "select=" not in page.url, page.url
    assert page.locator("section.notice-selection strong").inner_text() in page.inner_text("#map-places a:has-text('(Selected)')")
    assert page.locator("#map-places a", has_text="(Selected)").count() == 1
    assert page.locator("#confirm").count() == 1
    page.screenshot(path=f"{artifacts}/map-selected.png", full_page=True)
    assert link


def test_cluster_links_are_named_and_zoom_in(server, page):
    page.set_viewport_size({"width": 800, "height": 900})
    page.goto(server + "/?view=map&z=13")
    clusters = page.locator("#map-places a.cluster-link")
    assert clusters.count() >= 1
    label = clusters.first.inner_text()
    assert "pickup points" in label and "open" in label
    assert not label.strip().isdigit()
    clusters.first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => new URL(location.href).searchParams.get('z') !== '13'")
    assert int(page.evaluate("() => new URL(location.href).searchParams.get('z')")) > 13
