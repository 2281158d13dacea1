"""The map for pointer users (issue 39): with JavaScript, drag to pan, wheel and pinch to zoom,
double-click to zoom in; the new camera's pins, clusters, count and URL are fetched and merged in
place — the list and focus untouched, the count said once in a live region. The buttons stay, and
at 320 px a vertical swipe over the map still scrolls the page."""

import re
import urllib.parse


def camera(page):
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(page.url).query)
    z = int(query["z"][0]) if "z" in query else None
    c = tuple(float(v) for v in query["c"][0].split(",")) if "c" in query else None
    return z, c


def drawn_camera(page):
    z, lat, lon = page.get_attribute("svg.map-drawing", "data-camera").split(",")
    return int(z), float(lat), float(lon)


def mark_list(page):
    """Marks the list's rows, so the test can tell they were not replaced (their card links carry
    the camera in their query and follow it; their words do not change)."""
    page.evaluate("() => document.querySelectorAll('ol.places > li').forEach((li) => { li.__kept = 1; })")
    return page.inner_text("ol.places")


def list_kept(page, text):
    same_nodes = page.evaluate("() => Array.from(document.querySelectorAll('ol.places > li')).every((li) => li.__kept === 1)")
    return same_nodes and page.inner_text("ol.places") == text


def settle(page, before):
    page.wait_for_function("(before) => location.href !== before", arg=before)
    page.wait_for_function("() => !document.querySelector('svg.map-drawing').classList.contains('is-moving')")
    page.wait_for_function("() => document.getElementById('map-said').textContent !== ''")


def test_drag_wheel_and_double_click_move_the_camera_in_place(server, page, artifacts):
    page.goto(server + "/")
    page.focus("#filter-open")
    html = mark_list(page)
    box = page.locator("svg.map-drawing").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    start_z, start_lat, start_lon = drawn_camera(page)
    # Drag left by 200 px: the camera moves east; the drawing followed the pointer meanwhile.
    before = page.url
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 100, y, steps=5)
    assert "translate(-100px" in page.get_attribute("svg.map-drawing", "style")
    page.mouse.move(x - 200, y, steps=5)
    page.mouse.up()
    settle(page, before)
    z, (lat, lon) = camera(page)
    assert z == start_z and lon > start_lon and abs(lat - start_lat) < 1e-3, (z, lat, lon, start_lon)
    assert drawn_camera(page)[0] == z
    assert page.evaluate("() => document.activeElement.id") == "filter-open"
    assert list_kept(page, html)
    said = page.inner_text("#map-said")
    assert said == page.inner_text("#map-count") and re.search(r"\d+ of \d+ pickup points on the map", said)
    # Wheel up over the map: one step in, around the pointer.
    before = page.url
    page.mouse.move(x, y)
    page.mouse.wheel(0, -300)
    settle(page, before)
    assert camera(page)[0] == z + 1
    # Double-click: one more step in.
    before = page.url
    page.mouse.dblclick(x + 50, y + 20)
    settle(page, before)
    assert camera(page)[0] == z + 2
    assert page.evaluate("() => document.activeElement.id") == "filter-open"
    assert list_kept(page, html)
    # The buttons still work, and the said count is not doubled into the summary.
    assert page.locator("#map-out").is_enabled()
    assert page.inner_text("#map-said") not in page.inner_text("#status")
    page.screenshot(path=f"{artifacts}/map-pointer.png")


def touch(session, kind, points):
    session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def test_touch_drag_and_pinch(server, browser):
    context = browser.new_context(viewport={"width": 800, "height": 900}, has_touch=True, locale="en-GB")
    page = context.new_page()
    page.goto(server + "/?view=map")
    session = context.new_cdp_session(page)
    page.locator("svg.map-drawing").scroll_into_view_if_needed()
    box = page.locator("svg.map-drawing").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    start_z, _, start_lon = drawn_camera(page)
    # One finger sideways: pan (west: the camera moves west when the drawing moves east).
    before = page.url
    touch(session, "touchStart", [(x, y)])
    for step in range(1, 9):
        touch(session, "touchMove", [(x + 20 * step, y)])
    touch(session, "touchEnd", [])
    settle(page, before)
    z, (_, lon) = camera(page)
    assert z == start_z and lon < start_lon
    # Two fingers apart: zoom in by a step.
    before = page.url
    touch(session, "touchStart", [(x - 40, y), (x + 40, y)])
    for step in range(1, 9):
        touch(session, "touchMove", [(x - 40 - 5 * step, y), (x + 40 + 5 * step, y)])
    touch(session, "touchEnd", [])
    settle(page, before)
    assert camera(page)[0] == z + 1
    context.close()


def test_at_320_px_a_vertical_swipe_over_the_map_scrolls_the_page(server, browser):
    context = browser.new_context(viewport={"width": 320, "height": 640}, has_touch=True, is_mobile=True, locale="en-GB")
    page = context.new_page()
    page.goto(server + "/?view=map")
    box = page.locator("svg.map-drawing").bounding_box()
    page.evaluate("(y) => window.scrollTo(0, y - 300)", box["y"] + page.evaluate("() => window.scrollY"))
    page.wait_for_timeout(200)
    box = page.locator("svg.map-drawing").bounding_box()
    start = page.evaluate("() => window.scrollY")
    assert start > 150
    url = page.url
    session = context.new_cdp_session(page)
    # A finger on the map moving down the screen: the page scrolls back up, the map stays.
    x, y = box["x"] + box["width"] / 2, box["y"] + 10
    assert page.evaluate("([x, y]) => !!document.elementFromPoint(x, y).closest('svg.map-drawing')", [x, y])
    touch(session, "touchStart", [(x, y)])
    for step in range(1, 16):
        touch(session, "touchMove", [(x, y + 10 * step)])
    touch(session, "touchEnd", [])
    page.wait_for_timeout(500)
    assert page.evaluate("() => window.scrollY") < start - 100
    assert page.url == url  # the map did not move
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 320
    context.close()
