"""The address flow (delivery address), keyboard only: search → choose a result from a list →
map preview → entrance notes → confirm. No pin dragging anywhere."""

from helpers import tab_until


def test_address_flow_with_keyboard_only(server, page, artifacts):
    page.goto(server + "/address")
    tab_until(page, lambda e: e["id"] == "address-q")
    page.keyboard.type("Mannerheimintie 5")
    page.keyboard.press("Enter")
    page.wait_for_selector("#address-results a")
    tab_until(page, lambda e: e["tag"] == "a" and e["text"].startswith("Mannerheimintie 5"))
    page.keyboard.press("Enter")
    page.wait_for_selector("#entrance-notes")
    assert page.locator("svg").count() == 1  # the preview
    tab_until(page, lambda e: e["id"] == "entrance-notes")
    page.keyboard.type("Door code 1234, second door on the left")
    tab_until(page, lambda e: e["tag"] == "button" and e["id"] == "confirm-address")
    page.keyboard.press("Enter")
    page.wait_for_selector("#address-confirmed")
    text = page.inner_text("#address-confirmed")
    assert "Mannerheimintie 5" in text
    assert "Door code 1234, second door on the left" in text
    page.screenshot(path=f"{artifacts}/address-confirmed.png", full_page=True)
