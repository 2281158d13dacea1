"""Keyboard-only helpers: everything here moves with Tab, Shift+Tab, Enter and Space."""

import re


def active(page):
    """A description of the focused element: tag, id, role, accessible text, name attribute."""
    return page.evaluate(
        """() => {
            const e = document.activeElement;
            if (!e) return null;
            return {tag: e.tagName.toLowerCase(), id: e.id, type: e.type || "", name: e.getAttribute("name") || "",
                    text: (e.innerText || e.value || "").trim(), label: e.getAttribute("aria-label") || "",
                    pressed: e.getAttribute("aria-pressed"), href: e.getAttribute("href") || ""};
        }"""
    )


def tab_until(page, predicate, limit=300, backwards=False):
    """Presses Tab (or Shift+Tab) until the focused element matches; fails after `limit` presses."""
    seen = []
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if backwards else "Tab")
        element = active(page)
        seen.append(element)
        if element and predicate(element):
            return element
    raise AssertionError("no focusable element matched after %d presses; last: %s" % (limit, seen[-5:]))


def accessible_name(page):
    """The accessible name Chromium computes for the focused element (CDP accessibility tree)."""
    session = page.context.new_cdp_session(page)
    session.send("Accessibility.enable")
    node = session.send("Accessibility.getPartialAXTree", {"fetchRelatives": False, "backendNodeId": _focused_backend_id(session)})
    for entry in node["nodes"]:
        if not entry.get("ignored"):
            return entry.get("name", {}).get("value", "")
    return ""


def _focused_backend_id(session):
    document = session.send("DOM.getDocument", {"depth": 0})
    result = session.send("Runtime.evaluate", {"expression": "document.activeElement", "returnByValue": False})
    described = session.send("DOM.describeNode", {"objectId": result["result"]["objectId"]})
    assert document
    return described["node"]["backendNodeId"]


DISTANCE = re.compile(r"\d+(?:[.,]\d+)?\s?(?:m|km|yd|ft|mi)\b")
STATE = re.compile(r"Open|Closed|Closes|Hours unknown|Full|unavailable", re.IGNORECASE)
