"""Seed check (VoiceOver, Switch Control, keyboard): choose the nearest open pickup point from
the list alone, with the keyboard only, never opening the map."""

from helpers import active, tab_until


def test_choose_nearest_open_with_keyboard_only(server, page, artifacts):
    page.goto(server + "/")
    # 1. Set the location by typing an address and choosing a result.
    tab_until(page, lambda e: e["id"] == "address")
    page.keyboard.type("Aleksanterinkatu 52")
    page.keyboard.press("Enter")
    page.wait_for_selector("#address-results a")
    choice = tab_until(page, lambda e: e["tag"] == "a" and "Aleksanterinkatu 52" in e["text"])
    page.keyboard.press("Enter")
    page.wait_for_function("() => new URL(location.href).searchParams.get('src') === 'address'")
    assert "Aleksanterinkatu 52" in page.inner_text("#origin-text"), choice

    # 2. Tick "Open now" with the Space key.
    tab_until(page, lambda e: e["id"] == "filter-open")
    page.keyboard.press("Space")
    page.wait_for_function("() => new URL(location.href).searchParams.get('open') === '1'")
    assert page.is_checked("#filter-open")
    summary = page.inner_text("#status")
    assert "open now" in summary.lower(), summary

    # 3. Tab to the nearest open row's button and press Enter.
    first_row = page.locator("ol.places > li").first
    first_name = first_row.locator("h3").inner_text().replace("Selected", "").strip()
    assert "Open" in first_row.inner_text() or "Closes" in first_row.inner_text()
    button = tab_until(page, lambda e: e["tag"] == "button" and e["id"].startswith("select-"))
    assert button["text"].startswith("Pick up here")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('ol.places button[aria-pressed=\"true\"]') !== null")

    # The place is selected, the status region says so, focus stayed on the button.
    pressed = page.locator("ol.places button[aria-pressed='true']")
    assert pressed.count() == 1
    assert first_name in page.inner_text("#status")
    assert "Selected" in page.inner_text("#status")
    assert active(page)["id"] == button["id"]
    assert page.locator("ol.places > li").first.locator(".badge").inner_text() == "Selected"
    # The map view was never opened.
    assert "view=map" not in page.url
    page.screenshot(path=f"{artifacts}/keyboard-list-selected.png", full_page=True)


def test_selection_survives_filter_changes_and_view_switch(server, page):
    page.set_viewport_size({"width": 800, "height": 900})  # the List | Map switch shows below 960 px
    page.goto(server + "/?sel=node%2F25389429")
    page.goto(server + "/")
    first = page.locator("ol.places > li button").first
    first_id = first.get_attribute("value")
    first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('button[aria-pressed=\"true\"]') !== null")
    # Switch to the map and back with the keyboard; the selection is still there.
    tab_until(page, lambda e: e["tag"] == "a" and e["text"].endswith("Map"))
    page.keyboard.press("Enter")
    page.wait_for_url("**view=map**")
    assert f"sel={first_id.replace('/', '%2F')}" in page.url
    tab_until(page, lambda e: e["tag"] == "a" and e["text"].endswith("List"), backwards=True)
    page.keyboard.press("Enter")
    page.wait_for_function("() => !location.href.includes('view=map')")
    assert page.locator(f"button[value='{first_id}']").get_attribute("aria-pressed") == "true"


def test_selection_without_javascript_lands_on_the_canonical_url(server, browser):
    """No script: the select button submits the form; the server redirects `select=` to `sel=`,
    so the address bar (reload, bookmark, share) holds the state, not the one-shot action."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB", java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(server + "/?open=1&sort=name")
        button = page.locator("ol.places > li button[name='select']:not([disabled])").first
        place_id = button.get_attribute("value")
        button.focus()
        with page.expect_navigation():
            page.keyboard.press("Enter")
        encoded = place_id.replace("/", "%2F")
        # At the chosen row's button (the fragment): the next Tab reaches Confirm in that row.
        chosen = page.locator(f"button[value='{place_id}']").get_attribute("id")
        assert page.url == f"{server}/?open=1&sort=name&sel={encoded}#{chosen}", page.url
        assert page.locator(f"button[value='{place_id}']").get_attribute("aria-pressed") == "true"
        # Reloading the canonical URL keeps the selection and stays put.
        page.reload()
        assert page.url == f"{server}/?open=1&sort=name&sel={encoded}#{chosen}", page.url
        assert page.locator("button[aria-pressed='true']").count() == 1
        # An unknown id is not redirected: the page explains it.
        response = page.goto(server + "/?select=node%2F0")
        assert response.status == 400
        assert "select=" in page.url
        assert "No place has this id" in page.inner_text("[role=alert]")
    finally:
        context.close()
