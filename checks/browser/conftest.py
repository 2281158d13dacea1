"""Browser tests: a real `placepicker serve` on a free loopback port, driven by Debian's Chromium
through Playwright (no browser download), with axe-core from the axe-playwright-python wheel.

The server runs at a fixed instant (`--at`) so opening states are stable: Monday 2026-11-30 at
10:00 in Helsinki, when the sample's shops are open and some places are closed.
"""

import os
import socket
import subprocess
import time
import urllib.request

import pytest
from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("PLACEPICKER_CHROMIUM", "/usr/lib/chromium/chromium")
ARTIFACTS = os.environ.get("PLACEPICKER_ARTIFACTS", os.path.join(os.path.dirname(__file__), "..", "..", "artifacts"))
FIXED_INSTANT = "2026-11-30T10:00:00+02:00"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# The real catalog the issue-15 checks run on: 1,963 OpenStreetMap features of central Helsinki
# (scripts/build-sample.sh derives it from the sample's source extract with osmium-tool; ODbL).
HELSINKI_POIS = os.path.join(HERE, "data", "helsinki-pois.geojson")
HELSINKI_BASEMAP = os.path.join(ROOT, "Sources", "PlaceSamples", "Resources", "helsinki-basemap.geojson")
# The shop of the embedding tests runs on a second loopback address: another site, so cookies
# and SameSite behave as between a real shop and the picker.
SHOP_HOST = "127.0.0.2"


def start_server(extra=()):
    binary = os.environ.get("PLACEPICKER_BIN")
    if not binary:
        pytest.fail("PLACEPICKER_BIN must name the built placepicker executable (scripts/test.sh sets it)")
    port = free_port()
    # The server logs every request: to a file, never to a pipe nobody reads (a full pipe, 64 KB of
    # log lines, would stop the server mid-run).
    import tempfile
    log = tempfile.TemporaryFile(mode="w+")
    process = subprocess.Popen(
        [binary, "serve", "--host", "127.0.0.1", "--port", str(port), "--at", FIXED_INSTANT, *extra],
        stdout=log, stderr=subprocess.STDOUT, text=True,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=1) as response:
                if response.status == 200:
                    return process, base
        except OSError:
            time.sleep(0.1)
    process.kill()
    log.seek(0)
    pytest.fail("placepicker serve did not answer /healthz within 60 s:\n" + log.read())


def stop_server(process):
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="session")
def server():
    process, base = start_server()
    yield base
    stop_server(process)


@pytest.fixture(scope="session")
def shop_port():
    with socket.socket() as s:
        s.bind((SHOP_HOST, 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def helsinki(shop_port):
    """The picker on the real Helsinki catalog with its basemap, embeddable by the test shop."""
    process, base = start_server([
        "--data", HELSINKI_POIS, "--basemap", HELSINKI_BASEMAP,
        "--embed-origin", f"http://{SHOP_HOST}:{shop_port}", "--shop-name", "Kauppa Test",
    ])
    yield base
    stop_server(process)


# Posti's feed (Finnish, whose "Posti" is also the post office category) and Omniva's.
CARRIER_FEEDS = [os.path.join(ROOT, "Tests", "Fixtures", "carriers", "posti", "itella-woocommerce-locationsFI-sample.json"),
                 os.path.join(ROOT, "Tests", "Fixtures", "carriers", "omniva", "locations.json")]


@pytest.fixture(scope="session")
def carrier_server():
    """The picker on two carriers' feeds, for the tests of names and languages with carriers."""
    process, base = start_server([arg for feed in CARRIER_FEEDS for arg in ("--data", feed)])
    yield base
    stop_server(process)


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--disable-dev-shm-usage"])
        yield browser
        browser.close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="session")
def artifacts():
    os.makedirs(ARTIFACTS, exist_ok=True)
    return ARTIFACTS


SHOP_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout — Test shop</title>
<style>body {{ font-family: sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; }}
@media (prefers-color-scheme: dark) {{ html {{ background: #111; color: #eee; }} a {{ color: #9cf; }} }}
place-picker:not(:defined) {{ display: block; height: 100vh; }}</style>
<script>
// The Layout Instability API, from the first paint on: every layout shift of the shop's page.
window.__shifts = [];
new PerformanceObserver((list) => {{
  for (const entry of list.getEntries()) {{
    window.__shifts.push({{ value: entry.value, time: entry.startTime, hadRecentInput: entry.hadRecentInput,
      sources: entry.sources.map((s) => ({{ node: s.node ? s.node.nodeName + (s.node.id ? "#" + s.node.id : "") : null,
        from: s.previousRect.y, to: s.currentRect.y }})) }});
  }}
}}).observe({{ type: "layout-shift", buffered: true }});
</script>
<script src="{picker}/embed.js" defer></script></head>
<body><header><h1>Checkout</h1><p><a href="/shop">Test shop home</a></p></header>
<main><form id="checkout" method="get" action="/return">
<h2>Pickup point</h2>
<place-picker name="pickup" near="60.1699,24.9384" lang="{lang}" open units="metric" {extra}></place-picker>
<p><button type="submit" id="pay">Pay</button></p></form></main>
<footer><p>Test shop · <a href="/shop" id="shop-terms">Terms</a></p></footer>
<script>
window.__events = [];
document.addEventListener("placeselect", (event) => {{ window.__events.push(event.detail); }});
</script></body></html>"""

OTHER_PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not allowed</title></head>
<body><h1>A page the picker does not know</h1><iframe id="frame" title="picker" src="{picker}/"></iframe>
<script>
window.__cors = fetch("{picker}/api/places?limit=1").then(() => "read", (error) => "blocked: " + error.name);
</script></body></html>"""


@pytest.fixture(scope="session")
def shop(helsinki, shop_port):
    """A shop on a second loopback address (127.0.0.2, another site), with its own SameSite=Lax
    session cookie, a checkout page that embeds the picker with /embed.js and a return URL that
    echoes what it got; and a page on a third address the picker does not allow (127.0.0.3)."""
    import http.server
    import json
    import threading
    import urllib.parse

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            url = urllib.parse.urlsplit(self.path)
            query = urllib.parse.parse_qs(url.query)
            if url.path in ("/shop", "/shop-accent", "/shop-address", "/shop-fi"):
                extra = {"/shop-accent": 'accent="#8a1c7c"', "/shop-address": 'address="Aleksanterinkatu 52, 00100 Helsinki"'}
                extra = extra.get(url.path, "")
                # /shop-fi: an English shop page with the picker in Finnish (the element's lang).
                lang = "fi" if url.path == "/shop-fi" else "en-GB"
                body = SHOP_PAGE.format(picker=helsinki, extra=extra, lang=lang).encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Set-Cookie", "shop_session=lax-cookie; SameSite=Lax; Path=/; HttpOnly")
            elif url.path == "/other":
                body = OTHER_PAGE.format(picker=helsinki).encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
            elif url.path == "/return":
                body = json.dumps({"query": query, "cookie": self.headers.get("Cookie", "")}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
            else:
                body = b"not found"
                self.send_response(404)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    servers = []
    for host, port in [(SHOP_HOST, shop_port), ("127.0.0.3", 0)]:
        httpd = http.server.ThreadingHTTPServer((host, port), Handler)
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        servers.append(httpd)
    yield {"shop": f"http://{SHOP_HOST}:{shop_port}", "other": f"http://127.0.0.3:{servers[1].server_address[1]}"}
    for httpd in servers:
        httpd.shutdown()
