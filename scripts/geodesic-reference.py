#!/usr/bin/env python3
"""Writes Tests/GeodesyTests/Fixtures/geodesic-reference.json: inverse geodesic problems on WGS84
solved by GeographicLib (the PyPI package `geographiclib`, C. F. F. Karney's reference
implementation), used to check the Swift implementation of Karney (2013) to 1 mm.

Usage (from the repository root):
    python3 -m venv /tmp/geovenv && /tmp/geovenv/bin/pip install geographiclib
    /tmp/geovenv/bin/python scripts/geodesic-reference.py

The seed is fixed, so the output is reproducible for a given geographiclib version.
"""

import json
import math
import os
import random

import geographiclib
from geographiclib.geodesic import Geodesic

SEED = 20130101
RANDOM_PAIRS = 1000
GRID_PAIRS = 150
OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)),
    "..", "Tests", "GeodesyTests", "Fixtures", "geodesic-reference.json",
)

# (name, lat1, lon1, lat2, lon2, azimuths defined?)
HAND_PICKED = [
    ("identical point", 52.5, 13.4, 52.5, 13.4, False),
    ("identical point on the equator", 0.0, 0.0, 0.0, 0.0, False),
    ("identical north pole", 90.0, 0.0, 90.0, 0.0, False),
    ("north pole to south pole", 90.0, 0.0, -90.0, 0.0, True),
    ("pole to equator", 90.0, 0.0, 0.0, 45.0, True),
    ("south pole to a point", -90.0, 30.0, -45.0, 120.0, True),
    ("exact antipodes on the equator", 0.0, 0.0, 0.0, 180.0, False),
    ("exact antipodes mid-latitude", 30.0, 0.0, -30.0, 180.0, False),
    ("exact antipodes high latitude", 75.0, -45.0, -75.0, 135.0, False),
    ("near-antipodal 0.5 degrees short", 0.0, 0.0, 0.5, 179.5, True),
    ("near-antipodal on the equator inside the cut", 0.0, 0.0, 0.0, 179.7, True),
    ("near-antipodal just outside the cut", 0.0, 0.0, 0.0, 179.0, True),
    ("near-antipodal Karney table", -30.0, 0.0, 29.9, 179.8, True),
    ("near-antipodal tiny latitude offset", -30.0, 0.0, 30.0 - 1e-9, 179.99, True),
    ("near-antipodal 1e-6 longitude", 45.0, 10.0, -45.0, -170.000001, True),
    ("near-antipodal high latitude", -80.0, 0.0, 79.9, 179.9, True),
    ("antimeridian short hop", 10.0, 179.9, 10.0, -179.9, True),
    ("antimeridian on the equator", 0.0, -179.999, 0.0, 179.999, True),
    ("antimeridian Fiji", -17.7, 178.4, -16.8, -179.9, True),
    ("equatorial quarter", 0.0, 0.0, 0.0, 90.0, True),
    ("equatorial long", 0.0, -10.0, 0.0, 160.0, True),
    ("equatorial beyond (1-f)180", 0.0, 0.0, 0.0, 179.5, True),
    ("meridional", -40.0, 25.0, 60.0, 25.0, True),
    ("meridional over the pole", 80.0, 0.0, 70.0, 180.0, True),
    ("meridional south to north", -89.0, -120.0, 89.0, -120.0, True),
    ("short 1 m north", 60.1699, 24.9384, 60.1699 + 8.98e-6, 24.9384, True),
    ("short 1 m east", 60.1699, 24.9384, 60.1699, 24.9384 + 1.8e-5, True),
    ("short 1 cm", -33.8688, 151.2093, -33.86880009, 151.2093001, True),
    ("short on the equator", 0.0, 0.0, 0.00001, 0.00001, True),
    ("long Helsinki to Wellington", 60.1699, 24.9384, -41.2865, 174.7762, True),
    ("long London to Sydney", 51.5072, -0.1276, -33.8688, 151.2093, True),
    ("long JFK to SIN", 40.6413, -73.7781, 1.3644, 103.9915, True),
]


def solve(lat1, lon1, lat2, lon2, defined, name=None):
    g = Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2)
    row = {
        "lat1": lat1, "lon1": lon1, "lat2": lat2, "lon2": lon2,
        "s12": g["s12"], "azi1": g["azi1"], "azi2": g["azi2"],
        "azimuthsDefined": defined,
    }
    if name:
        row["name"] = name
    return row


def azimuths_defined(lat1, lon1, lat2, lon2):
    """False where the azimuths are a convention, not a fact: identical points and exact antipodes
    off the poles (where every meridian, or several geodesics, are equally short)."""
    same_meridian = (lon2 - lon1) % 360 == 0
    if lat1 == lat2 and (same_meridian or abs(lat1) == 90):
        return False
    antipodal = lat1 == -lat2 and ((lon2 - lon1) % 360 == 180 or abs(lat1) == 90)
    return not (antipodal and abs(lat1) != 90)


def random_point(rng):
    # Uniform on the sphere: latitude from the arcsine of a uniform variable.
    return math.degrees(math.asin(rng.uniform(-1, 1))), rng.uniform(-180, 180)


def main():
    rng = random.Random(SEED)
    rows = [solve(*case[1:], name=case[0]) for case in HAND_PICKED]
    for i in range(RANDOM_PAIRS):
        lat1, lon1 = random_point(rng)
        kind = i % 4
        if kind == 0 or kind == 1:
            lat2, lon2 = random_point(rng)
        elif kind == 2:
            # Nearby points, up to ~100 km.
            lat2 = max(-90.0, min(90.0, lat1 + rng.uniform(-1, 1)))
            lon2 = (lon1 + rng.uniform(-1, 1) + 180) % 360 - 180
        else:
            # Nearly antipodal: within a degree of the antipode.
            lat2 = max(-90.0, min(90.0, -lat1 + rng.uniform(-1, 1)))
            lon2 = (lon1 + 180 + rng.uniform(-1, 1) + 180) % 360 - 180
        rows.append(solve(lat1, lon1, lat2, lon2, True))
    for i in range(GRID_PAIRS):
        # Whole degrees hit the exact special cases: poles, equator, equal and opposite latitudes,
        # longitude differences of exactly 0, 90 and 180.
        if i % 3 == 0:
            lat1, lat2 = rng.choice([-90, 0, 90]), rng.randint(-90, 90)
        else:
            lat1, lat2 = rng.randint(-90, 90), rng.randint(-90, 90)
        lon1, lon2 = rng.randint(-180, 180), rng.randint(-180, 180)
        rows.append(solve(float(lat1), float(lon1), float(lat2), float(lon2), azimuths_defined(lat1, lon1, lat2, lon2)))
    document = {
        "source": "GeographicLib %s Geodesic.WGS84.Inverse, seed %d" % (geographiclib.__version__, SEED),
        "ellipsoid": {"a": Geodesic.WGS84.a, "f": Geodesic.WGS84.f},
        "pairs": rows,
    }
    # One pair per line keeps the file small and its diffs readable.
    lines = ",\n  ".join(json.dumps(row) for row in rows)
    header = json.dumps({k: v for k, v in document.items() if k != "pairs"})[:-1]
    with open(OUTPUT, "w") as out:
        out.write('%s, "pairs": [\n  %s\n]}\n' % (header, lines))
    print("wrote %d pairs to %s" % (len(rows), os.path.normpath(OUTPUT)))


if __name__ == "__main__":
    main()
