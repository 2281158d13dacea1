#!/usr/bin/env python3
"""Compare `placepicker zone --batch` with the PyPI `timezonefinder` (the reference) on seeded
random points on land.

"On land" means: the reference answers a zone that is not nautical (not `Etc/...`). That is
land plus each country's territorial waters (timezone-boundary-builder extends land zones 12
nautical miles out to sea); the open sea is left out, because there the answer is the nautical
zone by construction. Points are uniform by area on the sphere (latitude = asin(2u - 1)).

Asserts (docs/reference/timezones.md):
  * agreement >= 99.9 % of the points;
  * every disagreement lies within 2 km of a border: the reference, asked on a disk of radius
    2 km around the point (rings at 0.25, 0.5, 1, 1.5 and 2 km, 48 bearings each, geodesic on
    WGS84 by geographiclib), answers our zone somewhere on it.
Prints both figures and the disagreements found.

Usage: compare_reference.py --placepicker PATH [--points N] [--seed S]
"""

import argparse
import subprocess
import sys
import time

import numpy as np
from geographiclib.geodesic import Geodesic
from timezonefinder import TimezoneFinder

RINGS_KM = (0.25, 0.5, 1.0, 1.5, 2.0)
BEARINGS = 48


def land_points(tf, count, seed):
    rng = np.random.default_rng(seed)
    names = tf.timezone_names
    nautical = np.array([n.startswith("Etc/") for n in names])
    lats, lons, zones = [], [], []
    have = 0
    while have < count:
        n = int((count - have) * 3.4) + 1000
        lat = np.degrees(np.arcsin(2 * rng.random(n) - 1))
        lon = rng.random(n) * 360 - 180
        ids = tf.timezone_ids_at(lngs=lon, lats=lat)
        keep = ~nautical[ids]
        lats.append(lat[keep]); lons.append(lon[keep]); zones.append(ids[keep])
        have += int(keep.sum())
    lat = np.concatenate(lats)[:count]
    lon = np.concatenate(lons)[:count]
    ids = np.concatenate(zones)[:count]
    return lat, lon, [names[i] for i in ids]


def ours(binary, lat, lon):
    text = "".join(f"{a:.7f},{b:.7f}\n" for a, b in zip(lat.tolist(), lon.tolist()))
    started = time.time()
    out = subprocess.run([binary, "zone", "--batch", "-"], input=text, capture_output=True, text=True, check=True)
    return out.stdout.splitlines(), time.time() - started


def near_border(tf, lat, lon, zone):
    """Whether the reference answers `zone` somewhere within 2 km of the point."""
    geod = Geodesic.WGS84
    lats, lons = [], []
    for radius in RINGS_KM:
        for k in range(BEARINGS):
            d = geod.Direct(lat, lon, 360.0 * k / BEARINGS, radius * 1000.0)
            lats.append(d["lat2"]); lons.append(d["lon2"])
    ids = tf.timezone_ids_at(lngs=np.asarray(lons), lats=np.asarray(lats))
    return zone in {tf.timezone_names[i] for i in ids}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--placepicker", required=True)
    ap.add_argument("--points", type=int, default=1_000_000)
    ap.add_argument("--seed", type=int, default=20260601)
    args = ap.parse_args()
    tf = TimezoneFinder()
    started = time.time()
    lat, lon, reference = land_points(tf, args.points, args.seed)
    drawn = time.time() - started
    answers, ours_seconds = ours(args.placepicker, lat, lon)
    if len(answers) != len(reference):
        sys.exit(f"FAIL: placepicker printed {len(answers)} lines for {len(reference)} points")
    differ = [i for i, (a, b) in enumerate(zip(answers, reference)) if a != b]
    far = [i for i in differ if not near_border(tf, lat[i], lon[i], answers[i])]
    agreement = 100.0 * (len(reference) - len(differ)) / len(reference)
    print(f"time zones: {len(reference)} random land points (seed {args.seed}, reference timezonefinder "
          f"with data {tf.data_version}); drawing them took {drawn:.1f} s, placepicker zone --batch {ours_seconds:.1f} s")
    print(f"time zones: agreement {agreement:.4f} % ({len(differ)} disagreements); "
          f"{len(differ) - len(far)} of them within 2 km of a border, {len(far)} farther")
    for i in differ[:20]:
        tag = "FAR" if i in far else "near border"
        print(f"  {lat[i]:.6f},{lon[i]:.6f}: ours {answers[i]}, reference {reference[i]} ({tag})")
    failed = False
    if agreement < 99.9:
        print("FAIL: agreement below 99.9 %"); failed = True
    for i in far:
        print(f"FAIL: {lat[i]:.6f},{lon[i]:.6f}: ours {answers[i]} is not the reference's answer anywhere "
              f"within 2 km (reference: {reference[i]})")
        failed = True
    print("timezones: 0 passed, 1 failed" if failed else "timezones: 1 passed, 0 failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
