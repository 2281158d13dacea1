"""A region file built with `placepicker geography build` from real data (the City of London's
OpenStreetMap addresses and tilemaker's OpenMapTiles tiles of it, Tests/Fixtures), served with
`serve --geography`: the shopper's typed address opens the page there, the map under the pins
shows the streets, water, parks and buildings with the real street names, says "© OpenStreetMap
contributors" and never a file name, weighs under 300 KB, and has no axe-core violation at 1280
and 320 CSS px, light and dark. The screenshots go to artifacts/ (docs/images has copies)."""

import os
import subprocess
import tempfile
import urllib.request

import pytest

from conftest import ROOT, start_server, stop_server
from test_axe import violations

FIXTURES = os.path.join(ROOT, "Tests", "Fixtures")
POINTS = os.path.join(ROOT, "checks", "browser", "data", "london-points.geojson")
ADDRESS = "/?address=165+Fleet+Street%2C+London&view=map&z=16"


@pytest.fixture(scope="module")
def region_server():
    binary = os.environ["PLACEPICKER_BIN"]
    folder = tempfile.mkdtemp()
    region = os.path.join(folder, "london.geography")
    # The extract's addresses (osmium-tool reads it) and the tiles made from it, in one file.
    subprocess.run(
        [binary, "geography", "build", os.path.join(FIXTURES, "geography", "london.osm.pbf"),
         os.path.join(FIXTURES, "tiles", "london.mbtiles"), "--country", "GB", "-o", region],
        check=True, capture_output=True, text=True)
    process, base = start_server(["--data", POINTS, "--geography", region])
    yield base
    stop_server(process)


def test_the_typed_address_opens_the_map_of_its_streets(region_server):
    with urllib.request.urlopen(region_server + ADDRESS, timeout=10) as response:
        body = response.read()
    html = body.decode("utf-8")
    assert len(body) < 300_000, f"{len(body)} bytes"
    assert "Distances from 165 Fleet Street, London" in html
    assert '<g class="basemap" aria-hidden="true">' in html
    for kind in ["bm-major", "bm-street", "bm-building"]:
        assert f'class="{kind}"' in html, kind
    names = ["Fleet Street", "Ludgate Hill", "Farringdon Street", "New Bridge Street", "Fetter Lane"]
    assert sum(f">{name}</text>" in html for name in names) >= 2
    assert "OpenStreetMap contributors" in html
    for file_name in [".geojson", ".geography", ".mbtiles", ".pbf", "Data:"]:
        assert file_name not in html, file_name


@pytest.mark.parametrize("width", [1280, 320])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_region_map_has_no_violations(region_server, browser, artifacts, scheme, width):
    context = browser.new_context(color_scheme=scheme, viewport={"width": width, "height": 900})
    page = context.new_page()
    page.goto(region_server + ADDRESS)
    assert violations(page) == []
    page.screenshot(path=os.path.join(artifacts, f"region-map-{width}-{scheme}.png"), full_page=width == 320)
    context.close()
