"""Issue 14: the picker inside a shop's checkout on another site (docs/guides/embedding.md)."""

import json
import re
import urllib.error
import urllib.parse
import urllib.request

import pytest
from axe_playwright_python.sync_playwright import Axe

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def picker_frame(page, helsinki):
    page.wait_for_function("() => document.querySelector('place-picker') && document.querySelector('place-picker').shadowRoot")
    for _ in range(100):
        for frame in page.frames:
            if frame.url.startswith(helsinki):
                frame.wait_for_load_state()
                return frame
        page.wait_for_timeout(50)
    raise AssertionError("no picker frame")


def frame_active(frame):
    return frame.evaluate(
        """() => { const e = document.activeElement; return {id: e.id, tag: e.tagName.toLowerCase(),
            label: e.getAttribute("aria-label") || "", text: (e.innerText || "").trim(), checked: !!e.checked}; }""")


def test_keyboard_task_inside_the_embed_ends_with_placeselect(helsinki, shop, browser, artifacts):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop")
    frame = picker_frame(page, helsinki)
    keys = 0

    def press(key):
        nonlocal keys
        keys += 1
        page.keyboard.press(key)

    # From the shop's own link into the frame: the frame is part of the page's tab order.
    page.locator("a").first.focus()
    press("Tab")
    # Focus reaches the cross-origin frame's process first; the shop's activeElement follows.
    page.wait_for_function("() => document.activeElement.tagName === 'PLACE-PICKER'")
    # Nearest open: the element asked for open=1 already ("open" attribute); check it is on.
    assert frame.locator("#filter-open").is_checked()
    for _ in range(40):
        if frame_active(frame)["label"].startswith("Pick up here"):
            break
        press("Tab")
    first_title = frame.locator("ol.places > li h3 a").first.inner_text()
    assert frame_active(frame)["label"] == "Pick up here: " + first_title
    # One press hands the place to the shop: no separate Confirm inside a checkout.
    press("Enter")
    page.wait_for_function("() => window.__events.length === 1")
    assert frame.locator("#confirm").count() == 0
    place = page.evaluate("() => window.__events[0].place")
    print(f"\nembed: {keys} keystrokes from the shop's link to placeselect for {place['name']}")
    for key in ["id", "name", "address", "latitude", "longitude", "categories", "openingHours", "openingState"]:
        assert key in place, key
    assert place["openingState"]["text"] and place["name"] == first_title
    assert place["openingState"]["state"] == "open"
    # The same place the API gives for this id.
    api = json.load(urllib.request.urlopen(helsinki + "/api/places/" + urllib.parse.quote(place["id"], safe="") + "?lang=en-GB"))
    assert api["place"]["id"] == place["id"] and api["place"]["latitude"] == place["latitude"]
    # value attribute and form participation.
    assert page.get_attribute("place-picker", "value") == place["id"]
    assert page.evaluate("() => new FormData(document.getElementById('checkout')).get('pickup')") == place["id"]
    # Focus stayed on the pressed button; the next Tab goes on to the shop's "Pay".
    assert page.evaluate("() => document.activeElement.tagName") == "PLACE-PICKER"
    assert frame_active(frame)["label"] == "Pick up here: " + first_title
    assert frame.locator("ol.places > li").first.locator("button[name=select]").get_attribute("aria-pressed") == "true"
    press("Tab")
    page.wait_for_function("() => document.activeElement.id === 'pay'")
    print(f"embed: {keys} keystrokes from the shop's link to Pay with the place chosen")
    # Sized to its content: no inner scrollbar.
    sizes = page.evaluate("""() => { const f = document.querySelector('place-picker').shadowRoot.querySelector('iframe');
        return [f.clientHeight, f.contentWindow ? 0 : 0]; }""")
    inner = frame.evaluate("() => document.documentElement.scrollHeight")
    assert inner <= sizes[0] + 1, (inner, sizes)
    page.screenshot(path=f"{artifacts}/embed-shop.png", full_page=True)
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_on_the_shop_page_with_the_embed(helsinki, shop, browser, scheme):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop-accent")
    frame = picker_frame(page, helsinki)
    frame.wait_for_selector("ol.places")
    result = Axe().run(page, options={"runOnly": {"type": "tag", "values": TAGS}})
    assert result.response["violations"] == [], result.generate_report()
    # And inside the frame, as embedded (accent from the element's attribute).
    inner = context.new_page()
    inner.goto(frame.url)
    assert "accent=%238a1c7c" in frame.url
    result = Axe().run(inner, options={"runOnly": {"type": "tag", "values": TAGS}})
    assert result.response["violations"] == [], result.generate_report()
    context.close()


