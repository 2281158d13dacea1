"""The seed's Voice Control profile on the web: label in name (WCAG 2.5.3). On every page — the
picker (list, chosen, map), a place card, the choice, the address flow and the picker inside a
shop — every interactive element's visible text is contained in its accessible name (Chromium's,
through CDP), and no two controls on a page share a name unless they do the same thing."""

import re
import urllib.parse

import pytest

INTERACTIVE = "a[href], button, input:not([type=hidden]), select, textarea, summary"

# Each element's visible text (a control's own words, or its <label>'s), and what it does: the
# same name may stand on two controls only when they go to the same place or submit the same.
DESCRIBE = """(element) => {
  const words = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  let visible = '';
  if (element.matches('input, select, textarea')) {
    if (element.matches('input[type=submit], input[type=button]')) visible = element.value;
    else visible = element.labels && element.labels.length ? element.labels[0].innerText : '';
  } else {
    visible = element.innerText;
  }
  let does = '';
  if (element.matches('a[href]')) does = 'go ' + element.href;
  else if (element.matches('button, input[type=submit]')) {
    does = 'submit ' + (element.form ? element.form.id || element.form.action : '') + ' ' + element.name + '=' + element.value +
      ' ' + (element.getAttribute('formaction') || '');
  } else does = 'field ' + element.id;
  return {visible: words(visible), does: does, tag: element.tagName.toLowerCase(), id: element.id,
          shown: element.getClientRects().length > 0};
}"""


def normal(text):
    return re.sub(r"\s+", " ", text.replace("\xa0", " ")).strip().casefold()


def audit(page):
    """[(visible text, accessible name, what it does, tag)] for every interactive element shown."""
    session = page.context.new_cdp_session(page)
    session.send("DOM.enable")
    session.send("Accessibility.enable")
    root = session.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    found = []
    for node_id in session.send("DOM.querySelectorAll", {"nodeId": root, "selector": INTERACTIVE})["nodeIds"]:
        remote = session.send("DOM.resolveNode", {"nodeId": node_id})["object"]["objectId"]
        facts = session.send("Runtime.callFunctionOn", {
            "objectId": remote, "functionDeclaration": "function() { return (" + DESCRIBE + ")(this); }",
            "returnByValue": True})["result"]["value"]
        if not facts["shown"]:
            continue
        nodes = session.send("Accessibility.getPartialAXTree", {"nodeId": node_id, "fetchRelatives": False})["nodes"]
        name = next((n.get("name", {}).get("value", "") for n in nodes if not n.get("ignored")), "")
        found.append((facts["visible"], name, facts["does"], facts["tag"] + "#" + facts["id"]))
    session.detach()
    return found


def check(page, what):
    found = audit(page)
    assert found, f"{what}: no interactive element"
    wrong = [(v, n, t) for v, n, _, t in found if v and normal(v) not in normal(n)]
    assert not wrong, f"{what}: visible text not in the accessible name: {wrong[:8]}"
    by_name = {}
    for _, name, does, tag in found:
        if name:
            by_name.setdefault(normal(name), set()).add(does)
    shared = {name: sorted(does) for name, does in by_name.items() if len(does) > 1}
    assert not shared, f"{what}: one name, different actions: {shared}"
    return len(found)


def pages(base):
    """Every page of the picker, as a person reaches it."""
    yield "picker", base + "/"
    yield "picker, Open now", base + "/?open=1"
    yield "map view", base + "/?view=map"
    yield "map view, zoomed in", base + "/?view=map&z=16"


@pytest.mark.parametrize("catalog", ["sample", "helsinki"])
def test_label_in_name_on_every_page(catalog, request, browser):
    base = request.getfixturevalue("server" if catalog == "sample" else "helsinki")
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    counts = {}
    for what, url in pages(base):
        page.goto(url)
        counts[what] = check(page, what)
    page.goto(base + "/?open=1")
    chosen = page.locator("ol.places > li button[name=select]:not([disabled])").first.get_attribute("value")
    quoted = urllib.parse.quote(chosen, safe="")
    for what, url in [
        ("picker, chosen", f"{base}/?open=1&sel={quoted}"),
        ("map view, chosen", f"{base}/?view=map&sel={quoted}"),
        ("place card", f"{base}/places/{quoted}?open=1"),
        ("choice", f"{base}/choice?sel={quoted}"),
        ("address", f"{base}/address"),
        ("address results", f"{base}/address?q=Mannerheimintie"),
    ]:
        page.goto(url)
        counts[what] = check(page, what)
    page.goto(f"{base}/address?q=Mannerheimintie")
    with page.expect_navigation():
        page.locator("#address-results a").first.click()
    counts["address preview"] = check(page, "address preview")
    print(f"\n{catalog}: interactive elements checked per page: {counts}")
    context.close()


def test_label_in_name_inside_the_shop(helsinki, shop, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(shop["shop"] + "/shop")
    check(page, "shop page")
    # The frame's page, as the element loads it (its own origin: audited on its own).
    frame_url = page.evaluate("""() => new Promise((done) => { const wait = () => {
        const f = document.querySelector('place-picker') && document.querySelector('place-picker').shadowRoot.querySelector('iframe');
        if (f && f.src) done(f.src); else setTimeout(wait, 50); }; wait(); })""")
    inner = context.new_page()
    inner.goto(frame_url)
    check(inner, "embed")
    chosen = inner.locator("ol.places > li button[name=select]:not([disabled])").first.get_attribute("value")
    inner.goto(frame_url + "&sel=" + urllib.parse.quote(chosen, safe=""))
    check(inner, "embed, chosen")
    context.close()