def test_the_address_attribute_opens_the_frame_near_the_shoppers_address(helsinki, shop, browser):
    """<place-picker address>: the checkout's address as text is the frame's origin; a changed
    attribute is followed, and an address that is nowhere is said, with the text kept in the field."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop-address")
    frame = picker_frame(page, helsinki)
    frame.wait_for_selector("#origin-text")
    assert frame.inner_text("#origin-text") == "Distances from Aleksanterinkatu 52, 00100 Helsinki"
    assert frame.input_value("#address") == ""
    page.evaluate("() => document.querySelector('place-picker').setAttribute('address', 'Zzyzxqqq 1')")
    frame.wait_for_function("() => /^No address found for “Zzyzxqqq 1”\\./.test(document.getElementById('status').textContent)")
    assert frame.input_value("#address") == "Zzyzxqqq 1"
    assert "Aleksanterinkatu" not in frame.inner_text("#origin-text")
    context.close()


def test_other_origins_cannot_frame_it_nor_read_the_api(helsinki, shop, browser):
    context = browser.new_context()
    page = context.new_page()
    page.goto(shop["other"] + "/other")
    assert page.evaluate("() => window.__cors").startswith("blocked")
    page.wait_for_timeout(500)
    frame = next(f for f in page.frames if f != page.main_frame)
    # A frame blocked by frame-ancestors shows no picker (Chromium leaves it on an error page).
    assert frame.url == "" or "chrome-error" in frame.url or frame.locator("#app").count() == 0
    context.close()
    # CORS by hand: the allowed origin gets its grant and a preflight, another origin nothing.
    def call(method, origin):
        request = urllib.request.Request(helsinki + "/api/places?limit=1", method=method, headers={
            "Origin": origin, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "content-type"})
        try:
            response = urllib.request.urlopen(request)
        except urllib.error.HTTPError as error:
            response = error
        return response.status, dict(response.headers)
    status, headers = call("OPTIONS", shop["shop"])
    assert status == 204 and headers["Access-Control-Allow-Origin"] == shop["shop"]
    assert "GET" in headers["Access-Control-Allow-Methods"]
    status, headers = call("GET", shop["shop"])
    assert status == 200 and headers["Access-Control-Allow-Origin"] == shop["shop"]
    for method in ["OPTIONS", "GET"]:
        status, headers = call(method, shop["other"])
        assert "Access-Control-Allow-Origin" not in headers, (method, headers)
    assert shop["shop"] in headers["Content-Security-Policy"] and shop["other"] not in headers["Content-Security-Policy"]


def test_no_javascript_hand_off_returns_place_id_and_state_with_the_lax_cookie(helsinki, shop, browser):
    context = browser.new_context(java_script_enabled=False, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop")  # the shop sets its SameSite=Lax session cookie
    state = "order=123&nonce=ä b/c"
    query = urllib.parse.urlencode({"return": shop["shop"] + "/return?step=pickup", "state": state, "open": "1"})
    page.goto(helsinki + "/?" + query)
    button = page.locator("ol.places > li button[name=select]:not([disabled])").first
    place_id = button.get_attribute("value")
    with page.expect_navigation():
        button.click()
    with page.expect_navigation():
        page.click("#confirm")
    with page.expect_navigation():
        page.click("#continue")
    assert page.url.startswith(shop["shop"] + "/return?")
    echoed = json.loads(page.inner_text("body"))
    assert echoed["query"]["place_id"] == [place_id]
    assert echoed["query"]["state"] == [state]
    assert echoed["query"]["step"] == ["pickup"]
    assert "shop_session=lax-cookie" in echoed["cookie"]
    context.close()


def test_a_return_to_another_origin_is_refused(helsinki, shop, page):
    for target in ["https://evil.example/steal", shop["other"] + "/return", "javascript:alert(1)"]:
        response = page.goto(helsinki + "/?" + urllib.parse.urlencode({"return": target}))
        assert response.status == 400
        assert "will not send" in page.inner_text("main") or "does not send" in page.inner_text("main")
        assert page.locator("form[action*='evil']").count() == 0


def test_address_flow_hands_back_address_coordinates_and_notes(helsinki, shop, browser):
    context = browser.new_context(java_script_enabled=False, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop")
    query = urllib.parse.urlencode({"return": shop["shop"] + "/return", "state": "s-42", "q": "Mannerheimintie"})
    page.goto(helsinki + "/address?" + query)
    with page.expect_navigation():
        page.locator("#address-results a").first.click()
    page.fill("#entrance-notes", "Door code 1234, 3rd floor")
    with page.expect_navigation():
        page.click("#confirm-address")
    with page.expect_navigation():
        page.click("#continue")
    echoed = json.loads(page.inner_text("body"))
    assert echoed["query"]["address"][0].startswith("Mannerheimintie")
    assert 60 < float(echoed["query"]["latitude"][0]) < 61 and 24 < float(echoed["query"]["longitude"][0]) < 26
    assert echoed["query"]["entrance_notes"] == ["Door code 1234, 3rd floor"]
    assert echoed["query"]["state"] == ["s-42"]
    assert "shop_session=lax-cookie" in echoed["cookie"]
    context.close()


def test_units_follow_the_data_country_not_the_browser(helsinki, browser):
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    page.goto(helsinki + "/")
    detail = page.locator("ol.places > li .detail").nth(1).inner_text()
    assert re.search(r"\d\s?m\b", detail) and "ft" not in detail, detail
    page.goto(helsinki + "/?units=imperial")
    detail = page.locator("ol.places > li .detail").nth(1).inner_text()
    assert re.search(r"\d\s?(ft|yd|mi)\b", detail), detail
    assert page.title().endswith("Kauppa Test")
    context.close()


def host_active(page):
    """The shop document's focused element (the <place-picker> while focus is inside its frame)."""
    return page.evaluate("() => { const e = document.activeElement; return {tag: e.tagName.toLowerCase(), id: e.id}; }")


def frame_sizes(page, frame):
    outer = page.evaluate("() => document.querySelector('place-picker').shadowRoot.querySelector('iframe').clientHeight")
    inner = frame.evaluate("() => [document.documentElement.scrollHeight, document.documentElement.clientHeight]")
    return outer, inner


def settled_frame(page, helsinki):
    frame = picker_frame(page, helsinki)
    frame.wait_for_selector("ol.places")
    # The element has its content height once the frame's first resize message arrived.
    page.wait_for_function("() => document.querySelector('place-picker').shadowRoot.querySelector('iframe').style.height !== ''")
    page.wait_for_timeout(300)
    return frame


@pytest.mark.parametrize("size", [(1280, 900), (320, 640), (1280, 3000)])
def test_the_embed_shifts_nothing_on_the_shop_page_and_has_no_inner_scrollbar(helsinki, shop, browser, size):
    # The Layout Instability API in the shop's page (conftest.SHOP_PAGE records every
    # `layout-shift` entry from the start, buffered): the element reserves the viewport's height
    # until the frame reports its own, so the one resize moves nothing in view.
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop")
    frame = settled_frame(page, helsinki)
    outer, (scroll_height, client_height) = frame_sizes(page, frame)
    shifts = page.evaluate("() => window.__shifts")
    print(f"\nembed {size[0]}x{size[1]}: frame {outer} px, content {scroll_height} px, layout shifts {shifts}")
    assert shifts == []
    # Sized to its content: no inner scrollbar, no blank space.
    assert scroll_height == client_height == outer
    # Staying on the list (Pick up here adds "Your choice" above it): still no shift in view.
    frame.locator("ol.places > li button[name=select]:not([disabled])").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.__events.length === 1")
    page.wait_for_timeout(500)
    outer, (scroll_height, client_height) = frame_sizes(page, frame)
    assert scroll_height == client_height == outer
    assert page.evaluate("() => window.__shifts") == []
    context.close()


def test_focus_crosses_the_frame_boundary_both_ways(helsinki, shop, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop")
    frame = settled_frame(page, helsinki)
    # Tab from the shop's link before the element: into the frame, onto its first control.
    page.locator("header a").focus()
    page.keyboard.press("Tab")
    page.wait_for_function("() => document.activeElement.tagName === 'PLACE-PICKER'")
    first = frame_active(frame)
    assert first["tag"] == "a" and first["text"] == "Skip to results", first
    # Shift+Tab from there: back out to that link.
    page.keyboard.press("Shift+Tab")
    page.wait_for_function("() => document.activeElement.matches('header a')")
    # The frame's last control: Tab goes on to the shop's next focusable element after the
    # element (Pay), and Shift+Tab from Pay comes back to it.
    last = frame.evaluate("""() => {
        const all = Array.from(document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'))
          .filter((e) => !e.disabled && e.tabIndex >= 0 && e.type !== 'hidden' && e.getClientRects().length > 0);
        const e = all[all.length - 1]; e.setAttribute('data-last', '1'); return {tag: e.tagName.toLowerCase(), text: e.innerText.trim()}; }""")
    frame.locator("[data-last]").focus()
    page.keyboard.press("Tab")
    page.wait_for_function("() => document.activeElement.id === 'pay'")
    page.keyboard.press("Shift+Tab")
    page.wait_for_function("() => document.activeElement.tagName === 'PLACE-PICKER'")
    back = frame.evaluate("() => document.activeElement.hasAttribute('data-last')")
    print(f"\nembed focus: first in frame {first['text']!r}, last {last}, then #pay and back")
    assert back
    context.close()


def test_choosing_again_is_one_more_press_and_the_choice_page_still_hands_over(helsinki, shop, browser):
    # "Pick up here" on another row changes the shop's value with one more press (a second
    # placeselect); the choice page, reached from the place card inside the frame, hands the same
    # place over again and puts focus on its heading (h1#choice-made), never <body>.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop")
    frame = settled_frame(page, helsinki)
    buttons = frame.locator("ol.places > li button[name=select]:not([disabled])")
    buttons.first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.__events.length === 1")
    second = buttons.nth(1).get_attribute("value")
    buttons.nth(1).focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.__events.length === 2")
    assert page.evaluate("() => window.__events[1].place.id") == second
    assert page.get_attribute("place-picker", "value") == second
    # Pressing the chosen one again hands nothing new over.
    page.keyboard.press("Enter")
    frame.wait_for_function("() => document.getElementById('status').innerText.includes('already selected')")
    assert page.evaluate("() => window.__events.length") == 2
    # The choice page inside the frame (a link there, followed by keyboard) posts the same place.
    url = frame.url.split("#")[0]
    choice = url.replace("/?", "/choice?", 1) if "/?" in url else url + "choice"
    frame.evaluate("(target) => { window.location.assign(target); }", choice)
    frame = picker_frame(page, helsinki)
    frame.wait_for_selector("#choice-made")
    page.wait_for_function("() => window.__events.length === 3")
    assert page.evaluate("() => window.__events[2].place.id") == second
    context.close()
